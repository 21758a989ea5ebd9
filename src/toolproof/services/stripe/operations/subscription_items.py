"""Subscription items: create, list (by subscription), retrieve, update (price, quantity…), delete.

Adding, changing or removing an item changes what the next renewal bills, and is prorated as Stripe
prorates it (``prorations.py``): credits for unused time, charges for remaining time, pending for the
next invoice, invoiced at once with ``always_invoice``, or nothing with ``proration_behavior=none``.
A new billing interval starts a new period that is invoiced at once. A subscription keeps at least one
item.
"""

from __future__ import annotations

from typing import Any

from pydantic import Field

from toolproof.service import Context, Params
from toolproof.services.stripe import payment_behavior, prorations
from toolproof.services.stripe.common import Obj, expand, page, require
from toolproof.services.stripe.errors import StripeError, invalid
from toolproof.services.stripe.handlers import retrieved
from toolproof.services.stripe.operations.billing_params import check_ids
from toolproof.services.stripe.operations.subscription_changes import (
    add_item,
    billing_interval,
    restart_period,
    update_items,
)
from toolproof.services.stripe.operations.subscription_params import (
    ItemParams,
    UpdateItemParams,
)
from toolproof.services.stripe.operations.subscriptions import (
    SI,
    load_item,
    render_item,
    require_subscription,
)
from toolproof.services.stripe.params import Bool, Expand, PageParams, Retrieve, Str, Timestamp, enum
from toolproof.services.stripe.service import service

Proration = enum("always_invoice", "create_prorations", "none")
PaymentBehavior = enum(
    "allow_incomplete", "default_incomplete", "error_if_incomplete", "pending_if_incomplete"
)


class ListSubscriptionItems(PageParams):
    subscription: Str


@service.operation("stripe.subscription_items.list", "GET", "/v1/subscription_items", writes=False)
def list_subscription_items(ctx: Context, p: ListSubscriptionItems) -> Obj:
    """A subscription's items (``subscription`` is required, as in Stripe)."""
    require_subscription(ctx, p.subscription, param="subscription")
    return page(ctx, SI, p, "/v1/subscription_items", render_item, ["subscription = ?"], [p.subscription])


class RetrieveSubscriptionItem(Retrieve):
    item: Str


@service.operation("stripe.subscription_items.retrieve", "GET", "/v1/subscription_items/{item}", writes=False)
def retrieve_subscription_item(ctx: Context, p: RetrieveSubscriptionItem) -> Obj:
    """Retrieve a subscription item."""
    return retrieved(ctx, load_item(ctx, p.item), "subscription item", p.item, p.expand, param="item")


def _prorate(
    ctx: Context,
    sub: Any,
    before: prorations.Items,
    behavior: str | None,
    proration_date: int | None,
    interval: tuple[str, int] | None = None,
    pay: str | None = None,
) -> None:
    """Prorate an item change on ``sub`` (its row before the change), as ``subscriptions.update`` does.

    ``pay`` is the request's ``payment_behavior`` for an invoice made now; ``pending_if_incomplete``
    is not modelled on items and acts as ``allow_incomplete``."""
    restarts = (
        interval is not None
        and sub["status"] in prorations.PRORATED
        and billing_interval(ctx, sub["id"]) != interval
    )
    prorations.prorate(ctx, sub, before, behavior=behavior, proration_date=proration_date, restarts=restarts)
    invoice_id = None
    if restarts:
        invoice_id = restart_period(ctx, sub["id"], "subscription_update")
    elif behavior == "always_invoice":
        invoice_id = prorations.invoice_now(ctx, sub["id"])
    if pay == "pending_if_incomplete":
        pay = "allow_incomplete"
    payment_behavior.collect(ctx, sub["id"], invoice_id, pay)


def _live(ctx: Context, sub_id: str, param: str = "subscription") -> Any:
    sub = require_subscription(ctx, sub_id, param=param)
    if sub["status"] in ("canceled", "incomplete_expired"):
        raise invalid("A canceled subscription can only update its cancellation_details and metadata.")
    return sub


class CreateSubscriptionItem(ItemParams):
    subscription: Str
    payment_behavior: PaymentBehavior | None = None  # type: ignore[valid-type]
    proration_behavior: Proration | None = None  # type: ignore[valid-type]
    proration_date: Timestamp | None = None
    expand: Expand = Field(default_factory=list)


@service.operation("stripe.subscription_items.create", "POST", "/v1/subscription_items", writes=True)
def create_subscription_item(ctx: Context, p: CreateSubscriptionItem) -> Obj:
    """Add a price to a subscription (same interval and currency as its other items)."""
    sub = _live(ctx, p.subscription)
    check_ids(p.tax_rates, "tax rate", "tax_rates")
    first = ctx.one(
        "SELECT p.* FROM stripe_prices p JOIN stripe_subscription_items i ON i.price = p.id "
        "WHERE i.subscription = ? ORDER BY i.seq LIMIT 1",
        (p.subscription,),
    )
    before = prorations.items_of(ctx, p.subscription)
    item_id = add_item(ctx, sub, p, "", first)
    _prorate(ctx, sub, before, p.proration_behavior, p.proration_date, pay=p.payment_behavior)
    obj = load_item(ctx, item_id)
    assert obj is not None
    return expand(ctx, obj, p.expand)


class UpdateSubscriptionItem(ItemParams):
    item: Str
    off_session: Bool | None = None
    payment_behavior: PaymentBehavior | None = None  # type: ignore[valid-type]
    proration_behavior: Proration | None = None  # type: ignore[valid-type]
    proration_date: Timestamp | None = None
    expand: Expand = Field(default_factory=list)


@service.operation("stripe.subscription_items.update", "POST", "/v1/subscription_items/{item}", writes=True)
def update_subscription_item(ctx: Context, p: UpdateSubscriptionItem) -> Obj:
    """Change an item's price, quantity, thresholds or metadata (prorated unless told ``none``)."""
    row = require(ctx, SI, p.item, "subscription item", param="item")
    sub = _live(ctx, row["subscription"], param="item")
    check_ids(p.tax_rates, "tax rate", "tax_rates")
    fields = p.model_dump(include=set(ItemParams.model_fields) & p.model_fields_set)
    before = prorations.items_of(ctx, row["subscription"])
    interval = billing_interval(ctx, row["subscription"])
    try:
        update_items(ctx, sub, [UpdateItemParams(id=p.item, **fields)])
    except StripeError as error:  # the item's own parameters, not ``items[0][…]``
        param = error.fields.get("param")
        if isinstance(param, str) and param.startswith("items[0]["):
            head, _, rest = param.removeprefix("items[0][").partition("]")
            error.fields["param"] = head + rest
        raise
    _prorate(ctx, sub, before, p.proration_behavior, p.proration_date, interval, p.payment_behavior)
    obj = load_item(ctx, p.item)
    assert obj is not None
    return expand(ctx, obj, p.expand)


class DeleteSubscriptionItem(Params):
    item: Str
    clear_usage: Bool | None = None
    proration_behavior: Proration | None = None  # type: ignore[valid-type]
    proration_date: Timestamp | None = None


@service.operation(
    "stripe.subscription_items.delete",
    "DELETE",
    "/v1/subscription_items/{item}",
    writes=True,
    destructive=True,
)
def delete_subscription_item(ctx: Context, p: DeleteSubscriptionItem) -> Obj:
    """Remove an item from its subscription (not the last one: cancel the subscription instead)."""
    row = require(ctx, SI, p.item, "subscription item", param="item")
    sub = _live(ctx, row["subscription"], param="item")
    left = ctx.one(f"SELECT count(*) AS n FROM {SI} WHERE subscription = ?", (row["subscription"],))
    if left is not None and left["n"] <= 1:
        raise invalid(
            "A subscription must have at least one active plan. To cancel a subscription, please use the "
            "cancel API endpoint on /v1/subscriptions."
        )
    before = prorations.items_of(ctx, row["subscription"])
    ctx.db.execute(f"DELETE FROM {SI} WHERE id = ?", (p.item,))
    _prorate(ctx, sub, before, p.proration_behavior, p.proration_date)
    return {"id": p.item, "object": "subscription_item", "deleted": True}
