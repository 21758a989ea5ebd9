"""A 150-wide fan-out in process and over HTTP: episodes per second and the scheduler's overhead.

Run: ``.venv/bin/python benchmarks/bench_fanout.py`` (``--quick`` for a smoke run). The task is
``fanout-review.n150`` (two reads, 150 ``customers.update``, one Slack post) and everything is measured
in the same run:

- **scheduler overhead**: the same 150 writes from the same reset world, (a) as plain sequential
  calls with no scheduler, (b) one at a time through the virtual-time scheduler, (c) gathered through
  it (150 in flight at once, no limits in the way) and (d) the same gather with no scheduler. CPU time
  of this process (the machine is shared), ratios paired per round, median over rounds (target: the
  scheduler adds at most 10%: b/a and c/d at most 1.10);
- **episodes per second in process**: whole episodes of the three fan-out agents through
  ``run_episode`` (world, scheduler, grading and metrics included);
- **over HTTP**: the scheduling agent and fire-everything on a real uvicorn server on 127.0.0.1, real
  time: with the vendor limits on (the agent's pacing dominates: what a real account would see) and
  with them off (the transport's own throughput).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import statistics
import time
from typing import Any

from _common import ROOT, use_example_service

use_example_service()

import httpx  # noqa: E402
from tests.support.fanout_http import HttpEpisode  # noqa: E402
from tests.support.server import serve  # noqa: E402

from toolproof.agents.episode import Episode  # noqa: E402
from toolproof.agents.fanout_agents import FANOUT_AGENTS  # noqa: E402
from toolproof.agents.run import prepare, run_episode  # noqa: E402
from toolproof.agents.scheduler import VirtualScheduler  # noqa: E402
from toolproof.faults.injector import install  # noqa: E402
from toolproof.faults.plan import FaultPlan  # noqa: E402
from toolproof.tasks.loader import load_suite  # noqa: E402

TASK_ID = "fanout-review.n150"
assert ROOT


def writes(world: Any) -> list[dict[str, Any]]:
    ids = [c["id"] for c in world.call("stripe.customers.list", {"limit": 100}).body["data"]]
    ids += [
        c["id"]
        for c in world.call("stripe.customers.list", {"limit": 50, "starting_after": ids[-1]}).body["data"]
    ]
    return [{"customer": c, "metadata": {"review": "2026-11"}} for c in ids]


def overhead(task: Any, rounds: int) -> dict[str, float]:
    """CPU seconds for the same 150 writes from the same reset world, four ways, and their ratios.

    ``plain``: sequential ``call_sync`` with no scheduler; ``serial``: one at a time through the
    scheduler; ``gathered``: all 150 gathered through it (150 in flight at once); ``gathered-plain``: the
    same ``asyncio.gather`` with no scheduler (what the gather itself costs the agent). Each round runs
    the four in a rotating order after a garbage collection, and times them with the process's CPU
    clock: the machine is shared, and wall time would measure the other jobs. Ratios are paired per
    round; the median over rounds is reported.
    """
    world, _ = prepare(task)
    world.interceptor = None  # measure the path, not the limits: no concurrency cap ...
    world.rate_limits_enabled = False  # ... and no rate-limit windows
    args = writes(world)
    fresh = world.snapshot()

    def once(mode: str) -> float:
        world.restore(fresh)
        # The scheduler turns the per-call tick off (time moves by service times); so does every
        # baseline, or the billing clock's per-second work would be measured instead of the path.
        world.clock.tick = 0.0
        sched = VirtualScheduler(world) if mode in ("serial", "gathered") else None
        ep = Episode(task, world, max_steps=10_000, scheduler=sched)

        async def go() -> None:
            if mode == "plain":
                for a in args:
                    ep.call_sync("stripe.customers.update", a)
            elif mode == "serial":
                for a in args:
                    await ep.call("stripe.customers.update", a)
            else:
                await asyncio.gather(*(ep.call("stripe.customers.update", a) for a in args))

        loop = asyncio.new_event_loop()
        gc.collect()
        t0 = time.process_time()
        loop.run_until_complete(go())
        took = time.process_time() - t0
        loop.close()
        if sched is not None:
            sched.close()
        return took

    modes = ["plain", "serial", "gathered", "gathered-plain"]
    samples = []
    for i in range(rounds):
        order = modes[i % 4 :] + modes[: i % 4]
        samples.append({m: once(m) for m in order})
    out = {"plain": statistics.median(s["plain"] for s in samples)}
    out["serial"] = statistics.median(s["serial"] / s["plain"] for s in samples)
    out["gathered"] = statistics.median(s["gathered"] / s["plain"] for s in samples)
    out["gathered-plain"] = statistics.median(s["gathered-plain"] / s["plain"] for s in samples)
    out["gathered-vs-gather"] = statistics.median(s["gathered"] / s["gathered-plain"] for s in samples)
    return out


def in_process(task: Any, episodes: int) -> dict[str, tuple[float, dict[str, Any]]]:
    out = {}
    for name, agent in FANOUT_AGENTS.items():
        t0 = time.perf_counter()
        last = None
        for _ in range(episodes):
            last = asyncio.run(run_episode(task, agent, agent_name=name))
            assert last.passed, (name, last.error)
        took = time.perf_counter() - t0
        assert last is not None
        assert last.fanout is not None
        out[name] = (episodes / took, last.fanout["physical"])
    return out


def over_http(task: Any, agent_name: str, limits: bool) -> tuple[float, int]:
    """Real seconds for one episode over HTTP, and the 429s it met."""
    with serve(["stripe", "slack"]) as server:
        world = server.hub.create(rate_limits=limits)
        if limits:
            install(world, FaultPlan(concurrency=dict(task.fanout.concurrency)))

        async def go() -> HttpEpisode:
            limits_ = httpx.Limits(max_connections=200, max_keepalive_connections=200)
            async with httpx.AsyncClient(timeout=30, limits=limits_) as client:
                episode = HttpEpisode(task, server, world, client)
                await FANOUT_AGENTS[agent_name](episode)  # type: ignore[arg-type]
                return episode

        t0 = time.perf_counter()
        episode = asyncio.run(go())
        took = time.perf_counter() - t0
        assert episode.claim == "done", episode.message
        throttled = sum(1 for t in episode.trajectory if t.get("type") == "call" and t.get("status") == 429)
        return took, throttled


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="few rounds: a smoke run")
    opts = parser.parse_args()
    rounds, episodes = (8, 1) if opts.quick else (40, 5)
    task = load_suite("fanout", only={TASK_ID})[0]

    o = overhead(task, rounds)
    each = o["plain"] / 150 * 1e6
    print(f"150 writes, plain sequential calls: {o['plain'] * 1e3:.1f} ms CPU ({each:.0f} µs a call)")
    print(f"  through the scheduler, one at a time:            {o['serial']:.3f}× plain")
    print(f"  through the scheduler, gathered (150 in flight): {o['gathered']:.3f}× plain")
    print(f"  the same gather without a scheduler:             {o['gathered-plain']:.3f}× plain")
    print(f"  scheduler over that gather:                      {o['gathered-vs-gather']:.3f}×")

    print(f"\nwhole episodes of {TASK_ID} in process (run_episode: world, agent, grade, metrics):")
    for name, (eps, phys) in in_process(task, episodes).items():
        print(
            f"  {name:16} {eps:6.2f} episodes/s   virtual makespan {phys['makespan']:6.2f} s "
            f"(bound {phys['lower_bound']:.2f} s), self-inflicted 429s {phys['throttled_429']}"
        )

    print(f"\none episode of {TASK_ID} over HTTP (uvicorn on 127.0.0.1, real time):")
    for agent, limits in (("scheduling", True), ("scheduling", False), ("fire-everything", False)):
        took, throttled = over_http(task, agent, limits)
        label = "published limits and cap on" if limits else "limits off"
        print(f"  {agent:16} {label:28} {took:6.2f} s/episode ({1 / took:5.2f} episodes/s), 429s {throttled}")


if __name__ == "__main__":
    main()
