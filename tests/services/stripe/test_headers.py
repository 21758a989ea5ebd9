"""Stripe's headers: ``Stripe-Version`` checked, idempotency headers echoed, keys bounded, ``doc_url`` form.

Driven through the official SDK where it can send the header (``stripe_version``, ``idempotency_key``
options) and through raw HTTP where it cannot (an empty key).
"""

from __future__ import annotations

import httpx
import pytest
import stripe
from stripe.params import PaymentIntentCreateParams

from tests.services.stripe.conftest import client_for, error_body, last_response, raw_params
from tests.services.stripe.spec import violation
from toolproof.services.stripe import versions
from toolproof.transports.http import RunningServer
from toolproof.world import World

pytestmark = pytest.mark.usefixtures("recorder")


def test_idempotent_post_echoes_key_and_names_the_original_request(
    client: stripe.StripeClient, world: World
) -> None:
    keyed: stripe.RequestOptions = {"idempotency_key": "cus-1"}
    first = client.v1.customers.create(params={"email": "k@example.com"}, options=keyed)
    h1 = last_response(first).headers
    assert h1["Idempotency-Key"] == "cus-1"
    assert h1["Original-Request"] == h1["Request-Id"] == last_response(first).request_id
    assert h1["Stripe-Should-Retry"] == "false"
    assert "Idempotent-Replayed" not in h1
    again = client.v1.customers.create(params={"email": "k@example.com"}, options=keyed)
    h2 = last_response(again).headers
    assert again.id == first.id
    assert h2["Idempotent-Replayed"] == "true"
    assert h2["Idempotency-Key"] == "cus-1"
    assert h2["Original-Request"] == h1["Request-Id"]
    assert h2["Request-Id"] != h1["Request-Id"]
    assert h2["Request-Id"].startswith("req_")
    assert h2["Stripe-Should-Retry"] == "false"
    assert [e.outcome for e in world.ledger if e.idempotency_key == "cus-1"] == ["ok", "replay"]
    # Reads carry no idempotency headers (the SDK sends no key on GET).
    got = client.v1.customers.retrieve(first.id)
    assert "Idempotency-Key" not in last_response(got).headers
    assert "Original-Request" not in last_response(got).headers


def test_a_replayed_error_keeps_its_body_and_original_request(client: stripe.StripeClient) -> None:
    params: PaymentIntentCreateParams = {
        "amount": 2000,
        "currency": "usd",
        "payment_method": "pm_card_chargeDeclined",
        "confirm": True,
    }
    with pytest.raises(stripe.CardError) as first:
        client.v1.payment_intents.create(params=params, options={"idempotency_key": "decl-1"})
    with pytest.raises(stripe.CardError) as second:
        client.v1.payment_intents.create(params=params, options={"idempotency_key": "decl-1"})
    assert first.value.json_body == second.value.json_body
    h1, h2 = first.value.headers, second.value.headers
    assert h1 is not None
    assert h2 is not None
    assert h2["original-request"] == h1["request-id"] != h2["request-id"]
    assert (h1["stripe-should-retry"], h2["idempotent-replayed"]) == ("false", "true")


@pytest.mark.parametrize(
    "version",
    ["2024-04-10", "2020-08-27", "2024-09-30.acacia", "2026-10-28.endive", "2024-06-20; checkout_beta=v1"],
)
def test_known_stripe_versions_are_accepted(server: RunningServer, world: World, version: str) -> None:
    client = client_for(server, world)
    cus = client.v1.customers.create(params={"name": "V"}, options={"stripe_version": version})
    assert cus.name == "V"
    assert last_response(cus).headers["Stripe-Version"] == "2024-04-10"


UNKNOWN_VERSIONS = [
    "2019-2-19",
    "2024-04-11",
    "2024-10-28",
    "2024-13-01.acacia",
    "2023-10-16.basil",
    "latest",
    "",
]


@pytest.mark.parametrize("version", UNKNOWN_VERSIONS)
def test_an_unknown_stripe_version_is_refused_and_changes_nothing(
    server: RunningServer, world: World, version: str
) -> None:
    before = world.state_hash()
    key = server.hub.credentials(world)["stripe"]["token"]
    r = httpx.post(
        server.base_url + "/stripe/v1/customers",
        content="name=V",
        headers={
            "Authorization": f"Bearer {key}",
            "Stripe-Version": version,
            "Content-Type": "application/x-www-form-urlencoded",
        },
    )
    assert r.status_code == 400
    assert r.json() == {
        "error": {"type": "invalid_request_error", "message": f"Invalid Stripe API version: {version}"}
    }
    assert r.headers["request-id"].startswith("req_")
    assert violation("POST", "/v1/customers", 400, r.json()) is None
    assert world.state_hash() == before
    assert world.ledger[-1].outcome == "invalid"


def test_the_sdk_raises_stripes_error_for_an_unknown_version(client: stripe.StripeClient) -> None:
    with pytest.raises(stripe.InvalidRequestError) as exc:
        client.v1.customers.list(options={"stripe_version": "2019-2-19"})
    assert exc.value.http_status == 400
    assert exc.value.user_message == "Invalid Stripe API version: 2019-2-19"


def test_version_rules() -> None:
    assert versions.is_valid("2011-06-21")
    assert versions.is_valid("2025-03-31.basil")
    assert not versions.is_valid("2024-09-29.acacia")  # named releases start on 2024-09-30
    assert not versions.is_valid("2024-02-30.acacia")
    assert not versions.is_valid("2024-06-20; not a flag")
    assert not versions.is_valid("2024-06-20.acacia")


def test_idempotency_keys_longer_than_255_characters_are_refused(
    client: stripe.StripeClient, world: World
) -> None:
    before = world.state_hash()
    with pytest.raises(stripe.IdempotencyError) as exc:
        client.v1.customers.create(params={"name": "L"}, options={"idempotency_key": "k" * 256})
    assert exc.value.http_status == 400
    assert exc.value.user_message == (
        "Idempotent key length is 256 characters long, which is outside accepted lengths. Idempotent Keys "
        "must be 1-255 characters long. If you're looking for a decent generator, try using a UUID defined "
        "by IETF RFC 4122."
    )
    assert world.state_hash() == before
    ok = client.v1.customers.create(params={"name": "L"}, options={"idempotency_key": "k" * 255})
    assert last_response(ok).headers["Idempotency-Key"] == "k" * 255


def test_an_empty_idempotency_key_is_refused_over_http(server: RunningServer, world: World) -> None:
    key = server.hub.credentials(world)["stripe"]["token"]
    r = httpx.post(
        server.base_url + "/stripe/v1/customers",
        content="name=E",
        headers={
            "Authorization": f"Bearer {key}",
            "Idempotency-Key": "",
            "Content-Type": "application/x-www-form-urlencoded",
        },
    )
    assert r.status_code == 400
    error = r.json()["error"]
    assert error["type"] == "idempotency_error"
    assert error["message"].startswith("Idempotent key length is 0 characters long")
    # GET ignores keys altogether, as Stripe does.
    g = httpx.get(
        server.base_url + "/stripe/v1/customers?limit=1",
        headers={"Authorization": f"Bearer {key}", "Idempotency-Key": "x" * 300},
    )
    assert g.status_code == 200


def test_doc_urls_name_the_code_with_hyphens(client: stripe.StripeClient) -> None:
    with pytest.raises(stripe.InvalidRequestError) as missing:
        client.v1.customers.retrieve("cus_nope")
    assert (
        error_body(missing.value)["error"]["doc_url"]
        == "https://stripe.com/docs/error-codes/resource-missing"
    )
    with pytest.raises(stripe.InvalidRequestError) as unknown:
        client.v1.customers.create(params=raw_params({"colour": "red"}))
    assert (
        error_body(unknown.value)["error"]["doc_url"]
        == "https://stripe.com/docs/error-codes/parameter-unknown"
    )
    params: PaymentIntentCreateParams = {
        "amount": 900,
        "currency": "usd",
        "payment_method": "pm_card_chargeDeclined",
        "confirm": True,
    }
    with pytest.raises(stripe.CardError) as declined:
        client.v1.payment_intents.create(params=params)
    assert (
        error_body(declined.value)["error"]["doc_url"] == "https://stripe.com/docs/error-codes/card-declined"
    )
