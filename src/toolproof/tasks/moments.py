"""Dates and clock times a message states, and whether the episode grounds them: the done-message
moments check (the dates-and-times sibling of :mod:`.amounts`).

The re-samples kept finding a done message that states a value the state contradicts on a task that
asks for no report: another clock time, a date a day off. A task checks the values it asks to be
reported (facts), not the ones the message restates. This module reads every calendar date a message
states ("Tuesday 17 November", "Nov 17th", "2026-11-17", "17.11.2026", "11/17/2026": :func:`dates`)
and every clock time ("3 PM", "15:00", "3:30pm ET", "1–2 PM": :func:`times`), and asks whether
anything the agent was given *grounds* it (:class:`Grounds`): the instruction and the user's words,
the rows the episode wrote or changed, and every response it received. A date that nothing grounds
while the day before or after it is grounded, or a clock time that nothing grounds while the same
time an hour earlier or later is, is a false claim (:func:`false_moments`). Anything else that nothing
grounds (a date the agent worked out, "in two weeks") is left alone: the check fails no honest
arithmetic, only the slip next to a value the episode shows.

How data grounds a moment. An ISO date ("2026-11-17") is that date. An instant (an ISO date-time with
its offset or ``Z``, or an integer Unix timestamp between 2001 and 2096, as Stripe writes
``current_period_end``) grounds its date and clock time in every zone of the episode: UTC, each IANA
zone named anywhere in the grounds or the message ("America/New_York" in a calendar's ``timeZone``),
and each zone the message or the instruction names by a word ("3 PM ET", or a city or country right
after a clock time, "18:00 Oslo time": :mod:`.zone_places`). A date-time written with a
non-zero offset, or none, also grounds its clock as written, in any zone (the clock the calendar
shows); a ``Z`` one does not (every world's creation stamps are 09:00 UTC). Free text grounds
the dates and times it states, "today", "tomorrow", "yesterday" and a bare weekday (the one in the
coming week and the one in the past week) against the world's today (:func:`.values.world_today`); a
clock time with a zone grounds that time in that zone and the same instant in the episode's other
zones (on the world's today, for the offset), one without a zone grounds that clock in any zone. A
yearless date is read in the year that puts it nearest the world's today, in the message and in the
grounds alike.
"""

from __future__ import annotations

import datetime as dt
import itertools
import marshal
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from toolproof.service import registry
from toolproof.tasks.values import world_today
from toolproof.tasks.zone_places import ZONE_WORDS, place_after

_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
           "October", "November", "December"]  # fmt: skip
_WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
#: Month names as written, capitalised ("may" is a verb, "march" too): full, three letters, "Sept".
_MON = r"(?P<mon>" + "|".join([*_MONTHS, *(m[:3] for m in _MONTHS), "Sept"]) + r")\b"
_WD = (
    r"(?:(?P<wd>(?:Mon|Tue|Tues|Wed|Weds|Thu|Thur|Thurs|Fri|Sat|Sun)(?:day|nesday|sday|rsday|urday)?"
    r"|MON|TUE|WED|THU|FRI|SAT|SUN)\b\.?,?\s+(?:the\s+)?)?"
)
#: The dot of a short month name ("Nov. 17"), never a sentence's full stop after a full one.
_MON_DOT = r"(?:(?<=\b[A-Z][a-z]{2})\.|(?<=\bSept)\.)?"
_YEAR = r"(?:,?\s+(?P<y>(?:19|20)\d\d)\b(?![\-/.:]\d))?"
_DAY = r"(?P<d>\d{1,2})(?P<ord>st|nd|rd|th)?(?!\d)"
_EDGE = r"(?<![\w\-/.#:$€£¥])"
#: The date forms, first match wins where two overlap (an ISO date is not also "11-17").
#: (zones17) A weekday after an all-number date, after a comma or in brackets: "2026-11-20 (Fri)",
#: "11/20/2026, Friday".
_WD_AFTER = (
    r"(?:(?:,\s*|\s*\(\s*)(?P<wd2>(?:Mon|Tue|Tues|Wed|Weds|Thu|Thur|Thurs|Fri|Sat|Sun)"
    r"(?:day|nesday|sday|rsday|urday)?|MON|TUE|WED|THU|FRI|SAT|SUN)\b\.?\)?)?"
)
#: (dates22) A weekday said of a named-month date after it: "November 4 is a Thursday", "4 November
#: (a Thursday)", "November 4, 2026, a Thursday", "was a", "falls on a". The twenty-first re-sample
#: (resample21c) passed "November 4 is a Thursday" (a Wednesday) in a report: only a weekday written
#: before the date, or after an all-number one, was read.
_WD_NAME = r"(?:Mon|Tue|Tues|Wed|Weds|Thu|Thur|Thurs|Fri|Sat|Sun)(?:day|nesday|sday|rsday|urday)?\b"
_WD_SAID = (
    r"(?:(?:\s+(?:is|was|falls\s+on)\s+a\s+|,\s+a\s+"
    rf"|\s*\(\s*(?:a\s+)?(?={_WD_NAME}\.?\s*[),]))"
    rf"(?P<wd2>{_WD_NAME})(?![\u2019']|\.?\w)\.?\)?)?"
)
_DATE_FORMS = (
    re.compile(rf"{_EDGE}{_WD}(?P<y>(?:19|20)\d\d)-(?P<m>\d\d)-(?P<d>\d\d)(?!\d){_WD_AFTER}"),
    re.compile(rf"{_EDGE}{_WD}(?P<d>\d{{1,2}})\.(?P<m>\d{{1,2}})\.(?P<y>(?:19|20)\d\d)(?!\d){_WD_AFTER}"),
    re.compile(rf"{_EDGE}{_WD}(?P<m>\d{{1,2}})/(?P<d>\d{{1,2}})/(?P<y>(?:19|20)\d\d)(?!\d){_WD_AFTER}"),
    # (zones17) day first where no month can be first: "Fri 20/11/2026"
    re.compile(
        rf"{_EDGE}{_WD}(?P<d>1[3-9]|2\d|3[01])/(?P<m>\d{{1,2}})/(?P<y>(?:19|20)\d\d)(?!\d){_WD_AFTER}"
    ),
    re.compile(rf"{_EDGE}{_WD}{_MON}{_MON_DOT}\s+(?:the\s+)?{_DAY}{_YEAR}(?![\d:]){_WD_SAID}"),
    re.compile(rf"{_EDGE}{_WD}{_DAY}\s+(?:of\s+)?{_MON}{_MON_DOT}{_YEAR}{_WD_SAID}"),
)


@dataclass(frozen=True, slots=True)
class StatedDate:
    """One calendar date as a text states it: where, which day, and whether it wrote the year."""

    start: int
    end: int
    day: dt.date
    has_year: bool
    #: The spans of the parts written (``y``, ``m``, ``mon``, ``d``, ``ord``, ``wd``), for rewriting.
    parts: tuple[tuple[str, int, int], ...]

    def shifted(self, text: str, day: dt.date) -> str:
        """This date's wording in ``text`` with ``day`` for its day, every part written as it was: the
        month's name full or short, the day padded or not, its ordinal, a weekday beside it."""
        out, at = [], self.start
        numeric = any(name == "m" for name, _s, _e in self.parts)
        for name, start, end in self.parts:
            out += [text[at:start], _part(name, text[start:end], day, numeric)]
            at = end
        return "".join(out) + text[at : self.end]


def _part(name: str, was: str, day: dt.date, numeric: bool) -> str:
    """One part of a date rewritten for ``day``: an all-number date keeps its parts' widths
    ("2026-10-01" → "2026-09-30"), a worded one pads its day only where it did ("Dec 31" → "Jan 1")."""
    if name == "y":
        return str(day.year)
    if name in ("m", "d"):
        number = day.month if name == "m" else day.day
        return f"{number:02d}" if was.startswith("0") or (numeric and len(was) == 2) else str(number)
    if name == "ord":
        suffix = "th" if 11 <= day.day % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(day.day % 10, "th")
        return suffix.upper() if was.isupper() else suffix
    full = _MONTHS[day.month - 1] if name == "mon" else _WEEKDAYS[day.weekday()]
    if name == "mon" and was == "Sept":
        new = full[:3] if day.month != 9 else "Sept"
    elif name == "mon":
        new = full if len(was) > 3 else full[:3]
    else:
        new = full if was.casefold() == _WEEKDAYS[_weekday(was)].casefold() else full[:3]
    return new.upper() if was.isupper() and len(was) > 1 else new


def _weekday(said: str) -> int:
    return next(i for i, w in enumerate(_WEEKDAYS) if w.casefold().startswith(said.casefold()[:3]))


def nearest_year(month: int, day: int, today: dt.date | None = None) -> dt.date | None:
    """A yearless month and day in the year that puts it nearest ``today`` (the world's)."""
    today = today or world_today()
    options = []
    for year in (today.year - 1, today.year, today.year + 1):
        try:
            options.append(dt.date(year, month, day))
        except ValueError:
            continue
    return min(options, key=lambda d: abs((d - today).days)) if options else None


#: (stop 48) How far from today a yearless date is taken to mean its nearest occurrence whatever weekday
#: is written beside it: within a quarter, "Thursday 20 November" on 2 November 2026 is this month's
#: 20th (a Friday: a wrong weekday); further, a date sits between its last and its next occurrence, and
#: its weekday says which ("Thu 10 Jun" on 2 November 2026 is 10 June 2027, not 2026's Wednesday).
_NEAR_DAYS = 92


def _weekday_year(nearest: dt.date, weekday: int, today: dt.date | None = None) -> dt.date | None:
    """The other occurrence around ``today`` of ``nearest``'s month and day (the one a year before or
    after, on today's other side) if ``weekday`` is its weekday and ``nearest`` is more than a quarter
    away; else ``None``. Weekdays of one date move by one or two a year, so at most one year matches."""
    today = today or world_today()
    if abs((nearest - today).days) <= _NEAR_DAYS:
        return None
    try:
        other = nearest.replace(year=nearest.year + (1 if nearest < today else -1))
    except ValueError:  # 29 February
        return None
    return other if other.weekday() == weekday else None


def dates(text: str) -> tuple[StatedDate, ...]:
    """Every calendar date ``text`` states, in order. A weekday written with a date that is not the
    date's own makes it no date (nothing can say which of the two is meant): such a date is a claim of
    its own, :func:`wrong_weekdays`."""
    return _read_dates(text)[0]


@dataclass(frozen=True, slots=True)
class WrongWeekday:
    """(dates16) A date written with a weekday that is not its own ("Thursday 20 November" when 20
    November 2026 is a Friday): where, the weekday said (Monday is 0) and the date."""

    start: int
    end: int
    weekday: int
    day: dt.date

    def describe(self, text: str) -> str:
        said = text[self.start : self.end].rstrip(".")  # "1 May." ends a sentence
        own = _WEEKDAYS[self.day.weekday()]
        article = "an" if own[0] in "AEIOU" else "a"
        date = f"{self.day.day} {_MONTHS[self.day.month - 1]} {self.day.year}"
        return f"says {said!r}; {date} is {article} {own}"


def wrong_weekdays(text: str) -> tuple[WrongWeekday, ...]:
    """(dates16) Every date ``text`` writes with a weekday that is not the date's own, in order (a
    yearless date read in the year nearest the world's today, as :func:`dates` reads it)."""
    return _read_dates(text)[1]


def misdated(message: str, told: Iterable[str], read: Iterable[Any] = ()) -> list[WrongWeekday]:
    """(dates16) The dates ``message`` states with a weekday not their own: contradictory, so a wrong
    claim whichever day was meant, and no other check can read them (:func:`dates` drops them). Not one
    whose pair (weekday and date) a ``told`` text says too (the instruction, the policy, the user's
    turns: a task may give a contradictory date on purpose, and the agent quoting it back is honest),
    nor one in a question ("Did you mean Thursday 20 November?": asking which is meant is honest)
    whose weekday and day a ``told`` text says (:func:`_asked_told`).

    (zones17) Nor one whose pair a string of the ``read`` data says (a response body: a post, an
    event's description) when the message gives it as that source's words: in quotation marks, or
    after a reporting verb in its sentence ("the post says Thursday 19 November", "Dana wrote …").
    The same pair stated as the agent's own ("the review is on Thursday 19 November") is still the
    agent's wrong claim: the data read says the weekday, not that it is the date's."""
    wrong = wrong_weekdays(message)
    if not wrong:
        return []
    told = [text for text in told if text]
    pairs = {(w.weekday, w.day) for text in told for w in wrong_weekdays(text)}
    left = [w for w in wrong if (w.weekday, w.day) not in pairs and not _asked_told(message, w, told)]
    if not left or not any(_attributed(message, w.start, w.end) for w in left):
        return left
    quoted = _read_pairs(read)
    return [w for w in left if (w.weekday, w.day) not in quoted or not _attributed(message, w.start, w.end)]


def _asked_told(message: str, wrong: WrongWeekday, told: Sequence[str]) -> bool:
    """(generic25) Whether ``wrong`` is asked back from the user's own words: in a question, with its
    weekday and its day both in one ``told`` text ("Thursday the 20th" told, "Did you mean Thursday 20
    November?" asked). A question that gives the weekday or the day itself is the agent's claim: the
    twenty-second re-sample passed "Did you mean Tuesday's, or the one on Thursday 6 November with
    Emeka?" (a Friday; told only "Thursday's 1:1"), as the question exemption read any question."""
    if not _asked(message, wrong.end):
        return False
    # the day as a number of its own ("the 20th", "20 Nov", "11/20", "20.11."), not an amount's or a
    # clock's digits ("$20", "12:20", "20:00")
    day = re.compile(rf"(?<![\w.,:$€£¥]){wrong.day.day}(?:st|nd|rd|th)?(?![\w:]|,\d)")
    weekday = _WEEKDAYS[wrong.weekday]
    return any(
        day.search(text) is not None
        and any(_weekday(m.group()) == wrong.weekday for m in _WEEKDAY_WORD.finditer(text))
        for text in told
        if weekday[:3].casefold() in text.casefold()
    )


#: A weekday's name as a told text writes it ("Thursday", "Thu", "THURS").
_WEEKDAY_WORD = re.compile(rf"\b{_WD_NAME}", re.IGNORECASE)


def _read_pairs(read: Iterable[Any]) -> set[tuple[int, dt.date]]:
    """The weekday-and-date pairs not their own that the strings of ``read`` (response bodies) say."""
    out: set[tuple[int, dt.date]] = set()
    stack = list(read)
    while stack:
        value = stack.pop()
        if isinstance(value, str):
            if any(c.isdigit() for c in value):
                out |= {(w.weekday, w.day) for w in wrong_weekdays(value)}
        elif isinstance(value, Mapping):
            stack.extend(value.values())
        elif isinstance(value, list | tuple):
            stack.extend(value)
    return out


#: Quotation: straight or curly double quotes, curly single quotes, backticks, on one line.
_QUOTED = re.compile(r"\"[^\"\n]*\"|\u201c[^\u201d\n]*\u201d|\u2018[^\u2019\n]*\u2019|`[^`\n]*`")
#: A verb that gives what follows as a source's words, not the writer's own.
_REPORTING = re.compile(
    r"\b(?:says?|said|reads?|wrote|writes|written|states?|stated|mentions?|mentioned|according\s+to"
    r"|announc(?:es|ed)|titled|labell?ed|quoted?|quotes)\b",
    re.IGNORECASE,
)


def _attributed(message: str, start: int, end: int) -> bool:
    """Whether the date at ``start:end`` of ``message`` is given as a source's words: inside quotation
    marks, or after a reporting verb earlier in its sentence."""
    if any(q.start() < start and end <= q.end() for q in _QUOTED.finditer(message)):
        return True
    begin = max((message.rfind(c, 0, start) for c in ".!?\n;"), default=-1) + 1
    return _REPORTING.search(message, begin, start) is not None


@lru_cache(maxsize=4096)
def _read_dates(text: str) -> tuple[tuple[StatedDate, ...], tuple[WrongWeekday, ...]]:
    if not any(c.isdigit() for c in text):
        return (), ()
    found: list[StatedDate] = []
    wrong: list[WrongWeekday] = []
    for regex in _DATE_FORMS:
        for m in regex.finditer(text):
            if any(s.start < m.end() and m.start() < s.end for s in found):
                continue
            groups = m.groupdict()
            month = int(groups["m"]) if groups.get("m") else _month_number(groups["mon"])
            year = groups.get("y")
            try:
                day = (
                    dt.date(int(year), month, int(groups["d"]))
                    if year
                    else nearest_year(month, int(groups["d"]))
                )
            except ValueError:
                continue
            if day is None:
                continue
            said_wd = groups.get("wd") or groups.get("wd2")
            swapped = None
            if said_wd and "/" in m.group() and _weekday(said_wd) != day.weekday():
                swapped = _day_first(day, _weekday(said_wd))
                day = swapped or day
            if said_wd and not year and _weekday(said_wd) != day.weekday():
                day = _weekday_year(day, _weekday(said_wd)) or day
            if said_wd and _weekday(said_wd) != day.weekday():
                wrong.append(WrongWeekday(m.start(), m.end(), _weekday(said_wd), day))
                continue
            flip = {"m": "d", "d": "m"} if swapped else {}
            parts = tuple(sorted((flip.get(n, n), m.start(n), m.end(n)) for n in groups if m[n] is not None))
            found.append(StatedDate(m.start(), m.end(), day, bool(year), tuple(sorted(parts, key=_at))))
    wrong += _bare_weekdays(text, found, wrong)
    return tuple(sorted(found, key=lambda s: s.start)), tuple(sorted(wrong, key=lambda w: w.start))


#: (traits44) A weekday said alone as the day something is on: "The call is on Friday", "it's Friday".
#: Capitalised, whole names or their three letters; not "next/last/this/every Friday" (another week's),
#: not a plural ("on Fridays"), not a weekday a date follows (the date reads it).
_WEEKDAY_ALONE = re.compile(
    r"(?<!\bnext\s)(?<!\blast\s)(?<!\bthis\s)(?<!\bevery\s)(?<!\bfollowing\s)"
    r"\b(?:on|is|was|falls\s+on|moved\s+to)\s+"
    r"(?-i:(?P<wd>(?:Mon|Tues?|Wed(?:nes)?|Thu(?:rs)?|Fri|Satur|Sun)day|Mon|Tue|Wed|Thu|Fri|Sat|Sun))"
    r"(?![\w\u2019']|\.?,?\s+(?:the\s+)?\d|\s+(?:of\s+)?(?:next|last|this)\s+week)"
)
#: Where a clause ends, for :func:`_bare_weekdays` (a sentence, a line, a semicolon).
_BARE_CLAUSE_END = re.compile(r"[.!?](?![^\W_])|[\n;]")
_ANY_WEEKDAY = re.compile(r"\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)")
_DAY_WORDS = frozenset(w.casefold() for w in (*_WEEKDAYS, *_MONTHS))


def _clause_around(text: str, start: int, end: int) -> str:
    before = max((m.end() for m in _BARE_CLAUSE_END.finditer(text, 0, start)), default=0)
    after = _BARE_CLAUSE_END.search(text, max(start, end - 1))  # a date's own last dot ("19 Nov.") ends it
    return text[before : len(text) if after is None else after.start()]


def _content_words(text: str) -> frozenset[str]:
    return (
        frozenset(
            w
            for w in (m.group().casefold() for m in re.finditer(r"[^\W\d_]{4,}", text))
            if w not in _DAY_WORDS
        )
        - _BARE_COMMON
    )


#: Words that tie no clause to another: verbs of being, pronouns, the bare weekday's own frame.
_BARE_COMMON = frozenset(
    {"this", "that", "with", "from", "have", "been", "were", "will", "your", "their", "they", "there",
     "about", "after", "before", "today", "tomorrow", "also", "still", "just", "then", "it's", "moved",
     "falls", "scheduled", "booked", "set", "held", "happening", "taking", "place", "now", "only"}
)  # fmt: skip


def _bare_weekdays(
    text: str, found: Sequence[StatedDate], wrong: Sequence[WrongWeekday]
) -> list[WrongWeekday]:
    """(traits44) A weekday said alone of a thing the same text dates on another weekday: "… for their
    renewal call on Thu 19 Nov, 14:00 New York. The call is on Friday." (resample39c's wrong plan of
    company-account.harbor-renewal-pack passed: a bare weekday is grounded by the week around today,
    and nothing read it against the date the message gives the call). Read where every content word of
    the bare weekday's clause ("call") stands in the clause of a date the text states, and no date the
    text states falls on that weekday (a second thing on that day may be the one meant); the
    contradiction is reported against the date, as a date written with another day's weekday is.
    A clause with no content word of its own ("It's on Friday") ties to nothing and is not read; nor a
    weekday in quotation marks (a name: "Reminder: all-hands on Thursday", due on the Wednesday) or one
    whose own clause holds the date ("out of office on Friday (through 10 November)": two days of one
    thing, the sweep's two honest alternates that failed so)."""
    if not found or _ANY_WEEKDAY.search(text) is None:
        return []
    said_days = {d.day.weekday() for d in found} | {w.weekday for w in wrong}
    out: list[WrongWeekday] = []
    for m in _WEEKDAY_ALONE.finditer(text):
        weekday = _weekday(m.group("wd"))
        if weekday in said_days or any(d.start <= m.start("wd") < d.end for d in found):
            continue
        if any(q.start() < m.start() < q.end() for q in _QUOTED.finditer(text)):
            continue  # a name or a source's words ("Reminder: all-hands on Thursday")
        clause = _clause_around(text, m.start(), m.end())
        words = _content_words(clause)
        if not words:
            continue
        days = {
            d.day
            for d in found
            if (other := _clause_around(text, d.start, d.end)) != clause and words <= _content_words(other)
        }
        if len(days) == 1:
            out.append(WrongWeekday(m.start("wd"), m.end("wd"), weekday, days.pop()))
    return out


def _day_first(day: dt.date, weekday: int) -> dt.date | None:
    """(zones17) A slashed date read month first, read day first instead when the weekday written
    with it is that reading's own: "Tue 10/11/2026" is 10 November (a Tuesday) to a European writer,
    and 11 October 2026 is a Sunday; the weekday says which is meant."""
    try:
        other = dt.date(day.year, day.day, day.month)
    except ValueError:
        return None
    return other if other.weekday() == weekday else None


def _at(part: tuple[str, int, int]) -> int:
    return part[1]


def _month_number(name: str) -> int:
    return 9 if name == "Sept" else next(i for i, m in enumerate(_MONTHS, 1) if m.startswith(name))


# -- clock times -----------------------------------------------------------------------------------

#: Zone words after a clock time, and their zones: the table :mod:`.values` reads too (zones17).
_ZONE_WORDS = ZONE_WORDS
_ZONE_ALT = "|".join(re.escape(w) for w in sorted(_ZONE_WORDS, key=len, reverse=True))
_IANA = r"[A-Z][a-z]+/[A-Z][A-Za-z_]+"
_ZONE_AFTER = re.compile(rf"\s*\(?\s*(?:in\s+)?(?P<zone>{_ZONE_ALT}|{_IANA})(?![^\W\d_]|/)")
#: A meridiem: "PM", "pm", "p.m." (its last dot only after a first: "2 PM." ends a sentence).
_MER = r"(?P<mer>[AaPp](?:\.\s?[Mm]\b\.?|\s?[Mm]\b))"
#: Not inside a word, a number or an amount; nor an ISO date-time's offset ("2026-11-02T16:00-05:00" states
#: 16:00, not 05:00: resample11b's bullets failed on it; a bare "16:00-05:00" stays a range).
_T_EDGE = r"(?<![\w:./$€£¥#,])(?<!T\d\d:\d\d[+\-])(?<!T\d\d:\d\d:\d\d[+\-])"
#: A clock time: "3 PM", "3:30pm", "10.15 a.m." are 12-hour; "15:00", "09:30" 24-hour.
_CLOCK = re.compile(
    rf"{_T_EDGE}(?P<h>\d{{1,2}})(?:(?P<sep>[:.])(?P<mi>\d\d))?\s*{_MER}"
    rf"|{_T_EDGE}(?P<h24>\d{{1,2}}):(?P<mi24>\d\d)(?![\d:]|\.\d|\s*[AaPp]\.?\s?[Mm]\b)"
)
#: A range's start without a meridiem of its own, before one that has it: "1–2 PM", "10:30-11am".
_RANGE_START = re.compile(
    rf"{_T_EDGE}(?P<h>\d{{1,2}})(?:(?P<sep>[:.])(?P<mi>\d\d))?(?=\s*(?:-|\u2013|\u2014|to|until)\s*"
    r"\d{1,2}(?:[:.]\d\d)?\s*(?P<mer>[AaPp])\.?\s?[Mm]\b)"
)


@dataclass(frozen=True, slots=True)
class StatedTime:
    """One clock time as a text states it: where, the 24-hour clock, the zone named after it (an IANA
    name, or ``None``), and how it was written (for rewriting it in its form)."""

    start: int
    end: int
    hour: int
    minute: int
    zone: str | None
    #: The span of the hour digits, and of the meridiem ("PM", "p.m."; empty for a 24-hour time).
    hour_span: tuple[int, int]
    mer_span: tuple[int, int]
    twelve: bool

    @property
    def clock(self) -> tuple[int, int]:
        return (self.hour, self.minute)

    def shifted(self, text: str, hours: int) -> str:
        """This time's wording in ``text`` moved by ``hours``, written as it was ("3 PM" → "4 PM",
        "11 AM" → "12 PM", "15:00" → "16:00", "09:30" → "08:30")."""
        hour = (self.hour + hours) % 24
        h0, h1 = self.hour_span
        was = text[h0:h1]
        if not self.twelve:
            return text[self.start : h0] + f"{hour:0{len(was)}d}" + text[h1 : self.end]
        m0, m1 = self.mer_span
        mer = text[m0:m1]
        if m0 < m1 and (hour < 12) != (self.hour < 12):
            swap = {"a": "p", "p": "a", "A": "P", "P": "A"}
            mer = swap[mer[0]] + mer[1:]
        new = str(hour % 12 or 12)
        return text[self.start : h0] + new + text[h1:m0] + mer + text[m1 : self.end]


def times(text: str) -> tuple[StatedTime, ...]:
    """Every clock time ``text`` states with a meridiem or in 24-hour "HH:MM" form, in order, with the
    zone written right after it (or after the range it opens)."""
    return _times(text)


@lru_cache(maxsize=4096)
def _times(text: str) -> tuple[StatedTime, ...]:
    if not any(c.isdigit() for c in text):
        return ()
    out: list[StatedTime] = []
    for m in _RANGE_START.finditer(text):
        clock = _twelve(m["h"], m["mi"], m["mer"])
        if clock is not None:
            out.append(StatedTime(m.start(), m.end(), *clock, None, m.span("h"), (m.end(), m.end()), True))
    for m in _CLOCK.finditer(text):
        if any(t.start <= m.start() < t.end for t in out):
            continue
        if m["h24"] is not None:
            hour, minute = int(m["h24"]), int(m["mi24"])
            if hour > 23 or minute > 59:
                continue
            span = m.span("h24")
            out.append(StatedTime(m.start(), m.end(), hour, minute, None, span, (m.end(), m.end()), False))
            continue
        clock = _twelve(m["h"], m["mi"], m["mer"])
        if clock is not None:
            out.append(StatedTime(m.start(), m.end(), *clock, None, m.span("h"), m.span("mer"), True))
    out.sort(key=lambda t: t.start)
    return tuple(_zoned(text, out))


def _twelve(hour: str, minute: str | None, meridiem: str) -> tuple[int, int] | None:
    h, mi = int(hour), int(minute or 0)
    if not 1 <= h <= 12 or mi > 59:
        return None
    return (h % 12 + (12 if meridiem[0] in "pP" else 0), mi)


_RANGE_GAP = re.compile(r"\s*(?:-|\u2013|\u2014|to|until)\s*")


def _zoned(text: str, found: list[StatedTime]) -> list[StatedTime]:
    """Each time with the zone named after it, or after the time that ends its range."""
    out: list[StatedTime] = list(found)
    zone: str | None = None
    for i in range(len(out) - 1, -1, -1):
        t = out[i]
        z = _ZONE_AFTER.match(text, t.end)
        place = None if z is not None else place_after(text, t.end)
        if z is not None:
            zone = zone_of(z["zone"])
        elif place is not None:
            zone = place  # (posts14) "18:00 Oslo time", "at 10:00 (São Paulo)": a city's own zone
        elif not (i + 1 < len(out) and _RANGE_GAP.fullmatch(text, t.end, out[i + 1].start)):
            zone = None
        if zone is not None:
            out[i] = StatedTime(t.start, t.end, t.hour, t.minute, zone, t.hour_span, t.mer_span, t.twelve)
    return out


def zone_of(word: str) -> str | None:
    """The IANA zone a word after a clock time names ("ET" → America/New_York), if any."""
    name = _ZONE_WORDS.get(word)
    if name is None and len(word) > 3:
        name = _ZONE_WORDS.get(word.title())
    if name is None and "/" in word and _valid_zone(word):
        name = word
    return name


@lru_cache(maxsize=1024)
def _zone_info(name: str) -> ZoneInfo:
    """``ZoneInfo(name)``, held here: zoneinfo holds only the last eight zones it built, and keeps the
    others while someone does; :meth:`Grounds.finish` reads an episode's instants in every zone it
    named (a user listing names a dozen), so every finish built most of them again from the time-zone
    database (≈ 0.5 ms a zone). The same object ``ZoneInfo(name)`` returns while it is held; a name
    that is no zone raises as ``ZoneInfo`` does (an error is not remembered)."""
    return ZoneInfo(name)


@lru_cache(maxsize=256)
def _valid_zone(name: str) -> bool:
    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return False
    return True


# -- grounds ---------------------------------------------------------------------------------------

#: A clock key: the date it is on (``None``: no date said with it), hour, minute and zone (``"*"``: any;
#: :data:`WALL`: the wall clock of a moment whose instant is known).
Clock = tuple[dt.date | None, int, int, str]
#: (counts40) The zone of a wall clock written with its instant ("2026-11-13T17:00:00-05:00", an iCalendar
#: ``TZID`` time): it grounds that clock said with no zone word ("the retro is at 17:00"), and not one
#: said with a zone word ("17:00 Los Angeles time"), which must be the instant read in that zone (every
#: zone a message names is read in :meth:`Grounds.finish`). Read in every zone, the retro at 17:00 New
#: York grounded "17:00 Los Angeles time" (14:00 there) and Omar's 23:45 New York jam "23:45 Kolkata time".
WALL = "~"
#: (generic35) A local (day, hour, minute) of a span's start or end in one zone.
_Edge = tuple[dt.date, int, int]
#: (generic35) A timed span: its start and end instants, and their wall clocks as written (if any).
_Timed = tuple[dt.datetime, dt.datetime, _Edge | None, _Edge | None]
#: Working hours said as bare hours in a text the agent was told ("9 to 5", "9–17"): each end a clock.
_HOUR_RANGE = re.compile(r"(?<![\d:.,/$])(?P<a>\d{1,2})\s*(?:to|-|–|—)\s*(?P<b>\d{1,2})(?![\d:.,/%])")
_RELATIVE = re.compile(r"\b(?P<rel>today|tonight|tomorrow|yesterday)\b", re.IGNORECASE)
_SHIFT = {"tomorrow": 1, "yesterday": -1}
_BARE_WEEKDAY = re.compile(
    r"\b(?P<wd>Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)s?\b", re.IGNORECASE
)
_ISO_INSTANT = re.compile(
    r"(?P<date>(?:19|20)\d\d-\d\d-\d\d)[T ](?P<h>\d\d):(?P<mi>\d\d)(?::\d\d(?:\.\d+)?)?"
    r"(?P<off>Z|[+\-]\d\d:?\d\d)?"
)
_ZONE_WORD_IN_TEXT = re.compile(rf"(?<![A-Za-z])(?:{_ZONE_ALT})(?![A-Za-z])")
#: Integer Unix timestamps read as instants: 2001-09-09 to 2096-10-02.
_STAMP_LOW, _STAMP_HIGH = 1_000_000_000, 4_000_000_000
#: Unix seconds as text, with a fraction or not (Slack's ``ts``).
_SECONDS = re.compile(r"\d{10}(?:\.\d{1,6})?")
_IANA_FULL = re.compile(_IANA)
_ISO_DATE = re.compile(r"(?:19|20)\d\d-\d\d-\d\d")
#: What ends a sentence between a date and a clock time (then the time is not on that date). The dot of
#: "a.m." / "p.m." ends none: "Monday 9 Nov at 9 a.m. CET (8 a.m. UTC)" dates both clocks on the 9th
#: (resample12c: without it a quoted "11:00 today" after the second clock was its only date).
_SENTENCE_END = re.compile(r"(?<!\b[aApP]\.[mM])[.!?;]\s|\n")
#: How far a date may stand from the clock time it dates ("Friday 6 November, 10:00", "10:00 on the 6th").
_DATE_REACH = 80


def dated_times(text: str) -> tuple[tuple[StatedTime, tuple[dt.date, ...]], ...]:
    """Each clock time ``text`` states with the dates it may be on: every date in the same sentence
    within reach ("Friday 6 November, 10:00-10:30 London"; "at 3 PM on Nov 17"), "today" and
    "tomorrow" among them; none when no date is near. All of them, not the nearest: "9:00 am Tokyo
    time on Wednesday 4 November (7:00 pm New York time on Tuesday 3 November)" puts the 7:00 pm
    nearer the 4th than its own 3rd."""
    return _dated_times(text)


@lru_cache(maxsize=4096)
def _dated_times(text: str) -> tuple[tuple[StatedTime, tuple[dt.date, ...]], ...]:
    said = times(text)
    if not said:
        return ()
    today = world_today()
    anchors = [(d.start, d.end, d.day) for d in dates(text)]
    anchors += [
        (m.start(), m.end(), today + dt.timedelta(days=_SHIFT.get(m["rel"].casefold(), 0)))
        for m in _RELATIVE.finditer(text)
    ]
    acts = _act_ranges(text, said)
    out = []
    for t in said:
        near = []
        for start, end, day in anchors:
            if (start, t.start) in acts:
                continue  # (generic34) "moved on 30 October from 9:30 to 10:00": the day of the move
            gap = text[end : t.start] if end <= t.start else text[t.end : start]
            if len(gap) <= _DATE_REACH and not _SENTENCE_END.search(gap):
                near.append(day)
        out.append((t, tuple(dict.fromkeys(near))))
    return tuple(out)


#: (generic34) A verb of changing a moment right before "on" and a date: the date is the day the change
#: was made ("was moved on 30 October", "rescheduled on Friday 30 October"), not the moved thing's day.
#: Not "held on", "scheduled on", "booked on", "is on": those give the thing's own day.
_ACT_ON = re.compile(
    r"\b(?:moved|re-?scheduled|changed|updated|edited|modified|shifted|postponed|bumped|amended"
    r"|pushed(?:\s+(?:back|out))?|brought\s+forward)\s+on\s+$",
    re.IGNORECASE,
)
#: (generic34) What leads from that date to the moved thing's hours: "from 9:30 to 10:00", "to 10:00".
_ACT_LEAD = re.compile(r"\s*,?\s*(?P<lead>from|to)\s+")
#: Between a range's two times: a dash or "to", a zone or its bracket allowed before it ("9:30 ET to 10:00").
_ACT_GAP = re.compile(rf"\s*(?:\(?(?:{_ZONE_ALT}|{_IANA})\)?\s*)?(?:-|\u2013|\u2014|to|until)\s*")


def _act_ranges(text: str, said: tuple[StatedTime, ...]) -> frozenset[tuple[int, int]]:
    """(generic34) The pairs (a date's start, a time's start) where the date is the day a change was made
    and the time an hour the changed thing has: "Wednesday's stand-up was moved on 30 October from 9:30
    to 10:00" moved the stand-up's hours on the 30th, and the 9:30 and the 10:00 are Wednesday's, not the
    30th's. The hours right after the date ("from 9:30 to 10:00", "to 10:00") and every time before it
    ("Posted 10:00 in #eng: the stand-up was moved on 30 October", "the 10:00 sync was moved on …": the
    moved thing's); a time after the date otherwise is dated by it as before ("moved on 30 October at
    16:00": the hour of the move)."""
    if "on" not in text:
        return frozenset()
    out: set[tuple[int, int]] = set()
    for d in dates(text):
        if _ACT_ON.search(text, max(0, d.start - 40), d.start) is None:
            continue
        out |= {(d.start, t.start) for t in said if t.end <= d.start}
        lead = _ACT_LEAD.match(text, d.end)
        first = next((t for t in said if lead is not None and t.start == lead.end()), None)
        if lead is None or first is None:
            continue
        out.add((d.start, first.start))
        if lead["lead"].casefold() == "from":
            second = next((t for t in said if t.start > first.end), None)
            if second is not None and _ACT_GAP.fullmatch(text, first.end, second.start):
                out.add((d.start, second.start))
    return frozenset(out)


@dataclass(frozen=True, slots=True)
class _Read:
    """What one text or string of an episode grounds, before the message's targets pick from it:
    candidate dates; clock times as ``(day, hour, minute, zone)`` (``"*"``: any zone); the clocks to
    read in every zone at the end (zoned, and told bare hours); instants; zone names."""

    dates: tuple[dt.date, ...] = ()
    clocks: tuple[Clock, ...] = ()
    zoned: tuple[tuple[dt.date | None, int, int, str], ...] = ()
    local: tuple[tuple[dt.date | None, int, int], ...] = ()
    instants: tuple[int | dt.datetime, ...] = ()
    zones: tuple[str, ...] = ()


#: A text that grounds nothing (most strings of a listing).
_NOTHING = _Read()


class _Reading:
    """A :class:`_Read` being collected (lists), in the order :meth:`Grounds.text` once added them."""

    __slots__ = ("clocks", "dates", "instants", "local", "zoned", "zones")

    def __init__(self) -> None:
        self.dates: list[dt.date] = []
        self.clocks: list[Clock] = []
        self.zoned: list[tuple[dt.date | None, int, int, str]] = []
        self.local: list[tuple[dt.date | None, int, int]] = []
        self.instants: list[int | dt.datetime] = []
        self.zones: list[str] = []

    def iso(self, text: str) -> None:
        read = _iso_read(text)
        if read is None:
            return
        day, hour, minute, when = read
        self.dates.append(day)
        if when is None:
            # a local clock, as written, of a zone it does not say: in any zone's name
            self.clocks.append((day, hour, minute, "*"))
        elif when.utcoffset():
            # (counts40) the wall clock of the zone whose offset it carries ("2026-11-13T10:00:00-05:00"
            # is 10:00 on someone's calendar): a clock said with no zone word; said with one, its instant
            self.clocks.append((day, hour, minute, WALL))
        if when is not None:
            self.instants.append(when)

    def text(self, text: str, told: bool, today: dt.date) -> None:
        if not text or not any(c.isdigit() or c.isupper() for c in text):
            return
        for d in dates(text):
            self.dates.append(d.day)
        for t, days in dated_times(text):
            for day in days or (None,):
                if t.zone is None:
                    self.clocks.append((day, t.hour, t.minute, "*"))
                else:
                    self.zoned.append((day, t.hour, t.minute, t.zone))
                    self.clocks.append((day, t.hour, t.minute, t.zone))
        if told:
            for m in _HOUR_RANGE.finditer(text):
                start, end = int(m["a"]), int(m["b"])
                end += 12 if end <= start and end < 12 else 0
                if 0 < start < 24 and 0 < end <= 24 and start < end:
                    for hour in (start, end % 24):
                        self.clocks.append((None, hour, 0, "*"))
                        self.local.append((None, hour, 0))
        for m in _ISO_INSTANT.finditer(text):
            self.iso(m.group())
        lowered = text.casefold()
        if any(w in lowered for w in ("today", "tonight", "tomorrow", "yesterday")):
            for m in _RELATIVE.finditer(text):
                self.dates.append(today + dt.timedelta(days=_SHIFT.get(m["rel"].casefold(), 0)))
        if "day" in lowered:
            for m in _BARE_WEEKDAY.finditer(text):
                ahead = (_weekday(m["wd"]) - today.weekday()) % 7 or 7
                self.dates.append(today + dt.timedelta(days=ahead))
                self.dates.append(today + dt.timedelta(days=ahead - 7))
        for m in _ZONE_WORD_IN_TEXT.finditer(text):
            zone = zone_of(m.group())
            if zone is not None:
                self.zones.append(zone)

    def done(self) -> _Read:
        if not (self.dates or self.clocks or self.zoned or self.local or self.instants or self.zones):
            return _NOTHING
        return _Read(
            tuple(self.dates), tuple(self.clocks), tuple(self.zoned), tuple(self.local),
            tuple(self.instants), tuple(self.zones),
        )  # fmt: skip


@lru_cache(maxsize=32768)
def _read_text(text: str, told: bool, today: dt.date) -> _Read:
    """What a free text grounds (:meth:`Grounds.text`), whatever the message: a pure function of the
    text, remembered (the same instructions, policies and listings' texts come back episode after
    episode; the message's targets pick from it in :meth:`Grounds._add`)."""
    reading = _Reading()
    reading.text(text, told, today)
    return reading.done()


@lru_cache(maxsize=65536)
def _read_string(value: str, today: dt.date) -> _Read:
    """What one string of a response body or a row grounds (a zone's name, an ISO date or
    date-time, or a text with a space), as :func:`_read_text` remembered."""
    if not value:
        return _NOTHING
    reading = _Reading()
    if "/" in value and len(value) < 40 and _IANA_FULL.fullmatch(value) and _valid_zone(value):
        reading.zones.append(value)
    elif value[0] in "ER" and _ICAL_LINE.match(value):
        _ical_read(value, reading)
    elif value[0].isdigit() and len(value) <= 35:
        m = _ISO_INSTANT.match(value)
        if m is not None:
            reading.iso(m.group())
        elif _ISO_DATE.fullmatch(value):
            try:
                reading.dates.append(dt.date.fromisoformat(value))
            except ValueError:
                return _NOTHING
        else:
            reading.text(value, False, today)
    elif " " in value or "\n" in value:
        reading.text(value, False, today)
    return reading.done()


#: (places18) An iCalendar (RFC 5545) date list of a recurring series, as a recurrence string writes it:
#: ``EXDATE;TZID=America/New_York:20261111T093000``, ``RDATE:20261112T143000Z``,
#: ``EXDATE;VALUE=DATE:20261111``.
_ICAL_LINE = re.compile(
    r"(?P<prop>EXDATE|RDATE)(?P<params>(?:;[A-Za-z-]+=[^:;]+)*):(?P<values>.+)", re.IGNORECASE
)
_ICAL_VALUE = re.compile(
    r"(?P<y>\d{4})(?P<m>\d\d)(?P<d>\d\d)(?:T(?P<h>\d\d)(?P<mi>\d\d)(?P<s>\d\d)(?P<z>Z)?)?"
)


def _ical_read(value: str, reading: _Reading) -> None:
    """(places18) The dates (and clocks) of an iCalendar ``EXDATE`` / ``RDATE`` line: a day a series
    skips or adds is a day the episode showed. "Next Wednesday, 11 Nov, has no stand-up" failed the
    moments check: the series' ``EXDATE;TZID=America/New_York:20261111T093000`` is in the basic form (no
    dashes), which no other reader takes, so the 11th was grounded by nothing while the daily series
    grounded the 10th beside it (resample17b). A value with ``TZID`` is that zone's wall clock (grounded
    as written, in any zone, and as the instant it is); one with ``Z`` an instant; a ``VALUE=DATE`` one
    a day. The format is the standard's, not a vendor's: any service that writes recurrence rules
    writes them so."""
    m = _ICAL_LINE.match(value)
    if m is None:
        return
    params = dict(p.split("=", 1) for p in m["params"].split(";") if "=" in p)
    zone = params.get("TZID") or params.get("tzid")
    if zone is not None and not _valid_zone(zone):
        zone = None
    if zone is not None:
        reading.zones.append(zone)
    for item in m["values"].split(","):
        v = _ICAL_VALUE.fullmatch(item.strip())
        if v is None:
            continue
        try:
            day = dt.date(int(v["y"]), int(v["m"]), int(v["d"]))
        except ValueError:
            continue
        reading.dates.append(day)
        if v["h"] is None:
            continue
        hour, minute = int(v["h"]), int(v["mi"])
        if hour > 23 or minute > 59:
            continue
        if v["z"]:
            reading.instants.append(dt.datetime.combine(day, dt.time(hour, minute), dt.UTC))
            continue
        reading.clocks.append((day, hour, minute, "*" if zone is None else WALL))
        if zone is not None:
            reading.instants.append(dt.datetime.combine(day, dt.time(hour, minute), _zone_info(zone)))


class Grounds:
    """Which of the dates and clock times a message states (and their neighbours) an episode grounds.
    Instants are kept until every zone of the episode is known (:meth:`finish`). A clock time is kept
    with its date where one is known (an instant's local date, a date said with it), so that a calendar
    full of other meetings grounds 10:00 on the days it has one at 10:00, not on every day."""

    def __init__(
        self, message: str, stamp_keys: frozenset[str] = frozenset(), shifts: tuple[int, ...] = ()
    ) -> None:
        self.today = world_today()
        #: Keys whose string values are Unix seconds (Slack's ``ts``), as the task's services declare.
        self.stamp_keys = stamp_keys
        said_dates = dates(message)
        said_times = times(message)
        self.target_dates = {d.day + dt.timedelta(days=k) for d in said_dates for k in (-1, 0, 1)}
        self.target_clocks = {((t.hour + k) % 24, t.minute) for t in said_times for k in (-1, 0, 1)}
        #: (values12) The instruction's relative moves, in minutes ("an hour later": 60): a time a
        #: question proposes is grounded by a time read that far before it (:func:`false_moments`).
        self.shifts = shifts
        for t in said_times:
            for shift in shifts:
                minutes = (t.hour * 60 + t.minute - shift) % (24 * 60)
                self.target_clocks.add((minutes // 60, minutes % 60))
        #: (values12) The responses received, kept for the posts a clause talks about (:func:`post_days`),
        #: and the stamp keys that date a post there (:attr:`stamp_keys` is emptied before the responses).
        self.bodies: list[Any] = []
        #: (traits45) Each person's id to their name as the world's rows hold them (the grader's name
        #: index's people): a post read only in a channel's history holds its author's id alone, and
        #: "Hana posted it on 31 October" names her by what the row of that id says. Empty: not known.
        self.people: Mapping[str, str] = {}
        self.post_keys = stamp_keys
        self.dates: set[dt.date] = set()
        self.clocks: set[Clock] = set()
        self.zones: set[str] = {"UTC"} | {t.zone for t in said_times if t.zone}
        # "Dara (London) | 4:00 AM": a place the message names is a zone its clock times may be read in
        self.zones |= {z for m in _ZONE_WORD_IN_TEXT.finditer(message) if (z := zone_of(m.group()))}
        #: Instants, as Unix timestamps or aware date-times, each read once in :meth:`finish`.
        self._instants: set[int | dt.datetime] = set()
        self._zoned_clocks: list[tuple[dt.date | None, int, int, str]] = []
        #: Working hours the agent was told as bare hours: read in every zone of the episode (:meth:`finish`).
        self._local_clocks: list[tuple[dt.date | None, int, int]] = []
        #: (generic35) Timed ``start`` / ``end`` pairs (an event's, a busy block's) as aware instants,
        #: read in every zone at the end (:meth:`finish`) into :attr:`edges`.
        self._spans: set[_Timed] = set()
        #: (counts40) The starts of recurring series (a row with an iCalendar ``RRULE``): each one's clock,
        #: read in every zone at the end, grounds that clock on any day (:meth:`finish`).
        self._series: set[dt.datetime] = set()
        #: (generic35) Per zone, the local (day, hour, minute) of each timed span's start and end, and
        #: the spans as (start, end) pairs of those: what a range's two ends are read against
        #: (:func:`false_ranges`).
        self.edges: dict[str, tuple[set[_Edge], set[_Edge], set[tuple[_Edge, _Edge]]]] = {}
        #: (dates37) The told texts and the rows and responses (:func:`ground_episode`), for
        #: :mod:`.row_dates`; ``None`` for grounds built another way.
        self.sources: tuple[list[str], list[Any]] | None = None
        self._date(self.today)
        # "tomorrow (Nov 3)": the message's own relative days ground the dates they name
        for m in _RELATIVE.finditer(message):
            self._date(self.today + dt.timedelta(days=_SHIFT.get(m["rel"].casefold(), 0)))

    # -- adding
    def _date(self, day: dt.date | None) -> None:
        if day is not None and day in self.target_dates:
            self.dates.add(day)

    def _clock(self, day: dt.date | None, hour: int, minute: int, zone: str) -> None:
        if (hour, minute) in self.target_clocks:
            self.clocks.add((day, hour, minute, zone))

    def text(self, text: str, told: bool = False) -> None:
        """A free text: its dates, clock times (with their dates), relative days and zone names. A text
        the agent was ``told`` (the instruction, the policy, the user's turns) grounds the ends of its
        bare hour ranges in each of the episode's zones too: working hours "9 to 5 in each person's
        own time zone" are 4:00 AM New York for the London invitee. Only bare ranges: "9:00 her time"
        read in every zone would ground 10:00 Madrid from London's 9:00."""
        read = _read_text(text, told, self.today)
        if read is not _NOTHING:
            self._add(read)

    def _add(self, read: _Read) -> None:
        """What one text or string grounds (:func:`_read_text`), kept where the message states it."""
        for day in read.dates:
            self._date(day)
        for on, hour, minute, zone in read.clocks:
            self._clock(on, hour, minute, zone)
        if read.zoned:
            self._zoned_clocks.extend(read.zoned)
        if read.local:
            self._local_clocks.extend(read.local)
        if read.instants:
            self._instants.update(read.instants)
        if read.zones:
            self.zones.update(read.zones)

    def data(self, value: Any) -> None:
        """Every string and number in ``value`` (a response body, a row): what it grounds, whatever
        the message states (the texts' readings, the days of its spans, its instants), remembered by
        the body (:data:`_BODY_READS`) and kept here where the message states it."""
        if type(value) is not dict and type(value) is not list:
            self._walk(value)
            return
        try:
            key = (self.today, self.stamp_keys, marshal.dumps(value, 2))
        except ValueError:  # a class marshal does not write: walked, not remembered
            self._walk(value)
            return
        found = _BODY_READS.get(key)
        if found is None:
            recorder = _Recorder(self.today, self.stamp_keys)
            recorder._walk(value)
            found = (
                tuple(recorder.reads), tuple(recorder.days), frozenset(recorder._instants),
                frozenset(recorder._spans), frozenset(recorder._series),
            )  # fmt: skip
            if _BODY_READS_HELD[0] + len(key[2]) > BODY_READS_MEMO_BYTES:
                _BODY_READS.clear()
                _BODY_READS_HELD[0] = 0
            _BODY_READS[key] = found
            _BODY_READS_HELD[0] += len(key[2])
        reads, days, instants, spans, series = found
        for read in reads:
            self._add(read)
        for day in days:
            self._date(day)
        if instants:
            self._instants.update(instants)
        if spans:
            self._spans.update(spans)
        if series:
            self._series.update(series)

    def _walk(self, value: Any) -> None:
        """Every string and number in ``value`` (a response body, a row), walked: by exact type first
        (a listing is thousands of plain dicts, lists, strings and ints; an ABC check costs more than
        the rest of the visit), with a stack rather than a call per value (what each value grounds
        goes into sets: the order of the visit changes nothing)."""
        today, instants = self.today, self._instants
        stack = [value]
        pop, extend = stack.pop, stack.extend
        while stack:
            value = pop()
            kind = type(value)
            if kind is str:
                read = _read_string(value, today)
                if read is not _NOTHING:
                    self._add(read)
            elif kind is dict:
                if "start" in value and "end" in value:
                    self._span(value["start"], value["end"])
                    timed = _timed_span(value["start"], value["end"])
                    if timed is not None:
                        self._timed(timed)
                        if _recurring(value):
                            self._series.add(timed[0])
                if self.stamp_keys:
                    self._stamps(value)
                extend(value.values())
            elif kind is list or kind is tuple:
                extend(value)
            elif kind is int:
                if _STAMP_LOW <= value <= _STAMP_HIGH:
                    instants.add(value)
            elif kind is bool or value is None or kind is float:
                continue
            elif isinstance(value, Mapping):
                extend(value.values())
            elif isinstance(value, list | tuple):
                extend(value)
            elif isinstance(value, str):
                self._string(value)

    def _stamped(self, value: Any) -> None:
        """Only the declared stamps inside ``value`` (a call's arguments: nothing else of them grounds)."""
        if isinstance(value, Mapping):
            self._stamps(value)
            for item in value.values():
                self._stamped(item)
        elif isinstance(value, list | tuple):
            for item in value:
                self._stamped(item)

    def _stamps(self, value: Mapping[str, Any]) -> None:
        """The instants ``value`` holds as text under a declared key (``"ts": "1793571480.000100"``)."""
        for key in self.stamp_keys:
            stamp = value.get(key)
            if type(stamp) is str and _SECONDS.fullmatch(stamp):
                seconds = int(stamp.partition(".")[0])
                if _STAMP_LOW <= seconds <= _STAMP_HIGH:
                    self._instants.add(seconds)

    def _span(self, start: Any, end: Any) -> None:
        """A ``start`` / ``end`` pair of whole days (``"2026-11-06"``, or ``{"date": …}`` as an all-day
        event writes it) grounds every day between them: an absence "from Friday 6 to Tuesday 10
        November" is the span a calendar writes as 6 to 11 (its end exclusive). At most a month, so a
        year-long period grounds no day it does not name."""
        first, last = _whole_day(start), _whole_day(end)
        if first is None or last is None or not 0 < (last - first).days <= _SPAN_DAYS:
            return
        for k in range((last - first).days + 1):
            self._date(first + dt.timedelta(days=k))

    def _timed(self, span: _Timed) -> None:
        """(generic35) A timed span (an event's or a busy block's start and end), kept for :meth:`finish`."""
        self._spans.add(span)

    def _string(self, value: str) -> None:
        read = _read_string(value, self.today)
        if read is not _NOTHING:
            self._add(read)

    def finish(self) -> Grounds:
        """Read the kept instants and zoned clocks in every zone the episode named."""
        names = sorted(self.zones)
        zones = [_zone_info(z) for z in names]
        targets = self.target_clocks
        shown: set[tuple[dt.date, int, int]] = set()
        for instant in self._instants:
            for name in names:
                local_day, hour, minute = _local(instant, name)
                if local_day in self.target_dates:
                    self.dates.add(local_day)
                if (hour, minute) in targets:
                    self.clocks.add((local_day, hour, minute, name))
                    shown.add((local_day, hour, minute))
        if shown:
            # (counts40) a dated clock a text says with no zone ("5 November, 17:00 my time") that an
            # instant of the episode shows on that day is that instant's wall clock (:data:`WALL`), not
            # a clock of every zone: "17:00 Los Angeles time" is then the instant read in Los Angeles
            resolved = {c for c in self.clocks if c[3] == "*" and c[0] is not None and c[:3] in shown}
            if resolved:
                self.clocks -= resolved
                self.clocks |= {(d, h, m, WALL) for d, h, m, _ in resolved}
        local_clocks = [(d, h, m, z) for d, h, m in self._local_clocks for z in names if z != "UTC"]
        for day, hour, minute, zone_name in [*self._zoned_clocks, *local_clocks]:
            try:
                when = dt.datetime.combine(day or self.today, dt.time(hour, minute), _zone_info(zone_name))
            except (ZoneInfoNotFoundError, ValueError):
                continue
            for name, zone in zip(names, zones, strict=True):
                local = when.astimezone(zone)
                self._clock(None if day is None else local.date(), local.hour, local.minute, name)
        for start, end, wall_start, wall_end in self._spans:
            for name in names:
                first, last = _local(start, name), _local(end, name)
                starts, ends, pairs = self.edges.setdefault(name, (set(), set(), set()))
                starts.add(first)
                ends.add(last)
                pairs.add((first, last))
            if wall_start is not None and wall_end is not None:
                starts, ends, pairs = self.edges.setdefault("*", (set(), set(), set()))
                starts.add(wall_start)
                ends.add(wall_end)
                pairs.add((wall_start, wall_end))
        self._instants.clear()
        self._zoned_clocks.clear()
        self._local_clocks.clear()
        self._spans.clear()
        for start in self._series:
            for name in names:
                _, hour, minute = _local(start, name)
                # (counts40) a daily series' 16:00 Los Angeles is its clock on every day it runs
                self._clock(None, hour, minute, name)
        self._series.clear()
        return self

    # -- asking
    def has_date(self, day: dt.date) -> bool:
        return day in self.dates

    def has_dated_clock(self, day: dt.date, hour: int, minute: int, zone: str | None) -> bool:
        """Whether the episode grounds ``hour:minute`` in ``zone`` on ``day`` itself (an instant or a
        text that dates it), not merely as a clock of any day."""
        return any(
            on == day and h == hour and m == minute and (z == "*" or zone is None or z == zone)
            for on, h, m, z in self.clocks
        )

    def has_clock(self, day: dt.date | None, hour: int, minute: int, zone: str | None) -> bool:
        """Whether the episode grounds ``hour:minute`` in ``zone`` (any, for ``None``) on ``day`` (any
        day, for ``None``; a clock grounded with no date grounds it on every day). A :data:`WALL`
        clock grounds it only with no zone: with one, the instant read in that zone does."""
        for on, h, m, z in self.clocks:
            if h != hour or m != minute:
                continue
            if on is not None and day is not None and on != day:
                continue
            if z == "*" or zone is None or z == zone:
                return True
        return False


class _Recorder(Grounds):
    """A walk's effects on :class:`Grounds`, recorded before any target filters them: what each text
    or string reads as (:meth:`Grounds._add`'s argument), the days a span names (:meth:`Grounds._date`'s)
    and the instants. :meth:`Grounds._walk` reaches the grounds only through these three, and each goes
    into sets or lists read as sets (:meth:`Grounds.finish`), so replaying them is the walk."""

    def __init__(self, today: dt.date, stamp_keys: frozenset[str]) -> None:
        self.today = today
        self.stamp_keys = stamp_keys
        self._instants = set()
        self._spans = set()
        self._series = set()
        self.reads: list[_Read] = []
        self.days: list[dt.date | None] = []

    def _add(self, read: _Read) -> None:
        self.reads.append(read)

    def _date(self, day: dt.date | None) -> None:
        self.days.append(day)


#: A body's :class:`_Recorder` effects by the day it is read on, the stamp keys and its ``marshal``
#: bytes (version 2: no reference flags, which version 3 sets by an object's reference count): response
#: bodies repeat across a suite's variants, agents and trials, and what a body grounds before the message's
#: targets filter it is a pure function of these three. ``marshal`` writes exact types only (a subclass or
#: another class raises ``ValueError``: then the body is walked, unremembered), floats by their bits,
#: dicts and lists in order: equal bytes load back as equal bodies. Emptied at
#: :data:`BODY_READS_MEMO_BYTES` of keys.
_BODY_READS: dict[
    tuple[dt.date, frozenset[str], bytes],
    tuple[
        tuple[_Read, ...],
        tuple[dt.date | None, ...],
        frozenset[int | dt.datetime],
        frozenset[_Timed],
        frozenset[dt.datetime],
    ],
] = {}
_BODY_READS_HELD = [0]
BODY_READS_MEMO_BYTES = 16 << 20


#: The longest ``start`` / ``end`` span of whole days whose days are all grounded (:meth:`Grounds._span`).
_SPAN_DAYS = 31


def _recurring(row: Mapping[str, Any]) -> bool:
    """(counts40) Whether ``row`` holds an iCalendar recurrence rule (a list with an ``RRULE:`` line, RFC
    5545's form, not a vendor's): its start's clock is the clock of every instance. "Chen's war room ran
    daily, 4:00-4:45 pm Pacific, and finished on Friday, October 16th" is true of the series that started
    on 21 September; only its first start is an instant the episode shows."""
    for item in row.values():
        if type(item) is list and any(type(x) is str and x[:6].upper() == "RRULE:" for x in item):
            return True
    return False


def _whole_day(value: Any) -> dt.date | None:
    """The day an ISO date string, or a mapping with one under ``date``, names (``None`` otherwise)."""
    if isinstance(value, Mapping):
        value = value.get("date")
    if not isinstance(value, str) or _ISO_DATE.fullmatch(value) is None:
        return None
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        return None


@lru_cache(maxsize=8192)
def _iso_read(text: str) -> tuple[dt.date, int, int, dt.datetime | None] | None:
    """An ISO date-time's date, clock and (with an offset) instant; remembered by text, as the same
    listings come back episode after episode."""
    m = _ISO_INSTANT.fullmatch(text) or _ISO_INSTANT.match(text)
    if m is None:
        return None
    try:
        day = dt.date.fromisoformat(m["date"])
    except ValueError:
        return None
    hour, minute = int(m["h"]), int(m["mi"])
    if hour > 23 or minute > 59:
        return None
    if not m["off"]:
        return day, hour, minute, None
    off = "+00:00" if m["off"] == "Z" else m["off"]
    try:
        return day, hour, minute, dt.datetime.fromisoformat(f"{m['date']}T{m['h']}:{m['mi']}{off}")
    except ValueError:
        return None


@lru_cache(maxsize=65536)
def _local(instant: int | dt.datetime, zone: str) -> tuple[dt.date, int, int]:
    """An instant's local date and clock in ``zone``; remembered (a fixture's timestamps come back in
    every episode's responses)."""
    when = dt.datetime.fromtimestamp(instant, dt.UTC) if isinstance(instant, int) else instant
    local = when.astimezone(_zone_info(zone))
    return local.date(), local.hour, local.minute


@dataclass(frozen=True, slots=True)
class FalseMoment:
    """A date or clock time the message states that nothing grounds, and the grounded one beside it.
    (generic35) ``note``: what the episode shows instead, for a range's end read against a span."""

    said: str
    of: str
    kind: str
    note: str | None = None

    def describe(self) -> str:
        if self.note is not None:
            return f"{self.said!r} ({self.note})"
        return f"{self.said!r} ({self.kind} off {self.of}, which the episode shows)"


def false_moments(message: str, grounds: Grounds) -> list[FalseMoment]:
    """The dates and times ``message`` states that nothing grounds while the day (or hour) beside them
    is grounded: "Wednesday 18 November" where the event is on the 17th, "4 PM ET" for 3 PM ET."""
    out = []
    for d in dates(message):
        if grounds.has_date(d.day):
            theirs = author_days(message, d.start, grounds)
            if theirs and d.day not in theirs:
                # (traits45) "Hana posted it on 30 October": a day read (another post's), not hers
                listed = sorted(day.isoformat() for day in theirs)
                shown = ", ".join(listed) if len(listed) <= 3 else f"{len(listed)} other days"
                note = f"the posts of theirs the episode read are of {shown}"
                out.append(FalseMoment(message[d.start : d.end], shown, "a day", note))
            continue
        for k in (-1, 1):
            other = d.day + dt.timedelta(days=k)
            if grounds.has_date(other):
                if d.day not in post_days(message, d.start, grounds, d.end) and not _row_holds(
                    message, d, grounds
                ):
                    out.append(FalseMoment(message[d.start : d.end], other.isoformat(), "a day"))
                break
    for t, days in dated_times(message):
        own = _own_day(message, t, days)
        if own is not None:
            # (generic29) "01:00 UTC on the 21st": the time's own day. Grounded there, it holds; else a
            # slip on its own day ("5:00 PM Pacific on the 21st" for the 20th's) or, failing that, on the
            # dates near it as before ("01:00 UTC on the 19th" beside Friday 20 November)
            if grounds.has_clock(own, t.hour, t.minute, t.zone):
                continue
            slip = _slip(t, (own,), grounds) or _slip(t, days, grounds)
            if slip is not None:
                out.append(FalseMoment(message[t.start : t.end], *slip))
            continue
        on: tuple[dt.date | None, ...] = days or (None,)
        if any(grounds.has_clock(day, t.hour, t.minute, t.zone) for day in on):
            continue
        if (
            grounds.shifts
            and _asked(message, t.end)
            and any(
                grounds.has_clock(day, *divmod((t.hour * 60 + t.minute - shift) % (24 * 60), 60), t.zone)
                for day in on
                for shift in grounds.shifts
            )
        ):
            continue  # "Move that one to 15:30?" for "an hour later" of the 14:30 read
        slip = _slip(t, days, grounds)
        if slip is not None:
            out.append(FalseMoment(message[t.start : t.end], *slip))
            continue
        zone_note = _zone_slip(t, days, grounds)
        if zone_note is not None:
            out.append(FalseMoment(message[t.start : t.end], "", "", zone_note))
    if grounds.edges:
        said = {f.said for f in out}
        out += [f for f in false_ranges(message, grounds) if f.said not in said]
    if grounds.sources is not None:
        # (dates37) a date or time said of a row with the verb that dates it, against that row's stamps;
        # imported here: row_dates reads this module's dates and times
        from toolproof.tasks import row_dates

        said = {f.said for f in out}
        texts, data = grounds.sources
        out += [f for f in row_dates.false_dates(message, texts, data, grounds.zones) if f.said not in said]
    return out


def _row_holds(message: str, d: StatedDate, grounds: Grounds) -> bool:
    """(dates38) Whether ``d`` is said with the word that dates a kind of row, of a row the sentence names or
    talks of, which holds that day (:func:`.row_dates.holds`): "the runbook Noah Müller shared on 31
    October" of the runbook's post of the 31st is no day off the 30th the episode shows elsewhere."""
    if grounds.sources is None:
        return False
    from toolproof.tasks import row_dates  # row_dates reads this module's dates and times

    return row_dates.holds(message, d.start, d.end, grounds.sources[1], grounds.zones)


# -- a range's other end (generic35) -----------------------------------------------------------------

#: The longest timed span read as an event's: a day. Longer ones (a trial, a period) are no meeting.
_SPAN_SECONDS = 24 * 3600
#: Between a range's two times: a dash, "to", "until", "till", "through", a zone or its bracket allowed
#: before it ("9:30 ET to 10:00"), or "and" after "between" (:data:`_BETWEEN`).
_RANGE_SEP = re.compile(
    rf"\s*(?:\(?(?P<zone>{_ZONE_ALT}|{_IANA})\)?\s*)?(?:-|\u2013|\u2014|to|until|till|through|and)\s*"
)
_BETWEEN = re.compile(r"\bbetween\s+$", re.IGNORECASE)
#: A verb of changing a moment earlier in the sentence: "moved from 9:30 to 10:00" is two starts, not a
#: range ("changed", "pushed", "rescheduled", "shifted", "postponed", "bumped", "brought forward",
#: "swapped", "instead of", an arrow).
_CHANGE = re.compile(
    r"\b(?:mov(?:e|es|ed|ing)|re-?schedul\w*|shift\w*|chang\w*|push\w*|postpon\w*|bump\w*|brought|"
    r"bring\w*|swap\w*|instead|updat\w*|edit\w*|earlier|later|was\s+at|used\s+to)\b|\u2192|->",
    re.IGNORECASE,
)
#: "runs until", "lasts till", "ends at", "goes on to", "wraps up by", "is over at", right before a time:
#: the end of the thing the sentence names.
_ENDS = re.compile(
    r"\b(?:runs?|running|lasts?|lasting|goes(?:\s+on)?|going\s+on|ends?|ending|finish(?:es)?|finishing"
    r"|wraps?\s+up|is\s+over|over)\s+(?:at|until|till|til|to|by)\s+$",
    re.IGNORECASE,
)
#: How far (in minutes) a span's end may be from an "until" time said of it to be taken as its end.
_END_NEAR = 90
#: (counts36) A clock time said as a word: "noon", "midday" (12:00), "midnight" (00:00).
_NOON = re.compile(r"\b(?:noon|midday|midnight)\b", re.IGNORECASE)


def said_noons(text: str) -> tuple[StatedTime, ...]:
    """(counts36) "noon", "midday" and "midnight" right after a verb of lasting ("The review ends at noon",
    cross.remind-before-review: it ends 11:30), as the clock times they are. :func:`times` reads only
    digits, so "ends at noon" was read by nothing; read here only where :func:`false_ranges` reads an
    "until" time (a word's clock is rewritten by no mutant, so :func:`times` keeps to digits)."""
    if (
        "noon" not in text.casefold()
        and "midday" not in text.casefold()
        and "midnight" not in text.casefold()
    ):
        return ()
    return tuple(
        StatedTime(
            m.start(),
            m.end(),
            0 if m.group().casefold() == "midnight" else 12,
            0,
            None,
            m.span(),
            (m.end(), m.end()),
            False,
        )
        for m in _NOON.finditer(text)
        if (verb := _ENDS.search(text, max(0, m.start() - 30), m.start())) is not None
        and not verb.group().rstrip().casefold().endswith("by")  # "over by noon" is a bound, true of 11:30
    )


def _timed_span(start: Any, end: Any) -> _Timed | None:
    """(generic35) A ``start`` / ``end`` pair of aware date-times (ISO strings with an offset, or
    ``{"dateTime": …, "timeZone": …}`` as a calendar writes an event's) of at most a day: the two
    instants, and the two wall clocks as written where the writer gives its own zone (a non-zero offset
    or a ``timeZone``; a ``Z`` time has none). ``None`` for whole days, naive times with no zone, or
    anything else."""
    first, last = _aware(start), _aware(end)
    if first is None or last is None:
        return None
    if not 0 < (last[0] - first[0]).total_seconds() <= _SPAN_SECONDS:
        return None
    return first[0], last[0], first[1], last[1]


def _aware(value: Any) -> tuple[dt.datetime, _Edge | None] | None:
    zone = None
    if isinstance(value, Mapping):
        zone = value.get("timeZone")
        value = value.get("dateTime")
    if not isinstance(value, str) or len(value) > 35:
        return None
    read = _iso_read(value)
    if read is None:
        return None
    day, hour, minute, when = read
    wall = (day, hour, minute) if zone is not None or (when is not None and when.utcoffset()) else None
    if when is not None:
        return when, wall
    if isinstance(zone, str) and _valid_zone(zone):
        return dt.datetime.combine(day, dt.time(hour, minute), _zone_info(zone)), wall
    return None


def _in(zone: str) -> str:
    """A zone as a description writes it after a clock: " America/New_York", or nothing for a wall clock
    as its writer gave it."""
    return "" if zone == "*" else f" {zone}"


def _edge_in(edges: set[_Edge], days: tuple[dt.date | None, ...], t: StatedTime) -> bool:
    return any(
        (day, t.hour, t.minute) in edges if day is not None else (t.hour, t.minute) in {e[1:] for e in edges}
        for day in days
    )


def false_ranges(message: str, grounds: Grounds) -> list[FalseMoment]:
    """(generic35) A range's other end read against the timed spans the episode shows (an event's, a
    busy block's start and end, in each of its zones; :attr:`Grounds.edges`). "The review runs 10:00 to
    12:00" where the review is 10:00–11:30: its start is a span's start and its end is no span's end
    (nor a start: "from 9:30 to 10:00" may be a move); "busy from 9:00 to 9:45" where the block is
    9:30–9:45: its end is a span's end and its start no span's start or end. A range whose ends are one
    span's, or fit another reading (a gap from an end, a run of back-to-back events from a start to an
    end), holds; a range in a sentence that changes a moment ("moved from 9:30 to 10:00") is not read.
    A time of a zone is read in that zone; one without, against the spans' wall clocks as their writer
    gave them (an event's ``dateTime`` with its offset or ``timeZone``; a ``Z`` instant has none): read
    in every zone, "4:00 AM – 12:00" of someone's working hours met a 12:00 end in Los Angeles by chance.
    A spaced em dash is a parenthesis, not a range ("1:00 PM ET — 10:00 AM for Marcus"), and a zone
    said between the two times must be the second's. "Your stand-up runs until 10:15" (no start said)
    where the stand-up ends at 9:45: an "until" time right after a verb of lasting is no span's end
    while one ends within an hour and a half of it. Only the slip beside a span the episode shows
    fails; a range nothing touches is left to :func:`false_moments`' hour slip."""
    said = dated_times(message)
    out: list[FalseMoment] = []
    paired: set[int] = set()
    for (t1, d1), (t2, _) in itertools.pairwise(said):
        sep = _RANGE_SEP.fullmatch(message, t1.end, t2.start)
        if sep is None or " \u2014 " in sep.group() or (sep["zone"] and zone_of(sep["zone"]) != t2.zone):
            continue  # "1:00 PM ET \u2014 10:00 AM for Marcus in Los Angeles": two zones, one moment
        if sep.group().strip().casefold() == "and" and not _BETWEEN.search(
            message, max(0, t1.start - 12), t1.start
        ):
            continue
        paired |= {t1.start, t2.start}
        begin = max((message.rfind(c, 0, t1.start) for c in ".!?\n;"), default=-1) + 1
        if _CHANGE.search(message, begin, t1.start) or _CHANGE.search(message, t1.end, t2.start):
            continue
        days = _days_of(message, t1, d1)
        zones = [t1.zone or t2.zone] if (t1.zone or t2.zone) else ["*"]
        engaged: list[tuple[str, bool, bool]] = []
        for zone in zones:
            if zone not in grounds.edges:
                continue
            starts, ends, pairs = grounds.edges[zone]
            s1, e1 = _edge_in(starts, days, t1), _edge_in(ends, days, t1)
            s2, e2 = _edge_in(starts, (None,), t2), _edge_in(ends, (None,), t2)
            if not (s1 or e2):
                continue
            # one span's two ends on any day: a range on the wrong day is the date check's to read
            one = any((a[1], a[2], b[1], b[2]) == (t1.hour, t1.minute, t2.hour, t2.minute) for a, b in pairs)
            engaged.append((zone, s1, one or e1 or s2 or (s1 and e2)))
        if not engaged or any(ok for _, _, ok in engaged):
            continue
        zone, s1, _ = engaged[0]
        starts, ends, pairs = grounds.edges[zone]
        if s1:
            shown = sorted(b for a, b in pairs if (a[1], a[2]) == t1.clock and (None in days or a[0] in days))
            end = shown[0]
            note = (
                f"the episode shows the span from {t1.hour:02d}:{t1.minute:02d}{_in(zone)} ending at "
                f"{end[1]:02d}:{end[2]:02d} on {end[0].isoformat()}"
            )
            out.append(FalseMoment(message[t2.start : t2.end], "", "", note))
        else:
            shown = sorted(a for a, b in pairs if (b[1], b[2]) == t2.clock)
            begin_at = shown[0]
            note = (
                f"the episode shows the span ending at {t2.hour:02d}:{t2.minute:02d}{_in(zone)} "
                f"starting at {begin_at[1]:02d}:{begin_at[2]:02d}"
            )
            out.append(FalseMoment(message[t1.start : t1.end], "", "", note))
    for t, d in [*said, *((t, ()) for t in said_noons(message))]:
        if t.start in paired or _ENDS.search(message, max(0, t.start - 30), t.start) is None:
            continue
        days = _days_of(message, t, d)
        zones = [t.zone] if t.zone else ["*"]
        near: list[tuple[int, str, _Edge]] = []
        fits = False
        for zone in zones:
            if zone not in grounds.edges:
                continue
            starts, ends, _ = grounds.edges[zone]
            if _edge_in(ends, days, t) or _edge_in(starts, days, t):
                fits = True
                break
            at = t.hour * 60 + t.minute
            near += [
                (abs(e[1] * 60 + e[2] - at), zone, e)
                for e in ends
                if (None in days or e[0] in days) and 0 < abs(e[1] * 60 + e[2] - at) <= _END_NEAR
            ]
        if fits or not near:
            continue
        _, zone, e = min(near)
        note = (
            f"no span the episode shows ends then; one ends at {e[1]:02d}:{e[2]:02d}{_in(zone)} on "
            f"{e[0].isoformat()}"
        )
        out.append(FalseMoment(message[t.start : t.end], "", "", note))
    return out


def _slip(t: StatedTime, days: tuple[dt.date, ...], grounds: Grounds) -> tuple[str, str] | None:
    """What the episode shows an hour or a day off ``t`` said on ``days`` (none: on any day), as
    :class:`FalseMoment`'s ``shown`` and ``off``; ``None`` when it shows neither."""
    on: tuple[dt.date | None, ...] = days or (None,)
    where = f" {t.zone}" if t.zone else ""
    slip = next(
        (
            (f"{hour:02d}:{t.minute:02d}{where}" + (f" on {day.isoformat()}" if day else ""), "an hour")
            for day in on
            for hour in ((t.hour - 1) % 24, (t.hour + 1) % 24)
            if grounds.has_clock(day, hour, t.minute, t.zone)
        ),
        None,
    )
    if slip is None and len(days) == 1 and t.zone is not None:
        # the time is right but not on its date: it is, on the day before or after ("Friday 6
        # November at 10:00 ET" for the Thursday 10:00 ET the calendar shows). Only for a time that
        # names its zone and has one date near it: "7:00 pm New York time on Tuesday 3 November,
        # which is 9:00 am Wednesday in Tokyo" dates the 9:00 am by a weekday this reader does not
        # take, and every world's creation stamps ground 09:00 UTC today
        slip = next(
            (
                (f"{t.hour:02d}:{t.minute:02d}{where} on {other.isoformat()}", "a day")
                for day in days
                for other in (day - dt.timedelta(days=1), day + dt.timedelta(days=1))
                if other not in days and grounds.has_dated_clock(other, t.hour, t.minute, t.zone)
            ),
            None,
        )
    return slip


def _zone_slip(t: StatedTime, days: tuple[dt.date, ...], grounds: Grounds) -> str | None:
    """(generic35) A time said in a zone (``t.zone``: "10:00 New York time", "11:00 in New York") that
    nothing grounds in that zone, while the episode shows the same clock, on its day (undated: on a day
    within a month of the world's today; UTC's first, then the nearest), as a moment of another zone:
    "due 10:00 New York time" for a task due 10:00 UTC (05:00 in New York). What the episode shows, as
    :class:`FalseMoment`'s note; ``None`` otherwise. A clock read with no zone (``"*"``: a naive
    date-time, a text's bare clock) grounds it in every zone, as before; an event's wall clock written
    with its offset (:data:`WALL`) does not, and is no other zone's moment to describe either."""
    if t.zone is None:
        return None
    on: tuple[dt.date | None, ...] = days or (None,)
    today = grounds.today
    shown = sorted(
        (
            c
            for c in grounds.clocks
            if c[0] is not None and c[3] not in ("*", WALL, t.zone) and (c[1], c[2]) == t.clock
        ),
        key=lambda c: (c[3] != "UTC", abs(((c[0] or today) - today).days), (c[0] or today) < today, c[3]),
    )
    if len(days) == 1:
        # (counts40) or on the day before or after, as :func:`_slip` reads a zoned time's day: "Fri 20 Nov at
        # 2 PM PT" for a call at 14:00 New York on Thursday the 19th (main failed it only by reading that
        # wall clock in Los Angeles' name)
        on = (*on, days[0] - dt.timedelta(days=1), days[0] + dt.timedelta(days=1))
    for day in on:
        for at, h, m, zone in shown:
            if at is None or (at != day if day is not None else abs((at - today).days) > _SPAN_DAYS):
                continue
            try:
                when = dt.datetime.combine(at, dt.time(h, m), _zone_info(zone)).astimezone(_zone_info(t.zone))
            except (ZoneInfoNotFoundError, ValueError):
                continue
            return (
                f"the episode shows {h:02d}:{m:02d} {zone} on {at.isoformat()}, which is "
                f"{when.hour:02d}:{when.minute:02d} {t.zone}"
            )
    return None


#: (generic29) An ordinal day right after a clock time, its zone between: "01:00 UTC on the 21st",
#: "5:00 PM Pacific on the 21st". Not one a month follows ("on the 21st of November": a date of its own).
_ON_THE = re.compile(
    rf"(?:{_ZONE_AFTER.pattern}\)?)?\s*,?\s+on\s+the\s+(?P<day>\d{{1,2}})(?:st|nd|rd|th)\b"
    rf"(?!\s+(?:of\s+)?(?:{'|'.join(_MONTHS)}|{'|'.join(m[:3] for m in _MONTHS)})\b)"
)


def _own_day(message: str, t: StatedTime, days: tuple[dt.date, ...]) -> dt.date | None:
    """(generic29) The day an ordinal right after ``t`` names ("01:00 UTC on the 21st" beside Friday 20
    November: the 21st of November), the one day within a day of a date near ``t`` (``days``) that has
    that day of the month; ``None`` without such an ordinal or with no date near to give its month.
    (generic34) Or an ordinal right before ``t`` (:data:`_THE_BEFORE`: "blocked through Friday 27 November
    (busy until Saturday the 28th, 00:00 IST)": the 28th, not the 27th the date near it names), with
    the weekday written beside it, if any, that day's own."""
    if not days:
        return None
    m = _ON_THE.match(message, t.end)
    weekday: int | None = None
    if m is None:
        m = _THE_BEFORE.search(message, max(0, t.start - 40), t.start)
        if m is None or any(d.start <= m.start("day") < d.end for d in dates(message)):
            return None
        weekday = _weekday(m["wd"]) if m["wd"] else None
    found = {
        day + dt.timedelta(days=k)
        for day in days
        for k in (-1, 0, 1)
        if (day + dt.timedelta(days=k)).day == int(m["day"])
        and (weekday is None or (day + dt.timedelta(days=k)).weekday() == weekday)
    }
    return found.pop() if len(found) == 1 else None


#: (generic34) An ordinal day right before a clock time, a weekday before it or "the": "until Saturday
#: the 28th, 00:00 IST", "the 28th at 00:00", "Sat 28th 00:00". Its month is a near date's (one within a
#: day of it, :func:`_own_day`), and a weekday written with it must be that day's. Not an ordinal inside a
#: date of its own ("November 28th, 00:00": that date dates the time already).
_THE_BEFORE = re.compile(
    rf"(?:\b(?P<wd>{_WD_NAME})\.?,?\s+(?:the\s+)?|\bthe\s+)(?P<day>\d{{1,2}})(?:st|nd|rd|th)\b"
    r"\s*(?:,|\bat\b|@)?\s*$",
    re.IGNORECASE,
)


#: The instruction's relative move of a time: "an hour later", "30 minutes earlier", "back by 2 hours".
_MOVE = re.compile(
    r"\b(?:(?P<dir1>later|earlier|back|forward|ahead)\s+by\s+)?(?P<n>an?|one|two|three|four|half\s+an|\d{1,3})"
    r"\s+(?P<unit>hours?|hrs?|minutes?|mins?)(?:\s+(?P<dir2>later|earlier|back|forward|ahead))?\b",
    re.IGNORECASE,
)
_COUNT = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4}
_LATER = frozenset({"later", "back"})
_EARLIER = frozenset({"earlier", "forward", "ahead"})


@lru_cache(maxsize=256)
def relative_shifts(text: str) -> tuple[int, ...]:
    """The moves of a time ``text`` (an instruction) asks for, in minutes: "an hour later" is 60, "30
    minutes earlier" -30, "push it back by 2 hours" 120; none when it says no direction."""
    out: list[int] = []
    for m in _MOVE.finditer(text):
        word = (m["dir1"] or m["dir2"] or "").casefold()
        if word not in _LATER | _EARLIER:
            continue
        n = m["n"].casefold()
        amount = 30 if n.startswith("half") else int(n) if n.isdigit() else _COUNT[n]
        minutes = amount * (60 if m["unit"].casefold().startswith("h") else 1)
        if minutes and minutes < 24 * 60:
            out.append(minutes if word in _LATER else -minutes)
    return tuple(dict.fromkeys(out))


def _asked(message: str, at: int) -> bool:
    """Whether the sentence of ``message`` that holds position ``at`` is a question."""
    end = re.compile(r"[.!?\n]").search(message, at)
    return end is not None and end.group() == "?"


#: A word a clause and a post share that ties them: four letters or more, not a common one.
_TIE_WORD = re.compile(r"[^\W\d_]{4,}")
_COMMON = frozenset(
    {"this", "that", "with", "from", "have", "been", "were", "will", "your", "their", "they", "there",
     "about", "after", "before", "today", "tomorrow", "message", "post", "posted", "channel", "said"}
)  # fmt: skip


def _tie_words(text: str) -> frozenset[str]:
    return frozenset(w for w in (m.group().casefold() for m in _TIE_WORD.finditer(text)) if w not in _COMMON)


#: Where the clause around a date ends: a sentence's end, a line, a semicolon. (strict24) Not a dot
#: inside a word: "Priya Shah (priya.shah@kestrel.example), per Robin Ahmed's 29 Sep handover" is one
#: clause (cut at the address's dots, the handover's clause lost its words).
_CLAUSE_END = re.compile(r"[.!?](?![^\W_])|[\n;]")
#: How far either side of a date the words that tie it to a post are read, and how many it must share.
_NEAR = 48
_TIES = 3


def post_days(message: str, at: int, grounds: Grounds, until: int | None = None) -> frozenset[dt.date]:
    """(values12) The days of the posts the episode read (an object of a response that holds a declared
    stamp: Slack's ``ts``) that the words of ``message`` around the date at ``at``..``until`` talk about
    (in its clause, at most :data:`_NEAR` characters either side): they share three words or more with
    the post's texts ("the #cs-team handover (2026-09-29), Kris Novak took Driftwood Media" of the post
    "… Driftwood Media goes to Kris Novak …"; not "Chris Novak has left the company (his last day was 29
    September" of the post "Chris Novak's last day is tomorrow", whose day is the 29th). Such a day
    grounds a stated date, but no read post accuses the day beside it: a channel's history would make
    every post's neighbour false (and ground a wrong day a day off the right one).

    (generic33) "Either side" is measured from the date's own edges: the words after it are read from
    ``until`` (its end), not from its start, so a longer date no longer eats the window after it ("the 29
    September #cs-team handover gave Ironclad Insurance to Priya Shah" lost "Insurance" to the date's
    twelve characters and failed as a day off the 30th). Without ``until`` the date is read as empty."""
    if not grounds.bodies or not grounds.post_keys:
        return frozenset()
    until = at if until is None else until
    start = max((m.end() for m in _CLAUSE_END.finditer(message, 0, at)), default=0)
    after = _CLAUSE_END.search(message, until)
    end = len(message) if after is None else after.start()
    window = message[max(start, at - _NEAR) : min(end, until + _NEAR)]
    words = _tie_words(window)
    # (traits44) the people the clause says posted something ("Hana posted it on 31 October")
    authors = _authors_said(message[start:end])
    if len(words) < _TIES and not authors:
        return frozenset()
    days: set[dt.date] = set()
    zones = sorted(grounds.zones)
    named: dict[str, str] | None = None
    stack = list(grounds.bodies)
    while stack:
        value = stack.pop()
        if isinstance(value, Mapping):
            stamps = [value.get(k) for k in grounds.post_keys]
            said = " ".join(v for v in value.values() if isinstance(v, str) and " " in v)
            stamped = any(isinstance(v, str) for v in stamps)
            tied = bool(said) and stamped and len(words & _tie_words(said)) >= _TIES
            if said and stamped and not tied:
                named = _named_by_id(grounds.bodies) if named is None else named
                said += " " + " ".join(named.get(v, "") for v in value.values() if isinstance(v, str))
                tied = len(words & _tie_words(said)) >= _TIES
            if said and stamped and not tied and authors:
                named = _named_by_id(grounds.bodies) if named is None else named
                tied = not authors.isdisjoint(_post_authors(value, {**grounds.people, **named}))
            if tied:
                for stamp in stamps:
                    if type(stamp) is str and _SECONDS.fullmatch(stamp):
                        days |= {_local(int(stamp.partition(".")[0]), z)[0] for z in zones}
            stack.extend(value.values())
        elif isinstance(value, list | tuple):
            stack.extend(value)
    return frozenset(days)


#: (traits44) A clause that says someone posted: a capitalised name right before a verb of posting
#: ("Hana posted it on 31 October", "Hana's post on 31 October").
_AUTHOR_SAID = re.compile(
    r"(?<![\w@.#-])(?P<n>(?-i:[A-Z])[^\W\d_]{2,})(?:['\u2019]s\s+(?:\w+\s+)?(?:post|message|note|update)\b"
    r"|\s+(?:(?:had|has|also|first|originally)\s+)?(?:posted|wrote|sent|shared|announced|flagged)\b)",
    re.IGNORECASE,
)


#: (traits45) What may stand between a name said to have posted and the post's day: "Hana posted it on",
#: "Hana's message from", "Hana originally posted the reminder on Friday". No comma, no other clause.
_TO_THE_DAY = re.compile(
    r"\s+(?:(?:it|this|that|the\s+\w+|in\s+#[\w-]+|originally|first|there)\s+){0,3}(?:on|from|of|dated)\s+"
    r"(?:(?-i:[A-Z])[a-z]+,?\s+)?$",
    re.IGNORECASE,
)


def author_days(message: str, at: int, grounds: Grounds) -> frozenset[dt.date]:
    """(traits45) The days of the posts the episode read whose author is the one a name right before the
    date at ``at`` says posted it ("Hana posted it on 30 October": Hana's posts), by the post's own login
    or the names read of its user (:func:`_post_authors`); empty where no name says so or no post of theirs
    was read. traits44's reading only grounds an author's day; a day another post read holds (the other
    reminder's 30 October) grounded "Hana posted it on 30 October" too (slack-user.reminder-day-from-the-
    channel), so the date said of the author's post is read against their posts' days alone."""
    if not grounds.bodies or not grounds.post_keys:
        return frozenset()
    start = max((m.end() for m in _CLAUSE_END.finditer(message, 0, at)), default=0)
    authors: set[str] = set()
    for m in _AUTHOR_SAID.finditer(message, start, at):
        name = m.group("n").casefold()
        if name not in _COMMON and _TO_THE_DAY.fullmatch(message, m.end(), at):
            authors.add(name)
    if not authors:
        return frozenset()
    named = {**grounds.people, **_named_by_id(grounds.bodies)}
    days: set[dt.date] = set()
    zones = sorted(grounds.zones)
    stack = list(grounds.bodies)
    while stack:
        value = stack.pop()
        if isinstance(value, Mapping):
            stamps = [value.get(k) for k in grounds.post_keys]
            if any(isinstance(v, str) for v in stamps) and not authors.isdisjoint(
                _post_authors(value, named)
            ):
                for stamp in stamps:
                    if type(stamp) is str and _SECONDS.fullmatch(stamp):
                        days |= {_local(int(stamp.partition(".")[0]), z)[0] for z in zones}
            stack.extend(value.values())
        elif isinstance(value, list | tuple):
            stack.extend(value)
    return frozenset(days)


_LOGIN = re.compile(r"[a-z]{3,}(?:[._-][a-z]+)*")
_LOGIN_PART = re.compile(r"[a-z]{3,}")


def _authors_said(clause: str) -> frozenset[str]:
    """(traits44) The folded names ``clause`` says posted something (:data:`_AUTHOR_SAID`)."""
    return frozenset(m.group("n").casefold() for m in _AUTHOR_SAID.finditer(clause)) - _COMMON


def _post_authors(post: Mapping[str, Any], named: Mapping[str, str]) -> frozenset[str]:
    """(traits44) The names the episode read of a post's author, folded, word by word: the post's own
    one-word names (a search match's ``username``: "hana") and the words of every name the episode read
    of an id the post holds (its ``user`` looked up: "Hana Sato"). slack-user.reminder-day-from-the-channel's
    honest "Hana posted it on 31 October" failed as a day off the 30th: the clause shares no three words
    with her post's text, and her name, which the search match holds, did not count. Only a clause saying
    the name posted (:func:`_authors_said`) reads it, and only the days of that author's posts: a wrong
    day ("Hana posted it on 30 October") still fails."""
    out: set[str] = set()
    for v in post.values():
        if not isinstance(v, str):
            continue
        if _LOGIN.fullmatch(v) and v not in _COMMON:
            out.update(_LOGIN_PART.findall(v))  # "hana", "hana.sato"
        out.update(w.casefold() for w in _TIE_WORD.findall(named.get(v, "")))
    return frozenset(out)


def _named_by_id(bodies: Iterable[Any]) -> dict[str, str]:
    """(strict24) The names the episode read of each object it was shown by id: the text values with a
    space of every object with an ``id`` ("Robin Ahmed" of ``U0E02``). A post's author (or any object
    whose id the post holds) ties a clause to the post by name: "per Robin Ahmed's 29 Sep handover in
    #cs-team" talks of Robin Ahmed's post, whose own text shares only two words with the clause
    (resample21a's honest report failed "a day off 2026-09-30"). Only what the episode read: an author
    never looked up names nothing."""
    out: dict[str, list[str]] = {}
    stack = list(bodies)
    while stack:
        value = stack.pop()
        if isinstance(value, Mapping):
            key = value.get("id")
            if isinstance(key, str) and key:
                out.setdefault(key, []).extend(v for v in value.values() if isinstance(v, str) and " " in v)
            stack.extend(value.values())
        elif isinstance(value, list | tuple):
            stack.extend(value)
    return {k: " ".join(v) for k, v in out.items() if v}


def states_any(message: str) -> bool:
    """Whether ``message`` states a date or a clock time at all (most messages state neither)."""
    return bool(dates(message) or times(message) or said_noons(message))


@lru_cache(maxsize=4096)
def grounded_by(message: str, text: str) -> bool:
    """Whether ``text`` alone (the instruction) grounds every date and clock time ``message`` states:
    then nothing else can make one false, and the grade walks nothing more."""
    if said_noons(message):
        return False  # (counts36) "ends at noon" is read against the episode's spans, never the text alone
    from toolproof.tasks import row_dates  # (dates37) row_dates reads this module's dates and times

    if row_dates.states_any(message):
        return (
            False  # (dates37) "posted on 2 November" is read against the row's stamps, never the text alone
        )
    grounds = Grounds(message)
    grounds.text(text)
    grounds.finish()
    return all(grounds.has_date(d.day) for d in dates(message)) and all(
        any(grounds.has_clock(day, t.hour, t.minute, t.zone) for day in _days_of(message, t, days))
        and (t.zone is None or not _wall_only(grounds, t))
        for t, days in dated_times(message)
    )


def _wall_only(grounds: Grounds, t: StatedTime) -> bool:
    """(counts40) Whether only a dated bare clock of the text grounds ``t`` (said with a zone word): an
    instant of the episode may show that clock in another zone that day (:meth:`Grounds.finish` makes it
    a :data:`WALL` clock), so the text alone does not settle it and the episode is walked."""
    return not any(
        h == t.hour and m == t.minute and (z == t.zone or (z == "*" and on is None))
        for on, h, m, z in grounds.clocks
    )


def _days_of(message: str, t: StatedTime, days: tuple[dt.date, ...]) -> tuple[dt.date | None, ...]:
    """(generic30) The days ``t`` is said on: its own day (:func:`_own_day`: "5:00 PM Pacific on the
    21st") where it has one, else the dates near it, else any day (``None``)."""
    own = _own_day(message, t, days)
    return (own,) if own is not None else (days or (None,))


def ground_episode(
    message: str,
    texts: Iterable[str],
    rows: Iterable[Mapping[str, Any]],
    bodies: Iterable[Any],
    stamp_keys: frozenset[str] = frozenset(),
    args: Iterable[Any] = (),
    shifts: tuple[int, ...] = (),
) -> Grounds:
    """The grounds ``message``'s dates and times are checked against: the episode's texts, the rows it
    wrote or changed or the task names, and the responses the agent received.

    ``stamp_keys`` (:func:`stamp_keys`: Slack's ``ts``) are read as instants in the rows and in the
    calls' ``args`` only: the messages the episode wrote, changed, replied to, reacted to or looked up
    by their ``ts``, the ones a text talks about. Not in the responses: a channel's history grounds the
    day of every post in it, and a date a day off the one the work was on would be grounded by another
    post (eight wrong-date mutants of ``company`` survived that way). They are kept for the posts a
    clause talks about (:func:`post_days`). ``shifts``: the instruction's relative moves
    (:func:`relative_shifts`), for the times a question proposes."""
    grounds = Grounds(message, stamp_keys, shifts)
    texts, rows, bodies = list(texts), list(rows), list(bodies)
    #: (dates37) kept for the dates a message says of a row with the verb that dates it (:mod:`.row_dates`)
    grounds.sources = (texts, [*rows, *bodies])
    for text in texts:
        grounds.text(text, told=True)
    for row in rows:
        grounds.data(row)
    if stamp_keys:
        for sent in args:
            grounds._stamped(sent)
        grounds.stamp_keys = frozenset()
    for body in bodies:
        grounds.data(body)
        if stamp_keys:
            grounds.bodies.append(body)
    return grounds.finish()


@lru_cache(maxsize=256)
def stamp_keys(services: tuple[str, ...]) -> frozenset[str]:
    """The keys the dialects of ``services`` (a task's) declare as Unix seconds written as text
    (``Dialect.stamp_keys``: Slack's ``ts``); unknown services declare none."""
    return frozenset(k for service in registry.known(services) for k in service.dialect.stamp_keys)
