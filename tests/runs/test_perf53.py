"""(perf53) The next ``seq`` the world knows changes no byte: the same calls on a world that knows it
(:meth:`World.known_seq`) and on one that never does (every number read by a statement, every plain
create numbered by its ``INSERT``'s ``NEXT_SEQ`` subquery, as before perf53) give the same responses,
the same ledger effects, the same database bytes and the same end.

The calls mix every path the number takes: plain creates (bound), creates the statement numbers
(metadata), refunds (read or known), a refused refund, a state fault's edit, a raw write around the
world, a reset; ``tests/world/test_next_seq.py`` holds the numbers themselves to a read.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.support import end_memo
from toolproof.service.context import as_stored
from toolproof.services.stripe.tables import CUSTOMERS
from toolproof.world.pool import WorldPool
from toolproof.world.world import World

pool = pytest.fixture(end_memo.pool)


def _never_known(world: World) -> None:
    """This world answers every next ``seq`` by a statement and knows none (the behaviour before)."""

    def read(table: str) -> Any:
        return world.conn.execute(f'SELECT coalesce(max(seq), 0) + 1 FROM "{table}"').fetchone()[0]

    world.known_seq = lambda table: None  # type: ignore[method-assign]
    world.next_seq = read  # type: ignore[method-assign]


def _script(world: World, charge: str) -> list[Any]:
    """The calls, and what a client and the grader see of each."""
    seen: list[Any] = []

    def call(name: str, params: dict[str, Any]) -> None:
        response = world.call(name, params)
        entry = world.ledger.entries[-1]
        seen.append((name, response.status, response.body, entry.changes, entry.committed))

    for round_ in range(2):
        call("stripe.customers.create", {"email": f"a{round_}@example.com", "name": "A"})
        call("stripe.refunds.create", {"charge": charge, "amount": 100})
        call("stripe.customers.create", {"email": f"b{round_}@example.com", "metadata": {"k": "v"}})
        call("stripe.customers.create", {"description": "plain"})
        call("stripe.refunds.create", {"charge": charge, "amount": 10**9})  # refused
        call("stripe.refunds.create", {"charge": charge, "amount": 100})
        seen.append(
            world.edit([("DELETE FROM stripe_refunds WHERE seq = (SELECT max(seq) FROM stripe_refunds)", ())])
        )
        call("stripe.customers.create", {"phone": "+15550100"})
        world.conn.execute(
            "UPDATE stripe_customers SET seq = seq + 50 WHERE seq = (SELECT max(seq) FROM stripe_customers)"
        )
        call("stripe.customers.create", {"email": f"c{round_}@example.com"})
        call("stripe.refunds.create", {"charge": charge, "amount": 100})
        call("stripe.customers.create", {"email": f"d{round_}@example.com"})
        seen.append(world.end()[:2])
    seen.append(world.conn.serialize())
    return seen


def test_knowing_the_next_seq_changes_no_byte(pool: WorldPool) -> None:
    known, unknown = pool.acquire(["stripe"]), pool.acquire(["stripe"])
    _never_known(unknown)
    try:
        charge = end_memo.refundable_charge(known)
        assert end_memo.refundable_charge(unknown) == charge
        for _ in range(2):
            left, right = _script(known, charge), _script(unknown, charge)
            assert len(left) == len(right)
            for step, (a, b) in enumerate(zip(left, right, strict=True)):
                assert (step, a) == (step, b)
            assert known._seqs  # (numbers were known along the way)
            known.reset()
            unknown.reset()
    finally:
        for world in (known, unknown):
            pool.release(world)


def test_an_episodes_refund_reads_no_number_and_the_end_no_row(pool: WorldPool) -> None:
    """The read-then-refund episode's write on a pooled world: no ``max(seq)`` statement (the fixture's
    number is known once any world of it read it), and the end reads no row (the refund's and its
    charge's are handed back)."""
    world = pool.acquire(["stripe"])
    charge = end_memo.refundable_charge(world)
    # The first refund of this frozen fixture in the process reads its number (once, for every world).
    assert world.call("stripe.refunds.create", {"charge": charge, "amount": 800}).status == 200
    pool.release(world)
    world = pool.acquire(["stripe"])  # (a world renewed from the fixture, as each episode's is)
    seen: list[str] = []
    world.conn.set_trace_callback(seen.append)
    try:
        assert world.call("stripe.charges.retrieve", {"charge": charge}).status == 200
        assert world.call("stripe.refunds.create", {"charge": charge, "amount": 800}).status == 200
        end_memo.diff_module._END.clear()
        world.end()
    finally:
        world.conn.set_trace_callback(None)
    assert [s for s in seen if "max(seq)" in s] == []
    assert [s for s in seen if s.startswith("SELECT") and "stripe_refunds" in s] == []
    end_memo.assert_end_is_the_read_one(world)
    pool.release(world)


def test_a_plain_creates_row_is_the_stored_one_for_every_set_of_its_fields(pool: WorldPool) -> None:
    """The short create hands ``tuple(plain)`` without walking it through ``as_stored``: for each of
    the 16 sets of its optional text fields the kept row is what ``as_stored`` hands and what the
    keyed read returns, value for value and type for type."""
    fields = {"email": "e@example.com", "name": "N", "phone": "+15550100", "description": "d"}
    world = pool.acquire(["stripe"])
    for mask in range(16):
        params = {k: v for bit, (k, v) in enumerate(fields.items()) if mask >> bit & 1}
        if mask == 5:
            params["name"] = ""  # (an empty text field is stored as NULL)
        created = world.call("stripe.customers.create", params)
        assert created.status == 200
        kept = end_memo.kept_rows(world)["stripe_customers"][(created.body["id"],)]
        assert as_stored(CUSTOMERS, kept) == kept
        assert end_memo.assert_kept_rows_are_read(world) == mask + 1
    end_memo.assert_end_is_the_read_one(world)
    pool.release(world)
