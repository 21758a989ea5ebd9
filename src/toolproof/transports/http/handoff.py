"""Handing an accepted connection to the worker that owns its world, instead of relaying its bytes.

With ``serve --workers N`` the router accepts every connection. Relaying each request and response
through Python in the router cost it about half a worker's CPU per request, which capped two workers
well below twice one. So the router now looks at the first request's head without reading it
(``MSG_PEEK``): when the head is complete and its credential names a world, the socket itself is sent
to that world's worker over a Unix socket (``SCM_RIGHTS``). The worker serves the connection as if it
had accepted it: the same guarded protocol, every transport fault acting on the client's own socket.
The router never touches that connection again.

Everything else stays with the relay (:mod:`.relay`): admin requests, a credential only in the body,
a head that arrives in pieces, a worker that cannot take the socket. And a later request on a handed
connection that belongs elsewhere (another world, a listing gathered from every worker) is passed back
through the router by the worker (:mod:`.forward`), so a connection may still mix worlds.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
from collections.abc import Callable

from toolproof.service.errors import ServiceError
from toolproof.service.wire import HttpRequest
from toolproof.transports.http.admin import ADMIN_PREFIX
from toolproof.transports.http.relay import HEAD_LIMIT, Router, _parse_head, worker_of

#: What the router writes beside each descriptor it sends (one byte per socket).
_TOKEN = b"c"


class Dispatcher:
    """The router's accept loop: hand each new connection to its world's worker, or relay it."""

    def __init__(self, router: Router, controls: list[socket.socket | None]) -> None:
        self.router = router
        #: One connected Unix socket per worker carrying descriptors (``None`` while it is not up).
        self.controls = controls
        self.handed = 0
        self.relayed = 0
        self._tasks: set[asyncio.Task[None]] = set()

    async def accept_forever(self, listener: socket.socket) -> None:
        loop = asyncio.get_running_loop()
        listener.setblocking(False)
        while True:
            try:
                conn, _addr = await loop.sock_accept(listener)
            except OSError:  # a transient accept failure (EMFILE, ECONNABORTED): keep listening
                await asyncio.sleep(0.01)
                continue
            task = asyncio.ensure_future(self._dispatch(conn))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    def cancel(self) -> None:
        for task in list(self._tasks):
            task.cancel()

    async def _dispatch(self, conn: socket.socket) -> None:
        loop = asyncio.get_running_loop()
        conn.setblocking(False)
        timeout = self.router.limits.request_timeout
        started = loop.time()
        try:
            if not await _readable(loop, conn, timeout):
                conn.close()  # opened, never asked anything: just close (as the protocol does)
                return
            worker = self.owner_of(_peek(conn))
            if worker is not None and self._hand(worker, conn):
                self.handed += 1
                return
        except OSError:
            conn.close()
            return
        except asyncio.CancelledError:
            conn.close()
            raise
        self.relayed += 1
        reader, writer = await asyncio.open_connection(sock=conn, limit=HEAD_LIMIT)
        remaining = max(0.05, timeout - (loop.time() - started))
        await self.router.serve_client(reader, writer, first_wait=remaining)

    def owner_of(self, peeked: bytes) -> int | None:
        """The worker owning the world a complete request head names by its ``Authorization`` header
        (``None``: leave the connection to the relay)."""
        end = peeked.find(b"\r\n\r\n")
        if end < 0:
            return None
        head = _parse_head(peeked[: end + 4])
        if head is None or "authorization" not in head.lower:
            return None
        path, _, query = head.target.partition("?")
        if path == ADMIN_PREFIX or path.startswith(ADMIN_PREFIX + "/"):
            return None
        service = self.router.app._router_for(path)
        if service is None:
            return None
        request = HttpRequest(head.method, path, query.encode("latin-1"), head.lower, b"")
        try:
            world = service.service.dialect.authenticate(request, {}).world_id
        except ServiceError:
            return None
        return worker_of(world, len(self.controls))

    def _hand(self, worker: int, conn: socket.socket) -> bool:
        """Send ``conn`` to ``worker``; ``True`` once it is the worker's (the router's copy closed)."""
        control = self.controls[worker]
        if control is None:
            return False
        try:
            socket.send_fds(control, [_TOKEN], [conn.fileno()])
        except (BlockingIOError, InterruptedError):
            return False  # the worker is not taking sockets fast enough: relay this one
        except OSError:
            self.controls[worker] = None  # the worker is gone: its connections are relayed (and refused)
            control.close()
            return False
        conn.close()
        return True


async def _readable(loop: asyncio.AbstractEventLoop, conn: socket.socket, timeout: float) -> bool:
    ready: asyncio.Future[None] = loop.create_future()

    def wake() -> None:
        if not ready.done():
            ready.set_result(None)

    loop.add_reader(conn.fileno(), wake)
    try:
        await asyncio.wait_for(ready, timeout)
        return True
    except TimeoutError:
        return False
    finally:
        loop.remove_reader(conn.fileno())


def _peek(conn: socket.socket) -> bytes:
    try:
        return conn.recv(HEAD_LIMIT, socket.MSG_PEEK)
    except (BlockingIOError, InterruptedError):
        return b""


def connect(path: str) -> socket.socket:
    """The router's end of a worker's control socket (non-blocking)."""
    control = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    control.connect(path)
    control.setblocking(False)
    return control


def accept_handed(
    listener: socket.socket, protocol_factory: Callable[[], asyncio.Protocol]
) -> Callable[[], None]:
    """Worker side: serve every socket the router sends over ``listener`` (a listening Unix socket)
    with ``protocol_factory``, as if this process had accepted it. Returns a function that stops."""
    loop = asyncio.get_running_loop()
    listener.setblocking(False)
    channels: list[socket.socket] = []
    starting: set[asyncio.Task[None]] = set()  # held until each socket's protocol is connected

    def take(channel: socket.socket) -> None:
        while True:
            try:
                data, fds, _flags, _addr = socket.recv_fds(channel, 1, 4)
            except (BlockingIOError, InterruptedError):
                return
            except OSError:
                data, fds = b"", []
            for fd in fds:
                conn = socket.socket(fileno=fd)
                conn.setblocking(False)
                task = loop.create_task(_serve_handed(loop, conn, protocol_factory))
                starting.add(task)
                task.add_done_callback(starting.discard)
            if not data:  # the router is gone
                loop.remove_reader(channel.fileno())
                channel.close()
                return

    def accept() -> None:
        try:
            channel, _ = listener.accept()
        except (BlockingIOError, InterruptedError):
            return
        channel.setblocking(False)
        channels.append(channel)
        loop.add_reader(channel.fileno(), take, channel)

    loop.add_reader(listener.fileno(), accept)

    def stop() -> None:
        with contextlib.suppress(Exception):
            loop.remove_reader(listener.fileno())
        for channel in channels:
            with contextlib.suppress(Exception):
                loop.remove_reader(channel.fileno())
            channel.close()

    return stop


async def _serve_handed(
    loop: asyncio.AbstractEventLoop, conn: socket.socket, protocol_factory: Callable[[], asyncio.Protocol]
) -> None:
    try:
        await loop.connect_accepted_socket(protocol_factory, conn)
    except OSError:  # the client went away in between
        conn.close()
