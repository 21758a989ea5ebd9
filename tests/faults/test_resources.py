"""Resources in-process: plan rate limits on the virtual clock, concurrency caps, Retry-After grading."""

from __future__ import annotations

from tests.faults import pager
from tests.faults.helpers import create, with_plan
from toolproof.world import World

GET = "tickets.tickets.get"
assert pager.service.name == "pager"


def get(world: World) -> int:
    return world.call(GET, {"id": "tkt_1"}).status


def test_plan_rate_limit_on_the_virtual_clock(world: World) -> None:
    with_plan(world, rate_limits=[{"service": "tickets", "operation": GET, "limit": 2, "per_seconds": 10}])
    assert [get(world) for _ in range(3)] == [200, 200, 429]
    refused = world.call(GET, {"id": "tkt_1"})
    # Calls at t=1, 2 fill the window; at t=4 the oldest leaves it at t=11: wait 7 s.
    assert refused.headers["Retry-After"] == "7"
    assert refused.body["error"]["code"] == "rate_limited"
    assert world.ledger[-1].fault == {
        "rule": "limit:plan:0",
        "kind": "rate_limit",
        "phase": "before",
        "committed": False,
        "delivered": True,
    }
    assert create(world).status == 200  # other operations are not limited
    world.clock.advance(10)
    assert get(world) == 200


def test_rate_limit_scopes_operation_and_principal(world: World) -> None:
    with_plan(
        world,
        rate_limits=[
            {"service": "tickets", "access": "read", "limit": 1, "per_seconds": 60, "scope": "operation"},
            {"service": "tickets", "access": "write", "limit": 1, "per_seconds": 60, "scope": "principal"},
        ],
    )
    assert get(world) == 200
    assert world.call("tickets.accounts.get", {"id": "acct_1"}).status == 200  # its own window
    assert get(world) == 429
    assert create(world, principal="ann").status == 200
    assert create(world, principal="bob").status == 200
    assert create(world, principal="ann").status == 429


def test_service_and_plan_limits_are_refused_without_effect(world: World) -> None:
    with_plan(world, rate_limits=[{"service": "tickets", "limit": 1, "per_seconds": 60}])
    assert create(world).status == 200
    assert create(world).status == 429
    assert len(world.diff().table("tickets_tickets").added) == 1
    assert [e.committed for e in world.ledger] == [True, False]


def test_concurrency_cap_in_process_uses_the_in_flight_window(world: World) -> None:
    with_plan(world, concurrency={"tickets": 2})
    assert get(world) == 200
    with world.hold("tickets"):
        assert get(world) == 200
        with world.hold("tickets"):
            r = world.call(GET, {"id": "tkt_1"})
            assert r.status == 429
            assert r.body["error"]["limit_key"] == "tickets:concurrency"
            assert world.ledger[-1].fault is not None
            assert world.ledger[-1].fault["kind"] == "concurrency"
    assert world.inflight == {"tickets": 0}
    assert get(world) == 200


def test_retry_after_honoured_or_ignored_is_on_the_next_call(world: World) -> None:
    with_plan(world, {"operation": GET, "calls": [1, 2], "fault": {"kind": "rate_limit", "retry_after": 5}})
    assert get(world) == 429
    assert world.ledger[-1].retry_after is None
    assert get(world) == 429  # retried after 0 s
    assert world.ledger[-1].retry_after == {"required": 5.0, "waited": 0.0, "honoured": False}
    world.clock.advance(5)
    assert get(world) == 200
    assert world.ledger[-1].retry_after == {"required": 5.0, "waited": 5.0, "honoured": True}
    assert get(world) == 200
    assert world.ledger[-1].retry_after is None


def test_service_limits_also_grade_retry_after() -> None:
    """A service's own limits (no plan at all) feed the same accounting."""
    world = World(["pager"])
    send = {"message": "disk full"}
    assert world.call("pager.pages.send", send).status == 200
    refused = world.call("pager.pages.send", send)
    assert refused.status == 429
    assert refused.body["error"]["retry_after"] == 4
    world.clock.advance(4)
    assert world.call("pager.pages.send", send).status == 200
    assert world.ledger[-1].retry_after == {"required": None, "waited": 4.0, "honoured": None}


def test_limits_with_the_same_key_share_one_window_like_a_method_tier(world: World) -> None:
    """Two operations in one tier: their calls count against the same window."""
    tier = {"service": "tickets", "limit": 2, "per_seconds": 60, "key": "tickets:tier2"}
    with_plan(
        world,
        rate_limits=[tier | {"operation": GET}, tier | {"operation": "tickets.accounts.get"}],
    )
    assert get(world) == 200
    assert world.call("tickets.accounts.get", {"id": "acct_1"}).status == 200
    assert get(world) == 429
    assert world.call("tickets.accounts.get", {"id": "acct_1"}).status == 429
    assert world.ledger[-1].fault is not None
    assert world.ledger[-1].fault["rule"] == "limit:tickets:tier2"
    assert create(world).status == 200


def test_a_plan_limit_of_zero_refuses_every_matching_call_with_the_429(world: World) -> None:
    """``limit: 0`` allows no call: every matching one gets the service's 429 for the whole episode,
    its Retry-After the window's length; other operations pass (the limiter raised ``IndexError``)."""
    with_plan(world, rate_limits=[{"service": "tickets", "operation": GET, "limit": 0, "per_seconds": 30}])
    refused = [world.call(GET, {"id": "tkt_1"}) for _ in range(3)]
    world.clock.advance(120)
    refused.append(world.call(GET, {"id": "tkt_1"}))
    assert [(r.status, r.headers["Retry-After"], r.body["error"]["code"]) for r in refused] == [
        (429, "30", "rate_limited")
    ] * 4
    assert [e.fault["rule"] if e.fault else None for e in world.ledger] == ["limit:plan:0"] * 4
    assert create(world).status == 200
