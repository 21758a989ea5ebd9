"""What each fault does to one call: the response the caller observes and the ledger entry that says
what really happened (committed? delivered?). Every error is a core :class:`ServiceError`, so each
service's dialect renders it in its vendor's exact shape; nothing says the fault was injected.
"""

from __future__ import annotations

import json
import math
import sqlite3
from typing import TYPE_CHECKING, Any

from toolproof.faults.drift import apply_drift
from toolproof.faults.plan import (
    ConcurrentWriterFault,
    CorruptRowsFault,
    ErrorFault,
    LatencyFault,
    SchemaDriftFault,
    TransportFault,
)
from toolproof.service.errors import (
    RateLimited,
    ServiceError,
    ServiceUnavailable,
    Unauthorized,
    UpstreamError,
)
from toolproof.service.wire import Response
from toolproof.world.idempotency import SavedResponse
from toolproof.world.ledger import LedgerEntry

if TYPE_CHECKING:
    from toolproof.world.world import Call, Execute, World

#: The core wording of a ``lock_timeout``; a vendor's dialect puts it in its own words.
LOCK_TIMEOUT_MESSAGE = (
    "This object cannot be accessed right now because another request is currently accessing it. "
    "Retry the request."
)

_DEFAULT_MESSAGES = {
    429: "Too many requests hit the API too quickly. Please slow down.",
    500: "An error occurred with our connection. Please try again.",
    502: "Bad gateway. The server received an invalid response from an upstream server.",
    503: "The service is temporarily unavailable. Please try again later.",
    504: "The server did not answer in time. Please try again later.",
}

#: Transport faults with no status line at all (the caller sees status 0 in-process).
_NO_STATUS = ("connection_reset", "empty_response", "timeout")


def error_for(fault: ErrorFault) -> ServiceError:
    """The core error class a status maps to, so dialects render it as their vendor does."""
    message = fault.message or _DEFAULT_MESSAGES.get(fault.status, "The request failed.")
    fields = dict(fault.fields)
    if fault.code is not None:
        if fault.retry_after is not None:
            fields.setdefault("retry_after", fault.retry_after)
        return ServiceError(message, status=fault.status, code=fault.code, **fields)
    if fault.status == 429:
        return RateLimited(message, retry_after=fault.retry_after if fault.retry_after is not None else 1.0)
    if fault.retry_after is not None:
        fields.setdefault("retry_after", fault.retry_after)
    if fault.status == 503:
        return ServiceUnavailable(message, **fields)
    if fault.status >= 500:
        return UpstreamError(message, status=fault.status, **fields)
    return ServiceError(message, status=fault.status, **fields)


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
        _hold(world, call, response, seconds)
    entry = world.new_entry(call)
    entry.outcome, entry.delivered = "fault", False
    return response, entry


def _hold(world: World, call: Call, response: Response, seconds: float) -> None:
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


def lose(response: Response, entry: LedgerEntry, call: Call, fault: TransportFault, world: World) -> None:
    """An after-phase transport failure: the effect is in, the response is not delivered."""
    response.transport_fault = fault.fault
    if fault.fault == "timeout":
        _hold(world, call, response, fault.seconds)
    # The status line the caller saw: none, the garbage body's 200, or the real one (truncated body).
    observed = 0 if fault.fault in _NO_STATUS else 200 if fault.fault == "malformed" else response.status
    if call.transport != "http":
        # In-process there is no wire to cut: the caller gets no usable body. (Over HTTP the body is
        # kept because the app sends part of it, or garbles it.)
        response.body, response.headers, response.status = None, {}, observed
    entry.status, entry.outcome, entry.delivered = observed, "fault", False


def _save_for_replay(world: World, call: Call, response: Response) -> None:
    """Make a retry with the same idempotency key replay ``response`` (if a result was saved)."""
    service = call.operation.service
    saved = world.idempotency.entries.get((service, call.idempotency_key or ""))
    if saved is not None and call.idempotency_key is not None:
        world.idempotency.save(
            service,
            call.idempotency_key,
            SavedResponse(saved.operation, saved.fingerprint, response.copy(), saved.saved_at),
        )


def _fill(value: Any, params: Any) -> Any:
    """``"{name}"`` takes the value of the agent's parameter ``name`` (typed, not as text)."""
    if isinstance(value, str) and len(value) > 2 and value[0] == "{" and value[-1] == "}":
        name = value[1:-1]
        if isinstance(params, dict) and name in params:
            return params[name]
    if isinstance(value, dict):
        return {k: _fill(v, params) for k, v in value.items()}
    if isinstance(value, list):
        return [_fill(v, params) for v in value]
    return value


def _sql_value(value: Any) -> Any:
    if isinstance(value, dict | list):
        return json.dumps(value)
    if isinstance(value, bool):
        return int(value)
    return value


def _record_edit(world: World, call: Call, kind: str, params: Any) -> LedgerEntry:
    """A ledger entry for rows edited behind the service's back (SQL edits: no operation ran)."""
    entry = world.new_entry(call)
    entry.operation = f"{call.operation.service}.<{kind}>"
    entry.params, entry.transport, entry.principal, entry.idempotency_key = params, "fault", kind, None
    entry.status, entry.writes = 200, True
    return entry


def _edit(world: World, entry: LedgerEntry, statements: list[tuple[str, list[Any]]]) -> None:
    """Apply a plan's SQL; a statement the database refuses is recorded, not raised (nothing applied)."""
    try:
        entry.changes = world.edit(statements)
    except sqlite3.Error as exc:
        entry.status, entry.outcome, entry.note = 0, "error", f"{type(exc).__name__}: {exc}"


def concurrent_write(
    world: World, call: Call, execute: Execute, fault: ConcurrentWriterFault | CorruptRowsFault, rule: str
) -> int:
    """Apply another actor's write now, record it as its own ledger entry; return that entry's seq."""
    from toolproof.world.world import Call as CallType

    if isinstance(fault, CorruptRowsFault):
        args = [_sql_value(_fill(a, call.params)) for a in fault.args]
        if fault.delete:
            statements: list[tuple[str, list[Any]]] = [
                (f'DELETE FROM "{fault.table}" WHERE {fault.where}', args)
            ]
        else:
            sets = ", ".join(f'"{c}" = ?' for c in fault.set)
            values = [_sql_value(_fill(v, call.params)) for v in fault.set.values()]
            statements = [(f'UPDATE "{fault.table}" SET {sets} WHERE {fault.where}', values + args)]
        entry = _record_edit(world, call, "corrupt_rows", {"table": fault.table, "where": fault.where})
        _edit(world, entry, statements)
    elif fault.operation is None:
        statements = [
            (sql, [_sql_value(_fill(a, call.params)) for a in (fault.args[i] if fault.args else [])])
            for i, sql in enumerate(fault.sql)
        ]
        entry = _record_edit(world, call, "concurrent_writer", {"sql": list(fault.sql)})
        _edit(world, entry, statements)
    else:
        op = world.operation(fault.operation)
        principal = (
            fault.principal if fault.principal is not None else world.services[op.service].default_principal
        )
        writer = CallType(op, _fill(dict(fault.params), call.params), None, principal, "fault")
        _response, entry = execute(writer, True)
    entry.committed = bool(entry.changes)
    actor = "corruption" if isinstance(fault, CorruptRowsFault) else "concurrent_writer"
    entry.fault = {"rule": rule, "kind": fault.kind, "phase": "state", "actor": actor}
    world.ledger.append(entry)
    return entry.seq


def latency_seconds(world: World, fault: LatencyFault) -> float:
    """Fixed, or log-normal around ``median`` drawn from the seeded RNG (capped at ``max``)."""
    if fault.seconds is not None:
        return fault.seconds
    assert fault.median is not None
    u1 = max(world.rng.random("faults"), 1e-12)
    u2 = world.rng.random("faults")
    z = math.sqrt(-2.0 * math.log(u1)) * math.cos(2.0 * math.pi * u2)
    value = fault.median * math.exp(fault.sigma * z)
    if fault.max is not None:
        value = min(value, fault.max)
    return round(value, 6)


def stale_read(
    world: World, call: Call, execute: Execute, conn: sqlite3.Connection | None
) -> tuple[Response, LedgerEntry]:
    """Run a read against an earlier state (``None``: nothing was hidden, read live)."""
    if conn is None:
        response, entry = execute(call, True)
        entry.fault = {"stale": False}
        return response, entry
    with world.reading_from(conn):
        response, entry = execute(call, True)
    entry.fault = {"stale": True}
    return response, entry


def apply(world: World, call: Call, execute: Execute, fault: Any, rule: str) -> tuple[Response, LedgerEntry]:
    """Apply one fault (any kind but ``stale_read``) to one call."""
    kind = fault.kind
    if kind == "error":
        error = error_for(fault)
        custom = fault.message is not None
        if fault.phase == "before":
            return refuse(world, call, error, custom)
        _real, entry = execute(call, True)
        response, code = render(world, call, error, custom)
        if fault.replay_error:
            _save_for_replay(world, call, response)
        entry.fault = {"served_status": entry.status}
        entry.status, entry.outcome, entry.error_code, entry.delivered = (
            response.status,
            "fault",
            code,
            False,
        )
        return response, entry
    if kind == "rate_limit":
        return refuse(world, call, RateLimited(_DEFAULT_MESSAGES[429], retry_after=fault.retry_after))
    if kind == "lock_timeout":
        return refuse(world, call, ServiceError(LOCK_TIMEOUT_MESSAGE, status=429, code="lock_timeout"))
    if kind == "revoke_credential":
        return refuse(world, call, Unauthorized(fault.message, credential="revoked"))
    if kind == "down":
        return no_response(world, call, "connection_reset", 0.0)
    if kind == "transport":
        if fault.phase == "before":
            return no_response(world, call, fault.fault, fault.seconds)
        response, entry = execute(call, True)
        entry.fault = {"served_status": entry.status}
        lose(response, entry, call, fault, world)
        return response, entry
    if kind == "noop":
        response, entry = execute(call, False)
        if 200 <= response.status < 300:
            entry.outcome = "fault"
        return response, entry
    if kind == "latency":
        seconds = latency_seconds(world, fault)
        response, entry = execute(call, True)
        world.clock.advance(seconds)
        if world.wall_clock_resources and fault.wall:
            if fault.body:
                response.dribble = wall_seconds(world, seconds * fault.wall_scale)
            else:
                response.delay = wall_seconds(world, seconds * fault.wall_scale)
        entry.fault = {"seconds": seconds}
        return response, entry
    if kind == "schema_drift":
        assert isinstance(fault, SchemaDriftFault)
        response, entry = execute(call, True)
        if 200 <= response.status < 300 and isinstance(response.body, dict | list):
            response.body = apply_drift(response.body, fault)
        return response, entry
    if kind in ("concurrent_writer", "corrupt_rows"):
        writer_seq = concurrent_write(world, call, execute, fault, rule)
        response, entry = execute(call, True)
        entry.fault = {"writer_seq": writer_seq}
        return response, entry
    raise ValueError(f"unknown fault kind {kind!r}")  # pragma: no cover - the plan model forbids it
