"""The operations and parameters added for the full surface, through the official SDK over HTTP.

Charges created and captured directly, refund cancel, product delete, subscription items added and
removed, resuming a paused subscription, sending an invoice, incrementing an authorization; and the
parameters that change state: tiered and decimal prices, invoice settings inherited from the
customer, shipping costs, custom numbers, revisions, billing cycle anchors, paused collection. Every
response is validated against the spec by the recorder (``conftest.py``).
"""

from __future__ import annotations

from typing import Any

import pytest
import stripe

from tests.services.stripe.conftest import expanded, legacy, legacy_params, raw_params, ref
from tests.services.stripe.test_sdk import _monthly_price, customer_with_card, new_customer
from toolproof.services.stripe.billing_clock import advance_billing
from toolproof.world import World

pytestmark = pytest.mark.usefixtures("recorder")

DAY = 86400


# -- charges, refunds, products --------------------------------------------------------------


def test_charge_created_from_a_token_then_captured_in_part(client: stripe.StripeClient, world: World) -> None:
    auth = client.v1.charges.create(
        params={
            "amount": 4000,
            "currency": "usd",
            "source": "tok_visa",
            "capture": False,
            "description": "Deposit",
            "statement_descriptor_suffix": "DEPOSIT",
            "shipping": {"name": "Ada", "address": {"line1": "1 Main St", "city": "Bath"}},
            "metadata": {"order": "17"},
        }
    )
    assert (auth.status, auth.captured, auth.amount_captured, auth.payment_intent) == (
        "succeeded",
        False,
        0,
        None,
    )
    assert auth.shipping is not None
    assert auth.shipping.address is not None
    assert auth.shipping.address.city == "Bath"
    assert auth.statement_descriptor_suffix == "DEPOSIT"
    captured = client.v1.charges.capture(auth.id, params={"amount": 2500})
    assert (captured.captured, captured.amount_captured, captured.amount_refunded) == (True, 2500, 1500)
    with pytest.raises(stripe.InvalidRequestError) as again:
        client.v1.charges.capture(auth.id)
    assert again.value.code == "charge_already_captured"
    row = next(r for r in world.rows("stripe_charges") if r["id"] == auth.id)
    assert (row["captured"], row["amount_captured"], row["description"]) == (True, 2500, "Deposit")


def test_charge_decline_commits_a_failed_charge(client: stripe.StripeClient, world: World) -> None:
    with pytest.raises(stripe.CardError) as exc:
        client.v1.charges.create(params={"amount": 1200, "currency": "usd", "source": "tok_chargeDeclined"})
    error = exc.value.error
    assert error is not None  # a decline names its code and the failed charge
    assert (error.code, error.decline_code) == ("card_declined", "generic_decline")
    failed = next(r for r in world.rows("stripe_charges") if r["id"] == error.charge)
    assert (failed["status"], failed["paid"], failed["amount"]) == ("failed", False, 1200)


def test_charge_a_customers_default_source(client: stripe.StripeClient) -> None:
    cus = client.v1.customers.create(params={"email": "src@example.com", "source": "tok_mastercard"})
    assert cus.default_source is not None
    charge = client.v1.charges.create(params={"amount": 999, "currency": "usd", "customer": cus.id})
    assert charge.payment_method_details is not None
    assert charge.payment_method_details.card is not None
    assert (charge.customer, charge.payment_method, charge.payment_method_details.card.brand) == (
        cus.id,
        cus.default_source,
        "mastercard",
    )
    bare = new_customer(client)
    with pytest.raises(stripe.InvalidRequestError) as exc:
        client.v1.charges.create(params={"amount": 999, "currency": "usd", "customer": bare.id})
    assert exc.value.user_message == "Cannot charge a customer that has no active card"
    # An invoice with no card of its own is paid with the customer's default source.
    client.v1.invoice_items.create(params={"customer": cus.id, "amount": 4200, "currency": "usd"})
    inv = client.v1.invoices.create(params={"customer": cus.id, "pending_invoice_items_behavior": "include"})
    paid = client.v1.invoices.pay(inv.id)
    assert (paid.status, paid.amount_paid) == ("paid", 4200)


def test_a_card_refund_cannot_be_canceled(client: stripe.StripeClient, world: World) -> None:
    charge = client.v1.charges.create(params={"amount": 800, "currency": "usd", "source": "tok_visa"})
    refund = client.v1.refunds.create(params={"charge": charge.id, "instructions_email": "jo@example.com"})
    assert refund.instructions_email == "jo@example.com"
    before = world.state_hash()
    with pytest.raises(stripe.InvalidRequestError) as exc:
        client.v1.refunds.cancel(refund.id)
    assert exc.value.http_status == 400
    assert "requires_action" in exc.value.user_message
    assert world.state_hash() == before


def test_delete_a_product_only_without_prices(client: stripe.StripeClient) -> None:
    bare = client.v1.products.create(
        params={
            "name": "Sticker",
            "marketing_features": [{"name": "Waterproof"}],
            "package_dimensions": {"height": 1, "length": 10, "weight": 2.5, "width": 10},
            "tax_code": "txcd_99999999",
        }
    )
    assert [f.name for f in bare.marketing_features] == ["Waterproof"]
    assert bare.package_dimensions is not None
    assert bare.package_dimensions.weight == 2.5
    assert bare.tax_code == "txcd_99999999"
    deleted = client.v1.products.delete(bare.id)
    assert (deleted.id, deleted.deleted) == (bare.id, True)
    with pytest.raises(stripe.InvalidRequestError) as gone:
        client.v1.products.retrieve(bare.id)
    assert (gone.value.http_status, gone.value.code) == (404, "resource_missing")
    priced = client.v1.products.create(
        params={"name": "Mug", "default_price_data": {"currency": "usd", "unit_amount": 1500}}
    )
    with pytest.raises(stripe.InvalidRequestError) as kept:
        client.v1.products.delete(priced.id)
    assert (
        kept.value.user_message
        == "This product cannot be deleted because it has one or more user-created prices."
    )


# -- prices ------------------------------------------------------------------------------------


def test_tiered_and_package_prices_bill_what_they_say(client: stripe.StripeClient) -> None:
    cus, _ = customer_with_card(client)
    product = client.v1.products.create(params={"name": "Seats"}).id
    graduated = client.v1.prices.create(
        params={
            "currency": "usd",
            "product": product,
            "recurring": {"interval": "month"},
            "billing_scheme": "tiered",
            "tiers_mode": "graduated",
            "tiers": [
                {"up_to": 5, "unit_amount": 1000},
                {"up_to": "inf", "unit_amount": 800, "flat_amount": 500},
            ],
            "expand": ["tiers"],
        }
    )
    assert (graduated.billing_scheme, graduated.unit_amount, graduated.tiers_mode) == (
        "tiered",
        None,
        "graduated",
    )
    assert graduated.tiers is not None
    assert [t.up_to for t in graduated.tiers] == [5, None]
    assert "tiers" not in client.v1.prices.retrieve(graduated.id)  # only when expanded, as Stripe
    sub = client.v1.subscriptions.create(
        params={
            "customer": cus,
            "items": [{"price": graduated.id, "quantity": 7}],
            "expand": ["latest_invoice"],
        }
    )
    assert expanded(sub.latest_invoice, stripe.Invoice).total == 5 * 1000 + 2 * 800 + 500
    volume = client.v1.prices.create(
        params={
            "currency": "usd",
            "product": product,
            "billing_scheme": "tiered",
            "tiers_mode": "volume",
            "tiers": [{"up_to": 10, "unit_amount": 300}, {"up_to": "inf", "unit_amount": 200}],
        }
    )
    per_pack = client.v1.prices.create(
        params={
            "currency": "usd",
            "product": product,
            "unit_amount": 1000,
            "transform_quantity": {"divide_by": 10, "round": "up"},
        }
    )
    assert per_pack.transform_quantity is not None
    assert per_pack.transform_quantity.divide_by == 10
    decimal = client.v1.prices.create(
        params=raw_params({"currency": "usd", "product": product, "unit_amount_decimal": "33.5"})
    )
    assert (decimal.unit_amount, str(decimal.unit_amount_decimal)) == (None, "33.5")
    inv = client.v1.invoices.create(params={"customer": cus})
    for price, quantity in ((volume.id, 12), (per_pack.id, 21), (decimal.id, 3)):
        client.v1.invoice_items.create(
            params=legacy_params({"customer": cus, "invoice": inv.id, "price": price, "quantity": quantity})
        )
    inv = client.v1.invoices.retrieve(inv.id)
    assert [line.amount for line in inv.lines.data] == [12 * 200, 3 * 1000, 101]
    assert inv.total == 2400 + 3000 + 101


def test_currency_options_come_back_only_when_expanded(client: stripe.StripeClient) -> None:
    price = client.v1.prices.create(
        params={
            "currency": "usd",
            "product_data": {"name": "Global"},
            "unit_amount": 1000,
            "currency_options": {"eur": {"unit_amount": 900, "tax_behavior": "inclusive"}},
        }
    )
    assert "currency_options" not in price
    got = client.v1.prices.retrieve(price.id, params={"expand": ["currency_options"]})
    assert got.currency_options is not None
    assert got.currency_options["eur"].unit_amount == 900
    assert got.currency_options["eur"].tax_behavior == "inclusive"
    updated = client.v1.prices.update(
        price.id, params={"currency_options": {"gbp": {"unit_amount": 800}}, "expand": ["currency_options"]}
    )
    assert updated.currency_options is not None
    assert sorted(updated.currency_options.to_dict()) == ["eur", "gbp"]


# -- invoices ----------------------------------------------------------------------------------


def test_invoices_take_the_customers_invoice_settings(client: stripe.StripeClient) -> None:
    cus = client.v1.customers.create(
        params={
            "email": "billing@example.com",
            "invoice_settings": {
                "custom_fields": [{"name": "PO", "value": "PO-77"}],
                "footer": "Thank you!",
                "rendering_options": {"amount_tax_display": "exclude_tax"},
            },
        }
    )
    assert cus.invoice_settings is not None
    assert cus.invoice_settings.custom_fields is not None
    assert cus.invoice_settings.rendering_options is not None
    assert [f.value for f in cus.invoice_settings.custom_fields] == ["PO-77"]
    assert cus.invoice_settings.rendering_options.amount_tax_display == "exclude_tax"
    inv = client.v1.invoices.create(params={"customer": cus.id})
    assert inv.custom_fields is not None
    assert (inv.footer, [f.name for f in inv.custom_fields]) == ("Thank you!", ["PO"])
    own = client.v1.invoices.create(params={"customer": cus.id, "footer": "Net 30", "custom_fields": ""})
    assert (own.footer, own.custom_fields) == ("Net 30", None)
    with pytest.raises(stripe.InvalidRequestError) as long_name:
        client.v1.customers.update(
            cus.id, params={"invoice_settings": {"custom_fields": [{"name": "N" * 41, "value": "v"}]}}
        )
    assert long_name.value.param == "invoice_settings[custom_fields][0][name]"
    assert (
        long_name.value.user_message
        == "Invalid string: NNNNNNNNNN...NNNNNNNNNN; must be at most 40 characters"
    )


def test_shipping_cost_number_and_revision(client: stripe.StripeClient, world: World) -> None:
    cus, _ = customer_with_card(client)
    inv = client.v1.invoices.create(
        params={
            "customer": cus,
            "number": "ACME-2024-001",
            "shipping_cost": {
                "shipping_rate_data": {
                    "display_name": "Courier",
                    "fixed_amount": {"amount": 1500, "currency": "usd"},
                }
            },
            "shipping_details": {"name": "Ada", "address": {"line1": "1 Main St"}},
        }
    )
    client.v1.invoice_items.create(
        params={"customer": cus, "invoice": inv.id, "amount": 5000, "currency": "usd"}
    )
    inv = client.v1.invoices.finalize_invoice(inv.id)
    assert inv.shipping_cost is not None
    assert (inv.number, inv.amount_shipping, inv.total, inv.shipping_cost.amount_total) == (
        "ACME-2024-001",
        1500,
        6500,
        1500,
    )
    revision = client.v1.invoices.create(params={"from_invoice": {"action": "revision", "invoice": inv.id}})
    assert (revision.status, revision.customer, revision.total) == ("draft", cus, 6500)
    assert revision.from_invoice is not None
    assert revision.from_invoice.invoice == inv.id
    assert client.v1.invoices.retrieve(inv.id).latest_revision == revision.id
    client.v1.invoices.finalize_invoice(revision.id)
    assert client.v1.invoices.retrieve(inv.id).status == "void"
    with pytest.raises(stripe.InvalidRequestError) as taken:
        client.v1.invoices.create(params={"customer": cus, "number": "ACME-2024-001"})
    assert taken.value.param == "number"


def test_send_an_invoice(client: stripe.StripeClient, world: World) -> None:
    cus, _ = customer_with_card(client)
    inv = client.v1.invoices.create(
        params={"customer": cus, "collection_method": "send_invoice", "days_until_due": 30}
    )
    client.v1.invoice_items.create(
        params={"customer": cus, "invoice": inv.id, "amount": 1000, "currency": "usd"}
    )
    with pytest.raises(stripe.InvalidRequestError):
        client.v1.invoices.send_invoice(inv.id)  # a draft cannot be sent
    client.v1.invoices.finalize_invoice(inv.id)
    sent = client.v1.invoices.send_invoice(inv.id)
    assert sent.status == "open"
    row = next(r for r in world.rows("stripe_invoices") if r["id"] == inv.id)
    assert row["extra"]["sent_at"] == [world.clock.seconds()]
    auto = client.v1.invoices.create(params={"customer": cus})
    client.v1.invoice_items.create(
        params={"customer": cus, "invoice": auto.id, "amount": 1000, "currency": "usd"}
    )
    client.v1.invoices.finalize_invoice(auto.id)
    with pytest.raises(stripe.InvalidRequestError) as exc:
        client.v1.invoices.send_invoice(auto.id)
    assert (
        exc.value.user_message
        == "You can only manually send an invoice if its collection method is 'send_invoice'."
    )


# -- payment intents ---------------------------------------------------------------------------


def test_increment_an_authorization(client: stripe.StripeClient) -> None:
    pi = client.v1.payment_intents.create(
        params={
            "amount": 5000,
            "currency": "usd",
            "payment_method": "pm_card_visa",
            "confirm": True,
            "capture_method": "manual",
            "payment_method_options": {"card": {"request_incremental_authorization": "if_available"}},
            "expand": ["latest_charge"],
        }
    )
    details = expanded(pi.latest_charge, stripe.Charge).payment_method_details
    assert details is not None
    assert details.card is not None
    assert details.card.incremental_authorization is not None
    assert details.card.incremental_authorization.status == "available"
    assert pi.payment_method_options is not None
    assert pi.payment_method_options.card is not None
    assert pi.payment_method_options.card.request_incremental_authorization == "if_available"
    more = client.v1.payment_intents.increment_authorization(pi.id, params={"amount": 7500})
    assert (more.amount, more.amount_capturable) == (7500, 7500)
    done = client.v1.payment_intents.capture(pi.id)
    assert (done.status, done.amount_received) == ("succeeded", 7500)
    plain = client.v1.payment_intents.create(
        params={
            "amount": 5000,
            "currency": "usd",
            "payment_method": "pm_card_visa",
            "confirm": True,
            "capture_method": "manual",
        }
    )
    with pytest.raises(stripe.InvalidRequestError):
        client.v1.payment_intents.increment_authorization(plain.id, params={"amount": 6000})
    with pytest.raises(stripe.InvalidRequestError) as balance:
        client.v1.payment_intents.apply_customer_balance(plain.id)
    assert balance.value.code == "payment_intent_unexpected_state"
    with pytest.raises(stripe.InvalidRequestError) as micro:
        client.v1.payment_intents.verify_microdeposits(plain.id, params={"amounts": [32, 45]})
    assert micro.value.code == "payment_intent_unexpected_state"


def test_intent_echoes_shipping_and_refuses_what_the_account_lacks(client: stripe.StripeClient) -> None:
    pi = client.v1.payment_intents.create(
        params={
            "amount": 2000,
            "currency": "usd",
            "shipping": {"name": "Ada", "address": {"country": "GB"}, "carrier": "Royal Mail"},
            "statement_descriptor_suffix": "ORDER 9",
            "transfer_group": "ORDER9",
            "payment_method": "pm_card_visa",
            "confirm": True,
            "expand": ["latest_charge"],
        }
    )
    assert pi.shipping is not None
    assert (pi.shipping.carrier, pi.statement_descriptor_suffix, pi.transfer_group) == (
        "Royal Mail",
        "ORDER 9",
        "ORDER9",
    )
    charge = expanded(pi.latest_charge, stripe.Charge)
    assert charge.shipping is not None
    assert (charge.shipping.carrier, charge.transfer_group) == ("Royal Mail", "ORDER9")
    with pytest.raises(stripe.InvalidRequestError) as sepa:
        client.v1.payment_intents.create(
            params=legacy_params({"amount": 2000, "currency": "usd", "payment_method_types": ["sepa_debit"]})
        )
    assert sepa.value.param == "payment_method_types[0]"
    with pytest.raises(stripe.InvalidRequestError) as fee:
        client.v1.payment_intents.create(
            params={"amount": 2000, "currency": "usd", "application_fee_amount": 100}
        )
    assert fee.value.param == "application_fee_amount"
    with pytest.raises(stripe.InvalidRequestError) as acct:
        client.v1.payment_intents.create(
            params={"amount": 2000, "currency": "usd", "on_behalf_of": "acct_123"}
        )
    assert (acct.value.code, acct.value.user_message) == ("resource_missing", "No such account: 'acct_123'")


# -- subscriptions -----------------------------------------------------------------------------


def test_references_the_account_cannot_have(client: stripe.StripeClient) -> None:
    cus, _ = customer_with_card(client)
    price = _monthly_price(client)
    cases: list[tuple[dict[str, Any], str, str]] = [
        ({"coupon": "SUMMER"}, "coupon", "No such coupon: 'SUMMER'"),
        ({"promotion_code": "promo_1"}, "promotion_code", "No such promotion code: 'promo_1'"),
        ({"default_tax_rates": ["txr_1"]}, "default_tax_rates[0]", "No such tax rate: 'txr_1'"),
        ({"discounts": [{"coupon": "X"}]}, "discounts[0][coupon]", "No such coupon: 'X'"),
    ]
    for extra, param, message in cases:
        with pytest.raises(stripe.InvalidRequestError) as exc:
            client.v1.subscriptions.create(
                params=raw_params({"customer": cus, "items": [{"price": price}], **extra})
            )
        assert (exc.value.code, exc.value.param, exc.value.user_message) == (
            "resource_missing",
            param,
            message,
        )


def test_billing_cycle_anchor_prorates_the_first_period(client: stripe.StripeClient, world: World) -> None:
    cus, _ = customer_with_card(client)
    price = _monthly_price(client, 3000)
    now = world.clock.seconds()
    anchor = now + 10 * DAY
    sub = client.v1.subscriptions.create(
        params={
            "customer": cus,
            "items": [{"price": price}],
            "billing_cycle_anchor": anchor,
            "add_invoice_items": [
                {
                    "price_data": {
                        "currency": "usd",
                        "product": ref(client.v1.prices.retrieve(price).product),
                        "unit_amount": 2500,
                    }
                }
            ],
            "expand": ["latest_invoice"],
        }
    )
    assert (sub.billing_cycle_anchor, legacy(sub, "current_period_end")) == (anchor, anchor)
    invoice = expanded(sub.latest_invoice, stripe.Invoice)
    full = invoice.lines.data[0]
    natural = full.period.end  # the partial period ends at the anchor
    assert natural == anchor
    lines = invoice.lines.data
    assert [legacy(line, "proration") for line in lines] == [True, False]
    month = next(
        r
        for r in world.rows("stripe_invoice_items")
        if r["invoice"] == invoice.id and r["kind"] == "subscription"
    )
    expected = round(3000 * (anchor - now) / (_month_after(now) - now))
    assert month["amount"] == expected
    assert invoice.total == expected + 2500
    configured = client.v1.subscriptions.create(
        params={
            "customer": cus,
            "items": [{"price": _monthly_price(client, 3100)}],
            "billing_cycle_anchor_config": {"day_of_month": 31},
        }
    )
    assert configured.billing_cycle_anchor_config is not None
    assert configured.billing_cycle_anchor_config.day_of_month == 31


def _month_after(ts: int) -> int:
    import datetime

    from dateutil.relativedelta import relativedelta

    when = datetime.datetime.fromtimestamp(ts, tz=datetime.UTC) + relativedelta(months=1)
    return int(when.timestamp())


def test_paused_collection_voids_renewals_until_it_resumes(client: stripe.StripeClient, world: World) -> None:
    cus, _ = customer_with_card(client)
    sub = client.v1.subscriptions.create(
        params={"customer": cus, "items": [{"price": _monthly_price(client)}]}
    )
    paused = client.v1.subscriptions.update(sub.id, params={"pause_collection": {"behavior": "void"}})
    assert paused.pause_collection is not None
    assert paused.pause_collection.behavior == "void"
    world.clock.now = legacy(sub, "current_period_end") + 60
    advance_billing(world)
    renewed = client.v1.subscriptions.retrieve(sub.id, params={"expand": ["latest_invoice"]})
    assert (renewed.status, expanded(renewed.latest_invoice, stripe.Invoice).status) == ("active", "void")
    client.v1.subscriptions.update(sub.id, params={"pause_collection": ""})
    world.clock.now = legacy(renewed, "current_period_end") + 60
    advance_billing(world)
    again = client.v1.subscriptions.retrieve(sub.id, params={"expand": ["latest_invoice"]})
    assert (again.pause_collection, expanded(again.latest_invoice, stripe.Invoice).status) == (None, "paid")


def test_a_trial_without_a_card_pauses_and_resumes(client: stripe.StripeClient, world: World) -> None:
    cus = new_customer(client)
    sub = client.v1.subscriptions.create(
        params={
            "customer": cus.id,
            "items": [{"price": _monthly_price(client)}],
            "trial_period_days": 7,
            "trial_settings": {"end_behavior": {"missing_payment_method": "pause"}},
        }
    )
    assert sub.trial_settings is not None
    assert sub.trial_settings.end_behavior.missing_payment_method == "pause"
    with pytest.raises(stripe.InvalidRequestError):
        client.v1.subscriptions.resume(sub.id)  # not paused yet
    assert sub.trial_end is not None
    world.clock.now = sub.trial_end + 60
    advance_billing(world)
    assert client.v1.subscriptions.retrieve(sub.id).status == "paused"
    pm = client.v1.payment_methods.attach("pm_card_visa", params={"customer": cus.id})
    client.v1.customers.update(cus.id, params={"invoice_settings": {"default_payment_method": pm.id}})
    resumed = client.v1.subscriptions.resume(sub.id, params={"expand": ["latest_invoice"]})
    assert (resumed.status, expanded(resumed.latest_invoice, stripe.Invoice).status) == ("active", "paid")
    assert legacy(resumed, "current_period_start") == world.clock.seconds()


def test_subscription_items_added_and_removed(client: stripe.StripeClient, world: World) -> None:
    cus, _ = customer_with_card(client)
    sub = client.v1.subscriptions.create(
        params={"customer": cus, "items": [{"price": _monthly_price(client)}]}
    )
    extra = client.v1.subscription_items.create(
        params={
            "subscription": sub.id,
            "price": _monthly_price(client, 700),
            "quantity": 3,
            "metadata": {"seat": "b"},
        }
    )
    assert (extra.subscription, extra.quantity) == (sub.id, 3)
    listed = client.v1.subscription_items.list(params={"subscription": sub.id}).data
    assert {i.id for i in listed} == {sub.items.data[0].id, extra.id}
    with pytest.raises(stripe.InvalidRequestError) as twice:
        client.v1.subscription_items.create(params={"subscription": sub.id, "price": extra.price.id})
    assert "same price" in twice.value.user_message
    removed = client.v1.subscription_items.delete(extra.id)
    assert (removed.id, removed.deleted) == (extra.id, True)
    with pytest.raises(stripe.InvalidRequestError):
        client.v1.subscription_items.delete(sub.items.data[0].id)  # the last item
    assert [r["id"] for r in world.rows("stripe_subscription_items") if r["subscription"] == sub.id] == [
        sub.items.data[0].id
    ]


def test_an_item_swapped_for_another_interval_in_one_update(
    client: stripe.StripeClient, world: World
) -> None:
    """Delete the monthly item and add a yearly price in the same request: valid, as on Stripe. Leaving
    items of two intervals is refused, naming the item, and changes nothing."""
    cus, _ = customer_with_card(client)
    sub = client.v1.subscriptions.create(
        params={"customer": cus, "items": [{"price": _monthly_price(client)}]}
    )
    yearly = client.v1.prices.create(
        params={"currency": "usd", "unit_amount": 29000, "recurring": {"interval": "year"},
                "product_data": {"name": "Plan yearly"}}
    ).id  # fmt: skip
    before = world.state_hash()
    with pytest.raises(stripe.InvalidRequestError) as mixed:
        client.v1.subscriptions.update(sub.id, params={"items": [{"price": yearly}]})
    assert (mixed.value.param, world.state_hash()) == ("items[0][price]", before)
    swapped = client.v1.subscriptions.update(
        sub.id, params={"items": [{"id": sub.items.data[0].id, "deleted": True}, {"price": yearly}]}
    )
    assert [(i.price.id, i.price.recurring and i.price.recurring.interval) for i in swapped.items.data] == [
        (yearly, "year")
    ]
