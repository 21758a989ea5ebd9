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

    __slots__ = ("counts", "mine", "team", "views")

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
        #: The workspace's team id.
        self.team = _team(ctx)
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
    rendered once per distinct (team, row values) and each call copies it, with new nested
    containers, and sets the viewer's keys in their places.
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
    team = facts.team if facts is not None else _team(ctx)
    key = (team, *row)
    base = _BASES.get(key)
    if base is None:
        if len(_BASES) >= _BASES_SIZE:
            _BASES.clear()
        base = _BASES[key] = _channel_base(row, team)
    out = base.copy()
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


#: :func:`_channel_base` by (team, the row's values): a pure function of its key, so kept for any world
#: and state (no write can make an entry wrong), emptied when full. Equal keys render equal bytes: the
#: columns' affinities (INTEGER, TEXT) store ``1.0`` as ``1`` and numbers as text, so no two rows
#: read back differ only by ``1`` against ``1.0`` or ``True``.
_BASES: dict[tuple[Any, ...], dict[str, Any]] = {}
_BASES_SIZE = 4096


def _channel_base(row: sqlite3.Row, team: str) -> dict[str, Any]:
    """A channel's (not a DM's) object without the viewer: ``is_member`` is a placeholder in its place.

    Shared by every render of the same row and team: :func:`channel_object` copies it and replaces
    each container (``topic``, ``purpose`` and the lists) with a new one before anyone sees it.
    """
    kind = row["kind"]
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


#: The columns a message is rendered from, in the order :func:`messages` reads them positionally.
MESSAGE_COLUMNS = ("channel", "ts", "user", "bot_id", "subtype", "text", "blocks", "attachments", "thread_ts",
                   "edited_user", "edited_ts")  # fmt: skip
#: ``SELECT`` list of :data:`MESSAGE_COLUMNS` (a page read with it is rendered without name look-ups).
MESSAGE_SELECT = ", ".join(MESSAGE_COLUMNS)


def messages(
    ctx: Context,
    rows: Sequence[sqlite3.Row | Mapping[str, Any] | tuple[Any, ...]],
    *,
    in_thread: bool = False,
    contiguous: bool = False,
) -> list[dict[str, Any]]:
    """Render message rows of one or more channels with thread stats, reactions and pins.

    ``in_thread`` is for ``conversations.replies``: replies there carry ``parent_user_id``.
    A row is a ``sqlite3.Row`` or mapping with the message's columns, or a tuple of
    :data:`MESSAGE_COLUMNS` in order (what history reads: no name is looked up per row).

    ``contiguous`` says the rows are (nearly) every message of their channel between the lowest and
    the highest ``ts`` (a page of history): the look-ups then read that ``ts`` range (one index seek
    and a scan) and keep the rows of the page's own messages, instead of matching each ``ts`` in an
    ``IN`` list (an ephemeral index built and searched per statement). It only chooses the cheaper
    statement: either way each message finds the same rows in the same order (the kept rows are a
    subsequence of the same ``ORDER BY``, whose keys are unique within a message).
    """
    if not rows:
        return []
    page = [_positional(r) for r in rows]
    team = _team(ctx)
    now = ctx.now()
    keys = [(r[0], r[1]) for r in page]
    by_channel: dict[str, list[str]] = {}
    for channel, ts in keys:
        found = by_channel.get(channel)
        if found is None:
            by_channel[channel] = [ts]
        else:
            found.append(ts)
    threads: dict[tuple[str, str], list[tuple[str, str, str | None]]] = {}
    reactions: dict[tuple[str, str], dict[str, list[str]]] = {}
    pins: set[tuple[str, str]] = set()
    db = ctx.db
    for channel, tss in by_channel.items():
        own = set(tss)
        parents = [r[1] for r in page if r[0] == channel and (r[8] is None or r[8] == r[1])]
        if contiguous:
            low, high = min(tss), max(tss)
            replies: Any = (
                db.execute(
                    "SELECT thread_ts, ts, user FROM slack_messages WHERE channel = ? AND thread_ts >= ? "
                    "AND thread_ts <= ? AND ts != thread_ts AND visible_at <= ?",
                    (channel, min(parents), max(parents), now),
                )
                if parents
                else ()
            )
            found_reactions: Any = db.execute(
                "SELECT ts, name, user FROM slack_reactions WHERE channel = ? AND ts >= ? AND ts <= ? "
                "ORDER BY created, name, user",
                (channel, low, high),
            )
            found_pins: Any = db.execute(
                "SELECT ts FROM slack_pins WHERE channel = ? AND ts >= ? AND ts <= ?", (channel, low, high)
            )
        else:
            if parents:
                marks = ",".join("?" * len(parents))
                # No ORDER BY: it would steer SQLite off the index.
                replies = db.execute(
                    "SELECT thread_ts, ts, user FROM slack_messages WHERE channel = ? "
                    f"AND thread_ts IN ({marks}) AND ts != thread_ts AND visible_at <= ?",
                    (channel, *parents, now),
                )
            else:
                replies = ()
            marks = ",".join("?" * len(tss))
            found_reactions = db.execute(
                f"SELECT ts, name, user FROM slack_reactions WHERE channel = ? AND ts IN ({marks}) "
                "ORDER BY created, name, user",
                (channel, *tss),
            )
            found_pins = db.execute(
                f"SELECT ts FROM slack_pins WHERE channel = ? AND ts IN ({marks})", (channel, *tss)
            )
        wanted = set(parents)
        for reply in replies:
            if reply[0] in wanted:
                key = (channel, reply[0])
                thread = threads.get(key)
                if thread is None:
                    threads[key] = [reply]
                else:
                    thread.append(reply)
        for ts, name, user in found_reactions:
            if ts in own:
                per = reactions.get((channel, ts))
                if per is None:
                    per = reactions[(channel, ts)] = {}
                users = per.get(name)
                if users is None:
                    per[name] = [user]
                else:
                    users.append(user)
        for (ts,) in found_pins:
            if ts in own:
                pins.add((channel, ts))
    for thread in threads.values():
        thread.sort(key=_second)
    parent_users: dict[tuple[str, str], str] = {}
    if in_thread:
        for r in page:
            if r[8] and r[8] != r[1] and (r[0], r[8]) not in parent_users:
                parent = ctx.one(
                    "SELECT user FROM slack_messages WHERE channel = ? AND ts = ?",
                    (r[0], r[8]),
                )
                if parent is not None and parent["user"]:
                    parent_users[(r[0], r[8])] = parent["user"]
    bots = {r[3] for r in page if r[3]}
    profiles = bot_profiles(ctx, bots, team) if bots else {}
    out = []
    for row in page:
        channel, ts, bot_id, thread_ts = row[0], row[1], row[3], row[8]
        key = (channel, ts)
        msg = message_object(row, team)
        if bot_id in profiles:
            msg["bot_profile"] = profiles[bot_id]
        replies_of = threads.get(key)
        if replies_of:
            users = list(dict.fromkeys(x[2] for x in replies_of if x[2]))
            msg["thread_ts"] = ts
            msg["reply_count"] = len(replies_of)
            msg["reply_users_count"] = len(users)
            msg["latest_reply"] = replies_of[-1][1]
            if users:
                msg["reply_users"] = users
            msg["is_locked"] = False
            msg["subscribed"] = False
        elif thread_ts and thread_ts != ts:
            parent_user = parent_users.get((channel, thread_ts))
            if parent_user:
                msg["parent_user_id"] = parent_user
        reacted = reactions.get(key)
        if reacted is not None:
            msg["reactions"] = [
                {"name": name, "users": users, "count": len(users)} for name, users in reacted.items()
            ]
        if key in pins:
            msg["pinned_to"] = [channel]
        out.append(msg)
    shared = (
        files_of_messages(ctx, keys, caller(ctx).user, contiguous=contiguous) if shared_channels(ctx) else {}
    )
    if shared:
        for msg, key in zip(out, keys, strict=True):
            files = shared.get(key)
            if files:
                msg["files"] = files
                msg["upload"] = True
                msg["display_as_bot"] = False
    return out


def _positional(row: sqlite3.Row | Mapping[str, Any] | tuple[Any, ...]) -> tuple[Any, ...]:
    """A message row as a tuple of :data:`MESSAGE_COLUMNS` (a tuple is one already)."""
    if isinstance(row, tuple):
        return row
    return tuple(row[c] for c in MESSAGE_COLUMNS)


def _second(reply: tuple[str, str, str | None]) -> str:
    return reply[1]


def bot_profiles(ctx: Context, bot_ids: set[str], team: str) -> dict[str, dict[str, Any]]:
    """``bot_profile`` objects (as bot messages carry them) for the given bot ids.

    Each is a pure function of the bot's user row and the team: made once per (team, row values)
    and copied per call (its ``icons`` too), so no two answers share a dict.
    """
    if not bot_ids:
        return {}
    return bot_profiles_of(bot_rows(ctx, tuple(sorted(bot_ids))), team)


def bot_rows(ctx: Context, ids: tuple[str, ...]) -> tuple[sqlite3.Row, ...]:
    """The user rows of the bots ``ids`` (sorted), remembered until a write changes ``slack_users``."""
    return ctx.remembered(("slack.bots", ids), lambda: _bot_rows(ctx, ids), ("slack_users",))


def bot_profiles_of(rows: tuple[sqlite3.Row, ...], team: str) -> dict[str, dict[str, Any]]:
    """:func:`bot_profiles` from the bots' rows (:func:`bot_rows`): new dicts on every call."""
    out = {}
    for u in rows:
        key = (team, *u)
        made = _PROFILES.get(key)
        if made is None:
            if len(_PROFILES) >= _BASES_SIZE:
                _PROFILES.clear()
            made = _PROFILES[key] = _bot_profile(u, team)
        out[made["id"]] = {**made, "icons": made["icons"].copy()}
    return out


#: :func:`_bot_profile` by (team, the bot user's row values): a pure function's cache, as ``_BASES``.
_PROFILES: dict[tuple[Any, ...], dict[str, Any]] = {}


def _bot_profile(u: sqlite3.Row, team: str) -> dict[str, Any]:
    icon = f"https://avatars.slack-edge.com/{u['app_id'].lower()}"
    return {
        "id": u["bot_id"],
        "deleted": bool(u["deleted"]),
        "name": u["name"],
        "updated": u["updated"],
        "app_id": u["app_id"],
        "icons": {f"image_{n}": f"{icon}_{n}.png" for n in (36, 48, 72)},
        "team_id": team,
    }


def _bot_rows(ctx: Context, ids: tuple[str, ...]) -> tuple[sqlite3.Row, ...]:
    marks = ",".join("?" * len(ids))
    return tuple(ctx.all(f"SELECT * FROM slack_users WHERE bot_id IN ({marks})", ids))


def message_object(row: sqlite3.Row | Mapping[str, Any] | tuple[Any, ...], team: str) -> dict[str, Any]:
    """The message's own fields (no thread stats, reactions or pins); ``row`` a row or mapping with
    the message's columns, or a tuple of :data:`MESSAGE_COLUMNS` (the same keys as :func:`messages`
    gives a message, before its look-ups)."""
    if not isinstance(row, tuple):  # (``_positional``'s test inline: a post renders its tuple)
        row = _positional(row)
    _channel, ts, user, bot_id, subtype, text, blocks, attachments, thread_ts, edited_user, edited_ts = row
    msg: dict[str, Any] = {"type": "message"}
    if subtype:
        msg["subtype"] = subtype
    msg["text"] = text
    if user:
        msg["user"] = user
    if bot_id:
        msg["bot_id"] = bot_id
    msg["ts"] = ts
    if subtype != "tombstone":
        msg["team"] = team
    decoded = json.loads(blocks) if blocks else None
    if decoded:
        msg["blocks"] = decoded
    decoded = json.loads(attachments) if attachments else None
    if decoded:
        msg["attachments"] = decoded
    if thread_ts:
        msg["thread_ts"] = thread_ts
    if edited_ts:
        msg["edited"] = {"user": edited_user, "ts": edited_ts}
    return msg
