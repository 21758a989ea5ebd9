"""The chat agent sees the episode's surface: interface variants and perturbations reach the model,
and the model's calls by the names it was shown act on the world (through the official SDK against
the scripted OpenAI-compatible server)."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from tests.agents.chat import agent_for, tool_messages
from toolproof.agents import run_episode
from toolproof.agents.scripted_llm import ScriptedLLM, call, finish
from toolproof.tasks import Task


def _names(tools: list[dict[str, Any]]) -> list[str]:
    return [t["function"]["name"] for t in tools]


def _episode(task: Task, llm: ScriptedLLM, script: Any, **kw: Any) -> Any:
    llm.load(script)
    variant = kw.pop("variant", None)
    chosen = next(v for v in task.faults if v.name == variant) if variant else None
    agent = agent_for(llm)
    return asyncio.run(run_episode(task, agent, agent_name=agent.name, variant=chosen, **kw))


def test_renamed_tools_reach_the_model_and_a_call_by_the_new_name_acts(
    tasks: dict[str, Task], llm: ScriptedLLM
) -> None:
    def script(messages: list[dict[str, Any]], tools: list[dict[str, Any]]) -> Any:
        turn = sum(m["role"] == "assistant" for m in messages)
        if turn == 0:
            return [call("tickets_get_all_tickets", account="acct_1", status="open")]
        if turn == 1:
            ticket = json.loads(messages[-1]["content"])["body"]["data"][0]["id"]
            return [
                call("tickets_add_comments", ticket=ticket, body="Resolved: login works"),
                call("tickets_modify_tickets", id=ticket, status="closed"),
            ]
        return [finish("done", "Commented on and closed tkt_1.")]

    result = _episode(tasks["tickets.resolve-login"], llm, script, perturbation="renamed-tools")
    names = _names(llm.requests[0]["tools"])
    assert {"tickets_get_all_tickets", "tickets_add_comments", "tickets_modify_tickets"} <= set(names)
    assert not {"tickets_tickets_list", "tickets_tickets_update"} & set(names)
    assert names[-1] == "finish"
    # The renamed calls changed the state the grader reads.
    assert [e["operation"] for e in result.ledger] == [
        "tickets.tickets.list",
        "tickets.comments.add",
        "tickets.tickets.update",
    ]
    assert result.passed is True
    # A call by the old name is an unknown tool now (the agent must use what it is shown).
    llm.load([[call("tickets_tickets_update", id="tkt_1", status="closed")], [finish("failed", "no")]])
    agent = agent_for(llm)
    task = tasks["tickets.resolve-login"]
    again = asyncio.run(run_episode(task, agent, agent_name=agent.name, perturbation="renamed-tools"))
    assert again.ledger == []
    [answer] = tool_messages(llm.requests[1])
    assert json.loads(answer["content"]) == {"error": "unknown tool 'tickets_tickets_update'"}


def test_resumable_gives_the_model_request_ids_and_the_status_tool(
    tasks: dict[str, Task], llm: ScriptedLLM
) -> None:
    def script(messages: list[dict[str, Any]], tools: list[dict[str, Any]]) -> Any:
        turn = sum(m["role"] == "assistant" for m in messages)
        if turn == 0:
            comment = {"ticket": "tkt_1", "body": "Resolved: login works", "request_id": "r1"}
            return [call("tickets_comments_add", **comment)]
        if turn == 1:
            return [call("get_operation_status", request_id="r1")]
        if turn == 2:
            return [call("tickets_tickets_update", id="tkt_1", status="closed", request_id="r2")]
        return [finish("done", "Commented on and closed tkt_1.")]

    task = tasks["tickets.resolve-login"]
    result = _episode(task, llm, script, interface="resumable", variant="lost-comment-response")
    first = llm.requests[0]["tools"]
    assert "get_operation_status" in _names(first)
    add = next(t for t in first if t["function"]["name"] == "tickets_comments_add")
    assert "request_id" in add["function"]["parameters"]["properties"]
    # The comment's response was lost; the status tool says it committed, so nothing is re-sent.
    [lost] = (json.loads(m["content"]) for m in tool_messages(llm.requests[1]))
    [status] = (json.loads(m["content"]) for m in tool_messages(llm.requests[2]))
    assert "error" in lost
    assert status["status"] == 200
    assert (status["body"]["state"], status["body"]["request_id"]) == ("committed", "r1")
    assert status["body"]["result"]["object"] == "comment"
    assert sum(1 for e in result.ledger if e["operation"] == "tickets.comments.add") == 1
    assert result.passed is True
