"""The compiled per-operation validator answers exactly as the parameter model's own validator.

For random parameters (known and unknown keys, missing required fields, strings at and past their
limits, empty strings, enum values and near misses, ``None``, booleans, integers, floats, lists and
nested dictionaries) the compiled function either returns the instance pydantic makes (same type,
same ``__dict__`` in the same order, same ``model_fields_set``, extra and private) or raises the same
``ValidationError``; and a world whose plans use it answers every call (status, body, ledger) as a
world whose plans use the model's validator.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import BaseModel, ValidationError

from toolproof.service import registry
from toolproof.service.compiled import FEWEST_FIELDS, compile_params
from toolproof.world import World

_SERVICES = ("stripe", "slack", "gcal")


def _models() -> list[type[BaseModel]]:
    seen: dict[type[BaseModel], None] = {}
    for name in _SERVICES:
        for op in registry.get(name).operations.values():
            seen[op.params] = None
    return list(seen)


MODELS = _models()
COMPILED = [m for m in MODELS if compile_params(m) is not None]

_STRINGS = st.one_of(
    st.sampled_from(["", "x", "a@example.com", "12", "true", "none", "exempt", "all", "externalOnly"]),
    st.text(max_size=6),
    st.integers(min_value=15, max_value=30).map(lambda n: "y" * n),
    st.sampled_from([255, 256, 257, 511, 512, 513, 4999, 5000, 5001]).map(lambda n: "z" * n),
)
_VALUES = st.one_of(
    _STRINGS,
    st.none(),
    st.booleans(),
    st.integers(min_value=-3, max_value=3),
    # Around the bounds Stripe's integers declare (``passes_ints``): ``limit`` 1..100, quantities
    # 0..1,000,000, amounts 0 or 1..999,999,990; and the 64-bit edge.
    st.sampled_from([99, 100, 101, 1_000_000, 1_000_001, 999_999_990, 999_999_991, (1 << 63) - 1]),
    st.sampled_from([1 << 63, 1.5, 800.0, "800", b"bytes"]),
    st.lists(st.sampled_from(["en", 1]), max_size=2),
    st.dictionaries(st.sampled_from(["k", "city"]), st.sampled_from(["v", 1]), max_size=2),
)


def _params(model: type[BaseModel]) -> st.SearchStrategy[dict[str, Any]]:
    names = [*sorted(model.model_fields), "unknown", "Email"]
    return st.dictionaries(st.sampled_from(names), _VALUES, max_size=4)


def _outcome(validate: Any, raw: dict[str, Any]) -> Any:
    try:
        made = validate(dict(raw))
    except ValidationError as exc:
        return ("error", exc.errors(include_url=False))
    return (
        type(made),
        list(made.__dict__.items()),
        made.__pydantic_fields_set__,
        made.__pydantic_extra__,
        made.__pydantic_private__,
    )


def test_the_models_of_the_benchmarked_calls_compile() -> None:
    """Stripe's create and Slack's post take the compiled path; small models keep pydantic's."""
    ops = {op.name: op for name in _SERVICES for op in registry.get(name).operations.values()}
    assert compile_params(ops["stripe.customers.create"].params) is not None
    assert compile_params(ops["slack.chat.postMessage"].params) is not None
    assert len(ops["stripe.customers.retrieve"].params.model_fields) < FEWEST_FIELDS
    assert compile_params(ops["stripe.customers.retrieve"].params) is None
    # Calendar's insert has a model validator: left to pydantic.
    assert compile_params(ops["gcal.events.insert"].params) is None
    assert len(COMPILED) >= 20


@pytest.mark.parametrize("model", COMPILED, ids=lambda m: m.__qualname__)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_compiled_validation_matches_pydantic(model: type[BaseModel], data: st.DataObject) -> None:
    compiled = compile_params(model)
    assert compiled is not None
    raw = data.draw(_params(model))
    assert _outcome(compiled, raw) == _outcome(model.__pydantic_validator__.validate_python, raw)


def test_a_plain_call_is_answered_without_pydantic() -> None:
    """The instance is made by the compiled path (the fallback would be pydantic's own)."""
    ops = {op.name: op for op in registry.get("stripe").operations.values()}
    model = ops["stripe.customers.create"].params
    calls: list[Any] = []

    class Counting:
        def validate_python(self, raw: Any) -> Any:
            calls.append(raw)
            return model.__pydantic_validator__.validate_python(raw)

    original = model.__pydantic_validator__
    model.__pydantic_validator__ = Counting()  # type: ignore[assignment]
    try:
        compiled = compile_params(model)
    finally:
        model.__pydantic_validator__ = original
    assert compiled is not None
    made = compiled({"email": "a@example.com", "name": "A"})
    assert calls == []
    assert made.model_fields_set == {"email", "name"}
    assert made.expand == []
    assert made.email == "a@example.com"
    with pytest.raises(ValidationError):
        compiled({"email": 5.5j})
    assert calls == [{"email": 5.5j}]


def _slow(world: World) -> World:
    """``world`` with every plan validating through the model's own validator."""
    for name in list(world.operations):
        plan = world._plans.get(name) or world._plan(name)
        world._plans[name] = dataclasses.replace(
            plan, validate=plan.op.params.__pydantic_validator__.validate_python
        )
    return world


_CALLS = st.lists(
    st.tuples(
        st.sampled_from(["stripe.customers.create", "slack.chat.postMessage", "stripe.customers.retrieve"]),
        st.dictionaries(
            st.sampled_from(["email", "name", "phone", "tax_exempt", "text", "channel", "mrkdwn", "bogus"]),
            _VALUES,
            max_size=3,
        ),
    ),
    min_size=1,
    max_size=5,
)


def _observed(world: World, calls: list[tuple[str, dict[str, Any]]]) -> list[Any]:
    channel = world.rows("slack_channels")[0]["id"]
    customer = world.rows("stripe_customers")[0]["id"]
    seen = []
    for name, params in calls:
        if name == "slack.chat.postMessage":
            params = {"channel": channel, **params}
        elif name == "stripe.customers.retrieve":
            params = {"customer": customer, **params}
        response = world.call(name, params)
        seen.append((response.status, json.dumps(response.body, sort_keys=True, default=repr)))
    entries = [(e.seq, e.operation, e.status, e.outcome, e.error_code, e.changes) for e in world.ledger]
    return [seen, entries, world.state_hash(), world.rng.state()]


@pytest.fixture(scope="module")
def worlds() -> tuple[World, World]:
    return World(list(_SERVICES), seed=3), _slow(World(list(_SERVICES), seed=3))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_CALLS)
def test_a_world_answers_as_with_pydantic_validation(
    worlds: tuple[World, World], calls: list[tuple[str, dict[str, Any]]]
) -> None:
    fast, slow = worlds
    fast.reset()
    slow.reset()
    fast.rate_limits_enabled = slow.rate_limits_enabled = False
    assert _observed(fast, calls) == _observed(slow, calls)
