"""Invoices: create, retrieve, update, delete, list, search, lines, finalize, pay, void, uncollectible,
send.

A new invoice takes the customer's ``invoice_settings`` (custom fields, footer) unless it says
otherwise; ``number`` set on a draft is kept at finalization; ``shipping_cost`` adds to the total;
``from_invoice`` makes a revision that voids the original when it is finalized. The lifecycle helpers
(totals, finalization, charging) live in ``billing.py``.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import Field

from toolproof.service import Context, Params
from toolproof.services.stripe.common import (
    Obj,
    empty_to_none,
    expand,
    jdump,
    jload,
    merge_metadata,
    next_seq,
    page,
    require,
)
from toolproof.services.stripe.dialect import Declined
from toolproof.services.stripe.errors import invalid, no_such
from toolproof.services.stripe.handlers import Filters, search_operation
from toolproof.services.stripe.operations import discounts
from toolproof.services.stripe.operations.billing import (
    II,
    NO_PAYMENT_METHOD,
    T,
    charge_invoice,
    finalize,
    get_invoice,
    mark_paid,
    new_invoice,
    payment_method_for,
    recompute,
    render,
    render_line,
    require_invoice,
)
from toolproof.services.stripe.operations.billing_params import (
    AutomaticTax,
    CustomFields,
    Discount,
    Discounts,
    InvoiceShipping,
    Liability,
    PaymentSettings,
    Rendering,
    ShippingCost,
    check_ids,
    check_liability,
    custom_fields_json,
    extra_of,
    shipping_cost,
    shipping_details_json,
)
from toolproof.services.stripe.operations.charges import TransferData, no_connect
from toolproof.services.stripe.operations.intent_params import Blankable, check_types
from toolproof.services.stripe.params import (
    Bool,
    Created,
    Currency,
    Expand,
    Int,
    ListParams,
    Metadata,
    PageParams,
    Retrieve,
    Str,
    Str22,
    Str26,
    Str1500,
    StrList,
    Timestamp,
    Unsettable,
    enum,
)
from toolproof.services.stripe.search import FieldKind
from toolproof.services.stripe.service import service
from toolproof.services.stripe.tables import INVOICE_ITEMS, INVOICES, insert, update


class FromInvoice(Params):
    action: enum("revision")  # type: ignore[valid-type]
    invoice: Str


class InvoiceFields(Params):
    """What create and update share."""

    account_tax_ids: Annotated[StrList | None, Blankable] = None
    application_fee_amount: Int | None = None
    auto_advance: Bool | None = None
    automatic_tax: AutomaticTax | None = None
    custom_fields: CustomFields = None
    days_until_due: Int | None = None
    default_payment_method: Str | None = None
    default_source: Str | None = None
    default_tax_rates: Annotated[StrList | None, Blankable] = None
    description: Str1500 | None = None
    discounts: Discounts = None
    due_date: Timestamp | None = None
    effective_at: Annotated[Timestamp | None, Unsettable] = None
    footer: Str | None = None
    issuer: Liability | None = None
    metadata: Metadata | None = None
    number: Str26 | None = None
    on_behalf_of: Str | None = None
    payment_settings: PaymentSettings | None = None
    rendering: Rendering | None = None
    shipping_cost: Annotated[ShippingCost | None, Unsettable] = None
    shipping_details: Annotated[InvoiceShipping | None, Unsettable] = None
    statement_descriptor: Str22 | None = None
    transfer_data: Annotated[TransferData | None, Unsettable] = None
    expand: Expand = Field(default_factory=list)


def _check_references(ctx: Context, p: InvoiceFields, customer: str) -> None:
    """Every id an invoice parameter names must exist on the double's account (most kinds cannot)."""
    no_connect(
        on_behalf_of=p.on_behalf_of,
        transfer_data=p.transfer_data,
        fee=("application_fee_amount", p.application_fee_amount),
    )
    check_ids(p.account_tax_ids, "tax ID", "account_tax_ids")
    check_ids(p.default_tax_rates, "tax rate", "default_tax_rates")
    check_liability(p.issuer, "issuer")
    if p.automatic_tax is not None:
        check_liability(p.automatic_tax.liability, "automatic_tax[liability]")
    if p.payment_settings is not None:
        check_types(p.payment_settings.payment_method_types, "payment_settings[payment_method_types]")
        mandate = p.payment_settings.default_mandate
        if mandate:
            raise no_such("mandate", mandate, param="payment_settings[default_mandate]", status=400)
    for name in ("default_payment_method", "default_source"):
        ref = getattr(p, name)
        if ref:
            row = ctx.one("SELECT customer FROM stripe_payment_methods WHERE id = ?", (ref,))
            if row is None or row["customer"] != customer:
                noun = "PaymentMethod" if name == "default_payment_method" else "source"
                raise no_such(noun, ref, param=name, status=400)


def _kept(current: dict[str, Any], p: InvoiceFields) -> str | None:
    """The echo-only settings, merged into the invoice's ``extra``."""
    given = p.model_fields_set
    if "automatic_tax" in given and p.automatic_tax is not None:
        current["automatic_tax"] = p.automatic_tax.model_dump(exclude_none=True)
    if "issuer" in given and p.issuer is not None:
        current["issuer"] = p.issuer.model_dump(exclude_none=True)
    if "payment_settings" in given and p.payment_settings is not None:
        current["payment_settings"] = {
            **current.get("payment_settings", {}),
            **p.payment_settings.model_dump(exclude_unset=True),
        }
    if "rendering" in given and p.rendering is not None:
        current["rendering"] = p.rendering.model_dump(exclude_none=True)
    return jdump(current) if current else None


_SCALARS = (
    "description",
    "footer",
    "statement_descriptor",
    "number",
    "default_payment_method",
    "default_source",
)


def _fields(ctx: Context, p: InvoiceFields, row: Any, currency: str) -> dict[str, Any]:
    """The columns the shared parameters set (only those given)."""
    given = p.model_fields_set
    changes: dict[str, Any] = {}
    for name in _SCALARS:
        if name in given:
            changes[name] = empty_to_none(getattr(p, name))
    if "custom_fields" in given:
        changes["custom_fields"] = custom_fields_json(p.custom_fields)
    if "effective_at" in given:
        changes["effective_at"] = p.effective_at
    if "shipping_details" in given:
        changes["shipping_details"] = shipping_details_json(p.shipping_details)
    if "shipping_cost" in given:
        changes["shipping_cost"], changes["amount_shipping"] = shipping_cost(ctx, p.shipping_cost, currency)
    if p.auto_advance is not None:
        changes["auto_advance"] = p.auto_advance
    extra = _kept(extra_of(row), p)
    if extra is not None:
        changes["extra"] = extra
    if p.number:
        taken = ctx.one(f"SELECT id FROM {T} WHERE number = ? AND id != ?", (p.number, row["id"]))
        if taken is not None:
            raise invalid(f"Invoice number {p.number} is already used by {taken['id']}.", param="number")
    return changes


#: What a revision copies from the invoice it revises besides lines, custom fields and footer.
_REVISED = (
    "amount_shipping",
    "shipping_cost",
    "shipping_details",
    "statement_descriptor",
    "default_payment_method",
    "default_source",
    "effective_at",
    "extra",
)


class CreateInvoice(InvoiceFields):
    customer: Str | None = None
    subscription: Str | None = None
    collection_method: enum("charge_automatically", "send_invoice") = "charge_automatically"  # type: ignore[valid-type]
    currency: Currency | None = None
    from_invoice: FromInvoice | None = None
    pending_invoice_items_behavior: enum("exclude", "include") = "exclude"  # type: ignore[valid-type]


def _revision_of(ctx: Context, p: CreateInvoice) -> Any:
    assert p.from_invoice is not None
    original = require(ctx, T, p.from_invoice.invoice, "invoice", param="from_invoice[invoice]", status=400)
    if original["status"] not in ("open", "uncollectible"):
        raise invalid(
            "You can only revise invoices that are open or uncollectible. This invoice is "
            f"{original['status']}.",
            param="from_invoice[invoice]",
        )
    if original["latest_revision"]:
        raise invalid(
            f"Invoice {original['id']} already has a revision ({original['latest_revision']}); revise "
            "that one instead.",
            param="from_invoice[invoice]",
        )
    if p.customer is not None and p.customer != original["customer"]:
        raise invalid("A revision must have the same customer as the invoice it revises.", param="customer")
    return original


def _copy_lines(ctx: Context, source: str, target: str) -> None:
    for line in ctx.all(f"SELECT * FROM {II} WHERE invoice = ? ORDER BY seq", (source,)):
        row = dict(line)
        row.update(
            id=ctx.new_id("ii_" if row["kind"] == "invoiceitem" else "il_", 24),
            seq=next_seq(ctx, II),
            invoice=target,
            created=ctx.now(),
        )
        insert(ctx.db, INVOICE_ITEMS, row)


@service.operation("stripe.invoices.create", "POST", "/v1/invoices", writes=True)
def create_invoice(ctx: Context, p: CreateInvoice) -> Obj:
    """Create a draft invoice for a customer (pending invoice items only with ``include``), or a
    revision of an open invoice (``from_invoice``)."""
    from toolproof.services.stripe.operations.customers import live_customer

    original = _revision_of(ctx, p) if p.from_invoice is not None else None
    customer_id = p.customer or (original["customer"] if original is not None else None)
    if customer_id is None:
        raise invalid("Missing required param: customer.", param="customer", code="parameter_missing")
    cus = live_customer(ctx, customer_id)
    collection = p.collection_method
    if original is not None and "collection_method" not in p.model_fields_set:
        collection = original["collection_method"]
    needs_due = collection == "send_invoice" and original is None
    if needs_due and p.days_until_due is None and p.due_date is None:
        raise invalid(
            "Invoices with `collection_method=send_invoice` must have a `days_until_due` or `due_date`.",
            param="days_until_due",
        )
    if p.subscription is not None:
        sub = ctx.one("SELECT customer FROM stripe_subscriptions WHERE id = ?", (p.subscription,))
        if sub is None:
            raise no_such("subscription", p.subscription, param="subscription", status=400)
    _check_references(ctx, p, cus["id"])
    currency = (
        p.currency or (original["currency"] if original is not None else None) or cus["currency"] or "usd"
    )
    invoice_id = new_invoice(
        ctx,
        cus,
        currency=currency,
        subscription=p.subscription or (original["subscription"] if original is not None else None),
        collection_method=collection,
        days_until_due=p.days_until_due,
        description=empty_to_none(p.description),
        auto_advance=True if p.auto_advance is None else p.auto_advance,
        metadata=merge_metadata(None, p.metadata),
    )
    # The customer's invoice settings are the invoice's defaults; a revision starts as its original.
    settings = jload(cus["invoice_settings"], {}) or {}
    inherited: dict[str, Any] = {
        "custom_fields": jdump(settings["custom_fields"]) if settings.get("custom_fields") else None,
        "footer": settings.get("footer"),
    }
    if original is not None:
        inherited.update(
            from_invoice=jdump({"action": "revision", "invoice": original["id"]}),
            due_date=original["due_date"],
            custom_fields=original["custom_fields"],
            footer=original["footer"],
            **{name: original[name] for name in _REVISED},
        )
        if p.description is None:
            inherited["description"] = original["description"]
        update(ctx.db, INVOICES, original["id"], {"latest_revision": invoice_id})
    row = ctx.one(f"SELECT * FROM {T} WHERE id = ?", (invoice_id,))
    inherited.update(_fields(ctx, p, row, currency))
    if p.due_date is not None:
        inherited["due_date"] = p.due_date
    update(ctx.db, INVOICES, invoice_id, inherited)
    if "discounts" in p.model_fields_set:
        _set_discounts(ctx, p.discounts, cus["id"], invoice_id, currency)
    if original is not None:
        _copy_lines(ctx, original["id"], invoice_id)
    if p.pending_invoice_items_behavior == "include":
        ctx.db.execute(
            f"UPDATE {II} SET invoice = ? WHERE customer = ? AND invoice IS NULL AND kind = 'invoiceitem'",
            (invoice_id, cus["id"]),
        )
    recompute(ctx, invoice_id)
    return expand(ctx, get_invoice(ctx, invoice_id), p.expand)


class RetrieveInvoice(Retrieve):
    invoice: Str


@service.operation("stripe.invoices.retrieve", "GET", "/v1/invoices/{invoice}", writes=False)
def retrieve_invoice(ctx: Context, p: RetrieveInvoice) -> Obj:
    """Retrieve an invoice."""
    require_invoice(ctx, p.invoice)
    return expand(ctx, get_invoice(ctx, p.invoice), p.expand)


class ListInvoices(ListParams):
    customer: Str | None = None
    subscription: Str | None = None
    status: enum("draft", "open", "paid", "uncollectible", "void") | None = None  # type: ignore[valid-type]
    collection_method: enum("charge_automatically", "send_invoice") | None = None  # type: ignore[valid-type]
    due_date: Created | None = None


@service.operation("stripe.invoices.list", "GET", "/v1/invoices", writes=False)
def list_invoices(ctx: Context, p: ListInvoices) -> Obj:
    """List invoices, newest first, by customer, subscription, status or collection method."""
    f = Filters().equal_each(p, "customer", "subscription", "status", "collection_method")
    f.within("due_date", p.due_date)
    return page(ctx, T, p, "/v1/invoices", render, f.where, f.args)


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
    return expand(ctx, get_invoice(ctx, p.invoice), p.expand)


class PayInvoice(InvoiceAction):
    forgive: Bool | None = None
    mandate: Annotated[Str | None, Blankable] = None
    off_session: Bool | None = None
    paid_out_of_band: Bool | None = None
    payment_method: Str | None = None
    source: Str | None = None


@service.operation("stripe.invoices.pay", "POST", "/v1/invoices/{invoice}/pay", writes=True)
def pay_invoice(ctx: Context, p: PayInvoice) -> Obj | Declined:
    """Pay an invoice now: charge its customer's card (or mark it paid out of band)."""
    inv = require_invoice(ctx, p.invoice)
    if p.mandate:
        raise no_such("mandate", p.mandate, param="mandate", status=400)
    if inv["status"] == "draft":
        finalize(ctx, p.invoice)
        inv = require_invoice(ctx, p.invoice)
    if inv["status"] == "paid":
        raise invalid("Invoice is already paid")
    if inv["status"] not in ("open", "uncollectible"):
        raise invalid(f"This invoice can no longer be paid because it is {inv['status']}.")
    if p.paid_out_of_band:
        mark_paid(ctx, p.invoice, amount=0, paid_out_of_band=True)
        return expand(ctx, get_invoice(ctx, p.invoice), p.expand)
    pm = payment_method_for(ctx, inv, p.payment_method or p.source)
    if pm is None:
        raise invalid(NO_PAYMENT_METHOD)
    declined = charge_invoice(ctx, p.invoice, pm)
    if declined is not None:
        return declined
    return expand(ctx, get_invoice(ctx, p.invoice), p.expand)


@service.operation("stripe.invoices.void_invoice", "POST", "/v1/invoices/{invoice}/void", writes=True)
def void_invoice(ctx: Context, p: InvoiceAction) -> Obj:
    """Void an open (or uncollectible) invoice; paid and draft invoices cannot be voided."""
    inv = require_invoice(ctx, p.invoice)
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
    return expand(ctx, get_invoice(ctx, p.invoice), p.expand)


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


search_operation(
    service,
    "stripe.invoices.search",
    "/v1/invoices/search",
    T,
    INVOICE_SEARCH,
    render,
    doc="Search invoices (``customer``, ``status``, ``number``, ``total``, ``created``, ``metadata``…).",
)


class ListInvoiceLines(PageParams):
    invoice: Str


@service.operation("stripe.invoices.list_lines", "GET", "/v1/invoices/{invoice}/lines", writes=False)
def list_invoice_lines(ctx: Context, p: ListInvoiceLines) -> Obj:
    """An invoice's line items, in the order they were added."""
    require_invoice(ctx, p.invoice)
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


class UpdateInvoice(InvoiceFields):
    invoice: Str
    collection_method: enum("charge_automatically", "send_invoice") | None = None  # type: ignore[valid-type]


#: What can change after an invoice is finalized; the rest only while it is a draft.
AFTER_FINALIZATION = frozenset(
    {
        "metadata",
        "auto_advance",
        "description",
        "footer",
        "custom_fields",
        "default_payment_method",
        "default_source",
        "payment_settings",
        "rendering",
        "statement_descriptor",
        "shipping_details",
        "account_tax_ids",
        "issuer",
    }
)


def _set_discounts(
    ctx: Context, given: list[Discount] | None, customer: str, invoice_id: str, currency: str
) -> None:
    """``discounts`` on a draft: its discounts are replaced (``""`` removes them, and the customer's
    is then not inherited); coupons and promotion codes are redeemed for this invoice."""
    target = discounts.Target(customer, currency, "invoice")
    checked = discounts.check_list(ctx, given, "discounts", target)
    ids = discounts.redeem_list(ctx, checked, customer=customer, invoice=invoice_id)
    update(ctx.db, INVOICES, invoice_id, {"discounts": jdump(ids) if ids else None})


@service.operation("stripe.invoices.update", "POST", "/v1/invoices/{invoice}", writes=True)
def update_invoice(ctx: Context, p: UpdateInvoice) -> Obj:
    """Update an invoice: descriptive settings any time, amounts and terms only while it is a draft."""
    inv = require_invoice(ctx, p.invoice)
    given = p.model_fields_set - {"invoice", "expand"}
    draft_only = given - AFTER_FINALIZATION
    if draft_only and inv["status"] != "draft":
        raise invalid(
            f"You can only update {', '.join(sorted(draft_only))} on a draft invoice; this invoice is "
            f"{inv['status']}.",
            code="invoice_not_editable",
        )
    _check_references(ctx, p, inv["customer"])
    changes = _fields(ctx, p, inv, inv["currency"])
    if "metadata" in given:
        changes["metadata"] = merge_metadata(inv["metadata"], p.metadata)
    if p.collection_method is not None:
        changes["collection_method"] = p.collection_method
    if p.days_until_due is not None:
        changes["due_date"] = inv["created"] + p.days_until_due * 86400
    if p.due_date is not None:
        changes["due_date"] = p.due_date
    update(ctx.db, INVOICES, p.invoice, changes)
    if "discounts" in given:
        _set_discounts(ctx, p.discounts, inv["customer"], p.invoice, inv["currency"])
    if "shipping_cost" in given or "discounts" in given:
        recompute(ctx, p.invoice)
    return expand(ctx, get_invoice(ctx, p.invoice), p.expand)


class DeleteInvoice(Params):
    invoice: Str


@service.operation(
    "stripe.invoices.delete", "DELETE", "/v1/invoices/{invoice}", writes=True, destructive=True
)
def delete_invoice(ctx: Context, p: DeleteInvoice) -> Obj:
    """Delete a draft invoice (its invoice items become pending again); others must be voided."""
    inv = require_invoice(ctx, p.invoice)
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
    inv = require_invoice(ctx, p.invoice)
    if inv["status"] != "open":
        raise invalid(f"You can only mark open invoices as uncollectible. This invoice is {inv['status']}.")
    update(ctx.db, INVOICES, p.invoice, {"status": "uncollectible", "marked_uncollectible_at": ctx.now()})
    return expand(ctx, get_invoice(ctx, p.invoice), p.expand)


@service.operation("stripe.invoices.send_invoice", "POST", "/v1/invoices/{invoice}/send", writes=True)
def send_invoice(ctx: Context, p: InvoiceAction) -> Obj:
    """Email a finalized ``send_invoice`` invoice to its customer now (the double records when)."""
    inv = require_invoice(ctx, p.invoice)
    if inv["status"] == "draft":
        raise invalid("You can only send an invoice once it has been finalized.")
    if inv["collection_method"] != "send_invoice":
        raise invalid("You can only manually send an invoice if its collection method is 'send_invoice'.")
    if inv["status"] == "void":
        raise invalid("You can't send a voided invoice.")
    extra = extra_of(inv)
    extra["sent_at"] = [*extra.get("sent_at", []), ctx.now()]
    update(ctx.db, INVOICES, p.invoice, {"extra": jdump(extra)})
    return expand(ctx, get_invoice(ctx, p.invoice), p.expand)
