"""The round-6 shortcuts of the call path answer what the general path answers.

A world's per-operation plan answers the range check for a call that set no field that may hold a
number (without calling ``out_of_range``); a flat parameter object skips the depth walk; write calls
run their ``SAVEPOINT``/``RELEASE`` on one cursor; ``Context.new_id`` draws as ``Rng.new_id`` does. Each
is compared here with a world taking the general path, byte for byte.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from toolproof.service.context import Context
from toolproof.service.inputs import MAX_DEPTH
from toolproof.world import World
from toolproof.world.clock import Clock
from toolproof.world.rng import ALNUM, HEX, Rng

BIG = 1 << 70


def _general(world: World) -> World:
    """``world`` with every plan taking the range check's general path (``out_of_range`` every call)."""
    for name in list(world.operations):
        plan = world._plans.get(name) or world._plan(name)
        world._plans[name] = dataclasses.replace(plan, walked=None)
    return world


_VALUE = st.one_of(
    st.sampled_from(["", "x", "a@example.com", "12"]),
    st.integers(min_value=-3, max_value=3),
    st.sampled_from([BIG, -BIG, 1 << 63, (1 << 63) - 1]),
    st.lists(st.sampled_from(["en", BIG]), max_size=2),
    st.dictionaries(st.sampled_from(["k", "city"]), st.sampled_from(["v", BIG]), max_size=2),
)
_FIELDS = ["email", "name", "balance", "next_invoice_sequence", "metadata", "preferred_locales", "address"]
_CALLS = st.lists(
    st.tuples(
        st.sampled_from(["stripe.customers.create", "stripe.customers.retrieve", "slack.chat.postMessage"]),
        st.dictionaries(st.sampled_from(_FIELDS), _VALUE, max_size=3),
        st.booleans(),
    ),
    min_size=1,
    max_size=6,
)


def _too_deep() -> Any:
    deep: Any = "leaf"
    for _ in range(MAX_DEPTH + 1):
        deep = [deep]
    return deep


def _observed(world: World, calls: list[tuple[str, dict[str, Any], bool]]) -> list[Any]:
    customer = world.rows("stripe_customers")[0]["id"]
    channel = world.rows("slack_channels")[0]["id"]
    seen: list[Any] = []
    for name, params, nested in calls:
        if name == "stripe.customers.retrieve":
            params = {"customer": customer, **({"expand": _too_deep()} if nested else {})}
        elif name == "slack.chat.postMessage":
            params = {"channel": channel, "text": "t", **({"blocks": [[{"a": [1]}]]} if nested else {})}
        response = world.call(name, params)
        seen.append((response.status, json.dumps(response.body, sort_keys=True), response.headers))
    entries = [(e.seq, e.operation, e.status, e.outcome, e.error_code, e.changes) for e in world.ledger]
    return [seen, entries, world.state_hash(), world.rng.state()]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_CALLS)
def test_the_plans_range_shortcut_and_the_flat_depth_check_answer_as_the_general_path(
    calls: list[tuple[str, dict[str, Any], bool]],
) -> None:
    fast = World(["stripe", "slack"], seed=3)
    slow = _general(World(["stripe", "slack"], seed=3))
    fast.rate_limits_enabled = slow.rate_limits_enabled = False
    assert _observed(fast, calls) == _observed(slow, calls)


def test_writes_after_the_connection_changed_use_a_cursor_of_the_new_one() -> None:
    """A restore or a stale read swaps what the calls run on: the savepoint follows the connection."""
    world = World(["stripe"], seed=0)
    created = world.call("stripe.customers.create", {"email": "a@example.com"})
    snap = world.snapshot()
    world.call("stripe.customers.create", {"email": "b@example.com"})
    world.restore(snap)
    again = world.call("stripe.customers.create", {"email": "c@example.com"})
    assert created.status == again.status == 200
    emails = {r["email"] for r in world.rows("stripe_customers")}
    assert {"a@example.com", "c@example.com"} <= emails
    assert "b@example.com" not in emails
    assert world.ledger.entries[-1].changes[0].key == (again.body["id"],)
    world.reset()
    assert world.call("stripe.customers.create", {"email": "d@example.com"}).body["id"] == created.body["id"]


@settings(max_examples=100)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(["cus_", "", "evt_"]),
            st.integers(min_value=1, max_value=60),
            st.sampled_from([None, "", HEX, ALNUM, "01"]),
        ),
        max_size=6,
    )
)
def test_context_ids_are_the_rngs_ids(draws: list[tuple[str, int, str | None]]) -> None:
    mine, theirs = Rng(7), Rng(7)
    ctx = Context(None, Clock(), mine, service="stripe")  # type: ignore[arg-type]
    for prefix, length, alphabet in draws:
        assert ctx.new_id(prefix, length, alphabet) == theirs.new_id(prefix, length, alphabet)
    assert mine.state() == theirs.state()
