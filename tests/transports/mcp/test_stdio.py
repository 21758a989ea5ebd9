"""``toolproof mcp`` over stdio, driven by the official MCP client as a subprocess server.

Each test spawns ``python -m toolproof mcp`` (with the example ``tickets`` service registered, as
``tests/test_cli.py`` does) and talks to it with ``mcp.Client``: the same path Claude Desktop or an
agent framework takes.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import anyio
from mcp import Client, StdioServerParameters
from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS

from tests.support.cli import FAST_WAITS, LAUNCH
from tests.support.mcp_results import first_text
from toolproof.transports.tools import tool_definitions

ROOT = Path(__file__).resolve().parents[3]


def server(*extra: str) -> StdioServerParameters:
    args = ["-c", LAUNCH, "mcp", "--services", "tickets", "--fixture", "small", *extra]
    return StdioServerParameters(command=sys.executable, args=args, cwd=str(ROOT), env=FAST_WAITS)


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


def test_lists_every_operation_as_a_tool_with_annotations() -> None:
    async def scenario() -> None:
        async with Client(server()) as client:
            listed = (await client.list_tools()).tools
            expected = tool_definitions(["tickets"], "mcp")
            assert [t.name for t in listed] == [t["name"] for t in expected]
            for tool, want in zip(listed, expected, strict=True):
                assert tool.input_schema == want["inputSchema"]
                assert tool.description == want["description"]
            delete = next(t for t in listed if t.name == "tickets_tickets_delete")
            assert delete.annotations is not None
            assert delete.annotations.read_only_hint is False
            assert delete.annotations.destructive_hint is True
            get = next(t for t in listed if t.name == "tickets_tickets_get")
            assert get.annotations is not None
            assert (get.annotations.read_only_hint, get.annotations.idempotent_hint) == (True, True)

    run(scenario)


def test_reads_and_writes_act_on_the_sessions_world() -> None:
    async def scenario() -> None:
        async with Client(server()) as client:
            before = await client.call_tool("tickets_tickets_get", {"id": "tkt_1"})
            assert before.is_error is False
            assert body(before)["status"] == "open"
            assert before.structured_content == body(before)
            updated = await client.call_tool("tickets_tickets_update", {"id": "tkt_1", "status": "pending"})
            assert updated.is_error is False
            assert body(updated)["status"] == "pending"
            after = await client.call_tool("tickets_tickets_get", {"id": "tkt_1"})
            assert body(after)["status"] == "pending"
            assert before.meta is not None
            assert after.meta is not None
            assert before.meta["toolproof/world"] == after.meta["toolproof/world"]

    run(scenario)


def test_vendor_errors_are_error_results_with_the_vendor_body() -> None:
    async def scenario() -> None:
        async with Client(server()) as client:
            missing = await client.call_tool("tickets_tickets_get", {"id": "tkt_nope"})
            assert missing.is_error is True
            assert body(missing) == {
                "error": {"code": "not_found", "message": "No such ticket: 'tkt_nope'", "param": "id"}
            }
            assert first_text(missing).startswith("Error: HTTP 404; error code: not_found.")
            assert missing.structured_content["status"] == 404
            closed = await client.call_tool("tickets_tickets_update", {"id": "tkt_closed", "subject": "x"})
            assert closed.is_error is True
            assert body(closed)["error"]["code"] == "ticket_closed"
            invalid = await client.call_tool("tickets_tickets_create", {"account": "acct_1"})
            assert invalid.is_error is True
            assert invalid.meta is not None
            assert invalid.meta["toolproof/status"] == 400
            assert body(invalid) == {
                "error": {
                    "code": "invalid_params",
                    "message": "Field required",
                    "errors": [{"param": "subject", "problem": "missing", "message": "Field required"}],
                }
            }

    run(scenario)


def test_two_clients_get_two_worlds() -> None:
    async def scenario() -> None:
        async with Client(server()) as a, Client(server()) as b:
            created = await a.call_tool(
                "tickets_tickets_create", {"account": "acct_1", "subject": "Only in A"}
            )
            assert created.is_error is False
            seen_a = await a.call_tool("tickets_tickets_list", {"account": "acct_1"})
            seen_b = await b.call_tool("tickets_tickets_list", {"account": "acct_1"})
            assert "Only in A" in [t["subject"] for t in body(seen_a)["data"]]
            assert "Only in A" not in [t["subject"] for t in body(seen_b)["data"]]

    run(scenario)


def test_a_fault_plan_applies_lost_response_commits_but_reports_a_timeout() -> None:
    async def scenario() -> None:
        async with Client(server("--faults", "lost-responses")) as client:
            lost = await client.call_tool("tickets_tickets_update", {"id": "tkt_1", "status": "pending"})
            assert lost.is_error is True
            assert first_text(lost).startswith("Request timed out")
            assert lost.structured_content is None
            assert lost.meta is not None
            assert lost.meta["toolproof/transport_fault"] == "timeout"
            check = await client.call_tool("tickets_tickets_get", {"id": "tkt_1"})
            assert body(check)["status"] == "pending"  # the write committed all the same
            reset = await client.call_tool("tickets_comments_add", {"ticket": "tkt_1", "body": "again"})
            assert first_text(reset).startswith("Connection failed: the connection was reset")

    run(scenario)


def test_unknown_services_are_refused_on_stderr_with_nothing_on_stdout() -> None:
    args = ["-c", LAUNCH, "mcp", "--services", "nope"]
    done = subprocess.run([sys.executable, *args], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert done.returncode == 2
    assert done.stdout == ""
    assert "unknown service 'nope'" in done.stderr


def test_both_protocol_eras_are_served_over_stdio() -> None:
    """A 2026-07-28 client (the SDK's default ``auto``) and a handshake-era one both get the world."""

    async def scenario() -> None:
        async with Client(server()) as modern, Client(server(), mode="legacy") as legacy:
            assert modern.protocol_version == "2026-07-28"
            assert legacy.protocol_version in HANDSHAKE_PROTOCOL_VERSIONS
            for client in (modern, legacy):
                got = await client.call_tool("tickets_accounts_get", {"id": "acct_2"})
                assert body(got)["name"] == "Alan Turing"

    run(scenario)
