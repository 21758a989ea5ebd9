"""``conversations.history`` and ``conversations.replies``: reading messages and threads."""

from __future__ import annotations

from typing import Any

from toolproof.service.context import Context
from toolproof.services.slack import pagination
from toolproof.services.slack.access import (
    TS_RE,
    caller,
    find_message,
    readable_channel,
)
from toolproof.services.slack.errors import SlackError
from toolproof.services.slack.params import Paged
from toolproof.services.slack.render import MESSAGE_SELECT, messages
from toolproof.services.slack.service import BOTH, service


class HistoryArgs(Paged):
    channel: str
    latest: str | None = None
    oldest: str | None = None
    inclusive: bool = False


def _bound(value: str | None, code: str) -> str | None:
    """A ``latest``/``oldest`` bound as a comparable ``ts`` string (Slack accepts ``1700000000`` too)."""
    if value is None or value == "":
        return None
    try:
        number = float(value)
    except ValueError:
        raise SlackError(code) from None
    if not (0 <= number < 1e10) or number != number:
        raise SlackError(code)
    return f"{number:017.6f}"


@service.operation("slack.conversations.history", BOTH, "/conversations.history", writes=False)
def conversations_history(ctx: Context, p: HistoryArgs) -> dict[str, Any]:
    """Messages in a conversation, newest first; thread replies only if broadcast."""
    who = caller(ctx)
    row = readable_channel(ctx, who, p.channel)
    latest = _bound(p.latest, "invalid_ts_latest")
    oldest = _bound(p.oldest, "invalid_ts_oldest")
    after_cursor = pagination.decode(p.cursor, "next_ts")
    limit = pagination.clamp_limit(p.limit, 100, 999)
    where = [
        "channel = ?",
        "visible_at <= ?",
        "(thread_ts IS NULL OR thread_ts = ts OR subtype = 'thread_broadcast')",
    ]
    args: list[Any] = [row["id"], ctx.now()]
    if latest is not None:
        where.append("ts <= ?" if p.inclusive else "ts < ?")
        args.append(latest)
    if oldest is not None:
        where.append("ts >= ?" if p.inclusive else "ts > ?")
        args.append(oldest)
    if after_cursor is not None:
        where.append("ts < ?")
        args.append(after_cursor)
    # Tuples of the rendered columns: the page is rendered by position, no name looked up per row.
    rows = ctx.db.execute(
        f"SELECT {MESSAGE_SELECT} FROM slack_messages WHERE {' AND '.join(where)} ORDER BY ts DESC LIMIT ?",
        (*args, limit + 1),
    ).fetchall()
    page, more = rows[:limit], len(rows) > limit
    pins = ctx.db.execute("SELECT count(*) FROM slack_pins WHERE channel = ?", (row["id"],)).fetchone()
    out: dict[str, Any] = {
        "messages": messages(ctx, page, contiguous=True),
        "has_more": more,
        "pin_count": pins[0] if pins is not None else 0,
        "channel_actions_ts": None,
        "channel_actions_count": 0,
    }
    out.update(pagination.metadata(pagination.encode("next_ts", page[-1][1]) if more else ""))
    return out


class RepliesArgs(Paged):
    channel: str
    ts: str
    latest: str | None = None
    oldest: str | None = None
    inclusive: bool = False


@service.operation("slack.conversations.replies", BOTH, "/conversations.replies", writes=False)
def conversations_replies(ctx: Context, p: RepliesArgs) -> dict[str, Any]:
    """A thread: its parent, then replies oldest first (``ts`` may name the parent or any reply)."""
    who = caller(ctx)
    row = readable_channel(ctx, who, p.channel)
    if not TS_RE.match(p.ts):
        raise SlackError("thread_not_found")
    message = find_message(ctx, row["id"], p.ts)
    if message is None:
        raise SlackError("thread_not_found")
    root = message["thread_ts"] or message["ts"]
    latest = _bound(p.latest, "invalid_ts_latest")
    oldest = _bound(p.oldest, "invalid_ts_oldest")
    after_cursor = pagination.decode(p.cursor, "next_ts")
    limit = pagination.clamp_limit(p.limit, 1000)
    where = ["channel = ?", "visible_at <= ?", "(ts = ? OR thread_ts = ?)"]
    args: list[Any] = [row["id"], ctx.now(), root, root]
    if latest is not None:
        where.append("(ts = ? OR ts <= ?)" if p.inclusive else "(ts = ? OR ts < ?)")
        args += [root, latest]
    if oldest is not None:
        where.append("(ts = ? OR ts >= ?)" if p.inclusive else "(ts = ? OR ts > ?)")
        args += [root, oldest]
    if after_cursor is not None:
        where.append("ts > ?")
        args.append(after_cursor)
    rows = ctx.all(
        f"SELECT * FROM slack_messages WHERE {' AND '.join(where)} ORDER BY ts LIMIT ?", (*args, limit + 1)
    )
    page, more = rows[:limit], len(rows) > limit
    out: dict[str, Any] = {"messages": messages(ctx, page, in_thread=True), "has_more": more}
    out.update(pagination.metadata(pagination.encode("next_ts", page[-1]["ts"]) if more else ""))
    return out
