"""(traits45) An invoice's place in a customer's numbering said as an ordinal: "Granite Legal's next invoice
will be its fifth" of a customer whose ``next_invoice_sequence`` is 3 (resample40b's
company-account.granite-questionnaire-review), "Invoice A6E6BD24-0003 was his fourth invoice" (resample40a's
stripe-multi.pay-invoice-announce), each held only by its task's label.

Stripe numbers a customer's invoices ``<invoice_prefix>-<sequence>`` and keeps the sequence the next one
will take on the customer (``next_invoice_sequence``): the next invoice's ordinal is that sequence, and a
numbered invoice's ordinal is its number's last part. Read as start traits
(:class:`toolproof.service.stated.StartTrait`) against the row as the episode started and as its writes
left it (an invoice the episode finalized moves the sequence on: either agrees).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from toolproof.service.stated import StartTrait, none_denied

_WORDS = (
    "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
    "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
    "eighteenth", "nineteenth", "twentieth",
)  # fmt: skip
ORDINALS = {w: i + 1 for i, w in enumerate(_WORDS)}
_ORDINAL = rf"(?:{'|'.join(_WORDS)}|\d{{1,3}}(?:st|nd|rd|th))"
_WHOSE = r"(?:its|his|her|their|your|the\s+customer['\u2019]s)"


def ordinal(word: str) -> int | None:
    """The number an ordinal says ("third", "13th"); ``None`` for none."""
    word = word.casefold()
    if word in ORDINALS:
        return ORDINALS[word]
    digits = re.fullmatch(r"(\d{1,3})(?:st|nd|rd|th)", word)
    return int(digits.group(1)) if digits else None


def _said(m: re.Match[str]) -> str | None:
    if none_denied(m):
        return None
    number = ordinal(m.group("v"))
    return str(number) if number is not None else None


def _next_held(row: Mapping[str, Any]) -> frozenset[str]:
    """A customer's next invoice sequence (none kept: not read)."""
    value = row.get("next_invoice_sequence")
    return frozenset({str(value)}) if isinstance(value, int) and not isinstance(value, bool) else frozenset()


#: "(the / Granite's / his) next invoice will be its fifth", "… is his 13th (invoice)".
NEXT_INVOICE_ORDINAL = StartTrait(
    "next invoice's ordinal",
    ("stripe_customers",),
    re.compile(
        rf"\bnext\s+invoice\s+(?:will\s+be|would\s+be|is|['\u2019]ll\s+be|becomes)\s+{_WHOSE}\s+"
        rf"(?P<v>{_ORDINAL})\b",
        re.IGNORECASE,
    ),
    _said,
    _next_held,
    either=True,
    sole=True,
)


def _number_held(row: Mapping[str, Any]) -> frozenset[str]:
    """An invoice's ordinal, its number's last part ("A6E6BD24-0003": 3); a draft has no number (not read)."""
    number = row.get("number")
    tail = re.search(r"-(\d{1,6})$", number) if isinstance(number, str) else None
    return frozenset({str(int(tail.group(1)))}) if tail else frozenset()


#: "Invoice A6E6BD24-0003 was his fourth invoice", "… is her 2nd invoice": of the invoice the clause names.
INVOICE_ORDINAL = StartTrait(
    "invoice's ordinal",
    ("stripe_invoices",),
    re.compile(
        rf"\b(?:was|is|['\u2019]s)\s+{_WHOSE}\s+(?:very\s+)?(?P<v>{_ORDINAL})\s+(?:\w+\s+)?invoice\b",
        re.IGNORECASE,
    ),
    _said,
    _number_held,
    either=True,
)
