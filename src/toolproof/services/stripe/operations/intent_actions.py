"""PaymentIntent actions beyond confirm/capture/cancel: increment an authorization, apply a customer's
cash balance, verify microdeposits.

Only cards exist here, so the last two always find an intent that is not of their kind and answer
with Stripe's state error; incrementing works on a manual-capture card intent that asked for it
(``payment_method_options[card][request_incremental_authorization]=if_available``).
"""

from __future__ import annotations

from typing import Any

from pydantic import Field

from toolproof.service import Context, Params
from toolproof.services.stripe.common import Obj, empty_to_none, expand, merge_metadata
from toolproof.services.stripe.errors import invalid, unexpected_state
from toolproof.services.stripe.money import check_amount
from toolproof.services.stripe.operations.charges import TransferAmount, no_connect, no_transfer
from toolproof.services.stripe.operations.payment_intents import get_intent, render, require_intent
from toolproof.services.stripe.params import (
    Currency,
    Expand,
    Int,
    Metadata,
    PositiveAmount,
    Str,
    Str22,
    Str1000,
)
from toolproof.services.stripe.service import service
from toolproof.services.stripe.tables import CHARGES, PAYMENT_INTENTS, update


class IncrementAuthorization(Params):
    intent: Str
    amount: PositiveAmount
    application_fee_amount: Int | None = None
    description: Str1000 | None = None
    metadata: Metadata | None = None
    statement_descriptor: Str22 | None = None
    transfer_data: TransferAmount | None = None
    expand: Expand = Field(default_factory=list)


@service.operation(
    "stripe.payment_intents.increment_authorization",
    "POST",
    "/v1/payment_intents/{intent}/increment_authorization",
    writes=True,
)
def increment_authorization(ctx: Context, p: IncrementAuthorization) -> Obj:
    """Raise an uncaptured card authorization to ``amount`` (the new total, larger than before)."""
    pi = require_intent(ctx, p.intent)
    no_transfer(p.transfer_data)
    no_connect(fee=("application_fee_amount", p.application_fee_amount))
    if pi["status"] != "requires_capture":
        raise unexpected_state(
            "This PaymentIntent's amount could not be incremented because it has a status of "
            f"{pi['status']}. Only a PaymentIntent with one of the following statuses may be incremented: "
            "requires_capture.",
            payment_intent=render(ctx, pi),
        )
    charge = ctx.one(f"SELECT * FROM {CHARGES.name} WHERE id = ?", (pi["latest_charge"],))
    if charge is None or not charge["incremental"]:
        raise invalid(
            "This PaymentIntent is not eligible for incremental authorizations. Request them with "
            "payment_method_options[card][request_incremental_authorization]=if_available when it is "
            "created.",
            code="incremental_authorization_unavailable",
        )
    if p.amount <= pi["amount"]:
        raise invalid(
            f"The amount must be greater than the currently authorized amount ({pi['amount']}).",
            param="amount",
        )
    check_amount(p.amount, pi["currency"])
    changes: dict[str, Any] = {"amount": p.amount, "amount_capturable": p.amount}
    given = p.model_fields_set
    if "description" in given:
        changes["description"] = empty_to_none(p.description)
    if "statement_descriptor" in given:
        changes["statement_descriptor"] = empty_to_none(p.statement_descriptor)
    if p.metadata is not None:
        changes["metadata"] = merge_metadata(pi["metadata"], p.metadata)
    update(ctx.db, PAYMENT_INTENTS, p.intent, changes)
    update(ctx.db, CHARGES, charge["id"], {"amount": p.amount})
    return expand(ctx, get_intent(ctx, p.intent), p.expand)


class ApplyCustomerBalance(Params):
    intent: Str
    amount: PositiveAmount | None = None
    currency: Currency | None = None
    expand: Expand = Field(default_factory=list)


@service.operation(
    "stripe.payment_intents.apply_customer_balance",
    "POST",
    "/v1/payment_intents/{intent}/apply_customer_balance",
    writes=True,
)
def apply_customer_balance(ctx: Context, p: ApplyCustomerBalance) -> Obj:
    """Pay from the customer's cash balance: only intents that accept ``customer_balance`` can."""
    pi = require_intent(ctx, p.intent)
    raise unexpected_state(
        "You cannot apply a customer balance to this PaymentIntent because its payment_method_types do "
        "not include customer_balance.",
        payment_intent=render(ctx, pi),
    )


class VerifyMicrodeposits(Params):
    intent: Str
    amounts: list[Int] | None = None
    client_secret: Str | None = None
    descriptor_code: Str | None = None
    expand: Expand = Field(default_factory=list)


@service.operation(
    "stripe.payment_intents.verify_microdeposits",
    "POST",
    "/v1/payment_intents/{intent}/verify_microdeposits",
    writes=True,
)
def verify_microdeposits(ctx: Context, p: VerifyMicrodeposits) -> Obj:
    """Verify a bank account by its microdeposits: only a bank-debit intent awaiting them can be."""
    pi = require_intent(ctx, p.intent)
    raise unexpected_state(
        f"This PaymentIntent does not require microdeposit verification (it has a status of {pi['status']} "
        "and pays by card).",
        payment_intent=render(ctx, pi),
    )
