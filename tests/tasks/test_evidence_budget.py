"""A served world keeps the responses it sent for ``seen`` evidence within a byte budget.

Without a bound, every listing an agent read stays referenced until reset (200 listings of 100
customers: about 44 MB). The hub gives each world a budget of sent bytes; past it the oldest kept
responses are dropped (the ledger entries stay), and a ``seen`` verdict that then fails says so.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from typing import Any

import anyio
import httpx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.support.server import serve
from tests.tasks.test_evidence import EMAIL, GROUNDED, SEEN, SUB, make
from toolproof.agents.reference import PlanAgent
from toolproof.agents.run import prepare, run_episode
from toolproof.service.wire import Response
from toolproof.tasks.evidence import Evidence
from toolproof.tasks.model import Step
from toolproof.transports.http import RunningServer
from toolproof.transports.http.hub import RESPONSE_BUDGET, WorldHub
from toolproof.transports.mcp import RunningMcpServer, start_http_in_thread
from toolproof.world.ledger import RESPONSE_BUDGET as LEDGER_BUDGET
from toolproof.world.ledger import Ledger, LedgerEntry, weight


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


# -- every transport: MCP and in-process worlds keep their responses within the same budget ----------


def handed(body: Any, transport: str) -> LedgerEntry:
    entry = LedgerEntry(0, 0.0, "stripe.customers.list", {}, 200, "ok", False, False, transport)
    entry.response = Response(200, body)
    return entry


@pytest.mark.parametrize("transport", ["mcp", "agent", "python"])
def test_a_response_handed_over_without_http_weighs_its_json_text(transport: str) -> None:
    bodies: list[Any] = [{"data": ["x" * 50]}, {"data": ["é" * 10]}, b"raw bytes"]
    ledger = Ledger([handed(b, transport) for b in bodies])
    assert ledger.bound_responses(10**6) == 0
    assert [e.response_bytes for e in ledger] == [
        len(json.dumps(bodies[0])),
        len(json.dumps(bodies[1], ensure_ascii=False)),
        len(b"raw bytes"),
    ]
    assert weight(Response(200, None)) == len("null")
    budget = ledger[1].response_bytes + ledger[2].response_bytes
    assert ledger.bound_responses(budget) == 1
    assert [e.response_dropped for e in ledger] == [True, False, False]


def test_the_defaults_are_one_budget() -> None:
    assert RESPONSE_BUDGET == LEDGER_BUDGET == 16 * 2**20
    assert WorldHub(["stripe"]).response_budget == RESPONSE_BUDGET


def test_an_in_process_episode_keeps_its_responses_within_the_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """The episode runner gives a world whose task reads responses the same budget, and every call an
    episode makes first fits the earlier responses into it; a task that reads none keeps none."""
    task = make(evidence=SEEN)
    assert prepare(task)[0].ledger.response_budget == RESPONSE_BUDGET
    assert prepare(make(evidence=[{"calls": ["stripe.subscriptions.*"]}]))[0].ledger.response_budget is None
    oracle = [*task.oracle[:-1], {"call": "stripe.customers.list", "args": {"email": EMAIL}}, task.oracle[-1]]
    padded = task.model_copy(update={"oracle": [Step.model_validate(s) for s in oracle]})
    assert asyncio.run(run_episode(padded, PlanAgent("careful"), agent_name="oracle")).grade.passed  # type: ignore[union-attr]
    monkeypatch.setattr("toolproof.agents.run.RESPONSE_BUDGET", 1)  # nothing older than the last call fits
    result = asyncio.run(run_episode(padded, PlanAgent("careful"), agent_name="oracle"))
    assert result.grade is not None
    found = [v for v in result.grade.verdicts if v.name == GROUNDED]
    assert [(v.passed, v.detail) for v in found] == [
        (
            False,
            f"the agent never received {SUB} (1 response(s) received of 3 call(s) or from the user "
            "(0 message(s)); 2 older response(s) dropped by the world's response budget)",
        )
    ]


@pytest.fixture(scope="module")
def mcp_server() -> Iterator[RunningMcpServer]:
    with start_http_in_thread(["stripe"]) as running:
        yield running


def test_an_mcp_served_world_drops_its_oldest_responses_past_the_budget(mcp_server: RunningMcpServer) -> None:
    from mcp import Client

    async def scenario() -> None:
        async with Client(mcp_server.mcp_url) as client:
            first = await client.call_tool("stripe_customers_list", {"email": EMAIL})
            assert first.meta is not None
            world = mcp_server.world(first.meta["toolproof/world"])
            assert world.ledger.response_budget == RESPONSE_BUDGET
            customer = world.ledger[-1].response.body["data"][0]["id"]
            await client.call_tool("stripe_subscriptions_list", {"customer": customer, "status": "all"})
            await client.call_tool("stripe_customers_list", {"limit": 3})
            entries = world.ledger.entries
            assert all(e.transport == "mcp" and e.response is not None for e in entries)
            assert Evidence(seen=[SUB]).check(world.ledger) == (True, "")
            world.ledger.response_budget = weight(entries[-1].response)  # room for the newest one only
            await client.call_tool("stripe_customers_list", {"limit": 1})
            assert [e.response_dropped for e in world.ledger] == [True, True, False, False]
            ok, detail = Evidence(seen=[SUB]).check(world.ledger)
            assert not ok
            assert detail.endswith("2 older response(s) dropped by the world's response budget)")

    anyio.run(scenario)
