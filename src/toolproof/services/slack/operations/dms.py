"""``conversations.open``: direct messages (``D…``) and group DMs (``G…``)."""

from __future__ import annotations

from typing import Any

from toolproof.service.context import Context
from toolproof.services.slack.access import (
    Caller,
    caller,
    set_view,
    user_row,
    view_of,
    visible_channel,
)
from toolproof.services.slack.errors import SlackError
from toolproof.services.slack.ids import DM, GROUP_DM, new_slack_id
from toolproof.services.slack.operations.common import join_member
from toolproof.services.slack.params import SlackParams
from toolproof.services.slack.render import channel_object
from toolproof.services.slack.service import BOTH, service


class OpenArgs(SlackParams):
    channel: str | None = None
    users: str | list[str] | None = None
    return_im: bool = False
    prevent_creation: bool = False


@service.operation("slack.conversations.open", BOTH, "/conversations.open", writes=True)
def conversations_open(ctx: Context, p: OpenArgs) -> dict[str, Any]:
    """Open (or find) a DM with one user, or a group DM with 2–8 others."""
    who = caller(ctx)
    if p.channel:
        row = visible_channel(ctx, who, p.channel)
        if row["kind"] not in ("im", "mpim"):
            raise SlackError("method_not_supported_for_channel_type")
        if _reopen(ctx, row["id"], who.user):
            return {"channel": {"id": row["id"]}}
        return {"no_op": True, "already_open": True, "channel": {"id": row["id"]}}
    raw = p.users if isinstance(p.users, list) else (p.users or "").split(",")
    ids = list(dict.fromkeys(u.strip() for u in raw if u.strip()))
    if not ids:
        raise SlackError("users_list_not_supplied")
    if len(ids) > 8:
        raise SlackError("too_many_users")
    for user in ids:
        target = user_row(ctx, user)
        if target is None:
            raise SlackError("user_not_found")
        if target["deleted"]:
            raise SlackError("user_disabled")
    others = [u for u in ids if u != who.user]
    if len(others) <= 1:
        who.require("im:write")
        other = others[0] if others else who.user
        return open_im(ctx, who, other, p.return_im, p.prevent_creation)
    who.require("mpim:write")
    return _open_mpim(ctx, who, sorted({*others, who.user}), p.prevent_creation)


def _reopen(ctx: Context, channel: str, user: str) -> bool:
    """Open a DM the caller closed (``conversations.close``); ``True`` if it was closed."""
    if view_of(ctx, channel, user)[1]:
        return False
    set_view(ctx, channel, user, is_open=True)
    return True


def open_im(ctx: Context, who: Caller, other: str, full: bool, prevent: bool) -> dict[str, Any]:
    row = ctx.one(
        "SELECT * FROM slack_channels WHERE kind = 'im' AND "
        "((creator = ? AND im_user = ?) OR (creator = ? AND im_user = ?))",
        (who.user, other, other, who.user),
    )
    if row is not None:
        reopened = _reopen(ctx, row["id"], who.user)
        channel = channel_object(ctx, row, who.user) if full else {"id": row["id"]}
        if reopened:
            return {"channel": channel}
        return {"no_op": True, "already_open": True, "channel": channel}
    if prevent:
        raise SlackError("channel_not_found")
    channel_id = new_slack_id(ctx, DM)
    ctx.db.execute(
        "INSERT INTO slack_channels VALUES (?, ?, 'im', 0, 0, 0, ?, ?, ?, '', '', 0, '', '', 0, '[]')",
        (channel_id, channel_id, who.user, ctx.now(), other),
    )
    join_member(ctx, channel_id, who.user)
    join_member(ctx, channel_id, other)
    fresh = ctx.one("SELECT * FROM slack_channels WHERE id = ?", (channel_id,))
    assert fresh is not None
    return {"channel": channel_object(ctx, fresh, who.user) if full else {"id": channel_id}}


def _open_mpim(ctx: Context, who: Caller, members: list[str], prevent: bool) -> dict[str, Any]:
    names = [r["name"] for m in members if (r := user_row(ctx, m)) is not None]
    name = "mpdm-" + "--".join(names) + "-1"
    row = ctx.one("SELECT * FROM slack_channels WHERE kind = 'mpim' AND name = ?", (name,))
    if row is not None:
        if _reopen(ctx, row["id"], who.user):
            return {"channel": channel_object(ctx, row, who.user)}
        return {"no_op": True, "already_open": True, "channel": channel_object(ctx, row, who.user)}
    if prevent:
        raise SlackError("channel_not_found")
    channel_id = new_slack_id(ctx, GROUP_DM)
    ctx.db.execute(
        "INSERT INTO slack_channels VALUES (?, ?, 'mpim', 0, 0, 0, ?, ?, NULL, '', '', 0, '', '', 0, '[]')",
        (channel_id, name, who.user, ctx.now()),
    )
    for member in members:
        join_member(ctx, channel_id, member)
    fresh = ctx.one("SELECT * FROM slack_channels WHERE id = ?", (channel_id,))
    assert fresh is not None
    return {"channel": channel_object(ctx, fresh, who.user)}
