"""``toolproof run``: agents through a suite, in parallel, into a durable result store."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import uuid
from pathlib import Path
from typing import Any

from toolproof.tasks.model import FaultVariant, Task

DESCRIPTION = """\
Run agents through a suite: every task × fault variant × agent × trial is one episode in its own world.
Results go to OUT/results.db as each episode finishes; metrics to OUT/results.json. An interrupted run
continues where it stopped with --resume (no episode is lost or run twice).

agents: noop, naive, blind-retry, careful (reference agents, no LLM), openai:MODEL (any OpenAI-compatible
endpoint: set OPENAI_BASE_URL / OPENAI_API_KEY), or module:attr (your `async def solve(episode)`).
"""


def add_parser(sub: Any) -> None:
    parser = sub.add_parser(
        "run",
        help="run agents through a suite and score them",
        description=DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--suite", default="core", help="built-in suite name or path (default: core)")
    parser.add_argument("--agent", action="append", default=[], help="agent spec; repeat or comma-separate")
    parser.add_argument("--trials", type=int, default=1, help="trials per task and variant (pass^k needs k)")
    parser.add_argument(
        "--faults",
        default="tasks",
        help="'tasks' (each task without faults and under its own variants, default), 'none', "
        "or a plan (built-in name or file) applied to every task",
    )
    parser.add_argument("--task", action="append", default=[], help="only these task ids (repeatable)")
    parser.add_argument("--concurrency", type=int, default=8, help="episodes at once per process (default 8)")
    parser.add_argument("--workers", type=int, default=1, help="processes (CPU-bound agents; default 1)")
    parser.add_argument("--max-steps", type=int, default=50, help="tool calls per episode (default 50)")
    parser.add_argument("--time-limit", type=float, default=300.0, help="seconds per episode (default 300)")
    parser.add_argument("--out", default=None, help="run folder (default: runs/<timestamp>)")
    parser.add_argument("--resume", action="store_true", help="continue the run in --out")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.add_argument(
        "--otlp-endpoint",
        metavar="URL",
        default=None,
        help="also send each episode's trace, as it finishes, to an OpenTelemetry collector over OTLP/HTTP "
        "(e.g. http://127.0.0.1:4318 for Jaeger, Phoenix, Langfuse or Logfire); needs toolproof[otel]",
    )
    parser.add_argument(
        "--otlp-header",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a header for the collector (repeatable), e.g. Authorization=Basic …",
    )
    parser.add_argument(
        "--otlp-timeout",
        type=float,
        default=10.0,
        metavar="SECONDS",
        help="how long each export to the collector may take, retries included (default 10)",
    )


def agents_of(values: list[str]) -> list[str]:
    out = [a.strip() for v in values for a in v.split(",") if a.strip()]
    return list(dict.fromkeys(out))


def execute(
    *,
    suite: str,
    agents: list[str],
    trials: int,
    faults: str,
    out: Path,
    resume: bool,
    concurrency: int,
    workers: int,
    task_ids: list[str],
    max_steps: int = 50,
    time_limit: float = 300.0,
    quiet: bool = False,
    otlp_endpoint: str | None = None,
    otlp_headers: dict[str, str] | None = None,
    otlp_timeout: float = 10.0,
) -> dict[str, Any]:
    """Run (or resume) and return the metrics; raises ``SystemExit`` with a message on bad input.

    With ``otlp_endpoint``, each episode's trace goes to that OpenTelemetry collector as it finishes;
    ``metrics["run"]["traces"]`` then says how many spans were delivered.
    """
    from toolproof.report.site import task_info, write_site
    from toolproof.report.stored import derived_run_id
    from toolproof.runs.metrics import compute
    from toolproof.runs.runner import Runner, RunSettings, plan_episodes
    from toolproof.runs.store import ResultStore

    db = out / "results.db"
    if db.exists() and not resume:
        raise SystemExit(f"{out} already holds a run: pass --resume to continue it, or choose another --out")
    if resume and not db.exists():
        raise SystemExit(f"nothing to resume: {db} does not exist")
    config: dict[str, Any] = {
        "suite": suite,
        "agents": agents,
        "trials": trials,
        "faults": faults,
        "tasks": task_ids,
    }
    store = ResultStore(db) if resume else None
    if store is not None:
        config = store.meta("config") or config
    tasks, mode, override = _checked(config)  # everything is checked before a run folder is made
    live = _live_exporter(otlp_endpoint, otlp_headers, otlp_timeout) if otlp_endpoint else None
    if store is None:
        store = ResultStore(db)
        store.set_meta("config", config)
        store.set_meta("run_id", uuid.uuid4().hex)
    info = task_info(tasks)
    store.set_meta("tasks", info)  # the pages and traces show instructions without the suite at hand
    run_id = str(store.meta("run_id") or derived_run_id(store.meta("config")))
    if live is not None:
        live.start(run_id, str(config["suite"]))
    specs = plan_episodes(tasks, config["agents"], trials=config["trials"], faults=mode)
    runner = Runner(tasks, store, settings=RunSettings(max_steps, time_limit), override=override)
    todo = len(runner.pending(specs))
    bar = None
    if not quiet:
        from tqdm import tqdm

        bar = tqdm(total=len(specs), initial=len(specs) - todo, unit="ep", desc="episodes", file=sys.stderr)
    started = time.perf_counter()

    def advance(result: dict[str, Any]) -> None:
        if bar is not None:
            bar.update(1)
        if live is not None:
            live.send(result, time.time(), info.get(result["task"]))

    try:
        runner.run(specs, concurrency=concurrency, workers=workers, on_result=advance)
    finally:
        if bar is not None:
            bar.close()
        delivery = live.close() if live is not None else None
    results = list(store.results())
    metrics = compute(results, ks=range(1, int(config["trials"]) + 1))
    metrics["run"] = {
        **config,
        "run_id": run_id,
        "episodes": store.count(),
        "ran_now": todo,
        "seconds": round(time.perf_counter() - started, 3),
        "store": str(db),
    }
    if delivery is not None:
        metrics["run"]["traces"] = delivery
    (out / "results.json").write_text(json.dumps(metrics, indent=2, ensure_ascii=False), encoding="utf-8")
    title = f"toolproof run · {config['suite']} · {', '.join(config['agents'])}"
    write_site(out, metrics, results, title=title, tasks=info, agents=config["agents"])
    store.close()
    return metrics


def _live_exporter(endpoint: str, headers: dict[str, str] | None, timeout: float) -> Any:
    """A sender of each finished episode's trace (``SystemExit`` with the reason if it cannot be made)."""
    from toolproof.traces.live import LiveTraces

    try:
        return LiveTraces(endpoint, headers=headers, timeout=timeout)
    except (ValueError, RuntimeError) as exc:
        raise SystemExit(str(exc)) from None


def _checked(config: dict[str, Any]) -> tuple[list[Task], Any, FaultVariant | None]:
    """The tasks, fault mode and plan override a run config names; ``SystemExit`` with the reason if not."""
    from toolproof.faults import PlanError
    from toolproof.faults.builtin import load_plan
    from toolproof.runs.agents import AgentSpecError, resolve_agent
    from toolproof.tasks.loader import TaskLoadError, load_suite

    try:
        tasks = load_suite(config["suite"])
    except TaskLoadError as exc:
        raise SystemExit(str(exc)) from None
    if config["tasks"]:
        unknown = sorted(set(config["tasks"]) - {t.id for t in tasks})
        if unknown:
            raise SystemExit(
                f"no task(s) {', '.join(unknown)} in {config['suite']} (`toolproof validate` lists them)"
            )
        tasks = [t for t in tasks if t.id in set(config["tasks"])]
    if not tasks:
        raise SystemExit(f"no tasks to run in {config['suite']}")
    for spec in config["agents"]:
        try:
            resolve_agent(spec)
        except AgentSpecError as exc:
            raise SystemExit(str(exc)) from None
    mode: Any = config["faults"]
    if mode in ("tasks", "none"):
        return tasks, mode, None
    try:
        plan = load_plan(mode)
    except PlanError as exc:
        raise SystemExit(str(exc)) from None
    override = FaultVariant(
        name=f"plan:{plan.name}", plan=plan.model_dump(mode="json"), description=plan.description
    )
    return tasks, override, override


def default_out() -> Path:
    return Path("runs") / time.strftime("run-%Y%m%d-%H%M%S")


def run(args: argparse.Namespace) -> int:
    from toolproof.report.scorecard import scorecard

    agents = agents_of(args.agent) or ["careful"]
    out = Path(args.out) if args.out else default_out()
    try:
        metrics = execute(
            suite=args.suite,
            agents=agents,
            trials=max(1, args.trials),
            faults=args.faults,
            out=out,
            resume=args.resume,
            concurrency=args.concurrency,
            workers=max(1, args.workers if args.workers > 0 else (os.cpu_count() or 1)),
            task_ids=args.task,
            max_steps=args.max_steps,
            time_limit=args.time_limit,
            quiet=args.quiet,
            otlp_endpoint=args.otlp_endpoint,
            otlp_headers=headers_of(args.otlp_header),
            otlp_timeout=args.otlp_timeout,
        )
    except SystemExit as exc:
        print(f"toolproof run: {exc}", file=sys.stderr)
        return 2
    print(scorecard(metrics))
    episodes = metrics["run"]["episodes"]
    print(f"\n{episodes} episodes · report: {out / 'report.html'} · metrics: {out / 'results.json'}")
    traces = metrics["run"].get("traces")
    if traces is not None:
        failed = traces["spans_failed"] or traces.get("episodes_not_traced")
        print(traces_line(traces), file=sys.stderr if failed else sys.stdout)
    return 0


def headers_of(values: list[str]) -> dict[str, str]:
    """``KEY=VALUE`` strings as a header dict (``SystemExit`` naming a malformed one)."""
    out = {}
    for value in values:
        key, sep, rest = value.partition("=")
        if not sep or not key.strip():
            raise SystemExit(f"--otlp-header wants KEY=VALUE, not {value!r}")
        out[key.strip()] = rest.strip()
    return out


def traces_line(traces: dict[str, Any]) -> str:
    """One line on how the live traces went."""
    if traces.get("episodes_not_traced"):
        return (
            f"traces: {traces['episodes_not_traced']} episode(s) could not be turned into spans (a bug: "
            f"please report it); {traces['spans_sent']} of {traces['spans']} spans sent to "
            f"{traces['endpoint']}"
        )
    if traces["spans_failed"]:
        return (
            f"traces: {traces['spans_failed']} of {traces['spans']} spans could not be delivered to "
            f"{traces['endpoint']} (is the collector running?); `toolproof export RUN --otlp-endpoint URL` "
            "sends them again"
        )
    return f"traces: {traces['traces']} traces ({traces['spans']} spans) sent to {traces['endpoint']}"
