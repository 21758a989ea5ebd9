"""Reset, call latency and memory of worlds, against the baselines other harnesses use.

Run: ``.venv/bin/python benchmarks/bench_core.py`` (``--quick`` for a smoke run). Prints absolute
figures and, more importantly, ratios against baselines measured in the same run:
- rebuilding the fixture from scratch (what a harness without snapshots does), and
- ``copy.deepcopy`` of the same data held as Python dicts (how τ²-bench and BFCL reset).
"""

from __future__ import annotations

import argparse
import copy
import gc
import json
import sys

from _common import fmt_time, full_reset, median_seconds, rss_bytes, use_example_service

use_example_service()

from tests.support import tickets  # noqa: E402

from toolproof.world import World  # noqa: E402
from toolproof.world.fixtures import build_fixture  # noqa: E402

TARGETS = {"reset_ms": 0.5, "reset_speedup": 50.0, "read_us": 20.0, "write_us": 40.0}


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="fewer iterations and 100 worlds (smoke run)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON too")
    args = parser.parse_args()
    n = 200 if args.quick else 2000
    worlds_n = 100 if args.quick else 1000

    world = World([tickets.service], seed=1)
    rows = {t: world.store.count(t) for t in world.tables}
    total_rows = sum(rows.values())
    as_dicts = {t: world.rows(t) for t in world.tables}

    reset = median_seconds(full_reset(world), repeat=n)
    rebuild = median_seconds(
        lambda: build_fixture([tickets.service], {}, seed=1), repeat=max(5, n // 100), warmup=1
    )
    deepcopy = median_seconds(lambda: copy.deepcopy(as_dicts), repeat=max(10, n // 20), warmup=2)

    world.reset()
    account = world.rows("tickets_accounts")[0]["id"]
    ticket = world.rows("tickets_tickets")[0]["id"]
    read = median_seconds(lambda: world.call("tickets.tickets.get", {"id": ticket}), repeat=n * 5)
    read_account = median_seconds(lambda: world.call("tickets.accounts.get", {"id": account}), repeat=n * 5)
    priorities = iter(range(10**9))
    write = median_seconds(
        lambda: world.call("tickets.tickets.update", {"id": ticket, "priority": 1 + next(priorities) % 4}),
        repeat=n * 5,
    )
    create = median_seconds(
        lambda: world.call("tickets.tickets.create", {"account": account, "subject": "bench"}), repeat=n * 5
    )
    world.reset()
    for i in range(20):
        world.call("tickets.tickets.update", {"id": ticket, "priority": 1 + i % 4})
    incremental = median_seconds(world.state_hash, repeat=200)
    world.reset()
    hash_time = median_seconds(lambda: world.state_hash(full=True), repeat=5, warmup=1)

    real = World(["stripe", "slack", "gcal"], seed=0)
    real_channel = real.rows("slack_channels")[0]["id"]
    real_rows = sum(real.store.count(t) for t in real.tables)
    real_reset = median_seconds(full_reset(real), repeat=n)
    real_read = median_seconds(
        lambda: real.call("slack.conversations.info", {"channel": real_channel}), repeat=n
    )
    five = World(["stripe", "slack", "gcal", "linear", "box"], seed=0)
    five_rows = sum(five.store.count(t) for t in five.tables)
    five_reset = median_seconds(full_reset(five), repeat=n)
    gc.collect()
    before = rss_bytes()
    live = [World([tickets.service], seed=1) for _ in range(worlds_n)]
    gc.collect()
    per_world = (rss_bytes() - before) / worlds_n
    del live

    figures = {
        "fixture_rows": total_rows,
        "fixture_tables": rows,
        "fixture_bytes": world.fixture.size,
        "reset_s": reset,
        "rebuild_s": rebuild,
        "deepcopy_s": deepcopy,
        "reset_vs_rebuild": rebuild / reset,
        "reset_vs_deepcopy": deepcopy / reset,
        "read_s": read,
        "read_account_s": read_account,
        "write_update_s": write,
        "write_create_s": create,
        "full_state_hash_s": hash_time,
        "incremental_state_hash_s": incremental,
        "real_world_rows": real_rows,
        "real_world_bytes": real.fixture.size,
        "real_world_reset_s": real_reset,
        "real_world_read_s": real_read,
        "five_service_rows": five_rows,
        "five_service_bytes": five.fixture.size,
        "five_service_reset_s": five_reset,
        "five_vs_three_reset": five_reset / real_reset,
        "worlds": worlds_n,
        "bytes_per_world": per_world,
    }
    print(f"fixture: {total_rows:,} rows in {len(rows)} tables, {world.fixture.size / 1e6:.2f} MB frozen")
    print(f"reset()                     {fmt_time(reset)}   target ≤ {TARGETS['reset_ms']} ms")
    print(f"rebuild fixture (baseline)  {fmt_time(rebuild)}   reset is {rebuild / reset:8.0f}× faster")
    print(f"deepcopy dicts (baseline)   {fmt_time(deepcopy)}   reset is {deepcopy / reset:8.0f}× faster")
    print(
        f"read  tickets.get           {fmt_time(read)}   target ≤ {TARGETS['read_us']} µs "
        "(median, ledger+journal on)"
    )
    print(f"read  accounts.get          {fmt_time(read_account)}")
    print(f"write tickets.update        {fmt_time(write)}   target ≤ {TARGETS['write_us']} µs")
    print(f"write tickets.create        {fmt_time(create)}")
    print(f"full state hash             {fmt_time(hash_time)}")
    print(
        f"real doubles (stripe+slack+gcal, {real_rows:,} rows, {real.fixture.size / 1e6:.1f} MB): "
        f"reset {fmt_time(real_reset).strip()}, slack.conversations.info {fmt_time(real_read).strip()}"
    )
    print(
        f"all five (stripe+slack+gcal+linear+box, {five_rows:,} rows, {five.fixture.size / 1e6:.1f} MB): "
        f"reset {fmt_time(five_reset).strip()}, {five_reset / real_reset:.2f}× the three-service reset, "
        f"target ≤ {TARGETS['reset_ms']} ms"
    )
    print(f"incremental state hash      {fmt_time(incremental)}   after 20 writes (journal-driven)")
    print(
        f"memory: {worlds_n} live worlds, {per_world / 1e6:.2f} MB each "
        f"({per_world * worlds_n / 1e9:.2f} GB total)"
    )
    if args.json:
        print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
