"""Prorations over the official SDK: what a mid-period change credits and charges, and who bills it.

Every subscription here starts on a fresh ``small`` world at a known instant, on prices made for the
test ($10 and $20 a month, $100 a year), so amounts are exact: Stripe prorates to the second,
line amount × (period end − proration time) / period length, rounded half up.
"""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from typing import Any

import pytest
import stripe
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.services.stripe.clocked import DAY, HALF, START, Shop, expected, period
from tests.services.stripe.conftest import error_body, legacy, raw_params
from toolproof.services.stripe.billing_clock import advance_billing
from toolproof.world import World

pytestmark = pytest.mark.stripe_world(fixture="small", clock=START)


def summary(items: list[stripe.InvoiceItem]) -> list[tuple[int, str, int, int, int | None]]:
    return [(i.amount, i.description or "", i.period.start, i.period.end, i.quantity) for i in items]


def _update(client: stripe.StripeClient, sub: stripe.Subscription, **params: Any) -> stripe.Subscription:
    return client.v1.subscriptions.update(sub.id, params=raw_params(params))


def test_upgrade_mid_period_creates_credit_and_charge_pending(
    shop: Shop, client: stripe.StripeClient
) -> None:
    sub = shop.subscribe(shop.basic)
    start, end = period(sub)
    assert sub.status == "active"
    first_invoice = client.v1.invoices.retrieve(str(sub.latest_invoice))
    when = start + HALF
    _update(client, sub, items=[{"id": sub["items"].data[0].id, "price": shop.pro}], proration_date=when)
    items = shop.pending()
    assert summary(items) == [
        (-500, "Unused time on Widget after 16 Dec 2026", when, end, 1),
        (1000, "Remaining time on Widget after 16 Dec 2026", when, end, 1),
    ]
    assert all(i.proration and i.invoice is None and legacy(i, "subscription") == sub.id for i in items)
    assert [legacy(i, "price")["id"] for i in items] == [shop.basic, shop.pro]
    assert legacy(items[0], "unit_amount") == -500
    assert items[0]["subscription_item"] == sub["items"].data[0].id
    # Nothing was invoiced: the subscription's latest invoice is still the first one.
    again = client.v1.subscriptions.retrieve(sub.id)
    assert again.latest_invoice == first_invoice.id
    assert again["items"].data[0].price.id == shop.pro


def test_downgrade_credits_more_than_it_charges(shop: Shop, client: stripe.StripeClient) -> None:
    sub = shop.subscribe(shop.pro)
    when = period(sub)[0] + 10 * DAY
    _update(client, sub, items=[{"id": sub["items"].data[0].id, "price": shop.basic}], proration_date=when)
    amounts = [i.amount for i in shop.pending()]
    assert amounts == [-expected(2000, 10 * DAY), expected(1000, 10 * DAY)] == [-1355, 677]
    assert sum(amounts) == -678


def test_quantity_change_credits_old_quantity_and_charges_new(
    shop: Shop, client: stripe.StripeClient
) -> None:
    sub = shop.subscribe(shop.basic, quantity=3)
    item = sub["items"].data[0].id
    _update(client, sub, items=[{"id": item, "quantity": 5}], proration_date=period(sub)[0] + HALF)
    items = shop.pending()
    assert [(i.amount, i.quantity, i.description) for i in items] == [
        (-1500, 3, "Unused time on 3 × Widget after 16 Dec 2026"),
        (2500, 5, "Remaining time on 5 × Widget after 16 Dec 2026"),
    ]
    assert [legacy(i, "unit_amount") for i in items] == [-500, 500]


def test_none_changes_the_price_and_creates_nothing(
    shop: Shop, client: stripe.StripeClient, world: World
) -> None:
    sub = shop.subscribe(shop.basic)
    before = world.conn.execute("SELECT count(*) FROM stripe_invoice_items").fetchone()[0]
    updated = _update(
        client, sub, items=[{"id": sub["items"].data[0].id, "price": shop.pro}], proration_behavior="none"
    )
    assert updated["items"].data[0].price.id == shop.pro
    assert shop.pending() == []
    assert world.conn.execute("SELECT count(*) FROM stripe_invoice_items").fetchone()[0] == before


def test_always_invoice_bills_the_difference_now(shop: Shop, client: stripe.StripeClient) -> None:
    sub = shop.subscribe(shop.basic)
    updated = _update(
        client,
        sub,
        items=[{"id": sub["items"].data[0].id, "price": shop.pro}],
        proration_behavior="always_invoice",
        proration_date=period(sub)[0] + HALF,
    )
    assert shop.pending() == []
    invoice = client.v1.invoices.retrieve(str(updated.latest_invoice))
    assert invoice.id != sub.latest_invoice
    assert (invoice.billing_reason, invoice.status, legacy(invoice, "subscription")) == (
        "subscription_update",
        "paid",
        sub.id,
    )
    assert (invoice.total, invoice.amount_paid, invoice.amount_remaining) == (500, 500, 0)
    lines = invoice.lines.data
    assert [(li.amount, li["proration"], li["type"]) for li in lines] == [
        (-500, True, "invoiceitem"),
        (1000, True, "invoiceitem"),
    ]
    # The credit names the line of the first invoice that billed the period.
    first = client.v1.invoices.retrieve(str(sub.latest_invoice))
    credited = legacy(lines[0], "proration_details")["credited_items"]
    assert (credited["invoice"], list(credited["invoice_line_items"])) == (first.id, [first.lines.data[0].id])
    assert legacy(lines[1], "proration_details")["credited_items"] is None
    charge = client.v1.charges.retrieve(str(invoice["charge"]))
    assert (charge.amount, charge.paid, charge.customer) == (500, True, shop.customer)
    # The period did not change: the prices changed inside it.
    assert legacy(updated, "current_period_end") == legacy(sub, "current_period_end")


def test_proration_date_outside_the_period_is_refused_and_changes_nothing(
    shop: Shop, client: stripe.StripeClient, world: World
) -> None:
    sub = shop.subscribe(shop.basic)
    before = world.state_hash()
    with pytest.raises(stripe.InvalidRequestError) as err:
        _update(
            client,
            sub,
            items=[{"id": sub["items"].data[0].id, "price": shop.pro}],
            proration_date=period(sub)[0] - 1,
        )
    body = error_body(err.value)["error"]
    assert (err.value.http_status, body["type"], body["param"]) == (
        400,
        "invalid_request_error",
        "proration_date",
    )
    assert world.state_hash() == before
    assert client.v1.subscriptions.retrieve(sub.id)["items"].data[0].price.id == shop.basic


def test_trialing_subscription_is_not_prorated(shop: Shop, client: stripe.StripeClient) -> None:
    sub = shop.subscribe(shop.basic, trial_period_days=14)
    assert sub.status == "trialing"
    _update(client, sub, items=[{"id": sub["items"].data[0].id, "price": shop.pro, "quantity": 2}])
    assert shop.pending() == []


def test_subscription_items_create_update_delete_prorate(
    shop: Shop, client: stripe.StripeClient, world: World
) -> None:
    sub = shop.subscribe(shop.basic)
    product = client.v1.products.create(params={"name": "Seats"})
    seat = client.v1.prices.create(
        params={
            "currency": "usd",
            "product": product.id,
            "unit_amount": 300,
            "recurring": {"interval": "month"},
        }
    )
    when = period(sub)[0] + 21 * DAY  # 22 Dec 2026: 10 of 31 days left
    added = client.v1.subscription_items.create(
        params={"subscription": sub.id, "price": seat.id, "quantity": 2, "proration_date": when}
    )
    client.v1.subscription_items.update(added.id, params={"quantity": 4, "proration_date": when})
    client.v1.subscription_items.delete(added.id, params={"proration_date": when})
    assert [(i.amount, i.description) for i in shop.pending()] == [
        (194, "Remaining time on 2 × Seats after 22 Dec 2026"),
        (-194, "Unused time on 2 × Seats after 22 Dec 2026"),
        (387, "Remaining time on 4 × Seats after 22 Dec 2026"),
        (-387, "Unused time on 4 × Seats after 22 Dec 2026"),
    ]
    assert expected(600, 21 * DAY) == 194
    assert expected(1200, 21 * DAY) == 387
    # always_invoice on an item: the pending items above are invoiced with the new one.
    client.v1.subscription_items.create(
        params={
            "subscription": sub.id,
            "price": seat.id,
            "proration_behavior": "always_invoice",
            "proration_date": when,
        }
    )
    latest = client.v1.invoices.retrieve(str(client.v1.subscriptions.retrieve(sub.id).latest_invoice))
    assert latest.billing_reason == "subscription_update"
    assert [li.amount for li in latest.lines.data] == [194, -194, 387, -387, 97]
    assert shop.pending() == []


def test_next_renewal_picks_the_prorations_up(shop: Shop, client: stripe.StripeClient, world: World) -> None:
    sub = shop.subscribe(shop.basic)
    start, end = period(sub)
    _update(
        client, sub, items=[{"id": sub["items"].data[0].id, "price": shop.pro}], proration_date=start + HALF
    )
    world.clock.now = end + 60
    advance_billing(world)
    renewal = client.v1.invoices.retrieve(str(client.v1.subscriptions.retrieve(sub.id).latest_invoice))
    assert renewal.billing_reason == "subscription_cycle"
    assert sorted((li.amount, li["proration"]) for li in renewal.lines.data) == [
        (-500, True),
        (1000, True),
        (2000, False),
    ]
    assert (renewal.status, renewal.amount_paid) == ("paid", 2500)
    assert shop.pending() == []


def test_new_interval_restarts_the_period_and_invoices_at_once(
    shop: Shop, client: stripe.StripeClient, world: World
) -> None:
    sub = shop.subscribe(shop.basic)
    start, _ = period(sub)
    world.clock.now = start + HALF
    updated = _update(client, sub, items=[{"id": sub["items"].data[0].id, "price": shop.yearly}])
    now = legacy(updated, "current_period_start")
    assert now >= start + HALF
    assert legacy(updated, "current_period_end") == now + 365 * DAY
    invoice = client.v1.invoices.retrieve(str(updated.latest_invoice))
    assert invoice.billing_reason == "subscription_update"
    assert sorted((li.amount, li["proration"], li["type"]) for li in invoice.lines.data) == [
        (-expected(1000, now - start), True, "invoiceitem"),
        (10000, False, "subscription"),
    ]
    assert (invoice.status, invoice.amount_paid) == ("paid", 10000 - expected(1000, now - start))
    assert shop.pending() == []


def test_billing_cycle_anchor_now_credits_the_unused_period(shop: Shop, client: stripe.StripeClient) -> None:
    sub = shop.subscribe(shop.basic, quantity=2)
    updated = _update(client, sub, billing_cycle_anchor="now", proration_date=period(sub)[0] + HALF)
    invoice = client.v1.invoices.retrieve(str(updated.latest_invoice))
    assert sorted(li.amount for li in invoice.lines.data) == [-1000, 2000]
    assert invoice.amount_paid == 1000


# -- the arithmetic, at any moment of the period (in process: hypothesis makes many cases) --------


@pytest.fixture(scope="module")
def scratch() -> Iterator[tuple[World, str, str]]:
    w = World(["stripe"], seed=5, fixture="small")
    w.rate_limits_enabled = False  # every example rewinds the clock to START
    prices = []
    for amount in (1000, 2900):
        r = w.call(
            "stripe.prices.create",
            {
                "currency": "usd",
                "product": "prod_pro",
                "unit_amount": amount,
                "recurring": {"interval": "month"},
            },
        )
        prices.append(r.body["id"])
    yield w, prices[0], prices[1]
    w.close()


@settings(max_examples=40, deadline=None)
@given(offset=st.integers(min_value=0, max_value=31 * DAY), quantity=st.integers(min_value=1, max_value=7))
def test_credit_plus_charge_is_the_difference_for_the_time_left(
    scratch: tuple[World, str, str], offset: int, quantity: int
) -> None:
    world, low, high = scratch
    world.clock.now = START
    sub = world.call(
        "stripe.subscriptions.create",
        {"customer": "cus_alice", "items": [{"price": low, "quantity": quantity}]},
    ).body
    start, end = sub["current_period_start"], sub["current_period_end"]
    assert end - start == 31 * DAY
    when = start + offset
    r = world.call(
        "stripe.subscriptions.update",
        {
            "subscription_exposed_id": sub["id"],
            "items": [{"id": sub["items"]["data"][0]["id"], "price": high}],
            "proration_date": when,
        },
    )
    assert r.status == 200, r.body
    rows = world.conn.execute(
        "SELECT amount FROM stripe_invoice_items WHERE subscription = ? AND proration ORDER BY seq",
        (sub["id"],),
    ).fetchall()
    amounts = [a for (a,) in rows]
    left = Decimal(end - when) / (end - start)
    assert amounts == [
        a for a in (-expected(1000 * quantity, offset), expected(2900 * quantity, offset)) if a
    ]
    assert abs(sum(amounts) - (2900 - 1000) * quantity * left) <= 1
