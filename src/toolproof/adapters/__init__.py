"""An episode's tools as agent-framework tools (optional extras; each module needs its framework).

- :mod:`toolproof.adapters.pydantic_ai`: ``pydantic_ai.Tool`` (``pydantic-ai-slim``);
- :mod:`toolproof.adapters.openai_agents`: ``agents.FunctionTool`` (``openai-agents``);
- :mod:`toolproof.adapters.langchain`: ``langchain_core.tools.StructuredTool`` (``langchain-core``).

Each has ``tools(episode)``: the episode's operations plus ``wait``, ``ask_user`` (conversation tasks)
and ``finish`` (:func:`toolproof.agents.toolkit.episode_tools`), every call going through the episode,
and :func:`toolproof.agents.toolkit.instructions` is the system prompt that explains them. Wrap your
framework's agent in an ``async def solve(episode)`` and run it like any agent (``run_episode``,
``toolproof run --agent module:solve``, ``toolproof.testing.run_case``).
"""

from toolproof.agents.toolkit import EpisodeTool, episode_tools, instructions

__all__ = ["EpisodeTool", "episode_tools", "instructions"]
