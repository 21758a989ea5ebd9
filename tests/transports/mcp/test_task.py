"""``toolproof mcp --task``: the task's tools, its instruction, a finish tool, and a grade per session."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest
from mcp import Client, StdioServerParameters

from tests.support.cli import FAST_WAITS, LAUNCH
from tests.support.mcp_results import first_text
from toolproof.faults import FaultPlan
from toolproof.runs.mcp_task import (
    FINISH_TOOL,
    INSTRUCTION_URI,
    WAIT_TOOL,
    find_task,
    start_task_http_in_thread,
    variant_of,
)
from toolproof.transports.mcp import RunningMcpServer

ROOT = Path(__file__).resolve().parents[3]

TASK = """
tasks:
  - id: tickets.close-login
    title: Close the login ticket
    services: [tickets]
    fixture: small
    seed: 7
    instruction: Ticket tkt_1 (Cannot log in) is solved. Close it.
    expect:
      claim: done
      changes:
        - changed: tickets_tickets
          where: {id: tkt_1}
          fields:
            status: {from: open, to: closed}
      ignore:
        - {table: tickets_tickets, fields: [updated]}
    oracle:
      - call: tickets.tickets.update
        args: {id: tkt_1, status: closed}
      - finish: done
    faults:
      - name: lost-close
        plan:
          rules:
            - operation: tickets.tickets.update
              nth: 1
              fault: {kind: transport, phase: after, fault: timeout}
"""


@pytest.fixture(scope="module")
def suite(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("suite") / "tickets.yaml"
    path.write_text(TASK, encoding="utf-8")
    return path


def launch(suite: Path, *extra: str) -> StdioServerParameters:
    args = [
        "-c",
        LAUNCH,
        "mcp",
        "--task",
        "tickets.close-login",
        "--suite",
        str(suite),
    ]
    return StdioServerParameters(command=sys.executable, args=[*args, *extra], cwd=str(ROOT), env=FAST_WAITS)


def test_stdio_task_serves_instruction_tools_and_finish_then_reports_the_grade(
    suite: Path, tmp_path: Path
) -> None:
    grade_file = tmp_path / "grade.json"

    async def scenario() -> None:
        async with Client(launch(suite, "--grade-out", str(grade_file))) as client:
            names = [t.name for t in (await client.list_tools()).tools]
            assert names[-1] == FINISH_TOOL
            assert "tickets_tickets_update" in names
            prompt = await client.get_prompt("task")
            text = prompt.messages[0].content.text  # type: ignore[union-attr]
            assert text.startswith("Ticket tkt_1 (Cannot log in) is solved. Close it.")
            assert "`finish`" in text
            resource = await client.read_resource(INSTRUCTION_URI)
            assert resource.contents[0].text == text  # type: ignore[union-attr]
            done = await client.call_tool("tickets_tickets_update", {"id": "tkt_1", "status": "closed"})
            assert done.is_error is False
            bad = await client.call_tool(FINISH_TOOL, {"claim": "finished!"})
            assert bad.is_error is True
            fin = await client.call_tool(FINISH_TOOL, {"claim": "done", "message": "Closed tkt_1."})
            assert fin.is_error is False
            assert "passed" not in first_text(fin)  # the agent is never told its grade
            # Written at `finish`, while the client still holds the session open.
            assert json.loads(grade_file.read_text(encoding="utf-8"))["claim"] == "done"
            late = await client.call_tool("tickets_tickets_get", {"id": "tkt_1"})
            assert late.is_error is True
            assert first_text(late) == "The task is finished: no more calls."

    anyio.run(scenario)
    report = json.loads(grade_file.read_text(encoding="utf-8"))
    assert (report["task"], report["claim"], report["passed"], report["calls"]) == (
        "tickets.close-login",
        "done",
        True,
        1,
    )


def test_a_task_that_is_not_done_fails_its_grade_over_http(suite: Path) -> None:
    task = find_task("tickets.close-login", str(suite))

    async def scenario(running: RunningMcpServer) -> None:
        async with Client(running.mcp_url) as good, Client(running.mcp_url) as lazy:
            await good.call_tool("tickets_tickets_update", {"id": "tkt_1", "status": "closed"})
            await good.call_tool(FINISH_TOOL, {"claim": "done", "message": "ok"})
            await lazy.call_tool("tickets_tickets_get", {"id": "tkt_1"})
            await lazy.call_tool(FINISH_TOOL, {"claim": "done", "message": "ok"})

    with start_task_http_in_thread(task) as running:
        anyio.run(scenario, running)
        headers = {"Authorization": "Bearer " + running.info.admin_token}
        url = running.info.base_url + "/_toolproof/mcp/episodes"
        assert httpx.get(url).status_code == 401
        episodes = httpx.get(url, headers=headers).json()["episodes"]
    assert sorted((e["passed"], e["calls"]) for e in episodes) == [(False, 1), (True, 1)]
    failed = next(e for e in episodes if not e["passed"])
    assert "✗" in failed["explain"]


def test_a_fault_variant_applies_to_the_task(suite: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(*next(iter(FAST_WAITS.items())))  # the plan's 30 s timeout holds 0.3 s
    task = find_task("tickets.close-login", str(suite))
    variant = variant_of(task, "lost-close")

    async def scenario(running: RunningMcpServer) -> dict[str, Any]:
        async with Client(running.mcp_url) as client:
            lost = await client.call_tool("tickets_tickets_update", {"id": "tkt_1", "status": "closed"})
            assert first_text(lost).startswith("Request timed out")
            check = await client.call_tool("tickets_tickets_get", {"id": "tkt_1"})
            assert json.loads(first_text(check))["status"] == "closed"
            await client.call_tool(FINISH_TOOL, {"claim": "done"})
            assert check.meta is not None
            return {"world": check.meta["toolproof/world"]}

    with start_task_http_in_thread(task, variant=variant) as running:
        out: dict[str, Any] = {}

        async def main() -> None:
            out.update(await scenario(running))

        anyio.run(main)
        world = running.world(out["world"])
        assert [(e.operation, e.delivered) for e in world.ledger] == [
            ("tickets.tickets.update", False),
            ("tickets.tickets.get", True),
        ]


def test_unknown_task_and_variant_are_refused(suite: Path) -> None:
    for extra, message in (
        (["--task", "nope", "--suite", str(suite)], "no task 'nope' in suite"),
        (
            ["--task", "tickets.close-login", "--suite", str(suite), "--variant", "x"],
            "has no fault variant 'x'",
        ),
        (["--variant", "x"], "--variant needs --task"),
    ):
        args = ["-c", LAUNCH, "mcp", *extra]
        done = subprocess.run([sys.executable, *args], capture_output=True, text=True, cwd=ROOT, timeout=60)
        assert done.returncode == 2
        assert done.stdout == ""
        assert message in done.stderr


def test_the_wait_tool_lets_an_agent_honour_retry_after(suite: Path) -> None:
    task = find_task("tickets.close-login", str(suite))
    plan = FaultPlan.from_data(
        {
            "name": "throttled-close",
            "rules": [
                {
                    "operation": "tickets.tickets.update",
                    "nth": 1,
                    "fault": {"kind": "rate_limit", "retry_after": 0.3},
                }
            ],
        }
    )

    async def scenario(running: RunningMcpServer) -> str:
        async with Client(running.mcp_url) as client:
            args = {"id": "tkt_1", "status": "closed"}
            limited = await client.call_tool("tickets_tickets_update", args)
            assert limited.is_error is True
            assert limited.meta is not None
            seconds = float(limited.meta["toolproof/headers"]["retry-after"])
            refused = await client.call_tool(WAIT_TOOL, {"seconds": -1})
            assert refused.is_error is True
            waited = await client.call_tool(WAIT_TOOL, {"seconds": seconds + 0.05})
            assert waited.is_error is False
            again = await client.call_tool("tickets_tickets_update", args)
            assert again.is_error is False
            await client.call_tool(FINISH_TOOL, {"claim": "done", "message": "Closed."})
            assert again.meta is not None
            world_id: str = again.meta["toolproof/world"]
            return world_id

    with start_task_http_in_thread(task, faults=plan) as running:
        world_id = anyio.run(scenario, running)
        world = running.world(world_id)
        assert [e.status for e in world.ledger] == [429, 200]
        assert world.ledger[1].retry_after is not None
        assert world.ledger[1].retry_after["honoured"] is True
        headers = {"Authorization": "Bearer " + running.info.admin_token}
        (episode,) = httpx.get(running.info.base_url + "/_toolproof/mcp/episodes", headers=headers).json()[
            "episodes"
        ]
        assert episode["passed"] is True
