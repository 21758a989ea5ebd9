"""Prices: create (per unit, decimal, tiered, package, pay-what-you-want), retrieve, update, list, search.

A price's amount never changes after creation; ``active=false`` archives it. What a price costs for a
quantity is :func:`toolproof.services.stripe.pricing.line_amount`. ``tiers`` and ``currency_options``
are returned only when expanded, as Stripe does.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BeforeValidator, Field

from toolproof.service import Context, Params
from toolproof.services.stripe.common import (
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
from toolproof.services.stripe.handlers import Filters, by_id, retrieved, search_operation
from toolproof.services.stripe.params import (
    Amount,
    Bool,
    Currency,
    Decimal,
    Expand,
    ListParams,
    Metadata,
    Required,
    Retrieve,
    Str,
    Str12,
    Str22,
    Str200,
    StrList,
    enum,
    positive,
    up_to,
)
from toolproof.services.stripe.search import FieldKind
from toolproof.services.stripe.service import service
from toolproof.services.stripe.tables import PRICES, PRODUCTS, insert, update

P = PRODUCTS.name
PR = PRICES.name

Interval = enum("day", "week", "month", "year")


def _tier(t: dict[str, Any]) -> Obj:
    return {
        "flat_amount": t.get("flat_amount"),
        "flat_amount_decimal": t.get("flat_amount_decimal"),
        "unit_amount": t.get("unit_amount"),
        "unit_amount_decimal": t.get("unit_amount_decimal"),
        "up_to": t.get("up_to"),
    }


def _custom(raw: str | None) -> Obj | None:
    c = jload(raw)
    if not c:
        return None
    return {"maximum": c.get("maximum"), "minimum": c.get("minimum"), "preset": c.get("preset")}


def render_price(ctx: Context, row: Any) -> Obj:
    recurring = None
    if row["type"] == "recurring":
        recurring = {
            "aggregate_usage": row["aggregate_usage"],
            "interval": row["interval"],
            "interval_count": row["interval_count"],
            "meter": row["meter"],
            "trial_period_days": None,
            "usage_type": row["usage_type"] or "licensed",
        }
    tiered = row["billing_scheme"] == "tiered"
    decimal = row["unit_amount_decimal"]
    if decimal is None and row["unit_amount"] is not None:
        decimal = str(row["unit_amount"])
    transform = jload(row["transform_quantity"])
    return {
        "id": row["id"],
        "object": "price",
        "active": bool(row["active"]),
        "billing_scheme": row["billing_scheme"] or "per_unit",
        "created": row["created"],
        "currency": row["currency"],
        "custom_unit_amount": _custom(row["custom_unit_amount"]),
        "livemode": False,
        "lookup_key": row["lookup_key"],
        "metadata": jload(row["metadata"], {}),
        "nickname": row["nickname"],
        "product": row["product"],
        "recurring": recurring,
        "tax_behavior": row["tax_behavior"],
        "tiers_mode": row["tiers_mode"] if tiered else None,
        "transform_quantity": transform or None,
        "type": row["type"],
        "unit_amount": None if tiered else row["unit_amount"],
        "unit_amount_decimal": None if tiered else decimal,
    }


load_price = loader("price_")(by_id(PR, render_price))


@includable("price", "tiers")
def price_tiers(ctx: Context, price: Obj) -> list[Obj]:
    """``expand[]=tiers``: the tiers of a tiered price (Stripe leaves them out by default)."""
    row = ctx.one(f"SELECT tiers FROM {PR} WHERE id = ?", (price["id"],))
    return [_tier(t) for t in jload(row["tiers"] if row else None, [])]


@includable("price", "currency_options")
def price_currency_options(ctx: Context, price: Obj) -> Obj:
    """``expand[]=currency_options``: the price in other currencies (Stripe leaves them out by default)."""
    row = ctx.one(f"SELECT currency_options FROM {PR} WHERE id = ?", (price["id"],))
    out: Obj = {}
    for currency, opt in sorted(jload(row["currency_options"] if row else None, {}).items()):
        unit = opt.get("unit_amount")
        decimal = opt.get("unit_amount_decimal") or (None if unit is None else str(unit))
        out[currency] = {
            "custom_unit_amount": _custom(jdump(opt["custom_unit_amount"]))
            if opt.get("custom_unit_amount")
            else None,
            "tax_behavior": opt.get("tax_behavior"),
            **({"tiers": [_tier(t) for t in opt["tiers"]]} if opt.get("tiers") else {}),
            "unit_amount": unit,
            "unit_amount_decimal": decimal,
        }
    return out


# -- parameters ------------------------------------------------------------------------------


class Recurring(Params):
    interval: Interval  # type: ignore[valid-type]
    interval_count: positive(365) = 1  # type: ignore[valid-type]
    usage_type: enum("licensed", "metered") | None = None  # type: ignore[valid-type]
    aggregate_usage: enum("last_during_period", "last_ever", "max", "sum") | None = None  # type: ignore[valid-type]
    meter: Str | None = None


class Tier(Params):
    up_to: up_to()  # type: ignore[valid-type]
    flat_amount: Amount | None = None
    flat_amount_decimal: Decimal | None = None
    unit_amount: Amount | None = None
    unit_amount_decimal: Decimal | None = None


class CustomUnitAmount(Params):
    enabled: Bool
    maximum: Amount | None = None
    minimum: Amount | None = None
    preset: Amount | None = None


class TransformQuantity(Params):
    divide_by: positive(1_000_000_000)  # type: ignore[valid-type]
    round: enum("down", "up")  # type: ignore[valid-type]


class CurrencyOption(Params):
    custom_unit_amount: CustomUnitAmount | None = None
    tax_behavior: enum("exclusive", "inclusive", "unspecified") | None = None  # type: ignore[valid-type]
    tiers: list[Tier] | None = None
    unit_amount: Amount | None = None
    unit_amount_decimal: Decimal | None = None


CurrencyOptions = dict[Currency, CurrencyOption]


class SimpleRecurring(Params):
    interval: Interval  # type: ignore[valid-type]
    interval_count: positive(365) = 1  # type: ignore[valid-type]


class DefaultPriceData(Params):
    """A product's ``default_price_data``: its first price, made with it."""

    currency: Currency
    currency_options: CurrencyOptions | None = None
    unit_amount: Amount | None = None
    unit_amount_decimal: Decimal | None = None
    recurring: SimpleRecurring | None = None
    tax_behavior: enum("exclusive", "inclusive", "unspecified") | None = None  # type: ignore[valid-type]


class OneTimePriceData(Params):
    """``price_data`` of an invoice item: a one-time price of an existing product."""

    currency: Currency
    product: Required
    unit_amount: Amount | None = None
    unit_amount_decimal: Decimal | None = None
    tax_behavior: enum("exclusive", "inclusive", "unspecified") | None = None  # type: ignore[valid-type]


class RecurringPriceData(OneTimePriceData):
    """``price_data`` of a subscription item: a recurring price of an existing product."""

    recurring: SimpleRecurring


class ProductData(Params):
    name: Required
    id: Str | None = None
    active: Bool | None = None
    metadata: Metadata | None = None
    statement_descriptor: Str22 | None = None
    tax_code: Str | None = None
    unit_label: Str12 | None = None


class CreatePrice(Params):
    currency: Currency
    product: Str | None = None
    product_data: ProductData | None = None
    unit_amount: Amount | None = None
    unit_amount_decimal: Decimal | None = None
    billing_scheme: enum("per_unit", "tiered") | None = None  # type: ignore[valid-type]
    tiers: list[Tier] | None = None
    tiers_mode: enum("graduated", "volume") | None = None  # type: ignore[valid-type]
    transform_quantity: TransformQuantity | None = None
    custom_unit_amount: CustomUnitAmount | None = None
    currency_options: CurrencyOptions | None = None
    recurring: Recurring | None = None
    nickname: Str | None = None
    lookup_key: Str200 | None = None
    transfer_lookup_key: Bool | None = None
    active: Bool | None = None
    metadata: Metadata | None = None
    tax_behavior: enum("exclusive", "inclusive", "unspecified") | None = None  # type: ignore[valid-type]
    expand: Expand = Field(default_factory=list)


def _check_tiers(tiers: list[Tier] | None, param: str = "tiers") -> list[dict[str, Any]]:
    if not tiers:
        raise invalid(f"Missing required param: {param}.", param=param, code="parameter_missing")
    out: list[dict[str, Any]] = []
    previous = 0
    for i, t in enumerate(tiers):
        top = None if t.up_to == "inf" else int(t.up_to)
        last = i == len(tiers) - 1
        if (top is None) != last:
            raise invalid(
                "Tiers must be sorted by `up_to`, and only the last tier may have `up_to=inf`.",
                param=f"{param}[{i}][up_to]",
            )
        if top is not None and top <= previous:
            raise invalid("Tiers must be sorted by increasing `up_to`.", param=f"{param}[{i}][up_to]")
        previous = top or previous
        if t.unit_amount is not None and t.unit_amount_decimal is not None:
            raise _exclusive(f"{param}[{i}]", "unit_amount", "unit_amount_decimal")
        if t.flat_amount is not None and t.flat_amount_decimal is not None:
            raise _exclusive(f"{param}[{i}]", "flat_amount", "flat_amount_decimal")
        out.append(
            {
                "up_to": top,
                "unit_amount": t.unit_amount,
                "unit_amount_decimal": t.unit_amount_decimal
                or (None if t.unit_amount is None else str(t.unit_amount)),
                "flat_amount": t.flat_amount,
                "flat_amount_decimal": t.flat_amount_decimal
                or (None if t.flat_amount is None else str(t.flat_amount)),
            }
        )
    return out


def _exclusive(prefix: str, a: str, b: str) -> Any:
    name = f"{prefix}[{b}]" if prefix else b
    return invalid(
        f"You may only specify one of these parameters: {a}, {b}.", param=name, code="parameters_exclusive"
    )


def _unit(unit_amount: int | None, decimal: str | None, prefix: str = "") -> tuple[int | None, str | None]:
    """A per-unit amount given as ``unit_amount`` or ``unit_amount_decimal`` (whole decimals become ints)."""
    if unit_amount is not None and decimal is not None:
        raise _exclusive(prefix, "unit_amount", "unit_amount_decimal")
    if decimal is None:
        return unit_amount, None
    value = float(decimal)
    if value == int(value):
        return int(value), None
    return None, decimal


def _currency_options(options: CurrencyOptions | None, base: str) -> str | None:
    if not options:
        return None
    out: dict[str, Any] = {}
    for currency, opt in options.items():
        if currency == base:
            raise invalid(
                f"currency_options cannot include the price's own currency ({base}).",
                param=f"currency_options[{currency}]",
            )
        unit, decimal = _unit(opt.unit_amount, opt.unit_amount_decimal, f"currency_options[{currency}]")
        entry = opt.model_dump(exclude_none=True)
        entry.update(unit_amount=unit, unit_amount_decimal=decimal)
        if opt.tiers:
            entry["tiers"] = _check_tiers(opt.tiers, f"currency_options[{currency}][tiers]")
        out[currency] = entry
    return jdump(out)


def insert_price(
    ctx: Context,
    product: str,
    currency: str,
    unit_amount: int | None,
    recurring: Recurring | None,
    *,
    nickname: str | None = None,
    lookup_key: str | None = None,
    active: bool = True,
    tax_behavior: str | None = None,
    metadata: str = "{}",
    created: int | None = None,
    **fields: Any,
) -> str:
    price_id = ctx.new_id("price_", 24)
    row: dict[str, Any] = {
        "id": price_id,
        "seq": next_seq(ctx, PR),
        "created": ctx.now() if created is None else created,
        "product": product,
        "active": active,
        "currency": currency,
        "unit_amount": unit_amount,
        "type": "recurring" if recurring else "one_time",
        "interval": recurring.interval if recurring else None,
        "interval_count": recurring.interval_count if recurring else None,
        "usage_type": recurring.usage_type if recurring else None,
        "aggregate_usage": recurring.aggregate_usage if recurring else None,
        "meter": recurring.meter if recurring else None,
        "nickname": nickname,
        "lookup_key": lookup_key,
        "tax_behavior": tax_behavior or "unspecified",
        "billing_scheme": "per_unit",
        "metadata": metadata,
    }
    row.update(fields)
    insert(ctx.db, PRICES, row)
    return price_id


def price_from_data(ctx: Context, product: str, d: Any, param: str) -> str:
    """The price a ``price_data`` hash describes (``unit_amount`` or ``unit_amount_decimal`` required)."""
    if ctx.one(f"SELECT 1 FROM {P} WHERE id = ?", (product,)) is None:
        raise no_such("product", product, param=f"{param}[product]", status=400)
    unit, decimal = _unit(d.unit_amount, d.unit_amount_decimal, param)
    if unit is None and decimal is None:
        raise invalid(
            f"Missing required param: {param}[unit_amount].",
            param=f"{param}[unit_amount]",
            code="parameter_missing",
        )
    recurring = getattr(d, "recurring", None)
    return insert_price(
        ctx,
        product,
        d.currency,
        unit,
        None if recurring is None else Recurring(**recurring.model_dump()),
        active=param != "price_data" and not param.endswith("[price_data]"),
        tax_behavior=d.tax_behavior,
        unit_amount_decimal=decimal,
        currency_options=_currency_options(getattr(d, "currency_options", None), d.currency),
    )


def _amount_fields(p: CreatePrice) -> dict[str, Any]:
    """Validate how the price is priced and return the columns that say it."""
    scheme = p.billing_scheme or ("tiered" if p.tiers else "per_unit")
    fields: dict[str, Any] = {"billing_scheme": scheme}
    if scheme == "tiered":
        if p.unit_amount is not None or p.unit_amount_decimal is not None:
            raise invalid(
                "You cannot set `unit_amount` for a price with `billing_scheme=tiered`.", "unit_amount"
            )
        if p.tiers_mode is None:
            raise invalid("Missing required param: tiers_mode.", param="tiers_mode", code="parameter_missing")
        if p.transform_quantity is not None:
            raise invalid(
                "You cannot use `transform_quantity` with `billing_scheme=tiered`.", "transform_quantity"
            )
        fields.update(tiers=jdump(_check_tiers(p.tiers)), tiers_mode=p.tiers_mode, unit_amount=None)
        return fields
    if p.tiers or p.tiers_mode:
        raise invalid(
            "You may only specify `tiers` when `billing_scheme=tiered`.", "tiers" if p.tiers else "tiers_mode"
        )
    if p.custom_unit_amount is not None and p.custom_unit_amount.enabled:
        if p.recurring is not None:
            raise invalid("`custom_unit_amount` can only be used with one-time prices.", "custom_unit_amount")
        if p.unit_amount is not None or p.unit_amount_decimal is not None:
            raise _exclusive("", "custom_unit_amount", "unit_amount")
        c = p.custom_unit_amount
        if c.minimum is not None and c.maximum is not None and c.minimum > c.maximum:
            raise invalid(
                "custom_unit_amount[minimum] cannot be greater than custom_unit_amount[maximum].",
                "custom_unit_amount[minimum]",
            )
        fields.update(custom_unit_amount=jdump(c.model_dump(exclude={"enabled"})), unit_amount=None)
        return fields
    unit, decimal = _unit(p.unit_amount, p.unit_amount_decimal)
    if unit is None and decimal is None:
        raise invalid("Missing required param: unit_amount.", param="unit_amount", code="parameter_missing")
    fields.update(unit_amount=unit, unit_amount_decimal=decimal)
    if p.transform_quantity is not None:
        fields["transform_quantity"] = jdump(p.transform_quantity.model_dump())
    return fields


def _take_lookup_key(ctx: Context, key: str, transfer: bool | None, keep: str | None = None) -> None:
    taken = ctx.one(f"SELECT id FROM {PR} WHERE lookup_key = ? AND id IS NOT ?", (key, keep))
    if taken is None:
        return
    if not transfer:
        raise invalid(f"A price ({taken['id']}) already uses that lookup key.", param="lookup_key")
    update(ctx.db, PRICES, taken["id"], {"lookup_key": None})


@service.operation("stripe.prices.create", "POST", "/v1/prices", writes=True)
def create_price(ctx: Context, p: CreatePrice) -> Obj:
    """Create a price for a product (or for a new product from ``product_data``)."""
    from toolproof.services.stripe.operations.products import insert_product

    if p.product is None and p.product_data is None:
        raise invalid("Missing required param: product.", param="product", code="parameter_missing")
    fields = _amount_fields(p)
    if p.product is not None:
        if ctx.one(f"SELECT 1 FROM {P} WHERE id = ?", (p.product,)) is None:
            raise no_such("product", p.product, param="product", status=400)
        product = p.product
    else:
        assert p.product_data is not None
        d = p.product_data
        if d.id is not None and ctx.one(f"SELECT 1 FROM {P} WHERE id = ?", (d.id,)) is not None:
            raise invalid("Product already exists.", param="product_data[id]", code="resource_already_exists")
        product = insert_product(
            ctx,
            d.name,
            product_id=d.id,
            active=True if d.active is None else d.active,
            metadata=merge_metadata(None, d.metadata),
            statement_descriptor=d.statement_descriptor,
            tax_code=d.tax_code,
            unit_label=d.unit_label,
        )
    if p.lookup_key:
        _take_lookup_key(ctx, p.lookup_key, p.transfer_lookup_key)
    price_id = insert_price(
        ctx,
        product,
        p.currency,
        fields.pop("unit_amount"),
        p.recurring,
        nickname=empty_to_none(p.nickname),
        lookup_key=empty_to_none(p.lookup_key),
        active=True if p.active is None else p.active,
        tax_behavior=p.tax_behavior,
        metadata=merge_metadata(None, p.metadata),
        currency_options=_currency_options(p.currency_options, p.currency),
        **fields,
    )
    obj = load_price(ctx, price_id)
    assert obj is not None
    return expand(ctx, obj, p.expand)


class RetrievePrice(Retrieve):
    price: Str


@service.operation("stripe.prices.retrieve", "GET", "/v1/prices/{price}", writes=False)
def retrieve_price(ctx: Context, p: RetrievePrice) -> Obj:
    """Retrieve a price."""
    return retrieved(ctx, load_price(ctx, p.price), "price", p.price, p.expand, param="price")


def _blank_to_empty(v: Any) -> Any:
    return {} if v == "" else v


class UpdatePrice(Params):
    price: Str
    active: Bool | None = None
    nickname: Str | None = None
    lookup_key: Str200 | None = None
    transfer_lookup_key: Bool | None = None
    metadata: Metadata | None = None
    tax_behavior: enum("exclusive", "inclusive", "unspecified") | None = None  # type: ignore[valid-type]
    currency_options: Annotated[CurrencyOptions | None, BeforeValidator(lambda v: {} if v == "" else v)] = (
        None
    )
    expand: Expand = Field(default_factory=list)


@service.operation("stripe.prices.update", "POST", "/v1/prices/{price}", writes=True)
def update_price(ctx: Context, p: UpdatePrice) -> Obj:
    """Update a price; ``active=false`` archives it (amounts never change)."""
    row = require(ctx, PR, p.price, "price", param="price")
    given = p.model_fields_set
    changes: dict[str, Any] = {}
    if p.active is not None:
        changes["active"] = p.active
    if "nickname" in given:
        changes["nickname"] = empty_to_none(p.nickname)
    if p.tax_behavior is not None:
        changes["tax_behavior"] = p.tax_behavior
    if "lookup_key" in given:
        key = empty_to_none(p.lookup_key)
        if key:
            _take_lookup_key(ctx, key, p.transfer_lookup_key, keep=p.price)
        changes["lookup_key"] = key
    if "metadata" in given:
        changes["metadata"] = merge_metadata(row["metadata"], p.metadata)
    if "currency_options" in given:
        # Currencies merge; a new set replaces a currency's options, as Stripe's update does.
        merged = dict(jload(row["currency_options"], {}))
        fresh = jload(_currency_options(p.currency_options, row["currency"]), {})
        merged.update(fresh)
        changes["currency_options"] = jdump(merged) if (merged and p.currency_options) else None
    update(ctx.db, PRICES, p.price, changes)
    obj = load_price(ctx, p.price)
    assert obj is not None
    return expand(ctx, obj, p.expand)


class RecurringFilter(Params):
    interval: Interval | None = None  # type: ignore[valid-type]
    meter: Str | None = None
    usage_type: enum("licensed", "metered") | None = None  # type: ignore[valid-type]


class ListPrices(ListParams):
    active: Bool | None = None
    currency: Currency | None = None
    product: Str | None = None
    type: enum("one_time", "recurring") | None = None  # type: ignore[valid-type]
    recurring: RecurringFilter | None = None
    lookup_keys: StrList | None = None


@service.operation("stripe.prices.list", "GET", "/v1/prices", writes=False)
def list_prices(ctx: Context, p: ListPrices) -> Obj:
    """List prices, newest first, by product, type, interval, currency or lookup keys."""
    f = Filters().equal_each(p, "currency", "product", "type", quote=True).equal("active", p.active)
    if p.recurring is not None:
        f.equal("interval", p.recurring.interval)
        f.equal("coalesce(usage_type, 'licensed')", p.recurring.usage_type)
        f.equal("meter", p.recurring.meter)
    f.one_of("lookup_key", p.lookup_keys)
    return page(ctx, PR, p, "/v1/prices", render_price, f.where, f.args)


def active_price(ctx: Context, price_id: str, param: str) -> Any:
    row = require(ctx, PR, price_id, "price", param=param, status=400)
    if not row["active"]:
        raise invalid("The price specified is inactive. This field only accepts active prices.", param=param)
    if row["custom_unit_amount"] is not None:
        raise invalid(
            "Prices with `custom_unit_amount` can only be used in Checkout; this field does not accept them.",
            param=param,
        )
    return row


PRICE_SEARCH: dict[str, FieldKind] = {
    "active": "bool",
    "created": "int",
    "currency": "text",
    "lookup_key": "text",
    "product": "text",
    "type": "text",
    "metadata": "metadata",
}


search_operation(
    service,
    "stripe.prices.search",
    "/v1/prices/search",
    PR,
    PRICE_SEARCH,
    render_price,
    doc=(
        "Search prices (``active``, ``product``, ``currency``, ``lookup_key``, ``type``, ``created``, "
        "``metadata``)."
    ),
)
