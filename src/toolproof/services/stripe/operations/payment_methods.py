"""PaymentMethods (cards): create from test numbers or tokens, retrieve, attach, detach, list.

The magic ids (``pm_card_visa``, ``pm_card_chargeDeclined``…) work wherever a PaymentMethod id is
accepted: using one mints a new ``pm_…`` with that card, as Stripe does.
"""

from __future__ import annotations

import datetime
import hashlib
from typing import Any

from pydantic import Field

from toolproof.service import Context, Params
from toolproof.services.stripe import service
from toolproof.services.stripe.cards import MAGIC_PMS, TOKENS, TestCard, card_for_number
from toolproof.services.stripe.common import Obj, expand, jdump, jload, loader, merge_metadata, next_seq, page
from toolproof.services.stripe.errors import StripeError, invalid, no_such
from toolproof.services.stripe.params import Address, Expand, Int, ListParams, Metadata, Retrieve, Str, enum
from toolproof.services.stripe.tables import CUSTOMERS, PAYMENT_METHODS, insert, update

T = PAYMENT_METHODS.name
EMPTY_ADDRESS = {
    "city": None,
    "country": None,
    "line1": None,
    "line2": None,
    "postal_code": None,
    "state": None,
}


def billing_details(raw: str | None) -> dict[str, Any]:
    address: dict[str, Any] = dict(EMPTY_ADDRESS)
    bd: dict[str, Any] = {"address": address, "email": None, "name": None, "phone": None}
    given = jload(raw, {}) or {}
    for k in ("email", "name", "phone"):
        if given.get(k) is not None:
            bd[k] = given[k]
    if isinstance(given.get("address"), dict):
        address.update({k: v for k, v in given["address"].items() if k in EMPTY_ADDRESS})
    return bd


def render_card(card: TestCard, exp_month: int, exp_year: int, fingerprint: str) -> dict[str, Any]:
    return {
        "brand": card.brand,
        "checks": {"address_line1_check": None, "address_postal_code_check": None, "cvc_check": "pass"},
        "country": card.country,
        "display_brand": card.brand,
        "exp_month": exp_month,
        "exp_year": exp_year,
        "fingerprint": fingerprint,
        "funding": card.funding,
        "generated_from": None,
        "last4": card.last4,
        "networks": {"available": [card.brand], "preferred": None},
        "three_d_secure_usage": {"supported": True},
        "wallet": None,
    }


def card_of(row: Any) -> TestCard:
    return TestCard(row["brand"], row["last4"], row["funding"], row["country"], row["behaviour"])


def render(ctx: Context, row: Any) -> Obj:
    return {
        "id": row["id"],
        "object": "payment_method",
        "allow_redisplay": "unspecified",
        "billing_details": billing_details(row["billing_details"]),
        "card": render_card(card_of(row), row["exp_month"], row["exp_year"], row["fingerprint"]),
        "created": row["created"],
        "customer": row["customer"],
        "livemode": False,
        "metadata": jload(row["metadata"], {}),
        "type": row["type"],
    }


@loader("pm_")
def load(ctx: Context, pm_id: str) -> Obj | None:
    row = ctx.one(f"SELECT * FROM {T} WHERE id = ?", (pm_id,))
    return None if row is None else render(ctx, row)


def _fingerprint(card: TestCard) -> str:
    return hashlib.blake2b(f"{card.brand}{card.last4}".encode(), digest_size=8).hexdigest()[:16]


def new_pm(
    ctx: Context,
    card: TestCard,
    *,
    customer: str | None = None,
    exp_month: int = 12,
    exp_year: int | None = None,
    billing: str | None = None,
    metadata: str = "{}",
) -> str:
    pm_id = ctx.new_id("pm_", 24)
    year = exp_year or datetime.datetime.fromtimestamp(ctx.now(), tz=datetime.UTC).year + 3
    insert(
        ctx.db,
        PAYMENT_METHODS,
        {
            "id": pm_id,
            "seq": next_seq(ctx, T),
            "created": ctx.now(),
            "customer": customer,
            "type": "card",
            "brand": card.brand,
            "last4": card.last4,
            "exp_month": exp_month,
            "exp_year": year,
            "funding": card.funding,
            "country": card.country,
            "fingerprint": _fingerprint(card),
            "behaviour": card.behaviour,
            "billing_details": billing,
            "metadata": metadata,
        },
    )
    return pm_id


def resolve(ctx: Context, pm_ref: str, *, param: str = "payment_method") -> Any:
    """The PaymentMethod row for an id or a magic test id (which mints a fresh one)."""
    if pm_ref in MAGIC_PMS:
        pm_ref = new_pm(ctx, MAGIC_PMS[pm_ref])
    row = ctx.one(f"SELECT * FROM {T} WHERE id = ?", (pm_ref,))
    if row is None:
        raise no_such("PaymentMethod", pm_ref, param=param, status=400)
    return row


def attach_to(ctx: Context, pm_ref: str, customer: str, *, param: str = "payment_method") -> str:
    row = resolve(ctx, pm_ref, param=param)
    if row["customer"] not in (None, customer):
        raise invalid(
            "The payment method you provided has already been attached to a customer.",
            param=param,
        )
    update(ctx.db, PAYMENT_METHODS, row["id"], {"customer": customer})
    return str(row["id"])


class CardParams(Params):
    number: Str | None = None
    exp_month: Int | None = None
    exp_year: Int | None = None
    cvc: Str | None = None
    token: Str | None = None


class BillingDetails(Params):
    address: Address | None = None
    email: Str | None = None
    name: Str | None = None
    phone: Str | None = None


class CreatePaymentMethod(Params):
    type: enum("card")  # type: ignore[valid-type]
    card: CardParams | None = None
    billing_details: BillingDetails | None = None
    metadata: Metadata | None = None
    expand: Expand = Field(default_factory=list)


def _card_error(message: str, code: str, param: str) -> StripeError:
    return StripeError(message, status=402, code=code, type="card_error", param=param)


@service.operation("stripe.payment_methods.create", "POST", "/v1/payment_methods", writes=True)
def create_payment_method(ctx: Context, p: CreatePaymentMethod) -> Obj:
    """Create a card PaymentMethod from a test number or token."""
    if p.card is None:
        raise invalid("Missing required param: card.", param="card", code="parameter_missing")
    c = p.card
    if c.token is not None:
        card = TOKENS.get(c.token)
        if card is None:
            raise no_such("token", c.token, param="card[token]", status=400)
        exp_month, exp_year = 12, None
    else:
        for name in ("number", "exp_month", "exp_year"):
            if getattr(c, name) is None:
                raise invalid(
                    f"Missing required param: card[{name}].", param=f"card[{name}]", code="parameter_missing"
                )
        assert c.number is not None
        assert c.exp_month is not None
        assert c.exp_year is not None
        found = card_for_number(c.number.replace(" ", ""))
        if found is None:
            raise _card_error("Your card number is incorrect.", "incorrect_number", "card[number]")
        card = found
        if not 1 <= c.exp_month <= 12:
            raise _card_error(
                "Your card's expiration month is invalid.", "invalid_expiry_month", "card[exp_month]"
            )
        year = c.exp_year + 2000 if c.exp_year < 100 else c.exp_year
        now = datetime.datetime.fromtimestamp(ctx.now(), tz=datetime.UTC)
        if year < now.year or year > now.year + 50 or (year == now.year and c.exp_month < now.month):
            raise _card_error(
                "Your card's expiration year is invalid.", "invalid_expiry_year", "card[exp_year]"
            )
        exp_month, exp_year = c.exp_month, year
    billing = jdump(p.billing_details.model_dump(exclude_none=True)) if p.billing_details else None
    pm_id = new_pm(
        ctx,
        card,
        exp_month=exp_month,
        exp_year=exp_year,
        billing=billing,
        metadata=merge_metadata(None, p.metadata),
    )
    return expand(ctx, _get(ctx, pm_id), p.expand)


def _get(ctx: Context, pm_id: str) -> Obj:
    obj = load(ctx, pm_id)
    assert obj is not None
    return obj


class RetrievePaymentMethod(Retrieve):
    payment_method: Str


@service.operation(
    "stripe.payment_methods.retrieve", "GET", "/v1/payment_methods/{payment_method}", writes=False
)
def retrieve_payment_method(ctx: Context, p: RetrievePaymentMethod) -> Obj:
    """Retrieve a PaymentMethod (a magic test id renders its card without storing anything)."""
    if p.payment_method in MAGIC_PMS:
        card = MAGIC_PMS[p.payment_method]
        year = datetime.datetime.fromtimestamp(ctx.now(), tz=datetime.UTC).year + 3
        return {
            "id": p.payment_method,
            "object": "payment_method",
            "allow_redisplay": "unspecified",
            "billing_details": billing_details(None),
            "card": render_card(card, 12, year, _fingerprint(card)),
            "created": ctx.now(),
            "customer": None,
            "livemode": False,
            "metadata": {},
            "type": "card",
        }
    obj = load(ctx, p.payment_method)
    if obj is None:
        raise no_such("PaymentMethod", p.payment_method, param="payment_method")
    return expand(ctx, obj, p.expand)


class UpdatePaymentMethod(Params):
    payment_method: Str
    billing_details: BillingDetails | None = None
    metadata: Metadata | None = None
    expand: Expand = Field(default_factory=list)


@service.operation(
    "stripe.payment_methods.update", "POST", "/v1/payment_methods/{payment_method}", writes=True
)
def update_payment_method(ctx: Context, p: UpdatePaymentMethod) -> Obj:
    """Update a PaymentMethod's billing details or metadata."""
    row = ctx.one(f"SELECT * FROM {T} WHERE id = ?", (p.payment_method,))
    if row is None:
        raise no_such("PaymentMethod", p.payment_method, param="payment_method")
    changes: dict[str, Any] = {}
    if p.metadata is not None:
        changes["metadata"] = merge_metadata(row["metadata"], p.metadata)
    if p.billing_details is not None:
        merged = jload(row["billing_details"], {}) or {}
        merged.update(p.billing_details.model_dump(exclude_none=True))
        changes["billing_details"] = jdump(merged)
    update(ctx.db, PAYMENT_METHODS, p.payment_method, changes)
    return expand(ctx, _get(ctx, p.payment_method), p.expand)


class AttachPaymentMethod(Params):
    payment_method: Str
    customer: Str
    expand: Expand = Field(default_factory=list)


@service.operation(
    "stripe.payment_methods.attach", "POST", "/v1/payment_methods/{payment_method}/attach", writes=True
)
def attach_payment_method(ctx: Context, p: AttachPaymentMethod) -> Obj:
    """Attach a PaymentMethod to a customer."""
    from toolproof.services.stripe.operations.customers import live_customer

    live_customer(ctx, p.customer)
    if p.payment_method not in MAGIC_PMS and load(ctx, p.payment_method) is None:
        raise no_such("PaymentMethod", p.payment_method, param="payment_method", status=404)
    pm_id = attach_to(ctx, p.payment_method, p.customer)
    return expand(ctx, _get(ctx, pm_id), p.expand)


class DetachPaymentMethod(Params):
    payment_method: Str
    expand: Expand = Field(default_factory=list)


@service.operation(
    "stripe.payment_methods.detach", "POST", "/v1/payment_methods/{payment_method}/detach", writes=True
)
def detach_payment_method(ctx: Context, p: DetachPaymentMethod) -> Obj:
    """Detach a PaymentMethod from its customer (it can never be attached again)."""
    row = ctx.one(f"SELECT * FROM {T} WHERE id = ?", (p.payment_method,))
    if row is None:
        raise no_such("PaymentMethod", p.payment_method, param="payment_method")
    if row["customer"] is None:
        raise invalid(
            "The payment method you provided is not attached to a customer so detachment is impossible."
        )
    update(ctx.db, PAYMENT_METHODS, p.payment_method, {"customer": None})
    ctx.db.execute(
        f"UPDATE {CUSTOMERS.name} SET default_payment_method = NULL WHERE default_payment_method = ?",
        (p.payment_method,),
    )
    return expand(ctx, _get(ctx, p.payment_method), p.expand)


class ListPaymentMethods(ListParams):
    customer: Str | None = None
    type: enum("card") | None = None  # type: ignore[valid-type]


@service.operation("stripe.payment_methods.list", "GET", "/v1/payment_methods", writes=False)
def list_payment_methods(ctx: Context, p: ListPaymentMethods) -> Obj:
    """List PaymentMethods, by customer and type."""
    where, args = [], []
    if p.customer is not None:
        from toolproof.services.stripe.operations.customers import live_customer

        live_customer(ctx, p.customer)
        where.append("customer = ?")
        args.append(p.customer)
    if p.type is not None:
        where.append("type = ?")
        args.append(p.type)
    return page(ctx, T, p, "/v1/payment_methods", render, where, args)


class ListCustomerPaymentMethods(ListParams):
    customer: Str
    type: enum("card") | None = None  # type: ignore[valid-type]
    allow_redisplay: enum("always", "limited", "unspecified") | None = None  # type: ignore[valid-type]


@service.operation(
    "stripe.customers.list_payment_methods", "GET", "/v1/customers/{customer}/payment_methods", writes=False
)
def list_customer_payment_methods(ctx: Context, p: ListCustomerPaymentMethods) -> Obj:
    """List one customer's PaymentMethods (404 for an unknown or deleted customer)."""
    from toolproof.services.stripe.operations.customers import live_customer

    live_customer(ctx, p.customer, param="customer", status=404)
    where, args = ["customer = ?"], [p.customer]
    if p.type is not None:
        where.append("type = ?")
        args.append(p.type)
    return page(ctx, T, p, f"/v1/customers/{p.customer}/payment_methods", render, where, args)
