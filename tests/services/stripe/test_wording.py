"""No Stripe error ever speaks the validation library's language, whatever the request.

Every operation is fuzzed from a valid request in the scene: each parameter at every depth of its
declared structure (``items[0][price_data][recurring][interval]``…) gets values of the wrong kind,
too long, empty or exotic, unknown names are added and required ones removed. Every answer must be
Stripe's error shape with Stripe's wording: no framework text, no 5xx, nothing changed by a refusal.
"""

from __future__ import annotations

import re
import types
from collections.abc import Iterator
from typing import Annotated, Any, Union, get_args, get_origin

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import BaseModel

from tests.services.stripe.scene import base, scene
from tests.services.stripe.spec import violation
from toolproof.services.stripe.service import service

#: Wording of validation libraries, tracebacks and SQL that must never reach a client.
FRAMEWORK = re.compile(
    r"Input should|Field required|Extra inputs|validation error|pydantic|String should|List should|"
    r"Dictionary should|Value error|\[type=|Unable to parse|value is not a valid|ensure this value|"
    r"Traceback|NoneType|KeyError|TypeError|object has no attribute|sqlite|SELECT |Decimal\(|"
    r"Assertion|unhashable|not subscriptable|Object has no attribute|⟨param⟩",
)
ERROR_KEYS = {
    "type",
    "code",
    "decline_code",
    "message",
    "param",
    "doc_url",
    "charge",
    "payment_intent",
    "payment_method",
}
ERROR_TYPES = {"invalid_request_error", "card_error", "idempotency_error", "api_error"}

BAD = ["💸💸", {"x": {"y": "1"}}, ["a", {"b": "c"}], "9" * 30, "", "-1", "inf", "x" * 5001, "true"]
#: Deeper down, the kinds of wrong that reach different validators.
BAD_NESTED = ["💸💸", {"x": "1"}, ["a"], "x" * 5001]

#: Error bodies already checked against the spec (the same refusal need not be validated twice).
_validated: set[tuple[str, int, str, str]] = set()


def _models(annotation: Any) -> Iterator[tuple[type[BaseModel], bool]]:
    """The parameter models inside an annotation, and whether they sit in a list."""
    origin = get_origin(annotation)
    if origin is Annotated:
        yield from _models(get_args(annotation)[0])
    elif origin in (Union, types.UnionType):
        for arg in get_args(annotation):
            yield from _models(arg)
    elif origin is list:
        for model, _ in _models(get_args(annotation)[0]):
            yield model, True
    elif isinstance(annotation, type) and issubclass(annotation, BaseModel):
        yield annotation, False


def leaves(model: type[BaseModel], depth: int = 0) -> Iterator[list[str | int]]:
    """Every path to a parameter of ``model``, nested hashes and lists of hashes included."""
    for name, field in model.model_fields.items():
        yield [name]
        if depth >= 4:
            continue
        for inner, listed in _models(field.annotation):
            for rest in leaves(inner, depth + 1):
                yield [name, *([0] if listed else []), *rest]


def _nest(path: list[str | int], value: Any) -> Any:
    if not path:
        return value
    head, rest = path[0], path[1:]
    inner = _nest(rest, value)
    return [inner] if isinstance(head, int) else {head: inner}


def _check(op: str, params: dict[str, Any]) -> None:
    sc = scene()
    world = sc.reset()
    response = world.call(op, params)
    assert response.status < 500, (op, params, response.body)
    if response.status < 400:
        return
    error = response.body["error"]
    assert error["type"] in ERROR_TYPES, (op, params, error)
    assert set(error) <= ERROR_KEYS, (op, params, error)
    assert isinstance(error["message"], str)
    assert error["message"], (op, params, error)
    assert not FRAMEWORK.search(error["message"]), (op, params, error["message"])
    if "param" in error:
        assert not FRAMEWORK.search(error["param"]), (op, params, error["param"])
    if error["type"] != "card_error":
        entry = world.ledger[-1]  # a refusal writes nothing: the ledger's row effects say so
        assert (entry.committed, entry.changes) == (False, ()), (op, params, error, entry.changes)
    seen = (op, response.status, str(error.get("code")), str(error.get("param")))
    if seen in _validated:
        return
    _validated.add(seen)
    operation = service.operations[op]
    path = operation.path
    for name in operation.path_params:
        path = path.replace("{" + name + "}", str(params.get(name, "x")))
    assert violation(operation.methods[0], path, response.status, response.body) is None


OPERATIONS = sorted(service.operations)


@pytest.mark.parametrize("op", OPERATIONS)
def test_every_nested_parameter_refuses_bad_values_in_stripes_words(op: str) -> None:
    sc = scene()
    valid = base(op, sc.ids)
    path_params = set(service.operations[op].path_params)
    for path in leaves(service.operations[op].params):
        if path[0] in path_params:
            continue
        for bad in BAD if len(path) == 1 else BAD_NESTED:
            params = dict(valid)
            params[str(path[0])] = _nest(path[1:], bad)
            _check(op, params)


@pytest.mark.parametrize("op", OPERATIONS)
def test_unknown_and_missing_parameters_get_stripes_codes(op: str) -> None:
    sc = scene()
    valid = base(op, sc.ids)
    world = sc.reset()
    response = world.call(op, {**valid, "colour": "red"})
    assert response.status == 400
    assert response.body["error"]["code"] == "parameter_unknown"
    assert response.body["error"]["message"] == "Received unknown parameter: colour"
    path_params = set(service.operations[op].path_params)
    for name in valid:
        if name in path_params:
            continue
        _check(op, {k: v for k, v in valid.items() if k != name})


keys = st.sampled_from(["metadata", "items", "card", "shipping", "expand", "recurring", "x", "0", "[", "a b"])
values: st.SearchStrategy[Any] = st.recursive(
    st.one_of(
        st.text(max_size=6), st.integers(-(10**12), 10**12).map(str), st.sampled_from(["", "null", "true"])
    ),
    lambda inner: st.one_of(st.lists(inner, max_size=3), st.dictionaries(keys, inner, max_size=3)),
    max_leaves=8,
)


@settings(max_examples=300, deadline=None)
@given(op=st.sampled_from(OPERATIONS), extra=st.dictionaries(keys, values, max_size=3), drop=st.booleans())
def test_random_shapes_never_leak_framework_text(op: str, extra: dict[str, Any], drop: bool) -> None:
    sc = scene()
    valid = base(op, sc.ids)
    path_params = set(service.operations[op].path_params)
    params = dict(valid)
    for key, value in extra.items():
        if key not in path_params:
            params[key] = value
    if drop:
        for name in list(valid):
            if name not in path_params:
                params.pop(name)
                break
    _check(op, params)
