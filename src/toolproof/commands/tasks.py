"""``toolproof tasks [SUITE] [--task PATTERN] [--json]``: what tasks a suite has, in well under a second."""

from __future__ import annotations

import argparse
import json
from typing import Any

from toolproof.commands._common import CliError

DESCRIPTION = """\
List a suite's tasks: id, services, fault variants and tags (--json: also title, path type, instruction
and source file). Tasks are read, not validated: `toolproof validate` proves them.

--task takes the same patterns as `toolproof run` and `toolproof validate`:
  an id                      stripe-multi.refund-duplicate-announce-billing
  a glob over ids            'stripe-multi.*'   '*refund*'
  tag:NAME (a glob too)      tag:refunds   'tag:time-*'
"""


def add_parser(sub: Any) -> None:
    parser = sub.add_parser(
        "tasks",
        help="list a suite's tasks (ids, services, variants, tags)",
        description=DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "suite", nargs="?", default="core", help="built-in suite name or path (default: core)"
    )
    parser.add_argument(
        "--task", action="append", default=[], metavar="PATTERN", help="only tasks matching (repeatable)"
    )
    parser.add_argument("--json", action="store_true", help="a JSON list, one object per task")


def run(args: argparse.Namespace) -> int:
    from toolproof.tasks.catalog import entries, select
    from toolproof.tasks.loader import TaskLoadError

    try:
        chosen = select(entries(args.suite), args.task)
    except (TaskLoadError, ValueError) as exc:
        raise CliError(str(exc)) from None
    rows = [e.to_dict() for e in chosen]
    if args.json:
        print(json.dumps(rows, indent=2, ensure_ascii=False))
        return 0
    if not rows:
        print(f"{args.suite} has no tasks")
        return 0
    width = max(len(r["id"]) for r in rows)
    for r in rows:
        variants = f"{len(r['variants'])} fault variant(s)" if r["variants"] else "no fault variants"
        print(f"{r['id']:<{width}}  {','.join(r['services']):<16} {variants:<20} {' '.join(r['tags'])}")
    print(f"\n{len(rows)} task(s) in {args.suite}")
    return 0
