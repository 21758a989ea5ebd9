"""An episode as spans: one trace, a span per model turn, tool call and wait, the grade on the root.

Names and attributes follow OpenTelemetry's GenAI semantic conventions (``invoke_agent {agent}``,
``chat {model}``, ``execute_tool {tool}`` with ``gen_ai.*`` attributes), so Langfuse, Phoenix, Logfire
or Jaeger show them as agent traces; what only toolproof knows rides in ``toolproof.*`` attributes:
the fault applied, whether the effect committed and the response was delivered, the idempotency key
and replay, retries and duplicated effects, waits and ``Retry-After``, and the grade. Injected faults
are also span events (``toolproof.fault``), which trace viewers list on the span.

This module needs nothing but the standard library: the records it builds are written as JSON lines
as they are, and :mod:`toolproof.traces.otel` replays them through the OpenTelemetry SDK.

Identifiers are derived from the run's id and the episode's key, so exporting a run twice gives the
same bytes and a trace sent live has the ids of the one exported later. Times: see
:mod:`toolproof.runs.timeline`; the trace is placed so it ends when the episode was stored.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from toolproof.runs.failures import failure_reasons
from toolproof.runs.store import episode_key
from toolproof.runs.timeline import Step, timeline

AttributeValue = str | bool | int | float | list[str] | list[int] | list[float] | list[bool]

#: The GenAI semantic-convention attribute names used here (checked against the official package in tests).
GEN_AI_OPERATION_NAME = "gen_ai.operation.name"
GEN_AI_PROVIDER_NAME = "gen_ai.provider.name"
GEN_AI_AGENT_NAME = "gen_ai.agent.name"
GEN_AI_CONVERSATION_ID = "gen_ai.conversation.id"
GEN_AI_REQUEST_MODEL = "gen_ai.request.model"
GEN_AI_RESPONSE_FINISH_REASONS = "gen_ai.response.finish_reasons"
GEN_AI_USAGE_INPUT_TOKENS = "gen_ai.usage.input_tokens"
GEN_AI_USAGE_OUTPUT_TOKENS = "gen_ai.usage.output_tokens"
GEN_AI_TOOL_NAME = "gen_ai.tool.name"
GEN_AI_TOOL_TYPE = "gen_ai.tool.type"
GEN_AI_TOOL_CALL_ARGUMENTS = "gen_ai.tool.call.arguments"
GEN_AI_TOOL_CALL_RESULT = "gen_ai.tool.call.result"
GEN_AI_INPUT_MESSAGES = "gen_ai.input.messages"
GEN_AI_OUTPUT_MESSAGES = "gen_ai.output.messages"
GEN_AI_SYSTEM_INSTRUCTIONS = "gen_ai.system_instructions"
GEN_AI_EVALUATION_NAME = "gen_ai.evaluation.name"
GEN_AI_EVALUATION_SCORE_VALUE = "gen_ai.evaluation.score.value"
GEN_AI_EVALUATION_SCORE_LABEL = "gen_ai.evaluation.score.label"
GEN_AI_EVALUATION_EXPLANATION = "gen_ai.evaluation.explanation"
GEN_AI_EVALUATION_RESULT_EVENT = "gen_ai.evaluation.result"
ERROR_TYPE = "error.type"

#: Outcomes after which the agent had no usable answer: the tool span's status is ERROR.
_FAILED_OUTCOMES = frozenset(
    {"lost response", "error after commit", "no response", "429", "5xx", "4xx", "api error", "invalid call"}
)


@dataclass(slots=True)
class SpanEvent:
    name: str
    time_ns: int
    attributes: dict[str, AttributeValue] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "time_unix_nano": self.time_ns, "attributes": self.attributes}


@dataclass(slots=True)
class SpanRecord:
    """One span, independent of any tracing library (ids as lowercase hex, times in ns since the epoch)."""

    trace_id: str
    span_id: str
    parent_span_id: str | None
    name: str
    kind: str  # INTERNAL | CLIENT
    start_ns: int
    end_ns: int
    attributes: dict[str, AttributeValue] = field(default_factory=dict)
    events: list[SpanEvent] = field(default_factory=list)
    status: str = "UNSET"  # UNSET | OK | ERROR
    status_message: str = ""

    def to_dict(self) -> dict[str, Any]:
        """The span as one JSON object (what ``toolproof export --format jsonl`` writes per line)."""
        return {
            "trace_id": self.trace_id,
            "span_id": self.span_id,
            "parent_span_id": self.parent_span_id,
            "name": self.name,
            "kind": self.kind,
            "start_time_unix_nano": self.start_ns,
            "end_time_unix_nano": self.end_ns,
            "attributes": self.attributes,
            "events": [e.to_dict() for e in self.events],
            "status": {"code": self.status, "message": self.status_message},
        }


def _hex_id(seed: str, nbytes: int) -> str:
    digest = hashlib.sha256(seed.encode()).hexdigest()[: 2 * nbytes]
    return digest if int(digest, 16) else "0" * (2 * nbytes - 1) + "1"  # all-zero ids are invalid


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)


def _put(attrs: dict[str, AttributeValue], key: str, value: Any) -> None:
    """Set an attribute if it has a value OpenTelemetry accepts (None is dropped)."""
    if value is None:
        return
    if isinstance(value, bool | int | float | str):
        attrs[key] = value
    elif isinstance(value, list | tuple):
        items = [v for v in value if v is not None]
        if items and all(isinstance(v, str) for v in items):
            attrs[key] = [str(v) for v in items]
        elif items:
            attrs[key] = [_json(v) if not isinstance(v, str) else v for v in items]
    else:
        attrs[key] = _json(value)


def model_of(agent: str) -> tuple[str | None, str | None]:
    """(provider, model) of an agent spec: ``openai:gpt-4o-mini`` → ("openai", "gpt-4o-mini")."""
    if agent.startswith("openai:"):
        return "openai", agent.split(":", 1)[1]
    return None, None


def _fault_attributes(attrs: dict[str, AttributeValue], fault: Mapping[str, Any]) -> None:
    attrs["toolproof.fault.injected"] = True
    for key in ("kind", "phase", "rule", "committed", "delivered", "served_status", "seconds", "stale"):
        _put(attrs, f"toolproof.fault.{key}", fault.get(key))


def _call_attributes(step: Step) -> dict[str, AttributeValue]:
    data, entry = step.data, step.entry
    attrs: dict[str, AttributeValue] = {
        GEN_AI_OPERATION_NAME: "execute_tool",
        GEN_AI_TOOL_NAME: str(data.get("tool") or (entry or {}).get("operation") or "unknown"),
        GEN_AI_TOOL_TYPE: "function",
        GEN_AI_TOOL_CALL_ARGUMENTS: _json(data.get("args")),
    }
    if data.get("error") is not None:
        attrs[GEN_AI_TOOL_CALL_RESULT] = _json({"error": data.get("error")})
    else:
        attrs[GEN_AI_TOOL_CALL_RESULT] = _json({"status": data.get("status"), "body": data.get("body")})
    attrs["toolproof.call.valid"] = bool(data.get("valid", entry is not None))
    if step.outcome is not None:
        attrs["toolproof.call.met"] = step.outcome
    if entry is not None:
        operation = str(entry.get("operation"))
        attrs["toolproof.operation"] = operation
        attrs["toolproof.service"] = operation.split(".", 1)[0]
        attrs["toolproof.ledger.seq"] = int(entry["seq"])
        attrs["toolproof.call.writes"] = bool(entry.get("writes"))
        attrs["toolproof.call.status"] = int(entry.get("status") or 0)
        _put(attrs, "toolproof.call.outcome", entry.get("outcome"))
        attrs["toolproof.call.committed"] = bool(entry.get("committed"))
        attrs["toolproof.call.delivered"] = bool(entry.get("delivered", True))
        _put(attrs, "toolproof.call.idempotency_key", entry.get("idempotency_key"))
        attrs["toolproof.call.replay"] = entry.get("outcome") == "replay"
        _put(attrs, "toolproof.call.error_code", entry.get("error_code"))
        changes = [
            f"{c.get('op')} {c.get('table')} {'/'.join(str(k) for k in c.get('key', []))}"
            for c in entry.get("changes") or []
        ]
        _put(attrs, "toolproof.call.changes", changes)
        retry_after = entry.get("retry_after")
        if isinstance(retry_after, Mapping):
            for key in ("required", "waited", "honoured"):
                _put(attrs, f"toolproof.retry_after.{key}", retry_after.get(key))
    _put(attrs, "toolproof.call.repeat_of", step.repeat_of)
    _put(attrs, "toolproof.call.retry_of", step.retry_of)
    _put(attrs, "toolproof.call.key_relation", step.key_relation)
    attrs["toolproof.call.duplicate"] = step.duplicate_of is not None
    _put(attrs, "toolproof.call.duplicate_of", step.duplicate_of)
    if step.fault is not None:
        _fault_attributes(attrs, step.fault)
    if step.outcome in _FAILED_OUTCOMES:
        status = int((entry or {}).get("status") or 0)
        attrs[ERROR_TYPE] = str(status) if status >= 400 else step.outcome.replace(" ", "_")
    return attrs


def _messages(role: str, text: str, **extra: Any) -> str:
    """A GenAI-convention message list with one text part."""
    return _json([{"role": role, "parts": [{"type": "text", "content": text}], **extra}])


class _Builder:
    def __init__(self, trace_id: str, origin_ns: int) -> None:
        self.trace_id, self.origin_ns = trace_id, origin_ns
        self.spans: list[SpanRecord] = []

    def at(self, seconds: float) -> int:
        return self.origin_ns + round(seconds * 1e9)

    def add(self, name: str, kind: str, start: float, end: float, parent: str | None) -> SpanRecord:
        span_id = _hex_id(f"{self.trace_id}|{len(self.spans)}", 8)
        span = SpanRecord(self.trace_id, span_id, parent, name, kind, self.at(start), self.at(end))
        self.spans.append(span)
        return span


def episode_spans(
    result: Mapping[str, Any],
    *,
    run_id: str,
    finished_at: float,
    task: Mapping[str, Any] | None = None,
) -> list[SpanRecord]:
    """The spans of one stored episode, root first. ``task`` may add the instruction and policy."""
    key = episode_key(result["task"], result.get("variant"), result["agent"], int(result.get("trial", 0)))
    steps = timeline(result)
    length = max([s.end for s in steps] + [float(result.get("seconds") or 0.0)])
    trace_id = _hex_id(f"toolproof|{run_id}|{key}", 16)
    build = _Builder(trace_id, round(finished_at * 1e9) - round(length * 1e9))
    agent = str(result["agent"])
    provider, model = model_of(agent)
    root = build.add(f"invoke_agent {agent}", "INTERNAL", 0.0, length, None)
    _root_attributes(root, result, key, run_id, provider, model, task)
    for step in steps:
        _step_span(build, root, step, provider, model)
    _grade_events(root, result, build.at(length))
    return build.spans


def _root_attributes(
    root: SpanRecord,
    result: Mapping[str, Any],
    key: str,
    run_id: str,
    provider: str | None,
    model: str | None,
    task: Mapping[str, Any] | None,
) -> None:
    grade = result.get("grade") or {}
    signals = grade.get("signals") or {}
    a = root.attributes
    a[GEN_AI_OPERATION_NAME] = "invoke_agent"
    a[GEN_AI_AGENT_NAME] = str(result["agent"])
    a[GEN_AI_CONVERSATION_ID] = key
    _put(a, GEN_AI_PROVIDER_NAME, provider)
    _put(a, GEN_AI_REQUEST_MODEL, model)
    if task:
        if task.get("instruction"):
            a[GEN_AI_INPUT_MESSAGES] = _messages("user", str(task["instruction"]))
        if task.get("policy"):
            a[GEN_AI_SYSTEM_INSTRUCTIONS] = _json([{"type": "text", "content": str(task["policy"])}])
    if grade.get("message"):
        a[GEN_AI_OUTPUT_MESSAGES] = _messages("assistant", str(grade["message"]), finish_reason="stop")
    a["toolproof.run.id"] = run_id
    a["toolproof.episode.key"] = key
    a["toolproof.task"] = str(result["task"])
    _put(a, "toolproof.task.path", result.get("path"))
    _put(a, "toolproof.services", list(result.get("services") or []))
    a["toolproof.variant"] = str(result.get("variant") or "no faults")
    a["toolproof.trial"] = int(result.get("trial", 0))
    for name in ("persona", "interface", "perturbation"):
        _put(a, f"toolproof.{name}", result.get(name))
    a["toolproof.ended"] = str(result.get("ended"))
    _put(a, "toolproof.error", result.get("error"))
    a["toolproof.calls"] = int(result.get("calls") or 0)
    a["toolproof.episode.wall_seconds"] = float(result.get("seconds") or 0.0)
    a["toolproof.clock"] = "virtual"
    a["toolproof.grade.passed"] = bool(result.get("passed"))
    _put(a, "toolproof.grade.claim", grade.get("claim"))
    _put(a, "toolproof.grade.diff_summary", grade.get("diff_summary"))
    failed = [
        f"{v.get('name')}: {v.get('detail')}" for v in grade.get("verdicts") or [] if not v.get("passed")
    ]
    _put(a, "toolproof.grade.failed_verdicts", failed)
    for name in ("duplicate_effects", "unsafe_commits", "false_claim", "collateral_rows", "committed_writes"):
        _put(a, f"toolproof.signals.{name}", signals.get(name))
    reasons = failure_reasons(result)
    _put(a, "toolproof.failure.reasons", reasons)
    kinds = sorted(
        {str(e["fault"]["kind"]) for e in result.get("ledger") or [] if isinstance(e.get("fault"), Mapping)}
    )
    _put(a, "toolproof.faults.kinds", kinds)
    if reasons:
        root.status, root.status_message = "ERROR", ", ".join(reasons)


def _step_span(
    build: _Builder, root: SpanRecord, step: Step, provider: str | None, model: str | None
) -> None:
    data = step.data
    if step.kind == "call":
        attrs = _call_attributes(step)
        span = build.add(
            f"execute_tool {attrs[GEN_AI_TOOL_NAME]}", "INTERNAL", step.start, step.end, root.span_id
        )
        span.attributes = attrs
        if step.fault is not None:
            fault_attrs: dict[str, AttributeValue] = {}
            _fault_attributes(fault_attrs, step.fault)
            span.events.append(SpanEvent("toolproof.fault", span.start_ns, fault_attrs))
        if step.duplicate_of is not None:
            span.events.append(
                SpanEvent(
                    "toolproof.duplicate_effect",
                    span.end_ns,
                    {"toolproof.call.duplicate_of": step.duplicate_of},
                )
            )
        if step.outcome in _FAILED_OUTCOMES:
            span.status = "ERROR"
            span.status_message = str(data.get("error") or step.outcome)
    elif step.kind == "injected":
        entry = step.entry or {}
        span = build.add(
            f"toolproof.fault {entry.get('operation')}", "INTERNAL", step.start, step.end, root.span_id
        )
        span.attributes["toolproof.operation"] = str(entry.get("operation"))
        span.attributes["toolproof.ledger.seq"] = int(entry.get("seq", 0))
        span.attributes["toolproof.call.committed"] = bool(entry.get("committed"))
        if step.fault is not None:
            _fault_attributes(span.attributes, step.fault)
    elif step.kind == "sleep":
        span = build.add("wait", "INTERNAL", step.start, step.end, root.span_id)
        span.attributes["toolproof.wait.seconds"] = float(data.get("seconds") or 0)
    elif step.kind == "model":
        span = build.add(f"chat {model or 'model'}", "CLIENT", step.start, step.end, root.span_id)
        a = span.attributes
        a[GEN_AI_OPERATION_NAME] = "chat"
        _put(a, GEN_AI_PROVIDER_NAME, provider)
        _put(a, GEN_AI_REQUEST_MODEL, model)
        _put(a, GEN_AI_USAGE_INPUT_TOKENS, data.get("prompt_tokens"))
        _put(a, GEN_AI_USAGE_OUTPUT_TOKENS, data.get("completion_tokens"))
        if data.get("finish_reason"):
            a[GEN_AI_RESPONSE_FINISH_REASONS] = [str(data["finish_reason"])]
        if data.get("text"):
            a[GEN_AI_OUTPUT_MESSAGES] = _messages("assistant", str(data["text"]))
        _put(a, "toolproof.model.turn", data.get("turn"))
        _put(a, "toolproof.model.tool_calls", data.get("tool_calls"))
        if data.get("error"):
            a[ERROR_TYPE] = "model_error"
            span.status, span.status_message = "ERROR", str(data["error"])
    elif step.kind == "finish":
        root.events.append(
            SpanEvent(
                "toolproof.finish",
                build.at(step.start),
                {
                    "toolproof.claim": str(data.get("claim")),
                    "toolproof.message": str(data.get("message") or ""),
                },
            )
        )
    elif data.get("text") is not None:  # replies, and whatever conversation steps come later (users…)
        root.events.append(
            SpanEvent(
                f"toolproof.{step.kind}", build.at(step.start), {"toolproof.text": str(data.get("text"))}
            )
        )


def _grade_events(root: SpanRecord, result: Mapping[str, Any], at_ns: int) -> None:
    """One ``gen_ai.evaluation.result`` event per verdict of the grade."""
    for verdict in (result.get("grade") or {}).get("verdicts") or []:
        passed = bool(verdict.get("passed"))
        attrs: dict[str, AttributeValue] = {
            GEN_AI_EVALUATION_NAME: str(verdict.get("name")),
            GEN_AI_EVALUATION_SCORE_VALUE: 1.0 if passed else 0.0,
            GEN_AI_EVALUATION_SCORE_LABEL: "pass" if passed else "fail",
        }
        if verdict.get("detail"):
            attrs[GEN_AI_EVALUATION_EXPLANATION] = str(verdict["detail"])
        root.events.append(SpanEvent(GEN_AI_EVALUATION_RESULT_EVENT, at_ns, attrs))


def run_spans(
    episodes: Sequence[tuple[Mapping[str, Any], float]],
    *,
    run_id: str,
    tasks: Mapping[str, Mapping[str, Any]] | None = None,
) -> list[list[SpanRecord]]:
    """Every episode's spans, one list per trace."""
    tasks = tasks or {}
    return [
        episode_spans(r, run_id=run_id, finished_at=at, task=tasks.get(str(r["task"]))) for r, at in episodes
    ]
