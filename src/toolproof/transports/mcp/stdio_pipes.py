"""MCP over stdin/stdout read and written by the event loop, with no thread per line.

The official SDK's ``stdio_server()`` wraps the standard streams in ``anyio.wrap_file``: every line read,
every response written and every flush is a hand-off to a worker thread and back. Measured against the
same server (2026-12-02, 300 ``tools/call`` reads per round, six interleaved rounds, a load average of
17): 0.67–0.87 ms of server CPU per call instead of 0.97–1.40 ms; ``compare.py``'s MCP row went from
0.95× eval-mock to 1.23–1.41× (``performance.md``, "MCP over stdio: the lines on the event loop"). When
the client gave us pipes or sockets (what every MCP client's launcher does), this module reads and writes
them with the loop's own pipe transports and hands them to the same ``stdio_server()`` as explicit
streams; the SDK still parses, dispatches and serialises every message.

It keeps what the SDK's claim of the standard streams guarantees: while serving, file descriptor 0 reads
the null device and 1 writes to stderr, so a stray ``print`` from a handler cannot corrupt the wire (what
``sys.stdout`` still buffers is flushed there before the descriptors move back); both are restored on
exit, and the pipes are put back in blocking mode. Lines are what the SDK's text wrapper gives: UTF-8
with undecodable bytes replaced, universal newlines (``\\r\\n`` and a lone ``\\r`` end a line as ``\\n``
does). On a terminal, a file or Windows, :func:`usable` is false and the SDK's own streams serve as
before.
"""

from __future__ import annotations

import asyncio
import os
import re
import stat
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager, suppress
from typing import Any

#: What ends a line in universal-newline mode (``io.TextIOWrapper(newline=None)``).
_LINE_END = re.compile(rb"\r\n|\r|\n")

#: A line longer than this is still read whole (the reader's limit is only a guard against a client
#: that never sends a newline; the SDK's text wrapper has none).
_LINE_LIMIT = 1 << 30


def usable() -> bool:
    """True when stdin and stdout are pipes or sockets the event loop can watch (not on Windows)."""
    if sys.platform == "win32":  # pragma: no cover - POSIX only
        return False
    for fd in (0, 1):
        try:
            mode = os.fstat(fd).st_mode
        except OSError:
            return False
        if not (stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode)):
            return False
    return True


def split_lines(chunk: bytes) -> list[bytes]:
    """One ``readline()`` chunk as the lines a text wrapper would give, each ending in ``\\n``.

    A chunk from ``StreamReader.readline`` ends at its first ``\\n`` (or at end of input); a ``\\r``
    inside it ends lines too. JSON-RPC messages never hold a raw ``\\r`` (JSON escapes it inside
    strings), so this only matters between messages.
    """
    if b"\r" not in chunk:
        return [chunk]
    lines: list[bytes] = []
    start = 0
    for end in _LINE_END.finditer(chunk):
        lines.append(chunk[start : end.start()] + b"\n")
        start = end.end()
    if start < len(chunk):
        lines.append(chunk[start:])
    return lines


class LineReader:
    """The client's lines as text: what the SDK's ``stdin_reader`` iterates over."""

    def __init__(self, reader: asyncio.StreamReader) -> None:
        self._reader = reader
        self._pending: list[bytes] = []

    def __aiter__(self) -> LineReader:
        return self

    async def __anext__(self) -> str:
        while not self._pending:
            chunk = await self._reader.readline()
            if not chunk:
                raise StopAsyncIteration
            self._pending = split_lines(chunk)
        return self._pending.pop(0).decode("utf-8", errors="replace")


class _WriteProtocol(asyncio.Protocol):
    """Flow control for the write pipe: ``drain`` waits while the client is not reading."""

    def __init__(self) -> None:
        self._paused = False
        self._waiters: list[asyncio.Future[None]] = []
        self._lost: Exception | None = None

    def pause_writing(self) -> None:
        self._paused = True

    def resume_writing(self) -> None:
        self._paused = False
        self._wake(None)

    def connection_lost(self, exc: Exception | None) -> None:
        self._lost = exc or BrokenPipeError("the MCP client closed its end of stdout")
        self._wake(self._lost)

    def _wake(self, exc: Exception | None) -> None:
        waiters, self._waiters = self._waiters, []
        for waiter in waiters:
            if not waiter.done():
                if exc is None:
                    waiter.set_result(None)
                else:
                    waiter.set_exception(exc)

    async def drain(self) -> None:
        if self._lost is not None:
            raise self._lost
        if not self._paused:
            return
        waiter: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._waiters.append(waiter)
        await waiter


class LineWriter:
    """What the SDK's ``stdout_writer`` writes to: ``write`` queues the bytes, ``flush`` waits for room."""

    def __init__(self, transport: asyncio.WriteTransport, protocol: _WriteProtocol) -> None:
        self._transport = transport
        self._protocol = protocol

    async def write(self, text: str) -> int:
        if self._protocol._lost is not None:
            raise self._protocol._lost
        self._transport.write(text.encode("utf-8"))
        return len(text)

    async def flush(self) -> None:
        await self._protocol.drain()


def _claim(fd: int, divert_to: int) -> int:
    """Move ``fd``'s stream to a private descriptor (close-on-exec, above 2) and point ``fd`` elsewhere."""
    import fcntl

    private = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 3)
    os.dup2(divert_to, fd)
    return private


def _restore(fd: int, private: int) -> None:
    with suppress(OSError):
        os.set_blocking(private, True)
    with suppress(OSError):
        os.dup2(private, fd)
    with suppress(OSError):
        os.close(private)


@asynccontextmanager
async def native_stdio() -> AsyncIterator[tuple[Any, Any]]:
    """``(stdin, stdout)`` for ``mcp.server.stdio.stdio_server(stdin=…, stdout=…)``, on the loop's pipes."""
    loop = asyncio.get_running_loop()
    devnull = os.open(os.devnull, os.O_RDONLY)
    try:
        private_in = _claim(0, devnull)
    finally:
        os.close(devnull)
    try:
        private_out = _claim(1, 2)
    except OSError:
        _restore(0, private_in)
        raise
    read_transport: asyncio.BaseTransport | None = None
    write_transport: asyncio.BaseTransport | None = None
    try:
        reader = asyncio.StreamReader(limit=_LINE_LIMIT)
        read_transport, _ = await loop.connect_read_pipe(
            lambda: asyncio.StreamReaderProtocol(reader), os.fdopen(os.dup(private_in), "rb", buffering=0)
        )
        write_transport, protocol = await loop.connect_write_pipe(
            _WriteProtocol, os.fdopen(os.dup(private_out), "wb", buffering=0)
        )
        assert isinstance(write_transport, asyncio.WriteTransport)
        yield LineReader(reader), LineWriter(write_transport, protocol)
    finally:
        for transport in (read_transport, write_transport):
            if transport is not None:
                transport.close()
        await asyncio.sleep(0)  # let the transports' close callbacks run before the descriptors move
        with suppress(Exception):  # what a handler printed is still buffered: it belongs on stderr
            sys.stdout.flush()
        _restore(1, private_out)
        _restore(0, private_in)
