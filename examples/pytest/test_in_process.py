"""An in-process world: no server, the same operations, diff and ledger."""

import pytest

from toolproof.testing import assert_changes, assert_no_changes


@pytest.mark.toolproof(services=["stripe"], seed=3)
def test_a_refund_changes_exactly_a_refund_and_its_charge(toolproof_world):
    world = toolproof_world
    intent = world.call(
        "stripe.payment_intents.create",
        {"amount": 5000, "currency": "usd", "payment_method": "pm_card_visa", "confirm": True},
    )
    assert intent.status == 200
    before = world.snapshot()
    refund = world.call("stripe.refunds.create", {"charge": intent.body["latest_charge"], "amount": 1000})
    assert refund.status == 200
    assert_changes(world, since=before, stripe_refunds="+1", stripe_charges="~1")


@pytest.mark.toolproof(services=["stripe"])
def test_a_refused_call_changes_nothing(toolproof_world):
    refused = toolproof_world.call("stripe.refunds.create", {"charge": "ch_missing", "amount": 100})
    assert (refused.status, refused.body["error"]["code"]) == (400, "resource_missing")
    assert_no_changes(toolproof_world)
