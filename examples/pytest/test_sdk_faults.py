"""The official Stripe SDK against a served world under a fault plan, in virtual time."""

import pytest

from toolproof.testing import assert_changes, assert_no_duplicate_effects


def charge(client):
    intent = client.v1.payment_intents.create(
        params={"amount": 5000, "currency": "usd", "payment_method": "pm_card_visa", "confirm": True}
    )
    return intent.latest_charge


@pytest.mark.toolproof(services=["stripe"])
@pytest.mark.faults("lost-responses")
def test_sdk_retries_with_its_idempotency_key_and_nothing_is_duplicated(served_world):
    client = served_world.stripe(max_network_retries=2)
    started = served_world.world.clock.now
    charge_id = charge(client)  # committed, then the response is lost: a 30-second timeout
    # The SDK retried with the same idempotency key: one payment, replayed, not two.
    assert_no_duplicate_effects(served_world.world)
    assert served_world.world.clock.now - started >= 30  # the plan's hold, in virtual time
    before = served_world.world.snapshot()
    client.v1.refunds.create(params={"charge": charge_id, "amount": 1000})
    assert_changes(served_world.world, since=before, stripe_refunds="+1", stripe_charges="~1")


@pytest.mark.toolproof(services=["stripe"])
@pytest.mark.faults("lost-responses")
def test_a_client_without_retries_sees_the_lost_response(served_world):
    import stripe

    client = served_world.stripe(max_network_retries=0)
    with pytest.raises(stripe.APIConnectionError):
        charge(client)
    entry = served_world.world.ledger[-1]
    assert (entry.operation, entry.committed, entry.delivered) == (
        "stripe.payment_intents.create",
        True,
        False,
    )


@pytest.mark.toolproof(services=["stripe"])
def test_a_thirty_second_latency_moves_the_clock_not_the_wall(served_world):
    from toolproof.faults import FaultPlan
    from toolproof.faults.effects import wall_seconds

    served_world.set_faults(
        FaultPlan.from_data(
            {
                "name": "slow-customers",
                "rules": [
                    {
                        "operation": "stripe.customers.list",
                        "fault": {"kind": "latency", "seconds": 30, "wall": True},
                    }
                ],
            }
        )
    )
    started = served_world.world.clock.now
    served_world.stripe().v1.customers.list(params={"limit": 1})
    served_world.stripe().v1.customers.list(params={"limit": 1})
    # Two 30-second responses: a minute on the world's clock, two milliseconds of real hold.
    assert served_world.world.clock.now - started >= 60
    assert wall_seconds(served_world.world, 30) == 0.001
