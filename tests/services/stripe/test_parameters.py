"""Every documented top-level parameter of every implemented operation, generated from Stripe's spec.

The parameters come from ``spec_facts.json`` (derived from the spec by ``scripts/derive_spec_facts.py``),
so these cases run in a plain clone too; the response bodies are checked against the full spec when
it is present.

For each (operation, parameter) the spec documents, a valid request for the operation gets that
parameter with a value the spec accepts (generated from its schema, or chosen below where the value
must name an object of the world). The double must accept it: never ``parameter_unknown``, a 200
unless the table of refusals below says why Stripe itself would refuse it on an account like the
double's (no tax rates, connected accounts or payment method types other than cards), and
a body that validates against the spec. On success the value must come back where the response has
a field of the same name (compared as a subset for hashes and lists).

A second family checks every string parameter with a ``maxLength``: one character over is refused
with Stripe's wording, exactly at the limit is not a length error.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import pytest

from tests.services.stripe.scene import base, scene
from tests.services.stripe.spec import violation
from tests.services.stripe.surface import Param, Surface
from tests.support import specs
from toolproof.services.stripe.search import encode_page
from toolproof.services.stripe.service import service
from toolproof.services.stripe.vocabulary import OTHER_TYPES
from toolproof.world import World

# -- values that must name something in the world, or replace the base's choice ------------------

#: (operation or "*", parameter) → value, or a function of the scene's ids.
VALUES: dict[tuple[str, str], Any] = {
    ("*", "expand"): [],
    ("*", "customer"): "cus_alice",
    ("*", "price"): "price_pro_monthly",
    ("*", "product"): "prod_pro",
    ("*", "payment_method"): "pm_card_visa",
    ("*", "currency"): "usd",
    ("*", "limit"): 3,
    ("*", "metadata"): {"k": "v"},
    ("*", "subscription"): lambda ids: ids["sub"],
    ("*", "invoice"): lambda ids: ids["draft"],
    ("*", "charge"): lambda ids: ids["charge_ok"],
    ("*", "payment_intent"): lambda ids: ids["pi_ok"],
    ("*", "default_payment_method"): "pm_alice_visa",
    ("*", "default_source"): "pm_alice_visa",
    ("*", "source"): "tok_visa",
    ("*", "receipt_email"): "jo@example.com",
    ("*", "email"): "jo@example.com",
    ("*", "test_clock"): "",
    ("*", "coupon"): "",
    ("*", "promotion_code"): "",
    ("*", "mandate"): "",
    ("*", "confirmation_token"): "",
    ("*", "payment_method_configuration"): "",
    ("*", "application_fee_amount"): 0,
    ("*", "application_fee"): 0,
    ("*", "on_behalf_of"): "",
    ("*", "lookup_key"): "fresh_key",
    ("*", "lookup_keys"): ["fresh_key"],
    ("*", "ids"): ["prod_pro"],
    ("*", "created"): {"gte": 0},
    ("*", "payment_method_types"): ["card"],
    ("*", "preferred_locales"): ["en"],
    ("*", "images"): ["https://example.com/a.png"],
    ("*", "account_tax_ids"): [],
    ("*", "default_tax_rates"): [],
    ("*", "tax_rates"): [],
    ("*", "discounts"): [],
    ("*", "url"): "https://example.com",
    ("*", "amount"): 500,
    ("*", "quantity"): 2,
    ("*", "unit_amount"): 500,
    ("*", "capture_method"): "manual",
    ("*", "next_invoice_sequence"): 7,
    ("*", "invoice_prefix"): "PFX",
    ("*", "tax_exempt"): "exempt",
    ("*", "balance"): 250,
    ("*", "trial_end"): "now",
    ("*", "trial_period_days"): 3,
    ("*", "days_until_due"): 7,
    ("*", "statement_descriptor"): "TOOLPROOF",
    ("*", "statement_descriptor_suffix"): "SUFFIX",
    ("*", "number"): "CUSTOM-0001",
    ("*", "interval"): "month",
    ("*", "shipping_cost"): {
        "shipping_rate_data": {"display_name": "Ground", "fixed_amount": {"amount": 500, "currency": "usd"}}
    },
    ("*", "items"): [{"price": "price_pro_monthly"}],
    ("*", "issuer"): {"type": "self"},
    ("*", "from_invoice"): lambda ids: {"action": "revision", "invoice": ids["open"]},
    ("stripe.invoices.update", "transfer_data"): "",
    ("stripe.subscriptions.update", "transfer_data"): "",
    ("*", "payment_settings"): {"payment_method_types": ["card"]},
    ("stripe.subscriptions.create", "invoice_settings"): {"issuer": {"type": "self"}},
    ("stripe.subscriptions.update", "invoice_settings"): {"issuer": {"type": "self"}},
    ("*", "collection_method"): "charge_automatically",
    ("*", "billing_cycle_anchor_config"): {"day_of_month": 1},
    ("*", "card"): {"token": "tok_visa"},
    ("stripe.payment_methods.update", "card"): {"exp_month": 3, "exp_year": 2040},
    ("stripe.customers.update", "card"): "tok_visa",
    ("stripe.charges.create", "card"): "tok_visa",
    ("stripe.customers.update", "default_card"): "pm_alice_visa",
    ("stripe.customers.update", "default_alipay_account"): "",
    ("stripe.customers.update", "default_bank_account"): "",
    ("stripe.customers.create", "payment_method"): lambda ids: ids["pm_free"],
    ("stripe.payment_methods.create", "payment_method"): "pm_alice_visa",
    ("stripe.payment_methods.create", "type"): "card",
    ("stripe.payment_methods.list", "type"): "card",
    ("stripe.customers.list_payment_methods", "type"): "card",
    ("stripe.payment_intents.create", "amount"): 1500,
    ("stripe.payment_intents.create", "confirm"): True,
    ("stripe.payment_intents.create", "payment_method"): "pm_card_visa",
    ("stripe.payment_intents.increment_authorization", "amount"): 4500,
    ("stripe.payment_intents.capture", "amount_to_capture"): 1000,
    ("stripe.payment_intents.update", "payment_method"): "pm_card_visa",
    ("stripe.charges.update", "customer"): "cus_alice",
    ("stripe.refunds.create", "payment_intent"): lambda ids: ids["pi_ok"],
    ("stripe.refunds.create", "charge"): lambda ids: ids["charge_ok"],
    ("stripe.refunds.list", "charge"): lambda ids: ids["charge_ok"],
    ("stripe.refunds.create", "customer"): "cus_alice",
    ("stripe.prices.create", "billing_scheme"): "per_unit",
    ("stripe.prices.create", "currency_options"): {"eur": {"unit_amount": 450}},
    ("stripe.prices.update", "currency_options"): {"eur": {"unit_amount": 450}},
    ("stripe.prices.create", "product"): "prod_pro",
    ("stripe.prices.create", "transfer_lookup_key"): True,
    ("stripe.products.update", "default_price"): "price_pro_monthly",
    ("stripe.products.create", "id"): "prod_custom",
    ("stripe.subscriptions.create", "backdate_start_date"): lambda ids: int(ids["now"]) - 86400,
    ("*", "client_secret"): lambda ids: ids["secret_open"],
    ("*", "page"): encode_page(1),
    ("stripe.customers.list", "starting_after"): "cus_alice",
    ("stripe.customers.list", "ending_before"): "cus_alice",
    ("stripe.charges.list", "starting_after"): lambda ids: ids["charge_ok"],
    ("stripe.charges.list", "ending_before"): lambda ids: ids["charge_ok"],
    ("stripe.payment_intents.list", "starting_after"): lambda ids: ids["pi_ok"],
    ("stripe.payment_intents.list", "ending_before"): lambda ids: ids["pi_ok"],
    ("stripe.refunds.list", "starting_after"): lambda ids: ids["refund"],
    ("stripe.refunds.list", "ending_before"): lambda ids: ids["refund"],
    ("stripe.products.list", "starting_after"): "prod_pro",
    ("stripe.products.list", "ending_before"): "prod_pro",
    ("stripe.prices.list", "starting_after"): "price_pro_monthly",
    ("stripe.prices.list", "ending_before"): "price_pro_monthly",
    ("stripe.subscriptions.list", "starting_after"): lambda ids: ids["sub"],
    ("stripe.subscriptions.list", "ending_before"): lambda ids: ids["sub"],
    ("stripe.invoices.list", "starting_after"): lambda ids: ids["open"],
    ("stripe.invoices.list", "ending_before"): lambda ids: ids["open"],
    ("stripe.invoiceitems.list", "starting_after"): lambda ids: ids["ii"],
    ("stripe.invoiceitems.list", "ending_before"): lambda ids: ids["ii"],
    ("stripe.payment_methods.list", "starting_after"): "pm_alice_visa",
    ("stripe.payment_methods.list", "ending_before"): "pm_alice_visa",
    ("stripe.customers.list_payment_methods", "starting_after"): "pm_alice_visa",
    ("stripe.customers.list_payment_methods", "ending_before"): "pm_alice_visa",
    ("stripe.subscription_items.list", "starting_after"): lambda ids: ids["si"],
    ("stripe.subscription_items.list", "ending_before"): lambda ids: ids["si"],
    ("stripe.invoices.list_lines", "starting_after"): lambda ids: (
        "il_tmp_" + ids["ii_draft"].removeprefix("ii_")
    ),
    ("stripe.invoices.list_lines", "ending_before"): lambda ids: (
        "il_tmp_" + ids["ii_draft"].removeprefix("ii_")
    ),
    ("stripe.subscription_items.create", "price_data"): {
        "currency": "usd",
        "product": "prod_pro",
        "recurring": {"interval": "month"},
        "unit_amount": 100,
    },
    ("stripe.subscriptions.create", "currency"): "usd",
    ("stripe.subscriptions.create", "items"): [{"price": "price_pro_monthly", "quantity": 2}],
    ("stripe.subscriptions.update", "items"): lambda ids: [{"id": ids["si"], "quantity": 3}],
    ("*", "subscription_items"): lambda ids: [{"id": ids["si"], "quantity": 3}],
    ("*", "subscription_default_tax_rates"): [],
    ("stripe.subscriptions.create", "add_invoice_items"): [
        {"price_data": {"currency": "usd", "product": "prod_pro", "unit_amount": 999}}
    ],
    ("stripe.subscriptions.update", "add_invoice_items"): [
        {"price_data": {"currency": "usd", "product": "prod_pro", "unit_amount": 999}}
    ],
    ("stripe.subscriptions.update", "cancel_at"): "",
    ("stripe.subscriptions.update", "billing_cycle_anchor"): "unchanged",
    ("stripe.subscriptions.list", "price"): "price_pro_monthly",
    ("stripe.subscription_items.create", "subscription"): lambda ids: ids["sub_paused"],
    ("stripe.subscription_items.create", "price"): lambda ids: ids["price_addon"],
    ("stripe.subscription_items.update", "price"): "price_pro_monthly",
    ("stripe.subscription_items.update", "price_data"): {
        "currency": "usd",
        "product": "prod_pro",
        "recurring": {"interval": "month"},
        "unit_amount": 100,
    },
    ("stripe.subscription_items.list", "subscription"): lambda ids: ids["sub"],
    ("stripe.invoices.create", "currency"): "usd",
    ("stripe.invoices.create", "customer"): "cus_alice",
    ("stripe.invoices.list", "subscription"): lambda ids: ids["sub"],
    ("stripe.invoices.pay", "payment_method"): "pm_alice_visa",
    ("stripe.invoices.pay", "source"): "pm_alice_visa",
    ("stripe.invoices.pay", "paid_out_of_band"): True,
    ("stripe.invoiceitems.create", "invoice"): lambda ids: ids["draft"],
    ("stripe.invoiceitems.create", "subscription"): lambda ids: ids["sub"],
    ("stripe.invoiceitems.update", "price"): "price_pro_monthly",
    ("stripe.invoiceitems.create", "price_data"): {
        "currency": "usd",
        "product": "prod_pro",
        "unit_amount": 250,
    },
    ("stripe.products.create", "default_price_data"): {"currency": "usd", "unit_amount": 900},
    ("stripe.invoiceitems.update", "price_data"): {
        "currency": "usd",
        "product": "prod_pro",
        "unit_amount": 250,
    },
    ("stripe.invoiceitems.list", "invoice"): lambda ids: ids["draft"],
    ("stripe.coupons.create", "id"): "SUMMER",
    ("stripe.coupons.create", "duration"): "forever",
    ("stripe.coupons.create", "duration_in_months"): 3,
    ("stripe.coupons.create", "applies_to"): {"products": ["prod_pro"]},
    ("stripe.coupons.create", "currency_options"): {"eur": {"amount_off": 450}},
    ("stripe.coupons.update", "currency_options"): {"eur": {"amount_off": 450}},
    ("stripe.coupons.list", "starting_after"): "SCENE10",
    ("stripe.coupons.list", "ending_before"): "SCENE10",
    ("stripe.promotion_codes.create", "code"): "FRESHCODE",
    ("stripe.promotion_codes.list", "code"): "SCENE",
    ("stripe.promotion_codes.list", "coupon"): "SCENE10",
    ("stripe.promotion_codes.list", "starting_after"): lambda ids: ids["promo"],
    ("stripe.promotion_codes.list", "ending_before"): lambda ids: ids["promo"],
    ("stripe.promotion_codes.create", "restrictions"): {
        "first_time_transaction": True,
        "minimum_amount": 1000,
        "minimum_amount_currency": "usd",
    },
    ("stripe.promotion_codes.update", "restrictions"): {"currency_options": {"eur": {"minimum_amount": 900}}},
}

#: Requests that need a companion parameter for the one under test to make sense.
COMPANIONS: dict[tuple[str, str], dict[str, Any]] = {
    ("stripe.prices.create", "tiers"): {
        "billing_scheme": "tiered",
        "tiers_mode": "graduated",
        "unit_amount": None,
    },
    ("stripe.prices.create", "tiers_mode"): {
        "billing_scheme": "tiered",
        "tiers": [{"up_to": "inf", "unit_amount": 100}],
        "unit_amount": None,
    },
    ("stripe.prices.create", "custom_unit_amount"): {"unit_amount": None},
    ("stripe.prices.create", "unit_amount_decimal"): {"unit_amount": None},
    ("stripe.prices.create", "transform_quantity"): {},
    ("stripe.prices.create", "product_data"): {"product": None},
    ("stripe.invoiceitems.create", "price"): {"amount": None},
    ("stripe.invoiceitems.create", "price_data"): {"amount": None},
    ("stripe.invoiceitems.create", "unit_amount"): {"amount": None},
    ("stripe.invoiceitems.create", "unit_amount_decimal"): {"amount": None},
    ("stripe.invoiceitems.create", "quantity"): {"amount": None, "unit_amount": 100},
    ("stripe.invoiceitems.update", "unit_amount_decimal"): {},
    ("stripe.charges.create", "card"): {"source": None},
    ("stripe.subscription_items.create", "price_data"): {"price": None},
    ("stripe.subscription_items.update", "price_data"): {},
    ("stripe.payment_intents.create", "confirm"): {"payment_method": "pm_card_visa"},
    ("stripe.payment_intents.create", "off_session"): {"payment_method": "pm_card_visa", "confirm": True},
    ("stripe.payment_intents.create", "error_on_requires_action"): {
        "payment_method": "pm_card_visa",
        "confirm": True,
    },
    ("stripe.payment_intents.create", "return_url"): {"payment_method": "pm_card_visa", "confirm": True},
    ("stripe.payment_intents.create", "setup_future_usage"): {"customer": "cus_alice"},
    ("stripe.refunds.create", "payment_intent"): {"charge": None},
    ("stripe.refunds.create", "origin"): {"customer": "cus_alice"},
    ("stripe.subscriptions.create", "collection_method"): {"days_until_due": 7},
    ("stripe.subscriptions.create", "days_until_due"): {"collection_method": "send_invoice"},
    ("stripe.subscriptions.update", "days_until_due"): {"collection_method": "send_invoice"},
    ("stripe.invoices.create", "days_until_due"): {"collection_method": "send_invoice"},
    ("stripe.invoices.update", "days_until_due"): {"collection_method": "send_invoice"},
    ("stripe.invoices.create", "from_invoice"): {"customer": None},
    ("stripe.payment_methods.create", "customer"): {
        "payment_method": "pm_alice_visa",
        "card": None,
        "type": None,
    },
    ("stripe.payment_methods.create", "payment_method"): {
        "customer": "cus_alice",
        "card": None,
        "type": None,
    },
    ("stripe.customers.create", "tax_id_data"): {},
    ("stripe.coupons.create", "amount_off"): {"percent_off": None, "currency": "usd"},
    ("stripe.coupons.create", "currency"): {"percent_off": None, "amount_off": 500},
    ("stripe.coupons.create", "currency_options"): {
        "percent_off": None,
        "amount_off": 500,
        "currency": "usd",
    },
    ("stripe.coupons.create", "duration_in_months"): {"duration": "repeating"},
    ("stripe.coupons.update", "currency_options"): {"coupon": "SCENE5"},
}

#: Parameters Stripe itself refuses on an account like the double's: (status, code) and why.
REFUSED: dict[tuple[str, str], tuple[int, str | None, str]] = {}


def _refused(op: str, params: list[str], status: int, code: str | None, why: str) -> None:
    for name in params:
        REFUSED[(op, name)] = (status, code, why)


_OTHER_TYPES = [*OTHER_TYPES, "interac_present"]
_refused(
    "stripe.payment_methods.create",
    _OTHER_TYPES,
    400,
    None,
    "a hash for another payment method type on a card PaymentMethod",
)
_refused(
    "stripe.payment_methods.update", ["link", "us_bank_account"], 400, None, "the PaymentMethod is a card"
)
_refused(
    "stripe.payment_intents.create", ["payment_method_data"], 400, None, "no inline cards; other types off"
)
_refused(
    "stripe.payment_intents.update", ["payment_method_data"], 400, None, "no inline cards; other types off"
)
_refused(
    "stripe.payment_intents.confirm", ["payment_method_data"], 400, None, "no inline cards; other types off"
)
_refused("stripe.payment_intents.create", ["transfer_data"], 400, "resource_missing", "no connected accounts")
_refused("stripe.payment_intents.update", ["transfer_data"], 400, None, "no transfer destination to adjust")
_refused("stripe.payment_intents.capture", ["transfer_data"], 400, None, "no transfer destination to adjust")
_refused(
    "stripe.payment_intents.increment_authorization",
    ["transfer_data"],
    400,
    None,
    "no transfer destination to adjust",
)
_refused(
    "stripe.charges.create",
    ["transfer_data", "destination"],
    400,
    "resource_missing",
    "no connected accounts",
)
_refused("stripe.charges.capture", ["transfer_data"], 400, None, "no transfer destination to adjust")
_refused("stripe.invoices.create", ["transfer_data"], 400, "resource_missing", "no connected accounts")
_refused("stripe.subscriptions.create", ["transfer_data"], 400, "resource_missing", "no connected accounts")
_refused("stripe.refunds.create", ["origin"], 400, None, "the customer has no cash balance")
_refused("stripe.customers.update", ["bank_account"], 400, None, "the account takes no bank account sources")
_refused(
    "stripe.subscriptions.create", ["application_fee_percent"], 400, None, "fees need a connected account"
)
_refused(
    "stripe.subscriptions.update", ["application_fee_percent"], 400, None, "fees need a connected account"
)
for _op in ("stripe.payment_intents.apply_customer_balance", "stripe.payment_intents.verify_microdeposits"):
    for _name in ("amount", "currency", "expand", "amounts", "client_secret", "descriptor_code"):
        REFUSED[(_op, _name)] = (400, "payment_intent_unexpected_state", "cards only: never in that state")
REFUSED[("stripe.refunds.cancel", "expand")] = (400, None, "card refunds succeed at once")
for _op in ("stripe.invoices.create_preview", "stripe.invoices.upcoming", "stripe.invoices.upcoming_lines"):
    REFUSED[(_op, "schedule")] = (400, "resource_missing", "the account has no subscription schedules")
    REFUSED[(_op, "schedule_details")] = (400, None, "no subscription schedules")
for _op in ("stripe.invoices.upcoming", "stripe.invoices.upcoming_lines"):
    _refused(
        _op,
        ["subscription_cancel_at", "subscription_cancel_at_period_end"],
        404,
        "invoice_upcoming_none",
        "the subscription ends within this period: nothing more to invoice",
    )
    REFUSED[(_op, "subscription_resume_at")] = (400, None, "the scene's subscription is not paused")
_refused(
    "stripe.invoices.upcoming_lines",
    ["starting_after", "ending_before"],
    400,
    "resource_missing",
    "a cursor must name a line of the preview (paging: test_previews.py)",
)

#: Response fields that share a parameter's name but say something else (no echo comparison).
NOT_ECHOED = {
    "subscription_details",
    "expand", "limit", "starting_after", "ending_before", "page", "query", "created", "source", "card",
    "items", "amount", "capture_method", "status", "customer", "type", "payment_method", "unit_amount",
    "quantity", "trial_end", "billing_cycle_anchor", "shipping_cost", "currency_options", "tiers",
    "invoice_settings", "tax", "tax_id_data", "cash_balance", "subscription", "invoice", "price",
    "collection_method", "currency", "default_source", "default_payment_method", "number", "days_until_due",
    "price_data", "discounts", "issuer", "balance", "cancel_at", "payment_settings", "description",
    "from_invoice", "product", "setup_future_usage", "payment_method_options", "confirm", "off_session",
    "application_fee", "application_fee_amount", "custom_unit_amount", "coupon", "restrictions",
}  # fmt: skip


#: Values for members of generated hashes, by name.
HINTS: dict[str, Any] = {
    "currency": "usd",
    "product": "prod_pro",
    "price": "price_pro_monthly",
    "customer": "cus_alice",
    "interval": "month",
    "unit_amount": 500,
    "amount": 500,
    "email": "jo@example.com",
    "ip_address": "203.0.113.7",
}


def _value(
    op: str, name: str, ids: dict[str, str], surface: Surface, schema: dict[str, Any], now: int
) -> Any:
    """The value a case sends: chosen for this operation, the request's own, chosen for every
    operation, or generated from the spec (in that order)."""
    given = base(op, ids)
    chosen = VALUES.get((op, name))
    if chosen is None and name not in given:
        chosen = VALUES.get(("*", name))
    if chosen is not None:
        return chosen(ids) if callable(chosen) else chosen
    if name in given:
        return given[name]
    return surface.example(schema, now, hints=HINTS)


def _subset(sent: Any, got: Any) -> bool:
    """Whether everything sent comes back (form values are strings; numbers may come back as numbers).

    An empty value (``""``, ``[]``) unsets a field, which comes back empty or null.
    """
    if sent in ("", []) and got in (None, "", [], {}):
        return True
    if isinstance(sent, dict):
        return isinstance(got, dict) and all(_subset(v, got.get(k)) for k, v in sent.items())
    if isinstance(sent, list):
        if not isinstance(got, list) or len(sent) > len(got):
            return False
        return all(_subset(a, b) for a, b in zip(sent, got[: len(sent)], strict=True))
    if isinstance(sent, bool) or isinstance(got, bool):
        return str(sent).lower() == str(got).lower()
    if isinstance(got, int | float) and not isinstance(got, bool):
        try:
            return float(sent) == float(got)
        except (TypeError, ValueError):
            return False
    return bool(sent == got)


# -- the generated cases -------------------------------------------------------------------------


@cache
def surface() -> Surface:
    """The documented parameters, from the facts derived from the spec (present in every clone)."""
    return Surface(specs.facts("stripe"))


def _cases() -> list[Any]:
    s = surface()
    out = []
    for name in sorted(service.operations):
        for param in s.documented(service.operations[name]):
            out.append(pytest.param(param, id=param.id))
    return out


def _limit_cases() -> list[Any]:
    s = surface()
    out = []
    for name in sorted(service.operations):
        for param, limit in s.limits(service.operations[name]):
            out.append(pytest.param(param, limit, id=f"{param.id}<={limit}"))
    return out


def _request(param: Param, value: Any) -> tuple[World, dict[str, Any]]:
    sc = scene()
    world = sc.reset()
    params = dict(base(param.operation, sc.ids))
    params.update(COMPANIONS.get((param.operation, param.name), {}))
    params[param.name] = value
    return world, {k: v for k, v in params.items() if v is not None}


def _path(op_name: str, params: dict[str, Any]) -> str:
    op = service.operations[op_name]
    path = op.path
    for name in op.path_params:
        path = path.replace("{" + name + "}", str(params.get(name, "x")))
    return path


@pytest.mark.parametrize("param", _cases())
def test_every_documented_parameter_is_accepted(param: Param) -> None:
    s = surface()
    sc = scene()
    value = _value(param.operation, param.name, sc.ids, s, param.schema, int(sc.world.clock.now))
    world, params = _request(param, value)
    if value is None:
        params.pop(param.name, None)
    response = world.call(param.operation, params)
    body = response.body
    error = body.get("error", {}) if isinstance(body, dict) else {}
    assert error.get("code") != "parameter_unknown", (param.id, params, body)
    expected = REFUSED.get((param.operation, param.name))
    if expected is None:
        assert response.status == 200, (param.id, params, body)
        if (
            value is not None
            and param.name not in NOT_ECHOED
            and isinstance(body, dict)
            and body.get("object") not in ("list", "search_result")
            and param.name in body
        ):
            assert _subset(value, body[param.name]), (param.id, value, body[param.name])
    else:
        status, code, why = expected
        assert (response.status, error.get("code")) == (status, code), (param.id, why, body)
    op = service.operations[param.operation]
    assert violation(op.methods[0], _path(param.operation, params), response.status, body) is None


@pytest.mark.parametrize(("param", "limit"), _limit_cases())
def test_string_length_limits_are_enforced_in_stripes_words(param: Param, limit: int) -> None:
    world, params = _request(param, "y" * (limit + 1))
    before = world.state_hash()
    response = world.call(param.operation, params)
    assert response.status == 400, (param.id, response.body)
    error = response.body["error"]
    shown = "y" * (limit + 1)
    keep = 10 if limit <= 100 else 4
    if len(shown) > 2 * keep + 3:
        shown = f"{shown[:keep]}...{shown[-keep:]}"
    assert error == {
        "type": "invalid_request_error",
        "param": param.name,
        "message": f"Invalid string: {shown}; must be at most {limit} characters",
    }
    assert world.state_hash() == before
    world, params = _request(param, "y" * limit)
    at_limit = world.call(param.operation, params)
    assert "must be at most" not in json.dumps(at_limit.body), (param.id, at_limit.body)
