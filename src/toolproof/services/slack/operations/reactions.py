"""``reactions.*``: emoji reactions on messages."""

from __future__ import annotations

from typing import Any

from toolproof.service.context import Context
from toolproof.services.slack import emoji, pagination
from toolproof.services.slack.access import Caller, caller, readable_channel, require_message
from toolproof.services.slack.errors import SlackError
from toolproof.services.slack.operations.chat import permalink
from toolproof.services.slack.params import Paged, SlackParams
from toolproof.services.slack.render import messages
from toolproof.services.slack.service import BOTH, service

MAX_DISTINCT = 50


class ReactionArgs(SlackParams):
    channel: str
    timestamp: str
    name: str


class FileItem(SlackParams):
    """The other items Slack reactions can name. The double has no files, so a file or file comment
    named here is one Slack would not find either (``file_not_found`` / ``file_comment_not_found``)."""

    file: str | None = None
    file_comment: str | None = None


class ItemArgs(FileItem):
    """``reactions.remove`` / ``get`` name a message (``channel`` + ``timestamp``), a file or a comment."""

    channel: str | None = None
    timestamp: str | None = None


def _message_item(p: ItemArgs) -> tuple[str, str]:
    """The message ``p`` names; a file or file comment, or nothing at all, is Slack's error."""
    if p.file:
        raise SlackError("file_not_found")
    if p.file_comment:
        raise SlackError("file_comment_not_found")
    if not p.channel or not p.timestamp:
        raise SlackError("no_item_specified")
    return p.channel, p.timestamp


def _target(ctx: Context, who: Caller, channel: str, timestamp: str) -> tuple[str, str]:
    row = readable_channel(ctx, who, channel)
    message = require_message(ctx, row["id"], timestamp, bad_ts="bad_timestamp")
    return row["id"], message["ts"]


@service.operation("slack.reactions.add", BOTH, "/reactions.add", writes=True)
def reactions_add(ctx: Context, p: ReactionArgs) -> dict[str, Any]:
    """Add the caller's reaction; twice is ``already_reacted``."""
    who = caller(ctx, "reactions:write")
    name = emoji.normalise(p.name)
    channel, ts = _target(ctx, who, p.channel, p.timestamp)
    if name is None:
        raise SlackError("invalid_name")
    names = {
        r["name"]: r["mine"]
        for r in ctx.all(
            "SELECT name, max(user = ?) AS mine FROM slack_reactions "
            "WHERE channel = ? AND ts = ? GROUP BY name",
            (who.user, channel, ts),
        )
    }
    if names.get(name):
        raise SlackError("already_reacted")
    if name not in names and len(names) >= MAX_DISTINCT:
        raise SlackError("too_many_emoji")
    ctx.db.execute(
        "INSERT INTO slack_reactions VALUES (?, ?, ?, ?, ?)", (channel, ts, name, who.user, ctx.now())
    )
    return {}


class RemoveArgs(ItemArgs):
    name: str


@service.operation("slack.reactions.remove", BOTH, "/reactions.remove", writes=True)
def reactions_remove(ctx: Context, p: RemoveArgs) -> dict[str, Any]:
    """Remove the caller's reaction; one that is not there is ``no_reaction``."""
    who = caller(ctx, "reactions:write")
    name = emoji.normalise(p.name)
    channel, ts = _target(ctx, who, *_message_item(p))
    if name is None:
        raise SlackError("invalid_name")
    cur = ctx.db.execute(
        "DELETE FROM slack_reactions WHERE channel = ? AND ts = ? AND name = ? AND user = ?",
        (channel, ts, name, who.user),
    )
    if cur.rowcount == 0:
        raise SlackError("no_reaction")
    return {}


class GetArgs(ItemArgs):
    full: bool = False


@service.operation("slack.reactions.get", BOTH, "/reactions.get", writes=False)
def reactions_get(ctx: Context, p: GetArgs) -> dict[str, Any]:
    """A message with its reactions."""
    who = caller(ctx, "reactions:read")
    channel, ts = _target(ctx, who, *_message_item(p))
    row = ctx.one("SELECT * FROM slack_messages WHERE channel = ? AND ts = ?", (channel, ts))
    assert row is not None
    message = messages(ctx, [row])[0]
    message["permalink"] = permalink(ctx, channel, row)
    return {"type": "message", "channel": channel, "message": message}


class ListArgs(Paged):
    user: str | None = None
    full: bool = False
    count: int | None = None
    page: int | None = None


@service.operation("slack.reactions.list", BOTH, "/reactions.list", writes=False)
def reactions_list(ctx: Context, p: ListArgs) -> dict[str, Any]:
    """Messages a user reacted to, most recent reaction first, cursor-paginated."""
    who = caller(ctx, "reactions:read")
    user = p.user or who.user
    if ctx.one("SELECT 1 FROM slack_users WHERE id = ?", (user,)) is None:
        raise SlackError("user_not_found")
    after = pagination.decode(p.cursor, "reaction")
    limit = pagination.clamp_limit(p.limit or p.count, 100)
    rows = ctx.all(
        "SELECT r.channel, r.ts, max(r.created) AS at FROM slack_reactions r "
        "JOIN slack_channels c ON c.id = r.channel "
        "LEFT JOIN slack_members m ON m.channel = r.channel AND m.user = ? "
        "WHERE r.user = ? AND (c.kind = 'public' OR m.user IS NOT NULL) "
        "GROUP BY r.channel, r.ts ORDER BY at DESC, r.channel, r.ts",
        (who.user, user),
    )
    keys = [f"{r['at']}:{r['channel']}:{r['ts']}" for r in rows]
    start = keys.index(after) + 1 if after is not None and after in keys else 0
    if after is not None and after not in keys:
        raise SlackError("invalid_cursor")
    page = rows[start : start + limit]
    items = []
    for r in page:
        row = ctx.one("SELECT * FROM slack_messages WHERE channel = ? AND ts = ?", (r["channel"], r["ts"]))
        if row is None:
            continue
        items.append({"type": "message", "channel": r["channel"], "message": messages(ctx, [row])[0]})
    more = start + limit < len(rows)
    cursor = pagination.encode("reaction", keys[start + limit - 1]) if more else ""
    return {"items": items, **pagination.metadata(cursor)}
