"""Promotion codes: create, retrieve, update (active, metadata, currency options), list.

A promotion code is a customer-facing code (``SPRING20``) for one coupon, with limits of its own
(``max_redemptions``, ``expires_at``, one ``customer``, ``restrictions``). The API applies it by its
id (``promotion_code=promo_…``); finding the id of a code a customer typed is a list by ``code``.
Whether a code can be redeemed right now is :func:`redeemable_problem` (``discounts.py`` asks it).
"""

from __future__ import annotations

from typing import Any

from pydantic import Field

from toolproof.service import Context, Params
from toolproof.services.stripe.common import (
    Obj,
    expand,
    jdump,
    jload,
    loader,
    merge_metadata,
    next_seq,
    page,
)
from toolproof.services.stripe.errors import invalid, missing, no_such, not_in_future
from toolproof.services.stripe.handlers import Filters, by_id, retrieved
from toolproof.services.stripe.operations.coupons import coupon_row, is_valid, render_coupon
from toolproof.services.stripe.params import (
    Bool,
    Currency,
    Expand,
    Hash,
    Int,
    ListParams,
    Metadata,
    Str,
    Str500,
    Timestamp,
    positive,
)
from toolproof.services.stripe.service import service
from toolproof.services.stripe.tables import PROMOTION_CODES, insert, update

PC = PROMOTION_CODES.name

#: What a generated code is made of (Stripe's look like ``ptQ3WDK5``: no look-alike characters here).
_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def render_restrictions(text: str | None) -> Obj:
    r = jload(text, {}) or {}
    out: Obj = {
        "first_time_transaction": bool(r.get("first_time_transaction", False)),
        "minimum_amount": r.get("minimum_amount"),
        "minimum_amount_currency": r.get("minimum_amount_currency"),
    }
    if r.get("currency_options"):
        out["currency_options"] = r["currency_options"]
    return out


def render_promotion_code(ctx: Context, row: Any) -> Obj:
    coupon = coupon_row(ctx, row["coupon"])
    return {
        "id": row["id"],
        "object": "promotion_code",
        "active": bool(row["active"]),
        "code": row["code"],
        "coupon": None if coupon is None else render_coupon(ctx, coupon),
        "created": row["created"],
        "customer": row["customer"],
        "expires_at": row["expires_at"],
        "livemode": False,
        "max_redemptions": row["max_redemptions"],
        "metadata": jload(row["metadata"], {}),
        "restrictions": render_restrictions(row["restrictions"]),
        "times_redeemed": row["times_redeemed"],
    }


load_promotion_code = loader("promo_")(by_id(PC, render_promotion_code))


def redeemable_problem(ctx: Context, row: Any) -> str | None:
    """Why the promotion code ``row`` cannot be redeemed now (``None``: it can). Wording paraphrased."""
    now = ctx.now()
    if not row["active"]:
        return f"This promotion code cannot be redeemed because it is inactive: {row['code']}"
    if row["expires_at"] is not None and row["expires_at"] <= now:
        return f"This promotion code has expired: {row['code']}"
    if row["max_redemptions"] is not None and row["times_redeemed"] >= row["max_redemptions"]:
        return f"This promotion code has reached its maximum number of redemptions: {row['code']}"
    return None


class Restrictions(Params):
    currency_options: Hash | None = None
    first_time_transaction: Bool | None = None
    minimum_amount: Int | None = None
    minimum_amount_currency: Currency | None = None


class UpdateRestrictions(Params):
    currency_options: Hash | None = None


class CreatePromotionCode(Params):
    coupon: Str
    active: Bool | None = None
    code: Str500 | None = None
    customer: Str | None = None
    expires_at: Timestamp | None = None
    max_redemptions: positive(1_000_000_000) | None = None  # type: ignore[valid-type]
    metadata: Metadata | None = None
    restrictions: Restrictions | None = None
    expand: Expand = Field(default_factory=list)


def _options(options: dict[str, Any] | None, param: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for currency, option in (options or {}).items():
        if not isinstance(option, dict):
            raise invalid("Invalid hash", param=f"{param}[{currency}]")
        amount = option.get("minimum_amount")
        try:
            out[currency.lower()] = {"minimum_amount": None if amount is None else int(amount)}
        except (TypeError, ValueError):
            raise invalid(
                f"Invalid integer: {amount}",
                param=f"{param}[{currency}][minimum_amount]",
                code="parameter_invalid_integer",
            ) from None
    return out


def _active_code_taken(ctx: Context, code: str, customer: str | None) -> bool:
    return (
        ctx.one(
            f"SELECT 1 FROM {PC} WHERE upper(code) = upper(?) AND active = 1 AND coalesce(customer, '') = ?",
            (code, customer or ""),
        )
        is not None
    )


@service.operation("stripe.promotion_codes.create", "POST", "/v1/promotion_codes", writes=True)
def create_promotion_code(ctx: Context, p: CreatePromotionCode) -> Obj:
    """Create a customer-facing code for a coupon (``code`` generated when not given); optional
    ``max_redemptions``, ``expires_at``, one ``customer`` and ``restrictions`` (first-time customers
    only, a minimum amount)."""
    coupon = coupon_row(ctx, p.coupon)
    if coupon is None or coupon["deleted"]:
        raise no_such("coupon", p.coupon, param="coupon", status=400)
    if p.customer:
        from toolproof.services.stripe.operations.customers import live_customer

        live_customer(ctx, p.customer)
    if p.expires_at is not None:
        if p.expires_at <= ctx.now():
            raise not_in_future("expires_at")
        if coupon["redeem_by"] is not None and p.expires_at > coupon["redeem_by"]:
            raise invalid(
                "The promotion code's expires_at cannot be after its coupon's redeem_by.", param="expires_at"
            )
    if (
        p.max_redemptions is not None
        and coupon["max_redemptions"] is not None
        and p.max_redemptions > coupon["max_redemptions"]
    ):
        raise invalid(
            "The promotion code's max_redemptions cannot be greater than its coupon's max_redemptions.",
            param="max_redemptions",
        )
    restrictions: dict[str, Any] = {"first_time_transaction": False}
    if p.restrictions is not None:
        r = p.restrictions
        if r.minimum_amount is not None and r.minimum_amount_currency is None:
            raise missing("restrictions[minimum_amount_currency]")
        if r.minimum_amount_currency is not None and r.minimum_amount is None:
            raise missing("restrictions[minimum_amount]")
        restrictions = {
            "first_time_transaction": bool(r.first_time_transaction),
            "minimum_amount": r.minimum_amount,
            "minimum_amount_currency": r.minimum_amount_currency,
        }
        options = _options(r.currency_options, "restrictions[currency_options]")
        if options:
            restrictions["currency_options"] = options
    active = True if p.active is None else p.active
    code = p.code or ctx.rng.token(8, _CODE_ALPHABET)
    if active and _active_code_taken(ctx, code, p.customer or None):
        raise invalid(f"An active promotion code with `code: {code}` already exists.", param="code")
    if active and not is_valid(coupon, ctx.now()):
        raise invalid(f"Coupon expired: {coupon['id']}", param="coupon", code="coupon_expired")
    promo_id = ctx.new_id("promo_", 24)
    insert(
        ctx.db,
        PROMOTION_CODES,
        {
            "id": promo_id,
            "seq": next_seq(ctx, PC),
            "created": ctx.now(),
            "code": code,
            "coupon": coupon["id"],
            "active": active,
            "customer": p.customer or None,
            "expires_at": p.expires_at,
            "max_redemptions": p.max_redemptions,
            "times_redeemed": 0,
            "restrictions": jdump(restrictions),
            "metadata": merge_metadata(None, p.metadata),
        },
    )
    obj = load_promotion_code(ctx, promo_id)
    assert obj is not None
    return expand(ctx, obj, p.expand)


class RetrievePromotionCode(Params):
    promotion_code: Str
    expand: Expand = Field(default_factory=list)


@service.operation(
    "stripe.promotion_codes.retrieve", "GET", "/v1/promotion_codes/{promotion_code}", writes=False
)
def retrieve_promotion_code(ctx: Context, p: RetrievePromotionCode) -> Obj:
    """Retrieve a promotion code by its id (``promo_…``); to find one by the code, list with ``code``."""
    obj = load_promotion_code(ctx, p.promotion_code)
    return retrieved(ctx, obj, "promotion code", p.promotion_code, p.expand, param="promotion_code")


class UpdatePromotionCode(Params):
    promotion_code: Str
    active: Bool | None = None
    metadata: Metadata | None = None
    restrictions: UpdateRestrictions | None = None
    expand: Expand = Field(default_factory=list)


@service.operation(
    "stripe.promotion_codes.update", "POST", "/v1/promotion_codes/{promotion_code}", writes=True
)
def update_promotion_code(ctx: Context, p: UpdatePromotionCode) -> Obj:
    """Deactivate or reactivate a promotion code, change its metadata or per-currency minimums."""
    row = ctx.one(f"SELECT * FROM {PC} WHERE id = ?", (p.promotion_code,))
    if row is None:
        raise no_such("promotion code", p.promotion_code, param="promotion_code")
    changes: dict[str, Any] = {}
    if p.active is not None and p.active != bool(row["active"]):
        if p.active:
            coupon = coupon_row(ctx, row["coupon"])
            problem = redeemable_problem(ctx, {**dict(row), "active": True})
            if coupon is None or not is_valid(coupon, ctx.now()) or problem is not None:
                raise invalid(
                    "This promotion code cannot be reactivated: it or its coupon can no longer be redeemed.",
                    param="active",
                )
            if _active_code_taken(ctx, row["code"], row["customer"]):
                raise invalid(
                    f"An active promotion code with `code: {row['code']}` already exists.", param="active"
                )
        changes["active"] = p.active
    if "metadata" in p.model_fields_set:
        changes["metadata"] = merge_metadata(row["metadata"], p.metadata)
    if p.restrictions is not None and p.restrictions.currency_options:
        current = dict(jload(row["restrictions"], {}) or {})
        options = dict(current.get("currency_options") or {})
        options.update(_options(p.restrictions.currency_options, "restrictions[currency_options]"))
        current["currency_options"] = options
        changes["restrictions"] = jdump(current)
    update(ctx.db, PROMOTION_CODES, p.promotion_code, changes)
    obj = load_promotion_code(ctx, p.promotion_code)
    assert obj is not None
    return expand(ctx, obj, p.expand)


class ListPromotionCodes(ListParams):
    active: Bool | None = None
    code: Str | None = None
    coupon: Str | None = None
    customer: Str | None = None


@service.operation("stripe.promotion_codes.list", "GET", "/v1/promotion_codes", writes=False)
def list_promotion_codes(ctx: Context, p: ListPromotionCodes) -> Obj:
    """List promotion codes, newest first; ``code`` finds the one a customer typed (any case)."""
    f = Filters().equal_each(p, "active", "coupon", "customer")
    f.when(p.code is not None, "upper(code) = upper(?)", p.code)
    return page(ctx, PC, p, "/v1/promotion_codes", render_promotion_code, f.where, f.args)
