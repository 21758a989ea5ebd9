"""What the agent received, on every transport: the ledger keeps the response each caller was handed.

Real servers on loopback and official clients: Stripe's SDK over HTTP, the MCP SDK over streamable
HTTP (in process is ``test_evidence.py``). Under faults the evidence is what the client saw: a response
lost after the read was not seen, a stale read shows the earlier state, schema drift keeps the ids.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import anyio
import pytest
import stripe

from tests.faults.helpers import with_plan
from tests.support.server import serve
from tests.tasks.test_evidence import EMAIL, GROUNDED, MESSAGE, SEEN, SUB, make, verdict
from toolproof.tasks.evidence import Evidence
from toolproof.tasks.grader import grade
from toolproof.tasks.refs import resolve_refs
from toolproof.transports.http import RunningServer
from toolproof.transports.mcp import RunningMcpServer, start_http_in_thread
from toolproof.world import World

stripe.enable_telemetry = False


def grounded(world: World) -> tuple[bool, str]:
    """The refusal's evidence verdict on ``world``'s ledger (its refs resolved on its own state)."""
    task = make(evidence=SEEN)
    refs = resolve_refs(task, world.store)
    result = grade(task, refs, world.diff(), world.ledger, claim="impossible", message=MESSAGE)
    return verdict(result, GROUNDED)


def received(world: World, value: str) -> bool:
    return Evidence(seen=[value]).check(world.ledger)[0]


# -- HTTP, Stripe's SDK ----------------------------------------------------------------------------


@pytest.fixture(scope="module")
def server() -> Iterator[RunningServer]:
    with serve(["stripe"]) as srv:
        yield srv


@pytest.fixture
def world(server: RunningServer) -> Iterator[World]:
    w = server.hub.create(rate_limits=False)
    yield w
    server.hub.delete(w.id)


def sdk(server: RunningServer, world: World) -> stripe.StripeClient:
    key = server.hub.credentials(world)["stripe"]["token"]
    # No retries: a lost response must reach the test as the SDK's error, not be papered over.
    return stripe.StripeClient(
        key, base_addresses={"api": server.base_url + "/stripe"}, max_network_retries=0
    )


def customer_id(client: stripe.StripeClient) -> str:
    found = client.v1.customers.list(params={"email": EMAIL})
    assert [c.email for c in found.data] == [EMAIL]
    return found.data[0].id


def test_http_what_the_sdk_read_grounds_the_refusal(server: RunningServer, world: World) -> None:
    client = sdk(server, world)
    assert grounded(world) == (False, f"the agent never received {SUB} (0 response(s) received of 0 call(s))")
    subs = client.v1.subscriptions.list(params={"customer": customer_id(client), "status": "all"})
    assert [(s.id, s.status) for s in subs.data] == [(SUB, "canceled")]
    assert [e.transport for e in world.ledger] == ["http", "http"]
    assert grounded(world) == (True, "")


def test_http_a_response_lost_after_the_read_was_not_seen(server: RunningServer, world: World) -> None:
    client = sdk(server, world)
    with_plan(
        world,
        {
            "operation": "stripe.subscriptions.retrieve",
            "nth": 1,
            "fault": {"kind": "transport", "fault": "connection_reset"},
        },
    )
    with pytest.raises(stripe.APIConnectionError):
        client.v1.subscriptions.retrieve(SUB)
    entry = world.ledger[-1]
    assert (entry.operation, entry.delivered, entry.outcome) == (
        "stripe.subscriptions.retrieve",
        False,
        "fault",
    )
    assert grounded(world) == (False, f"the agent never received {SUB} (0 response(s) received of 1 call(s))")
    assert client.v1.subscriptions.retrieve(SUB).status == "canceled"
    assert grounded(world) == (True, "")


def test_http_a_stale_read_shows_what_it_showed(server: RunningServer, world: World) -> None:
    client = sdk(server, world)
    customer = customer_id(client)
    with_plan(world, {"operation": "stripe.customers.retrieve", "fault": {"kind": "stale_read"}})
    client.v1.customers.update(customer, params={"name": "Kite & Co"})
    stale = client.v1.customers.retrieve(customer)
    assert stale.name == "Łukasz Nakamura"  # the state as it was before the update
    entry = world.ledger[-1]
    assert (entry.status, entry.outcome, entry.fault is not None and entry.fault["stale"]) == (
        200,
        "ok",
        True,
    )
    assert Evidence(seen=["Łukasz Nakamura"]).check([entry]) == (True, "")
    assert Evidence(seen=["Kite & Co"]).check([entry]) == (
        False,
        "the agent never received Kite & Co (1 response(s) received of 1 call(s))",
    )
    assert received(world, "Kite & Co")  # the update's own response showed it


def test_http_schema_drift_still_shows_the_ids(server: RunningServer, world: World) -> None:
    client = sdk(server, world)
    with_plan(
        world,
        {
            "operation": "stripe.subscriptions.list",
            "fault": {
                "kind": "schema_drift",
                "rename": {"data.*.status": "state"},
                "remove": ["data.*.items"],
            },
        },
    )
    subs = client.v1.subscriptions.list(params={"customer": customer_id(client), "status": "all"})
    drifted = subs.data[0].to_dict()
    assert drifted["id"] == SUB
    assert drifted["state"] == "canceled"
    assert "status" not in drifted
    assert grounded(world) == (True, "")
    assert not received(world, "active")


# -- MCP, the official client over streamable HTTP ---------------------------------------------------


@pytest.fixture(scope="module")
def mcp_server() -> Iterator[RunningMcpServer]:
    with start_http_in_thread(["stripe"]) as running:
        yield running


def _world_of(result: Any) -> str:
    assert result.meta is not None
    world_id: str = result.meta["toolproof/world"]
    return world_id


def test_mcp_what_the_tools_returned_grounds_the_refusal_and_a_lost_one_does_not(
    mcp_server: RunningMcpServer,
) -> None:
    from mcp import Client

    async def scenario() -> None:
        async with Client(mcp_server.mcp_url) as client:
            found = await client.call_tool("stripe_customers_list", {"email": EMAIL})
            assert not found.is_error
            world = mcp_server.world(_world_of(found))
            assert grounded(world)[0] is False
            with_plan(
                world,
                {
                    "operation": "stripe.subscriptions.retrieve",
                    "nth": 1,
                    "fault": {"kind": "transport", "fault": "timeout", "seconds": 0.01},
                },
            )
            lost = await client.call_tool("stripe_subscriptions_retrieve", {"subscription_exposed_id": SUB})
            assert lost.is_error
            assert (world.ledger[-1].transport, world.ledger[-1].delivered) == ("mcp", False)
            assert grounded(world) == (
                False,
                f"the agent never received {SUB} (1 response(s) received of 2 call(s))",
            )
            read = await client.call_tool("stripe_subscriptions_retrieve", {"subscription_exposed_id": SUB})
            assert not read.is_error
            assert grounded(world) == (True, "")

    anyio.run(scenario)


def test_a_restarted_server_keeps_what_the_agent_received(tmp_path: Any) -> None:
    from toolproof.transports.http.hub import WorldHub
    from toolproof.transports.http.persist import StateDir

    hub = WorldHub(["stripe"])
    world = hub.create(rate_limits=False)
    customer = world.call("stripe.customers.list", {"email": EMAIL}, transport="http").body["data"][0]["id"]
    world.call("stripe.subscriptions.list", {"customer": customer, "status": "all"}, transport="http")
    world.call("stripe.subscriptions.retrieve", {"subscription_exposed_id": "sub_nope"}, transport="http")
    assert grounded(world) == (True, "")
    StateDir(tmp_path).save(hub)

    again = WorldHub(["stripe"])
    assert StateDir(tmp_path).load(again) == [world.id]
    restored = again.get(world.id)
    assert restored is not None
    assert [e.to_dict() for e in restored.ledger] == [e.to_dict() for e in world.ledger]
    assert [e.response.body if e.response else None for e in restored.ledger] == [
        e.response.body if e.response else None for e in world.ledger
    ]
    assert grounded(restored) == (True, "")
