"""No Calendar answer ever speaks the validation library's language, whatever the request.

Every method is fuzzed from a valid call on the default fixture: each parameter at every depth of its
declared structure (``body.attendees[0].email``…) gets values of the wrong kind, too long, empty or
exotic; unknown names are added and required ones removed (hypothesis draws random shapes too). Every
refusal must be Google's envelope (``error.errors[0]`` with ``domain``, ``reason``, ``message``) in
Google's words: no framework text, no 5xx, and nothing changed.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.services.gcal.test_parameters import BASE
from tests.services.stripe.test_wording import FRAMEWORK, _nest, leaves
from toolproof.services.gcal import service
from toolproof.world import World

BAD: list[Any] = [
    "📅📅",
    {"x": {"y": "1"}},
    ["a", {"b": "c"}],
    "9" * 30,
    "",
    "-1",
    "inf",
    "x" * 70_000,
    True,
    None,
]
BAD_NESTED: list[Any] = ["📅", {"x": "1"}, ["a"], "x" * 9000, -5]
METHODS = sorted(name.removeprefix("gcal.") for name in service.operations)
_WORLD = World(["gcal"])
_WORLD.rate_limits_enabled = False


def _valid(method: str) -> dict[str, Any]:
    _WORLD.reset()
    base = BASE[method]
    return dict(base(_WORLD) if callable(base) else base)


def _check(method: str, params: dict[str, Any]) -> None:
    response = _WORLD.call(f"gcal.{method}", params)
    assert response.status < 500, (method, params, response.body)
    if response.status < 400:
        return
    error = response.body["error"]
    assert set(error) == {"errors", "code", "message"}, error
    assert error["code"] == response.status
    detail = error["errors"][0]
    assert {"domain", "reason", "message"} <= set(detail), error
    for text in (error["message"], detail["message"], detail["reason"], str(detail.get("location", ""))):
        assert not FRAMEWORK.search(text), (method, params, text)
    entry = _WORLD.ledger[-1]
    assert (entry.committed, entry.changes) == (False, ()), (method, params, error)


@pytest.mark.parametrize("method", METHODS)
def test_every_parameter_refuses_bad_values_in_googles_words(method: str) -> None:
    op = service.operations[f"gcal.{method}"]
    for path in leaves(op.params):
        for bad in BAD if len(path) == 1 else BAD_NESTED:
            params = _valid(method)
            params[str(path[0])] = _nest(path[1:], bad)
            _check(method, params)


@pytest.mark.parametrize("method", METHODS)
def test_missing_parameters_get_googles_words(method: str) -> None:
    for name in list(_valid(method)):
        params = _valid(method)
        params.pop(name)
        _check(method, params)


keys = st.sampled_from(["calendarId", "eventId", "body", "maxResults", "timeMin", "q", "x", "a b"])
values: st.SearchStrategy[Any] = st.recursive(
    st.one_of(
        st.text(max_size=6), st.integers(-(10**12), 10**12), st.sampled_from(["", "null", "true", None])
    ),
    lambda inner: st.one_of(st.lists(inner, max_size=3), st.dictionaries(keys, inner, max_size=3)),
    max_leaves=8,
)


@settings(max_examples=150, deadline=None)
@given(method=st.sampled_from(METHODS), extra=st.dictionaries(keys, values, max_size=3))
def test_random_shapes_never_leak_framework_text(method: str, extra: dict[str, Any]) -> None:
    _check(method, {**_valid(method), **extra})
