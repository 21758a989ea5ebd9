"""An episode of a task with ``acts_as`` acts as that person on every path a call can take.

Slack's ``reminders.*`` take a user token only: with the task's ``acts_as`` the agent's
``reminders.add`` succeeds and the ledger records the user as its principal; without it the same call
is the bot's and Slack answers ``not_allowed_token_type``. Checked in process (the reference agent,
also through each interface variant), through the MCP tools (in process, and the official MCP client
over streamable HTTP on loopback), and over HTTP with ``slack_sdk`` holding the credential the served
world hands out.
"""

from __future__ import annotations

import json
from typing import Any

import anyio
import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mcp import Client
from slack_sdk import WebClient
from slack_sdk.errors import SlackApiError

from tests.support.mcp_results import first_text
from toolproof.agents.episode import Episode
from toolproof.agents.reference import PlanAgent
from toolproof.agents.run import EpisodeResult, run_episode
from toolproof.runs.mcp_task import FINISH_TOOL, TaskEpisodes, start_task_http_in_thread, task_tools
from toolproof.tasks import tasks_from_data
from toolproof.tasks.model import Task
from toolproof.transports.mcp.sdk import STDIO_SESSION
from toolproof.world import World

ADA, ALAN = "U0ADA000001", "U0ALAN00001"
#: The MCP tool of ``slack.reminders.add``.
TOOL = "slack_reminders_add"


def remind_task(
    acts_as: dict[str, str] | None = None, *, who: str = "ada", text: str = "Send the deck"
) -> Task:
    data: dict[str, Any] = {
        "id": "acts.remind",
        "services": ["slack"],
        "fixture": "small",
        "instruction": f"Remind me to {text.lower()} in 15 minutes.",
        "refs": {"me": {"table": "slack_users", "where": {"name": who}}},
        "expect": {
            "changes": [
                {
                    "added": "slack_reminders",
                    "where": {"creator": "{me}", "user": "{me}", "text": text, "recurring": False},
                }
            ]
        },
        "oracle": [
            {"call": "slack.reminders.add", "args": {"text": text, "time": "in 15 minutes"}},
            {"finish": "done"},
        ],
    }
    if acts_as is not None:
        data["acts_as"] = acts_as
    [task] = tasks_from_data(data, "test")
    return task


def run(task: Task) -> EpisodeResult:
    return anyio.run(run_episode, task, PlanAgent("naive"))


def test_in_process_the_call_acts_as_the_user_and_passes() -> None:
    result = run(remind_task({"slack": "{me}"}))
    assert result.passed, result.grade.explain() if result.grade else result.error
    [entry] = result.ledger
    assert (entry["operation"], entry["principal"], entry["status"], entry["outcome"]) == (
        "slack.reminders.add",
        ADA,
        200,
        "ok",
    )
    assert [c["table"] for c in entry["changes"]] == ["slack_reminders"]
    assert result.grade is not None
    assert result.grade.to_dict()["acts_as"] == {"slack": ADA}


@pytest.mark.parametrize("interface", ["bare", "effect-aware", "resumable"])
def test_interface_variants_act_as_the_user(interface: str) -> None:
    """Through an interface variant (its own tool names and results) the calls are still Ada's."""
    task = remind_task({"slack": "{me}"})
    result = anyio.run(lambda: run_episode(task, PlanAgent("naive"), interface=interface))
    assert result.passed, result.grade.explain() if result.grade else result.error
    assert [(e["operation"], e["principal"], e["status"]) for e in result.ledger] == [
        ("slack.reminders.add", ADA, 200)
    ]


def test_without_acts_as_the_bot_is_refused_and_nothing_changes() -> None:
    result = run(remind_task())
    assert not result.passed
    [entry] = result.ledger
    assert (entry["principal"], entry["error_code"], entry["committed"]) == (
        "bot",
        "not_allowed_token_type",
        False,
    )
    body = result.trajectory[0]["body"]
    assert body == {"ok": False, "error": "not_allowed_token_type"}
    assert result.grade is not None
    assert not result.grade.diff.to_dict()  # nothing changed


def test_the_episode_tells_the_agent_whom_it_acts_as() -> None:
    seen: list[dict[str, str]] = []

    async def agent(episode: Episode) -> None:
        seen.append(episode.acting_as)
        episode.finish("done")

    anyio.run(run_episode, remind_task({"slack": "{me}"}), agent)
    anyio.run(run_episode, remind_task(), agent)
    assert seen == [{"slack": ADA}, {}]


def test_same_task_same_bytes() -> None:
    first, second = run(remind_task({"slack": "{me}"})), run(remind_task({"slack": "{me}"}))
    assert first.final_hash == second.final_hash
    assert json.dumps(first.ledger, sort_keys=True) == json.dumps(second.ledger, sort_keys=True)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    who=st.sampled_from([("ada", ADA), ("alan", ALAN)]),
    text=st.text(st.characters(categories=("L", "N"), max_codepoint=0x2FF), min_size=1, max_size=24),
)
def test_the_reminder_is_the_principals_whoever_it_is(who: tuple[str, str], text: str) -> None:
    name, uid = who
    result = run(remind_task({"slack": "{me}"}, who=name, text=text))
    assert result.passed, result.grade.explain() if result.grade else result.error
    [entry] = result.ledger
    assert entry["principal"] == uid
    [change] = entry["changes"]
    assert change["table"] == "slack_reminders"


def test_mcp_tools_act_as_the_user() -> None:
    task = remind_task({"slack": "{me}"})

    async def scenario() -> dict[str, Any]:
        tools = task_tools(task, None, lambda: World(task.services, seed=task.seed, fixture=task.fixture))
        world = tools.worlds.world_for(STDIO_SESSION)
        out = await tools.call(STDIO_SESSION, TOOL, {"text": "Send the deck", "time": "in 15 minutes"})
        assert out is not None
        assert out.is_error is False, out.texts
        assert json.loads(out.texts[0])["reminder"]["creator"] == ADA
        assert [e.principal for e in world.ledger] == [ADA]
        assert [e.transport for e in world.ledger] == ["mcp"]
        await tools.call(STDIO_SESSION, FINISH_TOOL, {"claim": "done", "message": "Reminder set."})
        episodes = tools.episodes
        assert isinstance(episodes, TaskEpisodes)
        return episodes.of(world).report()

    report = anyio.run(scenario)
    assert report["passed"], report["explain"]
    assert report["grade"]["acts_as"] == {"slack": ADA}


def test_mcp_over_http_and_the_served_credential_act_as_the_user() -> None:
    """The official MCP client over streamable HTTP reads, then (while its session is open) ``slack_sdk``
    with the credential the hub hands out for that session's world writes: both act as Ada
    (``xoxp-``), the bot token is refused, and the session's grade passes."""
    task = remind_task({"slack": "{me}"}, text="Ship the slides")

    def over_http(base_url: str, world: World) -> None:
        credentials = running.hub.credentials(world)["slack"]
        assert credentials == {"token": f"xoxp-{world.id}-{ADA}"}
        bot = WebClient(token=f"xoxb-{world.id}", base_url=base_url + "/slack/api/")
        with pytest.raises(SlackApiError) as refused:
            bot.reminders_add(text="Ship the slides", time="in 15 minutes")
        assert refused.value.response["error"] == "not_allowed_token_type"
        client = WebClient(token=credentials["token"], base_url=base_url + "/slack/api/")
        added = client.reminders_add(text="Ship the slides", time="in 15 minutes")
        assert (added["reminder"]["creator"], added["reminder"]["user"]) == (ADA, ADA)

    async def scenario() -> tuple[World, list[tuple[str, str, str | None, int]]]:
        async with Client(running.mcp_url) as client:
            out = await client.call_tool("slack_reminders_list", {})
            assert out.is_error is False, first_text(out)
            assert [r["id"] for r in json.loads(first_text(out))["reminders"]] == [
                "Rm0ADA00001",
                "Rm0ADA00002",
            ]
            assert out.meta is not None
            world = running.world(out.meta["toolproof/world"])
            await anyio.to_thread.run_sync(over_http, running.info.base_url, world)
            calls = [(e.transport, e.operation, e.principal, e.status) for e in world.ledger]
            done = await client.call_tool(FINISH_TOOL, {"claim": "done", "message": "Reminder set."})
            assert done.is_error is False
            return world, calls

    with start_task_http_in_thread(task) as running:
        world, calls = anyio.run(scenario)
        headers = {"Authorization": "Bearer " + running.info.admin_token}
        url = running.info.base_url + "/_toolproof/mcp/episodes"
        [report] = httpx.get(url, headers=headers).json()["episodes"]
    assert calls == [
        ("mcp", "slack.reminders.list", ADA, 200),
        ("http", "slack.reminders.add", "bot", 200),
        ("http", "slack.reminders.add", ADA, 200),
    ]
    assert (report["world"], report["passed"], report["grade"]["acts_as"]) == (world.id, True, {"slack": ADA})
