"""A worker's way to answer a request on a connection handed to it that belongs to another worker.

The router hands a connection to the worker owning the world its first request names
(:mod:`.handoff`), but a kept-alive connection may go on to another world, or to an admin request the
router gathers from every worker. The worker then sends that request to the owner (over the owner's
Unix socket, on a connection kept for this client connection and that owner, as the relay does) or,
for admin requests that are not about one of its worlds, through the router; and it passes the answer
back on the client's connection as it arrives, faults included: a reset or a silent close from the
owner is a reset or a close of the client's connection, a body cut short is cut short, and a client
that gives up while waiting closes the way through, so the owner sees its client gone and the ledger
says ``delivered: false``.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

from toolproof.transports.http.app import _abort, _transport_of
from toolproof.transports.http.protocol import probe_of
from toolproof.transports.http.relay import worker_of

Scope = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
Send = Callable[[MutableMapping[str, Any]], Awaitable[None]]
Upstream = tuple[asyncio.StreamReader, asyncio.StreamWriter]

#: Request headers the forwarded request sets itself (framing and the connection are this hop's own).
_HOP = frozenset({b"connection", b"keep-alive", b"content-length", b"transfer-encoding", b"expect", b"te"})
#: Response headers the local server adds itself (uvicorn's ``date`` and ``server``) or that frame this
#: hop only.
_OWN = frozenset({b"connection", b"keep-alive", b"date", b"server", b"transfer-encoding"})

_LIMIT = 64 * 1024


class Forwarder:
    """Sends requests that belong elsewhere to the owning worker (``workers[i]``: worker ``i``'s Unix
    socket) or, for admin requests, through the router's Unix socket at ``router``."""

    def __init__(self, workers: list[str], router: str) -> None:
        self.workers, self.router = workers, router
        self.forwarded = 0

    async def __call__(
        self, scope: Scope, body: bytes, receive: Receive, send: Send, world_id: str | None = None
    ) -> None:
        """Answer the request through the worker owning ``world_id`` (kept-alive, per client
        connection) or, without a world, through the router (one connection per request)."""
        self.forwarded += 1
        owner = None if world_id is None else worker_of(world_id, len(self.workers))
        pool = _upstreams_of(send) if owner is not None else None
        up = pool.pop(owner, None) if pool is not None and owner is not None else None
        if up is not None and (up[1].is_closing() or up[0].at_eof()):
            up[1].close()
            up = None
        if up is None:
            path = self.router if owner is None else self.workers[owner]
            try:
                up = await asyncio.open_unix_connection(path, limit=_LIMIT)
            except OSError:
                payload = b'{"error":{"code":"worker_unavailable","message":"The world\'s worker is down."}}'
                await _plain(send, 503, payload)
                return
        reader, writer = up
        keep = False
        try:
            writer.write(_request_bytes(scope, body, close=pool is None))
            keep = await _relay_back(scope, reader, receive, send)
        except (ConnectionError, asyncio.IncompleteReadError):
            _fail(send, reset=True)
        finally:
            if keep and pool is not None and owner is not None and owner not in pool:
                pool[owner] = up
            else:
                writer.close()


def _upstreams_of(send: Send) -> dict[int, Upstream] | None:
    """The upstream connections kept for the client connection ``send`` answers on (closed with it)."""
    probe = probe_of(send)
    if probe is None:
        return None
    for close in probe.on_close:
        pool = getattr(close, "pool", None)
        if pool is not None:
            return pool  # type: ignore[no-any-return]
    kept: dict[int, Upstream] = {}

    def close_all() -> None:
        for _reader, writer in kept.values():
            writer.close()
        kept.clear()

    close_all.pool = kept  # type: ignore[attr-defined]
    probe.on_close.append(close_all)
    return kept


def _request_bytes(scope: Scope, body: bytes, *, close: bool) -> bytes:
    target: bytes = scope.get("raw_path") or scope["path"].encode("latin-1")
    if scope.get("query_string"):
        target += b"?" + scope["query_string"]
    lines = [scope["method"].encode("ascii") + b" " + target + b" HTTP/1.1"]
    lines += [name + b": " + value for name, value in scope["headers"] if name.lower() not in _HOP]
    lines.append(b"content-length: %d" % len(body))
    if close:
        lines.append(b"connection: close")
    return b"\r\n".join(lines) + b"\r\n\r\n" + body


async def _relay_back(scope: Scope, reader: asyncio.StreamReader, receive: Receive, send: Send) -> bool:
    """Pass the upstream's answer on; ``True`` when the upstream connection may carry another request."""
    head_task = asyncio.ensure_future(reader.readuntil(b"\r\n\r\n"))
    done, _ = await asyncio.wait({head_task}, timeout=0.05)
    if not done:
        # A slow answer (injected latency, a timeout fault): notice the client giving up meanwhile. The
        # request's body is read, so receive() now returns only when the client goes away.
        gone = asyncio.ensure_future(receive())
        waiting: set[asyncio.Future[Any]] = {head_task, gone}
        try:
            first, _ = await asyncio.wait(waiting, return_when=asyncio.FIRST_COMPLETED)
        finally:
            gone.cancel()
        if head_task not in first:
            head_task.cancel()
            return False  # the client gave up: closing the way through tells the owner
    try:
        raw = head_task.result()
        while raw[9:10] == b"1":  # an interim 1xx (none is expected: Expect is not forwarded)
            raw = await reader.readuntil(b"\r\n\r\n")
    except (asyncio.IncompleteReadError, asyncio.LimitOverrunError, ConnectionError) as exc:
        _fail(send, reset=isinstance(exc, ConnectionResetError))
        return False
    status, headers, length, close = _parse_response_head(raw)
    if scope["method"] == "HEAD" or status in (204, 304):
        length = 0
    if length is None:
        await send({"type": "http.response.start", "status": status, "headers": headers})
        await send({"type": "http.response.body", "body": await reader.read()})
        return False
    if length <= _LIMIT:
        # The usual answer: read whole, then sent in one piece (one write on the client's connection).
        try:
            payload = await reader.readexactly(length)
        except (asyncio.IncompleteReadError, ConnectionError) as exc:
            partial = exc.partial if isinstance(exc, asyncio.IncompleteReadError) else b""
            await send({"type": "http.response.start", "status": status, "headers": headers})
            await send({"type": "http.response.body", "body": partial, "more_body": True})
            _fail(send, reset=False)  # cut short by the owner (a truncated body): cut short here too
            return False
        await send({"type": "http.response.start", "status": status, "headers": headers})
        await send({"type": "http.response.body", "body": payload})
        return not close
    await send({"type": "http.response.start", "status": status, "headers": headers})
    remaining = length
    while remaining > 0:
        try:
            chunk = await reader.read(min(remaining, _LIMIT))
        except ConnectionError:
            chunk = b""
        if not chunk:  # cut short by the owner (a truncated body): cut short here too
            _fail(send, reset=False)
            return False
        remaining -= len(chunk)
        await send({"type": "http.response.body", "body": chunk, "more_body": remaining > 0})
    return not close


def _parse_response_head(raw: bytes) -> tuple[int, list[tuple[bytes, bytes]], int | None, bool]:
    line, *rest = raw[:-4].split(b"\r\n")
    status = int(line.split(b" ", 2)[1])
    headers: list[tuple[bytes, bytes]] = []
    length: int | None = None
    close = False
    for item in rest:
        name, _, value = item.partition(b":")
        name, value = name.strip().lower(), value.strip()
        if name == b"connection" and b"close" in value.lower():
            close = True
        if name in _OWN:
            continue
        if name == b"content-length":
            length = int(value)
        headers.append((name, value))
    return status, headers, length, close


def _fail(send: Send, *, reset: bool) -> None:
    transport = _transport_of(send)
    if transport is not None:
        _abort(transport, reset=reset)


async def _plain(send: Send, status: int, payload: bytes) -> None:
    headers = [(b"content-type", b"application/json"), (b"content-length", b"%d" % len(payload))]
    with contextlib.suppress(Exception):
        await send({"type": "http.response.start", "status": status, "headers": headers})
        await send({"type": "http.response.body", "body": payload})
