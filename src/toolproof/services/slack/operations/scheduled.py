"""Scheduled messages: ``chat.scheduleMessage``, ``scheduledMessages.list``, ``deleteScheduledMessage``.

A scheduled message is stored as a message whose ``visible_at`` is its ``post_at``: every read filters
on the virtual clock, so it "appears" when the clock passes its time, with no write inside a read.
``chat.scheduledMessages.list`` shows it, and ``chat.deleteScheduledMessage`` removes it, only while
it is pending.
"""

from __future__ import annotations

from typing import Any

from toolproof.service.context import Context
from toolproof.services.slack import pagination
from toolproof.services.slack.access import (
    caller,
    is_member,
    new_ts,
    user_row,
    visible_channel,
)
from toolproof.services.slack.content import content
from toolproof.services.slack.errors import SlackError
from toolproof.services.slack.ids import SCHEDULED, new_slack_id
from toolproof.services.slack.operations.chat import MessageArgs, insert_message, post_target, thread_of
from toolproof.services.slack.params import Paged, SlackParams
from toolproof.services.slack.service import BOTH, service

MAX_SCHEDULE_AHEAD = 120 * 86400


class ScheduleArgs(MessageArgs):
    post_at: str


@service.operation("slack.chat.scheduleMessage", BOTH, "/chat.scheduleMessage", writes=True)
def chat_schedule_message(ctx: Context, p: ScheduleArgs) -> dict[str, Any]:
    """Schedule a message for ``post_at`` (at most 120 days ahead); it appears when the clock gets there."""
    who = caller(ctx, "chat:write")
    try:
        post_at = int(float(p.post_at))
    except ValueError:
        raise SlackError("invalid_time") from None
    if post_at <= ctx.now():
        raise SlackError("time_in_past")
    if post_at > ctx.now() + MAX_SCHEDULE_AHEAD:
        raise SlackError("time_too_far")
    row = post_target(ctx, who, p.channel)
    text, blocks, attachments = content(p.text, p.blocks, p.attachments)
    thread_ts = thread_of(ctx, row["id"], p.thread_ts)
    scheduled_id = new_slack_id(ctx, SCHEDULED)
    ts = new_ts(ctx, row["id"], post_at)
    insert_message(
        ctx,
        who,
        row["id"],
        ts,
        text,
        blocks,
        attachments,
        thread_ts,
        p.reply_broadcast,
        visible_at=post_at,
        scheduled_id=scheduled_id,
    )
    user = user_row(ctx, who.user)
    message: dict[str, Any] = {"type": "delayed_message", "text": text, "user": who.user, "team": who.team}
    if who.is_bot and user is not None:
        message["bot_id"] = user["bot_id"]
    return {
        "channel": row["id"],
        "scheduled_message_id": scheduled_id,
        "post_at": post_at,
        "message": message,
    }


class ScheduledListArgs(Paged):
    channel: str | None = None
    latest: str | None = None
    oldest: str | None = None
    team_id: str | None = None


@service.operation("slack.chat.scheduledMessages.list", BOTH, "/chat.scheduledMessages.list", writes=False)
def chat_scheduled_messages_list(ctx: Context, p: ScheduledListArgs) -> dict[str, Any]:
    """The caller's messages still waiting for their time, soonest first."""
    who = caller(ctx)
    where = ["scheduled_id IS NOT NULL", "visible_at > ?", "user = ?"]
    args: list[Any] = [ctx.now(), who.user]
    if p.channel:
        row = ctx.one("SELECT id, kind FROM slack_channels WHERE id = ?", (p.channel,))
        if row is None or (row["kind"] != "public" and not is_member(ctx, row["id"], who.user)):
            raise SlackError("invalid_channel")
        where.append("channel = ?")
        args.append(row["id"])
    for bound, op in ((p.latest, "<="), (p.oldest, ">=")):
        if bound:
            try:
                value = float(bound)
            except ValueError:
                raise SlackError("invalid_arguments") from None
            where.append(f"visible_at {op} ?")
            args.append(value)
    after = pagination.decode(p.cursor, "scheduled")
    if after is not None:
        where.append("(visible_at || ':' || scheduled_id) > ?")
        args.append(after)
    limit = pagination.clamp_limit(p.limit, 100)
    rows = ctx.all(
        f"SELECT * FROM slack_messages WHERE {' AND '.join(where)} ORDER BY visible_at, scheduled_id LIMIT ?",
        (*args, limit + 1),
    )
    page, more = rows[:limit], len(rows) > limit
    items = [
        {
            "id": r["scheduled_id"],
            "channel_id": r["channel"],
            "post_at": r["visible_at"],
            "date_created": r["created"],
            "text": r["text"],
        }
        for r in page
    ]
    last = page[-1] if page else None
    cursor = (
        pagination.encode("scheduled", f"{last['visible_at']}:{last['scheduled_id']}")
        if more and last
        else ""
    )
    return {"scheduled_messages": items, **pagination.metadata(cursor)}


class DeleteScheduledArgs(SlackParams):
    channel: str
    scheduled_message_id: str
    as_user: bool | None = None


@service.operation("slack.chat.deleteScheduledMessage", BOTH, "/chat.deleteScheduledMessage", writes=True)
def chat_delete_scheduled_message(ctx: Context, p: DeleteScheduledArgs) -> dict[str, Any]:
    """Cancel a pending scheduled message; once posted (or unknown) it is ``invalid_scheduled_message_id``."""
    who = caller(ctx, "chat:write")
    row = visible_channel(ctx, who, p.channel)
    message = ctx.one(
        "SELECT ts, user FROM slack_messages WHERE channel = ? AND scheduled_id = ? AND visible_at > ?",
        (row["id"], p.scheduled_message_id, ctx.now()),
    )
    if message is None or message["user"] != who.user:
        raise SlackError("invalid_scheduled_message_id")
    ctx.db.execute("DELETE FROM slack_messages WHERE channel = ? AND ts = ?", (row["id"], message["ts"]))
    return {}
