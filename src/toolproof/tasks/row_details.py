"""A number said of a named row with a noun ("5 seats"), read against that row: the row-detail check.

The sixteenth re-sample's commonest defect (docs/reviews/resample16c.md: 8 of 36 tasks) was a detail of
a row the agent read but was not asked for, said wrong: "They're on an active Starter plan with 5 seats"
(the subscription has 3), "Dana Whitfield (Acme Freight, Pro plan, 5 seats)" (the namesake's). No check
read a seat count: the amounts and dates checks (:mod:`.row_values`) read neither, and the count check
(:mod:`.counts`) counts objects, not a field's value. Each task held it with a ``says_not``.

A service declares the numbers a report says of a row with a noun (:class:`toolproof.service.stated.Detail`:
Stripe's "seat"/"licence" is a ``quantity``). This module reads a message clause by clause as
:mod:`.row_values` does (its clauses, the rows a clause names or a pronoun stands for, the episode's data
split by whose it is). A clause that names rows and states "N <noun>" of a declared detail is false
(:func:`false_details`) when nothing grounds N and either the named rows' own data holds that detail's
key with other values (the row's own field contradicts it) or another row of their tables holds N
(the look-alike's value). What grounds N: a number N in a text the agent was told (the instruction, the
policy, the user's words), any scalar N in a write's arguments, the key's value N in a changed row or in
the responses' parts about the named rows or about no row of their tables, or a text there that says
the noun and N ("Seats: 10"). Two rows named in one clause: either grounds it.

Not read: a number right after a word that makes it a change or a bound rather than the row's value
("added 2 seats", "by 2 seats", "up to 10 seats", "more than 5 seats") or a denial ("not 5 seats"); a
number written apart from its noun ("2 extra seats", "seats: 5"); a clause that names no row; a row the
episode never showed the key of (nothing contradicts it, and nothing of another row of its table
holds N).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from toolproof.service.stated import Detail
from toolproof.tasks import pronouns, restated
from toolproof.tasks.names import Name, NameIndex
from toolproof.tasks.row_values import Episode, RowSlip, clauses, named_rows, narrowed, split, split_data

#: Number words a report writes a small count in.
WORDS = {
    w: n
    for n, w in enumerate(
        (
            *("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"),
            *("eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen"),
            *("nineteen", "twenty"),
        )
    )
}
#: What, right before a number, makes it a change, a bound or a denial rather than the row's value.
_NOT_VALUE = re.compile(
    r"(?:\b(?:add(?:ed|ing|s)?|remov(?:ed|ing|es?)|drop(?:ped|ping|s)?|cut|another|by|plus|minus|extra|more|"
    r"fewer|less|than|up\s+to|at\s+most|at\s+least|max(?:imum)?|min(?:imum)?|over|under|not|never|no|"
    r"instead\s+of|rather\s+than)|n't)\s*$",
    re.IGNORECASE,
)
_DIGITS = re.compile(r"(?<![\w.,])\d{1,6}(?![\w.,]\d)")


@dataclass(frozen=True, slots=True)
class StatedDetail:
    """One number a text states as a declared detail: where, as said, the detail and the number."""

    start: int
    end: int
    said: str
    detail: Detail
    value: int


def _pattern(detail: Detail) -> re.Pattern[str]:
    kept = _PATTERNS.get(detail)
    if kept is None:
        nouns = "|".join(re.escape(n) for n in sorted(detail.nouns, key=len, reverse=True))
        words = "|".join(WORDS)
        kept = _PATTERNS[detail] = re.compile(
            rf"(?<![\w.,$€£¥#/-])(\d{{1,6}}|{words})(?:\s+|-)(?:{nouns})s?\b", re.IGNORECASE
        )
    return kept


_PATTERNS: dict[Detail, re.Pattern[str]] = {}


def stated(text: str, details: Sequence[Detail]) -> list[StatedDetail]:
    """The numbers ``text`` states as one of ``details`` ("5 seats", "twelve licences"), not those
    :data:`_NOT_VALUE` makes a change, a bound or a denial."""
    out = []
    for detail in details:
        for m in _pattern(detail).finditer(text):
            if _NOT_VALUE.search(text, max(0, m.start() - 24), m.start()):
                continue
            number = m.group(1).casefold()
            value = WORDS[number] if number in WORDS else int(number)
            out.append(StatedDetail(m.start(), m.end(), m.group(), detail, value))
    return out


@dataclass(frozen=True, slots=True)
class DetailClause:
    """A clause that names rows and states declared details."""

    start: int
    text: str
    rows: tuple[Name, ...]
    said: tuple[StatedDetail, ...]


def detail_clauses(message: str, index: NameIndex, details: Sequence[Detail]) -> list[DetailClause]:
    """The clauses of ``message`` that state a declared detail and name a row: by a name, an id, or a
    pronoun standing for one (rows are looked for only in clauses that state a detail)."""
    if not details or not any(n in message.casefold() for d in details for n in d.nouns):
        return []
    out = []
    resolved: list[pronouns.Resolved] | None = None
    for start, text in clauses(message):
        said = stated(text, details)
        if not said:
            continue
        rows = named_rows(text, index)
        if not rows:
            resolved = pronouns.resolved(message, index) if resolved is None else resolved
            rows = pronouns.rows_of(resolved, start, start + len(text))
        if rows:
            out.append(DetailClause(start, text, tuple(rows), tuple(said)))
    return out


def _keyed(detail: Detail, key: str) -> bool:
    """Is ``key`` (a plain key, or a flattened ``items[0][quantity]``) one of ``detail``'s keys?"""
    if key in detail.keys:
        return True
    tail = key.rsplit("[", 1)[-1].rstrip("]") if key.endswith("]") else ""
    return tail in detail.keys


def _whole(value: Any) -> int | None:
    """``value`` as a whole number (an int, or a string of digits), else ``None``."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().isdigit() and len(value.strip()) <= 6:
        return int(value.strip())
    return None


def _walk(value: Any, key: str = "") -> Iterator[tuple[str, Any]]:
    """Every leaf of ``value`` with the key it stands under (iteratively: responses nest deep)."""
    stack: list[tuple[str, Any]] = [(key, value)]
    while stack:
        key, value = stack.pop()
        if isinstance(value, dict):
            stack.extend((str(k), v) for k, v in value.items())
        elif isinstance(value, list | tuple):
            stack.extend((key, v) for v in value)
        else:
            yield key, value


def values_of(detail: Detail, data: Iterable[Any]) -> set[int]:
    """The whole numbers ``data`` holds under ``detail``'s keys."""
    out = set()
    for part in data:
        for key, leaf in _walk(part):
            if _keyed(detail, key):
                number = _whole(leaf)
                if number is not None:
                    out.add(number)
    return out


def _texts_grounding(detail: Detail, data: Iterable[Any]) -> set[int]:
    """The numbers the texts of ``data`` that say one of ``detail``'s nouns hold ("Seats: 10")."""
    out: set[int] = set()
    for part in data:
        for _key, leaf in _walk(part):
            if isinstance(leaf, str) and any(n in leaf.casefold() for n in detail.nouns):
                out.update(int(m.group()) for m in _DIGITS.finditer(leaf))
    return out


def told_numbers(texts: Iterable[str]) -> set[int]:
    """Every whole number the told ``texts`` write, in digits or (small) in words."""
    out: set[int] = set()
    for text in texts:
        out.update(int(m.group()) for m in _DIGITS.finditer(text))
        folded = text.casefold()
        out.update(n for w, n in WORDS.items() if re.search(rf"\b{w}\b", folded))
    return out


def _scalars(data: Iterable[Any]) -> set[int]:
    """Every whole-number leaf of ``data`` (a write's arguments)."""
    return {n for part in data for _k, leaf in _walk(part) if (n := _whole(leaf)) is not None}


@dataclass(frozen=True, slots=True)
class Reading:
    """What an episode shows of one detail for some named rows: the numbers that ground it, the named
    rows' own values of it, and other rows' of their tables."""

    grounded: frozenset[int]
    own: frozenset[int]
    others: frozenset[int]


def reading(detail: Detail, rows: Sequence[Name], index: NameIndex, episode: Episode) -> Reading:
    """How ``episode`` grounds ``detail`` said of ``rows`` (the module docstring)."""
    parts = split(rows, index, episode)
    changed = split_data(rows, index, episode.changed)
    bodies = [*parts.own_bodies, *parts.neutral]
    grounded = told_numbers(episode.texts) | _scalars(episode.writes)
    grounded |= values_of(detail, [*episode.changed, *bodies])
    grounded |= _texts_grounding(detail, bodies)
    own = values_of(detail, [*changed.own, *parts.own_bodies])
    others = values_of(detail, parts.others)
    return Reading(frozenset(grounded), frozenset(own), frozenset(others))


def false_details(
    message: str,
    index: NameIndex,
    episode: Episode,
    acted: frozenset[str],
    details: Sequence[Detail],
    *,
    found: Sequence[DetailClause] | None = None,
) -> list[RowSlip]:
    """The details the clauses of ``message`` that name rows state, that nothing grounds while the
    named rows' own data holds another value of the field or another row of their tables holds this one
    (the module docstring); ``found``: its :func:`detail_clauses`, when the caller looked already."""
    out: list[RowSlip] = []
    for clause in detail_clauses(message, index, details) if found is None else found:
        rows = narrowed(clause.rows, clause.text, acted) if acted else clause.rows
        names = ", ".join(dict.fromkeys(n.text for n in rows))
        for said in clause.said:
            seen = reading(said.detail, rows, index, episode)
            if said.value in seen.grounded:
                continue
            if said.value in seen.others:
                out.append(RowSlip(said.said, names))
            elif seen.own:
                out.append(RowSlip(said.said, names, own=True))
    return out


def declared(services: Iterable[str]) -> tuple[Detail, ...]:
    """The details the dialects of ``services`` declare; unknown services declare none."""
    return restated.declared(services).details
