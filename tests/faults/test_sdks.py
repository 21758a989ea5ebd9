"""The must-shows with the official SDKs: a lost response under retries, with and without a key.

- stripe-python with ``max_network_retries=2`` retries a lost refund with the same auto-generated
  ``Idempotency-Key``: the refund happens exactly once, and the ledger shows the replay.
- The same refund sent twice over raw HTTP without a key commits twice: ledger and diff show both.
- slack_sdk's default ``ConnectionErrorRetryHandler`` blindly re-posts after a reset: two messages.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from tests.support.server import serve
from toolproof.faults import FaultPlan
from toolproof.transports.http import RunningServer
from toolproof.world import World

stripe = pytest.importorskip("stripe")
slack_sdk = pytest.importorskip("slack_sdk")


def lose_first(operation: str, fault: str, seconds: float = 30.0) -> FaultPlan:
    return FaultPlan.from_data(
        {
            "rules": [
                {
                    "id": "lost",
                    "operation": operation,
                    "nth": 1,
                    "fault": {"kind": "transport", "phase": "after", "fault": fault, "seconds": seconds},
                }
            ]
        }
    )


def entries(world: World, operation: str) -> list[Any]:
    return [e for e in world.ledger if e.operation == operation]


# -- Stripe ---------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def stripe_server() -> Iterator[RunningServer]:
    pytest.importorskip("toolproof.services.stripe")
    with serve(["stripe"]) as srv:
        yield srv


@pytest.fixture
def stripe_world(stripe_server: RunningServer) -> Iterator[World]:
    world = stripe_server.hub.create()
    yield world
    stripe_server.hub.delete(world.id)


def stripe_client(server: RunningServer, world: World, **kw: Any) -> Any:
    key = server.hub.credentials(world)["stripe"]["token"]
    stripe.enable_telemetry = False
    return stripe.StripeClient(key, base_addresses={"api": server.base_url + "/stripe"}, **kw)


def paid_charge(client: Any) -> str:
    pi = client.v1.payment_intents.create(
        params={"amount": 10000, "currency": "usd", "payment_method": "pm_card_visa", "confirm": True}
    )
    return str(pi.latest_charge)


def refunds_of(world: World, charge: str) -> list[dict[str, Any]]:
    return [r for r in world.rows("stripe_refunds") if r.get("charge") == charge]


@pytest.mark.parametrize(("fault", "timeout"), [("connection_reset", 10.0), ("timeout", 0.5)])
def test_stripe_sdk_retries_a_lost_refund_and_it_happens_exactly_once(
    stripe_server: RunningServer, stripe_world: World, fault: str, timeout: float
) -> None:
    client = stripe_client(
        stripe_server,
        stripe_world,
        max_network_retries=2,
        http_client=stripe.RequestsClient(timeout=timeout),
    )
    charge = paid_charge(client)
    stripe_server.hub.set_faults(stripe_world, lose_first("stripe.refunds.create", fault, seconds=1.0))
    refund = client.v1.refunds.create(params={"charge": charge, "amount": 2500})
    assert refund.status == "succeeded"
    assert [r["id"] for r in refunds_of(stripe_world, charge)] == [refund.id]
    lost, retried = entries(stripe_world, "stripe.refunds.create")
    assert (lost.committed, lost.delivered, lost.outcome) == (True, False, "fault")
    assert lost.fault is not None
    assert (lost.fault["rule"], lost.fault["phase"]) == ("lost", "after")
    assert (retried.outcome, retried.committed, retried.delivered) == ("replay", False, True)
    assert lost.idempotency_key is not None
    assert retried.idempotency_key == lost.idempotency_key


def test_raw_http_without_a_key_refunds_twice(stripe_server: RunningServer, stripe_world: World) -> None:
    charge = paid_charge(stripe_client(stripe_server, stripe_world))
    stripe_server.hub.set_faults(stripe_world, lose_first("stripe.refunds.create", "connection_reset"))
    key = stripe_server.hub.credentials(stripe_world)["stripe"]["token"]
    http = httpx.Client(
        base_url=stripe_server.base_url + "/stripe", headers={"Authorization": f"Bearer {key}"}, timeout=10
    )
    form = {"charge": charge, "amount": "2500"}
    with pytest.raises(httpx.ReadError):
        http.post("/v1/refunds", data=form)
    assert http.post("/v1/refunds", data=form).status_code == 200
    assert len(refunds_of(stripe_world, charge)) == 2
    both = entries(stripe_world, "stripe.refunds.create")
    assert [(e.committed, e.delivered, e.idempotency_key) for e in both] == [
        (True, False, None),
        (True, True, None),
    ]
    assert len(stripe_world.diff().table("stripe_refunds").added) == 2


# -- Slack ------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def slack_server() -> Iterator[RunningServer]:
    pytest.importorskip("toolproof.services.slack")
    with serve(["slack"]) as srv:
        yield srv


def test_slack_sdk_blind_retry_posts_twice(slack_server: RunningServer) -> None:
    world = slack_server.hub.create()
    world.rate_limits_enabled = False
    try:
        channel = next(r["id"] for r in world.rows("slack_channels") if r["name"] == "general")
        slack_server.hub.set_faults(world, lose_first("slack.chat.postMessage", "connection_reset"))
        client = slack_sdk.WebClient(token=f"xoxb-{world.id}", base_url=slack_server.base_url + "/slack/api/")
        response = client.chat_postMessage(channel=channel, text="Deploy finished ✅")
        assert response["ok"] is True
        posted = [r for r in world.rows("slack_messages") if r["text"] == "Deploy finished ✅"]
        assert len(posted) == 2
        first, second = entries(world, "slack.chat.postMessage")
        assert (first.committed, first.delivered) == (True, False)
        assert (second.committed, second.delivered) == (True, True)
        assert first.fault is not None
        assert first.fault["kind"] == "transport"
    finally:
        slack_server.hub.delete(world.id)


# -- injected errors in each vendor's own shape, as the official SDKs see them ------------------------
def rule(fault: dict[str, Any], operation: str = "*") -> FaultPlan:
    return FaultPlan.from_data({"rules": [{"operation": operation, "nth": 1, "fault": fault}]})


def test_stripe_sdk_sees_vendor_errors(stripe_server: RunningServer, stripe_world: World) -> None:
    client = stripe_client(stripe_server, stripe_world)
    hub = stripe_server.hub
    hub.set_faults(stripe_world, rule({"kind": "rate_limit", "retry_after": 2}))
    with pytest.raises(stripe.RateLimitError) as limited:
        client.v1.customers.list()
    assert (limited.value.http_status, limited.value.json_body["error"]["code"]) == (429, "rate_limit")
    assert limited.value.headers["retry-after"] == "2"
    hub.set_faults(stripe_world, rule({"kind": "error", "status": 503}))
    with pytest.raises(stripe.APIError) as unavailable:
        client.v1.customers.list()
    assert unavailable.value.http_status == 503
    assert unavailable.value.json_body == {
        "error": {"type": "api_error", "message": "An unknown error occurred"}
    }
    hub.set_faults(stripe_world, rule({"kind": "lock_timeout"}))
    with pytest.raises(stripe.RateLimitError) as locked:
        client.v1.customers.list()
    assert locked.value.json_body["error"]["code"] == "lock_timeout"
    hub.set_faults(stripe_world, rule({"kind": "revoke_credential"}))
    with pytest.raises(stripe.AuthenticationError):
        client.v1.customers.list()
    with pytest.raises(stripe.AuthenticationError):
        client.v1.customers.list()


def test_stripe_sdk_retries_a_503_and_succeeds(stripe_server: RunningServer, stripe_world: World) -> None:
    client = stripe_client(stripe_server, stripe_world, max_network_retries=2)
    stripe_server.hub.set_faults(
        stripe_world,
        FaultPlan.from_data(
            {
                "rules": [
                    {"operation": "stripe.customers.create", "sequence": [{"kind": "error", "status": 503}]}
                ]
            }
        ),
    )
    customer = client.v1.customers.create(params={"email": "ada@example.com"})
    assert customer.email == "ada@example.com"
    first, second = entries(stripe_world, "stripe.customers.create")
    assert (first.status, first.committed, second.status, second.committed) == (503, False, 200, True)
    assert first.idempotency_key == second.idempotency_key


def test_stripe_sdk_retries_lock_timeout_at_once_but_not_a_rate_limit(
    stripe_server: RunningServer, stripe_world: World
) -> None:
    client = stripe_client(stripe_server, stripe_world, max_network_retries=2)
    hub = stripe_server.hub
    hub.set_faults(stripe_world, rule({"kind": "lock_timeout"}, "stripe.customers.create"))
    assert client.v1.customers.create(params={"email": "a@example.com"}).email == "a@example.com"
    locked, created = entries(stripe_world, "stripe.customers.create")
    assert (locked.status, locked.error_code, created.status) == (429, "lock_timeout", 200)
    hub.set_faults(stripe_world, rule({"kind": "rate_limit"}, "stripe.customers.create"))
    with pytest.raises(stripe.RateLimitError):
        client.v1.customers.create(params={"email": "b@example.com"})
    assert len(entries(stripe_world, "stripe.customers.create")) == 3  # a plain 429 is not retried


def test_slack_sdk_sees_vendor_errors(slack_server: RunningServer) -> None:
    from slack_sdk.errors import SlackApiError

    world = slack_server.hub.create()
    try:
        client = slack_sdk.WebClient(token=f"xoxb-{world.id}", base_url=slack_server.base_url + "/slack/api/")
        hub = slack_server.hub
        hub.set_faults(world, rule({"kind": "rate_limit", "retry_after": 4}))
        with pytest.raises(SlackApiError) as limited:
            client.auth_test()
        assert (limited.value.response.status_code, limited.value.response["error"]) == (429, "ratelimited")
        assert limited.value.response.headers["retry-after"] == "4"
        hub.set_faults(world, rule({"kind": "error", "status": 503}))
        with pytest.raises(SlackApiError) as unavailable:
            client.auth_test()
        assert (unavailable.value.response.status_code, unavailable.value.response["error"]) == (
            503,
            "service_unavailable",
        )
        hub.set_faults(world, rule({"kind": "revoke_credential"}))
        for _ in range(2):
            with pytest.raises(SlackApiError) as revoked:
                client.auth_test()
            assert (revoked.value.response.status_code, revoked.value.response["error"]) == (
                200,
                "token_revoked",
            )
    finally:
        slack_server.hub.delete(world.id)


def test_slack_sdk_retry_handler_honours_retry_after_and_the_ledger_says_so(
    slack_server: RunningServer,
) -> None:
    from slack_sdk.http_retry.builtin_handlers import RateLimitErrorRetryHandler

    world = slack_server.hub.create()
    try:
        slack_server.hub.set_faults(world, rule({"kind": "rate_limit", "retry_after": 1}, "slack.auth.test"))
        client = slack_sdk.WebClient(token=f"xoxb-{world.id}", base_url=slack_server.base_url + "/slack/api/")
        client.retry_handlers.append(RateLimitErrorRetryHandler(max_retry_count=1))
        assert client.auth_test()["ok"] is True
        limited, retried = entries(world, "slack.auth.test")
        assert limited.status == 429
        assert retried.retry_after is not None
        assert retried.retry_after["required"] == 1.0
        assert retried.retry_after["honoured"] is True
        assert retried.retry_after["waited"] >= 1.0
    finally:
        slack_server.hub.delete(world.id)


def test_google_client_sees_rate_limit_exceeded_as_403() -> None:
    pytest.importorskip("toolproof.services.gcal")
    googleapiclient = pytest.importorskip("googleapiclient")
    from google.oauth2.credentials import Credentials
    from google_auth_httplib2 import AuthorizedHttp
    from googleapiclient.discovery import build
    from googleapiclient.errors import HttpError

    fault = {
        "kind": "error",
        "status": 403,
        "code": "rateLimitExceeded",
    }
    with serve(["gcal"], faults=rule(fault)) as srv:
        # google-auth leaves Credentials.__init__ unannotated.
        http = AuthorizedHttp(Credentials(token=srv.world.id))  # type: ignore[no-untyped-call]
        svc = build(
            "calendar",
            "v3",
            http=http,
            client_options={"api_endpoint": srv.base_url + "/gcal/calendar/v3/"},
            static_discovery=True,
        )
        with pytest.raises(HttpError) as refused:
            svc.calendarList().list().execute()
        assert refused.value.status_code == 403
        assert refused.value.error_details == [
            {"domain": "usageLimits", "reason": "rateLimitExceeded", "message": "Rate Limit Exceeded"}
        ]
        assert svc.calendarList().list().execute()["items"]
        # With retries on, the client backs off and retries a 403 rateLimitExceeded by itself.
        srv.hub.set_faults(srv.world, rule(fault))
        request = svc.calendarList().list()
        request._sleep = lambda seconds: None
        assert request.execute(num_retries=2)["items"]
        statuses = [e.status for e in srv.world.ledger if e.operation == "gcal.calendarList.list"]
        assert statuses == [403, 200, 403, 200]
    assert googleapiclient is not None
