"""Users: who am I, one user, the enterprise's users (with a name/login filter)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from toolproof.service import Context, Params
from toolproof.services.box.errors import not_found
from toolproof.services.box.items import me
from toolproof.services.box.operations.common import page
from toolproof.services.box.params import Fields, Id, Limit, Offset
from toolproof.services.box.render import render_user
from toolproof.services.box.service import service


class Me(Params):
    fields: Fields = None


@service.operation("box.users.me", "GET", "/2.0/users/me", writes=False)
def get_me(ctx: Context, p: Me) -> dict[str, Any]:
    """Get the user the token acts as."""
    return render_user(me(ctx), p.fields)


class GetUser(Params):
    user_id: Id
    fields: Fields = None


@service.operation("box.users.get", "GET", "/2.0/users/{user_id}", writes=False)
def get_user(ctx: Context, p: GetUser) -> dict[str, Any]:
    """Get a user of the enterprise by id."""
    me(ctx)
    row = ctx.one("SELECT * FROM box_users WHERE id = ?", (p.user_id,))
    if row is None:
        raise not_found("user", p.user_id)
    return render_user(row, p.fields)


class ListUsers(Params):
    filter_term: str | None = Field(
        default=None, max_length=200, description="Users whose name or login starts with this."
    )
    user_type: Literal["all", "managed", "external"] | None = None
    fields: Fields = None
    limit: Limit = None
    offset: Offset = None
    usemarker: bool | None = Field(default=None, description="Use marker paging instead of offsets.")
    marker: str | None = Field(default=None, max_length=200)


@service.operation("box.users.list", "GET", "/2.0/users", writes=False)
def list_users(ctx: Context, p: ListUsers) -> dict[str, Any]:
    """List the enterprise's users (deactivated ones included, with status inactive)."""
    me(ctx)
    rows = ctx.all("SELECT * FROM box_users ORDER BY ordinal")
    if p.filter_term:
        term = p.filter_term.lower()
        rows = [
            r
            for r in rows
            if str(r["login"]).lower().startswith(term)
            or any(w.lower().startswith(term) for w in [r["name"], *str(r["name"]).split()])
        ]
    limit = min(p.limit or 100, 1000)
    if p.usemarker or p.marker:
        chunk, paging = page(rows, limit=limit, offset=None, marker=p.marker, usemarker=True)
        return {"entries": [render_user(r, p.fields) for r in chunk], **paging}
    start = p.offset or 0
    return {
        "total_count": len(rows),
        "entries": [render_user(r, p.fields) for r in rows[start : start + limit]],
        "offset": start,
        "limit": limit,
    }
