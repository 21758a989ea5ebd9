"""Every core error rendered in Linear's GraphQL error shape, and the wire rules (auth, documents)."""

from __future__ import annotations

import httpx
import pytest

from toolproof.service.errors import (
    InternalError,
    MalformedBody,
    RateLimited,
    ServiceError,
    ServiceUnavailable,
    Unauthorized,
    UnknownRoute,
)
from toolproof.services.linear import service
from toolproof.transports.http import RunningServer


@pytest.mark.parametrize(
    ("error", "status", "kind", "code"),
    [
        (Unauthorized("x"), 401, "authentication error", "AUTHENTICATION_ERROR"),
        (RateLimited("x", retry_after=3), 400, "ratelimited", "RATELIMITED"),
        (MalformedBody("x"), 400, "graphql error", "GRAPHQL_VALIDATION_FAILED"),
        (UnknownRoute("x"), 404, "graphql error", "NOT_FOUND"),
        (ServiceUnavailable("x"), 503, "internal error", "INTERNAL_ERROR"),
        (InternalError("x"), 500, "internal error", "INTERNAL_ERROR"),
    ],
)
def test_core_errors_in_linears_shape(error: ServiceError, status: int, kind: str, code: str) -> None:
    response = service.dialect.render_error(error, None)
    assert response.status == status
    assert response.body["data"] is None
    (entry,) = response.body["errors"]
    assert entry["extensions"]["type"] == kind
    assert entry["extensions"]["code"] == code
    assert isinstance(entry["extensions"]["userPresentableMessage"], str)
    assert service.dialect.error_code(response.body) == code
    assert service.dialect.rate_limited(response.status, response.body) == (code == "RATELIMITED")


def post(server: RunningServer, world: str, body: object, auth: str | None = None) -> httpx.Response:
    headers = {"Authorization": auth if auth is not None else f"lin_api_{world}"}
    return httpx.post(server.base_url + "/linear/graphql", json=body, headers=headers, timeout=10)


def test_wire_rules(server: RunningServer) -> None:
    world = server.hub.create()
    ok = post(server, world.id, {"query": "{ viewer { email } }"})
    assert ok.status_code == 200
    assert ok.json() == {"data": {"viewer": {"email": "maya.chen@northwind.dev"}}}
    assert ok.headers["x-ratelimit-requests-limit"] == "1500"
    bearer = post(server, world.id, {"query": "{ viewer { email } }"}, auth=f"Bearer lin_oauth_{world.id}")
    assert bearer.status_code == 200
    for auth in ("", f"Bearer lin_api_{world.id}", "lin_api_nosuchworld"):
        refused = post(server, world.id, {"query": "{ viewer { id } }"}, auth=auth)
        assert refused.status_code == 401
        assert refused.json()["errors"][0]["extensions"]["code"] == "AUTHENTICATION_ERROR"
    syntax = post(server, world.id, {"query": "{ viewer { "})
    assert syntax.status_code == 400
    assert syntax.json()["errors"][0]["extensions"]["type"] == "graphql error"
    assert syntax.json()["errors"][0]["locations"] == [{"line": 1, "column": 12}]
    unknown = post(server, world.id, {"query": "{ viewer { shoeSize } }"})
    assert unknown.status_code == 400
    assert unknown.json()["errors"][0]["message"] == "Cannot query field 'shoeSize' on type 'User'."
    two = post(server, world.id, {"query": "{ viewer { id } teams { nodes { id } } }"})
    assert two.status_code == 400
    assert "one root field per request" in two.json()["errors"][0]["message"]
    heavy = post(
        server,
        world.id,
        {"query": "{ issues(first: 250) { nodes { comments(first: 250) { nodes { id body } } } } }"},
    )
    assert heavy.status_code == 400
    assert heavy.json()["errors"][0]["extensions"]["code"] == "QUERY_TOO_COMPLEX"
    server.hub.delete(world.id)


def test_faults_hit_one_root_field_and_read_as_linear_errors(server: RunningServer) -> None:
    from toolproof.faults import FaultPlan

    world = server.hub.create()
    world.rate_limits_enabled = False
    plan = {
        "rules": [{"operation": "linear.issueCreate", "nth": 1, "fault": {"kind": "error", "status": 503}}]
    }
    server.hub.set_faults(world, FaultPlan.from_data(plan))
    eng = next(t for t in world.rows("linear_teams") if t["key"] == "ENG")
    create = {
        "query": "mutation($input: IssueCreateInput!) "
        "{ issueCreate(input: $input) { success issue { identifier } } }",
        "variables": {"input": {"teamId": eng["id"], "title": "After the outage"}},
    }
    assert post(server, world.id, {"query": "{ viewer { email } }"}).status_code == 200  # another field
    before = world.state_hash()
    failed = post(server, world.id, create)
    assert failed.status_code == 503
    assert failed.json()["errors"][0]["extensions"]["type"] == "internal error"
    assert world.state_hash() == before
    again = post(server, world.id, create)
    assert again.json() == {"data": {"issueCreate": {"success": True, "issue": {"identifier": "ENG-157"}}}}
    assert [(e.operation, e.status) for e in world.ledger] == [
        ("linear.viewer", 200),
        ("linear.issueCreate", 503),
        ("linear.issueCreate", 200),
    ]
    server.hub.delete(world.id)
