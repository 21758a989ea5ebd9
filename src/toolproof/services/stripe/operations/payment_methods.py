"""PaymentMethods (cards): create from test numbers or tokens, retrieve, attach, detach, list.

The magic ids (``pm_card_visa``, ``pm_card_chargeDeclined``…) work wherever a PaymentMethod id is
accepted: using one mints a new ``pm_…`` with that card, as Stripe does.
"""

from __future__ import annotations

import datetime
import hashlib
from typing import Annotated, Any

from pydantic import Field, create_model

from toolproof.service import Context, Params
from toolproof.services.stripe.cards import DECLINES, MAGIC_PMS, TOKENS, TestCard, card_for_number
from toolproof.services.stripe.common import (
    Obj,
    expand,
    jdump,
    jload,
    loader,
    merge_metadata,
    next_seq,
    page,
    require,
)
from toolproof.services.stripe.errors import StripeError, doc_url, invalid, no_such
from toolproof.services.stripe.handlers import Filters, by_id, retrieved
from toolproof.services.stripe.params import (
    Address,
    Expand,
    Hash,
    Int,
    Metadata,
    PageParams,
    Required,
    Retrieve,
    Str,
    Unsettable,
    enum,
)
from toolproof.services.stripe.service import service
from toolproof.services.stripe.tables import CUSTOMERS, PAYMENT_METHODS, insert, update
from toolproof.services.stripe.vocabulary import OTHER_TYPES

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
    extra = jload(row["extra"], {})
    return {
        "id": row["id"],
        "object": "payment_method",
        "allow_redisplay": row["allow_redisplay"] or "unspecified",
        "billing_details": billing_details(row["billing_details"]),
        "card": render_card(card_of(row), row["exp_month"], row["exp_year"], row["fingerprint"]),
        "created": row["created"],
        "customer": row["customer"],
        "livemode": False,
        "metadata": jload(row["metadata"], {}),
        **({"radar_options": extra["radar_options"]} if "radar_options" in extra else {}),
        "type": row["type"],
    }


load = loader("pm_")(by_id(T, render))


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
    **fields: Any,
) -> str:
    if customer is not None:
        refuse_declining(card)
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
            **fields,
        },
    )
    return pm_id


def resolve(ctx: Context, pm_ref: str, *, param: str = "payment_method") -> Any:
    """The PaymentMethod row for an id or a magic test id (which mints a fresh one)."""
    if pm_ref in MAGIC_PMS:
        pm_ref = new_pm(ctx, MAGIC_PMS[pm_ref])
    return require(ctx, T, pm_ref, "PaymentMethod", param=param, status=400)


def refuse_declining(card: TestCard) -> None:
    """A declining test card cannot be attached to a customer: Stripe checks the card then and
    answers with the card's decline (402 ``card_error``), except for 4000000000000341."""
    code = card.refused_on_attach
    if code is not None:
        decline = DECLINES[code]
        raise StripeError(
            decline.message,
            status=402,
            code=decline.code,
            type="card_error",
            decline_code=decline.decline_code,
            doc_url=doc_url(decline.code),
        )


def attach_to(ctx: Context, pm_ref: str, customer: str, *, param: str = "payment_method") -> str:
    if pm_ref in MAGIC_PMS:  # refused before a PaymentMethod is minted for it
        refuse_declining(MAGIC_PMS[pm_ref])
    row = resolve(ctx, pm_ref, param=param)
    if row["customer"] is None:
        refuse_declining(card_of(row))
    if row["customer"] not in (None, customer):
        raise invalid(
            "The payment method you provided has already been attached to a customer.",
            param=param,
        )
    update(ctx.db, PAYMENT_METHODS, row["id"], {"customer": customer})
    return str(row["id"])


class Networks(Params):
    preferred: enum("cartes_bancaires", "mastercard", "visa") | None = None  # type: ignore[valid-type]


# A card as a raw hash (``card`` on the legacy charge and customer endpoints). No docstring: it would
# become the parameter's description in every tool schema that embeds it.
class LegacyCard(Params):
    number: Required
    exp_month: Int
    exp_year: Int
    cvc: Str | None = None
    name: Str | None = None
    address_city: Str | None = None
    address_country: Str | None = None
    address_line1: Str | None = None
    address_line2: Str | None = None
    address_state: Str | None = None
    address_zip: Str | None = None
    metadata: Metadata | None = None
    object: enum("card") | None = None  # type: ignore[valid-type]


class CardParams(Params):
    number: Str | None = None
    exp_month: Int | None = None
    exp_year: Int | None = None
    cvc: Str | None = None
    networks: Networks | None = None
    token: Str | None = None


class BillingDetails(Params):
    address: Annotated[Address | None, Unsettable] = None
    email: Str | None = None
    name: Str | None = None
    phone: Str | None = None


class RadarOptions(Params):
    session: Str | None = None


class _CreatePaymentMethod(Params):
    type: enum("card", *OTHER_TYPES) | None = None  # type: ignore[valid-type]
    card: CardParams | None = None
    billing_details: BillingDetails | None = None
    allow_redisplay: enum("always", "limited", "unspecified") | None = None  # type: ignore[valid-type]
    customer: Str | None = None
    payment_method: Str | None = None
    radar_options: RadarOptions | None = None
    metadata: Metadata | None = None
    expand: Expand = Field(default_factory=list)


#: The card fields plus one hash per other type (``sepa_debit[iban]=…``), which Stripe documents too.
CreatePaymentMethod = create_model(  # type: ignore[call-overload]
    "CreatePaymentMethod",
    __base__=_CreatePaymentMethod,
    interac_present=(Hash | None, None),
    **{name: (Hash | None, None) for name in OTHER_TYPES},
)


def not_activated(kind: str, param: str = "type") -> StripeError:
    """Stripe's answer for a payment method type the account has not turned on."""
    return invalid(
        f"The payment method type provided: {kind} is invalid. Please ensure the provided type is activated "
        "in your dashboard (https://dashboard.stripe.com/account/payments/settings) and your account is "
        "enabled for any preview features that you are trying to use.",
        param=param,
    )


def _card_error(message: str, code: str, param: str) -> StripeError:
    return StripeError(message, status=402, code=code, type="card_error", param=param)


def check_expiry(ctx: Context, exp_month: int, exp_year: int, prefix: str = "card") -> tuple[int, int]:
    """A card's expiry as Stripe checks it; two-digit years count from 2000."""
    if not 1 <= exp_month <= 12:
        raise _card_error(
            "Your card's expiration month is invalid.", "invalid_expiry_month", f"{prefix}[exp_month]"
        )
    year = exp_year + 2000 if exp_year < 100 else exp_year
    now = datetime.datetime.fromtimestamp(ctx.now(), tz=datetime.UTC)
    if year < now.year or year > now.year + 50 or (year == now.year and exp_month < now.month):
        raise _card_error(
            "Your card's expiration year is invalid.", "invalid_expiry_year", f"{prefix}[exp_year]"
        )
    return exp_month, year


def card_from(ctx: Context, c: CardParams, prefix: str = "card") -> tuple[TestCard, int, int | None]:
    """The test card a ``card`` hash names (a token, or a number with its expiry)."""
    if c.token is not None:
        card = TOKENS.get(c.token)
        if card is None:
            raise no_such("token", c.token, param=f"{prefix}[token]", status=400)
        return card, 12, None
    for name in ("number", "exp_month", "exp_year"):
        if getattr(c, name) is None:
            raise invalid(
                f"Missing required param: {prefix}[{name}].",
                param=f"{prefix}[{name}]",
                code="parameter_missing",
            )
    assert c.number is not None
    assert c.exp_month is not None
    assert c.exp_year is not None
    found = card_for_number(c.number.replace(" ", ""))
    if found is None:
        raise _card_error("Your card number is incorrect.", "incorrect_number", f"{prefix}[number]")
    exp_month, exp_year = check_expiry(ctx, c.exp_month, c.exp_year, prefix)
    return found, exp_month, exp_year


def pm_from_token(ctx: Context, token: str, param: str, customer: str | None = None) -> str:
    """A card PaymentMethod made from a test token (``source=tok_visa``), optionally attached."""
    card = TOKENS.get(token)
    if card is None:
        raise no_such("token", token, param=param, status=400)
    return new_pm(ctx, card, customer=customer)


def _billing(b: BillingDetails | None) -> str | None:
    return None if b is None else jdump(b.model_dump(exclude_none=True))


def _extra(radar: RadarOptions | None) -> str | None:
    return None if radar is None else jdump({"radar_options": radar.model_dump(exclude_none=True)})


@service.operation(
    "stripe.payment_methods.create", "POST", "/v1/payment_methods", writes=True, params=CreatePaymentMethod
)
def create_payment_method(ctx: Context, p: Any) -> Obj:
    """Create a card PaymentMethod from a test number or token (or copy one with ``payment_method``)."""
    given = {name for name in (*OTHER_TYPES, "interac_present") if getattr(p, name) is not None}
    if p.payment_method is not None:
        source = resolve(ctx, p.payment_method)
        if p.customer is not None and source["customer"] != p.customer:
            raise no_such("PaymentMethod", p.payment_method, param="payment_method", status=400)
        pm_id = new_pm(
            ctx,
            card_of(source),
            exp_month=source["exp_month"],
            exp_year=source["exp_year"],
            billing=source["billing_details"],
            metadata=merge_metadata(None, p.metadata),
            allow_redisplay=p.allow_redisplay,
            extra=_extra(p.radar_options),
        )
        return expand(ctx, _get(ctx, pm_id), p.expand)
    if p.type is None:
        raise invalid("Missing required param: type.", param="type", code="parameter_missing")
    if p.type != "card":
        raise not_activated(p.type)
    if given:
        name = sorted(given)[0]
        raise invalid(f"You cannot pass `{name}` for a PaymentMethod of type `card`.", param=name)
    if p.customer is not None:
        raise invalid(
            "Missing required param: payment_method.", param="payment_method", code="parameter_missing"
        )
    if p.card is None:
        raise invalid("Missing required param: card.", param="card", code="parameter_missing")
    card, exp_month, exp_year = card_from(ctx, p.card)
    pm_id = new_pm(
        ctx,
        card,
        exp_month=exp_month,
        exp_year=exp_year,
        billing=_billing(p.billing_details),
        metadata=merge_metadata(None, p.metadata),
        allow_redisplay=p.allow_redisplay,
        extra=_extra(p.radar_options),
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
    return retrieved(
        ctx, load(ctx, p.payment_method), "PaymentMethod", p.payment_method, p.expand, param="payment_method"
    )


class CardUpdate(Params):
    exp_month: Int | None = None
    exp_year: Int | None = None
    networks: Networks | None = None


class BankAccountUpdate(Params):
    account_holder_type: enum("company", "individual") | None = None  # type: ignore[valid-type]
    account_type: enum("checking", "savings") | None = None  # type: ignore[valid-type]


class UpdatePaymentMethod(Params):
    payment_method: Str
    allow_redisplay: enum("always", "limited", "unspecified") | None = None  # type: ignore[valid-type]
    billing_details: BillingDetails | None = None
    card: CardUpdate | None = None
    link: Hash | None = None
    us_bank_account: BankAccountUpdate | None = None
    metadata: Metadata | None = None
    expand: Expand = Field(default_factory=list)


@service.operation(
    "stripe.payment_methods.update", "POST", "/v1/payment_methods/{payment_method}", writes=True
)
def update_payment_method(ctx: Context, p: UpdatePaymentMethod) -> Obj:
    """Update a card's expiry, billing details, redisplay consent or metadata."""
    row = require(ctx, T, p.payment_method, "PaymentMethod", param="payment_method")
    for name in ("link", "us_bank_account"):
        if getattr(p, name) is not None:
            raise invalid(
                f"You cannot update `{name}` on a PaymentMethod of type `{row['type']}`.", param=name
            )
    changes: dict[str, Any] = {}
    if p.metadata is not None:
        changes["metadata"] = merge_metadata(row["metadata"], p.metadata)
    if p.allow_redisplay is not None:
        changes["allow_redisplay"] = p.allow_redisplay
    if p.billing_details is not None:
        merged = jload(row["billing_details"], {}) or {}
        for key, value in p.billing_details.model_dump(exclude_unset=True).items():
            merged[key] = None if value == "" else value
        changes["billing_details"] = jdump(merged)
    if p.card is not None and (p.card.exp_month is not None or p.card.exp_year is not None):
        month = row["exp_month"] if p.card.exp_month is None else p.card.exp_month
        year = row["exp_year"] if p.card.exp_year is None else p.card.exp_year
        changes["exp_month"], changes["exp_year"] = check_expiry(ctx, month, year)
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
    row = require(ctx, T, p.payment_method, "PaymentMethod", param="payment_method")
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


class ListPaymentMethods(PageParams):
    customer: Str | None = None
    type: enum("card", *OTHER_TYPES) | None = None  # type: ignore[valid-type]


@service.operation("stripe.payment_methods.list", "GET", "/v1/payment_methods", writes=False)
def list_payment_methods(ctx: Context, p: ListPaymentMethods) -> Obj:
    """List PaymentMethods, by customer and type."""
    if p.customer is not None:
        from toolproof.services.stripe.operations.customers import live_customer

        live_customer(ctx, p.customer)
    f = Filters().equal_each(p, "customer", "type")
    return page(ctx, T, p, "/v1/payment_methods", render, f.where, f.args)


class ListCustomerPaymentMethods(PageParams):
    customer: Str
    type: enum("card", *OTHER_TYPES) | None = None  # type: ignore[valid-type]
    allow_redisplay: enum("always", "limited", "unspecified") | None = None  # type: ignore[valid-type]


@service.operation(
    "stripe.customers.list_payment_methods", "GET", "/v1/customers/{customer}/payment_methods", writes=False
)
def list_customer_payment_methods(ctx: Context, p: ListCustomerPaymentMethods) -> Obj:
    """List one customer's PaymentMethods (404 for an unknown or deleted customer)."""
    from toolproof.services.stripe.operations.customers import live_customer

    live_customer(ctx, p.customer, param="customer", status=404)
    f = Filters().equal("customer", p.customer)
    f.equal("coalesce(allow_redisplay, 'unspecified')", p.allow_redisplay)
    f.equal("type", p.type)
    return page(ctx, T, p, f"/v1/customers/{p.customer}/payment_methods", render, f.where, f.args)
