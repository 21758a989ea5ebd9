"""What a lost response looks like to an in-process caller, and how to raise it like an HTTP client.

Over HTTP a transport fault is real (an RST, a silent close, a held connection, a cut or garbage
body). In-process, :meth:`World.call <toolproof.world.World.call>` returns a
:class:`~toolproof.service.wire.Response` whose ``transport_fault`` names the failure and whose
``body`` is ``None`` (nothing usable arrived); ``status`` is ``0`` when no status line arrived
(``connection_reset``, ``empty_response``, ``timeout``) and the status line the client saw otherwise
(``truncated``: the real status; ``malformed``: 200). An agent-facing layer calls
:func:`raise_for_transport` to turn that into the exception an HTTP client library would raise.
"""

from __future__ import annotations

from toolproof.service.wire import Response


class TransportError(Exception):
    """The request got no usable response. ``fault`` is one of ``TRANSPORT_FAULTS``."""

    fault: str = ""

    def __init__(self, message: str, *, status: int = 0) -> None:
        super().__init__(message)
        self.status = status


class ConnectionResetByPeerError(TransportError, ConnectionResetError):
    fault = "connection_reset"


class EmptyResponseError(TransportError, ConnectionAbortedError):
    fault = "empty_response"


class ReadTimeoutError(TransportError, TimeoutError):
    fault = "timeout"


class TruncatedBodyError(TransportError, ValueError):
    fault = "truncated"


class MalformedBodyError(TransportError, ValueError):
    fault = "malformed"


_RAISE: dict[str, tuple[type[TransportError], str]] = {
    "connection_reset": (ConnectionResetByPeerError, "Connection reset by peer"),
    "empty_response": (EmptyResponseError, "Remote end closed connection without response"),
    "timeout": (ReadTimeoutError, "The read operation timed out"),
    "truncated": (TruncatedBodyError, "Response ended prematurely (incomplete body)"),
    "malformed": (MalformedBodyError, "Expecting value: the response body is not JSON"),
}


def raise_for_transport(response: Response) -> Response:
    """Return ``response`` if it arrived; raise the matching :class:`TransportError` if it did not."""
    fault = response.transport_fault
    if fault is None:
        return response
    cls, message = _RAISE.get(fault, (TransportError, f"transport failure: {fault}"))
    raise cls(message, status=response.status)
