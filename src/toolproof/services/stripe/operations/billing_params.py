"""Parameters invoices and subscriptions share: discounts, tax rates and settings, issuer, payment and
rendering settings, custom fields, shipping.

The double's account has no tax rates, tax ids, shipping rates or connected accounts, so a parameter
naming one is answered as Stripe answers for an id that does not exist, and an empty value (``""``,
``[]``) is accepted. Coupons, promotion codes and discounts are applied by ``discounts.py``
wherever Stripe takes them. Settings Stripe only
stores and shows (automatic tax, payment settings, rendering) are kept in the ``extra`` column and
echoed.
"""

from __future__ import annotations

from typing import Annotated, Any

from toolproof.service import Context, Params
from toolproof.services.stripe.common import jdump, jload
from toolproof.services.stripe.errors import invalid, no_such
from toolproof.services.stripe.operations.intent_params import Blankable, IntentShippingAddress
from toolproof.services.stripe.params import (
    Amount,
    Bool,
    Currency,
    Hash,
    Metadata,
    Str,
    StrList,
    Unsettable,
    enum,
    string_of,
)


class Discount(Params):
    coupon: Str | None = None
    discount: Str | None = None
    promotion_code: Str | None = None


Discounts = Annotated[list[Discount] | None, Blankable]
TaxRates = Annotated[StrList | None, Blankable]


def check_ids(ids: list[str] | None, noun: str, param: str) -> None:
    """Tax rates, tax ids…: the account has none, so the first one named does not exist."""
    for i, value in enumerate(ids or []):
        if value:
            raise no_such(noun, value, param=f"{param}[{i}]", status=400)


class Liability(Params):
    type: enum("account", "self")  # type: ignore[valid-type]
    account: Str | None = None


def check_liability(liability: Liability | None, param: str) -> None:
    if liability is None:
        return
    if liability.type == "account":
        if not liability.account:
            raise invalid(f"Missing required param: {param}[account].", param=f"{param}[account]")
        raise no_such("account", liability.account, param=f"{param}[account]", status=400)


class AutomaticTax(Params):
    enabled: Bool
    liability: Liability | None = None


class PaymentSettings(Params):
    """Invoice ``payment_settings`` (the options of the other payment method types are kept as given)."""

    default_mandate: Str | None = None
    payment_method_options: Hash | None = None
    payment_method_types: Annotated[StrList | None, Blankable] = None


class SubscriptionPaymentSettings(Params):
    payment_method_options: Hash | None = None
    payment_method_types: Annotated[StrList | None, Blankable] = None
    save_default_payment_method: enum("off", "on_subscription") | None = None  # type: ignore[valid-type]


class Pdf(Params):
    page_size: enum("a4", "auto", "letter") | None = None  # type: ignore[valid-type]


class Rendering(Params):
    amount_tax_display: enum("", "exclude_tax", "include_inclusive_tax") | None = None  # type: ignore[valid-type]
    pdf: Pdf | None = None


class CustomField(Params):
    name: Annotated[str, string_of(40, empty=False)]
    value: Annotated[str, string_of(140, empty=False)]


CustomFields = Annotated[list[CustomField] | None, Unsettable]


class FixedAmount(Params):
    amount: Amount
    currency: Currency
    currency_options: Hash | None = None


class ShippingRateData(Params):
    display_name: Annotated[str, string_of(100, empty=False)]
    fixed_amount: FixedAmount | None = None
    delivery_estimate: Hash | None = None
    metadata: Metadata | None = None
    tax_behavior: enum("exclusive", "inclusive", "unspecified") | None = None  # type: ignore[valid-type]
    tax_code: Str | None = None
    type: enum("fixed_amount") | None = None  # type: ignore[valid-type]


class ShippingCost(Params):
    shipping_rate: Str | None = None
    shipping_rate_data: ShippingRateData | None = None


class InvoiceShipping(Params):
    address: IntentShippingAddress
    name: Annotated[str, string_of(5000, empty=False)]
    phone: Str | None = None


def custom_fields_json(fields: list[CustomField] | None, param: str = "custom_fields") -> str | None:
    if not fields:
        return None
    if len(fields) > 4:
        raise invalid("You can only specify up to 4 custom fields.", param=param)
    return jdump([f.model_dump() for f in fields])


def shipping_cost(ctx: Context, cost: ShippingCost | None, currency: str) -> tuple[str | None, int]:
    """The stored ``shipping_cost`` and its amount (a shipping rate made from ``shipping_rate_data``)."""
    if cost is None:
        return None, 0
    if cost.shipping_rate:
        raise no_such("shipping rate", cost.shipping_rate, param="shipping_cost[shipping_rate]", status=400)
    data = cost.shipping_rate_data
    if data is None:
        raise invalid(
            "Missing required param: shipping_cost[shipping_rate_data].",
            param="shipping_cost[shipping_rate_data]",
            code="parameter_missing",
        )
    amount = data.fixed_amount.amount if data.fixed_amount else 0
    if data.fixed_amount and data.fixed_amount.currency != currency:
        raise invalid(
            f"The shipping rate's currency ({data.fixed_amount.currency}) must match the invoice's "
            f"({currency}).",
            param="shipping_cost[shipping_rate_data][fixed_amount][currency]",
        )
    stored = {
        "amount_subtotal": amount,
        "amount_tax": 0,
        "amount_total": amount,
        "shipping_rate": ctx.new_id("shr_", 24),
    }
    return jdump(stored), amount


def shipping_details_json(details: InvoiceShipping | None) -> str | None:
    if details is None:
        return None
    value = details.model_dump()
    return jdump(
        {
            "address": {k: value["address"].get(k) for k in IntentShippingAddress.model_fields},
            "carrier": None,
            "name": value["name"],
            "phone": value.get("phone") or None,
            "tracking_number": None,
        }
    )


def render_rendering(raw: Any) -> dict[str, Any] | None:
    if not raw:
        return None
    pdf = raw.get("pdf")
    return {
        "amount_tax_display": raw.get("amount_tax_display") or None,
        "pdf": {"page_size": pdf.get("page_size")} if pdf else None,
    }


def render_automatic_tax(raw: Any, *, with_status: bool = True) -> dict[str, Any]:
    raw = raw or {}
    liability = raw.get("liability")
    out: dict[str, Any] = {
        "enabled": bool(raw.get("enabled", False)),
        "liability": {"type": "self"} if raw.get("enabled") and not liability else liability,
    }
    if with_status:
        out["status"] = "requires_location_inputs" if raw.get("enabled") else None
    return out


def extra_of(row: Any) -> dict[str, Any]:
    return dict(jload(row["extra"], {}) or {})
