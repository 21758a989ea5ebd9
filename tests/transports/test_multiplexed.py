"""One endpoint, many operations: a dialect that multiplexes picks the operation from the request.

A tiny JSON-RPC-style service declared inline (no vendor): two operations share ``POST /rpc``; the
``method`` member of the body picks one. Each call is its own operation in the ledger.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

import httpx
import pytest

from tests.support.server import serve
from toolproof.service import Service, registry
from toolproof.service.dialect import Dialect, decode_json_object
from toolproof.service.errors import ServiceError
from toolproof.service.operation import Operation, Params
from toolproof.service.schema import Table
from toolproof.service.wire import HttpRequest
from toolproof.transports.http import RunningServer


class RpcDialect(Dialect):
    multiplexed = True
    token_prefix = "rpc_"

    def select_operation(
        self, request: HttpRequest, candidates: Mapping[str, Operation]
    ) -> tuple[str, dict[str, Any]]:
        body = decode_json_object(request.body)
        name = f"rpc.{body.get('method')}"
        if name not in candidates:
            raise ServiceError(f"no method {body.get('method')!r}", status=404, code="method_not_found")
        params = body.get("params")
        return name, dict(params) if isinstance(params, dict) else {}


rpc = Service(
    "rpc", mount="/rpc", dialect=RpcDialect(), tables=[Table("rpc_notes", {"id": "text", "text": "text"})]
)


class Add(Params):
    id: str
    text: str


class Get(Params):
    id: str


@rpc.operation("rpc.add", "POST", "/", writes=True)
def add(ctx: Any, p: Add) -> dict[str, Any]:
    """Store a note."""
    ctx.db.execute("INSERT INTO rpc_notes VALUES (?, ?)", (p.id, p.text))
    return {"id": p.id}


@rpc.operation("rpc.get", "POST", "/", writes=False)
def get(ctx: Any, p: Get) -> dict[str, Any]:
    """Read a note."""
    row = ctx.one("SELECT text FROM rpc_notes WHERE id = ?", (p.id,))
    if row is None:
        raise ServiceError("no such note", status=404, code="not_found")
    return {"text": row["text"]}


@rpc.fixture("default")
def empty(ctx: Any) -> None:
    """Nothing stored."""


@pytest.fixture(scope="module")
def server() -> Iterator[RunningServer]:
    # Registered for this module only: later tests that list every service never see it.
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(registry._registered, "rpc", rpc)
        with serve(["rpc"]) as srv:
            yield srv


def test_the_dialect_picks_each_operation_from_the_body(server: RunningServer) -> None:
    world = server.hub.create()
    client = httpx.Client(
        base_url=server.base_url + "/rpc", headers={"Authorization": f"Bearer rpc_{world.id}"}
    )
    assert client.post("/", json={"method": "add", "params": {"id": "n1", "text": "hi"}}).json() == {
        "id": "n1"
    }
    assert client.post("/", json={"method": "get", "params": {"id": "n1"}}).json() == {"text": "hi"}
    missing = client.post("/", json={"method": "nope"})
    assert (missing.status_code, missing.json()["error"]["code"]) == (404, "method_not_found")
    assert [(e.operation, e.status) for e in world.ledger] == [("rpc.add", 200), ("rpc.get", 200)]
    server.hub.delete(world.id)


def test_a_service_that_does_not_multiplex_may_not_share_a_route() -> None:
    from toolproof.transports.http.router import ServiceRouter

    plain = Service("plain", mount="/plain", dialect=Dialect(), tables=[])
    plain.operation("plain.a", "POST", "/x", writes=False)(lambda ctx: {})
    plain.operation("plain.b", "POST", "/x", writes=False)(lambda ctx: {})
    with pytest.raises(ValueError, match="declared twice"):
        ServiceRouter(plain)
