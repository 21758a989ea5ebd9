"""A date, time or amount said beside a named row, grounded by that row: the row-bound values check.

The moments and amounts checks (:mod:`.moments`, :mod:`.amounts`) ground a value by *any* response of
the episode, so one read of a look-alike grounds its values for every claim: "Your Team subscription
will end on November 27" passed where the Team subscription ends on the 15th and the 27th is the
namesake's Starter subscription's end, read on the way (docs/reviews/resample10b.md, "Grounding bound
to the row"). This module reads a message clause by clause (a sentence, a line, a bullet, a table row,
a part between semicolons: :func:`clauses`). Where a clause names rows (:class:`.names.NameIndex`: a
customer's, product's, event's, channel's name; or an id or address of one) and states a date, a
clock time or an amount (:func:`.moments.dates`, :func:`.moments.times`, :func:`.amounts.stated`), the
value is false (:func:`false_row_values`) when the only data of the episode that grounds it is about
*another row of the named rows' tables*: the look-alike's value, given to the row the clause names.
Everything else grounds it: the texts the agent was told (the instruction, the policy, the user's
words: a value the instruction gave stays right), the task's typed facts, every row the episode
changed and every write's arguments (what the agent did is its to report: a new end after a move is
the write's), and the parts of the responses it received that are about the named rows or about no
row of their tables (a charge's amount beside the person DM'd about it).

A value nothing grounds at all (a sum the agent worked out, "in two weeks") is left alone, as is a
value in a clause that names no row (the moments and amounts checks read those). (rows22) A clause that
goes from one named row to another of its table ("Dana Whitfield paid … and Dana Whitley …") is read
part by part (:func:`row_parts`); two rows named in one part ("X and Y both paid $480"): either
grounds it. One name of several rows (two Mei Rossis, two "Roadmap jam" events) names
them all, except in a report of done work where the episode acted on some of them (their ids are in a
write's arguments or a changed row) and the clause does not set one apart ("the other", "not",
"stays"): then it names the ones acted on. (generic27) A clause whose only rows are named as an event's
guest ("Renewal call with Noah Kim: Thursday 19 November, 2:00 PM") states the event's time, not theirs:
it is not read here (the moments check grounds it); "Noah Kim's renewal call is on …" still is.

What a response part is *about*. The ids of the rows of the named rows' tables (:attr:`Name.key`, and
:attr:`Name.aliases`, an address) found in it decide: the largest part (the body, a list, an object in
a list) that holds ids of the named rows and of no other row of their table is about them (a
subscription object holds its customer's id and its price's product id); one that holds only other
rows' ids is about those; a part that holds both is read part by part. A read whose arguments hold a
named row's id (``subscriptions.list(customer=…)``, a channel's history) is about that row whole.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

from toolproof.tasks import amounts, moments, pronouns
from toolproof.tasks.evidence import received
from toolproof.tasks.names import Mention, Name, NameIndex, scalars
from toolproof.world.diff import Diff
from toolproof.world.ledger import LedgerEntry

#: Where a clause ends: a sentence's end, a line, a semicolon. (resample20b) Not the dot of "a.m." or
#: "p.m.": "Dana Whitfield of Acme Freight (11:00 a.m. New York, Amex ending 8431)" is one clause, and
#: cut there its card was read as the next row's.
_CLAUSE_END = re.compile(r"(?<=[.!?])(?<![ap]\.m\.)(?<![AP]\.M\.)\s+|\n+|;\s*")
#: Words that set one of several rows called alike apart ("the other Mei Rossi", "not", "stays").
_APART = re.compile(
    r"\b(?:other|another|not|never|no|n't|stays?|kept|keeps?|left|untouched|unchanged|remains?|both|either|"
    r"neither|each|all)\b|n't\b",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class Clause:
    """One clause of a message that names rows and states values: its text and where it starts."""

    start: int
    text: str
    #: The rows it names: by a name (every row so called) or by an id or address written in it.
    rows: tuple[Name, ...]


def clauses(text: str) -> list[tuple[int, str]]:
    """The clauses of ``text`` with where each starts (:data:`_CLAUSE_END`)."""
    out, at = [], 0
    for m in _CLAUSE_END.finditer(text):
        if m.start() > at:
            out.append((at, text[at : m.start()]))
        at = m.end()
    if at < len(text):
        out.append((at, text[at:]))
    return out


def states_value(text: str) -> bool:
    """Does ``text`` state a date, a clock time, an amount or (orders21) an order's number?"""
    return bool(
        moments.dates(text) or moments.times(text) or amounts.stated(text) or _ORDER_NUMBER.search(text)
    )


def bound_clauses(message: str, index: NameIndex) -> tuple[Clause, ...]:
    """The clauses of ``message`` that name a row and state a value: the only ones this check reads
    (most messages have none, and then nothing is walked). Remembered per index and message: every
    grade asks, and the episodes of a task word their messages alike."""
    kept = _BOUND.get((id(index), message))
    if kept is not None and kept[0] is index:
        return kept[1]
    found = _bound(message, index) if any(c.isdigit() for c in message) else ()
    if len(_BOUND) >= _BOUND_MAX:
        _BOUND.clear()
    _BOUND[(id(index), message)] = (index, found)
    return found


#: :func:`bound_clauses` per index and message, bounded.
_BOUND: dict[tuple[int, str], tuple[NameIndex, tuple[Clause, ...]]] = {}
_BOUND_MAX = 4096


def _bound(message: str, index: NameIndex) -> tuple[Clause, ...]:
    out = []
    said: list[pronouns.Resolved] | None = None
    for start, clause in clauses(message):
        if not states_value(clause):
            continue
        for at, text in (part for whole in row_parts(clause, index) for part in _contrasted(*whole, index)):
            rows = named_rows(text, index)
            if rows and _guests_only(text, index):
                continue  # (generic27) "Renewal call with Noah Kim: Thursday 19 November": the call's time
            if not rows:
                # (names14) a clause that names a row only by a pronoun ("Her card ends 4242")
                said = pronouns.resolved(message, index) if said is None else said
                rows = pronouns.rows_of(said, start + at, start + at + len(text))
            own = _own_part(text, index) if rows else None
            if own is not None:
                out.append(Clause(start + at, own, rows))
    return tuple(out)


#: (resample32b) Where a clause turns to what something is in place of: "instead of", "rather than", "in
#: place of", "replacing".
_CONTRAST = re.compile(r"\b(?:instead\s+of|rather\s+than|in\s+place\s+of|replacing)\b", re.IGNORECASE)


def _contrasted(at: int, text: str, index: NameIndex) -> list[tuple[int, str]]:
    """(resample32b) ``text`` (starting at ``at`` of its clause) cut where it turns to what its value is in
    place of, when the head states a value and names no row and the tail names one: "she pays $29.00 from
    her renewal on 1 December instead of Starter's $9.00" says $9.00 of Starter and $29.00 of the
    subject before the turn, not of Starter (the upgrade's honest report failed, its $29.00 read as
    Starter's). The head is then read as a clause naming no row (by its pronoun, as before); the tail
    keeps its own values, so "instead of Starter's $29.00" still fails. Any other text is one part."""
    turn = _CONTRAST.search(text)
    if turn is None or _depth(text, turn.start()):
        return [(at, text)]
    head, tail = text[: turn.start()], text[turn.start() :]
    if not states_value(head) or named_rows(head, index) or not named_rows(tail, index):
        return [(at, text)]
    return [(at, head), (at + turn.start(), tail)]


#: (generic27) An event's guest: a name right after "<event> with" ("Renewal call with Noah Kim: Thursday
#: 19 November, 2:00 PM", "the QBR with Olivia Grant on 3 December"). The clause's date or time is the
#: event's, not the guest's own.
_EVENT = (
    r"\b(?:call|meeting|sync|jam|review|1:1|one-on-one|catch-?up|check-?in|chat|demo|interview|qbr|session"
    r"|stand-?up|kick-?off|lunch)"
)
_GUEST = re.compile(rf"{_EVENT}\s+with\s+$", re.IGNORECASE)
_EVENT_WORD = re.compile(_EVENT, re.IGNORECASE)
#: (generic28) A name in a list of an event's people: a capitalised word or two (a first name the index
#: does not know, "Jordan"), "me", "you"; joined by a comma, "+", "&" or "and".
_PERSON = r"(?:(?-i:[A-Z])[\w'\u2019.-]*(?:\s+(?-i:[A-Z])[\w'\u2019.-]*)?|me|you|us)"
_JOINED = r"\s*(?:,|\+|&|\band\b)\s*"
#: (generic28) The people of an event after a label ("attendees: Jordan and Noah Kim", "guests: …"):
#: right before a name, the label and the names before it in the list. (lead66) Also ", with" after the
#: event's time, no colon: "Renewal call: Thursday 19 November, 2:00 PM New York time, with Noah Kim"
#: (resample23c's honest post, open since) read the day as Noah Kim's, where "(with Noah Kim)" and
#: "Renewal call with Noah Kim: …" already passed; :func:`_labelled` still asks for the event and its
#: time before it and no value after the name.
_LABELLED = re.compile(
    rf"(?:\b(?:attendees|guests|invitees|participants|invited|with)\s*:|,\s*with\b)\s*(?:{_PERSON}{_JOINED})*$",
    re.IGNORECASE,
)
#: (generic28) A parenthesis that lists an event's people: names, and a length ("30 min") at most.
_LENGTH = re.compile(r"\b\d+\s*(?:min(?:ute)?s?|h|hrs?|hours?)\b|\bwith\b", re.IGNORECASE)
_LISTED = re.compile(rf"(?:{_PERSON}|,|\+|&|\band\b|\s)+", re.IGNORECASE)


def _guests_only(text: str, index: NameIndex) -> bool:
    """Whether every row ``text`` names is named as an event's guest (:data:`_GUEST`) and by nothing else:
    then its values are the event's, which this check does not read (the moments check grounds them). A
    clause that also names a row otherwise ("Noah Kim's renewal is …", an id) stays read."""
    mentions = index.mentioned(text)
    if not mentions or index.ids_in(text):
        return False
    return all(
        _GUEST.search(text[: m.start]) or _labelled(text, m.start, m.end) or _listed(text, m.start, m.end)
        for m in mentions
    )


def _after_a_time(before: str) -> bool:
    """(generic28) Whether ``before`` names an event and states its date or time."""
    return bool(_EVENT_WORD.search(before)) and bool(moments.times(before) or moments.dates(before))


def _labelled(text: str, start: int, end: int) -> bool:
    """(generic28) Whether the name at ``start``–``end`` of ``text`` is in a labelled list of an event's
    people after the event's time, the list ending the part: "Renewal call: Thursday 19 November, 2:00
    PM New York time, attendees: Jordan and Noah Kim." A value after the name stays read."""
    label = _LABELLED.search(text, 0, start)
    if label is None or not _after_a_time(text[: label.start()]):
        return False
    return not states_value(text[end : _bracket_end(text, label.start(), end)])


def _bracket_end(text: str, at: int, end: int) -> int:
    """(counts39) Where the list of people that a label at ``at`` opens ends, past the name that ends at
    ``end``: the close of the bracket the label stands in ("The QBR (Thu 5 Nov, 10:00–11:00 Los Angeles,
    with Olivia Grant and Peter Vance, both accepted) starts at 13:00 New York time": what follows the
    ")" is said of the QBR, the bracket's subject, not of its guests; resample34b's honest report failed
    as "'11:00' of Olivia Grant, Peter Vance"), else the text's end. A value inside the bracket after the
    name ("with Olivia Grant at 9:00)") is still the name's."""
    if _depth(text, at) <= 0:
        return len(text)
    depth = 0
    for i in range(end, len(text)):
        if text[i] in "([":
            depth += 1
        elif text[i] in ")]":
            if depth == 0:
                return i
            depth -= 1
    return len(text)


def _listed(text: str, start: int, end: int) -> bool:
    """(generic28) Whether the name at ``start``–``end`` of ``text`` is in a parenthesis of an event's
    people right after the event's time: "Renewal call: Thursday 19 November, 2:00 PM New York time (30
    min, Jordan + Noah Kim)". Before the "(", an event word and a date or time; inside, names (and a
    length) only, and no value after it. The name in "Noah Kim: Thursday 19 November" or "Noah Kim's
    phone is …" is in none."""
    opened = text.rfind("(", 0, start)
    closed = text.find(")", end)
    if opened < 0 or closed < 0 or ")" in text[opened:start] or "(" in text[end:closed]:
        return False
    if not _after_a_time(text[:opened]) or states_value(text[closed + 1 :]):
        return False
    inside = _LENGTH.sub(" ", text[opened + 1 : closed])
    return bool(_LISTED.fullmatch(inside.strip()))


#: (rows22) What goes from one row to the next within a clause: "and", "while", "whereas", "but",
#: "unlike"; else a comma, not one a year follows ("November 15, 2026").
_NEXT_ROW = re.compile(r"\b(?:and|while|whereas|but|unlike)\b", re.IGNORECASE)
_NEXT_ROW_COMMA = re.compile(r",(?!\s*\d{4}\b)")


def _depth(text: str, at: int) -> int:
    """How many brackets are open at ``at`` in ``text``."""
    head = text[:at]
    return head.count("(") + head.count("[") - head.count(")") - head.count("]")


def row_parts(
    clause: str, index: NameIndex, states: Callable[[str], object] = states_value
) -> list[tuple[int, str]]:
    """(rows22) ``clause`` cut where it goes from one named row to another row of the same table, each
    part with where it starts: "Dana Whitfield paid with the Amex ending 8431 and Dana Whitley with the
    Visa ending 4242" states each card of its own Dana. Read whole, either Dana grounded both values,
    so the two cards, hours or prices could be swapped within one sentence (the twentieth re-sample's
    two Danas). The cut is the last coordinator word between the two names, else their last comma
    that no year follows ("Team ends November 15, 2026, and on November 27, 2026 Starter does"); never
    inside brackets, whose content goes with what is around them ("on Priya Shah's calendar (Thu 19
    Nov, 15:00-16:00) with Ingrid Sandvik"; "the QBR (with Olivia Grant and Peter Vance) starts at 1 PM":
    the QBR's hour). A part that states no value is read with the next ("Dana Whitfield and Dana
    Whitley both paid $480.00", "… respectively") or, last, with the one before ("… paid $480.00, and so
    did Dana Whitley"): such a value stays either row's, as before. ``states``: whether a text states
    a value the caller reads (:mod:`.row_fields` reads card digits and enum members)."""
    mentions = index.mentioned(clause)
    if len(mentions) < 2:
        return [(0, clause)]
    cuts: list[int] = []
    for a, b in pairwise(mentions):
        first, second = index.by_folded[a.folded], index.by_folded[b.folded]
        if set(first) & set(second) or not {n.table for n in first} & {n.table for n in second}:
            continue
        words, commas = (
            [m for m in pattern.finditer(clause, a.end, b.start) if not _depth(clause, m.start())]
            for pattern in (_NEXT_ROW, _NEXT_ROW_COMMA)
        )
        between = words or commas
        if between:
            cuts.append(between[-1].start())
    if not cuts:
        return [(0, clause)]
    bounds = [0, *cuts, len(clause)]
    parts: list[list[int]] = []
    pending: int | None = None
    for begin, end in pairwise(bounds):
        if states(clause[begin:end]):
            parts.append([begin if pending is None else pending, end])
            pending = None
        elif pending is None:
            pending = begin
    if not parts:
        return [(0, clause)]
    parts[-1][1] = len(clause)
    return [(begin, clause[begin:end]) for begin, end in parts]


#: (strict21) A coordinator, then a determiner: where a clause may go on to another object ("… and
#: your 2 pm 1:1 with Farah", ", the 14:00 review").
_ANOTHER = re.compile(
    r"(?:,|\band\b|\bplus\b|\bor\b|\bbut\b)\s+(?:(?:also|then|both)\s+)?"
    r"(?:the|your|my|our|his|her|their|a|an)\s+",
    re.IGNORECASE,
)
#: "the 5 November *one*": the named row's kind again (another row of its name), read as before.
_ONE = re.compile(r"\s*(?:[-\u2013\u2014]\s*\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\.?)?\s*)?ones?\b", re.IGNORECASE)


def _own_part(text: str, index: NameIndex) -> str | None:
    """(strict21) ``text`` up to where it goes on to another object that its own time or date
    introduces and no row name names ("the 9:30 Engineering stand-up and *your 2 pm 1:1 with Farah*
    stay": the 2 pm is the 1:1's, which the clause does not name, not the stand-up's); ``None`` when
    what is left states no value. A value said of the named row ("and the new time is 14:00": no value
    right after the determiner), "the 5 November one" (the named row's kind) and another object a name
    names stay read."""
    for m in _ANOTHER.finditer(text):
        rest = text[m.end() :]
        ends = [v.end for v in moments.times(rest) if v.start == 0]
        ends += [v.end for v in moments.dates(rest) if v.start == 0]
        if ends and not _ONE.match(rest, max(ends)) and not named_rows(rest, index):
            head = text[: m.start()].rstrip()
            return head if states_value(head) else None
    return text


def named_rows(text: str, index: NameIndex) -> tuple[Name, ...]:
    """The rows ``text`` names: by a name (every row so called) or by an id or address written in it.
    (resample16b) A name written with its service's prefix ("#engineering") names only the rows whose
    names take that prefix: "so #engineering got 10:00" named the Engineering calendar too, and the
    stand-up's end read on another calendar failed an honest "10:00–10:15" beside it."""
    rows = [n for m in index.mentioned(text) for n in _prefixed(m, index.by_folded[m.folded], index)]
    found = index.ids_in(text)
    if found:
        rows += [n for n in index.names if (n.key and str(n.key[-1]) in found) or set(n.aliases) & found]
    return tuple(dict.fromkeys(rows))


def _prefixed(mention: Mention, rows: Sequence[Name], index: NameIndex) -> Sequence[Name]:
    """``rows`` (every row called as ``mention`` says) narrowed to those whose service writes their name
    with the prefix the mention is written with, where any is; else all of them."""
    kept = [
        n for n in rows if (p := index.prefixes.get((n.table, n.column), "")) and mention.said.startswith(p)
    ]
    return kept or rows


def row_ids(name: Name) -> frozenset[str]:
    """A row's ids: its key's last part and its aliases (an address)."""
    return frozenset(([str(name.key[-1])] if name.key else []) + list(name.aliases))


def table_ids(index: NameIndex, table: str) -> frozenset[str]:
    """Every id of every named row of ``table`` in ``index`` (kept per index and table)."""
    kept = _TABLE_IDS.get((id(index), table))
    if kept is not None and kept[0] is index:
        return kept[1]
    ids = frozenset(i for n in index.names if n.table == table for i in row_ids(n))
    if len(_TABLE_IDS) > 256:
        _TABLE_IDS.clear()
    _TABLE_IDS[(id(index), table)] = (index, ids)
    return ids


_TABLE_IDS: dict[tuple[int, str], tuple[NameIndex, frozenset[str]]] = {}


def narrowed(rows: Sequence[Name], clause: str, acted: frozenset[str]) -> tuple[Name, ...]:
    """``rows`` without the rows called alike to one the episode acted on that it did not act on, unless
    the clause sets one apart (:data:`_APART`): "Cancelled the Roadmap jam on 17 November" after a
    write to one of two Roadmap jams is about that one."""
    if _APART.search(clause):
        return tuple(rows)
    alike: dict[tuple[str, str], list[Name]] = {}
    for row in rows:
        alike.setdefault((row.table, row.folded), []).append(row)
    dropped: set[Name] = set()
    for same in alike.values():
        hit = [n for n in same if row_ids(n) & acted]
        if len(same) > 1 and hit:
            dropped.update(n for n in same if n not in hit)
    return tuple(row for row in rows if row not in dropped)


@dataclass(slots=True)
class Parts:
    """Parts of some data: about the named rows (``own``), about other rows of their tables
    (``others``), about no row of their tables (``neutral``)."""

    own: list[Any]
    others: list[Any]
    neutral: list[Any]


def _about(
    value: Any,
    own: Mapping[str, frozenset[str]],
    every: Mapping[str, frozenset[str]],
    ids: _Ids,
    parts: Parts,
) -> None:
    """The largest parts of ``value`` about the named rows (``own``: their ids per table), about other
    rows of those tables (``every``: every id per table) and about none, into ``parts``; ``ids``: the
    ids of those tables found in each container (:class:`_Ids`)."""
    if not ids.of(value):
        parts.neutral.append(value)
        return
    found = ids.found
    stack = [value]
    while stack:
        value = stack.pop()
        side = _side(found.get(id(value), _NONE), own, every)
        if side == "own":
            parts.own.append(value)
        elif side == "other":
            parts.others.append(value)
        elif side == "none":
            parts.neutral.append(value)
        elif isinstance(value, Mapping):
            stack.extend(value.values())
        elif isinstance(value, list | tuple):
            stack.extend(value)


_NONE: frozenset[str] = frozenset()


def _items(value: Any) -> Iterable[Any] | None:
    """A container's items (a mapping's values), or ``None`` for a scalar."""
    kind = type(value)
    if kind is dict:
        return value.values()  # type: ignore[no-any-return]
    if kind is list or kind is tuple:
        return value  # type: ignore[no-any-return]
    if kind is str:
        return None
    if isinstance(value, Mapping):
        return value.values()
    if isinstance(value, list | tuple):
        return value
    return None


class _Ids:
    """The ids of ``known`` inside each container of some bodies, by the container's identity (only
    where there are some), each body indexed once, without recursion: its containers listed parent
    first, then summed children first. The bodies must stay alive and unchanged while it is used (an
    :class:`Episode` holds them)."""

    __slots__ = ("_bodies", "found", "known")

    def __init__(self, known: frozenset[str]) -> None:
        self.known = known
        self.found: dict[int, frozenset[str]] = {}
        self._bodies: dict[int, frozenset[str]] = {}

    def of(self, value: Any) -> frozenset[str]:
        """The ids of :attr:`known` inside ``value``."""
        if type(value) is str:
            return frozenset((value,)) if value in self.known else _NONE
        kept = self._bodies.get(id(value))
        if kept is not None:
            return kept
        if _items(value) is None:
            return _NONE
        known, found = self.known, self.found
        # each container with the known ids among its own strings and its containers, parents first
        order: list[tuple[Any, set[str], list[Any]]] = []
        stack = [value]
        while stack:
            node = stack.pop()
            here: set[str] = set()
            inner: list[Any] = []
            for item in _items(node) or ():
                kind = type(item)
                if kind is str:
                    if item in known:
                        here.add(item)
                elif kind is dict or kind is list or kind is tuple:
                    inner.append(item)
                elif kind is int or kind is float or kind is bool or item is None:
                    continue
                elif isinstance(item, Mapping | list | tuple):
                    inner.append(item)
            stack.extend(inner)
            order.append((node, here, inner))
        for node, here, inner in reversed(order):
            for item in inner:
                got = found.get(id(item))
                if got:
                    here |= got
            if here:
                found[id(node)] = frozenset(here)
        got = found.get(id(value), _NONE)
        self._bodies[id(value)] = got
        return got


def _side(
    found: frozenset[str] | set[str], own: Mapping[str, frozenset[str]], every: Mapping[str, frozenset[str]]
) -> str:
    """Whose a part holding the ids ``found`` is: the named rows' ("own": for some table, ids of theirs
    and of no other row), other rows' ("other": no id of theirs), or both ("mixed": read part by part)."""
    ours_any = False
    for table, ids in every.items():
        here = found & ids
        if not here:
            continue
        ours = here & own.get(table, frozenset())
        if ours and ours == here:
            return "own"
        ours_any = ours_any or bool(ours)
    if not found:
        return "none"
    return "mixed" if ours_any else "other"


@dataclass(frozen=True, slots=True)
class RowSlip:
    """A value a clause states of the rows it names that another row of their table grounds; (fields14)
    ``own``: a state of the row's own that no other row shows, its own data showing another."""

    said: str
    rows: str
    own: bool = False
    #: (orders21) a value nothing the episode showed holds (an order's number made up)
    unshown: bool = False

    def describe(self) -> str:
        if self.unshown:
            return f"{self.said!r} of {self.rows}, which nothing the episode showed holds"
        if self.own:
            return f"{self.said!r} of {self.rows}, whose own data shows another value"
        return f"{self.said!r} of {self.rows}, which another row of its table shows, not it"


@dataclass(slots=True)
class Episode:
    """What the check reads of an episode: the texts the agent was told, the task's typed values, the
    rows it changed, the writes' arguments, and each received read's arguments and body."""

    texts: Sequence[str]
    typed: Sequence[Any]
    changed: Sequence[Any]
    writes: Sequence[Any]
    reads: Sequence[tuple[Any, Any]]
    stamps: frozenset[str] = frozenset()
    #: (enums13) The changed rows as they were before the episode's writes and as they are after, apart
    #: (both are in :attr:`changed` too): a field the agent changed is read by phase.
    before: Sequence[Any] = ()
    after: Sequence[Any] = ()
    #: What :func:`split` found, per set of named rows, and the ids in each body, per id set: the
    #: clauses of a message share them (an episode's data is read as it is, never changed).
    splits: dict[frozenset[Name], Parts] = field(default_factory=dict, init=False, repr=False, compare=False)
    ids: dict[frozenset[str], _Ids] = field(default_factory=dict, init=False, repr=False, compare=False)


def episode_of(
    entries: Iterable[LedgerEntry],
    diff: Diff,
    texts: Sequence[str] = (),
    typed: Sequence[Any] = (),
    stamps: frozenset[str] = frozenset(),
) -> Episode:
    """What the check reads of an episode whose ledger is ``entries`` and whose diff is ``diff``."""
    entries = list(entries)
    changed: list[Any] = []
    before: list[Any] = []
    after: list[Any] = []
    for table in diff.tables.values():
        changed += [*table.added, *table.removed]
        changed += [part for change in table.changed for part in (change.before, change.after)]
        before += [*table.removed, *(change.before for change in table.changed)]
        after += [*table.added, *(change.after for change in table.changed)]
    writes = [e.params for e in entries if e.writes]
    reads = [(e.params, e.response.body) for e in entries if received(e)]
    return Episode(texts, typed, changed, writes, reads, stamps, before, after)


def acted_ids(episode: Episode) -> frozenset[str]:
    """The ids the episode acted on: every string of its writes' arguments and of the rows it changed."""
    return frozenset(scalars([episode.changed, episode.writes]))


def false_row_values(
    message: str, index: NameIndex, episode: Episode, acted: frozenset[str]
) -> list[RowSlip]:
    """The values the clauses of ``message`` that name rows state, that no data about those rows
    grounds while data about another row of their tables does (the module docstring)."""
    out: list[RowSlip] = []
    for clause in bound_clauses(message, index):
        rows = narrowed(clause.rows, clause.text, acted) if acted else clause.rows
        out += _clause_slips(clause.text, rows, index, episode)
    return out


@dataclass(slots=True)
class Split:
    """An episode's data as a clause's rows see it: every changed row and write (what the agent did is
    its to report: a new end after a move is the write's), the parts of the responses about the rows,
    about no row of their tables, and about other rows of their tables."""

    own_rows: list[Any]
    own_bodies: list[Any]
    neutral: list[Any]
    others: list[Any]


def split(rows: Sequence[Name], index: NameIndex, episode: Episode) -> Split:
    """``episode``'s data split by whose it is: the named ``rows``', nobody's, or other rows' of their
    tables (a read whose arguments hold ids of one side only is that side's whole). Split once per
    episode and set of rows (:attr:`Episode.splits`); each call gets lists of its own."""
    key = frozenset(rows)
    parts = episode.splits.get(key)
    if parts is None:
        parts = episode.splits[key] = _split(rows, index, episode)
    return Split([*episode.changed, *episode.writes], [*parts.own], [*parts.neutral], [*parts.others])


def _tables(
    rows: Sequence[Name], index: NameIndex
) -> tuple[dict[str, frozenset[str]], dict[str, frozenset[str]]]:
    """The ids of ``rows`` per table, and every id of their tables."""
    every = {t: table_ids(index, t) for t in {n.table for n in rows}}
    own: dict[str, frozenset[str]] = {}
    for n in rows:
        own[n.table] = own.get(n.table, frozenset()) | row_ids(n)
    return own, every


def split_data(rows: Sequence[Name], index: NameIndex, values: Iterable[Any]) -> Parts:
    """(enums13) ``values`` (rows, bodies) split by whose they are, as :func:`split` splits responses:
    the changed rows of an event hold every attendee's answer, each about one person."""
    own, every = _tables(rows, index)
    ids = _Ids(frozenset().union(*every.values()))
    parts = Parts([], [], [])
    for value in values:
        _about(value, own, every, ids, parts)
    return parts


def _split(rows: Sequence[Name], index: NameIndex, episode: Episode) -> Parts:
    own, every = _tables(rows, index)
    known = frozenset().union(*every.values())
    ids = episode.ids.get(known)
    if ids is None:
        ids = episode.ids[known] = _Ids(known)
    parts = Parts([], [], [])
    for args, body in episode.reads:
        whose = _side(frozenset(scalars(args)) & known, own, every)
        if whose == "own":
            parts.own.append(body)
        elif whose == "other":
            parts.others.append(body)
            # (generic29) a list read that pages on after another row ("starting_after": its id the
            # arguments' only one) holds the named row's own record too: that record is still its own
            parts.own.extend(_own_records(body, own, every, ids))
        else:
            _about(body, own, every, ids, parts)
    return parts


def _own_records(
    value: Any, own: Mapping[str, frozenset[str]], every: Mapping[str, frozenset[str]], ids: _Ids
) -> list[Any]:
    """(generic29) The largest parts of ``value`` about the named rows alone (as :func:`_about` finds
    them), nothing else: the customer record on the second page of a list whose cursor is another
    customer's id. resample25d's "Farah Okafor (11 May) is the oldest" at credit n=125 failed ("'11 May'
    of Farah Okafor, which another row of its table shows, not it"): her record came on the page read
    after Jun Johansson's cursor, so it was his, and his day is hers."""
    if not ids.of(value):
        return []
    found = ids.found
    out: list[Any] = []
    stack = [value]
    while stack:
        value = stack.pop()
        side = _side(found.get(id(value), _NONE), own, every)
        if side == "own":
            out.append(value)
        elif side == "mixed":
            stack.extend(_items(value) or ())
    return out


def _clause_slips(text: str, rows: Sequence[Name], index: NameIndex, episode: Episode) -> list[RowSlip]:
    """The values ``text`` states of ``rows`` that only other rows of their tables ground. What the
    agent was told, the task's typed values, the changed rows and the writes are read first: a value
    they ground is grounded whatever the responses hold (grounding only grows with more data and more
    zones), so most clauses are settled before any response is split or walked."""
    said_dates, said_times = _said_moments(text)
    said = [a for a in amounts.stated(text) if not _TOTAL_AFTER.match(text, a.end)]
    done = [*episode.changed, *episode.writes]
    moments_open = bool(said_dates or said_times) and not _grounds_all(
        _moments_mine(text, episode, done).finish(), said_dates, said_times
    )
    mine = None
    if said:
        values = [a.value for a in said]
        mine = amounts.Grounds(values, values)
        for told in episode.texts:
            mine.text(told)
        for row in done:
            mine.data(row)
    numbers = _open_references(text, [*episode.texts, *done])
    if not moments_open and (mine is None or mine.settled) and not numbers:
        return []
    parts = split(rows, index, episode)
    names = ", ".join(dict.fromkeys(n.text for n in rows))
    bodies = [*parts.own_bodies, *parts.neutral]
    out: list[RowSlip] = []
    if numbers:
        out += [
            RowSlip(phrase, names, unshown=not _holds_number(parts.others, number))
            for phrase, number in _reference_slips(numbers, bodies)
        ]
    if not parts.others:
        return out
    if moments_open:
        slips = _moment_slips(text, said_dates, said_times, episode, parts.own_rows, bodies, parts.others)
        out += [RowSlip(s, names) for s in slips]
    if mine is not None and not mine.settled:
        out += [RowSlip(s, names) for s in _amount_slips(text, said, mine, bodies, parts.others)]
    return out


#: (orders21) An order's number said beside a row: "order #10051", "order no. 10051", "order number
#: 10051". The twentieth re-sample (``docs/reviews/resample20c.md``) found three tasks passing a
#: report that gave a hold or a customer another customer's order ("On order #10051", the hold has none
#: and #10051 is Dara's charge's "Order #10051") or an order nobody showed ("order #10015"): a number no
#: date, amount or name check reads. Said beside a named row, it must be held by something the agent
#: was told, did or wrote, or by a response part about that row or about no row of its table.
_ORDER_NUMBER = re.compile(r"\border\s*(?:#\s*|no\.?\s*|number\s+)(\d{3,})(?!\d)", re.IGNORECASE)


def _holds_number(data: Iterable[Any], number: str) -> bool:
    """Does a string of ``data`` (at any depth) hold ``number`` as a whole number ("Order #10051":
    ``10051``)? Only strings: an order's number is text in every double (a description, metadata)."""
    pattern = re.compile(rf"(?<!\d){number}(?!\d)")
    return any(number in leaf and pattern.search(leaf) for leaf in scalars(list(data)))


def _open_references(text: str, grounds: Sequence[Any]) -> list[tuple[str, str]]:
    """(orders21) The order numbers ``text`` states (as said, and the number) that nothing the agent
    was told, did or wrote holds."""
    return [
        (m.group(0), m.group(1))
        for m in _ORDER_NUMBER.finditer(text)
        if not _holds_number(grounds, m.group(1))
    ]


def _reference_slips(said: list[tuple[str, str]], bodies: list[Any]) -> list[tuple[str, str]]:
    """(orders21) The order numbers said (as said, and the number) that no response part about the
    named rows (or about no row of their tables) holds: the look-alike's order given to the named row,
    or a number nothing the episode showed holds at all (an order's number is no sum the agent could
    work out: one it never saw, it made up)."""
    return [(phrase, number) for phrase, number in said if not _holds_number(bodies, number)]


def _said_moments(text: str) -> tuple[Sequence[moments.StatedDate], list[moments.StatedTime]]:
    """The dates and clock times ``text`` states that the check reads: not the offset of an ISO
    date-time ("2026-11-17T10:15-05:00"), which is no clock time."""
    said_times = [
        t
        for t in moments.times(text)
        if not (t.start >= 2 and text[t.start - 1] in "+-" and text[t.start - 2].isdigit())
    ]
    return moments.dates(text), said_times


def _moments_mine(
    text: str, episode: Episode, done: list[Any], bodies: Sequence[Any] = ()
) -> moments.Grounds:
    """The dates and times of ``text`` that the told texts, the typed values, ``done`` (the changed rows
    and writes, their declared stamps read) and the responses' ``bodies`` of the named rows or of none
    ground, not yet finished."""
    mine = moments.Grounds(text, episode.stamps)
    for told in episode.texts:
        mine.text(told, told=True)
    for row in [*episode.typed, *done]:
        mine.data(row)
    mine.stamp_keys = frozenset()
    for body in bodies:
        mine.data(body)
    return mine


def _grounds_all(
    grounds: moments.Grounds,
    said_dates: Sequence[moments.StatedDate],
    said_times: Sequence[moments.StatedTime],
) -> bool:
    """Does ``grounds`` (finished) ground every date and time said?"""
    return all(grounds.has_date(d.day) for d in said_dates) and all(
        grounds.has_clock(None, t.hour, t.minute, t.zone) for t in said_times
    )


def _moment_slips(
    text: str,
    said_dates: Sequence[moments.StatedDate],
    said_times: Sequence[moments.StatedTime],
    episode: Episode,
    own_rows: list[Any],
    own_bodies: list[Any],
    other: list[Any],
) -> list[str]:
    """The dates and times ``text`` states that its rows' side does not ground and the other rows' side
    does, each side's instants read in the zones of both. The rows' side is first read in its own zones:
    if it grounds everything there, more zones ground it too and the other rows are never walked."""
    if _grounds_all(_moments_mine(text, episode, own_rows, own_bodies).finish(), said_dates, said_times):
        return []
    mine = _moments_mine(text, episode, own_rows, own_bodies)
    theirs = moments.Grounds(text)
    for body in other:
        theirs.data(body)
    zones = mine.zones | theirs.zones
    mine.zones |= zones
    theirs.zones |= zones
    mine.finish()
    theirs.finish()
    out = []
    for d in said_dates:
        if not mine.has_date(d.day) and theirs.has_date(d.day):
            out.append(text[d.start : d.end])
    for t in said_times:
        if not mine.has_clock(None, t.hour, t.minute, t.zone) and theirs.has_clock(
            None, t.hour, t.minute, t.zone
        ):
            out.append(text[t.start : t.end])
    return out


#: (strict24) What follows an amount said as a total of many rows: "($350.00 in all)", "$350.00 in
#: total", "$350.00 altogether", "$350.00 all told". Such a sum is the batch's, not a value of the rows
#: its clause names: resample21b's honest "All 70 newest customers (Iván García back to Олег Haddad, 25
#: Jul) now have a -$5.00 … credit ($350.00 in all)" failed, the $350.00 read as the two end names'
#: (another customer's balance shows it). The amounts check still reads every total.
_TOTAL_AFTER = re.compile(r"\s*(?:in\s+all|in\s+total|altogether|all\s+told)\b", re.IGNORECASE)


def _amount_slips(
    text: str, said: list[amounts.Stated], mine: amounts.Grounds, bodies: list[Any], other: list[Any]
) -> list[str]:
    """The amounts ``text`` states (``said``) that ``mine`` (what the agent was told and did), with the
    responses' own and neutral ``bodies``, does not ground and ``other`` does: only those are looked
    for in ``other``."""
    for body in bodies:
        mine.data(body)
    open_values = [a.value for a in said if a.value not in mine]
    if not open_values:
        return []
    theirs = amounts.Grounds(open_values, open_values)
    for row in other:
        theirs.data(row)
    return [text[a.start : a.end] for a in said if a.value not in mine and a.value in theirs]
