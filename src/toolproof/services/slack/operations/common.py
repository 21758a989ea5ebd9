"""Helpers shared by the conversation methods: system messages, joining, the channel argument."""

from __future__ import annotations

import sqlite3

from toolproof.service.context import Context
from toolproof.services.slack.access import new_ts
from toolproof.services.slack.errors import SlackError
from toolproof.services.slack.params import SlackParams


def not_for_dm(row: sqlite3.Row) -> None:
    """Channel-management methods refuse DMs and group DMs."""
    if row["kind"] in ("im", "mpim"):
        raise SlackError("method_not_supported_for_channel_type")


def system_message(ctx: Context, channel: str, user: str, subtype: str, text: str) -> None:
    """Slack records joins, renames, topic changes… as messages with a subtype; so does the double."""
    now = ctx.now()
    ctx.db.execute(
        "INSERT INTO slack_messages VALUES (?, ?, ?, NULL, ?, ?, NULL, NULL, NULL, NULL, NULL, ?, NULL, ?)",
        (channel, new_ts(ctx, channel), user, subtype, text, now, now),
    )


def join_member(ctx: Context, channel: str, user: str) -> None:
    """Add a member (a no-op if already one)."""
    ctx.db.execute("INSERT OR IGNORE INTO slack_members VALUES (?, ?, ?)", (channel, user, ctx.now()))


class ChannelArg(SlackParams):
    """Arguments of methods that take just a conversation id."""

    channel: str
