"""``toolproof.adapters.langchain``: LangChain tools on a real episode, driven by LangChain's own
``GenericFakeChatModel`` (its messages come from a generator that reads the tool results)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest

pytest.importorskip("langchain_core", reason="the adapters extra (langchain-core) is not installed")

from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage

from tests.adapters.script import THROTTLED, assert_refunded_once, charge_id, next_call, task
from toolproof.adapters.langchain import tools
from toolproof.agents import Episode, run_episode
from toolproof.agents.toolkit import instructions


@pytest.mark.parametrize("variant", [None, THROTTLED], ids=["no-faults", "throttled"])
def test_langchain_tools_solve_a_task_through_the_adapter(variant: object) -> None:
    charge = charge_id()
    history: list[tuple[str, str]] = []

    def replies() -> Iterator[AIMessage]:
        turn = 0
        while (call := next_call(history, charge)) is not None:
            turn += 1
            yield AIMessage(content="", tool_calls=[{"name": call[0], "args": call[1], "id": f"call_{turn}"}])
        yield AIMessage(content="Done.")

    async def solve(episode: Episode) -> None:
        by_name = {t.name: t for t in tools(episode)}
        model = GenericFakeChatModel(messages=replies())
        messages: list[BaseMessage] = [
            SystemMessage(instructions(episode)),
            HumanMessage(episode.instruction),
        ]
        while True:
            reply = await model.ainvoke(messages)
            messages.append(reply)
            if not isinstance(reply, AIMessage) or not reply.tool_calls:
                break
            for call in reply.tool_calls:
                result = await by_name[call["name"]].ainvoke(call)  # a ToolCall in, a ToolMessage out
                assert isinstance(result, ToolMessage)
                messages.append(result)
                history.append((call["name"], str(result.content)))

    result = asyncio.run(run_episode(task(), solve, variant=variant))  # type: ignore[arg-type]
    assert_refunded_once(result, throttled=variant is not None)
