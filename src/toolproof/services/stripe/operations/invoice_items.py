"""Invoice items: create (pending or on a draft invoice), retrieve, update, list, delete.

Adding, changing or deleting an item on a draft invoice recomputes the invoice's totals; items on a
finalized invoice are frozen.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP
from decimal import Decimal as Dec
from typing import Any

from pydantic import Field

from toolproof.service import Context, Params
from toolproof.services.stripe.common import (
    Obj,
    empty_to_none,
    expand,
    jdump,
    jload,
    merge_metadata,
    page,
    require,
)
from toolproof.services.stripe.errors import invalid, no_such
from toolproof.services.stripe.handlers import Filters, retrieved
from toolproof.services.stripe.operations import discounts, prices
from toolproof.services.stripe.operations.billing import II, T, add_line, load_item, recompute, render_item
from toolproof.services.stripe.operations.billing_params import (
    Discount,
    Discounts,
    TaxRates,
    check_ids,
)
from toolproof.services.stripe.operations.prices import OneTimePriceData, price_from_data
from toolproof.services.stripe.params import (
    Bool,
    Currency,
    Decimal,
    Expand,
    Int,
    ListParams,
    Metadata,
    Quantity,
    Retrieve,
    Str,
    Timestamp,
    enum,
)
from toolproof.services.stripe.pricing import line_amount, unit_amount_of
from toolproof.services.stripe.service import service
from toolproof.services.stripe.tables import INVOICE_ITEMS, update


class Period(Params):
    start: Timestamp
    end: Timestamp


class ItemFields(Params):
    """What create and update share."""

    amount: Int | None = None
    description: Str | None = None
    discountable: Bool | None = None
    discounts: Discounts = None
    metadata: Metadata | None = None
    period: Period | None = None
    price: Str | None = None
    price_data: OneTimePriceData | None = None
    quantity: Quantity | None = None
    tax_behavior: enum("exclusive", "inclusive", "unspecified") | None = None  # type: ignore[valid-type]
    tax_code: Str | None = None
    tax_rates: TaxRates = None
    unit_amount: Int | None = None  # negative reduces the amount due, as a negative amount does
    unit_amount_decimal: Decimal | None = None
    expand: Expand = Field(default_factory=list)


class CreateInvoiceItem(ItemFields):
    customer: Str
    currency: Currency | None = None
    invoice: Str | None = None
    subscription: Str | None = None


def _check_item(p: ItemFields) -> None:
    check_ids(p.tax_rates, "tax rate", "tax_rates")
    if p.price is not None and p.price_data is not None:
        raise invalid(
            "You may only specify one of these parameters: price, price_data.",
            code="parameters_exclusive",
            param="price_data",
        )
    if p.unit_amount is not None and p.unit_amount_decimal is not None:
        raise invalid(
            "You may only specify one of these parameters: unit_amount, unit_amount_decimal.",
            code="parameters_exclusive",
            param="unit_amount_decimal",
        )


def _priced(ctx: Context, p: ItemFields, quantity: int, currency: str | None) -> dict[str, Any]:
    """Amount, unit amount, price and currency of an item from ``price``, ``price_data`` or amounts."""
    if p.price_data is not None:
        price_id = price_from_data(ctx, p.price_data.product, p.price_data, "price_data")
        price = ctx.one("SELECT * FROM stripe_prices WHERE id = ?", (price_id,))
    elif p.price is not None:
        price = prices.active_price(ctx, p.price, "price")
    else:
        price = None
    if price is not None:
        return {
            "price": price["id"],
            "currency": price["currency"],
            "amount": line_amount(price, quantity),
            "unit_amount": unit_amount_of(price),
            "unit_amount_decimal": price["unit_amount_decimal"],
        }
    if p.unit_amount_decimal is not None:
        unit = Dec(p.unit_amount_decimal)
        return {
            "currency": currency,
            "amount": int((unit * quantity).quantize(Dec(1), rounding=ROUND_HALF_UP)),
            "unit_amount": None if unit != unit.to_integral() else int(unit),
            "unit_amount_decimal": p.unit_amount_decimal,
        }
    if p.unit_amount is not None:
        return {"currency": currency, "amount": p.unit_amount * quantity, "unit_amount": p.unit_amount}
    return {"currency": currency}


def _extra(p: ItemFields, current: str | None = None) -> str | None:
    extra: dict[str, Any] = dict(jload(current, {}) or {})
    for name in ("tax_behavior", "tax_code"):
        if name in p.model_fields_set:
            extra[name] = empty_to_none(getattr(p, name))
    return jdump(extra) if extra else current


@service.operation("stripe.invoiceitems.create", "POST", "/v1/invoiceitems", writes=True)
def create_invoice_item(ctx: Context, p: CreateInvoiceItem) -> Obj:
    """Add an invoice item: pending, or on a draft invoice of the same customer."""
    from toolproof.services.stripe.operations.customers import live_customer

    cus = live_customer(ctx, p.customer)
    _check_item(p)
    quantity = 1 if p.quantity is None else p.quantity
    priced = _priced(ctx, p, quantity, p.currency)
    currency = priced["currency"]
    if "amount" in priced:
        amount = priced["amount"]
    elif p.amount is not None:
        if p.quantity is not None:
            raise invalid(
                "You may only specify one of these parameters: amount, quantity.",
                code="parameters_exclusive",
                param="quantity",
            )
        amount = p.amount
        priced["unit_amount"] = p.amount
    else:
        raise invalid("Missing required param: amount.", param="amount", code="parameter_missing")
    if currency is None:
        raise invalid("Missing required param: currency.", param="currency", code="parameter_missing")
    if abs(amount) > 99_999_999:
        raise invalid(
            "Invoice item amounts must be no more than 99999999.", param="amount", code="amount_too_large"
        )
    if p.invoice is not None:
        inv = require(ctx, T, p.invoice, "invoice", param="invoice", status=400)
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
        price=priced.get("price"),
        amount=amount,
        unit_amount=priced.get("unit_amount"),
        unit_amount_decimal=priced.get("unit_amount_decimal"),
        extra=_extra(p),
        quantity=quantity,
        currency=currency,
        description=empty_to_none(p.description),
        # Stripe: "Defaults to false for prorations or negative invoice items, and true for all other
        # invoice items" (a coupon must not shrink a credit nobody asked to discount).
        discountable=amount >= 0 if p.discountable is None else p.discountable,
        period_start=p.period.start if p.period else now,
        period_end=p.period.end if p.period else now,
        metadata=merge_metadata(None, p.metadata),
    )
    if p.discounts:
        _set_discounts(ctx, p.discounts, cus["id"], item_id, currency, p.invoice)
    obj = load_item(ctx, item_id)
    assert obj is not None
    return expand(ctx, obj, p.expand)


class RetrieveInvoiceItem(Retrieve):
    invoiceitem: Str


@service.operation("stripe.invoiceitems.retrieve", "GET", "/v1/invoiceitems/{invoiceitem}", writes=False)
def retrieve_invoice_item(ctx: Context, p: RetrieveInvoiceItem) -> Obj:
    """Retrieve an invoice item."""
    return retrieved(
        ctx, load_item(ctx, p.invoiceitem), "invoiceitem", p.invoiceitem, p.expand, param="invoiceitem"
    )


class ListInvoiceItems(ListParams):
    customer: Str | None = None
    invoice: Str | None = None
    pending: Bool | None = None


@service.operation("stripe.invoiceitems.list", "GET", "/v1/invoiceitems", writes=False)
def list_invoice_items(ctx: Context, p: ListInvoiceItems) -> Obj:
    """List invoice items, newest first, by customer, invoice or pending."""
    f = Filters("kind = 'invoiceitem'").equal_each(p, "customer", "invoice")
    f.when(p.pending is True, "invoice IS NULL").when(p.pending is False, "invoice IS NOT NULL")
    return page(ctx, II, p, "/v1/invoiceitems", render_item, f.where, f.args)


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


class UpdateInvoiceItem(ItemFields):
    invoiceitem: Str


def _set_discounts(
    ctx: Context,
    given: list[Discount] | None,
    customer: str,
    item_id: str,
    currency: str,
    invoice: str | None,
) -> None:
    """An item's own discounts (taken off it before the invoice's): replaced, redeemed for this item."""
    target = discounts.Target(customer, currency, "invoice item")
    checked = discounts.check_list(ctx, given, "discounts", target)
    ids = discounts.redeem_list(ctx, checked, customer=customer, invoice_item=item_id)
    update(ctx.db, INVOICE_ITEMS, item_id, {"discounts": jdump(ids) if ids else None})
    if invoice is not None:
        recompute(ctx, invoice)


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
    _check_item(p)
    changes: dict[str, Any] = {}
    quantity = row["quantity"] if p.quantity is None else p.quantity
    if p.price is not None or p.price_data is not None or p.unit_amount_decimal is not None:
        priced = _priced(ctx, p, quantity, row["currency"])
        if priced["currency"] != row["currency"]:
            raise invalid(
                f"The price's currency ({priced['currency']}) must match the item's ({row['currency']}).",
                param="price",
            )
        changes.update(
            amount=priced["amount"],
            unit_amount=priced.get("unit_amount"),
            unit_amount_decimal=priced.get("unit_amount_decimal"),
            price=priced.get("price", row["price"]),
            quantity=quantity,
        )
    elif p.amount is not None:
        changes.update(amount=p.amount, unit_amount=p.amount, quantity=1, unit_amount_decimal=None)
    elif p.unit_amount is not None or p.quantity is not None:
        if row["price"] is not None and p.unit_amount is None:
            price = ctx.one("SELECT * FROM stripe_prices WHERE id = ?", (row["price"],))
            assert price is not None
            changes.update(amount=line_amount(price, quantity), quantity=quantity)
        else:
            unit = row["unit_amount"] if p.unit_amount is None else p.unit_amount
            changes.update(amount=unit * quantity, unit_amount=unit, quantity=quantity)
    if "description" in p.model_fields_set:
        changes["description"] = empty_to_none(p.description)
    if p.discountable is not None:
        changes["discountable"] = p.discountable
    if p.period is not None:
        changes.update(period_start=p.period.start, period_end=p.period.end)
    if p.metadata is not None:
        changes["metadata"] = merge_metadata(row["metadata"], p.metadata)
    extra = _extra(p, row["extra"])
    if extra != row["extra"]:
        changes["extra"] = extra
    update(ctx.db, INVOICE_ITEMS, p.invoiceitem, changes)
    if "discounts" in p.model_fields_set:
        _set_discounts(ctx, p.discounts, row["customer"], p.invoiceitem, row["currency"], row["invoice"])
    elif row["invoice"] is not None and ("amount" in changes or "discountable" in changes):
        recompute(ctx, row["invoice"])
    obj = load_item(ctx, p.invoiceitem)
    assert obj is not None
    return expand(ctx, obj, p.expand)
