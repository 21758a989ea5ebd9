"""Start a real toolproof HTTP server on a free loopback port for a test, and stop it after."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import httpx

from toolproof.transports.http import RunningServer, start_in_thread


class Admin:
    """A tiny client of the admin surface (``/_toolproof``) for tests."""

    def __init__(self, server: RunningServer) -> None:
        self.server = server
        self.client = httpx.Client(
            base_url=server.base_url + "/_toolproof",
            headers={"Authorization": f"Bearer {server.info.admin_token}"},
            timeout=10,
        )

    def get(self, path: str, **kw: Any) -> Any:
        r = self.client.get(path, **kw)
        r.raise_for_status()
        return r.json()

    def post(self, path: str, body: dict[str, Any] | None = None) -> Any:
        r = self.client.post(path, json=body or {})
        r.raise_for_status()
        return r.json()

    def create_world(self, **body: Any) -> dict[str, Any]:
        result: dict[str, Any] = self.post("/worlds", body)
        return result

    def ledger(self, world: str) -> list[dict[str, Any]]:
        result: list[dict[str, Any]] = self.get(f"/worlds/{world}/ledger")["entries"]
        return result

    def diff(self, world: str) -> dict[str, Any]:
        result: dict[str, Any] = self.get(f"/worlds/{world}/diff")
        return result


@contextmanager
def serve(services: Sequence[str], **kw: Any) -> Iterator[RunningServer]:
    """``with serve(["stripe"]) as srv:`` — ``srv.base_url``, ``srv.world`` (the ready world), ``srv.hub``."""
    server = start_in_thread(services, **kw)
    try:
        yield server
    finally:
        server.stop()
