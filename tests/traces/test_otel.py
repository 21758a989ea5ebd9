"""Spans through the official OpenTelemetry SDK: its in-memory exporter, OTLP JSON, and a live collector."""

from __future__ import annotations

import socket
from pathlib import Path
from typing import Any

import pytest
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import SpanKind, StatusCode, format_span_id, format_trace_id

from tests.traces.collector import Collector, parse_otlp_json
from toolproof.commands.run import execute
from toolproof.report.stored import StoredRun
from toolproof.traces.live import run_resource
from toolproof.traces.otel import collect, emit, new_provider, otlp_json, traces_endpoint
from toolproof.traces.spans import SpanRecord, episode_spans

GOOD = Path(__file__).resolve().parents[1] / "tasks" / "data" / "good"


@pytest.fixture(scope="module")
def traces(demo_run: Path) -> list[list[SpanRecord]]:
    stored = StoredRun(demo_run)
    try:
        return [
            episode_spans(r, run_id=stored.run_id, finished_at=at, task=stored.tasks().get(r["task"]))
            for r, at in stored.finished()
        ]
    finally:
        stored.close()


def test_the_sdk_in_memory_exporter_receives_exactly_our_spans(traces: list[list[SpanRecord]]) -> None:
    provider = new_provider({"service.instance.id": "run-1"})
    memory = InMemorySpanExporter()
    provider.add_span_processor(SimpleSpanProcessor(memory))
    for records in traces:
        emit(records, provider)
    provider.shutdown()
    finished = {format_span_id(s.context.span_id): s for s in memory.get_finished_spans()}
    assert len(finished) == sum(len(t) for t in traces)
    kinds = {"INTERNAL": SpanKind.INTERNAL, "CLIENT": SpanKind.CLIENT}
    for records in traces:
        for record in records:
            span = finished[record.span_id]
            assert format_trace_id(span.context.trace_id) == record.trace_id
            parent = format_span_id(span.parent.span_id) if span.parent is not None else None
            assert parent == record.parent_span_id
            assert (span.name, span.kind) == (record.name, kinds[record.kind])
            assert (span.start_time, span.end_time) == (record.start_ns, record.end_ns)
            assert span.attributes is not None
            assert {
                k: (list(v) if isinstance(v, tuple) else v) for k, v in span.attributes.items()
            } == record.attributes
            assert [(e.name, e.timestamp) for e in span.events] == [
                (e.name, e.time_ns) for e in record.events
            ]
            expected = {"UNSET": StatusCode.UNSET, "ERROR": StatusCode.ERROR}[record.status]
            assert span.status.status_code == expected
            assert span.resource.attributes["service.name"] == "toolproof"


def test_otlp_json_validates_against_the_otlp_data_model(traces: list[list[SpanRecord]]) -> None:
    resource = run_resource("run-1", "core")
    for records in traces:
        document = otlp_json(collect(records, resource))
        message = parse_otlp_json(document)  # the official protobuf refuses any field it does not define
        (resource_spans,) = message.resource_spans
        attrs = {a.key: a.value.string_value for a in resource_spans.resource.attributes}
        assert (attrs["service.name"], attrs["service.instance.id"], attrs["toolproof.suite"]) == (
            "toolproof",
            "run-1",
            "core",
        )
        (scope,) = resource_spans.scope_spans
        assert scope.scope.name == "toolproof"
        spans = {s.span_id.hex(): s for s in scope.spans}
        assert set(spans) == {r.span_id for r in records}
        for record in records:
            span = spans[record.span_id]
            assert span.trace_id.hex() == record.trace_id
            assert (span.parent_span_id.hex() or None) == record.parent_span_id
            assert span.kind == {"INTERNAL": 1, "CLIENT": 3}[record.kind]
            assert (span.start_time_unix_nano, span.end_time_unix_nano) == (record.start_ns, record.end_ns)
        raw = document["resourceSpans"][0]["scopeSpans"][0]["spans"][0]
        assert len(raw["traceId"]) == 32  # OTLP/JSON: ids in hex, enums as integers
        assert isinstance(raw["kind"], int)
    faulted = [s for t in traces for s in t if s.attributes.get("toolproof.fault.injected")]
    assert faulted, "the demo run injects faults"


def test_each_episode_reaches_a_collector_while_the_run_goes(tmp_path: Path) -> None:
    with Collector() as collector:
        metrics = execute(
            suite=str(GOOD), agents=["careful", "blind-retry"], trials=1, faults="tasks", out=tmp_path,
            resume=False, concurrency=4, workers=1, task_ids=[], quiet=True, otlp_endpoint=collector.url,
            otlp_headers={"Authorization": "Bearer t0ken"},
        )  # fmt: skip
    traces = metrics["run"]["traces"]
    assert traces["endpoint"] == collector.url + "/v1/traces"
    assert traces["traces"] == metrics["run"]["episodes"]
    assert (traces["spans_sent"], traces["spans_failed"]) == (traces["spans"], 0)
    spans = collector.spans()
    assert len(spans) == traces["spans"]
    assert all(h.get("authorization") == "Bearer t0ken" for h in collector.headers)
    roots = [s for s in spans if not s.parent_span_id]
    assert len(roots) == metrics["run"]["episodes"] == len({s.trace_id for s in spans})
    # the same ids `toolproof export` writes later for the stored run
    stored = StoredRun(tmp_path)
    try:
        exported = {
            rec.span_id
            for r, at in stored.finished()
            for rec in episode_spans(r, run_id=stored.run_id, finished_at=at)
        }
    finally:
        stored.close()
    assert {s.span_id.hex() for s in spans} == exported

    def attrs(span: Any) -> dict[str, Any]:
        out = {}
        for a in span.attributes:
            kind = a.value.WhichOneof("value")
            out[a.key] = (
                getattr(a.value, kind)
                if kind != "array_value"
                else [v.string_value for v in a.value.array_value.values]
            )
        return out

    faulted = [attrs(s) for s in spans if attrs(s).get("toolproof.fault.injected")]
    assert {(a["toolproof.fault.kind"], a["toolproof.fault.phase"]) for a in faulted} >= {
        ("transport", "after")
    }
    lost = next(a for a in faulted if a["toolproof.fault.kind"] == "transport")
    assert (lost["toolproof.call.committed"], lost["toolproof.call.delivered"]) == (True, False)
    assert any(attrs(s).get("toolproof.call.duplicate") for s in spans)  # the blind retry's re-send


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_a_collector_that_is_down_never_fails_the_run(tmp_path: Path) -> None:
    metrics = execute(
        suite=str(GOOD), agents=["careful"], trials=1, faults="none", out=tmp_path, resume=False,
        concurrency=4, workers=1, task_ids=[], quiet=True,
        otlp_endpoint=f"http://127.0.0.1:{_closed_port()}", otlp_timeout=0.5,
    )  # fmt: skip
    traces = metrics["run"]["traces"]
    assert traces["spans"] > 0
    assert (traces["spans_sent"], traces["spans_failed"]) == (0, traces["spans"])
    assert (tmp_path / "report.html").exists()


def test_a_bad_endpoint_is_refused_before_the_run_starts(tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="not an http"):
        execute(
            suite=str(GOOD), agents=["careful"], trials=1, faults="none", out=tmp_path / "x", resume=False,
            concurrency=4, workers=1, task_ids=[], quiet=True, otlp_endpoint="ftp://127.0.0.1/traces",
        )  # fmt: skip
    assert not (tmp_path / "x").exists()


@pytest.mark.parametrize(
    ("given", "endpoint"),
    [
        ("http://127.0.0.1:4318", "http://127.0.0.1:4318/v1/traces"),
        ("http://127.0.0.1:4318/", "http://127.0.0.1:4318/v1/traces"),
        (
            "https://cloud.example/api/public/otel/v1/traces",
            "https://cloud.example/api/public/otel/v1/traces",
        ),
    ],
)
def test_endpoints(given: str, endpoint: str) -> None:
    assert traces_endpoint(given) == endpoint


def test_the_run_command_says_where_the_traces_went(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from toolproof.cli import main

    args = ["run", "--suite", str(GOOD), "--agent", "careful", "--faults", "none", "--quiet"]
    with Collector() as collector:
        assert main([*args, "--out", str(tmp_path / "a"), "--otlp-endpoint", collector.url]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    roots = [s for s in collector.spans() if not s.parent_span_id]
    assert (
        last
        == f"traces: {len(roots)} traces ({len(collector.spans())} spans) sent to {collector.url}/v1/traces"
    )
    assert (
        main([*args, "--out", str(tmp_path / "b"), "--otlp-endpoint", collector.url, "--otlp-header", "x"])
        == 2
    )
    assert capsys.readouterr().err == "toolproof run: --otlp-header wants KEY=VALUE, not 'x'\n"
    assert not (tmp_path / "b").exists()
