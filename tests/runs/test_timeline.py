"""An episode's timeline: calls joined with the ledger, related to earlier calls, placed in time."""

from __future__ import annotations

from typing import Any

import pytest

from toolproof.runs.timeline import outcome_of, timeline

LOST = {"rule": "lose", "kind": "transport", "phase": "after", "committed": True, "delivered": False}


def entry(seq: int, time: float, op: str = "s.things.create", **kw: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "seq": seq,
        "time": time,
        "operation": op,
        "params": {"a": 1},
        "status": 200,
        "outcome": "ok",
        "committed": True,
        "delivered": True,
        "writes": True,
        "transport": "agent",
        "idempotency_key": None,
        "fault": None,
        "retry_after": None,
    }
    base.update(kw)
    return base


def call(seq: int | None, tool: str = "s.things.create", **kw: Any) -> dict[str, Any]:
    step: dict[str, Any] = {"type": "call", "tool": tool, "args": {"a": 1}, "status": 200, "body": {}}
    if seq is not None:
        step["ledger_seq"] = seq
    step.update(kw)
    return step


def test_a_lost_response_then_a_blind_resend_is_a_retry_without_key_and_a_duplicate() -> None:
    result = {
        "ledger": [
            entry(1, 101.0, "s.things.list", writes=False, committed=False, params={}),
            entry(2, 102.0, status=0, outcome="fault", delivered=False, fault=LOST),
            entry(3, 133.0),  # the 30 s timeout moved the clock before this call's tick
        ],
        "trajectory": [
            call(1, "s.things.list", args={}),
            call(2, status=None, body=None, error="request timed out"),
            call(3),
            {"type": "finish", "claim": "done", "message": "ok"},
        ],
    }
    steps = timeline(result)
    assert [s.kind for s in steps] == ["call", "call", "call", "finish"]
    read, lost, again, _finish = steps
    assert (read.outcome, lost.outcome, again.outcome) == (None, "lost response", None)
    assert (again.repeat_of, again.retry_of, again.key_relation, again.duplicate_of) == (
        2,
        2,
        "without key",
        2,
    )
    assert lost.duplicate_of is None
    assert read.repeat_of is None
    # one tick per call; the timeout belongs to the call that suffered it
    assert [(s.start, s.end) for s in steps] == [(0.0, 1.0), (1.0, 32.0), (32.0, 33.0), (33.0, 33.0)]


def test_a_keyed_retry_that_replays_is_no_duplicate() -> None:
    result = {
        "ledger": [
            entry(1, 1.0, idempotency_key="k", status=0, outcome="fault", delivered=False, fault=LOST),
            entry(2, 2.0, idempotency_key="k", outcome="replay", committed=False),
            entry(3, 3.0, idempotency_key="k2"),
        ],
        "trajectory": [call(1, error="timeout"), call(2), call(3)],
    }
    first, replay, fresh = timeline(result)
    assert (replay.key_relation, replay.retry_of, replay.duplicate_of, replay.outcome) == (
        "same key",
        1,
        None,
        "replayed",
    )
    # a new key after a replay re-sends the write: a second commit of the same effect
    assert (fresh.key_relation, fresh.retry_of, fresh.duplicate_of) == ("new key", None, 1)
    assert first.fault == LOST


def test_waits_and_model_turns_take_their_time_without_moving_the_virtual_clock() -> None:
    result = {
        "ledger": [
            entry(
                1,
                11.0,
                status=429,
                outcome="fault",
                committed=False,
                fault={"kind": "rate_limit", "phase": "before"},
            ),
            entry(2, 42.0, retry_after={"required": 30, "waited": 30, "honoured": True}),
        ],
        "trajectory": [
            {"type": "model", "turn": 0, "seconds": 2.5},
            call(1, status=429),
            {"type": "sleep", "seconds": 30},
            {"type": "model", "turn": 1, "seconds": 0.5},
            call(2),
        ],
    }
    model0, throttled, wait, model1, retry = timeline(result)
    assert (model0.start, model0.end) == (0.0, 2.5)
    assert (throttled.start, throttled.end, throttled.outcome) == (2.5, 3.5, "429")
    assert (wait.start, wait.end) == (3.5, 33.5)
    assert (model1.start, model1.end) == (33.5, 34.0)
    assert (retry.start, retry.end, retry.retry_of) == (34.0, 35.0, 1)


def test_invalid_calls_and_entries_no_agent_call_made() -> None:
    writer = entry(
        2, 2.0, "s.things.update", transport="fault", fault={"kind": "concurrent_writer", "phase": "state"}
    )
    result = {
        "ledger": [entry(1, 1.0), writer, entry(3, 3.0, "s.things.get", writes=False, committed=False)],
        "trajectory": [
            call(1),
            call(None, "nope", valid=False, error="unknown tool 'nope'"),
            call(3, "s.things.get"),
        ],
    }
    steps = timeline(result)
    assert [(s.kind, s.seq, s.outcome) for s in steps] == [
        ("call", 1, None),
        ("call", None, "invalid call"),
        ("injected", 2, "concurrent change"),
        ("call", 3, None),
    ]


@pytest.mark.parametrize(
    ("changes", "expected"),
    [
        ({"status": 0, "delivered": False, "fault": LOST}, "lost response"),
        (
            {
                "status": 503,
                "delivered": False,
                "fault": {"kind": "error", "phase": "after", "committed": True},
            },
            "error after commit",
        ),
        ({"status": 0, "delivered": False, "fault": {"kind": "transport", "phase": "before"}}, "no response"),
        ({"fault": {"kind": "noop", "phase": "instead"}}, "silently ignored"),
        ({"status": 429}, "429"),
        ({"status": 503}, "5xx"),
        ({"status": 404}, "4xx"),
        ({"outcome": "replay"}, "replayed"),
        ({"outcome": "error"}, "api error"),
        ({"fault": {"kind": "stale_read", "phase": "transform"}}, "stale read"),
        ({}, None),
    ],
)
def test_outcomes_in_words(changes: dict[str, Any], expected: str | None) -> None:
    assert outcome_of(entry(1, 1.0, **changes)) == expected
