"""Products: create (with a default price), retrieve, update (archive with ``active=false``), delete, list.

A product with prices cannot be deleted (archive it instead), as in Stripe. Prices live in ``prices.py``.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import Field

from toolproof.service import Context, Params
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
    require,
)
from toolproof.services.stripe.errors import invalid, no_such
from toolproof.services.stripe.handlers import Filters, by_id, retrieved, search_operation
from toolproof.services.stripe.operations.prices import PR, DefaultPriceData, price_from_data
from toolproof.services.stripe.params import (
    Bool,
    Expand,
    ListParams,
    Metadata,
    Number,
    Required,
    Retrieve,
    Str,
    Str12,
    Str22,
    StrList,
    Text,
    Unsettable,
    items_of,
)
from toolproof.services.stripe.search import FieldKind
from toolproof.services.stripe.service import service
from toolproof.services.stripe.tables import PRODUCTS, insert, update

P = PRODUCTS.name


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
        "marketing_features": jload(row["marketing_features"], []),
        "metadata": jload(row["metadata"], {}),
        "name": row["name"],
        "package_dimensions": jload(row["package_dimensions"]),
        "shippable": None if row["shippable"] is None else bool(row["shippable"]),
        "statement_descriptor": row["statement_descriptor"],
        "tax_code": row["tax_code"],
        "type": "service",
        "unit_label": row["unit_label"],
        "updated": row["updated"],
        "url": row["url"],
    }


load_product = loader("prod_")(by_id(P, render_product))


class MarketingFeature(Params):
    name: Required


class PackageDimensions(Params):
    height: Number
    length: Number
    weight: Number
    width: Number


class ProductFields(Params):
    active: Bool | None = None
    description: Text | None = None
    images: StrList | None = None
    marketing_features: Annotated[items_of(MarketingFeature) | None, Unsettable] = None  # type: ignore[valid-type]
    metadata: Metadata | None = None
    package_dimensions: Annotated[PackageDimensions | None, Unsettable] = None
    shippable: Bool | None = None
    statement_descriptor: Str22 | None = None
    tax_code: Str | None = None
    unit_label: Str12 | None = None
    url: Str | None = None
    expand: Expand = Field(default_factory=list)


class CreateProduct(ProductFields):
    name: Required
    id: Str | None = None
    default_price_data: DefaultPriceData | None = None


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


def _nested(value: Any) -> str | None:
    if value is None:
        return None
    if isinstance(value, list):
        return jdump([v.model_dump() for v in value])
    return jdump(value.model_dump())


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
        marketing_features=_nested(p.marketing_features),
        metadata=merge_metadata(None, p.metadata),
        package_dimensions=_nested(p.package_dimensions),
        shippable=p.shippable,
        statement_descriptor=empty_to_none(p.statement_descriptor),
        tax_code=empty_to_none(p.tax_code),
        unit_label=empty_to_none(p.unit_label),
        url=empty_to_none(p.url),
    )
    if p.default_price_data is not None:
        price_id = price_from_data(ctx, pid, p.default_price_data, "default_price_data")
        update(ctx.db, PRODUCTS, pid, {"default_price": price_id})
    obj = load_product(ctx, pid)
    assert obj is not None
    return expand(ctx, obj, p.expand)


class RetrieveProduct(Retrieve):
    id: Str


@service.operation("stripe.products.retrieve", "GET", "/v1/products/{id}", writes=False)
def retrieve_product(ctx: Context, p: RetrieveProduct) -> Obj:
    """Retrieve a product."""
    return retrieved(ctx, load_product(ctx, p.id), "product", p.id, p.expand)


class UpdateProduct(ProductFields):
    id: Str
    name: Required | None = None
    default_price: Str | None = None


@service.operation("stripe.products.update", "POST", "/v1/products/{id}", writes=True)
def update_product(ctx: Context, p: UpdateProduct) -> Obj:
    """Update a product; ``active=false`` archives it, ``field=`` unsets what can be unset."""
    row = require(ctx, P, p.id, "product")
    given = p.model_fields_set
    changes: dict[str, Any] = {}
    for name in ("name", "active", "shippable", "statement_descriptor"):
        if name in given and getattr(p, name) is not None:
            changes[name] = getattr(p, name)
    for name in ("description", "unit_label", "url", "tax_code"):
        if name in given:
            changes[name] = empty_to_none(getattr(p, name))
    for name in ("marketing_features", "package_dimensions"):
        if name in given:
            changes[name] = _nested(getattr(p, name))
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


class DeleteProduct(Params):
    id: Str


@service.operation("stripe.products.delete", "DELETE", "/v1/products/{id}", writes=True, destructive=True)
def delete_product(ctx: Context, p: DeleteProduct) -> Obj:
    """Delete a product that has no prices (a product with prices can only be archived)."""
    if ctx.one(f"SELECT 1 FROM {P} WHERE id = ?", (p.id,)) is None:
        raise no_such("product", p.id)
    if ctx.one(f"SELECT 1 FROM {PR} WHERE product = ?", (p.id,)) is not None:
        raise invalid("This product cannot be deleted because it has one or more user-created prices.")
    ctx.db.execute(f"DELETE FROM {P} WHERE id = ?", (p.id,))
    return {"id": p.id, "object": "product", "deleted": True}


class ListProducts(ListParams):
    active: Bool | None = None
    ids: StrList | None = None
    shippable: Bool | None = None
    url: Str | None = None


@service.operation("stripe.products.list", "GET", "/v1/products", writes=False)
def list_products(ctx: Context, p: ListProducts) -> Obj:
    """List products, newest first."""
    f = Filters().equal_each(p, "active", "shippable", "url").one_of("id", p.ids)
    return page(ctx, P, p, "/v1/products", render_product, f.where, f.args)


PRODUCT_SEARCH: dict[str, FieldKind] = {
    "active": "bool",
    "created": "int",
    "description": "text",
    "name": "text",
    "url": "text",
    "metadata": "metadata",
}


search_operation(
    service,
    "stripe.products.search",
    "/v1/products/search",
    P,
    PRODUCT_SEARCH,
    render_product,
    doc="Search products (``active``, ``name``, ``description``, ``url``, ``created``, ``metadata``).",
)
