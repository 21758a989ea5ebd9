"""The Inspect solver: each sample is a real toolproof episode, driven by Inspect's model.

For every sample (and every epoch) the solver runs :func:`~toolproof.agents.run.run_episode` on the
sample's task and fault variant, so the world, the refs, the simulated user, the step and time limits
and the grade are exactly those of ``toolproof run``. The agent inside that episode is Inspect's
model: the episode's tools (:func:`~toolproof.agents.toolkit.episode_tools`) become Inspect tools,
each call runs on the sample's own world, and the model is asked again after each round of calls
until it calls ``finish`` or answers without a call. Epoch ``e`` is trial ``e - 1`` (its own ids and
fault draws, the same fixture).

The episode's result (grade, ledger, trajectory) goes into the sample's store under
:data:`RESULT_KEY`, so the scorer, the log viewer and a later ``inspect score`` all read the same data.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from inspect_ai.model import ChatMessageSystem
from inspect_ai.solver import Generate, Solver, TaskState, solver
from inspect_ai.tool import Tool, ToolDef, ToolParams

from toolproof.agents.episode import Episode, StepLimitExceeded
from toolproof.agents.toolkit import EpisodeTool, episode_tools, instructions

if TYPE_CHECKING:
    from toolproof.tasks.model import FaultVariant, Task

#: Where the episode's result (``EpisodeResult.to_dict()``) is kept in each sample's store.
RESULT_KEY = "toolproof:episode"


@lru_cache(maxsize=512)
def _task(suite: str, task_id: str) -> Task:
    from toolproof.tasks.catalog import load_selected

    return load_selected(suite, [task_id])[0]


def _variant(task: Task, name: str | None) -> FaultVariant | None:
    if name is None:
        return None
    for variant in task.faults:
        if variant.name == name:
            return variant
    raise ValueError(f"task {task.id!r} has no fault variant {name!r}")


class _Stop:
    """The step limit, noticed inside a tool call (Inspect would record the exception as the tool's
    error and carry on): re-raised from the agent once the round of calls is over."""

    exc: StepLimitExceeded | None = None


def described(schema: dict[str, Any]) -> dict[str, Any]:
    """The schema with a description on every parameter (Inspect refuses a tool without them; a
    parameter the operation leaves undescribed is named by its own words)."""
    properties = {
        name: {"description": name.replace("_", " "), **sub}
        for name, sub in schema.get("properties", {}).items()
    }
    return {**schema, "properties": properties}


def inspect_tool(spec: EpisodeTool, stop: _Stop) -> Tool:
    """One episode tool as an Inspect tool (the arguments pass through to the episode unchanged)."""

    async def execute(**kwargs: Any) -> str:
        if stop.exc is not None:
            return f"error: {stop.exc}"
        try:
            return await spec.run(kwargs)
        except StepLimitExceeded as exc:
            stop.exc = exc
            return f"error: {exc}"

    parameters = ToolParams.model_validate(described(spec.parameters))
    return ToolDef(execute, name=spec.name, description=spec.description, parameters=parameters).as_tool()


@solver
def toolproof_agent(max_steps: int = 50, time_limit: float = 300.0, tool_limit: int | None = None) -> Solver:
    """Run the sample's task as a toolproof episode with Inspect's model as the agent.

    Args:
      max_steps: tool calls the episode allows (as ``toolproof run --max-steps``).
      time_limit: seconds the agent has (as ``toolproof run``).
      tool_limit: at most this many tools per request (e.g. 128 for OpenAI); default all.
    """

    async def solve(state: TaskState, generate: Generate) -> TaskState:
        from toolproof.agents.run import run_episode

        meta = state.metadata
        task = _task(str(meta["suite"]), str(meta["task"]))
        variant = _variant(task, meta.get("variant"))

        async def agent(episode: Episode) -> None:
            stop = _Stop()
            state.tools = [inspect_tool(t, stop) for t in episode_tools(episode, limit=tool_limit)]
            state.messages.insert(0, ChatMessageSystem(content=instructions(episode)))
            while not episode.finished:
                before = len(state.messages)
                await generate(state, tool_calls="single")
                if stop.exc is not None:
                    raise stop.exc
                new = state.messages[before:]
                if not any(getattr(m, "tool_calls", None) for m in new) or state.completed:
                    break

        result = await run_episode(
            task,
            agent,
            agent_name=f"inspect:{state.model}",
            variant=variant,
            trial=max(0, state.epoch - 1),
            max_steps=max_steps,
            time_limit=time_limit,
        )
        state.store.set(RESULT_KEY, result.to_dict())
        return state

    return solve
