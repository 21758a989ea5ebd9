"""The router of ``serve --workers N``: each request relayed, byte for byte, to the worker owning its world.

For each request the router reads the head, finds the world (the admin path, or the credential the
service's own dialect reads), and relays the request and the response to that worker over a Unix
socket: one upstream connection per client connection and worker, so a client that goes away is seen
by the worker as its own client going away, and a reset or cut response the worker produces on
purpose reaches the client as such. Listing worlds and health are gathered from every worker.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
import struct
import zlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from toolproof.service.errors import ServiceError
from toolproof.service.wire import HttpRequest, Response
from toolproof.transports.http.admin import ADMIN_PREFIX
from toolproof.transports.http.app import ToolproofApp
from toolproof.transports.http.limits import MAX_BODY_BYTES
from toolproof.transports.http.protocol import ConnectionLimits

HEAD_LIMIT = 64 * 1024


def worker_of(world_id: str, workers: int) -> int:
    """The worker that owns ``world_id``."""
    return zlib.crc32(world_id.encode()) % workers


@dataclass
class _Head:
    method: str
    target: str
    version: str
    headers: list[tuple[str, str]]
    raw: bytes
    lower: dict[str, str] = field(default_factory=dict)


def _parse_head(raw: bytes) -> _Head | None:
    try:
        text = raw.decode("latin-1")
        line, *rest = text.split("\r\n")
        method, target, version = line.split(" ")
    except ValueError:
        return None
    if not version.startswith("HTTP/1.") or not target.startswith("/"):
        return None
    headers: list[tuple[str, str]] = []
    for item in rest:
        if not item:
            continue
        name, sep, value = item.partition(":")
        if not sep or not name or name != name.strip():
            return None
        headers.append((name, value.strip()))
    head = _Head(method, target, version, headers, raw)
    head.lower = {k.lower(): v for k, v in headers}
    return head


class Router:
    """Routes each request to the worker owning its world and relays the bytes both ways."""

    def __init__(self, app: ToolproofApp, sockets: Sequence[str], limits: ConnectionLimits) -> None:
        self.app, self.sockets, self.limits = app, list(sockets), limits
        self.connections = 0
        self._next = 0

    # -- routing ---------------------------------------------------------------------------------
    def route(self, head: _Head, body: bytes | None) -> int | str:
        """The worker index for this request, or ``"all"`` for requests gathered from every worker."""
        path = head.target.split("?", 1)[0]
        n = len(self.sockets)
        if path == ADMIN_PREFIX or path.startswith(ADMIN_PREFIX + "/"):
            rest = path[len(ADMIN_PREFIX) :].strip("/").split("/")
            if rest[:1] == ["worlds"] and len(rest) >= 2 and rest[1]:
                return worker_of(rest[1], n)
            if rest == ["worlds"] and head.method == "POST":
                self._next = (self._next + 1) % n
                return self._next
            if rest in (["worlds"], ["health"]):
                return "all"
            return 0
        router = self.app._router_for(path)
        if router is None:
            return 0
        query = head.target.split("?", 1)[1].encode("latin-1") if "?" in head.target else b""
        request = HttpRequest(head.method, path, query, dict(head.lower), body or b"")
        dialect = router.service.dialect
        try:
            params = dialect.parse_params(request, _any_operation(router), {}) if body is not None else {}
        except ServiceError:
            params = {}
        try:
            return worker_of(dialect.authenticate(request, dict(params)).world_id, n)
        except ServiceError:
            return 0

    # -- serving ---------------------------------------------------------------------------------
    async def serve_client(
        self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, first_wait: float | None = None
    ) -> None:
        """Relay a client connection's requests; ``first_wait`` is what is left of the first request's
        deadline (part of it may have passed before the connection reached the relay)."""
        # Shutting down ends a connection quietly (asyncio's stream callback logs a cancelled task).
        with contextlib.suppress(asyncio.CancelledError):
            await self._serve_client(reader, writer, first_wait)

    async def _serve_client(
        self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, first_wait: float | None
    ) -> None:
        self.connections += 1
        upstreams: dict[int, tuple[asyncio.StreamReader, asyncio.StreamWriter]] = {}
        try:
            if self.connections > self.limits.max_connections:
                await self._answer(
                    writer, Response(503, _err("too_many_connections", "Too many connections."))
                )
                return
            first = True
            while True:
                wait = self.limits.request_timeout + (0 if first else self.limits.keep_alive)
                if first and first_wait is not None:
                    wait = first_wait
                first = False
                try:
                    raw = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), wait)
                except (asyncio.IncompleteReadError, ConnectionError):
                    return
                except TimeoutError:
                    if reader._buffer:  # type: ignore[attr-defined]  # a head started and never finished
                        message = f"The request did not arrive within {self.limits.request_timeout:g} s."
                        await self._answer(writer, Response(408, _err("request_timeout", message)))
                    return
                except asyncio.LimitOverrunError:
                    await self._answer(
                        writer, self.app.reject_unparsable(b"", "The request head is too large.")
                    )
                    return
                head = _parse_head(raw)
                if head is None:
                    reason = "Invalid HTTP request: a malformed request line or header."
                    await self._answer(writer, self.app.reject_unparsable(raw, reason))
                    return
                if not await self._one(head, reader, writer, upstreams):
                    return
        finally:
            self.connections -= 1
            for _r, w in upstreams.values():
                w.close()
            with contextlib.suppress(Exception):
                writer.close()

    async def _one(
        self,
        head: _Head,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        upstreams: dict[int, tuple[asyncio.StreamReader, asyncio.StreamWriter]],
    ) -> bool:
        """Relay one request; ``False`` when the client connection must end."""
        length_text = head.lower.get("content-length")
        chunked = "chunked" in head.lower.get("transfer-encoding", "").lower()
        try:
            length = int(length_text) if length_text is not None else 0
        except ValueError:
            await self._answer(writer, self.app.reject_unparsable(head.raw, "Invalid Content-Length."))
            return False
        if head.lower.get("expect", "").lower() == "100-continue":
            # Answered here (the worker never sees the Expect), so the client sends its body at once.
            writer.write(b"HTTP/1.1 100 Continue\r\n\r\n")
            head = _without_header(head, "expect")
        body: bytes | None = None
        needs_body = "authorization" not in head.lower and not head.target.startswith(ADMIN_PREFIX)
        if needs_body and not chunked and 0 < length <= MAX_BODY_BYTES:
            # A credential may be in the body (Slack's legacy ``token`` argument): read it to route.
            body = await self._read_exactly(reader, length)
            if body is None:
                return False
        target = self.route(
            head, body if body is not None else (b"" if length == 0 and not chunked else None)
        )
        if target == "all":
            return await self._gather(head, writer)
        assert isinstance(target, int)
        try:
            up = await self._upstream(target, upstreams)
        except OSError:
            await self._answer(
                writer, Response(503, _err("worker_unavailable", "The world's worker is down."))
            )
            return False
        up_reader, up_writer = up
        up_writer.write(head.raw)
        if body:
            up_writer.write(body)
        elif chunked:
            if not await self._pump_chunked(reader, up_writer):
                return False
        elif length > 0 and not await self._pump(reader, up_writer, length):
            return False
        return await self._relay_response(head, reader, writer, up_reader, up_writer, target, upstreams)

    async def _relay_response(
        self,
        head: _Head,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        up_reader: asyncio.StreamReader,
        up_writer: asyncio.StreamWriter,
        target: int,
        upstreams: dict[int, tuple[asyncio.StreamReader, asyncio.StreamWriter]],
    ) -> bool:
        head_task = asyncio.ensure_future(up_reader.readuntil(b"\r\n\r\n"))
        done, _ = await asyncio.wait({head_task}, timeout=0.05)
        if not done:
            # A slow answer (injected latency, a timeout fault): notice the client giving up meanwhile.
            gone = asyncio.ensure_future(reader.read(1))
            done, _ = await asyncio.wait({head_task, gone}, return_when=asyncio.FIRST_COMPLETED)
            if head_task not in done:
                head_task.cancel()
                up_writer.close()
                upstreams.pop(target, None)
                return False
            if gone.done():
                leftover = gone.result()
                if not leftover:
                    up_writer.close()
                    upstreams.pop(target, None)
                    return False
                reader._buffer[0:0] = leftover  # type: ignore[attr-defined]  # a pipelined byte: keep it
            else:
                gone.cancel()
        try:
            raw = head_task.result()
            while raw[9:10] == b"1" and not raw.startswith(b"HTTP/1.1 101"):  # an interim 1xx: pass it on
                writer.write(raw)
                raw = await up_reader.readuntil(b"\r\n\r\n")
        except (asyncio.IncompleteReadError, ConnectionError):
            # The worker closed or reset the connection without an answer (a deliberate fault, or a
            # crash): the client sees the same.
            upstreams.pop(target, None)
            _abort(writer, reset=isinstance(head_task.exception(), ConnectionResetError))
            return False
        writer.write(raw)
        lower = raw.lower()
        status = int(raw.split(b" ", 2)[1])
        close_after = b"\r\nconnection: close" in lower
        length = _content_length(lower)
        if head.method == "HEAD" or status in (204, 304) or 100 <= status < 200:
            length = 0
        if length is None:
            close_after = True
            while chunk := await up_reader.read(65536):
                writer.write(chunk)
        else:
            remaining = length
            while remaining > 0:
                try:
                    chunk = await up_reader.read(min(remaining, 65536))
                except ConnectionError:
                    chunk = b""
                if not chunk:  # cut short on purpose (truncated body): the client sees it cut too
                    await _drain(writer)
                    upstreams.pop(target, None)
                    _abort(writer, reset=False)
                    return False
                writer.write(chunk)
                remaining -= len(chunk)
                if remaining > 0 and not await _drain(writer):
                    up_writer.close()
                    upstreams.pop(target, None)
                    return False
        if not await _drain(writer):
            up_writer.close()
            upstreams.pop(target, None)
            return False
        if close_after:
            up_writer.close()
            upstreams.pop(target, None)
            return False
        return b"connection: close" not in head.raw.lower()

    async def _gather(self, head: _Head, writer: asyncio.StreamWriter) -> bool:
        """``GET /_toolproof/worlds`` and health: every worker's answer, merged."""
        answers: list[tuple[int, Any]] = []
        for index in range(len(self.sockets)):
            try:
                r, w = await asyncio.open_unix_connection(self.sockets[index])
            except OSError:
                continue
            lines = [f"{head.method} {head.target} HTTP/1.1"] + [f"{k}: {v}" for k, v in head.headers]
            lines = [x for x in lines if not x.lower().startswith(("connection:", "content-length:"))]
            w.write(("\r\n".join([*lines, "Connection: close", "Content-Length: 0"]) + "\r\n\r\n").encode())
            raw = await r.read()
            w.close()
            top, _, payload = raw.partition(b"\r\n\r\n")
            status = int(top.split(b" ", 2)[1])
            answers.append((status, json.loads(payload or b"null")))
        if not answers:
            await self._answer(writer, Response(503, _err("worker_unavailable", "No worker is up.")))
            return False
        failed = next(((s, b) for s, b in answers if s != 200), None)
        if failed is not None:
            return await self._answer(writer, Response(failed[0], failed[1]), keep=True)
        bodies = [b for _s, b in answers]
        if head.target.split("?", 1)[0].rstrip("/").endswith("/health"):
            merged = dict(bodies[0])
            merged["worlds"] = sum(int(b.get("worlds", 0)) for b in bodies)
            merged["workers"] = len(bodies)
        else:
            merged = {"worlds": [w for b in bodies for w in b.get("worlds", [])]}
        return await self._answer(writer, Response(200, merged), keep=True)

    # -- plumbing --------------------------------------------------------------------------------
    async def _upstream(
        self, index: int, upstreams: dict[int, tuple[asyncio.StreamReader, asyncio.StreamWriter]]
    ) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        up = upstreams.get(index)
        if up is None or up[1].is_closing() or up[0].at_eof():
            up = await asyncio.open_unix_connection(self.sockets[index], limit=HEAD_LIMIT)
            upstreams[index] = up
        return up

    @staticmethod
    async def _read_exactly(reader: asyncio.StreamReader, n: int) -> bytes | None:
        try:
            return await asyncio.wait_for(reader.readexactly(n), 30)
        except (TimeoutError, asyncio.IncompleteReadError, ConnectionError):
            return None

    @staticmethod
    async def _pump(reader: asyncio.StreamReader, up: asyncio.StreamWriter, n: int) -> bool:
        while n > 0:
            chunk = await reader.read(min(n, 65536))
            if not chunk:
                up.close()
                return False
            up.write(chunk)
            n -= len(chunk)
            if not await _drain(up):
                return False
        return True

    @staticmethod
    async def _pump_chunked(reader: asyncio.StreamReader, up: asyncio.StreamWriter) -> bool:
        try:
            while True:
                line = await reader.readuntil(b"\r\n")
                up.write(line)
                size = int(line.split(b";", 1)[0].strip() or b"0", 16)
                if size == 0:
                    while True:  # trailers, then the empty line
                        trailer = await reader.readuntil(b"\r\n")
                        up.write(trailer)
                        if trailer == b"\r\n":
                            return await _drain(up)
                up.write(await reader.readexactly(size + 2))
                if not await _drain(up):
                    return False
        except (asyncio.IncompleteReadError, asyncio.LimitOverrunError, ConnectionError, ValueError):
            up.close()
            return False

    @staticmethod
    async def _answer(writer: asyncio.StreamWriter, response: Response, *, keep: bool = False) -> bool:
        payload = json.dumps(response.body, separators=(",", ":")).encode()
        lines = [f"HTTP/1.1 {response.status} {_phrase(response.status)}"]
        lines += [f"{k}: {v}" for k, v in response.headers.items()]
        lines += ["content-type: application/json", f"content-length: {len(payload)}"]
        if not keep:
            lines.append("connection: close")
        writer.write(("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + payload)
        return await _drain(writer) and keep


def _without_header(head: _Head, name: str) -> _Head:
    headers = [(k, v) for k, v in head.headers if k.lower() != name]
    line = f"{head.method} {head.target} {head.version}"
    raw = ("\r\n".join([line] + [f"{k}: {v}" for k, v in headers]) + "\r\n\r\n").encode("latin-1")
    stripped = _Head(head.method, head.target, head.version, headers, raw)
    stripped.lower = {k.lower(): v for k, v in headers}
    return stripped


def _any_operation(router: Any) -> Any:
    return next(iter(router.service.operations.values()))


def _content_length(lower_head: bytes) -> int | None:
    marker = b"\r\ncontent-length:"
    at = lower_head.find(marker)
    if at < 0:
        return None
    end = lower_head.find(b"\r\n", at + 2)
    return int(lower_head[at + len(marker) : end].strip())


def _phrase(status: int) -> str:
    from http import HTTPStatus

    try:
        return HTTPStatus(status).phrase
    except ValueError:
        return ""


def _err(code: str, message: str) -> dict[str, Any]:
    return {"error": {"code": code, "message": message}}


async def _drain(writer: asyncio.StreamWriter) -> bool:
    try:
        await writer.drain()
    except (ConnectionError, RuntimeError):
        return False
    return True


def _abort(writer: asyncio.StreamWriter, *, reset: bool) -> None:
    transport = writer.transport
    sock = transport.get_extra_info("socket")
    if reset and sock is not None:
        with contextlib.suppress(OSError):
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    transport.abort()
