"""``ask_user`` over MCP: a conversation task's user answers through a tool, and the transcript is graded.

The official ``mcp`` client holds the conversation over stdio and over streamable HTTP; the answers come
from the task's scripted user, exactly as in a run.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest
from mcp import Client, StdioServerParameters
from mcp.shared.exceptions import MCPError

from tests.support.cli import LAUNCH
from toolproof.runs.mcp_task import ASK_TOOL, FINISH_TOOL, find_task, start_task_http_in_thread
from toolproof.transports.mcp import RunningMcpServer

ROOT = Path(__file__).resolve().parents[3]
SUITE = ROOT / "tests" / "tasks" / "data" / "conversation" / "tickets.yaml"
TASK = "talk.close-my-ticket"


def text(result: Any) -> str:
    return str(result.content[0].text)


async def solve(client: Client, *, ask: bool) -> None:
    """The careful conversation: ask who the user is, find their open ticket, close it."""
    email = "alan@example.com"
    if ask:
        answer = await client.call_tool(ASK_TOOL, {"question": "What is the e-mail address on your account?"})
        assert answer.is_error is False
        email = text(answer)
        assert email == "ada@example.com"
    accounts = json.loads(text(await client.call_tool("tickets_accounts_list", {"email": email})))["data"]
    if not accounts:  # a guess that finds nobody: the guesser claims success all the same
        await client.call_tool(FINISH_TOOL, {"claim": "done", "message": "Closed your ticket."})
        return
    account = accounts[0]["id"]
    listed = await client.call_tool("tickets_tickets_list", {"account": account, "status": "open"})
    ticket = json.loads(text(listed))["data"][0]["id"]
    await client.call_tool("tickets_tickets_update", {"id": ticket, "status": "closed"})
    await client.call_tool(FINISH_TOOL, {"claim": "done", "message": "Closed your ticket."})


def test_ask_user_over_stdio_is_answered_and_graded(tmp_path: Path) -> None:
    grade_file = tmp_path / "grade.json"
    params = StdioServerParameters(
        command=sys.executable,
        args=["-c", LAUNCH, "mcp", "--task", TASK, "--suite", str(SUITE), "--grade-out", str(grade_file)],
        cwd=str(ROOT),
    )

    async def scenario() -> None:
        async with Client(params) as client:
            tools = {t.name: t for t in (await client.list_tools()).tools}
            assert list(tools)[-2:] == [ASK_TOOL, FINISH_TOOL]
            assert tools[ASK_TOOL].input_schema["required"] == ["question"]
            prompt = await client.get_prompt("task")
            instruction = prompt.messages[0].content.text  # type: ignore[union-attr]
            assert instruction.startswith("The user wrote:\nHi, please close my open ticket")
            assert f"`{ASK_TOOL}`" in instruction
            bad = await client.call_tool(ASK_TOOL, {"question": ""})
            assert bad.is_error is True
            assert text(bad) == f"{ASK_TOOL} needs question: your message to the user."
            await solve(client, ask=True)
            late = await client.call_tool(ASK_TOOL, {"question": "Anything else?"})
            assert (late.is_error, text(late)) == (True, "The task is finished: no more calls.")

    anyio.run(scenario)
    report = json.loads(grade_file.read_text(encoding="utf-8"))
    assert report["passed"] is True, report["explain"]
    verdicts = {v["name"]: v["passed"] for v in report["grade"]["verdicts"]}
    assert verdicts["asked for email before acting"] is True
    turns = report["transcript"]["turns"]
    assert [(t["role"], t["text"]) for t in turns] == [
        ("agent", "What is the e-mail address on your account?"),
        ("user", "ada@example.com"),
    ]
    assert report["grade"]["signals"]["user_turns"] == 1


def test_ask_user_over_http_one_user_per_session_and_a_guesser_fails() -> None:
    task = find_task(TASK, str(SUITE))

    async def scenario(running: RunningMcpServer) -> None:
        async with Client(running.mcp_url) as asking, Client(running.mcp_url) as guessing:
            await solve(asking, ask=True)
            await solve(guessing, ask=False)

    with start_task_http_in_thread(task) as running:
        anyio.run(scenario, running)
        headers = {"Authorization": "Bearer " + running.info.admin_token}
        episodes = httpx.get(running.info.base_url + "/_toolproof/mcp/episodes", headers=headers).json()
    by_talk = {len(e["transcript"]["turns"]): e for e in episodes["episodes"]}
    assert by_talk[2]["passed"] is True
    assert by_talk[0]["passed"] is False
    failed = {v["name"]: v for v in by_talk[0]["grade"]["verdicts"]}
    assert failed["asked for email before acting"]["detail"] == "never asked"


def test_a_task_without_a_user_has_no_ask_user_tool(tmp_path: Path) -> None:
    core = find_task("tickets.close-login", str(_plain_suite(tmp_path)))

    async def scenario(running: RunningMcpServer) -> list[str]:
        async with Client(running.mcp_url) as client:
            names = [t.name for t in (await client.list_tools()).tools]
            with pytest.raises(MCPError, match="Unknown tool: ask_user"):
                await client.call_tool(ASK_TOOL, {"question": "Hello?"})
            return names

    with start_task_http_in_thread(core) as running:
        names = anyio.run(scenario, running)
    assert ASK_TOOL not in names


def _plain_suite(tmp_path: Path) -> Path:
    path = tmp_path / "plain.yaml"
    path.write_text(
        """
tasks:
  - id: tickets.close-login
    services: [tickets]
    fixture: small
    instruction: Ticket tkt_1 is solved. Close it.
    expect:
      changes:
        - changed: tickets_tickets
          where: {id: tkt_1}
          fields: {status: {from: open, to: closed}}
      ignore:
        - {table: tickets_tickets, fields: [updated]}
    oracle:
      - call: tickets.tickets.update
        args: {id: tkt_1, status: closed}
      - finish: done
""",
        encoding="utf-8",
    )
    return path
