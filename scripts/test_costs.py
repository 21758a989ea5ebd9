#!/usr/bin/env python3
"""Read what ``pytest --cpu-costs-json PATH`` recorded (tests/support/cpu_costs.py): the costliest test
files, two runs compared, a run's wall time estimated over N workers.

    scripts/test_costs.py table RUN.json [--top 30]
    scripts/test_costs.py compare BEFORE.json AFTER.json [FILE ...]   # CPU s per file, before → after
    scripts/test_costs.py estimate RUN.json [--workers 2] [--collect S]

Every number is CPU seconds (user + system, the test process and the children it reaped), not wall
seconds: on a loaded machine the first is far steadier. ``estimate`` replays xdist's ``--dist loadfile``
(a worker takes the next file when it is free, the files in xdist's default order: most tests first)
over N workers, beside the bound of a perfect share; ``--collect`` adds each worker's collection
(every worker imports every test module before its first test: ``pytest --collect-only --cpu-costs``
in one process measures it).
"""

from __future__ import annotations

import argparse
import heapq
import json
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def load(path: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(Path(path).read_text(encoding="utf-8"))
    return data


def per_file(run: dict[str, Any]) -> dict[str, dict[str, float]]:
    """File → {cpu, tests}; CPU is own + children."""
    files: dict[str, dict[str, float]] = defaultdict(lambda: {"cpu": 0.0, "tests": 0})
    for entry in run["tests"].values():
        row = files[entry["file"]]
        row["cpu"] += entry["cpu_s"] + entry["cpu_children_s"]
        row["tests"] += 1
    return dict(files)


def table(run: dict[str, Any], top: int) -> str:
    files = per_file(run)
    total = sum(r["cpu"] for r in files.values())
    lines = [f"{len(files)} files, {sum(int(r['tests']) for r in files.values())} tests, {total:.0f} CPU s"]
    lines.append(f"{'cpu s':>8} {'share':>6} {'tests':>6}  file")
    for name, row in sorted(files.items(), key=lambda kv: (-kv[1]["cpu"], kv[0]))[:top]:
        lines.append(f"{row['cpu']:8.1f} {100 * row['cpu'] / total:5.1f}% {int(row['tests']):6d}  {name}")
    collected = run.get("collected") or {}
    if collected:
        lines.append(f"collection (one process): {sum(collected.values()):.0f} CPU s")
    return "\n".join(lines)


def compare(before: dict[str, Any], after: dict[str, Any], only: list[str]) -> str:
    old, new = per_file(before), per_file(after)
    names = only or sorted(set(old) | set(new), key=lambda n: -old.get(n, {"cpu": 0.0})["cpu"])
    lines = [f"{'before':>8} {'after':>8} {'ratio':>6}  file"]
    total_old = total_new = 0.0
    for name in names:
        a = old.get(name, {"cpu": 0.0})["cpu"]
        b = new.get(name, {"cpu": 0.0})["cpu"]
        total_old, total_new = total_old + a, total_new + b
        ratio = f"{b / a:6.2f}" if a else "     -"
        lines.append(f"{a:8.1f} {b:8.1f} {ratio}  {name}")
    ratio = f"{total_new / total_old:6.2f}" if total_old else "     -"
    lines.append(f"{total_old:8.1f} {total_new:8.1f} {ratio}  (total)")
    return "\n".join(lines)


def makespan(costs: list[float], workers: int) -> float:
    """When the last worker finishes, each taking the next job in ``costs``' order when it is free."""
    free = [0.0] * workers
    for cost in costs:
        heapq.heappush(free, heapq.heappop(free) + cost)
    return max(free)


def estimate(run: dict[str, Any], workers: int, collect: float) -> str:
    files = per_file(run)
    names = list(files)  # the run's own order (node ids sorted), then xdist's stable sort by count
    by_tests = sorted(names, key=lambda n: -files[n]["tests"])
    total = sum(r["cpu"] for r in files.values())
    lines = [
        f"{total:.0f} CPU s in tests over {workers} workers: {total / workers:.0f} s if perfectly shared",
        f"most tests first (xdist's default): {makespan([files[n]['cpu'] for n in by_tests], workers):.0f} s",
    ]
    if collect:
        lines.append(f"each worker first collects: + {collect:.0f} s")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("table")
    p.add_argument("run")
    p.add_argument("--top", type=int, default=30)
    p = sub.add_parser("compare")
    p.add_argument("before")
    p.add_argument("after")
    p.add_argument("files", nargs="*")
    p = sub.add_parser("estimate")
    p.add_argument("run")
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--collect", type=float, default=0.0, help="each worker's collection, CPU s")
    args = parser.parse_args(argv)
    if args.command == "table":
        print(table(load(args.run), args.top))
    elif args.command == "compare":
        print(compare(load(args.before), load(args.after), args.files))
    else:
        print(estimate(load(args.run), args.workers, args.collect))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
