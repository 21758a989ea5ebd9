"""Stripe fields no client can set: ids, creation times, the double's ordering counter, and what
Stripe derives from a payment's life (statuses, captured and refunded amounts, an invoice's totals).

The field mutants (:mod:`toolproof.runs.field_mutants`) skip these; every other column of a row an
agent creates or updates must be pinned by the task or marked harmless there.
"""

from __future__ import annotations

from toolproof.service.server_set import ServerSet

_TABLES = (
    "customers", "payment_methods", "payment_intents", "charges", "refunds", "products", "prices",
    "subscriptions", "subscription_items", "invoices", "invoice_items", "coupons", "promotion_codes",
    "discounts",
)  # fmt: skip

SERVER_SET: tuple[ServerSet, ...] = (
    *(
        ServerSet(
            f"stripe_{name}",
            ("seq", "created"),
            "Stripe stamps created itself; seq is the double's own tie-breaker for list order",
        )
        for name in _TABLES
    ),
    ServerSet(
        "stripe_customers",
        ("delinquent", "deleted", "discount", "cash_balance"),
        "Stripe derives delinquency from failed invoices, deleted from a delete call, the discount from "
        "an applied coupon, the cash balance from funding",
    ),
    ServerSet(
        "stripe_customers",
        ("currency",),
        "Stripe sets a customer's currency from the first invoice, subscription or balance in one; "
        "customers.create and customers.update take no currency parameter",
    ),
    ServerSet(
        "stripe_payment_methods",
        ("brand", "last4", "funding", "country", "fingerprint", "behaviour"),
        "read off the card number (a test token in the double); no parameter names them",
    ),
    ServerSet(
        "stripe_payment_intents",
        (
            "amount_capturable",
            "amount_received",
            "status",
            "latest_charge",
            "client_secret",
            "canceled_at",
            "last_payment_error",
            "invoice",
        ),
        "Stripe moves a payment through its states and records its charges itself",
    ),
    ServerSet(
        "stripe_charges",
        (
            "amount_captured",
            "amount_refunded",
            "paid",
            "refunded",
            "status",
            "failure_code",
            "failure_message",
            "decline_code",
            "card",
            "invoice",
            "payment_intent",
            "incremental",
        ),
        "a charge's outcome, refunds and card details are Stripe's record, not parameters",
    ),
    ServerSet(
        "stripe_refunds",
        ("status", "currency"),
        "a refund's status is Stripe's; its currency is the charge's",
    ),
    ServerSet(
        "stripe_subscriptions",
        (
            "status",
            "current_period_start",
            "current_period_end",
            "canceled_at",
            "ended_at",
            "latest_invoice",
            "trial_start",
        ),
        "Stripe derives a subscription's status, periods and invoices from its items, trial and calls",
    ),
    ServerSet(
        "stripe_invoices",
        (
            "status",
            "subtotal",
            "total",
            "amount_due",
            "amount_paid",
            "amount_remaining",
            "attempt_count",
            "attempted",
            "billing_reason",
            "charge",
            "payment_intent",
            "finalized_at",
            "paid_at",
            "voided_at",
            "marked_uncollectible_at",
            "customer_email",
            "customer_name",
            "period_start",
            "period_end",
            "latest_revision",
            "total_discount_amounts",
            "amount_shipping",
        ),
        "totals, payment state and timestamps are computed by Stripe from the lines and the calls",
    ),
    ServerSet(
        "stripe_invoice_items",
        ("proration", "kind", "discount_amounts"),
        "Stripe marks prorations and computes discount amounts; kind is the double's own record",
    ),
    ServerSet(
        "stripe_coupons",
        ("times_redeemed", "deleted"),
        "Stripe counts redemptions; deleted follows a delete call",
    ),
    ServerSet("stripe_promotion_codes", ("times_redeemed",), "Stripe counts redemptions"),
    ServerSet(
        "stripe_discounts",
        ("start", "end"),
        "a discount's window is Stripe's, from the coupon's duration",
    ),
    ServerSet(
        "stripe_refunds",
        ("payment_intent",),
        "the refunded charge's payment intent: a client names the charge or the intent, Stripe fills in "
        "the other (tasks pin the charge; a refund of one charge under another's intent is no call's)",
        kind="derived",
    ),
    *(
        ServerSet(
            "stripe_invoice_items",
            ("*",),
            f"a line Stripe writes itself ({what}): every field follows from the subscription change",
            when=when,
        )
        for when, what in (
            ({"proration": True}, "a proration"),
            ({"kind": "subscription"}, "a subscription's line"),
        )
    ),
    *(
        ServerSet(
            "stripe_invoices",
            ("*",),
            f"an invoice Stripe drafts itself for a subscription ({reason}): its fields follow from the "
            "subscription; a later update of one is graded where the task changes it",
            when={"billing_reason": reason},
        )
        for reason in ("subscription_create", "subscription_cycle", "subscription_update")
    ),
    ServerSet(
        "stripe_charges",
        ("*",),
        "a charge Stripe makes when a payment intent confirms (a client creates charges only with the "
        "legacy charges.create, which names no payment intent): every field follows from the intent",
        when_set=("payment_intent",),
    ),
    ServerSet(
        "stripe_payment_intents",
        ("*",),
        "the payment intent Stripe makes to collect an invoice: every field follows from the invoice",
        when_set=("invoice",),
    ),
    ServerSet(
        "stripe_charges",
        ("*",),
        "a charge Stripe makes to collect an invoice (paying it, or a subscription change billed now): "
        "every field follows from the invoice; charges.create names no invoice",
        when_set=("invoice",),
    ),
)
