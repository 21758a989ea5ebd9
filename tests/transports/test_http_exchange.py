"""Service requests on our own per-request exchange (``transports/http/exchange.py``) instead of
uvicorn's ASGI cycle: the paths the exchange creates, on real sockets, against both cycles.

Each test runs on httptools and uvloop with ``cycle="direct"`` (the exchange, the default) and
``cycle="asgi"`` (uvicorn's cycle, as before), and expects the same bytes and the same ledger:
pipelined requests with a fault in the middle, a response lost after its effect committed, clients
that go away mid-body or before a delayed answer, ``HEAD``, and an app that fails.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Coroutine, Iterator
from dataclasses import dataclass
from typing import Any, cast

import pytest
import uvicorn

from tests.transports.test_http_parsers import Raw
from toolproof.faults import FaultPlan, install
from toolproof.transports.http import RunningServer, start_in_thread
from toolproof.transports.http.exchange import Exchange
from toolproof.transports.http.protocol import ConnectionLimits, Cycle, run_loop, uvicorn_options
from toolproof.transports.sockets import http_url, listening_socket
from toolproof.world import World

CYCLES: list[Cycle] = ["direct", "asgi"]
CREATE = "tickets.tickets.create"


@pytest.fixture(scope="module", params=CYCLES)
def cycle(request: pytest.FixtureRequest) -> Cycle:
    chosen: Cycle = request.param
    return chosen


@pytest.fixture(scope="module")
def srv(cycle: Cycle) -> Iterator[RunningServer]:
    with start_in_thread(
        ["tickets"], fixture="small", parser="httptools", loop="uvloop", cycle=cycle
    ) as server:
        yield server


@pytest.fixture
def world(srv: RunningServer) -> Iterator[World]:
    world = srv.hub.create()
    yield world
    srv.hub.delete(world.id)


def with_plan(world: World, *rules: dict[str, Any]) -> None:
    install(world, FaultPlan.from_data({"rules": list(rules)}))


def auth(world: World) -> bytes:
    return b"Authorization: Bearer tk_%s\r\n" % world.id.encode()


def read_bytes(world: World, ticket: str = "tkt_1", method: bytes = b"GET") -> bytes:
    return b"%s /tickets/v1/tickets/%s HTTP/1.1\r\nHost: x\r\n%s\r\n" % (method, ticket.encode(), auth(world))


def create_bytes(world: World, subject: str, *, extra: bytes = b"") -> bytes:
    body = json.dumps({"account": "acct_1", "subject": subject}).encode()
    return (
        b"POST /tickets/v1/tickets HTTP/1.1\r\nHost: x\r\n%sContent-Type: application/json\r\n"
        b"%sContent-Length: %d\r\n\r\n%s" % (auth(world), extra, len(body), body)
    )


def added(world: World) -> int:
    return len(world.diff().table("tickets_tickets").added)


def settle(condition: Callable[[], bool], seconds: float = 30) -> bool:
    """Wait (polling) until ``condition()`` holds: the server acts on a close on its own loop. The deadline
    is generous (only a failing case waits it out): a loaded 2-core machine can starve the loop seconds."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.01)
    return True


def protocols(srv: RunningServer) -> list[Any]:
    """The server's live connections (its protocol objects)."""
    return list(srv._server.server_state.connections)


def test_service_requests_take_the_chosen_cycle(srv: RunningServer, world: World, cycle: Cycle) -> None:
    raw = Raw(srv)
    try:
        raw.send(read_bytes(world))
        status, _headers, body = raw.response()
        assert (status, json.loads(body)["id"]) == (200, "tkt_1")
        (protocol,) = protocols(srv)
        assert (type(protocol.cycle) is Exchange) == (cycle == "direct")
        # The admin surface stays on uvicorn's ASGI cycle either way.
        raw.send(b"GET /_toolproof/worlds HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer nope\r\n\r\n")
        assert raw.response()[0] == 401
        assert type(protocol.cycle) is not Exchange
    finally:
        raw.close()


# -- pipelining -------------------------------------------------------------------------------------
def test_pipelined_requests_with_an_error_fault_in_the_middle(srv: RunningServer, world: World) -> None:
    with_plan(
        world, {"operation": CREATE, "nth": 2, "fault": {"kind": "error", "status": 503, "retry_after": 2}}
    )
    raw = Raw(srv)
    try:
        raw.send(create_bytes(world, "one") + create_bytes(world, "two") + create_bytes(world, "three"))
        answers = [raw.response() for _ in range(3)]
    finally:
        raw.close()
    assert [status for status, _h, _b in answers] == [200, 503, 200]
    assert answers[1][1]["retry-after"] == "2"
    assert json.loads(answers[1][2])["error"]["code"] == "service_unavailable"
    assert [json.loads(answers[i][2])["subject"] for i in (0, 2)] == ["one", "three"]
    assert added(world) == 2
    entries = [e for e in world.ledger if e.operation == CREATE]
    assert [(e.status, e.committed, e.delivered) for e in entries] == [
        (200, True, True),
        (503, False, True),
        (200, True, True),
    ]


@pytest.mark.parametrize("fault", ["connection_reset", "empty_response", "truncated"])
def test_pipelined_requests_with_a_lost_response_in_the_middle(
    srv: RunningServer, world: World, fault: str
) -> None:
    with_plan(world, {"operation": CREATE, "nth": 2, "fault": {"kind": "transport", "fault": fault}})
    raw = Raw(srv)
    try:
        raw.send(create_bytes(world, "one") + create_bytes(world, "two") + create_bytes(world, "three"))
        status, _headers, body = raw.response()
        assert (status, json.loads(body)["subject"]) == (200, "one")
        with pytest.raises(ConnectionError):
            raw.response()  # the second's answer is lost, and the connection with it
    finally:
        raw.close()
    # The second committed and was never delivered; the third, queued behind it, never ran.
    entries = [e for e in world.ledger if e.operation == CREATE]
    assert [(e.committed, e.delivered) for e in entries] == [(True, True), (True, False)]
    assert added(world) == 2


# -- lost responses and clients that go away ------------------------------------------------------------
def test_a_response_lost_after_commit(srv: RunningServer, world: World) -> None:
    with_plan(world, {"operation": CREATE, "fault": {"kind": "transport", "fault": "empty_response"}})
    raw = Raw(srv)
    try:
        raw.send(create_bytes(world, "lost"))
        assert raw.closed()  # not a byte of an answer
    finally:
        raw.close()
    (entry,) = [e for e in world.ledger if e.operation == CREATE]
    assert (entry.committed, entry.delivered) == (True, False)
    assert entry.fault is not None
    assert (entry.fault["phase"], entry.fault["served_status"]) == ("after", 200)
    assert added(world) == 1


def test_a_client_that_leaves_before_a_delayed_answer(srv: RunningServer, world: World) -> None:
    # 10 s of wall time: the client's close ends the wait at once, so only a loaded machine stalling the
    # test between the ledger entry and the close for that long could see the answer delivered first.
    latency = {"kind": "latency", "seconds": 20, "wall": True, "wall_scale": 0.5}
    with_plan(world, {"operation": CREATE, "fault": latency})
    raw = Raw(srv)
    raw.send(create_bytes(world, "left"))
    assert settle(lambda: any(e.operation == CREATE for e in world.ledger))
    raw.close()
    (entry,) = [e for e in world.ledger if e.operation == CREATE]
    assert settle(lambda: not entry.delivered)
    assert entry.committed is True
    assert entry.note is not None
    assert "disconnected" in entry.note
    assert added(world) == 1


@pytest.mark.parametrize(
    "partial",
    [
        b"Content-Type: application/json\r\nContent-Length: 60\r\n\r\n" + b'{"account": "acct_1", ',
        b"Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n" + b'{"acc\r\n',
    ],
    ids=["content-length", "chunked"],
)
def test_a_client_that_closes_mid_body_changes_nothing(
    srv: RunningServer, world: World, partial: bytes
) -> None:
    raw = Raw(srv)
    raw.send(b"POST /tickets/v1/tickets HTTP/1.1\r\nHost: x\r\n" + auth(world) + partial)
    time.sleep(0.05)  # (not needed for the assertions: lets the server start on the body first)
    raw.close()
    assert settle(lambda: not protocols(srv))
    assert list(world.ledger) == []
    assert world.diff().is_empty
    # The server goes on serving.
    again = Raw(srv)
    try:
        again.send(read_bytes(world))
        assert again.response()[0] == 200
    finally:
        again.close()


def test_a_body_in_pieces_is_read_whole(srv: RunningServer, world: World) -> None:
    request = create_bytes(world, "in pieces")
    raw = Raw(srv)
    try:
        cut = len(request) - 10
        raw.send(request[:cut])
        time.sleep(0.05)  # the server has the head and part of the body, and waits for the rest
        raw.send(request[cut:])
        status, _headers, body = raw.response()
        assert (status, json.loads(body)["subject"]) == (200, "in pieces")
    finally:
        raw.close()
    assert added(world) == 1


def test_head_answers_the_get_head_without_a_body(srv: RunningServer, world: World) -> None:
    raw = Raw(srv)
    try:
        raw.send(read_bytes(world, method=b"HEAD") + read_bytes(world))
        head = raw.head().decode("latin-1").split("\r\n")
        length = next(int(h.split(":")[1]) for h in head if h.lower().startswith("content-length:"))
        status, headers, body = raw.response()  # the GET's answer follows at once: no HEAD body came
        assert (head[0], status) == ("HTTP/1.1 200 OK", 200)
        assert length == len(body) == int(headers["content-length"])
        assert json.loads(body)["id"] == "tkt_1"
    finally:
        raw.close()


def test_unknown_paths_and_bad_credentials_keep_their_shape(srv: RunningServer, world: World) -> None:
    raw = Raw(srv)
    try:
        raw.send(
            b"GET /tickets/v1/tickets/tkt_1 HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer tk_nope\r\n\r\n"
        )
        status, headers, _body = raw.response()
        assert (status, headers["x-toolproof-credential"]) == (401, "unknown")
        raw.send(b"GET /nowhere HTTP/1.1\r\nHost: x\r\n\r\n")
        status, _headers, body = raw.response()
        assert (status, json.loads(body)["error"]["code"]) == (404, "not_found")
    finally:
        raw.close()


# -- what uvicorn's run_asgi did once the app returned, on the exchange ------------------------------
class _Misbehaving:
    """A direct app whose requests fail in the ways uvicorn's ``run_asgi`` guards against: it raises
    (``/raise``), returns without answering (``/silent``) or leaves an answer half sent (``/half``)."""

    def route(self, path: str) -> object | None:
        return path

    def serve(self, route: Any, exchange: Exchange) -> Coroutine[Any, Any, None]:
        return self._serve(route, exchange)

    async def _serve(self, route: str, exchange: Exchange) -> None:
        if route == "/raise":
            raise RuntimeError("boom")
        if route == "/half":
            await exchange.send(
                {"type": "http.response.start", "status": 200, "headers": [(b"content-length", b"10")]}
            )
            await exchange.send({"type": "http.response.body", "body": b"12345", "more_body": True})
            return
        if route == "/ok":
            await exchange.send(
                {"type": "http.response.start", "status": 200, "headers": [(b"content-length", b"2")]}
            )
            await exchange.send({"type": "http.response.body", "body": b"ok"})


@dataclass
class _Served:
    """Where :class:`Raw` connects (what it reads of a running server)."""

    base_url: str


@pytest.fixture(scope="module")
def misbehaving() -> Iterator[RunningServer]:
    async def asgi(scope: Any, receive: Any, send: Any) -> None:  # never reached: every path is direct
        raise AssertionError(scope)

    sock = listening_socket("127.0.0.1", 0)
    options = uvicorn_options(ConnectionLimits(), parser="httptools", loop="uvloop", direct=_Misbehaving())
    config = uvicorn.Config(asgi, log_level="critical", lifespan="off", access_log=False, **options)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=lambda: run_loop(server.serve(sockets=[sock]), "uvloop"), daemon=True)
    thread.start()
    try:
        assert settle(lambda: server.started)
        yield cast(RunningServer, _Served(http_url("127.0.0.1", sock.getsockname()[1])))
    finally:
        server.should_exit = True
        thread.join(timeout=10)


@pytest.mark.parametrize("path", [b"/raise", b"/silent"])
def test_a_request_never_answered_gets_uvicorns_500(misbehaving: RunningServer, path: bytes) -> None:
    raw = Raw(misbehaving)
    try:
        raw.send(b"GET %s HTTP/1.1\r\nHost: x\r\n\r\n" % path)
        status, headers, body = raw.response()
        assert (status, headers["connection"], body) == (500, "close", b"Internal Server Error")
        assert raw.closed()
    finally:
        raw.close()


def test_an_answer_left_half_sent_closes_the_connection(misbehaving: RunningServer) -> None:
    raw = Raw(misbehaving)
    try:
        raw.send(b"GET /half HTTP/1.1\r\nHost: x\r\n\r\n")
        with pytest.raises(ConnectionError):
            raw.response()  # 5 of the 10 bytes promised, then the close
    finally:
        raw.close()
    again = Raw(misbehaving)
    try:
        again.send(b"GET /ok HTTP/1.1\r\nHost: x\r\n\r\n")
        status, _headers, body = again.response()
        assert (status, body) == (200, b"ok")
    finally:
        again.close()
