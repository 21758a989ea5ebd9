"""``toolproof export``: a stored run as JSON lines, OTLP JSON, or sent to a collector."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.traces.collector import Collector, parse_otlp_json
from toolproof.cli import main
from toolproof.report.stored import StoredRun


def episodes(run: Path) -> list[dict[str, object]]:
    stored = StoredRun(run)
    try:
        return stored.results()
    finally:
        stored.close()


def test_jsonl_one_span_a_line_the_same_bytes_every_time(demo_run: Path, tmp_path: Path) -> None:
    first, second = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    assert main(["export", str(demo_run), "-o", str(first)]) == 0
    assert main(["export", str(demo_run), "-o", str(second)]) == 0
    assert first.read_bytes() == second.read_bytes()
    spans = [json.loads(line) for line in first.read_text(encoding="utf-8").splitlines()]
    roots = [s for s in spans if s["parent_span_id"] is None]
    assert len(roots) == len(episodes(demo_run))
    assert set(spans[0]) == {
        "trace_id", "span_id", "parent_span_id", "name", "kind", "start_time_unix_nano", "end_time_unix_nano",
        "attributes", "events", "status",
    }  # fmt: skip
    assert any(s["attributes"].get("toolproof.fault.injected") for s in spans)


def test_filters(demo_run: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["export", str(demo_run), "--agent", "blind-retry", "--failed"]) == 0
    spans = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    roots = [s for s in spans if s["parent_span_id"] is None]
    wanted = [e for e in episodes(demo_run) if e["agent"] == "blind-retry" and not e["passed"]]
    assert len(roots) == len(wanted) > 0
    assert {r["attributes"]["gen_ai.agent.name"] for r in roots} == {"blind-retry"}
    assert all(r["status"]["code"] == "ERROR" for r in roots)


def test_otlp_json_one_request_per_episode(demo_run: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["export", str(demo_run), "--format", "otlp-json", "--task", "cross.book-and-dm"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == sum(1 for e in episodes(demo_run) if e["task"] == "cross.book-and-dm")
    for line in lines:
        message = parse_otlp_json(json.loads(line))
        assert (
            len({s.trace_id for rs in message.resource_spans for ss in rs.scope_spans for s in ss.spans}) == 1
        )


def test_send_a_stored_run_to_a_collector(demo_run: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with Collector() as collector:
        assert main(["export", str(demo_run), "--otlp-endpoint", collector.url, "--agent", "careful"]) == 0
    out = capsys.readouterr().out
    careful = [e for e in episodes(demo_run) if e["agent"] == "careful"]
    assert out.startswith(f"traces: {len(careful)} traces (")
    assert f"sent to {collector.url}/v1/traces" in out
    assert len([s for s in collector.spans() if not s.parent_span_id]) == len(careful)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["export", "/nonexistent/run"], "toolproof: no run at /nonexistent/run"),
        (["export", "{run}", "--otlp-endpoint", "localhost:4318"], "toolproof: not an http(s) URL"),
        (
            ["export", "{run}", "--otlp-endpoint", "http://127.0.0.1:1", "--otlp-header", "nokey"],
            "toolproof: --otlp-header wants KEY=VALUE",
        ),
        (
            ["export", "{run}", "-o", "/nonexistent/dir/t.jsonl"],
            "toolproof: cannot write /nonexistent/dir/t.jsonl",
        ),
    ],
)
def test_bad_input_is_one_line(
    demo_run: Path, capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    assert main([a.replace("{run}", str(demo_run)) for a in args]) == 2
    err = capsys.readouterr().err
    assert err.startswith(message)
    assert err.count("\n") == 1
