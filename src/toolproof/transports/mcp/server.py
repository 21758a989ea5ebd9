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
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import anyio
import uvicorn
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Receive, Scope, Send

from toolproof import __version__
from toolproof.faults import FaultPlan, install
from toolproof.service import registry
from toolproof.service.operation import Operation
from toolproof.transports.http.admin import ADMIN_TOKEN_REQUIRED, is_admin
from toolproof.transports.http.app import ToolproofApp
from toolproof.transports.http.fair import FairScheduler
from toolproof.transports.http.hub import WorldHub
from toolproof.transports.http.protocol import ConnectionLimits, plain_reject, uvicorn_options
from toolproof.transports.mcp import sdk
from toolproof.transports.mcp.episodes import EpisodeFactory, EpisodeMode
from toolproof.transports.mcp.results import ToolOutcome, call_tool_coded, outcome_of
from toolproof.transports.mcp.sdk import SESSION_HEADER, STDIO_SESSION
from toolproof.transports.mcp.sessions import (
    SessionLimits,
    WorldGone,
    WorldSource,
)
from toolproof.transports.mcp.surfaces import SessionSurfaces, Surfaced, surfaced_outcome
from toolproof.transports.sockets import http_url, listening_socket
from toolproof.transports.tools import accepts_idempotency_key, mcp_annotations, parameters_schema, plain_text
from toolproof.transports.toolsets import OPENAI_TOOL_LIMIT, select_operations
from toolproof.world import World
from toolproof.world.ledger import RESPONSE_BUDGET

#: Called on every new world before its first call (install a fault plan, switch off rate limits…).
ConfigureWorld = Callable[[World], None]

#: Admin route listing episodes and their grades (HTTP, ``--task``).
EPISODES_PATH = "/_toolproof/mcp/episodes"

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


#: Tool slots a task's MCP server keeps free for its own tools (wait, finish, and room to grow).
HARNESS_ROOM = 4


class McpTools:
    """The tools of ``services`` and how a call on one of them is answered (plus an episode mode's own
    tools, e.g. a task's ``finish``)."""

    def __init__(
        self,
        services: Sequence[str],
        worlds: WorldSource,
        episodes: EpisodeMode | None = None,
        scheduler: FairScheduler | None = None,
        *,
        keep: Iterable[str] = (),
        limit: int | None = None,
        surfaces: SessionSurfaces | None = None,
    ) -> None:
        """With ``limit``, at most that many operations are listed: those in ``keep`` (a task's), their
        siblings, then reads (:mod:`toolproof.transports.toolsets`), so a client that forwards the
        list to a provider stays under its cap. With ``surfaces`` (an interface variant or a
        perturbation; not with episodes), each session sees and calls the tools its surface shows."""
        if surfaces is not None and episodes is not None:
            raise ValueError("an interface variant or perturbation cannot be combined with a task yet")
        self.services = list(services)
        self.worlds = worlds
        self.episodes = episodes
        self.scheduler = scheduler
        self.surfaces = surfaces
        self.operations: dict[str, Operation] = {}
        self.specs: list[sdk.ToolSpec] = []
        self.harness: frozenset[str] = frozenset()
        if surfaces is not None:
            self.specs = list(surfaces.specs)
            return
        every = [op for name in self.services for op in registry.get(name).operations.values()]
        listed = {op.name for op in select_operations(every, keep, limit)}
        for name in self.services:
            svc = registry.get(name)
            for op in sorted(svc.operations.values(), key=lambda o: o.name):
                if op.name not in listed:
                    continue
                if op.tool_name in self.operations:
                    raise ValueError(f"{op.name} and {self.operations[op.tool_name].name} share a tool name")
                self.operations[op.tool_name] = op
                schema = parameters_schema(op, idempotency_key=accepts_idempotency_key(svc, op))
                description = plain_text((op.description or op.summary or op.name).strip())
                self.specs.append(sdk.ToolSpec(op.tool_name, description, schema, mcp_annotations(op)))
        if episodes is not None:
            own = list(episodes.tools)
            self.harness = frozenset(spec.name for spec in own)
            self.specs += own

    def list_for(self, session: str | None) -> list[sdk.ToolSpec]:
        """The tools ``session`` is shown now (its surface's, once it has called: drift changes them)."""
        if self.surfaces is None or session is None:
            return self.specs
        try:
            world = self.worlds.world_for(session)
        except WorldGone:
            return self.specs
        return self.surfaces.specs_of(self.surfaces.known(world.id))

    async def _surface_call(
        self, surfaces: SessionSurfaces, session: str | None, name: str, arguments: Mapping[str, Any] | None
    ) -> ToolOutcome | None:
        if session is None:
            return ToolOutcome((NO_SESSION,), None, True, {})
        try:
            world = self.worlds.world_for(session)
        except WorldGone as gone:
            return ToolOutcome((str(gone),), None, True, {})

        def run() -> Surfaced | None:
            return surfaces.call(world, name, arguments)

        done = await self.scheduler.run(world.id, run) if self.scheduler is not None else run()
        if done is None:
            return None
        if done.response.delay > 0 and done.service is not None:
            with world.hold(done.service):
                await anyio.sleep(done.response.delay)
        return surfaced_outcome(done.response, done.notes, world_id=world.id, error_code=done.error_code)

    async def call(
        self, session: str | None, name: str, arguments: Mapping[str, Any] | None
    ) -> ToolOutcome | None:
        if self.surfaces is not None:
            return await self._surface_call(self.surfaces, session, name, arguments)
        op = self.operations.get(name)
        harness = name in self.harness
        if op is None and not harness:
            return None
        if session is None:
            return ToolOutcome((NO_SESSION,), None, True, {})
        try:
            world = self.worlds.world_for(session)
        except WorldGone as gone:
            return ToolOutcome((str(gone),), None, True, {})
        if harness and self.episodes is not None:
            return await self.episodes.call(world, name, arguments)
        assert op is not None
        # The call itself runs to completion in one turn, like an in-process call (which the fault
        # injector does not count as in flight); injected wall-clock latency keeps the request in
        # flight, so concurrent tool calls overlap exactly while one of them waits. Turns are fair
        # across worlds when a hub serves them (HTTP).
        if self.scheduler is not None:
            response, code = await self.scheduler.run(world.id, lambda: call_tool_coded(world, op, arguments))
        else:
            response, code = call_tool_coded(world, op, arguments)
        if self.episodes is not None and self.episodes.ended(world):
            # Refused by the sealed world (and recorded in its ledger); the agent is told plainly.
            return ToolOutcome(("The task is finished: no more calls.",), None, True, {})
        if response.delay > 0:
            with world.hold(op.service):
                await anyio.sleep(response.delay)
        return outcome_of(response, world_id=world.id, error_code=code)

    def server(self, *, sessions_required: bool) -> Any:
        instructions = _instructions(self.services)
        documents: tuple[sdk.Document, ...] = ()
        if self.episodes is not None:
            documents = (self.episodes.document(),)
            instructions = self.episodes.instructions() + "\n\n" + instructions
        return sdk.build_server(
            self.specs if self.surfaces is None else self.list_for,
            self.call,
            name="toolproof",
            version=__version__,
            instructions=instructions,
            sessions_required=sessions_required,
            documents=documents,
        )


def episode_tools(
    services: Sequence[str],
    episodes: EpisodeMode,
    *,
    hub: WorldHub | None = None,
    limits: SessionLimits | None = None,
) -> McpTools:
    """The tools of ``services`` plus the mode's own, one episode per session (worlds from it).

    An ended session's episode is settled (grade fixed, world sealed); with a ``hub`` its world is let
    go once the grade has been read or more than ``keep_ended`` ended sessions hold one.
    """
    limits = limits or SessionLimits()
    worlds = WorldSource(
        episodes.new_world,
        hub=hub,
        idle_seconds=limits.idle_seconds,
        max_sessions=limits.max_sessions,
        keep_ended=limits.keep_ended,
        on_end=episodes.end,
    )
    if hub is not None:
        episodes.on_read = worlds.release
    # Room for the harness tools (wait, finish, and any a mode adds) under OpenAI's cap.
    return McpTools(
        services,
        worlds,
        episodes,
        None if hub is None else hub.scheduler,
        keep=episodes.keep,
        limit=OPENAI_TOOL_LIMIT - HARNESS_ROOM,
    )


def session_surfaces(
    services: Sequence[str], interface: str | None, perturbation: str | None, seed: int = 0
) -> SessionSurfaces | None:
    """Each session's view under ``interface`` and the ``perturbation`` condition (one type or ``a+b``),
    or ``None`` for the vendor's tools as they are. Raises ``ValueError`` (one line) for an unknown
    name, several conditions, or one that cannot apply to ``services``."""
    from toolproof.interfaces import parse_interfaces
    from toolproof.perturb import parse_perturbations

    chosen = parse_interfaces(interface) if interface else ["vendor"]
    conditions = parse_perturbations(perturbation) if perturbation else []
    if len(chosen) > 1 or len(conditions) > 1:
        raise ValueError(
            "a server shows one interface and one perturbation condition (compose types with a+b); "
            "`toolproof run` compares several"
        )
    if chosen == ["vendor"] and not conditions:
        return None
    return SessionSurfaces(
        list(services), interface=chosen[0], perturbation=conditions[0] if conditions else None, seed=seed
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
    interface: str | None = None,
    perturbation: str | None = None,
) -> World:
    """Serve one MCP client over stdin/stdout with one world; returns the world when the client leaves.

    ``faults`` is installed on the world exactly as ``serve --faults`` installs it over HTTP;
    ``interface`` and ``perturbation`` change what the client is shown (:func:`session_surfaces`).
    """
    names = _check(services)
    surfaces = session_surfaces(names, interface, perturbation, seed)
    world = World(names, seed=seed, fixture=fixture)
    world.wall_clock_resources = True  # the client really waits between calls, as over HTTP
    world.ledger.response_budget = RESPONSE_BUDGET  # as a served world's: responses kept for evidence
    if faults is not None:
        install(world, faults)
    if configure is not None:
        configure(world)
    tools = McpTools(names, WorldSource(lambda: world, single=world), surfaces=surfaces)
    sdk.run_stdio(tools.server(sessions_required=False))
    return world


def serve_episodes_stdio(
    services: Sequence[str], episodes: EpisodeMode, *, faults: FaultPlan | None = None
) -> World:
    """Serve one MCP client over stdin/stdout as one episode of ``episodes``; returns its world, the
    episode settled, when the client leaves.

    The world is built before serving, so a broken episode fails fast; ``faults`` is installed on it.
    """
    tools = episode_tools(services, episodes)
    world = tools.worlds.world_for(STDIO_SESSION)
    if faults is not None:
        install(world, faults)
    sdk.run_stdio(tools.server(sessions_required=False))
    episodes.end(world)  # the client is gone: the grade is fixed now
    return world


def _header(scope: Scope, name: str) -> str | None:
    wanted = name.encode("latin-1")
    for key, value in scope.get("headers", []):
        if key.lower() == wanted:
            return str(value.decode("latin-1"))
    return None


class _Routes:
    """``/mcp`` to the MCP app (which also owns the lifespan); everything else to the HTTP app."""

    def __init__(
        self,
        mcp_app: ASGIApp,
        http_app: ToolproofApp,
        path: str,
        *,
        admin_token: str,
        episodes: EpisodeMode | None = None,
        worlds: WorldSource | None = None,
    ) -> None:
        self.mcp_app, self.http_app, self.path = mcp_app, http_app, path

        self.admin_token, self.episodes, self.worlds = admin_token, episodes, worlds

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":
            await self.mcp_app(scope, receive, send)
            return
        path: str = scope.get("path", "")
        if path == EPISODES_PATH and scope["type"] == "http":
            await self._episodes(scope, receive, send)
            return
        if path == self.path or path.startswith(self.path + "/"):
            await self.mcp_app(scope, receive, send)
            if scope["type"] == "http" and scope.get("method") == "DELETE" and self.worlds is not None:
                # The client closed its session: settle its episode and let its world go in time.
                session = _header(scope, SESSION_HEADER)
                if session:
                    self.worlds.end(session)
            return
        await self.http_app(scope, receive, send)

    async def _episodes(self, scope: Scope, receive: Receive, send: Send) -> None:
        """``GET /_toolproof/mcp/episodes``: each session's episode and its grade (admin token).

        Reading settles nothing, but the worlds of ended episodes whose grade has now been read are
        let go (the grades stay listed).
        """
        request = Request(scope, receive)
        if not is_admin(request.headers, self.admin_token):
            error = {"error": {"code": "admin_token_required", "message": ADMIN_TOKEN_REQUIRED}}
            await JSONResponse(error, status_code=401)(scope, receive, send)
            return
        reports = [] if self.episodes is None else self.episodes.read_reports()
        await JSONResponse({"episodes": reports})(scope, receive, send)


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
    episodes: EpisodeFactory | None = None,
    limits: SessionLimits | None = None,
    interface: str | None = None,
    perturbation: str | None = None,
) -> tuple[ASGIApp, WorldHub, str]:
    """The ASGI app serving MCP at ``/mcp`` plus the vendor APIs and admin surface of the same hub.

    ``faults`` is installed on every session's world (the hub installs it on each world it creates).
    With ``episodes``, each session is an episode its factory makes (given how to create a world; e.g.
    :func:`toolproof.runs.mcp_task.task_episodes`).
    """
    names = _check(services)
    surfaces = session_surfaces(names, interface, perturbation, seed)
    if surfaces is not None and episodes is not None:
        raise ValueError(
            "--interface/--perturb cannot be combined with --task yet: "
            "`toolproof run --task ID --interface … --perturb …` runs a task under them"
        )
    hub = WorldHub(names, seed=seed, fixture=fixture, faults=faults)
    token = admin_token or "tpadm_" + secrets.token_hex(16)

    def create() -> World:
        world = hub.create()
        if configure is not None:
            configure(world)
        return world

    limits = limits or SessionLimits()
    if episodes is None:
        worlds = WorldSource(
            create,
            hub=hub,
            idle_seconds=limits.idle_seconds,
            max_sessions=limits.max_sessions,
            keep_ended=limits.keep_ended,
        )
        tools = McpTools(names, worlds, scheduler=hub.scheduler, surfaces=surfaces)
    else:
        tools = episode_tools(names, episodes(create), hub=hub, limits=limits)
    mcp_app = sdk.streamable_http_app(
        tools.server(sessions_required=True),
        host=host,
        idle_seconds=limits.idle_seconds,
        max_sessions=limits.max_sessions,
    )
    http_app = ToolproofApp(hub, admin_token=token)
    routes = _Routes(
        mcp_app, http_app, "/mcp", admin_token=token, episodes=tools.episodes, worlds=tools.worlds
    )
    return routes, hub, token


def _config(app: ASGIApp) -> uvicorn.Config:
    """uvicorn settings: lifespan on (it runs the MCP session manager), connection limits enforced."""
    reject = app.http_app.reject_unparsable if isinstance(app, _Routes) else plain_reject
    return uvicorn.Config(
        app,
        log_level="warning",
        lifespan="on",
        access_log=False,
        **uvicorn_options(ConnectionLimits(), reject),
    )


def _info(host: str, sock: socket.socket, token: str) -> McpHttpInfo:
    base = http_url(host, sock.getsockname()[1])
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
    episodes: EpisodeFactory | None = None,
    limits: SessionLimits | None = None,
    interface: str | None = None,
    perturbation: str | None = None,
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
        episodes=episodes,
        limits=limits,
        interface=interface,
        perturbation=perturbation,
    )
    sock = listening_socket(host, port)
    server = uvicorn.Server(_config(app))
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
    episodes: EpisodeFactory | None = None,
    limits: SessionLimits | None = None,
    interface: str | None = None,
    perturbation: str | None = None,
) -> RunningMcpServer:
    """Start an MCP HTTP server on a free loopback port in a daemon thread; wait until it accepts."""
    app, hub, token = build_http_app(
        services,
        seed=seed,
        fixture=fixture,
        host=host,
        faults=faults,
        configure=configure,
        episodes=episodes,
        limits=limits,
        interface=interface,
        perturbation=perturbation,
    )
    sock = listening_socket(host, 0)
    server = uvicorn.Server(_config(app))
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
