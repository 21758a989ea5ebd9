"""(values12) A named row given another row's card digits or enum value: the oracle's report with a
look-alike's ``last4`` or ``status``.

The ``wrong-last4`` and ``wrong-enum`` mutants (:mod:`toolproof.runs.value_mutants`) state a value
nothing the episode read shows; these state the value *another row* of the named row's table shows, the
slip the field-level checks pass ("Farah's card ending 4242" where 4242 is the other customer's card). They
prove the row-bound field check (:mod:`toolproof.tasks.row_fields`) on every oracle whose final message
names a row and states a card's last four or an enum value beside it:

- ``row-last4:K`` — the K-th such last four replaced, wherever the message states it, by a last four
  another row of the named row's table shows in the oracle's own episode;
- ``row-enum:K`` — the K-th such enum value said as another member of its field that another row of
  the table holds (under the field's declared key), in that member's words.

A value that the data about the named rows (or the texts the agent was told) grounds as well is never
the replacement: the report would still be true of the named row.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from functools import partial
from typing import Any

from toolproof.agents.reference import Mutation
from toolproof.runs.value_mutants import rewrite_digits, rewrite_value
from toolproof.service.stated import Flag
from toolproof.tasks import card_digits, enums
from toolproof.tasks.names import NameIndex
from toolproof.tasks.row_fields import false_row_fields, field_clauses
from toolproof.tasks.row_values import Episode, acted_ids, narrowed, split

#: At most this many values of one message are swapped, one mutant each.
MAX_PER_TEXT = 3


def _keyed(
    value: Any,
    keys: frozenset[str],
    flags: Mapping[str, Flag] | None = None,
    joined: Mapping[str, Mapping[str, str]] | None = None,
) -> Iterator[str]:
    """Every string or integer held under one of ``keys`` inside ``value`` (a ``parent.child`` key:
    the child of the object under the parent), the member each boolean of one of ``flags`` says, and
    the member each id under a key of ``joined`` names."""
    paths = {k.split(".", 1)[0]: k.split(".", 1)[1] for k in keys if "." in k}
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            for key, inner in item.items():
                if key in keys and isinstance(inner, str | int) and not isinstance(inner, bool):
                    yield str(inner)
                elif flags and key in flags and (member := flags[key].member(inner)) is not None:
                    yield member
                elif joined and key in joined and isinstance(inner, str) and inner in joined[key]:
                    yield joined[key][inner]
                else:
                    if key in paths and isinstance(inner, dict) and isinstance(inner.get(paths[key]), str):
                        yield inner[paths[key]]
                    stack.append(inner)
        elif isinstance(item, list | tuple):
            stack.extend(item)


def _killed(
    value: enums.StatedValue,
    other: str,
    message: str,
    index: NameIndex,
    episode: Episode,
    acted: frozenset[str],
    services: tuple[str, ...],
    slips: int,
) -> str | None:
    """The words of ``other`` (a member of ``value``'s field) that, said for ``value`` in ``message``,
    the row-bound check fails (one more slip than the message has), or ``None``: a mutant the check
    cannot see is never drawn."""
    fields = (*enums.declared(services), *index.worded)
    for words in (*value.field.values[other], other):
        spoken = words.upper() if value.said.isupper() else words
        mutated = rewrite_value(fields, value.field.name, value.member, spoken, message)
        if mutated != message and len(false_row_fields(mutated, index, episode, acted, services)) > slips:
            return spoken
    return None


def row_field_mutants(
    index: NameIndex, message: str, episode: Episode, done: bool, services: Iterable[str]
) -> list[Mutation]:
    """The ``row-last4:*`` and ``row-enum:*`` mutants of an oracle whose final message is ``message``
    and whose episode (:func:`toolproof.tasks.row_values.episode_of`, with the texts it was told) is
    ``episode``; ``done``: it claims done."""
    services = tuple(services)
    fields = (*enums.declared(services), *index.worded)
    keys = card_digits.digit_keys(services)
    acted = acted_ids(episode) if done else frozenset()
    digits: list[Mutation] = []
    values: list[Mutation] = []
    seen: set[str] = set()
    drawn: set[str] = set()
    before = false_row_fields(message, index, episode, acted, services) if fields else []
    for clause in field_clauses(message, index, fields):
        rows = narrowed(clause.rows, clause.text, acted) if acted else clause.rows
        parts = split(rows, index, episode)
        for said in clause.digits if parts.others else ():
            if said.digits in seen or len(digits) >= MAX_PER_TEXT:
                continue
            theirs = [
                d for d in _keyed(parts.others, keys) if len(d) == 4 and d.isdigit() and d != said.digits
            ]
            for other in dict.fromkeys(theirs):
                mine = card_digits.Grounds({other}, keys)
                mine.episode(episode.texts, parts.own_rows, [*parts.own_bodies, *parts.neutral])
                if other in mine:
                    continue
                seen.add(said.digits)
                digits.append(
                    Mutation(
                        f"row-last4:{len(digits) + 1}",
                        f"the final message giving a card ending {other} (another row's) for the one ending "
                        f"{said.digits}",
                        message=partial(rewrite_digits, said.digits, other),
                    )
                )
                break
        for value in clause.values:
            tag = f"{value.field.name}:{value.member}"
            if tag in seen or len(values) >= MAX_PER_TEXT:
                continue
            flags = {f.key: f for f in value.field.flags}
            keys = frozenset(value.field.keys)
            joined = {j.key: index.joined.get(j.key, {}) for j in value.field.joins}
            theirs = [m for m in _keyed(parts.others, keys, flags, joined) if m in value.field.values]
            # the rest of the field's members after the ones the rows of the clause show: the check
            # ties a value to the names right before it, whose look-alikes may be in the clause itself
            members = [*dict.fromkeys(theirs), *(m for m in value.field.values if m not in theirs)]
            for other in members:
                if other == value.member:
                    continue
                spoken = _killed(value, other, message, index, episode, acted, services, len(before))
                if spoken is None:
                    continue
                mutated = rewrite_value(fields, value.field.name, value.member, spoken, message)
                seen.add(tag)
                if mutated in drawn:  # one place read as two fields ("deactivated"): one mutant
                    break
                drawn.add(mutated)
                values.append(
                    Mutation(
                        f"row-enum:{len(values) + 1}",
                        f"the final message stating the {value.field.name} {spoken!r} (another row's) for "
                        f"{value.said!r}",
                        message=partial(rewrite_value, fields, value.field.name, value.member, spoken),
                    )
                )
                break
    return [*digits, *values]
