"""Coupons: create, retrieve, update (name, metadata, currency options), delete, list.

A coupon is the rule (``percent_off`` or ``amount_off`` in a currency, for ``once``, ``repeating``
months or ``forever``); a discount (``discounts.py``) is one application of it. A coupon stops being
``valid`` once ``redeem_by`` has passed or ``times_redeemed`` reached ``max_redemptions``; a deleted
coupon cannot be retrieved or redeemed again, but discounts made from it go on (Stripe keeps its row
for them, and so do we).
"""

from __future__ import annotations

from typing import Any

from pydantic import Field

from toolproof.service import Context, Params
from toolproof.services.stripe.common import (
    Obj,
    expand,
    includable,
    jdump,
    jload,
    merge_metadata,
    next_seq,
    page,
)
from toolproof.services.stripe.errors import StripeError, invalid, missing, no_such, not_in_future
from toolproof.services.stripe.handlers import retrieved
from toolproof.services.stripe.params import (
    Currency,
    Expand,
    Hash,
    Int,
    ListParams,
    Metadata,
    Number,
    Str,
    Str40,
    StrList,
    Timestamp,
    enum,
    positive,
)
from toolproof.services.stripe.service import service
from toolproof.services.stripe.tables import COUPONS, insert, update

C = COUPONS.name

#: What a generated coupon id is made of (Stripe's look like ``Z4OV52SU``).
_ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def _percent(value: float | None) -> float | int | None:
    """``percent_off`` as Stripe shows it: ``20`` for a whole number, ``12.5`` otherwise."""
    if value is None:
        return None
    return int(value) if float(value).is_integer() else float(value)


def is_valid(row: Any, now: int) -> bool:
    """Whether a coupon can still be redeemed: not deleted, before ``redeem_by``, under
    ``max_redemptions``."""
    if row["deleted"]:
        return False
    if row["redeem_by"] is not None and row["redeem_by"] <= now:
        return False
    return not (row["max_redemptions"] is not None and row["times_redeemed"] >= row["max_redemptions"])


def render_coupon(ctx: Context, row: Any) -> Obj:
    return {
        "id": row["id"],
        "object": "coupon",
        "amount_off": row["amount_off"],
        "created": row["created"],
        "currency": row["currency"],
        "duration": row["duration"],
        "duration_in_months": row["duration_in_months"],
        "livemode": False,
        "max_redemptions": row["max_redemptions"],
        "metadata": jload(row["metadata"], {}),
        "name": row["name"],
        "percent_off": _percent(row["percent_off"]),
        "redeem_by": row["redeem_by"],
        "times_redeemed": row["times_redeemed"],
        "valid": is_valid(row, ctx.now()),
    }


def coupon_row(ctx: Context, coupon_id: str) -> Any | None:
    """The coupon's row, deleted ones included (discounts made from them still render it)."""
    return ctx.one(f"SELECT * FROM {C} WHERE id = ?", (coupon_id,))


def load_coupon(ctx: Context, coupon_id: str) -> Obj | None:
    row = coupon_row(ctx, coupon_id)
    return None if row is None or row["deleted"] else render_coupon(ctx, row)


@includable("coupon", "applies_to")
def _applies_to(ctx: Context, obj: Obj) -> Any:
    row = coupon_row(ctx, obj["id"])
    return None if row is None else jload(row["applies_to"], {"products": []}) or {"products": []}


@includable("coupon", "currency_options")
def _currency_options(ctx: Context, obj: Obj) -> Any:
    row = coupon_row(ctx, obj["id"])
    return None if row is None else jload(row["currency_options"])


class AppliesTo(Params):
    products: StrList | None = None


class CreateCoupon(Params):
    amount_off: positive(99_999_999 * 10) | None = None  # type: ignore[valid-type]
    applies_to: AppliesTo | None = None
    currency: Currency | None = None
    currency_options: Hash | None = None
    duration: enum("forever", "once", "repeating") | None = None  # type: ignore[valid-type]
    duration_in_months: Int | None = None
    id: Str | None = None
    max_redemptions: positive(1_000_000_000) | None = None  # type: ignore[valid-type]
    metadata: Metadata | None = None
    name: Str40 | None = None
    percent_off: Number | None = None
    redeem_by: Timestamp | None = None
    expand: Expand = Field(default_factory=list)


def _currency_options_json(options: dict[str, Any] | None, param: str) -> str | None:
    """``currency_options[eur][amount_off]=…`` checked and kept as ``{"eur": {"amount_off": n}}``."""
    if not options:
        return None
    kept: dict[str, Any] = {}
    for currency, option in options.items():
        if not isinstance(option, dict) or "amount_off" not in option:
            raise missing(f"{param}[{currency}][amount_off]")
        try:
            amount = int(option["amount_off"])
        except (TypeError, ValueError):
            raise invalid(
                f"Invalid integer: {option['amount_off']}",
                param=f"{param}[{currency}][amount_off]",
                code="parameter_invalid_integer",
            ) from None
        kept[currency.lower()] = {"amount_off": amount}
    return jdump(kept)


def _check_terms(ctx: Context, p: CreateCoupon) -> None:
    """The combinations Stripe refuses (messages paraphrased where Stripe's wording is not published)."""
    if p.percent_off is None and p.amount_off is None:
        raise missing("percent_off")
    if p.percent_off is not None and p.amount_off is not None:
        raise StripeError(
            "You may only specify one of these parameters: amount_off, percent_off.",
            code="parameters_exclusive",
            param="percent_off",
        )
    if p.percent_off is not None and not 0 < p.percent_off <= 100:
        raise invalid("percent_off must be greater than 0 and at most 100.", param="percent_off")
    if p.amount_off is not None and p.currency is None:
        raise missing("currency")
    if p.percent_off is not None and p.currency_options:
        raise invalid("currency_options can only be used with amount_off coupons.", param="currency_options")
    duration = p.duration or "once"
    if duration == "repeating":
        if p.duration_in_months is None:
            raise missing("duration_in_months")
        if p.duration_in_months < 1:
            raise invalid("duration_in_months must be a positive integer.", param="duration_in_months")
    elif p.duration_in_months is not None:
        raise invalid(
            "duration_in_months can only be set when duration is repeating.", param="duration_in_months"
        )
    if p.redeem_by is not None and p.redeem_by <= ctx.now():
        raise not_in_future("redeem_by")
    if p.id is not None and coupon_row(ctx, p.id) is not None:
        raise invalid("Coupon already exists.", param="id", code="resource_already_exists")


def insert_coupon(ctx: Context, coupon_id: str, *, created: int | None = None, **fields: Any) -> None:
    """Store a coupon row (``fields`` are columns); the fixture builds its coupons with this too."""
    row: dict[str, Any] = {
        "id": coupon_id,
        "seq": next_seq(ctx, C),
        "created": ctx.now() if created is None else created,
        "duration": "once",
        "times_redeemed": 0,
        "deleted": False,
        "metadata": "{}",
    }
    row.update(fields)
    insert(ctx.db, COUPONS, row)


@service.operation("stripe.coupons.create", "POST", "/v1/coupons", writes=True)
def create_coupon(ctx: Context, p: CreateCoupon) -> Obj:
    """Create a coupon: ``percent_off``, or ``amount_off`` with ``currency``; ``duration`` once (default),
    ``repeating`` (with ``duration_in_months``) or ``forever``; optional ``max_redemptions``,
    ``redeem_by`` and ``applies_to[products]``."""
    _check_terms(ctx, p)
    coupon_id = p.id or ctx.rng.token(8, _ID_ALPHABET)
    insert_coupon(
        ctx,
        coupon_id,
        name=p.name or None,
        percent_off=p.percent_off,
        amount_off=p.amount_off,
        currency=p.currency if p.amount_off is not None else None,
        duration=p.duration or "once",
        duration_in_months=p.duration_in_months,
        max_redemptions=p.max_redemptions,
        redeem_by=p.redeem_by,
        applies_to=None if p.applies_to is None else jdump({"products": p.applies_to.products or []}),
        currency_options=_currency_options_json(p.currency_options, "currency_options"),
        metadata=merge_metadata(None, p.metadata),
    )
    obj = load_coupon(ctx, coupon_id)
    assert obj is not None
    return expand(ctx, obj, p.expand)


class RetrieveCoupon(Params):
    coupon: Str
    expand: Expand = Field(default_factory=list)


@service.operation("stripe.coupons.retrieve", "GET", "/v1/coupons/{coupon}", writes=False)
def retrieve_coupon(ctx: Context, p: RetrieveCoupon) -> Obj:
    """Retrieve a coupon (``expand[]=applies_to`` shows the products it is limited to)."""
    return retrieved(ctx, load_coupon(ctx, p.coupon), "coupon", p.coupon, p.expand, param="coupon")


class UpdateCoupon(Params):
    coupon: Str
    currency_options: Hash | None = None
    metadata: Metadata | None = None
    name: Str40 | None = None
    expand: Expand = Field(default_factory=list)


@service.operation("stripe.coupons.update", "POST", "/v1/coupons/{coupon}", writes=True)
def update_coupon(ctx: Context, p: UpdateCoupon) -> Obj:
    """Change a coupon's name, metadata or currency options; its terms cannot change once created."""
    row = coupon_row(ctx, p.coupon)
    if row is None or row["deleted"]:
        raise no_such("coupon", p.coupon, param="coupon")
    given = p.model_fields_set
    changes: dict[str, Any] = {}
    if "name" in given:
        changes["name"] = p.name or None
    if "metadata" in given:
        changes["metadata"] = merge_metadata(row["metadata"], p.metadata)
    if p.currency_options:
        if row["amount_off"] is None:
            raise invalid(
                "currency_options can only be used with amount_off coupons.", param="currency_options"
            )
        merged = dict(jload(row["currency_options"], {}) or {})
        merged.update(jload(_currency_options_json(p.currency_options, "currency_options"), {}))
        changes["currency_options"] = jdump(merged)
    update(ctx.db, COUPONS, p.coupon, changes)
    obj = load_coupon(ctx, p.coupon)
    assert obj is not None
    return expand(ctx, obj, p.expand)


class DeleteCoupon(Params):
    coupon: Str


@service.operation("stripe.coupons.delete", "DELETE", "/v1/coupons/{coupon}", writes=True, destructive=True)
def delete_coupon(ctx: Context, p: DeleteCoupon) -> Obj:
    """Delete a coupon: no one can redeem it any more; discounts already made from it keep working."""
    row = coupon_row(ctx, p.coupon)
    if row is None or row["deleted"]:
        raise no_such("coupon", p.coupon, param="coupon")
    update(ctx.db, COUPONS, p.coupon, {"deleted": True})
    return {"id": p.coupon, "object": "coupon", "deleted": True}


@service.operation("stripe.coupons.list", "GET", "/v1/coupons", writes=False)
def list_coupons(ctx: Context, p: ListParams) -> Obj:
    """List coupons, newest first (deleted ones are gone)."""
    return page(ctx, C, p, "/v1/coupons", render_coupon, ["deleted = 0"], [])
