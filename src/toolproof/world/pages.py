"""Which tables of a database still hold exactly the frozen fixture's rows, judged from the bytes alone.

A full state hash must not trust the change journal (it is what checks the journal), yet rescanning
the 17.5k rows of a three-service world costs tens of milliseconds although an episode touches a few
tables. SQLite stores each table as a b-tree of pages; its rows are whatever a walk from the table's
root page reads. So if the root page number is the fixture's and every page of the fixture's b-tree
(interior, leaf and overflow) holds the same bytes today, the walk reads the same pages and the table
holds the same rows: its digest is the fixture's. Any other case (a page written, a table moved by a
``VACUUM``, another page size) says nothing, and the table is rescanned. The hash's value never
depends on page layout, only how much of it is recomputed does.

The fixture's page list comes from SQLite's ``dbstat`` table; a build of SQLite without it (or a
database in the middle of a transaction, whose pages may not all be in the bytes yet) gets no
shortcut, and every table is rescanned.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from toolproof.world.store import thaw

#: Header fields that change how a page's bytes read (page size, versions, reserved bytes, payload
#: fractions; schema format; text encoding). The rest (change counters, page count) moves with writes.
_HEADER_FIELDS = ((16, 24), (44, 48), (56, 60))


@dataclass(frozen=True, slots=True)
class TablePages:
    """One table's b-tree in the fixture: its root page and its pages' bytes, in contiguous runs."""

    root: int
    #: ``(byte offset, bytes)`` of each run of consecutive pages of this table's b-tree.
    runs: tuple[tuple[int, bytes], ...]

    def unchanged_in(self, data: bytes, root: int | None) -> bool:
        return root == self.root and all(data.startswith(run, offset) for offset, run in self.runs)


@dataclass(frozen=True, slots=True)
class PageMap:
    """Every table's pages in one frozen database, and the header fields they are read under."""

    header: tuple[bytes, ...]
    tables: Mapping[str, TablePages]

    def unchanged(self, conn: sqlite3.Connection) -> frozenset[str]:
        """Tables of ``conn``'s database whose rows are certainly the frozen database's rows."""
        if conn.in_transaction:
            return frozenset()
        data = conn.serialize()
        if _header(data) != self.header:
            return frozenset()
        roots = dict(conn.execute("SELECT name, rootpage FROM sqlite_schema WHERE type = 'table'"))
        return frozenset(
            name for name, pages in self.tables.items() if pages.unchanged_in(data, roots.get(name))
        )


def _header(data: bytes) -> tuple[bytes, ...]:
    return tuple(data[a:b] for a, b in _HEADER_FIELDS)


def _runs(pagenos: Iterable[int], page_size: int, data: bytes) -> tuple[tuple[int, bytes], ...]:
    runs: list[tuple[int, bytes]] = []
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


def page_map(data: bytes, tables: Iterable[str]) -> PageMap | None:
    """The page map of the frozen database ``data`` for ``tables`` (``None`` without ``dbstat``).

    Read on a connection of its own, used once and closed (SQLite 3.40 mishandles a virtual-table
    statement re-run after ``deserialize``, which a world's connection does on every reset).
    """
    conn = thaw(data)
    try:
        page_size = int(conn.execute("PRAGMA page_size").fetchone()[0])
        roots = dict(conn.execute("SELECT name, rootpage FROM sqlite_schema WHERE type = 'table'"))
        pages: dict[str, list[int]] = {}
        for name, pageno in conn.execute("SELECT name, pageno FROM dbstat"):
            pages.setdefault(name, []).append(int(pageno))
    except sqlite3.OperationalError:  # no dbstat in this SQLite
        return None
    finally:
        conn.close()
    out: dict[str, TablePages] = {}
    for name in tables:
        root = roots.get(name)
        own = pages.get(name, [])
        if root is None or int(root) not in own:
            continue
        out[name] = TablePages(int(root), _runs(own, page_size, data))
    return PageMap(_header(data), out)
