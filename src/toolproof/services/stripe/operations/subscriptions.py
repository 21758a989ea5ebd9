"""Subscriptions: create (with a first invoice paid at once), retrieve, update, cancel, list.

Periods start at the virtual clock's now and end one price interval later. Creating without a trial
invoices the first period and charges the default card: ``allow_incomplete`` (Stripe's default) leaves
an ``incomplete`` subscription on a decline, ``error_if_incomplete`` answers 402 and creates nothing,
``default_incomplete`` does not attempt payment.
"""

from __future__ import annotations

import datetime
from typing import Any

from dateutil.relativedelta import relativedelta
from pydantic import Field

from toolproof.service import Context, Params
from toolproof.services.stripe import service
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
    run_search,
)
from toolproof.services.stripe.dialect import Declined
from toolproof.services.stripe.errors import StripeError, invalid, no_such
from toolproof.services.stripe.operations import billing, payment_methods, prices
from toolproof.services.stripe.params import (
    Bool,
    Expand,
    Int,
    ListParams,
    Metadata,
    Quantity,
    Retrieve,
    SearchParams,
    Str,
    TrialDays,
    enum,
    items_of,
)
from toolproof.services.stripe.search import FieldKind
from toolproof.services.stripe.tables import SUBSCRIPTION_ITEMS, SUBSCRIPTIONS, insert, update

T = SUBSCRIPTIONS.name
SI = SUBSCRIPTION_ITEMS.name


def add_interval(start: int, interval: str, count: int) -> int:
    when = datetime.datetime.fromtimestamp(start, tz=datetime.UTC)
    delta = {
        "day": relativedelta(days=count),
        "week": relativedelta(weeks=count),
        "month": relativedelta(months=count),
        "year": relativedelta(years=count),
    }[interval]
    return int((when + delta).timestamp())


def render_item(ctx: Context, row: Any) -> Obj:
    return {
        "id": row["id"],
        "object": "subscription_item",
        "billing_thresholds": None,
        "created": row["created"],
        "discounts": [],
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
    return {
        "id": row["id"],
        "object": "subscription",
        "application": None,
        "application_fee_percent": None,
        "automatic_tax": {"enabled": False, "liability": None},
        "billing_cycle_anchor": row["billing_cycle_anchor"],
        "billing_cycle_anchor_config": None,
        "billing_thresholds": None,
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
        "default_source": None,
        "default_tax_rates": [],
        "description": row["description"],
        "discount": None,
        "discounts": [],
        "ended_at": row["ended_at"],
        "invoice_settings": {"account_tax_ids": None, "issuer": {"type": "self"}},
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
        "pause_collection": None,
        "payment_settings": {
            "payment_method_options": None,
            "payment_method_types": None,
            "save_default_payment_method": "off",
        },
        "pending_invoice_item_interval": None,
        "pending_setup_intent": None,
        "pending_update": None,
        "schedule": None,
        "start_date": row["start_date"],
        "status": row["status"],
        "test_clock": None,
        "transfer_data": None,
        "trial_end": row["trial_end"],
        "trial_settings": {"end_behavior": {"missing_payment_method": "create_invoice"}},
        "trial_start": row["trial_start"],
    }


@loader("sub_")
def load(ctx: Context, sub_id: str) -> Obj | None:
    row = ctx.one(f"SELECT * FROM {T} WHERE id = ?", (sub_id,))
    return None if row is None else render(ctx, row)


@loader("si_")
def load_item(ctx: Context, item_id: str) -> Obj | None:
    row = ctx.one(f"SELECT * FROM {SI} WHERE id = ?", (item_id,))
    return None if row is None else render_item(ctx, row)


def _get(ctx: Context, sub_id: str) -> Obj:
    obj = load(ctx, sub_id)
    assert obj is not None
    return obj


def require_subscription(ctx: Context, sub_id: str) -> Any:
    row = ctx.one(f"SELECT * FROM {T} WHERE id = ?", (sub_id,))
    if row is None:
        raise no_such("subscription", sub_id, param="subscription_exposed_id")
    return row


class ItemParams(Params):
    price: Str | None = None
    quantity: Quantity | None = None
    metadata: Metadata | None = None


class UpdateItemParams(ItemParams):
    id: Str | None = None
    deleted: Bool | None = None
    clear_usage: Bool | None = None


def _recurring_price(ctx: Context, price_id: str, param: str, first: Any | None) -> Any:
    price = prices.active_price(ctx, price_id, param)
    if price["type"] != "recurring":
        raise invalid(
            "The price specified is set to `type=one_time` but this field only accepts prices with "
            "`type=recurring`.",
            param=param,
        )
    if first is not None and (price["interval"], price["interval_count"], price["currency"]) != (
        first["interval"],
        first["interval_count"],
        first["currency"],
    ):
        raise invalid(
            "The price specified has a different billing interval or currency than the other items on "
            "this subscription; all items must share them.",
            param=param,
        )
    return price


class CreateSubscription(Params):
    customer: Str
    items: items_of(ItemParams)  # type: ignore[valid-type]
    default_payment_method: Str | None = None
    trial_period_days: TrialDays | None = None
    trial_end: Int | None = None
    cancel_at_period_end: Bool | None = None
    cancel_at: Int | None = None
    collection_method: enum("charge_automatically", "send_invoice") = "charge_automatically"  # type: ignore[valid-type]
    days_until_due: Int | None = None
    description: Str | None = None
    metadata: Metadata | None = None
    payment_behavior: enum(  # type: ignore[valid-type]
        "allow_incomplete", "default_incomplete", "error_if_incomplete", "pending_if_incomplete"
    ) = "allow_incomplete"
    proration_behavior: enum("always_invoice", "create_prorations", "none") | None = None  # type: ignore[valid-type]
    off_session: Bool | None = None
    currency: Str | None = None
    expand: Expand = Field(default_factory=list)


def create_subscription_rows(
    ctx: Context,
    customer: Any,
    items: list[tuple[Any, int, str]],
    *,
    trial_end: int | None,
    collection_method: str = "charge_automatically",
    days_until_due: int | None = None,
    default_payment_method: str | None = None,
    cancel_at_period_end: bool = False,
    description: str | None = None,
    metadata: str = "{}",
) -> tuple[str, str]:
    """Insert a subscription, its items and its first invoice (finalized). Returns (sub, invoice)."""
    now = ctx.now()
    first = items[0][0]
    sub_id = ctx.new_id("sub_", 24)
    period_end = (
        trial_end if trial_end is not None else add_interval(now, first["interval"], first["interval_count"])
    )
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
            "billing_cycle_anchor": period_end if trial_end is not None else now,
            "start_date": now,
            "trial_start": now if trial_end is not None else None,
            "trial_end": trial_end,
            "cancel_at_period_end": cancel_at_period_end,
            "cancel_at": period_end if cancel_at_period_end else None,
            "collection_method": collection_method,
            "days_until_due": days_until_due,
            "default_payment_method": default_payment_method,
            "description": description,
            "metadata": metadata,
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
    for price, quantity, item_meta in items:
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
            },
        )
        unit = 0 if trial_end is not None else price["unit_amount"]
        product = ctx.one("SELECT name FROM stripe_products WHERE id = ?", (price["product"],))
        name = product["name"] if product else price["product"]
        billing.add_line(
            ctx,
            invoice_id,
            customer["id"],
            kind="subscription",
            subscription=sub_id,
            subscription_item=si_id,
            price=price["id"],
            amount=unit * quantity,
            unit_amount=unit,
            quantity=quantity,
            currency=price["currency"],
            description=f"{quantity} × {name}" + (" (trial)" if trial_end is not None else ""),
            period_start=now,
            period_end=period_end,
        )
    update(ctx.db, SUBSCRIPTIONS, sub_id, {"latest_invoice": invoice_id})
    billing.finalize(ctx, invoice_id)
    inv = ctx.one("SELECT status FROM stripe_invoices WHERE id = ?", (invoice_id,))
    if inv is not None and inv["status"] == "paid" and trial_end is None:
        update(ctx.db, SUBSCRIPTIONS, sub_id, {"status": "active"})
    if collection_method == "send_invoice" and trial_end is None:
        update(ctx.db, SUBSCRIPTIONS, sub_id, {"status": "active"})
    return sub_id, invoice_id


@service.operation("stripe.subscriptions.create", "POST", "/v1/subscriptions", writes=True)
def create_subscription(ctx: Context, p: CreateSubscription) -> Obj | Declined:
    """Create a subscription and invoice (and charge) its first period."""
    from toolproof.services.stripe.operations.customers import live_customer

    cus = live_customer(ctx, p.customer)
    items: list[tuple[Any, int, str]] = []
    first = None
    for i, item in enumerate(p.items):
        if item.price is None:
            raise invalid(
                f"Missing required param: items[{i}][price].",
                param=f"items[{i}][price]",
                code="parameter_missing",
            )
        price = _recurring_price(ctx, item.price, f"items[{i}][price]", first)
        first = first or price
        items.append(
            (price, 1 if item.quantity is None else item.quantity, merge_metadata(None, item.metadata))
        )
    if p.collection_method == "send_invoice" and p.days_until_due is None:
        raise invalid(
            "Missing required param: days_until_due.", param="days_until_due", code="parameter_missing"
        )
    now = ctx.now()
    trial_end = None
    if p.trial_end is not None:
        if p.trial_end <= now:
            raise invalid(
                "Invalid timestamp: must be an integer Unix timestamp in the future.", param="trial_end"
            )
        trial_end = p.trial_end
    elif p.trial_period_days:
        trial_end = now + p.trial_period_days * 86400
    pm_id = None
    if p.default_payment_method:
        pm = payment_methods.resolve(ctx, p.default_payment_method, param="default_payment_method")
        if pm["customer"] != cus["id"]:
            raise invalid(
                "The customer does not have a payment method with the ID "
                f"{p.default_payment_method}. The payment method must be attached to the customer.",
                param="default_payment_method",
            )
        pm_id = pm["id"]
    sub_id, invoice_id = create_subscription_rows(
        ctx,
        cus,
        items,
        trial_end=trial_end,
        collection_method=p.collection_method,
        days_until_due=p.days_until_due,
        default_payment_method=pm_id,
        cancel_at_period_end=bool(p.cancel_at_period_end),
        description=empty_to_none(p.description),
        metadata=merge_metadata(None, p.metadata),
    )
    inv = ctx.one("SELECT * FROM stripe_invoices WHERE id = ?", (invoice_id,))
    assert inv is not None
    if inv["status"] == "open" and p.collection_method == "charge_automatically":
        if p.payment_behavior == "default_incomplete":
            return expand(ctx, _get(ctx, sub_id), p.expand)
        pm_row = billing.payment_method_for(ctx, inv, None)
        if pm_row is None:
            raise invalid(billing.NO_PAYMENT_METHOD)
        declined = billing.charge_invoice(ctx, invoice_id, pm_row)
        if declined is not None:
            if p.payment_behavior == "error_if_incomplete":
                raise StripeError(
                    declined.error["message"],
                    status=402,
                    code=declined.error["code"],
                    type="card_error",
                    decline_code=declined.error["decline_code"],
                    charge=declined.error["charge"],
                )
            return expand(ctx, _get(ctx, sub_id), p.expand)
    return expand(ctx, _get(ctx, sub_id), p.expand)


class RetrieveSubscription(Retrieve):
    subscription_exposed_id: Str


@service.operation(
    "stripe.subscriptions.retrieve", "GET", "/v1/subscriptions/{subscription_exposed_id}", writes=False
)
def retrieve_subscription(ctx: Context, p: RetrieveSubscription) -> Obj:
    """Retrieve a subscription."""
    require_subscription(ctx, p.subscription_exposed_id)
    return expand(ctx, _get(ctx, p.subscription_exposed_id), p.expand)


class CancellationDetails(Params):
    comment: Str | None = None
    feedback: (
        enum(  # type: ignore[valid-type]
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


class UpdateSubscription(Params):
    subscription_exposed_id: Str
    items: list[UpdateItemParams] | None = None
    cancel_at_period_end: Bool | None = None
    cancel_at: Int | str | None = None
    cancellation_details: CancellationDetails | None = None
    default_payment_method: Str | None = None
    description: Str | None = None
    metadata: Metadata | None = None
    proration_behavior: enum("always_invoice", "create_prorations", "none") | None = None  # type: ignore[valid-type]
    payment_behavior: (
        enum(  # type: ignore[valid-type]
            "allow_incomplete", "default_incomplete", "error_if_incomplete", "pending_if_incomplete"
        )
        | None
    ) = None
    collection_method: enum("charge_automatically", "send_invoice") | None = None  # type: ignore[valid-type]
    days_until_due: Int | None = None
    trial_end: Int | str | None = None
    off_session: Bool | None = None
    expand: Expand = Field(default_factory=list)


@service.operation(
    "stripe.subscriptions.update", "POST", "/v1/subscriptions/{subscription_exposed_id}", writes=True
)
def update_subscription(ctx: Context, p: UpdateSubscription) -> Obj:
    """Change items or price, ``cancel_at_period_end``, payment method, metadata (no prorations)."""
    sub_id = p.subscription_exposed_id
    sub = require_subscription(ctx, sub_id)
    given = p.model_fields_set
    if sub["status"] in ("canceled", "incomplete_expired") and given - {
        "subscription_exposed_id",
        "metadata",
        "cancellation_details",
        "expand",
    }:
        raise invalid("A canceled subscription can only update its cancellation_details and metadata.")
    changes: dict[str, Any] = {}
    if p.cancel_at_period_end is not None:
        changes["cancel_at_period_end"] = p.cancel_at_period_end
        changes["cancel_at"] = sub["current_period_end"] if p.cancel_at_period_end else None
    if "cancel_at" in given:
        if p.cancel_at in ("", None):
            changes["cancel_at"] = None
        else:
            try:
                changes["cancel_at"] = int(p.cancel_at)
            except ValueError:
                raise invalid(
                    f"Invalid integer: {p.cancel_at}", param="cancel_at", code="parameter_invalid_integer"
                ) from None
    if p.cancellation_details is not None:
        changes["cancellation_details"] = jdump(
            {
                "comment": None,
                "feedback": None,
                "reason": None,
                **p.cancellation_details.model_dump(exclude_unset=True),
            }
        )
    if "default_payment_method" in given:
        if p.default_payment_method:
            pm = payment_methods.resolve(ctx, p.default_payment_method, param="default_payment_method")
            if pm["customer"] != sub["customer"]:
                raise invalid(
                    "The customer does not have a payment method with the ID "
                    f"{p.default_payment_method}. The payment method must be attached to the customer.",
                    param="default_payment_method",
                )
            changes["default_payment_method"] = pm["id"]
        else:
            changes["default_payment_method"] = None
    if "description" in given:
        changes["description"] = empty_to_none(p.description)
    if "metadata" in given:
        changes["metadata"] = merge_metadata(sub["metadata"], p.metadata)
    if p.collection_method is not None:
        changes["collection_method"] = p.collection_method
    if p.days_until_due is not None:
        changes["days_until_due"] = p.days_until_due
    if "trial_end" in given and p.trial_end == "now" and sub["status"] == "trialing":
        changes.update(status="active", trial_end=ctx.now())
    update(ctx.db, SUBSCRIPTIONS, sub_id, changes)
    if p.items:
        update_items(ctx, sub, p.items)
    return expand(ctx, _get(ctx, sub_id), p.expand)


def update_items(ctx: Context, sub: Any, items: list[UpdateItemParams]) -> None:
    current = {r["id"]: r for r in ctx.all(f"SELECT * FROM {SI} WHERE subscription = ?", (sub["id"],))}
    first = ctx.one(
        "SELECT p.* FROM stripe_prices p JOIN stripe_subscription_items i ON i.price = p.id "
        "WHERE i.subscription = ? ORDER BY i.seq LIMIT 1",
        (sub["id"],),
    )
    for i, item in enumerate(items):
        param = f"items[{i}]"
        if item.id is not None:
            row = current.get(item.id)
            if row is None:
                raise no_such("subscription item", item.id, param=f"{param}[id]", status=400)
            if item.deleted:
                ctx.db.execute(f"DELETE FROM {SI} WHERE id = ?", (item.id,))
                continue
            changes: dict[str, Any] = {}
            if item.price is not None:
                changes["price"] = _recurring_price(
                    ctx, item.price, f"{param}[price]", first if len(current) > 1 else None
                )["id"]
            if item.quantity is not None:
                changes["quantity"] = item.quantity
            if item.metadata is not None:
                changes["metadata"] = merge_metadata(row["metadata"], item.metadata)
            update(ctx.db, SUBSCRIPTION_ITEMS, item.id, changes)
        else:
            if item.price is None:
                raise invalid(
                    f"Missing required param: {param}[price].",
                    param=f"{param}[price]",
                    code="parameter_missing",
                )
            price = _recurring_price(ctx, item.price, f"{param}[price]", first)
            if ctx.one(f"SELECT 1 FROM {SI} WHERE subscription = ? AND price = ?", (sub["id"], price["id"])):
                raise invalid(
                    "Cannot add multiple subscription items with the same price.", param=f"{param}[price]"
                )
            insert(
                ctx.db,
                SUBSCRIPTION_ITEMS,
                {
                    "id": ctx.new_id("si_"),
                    "seq": next_seq(ctx, SI),
                    "created": ctx.now(),
                    "subscription": sub["id"],
                    "price": price["id"],
                    "quantity": 1 if item.quantity is None else item.quantity,
                    "metadata": merge_metadata(None, item.metadata),
                },
            )
    left = ctx.one(f"SELECT count(*) AS n FROM {SI} WHERE subscription = ?", (sub["id"],))
    if left is not None and left["n"] == 0:
        raise invalid("A subscription must have at least one active plan.", param="items")


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
    """Cancel a subscription at once (``status=canceled``)."""
    sub_id = p.subscription_exposed_id
    sub = require_subscription(ctx, sub_id)
    if sub["status"] in ("canceled", "incomplete_expired"):
        raise no_such("subscription", sub_id, param="subscription_exposed_id")
    details = {"comment": None, "feedback": None, "reason": "cancellation_requested"}
    if p.cancellation_details is not None:
        details.update(p.cancellation_details.model_dump(exclude_unset=True))
    now = ctx.now()
    update(
        ctx.db,
        SUBSCRIPTIONS,
        sub_id,
        {
            "status": "incomplete_expired" if sub["status"] == "incomplete" else "canceled",
            "canceled_at": now,
            "ended_at": now,
            "cancellation_details": jdump(details),
        },
    )
    return expand(ctx, _get(ctx, sub_id), p.expand)


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


@service.operation("stripe.subscriptions.list", "GET", "/v1/subscriptions", writes=False)
def list_subscriptions(ctx: Context, p: ListSubscriptions) -> Obj:
    """List subscriptions (not canceled ones unless ``status`` says so), by customer, status, price."""
    where, args = [], []
    if p.customer is not None:
        where.append("customer = ?")
        args.append(p.customer)
    if p.collection_method is not None:
        where.append("collection_method = ?")
        args.append(p.collection_method)
    if p.status is None:
        where.append("status NOT IN ('canceled', 'incomplete_expired')")
    elif p.status == "ended":
        where.append("status IN ('canceled', 'incomplete_expired')")
    elif p.status != "all":
        where.append("status = ?")
        args.append(p.status)
    if p.price is not None:
        where.append(f"id IN (SELECT subscription FROM {SI} WHERE price = ?)")
        args.append(p.price)
    return page(ctx, T, p, "/v1/subscriptions", render, where, args)


SUBSCRIPTION_SEARCH: dict[str, FieldKind] = {
    "created": "int",
    "customer": "text",
    "status": "text",
    "canceled_at": "int",
    "current_period_end": "int",
    "metadata": "metadata",
}


@service.operation("stripe.subscriptions.search", "GET", "/v1/subscriptions/search", writes=False)
def search_subscriptions(ctx: Context, p: SearchParams) -> Obj:
    """Search subscriptions (``customer``, ``status``, ``created``, ``canceled_at``, ``metadata``…)."""
    return run_search(ctx, T, p, "/v1/subscriptions/search", SUBSCRIPTION_SEARCH, render)


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
