"""Card digits and enum values said beside a named row, grounded by that row: the row-bound field check.

The card-digit and enum checks (:mod:`.card_digits`, :mod:`.enums`) ground a stated value by *any*
data of the episode, so the field, not the row, decides: "Mei's card ending 4242" passes where 4242 is
her namesake's card, "Borealis's invoice is paid" where another customer's invoice the episode read is
paid. This check reads a message as the row-bound values check does (:mod:`.row_values`: its clauses,
the rows a clause names, the episode's data split by whose it is) for the two kinds of value those
checks read: a clause that names rows and states a card's last four or an enum field's member is false
(:func:`false_row_fields`) when nothing about the named rows (their parts of the responses, parts about
no row of their tables, every changed row and write, the texts the agent was told) grounds the value
while data about another row of their tables does: by a declared key (``last4``, ``status``) or, for a
card, a text that states its digits. Two rows named in one clause: either grounds it. No row named:
the field-level checks alone read the value. Nothing is walked unless a clause names a row and states
such a value.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from toolproof.service.stated import EnumField
from toolproof.tasks import card_digits, enums
from toolproof.tasks.names import Name, NameIndex
from toolproof.tasks.row_values import Episode, RowSlip, Split, clauses, named_rows, narrowed, split


@dataclass(frozen=True, slots=True)
class FieldClause:
    """A clause that names rows and states card digits or enum members, with what it states."""

    text: str
    rows: tuple[Name, ...]
    digits: tuple[card_digits.StatedDigits, ...]
    values: tuple[enums.StatedValue, ...]


def field_clauses(message: str, index: NameIndex, fields: tuple[EnumField, ...]) -> list[FieldClause]:
    """The clauses of ``message`` that state a card's last four or a member of ``fields`` and name a
    row (the rows are looked for only in those)."""
    out = []
    for _start, text in clauses(message):
        digits = tuple(card_digits.stated(text))
        values = tuple(enums.stated(text, fields)) if fields else ()
        if not (digits or values):
            continue
        rows = named_rows(text, index)
        if rows:
            out.append(FieldClause(text, rows, digits, values))
    return out


def _mine(parts: Split, episode: Episode) -> tuple[list[str], list[object], list[object]]:
    """What grounds a value of the named rows: the texts told, what the agent did, their data."""
    return list(episode.texts), list(parts.own_rows), [*parts.own_bodies, *parts.neutral]


def digit_slips(clause: FieldClause, parts: Split, episode: Episode, keys: frozenset[str]) -> list[str]:
    """The last fours ``clause`` states that only another row of its rows' tables grounds."""
    wanted = {d.digits for d in clause.digits}
    mine = card_digits.Grounds(wanted, keys)
    mine.episode(*_mine(parts, episode))
    theirs = card_digits.Grounds(wanted, keys)
    theirs.episode((), (), parts.others)
    out: list[str] = []
    for d in clause.digits:
        if d.digits not in mine and d.digits in theirs and d.digits not in out:
            out.append(d.digits)
    return out


def value_slips(
    clause: FieldClause, parts: Split, episode: Episode, fields: tuple[EnumField, ...]
) -> list[enums.StatedValue]:
    """The enum members ``clause`` states that only another row of its rows' tables holds (by a
    declared key: another row's words alone decide nothing); a member said at one place for several
    fields is grounded when it is for any of them."""
    if not clause.values:
        return []
    mine = enums.Grounds(fields, clause.values)
    mine.episode(*_mine(parts, episode))
    theirs = enums.Grounds(fields, ())
    theirs.episode((), (), parts.others)
    by_place: dict[tuple[int, int], list[enums.StatedValue]] = {}
    for s in clause.values:
        by_place.setdefault((s.start, s.end), []).append(s)
    out = []
    for readings in by_place.values():
        if not any(mine.grounds(s.member) for s in readings) and any(
            s.member in theirs.values for s in readings
        ):
            out.append(readings[0])
    return out


def false_row_fields(
    message: str,
    index: NameIndex,
    episode: Episode,
    acted: frozenset[str],
    services: Iterable[str],
    *,
    found: Sequence[FieldClause] | None = None,
) -> list[RowSlip]:
    """The card digits and enum members the clauses of ``message`` that name rows state, that no data
    about those rows grounds while data about another row of their tables does (the module docstring);
    ``found``: its :func:`field_clauses`, when the caller already looked for them."""
    services = tuple(services)
    fields = enums.declared(services)
    keys = card_digits.digit_keys(services)
    out: list[RowSlip] = []
    for clause in field_clauses(message, index, fields) if found is None else found:
        rows = narrowed(clause.rows, clause.text, acted) if acted else clause.rows
        parts = split(rows, index, episode)
        if not parts.others:
            continue
        names = ", ".join(dict.fromkeys(n.text for n in rows))
        out += [RowSlip(f"card ending {d}", names) for d in digit_slips(clause, parts, episode, keys)]
        out += [RowSlip(s.said, names) for s in value_slips(clause, parts, episode, fields)]
    return out
