"""A payment card's last four digits a message states, and whether the episode grounds them.

The tenth re-sample (``docs/reviews/resample10c.md``) passed "… charged today to his Visa ending 4242"
where his only card was an Amex ending 8431: no check read the digits. A card's last four are never
worked out, only read, so every last four a final message states must be grounded: a value of a key
the task's services declare as card digits (``Dialect.card_digit_keys``: Stripe's ``last4``) in a
response the agent received, a row the episode changed or the task's refs, or a card the instruction,
the policy or the user's words name (their last four digits, "4242 4242 4242 4242" included, or a text
in the data that states them). The shape is the amounts' (:mod:`.amounts`).

Read (:func:`stated`): "ending 4242", "ending in 4242", "ends with 4242" (a card word shortly before:
"Visa", "card", "payment method"; "the period ending 2026" is no card's), "last four 4242", "last 4
digits: 4242", "•••• 4242", "**** 4242", "xxxx4242". A bare four-digit number is no card's.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from toolproof.tasks.restated import DataWalk, declared

_DIGITS = r"(?P<d{}>\d{{4}})(?![,./:-]?\d)"
_STATED = re.compile(
    r"\bend(?:ing|s|ed)?(?:\s+(?:in|with))?\s*(?:[:#]\s*)?" + _DIGITS.format(1)
    + r"|\blast\s+(?:four|4)(?:\s+digits)?(?:\s+(?:of|on)\s+(?:the|his|her|their|your|its)?\s*card)?"
    + r"\s*(?:[:=]|\bis\b|\bare\b|\bwere\b|\bwas\b)?\s*" + _DIGITS.format(2)
    + r"|(?:[\u2022\u00b7*]{2,}|\b[xX]{4})\s?" + _DIGITS.format(3),
)  # fmt: skip


#: What says that an "ending 4242" is a card's: a card word shortly before it.
_CARD = re.compile(
    r"\b(?:card|visa|master\s?card|amex|american\s+express|discover|diners|jcb|unionpay|debit|credit"
    r"|payment\s+method)\b",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class StatedDigits:
    """One card's last four as a text states them: the span of the digits and the digits."""

    start: int
    end: int
    digits: str


def stated(text: str) -> list[StatedDigits]:
    """Every card's last four ``text`` states ("ending 4242", "•••• 4242")."""
    return list(_stated(text))


@lru_cache(maxsize=4096)
def _stated(text: str) -> tuple[StatedDigits, ...]:
    if not any(c.isdigit() for c in text):
        return ()
    out = []
    for m in _STATED.finditer(text):
        group = m.lastgroup or "d1"
        if group == "d1" and not _CARD.search(text, max(0, m.start() - 48), m.start()):
            continue  # "the period ending 2026": an ending of no card
        out.append(StatedDigits(m.start(group), m.end(group), m[group]))
    return tuple(out)


def digit_keys(services: Iterable[str]) -> frozenset[str]:
    """The card-digit keys the dialects of ``services`` declare; unknown services declare none."""
    return declared(services).card_digit_keys


_RUN = re.compile(r"\d[\d ]{2,}\d")


class Grounds(DataWalk):
    """The last fours an episode grounds, among the ones a message states (only those are looked for)."""

    def __init__(self, wanted: Iterable[str], keys: frozenset[str]) -> None:
        super().__init__(keys)
        self._pending = set(wanted)

    @property
    def settled(self) -> bool:
        return not self._pending

    def __contains__(self, digits: str) -> bool:
        return digits not in self._pending

    def keyed(self, value: Any) -> None:
        self._pending.discard(str(value))

    def text(self, text: str) -> None:
        """A text names a card by its last four as a message does, or by its number (its digits' tail)."""
        if self.settled or not any(c.isdigit() for c in text):
            return
        for said in _stated(text):
            self._pending.discard(said.digits)
        for m in _RUN.finditer(text):
            self._pending.discard(m.group().replace(" ", "")[-4:])


def false_digits(
    message: str,
    services: Iterable[str],
    texts: Iterable[str],
    rows: Iterable[Any],
    bodies: Iterable[Any],
) -> list[str]:
    """The last fours ``message`` states that nothing the episode shows grounds, as said ("ending
    4242"), in order."""
    said = _stated(message)
    if not said:
        return []
    grounds = Grounds({s.digits for s in said}, digit_keys(services))
    grounds.episode(texts, rows, bodies)
    out: list[str] = []
    for s in said:
        if s.digits not in grounds and s.digits not in out:
            out.append(s.digits)
    return out
