"""Fair turns between worlds on one loop: least-served first, each world's own calls in order, and a
waiter that is cancelled (a client gone) never stalls the others."""

from __future__ import annotations

import asyncio
import functools

from toolproof.transports.http.fair import FairScheduler


def test_each_worlds_calls_run_in_arrival_order_and_worlds_alternate() -> None:
    order: list[str] = []

    async def scenario() -> None:
        scheduler = FairScheduler()
        jobs = [scheduler.run(w, functools.partial(order.append, f"{w}{i}")) for i in range(3) for w in "AB"]
        await asyncio.gather(*jobs)
        assert scheduler.turns == 6

    asyncio.run(scenario())
    assert [n for n in order if n[0] == "A"] == ["A0", "A1", "A2"]
    assert [n for n in order if n[0] == "B"] == ["B0", "B1", "B2"]


def test_a_cancelled_waiter_does_not_stall_the_others() -> None:
    ran: list[str] = []

    async def scenario() -> None:
        scheduler = FairScheduler()
        first = asyncio.ensure_future(scheduler.run("A", lambda: ran.append("A")))
        gone = asyncio.ensure_future(scheduler.run("B", lambda: ran.append("B")))
        last = asyncio.ensure_future(scheduler.run("C", lambda: ran.append("C")))
        await asyncio.sleep(0)  # all three are waiting for a turn
        assert scheduler.queued == 3
        gone.cancel()
        await asyncio.gather(first, last)
        assert gone.cancelled()
        assert scheduler.queued == 0

    asyncio.run(scenario())
    assert ran == ["A", "C"]


def test_a_failing_call_passes_the_turn_on() -> None:
    async def scenario() -> list[str]:
        scheduler = FairScheduler()
        ran: list[str] = []

        def boom() -> None:
            raise ValueError("bug")

        results = await asyncio.gather(
            scheduler.run("A", boom), scheduler.run("B", lambda: ran.append("B")), return_exceptions=True
        )
        assert isinstance(results[0], ValueError)
        return ran

    assert asyncio.run(scenario()) == ["B"]


def test_a_turn_nothing_could_compete_for_is_granted_at_once() -> None:
    async def scenario() -> list[str]:
        scheduler = FairScheduler()
        ran: list[str] = []
        now = scheduler.start_now("A")
        assert now is not None  # idle, nobody waiting or arriving
        assert scheduler.start_now("B") is None  # A's turn is running: B must ask
        waiting = asyncio.ensure_future(scheduler.run("B", lambda: ran.append("B")))
        await asyncio.sleep(0)
        assert scheduler.queued == 1
        assert ran == []
        scheduler.finish("A", *now)  # A's turn passes to B
        await waiting
        assert ran == ["B"]
        assert scheduler.turns == 2
        assert scheduler.queued == 0
        again = scheduler.start_now("A")  # idle again
        assert again is not None
        scheduler.finish("A", *again)
        return ran

    assert asyncio.run(scenario()) == ["B"]


def test_no_turn_is_granted_at_once_while_a_request_is_on_its_way() -> None:
    async def scenario() -> None:
        scheduler = FairScheduler()
        scheduler.arriving = 1  # a request started and may still ask: it must get to compete
        assert scheduler.start_now("A") is None
        scheduler.arriving = 0
        # A turn asked for and not yet granted is contested too.
        asked = asyncio.ensure_future(scheduler.run("B", lambda: None))
        await asyncio.sleep(0)
        assert scheduler.start_now("A") is None
        await asked
        assert scheduler.start_now("A") is not None

    asyncio.run(scenario())
