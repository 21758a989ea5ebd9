"""Transport-neutral request and response values.

Every way into a world (in-process, HTTP, MCP) ends in a :class:`Response`: the status, headers and
JSON body an SDK user would observe. :class:`HttpRequest` is the parsed HTTP request a dialect reads
parameters and credentials from, kept free of any web framework so dialects are easy to test.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import unquote

#: Transport failures the HTTP layer can really produce: an RST with no response, a close with no
#: response, holding the connection open until the client times out, a body cut short after a
#: 200 status line, and a 200 status line followed by bytes that are not JSON.
TRANSPORT_FAULTS = ("connection_reset", "empty_response", "timeout", "truncated", "malformed")


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

    ``later`` (instead of ``headers``) makes the headers when they are first read: a dialect whose
    headers cost work (a request id's keyed hash) need not do it for an in-process caller that never
    looks. The function must be pure (what it returns may not depend on when it runs); the headers
    it makes are the same bytes, whenever they are read, and a copy, a comparison or pickling reads
    them. A plain class rather than a dataclass for that one property; it behaves as the dataclass did.
    """

    __slots__ = ("_headers", "_later", "body", "delay", "dribble", "status", "transport_fault")

    def __init__(
        self,
        status: int,
        body: Any = None,
        headers: dict[str, str] | None = None,
        transport_fault: str | None = None,
        delay: float = 0.0,
        dribble: float = 0.0,
        *,
        later: Callable[[], dict[str, str]] | None = None,
    ) -> None:
        self.status = status
        self.body = body
        self._headers: dict[str, str] = {} if headers is None else headers
        self._later = later
        self.transport_fault = transport_fault
        self.delay = delay
        self.dribble = dribble

    @property
    def headers(self) -> dict[str, str]:
        later = self._later
        if later is not None:
            self._later = None
            self._headers = later()
        return self._headers

    @headers.setter
    def headers(self, value: dict[str, str]) -> None:
        self._later = None
        self._headers = value

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

    def _fields(self) -> tuple[Any, ...]:
        return (self.status, self.body, self.headers, self.transport_fault, self.delay, self.dribble)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, Response)
        return self._fields() == other._fields()

    __hash__ = None  # type: ignore[assignment]  # mutable, as the dataclass was

    def __repr__(self) -> str:
        return (
            f"Response(status={self.status!r}, body={self.body!r}, headers={self.headers!r}, "
            f"transport_fault={self.transport_fault!r}, delay={self.delay!r}, dribble={self.dribble!r})"
        )

    def __getstate__(self) -> tuple[Any, ...]:
        return self._fields()

    def __setstate__(self, state: tuple[Any, ...]) -> None:
        self.__init__(*state)  # type: ignore[misc]


def later_response(
    status: int, body: Any, later: Callable[[], dict[str, str]], _new: Callable[[type], Any] = object.__new__
) -> Response:
    """``Response(status, body, later=later)`` without the keyword and default arguments' binding: a
    dialect whose every success has lazy headers (Stripe's) makes one per call. Every slot is set as
    ``__init__`` sets it (held by test_call_path)."""
    response: Response = _new(Response)
    response.status = status
    response.body = body
    response._headers = {}
    response._later = later
    response.transport_fault = None
    response.delay = 0.0
    response.dribble = 0.0
    return response


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
        query = self.query_string
        return form_pairs(query.decode("latin-1")) if query else []

    def bearer_token(self) -> str | None:
        """The token of an ``Authorization: Bearer …`` header, if any."""
        value = self.headers.get("authorization", "")
        scheme, _, token = value.partition(" ")
        if scheme.lower() == "bearer" and token.strip():
            return token.strip()
        return None


def form_pairs(text: str) -> list[tuple[str, str]]:
    """``urllib.parse.parse_qsl(text, keep_blank_values=True)``, the same pairs, without its per-call
    argument coercion and with ``unquote`` and the ``+`` replacement only where a piece needs them
    (most names and values carry neither). Held to ``parse_qsl`` by hypothesis in
    ``tests/service/test_form_pairs.py``."""
    out: list[tuple[str, str]] = []
    if not text:
        return out
    for piece in text.split("&"):
        if not piece:
            continue
        name, _, value = piece.partition("=")
        if "+" in name:
            name = name.replace("+", " ")
        if "%" in name:
            name = unquote(name)
        if "+" in value:
            value = value.replace("+", " ")
        if "%" in value:
            value = unquote(value)
        out.append((name, value))
    return out
