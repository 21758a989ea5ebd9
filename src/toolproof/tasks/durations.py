"""(dates20) A length a message says of a named row ("the 45-minute sync", "blocked 2 hours for the
review", "Roadmap jam (90 min)") against the lengths the episode showed for that row.

Nothing read a length: "a 30-minute meeting" said of an event the episode showed an hour long passed.
This module reads the lengths a message states (:func:`lengths`: "45-minute", "45 minutes", "45 min",
"1h", "1h30", "1.5 hours", "an hour", "half an hour", "an hour and a half", "hour-long", "2-day"), and
where a clause that states one names rows whose length the episode shows, holds it false when none of
those rows shows that length (:func:`false_lengths`). Which objects have a length, and which fields
make it, is each dialect's (``Dialect.row_lengths``, :mod:`toolproof.service.row_lengths`: a calendar
event's end minus its start); this module knows no vendor's keys.

Read narrowly, since a length in a clause is not always the row's:

- not a move, an offset or a gap: a length after "by", "in", "every", "within", "another", "extra",
  "moved"/"pushed"/"shifted"…, or before "before", "after", "later", "earlier", "early", "late",
  "ahead", "behind", "apart", "of", "from", "until", "notice", "buffer", "gap", "slot", "window",
  "reminder", "break"… ("moved 30 minutes later", "a 15-minute buffer before the review");
- not an estimate, a bound or a range ("about an hour", "up to 45 minutes", "30–45 minutes");
- not in a question, nor a length the told texts state (the instruction's "a 30-minute sync");
- only rows the clause names (an object's name of four characters or more, said whole), and only
  when one of them shows a length: a length nobody showed is left alone; a stated length that one of
  the named rows shows passes (a recurring series with one longer instance shows both).
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from toolproof.service import registry
from toolproof.service.row_lengths import RowLength
from toolproof.tasks import moments, nested

_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40,
    "forty-five": 45, "fifty": 50, "sixty": 60, "ninety": 90,
}  # fmt: skip
_NUM = r"(?:\d{1,3}(?:\.\d{1,2})?|" + "|".join(sorted(_WORDS, key=len, reverse=True)) + r")"
#: The forms of a length, each giving minutes (:func:`_minutes`).
_LENGTH = re.compile(
    r"(?i)\b(?:"
    r"(?P<half>half[\s\-]+an[\s\-]+hour|half[\s\-]+hour)"
    r"|(?P<hh>an|one)[\s\-]+hour[\s\-]+and[\s\-]+a[\s\-]+half"
    r"|(?P<hlong>hour[\s\-]+long)"
    r"|(?P<h>\d{1,2})\s*h\s*(?P<hm>\d{1,2})\s*(?:m|min|mins)?"
    rf"|(?P<n>{_NUM})[\s\-]*(?P<unit>hours?|hrs?|h|minutes?|mins?|days?)"
    r")(?![\w\-:])"
)
#: Words before a length that make it a move, an offset or a bound, not the row's length.
_BEFORE = re.compile(
    r"(?i)(?:\b(?:by|in|every|within|another|extra|additional|more|moved?|moving|push(?:ed)?|shift(?:ed)?"
    r"|pull(?:ed)?|bump(?:ed)?|delay(?:ed)?|extend(?:ed)?|shorten(?:ed)?|short(?:ened)?|about|around"
    r"|roughly|approximately|approx\.?|almost|nearly|over|under|up\s+to|at\s+least|at\s+most|less\s+than"
    r"|more\s+than|just|first|last|next|remaining|other|or|to|and|each|per|than|only|still|the\s+usual"
    r"|usual|default|standard|typical|plus)\s+|[~≈+±\-–—]\s*|\d\s*(?:[\-–—]|to)\s*)$"
)
#: (generic35) "only", "just" or "still" right after a copula or a verb of lasting, before a length:
#: "The loop is only 30 minutes long" says the loop's length (an hour: it passed, "only" read as a bound).
_COPULA_ONLY = re.compile(
    r"(?i)(?:\b(?:is|was|are|were|runs|ran|lasts|lasted)|['\u2019]s)\s+(?:only|just|still)\s+$"
)
#: Words after a length that make it an offset, a gap or something other than the row's length.
_AFTER = re.compile(
    r"(?i)^[\s\-]*(?:before|after|later|earlier|early|late|ahead|behind|apart|of|from|until|till|to\b|or\b"
    r"|[\-–—]\s*\d|notice|buffer|gap|slot|window|reminder|break|delay|shift|move|difference|offset|prior"
    r"|beforehand|in\s+advance|away|back|forward|sooner|past|longer|shorter|more|less|extra|over|each\s+way"
    r"|overlap|free|open|between|per|increments?|blocks?\s+of|walk|drive|commute|hold|lunch|timezone|ago)\b"
)
#: Where a clause ends: a sentence's end, a line, a semicolon.
_CLAUSE_END = re.compile(r"[.!?](?=\s)|\n|;")


@dataclass(frozen=True, slots=True)
class Length:
    """A length a text states: where, as written, in minutes."""

    start: int
    end: int
    minutes: float

    def said(self, text: str) -> str:
        return text[self.start : self.end]


@dataclass(frozen=True, slots=True)
class FalseLength:
    """A length said of rows none of which shows it: what was said, the rows, the lengths they show."""

    said: str
    rows: tuple[str, ...]
    shown: tuple[float, ...]

    def describe(self) -> str:
        shown = " or ".join(_spoken(m) for m in self.shown)
        return f"{self.said!r} of {', '.join(self.rows)} (the episode shows it {shown} long)"


def _spoken(minutes: float) -> str:
    if minutes >= 1440 and minutes % 1440 == 0:
        days = int(minutes // 1440)
        return f"{days} day" + ("s" if days != 1 else "")
    if minutes >= 60 and minutes % 60 == 0:
        hours = int(minutes // 60)
        return f"{hours} hour" + ("s" if hours != 1 else "")
    return f"{minutes:g} minutes"


def _count(word: str) -> float:
    word = word.casefold()
    return float(word) if word[0].isdigit() else float(_WORDS[word])


def _minutes(m: re.Match[str]) -> float | None:
    if m["half"]:
        return 30.0
    if m["hh"]:
        return 90.0
    if m["hlong"]:
        return 60.0
    if m["h"]:
        return int(m["h"]) * 60.0 + int(m["hm"])
    unit, n = m["unit"].casefold(), _count(m["n"])
    if unit.startswith("d"):
        # only a length said as one ("a 2-day offsite"): "in 3 days" and "3 days ago" are dates
        return n * 1440 if "-" in m.group() and n >= 1 else None
    if unit == "h" and not m["n"][0].isdigit():
        return None  # "an h" is no length
    return n * 60 if unit.startswith("h") else n


@lru_cache(maxsize=4096)
def lengths(text: str) -> tuple[Length, ...]:
    """Every length ``text`` states as a row's (the module docstring: no move, offset, gap or bound)."""
    out = []
    for m in _LENGTH.finditer(text):
        minutes = _minutes(m)
        if not minutes:
            continue
        if _AFTER.search(text[m.end() : m.end() + 24]):
            continue
        if _BEFORE.search(text, max(0, m.start() - 24), m.start()) and not _COPULA_ONLY.search(
            text, max(0, m.start() - 24), m.start()
        ):
            continue
        out.append(Length(m.start(), m.end(), minutes))
    return tuple(out)


def states_any(text: str) -> bool:
    """Whether ``text`` states a length at all (most texts state none)."""
    return bool(lengths(text))


@lru_cache(maxsize=64)
def declared(services: tuple[str, ...]) -> tuple[RowLength, ...]:
    """The objects with a length the dialects of ``services`` declare; unknown services declare none."""
    return tuple(r for service in registry.known(services) for r in service.dialect.row_lengths)


def _instant(value: Any) -> dt.datetime | None:
    """An instant as an aware date-time: Unix seconds, an ISO date-time, or an ISO date (its midnight)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        return dt.datetime.fromtimestamp(value, dt.UTC)
    if not isinstance(value, str):
        return None
    try:
        if len(value) == 10:
            return dt.datetime.combine(dt.date.fromisoformat(value), dt.time(), dt.UTC)
        when = dt.datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None
    return when if when.tzinfo is not None else when.replace(tzinfo=dt.UTC)


def _first(obj: Mapping[str, Any], paths: tuple[str, ...]) -> Any:
    return next((v for p in paths if (v := nested.at_path(obj, p)) is not None), None)


def shown_lengths(declarations: tuple[RowLength, ...], data: Iterable[Any]) -> dict[str, set[float]]:
    """The lengths, in minutes, the objects of ``data`` show for each name (as first written)."""
    out: dict[str, set[float]] = {}
    written: dict[str, str] = {}
    for value in nested.objects(data):
        for decl in declarations:
            name = _first(value, decl.names)
            start, end = _instant(_first(value, decl.starts)), _instant(_first(value, decl.ends))
            if isinstance(name, str) and start is not None and end is not None and end > start:
                name = written.setdefault(" ".join(name.split()).casefold(), " ".join(name.split()))
                out.setdefault(name, set()).add((end - start).total_seconds() / 60)
    return out


def _clause(text: str, at: Length) -> str:
    start = max((m.end() for m in _CLAUSE_END.finditer(text, 0, at.start)), default=0)
    end = _CLAUSE_END.search(text, at.end)
    return text[start : end.start() if end else len(text)]


def _names_in(clause: str, names: Iterable[str]) -> list[str]:
    folded = " ".join(clause.split()).casefold()
    return [
        n
        for n in names
        if len(n) >= 4 and re.search(r"(?<![\w])" + re.escape(n.casefold()) + r"(?![\w])", folded) is not None
    ]


#: (generic31) A length said of a clause's subject: "The check-in is an hour long", "It's 45 minutes long",
#: "The renewal call runs 45 minutes" (the subject up to the verb, the length right after it).
#: (generic35) An article before the length too: "It's a 60-minute meeting", "The stand-up is a 30-minute
#: meeting" passed of a 90- and a 15-minute event (the article ended the subject's reach).
_PREDICATED = re.compile(
    r"(?i)^\s*(?P<subject>(?:the|this|that|its|their|his|her|your|our)\s+[\w\s\-'/:&]{2,40}?|it|this|that)"
    r"\s*(?:\s(?:is|was|will\s+be|runs|ran|lasts|lasted)|['\u2019]s)\s+(?:(?:still|only|just|now)\s+)?"
    r"(?:(?:for|scheduled\s+for|booked\s+for|set\s+for)\s+)?(?:an?\s+)?$"
)
_PRONOUN = frozenset({"it", "this", "that"})
_DETERMINERS = frozenset({"the", "this", "that", "its", "their", "his", "her", "your", "our"})
#: (dates38) Short words of a subject that name no row: "the jam", "the QBR", "your 1:1" are read (three
#: characters), "the new one" is not.
_VAGUE = frozenset({"new", "old", "one", "two", "big", "all", "day", "out", "own", "due", "set", "now"})


def _referred(message: str, at: Length, shown: Mapping[str, set[float]]) -> list[str]:
    """(generic31) The rows a clause that names none says a length of by its subject
    (:data:`_PREDICATED`): a pronoun ("It's an hour long") is the last row the message named before
    the clause; a common noun ("The check-in is an hour long", "The renewal call is 45 minutes long")
    the rows shown whose name says each of its words, or else any of them. The reviews' "an hour long"
    of a 30-minute renewal passed: the clause named no row. Nothing where the subject fits no shown
    row, or the clause says the length another way (a proposal, a booking: "I can book it for an hour"
    has no such subject)."""
    opened = max((m.end() for m in _CLAUSE_END.finditer(message, 0, at.start)), default=0)
    m = _PREDICATED.match(message[opened : at.start])
    if m is None:
        return []
    subject = m["subject"].casefold().split()
    if len(subject) == 1 and subject[0] in _PRONOUN:
        folded = message[:opened].casefold()
        before = [(folded.rfind(n.casefold()), n) for n in _names_in(message[:opened], shown)]
        return [max(before)[1]] if before else []
    # (dates38) three characters name a row too: "The jam runs an hour" (a 90-minute Roadmap jam), "Your 1:1
    # is 45 minutes long" (a 30-minute 1:1) passed, the subject read as no word
    wanted = [w for w in subject if w not in _DETERMINERS and w not in _VAGUE and len(w) >= 3]
    if not wanted:
        return []
    says = [
        {w for w in wanted if re.search(rf"(?<![\w]){re.escape(w)}(?![\w])", n.casefold())} for n in shown
    ]
    every = [n for n, s in zip(shown, says, strict=True) if len(s) == len(wanted)]
    # each word, or else any ("the renewal call" of "Fjord Payments renewal"): a length any one shows passes
    return every or [n for n, s in zip(shown, says, strict=True) if s]


def false_lengths(
    message: str, services: tuple[str, ...], texts: Iterable[str], data: Iterable[Any]
) -> list[FalseLength]:
    """The lengths ``message`` says of rows its clause names that none of them shows (the module
    docstring). ``texts`` are the ones the agent was told (a length they state may be repeated),
    ``data`` the rows and responses of the episode."""
    said = [n for n in lengths(message) if not moments._asked(message, n.end)]
    if not said:
        return []
    told = {n.minutes for t in texts if t for n in lengths(t)}
    said = [n for n in said if n.minutes not in told]
    declarations = declared(services)
    if not said or not declarations:
        return []
    shown = shown_lengths(declarations, data)
    if not shown:
        return []
    out = []
    for n in said:
        named = _names_in(_clause(message, n), shown) or _referred(message, n, shown)
        if not named:
            continue
        # a name inside another named name is that one's ("Design review" in "Design review prep")
        named = [a for a in named if not any(a != b and a.casefold() in b.casefold() for b in named)]
        lengths_shown = set().union(*(shown[a] for a in named))
        if any(abs(m - n.minutes) < 1 for m in lengths_shown):
            continue
        out.append(FalseLength(n.said(message), tuple(named), tuple(sorted(lengths_shown))))
    return out
