"""``toolproof run``: agents through a suite, in parallel, into a durable result store."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import uuid
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toolproof.commands.serve import positive_float, positive_int

if TYPE_CHECKING:
    from collections.abc import Mapping

    from toolproof.tasks.model import FaultVariant, Task

DESCRIPTION = """\
Run agents through a suite: every task × fault variant × agent × trial is one episode in its own world.
Results go to OUT/results.db as each episode finishes; metrics to OUT/results.json. An interrupted run
continues where it stopped with --resume (no episode is lost or run twice).

agents: noop, naive, blind-retry, careful (reference agents, no LLM), fire-everything, scheduling,
serialising (fan-out agents), openai:MODEL (any OpenAI-compatible
endpoint: set OPENAI_BASE_URL / OPENAI_API_KEY), or module:attr (your `async def solve(episode)`).

openai:MODEL settings: --agent-opt KEY=VALUE[,KEY=VALUE...] (repeatable) or --agent-opt @FILE.yaml
  timeout=SECONDS retries=N max_turns=N max_result_chars=N temperature=T top_p=P seed=N max_tokens=N
  tool_choice=auto|required|none|TOOL parallel_tool_calls=BOOL strict=BOOL wait_tool=BOOL
  max_tools=N (tools per request, default 128 as OpenAI allows: the task's own plus distractors)
  header.NAME=VALUE extra.KEY=JSON concurrency=N time_limit=SECONDS (none: not sent / no limit)
  preset=local: a single-slot local server (llama.cpp, Ollama): long timeout, no retries, one episode
  at a time; e.g. --agent openai:qwen2.5-7b --agent-opt preset=local,max_turns=12 (docs/local-models.md)

the user (conversation tasks): --user scripted (default: the task's scripted user, no model) or
  --user openai:MODEL (a model plays the user from the task's persona, goal and hidden facts; same
  endpoint as the agent, or --user-opt base_url=URL,api_key_env=NAME for another one)

Episodes run in worker processes that die with the run: an agent that blocks, exits or crashes costs
its own episode, never the run. --resume keeps the run's settings (agent, suite, trials, faults, task
filter, limits) and refuses different ones; workers, concurrency and backend may change.

Beyond one machine: --backend ray runs the episodes on a Ray cluster (pip install 'toolproof[ray]'):
  toolproof run --backend ray --workers 2                       a local Ray instance for this run
  toolproof run --backend ray --address auto                    the cluster `ray start` made here
  toolproof run --backend ray --address ray://head:10001 --resources gpu=1   one GPU per worker
"""


def add_parser(sub: Any) -> None:
    parser = sub.add_parser(
        "run",
        help="run agents through a suite and score them",
        description=DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    # Settings a resumed run keeps default to None here: "not given" means "as the run was made".
    parser.add_argument("--suite", default=None, help="built-in suite name or path (default: core)")
    parser.add_argument("--agent", action="append", default=[], help="agent spec; repeat or comma-separate")
    parser.add_argument(
        "--trials",
        type=positive_int,
        default=None,
        help="trials per task and variant (pass^k needs k; default 1)",
    )
    parser.add_argument(
        "--faults",
        default=None,
        help="'tasks' (each task without faults and under its own variants, default), 'none', "
        "or a plan (built-in name or file) applied to every task",
    )
    parser.add_argument(
        "--task",
        action="append",
        default=[],
        metavar="PATTERN",
        help="only tasks matching: an id, a glob ('stripe-multi.*') or tag:NAME (repeatable; "
        "`toolproof tasks` lists them)",
    )
    parser.add_argument(
        "--interface",
        action="append",
        default=[],
        metavar="NAMES",
        help="interface variants to run each episode under: vendor (the real API, default), bare, "
        "effect-aware, resumable; comma-separate or repeat (docs/robustness.md)",
    )
    parser.add_argument(
        "--perturb",
        action="append",
        default=[],
        metavar="TYPES",
        help="perturbation conditions, each run beside a clean run: type names (typos,distractor-tools), "
        "group:observation|action|metadata|transition, all, or a+b to compose; "
        "`toolproof experiment perturbations --list` lists them",
    )
    parser.add_argument(
        "--agent-opt",
        action="append",
        default=[],
        metavar="KEY=VALUE,...",
        help="settings of openai:MODEL agents (see above); repeatable",
    )
    parser.add_argument(
        "--user",
        default=None,
        metavar="scripted|openai:MODEL",
        help="who plays the user in conversation tasks (default: scripted)",
    )
    parser.add_argument(
        "--user-opt",
        action="append",
        default=[],
        metavar="KEY=VALUE,...",
        help="settings of an openai:MODEL user: base_url=URL, api_key_env=NAME; repeatable",
    )
    parser.add_argument(
        "--concurrency",
        type=positive_int,
        default=None,
        help="episodes at once per worker (default 8, or the agents' concurrency setting)",
    )
    parser.add_argument(
        "--workers",
        type=int,
        default=None,
        help="worker processes (CPU-bound agents); 0 = one per core; default 1, with --backend ray as "
        "many as the cluster's CPUs hold",
    )
    parser.add_argument(
        "--max-steps", type=positive_int, default=None, help="tool calls per episode (default 50)"
    )
    parser.add_argument(
        "--time-limit",
        type=positive_float,
        default=None,
        help="seconds per episode (default 300, or the agents' time_limit setting); an agent that blocks "
        "past it has its worker stopped",
    )
    parser.add_argument("--out", default=None, help="run folder (default: runs/<timestamp>)")
    parser.add_argument("--resume", action="store_true", help="continue the run in --out")
    parser.add_argument(
        "--backend",
        choices=["local", "ray"],
        default="local",
        help="where episodes run: local processes (default) or a Ray cluster",
    )
    parser.add_argument(
        "--address",
        default=None,
        help="with --backend ray: the cluster (auto, ray://HOST:10001, HOST:6379; default: start a "
        "local Ray instance, or RAY_ADDRESS)",
    )
    parser.add_argument(
        "--resources",
        default=None,
        help="with --backend ray: what each worker needs on its node, e.g. gpu=1 or cpu=2,memory=8G,"
        "my_accelerator=1 (default cpu=1)",
    )
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
        type=positive_float,
        default=10.0,
        metavar="SECONDS",
        help="how long each export to the collector may take, retries included (default 10)",
    )


def agents_of(values: list[str]) -> list[str]:
    out = [a.strip() for v in values for a in v.split(",") if a.strip()]
    return list(dict.fromkeys(out))


def execute(
    *,
    suite: str | None,
    agents: list[str],
    trials: int | None,
    faults: str | None,
    out: Path | None,
    resume: bool,
    concurrency: int | None,
    workers: int | None,
    task_ids: list[str],
    max_steps: int | None = None,
    time_limit: float | None = None,
    quiet: bool = False,
    agent_options: list[str] | None = None,
    user: str | None = None,
    user_options: list[str] | None = None,
    backend: str = "local",
    address: str | None = None,
    resources: str | None = None,
    otlp_endpoint: str | None = None,
    otlp_headers: dict[str, str] | None = None,
    otlp_timeout: float = 10.0,
    interfaces: list[str] | None = None,
    perturb: list[str] | None = None,
) -> dict[str, Any]:
    """Run (or resume) and return the metrics; raises ``SystemExit`` with a message on bad input.

    ``None`` (or an empty list) for a run setting means the default for a new run and "as the run was
    made" for a resumed one; a resumed run refuses settings that differ from its own. With
    ``otlp_endpoint``, each episode's trace goes to that OpenTelemetry collector as it finishes;
    ``metrics["run"]["traces"]`` then says how many spans were delivered.
    """
    from toolproof.report.site import task_info, write_site
    from toolproof.report.stored import derived_run_id
    from toolproof.runs.config import new_config, resumed_config
    from toolproof.runs.metrics import compute
    from toolproof.runs.ray_backend import RayUnavailable
    from toolproof.runs.runner import Runner, RunSettings, plan_episodes
    from toolproof.runs.store import ResultStore
    from toolproof.runs.supervisor import WorkersFailing

    if out is None and resume:
        raise SystemExit("--resume needs the run's folder: --out DIR")
    db = out / "results.db" if out is not None else Path(os.devnull)
    if out is not None and db.exists() and not resume:
        raise SystemExit(f"{out} already holds a run: pass --resume to continue it, or choose another --out")
    if resume and not db.exists():
        raise SystemExit(f"nothing to resume: {db} does not exist")
    given = {"suite": suite, "agents": agents, "trials": trials, "faults": faults, "tasks": task_ids,
             "max_steps": max_steps, "time_limit": time_limit,
             "agent_options": list(agent_options or []), "user": user,
             "user_options": list(user_options or []),
             "interfaces": _listed(interfaces), "perturb": _listed(perturb, perturb=True)}  # fmt: skip
    config = new_config(given)
    store = ResultStore(db) if resume else None
    if store is not None:
        config, changes = resumed_config(store.meta("config") or config, given)
        if changes:
            store.close()
            raise SystemExit(
                f"--resume keeps the settings of the run in {out}, and these differ: {'; '.join(changes)}. "
                "Leave them out to continue it, or choose another --out for a new run"
            )
    tasks, mode, override = _checked(config)  # everything is checked before a run folder is made
    if out is None:
        out = default_out()
        db = out / "results.db"
    run_backend = _backend(backend, address, resources)
    live = _live_exporter(otlp_endpoint, otlp_headers, otlp_timeout) if otlp_endpoint else None
    if store is None:
        if time_limit is None:  # a slow local model's settings may ask for longer episodes
            config["time_limit"] = _run_hints(config, None, None)[1]
        store = ResultStore(db)
        store.set_meta("config", config)
        store.set_meta("run_id", uuid.uuid4().hex)
    info = task_info(tasks)
    store.set_meta("tasks", info)  # the pages and traces show instructions without the suite at hand
    run_id = str(store.meta("run_id") or derived_run_id(store.meta("config")))
    if live is not None:
        live.start(run_id, str(config["suite"]))
    specs = plan_episodes(
        tasks,
        config["agents"],
        trials=config["trials"],
        faults=mode,
        interfaces=config.get("interfaces", []),
        perturbations=config.get("perturb", []),
    )
    settings = RunSettings(config["max_steps"], config["time_limit"])
    concurrency = _run_hints(config, concurrency, config["time_limit"])[0]
    runner = Runner(
        tasks,
        store,
        settings=settings,
        override=override,
        agent_options=config.get("agent_options", []),
        user=config.get("user", "scripted"),
        user_options=config.get("user_options", []),
    )
    todo = len(runner.pending(specs))
    bar = None
    if not quiet:
        from tqdm import tqdm

        bar = tqdm(total=len(specs), initial=len(specs) - todo, unit="ep", desc="episodes", file=sys.stderr)
    started = time.perf_counter()

    def advance(result: Mapping[str, Any]) -> None:
        if bar is not None:
            bar.update(1)
        if live is not None:
            live.send(result, time.time(), info.get(result["task"]))

    try:
        runner.run(specs, concurrency=concurrency, workers=workers, backend=run_backend, on_result=advance)
    except (KeyboardInterrupt, WorkersFailing, RayUnavailable) as exc:
        if bar is not None:
            bar.close()
        if live is not None:
            live.close()
        stored = store.count()
        store.close()
        why = "interrupted" if isinstance(exc, KeyboardInterrupt) else str(exc)
        raise SystemExit(
            f"{why}: {stored} of {len(specs)} episodes stored in {db}; continue with --resume --out {out}"
        ) from None
    if bar is not None:
        bar.close()
    delivery = live.close() if live is not None else None
    results = list(store.results())
    metrics = compute(results, ks=range(1, int(config["trials"]) + 1))
    broken = [r for r in results if r.get("ended") == "infrastructure_error"]
    metrics["run"] = {
        **config,
        "run_id": run_id,
        "episodes": store.count(),
        "infrastructure_errors": len(broken),
        "first_infrastructure_error": str(broken[0].get("error") or "") if broken else None,
        "ran_now": todo,
        "seconds": round(time.perf_counter() - started, 3),
        "store": str(db),
        "out": str(out),
    }
    if delivery is not None:
        metrics["run"]["traces"] = delivery
    (out / "results.json").write_text(json.dumps(metrics, indent=2, ensure_ascii=False), encoding="utf-8")
    title = f"toolproof run · {config['suite']} · {', '.join(config['agents'])}"
    write_site(out, metrics, results, title=title, tasks=info, agents=config["agents"])
    store.close()
    return metrics


def _backend(name: str, address: str | None, resources: str | None) -> Any:
    """The runner's backend for these flags; ``SystemExit`` with the reason if they do not fit."""
    from toolproof.runs.runner import Backend

    if name != "ray":
        if address is not None or resources is not None:
            raise SystemExit("--address and --resources apply to --backend ray only")
        return Backend()
    from toolproof.runs.ray_backend import RayUnavailable, parse_resources

    try:
        backend = Backend("ray", address=address, resources=parse_resources(resources or ""))
        backend.connect()
    except (RayUnavailable, ValueError) as exc:
        raise SystemExit(str(exc)) from None
    return backend


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
    from toolproof.tasks.catalog import load_selected, runnable
    from toolproof.tasks.loader import TaskLoadError
    from toolproof.tasks.model import FaultVariant

    try:  # patterns pick from the unvalidated listing, so only the chosen tasks are validated
        tasks, skipped = runnable(load_selected(config["suite"], config["tasks"]))
    except (TaskLoadError, ValueError) as exc:
        raise SystemExit(str(exc)) from None
    if skipped is not None:
        print(f"toolproof: {skipped}", file=sys.stderr)
    if not tasks:
        raise SystemExit(f"no tasks to run in {config['suite']}")
    options = config.get("agent_options", [])
    for spec in config["agents"]:
        try:
            resolve_agent(spec, options)
        except AgentSpecError as exc:
            raise SystemExit(str(exc)) from None
    if options and not any(spec.startswith("openai:") for spec in config["agents"]):
        raise SystemExit("--agent-opt sets openai:MODEL agents, and this run has none")
    from toolproof.users.spec import UserSpecError, check_user

    try:
        check_user(config.get("user", "scripted"), config.get("user_options", []))
    except UserSpecError as exc:
        raise SystemExit(str(exc)) from None
    _check_conditions(config, tasks)
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


def _listed(values: list[str] | None, *, perturb: bool = False) -> list[str]:
    """Comma-separated, repeatable flag values as one list, in order, without repeats (``--perturb``:
    groups and ``all`` expanded, so a resumed run compares like with like)."""
    out = list(dict.fromkeys(v.strip() for raw in values or [] for v in raw.split(",") if v.strip()))
    if perturb and out:
        from toolproof.perturb import PerturbationError, parse_perturbations

        try:
            return parse_perturbations(out)
        except PerturbationError as exc:
            raise SystemExit(str(exc)) from None
    return out


def _check_conditions(config: dict[str, Any], tasks: list[Task]) -> None:
    """Interfaces and perturbations checked (and expanded) before any episode runs: an unknown name, or
    one that cannot be applied to a task's services, is one line naming it."""
    from toolproof.interfaces import InterfaceError, parse_interfaces
    from toolproof.perturb import PerturbationError, Surface, parse_perturbations
    from toolproof.world import World

    try:
        interfaces = parse_interfaces(config.get("interfaces") or []) if config.get("interfaces") else []
        conditions = parse_perturbations(config.get("perturb") or [])
    except (InterfaceError, PerturbationError) as exc:
        raise SystemExit(str(exc)) from None
    config["interfaces"], config["perturb"] = interfaces, conditions
    for services in sorted({tuple(t.services) for t in tasks}):
        world = World(list(services))
        for interface in interfaces or ["vendor"]:
            for condition in [None, *conditions]:
                try:
                    Surface(world, interface=interface, perturbation=condition).tools("openai")
                except ValueError as exc:
                    what = f"--interface {interface}" + (f" --perturb {condition}" if condition else "")
                    raise SystemExit(f"{what} cannot apply to {'+'.join(services)}: {exc}") from None


def _run_hints(
    config: dict[str, Any], concurrency: int | None, time_limit: float | None
) -> tuple[int, float]:
    """Episodes at once and seconds per episode: as given, else the agents' settings ask, else 8 and 300.

    A single-slot local server (``--agent-opt preset=local``) wants one episode at a time and much
    longer episodes; several agents with hints: the fewest episodes at once and the longest limit.
    """
    if concurrency is not None and time_limit is not None:
        return concurrency, time_limit
    wanted: list[int] = []
    limits: list[float] = []
    options = config.get("agent_options", [])
    if options and any(spec.startswith("openai:") for spec in config["agents"]):
        from toolproof.agents.settings import settings_from

        settings = settings_from(options)
        if settings.concurrency is not None:
            wanted.append(settings.concurrency)
        if settings.time_limit is not None:
            limits.append(settings.time_limit)
    return (
        concurrency if concurrency is not None else min(wanted, default=8),
        time_limit if time_limit is not None else max(limits, default=300.0),
    )


def refusal_warnings(metrics: dict[str, Any]) -> list[str]:
    """One line per agent whose provider refused episodes: they count as failures, never silently."""
    lines = []
    for agent, m in sorted(metrics.get("agents", {}).items()):
        refused = int(m.get("refusals") or 0)
        if refused:
            lines.append(
                f"warning: {agent}: the provider refused {refused} episode(s); they count as failures "
                "(reason 'refusal' in the report)"
            )
    return lines


def default_out(root: Path = Path("runs")) -> Path:
    """A new run folder under ``root``, made here so that two runs started in the same second (or on the
    same shared disk) never share one: ``run-20250101-120000``, then ``…-2``, ``…-3``."""
    stamp = time.strftime("run-%Y%m%d-%H%M%S")
    root.mkdir(parents=True, exist_ok=True)
    for n in range(1, 10_000):
        folder = root / (stamp if n == 1 else f"{stamp}-{n}")
        try:
            folder.mkdir()
        except FileExistsError:
            continue
        return folder
    raise SystemExit(f"cannot make a new run folder under {root}: pass --out DIR")


def run(args: argparse.Namespace) -> int:
    from toolproof.report.scorecard import scorecard

    if args.resume and not args.out:
        print("toolproof run: --resume needs the run's folder: --out DIR", file=sys.stderr)
        return 2
    out = Path(args.out) if args.out else None
    workers = args.workers
    if workers is not None and workers <= 0:
        workers = None  # fill the backend: one per core, or the Ray cluster's CPUs
    elif workers is None and args.backend == "local":
        workers = 1
    try:
        metrics = execute(
            suite=args.suite,
            agents=agents_of(args.agent),
            trials=args.trials,
            faults=args.faults,
            out=out,
            resume=args.resume,
            concurrency=args.concurrency,
            workers=workers,
            task_ids=args.task,
            max_steps=args.max_steps,
            time_limit=args.time_limit,
            quiet=args.quiet,
            agent_options=args.agent_opt,
            user=args.user,
            user_options=args.user_opt,
            backend=args.backend,
            address=args.address,
            resources=args.resources,
            otlp_endpoint=args.otlp_endpoint,
            otlp_headers=headers_of(args.otlp_header),
            otlp_timeout=args.otlp_timeout,
            interfaces=args.interface,
            perturb=args.perturb,
        )
    except SystemExit as exc:
        print(f"toolproof run: {exc}", file=sys.stderr)
        return 2
    out = Path(metrics["run"]["out"])
    print(scorecard(metrics))
    from toolproof.report.fanout import fanout_lines

    for fan_line in fanout_lines(metrics):
        print(fan_line)
    for line in refusal_warnings(metrics):
        print(line, file=sys.stderr)
    episodes = metrics["run"]["episodes"]
    print(f"\n{episodes} episodes · report: {out / 'report.html'} · metrics: {out / 'results.json'}")
    broken = metrics["run"]["infrastructure_errors"]
    if episodes and broken == episodes:
        print(
            f"toolproof run: all {episodes} episodes ended in an infrastructure error, so nothing was "
            f"scored; the first: {metrics['run']['first_infrastructure_error']}",
            file=sys.stderr,
        )
        return 1
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
