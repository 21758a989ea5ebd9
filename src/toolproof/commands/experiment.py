"""``toolproof experiment``: the two robustness experiments of docs/robustness.md, one command each.

Each is a ``toolproof run`` with the experiment's settings as defaults (everything else held fixed),
followed by the side-by-side table it exists to print; the run folder keeps results.json (with
``interface_deltas`` / ``perturbation_drops``), the HTML report, and ``experiment.md`` (the table and the
command that made it).
"""

from __future__ import annotations

import argparse
import shlex
import sys
import time
from pathlib import Path
from typing import Any

from toolproof.commands.serve import positive_int

INTERFACE_AGENTS = "naive,blind-retry,careful,interface-aware"
INTERFACES = "vendor,bare,effect-aware,resumable"
PERTURBATION_AGENTS = "careful,naive"

DESCRIPTION = """\
The robustness experiments: hold the task, state, seed, faults and agent fixed and vary one thing.

  toolproof experiment interfaces      the interface the agent calls through (vendor, bare,
                                       effect-aware, resumable) under lost responses
  toolproof experiment perturbations   what the agent sees (22 perturbation types in 4 groups),
                                       each beside the clean run of the same episodes

Each prints its table and writes OUT/results.json, OUT/report.html and OUT/experiment.md.
See `toolproof docs robustness` for what the variants and perturbations are."""

INTERFACES_DESCRIPTION = f"""\
Run the reference agents on the same tasks under every interface variant with the same injected
failure, and print per agent × interface: accuracy (session), duplicate effects, unsafe commits,
false completion claims and recovery (accuracy on episodes a fault hit).

defaults: --suite core --faults lost-responses (the first write commits and its response times out,
the second commits and the connection resets) --agent {INTERFACE_AGENTS}
--interface {INTERFACES}

Reading it: duplicate effects should fall from bare to effect-aware, and false claims with resumable,
for an agent that uses what the interface offers (interface-aware); agents that use nothing the
interface offers do not move. On the whole core suite: 1,664 episodes, several minutes.

examples:
  toolproof experiment interfaces --out runs/interfaces
  toolproof experiment interfaces --task 'stripe-payments.*' --agent interface-aware,careful
  toolproof experiment interfaces --agent openai:gpt-4o-mini --out runs/iface-4o-mini"""

PERTURBATIONS_DESCRIPTION = f"""\
Run agents on the same tasks clean and under each perturbation condition, and print per agent the
accuracy drop per condition and per group (observation, action, metadata, transition) relative to
the clean run of the same episodes, and the schema-drift tolerance (accuracy under the transition
types / clean accuracy).

defaults: --suite core --faults none (a clean baseline) --agent {PERTURBATION_AGENTS} --perturb all
--interface vendor

--perturb takes type names (typos,renamed-tools), group:NAME, all, or a+b to compose; --list prints
every type with its group and what it changes.

examples:
  toolproof experiment perturbations --out runs/perturb
  toolproof experiment perturbations --perturb group:metadata --task 'slack-*'
  toolproof experiment perturbations --list"""


def add_parser(sub: Any) -> None:
    parser = sub.add_parser(
        "experiment",
        help="the robustness experiments: interface variants, perturbations (tables side by side)",
        description=DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    kinds = parser.add_subparsers(dest="experiment", metavar="{interfaces,perturbations}", required=True)
    iface = kinds.add_parser(
        "interfaces",
        help="agents × interface variants under lost responses",
        description=INTERFACES_DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    _common(iface, agents=INTERFACE_AGENTS, faults="lost-responses")
    iface.add_argument("--interface", default=INTERFACES, metavar="NAMES", help=f"default: {INTERFACES}")
    pert = kinds.add_parser(
        "perturbations",
        help="accuracy drop per perturbation type and group, schema-drift tolerance",
        description=PERTURBATIONS_DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    _common(pert, agents=PERTURBATION_AGENTS, faults="none")
    pert.add_argument("--perturb", default="all", metavar="TYPES", help="default: all")
    pert.add_argument("--interface", default="vendor", metavar="NAME", help="default: vendor")
    pert.add_argument("--list", action="store_true", help="list the perturbation types and exit")


def _common(parser: argparse.ArgumentParser, *, agents: str, faults: str) -> None:
    parser.add_argument("--suite", default="core", help="built-in suite name or path (default: core)")
    parser.add_argument("--agent", default=agents, metavar="SPECS", help=f"agents (default: {agents})")
    parser.add_argument(
        "--faults", default=faults, metavar="PLAN", help=f"fault plan, 'none' or 'tasks' (default: {faults})"
    )
    parser.add_argument(
        "--task",
        action="append",
        default=[],
        metavar="PATTERN",
        help="only tasks matching: an id, a glob ('stripe-payments.*') or tag:NAME (repeatable)",
    )
    parser.add_argument("--trials", type=positive_int, default=None, help="trials per task (default 1)")
    parser.add_argument("--out", default=None, metavar="DIR", help="run folder (default: a new runs/run-…)")
    parser.add_argument("--resume", action="store_true", help="continue the interrupted run in --out")
    parser.add_argument("--workers", type=int, default=1, help="worker processes (0: one per core)")
    parser.add_argument("--concurrency", type=positive_int, default=None, help="episodes at once per worker")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")


def _pct(value: Any) -> str:
    return "–" if value is None else f"{100 * float(value):.1f}%"


def _points(value: Any) -> str:
    return "–" if value is None else f"{100 * float(value):+.1f}"


def interface_table(metrics: dict[str, Any]) -> str:
    """agent × interface, as a Markdown table (docs/robustness.md prints the same)."""
    lines = [
        "| agent | interface | accuracy | duplicate effects | unsafe commits | false claims | recovery |",
        "| --- | --- | --- | --- | --- | --- | --- |",
    ]
    for agent, rows in metrics.get("interface_deltas", {}).items():
        for name, row in rows.items():
            lines.append(
                f"| {agent} | {name} | {_pct(row['session_accuracy'])} | {row['duplicate_effects']} | "
                f"{row['unsafe_commits']} | {row['false_completion_claims']} | "
                f"{_pct(row['error_recovery_rate'])} |"
            )
    return "\n".join(lines)


def perturbation_tables(metrics: dict[str, Any]) -> str:
    """Per agent: the drop per condition, per group, and schema-drift tolerance, as Markdown."""
    drops = metrics.get("perturbation_drops", {})
    agents = list(drops)
    if not agents:
        return "(no perturbed episodes)"
    out = [
        "| condition | group | " + " | ".join(f"{a} clean | {a} perturbed | {a} drop" for a in agents) + " |"
    ]
    out.append("| --- | --- |" + " --- | --- | --- |" * len(agents))
    conditions = list(dict.fromkeys(c for a in agents for c in drops[a]["by_condition"]))
    for condition in conditions:
        cells, group = [], ""
        for a in agents:
            row = drops[a]["by_condition"].get(condition)
            group = row["group"] if row else group
            cells += [_pct(row and row["clean_accuracy"]), _pct(row and row["accuracy"]),
                      _points(row and row["accuracy_drop"])]  # fmt: skip
        out.append(f"| {condition} | {group} | " + " | ".join(cells) + " |")
    out += ["", "| group | " + " | ".join(f"{a} drop (points)" for a in agents) + " |"]
    out.append("| --- |" + " --- |" * len(agents))
    groups = list(dict.fromkeys(g for a in agents for g in drops[a]["by_group"]))
    for group in groups:
        cells = [_points((drops[a]["by_group"].get(group) or {}).get("accuracy_drop")) for a in agents]
        out.append(f"| {group} | " + " | ".join(cells) + " |")
    out += ["", "| agent | schema-drift tolerance |", "| --- | --- |"]
    for a in agents:
        tolerance = drops[a]["schema_drift_tolerance"]
        out.append(f"| {a} | {'–' if tolerance is None else f'{tolerance:.2f}'} |")
    return "\n".join(out)


def _list_types() -> str:
    from toolproof.perturb import TYPES

    width = max(len(n) for n in TYPES)
    return "\n".join(f"{name:<{width}}  {cls.group:<11}  {cls.changes}" for name, cls in TYPES.items())


def run(args: argparse.Namespace) -> int:
    from toolproof.commands.run import agents_of, execute

    kind = args.experiment
    prog = f"toolproof experiment {kind}"
    if kind == "perturbations" and args.list:
        print(_list_types())
        return 0
    workers = None if args.workers is not None and args.workers <= 0 else args.workers
    out = Path(args.out) if args.out else None
    try:
        metrics = execute(
            suite=args.suite,
            agents=agents_of([args.agent]),
            trials=args.trials,
            faults=args.faults,
            out=out,
            resume=args.resume,
            concurrency=args.concurrency,
            workers=workers,
            task_ids=args.task,
            quiet=args.quiet,
            interfaces=[args.interface],
            perturb=[args.perturb] if kind == "perturbations" else None,
        )
    except SystemExit as exc:
        print(f"{prog}: {exc}", file=sys.stderr)
        return 2
    table = interface_table(metrics) if kind == "interfaces" else perturbation_tables(metrics)
    folder = Path(metrics["run"]["out"])
    command = "toolproof " + shlex.join(sys.argv[1:]) if sys.argv[1:2] == ["experiment"] else prog
    episodes = metrics["run"]["episodes"]
    note = f"{episodes} episodes, {time.strftime('%Y-%m-%d', time.gmtime())}: `{command}`"
    (folder / "experiment.md").write_text(f"# {prog}\n\n{note}\n\n{table}\n", encoding="utf-8")
    print(table)
    print(f"\n{episodes} episodes · report: {folder / 'report.html'} · metrics: {folder / 'results.json'}")
    print(f"table: {folder / 'experiment.md'}")
    broken = metrics["run"]["infrastructure_errors"]
    if episodes and broken == episodes:
        print(f"{prog}: every episode ended in an infrastructure error", file=sys.stderr)
        return 1
    return 0
