"""A tool-calling agent for any OpenAI-compatible chat completions endpoint.

OpenAI, vLLM, Ollama, llama.cpp's server and a LiteLLM proxy all speak chat completions with
``tools``; only the base URL (and key) differ, so one harness loop with the official ``openai`` SDK
covers them all::

    agent = OpenAIChatAgent("qwen2.5:7b", base_url="http://localhost:11434/v1")
    result = await run_episode(task, agent, agent_name=agent.name)

The loop is driven by the harness, not the model: each turn sends the conversation and the task's
tools plus a ``finish`` tool; the model's tool calls are executed (concurrently when it makes several
in one turn, answered in order with their ``tool_call_id``); the episode ends when the model calls
``finish`` (its claim), answers with text only (no claim: a model that never claims is scored as
such), or after ``max_turns``. Malformed arguments (not JSON, not an object, cut off by
``max_tokens``) are answered with an error the model can recover from and counted as invalid calls;
the conversation history carries ``{}`` in their place, because llama.cpp and vLLM parse the
arguments of every past call and answer a whole conversation with 500 when one is not JSON.

Accounting: every model request appends ``{"type": "model", ...}`` (tokens, seconds, finish reason)
to ``episode.trajectory`` and the episode ends with one ``{"type": "usage", ...}`` entry holding the
episode's sums — written even when the episode ends by an exception — so whoever holds the episode
(``run_episode``, the runner) reads it with :func:`usage_of`. The trajectory, not the agent, carries
it because one agent object runs many episodes at once.

Endpoint failures are classified by :mod:`toolproof.agents.endpoint_errors`. A conversation that
outgrew the model's context, output the server cannot parse as a call, and a provider's refusal are
the agent's own failures: the episode ends without a claim and a ``{"type": "stop", "reason": …}``
trajectory entry names why (``context_overflow``, ``malformed_output``, ``refusal``). Everything else
(connection refused, timeouts, 5xx and 429 after the SDK's retries, a refused key, an unknown model,
a request the endpoint refuses) is an infrastructure error
(:class:`~toolproof.agents.episode.InfrastructureError`), never counted against the agent.

Settings (timeout, retries, turns, clipping, sampling, ``tool_choice``, headers…) are an
:class:`~toolproof.agents.settings.AgentSettings`; ``toolproof run --agent-opt`` builds one.
"""

from __future__ import annotations

import asyncio
import json
import os
import time
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any, cast

import openai
from openai import AsyncOpenAI

from toolproof.agents.endpoint_errors import HINTS, EndpointError, classify_exception, refusal_of
from toolproof.agents.episode import CLAIMS, Episode, InfrastructureError, Observation
from toolproof.agents.settings import AgentSettings, settings_from
from toolproof.agents.toolkit import FINISH_TOOL, MAX_WAIT, WAIT_DESCRIPTION, WAIT_PARAMETERS, WAIT_TOOL
from toolproof.perturb.surface import render
from toolproof.transports.tools import (
    IDEMPOTENCY_ARGUMENT,
    accepts_idempotency_key,
    drop_nulls_for_strict,
    tool_definition,
)

if TYPE_CHECKING:
    from toolproof.perturb.base import ToolDef
    from toolproof.service.operation import Operation


DEFAULT_SYSTEM_PROMPT = """\
You are an assistant that carries out the user's request by calling the tools you are given. Each \
tool calls a real API; its result is the HTTP status and the body the API returned, or the error \
the client saw. Check results: an error, a timeout or an empty result means the action may not have \
happened, and retrying a write without checking can do it twice.
{waiting}
{policy}When you are finished, call the `finish` tool exactly once with a claim:
- done: you carried out the whole request (say what you did, with the ids involved);
- impossible: the request cannot be carried out (say why);
- need_info: the request is ambiguous or lacks something only the user knows (ask your question);
- failed: you tried but could not complete it (say what is left undone).
Only claim done for what you have seen succeed."""

FINISH_DEFINITION: dict[str, Any] = {
    "type": "function",
    "function": {
        "name": FINISH_TOOL,
        "description": "End the task with a claim about its outcome and a message for the user.",
        "parameters": {
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
        },
    },
}


WAIT_DEFINITION: dict[str, Any] = {
    "type": "function",
    "function": {"name": WAIT_TOOL, "description": WAIT_DESCRIPTION, "parameters": WAIT_PARAMETERS},
}


@dataclass(slots=True)
class Usage:
    """Token and latency sums of one episode (or of all episodes of an agent).

    ``tool_calls`` counts every call the model made (``finish`` included); ``invalid_tool_calls``
    those the harness could not execute (arguments not a JSON object, unknown tool, bad ``finish``).
    Calls the API refused for their values are the API's 400s, counted by the episode.
    """

    model_calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    total_tokens: int = 0
    model_seconds: float = 0.0
    tool_calls: int = 0
    invalid_tool_calls: int = 0

    def add(self, other: Usage) -> None:
        for name in self.__dataclass_fields__:
            setattr(self, name, getattr(self, name) + getattr(other, name))

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def usage_of(trajectory: list[dict[str, Any]]) -> dict[str, Any]:
    """The usage an episode's trajectory records (``{}`` for agents that record none)."""
    for entry in reversed(trajectory):
        if entry.get("type") == "usage":
            return {k: v for k, v in entry.items() if k != "type"}
    return {}


def _within(episode: Episode, shown: list[ToolDef], room: int | None) -> list[ToolDef]:
    """``shown`` cut to ``room`` tools (a provider's cap), in its own order: the operations
    :meth:`Episode.operations` would offer (the task's first) with their look-alikes, the status tool,
    and, when that is still too many, without look-alikes and then without the operations offered last.
    """
    if room is None or len(shown) <= room:
        return shown
    offered = [op.name for op in episode.operations(room)]
    rank = {name: n for n, name in enumerate(offered)}
    kept = [t for t in shown if t.op is None or t.op.name in rank]
    while len(kept) > room:
        extra = [t for t in kept if t.kind == "distractor"] or sorted(
            (t for t in kept if t.op is not None), key=lambda t: rank[t.op.name] if t.op else 0
        )
        kept.remove(extra[-1])
    return kept


class BadArguments(ValueError):
    """The model's arguments for a tool call are not a JSON object."""


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def parse_arguments(raw: str | None) -> dict[str, Any]:
    """The arguments of a tool call, or :class:`BadArguments` saying what is wrong in words a model reads.

    Strict JSON: Python's ``NaN``/``Infinity`` extension is refused, as the servers that parse the
    history (llama.cpp, vLLM) refuse it.
    """
    if raw is None or not raw.strip():
        return {}  # some servers send "" for a call without arguments
    try:
        value = json.loads(raw, parse_constant=_no_constant)
    except ValueError as exc:
        raise BadArguments(f"the arguments are not valid JSON ({exc})") from None
    if not isinstance(value, dict):
        raise BadArguments(f"the arguments must be a JSON object, not {type(value).__name__}")
    return value


def error_message(exc: openai.APIStatusError) -> str:
    """The endpoint's own error message (the SDK prefixes ``exc.message`` with the status)."""
    body = exc.body
    if isinstance(body, dict) and isinstance(body.get("error"), dict):
        body = body["error"]
    if isinstance(body, dict) and isinstance(body.get("message"), str):
        return str(body["message"])
    return exc.message


#: Arguments the history carries for a call whose own arguments were malformed.
SANITISED_ARGUMENTS = "{}"
#: How much of malformed arguments the error quotes back to the model.
QUOTED_CHARS = 300


@dataclass(slots=True)
class _Call:
    """One tool call of the model's turn, as the harness will answer it."""

    id: str
    name: str
    raw: str
    arguments: dict[str, Any] | None = None
    error: str | None = None

    def wire_arguments(self) -> str:
        """The arguments the conversation history carries: the model's own if they are a JSON object.

        Malformed ones become ``{}``: servers that render the history through a chat template parse
        every past call's arguments, and one unparseable call makes every later request of the
        conversation fail (llama.cpp, vLLM: HTTP 500; Ollama: 400). The tool result tells the model
        what was wrong, quoting what it sent.
        """
        try:
            parse_arguments(self.raw)
        except BadArguments:
            return SANITISED_ARGUMENTS
        return self.raw if self.raw.strip() else SANITISED_ARGUMENTS


class AgentStopped(Exception):
    """The endpoint ended the episode for a reason that is the agent's own (overflow, refusal…)."""

    def __init__(self, error: EndpointError) -> None:
        super().__init__(error.describe())
        self.error = error


class OpenAIChatAgent:
    """``async __call__(episode)``: a chat completions tool loop through the official ``openai`` SDK.

    - ``model``, ``base_url``, ``api_key``: the endpoint (``base_url`` defaults to the SDK's, or
      ``OPENAI_BASE_URL``; local servers take any key).
    - ``settings``: an :class:`~toolproof.agents.settings.AgentSettings` (or ``--agent-opt`` strings,
      or a mapping); keyword ``overrides`` change single settings (``temperature=0.2``,
      ``max_turns=8``, ``retries=0``, ``timeout=600``, ``tool_choice="required"``, …).
    - ``system_prompt``: a template with ``{policy}``, ``{waiting}`` (how to honour a rate limit)
      and optionally ``{instruction}``.
    - ``extra_body``: server-specific request fields (merged over ``settings.extra``).
    - ``client_options``: passed to ``AsyncOpenAI``; or ``client`` to use one you made (then it must
      belong to the event loop the episodes run in, and carries its own timeout, retries, headers).
    """

    def __init__(
        self,
        model: str,
        base_url: str | None = None,
        api_key: str | None = None,
        *,
        settings: AgentSettings | Mapping[str, Any] | list[str] | None = None,
        system_prompt: str = DEFAULT_SYSTEM_PROMPT,
        extra_body: Mapping[str, Any] | None = None,
        client: AsyncOpenAI | None = None,
        client_options: Mapping[str, Any] | None = None,
        **overrides: Any,
    ) -> None:
        base = settings if isinstance(settings, AgentSettings) else settings_from(settings)
        self.settings = (
            AgentSettings.model_validate({**base.model_dump(), **overrides}) if overrides else base
        )
        self.model = model
        self.system_prompt = system_prompt
        self.extra_body = {**self.settings.extra, **(extra_body or {})}
        # Local servers (Ollama, vLLM, llama.cpp) take any key, but the SDK insists on one.
        local = base_url or os.environ.get("OPENAI_BASE_URL")
        key = api_key or os.environ.get("OPENAI_API_KEY") or ("unused" if local else None)
        if key is None and client is None:
            # Fail when the agent is made, not as an error in every episode.
            raise ValueError("no API key: pass api_key= or set OPENAI_API_KEY (any value for local servers)")
        self._options: dict[str, Any] = {
            "api_key": key,
            "base_url": base_url,
            "max_retries": self.settings.retries,
            "timeout": self.settings.timeout,
            **({"default_headers": dict(self.settings.headers)} if self.settings.headers else {}),
            **(client_options or {}),
        }
        self._given = client
        self._client: tuple[asyncio.AbstractEventLoop, AsyncOpenAI] | None = None
        self._tools: dict[tuple[str, ...], list[dict[str, Any]]] = {}
        #: Sums over every episode this agent ran (per-episode sums are in each trajectory).
        self.total = Usage()

    # The settings the loop reads, under the names earlier versions exposed.
    @property
    def max_turns(self) -> int:
        return self.settings.max_turns

    @property
    def max_result_chars(self) -> int | None:
        return self.settings.max_result_chars

    @property
    def strict(self) -> bool:
        return self.settings.strict

    @property
    def wait_tool(self) -> bool:
        return self.settings.wait_tool

    @property
    def name(self) -> str:
        return f"openai:{self.model}"

    @property
    def client(self) -> AsyncOpenAI:
        """The SDK client of the running event loop.

        An async HTTP client's connections belong to the loop that opened them, and episodes may
        each run in their own loop (``asyncio.run`` per episode), so a client is made per loop
        unless one was given.
        """
        if self._given is not None:
            return self._given
        loop = asyncio.get_running_loop()
        if self._client is None or self._client[0] is not loop:
            self._client = (loop, AsyncOpenAI(**self._options))
        return self._client[1]

    # -- what the model is told ----------------------------------------------------------------
    def tools_for(self, episode: Episode) -> list[dict[str, Any]]:
        """The task's operations as OpenAI tools (normalised schemas), then ``finish``.

        Under an interface variant or a perturbation the tools are what ``episode.surface`` shows
        (renamed tools, added parameters, ``get_operation_status``…), as of the calls made so far: the
        drift types change them mid-episode, so the loop asks again every turn. Otherwise cached per
        set of operations: building JSON schemas costs more than a scripted episode.
        """
        harness = 2 if self.wait_tool else 1
        limit = self.settings.max_tools
        if not episode.surface.plain:
            return self._surface_tools(episode, None if limit is None else limit - harness)
        ops = episode.operations(None if limit is None else limit - harness)
        cache_key = tuple(op.name for op in ops)
        tools = self._tools.get(cache_key)
        if tools is None:
            tools = []
            for op in ops:
                keyed = accepts_idempotency_key(episode.world.services.get(op.service), op)
                tools.append(tool_definition(op, "openai", strict=self.strict, idempotency_key=keyed))
            if self.wait_tool:
                tools.append(WAIT_DEFINITION)
            tools.append(FINISH_DEFINITION)
            self._tools[cache_key] = tools
        return list(tools)  # the definitions are shared and never mutated

    def _surface_tools(self, episode: Episode, room: int | None) -> list[dict[str, Any]]:
        """The surface's tools (within ``room`` when a cap is set), then ``wait`` and ``finish``."""
        shown = _within(episode, episode.surface.tool_defs(), room)
        tools = [render(t, "openai", strict=self.strict) for t in shown]
        if self.wait_tool:
            tools.append(WAIT_DEFINITION)
        tools.append(FINISH_DEFINITION)
        return tools

    def first_messages(self, episode: Episode) -> list[dict[str, Any]]:
        """The system prompt (how to work, the policy, how to finish) and the instruction as the user's."""
        policy = f"Policy you must follow:\n{episode.policy.strip()}\n\n" if episode.policy.strip() else ""
        waiting = (
            "A rate-limited call (status 429) says how long to wait (retry_after): call `wait` with "
            "that many seconds before you retry.\n"
            if self.wait_tool
            else ""
        )
        system = self.system_prompt.format(policy=policy, instruction=episode.instruction, waiting=waiting)
        # The instruction is a user message: several chat templates refuse a conversation without one.
        return [{"role": "system", "content": system}, {"role": "user", "content": episode.instruction}]

    # -- the loop ------------------------------------------------------------------------------
    async def __call__(self, episode: Episode) -> None:
        usage = Usage()
        try:
            await self._run(episode, usage)
        except AgentStopped as stop:
            # The agent's own limit: recorded with its reason; the episode is graded without a claim.
            episode.trajectory.append(
                {"type": "stop", "reason": stop.error.kind, "status": stop.error.status,
                 "detail": stop.error.message}
            )  # fmt: skip
        finally:
            self.total.add(usage)
            episode.trajectory.append({"type": "usage", **usage.to_dict()})

    async def _run(self, episode: Episode, usage: Usage) -> None:
        tools = self.tools_for(episode)
        messages = self.first_messages(episode)
        for turn in range(self.max_turns):
            if turn and not episode.surface.plain:
                tools = self.tools_for(episode)  # a drift may have changed them since the last turn
            message, finish_reason = await self._complete(episode, messages, tools, usage, turn)
            calls = self._calls_of(message, turn)
            messages.append(
                {
                    "role": "assistant",
                    "content": message.content,
                    **({"tool_calls": [self._wire(c) for c in calls]} if calls else {}),
                }
            )
            if not calls:
                # Plain text goes to the user; their answer is the next message. When they have left,
                # the conversation (and the episode) is over, claimed or not.
                answer = await episode.reply(message.content or "")
                if episode.user_left:
                    return
                messages.append({"role": "user", "content": answer})
                continue
            results = await self._execute(episode, calls, usage, cut_off=finish_reason == "length")
            if episode.finished:
                return
            messages.extend(
                {"role": "tool", "tool_call_id": c.id, "content": text}
                for c, text in zip(calls, results, strict=True)
            )
        episode.trajectory.append({"type": "turn_limit", "turns": self.max_turns})

    async def _complete(
        self,
        episode: Episode,
        messages: list[dict[str, Any]],
        tools: list[dict[str, Any]],
        usage: Usage,
        turn: int,
    ) -> tuple[Any, str | None]:
        """One chat completion: the assistant message and its finish reason.

        Raises :class:`AgentStopped` for the agent's own failures and
        :class:`~toolproof.agents.episode.InfrastructureError` for the rest.
        """
        kwargs: dict[str, Any] = {
            "model": self.model,
            "messages": cast(Any, messages),
            # ``tools`` rides in ``extra_body``: the same JSON on the wire, but the SDK does not walk
            # every JSON Schema against its TypedDicts on each request (measured: ~55 ms of CPU a
            # request with Stripe's tools, more than the rest of a scripted episode).
            "extra_body": {**self.extra_body, "tools": tools},
            **self.settings.request_options(),
        }
        started = time.perf_counter()
        try:
            completion = await self.client.chat.completions.create(**kwargs)
        except openai.APIError as exc:  # HTTP errors after the SDK's retries, timeouts, connection errors
            seconds = time.perf_counter() - started
            usage.model_seconds += seconds
            error = classify_exception(exc)
            episode.trajectory.append(
                {
                    "type": "model",
                    "turn": turn,
                    "error": error.message,
                    "kind": error.kind,
                    "seconds": seconds,
                }
            )
            if error.agent_failure:
                raise AgentStopped(error) from exc
            hint = HINTS.get(error.kind)
            raise InfrastructureError(
                f"model endpoint: {error.describe()}" + (f" — {hint}" if hint else "")
            ) from exc
        seconds = time.perf_counter() - started
        if not completion.choices:
            raise InfrastructureError("model endpoint: a completion without choices")
        choice = completion.choices[0]
        used = completion.usage
        prompt = used.prompt_tokens if used is not None else 0
        produced = used.completion_tokens if used is not None else 0
        total = used.total_tokens if used is not None else prompt + produced
        usage.model_calls += 1
        usage.prompt_tokens += prompt
        usage.completion_tokens += produced
        usage.total_tokens += total
        usage.model_seconds += seconds
        episode.trajectory.append(
            {
                "type": "model",
                "turn": turn,
                "finish_reason": choice.finish_reason,
                "text": choice.message.content,
                "tool_calls": len(choice.message.tool_calls or []),
                "prompt_tokens": prompt,
                "completion_tokens": produced,
                "total_tokens": total,
                "seconds": seconds,
            }
        )
        refused = refusal_of(choice.message, choice.finish_reason)
        if refused is not None and not choice.message.tool_calls:
            raise AgentStopped(EndpointError("refusal", refused, 200))
        return choice.message, choice.finish_reason

    @staticmethod
    def _calls_of(message: Any, turn: int) -> list[_Call]:
        """The function calls of an assistant message, with ids unique in the turn.

        Some servers send empty or repeated ids; the harness then uses its own, the same in the
        assistant message it sends back and in the tool results, so the conversation stays valid.
        """
        calls: list[_Call] = []
        seen: set[str] = set()
        for n, tc in enumerate(message.tool_calls or []):
            fn = getattr(tc, "function", None)
            if fn is None:  # a custom (non-function) tool call: nothing of ours has that shape
                name, raw = getattr(getattr(tc, "custom", None), "name", "?"), ""
            else:
                name, raw = fn.name, fn.arguments or ""
            call_id = tc.id if tc.id and tc.id not in seen else f"call_toolproof_{turn}_{n}"
            seen.add(call_id)
            calls.append(_Call(call_id, name, raw))
        return calls

    @staticmethod
    def _wire(c: _Call) -> dict[str, Any]:
        return {"id": c.id, "type": "function", "function": {"name": c.name, "arguments": c.wire_arguments()}}

    # -- executing the model's calls -----------------------------------------------------------
    async def _execute(
        self, episode: Episode, calls: list[_Call], usage: Usage, *, cut_off: bool = False
    ) -> list[str]:
        """Run one turn's calls concurrently; results in the calls' order. ``finish`` is applied last.

        ``cut_off``: the answer ended at ``max_tokens`` (a likely cause of truncated arguments).
        """
        for c in calls:
            try:
                c.arguments = parse_arguments(c.raw)
            except BadArguments as exc:
                quoted = c.raw if len(c.raw) <= QUOTED_CHARS else c.raw[:QUOTED_CHARS] + "…"
                why = " (your answer was cut off by the max_tokens limit)" if cut_off else ""
                sent = json.dumps(quoted, ensure_ascii=False)
                again = f"call {c.name} again with a JSON object matching its parameters"
                c.error = f"{exc}{why}; you sent {sent}; {again}"
        work = [c for c in calls if c.name != FINISH_TOOL]
        outputs = await asyncio.gather(*(self._tool(episode, c, usage) for c in work))
        texts = dict(zip((id(c) for c in work), outputs, strict=True))
        for c in calls:
            if c.name == FINISH_TOOL:
                texts[id(c)] = self._finish(episode, c, usage)
        return [texts[id(c)] for c in calls]

    async def _tool(self, episode: Episode, c: _Call, usage: Usage) -> str:
        usage.tool_calls += 1
        if c.error is None and c.name == WAIT_TOOL and self.wait_tool:
            return await self._wait(episode, c, usage)
        if c.error is not None or c.arguments is None:
            return self._invalid(episode, c, usage)
        args = dict(c.arguments)
        key: str | None = None
        if not episode.surface.plain:
            # The surface maps shown names back and takes the interface's own arguments (keys,
            # request ids); strict mode's nulls are "not given" for what the shown schema leaves optional.
            shown = episode.surface.lookup(c.name)
            if shown is not None and self.strict:
                required = set(shown.schema.get("required", []))
                args = {k: v for k, v in args.items() if v is not None or k in required}
            observed = await episode.call(c.name, args)
            if observed.operation is None:
                usage.invalid_tool_calls += 1
            return self.clip(observed.to_text())
        op: Operation | None = episode.operation_for(c.name)
        if op is not None:
            if self.strict:
                args = drop_nulls_for_strict(op, args)
            if accepts_idempotency_key(episode.world.services.get(op.service), op):
                value = args.pop(IDEMPOTENCY_ARGUMENT, None)
                key = str(value) if value is not None else None
        observation: Observation = await episode.call(c.name, args, idempotency_key=key)
        if observation.operation is None:  # an unknown tool (the episode counted it as invalid)
            usage.invalid_tool_calls += 1
        return self.clip(observation.to_text())

    async def _wait(self, episode: Episode, c: _Call, usage: Usage) -> str:
        seconds = (c.arguments or {}).get("seconds")
        if isinstance(seconds, bool) or not isinstance(seconds, int | float) or not 0 <= seconds <= MAX_WAIT:
            c.error = f"seconds must be a number from 0 to {MAX_WAIT:g}"
            return self._invalid(episode, c, usage)
        await episode.sleep(float(seconds))
        return json.dumps({"waited": seconds})

    def clip(self, text: str) -> str:
        """A tool result cut to ``max_result_chars`` (a long listing must not overflow a small context)."""
        limit = self.max_result_chars
        if limit is None or len(text) <= limit:
            return text
        return f"{text[:limit]}… [truncated: {len(text) - limit} more characters]"

    def _invalid(self, episode: Episode, c: _Call, usage: Usage) -> str:
        """Answer malformed arguments with an error, recorded like the episode records invalid calls."""
        usage.invalid_tool_calls += 1
        episode.invalid_calls += 1
        op = episode.operation_for(c.name)
        obs = Observation(c.name, op.name if op is not None else None, c.raw, error=c.error)
        episode.trajectory.append({"type": "call", **obs.to_dict(), "valid": False})
        return obs.to_text()

    def _finish(self, episode: Episode, c: _Call, usage: Usage) -> str:
        usage.tool_calls += 1
        args = c.arguments or {}
        claim = args.get("claim")
        if c.error is None and episode.finished:
            c.error = "the episode is already finished"
        elif c.error is None and claim not in CLAIMS:
            c.error = f"claim must be one of {', '.join(CLAIMS)}, not {claim!r}"
        elif c.error is None and not isinstance(args.get("message", ""), str):
            c.error = "message must be a string"
        if c.error is not None:
            return self._invalid(episode, c, usage)
        episode.finish(str(claim), str(args.get("message", "")))
        return json.dumps({"ok": True})
