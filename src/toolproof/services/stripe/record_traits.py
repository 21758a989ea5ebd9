"""(traits46) Fields of a customer's records a report states a value of, where the record holds another or
none: a wallet, a receipt address, a street address, a billing day, an invoice number.

The re-samples held these per task (resample40c, 41a, 41b, 41c "Open"): "It was paid through Apple Pay" (no
wallet: the double renders every charge's ``payment_method_details.card.wallet`` null), "The receipt goes to
ana@…" (``receipt_email`` null), "Her address is 12 Elm Street" (81 Main Street, or no address at all), "Your
Team plan is billed on the 15th of each month" (the subscription's cycle is anchored on the 1st), "Your last
invoice was 34673D92-0004" (the customer's next number, which no invoice holds yet). Each is a field of a row
the episode read or could have read, and the start traits read a trait only against a row that holds a
value: a row holding the field empty said nothing. Here an empty field is held as ``""`` (the slip says
"holds none"), so any value said of it is false, as :data:`~toolproof.services.stripe.stated.ACCOUNT_PLACE`
reads a customer with no address.

Each is an ``either`` + ``sole`` trait (:class:`toolproof.service.stated.StartTrait`): read against the row as
the episode started and as its writes left it (a receipt address the agent set, an invoice it finalized),
grounded only by a told text saying it, and, in a clause naming no row, read of the customers the message
(else the told texts) names. A denial, and a value asked or offered ("you can pay with Apple Pay", "should
the receipt go to …?"), is not read.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Mapping
from typing import Any

from toolproof.service.stated import StartRows, StartTrait, none_denied
from toolproof.services.stripe.account_traits import charges_of

_CUSTOMERS = ("stripe_customers",)

#: What, before a trait in its clause, makes it a possibility, a question or a request rather than the
#: record's state: "you can pay with Apple Pay", "if the receipt should go to …", "want it billed on …".
_NOT_A_STATE = re.compile(
    r"\b(?:can|could|may|might|should|shall|would|if|whether|want|wants|wanted|prefer|prefers|like|"
    r"asked|ask|asks|request(?:ed|s)?|able|option|instead|switch|change|changed|set|update|updated|"
    r"move|moved|no|never|nobody|none|without)\b[^.;!?\n]*$",
    re.IGNORECASE,
)


def _stated(m: re.Match[str]) -> bool:
    """Whether the match says the record's value: not denied, not asked, offered or changed, no "?"."""
    clause_end = re.search(r"[.;!\n]|$", m.string[m.end() :])
    tail = m.string[m.end() : m.end() + (clause_end.start() if clause_end else 0)]
    return not (none_denied(m) or _NOT_A_STATE.search(m.string, 0, m.start()) or "?" in tail)


#: The tables whose rows stand for their customer where a report says "your address", "your last invoice":
#: a message naming only the invoice it speaks of ("Invoice D765F931-0005 can't be voided … Your address
#: is …") speaks to the invoice's customer.
_OWNED = ("stripe_invoices", "stripe_charges", "stripe_payment_intents", "stripe_subscriptions")


def customer_of(row: Mapping[str, Any], start: StartRows) -> Mapping[str, Any] | None:
    """The customer a row stands for: a customer itself, an invoice's, a charge's, a PaymentIntent's, a
    subscription's (by its ``customer``); ``None`` for another row or none kept."""
    if "balance" in row:
        return row
    owner = row.get("customer") if "customer" in row else None
    return start.row("stripe_customers", (owner,)) if isinstance(owner, str) and owner else None


def _charges(row: Mapping[str, Any], start: StartRows) -> tuple[Mapping[str, Any], ...]:
    """The charges a row stands for: an invoice's, or what :func:`charges_of` reads (a charge itself, a
    PaymentIntent's, a customer's; an invoice has none of their marks)."""
    if "amount_due" in row:
        return start.where("stripe_charges", "invoice", row.get("id"))
    return charges_of(row, start)


def _intents(row: Mapping[str, Any], start: StartRows) -> tuple[Mapping[str, Any], ...]:
    """The PaymentIntents a row stands for: one itself, a charge's, a customer's."""
    if "capture_method" in row:
        return (row,)
    if "amount_captured" in row and row.get("payment_intent"):
        found = start.row("stripe_payment_intents", (row.get("payment_intent"),))
        return (found,) if found is not None else ()
    if "balance" in row:
        return start.where("stripe_payment_intents", "customer", row.get("id"))
    return ()


#: The wallets a report names, to the API's ``wallet.type``.
WALLETS = {
    "apple pay": "apple_pay",
    "google pay": "google_pay",
    "samsung pay": "samsung_pay",
    "amex express checkout": "amex_express_checkout",
    "masterpass": "masterpass",
    "visa checkout": "visa_checkout",
}
_WALLET = "|".join(w.replace(" ", r"\s+") for w in WALLETS)


def _wallet_said(m: re.Match[str]) -> str | None:
    if not _stated(m):
        return None
    said = m.group("v") or m.group("v2") or m.group("v3") or ""
    return WALLETS.get(" ".join(said.casefold().split()))


def _wallet_held(row: Mapping[str, Any], start: StartRows) -> frozenset[str]:
    """Where the row stands for a charge, no wallet (``""``): the double renders every charge's and
    payment method's ``wallet`` null; else not read."""
    return frozenset({""}) if _charges(row, start) else frozenset()


#: "It was paid through Apple Pay", "Her payment was made with Google Pay", "the card in your Apple Pay
#: wallet", "an Apple Pay payment / charge".
WALLET = StartTrait(
    "wallet",
    (*_CUSTOMERS, "stripe_charges", "stripe_payment_intents"),
    re.compile(
        r"\b(?:paid|made|charged|bought|purchased|topped\s+up|went\s+through|processed)\s+"
        r"(?:\w+\s+){0,2}?(?:through|with|via|using|by|on|over)\s+(?:an?\s+|the\s+|(?:your|his|her|their)\s+)?"
        rf"(?P<v>{_WALLET})\b"
        rf"|\bin\s+(?:your|his|her|their|the\s+customer['\u2019]s)\s+(?P<v2>{_WALLET})(?:\s+wallet)?\b"
        rf"|\b(?:an?|the|your|his|her|their)\s+(?P<v3>{_WALLET})\s+(?:payment|charge|purchase|top-?up|"
        r"transaction)\b",
        re.IGNORECASE,
    ),
    _wallet_said,
    held_at=_wallet_held,
    either=True,
    sole=True,
)


_ADDRESS = r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"


def _receipt_said(m: re.Match[str]) -> str | None:
    if not _stated(m):
        return None
    return (m.group("v") or m.group("v2")).casefold().rstrip(".")


def _receipt_held(row: Mapping[str, Any], start: StartRows) -> frozenset[str]:
    """The receipt addresses of the charges and PaymentIntents a row stands for, ``""`` for one that
    has none (a receipt goes nowhere); not read where the row stands for none."""
    objects = (*_charges(row, start), *_intents(row, start))
    out = {str(o.get("receipt_email") or "").casefold() for o in objects}
    return frozenset(out)


#: "The receipt goes to ana@example.com", "the receipt was e-mailed to …", "receipt e-mail: …".
RECEIPT_EMAIL = StartTrait(
    "receipt e-mail",
    (*_CUSTOMERS, "stripe_charges", "stripe_payment_intents"),
    re.compile(
        r"\breceipts?\s+(?:(?:is|are|was|were|has\s+been|have\s+been|gets|get|got|will\s+be|"
        r"['\u2019]s)\s+)?(?:goes|go|went|sent|e-?mailed|mailed|delivered|going)\s+(?:out\s+)?to\s+"
        rf"(?P<v>{_ADDRESS})"
        r"|\breceipt\s+(?:e-?mail|address)(?:\s+(?:is|was)\s+|\s*:\s*)(?:set\s+to\s+)?"
        rf"(?P<v2>{_ADDRESS})",
        re.IGNORECASE,
    ),
    _receipt_said,
    held_at=_receipt_held,
    either=True,
    sole=True,
)

_STREET_WORDS = {
    "st": "street", "rd": "road", "ave": "avenue", "av": "avenue", "blvd": "boulevard", "ln": "lane",
    "dr": "drive", "pl": "place", "ct": "court", "sq": "square", "hwy": "highway", "pkwy": "parkway",
    "ter": "terrace", "cres": "crescent",
}  # fmt: skip
_STREET_KIND = (
    r"Street|St|Road|Rd|Avenue|Ave|Av|Lane|Ln|Boulevard|Blvd|Drive|Dr|Way|Place|Pl|Court|Ct|Square|Sq"
    r"|Terrace|Ter|Crescent|Cres|Highway|Hwy|Parkway|Pkwy|Row|Close|Gardens|Hill|Walk"
)


def street(text: str) -> str:
    """A street line folded for comparison: case, punctuation and the usual abbreviations ("12 High St."
    is "12 high street")."""
    words = re.findall(r"[^\W_]+", text.casefold())
    return " ".join(_STREET_WORDS.get(w, w) for w in words)


def _street_said(m: re.Match[str]) -> str | None:
    return street(m.group("v")) if _stated(m) else None


def _street_held(row: Mapping[str, Any], start: StartRows) -> frozenset[str]:
    """The first lines of the address and shipping address of the customer a row stands for
    (:func:`customer_of`), folded; ``""`` where it has no address (a customer lives at no street the record
    says). Not read of another row."""
    found = customer_of(row, start)
    if found is None:
        return frozenset()
    row = found
    out: set[str] = set()
    for key in ("address", "shipping"):
        address = row.get(key)
        if isinstance(address, Mapping) and isinstance(address.get("address"), Mapping):
            address = address["address"]
        if isinstance(address, Mapping):
            for part in ("line1", "line2"):
                value = address.get(part)
                if isinstance(value, str) and value.strip():
                    out.add(street(value))
    return frozenset(out) if out else frozenset({""})


def _street_agrees(said: str, held: frozenset[str]) -> bool:
    """A street said agrees with a line held that starts with it or that it starts with ("12 high street"
    of "12 high street flat 3")."""
    return any(h and (h == said or h.startswith(said + " ") or said.startswith(h + " ")) for h in held)


#: "Her address is 12 Elm Street", "your billing address is 4 High St", "his address on file: 81 Main St".
STREET_ADDRESS = StartTrait(
    "street address",
    (*_CUSTOMERS, *_OWNED),
    re.compile(
        r"\b(?:your|his|her|their|its|the\s+customer['\u2019]s|(?-i:[A-Z][^\W\d_]+)['\u2019]s)\s+"
        r"(?:(?:billing|shipping|postal|mailing|street)\s+)?address\s+(?:on\s+file\s+)?(?:is|was|:)\s*"
        rf"(?P<v>\d{{1,5}}[A-Za-z]?\s+(?:(?-i:[A-Z][^\W\d_'\u2019-]*)\s+){{1,3}}(?:{_STREET_KIND})\b\.?)",
        re.IGNORECASE,
    ),
    _street_said,
    held_at=_street_held,
    agrees=_street_agrees,
    either=True,
    sole=True,
)


def _day_of(value: Any) -> str | None:
    if isinstance(value, int) and not isinstance(value, bool) and value > 0:
        return str(dt.datetime.fromtimestamp(value, dt.UTC).day)
    return None


def _billing_day_said(m: re.Match[str]) -> str | None:
    if not _stated(m):
        return None
    return str(int(m.group("v") or m.group("v2")))


def _subscriptions(row: Mapping[str, Any], start: StartRows) -> tuple[Mapping[str, Any], ...]:
    """The subscriptions a row stands for: one itself, its customer's (:func:`customer_of`)."""
    if "billing_cycle_anchor" in row:
        return (row,)
    found = customer_of(row, start)
    return start.where("stripe_subscriptions", "customer", found.get("id")) if found is not None else ()


def _billing_day_held(row: Mapping[str, Any], start: StartRows) -> frozenset[str]:
    """The days of the month the subscriptions a row stands for bill on (their cycle anchor's, their
    period's start and end, in UTC); a customer with none is billed on no day (``""``)."""
    subs = _subscriptions(row, start)
    if not subs:
        return frozenset({""}) if customer_of(row, start) is not None else frozenset()
    out = {
        d
        for s in subs
        for key in ("billing_cycle_anchor", "current_period_start", "current_period_end")
        if (d := _day_of(s.get(key))) is not None
    }
    return frozenset(out)


_DAY = r"(?P<v>[12]?\d|3[01])(?:st|nd|rd|th)"
#: "Your Team plan is billed on the 15th of each month", "it renews on the 1st", "your billing cycle
#: anchor is the 1st", "your billing date is the 15th".
BILLING_DAY = StartTrait(
    "billing day",
    (*_CUSTOMERS, *_OWNED),
    re.compile(
        r"\b(?:(?:your|his|her|their)\s+(?:[\w-]+\s+){0,3}?(?:plan|subscription|membership)\s+"
        r"(?:is\s+|gets\s+|will\s+be\s+)?)?"
        r"(?:billed|charged|invoiced|renews|renewed|bills|charges)\s+(?:monthly\s+)?on\s+the\s+"
        rf"{_DAY}(?:\s+(?:of\s+)?(?:each|every|the)\s+month)?\b(?!\s+(?:of\s+)?(?:January|February|March|April"
        r"|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept"
        r"|Oct|Nov|Dec)\b)"
        r"|\bbilling\s+(?:cycle\s+)?(?:anchor|date|day)\s+(?:is|was|:)\s*(?:the\s+)?"
        r"(?P<v2>[12]?\d|3[01])(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?(?:January|February|March|April|May|June"
        r"|July|August|September|October|November|December)\b)",
        re.IGNORECASE,
    ),
    _billing_day_said,
    held_at=_billing_day_held,
    either=True,
    sole=True,
)


_NUMBER = r"(?P<v>(?-i:[0-9A-F]{8})-\d{4,6})\b"
_NEXT = " (next)"


def _number_said(m: re.Match[str]) -> str | None:
    """The number said, marked " (next)" where it is said as the next invoice's."""
    if not _stated(m):
        return None
    return m.group("v").upper() + (_NEXT if m.group("next") else "")


def _numbers_held(row: Mapping[str, Any], start: StartRows) -> frozenset[str]:
    """The numbers of the invoices of the customer a row stands for, and, marked " (next)", the number
    its next invoice will take (``<invoice_prefix>-<next_invoice_sequence>``) and an open or draft
    invoice's (it may be the one meant). A number said as the next agrees only with one held as the next;
    a number said otherwise with one an invoice holds. Not read of another row."""
    found = customer_of(row, start)
    if found is None:
        return frozenset()
    out: set[str] = set()
    for invoice in start.where("stripe_invoices", "customer", found.get("id")):
        number = invoice.get("number")
        if isinstance(number, str) and number:
            out.add(number.upper())
            if invoice.get("status") in ("draft", "open"):
                out.add(number.upper() + _NEXT)
    prefix, sequence = found.get("invoice_prefix"), found.get("next_invoice_sequence")
    if isinstance(prefix, str) and prefix and isinstance(sequence, int) and not isinstance(sequence, bool):
        out.add(f"{prefix.upper()}-{sequence:04d}{_NEXT}")
    return frozenset(out)


#: "Your last invoice was 34673D92-0004" (the customer's next number, which no invoice holds), "her next
#: invoice will be D765F931-0007" (-0006 is next): a number in Stripe's ``<prefix>-<sequence>`` form said as
#: a customer's past or next invoice, against the numbers of the customer the clause's rows stand for. A
#: number no row holds names none: the clause is read of the customer (or invoice) the message names.
INVOICE_NUMBER = StartTrait(
    "invoice number",
    (*_CUSTOMERS, *_OWNED),
    re.compile(
        r"\b(?:(?P<next>next|upcoming|coming)|last|latest|previous|most\s+recent|prior|newest|first|"
        r"current|open|paid)\s+invoice\s+(?:number\s+)?(?:is|was|will\s+be|would\s+be|['\u2019]ll\s+be|"
        rf"becomes|:)\s*(?:number\s+|no\.\s*|#\s*)?{_NUMBER}",
        re.IGNORECASE,
    ),
    _number_said,
    held_at=_numbers_held,
    either=True,
    sole=True,
)

TRAITS46 = (WALLET, RECEIPT_EMAIL, STREET_ADDRESS, BILLING_DAY, INVOICE_NUMBER)
