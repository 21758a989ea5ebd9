"""A second tiny service for cross-service tests (cascades) and the core's own rate limits."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from toolproof.service import Context, Dialect, Operation, Params, Service, register
from toolproof.service.limits import Limit
from toolproof.service.schema import Table


class PagerDialect(Dialect):
    token_prefix = "pg_"


def limits(op: Operation, params: Mapping[str, Any], principal: str | None) -> Sequence[Limit]:
    """One page per 5 s per service, like a real pager's flood control."""
    return [Limit("pager:send", 1, 5.0)] if op.name == "pager.pages.send" else []


service = Service(
    "pager",
    mount="/pager",
    dialect=PagerDialect(),
    tables=[Table("pager_pages", {"id": "text", "message": "text", "created": "int"})],
    rate_limits=limits,
)


class Send(Params):
    message: str


@service.operation("pager.pages.send", "POST", "/v1/pages", writes=True)
def send(ctx: Context, p: Send) -> dict[str, Any]:
    """Page someone."""
    page_id = ctx.new_id("pg_")
    ctx.db.execute("INSERT INTO pager_pages VALUES (?, ?, ?)", (page_id, p.message, ctx.now()))
    return {"id": page_id, "message": p.message}


class ListPages(Params):
    pass


@service.operation("pager.pages.list", "GET", "/v1/pages", writes=False)
def list_pages(ctx: Context, p: ListPages) -> dict[str, Any]:
    """Every page sent."""
    return {"data": [dict(r) for r in ctx.all("SELECT * FROM pager_pages ORDER BY created, id")]}


@service.fixture("default")
def empty(ctx: Context) -> None:
    """No pages yet."""


@service.fixture("small")
def small(ctx: Context) -> None:
    """No pages yet."""


register(service)
