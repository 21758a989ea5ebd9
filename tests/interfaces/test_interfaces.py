"""Interface variants on the same state: keys where the vendor has none, replay flags, minimal bare
bodies, and a durable operation status that survives a lost response."""

from __future__ import annotations

import pytest

from toolproof.faults.injector import install
from toolproof.faults.plan import FaultPlan
from toolproof.interfaces import InterfaceError, parse_interfaces
from toolproof.perturb import Surface
from toolproof.world import World

LOST = FaultPlan.from_data(
    {"name": "lost", "rules": [{"id": "lost", "access": "write", "nth": 1,
                                "fault": {"kind": "transport", "phase": "after", "fault": "timeout"}}]}
)  # fmt: skip


def _channel(world: World) -> str:
    return str(world.rows("slack_channels")[0]["id"])


def test_effect_aware_gives_slack_writes_a_key_and_reports_the_replay() -> None:
    world = World(["slack"], seed=1)
    surface = Surface(world, interface="effect-aware")
    post = next(t for t in surface.tools("anthropic") if t["name"] == "slack_chat_postMessage")
    assert "not in the real API" in post["input_schema"]["properties"]["idempotency_key"]["description"]
    install(world, LOST)
    args = {"channel": _channel(world), "text": "hello", "idempotency_key": "k1"}
    lost = surface.call("slack_chat_postMessage", dict(args))
    assert lost.response is not None
    assert lost.response.transport_fault == "timeout"
    again = surface.call("slack_chat_postMessage", dict(args))
    assert again.response is not None
    assert again.response.body["ok"] is True
    assert again.notes == {"replayed": True}
    assert sum(1 for e in world.ledger if e.committed) == 1  # one message, not two


def test_vendor_and_bare_slack_have_no_key_and_a_retry_duplicates() -> None:
    for interface in ("vendor", "bare"):
        world = World(["slack"], seed=1)
        surface = Surface(world, interface=interface)
        post = next(t for t in surface.tools("anthropic") if t["name"] == "slack_chat_postMessage")
        assert "idempotency_key" not in post["input_schema"]["properties"]
        install(world, LOST)
        args = {"channel": _channel(world), "text": "hello"}
        surface.call("slack_chat_postMessage", dict(args))
        surface.call("slack_chat_postMessage", dict(args))
        assert sum(1 for e in world.ledger if e.committed) == 2


def test_bare_drops_stripe_keys_and_answers_minimal_bodies() -> None:
    world = World(["stripe"], seed=1)
    surface = Surface(world, interface="bare")
    create = next(t for t in surface.tools("anthropic") if t["name"] == "stripe_customers_create")
    assert "idempotency_key" not in create["input_schema"]["properties"]
    result = surface.call("stripe_customers_create", {"email": "a@example.com"}, idempotency_key="k")
    assert result.response is not None
    assert set(result.response.body) == {"id", "object"}
    assert world.ledger[-1].idempotency_key is None


def test_resumable_status_survives_a_lost_response_and_a_retry_resumes() -> None:
    world = World(["slack"], seed=1)
    surface = Surface(world, interface="resumable")
    names = [t["name"] for t in surface.tools("anthropic")]
    assert "get_operation_status" in names
    assert surface.call("get_operation_status", {"request_id": "r1"}).response.body["state"] == "unknown"  # type: ignore[union-attr]
    install(world, LOST)
    args = {"channel": _channel(world), "text": "hello", "request_id": "r1"}
    lost = surface.call("slack_chat_postMessage", dict(args))
    assert lost.response is not None
    assert lost.response.body is None
    status = surface.call("get_operation_status", {"request_id": "r1"}).response.body  # type: ignore[union-attr]
    assert status["state"] == "committed"
    assert status["status"] == 200
    assert status["result"]["ok"] is True
    assert status["result"]["ts"]
    again = surface.call("slack_chat_postMessage", dict(args))
    assert again.notes == {"replayed": True, "request_id": "r1"}
    assert sum(1 for e in world.ledger if e.committed) == 1


def test_unknown_interface_is_one_clear_line() -> None:
    assert parse_interfaces("vendor,bare") == ["vendor", "bare"]
    with pytest.raises(InterfaceError, match="unknown interface 'fast'") as info:
        parse_interfaces("vendor,fast")
    assert "\n" not in str(info.value)
