"""The canonical state hash, computed incrementally from the change journal.

Each table's digest is the sum (mod 2**256) of the SHA-256 of each row's canonical encoding: a
multiset hash (AdHash), so row order never matters and a change to a few rows updates the digest in
time proportional to those rows, not to the table. The state hash is SHA-256 over every table's name,
columns, row count and digest. The full computation and the incremental one give the same value for
the same state, whatever path led there; a test holds them to it.

The full scan is compiled per table (:mod:`toolproof.world.rowtext`): SQLite writes each row's
canonical JSON itself where its encoding is provably the same as Python's, so only JSON and real
columns pass through Python. :func:`table_sums_rowwise` is the plain definition it must equal.
Because a digest is a sum over rows, it is also a sum over the b-tree leaves holding them: a world's
full hash (:mod:`toolproof.world.pages`) reads only the leaves whose bytes are not the fixture's.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from toolproof.service.schema import Table
from toolproof.world.rowtext import encode_row, row_texts
from toolproof.world.store import Store

_MOD = 1 << 256
_sha256 = hashlib.sha256
_from_bytes = int.from_bytes

#: Per table: (sum of row digests mod 2**256, row count).
TableSums = dict[str, tuple[int, int]]


def row_digest(values: list[Any]) -> int:
    """The SHA-256 of a row's canonical JSON as an int (``encode_row``: ``_encode``'s text, without
    building a C encoder per row; the end of every episode digests each row it changed)."""
    return _from_bytes(_sha256(encode_row(values).encode()).digest(), "big")


def digest_texts(texts: list[bytes]) -> tuple[int, int]:
    """The multiset digest (sum of SHA-256 mod 2**256) and count of some rows' canonical texts."""
    total = 0
    sha256, from_bytes = _sha256, _from_bytes
    for text in texts:
        total += from_bytes(sha256(text).digest(), "big")
    return total % _MOD, len(texts)


def add_sums(parts: Iterable[tuple[int, int]]) -> tuple[int, int]:
    """The digest of a table made of disjoint parts (its leaves' rows): the sums add up."""
    total = count = 0
    for part_total, part_count in parts:
        total += part_total
        count += part_count
    return total % _MOD, count


def range_sums(store: Store, table: str, rowids: tuple[int, int]) -> tuple[int, int]:
    """Digest and count of the rows of ``table`` whose rowid is in ``rowids`` (first, last)."""
    return digest_texts(row_texts(store, table, rowids))


def table_sums(store: Store, known: Mapping[str, tuple[int, int]] | None = None) -> TableSums:
    """Every table's digest and row count, by a full scan (rows encoded mostly inside SQLite).

    ``known`` gives the sums of tables the caller has worked out without a full scan
    (:mod:`toolproof.world.pages`: from the pages that are byte for byte the frozen fixture's);
    those are taken as they are, every other table is scanned.
    """
    sums: TableSums = {}
    for name in store.tables:
        if known is not None and name in known:
            sums[name] = known[name]
        else:
            sums[name] = digest_texts(row_texts(store, name))
    return sums


def table_sums_rowwise(store: Store) -> TableSums:
    """The definition :func:`table_sums` implements: every row decoded in Python, then encoded."""
    sums: TableSums = {}
    for name in store.tables:
        total = count = 0
        for row in store.value_rows(name):
            total += row_digest(row)
            count += 1
        sums[name] = (total % _MOD, count)
    return sums


#: Per table in name order: its name and the line prefix the state hash writes for it.
Layout = tuple[tuple[str, str], ...]


def layout_of(tables: Mapping[str, Table]) -> Layout:
    """What :func:`combine` writes before each table's count and digest (a fixture keeps it)."""
    return tuple((name, f"{name}\x00{','.join(tables[name].column_names)}\x00") for name in sorted(tables))


def combine(store: Store, sums: Mapping[str, tuple[int, int]], layout: Layout | None = None) -> str:
    """The state hash: SHA-256 over each table's name, columns, row count and digest, in name order.

    ``layout``: :func:`layout_of` the store's tables, when the caller keeps it.
    """
    if layout is None:
        fresh = layout_of(store.tables)
        return _combine(fresh, [sums[name] for name, _ in fresh])
    values = tuple([sums[name] for name, _ in layout])
    key = (id(layout), values)
    known = _COMBINED.get(key)
    if known is not None and known[0] is layout:
        return known[1]
    digest = _combine(layout, values)
    if len(_COMBINED) >= _COMBINED_MAX:
        _COMBINED.clear()
    _COMBINED[key] = (layout, digest)
    return digest


def _combine(layout: Layout, values: Sequence[tuple[int, int]]) -> str:
    """:func:`combine` of each table's sums in ``layout``'s order."""
    lines = _LINES
    if len(lines) > _LINES_MAX:
        lines.clear()
    parts = []
    for (_name, prefix), table_sum in zip(layout, values, strict=True):
        line = lines.get((prefix, table_sum))
        if line is None:
            line = lines[(prefix, table_sum)] = f"{prefix}{table_sum[1]}\x00{table_sum[0]:064x}\n"
        parts.append(line)
    return hashlib.sha256("".join(parts).encode()).hexdigest()


#: State hashes by a kept layout (by id, held with it) and its tables' sums in order: the hash is a
#: SHA-256 over ≈ 4.5 KB of text for a Stripe world (each table's name and columns), and worlds of one
#: fixture end in the same few states again and again (trials of one agent, a pooled world's
#: episodes, the validator's controls), each sum a 256-bit digest of that table's rows. An entry holds one
#: pair of ints per table (≈ 2 KB for Stripe's 14 tables): at most 1,024 are kept.
_COMBINED: dict[tuple[int, tuple[tuple[int, int], ...]], tuple[Layout, str]] = {}
_COMBINED_MAX = 1024


#: Each table's line of the state hash by its prefix and sums: most tables of a world are as in its
#: fixture at the end of an episode, so their lines are the same text every time.
_LINES: dict[tuple[str, tuple[int, int]], str] = {}
_LINES_MAX = 65_536


def state_hash(store: Store) -> str:
    """SHA-256 over every graded table in canonical form: stable across runs and processes.

    Bookkeeping (journal, ledger, idempotency cache) is not in ``store.tables`` and so never hashed.
    """
    return combine(store, table_sums(store))


def incremental_hash(
    reference: Store,
    reference_sums: Mapping[str, tuple[int, int]],
    current: Store,
    touched: Mapping[str, Iterable[tuple[Any, ...]]],
) -> str:
    """The hash of ``current``, given the sums of ``reference`` and the keys changed since it."""
    rows: dict[str, tuple[dict[tuple[Any, ...], list[Any]], dict[tuple[Any, ...], list[Any]]]] = {}
    for table, keys in touched.items():
        wanted = set(keys)
        rows[table] = (reference.value_rows_by_keys(table, wanted), current.value_rows_by_keys(table, wanted))
    return hash_read(reference_sums, current, rows)


def hash_read(
    reference_sums: Mapping[str, tuple[int, int]],
    current: Store,
    rows: Mapping[str, tuple[Mapping[tuple[Any, ...], list[Any]], Mapping[tuple[Any, ...], list[Any]]]],
    *,
    before_digest: Callable[[str, tuple[Any, ...], list[Any]], int] | None = None,
    layout: Layout | None = None,
) -> str:
    """:func:`incremental_hash` of the changed rows already read, per table ``(before, after)`` by key
    (:func:`toolproof.world.diff.read_touched`: the end of an episode reads them once for its diff
    and its hash).

    ``before_digest(table, key, values)``: the digest of a starting row when the caller keeps them
    (:meth:`~toolproof.world.fixtures.FrozenFixture.row_digest`); ``layout``: as :func:`combine`.
    """
    sums = dict(reference_sums)
    for table, (old, new) in rows.items():
        total, count = sums[table]
        for key in old.keys() | new.keys():
            before, after = old.get(key), new.get(key)
            if before == after:
                continue
            if before is not None:
                total -= row_digest(before) if before_digest is None else before_digest(table, key, before)
                count -= 1
            if after is not None:
                total += row_digest(after)
                count += 1
        sums[table] = (total % _MOD, count)
    return combine(current, sums, layout)
