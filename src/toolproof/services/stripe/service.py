"""The ``stripe`` Service object, in its own module so operation modules can import it."""

from __future__ import annotations

from toolproof.service import IdempotencyPolicy, Service
from toolproof.service.contacts import Contact
from toolproof.services.stripe.benign import BENIGN
from toolproof.services.stripe.claims import CLAIM_WORDS, CLAIMS, COUNTED
from toolproof.services.stripe.dialect import StripeDialect
from toolproof.services.stripe.names import NAMES
from toolproof.services.stripe.parity import PARITY
from toolproof.services.stripe.ratelimits import locks, rate_limits, service_time
from toolproof.services.stripe.server_set import SERVER_SET
from toolproof.services.stripe.tables import TABLES

service = Service(
    "stripe",
    mount="/stripe",
    dialect=StripeDialect(),
    tables=TABLES,
    idempotency=IdempotencyPolicy(),
    benign=BENIGN,
    claims=CLAIMS,
    claim_words=CLAIM_WORDS,
    counted=COUNTED,
    names=NAMES,
    server_set=SERVER_SET,
    rate_limits=rate_limits,
    locks=locks,
    service_time=service_time,
    parity=PARITY,
    contacts=(
        Contact(
            "email",
            ("stripe.invoices.send_invoice", "stripe.invoices.finalize_invoice"),
            "Stripe e-mails an invoice to the customer when it is sent (or finalized for send_invoice "
            "collection); nothing else an integration calls e-mails anyone in the API's name",
        ),
    ),
    description="Stripe API v1 (2024-04-10 shapes): stateful, idempotent, with test cards.",
)
