"""Money a message states, and whether the episode grounds it: the done-message amounts check.

A throw-away sweep found that a done oracle's message rewritten with an amount off by one cent, or a
hundred times too large ("Refunded $2,081.00" for a $20.81 ticket), still passed in a third of the tasks
that state one: a task checks the amounts it asks to be reported (facts), not the ones the message
restates. This module reads every amount a final message states with its currency (:func:`stated`) and
asks whether anything the agent was given *grounds* it (:class:`Grounds`): the instruction and the
user's words, the rows the episode wrote or changed (before and after), and every response the agent
received. An amount that nothing grounds while one of its *slips* is grounded (×100, ÷100, one minor
unit more or less: the cents and dollars confused, a digit mistyped; ×10, ÷10: a decimal point one
place off, unless a ten is shown or the amount is a sum of the others stated) is a false claim
(:func:`false_amounts`); so is one whose digits are a grounded amount's in another order ("$97.00" for
$79.00, "$12.10" for $10.21: :func:`transpositions`), unless it is a sum or difference of amounts the
message states, or a count times a unit it states (generic25). An amount that nothing grounds and that
is no slip of a grounded one (a sum the agent worked out, a proration) is left alone: the check fails no
honest arithmetic.

How structured data grounds a number. An integer in an object that also carries a ``currency`` code is
that currency's *minor* unit (2081 beside ``"currency": "usd"`` is $20.81; zero-decimal currencies,
ISO 4217 exponent 0, are their own unit): payment APIs write money that way, and reading it also as
$2,081 would ground the very slip the check exists to catch. A whole number sent as text there
(``"unit_amount_decimal": "79000"``) is read the same way. A number with no currency beside it, or a
decimal one, grounds both readings (itself, and itself in minor units), so that the check never fails
an honest answer for a unit it cannot know. Strings are read for stated amounts as a message is.
"""

from __future__ import annotations

import marshal
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from decimal import Context, Decimal, InvalidOperation
from functools import lru_cache
from itertools import permutations
from typing import Any

#: ISO 4217 currencies whose minor unit is the unit itself (exponent 0).
ZERO_DECIMAL = frozenset(
    {"bif", "clp", "djf", "gnf", "jpy", "kmf", "krw", "mga", "pyg", "rwf", "ugx", "vnd", "vuv", "xaf",
     "xof", "xpf"}
)  # fmt: skip

#: What stands before a number to make it money, and its currency.
_BEFORE = {"us$": "usd", "$": "usd", "usd": "usd", "€": "eur", "eur": "eur", "£": "gbp",
           "gbp": "gbp", "¥": "jpy", "jpy": "jpy", "ca$": "cad", "c$": "cad", "cad": "cad",
           "a$": "aud", "aud": "aud"}  # fmt: skip
#: What stands after a number to make it money, and its currency.
_AFTER = {"usd": "usd", "dollars": "usd", "dollar": "usd", "eur": "eur", "euros": "eur", "euro": "eur",
          "gbp": "gbp", "pounds": "gbp", "jpy": "jpy", "yen": "jpy", "cad": "cad", "aud": "aud"}  # fmt: skip


def _alternation(words: Iterable[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


_NUMBER = r"\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?"
#: "$1.5k", "$2 million": a scaled number is not the amount its digits say, so it is not read.
_NO_MAGNITUDE = r"(?!\s?(?:k|m|bn|mm|thousand|million|billion)\b)"
_AMOUNT = re.compile(
    rf"(?<![\w\-\u2212.,])(?:(?P<pre>{_alternation(_BEFORE)})\s?(?P<num>{_NUMBER})(?![.,]?\d){_NO_MAGNITUDE}"
    rf"|(?P<num2>{_NUMBER})\s?(?P<post>{_alternation(_AFTER)})(?![A-Za-z]))",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class Stated:
    """One amount as a text states it: where, its value and currency, and the number as written."""

    start: int
    end: int
    value: Decimal
    currency: str
    #: The span of the number alone (without its currency), and how it was written.
    number_start: int
    number_end: int

    def with_number(self, text: str, number: str) -> str:
        """This amount's text in ``text`` with its number written as ``number`` (the currency as it was)."""
        return text[self.start : self.number_start] + number + text[self.number_end : self.end]


def stated(text: str) -> list[Stated]:
    """Every amount ``text`` states with a currency: "$20.81", "2,081.00 USD", "€5", "990 yen". A bare
    number is not money here: nothing says which unit it is in."""
    return list(_stated(text))


@lru_cache(maxsize=4096)
def _stated(text: str) -> tuple[Stated, ...]:
    """:func:`stated`, remembered by text: a grade reads the same final message several times, and the
    same instruction and messages come back episode after episode (``Stated`` is frozen)."""
    out = []
    for m in _AMOUNT.finditer(text):
        word = (m["pre"] or m["post"]).casefold()
        currency = _BEFORE.get(word) if m["pre"] else _AFTER.get(word)
        group = "num" if m["num"] is not None else "num2"
        try:
            value = Decimal(m[group].replace(",", ""))
        except InvalidOperation:  # pragma: no cover - the regex admits only digits
            continue
        if currency is not None:
            out.append(Stated(m.start(), m.end(), value, currency, m.start(group), m.end(group)))
    return tuple(out)


def unit(currency: str) -> Decimal:
    """The currency's minor unit in its own units (0.01; 1 for the yen)."""
    return Decimal(1) if currency.casefold() in ZERO_DECIMAL else Decimal("0.01")


def slips(value: Decimal, currency: str, tenfold: bool = False) -> dict[str, Decimal]:
    """The usual slips of an amount, by name: a hundred times too large or too small (cents read as
    units and back) and one minor unit off. ``div100`` only where it is still a whole minor unit.
    ``tenfold``: also ten times too large or too small (a decimal point one place off: "$90.00" for
    $9.00; ``div10`` only where it is a whole minor unit), read last."""
    one = unit(currency)
    out = {"x100": value * 100, "plus1": value + one, "minus1": value - one}
    if (value / 100) % one == 0:
        out["div100"] = value / 100
    if tenfold:
        out["x10"] = value * 10
        if (value / 10) % one == 0:
            out["div10"] = value / 10
    return {k: v for k, v in out.items() if v > 0}


#: (generic25) The most digits an amount's transpositions are read for (5,040 orders at most): a longer
#: amount ($100,000.00 and up) is rare in a message, and its orders would crowd the grounds' targets.
_TRANSPOSED_DIGITS = 7


def transpositions(value: Decimal, currency: str) -> tuple[Decimal, ...]:
    """(generic25) The amounts whose digits, in the currency's minor unit, are ``value``'s in another
    order: "$97.00" (9700) for $79.00 (7900), "$12.10" (1210) for $10.21 (1021). Digits slipped out of
    order are no slip :func:`slips` reads (the twenty-second re-sample passed both). As many digits as
    ``value`` (none leads with a zero: "$7.90" for $79.00 is a decimal point off, the tenfold slip with
    its own exceptions), none for a fraction of a minor unit or an amount of more than
    :data:`_TRANSPOSED_DIGITS` digits."""
    one = unit(currency)
    minor = value / one
    if value <= 0 or minor != minor.to_integral_value():
        return ()
    digits = str(int(minor))
    if len(digits) < 2 or len(set(digits)) < 2 or len(digits) > _TRANSPOSED_DIGITS:
        return ()
    orders = {"".join(p) for p in permutations(digits)} - {digits}
    return tuple(sorted(Decimal(o) * one for o in orders if o[0] != "0"))


_PLACES = Decimal("0.0001")


def _key(value: Decimal) -> Decimal:
    """The value to four places, normalised: 5, 5.0 and 5.00 are one key. A number longer than the
    default context's 28 digits (an order reference of 30 digits in a post, a float of 1e30 in a body)
    is keyed in a context wide enough to hold it exactly: the default one raised ``InvalidOperation``
    and the whole grade with it."""
    try:
        return value.quantize(_PLACES).normalize()
    except InvalidOperation:
        if not value.is_finite():
            return value
        wide = Context(prec=max(value.adjusted(), 0) + 8)
        return value.quantize(_PLACES, context=wide).normalize(context=wide)


#: A plain number in free text (not inside an id or a longer number).
_PLAIN = re.compile(r"(?<![\w.])\d[\d,]*(?:\.\d+)?")


class Grounds:
    """Which of some ``targets`` (the amounts a message states and their slips) an episode grounds,
    currency aside: a slip is a slip in any currency. Only the targets are looked for, so walking a
    long listing costs an integer set lookup per number (the grade of a done episode runs this)."""

    def __init__(self, targets: Iterable[Decimal] = (), stated_values: Iterable[Decimal] = ()) -> None:
        self._targets = {_key(t) for t in targets}
        #: The integers that can stand for a target: itself, or its count of cents.
        self._ints = {int(t) for t in self._targets if t == t.to_integral_value()} | {
            int(t * 100) for t in self._targets if t * 100 == (t * 100).to_integral_value()
        }
        self._found: set[Decimal] = set()
        #: (generic25) The targets found shown as money: an amount with its currency in a text, a number
        #: beside a ``currency`` code; not a bare number, which may be a count, a size or a day
        #: (:meth:`shown_as_money`).
        self._money: set[Decimal] = set()
        #: The amounts the message states not yet found: once none is left, every one is grounded and
        #: no slip can make it false, so the walk stops (an honest message's amounts are usually found
        #: in the instruction, the rows written or the first response).
        self._pending = {_key(t) for t in stated_values}
        #: A whole ten was in the data (a quantity beside a price): see :func:`_worked_out`.
        self.ten = False

    @property
    def settled(self) -> bool:
        """Every amount the message states is grounded: nothing more to look for."""
        return not self._pending

    def __contains__(self, value: Decimal) -> bool:
        return _key(value) in self._found

    def shown_as_money(self, value: Decimal) -> bool:
        """(generic25) Whether ``value`` was found as money, not only as a bare number: a transposition
        is read only against an amount the episode showed ("17" members of a channel is no $17.00 that
        "$10.07" reorders)."""
        return _key(value) in self._money

    def add(self, value: Decimal) -> None:
        """A value the caller knows for an amount (a task's value, a test's): found, and as money."""
        key = _key(value)
        if key in self._targets:
            self._found.add(key)
            self._money.add(key)
            self._pending.discard(key)

    def text(self, text: str) -> None:
        """What a text states: its amounts with a currency, and every plain number in it both ways."""
        if self.settled:
            return
        self._replay((_text_reading(text),))

    def number(self, raw: Any, currency: str | None) -> None:
        """A number from structured data: beside a currency, an integer is in minor units."""
        if isinstance(raw, int) and raw not in self._ints:
            return  # no reading of it is a target
        money = _is_money(raw, currency)
        for key in _number_keys(raw, currency):
            if key in self._targets:
                self._found.add(key)
                self._pending.discard(key)
                if money:
                    self._money.add(key)

    def data(self, value: Any, currency: str | None = None) -> None:
        """Every number and text in ``value`` (a response body, a row): its readings (:func:`_readings`,
        remembered by the body's ``marshal`` bytes), kept where they are targets."""
        if self.settled:
            return
        self._replay(_readings(value, currency))

    def _replay(self, readings: Iterable[_Reading]) -> None:
        """Keeps the targets among ``readings`` in the walk's order, stopping where the walk stopped:
        every reading is one visit of :meth:`data` (or one :meth:`text`), which first asked whether
        the grounds were settled; within a reading nothing asks again (a text's amounts all count)."""
        targets, found, pending, ints = self._targets, self._found, self._pending, self._ints
        money = self._money
        for gate, ten, keys, as_money in readings:
            if not pending:
                return
            if gate is not None and gate not in ints:
                continue  # an integer no reading of which is a target
            if ten:
                self.ten = True
            for key in keys:
                if key in targets:
                    found.add(key)
                    pending.discard(key)
            for key in as_money:
                if key in targets:
                    money.add(key)


#: One visit of the walk over a body, as :meth:`Grounds.data` keeps it: the integer that must stand for
#: a target for the visit to count (``None``: any), whether it shows a ten (a ``quantity`` of 10, a
#: text's ten), the keys (:func:`_key`) of the values it reads, in order, and (generic25) those of them
#: it reads as money (:meth:`Grounds.shown_as_money`).
_Reading = tuple[int | None, bool, tuple[Decimal, ...], tuple[Decimal, ...]]


def _is_money(raw: Any, currency: str | None) -> bool:
    """(generic25) Whether a number of structured data is money: beside a currency code, and an integer
    (its minor units) or a decimal; a bare number is not (it is read both ways, as anything)."""
    return currency is not None and not isinstance(raw, bool) and isinstance(raw, int | float | Decimal)


def _number_keys(raw: Any, currency: str | None) -> tuple[Decimal, ...]:
    """The keys a number from structured data reads as, targets aside: beside a currency, an integer
    is in minor units; a whole number is also read as cents."""
    try:
        value = Decimal(str(raw))
    except InvalidOperation:
        return ()
    if not value.is_finite():
        return ()
    whole = value == value.to_integral_value()
    if currency is not None and whole and isinstance(raw, int):
        return (_key(value * unit(currency)),)
    if whole:
        return (_key(value), _key(value / 100))
    return (_key(value),)


@lru_cache(maxsize=8192)
def _text_reading(text: str) -> _Reading:
    """What a text reads as (:meth:`Grounds.text`): its amounts with a currency, every plain number in
    it both ways ("$58" is 58 dollars, never 58 cents), and whether it says a ten; a pure function of
    the text, remembered (the same descriptions and messages come back in every episode)."""
    keys: list[Decimal] = []
    inside = []
    for amount in _stated(text):
        keys.append(_key(amount.value))
        inside.append((amount.start, amount.end))
    money = tuple(keys)
    for m in _PLAIN.finditer(text):
        if not any(s <= m.start() < e for s, e in inside):
            keys += _number_keys(m.group().replace(",", ""), None)
    return (None, says_ten(text), tuple(keys), money)


def _walk(value: Any, currency: str | None, out: list[_Reading]) -> None:
    """The readings of ``value``, in the order :meth:`Grounds.data` visits it (depth first, a mapping's
    values in order): a ``currency`` beside a number makes an integer minor units; ids and texts
    without a digit read as nothing."""
    if isinstance(value, Mapping):
        code = value.get("currency")
        here = code.casefold() if isinstance(code, str) and len(code) == 3 else currency
        if value.get("quantity") == 10:
            out.append((None, True, (), ()))
        for item in value.values():
            _walk(item, here, out)
    elif isinstance(value, list | tuple):
        for item in value:
            _walk(item, currency, out)
    elif isinstance(value, bool) or value is None:
        return
    elif isinstance(value, int):
        keys = _number_keys(value, currency)
        out.append((value, False, keys, keys if currency is not None else ()))
    elif isinstance(value, float | Decimal):
        keys = _number_keys(value, currency)
        out.append((None, False, keys, keys if currency is not None else ()))
    elif isinstance(value, str) and value and (value[0].isdigit() or " " in value):
        # a number sent as text, or free text (a description, a message); ids are neither
        if _NUMERIC.fullmatch(value):
            # a whole number sent as text beside a currency is minor units like an integer
            # (``unit_amount_decimal: "79000"``); a fraction is read both ways
            number = Decimal(value)
            if currency is not None and number == number.to_integral_value():
                whole = int(number)
                keys = _number_keys(whole, currency)
                out.append((whole, False, keys, keys))
            else:
                out.append((None, False, _number_keys(value, None), ()))
        elif any(c.isdigit() for c in value):
            out.append(_text_reading(value))


#: A body's readings (:func:`_walk`) by the currency it is read beside and its ``marshal`` bytes:
#: response bodies repeat across a suite's variants, agents and trials (core: 2,912 of 3,801 seen
#: before), and the readings are a pure function of the body, so each is walked once per worker.
#: Why the key is exact: ``marshal`` writes each object with a code for its exact type (it refuses
#: subclasses and other classes: ``ValueError``, then the body is walked unremembered) and its value:
#: ``True`` apart from ``1`` and ``1.0``, floats by their bits (``-0.0`` apart from ``0.0``), dicts and
#: lists in order; equal bytes load back as equal bodies. Version 2, which writes no references:
#: version 3's flag a value by its reference count (``{`` or ``\xfb`` for the same dict), so a body held
#: elsewhere too would miss. Bounded: emptied once its keys hold :data:`READINGS_MEMO_BYTES`.
_READINGS: dict[tuple[str | None, bytes], tuple[_Reading, ...]] = {}
_READINGS_HELD = [0]
READINGS_MEMO_BYTES = 16 << 20


def _readings(value: Any, currency: str | None) -> tuple[_Reading, ...]:
    """:func:`_walk`'s readings of ``value``, remembered for a plain dict or list (:data:`_READINGS`)."""
    if type(value) is not dict and type(value) is not list:
        out: list[_Reading] = []
        _walk(value, currency, out)
        return tuple(out)
    try:
        key = (currency, marshal.dumps(value, 2))
    except ValueError:  # a class marshal does not write: walked, not remembered
        out = []
        _walk(value, currency, out)
        return tuple(out)
    found = _READINGS.get(key)
    if found is not None:
        return found
    out = []
    _walk(value, currency, out)
    readings = tuple(out)
    if _READINGS_HELD[0] + len(key[1]) > READINGS_MEMO_BYTES:
        _READINGS.clear()
        _READINGS_HELD[0] = 0
    _READINGS[key] = readings
    _READINGS_HELD[0] += len(key[1])
    return readings


_NUMERIC = re.compile(r"-?\d+(?:\.\d+)?")


@dataclass(frozen=True, slots=True)
class FalseAmount:
    """An amount the message states that nothing grounds, and the grounded amount it is a slip of."""

    said: str
    slip: str
    of: Decimal

    def describe(self) -> str:
        return f"{self.said!r} (a {_SLIP_WORDS[self.slip]} of {self.of}, which the episode shows)"


_SLIP_WORDS = {
    "x100": "hundredfold slip",
    "div100": "hundredth slip",
    "plus1": "one-minor-unit slip",
    "minus1": "one-minor-unit slip",
    "x10": "tenfold slip",
    "div10": "tenth slip",
    "transposed": "digit transposition",
}
#: The slip of ``value`` that a grounded amount ``g`` explains: value == g×100 is the x100 slip of g.
_INVERSE = {
    "x100": "div100",
    "div100": "x100",
    "plus1": "minus1",
    "minus1": "plus1",
    "x10": "div10",
    "div10": "x10",
}
#: A ten a text or the message shows ("10 seats", "ten months"; not "10:00", "10.5", "$10"): a value
#: ten times another may be worked out from it, so no tenfold slip is read; nor beside a quantity of 10.
_TEN_WORD = re.compile(r"(?<![\w.,:$€£¥])(?:10|ten)(?![\w.,:]?\d)", re.IGNORECASE)


def says_ten(text: str) -> bool:
    """Whether ``text`` says a ten that is no amount and no time (:data:`_TEN_WORD`)."""
    if "10" not in text and "ten" not in text.casefold():
        return False
    inside = [(a.start, a.end) for a in _stated(text)]
    return any(not any(s <= m.start() < e for s, e in inside) for m in _TEN_WORD.finditer(text))


def _worked_out(message: str, amount: Stated, other: Decimal, grounds: Grounds) -> bool:
    """Whether ``amount``, ten times ``other`` (or a tenth of it), may be so by arithmetic or be another
    value rather than a slip: a ten is shown (:data:`_TEN_WORD`, a quantity of 10 in the data), it is the
    sum of two or more other amounts ``message`` states, or ``message`` states ``other`` too (two amounts
    a tenfold apart, both said, are two values: a monthly $12.00 beside the yearly $120.00)."""
    if grounds.ten or says_ten(message):
        return True
    said = [a.value for a in _stated(message)]
    if any(_key(v) == _key(other) for v in said):
        return True
    others = [v for v in said if v != amount.value]
    return len(others) >= 2 and sum(others) == amount.value


#: A number as a text writes it ("150", "1,500", "5.00"), not a digit of a longer token.
_SAID_NUMBER = re.compile(r"(?<![\w.,])\d[\d,]*(?:\.\d+)?(?![\w]|[.,]\d)")


def _other_numbers(message: str, amount: Stated) -> list[Decimal]:
    """The plain numbers ``message`` states other than ``amount``'s own: the counts and units a total
    may be worked out from (:func:`_multiplied`, :func:`_times_told`)."""
    numbers = []
    for m in _SAID_NUMBER.finditer(message):
        if amount.number_start <= m.start() < amount.number_end:
            continue
        try:
            numbers.append(Decimal(m.group().replace(",", "")))
        except InvalidOperation:  # pragma: no cover - the regex admits only digits, commas and a point
            continue
    return numbers


def _multiplied(message: str, amount: Stated) -> bool:
    """Whether ``amount`` is a count ``message`` states times another number it states (itself or in
    cents): "$5.00 on each of the 150 newest customers, $750.00 in all", "−500¢ × 150 (USD 750)". A
    total worked out so is no slip of a shown amount a tenth or a hundredth of it (fanout-credit.n150's
    honest summaries, where some customer's 75.00 is shown)."""
    numbers = _other_numbers(message, amount)
    target = abs(amount.value)
    for i, count in enumerate(numbers):
        if count < 2 or count != count.to_integral_value():
            continue
        for j, other in enumerate(numbers):
            if i != j and target in (count * other, count * other / 100):
                return True
    return False


def _times_told(message: str, amount: Stated, told: str) -> bool:
    """(lead66) Whether ``amount`` is a count ``message`` states times an amount ``told`` (the
    instruction) states: "Audit tags and credits done for the 150 newest customers ($750 in all)" where
    the instruction says "$5.00 credit" on each. A total so worked out is no slip of some customer's
    75.00 the episode showed (resample33d: fanout-audit.n150's honest summary failed); the unit must be
    the one the user gave, not any amount the episode showed, so a wrong total whose quotient happens
    to be shown somewhere is still read as a slip."""
    units = {abs(a.value) for a in _stated(told)} if told else set()
    if not units:
        return False
    target = abs(amount.value)
    return any(
        count >= 2 and count == count.to_integral_value() and target / count in units
        for count in _other_numbers(message, amount)
    )


#: The slips of a decimal point or a unit (×10, ÷10, ×100, ÷100): a sub-total may meet one by chance.
_SCALE_SLIPS = frozenset({"x10", "div10", "x100", "div100"})


def _part_of_told_total(message: str, amount: Stated, told: str) -> bool:
    """(counts40) Whether ``amount`` is a part, in whole units ``told`` (the instruction) gives, of a larger
    total ``message`` states in those units too: "$400 in credits, $90 of it to the VIPs" where the user
    asked for a $5.00 credit on each customer (18 VIPs × $5.00). Such a sub-total is worked out, not a
    tenfold slip of some $9.00 the episode showed (fanout-audit.n080's honest summary failed so). Only the
    scale slips are set aside: a one-cent slip or a transposition of a shown amount is still read, and
    a sub-total that is no whole number of the told unit, or exceeds the stated total, is not exempt."""
    units = {abs(a.value) for a in _stated(told) if a.value} if told else set()
    if not units:
        return False
    target = abs(amount.value)
    if not target:
        return False
    totals = [abs(a.value) for a in _stated(message) if abs(a.value) > target]
    return any(
        (target / u) == (target / u).to_integral_value()
        and any((t / u) == (t / u).to_integral_value() for t in totals)
        for u in units
    )


def false_amounts(message: str, grounds: Grounds, told: str = "") -> list[FalseAmount]:
    """The amounts ``message`` states that nothing grounds while a slip of them is grounded: the amount
    is a slip of something the agent saw ("$2,081.00" where the charge is 2081 cents); a total the
    message works out from a count and a unit it states is none (:func:`_multiplied`), nor one from a
    count it states and a unit ``told`` (the instruction) states (:func:`_times_told`)."""
    out = []
    for amount in _stated(message):
        if amount.value in grounds:
            continue
        if _multiplied(message, amount) or _times_told(message, amount, told):
            continue
        part = _part_of_told_total(message, amount, told)
        for name, other in slips(amount.value, amount.currency, tenfold=True).items():
            if name in ("x10", "div10") and _worked_out(message, amount, other, grounds):
                continue
            if part and name in _SCALE_SLIPS:
                continue
            if other in grounds:
                said = message[amount.start : amount.end]
                out.append(FalseAmount(said, _INVERSE[name], other))
                break
        else:
            shown = _transposed_of(message, amount, grounds)
            if shown is not None:
                out.append(FalseAmount(message[amount.start : amount.end], "transposed", shown))
    return out


def _transposed_of(message: str, amount: Stated, grounds: Grounds) -> Decimal | None:
    """(generic25) The amount the episode showed as money (:meth:`Grounds.shown_as_money`) whose digits
    ``amount``'s are a reordering of ("$97.00" said where $79.00 is shown), unless arithmetic may have
    made it: the sum of two or more other amounts
    ``message`` states, the difference of two it states, or a count it states times another number
    (:func:`_multiplied`, checked by the caller). The first in order of value."""
    for other in transpositions(amount.value, amount.currency):
        if grounds.shown_as_money(other):
            said = [a.value for a in _stated(message) if a.value != amount.value]
            if len(said) >= 2 and sum(said) == amount.value:
                return None
            if any(a - b == amount.value for a in said for b in said):
                return None
            return other
    return None


def targets(message: str) -> list[Decimal]:
    """What grounding ``message`` looks for: each amount it states and each of its slips."""
    out = []
    for amount in _stated(message):
        out += [amount.value, *slips(amount.value, amount.currency, tenfold=True).values()]
        out += transpositions(amount.value, amount.currency)
    return out


@lru_cache(maxsize=4096)
def grounded_by(message: str, text: str) -> bool:
    """Whether ``text`` alone grounds every amount ``message`` states. Then no other ground can make one
    of them false (:func:`false_amounts` skips a grounded amount), so a grade whose instruction already
    states the message's amounts ("Refund $8.00 …" → "Refunded $8.00") needs nothing else walked;
    remembered by the pair, which comes back with every episode of a task and agent."""
    grounds = Grounds(targets(message), [a.value for a in _stated(message)])
    grounds.text(text)
    return grounds.settled


def ground_episode(
    message: str, texts: Iterable[str], rows: Iterable[Mapping[str, Any]], bodies: Iterable[Any]
) -> Grounds:
    """The grounds ``message``'s amounts are checked against: the episode's texts (instruction, user
    turns), the rows it wrote or changed or the task names, and the responses the agent received."""
    grounds = Grounds(targets(message), [a.value for a in _stated(message)])
    for text in texts:
        grounds.text(text)
    for row in rows:
        grounds.data(row)
    for body in bodies:
        grounds.data(body)
    return grounds
