"""Failure reasons: the kind of mistake, from the grade's signals and failed verdicts."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from toolproof.runs.failures import REASONS, failure_reasons, reasons_by_agent


def failed(*verdicts: tuple[str, str], claim: str | None = "done", **signals: Any) -> dict[str, Any]:
    return {
        "agent": "a",
        "passed": False,
        "ended": "finished",
        "grade": {
            "claim": claim,
            "signals": {"duplicate_effects": 0, "unsafe_commits": 0, "false_claim": False, **signals},
            "verdicts": [{"name": n, "passed": False, "detail": d} for n, d in verdicts],
        },
    }


@pytest.mark.parametrize(
    ("result", "reasons"),
    [
        (
            failed(
                (
                    "added t (x=1)",
                    "expected exactly 1 added row(s), found 2 (1 too many: a duplicated effect?)",
                ),
                duplicate_effects=1,
                false_claim=True,
            ),
            ["duplicate effect", "false claim"],
        ),
        (
            failed(("added t (x=1)", "expected exactly 1 added row(s), found 0"), false_claim=True),
            ["false claim", "missing change"],
        ),
        (
            failed(
                ("unchanged t (x=1)", "1 row(s) changed, e.g. id='r1'"),
                ("claims impossible", "..."),
                unsafe_commits=1,
                claim="done",
                false_claim=True,
            ),
            ["unsafe write", "false claim"],
        ),
        (
            failed(
                ("claims done", "the agent claimed impossible, the right claim is done"), claim="impossible"
            ),
            ["wrong claim"],
        ),
        (
            failed(("claims done", "the agent claimed nothing, the right claim is done"), claim=None),
            ["no claim"],
        ),
        (
            failed(
                ("nothing else changed", "collateral damage: 1 added in t"),
                ("message states 'x'", "not in the final message"),
            ),
            ["collateral change", "message"],
        ),
        (
            {"agent": "a", "passed": False, "ended": "infrastructure_error", "grade": None},
            ["infrastructure error"],
        ),
        ({"agent": "a", "passed": True, "ended": "finished", "grade": {}}, []),
    ],
)
def test_reasons(result: dict[str, Any], reasons: list[str]) -> None:
    assert failure_reasons(result) == reasons
    assert all(r in REASONS for r in reasons)


def test_a_step_limit_is_no_claim() -> None:
    result = failed(("claims done", "the agent claimed nothing, the right claim is done"), claim=None)
    result["ended"] = "step_limit"
    assert failure_reasons(result) == ["no claim"]


def test_counts_per_agent_count_each_episode_once_per_reason() -> None:
    dup = failed(
        ("added t", "found 2 (1 too many: a duplicated effect?)"), duplicate_effects=1, false_claim=True
    )
    other = {**failed(("added t", "found 0"), false_claim=True), "agent": "b"}
    results: list[Mapping[str, Any]] = [dup, dup, other]
    assert reasons_by_agent(results) == {
        "a": {"duplicate effect": 2, "false claim": 2},
        "b": {"false claim": 1, "missing change": 1},
    }
