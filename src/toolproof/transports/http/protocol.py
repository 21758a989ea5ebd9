"""Connection limits uvicorn's HTTP/1.1 protocol lacks: a deadline for each request, a connection cap,
and parser-level refusals in JSON.

uvicorn closes a kept-alive connection that stays idle between requests, but a connection that never
sends a request, or sends a request head a byte at a time, is held forever; so is any number of them.
:func:`guarded_protocol` builds a subclass of uvicorn's h11 protocol that

- gives every request ``request_timeout`` seconds from its first byte (or from the connection's
  opening) to arrive whole; a late request is answered ``408`` and the connection closed,
- refuses connections beyond ``max_connections`` with ``503`` and closes them,
- answers a request the HTTP parser rejects (bad request line, oversized head) with the body
  ``reject(head, reason)`` renders (the service's own shape where the path names one) instead of
  uvicorn's plain text.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from dataclasses import dataclass
from http import HTTPStatus
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

from toolproof.service.wire import Response

#: ``reject(head, reason)``: the response for a request the parser refused; ``head`` is its first bytes.
Reject = Callable[[bytes, str], Response]


@dataclass(frozen=True, slots=True)
class ConnectionLimits:
    """How long a request may take to arrive, how long an idle kept-alive connection lives, how many
    connections are served at once."""

    request_timeout: float = 10.0
    keep_alive: int = 5
    max_connections: int = 1024


def plain_reject(head: bytes, reason: str) -> Response:
    return Response(400, {"error": {"code": "bad_request", "message": reason}})


def guarded_protocol(limits: ConnectionLimits, reject: Reject = plain_reject) -> type[H11Protocol]:
    """uvicorn's h11 protocol with ``limits`` enforced (pass it as ``uvicorn.Config(http=…)``)."""

    class GuardedH11Protocol(H11Protocol):
        _deadline: asyncio.TimerHandle | None = None
        _head: bytes = b""

        def connection_made(self, transport: asyncio.BaseTransport) -> None:
            super().connection_made(transport)  # type: ignore[arg-type]
            if len(self.connections) > limits.max_connections:
                self._refuse(503, "The server is serving its maximum number of connections; retry later.")
                return
            self._arm()

        def data_received(self, data: bytes) -> None:
            waiting = self.cycle is None or self.cycle.response_complete
            if waiting:
                if self._deadline is None:
                    self._arm()
                if len(self._head) < 2048:
                    self._head = (self._head + data)[:2048]
            super().data_received(data)
            if self.cycle is not None and not self.cycle.more_body and not self.cycle.response_complete:
                self._disarm()  # the request has arrived whole
                self._head = b""

        def on_response_complete(self) -> None:
            self._head = b""
            super().on_response_complete()

        def connection_lost(self, exc: Exception | None) -> None:
            self._disarm()
            super().connection_lost(exc)

        def send_400_response(self, msg: str) -> None:
            self._disarm()
            reason = (
                "Invalid HTTP request: the request line or a header is malformed, or the head is too large."
            )
            self._respond(reject(self._head, reason))

        def _arm(self) -> None:
            self._disarm()
            self._deadline = self.loop.call_later(limits.request_timeout, self._late)

        def _disarm(self) -> None:
            if self._deadline is not None:
                self._deadline.cancel()
                self._deadline = None

        def _late(self) -> None:
            self._deadline = None
            if self.transport.is_closing():
                return
            if self.cycle is not None and self.cycle.response_started:
                return
            if self.cycle is None and not self._head:
                self.transport.close()  # opened, never asked anything: just close
                return
            self._refuse(408, f"The request did not arrive within {limits.request_timeout:g} s.")

        def _refuse(self, status: int, message: str) -> None:
            code = {408: "request_timeout", 503: "too_many_connections"}.get(status, "bad_request")
            self._respond(Response(status, {"error": {"code": code, "message": message}}))

        def _respond(self, response: Response) -> None:
            payload = json.dumps(response.body, separators=(",", ":")).encode()
            headers: list[tuple[bytes, bytes]] = [
                (k.lower().encode("latin-1"), str(v).encode("latin-1")) for k, v in response.headers.items()
            ]
            headers += [
                (b"content-type", b"application/json"),
                (b"content-length", b"%d" % len(payload)),
                (b"connection", b"close"),
            ]
            phrase = HTTPStatus(response.status).phrase.encode()
            try:
                if self.conn.our_state in (h11.IDLE, h11.SEND_RESPONSE):
                    event = h11.Response(status_code=response.status, headers=headers, reason=phrase)
                    out = self.conn.send(event)
                    out += self.conn.send(h11.Data(data=payload)) or b""
                    out += self.conn.send(h11.EndOfMessage()) or b""
                    self.transport.write(out or b"")
            except h11.LocalProtocolError:
                pass  # the connection cannot carry a response any more: just close it
            self.transport.close()

    return GuardedH11Protocol


def uvicorn_options(limits: ConnectionLimits, reject: Reject = plain_reject) -> dict[str, Any]:
    """``uvicorn.Config`` keyword arguments enforcing ``limits``."""
    return {"http": guarded_protocol(limits, reject), "timeout_keep_alive": limits.keep_alive}
