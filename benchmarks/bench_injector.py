"""In-process call overhead of the fault injector, as ratios against no injector, in the same run.

Run: ``.venv/bin/python benchmarks/bench_injector.py`` (``--quick`` for a smoke run). Three worlds
on the example tickets service make the same calls, interleaved round by round so drift in the
machine hits all of them alike (ratios are paired per round, then the median is taken):

- ``none``: no interceptor at all;
- ``empty``: an installed injector with an empty plan (target ratio ≤ 1.10);
- ``20 rules``: 10 rules that match the measured operation but never fire (``nth`` far away, a
  window in the future, another principal…) and 10 rules for other operations — the matching work a
  realistic plan costs on calls it leaves alone.
"""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Any

from _common import fmt_time, use_example_service

use_example_service()

from toolproof.faults import FaultPlan, install  # noqa: E402
from toolproof.world import World  # noqa: E402


def twenty_rules() -> FaultPlan:
    rules: list[dict[str, Any]] = []
    for i in range(5):
        rules.append({"operation": "tickets.tickets.*", "nth": 10**9 + i, "fault": {"kind": "noop"}})
        rules.append(
            {"service": "tickets", "window": {"start": 1e9 + i}, "fault": {"kind": "error", "status": 503}}
        )
    for i in range(5):
        rules.append({"operation": "tickets.accounts.get", "fault": {"kind": "latency", "seconds": i + 1}})
        rules.append({"operation": "tickets.comments.*", "probability": 0.5, "fault": {"kind": "rate_limit"}})
    assert len(rules) == 20
    return FaultPlan.from_data({"name": "bench-20", "rules": rules})


def make(kind: str) -> World:
    world = World(["tickets"], seed=1, fixture="small")
    if kind == "empty":
        install(world, FaultPlan())
    elif kind == "20 rules":
        install(world, twenty_rules())
    return world


def batch(world: World, n: int, write: bool) -> float:
    """Seconds per call over ``n`` calls (the ledger is emptied first so it never grows unbounded)."""
    world.ledger.clear()
    call = world.call
    t0 = time.perf_counter_ns()
    if write:
        for i in range(n):
            call("tickets.tickets.update", {"id": "tkt_1", "priority": 1 + i % 4})
    else:
        for _ in range(n):
            call("tickets.tickets.get", {"id": "tkt_1"})
    return (time.perf_counter_ns() - t0) / 1e9 / n


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer rounds (smoke run)")
    args = parser.parse_args()
    rounds, n = (5, 200) if args.quick else (30, 1000)
    kinds = ["none", "empty", "20 rules"]
    worlds = {k: make(k) for k in kinds}
    print(f"in-process call overhead of the fault injector ({rounds} rounds × {n} calls, median per call)")
    for write in (False, True):
        samples: dict[str, list[float]] = {k: [] for k in kinds}
        for k in kinds:
            batch(worlds[k], n // 4, write)  # warm up
        for r in range(rounds):
            order = kinds[r % 3 :] + kinds[: r % 3]
            for k in order:
                samples[k].append(batch(worlds[k], n, write))
        label = "write tickets.tickets.update" if write else "read  tickets.tickets.get   "
        for k in kinds:
            # Ratios are paired per round (the three batches ran back to back), then the median is
            # taken, so load from other processes that drifts between rounds cancels out.
            paired = statistics.median(t / b for t, b in zip(samples[k], samples["none"], strict=True))
            best = min(samples[k]) / min(samples["none"])
            print(
                f"  {label}  {k:<9} median {fmt_time(statistics.median(samples[k]))}"
                f"   ratio {paired:5.3f} (paired median)  {best:5.3f} (best of rounds)"
            )


if __name__ == "__main__":
    main()
