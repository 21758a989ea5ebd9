"""``conversations.mark`` and ``conversations.close``: a member's own view of a conversation.

Neither changes the conversation for anyone else: ``mark`` moves the caller's read cursor (shown back
as ``last_read`` by ``conversations.info``), ``close`` hides a DM or group DM from the caller's
sidebar (``is_open: false`` on the DM until ``conversations.open`` opens it again). Both live in
``slack_views``, one row per (conversation, member) that ever changed its view.
"""

from __future__ import annotations

from typing import Any

from toolproof.service.context import Context
from toolproof.services.slack.access import (
    TS_RE,
    caller,
    channel_scope,
    is_member,
    set_view,
    view_of,
    visible_channel,
)
from toolproof.services.slack.errors import SlackError
from toolproof.services.slack.operations.common import ChannelArg
from toolproof.services.slack.service import BOTH, service


class MarkArgs(ChannelArg):
    ts: str


@service.operation("slack.conversations.mark", BOTH, "/conversations.mark", writes=True)
def conversations_mark(ctx: Context, p: MarkArgs) -> dict[str, Any]:
    """Move the caller's read cursor in a conversation to ``ts`` (user tokens only)."""
    who = caller(ctx)
    row = visible_channel(ctx, who, p.channel)
    channel_scope(who, row, "write")
    if not TS_RE.match(p.ts.strip()):
        raise SlackError("invalid_timestamp")
    if not is_member(ctx, row["id"], who.user):
        raise SlackError("not_in_channel")
    set_view(ctx, row["id"], who.user, last_read=p.ts.strip())
    return {}


@service.operation("slack.conversations.close", BOTH, "/conversations.close", writes=True)
def conversations_close(ctx: Context, p: ChannelArg) -> dict[str, Any]:
    """Close a DM or group DM in the caller's sidebar; closing a closed one is an ``ok`` no-op."""
    who = caller(ctx)
    row = visible_channel(ctx, who, p.channel)
    if row["kind"] not in ("im", "mpim"):
        raise SlackError("method_not_supported_for_channel_type")
    channel_scope(who, row, "write")
    if not is_member(ctx, row["id"], who.user):
        raise SlackError("user_does_not_own_channel")
    _, is_open = view_of(ctx, row["id"], who.user)
    if not is_open:
        return {"no_op": True, "already_closed": True}
    set_view(ctx, row["id"], who.user, is_open=False)
    return {}
