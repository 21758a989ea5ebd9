"""One request and its response on a connection of the guarded httptools protocol: our own per-request
cycle for service requests, in place of uvicorn's ``RequestResponseCycle``.

uvicorn's cycle serves an ASGI app: a scope dict (with a copy of the app state), an ``asyncio.Event``, a
wrapper coroutine (``run_asgi``) around the app's, and every byte of the response handed over in
message dicts. A service request needs none of that on its common path: :mod:`.app` reads the parsed
request from the :class:`Exchange` itself, takes the body when it has arrived whole, and writes the
whole response (head and body, prebuilt bytes) to the transport in one call (:meth:`Exchange.write_whole`).

Everything else keeps ASGI's shape, because that is what the transport faults and the rare paths are
written against: :meth:`Exchange.receive` and :meth:`Exchange.send` are uvicorn's ``receive`` and
``send`` (the same checks, the same bytes, 100-continue, chunked or ``HEAD`` responses, flow control),
so a delayed, slow, cut or reset response, a chunked request body and a client that goes away act as
they did. The protocol drives the exchange exactly where it drove uvicorn's cycle (``body``,
``more_body``, ``message_event``, ``disconnected``, ``response_started``, ``response_complete``,
``keep_alive``), and :meth:`Exchange.done` does what ``run_asgi`` did once the app returned: a ``500``
for a request never answered, a close for an answer left half sent.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Callable, MutableMapping
from typing import Any

#: uvicorn's checks on response header names and values (kept equal to its own by a test).
HEADER_RE = re.compile(b'[\x00-\x1f\x7f()<>@,;:\\[\\]={} \t\\\\"]')
HEADER_VALUE_RE = re.compile(b"[\x00-\x08\x0a-\x1f\x7f]")

Message = MutableMapping[str, Any]

_INTERNAL_ERROR = b"Internal Server Error"


def _nothing() -> None:
    """What ``on_response`` becomes once the request's work is over (as uvicorn's ``run_asgi`` does)."""


class Signal:
    """The exchange's ``message_event``: ``set``, ``clear``, ``is_set`` and ``wait`` as
    ``asyncio.Event`` has them, for at most one waiter (the request's own coroutine), with the future
    made only when it really waits (most requests never do: their body has arrived whole)."""

    __slots__ = ("_set", "_waiter")

    def __init__(self) -> None:
        self._set = False
        self._waiter: asyncio.Future[None] | None = None

    def set(self) -> None:
        self._set = True
        waiter = self._waiter
        if waiter is not None:
            self._waiter = None
            if not waiter.done():
                waiter.set_result(None)

    def clear(self) -> None:
        self._set = False

    def is_set(self) -> bool:
        return self._set

    async def wait(self) -> None:
        if self._set:
            return
        waiter = self._waiter
        if waiter is None or waiter.done():  # a cancelled wait leaves a done future behind
            waiter = self._waiter = asyncio.get_running_loop().create_future()
        await waiter


class Exchange:
    """One service request on one connection, from its parsed head to its last response byte.

    ``protocol`` is the guarded httptools protocol (its transport, flow control, default headers and
    ``on_response_complete``); the request's fields are what the parser gave.
    """

    __slots__ = (
        "body",
        "chunked_encoding",
        "client",
        "default_headers",
        "disconnected",
        "expected_content_length",
        "flow",
        "headers",
        "http_version",
        "keep_alive",
        "logger",
        "message_event",
        "method",
        "more_body",
        "on_response",
        "path",
        "protocol",
        "query_string",
        "raw_path",
        "response_complete",
        "response_started",
        "tasks",
        "transport",
        "waiting_for_100_continue",
    )

    def __init__(
        self,
        protocol: Any,
        method: str,
        path: str,
        raw_path: bytes,
        query_string: bytes,
        headers: list[tuple[bytes, bytes]],
        http_version: str,
        keep_alive: bool,
        expect_100_continue: bool,
    ) -> None:
        self.protocol = protocol
        self.transport: asyncio.Transport = protocol.transport
        self.flow: Any = protocol.flow
        self.logger: logging.Logger = protocol.logger
        self.default_headers: list[tuple[bytes, bytes]] = protocol.server_state.default_headers
        self.on_response: Callable[[], None] = protocol.on_response_complete
        self.tasks: set[asyncio.Task[None]] = protocol.tasks
        self.client: tuple[str, int] | None = protocol.client
        self.method = method
        self.path = path
        self.raw_path = raw_path
        self.query_string = query_string
        self.headers = headers
        self.http_version = http_version
        self.keep_alive = keep_alive
        self.waiting_for_100_continue = expect_100_continue
        self.message_event = Signal()
        self.disconnected = False
        self.body = bytearray()
        self.more_body = True
        self.response_started = False
        self.response_complete = False
        self.chunked_encoding: bool | None = None
        self.expected_content_length = 0

    def scope(self) -> dict[str, Any]:
        """The ASGI scope uvicorn would have made for this request (what forwarding it to another worker
        reads: method, path, query, headers)."""
        protocol = self.protocol
        return {
            "type": "http",
            "asgi": {"version": protocol.asgi_version, "spec_version": "2.3"},
            "http_version": self.http_version,
            "server": protocol.server,
            "client": self.client,
            "scheme": protocol.scheme,
            "root_path": "",
            "headers": self.headers,
            "state": protocol.app_state.copy(),
            "method": self.method,
            "path": self.path,
            "raw_path": self.raw_path,
            "query_string": self.query_string,
        }

    # -- the common path -------------------------------------------------------------------------
    def take_body(self) -> bytes | None:
        """The whole body when it has arrived and nothing of it has been read (``None``: read it through
        :meth:`receive`), handed over as :meth:`receive` would."""
        event = self.message_event
        if (
            self.more_body
            or self.disconnected
            or self.response_complete
            or self.waiting_for_100_continue
            or not event._set
        ):
            return None
        self.flow.resume_reading()
        event._set = False
        body = bytes(self.body)
        self.body = bytearray()
        return body

    def write_whole(self, status_line: bytes, defaults: bytes, block: bytes, body: bytes) -> bool:
        """The whole response in one write (``block``: its checked header lines, with its
        ``content-length``); ``False`` (nothing written) where :meth:`send` must do it instead."""
        if self.response_started or self.disconnected or self.flow.write_paused or self.method == "HEAD":
            return False
        self.response_started = True
        self.waiting_for_100_continue = False
        transport = self.transport
        if self.keep_alive:
            transport.write(b"".join((status_line, defaults, block, b"\r\n", body)))
        else:
            transport.write(b"".join((status_line, defaults, block, b"connection: close\r\n\r\n", body)))
        self._complete()
        return True

    def _complete(self) -> None:
        self.response_complete = True
        self.message_event.set()
        if not self.keep_alive:
            self.transport.close()
        self.on_response()

    def done(self, task: asyncio.Task[None]) -> None:
        """The request's coroutine has ended (a done callback): what uvicorn's ``run_asgi`` did after
        the app returned."""
        self.tasks.discard(task)
        self.on_response = _nothing
        exc = asyncio.CancelledError() if task.cancelled() else task.exception()
        if exc is not None:
            self.logger.error("Exception in ASGI application\n", exc_info=exc)
            if not self.response_started:
                self._send_500()
            else:
                self.transport.close()
        elif not self.response_started and not self.disconnected:
            self.logger.error("ASGI callable returned without starting response.")
            self._send_500()
        elif not self.response_complete and not self.disconnected:
            self.logger.error("ASGI callable returned without completing response.")
            self.transport.close()

    def _send_500(self) -> None:
        """uvicorn's ``send_500_response``, written at once (its ``send`` would write the same bytes)."""
        if self.disconnected:
            return
        self.response_started = True
        head = b"".join(b"%s: %s\r\n" % (name, value) for name, value in self.default_headers)
        self.transport.write(
            b"HTTP/1.1 500 Internal Server Error\r\n"
            + head
            + b"content-type: text/plain; charset=utf-8\r\ncontent-length: 21\r\nconnection: close\r\n\r\n"
            + _INTERNAL_ERROR
        )
        self.keep_alive = False
        self._complete()

    # -- ASGI's receive and send, as uvicorn's cycle has them (the rare paths and the faults) ------
    async def receive(self) -> Message:
        if self.waiting_for_100_continue and not self.transport.is_closing():
            self.transport.write(b"HTTP/1.1 100 Continue\r\n\r\n")
            self.waiting_for_100_continue = False
        if not self.disconnected and not self.response_complete:
            self.flow.resume_reading()
            await self.message_event.wait()
            self.message_event.clear()
        if self.disconnected or self.response_complete:
            return {"type": "http.disconnect"}
        message = {"type": "http.request", "body": bytes(self.body), "more_body": self.more_body}
        self.body = bytearray()
        return message

    async def send(self, message: Message) -> None:
        if self.flow.write_paused and not self.disconnected:
            await self.flow.drain()
        if self.disconnected:
            return
        kind = message["type"]
        if not self.response_started:
            if kind != "http.response.start":
                raise RuntimeError(f"Expected ASGI message 'http.response.start', but got '{kind}'.")
            self._start(message["status"], message.get("headers", []))
        elif not self.response_complete:
            if kind != "http.response.body":
                raise RuntimeError(f"Expected ASGI message 'http.response.body', but got '{kind}'.")
            self._body(message.get("body", b""), message.get("more_body", False))
        else:
            raise RuntimeError(f"Unexpected ASGI message '{kind}' sent, after response already completed.")

    def _start(self, status: int, headers: Any) -> None:
        self.response_started = True
        self.waiting_for_100_continue = False
        content = [_status_line(status)]
        has_connection_close = False
        for name, value in [*self.default_headers, *headers]:
            if HEADER_RE.search(name):
                raise RuntimeError("Invalid HTTP header name.")
            if HEADER_VALUE_RE.search(value):
                raise RuntimeError("Invalid HTTP header value.")
            name = name.lower()
            if name == b"content-length" and self.chunked_encoding is None:
                self.expected_content_length = int(value.decode())
                self.chunked_encoding = False
            elif name == b"transfer-encoding" and value.lower() == b"chunked":
                self.expected_content_length = 0
                self.chunked_encoding = True
            elif name == b"connection" and b"close" in [t.lower().strip() for t in value.split(b",")]:
                self.keep_alive = False
                has_connection_close = True
            content.extend([name, b": ", value, b"\r\n"])
        if not self.keep_alive and not has_connection_close:
            content.append(b"connection: close\r\n")
        if self.chunked_encoding is None and self.method != "HEAD" and status not in (204, 304):
            self.chunked_encoding = True
            content.append(b"transfer-encoding: chunked\r\n")
        content.append(b"\r\n")
        self.transport.write(b"".join(content))

    def _body(self, body: bytes, more_body: bool) -> None:
        if self.method == "HEAD":
            self.expected_content_length = 0
        elif self.chunked_encoding:
            content = [b"%x\r\n" % len(body), body, b"\r\n"] if body else []
            if not more_body:
                content.append(b"0\r\n\r\n")
            self.transport.write(b"".join(content))
        else:
            if len(body) > self.expected_content_length:
                raise RuntimeError("Response content longer than Content-Length")
            self.expected_content_length -= len(body)
            self.transport.write(body)
        if not more_body:
            if self.expected_content_length != 0:
                raise RuntimeError("Response content shorter than Content-Length")
            self._complete()


def _status_line(status: int) -> bytes:
    line = _STATUS_LINES.get(status)
    if line is None:
        line = b"HTTP/1.1 %d \r\n" % status  # what uvicorn writes for a code HTTPStatus lacks
    return line


def _make_status_lines() -> dict[int, bytes]:
    from http import HTTPStatus

    lines = {}
    for code in range(100, 600):
        try:
            phrase = HTTPStatus(code).phrase.encode()
        except ValueError:
            phrase = b""
        lines[code] = b"HTTP/1.1 %d %s\r\n" % (code, phrase)
    return lines


#: Status lines by code, as uvicorn's ``STATUS_LINE`` has them.
_STATUS_LINES = _make_status_lines()
