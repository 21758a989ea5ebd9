"""In-process behaviour: exact state changes, ledger entries, idempotency, determinism, the fixture."""

from __future__ import annotations

from typing import Any

import pytest

from toolproof.service.wire import HttpRequest
from toolproof.services.stripe.dialect import StripeDialect, mask_key
from toolproof.services.stripe.errors import StripeError
from toolproof.services.stripe.search import FieldKind, compile_sql, decode_page, encode_page
from toolproof.world import World
from toolproof.world.fixtures import clear_cache


@pytest.fixture
def small() -> World:
    return World(["stripe"], seed=1, fixture="small")


def test_refund_changes_exactly_the_charge_and_one_refund(small: World) -> None:
    pi = small.call(
        "stripe.payment_intents.create",
        {
            "amount": "2500",
            "currency": "usd",
            "customer": "cus_alice",
            "payment_method": "pm_alice_visa",
            "confirm": "true",
        },
    ).body
    snap = small.snapshot()
    r = small.call("stripe.refunds.create", {"charge": pi["latest_charge"], "amount": "1000"})
    assert r.status == 200
    diff = small.diff(snap)
    assert {n for n, t in diff.tables.items() if t} == {"stripe_charges", "stripe_refunds"}
    (change,) = diff.table("stripe_charges").changed
    assert change.fields == {"amount_refunded": (0, 1000)}
    assert len(diff.table("stripe_refunds").added) == 1
    entry = small.ledger[-1]
    assert entry.operation == "stripe.refunds.create"
    assert entry.committed
    assert entry.outcome == "ok"
    effects = sorted((c.table, c.op) for c in entry.changes)
    assert effects == [("stripe_charges", "update"), ("stripe_refunds", "insert")]
    charge = next(c for c in small.rows("stripe_charges") if c["id"] == pi["latest_charge"])
    assert (charge["amount_refunded"], charge["refunded"]) == (1000, False)


def test_failed_validation_and_business_errors_change_nothing(small: World) -> None:
    before = small.state_hash()
    cases: list[tuple[str, dict[str, Any]]] = [
        ("stripe.refunds.create", {"charge": "ch_missing"}),
        ("stripe.customers.create", {"unknown": "1"}),
        ("stripe.payment_intents.create", {"amount": "-1", "currency": "usd"}),
        ("stripe.subscriptions.create", {"customer": "cus_bob", "items": [{"price": "price_pro_monthly"}]}),
    ]
    for op, params in cases:
        response = small.call(op, params)
        assert response.status == 400, (op, response.body)
        assert small.ledger[-1].committed is False
    assert small.state_hash() == before


def test_decline_commits_failed_charge_and_intent_state(small: World) -> None:
    r = small.call(
        "stripe.payment_intents.create",
        {"amount": "900", "currency": "usd", "payment_method": "pm_card_chargeDeclined", "confirm": "true"},
    )
    assert r.status == 402
    err = r.body["error"]
    assert (err["code"], err["decline_code"], err["type"]) == (
        "card_declined",
        "generic_decline",
        "card_error",
    )
    entry = small.ledger[-1]
    assert entry.committed
    tables = {c.table for c in entry.changes}
    assert tables == {"stripe_charges", "stripe_payment_intents", "stripe_payment_methods"}


def test_idempotency_replays_and_expires_after_24h(small: World) -> None:
    params = {"email": "x@example.com"}
    a = small.call("stripe.customers.create", params, idempotency_key="k1")
    b = small.call("stripe.customers.create", params, idempotency_key="k1")
    assert a.body["id"] == b.body["id"]
    assert b.headers["Idempotent-Replayed"] == "true"
    assert [e.outcome for e in small.ledger][-2:] == ["ok", "replay"]
    assert small.ledger[-1].committed is False
    mismatch = small.call("stripe.customers.create", {"email": "y@example.com"}, idempotency_key="k1")
    assert mismatch.status == 400
    assert mismatch.body["error"]["type"] == "idempotency_error"
    other_endpoint = small.call("stripe.products.create", {"name": "P"}, idempotency_key="k1")
    assert other_endpoint.body["error"]["type"] == "idempotency_error"
    small.clock.advance(24 * 3600)
    c = small.call("stripe.customers.create", params, idempotency_key="k1")
    assert c.status == 200
    assert c.body["id"] != a.body["id"]


def test_request_ids_do_not_shift_object_ids() -> None:
    w1 = World(["stripe"], seed=5, fixture="small")
    w2 = World(["stripe"], seed=5, fixture="small")
    for _ in range(3):
        w2.call("stripe.customers.retrieve", {"customer": "cus_alice"})
    a = w1.call("stripe.customers.create", {"name": "A"})
    b = w2.call("stripe.customers.create", {"name": "A"})
    assert a.body["id"] == b.body["id"]
    assert a.headers["Request-Id"] != b.headers["Request-Id"]


def test_same_seed_same_bytes() -> None:
    """Built twice from scratch (no cache), the same seed gives the same bytes (build time: benchmarks/)."""
    clear_cache()
    w1 = World(["stripe"], seed=11)
    clear_cache()
    w2 = World(["stripe"], seed=11)
    assert w1.state_hash() == w2.state_hash()
    assert w1.fixture.data == w2.fixture.data
    assert World(["stripe"], seed=12).state_hash() != w1.state_hash()


def test_fixture_is_realistic_and_messy() -> None:
    w = World(["stripe"], seed=0)
    customers = w.rows("stripe_customers")
    assert 250 <= len(customers) <= 400
    assert sum(c["deleted"] for c in customers) >= 3
    assert any(c["email"] is None for c in customers)
    assert any(c["name"] and len(c["name"]) > 100 for c in customers)
    assert any(c["name"] and not c["name"].isascii() for c in customers)
    prices = w.rows("stripe_prices")
    assert {"month", "year"} <= {p["interval"] for p in prices}
    assert any(not p["active"] for p in prices)
    subs = w.rows("stripe_subscriptions")
    assert 90 <= len(subs) <= 110
    assert {"active", "trialing", "past_due", "canceled"} == {s["status"] for s in subs}
    charges = w.rows("stripe_charges")
    assert len(charges) >= 1000
    failed = [c for c in charges if c["status"] == "failed"]
    assert len(failed) > 50
    assert {c["decline_code"] for c in failed} >= {
        "insufficient_funds",
        "generic_decline",
    }
    assert any(c["refunded"] for c in charges)
    assert any(0 < c["amount_refunded"] < c["amount"] for c in charges)
    span = max(c["created"] for c in charges) - min(c["created"] for c in charges)
    assert span > 120 * 86400
    invoices = w.rows("stripe_invoices")
    sub_ids = {s["id"] for s in subs}
    assert all(i["subscription"] in sub_ids for i in invoices)
    assert all(s["latest_invoice"] in {i["id"] for i in invoices} for s in subs)


@pytest.mark.parametrize("fixture", ["default", "company"])
def test_fixture_history_is_before_the_worlds_now(fixture: str) -> None:
    """Charges, intents, refunds and invoices record what already happened: none after the clock.

    Refunds used to be drawn up to 25 days after their charge and so landed after "today" for the
    last month's charges (22 November when the world's today is 2 November)."""
    w = World(["stripe"], seed=0, fixture=fixture)
    now = int(w.clock.now)
    past = {
        "stripe_charges": ["created"],
        "stripe_payment_intents": ["created"],
        "stripe_refunds": ["created"],
        "stripe_customers": ["created"],
        "stripe_subscriptions": ["created", "start_date", "canceled_at"],
        "stripe_invoices": ["created", "finalized_at", "paid_at"],
    }
    for table, columns in past.items():
        for column in columns:
            late = [r["id"] for r in w.rows(table) if r[column] is not None and r[column] > now]
            assert late == [], f"{table}.{column} after now: {late}"
    charges = {c["id"]: c for c in w.rows("stripe_charges")}
    refunds = w.rows("stripe_refunds")
    assert refunds
    assert all(r["created"] >= charges[r["charge"]]["created"] for r in refunds)
    for charge in {r["charge"] for r in refunds}:
        times = [r["created"] for r in refunds if r["charge"] == charge]
        assert len(set(times)) == len(times), "two refunds of one charge at the same second"


def test_reset_is_byte_identical(small: World) -> None:
    h = small.state_hash()
    small.call("stripe.customers.create", {"name": "x"})
    assert small.state_hash() != h
    small.reset()
    assert small.state_hash() == h


def test_dialect_auth_and_masking() -> None:
    d = StripeDialect()
    cred = d.authenticate(
        HttpRequest("GET", "/v1/customers", headers={"authorization": "Bearer sk_test_abc"}), {}
    )
    assert cred.world_id == "abc"
    basic = "Basic " + __import__("base64").b64encode(b"sk_test_xyz:").decode()
    assert (
        d.authenticate(HttpRequest("GET", "/v1/customers", headers={"authorization": basic}), {}).world_id
        == "xyz"
    )
    assert mask_key("sk_test_1234567890") == "sk_test_****7890"
    err = d.render_error(
        __import__("toolproof.service", fromlist=["Unauthorized"]).Unauthorized(
            "Invalid API Key provided: x"
        ),
        None,
    )
    assert err.status == 401
    assert err.headers["Request-Id"].startswith("req_")


def test_search_compiler() -> None:
    sql, args = compile_sql(
        "email:'a@b.c' AND metadata['k']:'v' AND -name~'bot' AND created>=5",
        {"email": "text", "name": "text", "created": "int", "metadata": "metadata"},
    )
    assert sql.count(" AND ") == 3
    assert args[-1] == 5
    assert decode_page(encode_page(120)) == 120
    with pytest.raises(StripeError, match="Invalid search query"):
        compile_sql("email:'a' OR name:'b' AND phone:'c'", {"email": "text", "name": "text", "phone": "text"})
    with pytest.raises(StripeError, match="Invalid search query"):
        compile_sql("nonsense", {"email": "text"})
    # (resample9b) Stripe's documented form quotes the metadata key in double quotes too
    fields: dict[str, FieldKind] = {"email": "text", "metadata": "metadata"}
    assert compile_sql('metadata["crm_id"]:"CRM-27551"', fields) == compile_sql(
        "metadata['crm_id']:'CRM-27551'", fields
    )


def test_core_errors_render_in_stripes_shape() -> None:
    from tests.services.stripe.spec import spec
    from toolproof.service import (
        IdempotencyMismatch,
        InternalError,
        MalformedBody,
        MethodNotAllowed,
        PayloadTooLarge,
        RateLimited,
        UnknownRoute,
        UnsupportedMediaType,
    )

    d = StripeDialect()
    cases = [
        (RateLimited("slow down", retry_after=2.0), 429, "invalid_request_error", "rate_limit"),
        (InternalError("boom"), 500, "api_error", None),
        (UnknownRoute("x", path="/v1/nothing", method="GET"), 404, "invalid_request_error", None),
        (MethodNotAllowed("x", path="/v1/customers", method="PUT"), 404, "invalid_request_error", None),
        (MalformedBody("bad", param="a[b"), 400, "invalid_request_error", None),
        (UnsupportedMediaType("json"), 400, "invalid_request_error", None),
        (PayloadTooLarge("big"), 400, "invalid_request_error", None),
        (IdempotencyMismatch("m", key="k", reason="params", first_path="x"), 400, "idempotency_error", None),
    ]
    for error, status, kind, code in cases:
        response = d.render_error(error, None)
        body = response.body["error"]
        assert (response.status, body["type"], body.get("code")) == (status, kind, code), error
        assert response.headers["Request-Id"].startswith("req_")
        assert spec().violation("POST", "/v1/customers", status, response.body) is None
    limited = d.render_error(RateLimited("slow down", retry_after=2.0), None)
    assert limited.headers["Retry-After"] == "2"
    assert limited.headers["Stripe-Should-Retry"] == "false"
    assert d.render_error(InternalError("boom"), None).headers["Stripe-Should-Retry"] == "true"


def test_same_bytes_in_other_processes_whatever_the_hash_seed() -> None:
    import os
    import subprocess
    import sys

    script = (
        "from toolproof.world import World\n"
        "w = World(['stripe'], seed=4)\n"
        "w.call('stripe.payment_intents.create', {'amount': '700', 'currency': 'usd', "
        "'payment_method': 'pm_card_visa', 'confirm': 'true'})\n"
        "print(w.state_hash())\n"
    )
    hashes = set()
    for seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        out = subprocess.run(
            [sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True
        )
        hashes.add(out.stdout.strip())
    w = World(["stripe"], seed=4)
    w.call(
        "stripe.payment_intents.create",
        {"amount": "700", "currency": "usd", "payment_method": "pm_card_visa", "confirm": "true"},
    )
    hashes.add(w.state_hash())
    assert len(hashes) == 1, hashes
