"""Invoice items: create (pending or on a draft invoice), retrieve, update, list, delete.

Adding, changing or deleting an item on a draft invoice recomputes the invoice's totals; items on a
finalized invoice are frozen.
"""

from __future__ import annotations

from typing import Any

from pydantic import Field

from toolproof.service import Context, Params
from toolproof.services.stripe import service
from toolproof.services.stripe.common import Obj, empty_to_none, expand, merge_metadata, page
from toolproof.services.stripe.errors import invalid, no_such
from toolproof.services.stripe.operations import prices
from toolproof.services.stripe.operations.billing import II, T, add_line, load_item, recompute, render_item
from toolproof.services.stripe.params import (
    Amount,
    Bool,
    Currency,
    Expand,
    Int,
    ListParams,
    Metadata,
    Quantity,
    Retrieve,
    Str,
)
from toolproof.services.stripe.tables import INVOICE_ITEMS, update


class Period(Params):
    start: Int
    end: Int


class CreateInvoiceItem(Params):
    customer: Str
    amount: Int | None = None
    currency: Currency | None = None
    price: Str | None = None
    unit_amount: Amount | None = None
    quantity: Quantity | None = None
    description: Str | None = None
    invoice: Str | None = None
    subscription: Str | None = None
    discountable: Bool | None = None
    period: Period | None = None
    metadata: Metadata | None = None
    expand: Expand = Field(default_factory=list)


@service.operation("stripe.invoiceitems.create", "POST", "/v1/invoiceitems", writes=True)
def create_invoice_item(ctx: Context, p: CreateInvoiceItem) -> Obj:
    """Add an invoice item: pending, or on a draft invoice of the same customer."""
    from toolproof.services.stripe.operations.customers import live_customer

    cus = live_customer(ctx, p.customer)
    quantity = 1 if p.quantity is None else p.quantity
    currency = p.currency
    if p.price is not None:
        price = prices.active_price(ctx, p.price, "price")
        unit, currency = price["unit_amount"], price["currency"]
        amount = unit * quantity
    elif p.unit_amount is not None:
        unit, amount = p.unit_amount, p.unit_amount * quantity
    elif p.amount is not None:
        if p.quantity is not None:
            raise invalid(
                "You may only specify one of these parameters: amount, quantity.",
                code="parameters_exclusive",
                param="quantity",
            )
        unit, amount = p.amount, p.amount
    else:
        raise invalid("Missing required param: amount.", param="amount", code="parameter_missing")
    if currency is None:
        raise invalid("Missing required param: currency.", param="currency", code="parameter_missing")
    if abs(amount) > 99_999_999:
        raise invalid(
            "Invoice item amounts must be no more than 99999999.", param="amount", code="amount_too_large"
        )
    if p.invoice is not None:
        inv = ctx.one(f"SELECT * FROM {T} WHERE id = ?", (p.invoice,))
        if inv is None:
            raise no_such("invoice", p.invoice, param="invoice", status=400)
        if inv["customer"] != cus["id"]:
            raise invalid(f"Invoice {p.invoice} does not belong to customer {cus['id']}.", param="invoice")
        if inv["status"] != "draft":
            raise invalid(
                f"Invoice {p.invoice} is no longer editable: invoice items can only be added to draft "
                "invoices.",
                param="invoice",
                code="invoice_not_editable",
            )
        if inv["currency"] != currency:
            raise invalid(
                f"The currency of this invoice item ({currency}) does not match the invoice's "
                f"({inv['currency']}).",
                param="currency",
            )
    now = ctx.now()
    item_id = add_line(
        ctx,
        p.invoice,
        cus["id"],
        subscription=p.subscription,
        price=p.price,
        amount=amount,
        unit_amount=unit,
        quantity=quantity,
        currency=currency,
        description=empty_to_none(p.description),
        discountable=True if p.discountable is None else p.discountable,
        period_start=p.period.start if p.period else now,
        period_end=p.period.end if p.period else now,
        metadata=merge_metadata(None, p.metadata),
    )
    obj = load_item(ctx, item_id)
    assert obj is not None
    return expand(ctx, obj, p.expand)


class RetrieveInvoiceItem(Retrieve):
    invoiceitem: Str


@service.operation("stripe.invoiceitems.retrieve", "GET", "/v1/invoiceitems/{invoiceitem}", writes=False)
def retrieve_invoice_item(ctx: Context, p: RetrieveInvoiceItem) -> Obj:
    """Retrieve an invoice item."""
    obj = load_item(ctx, p.invoiceitem)
    if obj is None:
        raise no_such("invoiceitem", p.invoiceitem, param="invoiceitem")
    return expand(ctx, obj, p.expand)


class ListInvoiceItems(ListParams):
    customer: Str | None = None
    invoice: Str | None = None
    pending: Bool | None = None


@service.operation("stripe.invoiceitems.list", "GET", "/v1/invoiceitems", writes=False)
def list_invoice_items(ctx: Context, p: ListInvoiceItems) -> Obj:
    """List invoice items, newest first, by customer, invoice or pending."""
    where, args = ["kind = 'invoiceitem'"], []
    for name in ("customer", "invoice"):
        value = getattr(p, name)
        if value is not None:
            where.append(f"{name} = ?")
            args.append(value)
    if p.pending is not None:
        where.append("invoice IS NULL" if p.pending else "invoice IS NOT NULL")
    return page(ctx, II, p, "/v1/invoiceitems", render_item, where, args)


class DeleteInvoiceItem(Params):
    invoiceitem: Str


@service.operation(
    "stripe.invoiceitems.delete", "DELETE", "/v1/invoiceitems/{invoiceitem}", writes=True, destructive=True
)
def delete_invoice_item(ctx: Context, p: DeleteInvoiceItem) -> Obj:
    """Delete a pending invoice item or one on a draft invoice."""
    row = ctx.one(f"SELECT * FROM {II} WHERE id = ? AND kind = 'invoiceitem'", (p.invoiceitem,))
    if row is None:
        raise no_such("invoiceitem", p.invoiceitem, param="invoiceitem")
    if row["invoice"] is not None:
        inv = ctx.one(f"SELECT status FROM {T} WHERE id = ?", (row["invoice"],))
        if inv is not None and inv["status"] != "draft":
            raise invalid(
                "Invoice items on finalized invoices cannot be deleted.", code="invoice_not_editable"
            )
    ctx.db.execute(f"DELETE FROM {II} WHERE id = ?", (p.invoiceitem,))
    if row["invoice"] is not None:
        recompute(ctx, row["invoice"])
    return {"id": p.invoiceitem, "object": "invoiceitem", "deleted": True}


class UpdateInvoiceItem(Params):
    invoiceitem: Str
    amount: Int | None = None
    unit_amount: Amount | None = None
    quantity: Quantity | None = None
    description: Str | None = None
    discountable: Bool | None = None
    metadata: Metadata | None = None
    expand: Expand = Field(default_factory=list)


@service.operation("stripe.invoiceitems.update", "POST", "/v1/invoiceitems/{invoiceitem}", writes=True)
def update_invoice_item(ctx: Context, p: UpdateInvoiceItem) -> Obj:
    """Update a pending invoice item or one on a draft invoice (amounts recompute the invoice)."""
    row = ctx.one(f"SELECT * FROM {II} WHERE id = ? AND kind = 'invoiceitem'", (p.invoiceitem,))
    if row is None:
        raise no_such("invoiceitem", p.invoiceitem, param="invoiceitem")
    if row["invoice"] is not None:
        inv = ctx.one(f"SELECT status FROM {T} WHERE id = ?", (row["invoice"],))
        if (
            inv is not None
            and inv["status"] != "draft"
            and p.model_fields_set - {"invoiceitem", "metadata", "expand"}
        ):
            raise invalid(
                "Invoice items on finalized invoices can only have their metadata updated.",
                code="invoice_not_editable",
            )
    changes: dict[str, Any] = {}
    if p.amount is not None:
        changes.update(amount=p.amount, unit_amount=p.amount, quantity=1)
    if p.unit_amount is not None or p.quantity is not None:
        unit = row["unit_amount"] if p.unit_amount is None else p.unit_amount
        quantity = row["quantity"] if p.quantity is None else p.quantity
        changes.update(amount=unit * quantity, unit_amount=unit, quantity=quantity)
    if "description" in p.model_fields_set:
        changes["description"] = empty_to_none(p.description)
    if p.discountable is not None:
        changes["discountable"] = p.discountable
    if p.metadata is not None:
        changes["metadata"] = merge_metadata(row["metadata"], p.metadata)
    update(ctx.db, INVOICE_ITEMS, p.invoiceitem, changes)
    if row["invoice"] is not None and "amount" in changes:
        recompute(ctx, row["invoice"])
    obj = load_item(ctx, p.invoiceitem)
    assert obj is not None
    return expand(ctx, obj, p.expand)
