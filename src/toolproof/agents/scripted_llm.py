"""A scripted OpenAI-compatible chat completions server on loopback, for testing agents without a model.

An agent that talks to a model through the official ``openai`` SDK can only be tested end to end
against something that speaks the same HTTP: this is that something. It answers
``POST /v1/chat/completions`` from a *script* and records every request, so a test asserts both what
the agent did in the world and what it sent to the model (tool schemas, tool results, ``tool_call_id``)::

    script = [
        [call("tickets_tickets_get", id="tkt_1")],           # one turn: tool calls
        [call("tickets_comments_add", '{"ticket": "tkt_1"')],  # raw string arguments: malformed JSON
        [finish("done", "Closed tkt_1.")],
        "All done.",                                          # a final text answer
    ]
    with ScriptedLLM(script) as llm:
        agent = OpenAIChatAgent("scripted", base_url=llm.base_url)

A script is a list of turns, or a callable ``(messages, tools) -> turn`` for reactive scripts that
read the tool results the agent sent back. A turn is a list of :class:`ToolCall` (``call(...)``), a
string (a final text answer), a :class:`Turn` (text and tool calls together, explicit ``usage``, a
delay) or a :class:`Fail` (an HTTP error, to test the agent's handling of endpoint failures).

The server enforces the request rules of the real API that an agent harness can break (an empty
message list, tool results that do not answer the previous assistant's tool calls, tool
names providers refuse, ``stream: true`` which it does not implement) with OpenAI's error envelope,
so a harness bug shows up here rather than against a hosted model. Responses have the exact shape
the SDK parses; ``usage`` is a deterministic estimate (about four characters a token) unless a turn
gives its own (prompt: the request's bytes over four; completion: the answer's).

It also behaves as real model servers do, in the words of the one it stands for (``dialect``:
``openai``, ``anthropic`` (an Anthropic-compatible proxy), ``vllm``, ``ollama``, ``llamacpp``,
``litellm``; see :mod:`toolproof.agents.llm_dialects`):

- ``context_limit=N``: a request whose estimated prompt (plus ``max_tokens`` where the server counts
  it) does not fit is refused with the server's context-overflow error.
- A history whose past tool-call arguments are not a JSON object is refused as the server refuses
  it (llama.cpp: 500 for the whole conversation, every time; vLLM and Ollama: 400).
- ``slots=1, latency=S``: one request computed at a time, each taking ``S`` seconds; the others
  wait in a queue. A client that disconnects (its timeout) cancels its request, or, with
  ``keep_abandoned=True``, the server keeps computing it and the queue waits behind it.
  Exchanges record whether a request waited (``queued``) and whether its client went away
  (``cancelled``).
- Script items :class:`Busy` (the server's "come back later": a rate limit, a full queue, a model
  loading), :class:`Refuse` (a provider refusal) and :class:`Unparsable` (model output the server's
  tool-call parser cannot read).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import re
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from toolproof.agents.llm_dialects import DIALECTS, Answer, Dialect
from toolproof.tasks.plans import Pick, PickError, Step, chosen, extract
from toolproof.tasks.template import UnresolvedPlaceholder, fill
from toolproof.transports.sockets import listening_socket

if TYPE_CHECKING:
    from toolproof.tasks.model import Task

#: Tool names OpenAI accepts (``FunctionDefinition.name``).
TOOL_NAME = re.compile(r"^[a-zA-Z0-9_-]{1,64}$")
ROLES = frozenset({"system", "developer", "user", "assistant", "tool"})
#: The ``created`` timestamp of every response: fixed so recorded exchanges are reproducible.
CREATED = 1_700_000_000


@dataclass(frozen=True, slots=True)
class ToolCall:
    """One tool call the scripted model makes; ``arguments`` as a dict, or a raw (maybe broken) string.

    ``id`` is generated when ``None``; give one (even ``""`` or a repeated one, as some local servers
    send) to test how a harness copes.
    """

    name: str
    arguments: Mapping[str, Any] | str = field(default_factory=dict)
    id: str | None = None

    def arguments_text(self) -> str:
        if isinstance(self.arguments, str):
            return self.arguments
        return json.dumps(dict(self.arguments), ensure_ascii=False)


@dataclass(frozen=True, slots=True)
class Turn:
    """One assistant answer: optional text, tool calls, explicit usage, a delay before answering."""

    text: str | None = None
    tool_calls: Sequence[ToolCall] = ()
    usage: Mapping[str, int] | None = None
    delay: float = 0.0
    finish_reason: str | None = None
    #: Message fields and ``finish_reason`` of a refusal (what :class:`Refuse` becomes in a dialect).
    refusal: Mapping[str, Any] | None = None


@dataclass(frozen=True, slots=True)
class Fail:
    """An HTTP error instead of an answer (``status`` 500 is retried by the SDK; 400 is not).

    ``headers`` go on the response: ``{"retry-after-ms": "1"}`` makes the SDK retry at once.
    """

    status: int = 500
    message: str = "The server had an error while processing your request."
    type: str = "server_error"
    code: str | None = None
    headers: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Busy:
    """The dialect's "come back later": a 429 (OpenAI, Anthropic, LiteLLM), a full queue (Ollama),
    a model still loading (llama.cpp)."""


@dataclass(frozen=True, slots=True)
class Refuse:
    """A provider refusal, as the dialect carries it (``message.refusal``, ``content_filter``, a 400)."""

    text: str = "I'm sorry, but I can't help with that."


@dataclass(frozen=True, slots=True)
class Unparsable:
    """Model output that is meant as a call but that the server's tool-call parser cannot read."""

    text: str = '<tool_call>{"name": "tickets_tickets_get", "arguments": {"id": '


Special = Busy | Refuse | Unparsable
ScriptTurn = Turn | Fail | Special | str | Sequence[ToolCall]
Reactive = Callable[[list[dict[str, Any]], list[dict[str, Any]]], ScriptTurn]
Script = Sequence[ScriptTurn] | Reactive


def call(name: str, arguments: Mapping[str, Any] | str | None = None, /, **kwargs: Any) -> ToolCall:
    """A tool call: ``call("x", id="1")``, ``call("x", {"id": "1"})`` or ``call("x", '{"id": ')``."""
    if arguments is None:
        return ToolCall(name, dict(kwargs))
    if kwargs:
        raise TypeError("give the arguments as a mapping/string or as keywords, not both")
    return ToolCall(name, arguments)


def finish(claim: str, message: str = "") -> ToolCall:
    """A call of the agent's ``finish`` tool."""
    return ToolCall("finish", {"claim": claim, "message": message})


def tool_name(operation: str) -> str:
    """The tool name of an operation name, as tool definitions spell it (``a.b.c`` → ``a_b_c``)."""
    return re.sub(r"[^A-Za-z0-9_-]", "_", operation)[:64]


def oracle_script(task: Task) -> Reactive:
    """A model that follows the task's oracle plan: one step a turn, then ``finish`` with its claim.

    It behaves like the ``naive`` reference agent (one attempt a step, no verification), but through
    a chat agent: a way to check a harness end to end on any suite, and to time it without a model.
    Like any agent it never sees the task's refs: what a step ``save``s (and ``pick``s) is read back
    from the tool messages the agent sent, so the script keeps no state and can serve many episodes
    at once.
    """
    steps = list(task.oracle)

    def script(messages: list[dict[str, Any]], tools: list[dict[str, Any]]) -> ScriptTurn:
        scope: dict[str, Any] = {}
        turn = -1
        for msg in messages:
            if msg.get("role") == "assistant":
                turn += 1
            elif msg.get("role") == "tool" and 0 <= turn < len(steps) and steps[turn].save:
                try:
                    result = json.loads(msg["content"])
                except json.JSONDecodeError:  # cut to the agent's max_result_chars: nothing to read
                    continue
                status, body = result.get("status"), result.get("body")
                ok = isinstance(status, int) and 200 <= status < 300
                if ok and not (isinstance(body, dict) and body.get("ok") is False):  # Slack's errors
                    saved = _saved(steps[turn], body, scope)
                    if saved is not None:
                        scope[str(steps[turn].save)] = saved
        step = steps[turn + 1] if turn + 1 < len(steps) else None
        if step is None:
            return "The plan is done."
        if step.finish is not None:
            try:
                message = str(fill(step.message, scope))
            except KeyError:
                message = step.message
            return [finish(step.finish, message)]
        assert step.call is not None
        try:
            return [ToolCall(tool_name(step.call), fill(step.args, scope))]
        except UnresolvedPlaceholder:
            return "I could not find what the next step needs."

    return script


def _saved(step: Step, body: Any, scope: dict[str, Any]) -> Any:
    """What ``step`` keeps of a response: the body, or what its ``pick`` chooses (``None``: no match)."""
    if step.pick is None:
        return body
    try:
        pick = Pick.model_validate(fill(step.pick.model_dump(by_alias=True), scope))
        return extract(chosen(body, pick), pick)
    except (PickError, UnresolvedPlaceholder):
        return None


def estimate_tokens(value: Any) -> int:
    """A deterministic token estimate: about four characters of JSON a token, at least one."""
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, sort_keys=True)
    return max(1, (len(text) + 3) // 4)


@dataclass(slots=True)
class Exchange:
    """One request the server received and what it answered.

    ``queued``: it waited for a busy slot; ``cancelled``: its client went away before the answer
    (status 499, as Ollama and nginx record a client that closed the request).
    """

    request: dict[str, Any]
    headers: dict[str, str]
    status: int
    response: dict[str, Any]
    queued: bool = False
    cancelled: bool = False
    #: The server's estimate of the request's prompt tokens (what ``context_limit`` is checked against).
    prompt_tokens: int = 0


@dataclass(slots=True)
class _Request:
    """A request being answered: its body, headers, size in bytes, whether it waited for a slot."""

    body: Any
    headers: dict[str, str]
    size: int
    queued: bool = False


#: The status recorded for a request whose client went away.
CLIENT_CLOSED = 499


def estimate_prompt(size: int) -> int:
    """Prompt tokens of a request of ``size`` bytes: about four bytes a token (deterministic)."""
    return max(1, (size + 3) // 4)


class RequestError(Exception):
    """A request the real API would refuse with 400, in OpenAI's error envelope."""

    def __init__(self, message: str, param: str | None = None, code: str | None = None) -> None:
        super().__init__(message)
        self.message, self.param, self.code = message, param, code


def error_body(message: str, type_: str, param: str | None = None, code: str | None = None) -> dict[str, Any]:
    """OpenAI's error envelope (what ``openai.APIStatusError.body`` holds)."""
    return {"error": {"message": message, "type": type_, "param": param, "code": code}}


def validate_request(body: Any) -> None:
    """Refuse what the real chat completions API refuses and a harness could plausibly send."""
    if not isinstance(body, dict):
        raise RequestError("The request body must be a JSON object.")
    if not isinstance(body.get("model"), str) or not body["model"]:
        raise RequestError("you must provide a model parameter", param="model")
    if body.get("stream"):
        raise RequestError(
            "stream: true is not supported by the scripted server; send stream: false.",
            param="stream",
            code="unsupported_value",
        )
    messages = body.get("messages")
    if not isinstance(messages, list) or not messages:
        raise RequestError("'messages' must be a non-empty array.", param="messages")
    pending: list[str] = []  # tool_call_ids of the last assistant message not yet answered
    for i, msg in enumerate(messages):
        if not isinstance(msg, dict) or msg.get("role") not in ROLES:
            raise RequestError(f"Invalid value for 'role' of messages[{i}].", param=f"messages.[{i}].role")
        role = msg["role"]
        if role == "tool":
            tcid = msg.get("tool_call_id")
            if tcid not in pending:
                raise RequestError(
                    "Invalid parameter: messages with role 'tool' must be a response to a preceeding "
                    "message with 'tool_calls'.",
                    param=f"messages.[{i}].role",
                )
            pending.remove(tcid)
            if not isinstance(msg.get("content"), str | list):
                raise RequestError(
                    f"Invalid value for 'content' of messages[{i}].", param=f"messages.[{i}].content"
                )
            continue
        if pending:
            raise RequestError(
                "An assistant message with 'tool_calls' must be followed by tool messages responding "
                "to each 'tool_call_id'. The following tool_call_ids did not have response messages: "
                + ", ".join(pending),
                param=f"messages.[{i}].role",
            )
        if role == "assistant":
            calls = msg.get("tool_calls") or []
            ids = [c["id"] for c in calls if isinstance(c, dict) and isinstance(c.get("id"), str) and c["id"]]
            if len(ids) != len(calls):
                raise RequestError(
                    f"Invalid 'tool_calls' of messages[{i}].", param=f"messages.[{i}].tool_calls"
                )
            if len(set(ids)) != len(ids):
                raise RequestError(
                    f"Duplicate tool_call ids in messages[{i}].", param=f"messages.[{i}].tool_calls"
                )
            pending = list(ids)
    if pending:
        raise RequestError(
            "An assistant message with 'tool_calls' must be followed by tool messages responding to "
            "each 'tool_call_id'. The following tool_call_ids did not have response messages: "
            + ", ".join(pending),
            param="messages",
        )
    tools = body.get("tools") or []
    if not isinstance(tools, list):
        raise RequestError("'tools' must be an array.", param="tools")
    names: set[str] = set()
    for i, tool in enumerate(tools):
        fn = tool.get("function") if isinstance(tool, dict) else None
        if not isinstance(tool, dict) or tool.get("type") != "function" or not isinstance(fn, dict):
            raise RequestError(f"Invalid tools[{i}].", param=f"tools[{i}]")
        name = fn.get("name")
        if not isinstance(name, str) or not TOOL_NAME.match(name):
            raise RequestError(
                f"Invalid 'tools[{i}].function.name': string does not match pattern. Expected a string "
                "that matches the pattern '^[a-zA-Z0-9_-]+$'.",
                param=f"tools[{i}].function.name",
                code="invalid_value",
            )
        if name in names:
            raise RequestError(f"Duplicate tool name {name!r}.", param=f"tools[{i}].function.name")
        names.add(name)
        params = fn.get("parameters")
        if params is not None and (not isinstance(params, dict) or params.get("type") != "object"):
            raise RequestError(
                f"Invalid schema for function '{name}': schema must be a JSON Schema of 'type: \"object\"'.",
                param=f"tools[{i}].function.parameters",
                code="invalid_function_parameters",
            )


def malformed_arguments(messages: list[Any]) -> tuple[str, ValueError] | None:
    """The first past tool call whose arguments are not a JSON object: its text and the decoder's error.

    This is what servers that render the history through a chat template do: they parse each
    call's arguments (llama.cpp, vLLM, Ollama), strictly (no ``NaN``).
    """
    for msg in messages:
        if not isinstance(msg, dict) or msg.get("role") != "assistant":
            continue
        for tc in msg.get("tool_calls") or []:
            fn = tc.get("function") if isinstance(tc, dict) else None
            raw = fn.get("arguments") if isinstance(fn, dict) else None
            if not isinstance(raw, str):
                continue
            try:
                value = json.loads(raw, parse_constant=_no_constant)
            except ValueError as exc:
                return raw, exc
            if not isinstance(value, dict):
                return raw, ValueError(f"arguments must be an object, not {type(value).__name__}")
    return None


def _no_constant(name: str) -> Any:
    raise ValueError(f"invalid literal {name}")


def as_turn(item: ScriptTurn) -> Turn | Fail | Special:
    if isinstance(item, Turn | Fail | Busy | Refuse | Unparsable):
        return item
    if isinstance(item, str):
        return Turn(text=item)
    return Turn(tool_calls=tuple(item))


class ScriptExhausted(Exception):
    """The agent asked for more turns than the script has."""


class ScriptedLLM:
    """The server: ``with ScriptedLLM(script) as llm:`` gives ``llm.base_url`` (ends in ``/v1``)."""

    def __init__(
        self,
        script: Script,
        *,
        model: str = "scripted",
        host: str = "127.0.0.1",
        dialect: str | Dialect = "openai",
        context_limit: int | None = None,
        slots: int | None = None,
        latency: float = 0.0,
        keep_abandoned: bool = False,
    ) -> None:
        self.script = script
        self.model = model
        self.host = host
        self.dialect = DIALECTS[dialect] if isinstance(dialect, str) else dialect
        self.context_limit = context_limit
        self.slots = slots
        self.latency = latency
        self.keep_abandoned = keep_abandoned
        self._gate: asyncio.Semaphore | None = None
        self._in_flight = 0
        self.exchanges: list[Exchange] = []
        self.turns_served = 0
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None
        self.port = 0
        self.app = Starlette(
            routes=[
                Route("/v1/chat/completions", self._completions, methods=["POST"]),
                Route("/v1/models", self._models, methods=["GET"]),
            ]
        )

    # -- what tests read -----------------------------------------------------------------------
    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self.port}/v1"

    @property
    def requests(self) -> list[dict[str, Any]]:
        """The JSON bodies of every chat completions request received, in order."""
        return [e.request for e in self.exchanges]

    def wait_idle(self, timeout: float = 10.0) -> bool:
        """Wait until no request is being answered (a client that timed out leaves its request behind:
        the server records it as cancelled a moment later). ``False`` if still busy after ``timeout``."""
        deadline = time.monotonic() + timeout
        while self._in_flight and time.monotonic() < deadline:
            time.sleep(0.01)
        return not self._in_flight

    def load(self, script: Script) -> ScriptedLLM:
        """Serve a new script from the next request on, forgetting what was recorded (server reuse)."""
        self.script = script
        self.turns_served = 0
        self.exchanges = []
        return self

    # -- the script ----------------------------------------------------------------------------
    def next_turn(self, messages: list[dict[str, Any]], tools: list[dict[str, Any]]) -> Turn | Fail | Special:
        if callable(self.script):
            item = self.script(messages, tools)
        else:
            if self.turns_served >= len(self.script):
                raise ScriptExhausted(f"the script has only {len(self.script)} turns")
            item = self.script[self.turns_served]
        self.turns_served += 1
        return as_turn(item)

    def completion(
        self, index: int, request: dict[str, Any], turn: Turn, size: int | None = None
    ) -> dict[str, Any]:
        """The chat completion object for ``turn``, as the real API shapes it.

        ``size``: the request's length in bytes, the cheap basis of the prompt token estimate.
        """
        tool_calls = [
            {
                "id": tc.id if tc.id is not None else self._call_id(index, n),
                "type": "function",
                "function": {"name": tc.name, "arguments": tc.arguments_text()},
            }
            for n, tc in enumerate(turn.tool_calls)
        ]
        message: dict[str, Any] = {
            "role": "assistant",
            "content": turn.text,
            "refusal": None,
            "annotations": [],
        }
        if tool_calls:
            message["tool_calls"] = tool_calls
        reason = turn.finish_reason or ("tool_calls" if tool_calls else "stop")
        if turn.refusal is not None:
            fields = dict(turn.refusal)
            reason = fields.pop("finish_reason", reason)
            message.update(fields)
        usage: dict[str, Any]
        if turn.usage is not None:
            usage = dict(turn.usage)
        else:
            if size is None:
                size = len(json.dumps(request, ensure_ascii=False))
            prompt = estimate_prompt(size)
            completion = (estimate_tokens(turn.text) if turn.text else 0) + sum(
                estimate_tokens(tc.name) + estimate_tokens(tc.arguments_text()) for tc in turn.tool_calls
            )
            usage = {
                "prompt_tokens": prompt,
                "completion_tokens": completion,
                "prompt_tokens_details": {"cached_tokens": 0, "audio_tokens": 0},
                "completion_tokens_details": {
                    "reasoning_tokens": 0,
                    "audio_tokens": 0,
                    "accepted_prediction_tokens": 0,
                    "rejected_prediction_tokens": 0,
                },
            }
        usage.setdefault("total_tokens", usage.get("prompt_tokens", 0) + usage.get("completion_tokens", 0))
        return {
            "id": f"chatcmpl-scripted{index:06d}",
            "object": "chat.completion",
            "created": CREATED,
            "model": request.get("model", self.model),
            "choices": [{"index": 0, "message": message, "logprobs": None, "finish_reason": reason}],
            "usage": usage,
            "service_tier": "default",
            "system_fingerprint": "fp_toolproof",
        }

    @staticmethod
    def _call_id(index: int, n: int) -> str:
        """OpenAI-looking tool call ids (``call_`` and 24 characters), the same in every run."""
        return "call_" + hashlib.sha256(f"{index}:{n}".encode()).hexdigest()[:24]

    # -- HTTP ----------------------------------------------------------------------------------
    async def _completions(self, request: Request) -> JSONResponse:
        self._in_flight += 1
        try:
            return await self._complete(request)
        finally:
            self._in_flight -= 1

    async def _complete(self, request: Request) -> JSONResponse:
        raw = await request.body()
        req = _Request({}, {k.lower(): v for k, v in request.headers.items()}, len(raw))
        try:
            req.body = json.loads(raw)
        except ValueError:
            message = "We could not parse the JSON body of your request."
            return self._answer(req, 400, error_body(message, "invalid_request_error"))
        try:
            validate_request(req.body)
        except RequestError as exc:
            return self._refuse(req, exc.message, exc.param, exc.code)
        refused = self._server_refusal(req.body, req.size)
        if refused is not None:
            return self._answer(req, refused.status, refused.body, refused.headers)
        if self.slots is not None:
            if self._gate is None:
                self._gate = asyncio.Semaphore(self.slots)
            if not await self._acquire(request, req, self._gate):
                return self._cancelled(req)
        try:
            return await self._compute_answer(request, req)
        finally:
            if self._gate is not None and self.slots is not None:
                self._gate.release()

    async def _compute_answer(self, request: Request, req: _Request) -> JSONResponse:
        """The answer once a slot is ours: the latency, the script's turn, the turn's own delay."""
        if self.latency > 0 and not await self._compute(request, self.latency):
            return self._cancelled(req)
        try:
            turn = self.next_turn(req.body["messages"], req.body.get("tools") or [])
        except ScriptExhausted as exc:
            return self._refuse(req, str(exc), None, "script_exhausted")
        except Exception as exc:  # a bug in a reactive script: loud, and not retried by the SDK
            return self._refuse(req, f"the script raised {type(exc).__name__}: {exc}", None, "script_error")
        if isinstance(turn, Busy | Refuse | Unparsable):
            special = self._special(turn)
            if isinstance(special, Answer):
                return self._answer(req, special.status, special.body, special.headers)
            turn = special
        if isinstance(turn, Fail):
            out = error_body(turn.message, turn.type, None, turn.code)
            return self._answer(req, turn.status, out, dict(turn.headers))
        if turn.delay > 0 and not await self._compute(request, turn.delay):
            return self._cancelled(req)
        completion = self.completion(len(self.exchanges), req.body, turn, req.size)
        # A server that keeps computing abandoned requests answers nobody: recorded as cancelled.
        gone = self.keep_abandoned and await request.is_disconnected()
        return self._answer(req, 200, completion, cancelled=gone)

    def _server_refusal(self, body: dict[str, Any], size: int) -> Answer | None:
        """What the server refuses before computing: a malformed history, a prompt over the context."""
        bad = malformed_arguments(body["messages"])
        if bad is not None:
            answer = self.dialect.malformed_history(bad[0], bad[1], body["model"])
            if answer is not None:
                return answer
        if self.context_limit is not None:
            limit = body.get("max_completion_tokens", body.get("max_tokens"))
            max_tokens = limit if isinstance(limit, int) and not isinstance(limit, bool) else None
            return self.dialect.overflow(estimate_prompt(size), self.context_limit, max_tokens, body["model"])
        return None

    def _special(self, item: Special) -> Answer | Turn:
        """A :class:`Busy`, :class:`Refuse` or :class:`Unparsable` in this server's dialect."""
        if isinstance(item, Busy):
            return self.dialect.busy(self.model)
        if isinstance(item, Refuse):
            answer = self.dialect.refusal(item.text, self.model)
            if answer is not None:
                return answer
            fields = self.dialect.refusal_fields(item.text)
            return Turn(text=item.text) if fields is None else Turn(refusal=fields)
        answer = self.dialect.unparsable_output(item.text, self.model)
        return answer if answer is not None else Turn(text=item.text)

    async def _acquire(self, request: Request, req: _Request, gate: asyncio.Semaphore) -> bool:
        """Wait for a slot; ``False`` if the client went away first (its request leaves the queue)."""
        if not gate.locked():
            await gate.acquire()  # free: taken at once, without yielding to another request
            return True
        req.queued = True
        while True:
            try:
                await asyncio.wait_for(gate.acquire(), timeout=0.02)
                return True
            except TimeoutError:
                if not self.keep_abandoned and await request.is_disconnected():
                    return False

    async def _compute(self, request: Request, seconds: float) -> bool:
        """Spend ``seconds`` computing; ``False`` if the client went away and the server cancels.

        With ``keep_abandoned`` the server computes to the end whoever is waiting (and the queue
        waits behind it), as a server that does not watch its connections does.
        """
        loop = asyncio.get_running_loop()
        deadline = loop.time() + seconds
        while (left := deadline - loop.time()) > 0:
            await asyncio.sleep(min(0.02, left))
            if not self.keep_abandoned and await request.is_disconnected():
                return False
        return self.keep_abandoned or not await request.is_disconnected()

    def _cancelled(self, req: _Request) -> JSONResponse:
        out = error_body("the client closed the request", "client_closed_request")
        return self._answer(req, CLIENT_CLOSED, out, cancelled=True)

    def _refuse(self, req: _Request, message: str, param: str | None, code: str | None) -> JSONResponse:
        return self._answer(req, 400, error_body(message, "invalid_request_error", param, code))

    def _answer(
        self,
        req: _Request,
        status: int,
        out: dict[str, Any],
        extra: Mapping[str, str] | None = None,
        *,
        cancelled: bool = False,
    ) -> JSONResponse:
        body = req.body if isinstance(req.body, dict) else {}
        self.exchanges.append(
            Exchange(body, req.headers, status, out, req.queued, cancelled, estimate_prompt(req.size))
        )
        # ``Connection: close``: on a kept-alive connection uvicorn answers ~40 ms late on Linux
        # loopback (measured: 45 ms a request against 2 ms with a new connection each time).
        sent = {"x-request-id": f"req_{len(self.exchanges)}", "connection": "close", **(extra or {})}
        return JSONResponse(out, status_code=status, headers=sent)

    async def _models(self, request: Request) -> JSONResponse:
        return JSONResponse(
            {
                "object": "list",
                "data": [{"id": self.model, "object": "model", "created": CREATED, "owned_by": "toolproof"}],
            },
            headers={"connection": "close"},
        )

    # -- lifecycle -----------------------------------------------------------------------------
    def start(self) -> ScriptedLLM:
        """Listen on a free loopback port in a daemon thread; return once connections are accepted."""
        sock = listening_socket(self.host, 0, backlog=128)
        self.port = sock.getsockname()[1]
        config = uvicorn.Config(self.app, log_level="warning", lifespan="off", access_log=False)
        server = uvicorn.Server(config)
        self._server = server

        def target() -> None:
            asyncio.run(server.serve(sockets=[sock]))

        self._thread = threading.Thread(target=target, name="scripted-llm", daemon=True)
        self._thread.start()
        for _ in range(500):
            if server.started:
                break
            self._thread.join(timeout=0.01)
        else:  # pragma: no cover - would mean uvicorn could not start
            raise RuntimeError("the scripted LLM server did not start within 5 s")
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.should_exit = True
        if self._thread is not None:
            self._thread.join(timeout=10)

    def __enter__(self) -> ScriptedLLM:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
