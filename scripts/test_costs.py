#!/usr/bin/env python3
"""Read what ``pytest --cpu-costs-json PATH`` recorded (tests/support/cpu_costs.py): the costliest test
files, two runs compared, a run's wall time estimated over N workers.

    scripts/test_costs.py table RUN.json [--top 30]
    scripts/test_costs.py compare BEFORE.json AFTER.json [FILE ...]   # CPU s per file, before → after
    scripts/test_costs.py estimate RUN.json [--workers 2] [--collect S]
    scripts/test_costs.py timeline RUN.json [--top 12]    # each worker's busy seconds, idle head and tail
    scripts/test_costs.py write-table RUN.json [RUN.json ...]   # tests/support/costs.json, the schedule's

Every number is CPU seconds (user + system, the test process and the children it reaped), not wall
seconds: on a loaded machine the first is far steadier. ``estimate`` replays ``--dist loadfile`` (a
worker takes the next unit when it is free; the fan-out unit as ``tests/support/schedule.py`` forms it)
over N workers in xdist's default order (most tests first) and longest first, beside the bound of a
perfect share; ``--collect`` adds each worker's collection (every worker imports every test module
before its first test: ``pytest --collect-only --cpu-costs`` in one process measures it).

``timeline`` reads when each test ran (a run recorded since stop 72): per worker, the seconds from the
session's start to its first test (start-up and collection), its busy seconds (the tests' own phases),
the gaps between its tests, and its idle tail after its last test, and the units it ran in order.
``write-table`` writes the committed cost table the scheduler orders by (CPU seconds per file, the mean
over the runs given; the files whose tests read the fan-out suite in any of them).
"""

from __future__ import annotations

import argparse
import heapq
import json
import statistics
import sys
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from tests.support import schedule  # noqa: E402 - the scheduler's own units, from the repository root

TABLE = schedule.TABLE


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


def units(run: dict[str, Any], fanout: set[str] | None = None) -> dict[str, dict[str, float]]:
    """Work unit → {cpu, tests}, as ``tests/support/schedule.py`` forms them: each file, but the fan-out
    readers as one unit (those whose text names it, those the committed table lists, and this run's
    own, or only ``fanout`` when given)."""
    files = per_file(run)
    if fanout is None:
        listed = set(schedule.table()["reads_fanout"]) | fanout_readers(run)
        fanout = {n for n in files if schedule.scope(ROOT, n, {"reads_fanout": listed}) != n}
    out: dict[str, dict[str, float]] = defaultdict(lambda: {"cpu": 0.0, "tests": 0})
    for name, row in files.items():
        unit = out[schedule.FANOUT_UNIT if name in fanout else name]
        unit["cpu"] += row["cpu"]
        unit["tests"] += row["tests"]
    return dict(out)


def fanout_readers(run: dict[str, Any]) -> set[str]:
    """The files with a test that read the fan-out suite (recorded since stop 72)."""
    return {e["file"] for e in run["tests"].values() if "fanout" in e.get("suites", ())}


def estimate(run: dict[str, Any], workers: int, collect: float) -> str:
    work = units(run)
    names = list(work)  # the run's own order (node ids sorted), then xdist's stable sort by count
    by_tests = sorted(names, key=lambda n: -work[n]["tests"])
    by_cost = sorted(names, key=lambda n: -work[n]["cpu"])
    total = sum(r["cpu"] for r in work.values())
    lines = [
        f"{total:.0f} CPU s in tests over {workers} workers: {total / workers:.0f} s if perfectly shared",
        f"most tests first (xdist's default): {makespan([work[n]['cpu'] for n in by_tests], workers):.0f} s",
        f"longest first: {makespan([work[n]['cpu'] for n in by_cost], workers):.0f} s",
    ]
    if collect:
        lines.append(f"each worker first collects: + {collect:.0f} s")
    return "\n".join(lines)


def timeline(run: dict[str, Any], top: int) -> str:
    """Each worker's start-up, busy seconds, gaps and idle tail, from when its tests ran."""
    start, stop = run["session_start"], run["session_stop"]
    by_worker: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for nodeid, entry in run["tests"].items():
        by_worker[str(entry.get("worker"))].append({**entry, "nodeid": nodeid})
    lines = [
        f"session {stop - start:.0f} s; the controller's own CPU {run.get('controller_cpu_s', 0.0):.0f} s",
        f"{'worker':>6} {'tests':>6} {'head s':>7} {'busy s':>7} {'cpu s':>7} {'gaps s':>7} {'tail s':>7}",
    ]
    for worker, entries in sorted(by_worker.items()):
        entries.sort(key=lambda e: e["start"])
        busy = sum(e["stop"] - e["start"] for e in entries)
        cpu = sum(e["cpu_s"] + e["cpu_children_s"] for e in entries)
        head = entries[0]["start"] - start
        tail = stop - entries[-1]["stop"]
        gaps = (entries[-1]["stop"] - entries[0]["start"]) - busy
        lines.append(
            f"{worker:>6} {len(entries):6d} {head:7.1f} {busy:7.1f} {cpu:7.1f} {gaps:7.1f} {tail:7.1f}"
        )
    lines.append(f"the {top} longest file runs (seconds from the session's start):")
    spans: dict[tuple[str, str], list[float]] = {}
    for worker, entries in by_worker.items():
        for e in entries:
            span = spans.setdefault((worker, e["file"]), [e["start"], e["stop"], 0.0])
            span[0], span[1] = min(span[0], e["start"]), max(span[1], e["stop"])
            span[2] += e["cpu_s"] + e["cpu_children_s"]
    for (worker, name), (a, b, cpu) in sorted(spans.items(), key=lambda kv: kv[1][0] - kv[1][1])[:top]:
        lines.append(f"  {worker:>4} {a - start:7.1f} → {b - start:7.1f}  cpu {cpu:6.1f}  {name}")
    return "\n".join(lines)


def write_table(
    runs: Sequence[dict[str, Any]], readers_only: Sequence[dict[str, Any]] = ()
) -> dict[str, Any]:
    """The cost table: each file's CPU seconds (the mean over the runs that ran it), the default a test
    (the median over the files of their cost a test) and the files that read the fan-out suite in any
    run (``readers_only``: runs of a few tests, that add their readers and not their costs)."""
    costs: dict[str, list[float]] = defaultdict(list)
    per_test: list[float] = []
    readers: set[str] = set()
    for run in runs:
        for name, row in per_file(run).items():
            costs[name].append(row["cpu"])
            per_test.append(row["cpu"] / row["tests"])
        readers |= fanout_readers(run)
    for run in readers_only:
        readers |= fanout_readers(run)
    return {
        "comment": "CPU s per test file: scripts/test_costs.py write-table (tests/support/schedule.py)",
        "per_test_s": round(statistics.median(per_test), 4) if per_test else 0.0,
        "reads_fanout": sorted(readers),
        "files": {name: round(statistics.fmean(v), 1) for name, v in sorted(costs.items())},
    }


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
    p = sub.add_parser("timeline")
    p.add_argument("run")
    p.add_argument("--top", type=int, default=12)
    p = sub.add_parser("write-table")
    p.add_argument("runs", nargs="+")
    p.add_argument("--out", default=str(TABLE))
    p.add_argument("--readers", nargs="*", default=[], help="runs whose fan-out readers only are added")
    args = parser.parse_args(argv)
    if args.command == "table":
        print(table(load(args.run), args.top))
    elif args.command == "compare":
        print(compare(load(args.before), load(args.after), args.files))
    elif args.command == "estimate":
        print(estimate(load(args.run), args.workers, args.collect))
    elif args.command == "timeline":
        print(timeline(load(args.run), args.top))
    else:
        made = write_table([load(r) for r in args.runs], [load(r) for r in args.readers])
        text = json.dumps(made, indent=1, sort_keys=True) + "\n"
        Path(args.out).write_text(text, encoding="utf-8")
        print(f"wrote {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
