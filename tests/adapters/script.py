"""The scripted "model" every adapter test drives: it reads the tool results as a model would.

It refunds the rest of the partly refunded top-up (core task ``stripe.refund-remaining-balance``);
a 429 is waited out for its Retry-After, then the refund is retried; then it finishes with the amount.
Each framework's own test model turns its conversation into ``(tool, result text)`` pairs and asks
:func:`next_call` what to do.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from toolproof.agents.run import prepare
from toolproof.tasks.catalog import load_selected
from toolproof.tasks.model import FaultVariant, Task

TASK = "stripe.refund-remaining-balance"
REFUND = "stripe_refunds_create"
FINAL = "Refunded the remaining $5.28 of her top-up."


@lru_cache(maxsize=1)
def task() -> Task:
    return load_selected("core", [TASK])[0]


@lru_cache(maxsize=1)
def charge_id() -> str:
    _, refs = prepare(task())
    return str(refs["charge"])


#: The refund answered 429 with ``Retry-After: 30`` once (the wait costs no real time: virtual clock).
THROTTLED = FaultVariant.model_validate(
    {
        "name": "throttled-refund",
        "plan": {
            "rules": [
                {
                    "id": "throttle-refund",
                    "operation": "stripe.refunds.create",
                    "nth": 1,
                    "fault": {"kind": "rate_limit", "retry_after": 30},
                }
            ]
        },
    }
)


def next_call(history: list[tuple[str, str]], charge: str) -> tuple[str, dict[str, Any]] | None:
    """The next tool call, or ``None`` when the episode is finished (the model answers in text)."""
    refund = {"charge": charge, "amount": 528}
    if not history:
        return REFUND, refund
    tool, text = history[-1]
    if tool == "finish":
        return None
    if tool == "wait":
        return REFUND, refund
    seen = json.loads(text)
    if seen.get("status") == 429:
        return "wait", {"seconds": seen["retry_after"]}
    assert seen.get("status") == 200, seen
    return "finish", {"claim": "done", "message": FINAL}


def assert_refunded_once(result: Any, *, throttled: bool) -> None:
    """The episode passed: one refund committed (after the 429 and a 30-second wait when throttled)."""
    assert result.ended == "finished", result.error
    assert result.passed, result.grade.explain()
    assert [e["status"] for e in result.ledger] == ([429, 200] if throttled else [200])
    assert result.grade.diff.summary() == "stripe_charges ~1; stripe_refunds +1"
    sleeps = [t["seconds"] for t in result.trajectory if t["type"] == "sleep"]
    assert sleeps == ([30] if throttled else [])
    if throttled:
        assert result.ledger[1]["retry_after"]["honoured"] is True
