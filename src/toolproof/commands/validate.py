"""``toolproof validate [SUITE|PATH]``: prove every task before it ships."""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any

from toolproof.commands.serve import positive_int

DESCRIPTION = """\
Prove tasks. Every agent runs with the task's refs withheld, so the oracle must find what it acts on
through the tools. For every task:

  solvable       the oracle passes (careful policy, twice, same end state; and with one attempt per
                 step), and every id it sends was shown to it first (discoverable)
  not trivial    agents that make no call and claim done / impossible / need_info / failed fail
  grounded       a refusing oracle's own claim and words, with zero calls, fail: the reason counts
                 only with the evidence it rests on (expect.evidence), or says why none is needed
  not fooled     every mutant of the oracle fails: a write dropped or repeated, a look-alike picked,
                 an id swapped for a similar row's, an amount, time or flag changed, another claim,
                 a required fact missing from the message (or the task marks it equivalent, with a
                 reason); every hand-written wrong plan fails
  not narrow     every alternate plan (another right way) passes, and so does the oracle's final
                 message said other honest ways (each value in its other forms, bullets, a table,
                 curly quotes, a closing line, its sentences reversed): --only honest runs just these
  well-formed    refs resolve, named objects exist, facts are not already in the instruction, the
                 fixture and resets are deterministic
  under faults   the careful oracle passes each fault variant, and every fault rule fires
  every field    every field of a row the oracle created or changed, set to another plausible value
                 in its final state (field:<table>.<column>), fails: the task pins it, or marks it
                 equivalent with a reason; columns only the API sets are declared per service

For a whole suite, every task family must carry at least one alternate. Prints a table (or --json)
and exits 1 on any defect. The rules and the suite's numbers: docs/validity.md.
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
    parser.add_argument(
        "--task",
        action="append",
        default=[],
        metavar="PATTERN",
        help="only tasks matching: an id, a glob or tag:NAME (repeatable)",
    )
    parser.add_argument(
        "--only",
        choices=["honest"],
        default=None,
        help="run only these controls: honest = the oracle's message said other honest ways must pass",
    )
    parser.add_argument(
        "--only-mutants",
        default="",
        metavar="PREFIX[,PREFIX]",
        help="only the structure, the oracle and the mutants whose ids start with a prefix: a cheap sweep "
        "of one kind (field: every field of what the oracle wrote set to another value; negated-,"
        "reports-failure,pairs-split: the final message saying the opposite; fails-text,negated-text: "
        "a post or comment saying the opposite; offers-: a policy refusal offering the write on the "
        "user's say-so; field:+: a service's flag added to a list member the oracle wrote; claims-contact: "
        "a done message also claiming an e-mail, call, text or letter no call made; claims-write, "
        "claims-act: a done message also claiming a write or an act (a ping, a request) never made; "
        "post-append: a text the instruction dictates, written with an unasked claim after it; "
        "wrong-name: a message or post naming a row's look-alike; wrong-last4, wrong-enum, "
        "invented-reply: a message stating another card's digits, another value of a field it read, "
        "or a reply from someone who said nothing; row-value, row-last4, row-enum: a named row given "
        "another row's date, amount, card digits or field value)",
    )
    parser.add_argument("--json", action="store_true", help="print the reports as JSON instead of a table")
    parser.add_argument(
        "--workers",
        type=positive_int,
        default=0,
        metavar="N",
        help="validate N tasks side by side in worker processes (default: one per core)",
    )


def run(args: argparse.Namespace) -> int:
    from toolproof.runs.validation import TaskReport, render_table, suite_defects, summarise, validate
    from toolproof.tasks.catalog import load_selected, runnable
    from toolproof.tasks.loader import TaskLoadError

    try:
        chosen = load_selected(args.suite, args.task)
    except (TaskLoadError, ValueError) as exc:
        print(f"toolproof validate: {exc}", file=sys.stderr)
        return 2
    tasks, skipped = runnable(chosen)
    if skipped is not None:
        print(f"toolproof validate: {skipped}", file=sys.stderr)
        if not tasks:  # nothing is defective: the tasks cannot be checked on this machine
            return 0
    if not tasks:
        print(f"toolproof validate: {args.suite} has no tasks", file=sys.stderr)
        return 2

    def progress(report: TaskReport) -> None:
        if not args.json and sys.stderr.isatty():
            print(f"  {'ok    ' if report.ok else 'DEFECT'} {report.task}", file=sys.stderr, flush=True)

    workers = args.workers or os.cpu_count() or 1
    only = tuple(p.strip() for p in args.only_mutants.split(",") if p.strip())
    reports = validate(tasks, progress=progress, workers=workers, only=args.only, only_mutants=only)
    summary = summarise(reports)
    # Alternates are a property of a family, so only a whole suite can be missing them.
    problems = [] if args.task or args.only or only else suite_defects(summary)
    if args.json:
        out = {
            "tasks": [r.to_dict() for r in reports],
            "summary": summary.to_dict(),
            "suite_defects": problems,
        }
        print(json.dumps(out, indent=2, ensure_ascii=False))
    else:
        print(render_table(reports))
        for problem in problems:
            print(f"✗ {problem}")
    return 0 if all(r.ok for r in reports) and not problems else 1
