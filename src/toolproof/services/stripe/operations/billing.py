"""Invoices: create, retrieve, update, delete, list, search, lines, finalize, pay, void, uncollectible.

An invoice's lines are its invoice items plus, for subscription invoices, one line per subscription
item (kept in the same table with ``kind='subscription'``). Totals are recomputed while it is a draft
and frozen at finalization. Paying charges the card through a PaymentIntent, so a paid invoice has
both ``payment_intent`` and ``charge``; a decline leaves it open with ``attempt_count`` raised.
"""

from __future__ import annotations

from typing import Any

from pydantic import Field

from toolproof.service import Context, Params
from toolproof.services.stripe import service
from toolproof.services.stripe.common import (
    Obj,
    empty_to_none,
    expand,
    jdump,
    jload,
    loader,
    merge_metadata,
    next_seq,
    page,
    run_search,
)
from toolproof.services.stripe.dialect import Declined
from toolproof.services.stripe.errors import invalid, no_such
from toolproof.services.stripe.operations import charges, payment_methods, prices
from toolproof.services.stripe.params import (
    Bool,
    Currency,
    Expand,
    Int,
    ListParams,
    Metadata,
    Retrieve,
    SearchParams,
    Str,
    enum,
)
from toolproof.services.stripe.search import FieldKind
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
        "discounts": [],
        "invoice": row["invoice"],
        "livemode": False,
        "metadata": jload(row["metadata"], {}),
        "period": {"end": row["period_end"], "start": row["period_start"]},
        "plan": None,
        "price": _price(ctx, row["price"]),
        "proration": bool(row["proration"]),
        "quantity": row["quantity"],
        "subscription": row["subscription"],
        "tax_rates": [],
        "test_clock": None,
        "unit_amount": row["unit_amount"],
        "unit_amount_decimal": None if row["unit_amount"] is None else str(row["unit_amount"]),
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
        "discount_amounts": [],
        "discountable": bool(row["discountable"]),
        "discounts": [],
        "invoice": row["invoice"],
        **({} if is_sub else {"invoice_item": row["id"]}),
        "livemode": False,
        "metadata": jload(row["metadata"], {}),
        "period": {"end": row["period_end"], "start": row["period_start"]},
        "plan": None,
        "price": _price(ctx, row["price"]),
        "proration": bool(row["proration"]),
        "proration_details": {"credited_items": None},
        "quantity": row["quantity"],
        "subscription": row["subscription"],
        **({"subscription_item": row["subscription_item"]} if row["subscription_item"] else {}),
        "tax_amounts": [],
        "tax_rates": [],
        "type": "subscription" if is_sub else "invoiceitem",
        "unit_amount_excluding_tax": None if row["unit_amount"] is None else str(row["unit_amount"]),
    }


def render(ctx: Context, row: Any) -> Obj:
    lines = ctx.all(f"SELECT * FROM {II} WHERE invoice = ? ORDER BY seq", (row["id"],))
    status = row["status"]
    return {
        "id": row["id"],
        "object": "invoice",
        "account_country": "US",
        "account_name": "Toolproof Test Account",
        "account_tax_ids": None,
        "amount_due": row["amount_due"],
        "amount_paid": row["amount_paid"],
        "amount_remaining": row["amount_remaining"],
        "amount_shipping": 0,
        "application": None,
        "application_fee_amount": None,
        "attempt_count": row["attempt_count"],
        "attempted": bool(row["attempted"]),
        "auto_advance": bool(row["auto_advance"]),
        "automatic_tax": {"enabled": False, "liability": None, "status": None},
        "billing_reason": row["billing_reason"],
        "charge": row["charge"],
        "collection_method": row["collection_method"],
        "created": row["created"],
        "currency": row["currency"],
        "custom_fields": None,
        "customer": row["customer"],
        "customer_address": None,
        "customer_email": row["customer_email"],
        "customer_name": row["customer_name"],
        "customer_phone": None,
        "customer_shipping": None,
        "customer_tax_exempt": "none",
        "customer_tax_ids": [],
        "default_payment_method": None,
        "default_source": None,
        "default_tax_rates": [],
        "description": row["description"],
        "discount": None,
        "discounts": [],
        "due_date": row["due_date"],
        "effective_at": row["finalized_at"],
        "ending_balance": None if status == "draft" else 0,
        "footer": None,
        "from_invoice": None,
        "hosted_invoice_url": None if status == "draft" else f"https://invoice.stripe.com/i/{row['id']}",
        "invoice_pdf": None if status == "draft" else f"https://pay.stripe.com/invoice/{row['id']}/pdf",
        "issuer": {"type": "self"},
        "last_finalization_error": None,
        "latest_revision": None,
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
        },
        "period_end": row["period_end"],
        "period_start": row["period_start"],
        "post_payment_credit_notes_amount": 0,
        "pre_payment_credit_notes_amount": 0,
        "quote": None,
        "receipt_number": None,
        "rendering": None,
        "shipping_cost": None,
        "shipping_details": None,
        "starting_balance": 0,
        "statement_descriptor": None,
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
        "total_discount_amounts": [],
        "total_excluding_tax": row["total"],
        "total_tax_amounts": [],
        "transfer_data": None,
        "webhooks_delivered_at": row["created"],
    }


@loader("in_")
def load(ctx: Context, invoice_id: str) -> Obj | None:
    row = ctx.one(f"SELECT * FROM {T} WHERE id = ?", (invoice_id,))
    return None if row is None else render(ctx, row)


@loader("ii_")
def load_item(ctx: Context, item_id: str) -> Obj | None:
    row = ctx.one(f"SELECT * FROM {II} WHERE id = ? AND kind = 'invoiceitem'", (item_id,))
    return None if row is None else render_item(ctx, row)


def _get(ctx: Context, invoice_id: str) -> Obj:
    obj = load(ctx, invoice_id)
    assert obj is not None
    return obj


def _require(ctx: Context, invoice_id: str) -> Any:
    row = ctx.one(f"SELECT * FROM {T} WHERE id = ?", (invoice_id,))
    if row is None:
        raise no_such("invoice", invoice_id, param="invoice")
    return row


# -- lifecycle helpers (also used by subscriptions and the fixture) ---------------------------


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
    total = ctx.db.execute(
        f"SELECT coalesce(sum(amount), 0) FROM {II} WHERE invoice = ?", (invoice_id,)
    ).fetchone()[0]
    update(
        ctx.db,
        INVOICES,
        invoice_id,
        {"subtotal": total, "total": total, "amount_due": max(total, 0), "amount_remaining": max(total, 0)},
    )


def finalize(ctx: Context, invoice_id: str) -> None:
    inv = _require(ctx, invoice_id)
    if inv["status"] != "draft":
        raise invalid("This invoice is already finalized, you can't re-finalize a non-draft invoice.")
    cus = ctx.one(f"SELECT * FROM {CUSTOMERS.name} WHERE id = ?", (inv["customer"],))
    assert cus is not None
    number = f"{cus['invoice_prefix']}-{cus['next_invoice_sequence']:04d}"
    update(ctx.db, CUSTOMERS, cus["id"], {"next_invoice_sequence": cus["next_invoice_sequence"] + 1})
    changes: dict[str, Any] = {"status": "open", "number": number, "finalized_at": ctx.now()}
    if inv["amount_due"] == 0:
        changes.update(status="paid", paid_at=ctx.now())
    update(ctx.db, INVOICES, invoice_id, changes)


def payment_method_for(ctx: Context, inv: Any, pm_ref: str | None) -> Any | None:
    if pm_ref:
        return payment_methods.resolve(ctx, pm_ref)
    if inv["subscription"]:
        sub = ctx.one(
            "SELECT default_payment_method FROM stripe_subscriptions WHERE id = ?", (inv["subscription"],)
        )
        if sub is not None and sub["default_payment_method"]:
            return payment_methods.resolve(ctx, sub["default_payment_method"])
    cus = ctx.one(f"SELECT default_payment_method FROM {CUSTOMERS.name} WHERE id = ?", (inv["customer"],))
    if cus is not None and cus["default_payment_method"]:
        return payment_methods.resolve(ctx, cus["default_payment_method"])
    return None


NO_PAYMENT_METHOD = (
    "This customer has no attached payment source or default payment method. Please consider adding a "
    "default payment method. For more information, visit "
    "https://stripe.com/docs/billing/subscriptions/payment-methods-setting#payment-method-priority."
)


def charge_invoice(ctx: Context, invoice_id: str, pm_row: Any) -> Declined | None:
    """Charge an open invoice's amount due with a PaymentIntent; a decline keeps it open."""
    from toolproof.services.stripe.operations.payment_intents import card_error_body

    inv = _require(ctx, invoice_id)
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
    inv = _require(ctx, invoice_id)
    if inv["subscription"]:
        ctx.db.execute(
            "UPDATE stripe_subscriptions SET status = 'active' "
            "WHERE id = ? AND status IN ('past_due', 'incomplete', 'unpaid')",
            (inv["subscription"],),
        )


# -- invoices --------------------------------------------------------------------------------


class CreateInvoice(Params):
    customer: Str
    subscription: Str | None = None
    auto_advance: Bool | None = None
    collection_method: enum("charge_automatically", "send_invoice") = "charge_automatically"  # type: ignore[valid-type]
    days_until_due: Int | None = None
    due_date: Int | None = None
    currency: Currency | None = None
    description: Str | None = None
    metadata: Metadata | None = None
    pending_invoice_items_behavior: enum("exclude", "include") = "exclude"  # type: ignore[valid-type]
    default_payment_method: Str | None = None
    expand: Expand = Field(default_factory=list)


@service.operation("stripe.invoices.create", "POST", "/v1/invoices", writes=True)
def create_invoice(ctx: Context, p: CreateInvoice) -> Obj:
    """Create a draft invoice for a customer (pending invoice items only with ``include``)."""
    from toolproof.services.stripe.operations.customers import live_customer

    cus = live_customer(ctx, p.customer)
    if p.collection_method == "send_invoice" and p.days_until_due is None and p.due_date is None:
        raise invalid(
            "Invoices with `collection_method=send_invoice` must have a `days_until_due` or `due_date`.",
            param="days_until_due",
        )
    if p.subscription is not None:
        sub = ctx.one("SELECT customer FROM stripe_subscriptions WHERE id = ?", (p.subscription,))
        if sub is None:
            raise no_such("subscription", p.subscription, param="subscription", status=400)
    invoice_id = new_invoice(
        ctx,
        cus,
        currency=p.currency or cus["currency"] or "usd",
        subscription=p.subscription,
        collection_method=p.collection_method,
        days_until_due=p.days_until_due,
        description=empty_to_none(p.description),
        auto_advance=True if p.auto_advance is None else p.auto_advance,
        metadata=merge_metadata(None, p.metadata),
    )
    if p.due_date is not None:
        update(ctx.db, INVOICES, invoice_id, {"due_date": p.due_date})
    if p.pending_invoice_items_behavior == "include":
        ctx.db.execute(
            f"UPDATE {II} SET invoice = ? WHERE customer = ? AND invoice IS NULL AND kind = 'invoiceitem'",
            (invoice_id, cus["id"]),
        )
        recompute(ctx, invoice_id)
    return expand(ctx, _get(ctx, invoice_id), p.expand)


class RetrieveInvoice(Retrieve):
    invoice: Str


@service.operation("stripe.invoices.retrieve", "GET", "/v1/invoices/{invoice}", writes=False)
def retrieve_invoice(ctx: Context, p: RetrieveInvoice) -> Obj:
    """Retrieve an invoice."""
    _require(ctx, p.invoice)
    return expand(ctx, _get(ctx, p.invoice), p.expand)


class ListInvoices(ListParams):
    customer: Str | None = None
    subscription: Str | None = None
    status: enum("draft", "open", "paid", "uncollectible", "void") | None = None  # type: ignore[valid-type]
    collection_method: enum("charge_automatically", "send_invoice") | None = None  # type: ignore[valid-type]


@service.operation("stripe.invoices.list", "GET", "/v1/invoices", writes=False)
def list_invoices(ctx: Context, p: ListInvoices) -> Obj:
    """List invoices, newest first, by customer, subscription, status or collection method."""
    where, args = [], []
    for name in ("customer", "subscription", "status", "collection_method"):
        value = getattr(p, name)
        if value is not None:
            where.append(f"{name} = ?")
            args.append(value)
    return page(ctx, T, p, "/v1/invoices", render, where, args)


class InvoiceAction(Params):
    invoice: Str
    expand: Expand = Field(default_factory=list)


class FinalizeInvoice(InvoiceAction):
    auto_advance: Bool | None = None


@service.operation("stripe.invoices.finalize_invoice", "POST", "/v1/invoices/{invoice}/finalize", writes=True)
def finalize_invoice(ctx: Context, p: FinalizeInvoice) -> Obj:
    """Finalize a draft invoice: it gets a number and becomes ``open`` (``paid`` when nothing is due)."""
    finalize(ctx, p.invoice)
    if p.auto_advance is not None:
        update(ctx.db, INVOICES, p.invoice, {"auto_advance": p.auto_advance})
    return expand(ctx, _get(ctx, p.invoice), p.expand)


class PayInvoice(InvoiceAction):
    paid_out_of_band: Bool | None = None
    payment_method: Str | None = None
    off_session: Bool | None = None
    forgive: Bool | None = None
    source: Str | None = None


@service.operation("stripe.invoices.pay", "POST", "/v1/invoices/{invoice}/pay", writes=True)
def pay_invoice(ctx: Context, p: PayInvoice) -> Obj | Declined:
    """Pay an invoice now: charge its customer's card (or mark it paid out of band)."""
    inv = _require(ctx, p.invoice)
    if inv["status"] == "draft":
        finalize(ctx, p.invoice)
        inv = _require(ctx, p.invoice)
    if inv["status"] == "paid":
        raise invalid("Invoice is already paid")
    if inv["status"] not in ("open", "uncollectible"):
        raise invalid(f"This invoice can no longer be paid because it is {inv['status']}.")
    if p.paid_out_of_band:
        mark_paid(ctx, p.invoice, amount=0, paid_out_of_band=True)
        return expand(ctx, _get(ctx, p.invoice), p.expand)
    pm = payment_method_for(ctx, inv, p.payment_method or p.source)
    if pm is None:
        raise invalid(NO_PAYMENT_METHOD)
    declined = charge_invoice(ctx, p.invoice, pm)
    if declined is not None:
        return declined
    return expand(ctx, _get(ctx, p.invoice), p.expand)


@service.operation("stripe.invoices.void_invoice", "POST", "/v1/invoices/{invoice}/void", writes=True)
def void_invoice(ctx: Context, p: InvoiceAction) -> Obj:
    """Void an open (or uncollectible) invoice; paid and draft invoices cannot be voided."""
    inv = _require(ctx, p.invoice)
    if inv["status"] not in ("open", "uncollectible"):
        raise invalid(
            f"You can only void an invoice that is open or uncollectible. This invoice is {inv['status']}."
        )
    update(ctx.db, INVOICES, p.invoice, {"status": "void", "voided_at": ctx.now(), "amount_remaining": 0})
    if inv["payment_intent"]:
        ctx.db.execute(
            "UPDATE stripe_payment_intents SET status = 'canceled', canceled_at = ?, "
            "cancellation_reason = 'void_invoice' "
            "WHERE id = ? AND status != 'succeeded'",
            (ctx.now(), inv["payment_intent"]),
        )
    return expand(ctx, _get(ctx, p.invoice), p.expand)


INVOICE_SEARCH: dict[str, FieldKind] = {
    "created": "int",
    "currency": "text",
    "customer": "text",
    "number": "text",
    "status": "text",
    "subscription": "text",
    "total": "int",
    "metadata": "metadata",
}


@service.operation("stripe.invoices.search", "GET", "/v1/invoices/search", writes=False)
def search_invoices(ctx: Context, p: SearchParams) -> Obj:
    """Search invoices (``customer``, ``status``, ``number``, ``total``, ``created``, ``metadata``…)."""
    return run_search(ctx, T, p, "/v1/invoices/search", INVOICE_SEARCH, render)


class ListInvoiceLines(ListParams):
    invoice: Str


@service.operation("stripe.invoices.list_lines", "GET", "/v1/invoices/{invoice}/lines", writes=False)
def list_invoice_lines(ctx: Context, p: ListInvoiceLines) -> Obj:
    """An invoice's line items, in the order they were added."""
    _require(ctx, p.invoice)
    rows = ctx.all(f"SELECT * FROM {II} WHERE invoice = ? ORDER BY seq", (p.invoice,))
    lines = [render_line(ctx, r) for r in rows]
    ids = [line["id"] for line in lines]
    start = 0
    if p.starting_after is not None:
        if p.starting_after not in ids:
            raise no_such("line item", p.starting_after, param="starting_after", status=400)
        start = ids.index(p.starting_after) + 1
    chunk = lines[start : start + p.limit]
    return {
        "object": "list",
        "data": [expand(ctx, obj, p.expand, prefix="data.") for obj in chunk],
        "has_more": start + p.limit < len(lines),
        "url": f"/v1/invoices/{p.invoice}/lines",
    }


class UpdateInvoice(Params):
    invoice: Str
    description: Str | None = None
    metadata: Metadata | None = None
    auto_advance: Bool | None = None
    collection_method: enum("charge_automatically", "send_invoice") | None = None  # type: ignore[valid-type]
    days_until_due: Int | None = None
    due_date: Int | None = None
    expand: Expand = Field(default_factory=list)


@service.operation("stripe.invoices.update", "POST", "/v1/invoices/{invoice}", writes=True)
def update_invoice(ctx: Context, p: UpdateInvoice) -> Obj:
    """Update an invoice: metadata and ``auto_advance`` any time, the rest only while a draft."""
    inv = _require(ctx, p.invoice)
    given = p.model_fields_set - {"invoice", "expand"}
    draft_only = given - {"metadata", "auto_advance", "description"}
    if draft_only and inv["status"] != "draft":
        raise invalid(
            f"You can only update {', '.join(sorted(draft_only))} on a draft invoice; this invoice is "
            f"{inv['status']}.",
            code="invoice_not_editable",
        )
    changes: dict[str, Any] = {}
    if "description" in given:
        changes["description"] = empty_to_none(p.description)
    if "metadata" in given:
        changes["metadata"] = merge_metadata(inv["metadata"], p.metadata)
    if p.auto_advance is not None:
        changes["auto_advance"] = p.auto_advance
    if p.collection_method is not None:
        changes["collection_method"] = p.collection_method
    if p.days_until_due is not None:
        changes["due_date"] = inv["created"] + p.days_until_due * 86400
    if p.due_date is not None:
        changes["due_date"] = p.due_date
    update(ctx.db, INVOICES, p.invoice, changes)
    return expand(ctx, _get(ctx, p.invoice), p.expand)


class DeleteInvoice(Params):
    invoice: Str


@service.operation(
    "stripe.invoices.delete", "DELETE", "/v1/invoices/{invoice}", writes=True, destructive=True
)
def delete_invoice(ctx: Context, p: DeleteInvoice) -> Obj:
    """Delete a draft invoice (its invoice items become pending again); others must be voided."""
    inv = _require(ctx, p.invoice)
    if inv["status"] != "draft":
        raise invalid(
            "You can only delete draft invoices. Finalized invoices can be voided instead.",
            code="invoice_not_editable",
        )
    ctx.db.execute(f"DELETE FROM {II} WHERE invoice = ? AND kind = 'subscription'", (p.invoice,))
    ctx.db.execute(f"UPDATE {II} SET invoice = NULL WHERE invoice = ?", (p.invoice,))
    ctx.db.execute(f"DELETE FROM {T} WHERE id = ?", (p.invoice,))
    return {"id": p.invoice, "object": "invoice", "deleted": True}


@service.operation(
    "stripe.invoices.mark_uncollectible", "POST", "/v1/invoices/{invoice}/mark_uncollectible", writes=True
)
def mark_uncollectible(ctx: Context, p: InvoiceAction) -> Obj:
    """Mark an open invoice uncollectible (it can still be paid or voided later)."""
    inv = _require(ctx, p.invoice)
    if inv["status"] != "open":
        raise invalid(f"You can only mark open invoices as uncollectible. This invoice is {inv['status']}.")
    update(ctx.db, INVOICES, p.invoice, {"status": "uncollectible", "marked_uncollectible_at": ctx.now()})
    return expand(ctx, _get(ctx, p.invoice), p.expand)
