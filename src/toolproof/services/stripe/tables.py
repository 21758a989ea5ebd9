"""The Stripe double's tables: scalar fields as columns (graders diff by field), nested parts as JSON.

Parameters Stripe stores and returns but the double does not act on (tax settings, payment settings,
issuer…) live in each table's ``extra`` JSON column under their own names, so they are kept and echoed
without a column each.

Every table has ``seq``, a per-table monotonic integer that breaks ``created`` ties so list order and
pagination are stable.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from operator import itemgetter
from typing import Any

from toolproof.service.rows import Inserter
from toolproof.service.schema import Table

_ORDER = ("created", "seq")
_SEQ = ("seq",)

CUSTOMERS = Table(
    "stripe_customers",
    {
        "id": "text",
        "seq": "int",
        "created": "int",
        "email": "text",
        "name": "text",
        "phone": "text",
        "description": "text",
        "balance": "int",
        "currency": "text",
        "delinquent": "bool",
        "deleted": "bool",
        "invoice_prefix": "text",
        "next_invoice_sequence": "int",
        "default_payment_method": "text",
        "tax_exempt": "text",
        "address": "json",
        "shipping": "json",
        "preferred_locales": "json",
        "metadata": "json",
        "default_source": "text",
        "invoice_settings": "json",
        "cash_balance": "json",
        "tax": "json",
        "tax_ids": "json",
        "discount": "text",
    },
    indexes=(_ORDER, _SEQ, ("email",)),
)

PAYMENT_METHODS = Table(
    "stripe_payment_methods",
    {
        "id": "text",
        "seq": "int",
        "created": "int",
        "customer": "text",
        "type": "text",
        "brand": "text",
        "last4": "text",
        "exp_month": "int",
        "exp_year": "int",
        "funding": "text",
        "country": "text",
        "fingerprint": "text",
        "behaviour": "text",
        "billing_details": "json",
        "metadata": "json",
        "allow_redisplay": "text",
        "extra": "json",
    },
    indexes=(_ORDER, _SEQ, ("customer",)),
)

PAYMENT_INTENTS = Table(
    "stripe_payment_intents",
    {
        "id": "text",
        "seq": "int",
        "created": "int",
        "amount": "int",
        "amount_capturable": "int",
        "amount_received": "int",
        "currency": "text",
        "customer": "text",
        "description": "text",
        "status": "text",
        "capture_method": "text",
        "confirmation_method": "text",
        "payment_method": "text",
        "latest_charge": "text",
        "invoice": "text",
        "canceled_at": "int",
        "cancellation_reason": "text",
        "receipt_email": "text",
        "setup_future_usage": "text",
        "statement_descriptor": "text",
        "client_secret": "text",
        "last_payment_error": "json",
        "payment_method_types": "json",
        "metadata": "json",
        "shipping": "json",
        "statement_descriptor_suffix": "text",
        "transfer_group": "text",
        "payment_method_options": "json",
        "extra": "json",
    },
    indexes=(_ORDER, _SEQ, ("customer",)),
)

CHARGES = Table(
    "stripe_charges",
    {
        "id": "text",
        "seq": "int",
        "created": "int",
        "amount": "int",
        "amount_captured": "int",
        "amount_refunded": "int",
        "captured": "bool",
        "paid": "bool",
        "refunded": "bool",
        "status": "text",
        "currency": "text",
        "customer": "text",
        "description": "text",
        "invoice": "text",
        "payment_intent": "text",
        "payment_method": "text",
        "failure_code": "text",
        "failure_message": "text",
        "decline_code": "text",
        "receipt_email": "text",
        "statement_descriptor": "text",
        "card": "json",
        "billing_details": "json",
        "metadata": "json",
        "shipping": "json",
        "fraud_details": "json",
        "transfer_group": "text",
        "statement_descriptor_suffix": "text",
        "incremental": "bool",
        "extra": "json",
    },
    indexes=(_ORDER, _SEQ, ("customer",), ("payment_intent",)),
)

REFUNDS = Table(
    "stripe_refunds",
    {
        "id": "text",
        "seq": "int",
        "created": "int",
        "amount": "int",
        "currency": "text",
        "charge": "text",
        "payment_intent": "text",
        "reason": "text",
        "status": "text",
        "description": "text",
        "metadata": "json",
        "instructions_email": "text",
    },
    indexes=(_ORDER, _SEQ, ("charge",)),
)

PRODUCTS = Table(
    "stripe_products",
    {
        "id": "text",
        "seq": "int",
        "created": "int",
        "updated": "int",
        "name": "text",
        "active": "bool",
        "description": "text",
        "default_price": "text",
        "unit_label": "text",
        "url": "text",
        "statement_descriptor": "text",
        "shippable": "bool",
        "images": "json",
        "metadata": "json",
        "marketing_features": "json",
        "package_dimensions": "json",
        "tax_code": "text",
    },
    indexes=(_ORDER, _SEQ),
)

PRICES = Table(
    "stripe_prices",
    {
        "id": "text",
        "seq": "int",
        "created": "int",
        "product": "text",
        "active": "bool",
        "currency": "text",
        "unit_amount": "int",
        "type": "text",
        "interval": "text",
        "interval_count": "int",
        "nickname": "text",
        "lookup_key": "text",
        "tax_behavior": "text",
        "metadata": "json",
        "billing_scheme": "text",
        "tiers_mode": "text",
        "tiers": "json",
        "transform_quantity": "json",
        "custom_unit_amount": "json",
        "currency_options": "json",
        "unit_amount_decimal": "text",
        "usage_type": "text",
        "aggregate_usage": "text",
        "meter": "text",
    },
    indexes=(_ORDER, _SEQ, ("product",)),
)

SUBSCRIPTIONS = Table(
    "stripe_subscriptions",
    {
        "id": "text",
        "seq": "int",
        "created": "int",
        "customer": "text",
        "status": "text",
        "currency": "text",
        "current_period_start": "int",
        "current_period_end": "int",
        "billing_cycle_anchor": "int",
        "start_date": "int",
        "trial_start": "int",
        "trial_end": "int",
        "cancel_at_period_end": "bool",
        "cancel_at": "int",
        "canceled_at": "int",
        "ended_at": "int",
        "collection_method": "text",
        "days_until_due": "int",
        "default_payment_method": "text",
        "latest_invoice": "text",
        "description": "text",
        "cancellation_details": "json",
        "metadata": "json",
        "default_source": "text",
        "pause_collection": "json",
        "billing_cycle_anchor_config": "json",
        "trial_settings": "json",
        "extra": "json",
        "discounts": "json",
    },
    indexes=(_ORDER, _SEQ, ("customer",), ("status",)),
)

SUBSCRIPTION_ITEMS = Table(
    "stripe_subscription_items",
    {
        "id": "text",
        "seq": "int",
        "created": "int",
        "subscription": "text",
        "price": "text",
        "quantity": "int",
        "metadata": "json",
        "billing_thresholds": "json",
        "discounts": "json",
    },
    indexes=(("subscription",), ("price",), _SEQ),
)

INVOICES = Table(
    "stripe_invoices",
    {
        "id": "text",
        "seq": "int",
        "created": "int",
        "customer": "text",
        "subscription": "text",
        "status": "text",
        "number": "text",
        "currency": "text",
        "subtotal": "int",
        "total": "int",
        "amount_due": "int",
        "amount_paid": "int",
        "amount_remaining": "int",
        "attempt_count": "int",
        "attempted": "bool",
        "auto_advance": "bool",
        "collection_method": "text",
        "billing_reason": "text",
        "charge": "text",
        "payment_intent": "text",
        "description": "text",
        "due_date": "int",
        "period_start": "int",
        "period_end": "int",
        "paid_out_of_band": "bool",
        "finalized_at": "int",
        "paid_at": "int",
        "voided_at": "int",
        "marked_uncollectible_at": "int",
        "customer_email": "text",
        "customer_name": "text",
        "metadata": "json",
        "footer": "text",
        "custom_fields": "json",
        "default_payment_method": "text",
        "default_source": "text",
        "effective_at": "int",
        "statement_descriptor": "text",
        "amount_shipping": "int",
        "shipping_cost": "json",
        "shipping_details": "json",
        "from_invoice": "json",
        "latest_revision": "text",
        "extra": "json",
        "discounts": "json",
        "total_discount_amounts": "json",
    },
    indexes=(_ORDER, _SEQ, ("customer",), ("subscription",)),
)

INVOICE_ITEMS = Table(
    "stripe_invoice_items",
    {
        "id": "text",
        "seq": "int",
        "created": "int",
        "customer": "text",
        "invoice": "text",
        "subscription": "text",
        "subscription_item": "text",
        "price": "text",
        "amount": "int",
        "unit_amount": "int",
        "quantity": "int",
        "currency": "text",
        "description": "text",
        "period_start": "int",
        "period_end": "int",
        "proration": "bool",
        "discountable": "bool",
        "kind": "text",
        "metadata": "json",
        "unit_amount_decimal": "text",
        "extra": "json",
        "discounts": "json",
        "discount_amounts": "json",
    },
    indexes=(_ORDER, _SEQ, ("invoice",), ("customer",)),
)

#: Coupons keep their row when deleted (``deleted``): discounts made from them go on working.
COUPONS = Table(
    "stripe_coupons",
    {
        "id": "text",
        "seq": "int",
        "created": "int",
        "name": "text",
        "percent_off": "real",
        "amount_off": "int",
        "currency": "text",
        "duration": "text",
        "duration_in_months": "int",
        "max_redemptions": "int",
        "redeem_by": "int",
        "times_redeemed": "int",
        "deleted": "bool",
        "applies_to": "json",
        "currency_options": "json",
        "metadata": "json",
    },
    indexes=(_ORDER, _SEQ),
)

PROMOTION_CODES = Table(
    "stripe_promotion_codes",
    {
        "id": "text",
        "seq": "int",
        "created": "int",
        "code": "text",
        "coupon": "text",
        "active": "bool",
        "customer": "text",
        "expires_at": "int",
        "max_redemptions": "int",
        "times_redeemed": "int",
        "restrictions": "json",
        "metadata": "json",
    },
    indexes=(_ORDER, _SEQ, ("code",), ("coupon",)),
)

#: One row per application of a coupon (``di_…``): who it was applied to, when it started and ends.
#: Which discounts an object carries is that object's own ``discount``/``discounts`` column;
#: ``used_by`` is the invoice that used up a ``once`` discount (it leaves its owner on the next one).
DISCOUNTS = Table(
    "stripe_discounts",
    {
        "id": "text",
        "seq": "int",
        "created": "int",
        "coupon": "text",
        "promotion_code": "text",
        "customer": "text",
        "subscription": "text",
        "invoice": "text",
        "invoice_item": "text",
        "subscription_item": "text",
        "start": "int",
        "end": "int",
        "used_by": "text",
    },
    indexes=(_ORDER, _SEQ, ("customer",), ("subscription",)),
)

TABLES = [
    CUSTOMERS,
    PAYMENT_METHODS,
    PAYMENT_INTENTS,
    CHARGES,
    REFUNDS,
    PRODUCTS,
    PRICES,
    SUBSCRIPTIONS,
    SUBSCRIPTION_ITEMS,
    INVOICES,
    INVOICE_ITEMS,
    COUPONS,
    PROMOTION_CODES,
    DISCOUNTS,
]


class _NextSeq:
    """The type of :data:`NEXT_SEQ`."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "NEXT_SEQ"


#: A row's ``seq`` to be computed by its ``INSERT`` itself: ``(SELECT coalesce(max(seq), 0) + 1 …)``,
#: the value :func:`toolproof.services.stripe.common.next_seq` reads with a statement of its own
#: (the subquery runs before the row is stored, so the same number). For a handler that does not
#: need the number itself (a created customer's rendering has no ``seq``).
NEXT_SEQ: Any = _NextSeq()


#: Per table: its columns, their set, its inserters (values bound; ``seq`` computed by the
#: statement) and a getter of every column's value in column order (built once: inserts run on
#: every create).
_INSERTS: dict[
    str, tuple[tuple[str, ...], frozenset[str], Inserter, Inserter, Callable[[dict[str, object]], Any]]
] = {}


def insert(conn: sqlite3.Connection, table: Table, row: dict[str, object]) -> None:
    """Insert ``row`` (missing columns become NULL) into ``table``; an unknown column is a bug.

    A ``seq`` of :data:`NEXT_SEQ` is the table's next sequence number, computed by the insert.
    """
    plan = _INSERTS.get(table.name)
    if plan is None:
        cols = table.column_names
        next_seq = {"seq": f'(SELECT coalesce(max(seq), 0) + 1 FROM "{table.name}")'} if "seq" in cols else {}
        plan = _INSERTS[table.name] = (
            cols,
            frozenset(cols),
            Inserter(table.name, cols),
            Inserter(table.name, cols, next_seq),
            itemgetter(*cols) if len(cols) > 1 else lambda r: (r[cols[0]],),
        )
    cols, known, inserter, sequenced, every = plan
    if not known.issuperset(row):
        raise KeyError(f"{table.name}: unknown columns {sorted(set(row) - known)}")
    if row.get("seq") is NEXT_SEQ:  # (a table without ``seq`` was refused above)
        inserter = sequenced
    # A row naming every column (what the hot creates build) is read in one C call; else the
    # missing columns are NULL. Only the columns set are bound (see toolproof.service.rows).
    inserter(conn, every(row) if len(row) == len(cols) else [row.get(c) for c in cols])


def update(conn: sqlite3.Connection, table: Table, object_id: str, changes: dict[str, object]) -> None:
    """Set ``changes`` on the row with ``object_id`` (nothing to change, no statement)."""
    if not changes:
        return
    sets = ", ".join(f'"{c}" = ?' for c in changes)
    conn.execute(f'UPDATE "{table.name}" SET {sets} WHERE id = ?', [*changes.values(), object_id])


def values_inserter(table: Table) -> Callable[[sqlite3.Connection, Sequence[object]], None]:
    """``insert`` for a row given as every column's value in ``table``'s column order, its ``seq``
    :data:`NEXT_SEQ` (a handler that builds the same columns on every call need not build a dict
    of them first). Stores what ``insert`` of the same row as a dict stores (test_fast_paths)."""
    return _sequenced(table).checked(table.column_names.index("seq"), NEXT_SEQ)


def values_statements(
    table: Table,
    template: Sequence[object],
    optional: Sequence[int],
    literals: Sequence[int] = (),
    *,
    bound_seq: bool = False,
) -> dict[tuple[bool, ...], tuple[str, Callable[[Sequence[object]], Sequence[object]]]]:
    """What :func:`values_inserter` runs for rows that are ``template`` (its ``seq``
    :data:`NEXT_SEQ`) but at the positions ``optional``, per tuple saying which of those are set
    (:meth:`Inserter.patterns`): the statement and the getter of its bound values.

    ``literals``: positions whose value is the template's in every row given (a create's constant
    columns), written into the statement as SQL literals (:func:`sql_literal`) instead of bound: the
    same stored values (an integer literal is stored as the bound integer, a string literal as the
    bound text, under the same column affinity), without a bind per constant per row.

    ``bound_seq`` (perf53): the ``seq`` is bound like any value, set in every row given (the number
    the world knows: ``Context.known_seq``), not computed by the statement; the same stored row."""
    if len(template) != len(table.column_names) or template[table.column_names.index("seq")] is not NEXT_SEQ:
        raise ValueError(f"{table.name}: a template of every column in order, its seq NEXT_SEQ")
    inserter = _sequenced(table)
    for at in literals:
        if at in optional or template[at] is NEXT_SEQ:
            raise ValueError(f"{table.name}: {table.column_names[at]} is optional or the seq, not a literal")
    if bound_seq:
        seq_at = table.column_names.index("seq")
        inserter = Inserter(table.name, table.column_names)
        template = [*template[:seq_at], seq_at, *template[seq_at + 1 :]]  # (any value: always set)
    for at in literals:
        inserter.computed[table.column_names[at]] = sql_literal(template[at])
    return inserter.patterns(template, optional)


def sql_literal(value: object) -> str:
    """``value`` as an SQL literal that SQLite stores exactly as the bound value: an exact ``int`` in
    the signed 64-bit range, or a ``str`` without NUL (quotes doubled). Anything else is refused
    (``ValueError``): a ``bool`` binds through an adapter, a ``float``'s text may round, ``None`` is
    left out of a statement rather than written."""
    if type(value) is int and -(2**63) <= value < 2**63:
        return str(value)
    if type(value) is str and "\x00" not in value:
        return "'" + value.replace("'", "''") + "'"
    raise ValueError(f"no exact SQL literal for {value!r}")


def _sequenced(table: Table) -> Inserter:
    """The inserter of ``table``'s rows with its ``seq`` computed by the statement."""
    cols = table.column_names
    if "seq" not in cols:
        raise ValueError(f"{table.name}: values_inserter is for tables with a seq")
    return Inserter(table.name, cols, {"seq": f'(SELECT coalesce(max(seq), 0) + 1 FROM "{table.name}")'})
