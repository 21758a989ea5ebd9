"""The building blocks fault kinds are made of: a refusal in the vendor's shape, a response that
never arrives, a caller held for a while, an error saved for idempotent replays. Every error is a
core :class:`ServiceError`, so each service's dialect renders it in its vendor's exact shape; nothing
says the fault was injected. What each kind does with them is in :mod:`toolproof.faults.kinds`.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from toolproof.service.errors import ServiceError
from toolproof.service.wire import Response
from toolproof.world.idempotency import SavedResponse
from toolproof.world.ledger import LedgerEntry

if TYPE_CHECKING:
    from toolproof.world.world import Call, World


def render(
    world: World, call: Call, error: ServiceError, custom_message: bool = False
) -> tuple[Response, str]:
    """``error`` in the vendor's words and shape, with ``Retry-After`` when the fault gave one
    (a dialect may already have set it). Returns the response and the vendor's error code."""
    seconds = getattr(error, "retry_after", None)
    if seconds is None:
        seconds = error.fields.get("retry_after")
    dialect = world.services[call.operation.service].dialect
    vendor = dialect.injected_error(error, custom_message=custom_message)
    response = world.render_error(call, vendor)
    response.headers.update(dialect.injected_headers(vendor))
    if seconds is not None and not any(k.lower() == "retry-after" for k in response.headers):
        response.headers["Retry-After"] = str(math.ceil(float(seconds)))
    return response, vendor.code


def refuse(
    world: World, call: Call, error: ServiceError, custom_message: bool = False
) -> tuple[Response, LedgerEntry]:
    """A before-phase refusal: the vendor's error, nothing ran, nothing committed."""
    response, code = render(world, call, error, custom_message)
    entry = world.new_entry(call)
    entry.status, entry.outcome, entry.error_code = response.status, "fault", code
    return response, entry


def no_response(world: World, call: Call, fault: str, seconds: float) -> tuple[Response, LedgerEntry]:
    """A before-phase transport failure: the caller gets no response, nothing ran."""
    response = Response(0, None, transport_fault=fault)
    if fault == "timeout":
        hold(world, response, seconds)
    entry = world.new_entry(call)
    entry.outcome, entry.delivered = "fault", False
    return response, entry


def hold(world: World, response: Response, seconds: float) -> None:
    """A timeout: the caller waited ``seconds`` (virtual clock; a served world, over HTTP or MCP,
    really holds the request)."""
    world.clock.advance(seconds)
    if world.wall_clock_resources:
        response.delay = wall_seconds(world, seconds)


def wall_seconds(world: World, seconds: float) -> float:
    """The real seconds a served world holds a request for ``seconds`` of faulted time: scaled by the
    world's ``wall_scale`` (the pytest plugin's virtual time) and ``TOOLPROOF_TIME_SCALE``, at least a
    millisecond, so a held request is still held, never answered as if it were not."""
    return max(seconds * world.wall_scale * world.wall_time_scale, 0.001) if seconds > 0 else 0.0


def save_for_replay(world: World, call: Call, response: Response) -> None:
    """Make a retry with the same idempotency key replay ``response`` (if a result was saved)."""
    service = call.operation.service
    saved = world.idempotency.entries.get((service, call.idempotency_key or ""))
    if saved is not None and call.idempotency_key is not None:
        world.idempotency.save(
            service,
            call.idempotency_key,
            SavedResponse(saved.operation, saved.fingerprint, response.copy(), saved.saved_at),
        )
