"""The fair turn granted at once (``FairScheduler.start_now``) on the exchange: every request the app
starts is counted as arriving until it asks for a turn or ends without one, whatever way it ends
(answered, refused before any call, refused by its world, malformed, gone mid-body, pipelined), so the
count is back to zero and each turn is charged exactly once."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from tests.transports.test_http_parsers import Raw
from toolproof.transports.http import RunningServer, start_in_thread
from toolproof.world import World


@pytest.fixture(scope="module")
def srv() -> Iterator[RunningServer]:
    with start_in_thread(["stripe"], parser="httptools", loop="uvloop", cycle="direct") as server:
        yield server


@pytest.fixture
def world(srv: RunningServer) -> Iterator[World]:
    world = srv.hub.create()
    yield world
    srv.hub.delete(world.id)


def get(path: str, key: str) -> bytes:
    return f"GET /stripe{path} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {key}\r\n\r\n".encode()


def settled(srv: RunningServer) -> int:
    """The arriving count once the server has finished the requests answered so far (a request that
    took no turn stops counting just after its answer is written)."""
    scheduler = srv.hub.scheduler
    for _ in range(500):
        if scheduler.arriving == 0:
            break
        time.sleep(0.002)
    return scheduler.arriving


def test_every_way_a_request_ends_stops_counting_it(srv: RunningServer, world: World) -> None:
    scheduler = srv.hub.scheduler
    key = f"sk_test_{world.id}"
    customer = world.call("stripe.customers.create", {"email": "a@example.com"}).body["id"]
    turns, calls = scheduler.turns, len(world.ledger)
    conn = Raw(srv)
    conn.send(get(f"/v1/customers/{customer}", key))  # answered: one turn, one call
    assert conn.response()[0] == 200
    conn.send(get("/v1/customers/cus_nope", "sk_test_nope"))  # refused before any world: no turn
    assert conn.response()[0] == 401
    conn.send(get("/v1/customers?limit=abc", key))  # refused by its world, in a turn
    assert conn.response()[0] == 400
    conn.send(get("/v1/nothing_here", key))  # no such route: no turn
    assert conn.response()[0] == 404
    # Three reads pipelined: each its own turn, in order.
    conn.send(get(f"/v1/customers/{customer}", key) * 3)
    assert [conn.response()[0] for _ in range(3)] == [200, 200, 200]
    assert settled(srv) == 0
    assert scheduler.turns == turns + 5
    assert len(world.ledger) == calls + 5  # 4 reads and the recorded refusal
    assert [e.status for e in list(world.ledger)[calls:]] == [200, 400, 200, 200, 200]
    # A client gone mid-body never asks for a turn either.
    gone = Raw(srv)
    gone.send(
        b"POST /stripe/v1/customers HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer %s\r\n"
        b"Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nemail=x"
        % key.encode()
    )
    # The server has its headers and waits for the rest of the body: counted as arriving until it ends.
    for _ in range(500):
        if scheduler.arriving == 1:
            break
        time.sleep(0.002)
    assert scheduler.arriving == 1
    gone.sock.close()
    assert settled(srv) == 0
    assert scheduler.turns == turns + 5
    assert len(world.ledger) == calls + 5
    conn.sock.close()
