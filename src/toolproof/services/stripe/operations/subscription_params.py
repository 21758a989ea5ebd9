"""Subscription parameters shared by create, update and the items: their models, the references they
may name (none of which the double's account can have), and the helpers that read them (prices of
items, the anchor a config names, proration of a first partial period).
"""

from __future__ import annotations

import calendar
import datetime
from typing import Annotated, Any

from dateutil.relativedelta import relativedelta
from pydantic import Field

from toolproof.service import Context, Params
from toolproof.services.stripe.common import (
    jdump,
    jload,
)
from toolproof.services.stripe.errors import invalid, no_such
from toolproof.services.stripe.operations import payment_methods, prices
from toolproof.services.stripe.operations.billing_params import (
    AutomaticTax,
    Discounts,
    Liability,
    SubscriptionPaymentSettings,
    TaxRates,
    check_ids,
    check_liability,
)
from toolproof.services.stripe.operations.charges import no_connect
from toolproof.services.stripe.operations.intent_params import Blankable, check_types
from toolproof.services.stripe.operations.prices import OneTimePriceData, RecurringPriceData, price_from_data
from toolproof.services.stripe.params import (
    Bool,
    Expand,
    Int,
    Metadata,
    Number,
    Quantity,
    Str,
    Str500,
    StrList,
    Unsettable,
    between,
    enum,
    positive,
    timestamp_or,
)
from toolproof.services.stripe.tables import SUBSCRIPTION_ITEMS

SI = SUBSCRIPTION_ITEMS.name


def add_interval(start: int, interval: str, count: int) -> int:
    when = datetime.datetime.fromtimestamp(start, tz=datetime.UTC)
    delta = {
        "day": relativedelta(days=count),
        "week": relativedelta(weeks=count),
        "month": relativedelta(months=count),
        "year": relativedelta(years=count),
    }[interval]
    return int((when + delta).timestamp())


class ItemThresholds(Params):
    usage_gte: Int


class ItemParams(Params):
    """One of ``items`` on create (and the fields an item update shares)."""

    billing_thresholds: Annotated[ItemThresholds | None, Unsettable] = None
    discounts: Discounts = None
    metadata: Metadata | None = None
    price: Str | None = None
    price_data: RecurringPriceData | None = None
    quantity: Quantity | None = None
    tax_rates: TaxRates = None


class UpdateItemParams(ItemParams):
    id: Str | None = None
    deleted: Bool | None = None
    clear_usage: Bool | None = None


class AddInvoiceItem(Params):
    discounts: Discounts = None
    price: Str | None = None
    price_data: OneTimePriceData | None = None
    quantity: Quantity | None = None
    tax_rates: TaxRates = None


class AnchorConfig(Params):
    day_of_month: positive(31)  # type: ignore[valid-type]
    hour: between(0, 23) | None = None  # type: ignore[valid-type]
    minute: between(0, 59) | None = None  # type: ignore[valid-type]
    month: positive(12) | None = None  # type: ignore[valid-type]
    second: between(0, 59) | None = None  # type: ignore[valid-type]


class Thresholds(Params):
    amount_gte: Int | None = None
    reset_billing_cycle_anchor: Bool | None = None


class InvoiceSettings(Params):
    account_tax_ids: Annotated[StrList | None, Blankable] = None
    issuer: Liability | None = None


class PendingInterval(Params):
    interval: enum("day", "week", "month", "year")  # type: ignore[valid-type]
    interval_count: positive(365) | None = None  # type: ignore[valid-type]


class EndBehavior(Params):
    missing_payment_method: enum("cancel", "create_invoice", "pause")  # type: ignore[valid-type]


class TrialSettings(Params):
    end_behavior: EndBehavior


class SubscriptionTransferData(Params):
    destination: Str
    amount_percent: Number | None = None


class SubscriptionFields(Params):
    """What create and update share."""

    add_invoice_items: list[AddInvoiceItem] | None = None
    application_fee_percent: Annotated[Number | None, Unsettable] = None
    automatic_tax: AutomaticTax | None = None
    billing_thresholds: Annotated[Thresholds | None, Unsettable] = None
    cancel_at_period_end: Bool | None = None
    collection_method: enum("charge_automatically", "send_invoice") | None = None  # type: ignore[valid-type]
    coupon: Str | None = None
    days_until_due: Int | None = None
    default_payment_method: Str | None = None
    default_source: Str | None = None
    default_tax_rates: TaxRates = None
    description: Str500 | None = None
    discounts: Discounts = None
    invoice_settings: InvoiceSettings | None = None
    metadata: Metadata | None = None
    off_session: Bool | None = None
    on_behalf_of: Str | None = None
    payment_behavior: (
        enum(  # type: ignore[valid-type]
            "allow_incomplete", "default_incomplete", "error_if_incomplete", "pending_if_incomplete"
        )
        | None
    ) = None
    payment_settings: SubscriptionPaymentSettings | None = None
    pending_invoice_item_interval: Annotated[PendingInterval | None, Unsettable] = None
    promotion_code: Str | None = None
    proration_behavior: enum("always_invoice", "create_prorations", "none") | None = None  # type: ignore[valid-type]
    transfer_data: Annotated[SubscriptionTransferData | None, Unsettable] = None
    trial_end: timestamp_or("now") | None = None  # type: ignore[valid-type]
    trial_from_plan: Bool | None = None
    trial_settings: TrialSettings | None = None
    expand: Expand = Field(default_factory=list)


def check_references(ctx: Context, p: SubscriptionFields, customer: str) -> None:
    """Ids the double's account cannot have (coupons, tax rates, accounts) and cards of other customers."""
    no_connect(
        on_behalf_of=p.on_behalf_of,
        fee=("application_fee_percent", p.application_fee_percent),
    )
    if p.transfer_data is not None:
        raise no_such(
            "destination", p.transfer_data.destination, param="transfer_data[destination]", status=400
        )
    check_ids(p.default_tax_rates, "tax rate", "default_tax_rates")
    if p.invoice_settings is not None:
        check_ids(p.invoice_settings.account_tax_ids, "tax ID", "invoice_settings[account_tax_ids]")
        check_liability(p.invoice_settings.issuer, "invoice_settings[issuer]")
    if p.automatic_tax is not None:
        check_liability(p.automatic_tax.liability, "automatic_tax[liability]")
    if p.payment_settings is not None:
        check_types(p.payment_settings.payment_method_types, "payment_settings[payment_method_types]")
    for i, item in enumerate(p.add_invoice_items or []):
        check_ids(item.tax_rates, "tax rate", f"add_invoice_items[{i}][tax_rates]")
    if len(p.add_invoice_items or []) > 20:
        raise invalid("You can add at most 20 invoice items.", param="add_invoice_items")


def own_card(ctx: Context, customer: str, ref: str, param: str) -> str:
    """A PaymentMethod (or source) of ``customer``, as a subscription's default must be."""
    pm = payment_methods.resolve(ctx, ref, param=param)
    if pm["customer"] != customer:
        if param == "default_source":
            raise no_such("source", ref, param=param, status=400)
        raise invalid(
            f"The customer does not have a payment method with the ID {ref}. The payment method must be "
            "attached to the customer.",
            param=param,
        )
    return str(pm["id"])


def kept(current: str | None, p: SubscriptionFields) -> str | None:
    """Echo-only settings merged into the subscription's ``extra``."""
    extra: dict[str, Any] = dict(jload(current, {}) or {})
    given = p.model_fields_set
    if "automatic_tax" in given and p.automatic_tax is not None:
        extra["automatic_tax"] = p.automatic_tax.model_dump(exclude_none=True)
    if "billing_thresholds" in given:
        bt = p.billing_thresholds
        extra["billing_thresholds"] = (
            None
            if bt is None
            else {"amount_gte": bt.amount_gte, "reset_billing_cycle_anchor": bt.reset_billing_cycle_anchor}
        )
    if "payment_settings" in given and p.payment_settings is not None:
        extra["payment_settings"] = {
            **extra.get("payment_settings", {}),
            **p.payment_settings.model_dump(exclude_unset=True),
        }
    if "pending_invoice_item_interval" in given:
        pi = p.pending_invoice_item_interval
        extra["pending_invoice_item_interval"] = (
            None if pi is None else {"interval": pi.interval, "interval_count": pi.interval_count or 1}
        )
    if "invoice_settings" in given and p.invoice_settings is not None and p.invoice_settings.issuer:
        extra["invoice_settings"] = {"issuer": p.invoice_settings.issuer.model_dump(exclude_none=True)}
    return jdump(extra) if extra else current


def recurring_price(ctx: Context, price_id: str, param: str, first: Any | None) -> Any:
    price = prices.active_price(ctx, price_id, param)
    if price["type"] != "recurring":
        raise invalid(
            "The price specified is set to `type=one_time` but this field only accepts prices with "
            "`type=recurring`.",
            param=param,
        )
    if first is not None and (price["interval"], price["interval_count"], price["currency"]) != (
        first["interval"],
        first["interval_count"],
        first["currency"],
    ):
        raise invalid(
            "The price specified has a different billing interval or currency than the other items on "
            "this subscription; all items must share them.",
            param=param,
        )
    return price


def item_price(ctx: Context, item: ItemParams, param: str, first: Any | None) -> Any:
    """The price an item names: ``price`` or an inline ``price_data`` (one of them is required)."""
    if item.price is not None and item.price_data is not None:
        raise invalid(
            "You may only specify one of these parameters: price, price_data.",
            code="parameters_exclusive",
            param=f"{param}[price_data]",
        )
    if item.price_data is not None:
        price_id = price_from_data(ctx, item.price_data.product, item.price_data, f"{param}[price_data]")
        price = ctx.one("SELECT * FROM stripe_prices WHERE id = ?", (price_id,))
        assert price is not None
        if first is not None and (price["interval"], price["currency"]) != (
            first["interval"],
            first["currency"],
        ):
            raise invalid(
                "The price specified has a different billing interval or currency than the other items on "
                "this subscription; all items must share them.",
                param=f"{param}[price_data]",
            )
        return price
    if item.price is None:
        raise invalid(
            f"Missing required param: {param}[price].", param=f"{param}[price]", code="parameter_missing"
        )
    check_ids(item.tax_rates, "tax rate", f"{param}[tax_rates]")
    return recurring_price(ctx, item.price, f"{param}[price]", first)


def thresholds_json(t: ItemThresholds | None) -> str | None:
    return None if t is None else jdump({"usage_gte": t.usage_gte})


def anchor_from_config(now: int, c: AnchorConfig) -> int:
    """The first moment after ``now`` that matches ``billing_cycle_anchor_config`` (UTC)."""
    start = datetime.datetime.fromtimestamp(now, tz=datetime.UTC)
    for step in range(0, 25):
        month_start = (start.replace(day=1) + relativedelta(months=step)).date()
        if c.month is not None and month_start.month != c.month:
            continue
        last = calendar.monthrange(month_start.year, month_start.month)[1]
        when = datetime.datetime(
            month_start.year,
            month_start.month,
            min(c.day_of_month, last),
            c.hour or 0,
            c.minute or 0,
            c.second or 0,
            tzinfo=datetime.UTC,
        )
        if when.timestamp() > now:
            return int(when.timestamp())
    raise invalid("billing_cycle_anchor_config does not name a date.", param="billing_cycle_anchor_config")


def prorated(amount: int, start: int, end: int, full_end: int) -> int:
    """``amount`` for the part ``start``–``end`` of a full period ``start``–``full_end``."""
    full = max(full_end - start, 1)
    return round(amount * (end - start) / full)
