"""``toolproof demo``: the four reference agents on the core suite with its fault variants."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

AGENTS = ["careful", "blind-retry", "naive", "noop"]

DESCRIPTION = """\
Run the four reference agents — careful, blind-retry, naive, noop — through the core suite, each task
without faults and under each of its fault variants, and print how they compare. No API key needed:
this is how you see that the metrics separate good behaviour from bad before you point toolproof at
your own agent (toolproof run --agent openai:MODEL or --agent module:attr).
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


def run(args: argparse.Namespace) -> int:
    import time

    from toolproof.commands.run import execute
    from toolproof.report.scorecard import scorecard

    out = Path(args.out) if args.out else Path("runs") / time.strftime("demo-%Y%m%d-%H%M%S")
    try:
        metrics = execute(
            suite=args.suite,
            agents=AGENTS,
            trials=max(1, args.trials),
            faults="tasks",
            out=out,
            resume=False,
            concurrency=8,
            workers=args.workers if args.workers > 0 else (os.cpu_count() or 1),
            task_ids=[],
            quiet=args.quiet,
        )
    except SystemExit as exc:
        print(f"toolproof demo: {exc}", file=sys.stderr)
        return 2
    print(scorecard(metrics, order=[a for a in AGENTS if a in metrics["agents"]]))
    print()
    print("\n".join(explain(metrics)))
    run_info = metrics["run"]
    print(f"\n{run_info['episodes']} episodes in {run_info['seconds']:.1f} s · open {out / 'report.html'}")
    print(f"or serve it with every episode's page: toolproof view {out}")
    return 0
