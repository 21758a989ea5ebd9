"""State comparisons on the three-service world: the full state hash and diffs, against a floor.

Run: ``.venv/bin/python benchmarks/bench_state.py`` (``--cpu`` times by CPU, ``--quick`` for a smoke
run). Two scenarios, each 10 writes after a reset: 10 ``slack.chat.postMessage`` (the largest table,
5,774 rows, is written) and 10 ``stripe.customers.create`` (the 300-row customers table, as
``compare.py`` does). Every figure is timed in every round, rounds interleaved, and divided by the
**floor** timed in the same round: reading every row once, one ``SELECT … fetchall()`` per table, which
any hash that looks at every row must at least do. Printed: the median time and the median ratio to
the floor with its min and max over rounds.

- ``state_hash(full=True)``: the journal-free full hash (tables whose pages are the fixture's keep
  its digest, the rest rescanned); ``hashing.state_hash``: every table rescanned (the compiled scan);
  ``table_sums_rowwise``: the row-by-row definition both equal; ``state_hash()``: the incremental
  hash (the fixture's digests updated from the journal);
- diffs after the 10 writes: since a snapshot taken before them (an ancestor; the world keeps the
  last snapshot it diffed against thawed, so also two diffs alternating between two snapshots, each
  thawing its snapshot anew), since reset, since a snapshot of another world of the same fixture
  (two journals), and the row-by-row comparison of every table (``diff_stores``) they all equal.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sqlite3
import statistics
import sys
import time
from collections.abc import Callable

from _common import fmt_time, full_reset, use_example_service

use_example_service()

from toolproof.world import World  # noqa: E402
from toolproof.world.diff import diff_stores  # noqa: E402
from toolproof.world.hashing import combine, state_hash, table_sums_rowwise  # noqa: E402

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


def _read_all(conn: sqlite3.Connection, selects: list[str]) -> None:
    for sql in selects:
        conn.execute(sql).fetchall()


class Scenario:
    """A world after 10 writes of one kind, the snapshots to diff against, and the figures to time."""

    def __init__(self, name: str, world: World, other: World, write: Callable[[World, int], object]) -> None:
        self.name = name
        full_reset(world)()
        self.before = world.snapshot()
        self.alternate = world.snapshot()  # the same state: diffing against each in turn thaws it anew
        for i in range(10):
            write(world, i)
        write(other, 99)
        self.foreign = other.snapshot()
        store, tables = world.store, world.tables
        selects = [
            f'SELECT {", ".join(chr(34) + c + chr(34) for c in t.column_names)} FROM "{n}"'
            for n, t in tables.items()
        ]
        # Checked before timing: every fast path gives exactly what its definition gives.
        expected = combine(store, table_sums_rowwise(store))
        assert world.state_hash(full=True) == state_hash(store) == world.state_hash() == expected
        for snap in (self.before, self.foreign):
            assert world.diff(snap).to_dict() == diff_stores(snap.store(tables), store).to_dict()
        self.changed = sorted(set(tables) - (world.fixture.page_map() or _NoPages).unchanged(world.conn))
        self.fast: dict[str, Callable[[], object]] = {
            "floor": lambda: _read_all(world.conn, selects),
            "hash_full": lambda: world.state_hash(full=True),
            "hash_scan": lambda: state_hash(store),
            "hash_incremental": world.state_hash,
            "diff_snapshot": lambda: world.diff(self.before),
            "diff_cold": lambda: (world.diff(self.alternate), world.diff(self.before)),
            "diff_reset": world.diff,
            "diff_foreign": lambda: world.diff(self.foreign),
        }
        self.slow: dict[str, Callable[[], object]] = {
            "hash_rowwise": lambda: combine(store, table_sums_rowwise(store)),
            "diff_rowwise": lambda: diff_stores(self.before.store(tables), store),
        }


class _NoPages:
    @staticmethod
    def unchanged(conn: sqlite3.Connection) -> frozenset[str]:
        return frozenset()


LABELS = {
    "hash_full": ("full state hash, state_hash(full=True)", 20e-3),
    "hash_scan": ("  every table rescanned (hashing.state_hash)", None),
    "hash_rowwise": ("  row-by-row definition (table_sums_rowwise)", None),
    "hash_incremental": ("incremental hash, state_hash()", None),
    "diff_snapshot": ("diff since a snapshot (ancestor)", 1e-3),
    "diff_cold": ("  two diffs, each against a snapshot not thawed yet", None),
    "diff_reset": ("diff since reset", 1e-3),
    "diff_foreign": ("diff since another world's snapshot", 1e-3),
    "diff_rowwise": ("  row-by-row diff (diff_stores)", None),
}


def _spread(values: list[float]) -> str:
    low, high = min(values), max(values)
    return f"{statistics.median(values):9.3f}× ({low:.3f}–{high:.3f})"


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="2 rounds, few repeats (smoke run)")
    parser.add_argument("--rounds", type=int, default=7, help="interleaved rounds (default 7)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON too")
    parser.add_argument("--cpu", action="store_true", help="time by this thread's CPU time, not wall time")
    args = parser.parse_args()
    if args.cpu:
        global _clock
        _clock = time.thread_time_ns
    rounds = 2 if args.quick else args.rounds
    fast_n, slow_n = (3, 1) if args.quick else (15, 2)

    def post(w: World, i: int) -> object:
        channel = w.rows("slack_channels")[0]["id"]
        return w.call("slack.chat.postMessage", {"channel": channel, "text": f"bench {i}"})

    def customer(w: World, i: int) -> object:
        return w.call("stripe.customers.create", {"email": f"bench{i}@example.com", "name": f"Bench {i}"})

    services = ["stripe", "slack", "gcal"]
    worlds = {"messages": World(services, seed=0), "customers": World(services, seed=0)}
    other = World(services, seed=0)
    rows = sum(worlds["messages"].store.count(t) for t in worlds["messages"].tables)
    scenarios = [
        Scenario("10 messages", worlds["messages"], other, post),
        Scenario("10 customers", worlds["customers"], other, customer),
    ]
    figures: dict[str, dict[str, list[float]]] = {s.name: {} for s in scenarios}
    for r in range(rounds):
        for s in scenarios[r % 2 :] + scenarios[: r % 2]:
            timed = [(k, f, fast_n) for k, f in s.fast.items()] + [(k, f, slow_n) for k, f in s.slow.items()]
            timed = timed[r % len(timed) :] + timed[: r % len(timed)]  # rotate the order each round
            for key, fn, repeat in timed:
                figures[s.name].setdefault(key, []).append(_time(fn, repeat))
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"{rows:,} rows (stripe+slack+gcal), Python {platform.python_version()}, "
        f"SQLite {sqlite3.sqlite_version}, {os.cpu_count()} CPUs, load {load:.1f}, "
        f"{rounds} interleaved rounds, {'CPU' if args.cpu else 'wall'} time"
    )
    for s in scenarios:
        fig = figures[s.name]
        floor = fig["floor"]
        print(f"\n{s.name} (tables not byte-identical to the fixture: {', '.join(s.changed) or 'none'})")
        label = "floor: every row read once (one SELECT per table)"
        print(f"  {label:52s} {fmt_time(statistics.median(floor))}")
        for key, (label, target) in LABELS.items():
            ratio = [t / f for t, f in zip(fig[key], floor, strict=True)]
            goal = f"  target ≤ {fmt_time(target).strip()}" if target else ""
            print(f"  {label:52s} {fmt_time(statistics.median(fig[key]))}  ÷ floor {_spread(ratio)}{goal}")
    if args.json:
        print(json.dumps({"rows": rows, "rounds": figures}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
