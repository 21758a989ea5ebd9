"""Every fault kind over real HTTP: status, headers and body on the wire, or a real broken connection."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.support.server import Admin, serve
from toolproof.transports.http import RunningServer
from toolproof.world import World

CREATE = "tickets.tickets.create"
KEYS = [
    "rules",
    "fault",
    "kind",
    "status",
    "operation",
    "nth",
    "sequence",
    "rate_limits",
    "concurrency",
    "limit",
]


@pytest.fixture(scope="module")
def srv() -> Iterator[RunningServer]:
    with serve(["tickets"], fixture="small") as server:
        yield server


@pytest.fixture(scope="module")
def admin(srv: RunningServer) -> Admin:
    return Admin(srv)


@pytest.fixture
def world(srv: RunningServer, admin: Admin) -> Iterator[World]:
    created = admin.create_world()
    world = srv.hub.get(created["id"])
    assert world is not None
    yield world
    srv.hub.delete(world.id)


def client(srv: RunningServer, world: World, timeout: float = 10) -> httpx.Client:
    return httpx.Client(
        base_url=srv.base_url + "/tickets",
        headers={"Authorization": f"Bearer tk_{world.id}"},
        timeout=timeout,
    )


def put_plan(admin: Admin, world: World, *rules: dict[str, Any], **extra: Any) -> dict[str, Any]:
    r = admin.client.put(f"/worlds/{world.id}/faults", json={"rules": list(rules), **extra})
    assert r.status_code == 200, r.text
    result: dict[str, Any] = r.json()
    return result


def new_ticket(c: httpx.Client, subject: str = "printer on fire", **headers: str) -> httpx.Response:
    return c.post("/v1/tickets", json={"account": "acct_1", "subject": subject}, headers=headers)


def added(world: World) -> int:
    return len(world.diff().table("tickets_tickets").added)


# -- before ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("fault", "status", "code"),
    [
        ({"kind": "rate_limit", "retry_after": 3}, 429, "rate_limited"),
        ({"kind": "error", "status": 500}, 500, "upstream_error"),
        ({"kind": "error", "status": 502}, 502, "upstream_error"),
        ({"kind": "error", "status": 503, "retry_after": 2}, 503, "service_unavailable"),
        ({"kind": "lock_timeout"}, 429, "lock_timeout"),
    ],
)
def test_before_errors_on_the_wire(
    srv: RunningServer, admin: Admin, world: World, fault: dict[str, Any], status: int, code: str
) -> None:
    put_plan(admin, world, {"operation": CREATE, "fault": fault})
    r = new_ticket(client(srv, world))
    assert r.status_code == status
    assert r.json()["error"]["code"] == code
    if "retry_after" in fault:
        assert r.headers["retry-after"] == str(fault["retry_after"])
    assert world.diff().is_empty
    entry = world.ledger[-1]
    assert (entry.transport, entry.committed, entry.delivered) == ("http", False, True)
    assert entry.fault is not None
    assert entry.fault["phase"] == "before"


@pytest.mark.parametrize(
    ("fault", "error"),
    [
        ({"kind": "transport", "phase": "before", "fault": "connection_reset"}, httpx.ReadError),
        ({"kind": "transport", "phase": "before", "fault": "empty_response"}, httpx.RemoteProtocolError),
        ({"kind": "transport", "phase": "before", "fault": "timeout", "seconds": 1}, httpx.ReadTimeout),
        ({"kind": "down"}, httpx.ReadError),
    ],
)
def test_before_transport_failures_are_real_and_commit_nothing(
    srv: RunningServer, admin: Admin, world: World, fault: dict[str, Any], error: type[Exception]
) -> None:
    put_plan(admin, world, {"operation": CREATE, "fault": fault})
    with pytest.raises(error):
        new_ticket(client(srv, world, timeout=0.4))
    assert world.diff().is_empty
    entry = world.ledger[-1]
    assert (entry.committed, entry.delivered, entry.status) == (False, False, 0)


# -- after ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("fault", "error"),
    [
        ("connection_reset", httpx.ReadError),
        ("empty_response", httpx.RemoteProtocolError),
        ("truncated", httpx.RemoteProtocolError),
        ("timeout", httpx.ReadTimeout),
    ],
)
def test_after_lost_response_is_real_and_the_effect_committed(
    srv: RunningServer, admin: Admin, world: World, fault: str, error: type[Exception]
) -> None:
    put_plan(
        admin,
        world,
        {"operation": CREATE, "nth": 1, "fault": {"kind": "transport", "fault": fault, "seconds": 1}},
    )
    # Only the timeout case waits for the client's deadline (the server holds 1 s): the others' error comes
    # at once, and a short deadline lapsed first on a loaded 2-core machine (ReadTimeout for ReadError).
    c = client(srv, world, timeout=0.4 if fault == "timeout" else 30)
    with pytest.raises(error):
        new_ticket(c, **{"Idempotency-Key": "k1"})
    assert added(world) == 1
    entry = world.ledger[-1]
    assert (entry.committed, entry.delivered) == (True, False)
    assert entry.fault is not None
    assert (entry.fault["phase"], entry.fault["served_status"]) == ("after", 200)
    # The same key replays; a raw retry without one commits again.
    replay = new_ticket(client(srv, world), **{"Idempotency-Key": "k1"})
    assert (replay.status_code, replay.headers["idempotent-replayed"]) == (200, "true")
    assert added(world) == 1
    assert new_ticket(client(srv, world)).status_code == 200
    assert added(world) == 2


def test_after_malformed_is_a_200_that_is_not_json(srv: RunningServer, admin: Admin, world: World) -> None:
    put_plan(admin, world, {"operation": CREATE, "fault": {"kind": "transport", "fault": "malformed"}})
    r = new_ticket(client(srv, world))
    assert r.status_code == 200
    with pytest.raises(ValueError, match=r"decode|Expecting value"):
        r.json()
    assert added(world) == 1
    assert world.ledger[-1].status == 200


def test_after_5xx_on_the_wire_commits(srv: RunningServer, admin: Admin, world: World) -> None:
    put_plan(admin, world, {"operation": CREATE, "fault": {"kind": "error", "phase": "after", "status": 500}})
    r = new_ticket(client(srv, world))
    assert (r.status_code, r.json()["error"]["code"]) == (500, "upstream_error")
    assert added(world) == 1


def test_scripted_sequence_and_cascade_over_http(srv: RunningServer, admin: Admin, world: World) -> None:
    put_plan(
        admin,
        world,
        {"operation": CREATE, "sequence": [{"kind": "error", "status": 503}, {"kind": "rate_limit"}]},
        cascade=[
            {
                "services": ["tickets"],
                "operation": "tickets.tickets.get",
                "start": 3,
                "fault": {"kind": "down"},
            }
        ],
    )
    c = client(srv, world)
    assert [new_ticket(c).status_code for _ in range(3)] == [503, 429, 200]
    with pytest.raises(httpx.ReadError):
        c.get("/v1/tickets/tkt_1")
    assert added(world) == 1


# -- instead and transforms -------------------------------------------------------------------------
def test_noop_over_http(srv: RunningServer, admin: Admin, world: World) -> None:
    put_plan(admin, world, {"access": "write", "fault": {"kind": "noop"}})
    c = client(srv, world)
    r = new_ticket(c)
    assert r.status_code == 200
    assert c.get(f"/v1/tickets/{r.json()['id']}").status_code == 404
    assert world.diff().is_empty


def test_stale_read_over_http(srv: RunningServer, admin: Admin, world: World) -> None:
    put_plan(
        admin, world, {"operation": "tickets.tickets.get", "fault": {"kind": "stale_read", "lag_calls": 2}}
    )
    c = client(srv, world)
    c.post("/v1/tickets/tkt_1", json={"subject": "renamed"})
    subjects = [c.get("/v1/tickets/tkt_1").json()["subject"] for _ in range(3)]
    assert subjects == ["Cannot log in", "Cannot log in", "renamed"]


def test_schema_drift_over_http(srv: RunningServer, admin: Admin, world: World) -> None:
    put_plan(
        admin,
        world,
        {
            "operation": "tickets.tickets.get",
            "fault": {"kind": "schema_drift", "rename": {"subject": "title"}},
        },
    )
    body = client(srv, world).get("/v1/tickets/tkt_1").json()
    assert "subject" not in body
    assert body["title"] == "Cannot log in"


def test_latency_really_waits_over_http(srv: RunningServer, admin: Admin, world: World) -> None:
    put_plan(admin, world, {"fault": {"kind": "latency", "seconds": 3, "wall": True, "wall_scale": 0.1}})
    start_clock = world.clock.now
    t0 = time.monotonic()
    assert client(srv, world).get("/v1/tickets/tkt_1").status_code == 200
    assert time.monotonic() - t0 >= 0.3
    assert world.clock.now - start_clock == 4  # 3 s of virtual latency + the call's tick


def test_a_client_that_gives_up_on_a_slow_answer_is_in_the_ledger(
    srv: RunningServer, admin: Admin, world: World
) -> None:
    put_plan(
        admin,
        world,
        {"operation": CREATE, "fault": {"kind": "latency", "seconds": 20, "wall": True, "wall_scale": 0.1}},
    )
    with pytest.raises(httpx.ReadTimeout):
        new_ticket(client(srv, world, timeout=0.3))
    entry = world.ledger[-1]
    deadline = time.monotonic() + 30  # generous: only a failing case waits it out (a loaded machine)
    while entry.delivered and time.monotonic() < deadline:
        time.sleep(0.02)
    assert (entry.committed, entry.delivered) == (True, False)
    assert entry.fault is not None
    assert entry.fault["delivered"] is False
    assert entry.note is not None
    assert "disconnected" in entry.note
    assert added(world) == 1


def test_slow_body_headers_at_once_then_the_body_trickles(
    srv: RunningServer, admin: Admin, world: World
) -> None:
    put_plan(
        admin,
        world,
        {"fault": {"kind": "latency", "seconds": 5, "body": True, "wall": True, "wall_scale": 0.1}},
    )
    t0 = time.monotonic()
    with client(srv, world).stream("GET", "/v1/tickets/tkt_1") as r:
        headers_at = time.monotonic() - t0
        chunks = [c for c in r.iter_raw() if c]
        body = b"".join(chunks)
    total = time.monotonic() - t0
    assert r.status_code == 200
    # the body trickles in pieces after the headers, over at least the scaled 0.5 s (a lower bound: a
    # sleep never ends early, whatever the machine's load)
    assert len(chunks) > 1
    assert headers_at < total
    assert total >= 0.45
    assert json.loads(body)["id"] == "tkt_1"
    assert world.ledger[-1].delivered is True


def test_a_client_that_drops_a_slow_body_is_in_the_ledger(
    srv: RunningServer, admin: Admin, world: World
) -> None:
    put_plan(
        admin,
        world,
        {"fault": {"kind": "latency", "seconds": 20, "body": True, "wall": True, "wall_scale": 0.1}},
    )
    with client(srv, world).stream("GET", "/v1/tickets/tkt_1") as r:
        assert r.status_code == 200  # then the client hangs up before the body is complete
    entry = world.ledger[-1]
    deadline = time.monotonic() + 30  # generous: only a failing case waits it out (a loaded machine)
    while entry.delivered and time.monotonic() < deadline:
        time.sleep(0.02)
    assert entry.delivered is False


def test_latency_only_moves_the_virtual_clock_unless_asked(
    srv: RunningServer, admin: Admin, world: World
) -> None:
    put_plan(admin, world, {"fault": {"kind": "latency", "seconds": 600}})
    t0 = time.monotonic()
    assert client(srv, world).get("/v1/tickets/tkt_1").status_code == 200
    assert time.monotonic() - t0 < 5
    assert world.ledger[-1].fault is not None
    assert world.ledger[-1].fault["seconds"] == 600


# -- state faults ------------------------------------------------------------------------------------
def test_concurrent_writer_over_http(srv: RunningServer, admin: Admin, world: World) -> None:
    put_plan(
        admin,
        world,
        {
            "operation": "tickets.tickets.update",
            "fault": {
                "kind": "concurrent_writer",
                "operation": "tickets.tickets.update",
                "params": {"id": "{id}", "status": "closed"},
            },
        },
    )
    c = client(srv, world)
    assert c.get("/v1/tickets/tkt_1").json()["status"] == "open"
    r = c.post("/v1/tickets/tkt_1", json={"priority": 4})
    assert (r.status_code, r.json()["error"]["code"]) == (409, "ticket_closed")
    assert [e.transport for e in world.ledger] == ["http", "fault", "http"]


def test_corrupt_rows_over_http(srv: RunningServer, admin: Admin, world: World) -> None:
    put_plan(
        admin,
        world,
        {
            "nth": 1,
            "fault": {
                "kind": "corrupt_rows",
                "table": "tickets_accounts",
                "where": "id = 'acct_1'",
                "delete": True,
            },
        },
    )
    r = client(srv, world).get("/v1/accounts/acct_1")
    assert (r.status_code, r.json()["error"]["code"]) == (404, "not_found")
    assert world.ledger[0].operation == "tickets.<corrupt_rows>"


def test_revoked_credential_over_http(srv: RunningServer, admin: Admin, world: World) -> None:
    put_plan(admin, world, {"nth": 2, "fault": {"kind": "revoke_credential"}})
    c = client(srv, world)
    statuses = [c.get("/v1/tickets/tkt_1").status_code for _ in range(3)]
    assert statuses == [200, 401, 401]
    assert c.get("/v1/tickets/tkt_1").json()["error"]["code"] == "unauthorized"


# -- resources --------------------------------------------------------------------------------------
def test_plan_rate_limits_run_on_the_wall_clock_and_grade_retry_after(
    srv: RunningServer, admin: Admin, world: World
) -> None:
    put_plan(admin, world, rate_limits=[{"service": "tickets", "limit": 2, "per_seconds": 1}])
    c = client(srv, world)
    statuses = [c.get("/v1/tickets/tkt_1").status_code for _ in range(3)]
    assert statuses == [200, 200, 429]
    blocked = world.ledger[-1]
    assert blocked.fault is not None
    assert blocked.fault["rule"] == "limit:plan:0"
    assert c.get("/v1/tickets/tkt_1").status_code == 429  # retried at once: ignored Retry-After
    assert world.ledger[-1].retry_after is not None
    assert world.ledger[-1].retry_after["honoured"] is False
    time.sleep(1.05)
    assert c.get("/v1/tickets/tkt_1").status_code == 200
    honoured = world.ledger[-1].retry_after
    assert honoured is not None
    assert (honoured["required"], honoured["honoured"]) == (1.0, True)


def test_concurrency_cap_refuses_real_overlapping_requests(
    srv: RunningServer, admin: Admin, world: World
) -> None:
    put_plan(
        admin,
        world,
        {"fault": {"kind": "latency", "seconds": 10, "wall": True, "wall_scale": 0.1}},
        concurrency={"tickets": 2},
    )

    def get(_: int) -> int:
        with client(srv, world) as c:
            return c.get("/v1/tickets/tkt_1").status_code

    with ThreadPoolExecutor(5) as pool:
        statuses = sorted(pool.map(get, range(5)))
    assert statuses == [200, 200, 429, 429, 429]
    refused = [e for e in world.ledger if e.fault and e.fault["kind"] == "concurrency"]
    assert len(refused) == 3
    # The server releases a request just after its last byte is sent: give it a moment.
    deadline = time.monotonic() + 30  # generous: only a failing case waits it out (a loaded machine)
    while world.inflight["tickets"] and time.monotonic() < deadline:
        time.sleep(0.01)
    assert world.inflight["tickets"] == 0


# -- admin surface -----------------------------------------------------------------------------------
def test_admin_sets_reads_and_clears_a_plan(srv: RunningServer, admin: Admin, world: World) -> None:
    path = f"/worlds/{world.id}/faults"
    assert admin.get(path) == {"id": world.id, "plan": None}
    described = put_plan(admin, world, {"id": "x", "operation": CREATE, "fault": {"kind": "noop"}})
    assert described["plan"] == {"rules": [{"id": "x", "operation": CREATE, "fault": {"kind": "noop"}}]}
    new_ticket(client(srv, world))
    stats = admin.get(path)["stats"]
    assert (stats["calls"], stats["faults"], stats["by_rule"]) == (1, 1, {"x": 1})
    assert admin.get(f"/worlds/{world.id}")["faults"] == "plan"
    assert admin.client.delete(path).json() == {"id": world.id, "plan": None}
    assert new_ticket(client(srv, world)).status_code == 200
    assert added(world) == 1


def test_admin_installs_builtin_and_yaml_plans(srv: RunningServer, admin: Admin, world: World) -> None:
    path = f"/worlds/{world.id}/faults"
    r = admin.client.put(path, json={"builtin": "lost-responses"})
    assert r.status_code == 200
    assert r.json()["plan"]["name"] == "lost-responses"
    yaml_plan = "name: y\nrules:\n  - operation: tickets.tickets.get\n    fault: {kind: error, status: 503}\n"
    r = admin.client.put(path, content=yaml_plan, headers={"content-type": "application/yaml"})
    assert r.status_code == 200
    assert client(srv, world).get("/v1/tickets/tkt_1").status_code == 503


@pytest.mark.parametrize(
    ("body", "needle"),
    [
        ({"rules": [{"fault": {"kind": "explode"}}]}, "rules[0].fault"),
        ({"rules": [{"fault": {"kind": "error", "status": 200}}]}, "greater than or equal to 400"),
        ({"rules": [{"probability": 2, "fault": {"kind": "noop"}}]}, "probability"),
        (
            {"rules": [{"fault": {"kind": "transport", "phase": "before", "fault": "truncated"}}]},
            "use phase 'after'",
        ),
        (
            {"rules": [{"fault": {"kind": "corrupt_rows", "table": "nope", "delete": True}}]},
            "no table 'nope'",
        ),
        ({"builtin": "no-such-plan"}, "no built-in fault plan"),
        ({"rulez": []}, "rulez"),
    ],
)
def test_invalid_plans_are_a_readable_400(
    admin: Admin, world: World, body: dict[str, Any], needle: str
) -> None:
    r = admin.client.put(f"/worlds/{world.id}/faults", json=body)
    assert r.status_code == 400
    error = r.json()["error"]
    assert error["code"] == "invalid_plan"
    assert needle in error["message"]
    assert world.interceptor is None


def test_admin_refuses_non_json(admin: Admin, world: World) -> None:
    r = admin.client.put(
        f"/worlds/{world.id}/faults", content=b"{nope", headers={"content-type": "application/json"}
    )
    assert (r.status_code, r.json()["error"]["code"]) == (400, "invalid_plan")


JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-5, 1000)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(KEYS), inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(body=st.dictionaries(st.sampled_from(KEYS), JSON, max_size=4))
def test_fuzzed_plans_on_the_admin_surface_are_200_or_a_readable_400(
    admin: Admin, world: World, body: Any
) -> None:
    r = admin.client.put(f"/worlds/{world.id}/faults", json=body)
    assert r.status_code in (200, 400), r.text
    if r.status_code == 400:
        assert r.json()["error"]["code"] == "invalid_plan"
        assert r.json()["error"]["message"]
    admin.client.delete(f"/worlds/{world.id}/faults")


def test_non_finite_numbers_are_refused(admin: Admin, world: World) -> None:
    body = b'{"rules": [{"fault": {"kind": "latency", "seconds": Infinity}}]}'
    r = admin.client.put(
        f"/worlds/{world.id}/faults", content=body, headers={"content-type": "application/json"}
    )
    assert (r.status_code, r.json()["error"]["code"]) == (400, "invalid_plan")


def test_creating_a_world_the_default_plan_does_not_fit_is_a_400() -> None:
    from toolproof.faults import FaultPlan

    misfit = FaultPlan.from_data(
        {"rules": [{"fault": {"kind": "concurrent_writer", "operation": "tickets.nope"}}]}
    )
    with serve(["tickets"], fixture="small", faults=None) as server:
        server.hub.default_faults = misfit
        r = Admin(server).client.post("/worlds", json={})
        assert (r.status_code, r.json()["error"]["code"]) == (400, "invalid_world")
        assert "no operation 'tickets.nope'" in r.json()["error"]["message"]
