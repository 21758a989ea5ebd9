"""The journal-driven diff and the compiled full hash give exactly what the row-by-row versions give.

Both are optimisations of a definition that stays in the code (``diff_stores``, ``table_sums_rowwise``):
these properties hold them to it on generated states and write sequences, including values whose
SQLite type is not the declared one (text in a bool column, a real in an int column, JSON with
unsorted keys or integral floats, invalid JSON).
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import toolproof.world
from toolproof.service.schema import Table
from toolproof.world import Snapshot, World
from toolproof.world.diff import diff_stores
from toolproof.world.hashing import state_hash, table_sums, table_sums_rowwise
from toolproof.world.store import Store, create_schema, open_database

ROOT = Path(__file__).resolve().parents[2]

TABLES = {
    "mixed": Table(
        "mixed",
        {"id": "int", "name": "text", "flag": "bool", "amount": "real", "doc": "json", "n": "int"},
    ),
    "plain": Table("plain", {"id": "text", "n": "int", "flag": "bool", "label": "text"}),
    "docs": Table("docs", {"id": "int", "doc": "json", "other": "json", "note": "text"}),
    # A declared BLOB (an uploaded file's bytes): hashed as lower-case hex, in SQL and in Python alike.
    "files": Table("files", {"id": "int", "data": "blob", "note": "text"}),
}

texts = st.text(alphabet=st.characters(exclude_categories=["Cs"]), max_size=12)
ints = st.integers(min_value=-(2**63), max_value=2**63 - 1)
floats = st.floats(allow_nan=False, width=64) | st.sampled_from([1.0, -0.0, 2.5, 1e16, 0.1])
json_values = st.recursive(
    st.none() | st.booleans() | ints | floats | texts,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(texts, inner, max_size=3),
    max_leaves=8,
)
json_texts = (
    json_values.map(json.dumps)
    | json_values.map(lambda v: json.dumps(v, sort_keys=True, separators=(",", ":"), ensure_ascii=False))
    | st.sampled_from(["{}", "[]", '{"b": 1, "a": 2.0}', "not json", "", "NaN", "[1.0, 2]"])
    | texts
)
raw = st.none() | ints | floats | texts
KIND_VALUES = {
    "text": st.none() | texts | ints,
    "int": raw,
    "bool": st.none() | st.sampled_from([0, 1, 2, -1]) | texts | floats,
    "real": st.none() | floats | ints | texts,
    "json": st.none() | json_texts | json_values.map(lambda v: json.dumps(v).encode()),
    "blob": st.none() | st.binary(max_size=24) | texts | ints,
}


@st.composite
def rows_of(draw: st.DrawFn, table: Table) -> list[tuple[Any, ...]]:
    kinds = list(table.columns.values())[1:]
    n = draw(st.integers(min_value=0, max_value=12))
    return [(i, *(draw(KIND_VALUES[k]) for k in kinds)) for i in range(n)]


def _store(contents: dict[str, list[tuple[Any, ...]]]) -> Store:
    conn = open_database()
    create_schema(conn, TABLES.values())
    for name, rows in contents.items():
        marks = ", ".join("?" * len(TABLES[name].columns))
        conn.executemany(f'INSERT INTO "{name}" VALUES ({marks})', rows)
    return Store(conn, TABLES)


@settings(max_examples=150)
@given(st.fixed_dictionaries({name: rows_of(table) for name, table in TABLES.items()}))
def test_compiled_full_hash_equals_the_row_by_row_definition(
    contents: dict[str, list[tuple[Any, ...]]],
) -> None:
    store = _store(contents)
    assert table_sums(store) == table_sums_rowwise(store)


def test_a_blob_in_a_text_column_fails_as_the_definition_does() -> None:
    store = _store({"plain": [("a", 1, 0, b"\x00bytes")]})
    with pytest.raises(TypeError):
        table_sums_rowwise(store)
    with pytest.raises(TypeError):
        table_sums(store)


def test_compiled_full_hash_matches_incremental_on_the_real_doubles() -> None:
    world = World(["slack"], seed=3)
    channel = world.rows("slack_channels")[0]["id"]
    world.call("slack.chat.postMessage", {"channel": channel, "text": 'héllo \x01 "quoted"'})
    assert table_sums(world.store) == table_sums_rowwise(world.store)
    assert world.state_hash(full=True) == world.state_hash()


FULL_HASH_SCRIPT = """
import sys
sys.path.insert(0, {root!r})
import tests.conftest
from toolproof.world import World
w = World(["tickets"], seed=5)
w.conn.execute("UPDATE tickets_accounts SET metadata = '{{\\"b\\": 1.0, \\"a\\": [2.0]}}'")
print(w.state_hash(full=True))
"""


def test_full_hash_is_the_same_in_another_process() -> None:
    out = subprocess.run(
        [sys.executable, "-c", FULL_HASH_SCRIPT.format(root=str(ROOT))],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
        env={"PYTHONHASHSEED": "17", "PATH": "/usr/bin:/bin"},
    )
    here = World(["tickets"], seed=5)
    here.conn.execute("""UPDATE tickets_accounts SET metadata = '{"b": 1.0, "a": [2.0]}'""")
    assert out.stdout.strip() == here.state_hash(full=True) == state_hash(here.store)


# -- diffs since snapshots, from the journal ------------------------------------------------------

steps = st.one_of(
    st.tuples(st.just("comment"), st.sampled_from(["tkt_1", "tkt_closed", "tkt_9"]), texts),
    st.tuples(st.just("priority"), st.sampled_from(["tkt_1", "tkt_closed"]), st.integers(0, 4)),
    st.tuples(st.just("tags"), st.sampled_from(["tkt_1", "tkt_closed"]), json_texts),
    st.tuples(st.just("delete"), st.sampled_from(["tkt_1", "tkt_closed"]), st.none()),
    st.tuples(
        st.just("rekey"), st.sampled_from(["tkt_1", "tkt_closed"]), st.sampled_from(["tkt_2", "tkt_3"])
    ),
    st.tuples(st.just("call"), st.just("tkt_1"), st.integers(1, 4)),
    st.tuples(st.just("snapshot"), st.none(), st.none()),
    st.tuples(st.just("restore"), st.integers(0, 20), st.none()),
    st.tuples(st.just("reset"), st.none(), st.none()),
)


def _apply(world: World, snaps: list[Snapshot], step: tuple[str, Any, Any]) -> None:
    what, a, b = step
    sql = world.conn.execute
    if what == "comment":
        sql(
            "INSERT OR REPLACE INTO tickets_comments "
            "VALUES (?, (SELECT count(*) FROM tickets_comments) % 3, 'x', ?, 1)",
            (a, b),
        )
    elif what == "priority":
        sql("UPDATE tickets_tickets SET priority = ? WHERE id = ?", (b, a))
    elif what == "tags":
        sql("UPDATE tickets_tickets SET tags = ? WHERE id = ?", (b, a))
    elif what == "delete":
        sql("DELETE FROM tickets_tickets WHERE id = ?", (a,))
    elif what == "rekey":
        sql("UPDATE OR IGNORE tickets_tickets SET id = ? WHERE id = ?", (b, a))
    elif what == "call":
        world.call("tickets.tickets.update", {"id": a, "priority": b})
    elif what == "snapshot":
        snaps.append(world.snapshot())
    elif what == "restore" and snaps:
        world.restore(snaps[a % len(snaps)])
    elif what == "reset":
        world.reset()


@settings(max_examples=120)
@given(st.lists(steps, max_size=25))
def test_diff_since_any_snapshot_equals_the_row_by_row_diff(sequence: list[tuple[str, Any, Any]]) -> None:
    world = World(["tickets"], seed=7, fixture="small")
    snaps = [world.snapshot()]
    for step in sequence:
        _apply(world, snaps, step)
    for snap in snaps:
        assert world.diff(snap).to_dict() == diff_stores(snap.store(world.tables), world.store).to_dict()
    latest = world.snapshot()
    for snap in snaps:
        expected = diff_stores(snap.store(world.tables), latest.store(world.tables)).to_dict()
        assert toolproof.world.diff(snap, latest, world).to_dict() == expected


def test_diff_since_a_snapshot_of_another_branch_is_still_exact() -> None:
    world = World(["tickets"], seed=7, fixture="small")
    base = world.snapshot()
    world.conn.execute("UPDATE tickets_tickets SET priority = 4 WHERE id = 'tkt_1'")
    branch = world.snapshot()  # journal head 1 on the first branch
    world.restore(base)
    world.conn.execute("UPDATE tickets_tickets SET subject = 'other' WHERE id = 'tkt_1'")  # head 1 again
    diff = world.diff(branch)
    assert diff.summary() == "tickets_tickets ~1"
    assert set(diff.table("tickets_tickets").changed[0].fields) == {"priority", "subject"}


def test_a_persisted_snapshot_without_lineage_is_diffed_row_by_row() -> None:
    world = World(["tickets"], seed=7, fixture="small")
    snap = world.snapshot()
    detached = Snapshot(snap.fixture, snap.data, snap.clock, snap.rng, snap.idempotency, snap.journal_seq)
    world.conn.execute("DELETE FROM tickets_comments")
    assert world.diff(detached).summary() == "tickets_comments -1"
    assert isinstance(detached.store(world.tables).conn, sqlite3.Connection)


def _detached(snap: Snapshot) -> Snapshot:
    """The same state without its history (as a snapshot read back from disk would be)."""
    return Snapshot(snap.fixture, snap.data, snap.clock, snap.rng, snap.idempotency, snap.journal_seq)


@settings(max_examples=60)
@given(st.lists(steps, max_size=12), st.lists(steps, max_size=12), st.booleans())
def test_diff_since_another_worlds_snapshots_equals_the_row_by_row_diff(
    theirs: list[tuple[str, Any, Any]], mine: list[tuple[str, Any, Any]], detach: bool
) -> None:
    """Snapshots of another world of the same fixture (or of this one, restored there and back), and
    states restored from a snapshot of unknown history: every diff is the full comparison's."""
    other = World(["tickets"], seed=7, fixture="small")
    foreign = [other.snapshot()]
    for step in theirs:
        _apply(other, foreign, step)
    foreign.append(other.snapshot())
    world = World(["tickets"], seed=7, fixture="small")
    snaps = [_detached(s) if detach and i % 2 else s for i, s in enumerate(foreign)]
    for step in mine:
        _apply(world, snaps, step)  # restores may pick the other world's snapshots
    latest = world.snapshot()
    for snap in snaps:
        assert world.diff(snap).to_dict() == diff_stores(snap.store(world.tables), world.store).to_dict()
        assert other.diff(snap).to_dict() == diff_stores(snap.store(world.tables), other.store).to_dict()
        expected = diff_stores(snap.store(world.tables), latest.store(world.tables)).to_dict()
        assert toolproof.world.diff(snap, latest, world).to_dict() == expected


def test_a_snapshot_of_another_world_is_diffed_from_the_journals() -> None:
    other = World(["tickets"], seed=7, fixture="small")
    other.conn.execute("UPDATE tickets_tickets SET priority = 4 WHERE id = 'tkt_1'")
    theirs = other.snapshot()
    world = World(["tickets"], seed=7, fixture="small")
    world.conn.execute("DELETE FROM tickets_comments")
    read: list[str] = []

    def note(action: int, table: str | None, *_: object) -> int:
        read.append(str(table))
        return sqlite3.SQLITE_OK

    world.conn.set_authorizer(note)
    try:
        diff = world.diff(theirs)
    finally:
        world.conn.set_authorizer(None)
    assert diff.summary() == "tickets_comments -1; tickets_tickets ~1"
    assert "tickets_accounts" not in read  # named by neither journal: never read


_json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=300, deadline=None)
@given(_json_values)
def test_a_json_column_decodes_as_canonical_json_of_the_plain_decoder(value: Any) -> None:
    """``canonical_value`` decodes JSON text in one pass; it must equal the two-pass definition,
    types included (an integral float is an int, a non-finite one stays a float)."""
    from toolproof.world.canonical import canonical_json, canonical_value

    text = json.dumps(value, allow_nan=True)
    expected = canonical_json(json.loads(text))
    got = canonical_value(text, "json")
    assert json.dumps(got, sort_keys=True) == json.dumps(expected, sort_keys=True)
    assert repr(got) == repr(expected)
    assert canonical_value("{not json", "json") == "{not json"


def test_the_fixture_remembers_starting_rows_but_hands_out_its_own_copies() -> None:
    """``FrozenFixture.rows`` reads a key from SQLite once per process; every call decodes its own
    values, so an episode that changed a diff's row in place cannot change the next episode's."""
    world = World(["stripe"], seed=3)
    fixture = world.fixture
    charge = world.rows("stripe_charges")[0]
    key, absent = (charge["id"],), ("ch_not_there",)
    plain = fixture.reference().value_rows_by_keys("stripe_charges", [key, absent])
    first = fixture.rows("stripe_charges", [key, absent])
    assert first == plain
    assert list(first) == [key]
    card = next(v for v in first[key] if isinstance(v, dict))
    card["brand"] = "changed in place"
    assert fixture.rows("stripe_charges", [key, absent]) == plain
    digest = fixture.row_digest("stripe_charges", key, plain[key])
    assert digest == fixture.row_digest("stripe_charges", key, plain[key])
    from toolproof.world.hashing import row_digest

    assert digest == row_digest(plain[key])
    # The end of an episode (diff and hash in one read, from remembered rows) equals each on its own.
    world.call("stripe.refunds.create", {"charge": charge["id"], "amount": 100})
    diff, final = world.diff_and_hash()
    assert diff == world.diff()
    assert final == world.state_hash() == world.state_hash(full=True)
    assert diff.counts() == {
        "stripe_charges": {"added": 0, "removed": 0, "changed": 1},
        "stripe_refunds": {"added": 1, "removed": 0, "changed": 0},
    }
