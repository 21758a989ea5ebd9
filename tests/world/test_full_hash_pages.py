"""The full state hash reads only the b-tree leaves whose bytes are not the fixture's, and is still exact.

``World.state_hash(full=True)`` must not trust the journal (it is what checks the journal-driven
hash), so it decides from the database's bytes which tables, and which leaves of a table, still hold
the fixture's rows (:mod:`toolproof.world.pages`). These properties hold it to the from-scratch
definitions (``table_sums_rowwise``, ``hashing.state_hash``) after random writes through calls and
raw SQL, writes the journal never sees (triggers dropped), rows spilling onto overflow pages and
rewritten in place, ``VACUUM``, resets and restores; and show that the shortcut is really taken (an
untouched table is not read, a written one only on its changed leaves).
"""

from __future__ import annotations

import sqlite3
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.world import Snapshot, World
from toolproof.world.hashing import combine, state_hash, table_sums, table_sums_rowwise
from toolproof.world.pages import page_map
from toolproof.world.store import Store, thaw

texts = st.text(alphabet=st.characters(exclude_categories=["Cs"]), max_size=12)

#: Rows are named by their position in primary-key order (the default fixture's ids are generated).
rows = st.sampled_from([0, 1, 999, 1998, 1999])

steps = st.one_of(
    st.tuples(st.just("comment"), rows, texts),
    st.tuples(st.just("priority"), rows, st.integers(0, 4)),
    # Larger than a page: the row's payload spills onto overflow pages.
    st.tuples(st.just("big"), rows, st.integers(1, 3)),
    st.tuples(st.just("delete"), rows, st.none()),
    st.tuples(st.just("same"), st.none(), st.none()),
    st.tuples(st.just("call"), rows, st.integers(1, 4)),
    st.tuples(st.just("unjournaled"), rows, texts),
    st.tuples(st.just("vacuum"), st.none(), st.none()),
    st.tuples(st.just("snapshot"), st.none(), st.none()),
    st.tuples(st.just("restore"), st.integers(0, 20), st.none()),
    st.tuples(st.just("reset"), st.none(), st.none()),
)


def _id(world: World, table: str, position: int) -> str:
    """The id at ``position`` in primary-key order, counted from the end when past it."""
    count = world.store.count(table)
    position = position if position < count else max(count - 1 - position % 7, 0)
    row = world.conn.execute(f'SELECT id FROM "{table}" ORDER BY id LIMIT 1 OFFSET ?', (position,)).fetchone()
    return "absent" if row is None else str(row[0])


def _apply(world: World, snaps: list[Snapshot], step: tuple[str, Any, Any]) -> None:
    what, at, b = step
    sql = world.conn.execute
    a = _id(world, "tickets_accounts" if what == "unjournaled" else "tickets_tickets", at or 0)
    if what == "comment":
        sql("INSERT OR REPLACE INTO tickets_comments VALUES (?, 7, 'x', ?, 1)", (a, b))
    elif what == "priority":
        sql("UPDATE tickets_tickets SET priority = ? WHERE id = ?", (b, a))
    elif what == "big":
        sql("UPDATE tickets_tickets SET subject = ? WHERE id = ?", (str(b) * 5000 * b, a))
    elif what == "delete":
        sql("DELETE FROM tickets_tickets WHERE id = ?", (a,))
    elif what == "same":
        sql("UPDATE tickets_accounts SET name = name")
    elif what == "call":
        world.call("tickets.tickets.update", {"id": a, "priority": b})
    elif what == "unjournaled":
        # A write the journal does not record: the incremental hash cannot see it, the full one must.
        triggers = sql(
            "SELECT name FROM sqlite_schema WHERE type = 'trigger' AND tbl_name = 'tickets_accounts'"
        )
        for (trigger,) in triggers.fetchall():
            sql(f'DROP TRIGGER "{trigger}"')
        sql("UPDATE tickets_accounts SET name = ? WHERE id = ?", (b + "!", a))
    elif what == "vacuum":
        sql("VACUUM")  # every table may move to other pages
    elif what == "snapshot":
        snaps.append(world.snapshot())
    elif what == "restore" and snaps:
        world.restore(snaps[at % len(snaps)])
    elif what == "reset":
        world.reset()


@settings(max_examples=80, deadline=None)
@given(st.lists(steps, max_size=15))
def test_full_hash_equals_the_from_scratch_hash_after_any_writes(
    sequence: list[tuple[str, Any, Any]],
) -> None:
    """Every step on the small fixture (one page per table): checked after each write."""
    world = World(["tickets"], seed=7, fixture="small")
    snaps: list[Snapshot] = []
    for step in sequence:
        _apply(world, snaps, step)
        full = world.state_hash(full=True)
        assert full == state_hash(world.store) == combine(world.store, table_sums_rowwise(world.store))


@settings(max_examples=15, deadline=None)
@given(st.lists(steps, min_size=1, max_size=6))
def test_full_hash_on_a_fixture_of_many_pages(sequence: list[tuple[str, Any, Any]]) -> None:
    """The default fixture (5,000 rows: interior pages, runs of pages): checked at the end."""
    world = World(["tickets"], seed=7)
    snaps: list[Snapshot] = []
    for step in sequence:
        _apply(world, snaps, step)
    assert world.state_hash(full=True) == state_hash(world.store)


def test_an_untouched_table_keeps_the_fixtures_digest_and_a_written_one_is_rescanned() -> None:
    world = World(["tickets"], seed=7)
    pages = world.fixture.page_map()
    assert pages is not None, "this SQLite has no dbstat: the full hash always rescans"
    every = frozenset(world.tables)
    assert pages.unchanged(world.conn) == every
    first = _id(world, "tickets_tickets", 0)
    world.conn.execute("UPDATE tickets_tickets SET status = status")  # writes the same bytes back
    assert pages.unchanged(world.conn) == every
    world.conn.execute("UPDATE tickets_tickets SET priority = priority + 1 WHERE id = ?", (first,))
    assert pages.unchanged(world.conn) == every - {"tickets_tickets"}
    world.reset()
    assert pages.unchanged(world.conn) == every


def test_the_full_hash_does_not_read_a_table_whose_pages_are_the_fixtures() -> None:
    world = World(["tickets"], seed=7)
    world.state_hash(full=True)
    read: list[str] = []

    def note(action: int, table: str | None, *_: object) -> int:
        read.append(str(table))
        return sqlite3.SQLITE_OK

    world.conn.set_authorizer(note)
    try:
        world.conn.execute("UPDATE tickets_tickets SET priority = priority + 1 WHERE rowid = 1")
        read.clear()
        world.state_hash(full=True)
    finally:
        world.conn.set_authorizer(None)
    assert "tickets_tickets" in read
    assert "tickets_accounts" not in read
    assert "tickets_comments" not in read


def test_a_vacuumed_database_is_rescanned_and_hashes_the_same() -> None:
    world = World(["tickets"], seed=7)
    pages = world.fixture.page_map()
    assert pages is not None
    before = world.state_hash(full=True)
    world.conn.execute("DELETE FROM tickets_comments WHERE rowid <= 5")
    world.conn.execute("VACUUM")
    changed = world.state_hash(full=True)
    assert changed == state_hash(world.store) != before


def test_inside_a_transaction_the_full_hash_reads_everything() -> None:
    world = World(["tickets"], seed=7)
    pages = world.fixture.page_map()
    assert pages is not None
    world.conn.execute("BEGIN")
    try:
        world.conn.execute("UPDATE tickets_accounts SET name = 'mid-transaction' WHERE rowid = 1")
        assert pages.unchanged(world.conn) == frozenset()
        assert world.state_hash(full=True) == state_hash(world.store) != world.fixture.state_hash()
    finally:
        world.conn.execute("ROLLBACK")
    assert world.state_hash(full=True) == world.fixture.state_hash()


def test_the_three_service_world_after_writes() -> None:
    world = World(["stripe", "slack", "gcal"], seed=0)
    channel = world.rows("slack_channels")[0]["id"]
    for i in range(3):
        world.call("slack.chat.postMessage", {"channel": channel, "text": f"m{i}"})
        world.call("stripe.customers.create", {"email": f"c{i}@example.com"})
    assert world.state_hash(full=True) == state_hash(world.store) == world.state_hash()


def test_a_written_table_is_read_only_on_the_leaves_that_changed() -> None:
    world = World(["tickets"], seed=7)
    world.state_hash(full=True)
    middle = _id(world, "tickets_tickets", 1000)
    world.conn.execute("UPDATE tickets_tickets SET priority = priority + 1 WHERE id = ?", (middle,))
    statements: list[str] = []
    world.conn.set_trace_callback(statements.append)
    try:
        full = world.state_hash(full=True)
    finally:
        world.conn.set_trace_callback(None)
    assert full == state_hash(world.store)
    reads = [s for s in statements if "tickets_" in s and "sqlite_schema" not in s]
    assert reads, "the changed leaf was not read"
    assert all("rowid BETWEEN" in s and '"tickets_tickets"' in s for s in reads)


def test_a_row_rewritten_in_place_on_its_overflow_pages_is_read_again() -> None:
    """SQLite overwrites a same-size row in place: the leaf's bytes stay, its overflow page changes."""
    world = World(["tickets"], seed=7)
    world.conn.execute("UPDATE tickets_tickets SET subject = ? WHERE rowid = 5", ("a" * 9000,))
    data = world.conn.serialize()  # a base whose row 5 spills onto overflow pages
    base = Store(thaw(data), world.tables)
    pages = page_map(data, base, table_sums(base))
    assert pages is not None
    assert any(leaf.overflow for leaf in pages.tables["tickets_tickets"].leaves.values())
    world.conn.execute(
        "UPDATE tickets_tickets SET subject = ? WHERE rowid = 5", ("a" * 8000 + "b" + "a" * 999,)
    )
    now = world.conn.serialize()
    assert all(
        now.startswith(leaf.page, leaf.offset) for leaf in pages.tables["tickets_tickets"].leaves.values()
    )
    assert pages.table_sums(world.store) == table_sums(world.store) != table_sums(base)
