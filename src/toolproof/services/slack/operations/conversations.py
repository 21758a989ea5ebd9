"""``conversations.*``: channels, private channels, DMs and group DMs, and their messages."""

from __future__ import annotations

import json
import re
import sqlite3
from typing import Any

from toolproof.service.context import Context
from toolproof.services.slack import pagination
from toolproof.services.slack.access import (
    TS_RE,
    Caller,
    caller,
    channel_scope,
    find_message,
    is_member,
    new_ts,
    readable_channel,
    user_row,
    visible_channel,
)
from toolproof.services.slack.errors import SlackError
from toolproof.services.slack.ids import CHANNEL, DM, GROUP_DM, new_slack_id
from toolproof.services.slack.operations.listing import conversations_page
from toolproof.services.slack.params import Paged, SlackParams
from toolproof.services.slack.render import channel_object, messages
from toolproof.services.slack.service import BOTH, service

_NAME_OK = re.compile(r"^[a-z0-9_\-\u00c0-\uffff]+$")


def check_name(ctx: Context, name: str, *, exclude: str | None = None) -> None:
    """Slack's channel-name rules, each with its own error code."""
    if not name:
        raise SlackError("invalid_name_required")
    if len(name) > 80:
        raise SlackError("invalid_name_maxlength")
    if not _NAME_OK.match(name):
        raise SlackError("invalid_name_specials")
    if not re.search(r"[a-z0-9\u00c0-\uffff]", name):
        raise SlackError("invalid_name_punctuation")
    taken = ctx.one(
        "SELECT id FROM slack_channels WHERE name = ? AND kind IN ('public', 'private') AND id IS NOT ?",
        (name, exclude),
    )
    if taken is not None:
        raise SlackError("name_taken")


def _not_for_dm(row: sqlite3.Row) -> None:
    if row["kind"] in ("im", "mpim"):
        raise SlackError("method_not_supported_for_channel_type")


def _system_message(ctx: Context, channel: str, user: str, subtype: str, text: str) -> None:
    now = ctx.now()
    ctx.db.execute(
        "INSERT INTO slack_messages VALUES (?, ?, ?, NULL, ?, ?, NULL, NULL, NULL, NULL, NULL, ?, NULL, ?)",
        (channel, new_ts(ctx, channel), user, subtype, text, now, now),
    )


def _join(ctx: Context, channel: str, user: str) -> None:
    ctx.db.execute("INSERT OR IGNORE INTO slack_members VALUES (?, ?, ?)", (channel, user, ctx.now()))


class ListConversations(Paged):
    types: str | list[str] = "public_channel"
    exclude_archived: bool = False
    team_id: str | None = None


@service.operation("slack.conversations.list", BOTH, "/conversations.list", writes=False)
def conversations_list(ctx: Context, p: ListConversations) -> dict[str, Any]:
    """Conversations of the given types the caller can see; pages may be short while more remain."""
    who = caller(ctx)
    return conversations_page(ctx, who, p.types, p.exclude_archived, p.cursor, p.limit)


class ChannelArg(SlackParams):
    channel: str


class InfoArgs(ChannelArg):
    include_num_members: bool = False
    include_locale: bool = False


@service.operation("slack.conversations.info", BOTH, "/conversations.info", writes=False)
def conversations_info(ctx: Context, p: InfoArgs) -> dict[str, Any]:
    """One conversation."""
    who = caller(ctx)
    row = visible_channel(ctx, who, p.channel)
    channel_scope(who, row, "read")
    return {"channel": channel_object(ctx, row, who.user, num_members=p.include_num_members)}


class CreateArgs(SlackParams):
    name: str
    is_private: bool = False
    team_id: str | None = None


@service.operation("slack.conversations.create", BOTH, "/conversations.create", writes=True)
def conversations_create(ctx: Context, p: CreateArgs) -> dict[str, Any]:
    """Create a public or private channel; the creator joins it."""
    who = caller(ctx)
    kind = "private" if p.is_private else "public"
    who.require("groups:write" if p.is_private else ("channels:manage" if who.is_bot else "channels:write"))
    who.unrestricted()
    check_name(ctx, p.name)
    channel_id = new_slack_id(ctx, CHANNEL)
    now = ctx.now()
    ctx.db.execute(
        "INSERT INTO slack_channels VALUES (?, ?, ?, 0, 0, 0, ?, ?, NULL, '', '', 0, '', '', 0, '[]')",
        (channel_id, p.name, kind, who.user, now),
    )
    _join(ctx, channel_id, who.user)
    row = ctx.one("SELECT * FROM slack_channels WHERE id = ?", (channel_id,))
    assert row is not None
    return {"channel": channel_object(ctx, row, who.user)}


@service.operation("slack.conversations.join", BOTH, "/conversations.join", writes=True)
def conversations_join(ctx: Context, p: ChannelArg) -> dict[str, Any]:
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
        _join(ctx, row["id"], who.user)
        _system_message(ctx, row["id"], who.user, "channel_join", f"<@{who.user}> has joined the channel")
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
    _system_message(ctx, row["id"], who.user, "channel_leave", f"<@{who.user}> has left the channel")
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
    _not_for_dm(row)
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
        _join(ctx, row["id"], user)
        _system_message(ctx, row["id"], user, "channel_join", f"<@{user}> has joined the channel")
    return {"channel": channel_object(ctx, row, who.user)}


class KickArgs(ChannelArg):
    user: str


@service.operation("slack.conversations.kick", BOTH, "/conversations.kick", writes=True)
def conversations_kick(ctx: Context, p: KickArgs) -> dict[str, Any]:
    """Remove a user from a channel."""
    who = caller(ctx)
    row = visible_channel(ctx, who, p.channel)
    channel_scope(who, row, "write")
    _not_for_dm(row)
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


@service.operation("slack.conversations.archive", BOTH, "/conversations.archive", writes=True)
def conversations_archive(ctx: Context, p: ChannelArg) -> dict[str, Any]:
    """Archive a channel the caller is in."""
    who = caller(ctx)
    row = visible_channel(ctx, who, p.channel)
    channel_scope(who, row, "write")
    _not_for_dm(row)
    who.unrestricted()
    if row["is_archived"]:
        raise SlackError("already_archived")
    if row["is_general"]:
        raise SlackError("cant_archive_general")
    if not is_member(ctx, row["id"], who.user):
        raise SlackError("not_in_channel")
    _system_message(ctx, row["id"], who.user, "channel_archive", "archived the channel")
    ctx.db.execute("UPDATE slack_channels SET is_archived = 1 WHERE id = ?", (row["id"],))
    return {}


@service.operation("slack.conversations.unarchive", BOTH, "/conversations.unarchive", writes=True)
def conversations_unarchive(ctx: Context, p: ChannelArg) -> dict[str, Any]:
    """Unarchive a channel."""
    who = caller(ctx)
    row = visible_channel(ctx, who, p.channel)
    channel_scope(who, row, "write")
    _not_for_dm(row)
    who.unrestricted()
    if not row["is_archived"]:
        raise SlackError("not_archived")
    ctx.db.execute("UPDATE slack_channels SET is_archived = 0 WHERE id = ?", (row["id"],))
    _system_message(ctx, row["id"], who.user, "channel_unarchive", "un-archived the channel")
    return {}


class RenameArgs(ChannelArg):
    name: str


@service.operation("slack.conversations.rename", BOTH, "/conversations.rename", writes=True)
def conversations_rename(ctx: Context, p: RenameArgs) -> dict[str, Any]:
    """Rename a channel; the old name goes to ``previous_names``."""
    who = caller(ctx)
    row = visible_channel(ctx, who, p.channel)
    channel_scope(who, row, "write")
    _not_for_dm(row)
    who.unrestricted()
    if not is_member(ctx, row["id"], who.user):
        raise SlackError("not_in_channel")
    check_name(ctx, p.name, exclude=row["id"])
    if p.name != row["name"]:
        previous = [row["name"], *json.loads(row["previous_names"] or "[]")]
        ctx.db.execute(
            "UPDATE slack_channels SET name = ?, previous_names = ? WHERE id = ?",
            (p.name, json.dumps(previous), row["id"]),
        )
        _system_message(
            ctx,
            row["id"],
            who.user,
            "channel_name",
            f"renamed the channel from \u201c{row['name']}\u201d to \u201c{p.name}\u201d",
        )
    fresh = ctx.one("SELECT * FROM slack_channels WHERE id = ?", (row["id"],))
    assert fresh is not None
    return {"channel": channel_object(ctx, fresh, who.user)}


class TopicArgs(ChannelArg):
    topic: str = ""


class PurposeArgs(ChannelArg):
    purpose: str = ""


def _set_text(ctx: Context, who: Caller, ref: str, field: str, value: str) -> dict[str, Any]:
    row = visible_channel(ctx, who, ref)
    channel_scope(who, row, "write")
    if row["is_archived"]:
        raise SlackError("is_archived")
    if not is_member(ctx, row["id"], who.user):
        raise SlackError("not_in_channel")
    if len(value) > 250:
        raise SlackError("too_long")
    ctx.db.execute(
        f"UPDATE slack_channels SET {field} = ?, {field}_creator = ?, {field}_last_set = ? WHERE id = ?",
        (value, who.user, ctx.now(), row["id"]),
    )
    subtype = "channel_topic" if field == "topic" else "channel_purpose"
    text = f"set the channel {field}: {value}" if value else f"cleared channel {field}"
    _system_message(ctx, row["id"], who.user, subtype, text)
    fresh = ctx.one("SELECT * FROM slack_channels WHERE id = ?", (row["id"],))
    assert fresh is not None
    return {"channel": channel_object(ctx, fresh, who.user)}


@service.operation("slack.conversations.setTopic", BOTH, "/conversations.setTopic", writes=True)
def conversations_set_topic(ctx: Context, p: TopicArgs) -> dict[str, Any]:
    """Set a channel's topic (at most 250 characters); posts a ``channel_topic`` message."""
    return _set_text(ctx, caller(ctx), p.channel, "topic", p.topic)


@service.operation("slack.conversations.setPurpose", BOTH, "/conversations.setPurpose", writes=True)
def conversations_set_purpose(ctx: Context, p: PurposeArgs) -> dict[str, Any]:
    """Set a channel's purpose (at most 250 characters); posts a ``channel_purpose`` message."""
    return _set_text(ctx, caller(ctx), p.channel, "purpose", p.purpose)


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
    rows = ctx.all(
        f"SELECT * FROM slack_messages WHERE {' AND '.join(where)} ORDER BY ts DESC LIMIT ?",
        (*args, limit + 1),
    )
    page, more = rows[:limit], len(rows) > limit
    pins = ctx.one("SELECT count(*) AS n FROM slack_pins WHERE channel = ?", (row["id"],))
    out: dict[str, Any] = {
        "messages": messages(ctx, page),
        "has_more": more,
        "pin_count": pins["n"] if pins is not None else 0,
        "channel_actions_ts": None,
        "channel_actions_count": 0,
    }
    out.update(pagination.metadata(pagination.encode("next_ts", page[-1]["ts"]) if more else ""))
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
        return _open_im(ctx, who, other, p.return_im, p.prevent_creation)
    who.require("mpim:write")
    return _open_mpim(ctx, who, sorted({*others, who.user}), p.prevent_creation)


def _open_im(ctx: Context, who: Caller, other: str, full: bool, prevent: bool) -> dict[str, Any]:
    row = ctx.one(
        "SELECT * FROM slack_channels WHERE kind = 'im' AND "
        "((creator = ? AND im_user = ?) OR (creator = ? AND im_user = ?))",
        (who.user, other, other, who.user),
    )
    if row is not None:
        channel = channel_object(ctx, row, who.user) if full else {"id": row["id"]}
        return {"no_op": True, "already_open": True, "channel": channel}
    if prevent:
        raise SlackError("channel_not_found")
    channel_id = new_slack_id(ctx, DM)
    ctx.db.execute(
        "INSERT INTO slack_channels VALUES (?, ?, 'im', 0, 0, 0, ?, ?, ?, '', '', 0, '', '', 0, '[]')",
        (channel_id, channel_id, who.user, ctx.now(), other),
    )
    _join(ctx, channel_id, who.user)
    _join(ctx, channel_id, other)
    fresh = ctx.one("SELECT * FROM slack_channels WHERE id = ?", (channel_id,))
    assert fresh is not None
    return {"channel": channel_object(ctx, fresh, who.user) if full else {"id": channel_id}}


def _open_mpim(ctx: Context, who: Caller, members: list[str], prevent: bool) -> dict[str, Any]:
    names = [r["name"] for m in members if (r := user_row(ctx, m)) is not None]
    name = "mpdm-" + "--".join(names) + "-1"
    row = ctx.one("SELECT * FROM slack_channels WHERE kind = 'mpim' AND name = ?", (name,))
    if row is not None:
        return {"no_op": True, "already_open": True, "channel": channel_object(ctx, row, who.user)}
    if prevent:
        raise SlackError("channel_not_found")
    channel_id = new_slack_id(ctx, GROUP_DM)
    ctx.db.execute(
        "INSERT INTO slack_channels VALUES (?, ?, 'mpim', 0, 0, 0, ?, ?, NULL, '', '', 0, '', '', 0, '[]')",
        (channel_id, name, who.user, ctx.now()),
    )
    for member in members:
        _join(ctx, channel_id, member)
    fresh = ctx.one("SELECT * FROM slack_channels WHERE id = ?", (channel_id,))
    assert fresh is not None
    return {"channel": channel_object(ctx, fresh, who.user)}
