"""The in-process write's shortcuts give the same bytes as the work they skip or defer.

- A Stripe success's headers are made when first read (:class:`toolproof.service.wire.Response`'s
  ``later``): the request id's draw is taken at the call, so whenever (and whether) the headers are
  read, every id, token and request id of the world is the one an eager world gives.
- A created customer's ``seq`` is computed by its ``INSERT`` (``NEXT_SEQ``), the number the
  separate ``max(seq)`` statement gave; a create that gives only text fields takes a short path
  that stores and answers what the general one does.
- A create's ledger row effects come from its declared insert, not a journal read-back, when
  nothing else was written: the same effects and journal position as the read-back; the same for a
  Calendar event's declared update (``write_event``), whatever else the call wrote.
"""

from __future__ import annotations

import json
import pickle
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.service.wire import Response
from toolproof.services.stripe.common import next_seq
from toolproof.services.stripe.operations import customers
from toolproof.services.stripe.tables import CUSTOMERS, NEXT_SEQ, insert
from toolproof.world import World
from toolproof.world.ledger import RowEffect
from toolproof.world.rng import ALNUM, Rng
from toolproof.world.world import JOURNAL_HEAD

#: Calls of every kind a Stripe success or error takes: a create (with and without a key, so a
#: replay and a mismatch happen), a read, a refused create, an unknown customer.
CALLS: list[tuple[str, dict[str, Any], str | None]] = [
    ("stripe.customers.create", {"email": "a@example.com", "name": "A"}, None),
    ("stripe.customers.create", {"email": "b@example.com"}, "key-1"),
    ("stripe.customers.create", {"email": "c@example.com"}, "key-1"),
    ("stripe.customers.create", {"email": "not an email"}, None),
    ("stripe.customers.retrieve", {"customer": "cus_missing"}, None),
    ("stripe.products.create", {"name": "P"}, None),
    ("stripe.customers.list", {"limit": 2}, None),
]


def _observed(response: Response) -> tuple[Any, ...]:
    return response.status, response.body, dict(response.headers)


def _run(world: World, plan: list[int], read_at: list[int]) -> list[tuple[Any, ...]]:
    """Run ``plan`` (indexes into CALLS); read each response's headers after the call given by
    ``read_at`` (the same call: at once; a later one: after more ids were drawn; past the end: last)."""
    responses: list[Response] = []
    pending: dict[int, list[int]] = {}
    seen: dict[int, tuple[Any, ...]] = {}
    for i, which in enumerate(plan):
        name, params, key = CALLS[which]
        responses.append(world.call(name, params, idempotency_key=key))
        pending.setdefault(max(i, read_at[i]), []).append(i)
        for j in pending.pop(i, []):
            seen[j] = _observed(responses[j])
    for j in sorted(j for js in pending.values() for j in js):
        seen[j] = _observed(responses[j])
    return [seen[i] for i in range(len(plan))]


@settings(max_examples=40, deadline=None)
@given(
    st.lists(st.integers(min_value=0, max_value=len(CALLS) - 1), min_size=1, max_size=10).flatmap(
        lambda plan: st.tuples(
            st.just(plan),
            st.lists(st.integers(min_value=0, max_value=12), min_size=len(plan), max_size=len(plan)),
        )
    ),
    st.sampled_from([0, 7]),
)
def test_headers_read_late_are_the_eager_bytes(plan_reads: tuple[list[int], list[int]], seed: int) -> None:
    plan, reads = plan_reads
    eager, late = World(["stripe"], seed=seed), World(["stripe"], seed=seed)
    try:
        assert _run(late, plan, reads) == _run(eager, plan, list(range(len(plan))))
        assert late.rng.state() == eager.rng.state()
        assert late.state_hash() == eager.state_hash()
        # Later draws are unmoved too: the next ids and request ids match.
        assert _observed(late.call(*CALLS[0][:2])) == _observed(eager.call(*CALLS[0][:2]))
    finally:
        eager.close()
        late.close()


def test_a_request_id_read_after_a_restore_is_the_one_drawn_before_it() -> None:
    world = World(["stripe"], seed=3)
    eager = World(["stripe"], seed=3)
    try:
        snap = world.snapshot()
        response = world.call(*CALLS[0][:2])
        expected = eager.call(*CALLS[0][:2]).headers
        world.restore(snap)
        world.call(*CALLS[5][:2])  # a different call takes the same draw of the restored stream
        assert response.headers == expected
        assert response.headers["Request-Id"].startswith("req_")
    finally:
        world.close()
        eager.close()


@settings(max_examples=100)
@given(
    st.integers(min_value=-(2**63), max_value=2**63 - 1),
    st.lists(st.sampled_from(["requests", "ids"]), max_size=8),
    st.integers(min_value=1, max_value=40),
)
def test_a_reserved_draw_is_the_token_drawn_in_its_place(seed: int, streams: list[str], length: int) -> None:
    drawn, reserved = Rng(seed), Rng(seed)
    for stream in streams:
        draw = reserved.reserve(stream)
        assert reserved.token_at(stream, draw, length, ALNUM) == drawn.token(length, ALNUM, stream)
    assert reserved.state() == drawn.state()


def test_a_lazy_response_behaves_as_the_plain_one() -> None:
    calls: list[int] = []

    def later() -> dict[str, str]:
        calls.append(1)
        return {"Request-Id": "req_x"}

    lazy = Response(200, {"a": 1}, later=later)
    plain = Response(200, {"a": 1}, {"Request-Id": "req_x"})
    assert calls == []
    assert lazy == plain
    assert repr(lazy) == repr(plain)
    assert lazy.headers is lazy.headers
    assert calls == [1]
    copy = Response(201, None, later=later).copy()
    assert copy.headers == {"Request-Id": "req_x"}
    assert copy.status == 201
    unpickled = pickle.loads(pickle.dumps(Response(200, [1], later=later)))
    assert unpickled == Response(200, [1], {"Request-Id": "req_x"})
    replaced = Response(200, later=later)
    replaced.headers = {"X": "y"}
    assert replaced.headers == {"X": "y"}
    assert len(calls) == 3
    assert Response(200) != "not a response"


def test_a_customer_seq_computed_by_its_insert_is_the_next_seq() -> None:
    world = World(["stripe"], seed=0)
    try:
        ctx = world._context(world.operation("stripe.customers.create"), None)
        row = ctx.record("SELECT * FROM stripe_customers LIMIT 1")
        assert row is not None
        for n in range(3):
            expected = next_seq(ctx, CUSTOMERS.name)
            fresh = {**row, "id": f"cus_seq{n}", "seq": NEXT_SEQ}
            insert(world.conn, CUSTOMERS, fresh)
            stored = world.conn.execute("SELECT seq FROM stripe_customers WHERE id = ?", (f"cus_seq{n}",))
            assert stored.fetchone()[0] == expected
    finally:
        world.close()


TEXT = st.one_of(st.none(), st.just(""), st.text(alphabet="ab +é", max_size=6))


@settings(max_examples=40, deadline=None)
@given(
    st.lists(
        st.fixed_dictionaries(
            {},
            optional={
                "email": st.sampled_from(["", "a@example.com", "bad"]),
                "name": TEXT,
                "phone": st.one_of(st.none(), st.just(""), st.just("+15555550123")),
                "description": TEXT,
                "expand": st.sampled_from([[], ["invoice_settings.default_payment_method"], ["tax"]]),
                "metadata": st.just({"k": "v"}),
            },
        ),
        min_size=1,
        max_size=4,
    )
)
def test_a_plain_create_is_the_general_path(creates: list[dict[str, Any]]) -> None:
    """The short path of a customer create (text fields only) answers and stores what the general one
    does: the same status, body, headers, ledger row effects and state hash."""
    short, general = World(["stripe"], seed=5), World(["stripe"], seed=5)
    try:
        for params in creates:
            a = short.call("stripe.customers.create", params)
            with pytest.MonkeyPatch.context() as patch:
                patch.setattr(customers, "_PLAIN_FIELDS", frozenset())
                b = general.call("stripe.customers.create", params)
            assert _observed(a) == _observed(b)
            assert json.dumps(a.body) == json.dumps(b.body)  # the same keys in the same order
            assert short.ledger.entries[-1].changes == general.ledger.entries[-1].changes
        assert short.state_hash() == general.state_hash()
        assert short.state_hash(full=True) == general.state_hash(full=True)
    finally:
        short.close()
        general.close()


STEPS = st.lists(
    st.sampled_from(
        [
            "create",
            "create2",
            "bad",
            "product",
            "direct",
            "snapshot",
            "restore",
            "reset",
            "replay",
            "refund",
            "refund rest",
            "refund uncaptured",
        ]
    ),
    min_size=1,
    max_size=14,
)


def _steps(world: World, steps: list[str], *, read_back: bool) -> list[tuple[Any, ...]]:
    """Run ``steps``; ``read_back`` forgets the journal's head before every call, so each write reads
    its row effects from the journal (the definition the declared inserts are held to)."""
    seen: list[tuple[Any, ...]] = []
    # A channel the bot (the default caller) is in, so its posts write.
    channel = world.conn.execute(
        "SELECT m.channel FROM slack_members m JOIN slack_tokens t "
        "ON t.token_type = 'bot' AND m.user = t.user_id ORDER BY m.channel LIMIT 1"
    ).fetchone()[0]
    snap = world.snapshot()
    for n, step in enumerate(steps):
        if read_back:
            world.derived.pop(JOURNAL_HEAD, None)
        if step == "create":
            world.call("stripe.customers.create", {"email": f"c{n}@example.com"})
        elif step == "create2":
            world.call("stripe.customers.create", {"name": f"N{n}"}, idempotency_key="same")
        elif step == "replay":
            world.call("stripe.customers.create", {"name": "R"}, idempotency_key="same")
        elif step == "bad":
            world.call("stripe.customers.create", {"email": "not an email"})
        elif step == "product":
            world.call("stripe.products.create", {"name": f"P{n}"})
        elif step == "post":
            world.call("slack.chat.postMessage", {"channel": channel, "text": f"m{n}"})
        elif step == "event":
            world.call("gcal.events.insert", {"calendarId": "primary", "body": EVENT}, principal=ORGANIZER)
        elif step.startswith("refund"):
            _refund_step(world, step)
        elif step.startswith(("patch", "delete")):
            _event_step(world, step, n)
        elif step == "direct":  # a write outside any call: the next call's entry names it too
            world.conn.execute("UPDATE stripe_customers SET name = ? WHERE rowid = 1", (f"d{n}",))
        elif step == "snapshot":
            snap = world.snapshot()
        elif step == "restore":
            world.restore(snap)
        else:
            world.reset()
        if world.ledger.entries:
            last = world.ledger.entries[-1]
            seen.append((step, last.seq, last.operation, last.status, last.changes, world._journal_seq))
    world.call("stripe.customers.create", {"email": "last@example.com"})
    seen.append(("last", world.ledger.entries[-1].changes, world._journal_seq, world.state_hash()))
    return seen


SERVICES = ["stripe", "slack", "gcal"]
ORGANIZER = "alice@orbital.example"
EVENT = {
    "summary": "s",
    "start": {"dateTime": "2026-11-03T10:00:00Z"},
    "end": {"dateTime": "2026-11-03T10:30:00Z"},
}


#: A weekly series with two guests on the organizer's calendar (the seed-9 fixture's), and
#: the id of one of its occurrences (computed, not stored, until a patch stores it).
SERIES = "1e3a2se51av01k1ilhb9qnlvkt"
OCCURRENCE = SERIES + "_20261002T180000Z"


def _event_step(world: World, step: str, n: int) -> None:
    """Calendar's updates: a patch (an ``UPDATE`` declared by ``write_event``), one that tells the
    guests (its notices are not declared: the journal is read back), a patch of an occurrence (it
    inserts the exception), a patch refused (412), and a delete (an update, then the notices)."""
    target = {"calendarId": "primary", "eventId": SERIES}
    if step == "patch":
        world.call("gcal.events.patch", {**target, "body": {"summary": f"s{n}"}}, principal=ORGANIZER)
    elif step == "patch told":
        body = {"summary": f"t{n}"}
        world.call("gcal.events.patch", {**target, "body": body, "sendUpdates": "all"}, principal=ORGANIZER)
    elif step == "patch occurrence":
        target = {**target, "eventId": OCCURRENCE}
        world.call("gcal.events.patch", {**target, "body": {"location": f"l{n}"}}, principal=ORGANIZER)
    elif step == "patch refused":
        world.call("gcal.events.patch", {**target, "ifMatch": '"stale"', "body": {}}, principal=ORGANIZER)
    else:
        world.call("gcal.events.delete", target, principal=ORGANIZER)


#: Charges of the seed-9 fixture: captured with most of it left, and uncaptured (its payment intent
#: still to capture, cancelled by a refund: an undeclared update, read back).
_CAPTURED = (
    "SELECT id FROM stripe_charges WHERE status = 'succeeded' AND captured = 1 "
    "AND amount - amount_refunded > 5000 ORDER BY id LIMIT 2"
)
_UNCAPTURED = (
    "SELECT c.id FROM stripe_charges c JOIN stripe_payment_intents p ON p.id = c.payment_intent "
    "WHERE c.captured = 0 AND c.status = 'succeeded' AND p.status = 'requires_capture' ORDER BY c.id LIMIT 1"
)


def _refund_step(world: World, step: str) -> None:
    """Stripe's refund (a declared insert and a declared update of its charge): $1.00 of a charge
    (again and again), the rest of another (refused once it is all refunded), and an uncaptured charge
    (its payment intent cancelled too, an undeclared write; refused the second time)."""
    if step == "refund":
        charge = world.conn.execute(_CAPTURED).fetchall()[0][0]
        world.call("stripe.refunds.create", {"charge": charge, "amount": 100})
    elif step == "refund rest":
        charge = world.conn.execute(_CAPTURED).fetchall()[-1][0]
        world.call("stripe.refunds.create", {"charge": charge})
    else:
        charge = world.conn.execute(_UNCAPTURED).fetchone()[0]
        world.call("stripe.refunds.create", {"charge": charge})


def _assert_declared_is_read_back(steps: list[str]) -> None:
    """``steps`` on two worlds of one seed, one taking each write's row effects from its declaration and
    one reading them back from the journal, give the same results and the same journal."""
    declared, read = World(SERVICES, seed=9), World(SERVICES, seed=9)
    try:
        assert _steps(declared, steps, read_back=False) == _steps(read, steps, read_back=True)
        assert declared.store.journal() == read.store.journal()
    finally:
        declared.close()
        read.close()


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "patch",
                "patch told",
                "patch occurrence",
                "patch refused",
                "delete",
                "event",
                "create",
                "direct",
                "snapshot",
                "restore",
                "reset",
            ]
        ),
        min_size=1,
        max_size=12,
    )
)
def test_declared_updates_are_the_journal_rows(steps: list[str]) -> None:
    """A Calendar write's row effects taken from its declared updates and inserts are what the
    journal read-back gives (notices, occurrences stored, refusals, deletes, direct writes,
    snapshots, restores and resets between them)."""
    _assert_declared_is_read_back(steps)


@settings(max_examples=60, deadline=None)
@given(STEPS)
def test_declared_inserts_are_the_journal_rows(steps: list[str]) -> None:
    """A write's row effects taken from its declared inserts (a Stripe customer, a Slack message, a
    Calendar event) and a Stripe refund's declared insert and update are what the journal read-back
    gives, through direct writes, refused and rolled-back calls, replays, snapshots, restores and
    resets."""
    _assert_declared_is_read_back(steps)


def test_a_create_after_a_known_head_skips_the_read_back() -> None:
    world = World(["stripe"], seed=0)
    try:
        world.call("stripe.customers.create", {"email": "a@example.com"})  # reads: head unknown
        statements: list[str] = []
        world.conn.set_trace_callback(statements.append)
        world.call("stripe.customers.create", {"email": "b@example.com"})
        world.conn.set_trace_callback(None)
        assert not any("_tp_journal WHERE seq >" in s for s in statements)
        assert world._journal_seq == world.store.journal_head() == 2
        assert world.ledger.entries[-1].changes == (
            RowEffect("stripe_customers", (world.ledger.entries[-1].response.body["id"],), "insert"),
        )
    finally:
        world.close()


def test_a_refund_after_a_known_head_skips_the_read_back() -> None:
    """A refund's two rows (the refund added, its charge changed) come from its declarations, in the
    journal's order, without reading the journal; one that also cancels a payment intent is read back."""
    world = World(["stripe"], seed=9)
    try:
        captured = world.conn.execute(_CAPTURED).fetchall()[0][0]
        uncaptured = world.conn.execute(_UNCAPTURED).fetchone()[0]
        for charge, read_back in ((captured, False), (uncaptured, True)):
            statements: list[str] = []
            world.conn.set_trace_callback(statements.append)
            refund = world.call("stripe.refunds.create", {"charge": charge, "amount": 100})
            world.conn.set_trace_callback(None)
            assert refund.status == 200
            assert any("_tp_journal WHERE seq >" in s for s in statements) is read_back
            effects = world.ledger.entries[-1].changes
            assert effects[:2] == (
                RowEffect("stripe_refunds", (refund.body["id"],), "insert"),
                RowEffect("stripe_charges", (charge,), "update"),
            )
            assert len(effects) == (3 if read_back else 2)
            assert world._journal_seq == world.store.journal_head()
    finally:
        world.close()
