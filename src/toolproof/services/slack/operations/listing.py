"""Listing conversations (``conversations.list``, ``users.conversations``) the way Slack pages them.

Slack reads ``limit`` conversations, then drops those the filters exclude (other types, archived,
not visible to the caller), so a page can be shorter than ``limit``, even empty, while
``next_cursor`` says more remain. Clients that stop on a short page miss conversations; the double
keeps that trap.
"""

from __future__ import annotations

from typing import Any

from toolproof.service.context import Context
from toolproof.services.slack import pagination
from toolproof.services.slack.access import Caller
from toolproof.services.slack.errors import SlackError
from toolproof.services.slack.render import ChannelFacts, channel_object
from toolproof.services.slack.scopes import KIND_OF_TYPE, LIST_TYPES, for_list_type


def parse_types(types: str | list[str], who: Caller) -> set[str]:
    """``public_channel,im`` → {"public", "im"}; each type's read scope is checked."""
    names = types if isinstance(types, list) else types.split(",")
    names = [n.strip() for n in names if n.strip()] or ["public_channel"]
    for name in names:
        if name not in LIST_TYPES:
            raise SlackError("invalid_types")
    for name in names:
        who.require(for_list_type(name))
    return {KIND_OF_TYPE[n] for n in names}


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
