"""The base of every Slack argument model.

Slack ignores arguments it does not know, takes form values as strings (``"true"``, ``"20"``) and
JSON values as they are, so models ignore extras and coerce numbers to strings where a string is
expected (``thread_ts`` sent as a float still arrives). Arguments that recur across methods get one
description each, written into every tool schema, so an agent reading the tool definitions knows
that a channel is an id and a ``ts`` is a message's identity.
"""

from __future__ import annotations

from typing import Any

from pydantic import ConfigDict
from pydantic.config import JsonDict

from toolproof.service.operation import Params

FIELD_DOCS: dict[str, str] = {
    "channel": "Conversation id (C…, G… or D…). chat.postMessage, postEphemeral and scheduleMessage "
    "also take a channel name (general or #general), and chat.postMessage a user id (U…) for the app's DM.",
    "ts": "Timestamp of the message, its identity in the channel, e.g. 1700000000.000100.",
    "timestamp": "Timestamp (ts) of the message, e.g. 1700000000.000100.",
    "message_ts": "Timestamp (ts) of the message, e.g. 1700000000.000100.",
    "thread_ts": "Timestamp of the thread's parent message; makes this message a reply in that thread.",
    "reply_broadcast": "With thread_ts: also show the reply in the channel.",
    "text": "Message text (mrkdwn), at most 40,000 characters; needed unless blocks or attachments are.",
    "blocks": "Block Kit blocks: a JSON array (or its JSON string) of at most 50 blocks.",
    "attachments": "Legacy attachments: a JSON array (or its JSON string).",
    "cursor": "next_cursor from the previous page's response_metadata; omit for the first page.",
    "limit": "Most items to return. Pages may be shorter while next_cursor is non-empty: keep paging.",
    "user": "User id (U…).",
    "users": "Comma-separated user ids (U…).",
    "types": "Comma-separated conversation types: public_channel, private_channel, mpim, im. "
    "Default public_channel.",
    "exclude_archived": "Leave archived conversations out.",
    "latest": "Only messages before this ts (inclusive with inclusive=true).",
    "oldest": "Only messages after this ts (inclusive with inclusive=true).",
    "inclusive": "Include messages exactly at latest or oldest.",
    "name": "Channel name (lower case, no spaces) or, for reactions, an emoji name without colons.",
    "post_at": "Unix time at which a scheduled message is posted (at most 120 days ahead).",
    "scheduled_message_id": "Id (Q…) returned by chat.scheduleMessage.",
    "query": 'Search query: words, "phrases", in:#channel, from:@user, before:/after:/on:YYYY-MM-DD.',
    "email": "Email address of the user.",
    "topic": "New topic (at most 250 characters).",
    "purpose": "New purpose (at most 250 characters).",
    "is_private": "Create a private channel.",
}


def _describe(schema: JsonDict, model: type[Any]) -> None:
    properties = schema.get("properties")
    if not isinstance(properties, dict):
        return
    for name, prop in properties.items():
        if name in FIELD_DOCS and isinstance(prop, dict) and "description" not in prop:
            prop["description"] = FIELD_DOCS[name]


class SlackParams(Params):
    model_config = ConfigDict(
        extra="ignore", populate_by_name=True, coerce_numbers_to_str=True, json_schema_extra=_describe
    )


class Paged(SlackParams):
    """Cursor pagination arguments shared by list methods."""

    cursor: str | None = None
    limit: int | None = None
