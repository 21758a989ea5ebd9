"""The Stripe double: customers, payment methods, payment intents, charges, refunds, products, prices,
subscriptions, invoices and invoice items,
coupons, promotion codes and discounts, over Stripe's own wire format (see README.md).

Point the official SDK at it with
``stripe.StripeClient("sk_test_<world>", base_addresses={"api": base_url + "/stripe"})``.
"""

from toolproof.services.stripe import company, fixtures
from toolproof.services.stripe.operations import (
    billing,
    charge_payments,
    charges,
    coupons,
    customers,
    discounts,
    intent_actions,
    invoice_items,
    invoice_previews,
    invoices,
    payment_intents,
    payment_methods,
    prices,
    products,
    promotion_codes,
    refunds,
    subscription_changes,
    subscription_items,
    subscriptions,
)
from toolproof.services.stripe.service import service

__all__ = [
    "billing",
    "charge_payments",
    "charges",
    "company",
    "coupons",
    "customers",
    "discounts",
    "fixtures",
    "intent_actions",
    "invoice_items",
    "invoice_previews",
    "invoices",
    "payment_intents",
    "payment_methods",
    "prices",
    "products",
    "promotion_codes",
    "refunds",
    "service",
    "subscription_changes",
    "subscription_items",
    "subscriptions",
]
