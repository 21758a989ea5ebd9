"""Episodes as spans: one trace each, GenAI semantic conventions, faults and the grade as attributes."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest
from opentelemetry.semconv._incubating.attributes import gen_ai_attributes as official
from opentelemetry.semconv.attributes import error_attributes

from toolproof.report.stored import StoredRun
from toolproof.runs.failures import failure_reasons
from toolproof.traces import spans as ours
from toolproof.traces.spans import SpanRecord, episode_spans


@pytest.fixture(scope="module")
def traced(demo_run: Path) -> list[tuple[dict[str, Any], list[SpanRecord], float]]:
    stored = StoredRun(demo_run)
    try:
        return [
            (
                r,
                episode_spans(r, run_id=stored.run_id, finished_at=at, task=stored.tasks().get(r["task"])),
                at,
            )
            for r, at in stored.finished()
        ]
    finally:
        stored.close()


def test_attribute_names_are_the_official_genai_conventions() -> None:
    for name in dir(ours):
        if name.startswith("GEN_AI_") and name != "GEN_AI_EVALUATION_RESULT_EVENT":
            assert getattr(ours, name) == getattr(official, name), name
    assert ours.ERROR_TYPE == error_attributes.ERROR_TYPE
    operations = {v.value for v in official.GenAiOperationNameValues}
    assert {"invoke_agent", "chat", "execute_tool"} <= operations


def test_one_trace_per_episode_with_a_span_per_call_and_wait(
    traced: list[tuple[dict[str, Any], list[SpanRecord], float]],
) -> None:
    trace_ids = set()
    for result, records, finished_at in traced:
        root, *children = records
        trace_ids.add(root.trace_id)
        assert len(root.trace_id) == 32
        assert len(root.span_id) == 16
        assert root.parent_span_id is None
        assert {s.trace_id for s in records} == {root.trace_id}
        assert len({s.span_id for s in records}) == len(records)
        assert all(c.parent_span_id == root.span_id for c in children)
        assert all(root.start_ns <= c.start_ns <= c.end_ns <= root.end_ns for c in children)
        assert root.end_ns == round(finished_at * 1e9)  # the trace ends when the episode was stored
        calls = [s for s in result["trajectory"] if s["type"] == "call"]
        tools = [c for c in children if c.attributes.get("gen_ai.operation.name") == "execute_tool"]
        assert [t.attributes["gen_ai.tool.name"] for t in tools] == [c["tool"] for c in calls]
        assert [t.name for t in tools] == [f"execute_tool {c['tool']}" for c in calls]
        waits = [c for c in children if c.name == "wait"]
        assert len(waits) == sum(1 for s in result["trajectory"] if s["type"] == "sleep")
        a = root.attributes
        assert root.name == f"invoke_agent {result['agent']}"
        assert (a["gen_ai.operation.name"], a["gen_ai.agent.name"]) == ("invoke_agent", result["agent"])
        assert a["toolproof.grade.passed"] is result["passed"]
        assert a.get("toolproof.failure.reasons", []) == failure_reasons(result)
        assert root.status == ("UNSET" if result["passed"] else "ERROR")
        verdicts = [e for e in root.events if e.name == "gen_ai.evaluation.result"]
        assert len(verdicts) == len(result["grade"]["verdicts"])
        messages = a["gen_ai.input.messages"]
        assert isinstance(messages, str)  # the messages are stored as one JSON string
        assert messages.count("content") == 1  # the instruction, stored with the run
    assert len(trace_ids) == len(traced)


def _find(traced: Any, agent: str, test: Any) -> tuple[dict[str, Any], list[SpanRecord]]:
    for result, records, _at in traced:
        if result["agent"] == agent and test(records):
            return result, records
    raise AssertionError(f"no {agent} episode matches")


def _attr(span: SpanRecord, key: str) -> Any:
    return span.attributes.get(key)


def test_a_lost_response_and_the_blind_resend_carry_the_fault_and_the_duplicate(traced: Any) -> None:
    def lost_then_duplicate(records: list[SpanRecord]) -> bool:
        return any(_attr(s, "toolproof.call.duplicate") for s in records)

    _result, records = _find(traced, "blind-retry", lost_then_duplicate)
    resend = next(s for s in records if _attr(s, "toolproof.call.duplicate"))
    original = next(
        s for s in records if _attr(s, "toolproof.ledger.seq") == _attr(resend, "toolproof.call.duplicate_of")
    )
    assert _attr(original, "toolproof.fault.injected") is True
    assert (_attr(original, "toolproof.fault.kind"), _attr(original, "toolproof.fault.phase")) == (
        "transport",
        "after",
    )
    assert (_attr(original, "toolproof.call.committed"), _attr(original, "toolproof.call.delivered")) == (
        True,
        False,
    )
    assert _attr(original, "toolproof.call.met") == "lost response"
    assert _attr(original, "error.type") == "lost_response"
    assert original.status == "ERROR"
    assert [e.name for e in original.events] == ["toolproof.fault"]
    assert original.events[0].attributes["toolproof.fault.kind"] == "transport"
    assert _attr(resend, "toolproof.call.retry_of") == _attr(original, "toolproof.ledger.seq")
    assert _attr(resend, "toolproof.call.key_relation") == "without key"
    assert _attr(resend, "toolproof.call.idempotency_key") is None
    assert [e.name for e in resend.events] == ["toolproof.duplicate_effect"]
    assert resend.status == "UNSET"
    assert resend.start_ns >= original.end_ns


def test_waits_and_retry_after_are_attributes(traced: Any) -> None:
    def waited(records: list[SpanRecord]) -> bool:
        return any(_attr(s, "toolproof.retry_after.honoured") for s in records)

    _result, records = _find(traced, "careful", waited)
    wait = next(s for s in records if s.name == "wait")
    assert _attr(wait, "toolproof.wait.seconds") > 0
    assert wait.end_ns - wait.start_ns == round(_attr(wait, "toolproof.wait.seconds") * 1e9)
    throttled = next(s for s in records if _attr(s, "toolproof.call.status") == 429)
    assert _attr(throttled, "error.type") == "429"
    retry = next(s for s in records if _attr(s, "toolproof.retry_after.honoured"))
    assert _attr(retry, "toolproof.retry_after.waited") >= _attr(retry, "toolproof.retry_after.required")
    assert retry.start_ns >= wait.end_ns


def test_keys_replays_and_model_turns() -> None:
    result: Mapping[str, Any] = {
        "task": "t", "variant": "v", "agent": "openai:gpt-test", "trial": 0, "passed": True,
        "ended": "finished", "seconds": 3.0, "calls": 2,
        "ledger": [
            {"seq": 1, "time": 1.0, "operation": "s.x.create", "params": {"a": 1}, "writes": True,
             "committed": True, "delivered": False, "status": 0, "outcome": "fault", "idempotency_key": "k1",
             "fault": {"kind": "transport", "phase": "after", "committed": True, "delivered": False}},
            {"seq": 2, "time": 2.0, "operation": "s.x.create", "params": {"a": 1}, "writes": True,
             "committed": False, "delivered": True, "status": 200, "outcome": "replay",
             "idempotency_key": "k1",
             "fault": None},
        ],
        "trajectory": [
            {"type": "model", "turn": 0, "seconds": 1.5, "prompt_tokens": 100, "completion_tokens": 20,
             "total_tokens": 120, "finish_reason": "tool_calls", "text": None, "tool_calls": 1},
            {"type": "call", "tool": "s_x_create", "args": {"a": 1}, "error": "timeout", "ledger_seq": 1},
            {"type": "call", "tool": "s_x_create", "args": {"a": 1}, "status": 200, "body": {"id": "x1"},
             "ledger_seq": 2},
            {"type": "finish", "claim": "done", "message": "created x1"},
        ],
        "grade": {"passed": True, "claim": "done", "message": "created x1", "signals": {}, "verdicts": []},
    }  # fmt: skip
    records = episode_spans(result, run_id="r", finished_at=1000.0)
    root, chat, first, replay = records
    assert (chat.name, chat.kind) == ("chat gpt-test", "CLIENT")
    assert chat.attributes["gen_ai.provider.name"] == "openai"
    assert chat.attributes["gen_ai.request.model"] == "gpt-test"
    assert (chat.attributes["gen_ai.usage.input_tokens"], chat.attributes["gen_ai.usage.output_tokens"]) == (
        100,
        20,
    )
    assert chat.attributes["gen_ai.response.finish_reasons"] == ["tool_calls"]
    assert chat.end_ns - chat.start_ns == 1_500_000_000
    assert first.attributes["toolproof.call.idempotency_key"] == "k1"
    assert replay.attributes["toolproof.call.replay"] is True
    assert replay.attributes["toolproof.call.key_relation"] == "same key"
    assert replay.attributes["toolproof.call.duplicate"] is False
    assert root.attributes["gen_ai.request.model"] == "gpt-test"
    assert [e.name for e in root.events] == ["toolproof.finish"]
    assert root.end_ns == 1000 * 10**9
    # the same episode, the same spans
    assert [r.to_dict() for r in episode_spans(result, run_id="r", finished_at=1000.0)] == [
        r.to_dict() for r in records
    ]
    assert episode_spans(result, run_id="other", finished_at=1000.0)[0].trace_id != root.trace_id
