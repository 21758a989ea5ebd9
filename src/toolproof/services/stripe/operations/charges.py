"""Charges: create, capture, retrieve, update, list, search; the charge a card payment leaves behind.

Money invariant: ``charge.amount_refunded`` is the sum of its refunds plus any uncaptured remainder
released at capture, never more than ``amount``; ``refunded`` is true exactly when it equals it.
"""

from __future__ import annotations

from functools import partial
from typing import Annotated, Any

from pydantic import Field

from toolproof.service import Context, Params
from toolproof.services.stripe.cards import DECLINES, Decline
from toolproof.services.stripe.common import (
    FLAT_JSON,
    Obj,
    empty_to_none,
    expand,
    includable,
    jdump,
    jload,
    loader,
    merge_metadata,
    next_seq,
    page,
    require,
)
from toolproof.services.stripe.errors import invalid, no_such
from toolproof.services.stripe.handlers import Filters, by_id, search_operation
from toolproof.services.stripe.operations.payment_methods import billing_details, card_of
from toolproof.services.stripe.params import (
    Address,
    Amount,
    Expand,
    ListParams,
    Metadata,
    Required,
    Retrieve,
    Str,
    Text,
    Unsettable,
    enum,
)
from toolproof.services.stripe.search import FieldKind
from toolproof.services.stripe.service import service
from toolproof.services.stripe.tables import CHARGES, REFUNDS, insert, update

T = CHARGES.name
R = REFUNDS.name


def _outcome(row: Any) -> dict[str, Any]:
    if row["status"] == "failed":
        return {
            "network_status": "declined_by_network",
            "reason": row["decline_code"],
            "risk_level": "normal",
            "risk_score": 41,
            "seller_message": "The bank did not return any further details with this decline.",
            "type": "issuer_declined",
        }
    return {
        "network_status": "approved_by_network",
        "reason": None,
        "risk_level": "normal",
        "risk_score": 23,
        "seller_message": "Payment complete.",
        "type": "authorized",
    }


def render(ctx: Context, row: Any) -> Obj:
    # Each ``jload`` of a JSON column written out for what most rows hold (``NULL``, ``"{}"``, a card's
    # flat text in ``FLAT_JSON``): the same values (``jload``'s own first branches, in its order),
    # without its Python call; anything else goes to ``jload``.
    text = row["card"]
    known = FLAT_JSON.get(text) if type(text) is str else None
    if text is None or text == "{}":
        card: Any = {}
    elif known is not None and text != "[]":
        card = (dict(known[1]) if known[0] else list(known[1])) or {}
    else:
        card = jload(text, {}) or {}
    text = row["extra"]
    extra = {} if text is None or text == "{}" else (jload(text, {}) or {})
    text = row["fraud_details"]
    fraud_details = {} if text is None or text == "{}" else (jload(text, {}) or {})
    text = row["metadata"]
    metadata = {} if text is None or text == "{}" else jload(text, {})
    text = row["shipping"]
    shipping = None if text is None else jload(text)
    return {
        "id": row["id"],
        "object": "charge",
        "amount": row["amount"],
        "amount_captured": row["amount_captured"],
        "amount_refunded": row["amount_refunded"],
        "application": None,
        "application_fee": None,
        "application_fee_amount": None,
        "balance_transaction": None,
        "billing_details": billing_details(row["billing_details"]),
        "calculated_statement_descriptor": "TOOLPROOF",
        "captured": bool(row["captured"]),
        "created": row["created"],
        "currency": row["currency"],
        "customer": row["customer"],
        "description": row["description"],
        "destination": None,
        "dispute": None,
        "disputed": False,
        "failure_balance_transaction": None,
        "failure_code": row["failure_code"],
        "failure_message": row["failure_message"],
        "fraud_details": fraud_details,
        "invoice": row["invoice"],
        "livemode": False,
        "metadata": metadata,
        "on_behalf_of": None,
        "outcome": _outcome(row),
        "paid": bool(row["paid"]),
        "payment_intent": row["payment_intent"],
        "payment_method": row["payment_method"],
        "payment_method_details": {
            "card": {
                "amount_authorized": row["amount"] if row["status"] != "failed" else None,
                "brand": card.get("brand"),
                "checks": {
                    "address_line1_check": None,
                    "address_postal_code_check": None,
                    "cvc_check": "pass",
                },
                "country": card.get("country"),
                "exp_month": card.get("exp_month"),
                "exp_year": card.get("exp_year"),
                "extended_authorization": {"status": "disabled"},
                "fingerprint": card.get("fingerprint"),
                "funding": card.get("funding"),
                "incremental_authorization": {
                    "status": "available" if row["incremental"] and not row["captured"] else "unavailable"
                },
                "installments": None,
                "last4": card.get("last4"),
                "mandate": None,
                "multicapture": {"status": "unavailable"},
                "network": card.get("brand"),
                "network_token": {"used": False},
                "overcapture": {"maximum_amount_capturable": row["amount"], "status": "unavailable"},
                "three_d_secure": None,
                "wallet": None,
            },
            "type": "card",
        },
        "radar_options": extra.get("radar_options", {}),
        "receipt_email": row["receipt_email"],
        "receipt_number": None,
        "receipt_url": f"https://pay.stripe.com/receipts/payment/{row['id']}",
        "refunded": bool(row["refunded"]),
        "review": None,
        "shipping": shipping,
        "source_transfer": None,
        "statement_descriptor": row["statement_descriptor"],
        "statement_descriptor_suffix": row["statement_descriptor_suffix"],
        "status": row["status"],
        "transfer_data": None,
        "transfer_group": row["transfer_group"],
    }


#: The statement ``by_id(T, render)`` runs (the same text: one entry in the statement cache).
_BY_ID = f"SELECT * FROM {T} WHERE id = ?"
#: The key of a charge's row in the read memo (``ctx.remembered``), with its id.
_ROW = "stripe.charge"


def charge_row(ctx: Context, charge_id: str) -> dict[str, Any] | None:
    """The charge's row as :meth:`Context.record` reads it (``None``: no such charge), remembered for
    the state as it is now (:meth:`Context.remembered`, reading only ``stripe_charges``).

    An agent looks before it acts: a retrieve of a charge and then its refund read the same row, with
    nothing written between them, and the refund's clean savepoint finds it in the memo (one
    30-column fetch fewer). Any write to ``stripe_charges`` forgets it; inside a savepoint that has
    written, it is read afresh. Read-only: callers share the dict (the renderers and the refund's
    checks only read it)."""
    # (``partial`` rather than a lambda: the memo's miss calls ``record`` without a Python frame between.)
    return ctx.remembered((_ROW, charge_id), partial(ctx.record, _BY_ID, (charge_id,)), (T,))


@loader("ch_")
def load(ctx: Context, charge_id: str) -> Obj | None:
    """The charge rendered, or ``None`` (``by_id(T, render)`` with its row from :func:`charge_row`)."""
    row = charge_row(ctx, charge_id)
    return None if row is None else render(ctx, row)


def render_refund(ctx: Context, row: Any) -> Obj:
    text = row["metadata"]  # ``jload(text, {})``, its first branches inline (most refunds: ``"{}"``)
    metadata = {} if text is None or text == "{}" else jload(text, {})
    return {
        "id": row["id"],
        "object": "refund",
        "amount": row["amount"],
        "balance_transaction": None,
        "charge": row["charge"],
        "created": row["created"],
        "currency": row["currency"],
        **({"description": row["description"]} if row["description"] is not None else {}),
        **({"instructions_email": row["instructions_email"]} if row["instructions_email"] else {}),
        "destination_details": {
            "card": {
                "reference_status": "pending",
                "reference_type": "acquirer_reference_number",
                "type": "refund",
            },
            "type": "card",
        },
        "metadata": metadata,
        "payment_intent": row["payment_intent"],
        "reason": row["reason"],
        "receipt_number": None,
        "source_transfer_reversal": None,
        "status": row["status"],
        "transfer_reversal": None,
    }


load_refund = loader("re_")(by_id(R, render_refund))


def new_charge(
    ctx: Context,
    *,
    amount: int,
    currency: str,
    pm_row: Any,
    customer: str | None,
    capture: bool,
    payment_intent: str | None = None,
    invoice: str | None = None,
    description: str | None = None,
    receipt_email: str | None = None,
    metadata: str = "{}",
    created: int | None = None,
    **fields: Any,
) -> tuple[str, Decline | None]:
    """Charge a card: a succeeded (or authorized) charge, or a failed one with the card's decline."""
    decline = DECLINES.get(pm_row["behaviour"]) if pm_row["behaviour"] != "ok" else None
    card = card_of(pm_row)
    charge_id = ctx.new_id("ch_", 24)
    ok = decline is None
    insert(
        ctx.db,
        CHARGES,
        {
            "id": charge_id,
            "seq": next_seq(ctx, T),
            "created": ctx.now() if created is None else created,
            "amount": amount,
            "amount_captured": amount if ok and capture else 0,
            "amount_refunded": 0,
            "captured": ok and capture,
            "paid": ok,
            "refunded": False,
            "status": "succeeded" if ok else "failed",
            "currency": currency,
            "customer": customer,
            "description": description,
            "invoice": invoice,
            "payment_intent": payment_intent,
            "payment_method": pm_row["id"],
            "failure_code": None if ok else decline.code,  # type: ignore[union-attr]
            "failure_message": None if ok else decline.message,  # type: ignore[union-attr]
            "decline_code": None if ok else decline.decline_code,  # type: ignore[union-attr]
            "receipt_email": receipt_email,
            "statement_descriptor": None,
            "card": jdump(
                {
                    "brand": card.brand,
                    "last4": card.last4,
                    "funding": card.funding,
                    "country": card.country,
                    "exp_month": pm_row["exp_month"],
                    "exp_year": pm_row["exp_year"],
                    "fingerprint": pm_row["fingerprint"],
                }
            ),
            "billing_details": pm_row["billing_details"],
            "metadata": metadata,
            **fields,
        },
    )
    return charge_id, decline


# -- charges ---------------------------------------------------------------------------------


class RetrieveCharge(Retrieve):
    charge: Str


@service.operation("stripe.charges.retrieve", "GET", "/v1/charges/{charge}", writes=False)
def retrieve_charge(ctx: Context, p: RetrieveCharge) -> Obj:
    """Retrieve a charge."""
    # ``retrieved(ctx, load(ctx, p.charge), "charge", p.charge, p.expand, param="charge")`` with both
    # bodies written out (two Python frames fewer on every retrieve).
    row = charge_row(ctx, p.charge)
    if row is None:
        raise no_such("charge", p.charge, param="charge")
    obj = render(ctx, row)
    return expand(ctx, obj, p.expand) if p.expand else obj


class ShippingAddress(Address):
    # Named apart (its own title in the tool schemas) but Stripe's address fields, from ``Address``.
    pass


class Shipping(Params):
    address: ShippingAddress
    name: Required
    carrier: Str | None = None
    phone: Str | None = None
    tracking_number: Str | None = None


class FraudDetails(Params):
    user_report: enum("", "fraudulent", "safe")  # type: ignore[valid-type]


class RadarOptions(Params):
    session: Str | None = None


class TransferData(Params):
    destination: Required
    amount: Amount | None = None


class TransferAmount(Params):
    """``transfer_data`` where only the amount can change (the destination was set at creation)."""

    amount: Amount | None = None


def no_transfer(transfer: TransferAmount | None) -> None:
    """Nothing here has a transfer destination, so there is no transfer amount to set."""
    if transfer is not None:
        raise invalid(
            "transfer_data[amount] can only be set on a payment made with transfer_data[destination].",
            param="transfer_data[amount]",
        )


def shipping_json(shipping: Shipping | None) -> str | None:
    if shipping is None:
        return None
    value = shipping.model_dump()
    for key in ("carrier", "phone", "tracking_number"):
        value.setdefault(key, None)
    return jdump(value)


def no_connect(
    *,
    on_behalf_of: str | None = None,
    transfer_data: TransferData | None = None,
    destination: str | None = None,
    fee: tuple[str, Any] | None = None,
) -> None:
    """The double's account has no connected accounts: any account named does not exist, and
    application fees (which need one) are refused as Stripe refuses them on a plain account."""
    if on_behalf_of:
        raise no_such("account", on_behalf_of, param="on_behalf_of", status=400)
    if transfer_data is not None:
        raise no_such(
            "destination", transfer_data.destination, param="transfer_data[destination]", status=400
        )
    if destination:
        raise no_such("destination", destination, param="destination", status=400)
    if fee is not None and fee[1] not in (None, 0, ""):
        raise invalid(
            f"Can only apply an {fee[0]} when the request is made on behalf of another account (using an "
            "OAuth key, the Stripe-Account header, or the destination parameter).",
            param=fee[0],
        )


class UpdateCharge(Params):
    charge: Str
    customer: Str | None = None
    description: Text | None = None
    fraud_details: FraudDetails | None = None
    metadata: Metadata | None = None
    receipt_email: Str | None = None
    shipping: Annotated[Shipping | None, Unsettable] = None
    transfer_group: Str | None = None
    expand: Expand = Field(default_factory=list)


@service.operation("stripe.charges.update", "POST", "/v1/charges/{charge}", writes=True)
def update_charge(ctx: Context, p: UpdateCharge) -> Obj:
    """Update a charge's description, receipt email, shipping, fraud report or metadata."""
    from toolproof.services.stripe.operations.customers import live_customer

    row = require(ctx, T, p.charge, "charge", param="charge")
    given = p.model_fields_set
    changes: dict[str, Any] = {}
    for name in ("description", "receipt_email", "transfer_group"):
        if name in given:
            changes[name] = empty_to_none(getattr(p, name))
    if "metadata" in given:
        changes["metadata"] = merge_metadata(row["metadata"], p.metadata)
    if "shipping" in given:
        changes["shipping"] = shipping_json(p.shipping)
    if p.fraud_details is not None:
        report = p.fraud_details.user_report
        changes["fraud_details"] = jdump({"user_report": report} if report else {})
    if p.customer:
        if row["customer"] not in (None, p.customer):
            raise invalid("This charge already has a customer; it cannot be changed.", param="customer")
        live_customer(ctx, p.customer)
        changes["customer"] = p.customer
    update(ctx.db, CHARGES, p.charge, changes)
    obj = load(ctx, p.charge)
    assert obj is not None
    return expand(ctx, obj, p.expand)


def capture_charge_row(ctx: Context, charge: Any, amount: int) -> None:
    """Capture ``amount`` of an authorized charge; the rest of the authorization is released."""
    update(
        ctx.db,
        CHARGES,
        charge["id"],
        {"captured": True, "amount_captured": amount, "amount_refunded": charge["amount"] - amount},
    )


class ListCharges(ListParams):
    customer: Str | None = None
    payment_intent: Str | None = None
    transfer_group: Str | None = None


@service.operation("stripe.charges.list", "GET", "/v1/charges", writes=False)
def list_charges(ctx: Context, p: ListCharges) -> Obj:
    """List charges, newest first, by customer or payment intent."""
    # No charge here has a transfer group: filtering by one finds nothing.
    f = Filters().equal_each(p, "customer", "payment_intent").when(p.transfer_group is not None, "0")
    return page(ctx, T, p, "/v1/charges", render, f.where, f.args)


CHARGE_SEARCH: dict[str, FieldKind] = {
    "amount": "int",
    "created": "int",
    "currency": "text",
    "customer": "text",
    "payment_intent": "text",
    "status": "text",
    "metadata": "metadata",
}


search_operation(
    service,
    "stripe.charges.search",
    "/v1/charges/search",
    T,
    CHARGE_SEARCH,
    render,
    doc="Search charges (``amount``, ``created``, ``currency``, ``customer``, ``status``, ``metadata``).",
)


@includable("charge", "refunds")
def charge_refunds(ctx: Context, charge: Obj) -> Obj:
    """``expand[]=refunds`` on a charge: its refunds, newest first (Stripe dropped them by default)."""
    rows = ctx.all(f"SELECT * FROM {R} WHERE charge = ? ORDER BY created DESC, seq DESC", (charge["id"],))
    return {
        "object": "list",
        "data": [render_refund(ctx, r) for r in rows],
        "has_more": False,
        "url": f"/v1/charges/{charge['id']}/refunds",
    }
