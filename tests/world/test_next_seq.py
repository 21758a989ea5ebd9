"""(perf53) The next ``seq`` per table the world knows without a statement (:meth:`World.next_seq`,
:meth:`World.known_seq`), held to ``SELECT coalesce(max(seq), 0) + 1`` after every kind of write.

The world answers the number a row inserted now takes (what the services' ``NEXT_SEQ`` subquery
computes) from what it saw: the fixture's numbers at a reset, a declared write whose handed row holds
exactly the number known, and forgets it at anything else. These tests read the number after each
write kind (declared inserts and updates with and without a row, a create that binds it, a create
the statement numbers, a raw write around the world, a state fault's edit, a call rolled back after
it wrote, a silent no-op, a snapshot and its restore, a reset, two worlds of one fixture interleaved)
and compare every number the world knows, and every number it answers, with the read; and each row a
write numbered with the number read just before it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

import pytest

from tests.support import end_memo
from toolproof.world.pool import WorldPool
from toolproof.world.world import JOURNAL_HEAD, NEXT_SEQS, World

#: A new pool, the end memo empty around each test (``tests/support/end_memo.py``).
pool = pytest.fixture(end_memo.pool)


def _read(world: World, table: str) -> Any:
    return world.conn.execute(f'SELECT coalesce(max(seq), 0) + 1 FROM "{table}"').fetchone()[0]


def assert_seqs_are_read(world: World) -> int:
    """Every next ``seq`` the world knows and every one it answers is the read one; how many it knew
    before it was asked (each table asked, so the next write finds them known)."""
    known_count = 0
    for table in world._seq_at:
        read = _read(world, table)
        known = world.known_seq(table)
        if known is not None:
            assert (table, known) == (table, read)
            known_count += 1
        answered = world.next_seq(table)
        assert (table, answered, type(answered)) == (table, read, type(read))
    if _head_known(world):
        for table, known in (world._seqs or {}).items():
            assert (table, known) == (table, _read(world, table))
    return known_count


def _head_known(world: World) -> bool:
    """Whether the world saw every write since it last knew the journal's head (else what it kept
    is not used, and is forgotten at the next journal read)."""
    conn = world.conn
    return world.derived.get(JOURNAL_HEAD) == (conn.total_changes, world._journal_seq)


def _statements(world: World, name: str, params: dict[str, Any]) -> tuple[int, list[str]]:
    seen: list[str] = []
    world.conn.set_trace_callback(seen.append)
    try:
        status = world.call(name, params).status
    finally:
        world.conn.set_trace_callback(None)
    return status, seen


def _seq_of(world: World, table: str, object_id: str) -> Any:
    return world.conn.execute(f'SELECT seq FROM "{table}" WHERE id = ?', (object_id,)).fetchone()[0]


def test_declared_writes_keep_the_number_and_bind_it(pool: WorldPool) -> None:
    world = pool.acquire(["stripe"])
    assert assert_seqs_are_read(world) >= 0
    assert world._seqs is not None
    assert world._seqs.keys() == world._seq_at.keys()
    charge = end_memo.refundable_charge(world)
    # A refund: its own row handed (the number moves on), its charge's update handed with another
    # number (the charges' number forgotten, read again when asked).
    before = _read(world, "stripe_refunds")
    status, run = _statements(world, "stripe.refunds.create", {"charge": charge, "amount": 100})
    assert status == 200
    assert not [s for s in run if "max(seq)" in s]
    refund = world.conn.execute("SELECT id, seq FROM stripe_refunds ORDER BY seq DESC LIMIT 1").fetchone()
    assert refund[1] == before
    assert world.known_seq("stripe_refunds") == before + 1
    assert "stripe_charges" not in world._seqs
    assert assert_seqs_are_read(world) == len(world._seq_at) - 1
    # A second refund of the same charge: numbered without a statement, the next number.
    status, run = _statements(world, "stripe.refunds.create", {"charge": charge, "amount": 100})
    assert status == 200
    assert not [s for s in run if "max(seq)" in s]
    assert world.known_seq("stripe_refunds") == before + 2
    # Plain creates: the number bound (the statement computes none) and the row handed back.
    for n in range(3):
        expected = _read(world, "stripe_customers")
        status, run = _statements(world, "stripe.customers.create", {"email": f"k{n}@example.com"})
        assert status == 200
        inserts = [s for s in run if s.startswith('INSERT INTO "stripe_customers"')]
        # (the trace names the statement again for each trigger it runs)
        assert inserts
        assert not [s for s in inserts if "max(seq)" in s]
        created = world.conn.execute("SELECT max(seq) FROM stripe_customers").fetchone()[0]
        assert created == expected
        assert world.known_seq("stripe_customers") == expected + 1
        assert end_memo.assert_kept_rows_are_read(world) >= 1
        assert_seqs_are_read(world)
    end_memo.assert_end_is_the_read_one(world)
    pool.release(world)


def test_a_create_the_statement_numbers_forgets_everything(pool: WorldPool) -> None:
    world = pool.acquire(["stripe"])
    assert_seqs_are_read(world)
    # Not the short path (metadata): inserted with ``NEXT_SEQ``, read back through the journal.
    expected = _read(world, "stripe_customers")
    created = world.call("stripe.customers.create", {"email": "m@example.com", "metadata": {"a": "b"}})
    assert created.status == 200
    assert _seq_of(world, "stripe_customers", created.body["id"]) == expected
    assert world._seqs == {}
    assert assert_seqs_are_read(world) == 0
    # The next plain create: the number read again (at this state) is the one bound.
    expected = _read(world, "stripe_customers")
    created = world.call("stripe.customers.create", {"email": "n@example.com"})
    assert _seq_of(world, "stripe_customers", created.body["id"]) == expected
    assert_seqs_are_read(world)
    pool.release(world)


def test_a_raw_write_around_the_world_is_never_missed(pool: WorldPool) -> None:
    world = pool.acquire(["stripe"])
    assert_seqs_are_read(world)
    assert world.known_seq("stripe_customers") is not None
    # A row numbered far ahead, written around the world: the number is no longer answered known.
    row = world.conn.execute("SELECT * FROM stripe_customers LIMIT 1").fetchone()
    width = len(row)
    at = world._seq_at["stripe_customers"]
    raw = list(row)
    raw[0], raw[at] = "cus_raw", 10_000
    world.conn.execute(f"INSERT INTO stripe_customers VALUES ({', '.join('?' * width)})", raw)
    assert world.known_seq("stripe_customers") is None
    assert world.next_seq("stripe_customers") == 10_001
    # The next create (its statement numbers the row: the number is not known) follows the raw row.
    created = world.call("stripe.customers.create", {"email": "r@example.com"})
    assert _seq_of(world, "stripe_customers", created.body["id"]) == 10_001
    assert_seqs_are_read(world)
    created = world.call("stripe.customers.create", {"email": "s@example.com"})
    assert _seq_of(world, "stripe_customers", created.body["id"]) == 10_002
    # A raw delete of the highest row: the number goes back, as the subquery's would.
    world.conn.execute("DELETE FROM stripe_customers WHERE seq >= 10000")
    assert world.known_seq("stripe_customers") is None
    assert_seqs_are_read(world)
    end_memo.assert_end_is_the_read_one(world)
    pool.release(world)


def test_a_state_fault_edit_forgets_the_numbers(pool: WorldPool) -> None:
    world = pool.acquire(["stripe"])
    charge = end_memo.refundable_charge(world)
    assert world.call("stripe.refunds.create", {"charge": charge, "amount": 100}).status == 200
    assert world.known_seq("stripe_refunds") is not None
    # The fault deletes the refund just made (the highest number): the next is one lower again.
    world.edit([("DELETE FROM stripe_refunds WHERE seq = (SELECT max(seq) FROM stripe_refunds)", ())])
    assert world._seqs == {}
    assert assert_seqs_are_read(world) == 0
    before = _read(world, "stripe_refunds")
    assert world.call("stripe.refunds.create", {"charge": charge, "amount": 100}).status == 200
    assert world.known_seq("stripe_refunds") == before + 1
    assert_seqs_are_read(world)
    pool.release(world)


def test_a_call_rolled_back_after_it_wrote(pool: WorldPool, monkeypatch: pytest.MonkeyPatch) -> None:
    world = pool.acquire(["stripe"])
    charge = end_memo.refundable_charge(world)
    assert_seqs_are_read(world)
    before = _read(world, "stripe_refunds")
    op = world.operations["stripe.refunds.create"]

    def fails_after_writing(ctx: Any, params: Any) -> Any:
        op.handler(ctx, params)
        raise RuntimeError("after the refund's rows")

    world.operations[op.name] = dataclasses.replace(op, handler=fails_after_writing)
    world._plans.clear()
    assert world.call(op.name, {"charge": charge, "amount": 100}).status == 500
    world.operations[op.name] = op
    world._plans.clear()
    assert _read(world, "stripe_refunds") == before
    assert_seqs_are_read(world)
    assert world.call(op.name, {"charge": charge, "amount": 100}).status == 200
    assert world.conn.execute("SELECT max(seq) FROM stripe_refunds").fetchone()[0] == before
    assert_seqs_are_read(world)
    pool.release(world)


class _NoCommit:
    """Every call a silent no-op: run, answered, rolled back (``execute(call, False)``)."""

    def intercept(self, world: World, call: Any, execute: Any) -> Any:
        return execute(call, False)


def test_a_silent_no_op_and_a_refused_call(pool: WorldPool) -> None:
    world = pool.acquire(["stripe"])
    charge = end_memo.refundable_charge(world)
    assert_seqs_are_read(world)
    world.interceptor = _NoCommit()
    assert world.call("stripe.refunds.create", {"charge": charge, "amount": 100}).status == 200
    assert world.call("stripe.customers.create", {"email": "x@example.com"}).status == 200
    world.interceptor = None
    assert_seqs_are_read(world)
    # Refused (more than the charge): nothing written.
    assert world.call("stripe.refunds.create", {"charge": charge, "amount": 10**9}).status == 400
    assert_seqs_are_read(world)
    # The no-ops wrote and rolled back (``total_changes`` moved): the next write reads the journal,
    # which forgets every number; read again, the refund after keeps them (but its charge's).
    assert world.call("stripe.refunds.create", {"charge": charge, "amount": 100}).status == 200
    assert assert_seqs_are_read(world) == 0
    assert world.call("stripe.refunds.create", {"charge": charge, "amount": 100}).status == 200
    assert assert_seqs_are_read(world) == len(world._seq_at) - 1
    pool.release(world)


def test_snapshot_restore_and_reset(pool: WorldPool) -> None:
    world = pool.acquire(["stripe"])
    charge = end_memo.refundable_charge(world)
    fixture_numbers = {table: _read(world, table) for table in world._seq_at}
    assert_seqs_are_read(world)
    assert world.fixture.derived[NEXT_SEQS] == fixture_numbers
    snap = world.snapshot()
    for _ in range(2):
        assert world.call("stripe.refunds.create", {"charge": charge, "amount": 100}).status == 200
        assert world.call("stripe.customers.create", {"email": "y@example.com"}).status == 200
    assert_seqs_are_read(world)
    world.restore(snap)
    assert world._seqs is None
    assert world.known_seq("stripe_refunds") is None
    assert assert_seqs_are_read(world) == 0
    assert world.call("stripe.refunds.create", {"charge": charge, "amount": 100}).status == 200
    assert world.call("stripe.customers.create", {"email": "z@example.com"}).status == 200
    assert assert_seqs_are_read(world) == 0
    world.reset()
    assert world._seqs == fixture_numbers
    assert assert_seqs_are_read(world) == len(fixture_numbers)
    pool.release(world)
    # A world taken from the pool again starts from the fixture's numbers, known without a read.
    again = pool.acquire(["stripe"])
    assert again._seqs == fixture_numbers
    status, run = _statements(again, "stripe.customers.create", {"email": "w@example.com"})
    assert status == 200
    assert not [s for s in run if "max(seq)" in s]
    assert_seqs_are_read(again)
    pool.release(again)


def _worlds(pool: WorldPool, n: int) -> Iterator[World]:
    for _ in range(n):
        yield pool.acquire(["stripe"])


def test_two_worlds_of_one_fixture_interleaved(pool: WorldPool) -> None:
    first, second = _worlds(pool, 2)
    assert first.fixture is second.fixture
    charges = [end_memo.refundable_charge(w) for w in (first, second)]
    for _ in range(3):
        for world, charge in zip((first, second), charges, strict=True):
            assert world.call("stripe.refunds.create", {"charge": charge, "amount": 100}).status == 200
            assert world.call("stripe.customers.create", {"email": "i@example.com"}).status == 200
            assert_seqs_are_read(first)
            assert_seqs_are_read(second)
    for world in (first, second):
        end_memo.assert_end_is_the_read_one(world)
        pool.release(world)


def test_reading_from_another_database(pool: WorldPool) -> None:
    world = pool.acquire(["stripe"])
    charge = end_memo.refundable_charge(world)
    snap = world.snapshot()
    assert world.call("stripe.refunds.create", {"charge": charge, "amount": 100}).status == 200
    stale = world._snapshot_store(snap).conn
    with world.reading_from(stale):
        assert world.known_seq("stripe_refunds") is None
        assert world.next_seq("stripe_refunds") == _read(world, "stripe_refunds")
    assert assert_seqs_are_read(world) == 0
    pool.release(world)
