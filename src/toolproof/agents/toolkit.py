"""An episode's tools as plain specs with async handlers: what every framework adapter wraps.

Agent frameworks (Inspect AI, pydantic-ai, the OpenAI Agents SDK, LangChain) each have their own tool
type, but all of them take the same three things: a name, a description and a JSON Schema for the
arguments, plus a function that runs the call. :func:`episode_tools` gives those for one episode, so an
adapter is a few lines of mapping and every framework drives the same episode the same way:

- one tool per operation the episode offers (``limit``: a provider's cap, see
  :mod:`toolproof.transports.toolsets`), whose result is :meth:`Observation.to_text`: the HTTP status,
  the vendor body and ``retry_after`` when the service sent one, so a model sees what it must act on;
  writes of services that dedupe by key take an extra ``idempotency_key`` argument;
- ``wait(seconds)``: the episode's own sleep (virtual time in process: honouring a 30-second
  Retry-After costs nothing real), so a model can honour a rate limit;
- ``ask_user(question)`` when the task has a simulated user;
- ``finish(claim, message)``: the episode's claim, which the grade checks.

A call after ``finish`` is answered with an error text (no framework has to stop its loop on cue); the
step limit raises :class:`~toolproof.agents.episode.StepLimitExceeded`, which ends the agent's run and
the episode as ``step_limit``, as for any other agent.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from toolproof.agents.episode import CLAIMS, Episode, Observation
from toolproof.service.operation import Operation
from toolproof.transports.tools import IDEMPOTENCY_ARGUMENT, accepts_idempotency_key, tool_definition

FINISH_TOOL = "finish"
WAIT_TOOL = "wait"
ASK_TOOL = "ask_user"
#: The longest one ``wait`` call may ask for (a rate limit's Retry-After is seconds to minutes).
MAX_WAIT = 600.0
#: The ``wait`` tool every agent surface offers (the chat agent's definition is built from these too).
WAIT_DESCRIPTION = "Wait before calling again, e.g. for the retry_after seconds of a rate limit (429)."
WAIT_PARAMETERS: dict[str, Any] = {
    "type": "object",
    "properties": {
        "seconds": {
            "type": "number",
            "minimum": 0,
            "maximum": MAX_WAIT,
            "description": "How long to wait, in seconds.",
        }
    },
    "required": ["seconds"],
    "additionalProperties": False,
}

#: How an agent is told to work with these tools (``{policy}``: the task's policy, when it has one).
INSTRUCTIONS = """\
You carry out the user's request by calling the tools you are given. Each tool calls a real API; its \
result is the HTTP status and the body the API returned (with retry_after when the API asked you to \
wait), or the error the client saw. An error, a timeout or an empty result means the action may not \
have happened: check before you retry a write, or you may do it twice. A rate-limited call (status \
429) says how long to wait: call `wait` with that many seconds before you retry.
{policy}When you are finished, call `finish` exactly once with a claim: done (you carried out the whole \
request), impossible (it cannot be done: say why), need_info (something only the user knows is \
missing) or failed (you tried and could not), and a message for the user."""

Handler = Callable[[dict[str, Any]], Awaitable[str]]


@dataclass(frozen=True, slots=True)
class EpisodeTool:
    """One tool: ``name``, ``description``, ``parameters`` (a JSON Schema object) and ``run(arguments)``,
    which calls into the episode and returns the text the model reads."""

    name: str
    description: str
    parameters: dict[str, Any]
    run: Handler


def instructions(episode: Episode) -> str:
    """The system prompt for an agent using :func:`episode_tools` (how results look, how to finish)."""
    policy = episode.policy.strip()
    return INSTRUCTIONS.format(policy=f"Policy you must follow:\n{policy}\n" if policy else "")


def episode_tools(episode: Episode, *, limit: int | None = None) -> list[EpisodeTool]:
    """The episode's operations as tools (at most ``limit`` in all, harness tools included), then
    ``wait``, ``ask_user`` (conversation tasks) and ``finish``."""
    harness = [_wait_tool(episode)]
    if episode.task.user is not None:
        harness.append(_ask_tool(episode))
    harness.append(_finish_tool(episode))
    room = None if limit is None else max(0, limit - len(harness))
    return [*_operation_tools(episode, room), *harness]


def _finished_text() -> str:
    return json.dumps({"error": "the episode is finished: no more calls"})


def _operation_tools(episode: Episode, limit: int | None) -> list[EpisodeTool]:
    if not episode.surface.plain:  # an interface variant names and shapes its own tools
        return [
            EpisodeTool(t["name"], t["description"], t["input_schema"], _call(episode, t["name"], False))
            for t in episode.tools(limit)
        ]
    tools = []
    for op in episode.operations(limit):
        keyed = accepts_idempotency_key(episode.world.services.get(op.service), op)
        spec = _definition(op, keyed)
        schema = copy.deepcopy(spec["input_schema"])  # a framework may annotate it; the cache stays clean
        tools.append(
            EpisodeTool(spec["name"], spec["description"], schema, _call(episode, spec["name"], keyed))
        )
    return tools


#: Tool definitions by operation: building an operation's JSON Schema costs milliseconds, an episode
#: offers up to a hundred operations, and an evaluation runs thousands of episodes.
_DEFINITIONS: dict[tuple[int, bool], tuple[Operation, dict[str, Any]]] = {}


def _definition(op: Operation, keyed: bool) -> dict[str, Any]:
    found = _DEFINITIONS.get((id(op), keyed))
    if found is None or found[0] is not op:
        found = (op, tool_definition(op, "anthropic", idempotency_key=keyed))
        _DEFINITIONS[(id(op), keyed)] = found
    return found[1]


def _call(episode: Episode, name: str, keyed: bool) -> Handler:
    async def run(arguments: dict[str, Any]) -> str:
        if episode.finished:
            return _finished_text()
        args = dict(arguments)
        key = None
        if keyed and args.get(IDEMPOTENCY_ARGUMENT) is not None:
            key = str(args.pop(IDEMPOTENCY_ARGUMENT))
        args.pop(IDEMPOTENCY_ARGUMENT, None)
        observation = await episode.call(name, args, idempotency_key=key)
        return observation.to_text()

    return run


def _invalid(episode: Episode, tool: str, arguments: Any, error: str) -> str:
    """A harness tool called with bad arguments: recorded as an invalid call, answered with the error."""
    episode.invalid_calls += 1
    obs = Observation(tool, None, arguments, error=error)
    episode.trajectory.append({"type": "call", **obs.to_dict(), "valid": False})
    return obs.to_text()


def _wait_tool(episode: Episode) -> EpisodeTool:
    async def run(arguments: dict[str, Any]) -> str:
        if episode.finished:
            return _finished_text()
        seconds = arguments.get("seconds")
        if isinstance(seconds, bool) or not isinstance(seconds, int | float) or not 0 <= seconds <= MAX_WAIT:
            return _invalid(episode, WAIT_TOOL, arguments, f"seconds must be a number from 0 to {MAX_WAIT:g}")
        await episode.sleep(float(seconds))
        return json.dumps({"waited": seconds})

    return EpisodeTool(WAIT_TOOL, WAIT_DESCRIPTION, copy.deepcopy(WAIT_PARAMETERS), run)


def _ask_tool(episode: Episode) -> EpisodeTool:
    async def run(arguments: dict[str, Any]) -> str:
        if episode.finished:
            return _finished_text()
        question = arguments.get("question")
        if not isinstance(question, str) or not question.strip():
            return _invalid(episode, ASK_TOOL, arguments, "question must be your message to the user")
        answer = await episode.reply(question)
        return answer or "(the user has left the conversation)"

    schema = {
        "type": "object",
        "properties": {"question": {"type": "string", "description": "Your message to the user."}},
        "required": ["question"],
        "additionalProperties": False,
    }
    description = (
        "Send a message to the user (a question, or a request to confirm before you act) and get "
        "their answer."
    )
    return EpisodeTool(ASK_TOOL, description, schema, run)


def _finish_tool(episode: Episode) -> EpisodeTool:
    async def run(arguments: dict[str, Any]) -> str:
        if episode.finished:
            return _finished_text()
        claim, message = arguments.get("claim"), arguments.get("message", "")
        if claim not in CLAIMS:
            return _invalid(episode, FINISH_TOOL, arguments, f"claim must be one of {', '.join(CLAIMS)}")
        if not isinstance(message, str):
            return _invalid(episode, FINISH_TOOL, arguments, "message must be a string")
        episode.finish(str(claim), message)
        return json.dumps({"ok": True, "claim": claim})

    schema = {
        "type": "object",
        "properties": {
            "claim": {
                "type": "string",
                "enum": list(CLAIMS),
                "description": "done, impossible, need_info or failed.",
            },
            "message": {"type": "string", "description": "The final message to the user."},
        },
        "required": ["claim", "message"],
        "additionalProperties": False,
    }
    description = "End the task with a claim about its outcome and a message for the user."
    return EpisodeTool(FINISH_TOOL, description, schema, run)
