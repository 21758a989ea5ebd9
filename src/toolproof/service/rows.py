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
from collections.abc import Callable, Sequence
from itertools import repeat
from operator import is_not, itemgetter
from typing import Any

#: Distinct ``None`` patterns given their own statement per table (each is one statement in
#: ``sqlite3``'s per-connection cache). Fixtures insert many rows of many patterns through the same
#: inserter, so the bound is generous; a pattern beyond it binds every column.
MAX_SHAPES = 64

#: ``map(is_not, values, _NONE)``: for each value whether it is not ``None`` (one C call per row).
_NONE = repeat(None)


def _pick_all(values: Sequence[Any]) -> Sequence[Any]:
    return values


class Inserter:
    """``INSERT INTO table (columns…)`` for rows given as values in ``columns`` order."""

    __slots__ = ("_full", "_shapes", "columns", "table")

    def __init__(self, table: str, columns: Sequence[str]) -> None:
        self.table = table
        self.columns = tuple(columns)
        self._full = self._statement(self.columns)
        #: Per pattern of set columns (a tuple of bools): the statement and the getter of its values.
        self._shapes: dict[tuple[bool, ...], tuple[str, Callable[[Sequence[Any]], Sequence[Any]]]] = {}

    def _statement(self, names: Sequence[str]) -> str:
        cols = ", ".join(f'"{c}"' for c in names)
        return f'INSERT INTO "{self.table}" ({cols}) VALUES ({", ".join("?" * len(names))})'

    def __call__(self, conn: sqlite3.Connection, values: Sequence[Any]) -> None:
        """Insert one row; ``values`` in column order (``None`` is ``NULL``)."""
        shape = tuple(map(is_not, values, _NONE))
        found = self._shapes.get(shape)
        if found is None:
            found = self._shape(shape)
        sql, pick = found
        conn.execute(sql, pick(values))

    def _shape(self, shape: tuple[bool, ...]) -> tuple[str, Callable[[Sequence[Any]], Sequence[Any]]]:
        if len(shape) != len(self.columns):
            raise ValueError(f"{self.table}: {len(shape)} values for {len(self.columns)} columns")
        keep = [i for i, is_set in enumerate(shape) if is_set]
        room = len(self._shapes) < MAX_SHAPES
        if len(keep) == len(shape) or not keep or not room:
            # Every column set, none set (a statement needs one column), or too many shapes: bind all.
            if room:
                self._shapes[shape] = (self._full, _pick_all)
            return self._full, _pick_all
        pick: Callable[[Sequence[Any]], Sequence[Any]]
        if len(keep) == 1:
            only = keep[0]

            def pick(values: Sequence[Any]) -> Sequence[Any]:
                return (values[only],)

        else:
            pick = itemgetter(*keep)
        found = self._shapes[shape] = (self._statement([self.columns[i] for i in keep]), pick)
        return found
