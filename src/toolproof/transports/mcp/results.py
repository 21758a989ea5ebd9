"""Tool calls on a world, and what the caller sees: independent of the MCP SDK.

A tool call is ``world.call(op.name, arguments, transport="mcp")``. Its :class:`Response` becomes a
:class:`ToolOutcome` carrying what an SDK user would observe: the vendor body as JSON text (and as
structured content when it is an object), or the vendor error marked as an error. A transport fault
(a lost response, from fault injection) is an error that says the connection failed or timed out and
carries no body, because the caller never received one.

An error result must survive every MCP client: some hand the model only the first text block, others
only the structured content. So both start with what the agent needs to decide its next step (the
status, the vendor's error code, Retry-After) and carry the vendor body after it: the first (and only)
text block is ``Error: HTTP 429; error code: rate_limited; Retry-After: 2 (seconds to wait before
retrying). Response body:`` followed by the body's JSON, and the structured content is ``{"status": 429,
"error_code": "rate_limited", "retry_after": 2, "body": {…}}``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from toolproof.service.operation import Operation
from toolproof.service.wire import Response
from toolproof.transports.tools import IDEMPOTENCY_ARGUMENT, accepts_idempotency_key
from toolproof.world import World

#: What a client library reports for each transport fault (never the body: it did not arrive).
TRANSPORT_MESSAGES: dict[str, str] = {
    "connection_reset": "Connection failed: the connection was reset by the server before a response "
    "arrived. The request may or may not have been processed.",
    "empty_response": "Connection failed: the server closed the connection without sending a response. "
    "The request may or may not have been processed.",
    "timeout": "Request timed out: no response was received. The request may or may not have been processed.",
    "truncated": "Connection failed: the response ended before the whole body was received "
    "(incomplete read).",
    "malformed": "Invalid response: the server answered with a body that is not valid JSON.",
}

#: Response headers worth showing a caller (rate limits, idempotent replays, request ids).
VISIBLE_HEADERS = ("retry-after", "idempotent-replayed", "request-id", "x-ratelimit-limit")


@dataclass(frozen=True, slots=True)
class ToolOutcome:
    """One tool result, transport-neutral: texts, optional structured content, error flag, metadata."""

    texts: tuple[str, ...]
    structured: dict[str, Any] | None
    is_error: bool
    meta: dict[str, Any] = field(default_factory=dict)


def is_vendor_error(response: Response) -> bool:
    """An HTTP error status, or a Slack-style ``{"ok": false, "error": …}`` body under HTTP 200."""
    if response.status >= 400:
        return True
    body = response.body
    return isinstance(body, dict) and body.get("ok") is False and "error" in body


def _seconds(value: str) -> int | float | str:
    """Retry-After as a number when it is one (it may also be an HTTP date)."""
    try:
        number = float(value)
    except ValueError:
        return value
    return int(number) if number.is_integer() else number


def error_summary(status: int, error_code: str | None, retry_after: str | None) -> dict[str, Any]:
    """The fields an agent decides on, in the order it should read them."""
    out: dict[str, Any] = {"status": status}
    if error_code:
        out["error_code"] = error_code
    if retry_after is not None:
        out["retry_after"] = _seconds(retry_after)
    return out


def error_line(summary: Mapping[str, Any]) -> str:
    """``Error: HTTP 429; error code: rate_limited; Retry-After: 2 (seconds to wait before retrying).``"""
    parts = [f"Error: HTTP {summary['status']}"]
    if "error_code" in summary:
        parts.append(f"error code: {summary['error_code']}")
    if "retry_after" in summary:
        parts.append(f"Retry-After: {summary['retry_after']} (seconds to wait before retrying)")
    return "; ".join(parts) + "."


def outcome_of(
    response: Response, *, world_id: str | None = None, error_code: str | None = None
) -> ToolOutcome:
    """What the caller of a tool observes for ``response`` (``error_code``: the ledger's, for errors)."""
    meta: dict[str, Any] = {"toolproof/status": response.status}
    if world_id is not None:
        meta["toolproof/world"] = world_id
    fault = response.transport_fault
    if fault is not None:
        meta["toolproof/transport_fault"] = fault
        message = TRANSPORT_MESSAGES.get(fault, f"Connection failed ({fault}).")
        return ToolOutcome((message,), None, True, meta)
    headers = {k.lower(): v for k, v in response.headers.items() if k.lower() in VISIBLE_HEADERS}
    if headers:
        meta["toolproof/headers"] = headers
    body = response.body
    text = "" if body is None else json.dumps(body, ensure_ascii=False)
    structured = body if isinstance(body, dict) else None
    if is_vendor_error(response):
        summary = error_summary(response.status, error_code, headers.get("retry-after"))
        line = error_line(summary)
        first = f"{line} Response body:\n{text}" if text else line
        return ToolOutcome((first,), {**summary, "body": body}, True, meta)
    if body is None:
        text = f"HTTP {response.status} (no content)"
    return ToolOutcome((text,), structured, False, meta)


def split_arguments(
    op: Operation, arguments: Mapping[str, Any] | None, *, idempotency: bool
) -> tuple[dict[str, Any], str | None]:
    """The operation's parameters and the idempotency key, if the call carried one."""
    params = dict(arguments or {})
    key: str | None = None
    if idempotency:
        raw = params.pop(IDEMPOTENCY_ARGUMENT, None)
        key = None if raw is None else str(raw)
    return params, key


def call_tool(world: World, op: Operation, arguments: Mapping[str, Any] | None) -> Response:
    """Run one tool call on ``world`` exactly as the HTTP layer would run the request."""
    return call_tool_coded(world, op, arguments)[0]


def call_tool_coded(
    world: World, op: Operation, arguments: Mapping[str, Any] | None
) -> tuple[Response, str | None]:
    """:func:`call_tool`, with the error code the caller reads in the vendor's body (the service's
    dialect knows where), else the one the world recorded (read in the same turn: a concurrent call
    cannot swap it)."""
    takes_key = accepts_idempotency_key(world.services.get(op.service), op)
    params, key = split_arguments(op, arguments, idempotency=takes_key)
    world.ledger.bound_responses()  # the responses handed over before fit the world's budget
    response = world.call(op.name, params, idempotency_key=key, transport="mcp")
    service = world.services.get(op.service)
    code = service.dialect.error_code(response.body) if service is not None else None
    if code is None and len(world.ledger):  # e.g. a fault without a vendor body
        code = world.ledger[-1].error_code
    return response, code
