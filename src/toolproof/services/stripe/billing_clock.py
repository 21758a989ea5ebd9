"""Stripe's background billing, run on demand against a world's virtual clock.

Real Stripe renews subscriptions by itself when a period ends. A world's clock only moves when
someone moves it, and the core has no hook for a service's background work, so this is explicit:
after advancing the clock, call :func:`advance_billing` (task setups, tests). For every subscription
whose period has ended it does what Stripe would have done by now, period after period: end it if it
was set to cancel, otherwise open the next period, invoice it and charge the default card — a
decline leaves the invoice open and the subscription ``past_due``; a trial that ends starts billing
(or, without a payment method, cancels or pauses as ``trial_settings`` says). While collection is
paused (``pause_collection``) renewals are still invoiced, then kept as drafts, voided or marked
uncollectible, until ``resumes_at``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toolproof.service import Context
from toolproof.services.stripe.common import jload
from toolproof.services.stripe.operations import billing, discounts
from toolproof.services.stripe.operations.subscription_params import (
    add_interval,
)
from toolproof.services.stripe.pricing import line_amount, unit_amount_of
from toolproof.services.stripe.tables import INVOICES, SUBSCRIPTIONS, update

if TYPE_CHECKING:
    from toolproof.world import World
    from toolproof.world.ledger import RowEffect

#: Statuses of subscriptions that keep billing.
LIVE = ("active", "trialing", "past_due")


def advance_billing(world: World) -> tuple[RowEffect, ...]:
    """Catch every subscription up with ``world.clock``; returns the rows changed (atomic)."""
    ctx = Context(world.conn, world.clock, world.rng, service="stripe", world=world)
    world.conn.execute("SAVEPOINT tp_stripe_billing")
    try:
        for sub in ctx.all(
            "SELECT id FROM stripe_subscriptions WHERE status IN ('active', 'trialing', 'past_due') "
            "AND (current_period_end <= ? OR (cancel_at IS NOT NULL AND cancel_at <= ?)) ORDER BY seq",
            (ctx.now(), ctx.now()),
        ):
            _catch_up(ctx, sub["id"])
    except BaseException:
        world.conn.execute("ROLLBACK TO tp_stripe_billing")
        world.conn.execute("RELEASE tp_stripe_billing")
        raise
    world.conn.execute("RELEASE tp_stripe_billing")
    return world.edit([])


def _catch_up(ctx: Context, sub_id: str) -> None:
    while True:
        sub = ctx.one("SELECT * FROM stripe_subscriptions WHERE id = ?", (sub_id,))
        assert sub is not None
        if sub["status"] not in LIVE:
            return
        end = sub["current_period_end"]
        if sub["cancel_at"] is not None and sub["cancel_at"] <= min(end, ctx.now()):
            when = sub["cancel_at"]
            update(
                ctx.db, SUBSCRIPTIONS, sub_id, {"status": "canceled", "canceled_at": when, "ended_at": when}
            )
            return
        if end > ctx.now():
            return
        _renew(ctx, sub)


def _trial_ends_without_card(ctx: Context, sub: Any) -> bool:
    """A trial ending with no way to pay: ``cancel`` or ``pause`` it as ``trial_settings`` says."""
    behavior = ((jload(sub["trial_settings"]) or {}).get("end_behavior") or {}).get("missing_payment_method")
    if sub["status"] != "trialing" or behavior not in ("cancel", "pause"):
        return False
    probe = {"default_payment_method": None, "default_source": None, "subscription": sub["id"]}
    probe["customer"] = sub["customer"]
    if billing.payment_method_for(ctx, probe, None) is not None:
        return False
    end = sub["current_period_end"]
    if behavior == "cancel":
        update(
            ctx.db,
            SUBSCRIPTIONS,
            sub["id"],
            {"status": "canceled", "canceled_at": end, "ended_at": end},
        )
    else:
        update(ctx.db, SUBSCRIPTIONS, sub["id"], {"status": "paused"})
    return True


def draft_renewal(ctx: Context, sub: Any, reason: str = "subscription_cycle") -> tuple[str, int, int]:
    """The draft invoice of ``sub``'s next period: one line per item for the period after the current
    one, plus the subscription's pending items. Returns (invoice id, next start, next end).

    Renewals and the invoice preview (``invoices.create_preview``) build it the same way.
    """
    items = ctx.all(
        "SELECT i.id AS si, i.quantity, i.discounts AS si_discounts, p.* FROM stripe_subscription_items i "
        "JOIN stripe_prices p ON p.id = i.price WHERE i.subscription = ? ORDER BY i.seq",
        (sub["id"],),
    )
    start = sub["current_period_end"]
    end = add_interval(start, items[0]["interval"], items[0]["interval_count"] or 1)
    invoice_id = billing.subscription_invoice(ctx, sub, reason, (sub["current_period_start"], start))
    for item in items:
        product = ctx.one("SELECT name FROM stripe_products WHERE id = ?", (item["product"],))
        billing.add_line(
            ctx,
            invoice_id,
            sub["customer"],
            kind="subscription",
            subscription=sub["id"],
            subscription_item=item["si"],
            discounts=discounts.line_discounts(ctx, item["si"], start) if item["si_discounts"] else None,
            price=item["id"],
            amount=line_amount(item, item["quantity"]),
            unit_amount=unit_amount_of(item),
            unit_amount_decimal=item["unit_amount_decimal"],
            quantity=item["quantity"],
            currency=item["currency"],
            description=f"{item['quantity']} × {product['name'] if product else item['product']}",
            period_start=start,
            period_end=end,
        )
    # Items added with ``add_invoice_items`` on an update wait for this invoice.
    billing.take_pending_items(ctx, invoice_id, sub["id"])
    return invoice_id, start, end


def _renew(ctx: Context, sub: Any) -> None:
    if _trial_ends_without_card(ctx, sub):
        return
    invoice_id, start, end = draft_renewal(ctx, sub)
    changes: dict[str, Any] = {
        "current_period_start": start,
        "current_period_end": end,
        "latest_invoice": invoice_id,
    }
    if sub["status"] == "trialing":
        changes["status"] = "active"
    pause = jload(sub["pause_collection"])
    if pause and pause.get("resumes_at") is not None and pause["resumes_at"] <= start:
        changes["pause_collection"] = None
        pause = None
    update(ctx.db, SUBSCRIPTIONS, sub["id"], changes)
    if pause:
        _paused_invoice(ctx, invoice_id, pause["behavior"], start)
        return
    billing.finalize(ctx, invoice_id)
    inv = ctx.one("SELECT * FROM stripe_invoices WHERE id = ?", (invoice_id,))
    assert inv is not None
    if inv["status"] != "open" or sub["collection_method"] != "charge_automatically":
        return
    pm = billing.payment_method_for(ctx, inv, None)
    declined = None if pm is None else billing.charge_invoice(ctx, invoice_id, pm)
    if pm is None or declined is not None:
        update(ctx.db, SUBSCRIPTIONS, sub["id"], {"status": "past_due"})


def _paused_invoice(ctx: Context, invoice_id: str, behavior: str, when: int) -> None:
    """What paused collection does with a renewal invoice: keep it a draft, void it, or write it off."""
    if behavior == "keep_as_draft":
        update(ctx.db, INVOICES, invoice_id, {"auto_advance": False})
        return
    billing.finalize(ctx, invoice_id)
    inv = ctx.one("SELECT status FROM stripe_invoices WHERE id = ?", (invoice_id,))
    if inv is None or inv["status"] != "open":
        return
    if behavior == "void":
        update(ctx.db, INVOICES, invoice_id, {"status": "void", "voided_at": when, "amount_remaining": 0})
    else:
        update(ctx.db, INVOICES, invoice_id, {"status": "uncollectible", "marked_uncollectible_at": when})
