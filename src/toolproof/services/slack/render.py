"""Slack's objects as the Web API returns them: users, conversations, messages.

Messages are rendered in batches (one query each for thread stats, reactions and pins per page) so
a page of history costs a handful of SQL statements, not one per message.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping, Sequence
from typing import Any

from toolproof.service.context import Context
from toolproof.services.slack.access import caller, is_member, view_of
from toolproof.services.slack.file_objects import files_of_messages, shared_channels


def user_object(row: sqlite3.Row, team: str) -> dict[str, Any]:
    """A ``users.info`` user (profile included)."""
    out: dict[str, Any] = {
        "id": row["id"],
        "team_id": team,
        "name": row["name"],
        "deleted": bool(row["deleted"]),
        "color": row["color"],
        "real_name": row["real_name"],
        "tz": row["tz"],
        "tz_label": row["tz_label"],
        "tz_offset": row["tz_offset"],
        "profile": profile_object(row, team),
        "is_admin": bool(row["is_admin"]),
        "is_owner": bool(row["is_owner"]),
        "is_primary_owner": False,
        "is_restricted": bool(row["is_restricted"]),
        "is_ultra_restricted": False,
        "is_bot": bool(row["is_bot"]),
        "is_app_user": False,
        "updated": row["updated"],
        "has_2fa": False,
    }
    if row["id"] == "USLACKBOT":
        out["is_bot"] = False
    return out


def profile_object(row: sqlite3.Row, team: str) -> dict[str, Any]:
    """A ``users.profile.get`` profile; email only for humans, as Slack shows it to ``users:read.email``."""
    avatar = f"g{row['id'][-10:].lower()}"
    out: dict[str, Any] = {
        "title": row["title"] or "",
        "phone": row["phone"] or "",
        "skype": "",
        "real_name": row["real_name"],
        "real_name_normalized": row["real_name"],
        "display_name": row["display_name"],
        "display_name_normalized": row["display_name"],
        "fields": {},
        "status_text": row["status_text"] or "",
        "status_emoji": row["status_emoji"] or "",
        "status_expiration": 0,
        "avatar_hash": avatar,
        "first_name": (row["real_name"] or "").split(" ")[0],
        "last_name": " ".join((row["real_name"] or "").split(" ")[1:]),
        "image_72": f"https://avatars.slack-edge.com/{avatar}_72.png",
        "team": team,
    }
    if row["email"]:
        out["email"] = row["email"]
    if row["is_bot"]:
        out["bot_id"] = row["bot_id"]
        out["api_app_id"] = row["app_id"]
        out["always_active"] = True
    return out


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

    Everything but membership, the view and the count is a function of the row and the team: it is
    rendered once per distinct row (remembered by the row's values, until the team changes) and each
    call copies it, with new nested containers, and sets the viewer's keys in their places.
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
    values = tuple(row)
    base = ctx.remembered(("slack.channel_base", values), lambda: _channel_base(ctx, row), ("slack_team",))
    out = base.copy()
    team = base["context_team_id"]
    out["pending_shared"] = []
    out["shared_team_ids"] = [team]
    out["pending_connected_team_ids"] = []
    out["is_member"] = member
    out["topic"] = base["topic"].copy()
    out["purpose"] = base["purpose"].copy()
    names = row["previous_names"]
    out["previous_names"] = json.loads(names) if names and names != "[]" else []
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


def _channel_base(ctx: Context, row: sqlite3.Row) -> dict[str, Any]:
    """A channel's (not a DM's) object without the viewer: ``is_member`` is a placeholder in its place.

    Shared by every render of the same row: :func:`channel_object` copies it and replaces each
    container (``topic``, ``purpose`` and the lists) with a new one before anyone sees it.
    """
    kind = row["kind"]
    team = _team(ctx)
    return {
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
        "pending_shared": None,
        "context_team_id": team,
        "parent_conversation": None,
        "creator": row["creator"],
        "is_ext_shared": False,
        "shared_team_ids": None,
        "pending_connected_team_ids": None,
        "is_member": None,
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
        "previous_names": None,
    }


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
