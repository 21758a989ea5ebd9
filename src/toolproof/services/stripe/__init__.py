"""The Stripe double: customers, payment methods, payment intents, charges, refunds, products, prices,
subscriptions, invoices and invoice items, over Stripe's own wire format (see README.md).

Point the official SDK at it with
``stripe.StripeClient("sk_test_<world>", base_addresses={"api": base_url + "/stripe"})``.
"""

# ruff: noqa: E402  (the operation modules register on ``service``, so they import after it)

from toolproof.service import IdempotencyPolicy, Service
from toolproof.services.stripe.benign import BENIGN
from toolproof.services.stripe.dialect import StripeDialect
from toolproof.services.stripe.parity import PARITY
from toolproof.services.stripe.ratelimits import locks, rate_limits, service_time
from toolproof.services.stripe.tables import TABLES

service = Service(
    "stripe",
    mount="/stripe",
    dialect=StripeDialect(),
    tables=TABLES,
    idempotency=IdempotencyPolicy(),
    benign=BENIGN,
    rate_limits=rate_limits,
    locks=locks,
    service_time=service_time,
    parity=PARITY,
    description="Stripe API v1 (2024-04-10 shapes): stateful, idempotent, with test cards.",
)

from toolproof.services.stripe import fixtures
from toolproof.services.stripe.operations import (
    billing,
    charge_payments,
    charges,
    customers,
    intent_actions,
    invoice_items,
    invoices,
    payment_intents,
    payment_methods,
    prices,
    products,
    refunds,
    subscription_changes,
    subscription_items,
    subscriptions,
)

__all__ = [
    "billing",
    "charge_payments",
    "charges",
    "customers",
    "fixtures",
    "intent_actions",
    "invoice_items",
    "invoices",
    "payment_intents",
    "payment_methods",
    "prices",
    "products",
    "refunds",
    "service",
    "subscription_changes",
    "subscription_items",
    "subscriptions",
]
