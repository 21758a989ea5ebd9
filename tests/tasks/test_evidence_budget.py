"""A served world keeps the responses it sent for ``seen`` evidence within a byte budget.

Without a bound, every listing an agent read stays referenced until reset (200 listings of 100
customers: about 44 MB). The hub gives each world a budget of sent bytes; past it the oldest kept
responses are dropped (the ledger entries stay), and a ``seen`` verdict that then fails says so.
"""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.support.server import serve
from toolproof.service.wire import Response
from toolproof.tasks.evidence import Evidence
from toolproof.transports.http import RunningServer
from toolproof.transports.http.hub import RESPONSE_BUDGET
from toolproof.world.ledger import Ledger, LedgerEntry


def sent(size: int, transport: str = "http") -> LedgerEntry:
    entry = LedgerEntry(0, 0.0, "stripe.customers.list", {}, 200, "ok", False, False, transport)
    entry.response = Response(200, {"size": size})
    entry.response_bytes = size
    return entry


@settings(max_examples=60, deadline=None)
@given(sizes=st.lists(st.integers(min_value=1, max_value=500), max_size=40), budget=st.integers(0, 2000))
def test_the_newest_responses_that_fit_are_kept(sizes: list[int], budget: int) -> None:
    ledger = Ledger([sent(n) for n in sizes])
    dropped = ledger.bound_responses(budget)
    kept = [e for e in ledger if e.response is not None]
    assert sum(e.response_bytes for e in kept) <= budget
    assert dropped == len(sizes) - len(kept)
    assert all(e.response_dropped for e in ledger.entries[:dropped])
    assert kept == ledger.entries[dropped:]  # a suffix: the oldest go first
    if dropped:  # the last one dropped did not fit with the ones kept
        assert sum(e.response_bytes for e in kept) + ledger.entries[dropped - 1].response_bytes > budget
    assert ledger.bound_responses(budget) == 0  # idempotent


def test_no_budget_keeps_everything_and_unsent_responses_wait() -> None:
    ledger = Ledger([sent(100), sent(100)])
    assert ledger.bound_responses() == 0
    unsent = sent(0)
    ledger.entries.append(unsent)
    ledger.entries.append(sent(100))
    assert ledger.bound_responses(150) == 1
    assert [e.response is not None for e in ledger] == [False, True, True, True]
    unsent.response_bytes = 100  # sent now: counted, and the budget applies to it too
    assert ledger.bound_responses(150) == 2
    assert [e.response is not None for e in ledger] == [False, False, False, True]
    ledger.clear()
    assert ledger.bound_responses(1) == 0


@pytest.fixture(scope="module")
def server() -> Iterator[RunningServer]:
    with serve(["stripe"]) as srv:
        yield srv


def test_a_served_world_drops_its_oldest_responses_past_the_budget(server: RunningServer) -> None:
    hub = server.hub
    assert hub.response_budget == RESPONSE_BUDGET
    world = hub.create(rate_limits=False)
    try:
        headers = {"Authorization": f"Bearer {server.hub.credentials(world)['stripe']['token']}"}
        url = server.base_url + "/stripe/v1/customers"
        pages = [httpx.get(url, params={"limit": 3}, headers=headers)]
        for _ in range(4):
            after = pages[-1].json()["data"][-1]["id"]
            pages.append(httpx.get(url, params={"limit": 3, "starting_after": after}, headers=headers))
        assert [p.status_code for p in pages] == [200] * 5
        entries = world.ledger.entries
        assert [e.response_bytes for e in entries] == [len(p.content) for p in pages]
        assert [e.response is not None for e in entries] == [True] * 5  # 16 MB: all of them fit
        budget = entries[3].response_bytes + entries[4].response_bytes  # room for the last two
        world.ledger.response_budget = budget
        last = pages[-1].json()["data"][-1]["id"]
        pages.append(httpx.get(f"{url}/{last}", headers=headers))  # fits them before it runs
        assert [e.response is not None for e in entries] == [False, False, False, True, True, True]
        assert [e.response_dropped for e in entries] == [True, True, True, False, False, False]
        oldest = pages[0].json()["data"][0]["id"]
        ok, detail = Evidence(seen=[oldest]).check(world.ledger)
        assert (ok, detail) == (
            False,
            f"the agent never received {oldest} (3 response(s) received of 6 call(s); "
            "3 older response(s) dropped by the world's response budget)",
        )
        assert Evidence(seen=[pages[4].json()["data"][0]["id"]]).check(world.ledger)[0] is True
        world.reset()
        assert world.ledger.response_budget == budget  # reset keeps the world's budget
        assert world.ledger.entries == []
    finally:
        hub.delete(world.id)
