"""Structured differences between two states, and the canonical state hash.

A diff is per table: rows added, rows removed, and rows changed with field-level ``from → to``.
Rows are matched by their declared primary key, values compared in canonical form
(:mod:`toolproof.world.canonical`), so a diff shows meaning, never representation.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from toolproof.service.schema import Table
from toolproof.world.canonical import dumps_canonical
from toolproof.world.hashing import _MOD, Layout, combine, row_digest
from toolproof.world.store import Store, _keyed


@dataclass(slots=True)
class RowChange:
    """One row present on both sides whose values differ."""

    key: tuple[Any, ...]
    before: dict[str, Any]
    after: dict[str, Any]
    #: The changed leaf paths, once a grader has worked them out (``toolproof.tasks.paths``: a grade
    #: asks for them several times per row). Not part of the change's value.
    paths: list[str] | None = field(default=None, compare=False, repr=False)

    @property
    def fields(self) -> dict[str, tuple[Any, Any]]:
        """Changed fields as ``{name: (from, to)}``."""
        return {k: (v, self.after.get(k)) for k, v in self.before.items() if self.after.get(k) != v}

    def to_dict(self) -> dict[str, Any]:
        return {
            "key": list(self.key),
            "before": self.before,
            "after": self.after,
            "fields": {k: {"from": a, "to": b} for k, (a, b) in self.fields.items()},
        }


@dataclass(slots=True)
class TableDiff:
    added: list[dict[str, Any]] = field(default_factory=list)
    removed: list[dict[str, Any]] = field(default_factory=list)
    changed: list[RowChange] = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.added or self.removed or self.changed)

    def to_dict(self) -> dict[str, Any]:
        return {
            "added": self.added,
            "removed": self.removed,
            "changed": [c.to_dict() for c in self.changed],
        }


@dataclass(slots=True)
class Diff:
    """Per-table differences; tables without a difference are absent."""

    tables: dict[str, TableDiff] = field(default_factory=dict)

    def __bool__(self) -> bool:
        return any(self.tables.values())

    @property
    def is_empty(self) -> bool:
        return not self

    def table(self, name: str) -> TableDiff:
        return self.tables.get(name) or TableDiff()

    def counts(self) -> dict[str, dict[str, int]]:
        return {
            name: {"added": len(t.added), "removed": len(t.removed), "changed": len(t.changed)}
            for name, t in self.tables.items()
        }

    def to_dict(self) -> dict[str, Any]:
        return {name: t.to_dict() for name, t in sorted(self.tables.items())}

    def summary(self) -> str:
        """One line a person can read: ``stripe_refunds +1; stripe_charges ~1``."""
        if not self:
            return "no changes"
        parts = []
        for name, c in sorted(self.counts().items()):
            bits = [f"+{c['added']}" if c["added"] else "", f"-{c['removed']}" if c["removed"] else ""]
            bits.append(f"~{c['changed']}" if c["changed"] else "")
            parts.append(f"{name} {' '.join(b for b in bits if b)}")
        return "; ".join(parts)


def _key_of(row: Mapping[str, Any], pk: tuple[str, ...]) -> tuple[Any, ...]:
    return tuple(row[c] for c in pk)


def _compare(
    before: Mapping[tuple[Any, ...], dict[str, Any]], after: Mapping[tuple[Any, ...], dict[str, Any]]
) -> TableDiff:
    out = TableDiff()
    keys = before.keys() | after.keys()
    for key in sorted(keys, key=dumps_canonical) if len(keys) > 1 else keys:
        a, b = before.get(key), after.get(key)
        if a is None and b is not None:
            out.added.append(b)
        elif b is None and a is not None:
            out.removed.append(a)
        elif a is not None and b is not None and a != b:
            out.changed.append(RowChange(key, a, b))
    return out


def diff_stores(a: Store, b: Store, tables: Iterable[str] | None = None) -> Diff:
    """Full comparison of every (or the named) table of two states."""
    result = Diff()
    for name in sorted(tables if tables is not None else a.tables):
        pk = a.tables[name].primary_key
        before = {_key_of(r, pk): r for r in a.rows(name)}
        after = {_key_of(r, pk): r for r in b.rows(name)}
        table_diff = _compare(before, after)
        if table_diff:
            result.tables[name] = table_diff
    return result


def diff_keys(a: Store, b: Store, touched: Mapping[str, Iterable[tuple[Any, ...]]]) -> Diff:
    """Compare only the rows named in ``touched`` (from the change journal): fast for small episodes."""
    return diff_read(a, b, read_touched(a, b, touched))


#: Per table: the rows the journal names as ``(before, after)``, each ``{key: values in column order}``
#: (what :meth:`Store.value_rows_by_keys` gives; a key absent on a side has no row there).
TouchedRows = dict[str, tuple[dict[tuple[Any, ...], list[Any]], dict[tuple[Any, ...], list[Any]]]]


def read_touched(
    a: Store,
    b: Store,
    touched: Mapping[str, Iterable[tuple[Any, ...]]],
    before: Callable[[str, Iterable[tuple[Any, ...]]], dict[tuple[Any, ...], list[Any]]] | None = None,
) -> TouchedRows:
    """The rows named in ``touched`` on both sides, read once: a diff (:func:`diff_read`) and the
    incremental hash (:func:`toolproof.world.hashing.hash_read`) both need exactly these.

    ``before(table, keys)``: reads ``a``'s rows as ``a.value_rows_by_keys`` does, when the caller
    keeps them (a frozen fixture's, :meth:`~toolproof.world.fixtures.FrozenFixture.rows`).
    """
    read_before = a.value_rows_by_keys if before is None else before
    rows: TouchedRows = {}
    for name in sorted(touched):
        keys = set(touched[name])
        rows[name] = (read_before(name, keys), b.value_rows_by_keys(name, keys))
    return rows


def diff_read(a: Store, b: Store, rows: TouchedRows) -> Diff:
    """:func:`diff_keys` of rows already read by :func:`read_touched` (``a`` and ``b`` name the columns)."""
    result = Diff()
    for name in sorted(rows):
        old, new = rows[name]
        before_names, after_names = a.tables[name].column_names, b.tables[name].column_names
        before = {k: dict(zip(before_names, v, strict=True)) for k, v in old.items()}
        after = {k: dict(zip(after_names, v, strict=True)) for k, v in new.items()}
        table_diff = _compare(before, after)
        if table_diff:
            result.tables[name] = table_diff
    return result


def diff_and_hash_read(
    reference: Store,
    current: Store,
    touched: Mapping[str, Iterable[tuple[Any, ...]]],
    reference_sums: Mapping[str, tuple[int, int]],
    before: Callable[[str, Iterable[tuple[Any, ...]]], dict[tuple[Any, ...], list[Any]]],
    before_digest: Callable[[str, tuple[Any, ...], list[Any]], int],
    layout: Layout,
) -> tuple[Diff, str]:
    """``(diff_read(...), hash_read(...))`` of :func:`read_touched`'s rows, in one pass over them.

    The end of every episode needs both. Each table's two sides are read once, as ``read_touched``
    reads them; a key whose values are the same on both sides moves neither (``hash_read`` skips it,
    ``_compare`` finds the two dicts equal), so only the keys that differ are digested and made into
    rows, in ``_compare``'s order (``dumps_canonical`` of the key when there is more than one). The
    two columns lists are the same object (a world's store and its fixture's share the tables).
    """
    sums = dict(reference_sums)
    result = Diff()
    for name in sorted(touched):
        keys = set(touched[name])
        spec = current.tables[name]
        raw = current.raw_rows_by_keys(name, keys)
        decode = _keyed(spec).values
        old, new = before(name, keys), {key: decode(values) for key, values in raw.items()}
        differ = [k for k in old.keys() | new.keys() if old.get(k) != new.get(k)]
        if not differ:
            continue
        total, count = sums[name]
        table = TableDiff()
        before_names, after_names = reference.tables[name].column_names, spec.column_names
        for key in sorted(differ, key=dumps_canonical) if len(differ) > 1 else differ:
            was, now = old.get(key), new.get(key)
            if was is not None:
                total -= before_digest(name, key, was)
                count -= 1
            if now is not None:
                total += _after_digest(spec, raw[key], now)
                count += 1
            if was is None:
                table.added.append(dict(zip(after_names, now, strict=True)))  # type: ignore[arg-type]
            elif now is None:
                table.removed.append(dict(zip(before_names, was, strict=True)))
            else:
                was_row = dict(zip(before_names, was, strict=True))
                table.changed.append(RowChange(key, was_row, dict(zip(after_names, now, strict=True))))
        sums[name] = (total % _MOD, count)
        result.tables[name] = table
    return result, combine(current, sums, layout)


#: Per table object (held, so an id is never another's): the digest of each stored row seen at the end
#: of an episode, by the row as SQLite returned it. Every episode of a task ends with the same few rows
#: written the same way (seeded ids, virtual time), and their canonical text and SHA-256 cost more than
#: a look-up by the stored values. Bounded.
_AFTER: dict[int, tuple[Table, dict[tuple[Any, ...], int]]] = {}
_AFTER_MAX = 8192


def _after_digest(spec: Table, raw: tuple[Any, ...], values: list[Any]) -> int:
    """``row_digest(values)`` of the row ``raw`` of ``spec`` (``values``: its canonical values).

    The stored values decide the digest: the canonical values are a function of them and the
    column kinds (the table object's), and two equal stored rows are equal value by value, where an
    int and a float that compare equal (the only equal values of two types SQLite hands back) have
    the same canonical form."""
    known = _AFTER.get(id(spec))
    if known is None or known[0] is not spec:
        known = _AFTER[id(spec)] = (spec, {})
    digests = known[1]
    digest = digests.get(raw)
    if digest is None:
        digest = row_digest(values)
        if len(digests) >= _AFTER_MAX:
            digests.clear()
        digests[raw] = digest
    return digest


def touched_keys(entries: Iterable[tuple[int, str, str, str]]) -> dict[str, set[tuple[Any, ...]]]:
    """Group journal entries into ``{table: {primary key tuple}}``."""
    touched: dict[str, set[tuple[Any, ...]]] = {}
    for _seq, table, key_json, _op in entries:
        touched.setdefault(table, set()).add(tuple(json.loads(key_json)))
    return touched
