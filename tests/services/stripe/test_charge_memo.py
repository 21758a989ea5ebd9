"""A charge's row read once for a retrieve and the refund after it (``charges.charge_row``).

``charges.retrieve`` and ``refunds.create`` take the charge's row from the read memo
(:meth:`Context.remembered`, reading only ``stripe_charges``): an agent that looks at a charge and
then refunds it reads the row once. Held here to a world that remembers nothing (``_NoMemo``, as
``tests/world/test_memo_across_writes.py`` holds Slack and Calendar): any sequence of retrieves,
refunds (partial, full, too large, of a failed or missing charge, by payment intent), charge updates
and writes to other tables gives the same responses, ledger, journal rows and state, on a plain and on
a pooled (rewinding) world; and the statement trace shows the one read.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from toolproof.world import World

_BY_ID = "SELECT * FROM stripe_charges WHERE id = ?"


class _NoMemo(dict[str, Any]):
    """A ``world.derived`` that ``Context.remembered`` does not use (it takes only a plain dict)."""


_WORLDS: dict[tuple[bool, bool], World] = {}


def _world(memo: bool, rewind: bool) -> World:
    world = _WORLDS.get((memo, rewind))
    if world is None:
        world = _WORLDS[(memo, rewind)] = World(["stripe"], seed=5, rewind=rewind)
        world.rate_limits_enabled = False
        if not memo:
            world.derived = _NoMemo()
    world.reset()
    return world


def _calls(world: World) -> list[tuple[str, dict[str, Any]]]:
    rows = world.rows("stripe_charges")
    whole = [r for r in rows if r["status"] == "succeeded" and r["captured"] and not r["amount_refunded"]]
    partly = next(r for r in rows if r["status"] == "succeeded" and 0 < r["amount_refunded"] < r["amount"])
    failed = next(r for r in rows if r["status"] == "failed")
    with_intent = next(r for r in whole[2:] if r["payment_intent"])
    charges = [whole[0]["id"], whole[1]["id"], partly["id"], failed["id"]]
    out: list[tuple[str, dict[str, Any]]] = []
    for c in charges:
        out += [
            ("stripe.charges.retrieve", {"charge": c}),
            ("stripe.charges.retrieve", {"charge": c, "expand": ["customer"]}),
            ("stripe.refunds.create", {"charge": c, "amount": 100}),
            # The charge expanded after the refund wrote it: read afresh, its new amount_refunded.
            ("stripe.refunds.create", {"charge": c, "amount": 100, "expand": ["charge"]}),
            ("stripe.refunds.create", {"charge": c, "amount": 10**7}),  # amount_too_large
            ("stripe.refunds.create", {"charge": c, "reason": "duplicate"}),  # what remains
            ("stripe.charges.update", {"charge": c, "metadata": {"k": "v"}}),
            ("stripe.refunds.list", {"charge": c}),
        ]
    out += [
        ("stripe.charges.retrieve", {"charge": with_intent["id"]}),
        ("stripe.refunds.create", {"payment_intent": with_intent["payment_intent"], "amount": 50}),
        ("stripe.refunds.create", {"charge": "ch_missing000000000000000"}),
        ("stripe.charges.retrieve", {"charge": "ch_missing000000000000000"}),
        ("stripe.customers.create", {"email": "memo@example.com"}),  # another table written
        ("stripe.charges.create", {"amount": 900, "currency": "usd", "source": "tok_visa", "capture": False}),
    ]
    return out


@pytest.fixture(scope="module")
def call_list() -> list[tuple[str, dict[str, Any]]]:
    return _calls(_world(True, False))


def _journal(world: World) -> list[tuple[int, str, str, str]]:
    return world.store.journal(0)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.data(), st.booleans())
def test_any_sequence_answers_as_a_world_that_remembers_nothing(
    call_list: list[tuple[str, dict[str, Any]]], data: st.DataObject, rewind: bool
) -> None:
    order = data.draw(st.lists(st.integers(0, len(call_list) - 1), min_size=1, max_size=12))
    fast, slow = _world(True, rewind), _world(False, rewind)
    for i in order:
        name, params = call_list[i]
        got = fast.call(name, params)
        want = slow.call(name, params)
        assert (got.status, json.dumps(got.body), got.headers) == (
            want.status,
            json.dumps(want.body),
            want.headers,
        ), name
    assert [e.to_dict() for e in fast.ledger.entries] == [e.to_dict() for e in slow.ledger.entries]
    assert _journal(fast) == _journal(slow)
    for table in ("stripe_charges", "stripe_refunds", "stripe_payment_intents"):
        typed = f"SELECT id, typeof(amount_refunded), typeof(refunded), * FROM {table} ORDER BY id"
        if table != "stripe_charges":
            typed = f"SELECT * FROM {table} ORDER BY id"
        assert fast.conn.execute(typed).fetchall() == slow.conn.execute(typed).fetchall(), table
    assert fast.state_hash(full=True) == slow.state_hash(full=True)


@pytest.mark.parametrize("rewind", [False, True])
def test_a_refund_after_a_retrieve_reads_the_charge_once(rewind: bool) -> None:
    world = _world(True, rewind)
    charge = next(
        r["id"]
        for r in world.rows("stripe_charges")
        if r["status"] == "succeeded" and r["captured"] and not r["amount_refunded"]
    )
    statements: list[str] = []
    world.conn.set_trace_callback(statements.append)
    try:
        assert world.call("stripe.charges.retrieve", {"charge": charge}).status == 200
        first = world.call("stripe.refunds.create", {"charge": charge, "amount": 100})
        # The charge was written: the next refund reads it afresh and sees the first refund.
        second = world.call("stripe.refunds.create", {"charge": charge, "amount": 100})
        again = world.call("stripe.charges.retrieve", {"charge": charge})
    finally:
        world.conn.set_trace_callback(None)
    assert (first.status, second.status) == (200, 200)
    assert again.body["amount_refunded"] == 200
    assert statements.count(_BY_ID.replace("?", f"'{charge}'")) == 3  # retrieve, second refund, retrieve
    row = world.conn.execute(
        "SELECT typeof(refunded), refunded, amount_refunded FROM stripe_charges WHERE id = ?", (charge,)
    ).fetchone()
    assert tuple(row) == ("integer", 0, 200)


def test_a_full_refund_stores_refunded_as_the_integer_one() -> None:
    """``refunded`` is bound as ``int(…)``: what the ``bool`` adapter ``world.store`` registers stored."""
    world = _world(True, False)
    charge = next(
        r
        for r in world.rows("stripe_charges")
        if r["status"] == "succeeded" and r["captured"] and not r["amount_refunded"]
    )
    assert world.call("stripe.refunds.create", {"charge": charge["id"]}).status == 200
    row = world.conn.execute(
        "SELECT typeof(refunded), refunded, amount_refunded FROM stripe_charges WHERE id = ?", (charge["id"],)
    ).fetchone()
    assert tuple(row) == ("integer", 1, charge["amount"])
    bound = world.conn.execute("SELECT typeof(?), ?", (True, True)).fetchone()
    assert tuple(bound) == ("integer", 1)
