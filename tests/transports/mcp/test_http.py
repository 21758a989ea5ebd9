"""``toolproof mcp --transport http``: streamable HTTP on a real loopback port, one world per session.

One server per module (a second one with a fault plan); the official ``mcp.Client`` connects by URL.
The server also hosts the admin surface, where each session's world is inspected by the id every
result carries in ``_meta["toolproof/world"]``.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest
from mcp import Client
from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS

from tests.support.cli import FAST_WAITS, LAUNCH
from tests.support.mcp_results import first_text
from toolproof.faults import FaultPlan, builtin_plan
from toolproof.transports.mcp import RunningMcpServer, start_http_in_thread
from toolproof.transports.tools import tool_definitions


@pytest.fixture(scope="module")
def srv() -> Iterator[RunningMcpServer]:
    with start_http_in_thread(["tickets"], seed=7, fixture="small") as running:
        yield running


def run(scenario: Callable[[], Awaitable[None]]) -> None:
    anyio.run(scenario)


def body(result: Any) -> Any:
    """The vendor body: the text of a success, after the status line in an error's first text block
    (and under ``body`` in its structured content)."""
    if result.is_error:
        status_line, _, text = result.content[0].text.partition("\n")
        assert status_line.startswith("Error: HTTP ")
        assert json.loads(text) == result.structured_content["body"]
        return result.structured_content["body"]
    return json.loads(result.content[0].text)


def world_of(result: Any) -> str:
    assert result.meta is not None
    world_id: str = result.meta["toolproof/world"]
    return world_id


def admin(srv: RunningMcpServer, path: str) -> Any:
    response = httpx.get(
        srv.info.base_url + "/_toolproof" + path,
        headers={"Authorization": "Bearer " + srv.info.admin_token},
    )
    response.raise_for_status()
    return response.json()


def test_a_default_client_negotiates_a_session_and_lists_the_tools(srv: RunningMcpServer) -> None:
    async def scenario() -> None:
        async with Client(srv.mcp_url) as client:
            assert client.protocol_version in HANDSHAKE_PROTOCOL_VERSIONS
            listed = (await client.list_tools()).tools
            assert [t.name for t in listed] == [t["name"] for t in tool_definitions(["tickets"], "mcp")]
            merge = next(t for t in listed if t.name == "tickets_tickets_merge")
            assert merge.annotations is not None
            assert (merge.annotations.read_only_hint, merge.annotations.destructive_hint) == (False, False)

    run(scenario)


def test_a_write_changes_the_sessions_world_as_the_admin_sees_it(srv: RunningMcpServer) -> None:
    async def scenario() -> None:
        async with Client(srv.mcp_url) as client:
            read = await client.call_tool("tickets_tickets_get", {"id": "tkt_1"})
            assert body(read)["priority"] == 2
            write = await client.call_tool("tickets_tickets_update", {"id": "tkt_1", "priority": 4})
            assert write.is_error is False
            world_id = world_of(write)
            assert world_of(read) == world_id
            again = await client.call_tool("tickets_tickets_get", {"id": "tkt_1"})
            assert body(again)["priority"] == 4
            diff = admin(srv, f"/worlds/{world_id}/diff")["tables"]
            assert list(diff) == ["tickets_tickets"]
            (change,) = diff["tickets_tickets"]["changed"]
            assert change["key"] == ["tkt_1"]
            assert change["fields"]["priority"] == {"from": 2, "to": 4}
            assert sorted(change["fields"]) == ["priority", "updated"]
            world = srv.world(world_id)
            assert [(e.operation, e.transport, e.status) for e in world.ledger] == [
                ("tickets.tickets.get", "mcp", 200),
                ("tickets.tickets.update", "mcp", 200),
                ("tickets.tickets.get", "mcp", 200),
            ]
            ticket = next(r for r in world.rows("tickets_tickets") if r["id"] == "tkt_1")
            assert ticket["priority"] == 4

    run(scenario)


def test_vendor_errors_are_error_results(srv: RunningMcpServer) -> None:
    async def scenario() -> None:
        async with Client(srv.mcp_url) as client:
            result = await client.call_tool(
                "tickets_tickets_merge", {"source": "tkt_1", "target": "tkt_closed"}
            )
            assert result.is_error is True
            assert body(result) == {
                "error": {
                    "code": "target_closed",
                    "message": "Cannot merge into a closed ticket.",
                    "param": "target",
                }
            }
            world = srv.world(world_of(result))
            assert world.diff().is_empty  # the half-done merge was rolled back
            assert world.state_hash() == world.fixture.state_hash()
            assert [(e.outcome, e.error_code, e.committed) for e in world.ledger] == [
                ("error", "target_closed", False)
            ]

    run(scenario)


def test_two_sessions_never_share_a_world(srv: RunningMcpServer) -> None:
    async def scenario() -> None:
        async with Client(srv.mcp_url) as a, Client(srv.mcp_url) as b:
            made = await a.call_tool("tickets_tickets_create", {"account": "acct_2", "subject": "A only"})
            assert made.is_error is False
            in_a = await a.call_tool("tickets_tickets_list", {"account": "acct_2"})
            in_b = await b.call_tool("tickets_tickets_list", {"account": "acct_2"})
            assert world_of(in_a) != world_of(in_b)
            assert "A only" in [t["subject"] for t in body(in_a)["data"]]
            assert "A only" not in [t["subject"] for t in body(in_b)["data"]]
            world_b = srv.world(world_of(in_b))
            assert world_b.state_hash() == world_b.fixture.state_hash()
            worlds = {w["id"] for w in admin(srv, "/worlds")["worlds"]}
            assert {world_of(in_a), world_of(in_b)} <= worlds

    run(scenario)


def test_a_stateless_2026_client_is_told_to_use_a_session(srv: RunningMcpServer) -> None:
    async def scenario() -> None:
        async with Client(srv.mcp_url, mode="2026-07-28") as client:
            result = await client.call_tool("tickets_tickets_get", {"id": "tkt_1"})
            assert result.is_error is True
            assert "one world per MCP session" in first_text(result)

    run(scenario)


def test_the_http_app_still_serves_the_admin_surface(srv: RunningMcpServer) -> None:
    health = httpx.get(srv.info.base_url + "/_toolproof/health").json()
    assert health["ok"] is True
    assert health["services"] == ["tickets"]


def test_a_fault_plan_applies_to_every_session(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(*next(iter(FAST_WAITS.items())))  # the plan's 30 s timeout holds 0.3 s

    async def scenario(running: RunningMcpServer) -> None:
        async with Client(running.mcp_url) as client:
            lost = await client.call_tool("tickets_comments_add", {"ticket": "tkt_1", "body": "hello"})
            assert lost.is_error is True
            assert first_text(lost).startswith("Request timed out")
            assert lost.structured_content is None
            world = running.world(world_of(lost))
            (entry,) = world.ledger
            assert (entry.committed, entry.delivered) == (True, False)
            assert entry.fault is not None
            comments = [r for r in world.rows("tickets_comments") if r["ticket"] == "tkt_1"]
            assert [c["body"] for c in comments] == ["Help!", "hello"]

    with start_http_in_thread(
        ["tickets"], seed=7, fixture="small", faults=builtin_plan("lost-responses")
    ) as r:
        anyio.run(scenario, r)


def test_a_429_carries_retry_after_and_the_ledger_sees_whether_the_agent_waited() -> None:
    plan = FaultPlan.from_data(
        {
            "name": "one-429",
            "rules": [
                {
                    "operation": "tickets.tickets.get",
                    "calls": [1, 2],
                    "fault": {"kind": "rate_limit", "retry_after": 0.3},
                }
            ],
        }
    )

    async def scenario(running: RunningMcpServer) -> None:
        async with Client(running.mcp_url) as client:
            limited = await client.call_tool("tickets_tickets_get", {"id": "tkt_1"})
            assert limited.is_error is True
            assert limited.meta is not None
            assert limited.meta["toolproof/status"] == 429
            retry_after = limited.meta["toolproof/headers"]["retry-after"]
            assert first_text(limited).startswith(
                f"Error: HTTP 429; error code: rate_limited; Retry-After: {retry_after} (seconds"
            )
            assert limited.structured_content["retry_after"] == float(retry_after)
            impatient = await client.call_tool("tickets_tickets_get", {"id": "tkt_1"})
            assert impatient.is_error is True
            await anyio.sleep(float(retry_after) + 0.05)
            patient = await client.call_tool("tickets_tickets_get", {"id": "tkt_1"})
            assert patient.is_error is False
            world = running.world(world_of(patient))
            assert [e.status for e in world.ledger] == [429, 429, 200]
            assert world.ledger[1].retry_after is not None
            assert world.ledger[1].retry_after["honoured"] is False
            assert world.ledger[2].retry_after is not None
            assert world.ledger[2].retry_after["honoured"] is True

    with start_http_in_thread(["tickets"], seed=7, fixture="small", faults=plan) as r:
        anyio.run(scenario, r)


def test_cli_serves_mcp_over_http_and_prints_where() -> None:
    root = Path(__file__).resolve().parents[3]
    args = [
        "mcp",
        "--transport",
        "http",
        "--port",
        "0",
        "--services",
        "tickets",
        "--fixture",
        "small",
        "--json",
    ]
    proc = subprocess.Popen(
        [sys.executable, "-c", LAUNCH, *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=root,
    )
    try:
        assert proc.stdout is not None
        info = json.loads(proc.stdout.readline())
        assert set(info) == {"mcp_url", "base_url", "admin_url", "admin_token"}
        assert info["mcp_url"].startswith("http://127.0.0.1:")
        assert info["mcp_url"].endswith("/mcp")

        async def scenario() -> None:
            async with Client(info["mcp_url"]) as client:
                got = await client.call_tool("tickets_accounts_get", {"id": "acct_1"})
                assert body(got)["name"] == "Ada Lovelace"

        anyio.run(scenario)
    finally:
        proc.terminate()
        proc.communicate(timeout=10)  # also closes the pipes


def test_a_sessions_world_is_also_reachable_over_the_vendor_http_api(srv: RunningMcpServer) -> None:
    async def scenario() -> tuple[str, str]:
        async with Client(srv.mcp_url) as client:
            made = await client.call_tool(
                "tickets_tickets_create", {"account": "acct_1", "subject": "Via MCP"}
            )
            assert made.is_error is False
            return world_of(made), str(body(made)["id"])

    world_id, ticket_id = anyio.run(scenario)
    token = srv.hub.credentials(srv.world(world_id))["tickets"]["token"]
    got = httpx.get(
        f"{srv.info.base_url}/tickets/v1/tickets/{ticket_id}", headers={"Authorization": f"Bearer {token}"}
    )
    assert got.status_code == 200
    assert got.json()["subject"] == "Via MCP"
