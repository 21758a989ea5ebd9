"""An episode's tools as OpenAI Agents SDK tools (``pip install 'toolproof[adapters]'`` or
``openai-agents``).

.. code-block:: python

    from agents import Agent, Runner
    from toolproof.adapters.openai_agents import tools
    from toolproof.agents.toolkit import instructions

    async def solve(episode):
        agent = Agent(name="support", instructions=instructions(episode), tools=tools(episode))
        await Runner.run(agent, episode.instruction, max_turns=50)

Each tool is a ``FunctionTool`` with the operation's JSON Schema, not strict (the schemas have
optional parameters and free-form maps that strict mode cannot express; see
:mod:`toolproof.transports.tools`). The arguments reach the episode unchanged; arguments that are not
a JSON object are answered with an error the model reads.
"""

from __future__ import annotations

import json
from typing import Any

from agents import FunctionTool, RunContextWrapper
from toolproof.agents.episode import Episode
from toolproof.agents.toolkit import EpisodeTool, episode_tools


def tool(spec: EpisodeTool) -> FunctionTool:
    """One episode tool as an Agents SDK ``FunctionTool``."""

    async def invoke(_context: RunContextWrapper[Any], arguments: str) -> str:
        try:
            parsed = json.loads(arguments) if arguments.strip() else {}
        except json.JSONDecodeError as exc:
            return json.dumps({"error": f"the arguments are not valid JSON: {exc}"})
        if not isinstance(parsed, dict):
            return json.dumps({"error": "the arguments must be a JSON object"})
        return await spec.run(parsed)

    return FunctionTool(
        name=spec.name,
        description=spec.description,
        params_json_schema=spec.parameters,
        on_invoke_tool=invoke,
        strict_json_schema=False,
    )


def tools(episode: Episode, *, limit: int | None = None) -> list[FunctionTool]:
    """The episode's tools (at most ``limit``; OpenAI takes 128) for ``Agent(tools=...)``."""
    return [tool(spec) for spec in episode_tools(episode, limit=limit)]
