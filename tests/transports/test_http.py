"""The HTTP transport over a real uvicorn server on loopback: isolation, admin, bad input, faults."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.support.server import Admin, serve
from toolproof.transports.http import RunningServer
from toolproof.world import Call, LedgerEntry, World


@pytest.fixture(scope="module")
def srv() -> Iterator[RunningServer]:
    with serve(["tickets"], fixture="small") as server:
        yield server


@pytest.fixture
def admin(srv: RunningServer) -> Admin:
    return Admin(srv)


@pytest.fixture
def world(srv: RunningServer, admin: Admin) -> Iterator[World]:
    """A fresh world per test on the shared server."""
    created = admin.create_world()
    world = srv.hub.get(created["id"])
    assert world is not None
    yield world
    srv.hub.delete(world.id)


def client(srv: RunningServer, world: World | str) -> httpx.Client:
    world_id = world if isinstance(world, str) else world.id
    return httpx.Client(
        base_url=srv.base_url + "/tickets", headers={"Authorization": f"Bearer tk_{world_id}"}, timeout=10
    )


def test_a_credential_selects_its_world_and_never_sees_another(srv: RunningServer, admin: Admin) -> None:
    a, b = admin.create_world()["id"], admin.create_world()["id"]
    hash_a = admin.get(f"/worlds/{a}/hash")["state_hash"]
    created = client(srv, b).post("/v1/tickets", json={"account": "acct_1", "subject": "secret"}).json()
    missing = client(srv, a).get(f"/v1/tickets/{created['id']}")
    assert missing.status_code == 404
    assert missing.json() == {
        "error": {"code": "not_found", "message": f"No such ticket: '{created['id']}'", "param": "id"}
    }
    listed = client(srv, a).get("/v1/tickets", params={"account": "acct_1"}).json()["data"]
    assert created["id"] not in {t["id"] for t in listed}
    deleted = client(srv, a).delete(f"/v1/tickets/{created['id']}")
    assert deleted.status_code == 404
    assert admin.get(f"/worlds/{a}/hash")["state_hash"] == hash_a
    assert client(srv, b).get(f"/v1/tickets/{created['id']}").status_code == 200
    assert [e["operation"] for e in admin.ledger(b)] == ["tickets.tickets.create", "tickets.tickets.get"]


@pytest.mark.parametrize(
    ("headers", "message"),
    [
        ({}, "No credential was provided."),
        ({"Authorization": "Bearer tk_doesnotexist"}, "The credential is not valid."),
        ({"Authorization": "Bearer sk_wrongprefix"}, "The credential is not valid."),
        ({"Authorization": "Basic dGs6"}, "No credential was provided."),
    ],
)
def test_missing_or_unknown_credentials_get_the_dialects_401(
    srv: RunningServer, headers: dict[str, str], message: str
) -> None:
    r = httpx.get(srv.base_url + "/tickets/v1/tickets/tkt_1", headers=headers)
    assert r.status_code == 401
    assert r.json()["error"]["code"] == "unauthorized"
    assert r.json()["error"]["message"] == message


ADMIN_ROUTES = [
    ("GET", "/services"),
    ("GET", "/worlds"),
    ("POST", "/worlds"),
    ("GET", "/worlds/{w}"),
    ("PATCH", "/worlds/{w}"),
    ("DELETE", "/worlds/{w}"),
    ("POST", "/worlds/{w}/reset"),
    ("POST", "/worlds/{w}/snapshots"),
    ("POST", "/worlds/{w}/restore"),
    ("GET", "/worlds/{w}/state"),
    ("GET", "/worlds/{w}/diff"),
    ("GET", "/worlds/{w}/hash"),
    ("GET", "/worlds/{w}/ledger"),
    ("POST", "/worlds/{w}/clock"),
]


@pytest.mark.parametrize(("method", "path"), ADMIN_ROUTES)
@pytest.mark.parametrize("token", [None, "wrong", "tk_{w}"])
def test_admin_surface_refuses_without_the_admin_token(
    srv: RunningServer, world: World, method: str, path: str, token: str | None
) -> None:
    headers = {} if token is None else {"Authorization": "Bearer " + token.format(w=world.id)}
    r = httpx.request(
        method, srv.base_url + "/_toolproof" + path.format(w=world.id), headers=headers, json={}
    )
    assert r.status_code == 401
    assert r.json()["error"]["code"] == "admin_token_required"
    assert srv.hub.get(world.id) is world  # nothing was deleted or reset


def test_admin_lifecycle_reset_snapshot_restore_diff_ledger_clock(srv: RunningServer, admin: Admin) -> None:
    created = admin.create_world(seed=5, fixture="small")
    wid = created["id"]
    assert created["credentials"] == {"tickets": {"token": f"tk_{wid}"}}
    start = created["state_hash"]
    c = client(srv, wid)
    c.post("/v1/tickets/tkt_1", json={"priority": 4})
    snap = admin.post(f"/worlds/{wid}/snapshots")["snapshot"]
    c.post("/v1/tickets/tkt_1/comments", json={"body": "later"})
    assert admin.diff(wid)["summary"] == "tickets_comments +1; tickets_tickets ~1"
    since = admin.get(f"/worlds/{wid}/diff", params={"since": snap})
    assert since["summary"] == "tickets_comments +1; tickets_tickets ~1"
    assert since["tables"]["tickets_tickets"]["changed"][0]["fields"].keys() == {"updated"}
    restored = admin.post(f"/worlds/{wid}/restore", {"snapshot": snap})
    assert client(srv, wid).get("/v1/tickets/tkt_1").json()["priority"] == 4
    assert restored["state_hash"] != start
    clock = admin.post(f"/worlds/{wid}/clock", {"advance": 60})["clock"]
    assert clock == restored["clock"] + 1 + 60  # +1 for the GET just made
    ledger = admin.ledger(wid)
    assert [(e["operation"], e["committed"], e["transport"]) for e in ledger] == [
        ("tickets.tickets.update", True, "http"),
        ("tickets.comments.add", True, "http"),
        ("tickets.tickets.get", False, "http"),
    ]
    assert admin.post(f"/worlds/{wid}/reset")["state_hash"] == start
    assert admin.ledger(wid) == []
    state = admin.get(f"/worlds/{wid}/state", params={"table": "tickets_accounts"})
    assert [r["id"] for r in state["tickets_accounts"]] == ["acct_1", "acct_2"]
    assert admin.client.delete(f"/worlds/{wid}").json() == {"id": wid, "deleted": True}
    assert client(srv, wid).get("/v1/tickets/tkt_1").status_code == 401


def test_rate_limits_switch_per_world_at_creation_and_live(srv: RunningServer, admin: Admin) -> None:
    created = admin.create_world(rate_limits=False)
    assert created["rate_limits"] is False
    world = srv.hub.get(created["id"])
    assert world is not None
    assert world.rate_limits_enabled is False
    r = admin.client.patch(f"/worlds/{world.id}", json={"rate_limits": True})
    assert (r.status_code, r.json()["rate_limits"], world.rate_limits_enabled) == (200, True, True)
    bad = admin.client.patch(f"/worlds/{world.id}", json={"rate_limits": "no"})
    assert (bad.status_code, bad.json()["error"]["code"]) == (400, "invalid_rate_limits")
    unknown = admin.client.patch(f"/worlds/{world.id}", json={"speed": 2})
    assert (unknown.status_code, unknown.json()["error"]["code"]) == (400, "unknown_setting")
    assert admin.create_world()["rate_limits"] is True


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"services": "tickets"}, "invalid_services"),
        ({"seed": "1"}, "invalid_seed"),
        ({"services": ["nope"]}, "invalid_world"),
        ({"fixture": "nope"}, "invalid_world"),
    ],
)
def test_admin_refuses_bad_world_requests_clearly(admin: Admin, body: dict[str, Any], code: str) -> None:
    r = admin.client.post("/worlds", json=body)
    assert r.status_code == 400
    assert r.json()["error"]["code"] == code


def test_admin_bad_json_and_unknown_snapshot(admin: Admin, world: World) -> None:
    r = admin.client.post(f"/worlds/{world.id}/restore", content=b"{nope")
    assert (r.status_code, r.json()["error"]["code"]) == (400, "malformed_body")
    r = admin.client.post(f"/worlds/{world.id}/restore", json={"snapshot": "snap_9"})
    assert (r.status_code, r.json()["error"]["code"]) == (404, "snapshot_not_found")
    r = admin.client.get("/worlds/nope/hash")
    assert (r.status_code, r.json()["error"]["code"]) == (404, "world_not_found")


@pytest.mark.parametrize(
    ("content", "headers", "status", "code"),
    [
        (b"{not json", {"content-type": "application/json"}, 400, "malformed_body"),
        (b"[1, 2]", {"content-type": "application/json"}, 400, "malformed_body"),
        (b"\xff\xfe", {"content-type": "application/json"}, 400, "malformed_body"),
        (b"subject=x", {"content-type": "application/x-www-form-urlencoded"}, 415, "unsupported_media_type"),
        (b"x" * (1 << 20 + 1), {"content-type": "application/json"}, 413, "payload_too_large"),
    ],
)
def test_bad_bodies_get_a_clear_4xx_and_change_nothing(
    srv: RunningServer, world: World, content: bytes, headers: dict[str, str], status: int, code: str
) -> None:
    before = world.state_hash()
    r = client(srv, world).post("/v1/tickets", content=content, headers=headers)
    assert r.status_code == status
    assert r.json()["error"]["code"] == code
    assert world.state_hash() == before


def test_rejected_bodies_are_in_the_ledger(srv: RunningServer, world: World) -> None:
    client(srv, world).post("/v1/tickets", content=b"{", headers={"content-type": "application/json"})
    entry = world.ledger[-1]
    assert (entry.operation, entry.outcome, entry.status, entry.transport) == (
        "tickets.tickets.create",
        "invalid",
        400,
        "http",
    )


def test_unknown_routes_and_methods_are_in_the_service_shape(srv: RunningServer, world: World) -> None:
    c = client(srv, world)
    r = c.get("/v1/nothing")
    assert (r.status_code, r.json()["error"]["code"]) == (404, "unknown_route")
    r = c.put("/v1/tickets/tkt_1")
    assert (r.status_code, r.json()["error"]["code"]) == (405, "method_not_allowed")
    r = httpx.get(srv.base_url + "/elsewhere")
    assert (r.status_code, r.json()["error"]["code"]) == (404, "not_found")


def test_declared_huge_body_is_refused_before_it_is_read(srv: RunningServer, world: World) -> None:
    import json
    import socket

    host, port = srv.base_url.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=10) as sock:
        sock.sendall(
            b"POST /tickets/v1/tickets HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer tk_%s\r\n"
            b"Content-Type: application/json\r\nContent-Length: 999999999\r\n\r\n{" % world.id.encode()
        )
        data = b""
        while b"\r\n\r\n" not in data or not data.rstrip().endswith(b"}"):
            chunk = sock.recv(65536)
            if not chunk:
                break
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 413")
    assert json.loads(body)["error"]["code"] == "payload_too_large"


JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    method=st.sampled_from(["GET", "POST", "DELETE", "PUT", "PATCH", "HEAD"]),
    path=st.sampled_from(
        [
            "/v1/tickets",
            "/v1/tickets/tkt_1",
            "/v1/tickets/tkt_1/comments",
            "/v1/accounts/acct_1",
            "/v1/tickets/tkt_1/merge",
            "/v1/tickets/%00",
            "/v1//x",
            "/",
        ]
    ),
    body=st.one_of(st.binary(max_size=200), JSONISH.map(lambda v: __import__("json").dumps(v).encode())),
    content_type=st.sampled_from(["application/json", "text/plain", "", "application/json; charset=latin-1"]),
    query=st.dictionaries(
        st.sampled_from(["limit", "status", "account", "x"]), st.text(max_size=8), max_size=3
    ),
)
def test_fuzzed_requests_never_get_a_5xx_and_errors_keep_the_shape(
    srv: RunningServer, method: str, path: str, body: bytes, content_type: str, query: dict[str, str]
) -> None:
    world = srv.world
    snap = world.snapshot()
    c = client(srv, world)
    r = c.request(method, path, content=body, params=query, headers={"content-type": content_type})
    assert r.status_code < 500, r.text
    if r.status_code >= 400 and method != "HEAD":
        error = r.json()["error"]
        assert isinstance(error["code"], str)
        assert isinstance(error["message"], str)
    if r.status_code >= 400:
        assert world.diff(snap).is_empty
    world.restore(snap)


class LoseResponse:
    """Commits the effect, then loses the response in the given way."""

    def __init__(self, fault: str) -> None:
        self.fault = fault

    def intercept(self, world: World, call: Call, execute: Any) -> tuple[Any, LedgerEntry]:
        response, entry = execute(call, True)
        response.transport_fault = self.fault
        entry.delivered = False
        return response, entry


@pytest.mark.parametrize(
    ("fault", "error", "text"),
    [
        ("connection_reset", httpx.ReadError, "reset by peer"),
        ("empty_response", httpx.RemoteProtocolError, "without sending a response"),
        ("truncated", httpx.RemoteProtocolError, "without sending complete message body"),
    ],
)
def test_transport_faults_are_real_connection_failures_after_commit(
    srv: RunningServer, world: World, fault: str, error: type[Exception], text: str
) -> None:
    world.interceptor = LoseResponse(fault)
    with pytest.raises(error, match=text):
        client(srv, world).post("/v1/tickets", json={"account": "acct_1", "subject": "lost"})
    assert len(world.diff().table("tickets_tickets").added) == 1
    entry = world.ledger[-1]
    assert (entry.committed, entry.delivered) == (True, False)


def test_malformed_fault_is_a_200_that_is_not_json(srv: RunningServer, world: World) -> None:
    world.interceptor = LoseResponse("malformed")
    r = client(srv, world).post("/v1/tickets", json={"account": "acct_1", "subject": "garbled"})
    assert r.status_code == 200
    with pytest.raises(ValueError, match=r"decode|Expecting value"):
        r.json()
