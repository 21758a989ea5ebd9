"""No Slack answer ever speaks the validation library's language, whatever the request.

Every method is fuzzed from a valid call on the ``small`` fixture: each argument at every depth of its
declared structure gets values of the wrong kind, too long, empty or exotic; unknown names are added
and required ones removed (hypothesis draws random shapes too). Every answer must be Slack's: HTTP 200
(never a 5xx), ``ok: false`` with one of the method's documented codes, ``response_metadata.messages``
in Slack's ``[ERROR] …`` form and free of framework text, and nothing changed by a refusal.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.services.slack.spec import error_codes
from tests.services.slack.test_parameters import ADA, BASE
from tests.services.stripe.test_wording import FRAMEWORK, _nest, leaves
from toolproof.services.slack import service
from toolproof.world import World

BAD: list[Any] = [
    "💬💬",
    {"x": {"y": "1"}},
    ["a", {"b": "c"}],
    "9" * 30,
    "",
    "-1",
    "inf",
    "x" * 40_001,
    "true",
    None,
]
BAD_NESTED: list[Any] = ["💬", {"x": "1"}, ["a"], "x" * 5001]
METHODS = sorted(op.path.lstrip("/") for op in service.operations.values())
#: Each method's operation (by path: the upload URL's operation is named apart from its path).
NAMES = {op.path.lstrip("/"): op.name for op in service.operations.values()}
#: The upload URL is Slack's upload host, not a Web API method: it refuses with 4xx statuses.
UPLOAD = "upload/v1/{upload_id}"
_WORLD = World(["slack"], fixture="small")
_WORLD.rate_limits_enabled = False


def _texts(value: Any) -> list[str]:
    """Every string in an answer (keys included), where framework text could hide."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [t for k, v in value.items() for t in (str(k), *_texts(v))]
    if isinstance(value, list):
        return [t for v in value for t in _texts(v)]
    return []


def _valid(method: str) -> dict[str, Any]:
    _WORLD.reset()
    base = BASE[method]
    return dict(base(_WORLD) if callable(base) else base)


def _check(method: str, params: dict[str, Any]) -> None:
    response = _WORLD.call(NAMES[method], params, principal=ADA)
    body = response.body
    allowed = (200, 400, 404, 413) if method == UPLOAD else (200,)
    assert response.status in allowed, (method, params, response.status, body)
    assert isinstance(body, dict)
    if body.get("ok") is True:
        return
    assert body["error"] in error_codes(method), (method, params, body)
    for text in _texts(body):
        assert not FRAMEWORK.search(text), (method, params, text)
    for message in (body.get("response_metadata") or {}).get("messages", []):
        assert message.startswith("[ERROR] "), (method, message)
    entry = _WORLD.ledger[-1]
    assert (entry.committed, entry.changes) == (False, ()), (method, params, body)


@pytest.mark.parametrize("method", METHODS)
def test_every_argument_refuses_bad_values_in_slacks_words(method: str) -> None:
    op = next(o for o in service.operations.values() if o.path == "/" + method)
    for path in leaves(op.params):
        for bad in BAD if len(path) == 1 else BAD_NESTED:
            params = _valid(method)
            params[str(path[0])] = _nest(path[1:], bad)
            _check(method, params)


@pytest.mark.parametrize("method", METHODS)
def test_missing_arguments_get_slacks_codes(method: str) -> None:
    for name in list(_valid(method)):
        params = _valid(method)
        params.pop(name)
        _check(method, params)


keys = st.sampled_from(
    ["channel", "text", "blocks", "ts", "user", "users", "cursor", "limit", "x", "a b", "["]
)
values: st.SearchStrategy[Any] = st.recursive(
    st.one_of(
        st.text(max_size=6), st.integers(-(10**12), 10**12).map(str), st.sampled_from(["", "null", "true"])
    ),
    lambda inner: st.one_of(st.lists(inner, max_size=3), st.dictionaries(keys, inner, max_size=3)),
    max_leaves=8,
)


@settings(max_examples=150, deadline=None)
@given(method=st.sampled_from(METHODS), extra=st.dictionaries(keys, values, max_size=3))
def test_random_shapes_never_leak_framework_text(method: str, extra: dict[str, Any]) -> None:
    _check(method, {**_valid(method), **extra})
