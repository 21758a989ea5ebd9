"""The world's kept cursor as a handler's ``ctx.cursor`` (perf38): the customer read runs its one
statement on it instead of on a cursor ``conn.execute`` makes and frees per statement.

Same answers: every retrieve (a customer, a deleted one, a missing id, an expansion) answers, and is
recorded, exactly as with ``ctx.cursor`` the connection itself (what ``new_context`` and
``Context(…)`` give). Nothing left running: the statement reads one row by its primary key, so
``fetchone`` steps it to its end and SQLite resets it; a statement left running on a kept cursor
would survive into the next reset or restore (``deserialize`` under a running statement crashes the
interpreter), which is why only such reads may use it.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from toolproof.service.context import Context
from toolproof.services.stripe.operations import customers
from toolproof.world import World


def _world(*, cursor_is_db: bool) -> World:
    world = World(["stripe"], seed=0)
    if cursor_is_db:
        op = world.operations["stripe.customers.retrieve"]
        handler = op.handler

        def on_the_connection(ctx: Context, p: Any) -> Any:
            ctx.cursor = ctx.db  # what a context made outside a world's call holds
            return handler(ctx, p)

        world.operations[op.name] = dataclasses.replace(op, handler=on_the_connection)
    return world


def _calls(world: World) -> list[tuple[int, Any]]:
    rows = world.rows("stripe_customers")
    ids = [row["id"] for row in rows[:5]]
    deleted = world.call("stripe.customers.delete", {"customer": ids[4]})
    assert deleted.status == 200
    out = []
    for params in (
        *({"customer": cid} for cid in ids),
        {"customer": "cus_missing"},
        {"customer": ids[0], "expand": ["default_source"]},
        {"customer": ids[1], "expand": ["invoice_settings.default_payment_method"]},
    ):
        response = world.call("stripe.customers.retrieve", params)
        out.append((response.status, response.body))
    return out


def test_the_read_on_the_kept_cursor_answers_as_on_the_connection() -> None:
    kept, plain = _world(cursor_is_db=False), _world(cursor_is_db=True)
    answers = _calls(kept)
    assert answers == _calls(plain)
    assert [status for status, _ in answers].count(404) == 1
    assert any(body.get("deleted") for _, body in answers)
    assert kept.ledger.to_list() == plain.ledger.to_list()
    assert kept.state_hash(full=True) == plain.state_hash(full=True)


def test_the_context_of_a_call_holds_the_worlds_cursor() -> None:
    world = World(["stripe"], seed=0)
    seen: list[Context] = []
    op = world.operations["stripe.customers.retrieve"]
    handler = op.handler

    def spy(ctx: Context, p: Any) -> Any:
        seen.append(ctx)
        return handler(ctx, p)

    world.operations[op.name] = dataclasses.replace(op, handler=spy)
    customer = world.rows("stripe_customers")[0]["id"]
    world.call(op.name, {"customer": customer})
    world.call("stripe.customers.create", {"email": "a@b.co"})  # (the write's savepoint cursor)
    world.call(op.name, {"customer": customer})
    first, second = seen
    assert first.cursor is second.cursor is world._cursor
    assert first.cursor.connection is world.conn is first.db


def test_nothing_is_left_running_on_the_kept_cursor() -> None:
    """The read is by the primary key (at most one row): after it the cursor holds no statement,
    and a restore (``deserialize``) and a reset right after it are safe."""
    assert World(["stripe"], seed=0).tables["stripe_customers"].primary_key == ("id",)
    assert customers._LOAD_SQL.endswith(" WHERE id = ?")
    world = World(["stripe"], seed=0)
    snap = world.snapshot()
    ids = [row["id"] for row in world.rows("stripe_customers")[:3]]
    for cid in (*ids, "cus_missing"):
        world.call("stripe.customers.retrieve", {"customer": cid})
        assert world._cursor is not None
        assert world._cursor.fetchone() is None  # no statement running: nothing more to read
        world.restore(snap)
        assert world.call("stripe.customers.retrieve", {"customer": ids[0]}).status == 200
        world.reset()
        assert world.call("stripe.customers.retrieve", {"customer": ids[1]}).status == 200
