"""Discounts on subscription items and one-off items, and invoice previews that show them, over the
official SDK on a loopback server.

Every test starts on a fresh ``small`` world at a known instant (``clocked.py``), so every amount is
exact. What is checked: ``items[].discounts`` (on create, update and ``subscription_items``) come off
their item's lines before the subscription's discounts; ``add_invoice_items[].discounts`` come off
their one-off line; previews (``create_preview``, ``GET /v1/invoices/upcoming``, ``/lines``) show the
next invoice with all of them, and with their own ``coupon`` / ``discounts`` (``""``: none), and
store nothing; each refusal has Stripe's shape and changes nothing. The invoice math over several
periods is held by hypothesis to an independent computation.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

import pytest
import stripe
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.services.stripe.clocked import DAY, START, Shop
from tests.services.stripe.conftest import client_for, error_body, legacy, raw_params
from toolproof.services.stripe.billing_clock import advance_billing
from toolproof.transports.http import RunningServer
from toolproof.world import World

pytestmark = pytest.mark.stripe_world(fixture="small", clock=START)


def coupon(client: stripe.StripeClient, **params: Any) -> str:
    return client.v1.coupons.create(params=raw_params(params)).id


def refusal(call: Callable[[], Any]) -> dict[str, Any]:
    with pytest.raises(stripe.InvalidRequestError) as info:
        call()
    body: dict[str, Any] = error_body(info.value)["error"]
    return body


def latest(client: stripe.StripeClient, sub_id: str) -> stripe.Invoice:
    return client.v1.invoices.retrieve(str(client.v1.subscriptions.retrieve(sub_id).latest_invoice))


def renew(client: stripe.StripeClient, world: World, sub_id: str) -> stripe.Invoice:
    """Move the clock past the subscription's period and let the billing clock renew it."""
    world.clock.now = int(legacy(client.v1.subscriptions.retrieve(sub_id), "current_period_end")) + 60
    advance_billing(world)
    return latest(client, sub_id)


def preview(client: stripe.StripeClient, **params: Any) -> stripe.Invoice:
    return client.v1.invoices.create_preview(params=raw_params(params))


def upcoming(client: stripe.StripeClient, url: str = "/v1/invoices/upcoming", **params: Any) -> Any:
    return client.deserialize(client.raw_request("get", url, **params), api_mode="V1")


def money(inv: Any) -> tuple[int, int, list[int]]:
    """(subtotal, total, every discount's amount) of an invoice or preview."""
    return inv["subtotal"], inv["total"], [a["amount"] for a in inv["total_discount_amounts"] or []]


def line_discounts(inv: Any) -> list[tuple[int, list[int]]]:
    """Each line's (amount, what each discount took off it), in order."""
    return [
        (li["amount"], [a["amount"] for a in li["discount_amounts"] or []]) for li in inv["lines"]["data"]
    ]


def redemptions(client: stripe.StripeClient, *coupons: str) -> list[int]:
    return [client.v1.coupons.retrieve(c).times_redeemed for c in coupons]


# -- items[].discounts ---------------------------------------------------------------------------


def test_item_discount_comes_off_its_line_before_the_subscriptions(
    shop: Shop, client: stripe.StripeClient, world: World
) -> None:
    half = coupon(client, id="HALFBASIC", percent_off=50, duration="forever")
    flat = coupon(client, id="FLAT300", amount_off=300, currency="usd", duration="forever")
    sub = shop.subscribe(
        shop.basic,
        items=[{"price": shop.basic, "discounts": [{"coupon": half}]}, {"price": shop.pro}],
        discounts=[{"coupon": flat}],
    )
    basic_item, pro_item = sub["items"]["data"]
    assert len(basic_item["discounts"]) == 1
    assert pro_item["discounts"] == []
    item_discount = basic_item["discounts"][0]
    row = world.rows("stripe_discounts")
    by_id = {r["id"]: r for r in row}
    assert (by_id[item_discount]["subscription_item"], by_id[item_discount]["subscription"]) == (
        basic_item["id"],
        sub.id,
    )
    first = latest(client, sub.id)
    # Basic 1000 less 50 % = 500 (in the subtotal); then 300 over 500 + 2000 in proportion: 60 and 240.
    assert money(first) == (2500, 2200, [500, 300])
    assert line_discounts(first) == [(1000, [500, 60]), (2000, [240])]
    assert (first.status, first.amount_paid) == ("paid", 2200)
    assert redemptions(client, half, flat) == [1, 1]
    # The next renewal: the same, and the preview said so beforehand.
    before = preview(client, subscription=sub.id)
    assert money(before) == (2500, 2200, [500, 300])
    assert money(renew(client, world, sub.id)) == (2500, 2200, [500, 300])


def test_item_discount_durations_count_per_invoice(
    shop: Shop, client: stripe.StripeClient, world: World
) -> None:
    once = coupon(client, id="ONCE25", percent_off=25)
    twice = coupon(client, id="TWO10", percent_off=10, duration="repeating", duration_in_months=2)
    sub = shop.subscribe(
        shop.basic,
        items=[
            {"price": shop.basic, "discounts": [{"coupon": once}]},
            {"price": shop.pro, "discounts": [{"coupon": twice}]},
        ],
    )
    totals = [latest(client, sub.id).total]
    previews = []
    for _ in range(3):
        previews.append(preview(client, subscription=sub.id).total)
        totals.append(renew(client, world, sub.id).total)
    # once: first invoice only; repeating 2 months: the first two invoices.
    assert totals == [750 + 1800, 1000 + 1800, 1000 + 2000, 1000 + 2000]
    assert previews == totals[1:]
    items = client.v1.subscriptions.retrieve(sub.id)["items"]["data"]
    assert [i["discounts"] for i in items] == [[], []]


def test_update_items_discounts_then_remove_them(
    shop: Shop, client: stripe.StripeClient, world: World
) -> None:
    off = coupon(client, id="PRO20", percent_off=20, duration="forever")
    sub = shop.subscribe(shop.pro)
    item = sub["items"]["data"][0]["id"]
    updated = client.v1.subscriptions.update(
        sub.id, params={"items": [{"id": item, "discounts": [{"coupon": off}]}], "proration_behavior": "none"}
    )
    assert len(updated["items"]["data"][0]["discounts"]) == 1
    # The invoice already made keeps its amount; the next one is discounted.
    assert latest(client, sub.id).total == 2000
    assert preview(client, subscription=sub.id).total == 1600
    assert renew(client, world, sub.id).total == 1600
    cleared = client.v1.subscriptions.update(
        sub.id, params=raw_params({"items": [{"id": item, "discounts": ""}]})
    )
    assert cleared["items"]["data"][0]["discounts"] == []
    assert renew(client, world, sub.id).total == 2000


def test_subscription_items_create_and_update_take_discounts(
    shop: Shop, client: stripe.StripeClient, world: World
) -> None:
    off = coupon(client, id="ADDON5", amount_off=500, currency="usd", duration="forever")
    sub = shop.subscribe(shop.basic)
    added = client.v1.subscription_items.create(
        params={
            "subscription": sub.id,
            "price": shop.pro,
            "discounts": [{"coupon": off}],
            "proration_behavior": "none",
        }
    )
    assert len(added.discounts) == 1
    assert renew(client, world, sub.id).total == 1000 + 1500
    basic = sub["items"]["data"][0]["id"]
    changed = client.v1.subscription_items.update(
        basic, params={"discounts": [{"coupon": off}], "proration_behavior": "none"}
    )
    assert len(changed.discounts) == 1
    assert changed.discounts != added.discounts  # one redemption each
    assert renew(client, world, sub.id).total == 500 + 1500
    assert redemptions(client, off) == [2]


def test_a_restarted_period_bills_the_item_discount_at_once(shop: Shop, client: stripe.StripeClient) -> None:
    off = coupon(client, id="RESTART10", percent_off=10, duration="forever")
    sub = shop.subscribe(shop.pro, items=[{"price": shop.pro, "discounts": [{"coupon": off}]}])
    assert latest(client, sub.id).total == 1800
    client.v1.subscriptions.update(
        sub.id, params=raw_params({"billing_cycle_anchor": "now", "proration_behavior": "none"})
    )
    restarted = latest(client, sub.id)
    assert restarted.billing_reason == "subscription_update"
    assert line_discounts(restarted) == [(2000, [200])]
    assert money(restarted) == (1800, 1800, [200])


# -- add_invoice_items[].discounts ---------------------------------------------------------------


def test_add_invoice_items_with_their_own_discounts(
    shop: Shop, client: stripe.StripeClient, world: World
) -> None:
    setup = client.v1.prices.create(
        params={"currency": "usd", "product_data": {"name": "Setup"}, "unit_amount": 4000}
    )
    waive = coupon(client, id="SETUPHALF", percent_off=50)
    sub = shop.subscribe(
        shop.basic, add_invoice_items=[{"price": setup.id, "discounts": [{"coupon": waive}]}]
    )
    first = latest(client, sub.id)
    assert sorted(line_discounts(first)) == [(1000, []), (4000, [2000])]
    assert money(first) == (3000, 3000, [2000])
    # On an update the item waits, with its discount, for the next invoice; the preview shows it.
    client.v1.subscriptions.update(
        sub.id, params={"add_invoice_items": [{"price": setup.id, "discounts": [{"coupon": waive}]}]}
    )
    pending = client.v1.invoice_items.list(params={"customer": shop.customer, "pending": True}).data
    assert [(ii.amount, len(ii.discounts or [])) for ii in pending] == [(4000, 1)]
    assert preview(client, subscription=sub.id).total == 1000 + 2000
    assert renew(client, world, sub.id).total == 1000 + 2000


# -- previews with their own discounts ----------------------------------------------------------


def test_preview_coupon_and_discounts_replace_the_inherited_ones_and_store_nothing(
    shop: Shop, client: stripe.StripeClient, world: World
) -> None:
    ten = coupon(client, id="TEN", percent_off=10, duration="forever")
    five = coupon(client, id="FIVEOFF", amount_off=500, currency="usd")
    sub = shop.subscribe(shop.pro, coupon=ten)
    before = world.state_hash()
    assert preview(client, subscription=sub.id).total == 1800
    assert money(preview(client, subscription=sub.id, coupon=five)) == (2000, 1500, [500])
    both = preview(client, subscription=sub.id, discounts=[{"coupon": five}, {"coupon": ten}])
    assert money(both) == (2000, 1350, [500, 150])
    assert preview(client, subscription=sub.id, discounts="").total == 2000
    via_get = upcoming(client, subscription=sub.id, coupon=five)
    assert money(via_get) == (2000, 1500, [500])
    lines = upcoming(client, "/v1/invoices/upcoming/lines", subscription=sub.id, discounts=[{"coupon": five}])
    assert [(li["amount"], [a["amount"] for a in li["discount_amounts"]]) for li in lines["data"]] == [
        (2000, [500])
    ]
    assert world.state_hash() == before
    assert redemptions(client, ten, five) == [1, 0]


def test_preview_of_item_and_one_off_discounts(shop: Shop, client: stripe.StripeClient, world: World) -> None:
    quarter = coupon(client, id="Q25", percent_off=25, duration="forever")
    sub = shop.subscribe(shop.basic)
    item = sub["items"]["data"][0]["id"]
    before = world.state_hash()
    changed = preview(
        client,
        subscription=sub.id,
        subscription_details={
            "items": [{"id": item, "discounts": [{"coupon": quarter}]}],
            "proration_behavior": "none",
        },
        invoice_items=[{"amount": 800, "currency": "usd", "discounts": [{"coupon": quarter}]}],
    )
    assert money(changed) == (750 + 600, 750 + 600, [250, 200])
    new = preview(
        client,
        customer=shop.customer,
        subscription_details={"items": [{"price": shop.pro, "discounts": [{"coupon": quarter}]}]},
    )
    assert money(new) == (1500, 1500, [500])
    assert world.state_hash() == before
    assert redemptions(client, quarter) == [0]


# -- refusals -------------------------------------------------------------------------------------


def test_refusals_in_stripes_shape_change_nothing(
    shop: Shop, client: stripe.StripeClient, world: World
) -> None:
    ten = coupon(client, id="TENPC", percent_off=10)
    coupon(client, id="EUR5", amount_off=500, currency="eur")
    promo = client.v1.promotion_codes.create(
        params=raw_params({"coupon": ten, "code": "PAUSED", "active": False})
    )
    old = client.v1.promotion_codes.create(
        params=raw_params({"coupon": ten, "code": "GONE", "expires_at": START + DAY})
    )
    sub = shop.subscribe(shop.basic)
    item = sub["items"]["data"][0]["id"]
    world.clock.now = START + 2 * DAY
    before = world.state_hash()
    cases: list[tuple[Callable[[], Any], str | None, str, str]] = [
        (
            lambda: shop.subscribe(
                shop.pro,
                items=[{"price": shop.pro, "discounts": [{"coupon": ten, "promotion_code": promo.id}]}],
            ),
            "parameters_exclusive",
            "items[0][discounts][0][promotion_code]",
            "You may only specify one of these parameters: coupon, promotion_code.",
        ),
        (
            lambda: client.v1.subscriptions.update(
                sub.id, params={"items": [{"id": item, "discounts": [{"promotion_code": promo.id}]}]}
            ),
            None,
            "items[0][discounts][0][promotion_code]",
            "This promotion code cannot be redeemed because it is inactive: PAUSED",
        ),
        (
            lambda: client.v1.subscription_items.update(
                item, params={"discounts": [{"promotion_code": old.id}]}
            ),
            None,
            "discounts[0][promotion_code]",
            "This promotion code has expired: GONE",
        ),
        (
            lambda: client.v1.subscriptions.update(
                sub.id,
                params={"add_invoice_items": [{"price": shop.basic, "discounts": [{"coupon": "EUR5"}]}]},
            ),
            None,
            "add_invoice_items[0][discounts][0][coupon]",
            "The coupon EUR5 is in eur and cannot be applied to an invoice item in usd.",
        ),
        (
            lambda: client.v1.subscriptions.update(
                sub.id, params={"items": [{"id": item, "discounts": [{"coupon": "NOPE"}]}]}
            ),
            "resource_missing",
            "items[0][discounts][0][coupon]",
            "No such coupon: 'NOPE'",
        ),
        (
            lambda: client.v1.subscriptions.update(
                sub.id, params={"items": [{"id": item, "discounts": [{"coupon": ten}] * 21}]}
            ),
            None,
            "items[0][discounts]",
            "You can apply at most 20 discounts; 21 were given.",
        ),
        (
            lambda: preview(client, subscription=sub.id, coupon=ten, discounts=[{"coupon": ten}]),
            "parameters_exclusive",
            "discounts",
            "You may only specify one of these parameters: coupon, discounts.",
        ),
        (
            lambda: preview(client, subscription=sub.id, discounts=[{"promotion_code": old.id}]),
            None,
            "discounts[0][promotion_code]",
            "This promotion code has expired: GONE",
        ),
    ]
    for call, code, param, message in cases:
        body = refusal(call)
        assert (body["type"], body.get("code"), body["param"], body["message"]) == (
            "invalid_request_error",
            code,
            param,
            message,
        )
        assert world.state_hash() == before, param
    assert redemptions(client, ten) == [0]


# -- the invoice math over several periods, against an independent computation -------------------


def _half_up(value: Decimal) -> int:
    return int(value.quantize(Decimal(1), rounding=ROUND_HALF_UP))


def _applies(duration: str, months: int, k: int) -> bool:
    """Whether a discount applied with the subscription is on its ``k``-th invoice (0: the first)."""
    return (
        duration == "forever" or (duration == "once" and k == 0) or (duration == "repeating" and k < months)
    )


def _expected_total(
    amounts: tuple[int, int], item: tuple[int, str, int], sub: tuple[str, int, str, int], k: int
) -> int:
    """Item 0's percent discount first (per line, half up), then the subscription's: a percent of each
    line's rest, or an amount capped at what is left."""
    left = list(amounts)
    pct, duration, months = item
    if _applies(duration, months, k):
        left[0] -= _half_up(Decimal(left[0]) * pct / 100)
    kind, value, sub_duration, sub_months = sub
    if _applies(sub_duration, sub_months, k):
        if kind == "percent":
            left = [x - _half_up(Decimal(x) * value / 100) for x in left]
        else:
            return sum(left) - min(value, sum(left))
    return sum(left)


durations = st.sampled_from(["once", "repeating", "forever"])


@given(
    amounts=st.tuples(st.integers(1, 50_000), st.integers(1, 50_000)),
    item=st.tuples(st.integers(1, 100), durations, st.integers(1, 3)),
    sub=st.tuples(st.sampled_from(["percent", "amount"]), st.integers(1, 100), durations, st.integers(1, 3)),
)
@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_invoice_math_across_periods(
    server: RunningServer,
    amounts: tuple[int, int],
    item: tuple[int, str, int],
    sub: tuple[str, int, str, int],
) -> None:
    world = server.hub.create(["stripe"], fixture="small", rate_limits=False)
    try:
        world.clock.now = START
        client = client_for(server, world)
        product = client.v1.products.create(params={"name": "Gadget"}).id
        ids = [
            client.v1.prices.create(
                params={
                    "currency": "usd",
                    "product": product,
                    "unit_amount": a,
                    "recurring": {"interval": "month"},
                }
            ).id
            for a in amounts
        ]
        pct, duration, months = item
        item_coupon: dict[str, Any] = {"percent_off": pct, "duration": duration}
        kind, value, sub_duration, sub_months = sub
        sub_coupon: dict[str, Any] = {"duration": sub_duration}
        sub_coupon.update(
            {"percent_off": value} if kind == "percent" else {"amount_off": value * 10, "currency": "usd"}
        )
        if duration == "repeating":
            item_coupon["duration_in_months"] = months
        if sub_duration == "repeating":
            sub_coupon["duration_in_months"] = sub_months
        made = client.v1.subscriptions.create(
            params=raw_params(
                {
                    "customer": "cus_alice",
                    "items": [
                        {"price": ids[0], "discounts": [{"coupon": coupon(client, **item_coupon)}]},
                        {"price": ids[1]},
                    ],
                    "coupon": coupon(client, **sub_coupon),
                }
            )
        )
        spec = (kind, value if kind == "percent" else value * 10, sub_duration, sub_months)
        seen = [latest(client, made.id).total]
        previewed = []
        for _ in range(3):
            previewed.append(preview(client, subscription=made.id).total)
            seen.append(renew(client, world, made.id).total)
        assert seen == [_expected_total(amounts, item, spec, k) for k in range(4)]
        assert previewed == seen[1:]
    finally:
        server.hub.delete(world.id)


# -- the default fixture ---------------------------------------------------------------------------


def test_default_fixture_has_the_partner_discounts_of_the_two_namesakes() -> None:
    w = World(["stripe"], seed=0, fixture="default")
    rows = w.rows("stripe_discounts")
    assert [(r["coupon"], r["end"], r["invoice"]) for r in rows] == [("PARTNER25", None, None)] * 2
    subs = {r["id"]: r for r in w.rows("stripe_subscriptions")}
    emails = {r["id"]: r["email"] for r in w.rows("stripe_customers")}
    owners = sorted(emails[subs[r["subscription"]]["customer"]] for r in rows)
    assert owners == ["okafor286@example.com", "okafor81@example.org"]
    # Applied after their last renewal: no invoice of theirs has a discount; the next ones do.
    for r in rows:
        assert subs[r["subscription"]]["current_period_start"] < r["start"]
        preview = w.call("stripe.invoices.create_preview", {"subscription": r["subscription"]}).body
        assert [a["discount"] for a in preview["total_discount_amounts"]] == [r["id"]]
    assert not any(inv["total_discount_amounts"] for inv in w.rows("stripe_invoices"))
