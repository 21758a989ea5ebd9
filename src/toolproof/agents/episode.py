"""An episode: one agent, one task, one trial, in a world of its own.

The agent sees the instruction, the tool definitions of the task's services, and what each call
returns exactly as an SDK user would observe it (status and vendor body, or a transport failure).
It ends the episode with :meth:`Episode.finish` and a claim; the grade comes from the state.
"""

from __future__ import annotations

import json
import weakref
from typing import TYPE_CHECKING, Any, Literal

from toolproof.service import registry
from toolproof.world.world import UnknownOperation

if TYPE_CHECKING:
    from toolproof.agents.scheduler import VirtualScheduler
    from toolproof.perturb.surface import Surface
    from toolproof.service.operation import Operation
    from toolproof.service.wire import Response
    from toolproof.tasks.conversation import Transcript, UserSimulator
    from toolproof.tasks.model import FaultVariant, Task
    from toolproof.world import World

AgentClaim = Literal["done", "impossible", "need_info", "failed"]
CLAIMS: tuple[AgentClaim, ...] = ("done", "impossible", "need_info", "failed")

#: Human words for transport failures, as an HTTP client would report them.
TRANSPORT_ERRORS = {
    "connection_reset": "connection reset by peer (no response received)",
    "empty_response": "server closed the connection without sending a response",
    "timeout": "request timed out (no response received)",
    "truncated": "connection closed before the full response body arrived",
    "malformed": "response body is not valid JSON",
}


class StepLimitExceeded(Exception):
    """The agent used all its steps."""


class InfrastructureError(Exception):
    """Something failed on our side (never counted against the agent)."""


class Observation:
    """What one call returned, as the SDK user sees it.

    ``headers`` may come from the world's :class:`~toolproof.service.wire.Response` (``response``):
    then they are made when first read, as the response itself makes them (a dialect's headers can
    cost a keyed hash per call, and most callers never look). A plain class rather than a dataclass
    for that one property; it compares, prints and copies as the dataclass did.
    """

    __slots__ = ("_headers", "_response", "args", "body", "error", "notes", "operation", "status", "tool")

    def __init__(
        self,
        tool: str,
        operation: str | None,
        args: Any,
        status: int | None = None,
        body: Any = None,
        headers: dict[str, str] | None = None,
        error: str | None = None,
        notes: dict[str, Any] | None = None,
        *,
        response: Response | None = None,
    ) -> None:
        self.tool = tool
        self.operation = operation
        self.args = args
        self.status = status
        self.body = body
        self._headers: dict[str, str] = {} if headers is None else headers
        #: Whose headers these are until they are first read (``None``: ``_headers`` holds them).
        self._response = response
        self.error = error
        #: What the interface or a perturbation says beside the body (``replayed``, ``request_id``,
        #: ``notice`` of an API change); empty under the vendor interface.
        self.notes: dict[str, Any] = {} if notes is None else notes

    @property
    def headers(self) -> dict[str, str]:
        response = self._response
        if response is not None:
            self._response = None
            self._headers = dict(response.headers)
        return self._headers

    @headers.setter
    def headers(self, value: dict[str, str]) -> None:
        self._response = None
        self._headers = value

    def _fields(self) -> tuple[Any, ...]:
        return (
            self.tool,
            self.operation,
            self.args,
            self.status,
            self.body,
            self.headers,
            self.error,
            self.notes,
        )

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, Observation)
        return self._fields() == other._fields()

    __hash__ = None  # type: ignore[assignment]  # mutable, as the dataclass was

    def __repr__(self) -> str:
        names = ("tool", "operation", "args", "status", "body", "headers", "error", "notes")
        inner = ", ".join(f"{n}={v!r}" for n, v in zip(names, self._fields(), strict=True))
        return f"Observation({inner})"

    @property
    def ok(self) -> bool:
        """A 2xx with a usable body (and not Slack's ``ok: false``)."""
        if self.error is not None or self.status is None or not 200 <= self.status < 300:
            return False
        return not (isinstance(self.body, dict) and self.body.get("ok") is False)

    @property
    def ambiguous(self) -> bool:
        """The caller cannot tell whether a write took effect: no response, or a 5xx."""
        return self.error is not None or (self.status is not None and self.status >= 500)

    @property
    def rate_limited(self) -> bool:
        """The service said "slow down", in its own words: its dialect reads the response."""
        if self.status is None:
            return False
        if self.operation is None:
            return self.status == 429
        try:
            dialect = registry.get(self.operation.split(".", 1)[0]).dialect
        except registry.UnknownService:
            return self.status == 429
        return dialect.rate_limited(self.status, self.body)

    def retry_after(self) -> float | None:
        value = {k.lower(): v for k, v in self.headers.items()}.get("retry-after")
        try:
            return float(value) if value is not None else None
        except ValueError:
            return None

    def to_text(self) -> str:
        """The observation as text for a language model."""
        if self.error is not None:
            return json.dumps({"error": self.error})
        out: dict[str, Any] = {"status": self.status, "body": self.body}
        if self.retry_after() is not None:
            out["retry_after"] = self.retry_after()
        out.update(self.notes)
        return json.dumps(out, ensure_ascii=False)

    def to_dict(self) -> dict[str, Any]:
        return {
            "tool": self.tool,
            "operation": self.operation,
            "args": self.args,
            "status": self.status,
            "body": self.body,
            "error": self.error,
            **({"notes": self.notes} if self.notes else {}),
        }


#: Per world, its operations by tool name (a pooled world serves many episodes; it never changes).
_TOOLS: weakref.WeakKeyDictionary[World, dict[str, Operation]] = weakref.WeakKeyDictionary()


def _tools_of(world: World) -> dict[str, Operation]:
    tools = _TOOLS.get(world)
    if tools is None:
        tools = _TOOLS[world] = {op.tool_name: op for op in world.operations.values()}
    return tools


class Episode:
    """The agent's handle on one task in its own world."""

    def __init__(
        self,
        task: Task,
        world: World,
        *,
        variant: FaultVariant | None = None,
        max_steps: int = 50,
        user: UserSimulator | None = None,
        surface: Surface | None = None,
        scheduler: VirtualScheduler | None = None,
    ) -> None:
        self.task = task
        #: Runs concurrent calls on virtual time (fan-out tasks); ``None``: each call returns at once.
        self.scheduler = scheduler
        self.world = world
        if surface is None:
            from toolproof.perturb.surface import Surface

            surface = Surface(world)
        #: The interface variant and perturbations this agent sees the world through.
        self.surface: Surface = surface
        self._instruction = surface.instruction(task.instruction)
        if user is None:
            from toolproof.users.scripted import ScriptedUser

            user = ScriptedUser(task.user, world.rng.seed)
        #: The person the agent talks to (:meth:`reply`); it knows what the task's ``user:`` block says.
        self.user: UserSimulator = user
        self.variant = variant
        fanout = getattr(task, "fanout", None)
        # A fan-out task needs room for every call of its graph (and the retries limits cause).
        self.max_steps = max(max_steps, fanout.max_steps) if fanout is not None else max_steps
        self.steps = 0
        self.claim: AgentClaim | None = None
        self.message = ""
        self.replies: list[str] = []
        self.trajectory: list[dict[str, Any]] = []
        self.invalid_calls = 0
        self._by_tool: dict[str, Operation] = _tools_of(world)

    # -- what the agent sees -------------------------------------------------------------------
    @property
    def instruction(self) -> str:
        return self._instruction

    @property
    def policy(self) -> str:
        return self.task.policy

    @property
    def acting_as(self) -> dict[str, str]:
        """Whom this episode's calls act as, per service, where the task says (``acts_as``): the
        person the agent works for. Services not listed act as their default principal."""
        return dict(self.world.principals)

    @property
    def now(self) -> float:
        """The time the agent lives in: the world's virtual clock in process (a scheduler moves it)."""
        return self.world.clock.now

    @property
    def finished(self) -> bool:
        return self.claim is not None

    def tools(self, limit: int | None = None) -> list[dict[str, Any]]:
        """Tool definitions of the task's services: name, description and a JSON Schema every tool-calling
        API accepts (``$ref`` inlined, unsupported keywords dropped); see :mod:`toolproof.transports.tools`
        for provider formats. With ``limit`` (a provider's cap, e.g. OpenAI's 128), at most that many:
        the task's operations and plausible distractors (:func:`operations`)."""
        from toolproof.transports.tools import tool_definition

        if not self.surface.plain:
            return self.surface.tools("anthropic")
        return [tool_definition(op, "anthropic") for op in self.operations(limit)]

    def operations(self, limit: int | None = None) -> list[Operation]:
        """The operations offered as tools, in name order: all of them, or with ``limit`` the task's own
        plus siblings and others up to it (:mod:`toolproof.transports.toolsets`)."""
        from toolproof.transports.toolsets import select_operations

        return select_operations(list(self.world.operations.values()), self.task.operations(), limit)

    def takes_idempotency_key(self, op: Operation) -> bool:
        """Whether writes of ``op`` accept an idempotency key through this episode's interface."""
        return self.surface.interface.takes_key(self.world, op)

    def operation_for(self, tool: str) -> Operation | None:
        """The operation behind a tool name or an operation name."""
        if not self.surface.plain:
            found = self.surface.lookup(tool)
            return found.op if found is not None else None
        op = self._by_tool.get(tool)
        if op is None:
            try:
                op = self.world.operation(tool)
            except UnknownOperation:
                return None
        return op

    # -- what the agent does -------------------------------------------------------------------
    async def call(
        self, tool: str, args: dict[str, Any] | None = None, *, idempotency_key: str | None = None
    ) -> Observation:
        """Call a tool. Safe to run concurrently (``asyncio.gather``): with a scheduler, the calls overlap
        in virtual time as they would over HTTP, each in flight for its operation's service time."""
        scheduler = self.scheduler
        op = self.operation_for(tool) if scheduler is not None else None
        if scheduler is None or op is None or (args is not None and not isinstance(args, dict)):
            return self.call_sync(tool, args, idempotency_key=idempotency_key)
        # call_sync appends this call's trajectory item before the scheduler first yields, so it is the
        # item at today's length (no closure or record list per call: this is the hot path).
        n = len(self.trajectory)
        obs, span = await scheduler.call(op, args or {}, self._call_now, tool, args, idempotency_key, op)
        if len(self.trajectory) > n:
            item = self.trajectory[n]
            item["start"], item["end"], item["in_flight"] = span.start, span.end, span.in_flight
        return obs

    def call_sync(
        self, tool: str, args: dict[str, Any] | None = None, *, idempotency_key: str | None = None
    ) -> Observation:
        """Call a tool (``stripe_refunds_create`` or ``stripe.refunds.create``) and observe the result."""
        return self._call_now(tool, args, idempotency_key, None)

    def _call_now(
        self, tool: str, args: Any, idempotency_key: str | None, known: Operation | None
    ) -> Observation:
        """:meth:`call_sync`, with the operation behind ``tool`` when the caller already looked it up."""
        if self.claim is not None:  # finished
            raise RuntimeError("the episode is finished")
        self.steps += 1
        if self.steps > self.max_steps:
            raise StepLimitExceeded(f"more than {self.max_steps} steps")
        world = self.world
        ledger = world.ledger
        if ledger.response_budget is not None:  # (without a budget, bound_responses does nothing)
            ledger.bound_responses()  # the responses received before fit the world's budget
        if not self.surface.plain:
            return self._surface_call(tool, args, idempotency_key)
        op = known if known is not None else self.operation_for(tool)
        if op is None:
            self.invalid_calls += 1
            obs = Observation(tool, None, args, error=f"unknown tool {tool!r}")
            self.trajectory.append({"type": "call", **obs.to_dict(), "valid": False})
            return obs
        if args is not None and not isinstance(args, dict):
            self.invalid_calls += 1
            obs = Observation(tool, op.name, args, error="tool arguments must be a JSON object")
            self.trajectory.append({"type": "call", **obs.to_dict(), "valid": False})
            return obs
        try:
            response = world.call(op.name, args or {}, idempotency_key=idempotency_key, transport="agent")
        except Exception as exc:  # a bug on our side, never the agent's fault
            raise InfrastructureError(f"{op.name}: {type(exc).__name__}: {exc}") from exc
        if response.transport_fault is not None:
            error = TRANSPORT_ERRORS.get(response.transport_fault, response.transport_fault)
            obs = Observation(tool, op.name, args, error=error)
        else:
            obs = Observation(tool, op.name, args, response.status, response.body, response=response)
        # The ledger's list read directly (``len``, ``[-1]``): the same values as its methods give,
        # three Python calls fewer per call. The world's ledger is read again: a call may replace it.
        entries = world.ledger.entries
        if entries and entries[-1].status == 400 and entries[-1].outcome == "invalid":
            self.invalid_calls += 1
        # The item ``{"type": "call", **obs.to_dict(), "valid": True, ...}`` in the same key order,
        # written at once (the plain surface adds no notes, which to_dict would leave out).
        self.trajectory.append(
            {
                "type": "call",
                "tool": tool,
                "operation": obs.operation,
                "args": args,
                "status": obs.status,
                "body": obs.body,
                "error": obs.error,
                "valid": True,
                "ledger_seq": len(entries),
            }
        )
        return obs

    def _surface_call(self, tool: str, args: Any, idempotency_key: str | None) -> Observation:
        """A call through an interface variant or perturbations (:class:`~toolproof.perturb.Surface`)."""
        if args is not None and not isinstance(args, dict):
            self.invalid_calls += 1
            found = self.surface.lookup(tool)
            name = found.op.name if found is not None and found.op is not None else None
            obs = Observation(tool, name, args, error="tool arguments must be a JSON object")
            self.trajectory.append({"type": "call", **obs.to_dict(), "valid": False})
            return obs
        seq = len(self.world.ledger)
        try:
            result = self.surface.call(tool, args or {}, idempotency_key=idempotency_key)
        except Exception as exc:  # a bug on our side, never the agent's fault
            raise InfrastructureError(f"{tool}: {type(exc).__name__}: {exc}") from exc
        if result.tool is None or result.response is None:
            self.invalid_calls += 1
            obs = Observation(tool, None, args, error=result.error or f"unknown tool {tool!r}")
            self.trajectory.append({"type": "call", **obs.to_dict(), "valid": False})
            return obs
        name = result.tool.op.name if result.tool.op is not None else result.tool.name
        response = result.response
        if response.transport_fault is not None:
            error = TRANSPORT_ERRORS.get(response.transport_fault, response.transport_fault)
            obs = Observation(tool, name, args, error=error, notes=result.notes)
        else:
            obs = Observation(
                tool, name, args, response.status, response.body, notes=result.notes, response=response
            )
        entry = self.world.ledger[-1] if len(self.world.ledger) > seq else None
        if entry is not None and entry.status == 400 and entry.outcome == "invalid":
            self.invalid_calls += 1
        self.trajectory.append(
            {"type": "call", **obs.to_dict(), "valid": True, "ledger_seq": len(self.world.ledger)}
        )
        return obs

    async def sleep(self, seconds: float) -> None:
        """Wait (virtual time in process: honouring ``Retry-After`` costs nothing real)."""
        if seconds > 0:
            if self.scheduler is not None:
                self.trajectory.append({"type": "sleep", "seconds": seconds, "start": self.world.clock.now})
                await self.scheduler.sleep(seconds)
                return
            self.world.clock.advance(seconds)
            self.trajectory.append({"type": "sleep", "seconds": seconds})

    async def reply(self, text: str) -> str:
        """Say something to the user and get their answer ("" once they have left the conversation).

        Ask for what the instruction leaves out, confirm before acting where the policy says so, tell
        the user what happened. The user reveals what they know only when asked about it.
        """
        if self.finished:
            raise RuntimeError("the episode is finished")
        self.replies.append(text)
        self.trajectory.append({"type": "reply", "text": text})
        answer = await self.user.respond(text, len(self.world.ledger))
        self.trajectory.append({"type": "user", "text": answer})
        return answer

    @property
    def transcript(self) -> Transcript:
        """The conversation so far, as the grader reads it."""
        return self.user.transcript

    @property
    def user_left(self) -> bool:
        """The user has ended the conversation."""
        return self.user.ended

    def finish(self, claim: str, message: str = "") -> None:
        """End the episode: ``done``, ``impossible``, ``need_info`` or ``failed``, and a final message."""
        if claim not in CLAIMS:
            raise ValueError(f"claim must be one of {', '.join(CLAIMS)}, not {claim!r}")
        self.claim = claim
        self.message = message
        self.trajectory.append({"type": "finish", "claim": claim, "message": message})
