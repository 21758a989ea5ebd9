"""Does a confirmation request contradict what the user knows?

A user asked "Shall I refund $50?" after saying the amount is $40 does not say yes. The check is
deliberately narrow, so it never fires on a right proposal: only facts with a recognisable shape (an
e-mail address, an amount of money, an id with a letter prefix such as ``ORD-46722``, a plain number)
are compared, and a fact counts as contradicted when the message does not contain its value but does
contain a different value of the same shape (for a plain number, only when the message is also about
the fact's topic). Values of the user's other facts are never a contradiction.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from decimal import Decimal, InvalidOperation

from toolproof.tasks.conversation import StatedFact
from toolproof.users.classify import touches

_EMAIL = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")
_MONEY = re.compile(r"[$€£]\s?(\d[\d,]*(?:\.\d+)?)")
_NUMBER = re.compile(r"(?<![\w.#$€£-])(\d[\d,]*(?:\.\d+)?)(?![\w@-]|\.\d)")
#: Dates and times are numbers of another kind: "September 8", "8 Sept", "10:30".
_DATES = re.compile(
    r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b"
    r"|\b\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b|\b\d{1,2}:\d{2}\b",
    re.I,
)
_PREFIXED = re.compile(r"([A-Za-z]+[-_])[A-Za-z0-9]*\d[A-Za-z0-9_-]*")


def _amount(text: str) -> Decimal | None:
    try:
        return Decimal(text.replace(",", ""))
    except InvalidOperation:
        return None


def _kind(value: str) -> str | None:
    value = value.strip()
    if _EMAIL.fullmatch(value):
        return "email"
    if _MONEY.fullmatch(value):
        return "money"
    if _NUMBER.fullmatch(value):
        return "number"
    if _PREFIXED.fullmatch(value):
        return "id"
    return None


def _values(kind: str, text: str, like: str, topical: bool) -> set[str]:
    """Values of ``kind`` in ``text``, normalised (amounts as numbers, the rest folded). A bare number is
    an amount only in a message about the fact's topic ("refund 50, OK?")."""
    if kind == "email":
        return {m.casefold() for m in _EMAIL.findall(text)}
    if kind in ("money", "number"):
        found = _MONEY.findall(text) if kind == "money" else []
        if topical:
            found += _NUMBER.findall(_DATES.sub(" ", text))
        return {str(a.normalize()) for a in map(_amount, found) if a is not None}
    prefix = _PREFIXED.fullmatch(like)
    assert prefix is not None
    return {
        m.group(0).casefold()
        for m in _PREFIXED.finditer(text)
        if m.group(1).casefold() == prefix.group(1).casefold()
    }


def _normal(kind: str, value: str) -> str:
    if kind in ("money", "number"):
        digits = value.strip().lstrip("$€£").strip()
        amount = _amount(digits)
        return str(amount.normalize()) if amount is not None else digits
    return value.strip().casefold()


def contradicts(text: str, fact: StatedFact, others: Iterable[StatedFact] = ()) -> bool:
    """Does ``text`` propose a value for ``fact`` other than the one the user holds?"""
    kind = _kind(fact.value)
    if kind is None:
        return False
    found = _values(kind, text, fact.value, touches(text, fact.about))
    if _normal(kind, fact.value) in found:
        return False
    return bool(found - {_normal(kind, o.value) for o in others if _kind(o.value) == kind})
