"""Products and prices: create, retrieve, update (archive with ``active=false``), list."""

from __future__ import annotations

from typing import Any

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
    Amount,
    Bool,
    Currency,
    Expand,
    Int,
    ListParams,
    Metadata,
    Required,
    Retrieve,
    SearchParams,
    Str,
    Str22,
    StrList,
    enum,
)
from toolproof.services.stripe.search import FieldKind
from toolproof.services.stripe.tables import PRICES, PRODUCTS, insert, update

P = PRODUCTS.name
PR = PRICES.name

Interval = enum("day", "week", "month", "year")


def render_product(ctx: Context, row: Any) -> Obj:
    return {
        "id": row["id"],
        "object": "product",
        "active": bool(row["active"]),
        "attributes": [],
        "created": row["created"],
        "default_price": row["default_price"],
        "description": row["description"],
        "features": [],
        "images": jload(row["images"], []),
        "livemode": False,
        "marketing_features": [],
        "metadata": jload(row["metadata"], {}),
        "name": row["name"],
        "package_dimensions": None,
        "shippable": None if row["shippable"] is None else bool(row["shippable"]),
        "statement_descriptor": row["statement_descriptor"],
        "tax_code": None,
        "type": "service",
        "unit_label": row["unit_label"],
        "updated": row["updated"],
        "url": row["url"],
    }


def render_price(ctx: Context, row: Any) -> Obj:
    recurring = None
    if row["type"] == "recurring":
        recurring = {
            "aggregate_usage": None,
            "interval": row["interval"],
            "interval_count": row["interval_count"],
            "trial_period_days": None,
            "usage_type": "licensed",
        }
    return {
        "id": row["id"],
        "object": "price",
        "active": bool(row["active"]),
        "billing_scheme": "per_unit",
        "created": row["created"],
        "currency": row["currency"],
        "custom_unit_amount": None,
        "livemode": False,
        "lookup_key": row["lookup_key"],
        "metadata": jload(row["metadata"], {}),
        "nickname": row["nickname"],
        "product": row["product"],
        "recurring": recurring,
        "tax_behavior": row["tax_behavior"],
        "tiers_mode": None,
        "transform_quantity": None,
        "type": row["type"],
        "unit_amount": row["unit_amount"],
        "unit_amount_decimal": str(row["unit_amount"]),
    }


@loader("prod_")
def load_product(ctx: Context, product_id: str) -> Obj | None:
    row = ctx.one(f"SELECT * FROM {P} WHERE id = ?", (product_id,))
    return None if row is None else render_product(ctx, row)


@loader("price_")
def load_price(ctx: Context, price_id: str) -> Obj | None:
    row = ctx.one(f"SELECT * FROM {PR} WHERE id = ?", (price_id,))
    return None if row is None else render_price(ctx, row)


class Recurring(Params):
    interval: Interval  # type: ignore[valid-type]
    interval_count: Int = 1
    usage_type: enum("licensed") | None = None  # type: ignore[valid-type]


class PriceData(Params):
    currency: Currency
    unit_amount: Amount
    recurring: Recurring | None = None
    tax_behavior: enum("exclusive", "inclusive", "unspecified") | None = None  # type: ignore[valid-type]


class ProductFields(Params):
    active: Bool | None = None
    description: Str | None = None
    images: StrList | None = None
    metadata: Metadata | None = None
    shippable: Bool | None = None
    statement_descriptor: Str22 | None = None
    unit_label: Str | None = None
    url: Str | None = None
    expand: Expand = Field(default_factory=list)


class CreateProduct(ProductFields):
    name: Required
    id: Str | None = None
    type: enum("service", "good") | None = None  # type: ignore[valid-type]
    default_price_data: PriceData | None = None


def insert_price(
    ctx: Context,
    product: str,
    currency: str,
    unit_amount: int,
    recurring: Recurring | None,
    *,
    nickname: str | None = None,
    lookup_key: str | None = None,
    active: bool = True,
    tax_behavior: str | None = None,
    metadata: str = "{}",
    created: int | None = None,
) -> str:
    price_id = ctx.new_id("price_", 24)
    insert(
        ctx.db,
        PRICES,
        {
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
            "nickname": nickname,
            "lookup_key": lookup_key,
            "tax_behavior": tax_behavior or "unspecified",
            "metadata": metadata,
        },
    )
    return price_id


def insert_product(
    ctx: Context, name: str, *, product_id: str | None = None, created: int | None = None, **fields: Any
) -> str:
    pid = product_id or ctx.new_id("prod_")
    now = ctx.now() if created is None else created
    row: dict[str, Any] = {
        "id": pid,
        "seq": next_seq(ctx, P),
        "created": now,
        "updated": now,
        "name": name,
        "active": True,
        "images": "[]",
        "metadata": "{}",
    }
    row.update(fields)
    insert(ctx.db, PRODUCTS, row)
    return pid


@service.operation("stripe.products.create", "POST", "/v1/products", writes=True)
def create_product(ctx: Context, p: CreateProduct) -> Obj:
    """Create a product (optionally with a custom id and a default price)."""
    if p.id is not None and ctx.one(f"SELECT 1 FROM {P} WHERE id = ?", (p.id,)) is not None:
        raise invalid("Product already exists.", param="id", code="resource_already_exists")
    pid = insert_product(
        ctx,
        p.name,
        product_id=p.id,
        active=True if p.active is None else p.active,
        description=empty_to_none(p.description),
        images=jdump(p.images or []),
        metadata=merge_metadata(None, p.metadata),
        shippable=p.shippable,
        statement_descriptor=p.statement_descriptor,
        unit_label=p.unit_label,
        url=p.url,
    )
    if p.default_price_data is not None:
        d = p.default_price_data
        price_id = insert_price(ctx, pid, d.currency, d.unit_amount, d.recurring, tax_behavior=d.tax_behavior)
        update(ctx.db, PRODUCTS, pid, {"default_price": price_id})
    obj = load_product(ctx, pid)
    assert obj is not None
    return expand(ctx, obj, p.expand)


class RetrieveProduct(Retrieve):
    id: Str


@service.operation("stripe.products.retrieve", "GET", "/v1/products/{id}", writes=False)
def retrieve_product(ctx: Context, p: RetrieveProduct) -> Obj:
    """Retrieve a product."""
    obj = load_product(ctx, p.id)
    if obj is None:
        raise no_such("product", p.id)
    return expand(ctx, obj, p.expand)


class UpdateProduct(ProductFields):
    id: Str
    name: Required | None = None
    default_price: Str | None = None


@service.operation("stripe.products.update", "POST", "/v1/products/{id}", writes=True)
def update_product(ctx: Context, p: UpdateProduct) -> Obj:
    """Update a product; ``active=false`` archives it."""
    row = ctx.one(f"SELECT * FROM {P} WHERE id = ?", (p.id,))
    if row is None:
        raise no_such("product", p.id)
    given = p.model_fields_set
    changes: dict[str, Any] = {}
    for name in ("name", "active", "shippable", "statement_descriptor"):
        if name in given and getattr(p, name) is not None:
            changes[name] = getattr(p, name)
    for name in ("description", "unit_label", "url"):
        if name in given:
            changes[name] = empty_to_none(getattr(p, name))
    if "images" in given:
        changes["images"] = jdump(p.images or [])
    if "metadata" in given:
        changes["metadata"] = merge_metadata(row["metadata"], p.metadata)
    if "default_price" in given:
        if p.default_price:
            price = ctx.one(f"SELECT product FROM {PR} WHERE id = ?", (p.default_price,))
            if price is None:
                raise no_such("price", p.default_price, param="default_price", status=400)
            if price["product"] != p.id:
                raise invalid(
                    f"The price {p.default_price} does not belong to product {p.id}.", param="default_price"
                )
        changes["default_price"] = p.default_price or None
    if changes:
        changes["updated"] = ctx.now()
    update(ctx.db, PRODUCTS, p.id, changes)
    obj = load_product(ctx, p.id)
    assert obj is not None
    return expand(ctx, obj, p.expand)


class ListProducts(ListParams):
    active: Bool | None = None
    ids: StrList | None = None
    shippable: Bool | None = None
    url: Str | None = None


@service.operation("stripe.products.list", "GET", "/v1/products", writes=False)
def list_products(ctx: Context, p: ListProducts) -> Obj:
    """List products, newest first."""
    where: list[str] = []
    args: list[Any] = []
    if p.active is not None:
        where.append("active = ?")
        args.append(int(p.active))
    if p.shippable is not None:
        where.append("shippable = ?")
        args.append(int(p.shippable))
    if p.url is not None:
        where.append("url = ?")
        args.append(p.url)
    if p.ids:
        where.append(f"id IN ({', '.join('?' for _ in p.ids)})")
        args.extend(p.ids)
    return page(ctx, P, p, "/v1/products", render_product, where, args)


# -- prices ----------------------------------------------------------------------------------


class ProductData(Params):
    name: Required
    active: Bool | None = None
    metadata: Metadata | None = None
    statement_descriptor: Str | None = None
    unit_label: Str | None = None


class CreatePrice(Params):
    currency: Currency
    product: Str | None = None
    product_data: ProductData | None = None
    unit_amount: Amount | None = None
    recurring: Recurring | None = None
    nickname: Str | None = None
    lookup_key: Str | None = None
    transfer_lookup_key: Bool | None = None
    active: Bool | None = None
    metadata: Metadata | None = None
    tax_behavior: enum("exclusive", "inclusive", "unspecified") | None = None  # type: ignore[valid-type]
    billing_scheme: enum("per_unit") | None = None  # type: ignore[valid-type]
    expand: Expand = Field(default_factory=list)


@service.operation("stripe.prices.create", "POST", "/v1/prices", writes=True)
def create_price(ctx: Context, p: CreatePrice) -> Obj:
    """Create a price for a product (or for a new product from ``product_data``)."""
    if p.product is None and p.product_data is None:
        raise invalid("Missing required param: product.", param="product", code="parameter_missing")
    if p.unit_amount is None:
        raise invalid("Missing required param: unit_amount.", param="unit_amount", code="parameter_missing")
    if p.product is not None:
        if ctx.one(f"SELECT 1 FROM {P} WHERE id = ?", (p.product,)) is None:
            raise no_such("product", p.product, param="product", status=400)
        product = p.product
    else:
        assert p.product_data is not None
        d = p.product_data
        product = insert_product(
            ctx,
            d.name,
            active=True if d.active is None else d.active,
            metadata=merge_metadata(None, d.metadata),
            statement_descriptor=d.statement_descriptor,
            unit_label=d.unit_label,
        )
    if p.lookup_key:
        taken = ctx.one(f"SELECT id FROM {PR} WHERE lookup_key = ?", (p.lookup_key,))
        if taken is not None:
            if not p.transfer_lookup_key:
                raise invalid(
                    f"A price ({taken['id']}) already uses that lookup key.",
                    param="lookup_key",
                )
            update(ctx.db, PRICES, taken["id"], {"lookup_key": None})
    price_id = insert_price(
        ctx,
        product,
        p.currency,
        p.unit_amount,
        p.recurring,
        nickname=empty_to_none(p.nickname),
        lookup_key=empty_to_none(p.lookup_key),
        active=True if p.active is None else p.active,
        tax_behavior=p.tax_behavior,
        metadata=merge_metadata(None, p.metadata),
    )
    obj = load_price(ctx, price_id)
    assert obj is not None
    return expand(ctx, obj, p.expand)


class RetrievePrice(Retrieve):
    price: Str


@service.operation("stripe.prices.retrieve", "GET", "/v1/prices/{price}", writes=False)
def retrieve_price(ctx: Context, p: RetrievePrice) -> Obj:
    """Retrieve a price."""
    obj = load_price(ctx, p.price)
    if obj is None:
        raise no_such("price", p.price, param="price")
    return expand(ctx, obj, p.expand)


class UpdatePrice(Params):
    price: Str
    active: Bool | None = None
    nickname: Str | None = None
    lookup_key: Str | None = None
    transfer_lookup_key: Bool | None = None
    metadata: Metadata | None = None
    tax_behavior: enum("exclusive", "inclusive", "unspecified") | None = None  # type: ignore[valid-type]
    expand: Expand = Field(default_factory=list)


@service.operation("stripe.prices.update", "POST", "/v1/prices/{price}", writes=True)
def update_price(ctx: Context, p: UpdatePrice) -> Obj:
    """Update a price; ``active=false`` archives it (amounts never change)."""
    row = ctx.one(f"SELECT * FROM {PR} WHERE id = ?", (p.price,))
    if row is None:
        raise no_such("price", p.price, param="price")
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
            taken = ctx.one(f"SELECT id FROM {PR} WHERE lookup_key = ? AND id != ?", (key, p.price))
            if taken is not None:
                if not p.transfer_lookup_key:
                    raise invalid(
                        f"A price ({taken['id']}) already uses that lookup key.", param="lookup_key"
                    )
                update(ctx.db, PRICES, taken["id"], {"lookup_key": None})
        changes["lookup_key"] = key
    if "metadata" in given:
        changes["metadata"] = merge_metadata(row["metadata"], p.metadata)
    update(ctx.db, PRICES, p.price, changes)
    obj = load_price(ctx, p.price)
    assert obj is not None
    return expand(ctx, obj, p.expand)


class RecurringFilter(Params):
    interval: Interval | None = None  # type: ignore[valid-type]
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
    where: list[str] = []
    args: list[Any] = []
    for name in ("currency", "product", "type"):
        value = getattr(p, name)
        if value is not None:
            where.append(f'"{name}" = ?')
            args.append(value)
    if p.active is not None:
        where.append("active = ?")
        args.append(int(p.active))
    if p.recurring is not None and p.recurring.interval is not None:
        where.append("interval = ?")
        args.append(p.recurring.interval)
    if p.lookup_keys:
        where.append(f"lookup_key IN ({', '.join('?' for _ in p.lookup_keys)})")
        args.extend(p.lookup_keys)
    return page(ctx, PR, p, "/v1/prices", render_price, where, args)


def active_price(ctx: Context, price_id: str, param: str) -> Any:
    row = ctx.one(f"SELECT * FROM {PR} WHERE id = ?", (price_id,))
    if row is None:
        raise no_such("price", price_id, param=param, status=400)
    if not row["active"]:
        raise invalid("The price specified is inactive. This field only accepts active prices.", param=param)
    return row


PRODUCT_SEARCH: dict[str, FieldKind] = {
    "created": "int",
    "description": "text",
    "name": "text",
    "url": "text",
    "metadata": "metadata",
}
PRICE_SEARCH: dict[str, FieldKind] = {
    "created": "int",
    "currency": "text",
    "lookup_key": "text",
    "product": "text",
    "type": "text",
    "metadata": "metadata",
}


@service.operation("stripe.products.search", "GET", "/v1/products/search", writes=False)
def search_products(ctx: Context, p: SearchParams) -> Obj:
    """Search products (``name``, ``description``, ``url``, ``created``, ``metadata``)."""
    return run_search(ctx, P, p, "/v1/products/search", PRODUCT_SEARCH, render_product)


@service.operation("stripe.prices.search", "GET", "/v1/prices/search", writes=False)
def search_prices(ctx: Context, p: SearchParams) -> Obj:
    """Search prices (``product``, ``currency``, ``lookup_key``, ``type``, ``created``, ``metadata``)."""
    return run_search(ctx, PR, p, "/v1/prices/search", PRICE_SEARCH, render_price)
