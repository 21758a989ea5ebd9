"""Transport-neutral request and response values.

Every way into a world (in-process, HTTP, MCP) ends in a :class:`Response`: the status, headers and
JSON body an SDK user would observe. :class:`HttpRequest` is the parsed HTTP request a dialect reads
parameters and credentials from, kept free of any web framework so dialects are easy to test.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qsl

#: Transport failures the HTTP layer can really produce: an RST with no response, a close with no
#: response, holding the connection open until the client times out, a body cut short after a
#: 200 status line, and a 200 status line followed by bytes that are not JSON.
TRANSPORT_FAULTS = ("connection_reset", "empty_response", "timeout", "truncated", "malformed")


@dataclass(slots=True)
class Response:
    """What the caller observes.

    ``body`` is the decoded JSON body (``None`` for an empty body such as a 204), or raw ``bytes``
    that a dialect's ``finish_http`` made for the HTTP transport alone (a file download: sent as is,
    with the ``Content-Type`` header the dialect set). ``transport_fault``
    names a transport-level failure the caller sees instead of this response, set only by fault
    injection (see :data:`TRANSPORT_FAULTS`); ``delivered`` says whether the response reached the
    caller. ``delay`` is wall-clock seconds the HTTP layer waits before answering (or failing), and
    ``dribble`` the seconds over which it trickles the body out after sending the headers (a slow
    body); in process, latency only moves the virtual clock.
    """

    status: int
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)
    transport_fault: str | None = None
    delay: float = 0.0
    dribble: float = 0.0

    @property
    def ok(self) -> bool:
        return 200 <= self.status < 300 and self.transport_fault is None

    @property
    def delivered(self) -> bool:
        return self.transport_fault is None

    def copy(self) -> Response:
        return Response(
            self.status, self.body, dict(self.headers), self.transport_fault, self.delay, self.dribble
        )


@dataclass(slots=True)
class HttpRequest:
    """One HTTP request, already read from the socket. Header names are lower-case."""

    method: str
    path: str
    query_string: bytes = b""
    headers: dict[str, str] = field(default_factory=dict)
    body: bytes = b""

    @property
    def content_type(self) -> str:
        """The media type without parameters, lower-case (``application/json``)."""
        return self.headers.get("content-type", "").split(";", 1)[0].strip().lower()

    def query_pairs(self) -> list[tuple[str, str]]:
        return parse_qsl(self.query_string.decode("latin-1"), keep_blank_values=True)

    def bearer_token(self) -> str | None:
        """The token of an ``Authorization: Bearer …`` header, if any."""
        value = self.headers.get("authorization", "")
        scheme, _, token = value.partition(" ")
        if scheme.lower() == "bearer" and token.strip():
            return token.strip()
        return None
