"""Subscriptions: create (with a first invoice paid at once), retrieve, cancel, list, search.

Periods start at the virtual clock's now and end one price interval later, or at ``billing_cycle_anchor``
(or the next date ``billing_cycle_anchor_config`` names), with the first partial period prorated unless
``proration_behavior=none``. Creating without a trial invoices the first period (plus any
``add_invoice_items``) and charges the default card: ``allow_incomplete`` (Stripe's default) leaves an
``incomplete`` subscription on a decline, ``error_if_incomplete`` answers 402 and creates nothing,
``default_incomplete`` does not attempt payment. Parameters are in ``subscription_params.py``;
changes (update, resume) in ``subscription_changes.py``; items in ``subscription_items.py``.
"""

from __future__ import annotations

from typing import Any

from pydantic import Field

from toolproof.service import Context, Params
from toolproof.services.stripe import payment_behavior, prorations
from toolproof.services.stripe.common import (
    Obj,
    empty_to_none,
    expand,
    includable,
    jdump,
    jload,
    loader,
    merge_metadata,
    next_seq,
    page,
    require,
)
from toolproof.services.stripe.dialect import Declined
from toolproof.services.stripe.errors import StripeError, exclusive, invalid, no_such
from toolproof.services.stripe.handlers import Filters, by_id, search_operation
from toolproof.services.stripe.operations import billing, discounts, prices
from toolproof.services.stripe.operations.prices import price_from_data
from toolproof.services.stripe.operations.subscription_params import (
    AddInvoiceItem,
    AnchorConfig,
    ItemParams,
    SubscriptionFields,
    add_interval,
    anchor_from_config,
    check_references,
    item_price,
    kept,
    own_card,
    prorated,
    thresholds_json,
)
from toolproof.services.stripe.params import (
    Bool,
    Created,
    Currency,
    Expand,
    ListParams,
    Retrieve,
    Str,
    Timestamp,
    TrialDays,
    enum,
    items_of,
)
from toolproof.services.stripe.payment_behavior import pending_update
from toolproof.services.stripe.pricing import line_amount, unit_amount_of
from toolproof.services.stripe.search import FieldKind
from toolproof.services.stripe.service import service
from toolproof.services.stripe.tables import SUBSCRIPTION_ITEMS, SUBSCRIPTIONS, insert, update

T = SUBSCRIPTIONS.name
SI = SUBSCRIPTION_ITEMS.name


def render_item(ctx: Context, row: Any) -> Obj:
    return {
        "id": row["id"],
        "object": "subscription_item",
        "billing_thresholds": jload(row["billing_thresholds"]),
        "created": row["created"],
        "discounts": discounts.ids_of(row["discounts"]),
        "metadata": jload(row["metadata"], {}),
        "price": prices.load_price(ctx, row["price"]),
        "quantity": row["quantity"],
        "subscription": row["subscription"],
        "tax_rates": [],
    }


def render(ctx: Context, row: Any) -> Obj:
    items = ctx.all(f"SELECT * FROM {SI} WHERE subscription = ? ORDER BY seq", (row["id"],))
    rendered = [render_item(ctx, r) for r in items]
    details = jload(row["cancellation_details"]) or {"comment": None, "feedback": None, "reason": None}
    extra = jload(row["extra"], {}) or {}
    tax = extra.get("automatic_tax") or {}
    return {
        "id": row["id"],
        "object": "subscription",
        "application": None,
        "application_fee_percent": None,
        "automatic_tax": {
            "enabled": bool(tax.get("enabled", False)),
            "liability": tax.get("liability") or ({"type": "self"} if tax.get("enabled") else None),
        },
        "billing_cycle_anchor": row["billing_cycle_anchor"],
        "billing_cycle_anchor_config": jload(row["billing_cycle_anchor_config"]),
        "billing_thresholds": extra.get("billing_thresholds"),
        "cancel_at": row["cancel_at"],
        "cancel_at_period_end": bool(row["cancel_at_period_end"]),
        "canceled_at": row["canceled_at"],
        "cancellation_details": details,
        "collection_method": row["collection_method"],
        "created": row["created"],
        "currency": row["currency"],
        "current_period_end": row["current_period_end"],
        "current_period_start": row["current_period_start"],
        "customer": row["customer"],
        "days_until_due": row["days_until_due"],
        "default_payment_method": row["default_payment_method"],
        "default_source": row["default_source"],
        "default_tax_rates": [],
        "description": row["description"],
        "discount": discounts.single(ctx, row["discounts"]),
        "discounts": discounts.ids_of(row["discounts"]),
        "ended_at": row["ended_at"],
        "invoice_settings": {
            "account_tax_ids": None,
            "issuer": (extra.get("invoice_settings") or {}).get("issuer") or {"type": "self"},
        },
        "items": {
            "object": "list",
            "data": rendered,
            "has_more": False,
            "total_count": len(rendered),
            "url": f"/v1/subscription_items?subscription={row['id']}",
        },
        "latest_invoice": row["latest_invoice"],
        "livemode": False,
        "metadata": jload(row["metadata"], {}),
        "next_pending_invoice_item_invoice": None,
        "on_behalf_of": None,
        "pause_collection": jload(row["pause_collection"]),
        "payment_settings": {
            "payment_method_options": None,
            "payment_method_types": None,
            "save_default_payment_method": "off",
            **(extra.get("payment_settings") or {}),
        },
        "pending_invoice_item_interval": extra.get("pending_invoice_item_interval"),
        "pending_setup_intent": None,
        "pending_update": pending_update(extra, ctx.now()),
        "schedule": None,
        "start_date": row["start_date"],
        "status": row["status"],
        "test_clock": None,
        "transfer_data": None,
        "trial_end": row["trial_end"],
        "trial_settings": jload(row["trial_settings"])
        or {"end_behavior": {"missing_payment_method": "create_invoice"}},
        "trial_start": row["trial_start"],
    }


load = loader("sub_")(by_id(T, render))


load_item = loader("si_")(by_id(SI, render_item))


def get_subscription(ctx: Context, sub_id: str) -> Obj:
    obj = load(ctx, sub_id)
    assert obj is not None
    return obj


def require_subscription(ctx: Context, sub_id: str, param: str = "subscription_exposed_id") -> Any:
    return require(ctx, T, sub_id, "subscription", param=param)


# -- create ----------------------------------------------------------------------------------


class CreateSubscription(SubscriptionFields):
    customer: Str
    items: items_of(ItemParams)  # type: ignore[valid-type]
    backdate_start_date: Timestamp | None = None
    billing_cycle_anchor: Timestamp | None = None
    billing_cycle_anchor_config: AnchorConfig | None = None
    cancel_at: Timestamp | None = None
    currency: Currency | None = None
    trial_period_days: TrialDays | None = None


def add_one_off_items(
    ctx: Context, items: list[AddInvoiceItem] | None, customer: str, sub_id: str, invoice: str | None
) -> None:
    """``add_invoice_items``: one-time lines on ``invoice`` (``None``: pending, for the next invoice)."""
    for i, item in enumerate(items or []):
        param = f"add_invoice_items[{i}]"
        if item.price_data is not None:
            price_id = price_from_data(ctx, item.price_data.product, item.price_data, f"{param}[price_data]")
        elif item.price is not None:
            price_id = item.price
        else:
            raise invalid(
                f"Missing required param: {param}[price].", param=f"{param}[price]", code="parameter_missing"
            )
        price = ctx.one("SELECT * FROM stripe_prices WHERE id = ?", (price_id,))
        if price is None:
            raise no_such("price", price_id, param=f"{param}[price]", status=400)
        if item.price is not None and not price["active"]:
            raise invalid(
                "The price specified is inactive. This field only accepts active prices.",
                param=f"{param}[price]",
            )
        quantity = 1 if item.quantity is None else item.quantity
        item_id = billing.add_line(
            ctx,
            invoice,
            customer,
            subscription=sub_id,
            price=price["id"],
            amount=line_amount(price, quantity),
            unit_amount=unit_amount_of(price),
            unit_amount_decimal=price["unit_amount_decimal"],
            quantity=quantity,
            currency=price["currency"],
        )
        if item.discounts:
            target = discounts.Target(customer, price["currency"], "invoice item")
            discounts.set_invoice_item_discounts(ctx, item_id, item.discounts, f"{param}[discounts]", target)
            if invoice is not None:
                billing.recompute(ctx, invoice)


def _item_discounts(ctx: Context, p: CreateSubscription, customer: str, sub_id: str, invoice_id: str) -> None:
    """``items[].discounts`` on a new subscription: each item's own discounts, on its first line too
    (taken off before the subscription's)."""
    if not any(item.discounts for item in p.items):
        return
    inv = ctx.one("SELECT currency, subtotal FROM stripe_invoices WHERE id = ?", (invoice_id,))
    assert inv is not None
    target = discounts.Target(customer, inv["currency"], "subscription item", inv["subtotal"])
    rows = ctx.all(f"SELECT id FROM {SI} WHERE subscription = ? ORDER BY seq", (sub_id,))
    for i, (item, row) in enumerate(zip(p.items, rows, strict=True)):
        if not item.discounts:
            continue
        param = f"items[{i}][discounts]"
        ids = discounts.set_item_discounts(ctx, row["id"], item.discounts, param, target, sub_id)
        ctx.db.execute(
            "UPDATE stripe_invoice_items SET discounts = ? WHERE invoice = ? AND subscription_item = ?",
            (jdump(ids), invoice_id, row["id"]),
        )
    billing.recompute(ctx, invoice_id)


def create_subscription_rows(
    ctx: Context,
    customer: Any,
    items: list[tuple[Any, int, str, str | None]],
    *,
    trial_end: int | None,
    anchor: int | None = None,
    prorate: bool = True,
    start_date: int | None = None,
    collection_method: str = "charge_automatically",
    days_until_due: int | None = None,
    default_payment_method: str | None = None,
    default_source: str | None = None,
    cancel_at_period_end: bool = False,
    cancel_at: int | None = None,
    description: str | None = None,
    metadata: str = "{}",
    **fields: Any,
) -> tuple[str, str]:
    """Insert a subscription, its items and its first invoice (not yet finalized). Returns (sub, invoice).

    ``items`` are ``(price row, quantity, metadata, billing thresholds)``. With an ``anchor`` the first
    period ends there and its lines are prorated (``prorate``) or free.
    """
    now = ctx.now()
    first = items[0][0]
    sub_id = ctx.new_id("sub_", 24)
    full_end = add_interval(now, first["interval"], first["interval_count"])
    if trial_end is not None:
        period_end = trial_end
    elif anchor is not None:
        period_end = anchor
    else:
        period_end = full_end
    insert(
        ctx.db,
        SUBSCRIPTIONS,
        {
            "id": sub_id,
            "seq": next_seq(ctx, T),
            "created": now,
            "customer": customer["id"],
            "status": "trialing" if trial_end is not None else "incomplete",
            "currency": first["currency"],
            "current_period_start": now,
            "current_period_end": period_end,
            "billing_cycle_anchor": period_end if (trial_end is not None or anchor is not None) else now,
            "start_date": now if start_date is None else start_date,
            "trial_start": now if trial_end is not None else None,
            "trial_end": trial_end,
            "cancel_at_period_end": cancel_at_period_end,
            "cancel_at": period_end if cancel_at_period_end else cancel_at,
            "collection_method": collection_method,
            "days_until_due": days_until_due,
            "default_payment_method": default_payment_method,
            "default_source": default_source,
            "description": description,
            "metadata": metadata,
            **fields,
        },
    )
    invoice_id = billing.new_invoice(
        ctx,
        customer,
        currency=first["currency"],
        subscription=sub_id,
        billing_reason="subscription_create",
        collection_method=collection_method,
        days_until_due=days_until_due,
        period=(now, now),
    )
    for price, quantity, item_meta, thresholds in items:
        si_id = ctx.new_id("si_")
        insert(
            ctx.db,
            SUBSCRIPTION_ITEMS,
            {
                "id": si_id,
                "seq": next_seq(ctx, SI),
                "created": now,
                "subscription": sub_id,
                "price": price["id"],
                "quantity": quantity,
                "metadata": item_meta,
                "billing_thresholds": thresholds,
            },
        )
        product = ctx.one("SELECT name FROM stripe_products WHERE id = ?", (price["product"],))
        name = product["name"] if product else price["product"]
        amount = 0 if trial_end is not None else line_amount(price, quantity)
        label = f"{quantity} × {name}" + (" (trial)" if trial_end is not None else "")
        if trial_end is None and anchor is not None:
            amount = prorated(amount, now, anchor, full_end) if prorate else 0
            label = f"Remaining time on {label}"
        billing.add_line(
            ctx,
            invoice_id,
            customer["id"],
            kind="subscription",
            subscription=sub_id,
            subscription_item=si_id,
            price=price["id"],
            amount=amount,
            unit_amount=0 if trial_end is not None else unit_amount_of(price),
            unit_amount_decimal=None if trial_end is not None else price["unit_amount_decimal"],
            quantity=quantity,
            currency=price["currency"],
            description=label,
            proration=trial_end is None and anchor is not None and prorate,
            period_start=now,
            period_end=period_end,
        )
    update(ctx.db, SUBSCRIPTIONS, sub_id, {"latest_invoice": invoice_id})
    return sub_id, invoice_id


def start_billing(ctx: Context, sub_id: str, invoice_id: str, trialing: bool, collection_method: str) -> None:
    """Finalize the first invoice; a subscription with nothing to pay (or paid by invoice) is active."""
    billing.finalize(ctx, invoice_id)
    inv = ctx.one("SELECT status FROM stripe_invoices WHERE id = ?", (invoice_id,))
    if inv is not None and inv["status"] == "paid" and not trialing:
        update(ctx.db, SUBSCRIPTIONS, sub_id, {"status": "active"})
    if collection_method == "send_invoice" and not trialing:
        update(ctx.db, SUBSCRIPTIONS, sub_id, {"status": "active"})


def _trial_end(p: CreateSubscription, now: int) -> int | None:
    if p.trial_end == "now":
        return None
    if p.trial_end is not None:
        try:
            when = int(p.trial_end)
        except ValueError:
            raise invalid(
                f"Invalid timestamp: {p.trial_end}", param="trial_end", code="parameter_invalid_integer"
            ) from None
        if when <= now:
            raise invalid(
                "Invalid timestamp: must be an integer Unix timestamp in the future.", param="trial_end"
            )
        return when
    if p.trial_period_days:
        return now + p.trial_period_days * 86400
    return None


def _anchor(p: CreateSubscription, now: int, first: Any) -> int | None:
    if p.billing_cycle_anchor is not None and p.billing_cycle_anchor_config is not None:
        raise exclusive("billing_cycle_anchor", "billing_cycle_anchor_config")
    if p.billing_cycle_anchor_config is not None:
        return anchor_from_config(now, p.billing_cycle_anchor_config)
    if p.billing_cycle_anchor is None:
        return None
    natural = add_interval(now, first["interval"], first["interval_count"])
    if p.billing_cycle_anchor <= now:
        raise invalid(
            "Invalid timestamp: must be an integer Unix timestamp in the future.",
            param="billing_cycle_anchor",
        )
    if p.billing_cycle_anchor > natural:
        raise invalid(
            f"billing_cycle_anchor cannot be later than next natural billing date ({natural}) for plan",
            param="billing_cycle_anchor",
        )
    return p.billing_cycle_anchor if p.billing_cycle_anchor != natural else None


def _apply_discounts(
    ctx: Context, p: CreateSubscription, customer: str, sub_id: str, invoice_id: str
) -> None:
    """``coupon`` / ``promotion_code`` / ``discounts`` on a new subscription: checked against its
    currency and first invoice (a promotion code's minimum amount), redeemed, and applied to that
    invoice (which otherwise has the customer's discount, if any)."""
    inv = ctx.one("SELECT currency, subtotal FROM stripe_invoices WHERE id = ?", (invoice_id,))
    assert inv is not None
    target = discounts.Target(customer, inv["currency"], "subscription", inv["subtotal"])
    checked = discounts.subscription_checked(
        ctx, p.coupon, p.promotion_code, p.discounts, p.model_fields_set, target
    )
    if not checked:
        return
    discounts.set_subscription_discounts(ctx, sub_id, checked)
    discounts.inherit(ctx, invoice_id)
    billing.recompute(ctx, invoice_id)


@service.operation("stripe.subscriptions.create", "POST", "/v1/subscriptions", writes=True)
def create_subscription(ctx: Context, p: CreateSubscription) -> Obj | Declined:
    """Create a subscription and invoice (and charge) its first period."""
    from toolproof.services.stripe.operations.customers import live_customer

    cus = live_customer(ctx, p.customer)
    check_references(ctx, p, cus["id"])
    items: list[tuple[Any, int, str, str | None]] = []
    first = None
    for i, item in enumerate(p.items):
        price = item_price(ctx, item, f"items[{i}]", first)
        first = first or price
        quantity = 1 if item.quantity is None else item.quantity
        items.append(
            (price, quantity, merge_metadata(None, item.metadata), thresholds_json(item.billing_thresholds))
        )
    assert first is not None
    if p.currency is not None and p.currency != first["currency"]:
        raise invalid(
            f"The subscription's currency ({p.currency}) must match its prices' ({first['currency']}).",
            param="currency",
        )
    collection = p.collection_method or "charge_automatically"
    if collection == "send_invoice" and p.days_until_due is None:
        raise invalid(
            "Missing required param: days_until_due.", param="days_until_due", code="parameter_missing"
        )
    now = ctx.now()
    if p.backdate_start_date is not None and p.backdate_start_date >= now:
        raise invalid("backdate_start_date must be in the past.", param="backdate_start_date")
    if p.cancel_at is not None and p.cancel_at <= now:
        raise invalid(
            "Invalid timestamp: must be an integer Unix timestamp in the future.", param="cancel_at"
        )
    trial_end = _trial_end(p, now)
    anchor = _anchor(p, now, first)
    pm_id = (
        own_card(ctx, cus["id"], p.default_payment_method, "default_payment_method")
        if p.default_payment_method
        else None
    )
    source_id = own_card(ctx, cus["id"], p.default_source, "default_source") if p.default_source else None
    sub_id, invoice_id = create_subscription_rows(
        ctx,
        cus,
        items,
        trial_end=trial_end,
        anchor=anchor,
        prorate=p.proration_behavior != "none",
        start_date=p.backdate_start_date,
        collection_method=collection,
        days_until_due=p.days_until_due,
        default_payment_method=pm_id,
        default_source=source_id,
        cancel_at_period_end=bool(p.cancel_at_period_end),
        cancel_at=p.cancel_at,
        description=empty_to_none(p.description),
        metadata=merge_metadata(None, p.metadata),
        billing_cycle_anchor_config=None
        if p.billing_cycle_anchor_config is None
        else jdump(p.billing_cycle_anchor_config.model_dump()),
        trial_settings=None if p.trial_settings is None else jdump(p.trial_settings.model_dump()),
        extra=kept(None, p),
    )
    add_one_off_items(ctx, p.add_invoice_items, cus["id"], sub_id, invoice_id)
    _item_discounts(ctx, p, cus["id"], sub_id, invoice_id)
    _apply_discounts(ctx, p, cus["id"], sub_id, invoice_id)
    start_billing(ctx, sub_id, invoice_id, trial_end is not None, collection)
    inv = ctx.one("SELECT * FROM stripe_invoices WHERE id = ?", (invoice_id,))
    assert inv is not None
    behavior = p.payment_behavior or "allow_incomplete"
    if inv["status"] == "open" and collection == "charge_automatically" and behavior != "default_incomplete":
        pm_row = billing.payment_method_for(ctx, inv, None)
        if pm_row is None:
            raise invalid(billing.NO_PAYMENT_METHOD)
        declined = billing.charge_invoice(ctx, invoice_id, pm_row)
        if declined is not None and behavior == "error_if_incomplete":
            raise StripeError(
                declined.error["message"],
                status=402,
                code=declined.error["code"],
                type="card_error",
                decline_code=declined.error["decline_code"],
                charge=declined.error["charge"],
            )
    return expand(ctx, get_subscription(ctx, sub_id), p.expand)


class RetrieveSubscription(Retrieve):
    subscription_exposed_id: Str


@service.operation(
    "stripe.subscriptions.retrieve", "GET", "/v1/subscriptions/{subscription_exposed_id}", writes=False
)
def retrieve_subscription(ctx: Context, p: RetrieveSubscription) -> Obj:
    """Retrieve a subscription."""
    require_subscription(ctx, p.subscription_exposed_id)
    return expand(ctx, get_subscription(ctx, p.subscription_exposed_id), p.expand)


class CancellationDetails(Params):
    comment: Str | None = None
    feedback: (
        enum(  # type: ignore[valid-type]
            "",
            "customer_service",
            "low_quality",
            "missing_features",
            "other",
            "switched_service",
            "too_complex",
            "too_expensive",
            "unused",
        )
        | None
    ) = None


def details_json(details: CancellationDetails | None, reason: str | None = None) -> str:
    out: dict[str, Any] = {"comment": None, "feedback": None, "reason": reason}
    if details is not None:
        for key, value in details.model_dump(exclude_unset=True).items():
            out[key] = value or None
    return jdump(out)


class CancelSubscription(Params):
    subscription_exposed_id: Str
    invoice_now: Bool | None = None
    prorate: Bool | None = None
    cancellation_details: CancellationDetails | None = None
    expand: Expand = Field(default_factory=list)


@service.operation(
    "stripe.subscriptions.cancel",
    "DELETE",
    "/v1/subscriptions/{subscription_exposed_id}",
    writes=True,
    destructive=True,
)
def cancel_subscription(ctx: Context, p: CancelSubscription) -> Obj:
    """Cancel a subscription at once (``status=canceled``); ``prorate`` credits the unused time,
    ``invoice_now`` bills pending items (those credits included) on a final invoice."""
    sub_id = p.subscription_exposed_id
    sub = require_subscription(ctx, sub_id)
    if sub["status"] in ("canceled", "incomplete_expired"):
        raise no_such("subscription", sub_id, param="subscription_exposed_id")
    now = ctx.now()
    if not p.invoice_now:
        # Canceling at once removes the subscription's pending prorations (the spec's description).
        ctx.db.execute(
            "DELETE FROM stripe_invoice_items WHERE subscription = ? AND invoice IS NULL "
            "AND kind = 'invoiceitem' AND proration",
            (sub_id,),
        )
    if p.prorate:
        prorations.credit_unused(ctx, sub, now)
    if p.invoice_now:
        invoice_id = prorations.invoice_now(ctx, sub_id, reason="subscription_cycle")
        payment_behavior.collect(ctx, sub_id, invoice_id, "allow_incomplete")
    update(
        ctx.db,
        SUBSCRIPTIONS,
        sub_id,
        {
            "status": "incomplete_expired" if sub["status"] == "incomplete" else "canceled",
            "canceled_at": now,
            "ended_at": now,
            "cancellation_details": details_json(p.cancellation_details, "cancellation_requested"),
        },
    )
    return expand(ctx, get_subscription(ctx, sub_id), p.expand)


class AutomaticTaxFilter(Params):
    enabled: Bool


class ListSubscriptions(ListParams):
    customer: Str | None = None
    price: Str | None = None
    status: (
        enum(  # type: ignore[valid-type]
            "active",
            "all",
            "canceled",
            "ended",
            "incomplete",
            "incomplete_expired",
            "past_due",
            "paused",
            "trialing",
            "unpaid",
        )
        | None
    ) = None
    collection_method: enum("charge_automatically", "send_invoice") | None = None  # type: ignore[valid-type]
    automatic_tax: AutomaticTaxFilter | None = None
    current_period_end: Created | None = None
    current_period_start: Created | None = None
    test_clock: Str | None = None


@service.operation("stripe.subscriptions.list", "GET", "/v1/subscriptions", writes=False)
def list_subscriptions(ctx: Context, p: ListSubscriptions) -> Obj:
    """List subscriptions (not canceled ones unless ``status`` says so), by customer, status, price."""
    if p.test_clock:
        raise no_such("test_clock", p.test_clock, param="test_clock", status=400)
    f = Filters().equal_each(p, "customer", "collection_method")
    f.when(p.status is None, "status NOT IN ('canceled', 'incomplete_expired')")
    f.when(p.status == "ended", "status IN ('canceled', 'incomplete_expired')")
    f.when(p.status not in (None, "ended", "all"), "status = ?", p.status)
    f.when(p.price is not None, f"id IN (SELECT subscription FROM {SI} WHERE price = ?)", p.price)
    if p.automatic_tax is not None:
        tax = "coalesce(json_extract(extra, '$.automatic_tax.enabled'), 0)"
        f.equal(tax, p.automatic_tax.enabled)
    f.within("current_period_end", p.current_period_end)
    f.within("current_period_start", p.current_period_start)
    return page(ctx, T, p, "/v1/subscriptions", render, f.where, f.args)


SUBSCRIPTION_SEARCH: dict[str, FieldKind] = {
    "created": "int",
    "customer": "text",
    "status": "text",
    "canceled_at": "int",
    "current_period_end": "int",
    "metadata": "metadata",
}


search_operation(
    service,
    "stripe.subscriptions.search",
    "/v1/subscriptions/search",
    T,
    SUBSCRIPTION_SEARCH,
    render,
    doc="Search subscriptions (``customer``, ``status``, ``created``, ``canceled_at``, ``metadata``…).",
)


@includable("customer", "subscriptions")
def customer_subscriptions(ctx: Context, customer: Obj) -> Obj:
    """``expand[]=subscriptions`` on a customer: its subscriptions that have not ended, newest first."""
    rows = ctx.all(
        f"SELECT * FROM {T} WHERE customer = ? AND status NOT IN ('canceled', 'incomplete_expired') "
        "ORDER BY created DESC, seq DESC",
        (customer["id"],),
    )
    return {
        "object": "list",
        "data": [render(ctx, r) for r in rows],
        "has_more": False,
        "url": f"/v1/customers/{customer['id']}/subscriptions",
    }
