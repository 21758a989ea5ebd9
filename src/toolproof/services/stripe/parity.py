"""How the Stripe double is compared with Stripe itself (``toolproof parity``; see docs/parity.md).

Calls go on the wire as stripe-python sends them: path parameters in the URL, the rest form-encoded
(a query string for GET and DELETE, a form body for POST). Ids of every kind the double mints become
``<kind:n>`` placeholders; timestamps, client secrets, hosted URLs and invoice numbers are volatile.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any
from urllib.parse import quote

from toolproof.service.operation import Operation
from toolproof.service.parity import ParityRules, WireRequest
from toolproof.services.stripe.forms import encode as form_encode

#: Prefixes of the object ids this double mints or names (custom ids like ``price_pro_monthly`` too).
_PREFIXES = "cus|pm|pi|ch|py|re|prod|price|sub|si|in|ii|il|sli|txn|seti|src|tok|cs|evt|shr|req|cbtxn"


def encode(operation: Operation, params: Mapping[str, Any]) -> WireRequest:
    """The request stripe-python sends for ``operation`` with ``params``."""
    rest = dict(params)
    path = operation.path
    for name in operation.path_params:
        path = path.replace("{" + name + "}", quote(str(rest.pop(name, "")), safe=""))
    method = operation.methods[0]
    if method in ("GET", "DELETE"):
        return WireRequest(method, path, query=form_encode(rest, brackets_raw=False))
    body = form_encode(rest).encode()
    return WireRequest(method, path, headers={"Content-Type": "application/x-www-form-urlencoded"}, body=body)


PARITY = ParityRules(
    encode=encode,
    live_base_url="https://api.stripe.com",
    credential_env="STRIPE_API_KEY",
    id_patterns=(
        ("id", re.compile(rf"(?P<kind>{_PREFIXES})_[A-Za-z0-9_]+")),
        # Card ids are long; decline codes (card_declined) are not ids.
        ("card", re.compile(r"(?P<kind>card)_[A-Za-z0-9]{14,}")),
    ),
    volatile_fields=frozenset(
        {
            "created",
            "current_period_start",
            "current_period_end",
            "start_date",
            "billing_cycle_anchor",
            "period_start",
            "period_end",
            "start",
            "end",
            "effective_at",
            "finalized_at",
            "paid_at",
            "voided_at",
            "marked_uncollectible_at",
            "canceled_at",
            "cancel_at",
            "ended_at",
            "due_date",
            "next_payment_attempt",
            "webhooks_delivered_at",
            "trial_start",
            "trial_end",
            "client_secret",
            "hosted_invoice_url",
            "invoice_pdf",
            "receipt_url",
            "number",
            "receipt_number",
            "fingerprint",
            "request_log_url",
            "invoice_prefix",
        }
    ),
    volatile_headers=frozenset(
        {
            "date",
            "server",
            "content-length",
            "connection",
            "request-id",
            "original-request",
            "idempotency-key",
        }
    ),
    compared_headers=("content-type", "stripe-version", "idempotent-replayed", "stripe-should-retry"),
    constant_fields=("object",),
)
