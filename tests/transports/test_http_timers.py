"""The guarded protocol's timers and disconnect probe, which are made once per connection and moved
lazily instead of once per request: the request deadline, the keep-alive timeout, the peer probe.

Real servers on 127.0.0.1 and real sockets; the sleeps only make time pass, nothing asserts a duration.
"""

from __future__ import annotations

import asyncio
import socket
import struct
import time
from collections.abc import Iterator

import pytest

from toolproof.transports.http import RunningServer, start_in_thread
from toolproof.transports.http.protocol import ConnectionLimits, PeerProbe

GET = b"GET /stripe/v1/customers HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer sk_test_nope\r\n\r\n"


@pytest.fixture(scope="module", params=["httptools", "h11"])
def server(request: pytest.FixtureRequest) -> Iterator[RunningServer]:
    limits = ConnectionLimits(request_timeout=0.3, keep_alive=1)
    with start_in_thread(["stripe"], connections=limits, parser=request.param) as running:
        yield running


def _connect(server: RunningServer) -> socket.socket:
    host, port = server.base_url.removeprefix("http://").rsplit(":", 1)
    return socket.create_connection((host, int(port)), timeout=5)


def _response(sock: socket.socket) -> bytes:
    """One whole response (its head says how long the body is)."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        assert chunk, f"closed after {data!r}"
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    fields = dict(line.partition(b": ")[::2] for line in head.lower().split(b"\r\n")[1:])
    length = int(fields[b"content-length"])
    while len(body) < length:
        body += sock.recv(65536)
    assert len(body) == length
    return head


def test_a_busy_kept_alive_connection_outlives_the_keep_alive_and_request_timeouts(
    server: RunningServer,
) -> None:
    with _connect(server) as sock:
        for _ in range(12):  # 1.8 s of requests: past the keep-alive (1 s) and many request deadlines
            sock.sendall(GET)
            assert _response(sock).startswith(b"HTTP/1.1 401")
            time.sleep(0.15)
        sock.sendall(GET)
        assert _response(sock).startswith(b"HTTP/1.1 401")


def test_an_idle_kept_alive_connection_is_closed_silently(server: RunningServer) -> None:
    with _connect(server) as sock:
        sock.sendall(GET)
        assert _response(sock).startswith(b"HTTP/1.1 401")
        assert sock.recv(1000) == b""  # idle between requests: closed, no 408


def test_a_later_request_on_the_connection_gets_its_own_deadline(server: RunningServer) -> None:
    with _connect(server) as sock:
        sock.sendall(GET)
        assert _response(sock).startswith(b"HTTP/1.1 401")
        time.sleep(0.2)  # the first request's timer is still pending
        sock.sendall(b"GET /stripe/v1/customers HTTP/1.1\r\nHost: x\r\n")  # never finished
        answer = sock.recv(65536)
        assert answer.startswith(b"HTTP/1.1 408"), answer
        assert b"request_timeout" in answer
        assert sock.recv(1000) == b""


# -- the disconnect probe ---------------------------------------------------------------------------
async def _probe_after(send: bytes, close: str) -> bool:
    """What the probe says of a connection whose client sent ``send`` (left unread) and then did
    ``close``: ``none``, ``shutdown`` (a FIN) or ``reset`` (an RST)."""
    ours, theirs = _tcp_pair()
    loop = asyncio.get_running_loop()
    transport, _protocol = await loop.connect_accepted_socket(asyncio.Protocol, ours)
    transport.pause_reading()  # the probe must see the bytes, not the loop
    try:
        if send:
            theirs.sendall(send)
        if close == "shutdown":
            theirs.shutdown(socket.SHUT_WR)
        elif close == "reset":
            theirs.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            theirs.close()
        await asyncio.sleep(0.05)  # let the kernel deliver it
        probe = PeerProbe(transport)
        try:
            return probe.closed()
        finally:
            probe.detach()
    finally:
        transport.close()
        if theirs.fileno() != -1:
            theirs.close()


def _tcp_pair() -> tuple[socket.socket, socket.socket]:
    with socket.create_server(("127.0.0.1", 0)) as listener:
        client = socket.create_connection(listener.getsockname())
        accepted, _ = listener.accept()
    return accepted, client


@pytest.mark.parametrize(
    ("send", "close", "closed"),
    [
        (b"", "none", False),
        (b"GET / HTTP/1.1\r\n", "none", False),  # a pipelined request waiting: alive
        (b"GET / HTTP/1.1\r\n", "shutdown", False),  # sent, then half-closed: its bytes come first
        (b"", "shutdown", True),  # a FIN and nothing else: the client has gone
        (b"", "reset", True),
    ],
)
def test_the_probe_tells_a_gone_client_from_a_live_one(send: bytes, close: str, closed: bool) -> None:
    assert asyncio.run(_probe_after(send, close)) is closed
