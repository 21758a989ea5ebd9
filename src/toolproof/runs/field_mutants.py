"""Field mutants: every field of what the oracle created or changed is pinned, or declared harmless.

The episode mutants (:mod:`toolproof.runs.mutants`) change only values the oracle *sent*. A field it
did not send (a weekly recurrence on a one-day block, an issue created already Canceled, a summary
posted as a thread reply) is checked by nothing unless the task pins it, and a grader that passes the
wrong object is worse than none.

From the oracle's fault-free final state, for every row it added or changed (the diff against the
start) and every column a caller can set, ``field:<table>.<column>[@key]`` is that final state with
the column set to another plausible value, graded as it is and thrown away (no new episode):

- the value the same column holds in the most similar other row of the table (most equal plain
  columns first, then key order), the first one that differs from the row's own;
- a boolean: the flip; a column no other row gives another value: ``None`` for a value, or for an
  integer the next one (an hour later for a Unix time);
- a JSON object column (an event's body, metadata) is mutated per key (``body.recurrence``): another
  row's value of that key, or its absence, or its presence where the row has none.

- ``field:+<table>.<column>.<key>[<member>].<flag>``: a flag the service declares a client may add to
  a member of a list in a JSON column (:mod:`toolproof.service.member_flags`: a Calendar guest
  ``optional: true``, ``responseStatus: declined``), added to every member the oracle wrote (one not in
  the row before) that does not hold it already. A list is otherwise mutated as one value, and a task's
  ``only:`` matches each member as a subset, so a guest added as optional passed a task that asked for
  a guest (docs/reviews/resample5a.md).

- ``field:<table>.<field>=<value>``: a field a service forgives only at some values
  (``Benign.values``: a refund's reason left out or ``requested_by_customer``) gets, instead of the
  drawn value, one mutant per value the rule calls damaging (``fraudulent``, ``duplicate``) unlike the
  row's own: the grader refuses it unless the task names the field, and a task that names it must pin
  it (a refund the instruction calls fraudulent) tightly enough to refuse the others.

Skipped: key columns, the columns each service declares the API alone sets, copies of another field
or free (:mod:`toolproof.service.server_set`), bookkeeping, and whole columns or tables the service
already declares harmless (:mod:`toolproof.service.benign`, each with its reason). A table with more than
:data:`ROWS_PER_TABLE` rows written is sampled at its first, middle and last (a fan-out's hundred
alike rows are pinned by one expectation). ``@key`` names the row only when the diff wrote several rows
of the table.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from toolproof.service.benign import Benign
from toolproof.world import World
from toolproof.world.canonical import canonical_json, dumps_canonical
from toolproof.world.diff import Diff

#: Rows per table mutated, at most (first, middle, last of the rows the diff wrote).
ROWS_PER_TABLE = 3
#: Integers this large are Unix times: the fallback moves them an hour, not a unit.
_EPOCH_FLOOR = 1_000_000_000
#: In :func:`_skipped`: every row of the table is harmless (e-mails Google sends), so none is mutated.
_WHOLE_TABLE = "*"
#: In :func:`_skipped`, before a column: keys added under it are harmless, so none is added by a mutant.
_ADDED_ONLY = "+"
#: No value to draw: the field gets no mutant.
_NOTHING = object()


class _Removed:
    """A JSON key taken away (or absent where another row has it)."""

    def __repr__(self) -> str:
        return "(absent)"


#: A JSON key taken away by the mutant, or absent from the row.
REMOVED: Any = _Removed()


@dataclass(frozen=True, slots=True)
class FieldMutant:
    """One field of one written row set to another value: ``path`` is a column or ``column.key``."""

    id: str
    description: str
    table: str
    key: tuple[Any, ...]
    path: str
    #: The new value (:data:`REMOVED` for a JSON key taken away).
    value: Any


def _same(a: Any, b: Any) -> bool:
    if a is REMOVED or b is REMOVED:
        return a is b
    return bool(dumps_canonical(canonical_json(a)) == dumps_canonical(canonical_json(b)))


def _skipped(world: World) -> dict[str, set[str]]:
    """Per table, the columns and ``column.key`` paths field mutants leave alone on every row."""
    out: dict[str, set[str]] = {}
    for service in world.services.values():
        for table in service.tables.values():
            out.setdefault(table.name, set()).update(table.primary_key)
        for declared in service.server_set:
            if not declared.conditional:
                out.setdefault(declared.table, set()).update(declared.columns)
        for rule in service.benign:
            if rule.values is not None:
                continue  # forgiven at some values only: mutated with the others (:func:`_restricted`)
            whole = rule.operation is None and not rule.only_additions
            if rule.fields and (rule.kind == "bookkeeping" or whole):
                out.setdefault(rule.table, set()).update(rule.fields)
            elif not rule.fields and rule.operation is None:
                out.setdefault(rule.table, set()).add(_WHOLE_TABLE)
            elif rule.fields and rule.only_additions:
                # A key added under these is harmless (a note beside the others): only keys the row has
                # are mutated.
                out.setdefault(rule.table, set()).update(f"{_ADDED_ONLY}{f}" for f in rule.fields)
    return out


def _restricted(world: World) -> dict[str, dict[str, Benign]]:
    """Per table, the fields forgiven only at some values (``Benign.values``), with their rule."""
    out: dict[str, dict[str, Benign]] = {}
    for service in world.services.values():
        for rule in service.benign:
            if rule.values is not None:
                out.setdefault(rule.table, {}).update((f, rule) for f in rule.fields)
    return out


def _damaging(
    table: str, key: tuple[Any, ...], at: str, path: str, own: Any, rule: Benign
) -> Iterator[FieldMutant]:
    """One mutant per value ``rule`` calls damaging, other than the row's own."""
    for value in rule.damaging:
        if own is not REMOVED and _same(own, value):
            continue
        was = "(absent)" if own is REMOVED else json.dumps(own, default=str)[:60]
        yield FieldMutant(
            f"field:{table}.{path}={value}{at}",
            f"{table}.{path} of the row written is {json.dumps(value)} instead of {was} (harmless only as "
            f"{', '.join('(absent)' if v is None else str(v) for v in rule.values or ())})",
            table, key, path, value,
        )  # fmt: skip


def _sample(rows: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    if len(rows) <= ROWS_PER_TABLE:
        return list(rows)
    picks = sorted({0, len(rows) // 2, len(rows) - 1})
    return [rows[i] for i in picks]


def _ranked(
    row: Mapping[str, Any], others: Sequence[dict[str, Any]], plain: Sequence[str]
) -> list[dict[str, Any]]:
    """The other rows, most similar to ``row`` first (equal plain columns), key order among equals."""
    scored = [
        (-sum(1 for c in plain if o.get(c) is not None and o.get(c) == row.get(c)), i)
        for i, o in enumerate(others)
    ]
    return [others[i] for _, i in sorted(scored)]


def _fallback(value: Any, nullable: bool) -> Any:
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + (3600 if value >= _EPOCH_FLOOR else 1)
    if isinstance(value, float):
        return value + 1
    if value is not None and value is not REMOVED and nullable:
        return None
    return _NOTHING


def _drawn(own: Any, candidates: Iterator[Any], nullable: bool) -> Any:
    """The first candidate unlike ``own``; else the fallback; ``_NOTHING`` when there is none."""
    if isinstance(own, bool):
        return not own
    for value in candidates:
        if not _same(value, own):
            return value
    return _fallback(own, nullable)


def field_mutants(world: World, diff: Diff) -> list[FieldMutant]:
    """Every field mutant of ``world``'s current state, for the rows ``diff`` added or changed."""
    skipped = _skipped(world)
    restricted = _restricted(world)
    out: list[FieldMutant] = []
    for name in sorted(diff.tables):
        part = diff.tables[name]
        spec = world.tables[name]
        written = [*part.added, *(c.after for c in part.changed)]
        if not written:
            continue
        skip = skipped.get(name, set())
        if _WHOLE_TABLE in skip:
            continue
        by_value = restricted.get(name, {})
        many = len(written) > 1
        plain = [c for c, kind in spec.columns.items() if kind != "json" and c not in spec.primary_key]
        every = list(world.store.rows(name))
        conditional = [
            d for svc in world.services.values() for d in svc.server_set if d.table == name and d.conditional
        ]
        before_of = {tuple(c.after[k] for k in spec.primary_key): c.before for c in part.changed}
        for row in _sample(written):
            covered = {c for d in conditional if d.applies(row) for c in d.columns}
            if "*" in covered:
                continue
            key = tuple(row[c] for c in spec.primary_key)
            others = [o for o in every if tuple(o[c] for c in spec.primary_key) != key]
            ranked = _ranked(row, others, plain)
            at = "@" + ",".join(str(k) for k in key) if many else ""
            for column, kind in spec.columns.items():
                if column in skip or column in covered:
                    continue
                own = row.get(column)
                nullable = column not in spec.not_null
                if (
                    kind != "json"
                    and f"{_ADDED_ONLY}{column}" in skip
                    and _held_nothing(before_of.get(key), column)
                ):
                    continue  # a note written where there was none: any text there is harmless
                if column in by_value:
                    out += _damaging(name, key, at, column, own, by_value[column])
                    continue
                if (
                    kind == "json"
                    and isinstance(own, dict | None)
                    and any(isinstance(o.get(column), dict) for o in ranked)
                ):
                    was = (before_of.get(key) or {}).get(column)
                    out += _json_mutants(
                        name, key, at, column, own or {}, ranked, skip | covered, by_value,
                        was if isinstance(was, Mapping) else {},
                    )  # fmt: skip
                    continue
                value = _drawn(own, (o.get(column) for o in ranked), nullable)
                if value is _NOTHING:
                    continue
                out.append(_mutant(name, key, at, column, own, value))
    out += flag_mutants(world, diff, skipped)
    return out


def _held_nothing(before: Mapping[str, Any] | None, column: str) -> bool:
    """Whether ``column`` was empty (or the row new) before the episode wrote it: a text field harmless
    only as an addition (``Benign.only_additions``) forgives any value written there, so a mutant of it
    proves nothing; one that held text is mutated (overwriting it is damage)."""
    value = None if before is None else before.get(column)
    return value is None or value == ""


def _members(value: Any, key: str) -> list[Any]:
    body = value if isinstance(value, dict) else {}
    members = body.get(key)
    return list(members) if isinstance(members, list) else []


def flag_mutants(
    world: World, diff: Diff, skipped: Mapping[str, set[str]] | None = None
) -> list[FieldMutant]:
    """The ``field:+`` mutants: each declared member flag added to each list member the diff wrote."""
    skipped = _skipped(world) if skipped is None else skipped
    flags = [f for svc in world.services.values() for f in svc.member_flags if f.table in diff.tables]
    out: list[FieldMutant] = []
    for flag in flags:
        part = diff.tables[flag.table]
        skip = skipped.get(flag.table, set())
        if {_WHOLE_TABLE, flag.column, flag.path} & skip:
            continue
        spec = world.tables[flag.table]
        written = [(row, None) for row in part.added] + [(c.after, c.before) for c in part.changed]
        many = len(written) > 1
        for row, before in written:
            key = tuple(row[c] for c in spec.primary_key)
            at = "@" + ",".join(str(k) for k in key) if many else ""
            members = _members(row.get(flag.column), flag.key)
            old = [canonical_json(m) for m in _members((before or {}).get(flag.column), flag.key)]
            for i, member in enumerate(members):
                if not isinstance(member, dict) or canonical_json(member) in old:
                    continue  # not written by the oracle: the row had this very member before
                if flag.flag in member and _same(member[flag.flag], flag.value):
                    continue
                changed = [dict(m) if j == i else m for j, m in enumerate(members)]
                changed[i][flag.flag] = flag.value
                name = member.get(flag.identity, i)
                was = json.dumps(member.get(flag.flag), default=str) if flag.flag in member else "(absent)"
                out.append(
                    FieldMutant(
                        f"field:+{flag.table}.{flag.path}[{name}].{flag.flag}{at}",
                        f"{flag.table}.{flag.path} member {name} written with {flag.flag}: "
                        f"{json.dumps(flag.value)} instead of {was} ({flag.why})",
                        flag.table, key, flag.path, changed,
                    )
                )  # fmt: skip
    return out


def _json_mutants(
    table: str,
    key: tuple[Any, ...],
    at: str,
    column: str,
    own: Mapping[str, Any],
    ranked: Sequence[dict[str, Any]],
    skip: set[str],
    by_value: Mapping[str, Benign],
    before: Mapping[str, Any],
) -> Iterator[FieldMutant]:
    """``before``: the column as the row held it before the episode (empty for a new row)."""
    keys = dict.fromkeys(own)
    keys.update(dict.fromkeys(p.split(".", 1)[1] for p in by_value if p.startswith(column + ".")))
    for other in ranked:
        value = other.get(column)
        if isinstance(value, dict):
            keys.update(dict.fromkeys(value))
    for sub in sorted(keys):
        path = f"{column}.{sub}"
        if path in skip:
            continue
        mine = own.get(sub, REMOVED)
        if path in by_value:
            if own:  # a column the row holds (a cancellation's details), not one the row leaves null
                yield from _damaging(table, key, at, path, mine, by_value[path])
            continue
        if mine is REMOVED and f"{_ADDED_ONLY}{column}" in skip:
            continue
        if f"{_ADDED_ONLY}{path}" in skip and _held_nothing(before, sub):
            continue  # a note written where there was none: any text there is harmless
        candidates = (o[column].get(sub, REMOVED) for o in ranked if isinstance(o.get(column), dict))
        value = _drawn(mine, candidates, nullable=True)
        if value is _NOTHING:
            if mine is REMOVED:
                continue
            value = REMOVED
        yield _mutant(table, key, at, path, mine, value)


def _mutant(table: str, key: tuple[Any, ...], at: str, path: str, own: Any, value: Any) -> FieldMutant:
    was = "(absent)" if own is REMOVED else json.dumps(own, default=str)[:60]
    now = "(absent)" if value is REMOVED else json.dumps(value, default=str)[:60]
    return FieldMutant(
        f"field:{table}.{path}{at}", f"{table}.{path} of the row written is {now} instead of {was}",
        table, key, path, value,
    )  # fmt: skip


def apply(world: World, mutant: FieldMutant) -> None:
    """Write ``mutant`` into ``world``'s state through the journal, as any write is recorded."""
    spec = world.tables[mutant.table]
    column, _, sub = mutant.path.partition(".")
    where = " AND ".join(f'"{c}" IS ?' for c in spec.primary_key)
    value: Any = mutant.value
    if sub:
        row = world.store.row_by_key(mutant.table, mutant.key) or {}
        current = dict(row.get(column) or {})
        if value is REMOVED:
            current.pop(sub, None)
        else:
            current[sub] = value
        value = current
    if spec.columns[column] == "json" and value is not None:
        value = json.dumps(value)
    elif isinstance(value, bool):
        value = int(value)
    world.edit([(f'UPDATE "{mutant.table}" SET "{column}" = ? WHERE {where}', [value, *mutant.key])])
