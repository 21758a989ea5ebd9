"""``users.*``: the workspace's people and bots."""

from __future__ import annotations

from typing import Any

from toolproof.service.context import Context
from toolproof.services.slack import pagination
from toolproof.services.slack.access import caller, user_row
from toolproof.services.slack.errors import SlackError
from toolproof.services.slack.operations.listing import conversations_page
from toolproof.services.slack.params import Paged, SlackParams
from toolproof.services.slack.render import profile_object, user_object
from toolproof.services.slack.service import BOTH, service


class ListUsers(Paged):
    include_locale: bool = False


@service.operation("slack.users.list", BOTH, "/users.list", writes=False)
def users_list(ctx: Context, p: ListUsers) -> dict[str, Any]:
    """Every user, deactivated ones and bots included, in id order, cursor-paginated."""
    who = caller(ctx, "users:read")
    after = pagination.decode(p.cursor, "user")
    limit = pagination.clamp_limit(p.limit, 200)
    rows = ctx.all("SELECT * FROM slack_users WHERE id > ? ORDER BY id LIMIT ?", (after or "", limit + 1))
    page, more = rows[:limit], len(rows) > limit
    members = [user_object(r, who.team) for r in page]
    if p.include_locale:
        for m in members:
            m["locale"] = "en-US"
    return {
        "members": members,
        "cache_ts": ctx.now(),
        **pagination.metadata(pagination.encode("user", page[-1]["id"]) if more else ""),
    }


class UserArg(SlackParams):
    user: str
    include_locale: bool = False


@service.operation("slack.users.info", BOTH, "/users.info", writes=False)
def users_info(ctx: Context, p: UserArg) -> dict[str, Any]:
    """One user by id."""
    who = caller(ctx, "users:read")
    row = user_row(ctx, p.user)
    if row is None:
        raise SlackError("user_not_found")
    user = user_object(row, who.team)
    if p.include_locale:
        user["locale"] = "en-US"
    return {"user": user}


class LookupByEmail(SlackParams):
    email: str


@service.operation("slack.users.lookupByEmail", BOTH, "/users.lookupByEmail", writes=False)
def users_lookup_by_email(ctx: Context, p: LookupByEmail) -> dict[str, Any]:
    """An active user by email (case-insensitive); deactivated users are not found."""
    who = caller(ctx, "users:read.email")
    row = ctx.one(
        "SELECT * FROM slack_users WHERE lower(email) = lower(?) AND deleted = 0", (p.email.strip(),)
    )
    if row is None or not p.email.strip():
        raise SlackError("users_not_found")
    return {"user": user_object(row, who.team)}


class ProfileGet(SlackParams):
    user: str | None = None
    include_labels: bool = False


@service.operation("slack.users.profile.get", BOTH, "/users.profile.get", writes=False)
def users_profile_get(ctx: Context, p: ProfileGet) -> dict[str, Any]:
    """A user's profile (the caller's when ``user`` is absent)."""
    who = caller(ctx, "users.profile:read")
    row = user_row(ctx, p.user or who.user)
    if row is None:
        raise SlackError("user_not_found")
    return {"profile": profile_object(row, who.team)}


class UserConversations(Paged):
    user: str | None = None
    types: str | list[str] = "public_channel"
    exclude_archived: bool = False


@service.operation("slack.users.conversations", BOTH, "/users.conversations", writes=False)
def users_conversations(ctx: Context, p: UserConversations) -> dict[str, Any]:
    """Conversations ``user`` (default: the caller) belongs to that the caller may see."""
    who = caller(ctx)
    target = p.user or who.user
    if user_row(ctx, target) is None:
        raise SlackError("user_not_found")
    if p.limit is not None and p.limit > 1000:
        raise SlackError("invalid_limit")
    return conversations_page(ctx, who, p.types, p.exclude_archived, p.cursor, p.limit, member_of=target)
