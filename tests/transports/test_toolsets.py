"""Tool sets that fit every provider: under OpenAI's 128 tools, the task's operations always offered,
markup-free descriptions, and a refused tool set counted as a refusal."""

from __future__ import annotations

import re

import pytest

from tests.support.suites import load_suite
from toolproof.agents import Episode, prepare
from toolproof.agents.endpoint_errors import AGENT_FAILURES, classify
from toolproof.agents.openai_chat import OpenAIChatAgent
from toolproof.service import registry
from toolproof.tasks import Task
from toolproof.transports.tools import plain_text, tool_definitions
from toolproof.transports.toolsets import OPENAI_TOOL_LIMIT, resource_of, select_operations

BUILT_IN = ["stripe", "slack", "gcal", "linear", "box"]
MARKUP = re.compile(r"``|:[a-z]+:`|\*\*")


@pytest.fixture(scope="module")
def core() -> list[Task]:
    return load_suite("core")


def test_no_tool_description_carries_restructuredtext() -> None:
    for fmt in ("openai", "anthropic", "mcp"):
        for tool in tool_definitions(BUILT_IN, fmt):
            text = tool["function"]["description"] if fmt == "openai" else tool["description"]
            assert not MARKUP.search(text), text
    assert (
        plain_text("Use ``source`` or :func:`~a.b.c`, **not** ``x\ny``.") == "Use source or a.b.c, not x\ny."
    )


def test_every_core_task_offers_its_own_operations_within_openais_limit(core: list[Task]) -> None:
    everything = sum(len(registry.get(s).operations) for s in BUILT_IN)
    assert everything > OPENAI_TOOL_LIMIT  # the reason for selecting at all
    for task in core:
        ops = [op for s in task.services for op in registry.get(s).operations.values()]
        chosen = select_operations(ops, task.operations(), OPENAI_TOOL_LIMIT - 2)
        names = [op.name for op in chosen]
        assert len(chosen) == min(len(ops), OPENAI_TOOL_LIMIT - 2)
        assert names == sorted(names)  # position says nothing about what is needed
        assert task.operations() <= set(names), task.id
        if len(ops) > OPENAI_TOOL_LIMIT - 2:  # distractors: every sibling of a needed call is there
            siblings = {op.name for op in ops if resource_of(op.name) in map(resource_of, task.operations())}
            assert siblings <= set(names), task.id
        assert chosen == select_operations(list(reversed(ops)), task.operations(), OPENAI_TOOL_LIMIT - 2)


def test_a_small_budget_keeps_needed_then_siblings_then_reads() -> None:
    ops = list(registry.get("stripe").operations.values())
    siblings = {o.name for o in ops if resource_of(o.name) == "stripe.refunds"}
    assert 2 < len(siblings) < 10
    small = {op.name for op in select_operations(ops, {"stripe.refunds.create"}, 2)}
    assert "stripe.refunds.create" in small
    assert small <= siblings
    larger = select_operations(ops, {"stripe.refunds.create"}, len(siblings) + 3)
    assert siblings <= {op.name for op in larger}
    assert not any(op.writes for op in larger if op.name not in siblings)  # reads before writes


def test_the_chat_agent_sends_at_most_128_tools_for_a_three_service_task(core: list[Task]) -> None:
    task = next(t for t in core if len(t.services) == 3)
    world, _refs = prepare(task)
    episode = Episode(task, world)
    agent = OpenAIChatAgent("m", api_key="x")
    tools = agent.tools_for(episode)
    assert len(world.operations) + 2 > OPENAI_TOOL_LIMIT
    assert len(tools) == OPENAI_TOOL_LIMIT
    sent = {t["function"]["name"] for t in tools}
    assert {world.operation(name).tool_name for name in task.operations()} <= sent
    assert {"finish", "wait"} <= sent
    everything = OpenAIChatAgent("m", api_key="x", max_tools=None).tools_for(episode)
    assert len(everything) == len(world.operations) + 2


def test_a_refused_tool_set_is_a_counted_refusal_not_an_infrastructure_error() -> None:
    body = {
        "error": {
            "message": "Invalid 'tools': array too long. Expected an array with maximum length 128, but got "
            "an array with length 152 instead.",
            "type": "invalid_request_error",
            "param": "tools",
            "code": "array_above_max_length",
        }
    }
    error = classify(400, body)
    assert error.kind == "refusal"
    assert error.kind in AGENT_FAILURES


def test_mcp_task_mode_lists_the_tasks_operations_under_the_cap_without_markup(core: list[Task]) -> None:
    from toolproof.runs.mcp_task import task_tools
    from toolproof.world import World

    task = next(t for t in core if len(t.services) == 3)
    tools = task_tools(task, None, lambda: World(task.services, seed=task.seed, fixture=task.fixture))
    names = {spec.name for spec in tools.specs}
    assert len(tools.specs) <= OPENAI_TOOL_LIMIT
    assert {"finish", "wait"} <= names
    assert {registry.get(n.split(".")[0]).operations[n].tool_name for n in task.operations()} <= names
    assert not any(MARKUP.search(spec.description) for spec in tools.specs)
