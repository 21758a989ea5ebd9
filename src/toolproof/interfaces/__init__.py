"""Interface variants: the same operations and state, offered to an agent in four ways.

Holding the task, backend, state, faults and agent fixed and varying only the interface shows how much
of an agent's safety comes from what the tools expose (docs/robustness.md):

- ``vendor``: exactly the real API (idempotency keys only where the vendor has them);
- ``bare``: no idempotency support at all, and writes answer minimal bodies (the ids only, as each
  service's dialect declares in ``minimal_fields``);
- ``effect-aware``: every write accepts an idempotency key, also where the real API has none (Slack,
  Google Calendar: *not vendor-exact*, by design), and every keyed answer says whether it was a replay;
- ``resumable``: every write takes a client ``request_id`` (a retry with the same id resumes instead of
  acting twice, as Google's AIP-155 ``request_id``) and a ``get_operation_status(request_id)`` tool
  says whether that write committed and with what result, durably: the record is the service's own
  ledger, so a lost response does not lose it.

A :class:`InterfaceSession` runs calls for one agent in one world; every transport (in process, MCP,
tool schemas for HTTP agents) goes through it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from toolproof.service.operation import Operation
from toolproof.service.service import IdempotencyPolicy
from toolproof.service.wire import Response
from toolproof.transports.tools import IDEMPOTENCY_ARGUMENT, IDEMPOTENCY_SCHEMA
from toolproof.world import World

__all__ = [
    "INTERFACES",
    "REQUEST_ID_ARGUMENT",
    "STATUS_TOOL",
    "Interface",
    "InterfaceError",
    "InterfaceSession",
    "parse_interfaces",
    "status_tool_schema",
]

INTERFACES = ("vendor", "bare", "effect-aware", "resumable")
#: The argument every write takes under ``resumable``.
REQUEST_ID_ARGUMENT = "request_id"
#: The extra tool of ``resumable``.
STATUS_TOOL = "get_operation_status"
#: Idempotency keys a ``resumable`` write runs under when the agent gave a request id and no key.
REQUEST_KEY_PREFIX = "request:"

REQUEST_ID_SCHEMA: dict[str, Any] = {
    "type": "string",
    "description": "Client request id (choose a new unique one per intended write). Sending the same id "
    "again resumes that write instead of repeating it; get_operation_status(request_id) tells whether "
    "it committed and with what result, even if the response was lost.",
    "maxLength": 255,
}

STATUS_DESCRIPTION = (
    "Durable execution status of a write sent with a request_id: whether it committed, failed or never "
    "reached the service, and the result it produced. Use it after a write whose response was lost "
    "(timeout, connection reset, 5xx) instead of guessing or re-sending."
)


def status_tool_schema() -> dict[str, Any]:
    """The parameter schema of :data:`STATUS_TOOL` (valid under the OpenAI and Anthropic tool rules)."""
    return {
        "type": "object",
        "properties": {
            REQUEST_ID_ARGUMENT: {"type": "string", "description": "The request_id the write was sent with."}
        },
        "required": [REQUEST_ID_ARGUMENT],
    }


class InterfaceError(ValueError):
    """An unknown interface name (the message is one line naming the known ones)."""


def parse_interfaces(values: str | Iterable[str] | None) -> list[str]:
    """``"vendor,bare"`` or ``["vendor", "bare"]`` as a checked list (default ``["vendor"]``)."""
    if values is None:
        return ["vendor"]
    items = values.split(",") if isinstance(values, str) else [p for v in values for p in v.split(",")]
    names = list(dict.fromkeys(v.strip() for v in items if v.strip()))
    unknown = [n for n in names if n not in INTERFACES]
    if unknown:
        raise InterfaceError(f"unknown interface {unknown[0]!r}: choose from {', '.join(INTERFACES)}")
    return names or ["vendor"]


@dataclass(frozen=True, slots=True)
class Interface:
    """One interface variant (see the module docstring)."""

    name: str = "vendor"

    def __post_init__(self) -> None:
        if self.name not in INTERFACES:
            raise InterfaceError(f"unknown interface {self.name!r}: choose from {', '.join(INTERFACES)}")

    def install(self, world: World) -> None:
        """Prepare ``world``: effect-aware and resumable give every service idempotent writes."""
        if self.name in ("effect-aware", "resumable") and world.emulated_idempotency is None:
            world.emulated_idempotency = IdempotencyPolicy()

    def takes_key(self, world: World, op: Operation) -> bool:
        """Whether a write of ``op`` accepts an idempotency key under this interface."""
        if not op.writes or IDEMPOTENCY_ARGUMENT in op.params.model_fields or self.name == "bare":
            return False
        if self.name == "effect-aware":
            return True
        return world.services[op.service].idempotency is not None

    def takes_request_id(self, op: Operation) -> bool:
        return self.name == "resumable" and op.writes and REQUEST_ID_ARGUMENT not in op.params.model_fields

    @property
    def has_status_tool(self) -> bool:
        return self.name == "resumable"

    def extra_parameters(self, world: World, op: Operation) -> dict[str, Any]:
        """Arguments this interface adds to ``op``'s tool schema."""
        out: dict[str, Any] = {}
        if self.takes_key(world, op):
            out[IDEMPOTENCY_ARGUMENT] = dict(IDEMPOTENCY_SCHEMA)
            if self.name == "effect-aware" and world.services[op.service].idempotency is None:
                out[IDEMPOTENCY_ARGUMENT]["description"] += " (Added by toolproof: not in the real API.)"
        if self.takes_request_id(op):
            out[REQUEST_ID_ARGUMENT] = dict(REQUEST_ID_SCHEMA)
        return out


@dataclass(slots=True)
class _Request:
    service: str
    operation: str
    key: str


@dataclass(slots=True)
class InterfaceSession:
    """Calls of one agent in one world under one interface; keeps the request ids of ``resumable``."""

    world: World
    interface: Interface = field(default_factory=Interface)
    requests: dict[str, _Request] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.interface.install(self.world)

    def call(
        self,
        op: Operation,
        args: Mapping[str, Any],
        *,
        idempotency_key: str | None = None,
        transport: str = "agent",
    ) -> tuple[Response, dict[str, Any]]:
        """Run ``op`` with the agent's ``args``; returns the response and the interface's notes
        (``replayed``, ``request_id``) that the agent sees next to the body."""
        iface, world = self.interface, self.world
        params = dict(args)
        key = idempotency_key
        if iface.takes_key(world, op) and IDEMPOTENCY_ARGUMENT in params:
            raw = params.pop(IDEMPOTENCY_ARGUMENT)
            key = None if raw is None else str(raw)
        if iface.name == "bare":
            key = None  # no idempotency support at all, even where the vendor has it
        request_id: str | None = None
        if iface.takes_request_id(op) and REQUEST_ID_ARGUMENT in params:
            raw = params.pop(REQUEST_ID_ARGUMENT)
            request_id = None if raw is None else str(raw)
        if request_id is not None:
            known = self.requests.get(request_id)
            if known is None:
                known = _Request(op.service, op.name, key or REQUEST_KEY_PREFIX + request_id)
                self.requests[request_id] = known
            key = known.key
        response = world.call(op.name, params, idempotency_key=key, transport=transport)
        notes: dict[str, Any] = {}
        if iface.name in ("effect-aware", "resumable") and op.writes and key is not None:
            entry = world.ledger[-1] if world.ledger else None
            notes["replayed"] = bool(entry is not None and entry.outcome == "replay")
        if request_id is not None:
            notes["request_id"] = request_id
        if iface.name == "bare" and op.writes and response.ok and response.body is not None:
            full, response = response, response.copy()
            response.body = world.services[op.service].dialect.minimal_body(response.body)
            world.ledger.reshaped(full, response)  # the agent got the ids only: evidence sees those
        return response, notes

    def status(self, request_id: Any) -> dict[str, Any]:
        """What became of the write sent with ``request_id``, from the service's own records.

        ``state``: ``committed`` (it took effect; ``result`` is its answer), ``not_committed`` (it ran
        and changed nothing: an error, or a success that did not persist), ``not_received`` (no attempt
        reached the service: safe to send again with the same id), ``unknown`` (no write was sent with
        this id).
        """
        rid = str(request_id)
        known = self.requests.get(rid)
        if known is None:
            return {"request_id": rid, "state": "unknown", "detail": "no write was sent with this request_id"}
        attempts = [
            e
            for e in self.world.ledger
            if e.idempotency_key == known.key and e.operation == known.operation and e.outcome != "replay"
        ]
        saved = self.world.idempotency.entries.get((known.service, known.key))
        out: dict[str, Any] = {"request_id": rid, "operation": known.operation, "attempts": len(attempts)}
        if saved is None:
            return out | {"state": "not_received", "detail": "no attempt reached the service"}
        committed = any(e.committed for e in attempts)
        out |= {"state": "committed" if committed else "not_committed", "status": saved.response.status}
        out["result"] = saved.response.body
        return out
