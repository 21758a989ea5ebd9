"""Refunds: create (by charge or payment intent, full or partial), retrieve, update, list.

Every refund moves its charge's ``amount_refunded`` (and ``refunded`` once nothing remains); refunding
more than remains, a failed charge, or a fully refunded one fails with Stripe's own codes
(``amount_too_large``, ``charge_not_refundable``, ``charge_already_refunded``).
"""

from __future__ import annotations

from operator import itemgetter
from typing import Any

from pydantic import Field

from toolproof.service import Context, Params
from toolproof.service.context import as_stored
from toolproof.services.stripe.common import (
    Obj,
    expand,
    merge_metadata,
    page,
    require,
)
from toolproof.services.stripe.errors import invalid, missing, no_such
from toolproof.services.stripe.handlers import Filters, retrieved
from toolproof.services.stripe.money import format_money
from toolproof.services.stripe.operations.charges import R, T, charge_row, load_refund, render_refund
from toolproof.services.stripe.params import (
    Bool,
    Currency,
    Expand,
    ListParams,
    Metadata,
    PositiveAmount,
    Retrieve,
    Str,
    enum,
)
from toolproof.services.stripe.service import service
from toolproof.services.stripe.tables import CHARGES, REFUNDS, insert, update

#: The charge's ``UPDATE`` after a refund: the text :func:`update` builds for these two columns (the
#: same statement, one entry in the connection's statement cache), not joined again on every refund.
REFUND_UPDATE = f'UPDATE "{CHARGES.name}" SET "amount_refunded" = ?, "refunded" = ? WHERE id = ?'
#: The positions of the two columns it sets in the charge's row (column order, as ``SELECT *`` has it).
_AT_AMOUNT_REFUNDED = CHARGES.column_names.index("amount_refunded")
_AT_REFUNDED = CHARGES.column_names.index("refunded")
_CHARGE_WIDTH = len(CHARGES.column_names)
_REFUNDS = REFUNDS.name
#: A refund row's values in column order (the getter ``insert`` binds them with).
_REFUND_VALUES = itemgetter(*REFUNDS.column_names)


class CreateRefund(Params):
    charge: Str | None = None
    payment_intent: Str | None = None
    amount: PositiveAmount | None = None
    currency: Currency | None = None
    customer: Str | None = None
    origin: enum("customer_balance") | None = None  # type: ignore[valid-type]
    reason: enum("duplicate", "fraudulent", "requested_by_customer") | None = None  # type: ignore[valid-type]
    metadata: Metadata | None = None
    instructions_email: Str | None = None
    refund_application_fee: Bool | None = None
    reverse_transfer: Bool | None = None
    expand: Expand = Field(default_factory=list)


def refund_charge(
    ctx: Context,
    charge: Any,
    amount: int | None,
    *,
    reason: str | None = None,
    metadata: str = "{}",
    created: int | None = None,
    instructions_email: str | None = None,
) -> dict[str, Any]:
    """Refund ``amount`` (default: what remains) of a charge, with Stripe's checks; the refund's row
    as inserted (nothing later in the call changes it, so the caller renders it without reading it
    back; its ``seq`` is asked of the world just before the insert, the number
    :data:`~toolproof.services.stripe.tables.NEXT_SEQ` would compute)."""
    if charge["status"] == "failed":
        raise invalid(
            f"Charge {charge['id']} has failed and cannot be refunded.",
            code="charge_not_refundable",
        )
    remaining = charge["amount"] - charge["amount_refunded"]
    if charge["refunded"] or remaining <= 0:
        raise invalid(f"Charge {charge['id']} has already been refunded.", code="charge_already_refunded")
    cur = charge["currency"]
    if not charge["captured"]:
        # Refunding an uncaptured charge releases the whole authorization, whatever amount was asked.
        amount = None
    if amount is None:
        amount = remaining
    elif amount > remaining:
        if charge["amount_refunded"]:
            msg = (
                f"Refund amount ({format_money(amount, cur)}) is greater than unrefunded amount on "
                f"charge ({format_money(remaining, cur)})"
            )
        else:
            msg = (
                f"Refund amount ({format_money(amount, cur)}) is greater than charge amount "
                f"({format_money(charge['amount'], cur)})"
            )
        raise invalid(msg, param="amount", code="amount_too_large")
    # Nothing this call wrote yet was declared: the charge's row read for it (``charge_row``: the
    # call's start state) is still the stored one unless an undeclared write changed it, and then
    # the world reads the journal and ignores the row handed over below.
    fresh = ctx.declared is None
    refund_id = ctx.new_id("re_", 24)
    row: dict[str, Any] = {
        "id": refund_id,
        # The number the insert's ``NEXT_SEQ`` would compute, bound (perf52): the row inserted is
        # then known whole, and handed to the world below, so the end reads no refund. The world
        # answers it without a statement while it knows it (perf53: ``World.next_seq``), which the
        # row handed below keeps it knowing.
        "seq": ctx.next_seq(_REFUNDS),
        "created": ctx.now() if created is None else created,
        "amount": amount,
        "currency": cur,
        "charge": charge["id"],
        "payment_intent": charge["payment_intent"],
        "reason": reason,
        "status": "succeeded",
        "description": None,
        "metadata": metadata,
        "instructions_email": instructions_email,
    }
    insert(ctx.db, REFUNDS, row)
    # The row as stored, when binding stored every value as it is (``as_stored``; test_perf52).
    ctx.declare_insert(R, (refund_id,), as_stored(REFUNDS, _REFUND_VALUES(row)))
    refunded_total = charge["amount_refunded"] + amount
    # ``update(ctx.db, CHARGES, charge["id"], {"amount_refunded": …, "refunded": …})``, its statement
    # text made once. ``refunded`` an ``int``, as the adapter ``world.store`` registers for ``bool``
    # would bind it (the ``sqlite3`` module sends a ``bool`` through its adapter registry: ≈ 1,450
    # instructions).
    refunded = int(refunded_total == charge["amount"])
    ctx.db.execute(REFUND_UPDATE, (refunded_total, refunded, charge["id"]))
    # A positive amount always moves ``amount_refunded``: the charge's row surely changed, its id did
    # not. The world takes both row effects from these declarations when nothing else was written
    # (an uncaptured charge's payment intent cancelled below is read back from the journal).
    # (perf51) With the charge's row as the update left it: the row read (``SELECT *``, every column
    # in column order) with the two integers bound, stored as bound (``INTEGER`` columns). The end
    # then reads no charge (``Context.declare_update``'s ``row``; test_perf51 holds it to a read).
    stored = None
    if fresh and type(refunded_total) is int and len(charge) == _CHARGE_WIDTH:
        values = list(charge.values())
        values[_AT_AMOUNT_REFUNDED] = refunded_total
        values[_AT_REFUNDED] = refunded
        stored = tuple(values)
    ctx.declare_update(T, (charge["id"],), stored)
    if not charge["captured"] and charge["payment_intent"]:
        ctx.db.execute(
            "UPDATE stripe_payment_intents SET status = 'canceled', amount_capturable = 0, canceled_at = ?, "
            "cancellation_reason = 'requested_by_customer' WHERE id = ? AND status = 'requires_capture'",
            (ctx.now(), charge["payment_intent"]),
        )
    return row


@service.operation("stripe.refunds.create", "POST", "/v1/refunds", writes=True)
def create_refund(ctx: Context, p: CreateRefund) -> Obj:
    """Refund a charge (by ``charge`` or ``payment_intent``), fully or partly.

    The fee and transfer switches are accepted and have nothing to act on (no Connect here); a refund
    from a customer's cash balance (``origin``) finds no balance, as on an account without one.
    """
    if p.origin is not None:
        if p.customer is None:
            raise missing("customer")
        from toolproof.services.stripe.operations.customers import live_customer

        live_customer(ctx, p.customer)
        raise invalid(f"Customer {p.customer} has no cash balance to refund from.", param="origin")
    if p.charge is None and p.payment_intent is None:
        raise invalid(
            "One of the following params should be provided for this request: payment_intent or charge."
        )
    charge_id = p.charge
    if p.payment_intent is not None:
        pi = ctx.one("SELECT * FROM stripe_payment_intents WHERE id = ?", (p.payment_intent,))
        if pi is None:
            raise no_such("payment_intent", p.payment_intent, param="payment_intent", status=400)
        if pi["latest_charge"] is None or pi["status"] not in ("succeeded", "requires_capture"):
            raise invalid(
                f"This PaymentIntent ({pi['id']}) does not have a successful charge to refund.",
                param="payment_intent",
            )
        if charge_id is not None and charge_id != pi["latest_charge"]:
            raise invalid(
                f"The charge {charge_id} does not belong to PaymentIntent {pi['id']}.", param="charge"
            )
        charge_id = pi["latest_charge"]
    assert charge_id is not None
    # ``require(ctx, T, charge_id, "charge", param="charge", status=400)``, the row from the read
    # memo when the agent has just retrieved the charge (the same values, as a dict).
    charge = charge_row(ctx, charge_id)
    if charge is None:
        raise no_such("charge", charge_id, param="charge", status=400)
    if p.customer is not None and charge["customer"] != p.customer:
        raise invalid(f"Charge {charge_id} does not belong to customer {p.customer}.", param="customer")
    if p.currency is not None and p.currency != charge["currency"]:
        raise invalid(
            f"The refund currency ({p.currency}) must match the charge's currency ({charge['currency']}).",
            param="currency",
        )
    # ``merge_metadata(None, p.metadata)`` and ``empty_to_none(p.instructions_email)``: their answers
    # for the common call (no metadata, no email) without their Python calls.
    metadata = p.metadata
    email = p.instructions_email
    row = refund_charge(
        ctx,
        charge,
        p.amount,
        reason=p.reason,
        metadata="{}" if metadata is None else merge_metadata(None, metadata),
        instructions_email=None if email == "" else email,
    )
    # Rendered from the row as inserted: the values are what SQLite stores and reads back (text,
    # integers, NULL), and nothing after the insert touches the refund's row (held to reading it
    # back by tests/services/stripe/test_fast_paths.py). (Most creates expand nothing: ``expand`` of
    # no paths returns the object as it is.)
    obj = render_refund(ctx, row)
    return expand(ctx, obj, p.expand) if p.expand else obj


class RetrieveRefund(Retrieve):
    refund: Str


@service.operation("stripe.refunds.retrieve", "GET", "/v1/refunds/{refund}", writes=False)
def retrieve_refund(ctx: Context, p: RetrieveRefund) -> Obj:
    """Retrieve a refund."""
    return retrieved(ctx, load_refund(ctx, p.refund), "refund", p.refund, p.expand, param="refund")


class UpdateRefund(Params):
    refund: Str
    metadata: Metadata | None = None
    expand: Expand = Field(default_factory=list)


@service.operation("stripe.refunds.update", "POST", "/v1/refunds/{refund}", writes=True)
def update_refund(ctx: Context, p: UpdateRefund) -> Obj:
    """Update a refund's metadata (the only thing Stripe lets change)."""
    row = require(ctx, R, p.refund, "refund", param="refund")
    if p.metadata is not None:
        update(ctx.db, REFUNDS, p.refund, {"metadata": merge_metadata(row["metadata"], p.metadata)})
    obj = load_refund(ctx, p.refund)
    assert obj is not None
    return expand(ctx, obj, p.expand)


class CancelRefund(Params):
    refund: Str
    expand: Expand = Field(default_factory=list)


@service.operation("stripe.refunds.cancel", "POST", "/v1/refunds/{refund}/cancel", writes=True)
def cancel_refund(ctx: Context, p: CancelRefund) -> Obj:
    """Cancel a refund that still needs action; card refunds succeed at once, so they cannot be."""
    row = require(ctx, R, p.refund, "refund", param="refund")
    if row["status"] != "requires_action":
        raise invalid(
            f"You can't cancel this refund because it has a status of {row['status']}. Only refunds with a "
            "status of requires_action can be canceled."
        )
    update(ctx.db, REFUNDS, p.refund, {"status": "canceled"})
    ctx.db.execute(
        f"UPDATE {T} SET amount_refunded = amount_refunded - ?, refunded = 0 WHERE id = ?",
        (row["amount"], row["charge"]),
    )
    obj = load_refund(ctx, p.refund)
    assert obj is not None
    return expand(ctx, obj, p.expand)


class ListRefunds(ListParams):
    charge: Str | None = None
    payment_intent: Str | None = None


@service.operation("stripe.refunds.list", "GET", "/v1/refunds", writes=False)
def list_refunds(ctx: Context, p: ListRefunds) -> Obj:
    """List refunds, newest first, by charge or payment intent."""
    f = Filters().equal_each(p, "charge", "payment_intent")
    return page(ctx, R, p, "/v1/refunds", render_refund, f.where, f.args)
