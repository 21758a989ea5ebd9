"""``toolproof mcp --interface … --perturb …`` over stdio, driven by the official MCP client: the session
is shown the perturbed tools and a call by a shown name acts on its world."""

from __future__ import annotations

import anyio
import pytest
from mcp import Client
from mcp.shared.exceptions import MCPError
from mcp.types import TextContent

from tests.transports.mcp.test_stdio import body, server
from toolproof.cli import main


def test_resumable_renamed_tools_are_listed_and_called_by_their_new_names() -> None:
    async def scenario() -> None:
        async with Client(server("--interface", "resumable", "--perturb", "renamed-tools")) as client:
            listed = {t.name: t for t in (await client.list_tools()).tools}
            assert {"tickets_modify_tickets", "tickets_fetch_tickets", "get_operation_status"} <= set(listed)
            assert not {"tickets_tickets_update", "tickets_tickets_get"} & set(listed)
            update = listed["tickets_modify_tickets"]
            assert "request_id" in update.input_schema["properties"]
            assert update.annotations is not None
            assert update.annotations.read_only_hint is False
            args = {"id": "tkt_1", "status": "pending", "request_id": "r-1"}
            updated = await client.call_tool("tickets_modify_tickets", args)
            assert updated.is_error is False
            assert body(updated)["status"] == "pending"
            notes = updated.content[1]
            assert isinstance(notes, TextContent)
            assert notes.text == 'toolproof notes: {"replayed": false, "request_id": "r-1"}'
            assert updated.meta is not None
            assert updated.meta["toolproof/notes"] == {"replayed": False, "request_id": "r-1"}
            after = await client.call_tool("tickets_fetch_tickets", {"id": "tkt_1"})
            assert body(after)["status"] == "pending"
            status = await client.call_tool("get_operation_status", {"request_id": "r-1"})
            assert (body(status)["state"], body(status)["result"]["status"]) == ("committed", "pending")
            with pytest.raises(MCPError, match="Unknown tool: tickets_tickets_update"):
                await client.call_tool("tickets_tickets_update", {"id": "tkt_1", "status": "open"})

    anyio.run(scenario)


@pytest.mark.parametrize(
    ("flags", "expected"),
    [
        (["--interface", "quick"], "toolproof: unknown interface 'quick'"),
        (["--perturb", "nope"], "toolproof: unknown perturbation 'nope'"),
        (["--perturb", "all"], "toolproof: --perturb names 22 conditions: a server shows one"),
        (["--perturb", "typos", "--task", "tickets.resolve-login", "--suite", "tests/tasks/data/good"],
         "toolproof: --interface/--perturb cannot be combined with --task yet"),
    ],
)  # fmt: skip
def test_bad_conditions_are_one_line_before_serving(
    capsys: pytest.CaptureFixture[str], flags: list[str], expected: str
) -> None:
    assert main(["mcp", "--services", "tickets", *flags]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith(expected), err
    assert "\n" not in err
