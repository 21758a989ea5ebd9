"""What a tool caller sees for each kind of response, without any MCP transport in between."""

from __future__ import annotations

import json
from typing import Any

import anyio
import pytest

from toolproof.faults import FaultPlan, install
from toolproof.service.wire import TRANSPORT_FAULTS, Response
from toolproof.transports.mcp import McpTools, WorldSource
from toolproof.transports.mcp.results import TRANSPORT_MESSAGES, call_tool, outcome_of
from toolproof.world import World


def test_success_is_the_vendor_body_as_text_and_structured_content() -> None:
    out = outcome_of(Response(200, {"id": "tkt_1", "n": 2.5}), world_id="w1")
    assert out.texts == ('{"id": "tkt_1", "n": 2.5}',)
    assert out.structured == {"id": "tkt_1", "n": 2.5}
    assert out.is_error is False
    assert out.meta == {"toolproof/status": 200, "toolproof/world": "w1"}


def test_http_error_states_status_code_and_retry_after_first_then_the_body() -> None:
    """A client that passes the model only the first text block, or only the structured content,
    still tells it the status, the error code and how long to wait."""
    body = {"error": {"type": "rate_limit_error", "message": "Too many requests"}}
    out = outcome_of(Response(429, body, {"Retry-After": "2"}), error_code="rate_limited")
    assert out.is_error is True
    assert len(out.texts) == 1
    line, _, rest = out.texts[0].partition("\n")
    assert line == (
        "Error: HTTP 429; error code: rate_limited; Retry-After: 2 (seconds to wait before retrying). "
        "Response body:"
    )
    assert json.loads(rest) == body
    assert out.structured == {"status": 429, "error_code": "rate_limited", "retry_after": 2, "body": body}
    assert list(out.structured)[-1] == "body"
    assert out.meta["toolproof/headers"] == {"retry-after": "2"}
    fractional = outcome_of(Response(503, None, {"Retry-After": "0.5"}))
    assert fractional.texts == ("Error: HTTP 503; Retry-After: 0.5 (seconds to wait before retrying).",)
    assert fractional.structured == {"status": 503, "retry_after": 0.5, "body": None}


def test_slack_ok_false_under_http_200_is_an_error_result() -> None:
    out = outcome_of(
        Response(200, {"ok": False, "error": "channel_not_found"}), error_code="channel_not_found"
    )
    assert out.is_error is True
    assert out.texts == (
        "Error: HTTP 200; error code: channel_not_found. Response body:\n"
        '{"ok": false, "error": "channel_not_found"}',
    )
    ok = outcome_of(Response(200, {"ok": True, "channel": {"id": "C1"}}))
    assert ok.is_error is False


def test_no_content_says_so() -> None:
    out = outcome_of(Response(204, None))
    assert (out.texts, out.structured, out.is_error) == (("HTTP 204 (no content)",), None, False)


@pytest.mark.parametrize("fault", TRANSPORT_FAULTS)
def test_transport_faults_say_the_connection_failed_and_carry_no_body(fault: str) -> None:
    out = outcome_of(Response(200, {"id": "secret_body"}, transport_fault=fault))
    assert out.is_error is True
    assert out.structured is None
    assert out.texts == (TRANSPORT_MESSAGES[fault],)
    assert "secret_body" not in "".join(out.texts)
    assert out.meta["toolproof/transport_fault"] == fault
    assert any(w in out.texts[0] for w in ("Connection failed", "timed out", "Invalid response"))


def test_idempotency_key_argument_replays_instead_of_writing_twice(world: World) -> None:
    op = world.operation("tickets.tickets.create")
    args = {"account": "acct_1", "subject": "Refund", "idempotency_key": "k1"}
    first = call_tool(world, op, args)
    second = call_tool(world, op, args)
    assert first.status == second.status == 200
    assert first.body == second.body
    assert second.headers.get("Idempotent-Replayed") == "true"
    assert outcome_of(second).meta["toolproof/headers"] == {"idempotent-replayed": "true"}
    assert [r["subject"] for r in world.rows("tickets_tickets")].count("Refund") == 1
    assert [(e.transport, e.idempotency_key, e.outcome) for e in world.ledger] == [
        ("mcp", "k1", "ok"),
        ("mcp", "k1", "replay"),
    ]


def test_reads_do_not_take_an_idempotency_key(world: World) -> None:
    op = world.operation("tickets.tickets.get")
    response = call_tool(world, op, {"id": "tkt_1", "idempotency_key": "k"})
    assert response.status == 400
    assert world.ledger[0].outcome == "invalid"


def test_a_concurrency_cap_does_not_count_the_call_itself() -> None:
    plan = FaultPlan.from_data({"name": "one-at-a-time", "concurrency": {"tickets": 1}})
    world = World(["tickets"], seed=7, fixture="small")
    install(world, plan)
    tools = McpTools(["tickets"], WorldSource(lambda: world, single=world))

    async def scenario() -> None:
        for _ in range(3):
            out = await tools.call("stdio", "tickets_tickets_get", {"id": "tkt_1"})
            assert out is not None
            assert out.is_error is False
        assert await tools.call("stdio", "no_such_tool", {}) is None
        refused = await tools.call(None, "tickets_tickets_get", {"id": "tkt_1"})
        assert refused is not None
        assert refused.is_error is True

    anyio.run(scenario)
    assert [e.status for e in world.ledger] == [200, 200, 200]


@pytest.mark.parametrize(
    ("service", "tool", "arguments", "status", "shape"),
    [
        ("stripe", "stripe_customers_retrieve", {"customer": "cus_nope"}, 404, "stripe"),
        ("slack", "slack_conversations_info", {"channel": "C0NOPE"}, 200, "slack"),
        ("gcal", "gcal_events_get", {"calendarId": "primary", "eventId": "nope"}, 404, "google"),
    ],
)
def test_each_vendors_errors_are_error_results_in_its_own_shape(
    service: str, tool: str, arguments: dict[str, Any], status: int, shape: str
) -> None:
    world = World([service])  # a double that does not build fails here, never skips
    tools = McpTools([service], WorldSource(lambda: world, single=world))
    out = anyio.run(tools.call, "stdio", tool, arguments)
    assert out is not None
    assert out.is_error is True
    assert out.meta["toolproof/status"] == status
    assert out.structured is not None
    body = out.structured["body"]
    assert out.structured["error_code"]
    assert out.texts[0].startswith(f"Error: HTTP {status}; error code: {out.structured['error_code']}")
    if shape == "stripe":
        assert body["error"]["type"] == "invalid_request_error"
        assert body["error"]["code"] == "resource_missing"
    elif shape == "slack":
        assert body == {"ok": False, "error": "channel_not_found"}
    else:
        assert body["error"]["code"] == 404
        assert body["error"]["errors"][0]["reason"] == "notFound"
    assert world.state_hash() == world.fixture.state_hash()
