"""``conversations.*`` that manage a channel: list, info, create, archive, rename, topic, purpose."""

from __future__ import annotations

import json
import re
from typing import Any

from toolproof.service.context import Context
from toolproof.services.slack.access import (
    Caller,
    caller,
    channel_scope,
    is_member,
    visible_channel,
)
from toolproof.services.slack.errors import SlackError
from toolproof.services.slack.ids import CHANNEL, new_slack_id
from toolproof.services.slack.operations.common import ChannelArg, join_member, not_for_dm, system_message
from toolproof.services.slack.operations.listing import conversations_page
from toolproof.services.slack.params import Paged, SlackParams
from toolproof.services.slack.render import channel_object
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


class ListConversations(Paged):
    types: str | list[str] = "public_channel"
    exclude_archived: bool = False
    team_id: str | None = None


@service.operation("slack.conversations.list", BOTH, "/conversations.list", writes=False)
def conversations_list(ctx: Context, p: ListConversations) -> dict[str, Any]:
    """Conversations of the given types the caller can see; pages may be short while more remain."""
    who = caller(ctx)
    return conversations_page(ctx, who, p.types, p.exclude_archived, p.cursor, p.limit)


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
    join_member(ctx, channel_id, who.user)
    row = ctx.one("SELECT * FROM slack_channels WHERE id = ?", (channel_id,))
    assert row is not None
    return {"channel": channel_object(ctx, row, who.user)}


@service.operation("slack.conversations.archive", BOTH, "/conversations.archive", writes=True)
def conversations_archive(ctx: Context, p: ChannelArg) -> dict[str, Any]:
    """Archive a channel the caller is in."""
    who = caller(ctx)
    row = visible_channel(ctx, who, p.channel)
    channel_scope(who, row, "write")
    not_for_dm(row)
    who.unrestricted()
    if row["is_archived"]:
        raise SlackError("already_archived")
    if row["is_general"]:
        raise SlackError("cant_archive_general")
    if not is_member(ctx, row["id"], who.user):
        raise SlackError("not_in_channel")
    system_message(ctx, row["id"], who.user, "channel_archive", "archived the channel")
    ctx.db.execute("UPDATE slack_channels SET is_archived = 1 WHERE id = ?", (row["id"],))
    return {}


@service.operation("slack.conversations.unarchive", BOTH, "/conversations.unarchive", writes=True)
def conversations_unarchive(ctx: Context, p: ChannelArg) -> dict[str, Any]:
    """Unarchive a channel."""
    who = caller(ctx)
    row = visible_channel(ctx, who, p.channel)
    channel_scope(who, row, "write")
    not_for_dm(row)
    who.unrestricted()
    if not row["is_archived"]:
        raise SlackError("not_archived")
    ctx.db.execute("UPDATE slack_channels SET is_archived = 0 WHERE id = ?", (row["id"],))
    system_message(ctx, row["id"], who.user, "channel_unarchive", "un-archived the channel")
    return {}


class RenameArgs(ChannelArg):
    name: str


@service.operation("slack.conversations.rename", BOTH, "/conversations.rename", writes=True)
def conversations_rename(ctx: Context, p: RenameArgs) -> dict[str, Any]:
    """Rename a channel; the old name goes to ``previous_names``."""
    who = caller(ctx)
    row = visible_channel(ctx, who, p.channel)
    channel_scope(who, row, "write")
    not_for_dm(row)
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
        system_message(
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
    system_message(ctx, row["id"], who.user, subtype, text)
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
