"""``bookmarks.*``: the links in a conversation's header, next to its pinned messages.

Only ``type=link`` exists (Slack's method page: "currently accepts the following types: link"); a link
must start with ``http://`` or ``https://`` (``invalid_link``) and a conversation holds at most 100
(``too_many_bookmarks``). Reading needs a conversation the caller can see; adding, editing and
removing also membership (``not_in_channel``) and an unarchived conversation (``is_archived``).
Bookmarks keep their order by ``rank`` (a new one goes last). Folders (``parent_id``), file and
message bookmarks (``entity_id``) and ``access_level`` are accepted and not modelled. The methods are
newer than Slack's 2021 OpenAPI spec: shapes and codes follow the method pages.
"""

from __future__ import annotations

import re
import sqlite3
from typing import Any

from pydantic import Field

from toolproof.service.context import Context
from toolproof.services.slack.access import Caller, caller, is_member, preflight, visible_channel
from toolproof.services.slack.errors import SlackError, invalid_arguments
from toolproof.services.slack.ids import new_slack_id
from toolproof.services.slack.params import SlackParams
from toolproof.services.slack.service import BOTH, service

BOOKMARK = "Bk"
LIMIT = 100
EMOJI_RE = re.compile(r"^:[a-z0-9_+'-]+(::skin-tone-[2-6])?:$")
CHANNEL_DOC = "Conversation id (C…, G… or D…) whose bookmarks these are."
BOOKMARK_DOC = "Bookmark id (Bk…), from bookmarks.list."
LINK_DOC = "The URL, starting with http:// or https://."
EMOJI_DOC = "Emoji shown before the title, with colons (e.g. :books:)."


def bookmark_object(row: sqlite3.Row, team: str) -> dict[str, Any]:
    """The bookmark as Slack's method pages show it."""
    return {
        "id": row["id"],
        "channel_id": row["channel"],
        "title": row["title"],
        "link": row["link"],
        "emoji": row["emoji"],
        "icon_url": None,
        "type": row["type"],
        "entity_id": None,
        "date_created": row["date_created"],
        "date_updated": row["date_updated"],
        "rank": row["rank"],
        "last_updated_by_user_id": row["updated_by"],
        "last_updated_by_team_id": team,
        "shortcut_id": None,
        "app_id": None,
    }


def next_rank(last: str | None) -> str:
    """A rank after ``last`` in string order (Slack's ranks are short strings such as ``g``)."""
    if not last:
        return "g"
    if last[-1] < "z":
        return last[:-1] + chr(ord(last[-1]) + 1)
    return last + "n"


def _writable(ctx: Context, channel_id: str) -> tuple[Caller, sqlite3.Row]:
    preflight(ctx)
    who = caller(ctx)
    row = visible_channel(ctx, who, channel_id)
    if not is_member(ctx, row["id"], who.user):
        raise SlackError("not_in_channel")
    if row["is_archived"]:
        raise SlackError("is_archived")
    return who, row


def _check_link(link: str | None) -> str:
    link = (link or "").strip()
    if not re.match(r"^https?://\S+$", link):
        raise SlackError("invalid_link")
    return link


def _check_emoji(emoji: str | None) -> str | None:
    if emoji is None or emoji == "":
        return None
    if not EMOJI_RE.match(emoji):
        raise SlackError("invalid_emoji")
    return emoji


def _bookmark(ctx: Context, channel: str, bookmark_id: str) -> sqlite3.Row:
    row = ctx.one("SELECT * FROM slack_bookmarks WHERE id = ? AND channel = ?", (bookmark_id, channel))
    if row is None:
        raise SlackError("not_found")
    return row


class AddArgs(SlackParams):
    channel_id: str = Field(description=CHANNEL_DOC)
    title: str = Field(description="Title shown in the channel header.")
    type: str = Field(description="Bookmark type: link (the only type Slack accepts).")
    link: str | None = Field(None, description=LINK_DOC)
    emoji: str | None = Field(None, description=EMOJI_DOC)
    entity_id: str | None = None
    parent_id: str | None = None
    access_level: str | None = None


@service.operation("slack.bookmarks.add", BOTH, "/bookmarks.add", writes=True)
def bookmarks_add(ctx: Context, p: AddArgs) -> dict[str, Any]:
    """Add a link bookmark to a conversation's header (you must be a member); it goes last."""
    who, row = _writable(ctx, p.channel_id)
    if p.type != "link":
        raise SlackError("invalid_bookmark_type")
    if not p.title.strip():
        raise invalid_arguments("[ERROR] missing required field: title")
    link = _check_link(p.link)
    emoji = _check_emoji(p.emoji)
    existing = ctx.all("SELECT rank FROM slack_bookmarks WHERE channel = ? ORDER BY rank DESC", (row["id"],))
    if len(existing) >= LIMIT:
        raise SlackError("too_many_bookmarks")
    now = ctx.now()
    bid = new_slack_id(ctx, BOOKMARK)
    rank = next_rank(existing[0]["rank"] if existing else None)
    ctx.db.execute(
        "INSERT INTO slack_bookmarks VALUES (?, ?, ?, ?, ?, 'link', ?, ?, ?, ?, 0)",
        (bid, row["id"], p.title, link, emoji, rank, who.user, now, who.user),
    )
    return {"bookmark": bookmark_object(_bookmark(ctx, row["id"], bid), who.team)}


class EditArgs(SlackParams):
    channel_id: str = Field(description=CHANNEL_DOC)
    bookmark_id: str = Field(description=BOOKMARK_DOC)
    title: str | None = None
    link: str | None = Field(None, description=LINK_DOC)
    emoji: str | None = Field(None, description=EMOJI_DOC)


@service.operation("slack.bookmarks.edit", BOTH, "/bookmarks.edit", writes=True)
def bookmarks_edit(ctx: Context, p: EditArgs) -> dict[str, Any]:
    """Change a bookmark's title, link or emoji (only what is given)."""
    who, row = _writable(ctx, p.channel_id)
    mark = _bookmark(ctx, row["id"], p.bookmark_id)
    changes: dict[str, Any] = {}
    if p.title is not None and p.title.strip():
        changes["title"] = p.title
    if p.link is not None:
        changes["link"] = _check_link(p.link)
    if p.emoji is not None:
        changes["emoji"] = _check_emoji(p.emoji)
    changes = {k: v for k, v in changes.items() if v != mark[k]}
    if changes:
        changes |= {"updated_by": who.user, "date_updated": ctx.now()}
        sets = ", ".join(f"{k} = ?" for k in changes)
        ctx.db.execute(f"UPDATE slack_bookmarks SET {sets} WHERE id = ?", (*changes.values(), mark["id"]))
    return {"bookmark": bookmark_object(_bookmark(ctx, row["id"], mark["id"]), who.team)}


class RemoveArgs(SlackParams):
    channel_id: str = Field(description=CHANNEL_DOC)
    bookmark_id: str = Field(description=BOOKMARK_DOC)
    quip_section_id: str | None = None


@service.operation("slack.bookmarks.remove", BOTH, "/bookmarks.remove", writes=True)
def bookmarks_remove(ctx: Context, p: RemoveArgs) -> dict[str, Any]:
    """Remove a bookmark from a conversation's header."""
    _who, row = _writable(ctx, p.channel_id)
    mark = _bookmark(ctx, row["id"], p.bookmark_id)
    ctx.db.execute("DELETE FROM slack_bookmarks WHERE id = ?", (mark["id"],))
    return {}


class ListArgs(SlackParams):
    channel_id: str = Field(description=CHANNEL_DOC)


@service.operation("slack.bookmarks.list", BOTH, "/bookmarks.list", writes=False)
def bookmarks_list(ctx: Context, p: ListArgs) -> dict[str, Any]:
    """A conversation's bookmarks in header order (any conversation you can see)."""
    preflight(ctx)
    who = caller(ctx)
    row = visible_channel(ctx, who, p.channel_id)
    rows = ctx.all("SELECT * FROM slack_bookmarks WHERE channel = ? ORDER BY rank, id", (row["id"],))
    return {"bookmarks": [bookmark_object(r, who.team) for r in rows]}
