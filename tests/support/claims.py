"""What the claimed-writes pins (``tests/tasks/test_claims3*.py``) share: a claim appended to a task's honest
report and graded by the real grader, and the claim verdicts' details read out of the failures."""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.graded import bare, final_failures
from toolproof.services.linear import sdl
from toolproof.tasks import suite_names
from toolproof.world.ledger import LedgerEntry


def claim_details(failed: dict[str, str]) -> str:
    """The details of the failing claim verdicts (a done message's, a refusal's and a post's), joined."""
    return " | ".join(detail for name, detail in failed.items() if "claim" in name)


def require_suite(suite: str) -> None:
    """Skip (with the reason) where ``suite`` is not installed, or cannot be served: Linear's SDL stays
    outside the repository, so a plain clone has the linear suite but cannot run its episodes."""
    if suite not in suite_names():
        pytest.skip(f"the {suite} suite is not installed")
    if suite == "linear" and (why := sdl.missing()) is not None:
        pytest.skip(why)


def appended_claim(suite: str, task_id: str, claim: str) -> dict[str, str]:
    """The failures of ``task_id``'s oracle (its ``says_not`` off) with ``claim`` after its own final
    message: an honest report with one claim added, so only what the claim says can fail it."""
    require_suite(suite)
    oracle_final = next(s for s in bare(suite, task_id).oracle if s.finish).message or ""
    return final_failures(suite, task_id, f"{oracle_final.rstrip()} {claim}".strip())


def attempt(operation: str, **fields: Any) -> LedgerEntry:
    """A ledger entry of one attempt of ``operation``: an uncommitted write answered 200 unless ``fields``
    say otherwise (a status, an outcome, an error code), for the pins of what a refusal's claim needs the
    episode to have received."""
    base: dict[str, Any] = {
        "seq": 1, "time": 0.0, "operation": operation, "params": {}, "status": 200, "outcome": "ok",
        "committed": False, "writes": True,
    }  # fmt: skip
    return LedgerEntry(**{**base, **fields})
