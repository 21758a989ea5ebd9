"""``conversations.join/leave/invite/kick/members``: who is in a conversation."""

from __future__ import annotations

from typing import Any

from toolproof.service.context import Context
from toolproof.services.slack import pagination
from toolproof.services.slack.access import (
    caller,
    channel_scope,
    is_member,
    user_row,
    visible_channel,
)
from toolproof.services.slack.errors import SlackError
from toolproof.services.slack.operations.common import ChannelArg, join_member, not_for_dm, system_message
from toolproof.services.slack.params import Paged
from toolproof.services.slack.render import channel_object
from toolproof.services.slack.service import BOTH, service


@service.operation("slack.conversations.join", BOTH, "/conversations.join", writes=True)
def conversationsjoin_member(ctx: Context, p: ChannelArg) -> dict[str, Any]:
    """Join a public channel; joining one you are in already succeeds with a warning."""
    who = caller(ctx)
    who.require("channels:join" if who.is_bot else "channels:write")
    row = visible_channel(ctx, who, p.channel)
    if row["kind"] != "public":
        raise SlackError("method_not_supported_for_channel_type")
    if row["is_archived"]:
        raise SlackError("is_archived")
    out: dict[str, Any] = {}
    if is_member(ctx, row["id"], who.user):
        out.update(
            {"warning": "already_in_channel", "response_metadata": {"warnings": ["already_in_channel"]}}
        )
    else:
        join_member(ctx, row["id"], who.user)
        system_message(ctx, row["id"], who.user, "channel_join", f"<@{who.user}> has joined the channel")
    return {"channel": channel_object(ctx, row, who.user), **out}


@service.operation("slack.conversations.leave", BOTH, "/conversations.leave", writes=True)
def conversations_leave(ctx: Context, p: ChannelArg) -> dict[str, Any]:
    """Leave a channel. Leaving one you are not in is ``ok`` with ``not_in_channel: true``."""
    who = caller(ctx)
    row = visible_channel(ctx, who, p.channel)
    channel_scope(who, row, "write")
    if row["kind"] == "im":
        raise SlackError("method_not_supported_for_channel_type")
    if row["is_archived"]:
        raise SlackError("is_archived")
    if row["is_general"]:
        raise SlackError("cant_leave_general")
    if not is_member(ctx, row["id"], who.user):
        return {"not_in_channel": True}
    count = ctx.one("SELECT count(*) AS n FROM slack_members WHERE channel = ?", (row["id"],))
    if row["kind"] != "public" and count is not None and count["n"] <= 1:
        raise SlackError("last_member")
    ctx.db.execute("DELETE FROM slack_members WHERE channel = ? AND user = ?", (row["id"], who.user))
    system_message(ctx, row["id"], who.user, "channel_leave", f"<@{who.user}> has left the channel")
    return {}


class InviteArgs(ChannelArg):
    users: str | list[str]
    force: bool = False


@service.operation("slack.conversations.invite", BOTH, "/conversations.invite", writes=True)
def conversations_invite(ctx: Context, p: InviteArgs) -> dict[str, Any]:
    """Invite users (comma-separated ids) to a channel the caller is in."""
    who = caller(ctx)
    row = visible_channel(ctx, who, p.channel)
    channel_scope(who, row, "write")
    not_for_dm(row)
    who.unrestricted()
    ids = [u.strip() for u in (p.users if isinstance(p.users, list) else p.users.split(",")) if u.strip()]
    if not ids:
        raise SlackError("no_user")
    if len(ids) > 1000:
        raise SlackError("too_many_users")
    if row["is_archived"]:
        raise SlackError("is_archived")
    if not is_member(ctx, row["id"], who.user):
        raise SlackError("not_in_channel")
    for user in ids:
        target = user_row(ctx, user)
        if target is None:
            raise SlackError("user_not_found")
        if user == who.user:
            raise SlackError("cant_invite_self")
        if target["deleted"]:
            raise SlackError("cant_invite")
        if is_member(ctx, row["id"], user):
            raise SlackError("already_in_channel")
    for user in dict.fromkeys(ids):
        join_member(ctx, row["id"], user)
        system_message(ctx, row["id"], user, "channel_join", f"<@{user}> has joined the channel")
    return {"channel": channel_object(ctx, row, who.user)}


class KickArgs(ChannelArg):
    user: str


@service.operation("slack.conversations.kick", BOTH, "/conversations.kick", writes=True)
def conversations_kick(ctx: Context, p: KickArgs) -> dict[str, Any]:
    """Remove a user from a channel."""
    who = caller(ctx)
    row = visible_channel(ctx, who, p.channel)
    channel_scope(who, row, "write")
    not_for_dm(row)
    who.unrestricted()
    if user_row(ctx, p.user) is None:
        raise SlackError("user_not_found")
    if p.user == who.user:
        raise SlackError("cant_kick_self")
    if row["is_general"]:
        raise SlackError("cant_kick_from_general")
    if not is_member(ctx, row["id"], p.user):
        raise SlackError("not_in_channel")
    ctx.db.execute("DELETE FROM slack_members WHERE channel = ? AND user = ?", (row["id"], p.user))
    return {}


class MembersArgs(Paged):
    channel: str


@service.operation("slack.conversations.members", BOTH, "/conversations.members", writes=False)
def conversations_members(ctx: Context, p: MembersArgs) -> dict[str, Any]:
    """Member ids of a conversation, cursor-paginated."""
    who = caller(ctx)
    row = visible_channel(ctx, who, p.channel)
    channel_scope(who, row, "read")
    if p.limit is not None and (p.limit < 0 or p.limit > 1000):
        raise SlackError("invalid_limit")
    after = pagination.decode(p.cursor, "user")
    limit = pagination.clamp_limit(p.limit, 100)
    rows = ctx.all(
        "SELECT user FROM slack_members WHERE channel = ? AND user > ? ORDER BY user LIMIT ?",
        (row["id"], after or "", limit + 1),
    )
    page, more = rows[:limit], len(rows) > limit
    return {
        "members": [r["user"] for r in page],
        **pagination.metadata(pagination.encode("user", page[-1]["user"]) if more else ""),
    }
