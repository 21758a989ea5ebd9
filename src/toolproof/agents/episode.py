"""An episode: one agent, one task, one trial, in a world of its own.

The agent sees the instruction, the tool definitions of the task's services, and what each call
returns exactly as an SDK user would observe it (status and vendor body, or a transport failure).
It ends the episode with :meth:`Episode.finish` and a claim; the grade comes from the state.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from toolproof.world.world import UnknownOperation

if TYPE_CHECKING:
    from toolproof.service.operation import Operation
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


@dataclass(slots=True)
class Observation:
    """What one call returned, as the SDK user sees it."""

    tool: str
    operation: str | None
    args: Any
    status: int | None = None
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)
    error: str | None = None

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
        if self.status == 429:
            return True
        if isinstance(self.body, dict):
            if self.body.get("error") == "ratelimited":
                return True
            err = self.body.get("error")
            if isinstance(err, dict):
                reasons = {e.get("reason") for e in err.get("errors", []) if isinstance(e, dict)}
                return bool(reasons & {"rateLimitExceeded", "userRateLimitExceeded"})
        return False

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
        return json.dumps(out, ensure_ascii=False)

    def to_dict(self) -> dict[str, Any]:
        return {
            "tool": self.tool,
            "operation": self.operation,
            "args": self.args,
            "status": self.status,
            "body": self.body,
            "error": self.error,
        }


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
    ) -> None:
        self.task = task
        self.world = world
        if user is None:
            from toolproof.users.scripted import ScriptedUser

            user = ScriptedUser(task.user, world.rng.seed)
        #: The person the agent talks to (:meth:`reply`); it knows what the task's ``user:`` block says.
        self.user: UserSimulator = user
        self.variant = variant
        self.max_steps = max_steps
        self.steps = 0
        self.claim: AgentClaim | None = None
        self.message = ""
        self.replies: list[str] = []
        self.trajectory: list[dict[str, Any]] = []
        self.invalid_calls = 0
        self._by_tool: dict[str, Operation] = {op.tool_name: op for op in world.operations.values()}

    # -- what the agent sees -------------------------------------------------------------------
    @property
    def instruction(self) -> str:
        return self.task.instruction

    @property
    def policy(self) -> str:
        return self.task.policy

    @property
    def finished(self) -> bool:
        return self.claim is not None

    def tools(self, limit: int | None = None) -> list[dict[str, Any]]:
        """Tool definitions of the task's services: name, description and a JSON Schema every tool-calling
        API accepts (``$ref`` inlined, unsupported keywords dropped); see :mod:`toolproof.transports.tools`
        for provider formats. With ``limit`` (a provider's cap, e.g. OpenAI's 128), at most that many:
        the task's operations and plausible distractors (:func:`operations`)."""
        from toolproof.transports.tools import tool_definition

        return [tool_definition(op, "anthropic") for op in self.operations(limit)]

    def operations(self, limit: int | None = None) -> list[Operation]:
        """The operations offered as tools, in name order: all of them, or with ``limit`` the task's own
        plus siblings and others up to it (:mod:`toolproof.transports.toolsets`)."""
        from toolproof.transports.toolsets import select_operations

        return select_operations(list(self.world.operations.values()), self.task.operations(), limit)

    def operation_for(self, tool: str) -> Operation | None:
        """The operation behind a tool name or an operation name."""
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
        return self.call_sync(tool, args, idempotency_key=idempotency_key)

    def call_sync(
        self, tool: str, args: dict[str, Any] | None = None, *, idempotency_key: str | None = None
    ) -> Observation:
        """Call a tool (``stripe_refunds_create`` or ``stripe.refunds.create``) and observe the result."""
        if self.finished:
            raise RuntimeError("the episode is finished")
        self.steps += 1
        if self.steps > self.max_steps:
            raise StepLimitExceeded(f"more than {self.max_steps} steps")
        op = self.operation_for(tool)
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
            response = self.world.call(
                op.name, args or {}, idempotency_key=idempotency_key, transport="agent"
            )
        except Exception as exc:  # a bug on our side, never the agent's fault
            raise InfrastructureError(f"{op.name}: {type(exc).__name__}: {exc}") from exc
        if response.transport_fault is not None:
            error = TRANSPORT_ERRORS.get(response.transport_fault, response.transport_fault)
            obs = Observation(tool, op.name, args, error=error)
        else:
            obs = Observation(tool, op.name, args, response.status, response.body, dict(response.headers))
        if (
            self.world.ledger
            and self.world.ledger[-1].status == 400
            and self.world.ledger[-1].outcome == "invalid"
        ):
            self.invalid_calls += 1
        self.trajectory.append(
            {"type": "call", **obs.to_dict(), "valid": True, "ledger_seq": len(self.world.ledger)}
        )
        return obs

    async def sleep(self, seconds: float) -> None:
        """Wait (virtual time in process: honouring ``Retry-After`` costs nothing real)."""
        if seconds > 0:
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
