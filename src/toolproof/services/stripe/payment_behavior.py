"""``payment_behavior`` on a subscription change that invoices at once, and pending updates.

A change that invoices now (``proration_behavior=always_invoice``, a new billing interval,
``billing_cycle_anchor=now``) charges the subscription's card. What a failed payment does is the
caller's ``payment_behavior`` (the spec's description of the parameter):

- ``allow_incomplete`` (the default): the change stands, the invoice stays open, the subscription
  becomes ``past_due``;
- ``default_incomplete``: no payment is attempted; the change stands, the invoice stays open for an
  explicit payment, and the subscription is ``past_due`` until it is paid;
- ``error_if_incomplete``: Stripe answers 402 with the card error and **does not update the
  subscription** (the handler raises, so nothing of the request stays);
- ``pending_if_incomplete``: the change becomes the subscription's ``pending_update``; the items
  and period stay as they were (and the status too), the invoice stays open, and paying that invoice
  applies the update (:func:`apply_pending`). Only the parameters pending updates support may be
  given with it (:data:`PENDING_PARAMS`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from toolproof.service import Context
from toolproof.services.stripe.common import jdump, jload
from toolproof.services.stripe.dialect import Declined
from toolproof.services.stripe.errors import StripeError, invalid
from toolproof.services.stripe.operations import billing
from toolproof.services.stripe.tables import SUBSCRIPTION_ITEMS, SUBSCRIPTIONS, insert, update

#: Pending updates expire 23 hours after they are made (Stripe's *Pending updates* guide).
PENDING_TTL = 23 * 3600

#: What ``subscriptions.update`` may be given together with ``pending_if_incomplete`` (the pending
#: updates reference: items, prorations, the billing cycle anchor, trial end, one-off items).
PENDING_PARAMS = frozenset(
    {
        "subscription_exposed_id",
        "items",
        "proration_behavior",
        "proration_date",
        "billing_cycle_anchor",
        "trial_end",
        "trial_from_plan",
        "add_invoice_items",
        "payment_behavior",
        "off_session",
        "expand",
    }
)

#: The subscription columns a change moves and a pending update keeps back.
_PERIOD = (
    "status",
    "current_period_start",
    "current_period_end",
    "billing_cycle_anchor",
    "trial_end",
)


@dataclass(frozen=True, slots=True)
class Snapshot:
    """A subscription's row and items before a change, to put back when the change is deferred."""

    sub: dict[str, Any]
    items: list[dict[str, Any]]


def check_pending_params(given: set[str]) -> None:
    """``pending_if_incomplete`` allows only what pending updates support."""
    extra = sorted(given - PENDING_PARAMS)
    if extra:
        raise invalid(
            "When payment_behavior is pending_if_incomplete, you can only pass parameters supported by "
            f"pending updates; remove: {', '.join(extra)}.",
            param=extra[0],
        )


def snapshot(ctx: Context, sub_id: str) -> Snapshot:
    sub = ctx.record("SELECT * FROM stripe_subscriptions WHERE id = ?", (sub_id,))
    assert sub is not None
    rows = ctx.all("SELECT * FROM stripe_subscription_items WHERE subscription = ? ORDER BY seq", (sub_id,))
    return Snapshot(sub, [dict(r) for r in rows])


def collect(ctx: Context, sub_id: str, invoice_id: str | None, behavior: str | None) -> Declined | None:
    """Charge the invoice a change made, as ``behavior`` says. Returns the decline to defer, if any.

    ``error_if_incomplete`` raises the card error (rolling the whole request back); the other
    behaviors leave the subscription ``past_due`` on a failure, except ``pending_if_incomplete``,
    whose decline is returned for :func:`defer`.
    """
    if invoice_id is None:
        return None
    behavior = behavior or "allow_incomplete"
    inv = ctx.one("SELECT * FROM stripe_invoices WHERE id = ?", (invoice_id,))
    assert inv is not None
    if inv["status"] != "open" or inv["collection_method"] != "charge_automatically":
        return None
    if behavior == "default_incomplete":
        update(ctx.db, SUBSCRIPTIONS, sub_id, {"status": "past_due"})
        return None
    pm = billing.payment_method_for(ctx, inv, None)
    if pm is None:
        if behavior in ("error_if_incomplete", "pending_if_incomplete"):
            raise invalid(billing.NO_PAYMENT_METHOD)
        update(ctx.db, SUBSCRIPTIONS, sub_id, {"status": "past_due"})
        return None
    declined = billing.charge_invoice(ctx, invoice_id, pm)
    if declined is None:
        return None
    if behavior == "error_if_incomplete":
        raise StripeError(
            declined.error["message"],
            status=402,
            code=declined.error["code"],
            type="card_error",
            decline_code=declined.error.get("decline_code"),
            charge=declined.error.get("charge"),
        )
    if behavior == "pending_if_incomplete":
        return declined
    update(ctx.db, SUBSCRIPTIONS, sub_id, {"status": "past_due"})
    return None


def defer(ctx: Context, before: Snapshot, invoice_id: str) -> None:
    """Turn the change just made into a pending update and put the subscription back as it was.

    The invoice (with its prorations) stays open and stays the subscription's ``latest_invoice``.
    """
    sub_id = before.sub["id"]
    now = snapshot(ctx, sub_id)
    rendered = _render_items(ctx, now.items)
    pending = {
        "billing_cycle_anchor": (
            now.sub["billing_cycle_anchor"]
            if now.sub["billing_cycle_anchor"] != before.sub["billing_cycle_anchor"]
            else None
        ),
        "expires_at": ctx.now() + PENDING_TTL,
        "subscription_items": rendered,
        "trial_end": now.sub["trial_end"] if now.sub["trial_end"] != before.sub["trial_end"] else None,
        "trial_from_plan": None,
    }
    extra = jload(before.sub["extra"], {}) or {}
    extra["pending_update"] = pending
    extra["pending_rows"] = {
        "invoice": invoice_id,
        "items": now.items,
        "sub": {k: now.sub[k] for k in _PERIOD},
    }
    _put_items(ctx, sub_id, before.items)
    changes = {k: before.sub[k] for k in _PERIOD}
    changes.update(latest_invoice=invoice_id, extra=jdump(extra))
    update(ctx.db, SUBSCRIPTIONS, sub_id, changes)


def apply_pending(ctx: Context, sub_id: str, invoice_id: str) -> None:
    """Paying the invoice of a pending update applies it (and clears ``pending_update``)."""
    row = ctx.one("SELECT extra FROM stripe_subscriptions WHERE id = ?", (sub_id,))
    extra = jload(row["extra"] if row else None, {}) or {}
    rows = extra.get("pending_rows")
    if not rows or rows.get("invoice") != invoice_id:
        return
    if (extra.get("pending_update") or {}).get("expires_at", 0) < ctx.now():
        return  # expired: the update no longer applies
    _put_items(ctx, sub_id, rows["items"])
    extra.pop("pending_update", None)
    extra.pop("pending_rows", None)
    changes = dict(rows["sub"])
    changes["status"] = "active"
    changes["extra"] = jdump(extra) if extra else None
    update(ctx.db, SUBSCRIPTIONS, sub_id, changes)


def pending_update(extra: dict[str, Any], now: int) -> dict[str, Any] | None:
    """The subscription's ``pending_update`` as rendered (``None`` once it has expired)."""
    pending = extra.get("pending_update")
    if not pending or pending.get("expires_at", 0) < now:
        return None
    return dict(pending)


def _put_items(ctx: Context, sub_id: str, items: list[dict[str, Any]]) -> None:
    ctx.db.execute("DELETE FROM stripe_subscription_items WHERE subscription = ?", (sub_id,))
    for item in items:
        insert(ctx.db, SUBSCRIPTION_ITEMS, item)


def _render_items(ctx: Context, items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    from toolproof.services.stripe.operations.subscriptions import render_item

    return [render_item(ctx, item) for item in items]
