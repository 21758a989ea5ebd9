"""Every defect of the hardening trial (issue 19, except the runner's), each as the behaviour a user
relies on, over a real server on loopback: fair turns between worlds, bounded MCP sessions, nesting and
integer limits answered in each vendor's shape and recorded, built-in plans by name only, admin body
limits, grades that cannot be changed after ``finish``, idle and half-open connections closed, and the
smaller items (auth forms, ``delivered``, parser refusals, the admin token, keys after a restart)."""

from __future__ import annotations

import asyncio
import json
import socket
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest
from mcp import Client

from tests.support.mcp_results import first_text
from tests.support.server import Admin, serve
from toolproof.transports.http import RunningServer
from toolproof.world import World

DEEP = 5000  # far past any recursion limit


@pytest.fixture(scope="module")
def srv() -> Iterator[RunningServer]:
    with serve(["stripe", "slack", "gcal"]) as server:
        yield server


@pytest.fixture
def admin(srv: RunningServer) -> Admin:
    return Admin(srv)


@pytest.fixture
def world(srv: RunningServer, admin: Admin) -> Iterator[World]:
    created = admin.create_world(rate_limits=False)
    world = srv.hub.get(created["id"])
    assert world is not None
    yield world
    srv.hub.delete(world.id)


def last(world: World) -> dict[str, Any]:
    return world.ledger[-1].to_dict()


def deep_json(depth: int) -> str:
    return "[" * depth + "]" * depth


# -- 3. deep nesting: the vendor's 4xx, recorded in the ledger ------------------------------------
def test_deep_slack_json_body_is_slacks_invalid_arguments_and_recorded(
    srv: RunningServer, world: World
) -> None:
    body = '{"channel": "C9J3ZH1ODXT", "text": "hi", "blocks": ' + deep_json(DEEP) + "}"
    r = httpx.post(
        srv.base_url + "/slack/api/chat.postMessage",
        content=body,
        headers={
            "Authorization": f"Bearer xoxb-{world.id}",
            "Content-Type": "application/json; charset=utf-8",  # as slack_sdk sends it: no warning
        },
    )
    assert (r.status_code, r.json()) == (200, {"ok": False, "error": "invalid_arguments"})
    entry = last(world)
    assert (entry["operation"], entry["outcome"], entry["error_code"]) == (
        "slack.chat.postMessage",
        "invalid",
        "input_too_deep",
    )


def test_deep_calendar_json_body_is_googles_parse_error_and_recorded(
    srv: RunningServer, world: World
) -> None:
    body = '{"summary": "x", "extendedProperties": ' + deep_json(DEEP) + "}"
    r = httpx.post(
        srv.base_url + "/gcal/calendar/v3/calendars/alice@orbital.example/events",
        content=body,
        headers={"Authorization": f"Bearer {world.id}", "Content-Type": "application/json"},
    )
    assert r.status_code == 400
    error = r.json()["error"]
    assert (error["code"], error["errors"][0]["reason"]) == (400, "parseError")
    assert (last(world)["operation"], last(world)["error_code"]) == ("gcal.events.insert", "input_too_deep")


def test_deep_stripe_bracket_form_is_an_invalid_request_error_and_recorded(
    srv: RunningServer, world: World
) -> None:
    r = httpx.post(
        srv.base_url + "/stripe/v1/customers",
        content="metadata" + "[a]" * DEEP + "=x",
        headers={
            "Authorization": f"Bearer sk_test_{world.id}",
            "Content-Type": "application/x-www-form-urlencoded",
        },
    )
    assert r.status_code == 400
    assert r.json()["error"]["type"] == "invalid_request_error"
    assert "nests more than" in r.json()["error"]["message"]
    assert (last(world)["operation"], last(world)["error_code"]) == (
        "stripe.customers.create",
        "input_too_deep",
    )
    assert world.ledger[-1].committed is False


def test_deep_parameters_in_process_are_refused_and_the_ledger_stays_encodable(world: World) -> None:
    nested: Any = "x"
    for _ in range(DEEP):
        nested = {"a": nested}
    r = world.call("stripe.customers.create", {"metadata": nested})
    assert r.status == 400
    entry = world.ledger[-1]
    assert (entry.outcome, entry.error_code) == ("invalid", "input_too_deep")
    json.dumps(world.ledger.to_list())  # the refused structure is not kept


# -- 4. integers beyond 64 bits --------------------------------------------------------------------
def test_stripe_search_with_a_huge_number_is_a_400(srv: RunningServer, world: World) -> None:
    r = httpx.get(
        srv.base_url + "/stripe/v1/customers/search",
        params={"query": "created>" + "9" * 30},
        headers={"Authorization": f"Bearer sk_test_{world.id}"},
    )
    assert r.status_code == 400
    assert r.json()["error"]["param"] == "query"


def test_integer_beyond_64_bits_in_process_is_the_vendors_invalid_integer(world: World) -> None:
    before = world.state_hash()
    r = world.call("stripe.customers.create", {"email": "a@example.com", "balance": 10**30})
    assert r.status == 400
    assert r.body["error"]["code"] == "parameter_invalid_integer"
    assert r.body["error"]["param"] == "balance"
    assert (world.ledger[-1].outcome, world.ledger[-1].error_code) == ("invalid", "integer_out_of_range")
    assert world.state_hash() == before


def test_integer_beyond_64_bits_through_mcp_is_an_error_result_not_a_500() -> None:
    from toolproof.transports.mcp import start_http_in_thread

    async def scenario(url: str) -> dict[str, Any]:
        async with Client(url) as client:
            result = await client.call_tool(
                "stripe_customers_create", {"email": "a@example.com", "balance": 10**30}
            )
            assert result.is_error is True
            text = first_text(result)
            assert text.startswith("Error: HTTP 400; error code: parameter_invalid_integer.")
            vendor_body: dict[str, Any] = json.loads(text.partition("\n")[2])
            return vendor_body

    with start_http_in_thread(["stripe"]) as running:
        body = anyio.run(scenario, running.mcp_url)
    assert body["error"]["code"] == "parameter_invalid_integer"


def test_clock_advance_of_1e308_is_refused_and_later_writes_still_work(
    srv: RunningServer, admin: Admin, world: World
) -> None:
    r = admin.client.post(f"/worlds/{world.id}/clock", json={"advance": 1e308})
    assert (r.status_code, r.json()["error"]["code"]) == (400, "invalid_advance")
    created = world.call("stripe.customers.create", {"email": "after@example.com"})
    assert created.status == 200


# -- 5. built-in plans by name only ----------------------------------------------------------------
def test_builtin_plan_names_never_read_files(admin: Admin, world: World, tmp_path: Path) -> None:
    secret = tmp_path / "secret.yaml"
    secret.write_text("rules:\n  - operation: '*'\n    secret_key_abc: 1\n", encoding="utf-8")
    for name in (str(secret.with_suffix("")), "../" * 12 + str(secret.with_suffix("")).lstrip("/")):
        r = admin.client.put(f"/worlds/{world.id}/faults", json={"builtin": name})
        assert r.status_code == 400
        message = r.json()["error"]["message"]
        assert "no built-in fault plan" in message
        assert "secret_key_abc" not in message


def test_a_very_long_builtin_name_gets_a_short_error_without_paths(admin: Admin, world: World) -> None:
    r = admin.client.put(f"/worlds/{world.id}/faults", json={"builtin": "x" * 100_000})
    assert r.status_code == 400
    message = r.json()["error"]["message"]
    assert len(message) < 500
    assert "site-packages" not in message
    assert "/src/" not in message


def test_a_deeply_nested_yaml_plan_is_a_400(admin: Admin, world: World) -> None:
    plan = "rules:\n  - operation: '*'\n    x: " + deep_json(DEEP) + "\n"
    r = admin.client.put(
        f"/worlds/{world.id}/faults", content=plan, headers={"Content-Type": "application/yaml"}
    )
    assert (r.status_code, r.json()["error"]["code"]) == (400, "invalid_plan")


def test_a_deeply_nested_admin_body_is_a_400(admin: Admin) -> None:
    r = admin.client.post("/worlds", content=deep_json(DEEP), headers={"Content-Type": "application/json"})
    assert (r.status_code, r.json()["error"]["code"]) == (400, "malformed_body")


# -- 6. admin body limit ---------------------------------------------------------------------------
def raw_exchange(srv: RunningServer, request: bytes, timeout: float = 5.0) -> bytes:
    host, port = srv.base_url.removeprefix("http://").rsplit(":", 1)
    with socket.create_connection((host, int(port)), timeout=timeout) as sock:
        sock.sendall(request)
        data = b""
        while b"\r\n\r\n" not in data:
            chunk = sock.recv(65536)
            if not chunk:
                break
            data += chunk
        return data


def test_admin_refuses_a_declared_100_mb_body_at_once(srv: RunningServer) -> None:
    head = (
        "POST /_toolproof/worlds HTTP/1.1\r\nHost: x\r\n"
        f"Authorization: Bearer {srv.info.admin_token}\r\nContent-Type: application/json\r\n"
        f"Content-Length: {100 * 1024 * 1024}\r\n\r\n"
    ).encode()
    answer = raw_exchange(srv, head + b"{")
    assert answer.startswith(b"HTTP/1.1 413")


def test_admin_stops_a_chunked_body_past_the_limit(srv: RunningServer) -> None:
    head = (
        "POST /_toolproof/worlds HTTP/1.1\r\nHost: x\r\n"
        f"Authorization: Bearer {srv.info.admin_token}\r\nContent-Type: application/json\r\n"
        "Transfer-Encoding: chunked\r\n\r\n"
    ).encode()
    chunk = b"%x\r\n" % (256 * 1024) + b" " * (256 * 1024) + b"\r\n"
    answer = raw_exchange(srv, head + chunk * 5)
    assert answer.startswith(b"HTTP/1.1 413")


# -- 7. tamper-proof grading over MCP ----------------------------------------------------------------
TASK = """
tasks:
  - id: stripe.tag-customer
    services: [stripe]
    seed: 3
    instruction: Create a customer for ada@example.com.
    expect:
      claim: done
      changes:
        - added: stripe_customers
          where: {email: ada@example.com}
    oracle:
      - call: stripe.customers.create
        args: {email: ada@example.com}
      - finish: done
"""


def test_after_finish_the_grade_is_fixed_and_the_worlds_key_is_refused_and_recorded(tmp_path: Path) -> None:
    from toolproof.runs.mcp_task import find_task, start_task_http_in_thread

    (tmp_path / "t.yaml").write_text(TASK, encoding="utf-8")
    task = find_task("stripe.tag-customer", str(tmp_path))

    async def scenario(url: str) -> str:
        async with Client(url) as client:
            made = await client.call_tool("stripe_customers_create", {"email": "ada@example.com"})
            world_id = str(made.meta["toolproof/world"])  # type: ignore[index]
            done = await client.call_tool("finish", {"claim": "done"})
            assert done.is_error is False
            late = await client.call_tool("stripe_customers_create", {"email": "eve@example.com"})
            assert late.is_error is True
            return world_id

    with start_task_http_in_thread(task) as running:
        world_id = anyio.run(scenario, running.mcp_url)
        admin = {"Authorization": f"Bearer {running.info.admin_token}"}
        # The world id is the vendor credential of the same server: after the episode it is refused.
        r = httpx.post(
            running.info.base_url + "/stripe/v1/customers",
            data={"email": "mallory@example.com"},
            headers={"Authorization": f"Bearer sk_test_{world_id}"},
        )
        assert r.status_code == 401
        assert r.json()["error"]["type"] == "invalid_request_error"
        world = running.world(world_id)
        refused = [e for e in world.ledger if e.error_code == "unauthorized"]
        assert [e.transport for e in refused] == ["mcp", "http"]
        emails = {r["email"] for r in world.rows("stripe_customers")}
        assert "eve@example.com" not in emails
        assert "mallory@example.com" not in emails
        before = httpx.get(running.info.base_url + "/_toolproof/mcp/episodes", headers=admin).json()
        after = httpx.get(running.info.base_url + "/_toolproof/mcp/episodes", headers=admin).json()
        # Once its grade has been read, an ended episode's world is let go.
        assert running.hub.get(world_id) is None
    (episode,) = before["episodes"]
    assert (episode["passed"], episode["calls"], episode["ended"]) == (True, 1, True)
    assert episode["state_hash"]
    assert episode["diff"]["summary"] == "stripe_customers +1"
    assert after["episodes"] == before["episodes"]


def test_the_episodes_route_takes_the_admin_token_in_every_form_the_admin_surface_does(
    tmp_path: Path,
) -> None:
    from toolproof.runs.mcp_task import find_task, start_task_http_in_thread

    (tmp_path / "t.yaml").write_text(TASK, encoding="utf-8")
    task = find_task("stripe.tag-customer", str(tmp_path))
    with start_task_http_in_thread(task) as running:
        url = running.info.base_url + "/_toolproof/mcp/episodes"
        token = running.info.admin_token
        for headers in ({"X-Toolproof-Admin": token}, {"Authorization": f"bearer {token}"}):
            assert httpx.get(url, headers=headers).status_code == 200
        assert httpx.get(url, headers={"Authorization": "Bearer nope"}).status_code == 401


# -- 2. MCP over HTTP: bounded worlds, a clear error when a session's world is gone -----------------
def test_a_session_whose_world_was_deleted_gets_a_clear_error() -> None:
    from toolproof.transports.mcp import start_http_in_thread

    async def scenario(running: Any) -> str:
        async with Client(running.mcp_url) as client:
            first = await client.call_tool("stripe_customers_list", {})
            assert first.meta is not None  # toolproof names the session's world in every result
            running.hub.delete(first.meta["toolproof/world"])
            again = await client.call_tool("stripe_customers_list", {})
            assert again.is_error is True
            return first_text(again)

    with start_http_in_thread(["stripe"]) as running:
        text = anyio.run(scenario, running)
    assert "was deleted" in text
    assert "new MCP session" in text


def test_ended_and_idle_sessions_let_their_worlds_go() -> None:
    from toolproof.transports.http import WorldHub
    from toolproof.transports.mcp.sessions import WorldGone, WorldSource

    hub = WorldHub(["stripe"])
    source = WorldSource(hub.create, hub=hub, idle_seconds=60, max_sessions=3, keep_ended=1)
    worlds = [source.world_for(f"s{i}").id for i in range(3)]
    with pytest.raises(WorldGone, match="live sessions"):
        source.world_for("s3")  # capped
    source.end("s0")
    source.end("s1")  # only the most recent ended session keeps its world
    assert hub.get(worlds[0]) is None
    assert hub.get(worlds[1]) is not None
    assert source.sweep(now=time.monotonic() + 61) == ["s2"]  # idle past the limit
    with pytest.raises(WorldGone, match="session ended"):
        source.world_for("s0")
    assert source.world_for("s4").id not in worlds  # room again


# -- 1. fairness: one world cannot take every turn ---------------------------------------------------
def test_the_scheduler_serves_the_least_served_world_first() -> None:
    from toolproof.transports.http.fair import FairScheduler

    order: list[str] = []

    async def scenario() -> None:
        scheduler = FairScheduler()

        def work(name: str, seconds: float) -> Any:
            def run() -> None:
                order.append(name)
                time.sleep(seconds)

            return run

        # World A queues five expensive calls before B and C queue one cheap call each.
        jobs = [scheduler.run("A", work(f"A{i}", 0.02)) for i in range(5)]
        jobs += [scheduler.run("B", work("B", 0.0)), scheduler.run("C", work("C", 0.0))]
        await asyncio.gather(*jobs)

    asyncio.run(scenario())
    assert order[:3] == ["A0", "B", "C"]


def test_calendar_listing_pages_see_writes_made_between_them(srv: RunningServer, world: World) -> None:
    auth = {"Authorization": f"Bearer {world.id}"}
    url = srv.base_url + "/gcal/calendar/v3/calendars/alice@orbital.example/events"
    first = httpx.get(url, params={"maxResults": 5}, headers=auth).json()
    made = httpx.post(
        url,
        json={
            "summary": "late",
            "start": {"dateTime": "2020-01-01T09:00:00Z"},
            "end": {"dateTime": "2020-01-01T10:00:00Z"},
        },
        headers=auth,
    ).json()
    again = httpx.get(url, params={"maxResults": 5}, headers=auth).json()
    assert made["id"] not in [e["id"] for e in first["items"]]
    assert again["items"][0]["id"] == made["id"]  # earliest start first, the memo was not stale


# -- 9. idle and half-open connections, connection cap ----------------------------------------------
def test_idle_and_half_open_connections_are_closed_and_extra_ones_refused() -> None:
    from toolproof.transports.http import start_in_thread
    from toolproof.transports.http.protocol import ConnectionLimits

    limits = ConnectionLimits(request_timeout=0.2, max_connections=2)
    with start_in_thread(["stripe"], connections=limits) as running:
        host, port = running.base_url.removeprefix("http://").rsplit(":", 1)
        with socket.create_connection((host, int(port)), timeout=5) as idle:
            assert idle.recv(100) == b""  # never asked anything: closed
        with socket.create_connection((host, int(port)), timeout=5) as slow:
            slow.sendall(b"GET /stripe/v1/customers HTTP/1.1\r\nHost: x\r\n")  # head never finished
            assert slow.recv(1000).startswith(b"HTTP/1.1 408")
    # The cap on a server whose idle timeout is long: with 0.2 s, a loaded machine stalling between the
    # first connection and the third lets the server close the first as idle, and the third is served.
    capped = ConnectionLimits(request_timeout=60, max_connections=2)
    with start_in_thread(["stripe"], connections=capped) as running:
        host, port = running.base_url.removeprefix("http://").rsplit(":", 1)
        with (
            socket.create_connection((host, int(port)), timeout=30),
            socket.create_connection((host, int(port)), timeout=30),
            socket.create_connection((host, int(port)), timeout=30) as third,
        ):
            assert third.recv(1000).startswith(b"HTTP/1.1 503")


# -- 10. the smaller ones -----------------------------------------------------------------------------
def test_parser_refusals_are_in_the_services_json_shape(srv: RunningServer) -> None:
    answer = raw_exchange(srv, b"GET /stripe/v1/customers HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n")
    head, _, body = answer.partition(b"\r\n\r\n")
    assert json.loads(body)["error"]["type"] == "invalid_request_error"  # Stripe's shape
    assert head.startswith(b"HTTP/1.1 400")
    assert b"application/json" in head.lower()


def test_a_response_the_client_closed_before_reading_is_not_delivered(
    srv: RunningServer, world: World
) -> None:
    host, port = srv.base_url.removeprefix("http://").rsplit(":", 1)
    # A call that takes tens of milliseconds (every recurring series expanded), so the client's close
    # surely lands while it runs, as a client that times out first.
    path = "/gcal/calendar/v3/calendars/alice@orbital.example/events?singleEvents=true&maxResults=2500"
    request = f"GET {path} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {world.id}\r\n\r\n".encode()
    with socket.create_connection((host, int(port))) as sock:
        sock.sendall(request)
    deadline = time.monotonic() + 30  # the server marks the entry once it has run the call (generous:
    while time.monotonic() < deadline:  # only a failing case waits it out, on a loaded machine)
        if len(world.ledger) and not world.ledger[0].delivered:
            break
        time.sleep(0.01)
    (entry,) = world.ledger
    assert entry.delivered is False
    assert "disconnected" in (entry.note or "")


def test_a_deleted_worlds_key_is_told_apart_from_a_wrong_one(srv: RunningServer, admin: Admin) -> None:
    world_id = admin.create_world()["id"]
    admin.client.delete(f"/worlds/{world_id}")
    gone = httpx.get(
        srv.base_url + "/stripe/v1/customers", headers={"Authorization": f"Bearer sk_test_{world_id}"}
    )
    unknown = httpx.get(
        srv.base_url + "/stripe/v1/customers", headers={"Authorization": "Bearer sk_test_nope"}
    )
    assert gone.status_code == unknown.status_code == 401
    assert gone.headers["x-toolproof-credential"] == "deleted"
    assert unknown.headers["x-toolproof-credential"] == "unknown"


def test_serve_reads_the_admin_token_from_a_file_and_keeps_worlds_across_a_restart(tmp_path: Path) -> None:
    import subprocess
    import sys

    from tests.support.cli import LAUNCH

    token_file = tmp_path / "token"
    token_file.write_text("tpadm_from_file\n", encoding="utf-8")
    state = tmp_path / "state"
    args = ["serve", "--services", "stripe", "--port", "0", "--json", "--admin-token-file", str(token_file)]
    args += ["--state-dir", str(state)]

    def start() -> tuple[subprocess.Popen[str], dict[str, Any]]:
        process = subprocess.Popen([sys.executable, "-c", LAUNCH, *args], stdout=subprocess.PIPE, text=True)
        assert process.stdout is not None
        return process, json.loads(process.stdout.readline())

    process, info = start()
    try:
        assert info["admin_token"] == "tpadm_from_file"
        key = info["credentials"]["stripe"]["token"]
        made = httpx.post(
            info["base_url"] + "/stripe/v1/customers",
            data={"email": "kept@example.com"},
            headers={"Authorization": f"Bearer {key}"},
        ).json()
    finally:
        process.terminate()
        process.communicate(timeout=20)  # also closes the pipes
    process, info = start()
    try:
        again = httpx.get(
            info["base_url"] + f"/stripe/v1/customers/{made['id']}",
            headers={"Authorization": f"Bearer {key}"},
        )
        assert again.status_code == 200
        assert again.json()["email"] == "kept@example.com"
        ledger = httpx.get(
            info["base_url"] + f"/_toolproof/worlds/{info['world']}/ledger",
            headers={"Authorization": "Bearer tpadm_from_file"},
        ).json()["entries"]
        assert [e["operation"] for e in ledger] == ["stripe.customers.create", "stripe.customers.retrieve"]
    finally:
        process.terminate()
        process.communicate(timeout=20)  # also closes the pipes


def test_a_key_from_an_earlier_server_run_is_recognised_as_such() -> None:
    from toolproof.transports.http import WorldHub

    before, after = WorldHub(["stripe"]), WorldHub(["stripe"])
    while after.instance == before.instance:  # two runs share a prefix once in 65,536
        after = WorldHub(["stripe"])
    old = before.new_id()
    assert after.absence(old) == "earlier-server"
    assert after.absence(after.new_id()) == "unknown"


def test_an_admin_route_that_fails_answers_json_500_without_dropping_the_connection() -> None:
    from starlette.applications import Starlette
    from starlette.requests import Request
    from starlette.responses import JSONResponse
    from starlette.routing import Route

    from toolproof.transports.http.admin import guarded

    async def broken(request: Request) -> JSONResponse:
        raise RuntimeError("x" * 10_000)

    app = Starlette(routes=[Route("/_toolproof/broken", guarded(broken))])

    async def scenario() -> httpx.Response:
        # The app must answer, not raise: a raised error is what makes the server drop the connection.
        transport = httpx.ASGITransport(app=app, raise_app_exceptions=True)
        async with httpx.AsyncClient(transport=transport, base_url="http://t") as client:
            return await client.get("/_toolproof/broken")

    response = asyncio.run(scenario())
    assert response.status_code == 500
    assert response.json() == {
        "error": {"code": "internal_error", "message": "The admin request failed (RuntimeError)."}
    }
