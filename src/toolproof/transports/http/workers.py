"""``serve --workers N``: N worker processes, each owning its worlds, behind one listening port.

A world is an in-memory SQLite database, so it lives in exactly one process. Each world id names its
worker (:func:`~toolproof.transports.http.relay.worker_of`, a CRC of the id), and each worker's hub
only makes ids that name it. The main process accepts on the port and hands each connection to the
worker owning the world its first request names (:mod:`.handoff`: the socket itself, so the worker
serves it directly); the rest it relays (:mod:`.relay`). Workers exit when the router does, even if it
is killed.

Each worker listens on two Unix sockets: ``w{i}.sock``, where the relay sends requests, and
``w{i}.ctl``, where the router sends sockets. The router listens on ``router.sock`` too, where workers
send the requests of a handed connection that belong to another worker (:mod:`.forward`).
"""

from __future__ import annotations

import asyncio
import contextlib
import multiprocessing
import os
import signal
import socket
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from toolproof.faults import FaultPlan
from toolproof.transports.http.app import ToolproofApp
from toolproof.transports.http.forward import Forwarder
from toolproof.transports.http.handoff import Dispatcher, accept_handed, connect
from toolproof.transports.http.hub import WorldHub
from toolproof.transports.http.protocol import ConnectionLimits, run_loop
from toolproof.transports.http.relay import HEAD_LIMIT, Router, worker_of

#: Environment variable: ``relay`` makes ``serve --workers`` relay every request through the router
#: instead of handing connections to the workers (the benchmark's baseline).
HANDOFF_ENV = "TOOLPROOF_WORKER_HANDOFF"


@dataclass(frozen=True, slots=True)
class WorkerSpec:
    """What a worker process needs to build its hub (picklable: workers are spawned)."""

    index: int
    workers: int
    socket_path: str
    services: list[str]
    seed: int
    fixture: str
    admin_token: str
    instance: str
    faults: dict[str, Any] | None
    rate_limits: bool
    ready_world: str | None
    connections: ConnectionLimits
    state_dir: str | None = None
    #: Where the router takes sockets handed over (``None``: requests arrive only through the relay).
    control_path: str | None = None
    #: The router's Unix socket, for admin requests this worker forwards.
    router_path: str | None = None
    #: Every worker's relay socket, for requests of another worker's world this worker forwards.
    worker_paths: tuple[str, ...] = ()


def new_world_id(instance: str, index: int, workers: int) -> str:
    """A fresh world id with this run's prefix that :func:`worker_of` maps to ``index``."""
    while True:
        candidate = instance + os.urandom(6).hex()
        if worker_of(candidate, workers) == index:
            return candidate


def _worker_main(spec: WorkerSpec) -> None:  # pragma: no cover - runs in a child process
    import uvicorn

    from toolproof.transports.http.server import server_config

    parent = os.getppid()

    def orphaned() -> None:
        while True:
            time.sleep(0.5)
            if os.getppid() != parent:
                os._exit(0)

    threading.Thread(target=orphaned, daemon=True).start()
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the router stops workers with SIGTERM
    plan = None if spec.faults is None else FaultPlan.from_data(spec.faults)
    hub = WorldHub(
        spec.services, seed=spec.seed, fixture=spec.fixture, faults=plan, rate_limits=spec.rate_limits
    )
    hub.instance = spec.instance
    hub.new_id = lambda: new_world_id(spec.instance, spec.index, spec.workers)  # type: ignore[method-assign]
    app = ToolproofApp(hub, admin_token=spec.admin_token)
    app.owns = lambda world_id: worker_of(world_id, spec.workers) == spec.index
    if spec.router_path is not None:
        app.forward = Forwarder(list(spec.worker_paths), spec.router_path)
    if spec.state_dir is not None:
        from toolproof.transports.http.persist import StateDir

        store = StateDir(spec.state_dir)
        store.load(hub, keep=app.owns)
        app.state_dir = store
    if spec.ready_world is not None and hub.get(spec.ready_world) is None:
        hub.create(world_id=spec.ready_world)
    control = None
    if spec.control_path is not None:
        # Bound before the relay's socket: the router connects to it once the relay's socket accepts.
        control = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        control.bind(spec.control_path)
        control.listen(8)
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.bind(spec.socket_path)
    sock.listen(1024)
    config = server_config(app, spec.connections)
    server = uvicorn.Server(config)
    run_loop(_serve_worker(server, config, sock, control), config.loop)  # type: ignore[arg-type]


async def _serve_worker(  # pragma: no cover - runs in a child process
    server: Any, config: Any, sock: socket.socket, control: socket.socket | None
) -> None:
    """uvicorn on the relay's socket and, once it is up, the sockets the router hands over served with
    the same protocol (uvicorn's own factory: same settings, same connection bookkeeping)."""
    serving = asyncio.ensure_future(server.serve(sockets=[sock]))
    while control is not None and not server.started and not serving.done():
        await asyncio.sleep(0.01)
    stop = None
    if control is not None and server.started:

        def factory() -> asyncio.Protocol:
            protocol: asyncio.Protocol = config.http_protocol_class(
                config=config, server_state=server.server_state, app_state=server.lifespan.state
            )
            return protocol

        stop = accept_handed(control, factory)
    try:
        await serving
    finally:
        if stop is not None:
            stop()


class WorkerPool:
    """The worker processes and the router of one ``serve --workers N``."""

    def __init__(
        self,
        services: Sequence[str],
        *,
        workers: int,
        seed: int,
        fixture: str,
        admin_token: str,
        faults: FaultPlan | None,
        rate_limits: bool,
        connections: ConnectionLimits,
        state_dir: str | None = None,
        handoff: bool | None = None,
    ) -> None:
        """``handoff=False`` relays every request through the router (what ``--workers`` did before
        connections were handed over; kept to measure against). By default connections are handed
        over, unless :data:`HANDOFF_ENV` is ``relay``."""
        self.workers = workers
        if handoff is None:
            handoff = os.environ.get(HANDOFF_ENV, "").strip().lower() != "relay"
        self.handoff = handoff
        self._dir = tempfile.mkdtemp(prefix="toolproof-workers-")
        self.sockets = [str(Path(self._dir) / f"w{i}.sock") for i in range(workers)]
        self.controls = [str(Path(self._dir) / f"w{i}.ctl") for i in range(workers)]
        self.router_path = str(Path(self._dir) / "router.sock")
        self.hub = WorldHub(services, seed=seed, fixture=fixture)  # no worlds: dialects and mounts only
        self.app = ToolproofApp(self.hub, admin_token=admin_token)
        saved = (
            sorted(p.name for p in (Path(state_dir) / "worlds").glob("*") if p.is_dir()) if state_dir else []
        )
        # After a restart with --state-dir the first saved world is the ready one again.
        self.ready_world = saved[0] if saved else new_world_id(self.hub.instance, 0, workers)
        context = multiprocessing.get_context("spawn")
        self.processes = [
            context.Process(
                target=_worker_main,
                args=(
                    WorkerSpec(
                        index=i,
                        workers=workers,
                        socket_path=self.sockets[i],
                        services=list(services),
                        seed=seed,
                        fixture=fixture,
                        admin_token=admin_token,
                        instance=self.hub.instance,
                        faults=None if faults is None else faults.to_data(),
                        rate_limits=rate_limits,
                        ready_world=self.ready_world if i == worker_of(self.ready_world, workers) else None,
                        connections=connections,
                        state_dir=state_dir,
                        control_path=self.controls[i] if handoff else None,
                        router_path=self.router_path if handoff else None,
                        worker_paths=tuple(self.sockets),
                    ),
                ),
                name=f"toolproof-worker-{i}",
                daemon=True,
            )
            for i in range(workers)
        ]
        self.router = Router(self.app, self.sockets, connections)
        self.dispatcher: Dispatcher | None = None

    def start(self, timeout: float = 60.0) -> None:
        for process in self.processes:
            process.start()
        deadline = time.monotonic() + timeout
        for path, process in zip(self.sockets, self.processes, strict=True):
            while not _accepts(path):
                if not process.is_alive():
                    raise RuntimeError(f"worker {process.name} exited with code {process.exitcode}")
                if time.monotonic() > deadline:
                    raise RuntimeError(f"worker {process.name} did not start within {timeout:g} s")
                time.sleep(0.05)
        if self.handoff:
            # Each worker binds its control socket before its relay socket, which accepts by now.
            self.dispatcher = Dispatcher(self.router, [connect(path) for path in self.controls])

    def stop(self) -> None:
        for process in self.processes:
            if process.is_alive():
                process.terminate()
        for process in self.processes:
            process.join(timeout=10)
            if process.is_alive():
                process.kill()
        if self.dispatcher is not None:
            for control in self.dispatcher.controls:
                if control is not None:
                    control.close()
        for path in [*self.sockets, *self.controls, self.router_path]:
            with contextlib.suppress(OSError):
                os.unlink(path)
        with contextlib.suppress(OSError):
            os.rmdir(self._dir)

    async def serve(self, sock: socket.socket, stop: asyncio.Event | None = None) -> None:
        """Route until ``stop`` is set (or, without one, until SIGINT/SIGTERM)."""
        if stop is None:
            stop = asyncio.Event()
            loop = asyncio.get_running_loop()
            for sig in (signal.SIGINT, signal.SIGTERM):
                loop.add_signal_handler(sig, stop.set)
        if self.dispatcher is None:
            server = await asyncio.start_server(self.router.serve_client, sock=sock, limit=HEAD_LIMIT)
            async with server:
                await stop.wait()
                server.close()
            return
        dispatcher = self.dispatcher
        with contextlib.suppress(OSError):
            os.unlink(self.router_path)
        inner = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        inner.bind(self.router_path)
        inner.listen(1024)
        loops = [asyncio.ensure_future(dispatcher.accept_forever(s)) for s in (sock, inner)]
        try:
            await stop.wait()
        finally:
            for task in loops:
                task.cancel()
            dispatcher.cancel()
            await asyncio.gather(*loops, return_exceptions=True)
            inner.close()


def _accepts(path: str) -> bool:
    probe = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        probe.connect(path)
    except OSError:
        return False
    finally:
        probe.close()
    return True


def run_with_workers(
    pool: WorkerPool, sock: socket.socket, on_started: Callable[[], None] | None = None
) -> None:
    """Start the workers, route until interrupted, then stop the workers."""
    pool.start()
    try:
        if on_started is not None:
            on_started()
        run_loop(pool.serve(sock))
    finally:
        pool.stop()
