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
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import re
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

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


ScriptTurn = Turn | Fail | str | Sequence[ToolCall]
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
                result = json.loads(msg["content"])
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
    """One request the server received and what it answered."""

    request: dict[str, Any]
    headers: dict[str, str]
    status: int
    response: dict[str, Any]


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


def as_turn(item: ScriptTurn) -> Turn | Fail:
    if isinstance(item, Turn | Fail):
        return item
    if isinstance(item, str):
        return Turn(text=item)
    return Turn(tool_calls=tuple(item))


class ScriptExhausted(Exception):
    """The agent asked for more turns than the script has."""


class ScriptedLLM:
    """The server: ``with ScriptedLLM(script) as llm:`` gives ``llm.base_url`` (ends in ``/v1``)."""

    def __init__(self, script: Script, *, model: str = "scripted", host: str = "127.0.0.1") -> None:
        self.script = script
        self.model = model
        self.host = host
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

    def load(self, script: Script) -> ScriptedLLM:
        """Serve a new script from the next request on, forgetting what was recorded (server reuse)."""
        self.script = script
        self.turns_served = 0
        self.exchanges = []
        return self

    # -- the script ----------------------------------------------------------------------------
    def next_turn(self, messages: list[dict[str, Any]], tools: list[dict[str, Any]]) -> Turn | Fail:
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
        usage: dict[str, Any]
        if turn.usage is not None:
            usage = dict(turn.usage)
        else:
            if size is None:
                size = len(json.dumps(request, ensure_ascii=False))
            prompt = max(1, (size + 3) // 4)
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
        headers = {k.lower(): v for k, v in request.headers.items()}
        body: Any = {}
        raw = await request.body()
        try:
            body = json.loads(raw)
        except ValueError:
            message = "We could not parse the JSON body of your request."
            return self._answer(body, headers, 400, error_body(message, "invalid_request_error"))
        try:
            validate_request(body)
            turn = self.next_turn(body["messages"], body.get("tools") or [])
        except RequestError as exc:
            return self._refuse(body, headers, exc.message, exc.param, exc.code)
        except ScriptExhausted as exc:
            return self._refuse(body, headers, str(exc), None, "script_exhausted")
        except Exception as exc:  # a bug in a reactive script: loud, and not retried by the SDK
            return self._refuse(body, headers, f"the script raised {type(exc).__name__}: {exc}", None,
                                "script_error")  # fmt: skip
        if isinstance(turn, Fail):
            out = error_body(turn.message, turn.type, None, turn.code)
            return self._answer(body, headers, turn.status, out, dict(turn.headers))
        if turn.delay > 0:
            await asyncio.sleep(turn.delay)
        return self._answer(body, headers, 200, self.completion(len(self.exchanges), body, turn, len(raw)))

    def _refuse(
        self, body: Any, headers: dict[str, str], message: str, param: str | None, code: str | None
    ) -> JSONResponse:
        return self._answer(body, headers, 400, error_body(message, "invalid_request_error", param, code))

    def _answer(
        self,
        body: Any,
        headers: dict[str, str],
        status: int,
        out: dict[str, Any],
        extra: dict[str, str] | None = None,
    ) -> JSONResponse:
        self.exchanges.append(Exchange(body if isinstance(body, dict) else {}, headers, status, out))
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
