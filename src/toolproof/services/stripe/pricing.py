"""What a price costs for a quantity: per unit (with decimals and ``transform_quantity``) or tiered.

One function serves every place that bills a price (subscription lines, renewals, invoice items), so
tiers, decimal unit amounts and package pricing mean the same thing everywhere. Amounts are in the
currency's minor unit and rounded half up, as Stripe rounds line amounts.
"""

from __future__ import annotations

import math
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from toolproof.services.stripe.common import jload


def _round(value: Decimal) -> int:
    return int(value.quantize(Decimal(1), rounding=ROUND_HALF_UP))


def unit_decimal(row: Any) -> Decimal | None:
    """The per-unit amount of a ``per_unit`` price, decimals included (``None`` for tiered/custom)."""
    if row["unit_amount_decimal"] is not None:
        return Decimal(row["unit_amount_decimal"])
    if row["unit_amount"] is not None:
        return Decimal(row["unit_amount"])
    return None


def _tier_amount(tier: dict[str, Any], units: int) -> Decimal:
    unit = tier.get("unit_amount_decimal") or tier.get("unit_amount") or 0
    flat = tier.get("flat_amount_decimal") or tier.get("flat_amount") or 0
    return Decimal(str(unit)) * units + (Decimal(str(flat)) if units else Decimal(0))


def tiered_amount(tiers: list[dict[str, Any]], mode: str, quantity: int) -> int:
    """``volume``: every unit at the rate of the tier the quantity falls in; ``graduated``: tier by tier."""
    if mode == "volume":
        for tier in tiers:
            if tier.get("up_to") is None or quantity <= tier["up_to"]:
                return _round(_tier_amount(tier, quantity))
        return 0
    total, below = Decimal(0), 0
    for tier in tiers:
        top = tier.get("up_to")
        units = (quantity if top is None else min(quantity, top)) - below
        if units <= 0:
            break
        total += _tier_amount(tier, units)
        below += units
    return _round(total)


def line_amount(price: Any, quantity: int) -> int:
    """What ``quantity`` of ``price`` (a ``stripe_prices`` row) costs."""
    if price["usage_type"] == "metered":
        return 0  # billed by reported usage, and the double records none
    if price["billing_scheme"] == "tiered":
        return tiered_amount(jload(price["tiers"], []), price["tiers_mode"] or "graduated", quantity)
    unit = unit_decimal(price)
    if unit is None:
        return 0
    transform = jload(price["transform_quantity"])
    if transform:
        packages = quantity / transform["divide_by"]
        quantity = math.ceil(packages) if transform["round"] == "up" else math.floor(packages)
    return _round(unit * quantity)


def unit_amount_of(price: Any) -> int | None:
    """The whole-number unit amount a line shows (``None`` when the price has no single unit amount)."""
    unit = unit_decimal(price)
    if unit is None or price["billing_scheme"] == "tiered":
        return None
    return _round(unit)
