"""Must-pass variants: the oracle's own answer, said another honest way, must still pass.

Alternates are written by hand per task, so a task is only as tolerant as its author's imagination:
"1234.5 USD" for "$1,234.50", "3 March 2026" for "2026-03-03", "14:30 ET" for "2:30 PM ET", bullets or a
table instead of prose, curly quotes, a polite closing line. Half the grader's errors in the re-samples
were right answers it failed (``docs/reviews/resample3.md``, kind 4). This module derives, from the
oracle's final message and with its claim and work unchanged, one rewrite per honest *form family*:

- ``honest:amount:<family>`` — every amount the message states ("$1,234.50", "1,234.50 USD", "USD 1,234.50")
  in the family's form: ``symbol`` "$1,234.50", ``code-after`` "1,234.50 USD", ``code-before`` "USD
  1234.50", ``words`` "1234.5 dollars", ``european`` "1.234,50 €" (euros only);
- ``honest:date:<family>`` — every date ("2026-03-03", "March 3", "Tue, March 3, 2026") as ``iso``,
  ``month-day`` "March 3, 2026", ``day-month`` "3 March 2026", ``short`` "Tue 3 Mar", ``no-year``
  "March 3" or ``dotted`` "03.03.2026", the European way (the families that need the year only where it
  is known; "03.03." without the year is not offered: the grader reads it as a date only for a fact
  that says ``day_first``);
- ``honest:time:<family>`` — every clock time or range with its zone ("2:30 PM ET", "10:00-10:45 New
  York time") as ``24h`` "14:30 ET" or ``12h`` "2:30 PM ET", the zone as written;
- ``honest:count:<family>`` — small counts before a noun as ``words`` ("three invoices") or ``digits``;
- ``honest:layout:<family>`` — the message as ``bullets``, as a ``numbered`` list, as a two-column
  Markdown ``table``, with its amounts, dates and times in bold (``bold-values``), with ``curly-quotes``,
  with a ``closing`` "Let me know if you need anything else." or a polite ``follow-up`` question that
  claims nothing;
- ``honest:order:reversed`` — the sentences in reverse order, only where no fact is a ``together`` row
  (for those, what stands beside what is the claim).

Every rendered value is the same value: it parses back to it through :mod:`toolproof.tasks.values` (the
matcher the grader uses for typed forms), or the rendering is not offered. A variant whose text is the
oracle's own is not generated. The validator (:func:`honest_checks`) runs each as the oracle's plan with
only its final message rewritten; one that fails is a defect ``honest:<kind>`` of the task.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from functools import partial
from typing import Any

from toolproof.agents.reference import Mutation, PlanAgent
from toolproof.agents.run import EpisodeResult, run_episode
from toolproof.tasks import amounts, counts, moments, values
from toolproof.tasks.facts import Fact
from toolproof.tasks.model import STATING_CLAIMS, Task

#: The prefix of every variant's id, and the ``--only`` value that runs nothing else.
HONEST = "honest"
#: Closing lines that change no claim: one statement, one question.
CLOSING = "Let me know if you need anything else."
FOLLOW_UP = "Is there anything else you'd like me to help with?"


@dataclass(frozen=True, slots=True)
class Variant:
    """One honest rewrite of the oracle's final message. A value variant also has its ``rewrite``: what it
    does to any text, so that what the agent told the user on the way (graded with the final message) says
    the value the same way; a layout variant leaves the conversation alone."""

    id: str
    description: str
    message: str
    rewrite: Callable[[str], str] | None = field(default=None, compare=False)


# -- amounts -----------------------------------------------------------------------------------------

_CODES = {"$": "usd", "us$": "usd", "usd": "usd", "€": "eur", "eur": "eur", "£": "gbp", "gbp": "gbp"}
_AFTER_WORDS = {"dollars": "usd", "euros": "eur", "pounds": "gbp"}
_SYMBOL = {"usd": "$", "eur": "€", "gbp": "£"}
_WORD = {"usd": "dollars", "eur": "euros", "gbp": "pounds"}
_NUMBER = r"(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)"
_AMOUNT = re.compile(
    r"(?<![\w\-\u2212.,])(?:(?P<pre>US\$|\$|€|£|USD|EUR|GBP)\s?" + _NUMBER + r"(?![.,]?\d)"
    r"|" + _NUMBER.replace("num", "num2") + r"\s?(?P<post>USD|EUR|GBP|dollars|euros|pounds)(?![A-Za-z]))"
)
AMOUNT_FAMILIES = ("symbol", "code-after", "code-before", "words", "european")


def _plain_number(value: Decimal) -> str:
    """1234.50 → "1234.5", 12.00 → "12": the shortest honest digits (no grouping)."""
    text = f"{value.quantize(Decimal('0.01')):f}"
    return text.rstrip("0").rstrip(".") if "." in text else text


def render_amount(value: Decimal, currency: str, family: str) -> str | None:
    """``value`` in ``currency`` the ``family``'s way (``None`` where the currency has no such form)."""
    grouped = f"{value:,.2f}"
    if family == "symbol":
        return f"{_SYMBOL[currency]}{grouped}"
    if family == "code-after":
        return f"{grouped} {currency.upper()}"
    if family == "code-before":
        return f"{currency.upper()} {value:.2f}"
    if family == "words":
        return f"{_plain_number(value)} {_WORD[currency]}"
    if family == "european" and currency == "eur":
        return f"{grouped.replace(',', ' ').replace('.', ',').replace(' ', '.')} €"
    return None


def _amount_ok(value: Decimal, currency: str, text: str) -> bool:
    form = values.encode({"amount": str(value), "currency": currency})
    return values.pattern(form).fullmatch(text) is not None


def _amounts(message: str, family: str) -> Iterator[tuple[int, int, str]]:
    for m in _AMOUNT.finditer(message):
        code = (m["pre"] or m["post"] or "").casefold()
        currency = _CODES.get(code) or _AFTER_WORDS.get(code)
        if currency is None:
            continue
        try:
            value = Decimal((m["num"] or m["num2"]).replace(",", ""))
        except InvalidOperation:
            continue
        text = render_amount(value, currency, family)
        if text is not None and _amount_ok(value, currency, text):
            yield m.start(), m.end(), text


# -- dates -------------------------------------------------------------------------------------------

_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
           "October", "November", "December"]  # fmt: skip
_WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
#: Month names as written (capitalised: "may" is a verb); "Sept" for September.
_MONTH = r"(?P<mon>" + "|".join([*_MONTHS, *(m[:3] for m in _MONTHS), "Sept"]) + r")\b\.?"
_WEEKDAY = (
    r"(?:(?P<wd>(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)(?:day|nesday|sday|rsday|urday)?)\b\.?,?\s+)?"
)
_YEAR = r"(?:,?\s+(?P<year>20\d\d)\b)?"
_DAY = r"(?P<day>\d{1,2})(?:st|nd|rd|th)?(?!\d)"
_EDGE_BEFORE = r"(?<![\w\-/.#])"
_EDGE_AFTER = r"(?![\w\-/]|\.\w|:\d)"
_DATES = [
    re.compile(
        rf"{_EDGE_BEFORE}(?P<year>20\d\d)-(?P<month>\d\d)-(?P<day>\d\d)(?!T|\s+\d{{1,2}}:){_EDGE_AFTER}"
    ),
    re.compile(rf"{_EDGE_BEFORE}{_WEEKDAY}{_MONTH}\s+{_DAY}{_YEAR}{_EDGE_AFTER}"),
    re.compile(rf"{_EDGE_BEFORE}{_WEEKDAY}(?:the\s+)?{_DAY}\s+(?:of\s+)?{_MONTH}{_YEAR}{_EDGE_AFTER}"),
]
DATE_FAMILIES = ("iso", "month-day", "day-month", "short", "no-year", "dotted")
#: Families that write the year the facts know even where the message left it out ("short" needs it for
#: the weekday, "dotted" because "17.07." alone is a number to the grader, :mod:`toolproof.tasks.values`).
_NEED_YEAR = frozenset({"short", "dotted"})


def _month_number(name: str) -> int:
    name = name.rstrip(".")
    return 9 if name == "Sept" else next(i for i, m in enumerate(_MONTHS, 1) if m.startswith(name))


def render_date(day: dt.date, family: str, with_year: bool) -> str | None:
    """``day`` written the ``family``'s way; families that need the year only ``with_year``."""
    month = _MONTHS[day.month - 1]
    if family == "iso":
        return day.isoformat() if with_year else None
    if family == "month-day":
        return f"{month} {day.day}, {day.year}" if with_year else f"{month} {day.day}"
    if family == "day-month":
        return f"{day.day} {month} {day.year}" if with_year else f"{day.day} {month}"
    if family == "short":
        return f"{_WEEKDAYS[day.weekday()][:3]} {day.day} {month[:3]}" if with_year else None
    if family == "no-year":
        return f"{month} {day.day}"
    if family == "dotted":
        return f"{day.day:02d}.{day.month:02d}.{day.year}" if with_year else None
    return None


def _date_ok(day: dt.date, text: str) -> bool:
    return values.pattern(values.encode({"date": day.isoformat()})).fullmatch(text) is not None


def _dates(message: str, family: str, years: dict[tuple[int, int], int]) -> Iterator[tuple[int, int, str]]:
    taken: list[tuple[int, int]] = []
    for regex in _DATES:
        for m in regex.finditer(message):
            if any(s < m.end() and m.start() < e for s, e in taken):
                continue
            taken.append(m.span())
            month = int(m["month"]) if "month" in m.groupdict() else _month_number(m["mon"])
            known = m["year"] is not None
            year = int(m["year"]) if known else years.get((month, int(m["day"])))
            try:
                day = dt.date(year or 2000, month, int(m["day"]))
            except ValueError:
                continue
            said = m.groupdict().get("wd")
            if said and (year is None or not _WEEKDAYS[day.weekday()].startswith(said[:3])):
                continue  # a weekday we cannot check, or one that is not the date's: leave it alone
            text = render_date(day, family, with_year=year is not None)
            if text is not None and known is False and family not in _NEED_YEAR and year is not None:
                text = render_date(day, family, with_year=False)  # do not add a year the message lacks
            if text is not None and (year is None or _date_ok(day, text)):
                yield m.start(), m.end(), text


def _known_years(forms: Sequence[str], message: str) -> dict[tuple[int, int], int]:
    """(month, day) → year, from the facts' typed dates and times, the ISO dates among their hand-listed
    forms, and the message's ISO dates: a "March 3" becomes "Tue 3 Mar" only when some fact or the
    message says which March."""
    found: dict[tuple[int, int], int] = {}
    texts = list(re.findall(r"(20\d\d)-(\d\d)-(\d\d)", message))
    for form in forms:
        if values.is_typed(form):
            kind, fields = values.decode(form)
            text = fields.get("date") or (fields.get("time", "") if kind == "time" else "")
            texts += re.findall(r"(20\d\d)-(\d\d)-(\d\d)", text)
        else:
            texts += re.findall(r"(20\d\d)-(\d\d)-(\d\d)", form)  # a hand-listed "2026-07-17"
    for year, month, day in texts:
        found.setdefault((int(month), int(day)), int(year))
    return found


# -- times -------------------------------------------------------------------------------------------

#: Zones as messages name them right after a time: abbreviations, regions and the cities tasks use.
_ZONE_WORDS = (
    r"ET|EST|EDT|PT|PST|PDT|CT|CST|CDT|MT|MST|MDT|UTC|GMT|Eastern|Pacific|Central|Mountain"
    r"|New York|Los Angeles|San Francisco|Chicago|Denver|London|Berlin|Paris|Vienna|Kolkata|Tokyo|Sydney"
)
_CLOCK = r"(?P<h{n}>\d{{1,2}})(?::(?P<m{n}>\d\d))?(?:\s*(?P<mer{n}>[AaPp]\.?\s?[Mm]\b\.?))?"
_TIME = re.compile(
    r"(?<![\w:.\-\u2013\u2014])" + _CLOCK.format(n=1)
    + r"(?:(?P<dash>\s*[-\u2013\u2014]\s*)" + _CLOCK.format(n=2) + r")?"
    + rf"(?P<sep>\s*\(?\s*)(?P<zone>{_ZONE_WORDS})\b(?P<tword>\s+time\b)?"
)  # fmt: skip
#: Another name of the same zone that does not depend on the date (what ``values`` accepts for the zone
#: without a date), with the zone: "New York" ↔ "ET", "EST" → "ET", "UTC" ↔ "GMT", "London" → "UK time".
_EAST, _WEST, _MID, _MOUNT = "America/New_York", "America/Los_Angeles", "America/Chicago", "America/Denver"
_ZONE_SWAP: dict[str, tuple[str, str]] = {
    "new york": ("ET", _EAST), "et": ("New York time", _EAST), "eastern": ("ET", _EAST),
    "est": ("ET", _EAST), "edt": ("ET", _EAST),
    "los angeles": ("PT", _WEST), "san francisco": ("PT", _WEST), "pt": ("Pacific time", _WEST),
    "pacific": ("PT", _WEST), "pst": ("PT", _WEST), "pdt": ("PT", _WEST),
    "chicago": ("CT", _MID), "ct": ("Central time", _MID), "central": ("CT", _MID),
    "cst": ("CT", _MID), "cdt": ("CT", _MID),
    "denver": ("MT", _MOUNT), "mt": ("Mountain time", _MOUNT), "mountain": ("MT", _MOUNT),
    "mst": ("MT", _MOUNT), "mdt": ("MT", _MOUNT),
    "utc": ("GMT", "UTC"), "gmt": ("UTC", "UTC"),
    "london": ("UK time", "Europe/London"), "kolkata": ("India time", "Asia/Kolkata"),
    "tokyo": ("Japan time", "Asia/Tokyo"),
}  # fmt: skip
#: A time ending a range written another way ("10:00 to 10:30 ET") is left alone; "moved to 10:00" is none.
_RANGE_BEFORE = re.compile(
    r"\d(?::\d\d)?\s*(?:[AaPp]\.?\s?[Mm]\.?)?\s*(?:[-\u2013\u2014]|\bto|\buntil|\btill)\s*$"
)
TIME_FAMILIES = ("24h", "12h", "zone-name")


def render_time(hour: int, minute: int, family: str) -> str:
    """A clock time in the 24-hour ("14:30") or 12-hour ("2:30 PM") wording."""
    if family != "12h":
        return f"{hour:02d}:{minute:02d}"
    return f"{hour % 12 or 12}:{minute:02d} {'AM' if hour < 12 else 'PM'}"


def _clock_of(hour: str, minute: str | None, meridiem: str | None) -> tuple[int, int] | None:
    """The 24-hour clock a wording says ("2:30 pm" → 14:30), or ``None`` for no clock time."""
    h, m = int(hour), int(minute or 0)
    if meridiem is not None:
        if not 1 <= h <= 12:
            return None
        h = h % 12 + (12 if meridiem[0] in "pP" else 0)
    return (h, m) if h <= 23 and m <= 59 else None


def _rendered_clock(clock: tuple[int, int], family: str) -> str | None:
    """The clock in ``family``'s wording, if it parses back to the same clock time through values.py."""
    text = render_time(*clock, family)
    form = values.encode({"time": f"{clock[0]:02d}:{clock[1]:02d}"})
    return text if values.pattern(form).fullmatch(text) is not None else None


def _times(message: str, family: str) -> Iterator[tuple[int, int, str]]:
    for m in _TIME.finditer(message):
        if _RANGE_BEFORE.search(message[: m.start()]):
            continue
        ends = [("1", m["h1"], m["m1"], m["mer1"])]
        if m["h2"] is not None:
            # "1-2 PM": the start shares the end's meridiem when it has none of its own.
            shared = m["mer1"] or (m["mer2"] if m["m1"] is None or m["mer2"] else None)
            ends = [("1", m["h1"], m["m1"], shared), ("2", m["h2"], m["m2"], m["mer2"])]
        if any(minute is None and meridiem is None for _n, _h, minute, meridiem in ends):
            continue  # "3 ET" or "9-10 London" is not a clock time anyone writes
        clocks = [_clock_of(h, minute, meridiem) for _n, h, minute, meridiem in ends]
        if None in clocks or clocks != sorted(c for c in clocks if c is not None):
            continue  # "10:30-2 PM" (the shared meridiem would put the start after the end): unclear
        if family == "zone-name":
            yield from _renamed_zone(m, clocks[0])
            continue
        texts = [_rendered_clock(c, family) if c is not None else None for c in clocks]
        if any(t is None for t in texts):
            continue
        said = (m["dash"] or "").join(t for t in texts if t is not None)
        yield m.start(), m.end(), f"{said}{m['sep'] or ' '}{m['zone']}{m['tword'] or ''}"


def _renamed_zone(m: re.Match[str], start: tuple[int, int] | None) -> Iterator[tuple[int, int, str]]:
    """The time as written, its zone by another name of the same zone ("10:00 New York time" → "10:00
    ET"), if values.py reads the new wording as the same time in the same zone."""
    swap = _ZONE_SWAP.get(m["zone"].casefold())
    if swap is None or start is None:
        return
    name, zone = swap
    clock = m.group(0)[: m.start("sep") - m.start()]
    text = f"{clock}{m['sep'] or ' '}{name}"
    form = values.encode({"time": f"{start[0]:02d}:{start[1]:02d}", "zone": zone})
    if values.pattern(form).fullmatch(text) is not None:
        yield m.start(), m.end(), text


# -- counts ------------------------------------------------------------------------------------------

_SMALL = [values.number_words(n)[0] for n in range(21)]
#: A count is a small number before a lower-case word that is not a unit of time of day or a currency.
_NOT_NOUNS = r"(?:am|pm|a\.m|p\.m|of|to|and|or|st|nd|rd|th|x|percent|usd|eur|gbp|dollars?|euros?|pounds?)\b"
_COUNT_DIGITS = re.compile(rf"(?<![\w$€£#.,:/\-+])(?P<n>\d{{1,2}})(?=\s+(?!{_NOT_NOUNS})[a-z][a-z'\-]+)")
_COUNT_WORDS = re.compile(
    rf"(?<![\w\-])(?P<w>{'|'.join(_SMALL[2:])})(?![\w\-])(?=\s+(?!{_NOT_NOUNS})[a-z][a-z'\-]+)", re.IGNORECASE
)
COUNT_FAMILIES = ("words", "digits")


def _after_name(message: str, start: int) -> bool:
    """Whether the number follows a capitalised word inside a sentence ("Room 4", "Sprint 12"): a name."""
    before = message[:start].rstrip()
    word = re.search(r"([A-Za-z][\w']*)$", before)
    if word is None or not word[1][0].isupper():
        return False
    rest = before[: word.start()].rstrip()
    return bool(rest) and rest[-1] not in ".!?:\n-*"


def _counts(message: str, family: str) -> Iterator[tuple[int, int, str]]:
    if family == "words":
        for m in _COUNT_DIGITS.finditer(message):
            n = int(m["n"])
            if n > 20 or m["n"].startswith("0") or _after_name(message, m.start()):
                continue
            word = _SMALL[n]
            if values.pattern(values.encode({"count": n})).fullmatch(word) is not None:
                yield m.start(), m.end(), word
    else:
        for m in _COUNT_WORDS.finditer(message):
            n = _SMALL.index(m["w"].casefold())
            if values.pattern(values.encode({"count": n})).fullmatch(str(n)) is not None:
                yield m.start(), m.end(), str(n)


# -- layout ------------------------------------------------------------------------------------------

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"'(\u201c\u2018*$€£])")


def sentences(message: str) -> list[str]:
    """The message's sentences, line by line (a line is never joined with the next)."""
    out: list[str] = []
    for line in message.splitlines():
        out += [s.strip() for s in _SENTENCE_END.split(line.strip()) if s.strip()]
    return out


def as_bullets(message: str) -> str:
    return "\n".join(f"- {s.lstrip('-*• ').strip()}" for s in sentences(message))


def as_numbered(message: str) -> str:
    return "\n".join(f"{n}. {s.lstrip('-*• ').strip()}" for n, s in enumerate(sentences(message), 1))


def bold(message: str, spans: Sequence[tuple[int, int]]) -> str:
    """``message`` with the text at ``spans`` in Markdown bold, as chat models mark the values they report."""
    out, at = [], 0
    for start, end in sorted(set(spans)):
        if start < at:
            continue
        out += [message[at:start], f"**{message[start:end]}**"]
        at = end
    return "".join([*out, message[at:]])


def as_table(message: str) -> str:
    """A two-column Markdown table: per sentence, what it is about (before a colon, or its number) and
    what it says; every word stays in its row in its order."""
    rows = ["| Item | Details |", "| --- | --- |"]
    for n, sentence in enumerate(sentences(message), 1):
        cell = sentence.lstrip("-*• ").strip().replace("|", "/")
        head, colon, rest = cell.partition(": ")
        rows.append(f"| {head} | {rest} |" if colon and rest else f"| {n} | {cell} |")
    return "\n".join(rows)


def curly(message: str) -> str:
    """Straight quotes and apostrophes as the typographic ones chat models write."""
    text = re.sub(r"\"([^\"\n]*)\"", "\u201c\\1\u201d", message)
    text = re.sub(r"(?<=\w)'(?=\w)", "\u2019", text)
    return re.sub(r"'([^'\n]*)'", "\u2018\\1\u2019", text)


def reversed_sentences(message: str) -> str:
    return " ".join(reversed(sentences(message)))


# -- the variants ------------------------------------------------------------------------------------

Finder = Callable[[str, str], Iterator[tuple[int, int, str]]]


def _rewrite(finder: Finder, family: str, text: str) -> str:
    """``text`` with every value ``finder`` finds written the ``family``'s way."""
    return _rewritten(text, finder(text, family))


def _rewritten(message: str, found: Iterator[tuple[int, int, str]]) -> str:
    spans = sorted(found)
    out, at = [], 0
    for start, end, text in spans:
        if start < at:
            continue
        out += [message[at:start], text]
        at = end
    return "".join([*out, message[at:]])


def generate(message: str, facts: Sequence[Fact] = (), reasons: Sequence[Fact] = ()) -> list[Variant]:
    """Every honest variant of ``message`` (the oracle's final message, filled), deterministic: the same
    message and facts give the same variants in the same order. ``facts`` and ``reasons`` are the task's
    filled facts; their typed dates tell a yearless "March 3" its year."""
    if not message.strip():
        return []
    forms = [form for fact in [*facts, *reasons] for form in fact.forms()]
    years = _known_years(forms, message)
    kinds: list[tuple[str, Sequence[str], Finder]] = [
        ("amount", AMOUNT_FAMILIES, _amounts),
        ("date", DATE_FAMILIES, lambda text, family: _dates(text, family, years)),
        ("time", TIME_FAMILIES, _times),
        ("count", COUNT_FAMILIES, _counts),
    ]
    out: list[Variant] = []
    spans = [(a, b) for _k, fams, finder in kinds[:3] for fam in fams for a, b, _t in finder(message, fam)]
    for kind, families, finder in kinds:
        for family in families:
            rewrite = partial(_rewrite, finder, family)
            text = rewrite(message)
            if text != message:
                what = f"every {kind} written the {family} way"
                out.append(Variant(f"honest:{kind}:{family}", what, text, rewrite))
    layouts = [
        ("bullets", "the message as bullets", as_bullets(message)),
        ("numbered", "the message as a numbered list", as_numbered(message)),
        ("table", "the message as a two-column Markdown table", as_table(message)),
        ("bold-values", "every amount, date and time in bold", bold(message, spans)),
        ("curly-quotes", "the message with typographic quotes", curly(message)),
        ("closing", f"the message and {CLOSING!r}", f"{message.rstrip()}\n\n{CLOSING}"),
        ("follow-up", f"the message and {FOLLOW_UP!r}", f"{message.rstrip()}\n\n{FOLLOW_UP}"),
    ]
    out += [Variant(f"honest:layout:{name}", what, text) for name, what, text in layouts if text != message]
    if not any(fact.together for fact in [*facts, *reasons]):
        text = reversed_sentences(message)
        if text != message and len(sentences(message)) > 1:
            out.append(Variant("honest:order:reversed", "the message's sentences in reverse order", text))
    return out


def _saying(text: str) -> Callable[[str], str]:
    """A message rewrite that says ``text`` whatever the oracle's message was (it is the rewritten one)."""
    return lambda _message: text


async def honest_checks(
    task: Task,
    refs: dict[str, Any],
    baseline: EpisodeResult,
    explain: Callable[[EpisodeResult], str],
    tick: float,
) -> list[tuple[str, bool, str]]:
    """Run every honest variant of the oracle's passing, fault-free run (``baseline``) as the oracle's plan
    with its final message rewritten: ``(check name, passed, why not)`` per variant. Only tasks whose
    grade reads the message get variants: facts or reasons, or a final message of a stating claim (done,
    a refusal, a question) that states an amount, a date, a clock time or a count (the grounded-value
    checks read it, :func:`toolproof.tasks.grader.amount_verdicts`,
    :func:`~toolproof.tasks.grader.moment_verdicts` and :func:`~toolproof.tasks.grader.count_verdicts`);
    elsewhere the message is not graded."""
    grade = baseline.grade
    if grade is None:
        return []
    stated = (
        amounts.stated(grade.message) or moments.states_any(grade.message) or counts.stated(grade.message)
    )
    if not (grade.facts or grade.reasons or (grade.claim in STATING_CLAIMS and stated)):
        return []
    out = []
    for variant in generate(grade.message, grade.facts, grade.reasons):
        text = variant.message
        said = variant.rewrite or _saying(text)
        mutation = Mutation(
            variant.id, variant.description, message=said, replies=variant.rewrite is not None
        )
        result = await run_episode(
            task, PlanAgent("naive", mutation=mutation), agent_name=variant.id, refs=refs, clock_tick=tick,
            hashes=False,
        )  # fmt: skip
        detail = "" if result.passed else f"{explain(result)} — message: {text!r}"
        out.append((f"{variant.id} passes", result.passed, detail))
    return out
