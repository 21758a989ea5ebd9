"""Bad input gets Stripe's error shape, never a 5xx, and changes nothing (fuzzed with hypothesis)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.services.stripe.spec import violation
from tests.support.server import serve
from toolproof.transports.http import RunningServer
from toolproof.world import World

ERROR_TYPES = {"invalid_request_error", "card_error", "idempotency_error", "api_error"}

_world = World(["stripe"], seed=3)
_cus = next(r for r in _world.rows("stripe_customers") if not r["deleted"] and r["default_payment_method"])
_charge = next(
    r
    for r in _world.rows("stripe_charges")
    if r["status"] == "succeeded" and r["captured"] and r["amount_refunded"] == 0
)
_price = next(r for r in _world.rows("stripe_prices") if r["active"] and r["type"] == "recurring")

#: A valid request per operation; the fuzzer breaks one thing in it.
VALID: dict[str, dict[str, Any]] = {
    "stripe.customers.create": {"email": "a@example.com", "name": "A", "metadata": {"k": "v"}},
    "stripe.customers.update": {"customer": _cus["id"], "name": "B", "metadata": {"k": "v"}},
    "stripe.payment_intents.create": {
        "amount": "1000",
        "currency": "usd",
        "payment_method": "pm_card_visa",
        "confirm": "true",
    },
    "stripe.refunds.create": {"charge": _charge["id"], "amount": "100", "reason": "duplicate"},
    "stripe.prices.create": {
        "currency": "usd",
        "unit_amount": "500",
        "product": _price["product"],
        "recurring": {"interval": "month"},
    },
    "stripe.subscriptions.create": {
        "customer": _cus["id"],
        "items": [{"price": _price["id"], "quantity": "1"}],
    },
    "stripe.invoiceitems.create": {"customer": _cus["id"], "amount": "100", "currency": "usd"},
    "stripe.products.create": {"name": "Thing", "metadata": {"a": "b"}},
    "stripe.payment_methods.create": {
        "type": "card",
        "card": {"number": "4242424242424242", "exp_month": "1", "exp_year": "2031"},
    },
}
REQUIRED = {
    "stripe.payment_intents.create": ["amount", "currency"],
    "stripe.prices.create": ["currency"],
    "stripe.subscriptions.create": ["customer", "items"],
    "stripe.invoiceitems.create": ["customer"],
    "stripe.products.create": ["name"],
    "stripe.payment_methods.create": ["type"],
    "stripe.customers.update": [],
    "stripe.customers.create": [],
    "stripe.refunds.create": [],
}
BAD_VALUES = st.one_of(
    st.sampled_from(["abc", "-5", "1e9", "99999999999999", "", "null", "true", "0", "-1", "1.5", "💸"]),
    st.dictionaries(st.sampled_from(["x", "0", "gte"]), st.sampled_from(["1", "y"]), min_size=1, max_size=2),
    st.lists(st.sampled_from(["1", "a"]), min_size=1, max_size=2),
)


@st.composite
def broken(draw: st.DrawFn) -> tuple[str, dict[str, Any]]:
    op = draw(st.sampled_from(sorted(VALID)))
    params = {k: v for k, v in VALID[op].items()}
    how = draw(st.sampled_from(["unknown", "bad_value", "missing", "bad_nested"]))
    if how == "unknown":
        params[draw(st.sampled_from(["colour", "amount_cents", "foo", "metadata_x", "Customer"]))] = "1"
    elif how == "missing" and REQUIRED[op]:
        del params[draw(st.sampled_from(REQUIRED[op]))]
    elif how == "bad_nested":
        params[draw(st.sampled_from(["metadata", "card", "recurring", "items", "address"]))] = draw(
            BAD_VALUES
        )
    else:
        key = draw(st.sampled_from(sorted(k for k in params if k not in ("customer", "charge"))))
        params[key] = draw(BAD_VALUES)
    return op, params


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(broken())
def test_bad_input_is_refused_in_stripes_shape_and_changes_nothing(case: tuple[str, dict[str, Any]]) -> None:
    op, params = case
    _world.reset()
    before = _world.state_hash()
    response = _world.call(op, params)
    assert response.status < 500, (op, params, response.body)
    assert "Request-Id" in response.headers
    if response.status < 400:
        return  # the mutation happened to be valid input
    error = response.body["error"]
    assert error["type"] in ERROR_TYPES
    assert isinstance(error["message"], str)
    assert error["message"]
    assert set(error) <= {
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
    if error["type"] == "card_error":
        return  # a decline commits a failed charge, as Stripe does
    assert _world.state_hash() == before, (op, params, error)
    assert _world.store.journal_head() == 0
    operation = _world.operation(op)
    assert (
        violation(
            operation.methods[0],
            operation.path.replace("{customer}", "cus_x"),
            response.status,
            response.body,
        )
        is None
    )


@pytest.fixture(scope="module")
def server() -> Iterator[RunningServer]:
    with serve(["stripe"], fixture="small") as srv:
        yield srv


raw_keys = st.text(alphabet="ab[]0 =&%", min_size=1, max_size=12)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(body=st.lists(st.tuples(raw_keys, st.text(alphabet="xy1[]", max_size=4)), min_size=1, max_size=4))
def test_raw_bodies_never_crash(server: RunningServer, body: list[tuple[str, str]]) -> None:
    world = server.world
    before = world.state_hash()
    key = server.hub.credentials(world)["stripe"]["token"]
    content = "&".join(f"{k}={v}" for k, v in body)
    r = httpx.post(
        server.base_url + "/stripe/v1/products",
        content=content,
        headers={"Authorization": f"Bearer {key}", "Content-Type": "application/x-www-form-urlencoded"},
    )
    assert r.status_code < 500
    assert r.headers["request-id"].startswith("req_")
    if r.status_code >= 400:
        assert r.json()["error"]["type"] == "invalid_request_error"
        assert world.state_hash() == before
    else:
        world.reset()


query_atoms = st.sampled_from(
    [
        "email",
        "name",
        "created",
        "metadata['k']",
        "metadata[",
        "phone",
        "status",
        "-",
        ":",
        "~",
        ">",
        ">=",
        "<",
        "'x'",
        "'abc'",
        '"q"',
        "'",
        "12",
        "-3",
        "null",
        " AND ",
        " OR ",
        " ",
        "(",
        ")",
        "\\",
    ]
)


@settings(max_examples=200, deadline=None)
@given(
    query=st.lists(query_atoms, min_size=1, max_size=8).map("".join),
    limit=st.sampled_from(["1", "5", "100", "0", "x"]),
)
def test_search_queries_never_crash(query: str, limit: str) -> None:
    for op in ("stripe.customers.search", "stripe.charges.search", "stripe.subscriptions.search"):
        response = _world.call(op, {"query": query, "limit": limit})
        assert response.status in (200, 400), (op, query, response.body)
        if response.status == 400:
            assert response.body["error"]["type"] == "invalid_request_error"
            assert response.body["error"]["param"] in ("query", "limit")
        else:
            assert response.body["object"] == "search_result"


@settings(max_examples=150, deadline=None)
@given(
    params=st.fixed_dictionaries(
        {},
        optional={
            "limit": st.sampled_from(["1", "100", "101", "-1", "abc", ""]),
            "starting_after": st.sampled_from(["cus_nope", "", "ch_x"]),
            "ending_before": st.sampled_from(["cus_nope", "x"]),
            "created": st.one_of(
                st.sampled_from(["5", "x"]), st.fixed_dictionaries({"gte": st.sampled_from(["1", "q"])})
            ),
            "expand": st.lists(
                st.sampled_from(["data.customer", "customer", "data", "data.x.y.z.w.v"]), max_size=2
            ),
        },
    ),
    op=st.sampled_from(
        ["stripe.customers.list", "stripe.charges.list", "stripe.refunds.list", "stripe.invoices.list"]
    ),
)
def test_list_params_never_crash(params: dict[str, Any], op: str) -> None:
    response = _world.call(op, params)
    assert response.status in (200, 400), (op, params, response.body)
    if response.status == 400:
        assert response.body["error"]["type"] == "invalid_request_error"
