"""Row inserts that bind no ``NULL``: a statement per shape of the row, naming its set columns only.

The ``sqlite3`` module binds exact ``int``, ``float`` and ``str`` values directly, but every ``None``
goes through its adapter registry and a Python call (≈1,200 instructions each, even with the
adapter :mod:`toolproof.world.store` registers). A created Stripe customer has 14 ``NULL`` columns of
24. No table declares a ``DEFAULT`` (:meth:`toolproof.service.schema.Table.ddl`), so a column left out
of an ``INSERT`` is stored as ``NULL``, exactly as an explicit ``NULL``: the same record bytes, the
same journal row, the same ``NOT NULL`` error. So :class:`Inserter` names only the columns whose
value is not ``None``, one statement text per pattern of ``None``s (kept per table, at most
:data:`MAX_SHAPES`; any further pattern binds every column as before).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Mapping, Sequence
from itertools import product, repeat
from operator import is_not, itemgetter
from typing import Any

#: Distinct ``None`` patterns given their own statement per table (each is one statement in
#: ``sqlite3``'s per-connection cache). Fixtures insert many rows of many patterns through the same
#: inserter, so the bound is generous; a pattern beyond it binds every column.
MAX_SHAPES = 64

#: ``map(is_not, values, _NONE)``: for each value whether it is not ``None`` (one C call per row).
_NONE = repeat(None)
#: A value standing for "set" in :meth:`Inserter.patterns`.
_SET = object()


def run_statement(conn: sqlite3.Connection, statement: tuple[str, Sequence[object]]) -> None:
    """``conn.execute(sql, values)`` for a statement of :meth:`Inserter.patterns` and its values.

    A handler that hands the world its last insert (``Context.insert_last``) as this function and
    ``(sql, values)`` lets the world run the statement itself, on the cursor it keeps for its own
    statements, without calling this (``World._run_alone``): the same statement, one Python call and
    one cursor object fewer per call. Called, as any other ``write``, wherever the world does not
    know it (a call in a savepoint runs it at once; a test that patches ``insert_last``)."""
    conn.execute(statement[0], statement[1])


class Inserter:
    """``INSERT INTO table (columns…)`` for rows given as values in ``columns`` order.

    ``computed`` maps a column to an SQL expression written into the statement in place of its value
    (whatever value the row holds there is not bound): a value SQLite computes in the same statement,
    such as the next sequence number, needs no statement of its own before the insert.
    """

    __slots__ = ("_shapes", "columns", "computed", "table")

    def __init__(self, table: str, columns: Sequence[str], computed: Mapping[str, str] | None = None) -> None:
        self.table = table
        self.columns = tuple(columns)
        self.computed = dict(computed or {})
        unknown = set(self.computed) - set(self.columns)
        if unknown:
            raise ValueError(f"{table}: computed columns {sorted(unknown)} are not columns")
        #: Per pattern of set columns (a tuple of bools): the statement and the getter of its values.
        self._shapes: dict[tuple[bool, ...], tuple[str, Callable[[Sequence[Any]], Sequence[Any]]]] = {}

    def __call__(self, conn: sqlite3.Connection, values: Sequence[Any]) -> None:
        """Insert one row; ``values`` in column order (``None`` is ``NULL``)."""
        shape = tuple(map(is_not, values, _NONE))
        found = self._shapes.get(shape)
        if found is None:
            found = self._shape(shape)
        sql, pick = found
        conn.execute(sql, pick(values))

    def checked(self, at: int, marker: object) -> Callable[[sqlite3.Connection, Sequence[Any]], None]:
        """This inserter as a function that first refuses values of another width or without ``marker``
        at index ``at`` (``ValueError``); the insert written into it (one Python call per row)."""
        width, shapes, make = len(self.columns), self._shapes, self._shape
        refusal = f"{self.table}: {width} values in column order, {self.columns[at]} {marker!r}"

        def run(conn: sqlite3.Connection, values: Sequence[Any]) -> None:
            if len(values) != width or values[at] is not marker:
                raise ValueError(refusal)
            shape = tuple(map(is_not, values, _NONE))  # ``self(conn, values)``'s body
            found = shapes.get(shape)
            if found is None:
                found = make(shape)
            sql, pick = found
            conn.execute(sql, pick(values))

        return run

    def patterns(
        self, values: Sequence[Any], optional: Sequence[int]
    ) -> dict[tuple[bool, ...], tuple[str, Callable[[Sequence[Any]], Sequence[Any]]]]:
        """For rows that are ``values`` but at the positions ``optional``, each set or ``None``: per
        tuple saying which of those are set (in ``optional``'s order), the statement and the getter of
        its values that inserting such a row runs (``conn.execute(sql, pick(row))`` is ``self(conn,
        row)``). A caller that knows which values it set (a handler filling a template) skips reading
        the pattern from every value of the row."""
        out = {}
        for present in product((False, True), repeat=len(optional)):
            row = list(values)
            for at, is_set in zip(optional, present, strict=True):
                row[at] = _SET if is_set else None
            found = self._shapes.get(shape := tuple(map(is_not, row, _NONE)))
            out[present] = found if found is not None else self._shape(shape)
        return out

    def _shape(self, shape: tuple[bool, ...]) -> tuple[str, Callable[[Sequence[Any]], Sequence[Any]]]:
        columns, computed = self.columns, self.computed
        if len(shape) != len(columns):
            raise ValueError(f"{self.table}: {len(shape)} values for {len(columns)} columns")
        named = [i for i, is_set in enumerate(shape) if is_set or columns[i] in computed]
        room = len(self._shapes) < MAX_SHAPES
        if not room or not named:
            # Too many shapes, or nothing to name (a statement needs a column): every column, as before.
            named = list(range(len(columns)))
        bound = [i for i in named if columns[i] not in computed]
        cols = ", ".join(f'"{columns[i]}"' for i in named)
        marks = ", ".join(computed.get(columns[i], "?") for i in named)
        sql = f'INSERT INTO "{self.table}" ({cols}) VALUES ({marks})'
        found = (sql, _getter(bound, len(columns)))
        if room:
            self._shapes[shape] = found
        return found


def _getter(indices: list[int], width: int) -> Callable[[Sequence[Any]], Sequence[Any]]:
    """The values at ``indices`` of a row of ``width`` values, as one C call where possible."""
    if indices == list(range(width)):
        return _pick_all
    if len(indices) == 1:
        only = indices[0]

        def pick(values: Sequence[Any]) -> Sequence[Any]:
            return (values[only],)

        return pick
    if not indices:
        return _pick_none
    getter: Callable[[Sequence[Any]], Sequence[Any]] = itemgetter(*indices)
    return getter


def _pick_all(values: Sequence[Any]) -> Sequence[Any]:
    return values


def _pick_none(values: Sequence[Any]) -> Sequence[Any]:
    return ()
