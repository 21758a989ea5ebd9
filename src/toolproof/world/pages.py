"""The full state hash, rescanning only the b-tree leaves whose bytes are not the frozen fixture's.

A full state hash must not trust the change journal (it is what checks the journal-driven hash), yet
rescanning the 17.5k rows of a three-service world costs tens of milliseconds although an episode
writes a few rows. SQLite stores each table as a b-tree: interior pages route by rowid to leaf pages,
which hold the rows (a long row spills onto a chain of overflow pages). The digest of a table is a
sum over its rows, so it is the sum over its leaves of their rows' digests. So the hash walks each
table's b-tree *as it is now*, from its current root, in the database's bytes:

- a leaf whose bytes, and those of its overflow pages, are exactly those of the fixture's leaf at the
  same page number of the same table holds exactly that leaf's rows: its digest is the one computed
  for the fixture (once per process);
- any other leaf is read from SQLite by its rowid range (a leaf holds every row between its first and
  last rowid), and digested;
- a table whose pages are all the fixture's is not walked at all.

The value is by construction the from-scratch hash (the same rows, the same digests): it never
depends on page layout, only how much of it is recomputed does. A moved table (``VACUUM``), another
page size or text encoding, a page that does not parse as a table b-tree page, a table without a
rowid, a database in the middle of a transaction (whose pages may not all be in its bytes yet) or a
SQLite without ``dbstat`` (which lists the fixture's pages) make the table, or the whole database,
rescanned in full.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from toolproof.world.hashing import TableSums, add_sums, range_sums, table_sums
from toolproof.world.store import Store, thaw

#: Header fields that change how a page's bytes read (page size, versions, reserved bytes, payload
#: fractions; schema format; text encoding). The rest (change counters, page count) moves with writes.
_HEADER_FIELDS = ((16, 24), (44, 48), (56, 60))
_LEAF, _INTERIOR = 0x0D, 0x05


class _Unreadable(ValueError):
    """A page that is not what a table b-tree walk expects: rescan the table."""


@dataclass(frozen=True, slots=True)
class Leaf:
    """One leaf of a table in the fixture: its bytes, its overflow pages' and its rows' digest."""

    offset: int
    #: Views into the fixture's bytes (no copy): this leaf page, and each overflow page by offset.
    page: memoryview
    overflow: tuple[tuple[int, memoryview], ...]
    sums: tuple[int, int]

    def unchanged_in(self, data: bytes) -> bool:
        return data.startswith(self.page, self.offset) and all(
            data.startswith(page, offset) for offset, page in self.overflow
        )


@dataclass(frozen=True, slots=True)
class TablePages:
    """One table's b-tree in the fixture: root page, its pages in contiguous runs, its leaves."""

    root: int
    #: ``(byte offset, view of the fixture's bytes)`` of each run of consecutive pages of this b-tree.
    runs: tuple[tuple[int, memoryview], ...]
    #: Leaves by page number (empty when the table cannot be walked: no rowid).
    leaves: dict[int, Leaf]
    sums: tuple[int, int]

    def unchanged_in(self, data: bytes, root: int | None) -> bool:
        return root == self.root and all(data.startswith(run, offset) for offset, run in self.runs)


class _Geometry:
    """How to read pages of one database: page size and usable bytes per page (from its header)."""

    __slots__ = ("max_local", "min_local", "page_size", "usable")

    def __init__(self, data: bytes) -> None:
        size = int.from_bytes(data[16:18], "big")
        self.page_size = 65536 if size == 1 else size
        self.usable = self.page_size - data[20]
        self.max_local = self.usable - 35
        self.min_local = (self.usable - 12) * 32 // 255 - 23

    def local(self, payload: int) -> int:
        """Bytes of a table leaf cell's payload stored on the leaf (the rest overflows)."""
        if payload <= self.max_local:
            return payload
        k = self.min_local + (payload - self.min_local) % (self.usable - 4)
        return k if k <= self.max_local else self.min_local


def _varint(data: bytes, at: int) -> tuple[int, int]:
    """SQLite's variable-length integer at ``at``: (value as signed 64-bit, offset after it)."""
    value = 0
    for i in range(8):
        byte = data[at + i]
        value = (value << 7) | (byte & 0x7F)
        if byte < 0x80:
            return value, at + i + 1
    value = (value << 8) | data[at + 8]
    return value - (1 << 64) if value >= 1 << 63 else value, at + 9


def _u16(data: bytes, at: int) -> int:
    return int.from_bytes(data[at : at + 2], "big")


def _u32(data: bytes, at: int) -> int:
    return int.from_bytes(data[at : at + 4], "big")


def _leaves(data: bytes, geo: _Geometry, root: int) -> Iterator[int]:
    """Page numbers of the leaves of the table b-tree rooted at ``root`` (raises ``_Unreadable``)."""
    pages = len(data) // geo.page_size
    stack, visited = [root], 0
    while stack:
        pageno = stack.pop()
        visited += 1
        if not 1 < pageno <= pages or visited > pages:
            raise _Unreadable(f"page {pageno}")
        base = (pageno - 1) * geo.page_size
        kind = data[base]
        if kind == _LEAF:
            yield pageno
            continue
        if kind != _INTERIOR:
            raise _Unreadable(f"page {pageno} is of type {kind}")
        cells = _u16(data, base + 3)
        stack.append(_u32(data, base + 8))
        stack.extend(_u32(data, base + _u16(data, base + 12 + 2 * i)) for i in range(cells))


def _cells(data: bytes, geo: _Geometry, pageno: int) -> Iterator[tuple[int, int, int]]:
    """Each cell of a table leaf: (rowid, first overflow page or 0, offset of the cell)."""
    base = (pageno - 1) * geo.page_size
    for i in range(_u16(data, base + 3)):
        at = base + _u16(data, base + 8 + 2 * i)
        payload, after = _varint(data, at)
        rowid, after = _varint(data, after)
        local = geo.local(payload)
        yield rowid, (_u32(data, after + local) if local < payload else 0), at


def _rowids(data: bytes, geo: _Geometry, pageno: int) -> tuple[int, int] | None:
    """First and last rowid on a leaf (cells are in rowid order), ``None`` for an empty leaf."""
    base = (pageno - 1) * geo.page_size
    cells = _u16(data, base + 3)
    if cells == 0:
        return None

    def rowid(i: int) -> int:
        at = base + _u16(data, base + 8 + 2 * i)
        return _varint(data, _varint(data, at)[1])[0]

    return rowid(0), rowid(cells - 1)


def _overflow(data: bytes, geo: _Geometry, first: int) -> Iterator[int]:
    pages, seen = len(data) // geo.page_size, 0
    while first:
        seen += 1
        if not 1 < first <= pages or seen > pages:
            raise _Unreadable(f"overflow page {first}")
        yield first
        first = _u32(data, (first - 1) * geo.page_size)


@dataclass(frozen=True, slots=True)
class PageMap:
    """Every table's pages in one frozen database, and the header fields they are read under."""

    header: tuple[bytes, ...]
    tables: dict[str, TablePages]

    def unchanged(self, conn: sqlite3.Connection) -> frozenset[str]:
        """Tables of ``conn``'s database whose rows are certainly the frozen database's rows."""
        data = self._bytes(conn)
        if data is None:
            return frozenset()
        roots = _roots(conn)
        return frozenset(name for name, t in self.tables.items() if t.unchanged_in(data, roots.get(name)))

    def table_sums(self, store: Store) -> TableSums:
        """:func:`~toolproof.world.hashing.table_sums` of ``store``, reading only what changed."""
        data = self._bytes(store.conn)
        if data is None:
            return table_sums(store)
        roots = _roots(store.conn)
        geo = _Geometry(data)
        known: TableSums = {}
        for name, pages in self.tables.items():
            root = roots.get(name)
            if pages.unchanged_in(data, root):
                known[name] = pages.sums
            elif pages.leaves and root is not None:
                # Not a b-tree this walk understands: the table is read in full.
                with contextlib.suppress(_Unreadable, IndexError):
                    known[name] = add_sums(self._leaf_sums(store, name, pages, data, geo, int(root)))
        return table_sums(store, known)

    @staticmethod
    def _leaf_sums(
        store: Store, name: str, pages: TablePages, data: bytes, geo: _Geometry, root: int
    ) -> Iterator[tuple[int, int]]:
        """Each current leaf's digest: the fixture's if its bytes are, else read by its rowid range."""
        leaves = list(_leaves(data, geo, root))  # walked in full first: a bad page raises before any read
        for pageno in leaves:
            leaf = pages.leaves.get(pageno)
            if leaf is not None and leaf.unchanged_in(data):
                yield leaf.sums
                continue
            rowids = _rowids(data, geo, pageno)
            if rowids is not None:
                yield range_sums(store, name, rowids)

    def _bytes(self, conn: sqlite3.Connection) -> bytes | None:
        if conn.in_transaction:
            return None
        data = conn.serialize()
        return data if _header(data) == self.header else None


def _roots(conn: sqlite3.Connection) -> dict[str, int]:
    return dict(conn.execute("SELECT name, rootpage FROM sqlite_schema WHERE type = 'table'"))


def _header(data: bytes) -> tuple[bytes, ...]:
    return tuple(data[a:b] for a, b in _HEADER_FIELDS)


def _runs(pagenos: Iterable[int], page_size: int, data: memoryview) -> tuple[tuple[int, memoryview], ...]:
    runs: list[tuple[int, memoryview]] = []
    start = end = -1
    for pageno in sorted(pagenos):
        if pageno == end + 1:
            end = pageno
            continue
        if start >= 0:
            runs.append(((start - 1) * page_size, data[(start - 1) * page_size : end * page_size]))
        start = end = pageno
    if start >= 0:
        runs.append(((start - 1) * page_size, data[(start - 1) * page_size : end * page_size]))
    return tuple(runs)


def _fixture_leaves(reference: Store, name: str, data: bytes, geo: _Geometry, root: int) -> dict[int, Leaf]:
    """The fixture's leaves of one table with their rows' digests (empty if the table cannot be walked)."""
    columns = {c.lower() for c in reference.tables[name].column_names}
    if columns & {"rowid", "oid", "_rowid_"}:
        return {}  # ``rowid`` would name a column, not the b-tree key
    size, view = geo.page_size, memoryview(data)
    out: dict[int, Leaf] = {}
    try:
        for pageno in _leaves(data, geo, root):
            overflow = [p for _, first, _ in _cells(data, geo, pageno) for p in _overflow(data, geo, first)]
            rowids = _rowids(data, geo, pageno)
            sums = (0, 0) if rowids is None else range_sums(reference, name, rowids)
            out[pageno] = Leaf(
                (pageno - 1) * size,
                view[(pageno - 1) * size : pageno * size],
                tuple(((p - 1) * size, view[(p - 1) * size : p * size]) for p in overflow),
                sums,
            )
    except (_Unreadable, IndexError):
        return {}
    return out


def page_map(data: bytes, reference: Store, sums: TableSums) -> PageMap | None:
    """The page map of the frozen database ``data`` (``None`` without ``dbstat``).

    ``reference`` reads the same database (for the leaves' digests), ``sums`` are its tables' digests;
    a table whose leaves do not add up to them is only ever reused whole, never leaf by leaf.
    The page list is read on a connection of its own, used once and closed (SQLite 3.40 mishandles a
    virtual-table statement re-run after ``deserialize``, which a world's connection does on reset).
    """
    conn = thaw(data)
    try:
        roots = _roots(conn)
        pages: dict[str, list[int]] = {}
        for name, pageno in conn.execute("SELECT name, pageno FROM dbstat"):
            pages.setdefault(name, []).append(int(pageno))
    except sqlite3.OperationalError:  # no dbstat in this SQLite
        return None
    finally:
        conn.close()
    geo = _Geometry(data)
    out: dict[str, TablePages] = {}
    for name in reference.tables:
        root = roots.get(name)
        own = pages.get(name, [])
        if root is None or int(root) not in own:
            continue
        leaves = _fixture_leaves(reference, name, data, geo, int(root))
        if add_sums(leaf.sums for leaf in leaves.values()) != sums[name]:
            leaves = {}
        out[name] = TablePages(int(root), _runs(own, geo.page_size, memoryview(data)), leaves, sums[name])
    return PageMap(_header(data), out)
