"""``toolproof validate [SUITE|PATH]``: prove every task before it ships."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

DESCRIPTION = """\
Prove tasks: for every task and each of its fault variants, the oracle (run with the careful policy)
must pass, a do-nothing agent must fail, resets and oracle runs must be deterministic, the fixture must
build to the same bytes twice, every fault rule must fire under the oracle, and every object the task
names must exist in the initial state. Prints a table and exits 1 on any defect.
"""


def add_parser(sub: Any) -> None:
    parser = sub.add_parser(
        "validate",
        help="prove that tasks are solvable, non-trivial and deterministic",
        description=DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "suite", nargs="?", default="core", help="a built-in suite name or a path (default: core)"
    )
    parser.add_argument("--task", action="append", default=[], help="only these task ids (repeatable)")
    parser.add_argument("--json", action="store_true", help="print the reports as JSON instead of a table")


def run(args: argparse.Namespace) -> int:
    from toolproof.tasks.loader import TaskLoadError, load_suite
    from toolproof.tasks.validator import TaskReport, render_table, validate

    try:
        tasks = load_suite(args.suite)
    except TaskLoadError as exc:
        print(f"toolproof validate: {exc}", file=sys.stderr)
        return 2
    if args.task:
        unknown = sorted(set(args.task) - {t.id for t in tasks})
        if unknown:
            print(f"toolproof validate: no task(s) {', '.join(unknown)} in {args.suite}", file=sys.stderr)
            return 2
        tasks = [t for t in tasks if t.id in args.task]
    if not tasks:
        print(f"toolproof validate: {args.suite} has no tasks", file=sys.stderr)
        return 2

    def progress(report: TaskReport) -> None:
        if not args.json and sys.stderr.isatty():
            print(f"  {'ok    ' if report.ok else 'DEFECT'} {report.task}", file=sys.stderr, flush=True)

    reports = validate(tasks, progress=progress)
    if args.json:
        out = [
            {
                "task": r.task,
                "ok": r.ok,
                "checks": [{"name": c.name, "ok": c.ok, "detail": c.detail} for c in r.checks],
            }
            for r in reports
        ]
        print(json.dumps(out, indent=2))
    else:
        print(render_table(reports))
    return 0 if all(r.ok for r in reports) else 1
