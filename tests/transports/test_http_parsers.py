"""The HTTP parser swap (h11 → httptools, asyncio → uvloop) changes no behaviour a client can see.

Every test here runs on real sockets on 127.0.0.1 against both stacks, the old (h11 on asyncio) and
the new (httptools on uvloop), and expects the same bytes where it matters: chunked bodies, refusals
in each vendor's shape, oversized heads, HTTP/1.0, ``Expect: 100-continue``, pipelining, header
casing. Where llhttp is stricter than h11 was (ambiguous framing, folded headers, a whole head over the
bound) the new stack's refusal is pinned down on its own.
"""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Iterator
from typing import Any

import pytest

from toolproof.transports.http import RunningServer, start_in_thread
from toolproof.transports.http.protocol import MAX_HEAD_BYTES, UNPARSABLE, Loop, Parser
from toolproof.world import World

STACKS: list[tuple[Parser, Loop]] = [("h11", "asyncio"), ("httptools", "uvloop")]


@pytest.fixture(scope="module", params=STACKS, ids=[p for p, _ in STACKS])
def srv(request: pytest.FixtureRequest) -> Iterator[RunningServer]:
    parser, loop = request.param
    with start_in_thread(["stripe", "slack", "gcal"], parser=parser, loop=loop) as server:
        yield server


@pytest.fixture
def world(srv: RunningServer) -> Iterator[World]:
    world = srv.hub.create()
    yield world
    srv.hub.delete(world.id)


def parser_of(srv: RunningServer) -> str:
    protocol = srv._server.config.http
    assert isinstance(protocol, type)
    return protocol.__name__


class Raw:
    """One connection on 127.0.0.1: bytes out, whole responses (head, body) back."""

    def __init__(self, srv: RunningServer) -> None:
        host, port = srv.base_url.removeprefix("http://").rsplit(":", 1)
        self.sock = socket.create_connection((host, int(port)), timeout=10)
        self.buf = b""

    def send(self, data: bytes) -> None:
        self.sock.sendall(data)

    def _fill(self) -> bool:
        chunk = self.sock.recv(65536)
        self.buf += chunk
        return bool(chunk)

    def head(self) -> bytes:
        while b"\r\n\r\n" not in self.buf:
            if not self._fill():
                raise ConnectionError(f"closed before a whole head; got {self.buf!r}")
        head, _, self.buf = self.buf.partition(b"\r\n\r\n")
        return head

    def response(self) -> tuple[int, dict[str, str], bytes]:
        head = self.head()
        line, *lines = head.decode("latin-1").split("\r\n")
        headers = {k: v.strip() for k, _, v in (h.partition(":") for h in lines)}
        length = int(headers.get("content-length", "0"))
        while len(self.buf) < length:
            if not self._fill():
                raise ConnectionError("closed inside a body")
        body, self.buf = self.buf[:length], self.buf[length:]
        return int(line.split(" ")[1]), headers, body

    def closed(self) -> bool:
        """Whether the server closed the connection (after what was already read)."""
        try:
            return not self.buf and not self._fill()
        except ConnectionResetError:
            return True

    def close(self) -> None:
        self.sock.close()


def exchange(srv: RunningServer, data: bytes, *, closes: bool) -> tuple[int, dict[str, str], bytes]:
    """One answer to ``data``; then the connection must be closed by the server (``closes``) or still
    serve a next request."""
    raw = Raw(srv)
    try:
        raw.send(data)
        status, headers, body = raw.response()
        if closes:
            assert raw.closed()
        else:
            raw.send(b"GET /nowhere HTTP/1.1\r\nHost: x\r\n\r\n")
            assert raw.response()[0] == 404
        return status, headers, body
    finally:
        raw.close()


def stripe_auth(world: World) -> bytes:
    return b"Authorization: Bearer sk_test_%s\r\n" % world.id.encode()


def a_customer(world: World) -> str:
    """A customer of the fixture (read from the store: no call, so nothing in the ledger)."""
    customer: str = world.rows("stripe_customers")[0]["id"]
    return customer


# -- bodies -----------------------------------------------------------------------------------------
def test_a_chunked_body_is_read_whole_and_applied_once(srv: RunningServer, world: World) -> None:
    chunks = [b"email=chunk", b"ed%40example.com&na", b"me=Chunky"]
    body = b"".join(b"%x\r\n%s\r\n" % (len(c), c) for c in chunks) + b"0\r\n\r\n"
    status, _headers, payload = exchange(
        srv,
        b"POST /stripe/v1/customers HTTP/1.1\r\nHost: x\r\n" + stripe_auth(world) + b"Content-Type: "
        b"application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n" + body,
        closes=False,
    )
    assert status == 200
    made = json.loads(payload)
    assert (made["email"], made["name"]) == ("chunked@example.com", "Chunky")
    assert [e.operation for e in world.ledger] == ["stripe.customers.create"]


def test_a_malformed_chunk_is_stripes_400_and_writes_nothing(srv: RunningServer, world: World) -> None:
    status, headers, payload = exchange(
        srv,
        b"POST /stripe/v1/customers HTTP/1.1\r\nHost: x\r\n" + stripe_auth(world) + b"Content-Type: "
        b"application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nemail=x\r\n0\r\n\r\n",
        closes=True,
    )
    assert (status, json.loads(payload)) == (
        400,
        {"error": {"type": "invalid_request_error", "message": UNPARSABLE}},
    )
    assert headers["content-type"] == "application/json"
    assert len(world.ledger) == 0
    assert world.rows("stripe_customers") == srv.hub.create().rows("stripe_customers")  # nothing written


# -- refusals in the vendor's shape -----------------------------------------------------------------
def test_a_garbage_request_line_is_a_plain_json_400_and_the_connection_closes(srv: RunningServer) -> None:
    status, headers, payload = exchange(srv, b"GARBAGE\r\n\r\n", closes=True)
    assert (status, json.loads(payload)) == (400, {"error": {"code": "bad_request", "message": UNPARSABLE}})
    assert (headers["content-type"], headers["connection"]) == ("application/json", "close")


@pytest.mark.parametrize(
    ("path", "status", "body"),
    [
        ("/stripe/v1/customers", 400, {"error": {"type": "invalid_request_error", "message": UNPARSABLE}}),
        ("/slack/api/chat.postMessage", 200, {"ok": False, "error": "invalid_form_data"}),
        (
            "/gcal/calendar/v3/users/me/calendarList",
            400,
            {
                "error": {
                    "errors": [{"domain": "global", "reason": "parseError", "message": "Parse Error"}],
                    "code": 400,
                    "message": "Parse Error",
                }
            },
        ),
    ],
)
def test_a_malformed_header_is_refused_in_the_services_own_shape(
    srv: RunningServer, path: str, status: int, body: dict[str, Any]
) -> None:
    answer = exchange(srv, b"GET %s HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n" % path.encode(), closes=True)
    assert (answer[0], json.loads(answer[2])) == (status, body)


def test_an_http11_request_without_host_is_refused(srv: RunningServer, world: World) -> None:
    request = b"GET /stripe/v1/customers HTTP/1.1\r\n" + stripe_auth(world) + b"\r\n"
    status, _headers, payload = exchange(srv, request, closes=True)
    assert (status, json.loads(payload)["error"]["message"]) == (400, UNPARSABLE)


def test_a_head_growing_past_the_bound_is_refused_before_it_ends(srv: RunningServer) -> None:
    raw = Raw(srv)
    try:
        raw.send(b"GET /stripe/v1/customers HTTP/1.1\r\nHost: x\r\nX-Big: ")
        for _ in range(MAX_HEAD_BYTES * 4 // 4096):  # never finished: the server must not wait for it
            try:
                raw.send(b"a" * 4096)
            except (BrokenPipeError, ConnectionResetError):
                break
            time.sleep(0.002)
        status, _headers, payload = raw.response()
        assert (status, json.loads(payload)["error"]["message"]) == (400, UNPARSABLE)
        assert raw.closed()
    finally:
        raw.close()


def test_a_head_under_the_bound_is_served(srv: RunningServer, world: World) -> None:
    filler = b"X-Filler: " + b"f" * (MAX_HEAD_BYTES // 2) + b"\r\n"
    request = b"GET /stripe/v1/customers?limit=1 HTTP/1.1\r\nHost: x\r\n" + stripe_auth(world) + filler
    assert exchange(srv, request + b"\r\n", closes=False)[0] == 200


# -- HTTP/1.0, Expect, pipelining, header casing ------------------------------------------------------
def test_http10_is_answered_and_the_connection_closed(srv: RunningServer, world: World) -> None:
    customer = a_customer(world)
    request = b"GET /stripe/v1/customers/%s HTTP/1.0\r\n" % customer.encode() + stripe_auth(world) + b"\r\n"
    status, _headers, payload = exchange(srv, request, closes=True)
    assert (status, json.loads(payload)["id"]) == (200, customer)


def test_expect_100_continue_gets_its_interim_answer_before_the_body_is_sent(
    srv: RunningServer, world: World
) -> None:
    body = b"email=expect%40example.com"
    raw = Raw(srv)
    try:
        raw.send(
            b"POST /stripe/v1/customers HTTP/1.1\r\nHost: x\r\n" + stripe_auth(world) + b"Content-Type: "
            b"application/x-www-form-urlencoded\r\nExpect: 100-continue\r\nContent-Length: %d\r\n\r\n"
            % len(body)
        )
        assert raw.head() == b"HTTP/1.1 100 Continue"  # before a byte of the body was sent
        raw.send(body)
        status, _headers, payload = raw.response()
        assert (status, json.loads(payload)["email"]) == (200, "expect@example.com")
        raw.send(b"GET /stripe/v1/customers?limit=1 HTTP/1.1\r\nHost: x\r\n" + stripe_auth(world) + b"\r\n")
        assert raw.response()[0] == 200
    finally:
        raw.close()


def test_pipelined_requests_are_answered_in_order(srv: RunningServer, world: World) -> None:
    first, second = (row["id"] for row in world.rows("stripe_customers")[:2])
    auth = stripe_auth(world)
    create = b"email=piped%40example.com"
    raw = Raw(srv)
    try:
        raw.send(
            b"GET /stripe/v1/customers/%s HTTP/1.1\r\nHost: x\r\n%s\r\n"
            % (first.encode(), auth)
            + b"POST /stripe/v1/customers HTTP/1.1\r\nHost: x\r\n%sContent-Type: application/x-www-form-"
            b"urlencoded\r\nContent-Length: %d\r\n\r\n%s"
            % (auth, len(create), create)
            + b"GET /stripe/v1/customers/%s HTTP/1.1\r\nHost: x\r\n%s\r\n" % (second.encode(), auth)
        )
        answers = [raw.response() for _ in range(3)]
        assert [a[0] for a in answers] == [200, 200, 200]
        assert [json.loads(a[2]).get("id") for a in (answers[0], answers[2])] == [first, second]
        assert json.loads(answers[1][2])["email"] == "piped@example.com"
        assert [e.operation for e in world.ledger] == [
            "stripe.customers.retrieve",
            "stripe.customers.create",
            "stripe.customers.retrieve",
        ]
    finally:
        raw.close()


def test_a_bad_request_pipelined_after_good_ones_is_refused_after_their_answers(
    srv: RunningServer, world: World
) -> None:
    customer = a_customer(world).encode()
    good = b"GET /stripe/v1/customers/%s HTTP/1.1\r\nHost: x\r\n%s\r\n" % (customer, stripe_auth(world))
    raw = Raw(srv)
    try:
        raw.send(good + good + b"GET /stripe/v1/customers HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n")
        answers = [raw.response() for _ in range(3)]
        assert [a[0] for a in answers] == [200, 200, 400]
        assert json.loads(answers[2][2])["error"]["message"] == UNPARSABLE
        assert raw.closed()
    finally:
        raw.close()
    assert [e.operation for e in world.ledger] == ["stripe.customers.retrieve"] * 2


def test_header_names_are_matched_in_any_case_and_answered_in_lower_case(
    srv: RunningServer, world: World
) -> None:
    customer = a_customer(world)
    status, headers, payload = exchange(
        srv,
        b"GET /stripe/v1/customers/%s HTTP/1.1\r\nHOST: x\r\naUtHoRiZaTiOn: Bearer sk_test_%s\r\n\r\n"
        % (customer.encode(), world.id.encode()),
        closes=False,
    )
    assert (status, json.loads(payload)["id"]) == (200, customer)
    assert all(name == name.lower() for name in headers)
    assert {"content-type", "content-length", "request-id", "stripe-version"} <= set(headers)


# -- what only the new stack refuses (llhttp is stricter than h11 was) --------------------------------
@pytest.mark.parametrize(
    "head",
    [
        b"POST /stripe/v1/customers HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n"
        b"Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
        b"GET /stripe/v1/customers HTTP/1.1\r\nHost: x\r\nX-A: a\r\n folded\r\n\r\n",
        b"GET /stripe/v1/customers HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * MAX_HEAD_BYTES + b"\r\n\r\n",
    ],
    ids=["content-length-beside-chunked", "folded-header", "whole-head-over-bound"],
)
def test_the_new_stack_refuses_ambiguous_or_oversized_heads(srv: RunningServer, head: bytes) -> None:
    if parser_of(srv) == "GuardedH11Protocol":
        # h11 let these through to the service (which refused the missing key): the old behaviour.
        status, _headers, payload = exchange(srv, head, closes=False)
        assert (status, json.loads(payload)["error"]["type"]) == (401, "invalid_request_error")
        return
    status, _headers, payload = exchange(srv, head, closes=True)
    assert (status, json.loads(payload)["error"]["message"]) == (400, UNPARSABLE)


# -- one answer, whichever stack ----------------------------------------------------------------------
def test_both_stacks_answer_a_read_with_the_same_status_headers_and_body() -> None:
    answers = []
    for parser, loop in STACKS:
        with start_in_thread(["stripe"], seed=7, parser=parser, loop=loop) as running:
            world = running.world
            customer = a_customer(world)
            status, headers, payload = exchange(
                running,
                b"GET /stripe/v1/customers/%s HTTP/1.1\r\nHost: x\r\n%s\r\n"
                % (customer.encode(), stripe_auth(world)),
                closes=False,
            )
            answers.append((status, sorted(headers), payload.replace(world.id.encode(), b"WORLD")))
    assert answers[0] == answers[1]


# -- choosing the stack -------------------------------------------------------------------------------
def test_the_environment_chooses_the_stack_and_a_typo_is_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    from toolproof.transports.http.protocol import LOOP_ENV, PARSER_ENV, loop_name, parser_name

    monkeypatch.delenv(PARSER_ENV, raising=False)
    monkeypatch.delenv(LOOP_ENV, raising=False)
    assert (parser_name(), loop_name()) == ("httptools", "uvloop")  # both are main dependencies
    monkeypatch.setenv(PARSER_ENV, "H11")
    monkeypatch.setenv(LOOP_ENV, "asyncio")
    assert (parser_name(), loop_name()) == ("h11", "asyncio")
    monkeypatch.setenv(PARSER_ENV, "llhttp")
    with pytest.raises(ValueError, match="TOOLPROOF_HTTP_PARSER='llhttp': expected httptools or h11"):
        parser_name()
    monkeypatch.setenv(LOOP_ENV, "trio")
    with pytest.raises(ValueError, match="TOOLPROOF_HTTP_LOOP='trio': expected uvloop or asyncio"):
        loop_name()
