"""Listening sockets for the servers toolproof runs (doubles, MCP, the scripted LLM)."""

from __future__ import annotations

import socket


def listening_socket(host: str, port: int, backlog: int = 256) -> socket.socket:
    """A bound, listening, non-blocking TCP socket (``port=0`` picks a free one).

    uvicorn writes a response's head and body separately; with Nagle's algorithm the body then waits
    for the client's delayed ACK (~40 ms per request on a kept-alive connection). Accepted sockets
    inherit ``TCP_NODELAY`` from the listening one on Linux, so it is set here once.
    """
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    sock.bind((host, port))
    sock.listen(backlog)
    sock.setblocking(False)
    return sock


def http_url(host: str, port: int) -> str:
    """``http://host:port``, bracketing IPv6 hosts."""
    return f"http://[{host}]:{port}" if ":" in host else f"http://{host}:{port}"
