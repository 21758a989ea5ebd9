"""A world's operations as MCP tools, one world per MCP session, over stdio or streamable HTTP.

``toolproof mcp --services stripe`` runs :func:`serve_stdio`: the client that spawned the process is the
one session, and it gets one world. ``--transport http`` runs :func:`serve_http`: every MCP session
(``Mcp-Session-Id``) gets a fresh world from a :class:`WorldHub`, so two clients never share state,
and the same server also exposes the vendors' HTTP APIs and the admin surface (``/_toolproof``), where
each session's world can be inspected, diffed and reset by id (the id is in every result's
``_meta["toolproof/world"]``).
"""

from __future__ import annotations

import asyncio
import json
import secrets
import socket
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import anyio
import uvicorn
from starlette.types import ASGIApp, Receive, Scope, Send

from toolproof import __version__
from toolproof.faults import FaultPlan, install
from toolproof.service import registry
from toolproof.service.operation import Operation
from toolproof.transports.http.app import ToolproofApp
from toolproof.transports.http.hub import WorldHub
from toolproof.transports.mcp import sdk
from toolproof.transports.mcp.results import ToolOutcome, call_tool, outcome_of
from toolproof.transports.tools import accepts_idempotency_key, mcp_annotations, parameters_schema
from toolproof.world import World

#: Called on every new world before its first call (install a fault plan, switch off rate limits…).
ConfigureWorld = Callable[[World], None]

NO_SESSION = (
    "This toolproof server keeps one world per MCP session, and this request came without one "
    "(the stateless 2026-07-28 protocol over HTTP). Connect with the initialize handshake "
    "(mcp.Client(url, mode='legacy'), or the default mode='auto')."
)


def _instructions(services: Sequence[str]) -> str:
    return (
        f"Tools of stateful doubles of {', '.join(services)}: every call acts on this session's own world "
        "and answers exactly as the real API would (vendor JSON bodies; vendor errors are error results)."
    )


class WorldSource:
    """The world of each MCP session: created on first use, then kept for the session's lifetime."""

    def __init__(self, create: Callable[[], World], *, single: World | None = None) -> None:
        self._create = create
        self._single = single
        self._by_session: dict[str, World] = {}
        self._lock = threading.Lock()

    def world_for(self, session: str) -> World:
        if self._single is not None:
            return self._single
        with self._lock:
            world = self._by_session.get(session)
            if world is None:
                world = self._by_session[session] = self._create()
        return world

    def sessions(self) -> dict[str, str]:
        """Session id → world id, for every session that has made a call."""
        return {session: world.id for session, world in self._by_session.items()}


class McpTools:
    """The tools of ``services`` and how a call on one of them is answered."""

    def __init__(self, services: Sequence[str], worlds: WorldSource) -> None:
        self.services = list(services)
        self.worlds = worlds
        self.operations: dict[str, Operation] = {}
        self.specs: list[sdk.ToolSpec] = []
        for name in self.services:
            svc = registry.get(name)
            for op in sorted(svc.operations.values(), key=lambda o: o.name):
                if op.tool_name in self.operations:
                    raise ValueError(f"{op.name} and {self.operations[op.tool_name].name} share a tool name")
                self.operations[op.tool_name] = op
                schema = parameters_schema(op, idempotency_key=accepts_idempotency_key(svc, op))
                description = (op.description or op.summary or op.name).strip()
                self.specs.append(sdk.ToolSpec(op.tool_name, description, schema, mcp_annotations(op)))

    async def call(
        self, session: str | None, name: str, arguments: Mapping[str, Any] | None
    ) -> ToolOutcome | None:
        op = self.operations.get(name)
        if op is None:
            return None
        if session is None:
            return ToolOutcome((NO_SESSION,), None, True, {})
        world = self.worlds.world_for(session)
        # The call itself runs to completion without yielding, like an in-process call (which the
        # fault injector does not count as in flight); injected wall-clock latency keeps the request
        # in flight, so concurrent tool calls overlap exactly while one of them waits.
        response = call_tool(world, op, arguments)
        if response.delay > 0:
            with world.hold(op.service):
                await anyio.sleep(response.delay)
        return outcome_of(response, world_id=world.id)

    def server(self, *, sessions_required: bool) -> Any:
        return sdk.build_server(
            self.specs,
            self.call,
            name="toolproof",
            version=__version__,
            instructions=_instructions(self.services),
            sessions_required=sessions_required,
        )


def _check(services: Sequence[str]) -> list[str]:
    names = list(services) or registry.available()
    for name in names:
        registry.get(name)  # raises UnknownService with the list of what exists
    return names


def serve_stdio(
    services: Sequence[str],
    *,
    seed: int = 0,
    fixture: str = "default",
    faults: FaultPlan | None = None,
    configure: ConfigureWorld | None = None,
) -> World:
    """Serve one MCP client over stdin/stdout with one world; returns the world when the client leaves.

    ``faults`` is installed on the world exactly as ``serve --faults`` installs it over HTTP.
    """
    names = _check(services)
    world = World(names, seed=seed, fixture=fixture)
    world.wall_clock_resources = True  # the client really waits between calls, as over HTTP
    if faults is not None:
        install(world, faults)
    if configure is not None:
        configure(world)
    tools = McpTools(names, WorldSource(lambda: world, single=world))
    sdk.run_stdio(tools.server(sessions_required=False))
    return world


class _Routes:
    """``/mcp`` to the MCP app (which also owns the lifespan); everything else to the HTTP app."""

    def __init__(self, mcp_app: ASGIApp, http_app: ASGIApp, path: str) -> None:
        self.mcp_app, self.http_app, self.path = mcp_app, http_app, path

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":
            await self.mcp_app(scope, receive, send)
            return
        path: str = scope.get("path", "")
        if path == self.path or path.startswith(self.path + "/"):
            await self.mcp_app(scope, receive, send)
            return
        await self.http_app(scope, receive, send)


@dataclass(frozen=True, slots=True)
class McpHttpInfo:
    """How to reach a running MCP HTTP server (``toolproof mcp --transport http --json`` prints it)."""

    mcp_url: str
    base_url: str
    admin_token: str

    def to_dict(self) -> dict[str, str]:
        return {
            "mcp_url": self.mcp_url,
            "base_url": self.base_url,
            "admin_url": self.base_url + "/_toolproof",
            "admin_token": self.admin_token,
        }


def build_http_app(
    services: Sequence[str],
    *,
    seed: int = 0,
    fixture: str = "default",
    host: str = "127.0.0.1",
    admin_token: str | None = None,
    faults: FaultPlan | None = None,
    configure: ConfigureWorld | None = None,
) -> tuple[ASGIApp, WorldHub, str]:
    """The ASGI app serving MCP at ``/mcp`` plus the vendor APIs and admin surface of the same hub.

    ``faults`` is installed on every session's world (the hub installs it on each world it creates).
    """
    names = _check(services)
    hub = WorldHub(names, seed=seed, fixture=fixture, faults=faults)
    token = admin_token or "tpadm_" + secrets.token_hex(16)

    def create() -> World:
        world = hub.create()
        if configure is not None:
            configure(world)
        return world

    tools = McpTools(names, WorldSource(create))
    mcp_app = sdk.streamable_http_app(tools.server(sessions_required=True), host=host)
    return _Routes(mcp_app, ToolproofApp(hub, admin_token=token), "/mcp"), hub, token


def _bind(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, port))
    sock.listen(256)
    sock.setblocking(False)
    return sock


def _info(host: str, sock: socket.socket, token: str) -> McpHttpInfo:
    port = sock.getsockname()[1]
    base = f"http://[{host}]:{port}" if ":" in host else f"http://{host}:{port}"
    return McpHttpInfo(mcp_url=base + "/mcp", base_url=base, admin_token=token)


def serve_http(
    services: Sequence[str],
    *,
    host: str = "127.0.0.1",
    port: int = 8766,
    seed: int = 0,
    fixture: str = "default",
    admin_token: str | None = None,
    faults: FaultPlan | None = None,
    configure: ConfigureWorld | None = None,
    on_ready: Callable[[McpHttpInfo], None] | None = None,
) -> None:
    """Serve MCP over streamable HTTP until interrupted; ``on_ready(info)`` once the socket listens."""
    app, _hub, token = build_http_app(
        services,
        seed=seed,
        fixture=fixture,
        host=host,
        admin_token=admin_token,
        faults=faults,
        configure=configure,
    )
    sock = _bind(host, port)
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="on", access_log=False))
    if on_ready is not None:
        on_ready(_info(host, sock, token))
    server.run(sockets=[sock])


class RunningMcpServer:
    """An MCP HTTP server on a background thread (tests, notebooks). Use as a context manager."""

    def __init__(self, info: McpHttpInfo, hub: WorldHub, server: uvicorn.Server, thread: threading.Thread):
        self.info, self.hub, self._server, self._thread = info, hub, server, thread

    @property
    def mcp_url(self) -> str:
        return self.info.mcp_url

    def world(self, world_id: str) -> World:
        world = self.hub.get(world_id)
        if world is None:
            raise KeyError(f"no world {world_id!r} on this server")
        return world

    def stop(self) -> None:
        self._server.should_exit = True
        self._thread.join(timeout=10)

    def __enter__(self) -> RunningMcpServer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


def start_http_in_thread(
    services: Sequence[str],
    *,
    host: str = "127.0.0.1",
    seed: int = 0,
    fixture: str = "default",
    faults: FaultPlan | None = None,
    configure: ConfigureWorld | None = None,
) -> RunningMcpServer:
    """Start an MCP HTTP server on a free loopback port in a daemon thread; wait until it accepts."""
    app, hub, token = build_http_app(
        services, seed=seed, fixture=fixture, host=host, faults=faults, configure=configure
    )
    sock = _bind(host, 0)
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="on", access_log=False))
    thread = threading.Thread(
        target=lambda: asyncio.run(server.serve(sockets=[sock])), name="toolproof-mcp", daemon=True
    )
    thread.start()
    for _ in range(1000):
        if server.started:
            break
        thread.join(timeout=0.01)
    else:  # pragma: no cover - would mean uvicorn could not start
        raise RuntimeError("the toolproof MCP server did not start within 10 s")
    return RunningMcpServer(_info(host, sock, token), hub, server, thread)


def info_json(info: McpHttpInfo) -> str:
    return json.dumps(info.to_dict())
