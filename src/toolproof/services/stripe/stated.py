"""What Stripe's data says that a report may restate (:mod:`toolproof.service.stated`): a card's last
four digits, and the enum values people report (why a charge was declined or disputed, an object's
status), with the words each is said in.

The double keeps a disputed charge's dispute in its metadata (``dispute_reason``: see
:mod:`toolproof.services.stripe.company`); a decline's reason is the charge's ``failure_code`` and
``decline_code`` and the error's ``decline_code``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any

from toolproof.service.stated import (
    DENIED_BEFORE,
    Detail,
    EnumField,
    Flag,
    PastState,
    ReadField,
    StartRows,
    StartTrait,
    WordDetail,
    declare_past_states,
    declare_read_fields,
    declare_start_traits,
    none_denied,
)
from toolproof.services.stripe import invoice_traits, price_traits, record_traits
from toolproof.services.stripe import traits as cancellation_traits
from toolproof.services.stripe.account_traits import TRAITS42

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

#: (fields14) What stands between an object and its status said without the word: "is", "is still", "has
#: been marked as".
_STATE = (
    r"(?:\s+(?:is|are|was|were|remains|remain|stays|has\s+been|have\s+been|now|still))+"
    r"(?:\s+(?:still|already|now|currently|also|fully|just|marked(?:\s+as)?|set\s+to))*"
)
#: (fields14) What after a status says the object is not so yet: "canceled at the end of the period",
#: "paid once the transfer clears".
_YET = r"(?:at|by)\s+(?:the\s+)?(?:end|close|period)\b|at\s+period\b|once\b|when\b|upon\b|effective\b"

#: (lead74) A noun whose complement the object of a status is ("the bank's reference for the new refund is
#: still pending", "the receipt of the invoice is …"): the status is the head noun's, not the object's.
#: A quantity ("one of the invoices is paid"), "status" itself ("the status of the refund is pending") or
#: another object that has a status ("the payment for the invoice is pending") keeps the reading.
_OF_ANOTHER = (
    r"\b(?!(?:status|state|one|two|three|four|five|six|seven|eight|nine|ten|each|all|some|both|either|"
    r"neither|most|any|many|several|half|rest|remainder|majority|none|few|first|second|third|last|"
    r"other|others|every|invoices?|subscriptions?|intents?|payments?|refunds?|charges?|payouts?)\b)"
    r"[a-z]+\s+(?:for|of|on|behind)\s+"
    r"(?:(?:the|a|an|this|that|these|those|its|his|her|their|your|our|my|new|old|latest|same|"
    r"[a-z]+['\u2019]s)\s+)*"
)

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
    (
        rf"\bstatus{_SAID}",
        # (fields14) said without the word "status": "the invoice is paid", "the refund is still pending"
        rf"\b(?:invoices?|subscriptions?|(?:payment\s+)?intents?|payments?|refunds?|charges?|payouts?){_STATE}",
    ),
    yet=_YET,
    of_another=_OF_ANOTHER,
)

#: (fields14) A payment intent's ``cancellation_reason`` (Stripe's enum): "canceled as abandoned", "canceled
#: at the customer's request", "cancellation reason: duplicate".
INTENT_CANCEL = EnumField(
    "cancellation reason",
    ("cancellation_reason",),
    {
        "requested_by_customer": ("requested by the customer", "requested by customer", "customer's request",
                                  "customer\u2019s request", "customer request"),
        "abandoned": ("abandoned",),
        "duplicate": ("duplicate", "duplicate payment", "duplicate charge"),
        "fraudulent": ("fraudulent", "fraud", "suspected fraud"),
        "automatic": ("automatic", "automatically"),
        "expired": ("expired",),
        "failed_invoice": ("failed invoice",),
        "void_invoice": ("void invoice", "voided invoice"),
    },
    (
        r"\bcancell?ed\s+(?:because\s+of|due\s+to|for|as|with|at|on\s+grounds\s+of)\b",
        r"\bcancell?ed(?=\s+automatically\b)",
        rf"\bcancell?ation\s+(?:reason|code){_SAID}",
        rf"\breason\s+for\s+(?:the\s+|its\s+|their\s+)?cancell?ation{_SAID}",
    ),
    # (grounded40) a subscription's ``cancellation_details`` ("cancellation_requested") says the same
    # "at the customer's request": an episode that read it read why it was canceled
    read_by=("cancellation_details",),
)  # fmt: skip

#: (fields14) A refund's ``reason``: "refunded as a duplicate", "refund reason: requested by the customer".
#: A charge's ``outcome.reason`` (a decline code) shares the key; "fraudulent" is a member of both, so it
#: only ever grounds a refund's "fraudulent" more.
REFUND_REASON = EnumField(
    "refund reason",
    ("reason",),
    {
        "requested_by_customer": ("requested by the customer", "requested by customer", "customer's request",
                                  "customer\u2019s request", "customer request"),
        "duplicate": ("duplicate", "duplicate payment", "duplicate charge"),
        "fraudulent": ("fraudulent", "fraud", "suspected fraud"),
        "expired_uncaptured_charge": ("expired uncaptured charge", "uncaptured charge expired"),
    },
    (
        r"\brefund(?:ed)?\s+(?:because\s+of|due\s+to|as|at|with\s+(?:the\s+)?reason)\b",
        rf"\brefund\s+(?:reason|code){_SAID}",
        rf"\breason\s+for\s+(?:the\s+|its\s+|their\s+)?refund{_SAID}",
    ),
)  # fmt: skip

#: (fields14) A subscription's ``cancel_at_period_end`` said in words: "cancels at the end of the billing
#: period" (true), "was canceled immediately" (false).
PERIOD_END = EnumField(
    "cancellation timing",
    (),
    {
        "at period end": (
            "at the end of the billing period",
            "at the end of the current billing period",
            "at the end of the current period",
            "at the end of the period",
            "at the end of the billing cycle",
            "at the end of the cycle",
            "at period end",
            "at the period end",
        ),
        "immediately": ("immediately", "right away", "right now", "effective immediately"),
    },
    (
        r"\b(?:cancels|ends|will\s+(?:be\s+)?(?:cancell?(?:ed)?|end))\b",
        r"\b(?:is|are|was|were|has\s+been|have\s+been)\s+(?:now\s+|also\s+)?(?:set|scheduled|due)\s+to\s+"
        r"(?:cancel|end)\b",
        r"\b(?:is|are|was|were|has\s+been|have\s+been)\s+(?:now\s+|also\s+)?cancell?ed\b",
    ),
    (Flag("cancel_at_period_end", "at period end", "immediately"),),
)

#: (generic34) A charge said paid: Stripe's charge carries ``paid`` (true once it succeeded) beside its
#: ``status`` (``succeeded``), so "Both charges were paid by card" is true of two succeeded charges,
#: while :data:`STATUS` alone read "paid" as an invoice's status the charges do not have (resample30b,
#: company-billing.which-dana). Said of charges only: "the invoice is paid" stays the invoice's status,
#: and a charge's ``paid`` grounds it nowhere. A member said at one place for two fields is grounded by
#: either (:func:`toolproof.tasks.enums.false_values`), so a charge said "paid" where none is (a failed
#: charge's ``paid`` is false) still fails, against the statuses shown. Its members are named apart from
#: :data:`STATUS`'s ("paid charge", not "paid"): the members an episode shows are one set for every field,
#: and a charge's ``paid`` must not ground an invoice's status "paid".
CHARGE_PAID = EnumField(
    "charge's payment",
    (),
    {"paid charge": ("paid",), "unpaid charge": ("unpaid",)},
    (rf"\bcharges?{_STATE}",),
    (Flag("paid", "paid charge", "unpaid charge"),),
    yet=_YET,
)

ENUMS = (DECLINE, DISPUTE, STATUS, CHARGE_PAID, INTENT_CANCEL, REFUND_REASON, PERIOD_END)

#: (rowdetail17) A subscription's (or an item's, an invoice line's) seat count: "Starter plan with 5
#: seats", "12 licences"; a company's metadata may keep it as ``seats``.
SEATS = Detail("seat count", ("seat", "licence", "license"), ("quantity", "seats"))

DETAILS = (SEATS,)

#: (details18) A card's brand, said of the customer whose card it is: "his Visa ending 4242", "the Amex
#: on her account". A card holds it as ``brand`` (a PaymentMethod's ``card.brand``, a charge's
#: ``payment_method_details.card.brand``, the double's ``stripe_payment_methods.brand`` column); the
#: values are Stripe's. "Discover" is plain English too, so only "Discover card" is read. "Visa ending
#: 4242" is read against the card whose ``last4`` is 4242; "the Amex, which expired" against its expiry.
BRAND = WordDetail(
    "card brand",
    ("brand",),
    (
        ("visa", ("visa",)),
        ("mastercard", ("mastercard", "master card")),
        ("amex", ("amex", "american express")),
        ("discover", ("discover card",)),
        ("diners", ("diners club", "diners")),
        ("jcb", ("jcb",)),
        ("unionpay", ("unionpay", "union pay")),
    ),
    CARD_DIGIT_KEYS,
    ("exp_month", "exp_year"),
)

#: (traits29) A card's funding, said of the customer whose card it is: "her debit card", "his Visa debit
#: ending 5556", "a prepaid card". A card holds it as ``funding`` (a PaymentMethod's ``card.funding``, a
#: charge's ``payment_method_details.card.funding``, the double's ``stripe_payment_methods.funding``
#: column); the values are Stripe's. "Credit" and "prepaid" are plain English ("a credit of $5", "a
#: prepaid return label"), so only "credit card" and "prepaid card" are read; "debit" is read alone
#: ("Visa debit ending 5556"), but not in "direct debit". Beside a last four ("debit card ending 5556")
#: it is read against the card with those digits, whoever's.
FUNDING = WordDetail(
    "card funding",
    ("funding",),
    (
        ("credit", ("credit card",)),
        ("debit", ("debit card", "debit")),
        ("prepaid", ("prepaid card",)),
    ),
    CARD_DIGIT_KEYS,
    before=r"(?<!\bdirect\s)",
)

#: (traits29) A customer's segment, as the CRM keeps it in the customer's metadata (``segment``: "smb",
#: "mid-market", "enterprise"): "Borealis is an enterprise customer", "Acme Freight (mid-market)".
#: "Enterprise" is a plan's name too ("the Enterprise plan"), so it is read only as a segment's words
#: say it ("enterprise customer", "enterprise segment", "enterprise client"); "mid-market" and "SMB"
#: are read alone.
SEGMENT = WordDetail(
    "segment",
    ("segment",),
    (
        ("smb", ("smb", "smb customer", "smb segment")),
        ("mid-market", ("mid-market", "mid market", "midmarket")),
        (
            "enterprise",
            (
                *("enterprise customer", "enterprise customers", "enterprise segment"),
                *("enterprise client", "enterprise clients", "enterprise-segment"),
            ),
        ),
    ),
)

#: (traits30) A card's country, said of the customer whose card it is: "your Mastercard is a UK card", "a
#: Canadian card", "issued in Canada". A card holds it as ``country`` (a PaymentMethod's ``card.country``,
#: a charge's ``payment_method_details.card.country``, the double's ``stripe_payment_methods.country``
#: column), an ISO code; a customer's address holds a ``country`` too, so only one beside a card's
#: ``brand`` or last four is read (``beside``). The map is closed: the countries the fixtures' cards and
#: addresses hold (US, JP, CN; DE, FR, IE, BR) and those reports give a card (GB, CA, and a few near
#: them), each by its names and adjective. A country's name is plain English ("US", "French"), so it is
#: read only right before "card" or a brand ("a UK card", "a US Mastercard") or right after "issued in"
#: ("issued in the UK"); "wasn't issued in the UK" is a denial.
_CARD_AFTER = (
    r"\s+(?:(?:credit|debit|prepaid)\s+)?"
    r"(?:cards?|visa|master\s?card|amex|american\s+express|discover|diners|jcb|union\s?pay)\b"
)
COUNTRY = WordDetail(
    "card country",
    ("country",),
    (
        ("us", ("us", "u.s.", "usa", "american", "united states")),
        ("gb", ("uk", "u.k.", "british", "united kingdom", "great britain", "britain")),
        ("ca", ("canada", "canadian")),
        ("jp", ("japan", "japanese")),
        ("cn", ("china", "chinese")),
        ("de", ("germany", "german")),
        ("fr", ("france", "french")),
        ("ie", ("ireland", "irish")),
        ("br", ("brazil", "brazilian")),
        ("au", ("australia", "australian")),
        ("mx", ("mexico", "mexican")),
        ("in", ("india", "indian")),
    ),
    CARD_DIGIT_KEYS,
    before=r"\bissued\s+in\s+(?:the\s+)?",
    after=_CARD_AFTER,
    unless=r"(?:\b(?:not|never)|n['\u2019]t)\s+(?:been\s+)?issued\s+in\s+(?:the\s+)?$",
    beside=("brand", *CARD_DIGIT_KEYS),
)

#: (traits30) A customer's city, as their address (or shipping address) holds it: "She's based in Paris",
#: "he is located in Dublin". An address's ``city`` beside its ``line1`` or ``postal_code`` (``beside``).
#: The map is closed: the fixtures' billing cities and the cities reports placed customers in. A city's
#: name is read only after "based in", "located in", "lives in", "registered in" ("in Lyon" alone is a
#: meeting's place or a clock's zone).
CITY = WordDetail(
    "city",
    ("city",),
    tuple(
        (city, (city,))
        for city in (
            *("berlin", "lyon", "austin", "osaka", "dublin", "são paulo"),
            *("paris", "london", "lisbon", "madrid", "munich", "amsterdam", "seoul", "athens", "lagos"),
            *("rome", "vienna", "prague", "warsaw", "tokyo", "toronto", "sydney", "barcelona", "milan"),
        )
    ),
    before=r"\b(?:based|located|living|lives|registered|headquartered)\s+in\s+",
    unless=r"(?:\b(?:not|never|no\s+longer)|n['\u2019]t)\s+(?:\w+\s+)?"
    r"(?:based|located|living|lives|registered|headquartered)\s+in\s+$",
    beside=("line1", "postal_code"),
)

WORD_DETAILS = (BRAND, FUNDING, SEGMENT, COUNTRY, CITY)


#: (world31) The customers' table, the rows the start traits below are said of.
_CUSTOMERS = ("stripe_customers",)
#: What stands right before a value said as a trait of the row rather than against it: a denial.
_DENIED = DENIED_BEFORE


def _metadata(row: Mapping[str, Any]) -> Mapping[str, Any]:
    meta = row.get("metadata")
    return meta if isinstance(meta, Mapping) else {}


def _metadata_value(row: Mapping[str, Any], key: str) -> frozenset[str]:
    """The customer's metadata ``key`` casefolded, or the empty value (none said of a customer without
    one): what the CRM id and the segment are read against."""
    value = _metadata(row).get(key)
    return frozenset({value.casefold()}) if isinstance(value, str) and value else frozenset({""})


def _crm_said(m: re.Match[str]) -> str | None:
    if _DENIED.search(m.string, 0, m.start()):
        return None
    return (m.group("v") or m.group("k")).casefold()


def _crm_held(row: Mapping[str, Any]) -> frozenset[str]:
    """The customer's CRM id (its metadata's ``crm_id``), or none said of a customer without one."""
    return _metadata_value(row, "crm_id")


#: (world31) A customer's CRM id, where a report says one of it: "CRM-17977" anywhere, or a short key
#: ("C07", the company fixture's) only right after "CRM" ("CRM C07", "CRM id: C08", "CRM id is C08").
CRM_ID = StartTrait(
    "CRM id",
    _CUSTOMERS,
    re.compile(
        r"(?<![\w-])(?P<v>CRM-\d{3,7})(?![\w-])"
        r"|\bCRM(?:\s+(?:id|ID|key|number|no\.?|record))?(?:\s*[:#]|\s+(?:is|was|of))?\s*(?P<k>C\d{1,4})\b"
    ),
    _crm_said,
    _crm_held,
)


_MONTHS = {
    name: number
    for number, names in enumerate(
        (
            ("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"), ("may",),
            ("june", "jun"), ("july", "jul"), ("august", "aug"), ("september", "sept", "sep"),
            ("october", "oct"), ("november", "nov"), ("december", "dec"),
        ),
        start=1,
    )
    for name in names
}  # fmt: skip
_MONTH = "|".join(sorted(_MONTHS, key=len, reverse=True))


def _tenure_said(m: re.Match[str]) -> str | None:
    if _DENIED.search(m.string, 0, m.start()):
        return None
    month = m.group("m") or m.group("m2")
    year = m.group("v") or m.group("v2")
    return f"{year}-{_MONTHS[month.casefold()]:02d}" if month else year


def _tenure_held(row: Mapping[str, Any]) -> frozenset[str]:
    """The year, and the year and month, the customer was created in, in any zone (UTC−12 to +14)."""
    created = row.get("created")
    if not isinstance(created, int | float) or isinstance(created, bool):
        return frozenset()
    out: set[str] = set()
    for shift in (-12 * 3600, 0, 14 * 3600):
        at = datetime.fromtimestamp(created + shift, UTC)
        out.update((f"{at.year}", f"{at.year}-{at.month:02d}"))
    return frozenset(out)


#: (world31) The year (and month) a customer became one, where a report says it as such: "a customer
#: since 2024", "they've been with us since April 2026", "signed up in November 2025". "since" alone
#: is read only after a word that makes it the customer's tenure (a state "past due since October" is
#: the subscription's, not the customer's age).
TENURE = StartTrait(
    "tenure",
    _CUSTOMERS,
    re.compile(
        r"\b(?:(?:customer|client|subscriber|member)s?|with\s+us|on\s+board|been\s+(?:with|paying|billed))"
        r"(?:\s+(?:of\s+ours|with\s+us))?\s+since\s+"
        rf"(?:(?:the\s+)?(?:start|beginning|end)\s+of\s+)?(?:(?P<m>{_MONTH})\.?\s+)?(?P<v>20\d\d)\b"
        rf"|\b(?:signed\s+up|joined|became\s+a\s+customer)\s+(?:in|on|back\s+in)\s+"
        rf"(?:(?P<m2>{_MONTH})\.?\s+)?(?P<v2>20\d\d)\b",
        re.IGNORECASE,
    ),
    _tenure_said,
    _tenure_held,
)


def _standing_said(m: re.Match[str]) -> str | None:
    if _DENIED.search(m.string, 0, m.start()):
        return None
    return "good" if "standing" in m.group("v").casefold() else "delinquent"


def _standing_held(row: Mapping[str, Any]) -> frozenset[str]:
    flag = row.get("delinquent")
    if flag is True or flag == 1:
        return frozenset({"delinquent"})
    if flag is False or flag == 0:
        return frozenset({"good"})
    return frozenset()


#: (world31) A customer's standing: "in good standing" of a customer Stripe marks ``delinquent``, or
#: "is delinquent" of one it does not.
STANDING = StartTrait(
    "standing",
    _CUSTOMERS,
    re.compile(
        r"\b(?P<v>in\s+good\s+standing|(?:is|are|was|were)\s+(?:currently\s+|still\s+)?delinquent)\b",
        re.IGNORECASE,
    ),
    _standing_said,
    _standing_held,
)

#: (world31) The plan a customer record's description names ("Enterprise plan, 80 seats", the company
#: fixture's): "on the Pro plan" said of it. A plan's name the named rows' own responses show, or a
#: text told, grounds it (the agent moved them, or the subscription says so).
_PLAN_OF = re.compile(r"\b([A-Z][a-z]+)\s+plan\b")


def _plan_held(row: Mapping[str, Any]) -> frozenset[str]:
    description = row.get("description")
    if not isinstance(description, str):
        return frozenset()
    return frozenset(m.group(1).casefold() for m in _PLAN_OF.finditer(description))


def _plan_said(m: re.Match[str]) -> str | None:
    return None if _DENIED.search(m.string, 0, m.start()) else m.group("v").casefold()


PLAN = StartTrait(
    "plan",
    _CUSTOMERS,
    re.compile(r"\b(?:on|in)\s+(?:the|a|an|their|his|her|its)\s+(?P<v>[A-Z][a-z]+)\s+plan\b"),
    _plan_said,
    _plan_held,
    shown=True,
)

#: (world32) The seat count a customer record's description names ("Enterprise plan, 80 seats"): "on the
#: Pro plan with 4 seats", "Fjord has 80 seats" said of it. Only a count said as the record's state is
#: read: not a bound ("up to 100 seats", "at least 5 seats"), a change or its size ("added 2 seats", "from
#: 10 to 8 seats", "2 seats were removed", "by 2 seats", "another 3 seats"), an add-on's count ("the $58.00
#: for 2 seats", "(4 seats)" of a charge's description) or a price's unit ("$29 per seat"). The count's
#: number in a text told, a write, a changed row or the named rows' own responses grounds it (the agent
#: changed the count, the user gave it, or a subscription's quantity shows it).
_SEAT_BEFORE = re.compile(
    r"(?:\b(?:up\s+to|at\s+(?:most|least)|more\s+than|fewer\s+than|less\s+than|over|under|above|below|"
    r"max(?:imum)?(?:\s+of)?|min(?:imum)?(?:\s+of)?|cap(?:ped)?(?:\s+(?:at|of))?|limit(?:ed)?(?:\s+(?:to|of))?|"
    r"add(?:ed|ing|s)?|remov(?:e|ed|ing|es)|drop(?:ped|ping|s)?|cut(?:ting|s)?|reduc(?:e|ed|ing)|"
    r"rais(?:e|ed|ing)|increas(?:e|ed|ing)|decreas(?:e|ed|ing)|lower(?:ed|ing)?|bump(?:ed|ing)?|"
    r"chang(?:e|ed|ing)|mov(?:e|ed|ing)|set(?:ting)?|updat(?:e|ed|ing)|to|from|by|for|of|than|another|"
    r"extra|additional|new|only|just|about|around|roughly|approximately|nearly|almost|x|plus)|[~+\u2248(-])"
    r"\s*(?:\w+\s+){0,1}$",
    re.IGNORECASE,
)
_SEAT_AFTER = re.compile(
    r"\s*(?:add-?on|licen[cs]e\s+add-?on|\)|(?:were|was|have\s+been|has\s+been|had\s+been|got|are\s+being|"
    r"will\s+be)\s+(?:\w+\s+)?(?:added|removed|dropped|cut|charged|billed|invoiced|refunded|credited))",
    re.IGNORECASE,
)
_SEATS_OF = re.compile(r"\b(\d{1,5})\s+seats?\b", re.IGNORECASE)


def _seats_held(row: Mapping[str, Any]) -> frozenset[str]:
    description = row.get("description")
    if not isinstance(description, str):
        return frozenset()
    return frozenset(m.group(1) for m in _SEATS_OF.finditer(description))


def _seats_said(m: re.Match[str]) -> str | None:
    before = m.string[max(0, m.start() - 60) : m.start()]
    if _DENIED.search(before) or _SEAT_BEFORE.search(before) or _SEAT_AFTER.match(m.string, m.end()):
        return None
    return str(int(m.group("v")))


#: (traits41) A plan's name may stand between the count and its noun: "Cobalt has 10 Team seats" of a
#: customer whose record says "Team plan, 8 seats" (resample36b's held "The invoice is for 10 Team seats" is
#: an invoice's count, "for" before it: not read here).
SEAT_COUNT = StartTrait(
    "seat count",
    _CUSTOMERS,
    re.compile(
        r"(?<![\w.,$-])(?!(?:19|20)\d\d\b)(?P<v>\d{1,5})\s+(?:(?-i:[A-Z][a-z]+)\s+)?seats?\b(?!-)",
        re.IGNORECASE,
    ),
    _seats_said,
    _seats_held,
    shown=True,
)


def _segment_said(m: re.Match[str]) -> str | None:
    if _DENIED.search(m.string, 0, m.start()):
        return None
    value = re.sub(r"[\s-]+", "", next(g for g in m.group("v", "w", "x") if g).casefold())
    return "mid-market" if value == "midmarket" else value


def _segment_held(row: Mapping[str, Any]) -> frozenset[str]:
    """The customer's segment (its metadata's ``segment``), or none said of a customer without one."""
    return _metadata_value(row, "segment")


#: (world32) A customer's segment as the CRM keeps it (metadata ``segment``), said where no response
#: showed it: "an enterprise customer", "in the SMB segment", "a mid-market account". "Enterprise" is a
#: plan's name too, so it is read only before "customer", "client" or "segment" ("an Enterprise
#: account" is left alone); a customer whose metadata has no segment holds none.
SEGMENT_START = StartTrait(
    "segment",
    _CUSTOMERS,
    re.compile(
        r"\b(?P<v>enterprise|smb|mid-?\s?market)\s+(?:customer|client|segment)s?\b"
        r"|\b(?P<w>smb|mid-?\s?market)\s+(?:account|company|business)\b"
        r"|\bsegment(?:\s+is|:)\s+(?P<x>enterprise|smb|mid-?\s?market)\b",
        re.IGNORECASE,
    ),
    _segment_said,
    _segment_held,
)


def _label_said(m: re.Match[str]) -> str | None:
    if _DENIED.search(m.string, 0, m.start()):
        return None
    return "vip" if m.group("v") else "reseller"


def _label_held(row: Mapping[str, Any]) -> frozenset[str]:
    """The label a customer's description gives it ("VIP", "Reseller"), or none; a description that
    is no label (a plan's "Team plan, 12 seats", "Migrated from legacy billing") is none too."""
    description = row.get("description")
    if isinstance(description, str) and description.casefold() in ("vip", "reseller"):
        return frozenset({description.casefold()})
    return frozenset({""})


#: (world32) A label the customer record's description gives ("VIP", "Reseller"), said of a customer
#: whose record gives another or none: "Jun is a VIP", "a VIP customer", "she's a reseller". "VIP" is read
#: in capitals only; "reseller" after "a"/"an"/"our" ("a reseller", "our reseller partner"). The named
#: rows' own responses (the record's description read) ground it.
LABEL = StartTrait(
    "label",
    _CUSTOMERS,
    re.compile(r"(?-i:\b(?P<v>VIP)\b)|\b(?:a|an|our)\s+(?:\w+\s+)?(?P<r>reseller)\b", re.IGNORECASE),
    _label_said,
    _label_held,
    shown=True,
)

#: (world32) The places a customer's address holds, each by its names (a closed map: the fixtures'
#: cities and countries and those the re-samples placed customers in).
_COUNTRIES = {
    "us": ("us", "u.s.", "usa", "the us", "the u.s.", "the usa", "united states", "the united states"),
    "gb": ("uk", "the uk", "u.k.", "united kingdom", "the united kingdom", "britain", "england"),
    "de": ("germany",), "fr": ("france",), "jp": ("japan",), "ie": ("ireland",), "br": ("brazil",),
    "ca": ("canada",), "ng": ("nigeria",), "es": ("spain",), "it": ("italy",), "nl": ("the netherlands",),
    "au": ("australia",), "in": ("india",), "mx": ("mexico",),
    # (traits45) resample40c's "Your account is in Vietnam", "… in Lebanon"
    "vn": ("vietnam",), "lb": ("lebanon",), "pt": ("portugal",), "at": ("austria",), "kr": ("south korea",),
}  # fmt: skip
_CITIES = (
    *("berlin", "lyon", "austin", "osaka", "dublin", "são paulo", "sao paulo", "boston", "new york"),
    *("rio de janeiro", "seattle", "leeds", "lagos", "paris", "london", "lisbon", "madrid", "munich"),
    *("amsterdam", "seoul", "athens", "rome", "vienna", "prague", "warsaw", "tokyo", "toronto", "sydney"),
    *("barcelona", "milan", "chicago", "denver", "san francisco", "los angeles", "manchester", "kyoto"),
)
_PLACES = "|".join(
    re.escape(p)
    for p in sorted({*_CITIES, *(n for ns in _COUNTRIES.values() for n in ns)}, key=len, reverse=True)
)


def _place_said(m: re.Match[str]) -> str | None:
    if _DENIED.search(m.string, 0, m.start()):
        return None
    place = m.group("v").casefold()
    if place == "sao paulo":
        return "são paulo"
    return next((code for code, names in _COUNTRIES.items() if place in names), place)


def _place_held(row: Mapping[str, Any]) -> frozenset[str]:
    """The city and country of the customer's address and shipping address, or none (no address)."""
    out: set[str] = set()
    for key in ("address", "shipping"):
        address = row.get(key)
        if isinstance(address, Mapping) and isinstance(address.get("address"), Mapping):
            address = address["address"]  # a shipping object holds its address
        if not isinstance(address, Mapping):
            continue
        for part in ("city", "country"):
            value = address.get(part)
            if isinstance(value, str) and value:
                out.add(value.casefold())
    return frozenset(out) if out else frozenset({""})


#: (world32) Where a customer is, by its address: "She's based in Boston", "located in Dublin, Ireland",
#: "a Seattle-based customer" is not read (only after "based/located/living/registered/headquartered
#: in"). Against the address's city or country (a customer with no address is placed nowhere); read only
#: in a clause naming no row of another table (the place of a person named beside it).
PLACE = StartTrait(
    "place",
    _CUSTOMERS,
    re.compile(
        rf"\b(?:based|located|living|lives|registered|headquartered)\s+(?:out\s+)?(?:in|of)\s+(?P<v>{_PLACES})\b",
        re.IGNORECASE,
    ),
    _place_said,
    _place_held,
    alone=True,
)


def _account_place_said(m: re.Match[str]) -> str | None:
    """(traits45) :func:`_place_said`, a "not" inside the match ("Your account is not in Germany") too."""
    return None if none_denied(m) else _place_said(m)


#: (traits45) "Your account is in Vietnam", "Your company is in Lebanon" (resample40c's talk-stripe
#: legacy-plan-discontinued and switch-plan-hidden-intent, held by their labels only): a place said of the
#: customer's account, company or address by a possessive, which names no row, read of the customer the
#: message, else the told texts, name (``sole``) against its address's city and country.
ACCOUNT_PLACE = StartTrait(
    "account place",
    _CUSTOMERS,
    re.compile(
        r"\b(?:your|his|her|their|its)\s+(?:account|company|business|billing\s+address|address)\s+"
        r"(?:is|was)\s+(?:not\s+)?(?:(?:registered|based|located|set\s+up)\s+)?in\s+(?:the\s+)?"
        rf"(?P<v>{_PLACES})\b(?!\s+(?:dollars?|cents?|time|zone|hours?)\b)",
        re.IGNORECASE,
    ),
    _account_place_said,
    _place_held,
    sole=True,
)

START_TRAITS = (
    CRM_ID,
    TENURE,
    STANDING,
    PLAN,
    SEAT_COUNT,
    SEGMENT_START,
    LABEL,
    PLACE,
    *cancellation_traits.START_TRAITS,
)


def _refunded(row: Mapping[str, Any]) -> bool:
    amount = row.get("amount_refunded")
    return row.get("refunded") in (True, 1) or (isinstance(amount, int) and amount > 0)


#: (world31) "his Starter payment was refunded", "the charge has been refunded": of a customer's charge.
REFUNDED = PastState(
    "refunded",
    re.compile(
        r"\b(?:payment|charge|purchase|order|top-?up)s?\s+(?:was|were|has\s+been|have\s+been|had\s+been|got)"
        r"\s+(?:already\s+|fully\s+|partially\s+)?refunded\b",
        re.IGNORECASE,
    ),
    "stripe_charges",
    "customer",
    _CUSTOMERS,
    _refunded,
    ("stripe_refunds",),
)

#: (world31) "the invoice was voided": of a customer's invoice.
VOIDED = PastState(
    "voided",
    re.compile(
        r"\binvoices?\b(?:\s+[\w-]+)?\s+(?:was|were|has\s+been|have\s+been|had\s+been|got)"
        r"\s+(?:already\s+)?voided\b",
        re.IGNORECASE,
    ),
    "stripe_invoices",
    "customer",
    _CUSTOMERS,
    lambda row: row.get("status") == "void",
    ("stripe_invoices",),
)

_PASSIVE = r"\s+(?:was|were|has\s+been|have\s+been|had\s+been|got)\s+(?:already\s+|previously\s+|fully\s+)?"


def _cancelled(row: Mapping[str, Any]) -> bool:
    return (
        row.get("status") == "canceled"
        or row.get("cancel_at_period_end") in (True, 1)
        or bool(row.get("canceled_at"))
    )


#: (world32) "her subscription was cancelled": of a customer's subscription (ended, or set to end at the
#: period's end).
CANCELLED = PastState(
    "cancelled",
    re.compile(rf"\b(?:subscription|membership)s?\b(?:\s+[\w-]+)?{_PASSIVE}cancell?ed\b", re.IGNORECASE),
    "stripe_subscriptions",
    "customer",
    _CUSTOMERS,
    _cancelled,
    ("stripe_subscriptions",),
)

#: (world32) "his subscription was paused": of a customer's subscription (its collection paused).
PAUSED = PastState(
    "paused",
    re.compile(rf"\b(?:subscription|membership|billing)s?\b(?:\s+[\w-]+)?{_PASSIVE}paused\b", re.IGNORECASE),
    "stripe_subscriptions",
    "customer",
    _CUSTOMERS,
    lambda row: bool(row.get("pause_collection")) or row.get("status") == "paused",
    ("stripe_subscriptions",),
)

#: (world32) "her last invoice was paid": of a customer's invoice (some invoice of theirs paid).
PAID = PastState(
    "paid",
    re.compile(rf"\binvoices?\b(?:\s+[\w-]+)?{_PASSIVE}paid\b", re.IGNORECASE),
    "stripe_invoices",
    "customer",
    _CUSTOMERS,
    lambda row: row.get("status") == "paid",
    ("stripe_invoices",),
)

#: (world32) "the customer record was deleted": of the customer row itself (its ``deleted``).
DELETED = PastState(
    "deleted",
    re.compile(rf"\b(?:customer|record|profile)\b{_PASSIVE}deleted\b", re.IGNORECASE),
    "stripe_customers",
    "id",
    _CUSTOMERS,
    lambda row: row.get("deleted") in (True, 1),
    ("stripe_customers",),
)

PAST_STATES = (REFUNDED, VOIDED, CANCELLED, PAUSED, PAID, DELETED)
declare_past_states("stripe", PAST_STATES)


#: (grounded40) A customer's or a subscription's tax settings and a customer's language, said where no
#: response held them (resample35a's held "Automatic tax is turned on", "He is tax exempt", "Jun's
#: preferred language is French"): a customer shows ``tax_exempt`` and ``preferred_locales``, a
#: subscription or an invoice ``automatic_tax``; an episode that read none of them guessed.
AUTOMATIC_TAX = ReadField(
    "automatic tax",
    re.compile(
        r"\bautomatic\s+tax(?:\s+collection)?\s+(?:is\s+|was\s+)?(?:(?:turned|switched|set)\s+)?"
        r"(?P<v>on|off|enabled|disabled)\b",
        re.IGNORECASE,
    ),
    ("automatic_tax",),
)
TAX_EXEMPT = ReadField(
    "tax status",
    re.compile(r"\b(?P<v>tax[- ]exempt|reverse[- ]charge)\b", re.IGNORECASE),
    ("tax_exempt",),
)
LOCALE = ReadField(
    "preferred language",
    re.compile(
        r"\b(?:preferred\s+)?(?:language|locale)\s+(?:is|was|:)\s*(?P<v>(?-i:[A-Z][a-z]+))",
        re.IGNORECASE,
    ),
    ("preferred_locales",),
)

declare_read_fields("stripe", (AUTOMATIC_TAX, TAX_EXEMPT, LOCALE))


def _json(value: Any) -> Any:
    """A JSON column's value as a row holds it (a string in some stores, decoded in others)."""
    if isinstance(value, str):
        try:
            return json.loads(value)
        except ValueError:
            return None
    return value


def _tax_on(row: Mapping[str, Any]) -> frozenset[str]:
    """(traits41) "on" or "off": a subscription's ``automatic_tax.enabled`` (kept in its ``extra``)."""
    extra = _json(row.get("extra"))
    tax = extra.get("automatic_tax") if isinstance(extra, Mapping) else None
    enabled = tax.get("enabled") if isinstance(tax, Mapping) else None
    return frozenset({"on" if enabled in (True, 1) else "off"})


def _tax_held(row: Mapping[str, Any], start: StartRows) -> frozenset[str]:
    """(traits41) Whether automatic tax is on for a customer's subscriptions (any of them), or for the
    subscription itself; nothing for a customer with none (not read)."""
    if "customer" in row:
        return _tax_on(row)
    out: frozenset[str] = frozenset()
    for sub in start.where("stripe_subscriptions", "customer", row.get("id")):
        out |= _tax_on(sub)
    return out


def _tax_said(m: re.Match[str]) -> str | None:
    if none_denied(m):
        return None
    return "on" if m.group("v").casefold() in ("on", "enabled") else "off"


#: (traits41) "Automatic tax is turned on" of a customer whose subscriptions have it off (resample35a's and
#: 36a's held "Automatic tax is on for his subscription", said by episodes that had read
#: ``automatic_tax.enabled: false``): read against the customer's subscriptions (or a subscription named)
#: as the episode started and as its writes left them; a clause naming nothing is the customer's the
#: message names.
AUTOMATIC_TAX_TRAIT = StartTrait(
    "automatic tax",
    (*_CUSTOMERS, "stripe_subscriptions"),
    AUTOMATIC_TAX.pattern or re.compile(r"$^"),
    _tax_said,
    held_at=_tax_held,
    either=True,
    sole=True,
)


def _exempt_said(m: re.Match[str]) -> str | None:
    if none_denied(m):
        return None
    return "reverse" if m.group("v").casefold().startswith("reverse") else "exempt"


def _exempt_held(row: Mapping[str, Any]) -> frozenset[str]:
    """(traits41) A customer's ``tax_exempt`` (``none``, ``exempt``, ``reverse``)."""
    value = row.get("tax_exempt")
    return frozenset({value}) if isinstance(value, str) and value else frozenset()


#: (traits41) "He is tax exempt" of a customer whose ``tax_exempt`` is ``none`` (resample35a's held twice).
TAX_EXEMPT_TRAIT = StartTrait(
    "tax status",
    _CUSTOMERS,
    re.compile(r"\b(?P<v>tax[- ]exempt|reverse[- ]charged?)\b(?![- ](?:status|field|setting|flag)\b)", re.I),
    _exempt_said,
    _exempt_held,
    either=True,
    sole=True,
)

#: (traits41) The languages a customer's ``preferred_locales`` may hold, by their English names.
LANGUAGES = {
    "english": "en", "french": "fr", "spanish": "es", "german": "de", "italian": "it", "portuguese": "pt",
    "dutch": "nl", "japanese": "ja", "korean": "ko", "chinese": "zh", "swedish": "sv", "danish": "da",
    "norwegian": "nb", "finnish": "fi", "polish": "pl", "czech": "cs", "greek": "el", "turkish": "tr",
}  # fmt: skip
_LANGUAGE = "|".join(name.capitalize() for name in LANGUAGES)


def _locale_said(m: re.Match[str]) -> str | None:
    if none_denied(m):
        return None
    value = next((g for g in m.groupdict().values() if g), "")
    return LANGUAGES.get(value.casefold())


def _locale_held(row: Mapping[str, Any]) -> frozenset[str]:
    """(traits41) The languages of a customer's ``preferred_locales`` ("fr-FR" is French); none set holds
    none (a language said of it is no setting of the record)."""
    locales = _json(row.get("preferred_locales"))
    if not isinstance(locales, list):
        return frozenset()
    held = {loc.split("-")[0].casefold() for loc in locales if isinstance(loc, str)}
    return frozenset(held or {""})


#: (traits41) A customer's language: "Jun's preferred language is French" of a customer whose
#: ``preferred_locales`` is ``["en"]`` (resample35a's held), "he prefers Spanish", "her invoices are issued
#: in French". Only a language of :data:`LANGUAGES`, capitalised.
LOCALE_TRAIT = StartTrait(
    "preferred language",
    _CUSTOMERS,
    re.compile(
        rf"\b(?:preferred\s+)?(?:language|locale)\s+(?:is|was|:)\s*(?:set\s+to\s+)?(?P<v>(?-i:{_LANGUAGE}))\b"
        rf"|\bprefers\s+(?P<v2>(?-i:{_LANGUAGE}))\b"
        rf"|\b(?:invoices|receipts|e-?mails)\s+(?:are|will\s+be|get)\s+(?:sent|issued|written)\s+in\s+(?P<v3>(?-i:{_LANGUAGE}))\b",
        re.IGNORECASE,
    ),
    _locale_said,
    _locale_held,
    either=True,
    sole=True,
)

TRAITS_READ = (AUTOMATIC_TAX_TRAIT, TAX_EXEMPT_TRAIT, LOCALE_TRAIT)
TRAITS45 = (
    ACCOUNT_PLACE,
    price_traits.TAX_BEHAVIOUR,
    invoice_traits.NEXT_INVOICE_ORDINAL,
    invoice_traits.INVOICE_ORDINAL,
)
#: (traits46) A wallet, a receipt address, a street, a billing day and an invoice number said of a record
#: that holds another or none (:mod:`toolproof.services.stripe.record_traits`).
TRAITS46 = record_traits.TRAITS46
declare_start_traits("stripe", (*START_TRAITS, *TRAITS_READ, *TRAITS42, *TRAITS45, *TRAITS46))
