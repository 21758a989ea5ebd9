"""The world's state: one in-memory SQLite database, frozen and restored as bytes.

``serialize()`` freezes the whole database (tables, indexes, journal triggers) into one ``bytes``;
``deserialize()`` brings it back in a single copy, which is what makes reset sub-millisecond no
matter how large the fixture is. Reads for hashing and diffing go through :class:`Store` so that
they see the declared column kinds.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Iterator
from typing import Any

from toolproof.service.schema import JOURNAL_DDL, Table
from toolproof.world.canonical import canonical_value
from toolproof.world.rewind import StateConnection


def _bind_without_lookups() -> None:
    """Give ``None`` and ``bool`` parameters an adapter, so binding them costs a dict hit.

    The ``sqlite3`` module binds exact ``int``, ``float``, ``str`` and ``bytearray`` directly; any
    other value (``None``, ``True``) first goes through its adapter protocol: the registry, then
    ``PrepareProtocol.__adapt__`` and ``value.__conform__``, two failed attribute lookups whose
    ``AttributeError`` messages are formatted and thrown away, per parameter. A row insert binds a
    dozen ``NULL``s, so this was ≈9% of a Stripe create's instructions. With an adapter registered the
    registry answers first: ``None`` maps to ``None`` (``{}.get(None)``, a C call) and is bound as
    ``NULL`` as before; a ``bool`` maps to the ``int`` SQLite stored for it before (0 or 1). No
    stored byte changes, in toolproof or in any other code of the process using ``sqlite3``.
    """
    nothing: dict[None, None] = {}
    sqlite3.register_adapter(type(None), nothing.get)
    sqlite3.register_adapter(bool, int)


_bind_without_lookups()


def open_database() -> StateConnection:
    """A fresh in-memory connection in autocommit mode (operations manage their own savepoints),
    able to keep a rewind point (:mod:`toolproof.world.rewind`; only a world that asks opens one)."""
    conn = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False, factory=StateConnection)
    conn.execute("PRAGMA foreign_keys = OFF")
    return conn


def create_schema(conn: sqlite3.Connection, tables: Iterable[Table], *, journal: bool = True) -> None:
    """Create the tables; with ``journal`` also the change journal and its triggers."""
    tables = list(tables)
    for table in tables:
        for statement in table.ddl():
            conn.execute(statement)
    if journal:
        install_journal(conn, tables)


def install_journal(conn: sqlite3.Connection, tables: Iterable[Table]) -> None:
    conn.execute(JOURNAL_DDL)
    for table in tables:
        for statement in table.journal_triggers():
            conn.execute(statement)


#: Column kinds whose stored values (other than floats and bytes) are not already canonical.
_DECODED = frozenset({"json", "bool"})


class Store:
    """Typed, canonical reads over one state database."""

    __slots__ = ("conn", "pristine", "tables")

    def __init__(self, conn: sqlite3.Connection, tables: dict[str, Table]) -> None:
        self.conn = conn
        self.tables = tables
        #: Set by :meth:`World.reset <toolproof.world.world.World.reset>`: the connection's change
        #: mark right after the fixture was copied in (``None``: unknown), so a reset of a database
        #: nothing has written since can skip the copy.
        self.pristine: tuple[int, int, int] | None = None

    def rows(self, table: str) -> Iterator[dict[str, Any]]:
        """Every row of ``table`` in primary-key order, values canonical (JSON decoded)."""
        return self.select(table, {})

    def select(self, table: str, equals: dict[str, Any]) -> Iterator[dict[str, Any]]:
        """Rows whose plain (non-JSON) columns equal the given values, canonical, primary-key order.

        Lets callers push simple equality filters into SQLite instead of scanning every row.
        """
        spec = self.tables[table]
        names = spec.column_names
        kinds = [spec.columns[n] for n in names]
        where, args = [], []
        for column, value in equals.items():
            kind = spec.columns.get(column)
            if kind is None or kind == "json":
                raise ValueError(f"cannot filter {table}.{column} by plain equality")
            if value is None:
                where.append(f'"{column}" IS NULL')
                continue
            where.append(f'"{column}" = ?')
            args.append(int(value) if kind == "bool" else value)
        cols = ", ".join(f'"{c}"' for c in names)
        order = ", ".join(f'"{c}"' for c in spec.primary_key)
        clause = " WHERE " + " AND ".join(where) if where else ""
        # Only JSON and bool columns change on the way to canonical, unless a row holds a float or
        # bytes somewhere (SQLite's typing lets any column): those rows take every column's path.
        special = [(i, n, k) for i, (n, k) in enumerate(zip(names, kinds, strict=True)) if k in _DECODED]
        for raw in self.conn.execute(f'SELECT {cols} FROM "{table}"{clause} ORDER BY {order}', args):
            present = set(map(type, raw))
            if float in present or bytes in present:
                yield {n: canonical_value(v, k) for n, v, k in zip(names, raw, kinds, strict=True)}
                continue
            row = dict(zip(names, raw, strict=True))
            for i, n, k in special:
                v = raw[i]
                if v is not None:
                    row[n] = canonical_value(v, k)
            yield row

    def value_row_by_key(self, table: str, key: tuple[Any, ...]) -> list[Any] | None:
        """One row as canonical values in column order (as :meth:`value_rows` gives it), or ``None``."""
        reader = _keyed(self.tables[table])
        raw = self.conn.execute(reader.one, key).fetchone()
        return None if raw is None else reader.values(raw)

    def value_rows_by_keys(
        self, table: str, keys: Iterable[tuple[Any, ...]]
    ) -> dict[tuple[Any, ...], list[Any]]:
        """The rows with these primary keys (those that exist), canonical values in column order.

        One statement per :data:`_BATCH` keys, not one per key (a diff reads every row the journal
        names, on both sides); each key matches as in :meth:`value_row_by_key`.
        """
        values = _keyed(self.tables[table]).values
        return {key: values(raw) for key, raw in self.raw_rows_by_keys(table, keys).items()}

    def raw_rows_by_keys(
        self, table: str, keys: Iterable[tuple[Any, ...]]
    ) -> dict[tuple[Any, ...], tuple[Any, ...]]:
        """The rows with these primary keys as SQLite returns them (column order, nothing decoded):
        what :meth:`value_rows_by_keys` converts, and what a frozen fixture keeps per key, as the
        tuple holds only immutable values. One key is read by its primary key alone."""
        reader = _keyed(self.tables[table])
        wanted = list(dict.fromkeys(keys))
        out: dict[tuple[Any, ...], tuple[Any, ...]] = {}
        execute = self.conn.execute
        if len(wanted) == 1:
            raw = execute(reader.one, wanted[0]).fetchone()
            if raw is not None:
                out[wanted[0]] = raw
            return out
        for start in range(0, len(wanted), _BATCH):
            chunk = wanted[start : start + _BATCH]
            args = [v for i, key in enumerate(chunk) for v in (i, *key)]
            for raw in execute(reader.many(len(chunk)), args):
                out[chunk[raw[0]]] = raw[1:]
        return out

    def canonical_row(self, table: str, raw: tuple[Any, ...]) -> list[Any]:
        """One row of :meth:`raw_rows_by_keys` as :meth:`value_rows_by_keys` gives it."""
        return _keyed(self.tables[table]).values(raw)

    def value_rows(self, table: str) -> Iterator[list[Any]]:
        """Every row as a list of canonical values in column order, primary-key order (for hashing).

        Only columns whose kind needs it are converted: text and int values are already canonical.
        """
        spec = self.tables[table]
        names = spec.column_names
        convert = [
            (i, spec.columns[n])
            for i, n in enumerate(names)
            if spec.columns[n] in ("json", "bool", "real", "blob")
        ]
        cols = ", ".join(f'"{c}"' for c in names)
        order = ", ".join(f'"{c}"' for c in spec.primary_key)
        for raw in self.conn.execute(f'SELECT {cols} FROM "{table}" ORDER BY {order}'):
            row = list(raw)
            for i, kind in convert:
                row[i] = canonical_value(row[i], kind)
            yield row

    def row_by_key(self, table: str, key: tuple[Any, ...]) -> dict[str, Any] | None:
        values = self.value_row_by_key(table, key)
        return None if values is None else dict(zip(self.tables[table].column_names, values, strict=True))

    def rows_by_keys(
        self, table: str, keys: Iterable[tuple[Any, ...]]
    ) -> dict[tuple[Any, ...], dict[str, Any]]:
        """:meth:`value_rows_by_keys` as ``{key: {column: value}}``."""
        names = self.tables[table].column_names
        return {k: dict(zip(names, v, strict=True)) for k, v in self.value_rows_by_keys(table, keys).items()}

    def count(self, table: str) -> int:
        return int(self.conn.execute(f'SELECT count(*) FROM "{table}"').fetchone()[0])

    def journal(self, after_seq: int = 0) -> list[tuple[int, str, str, str]]:
        """Journal entries ``(seq, table, key_json, op)`` with ``seq > after_seq``."""
        return list(
            self.conn.execute(
                "SELECT seq, tbl, pk, op FROM _tp_journal WHERE seq > ? ORDER BY seq", (after_seq,)
            )
        )

    def journal_head(self) -> int:
        row = self.conn.execute("SELECT max(seq) FROM _tp_journal").fetchone()
        return int(row[0] or 0)


#: Keys per batched lookup (each key binds one parameter per primary-key column; SQLite allows 32,766).
_BATCH = 200


class _KeyedReader:
    """The statements that read one table's rows by primary key, built once per table shape."""

    __slots__ = ("_many", "columns", "convert", "one", "primary_key", "table")

    def __init__(self, spec: Table) -> None:
        names = spec.column_names
        cols = ", ".join(f'"{c}"' for c in names)
        self.primary_key = spec.primary_key
        self.table = spec.name
        self.columns = ", ".join(f't."{c}"' for c in names)
        self.one = f'SELECT {cols} FROM "{spec.name}" WHERE ' + " AND ".join(
            f'"{c}" IS ?' for c in spec.primary_key
        )
        self.convert = tuple(
            (i, spec.columns[n])
            for i, n in enumerate(names)
            if spec.columns[n] in ("json", "bool", "real", "blob")
        )
        self._many: dict[int, str] = {}

    def many(self, count: int) -> str:
        """``count`` keys as a VALUES list joined to the table (each found through the primary-key
        index, with the column's affinity as ``IS ?`` has it), each row tagged with its key's index."""
        sql = self._many.get(count)
        if sql is None:
            pk = self.primary_key
            row = "(" + ", ".join("?" * (len(pk) + 1)) + ")"
            names = ", ".join(f"k{i}" for i in range(len(pk)))
            on = " AND ".join(f't."{c}" = w.k{i}' for i, c in enumerate(pk))
            sql = (
                f"WITH w(i, {names}) AS (VALUES {', '.join([row] * count)}) "
                f'SELECT w.i, {self.columns} FROM w CROSS JOIN "{self.table}" AS t ON {on}'
            )
            self._many[count] = sql
        return sql

    def values(self, raw: tuple[Any, ...]) -> list[Any]:
        row = list(raw)
        for i, kind in self.convert:
            row[i] = canonical_value(row[i], kind)
        return row


_READERS: dict[tuple[str, tuple[tuple[str, str], ...], tuple[str, ...]], _KeyedReader] = {}


#: The reader of each table object seen (held with it, so an id is never another table's).
_BY_TABLE: dict[int, tuple[Table, _KeyedReader]] = {}


def _keyed(spec: Table) -> _KeyedReader:
    known = _BY_TABLE.get(id(spec))
    if known is not None and known[0] is spec:
        return known[1]
    cache_key = (spec.name, tuple(spec.columns.items()), spec.primary_key)
    reader = _READERS.get(cache_key)
    if reader is None:
        reader = _READERS[cache_key] = _KeyedReader(spec)
    _BY_TABLE[id(spec)] = (spec, reader)
    return reader


def freeze(conn: sqlite3.Connection) -> bytes:
    return conn.serialize()


def thaw(data: bytes) -> StateConnection:
    conn = open_database()
    conn.deserialize(data)
    return conn
