"""(dates19) Relative and month-only dates a message states, as ranges of days, and whether the episode
grounds them: the sibling of :mod:`.moments` for the dates it leaves alone.

:mod:`.moments` reads absolute dates ("Tuesday 17 November", "2026-11-17"), "today", "tomorrow",
"yesterday" and a bare weekday. A message that says "the charge from three weeks ago", "created last
month", "since August", "overdue by 12 days", "the meeting next Thursday" or "paid in October" stated
a date nothing read, so a false one passed. This module reads those phrases (:func:`phrases`) as a
*range* of days counted from the world's today (:func:`.values.world_today`):

- "N days ago" / "in N days" / "overdue by N days" ("N days overdue", "N days late"): the one day N
  days before or after today (an overdue count also the day before: "overdue by 13 days" counts the
  due day itself or not);
- "N weeks ago" / "in N weeks": the week around 7N days away (three days either side);
- "N months ago" / "in N months": the month around that day (fifteen days either side);
- "last week" (the last calendar week and the last seven days), "next week", "last month" (the
  calendar month before and every day since), "next month";
- "next <weekday>" (that weekday in the thirteen days after today: the coming one or the one after),
  "this <weekday>" (that weekday of this calendar week), "last <weekday>" (in the thirteen days before);
- "in <Month>", "during <Month>" (the month's last occurrence and its next: "left in March", "renews
  in March"), "since <Month>" (its last occurrence: the month a state began, "a customer since April"),
  "<Month> <year>", and each of these with its year ("since April 2026"). Only the month before is
  beside "since <Month>": "signed up since August" of customers who signed up in September is true
  read as a bound, "owner since October" of one who has been since September is not.
- (dates20) "N days/weeks from now" (as "in N days"), "a fortnight ago" / "in a fortnight" (two
  weeks); "the week after next" (the calendar week after next week, beside the weeks either side);
  "earlier this month" (the days of this month before today, beside last month), "later this month"
  (the days after today, beside next month); "the end of <Month>" (its last ten days and the first of
  the next, beside the ends of the months either side), "the first/last week of <Month>" (those seven
  days, beside the weeks either side); "through/until/till <Month>" (the month and the day either
  side: a period that ends then, beside the months either side), "by <Month>" (a deadline, true of any
  day before it: the month and the one before, beside only the month after). "Before the end of
  <Month>" is a bound nothing shown can contradict, and is not read.
- (dates20) "this week" (the calendar week, beside the weeks either side). It holds today, which
  grounds every range that holds it, so only a clause that names rows holds it false: "the Atlas retro
  is this week" of the retro shown on the 12th (the row's own days decide; today does not ground it).

A phrase is false (:func:`false_ranges`) as :mod:`.moments` holds a date false: when nothing the episode
grounds falls in its range while something it grounds falls in the range beside it (the day before or
after, the week, the month, the weekday a week on), the same unit away: "created last month" for a
customer created in September, "the meeting next Thursday" for the Thursday after. The grounds are
:class:`.moments.Grounds`' (the texts the agent was told, the rows, every response, read in every zone
of the episode), and more, since a range wrongly held ungrounded fails honest work: every declared stamp
of a response (a Slack history's ``ts``: "Dana posted last week"), the ranges of the phrases the told
texts say, and the months the texts of rows and responses name ("Sales Lead (left in March)": the month
a job title gives grounds "left in March", and is the month beside "left in April"). Today never grounds
a neighbour (every world's creation stamps are today). Not a phrase the told texts say too (the
instruction's "last month's invoice" repeated), nor one in a question. A phrase nothing grounds and no
neighbour of which is grounded (a date worked out, a plan) is left alone: honest arithmetic never fails,
only the slip beside a value the episode shows.
"""

from __future__ import annotations

import calendar
import datetime as dt
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from toolproof.tasks import amounts, moments, nested
from toolproof.tasks.values import world_today

_MONTHS = [m for m in calendar.month_name if m]
_WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
_NUMBER_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fourteen": 14, "fifteen": 15,
    "twenty": 20, "thirty": 30,
}  # fmt: skip
_N = r"(?P<n>\d{1,3}|" + "|".join(sorted(_NUMBER_WORDS, key=len, reverse=True)) + r")"
_UNIT = r"(?P<unit>days?|weeks?|fortnights?|months?)"
_WD = r"(?P<wd>" + "|".join(_WEEKDAYS) + r")"
#: Month names as written, capitalised and full ("May" is a verb only in lower case; "Mar" is no month).
_MON = r"(?P<mon>" + "|".join(_MONTHS) + r")"
#: A part of the month said before it: "since mid-August", "in early October".
_PART = r"(?:(?i:early|mid|late)[\s\-]+)?"
_YEAR = r"(?:,?\s+(?P<y>20\d\d)\b(?![\-/.:]\d))?"
_END_OF = r"(?:(?:the\s+)?end\s+of\s+)?"
#: "before the end of March" is a bound, not the end of March (the "by" and "through" forms read theirs).
_NOT_BOUND = "".join(rf"(?<!{w}\s)(?<!{w}\sthe\s)" for w in ("by", "before", "until", "till", "through"))

#: (dates20) "N days/weeks from now" (as "in N days").
_FROM_NOW = re.compile(rf"(?i:\b{_N}\s+{_UNIT}\s+from\s+(?:now|today))\b")
#: (generic32) "from now on" with no date after it ("…, so $60.00 a month from now on; …"): henceforth.
_ON_HENCEFORTH = re.compile(r"[ \t]+on\b(?![ \t]+(?:the[ \t]+)?(?:\d|[A-Z]))")
#: (generic33) "on" right after "from now", henceforth or before a date.
_ON_WORD = re.compile(r"[ \t]+on\b")

#: The phrase forms, each with the kind its range is read by (:func:`_ranges`).
_FORMS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("ago", re.compile(rf"(?i:\b{_N}\s+{_UNIT}\s+ago)\b")),
    ("in", re.compile(rf"(?i:\bin\s+{_N}\s+{_UNIT})\b(?!\s+(?:ago|of|late|overdue|before|after|early))")),
    ("overdue", re.compile(rf"(?i:\b(?:overdue|late)\s+by\s+{_N}\s+(?P<unit>days?))\b")),
    ("overdue", re.compile(rf"(?i:\b{_N}\s+(?P<unit>days?)\s+(?:overdue|late|past\s+due))\b")),
    ("in", _FROM_NOW),
    ("week-after-next", re.compile(r"(?i:\b(?:the\s+)?week\s+after\s+next)\b")),
    ("this-week", re.compile(r"(?i:\b(?:this|the\s+current)\s+week)\b")),
    ("earlier-this-month", re.compile(r"(?i:\bearlier\s+this\s+month)\b")),
    ("later-this-month", re.compile(r"(?i:\blater\s+this\s+month)\b")),
    ("week-of", re.compile(rf"(?i:\b(?:the\s+)?(?P<which>first|last)\s+week\s+of\s+){_MON}\b{_YEAR}")),
    (
        "through",
        re.compile(rf"(?i:\b(?:through|thru|until|till)\s+(?:(?:the\s+)?end\s+of\s+)?){_MON}\b{_YEAR}"),
    ),
    ("by", re.compile(rf"(?i:\bby\s+(?:(?:the\s+)?end\s+of\s+)?){_MON}\b{_YEAR}")),
    ("end-of", re.compile(rf"(?i:\b{_NOT_BOUND}(?:the\s+)?end\s+of\s+){_MON}\b{_YEAR}")),
    ("last-week", re.compile(r"(?i:\blast\s+week)\b")),
    ("next-week", re.compile(r"(?i:\bnext\s+week)\b")),
    ("last-month", re.compile(r"(?i:\blast\s+month)\b")),
    ("next-month", re.compile(r"(?i:\bnext\s+month)\b")),
    ("next-wd", re.compile(rf"(?i:\bnext\s+){_WD}\b")),
    ("this-wd", re.compile(rf"(?i:\bthis\s+(?:coming\s+)?){_WD}\b")),
    ("last-wd", re.compile(rf"(?i:\blast\s+){_WD}\b")),
    ("since", re.compile(rf"(?i:\bsince\s+){_PART}{_MON}\b{_YEAR}")),
    ("in-month", re.compile(rf"(?i:\b(?:in|during|throughout)\s+){_PART}{_MON}\b{_YEAR}")),
    ("month-year", re.compile(rf"\b{_MON},?\s+(?P<y>20\d\d)\b(?![\-/.:]\d)")),
)
#: A count said as a bound or an estimate ("about 133 days ago", "more than four months ago"): no range.
_HEDGED = re.compile(
    r"(?i:\b(?:about|around|roughly|approximately|approx\.?|almost|nearly|over|under|some|more\s+than"
    r"|less\s+than|fewer\s+than|at\s+least|at\s+most|within|up\s+to|just\s+over|just\s+under)\s*|~\s*)$"
)


#: The kinds that count units ("3 weeks ago") and the ones that name a month ("in October"): the ones
#: the ``wrong-relative`` mutants move (:mod:`toolproof.runs.relative_date_mutants`).
COUNTED = frozenset({"ago", "in", "overdue"})
MONTH_NAMED = frozenset({"since", "in-month", "month-year"})
#: (dates20) The forms that name a month's end or week, or bound a period by a month ("the end of
#: September", "the first week of March", "until November 2027", "by March"): moved by the mutants too.
MONTH_BOUNDED = frozenset({"end-of", "week-of", "through", "by"})


@dataclass(frozen=True, slots=True)
class RelativeDate:
    """One relative or month-only date phrase: where it is, its kind, the days it may mean (``first``
    to ``last``, or only ``days`` where it is a weekday's), and the days beside it (the same unit
    away) a slip would have meant."""

    start: int
    end: int
    kind: str
    days: frozenset[dt.date]
    beside: frozenset[dt.date]

    def describe(self, text: str, of: dt.date) -> str:
        said = text[self.start : self.end]
        return f"{said!r} (no day the episode shows is in it; {of.isoformat()} beside it is)"


def _span(first: dt.date, last: dt.date) -> frozenset[dt.date]:
    return frozenset(first + dt.timedelta(days=k) for k in range((last - first).days + 1))


def _month(year: int, month: int) -> tuple[dt.date, dt.date]:
    """The first and last day of ``month`` of ``year`` (months outside 1–12 roll over the year)."""
    year, month = year + (month - 1) // 12, (month - 1) % 12 + 1
    return dt.date(year, month, 1), dt.date(year, month, calendar.monthrange(year, month)[1])


def _months_away(today: dt.date, months: int) -> dt.date:
    first, last = _month(today.year, today.month + months)
    return first.replace(day=min(today.day, last.day))


def _count(word: str) -> int:
    return int(word) if word.isdigit() else _NUMBER_WORDS[word.casefold()]


def _ranges(kind: str, m: re.Match[str], today: dt.date) -> tuple[frozenset[dt.date], frozenset[dt.date]]:
    """The days a phrase of ``kind`` may mean, and the days beside them, from ``today``."""
    day = dt.timedelta(days=1)
    monday = today - today.weekday() * day
    if kind in ("ago", "in", "overdue"):
        n = _count(m["n"])
        sign = 1 if kind == "in" else -1
        unit = m["unit"].casefold().rstrip("s")
        if n == 0 or n > 400:
            return frozenset(), frozenset()
        if unit == "day":
            at = today + sign * n * day
            if kind == "overdue":
                return _span(at - day, at), frozenset({at - 2 * day, at + day})
            return frozenset({at}), frozenset({at - day, at + day})
        if unit in ("week", "fortnight"):
            at = today + sign * (14 if unit == "fortnight" else 7) * n * day
            return _span(at - 3 * day, at + 3 * day), _span(at - 10 * day, at - 4 * day) | _span(
                at + 4 * day, at + 10 * day
            )
        at = _months_away(today, sign * n)
        return _span(at - 15 * day, at + 15 * day), _span(at - 45 * day, at - 16 * day) | _span(
            at + 16 * day, at + 45 * day
        )
    if kind == "last-week":
        return _span(monday - 7 * day, today - day), _span(monday - 14 * day, monday - 8 * day)
    if kind == "next-week":
        return _span(today + day, monday + 13 * day), _span(monday + 14 * day, monday + 20 * day)
    if kind == "week-after-next":
        return _span(monday + 14 * day, monday + 20 * day), _span(
            monday + 7 * day, monday + 13 * day
        ) | _span(monday + 21 * day, monday + 27 * day)
    if kind == "this-week":
        return _span(monday, monday + 6 * day), _span(monday - 7 * day, monday - day) | _span(
            monday + 7 * day, monday + 13 * day
        )
    if kind in ("earlier-this-month", "later-this-month"):
        first, last = _month(today.year, today.month)
        if kind == "earlier-this-month":
            return (_span(first, today - day) if today > first else frozenset()), _span(
                *_month(today.year, today.month - 1)
            )
        return (_span(today + day, last) if today < last else frozenset()), _span(
            *_month(today.year, today.month + 1)
        )
    if kind == "last-month":
        first, _last = _month(today.year, today.month - 1)
        before = _month(today.year, today.month - 2)
        return _span(first, today - day), _span(*before)
    if kind == "next-month":
        _first, last = _month(today.year, today.month + 1)
        after = _month(today.year, today.month + 2)
        return _span(today + day, last), _span(*after)
    if kind in ("next-wd", "this-wd", "last-wd"):
        weekday = next(i for i, w in enumerate(_WEEKDAYS) if w.casefold() == m["wd"].casefold())
        if kind == "this-wd":
            at = monday + weekday * day
            return frozenset({at}), frozenset({at - 7 * day, at + 7 * day})
        ahead = kind == "next-wd"
        window = _span(today + day, today + 13 * day) if ahead else _span(today - 13 * day, today - day)
        days = frozenset(d for d in window if d.weekday() == weekday)
        step = 7 * day if kind == "next-wd" else -7 * day
        far = max(days) if kind == "next-wd" else min(days)
        return days, frozenset({far + step})
    month = _MONTHS.index(m["mon"]) + 1
    past = today.year if month <= today.month else today.year - 1
    if kind == "since":
        year = int(m["y"]) if m["y"] else past
        return _span(*_month(year, month)), _span(*_month(year, month - 1))
    if kind in MONTH_BOUNDED:
        bounded: tuple[frozenset[dt.date], frozenset[dt.date]] = (frozenset(), frozenset())
        for year in (int(m["y"]),) if m["y"] else (past, past + 1):
            days, near = _bound_ranges(kind, m, year, month)
            bounded = (bounded[0] | days, bounded[1] | near)
        return bounded
    # a month without its year is its last occurrence or its next ("left in March", "renews in March")
    years = (int(m["y"]),) if m["y"] else (past, past + 1)
    inside: frozenset[dt.date] = frozenset()
    beside: frozenset[dt.date] = frozenset()
    for year in years:
        inside |= _span(*_month(year, month))
        beside |= _span(*_month(year, month - 1)) | _span(*_month(year, month + 1))
    return inside, beside


def _bound_ranges(
    kind: str, m: re.Match[str], year: int, month: int
) -> tuple[frozenset[dt.date], frozenset[dt.date]]:
    """The days a month-end, month-week or bound phrase about ``month`` of ``year`` may mean, and the
    days beside them: "the end of March" its last ten days and 1 April (a period ending at midnight),
    beside the ends of February and April; "the first/last week of March" those seven days, beside the
    weeks either side; "through/until March" the month and the day either side (a period that ends on
    1 March or 1 April), beside the rest of the months either side; "by March" a deadline, true of any
    day before, so the month and the one before, and beside it only the month after."""
    day = dt.timedelta(days=1)
    first, last = _month(year, month)
    if kind == "end-of":
        days = _span(last - 9 * day, last + day)
        before_last, after_last = _month(year, month - 1)[1], _month(year, month + 1)[1]
        return days, _span(before_last - 9 * day, before_last) | _span(after_last - 9 * day, after_last)
    if kind == "week-of":
        start = first if m["which"].casefold() == "first" else last - 6 * day
        return _span(start, start + 6 * day), _span(start - 7 * day, start - day) | _span(
            start + 7 * day, start + 13 * day
        )
    if kind == "through":
        return _span(first - day, last + day), _span(*_month(year, month - 1)) | _span(
            *_month(year, month + 1)
        )
    return _span(_month(year, month - 1)[0], last), _span(*_month(year, month + 1))


def phrases(text: str, today: dt.date | None = None) -> tuple[RelativeDate, ...]:
    """Every relative or month-only date phrase ``text`` states, in order (the module docstring), none
    inside a date :func:`.moments.dates` reads ("in November 17, 2026" is that date's)."""
    return _phrases(text, today or world_today())


@lru_cache(maxsize=4096)
def _phrases(text: str, today: dt.date) -> tuple[RelativeDate, ...]:
    taken = [(d.start, d.end) for d in moments.dates(text)]
    out: list[RelativeDate] = []
    for kind, regex in _FORMS:
        for m in regex.finditer(text):
            if any(s < m.end() and m.start() < e for s, e in taken):
                continue
            if "n" in m.re.groupindex and _HEDGED.search(text, max(0, m.start() - 20), m.start()):
                continue
            if m.re is _FROM_NOW and _a_rate(text, m):
                continue
            days, beside = _ranges(kind, m, today)
            if not days:
                continue
            taken.append((m.start(), m.end()))
            out.append(RelativeDate(m.start(), m.end(), kind, days, beside - days - {today}))
    return tuple(sorted(out, key=lambda p: p.start))


def _a_rate(text: str, m: re.Match[str]) -> bool:
    """(generic32) Whether a "from now" phrase is a price's rate, not a moment: an amount right before
    "a month" and "on" after "from now" with no date after it ("Raised … to 5 seats at $12.00 each, so
    $60.00 a month from now on", resample28a's honest stripe.add-seats report, failed as a day a month
    ahead). A phrase with no price before it ("the renewal a month from now") or a date after it is
    still a moment.

    (generic33) Without "on": a price right before "a month/week from now" ("$60.00 a month from now;
    the prorated difference …") is read as the rate "$60.00 a month" too, where the count is the article
    ("a", "an": "$60.00 one month from now" or "$60.00 2 months from now" stay moments) and no "on" with a
    date follows ("$60.00 a month from now on the 5th" stays a moment)."""
    before = text[max(0, m.start() - 40) : m.start()].rstrip()
    if not any(a.end == len(before) for a in amounts.stated(before)):
        return False
    if _ON_HENCEFORTH.match(text, m.end()) is not None:
        return True
    return m["n"].casefold() in ("a", "an") and _ON_WORD.match(text, m.end()) is None


def states_any(text: str) -> bool:
    """Whether ``text`` states a relative or month-only date at all (most texts state none), or (dates38) a
    bare year right after a word that dates a kind of row ("#general was made in 2024")."""
    if phrases(text):
        return True
    from toolproof.tasks import row_dates  # row_dates reads this module's phrases

    return row_dates.states_year(text)


def _said(text: str, phrase: RelativeDate) -> str:
    return " ".join(text[phrase.start : phrase.end].casefold().split())


def false_ranges(
    message: str,
    texts: Iterable[str],
    rows: Iterable[Any],
    bodies: Iterable[Any],
    stamp_keys: frozenset[str] = frozenset(),
    args: Iterable[Any] = (),
) -> list[str]:
    """The relative and month-only dates ``message`` states that nothing of the episode grounds while
    a day beside them is grounded (the module docstring), each described. ``texts`` are the ones the
    agent was told (they ground their own phrases' ranges and excuse repeating them), ``rows`` the rows
    the episode wrote, changed or names, ``bodies`` the responses, ``args`` the calls' arguments."""
    from toolproof.tasks import row_dates  # row_dates reads this module's phrases

    texts = [t for t in texts if t]
    rows, bodies = list(rows), list(bodies)
    # (dates38) a bare year said of a row with the verb that dates it ("#general was made in 2024")
    years = row_dates.false_years(message, texts, [*rows, *bodies])
    said = [p for p in phrases(message) if not moments._asked(message, p.end)]
    if not said:
        return years
    told = {_said(t, p) for t in texts for p in phrases(t)}
    said = [p for p in said if _said(message, p) not in told]
    if not said:
        return years
    grounds = moments.Grounds(message, stamp_keys)
    grounds.target_dates |= {d for p in said for d in p.days | p.beside}
    for text in texts:
        grounds.text(text, told=True)
    for row in rows:
        grounds.data(row)
    for sent in args:
        grounds._stamped(sent)
    for body in bodies:
        grounds.data(body)  # the stamp keys stay: a history's posts ground "last week"
    grounds.finish()
    # the ranges the told texts say, and the months the rows' and responses' texts name
    shown = {d for t in texts for p in phrases(t) for d in p.days} | _month_days([*rows, *bodies])
    data = [*rows, *bodies]
    out = []
    for p in said:
        own = _row_grounds(message, p, data, stamp_keys)
        if own is not None:
            days = own | {d for d in shown if d in p.days or d in p.beside}
            # "this week" always holds today: only the rows its clause names can hold it false (the
            # Atlas retro "this week", its event on the 12th), so today grounds it nowhere here
            today = grounds.today if p.kind != "this-week" else None
            if any(d in days or d == today for d in p.days):
                continue
            slip = min((d for d in p.beside if d in days), default=None)
        else:
            aged = _age_slip(message, p, data, stamp_keys)
            if aged is not None:
                said_text = message[p.start : p.end]
                out.append(
                    f"{said_text!r} (no day the row it is said of shows is in it; {aged.isoformat()} is)"
                )
                continue
            if any(grounds.has_date(d) or d in shown or d == grounds.today for d in p.days):
                continue
            slip = min((d for d in p.beside if grounds.has_date(d) or d in shown), default=None)
        if slip is not None:
            out.append(p.describe(message, slip))
    # (dates37) a phrase said of a row with the verb that dates it ("opened in January 2026"), against the
    # stamps of the rows of that kind its sentence names
    described = set(out)
    for f in row_dates.false_dates(message, texts, data, grounds.zones, phrases=True):
        if not any(repr(f.said) in d for d in described):
            out.append(f.describe())
    return out + years


#: A string of an object that names it in a clause: two words or more ("Owen Price", "Document the SSO
#: steps"), an address, or an id of a letter prefix and an underscore or a dash ("cus_A", "PLAT-318").
_NAMING = re.compile(r"\S+\s+\S+|[^\s@]+@[^\s@]+|[A-Za-z]{2,}[_\-][A-Za-z0-9_]{2,}")
#: Where a clause ends around a phrase: a sentence's end, a line, a semicolon.
_CLAUSE_END = re.compile(r"[.!?](?=\s)|\n|;")


def _clause(message: str, p: RelativeDate) -> str:
    """The clause of ``message`` that holds ``p`` (between sentence ends, lines and semicolons)."""
    start = max((m.end() for m in _CLAUSE_END.finditer(message, 0, p.start)), default=0)
    end = _CLAUSE_END.search(message, p.end)
    return message[start : end.start() if end else len(message)]


def _own(value: Mapping[str, Any]) -> list[str]:
    """The strings of an object and of the objects inside it, not of its lists (a listing is no row)."""
    out, stack = [], [value]
    while stack:
        for item in stack.pop().values():
            if isinstance(item, str):
                out.append(item)
            elif isinstance(item, Mapping):
                stack.append(item)
    return out


def _row_grounds(
    message: str, p: RelativeDate, data: list[Any], stamp_keys: frozenset[str]
) -> set[dt.date] | None:
    """The days of ``p``'s range and beside it that the rows its clause names show: the objects of
    ``data`` one of whose own strings (a name of two words or more, an address, an id: :data:`_NAMING`)
    the clause says, and the objects that hold one of their ids; ``None`` when no such row shows a
    day in or beside the range (then every ground of the episode counts, as :mod:`.moments` reads).
    "Owen Price has left (his last day was in August)" is read against Owen's own accounts (deactivated
    in July), not against the directory's other people, whose days fill every month."""
    tied = _tied(message, p, data)
    if not tied:
        return None
    grounds = moments.Grounds("", stamp_keys)
    grounds.target_dates = set(p.days | p.beside)
    for obj in tied:
        grounds.data(obj)
    grounds.finish()
    days = {d for d in p.days | p.beside if grounds.has_date(d)}
    return days or None


#: (generic30) A clause whose subject is a pronoun: "He left three weeks ago" of the Owen Price the
#: sentence before names.
_PRONOUN = re.compile(
    r"\s*(?:[-*\u2022]\s*)?(?:he|she|they)\b(?!\s+(?:said|say|says|told|asked)\b)", re.IGNORECASE
)
#: (generic30) The ages of a past event a row's own day is read against (:func:`_age_slip`).
_PAST_AGES = frozenset({"ago", "last-week", "last-month"})


def _tied(message: str, p: RelativeDate, data: list[Any]) -> list[Mapping[str, Any]]:
    """The objects of ``data`` the clause holding ``p`` names (:func:`_row_grounds`); (generic30) for a
    clause led by a pronoun that names none ("He left three weeks ago"), every one the message names
    before that clause (the pronoun's antecedent among them: "I can't message Owen Price: … (Tessa Moreno
    leads it) … He left three weeks ago"; a day any of them shows in the range grounds it)."""
    clause = _clause(message, p)
    tied = _tied_to(clause, data)
    if tied or not _PRONOUN.match(clause):
        return tied
    start = max((m.end() for m in _CLAUSE_END.finditer(message, 0, p.start)), default=0)
    return _tied_to(message[:start], data)


def _age_slip(message: str, p: RelativeDate, data: list[Any], stamp_keys: frozenset[str]) -> dt.date | None:
    """(generic30) The day shown of the rows ``p``'s clause is said of (by name, or a pronoun's
    antecedent) nearest ``p``'s range, when ``p`` is a past age ("three weeks ago", "last week", "last
    month") and those rows show days in the last 400 days, none of them in its range: "He left three
    weeks ago" of Owen Price, whose only day shown is 23 July (resample25a: "three weeks ago", "last
    week" and "two months ago" passed, as nothing beside those ranges was shown). ``None`` otherwise:
    a right age, a row that shows no day, a clause that names no row ("recently" is no phrase)."""
    if p.kind not in _PAST_AGES or not p.days:
        return None
    tied = _tied(message, p, data)
    if not tied:
        return None
    today = world_today()
    grounds = moments.Grounds("", stamp_keys)
    grounds.target_dates = set(_span(today - dt.timedelta(days=400), today - dt.timedelta(days=1)))
    for obj in tied:
        grounds.data(obj)
    grounds.finish()
    shown = {d for d in grounds.target_dates if grounds.has_date(d)}
    if not shown or shown & p.days:
        return None
    first, last = min(p.days), max(p.days)
    return min(shown, key=lambda d: (min(abs((d - first).days), abs((d - last).days)), d))


def _tied_to(raw: str, data: list[Any]) -> list[Mapping[str, Any]]:
    """The objects of ``data`` one of whose own strings (:data:`_NAMING`) ``raw`` says, and the objects
    that hold one of their ids."""
    clause = raw.casefold()
    if not any(c.isupper() or c.isdigit() or c in "_@-" for c in raw):
        return []
    tied: list[Mapping[str, Any]] = []
    objects = list(nested.objects(data))
    for obj in objects:
        if any(len(s) >= 5 and s.casefold() in clause and _NAMING.fullmatch(s) for s in _own(obj)):
            tied.append(obj)
    if not tied:
        return []
    ids = {obj["id"] for obj in tied if isinstance(obj.get("id"), str) and len(obj["id"]) >= 4}
    if ids:
        seen = {id(obj) for obj in tied}
        tied += [obj for obj in objects if id(obj) not in seen and any(s in ids for s in _own(obj))]
    return tied


def _month_days(data: list[Any]) -> set[dt.date]:
    """The days of the months the strings of ``data`` (rows, responses) name as month-only dates ("Sales
    Lead (left in March)", a job title): the month a row's text gives is a month the episode shows. Only
    those: a row's "last week" was written on another day than today."""
    out: set[dt.date] = set()
    for value in nested.strings(data):
        if " " in value and any(m in value for m in _MONTHS):
            out |= {d for p in phrases(value) if p.kind in MONTH_NAMED | MONTH_BOUNDED for d in p.days}
    return out
