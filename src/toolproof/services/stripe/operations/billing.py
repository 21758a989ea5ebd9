"""Invoices' life: rendering, new invoices and lines, totals, finalization, charging, payment.

Operations are in ``invoices.py``; subscriptions, renewals and the fixture use these helpers too.

An invoice's lines are its invoice items plus, for subscription invoices, one line per subscription
item (kept in the same table with ``kind='subscription'``). Totals are recomputed while it is a draft
and frozen at finalization. Paying charges the card through a PaymentIntent, so a paid invoice has
both ``payment_intent`` and ``charge``; a decline leaves it open with ``attempt_count`` raised.
"""

from __future__ import annotations

from typing import Any

from toolproof.service import Context
from toolproof.services.stripe.common import (
    Obj,
    jdump,
    jload,
    loader,
    next_seq,
    require,
)
from toolproof.services.stripe.dialect import Declined
from toolproof.services.stripe.errors import invalid
from toolproof.services.stripe.handlers import by_id
from toolproof.services.stripe.operations import charges, discounts, payment_methods, prices
from toolproof.services.stripe.operations.billing_params import render_automatic_tax, render_rendering
from toolproof.services.stripe.tables import (
    CUSTOMERS,
    INVOICE_ITEMS,
    INVOICES,
    PAYMENT_INTENTS,
    insert,
    update,
)

T = INVOICES.name
II = INVOICE_ITEMS.name


# -- rendering -------------------------------------------------------------------------------


def _price(ctx: Context, price_id: str | None) -> Obj | None:
    return None if price_id is None else prices.load_price(ctx, price_id)


def _decimal(row: Any) -> str | None:
    if row["unit_amount_decimal"] is not None:
        return str(row["unit_amount_decimal"])
    return None if row["unit_amount"] is None else str(row["unit_amount"])


def render_item(ctx: Context, row: Any) -> Obj:
    return {
        "id": row["id"],
        "object": "invoiceitem",
        "amount": row["amount"],
        "currency": row["currency"],
        "customer": row["customer"],
        "date": row["created"],
        "description": row["description"],
        "discountable": bool(row["discountable"]),
        "discounts": discounts.ids_of(row["discounts"]),
        "invoice": row["invoice"],
        "livemode": False,
        "metadata": jload(row["metadata"], {}),
        "period": {"end": row["period_end"], "start": row["period_start"]},
        "plan": None,
        "price": _price(ctx, row["price"]),
        "proration": bool(row["proration"]),
        "quantity": row["quantity"],
        "subscription": row["subscription"],
        **({"subscription_item": row["subscription_item"]} if row["subscription_item"] else {}),
        "tax_rates": [],
        "test_clock": None,
        "unit_amount": row["unit_amount"],
        "unit_amount_decimal": _decimal(row),
    }


def render_line(ctx: Context, row: Any) -> Obj:
    is_sub = row["kind"] == "subscription"
    return {
        "id": row["id"] if is_sub else "il_tmp_" + row["id"].removeprefix("ii_"),
        "object": "line_item",
        "amount": row["amount"],
        "amount_excluding_tax": row["amount"],
        "currency": row["currency"],
        "description": row["description"],
        "discount_amounts": jload(row["discount_amounts"], []) or [],
        "discountable": bool(row["discountable"]),
        "discounts": discounts.ids_of(row["discounts"]),
        "invoice": row["invoice"],
        **({} if is_sub else {"invoice_item": row["id"]}),
        "livemode": False,
        "metadata": jload(row["metadata"], {}),
        "period": {"end": row["period_end"], "start": row["period_start"]},
        "plan": None,
        "price": _price(ctx, row["price"]),
        "proration": bool(row["proration"]),
        "proration_details": {"credited_items": (jload(row["extra"], {}) or {}).get("credited_items")},
        "quantity": row["quantity"],
        "subscription": row["subscription"],
        **({"subscription_item": row["subscription_item"]} if row["subscription_item"] else {}),
        "tax_amounts": [],
        "tax_rates": [],
        "type": "subscription" if is_sub else "invoiceitem",
        "unit_amount_excluding_tax": _decimal(row),
    }


def render(ctx: Context, row: Any) -> Obj:
    lines = ctx.all(f"SELECT * FROM {II} WHERE invoice = ? ORDER BY seq", (row["id"],))
    status = row["status"]
    extra = jload(row["extra"], {}) or {}
    return {
        "id": row["id"],
        "object": "invoice",
        "account_country": "US",
        "account_name": "Toolproof Test Account",
        "account_tax_ids": None,
        "amount_due": row["amount_due"],
        "amount_paid": row["amount_paid"],
        "amount_remaining": row["amount_remaining"],
        "amount_shipping": row["amount_shipping"] or 0,
        "application": None,
        "application_fee_amount": None,
        "attempt_count": row["attempt_count"],
        "attempted": bool(row["attempted"]),
        "auto_advance": bool(row["auto_advance"]),
        "automatic_tax": render_automatic_tax(extra.get("automatic_tax")),
        "billing_reason": row["billing_reason"],
        "charge": row["charge"],
        "collection_method": row["collection_method"],
        "created": row["created"],
        "currency": row["currency"],
        "custom_fields": jload(row["custom_fields"]),
        "customer": row["customer"],
        "customer_address": None,
        "customer_email": row["customer_email"],
        "customer_name": row["customer_name"],
        "customer_phone": None,
        "customer_shipping": None,
        "customer_tax_exempt": "none",
        "customer_tax_ids": [],
        "default_payment_method": row["default_payment_method"],
        "default_source": row["default_source"],
        "default_tax_rates": [],
        "description": row["description"],
        "discount": discounts.single(ctx, row["discounts"]),
        "discounts": discounts.ids_of(row["discounts"]),
        "due_date": row["due_date"],
        "effective_at": row["effective_at"] if row["effective_at"] is not None else row["finalized_at"],
        "ending_balance": None if status == "draft" else 0,
        "footer": row["footer"],
        "from_invoice": jload(row["from_invoice"]),
        "hosted_invoice_url": None if status == "draft" else f"https://invoice.stripe.com/i/{row['id']}",
        "invoice_pdf": None if status == "draft" else f"https://pay.stripe.com/invoice/{row['id']}/pdf",
        "issuer": extra.get("issuer") or {"type": "self"},
        "last_finalization_error": None,
        "latest_revision": row["latest_revision"],
        "lines": {
            "object": "list",
            "data": [render_line(ctx, r) for r in lines[:10]],
            "has_more": len(lines) > 10,
            "total_count": len(lines),
            "url": f"/v1/invoices/{row['id']}/lines",
        },
        "livemode": False,
        "metadata": jload(row["metadata"], {}),
        "next_payment_attempt": None,
        "number": row["number"],
        "on_behalf_of": None,
        "paid": status == "paid",
        "paid_out_of_band": bool(row["paid_out_of_band"]),
        "payment_intent": row["payment_intent"],
        "payment_settings": {
            "default_mandate": None,
            "payment_method_options": None,
            "payment_method_types": None,
            **(extra.get("payment_settings") or {}),
        },
        "period_end": row["period_end"],
        "period_start": row["period_start"],
        "post_payment_credit_notes_amount": 0,
        "pre_payment_credit_notes_amount": 0,
        "quote": None,
        "receipt_number": None,
        "rendering": render_rendering(extra.get("rendering")),
        "shipping_cost": _shipping_cost(row),
        "shipping_details": jload(row["shipping_details"]),
        "starting_balance": 0,
        "statement_descriptor": row["statement_descriptor"],
        "status": status,
        "status_transitions": {
            "finalized_at": row["finalized_at"],
            "marked_uncollectible_at": row["marked_uncollectible_at"],
            "paid_at": row["paid_at"],
            "voided_at": row["voided_at"],
        },
        "subscription": row["subscription"],
        "subscription_details": {"metadata": {}} if row["subscription"] else None,
        "subtotal": row["subtotal"],
        "subtotal_excluding_tax": row["subtotal"],
        "tax": None,
        "test_clock": None,
        "total": row["total"],
        "total_discount_amounts": jload(row["total_discount_amounts"], []) or [],
        "total_excluding_tax": row["total"],
        "total_tax_amounts": [],
        "transfer_data": None,
        "webhooks_delivered_at": row["created"],
    }


def _shipping_cost(row: Any) -> Obj | None:
    cost = jload(row["shipping_cost"])
    return None if cost is None else {**cost, "taxes": []}


load = loader("in_")(by_id(T, render))


load_item = loader("ii_")(by_id(II, render_item, " AND kind = 'invoiceitem'"))


def get_invoice(ctx: Context, invoice_id: str) -> Obj:
    obj = load(ctx, invoice_id)
    assert obj is not None
    return obj


def require_invoice(ctx: Context, invoice_id: str) -> Any:
    return require(ctx, T, invoice_id, "invoice", param="invoice")


# -- lifecycle helpers (also used by subscriptions and the fixture) ---------------------------


def subscription_invoice(ctx: Context, sub: Any, reason: str, period: tuple[int, int]) -> str:
    """A new draft invoice for subscription row ``sub``, billed as the subscription says (its customer,
    currency, collection method and days until due): a renewal, a restarted period, prorations now."""
    customer = ctx.one("SELECT * FROM stripe_customers WHERE id = ?", (sub["customer"],))
    assert customer is not None
    return new_invoice(
        ctx,
        customer,
        currency=sub["currency"],
        subscription=sub["id"],
        billing_reason=reason,
        collection_method=sub["collection_method"],
        days_until_due=sub["days_until_due"],
        period=period,
    )


def take_pending_items(ctx: Context, invoice_id: str, sub_id: str) -> None:
    """Put the subscription's pending invoice items (``add_invoice_items``, prorations) on
    ``invoice_id`` and total it again."""
    ctx.db.execute(
        "UPDATE stripe_invoice_items SET invoice = ? WHERE subscription = ? AND invoice IS NULL "
        "AND kind = 'invoiceitem'",
        (invoice_id, sub_id),
    )
    recompute(ctx, invoice_id)


def new_invoice(
    ctx: Context,
    customer: Any,
    *,
    currency: str,
    subscription: str | None = None,
    billing_reason: str = "manual",
    collection_method: str = "charge_automatically",
    days_until_due: int | None = None,
    description: str | None = None,
    auto_advance: bool = True,
    period: tuple[int, int] | None = None,
    metadata: str = "{}",
    created: int | None = None,
) -> str:
    now = ctx.now() if created is None else created
    invoice_id = ctx.new_id("in_", 24)
    start, end = period or (now, now)
    insert(
        ctx.db,
        INVOICES,
        {
            "id": invoice_id,
            "seq": next_seq(ctx, T),
            "created": now,
            "customer": customer["id"],
            "subscription": subscription,
            "status": "draft",
            "number": None,
            "currency": currency,
            "subtotal": 0,
            "total": 0,
            "amount_due": 0,
            "amount_paid": 0,
            "amount_remaining": 0,
            "attempt_count": 0,
            "attempted": False,
            "auto_advance": auto_advance,
            "collection_method": collection_method,
            "billing_reason": billing_reason,
            "charge": None,
            "payment_intent": None,
            "description": description,
            "due_date": now + days_until_due * 86400 if days_until_due is not None else None,
            "period_start": start,
            "period_end": end,
            "paid_out_of_band": False,
            "finalized_at": None,
            "paid_at": None,
            "voided_at": None,
            "customer_email": customer["email"],
            "customer_name": customer["name"],
            "metadata": metadata,
        },
    )
    discounts.inherit(ctx, invoice_id)
    return invoice_id


def add_line(ctx: Context, invoice: str | None, customer: str, **fields: Any) -> str:
    kind = fields.pop("kind", "invoiceitem")
    item_id = ctx.new_id("ii_" if kind == "invoiceitem" else "il_", 24)
    now = ctx.now() if fields.get("created") is None else fields.pop("created")
    row = {
        "id": item_id,
        "seq": next_seq(ctx, II),
        "created": now,
        "customer": customer,
        "invoice": invoice,
        "kind": kind,
        "proration": False,
        "discountable": True,
        "quantity": 1,
        "period_start": now,
        "period_end": now,
        "metadata": "{}",
    }
    row.update(fields)
    insert(ctx.db, INVOICE_ITEMS, row)
    if invoice is not None:
        recompute(ctx, invoice)
    return item_id


def recompute(ctx: Context, invoice_id: str) -> None:
    """A draft's totals: ``subtotal`` (lines less their item discounts), ``total`` (less the invoice's
    discounts, plus shipping), what is due."""
    subtotal = ctx.db.execute(
        f"SELECT coalesce(sum(amount), 0) FROM {II} WHERE invoice = ?", (invoice_id,)
    ).fetchone()[0]
    row = ctx.one(
        f"SELECT amount_shipping, currency, discounts, total_discount_amounts FROM {T} WHERE id = ?",
        (invoice_id,),
    )
    item_off, invoice_off = (
        discounts.apply_to_invoice(
            ctx, invoice_id, row["currency"], row["discounts"], row["total_discount_amounts"] is not None
        )
        if row is not None
        else (0, 0)
    )
    subtotal -= item_off
    total = subtotal - invoice_off + ((row["amount_shipping"] or 0) if row is not None else 0)
    update(
        ctx.db,
        INVOICES,
        invoice_id,
        {
            "subtotal": subtotal,
            "total": total,
            "amount_due": max(total, 0),
            "amount_remaining": max(total, 0),
        },
    )


def finalize(ctx: Context, invoice_id: str) -> None:
    inv = require_invoice(ctx, invoice_id)
    if inv["status"] != "draft":
        raise invalid("This invoice is already finalized, you can't re-finalize a non-draft invoice.")
    cus = ctx.one(f"SELECT * FROM {CUSTOMERS.name} WHERE id = ?", (inv["customer"],))
    assert cus is not None
    number = inv["number"]
    if number is None:
        number = f"{cus['invoice_prefix']}-{cus['next_invoice_sequence']:04d}"
        update(ctx.db, CUSTOMERS, cus["id"], {"next_invoice_sequence": cus["next_invoice_sequence"] + 1})
    changes: dict[str, Any] = {"status": "open", "number": number, "finalized_at": ctx.now()}
    revised = jload(inv["from_invoice"])
    if revised:
        # Finalizing a revision voids the invoice it revises, as Stripe does.
        ctx.db.execute(
            f"UPDATE {T} SET status = 'void', voided_at = ?, amount_remaining = 0 "
            "WHERE id = ? AND status IN ('open', 'uncollectible')",
            (ctx.now(), revised["invoice"]),
        )
    if inv["amount_due"] == 0:
        changes.update(status="paid", paid_at=ctx.now())
    update(ctx.db, INVOICES, invoice_id, changes)
    if inv["total_discount_amounts"] is not None:
        discounts.use_up(ctx, invoice_id)


def payment_method_for(ctx: Context, inv: Any, pm_ref: str | None) -> Any | None:
    """The card an invoice is charged with: the one given, the invoice's, the subscription's, the
    customer's default PaymentMethod, then the customer's default source."""
    if pm_ref:
        return payment_methods.resolve(ctx, pm_ref)
    for own in (inv["default_payment_method"], inv["default_source"]):
        if own:
            return payment_methods.resolve(ctx, own)
    if inv["subscription"]:
        sub = ctx.one(
            "SELECT default_payment_method, default_source FROM stripe_subscriptions WHERE id = ?",
            (inv["subscription"],),
        )
        if sub is not None:
            for own in (sub["default_payment_method"], sub["default_source"]):
                if own:
                    return payment_methods.resolve(ctx, own)
    cus = ctx.one(
        f"SELECT default_payment_method, default_source FROM {CUSTOMERS.name} WHERE id = ?",
        (inv["customer"],),
    )
    if cus is not None:
        for own in (cus["default_payment_method"], cus["default_source"]):
            if own:
                return payment_methods.resolve(ctx, own)
    return None


NO_PAYMENT_METHOD = (
    "This customer has no attached payment source or default payment method. Please consider adding a "
    "default payment method. For more information, visit "
    "https://stripe.com/docs/billing/subscriptions/payment-methods-setting#payment-method-priority."
)


def charge_invoice(ctx: Context, invoice_id: str, pm_row: Any) -> Declined | None:
    """Charge an open invoice's amount due with a PaymentIntent; a decline keeps it open."""
    from toolproof.services.stripe.operations.payment_intents import card_error_body

    inv = require_invoice(ctx, invoice_id)
    pi_id = inv["payment_intent"] or ctx.new_id("pi_", 24)
    if inv["payment_intent"] is None:
        insert(
            ctx.db,
            PAYMENT_INTENTS,
            {
                "id": pi_id,
                "seq": next_seq(ctx, PAYMENT_INTENTS.name),
                "created": ctx.now(),
                "amount": inv["amount_due"],
                "amount_capturable": 0,
                "amount_received": 0,
                "currency": inv["currency"],
                "customer": inv["customer"],
                "description": "Subscription creation" if inv["subscription"] else None,
                "status": "requires_payment_method",
                "capture_method": "automatic",
                "confirmation_method": "automatic",
                "invoice": invoice_id,
                "client_secret": f"{pi_id}_secret_{ctx.rng.token(25)}",
                "payment_method_types": '["card"]',
                "metadata": "{}",
            },
        )
    charge_id, decline = charges.new_charge(
        ctx,
        amount=inv["amount_due"],
        currency=inv["currency"],
        pm_row=pm_row,
        customer=inv["customer"],
        capture=True,
        payment_intent=pi_id,
        invoice=invoice_id,
    )
    attempts = {"attempt_count": inv["attempt_count"] + 1, "attempted": True, "payment_intent": pi_id}
    if decline is not None:
        error = card_error_body(decline, charge_id, payment_methods.load(ctx, pm_row["id"]))
        update(
            ctx.db,
            PAYMENT_INTENTS,
            pi_id,
            {
                "status": "requires_payment_method",
                "latest_charge": charge_id,
                "last_payment_error": jdump(error),
            },
        )
        update(ctx.db, INVOICES, invoice_id, attempts)
        return Declined(error)
    update(
        ctx.db,
        PAYMENT_INTENTS,
        pi_id,
        {
            "status": "succeeded",
            "payment_method": pm_row["id"],
            "latest_charge": charge_id,
            "amount_received": inv["amount_due"],
            "last_payment_error": None,
        },
    )
    mark_paid(ctx, invoice_id, amount=inv["amount_due"], charge=charge_id, **attempts)
    return None


def mark_paid(ctx: Context, invoice_id: str, *, amount: int, **extra: Any) -> None:
    update(
        ctx.db,
        INVOICES,
        invoice_id,
        {"status": "paid", "amount_paid": amount, "amount_remaining": 0, "paid_at": ctx.now(), **extra},
    )
    inv = require_invoice(ctx, invoice_id)
    if inv["subscription"]:
        from toolproof.services.stripe.payment_behavior import apply_pending

        apply_pending(ctx, inv["subscription"], invoice_id)
        ctx.db.execute(
            "UPDATE stripe_subscriptions SET status = 'active' "
            "WHERE id = ? AND status IN ('past_due', 'incomplete', 'unpaid')",
            (inv["subscription"],),
        )
