"""An insert that names only its set columns stores what binding every column stored.

:class:`toolproof.service.rows.Inserter` leaves ``None`` columns out of the statement; since no
table declares a ``DEFAULT``, SQLite stores ``NULL`` there either way. Held here against the
plain ``INSERT`` of every column: the same rows, the same serialized database bytes, the same
journal rows and the same ``NOT NULL`` error.
"""

from __future__ import annotations

import sqlite3
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.service import rows
from toolproof.service.rows import Inserter
from toolproof.service.schema import Table
from toolproof.world.store import create_schema, open_database

TABLE = Table(
    "things",
    {"id": "text", "n": "int", "x": "real", "flag": "bool", "doc": "json", "note": "text"},
    not_null=frozenset({"n"}),
)

VALUE = st.one_of(
    st.none(),
    st.integers(min_value=-(2**63), max_value=2**63 - 1),
    st.floats(allow_nan=False),
    st.text(max_size=8),
    st.booleans(),
    st.binary(max_size=4),
)


def _database() -> sqlite3.Connection:
    conn = open_database()
    create_schema(conn, [TABLE])
    return conn


def _plain(conn: sqlite3.Connection, values: tuple[Any, ...]) -> None:
    marks = ", ".join("?" * len(values))
    conn.execute(f'INSERT INTO "things" ({", ".join(TABLE.columns)}) VALUES ({marks})', values)


def _outcome(conn: sqlite3.Connection, insert: Any, values: tuple[Any, ...]) -> tuple[Any, ...]:
    try:
        insert(conn, values)
    except sqlite3.Error as exc:
        return (type(exc), str(exc))
    return ()


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(st.text(max_size=3), VALUE, VALUE, VALUE, VALUE, VALUE), max_size=12))
def test_same_rows_bytes_journal_and_errors(batch: list[tuple[Any, ...]]) -> None:
    inserter = Inserter("things", TABLE.column_names)
    mine, plain = _database(), _database()
    for values in batch:
        assert _outcome(mine, inserter, values) == _outcome(plain, _plain, values)
    assert mine.serialize() == plain.serialize()
    assert list(mine.execute("SELECT * FROM _tp_journal")) == list(plain.execute("SELECT * FROM _tp_journal"))


def test_statements_name_only_the_set_columns(monkeypatch: pytest.MonkeyPatch) -> None:
    inserter = Inserter("things", TABLE.column_names)
    seen: list[str] = []
    conn = _database()
    # Each statement is traced once per program it runs (its own and its journal trigger's).
    conn.set_trace_callback(lambda sql: None if sql in seen else seen.append(sql))
    inserter(conn, ("a", 1, None, None, None, "n"))
    inserter(conn, ("b", 2, 1.5, True, "[]", "n"))  # every column set: the full statement
    every = 'INSERT INTO "things" ("id", "n", "x", "flag", "doc", "note") VALUES '
    assert seen == [
        'INSERT INTO "things" ("id", "n", "note") VALUES (\'a\', 1, \'n\')',
        every + "('b', 2, 1.5, 1, '[]', 'n')",
    ]
    # Beyond the bound on patterns a new one binds every column (NULLs included), as before.
    monkeypatch.setattr(rows, "MAX_SHAPES", 2)
    seen.clear()
    inserter(conn, ("c", 3, None, None, "{}", None))
    assert seen == [every + "('c', 3, NULL, NULL, '{}', NULL)"]


def test_one_set_column_and_none_set() -> None:
    inserter = Inserter("things", TABLE.column_names)
    conn = _database()
    with pytest.raises(sqlite3.IntegrityError, match=r"NOT NULL constraint failed: things\.id"):
        inserter(conn, (None,) * 6)  # none set: every column bound
    with pytest.raises(sqlite3.IntegrityError, match=r"NOT NULL constraint failed: things\.n"):
        inserter(conn, ("only", None, None, None, None, None))
    with pytest.raises(ValueError, match="5 values for 6 columns"):
        inserter(conn, ("short", 1, None, None, None))


@settings(max_examples=200, deadline=None)
@given(
    st.lists(VALUE, min_size=len(TABLE.columns), max_size=len(TABLE.columns)),
    st.lists(st.integers(0, len(TABLE.columns) - 1), max_size=4, unique=True),
    st.data(),
)
def test_patterns_are_the_statements_a_row_of_that_pattern_runs(
    template: list[Any], optional: list[int], data: st.DataObject
) -> None:
    """Per pattern of the optional positions set, the statement and the values ``Inserter`` runs for
    any row of that pattern (other values as the template's)."""
    inserter = Inserter(TABLE.name, list(TABLE.columns), {"n": "7"})
    patterns = inserter.patterns(template, optional)
    assert len(patterns) == 2 ** len(optional)
    ran: list[tuple[str, Any]] = []

    class Recorder:
        def execute(self, sql: str, values: Any) -> None:
            ran.append((sql, tuple(values)))

    for present, (sql, pick) in patterns.items():
        row = list(template)
        for at, is_set in zip(optional, present, strict=True):
            row[at] = data.draw(VALUE.filter(lambda v: v is not None)) if is_set else None
        inserter(Recorder(), row)  # type: ignore[arg-type]
        assert ran.pop() == (sql, tuple(pick(row)))
