"""An episode's tools as pydantic-ai tools (``pip install 'toolproof[adapters]'`` or ``pydantic-ai-slim``).

.. code-block:: python

    from pydantic_ai import Agent
    from toolproof.adapters.pydantic_ai import tools
    from toolproof.agents.toolkit import instructions

    async def solve(episode):
        agent = Agent("openai:gpt-4o-mini", tools=tools(episode), instructions=instructions(episode))
        await agent.run(episode.instruction)

Each tool is ``Tool.from_schema``: the operation's JSON Schema as the model sees it, the arguments
passed to the episode unchanged (the double validates them and answers a bad call in the vendor's
shape, as the real API would).
"""

from __future__ import annotations

from typing import Any

from pydantic_ai import Tool

from toolproof.agents.episode import Episode
from toolproof.agents.toolkit import EpisodeTool, episode_tools


def tool(spec: EpisodeTool) -> Tool[Any]:
    """One episode tool as a ``pydantic_ai.Tool``."""

    async def run(**arguments: Any) -> str:
        return await spec.run(arguments)

    made: Tool[Any] = Tool.from_schema(run, spec.name, spec.description, spec.parameters)
    return made


def tools(episode: Episode, *, limit: int | None = None) -> list[Tool[Any]]:
    """The episode's tools (at most ``limit``) for ``Agent(tools=...)``."""
    return [tool(spec) for spec in episode_tools(episode, limit=limit)]
