"""Agents by name, as the command line gives them: ``careful``, ``openai:MODEL``, ``module:attr``."""

from __future__ import annotations

import importlib
import inspect
import os
import sys
from collections.abc import Sequence
from typing import Any

from toolproof.agents.fanout_agents import FANOUT_AGENTS
from toolproof.agents.reference import REFERENCE_AGENTS, Agent


class AgentSpecError(ValueError):
    pass


def _import_from_cwd() -> None:
    """Let ``agent:solve`` name ``./agent.py`` as ``python -m`` would: the console script's ``sys.path``
    starts at its own folder, not the user's. Appended, so the user's file never shadows a library."""
    cwd = os.getcwd()
    if cwd not in sys.path and "" not in sys.path:
        sys.path.append(cwd)


def resolve_agent(spec: str, options: Sequence[str] | None = None) -> Agent:
    """The agent a spec names.

    - a reference agent: ``noop``, ``naive``, ``blind-retry``, ``careful``, or one of the fan-out
      agents ``fire-everything``, ``scheduling``, ``serialising``;
    - ``openai:MODEL``: the chat agent against an OpenAI-compatible endpoint (``OPENAI_BASE_URL`` and
      ``OPENAI_API_KEY`` from the environment, as the ``openai`` SDK reads them), with ``options``
      (``--agent-opt`` strings, :func:`toolproof.agents.settings.parse_options`);
    - ``module:attr``: an ``async def solve(episode)`` function, or a class instantiated without
      arguments whose instances are such callables.
    """
    if spec in REFERENCE_AGENTS:
        return REFERENCE_AGENTS[spec]
    if spec in FANOUT_AGENTS:
        return FANOUT_AGENTS[spec]
    if spec.startswith("openai:"):
        model = spec.removeprefix("openai:")
        if not model:
            raise AgentSpecError("give a model: openai:MODEL (e.g. openai:gpt-4o-mini)")
        try:
            from toolproof.agents.openai_chat import OpenAIChatAgent
            from toolproof.agents.settings import AgentSettingsError, settings_from
        except ImportError as exc:  # pragma: no cover - depends on the optional openai SDK
            raise AgentSpecError(f"openai:MODEL needs the openai package ({exc})") from None
        try:
            settings = settings_from(options)
        except AgentSettingsError as exc:
            raise AgentSpecError(f"--agent-opt: {exc}") from None
        try:
            agent: Agent = OpenAIChatAgent(model, settings=settings)
        except ValueError as exc:  # no API key: said once here, not as an error in every episode
            raise AgentSpecError(f"{spec}: {exc}".replace("pass api_key= or set", "set")) from None
        return agent
    module_name, sep, attr = spec.partition(":")
    if not sep or not attr:
        known = ", ".join([*REFERENCE_AGENTS, *FANOUT_AGENTS])
        raise AgentSpecError(f"unknown agent {spec!r}: use one of {known}, openai:MODEL or module:attr")
    _import_from_cwd()
    try:
        target: Any = importlib.import_module(module_name)
    except ImportError as exc:
        raise AgentSpecError(f"cannot import {module_name!r} for agent {spec!r}: {exc}") from None
    for part in attr.split("."):
        if not hasattr(target, part):
            raise AgentSpecError(f"{module_name} has no attribute {attr!r}")
        target = getattr(target, part)
    if inspect.isclass(target):
        target = target()
    if not callable(target):
        raise AgentSpecError(f"{spec} is not callable: an agent is `async def solve(episode)`")
    return target  # type: ignore[no-any-return]
