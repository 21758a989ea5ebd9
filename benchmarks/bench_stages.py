"""Where a worker's reference episode goes, stage by stage: CPU time, or instructions under callgrind.

Run: ``.venv/bin/python benchmarks/bench_stages.py [--every 21] [--passes 3]`` for CPU time per stage, or
``valgrind --tool=callgrind --instr-atstart=no --callgrind-out-file=cg.out .venv/bin/python
benchmarks/bench_stages.py --callgrind`` then ``callgrind_annotate --inclusive=yes cg.out`` for the
instructions of one pass (counting is switched on, by a client request from a small C library compiled
here, only around the second pass over the episodes; the stages are not wrapped then).

The episodes are core's reference episodes (four agents, every fault variant, one trial), every
``--every``-th spec, run one after another in one process as a worker runs them (the executor warmed
first, as the driver does before forking), then encoded, pickled in batches of 8, unpickled and stored
as the driver does. Each stage is a function of the episode's path wrapped where it is called: for CPU
time, a ``thread_time_ns`` pair around it. Stages nest (the world call inside the call path inside the
agent): the report subtracts to give each one's own share. (Per-stage instructions were tried with a C
trampoline per stage calling back into Python: callgrind did not attribute the callbacks to them.)
"""

from __future__ import annotations

import argparse
import asyncio
import ctypes
import functools
import os
import pickle
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Generator
from pathlib import Path
from typing import Any

from _common import use_example_service

use_example_service()

from toolproof.agents import episode as episode_mod  # noqa: E402
from toolproof.agents import reference, run  # noqa: E402
from toolproof.perturb import surface as surface_mod  # noqa: E402
from toolproof.runs import episodes as episodes_mod  # noqa: E402
from toolproof.runs.episodes import EpisodeExecutor, plan_episodes  # noqa: E402
from toolproof.runs.store import ResultStore, encode_result  # noqa: E402
from toolproof.tasks.loader import load_suite  # noqa: E402
from toolproof.world import World  # noqa: E402
from toolproof.world.ledger import Ledger  # noqa: E402
from toolproof.world.pool import WorldPool  # noqa: E402

AGENTS = ["careful", "blind-retry", "naive", "noop"]

#: (stage, its parent stage): the report gives each stage's own part, less its children's.
STAGES: dict[str, str | None] = {
    "episode": None,
    "prepare": "episode",  # the pooled world taken and renewed, principals, faults installed
    "acquire": "prepare",
    "faults_install": "prepare",
    "surface": "episode",
    "initial_hash": "episode",
    "episode_init": "episode",
    "agent": "episode",  # every step of the agent's coroutine (its calls included)
    "fill": "agent",
    "pick": "agent",
    "call_path": "agent",  # Episode._call_now: the wrapper, the world call, the trajectory record
    "world_call": "call_path",  # World.call: fault injector, service, ledger (another helper's part)
    "obs_to_dict": "call_path",
    "diff_and_hash": "episode",
    "grade": "episode",
    "ledger_list": "episode",
    "release": "episode",
    "stored": "episode",  # EpisodeExecutor._stored: the result dict
    "encode": None,  # encode_result
    "pickle": None,  # the worker's batch pickled
    "unpickle": None,  # the driver's receive
    "store": None,  # the driver's ResultStore.add_many
}

C_SOURCE = """
#include <valgrind/callgrind.h>
void tp_start(void) { CALLGRIND_ZERO_STATS; CALLGRIND_START_INSTRUMENTATION; }
void tp_stop(void) { CALLGRIND_STOP_INSTRUMENTATION; }
"""


class Meter:
    """Per-stage inclusive CPU nanoseconds, and (under callgrind) the client requests that switch
    counting on and off."""

    def __init__(self, callgrind: bool) -> None:
        self.ns: dict[str, int] = dict.fromkeys(STAGES, 0)
        self.count: dict[str, int] = dict.fromkeys(STAGES, 0)
        self.active: set[str] = set()
        #: Per operation of the world call: inclusive CPU nanoseconds and calls.
        self.ops: dict[str, list[int]] = {}
        self.on = False
        self.lib: Any = None
        if callgrind:
            tmp = Path(tempfile.mkdtemp())
            (tmp / "requests.c").write_text(C_SOURCE)
            out = tmp / "requests.so"
            subprocess.run(
                ["gcc", "-O0", "-shared", "-fPIC", "-o", str(out), str(tmp / "requests.c")], check=True
            )
            self.lib = ctypes.CDLL(str(out))

    def run(self, name: str, fn: Callable[[], Any]) -> Any:
        if not self.on or name in self.active:
            return fn()
        self.active.add(name)
        self.count[name] += 1
        t0 = time.thread_time_ns()
        try:
            return fn()
        finally:
            self.ns[name] += time.thread_time_ns() - t0
            self.active.discard(name)

    def wrap(self, name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(fn)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            return self.run(name, lambda: fn(*args, **kwargs))

        return wrapper


class _Stepped:
    """An awaitable whose every step runs as the ``agent`` stage (as StepTracker wraps an agent)."""

    def __init__(self, meter: Meter, awaitable: Any) -> None:
        self.meter, self.inner = meter, awaitable.__await__()

    def __await__(self) -> Generator[Any, Any, None]:
        return self  # type: ignore[return-value]

    def __iter__(self) -> _Stepped:
        return self

    def __next__(self) -> Any:
        return self.send(None)

    def send(self, value: Any) -> Any:
        return self.meter.run("agent", lambda: self.inner.send(value))

    def throw(self, *args: Any) -> Any:
        return self.meter.run("agent", lambda: self.inner.throw(*args))


def instrument(meter: Meter) -> None:
    """Wrap each stage's function where the episode's path calls it."""
    from toolproof.faults import injector

    def patch(owner: object, attr: str, stage: str, *, static: bool = False) -> None:
        wrapped = meter.wrap(stage, getattr(owner, attr))
        setattr(owner, attr, staticmethod(wrapped) if static else wrapped)

    patch(run, "prepare", "prepare")
    patch(run, "grade", "grade")
    patch(WorldPool, "acquire", "acquire")
    patch(WorldPool, "release", "release")
    patch(World, "state_hash", "initial_hash")
    patch(World, "diff_and_hash", "diff_and_hash")
    patch(World, "call", "world_call")
    world_call = World.call

    def by_operation(self: World, name: str, *args: Any, **kwargs: Any) -> Any:
        if not meter.on:
            return world_call(self, name, *args, **kwargs)
        t0 = time.thread_time_ns()
        try:
            return world_call(self, name, *args, **kwargs)
        finally:
            spent = meter.ops.setdefault(name, [0, 0])
            spent[0] += time.thread_time_ns() - t0
            spent[1] += 1

    setattr(World, "call", by_operation)  # noqa: B010
    patch(Ledger, "to_list", "ledger_list")
    patch(surface_mod, "Surface", "surface")
    patch(episode_mod.Episode, "__init__", "episode_init")
    patch(episode_mod.Episode, "_call_now", "call_path")
    patch(episode_mod.Observation, "to_dict", "obs_to_dict")
    patch(reference, "fill", "fill")
    for name in ("_filled_pick", "chosen", "extract", "candidates"):
        patch(reference, name, "pick")
    patch(EpisodeExecutor, "_stored", "stored", static=True)
    patch(injector, "install", "faults_install")
    setattr(episodes_mod.StepTracker, "track", lambda _self, _key, aw: _Stepped(meter, aw))  # noqa: B010


def one_pass(executor: EpisodeExecutor, specs: list[Any], meter: Meter, where: Path) -> None:
    """Every spec run, encoded, and stored as a driver stores it (a new store: every row new)."""

    async def episodes() -> list[Any]:
        out = []
        for spec in specs:
            result = await _episode(spec)
            out.append(meter.run("encode", lambda r=result: encode_result(r)))  # type: ignore[misc]
        return out

    async def _episode(spec: Any) -> Any:
        if not meter.on:
            return await executor.run_one(spec)
        meter.count["episode"] += 1
        t0 = time.thread_time_ns()
        try:
            return await executor.run_one(spec)
        finally:
            meter.ns["episode"] += time.thread_time_ns() - t0

    encoded = asyncio.run(episodes())
    store = ResultStore(where / f"results-{time.monotonic_ns()}.db")
    batches = [encoded[i : i + 8] for i in range(0, len(encoded), 8)]
    for batch in batches:
        data = meter.run("pickle", lambda b=batch: pickle.dumps(  # type: ignore[misc]
            [("done", r.key, r) for r in b], pickle.HIGHEST_PROTOCOL))  # fmt: skip
        got = meter.run("unpickle", lambda d=data: pickle.loads(d))  # type: ignore[misc]
        meter.run("store", lambda g=got: store.add_many([p for _k, _key, p in g], time.time()))  # type: ignore[misc]
    store.close()


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--every", type=int, default=21, help="every n-th of core's reference specs")
    parser.add_argument("--passes", type=int, default=3, help="timed passes (CPU mode)")
    parser.add_argument("--callgrind", action="store_true", help="count instructions under callgrind")
    args = parser.parse_args()
    tasks = load_suite("core")
    specs = plan_episodes(tasks, AGENTS)[:: args.every]
    executor = EpisodeExecutor(tasks)
    executor.warm(specs)
    meter = Meter(args.callgrind)
    if not args.callgrind:
        instrument(meter)  # under callgrind, the pass is counted whole, unwrapped
    with tempfile.TemporaryDirectory() as tmp:
        one_pass(executor, specs, meter, Path(tmp))  # warm: caches, prepared statements, compiled grades
        passes = 1 if args.callgrind else args.passes
        totals: list[dict[str, int]] = []
        by_op: list[dict[str, tuple[int, int]]] = []
        for _ in range(passes):
            meter.ns = dict.fromkeys(STAGES, 0)
            meter.count = dict.fromkeys(STAGES, 0)
            meter.ops = {}
            meter.on = not args.callgrind
            if args.callgrind:
                meter.lib.tp_start()
            one_pass(executor, specs, meter, Path(tmp))
            if args.callgrind:
                meter.lib.tp_stop()
            meter.on = False
            totals.append(dict(meter.ns))
            by_op.append({k: (v[0], v[1]) for k, v in meter.ops.items()})
    n = len(specs)
    print(
        f"{time.strftime('%Y-%m-%d %H:%M')} · load {os.getloadavg()[0]:.1f} · {n} episodes · calls per stage:"
    )
    if args.callgrind:
        print("instructions of the second pass: callgrind_annotate <out> | grep 'PROGRAM TOTALS'")
        return 0
    print("  " + ", ".join(f"{k} {v}" for k, v in meter.count.items()))
    med = {k: statistics.median(t[k] for t in totals) / n / 1000 for k in STAGES}
    own = dict(med)
    for name, parent in STAGES.items():
        if parent is not None:
            own[parent] -= med[name]
    whole = med["episode"] + med["encode"] + med["pickle"] + med["unpickle"] + med["store"]
    print(
        f"CPU per episode, µs (median of {passes} passes): stage · inclusive · own · own share of {whole:.0f}"
    )
    for name, parent in STAGES.items():
        depth = 0
        p = parent
        while p is not None:
            depth, p = depth + 1, STAGES[p]
        print(
            f"  {'  ' * depth + name:<24} {med[name]:9.1f} {own[name]:9.1f} {100 * own[name] / whole:6.1f}%"
        )
    # Where the world call's time goes: CPU per operation (median over passes), its share of the
    # world calls' total (each call timed by a pair of clock reads inside the world_call stage).
    names = {name for one in by_op for name in one}
    spent = {k: statistics.median(one.get(k, (0, 0))[0] for one in by_op) for k in names}
    calls = {k: statistics.median(one.get(k, (0, 0))[1] for one in by_op) for k in names}
    total = sum(spent.values()) or 1
    print(f"the world call by operation (top 12 of {len(names)}): share · µs per call · calls per pass")
    for name in sorted(names, key=lambda k: -spent[k])[:12]:
        per = spent[name] / calls[name] / 1000 if calls[name] else 0.0
        print(f"  {name:<36} {100 * spent[name] / total:5.1f}% {per:9.1f} {calls[name]:6.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
