"""Helpers for driving the chat agent against the scripted OpenAI-compatible server."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

from toolproof.agents import EpisodeResult, run_episode
from toolproof.agents.openai_chat import OpenAIChatAgent
from toolproof.agents.scripted_llm import Script, ScriptedLLM
from toolproof.tasks import Task

DATA = Path(__file__).parents[1] / "tasks" / "data" / "good"


def agent_for(llm: ScriptedLLM, **kw: Any) -> OpenAIChatAgent:
    """An agent whose SDK client validates responses strictly: the server's shape must be exact."""
    options = {"_strict_response_validation": True}
    return OpenAIChatAgent("scripted-model", llm.base_url, "sk-test", client_options=options, **kw)


def run(task: Task, llm: ScriptedLLM, script: Script, variant: str | None = None, **kw: Any) -> EpisodeResult:
    """One episode of ``task`` (under fault ``variant``) with the agent against ``llm`` serving ``script``."""
    llm.load(script)
    chosen = next(v for v in task.faults if v.name == variant) if variant else None
    agent = agent_for(llm, **kw)
    return asyncio.run(run_episode(task, agent, agent_name=agent.name, variant=chosen))


def tool_messages(request: dict[str, Any]) -> list[dict[str, Any]]:
    """The tool results at the end of a request (the answers to the previous turn's calls)."""
    out: list[dict[str, Any]] = []
    for msg in reversed(request["messages"]):
        if msg["role"] != "tool":
            break
        out.insert(0, msg)
    return out


def answers(request: dict[str, Any]) -> list[Any]:
    """The tool results at the end of a request, decoded."""
    return [json.loads(m["content"]) for m in tool_messages(request)]


def stop_of(result: EpisodeResult) -> dict[str, Any] | None:
    """The ``stop`` entry the agent recorded, if the endpoint ended the episode."""
    return next((t for t in result.trajectory if t["type"] == "stop"), None)
