"""The read path's written-out frames (perf34) give exactly what the functions they replace give.

Stripe's rate-limit windows are asked once per operation (``limits.by_operation``), the limiter's
one-window path runs inside ``World._execute``, Stripe's success ``Response`` is made inline,
``customers.retrieve`` reads its row itself, a retrieve without ``expand`` skips ``expand``, and
``jload`` rebuilds a flat JSON text's container from its remembered items: each is held here to the
definition it replaces.
"""

from __future__ import annotations

import json
from functools import partial
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.support.exact import exact
from toolproof.service.limits import Limit, by_operation, operation_limits
from toolproof.service.wire import later_response
from toolproof.services.stripe import common
from toolproof.services.stripe.common import expand, jload
from toolproof.services.stripe.dialect import _success_headers
from toolproof.services.stripe.errors import StripeError, no_such
from toolproof.services.stripe.operations import customers
from toolproof.services.stripe.ratelimits import rate_limits
from toolproof.world import World
from toolproof.world.limiter import SlidingWindowLimiter

_STRIPE = World(["stripe"], seed=0)
_params = st.dictionaries(
    st.sampled_from(["customer", "charge", "amount", "expand", "limit", "x"]),
    st.one_of(st.none(), st.integers(), st.text(max_size=5), st.lists(st.text(max_size=3), max_size=2)),
    max_size=4,
)


@settings(max_examples=200)
@given(st.sampled_from(sorted(_STRIPE.operations)), _params, st.one_of(st.none(), st.text(max_size=8)))
def test_stripes_windows_are_the_operations_whatever_the_call(
    name: str, params: dict[str, Any], principal: str | None
) -> None:
    """What the plan keeps (asked once with no parameters) is what the rule names for any call."""
    op = _STRIPE.operations[name]
    assert operation_limits(rate_limits, op) == rate_limits(op, params, principal)
    assert _STRIPE._plan(name).limits == rate_limits(op, params, principal)


def test_only_a_declared_rule_is_asked_once() -> None:
    world = World(["stripe", "slack", "gcal"], seed=0)
    for name in ("slack.chat.postMessage", "gcal.events.list"):
        plan = world._plan(name)
        assert plan.rules is world.services[name.split(".")[0]].rate_limits
        assert plan.limits is None  # not declared: asked per call
    asked: list[str] = []

    @by_operation
    def rule(operation: Any, params: Any, principal: Any) -> tuple[Limit, ...]:
        asked.append(operation.name)
        return (Limit("k", 1, 1.0),)

    op = world.operations["stripe.customers.retrieve"]
    assert operation_limits(rule, op) == (Limit("k", 1, 1.0),)
    assert asked == [op.name]


def test_a_rule_replaced_after_the_plan_is_the_one_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    """The plan's windows serve only while the service still has the rule they were asked of."""
    world = World(["stripe"], seed=0)
    customer = world.rows("stripe_customers")[0]["id"]
    assert world.call("stripe.customers.retrieve", {"customer": customer}).status == 200
    svc = world.services["stripe"]
    monkeypatch.setattr(svc, "rate_limits", lambda op, params, principal: (Limit("stripe:none", 0, 1.0),))
    refused = world.call("stripe.customers.retrieve", {"customer": customer})
    assert refused.status == 429
    monkeypatch.undo()
    assert world.call("stripe.customers.retrieve", {"customer": customer}).status == 200


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.booleans(), st.sampled_from([0.0, 0.01, 0.04, 0.3, 1.0, 2.5])), max_size=70))
def test_the_inline_window_counts_and_refuses_as_check_does(steps: list[tuple[bool, float]]) -> None:
    """Reads and writes at varied spacings (bursts over Stripe's 25 a second, pauses that free the
    window): each call is refused exactly when ``SlidingWindowLimiter.check`` on the same windows
    refuses it, and the windows hold the same times after every call."""
    world = World(["stripe"], seed=0)
    customer = world.rows("stripe_customers")[0]["id"]
    reference = SlidingWindowLimiter()
    for writes, spacing in steps:
        world.clock.tick = spacing
        name = "stripe.customers.update" if writes else "stripe.customers.retrieve"
        params: dict[str, Any] = {"customer": customer}
        if writes:
            params["description"] = "x"
        hit = reference.check(rate_limits(world.operations[name], params, None), world.clock.now + spacing)
        response = world.call(name, params)
        assert (response.status == 429) == (hit is not None)
        if hit is not None:
            assert response.headers["Retry-After"] == f"{hit[1]:g}"
        assert world.limiter.windows == reference.windows


def test_a_success_is_later_responses() -> None:
    """Stripe's ``render_result`` makes the success as ``later_response`` does, slot by slot, with
    the same request-id draw and echoed key (a write's key only)."""
    world = World(["stripe"], seed=0)
    for name, key in (
        ("stripe.customers.retrieve", None),
        ("stripe.customers.retrieve", "k-1"),
        ("stripe.customers.create", "k-2"),
        ("stripe.customers.create", None),
    ):
        op = world.operations[name]
        ctx = world._context(op, None, key)
        body = {"id": "x", "nested": {"a": [1]}}
        draw = world.rng.counters.get("requests", 0)
        fast = world.services["stripe"].dialect.render_result(ctx, body)
        assert world.rng.counters["requests"] == draw + 1
        echoed = key if op.writes else None
        slow = later_response(200, body, partial(_success_headers, world.rng, draw, echoed))
        for slot in type(slow).__slots__:
            if slot == "_later":
                continue  # two partials of the same function and arguments
            assert getattr(fast, slot) == getattr(slow, slot), slot
        assert fast.body is body
        assert fast.headers == slow.headers
        assert ("Idempotency-Key" in fast.headers) == (echoed is not None)


def _retrieve_by_definition(ctx: Any, p: Any) -> Any:
    """``retrieve_customer`` before perf34: through ``load``, ``expand`` always called."""
    obj = customers.load(ctx, p.customer)
    if obj is None:
        raise no_such("customer", p.customer)
    return expand(ctx, obj, p.expand) if not obj.get("deleted") else obj


def test_a_retrieve_is_loads_for_every_customer_deleted_or_not() -> None:
    world = World(["stripe"], seed=5)
    rows = world.rows("stripe_customers")
    for row in rows[:4]:
        assert world.call("stripe.customers.delete", {"customer": row["id"]}).status == 200
    op = world.operations["stripe.customers.retrieve"]
    ctx = world._context(op, None)
    for row in rows[:12]:
        for paths in ([], ["default_source"], ["discount"]):
            p = customers.RetrieveCustomer.model_validate({"customer": row["id"], "expand": paths})
            got = customers.retrieve_customer(ctx, p)
            assert json.dumps(got) == json.dumps(_retrieve_by_definition(ctx, p))
    p = customers.RetrieveCustomer.model_validate({"customer": "cus_missing"})
    for fn in (customers.retrieve_customer, _retrieve_by_definition):
        with pytest.raises(StripeError, match="No such customer"):
            fn(ctx, p)


_json = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=4)),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=3), inner, max_size=4),
    max_leaves=10,
)


@settings(max_examples=400)
@given(_json, st.sampled_from([(",", ":"), (", ", ": ")]), st.booleans())
def test_a_remembered_text_decodes_as_the_decoder_does(value: Any, separators: Any, ascii_only: bool) -> None:
    """Every text decodes to ``json.loads``'s value type for type, the first time and from the memo,
    each time in a new container, and changing one answer changes no later one."""
    text = json.dumps(value, separators=separators, ensure_ascii=ascii_only)
    common.FLAT_JSON.pop(text, None)
    expected = json.loads(text)
    first, second, third = jload(text), jload(text), jload(text)
    for got in (first, second, third):
        assert exact(got, expected)
    items = expected.values() if isinstance(expected, dict) else expected
    flat = isinstance(expected, list | dict) and all(not isinstance(v, list | dict) for v in items)
    remembered = flat and text not in ("{}", "[]") and len(text) <= common._FLAT_LONGEST
    assert (text in common.FLAT_JSON) == remembered
    if isinstance(first, list | dict):
        assert first is not second
        assert second is not third
        if isinstance(first, list):
            first.append("changed")
        else:
            first["changed"] = 1
        assert exact(jload(text), expected)


def test_the_flat_memo_is_keyed_by_the_whole_text_and_bounded() -> None:
    """Texts that differ anywhere decode apart; bytes, long texts and garbage keep their old answers."""
    texts = ['["en"]', '["en" ]', '["fr"]', "[1]", "[1.0]", "[true]", '{"a":1}', '{"a":1,"a":2}', '{"b":1}']
    for text in texts:
        assert exact(jload(text), json.loads(text))
        assert exact(jload(text), json.loads(text))
    with pytest.raises(TypeError):  # as before: the scanner reads text only
        jload(b'["en"]')  # type: ignore[arg-type]
    long = json.dumps(["x" * (common._FLAT_LONGEST + 1)])
    assert jload(long) == json.loads(long)
    assert long not in common.FLAT_JSON
    with pytest.raises(ValueError, match="Extra data"):
        jload('["en"] x')
    with pytest.raises(ValueError, match="Expecting value"):
        jload("nope")
    before = dict(common.FLAT_JSON)
    try:
        common.FLAT_JSON.clear()
        for n in range(common._FLAT_MAX + 5):
            jload(f"[{n}]")
        assert len(common.FLAT_JSON) <= common._FLAT_MAX
        assert jload("[7]") == [7]
    finally:
        common.FLAT_JSON.clear()
        common.FLAT_JSON.update(before)


@settings(max_examples=300)
@given(
    st.one_of(st.none(), st.sampled_from(["{}", "[]", '["en"]', '{"a": [1]}']), _json.map(json.dumps)),
    st.booleans(),
)
def test_a_renderer_given_the_flat_memo_renders_as_without_it(text: str | None, positional: bool) -> None:
    """``compile_shape(..., flat=…)``: every JSON column kind (``NULL`` as ``None``, ``{}``, ``[]``)
    gives ``loads``'s value type for type, from the memo or not, in a new container each time."""
    from toolproof.service.shapes import Column, Json, compile_shape

    fields: list[tuple[str, Any]] = [
        ("id", Column("id")),
        ("a", Json("j")),
        ("b", Json("j", "{}")),
        ("c", Json("j", "[]")),
    ]
    columns = ("id", "j") if positional else None
    plain = compile_shape(fields, jload, columns=columns)
    fast = compile_shape(fields, jload, columns=columns, flat=common.FLAT_JSON)
    row: Any = ("x", text) if positional else {"id": "x", "j": text}
    expected = plain(None, row)
    for _ in range(3):  # the first render may fill the memo; the next ones read it
        got = fast(None, row)
        assert list(got) == list(expected)
        for key in expected:
            assert exact(got[key], expected[key]), key
            if isinstance(got[key], list | dict):
                assert got[key] is not fast(None, row)[key]
