"""Store.select decodes only the columns that need it: the rows are still what decoding every
column with ``canonical_value`` gives, whatever SQLite's loose typing put in them."""

from __future__ import annotations

import sqlite3
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.service.schema import Table
from toolproof.world import World
from toolproof.world.canonical import canonical_value
from toolproof.world.store import Store, create_schema

TABLE = Table("things", {"id": "text", "n": "int", "r": "real", "ok": "bool", "doc": "json", "t": "text"})

#: What a column may hold after a raw write: any of SQLite's storage classes, and JSON texts.
VALUES = st.one_of(
    st.none(),
    st.integers(-(2**62), 2**62),
    st.floats(allow_nan=False),
    st.text(max_size=6),
    st.binary(max_size=4),
    st.sampled_from(['{"a": 1.0, "b": [2.5, 3]}', "[1, 2.0]", "not json", "12", "true"]),
)


def by_definition(store: Store, table: str, equals: dict[str, Any]) -> list[dict[str, Any]]:
    """Every column through canonical_value, as Store.select did before."""
    spec = store.tables[table]
    names = spec.column_names
    cols = ", ".join(f'"{c}"' for c in names)
    where = " AND ".join(f'"{c}" = ?' for c in equals)
    order = ", ".join(f'"{c}"' for c in spec.primary_key)
    sql = f'SELECT {cols} FROM "{table}"{" WHERE " + where if where else ""} ORDER BY {order}'
    return [
        {n: canonical_value(v, spec.columns[n]) for n, v in zip(names, raw, strict=True)}
        for raw in store.conn.execute(sql, list(equals.values()))
    ]


@settings(max_examples=150, deadline=None)
@given(rows=st.lists(st.tuples(VALUES, VALUES, VALUES, VALUES, VALUES), max_size=6))
def test_rows_of_any_storage_class_decode_as_every_column_would(rows: list[tuple[Any, ...]]) -> None:
    conn = sqlite3.connect(":memory:")
    create_schema(conn, [TABLE], journal=False)
    for i, values in enumerate(rows):
        conn.execute("INSERT INTO things VALUES (?, ?, ?, ?, ?, ?)", (f"k{i}", *values))
    store = Store(conn, {"things": TABLE})
    got = list(store.rows("things"))
    assert got == by_definition(store, "things", {})
    assert [[type(v) for v in r.values()] for r in got] == [
        [type(v) for v in r.values()] for r in by_definition(store, "things", {})
    ]
    if rows:
        assert list(store.select("things", {"id": "k0"})) == by_definition(store, "things", {"id": "k0"})


def test_every_table_of_the_three_service_world_reads_as_before() -> None:
    world = World(["stripe", "slack", "gcal"], seed=7)
    for name in world.tables:
        assert list(world.store.rows(name)) == by_definition(world.store, name, {}), name
