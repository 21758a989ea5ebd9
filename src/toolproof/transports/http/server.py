"""Running the HTTP app under uvicorn: in the foreground for ``toolproof serve``, or in a thread for tests."""

from __future__ import annotations

import logging
import secrets
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import uvicorn

from toolproof.faults import FaultPlan
from toolproof.transports.http.app import ToolproofApp
from toolproof.transports.http.hub import WorldHub
from toolproof.transports.http.persist import StateDir
from toolproof.transports.http.protocol import (
    ConnectionLimits,
    Cycle,
    Loop,
    Parser,
    cycle_name,
    run_loop,
    uvicorn_options,
)
from toolproof.transports.sockets import http_url, listening_socket
from toolproof.world import World


@dataclass(frozen=True, slots=True)
class ServerInfo:
    """How to reach a running server: one line of JSON with ``serve --json``."""

    base_url: str
    admin_token: str
    services: dict[str, str]
    world: str
    credentials: dict[str, dict[str, str]]

    def to_dict(self) -> dict[str, Any]:
        return {
            "base_url": self.base_url,
            "admin_url": self.base_url + "/_toolproof",
            "admin_token": self.admin_token,
            "services": self.services,
            "world": self.world,
            "credentials": self.credentials,
        }


class _QuietDeliberateFaults(logging.Filter):
    """uvicorn logs an error when a response is never started or finished; for injected faults that is
    the point, and the ledger records them, so these lines are noise."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not record.getMessage().startswith("ASGI callable returned without")


logging.getLogger("uvicorn.error").addFilter(_QuietDeliberateFaults())


def build(
    services: Sequence[str],
    *,
    seed: int,
    fixture: str,
    admin_token: str | None,
    faults: FaultPlan | None = None,
    rate_limits: bool = True,
    state_dir: str | None = None,
) -> tuple[ToolproofApp, WorldHub, World, str]:
    hub = WorldHub(services, seed=seed, fixture=fixture, faults=faults, rate_limits=rate_limits)
    token = admin_token or "tpadm_" + secrets.token_hex(16)
    store = None
    if state_dir is not None:
        store = StateDir(state_dir)
        store.load(hub)
    app = ToolproofApp(hub, admin_token=token, state_dir=store)
    world = next(iter(hub.worlds.values())) if hub.worlds else hub.create()
    return app, hub, world, token


def server_config(
    app: ToolproofApp,
    limits: ConnectionLimits,
    parser: Parser | None = None,
    loop: Loop | None = None,
    cycle: Cycle | None = None,
) -> uvicorn.Config:
    """uvicorn settings for ``app``: connection limits enforced, parser refusals in the services' shape,
    on ``parser`` and ``loop``, service requests on our own exchange or (``cycle="asgi"``) uvicorn's
    ASGI cycle (each by default the environment's choice, see :mod:`.protocol`)."""
    direct = app if (cycle or cycle_name()) == "direct" else None
    return uvicorn.Config(
        app,
        log_level="warning",
        lifespan="on",
        access_log=False,
        # No proxy sits in front: the app never reads the client address, so skip the middleware.
        proxy_headers=False,
        **uvicorn_options(limits, app.reject_unparsable, parser, loop, direct),
    )


def info_for(hub: WorldHub, world: World, base_url: str, admin_token: str) -> ServerInfo:
    return ServerInfo(
        base_url=base_url,
        admin_token=admin_token,
        services={name: base_url + svc.mount for name, svc in hub.services.items()},
        world=world.id,
        credentials=hub.credentials(world),
    )


def run_server(
    services: Sequence[str],
    *,
    host: str = "127.0.0.1",
    port: int = 8765,
    seed: int = 0,
    fixture: str = "default",
    admin_token: str | None = None,
    on_ready: Any = None,
    faults: FaultPlan | None = None,
    rate_limits: bool = True,
    connections: ConnectionLimits | None = None,
    state_dir: str | None = None,
) -> None:
    """Serve until interrupted. ``on_ready(info)`` is called once the socket is listening.

    ``faults`` is installed on the ready world and on every world created later. With ``state_dir``
    the worlds saved there are served again (the first of them is the ready world) and kept saved.
    """
    app, hub, world, token = build(
        services,
        seed=seed,
        fixture=fixture,
        admin_token=admin_token,
        faults=faults,
        rate_limits=rate_limits,
        state_dir=state_dir,
    )
    sock = listening_socket(host, port)
    bound_port = sock.getsockname()[1]
    config = server_config(app, connections or ConnectionLimits())
    server = uvicorn.Server(config)
    if on_ready is not None:
        on_ready(info_for(hub, world, http_url(host, bound_port), token))
    server.run(sockets=[sock])


class RunningServer:
    """A server on a background thread (tests, notebooks). Use as a context manager."""

    def __init__(
        self, app: ToolproofApp, hub: WorldHub, world: World, info: ServerInfo, server: uvicorn.Server
    ):
        self.app, self.hub, self.world, self.info, self._server = app, hub, world, info, server
        self._thread: threading.Thread | None = None

    @property
    def base_url(self) -> str:
        return self.info.base_url

    def stop(self) -> None:
        self._server.should_exit = True
        if self._thread is not None:
            self._thread.join(timeout=10)

    def __enter__(self) -> RunningServer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


def start_in_thread(
    services: Sequence[str],
    *,
    host: str = "127.0.0.1",
    port: int = 0,
    seed: int = 0,
    fixture: str = "default",
    admin_token: str | None = None,
    faults: FaultPlan | None = None,
    rate_limits: bool = True,
    connections: ConnectionLimits | None = None,
    parser: Parser | None = None,
    loop: Loop | None = None,
    cycle: Cycle | None = None,
) -> RunningServer:
    """Start a server on a free loopback port in a daemon thread and wait until it accepts connections.

    ``parser``, ``loop`` and ``cycle`` choose the HTTP stack (by default the environment's choice)."""
    app, hub, world, token = build(
        services, seed=seed, fixture=fixture, admin_token=admin_token, faults=faults, rate_limits=rate_limits
    )
    sock = listening_socket(host, port)
    info = info_for(hub, world, http_url(host, sock.getsockname()[1]), token)
    config = server_config(app, connections or ConnectionLimits(), parser, loop, cycle)
    server = uvicorn.Server(config)
    running = RunningServer(app, hub, world, info, server)

    def target() -> None:
        run_loop(server.serve(sockets=[sock]), config.loop)  # type: ignore[arg-type]

    thread = threading.Thread(target=target, name="toolproof-http", daemon=True)
    running._thread = thread
    thread.start()
    for _ in range(500):
        if server.started:
            break
        thread.join(timeout=0.01)
    else:  # pragma: no cover - would mean uvicorn could not start
        raise RuntimeError("the toolproof HTTP server did not start within 5 s")
    return running
