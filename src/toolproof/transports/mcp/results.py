"""Tool calls on a world, and what the caller sees: independent of the MCP SDK.

A tool call is ``world.call(op.name, arguments, transport="mcp")``. Its :class:`Response` becomes a
:class:`ToolOutcome` carrying what an SDK user would observe: the vendor body as JSON text (and as
structured content when it is an object), or the vendor error marked as an error. A transport fault
(a lost response, from fault injection) is an error that says the connection failed or timed out and
carries no body, because the caller never received one.
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


def outcome_of(response: Response, *, world_id: str | None = None) -> ToolOutcome:
    """What the caller of a tool observes for ``response``."""
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
        texts = [text] if text else []
        if response.status >= 400:  # Slack's ok:false comes with HTTP 200: the body says it all
            status_line = f"HTTP {response.status}"
            if "retry-after" in headers:
                status_line += f"; Retry-After: {headers['retry-after']}"
            texts.append(status_line)
        return ToolOutcome(tuple(texts), structured, True, meta)
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
    takes_key = accepts_idempotency_key(world.services.get(op.service), op)
    params, key = split_arguments(op, arguments, idempotency=takes_key)
    return world.call(op.name, params, idempotency_key=key, transport="mcp")
