"""``toolproof export``: a run's episodes as traces, for the trace tools people already use."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

from toolproof.commands._common import CliError

DESCRIPTION = """\
Export a run's episodes as traces: one trace per episode, a span per model turn, tool call and wait,
following OpenTelemetry's GenAI semantic conventions (invoke_agent, chat, execute_tool), with the
fault applied, committed/delivered, idempotency key and replay, retries and duplicated effects, waits
and the grade as toolproof.* attributes and events.

formats:
  jsonl       one span per line as plain JSON (jq, pandas, DuckDB)
  otlp-json   one OTLP/JSON ExportTraceServiceRequest per line, one per episode: what the Collector's
              otlpjsonfile receiver reads and POST /v1/traces accepts (needs toolproof[otel])

Or send the run to a collector over OTLP/HTTP with --otlp-endpoint (Jaeger, Phoenix, Langfuse, Logfire).
"""

EPILOG = """\
examples:
  toolproof export runs/x > traces.jsonl
  toolproof export runs/x --failed --agent blind-retry | jq 'select(.attributes["toolproof.fault.injected"])'
  toolproof export runs/x --format otlp-json -o traces.otlp.jsonl
  toolproof export runs/x --otlp-endpoint http://127.0.0.1:4318
"""


def add_parser(sub: Any) -> None:
    parser = sub.add_parser(
        "export",
        help="a run's episodes as traces (JSON lines, OTLP JSON, or to a collector)",
        description=DESCRIPTION,
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("run", metavar="RUN", help="a run folder (the --out of toolproof run or demo)")
    parser.add_argument("--format", choices=["jsonl", "otlp-json"], default="jsonl", help="default: jsonl")
    parser.add_argument("-o", "--out", default=None, metavar="FILE", help="write here (default: stdout)")
    parser.add_argument(
        "--agent", action="append", default=[], help="only this agent's episodes (repeatable)"
    )
    parser.add_argument("--task", action="append", default=[], help="only this task's episodes (repeatable)")
    parser.add_argument("--failed", action="store_true", help="only failed episodes")
    parser.add_argument(
        "--otlp-endpoint",
        metavar="URL",
        default=None,
        help="send the traces to this OTLP/HTTP collector instead of writing them (needs toolproof[otel])",
    )
    parser.add_argument(
        "--otlp-header", action="append", default=[], metavar="KEY=VALUE", help="a header for the collector"
    )
    parser.add_argument(
        "--otlp-timeout", type=float, default=10.0, metavar="SECONDS", help="per export (default 10)"
    )


def _selected(stored: Any, args: argparse.Namespace) -> Iterator[tuple[dict[str, Any], float]]:
    agents, tasks = set(args.agent), set(args.task)
    for result, finished_at in stored.finished():
        if agents and result["agent"] not in agents:
            continue
        if tasks and result["task"] not in tasks:
            continue
        if args.failed and result.get("passed"):
            continue
        yield result, finished_at


def write_traces(stored: Any, args: argparse.Namespace, sink: IO[str]) -> tuple[int, int]:
    """Write the selected episodes' traces in ``args.format``; returns (traces, spans)."""
    from toolproof.traces.live import run_resource
    from toolproof.traces.otel import OtelMissing, collect, otlp_json, require
    from toolproof.traces.spans import episode_spans

    otlp = args.format == "otlp-json"
    if otlp:
        try:
            require()
        except OtelMissing as exc:
            raise CliError(str(exc)) from None
    resource = run_resource(stored.run_id, str(stored.config.get("suite") or ""))
    tasks = stored.tasks()
    traces = spans = 0
    for result, finished_at in _selected(stored, args):
        records = episode_spans(
            result, run_id=stored.run_id, finished_at=finished_at, task=tasks.get(result["task"])
        )
        if otlp:
            sink.write(
                json.dumps(otlp_json(collect(records, resource)), ensure_ascii=False, separators=(",", ":"))
            )
            sink.write("\n")
        else:
            for record in records:
                sink.write(json.dumps(record.to_dict(), ensure_ascii=False, separators=(",", ":")) + "\n")
        traces, spans = traces + 1, spans + len(records)
    return traces, spans


def _send(stored: Any, args: argparse.Namespace) -> int:
    from toolproof.commands.run import headers_of, traces_line
    from toolproof.traces.live import LiveTraces

    try:
        live = LiveTraces(args.otlp_endpoint, headers=headers_of(args.otlp_header), timeout=args.otlp_timeout)
    except (ValueError, RuntimeError, SystemExit) as exc:
        raise CliError(str(exc)) from None
    live.start(stored.run_id, str(stored.config.get("suite") or ""))
    tasks = stored.tasks()
    for result, finished_at in _selected(stored, args):
        live.send(result, finished_at, tasks.get(result["task"]))
    report = live.close()
    failed = report["spans_failed"] or report.get("episodes_not_traced")
    print(traces_line(report), file=sys.stderr if failed else sys.stdout)
    return 1 if failed else 0


def run(args: argparse.Namespace) -> int:
    from toolproof.report.stored import RunNotFound, StoredRun

    try:
        stored = StoredRun(args.run)
    except RunNotFound as exc:
        raise CliError(str(exc)) from None
    try:
        if args.otlp_endpoint:
            return _send(stored, args)
        if args.out is None:
            write_traces(stored, args, sys.stdout)
            return 0
        target = Path(args.out)
        try:
            with target.open("w", encoding="utf-8") as sink:
                traces, spans = write_traces(stored, args, sink)
        except OSError as exc:
            raise CliError(f"cannot write {target}: {exc.strerror or exc}") from None
        print(
            f"toolproof export: {traces} traces ({spans} spans) as {args.format} in {target}", file=sys.stderr
        )
        return 0
    finally:
        stored.close()
