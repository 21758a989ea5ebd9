"""The virtual-time scheduler: in-flight counts, caps, locks and rate limits, by hand-computed schedules."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from toolproof import World
from toolproof.agents.episode import Episode
from toolproof.agents.scheduler import REJECT_SECONDS, VirtualScheduler
from toolproof.faults.injector import install
from toolproof.faults.plan import FaultPlan
from toolproof.services.stripe.ratelimits import READ_SECONDS, WRITE_SECONDS
from toolproof.tasks.model import Task

TASK = Task.model_validate(
    {"id": "t", "services": ["stripe"], "instruction": "x", "path": "unhappy", "oracle": [{"finish": "done"}]}
)


@pytest.fixture(scope="module")
def customers() -> list[str]:
    world = World(["stripe"])
    return [c["id"] for c in world.rows("stripe_customers")[:40]]


def episode(cap: int | None = None) -> tuple[Episode, VirtualScheduler, float]:
    world = World(["stripe"])
    if cap is not None:
        install(world, FaultPlan(concurrency={"stripe": cap}))
    scheduler = VirtualScheduler(world)
    return Episode(TASK, world, scheduler=scheduler, max_steps=500), scheduler, world.clock.now


def calls(ep: Episode) -> list[dict[str, Any]]:
    return [t for t in ep.trajectory if t["type"] == "call"]


def test_a_gathered_batch_overlaps_and_a_cap_refuses_the_rest(customers: list[str]) -> None:
    ep, sched, t0 = episode(cap=3)

    async def agent() -> None:
        await asyncio.gather(*(ep.call("stripe.customers.retrieve", {"customer": c}) for c in customers[:5]))
        await ep.call("stripe.customers.retrieve", {"customer": customers[0]})

    asyncio.run(agent())
    got = [
        (c["status"], round(c["start"] - t0, 6), round(c["end"] - t0, 6), c["in_flight"]) for c in calls(ep)
    ]
    assert got == [
        (200, 0.0, READ_SECONDS, 1),
        (200, 0.0, READ_SECONDS, 2),
        (200, 0.0, READ_SECONDS, 3),
        (429, 0.0, REJECT_SECONDS, 4),
        (429, 0.0, REJECT_SECONDS, 5),
        # the batch ends when its slowest call does; the next call starts then, alone
        (200, READ_SECONDS, round(2 * READ_SECONDS, 6), 1),
    ]
    assert sched.peak == {"stripe": 5}
    assert ep.world.inflight["stripe"] == 0
    assert ep.world.clock.now == pytest.approx(t0 + 2 * READ_SECONDS)


def test_the_published_per_second_limit_refuses_the_26th_read(customers: list[str]) -> None:
    ep, _sched, _t0 = episode()

    async def agent() -> list[int | None]:
        obs = await asyncio.gather(
            *(ep.call("stripe.customers.retrieve", {"customer": c}) for c in customers[:30])
        )
        return [o.status for o in obs]

    statuses = asyncio.run(agent())
    assert statuses == [200] * 25 + [429] * 5
    last = calls(ep)[-1]
    assert last["body"]["error"]["code"] == "rate_limit"


def test_two_writes_on_one_object_collide_with_lock_timeout(customers: list[str]) -> None:
    ep, _sched, t0 = episode()
    a, b = customers[:2]

    async def agent() -> list[Any]:
        return list(
            await asyncio.gather(
                ep.call("stripe.customers.update", {"customer": a, "metadata": {"k": "1"}}),
                ep.call("stripe.customers.update", {"customer": a, "metadata": {"k": "2"}}),
                ep.call("stripe.customers.update", {"customer": b, "metadata": {"k": "3"}}),
            )
        )

    first, second, other = asyncio.run(agent())
    assert (first.status, second.status, other.status) == (200, 429, 200)
    assert second.body["error"]["code"] == "lock_timeout"
    assert second.headers["Stripe-Should-Retry"] == "true"
    # the lock is released when the first write's response is out: the same write then succeeds
    assert ep.world.locked == {}
    assert ep.world.clock.now == pytest.approx(t0 + WRITE_SECONDS)
    customer = next(r for r in ep.world.rows("stripe_customers") if r["id"] == a)
    assert customer["metadata"] == {"k": "1"}


def test_a_sleeping_caller_does_not_hold_the_others_back(customers: list[str]) -> None:
    ep, sched, t0 = episode()

    async def slow() -> None:
        await ep.sleep(1.0)
        await ep.call("stripe.customers.retrieve", {"customer": customers[0]})

    async def fast() -> None:
        for c in customers[1:4]:
            await ep.call("stripe.customers.retrieve", {"customer": c})

    async def agent() -> None:
        await asyncio.gather(slow(), fast())

    asyncio.run(agent())
    starts = sorted(round(c["start"] - t0, 6) for c in calls(ep))
    assert starts == [0.0, READ_SECONDS, round(2 * READ_SECONDS, 6), 1.0]
    assert sched.slept == 1.0
    assert ep.world.clock.now == pytest.approx(t0 + 1.0 + READ_SECONDS)


def test_same_agent_same_schedule_same_state(customers: list[str]) -> None:
    def once() -> tuple[str, list[Any]]:
        ep, _sched, t0 = episode(cap=4)

        async def agent() -> None:
            await asyncio.gather(
                *(
                    ep.call("stripe.customers.update", {"customer": c, "metadata": {"n": "1"}})
                    for c in customers[:12]
                )
            )

        asyncio.run(agent())
        return ep.world.state_hash(), [(c["status"], round(c["start"] - t0, 6)) for c in calls(ep)]

    assert once() == once()


def test_closing_gives_the_world_its_tick_back() -> None:
    world = World(["stripe"])
    scheduler = VirtualScheduler(world)
    assert world.clock.tick == 0.0
    scheduler.close()
    assert world.clock.tick == 1.0


def test_google_calendar_answers_the_601st_call_in_a_minute_with_user_rate_limit_exceeded() -> None:
    world = World(["gcal"])
    task = TASK.model_copy(update={"services": ["gcal"]})
    ep = Episode(task, world, scheduler=VirtualScheduler(world), max_steps=1000)

    async def agent() -> list[Any]:
        return list(await asyncio.gather(*(ep.call("gcal.calendarList.list", {}) for _ in range(601))))

    observations = asyncio.run(agent())
    assert [o.status for o in observations].count(200) == 600
    refused = observations[-1]
    assert refused.status == 403
    assert refused.body["error"]["errors"][0] == {
        "domain": "usageLimits",
        "reason": "userRateLimitExceeded",
        "message": "User Rate Limit Exceeded",
    }
    assert refused.rate_limited
    assert refused.retry_after() == 60.0


def test_a_lone_caller_gets_the_schedule_a_busy_loop_gives_it(customers: list[str]) -> None:
    """A caller with nothing else to run beside it takes the short way (the clock moves at once, no loop
    turn); on a loop kept busy by other work (another episode) every call waits for the pump instead. The
    schedule, the in-flight counts and the state must be the same either way, sleeps included."""

    def once(busy: bool) -> tuple[str, list[Any], float]:
        ep, sched, t0 = episode(cap=2)

        async def agent() -> None:
            for c in customers[:3]:
                await ep.call("stripe.customers.update", {"customer": c, "metadata": {"n": "1"}})
            await ep.sleep(2.0)
            await asyncio.gather(
                *(ep.call("stripe.customers.retrieve", {"customer": c}) for c in customers[:3])
            )
            await ep.call("stripe.customers.retrieve", {"customer": customers[3]})

        async def other_work() -> None:
            for _ in range(2_000):
                await asyncio.sleep(0)

        async def both() -> None:
            if busy:
                await asyncio.gather(agent(), other_work())
            else:
                await agent()

        asyncio.run(both())
        schedule = [
            (c["status"], round(c["start"] - t0, 6), round(c["end"] - t0, 6), c["in_flight"])
            for c in calls(ep)
        ]
        assert ep.world.inflight["stripe"] == 0
        return ep.world.state_hash(), schedule, round(sched.now - t0, 6)

    w, r = WRITE_SECONDS, READ_SECONDS
    hand = [
        (200, 0.0, w, 1),
        (200, w, round(2 * w, 6), 1),
        (200, round(2 * w, 6), round(3 * w, 6), 1),
        (200, round(3 * w + 2, 6), round(3 * w + 2 + r, 6), 1),
        (200, round(3 * w + 2, 6), round(3 * w + 2 + r, 6), 2),
        (429, round(3 * w + 2, 6), round(3 * w + 2 + REJECT_SECONDS, 6), 3),
        (200, round(3 * w + 2 + r, 6), round(3 * w + 2 + 2 * r, 6), 1),
    ]
    lone, busy = once(busy=False), once(busy=True)
    assert lone[1] == hand
    assert lone == busy
    assert lone[2] == round(3 * w + 2 + 2 * r, 6)
