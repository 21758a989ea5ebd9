"""``toolproof.adapters.openai_agents``: an OpenAI Agents SDK agent on a real episode, driven by a
scripted model implementing the SDK's ``Model`` interface (tracing off: nothing leaves the machine)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import pytest

pytest.importorskip("agents", reason="the adapters extra (openai-agents) is not installed")

from openai.types.responses import (
    ResponseFunctionToolCall,
    ResponseOutputMessage,
    ResponseOutputText,
)

from agents import Agent, Model, ModelResponse, Runner, Tool, Usage, set_tracing_disabled
from tests.adapters.script import THROTTLED, assert_refunded_once, charge_id, next_call, task
from toolproof.adapters.openai_agents import tools
from toolproof.agents import Episode, run_episode
from toolproof.agents.toolkit import instructions


class ScriptedModel(Model):
    """The SDK's model interface, answering from :func:`next_call` on the items it is given."""

    def __init__(self, charge: str) -> None:
        self.charge = charge
        self.turns = 0

    async def get_response(
        self, system_instructions: Any, input: Any, *args: Any, **kwargs: Any
    ) -> ModelResponse:
        items = [] if isinstance(input, str) else list(input)
        names = {i["call_id"]: i["name"] for i in map(_plain, items) if i.get("type") == "function_call"}
        history = [
            (names[i["call_id"]], str(i["output"]))
            for i in map(_plain, items)
            if i.get("type") == "function_call_output"
        ]
        self.turns += 1
        call = next_call(history, self.charge)
        if call is None:
            text = ResponseOutputText(type="output_text", text="Done.", annotations=[])
            item: Any = ResponseOutputMessage(
                id="msg", type="message", role="assistant", status="completed", content=[text]
            )
        else:
            import json

            item = ResponseFunctionToolCall(
                type="function_call",
                call_id=f"call_{self.turns}",
                name=call[0],
                arguments=json.dumps(call[1]),
            )
        return ModelResponse(output=[item], usage=Usage(), response_id=None)

    def stream_response(self, *args: Any, **kwargs: Any) -> AsyncIterator[Any]:
        raise NotImplementedError("the test runs without streaming")


def _plain(item: Any) -> dict[str, Any]:
    return item if isinstance(item, dict) else item.model_dump()


@pytest.mark.parametrize("variant", [None, THROTTLED], ids=["no-faults", "throttled"])
def test_an_agents_sdk_agent_solves_a_task_through_the_adapter(variant: object) -> None:
    set_tracing_disabled(True)
    model = ScriptedModel(charge_id())

    async def solve(episode: Episode) -> None:
        # Agent(tools=...) takes list[Tool] (invariant), while the adapter returns list[FunctionTool].
        agent_tools: list[Tool] = [*tools(episode)]
        agent = Agent(name="support", instructions=instructions(episode), tools=agent_tools, model=model)
        await Runner.run(agent, episode.instruction, max_turns=10)

    result = asyncio.run(run_episode(task(), solve, variant=variant))  # type: ignore[arg-type]
    assert_refunded_once(result, throttled=variant is not None)
