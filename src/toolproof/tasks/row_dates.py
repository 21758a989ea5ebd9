"""(dates37) A date or clock time a message says of a row with the verb that dates it ("The resolution was
posted on 2 November", "The call was booked on 20 October", "The account was opened in January 2026", "His
next invoice is due on 2 January", "The trial converts at 9:00 London"), read against that row's own stamps.

The date check (:mod:`.moments`) holds a date false only when nothing grounds it while a day beside it is
grounded: "2 November" was grounded by the world's today, "20 October" and "2 January" by nothing and no
neighbour, "January 2026" by another customer created that month, "9:00 London" by every creation stamp
(09:00 UTC). Here a date (or a relative or month-only phrase, or a clock time) right after a word that
dates a kind of row (:mod:`toolproof.service.row_dates`: each dialect says which words name which stamps)
is read against the rows of that kind the episode showed: the ones the sentence names (by a name of theirs
said whole, an e-mail address by its domain too), or else every one shown (unless the word is said of many
kinds of things, "created", "due": then only a named row is read). It is false when none of them
has a stamp on that day (in any zone of the episode), in that month, or at that clock (in the zone said),
no told text says it and no free text the episode showed states it ("Ember Dental renews on 2026-09-26"
in a channel's history grounds a renewal said that day).

Read narrowly: the word and the date must stand together ("posted on 2 November", "was opened in January
2026", "is due on", "converts at"), in a sentence that is no question and does not deny it ("wasn't
posted on …"); a word no declared row of the episode has (nothing shown of its kind) reads nothing.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any
from zoneinfo import ZoneInfo

from toolproof.service import registry
from toolproof.service.row_dates import RowDate
from toolproof.tasks import moments, nested, relative_dates

#: Between the dating word and the date: a pronoun object ("posted it"), then "on", "in", "at", "back in",
#: "as of" (or nothing: "posted 29 October"), "the" allowed after.
_GAP = r"(?:\s+(?:it|this|that|them))?\s+(?:(?:on|in|at|back\s+in|as\s+of)\s+(?:the\s+)?)?$"
#: Where a sentence ends: "example.com" keeps its dot.
_SENTENCE_END = re.compile(r"[!?\n;]|\.(?=\s|$)")
#: A denial before the word in its sentence: "It wasn't posted on 2 November".
_DENIED = re.compile(r"\b(?:not|never|no)\b|n['\u2019]t\b", re.IGNORECASE)
#: The Unix seconds a stamp may hold (2001 to 2096), as moments reads them.
_LOW, _HIGH = 1_000_000_000, 4_000_000_000
_SECONDS = re.compile(r"\d{9,10}(?:\.\d+)?")


@lru_cache(maxsize=1)
def declared() -> tuple[RowDate, ...]:
    """Every available service's dated rows that can fail a date. A declaration is a shape of object (its
    keys and ``where`` values), and a task's episode holds only its own services' objects, so reading all
    of them reads no row a task's services do not have."""
    return tuple(d for d in _all_declared() if not d.grounds_only)


@lru_cache(maxsize=1)
def grounding() -> tuple[RowDate, ...]:
    """(dates38) Every available service's dated rows whose rows can ground a date said of them (the
    declarations with free text to be talked of by, or names)."""
    return tuple(d for d in _all_declared() if d.texts or d.names)


@lru_cache(maxsize=1)
def _all_declared() -> tuple[RowDate, ...]:
    return tuple(d for s in registry.known(registry.available()) for d in s.dialect.row_dates)


@lru_cache(maxsize=64)
def _word_pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(rf"(?i)\b(?:{'|'.join(words)})\b{_GAP}")


@dataclass(frozen=True, slots=True)
class _Stamp:
    """One instant of a row: aware (a zone reads its day and clock), or a wall clock / whole day."""

    aware: dt.datetime | None
    wall: dt.datetime | None
    day: dt.date | None


def _stamp(value: Any) -> _Stamp | None:
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, str) and _SECONDS.fullmatch(value):
        value = float(value)
    if isinstance(value, int | float):
        if not _LOW <= value <= _HIGH:
            return None
        return _Stamp(dt.datetime.fromtimestamp(int(value), dt.UTC), None, None)
    if not isinstance(value, str):
        return None
    try:
        if len(value) == 10:
            return _Stamp(None, None, dt.date.fromisoformat(value))
        when = dt.datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None
    return _Stamp(when, None, None) if when.tzinfo is not None else _Stamp(None, when, None)


@dataclass(frozen=True, slots=True)
class _Row:
    names: tuple[str, ...]
    stamps: tuple[_Stamp, ...]
    #: (dates38) The object's free text (``RowDate.texts``), by whose words a sentence talks of it.
    text: str = ""


def _rows(decl: RowDate, data: Iterable[Any]) -> list[_Row]:
    """The objects of ``data`` of ``decl``'s shape, with their names and the stamps its word names."""
    out = []
    for value in nested.objects(data):
        if any(value.get(k) != v for k, v in decl.where) or any(k not in value for k in decl.keys):
            continue
        stamps = tuple(s for p in decl.stamps if (s := _stamp(nested.at_path(value, p))) is not None)
        if not stamps:
            continue
        found = (nested.at_path(value, p) for p in decl.names)
        names = tuple(decl.name_prefix + n.strip() for n in found if isinstance(n, str) and n.strip())
        said = (nested.at_path(value, p) for p in decl.texts)
        out.append(_Row(names, stamps, " ".join(t for t in said if isinstance(t, str))))
    return out


def _zone(name: str) -> ZoneInfo | None:
    """The zone ``name`` names, held as :mod:`.moments` holds the zones it reads (built once), or none."""
    return moments._zone_info(name) if moments._valid_zone(name) else None


def _days(row: _Row, zones: Sequence[str]) -> set[dt.date]:
    out: set[dt.date] = set()
    for s in row.stamps:
        if s.day is not None:
            out.add(s.day)
        elif s.wall is not None:
            out.add(s.wall.date())
        elif s.aware is not None:
            for name in zones:
                zone = _zone(name)
                if zone is not None:
                    out.add(s.aware.astimezone(zone).date())
    return out


def _clocks(row: _Row, zones: Sequence[str]) -> set[tuple[int, int, str]]:
    """Each stamp's clock, per zone (``"*"``: a wall clock written with no zone, in any)."""
    out: set[tuple[int, int, str]] = set()
    for s in row.stamps:
        if s.wall is not None:
            out.add((s.wall.hour, s.wall.minute, "*"))
        elif s.aware is not None:
            for name in zones:
                zone = _zone(name)
                if zone is not None:
                    local = s.aware.astimezone(zone)
                    out.add((local.hour, local.minute, name))
    return out


def _sentence(text: str, at: int) -> tuple[int, int]:
    start = max((m.end() for m in _SENTENCE_END.finditer(text, 0, at)), default=0)
    end = _SENTENCE_END.search(text, at)
    return start, end.start() if end else len(text)


_EDGE_BEFORE = r"(?<![\w@.\-])"
_EDGE_AFTER = r"(?![\w\-]|\.\w)"


def _named(sentence: str, row: _Row) -> bool:
    """Whether ``sentence`` names ``row``: one of its names (four characters or more) said whole, or an
    e-mail address's domain ("the example.com account")."""
    folded = sentence.casefold()
    for name in row.names:
        said = [name]
        if "@" in name:
            said.append(name.rpartition("@")[2])
        for n in said:
            n = " ".join(n.split()).casefold()
            if len(n) >= 4 and re.search(_EDGE_BEFORE + re.escape(n) + _EDGE_AFTER, folded):
                return True
    return False


@dataclass(frozen=True, slots=True)
class _Said:
    """A value said right after a dating word: where (its sentence's start and the value's span) and the
    declarations the word is of."""

    start: int
    end: int
    sentence: tuple[int, int]
    decls: tuple[RowDate, ...]


def _dated_by(message: str, start: int, end: int, decls: Sequence[RowDate]) -> _Said | None:
    """The declarations whose word stands right before ``message[start:end]`` in its sentence, unless the
    sentence asks or denies it."""
    first, last = _sentence(message, start)
    before = message[first:start]
    found = tuple(d for d in decls if _said_of_kind(d, before))
    if not found or moments._asked(message, end) or _DENIED.search(before):
        return None
    return _Said(start, end, (first, last), found)


@lru_cache(maxsize=64)
def _kind_pattern(kinds: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(rf"(?i)(?:{'|'.join(kinds)})(?:\s+[\w'\u2019\-]+){{0,4}}\s*$")


def _said_of_kind(decl: RowDate, before: str) -> bool:
    """Whether ``before`` (a sentence up to the value) ends with ``decl``'s word and, where the declaration
    names its kind's words (``RowDate.kinds``), says one of them right before the word: "The invoice was
    issued on …", "#general was made in …"."""
    m = _word_pattern(decl.words).search(before)
    if m is None:
        return False
    return not decl.kinds or _kind_pattern(decl.kinds).search(before, 0, m.start()) is not None


#: (dates38) A sentence whose row is a pronoun: its subject ("It was set up on 20 October") or the dating
#: word's object ("I booked it on …"); the row is the one an earlier sentence names.
_PRONOUN_SUBJECT = re.compile(r"(?i)^\W*(?:it|this|that|they|these|those)\b")
_PRONOUN_OBJECT = re.compile(
    r"(?i)\b(?:it|this|that|them)\s+(?:(?:on|in|at|back\s+in|as\s+of)\s+(?:the\s+)?)?$"
)


def _candidates(message: str, said: _Said, data: list[Any]) -> list[_Row]:
    """The rows the value is said of: the ones its sentence names before it (its subject: "the out-of-office
    was added last week, so I booked the planning" says nothing of the planning), else, where the sentence
    says the row as a pronoun ("It was set up on 20 October"), the ones the nearest earlier sentence that
    names one names (dates38), else every one of the word's kinds."""
    sentence = message[said.sentence[0] : said.start]
    rows = [(d.named, r) for d in said.decls for r in _rows(d, data)]
    named = [r for _, r in rows if _named(sentence, r)]
    if named:
        return named
    if _PRONOUN_SUBJECT.search(sentence) or _PRONOUN_OBJECT.search(sentence):
        earlier = _earlier_named(message[: said.sentence[0]], [r for _, r in rows])
        if earlier:
            return earlier
    return [r for only_named, r in rows if not only_named]


def _earlier_named(text: str, rows: list[_Row]) -> list[_Row]:
    """(dates38) The rows the last sentence of ``text`` that names any of ``rows`` names."""
    ends = [0, *(m.end() for m in _SENTENCE_END.finditer(text))]
    for start, end in zip(reversed(ends[:-1]), reversed(ends[1:]), strict=True):
        found = [r for r in rows if _named(text[start:end], r)]
        if found:
            return found
    return []


def _shown_texts(data: Iterable[Any]) -> list[str]:
    """The free texts (strings with a space) of ``data``: a date one of them states is shown in words."""
    return [value for value in nested.strings(data) if " " in value]


def _describe(rows: list[_Row], shown: Iterable[str], near: str = "") -> str:
    """The values the rows show, the three nearest ``near`` (as sortable text) first, and up to two names."""
    values = sorted(shown, key=lambda v: (abs(_rank(v) - _rank(near)) if near else 0, v))[:3]
    names = sorted({r.names[0] for r in rows if r.names})[:2]
    whose = f" of {', '.join(repr(n) for n in names)}" if names else ""
    return f"{', '.join(sorted(values))}{whose}"


def _rank(value: str) -> int:
    """An ISO day's ordinal (a clock's minutes), for :func:`_describe`'s nearest."""
    try:
        return dt.date.fromisoformat(value[:10]).toordinal()
    except ValueError:
        return int(value[:2]) * 60 + int(value[3:5]) if value[:2].isdigit() else 0


def states_any(message: str) -> bool:
    """Whether ``message`` says a date or clock time right after a word that dates a kind of row (most
    say none): then the instruction alone never grounds it (:func:`.moments.grounded_by`)."""
    decls = declared()
    if not decls:
        return False
    spans = [(d.start, d.end) for d in moments.dates(message)] + [
        (t.start, t.end) for t in moments.times(message)
    ]
    return any(_dated_by(message, start, end, decls) is not None for start, end in spans)


def _same_day_of_year(shown: dt.date, said: dt.date) -> bool:
    """(lead66) Whether a yearless date said (``said``, read in the year nearest the world's today) is
    ``shown``'s month and day: "June 10" names a renewal on 2027-06-10 as well as one on 2026-06-10; the
    year the text did not write is no claim (stripe.remove-lapsed-discount's honest rewrite "Her next
    invoice on June 10" failed against the period's end a year on)."""
    return (shown.month, shown.day) == (said.month, said.day)


def false_dates(
    message: str, texts: Iterable[str], data: Iterable[Any], zones: Iterable[str], *, phrases: bool = False
) -> list[moments.FalseMoment]:
    """The dates and clock times (``phrases``: the relative and month-only phrases instead) ``message``
    says right after a word that dates a kind of row, that no row of that kind the sentence is about shows
    (the module docstring). ``texts``: what the agent was told; ``data``: the rows and responses;
    ``zones``: the episode's (a stamp's day and clock are read in each)."""
    decls = declared()
    if not decls:
        return []
    said: list[tuple[str, _Said, Any]] = []
    if phrases:
        for p in relative_dates.phrases(message):
            if (s := _dated_by(message, p.start, p.end, decls)) is not None:
                said.append(("phrase", s, p))
    else:
        for d in moments.dates(message):
            if (s := _dated_by(message, d.start, d.end, decls)) is not None:
                said.append(("date", s, d))
        for t in moments.times(message):
            if (s := _dated_by(message, t.start, t.end, decls)) is not None:
                said.append(("time", s, t))
    if not said:
        return []
    data = list(data)
    zone_names = sorted({"UTC", *zones})
    told = [t for t in texts if t]
    free: list[str] | None = None
    out = []
    for kind, s, value in said:
        rows = _candidates(message, s, data)
        if not rows:
            continue
        if free is None:
            free = [*told, *_shown_texts(data)]
        text = message[s.start : s.end]
        if kind == "time":
            zone = value.zone
            clocks = set().union(*(_clocks(r, zone_names) for r in rows))
            if any(h == value.hour and m == value.minute and z in ("*", zone or z) for h, m, z in clocks):
                continue
            if any((t.hour, t.minute) == value.clock for f in free for t in moments.times(f)):
                continue
            shown = {f"{h:02d}:{m:02d} {z}" for h, m, z in clocks if z == (zone or "UTC") or z == "*"}
            said_at = f"{value.hour:02d}:{value.minute:02d}"
            note = f"no row it is said of is dated then; the episode shows {_describe(rows, shown, said_at)}"
            out.append(moments.FalseMoment(text, "", "", note))
            continue
        days = set().union(*(_days(r, zone_names) for r in rows))
        wanted = value.days if kind == "phrase" else {value.day}
        if days & wanted:
            continue
        if kind == "date" and not value.has_year and any(_same_day_of_year(d, value.day) for d in days):
            continue  # (lead66) "Her next invoice on June 10" of a 2027-06-10 period end (read as 2026's)
        if kind == "phrase":
            if any(
                relative_dates._said(f, q) == relative_dates._said(message, value)
                for f in told
                for q in relative_dates.phrases(f)
            ):
                continue
            if any(q.days & wanted for f in free for q in relative_dates.phrases(f)):
                continue
        elif any(
            d.day == value.day or (not value.has_year and _same_day_of_year(d.day, value.day))
            for f in free
            for d in moments.dates(f)
        ):
            continue
        shown_days = {d.isoformat() for d in days}
        near = min(wanted).isoformat()
        note = f"no row it is said of is dated then; the episode shows {_describe(rows, shown_days, near)}"
        out.append(moments.FalseMoment(text, "", "", note))
    return out


def _talked_of(sentence: str, row: _Row) -> bool:
    """(dates38) Whether ``sentence`` (the words before the dating word) talks of ``row``: it names it, or
    shares a word of four letters or more (not a common one: "message", "channel", "posted") with the
    row's free text ("the runbook" of the post "New runbook for payment-gateway incidents is up")."""
    if _named(sentence, row):
        return True
    return bool(row.text) and bool(moments._tie_words(sentence) & moments._tie_words(row.text))


def holds(message: str, start: int, end: int, data: Iterable[Any], zones: Iterable[str]) -> bool:
    """(dates38) Whether the date at ``message[start:end]``, said right after a word that dates a kind of
    row ("the runbook Noah Müller shared on 31 October", "The resolution was posted on 29 October"), is a
    day one of the rows of that kind the sentence names or talks of (:func:`_talked_of`) holds, in some
    zone of the episode (a yearless date by its month and day). Then the date is that row's, not a day off
    another the episode shows (:func:`.moments.false_moments`). Rows the sentence does not talk of ground
    nothing: a channel's history holds a post on most days."""
    decls = grounding()
    if not decls:
        return False
    said = _dated_by(message, start, end, decls)
    if said is None:
        return False
    found = moments.dates(message[start:end])
    if not found:
        return False
    day, has_year = found[0].day, found[0].has_year
    before = message[said.sentence[0] : start]
    cut = min(
        (m.start() for d in said.decls for m in _word_pattern(d.words).finditer(before)), default=len(before)
    )
    sentence = before[:cut]
    zone_names = sorted({"UTC", *zones})
    data = list(data)
    talked = [row for decl in said.decls for row in _rows(decl, data) if _talked_of(sentence, row)]
    if not talked:
        return False
    # the rows talked of most: by the sentence's words, then by the whole report's before the date ("The
    # runbook was posted on 14 October" after "Bookmarked the new payment-gateway runbook" talks of the new
    # runbook's post, not the retired one's of the 14th, though both say "runbook")
    context = _tie_score(message[:start], talked)
    best = max(context)
    for row, score in zip(talked, context, strict=True):
        if score != best:
            continue
        days = _days(row, zone_names)
        if day in days or (not has_year and any(_same_day_of_year(d, day) for d in days)):
            return True
    return False


def _tie_score(text: str, rows: list[_Row]) -> list[tuple[bool, int]]:
    """(dates38) Per row: whether ``text`` names it, then how many words of four letters or more (not common
    ones) it shares with the row's free text."""
    words = moments._tie_words(text)
    return [(_named(text, r), len(words & moments._tie_words(r.text)) if r.text else 0) for r in rows]


# -- a bare year said of a row (dates38) -------------------------------------------------------------------

#: "in 2024", "back in 2024", "during 2024", "since 2024": a year with no month or day (neither a date nor a
#: relative phrase reads it), not a range ("2024-25") or a part of a longer number.
_YEAR = re.compile(
    r"(?i)\b(?:(?P<since>since)|in|during|back\s+in)\s+(?P<year>(?:19|20)\d\d)\b(?![-/\u2013]\d)"
)


def _years(message: str) -> list[tuple[re.Match[str], _Said]]:
    decls = declared()
    if not decls or _YEAR.search(message) is None:
        return []
    found = ((m, _dated_by(message, m.start(), m.end(), decls)) for m in _YEAR.finditer(message))
    return [(m, s) for m, s in found if s is not None]


def states_year(message: str) -> bool:
    """(dates38) Whether ``message`` says a bare year right after a word that dates a kind of row
    ("#general was made in 2024", "Sam has had a Box account since 2024")."""
    return bool(_years(message))


def false_years(message: str, texts: Iterable[str], data: Iterable[Any]) -> list[str]:
    """(dates38) The bare years ``message`` says right after a word that dates a kind of row that no row of
    that kind the sentence is about was dated in (since a year: in it or before), each described.
    "#ext-fjord-payments was created in 2024" of a channel created in 2026 and "Sam has had a Box account
    since 2024" of an account created in 2025 passed: a bare year is neither a date nor a relative phrase.
    A told text that says the year grounds it, as a free text the episode showed that says it with the same
    preposition does."""
    said = _years(message)
    if not said:
        return []
    data = list(data)
    told = [t for t in texts if t]
    free: list[str] | None = None
    out = []
    for m, s in said:
        rows = _candidates(message, s, data)
        if not rows:
            continue
        year, since = int(m.group("year")), m.group("since") is not None
        # a year's first and last instants read in any zone shift the day by one at most: UTC and the
        # stamps' own offsets are enough (a stamp on New Year's Eve is read in both years)
        days = set().union(*(_days(r, ("UTC", "Pacific/Kiritimati", "Pacific/Pago_Pago")) for r in rows))
        if any(d.year == year or (since and d.year < year) for d in days):
            continue
        if free is None:
            free = [*told, *_shown_texts(data)]
        said_text = " ".join(m.group().casefold().split())
        if any(said_text in " ".join(f.casefold().split()) for f in free):
            continue
        shown = sorted({str(d.year) for d in days})[:3]
        out.append(
            f"{message[m.start() : m.end()]!r} (no row it is said of is dated then; the episode shows "
            f"{', '.join(shown)}{_whose(rows)})"
        )
    return out


def _whose(rows: list[_Row]) -> str:
    names = sorted({r.names[0] for r in rows if r.names})[:2]
    return f" of {', '.join(repr(n) for n in names)}" if names else ""
