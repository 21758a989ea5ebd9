"""The renderers and read handlers of Slack's hot paths as they were before the ``slack9`` round
(main at 580f183), kept as the definition the faster ones are held to, byte for byte.

``messages``, ``message_object``, ``channel_object``, ``ChannelFacts``, ``bot_profiles``: main's
``services/slack/render.py``; ``view_of``: main's ``access.view_of`` (a statement per call);
the handlers: main's ``conversations.history``/``replies`` (``operations/history.py``),
``conversations.list``/``info`` (``operations/listing.py``, ``operations/conversations.py``) and
``chat.postMessage`` (``operations/chat.py``). Only the names they import changed.
"""

# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping, Sequence
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
from toolproof.services.slack.content import content
from toolproof.services.slack.errors import SlackError
from toolproof.services.slack.file_objects import files_of_messages, shared_channels
from toolproof.services.slack.operations.chat import insert_message, post_target, thread_of
from toolproof.services.slack.operations.history import _bound
from toolproof.services.slack.operations.listing import parse_types


def view_of(ctx: Context, channel: str, user: str) -> tuple[str | None, bool]:
    row = ctx.one(
        "SELECT last_read, is_open FROM slack_views WHERE channel = ? AND user = ?", (channel, user)
    )
    if row is None:
        return None, True
    return row["last_read"], bool(row["is_open"])


class ChannelFacts:
    """What :func:`channel_object` reads about many channels at once, for a list page.

    Rendering a page of ``conversations.list`` one channel at a time reads membership, the viewer's
    view and the member count per channel (three statements each, 100 channels a page); these are
    the same answers read for the whole page in three statements.
    """

    __slots__ = ("counts", "mine", "views")

    def __init__(
        self,
        ctx: Context,
        viewer: str,
        channels: Sequence[str],
        mine: set[str] | None = None,
        *,
        counts: bool = True,
    ) -> None:
        if mine is None:
            mine = {
                r[0] for r in ctx.db.execute("SELECT channel FROM slack_members WHERE user = ?", (viewer,))
            }
        #: Channels ``viewer`` is a member of.
        self.mine = mine
        #: ``viewer``'s (read cursor, open) per channel with a view row.
        self.views: dict[str, tuple[str | None, bool]] = {
            r[0]: (r[1], bool(r[2]))
            for r in ctx.db.execute(
                "SELECT channel, last_read, is_open FROM slack_views WHERE user = ?", (viewer,)
            )
        }
        #: Members per channel of ``channels`` (only with ``counts``).
        self.counts: dict[str, int] = {}
        for start in range(0, len(channels) if counts else 0, 500):
            chunk = channels[start : start + 500]
            marks = ",".join("?" * len(chunk))
            for r in ctx.db.execute(
                f"SELECT channel, count(*) FROM slack_members WHERE channel IN ({marks}) GROUP BY channel",
                tuple(chunk),
            ):
                self.counts[r[0]] = r[1]

    def view(self, channel: str) -> tuple[str | None, bool]:
        return self.views.get(channel, (None, True))


def channel_object(
    ctx: Context,
    row: sqlite3.Row,
    viewer: str,
    *,
    num_members: bool = False,
    facts: ChannelFacts | None = None,
) -> dict[str, Any]:
    """A conversation object as ``conversations.info`` returns it, from ``viewer``'s point of view.

    ``facts`` (read for ``viewer`` and a page of channels including this one) answers membership,
    the view and the member count without a statement each.
    """
    kind = row["kind"]
    member = row["id"] in facts.mine if facts is not None else is_member(ctx, row["id"], viewer)
    if kind == "im":
        last_read, is_open = view_of(ctx, row["id"], viewer) if facts is None else facts.view(row["id"])
        im: dict[str, Any] = {
            "id": row["id"],
            "created": row["created"],
            "is_archived": bool(row["is_archived"]),
            "is_im": True,
            "is_org_shared": False,
            "user": row["im_user"] if row["im_user"] != viewer else row["creator"],
            "is_user_deleted": False,
            "priority": 0,
            "is_open": is_open,
        }
        if last_read is not None:
            im["last_read"] = last_read
        return im
    out: dict[str, Any] = {
        "id": row["id"],
        "name": row["name"],
        "is_channel": kind == "public" or (kind == "private" and not row["legacy_group"]),
        "is_group": kind == "private" and bool(row["legacy_group"]),
        "is_im": False,
        "is_mpim": kind == "mpim",
        "is_private": kind != "public",
        "created": row["created"],
        "is_archived": bool(row["is_archived"]),
        "is_general": bool(row["is_general"]),
        "unlinked": 0,
        "name_normalized": row["name"],
        "is_shared": False,
        "is_org_shared": False,
        "is_pending_ext_shared": False,
        "pending_shared": [],
        "context_team_id": _team(ctx),
        "parent_conversation": None,
        "creator": row["creator"],
        "is_ext_shared": False,
        "shared_team_ids": [_team(ctx)],
        "pending_connected_team_ids": [],
        "is_member": member,
        "topic": {
            "value": row["topic"] or "",
            "creator": row["topic_creator"] or "",
            "last_set": row["topic_last_set"] or 0,
        },
        "purpose": {
            "value": row["purpose"] or "",
            "creator": row["purpose_creator"] or "",
            "last_set": row["purpose_last_set"] or 0,
        },
        "previous_names": json.loads(row["previous_names"] or "[]"),
    }
    if not member:
        last_read, is_open = None, True
    elif facts is None:
        last_read, is_open = view_of(ctx, row["id"], viewer)
    else:
        last_read, is_open = facts.view(row["id"])
    if last_read is not None:
        out["last_read"] = last_read
    if kind == "mpim":
        out["is_open"] = is_open
    if num_members and facts is not None:
        out["num_members"] = facts.counts.get(row["id"], 0)
    elif num_members:
        count = ctx.one("SELECT count(*) AS n FROM slack_members WHERE channel = ?", (row["id"],))
        out["num_members"] = count["n"] if count is not None else 0
    return out


def _team(ctx: Context) -> str:
    return ctx.remembered("slack.team", lambda: _read_team(ctx), ("slack_team",))


def _read_team(ctx: Context) -> str:
    row = ctx.one("SELECT id FROM slack_team")
    return row["id"] if row is not None else ""


def messages(
    ctx: Context, rows: Sequence[sqlite3.Row | Mapping[str, Any]], *, in_thread: bool = False
) -> list[dict[str, Any]]:
    """Render message rows of one or more channels with thread stats, reactions and pins.

    ``in_thread`` is for ``conversations.replies``: replies there carry ``parent_user_id``.
    Rows are read as dicts (a ``sqlite3.Row`` finds each name by scanning its columns, and a page
    of history reads a dozen names of each of its 100 rows); the look-ups' rows as tuples.
    """
    if not rows:
        return []
    rows = [dict(zip(r.keys(), r, strict=True)) if type(r) is sqlite3.Row else r for r in rows]
    team = _team(ctx)
    now = ctx.now()
    keys = [(r["channel"], r["ts"]) for r in rows]
    threads: dict[tuple[str, str], list[tuple[str, str, str | None]]] = {}
    parents = {(r["channel"], r["ts"]) for r in rows if r["thread_ts"] is None or r["thread_ts"] == r["ts"]}
    for channel in {c for c, _ in parents}:
        tss = [t for c, t in parents if c == channel]
        marks = ",".join("?" * len(tss))
        for reply in ctx.db.execute(
            f"SELECT thread_ts, ts, user FROM slack_messages WHERE channel = ? AND thread_ts IN ({marks}) "
            "AND ts != thread_ts AND visible_at <= ?",  # no ORDER BY: it would steer SQLite off the index
            (channel, *tss, now),
        ):
            threads.setdefault((channel, reply[0]), []).append(reply)
    for thread in threads.values():
        thread.sort(key=lambda r: r[1])
    reactions: dict[tuple[str, str], dict[str, list[str]]] = {}
    pins: set[tuple[str, str]] = set()
    for channel in {c for c, _ in keys}:
        tss = [t for c, t in keys if c == channel]
        marks = ",".join("?" * len(tss))
        for ts, name, user in ctx.db.execute(
            f"SELECT ts, name, user FROM slack_reactions WHERE channel = ? AND ts IN ({marks}) "
            "ORDER BY created, name, user",
            (channel, *tss),
        ):
            reactions.setdefault((channel, ts), {}).setdefault(name, []).append(user)
        for (ts,) in ctx.db.execute(
            f"SELECT ts FROM slack_pins WHERE channel = ? AND ts IN ({marks})", (channel, *tss)
        ):
            pins.add((channel, ts))
    parent_users: dict[tuple[str, str], str] = {}
    if in_thread:
        for r in rows:
            if (
                r["thread_ts"]
                and r["thread_ts"] != r["ts"]
                and (r["channel"], r["thread_ts"]) not in parent_users
            ):
                parent = ctx.one(
                    "SELECT user FROM slack_messages WHERE channel = ? AND ts = ?",
                    (r["channel"], r["thread_ts"]),
                )
                if parent is not None and parent["user"]:
                    parent_users[(r["channel"], r["thread_ts"])] = parent["user"]
    profiles = bot_profiles(ctx, {r["bot_id"] for r in rows if r["bot_id"]}, team)
    out = []
    for r in rows:
        key = (r["channel"], r["ts"])
        msg = message_object(r, team)
        if r["bot_id"] in profiles:
            msg["bot_profile"] = profiles[r["bot_id"]]
        replies = threads.get(key)
        if replies:
            users = list(dict.fromkeys(x[2] for x in replies if x[2]))
            msg["thread_ts"] = r["ts"]
            msg["reply_count"] = len(replies)
            msg["reply_users_count"] = len(users)
            msg["latest_reply"] = replies[-1][1]
            if users:
                msg["reply_users"] = users
            msg["is_locked"] = False
            msg["subscribed"] = False
        elif r["thread_ts"] and r["thread_ts"] != r["ts"]:
            parent_user = parent_users.get((r["channel"], r["thread_ts"]))
            if parent_user:
                msg["parent_user_id"] = parent_user
        if key in reactions:
            msg["reactions"] = [
                {"name": name, "users": users, "count": len(users)} for name, users in reactions[key].items()
            ]
        if key in pins:
            msg["pinned_to"] = [r["channel"]]
        out.append(msg)
    shared = files_of_messages(ctx, keys, caller(ctx).user) if shared_channels(ctx) else {}
    if shared:
        for msg, key in zip(out, keys, strict=True):
            files = shared.get(key)
            if files:
                msg["files"] = files
                msg["upload"] = True
                msg["display_as_bot"] = False
    return out


def bot_profiles(ctx: Context, bot_ids: set[str], team: str) -> dict[str, dict[str, Any]]:
    """``bot_profile`` objects (as bot messages carry them) for the given bot ids."""
    if not bot_ids:
        return {}
    ids = tuple(sorted(bot_ids))
    out = {}
    for u in ctx.remembered(("slack.bots", ids), lambda: _bot_rows(ctx, ids), ("slack_users",)):
        icon = f"https://avatars.slack-edge.com/{u['app_id'].lower()}"
        out[u["bot_id"]] = {
            "id": u["bot_id"],
            "deleted": bool(u["deleted"]),
            "name": u["name"],
            "updated": u["updated"],
            "app_id": u["app_id"],
            "icons": {f"image_{n}": f"{icon}_{n}.png" for n in (36, 48, 72)},
            "team_id": team,
        }
    return out


def _bot_rows(ctx: Context, ids: tuple[str, ...]) -> tuple[sqlite3.Row, ...]:
    marks = ",".join("?" * len(ids))
    return tuple(ctx.all(f"SELECT * FROM slack_users WHERE bot_id IN ({marks})", ids))


def message_object(row: sqlite3.Row | Mapping[str, Any], team: str) -> dict[str, Any]:
    """The message's own fields (no thread stats, reactions or pins)."""
    msg: dict[str, Any] = {"type": "message"}
    if row["subtype"]:
        msg["subtype"] = row["subtype"]
    msg["text"] = row["text"]
    if row["user"]:
        msg["user"] = row["user"]
    if row["bot_id"]:
        msg["bot_id"] = row["bot_id"]
    msg["ts"] = row["ts"]
    if row["subtype"] != "tombstone":
        msg["team"] = team
    blocks = json.loads(row["blocks"]) if row["blocks"] else None
    if blocks:
        msg["blocks"] = blocks
    attachments = json.loads(row["attachments"]) if row["attachments"] else None
    if attachments:
        msg["attachments"] = attachments
    if row["thread_ts"]:
        msg["thread_ts"] = row["thread_ts"]
    if row["edited_ts"]:
        msg["edited"] = {"user": row["edited_user"], "ts": row["edited_ts"]}
    return msg


def conversations_history(ctx: Context, p: Any) -> dict[str, Any]:
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


def conversations_replies(ctx: Context, p: Any) -> dict[str, Any]:
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


def conversations_page(
    ctx: Context,
    who: Caller,
    types: str | list[str],
    exclude_archived: bool,
    cursor: str | None,
    limit: int | None,
    *,
    member_of: str | None = None,
) -> dict[str, Any]:
    kinds = parse_types(types, who)
    after = pagination.decode(cursor, "channel")
    size = pagination.clamp_limit(limit, 100)
    rows = ctx.all("SELECT * FROM slack_channels WHERE id > ? ORDER BY id LIMIT ?", (after or "", size + 1))
    scanned, more = rows[:size], len(rows) > size
    mine = {r["channel"] for r in ctx.all("SELECT channel FROM slack_members WHERE user = ?", (who.user,))}
    theirs = (
        mine
        if member_of is None or member_of == who.user
        else {r["channel"] for r in ctx.all("SELECT channel FROM slack_members WHERE user = ?", (member_of,))}
    )
    shown = []
    for row in scanned:
        if row["kind"] not in kinds or (exclude_archived and row["is_archived"]):
            continue
        if row["kind"] != "public" and row["id"] not in mine:
            continue
        if member_of is not None and row["id"] not in theirs:
            continue
        shown.append(row)
    facts = (
        ChannelFacts(ctx, who.user, [r["id"] for r in shown], mine, counts=member_of is None)
        if shown
        else None
    )
    channels = [channel_object(ctx, r, who.user, num_members=member_of is None, facts=facts) for r in shown]
    next_cursor = pagination.encode("channel", scanned[-1]["id"]) if more else ""
    return {"channels": channels, **pagination.metadata(next_cursor)}


def conversations_list(ctx: Context, p: Any) -> dict[str, Any]:
    """Conversations of the given types the caller can see; pages may be short while more remain."""
    who = caller(ctx)
    return conversations_page(ctx, who, p.types, p.exclude_archived, p.cursor, p.limit)


def conversations_info(ctx: Context, p: Any) -> dict[str, Any]:
    """One conversation."""
    who = caller(ctx)
    row = visible_channel(ctx, who, p.channel)
    channel_scope(who, row, "read")
    return {"channel": channel_object(ctx, row, who.user, num_members=p.include_num_members)}


def _one(ctx: Context, channel: str, ts: str) -> dict[str, Any]:
    row = ctx.one("SELECT * FROM slack_messages WHERE channel = ? AND ts = ?", (channel, ts))
    assert row is not None
    return messages(ctx, [row], in_thread=True)[0]


def chat_post_message(ctx: Context, p: Any) -> dict[str, Any]:
    """Post a message (or a thread reply). No idempotency: a retry posts a second message."""
    who = caller(ctx, "chat:write")
    row = post_target(ctx, who, p.channel)
    text, blocks, attachments = content(p.text, p.blocks, p.attachments)
    thread_ts = thread_of(ctx, row["id"], p.thread_ts)
    ts = new_ts(ctx, row["id"])
    # The bot's profile, read before the insert (which writes messages, not users): until then the
    # poster's row may be remembered, afterwards nothing is.
    poster = user_row(ctx, who.user) if who.is_bot else None
    profiles = (
        bot_profiles(ctx, {poster["bot_id"]}, who.team) if poster is not None and poster["bot_id"] else {}
    )
    insert_message(
        ctx, who, row["id"], ts, text, blocks, attachments, thread_ts, p.reply_broadcast, visible_at=ctx.now()
    )
    return {"channel": row["id"], "ts": ts, "message": _posted(ctx, who, row["id"], ts, profiles)}


def _posted(
    ctx: Context, who: Caller, channel: str, ts: str, profiles: dict[str, dict[str, Any]] | None = None
) -> dict[str, Any]:
    """The message just posted, as :func:`_one` renders it, with less reading for a top-level one.

    Its ``ts`` is new: no reply, reaction or pin can name it yet, so of everything ``messages``
    looks up only its own fields and the bot's profile remain (the team is the caller's). A reply
    goes the general way (its parent's author is looked up).
    """
    row = ctx.one("SELECT * FROM slack_messages WHERE channel = ? AND ts = ?", (channel, ts))
    assert row is not None
    if row["thread_ts"] is not None:
        return messages(ctx, [row], in_thread=True)[0]
    msg = message_object(row, who.team)
    if row["bot_id"]:
        if profiles is None or row["bot_id"] not in profiles:
            profiles = bot_profiles(ctx, {row["bot_id"]}, who.team)
        profile = profiles.get(row["bot_id"])
        if profile is not None:
            msg["bot_profile"] = profile
    return msg


#: Operation → its handler as it was.
HANDLERS = {
    "slack.conversations.history": conversations_history,
    "slack.conversations.replies": conversations_replies,
    "slack.conversations.list": conversations_list,
    "slack.conversations.info": conversations_info,
    "slack.chat.postMessage": chat_post_message,
}
