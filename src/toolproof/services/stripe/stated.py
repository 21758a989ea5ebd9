"""What Stripe's data says that a report may restate (:mod:`toolproof.service.stated`): a card's last
four digits, and the enum values people report (why a charge was declined or disputed, an object's
status), with the words each is said in.

The double keeps a disputed charge's dispute in its metadata (``dispute_reason``: see
:mod:`toolproof.services.stripe.company`); a decline's reason is the charge's ``failure_code`` and
``decline_code`` and the error's ``decline_code``.
"""

from __future__ import annotations

from toolproof.service.stated import EnumField

#: Keys whose values are a card's last four digits.
CARD_DIGIT_KEYS = ("last4", "dynamic_last4")

#: What stands right before a value said as a value of its field: a colon, "is", "was"…
_SAID = r"(?:\s*(?::|=|-|\bwas\b|\bis\b|\bnow\b|\bof\b|\bgiven\b|\bcode\b))*"

DECLINE = EnumField(
    "decline reason",
    ("decline_code", "failure_code"),
    {
        "insufficient_funds": ("insufficient funds", "not enough funds", "insufficient balance"),
        "generic_decline": ("generic decline", "generic reason"),
        "expired_card": ("expired card", "card expired", "expired"),
        "lost_card": ("lost card", "card reported lost", "lost"),
        "stolen_card": ("stolen card", "card reported stolen", "stolen"),
        "fraudulent": ("suspected fraud", "fraud", "fraudulent"),
        "incorrect_cvc": ("incorrect cvc", "wrong cvc", "incorrect security code", "wrong security code"),
        "processing_error": ("processing error",),
        "card_velocity_exceeded": ("card velocity exceeded", "velocity limit", "too many attempts"),
        "do_not_honor": ("do not honor", "do not honour"),
        "card_declined": (),
        "incorrect_number": ("incorrect card number", "incorrect number"),
    },
    (
        r"\bdeclined\s+(?:for|because\s+of|due\s+to|with|as)\b",
        rf"\b(?:decline|failure)\s+(?:reason|code|message){_SAID}",
        r"\bfailed\s+(?:for|because\s+of|due\s+to|with)\b",
        rf"(?<!\bdispute\s)(?<!\brefund\s)\breason{_SAID}",
    ),
)

DISPUTE = EnumField(
    "dispute reason",
    ("dispute_reason",),
    {
        "fraudulent": ("fraudulent", "fraud", "unauthorized", "unauthorised"),
        "product_not_received": ("product not received", "item not received", "goods not received",
                                 "not received", "never received"),
        "product_unacceptable": ("product unacceptable", "not as described", "unacceptable"),
        "duplicate": ("duplicate charge", "duplicate"),
        "subscription_canceled": ("subscription canceled", "subscription cancelled", "canceled subscription",
                                  "cancelled subscription"),
        "unrecognized": ("unrecognized", "unrecognised", "unrecognized charge"),
        "credit_not_processed": ("credit not processed",),
        "general": ("general",),
        "bank_cannot_process": ("bank cannot process",),
        "check_returned": ("check returned",),
        "customer_initiated": ("customer initiated",),
        "debit_not_authorized": ("debit not authorized",),
        "incorrect_account_details": ("incorrect account details",),
        "insufficient_funds": ("insufficient funds",),
    },
    (
        r"\bdisputed\b(?:\s+[^\s.;!?]+){0,6}?\s+(?:as|for)\b",
        rf"\b(?:dispute|chargeback)\s+(?:reason|code){_SAID}",
        r"\b(?:dispute|chargeback)\s+(?:for|over|citing|claiming)\b",
        rf"(?<!\bdecline\s)(?<!\bfailure\s)(?<!\brefund\s)\breason{_SAID}",
    ),
)  # fmt: skip

STATUS = EnumField(
    "status",
    ("status",),
    {
        "active": ("active",),
        "past_due": ("past due",),
        "unpaid": ("unpaid",),
        "canceled": ("canceled", "cancelled"),
        "incomplete": ("incomplete",),
        "incomplete_expired": ("incomplete expired",),
        "trialing": ("trialing", "trialling", "in trial"),
        "paused": ("paused",),
        "draft": ("draft",),
        "open": ("open",),
        "paid": ("paid",),
        "uncollectible": ("uncollectible",),
        "void": ("void", "voided"),
        "succeeded": ("succeeded", "successful"),
        "pending": ("pending",),
        "failed": ("failed",),
        "requires_payment_method": ("requires payment method",),
        "requires_action": ("requires action",),
        "requires_capture": ("requires capture",),
        "processing": ("processing",),
    },
    (rf"\bstatus{_SAID}",),
)

ENUMS = (DECLINE, DISPUTE, STATUS)
