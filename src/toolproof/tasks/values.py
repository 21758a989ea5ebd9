"""Typed fact forms: a fact that says what *kind* of value it is, matched in every honest wording.

Task authors used to list the strings of a value ("$1,234.50", "1234.50 USD", …) and guessed which
ones chat models write; they missed "250,97 EUR" and ISO dates, and accepted a bare "13:00" or "Friday"
that meant something else. A typed form names the value once and is expanded here into the wordings
that state *that* value, and only those:

- ``{amount: 1234.50, currency: usd}`` (``minor: true`` when the amount is in cents, as Stripe sends
  it; ``bare_ok: true`` to accept the number without a currency): "$1,234.50", "$1234.5", "US$1,234.50",
  "1,234.50 USD", "USD 1234.50", "1234.50 dollars", "1.234,50 $"; a decimal comma only with one or two
  decimals ("250,97 EUR", "1.234,50 €"), where no reader takes it for a thousands separator; "$12" for
  12.00. Never inside a longer number ("$1,234.50" is not in "$11,234.50" or "$1,234.505").
- ``{date: 2026-12-03}`` (``day_first: true`` also takes "03/12/2026", "03.12." and "03.12"):
  "2026-12-03", "Dec 3", "Dec. 3rd", "December 3", "3 December", "the 3rd of December",
  "Thursday, December 3, 2026", "12/03/2026", "12/3", "03.12.2026"; with or without the year and the
  weekday. A weekday or a year beside the date must be the date's own: "Friday, December 3" and
  "December 3, 2025" do not match. Slashed dates are month first (US) unless the fact says
  ``day_first`` or the day is past the 12th ("19/11" has no other reading); dotted dates
  ("03.12.2026") are day first and need their year (a bare "3.12" is a number).
  A weekday *alone* ("moved to Tuesday at 3 PM ET") names the date only when the world's clock makes
  it unambiguous: the date is one of the six days after the world's "today" (:func:`world_today`, or
  ``today:`` in the form) and the weekday is its own; not beside another date ("Tuesday 17 November"
  is the 17th), nor after "next"/"last"/"every", nor as "Tuesday week" or "Tuesdays".
- ``{time: "2026-12-03T13:00", zone: America/New_York}`` (or ``time: "13:00"`` and ``date: …``): the
  *instant*, stated with a zone: "13:00 ET", "1 PM Eastern", "1:00 pm EST", "13:00 New York time",
  "1pm (America/New_York)", "1:00–1:30 PM ET", "2026-12-03T13:00-05:00", and the same instant in
  another zone named as such ("18:00 UTC", "10:00 AM PT"). Abbreviations are the ones in force on that
  date (EST in December, never EDT). A clock time with no zone next to it does not count, nor a zone
  named after another zone's local time. Without a date, only the fact's own zone (by its names that do
  not depend on daylight saving) counts. Without ``zone`` the bare clock time counts (and the validator's
  lint refuses such a fact standing alone). With ``zone`` and ``bare_ok: true`` the clock time in the
  fact's own zone also counts with no zone after it ("stand-up at 10:00" in the team's channel), but
  never with another zone named ("10:00 London time", "10:00 your time"). "10-11:30 ET" opens at 10:00.
- ``{count: 3, of: invoices}``: "3 invoices", "three overdue invoices", "invoices: 3", a Markdown
  table cell "3" under a column headed "Invoices" (:mod:`.cells`); without ``of`` the number ("3",
  "three") on its own. Never inside a longer number ("13", "113", "3.5"). (generic34) With ``of``, a
  collective before the noun too: "a couple of" or "a pair of" (2), "half a dozen" (6), "a dozen" (12).

A typed form travels through the fact machinery as one string (:func:`encode`, ``⟦amount=1234.50;
currency=usd⟧``) so that placeholders (``{invoice.amount_due}``) are filled at bind time like any other
form; :func:`pattern` turns it into a matcher with the interface of a compiled regex (``finditer``,
``search``, ``fullmatch``), which :mod:`.pairs`, :mod:`.hedges` and the mutants use like a literal form's.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from functools import lru_cache, partial
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from toolproof.tasks.cells import COUNT_AFTER, COUNT_BEFORE, under_headers
from toolproof.tasks.zone_places import SEASONAL, ZONE_WORDS, table_zones, words_for
from toolproof.world.clock import DEFAULT_EPOCH

#: The keys that make a fact's mapping a typed form, and the keys each kind may have beside it.
KINDS: dict[str, frozenset[str]] = {
    "amount": frozenset({"currency", "minor", "bare_ok"}),
    "date": frozenset({"day_first", "today"}),
    "time": frozenset({"zone", "date", "bare_ok"}),
    "count": frozenset({"of"}),
}
OPEN, CLOSE = "\u27e6", "\u27e7"


class ValueFormError(ValueError):
    """A typed form that names no value of its kind (an unknown zone, "12.3.4" as an amount)."""


# -- encoding --------------------------------------------------------------------------------------


def kind_of(value: Any) -> str | None:
    """The kind a fact's mapping declares (``amount``, ``date``, ``time``, ``count``), if it is typed."""
    if not isinstance(value, Mapping):
        return None
    kinds = [k for k in KINDS if k in value]
    if not kinds:
        return None
    if len(kinds) > 1 and not (set(kinds) == {"time", "date"}):
        raise ValueFormError(f"a typed form has one kind, not {', '.join(kinds)}")
    return "time" if "time" in kinds else kinds[0]


def encode(value: Mapping[str, Any]) -> str:
    """A typed form's mapping as one form string (placeholders kept, filled later like any form)."""
    kind = kind_of(value)
    if kind is None:
        raise ValueFormError(f"not a typed form: {dict(value)!r}")
    unknown = set(value) - KINDS[kind] - {kind}
    if unknown:
        allowed = ", ".join(sorted(KINDS[kind]))
        raise ValueFormError(
            f"a {kind} form takes only {allowed} beside {kind!r}, not {', '.join(sorted(unknown))}"
        )
    parts = [f"{kind}={_text(value[kind])}"]
    parts += [f"{key}={_text(value[key])}" for key in sorted(value) if key != kind]
    for part in parts:
        if any(c in part.split("=", 1)[1] for c in ";=" + OPEN + CLOSE):
            raise ValueFormError(f"a typed form's value may not contain ';', '=' or brackets: {part!r}")
    return OPEN + ";".join(parts) + CLOSE


def _text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dt.datetime):
        return value.strftime("%Y-%m-%dT%H:%M")
    if isinstance(value, dt.date):
        return value.isoformat()
    return str(value)


def is_typed(form: str) -> bool:
    """Whether a form string is an encoded typed form."""
    return form.startswith(OPEN) and form.endswith(CLOSE)


def decode(form: str) -> tuple[str, dict[str, str]]:
    """The kind and fields of an encoded typed form."""
    fields = dict(part.split("=", 1) for part in form[1:-1].split(";") if "=" in part)
    kind = next(iter(fields), "")
    if kind not in KINDS:
        raise ValueFormError(f"not a typed form: {form!r}")
    return kind, fields


def describe(form: str) -> str:
    """How a verdict names a typed form: "amount 1234.50 USD", "time 13:00 America/New_York"."""
    kind, fields = decode(form)
    words = [kind, fields[kind]]
    if kind == "amount":
        words += [
            w
            for w in ("cents" if fields.get("minor") == "true" else "", fields.get("currency", "").upper())
            if w
        ]
    elif kind == "time":
        words += [
            w for w in (fields.get("zone", ""), f"on {fields['date']}" if "date" in fields else "") if w
        ]
    elif kind == "count":
        words += [fields.get("of", "")]
    flags = [k for k in ("bare_ok", "day_first") if fields.get(k) == "true"]
    return " ".join(w for w in [*words, *flags] if w)


# -- matchers --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ValuePattern:
    """A compiled regex plus a check on each match (a weekday beside a date must be the date's): used
    wherever a literal form's compiled pattern is (``finditer``, ``search``, ``fullmatch``). A match the
    check refuses is skipped whole, so "Friday, December 3" does not yield "December 3"."""

    regex: re.Pattern[str]
    accept: Callable[[re.Match[str]], bool] = lambda m: True
    #: More matches the regex cannot see (a count under a table's column header), each a match of
    #: ``string``; merged in order, one overlapping an earlier match left out.
    more: Callable[[str], Iterator[re.Match[str]]] | None = None
    #: (dates38) Matches of a bare number a change's old value lends its unit to ("from 5 seats ($60.00 a
    #: month at $12.00 each) to 8"), read only where the string says "from".
    carried: Callable[[str], Iterator[re.Match[str]]] | None = None

    def finditer(self, string: str) -> Iterator[re.Match[str]]:
        found = (m for m in self.regex.finditer(string) if self.accept(m))
        table = self.more is not None and "|" in string
        carry = self.carried is not None and _FROM.search(string) is not None
        if not table and not carry:
            return found
        extra = [
            *(self.more(string) if table and self.more else ()),
            *(self.carried(string) if carry and self.carried else ()),
        ]
        return _merged([*found, *extra])

    def search(self, string: str) -> re.Match[str] | None:
        return next(self.finditer(string), None)

    def fullmatch(self, string: str) -> re.Match[str] | None:
        m = self.regex.fullmatch(string)
        return m if m is not None and self.accept(m) else None


def _merged(matches: list[re.Match[str]]) -> Iterator[re.Match[str]]:
    end = -1
    for m in sorted(matches, key=lambda m: m.start()):
        if m.start() >= end:
            end = m.end()
            yield m


@lru_cache(maxsize=1024)
def pattern(form: str) -> ValuePattern:
    """The matcher of an encoded typed form (raises :class:`ValueFormError` for an invalid value)."""
    kind, fields = decode(form)
    if "{" in form:
        raise ValueFormError(f"typed form {describe(form)} still has a placeholder")
    build = {"amount": _amount, "date": _date, "time": _time, "count": _count}[kind]
    return build(fields)


def _flag(fields: Mapping[str, str], key: str) -> bool:
    value = fields.get(key, "false").casefold()
    if value not in {"true", "false"}:
        raise ValueFormError(f"{key} is true or false, not {value!r}")
    return value == "true"


def _alternation(parts: list[str]) -> str:
    return "(?:" + "|".join(dict.fromkeys(sorted(parts, key=len, reverse=True))) + ")"


def _words(names: list[str]) -> str:
    """Names as an alternation, longest first, each with any run of spaces for a space."""
    return _alternation([r"\s+".join(re.escape(w) for w in name.split()) for name in names])


# -- amounts -----------------------------------------------------------------------------------------

#: Per currency: what may stand before the number, and after it.
_CURRENCIES: dict[str, tuple[list[str], list[str]]] = {
    "usd": (["$", "US$", "US $", "USD", "USD $"], ["USD", "US dollars", "dollars", "dollar", "$"]),
    "eur": (["€", "EUR", "EUR €"], ["EUR", "euros", "euro", "€"]),
    "gbp": (["£", "GBP"], ["GBP", "pounds", "pound", "£"]),
    "cad": (["CA$", "C$", "CAD", "CAD $"], ["CAD", "Canadian dollars"]),
    "aud": (["A$", "AU$", "AUD"], ["AUD", "Australian dollars"]),
    "jpy": (["¥", "JPY"], ["JPY", "yen", "¥"]),
    "inr": (["₹", "INR", "Rs.", "Rs"], ["INR", "rupees"]),
}
_SYMBOLS = "$€£¥₹"


def _decimal(text: str, minor: bool) -> Decimal:
    try:
        value = Decimal(text.replace(",", "").replace("_", "").strip())
    except InvalidOperation as exc:
        raise ValueFormError(f"{text!r} is not an amount") from exc
    if not value.is_finite():
        raise ValueFormError(f"{text!r} is not an amount")
    return value / 100 if minor else value


def number_forms(value: Decimal) -> list[str]:
    """The ways a person writes ``value`` (as regex fragments): 1234.5 → 1,234.50 / 1234.50 / 1234.5 /
    1.234,50 / 1 234,50 / 1234,5…; a whole amount also without decimals (and never "1.234" alone)."""
    value = abs(value).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    whole, cents = f"{value:f}".split(".")
    grouped = f"{int(whole):,}"
    points = [grouped, whole]
    commas = [grouped.replace(",", "."), whole, grouped.replace(",", " ")]
    decimals = [cents] + ([cents[0]] if cents.endswith("0") and cents != "00" else [])
    forms = [re.escape(p) + r"\." + d for p in dict.fromkeys(points) for d in decimals]
    forms += [re.escape(p) + "," + d for p in dict.fromkeys(commas) for d in decimals]
    if cents == "00":
        forms += [re.escape(p) for p in dict.fromkeys(points)]
    return forms


#: Nothing numeric right before or after a number: no digit, no "1." / "1," of a longer one.
_NUM_BEFORE = r"(?<![\d])(?<!\d[.,])"
_NUM_AFTER = r"(?![.,]?\d)"


def _amount(fields: Mapping[str, str]) -> ValuePattern:
    value = _decimal(fields["amount"], _flag(fields, "minor"))
    currency = fields.get("currency", "").casefold()
    if not currency and not _flag(fields, "bare_ok"):
        raise ValueFormError("an amount needs its currency (or bare_ok: true)")
    number = _NUM_BEFORE + _alternation(number_forms(value)) + _NUM_AFTER
    sign = r"(?:-|\u2212)\s*" if value < 0 else r"(?<![-\u2212])"
    before, after = _CURRENCIES.get(currency, ([currency.upper()], [currency.upper()]))
    parts = []
    if currency:
        parts.append(rf"(?<![A-Za-z]){sign}{_words(before)}\s*{number}")
        parts.append(rf"{sign}{number}\s*{_words(after)}(?![A-Za-z])")
    if not _flag(fields, "bare_ok"):
        return ValuePattern(re.compile("|".join(parts), re.IGNORECASE))
    parts.append(rf"(?P<bare>(?<![{_SYMBOLS}\s]\s)(?<![{_SYMBOLS}A-Za-z]){sign}{number}(?!\s*[{_SYMBOLS}]))")
    return ValuePattern(re.compile("|".join(parts), re.IGNORECASE), _no_other_currency(currency))


#: Currency codes a message may write beside a number, beyond the ones :data:`_CURRENCIES` spells out.
_CODES = ["USD", "EUR", "GBP", "CAD", "AUD", "JPY", "INR", "CHF", "CNY", "SEK", "NOK", "DKK", "NZD", "MXN",
          "BRL", "SGD", "HKD", "ZAR", "PLN", "RMB"]  # fmt: skip


@lru_cache(maxsize=64)
def _no_other_currency(currency: str) -> Callable[[re.Match[str]], bool]:
    """The check on a ``bare_ok`` amount's bare match: the number alone may pass, but not with another
    currency written right before or after it ("120.17 USD" is not a euro amount, nor "CHF 120.17")."""
    mine, theirs = _CURRENCIES.get(currency, ([currency.upper()], [currency.upper()]))
    own = {w.casefold() for w in [*mine, *theirs, currency]}
    others = [w for c, (before, after) in _CURRENCIES.items() if c != currency for w in [*before, *after]]
    markers = [w for w in dict.fromkeys([*others, *_CODES]) if w.casefold() not in own]
    words = _words(markers)
    before = re.compile(rf"(?:(?<![A-Za-z])|(?<=[{_SYMBOLS}])){words}\s*\Z", re.IGNORECASE)
    after = re.compile(rf"\s*{words}(?![A-Za-z])", re.IGNORECASE)

    def accept(m: re.Match[str]) -> bool:
        if m.groupdict().get("bare") is None:
            return True
        head = m.string[max(0, m.start() - 40) : m.start()]
        return before.search(head) is None and after.match(m.string, m.end()) is None

    return accept


# -- dates -------------------------------------------------------------------------------------------

_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
           "October", "November", "December"]  # fmt: skip
_WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
_ANY_WEEKDAY = r"(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|rsday|urday)?"


def _month_names(month: int) -> str:
    name = _MONTHS[month - 1]
    names = [name, name[:3]] + (["Sept"] if month == 9 else [])
    return _alternation([re.escape(n) for n in names]) + r"\b\.?"


def _weekday_ok(expected: int) -> Callable[[re.Match[str]], bool]:
    def accept(m: re.Match[str]) -> bool:
        for group in ("wd", "wd2"):
            said = m.groupdict().get(group)
            if said and not _WEEKDAYS[expected].casefold().startswith(said.casefold()[:3]):
                return False
        return True

    return accept


def _date_body(day: dt.date, day_first: bool) -> str:
    """The date's wordings (no weekday), each bounded so that no other day or year is read into it."""
    d, m, y = day.day, day.month, day.year
    dd, mm = f"0?{d}", f"0?{m}"
    ordinal = r"(?:st|nd|rd|th)?"
    year = rf"(?:,?\s+{y}\b|(?:\s+|,\s*)'?{y % 100:02d}\b(?![:.]\d))?"
    no_other_year = r"(?!,?\s+(?:1[89]|2\d)\d\d\b)"
    month = _month_names(m)
    words = [
        rf"{month}\s+(?:the\s+)?{dd}{ordinal}(?!\d){year}{no_other_year}",
        rf"(?:the\s+)?{dd}{ordinal}(?:\s+of)?\s+{month}{year}{no_other_year}",
        rf"{dd}-{month}(?:-(?:{y}|{y % 100:02d})\b)?(?!-\d)",  # "12-Nov-2026", as logs and forms write it
    ]
    numbers = [
        rf"{y}-{m:02d}-{d:02d}(?!\d)",
        rf"{y}/{m:02d}/{d:02d}(?!\d)",
        rf"{mm}/{dd}(?:/(?:{y}|{y % 100:02d}))?(?![/\d])",
        rf"{dd}\.{mm}\.(?:{y}|{y % 100:02d})(?!\d)",
    ]
    if day_first or d > 12:
        # "19/11" can only be day first (there is no 19th month): a European reader's honest date
        # (resample15c: "Thu 19/11" failed a post); "12/11" stays month first unless the fact says so
        numbers.append(rf"{dd}/{mm}(?:/(?:{y}|{y % 100:02d}))?(?![/\d])")
    if day_first:
        numbers.append(rf"{dd}\.{mm}\.?(?!\d|[.,]\d)")
    return _alternation([rf"(?<![\w]){w}" for w in words] + [rf"(?<![\d/.\-]){n}" for n in numbers])


def _parse_date(text: str) -> dt.date:
    try:
        return dt.date.fromisoformat(text.strip()[:10])
    except ValueError as exc:
        raise ValueFormError(f"{text!r} is not a date (YYYY-MM-DD)") from exc


def world_today() -> dt.date:
    """The day a task's world starts on, in UTC: every task's world starts at the clock's
    :data:`~toolproof.world.clock.DEFAULT_EPOCH` (Monday 2 November 2026, 09:00 UTC, a Monday from
    UTC−9 to UTC+14), and an episode's calls move it by seconds, never by a day."""
    return dt.datetime.fromtimestamp(DEFAULT_EPOCH, dt.UTC).date()


#: What may stand before a bare weekday that then names no day within the coming week ("next Tuesday"
#: is this week's for some readers and the one after for others; "every Tuesday" is no day at all).
_NOT_THIS_WEEK_BEFORE = re.compile(
    r"(?:\b(?:next|last|previous|past|following|every|each|other|later|earlier)\s+|[\d/.\-])\s*\Z",
    re.IGNORECASE,
)
#: What may follow it to the same effect ("Tuesday week", "Tuesday next week", "Tuesdays").
_NOT_THIS_WEEK_AFTER = re.compile(
    r"(?:s\b|\s+(?:week|fortnight)\b|\s+(?:of\s+)?(?:next|last|the\s+following|the\s+previous)\s+week\b"
    r"|\s+after\s+next\b)",
    re.IGNORECASE,
)
_ANY_MONTH = _alternation([re.escape(n) for m in _MONTHS for n in (m, m[:3])] + ["Sept"]) + r"\b\.?"
#: A date written right after a weekday: "Tuesday 17 November", "Tue, 11/17", "Tuesday the 17th",
#: "Tuesday (Nov 17)", "Tue 2026-11-17"; a clock time ("Tuesday 3 PM", "Tuesday 15:00") is not one.
_DATE_AFTER = re.compile(
    r"[\s,(]*(?:the\s+)?(?:"
    rf"{_ANY_MONTH}|\d{{4}}-\d\d?-\d\d?|\d{{1,2}}[/.\-](?!00)\d{{1,2}}(?![:\d]|\s*[ap]\.?\s?m\b)"
    r"|\d{1,2}(?:st|nd|rd|th)?(?![\d:]|\.\d|\s*(?:[ap]\.?\s?m\b|h\b|hrs?\b|hours?\b|o['’]clock|%|[-\u2013\u2014]\s*\d{1,2}\s*[ap]\.?\s?m\b"
    # (resample8d) a range to a clock time starts with an hour, not a day: "Thu 10-11:30 ET"
    r"|[-\u2013\u2014]\s*\d{1,2}[:.]\d\d))"
    r")",
    re.IGNORECASE,
)
#: A date written right before it: "17 November, Tuesday", "Nov 17 (Tue)", "11/17 Tuesday".
_DATE_BEFORE = re.compile(
    rf"(?:{_ANY_MONTH}|(?<![\d:.])\d{{1,2}}(?:st|nd|rd|th)?|\d{{1,2}}[/.\-]\d{{1,2}}(?:[/.\-]\d{{2,4}})?)"
    r"[\s,(]*(?:on\s+)?\Z",
    re.IGNORECASE,
)


def _weekday_names(weekday: int) -> str:
    """One weekday's names: "Tuesday", "Tue", "Tues"; "Thursday", "Thu", "Thur", "Thurs"."""
    name = _WEEKDAYS[weekday]
    extra = {1: ["Tues"], 2: ["Weds"], 3: ["Thur", "Thurs"]}.get(weekday, [])
    return _alternation([re.escape(n) for n in [name, name[:3], *extra]]) + r"\b\.?"


def _bare_weekday_ok(m: re.Match[str]) -> bool:
    """A bare weekday names the coming day only alone: no date beside it (that date decides, and it is
    not this one), no "next"/"last"/"every" before it, no "week"/plural after it."""
    text, start, end = m.string, m.start("bare"), m.end("bare")
    head = text[max(0, start - 40) : start]
    if _NOT_THIS_WEEK_BEFORE.search(head) or _DATE_BEFORE.search(head):
        return False
    return _NOT_THIS_WEEK_AFTER.match(text, end) is None and _DATE_AFTER.match(text, end) is None


def _date(fields: Mapping[str, str]) -> ValuePattern:
    day = _parse_date(fields["date"])
    body = _date_body(day, _flag(fields, "day_first"))
    weekday = rf"(?:(?P<wd>{_ANY_WEEKDAY})\b\.?,?\s+(?:the\s+)?)?"
    after = rf"(?:,?\s*\(?(?P<wd2>{_ANY_WEEKDAY})\b\.?\)?)?"
    today = _parse_date(fields["today"]) if "today" in fields else world_today()
    ahead = (day - today).days
    if not 1 <= ahead <= 6:
        regex = re.compile(rf"(?<![\w]){weekday}{body}{after}", re.IGNORECASE)
        return ValuePattern(regex, _weekday_ok(day.weekday()))
    # Within the coming six days the weekday alone names the day ("moved to Tuesday at 3 PM ET").
    bare = rf"(?P<bare>{_weekday_names(day.weekday())})"
    regex = re.compile(rf"(?<![\w])(?:{weekday}{body}{after}|{bare})", re.IGNORECASE)
    check = _weekday_ok(day.weekday())
    return ValuePattern(regex, lambda m: _bare_weekday_ok(m) if m.group("bare") else check(m))


# -- times -------------------------------------------------------------------------------------------

#: Other zones an instant may be stated in: every zone of the shared tables (:mod:`.zone_places`; the
#: abbreviations in force on the date are added from the zone database). (zones17) One table with the
#: moments reader's, so "17:00 in Lyon" states Paris's 17:00 here as it does there.
_ZONES: tuple[str, ...] = tuple(table_zones())
#: Abbreviations that belong to one zone here only (GMT is UTC's; IST is India's, not Ireland's).
_SHARED = {"GMT"}
_TIME_SEP = r"\s*(?:-|\u2013|\u2014|to|until|till|through|thru)\s*"
_ANY_TIME = r"\d{1,2}(?:[:.]\d\d)?(?:\s*[ap]\.?\s?m\b\.?)?"


def _zone(name: str) -> ZoneInfo:
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError) as exc:
        raise ValueFormError(f"{name!r} is not a time zone (an IANA name such as America/New_York)") from exc


def _offset_names(offset: dt.timedelta) -> list[str]:
    minutes = int(offset.total_seconds() // 60)
    sign = "+" if minutes >= 0 else "-"
    h, m = divmod(abs(minutes), 60)
    names = [
        f"{base}{s}{h:02d}:{m:02d}"
        for base in ("UTC", "GMT")
        for s in (sign, "\u2212" if sign == "-" else "+")
    ]
    if m == 0:
        names += [f"{base}{sign}{h}" for base in ("UTC", "GMT")]
    return names


def _names(zone: str, when: dt.datetime | None) -> list[str]:
    """What a message may call ``zone`` (at ``when``, for the daylight-saving abbreviation and offset):
    its city (the last part of its name), the shared tables' words for it but the abbreviations of a
    season (:data:`~.zone_places.SEASONAL`: "EDT" is New York's in summer only), its IANA name. The
    database's abbreviation only where no table gives it to another zone (Dublin's summer "IST" is
    India's here, Shanghai's "CST" Chicago's)."""
    words = [w for w in words_for(zone) if w not in SEASONAL]
    names = [*dict.fromkeys([zone.rsplit("/", 1)[-1].replace("_", " "), *words]), zone]
    if when is not None and zone != "UTC":
        abbreviation = when.tzname() or ""
        if (
            abbreviation.isalpha()
            and abbreviation not in _SHARED
            and ZONE_WORDS.get(abbreviation, zone) == zone
        ):
            names.append(abbreviation)
        offset = when.utcoffset()
        if offset is not None:
            names += _offset_names(offset)
    phrases = []
    for name in names:
        phrases += [name, f"{name} time"] if not name.endswith(("time", "Time")) else [name]
    return phrases


def _clock(hour: int, minute: int) -> str:
    """One local clock time in 24-hour and 12-hour wordings (named groups say which meridiem)."""
    mm = f"{minute:02d}"
    h12 = hour % 12 or 12
    mer = "a" if hour < 12 else "p"
    forms = [rf"0?{hour}[:.]{mm}(?!\s*[ap]\.?\s?m\b)" if hour <= 12 else rf"{hour}[:.]{mm}"]
    forms.append(rf"{h12}[:.]{mm}\s*{mer}\.?\s?m\b\.?")  # "10:15 am", "10.15 a.m." (British)
    if minute == 0:
        forms.append(rf"{h12}\s*{mer}\.?\s?m\b\.?")
        if hour == 12:
            forms += ["noon", "12 noon", "midday"]
        if hour == 0:
            forms.append("midnight")
    # "1–2 PM": a start without its meridiem, when the end of the range carries the same one.
    start = rf"{h12}" + (rf"(?:[:.]{mm})?" if minute == 0 else rf"[:.]{mm}")
    forms.append(rf"{start}(?={_TIME_SEP}\d{{1,2}}(?:[:.]\d\d)?\s*{mer}\.?\s?m\b)")
    if minute == 0:
        # "10-11:30 ET": a whole hour opening a range whose end is written in 24-hour form.
        forms.append(rf"0?{hour}(?={_TIME_SEP}\d{{1,2}}[:.]\d\d(?!\d)(?!\s*[ap]\.?\s?m\b))")
    return "(?:" + "|".join(forms) + ")"


def _time(fields: Mapping[str, str]) -> ValuePattern:
    text = fields["time"].strip()
    zone_name = fields.get("zone")
    date_text = fields.get("date")
    if "T" in text:
        date_text, text = text.split("T", 1)
    if not re.fullmatch(r"\d{1,2}:\d\d", text):
        raise ValueFormError(f"{fields['time']!r} is not a time (HH:MM, or YYYY-MM-DDTHH:MM)")
    hour, minute = (int(p) for p in text.split(":"))
    if hour > 23 or minute > 59:
        raise ValueFormError(f"{fields['time']!r} is not a time of day")
    left = r"(?<![\d:.])"
    tail = rf"(?:{_TIME_SEP}{_ANY_TIME})?"
    if zone_name is None:
        return ValuePattern(re.compile(rf"{left}{_clock(hour, minute)}{tail}(?![\d:])", re.IGNORECASE))
    zone = _zone(zone_name)
    bare = [rf"(?P<bare>{left}{_clock(hour, minute)}{tail})(?![\d:])"] if _flag(fields, "bare_ok") else []
    if date_text is None:
        names = _names(zone_name, None)
        regex = rf"{left}{_clock(hour, minute)}{tail}{_zone_tail(names)}"
        return _timed("|".join(f"(?:{p})" for p in [regex, *bare]))
    local = dt.datetime.combine(_parse_date(date_text), dt.time(hour, minute), tzinfo=zone)
    instant = local.astimezone(dt.UTC)
    # the zones whose clocks show the instant alike share one alternative (most of Europe's do)
    by_clock: dict[tuple[int, int], list[str]] = {}
    isos = []
    for other in dict.fromkeys([zone_name, *_ZONES]):
        there = instant.astimezone(_zone(other))
        by_clock.setdefault((there.hour, there.minute), []).extend(_names(other, there))
        isos.append(_iso(there))
    parts = [rf"{left}{_clock(h, m)}{tail}{_zone_tail(names)}" for (h, m), names in by_clock.items()]
    parts += list(dict.fromkeys(isos))
    return _timed("|".join(f"(?:{p})" for p in [*parts, *bare]))


def _every_zone_name() -> list[str]:
    names = [n for zone in _ZONES for n in _names(zone, None)] + list(SEASONAL)
    return [*names, "your time", "local time", "my time", "our time", "their time", "her time", "his time"]


#: A zone named right after a clock time, any zone (for ``bare_ok``: a clock time that names a zone is
#: that zone's, never the bare one): a known name, an abbreviation ("CET", "BST"), an IANA name, an
#: offset, "<place> time", "your time".
_ANY_ZONE_AFTER = re.compile(
    r"\s*(?:\(\s*|,\s*)?(?:(?:in|on)\s+)?(?:the\s+)?(?:"
    rf"(?i:{_words(_every_zone_name())})(?![A-Za-z])|[A-Z]{{2,5}}\b|[A-Za-z]+/[A-Za-z_]+"
    r"|[+\-\u2212]\d|(?i:[A-Za-z]+\s+time)\b)"
)


def _timed(regex: str) -> ValuePattern:
    """A time's matcher; a ``bare_ok`` match (the clock time alone) only when no zone is named after it."""

    def accept(m: re.Match[str]) -> bool:
        if m.groupdict().get("bare") is None:
            return True
        return _ANY_ZONE_AFTER.match(m.string, m.end()) is None

    return ValuePattern(re.compile(regex, re.IGNORECASE), accept)


def _zone_tail(names: list[str]) -> str:
    """A zone named right after the time: " ET", " (ET)", ", Eastern", " in New York", " New York time";
    not followed by an offset ("UTC-5" is not UTC) or more letters ("ETA" is not ET). (resample18b) A dash
    with a space on each side is a separator, not an offset's sign: "1:00 PM ET — 10:00 AM for Marcus" (a
    dash becomes "-" in plain text) was read as "ET-10" and failed."""
    return (
        rf"\s*(?:\(\s*|,\s*)?(?:(?:in|on)\s+)?(?:the\s+)?{_words(names)}"
        r"(?![A-Za-z])(?![+\-\u2212]\s*\d|\s*[+\-\u2212]\d|\s*[+\u2212]\s*\d)"
    )


def _iso(there: dt.datetime) -> str:
    offset = there.strftime("%z")
    colon = f"{offset[:3]}:{offset[3:]}"
    zones = [re.escape(colon), re.escape(offset)] + (["Z"] if offset == "+0000" else [])
    return (
        rf"(?<![\d]){there:%Y-%m-%d}[T\s]{there:%H:%M}(?::\d\d(?:\.\d+)?)?"
        rf"(?:{'|'.join(zones)})(?![\d])"
    )


# -- counts ------------------------------------------------------------------------------------------

_ONES = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
    "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
]  # fmt: skip
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def number_words(n: int) -> list[str]:
    """ "3" → ["three"]; "21" → ["twenty-one", "twenty one"]; nothing past 99 (people write digits)."""
    if 0 <= n < 20:
        return [_ONES[n]]
    if 20 <= n < 100:
        tens, ones = divmod(n, 10)
        return [_TENS[tens]] if not ones else [f"{_TENS[tens]}-{_ONES[ones]}", f"{_TENS[tens]} {_ONES[ones]}"]
    return []


_NOT_BETWEEN = "|".join([*_ONES, *(t for t in _TENS if t), "and", "or", "of", "than", "but", "no", "not"])


#: (generic34) The collective words of a count, read only before the counted noun ("a couple of invoices",
#: "half a dozen seats"): a bare "a couple" or "a dozen" is too often idiom ("a couple of days", "a
#: dozen times") to stand for a number alone, so a count with no ``of`` does not read them.
_COLLECTIVE = {
    2: r"a\s+(?:couple(?:\s+of)?|pair\s+of)",
    6: r"half\s+a\s+dozen",
    12: r"(?<!\bhalf\s)a\s+dozen",
}


def _count(fields: Mapping[str, str]) -> ValuePattern:
    try:
        n = int(fields["count"])
    except ValueError as exc:
        raise ValueFormError(f"{fields['count']!r} is not a count") from exc
    number = _alternation([str(n), f"{n:,}", *(re.escape(w) for w in number_words(n))])
    bounded = rf"(?<![\w.,$€£\-]){number}(?![\w]|[.,]\d)"
    noun = fields.get("of")
    if not noun:
        return ValuePattern(re.compile(bounded, re.IGNORECASE))
    stem = noun[:-1] if noun.endswith("s") and not noun.endswith("ss") else noun
    nouns = rf"(?:{re.escape(stem)}(?:s|es)?|{re.escape(noun)})\b"
    between = rf"(?:\s+(?!(?:{_NOT_BETWEEN})\b)[A-Za-z][\w'\-]*){{0,3}}"
    # (resample15a) the noun with "count" or "total" before the colon ("Seat count: forty", "seat count is
    # 40") failed a count it states
    collective = _COLLECTIVE.get(n)
    parts = [
        rf"{bounded}{between}\s+{nouns}",
        *([rf"(?<![\w.,$€£\-]){collective}{between}\s+{nouns}"] if collective else []),
        rf"(?<![\w]){nouns}(?:\s+(?:count|total))?\s*(?::|\(|=)\s*{bounded}",
        rf"(?<![\w]){nouns}\s+(?:count|total)\s+(?:is|was|of)\s+{bounded}",
    ]
    # (speech11) the number alone in a table cell whose column's header is the noun ("| Seats |" over
    # "| 8 |"): "Seats", "Extra seats", "Seat count", "# of seats", "Number of seats"
    header = re.compile(rf"{COUNT_BEFORE}(?:[A-Za-z][\w'\-]*\s+){{0,2}}?{nouns}{COUNT_AFTER}", re.IGNORECASE)
    carry = re.compile(rf"\bfrom\s+(?:only\s+)?{_ANY_COUNT}\s+{nouns}{_CARRY_GAP}", re.IGNORECASE)
    return ValuePattern(
        re.compile("|".join(parts), re.IGNORECASE),
        more=partial(_under, header, re.compile(bounded, re.IGNORECASE)),
        carried=partial(_carried, carry, re.compile(bounded, re.IGNORECASE)),
    )


#: (dates38) Any count an old value may be said with: digits or the number words up to ninety-nine.
_ANY_COUNT = _alternation([r"\d[\d,]*", *(re.escape(w) for k in range(100) for w in number_words(k))])
#: (dates38) Where a string says "from" (only there can a change's old value lend its unit).
_FROM = re.compile(r"\bfrom\b", re.IGNORECASE)
#: (dates38) Between an old count with its noun and the bare new one: at most one parenthesis (a price, a
#: total), a comma, "up"/"down", then "to".
_CARRY_GAP = r"(?:\s*\([^()\n]{0,80}\))?\s*,?\s*(?:(?:all\s+the\s+way\s+)?(?:up|down)\s+)?to\s+"
#: (dates38) What may follow the bare new count: the clause's end, a bracket, or a word that is no unit of
#: its own ("to 8 now", "to 8 in total"); not "8:00", "8%", "8 am" or "8 users".
_CARRY_END = re.compile(
    r"\s*(?:$|[.,;!?)(\n\u2014\u2013]|-\s|(?:and|now|in\s+total|total|from|starting|effective|as\s+of|on|"
    r"today|going|per|a\s+month|at|for)\b)",
    re.IGNORECASE,
)


def _carried(carry: re.Pattern[str], value: re.Pattern[str], string: str) -> Iterator[re.Match[str]]:
    """(dates38) The bare new counts of a change said "from <count> <noun> (…) to <number>": the old
    value's noun is the new one's ("Extra seats went from 5 seats ($60.00 a month at $12.00 each) to 8
    ($96.00 a month)" says 8 seats; resample33a's honest report failed add-seats' seat fact). Only right
    after such an old count, so "up to 8 next month" or "set it to 8:00" reads nothing."""
    for m in carry.finditer(string):
        got = value.match(string, m.end())
        if got is not None and _CARRY_END.match(string, got.end()) is not None:
            yield got


def _under(header: re.Pattern[str], value: re.Pattern[str], string: str) -> Iterator[re.Match[str]]:
    """The matches of ``value`` that are a whole table cell (but for markup) under a column whose
    header ``header`` matches whole (but for markup)."""
    for cell in under_headers(string):
        if header.fullmatch(cell.title) is None:
            continue
        start, end = cell.value(string)
        m = value.fullmatch(string, start, end) if end > start else None
        if m is not None:
            yield m
