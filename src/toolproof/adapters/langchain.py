"""An episode's tools as LangChain tools (``pip install 'toolproof[adapters]'`` or ``langchain-core``).

.. code-block:: python

    from toolproof.adapters.langchain import tools

    async def solve(episode):
        model = init_chat_model("openai:gpt-4o-mini").bind_tools(tools(episode))
        ...  # your loop, or langgraph's prebuilt agent with the same tools

Each tool is a ``StructuredTool`` whose ``args_schema`` is the operation's JSON Schema, async only
(``ainvoke``): a tool call's arguments reach the episode unchanged.
"""

from __future__ import annotations

from typing import Any

from langchain_core.tools import StructuredTool

from toolproof.agents.episode import Episode
from toolproof.agents.toolkit import EpisodeTool, episode_tools


def tool(spec: EpisodeTool) -> StructuredTool:
    """One episode tool as a LangChain ``StructuredTool``."""

    async def run(**arguments: Any) -> str:
        return await spec.run(arguments)

    return StructuredTool(
        name=spec.name,
        description=spec.description,
        args_schema=spec.parameters,
        coroutine=run,
    )


def tools(episode: Episode, *, limit: int | None = None) -> list[StructuredTool]:
    """The episode's tools (at most ``limit``) for ``bind_tools`` or an agent."""
    return [tool(spec) for spec in episode_tools(episode, limit=limit)]
