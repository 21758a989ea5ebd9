"""Invoice previews, prorations on cancel and ``payment_behavior``, over the official SDK.

Same scene as ``test_prorations.py``: a ``small`` world whose clock reads 1 Dec 2026, a customer with
a card, prices of $10 and $20 a month made for the test, so every amount is exact.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
import stripe
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.services.stripe.clocked import DAY, HALF, START, Shop, expected, period
from tests.services.stripe.conftest import error_body, legacy, raw_params
from toolproof.world import World

pytestmark = pytest.mark.stripe_world(fixture="small", clock=START)


def _count(world: World, table: str, where: str = "1", args: tuple[Any, ...] = ()) -> int:
    return int(world.conn.execute(f"SELECT count(*) FROM {table} WHERE {where}", args).fetchone()[0])


def _preview(client: stripe.StripeClient, **params: Any) -> stripe.Invoice:
    return client.v1.invoices.create_preview(params=raw_params(params))


def _lines(invoice: stripe.Invoice) -> list[tuple[int, str, bool, int, int]]:
    return [
        (li.amount, li.description or "", bool(li["proration"]), li.period.start, li.period.end)
        for li in invoice.lines.data
    ]


def _upgrade(sub: stripe.Subscription, price: str) -> list[dict[str, Any]]:
    return [{"id": sub["items"].data[0].id, "price": price}]


# -- invoices.create_preview ----------------------------------------------------------------------


def test_preview_of_an_upgrade_shows_exactly_what_the_update_then_makes(
    shop: Shop, client: stripe.StripeClient, world: World
) -> None:
    sub = shop.subscribe(shop.basic)
    start, end = period(sub)
    when = start + HALF
    before = world.state_hash()
    invoices = _count(world, "stripe_invoices")
    preview = _preview(
        client,
        customer=shop.customer,
        subscription=sub.id,
        subscription_details={"items": _upgrade(sub, shop.pro), "proration_date": when},
    )
    next_end = end + 31 * DAY  # January has 31 days too
    assert _lines(preview) == [
        (-500, "Unused time on Widget after 16 Dec 2026", True, when, end),
        (1000, "Remaining time on Widget after 16 Dec 2026", True, when, end),
        (2000, "1 × Widget", False, end, next_end),
    ]
    assert (preview.total, preview.amount_due, preview.amount_paid, preview.amount_remaining) == (
        2500,
        2500,
        0,
        2500,
    )
    assert str(preview.id).startswith("upcoming_in_")
    assert (preview.status, preview.billing_reason, preview.number, legacy(preview, "subscription")) == (
        "draft",
        "upcoming",
        None,
        sub.id,
    )
    assert all(str(li.id).startswith("il_tmp_") and "invoice_item" not in li for li in preview.lines.data)
    # Nothing was stored: same state, no invoice, no pending item, the ledger entry changed nothing.
    entry = world.ledger[-1]
    assert (entry.operation, entry.status, entry.committed, entry.changes) == (
        "stripe.invoices.create_preview",
        200,
        False,
        (),
    )
    assert world.state_hash() == before
    assert _count(world, "stripe_invoices") == invoices
    assert shop.pending() == []
    with pytest.raises(stripe.InvalidRequestError) as err:
        client.v1.invoices.retrieve(str(preview.id))
    assert err.value.http_status == 404
    # The update with the previewed proration_date makes exactly the previewed prorations.
    client.v1.subscriptions.update(
        sub.id, params=raw_params({"items": _upgrade(sub, shop.pro), "proration_date": when})
    )
    made = [(i.amount, i.description, i.period.start, i.period.end) for i in shop.pending()]
    assert made == [line[:2] + line[3:] for line in _lines(preview) if line[2]]


def test_preview_with_always_invoice_is_the_invoice_made_now_and_charges_nothing(
    shop: Shop, client: stripe.StripeClient, world: World
) -> None:
    sub = shop.subscribe(shop.basic)
    charges = _count(world, "stripe_charges")
    preview = _preview(
        client,
        subscription=sub.id,
        subscription_details={
            "items": _upgrade(sub, shop.pro),
            "proration_date": period(sub)[0] + HALF,
            "proration_behavior": "always_invoice",
        },
    )
    assert [(li.amount, li["proration"]) for li in preview.lines.data] == [(-500, True), (1000, True)]
    assert (preview.total, preview.status, preview.customer) == (500, "draft", shop.customer)
    assert _count(world, "stripe_charges") == charges
    assert client.v1.subscriptions.retrieve(sub.id)["items"].data[0].price.id == shop.basic


def test_preview_without_changes_is_the_next_renewal_with_pending_items(
    shop: Shop, client: stripe.StripeClient, world: World
) -> None:
    sub = shop.subscribe(shop.basic, quantity=2)
    _, end = period(sub)
    pending = client.v1.invoice_items.create(
        params=raw_params(
            {"customer": shop.customer, "subscription": sub.id, "amount": 300, "currency": "usd"}
        )
    )
    preview = _preview(client, customer=shop.customer)  # the customer's subscription that renews first
    assert [(li.amount, li.description, li.to_dict().get("invoice_item")) for li in preview.lines.data] == [
        (300, None, pending.id),
        (2000, "2 × Widget", None),
    ]
    assert (preview.total, preview.created, preview.next_payment_attempt) == (2300, end, end)
    assert (preview.period_start, preview.period_end) == period(sub)
    # The pending item keeps its own id and stays pending.
    assert [i.id for i in shop.pending()] == [pending.id]
    recurring = _preview(client, customer=shop.customer, preview_mode="recurring")
    assert [li.amount for li in recurring.lines.data] == [2000]


def test_preview_of_a_new_subscription_and_of_extra_invoice_items_stores_nothing(
    shop: Shop, client: stripe.StripeClient, world: World
) -> None:
    before = world.state_hash()
    preview = _preview(
        client,
        customer=shop.customer,
        subscription_details={"items": [{"price": shop.pro, "quantity": 3}]},
        invoice_items=[{"amount": 700, "currency": "usd", "description": "Setup"}],
    )
    assert [(li.amount, li.description) for li in preview.lines.data] == [
        (6000, "3 × Widget"),
        (700, "Setup"),
    ]
    assert (preview.total, legacy(preview, "subscription")) == (6700, None)
    assert world.state_hash() == before
    assert _count(world, "stripe_subscriptions", "customer = ?", (shop.customer,)) == 0


def test_nothing_to_preview_and_bad_references_answer_in_stripes_shape(
    shop: Shop, client: stripe.StripeClient, world: World
) -> None:
    before = world.state_hash()
    with pytest.raises(stripe.InvalidRequestError) as err:
        _preview(client, customer="cus_bob")
    assert err.value.http_status == 404
    assert error_body(err.value)["error"] == {
        "type": "invalid_request_error",
        "code": "invoice_upcoming_none",
        "message": "No upcoming invoices for customer: cus_bob",
        "doc_url": "https://stripe.com/docs/error-codes/invoice-upcoming-none",
    }
    sub = shop.subscribe(shop.basic)
    before = world.state_hash()
    with pytest.raises(stripe.InvalidRequestError) as err:
        _preview(
            client, subscription=sub.id, subscription_details={"items": [{"id": "si_nope", "quantity": 2}]}
        )
    body = error_body(err.value)["error"]
    assert (err.value.http_status, body["code"], body["param"], body["message"]) == (
        400,
        "resource_missing",
        "subscription_details[items][0][id]",
        "No such subscription item: 'si_nope'",
    )
    with pytest.raises(stripe.InvalidRequestError) as err:
        _preview(
            client,
            subscription=sub.id,
            subscription_details={"items": _upgrade(sub, shop.pro), "proration_date": START - DAY},
        )
    assert error_body(err.value)["error"]["param"] == "subscription_details[proration_date]"
    with pytest.raises(stripe.InvalidRequestError) as err:
        _preview(client, subscription="sub_missing")
    assert (error_body(err.value)["error"]["code"], error_body(err.value)["error"]["param"]) == (
        "resource_missing",
        "subscription",
    )
    with pytest.raises(stripe.InvalidRequestError) as err:
        _preview(client)
    assert error_body(err.value)["error"]["message"] == "Missing required param: customer."
    assert world.state_hash() == before


def test_preview_of_cancel_now_is_the_final_invoice_the_cancel_makes(
    shop: Shop, client: stripe.StripeClient, world: World
) -> None:
    sub = shop.subscribe(shop.basic, quantity=2)
    world.clock.now = period(sub)[0] + HALF
    before = world.state_hash()
    preview = _preview(client, subscription=sub.id, subscription_details={"cancel_now": True})
    assert [(li.amount, li.description, li["proration"]) for li in preview.lines.data] == [
        (preview.total, "Unused time on 2 × Widget after 16 Dec 2026", True)
    ]
    assert preview.total < 0
    assert world.state_hash() == before
    assert client.v1.subscriptions.retrieve(sub.id).status == "active"
    with pytest.raises(stripe.InvalidRequestError) as err:  # no credit, nothing pending: no final invoice
        _preview(
            client,
            subscription=sub.id,
            subscription_details={"cancel_now": True, "proration_behavior": "none"},
        )
    assert (err.value.http_status, error_body(err.value)["error"]["code"]) == (404, "invoice_upcoming_none")


def test_preview_of_resuming_a_paused_subscription_invoices_a_new_period(
    shop: Shop, client: stripe.StripeClient, world: World
) -> None:
    sub = shop.subscribe(shop.basic)
    world.edit([("UPDATE stripe_subscriptions SET status = 'paused' WHERE id = ?", (sub.id,))])
    preview = _preview(client, subscription=sub.id, subscription_details={"resume_at": "now"})
    assert [(li.amount, li["proration"]) for li in preview.lines.data] == [(1000, False)]
    assert client.v1.subscriptions.retrieve(sub.id).status == "paused"
    with pytest.raises(stripe.InvalidRequestError) as err:
        _preview(client, subscription=shop.subscribe(shop.pro).id, subscription_details={"resume_at": "now"})
    assert error_body(err.value)["error"]["param"] == "subscription_details[resume_at]"


def _preview_in(seed: int, then_create: bool) -> tuple[str, str]:
    w = World(["stripe"], seed=seed, fixture="small")
    w.rate_limits_enabled = False
    w.clock.now = START
    sub = w.call(
        "stripe.subscriptions.create", {"customer": "cus_alice", "items": [{"price": "price_pro_monthly"}]}
    )
    body = ""
    if then_create:
        r = w.call("stripe.invoices.create_preview", {"subscription": sub.body["id"]})
        assert r.status == 200, r.body
        body = json.dumps(r.body, sort_keys=True)
    customer = w.call("stripe.customers.create", {"email": "x@example.com"}).body["id"]
    w.close()
    return body, customer


def test_same_seed_same_preview_and_a_preview_never_shifts_later_ids() -> None:
    first, after_preview = _preview_in(11, True)
    again, _ = _preview_in(11, True)
    _, without_preview = _preview_in(11, False)
    assert first == again
    assert after_preview == without_preview


@pytest.fixture(scope="module")
def scratch() -> Any:
    w = World(["stripe"], seed=3, fixture="small")
    w.rate_limits_enabled = False
    w.clock.now = START
    sub = w.call(
        "stripe.subscriptions.create", {"customer": "cus_alice", "items": [{"price": "price_pro_monthly"}]}
    )
    assert sub.status == 200
    yield w, sub.body
    w.close()


_junk = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.text(max_size=8),
    st.lists(st.text(max_size=3), max_size=2),
    st.dictionaries(st.text(max_size=4), st.text(max_size=4), max_size=2),
)
_detail_keys = st.sampled_from(
    [
        "items",
        "proration_behavior",
        "proration_date",
        "billing_cycle_anchor",
        "cancel_now",
        "cancel_at",
        "trial_end",
        "resume_at",
        "start_date",
        "nope",
    ]
)
_top_keys = st.sampled_from(
    ["customer", "subscription", "invoice_items", "preview_mode", "currency", "coupon", "schedule", "issuer"]
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    top=st.dictionaries(_top_keys, _junk, max_size=3),
    details=st.one_of(st.none(), st.dictionaries(_detail_keys, _junk, max_size=3)),
    item=st.dictionaries(st.sampled_from(["id", "price", "quantity", "deleted"]), _junk, max_size=3),
)
def test_junk_previews_never_500_and_never_write(
    scratch: tuple[World, dict[str, Any]],
    top: dict[str, Any],
    details: dict[str, Any] | None,
    item: dict[str, Any],
) -> None:
    world, sub = scratch
    params: dict[str, Any] = {"subscription": sub["id"], **{k: v for k, v in top.items() if v is not None}}
    if details is not None:
        if item:
            details = {**details, "items": [item]}
        params["subscription_details"] = details
    before = world.state_hash()
    r = world.call("stripe.invoices.create_preview", params)
    assert r.status in (200, 400, 404), (params, r.body)
    if r.status != 200:
        assert set(r.body) == {"error"}, r.body
        assert r.body["error"]["type"] == "invalid_request_error", r.body
    else:
        assert str(r.body["id"]).startswith("upcoming_in_")
    assert world.state_hash() == before
    assert world.ledger[-1].changes == ()


# -- GET /v1/invoices/upcoming and /upcoming/lines (the spec's older form; the SDK's raw_request) ----


def _get(client: stripe.StripeClient, url: str, **params: Any) -> Any:
    return client.deserialize(client.raw_request("get", url, **params), api_mode="V1")


def test_upcoming_with_flat_parameters_is_the_same_preview(
    shop: Shop, client: stripe.StripeClient, world: World
) -> None:
    sub = shop.subscribe(shop.basic)
    when = period(sub)[0] + HALF
    before = world.state_hash()
    upcoming = _get(
        client,
        "/v1/invoices/upcoming",
        subscription=sub.id,
        subscription_items=_upgrade(sub, shop.pro),
        subscription_proration_date=when,
    )
    preview = _preview(
        client,
        subscription=sub.id,
        subscription_details={"items": _upgrade(sub, shop.pro), "proration_date": when},
    )
    assert upcoming["object"] == "invoice"
    assert str(upcoming["id"]).startswith("upcoming_in_")
    assert [(li["id"], li["amount"]) for li in upcoming["lines"]["data"]] == [
        (li.id, li.amount) for li in preview.lines.data
    ]
    assert [li["amount"] for li in upcoming["lines"]["data"]] == [-500, 1000, 2000]
    assert world.state_hash() == before
    with pytest.raises(stripe.InvalidRequestError) as err:
        _get(
            client,
            "/v1/invoices/upcoming",
            subscription=sub.id,
            subscription_items=_upgrade(sub, shop.pro),
            subscription_details={"proration_date": when},
        )
    assert error_body(err.value)["error"] == {
        "type": "invalid_request_error",
        "code": "parameters_exclusive",
        "param": "subscription_items",
        "message": "You may only specify one of these parameters: subscription_details, subscription_items.",
        "doc_url": "https://stripe.com/docs/error-codes/parameters-exclusive",
    }


def test_upcoming_lines_page_through_every_line(
    shop: Shop, client: stripe.StripeClient, world: World
) -> None:
    sub = shop.subscribe(shop.basic)
    change: dict[str, Any] = {
        "subscription": sub.id,
        "subscription_items": _upgrade(sub, shop.pro),
        "subscription_proration_date": period(sub)[0] + HALF,
    }
    first = _get(client, "/v1/invoices/upcoming/lines", limit=2, **change)
    assert ([li["amount"] for li in first["data"]], first["has_more"]) == ([-500, 1000], True)
    rest = _get(
        client, "/v1/invoices/upcoming/lines", limit=2, starting_after=first["data"][-1]["id"], **change
    )
    assert ([li["amount"] for li in rest["data"]], rest["has_more"]) == ([2000], False)
    assert rest["url"] == "/v1/invoices/upcoming/lines"
    back = _get(client, "/v1/invoices/upcoming/lines", limit=1, ending_before=rest["data"][0]["id"], **change)
    assert [li["id"] for li in back["data"]] == [first["data"][-1]["id"]]
    with pytest.raises(stripe.InvalidRequestError) as err:
        _get(client, "/v1/invoices/upcoming/lines", starting_after="il_tmp_nope", **change)
    body = error_body(err.value)["error"]
    assert (err.value.http_status, body["code"], body["param"]) == (400, "resource_missing", "starting_after")


# -- prorations on cancel ------------------------------------------------------------------------


def _cancel(client: stripe.StripeClient, sub: stripe.Subscription, **params: Any) -> stripe.Subscription:
    return client.v1.subscriptions.cancel(sub.id, params=raw_params(params))


def test_cancel_with_prorate_and_invoice_now_bills_the_credit_on_a_final_invoice(
    shop: Shop, client: stripe.StripeClient, world: World
) -> None:
    sub = shop.subscribe(shop.basic, quantity=2)
    start, end = period(sub)
    world.clock.now = start + HALF
    canceled = _cancel(client, sub, prorate=True, invoice_now=True)
    assert canceled.status == "canceled"
    final = client.v1.invoices.retrieve(str(canceled.latest_invoice))
    assert final.id != sub.latest_invoice
    when = int(canceled.canceled_at or 0)
    credit = -expected(2000, when - start)
    assert [
        (li.amount, li.description, li["proration"], li.period.start, li.period.end)
        for li in final.lines.data
    ] == [(credit, "Unused time on 2 × Widget after 16 Dec 2026", True, when, end)]
    assert (final.total, final.amount_due, final.status, final.billing_reason) == (
        credit,
        0,
        "paid",
        "subscription_cycle",
    )
    assert shop.pending() == []


def test_cancel_with_prorate_only_leaves_the_credit_pending(
    shop: Shop, client: stripe.StripeClient, world: World
) -> None:
    sub = shop.subscribe(shop.basic)
    invoices = _count(world, "stripe_invoices")
    start = period(sub)[0]
    world.clock.now = start + HALF
    canceled = _cancel(client, sub, prorate=True)
    when = int(canceled.canceled_at or 0)
    assert [(i.amount, i.description, i.proration, i.period.start) for i in shop.pending()] == [
        (-expected(1000, when - start), "Unused time on Widget after 16 Dec 2026", True, when)
    ]
    assert _count(world, "stripe_invoices") == invoices


def test_cancel_at_once_drops_pending_prorations_unless_invoiced(
    shop: Shop, client: stripe.StripeClient, world: World
) -> None:
    sub = shop.subscribe(shop.basic)
    when = period(sub)[0] + HALF
    client.v1.subscriptions.update(
        sub.id, params=raw_params({"items": _upgrade(sub, shop.pro), "proration_date": when})
    )
    assert len(shop.pending()) == 2
    _cancel(client, sub)
    assert shop.pending() == []
    other = shop.subscribe(shop.basic)
    client.v1.subscriptions.update(
        other.id, params=raw_params({"items": _upgrade(other, shop.pro), "proration_date": when})
    )
    canceled = _cancel(client, other, invoice_now=True)
    final = client.v1.invoices.retrieve(str(canceled.latest_invoice))
    assert [li.amount for li in final.lines.data] == [-500, 1000]
    assert (final.status, final.amount_paid) == ("paid", 500)
    assert shop.pending() == []


# -- payment_behavior on a change that invoices at once ------------------------------------------


def _declining(client: stripe.StripeClient, sub: stripe.Subscription, customer: str) -> str:
    """Make a declining card the subscription's default (an update that invoices nothing)."""
    pm = client.v1.payment_methods.attach("pm_card_chargeCustomerFail", params={"customer": customer})
    client.v1.subscriptions.update(sub.id, params={"default_payment_method": pm.id})
    return pm.id


def _always(sub: stripe.Subscription, price: str, behavior: str) -> dict[str, Any]:
    return {
        "items": _upgrade(sub, price),
        "proration_behavior": "always_invoice",
        "proration_date": int(legacy(sub, "current_period_start")) + HALF,
        "payment_behavior": behavior,
    }


def test_allow_incomplete_keeps_the_change_and_goes_past_due(
    shop: Shop, client: stripe.StripeClient, world: World
) -> None:
    sub = shop.subscribe(shop.basic)
    _declining(client, sub, shop.customer)
    updated = client.v1.subscriptions.update(
        sub.id, params=raw_params(_always(sub, shop.pro, "allow_incomplete"))
    )
    assert (updated.status, updated["items"].data[0].price.id) == ("past_due", shop.pro)
    invoice = client.v1.invoices.retrieve(str(updated.latest_invoice))
    assert (invoice.status, invoice.amount_due, invoice.attempt_count) == ("open", 500, 1)
    assert _count(world, "stripe_charges", "invoice = ? AND status = 'failed'", (invoice.id,)) == 1


def test_error_if_incomplete_answers_402_and_changes_nothing(
    shop: Shop, client: stripe.StripeClient, world: World
) -> None:
    sub = shop.subscribe(shop.basic)
    _declining(client, sub, shop.customer)
    before = world.state_hash()
    with pytest.raises(stripe.CardError) as err:
        client.v1.subscriptions.update(
            sub.id, params=raw_params(_always(sub, shop.pro, "error_if_incomplete"))
        )
    body = error_body(err.value)["error"]
    assert (err.value.http_status, body["type"], body["code"], body["decline_code"], body["message"]) == (
        402,
        "card_error",
        "card_declined",
        "generic_decline",
        "Your card was declined.",
    )
    assert world.state_hash() == before
    again = client.v1.subscriptions.retrieve(sub.id)
    assert (again.status, again["items"].data[0].price.id, again.latest_invoice) == (
        "active",
        shop.basic,
        sub.latest_invoice,
    )


def test_default_incomplete_attempts_no_payment(
    shop: Shop, client: stripe.StripeClient, world: World
) -> None:
    sub = shop.subscribe(shop.basic)
    charges = _count(world, "stripe_charges")
    updated = client.v1.subscriptions.update(
        sub.id, params=raw_params(_always(sub, shop.pro, "default_incomplete"))
    )
    invoice = client.v1.invoices.retrieve(str(updated.latest_invoice))
    assert (updated.status, updated["items"].data[0].price.id) == ("past_due", shop.pro)
    assert (invoice.status, invoice.amount_due, invoice.attempted) == ("open", 500, False)
    assert _count(world, "stripe_charges") == charges
    paid = client.v1.invoices.pay(invoice.id)
    assert paid.status == "paid"
    assert client.v1.subscriptions.retrieve(sub.id).status == "active"


def test_pending_if_incomplete_defers_the_change_until_the_invoice_is_paid(
    shop: Shop, client: stripe.StripeClient, world: World
) -> None:
    sub = shop.subscribe(shop.basic)
    _declining(client, sub, shop.customer)
    updated = client.v1.subscriptions.update(
        sub.id, params=raw_params(_always(sub, shop.pro, "pending_if_incomplete"))
    )
    assert (updated.status, updated["items"].data[0].price.id) == ("active", shop.basic)
    pending = updated.pending_update
    assert pending is not None
    assert [i.price.id for i in pending.subscription_items or []] == [shop.pro]
    assert 0 <= int(world.clock.now) + 23 * 3600 - pending.expires_at <= 5  # made a moment ago
    invoice = client.v1.invoices.retrieve(str(updated.latest_invoice))
    assert (invoice.status, invoice.amount_due) == ("open", 500)
    # Paying the invoice with a working card applies the update.
    paid = client.v1.invoices.pay(invoice.id, params={"payment_method": "pm_alice_visa"})
    assert paid.status == "paid"
    after = client.v1.subscriptions.retrieve(sub.id)
    assert (after.status, after["items"].data[0].price.id, after.pending_update) == ("active", shop.pro, None)


def test_pending_if_incomplete_refuses_what_pending_updates_cannot_carry(
    shop: Shop, client: stripe.StripeClient, world: World
) -> None:
    sub = shop.subscribe(shop.basic)
    before = world.state_hash()
    with pytest.raises(stripe.InvalidRequestError) as err:
        client.v1.subscriptions.update(
            sub.id,
            params=raw_params({**_always(sub, shop.pro, "pending_if_incomplete"), "metadata": {"k": "v"}}),
        )
    body = error_body(err.value)["error"]
    assert (err.value.http_status, body["param"]) == (400, "metadata")
    assert world.state_hash() == before


@pytest.mark.parametrize("trial_end", [253399622400, 253402300800, 10**15, -62135596801])
def test_a_timestamp_past_the_calendar_is_refused_not_a_500(
    scratch: tuple[World, dict[str, Any]], trial_end: int
) -> None:
    """(stop 75, the shared clone's hypothesis case) a trial ending in the year 9999 failed inside the
    renewal's period arithmetic with a 500; it is refused as an invalid timestamp, and nothing is written."""
    world, sub = scratch
    before = world.state_hash()
    r = world.call(
        "stripe.invoices.create_preview",
        {"subscription": sub["id"], "subscription_details": {"trial_end": trial_end}},
    )
    assert (r.status, r.body["error"]) == (
        400,
        {
            "type": "invalid_request_error",
            "param": "subscription_details[trial_end]",
            "message": f"Invalid timestamp: {trial_end}",
        },
    )
    assert world.state_hash() == before
