"""A write run without its savepoint (``Operation.alone``) answers and stores what the savepoint gave.

A Stripe create with text fields only and a Slack top-level post write one row, handed to the world
last (``Context.insert_last``); the world runs such a call without ``SAVEPOINT``/``RELEASE``
(``World._run_alone``): one SQLite statement is atomic with its triggers. Held here to a world whose
plans run every write in a savepoint, over random sequences of plain and general creates and posts,
refusals, inserts that fail in the statement (a ``BEFORE`` trigger, an ``AFTER`` trigger that fails
after the journal row was written, a unique index), handlers that fail after handing their insert
over, faults (a response lost after the commit, a silent no-op that rolls back, an error before),
writes around the world, Calendar inserts (still in savepoints) between them, snapshots, restores and
resets, in plain and pooled (rewind) worlds: the same statuses, bodies, headers, ledger entries,
journal, state hash and RNG position after every step.
"""

from __future__ import annotations

import dataclasses
import sys
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.faults import FaultPlan, install
from toolproof.service.context import Context
from toolproof.service.rows import run_statement
from toolproof.services.slack.operations import chat
from toolproof.services.stripe.operations import customers
from toolproof.world import World
from toolproof.world.rng import Rng

SERVICES = ["stripe", "slack", "gcal"]
ORGANIZER = "alice@orbital.example"

#: Ways an insert fails inside its one statement, installed in both worlds after every reset.
FAILING = (
    "CREATE TRIGGER tp_test_boom BEFORE INSERT ON stripe_customers WHEN NEW.name = 'boom' "
    "BEGIN SELECT RAISE(ABORT, 'boom'); END",
    "CREATE TRIGGER tp_test_late AFTER INSERT ON stripe_customers WHEN NEW.name = 'late' "
    "BEGIN SELECT RAISE(ABORT, 'late'); END",
    "CREATE UNIQUE INDEX tp_test_dup ON stripe_customers(email) WHERE email = 'dup@example.com'",
    "CREATE TRIGGER tp_test_late_post AFTER INSERT ON slack_messages WHEN NEW.text = 'late' "
    "BEGIN SELECT RAISE(ABORT, 'late'); END",
    "CREATE TRIGGER tp_test_late_event AFTER INSERT ON gcal_events WHEN NEW.body LIKE '%\"late\"%' "
    "BEGIN SELECT RAISE(ABORT, 'late'); END",
)

#: Faults chosen by the call's parameters, the same plan in both worlds.
PLAN = {
    "rules": [
        {"operation": "*", "params": {"name": "lost*"}, "fault": {"kind": "transport", "fault": "timeout"}},
        {"operation": "*", "params": {"text": "lost*"}, "fault": {"kind": "transport", "fault": "timeout"}},
        {"operation": "*", "params": {"name": "noop*"}, "fault": {"kind": "noop"}},
        {"operation": "*", "params": {"text": "noop*"}, "fault": {"kind": "noop"}},
        {"operation": "*", "params": {"name": "refused*"}, "fault": {"kind": "error", "status": 500}},
    ]
}

STEP = st.sampled_from(
    [
        "create",
        "create boom",
        "create late",
        "create dup",
        "create crash",
        "create lost",
        "create noop",
        "create refused",
        "create bad",
        "create general",
        "create expand",
        "post",
        "post late",
        "post crash",
        "post lost",
        "post noop",
        "post reply",
        "post dm",
        "event",
        "event late",
        "event guests",
        "event quiet guests",
        "direct",
        "snapshot",
        "restore",
        "reset",
    ]
)


def _in_savepoints(world: World) -> World:
    """``world`` with every write in a savepoint (what every call did before ``alone``)."""
    for name in world.operations:
        world._plans[name] = dataclasses.replace(world._plan(name), alone=None)
    return world


def _prepare(world: World) -> None:
    for statement in FAILING:
        world.conn.execute(statement)


def _crash_after(render: Any, field: str) -> Any:
    """``render`` failing for a row whose ``field`` (index or key) is ``"crash"``: a handler that
    fails after it handed its insert over (or, in a savepoint, after it inserted)."""

    def crashing(*args: Any) -> Any:
        for value in args:
            if isinstance(value, (list, tuple)) and "crash" in value:
                raise RuntimeError(f"{field}: crash after the insert")
        return render(*args)

    return crashing


def _channel(world: World) -> str:
    """A channel the bot (the default caller) is in, so its posts write."""
    row = world.conn.execute(
        "SELECT m.channel FROM slack_members m JOIN slack_tokens t "
        "ON t.token_type = 'bot' AND m.user = t.user_id ORDER BY m.channel LIMIT 1"
    ).fetchone()
    return str(row[0])


def _user(world: World) -> str:
    return str(
        world.conn.execute("SELECT id FROM slack_users WHERE deleted = 0 AND is_bot = 0 LIMIT 1").fetchone()[
            0
        ]
    )


def _run(world: World, steps: list[str]) -> list[tuple[Any, ...]]:
    channel, user = _channel(world), _user(world)
    snap = world.snapshot()
    seen: list[tuple[Any, ...]] = []
    parent: str | None = None
    for n, step in enumerate(steps):
        verb, _, how = step.partition(" ")
        response = None
        if verb == "create":
            params: dict[str, Any] = {"email": f"c{n}@example.com", "name": f"{how or 'c'}{n}"}
            if how in ("boom", "late", "crash"):
                params["name"] = how
            elif how == "dup":
                params["email"] = "dup@example.com"
            elif how == "bad":
                params["email"] = "not an email"
            elif how == "general":
                params["metadata"] = {"k": str(n)}
            elif how == "expand":
                params["expand"] = ["tax"]
            response = world.call("stripe.customers.create", params)
        elif verb == "post":
            text = how if how in ("late", "crash") else f"{how or 'm'}{n}"
            post: dict[str, Any] = {"channel": channel, "text": text}
            if how == "reply" and parent is not None:
                post["thread_ts"] = parent
            elif how == "dm":
                post["channel"] = user
            response = world.call("slack.chat.postMessage", post)
            if response.status == 200 and response.body is not None and how == "":
                parent = response.body["ts"]
        elif verb == "event":
            body: dict[str, Any] = {
                "summary": "late" if how == "late" else f"e{n}",
                "start": {"dateTime": "2026-11-03T10:00:00Z"},
                "end": {"dateTime": "2026-11-03T10:30:00Z"},
            }
            query: dict[str, Any] = {"calendarId": "primary", "body": body}
            if how.endswith("guests"):
                body["attendees"] = [{"email": "bob@orbital.example"}, {"email": "x@elsewhere.example"}]
                query["sendUpdates"] = "none" if how.startswith("quiet") else "all"
            response = world.call("gcal.events.insert", query, principal=ORGANIZER)
        elif verb == "direct":  # a write around the world (a pooled world: still in its transaction)
            world.conn.execute("UPDATE stripe_customers SET name = ? WHERE rowid = 1", (f"d{n}",))
        elif verb == "snapshot":
            snap = world.snapshot()
        elif verb == "restore":  # every snapshot holds the failing triggers (taken after _prepare)
            world.restore(snap)
        else:
            world.reset()
            _prepare(world)
            parent = None
        if response is not None:
            entry = world.ledger.entries[-1]
            seen.append(
                (
                    step,
                    response.status,
                    response.body,
                    dict(response.headers),
                    response.transport_fault,
                    entry.status,
                    entry.outcome,
                    entry.error_code,
                    entry.committed,
                    entry.delivered,
                    entry.changes,
                    entry.note,
                    world._journal_seq,
                )
            )
        seen.append((step, world.state_hash(), world.rng.state()))
    seen.append(("end", world.state_hash(full=True), world.store.journal(), world.rng.state()))
    return seen


@settings(max_examples=60, deadline=None)
@given(st.lists(STEP, min_size=1, max_size=14), st.booleans())
def test_a_write_alone_is_the_savepoints_write(steps: list[str], rewind: bool) -> None:
    alone = World(SERVICES, seed=3, rewind=rewind)
    saved = _in_savepoints(World(SERVICES, seed=3, rewind=rewind))
    try:
        for world in (alone, saved):
            install(world, FaultPlan.from_data(PLAN))
            _prepare(world)
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(customers, "_CUSTOMER_ROW", _crash_after(customers._CUSTOMER_ROW, "name"))
            patch.setattr(chat, "_posted", _crash_after(chat._posted, "text"))
            assert _run(alone, steps) == _run(saved, steps)
    finally:
        alone.close()
        saved.close()


def _statements(
    world: World, name: str, params: dict[str, Any], principal: str | None = None
) -> tuple[int, list[str]]:
    statements: list[str] = []
    world.conn.set_trace_callback(statements.append)
    try:
        status = world.call(name, params, principal=principal).status
    finally:
        world.conn.set_trace_callback(None)
    return status, [s for s in statements if s.startswith(("SAVEPOINT", "RELEASE", "ROLLBACK"))]


@pytest.mark.parametrize("rewind", [False, True])
def test_which_writes_run_without_a_savepoint(rewind: bool) -> None:
    world = World(SERVICES, seed=0, rewind=rewind)
    try:
        channel = _channel(world)
        assert _statements(world, "stripe.customers.create", {"email": "a@example.com"}) == (200, [])
        assert _statements(world, "slack.chat.postMessage", {"channel": channel, "text": "hi"}) == (200, [])
        # The general create, a post to a user id (a DM may be opened) and a reply: in a savepoint.
        general = _statements(
            world, "stripe.customers.create", {"email": "b@example.com", "metadata": {"k": "v"}}
        )
        assert general == (200, ["SAVEPOINT tp_call", "RELEASE tp_call"])
        reply = _statements(
            world,
            "slack.chat.postMessage",
            {"channel": channel, "text": "re", "thread_ts": "1700000000.000100"},
        )
        assert reply == (200, ["SAVEPOINT tp_call", "RELEASE tp_call"])
        # A refusal before the write: nothing run, nothing to undo.
        assert _statements(world, "stripe.customers.create", {"email": "not an email"}) == (400, [])
        # After a write around the world a pooled world's transaction holds it: a savepoint again.
        world.conn.execute("UPDATE stripe_customers SET name = 'x' WHERE rowid = 1")
        after = _statements(world, "stripe.customers.create", {"email": "c@example.com"})
        assert after == (200, ["SAVEPOINT tp_call", "RELEASE tp_call"] if rewind else [])
    finally:
        world.close()


@pytest.mark.parametrize("rewind", [False, True])
def test_a_handed_over_statement_runs_on_the_worlds_cursor(rewind: bool) -> None:
    """A plain create hands over ``run_statement`` and its ``(sql, values)``: the world runs that one
    ``INSERT`` itself on the cursor it keeps, so no Python call of ``run_statement`` and no cursor is
    made for it (``conn.execute`` makes one per statement). The stored row and the answer are the
    savepoint's (``test_a_write_alone_is_the_savepoints_write``)."""
    world = World(["stripe"], seed=0, rewind=rewind)
    try:
        world.call("stripe.customers.create", {"email": "a@example.com"})  # the kept cursor made
        kept = world._cursor
        assert kept is not None
        assert kept.connection is world.conn
        python: list[str] = []
        native: list[tuple[object, str]] = []

        def profile(frame: Any, event: str, arg: Any) -> None:
            if event == "call":
                python.append(frame.f_code.co_name)
            elif event == "c_call":
                native.append((getattr(arg, "__self__", None), arg.__name__))

        statements: list[str] = []
        world.conn.set_trace_callback(statements.append)
        sys.setprofile(profile)
        try:
            response = world.call("stripe.customers.create", {"email": "b@example.com", "name": "B"})
        finally:
            sys.setprofile(None)
            world.conn.set_trace_callback(None)
        assert response.status == 200
        assert "run_statement" not in python
        assert [(owner is kept, name) for owner, name in native if name in ("execute", "cursor")] == [
            (True, "execute")
        ]
        # (the trace names the statement again for each trigger it fires: the journal's)
        assert {s.split("(")[0] for s in statements} == {'INSERT INTO "stripe_customers" '}
        row = world.conn.execute(
            "SELECT email, name FROM stripe_customers WHERE id = ?", (response.body["id"],)
        ).fetchone()
        assert tuple(row) == ("b@example.com", "B")
    finally:
        world.close()


def test_run_statement_called_runs_its_statement() -> None:
    """Wherever the world does not run it itself (a call in a savepoint, a patched ``insert_last``),
    ``run_statement`` is called and executes its statement on the connection it is given."""
    world = World(["stripe"], seed=0)
    try:
        before = world.conn.total_changes
        run_statement(world.conn, ("UPDATE stripe_customers SET name = ? WHERE rowid = 1", ("Z",)))
        assert world.conn.execute("SELECT name FROM stripe_customers WHERE rowid = 1").fetchone()[0] == "Z"
        assert world.conn.total_changes > before
    finally:
        world.close()


def test_a_handler_that_writes_by_itself_when_alone_is_refused_loudly() -> None:
    """The promise broken (the insert run at once, not handed over): nothing could undo it, so the
    world raises, as it does for a read that writes, instead of answering."""

    def at_once(
        ctx: Context, write: Any, values: Any, table: str, key: tuple[Any, ...], row: Any = None
    ) -> None:
        write(ctx.db, values)
        ctx.declare_insert(table, key)

    world = World(["stripe"], seed=0)
    try:
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(Context, "insert_last", at_once)
            with pytest.raises(RuntimeError, match="outside the one insert"):
                world.call("stripe.customers.create", {"email": "a@example.com"})
    finally:
        world.close()


def test_a_replaced_handler_runs_in_a_savepoint() -> None:
    """``alone`` is the handler's promise: an operation given another handler does not inherit it."""
    world = World(["stripe"], seed=0)
    try:
        op = world.operations["stripe.customers.create"]
        assert op.alone is not None
        world.operations[op.name] = replaced = dataclasses.replace(
            op, handler=lambda ctx, p: op.handler(ctx, p)
        )
        assert replaced.alone is None
        status, run = _statements(world, op.name, {"email": "a@example.com"})
        assert (status, run) == (200, ["SAVEPOINT tp_call", "RELEASE tp_call"])
    finally:
        world.close()


@settings(max_examples=200, deadline=None)
@given(
    st.integers(min_value=-(2**40), max_value=2**40),
    st.lists(st.sampled_from(["ids", "main", "slack"]), min_size=1, max_size=8),
    st.integers(min_value=-5, max_value=10**6),
    st.integers(min_value=0, max_value=10**6),
)
def test_randint_written_out_is_the_bits_definition(
    seed: int, streams: list[str], low: int, span: int
) -> None:
    """``Rng.randint`` (its draw written out) gives ``low + bits(stream) % (high - low + 1)`` and moves
    the stream's counter as ``bits`` does."""
    fast, slow = Rng(seed), Rng(seed)
    for stream in streams:
        assert fast.randint(low, low + span, stream) == low + slow.bits(stream) % (span + 1)
    assert fast.state() == slow.state()
