"""Coupons, promotion codes and discounts over the official SDK on a loopback server.

Every test starts on a fresh ``small`` world at a known instant (``clocked.py``: a customer with a card,
$10 and $20 monthly prices), so every total is exact: ``percent_off`` per line rounded half up,
``amount_off`` capped at what is discountable, a ``repeating`` discount ending ``duration_in_months``
after it was applied, a ``once`` discount used up by the first invoice it takes something off.
Every response body is checked against Stripe's OpenAPI spec (the ``recorder`` in ``conftest.py``).
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from typing import Any

import pytest
import stripe
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.services.stripe.clocked import DAY, START, Shop
from tests.services.stripe.conftest import error_body, legacy, raw_params
from toolproof.services.stripe.billing_clock import advance_billing
from toolproof.world import World

pytestmark = pytest.mark.stripe_world(fixture="small", clock=START)


def coupon(client: stripe.StripeClient, **params: Any) -> stripe.Coupon:
    return client.v1.coupons.create(params=raw_params(params))


def refusal(call: Any) -> dict[str, Any]:
    with pytest.raises(stripe.InvalidRequestError) as info:
        call()
    body: dict[str, Any] = error_body(info.value)["error"]
    return body


def invoice_of(client: stripe.StripeClient, sub: stripe.Subscription) -> stripe.Invoice:
    return client.v1.invoices.retrieve(str(client.v1.subscriptions.retrieve(sub.id).latest_invoice))


def renew(client: stripe.StripeClient, world: World, sub: stripe.Subscription) -> stripe.Invoice:
    """Move the clock past the subscription's period and let the billing clock renew it."""
    current = client.v1.subscriptions.retrieve(sub.id)
    world.clock.now = int(current["current_period_end"]) + 60
    advance_billing(world)
    return invoice_of(client, sub)


def totals(inv: stripe.Invoice) -> tuple[int, int, int, list[int]]:
    return inv.subtotal, inv.total, inv.amount_due, [a.amount for a in inv.total_discount_amounts or []]


# -- coupons -----------------------------------------------------------------------------------


def test_coupon_create_retrieve_update_list_delete(client: stripe.StripeClient) -> None:
    made = coupon(
        client, id="SPRING20", percent_off=20, duration="repeating", duration_in_months=3, name="Spring"
    )
    assert (made.id, made.percent_off, made.amount_off, made.duration, made.duration_in_months) == (
        "SPRING20",
        20,
        None,
        "repeating",
        3,
    )
    assert (made.valid, made.times_redeemed, made.max_redemptions, made.redeem_by) == (True, 0, None, None)
    generated = coupon(client, amount_off=500, currency="usd")
    assert len(generated.id) == 8
    assert (generated.duration, generated.currency) == ("once", "usd")
    updated = client.v1.coupons.update("SPRING20", params={"name": "Spring sale", "metadata": {"k": "v"}})
    assert (updated.name, legacy(updated, "metadata").to_dict()) == ("Spring sale", {"k": "v"})
    listed = client.v1.coupons.list()
    assert [c.id for c in listed.data] == [generated.id, "SPRING20"]
    limited = client.v1.coupons.retrieve("SPRING20", params={"expand": ["applies_to"]})
    assert limited["applies_to"]["products"] == []
    gone = client.v1.coupons.delete("SPRING20")
    assert (gone.id, gone.deleted) == ("SPRING20", True)
    body = refusal(lambda: client.v1.coupons.retrieve("SPRING20"))
    assert (body["code"], body["message"], body["param"]) == (
        "resource_missing",
        "No such coupon: 'SPRING20'",
        "coupon",
    )
    assert [c.id for c in client.v1.coupons.list().data] == [generated.id]


@pytest.mark.parametrize(
    ("params", "code", "param"),
    [
        ({"duration": "once"}, "parameter_missing", "percent_off"),
        ({"percent_off": 10, "amount_off": 100, "currency": "usd"}, "parameters_exclusive", "percent_off"),
        ({"amount_off": 100}, "parameter_missing", "currency"),
        ({"percent_off": 120}, None, "percent_off"),
        ({"percent_off": 10, "duration": "repeating"}, "parameter_missing", "duration_in_months"),
        ({"percent_off": 10, "duration_in_months": 3}, None, "duration_in_months"),
        ({"percent_off": 10, "redeem_by": START - 1}, None, "redeem_by"),
        ({"percent_off": 10, "duration": "sometimes"}, None, "duration"),
    ],
)
def test_coupon_refusals(
    client: stripe.StripeClient, params: dict[str, Any], code: str | None, param: str
) -> None:
    body = refusal(lambda: coupon(client, **params))
    assert (body["type"], body.get("code"), body["param"]) == ("invalid_request_error", code, param)
    assert client.v1.coupons.list().data == []


def test_duplicate_coupon_id(client: stripe.StripeClient) -> None:
    coupon(client, id="TEN", percent_off=10)
    body = refusal(lambda: coupon(client, id="TEN", percent_off=15))
    assert (body["code"], body["param"]) == ("resource_already_exists", "id")


# -- promotion codes ---------------------------------------------------------------------------


def test_promotion_code_lifecycle(client: stripe.StripeClient) -> None:
    c = coupon(client, id="WELCOME", percent_off=25)
    promo = client.v1.promotion_codes.create(
        params=raw_params(
            {"coupon": "WELCOME", "code": "HELLO25", "max_redemptions": 5, "expires_at": START + 30 * DAY}
        )
    )
    assert promo.id.startswith("promo_")
    assert legacy(promo, "coupon").id == c.id
    assert (promo.code, promo.active, promo.max_redemptions, promo.times_redeemed) == ("HELLO25", True, 5, 0)
    assert promo.restrictions.first_time_transaction is False
    found = client.v1.promotion_codes.list(params={"code": "hello25"})
    assert [p.id for p in found.data] == [promo.id]
    assert client.v1.promotion_codes.retrieve(promo.id).code == "HELLO25"
    off = client.v1.promotion_codes.update(promo.id, params={"active": False, "metadata": {"why": "ended"}})
    assert (off.active, legacy(off, "metadata").to_dict()) == (False, {"why": "ended"})
    assert client.v1.promotion_codes.list(params={"active": True}).data == []
    generated = client.v1.promotion_codes.create(params=raw_params({"coupon": "WELCOME"}))
    assert len(generated.code) == 8


def test_promotion_code_refusals(client: stripe.StripeClient) -> None:
    coupon(client, id="CAP", percent_off=10, max_redemptions=2, redeem_by=START + 10 * DAY)
    body = refusal(lambda: client.v1.promotion_codes.create(params=raw_params({"coupon": "NOPE"})))
    assert (body["code"], body["message"], body["param"]) == (
        "resource_missing",
        "No such coupon: 'NOPE'",
        "coupon",
    )
    body = refusal(
        lambda: client.v1.promotion_codes.create(params=raw_params({"coupon": "CAP", "max_redemptions": 3}))
    )
    assert body["param"] == "max_redemptions"
    body = refusal(
        lambda: client.v1.promotion_codes.create(
            params=raw_params({"coupon": "CAP", "expires_at": START + 20 * DAY})
        )
    )
    assert body["param"] == "expires_at"
    client.v1.promotion_codes.create(params=raw_params({"coupon": "CAP", "code": "TWICE"}))
    body = refusal(
        lambda: client.v1.promotion_codes.create(params=raw_params({"coupon": "CAP", "code": "twice"}))
    )
    assert (body["param"], body["message"]) == (
        "code",
        "An active promotion code with `code: twice` already exists.",
    )
    body = refusal(lambda: client.v1.promotion_codes.retrieve("promo_missing"))
    assert (body["code"], body["message"]) == ("resource_missing", "No such promotion code: 'promo_missing'")


# -- discounts on customers, subscriptions and invoices ----------------------------------------


def test_customer_coupon_discounts_every_invoice_and_can_be_removed(
    shop: Shop, client: stripe.StripeClient
) -> None:
    coupon(client, id="LOYAL", percent_off=15, duration="forever")
    cus = client.v1.customers.update(shop.customer, params=raw_params({"coupon": "LOYAL"}))
    discount = legacy(cus, "discount")
    assert discount["coupon"]["id"] == "LOYAL"
    assert (discount["customer"], discount["end"], discount["subscription"]) == (shop.customer, None, None)
    sub = shop.subscribe(shop.basic)
    first = invoice_of(client, sub)
    assert totals(first) == (1000, 850, 850, [150])
    assert first.discounts == [discount["id"]]
    assert [a.amount for a in first.lines.data[0].discount_amounts or []] == [150]
    assert client.v1.coupons.retrieve("LOYAL").times_redeemed == 1
    removed = client.v1.customers.delete_discount(shop.customer)
    assert (removed.id, removed.deleted) == (discount["id"], True)
    assert legacy(client.v1.customers.retrieve(shop.customer), "discount") is None
    body = refusal(lambda: client.v1.customers.delete_discount(shop.customer))
    assert body["code"] == "resource_missing"


def test_once_percent_coupon_applies_to_the_first_invoice_only(
    shop: Shop, client: stripe.StripeClient, world: World
) -> None:
    coupon(client, id="HALF", percent_off=50)
    sub = shop.subscribe(shop.basic, coupon="HALF")
    assert legacy(sub, "discount")["coupon"]["id"] == "HALF"
    first = invoice_of(client, sub)
    assert totals(first) == (1000, 500, 500, [500])
    assert (first.status, first.amount_paid) == ("paid", 500)
    # Used up by the first invoice: it stays on the subscription until the next invoice, which
    # no longer gets it.
    assert client.v1.subscriptions.retrieve(sub.id).discounts == [legacy(sub, "discount")["id"]]
    second = renew(client, world, sub)
    assert totals(second) == (1000, 1000, 1000, [])
    assert second.discounts == []
    assert client.v1.subscriptions.retrieve(sub.id).discounts == []


def test_repeating_amount_off_lasts_its_months(shop: Shop, client: stripe.StripeClient, world: World) -> None:
    coupon(client, id="THREE", amount_off=300, currency="usd", duration="repeating", duration_in_months=2)
    sub = shop.subscribe(shop.basic, coupon="THREE")
    discount = legacy(sub, "discount")
    assert discount["end"] > discount["start"]
    paid = [invoice_of(client, sub)]
    for _ in range(3):
        paid.append(renew(client, world, sub))
    # 1 Dec (applied), 1 Jan (before the end), then 1 Feb: two months after 1 Dec, so ended.
    assert [inv.total for inv in paid] == [700, 700, 1000, 1000]
    assert client.v1.subscriptions.retrieve(sub.id).discounts == []


def test_forever_coupon_on_every_renewal(shop: Shop, client: stripe.StripeClient, world: World) -> None:
    coupon(client, id="ALWAYS", percent_off=10, duration="forever")
    sub = shop.subscribe(shop.pro, coupon="ALWAYS")
    amounts = [invoice_of(client, sub).total] + [renew(client, world, sub).total for _ in range(3)]
    assert amounts == [1800, 1800, 1800, 1800]
    assert legacy(client.v1.subscriptions.retrieve(sub.id), "discount")["coupon"]["id"] == "ALWAYS"


def test_amount_off_is_capped_at_the_amount(shop: Shop, client: stripe.StripeClient) -> None:
    coupon(client, id="BIG", amount_off=5000, currency="usd")
    sub = shop.subscribe(shop.basic, coupon="BIG")
    first = invoice_of(client, sub)
    assert totals(first) == (1000, 0, 0, [1000])
    assert (first.status, first.amount_paid) == ("paid", 0)


def test_applies_to_products_only(shop: Shop, client: stripe.StripeClient) -> None:
    other = client.v1.products.create(params={"name": "Gadget"})
    gadget = client.v1.prices.create(
        params={
            "currency": "usd",
            "product": other.id,
            "unit_amount": 4000,
            "recurring": {"interval": "month"},
        }
    )
    coupon(client, id="GADGET", percent_off=25, duration="forever", applies_to={"products": [other.id]})
    sub = shop.subscribe(shop.basic, coupon="GADGET", items=[{"price": shop.basic}, {"price": gadget.id}])
    inv = invoice_of(client, sub)
    assert totals(inv) == (5000, 4000, 4000, [1000])
    assert sorted((li.amount, [a.amount for a in li.discount_amounts or []]) for li in inv.lines.data) == [
        (1000, []),
        (4000, [1000]),
    ]


@given(pct=st.integers(min_value=1, max_value=99), cents=st.integers(min_value=1, max_value=99_999))
@settings(max_examples=25, deadline=None)
def test_percent_off_rounds_half_up(pct: int, cents: int) -> None:
    from toolproof.services.stripe.operations import discounts

    # The share of one line, checked against the arithmetic written out independently.
    exact = (Decimal(cents) * pct / 100).quantize(Decimal(1), rounding=ROUND_HALF_UP)
    assert discounts.percent_share(cents, float(pct)) == int(exact)


def test_promotion_code_on_subscription_counts_redemptions(shop: Shop, client: stripe.StripeClient) -> None:
    coupon(client, id="PROMO", percent_off=20, duration="forever")
    promo = client.v1.promotion_codes.create(
        params=raw_params({"coupon": "PROMO", "code": "TWENTY", "max_redemptions": 1})
    )
    sub = shop.subscribe(shop.basic, promotion_code=promo.id)
    assert legacy(sub, "discount")["promotion_code"] == promo.id
    assert invoice_of(client, sub).total == 800
    again = client.v1.promotion_codes.retrieve(promo.id)
    assert again.times_redeemed == 1
    body = refusal(lambda: shop.subscribe(shop.pro, promotion_code=promo.id))
    assert body["param"] == "promotion_code"
    assert "maximum" in body["message"]


def test_expired_and_maxed_coupons_are_refused(shop: Shop, client: stripe.StripeClient, world: World) -> None:
    coupon(client, id="SOON", percent_off=10, redeem_by=START + DAY)
    coupon(client, id="ONCEONLY", percent_off=10, max_redemptions=1)
    client.v1.customers.update(shop.customer, params=raw_params({"coupon": "ONCEONLY"}))
    assert client.v1.coupons.retrieve("ONCEONLY").valid is False
    before = client.v1.subscriptions.list(params={"customer": shop.customer}).data
    body = refusal(lambda: shop.subscribe(shop.basic, coupon="ONCEONLY"))
    assert (body["code"], body["message"], body["param"]) == (
        "coupon_expired",
        "Coupon expired: ONCEONLY",
        "coupon",
    )
    world.clock.now = START + 2 * DAY
    body = refusal(lambda: shop.subscribe(shop.basic, coupon="SOON"))
    assert (body["code"], body["message"]) == ("coupon_expired", "Coupon expired: SOON")
    body = refusal(lambda: shop.subscribe(shop.basic, coupon="GHOST"))
    assert (body["code"], body["message"], body["param"]) == (
        "resource_missing",
        "No such coupon: 'GHOST'",
        "coupon",
    )
    # Nothing half-applied: no subscription, no redemption counted.
    assert client.v1.subscriptions.list(params={"customer": shop.customer}).data == before
    assert client.v1.coupons.retrieve("SOON").times_redeemed == 0


def test_expired_promotion_code_is_refused(shop: Shop, client: stripe.StripeClient, world: World) -> None:
    coupon(client, id="WEEK", percent_off=10)
    promo = client.v1.promotion_codes.create(
        params=raw_params({"coupon": "WEEK", "code": "WEEKONLY", "expires_at": START + DAY})
    )
    world.clock.now = START + 2 * DAY
    body = refusal(
        lambda: client.v1.customers.update(shop.customer, params=raw_params({"promotion_code": promo.id}))
    )
    assert (body["param"], body["message"]) == ("promotion_code", "This promotion code has expired: WEEKONLY")
    assert legacy(client.v1.customers.retrieve(shop.customer), "discount") is None


def test_first_time_promotion_code(shop: Shop, client: stripe.StripeClient) -> None:
    coupon(client, id="NEWBIE", percent_off=30)
    promo = client.v1.promotion_codes.create(
        params=raw_params({"coupon": "NEWBIE", "restrictions": {"first_time_transaction": True}})
    )
    shop.subscribe(shop.basic)  # a paid invoice: Alice has prior transactions now
    body = refusal(lambda: shop.subscribe(shop.pro, promotion_code=promo.id))
    assert body["message"] == (
        "This promotion code cannot be redeemed because the associated customer has prior transactions."
    )
    fresh = client.v1.customers.create(
        params=raw_params({"email": "new@example.com", "promotion_code": promo.id})
    )
    assert legacy(fresh, "discount")["promotion_code"] == promo.id


def test_currency_mismatch_is_refused(shop: Shop, client: stripe.StripeClient) -> None:
    coupon(client, id="EURO", amount_off=500, currency="eur")
    body = refusal(lambda: shop.subscribe(shop.basic, coupon="EURO"))
    assert body["param"] == "coupon"
    assert "eur" in body["message"]
    assert "usd" in body["message"]


def test_subscription_update_discounts_and_delete_discount(
    shop: Shop, client: stripe.StripeClient, world: World
) -> None:
    coupon(client, id="A10", percent_off=10, duration="forever")
    coupon(client, id="B5", amount_off=500, currency="usd", duration="forever")
    sub = shop.subscribe(shop.pro)
    updated = client.v1.subscriptions.update(
        sub.id, params={"discounts": [{"coupon": "A10"}, {"coupon": "B5"}]}
    )
    assert len(updated.discounts) == 2
    assert legacy(updated, "discount") is None
    # 10 % of 2000, then 500 off what is left.
    assert totals(renew(client, world, sub)) == (2000, 1300, 1300, [200, 500])
    removed = client.v1.subscriptions.delete_discount(sub.id)
    assert removed.deleted is True
    assert client.v1.subscriptions.retrieve(sub.id).discounts == []
    assert renew(client, world, sub).total == 2000
    body = refusal(lambda: client.v1.subscriptions.delete_discount(sub.id))
    assert body["code"] == "resource_missing"


def test_manual_invoice_and_item_discounts(shop: Shop, client: stripe.StripeClient) -> None:
    coupon(client, id="INV", amount_off=250, currency="usd")
    coupon(client, id="ITEM", percent_off=50)
    inv = client.v1.invoices.create(params={"customer": shop.customer, "discounts": [{"coupon": "INV"}]})
    client.v1.invoice_items.create(
        params={"customer": shop.customer, "invoice": inv.id, "amount": 1000, "currency": "usd"}
    )
    item = client.v1.invoice_items.create(
        params={
            "customer": shop.customer,
            "invoice": inv.id,
            "amount": 600,
            "currency": "usd",
            "discounts": [{"coupon": "ITEM"}],
        }
    )
    assert len(item.discounts or []) == 1
    draft = client.v1.invoices.retrieve(inv.id)
    # The item's 300 comes off first (in the subtotal), then 250 over the 1000 + 300 left.
    assert totals(draft) == (1300, 1050, 1050, [300, 250])
    cleared = client.v1.invoices.update(inv.id, params=raw_params({"discounts": ""}))
    assert (cleared.discounts, cleared.total) == ([], 1300)


def test_discount_on_expanded_invoice(shop: Shop, client: stripe.StripeClient) -> None:
    coupon(client, id="EXP", percent_off=5, duration="forever")
    sub = shop.subscribe(shop.basic, coupon="EXP")
    inv = client.v1.invoices.retrieve(str(sub.latest_invoice), params={"expand": ["discounts"]})
    assert legacy(inv, "discounts")[0]["coupon"]["id"] == "EXP"


# -- the default fixture -----------------------------------------------------------------------


def test_default_fixture_coupons_and_codes() -> None:
    w = World(["stripe"], seed=0, fixture="default")
    coupons = {c["id"]: c for c in w.call("stripe.coupons.list", {"limit": 100}).body["data"]}
    assert len(coupons) == 11
    # One expired (redeem_by passed), one maxed out, the rest redeemable.
    assert sorted(cid for cid, c in coupons.items() if not c["valid"]) == ["BF2025", "PARTNER25"]
    assert coupons["PRO20X3"]["duration_in_months"] == 3
    codes = {p["code"]: p for p in w.call("stripe.promotion_codes.list", {"limit": 100}).body["data"]}
    assert codes["AUTUMN25"]["expires_at"] < w.clock.now < codes["WINTER25"]["expires_at"]
    assert codes["AUTUMN25"]["metadata"] == {"replaced_by": "WINTER25"}
    assert codes["PARTNER"]["times_redeemed"] == codes["PARTNER"]["max_redemptions"] == 3
    # Same seed, same rows.
    again = World(["stripe"], seed=0, fixture="default")
    assert again.rows("stripe_promotion_codes") == w.rows("stripe_promotion_codes")
    assert again.state_hash() == w.state_hash()
