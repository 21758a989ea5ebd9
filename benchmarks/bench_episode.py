"""Where the CPU of one graded read-then-write episode goes, against its two calls plus a reset.

Run: ``.venv/bin/python benchmarks/bench_episode.py [--episodes 300] [--rounds 5]``.

The episode is compare.py's row "episode: read then write, graded": the core task
``stripe.partial-refund-damaged-item`` on a pooled world, an agent that reads the charge and refunds
$8.00 of it, graded from the journal as every run grades. In the same run, interleaved by round, it
times the floor the issue sets the episode against: the same two ``World.call``\\ s on a world reset
after each pair (the fixture copied back, as the episode's world is renewed). The episode's parts are
read with CPU timers around each (a few hundred nanoseconds each): the calls, taking and renewing the
pooled world, the end diff and state hash, the grade, and the rest (the harness: scripted user, agent
surface, trajectory, event loop, result object). CPU time, medians over rounds; ratios within a round.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import time
from collections import defaultdict
from collections.abc import Callable
from typing import Any

import toolproof.agents.run as run_module
from toolproof.agents.episode import Episode
from toolproof.tasks.loader import load_suite
from toolproof.tasks.refs import resolve_refs
from toolproof.world.pool import WorldPool
from toolproof.world.world import World

TASK = "stripe.partial-refund-damaged-item"
PARTS = ("calls", "world taken and renewed", "diff and final hash", "grade")


def _timed(owner: Any, name: str, part: str, spent: defaultdict[str, float]) -> Callable[[], None]:
    """Wrap ``owner.name`` so its CPU time adds to ``spent[part]``; returns the undo."""
    original = getattr(owner, name)
    clock = time.process_time

    def wrapper(*args: Any, **kwargs: Any) -> Any:
        start = clock()
        try:
            return original(*args, **kwargs)
        finally:
            spent[part] += clock() - start

    setattr(owner, name, wrapper)
    return lambda: setattr(owner, name, original)


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--episodes", type=int, default=300, help="episodes per round")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    task = next(t for t in load_suite("core") if t.id == TASK)
    pool = WorldPool()
    world = pool.acquire(task.services, seed=task.seed, fixture=task.fixture)
    refs = resolve_refs(task, world.store)
    pool.release(world)
    charge = str(refs["charge"])

    async def agent(episode: Episode) -> None:
        seen = await episode.call("stripe.charges.retrieve", {"charge": charge})
        await episode.call("stripe.refunds.create", {"charge": seen.body["id"], "amount": 800})
        episode.finish("done", "Refunded $8.00 of order #10245.")

    loop = asyncio.new_event_loop()

    def episode() -> None:
        result = loop.run_until_complete(
            run_module.run_episode(task, agent, agent_name="read-then-write", refs=dict(refs), pool=pool)
        )
        if not result.passed:
            raise RuntimeError(f"the episode did not pass: {result.ended} {result.error}")

    floor_world = World(task.services, seed=task.seed, fixture=task.fixture)

    def floor() -> None:
        floor_world.reset()
        floor_world.call("stripe.charges.retrieve", {"charge": charge})
        floor_world.call("stripe.refunds.create", {"charge": charge, "amount": 800})

    for _ in range(50):
        episode()
        floor()
    totals: list[float] = []
    floors: list[float] = []
    ratios: list[float] = []
    shares: dict[str, list[float]] = {p: [] for p in (*PARTS, "rest")}
    n = args.episodes
    for k in range(args.rounds):
        start = time.process_time()
        for _ in range(n):
            floor()
        floor_cpu = (time.process_time() - start) / n
        spent: defaultdict[str, float] = defaultdict(float)
        undo = [
            _timed(World, "call", "calls", spent),
            _timed(WorldPool, "acquire", "world taken and renewed", spent),
            _timed(World, "diff_and_hash", "diff and final hash", spent),
            _timed(run_module, "grade", "grade", spent),
        ]
        try:
            start = time.process_time()
            for _ in range(n):
                episode()
            total = (time.process_time() - start) / n
        finally:
            for restore in undo:
                restore()
        totals.append(total)
        floors.append(floor_cpu)
        ratios.append(total / floor_cpu)
        for part in PARTS:
            shares[part].append(spent[part] / n)
        shares["rest"].append(total - sum(spent.values()) / n)
        load = os.getloadavg()[0]
        print(
            f"  round {k + 1}/{args.rounds}: episode {total * 1e6:,.0f} µs, "
            f"floor {floor_cpu * 1e6:,.0f} µs, load {load:.1f}"
        )
    med = statistics.median
    print(f"read-then-write graded episode ({TASK}), CPU per episode, median of {args.rounds} rounds:")
    print(f"  episode                          {med(totals) * 1e6:8,.0f} µs")
    for part, values in shares.items():
        print(f"    {part:30s} {med(values) * 1e6:8,.0f} µs  {med(values) / med(totals):6.1%}")
    print(f"  floor: reset + the two calls     {med(floors) * 1e6:8,.0f} µs")
    print(
        f"  episode ÷ floor                  {med(ratios):8.2f}×  "
        f"(rounds {min(ratios):.2f}–{max(ratios):.2f}; target ≤ 2×)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
