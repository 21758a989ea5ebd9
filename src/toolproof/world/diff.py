"""Structured differences between two states, and the canonical state hash.

A diff is per table: rows added, rows removed, and rows changed with field-level ``from → to``.
Rows are matched by their declared primary key, values compared in canonical form
(:mod:`toolproof.world.canonical`), so a diff shows meaning, never representation.
"""

from __future__ import annotations

import json
import marshal
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

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
    owner: object | None = None,
) -> tuple[Diff, str]:
    """``(diff_read(...), hash_read(...))`` of :func:`read_touched`'s rows, in one pass over them.

    The end of every episode needs both. Each table's two sides are read once, as ``read_touched``
    reads them; a key whose values are the same on both sides moves neither (``hash_read`` skips it,
    ``_compare`` finds the two dicts equal), so only the keys that differ are digested and made into
    rows, in ``_compare``'s order (``dumps_canonical`` of the key when there is more than one). The
    two columns lists are the same object (a world's store and its fixture's share the tables).

    ``owner``: the frozen fixture ``reference``, ``reference_sums``, ``before``, ``before_digest``
    and ``layout`` all come from (they never change for it). Given, the end is remembered by what
    was read from ``current`` (:func:`_end_key`): the rest is a function of those rows and the
    fixture, and every episode of a task that ends the same way reads the same rows.
    """
    reads, raws = _end_reads(current, touched)
    key = None
    if owner is not None and current.tables is reference.tables:
        key = _end_key(owner, reads, raws)
        if key is not None:
            known = _END.get(key)
            if known is not None and known[0] is owner:
                return _diff_of_image(known[1]), known[2]
    result, final = _computed_end(
        reference, current, reads, raws, reference_sums, before, before_digest, layout
    )
    if key is not None:
        _remember_end(key, owner, result, final)
    return result, final


class EndFixture(Protocol):
    """What :func:`end_of` reads of a frozen fixture (:class:`~toolproof.world.fixtures.FrozenFixture`)."""

    tables: dict[str, Table]

    def reference(self) -> Store: ...

    def table_sums(self) -> Mapping[str, tuple[int, int]]: ...

    def rows(self, table: str, keys: Iterable[tuple[Any, ...]]) -> dict[tuple[Any, ...], list[Any]]: ...

    def row_digest(self, table: str, key: tuple[Any, ...], values: list[Any]) -> int: ...

    def layout(self) -> Layout: ...


def end_of(
    fixture: EndFixture,
    current: Store,
    touched: Mapping[str, Iterable[tuple[Any, ...]]],
    kept_rows: Mapping[str, Mapping[tuple[Any, ...], tuple[Any, ...]]] | None = None,
) -> tuple[Diff, str, tuple[Any, ...] | None]:
    """``diff_and_hash_read(fixture.reference(), current, touched, fixture.table_sums(),
    fixture.rows, fixture.row_digest, fixture.layout(), owner=fixture)`` and the end's image.

    The fixture's reference store, sums and layout (each behind its lock) are taken only when the
    end is not remembered: a remembered end needs none of them (``current.tables is
    fixture.tables`` is the check ``reference().tables`` stood for: the reference store holds the
    fixture's own tables).

    The third value is the remembered end's image (:func:`_remember_end`), held by the memo, when
    the end is remembered (now or before), else ``None``: the diff returned equals the one the image
    was made of, value for value and type for type, so an object that holds the image may stand for
    the diff's value by its identity for as long as nobody changes the diff
    (:func:`toolproof.tasks.grade_memo.key_of`'s ``diff_image``).

    ``kept_rows``: rows stored in ``current`` now, by table and key, as the writes that left them
    handed them back (:meth:`toolproof.world.World.end`); a table whose every touched key is known
    is not read (:func:`_end_reads`).
    """
    reads, raws = _end_reads(current, touched, kept_rows)
    key = None
    if current.tables is fixture.tables:
        key = _end_key(fixture, reads, raws)
        if key is not None:
            known = _END.get(key)
            if known is not None and known[0] is fixture:
                return _diff_of_image(known[1]), known[2], known[1]
    result, final = _computed_end(
        fixture.reference(), current, reads, raws, fixture.table_sums(), fixture.rows,
        fixture.row_digest, fixture.layout(),
    )  # fmt: skip
    image = None if key is None else _remember_end(key, fixture, result, final)
    return result, final, image


def _end_reads(
    current: Store,
    touched: Mapping[str, Iterable[tuple[Any, ...]]],
    kept_rows: Mapping[str, Mapping[tuple[Any, ...], tuple[Any, ...]]] | None = None,
) -> tuple[list[tuple[str, set[tuple[Any, ...]]]], list[dict[tuple[Any, ...], Any]]]:
    """Per touched table in name order: its keys, and the rows stored at them as SQLite returns them.

    A table with one touched key (every table of most episodes' ends) is read here by its primary
    key alone, the statement :meth:`Store.raw_rows_by_keys` runs for one key, without its list of
    distinct keys and result dict. The keys are a copy (the caller may hand the world's own sets).

    (perf51) A table whose every key is in ``kept_rows`` (the rows the writes handed back, see
    :func:`end_of`) is not read: its rows are those, each what the read would return."""
    reads: list[tuple[str, set[tuple[Any, ...]]]] = []
    raws: list[dict[tuple[Any, ...], Any]] = []
    tables, execute = current.tables, current.conn.execute
    for name in sorted(touched):
        keys = set(touched[name])
        reads.append((name, keys))
        kept = None if kept_rows is None else kept_rows.get(name)
        if kept is not None and len(kept) >= len(keys) and all(key in kept for key in keys):
            raws.append({key: kept[key] for key in keys})
        elif len(keys) == 1:
            for key in keys:
                raw = execute(_keyed(tables[name]).one, key).fetchone()
                raws.append({} if raw is None else {key: raw})
        else:
            raws.append(current.raw_rows_by_keys(name, keys))
    return reads, raws


def _computed_end(
    reference: Store,
    current: Store,
    reads: list[tuple[str, set[tuple[Any, ...]]]],
    raws: list[dict[tuple[Any, ...], Any]],
    reference_sums: Mapping[str, tuple[int, int]],
    before: Callable[[str, Iterable[tuple[Any, ...]]], dict[tuple[Any, ...], list[Any]]],
    before_digest: Callable[[str, tuple[Any, ...], list[Any]], int],
    layout: Layout,
) -> tuple[Diff, str]:
    """The end :func:`diff_and_hash_read` describes, from the rows :func:`_end_reads` read."""
    sums = dict(reference_sums)
    result = Diff()
    for (name, keys), raw in zip(reads, raws, strict=True):
        spec = current.tables[name]
        decode = _keyed(spec).values
        old, new = before(name, keys), {key: decode(values) for key, values in raw.items()}
        differ = [k for k in old.keys() | new.keys() if old.get(k) != new.get(k)]
        if not differ:
            continue
        total, count = sums[name]
        table = TableDiff()
        before_names, after_names = reference.tables[name].column_names, spec.column_names
        for row_key in sorted(differ, key=dumps_canonical) if len(differ) > 1 else differ:
            was, now = old.get(row_key), new.get(row_key)
            if was is not None:
                total -= before_digest(name, row_key, was)
                count -= 1
            if now is not None:
                total += _after_digest(spec, raw[row_key], now)
                count += 1
            if was is None:
                table.added.append(dict(zip(after_names, now, strict=True)))  # type: ignore[arg-type]
            elif now is None:
                table.removed.append(dict(zip(before_names, was, strict=True)))
            else:
                was_row = dict(zip(before_names, was, strict=True))
                table.changed.append(RowChange(row_key, was_row, dict(zip(after_names, now, strict=True))))
        sums[name] = (total % _MOD, count)
        result.tables[name] = table
    return result, combine(current, sums, layout)


#: The ends remembered by :func:`diff_and_hash_read`: its key (:func:`_end_key`) → (the fixture, the
#: diff's image, the final hash). Insertion order is age; bounded by entries and by the rows read.
_END: dict[tuple[Any, ...], tuple[object, tuple[Any, ...], str]] = {}
_END_MAX = 1024
#: An end that read more rows than this is not remembered (its key holds every row it read, its
#: image every row that changed: at most ≈ 16 K rows of each for the whole memo).
_END_ROWS = 16


def _end_key(
    owner: object, reads: list[tuple[str, set[tuple[Any, ...]]]], raws: list[dict[tuple[Any, ...], Any]]
) -> tuple[Any, ...] | None:
    """What the end of an episode is a function of, besides its fixture: each table's touched keys
    and the rows read for them, as SQLite returned them. ``None``: not remembered.

    Exact: two equal stored rows have the same canonical values type for type (``canonical_value``
    turns an integral float into the int it equals, and ``-0.0`` into ``0``: the only equal values
    of two types or two forms SQLite hands back; a NaN equals only itself), so they give the same
    diff rows and digests. A key is a tuple of exact ``str`` and ``int`` values only, so two equal
    keys are the same values too (a ``1.0`` would equal ``1`` but be written as the diff's key);
    any other key is not remembered.
    """
    parts: list[Any] = [id(owner)]
    rows = 0
    for (name, keys), raw in zip(reads, raws, strict=True):
        rows += len(keys)
        if rows > _END_ROWS:
            return None
        for row_key in keys:
            for value in row_key:
                if type(value) is not str and type(value) is not int:
                    return None
        parts.append((name, frozenset(keys), frozenset(raw.items())))
    return tuple(parts)


def _remember_end(key: tuple[Any, ...], owner: object, diff: Diff, final: str) -> tuple[Any, ...] | None:
    """Keep ``diff`` as an image (:func:`_row_image` of each row) from which each hit builds a diff
    of its own; a value of a type the image does not know leaves the end unremembered (``None``).
    Returns the image kept."""
    try:
        image = tuple(
            (
                name,
                tuple(_row_image(row) for row in table.added),
                tuple(_row_image(row) for row in table.removed),
                tuple((c.key, _row_image(c.before), _row_image(c.after)) for c in table.changed),
            )
            for name, table in diff.tables.items()
        )
    except ValueError:
        return None
    if len(_END) >= _END_MAX:
        del _END[next(iter(_END))]
    _END[key] = (owner, image, final)
    return image


#: The values a row's image shares with every diff built from it: immutable, of exact built-in types.
_SHARED = frozenset((str, int, float, bool, bytes, type(None)))
#: The items of a flat dict or list an image keeps as they are (:func:`_row_image`): the shared types
#: but ``float``, whose NaN equals only itself (a NaN loaded anew per rebuild, as marshal loads it,
#: compares unequal to another rebuild's; one object shared by both would compare equal).
_FLAT = _SHARED - {float}

#: A row's image: its dict with every shared value in place (a copy: the caller keeps the row), and
#: the other values (a JSON column's dicts and lists) by column, each as the data and the function
#: that makes a new value of it (:func:`_row_image`).
RowImage = tuple[dict[str, Any], tuple[tuple[str, Any, Callable[[Any], Any]], ...]]


def _row_image(row: dict[str, Any]) -> RowImage:
    """``row`` as :func:`_row_of` rebuilds it. A flat dict or list (every key and item of a
    :data:`_FLAT` type: a charge's card, an empty ``metadata``) is kept as its items, each rebuild a
    new ``dict`` or ``list`` of them (≈ 0.26 µs for a card's 7 items against 0.63 for
    ``marshal.loads``); any other value as :mod:`marshal` bytes. Marshal format 2 writes no
    back-references (from 3 on, an object met twice is written once and loaded as one object), so
    each value loads as its own tree, as a decode of the column makes it; marshal refuses every type
    but the built-in ones (``ValueError``: the end is not remembered)."""
    template = dict(row)
    loaded: list[tuple[str, Any, Callable[[Any], Any]]] = []
    shared, flat = _SHARED, _FLAT
    for column, value in template.items():
        kind = type(value)
        if kind in shared:
            continue
        if kind is dict and all(type(k) in flat and type(v) in flat for k, v in value.items()):
            loaded.append((column, tuple(value.items()), dict))
        elif kind is list and all(type(v) in flat for v in value):
            loaded.append((column, tuple(value), list))
        else:
            loaded.append((column, marshal.dumps(value, 2), marshal.loads))
        template[column] = None  # keeps the column's place; each rebuild sets its own value
    return template, tuple(loaded)


def _row_of(image: RowImage) -> dict[str, Any]:
    """A new row equal to the one ``image`` was made of, each dict and list in it new."""
    template, loaded = image
    row = dict(template)
    for column, data, make in loaded:
        row[column] = make(data)
    return row


def _diff_of_image(image: tuple[Any, ...]) -> Diff:
    """A new :class:`Diff` equal to the one ``image`` was made of (:func:`_remember_end`), nothing in
    it shared with another but immutable values."""
    result = Diff()
    tables = result.tables
    # An empty side is a new empty list without a comprehension's frame (most tables of an end have
    # rows on one side only: a refund's end has one changed charge and one added refund).
    for name, added, removed, changed in image:
        tables[name] = TableDiff(
            [_row_of(row) for row in added] if added else [],
            [_row_of(row) for row in removed] if removed else [],
            [RowChange(key, _row_of(was), _row_of(now)) for key, was, now in changed] if changed else [],
        )
    return result


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
