"""Subscription items: list (by subscription), retrieve, update (price, quantity, metadata)."""

from __future__ import annotations

from pydantic import Field

from toolproof.service import Context
from toolproof.services.stripe import service
from toolproof.services.stripe.common import Obj, expand, page
from toolproof.services.stripe.errors import invalid, no_such
from toolproof.services.stripe.operations.subscriptions import (
    SI,
    ItemParams,
    UpdateItemParams,
    load_item,
    render_item,
    require_subscription,
    update_items,
)
from toolproof.services.stripe.params import Bool, Expand, ListParams, Retrieve, Str, enum


class ListSubscriptionItems(ListParams):
    subscription: Str


@service.operation("stripe.subscription_items.list", "GET", "/v1/subscription_items", writes=False)
def list_subscription_items(ctx: Context, p: ListSubscriptionItems) -> Obj:
    """A subscription's items (``subscription`` is required, as in Stripe)."""
    require_subscription(ctx, p.subscription)
    return page(ctx, SI, p, "/v1/subscription_items", render_item, ["subscription = ?"], [p.subscription])


class RetrieveSubscriptionItem(Retrieve):
    item: Str


@service.operation("stripe.subscription_items.retrieve", "GET", "/v1/subscription_items/{item}", writes=False)
def retrieve_subscription_item(ctx: Context, p: RetrieveSubscriptionItem) -> Obj:
    """Retrieve a subscription item."""
    obj = load_item(ctx, p.item)
    if obj is None:
        raise no_such("subscription item", p.item, param="item")
    return expand(ctx, obj, p.expand)


class UpdateSubscriptionItem(ItemParams):
    item: Str
    proration_behavior: enum("always_invoice", "create_prorations", "none") | None = None  # type: ignore[valid-type]
    payment_behavior: (
        enum(  # type: ignore[valid-type]
            "allow_incomplete", "default_incomplete", "error_if_incomplete", "pending_if_incomplete"
        )
        | None
    ) = None
    off_session: Bool | None = None
    expand: Expand = Field(default_factory=list)


@service.operation("stripe.subscription_items.update", "POST", "/v1/subscription_items/{item}", writes=True)
def update_subscription_item(ctx: Context, p: UpdateSubscriptionItem) -> Obj:
    """Change an item's price, quantity or metadata (no prorations)."""
    row = ctx.one(f"SELECT * FROM {SI} WHERE id = ?", (p.item,))
    if row is None:
        raise no_such("subscription item", p.item, param="item")
    sub = require_subscription(ctx, row["subscription"])
    if sub["status"] in ("canceled", "incomplete_expired"):
        raise invalid("A canceled subscription can only update its cancellation_details and metadata.")
    update_items(
        ctx, sub, [UpdateItemParams(id=p.item, price=p.price, quantity=p.quantity, metadata=p.metadata)]
    )
    obj = load_item(ctx, p.item)
    assert obj is not None
    return expand(ctx, obj, p.expand)
