"""Renewals on the virtual clock: ``advance_billing`` does what Stripe's background billing would."""

from __future__ import annotations

from typing import Any

import pytest

from toolproof.services.stripe.billing_clock import advance_billing
from toolproof.world import World

DAY = 86400


@pytest.fixture
def small() -> World:
    return World(["stripe"], seed=2, fixture="small")


def _subscribe(world: World, customer: str = "cus_alice", **extra: object) -> dict[str, Any]:
    r = world.call(
        "stripe.subscriptions.create",
        {"customer": customer, "items": [{"price": "price_pro_monthly"}], **extra},
    )
    assert r.status == 200, r.body
    assert isinstance(r.body, dict)
    return r.body


def _sub(world: World, sub_id: str) -> dict[str, Any]:
    body = world.call("stripe.subscriptions.retrieve", {"subscription_exposed_id": sub_id}).body
    assert isinstance(body, dict)
    return body


def test_renewal_invoices_and_charges_each_elapsed_period(small: World) -> None:
    sub = _subscribe(small)
    assert advance_billing(small) == ()
    small.clock.advance(65 * DAY)
    effects = advance_billing(small)
    assert {e.table for e in effects} >= {"stripe_invoices", "stripe_charges", "stripe_subscriptions"}
    now = _sub(small, sub["id"])
    assert now["status"] == "active"
    assert now["current_period_start"] <= small.clock.seconds() < now["current_period_end"]
    invoices = small.call("stripe.invoices.list", {"subscription": sub["id"]}).body["data"]
    assert [i["billing_reason"] for i in invoices] == [
        "subscription_cycle",
        "subscription_cycle",
        "subscription_create",
    ]
    assert all(i["status"] == "paid" and i["amount_paid"] == 2900 for i in invoices)
    assert invoices[0]["id"] == now["latest_invoice"]
    assert advance_billing(small) == ()


def test_decline_makes_past_due_and_cancel_at_period_end_ends(small: World) -> None:
    pm = small.call(
        "stripe.payment_methods.attach", {"payment_method": "pm_card_visa", "customer": "cus_bob"}
    ).body
    small.call(
        "stripe.customers.update",
        {"customer": "cus_bob", "invoice_settings": {"default_payment_method": pm["id"]}},
    )
    bob = _subscribe(small, "cus_bob")
    alice = _subscribe(small, cancel_at_period_end="true")
    # Bob's card starts declining before the renewal.
    small.conn.execute(
        "UPDATE stripe_payment_methods SET behaviour = 'insufficient_funds' WHERE id = ?", (pm["id"],)
    )
    small.clock.advance(32 * DAY)
    advance_billing(small)
    assert _sub(small, bob["id"])["status"] == "past_due"
    latest = small.call(
        "stripe.invoices.retrieve", {"invoice": _sub(small, bob["id"])["latest_invoice"]}
    ).body
    assert latest["status"] == "open"
    assert latest["attempt_count"] == 1
    ended = _sub(small, alice["id"])
    assert ended["status"] == "canceled"
    assert ended["ended_at"] == alice["current_period_end"]
    assert len(small.call("stripe.invoices.list", {"subscription": alice["id"]}).body["data"]) == 1


def test_trial_end_starts_billing(small: World) -> None:
    sub = _subscribe(small, trial_period_days="7")
    small.clock.advance(8 * DAY)
    advance_billing(small)
    now = _sub(small, sub["id"])
    assert now["status"] == "active"
    assert now["current_period_start"] == sub["trial_end"]
    first_paid = small.call("stripe.invoices.retrieve", {"invoice": now["latest_invoice"]}).body
    assert first_paid["amount_paid"] == 2900


def test_default_fixture_catches_up_deterministically() -> None:
    hashes = []
    for _ in range(2):
        world = World(["stripe"], seed=0)
        world.clock.advance(40 * DAY)
        advance_billing(world)
        live = [
            s for s in world.rows("stripe_subscriptions") if s["status"] in ("active", "trialing", "past_due")
        ]
        assert live
        assert all(s["current_period_end"] > world.clock.seconds() for s in live)
        hashes.append(world.state_hash())
    assert hashes[0] == hashes[1]
