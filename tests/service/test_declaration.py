"""One declaration per operation: the in-process call, the HTTP route and the tool schema come from it."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import Field

from tests.support import tickets
from toolproof.service import Context, Dialect, Params, Service
from toolproof.service.errors import MethodNotAllowed, UnknownRoute
from toolproof.service.schema import Table
from toolproof.transports.http.router import ServiceRouter


def test_operation_declaration_carries_route_model_and_kind() -> None:
    op = tickets.service.operations["tickets.tickets.create"]
    assert (op.methods, op.path, op.writes, op.idempotent) == (("POST",), "/v1/tickets", True, False)
    assert op.params is tickets.CreateTicket
    assert op.summary == "Open a ticket for an account."
    reads = tickets.service.operations["tickets.tickets.get"]
    assert (reads.writes, reads.idempotent, reads.path_params) == (False, True, ("id",))


def test_tool_definition_is_json_schema_from_the_params_model() -> None:
    tool = tickets.service.operations["tickets.tickets.create"].tool_definition()
    assert tool["name"] == "tickets_tickets_create"
    assert tool["description"] == "Open a ticket for an account."
    schema = tool["input_schema"]
    assert schema["type"] == "object"
    assert schema["required"] == ["account", "subject"]
    assert schema["additionalProperties"] is False
    assert schema["properties"]["priority"] == {
        "default": 2,
        "maximum": 4,
        "minimum": 1,
        "title": "Priority",
        "type": "integer",
    }


def test_router_prefers_literal_paths_and_reports_methods() -> None:
    svc = Service("r", mount="/r", dialect=Dialect(), tables=[])

    class Id(Params):
        id: str

    @svc.operation("r.get", "GET", "/v1/things/{id}", writes=False)
    def get(ctx: Context, p: Id) -> dict[str, Any]:
        return {}

    @svc.operation("r.search", "GET", "/v1/things/search", writes=False)
    def search(ctx: Context) -> dict[str, Any]:
        return {}

    router = ServiceRouter(svc)
    assert router.match("GET", "/v1/things/search")[0].name == "r.search"
    op, params = router.match("GET", "/v1/things/a%2Fb")
    assert (op.name, params) == ("r.get", {"id": "a/b"})
    assert router.match("HEAD", "/v1/things/x")[0].name == "r.get"
    with pytest.raises(MethodNotAllowed, match="accepts GET"):
        router.match("POST", "/v1/things/x")
    with pytest.raises(UnknownRoute):
        router.match("GET", "/v1/things/x/y")


def test_declaration_mistakes_are_caught_at_import_time() -> None:
    with pytest.raises(ValueError, match="must be named x_<table>"):
        Service("x", mount="/x", dialect=Dialect(), tables=[Table("other", {"id": "int"})])
    with pytest.raises(ValueError, match="reserved prefix"):
        Table("_tp_mine", {"id": "int"})
    with pytest.raises(ValueError, match="not declared"):
        Table("x_t", {"a": "int"})
    svc = Service("x", mount="/x", dialect=Dialect(), tables=[])
    with pytest.raises(ValueError, match="must start with 'x'"):
        svc.operation("y.op", "GET", "/", writes=False)

    class P(Params):
        n: int = Field(1)

    @svc.operation("x.op", "GET", "/", writes=False)
    def op(ctx: Context, p: P) -> None:
        return None

    with pytest.raises(ValueError, match="declared twice"):
        svc.operation("x.op", "GET", "/", writes=False)(op)

    def untyped(ctx: Context, p: int) -> None:
        return None

    with pytest.raises(TypeError, match="annotate its second argument"):
        svc.operation("x.untyped", "GET", "/u", writes=False)(untyped)
