"""Every built-in plan on a world with the four real doubles: calls never crash, every answer is in
the vendor's shape or a transport failure, and the cascade unfolds in order across services."""

from __future__ import annotations

from typing import Any

import pytest

from toolproof.faults import builtin_names, builtin_plan, install
from toolproof.world import World

pytest.importorskip("toolproof.services.stripe")
pytest.importorskip("toolproof.services.slack")
pytest.importorskip("toolproof.services.gcal")
pytest.importorskip("toolproof.services.box")


def calls(world: World) -> list[tuple[str, dict[str, Any]]]:
    general = next(r["id"] for r in world.rows("slack_channels") if r["name"] == "general")
    return [
        ("stripe.customers.create", {"email": "ada@example.com"}),
        ("stripe.customers.list", {"limit": 3}),
        ("slack.chat.postMessage", {"channel": general, "text": "hello"}),
        ("slack.conversations.list", {"limit": 5}),
        ("gcal.events.list", {"calendarId": "primary", "maxResults": 3}),
        ("gcal.calendarList.list", {}),
        ("box.folders.create", {"name": "Fault drills", "parent": {"id": "0"}}),
        ("box.search.query", {"query": "report", "limit": 5}),
    ]


def vendor_shaped(service: str, status: int, body: Any) -> bool:
    if service == "slack":
        return isinstance(body, dict) and isinstance(body.get("ok"), bool)
    if service == "box" and status >= 400:  # Box's envelope; a refused token is an empty 401
        return (status == 401 and body is None) or (isinstance(body, dict) and body.get("type") == "error")
    if status >= 400:
        return isinstance(body, dict) and isinstance(body.get("error"), dict)
    return isinstance(body, dict)


@pytest.fixture(scope="module")
def world() -> World:
    return World(["stripe", "slack", "gcal", "box"], seed=5)


@pytest.mark.parametrize("name", builtin_names())
def test_builtin_plans_on_the_real_doubles(world: World, name: str) -> None:
    world.reset()
    install(world, builtin_plan(name))
    for op, params in calls(world) * 2:
        for _ in range(6):  # bursts, so per-operation limits bite too
            response = world.call(op, params)
            if response.transport_fault is None:
                assert vendor_shaped(op.split(".")[0], response.status, response.body), (op, response)
                assert response.status < 500 or world.ledger[-1].fault is not None
            else:
                assert response.body is None
    faulted = [e for e in world.ledger if e.fault]
    assert faulted, f"{name} never fired"
    for entry in faulted:
        assert {"rule", "kind", "phase", "committed", "delivered"} <= set(entry.fault or {})


def test_outage_cascade_unfolds_across_services_in_order(world: World) -> None:
    world.reset()
    install(world, builtin_plan("outage-cascade"))
    general = next(r["id"] for r in world.rows("slack_channels") if r["name"] == "general")
    seen: list[tuple[str, int, str | None]] = []
    while world.clock.now - world.fixture.clock < 45:
        for op, params in [
            ("stripe.customers.list", {"limit": 1}),
            ("slack.conversations.info", {"channel": general}),
        ]:
            r = world.call(op, params)
            seen.append((op.split(".")[0], r.status, r.transport_fault))
    stripe_seen = [s for s in seen if s[0] == "stripe"]
    slack_seen = [s for s in seen if s[0] == "slack"]
    assert stripe_seen[0][1] == 503  # Stripe is down first…
    assert slack_seen[0][1] == 200  # …while Slack is fine,
    assert ("slack", 0, "timeout") in slack_seen  # then Slack times out,
    assert stripe_seen[-1][1] == 200  # then everything recovers.
    assert slack_seen[-1][1] == 200
    first_timeout = seen.index(("slack", 0, "timeout"))
    assert all(s != ("stripe", 503, None) for s in seen[first_timeout:])
