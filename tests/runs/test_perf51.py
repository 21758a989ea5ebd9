"""(perf51) The rows a declared write hands the world (``Context.declare_update``'s ``row``), which the end
of an episode then does not read (:meth:`toolproof.world.World.end`).

A refund hands back its charge's row as the update left it; the world keeps it until anything else
writes there. What these tests hold: every row the world keeps equals a fresh keyed read of the row,
type for type, after every kind of write (a refund, a full refund, a customer created, an undeclared
write to the same charge, a raw write around the world, a rolled-back call, an uncaptured charge's
refund that writes a third row, a reset, a restore); and the end built from kept rows is the end built
from reads (the same diff, the same hash), which is the end by its definitions.
"""

from __future__ import annotations

import importlib
from typing import Any

import pytest

from tests.support import end_memo
from toolproof.service.context import Context
from toolproof.world.pool import WorldPool

diff_module = importlib.import_module("toolproof.world.diff")


#: A new pool, the end memo empty around each test (``tests/support/end_memo.py``).
pool = pytest.fixture(end_memo.pool)


def test_a_refund_hands_back_its_charges_row(pool: WorldPool) -> None:
    world = pool.acquire(["stripe"])
    charge = end_memo.refundable_charge(world)
    assert world.call("stripe.refunds.create", {"charge": charge, "amount": 800}).status == 200
    assert list(end_memo.kept_rows(world)["stripe_charges"]) == [(charge,)]
    # (perf52) The refund hands back its own row too.
    assert sorted(end_memo.kept_rows(world)) == ["stripe_charges", "stripe_refunds"]
    assert end_memo.assert_kept_rows_are_read(world) == 2
    end_memo.assert_end_is_the_read_one(world)
    # The end reads no row: the charge's and (perf52) the refund's are the ones kept.
    seen: list[str] = []
    world.conn.set_trace_callback(seen.append)
    try:
        diff_module._END.clear()
        world.end()
    finally:
        world.conn.set_trace_callback(None)
    assert [s for s in seen if "FROM" in s] == []
    pool.release(world)


def test_kept_rows_are_read_after_every_write_kind(pool: WorldPool) -> None:
    world = pool.acquire(["stripe"])
    charge = end_memo.refundable_charge(world)
    # A partial refund, then the rest of the charge (``refunded`` set): each keeps the row it left.
    # (perf52: and each refund its own row: one kept row more per refund.)
    for count, amount in ((2, 800), (3, None)):
        params: dict[str, Any] = (
            {"charge": charge} if amount is None else {"charge": charge, "amount": amount}
        )
        assert world.call("stripe.refunds.create", params).status == 200
        assert (charge,) in end_memo.kept_rows(world)["stripe_charges"]
        assert end_memo.assert_kept_rows_are_read(world) == count
        end_memo.assert_end_is_the_read_one(world)
    # A refused refund (nothing left) rolls back: the kept rows stay the stored ones.
    assert world.call("stripe.refunds.create", {"charge": charge, "amount": 100}).status == 400
    assert end_memo.assert_kept_rows_are_read(world) == 3
    # A customer created: (perf53) with its next ``seq`` known to the world (asked here, so whatever
    # other tests of this process asked before), it binds it and hands its row, kept as the others.
    world.next_seq("stripe_customers")
    assert world.call("stripe.customers.create", {"email": "a@example.com"}).status == 200
    assert "stripe_customers" in end_memo.kept_rows(world)
    assert end_memo.assert_kept_rows_are_read(world) == 4
    end_memo.assert_end_is_the_read_one(world)
    # An undeclared write to the same charge: the kept row is dropped, the end reads the charge.
    assert world.call("stripe.charges.update", {"charge": charge, "description": "changed"}).status == 200
    assert (charge,) not in end_memo.kept_rows(world).get("stripe_charges", {})
    end_memo.assert_end_is_the_read_one(world)
    assert world.end()[0].tables["stripe_charges"].changed[0].after["description"] == "changed"
    pool.release(world)


def test_a_raw_write_around_the_world_is_never_hidden_by_a_kept_row(pool: WorldPool) -> None:
    world = pool.acquire(["stripe"])
    charge = end_memo.refundable_charge(world)
    assert world.call("stripe.refunds.create", {"charge": charge, "amount": 800}).status == 200
    assert (charge,) in end_memo.kept_rows(world)["stripe_charges"]
    world.conn.execute("UPDATE stripe_charges SET description = 'raw' WHERE id = ?", (charge,))
    # The kept row is stale now; the end does not use it (the journal's head moved).
    end_memo.assert_end_is_the_read_one(world)
    assert world.end()[0].tables["stripe_charges"].changed[0].after["description"] == "raw"
    # The next write call reads the journal: the raw write's row is dropped from what is kept.
    assert world.call("stripe.customers.create", {"email": "b@example.com"}).status == 200
    assert (charge,) not in end_memo.kept_rows(world).get("stripe_charges", {})
    assert world.end()[0].tables["stripe_charges"].changed[0].after["description"] == "raw"
    end_memo.assert_end_is_the_read_one(world)
    pool.release(world)


def test_an_uncaptured_charges_refund_keeps_nothing(pool: WorldPool) -> None:
    """Its payment intent is cancelled too (an undeclared write): the world reads the journal, keeps
    no row, and the end reads every row."""
    world = pool.acquire(["stripe"])
    charge = end_memo.refundable_charge(world, captured=False)
    assert world.call("stripe.refunds.create", {"charge": charge}).status == 200
    assert end_memo.kept_rows(world).get("stripe_charges", {}) == {}
    end_memo.assert_end_is_the_read_one(world)
    pool.release(world)


def test_reset_and_restore_forget_kept_rows(pool: WorldPool) -> None:
    world = pool.acquire(["stripe"])
    charge = end_memo.refundable_charge(world)
    snap = world.snapshot()
    assert world.call("stripe.refunds.create", {"charge": charge, "amount": 800}).status == 200
    assert end_memo.kept_rows(world)["stripe_charges"]
    world.restore(snap)
    assert world._rows is None
    end_memo.assert_end_is_the_read_one(world)
    world.reset()
    assert world._rows == {}
    assert world.end()[0].tables == {}
    pool.release(world)


def test_a_declaration_without_a_row_forgets_the_one_before() -> None:
    ctx = object.__new__(Context)
    ctx.declared = None
    ctx.returned = None
    ctx.declare_update("t", ("a",), ("a", 1))
    ctx.declare_insert("t", ("b",), ("b", 2))
    assert ctx.returned == {("t", ("a",)): ("a", 1), ("t", ("b",)): ("b", 2)}
    ctx.declare_update("t", ("a",))
    assert ctx.returned == {("t", ("b",)): ("b", 2)}
    ctx.pending = None
    ctx.db = None  # type: ignore[assignment]
    ctx.insert_last(lambda db, values: None, (), "t", ("b",))
    assert ctx.returned == {}
    assert ctx.declared == [
        ("t", ("a",), "update"),
        ("t", ("b",), "insert"),
        ("t", ("a",), "update"),
        ("t", ("b",), "insert"),
    ]
