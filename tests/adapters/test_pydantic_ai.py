"""``toolproof.adapters.pydantic_ai``: a pydantic-ai agent on a real episode, driven by pydantic-ai's
own ``FunctionModel``."""

from __future__ import annotations

import asyncio

import pytest

pytest.importorskip("pydantic_ai", reason="the adapters extra (pydantic-ai-slim) is not installed")

from pydantic_ai import Agent
from pydantic_ai.messages import (
    ModelMessage,
    ModelRequest,
    ModelResponse,
    TextPart,
    ToolCallPart,
    ToolReturnPart,
)
from pydantic_ai.models.function import AgentInfo, FunctionModel

from tests.adapters.script import THROTTLED, assert_refunded_once, charge_id, next_call, task
from toolproof.adapters.pydantic_ai import tools
from toolproof.agents import Episode, run_episode
from toolproof.agents.toolkit import instructions


@pytest.mark.parametrize("variant", [None, THROTTLED], ids=["no-faults", "throttled"])
def test_a_pydantic_ai_agent_solves_a_task_through_the_adapter(variant: object) -> None:
    charge = charge_id()
    offered: list[str] = []

    def model(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        offered[:] = [t.name for t in info.function_tools]
        history = [
            (part.tool_name, str(part.content))
            for m in messages
            if isinstance(m, ModelRequest)
            for part in m.parts
            if isinstance(part, ToolReturnPart)
        ]
        call = next_call(history, charge)
        if call is None:
            return ModelResponse(parts=[TextPart("Done.")])
        return ModelResponse(parts=[ToolCallPart(call[0], call[1])])

    async def solve(episode: Episode) -> None:
        agent = Agent(FunctionModel(model), tools=tools(episode), instructions=instructions(episode))
        await agent.run(episode.instruction)

    result = asyncio.run(run_episode(task(), solve, variant=variant))  # type: ignore[arg-type]
    assert_refunded_once(result, throttled=variant is not None)
    assert "stripe_refunds_create" in offered
    assert offered[-2:] == ["wait", "finish"]
