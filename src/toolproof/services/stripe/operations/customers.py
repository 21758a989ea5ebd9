"""Customers: create, retrieve, update, delete, list and search."""

from __future__ import annotations

import re
from typing import Annotated, Any

from pydantic import Field

from toolproof.service import Context, Params
from toolproof.service.rows import run_statement
from toolproof.service.shapes import (
    Column,
    Computed,
    Const,
    Flag,
    Json,
    Nullable,
    Part,
    compile_shape,
    shape_columns,
)
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
    page,
)
from toolproof.services.stripe.errors import invalid, no_such
from toolproof.services.stripe.handlers import Filters, search_operation
from toolproof.services.stripe.operations import discounts, payment_methods
from toolproof.services.stripe.operations.billing_params import CustomField
from toolproof.services.stripe.operations.payment_methods import CardParams
from toolproof.services.stripe.params import (
    EMPTY_STRING,
    PARAM,
    Address,
    Currency,
    Expand,
    Int,
    ListParams,
    Metadata,
    Required,
    Retrieve,
    SearchParams,
    Str,
    Str20,
    Str256,
    Str500,
    Str512,
    StrList,
    Unsettable,
    enum,
    positive,
)
from toolproof.services.stripe.search import FieldKind
from toolproof.services.stripe.service import service
from toolproof.services.stripe.tables import (
    CUSTOMERS,
    NEXT_SEQ,
    insert,
    update,
    values_inserter,
    values_statements,
)
from toolproof.services.stripe.vocabulary import TAX_ID_TYPES
from toolproof.world.rng import ALNUM

T = CUSTOMERS.name


def _invoice_settings_object(ctx: Context, row: Any) -> Obj:
    text = row["invoice_settings"]
    settings = {} if text is None else jload(text, {})
    return {
        "custom_fields": settings.get("custom_fields"),
        "default_payment_method": row["default_payment_method"],
        "footer": settings.get("footer"),
        "rendering_options": settings.get("rendering_options"),
    }


#: The customer object (keys in Stripe's order; the JSON columns most rows leave NULL, ``{}`` or ``[]``
#: answered inline), compiled once: every retrieve and create renders one.
_FIELDS: tuple[tuple[str, Part], ...] = (
    ("id", Column("id")),
    ("object", Const("customer")),
    ("address", Json("address")),
    ("balance", Column("balance")),
    ("created", Column("created")),
    ("currency", Column("currency")),
    ("default_source", Column("default_source")),
    ("delinquent", Flag("delinquent")),
    ("description", Column("description")),
    ("discount", Nullable("discount", discounts.discount_object)),
    ("email", Column("email")),
    ("invoice_prefix", Column("invoice_prefix")),
    (
        "invoice_settings",
        # (A NULL settings column, every fixture customer's, is rendered inline: no call.)
        Computed(
            _invoice_settings_object,
            ("invoice_settings", "default_payment_method"),
            pure=True,
            inline_null=True,
        ),
    ),
    ("livemode", Const(False)),
    ("metadata", Json("metadata", "{}")),
    ("name", Column("name")),
    ("next_invoice_sequence", Column("next_invoice_sequence")),
    ("phone", Column("phone")),
    ("preferred_locales", Json("preferred_locales", "[]")),
    ("shipping", Json("shipping")),
    ("tax_exempt", Column("tax_exempt")),
    ("test_clock", Const(None)),
)
#: From a row by column name (a create renders the row it inserted).
_CUSTOMER = compile_shape(_FIELDS, jload, flat=FLAT_JSON)
#: From the values of :data:`_LOAD_COLUMNS` in order (a load reads only those, as a tuple).
_LOAD_COLUMNS = ("deleted", *shape_columns(_FIELDS))
_CUSTOMER_AT = compile_shape(_FIELDS, jload, columns=_LOAD_COLUMNS, flat=FLAT_JSON)
_LOAD_SQL = f"SELECT {', '.join(_LOAD_COLUMNS)} FROM {T} WHERE id = ?"
_ID_AT = _LOAD_COLUMNS.index("id")


def render(ctx: Context, row: Any) -> Obj:
    if row["deleted"]:
        return {"id": row["id"], "object": "customer", "deleted": True}
    return _CUSTOMER(ctx, row)


@loader("cus_")
def load(ctx: Context, customer_id: str) -> Obj | None:
    """The customer with this id rendered, or ``None``: ``render`` of its row, read as a tuple of the
    columns the object shows (every retrieve loads one; a dict of all 25 columns cost as much as
    the rendering). Held to ``render`` of the whole row by test_shapes."""
    values = ctx.db.execute(_LOAD_SQL, (customer_id,)).fetchone()
    if values is None:
        return None
    if values[0]:
        return {"id": values[_ID_AT], "object": "customer", "deleted": True}
    return _CUSTOMER_AT(ctx, values)


def live_customer(ctx: Context, customer_id: str, *, param: str = "customer", status: int = 400) -> Any:
    """A customer that exists and is not deleted, or ``resource_missing`` naming ``param``."""
    row = ctx.one(f"SELECT * FROM {T} WHERE id = ?", (customer_id,))
    if row is None or row["deleted"]:
        raise no_such("customer", customer_id, param=param, status=status)
    return row


class Shipping(Params):
    address: Address
    name: Required
    phone: Str | None = None


class RenderingOptions(Params):
    amount_tax_display: enum("", "exclude_tax", "include_inclusive_tax") | None = None  # type: ignore[valid-type]


class InvoiceSettings(Params):
    custom_fields: Annotated[list[CustomField] | None, Unsettable] = None
    default_payment_method: Str | None = None
    footer: Str | None = None
    rendering_options: Annotated[RenderingOptions | None, Unsettable] = None


class CashBalanceSettings(Params):
    reconciliation_mode: enum("automatic", "manual", "merchant_default") | None = None  # type: ignore[valid-type]


class CashBalance(Params):
    settings: CashBalanceSettings | None = None


class Tax(Params):
    ip_address: Str | None = None
    validate_location: enum("deferred", "immediately") | None = None  # type: ignore[valid-type]


class TaxIdData(Params):
    type: enum(*TAX_ID_TYPES)  # type: ignore[valid-type]
    value: Required


class CustomerFields(Params):
    address: Annotated[Address | None, Unsettable] = None
    balance: Int | None = None
    cash_balance: CashBalance | None = None
    coupon: Str | None = None
    description: Str | None = None
    email: Str512 | None = None
    invoice_prefix: Str | None = None
    invoice_settings: InvoiceSettings | None = None
    metadata: Metadata | None = None
    name: Str256 | None = None
    next_invoice_sequence: positive(1_000_000_000) | None = None  # type: ignore[valid-type]
    phone: Str20 | None = None
    preferred_locales: StrList | None = None
    promotion_code: Str | None = None
    shipping: Annotated[Shipping | None, Unsettable] = None
    source: Str | None = None
    tax: Tax | None = None
    tax_exempt: enum("", "none", "exempt", "reverse") | None = None  # type: ignore[valid-type]
    expand: Expand = Field(default_factory=list)


class CreateCustomer(CustomerFields):
    payment_method: Str | None = None
    tax_id_data: list[TaxIdData] | None = None
    test_clock: Str | None = None


_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")


def _check_email(email: str | None) -> None:
    if email and not _EMAIL.match(email):
        raise invalid(f"Invalid email address: {email}", param="email", code="email_invalid")


def _nested(value: Params | None) -> str | None:
    return None if value is None else jdump(value.model_dump())


def _invoice_settings(current: str | None, given: InvoiceSettings | None) -> str | None:
    """Merge ``invoice_settings`` (custom fields, footer, rendering options) into what is stored."""
    settings: dict[str, Any] = dict(jload(current, {}))
    if given is None:
        return jdump(settings) if settings else current
    fields = given.model_fields_set
    if "custom_fields" in fields:
        cf = given.custom_fields
        if cf and len(cf) > 4:
            raise invalid(
                "You can only specify up to 4 custom fields.", param="invoice_settings[custom_fields]"
            )
        settings["custom_fields"] = [c.model_dump() for c in cf] if cf else None
    if "footer" in fields:
        settings["footer"] = given.footer or None
    if "rendering_options" in fields:
        ro = given.rendering_options
        display = ro.amount_tax_display if ro is not None else None
        settings["rendering_options"] = {"amount_tax_display": display or None} if ro is not None else None
    return jdump(settings)


def _tax_ids(ctx: Context, data: list[TaxIdData] | None) -> str | None:
    if not data:
        return None
    return jdump(
        [{"id": ctx.new_id("txi_"), "type": t.type, "value": t.value, "created": ctx.now()} for t in data]
    )


def _source_to_default(ctx: Context, cid: str, source: str, param: str) -> None:
    """``source=tok_…``: a new card for the customer that becomes its default source."""
    from toolproof.services.stripe.operations.payment_methods import pm_from_token

    pm_id = pm_from_token(ctx, source, param, customer=cid)
    update(ctx.db, CUSTOMERS, cid, {"default_source": pm_id})


#: The fields a create may set and still take the short path (text fields stored as given, ``""`` as
#: NULL; ``expand``), and every other column's value when none of the rest is given.
_PLAIN_FIELDS = frozenset({"email", "name", "phone", "description", "expand"})
_PLAIN_ROW: dict[str, object] = {
    "seq": NEXT_SEQ,  # computed by the insert (render shows no seq)
    "balance": 0,
    "currency": None,
    "delinquent": False,
    "deleted": False,
    "next_invoice_sequence": 1,
    "default_payment_method": None,
    "tax_exempt": "none",
    "address": None,
    "shipping": None,
    "preferred_locales": "[]",
    "metadata": "{}",
    "discount": None,
    "default_source": None,
    "invoice_settings": None,
    "cash_balance": None,
    "tax": None,
    "tax_ids": None,
}
#: The short path's row as the table's columns in order (the fields it sets ``None`` until set). Its
#: two booleans are the integers SQLite is given for them: ``world.store`` registers ``int`` as the
#: adapter of ``bool`` (a bound ``False`` costs the ``sqlite3`` module's adapter look-up, ≈ 1,450
#: instructions), and the statements below write the constants as literals, exact integers only. The
#: same stored value; the renderer never reads these positions (folded from ``_PLAIN_ROW``).
_PLAIN_VALUES: list[object] = [
    int(value) if type(value) is bool else value
    for value in (_PLAIN_ROW.get(column) for column in CUSTOMERS.column_names)
]
_AT_ID, _AT_CREATED, _AT_EMAIL, _AT_NAME, _AT_PHONE, _AT_DESCRIPTION, _AT_INVOICE_PREFIX = (
    CUSTOMERS.column_names.index(column)
    for column in ("id", "created", "email", "name", "phone", "description", "invoice_prefix")
)
_INSERT_VALUES = values_inserter(CUSTOMERS)
#: The short path's statement per set of its optional fields given (email, name, phone, description):
#: what ``_INSERT_VALUES`` runs for such a row, without reading the pattern from its 24 values.
#: The constant columns (balance, the two flags, the next invoice's number, tax exemption, locales and
#: metadata) are written into the statements as literals, not bound per create (``literals``).
_PLAIN_STATEMENTS = values_statements(
    CUSTOMERS,
    # (the id, the time and the invoice prefix are always set: any value stands for them here)
    [at if at in (_AT_ID, _AT_CREATED, _AT_INVOICE_PREFIX) else v for at, v in enumerate(_PLAIN_VALUES)],
    (_AT_EMAIL, _AT_NAME, _AT_PHONE, _AT_DESCRIPTION),
    literals=[at for at, v in enumerate(_PLAIN_VALUES) if v is not None and v is not NEXT_SEQ],
)
#: (perf53) The same statements with the ``seq`` bound: for a create whose next ``seq`` the world
#: knows without a statement (``Context.known_seq``); the row is then every value stored, handed to
#: the world, and the end reads no customer.
_PLAIN_SEQ_STATEMENTS = values_statements(
    CUSTOMERS,
    [at if at in (_AT_ID, _AT_CREATED, _AT_INVOICE_PREFIX) else v for at, v in enumerate(_PLAIN_VALUES)],
    (_AT_EMAIL, _AT_NAME, _AT_PHONE, _AT_DESCRIPTION),
    literals=[at for at, v in enumerate(_PLAIN_VALUES) if v is not None and v is not NEXT_SEQ],
    bound_seq=True,
)
_AT_SEQ = CUSTOMERS.column_names.index("seq")
_CUSTOMERS = CUSTOMERS.name
#: The customer from a whole row's values in column order (never deleted: a new customer).
_CUSTOMER_ROW = compile_shape(_FIELDS, jload, columns=CUSTOMERS.column_names, flat=FLAT_JSON)
#: The same for the short path's rows only (every column but the seven it sets holds ``_PLAIN_ROW``'s
#: value): those keys are worked out once (test_shapes holds it to ``_CUSTOMER_ROW``).
_PLAIN_CUSTOMER_ROW = compile_shape(_FIELDS, jload, columns=CUSTOMERS.column_names, fixed=_PLAIN_ROW)


def _plain_create(p: CreateCustomer) -> bool:
    """Whether a create takes the short path below and writes nothing but its customer row, handed
    to the world last (``Context.insert_last``; the world then needs no savepoint around it). Not
    with ``expand``: expanding may read, and the row is not written until the handler returns."""
    # ``__pydantic_fields_set__`` is what the ``model_fields_set`` property returns (one Python call
    # fewer; the compiled validator sets it as pydantic does).
    return p.__pydantic_fields_set__ <= _PLAIN_FIELDS and not p.expand


@service.operation("stripe.customers.create", "POST", "/v1/customers", writes=True, alone=_plain_create)
def create_customer(ctx: Context, p: CreateCustomer) -> Obj:
    """Create a customer (optionally with a card: ``payment_method`` or a ``source`` token)."""
    email = p.email
    if email and not _EMAIL.match(email):  # ``_check_email(email)``, inline (one Python call fewer)
        raise invalid(f"Invalid email address: {email}", param="email", code="email_invalid")
    if p.test_clock:
        raise no_such("test_clock", p.test_clock, param="test_clock", status=400)
    if p.__pydantic_fields_set__ <= _PLAIN_FIELDS:
        # Only plain text fields given (what most creates send): the row is the constant columns
        # plus those, as the general path below builds it (held to it by test_write_path), laid
        # out as the table's columns: inserted and rendered by position, no dict of 25 columns.
        # The id and the invoice prefix are the general path's two draws of ``ids``, in its order
        # (nothing draws between them), in one call; ``ctx.now()`` is read inline.
        token, prefix = ctx.rng.token_pair(14, ALNUM, 8, "0123456789ABCDEF")
        cid = "cus_" + token
        plain = _PLAIN_VALUES.copy()
        plain[_AT_ID] = cid
        plain[_AT_CREATED] = int(ctx.clock.now)
        plain[_AT_EMAIL] = email = email or None
        plain[_AT_NAME] = name = p.name or None
        plain[_AT_PHONE] = phone = p.phone or None
        plain[_AT_DESCRIPTION] = description = p.description or None
        plain[_AT_INVOICE_PREFIX] = prefix
        # The call's last write (the world's, after this returns, when it runs without a savepoint):
        # what follows only renders the values, or expands what a new customer refers to.
        # ``_INSERT_VALUES(db, plain)``'s statement, picked by the four values that may be NULL.
        # With the next ``seq`` known to the world, it is bound and the row handed back (perf53);
        # else the statement computes it (``NEXT_SEQ``), as reading it first would cost the create
        # more than the end's read of the row it saves (perf52).
        # (``ctx.known_seq(_CUSTOMERS)``, asked of the world directly: a call's ``db`` is its world's
        # connection, and the world answers ``None`` on any other database.)
        world = ctx.world
        seq = None if world is None else world.known_seq(_CUSTOMERS)
        if seq is None:
            sql, pick = _PLAIN_STATEMENTS[
                (email is not None, name is not None, phone is not None, description is not None)
            ]
            ctx.insert_last(run_statement, (sql, pick(plain)), T, (cid,))
        else:
            plain[_AT_SEQ] = seq
            sql, pick = _PLAIN_SEQ_STATEMENTS[
                (email is not None, name is not None, phone is not None, description is not None)
            ]
            # The row as stored: what ``as_stored(CUSTOMERS, plain)`` hands here, not walked per
            # create: the constants are of the kinds it asks, the id, the prefix and the fields set
            # are ``str``, the time and the ``seq`` ``int`` (test_perf53 holds the kept row to the
            # read one, value and type, for every set of the four fields).
            ctx.insert_last(run_statement, (sql, pick(plain)), T, (cid,), tuple(plain))
        obj = _PLAIN_CUSTOMER_ROW(ctx, plain)
        return expand(ctx, obj, p.expand) if p.expand else obj
    cid = ctx.new_id("cus_")
    default_pm = p.invoice_settings.default_payment_method if p.invoice_settings else None
    row: dict[str, object] = {
        "id": cid,
        "seq": NEXT_SEQ,  # computed by the insert (render shows no seq)
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
        "next_invoice_sequence": p.next_invoice_sequence or 1,
        "default_payment_method": None,
        "tax_exempt": p.tax_exempt or "none",
        "address": _nested(p.address),
        "shipping": _nested(p.shipping),
        "preferred_locales": jdump(p.preferred_locales or []),
        "metadata": merge_metadata(None, p.metadata),
        "default_source": None,
        "invoice_settings": _invoice_settings(None, p.invoice_settings),
        "cash_balance": _nested(p.cash_balance),
        "tax": _nested(p.tax),
        "tax_ids": _tax_ids(ctx, p.tax_id_data),
        "discount": None,
    }
    insert(ctx.db, CUSTOMERS, row)
    if p.coupon or p.promotion_code:
        discounts.set_customer_discount(ctx, cid, p.coupon, p.promotion_code)
    elif not (p.payment_method or default_pm or p.source):
        # Nothing changed the row after the insert: render what was inserted instead of reading it
        # back (the values are what SQLite stores: text, integers, booleans read as 0/1 by render;
        # the row names every column, so render finds each).
        return expand(ctx, render(ctx, row), p.expand)
    if p.payment_method:
        pm_id = payment_methods.attach_to(ctx, p.payment_method, cid, param="payment_method")
        if default_pm is None or default_pm == p.payment_method:
            default_pm = pm_id
    if default_pm:
        _set_default_pm(ctx, cid, default_pm)
    if p.source:
        _source_to_default(ctx, cid, p.source, "source")
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
    # ``load(ctx, p.customer)``'s body written out (one Python frame fewer on every retrieve).
    # One row by its primary key, read at once: on the call's cursor (``Context.cursor``).
    values = ctx.cursor.execute(_LOAD_SQL, (p.customer,)).fetchone()
    if values is None:
        raise no_such("customer", p.customer)
    if values[0]:
        return {"id": values[_ID_AT], "object": "customer", "deleted": True}
    obj = _CUSTOMER_AT(ctx, values)
    # (Most retrieves expand nothing: ``expand`` of no paths returns ``obj`` as it is.)
    return expand(ctx, obj, p.expand) if p.expand else obj


class LegacyCard(payment_methods.LegacyCard):
    """``card`` on a customer update: a card for the customer, as a hash (or a token string)."""


class LegacyBankAccount(Params):
    account_number: Required
    country: Required
    account_holder_name: Str | None = None
    account_holder_type: enum("company", "individual") | None = None  # type: ignore[valid-type]
    currency: Currency | None = None
    object: enum("bank_account") | None = None  # type: ignore[valid-type]
    routing_number: Str | None = None


class UpdateCustomer(CustomerFields):
    customer: Str
    card: LegacyCard | Str | None = None
    bank_account: LegacyBankAccount | Str | None = None
    default_source: Str500 | None = None
    default_card: Str500 | None = None
    default_bank_account: Str500 | None = None
    default_alipay_account: Str500 | None = None


def _default_source(ctx: Context, cid: str, source: str, param: str) -> None:
    """Make one of the customer's own cards its default source (``default_source``, ``default_card``…)."""
    row = ctx.one("SELECT customer FROM stripe_payment_methods WHERE id = ?", (source,))
    if row is None or row["customer"] != cid:
        raise no_such("source", source, param=param, status=400)
    update(ctx.db, CUSTOMERS, cid, {"default_source": source})


@service.operation("stripe.customers.update", "POST", "/v1/customers/{customer}", writes=True)
def update_customer(ctx: Context, p: UpdateCustomer) -> Obj:
    """Update a customer; an empty string unsets a field, ``metadata[k]=`` removes one key."""
    from toolproof.services.stripe.operations.payment_methods import card_from, new_pm

    row = live_customer(ctx, p.customer, param="id", status=404)
    given = p.model_fields_set
    _check_email(p.email)
    changes: dict[str, Any] = {}
    for name in ("email", "name", "phone", "description", "invoice_prefix"):
        if name in given:
            changes[name] = empty_to_none(getattr(p, name))
    if "tax_exempt" in given:
        changes["tax_exempt"] = p.tax_exempt or "none"
    if "balance" in given:
        changes["balance"] = p.balance or 0
    if p.next_invoice_sequence is not None:
        changes["next_invoice_sequence"] = p.next_invoice_sequence
    for name in ("address", "shipping", "cash_balance", "tax"):
        if name in given:
            changes[name] = _nested(getattr(p, name))
    if "preferred_locales" in given:
        changes["preferred_locales"] = jdump(p.preferred_locales or [])
    if "metadata" in given:
        changes["metadata"] = merge_metadata(row["metadata"], p.metadata)
    if p.invoice_settings is not None:
        changes["invoice_settings"] = _invoice_settings(row["invoice_settings"], p.invoice_settings)
    update(ctx.db, CUSTOMERS, p.customer, changes)
    if "coupon" in given or "promotion_code" in given:
        discounts.set_customer_discount(ctx, p.customer, p.coupon, p.promotion_code)
    if p.invoice_settings is not None and "default_payment_method" in p.invoice_settings.model_fields_set:
        pm = p.invoice_settings.default_payment_method
        if pm:
            _set_default_pm(ctx, p.customer, pm)
        else:
            update(ctx.db, CUSTOMERS, p.customer, {"default_payment_method": None})
    if p.bank_account is not None:
        if isinstance(p.bank_account, str):
            raise no_such("token", p.bank_account, param="bank_account", status=400)
        raise invalid("This account cannot accept bank account payment sources.", param="bank_account")
    for name in ("source", "card"):
        value = getattr(p, name)
        if isinstance(value, str) and value:
            _source_to_default(ctx, p.customer, value, name)
        elif isinstance(value, LegacyCard):
            card, month, year = card_from(
                ctx, CardParams(**value.model_dump(include={"number", "exp_month", "exp_year"})), name
            )
            pm_id = new_pm(ctx, card, customer=p.customer, exp_month=month, exp_year=year)
            update(ctx.db, CUSTOMERS, p.customer, {"default_source": pm_id})
    for name in ("default_source", "default_card", "default_bank_account", "default_alipay_account"):
        value = getattr(p, name)
        if value == "" and name == "default_source":
            raise invalid(EMPTY_STRING.replace(PARAM, name), param=name, code="parameter_invalid_empty")
        if value:
            _default_source(ctx, p.customer, value, name)
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
    f = Filters("deleted = 0").equal("email", p.email)
    return page(ctx, T, p, "/v1/customers", render, f.where, f.args)


class SearchCustomers(SearchParams):
    pass


SEARCH_FIELDS: dict[str, FieldKind] = {
    "email": "text",
    "name": "text",
    "phone": "text",
    "created": "int",
    "metadata": "metadata",
}


@includable("customer", "tax")
def customer_tax(ctx: Context, customer: Obj) -> Obj:
    """``expand[]=tax``: the customer's tax settings (Stripe leaves them out by default)."""
    row = ctx.one(f"SELECT tax FROM {T} WHERE id = ?", (customer["id"],))
    tax = jload(row["tax"] if row else None, {}) or {}
    return {
        "automatic_tax": "unrecognized_location",
        "ip_address": tax.get("ip_address") or None,
        "location": None,
    }


@includable("customer", "tax_ids")
def customer_tax_ids(ctx: Context, customer: Obj) -> Obj:
    """``expand[]=tax_ids``: the customer's tax ids (Stripe leaves them out by default)."""
    row = ctx.one(f"SELECT tax_ids FROM {T} WHERE id = ?", (customer["id"],))
    ids = jload(row["tax_ids"] if row else None, []) or []
    return {
        "object": "list",
        "data": [
            {
                "id": t["id"],
                "object": "tax_id",
                "country": (t["value"][:2] if t["type"] == "eu_vat" else t["type"][:2]).upper(),
                "created": t["created"],
                "customer": customer["id"],
                "livemode": False,
                "type": t["type"],
                "value": t["value"],
                "verification": {"status": "pending", "verified_address": None, "verified_name": None},
            }
            for t in ids
        ],
        "has_more": False,
        "url": f"/v1/customers/{customer['id']}/tax_ids",
    }


@includable("customer", "cash_balance")
def customer_cash_balance(ctx: Context, customer: Obj) -> Obj:
    """``expand[]=cash_balance``: the customer's (empty) cash balance and its settings."""
    row = ctx.one(f"SELECT cash_balance FROM {T} WHERE id = ?", (customer["id"],))
    settings = (jload(row["cash_balance"] if row else None, {}) or {}).get("settings") or {}
    mode = settings.get("reconciliation_mode") or "merchant_default"
    return {
        "object": "cash_balance",
        "available": None,
        "customer": customer["id"],
        "livemode": False,
        "settings": {
            "reconciliation_mode": "automatic" if mode == "merchant_default" else mode,
            "using_merchant_default": mode == "merchant_default",
        },
    }


search_operation(
    service,
    "stripe.customers.search",
    "/v1/customers/search",
    T,
    SEARCH_FIELDS,
    render,
    doc="Search customers with Stripe's query language; pages via ``page`` / ``next_page``.",
    params=SearchCustomers,
    base="deleted = 0",
)
