"""Customers: create, retrieve, update, delete, list and search."""

from __future__ import annotations

import re
from typing import Annotated, Any

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
from toolproof.services.stripe.errors import invalid, no_such
from toolproof.services.stripe.params import (
    Address,
    Expand,
    Int,
    ListParams,
    Metadata,
    Retrieve,
    SearchParams,
    Str,
    Str20,
    Str256,
    Str512,
    StrList,
    Unsettable,
    enum,
)
from toolproof.services.stripe.search import FieldKind
from toolproof.services.stripe.tables import CUSTOMERS, insert, update

T = CUSTOMERS.name


def render(ctx: Context, row: Any) -> Obj:
    if row["deleted"]:
        return {"id": row["id"], "object": "customer", "deleted": True}
    return {
        "id": row["id"],
        "object": "customer",
        "address": jload(row["address"]),
        "balance": row["balance"],
        "created": row["created"],
        "currency": row["currency"],
        "default_source": None,
        "delinquent": bool(row["delinquent"]),
        "description": row["description"],
        "discount": None,
        "email": row["email"],
        "invoice_prefix": row["invoice_prefix"],
        "invoice_settings": {
            "custom_fields": None,
            "default_payment_method": row["default_payment_method"],
            "footer": None,
            "rendering_options": None,
        },
        "livemode": False,
        "metadata": jload(row["metadata"], {}),
        "name": row["name"],
        "next_invoice_sequence": row["next_invoice_sequence"],
        "phone": row["phone"],
        "preferred_locales": jload(row["preferred_locales"], []),
        "shipping": jload(row["shipping"]),
        "tax_exempt": row["tax_exempt"],
        "test_clock": None,
    }


@loader("cus_")
def load(ctx: Context, customer_id: str) -> Obj | None:
    row = ctx.one(f"SELECT * FROM {T} WHERE id = ?", (customer_id,))
    return None if row is None else render(ctx, row)


def live_customer(ctx: Context, customer_id: str, *, param: str = "customer", status: int = 400) -> Any:
    """A customer that exists and is not deleted, or ``resource_missing`` naming ``param``."""
    row = ctx.one(f"SELECT * FROM {T} WHERE id = ?", (customer_id,))
    if row is None or row["deleted"]:
        raise no_such("customer", customer_id, param=param, status=status)
    return row


class Shipping(Params):
    address: Address
    name: Str
    phone: Str | None = None


class InvoiceSettings(Params):
    default_payment_method: Str | None = None
    footer: Str | None = None


class CustomerFields(Params):
    address: Annotated[Address | None, Unsettable] = None
    description: Str | None = None
    email: Str512 | None = None
    name: Str256 | None = None
    phone: Str20 | None = None
    metadata: Metadata | None = None
    invoice_settings: InvoiceSettings | None = None
    invoice_prefix: Str | None = None
    preferred_locales: StrList | None = None
    shipping: Annotated[Shipping | None, Unsettable] = None
    tax_exempt: enum("none", "exempt", "reverse") | None = None  # type: ignore[valid-type]
    balance: Int | None = None
    expand: Expand = Field(default_factory=list)


class CreateCustomer(CustomerFields):
    payment_method: Str | None = None


_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")


def _check_email(email: str | None) -> None:
    if email and not _EMAIL.match(email):
        raise invalid(f"Invalid email address: {email}", param="email", code="email_invalid")


def _nested(value: Params | None) -> str | None:
    return None if value is None else jdump(value.model_dump())


@service.operation("stripe.customers.create", "POST", "/v1/customers", writes=True)
def create_customer(ctx: Context, p: CreateCustomer) -> Obj:
    """Create a customer."""
    from toolproof.services.stripe.operations.payment_methods import attach_to

    _check_email(p.email)
    cid = ctx.new_id("cus_")
    default_pm = p.invoice_settings.default_payment_method if p.invoice_settings else None
    insert(
        ctx.db,
        CUSTOMERS,
        {
            "id": cid,
            "seq": next_seq(ctx, T),
            "created": ctx.now(),
            "email": empty_to_none(p.email),
            "name": empty_to_none(p.name),
            "phone": empty_to_none(p.phone),
            "description": empty_to_none(p.description),
            "balance": p.balance or 0,
            "currency": None,
            "delinquent": False,
            "deleted": False,
            "invoice_prefix": p.invoice_prefix or ctx.rng.token(8, "0123456789ABCDEF"),
            "next_invoice_sequence": 1,
            "default_payment_method": None,
            "tax_exempt": p.tax_exempt or "none",
            "address": _nested(p.address),
            "shipping": _nested(p.shipping),
            "preferred_locales": jdump(p.preferred_locales or []),
            "metadata": merge_metadata(None, p.metadata),
        },
    )
    if p.payment_method:
        pm_id = attach_to(ctx, p.payment_method, cid, param="payment_method")
        if default_pm is None or default_pm == p.payment_method:
            default_pm = pm_id
    if default_pm:
        _set_default_pm(ctx, cid, default_pm)
    return expand(ctx, _get(ctx, cid), p.expand)


def _set_default_pm(ctx: Context, cid: str, pm_id: str) -> None:
    row = ctx.one("SELECT customer FROM stripe_payment_methods WHERE id = ?", (pm_id,))
    if row is None or row["customer"] != cid:
        raise no_such("PaymentMethod", pm_id, param="invoice_settings[default_payment_method]", status=400)
    update(ctx.db, CUSTOMERS, cid, {"default_payment_method": pm_id})


def _get(ctx: Context, cid: str) -> Obj:
    obj = load(ctx, cid)
    assert obj is not None
    return obj


class RetrieveCustomer(Retrieve):
    customer: Str


@service.operation("stripe.customers.retrieve", "GET", "/v1/customers/{customer}", writes=False)
def retrieve_customer(ctx: Context, p: RetrieveCustomer) -> Obj:
    """Retrieve a customer (a deleted one comes back as ``{"deleted": true}``)."""
    obj = load(ctx, p.customer)
    if obj is None:
        raise no_such("customer", p.customer)
    return expand(ctx, obj, p.expand) if not obj.get("deleted") else obj


class UpdateCustomer(CustomerFields):
    customer: Str
    default_source: Str | None = None


@service.operation("stripe.customers.update", "POST", "/v1/customers/{customer}", writes=True)
def update_customer(ctx: Context, p: UpdateCustomer) -> Obj:
    """Update a customer; an empty string unsets a field, ``metadata[k]=`` removes one key."""
    row = live_customer(ctx, p.customer, param="id", status=404)
    given = p.model_fields_set
    _check_email(p.email)
    changes: dict[str, Any] = {}
    for name in ("email", "name", "phone", "description", "invoice_prefix", "tax_exempt"):
        if name in given:
            changes[name] = empty_to_none(getattr(p, name))
    if "balance" in given:
        changes["balance"] = p.balance or 0
    if "address" in given:
        changes["address"] = _nested(p.address)
    if "shipping" in given:
        changes["shipping"] = _nested(p.shipping)
    if "preferred_locales" in given:
        changes["preferred_locales"] = jdump(p.preferred_locales or [])
    if "metadata" in given:
        changes["metadata"] = merge_metadata(row["metadata"], p.metadata)
    update(ctx.db, CUSTOMERS, p.customer, changes)
    if p.invoice_settings is not None and "default_payment_method" in p.invoice_settings.model_fields_set:
        pm = p.invoice_settings.default_payment_method
        if pm:
            _set_default_pm(ctx, p.customer, pm)
        else:
            update(ctx.db, CUSTOMERS, p.customer, {"default_payment_method": None})
    return expand(ctx, _get(ctx, p.customer), p.expand)


class DeleteCustomer(Params):
    customer: Str


@service.operation(
    "stripe.customers.delete", "DELETE", "/v1/customers/{customer}", writes=True, destructive=True
)
def delete_customer(ctx: Context, p: DeleteCustomer) -> Obj:
    """Delete a customer: its subscriptions end and its payment methods detach."""
    live_customer(ctx, p.customer, param="id", status=404)
    now = ctx.now()
    update(ctx.db, CUSTOMERS, p.customer, {"deleted": True})
    ctx.db.execute(
        "UPDATE stripe_subscriptions SET status = 'canceled', canceled_at = ?, ended_at = ? "
        "WHERE customer = ? AND status NOT IN ('canceled', 'incomplete_expired')",
        (now, now, p.customer),
    )
    ctx.db.execute("UPDATE stripe_payment_methods SET customer = NULL WHERE customer = ?", (p.customer,))
    return {"id": p.customer, "object": "customer", "deleted": True}


class ListCustomers(ListParams):
    email: Str512 | None = None
    test_clock: Str | None = None


@service.operation("stripe.customers.list", "GET", "/v1/customers", writes=False)
def list_customers(ctx: Context, p: ListCustomers) -> Obj:
    """List customers, newest first; ``email`` matches exactly (case-sensitive, as Stripe's list does)."""
    where, args = ["deleted = 0"], []
    if p.email is not None:
        where.append("email = ?")
        args.append(p.email)
    return page(ctx, T, p, "/v1/customers", render, where, args)


class SearchCustomers(SearchParams):
    pass


SEARCH_FIELDS: dict[str, FieldKind] = {
    "email": "text",
    "name": "text",
    "phone": "text",
    "created": "int",
    "metadata": "metadata",
}


@service.operation("stripe.customers.search", "GET", "/v1/customers/search", writes=False)
def search_customers(ctx: Context, p: SearchCustomers) -> Obj:
    """Search customers with Stripe's query language; pages via ``page`` / ``next_page``."""
    return run_search(ctx, T, p, "/v1/customers/search", SEARCH_FIELDS, render, "deleted = 0")
