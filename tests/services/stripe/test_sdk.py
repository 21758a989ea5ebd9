"""Every implemented operation, driven through the official ``stripe`` SDK against ``toolproof serve``.

Each test runs in its own world on the default (messy) fixture; every response body is validated
against Stripe's OpenAPI spec by the recorder in ``conftest.py``.
"""

from __future__ import annotations

from typing import Any, Unpack

import pytest
import stripe
from stripe.params import CustomerCreateParams, PaymentIntentCreateParams

from tests.services.stripe.conftest import (
    SpecRecorder,
    client_for,
    error_body,
    expanded,
    last_response,
    legacy,
    legacy_params,
    raw_params,
    ref,
)
from tests.services.stripe.spec import violation
from toolproof.transports.http import RunningServer
from toolproof.world import World

pytestmark = pytest.mark.usefixtures("recorder")


def new_customer(client: stripe.StripeClient, **params: Unpack[CustomerCreateParams]) -> stripe.Customer:
    return client.v1.customers.create(params={"email": "ada@example.com", "name": "Ada", **params})


def customer_with_card(client: stripe.StripeClient, card: str = "pm_card_visa") -> tuple[str, str]:
    cus = new_customer(client)
    pm = client.v1.payment_methods.attach(card, params={"customer": cus.id})
    client.v1.customers.update(cus.id, params={"invoice_settings": {"default_payment_method": pm.id}})
    return cus.id, pm.id


# -- customers -------------------------------------------------------------------------------


def test_customer_crud_and_request_id(client: stripe.StripeClient, world: World) -> None:
    cus = client.v1.customers.create(
        params={
            "email": "zoë@example.com",
            "name": "Zoë Brontë",
            "metadata": {"order_id": "6735", "tier": "gold"},
            "address": {"city": "Haworth", "country": "GB"},
            "preferred_locales": ["en", "fr"],
        }
    )
    assert cus.id.startswith("cus_")
    assert cus.object == "customer"
    assert str(last_response(cus).request_id).startswith("req_")
    assert cus.metadata is not None
    assert cus.metadata.to_dict() == {"order_id": "6735", "tier": "gold"}
    assert cus.address is not None
    assert cus.address.city == "Haworth"
    assert cus.address.line1 is None
    got = client.v1.customers.retrieve(cus.id)
    assert got.email == "zoë@example.com"
    assert got.preferred_locales == ["en", "fr"]
    upd = client.v1.customers.update(
        cus.id, params={"metadata": {"tier": ""}, "description": "VIP", "phone": ""}
    )
    assert upd.metadata is not None
    assert upd.metadata.to_dict() == {"order_id": "6735"}
    assert upd.description == "VIP"
    assert upd.phone is None
    cleared = client.v1.customers.update(cus.id, params={"description": ""})
    assert cleared.description is None
    deleted = client.v1.customers.delete(cus.id)
    assert deleted.deleted is True
    assert deleted.id == cus.id
    again = client.v1.customers.retrieve(cus.id)
    assert again.deleted is True
    with pytest.raises(stripe.InvalidRequestError) as exc:
        client.v1.customers.update(cus.id, params={"name": "x"})
    assert exc.value.http_status == 404
    assert exc.value.code == "resource_missing"
    row = next(r for r in world.rows("stripe_customers") if r["id"] == cus.id)
    assert row["deleted"] is True
    assert row["description"] is None


def test_customer_list_filters_and_auto_paging(client: stripe.StripeClient, world: World) -> None:
    live = [r for r in world.rows("stripe_customers") if not r["deleted"]]
    seen = [c.id for c in client.v1.customers.list(params={"limit": 100}).auto_paging_iter()]
    assert len(seen) == len(live) == len(set(seen))
    # Newest first, stable across pages.
    created = {r["id"]: r["created"] for r in live}
    assert [created[i] for i in seen] == sorted((created[i] for i in seen), reverse=True)
    first = client.v1.customers.list(params={"limit": 3})
    assert first.has_more
    assert len(first.data) == 3
    assert first.url == "/v1/customers"
    nxt = client.v1.customers.list(params={"limit": 3, "starting_after": first.data[-1].id})
    back = client.v1.customers.list(params={"limit": 3, "ending_before": nxt.data[0].id})
    assert [c.id for c in back.data] == [c.id for c in first.data]
    # Backwards from the 120th: the SDK walks previous pages and yields oldest-to-newest reversed.
    backwards = [
        c.id
        for c in client.v1.customers.list(params={"limit": 25, "ending_before": seen[120]}).auto_paging_iter()
    ]
    assert backwards == list(reversed(seen[:120]))
    mid = created[seen[50]]
    window = client.v1.customers.list(params={"limit": 100, "created": {"gte": mid}})
    assert {c.id for c in window.data} == {i for i in seen if created[i] >= mid}
    email = next(r["email"] for r in live if r["email"])
    by_email = client.v1.customers.list(params={"email": email})
    assert by_email.data
    assert all(c.email == email for c in by_email.data)


def test_customer_search_query_language_and_pages(client: stripe.StripeClient, world: World) -> None:
    cus = new_customer(
        client, email="Grace.Hopper@Example.com", name="Grace Hopper", metadata={"plan": "navy"}
    )
    res = client.v1.customers.search(params={"query": "email:'grace.hopper@example.com'"})
    assert [c.id for c in res.data] == [cus.id]
    assert res["object"] == "search_result"  # SearchResultObject types no `object` attribute
    assert client.v1.customers.search(params={"query": "name~'hopp'"}).data[0].id == cus.id
    meta = client.v1.customers.search(params={"query": "metadata['plan']:'navy' AND name:'Grace Hopper'"})
    assert [c.id for c in meta.data] == [cus.id]
    either = client.v1.customers.search(params={"query": "email:'nobody@nowhere' OR metadata['plan']:'navy'"})
    assert [c.id for c in either.data] == [cus.id]
    recent = client.v1.customers.search(params={"query": f"created>={cus.created}"})
    assert cus.id in [c.id for c in recent.data]
    # Paginate a broad search to the end with page / next_page.
    live = [r for r in world.rows("stripe_customers") if not r["deleted"]]
    expected = {r["id"] for r in live if r["created"] > 0}
    page = client.v1.customers.search(params={"query": "created>0", "limit": 40})
    got = [c.id for c in page.data]
    pages = 1
    while page.has_more:
        assert page.next_page
        page = client.v1.customers.search(params={"query": "created>0", "limit": 40, "page": page.next_page})
        got += [c.id for c in page.data]
        pages += 1
    assert pages > 2
    assert set(got) == expected
    assert len(got) == len(expected)
    assert page.next_page is None
    # search_auto_paging_iter walks the same pages.
    walked = [
        c.id
        for c in client.v1.customers.search(params={"query": "created>0", "limit": 100}).auto_paging_iter()
    ]
    assert walked == got
    with pytest.raises(stripe.InvalidRequestError) as exc:
        client.v1.customers.search(params={"query": "email:'a' AND name:'b' OR phone:'c'"})
    assert exc.value.param == "query"


def test_duplicate_emails_in_fixture_differ_only_in_case(world: World) -> None:
    emails = [r["email"] for r in world.rows("stripe_customers") if r["email"]]
    lowered: dict[str, set[str]] = {}
    for e in emails:
        lowered.setdefault(e.lower(), set()).add(e)
    assert any(len(v) > 1 for v in lowered.values())


# -- payment methods -------------------------------------------------------------------------


def test_payment_methods_create_attach_detach_list(client: stripe.StripeClient) -> None:
    cus = new_customer(client)
    pm = client.v1.payment_methods.create(
        params={
            "type": "card",
            "card": {"number": "4000000000000341", "exp_month": 4, "exp_year": 2031, "cvc": "123"},
            "billing_details": {"name": "Ada"},
        }
    )
    assert pm.card is not None
    assert pm.card.last4 == "0341"
    assert pm.customer is None
    assert pm.billing_details.name == "Ada"
    card = client.v1.payment_methods.retrieve(pm.id).card
    assert card is not None
    assert card.exp_year == 2031
    attached = client.v1.payment_methods.attach(pm.id, params={"customer": cus.id})
    assert attached.customer == cus.id
    magic = client.v1.payment_methods.attach("pm_card_mastercard", params={"customer": cus.id})
    assert magic.id.startswith("pm_")
    assert magic.id != "pm_card_mastercard"
    assert magic.card is not None
    assert magic.card.brand == "mastercard"
    listed = client.v1.payment_methods.list(params={"customer": cus.id, "type": "card"})
    assert [p.id for p in listed.data] == [magic.id, pm.id]
    upd = client.v1.payment_methods.update(pm.id, params={"metadata": {"nick": "work"}})
    assert upd.metadata is not None
    assert upd.metadata.to_dict() == {"nick": "work"}
    detached = client.v1.payment_methods.detach(pm.id)
    assert detached.customer is None
    with pytest.raises(stripe.InvalidRequestError):
        client.v1.payment_methods.detach(pm.id)
    card = client.v1.payment_methods.retrieve("pm_card_visa").card
    assert card is not None
    assert card.last4 == "4242"
    with pytest.raises(stripe.CardError) as exc:
        client.v1.payment_methods.create(
            params={"type": "card", "card": {"number": "4242424242424241", "exp_month": 1, "exp_year": 2030}}
        )
    assert exc.value.code == "incorrect_number"
    assert exc.value.param == "card[number]"


# -- payment intents, charges, refunds ------------------------------------------------------


def test_payment_intent_lifecycle_automatic(client: stripe.StripeClient) -> None:
    cus, pm = customer_with_card(client)
    pi = client.v1.payment_intents.create(params={"amount": 2000, "currency": "usd", "customer": cus})
    assert pi.status == "requires_payment_method"
    assert str(pi.client_secret).startswith(pi.id + "_secret_")
    pi = client.v1.payment_intents.update(pi.id, params={"payment_method": pm, "description": "Order 1"})
    assert pi.status == "requires_confirmation"
    pi = client.v1.payment_intents.confirm(pi.id, params={"expand": ["latest_charge", "customer"]})
    assert pi.status == "succeeded"
    assert pi.amount_received == 2000
    assert expanded(pi.latest_charge, stripe.Charge).amount_captured == 2000
    assert expanded(pi.latest_charge, stripe.Charge).paid is True
    assert expanded(pi.customer, stripe.Customer).id == cus
    assert client.v1.payment_intents.retrieve(pi.id).status == "succeeded"
    with pytest.raises(stripe.InvalidRequestError) as exc:
        client.v1.payment_intents.cancel(pi.id)
    assert exc.value.code == "payment_intent_unexpected_state"
    with pytest.raises(stripe.InvalidRequestError) as exc:
        client.v1.payment_intents.confirm(pi.id)
    assert exc.value.code == "payment_intent_unexpected_state"
    listed = client.v1.payment_intents.list(params={"customer": cus})
    assert [p.id for p in listed.data] == [pi.id]
    charges = client.v1.charges.list(params={"payment_intent": pi.id})
    assert len(charges.data) == 1
    assert charges.data[0].id == expanded(pi.latest_charge, stripe.Charge).id
    assert (
        client.v1.charges.list(params={"customer": cus}).data[0].id
        == expanded(pi.latest_charge, stripe.Charge).id
    )


def test_manual_capture_partial_then_refund_rest(client: stripe.StripeClient) -> None:
    pi = client.v1.payment_intents.create(
        params={
            "amount": 5000,
            "currency": "usd",
            "payment_method": "pm_card_visa",
            "confirm": True,
            "capture_method": "manual",
        }
    )
    assert pi.status == "requires_capture"
    assert pi.amount_capturable == 5000
    pi = client.v1.payment_intents.capture(pi.id, params={"amount_to_capture": 3000})
    assert pi.status == "succeeded"
    assert pi.amount_received == 3000
    ch = client.v1.charges.retrieve(ref(pi.latest_charge))
    assert (ch.amount_captured, ch.amount_refunded, ch.refunded) == (3000, 2000, False)
    with pytest.raises(stripe.InvalidRequestError) as exc:
        client.v1.refunds.create(params={"charge": ch.id, "amount": 3001})
    assert exc.value.code == "amount_too_large"
    assert exc.value.param == "amount"
    client.v1.refunds.create(params={"payment_intent": pi.id})
    ch = client.v1.charges.retrieve(ch.id)
    assert (ch.amount_refunded, ch.refunded) == (5000, True)


def test_cancel_uncaptured_releases_authorization(client: stripe.StripeClient) -> None:
    pi = client.v1.payment_intents.create(
        params={
            "amount": 1500,
            "currency": "eur",
            "payment_method": "pm_card_visa",
            "confirm": True,
            "capture_method": "manual",
        }
    )
    pi = client.v1.payment_intents.cancel(pi.id, params={"cancellation_reason": "requested_by_customer"})
    assert pi.status == "canceled"
    assert pi.cancellation_reason == "requested_by_customer"
    ch = client.v1.charges.retrieve(ref(pi.latest_charge))
    assert ch.captured is False
    assert ch.refunded is True
    assert ch.amount_refunded == 1500
    with pytest.raises(stripe.InvalidRequestError) as exc:
        client.v1.payment_intents.capture(pi.id)
    assert exc.value.code == "payment_intent_unexpected_state"


@pytest.mark.parametrize(
    ("card", "code", "decline_code"),
    [
        ("pm_card_chargeDeclined", "card_declined", "generic_decline"),
        ("pm_card_chargeDeclinedInsufficientFunds", "card_declined", "insufficient_funds"),
        ("pm_card_chargeDeclinedExpiredCard", "expired_card", "expired_card"),
        ("pm_card_chargeDeclinedIncorrectCvc", "incorrect_cvc", "incorrect_cvc"),
        ("4000000000000002", "card_declined", "generic_decline"),
        ("4000000000009995", "card_declined", "insufficient_funds"),
        ("4000000000000069", "expired_card", "expired_card"),
        ("4000000000000127", "incorrect_cvc", "incorrect_cvc"),
    ],
)
def test_test_cards_decline_with_codes(
    client: stripe.StripeClient, card: str, code: str, decline_code: str
) -> None:
    if card.isdigit():
        card = client.v1.payment_methods.create(
            params={"type": "card", "card": {"number": card, "exp_month": 12, "exp_year": 2034, "cvc": "314"}}
        ).id
    with pytest.raises(stripe.CardError) as exc:
        client.v1.payment_intents.create(
            params={"amount": 1999, "currency": "usd", "payment_method": card, "confirm": True}
        )
    err = exc.value
    assert err.http_status == 402
    assert err.code == code
    assert err.error is not None
    assert err.error.decline_code == decline_code
    body = error_body(err)["error"]
    assert body["type"] == "card_error"
    assert body["charge"].startswith("ch_")
    pi = body["payment_intent"]
    assert pi["status"] == "requires_payment_method"
    assert pi["last_payment_error"]["decline_code"] == decline_code
    ch = client.v1.charges.retrieve(body["charge"])
    assert ch.status == "failed"
    assert ch.failure_code == code
    assert ch.outcome is not None
    assert ch.outcome.reason == decline_code
    with pytest.raises(stripe.InvalidRequestError) as refund_exc:
        client.v1.refunds.create(params={"charge": ch.id})
    assert refund_exc.value.code == "charge_not_refundable"


def test_refunds_partial_full_twice_and_listing(client: stripe.StripeClient, world: World) -> None:
    pi = client.v1.payment_intents.create(
        params={"amount": 10000, "currency": "usd", "payment_method": "pm_card_visa", "confirm": True}
    )
    charge = ref(pi.latest_charge)
    r1 = client.v1.refunds.create(
        params={"charge": charge, "amount": 2500, "reason": "requested_by_customer"}
    )
    assert r1.status == "succeeded"
    assert r1.payment_intent == pi.id
    assert r1.reason == "requested_by_customer"
    ch = client.v1.charges.retrieve(charge)
    assert (ch.amount_refunded, ch.refunded) == (2500, False)
    with pytest.raises(stripe.InvalidRequestError) as exc:
        client.v1.refunds.create(params={"charge": charge, "amount": 8000})
    assert exc.value.code == "amount_too_large"
    assert "greater than unrefunded amount on charge ($75.00)" in exc.value.user_message
    r2 = client.v1.refunds.create(params={"payment_intent": pi.id, "metadata": {"ticket": "T-1"}})
    assert r2.amount == 7500
    assert r2.metadata is not None
    assert r2.metadata.to_dict() == {"ticket": "T-1"}
    ch = client.v1.charges.retrieve(charge, params={"expand": ["payment_intent"]})
    assert (ch.amount_refunded, ch.refunded) == (10000, True)
    assert expanded(ch.payment_intent, stripe.PaymentIntent).id == pi.id
    with pytest.raises(stripe.InvalidRequestError) as exc:
        client.v1.refunds.create(params={"charge": charge})
    assert exc.value.code == "charge_already_refunded"
    assert [r.id for r in client.v1.refunds.list(params={"charge": charge}).data] == [r2.id, r1.id]
    assert [r.id for r in client.v1.refunds.list(params={"payment_intent": pi.id}).data] == [r2.id, r1.id]
    with_refunds = client.v1.charges.retrieve(charge, params={"expand": ["refunds"]})
    assert with_refunds.refunds is not None
    assert [r.id for r in with_refunds.refunds.data] == [r2.id, r1.id]
    upd = client.v1.refunds.update(r1.id, params={"metadata": {"note": "late"}})
    assert upd.metadata is not None
    assert upd.metadata.to_dict() == {"note": "late"}
    assert (
        expanded(client.v1.refunds.retrieve(r1.id, params={"expand": ["charge"]}).charge, stripe.Charge).id
        == charge
    )
    # Money invariant over the whole world, fixture included.
    refunds: dict[str, int] = {}
    for r in world.rows("stripe_refunds"):
        refunds[r["charge"]] = refunds.get(r["charge"], 0) + r["amount"]
    for c in world.rows("stripe_charges"):
        assert 0 <= c["amount_refunded"] <= c["amount"]
        assert c["refunded"] == (c["amount_refunded"] == c["amount"])
        if c["captured"] and c["amount_captured"] == c["amount"]:
            assert c["amount_refunded"] == refunds.get(c["id"], 0)


def test_charge_update_and_list_expand(client: stripe.StripeClient) -> None:
    page = client.v1.charges.list(params={"limit": 5, "expand": ["data.customer"]})
    assert len(page.data) == 5
    assert page.has_more
    with_customer = [c for c in page.data if c.customer is not None]
    assert all(isinstance(c.customer, stripe.Customer) for c in with_customer)
    ch = page.data[0]
    upd = client.v1.charges.update(ch.id, params={"description": "Checked by agent", "metadata": {"k": "v"}})
    assert upd.description == "Checked by agent"
    assert upd.metadata["k"] == "v"
    cus = expanded(with_customer[0].customer, stripe.Customer).id
    mine = list(client.v1.charges.list(params={"customer": cus, "limit": 2}).auto_paging_iter())
    assert len(mine) == len({c.id for c in mine}) >= 1
    assert all(c.customer == cus for c in mine)


# -- products and prices ---------------------------------------------------------------------


def test_products_and_prices(client: stripe.StripeClient) -> None:
    prod = client.v1.products.create(
        params={
            "name": "Widget",
            "id": "prod_widget",
            "metadata": {"sku": "W-1"},
            "default_price_data": {"currency": "usd", "unit_amount": 1234},
        }
    )
    assert prod.id == "prod_widget"
    assert ref(prod.default_price).startswith("price_")
    with pytest.raises(stripe.InvalidRequestError) as exc:
        client.v1.products.create(params={"name": "Dup", "id": "prod_widget"})
    assert exc.value.code == "resource_already_exists"
    monthly = client.v1.prices.create(
        params={
            "product": prod.id,
            "currency": "usd",
            "unit_amount": 900,
            "recurring": {"interval": "month"},
            "lookup_key": "widget_monthly",
            "nickname": "Widget monthly",
        }
    )
    assert monthly.recurring is not None
    assert monthly.recurring.interval == "month"
    assert monthly.type == "recurring"
    assert (
        expanded(
            client.v1.prices.retrieve(monthly.id, params={"expand": ["product"]}).product, stripe.Product
        ).name
        == "Widget"
    )
    archived = client.v1.prices.update(monthly.id, params={"active": False, "nickname": ""})
    assert archived.active is False
    assert archived.nickname is None
    listed = client.v1.prices.list(params={"product": prod.id, "active": True})
    assert [p.id for p in listed.data] == [prod.default_price]
    assert [p.id for p in client.v1.prices.list(params={"lookup_keys": ["widget_monthly"]}).data] == [
        monthly.id
    ]
    yearly = client.v1.prices.list(params={"recurring": {"interval": "year"}, "limit": 100})
    assert yearly.data
    assert all(p.recurring is not None and p.recurring.interval == "year" for p in yearly.data)
    prod = client.v1.products.update(prod.id, params={"active": False, "description": "Gone"})
    assert prod.active is False
    assert prod.description == "Gone"
    assert client.v1.products.retrieve(prod.id).active is False
    actives = client.v1.products.list(params={"active": True, "limit": 100})
    assert prod.id not in [p.id for p in actives.data]
    assert actives.data
    inactive = client.v1.products.list(params={"active": False, "limit": 100})
    assert prod.id in [p.id for p in inactive.data]


# -- subscriptions ---------------------------------------------------------------------------


def _monthly_price(client: stripe.StripeClient, amount: int = 2900) -> str:
    return client.v1.prices.create(
        params={
            "currency": "usd",
            "unit_amount": amount,
            "recurring": {"interval": "month"},
            "product_data": {"name": f"Plan {amount}"},
        }
    ).id


def test_subscription_lifecycle(client: stripe.StripeClient, world: World) -> None:
    cus, _pm = customer_with_card(client)
    price = _monthly_price(client)
    sub = client.v1.subscriptions.create(
        params={
            "customer": cus,
            "items": [{"price": price, "quantity": 2}],
            "expand": ["latest_invoice.payment_intent"],
            "metadata": {"src": "test"},
        }
    )
    assert sub.status == "active"
    assert sub.items.data[0].quantity == 2
    inv = expanded(sub.latest_invoice, stripe.Invoice)
    assert inv.status == "paid"
    assert inv.amount_paid == 5800
    assert legacy(inv, "subscription") == sub.id
    assert legacy(inv, "payment_intent").status == "succeeded"
    assert legacy(inv, "charge")
    now = world.clock.seconds()
    assert legacy(sub, "current_period_start") <= now < legacy(sub, "current_period_end")
    assert 28 * 86400 <= legacy(sub, "current_period_end") - legacy(sub, "current_period_start") <= 31 * 86400
    better = _monthly_price(client, 4900)
    sub = client.v1.subscriptions.update(
        sub.id,
        params={"items": [{"id": sub.items.data[0].id, "price": better}], "cancel_at_period_end": True},
    )
    assert sub.items.data[0].price.id == better
    assert sub.cancel_at_period_end is True
    assert sub.cancel_at == legacy(sub, "current_period_end")
    assert [s.id for s in client.v1.subscriptions.list(params={"customer": cus}).data] == [sub.id]
    assert [s.id for s in client.v1.subscriptions.list(params={"price": better}).data] == [sub.id]
    owner = client.v1.customers.retrieve(cus, params={"expand": ["subscriptions"]})
    assert owner.subscriptions is not None
    assert [s.id for s in owner.subscriptions.data] == [sub.id]
    canceled = client.v1.subscriptions.cancel(sub.id)
    assert canceled.status == "canceled"
    assert canceled.canceled_at is not None
    assert client.v1.subscriptions.list(params={"customer": cus}).data == []
    assert [
        s.id for s in client.v1.subscriptions.list(params={"customer": cus, "status": "canceled"}).data
    ] == [sub.id]
    assert client.v1.subscriptions.retrieve(sub.id).status == "canceled"
    with pytest.raises(stripe.InvalidRequestError):
        client.v1.subscriptions.update(sub.id, params={"cancel_at_period_end": False})


def test_subscription_trial_and_statuses_in_fixture(client: stripe.StripeClient, world: World) -> None:
    cus, _ = customer_with_card(client)
    sub = client.v1.subscriptions.create(
        params={"customer": cus, "items": [{"price": _monthly_price(client)}], "trial_period_days": 14}
    )
    assert sub.status == "trialing"
    assert sub.trial_end == legacy(sub, "current_period_end")
    assert sub.trial_end is not None
    assert sub.trial_start is not None
    assert sub.trial_end - sub.trial_start == 14 * 86400
    statuses = {
        s.status
        for s in client.v1.subscriptions.list(params={"status": "all", "limit": 100}).auto_paging_iter()
    }
    assert {"active", "trialing", "past_due", "canceled"} <= statuses
    past_due = client.v1.subscriptions.list(params={"status": "past_due", "expand": ["data.latest_invoice"]})
    assert past_due.data
    assert all(expanded(s.latest_invoice, stripe.Invoice).status == "open" for s in past_due.data)


def test_subscription_declined_card_is_incomplete_or_error(client: stripe.StripeClient, world: World) -> None:
    cus, _ = customer_with_card(client, "pm_card_chargeCustomerFail")
    price = _monthly_price(client)
    sub = client.v1.subscriptions.create(params={"customer": cus, "items": [{"price": price}]})
    assert sub.status == "incomplete"
    inv = client.v1.invoices.retrieve(ref(sub.latest_invoice))
    assert inv.status == "open"
    assert inv.attempt_count == 1
    before = world.state_hash()
    with pytest.raises(stripe.CardError) as exc:
        client.v1.subscriptions.create(
            params={"customer": cus, "items": [{"price": price}], "payment_behavior": "error_if_incomplete"}
        )
    assert exc.value.error is not None
    assert exc.value.error.decline_code == "generic_decline"
    assert world.state_hash() == before
    nocard = new_customer(client)
    with pytest.raises(stripe.InvalidRequestError) as exc2:
        client.v1.subscriptions.create(params={"customer": nocard.id, "items": [{"price": price}]})
    assert "no attached payment source" in exc2.value.user_message


# -- invoices and invoice items --------------------------------------------------------------


def test_a_negative_unit_amount_credits_the_next_invoice(client: stripe.StripeClient) -> None:
    """Stripe: "Passing in a negative unit_amount will reduce the amount_due on the invoice"."""
    cus, _ = customer_with_card(client)
    client.v1.invoice_items.create(params={"customer": cus, "amount": 2000, "currency": "usd"})
    credit = client.v1.invoice_items.create(
        params=legacy_params({"customer": cus, "unit_amount": -500, "quantity": 2, "currency": "usd"})
    )
    assert (credit.amount, credit.quantity, legacy(credit, "unit_amount_decimal")) == (-1000, 2, "-500")
    inv = client.v1.invoices.create(params={"customer": cus, "pending_invoice_items_behavior": "include"})
    assert inv.amount_due == 1000
    preview = client.v1.invoices.create_preview(
        params={"customer": cus, "invoice_items": [{"unit_amount": -300, "currency": "usd"}]}
    )
    assert preview.amount_due == 0  # nothing pending is left; a negative total is not charged


def test_invoice_flow_finalize_pay_void(client: stripe.StripeClient) -> None:
    cus, _ = customer_with_card(client)
    pending = client.v1.invoice_items.create(
        params={"customer": cus, "amount": 700, "currency": "usd", "description": "Setup"}
    )
    assert pending.invoice is None
    inv = client.v1.invoices.create(params={"customer": cus, "pending_invoice_items_behavior": "include"})
    assert inv.status == "draft"
    assert inv.amount_due == 700
    item = client.v1.invoice_items.create(
        params=legacy_params(
            {"customer": cus, "invoice": inv.id, "unit_amount": 250, "quantity": 2, "currency": "usd"}
        )
    )
    assert item.invoice == inv.id
    assert item.amount == 500
    assert client.v1.invoice_items.retrieve(item.id).quantity == 2
    items = client.v1.invoice_items.list(params={"invoice": inv.id})
    assert {i.id for i in items.data} == {pending.id, item.id}
    gone = client.v1.invoice_items.delete(pending.id)
    assert gone.deleted is True
    inv = client.v1.invoices.retrieve(inv.id)
    assert inv.amount_due == 500
    assert legacy(inv.lines, "total_count") == 1
    inv = client.v1.invoices.finalize_invoice(inv.id)
    assert inv.status == "open"
    assert inv.number
    with pytest.raises(stripe.InvalidRequestError) as exc:
        client.v1.invoice_items.create(
            params={"customer": cus, "invoice": inv.id, "amount": 1, "currency": "usd"}
        )
    assert exc.value.code == "invoice_not_editable"
    paid = client.v1.invoices.pay(inv.id, params={"expand": ["charge"]})
    assert paid.status == "paid"
    assert paid.amount_paid == 500
    assert legacy(paid, "charge").amount == 500
    assert legacy(paid, "charge").invoice == inv.id
    with pytest.raises(stripe.InvalidRequestError):
        client.v1.invoices.void_invoice(inv.id)
    with pytest.raises(stripe.InvalidRequestError):
        client.v1.invoices.pay(inv.id)
    other = client.v1.invoices.create(
        params={"customer": cus, "collection_method": "send_invoice", "days_until_due": 30}
    )
    client.v1.invoice_items.create(
        params={"customer": cus, "invoice": other.id, "amount": 999, "currency": "usd"}
    )
    client.v1.invoices.finalize_invoice(other.id)
    voided = client.v1.invoices.void_invoice(other.id)
    assert voided.status == "void"
    assert voided.status_transitions.voided_at
    listed = client.v1.invoices.list(params={"customer": cus})
    assert [i.id for i in listed.data] == [other.id, inv.id]
    assert [i.id for i in client.v1.invoices.list(params={"customer": cus, "status": "void"}).data] == [
        other.id
    ]
    oob = client.v1.invoices.create(params={"customer": cus})
    client.v1.invoice_items.create(
        params={"customer": cus, "invoice": oob.id, "amount": 100, "currency": "usd"}
    )
    oob = client.v1.invoices.pay(oob.id, params={"paid_out_of_band": True})
    assert oob.status == "paid"
    assert legacy(oob, "paid_out_of_band") is True
    assert legacy(oob, "charge") is None


def test_fixture_invoices_match_subscriptions(client: stripe.StripeClient) -> None:
    sub = client.v1.subscriptions.list(params={"status": "active", "limit": 1}).data[0]
    invoices = client.v1.invoices.list(params={"subscription": sub.id, "limit": 100}).data
    assert invoices
    assert invoices[0].id == sub.latest_invoice
    assert all(i.customer == sub.customer for i in invoices)
    assert all(i.status == "paid" and legacy(i, "charge") for i in invoices)


# -- errors, auth, idempotency, retries ------------------------------------------------------


def test_invalid_request_errors_carry_param(client: stripe.StripeClient) -> None:
    cases: list[tuple[dict[str, Any], str, str, str | None]] = [
        ({"amount": 100}, "parameter_missing", "currency", "Missing required param: currency."),
        ({"amount": "abc", "currency": "usd"}, "parameter_invalid_integer", "amount", "Invalid integer: abc"),
        (
            {"amount": 100, "currency": "usd", "colour": "red"},
            "parameter_unknown",
            "colour",
            "Received unknown parameter: colour",
        ),
        ({"amount": 10, "currency": "usd"}, "amount_too_small", "amount", None),
        ({"amount": 100_000_000, "currency": "usd"}, "amount_too_large", "amount", None),
        ({"amount": -5, "currency": "usd"}, "parameter_invalid_integer", "amount", None),
        (
            {"amount": 100, "currency": "usd", "customer": "cus_missing"},
            "resource_missing",
            "customer",
            "No such customer: 'cus_missing'",
        ),
    ]
    for params, code, param, message in cases:
        with pytest.raises(stripe.InvalidRequestError) as exc:
            client.v1.payment_intents.create(params=raw_params(params))
        assert (exc.value.code, exc.value.param, exc.value.http_status) == (code, param, 400), params
        if message:
            assert exc.value.user_message == message
    with pytest.raises(stripe.InvalidRequestError) as exc:
        client.v1.customers.create(params=raw_params({"metadata": {"k": "v"}, "address": {"planet": "Mars"}}))
    assert exc.value.param == "address[planet]"
    assert exc.value.code == "parameter_unknown"
    with pytest.raises(stripe.InvalidRequestError) as exc:
        client.v1.customers.create(params={"email": "not an email"})
    assert (exc.value.code, exc.value.param) == ("email_invalid", "email")
    with pytest.raises(stripe.InvalidRequestError) as exc:
        client.v1.charges.retrieve("ch_missing")
    assert (exc.value.http_status, exc.value.code, exc.value.param) == (404, "resource_missing", "charge")
    with pytest.raises(stripe.InvalidRequestError) as exc:
        client.v1.customers.retrieve("cus_123", params={"expand": ["email"]})
    with pytest.raises(stripe.InvalidRequestError) as exc:
        client.v1.customers.list(params={"limit": 0})
    assert exc.value.param == "limit"


def test_authentication_errors(server: RunningServer) -> None:
    api = server.base_url + "/stripe"
    for key in ("sk_test_nosuchworld", "pk_live_wrong"):
        with pytest.raises(stripe.AuthenticationError) as exc:
            stripe.StripeClient(key, base_addresses={"api": api}).v1.customers.list()
        body = error_body(exc.value)
        assert exc.value.http_status == 401
        assert body["error"]["type"] == "invalid_request_error"
        assert body["error"]["message"].startswith("Invalid API Key provided: ")
        assert str(exc.value.request_id).startswith("req_")
        assert violation("GET", "/v1/customers", 401, body) is None


def test_idempotency_replay_and_mismatch(client: stripe.StripeClient, world: World) -> None:
    params: PaymentIntentCreateParams = {
        "amount": 4200,
        "currency": "usd",
        "payment_method": "pm_card_visa",
        "confirm": True,
    }
    first = client.v1.payment_intents.create(params=params, options={"idempotency_key": "order-42"})
    again = client.v1.payment_intents.create(params=params, options={"idempotency_key": "order-42"})
    assert again.id == first.id
    assert last_response(again).headers.get("Idempotent-Replayed") == "true"
    assert sum(1 for c in world.rows("stripe_charges") if c["payment_intent"] == first.id) == 1
    outcomes = [e.outcome for e in world.ledger if e.idempotency_key == "order-42"]
    assert outcomes == ["ok", "replay"]
    with pytest.raises(stripe.IdempotencyError) as exc:
        client.v1.payment_intents.create(
            params={**params, "amount": 4300}, options={"idempotency_key": "order-42"}
        )
    assert exc.value.http_status == 400
    assert "order-42" in exc.value.user_message
    # Declines are saved and replayed too.
    bad: PaymentIntentCreateParams = {**params, "payment_method": "pm_card_chargeDeclined"}
    with pytest.raises(stripe.CardError) as e1:
        client.v1.payment_intents.create(params=bad, options={"idempotency_key": "dec-1"})
    with pytest.raises(stripe.CardError) as e2:
        client.v1.payment_intents.create(params=bad, options={"idempotency_key": "dec-1"})
    assert e1.value.json_body == e2.value.json_body


class LoseFirstResponse:
    """Commit the first attempt of each write, then drop the connection (the response is lost)."""

    def __init__(self) -> None:
        self.seen: set[str] = set()

    def intercept(self, world: World, call: Any, execute: Any) -> Any:
        response, entry = execute(call, True)
        if call.operation.writes and call.idempotency_key not in self.seen:
            self.seen.add(call.idempotency_key)
            response.transport_fault = "connection_reset"
        return response, entry


def test_sdk_retry_after_lost_response_does_not_duplicate(
    server: RunningServer, world: World, recorder: SpecRecorder
) -> None:
    world.interceptor = SpecRecorder(LoseFirstResponse())
    client = client_for(server, world, max_network_retries=2)
    refunds_before = len(world.rows("stripe_refunds"))
    pi = client.v1.payment_intents.create(
        params={"amount": 3000, "currency": "usd", "payment_method": "pm_card_visa", "confirm": True}
    )
    refund = client.v1.refunds.create(params={"payment_intent": pi.id})
    assert refund.amount == 3000
    creates = [e for e in world.ledger if e.operation == "stripe.payment_intents.create"]
    assert [e.outcome for e in creates] == ["ok", "replay"]
    assert creates[0].idempotency_key == creates[1].idempotency_key
    assert sum(1 for c in world.rows("stripe_charges") if c["payment_intent"] == pi.id) == 1
    assert len(world.rows("stripe_refunds")) == refunds_before + 1
    recorder.violations.extend(world.interceptor.violations)


def test_raw_http_form_encoding_and_headers(server: RunningServer, world: World) -> None:
    import httpx

    key = server.hub.credentials(world)["stripe"]["token"]
    h = {"Authorization": f"Bearer {key}"}
    body = (
        "email=raw%40example.com&metadata[a]=1&metadata[b]=2&preferred_locales[]=en"
        "&preferred_locales[]=de&expand[]=invoice_settings.default_payment_method"
    )
    r = httpx.post(
        server.base_url + "/stripe/v1/customers",
        content=body,
        headers={**h, "Content-Type": "application/x-www-form-urlencoded"},
    )
    assert r.status_code == 200
    assert r.headers["request-id"].startswith("req_")
    assert r.json()["metadata"] == {"a": "1", "b": "2"}
    assert r.json()["preferred_locales"] == ["en", "de"]
    q = httpx.get(
        server.base_url
        + "/stripe/v1/customers?limit=2&expand%5B0%5D=data.invoice_settings.default_payment_method",
        headers=h,
    )
    assert q.status_code == 200
    assert len(q.json()["data"]) == 2
    bad = httpx.post(
        server.base_url + "/stripe/v1/customers",
        content="metadata[a=1",
        headers={**h, "Content-Type": "application/x-www-form-urlencoded"},
    )
    assert bad.status_code == 400
    assert bad.json()["error"]["type"] == "invalid_request_error"
    assert bad.json()["error"]["param"] == "metadata[a"
    missing = httpx.get(server.base_url + "/stripe/v1/nothing", headers=h)
    assert missing.status_code == 404
    assert "Unrecognized request URL" in missing.json()["error"]["message"]
    assert violation("GET", "/v1/customers", 404, missing.json()) is None
    assert violation("POST", "/v1/customers", 400, bad.json()) is None
    noauth = httpx.get(server.base_url + "/stripe/v1/customers")
    assert noauth.status_code == 401
    assert "did not provide an API key" in noauth.json()["error"]["message"]


def test_search_other_resources(client: stripe.StripeClient) -> None:
    failed = client.v1.charges.search(params={"query": "status:'failed' AND amount>1000", "limit": 20})
    assert failed.data
    assert all(c.status == "failed" and c.amount > 1000 for c in failed.data)
    holds = client.v1.payment_intents.search(params={"query": "status:'requires_capture'"})
    assert holds.data
    assert all(p.amount_capturable == p.amount for p in holds.data)
    open_invoices = client.v1.invoices.search(params={"query": "status:'open'", "limit": 100})
    past_due = client.v1.subscriptions.search(params={"query": "status:'past_due'", "limit": 100})
    assert {legacy(i, "subscription") for i in open_invoices.data} == {s.id for s in past_due.data}
    assert [p.name for p in client.v1.products.search(params={"query": "name:'starter'"}).data] == ["Starter"]
    setup = client.v1.prices.search(params={"query": "type:'one_time'"}).data
    assert [p.lookup_key for p in setup] == ["onboarding_fee"]
    # ``active`` is a query field of prices and products (Stripe's own example: "active:'true' AND …")
    pro = client.v1.products.search(params={"query": "active:'true' AND name:'Pro'"}).data
    assert [p.name for p in pro] == ["Pro"]
    live = client.v1.prices.search(params={"query": f"product:'{pro[0].id}' AND active:'true'"}).data
    archived = client.v1.prices.search(params={"query": f"product:'{pro[0].id}' AND active:'false'"}).data
    assert live
    assert archived
    assert all(p.active for p in live)
    assert not any(p.active for p in archived)
    with pytest.raises(stripe.InvalidRequestError, match="active:'true' or active:'false'"):
        client.v1.prices.search(params={"query": "active:'yes'"})
    jpy = client.v1.charges.search(params={"query": "currency:'jpy'", "limit": 5})
    assert jpy.data
    assert all(c.currency == "jpy" for c in jpy.data)


def test_invoice_update_lines_uncollectible_delete(client: stripe.StripeClient) -> None:
    cus, pm = customer_with_card(client)
    cards = client.v1.customers.payment_methods.list(cus)
    assert [p.id for p in cards.data] == [pm]
    inv = client.v1.invoices.create(params={"customer": cus, "description": "Q3"})
    item = client.v1.invoice_items.create(
        params=legacy_params(
            {"customer": cus, "invoice": inv.id, "unit_amount": 100, "quantity": 3, "currency": "usd"}
        )
    )
    item = client.v1.invoice_items.update(item.id, params={"quantity": 5, "description": "Widgets"})
    assert item.amount == 500
    assert item.description == "Widgets"
    for n in range(11):
        client.v1.invoice_items.create(
            params={"customer": cus, "invoice": inv.id, "amount": n + 1, "currency": "usd"}
        )
    inv = client.v1.invoices.update(inv.id, params={"metadata": {"po": "123"}, "description": ""})
    assert inv.description is None
    assert inv.amount_due == 500 + sum(range(1, 12))
    assert inv.lines.has_more is True
    assert legacy(inv.lines, "total_count") == 12
    lines = list(client.v1.invoices.line_items.list(inv.id, params={"limit": 5}).auto_paging_iter())
    assert len(lines) == 12
    assert legacy(lines[0], "invoice_item") == item.id
    inv = client.v1.invoices.finalize_invoice(inv.id)
    with pytest.raises(stripe.InvalidRequestError) as exc:
        client.v1.invoices.update(inv.id, params={"collection_method": "send_invoice", "days_until_due": 3})
    assert exc.value.code == "invoice_not_editable"
    inv = client.v1.invoices.mark_uncollectible(inv.id)
    assert inv.status == "uncollectible"
    assert inv.status_transitions.marked_uncollectible_at is not None
    inv = client.v1.invoices.pay(inv.id)
    assert inv.status == "paid"
    draft = client.v1.invoices.create(params={"customer": cus})
    pending = client.v1.invoice_items.create(
        params={"customer": cus, "invoice": draft.id, "amount": 42, "currency": "usd"}
    )
    gone = client.v1.invoices.delete(draft.id)
    sub_price = _monthly_price(client, 1000)
    sub = client.v1.subscriptions.create(params={"customer": cus, "items": [{"price": sub_price}]})
    (si,) = client.v1.subscription_items.list(params={"subscription": sub.id}).data
    si = client.v1.subscription_items.update(si.id, params={"quantity": 3, "metadata": {"seat": "x"}})
    assert si.quantity == 3
    assert client.v1.subscription_items.retrieve(si.id).metadata.to_dict() == {"seat": "x"}
    assert gone.deleted is True
    assert client.v1.invoice_items.retrieve(pending.id).invoice is None
    with pytest.raises(stripe.InvalidRequestError) as exc:
        client.v1.invoices.delete(inv.id)
    assert exc.value.code == "invoice_not_editable"
