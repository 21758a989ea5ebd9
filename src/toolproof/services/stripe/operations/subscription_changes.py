"""Changing a subscription: update (items, cancellation, payment, pause, billing cycle) and resume.

``billing_cycle_anchor=now`` (on update or resume), or a price with another billing interval, starts a
new period at once and invoices it. Item, price and quantity changes are prorated as Stripe prorates
them (``prorations.py``: ``proration_behavior``, ``proration_date``); ``add_invoice_items`` become
pending items that the subscription's next invoice picks up.
``pause_collection`` keeps the subscription active while its renewals are kept as drafts, voided or
marked uncollectible (see ``billing_clock.py``).
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import Field

from toolproof.service import Context, Params
from toolproof.services.stripe import payment_behavior, prorations
from toolproof.services.stripe.common import Obj, empty_to_none, expand, jdump, merge_metadata, next_seq
from toolproof.services.stripe.errors import invalid, no_such
from toolproof.services.stripe.operations import billing, discounts
from toolproof.services.stripe.operations.subscription_params import (
    SubscriptionFields,
    UpdateItemParams,
    add_interval,
    check_references,
    item_price,
    kept,
    own_card,
    thresholds_json,
)
from toolproof.services.stripe.operations.subscriptions import (
    SI,
    CancellationDetails,
    add_one_off_items,
    details_json,
    get_subscription,
    require_subscription,
)
from toolproof.services.stripe.params import Expand, Str, Timestamp, Unsettable, enum, timestamp_or
from toolproof.services.stripe.pricing import line_amount, unit_amount_of
from toolproof.services.stripe.service import service
from toolproof.services.stripe.tables import SUBSCRIPTION_ITEMS, SUBSCRIPTIONS, insert, update

Proration = enum("always_invoice", "create_prorations", "none")


class PauseCollection(Params):
    behavior: enum("keep_as_draft", "mark_uncollectible", "void")  # type: ignore[valid-type]
    resumes_at: Timestamp | None = None


class UpdateSubscription(SubscriptionFields):
    subscription_exposed_id: Str
    items: list[UpdateItemParams] | None = None
    billing_cycle_anchor: enum("now", "unchanged") | None = None  # type: ignore[valid-type]
    cancel_at: timestamp_or("") | None = None  # type: ignore[valid-type]
    cancellation_details: CancellationDetails | None = None
    pause_collection: Annotated[PauseCollection | None, Unsettable] = None
    proration_date: Timestamp | None = None


#: What a canceled subscription still lets change.
_AFTER_CANCEL = {"subscription_exposed_id", "metadata", "cancellation_details", "expand"}


def _cancel_at(value: int | str | None) -> int | None:
    if value in ("", None):
        return None
    try:
        return int(value)
    except ValueError:
        raise invalid(
            f"Invalid integer: {value}", param="cancel_at", code="parameter_invalid_integer"
        ) from None


@service.operation(
    "stripe.subscriptions.update", "POST", "/v1/subscriptions/{subscription_exposed_id}", writes=True
)
def update_subscription(ctx: Context, p: UpdateSubscription) -> Obj:
    """Change items or prices, cancellation, payment method, pause, billing cycle, settings, metadata."""
    sub_id = p.subscription_exposed_id
    sub = require_subscription(ctx, sub_id)
    given = p.model_fields_set
    if sub["status"] in ("canceled", "incomplete_expired") and given - _AFTER_CANCEL:
        raise invalid("A canceled subscription can only update its cancellation_details and metadata.")
    check_references(ctx, p, sub["customer"])
    target = discounts.Target(sub["customer"], sub["currency"], "subscription")
    checked = discounts.subscription_checked(ctx, p.coupon, p.promotion_code, p.discounts, given, target)
    changes: dict[str, Any] = {}
    if p.cancel_at_period_end is not None:
        changes["cancel_at_period_end"] = p.cancel_at_period_end
        changes["cancel_at"] = sub["current_period_end"] if p.cancel_at_period_end else None
    if "cancel_at" in given:
        changes["cancel_at"] = _cancel_at(p.cancel_at)
    if p.cancellation_details is not None:
        changes["cancellation_details"] = details_json(p.cancellation_details)
    for name in ("default_payment_method", "default_source"):
        if name in given:
            ref = getattr(p, name)
            changes[name] = own_card(ctx, sub["customer"], ref, name) if ref else None
    if "description" in given:
        changes["description"] = empty_to_none(p.description)
    if "metadata" in given:
        changes["metadata"] = merge_metadata(sub["metadata"], p.metadata)
    if p.collection_method is not None:
        changes["collection_method"] = p.collection_method
    if p.days_until_due is not None:
        changes["days_until_due"] = p.days_until_due
    if "pause_collection" in given:
        changes["pause_collection"] = (
            None if p.pause_collection is None else jdump(p.pause_collection.model_dump())
        )
    if p.trial_settings is not None:
        changes["trial_settings"] = jdump(p.trial_settings.model_dump())
    if "trial_end" in given and p.trial_end == "now" and sub["status"] == "trialing":
        changes.update(status="active", trial_end=ctx.now())
    elif "trial_end" in given and p.trial_end not in (None, "now"):
        when = _cancel_at(p.trial_end)
        if when is None or when <= ctx.now():
            raise invalid(
                "Invalid timestamp: must be an integer Unix timestamp in the future.", param="trial_end"
            )
        changes.update(trial_end=when, current_period_end=when, status="trialing")
    extra = kept(sub["extra"], p)
    if extra != sub["extra"]:
        changes["extra"] = extra
    behavior = p.payment_behavior
    if behavior == "pending_if_incomplete":
        payment_behavior.check_pending_params(given)
    snap = payment_behavior.snapshot(ctx, sub_id)
    before, interval = prorations.items_of(ctx, sub_id), billing_interval(ctx, sub_id)
    update(ctx.db, SUBSCRIPTIONS, sub_id, changes)
    if checked is not None:
        # Before any invoice this update makes, so that it is discounted too.
        discounts.set_subscription_discounts(ctx, sub_id, checked)
    if p.items:
        update_items(ctx, sub, p.items)
    if p.add_invoice_items:
        add_one_off_items(ctx, p.add_invoice_items, sub["customer"], sub_id, None)
    # A new billing interval, like billing_cycle_anchor=now, starts a new period now and invoices it.
    restarts = (p.billing_cycle_anchor == "now" and sub["status"] != "trialing") or (
        sub["status"] in prorations.PRORATED and billing_interval(ctx, sub_id) != interval
    )
    if p.items or restarts:
        prorations.prorate(
            ctx,
            sub,
            before,
            behavior=p.proration_behavior,
            proration_date=p.proration_date,
            restarts=restarts,
        )
    invoice_id = None
    if restarts:
        invoice_id = restart_period(ctx, sub_id, "subscription_update")
    elif p.proration_behavior == "always_invoice":
        invoice_id = prorations.invoice_now(ctx, sub_id)
    if payment_behavior.collect(ctx, sub_id, invoice_id, behavior) is not None:
        assert invoice_id is not None
        payment_behavior.defer(ctx, snap, invoice_id)
    return expand(ctx, get_subscription(ctx, sub_id), p.expand)


def billing_interval(ctx: Context, sub_id: str) -> tuple[str, int]:
    """The interval a subscription bills on (its items share it)."""
    row = ctx.one(
        "SELECT p.interval, p.interval_count FROM stripe_subscription_items i "
        "JOIN stripe_prices p ON p.id = i.price WHERE i.subscription = ? ORDER BY i.seq LIMIT 1",
        (sub_id,),
    )
    return ("", 0) if row is None else (row["interval"], row["interval_count"] or 1)


def update_items(ctx: Context, sub: Any, items: list[UpdateItemParams]) -> None:
    """Apply ``items[]`` as one change: prices must agree on the result, as Stripe checks them.

    Swapping a monthly item for a yearly one in one request (delete the old, add the new) is valid;
    what is refused is a subscription left with items of different intervals or currencies.
    """
    current = {r["id"]: r for r in ctx.all(f"SELECT * FROM {SI} WHERE subscription = ?", (sub["id"],))}
    touched: dict[str, str] = {}  # subscription item id -> the items[i] that set its price
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
            if item.price is not None or item.price_data is not None:
                changes["price"] = item_price(ctx, item, param, None)["id"]
                touched[item.id] = param
            if item.quantity is not None:
                changes["quantity"] = item.quantity
            if item.metadata is not None:
                changes["metadata"] = merge_metadata(row["metadata"], item.metadata)
            if "billing_thresholds" in item.model_fields_set:
                changes["billing_thresholds"] = thresholds_json(item.billing_thresholds)
            update(ctx.db, SUBSCRIPTION_ITEMS, item.id, changes)
            if "discounts" in item.model_fields_set:
                _item_discounts(ctx, sub, item.id, item.discounts, param)
        else:
            touched[add_item(ctx, sub, item, param, None)] = param
    left = ctx.all(
        "SELECT i.id, p.interval, p.interval_count, p.currency FROM stripe_subscription_items i "
        "JOIN stripe_prices p ON p.id = i.price WHERE i.subscription = ? ORDER BY i.seq",
        (sub["id"],),
    )
    if not left:
        raise invalid("A subscription must have at least one active plan.", param="items")
    shared = [r for r in left if r["id"] not in touched] or left  # what the untouched items bill by
    first = shared[0]
    for r in left:
        if (r["interval"], r["interval_count"], r["currency"]) != (
            first["interval"],
            first["interval_count"],
            first["currency"],
        ):
            raise invalid(
                "The price specified has a different billing interval or currency than the other items on "
                "this subscription; all items must share them.",
                param=f"{touched.get(r['id'], 'items')}[price]",
            )


def add_item(ctx: Context, sub: Any, item: Any, param: str, first: Any | None) -> str:
    """A new item on ``sub`` (each price at most once per subscription)."""
    price = item_price(ctx, item, param, first)
    if ctx.one(f"SELECT 1 FROM {SI} WHERE subscription = ? AND price = ?", (sub["id"], price["id"])):
        raise invalid("Cannot add multiple subscription items with the same price.", param=f"{param}[price]")
    si_id = ctx.new_id("si_")
    insert(
        ctx.db,
        SUBSCRIPTION_ITEMS,
        {
            "id": si_id,
            "seq": next_seq(ctx, SI),
            "created": ctx.now(),
            "subscription": sub["id"],
            "price": price["id"],
            "quantity": 1 if item.quantity is None else item.quantity,
            "metadata": merge_metadata(None, item.metadata),
            "billing_thresholds": thresholds_json(getattr(item, "billing_thresholds", None)),
        },
    )
    if item.discounts:
        _item_discounts(ctx, sub, si_id, item.discounts, param)
    return si_id


def _item_discounts(ctx: Context, sub: Any, si_id: str, given: Any, param: str) -> None:
    """An item's own discounts replaced (they apply from its next invoice; prorations are never
    discounted). ``param`` is ``items[i]`` (``""`` for ``subscription_items``' own ``discounts``)."""
    target = discounts.Target(sub["customer"], sub["currency"], "subscription item")
    name = f"{param}[discounts]" if param else "discounts"
    discounts.set_item_discounts(ctx, si_id, given, name, target, sub["id"])


def restart_period(ctx: Context, sub_id: str, reason: str) -> str:
    """Start a new period now and invoice it at once (``billing_cycle_anchor=now``); returns the
    finalized invoice, which the caller charges (``payment_behavior.collect``)."""
    sub = require_subscription(ctx, sub_id)
    now = ctx.now()
    items = ctx.all(
        "SELECT i.id AS si, i.quantity, i.discounts AS si_discounts, p.* FROM stripe_subscription_items i "
        "JOIN stripe_prices p ON p.id = i.price WHERE i.subscription = ? ORDER BY i.seq",
        (sub_id,),
    )
    end = add_interval(now, items[0]["interval"], items[0]["interval_count"] or 1)
    invoice_id = billing.subscription_invoice(ctx, sub, reason, (now, now))
    for item in items:
        billing.add_line(
            ctx,
            invoice_id,
            sub["customer"],
            kind="subscription",
            subscription=sub_id,
            subscription_item=item["si"],
            discounts=discounts.line_discounts(ctx, item["si"], now) if item["si_discounts"] else None,
            price=item["id"],
            amount=line_amount(item, item["quantity"]),
            unit_amount=unit_amount_of(item),
            unit_amount_decimal=item["unit_amount_decimal"],
            quantity=item["quantity"],
            currency=item["currency"],
            description=f"{item['quantity']} × {item['nickname'] or item['product']}",
            period_start=now,
            period_end=end,
        )
    billing.take_pending_items(ctx, invoice_id, sub_id)
    update(
        ctx.db,
        SUBSCRIPTIONS,
        sub_id,
        {
            "current_period_start": now,
            "current_period_end": end,
            "billing_cycle_anchor": now,
            "latest_invoice": invoice_id,
            "status": "active",
        },
    )
    billing.finalize(ctx, invoice_id)
    return invoice_id


class ResumeSubscription(Params):
    subscription: Str
    billing_cycle_anchor: enum("now", "unchanged") | None = None  # type: ignore[valid-type]
    proration_behavior: Proration | None = None  # type: ignore[valid-type]
    proration_date: Timestamp | None = None
    expand: Expand = Field(default_factory=list)


@service.operation(
    "stripe.subscriptions.resume", "POST", "/v1/subscriptions/{subscription}/resume", writes=True
)
def resume_subscription(ctx: Context, p: ResumeSubscription) -> Obj:
    """Resume a paused subscription: a new period starts now and is invoiced (``billing_cycle_anchor``
    ``unchanged`` keeps the old cycle and invoices nothing until it renews)."""
    sub = require_subscription(ctx, p.subscription, param="subscription")
    if sub["status"] != "paused":
        raise invalid(
            "You can only resume subscriptions with a status of paused. This subscription is "
            f"{sub['status']}.",
            param="subscription",
        )
    if (p.billing_cycle_anchor or "now") == "now":
        invoice_id = restart_period(ctx, p.subscription, "subscription_update")
        payment_behavior.collect(ctx, p.subscription, invoice_id, "allow_incomplete")
    else:
        item = ctx.one(
            "SELECT p.interval, p.interval_count FROM stripe_subscription_items i "
            "JOIN stripe_prices p ON p.id = i.price WHERE i.subscription = ? ORDER BY i.seq LIMIT 1",
            (p.subscription,),
        )
        assert item is not None
        start, end = sub["current_period_start"], sub["current_period_end"]
        while end <= ctx.now():
            start, end = end, add_interval(end, item["interval"], item["interval_count"] or 1)
        update(
            ctx.db,
            SUBSCRIPTIONS,
            p.subscription,
            {"status": "active", "current_period_start": start, "current_period_end": end},
        )
    return expand(ctx, get_subscription(ctx, p.subscription), p.expand)
