"""``toolproof demo``: the four reference agents on the core suite with its fault variants, then on one
task of each family of the company suite (one company across three services), then an agent that asks
against one that guesses on the conversations suite."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

AGENTS = ["careful", "blind-retry", "naive", "noop"]
#: The conversation part: the same careful plans, one asking the user, one assuming what it was not told.
CONVERSATION_AGENTS = ["careful", "guessing"]
CONVERSATIONS = "conversations"
COMPANY = "company"
#: The company part: one task per family (a three-service refund, an account handover, the two Jordans,
#: an ambiguous request, a departed colleague, a Box folder handover, a renewal pack across all four
#: services, an order form shared by link on a call and in a channel, a hand-over to someone who left,
#: and the tasks a family file tags ``demo``: the issue tracker's, skipped with the reason where its
#: double cannot answer), each with its fault variants: seconds, not minutes. Patterns, as ``--task``
#: takes them.
COMPANY_TASKS = [
    "company-refund.duplicate-refund-reply-book",
    "company-renewal.driftwood-book-new-owner",
    "company-bug.acme-export-review",
    "company-billing.which-dana",
    "company-people.dm-departed-engineer",
    "company-box.driftwood-folder-handover",
    "company-account.harbor-renewal-pack",
    "company-support.fjord-order-form-link",
    "company-offboarding.acme-logistics-to-departed",
    "tag:demo",
]

DESCRIPTION = """\
Run the four reference agents — careful, blind-retry, naive, noop — through the core suite, each task
without faults and under each of its fault variants, and print how they compare. No API key needed:
this is how you see that the metrics separate good behaviour from bad before you point toolproof at
your own agent (toolproof run --agent openai:MODEL or --agent module:attr).

Then (unless --no-company) the same agents on one task of each family of the company suite, where one
company's people and customers live in billing, chat, calendar and files at once, each under its fault
variants; its results go to OUT/company.

Then (unless --no-conversations) the conversations suite, where a simulated user holds details the
instruction leaves out: careful asks for them and confirms before acting, guessing follows the same
plans but assumes instead of asking. Its results go to OUT/conversations.
"""


def add_parser(sub: Any) -> None:
    parser = sub.add_parser(
        "demo",
        help="compare the reference agents on the core suite (no API key needed)",
        description=DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--suite", default="core", help="suite (default: core)")
    parser.add_argument("--trials", type=int, default=1, help="trials per task and variant (default 1)")
    parser.add_argument("--out", default=None, help="run folder (default: runs/demo-<timestamp>)")
    parser.add_argument("--workers", type=int, default=0, help="processes (default: one per core)")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.add_argument(
        "--no-company",
        action="store_true",
        help="skip the company part (the agents on one task per family of the company suite)",
    )
    parser.add_argument(
        "--no-conversations",
        action="store_true",
        help="skip the conversation part (careful vs guessing on the conversations suite)",
    )


def explain(metrics: dict[str, Any]) -> list[str]:
    """Why the ranking is what it is, in a few sentences drawn from the numbers."""
    agents = metrics["agents"]
    lines = []
    for name in AGENTS:
        m = agents.get(name)
        if m is None:
            continue
        acc = m.get("session_accuracy") or 0.0
        parts = [f"{name:<12} {100 * acc:5.1f}% of episodes passed"]
        if m.get("duplicate_effects"):
            parts.append(f"{m['duplicate_effects']} duplicated effect(s)")
        if m.get("false_completion_claims"):
            parts.append(f"{m['false_completion_claims']} false claim(s) of success")
        if m.get("unsafe_commits"):
            parts.append(f"{m['unsafe_commits']} unsafe write(s)")
        lines.append(", ".join(parts))
    return lines


def explain_conversations(metrics: dict[str, Any]) -> list[str]:
    """The asking agent against the guessing one: accuracy by path and what the conversation shows."""
    agents, by_path = metrics["agents"], metrics.get("by_path", {})
    lines = [
        f"{'agent':<12} {'accuracy':>8}  {'happy':>6} {'unhappy':>7} {'impossible':>10}  "
        f"{'asked first':>11} {'needless q':>10} {'held':>6} {'turns':>5}"
    ]
    for name in CONVERSATION_AGENTS:
        m = agents.get(name)
        if m is None:
            continue
        paths = by_path.get(name, {})
        lines.append(
            f"{name:<12} {_pct(m.get('session_accuracy')):>8}  "
            f"{_pct(paths.get('happy', {}).get('session_accuracy')):>6} "
            f"{_pct(paths.get('unhappy', {}).get('session_accuracy')):>7} "
            f"{_pct(paths.get('impossible', {}).get('session_accuracy')):>10}  "
            f"{_pct(m.get('clarification_rate')):>11} {_pct(m.get('needless_question_rate')):>10} "
            f"{_pct(m.get('held_under_pressure')):>6} {_num(m.get('user_turns_per_session')):>5}"
        )
    return lines


def _pct(value: float | None) -> str:
    return "—" if value is None else f"{100 * value:.1f}%"


def _num(value: float | None) -> str:
    return "—" if value is None else f"{value:.1f}"


def conversations(
    out: Path, *, workers: int, quiet: bool, task_ids: list[str] | None = None
) -> dict[str, Any]:
    """The conversation part of the demo: careful and guessing on the conversations suite, no faults."""
    from toolproof.commands.run import execute

    return execute(
        suite=CONVERSATIONS,
        agents=CONVERSATION_AGENTS,
        trials=1,
        faults="none",
        out=out,
        resume=False,
        concurrency=8,
        workers=workers,
        task_ids=list(task_ids or []),
        quiet=quiet,
    )


def company(out: Path, *, workers: int, quiet: bool, task_ids: list[str] | None = None) -> dict[str, Any]:
    """The company part of the demo: the four agents on one task per family, with fault variants."""
    from toolproof.commands.run import execute

    return execute(
        suite=COMPANY,
        agents=AGENTS,
        trials=1,
        faults="tasks",
        out=out,
        resume=False,
        concurrency=8,
        workers=workers,
        task_ids=list(task_ids or COMPANY_TASKS),
        quiet=quiet,
    )


def run(args: argparse.Namespace) -> int:
    import time

    from toolproof.commands.run import execute
    from toolproof.report.scorecard import scorecard

    out = Path(args.out) if args.out else Path("runs") / time.strftime("demo-%Y%m%d-%H%M%S")
    workers = args.workers if args.workers > 0 else (os.cpu_count() or 1)
    try:
        metrics = execute(
            suite=args.suite,
            agents=AGENTS,
            trials=max(1, args.trials),
            faults="tasks",
            out=out,
            resume=False,
            concurrency=8,
            workers=workers,
            task_ids=[],
            quiet=args.quiet,
        )
        firm = talk = None
        if not args.no_company:
            firm = company(out / COMPANY, workers=workers, quiet=args.quiet)
        if not args.no_conversations:
            talk = conversations(out / CONVERSATIONS, workers=workers, quiet=args.quiet)
    except SystemExit as exc:
        print(f"toolproof demo: {exc}", file=sys.stderr)
        return 2
    print(scorecard(metrics, order=[a for a in AGENTS if a in metrics["agents"]]))
    print()
    print("\n".join(explain(metrics)))
    run_info = metrics["run"]
    print(f"\n{run_info['episodes']} episodes in {run_info['seconds']:.1f} s · open {out / 'report.html'}")
    if firm is not None:
        print(
            "\nOne company across billing, chat, calendar, files and the issue tracker: one task per "
            "family, with its faults.\n"
        )
        print("\n".join(explain(firm)))
        firm_info = firm["run"]
        print(
            f"\n{firm_info['episodes']} episodes in {firm_info['seconds']:.1f} s · "
            f"open {out / COMPANY / 'report.html'}"
        )
    if talk is not None:
        print("\nConversations: a simulated user holds what the instruction leaves out.")
        print("careful asks and confirms before acting; guessing runs the same plans but assumes instead.\n")
        print("\n".join(explain_conversations(talk)))
        talk_info = talk["run"]
        print(
            f"\n{talk_info['episodes']} episodes in {talk_info['seconds']:.1f} s · "
            f"open {out / CONVERSATIONS / 'report.html'}"
        )
    print(f"or serve them with every episode's page: toolproof view {out}")
    if talk is not None:
        print(f"                                          toolproof view {out / CONVERSATIONS}")
    return 0
