"""Charging a card directly (the Charges API): create, and capture an authorization later.

A charge is made from a ``source`` token or card, a legacy ``card`` hash, or the customer's default
source; ``capture=false`` only authorizes. Declines commit the failed charge and answer 402.
"""

from __future__ import annotations

from typing import Any

from pydantic import Field

from toolproof.service import Context, Params
from toolproof.services.stripe.common import (
    Obj,
    empty_to_none,
    expand,
    jdump,
    merge_metadata,
    require,
)
from toolproof.services.stripe.dialect import Declined
from toolproof.services.stripe.errors import invalid, missing, no_such
from toolproof.services.stripe.money import check_amount
from toolproof.services.stripe.operations.charges import (
    RadarOptions,
    Shipping,
    T,
    TransferAmount,
    TransferData,
    capture_charge_row,
    load,
    new_charge,
    no_connect,
    no_transfer,
    shipping_json,
)
from toolproof.services.stripe.operations.payment_methods import CardParams, LegacyCard
from toolproof.services.stripe.params import (
    Amount,
    Bool,
    Currency,
    Expand,
    Int,
    Metadata,
    PositiveAmount,
    Required,
    Str,
    Str22,
    Str500,
    Text,
)
from toolproof.services.stripe.service import service
from toolproof.services.stripe.tables import CHARGES, update


class Destination(Params):
    account: Required
    amount: Amount | None = None


class CreateCharge(Params):
    amount: PositiveAmount | None = None
    currency: Currency | None = None
    customer: Str500 | None = None
    source: Str | None = None
    card: LegacyCard | Str | None = None
    capture: Bool | None = None
    description: Text | None = None
    metadata: Metadata | None = None
    receipt_email: Str | None = None
    shipping: Shipping | None = None
    statement_descriptor: Str22 | None = None
    statement_descriptor_suffix: Str22 | None = None
    transfer_group: Str | None = None
    radar_options: RadarOptions | None = None
    application_fee: Int | None = None
    application_fee_amount: Int | None = None
    destination: Destination | Str | None = None
    on_behalf_of: Str | None = None
    transfer_data: TransferData | None = None
    expand: Expand = Field(default_factory=list)


NO_CARD = "Cannot charge a customer that has no active card"


def _charge_source(ctx: Context, p: CreateCharge) -> Any:
    """The card a new charge uses: ``source`` (token, card id), ``card``, or the customer's default source."""
    from toolproof.services.stripe.cards import MAGIC_PMS
    from toolproof.services.stripe.operations.payment_methods import card_from, new_pm, pm_from_token

    ref: str | None = p.source or (p.card if isinstance(p.card, str) else None)
    param = "source" if p.source else "card"
    if isinstance(p.card, LegacyCard):
        card, month, year = card_from(
            ctx, CardParams(**p.card.model_dump(include={"number", "exp_month", "exp_year"})), "card"
        )
        ref = new_pm(ctx, card, exp_month=month, exp_year=year)
    elif ref is not None and ref.startswith("tok_"):
        ref = pm_from_token(ctx, ref, param)
    elif ref is None and p.customer:
        cus = ctx.one("SELECT default_source FROM stripe_customers WHERE id = ?", (p.customer,))
        ref = cus["default_source"] if cus else None
        if ref is None:
            raise invalid(NO_CARD, param="card", code="missing")
    if ref is None:
        raise invalid("Must provide source or customer.")
    if ref in MAGIC_PMS:
        ref = new_pm(ctx, MAGIC_PMS[ref])
    row = ctx.one("SELECT * FROM stripe_payment_methods WHERE id = ?", (ref,))
    if row is None:
        raise no_such("source", ref, param=param, status=400)
    if p.customer and row["customer"] not in (None, p.customer):
        raise invalid(f"Customer {p.customer} does not have a linked source with ID {ref}.", param=param)
    if p.customer is None and row["customer"] is not None:
        raise invalid(
            f"The source {ref} belongs to a customer; pass that customer to charge it.", param=param
        )
    return row


@service.operation("stripe.charges.create", "POST", "/v1/charges", writes=True)
def create_charge(ctx: Context, p: CreateCharge) -> Obj | Declined:
    """Charge a card directly (``source`` token or card, or the customer's default source).

    ``capture=false`` only authorizes it (capture later with ``stripe.charges.capture``); a decline
    leaves a failed charge and answers 402, as Stripe does.
    """
    from toolproof.services.stripe.operations.customers import live_customer
    from toolproof.services.stripe.operations.payment_intents import card_error_body

    if p.amount is None:
        raise missing("amount")
    if p.currency is None:
        raise missing("currency")
    check_amount(p.amount, p.currency)
    destination = (
        p.destination
        if isinstance(p.destination, str)
        else (p.destination.account if p.destination else None)
    )
    no_connect(
        on_behalf_of=p.on_behalf_of,
        transfer_data=p.transfer_data,
        destination=destination,
        fee=("application_fee_amount", p.application_fee_amount)
        if p.application_fee_amount is not None
        else ("application_fee", p.application_fee),
    )
    if p.customer:
        live_customer(ctx, p.customer)
    pm = _charge_source(ctx, p)
    capture = True if p.capture is None else p.capture
    extra = {"radar_options": p.radar_options.model_dump(exclude_none=True)} if p.radar_options else {}
    charge_id, decline = new_charge(
        ctx,
        amount=p.amount,
        currency=p.currency,
        pm_row=pm,
        customer=p.customer or None,
        capture=capture,
        description=empty_to_none(p.description),
        receipt_email=empty_to_none(p.receipt_email),
        metadata=merge_metadata(None, p.metadata),
        statement_descriptor=empty_to_none(p.statement_descriptor),
        statement_descriptor_suffix=empty_to_none(p.statement_descriptor_suffix),
        shipping=shipping_json(p.shipping),
        transfer_group=empty_to_none(p.transfer_group),
        extra=jdump(extra) if extra else None,
    )
    if decline is not None:
        return Declined(card_error_body(decline, charge_id, None))
    obj = load(ctx, charge_id)
    assert obj is not None
    return expand(ctx, obj, p.expand)


class CaptureCharge(Params):
    charge: Str
    amount: PositiveAmount | None = None
    receipt_email: Str | None = None
    statement_descriptor: Str22 | None = None
    statement_descriptor_suffix: Str22 | None = None
    transfer_group: Str | None = None
    application_fee: Int | None = None
    application_fee_amount: Int | None = None
    transfer_data: TransferAmount | None = None
    expand: Expand = Field(default_factory=list)


@service.operation("stripe.charges.capture", "POST", "/v1/charges/{charge}/capture", writes=True)
def capture_charge(ctx: Context, p: CaptureCharge) -> Obj:
    """Capture an authorized charge, fully or partly (a PaymentIntent's charge captures its intent too)."""
    row = require(ctx, T, p.charge, "charge", param="charge")
    no_transfer(p.transfer_data)
    no_connect(
        fee=("application_fee_amount", p.application_fee_amount)
        if p.application_fee_amount is not None
        else ("application_fee", p.application_fee),
    )
    if row["captured"]:
        raise invalid(f"Charge {p.charge} has already been captured.", code="charge_already_captured")
    if row["status"] != "succeeded" or row["refunded"]:
        raise invalid(
            f"Charge {p.charge} cannot be captured because it has a status of "
            f"{'refunded' if row['refunded'] else row['status']}.",
            code="charge_expired_for_capture" if row["refunded"] else None,
        )
    amount = row["amount"] if p.amount is None else p.amount
    if amount > row["amount"]:
        raise invalid(
            f"Amount to capture ({amount}) must be less than or equal to the authorized amount "
            f"({row['amount']}).",
            param="amount",
            code="amount_too_large",
        )
    capture_charge_row(ctx, row, amount)
    changes: dict[str, Any] = {}
    for name in ("receipt_email", "statement_descriptor", "statement_descriptor_suffix", "transfer_group"):
        if name in p.model_fields_set:
            changes[name] = empty_to_none(getattr(p, name))
    update(ctx.db, CHARGES, p.charge, changes)
    if row["payment_intent"]:
        ctx.db.execute(
            "UPDATE stripe_payment_intents SET status = 'succeeded', amount_capturable = 0, "
            "amount_received = ? WHERE id = ? AND status = 'requires_capture'",
            (amount, row["payment_intent"]),
        )
    obj = load(ctx, p.charge)
    assert obj is not None
    return expand(ctx, obj, p.expand)
