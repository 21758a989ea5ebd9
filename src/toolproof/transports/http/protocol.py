"""Connection limits uvicorn's HTTP/1.1 protocols lack: a deadline for each request, a connection cap, a
bound on the request head, and parser-level refusals in JSON.

uvicorn closes a kept-alive connection that stays idle between requests, but a connection that never
sends a request, or sends a request head a byte at a time, is held forever; so is any number of them.
:func:`guarded_protocol` builds a subclass of one of uvicorn's protocols (``httptools``, the C parser,
when it is installed; ``h11``, pure Python, otherwise or when asked) that

- gives every request ``request_timeout`` seconds from its first byte (or from the connection's
  opening) to arrive whole; a late request is answered ``408`` and the connection closed,
- refuses connections beyond ``max_connections`` with ``503`` and closes them,
- answers a request the HTTP parser rejects (bad request line, oversized head) with the body
  ``reject(head, reason)`` renders (the service's own shape where the path names one) instead of
  uvicorn's plain text.

The protocol class stays ours (not a server that hides the connection) because the transport faults act
on the raw connection: a reset, a response cut short, a silent close (see ``app.py``).

Which parser and event loop serve is chosen by :data:`PARSER_ENV` and :data:`LOOP_ENV` (``h11`` and
``asyncio`` give the pure-Python stack; the benchmark compares both in one run). On httptools, a
service request is served on our own per-request :class:`~.exchange.Exchange` (no ASGI scope, cycle or
message dicts; see ``exchange.py``) unless :data:`CYCLE_ENV` is ``asgi``; the admin surface and paths
no service is mounted at always take uvicorn's ASGI cycle, and so does every request on h11.
"""

from __future__ import annotations

import asyncio
import importlib.util
import json
import os
import select
import socket
from collections.abc import Callable, Coroutine, Mapping
from dataclasses import dataclass
from http import HTTPStatus
from typing import Any, Literal, Protocol, TypeVar

from toolproof.service.wire import Response
from toolproof.transports.http.exchange import Exchange

#: ``reject(head, reason)``: the response for a request the parser refused; ``head`` is its first bytes.
Reject = Callable[[bytes, str], Response]

#: Environment variable choosing the HTTP parser: ``httptools`` (default when installed) or ``h11``.
PARSER_ENV = "TOOLPROOF_HTTP_PARSER"
#: Environment variable choosing the event loop: ``uvloop`` (default when installed) or ``asyncio``.
LOOP_ENV = "TOOLPROOF_HTTP_LOOP"
#: Environment variable choosing who runs a service request on the httptools parser: ``direct``
#: (default: our own :class:`~.exchange.Exchange`) or ``asgi`` (uvicorn's cycle, as before round 5).
CYCLE_ENV = "TOOLPROOF_HTTP_CYCLE"

Parser = Literal["httptools", "h11"]
Loop = Literal["uvloop", "asyncio"]
Cycle = Literal["direct", "asgi"]


class DirectApp(Protocol):
    """What the guarded httptools protocol runs a request on without ASGI: ``route(path)`` says whether
    the app serves ``path`` that way (what to pass to ``serve``, or ``None``: the ASGI app answers it),
    ``serve(route, exchange)`` is the request's one coroutine."""

    def route(self, path: str) -> object | None: ...

    def serve(self, route: Any, exchange: Exchange) -> Coroutine[Any, Any, None]: ...


#: Largest request head (request line and headers) a client may send: what h11 buffers at most.
MAX_HEAD_BYTES = 16 * 1024

#: The reason given for every parser refusal (both parsers: they reject different details in different
#: words, and a client only needs to know its request was malformed).
UNPARSABLE = "Invalid HTTP request: the request line or a header is malformed, or the head is too large."

T = TypeVar("T")

#: The name of every service request's task (see ``_start_asgi_task``).
_TASK_NAME = "toolproof-request"

#: ``recv`` flags of the disconnect probe: look at the next byte without taking it, never block.
_PEEK = int(socket.MSG_PEEK | socket.MSG_DONTWAIT)


class PeerProbe:
    """Whether the client has closed its side of one connection, asked of the kernel without consuming a
    byte (the loop may not have read the FIN or RST yet).

    The socket object borrowing the connection's descriptor is made once per connection, not once per
    request, and detached (never closed) when the connection ends. Where ``poll`` is there, it is asked
    first: on a live connection with nothing unread (every request but a pipelined one) it says so
    without the ``recv`` that would fail with ``EAGAIN`` and cost an exception per request.
    """

    __slots__ = ("_poll", "_sock", "_transport", "on_close")

    def __init__(self, transport: asyncio.BaseTransport) -> None:
        self._transport = transport
        self._sock: socket.socket | None = None
        self._poll: Any = None
        #: Called when the connection ends (what the app keeps per connection, e.g. upstream sockets).
        self.on_close: list[Callable[[], None]] = []

    def closed(self) -> bool:
        transport = self._transport
        if transport.is_closing():
            return True
        probe = self._sock
        if probe is None:
            sock = transport.get_extra_info("socket")
            if sock is None:
                return False
            try:
                probe = self._sock = socket.socket(fileno=sock.fileno())  # borrowed: see detach()
            except (OSError, ValueError):
                return True  # no usable socket any more: the connection is gone
            if _POLL_EVENTS:
                self._poll = select.poll()
                self._poll.register(probe.fileno(), _POLL_EVENTS)
        if self._poll is not None and not self._poll.poll(0):
            return False  # nothing to read, no FIN, no error: recv would only say EAGAIN
        try:
            return probe.recv(1, _PEEK) == b""
        except (BlockingIOError, InterruptedError):
            return False
        except OSError:  # reset by the peer
            return True

    def detach(self) -> None:
        """The connection has ended: let go of the descriptor, run :attr:`on_close`."""
        if self._sock is not None:
            self._poll = None  # holds nothing in the kernel: poll() is asked afresh each time
            self._sock.detach()
            self._sock = None
        closers, self.on_close = self.on_close, []
        for close in closers:
            close()


#: What the probe's ``poll`` waits for: data (or a FIN) to read and the peer's half-close; an error or
#: hang-up is always reported. Empty where ``poll`` or ``POLLRDHUP`` is missing: ``recv`` alone then.
_POLL_EVENTS = (
    select.POLLIN | select.POLLRDHUP if hasattr(select, "poll") and hasattr(select, "POLLRDHUP") else 0
)


@dataclass(frozen=True, slots=True)
class ConnectionLimits:
    """How long a request may take to arrive, how long an idle kept-alive connection lives, how many
    connections are served at once."""

    request_timeout: float = 10.0
    keep_alive: int = 5
    max_connections: int = 1024


def plain_reject(head: bytes, reason: str) -> Response:
    return Response(400, {"error": {"code": "bad_request", "message": reason}})


def _installed(module: str) -> bool:
    return importlib.util.find_spec(module) is not None


def parser_name() -> Parser:
    """The parser to serve with: :data:`PARSER_ENV` if set, else httptools when installed."""
    chosen = os.environ.get(PARSER_ENV, "").strip().lower()
    if chosen == "h11":
        return "h11"
    if chosen not in ("", "httptools"):
        raise ValueError(f"{PARSER_ENV}={chosen!r}: expected httptools or h11")
    if chosen == "httptools" or _installed("httptools"):
        return "httptools"
    return "h11"


def loop_name() -> Loop:
    """The event loop to serve on: :data:`LOOP_ENV` if set, else uvloop when installed."""
    chosen = os.environ.get(LOOP_ENV, "").strip().lower()
    if chosen == "asyncio":
        return "asyncio"
    if chosen not in ("", "uvloop"):
        raise ValueError(f"{LOOP_ENV}={chosen!r}: expected uvloop or asyncio")
    if chosen == "uvloop" or _installed("uvloop"):
        return "uvloop"
    return "asyncio"


def cycle_name() -> Cycle:
    """Who runs service requests on httptools: :data:`CYCLE_ENV` if set, else ``direct``."""
    chosen = os.environ.get(CYCLE_ENV, "").strip().lower()
    if chosen in ("", "direct"):
        return "direct"
    if chosen == "asgi":
        return "asgi"
    raise ValueError(f"{CYCLE_ENV}={chosen!r}: expected direct or asgi")


def run_loop(main: Coroutine[Any, Any, T], loop: Loop | None = None) -> T:
    """``asyncio.run(main)`` on the chosen event loop (uvloop's, when it is the choice)."""
    if (loop or loop_name()) == "uvloop":
        import uvloop

        with asyncio.Runner(loop_factory=uvloop.new_event_loop) as runner:
            return runner.run(main)
    return asyncio.run(main)


def refusal(response: Response) -> bytes:
    """The whole HTTP/1.1 response, closing the connection, for a refusal made below the app."""
    payload = json.dumps(response.body, separators=(",", ":")).encode()
    lines = [b"HTTP/1.1 %d %s" % (response.status, HTTPStatus(response.status).phrase.encode())]
    lines += [
        b"%s: %s" % (k.lower().encode("latin-1"), str(v).encode("latin-1"))
        for k, v in response.headers.items()
    ]
    lines += [b"content-type: application/json", b"content-length: %d" % len(payload), b"connection: close"]
    return b"\r\n".join(lines) + b"\r\n\r\n" + payload


def _refusal_response(status: int, message: str) -> Response:
    code = {408: "request_timeout", 503: "too_many_connections"}.get(status, "bad_request")
    return Response(status, {"error": {"code": code, "message": message}})


#: How much of a request's first bytes is kept for the answer to a refused request (its request line).
_HEAD_KEPT = 2048


class _RequestDeadline:
    """The request deadline both guarded protocols share: armed when a request's first byte (or the
    connection) arrives, disarmed when the request is whole, and on expiry a ``408`` and a close.

    The protocols differ only in how a refusal goes out (:meth:`_respond`: httptools' cycle or h11's
    connection state decides whether a response may still be written), so that is the one hook.

    Arming and disarming happen once per request, so they only note when the current request is due
    (:attr:`_due`); the timer is made once and moved lazily: when it fires before the request in
    progress is due it is set again for that time, when no request is in progress it lapses. A kept-alive
    connection answering requests one after another thus makes and cancels no timer per request.
    """

    #: Set by the class :func:`guarded_protocol` builds.
    _limits: ConnectionLimits
    #: The loop time the request in progress must have arrived whole by (``None``: none in progress).
    _due: float | None = None
    _deadline: asyncio.TimerHandle | None = None
    #: The first bytes of the request being received (what ``reject`` and :meth:`_late` look at).
    _head: bytes = b""
    # Provided by uvicorn's protocol the class is mixed into.
    loop: asyncio.AbstractEventLoop
    transport: asyncio.Transport
    cycle: Any

    def _armed(self) -> bool:
        """Whether a request's deadline is running."""
        return self._due is not None

    def _arm(self) -> None:
        due = self._due = self.loop.time() + self._limits.request_timeout
        if self._deadline is None:
            self._deadline = self.loop.call_at(due, self._expire)

    def _disarm(self) -> None:
        self._due = None  # a pending timer finds nothing due and lapses

    def _stop_deadline(self) -> None:
        """The connection has ended: no timer may keep it alive."""
        self._due = None
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _expire(self) -> None:
        self._deadline = None
        due = self._due
        if due is None:
            return
        if self.loop.time() < due:  # the request in progress began after the timer was set
            self._deadline = self.loop.call_at(due, self._expire)
            return
        self._due = None
        self._late()

    def _keep_head(self, data: bytes) -> None:
        """Keep the first bytes of the request being received: the chunk itself when it is the first
        (no copy; it is let go once the request has arrived), then up to :data:`_HEAD_KEPT`."""
        head = self._head
        if not head:
            self._head = data
        elif len(head) < _HEAD_KEPT:
            self._head = (head + data)[:_HEAD_KEPT]

    def _late(self) -> None:
        if self.transport.is_closing():
            return
        cycle = self.cycle
        if cycle is not None and cycle.response_started and not cycle.response_complete:
            return  # the request arrived and is being answered
        # (A cycle whose response is complete is the previous request's: the late one is the next.)
        if cycle is None and not self._head:
            self.transport.close()  # opened, never asked anything: just close
            return
        self._refuse(408, f"The request did not arrive within {self._limits.request_timeout:g} s.")

    def _refuse(self, status: int, message: str) -> None:
        self._respond(_refusal_response(status, message))

    def _respond(self, response: Response) -> None:
        """Write ``response`` if the connection can still carry one, then close it."""
        raise NotImplementedError


def guarded_protocol(
    limits: ConnectionLimits,
    reject: Reject = plain_reject,
    parser: Parser | None = None,
    direct: DirectApp | None = None,
) -> type[asyncio.Protocol]:
    """uvicorn's protocol for ``parser`` (default :func:`parser_name`) with ``limits`` enforced (pass it
    as ``uvicorn.Config(http=…)``). On httptools, the requests ``direct`` routes are served on our own
    :class:`~.exchange.Exchange` instead of uvicorn's ASGI cycle (h11 always serves through ASGI)."""
    if (parser or parser_name()) == "h11":
        return _guarded_h11(limits, reject)
    return _guarded_httptools(limits, reject, direct)


def _guarded_httptools(
    limits: ConnectionLimits, reject: Reject, direct: DirectApp | None = None
) -> type[asyncio.Protocol]:
    from urllib.parse import unquote as _unquote

    from httptools import parse_url as _parse_url
    from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

    class Refused(Exception):
        """Raised in a parser callback: httptools then fails the feed, and the request is refused."""

    class GuardedHttpToolsProtocol(_RequestDeadline, HttpToolsProtocol):
        """Where llhttp and h11 differ on what they accept, the stricter one wins: an HTTP/1.1 request
        without ``Host`` is refused (as h11 does), and so are a ``Content-Length`` beside
        ``Transfer-Encoding``, folded headers, lower-case methods, bare ``LF`` line ends and any head
        over :data:`MAX_HEAD_BYTES`, however it arrives (as llhttp does; h11 bounds only a head that
        is still incomplete)."""

        _limits = limits
        #: Bytes of the current request head seen in callbacks (URL and complete headers).
        _head_size: int = 0
        _has_host: bool = False
        #: Whether the next request's head is awaited (no request in progress), the bytes of it seen in
        #: earlier chunks, and whether a request ended inside the chunk being parsed.
        _awaiting_head: bool = True
        _head_bytes: int = 0
        _ended_in_chunk: bool = False
        #: A refusal held back until the responses to the requests pipelined before it are sent.
        _pending: Response | None = None
        probe: PeerProbe | None = None
        #: Since when (loop time) the connection has been idle between requests (``None``: it is not).
        _idle_since: float | None = None

        def connection_made(self, transport: asyncio.BaseTransport) -> None:
            super().connection_made(transport)  # type: ignore[arg-type]
            self.probe = PeerProbe(transport)
            if len(self.connections) > limits.max_connections:
                self._refuse(503, "The server is serving its maximum number of connections; retry later.")
                return
            self._arm()

        def data_received(self, data: bytes) -> None:
            if self._pending is not None:
                return  # the parser failed: nothing after the bad request is read
            waiting = self.cycle is None or self.cycle.response_complete
            if waiting:
                if not self._armed():
                    self._arm()
                self._keep_head(data)
            counted = self._awaiting_head
            self._ended_in_chunk = False
            super().data_received(data)
            if self.parser is None or self.transport.is_closing() or self._pending is not None:
                return
            if self._awaiting_head and counted and not self._ended_in_chunk:
                # A head still arriving: bounded before any of its headers is complete.
                self._head_bytes += len(data)
                if self._head_bytes > MAX_HEAD_BYTES:
                    self.send_400_response(UNPARSABLE)
                    return
            if self.cycle is not None and not self.cycle.more_body and not self.cycle.response_complete:
                self._disarm()  # the request has arrived whole
                self._head = b""

        # -- parser callbacks: the head's size is counted as it is parsed
        def on_message_begin(self) -> None:
            self._head_size = 0
            self._has_host = False
            # uvicorn's on_message_begin, inline (one call less per request), except that the ASGI scope
            # is made only for a request that goes to the ASGI app (see on_headers_complete).
            self.url = b""
            self.expect_100_continue = False
            self.headers = []

        def _new_scope(self) -> Any:
            """The scope uvicorn's on_message_begin makes (method, path and query are added later)."""
            scope = self.scope = {  # type: ignore[typeddict-item]
                "type": "http",
                "asgi": {"version": self.asgi_version, "spec_version": "2.3"},
                "http_version": "1.1",
                "server": self.server,
                "client": self.client,
                "scheme": self.scheme,  # type: ignore[typeddict-item]
                "root_path": self.root_path,
                "headers": self.headers,
                "state": self.app_state.copy(),
            }
            return scope

        def on_url(self, url: bytes) -> None:
            self._count(len(url))
            self.url += url  # what uvicorn's on_url does

        def on_header(self, name: bytes, value: bytes) -> None:
            # Counted, then what uvicorn's on_header does (one lower() serves both), in one call.
            size = self._head_size = self._head_size + len(name) + len(value) + 4
            if size > MAX_HEAD_BYTES:
                raise Refused
            name = name.lower()
            if name == b"host":
                self._has_host = True
            elif name == b"expect" and value.lower() == b"100-continue":
                self.expect_100_continue = True
            self.headers.append((name, value))

        def on_headers_complete(self) -> None:
            self._awaiting_head = False
            self._head_bytes = 0
            parser = self.parser
            http_version = parser.get_http_version()
            if not self._has_host and http_version == "1.1":
                raise Refused  # RFC 9112 §3.2: a request without Host is a 400 (h11 refuses it too)
            if (
                self.root_path
                or self.limit_concurrency is not None
                or parser.should_upgrade()
                or self.config.reset_contextvars
            ):
                self._new_scope()
                super().on_headers_complete()  # what this server never sets up: uvicorn's own way
                return
            # uvicorn's on_headers_complete for the case this server runs (no root path, no
            # concurrency limit of uvicorn's, no upgrade), inline; a service request gets our own
            # exchange, anything else uvicorn's scope, cycle and ASGI task.
            method = parser.get_method().decode("ascii")
            parsed = _parse_url(self.url)
            raw_path = parsed.path
            path = raw_path.decode("ascii")
            if "%" in path:
                path = _unquote(path)
            query = parsed.query or b""
            keep_alive = http_version != "1.0" and parser.should_keep_alive()
            existing = self.cycle
            # (The server runs without an access log, ``server_config``: the exchange writes none.)
            route = None if direct is None else direct.route(path)
            cycle: Any
            app: Any
            if route is not None:
                cycle = self.cycle = Exchange(
                    self,
                    method,
                    path,
                    raw_path,
                    query,
                    self.headers,
                    http_version,
                    keep_alive,
                    self.expect_100_continue,
                )
                app = route
            else:
                scope = self._new_scope()
                scope["method"] = method
                if http_version != "1.1":
                    scope["http_version"] = http_version
                scope["path"] = path
                scope["raw_path"] = raw_path
                scope["query_string"] = query
                cycle = self.cycle = _HttpToolsCycle(
                    scope=scope,
                    transport=self.transport,
                    flow=self.flow,
                    logger=self.logger,
                    access_logger=self.access_logger,
                    access_log=self.access_log,
                    default_headers=self.server_state.default_headers,
                    message_event=asyncio.Event(),
                    expect_100_continue=self.expect_100_continue,
                    keep_alive=keep_alive,
                    on_response=self.on_response_complete,
                )
                app = self.app
            if existing is None or existing.response_complete:
                self._start_asgi_task(cycle, app)
            else:  # pipelined: queued behind the request in progress
                self.flow.pause_reading()
                self.pipeline.appendleft((cycle, app))

        def _start_asgi_task(self, cycle: Any, app: Any) -> None:
            if type(cycle) is not Exchange:
                super()._start_asgi_task(cycle, app)
                return
            assert direct is not None
            # The request's one coroutine, as its own task; the exchange's done callback does what
            # uvicorn's run_asgi wrapper did, and lets the server's shutdown wait for the task.
            loop = self.loop
            task: asyncio.Task[None]
            if loop.get_task_factory() is None:
                # What ``loop.create_task`` makes without a factory, named: an unnamed task formats
                # ``Task-<n>`` for its name (uvloop names it after making it), ≈1.4k instructions.
                task = asyncio.Task(direct.serve(app, cycle), loop=loop, name=_TASK_NAME)
            else:
                task = loop.create_task(direct.serve(app, cycle))
            task.add_done_callback(cycle.done)
            self.tasks.add(task)

        def on_message_complete(self) -> None:
            self._awaiting_head = True
            self._ended_in_chunk = True
            super().on_message_complete()

        def _count(self, size: int) -> None:
            self._head_size += size
            if self._head_size > MAX_HEAD_BYTES:
                raise Refused

        def _unset_keepalive_if_required(self) -> None:
            self._idle_since = None  # data arrived: the pending keep-alive timer, if any, lapses

        def timeout_keep_alive_handler(self) -> None:
            self.timeout_keep_alive_task = None
            since = self._idle_since
            if since is None:
                return  # a request came in since the connection went idle
            due = since + self.timeout_keep_alive
            if self.loop.time() < due:  # idle again, since later than when the timer was set
                self.timeout_keep_alive_task = self.loop.call_at(due, self.timeout_keep_alive_handler)
                return
            super().timeout_keep_alive_handler()

        def on_response_complete(self) -> None:
            self._head = b""
            # uvicorn's on_response_complete, except that the keep-alive timer is not made and cancelled
            # per request: the connection notes since when it is idle, and the one timer checks that.
            self.server_state.total_requests += 1
            if not self.transport.is_closing():
                self._idle_since = None
                self.flow.resume_reading()
                if self.pipeline:
                    cycle, app = self.pipeline.pop()
                    self._start_asgi_task(cycle, app)
                else:
                    since = self._idle_since = self.loop.time()
                    if self.timeout_keep_alive_task is None:
                        self.timeout_keep_alive_task = self.loop.call_at(
                            since + self.timeout_keep_alive, self.timeout_keep_alive_handler
                        )
            last = self.cycle
            finished = not self.pipeline and (last is None or last.response_complete)
            if self._pending is not None and finished and not self.transport.is_closing():
                self._respond(self._pending)

        def connection_lost(self, exc: Exception | None) -> None:
            self._stop_deadline()
            if self.probe is not None:
                self.probe.detach()
            super().connection_lost(exc)
            if self.timeout_keep_alive_task is not None:
                self.timeout_keep_alive_task.cancel()
                self.timeout_keep_alive_task = None

        def send_400_response(self, msg: str) -> None:
            self._disarm()
            response = reject(self._head[:_HEAD_KEPT], UNPARSABLE)
            cycle = self.cycle
            if cycle is not None and cycle.more_body and not cycle.response_complete:
                # The refused bytes belong to this request (its body): it is the one refused. Queued
                # behind an earlier request it never runs; running, it sees its client gone.
                if self.pipeline and self.pipeline[0][0] is cycle:
                    self.pipeline.popleft()
                else:
                    cycle.disconnected = True
                    cycle.message_event.set()
                    self._respond(response)
                    return
            busy = self.pipeline or (self.cycle is not None and not self.cycle.response_complete)
            if busy:
                # Requests pipelined before the bad one are answered first, in order (as h11 does: it
                # parses a request only once the previous response is sent); then the refusal.
                self._pending = response
                self.transport.pause_reading()
                return
            self._respond(response)

        def _respond(self, response: Response) -> None:
            cycle = self.cycle
            if cycle is None or not cycle.response_started or cycle.response_complete:
                self.transport.write(refusal(response))
            # else: a response is half sent, the connection cannot carry another: just close it
            self.transport.close()

    return GuardedHttpToolsProtocol


def _guarded_h11(limits: ConnectionLimits, reject: Reject) -> type[asyncio.Protocol]:
    import h11
    from uvicorn.protocols.http.h11_impl import H11Protocol

    class GuardedH11Protocol(_RequestDeadline, H11Protocol):
        _limits = limits
        probe: PeerProbe | None = None

        def connection_made(self, transport: asyncio.BaseTransport) -> None:
            super().connection_made(transport)  # type: ignore[arg-type]
            self.probe = PeerProbe(transport)
            if len(self.connections) > limits.max_connections:
                self._refuse(503, "The server is serving its maximum number of connections; retry later.")
                return
            self._arm()

        def data_received(self, data: bytes) -> None:
            waiting = self.cycle is None or self.cycle.response_complete
            if waiting:
                if not self._armed():
                    self._arm()
                self._keep_head(data)
            super().data_received(data)
            if self.cycle is not None and not self.cycle.more_body and not self.cycle.response_complete:
                self._disarm()  # the request has arrived whole
                self._head = b""

        def on_response_complete(self) -> None:
            self._head = b""
            super().on_response_complete()

        def connection_lost(self, exc: Exception | None) -> None:
            self._stop_deadline()
            if self.probe is not None:
                self.probe.detach()
            super().connection_lost(exc)

        def send_400_response(self, msg: str) -> None:
            self._disarm()
            self._respond(reject(self._head[:_HEAD_KEPT], UNPARSABLE))

        def _respond(self, response: Response) -> None:
            try:
                if self.conn.our_state in (h11.IDLE, h11.SEND_RESPONSE):
                    self.transport.write(refusal(response))
            except h11.LocalProtocolError:  # pragma: no cover - our_state never raises
                pass
            self.transport.close()

    return GuardedH11Protocol


def uvicorn_options(
    limits: ConnectionLimits,
    reject: Reject = plain_reject,
    parser: Parser | None = None,
    loop: Loop | None = None,
    direct: DirectApp | None = None,
) -> dict[str, Any]:
    """``uvicorn.Config`` keyword arguments enforcing ``limits`` on the chosen parser and event loop
    (``direct``: see :func:`guarded_protocol`)."""
    return {
        "http": guarded_protocol(limits, reject, parser, direct),
        "loop": loop or loop_name(),
        "timeout_keep_alive": limits.keep_alive,
    }


def take_body(receive: Callable[..., Any]) -> bytes | None:
    """The request's whole body when it has already arrived and nothing has been read of it yet
    (uvicorn's httptools cycle, the plain case), taken as uvicorn's ``receive`` would hand it over but
    without its coroutine; ``None`` otherwise, and the caller reads through ``receive``."""
    cycle: Any = getattr(receive, "__self__", None)
    if type(cycle) is Exchange:
        return cycle.take_body()
    if _HttpToolsCycle is None or type(cycle) is not _HttpToolsCycle:
        return None
    event = cycle.message_event
    if (
        cycle.more_body
        or cycle.disconnected
        or cycle.response_complete
        or cycle.waiting_for_100_continue
        or not event.is_set()
    ):
        return None
    cycle.flow.resume_reading()
    event.clear()
    body = bytes(cycle.body)
    cycle.body = bytearray()
    return body


def probe_of(send: Callable[..., Any]) -> PeerProbe | None:
    """The disconnect probe of the connection a uvicorn ``send`` answers on (its cycle's protocol is one
    of ours), or ``None`` under another server."""
    on_response = getattr(getattr(send, "__self__", None), "on_response", None)
    probe = getattr(getattr(on_response, "__self__", None), "probe", None)
    return probe if isinstance(probe, PeerProbe) else None


def write_whole(send: Callable[..., Any], status: int, block: bytes, body: bytes) -> bool:
    """Send a whole response (head and body) in one write, as uvicorn's httptools ``send`` would in two
    ASGI messages; ``False`` (nothing sent) where that is not uvicorn's httptools cycle in its plain
    state, and the caller sends the messages instead.

    One write instead of two is one system call and one TCP segment less per response. ``block`` is
    the response's own header lines (from :func:`header_block`, already checked with uvicorn's own
    patterns, so what may go on the wire is unchanged), holding the ``content-length`` of ``body``.
    """
    cycle: Any = getattr(send, "__self__", None)
    if type(cycle) is Exchange:
        return cycle.write_whole(_STATUS_LINE[status], _defaults(cycle.default_headers), block, body)
    if type(cycle) is not _HttpToolsCycle or _HttpToolsCycle is None:
        return False
    if (
        cycle.response_started
        or cycle.disconnected
        or cycle.flow.write_paused
        or cycle.scope["method"] == "HEAD"
    ):
        return False
    cycle.response_started = True
    cycle.waiting_for_100_continue = False
    transport = cycle.transport
    if cycle.keep_alive:
        transport.write(
            b"".join((_STATUS_LINE[status], _defaults(cycle.default_headers), block, b"\r\n", body))
        )
    else:
        transport.write(
            b"".join(
                (
                    _STATUS_LINE[status],
                    _defaults(cycle.default_headers),
                    block,
                    b"connection: close\r\n\r\n",
                    body,
                )
            )
        )
    cycle.response_complete = True
    cycle.message_event.set()
    if not cycle.keep_alive:
        transport.close()
    cycle.on_response()
    return True


#: uvicorn's default headers (``server``, ``date``) as header lines, for the list they were made from:
#: uvicorn replaces that list once a second (the date), so the lines are joined once a second.
_default_lines: tuple[list[tuple[bytes, bytes]] | None, bytes] = (None, b"")


def _defaults(headers: list[tuple[bytes, bytes]]) -> bytes:
    global _default_lines
    made_from, lines = _default_lines
    if made_from is headers:
        return lines
    lines = b"".join(b"%s: %s\r\n" % (name, value) for name, value in headers)
    _default_lines = (headers, lines)
    return lines


#: Response header names as they go on the wire, by the dialect's spelling, once checked with uvicorn's
#: pattern (``None``: a name uvicorn's ``send`` refuses or acts on, which takes its path).
_NAMES: dict[str, bytes | None] = {}


def header_block(headers: Mapping[str, object], json_body: bool, length: int) -> bytes | None:
    """The header lines of a response with the dialect's ``headers``, a JSON ``content-type`` when
    ``json_body`` and the dialect set none, and ``content-length: length``, for :func:`write_whole`;
    ``None`` when a header needs uvicorn's ``send`` (a framing header, or one it would refuse)."""
    lines: list[bytes] = []
    values: list[bytes] = []
    typed = not json_body
    names = _NAMES
    for key, raw in headers.items():
        name = names.get(key, b"")
        if name == b"":
            name = key.lower().encode("latin-1")
            if _HEADER_RE is None or _HEADER_RE.search(name) or name in _FRAMING:
                name = None
            if len(names) < 1024:  # names come from the dialects, but never let them grow unbounded
                names[key] = name
        if name is None:
            return None
        value = str(raw).encode("latin-1")
        values.append(value)
        lines += (name, b": ", value, b"\r\n")
        if name == b"content-type":
            typed = True
    # uvicorn checks each value with a one-character class; over all of them joined it is one search,
    # and refuses exactly what it would.
    if _HEADER_VALUE_RE is not None and _HEADER_VALUE_RE.search(b"".join(values)):
        return None
    if not typed:
        lines.append(b"content-type: application/json; charset=utf-8\r\n")
    lines.append(b"content-length: %d\r\n" % length)
    return b"".join(lines)


#: Headers uvicorn's ``send`` acts on (keep-alive, framing): a response carrying one takes its path.
_FRAMING = frozenset({b"connection", b"transfer-encoding"})

_HttpToolsCycle: Any
_HEADER_RE: Any
_HEADER_VALUE_RE: Any
_STATUS_LINE: Any
try:
    from uvicorn.protocols.http.httptools_impl import HEADER_RE as _HEADER_RE
    from uvicorn.protocols.http.httptools_impl import HEADER_VALUE_RE as _HEADER_VALUE_RE
    from uvicorn.protocols.http.httptools_impl import STATUS_LINE as _STATUS_LINE
    from uvicorn.protocols.http.httptools_impl import RequestResponseCycle as _Cycle

    _HttpToolsCycle = _Cycle
except ImportError:  # pragma: no cover - httptools not installed: the h11 stack serves
    _HttpToolsCycle = _HEADER_RE = _HEADER_VALUE_RE = _STATUS_LINE = None
