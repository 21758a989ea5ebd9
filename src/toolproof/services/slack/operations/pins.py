"""``pins.*``: messages pinned to a conversation."""

from __future__ import annotations

from typing import Any

from toolproof.service.context import Context
from toolproof.services.slack.access import caller, is_member, require_message, visible_channel
from toolproof.services.slack.errors import SlackError
from toolproof.services.slack.params import SlackParams
from toolproof.services.slack.render import messages
from toolproof.services.slack.service import BOTH, service


class PinArgs(SlackParams):
    channel: str
    timestamp: str


def _pin_target(ctx: Context, p: PinArgs) -> tuple[str, str, str]:
    who = caller(ctx, "pins:write")
    row = visible_channel(ctx, who, p.channel)
    if not is_member(ctx, row["id"], who.user):
        raise SlackError("not_in_channel")
    message = require_message(ctx, row["id"], p.timestamp, bad_ts="bad_timestamp")
    return row["id"], message["ts"], who.user


@service.operation("slack.pins.add", BOTH, "/pins.add", writes=True)
def pins_add(ctx: Context, p: PinArgs) -> dict[str, Any]:
    """Pin a message; pinning it again is ``already_pinned``."""
    channel, ts, user = _pin_target(ctx, p)
    if ctx.one("SELECT 1 FROM slack_pins WHERE channel = ? AND ts = ?", (channel, ts)) is not None:
        raise SlackError("already_pinned")
    ctx.db.execute("INSERT INTO slack_pins VALUES (?, ?, ?, ?)", (channel, ts, user, ctx.now()))
    return {}


@service.operation("slack.pins.remove", BOTH, "/pins.remove", writes=True)
def pins_remove(ctx: Context, p: PinArgs) -> dict[str, Any]:
    """Unpin a message; one that is not pinned is ``not_pinned``."""
    channel, ts, _user = _pin_target(ctx, p)
    cur = ctx.db.execute("DELETE FROM slack_pins WHERE channel = ? AND ts = ?", (channel, ts))
    if cur.rowcount == 0:
        raise SlackError("not_pinned")
    return {}


class PinListArgs(SlackParams):
    channel: str


@service.operation("slack.pins.list", BOTH, "/pins.list", writes=False)
def pins_list(ctx: Context, p: PinListArgs) -> dict[str, Any]:
    """Pinned messages of a conversation, most recently pinned first."""
    who = caller(ctx, "pins:read")
    row = visible_channel(ctx, who, p.channel)
    pins = ctx.all(
        "SELECT p.* FROM slack_pins p "
        "JOIN slack_messages m ON m.channel = p.channel AND m.ts = p.ts "
        "WHERE p.channel = ? ORDER BY p.created DESC, p.ts DESC",
        (row["id"],),
    )
    items = []
    for pin in pins:
        message = ctx.one(
            "SELECT * FROM slack_messages WHERE channel = ? AND ts = ?", (pin["channel"], pin["ts"])
        )
        assert message is not None
        items.append(
            {
                "type": "message",
                "created": pin["created"],
                "created_by": pin["pinned_by"],
                "channel": row["id"],
                "message": messages(ctx, [message])[0],
            }
        )
    return {"items": items}
