"""Where the CPU of one graded read-then-write episode goes, against its two calls plus a reset;
and what renewing a pooled world costs after 0, 2, 10 and 100 writes.

Run: ``.venv/bin/python benchmarks/bench_episode.py [--episodes 300] [--rounds 5] [--skip episode|renew]``.

Ceilings (``--bounds``): the same episode with the grade, then the grade and the end's diff and hash,
replaced by the answer they gave on a first episode (the same objects every time), interleaved by
round with the whole episode: what a cut of those parts could gain at most, cache effects included.
They are what the issue's "episode: read then write, graded" row would read if that part cost nothing.

Instructions instead of CPU time (deterministic whatever the load): ``valgrind --tool=callgrind
--collect-atstart=no --callgrind-out-file=cg.out .venv/bin/python benchmarks/bench_episode.py
--callgrind PART`` counts 200 episodes after a warm-up, whole (``episode``) or only inside one part
(``calls``, ``renew``, ``diff``, ``grade``), switched by client requests from a small C library
compiled here; ``callgrind_annotate cg.out | head`` gives the total.

The episode is compare.py's row "episode: read then write, graded": the core task
``stripe.partial-refund-damaged-item`` on a pooled world, an agent that reads the charge and refunds
$8.00 of it, graded from the journal as every run grades. In the same run, interleaved by round, it
times the floor the issue sets the episode against: the same two ``World.call``\\ s on a world reset
after each pair the way the episode's pooled world is renewed (rolled back to its rewind point; until
runner round 5 both copied the fixture back). The episode's parts are
read with CPU timers around each (a few hundred nanoseconds each): the calls, taking and renewing the
pooled world, the end diff and state hash, the grade, and the rest (the harness: scripted user, agent
surface, trajectory, event loop, result object). CPU time, medians over rounds; ratios within a round.

Renewal: a pooled world (``World(rewind=True)``, :mod:`toolproof.world.rewind`) rolls back to its
rewind point; the baseline is the renewal before it, on a world without one: the fixture copied back
whenever anything was written (``deserialize``, which also makes SQLite parse the schema again, a
cost paid by the next statement). Each sample makes ``n`` writes (``stripe.customers.create``,
untimed; their ledger entries freed untimed too, the same work either way), then times the renewal
and the first call after it (a charge read), in the same round on both worlds.
"""

from __future__ import annotations

import argparse
import asyncio
import ctypes
import os
import statistics
import subprocess
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

import toolproof.agents.run as run_module
from _read_then_write import TASK, read_then_write
from toolproof.world.pool import WorldPool
from toolproof.world.world import World

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
    parser.add_argument("--skip", choices=("episode", "renew"), action="append", default=[])
    parser.add_argument(
        "--callgrind", choices=("episode", *CALLGRIND_PARTS), help="count instructions (see above)"
    )
    parser.add_argument("--bounds", action="store_true", help="only the ceilings (see above)")
    args = parser.parse_args()
    if args.callgrind:
        return callgrind(args.callgrind)
    if args.bounds:
        bounds(args.episodes, args.rounds)
        return 0
    if "episode" not in args.skip:
        episodes(args.episodes, args.rounds)
    if "renew" not in args.skip:
        renewals(args.rounds)
    return 0


#: The parts ``--callgrind`` can count alone: the function wrapped, as the CPU split wraps it.
CALLGRIND_PARTS = {
    "calls": (World, "call"),
    "renew": (WorldPool, "acquire"),
    "diff": (World, "end"),
    "grade": (run_module, "grade"),
}

_REQUESTS = """
#include <valgrind/callgrind.h>
void tp_zero(void) { CALLGRIND_ZERO_STATS; }
void tp_toggle(void) { CALLGRIND_TOGGLE_COLLECT; }
"""


def callgrind(part: str, n: int = 200) -> int:
    """Under ``callgrind --collect-atstart=no``: collect only over ``n`` episodes (after a warm-up),
    and with a part named only inside it."""
    tmp = Path(tempfile.mkdtemp())
    (tmp / "requests.c").write_text(_REQUESTS)
    library = tmp / "requests.so"
    subprocess.run(
        ["gcc", "-O0", "-shared", "-fPIC", "-o", str(library), str(tmp / "requests.c")], check=True
    )
    requests = ctypes.CDLL(str(library))
    rw = read_then_write()
    loop = asyncio.new_event_loop()
    for _ in range(100):
        rw.run(loop)
    if part != "episode":
        owner, name = CALLGRIND_PARTS[part]
        original = getattr(owner, name)

        def counted(*args: Any, **kwargs: Any) -> Any:
            requests.tp_toggle()
            try:
                return original(*args, **kwargs)
            finally:
                requests.tp_toggle()

        setattr(owner, name, counted)
        for _ in range(20):
            rw.run(loop)
        requests.tp_zero()
        for _ in range(n):
            rw.run(loop)
        return 0
    requests.tp_zero()
    requests.tp_toggle()
    for _ in range(n):
        rw.run(loop)
    requests.tp_toggle()
    return 0


def bounds(n: int, rounds: int) -> None:
    """CPU per episode with the grade, then also the end's diff and hash, answered from a recording."""
    rw = read_then_write()
    loop = asyncio.new_event_loop()
    for _ in range(100):
        rw.run(loop)
    recorded: dict[str, Any] = {}
    (grade_owner, grade_name), (end_owner, end_name) = CALLGRIND_PARTS["grade"], CALLGRIND_PARTS["diff"]
    grade, diff_and_hash = getattr(grade_owner, grade_name), getattr(end_owner, end_name)

    def install(graded: Any, ended: Any) -> None:
        setattr(grade_owner, grade_name, graded)
        setattr(end_owner, end_name, ended)

    def recording_grade(*args: Any, **kwargs: Any) -> Any:
        recorded["grade"] = grade(*args, **kwargs)
        return recorded["grade"]

    def recording_end(world: World) -> Any:
        recorded["end"] = diff_and_hash(world)
        return recorded["end"]

    install(recording_grade, recording_end)
    try:
        rw.run(loop)
    finally:
        install(grade, diff_and_hash)

    def replayed_grade(*args: Any, **kwargs: Any) -> Any:
        return recorded["grade"]

    def replayed_end(world: World) -> Any:
        return recorded["end"]

    modes: dict[str, tuple[Any, Any]] = {
        "whole episode": (grade, diff_and_hash),
        "grade free": (replayed_grade, diff_and_hash),
        "grade, diff and hash free": (replayed_grade, replayed_end),
    }
    cpu: dict[str, list[float]] = {name: [] for name in modes}
    for _ in range(rounds):
        for name, (graded, ended) in modes.items():
            install(graded, ended)
            try:
                for _ in range(n // 10):
                    rw.run(loop)
                start = time.process_time()
                for _ in range(n):
                    rw.run(loop)
                cpu[name].append((time.process_time() - start) / n)
            finally:
                install(grade, diff_and_hash)
    loop.close()
    whole = cpu["whole episode"]
    print(f"ceilings of the read-then-write episode ({TASK}), CPU per episode, {rounds} rounds × {n}:")
    for name, values in cpu.items():
        ratios = [v / w for v, w in zip(values, whole, strict=True)]
        median = statistics.median(values)
        print(
            f"  {name:28s} min {min(values) * 1e6:6,.0f} µs  median {median * 1e6:6,.0f} µs"
            f"  ÷ whole {statistics.median(ratios):.2f}× ({min(ratios):.2f}–{max(ratios):.2f})"
        )
    print(f"  load average {os.getloadavg()[0]:.1f}")


def renewals(rounds: int, writes: tuple[int, ...] = (0, 2, 10, 100)) -> None:
    """CPU of renewing a pooled world after ``n`` writes, rewind point against copying the fixture."""
    rw = read_then_write()
    task, charge = rw.task, rw.charge
    pooled = World(task.services, seed=task.seed, fixture=task.fixture, rewind=True)
    copying = World(task.services, seed=task.seed, fixture=task.fixture)
    clock = time.process_time_ns
    counter = 0

    def sample(world: World, n: int) -> tuple[float, float]:
        nonlocal counter
        for _ in range(n):
            counter += 1
            world.call("stripe.customers.create", {"email": f"r{counter}@example.com"})
        # Freeing the calls' ledger entries is the same work on both worlds and grows with the writes:
        # done before the timing, so what is timed is the state's renewal (plus renew's fixed part).
        world.ledger.clear()
        start = clock()
        world.renew()
        middle = clock()
        world.call("stripe.charges.retrieve", {"charge": charge})
        end = clock()
        return (middle - start) / 1e3, (end - start) / 1e3

    results: dict[tuple[str, int], list[tuple[float, float]]] = defaultdict(list)
    ratios: dict[int, list[float]] = defaultdict(list)
    for world in (pooled, copying):
        for n in writes:
            sample(world, n)  # warm
    for _ in range(rounds):
        for n in writes:
            repeat = 200 if n <= 10 else 30
            here = {
                name: [sample(world, n) for _ in range(repeat)]
                for name, world in (("rewind", pooled), ("copy", copying))
            }
            for name, values in here.items():
                results[(name, n)].extend(values)
            ratios[n].append(
                statistics.median(v[0] for v in here["copy"])
                / statistics.median(v[0] for v in here["rewind"])
            )
    med = statistics.median
    print(f"renewing a pooled world ({TASK}'s {len(copying.fixture.data):,}-byte fixture), CPU, median:")
    print(
        "  writes   rewind: renew   + next call   today (copy): renew   + next call   copy ÷ rewind (renew)"
    )
    for n in writes:
        mine, old = results[("rewind", n)], results[("copy", n)]
        print(
            f"  {n:6d}   {med(v[0] for v in mine):10.1f} µs {med(v[1] for v in mine):10.1f} µs"
            f"   {med(v[0] for v in old):14.1f} µs {med(v[1] for v in old):10.1f} µs"
            f"   {med(ratios[n]):6.2f}× (rounds {min(ratios[n]):.2f}–{max(ratios[n]):.2f})"
        )
    print(f"  load average {os.getloadavg()[0]:.1f}")


def episodes(n: int, rounds: int) -> None:
    """The read-then-write episode against its floor, split into its parts."""
    rw = read_then_write()
    task, charge = rw.task, rw.charge
    loop = asyncio.new_event_loop()

    def episode() -> None:
        rw.run(loop)

    floor_world = World(task.services, seed=task.seed, fixture=task.fixture, rewind=True)

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
    for k in range(rounds):
        start = time.process_time()
        for _ in range(n):
            floor()
        floor_cpu = (time.process_time() - start) / n
        spent: defaultdict[str, float] = defaultdict(float)
        undo = [
            _timed(World, "call", "calls", spent),
            _timed(WorldPool, "acquire", "world taken and renewed", spent),
            _timed(World, "end", "diff and final hash", spent),
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
            f"  round {k + 1}/{rounds}: episode {total * 1e6:,.0f} µs, "
            f"floor {floor_cpu * 1e6:,.0f} µs, load {load:.1f}"
        )
    med = statistics.median
    print(f"read-then-write graded episode ({TASK}), CPU per episode, median of {rounds} rounds:")
    print(f"  episode                          {med(totals) * 1e6:8,.0f} µs")
    for part, values in shares.items():
        print(f"    {part:30s} {med(values) * 1e6:8,.0f} µs  {med(values) / med(totals):6.1%}")
    print(f"  floor: reset + the two calls     {med(floors) * 1e6:8,.0f} µs")
    print(
        f"  episode ÷ floor                  {med(ratios):8.2f}×  "
        f"(rounds {min(ratios):.2f}–{max(ratios):.2f}; target ≤ 2×)"
    )


if __name__ == "__main__":
    raise SystemExit(main())
