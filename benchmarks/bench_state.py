"""State comparisons on the three-service world: diff since a snapshot and the full state hash.

Run: ``.venv/bin/python benchmarks/bench_state.py`` (``--quick`` for a smoke run). Each figure is
timed against its baseline in the same round, rounds interleaved, so load from other processes hits
both alike; the ratio (median over rounds, with min and max) is what to read:

- diff since a snapshot after 10 writes: the journal-driven diff (only the rows the journal names
  after the snapshot; the first diff against a snapshot also thaws it, printed apart) against the
  row-by-row comparison of every table (``diff_stores``);
- full state hash: the compiled scan (rows encoded by SQLite where that is exact) against the
  row-by-row definition (``table_sums_rowwise``), and against the floor of copying the state's bytes.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time
from collections.abc import Callable

from _common import fmt_time, use_example_service

use_example_service()

from toolproof.world import World  # noqa: E402
from toolproof.world.diff import diff_stores  # noqa: E402
from toolproof.world.hashing import combine, table_sums, table_sums_rowwise  # noqa: E402

#: The clock figures are read on: wall time, or this thread's CPU time (``--cpu``: on a shared
#: machine the wall clock also counts the time spent waiting for a core).
_clock = time.perf_counter_ns


def _time(fn: Callable[[], object], repeat: int) -> float:
    samples = []
    for _ in range(repeat):
        t0 = _clock()
        fn()
        samples.append(_clock() - t0)
    return statistics.median(samples) / 1e9


def _spread(values: list[float]) -> str:
    return f"{statistics.median(values):7.1f}× (min {min(values):.1f}×, max {max(values):.1f}×)"


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="3 rounds, few repeats (smoke run)")
    parser.add_argument("--rounds", type=int, default=7, help="interleaved rounds (default 7)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON too")
    parser.add_argument("--cpu", action="store_true", help="time by this thread's CPU time, not wall time")
    args = parser.parse_args()
    if args.cpu:
        global _clock
        _clock = time.thread_time_ns
    rounds = 3 if args.quick else args.rounds
    fast_n, slow_n = (20, 1) if args.quick else (200, 3)

    world = World(["stripe", "slack", "gcal"], seed=0)
    rows = sum(world.store.count(t) for t in world.tables)
    channel = world.rows("slack_channels")[0]["id"]
    snap = world.snapshot()
    for i in range(10):
        world.call("slack.chat.postMessage", {"channel": channel, "text": f"bench {i}"})
    cold = time.perf_counter()
    first = world.diff(snap)
    cold = time.perf_counter() - cold
    assert first.to_dict() == diff_stores(snap.store(world.tables), world.store).to_dict()
    assert table_sums(world.store) == table_sums_rowwise(world.store)

    figures: dict[str, list[float]] = {k: [] for k in ("diff", "diff_old", "hash", "hash_old", "copy")}
    for _ in range(rounds):
        figures["diff"].append(_time(lambda: world.diff(snap), fast_n))
        figures["diff_old"].append(_time(lambda: diff_stores(snap.store(world.tables), world.store), slow_n))
        figures["hash"].append(_time(lambda: combine(world.store, table_sums(world.store)), slow_n))
        figures["hash_old"].append(
            _time(lambda: combine(world.store, table_sums_rowwise(world.store)), slow_n)
        )
        figures["copy"].append(_time(world.conn.serialize, fast_n))
    med = {k: statistics.median(v) for k, v in figures.items()}
    diff_ratio = [o / n for o, n in zip(figures["diff_old"], figures["diff"], strict=True)]
    hash_ratio = [o / n for o, n in zip(figures["hash_old"], figures["hash"], strict=True)]
    floor_ratio = [n / c for n, c in zip(figures["hash"], figures["copy"], strict=True)]
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"{rows:,} rows (stripe+slack+gcal), {platform.python_version()}, {os.cpu_count()} CPUs, "
        f"load {load:.1f}, {rounds} interleaved rounds, {'CPU' if args.cpu else 'wall'} time"
    )
    print(f"diff since snapshot, 10 writes  {fmt_time(med['diff'])}   target ≤ 1 ms (first {fmt_time(cold)})")
    print(
        f"  row-by-row diff (baseline)    {fmt_time(med['diff_old'])}   journal {_spread(diff_ratio)} faster"
    )
    print(f"full state hash                 {fmt_time(med['hash'])}   target ≤ 20 ms")
    print(
        f"  row-by-row hash (baseline)    {fmt_time(med['hash_old'])}   compiled {_spread(hash_ratio)} faster"
    )
    print(f"  copy of the state bytes       {fmt_time(med['copy'])}   hash = {_spread(floor_ratio)} the copy")
    if args.json:
        print(json.dumps({"rows": rows, "median_s": med, "rounds": figures}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
