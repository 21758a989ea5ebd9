"""``toolproof view``: the report and the episode pages of a run, served on loopback from its store.

Pages are rendered from ``results.db`` on request, so a run still going (or resumed) shows what is
stored now, and a run written before the report looked like this gets today's pages. Same paths as
on disk (``/report.html``, ``/episodes/<group>.html``), plus ``/results.json``.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from typing import Any

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.routing import Route

from toolproof.report.episode import render_group
from toolproof.report.html import render_html
from toolproof.report.page import esc, shell
from toolproof.report.site import groups
from toolproof.report.stored import StoredRun
from toolproof.transports.sockets import http_url, listening_socket


class _Pages:
    """The run's pages, re-read from the store whenever the number of stored episodes changes."""

    def __init__(self, run: StoredRun) -> None:
        self.run = run
        self.count = -1
        self.report = ""
        self.metrics: dict[str, Any] = {}
        self.groups: dict[str, list[Any]] = {}

    def refresh(self) -> None:
        count = self.run.count()
        if count == self.count:
            return
        results = self.run.results()
        self.metrics = self.run.metrics(results)
        self.report = render_html(self.metrics, results, title=self.run.title)
        self.groups = groups(results)
        self.count = count


def build_app(run: StoredRun) -> Starlette:
    pages = _Pages(run)
    lock = asyncio.Lock()

    async def fresh() -> _Pages:
        async with lock:
            pages.refresh()
        return pages

    async def report(_request: Request) -> Response:
        return HTMLResponse((await fresh()).report)

    async def episode(request: Request) -> Response:
        current = await fresh()
        slug = str(request.path_params["slug"])
        members = current.groups.get(slug)
        if members is None:
            body = (
                f"<h1>No such episode group</h1><p><code>{esc(slug)}</code> is not in this run.</p>"
                "<p><a href='../report.html'>← the report</a></p>"
            )
            return HTMLResponse(shell("not found", body), status_code=404)
        task = run.tasks().get(str(members[0]["task"]))
        return HTMLResponse(render_group(members, task, agents=run.agents, run_title=run.title))

    async def results_json(_request: Request) -> Response:
        return JSONResponse((await fresh()).metrics)

    async def root(_request: Request) -> Response:
        return RedirectResponse("/report.html")

    async def favicon(_request: Request) -> Response:
        return Response(status_code=204)  # browsers ask; a 404 would be a console error

    return Starlette(
        routes=[
            Route("/", root),
            Route("/report.html", report),
            Route("/results.json", results_json),
            Route("/episodes/{slug}.html", episode),
            Route("/favicon.ico", favicon),
        ]
    )


class RunningViewer:
    """A viewer on a background thread (tests); ``url`` is where it listens."""

    def __init__(self, url: str, server: uvicorn.Server, thread: threading.Thread) -> None:
        self.url, self._server, self._thread = url, server, thread

    def stop(self) -> None:
        self._server.should_exit = True
        self._thread.join(timeout=10)

    def __enter__(self) -> RunningViewer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


def _server(run: StoredRun, host: str, port: int) -> tuple[uvicorn.Server, Any, str]:
    sock = listening_socket(host, port)
    config = uvicorn.Config(build_app(run), log_level="warning", lifespan="off", access_log=False)
    return uvicorn.Server(config), sock, http_url(host, sock.getsockname()[1])


def serve(
    run: StoredRun, *, host: str = "127.0.0.1", port: int = 8770, on_ready: Callable[[str], None]
) -> None:
    """Serve until interrupted; ``on_ready(url)`` once listening (``OSError`` if the port is taken)."""
    server, sock, url = _server(run, host, port)
    on_ready(url)
    server.run(sockets=[sock])


def start_in_thread(run: StoredRun, *, host: str = "127.0.0.1", port: int = 0) -> RunningViewer:
    """Serve on a daemon thread and wait until it accepts connections."""
    server, sock, url = _server(run, host, port)
    thread = threading.Thread(target=lambda: asyncio.run(server.serve(sockets=[sock])), daemon=True)
    thread.start()
    for _ in range(500):
        if server.started:
            break
        thread.join(timeout=0.01)
    else:  # pragma: no cover - would mean uvicorn could not start
        raise RuntimeError("the viewer did not start within 5 s")
    return RunningViewer(url, server, thread)
