"""Memory per live world at scale: today's private copy of the fixture against copy-on-write sharing.

Run: ``.venv/bin/python benchmarks/bench_memory.py`` (``--worlds 1000`` by default; ``--quick`` for 50).
Both designs hold the three-service world (stripe+slack+gcal, 17,652 rows) and are measured in the same
run, each in a fresh child process (memory one design frees stays with its process):

- **today**: every ``World`` deserializes the frozen fixture into its own in-memory database (one copy
  of the bytes per world: reset is that copy again, ``World.reset``).
- **shared** (a prototype, not how toolproof runs): the frozen fixture is written once to a file and
  attached read-only (``immutable=1``, memory-mapped) to every world's connection; each world's own
  database is an *overlay* with the same schema and no rows, and a temporary view per table shows the
  overlay's rows over the fixture's (a row written to the overlay, or named in its deleted-keys table,
  hides the fixture's). Writes address the overlay (``main."table"``), as a rewritten call path would
  (SQLite refuses ``INSTEAD OF`` triggers that write to a qualified table from the temporary schema).
  Reset deserializes the empty overlay and empties the deleted keys.

Per world it prints the process's resident memory growth (split into private ``RssAnon`` and
file-backed ``RssFile``, from /proc/self/status), SQLite's own allocations (``sqlite3_memory_used``,
read through ctypes from the library the ``sqlite3`` module uses), and, per design, reset, a read by
primary key and an insert, median over interleaved rounds with min–max ratios.

The prototype is measured, not adopted: a view is not a table to SQLite (no ``ON CONFLICT`` upserts
or ``RETURNING`` through it, ``changes()`` and ``last_insert_rowid()`` see the overlay, every read
plans a ``UNION ALL``), so every service's SQL would need checking before worlds could run on it.
"""

from __future__ import annotations

import argparse
import ctypes
import ctypes.util
import gc
import json
import os
import platform
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from _common import fmt_time
from toolproof.world import World
from toolproof.world.store import thaw

SERVICES = ["stripe", "slack", "gcal"]


def _sqlite_library() -> ctypes.CDLL | None:
    name = ctypes.util.find_library("sqlite3")
    if name is None:
        return None
    try:
        lib = ctypes.CDLL(name)
    except OSError:
        return None
    lib.sqlite3_memory_used.restype = ctypes.c_int64
    lib.sqlite3_libversion.restype = ctypes.c_char_p
    version = lib.sqlite3_libversion().decode()
    # Only the library the sqlite3 module itself uses counts this process's databases.
    return lib if version == sqlite3.sqlite_version else None


LIB = _sqlite_library()


def sqlite_bytes() -> int:
    return int(LIB.sqlite3_memory_used()) if LIB is not None else 0


def status_kb() -> dict[str, int]:
    """RssAnon and RssFile of this process, in bytes (Linux)."""
    out = {}
    for line in Path("/proc/self/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("RssAnon", "RssFile", "VmRSS"):
            out[key] = int(value.split()[0]) * 1024
    return out


class Shared:
    """The prototype: one memory-mapped immutable fixture file, per-world overlays with views over it."""

    def __init__(self, world: World, directory: Path) -> None:
        self.tables = world.tables
        self.path = directory / "fixture.db"
        self.path.write_bytes(world.fixture.data)
        empty = thaw(world.fixture.data)
        for name in world.tables:
            empty.execute(f'DELETE FROM "{name}"')
        empty.execute("DELETE FROM _tp_journal")
        # Small pages: an empty table or index still takes a whole page, and this image is every world's.
        empty.execute("PRAGMA page_size = 512")
        empty.execute("VACUUM")
        #: The overlay's image: the fixture's schema (indexes, journal triggers) and no rows.
        self.overlay = empty.serialize()
        empty.close()
        self.temp_sql = [s for name in self.tables for s in self._view(name)]

    def _view(self, name: str) -> list[str]:
        spec = self.tables[name]
        cols = spec.column_names
        key = spec.primary_key
        quoted = ", ".join(f'"{c}"' for c in cols)
        match = " AND ".join(f'o."{k}" IS b."{k}"' for k in key)
        gone = " AND ".join(f'g."{k}" IS b."{k}"' for k in key)
        key_cols = ", ".join(f'"{k}"' for k in key)
        return [
            f'CREATE TEMP TABLE "{name}__gone" ({key_cols}, PRIMARY KEY ({key_cols}))',
            f'CREATE TEMP VIEW "{name}" AS SELECT {quoted} FROM main."{name}" '
            f'UNION ALL SELECT {", ".join(f"b.{chr(34)}{c}{chr(34)}" for c in cols)} FROM base."{name}" b '
            f'WHERE NOT EXISTS (SELECT 1 FROM main."{name}" o WHERE {match}) '
            f'AND NOT EXISTS (SELECT 1 FROM temp."{name}__gone" g WHERE {gone})',
        ]

    def new_world(self) -> sqlite3.Connection:
        conn = sqlite3.connect("file::memory:", uri=True, isolation_level=None, check_same_thread=False)
        conn.deserialize(self.overlay)
        # Shared cache: the fixture's schema and pages are held once for every world in the process.
        conn.execute(f"ATTACH DATABASE 'file:{self.path}?immutable=1&cache=shared' AS base")
        conn.execute(f"PRAGMA base.mmap_size = {self.path.stat().st_size + 65536}")
        for statement in self.temp_sql:
            conn.execute(statement)
        return conn

    def reset(self, conn: sqlite3.Connection) -> None:
        conn.deserialize(self.overlay)
        for name in self.tables:
            conn.execute(f'DELETE FROM temp."{name}__gone"')


def measure(build: Callable[[], object], n: int) -> dict[str, float]:
    """Per-world growth of memory while ``n`` worlds are alive (they are freed before returning)."""
    gc.collect()
    before, sql_before = status_kb(), sqlite_bytes()
    worlds = [build() for _ in range(n)]
    gc.collect()
    after, sql_after = status_kb(), sqlite_bytes()
    per = {k: (after[k] - before[k]) / n for k in before}
    per["sqlite"] = (sql_after - sql_before) / n
    for w in worlds:
        close = getattr(w, "close", None)
        if close is not None:
            close()
    del worlds
    gc.collect()
    return per


def median_time(fn: Callable[[], object], repeat: int) -> float:
    for _ in range(3):
        fn()
    samples = []
    for _ in range(repeat):
        t0 = time.perf_counter_ns()
        fn()
        samples.append(time.perf_counter_ns() - t0)
    return statistics.median(samples) / 1e9


def spread(values: list[float]) -> str:
    return f"{statistics.median(values):.2f}× ({min(values):.2f}–{max(values):.2f})"


def measure_alone(design: str, n: int) -> int:
    """The child's side of :func:`in_child`: build ``n`` worlds of one design, print the per-world growth."""
    world = World(SERVICES, seed=0)
    if design == "today":
        per = measure(lambda: World(SERVICES, seed=0), n)
    else:
        with tempfile.TemporaryDirectory(prefix="bench-memory-") as tmp:
            per = measure(Shared(world, Path(tmp)).new_world, n)
    print(json.dumps(per))
    return 0


def in_child(design: str, n: int) -> dict[str, float]:
    done = subprocess.run(
        [sys.executable, __file__, "--design", design, "--worlds", str(n)],
        capture_output=True,
        text=True,
        check=True,
    )
    per: dict[str, float] = json.loads(done.stdout.splitlines()[-1])
    return per


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--worlds", type=int, default=1000, help="live worlds per design (default 1000)")
    parser.add_argument("--quick", action="store_true", help="50 worlds, 3 rounds (smoke run)")
    parser.add_argument("--rounds", type=int, default=7, help="interleaved timing rounds (default 7)")
    parser.add_argument("--design", choices=["today", "shared"], help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.design is not None:
        return measure_alone(args.design, args.worlds)
    n = 50 if args.quick else args.worlds
    rounds = 3 if args.quick else args.rounds
    repeat = 50 if args.quick else 300

    world = World(SERVICES, seed=0)
    rows = sum(world.store.count(t) for t in world.tables)
    customer = world.rows("stripe_customers")[0]["id"]
    cols = world.tables["stripe_customers"].column_names
    template = list(world.conn.execute('SELECT * FROM "stripe_customers" LIMIT 1').fetchone())
    at = cols.index("id")
    insert_sql = f'INSERT INTO main."stripe_customers" VALUES ({", ".join("?" * len(cols))})'
    select_sql = 'SELECT * FROM "stripe_customers" WHERE "id" = ?'

    with tempfile.TemporaryDirectory(
        prefix="bench-memory-", dir="/dev/shm" if Path("/dev/shm").is_dir() else None
    ) as tmp:
        shared = Shared(world, Path(tmp))
        one = shared.new_world()
        # The prototype shows the same rows, and a write lands in the overlay only.
        assert one.execute('SELECT count(*) FROM "slack_messages"').fetchone()[0] == world.store.count(
            "slack_messages"
        )
        assert (
            one.execute(select_sql, (customer,)).fetchone()
            == world.conn.execute(select_sql, (customer,)).fetchone()
        )

        # Each design in a fresh process: memory the first freed stays with this one (the allocator
        # keeps it), and the second would be measured inside it.
        today, prototype = in_child("today", n), in_child("shared", n)

        counter = iter(range(10**9))

        def insert(conn: sqlite3.Connection) -> None:
            row = list(template)
            row[at] = f"cus_mem{next(counter)}"
            conn.execute(insert_sql, row)

        figures: dict[str, dict[str, list[float]]] = {
            k: {"today": [], "shared": []} for k in ("reset", "read", "insert")
        }
        for _ in range(rounds):
            world.reset()
            shared.reset(one)
            figures["read"]["today"].append(
                median_time(lambda: world.conn.execute(select_sql, (customer,)).fetchone(), repeat)
            )
            figures["read"]["shared"].append(
                median_time(lambda: one.execute(select_sql, (customer,)).fetchone(), repeat)
            )
            figures["insert"]["today"].append(median_time(lambda: insert(world.conn), repeat))
            figures["insert"]["shared"].append(median_time(lambda: insert(one), repeat))
            figures["reset"]["today"].append(median_time(world.reset, repeat))
            figures["reset"]["shared"].append(median_time(lambda: shared.reset(one), repeat))
        one.close()

    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"{datetime.now(UTC):%Y-%m-%d %H:%M} UTC · {os.cpu_count()} CPUs · "
        f"Python {platform.python_version()} · SQLite {sqlite3.sqlite_version} · load {load:.1f}"
    )
    print(
        f"{n:,} live worlds of {rows:,} rows (stripe+slack+gcal), "
        f"fixture {world.fixture.size / 1e6:.2f} MB frozen"
    )
    print("per world            RSS growth   private (RssAnon)   file-backed (RssFile)   SQLite allocations")
    for name, per in (("today (own copy)", today), ("shared (prototype)", prototype)):
        print(
            f"  {name:<18} {per['VmRSS'] / 1e6:8.2f} MB   {per['RssAnon'] / 1e6:8.2f} MB          "
            f"{per['RssFile'] / 1e6:8.2f} MB              {per['sqlite'] / 1e6:8.2f} MB"
        )
    less = today["VmRSS"] / max(prototype["VmRSS"], 1)
    print(
        f"  memory: shared uses {less:.1f}× less resident memory per world ({n:,} worlds: "
        f"{today['VmRSS'] * n / 1e9:.2f} GB against {prototype['VmRSS'] * n / 1e9:.2f} GB)"
    )
    print(f"timings, {rounds} interleaved rounds (ratio shared ÷ today: above 1, the prototype is slower)")
    for key, label in (
        ("reset", "reset"),
        ("read", "read by id (SQL)"),
        ("insert", "insert (SQL, journal trigger)"),
    ):
        t, s = figures[key]["today"], figures[key]["shared"]
        ratio = [b / a for a, b in zip(t, s, strict=True)]
        print(
            f"  {label:<30} today {fmt_time(statistics.median(t))}   "
            f"shared {fmt_time(statistics.median(s))}   {spread(ratio)}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
