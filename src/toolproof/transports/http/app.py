"""The ASGI app: every service at its vendor-shaped prefix, plus the admin surface.

Every byte a client of a double receives is produced by that service's dialect, errors included:
unknown routes, wrong methods, bodies too large or malformed, bad credentials. The web framework's
own error pages never reach a client. The admin surface lives under ``/_toolproof/`` and requires
the admin token.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
import socket
import struct
from collections.abc import Awaitable, Callable, Coroutine, Mapping, MutableMapping
from typing import Any, Protocol

from toolproof.service.errors import InternalError, MalformedBody, PayloadTooLarge, ServiceError, Unauthorized
from toolproof.service.operation import Operation
from toolproof.service.wire import HttpRequest, Response
from toolproof.transports.http.admin import ADMIN_PREFIX, build_admin_app
from toolproof.transports.http.exchange import Exchange
from toolproof.transports.http.hub import WorldHub
from toolproof.transports.http.limits import MAX_BODY_BYTES, BodyTooLarge, read_body, take_whole_body
from toolproof.transports.http.persist import SAVE_EVERY, StateDir
from toolproof.transports.http.protocol import PeerProbe, header_block, probe_of, take_body, write_whole
from toolproof.transports.http.router import ServiceRouter
from toolproof.world import World
from toolproof.world.ledger import LedgerEntry

log = logging.getLogger(__name__)

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]

#: Response header telling why a well-formed credential was refused: its world was ``deleted``, was
#: created by an ``earlier-server`` run (worlds live in memory unless ``serve --state-dir``), or is
#: ``unknown``. The vendor body stays the vendor's 401.
CREDENTIAL_HEADER = "X-Toolproof-Credential"

_ADMIN_DIR = ADMIN_PREFIX + "/"

__all__ = ["CREDENTIAL_HEADER", "MAX_BODY_BYTES", "ToolproofApp"]


class ClientDisconnected(Exception):
    pass


class _Elsewhere(Exception):
    """The request's world lives in another worker: it is forwarded (with its body, already read)."""

    def __init__(self, body: bytes, world_id: str) -> None:
        self.body, self.world_id = body, world_id


class Forward(Protocol):
    """Answers a request another process must answer: the worker owning ``world_id``, or the router
    (admin requests that are about no world of this worker)."""

    def __call__(
        self, scope: Scope, body: bytes, receive: Receive, send: Send, world_id: str | None = None
    ) -> Awaitable[None]: ...


class ToolproofApp:
    """ASGI application serving the hub's worlds."""

    def __init__(
        self,
        hub: WorldHub,
        *,
        admin_token: str,
        max_body: int = MAX_BODY_BYTES,
        state_dir: StateDir | None = None,
    ) -> None:
        self.hub = hub
        #: With ``serve --state-dir``: worlds saved every few seconds and at shutdown.
        self.state_dir = state_dir
        self.admin_token = admin_token
        self.max_body = max_body
        self.routers = sorted(
            (ServiceRouter(svc) for svc in hub.services.values()), key=lambda r: -len(r.service.mount)
        )
        self.admin = build_admin_app(hub, admin_token, max_body=max_body)
        #: (mount, mount + "/", router), longest mount first, by the mount's first path segment: a
        #: request looks at the few mounts sharing its first segment (usually one), not at all of them.
        self._mounts: dict[str, list[tuple[str, str, ServiceRouter]]] = {}
        for r in self.routers:
            mount = r.service.mount
            self._mounts.setdefault(_first_segment(mount), []).append((mount, mount + "/", r))

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            if scope["type"] == "lifespan":
                await self._lifespan(receive, send)
            return
        path: str = scope["path"]
        if path.startswith(ADMIN_PREFIX) and (path == ADMIN_PREFIX or path.startswith(_ADMIN_DIR)):
            if self.forward is not None and scope.get("client") is not None and not self._admin_here(path):
                await self._forward_admin(scope, receive, send)
                return
            await self.admin(scope, receive, send)
            return
        router = self._router_for(path)
        if router is None:
            mounts = ", ".join(r.service.mount for r in self.routers)
            body = {
                "error": {
                    "code": "not_found",
                    "message": f"No service is mounted at {path}. Mounted: {mounts}.",
                }
            }
            await _send(send, Response(404, body), head=False)
            return
        await self._serve(
            router,
            path,
            scope["method"],
            scope["headers"],
            scope.get("query_string", b""),
            scope.get("client") is not None,
            scope,
            receive,
            send,
        )

    # -- the direct path: a service request on the protocol's own exchange, without ASGI ----------
    def route(self, path: str) -> ServiceRouter | None:
        """The service serving ``path`` when the protocol may serve it on an :class:`Exchange` (every
        service request); ``None`` for the admin surface and unknown paths, which take the ASGI app."""
        if path.startswith(ADMIN_PREFIX):
            return None
        return self._router_for(path)

    def serve(self, route: ServiceRouter, exchange: Exchange) -> Coroutine[Any, Any, None]:
        """The one coroutine answering ``exchange`` (the same :meth:`_serve` the ASGI path runs, reading
        the request from the exchange instead of a scope).

        The request counts as :attr:`FairScheduler.arriving` from now (its task is made; it runs on a
        later loop pass) until it asks for its world's turn or ends without asking: every request on
        this path is counted, so a turn granted at once never takes one a deferred grant would have
        given to another request."""
        self.hub.scheduler.arriving += 1
        return self._serve(
            route,
            exchange.path,
            exchange.method,
            exchange.headers,
            exchange.query_string,
            exchange.client is not None,
            exchange.scope,
            exchange.receive,
            exchange.send,
            True,
        )

    async def _serve(
        self,
        router: ServiceRouter,
        path: str,
        method: str,
        raw_headers: list[tuple[bytes, bytes]],
        query: bytes,
        from_client: bool,
        scope: Scope | Callable[[], Scope],
        receive: Receive,
        send: Send,
        arriving: bool = False,
    ) -> None:
        """One request to a service, in one coroutine: read, route, parse, authenticate, take the
        world's fair turn and call, then answer (or fail the transport as the fault plan says).

        One frame from the request to the response (no nested coroutines, closures or per-request
        lists): every await resumes this frame alone. The world is held "in flight" from the call until
        the last byte is sent, so concurrency caps see really overlapping requests (slow responses
        included). ``arriving``: counted in :attr:`FairScheduler.arriving` (:meth:`serve`) until it asks
        for a turn or ends."""
        service = router.service
        dialect = service.dialect
        scheduler = self.hub.scheduler
        held: World | None = None
        entry: LedgerEntry | None = None
        try:
            try:
                headers = _request_headers(raw_headers)
                declared = headers.get("content-length")
                try:
                    body = take_whole_body(receive, declared, self.max_body, take_body)
                    if body is None:
                        body = await read_body(receive, declared, self.max_body)
                except BodyTooLarge as exc:
                    response = dialect.render_error(PayloadTooLarge(str(exc)), None)
                except ValueError as exc:
                    response = dialect.render_error(MalformedBody(str(exc)), None)
                else:
                    if body is None:
                        return  # the client disconnected before its body arrived
                    relative = path[len(service.mount) :] or "/"
                    request = HttpRequest(method, relative, query, headers, body)
                    # Only a connection the router handed over (a TCP client here) may carry another
                    # worker's world.
                    handed = self.forward is not None and from_client
                    call = self._prepare(router, request, handed)
                    if isinstance(call, Response):
                        response = call
                    elif isinstance(call, _Refusal):
                        if arriving:
                            arriving = False
                            scheduler.arriving -= 1
                        response = await scheduler.run(call.world.id, call.run)
                    else:
                        world, op, params, key, principal = call
                        world.acquire(service.name)  # what ``world.hold`` does, released once sent
                        held = world
                        # Worlds take fair turns on the loop: one world's heavy traffic cannot stall
                        # the others (FairScheduler.run, inline); at once when nothing could compete.
                        now = None
                        if arriving:
                            arriving = False
                            scheduler.arriving -= 1
                            now = scheduler.start_now(world.id)
                        if now is None:
                            turn = scheduler.enter(world.id)
                            try:
                                await turn
                            except asyncio.CancelledError:
                                scheduler.withdraw(world.id, turn)
                                raise
                            now = scheduler.start(world.id)
                        tag, started = now
                        try:
                            world.ledger.bound_responses()  # the responses sent before fit the budget
                            response = world.call(
                                op.name, params, idempotency_key=key, principal=principal, transport="http"
                            )
                            # The call ran to completion in this turn, so the last entry is this call's.
                            entry = world.ledger[-1]
                        finally:
                            scheduler.finish(world.id, tag, started)
                    finished = dialect.finish_http(request, response)
                    if finished is not response and entry is not None and entry.response is response:
                        entry.response = finished  # a download's raw bytes: what the client got
                    response = finished
            except _Elsewhere as elsewhere:
                assert self.forward is not None
                whole = scope() if callable(scope) else scope  # the exchange makes its scope only here
                await self.forward(whole, elsewhere.body, receive, send, elsewhere.world_id)
                return
            except Exception:
                log.exception("unhandled error serving %s %s", method, path)
                response = dialect.render_error(InternalError("An unexpected error occurred."), None)
            if response.delay > 0 or response.transport_fault is not None or response.dribble > 0:
                await _deliver_faulty(send, receive, response, entry, head=method == "HEAD")
                return
            if entry is not None and _client_closed(send):
                # The client closed the connection before the answer was ready: it never saw it.
                _mark_undelivered(entry, "before the response was sent")
                return
            sent = await _send(send, response, head=method == "HEAD")
            if entry is not None and entry.response is not None:
                entry.response_bytes = max(sent, 1)  # what the kept response weighs (the budget)
        finally:
            if arriving:  # ended (or was cancelled) without asking for a turn
                scheduler.arriving -= 1
            if held is not None:
                held.release(service.name)

    async def _lifespan(self, receive: Receive, send: Send) -> None:
        saver: asyncio.Task[None] | None = None
        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                if self.state_dir is not None:
                    saver = asyncio.ensure_future(self._save_periodically(self.state_dir))
                await send({"type": "lifespan.startup.complete"})
            elif message["type"] == "lifespan.shutdown":
                if saver is not None:
                    saver.cancel()
                if self.state_dir is not None:
                    self.state_dir.save(self.hub, self.owns)
                await send({"type": "lifespan.shutdown.complete"})
                return

    #: Which world ids this app owns (all, unless it is one worker among several).
    owns: Callable[[str], bool] = staticmethod(lambda _world_id: True)
    #: With ``serve --workers``: how a worker answers a request, on a connection the router handed it
    #: (:mod:`.handoff`), that another worker's world or the router itself must answer.
    forward: Forward | None = None

    def _admin_here(self, path: str) -> bool:
        """Whether this worker answers an admin request itself: one about a world it owns."""
        rest = path[len(ADMIN_PREFIX) :].strip("/").split("/")
        return len(rest) >= 2 and rest[0] == "worlds" and bool(rest[1]) and self.owns(rest[1])

    async def _forward_admin(self, scope: Scope, receive: Receive, send: Send) -> None:
        assert self.forward is not None
        declared = next((v for k, v in scope["headers"] if k.lower() == b"content-length"), None)
        try:
            body = await read_body(receive, None if declared is None else declared.decode(), self.max_body)
        except (BodyTooLarge, ValueError):
            await self.admin(scope, receive, send)  # refused in the admin surface's own words
            return
        if body is not None:
            await self.forward(scope, body, receive, send)

    async def _save_periodically(self, store: StateDir) -> None:
        """Save changed worlds every :data:`SAVE_EVERY` seconds, one world per loop pass (requests go on
        between two worlds)."""
        while True:
            await asyncio.sleep(SAVE_EVERY)
            try:
                for world in store.changed(self.hub):
                    store.save_world(self.hub, world)
                    await asyncio.sleep(0)
                store.forget_deleted(self.hub, self.owns)
            except OSError as exc:  # a full disk must not take the server down
                log.error("saving worlds to %s failed: %s", store.root, exc)

    def reject_unparsable(self, head: bytes, reason: str) -> Response:
        """The answer to a request the HTTP parser refused: the service's malformed-request error when
        the request line names a mounted service, else a plain JSON error."""
        line = head.split(b"\r\n", 1)[0].split(b"\n", 1)[0]
        parts = line.split(b" ")
        path = parts[1].decode("latin-1").split("?", 1)[0] if len(parts) >= 2 else ""
        router = self._router_for(path) if path.startswith("/") else None
        if router is None:
            return Response(400, {"error": {"code": "bad_request", "message": reason}})
        return router.service.dialect.render_error(MalformedBody(reason), None)

    def _router_for(self, path: str) -> ServiceRouter | None:
        for mount, directory, router in self._mounts.get(_first_segment(path), ()):
            if path.startswith(directory) or path == mount:
                return router
        return None

    def _prepare(
        self, router: ServiceRouter, request: HttpRequest, handed: bool
    ) -> Response | _Refusal | tuple[World, Operation, dict[str, Any], str | None, str | None]:
        """Route, parse and authenticate one request: the answer when it is refused before any call
        (a :class:`_Refusal` when its world records the refusal), else what to call on which world
        (``handed``: on a connection the router handed to this worker, where another worker's world is
        forwarded)."""
        service = router.service
        dialect = service.dialect
        try:
            candidates, path_params = router.match_all(request.method, request.path)
        except ServiceError as error:
            return dialect.render_error(error, None)
        parse_error: ServiceError | None = None
        if dialect.multiplexed:
            # One endpoint, many operations (GraphQL, JSON-RPC): the dialect reads which one from the
            # request; a request that names none is refused before any world is touched.
            try:
                name, params = dialect.select_operation(request, candidates)
                op = candidates[name]
            except ServiceError as error:
                return dialect.render_error(error, None)
        else:
            (op,) = candidates.values()
            try:
                params = dialect.parse_params(request, op, path_params)
            except ServiceError as error:
                parse_error, params = error, dict(path_params)
        try:
            credential = dialect.authenticate(request, params)
        except ServiceError as error:
            return dialect.render_error(error, None)
        if handed and not self.owns(credential.world_id):
            raise _Elsewhere(request.body, credential.world_id)
        world = self.hub.get(credential.world_id)
        if world is None or service.name not in world.services:
            response = dialect.render_error(
                Unauthorized("The credential is not valid.", credential="unknown"), None
            )
            response.headers[CREDENTIAL_HEADER] = self.hub.absence(credential.world_id)
            return response
        if parse_error is not None:
            return _Refusal(world, op.name, parse_error, params, credential.principal)
        return world, op, params, dialect.idempotency_key(request), credential.principal


def _first_segment(path: str) -> str:
    """``/stripe`` for ``/stripe/v1/customers`` (and for ``/stripe``): what a mount is indexed by."""
    end = path.find("/", 1)
    return path if end < 0 else path[:end]


class _Refusal:
    """A request its world refuses (its parameters did not parse): recorded on the world in its turn."""

    __slots__ = ("error", "operation", "params", "principal", "world")

    def __init__(
        self, world: World, operation: str, error: ServiceError, params: dict[str, Any], principal: str | None
    ) -> None:
        self.world, self.operation, self.error, self.params, self.principal = (
            world,
            operation,
            error,
            params,
            principal,
        )

    def run(self) -> Response:
        return self.world.reject(
            self.operation, self.error, self.params, transport="http", principal=self.principal
        )


async def _deliver_faulty(
    send: Send, receive: Receive, response: Response, entry: LedgerEntry | None, *, head: bool
) -> None:
    """Answer a response the fault plan delays, breaks or slows (the rare path)."""
    if response.delay > 0 and await _client_gave_up(receive, response.delay):
        # The client stopped waiting for a slow answer: it never saw it, and the ledger says so.
        if entry is not None:
            _mark_undelivered(entry, f"before the response, delayed {response.delay:g} s, was sent")
        return
    if response.transport_fault is not None:
        await _fail_transport(send, response)
        return
    if response.dribble > 0 and not head:
        if not await _dribble(send, receive, response) and entry is not None:
            _mark_undelivered(entry, f"before the slow body ({response.dribble:g} s) was complete")
        return
    if entry is not None and _client_closed(send):
        _mark_undelivered(entry, "before the response was sent")
        return
    sent = await _send(send, response, head=head)
    if entry is not None and entry.response is not None:
        entry.response_bytes = max(sent, 1)


async def _client_gave_up(receive: Receive, seconds: float) -> bool:
    """Wait ``seconds`` before answering; ``True`` as soon as the client disconnects instead.

    Once the body has been read, the server's ``receive()`` only returns when the client goes away.
    """
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while True:
        remaining = deadline - loop.time()
        if remaining <= 0:
            return False
        waiter = asyncio.ensure_future(receive())
        done, _ = await asyncio.wait({waiter}, timeout=remaining)
        if not done:
            waiter.cancel()
            return False
        if waiter.result().get("type") == "http.disconnect":
            return True


def _client_closed(send: Send) -> bool:
    """Whether the client has closed the connection (uvicorn's per-request cycle knows, once the loop
    has seen it).

    The kernel may already hold the client's close (FIN or RST) that the loop has not read yet, so the
    socket is asked too, without consuming anything (through the connection's own probe when the
    protocol is ours, made once per connection).
    """
    cycle = getattr(send, "__self__", None)
    if getattr(cycle, "disconnected", False):
        return True
    probe = probe_of(send)
    if probe is not None:
        return probe.closed()
    transport = _as_transport(getattr(cycle, "transport", None))
    if transport is None:
        return False
    probe = PeerProbe(transport)
    try:
        return probe.closed()
    finally:
        probe.detach()  # borrowed: the descriptor stays the connection's


def _mark_undelivered(entry: LedgerEntry, when: str) -> None:
    if not entry.delivered:
        return
    entry.delivered = False
    note = f"the client disconnected {when}"
    entry.note = note if entry.note is None else f"{entry.note}; {note}"
    if entry.fault is not None:
        entry.fault["delivered"] = False


#: Request header names as the dialects read them (lower case), by their bytes on the wire: clients send
#: the same few names on every request.
_REQUEST_NAMES: dict[bytes, str] = {}


def _request_headers(raw: list[tuple[bytes, bytes]]) -> dict[str, str]:
    """The request's headers by lower-case name (the last of a repeated name wins)."""
    headers = {}
    names = _REQUEST_NAMES
    for k, v in raw:
        name = names.get(k)
        if name is None:
            name = k.decode("latin-1").lower()
            if len(names) < 1024:  # clients choose names: never let them grow unbounded
                names[k] = name
        headers[name] = v.decode("latin-1")
    return headers


def _unserializable(value: Any) -> Any:
    raise TypeError(f"Object of type {value.__class__.__name__} is not JSON serializable")


_refuse = _unserializable


#: One compiled encoder for every body: what ``json.JSONEncoder(ensure_ascii=False,
#: separators=(",", ":")).encode`` runs, made once instead of once per call (the encoder's
#: ``encode`` builds a new C encoder and a circular-reference table per call; bodies are trees the
#: dialects built, never circular). Same bytes.
_make_encoder: Any = getattr(json.encoder, "c_make_encoder", None)
_iterencode = (
    _make_encoder(None, _unserializable, json.encoder.encode_basestring, None, ":", ",", False, False, True)
    if _make_encoder is not None
    else None
)
_encode_fallback = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode


def _encode(body: Any) -> str:
    if _iterencode is None:  # pragma: no cover - CPython always has the C encoder
        return _encode_fallback(body)
    return "".join(_iterencode(body, 0))


_JSON_TYPE = (b"content-type", b"application/json; charset=utf-8")

try:
    import orjson as _orjson
except ImportError:  # pragma: no cover - a declared dependency; the standard encoder still works
    _orjson = None  # type: ignore[assignment]

#: Types orjson would write but the standard encoder does not write the same way (subclasses of
#: ``str``/``int``/``dict``/``list``, dataclasses, datetimes) go to ``default``, which refuses them.
_ORJSON_OPTIONS = (
    0
    if _orjson is None
    else _orjson.OPT_PASSTHROUGH_SUBCLASS
    | _orjson.OPT_PASSTHROUGH_DATACLASS
    | _orjson.OPT_PASSTHROUGH_DATETIME
)
#: A float orjson writes otherwise than ``float.__repr__``: below 1e-4 (``0.00001``, ``1e-7`` where
#: Python writes ``1e-05``, ``1e-07``); found by its bytes (a string holding them only costs the fallback).
_SMALL_EXPONENT = re.compile(rb"[0-9]e-[0-9](?![0-9])")


def encode_body(body: Any) -> bytes:
    """The body on the wire: JSON, or raw ``bytes`` as they are (a file download a dialect produced).

    The bytes are always those of ``json.dumps(body, ensure_ascii=False, separators=(",", ":"))``
    encoded as UTF-8. orjson writes them 5-10 times faster and writes the same bytes for exact
    ``dict``, ``list``, ``str``, ``int``, ``bool`` and ``None`` (strings escaped alike) and for every
    float but two kinds, so its bytes are used unless the body may hold one of those or something the
    standard encoder writes otherwise or refuses:

    - a float below 1e-4 (orjson ``0.00001``, Python ``1e-05``): seen in the bytes (``0.0000``, a
      one-digit negative exponent);
    - NaN or an infinity (orjson ``null``, Python ``NaN``): when the bytes hold a ``null``, they must
      read back equal to the body (which also catches a tuple, or an ``Enum`` or ``UUID`` orjson
      writes natively, in such a body);
    - subclasses of ``str``/``int``/``dict``/``list``, dataclasses, datetimes (passed to ``default``,
      refused), non-string keys, integers beyond 64 bits, lone surrogates (orjson refuses them).

    Anything else takes the standard encoder: the same bytes, and the same errors, as before
    (``tests/transports/test_http_bytes.py`` holds both to it with hypothesis). One exception: an
    ``Enum`` or ``UUID`` in a body with no ``null`` anywhere, which the standard encoder refuses (a
    handler bug: a ``500``), is written by orjson; no dialect puts one in a body."""
    if isinstance(body, bytes):
        return body
    if _orjson is not None:
        try:
            out = _orjson.dumps(body, default=_refuse, option=_ORJSON_OPTIONS)
        except TypeError:
            pass
        else:
            # ``find``, not ``in``: CPython 3.11's ``bytes.__contains__`` first tries its argument as an
            # integer and raises and clears a formatted TypeError for every bytes needle (≈1.8k
            # instructions each); ``find`` checks for a buffer first.
            if not (
                out.find(b"0.0000") >= 0
                or (out.find(b"e-") >= 0 and _SMALL_EXPONENT.search(out) is not None)
                or (out.find(b"null") >= 0 and _orjson.loads(out) != body)
            ):
                return out
    return _encode(body).encode()


#: Header names as they go on the wire, by the dialect's spelling (a dialect uses a handful of names).
_NAMES: dict[str, bytes] = {}


def _header_list(headers: Mapping[str, object]) -> list[tuple[bytes, bytes]]:
    out = []
    for k, v in headers.items():
        name = _NAMES.get(k)
        if name is None:
            name = k.lower().encode("latin-1")
            if len(_NAMES) < 1024:  # names come from the dialects, but never let them grow unbounded
                _NAMES[k] = name
        out.append((name, str(v).encode("latin-1")))
    return out


#: The header block of a JSON response with no headers of the dialect's own (most answers).
_PLAIN_JSON_HEAD = b"content-type: application/json; charset=utf-8\r\ncontent-length: "


async def _send(send: Send, response: Response, *, head: bool) -> int:
    """Send ``response`` whole; returns the body's size (what a kept response weighs)."""
    payload = b"" if response.body is None else encode_body(response.body)
    if not head:
        # The common case: the whole response in one write, its header lines built as bytes at once.
        if response.headers:
            block = header_block(response.headers, response.body is not None, len(payload))
        elif response.body is not None:
            block = b"%s%d\r\n" % (_PLAIN_JSON_HEAD, len(payload))
        else:
            block = b"content-length: %d\r\n" % len(payload)
        if block is not None and write_whole(send, response.status, block, payload):
            return len(payload)
    headers = _header_list(response.headers) if response.headers else []
    if response.body is not None and not any(k == b"content-type" for k, _ in headers):
        headers.append(_JSON_TYPE)
    headers.append((b"content-length", b"%d" % len(payload)))
    await send({"type": "http.response.start", "status": response.status, "headers": headers})
    await send({"type": "http.response.body", "body": b"" if head else payload})
    return len(payload)


#: A slow body arrives in this many pieces, evenly spread over the response's ``dribble`` seconds.
DRIBBLE_CHUNKS = 10


async def _dribble(send: Send, receive: Receive, response: Response) -> bool:
    """Headers at once, then the body in pieces over ``response.dribble`` seconds.

    Returns ``False`` if the client gave up before the last byte (the connection is then closed).
    """
    payload = b"" if response.body is None else encode_body(response.body)
    headers = [(k.lower().encode("latin-1"), str(v).encode("latin-1")) for k, v in response.headers.items()]
    if not any(k == b"content-type" for k, _ in headers):
        headers.append((b"content-type", b"application/json; charset=utf-8"))
    headers.append((b"content-length", str(len(payload)).encode()))
    await send({"type": "http.response.start", "status": response.status, "headers": headers})
    size = max(1, -(-len(payload) // DRIBBLE_CHUNKS))
    pieces = [payload[i : i + size] for i in range(0, len(payload), size)] or [b""]
    step = response.dribble / len(pieces)
    for i, piece in enumerate(pieces):
        if await _client_gave_up(receive, step):
            return False
        await send({"type": "http.response.body", "body": piece, "more_body": i < len(pieces) - 1})
    return True


#: How long a ``timeout`` fault holds the connection when the plan gives no delay (clients give up first).
TIMEOUT_HOLD_SECONDS = 120.0


def _transport_of(send: Send) -> asyncio.Transport | None:
    """The connection's transport, for faults ASGI cannot express (an RST, a silent close).

    uvicorn passes a bound method of its per-request cycle as ``send``; the cycle holds the transport.
    Under another server this returns ``None`` and faults fall back to an aborted response.
    """
    return _as_transport(getattr(getattr(send, "__self__", None), "transport", None))


def _as_transport(candidate: object) -> asyncio.Transport | None:
    """``candidate`` if it is a stream transport: asyncio's, or uvloop's (which does not subclass
    ``asyncio.Transport`` but has its whole interface)."""
    if isinstance(candidate, asyncio.Transport):
        return candidate
    if all(hasattr(candidate, name) for name in ("abort", "get_extra_info", "is_closing", "write")):
        return candidate  # type: ignore[return-value]
    return None


def _abort(transport: asyncio.Transport, *, reset: bool) -> None:
    sock = transport.get_extra_info("socket")
    if reset and sock is not None:
        # SO_LINGER with a zero timeout turns close() into an RST: "connection reset by peer".
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    transport.abort()


class _AbortedResponse(Exception):
    """Raised after a deliberately broken response so the server closes the connection."""


async def _fail_transport(send: Send, response: Response) -> None:
    fault = response.transport_fault
    transport = _transport_of(send)
    if fault == "timeout" and response.delay <= 0:
        await asyncio.sleep(TIMEOUT_HOLD_SECONDS)
    if fault in ("connection_reset", "empty_response", "timeout") and transport is not None:
        _abort(transport, reset=fault == "connection_reset")
        return
    payload = b"" if response.body is None else encode_body(response.body)
    if fault == "malformed":
        # A 200 status line, then bytes that are not JSON: the nastiest case, the status looked fine.
        garbage = b"<html><body>502 upstream error</body></html>\x00\xff" + payload[: len(payload) // 3]
        await send(
            {
                "type": "http.response.start",
                "status": 200,
                "headers": [
                    (b"content-type", b"application/json"),
                    (b"content-length", b"%d" % len(garbage)),
                ],
            }
        )
        await send({"type": "http.response.body", "body": garbage})
        return
    headers = [
        (b"content-type", b"application/json; charset=utf-8"),
        (b"content-length", b"%d" % len(payload)),
    ]
    await send({"type": "http.response.start", "status": response.status, "headers": headers})
    await send({"type": "http.response.body", "body": payload[: len(payload) // 2], "more_body": True})
    if transport is not None:
        _abort(transport, reset=False)
        return
    raise _AbortedResponse(fault)
