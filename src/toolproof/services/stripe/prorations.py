"""Prorations: what a mid-period change to a subscription's items credits and charges.

Stripe prorates to the second (the *Prorations* guide): an item whose price or quantity changes, or that
is removed, gets a credit for the unused time of what it billed; an item that is added or changed gets
a charge for the remaining time at its new price and quantity. Each amount is the item's line amount
(price × quantity, tiers included) × (period end − proration time) / (period end − period start),
rounded half up to the currency's minor unit. Both become invoice items with ``proration: true``,
``period`` = proration time → period end, described as Stripe does ("Unused time on 2 × Pro after
01 Dec 2026", "Remaining time on Pro after 01 Dec 2026"); credits point at the invoice line that
billed the period (``proration_details.credited_items``).

``proration_behavior``: ``create_prorations`` (the default) leaves them pending for the subscription's
next invoice; ``always_invoice`` invoices them (with the subscription's other pending items) at once,
finalized and charged (what a decline does is ``payment_behavior``'s: see ``payment_behavior.py``);
``none`` creates nothing. Trialing subscriptions, and any not yet billing
(``incomplete``, ``paused``…), are not prorated. When the change also restarts the period (a new
billing interval, ``billing_cycle_anchor=now``) only the credits are created: the new period is then
invoiced in full and picks them up.
"""

from __future__ import annotations

import datetime
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from toolproof.service import Context
from toolproof.services.stripe.common import jdump
from toolproof.services.stripe.errors import invalid
from toolproof.services.stripe.operations import billing
from toolproof.services.stripe.pricing import line_amount
from toolproof.services.stripe.tables import SUBSCRIPTIONS, update

#: A subscription's items as a change finds them: item id → (price id, quantity).
Items = dict[str, tuple[str, int]]

#: Statuses of subscriptions that have paid (or owe) for the current period, and so are prorated.
PRORATED = ("active", "past_due", "unpaid")


def items_of(ctx: Context, sub_id: str) -> Items:
    """The subscription's items now, to compare with after a change."""
    rows = ctx.all(
        "SELECT id, price, quantity FROM stripe_subscription_items WHERE subscription = ?", (sub_id,)
    )
    return {r["id"]: (r["price"], r["quantity"]) for r in rows}


def proration_time(ctx: Context, sub: Any, proration_date: int | None) -> int:
    """The moment a change is prorated from: ``proration_date`` (inside the current period) or now."""
    if proration_date is None:
        return int(min(max(ctx.now(), sub["current_period_start"]), sub["current_period_end"]))
    if not sub["current_period_start"] <= proration_date <= sub["current_period_end"]:
        raise invalid(
            "The proration_date must be within the subscription's current billing period "
            f"({sub['current_period_start']} to {sub['current_period_end']}).",
            param="proration_date",
        )
    return proration_date


def prorated_amount(amount: int, when: int, start: int, end: int) -> int:
    """``amount`` for the part of the period ``start``–``end`` left after ``when``, rounded half up."""
    length = max(end - start, 1)
    left = min(max(end - when, 0), length)
    return int((Decimal(amount) * left / length).quantize(Decimal(1), rounding=ROUND_HALF_UP))


def describe(kind: str, name: str, quantity: int, when: int) -> str:
    """Stripe's wording: "Unused time on 2 × Pro after 01 Dec 2026" (the quantity only when not 1)."""
    day = datetime.datetime.fromtimestamp(when, tz=datetime.UTC).strftime("%d %b %Y")
    what = name if quantity == 1 else f"{quantity} × {name}"
    return f"{kind} time on {what} after {day}"


def prorate(
    ctx: Context,
    sub: Any,
    before: Items,
    *,
    behavior: str | None,
    proration_date: int | None,
    restarts: bool = False,
) -> list[str]:
    """Create the proration items for the change from ``before`` to the subscription's items now.

    ``sub`` is the subscription row as it was before the change (its period is the one prorated).
    Returns the invoice item ids created (pending; ``always_invoice`` is :func:`invoice_now`'s job).
    """
    behavior = behavior or "create_prorations"
    if behavior == "none" or sub["status"] not in PRORATED:
        return []
    when = proration_time(ctx, sub, proration_date)
    start, end = sub["current_period_start"], sub["current_period_end"]
    after = items_of(ctx, sub["id"])
    created: list[str] = []
    for si, (price_id, quantity) in before.items():
        if restarts or after.get(si) != (price_id, quantity):
            created += _line(ctx, sub, si, price_id, quantity, when, start, end, credit=True)
    if not restarts:
        for si, (price_id, quantity) in after.items():
            if before.get(si) != (price_id, quantity):
                created += _line(ctx, sub, si, price_id, quantity, when, start, end, credit=False)
    return created


def _line(
    ctx: Context,
    sub: Any,
    si: str,
    price_id: str,
    quantity: int,
    when: int,
    start: int,
    end: int,
    *,
    credit: bool,
) -> list[str]:
    price = ctx.one("SELECT * FROM stripe_prices WHERE id = ?", (price_id,))
    assert price is not None
    amount = prorated_amount(line_amount(price, quantity), when, start, end)
    if amount == 0:
        return []  # metered prices, a zero price, or nothing left of the period
    if credit:
        amount = -amount
    product = ctx.one("SELECT name FROM stripe_products WHERE id = ?", (price["product"],))
    name = product["name"] if product else price["product"]
    unit = Decimal(amount) / quantity
    extra = {"credited_items": _credited(ctx, sub["id"], si, when)} if credit else None
    item_id = billing.add_line(
        ctx,
        None,
        sub["customer"],
        subscription=sub["id"],
        subscription_item=si,
        price=price_id,
        amount=amount,
        unit_amount=int(unit) if unit == unit.to_integral() else None,
        unit_amount_decimal=_decimal_text(unit),
        quantity=quantity,
        currency=price["currency"],
        description=describe("Unused" if credit else "Remaining", name, quantity, when),
        proration=True,
        discountable=False,
        period_start=when,
        period_end=end,
        extra=None if extra is None or extra["credited_items"] is None else jdump(extra),
    )
    return [item_id]


def _decimal_text(value: Decimal) -> str:
    """A per-unit amount as Stripe writes decimals: up to 12 places, no trailing zeros."""
    text = format(value.quantize(Decimal("1.000000000000"), rounding=ROUND_HALF_UP), "f")
    return text.rstrip("0").rstrip(".") if "." in text else text


def _credited(ctx: Context, sub_id: str, si: str, when: int) -> dict[str, Any] | None:
    """The invoice line that billed ``si`` for the period a credit gives back, if there is one."""
    row = ctx.one(
        "SELECT l.id, l.invoice FROM stripe_invoice_items l JOIN stripe_invoices i ON i.id = l.invoice "
        "WHERE l.subscription = ? AND l.subscription_item = ? AND l.kind = 'subscription' "
        "AND l.period_start <= ? AND i.status != 'void' ORDER BY l.seq DESC LIMIT 1",
        (sub_id, si, when),
    )
    return None if row is None else {"invoice": row["invoice"], "invoice_line_items": [row["id"]]}


def credit_unused(ctx: Context, sub: Any, when: int) -> list[str]:
    """Credits for the unused time of every item from ``when`` to the period end (a cancellation
    with ``prorate``). Returns the invoice item ids created (pending)."""
    if sub["status"] not in PRORATED:
        return []
    start, end = sub["current_period_start"], sub["current_period_end"]
    when = min(max(when, start), end)
    created: list[str] = []
    for si, (price_id, quantity) in items_of(ctx, sub["id"]).items():
        created += _line(ctx, sub, si, price_id, quantity, when, start, end, credit=True)
    return created


def invoice_now(ctx: Context, sub_id: str, reason: str = "subscription_update") -> str | None:
    """An invoice now with the subscription's pending items, finalized (``always_invoice``, a
    cancellation with ``invoice_now``). Charging it is :func:`payment_behavior.collect`'s job.

    Returns the invoice id, or ``None`` when nothing was pending (nothing to invoice).
    """
    pending = ctx.one(
        "SELECT count(*) AS n FROM stripe_invoice_items WHERE subscription = ? AND invoice IS NULL "
        "AND kind = 'invoiceitem'",
        (sub_id,),
    )
    if pending is None or pending["n"] == 0:
        return None
    sub = ctx.one("SELECT * FROM stripe_subscriptions WHERE id = ?", (sub_id,))
    assert sub is not None
    now = ctx.now()
    invoice_id = billing.subscription_invoice(ctx, sub, reason, (now, now))
    billing.take_pending_items(ctx, invoice_id, sub_id)
    update(ctx.db, SUBSCRIPTIONS, sub_id, {"latest_invoice": invoice_id})
    billing.finalize(ctx, invoice_id)
    return invoice_id
