"""(traits42) A customer's account fields and a charge's checks a report says wrong of a record it read.

resample37b held these per task (its "Open" list): "His account's currency is pounds" (``currency: usd``),
"His phone number is +15551234567" / "ends in 8257" (none, or +15556588256), "She has no phone number on
file" (+15554716103), "He has a 20% discount" (none), "His account has a $29.00 credit balance" (0), "His
card was flagged as high risk" (normal), "The CVC check failed" (pass), "A 3-D Secure check blocked it"
(none). Each is a field of a row the episode read, so grounded40's unread check passes it; no start trait
was declared for it. Each is declared here as traits41's ``either`` and ``sole`` traits are (read against
the customer as the episode started and as its writes left it, grounded only by a told text saying it; a
clause naming nothing is read of the customers the message names). A denial is not read
(:func:`~toolproof.service.stated.none_denied`).

A charge's checks are not columns: the double renders every charge's ``outcome.risk_level`` "normal",
``payment_method_details.card.checks.cvc_check`` "pass" and ``three_d_secure`` null
(:mod:`toolproof.services.stripe.operations.charges`; ``tests/tasks/test_traits42.py`` pins that the
rendering still says so). They are read of a customer that has a charge, or of a charge or PaymentIntent
named, as the values every charge holds.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from toolproof.service.stated import StartRows, StartTrait, none_denied
from toolproof.services.stripe.params import ZERO_DECIMAL

_CUSTOMERS = ("stripe_customers",)

#: The currencies a report names by a word, to their ISO codes (the fixtures' and the re-samples').
CURRENCY_WORDS = {
    "usd": "usd", "dollars": "usd", "us dollars": "usd", "u.s. dollars": "usd",
    "gbp": "gbp", "pounds": "gbp", "pounds sterling": "gbp", "sterling": "gbp", "british pounds": "gbp",
    "eur": "eur", "euros": "eur", "euro": "eur",
    "jpy": "jpy", "yen": "jpy", "japanese yen": "jpy",
    "cad": "cad", "canadian dollars": "cad", "aud": "aud", "australian dollars": "aud",
    "chf": "chf", "swiss francs": "chf", "sek": "sek", "swedish kronor": "sek",
}  # fmt: skip
_CURRENCY = "|".join(sorted((re.escape(w) for w in CURRENCY_WORDS), key=len, reverse=True))


def _currency_said(m: re.Match[str]) -> str | None:
    if none_denied(m):
        return None
    return CURRENCY_WORDS.get(" ".join(m.group("v").casefold().split()))


def _currency_held(row: Mapping[str, Any]) -> frozenset[str]:
    """A customer's ``currency`` (none yet: not read, the account takes its first charge's)."""
    value = row.get("currency")
    return frozenset({value.casefold()}) if isinstance(value, str) and value else frozenset()


#: "His account's currency is pounds" of a ``usd`` customer. Only the account's (or the customer's, the
#: default, the billing) currency: a refund's or a charge's currency is another row's.
CURRENCY_TRAIT = StartTrait(
    "account currency",
    _CUSTOMERS,
    re.compile(
        r"\b(?:(?:account|customer|billing|default)(?:['\u2019]s)?|his|her|their)\s+currency\s+"
        rf"(?:is|was|:)\s*(?:set\s+to\s+|in\s+)?(?P<v>{_CURRENCY})(?![\w-])",
        re.IGNORECASE,
    ),
    _currency_said,
    _currency_held,
    either=True,
    sole=True,
)

_NUMBER = r"\+?\d[\d\s().-]{5,18}\d"


def _digits(text: str) -> str:
    return re.sub(r"\D", "", text)


def _phone_said(m: re.Match[str]) -> str | None:
    if m.group("none") is not None:
        return "none" if not re.search(r"\bnot\b|n['\u2019]t\b", m.string[: m.start()][-40:], re.I) else None
    if none_denied(m):
        return None
    if m.group("end") is not None:
        return "~" + m.group("end")
    digits = _digits(m.group("v"))
    return digits if len(digits) >= 7 else None


def _phone_held(row: Mapping[str, Any]) -> frozenset[str]:
    """A customer's ``phone`` as digits; ``none`` where it has none."""
    value = row.get("phone")
    digits = _digits(value) if isinstance(value, str) else ""
    return frozenset({digits or "none"})


def _phone_agrees(said: str, held: frozenset[str]) -> bool:
    """A number agrees with one held ending in it or that it ends in (a country code left off or added);
    "ends in 8256" with one ending so; "no phone" with none."""
    if said == "none":
        return "none" in held
    if said.startswith("~"):
        return any(h != "none" and h.endswith(said[1:]) for h in held)
    return any(h != "none" and (h.endswith(said) or said.endswith(h)) for h in held)


#: "His phone number is +15551234567" of a customer with none or another, "ends in 8257" of +15556588256,
#: "She has no phone number on file" of +15554716103.
PHONE_TRAIT = StartTrait(
    "phone number",
    _CUSTOMERS,
    re.compile(
        rf"\bphone(?:\s+number)?(?:\s+on\s+file)?\s+(?:is|was|:)\s*(?P<v>{_NUMBER})"
        r"|\bphone(?:\s+number)?\s+(?:ends|ending)\s+(?:in|with)\s+(?P<end>\d{2,6})\b"
        r"|\b(?P<none>(?:has|have|had)\s+no\s+phone(?:\s+number)?)\b",
        re.IGNORECASE,
    ),
    _phone_said,
    _phone_held,
    agrees=_phone_agrees,
    either=True,
    sole=True,
)


def _discount_said(m: re.Match[str]) -> str | None:
    if m.group("no") is not None:
        return None  # "no discount" agrees with every record this trait reads (none); not read
    return None if none_denied(m) else "some"


def _discount_held(row: Mapping[str, Any], start: StartRows) -> frozenset[str]:
    """ "none" where neither the customer nor any subscription of theirs carries a discount; else unread (a
    discount's size lives in its coupon, not read here)."""
    if row.get("discount"):
        return frozenset()
    for sub in start.where("stripe_subscriptions", "customer", row.get("id")):
        if sub.get("discount") or sub.get("discounts") not in (None, "", "[]", []):
            return frozenset()
    return frozenset({"none"})


#: "He has a 20% discount" of a customer whose record and subscriptions carry none. Only a discount the
#: customer has, gets or is on (an offer or a write of one is the agent's, not the record's).
DISCOUNT_TRAIT = StartTrait(
    "discount",
    _CUSTOMERS,
    re.compile(
        r"\b(?:has|have|had|gets|get|receives|is\s+on|are\s+on)\s+(?:(?P<no>no)\s+|an?\s+)?"
        r"(?:(?:\d{1,3}(?:\.\d+)?\s?%|[$\u00a3\u20ac]\s?\d[\d,.]*)(?:\s+off)?\s+|(?:standing|loyalty)\s+)?"
        r"discount\b",
        re.IGNORECASE,
    ),
    _discount_said,
    held_at=_discount_held,
    either=True,
    sole=True,
)

_AMOUNT = r"[$\u00a3\u20ac\u00a5]\s?(?P<{g}>\d[\d,]*(?:\.\d{{1,2}})?)"


def _amount(text: str) -> str:
    return f"{float(text.replace(',', '')):.2f}"


def _balance_said(m: re.Match[str]) -> str | None:
    if none_denied(m):
        return None
    if m.group("zero") is not None:
        return "0.00"
    return _amount(m.group("v") or m.group("v2") or "0")


def _balance_held(row: Mapping[str, Any]) -> frozenset[str]:
    """A customer's credit (a negative ``balance``) in the account's major unit; "0.00" for none. A
    positive balance (owed, added to the next invoice) holds no credit."""
    balance = row.get("balance")
    if not isinstance(balance, int) or isinstance(balance, bool):
        return frozenset()
    if balance >= 0:
        return frozenset({"0.00"})
    currency = row.get("currency")
    credit = -balance if currency in ZERO_DECIMAL else -balance / 100
    return frozenset({f"{credit:.2f}"})


#: "His account has a $29.00 credit balance", "a $632.00 credit on their balance" of a customer with no
#: credit (``balance`` 0). Only a credit said with its amount (or "no credit balance").
BALANCE_TRAIT = StartTrait(
    "credit balance",
    _CUSTOMERS,
    re.compile(
        _AMOUNT.format(g="v") + r"\s+(?:account\s+)?credit(?:\s+balance|\s+on\s+(?:his|her|their|the)\s+"
        r"(?:account|balance|record))"
        r"|\bcredit\s+balance\s+(?:is|was|of|:)\s*"
        + _AMOUNT.format(g="v2")
        + r"|\b(?P<zero>(?:has|have|had)\s+no\s+credit(?:\s+balance)?)\b",
        re.IGNORECASE,
    ),
    _balance_said,
    _balance_held,
    either=True,
    sole=True,
)


def charges_of(row: Mapping[str, Any], start: StartRows) -> tuple[Mapping[str, Any], ...]:
    """The charges a row stands for: a charge itself, a PaymentIntent's, a customer's."""
    if "amount_captured" in row:
        return (row,)
    if "capture_method" in row:
        return start.where("stripe_charges", "payment_intent", row.get("id"))
    if "balance" in row:
        return start.where("stripe_charges", "customer", row.get("id"))
    return ()


def _any_charge(row: Mapping[str, Any], start: StartRows, value: str) -> frozenset[str]:
    """``value`` where the row stands for a charge (every charge the double renders holds it)."""
    return frozenset({value}) if charges_of(row, start) else frozenset()


def _cvc_held(row: Mapping[str, Any], start: StartRows) -> frozenset[str]:
    """ "pass" (the rendered check), and "fail" for a charge declined as ``incorrect_cvc`` or a
    PaymentIntent whose last error says so (the decline says the code was wrong, whatever the rendered
    check: talk-stripe.declined-topup-refund's alternates say "the security code was incorrect")."""
    out: set[str] = set()
    for charge in charges_of(row, start):
        wrong = "incorrect_cvc" in (charge.get("decline_code"), charge.get("failure_code"))
        out.add("fail" if wrong else "pass")
    if "capture_method" in row:
        intents: tuple[Mapping[str, Any], ...] = (row,)
    elif "balance" in row:
        intents = start.where("stripe_payment_intents", "customer", row.get("id"))
    else:
        intents = ()
    if any("incorrect_cvc" in str(i.get("last_payment_error") or "") for i in intents):
        out.add("fail")  # a PaymentIntent's error says the code was wrong (its charge may be kept apart)
    return frozenset(out)


def _risk_said(m: re.Match[str]) -> str | None:
    return None if none_denied(m) else m.group("v").casefold()


#: "His card was flagged as high risk" of a charge the double rates "normal" (every charge it renders).
RISK_TRAIT = StartTrait(
    "risk level",
    (*_CUSTOMERS, "stripe_charges", "stripe_payment_intents"),
    re.compile(
        r"\b(?:flagged|rated|scored|marked|assessed)\s+(?:as\s+)?(?:an?\s+)?"
        r"(?P<v>high|elevated|highest)[- ]risk\b"
        r"|\b(?P<v2>high|elevated|highest)[- ]risk\s+(?:payment|charge|card|transaction)\b"
        r"|\brisk\s+level\s+(?:is|was|of|:)\s*(?P<v3>high|elevated|highest|normal)\b",
        re.IGNORECASE,
    ),
    lambda m: None if none_denied(m) else (m.group("v") or m.group("v2") or m.group("v3")).casefold(),
    held_at=lambda row, start: _any_charge(row, start, "normal"),
    either=True,
    sole=True,
)

#: "The CVC check failed" of a charge whose ``cvc_check`` is "pass" (every charge the double renders).
CVC_TRAIT = StartTrait(
    "CVC check",
    (*_CUSTOMERS, "stripe_charges", "stripe_payment_intents"),
    re.compile(
        r"\b(?:CVC|CVV|security\s+code)\s+(?:check\s+)?(?:was\s+|had\s+)?(?P<v>failed|fail|passed|pass|"
        r"did\s+not\s+match|was\s+wrong|was\s+incorrect)\b",
        re.IGNORECASE,
    ),
    lambda m: (
        None
        if none_denied(m) and "not match" not in m.group("v")
        else ("pass" if m.group("v").casefold().startswith("pass") else "fail")
    ),
    held_at=_cvc_held,
    either=True,
    sole=True,
)

#: "A 3-D Secure check blocked it" of a charge with no 3-D Secure (the double renders ``three_d_secure``
#: null on every charge).
THREE_D_SECURE_TRAIT = StartTrait(
    "3-D Secure",
    (*_CUSTOMERS, "stripe_charges", "stripe_payment_intents"),
    re.compile(
        r"\b(?:3-?D(?:\s+|-)?Secure|3DS2?)\s+(?:check\s+|authentication\s+|challenge\s+)?"
        r"(?P<v>blocked|failed|declined|stopped|was\s+required|required|was\s+triggered|triggered)\b"
        r"|\b(?:failed|required|needed|triggered)\s+(?:a\s+)?(?P<v2>3-?D(?:\s+|-)?Secure|3DS2?)\b",
        re.IGNORECASE,
    ),
    lambda m: None if none_denied(m) else "used",
    held_at=lambda row, start: _any_charge(row, start, "none"),
    either=True,
    sole=True,
)


def _invoice_quantities(invoice: Mapping[str, Any], start: StartRows) -> set[str]:
    items = start.where("stripe_invoice_items", "invoice", invoice.get("id"))
    quantities = [
        q for q in (i.get("quantity") for i in items) if isinstance(q, int) and not isinstance(q, bool)
    ]
    return {str(q) for q in quantities} | ({str(sum(quantities))} if quantities else set())


def _invoice_seats_held(row: Mapping[str, Any], start: StartRows) -> frozenset[str]:
    """The quantities an invoice's lines bill (each line's and their sum), or, for a customer, those of
    every invoice of theirs (the one meant may be any); none where no line is kept (not read)."""
    if "amount_due" in row:
        return frozenset(_invoice_quantities(row, start))
    out: set[str] = set()
    for invoice in start.where("stripe_invoices", "customer", row.get("id")):
        out |= _invoice_quantities(invoice, start)
    return frozenset(out)


#: (traits42) "The open invoice is for 3 Pro seats" of an invoice whose one line is 1 × Pro (resample37b's;
#: traits41's ``SEAT_COUNT`` leaves "for N seats" as an add-on's). Only an invoice's own count: "the
#: invoice is for / bills / covers / includes N (Plan) seats", against its lines' quantities.
INVOICE_SEATS_TRAIT = StartTrait(
    "invoice quantity",
    (*_CUSTOMERS, "stripe_invoices"),
    re.compile(
        r"\binvoice\s+(?:(?:is|was)\s+(?:for|billing)|bills|billed|charges|charged|covers|covered|includes|included)"
        r"\s+(?:only\s+|just\s+|exactly\s+)?(?P<v>\d{1,5})\s+(?:(?-i:[A-Z][a-z]+)\s+)?(?:seats?|licen[cs]es?|users?)\b",
        re.IGNORECASE,
    ),
    lambda m: None if none_denied(m) else str(int(m.group("v"))),
    held_at=_invoice_seats_held,
    either=True,
    sole=True,
)

TRAITS42 = (
    INVOICE_SEATS_TRAIT,
    CURRENCY_TRAIT,
    PHONE_TRAIT,
    DISCOUNT_TRAIT,
    BALANCE_TRAIT,
    RISK_TRAIT,
    CVC_TRAIT,
    THREE_D_SECURE_TRAIT,
)
