"""``chat.*``: posting, editing, deleting, permalinks and ephemeral messages (scheduling: ``scheduled.py``).

Slack has no idempotency keys: a retried ``chat.postMessage`` posts twice, and so does the double.
"""

from __future__ import annotations

import json
import re
import sqlite3
from typing import Any

from toolproof.service.context import Context, as_stored
from toolproof.service.rows import Inserter
from toolproof.services.slack.access import (
    TS_RE,
    Caller,
    caller,
    find_message,
    is_member,
    new_ts,
    postable_channel,
    require_message,
    user_row,
    visible_channel,
)
from toolproof.services.slack.content import MAX_TEXT, content
from toolproof.services.slack.errors import SlackError
from toolproof.services.slack.operations.dms import open_im
from toolproof.services.slack.params import SlackParams
from toolproof.services.slack.render import bot_profiles, bot_profiles_of, bot_rows, message_object, messages
from toolproof.services.slack.service import BOTH, service
from toolproof.services.slack.tables import MESSAGES

_LOOSE_TS = re.compile(r"^\d{1,10}(\.\d{1,6})?$")


class MessageArgs(SlackParams):
    channel: str
    text: str | None = None
    blocks: str | list[Any] | None = None
    attachments: str | list[Any] | None = None
    thread_ts: str | None = None
    reply_broadcast: bool = False
    as_user: bool | None = None
    username: str | None = None
    icon_emoji: str | None = None
    icon_url: str | None = None
    link_names: bool | None = None
    mrkdwn: bool | None = None
    parse: str | None = None
    unfurl_links: bool | None = None
    unfurl_media: bool | None = None


#: A user id given as the channel: the app's DM with that user.
_USER_REF = re.compile(r"^[UW][A-Z0-9]{2,}$")


def post_target(ctx: Context, who: Caller, ref: str) -> sqlite3.Row:
    """The conversation to post in; a user id means the app's DM with that user (opened if needed).

    ``chat.postMessage`` and ``chat.scheduleMessage`` both take a user id as the channel (Slack posts
    in the app's DM with that user and answers with the DM's id).
    """
    if _USER_REF.match(ref):
        target = user_row(ctx, ref)
        if target is None or target["deleted"]:
            raise SlackError("channel_not_found")
        opened = open_im(ctx, who, ref, False, False)
        row = ctx.one("SELECT * FROM slack_channels WHERE id = ?", (opened["channel"]["id"],))
        assert row is not None
        return row
    return postable_channel(ctx, who, ref)


def thread_of(ctx: Context, channel: str, thread_ts: str | None) -> str | None:
    """The thread a reply joins. Malformed → ``invalid_thread_ts``; a reply's ts → its parent's thread;
    a well-formed ts of no message → accepted, and the reply is orphaned (Slack answers ``ok`` and
    the message shows nowhere)."""
    if thread_ts is None or thread_ts == "":
        return None
    if not _LOOSE_TS.match(thread_ts):
        raise SlackError(
            "invalid_thread_ts",
            response_metadata={"messages": [f"[ERROR] {thread_ts} is not a valid thread_ts"]},
        )
    parent = find_message(ctx, channel, thread_ts) if TS_RE.match(thread_ts) else None
    if parent is None:
        return thread_ts
    return str(parent["thread_ts"] or parent["ts"])


#: A message row (only its set columns bound: see toolproof.service.rows).
_INSERT_MESSAGE = Inserter(MESSAGES.name, MESSAGES.column_names)
#: ``insert_message``'s ``bot_id`` when the caller did not read it: it reads the poster's row.
_LOOK_UP: Any = object()


def insert_message(
    ctx: Context,
    who: Caller,
    channel: str,
    ts: str,
    text: str,
    blocks: list[Any] | None,
    attachments: list[Any] | None,
    thread_ts: str | None,
    broadcast: bool,
    *,
    visible_at: int,
    scheduled_id: str | None = None,
    subtype: str | None = None,
    bot_id: Any = _LOOK_UP,
) -> tuple[Any, ...]:
    """Insert a message; its row's values in column order (the row as SQLite now holds it: every
    column is bound as given, text as text, and the table has no defaults). ``bot_id``: the poster's
    bot id if a bot posts (``None`` otherwise) when the caller has read the poster's row already."""
    if bot_id is _LOOK_UP:
        bot = user_row(ctx, who.user)
        bot_id = bot["bot_id"] if bot is not None and who.is_bot else None
    subtype = subtype or ("thread_broadcast" if broadcast and thread_ts else None)
    values = (
        channel,
        ts,
        who.user,
        bot_id,
        subtype,
        text,
        json.dumps(blocks) if blocks else None,
        json.dumps(attachments) if attachments else None,
        thread_ts,
        None,
        None,
        visible_at,
        scheduled_id,
        int(ctx.clock.now),  # ``ctx.now()``, inline (every message inserted)
    )
    # The call's last write: a post run without its savepoint hands it to the world (see
    # :func:`_post_alone`); every other caller's runs here.
    # (perf52) With the row it leaves (every column bound as given: ``as_stored`` checks each value's
    # type against its column's), which the world keeps: the end reads no message it posted.
    ctx.insert_last(_INSERT_MESSAGE, values, MESSAGES.name, (channel, ts), as_stored(MESSAGES, values))
    return values


def _one(ctx: Context, channel: str, ts: str) -> dict[str, Any]:
    row = ctx.one("SELECT * FROM slack_messages WHERE channel = ? AND ts = ?", (channel, ts))
    assert row is not None
    return messages(ctx, [row], in_thread=True)[0]


def _post_alone(p: MessageArgs) -> bool:
    """Whether a post writes nothing but its message row, last (``Context.insert_last``; the world
    then runs it without a savepoint): a top-level post to a channel. Not a post to a user id (its
    DM may be opened first: a write), nor a reply (rendered by the general path, which looks up its
    thread)."""
    return not p.thread_ts and _USER_REF.match(p.channel) is None


@service.operation("slack.chat.postMessage", BOTH, "/chat.postMessage", writes=True, alone=_post_alone)
def chat_post_message(ctx: Context, p: MessageArgs) -> dict[str, Any]:
    """Post a message (or a thread reply). No idempotency: a retry posts a second message."""
    ref = p.channel
    if _USER_REF.match(ref):
        # A DM with a user, opened if needed (a write): nothing of it is remembered.
        who = caller(ctx, "chat:write")
        row = post_target(ctx, who, ref)
        poster, bots = _poster(ctx, who)
    else:
        # The token, the channel, membership and the poster: what every post to this channel by this
        # caller checks and reads before it writes, in that order, remembered as one value until a
        # write changes one of their tables (a refusal raises: nothing is remembered).
        who, row, poster, bots = ctx.remembered(
            ("slack.post", ctx.principal or "bot", ref), lambda: _post_checks(ctx, ref), _POST_TABLES
        )
    text = p.text
    if p.blocks is None and p.attachments is None:
        # ``content(text, None, None)`` inline (most posts send text alone): the same checks and value.
        if not text:
            raise SlackError("no_text")
        if len(text) > MAX_TEXT:
            raise SlackError("msg_too_long")
        blocks = attachments = None
    else:
        text, blocks, attachments = content(text, p.blocks, p.attachments)
    # (``thread_of`` answers ``None`` for no ``thread_ts`` without a look-up: not called for it.)
    thread_ts = thread_of(ctx, row["id"], p.thread_ts) if p.thread_ts else None
    ts = new_ts(ctx, row["id"])
    profiles = bot_profiles_of(bots, who.team)
    values = insert_message(
        ctx,
        who,
        row["id"],
        ts,
        text,
        blocks,
        attachments,
        thread_ts,
        p.reply_broadcast,
        visible_at=int(ctx.clock.now),  # ``ctx.now()``
        bot_id=poster["bot_id"] if poster is not None else None,
    )
    return {"channel": row["id"], "ts": ts, "message": _posted(ctx, who, values[:11], profiles)}


#: The tables :func:`_post_checks` reads.
_POST_TABLES = ("slack_tokens", "slack_users", "slack_team", "slack_channels", "slack_members")


def _post_checks(ctx: Context, ref: str) -> tuple[Caller, sqlite3.Row, sqlite3.Row | None, tuple[Any, ...]]:
    """The caller (with ``chat:write``), the channel ``ref`` names that it may post in, and its bot's
    row and profile rows: the checks of a post to a channel (not a user id), in Slack's order."""
    who = caller(ctx, "chat:write")
    row = postable_channel(ctx, who, ref)
    poster, bots = _poster(ctx, who)
    return who, row, poster, bots


def _poster(ctx: Context, who: Caller) -> tuple[sqlite3.Row | None, tuple[Any, ...]]:
    """The posting bot's user row and the rows of its profile (``None`` and none for a user). Read
    before the insert (which writes messages, not users): until then the rows may be remembered."""
    poster = user_row(ctx, who.user) if who.is_bot else None
    bots = bot_rows(ctx, (poster["bot_id"],)) if poster is not None and poster["bot_id"] else ()
    return poster, bots


def _posted(
    ctx: Context, who: Caller, row: tuple[Any, ...], profiles: dict[str, dict[str, Any]] | None = None
) -> dict[str, Any]:
    """The message just posted, as :func:`_one` renders it, from the values inserted (``row``: the
    rendered columns, :data:`~toolproof.services.slack.render.MESSAGE_COLUMNS`), not read back.

    Its ``ts`` is new: no reply, reaction or pin can name it yet, so of everything ``messages``
    looks up only its own fields and the bot's profile remain (the team is the caller's). A reply
    goes the general way (its parent's author is looked up).
    """
    if row[8] is not None:
        return messages(ctx, [row], in_thread=True)[0]
    msg = message_object(row, who.team)
    bot_id = row[3]
    if bot_id:
        if profiles is None or bot_id not in profiles:
            profiles = bot_profiles(ctx, {bot_id}, who.team)
        profile = profiles.get(bot_id)
        if profile is not None:
            msg["bot_profile"] = profile
    return msg


class MeMessageArgs(SlackParams):
    channel: str
    text: str | None = None


@service.operation("slack.chat.meMessage", BOTH, "/chat.meMessage", writes=True)
def chat_me_message(ctx: Context, p: MeMessageArgs) -> dict[str, Any]:
    """Post a ``/me`` message (subtype ``me_message``, shown in italics): text only, no threads."""
    who = caller(ctx, "chat:write")
    row = postable_channel(ctx, who, p.channel)
    text, _, _ = content(p.text, None, None)
    ts = new_ts(ctx, row["id"])
    insert_message(
        ctx, who, row["id"], ts, text, None, None, None, False, visible_at=ctx.now(), subtype="me_message"
    )
    return {"channel": row["id"], "ts": ts}


class UpdateArgs(SlackParams):
    channel: str
    ts: str
    text: str | None = None
    blocks: str | list[Any] | None = None
    attachments: str | list[Any] | None = None
    as_user: bool | None = None
    link_names: bool | None = None
    parse: str | None = None
    reply_broadcast: bool | None = None


def _own(who: Caller, message: sqlite3.Row, code: str) -> None:
    """Only the author edits or deletes a message (workspace admins may delete with a user token)."""
    if message["user"] == who.user and message["subtype"] in (None, "thread_broadcast"):
        return
    if code == "cant_delete_message" and who.is_admin and not who.is_bot:
        return
    raise SlackError(code)


@service.operation("slack.chat.update", BOTH, "/chat.update", writes=True)
def chat_update(ctx: Context, p: UpdateArgs) -> dict[str, Any]:
    """Edit one of the caller's messages; ``edited`` records who and when."""
    who = caller(ctx, "chat:write")
    row = visible_channel(ctx, who, p.channel)
    message = require_message(ctx, row["id"], p.ts)
    _own(who, message, "cant_update_message")
    if row["is_archived"]:
        raise SlackError("is_archived")
    text, blocks, attachments = content(
        p.text if p.text is not None else (None if p.blocks or p.attachments else message["text"]),
        p.blocks,
        p.attachments,
    )
    edited = f"{ctx.now()}.000000"
    ctx.db.execute(
        "UPDATE slack_messages SET text = ?, blocks = ?, attachments = ?, edited_user = ?, edited_ts = ? "
        "WHERE channel = ? AND ts = ?",
        (
            text,
            json.dumps(blocks) if blocks else (message["blocks"] if p.blocks is None else None),
            json.dumps(attachments) if attachments else None,
            who.user,
            edited,
            row["id"],
            p.ts,
        ),
    )
    fresh = ctx.one("SELECT * FROM slack_messages WHERE channel = ? AND ts = ?", (row["id"], p.ts))
    assert fresh is not None
    team = who.team
    return {"channel": row["id"], "ts": p.ts, "text": text, "message": message_object(fresh, team)}


class DeleteArgs(SlackParams):
    channel: str
    ts: str
    as_user: bool | None = None


@service.operation("slack.chat.delete", BOTH, "/chat.delete", writes=True, destructive=True)
def chat_delete(ctx: Context, p: DeleteArgs) -> dict[str, Any]:
    """Delete a message. A thread parent with replies becomes a ``tombstone``, as in Slack."""
    who = caller(ctx, "chat:write")
    row = visible_channel(ctx, who, p.channel)
    message = require_message(ctx, row["id"], p.ts)
    _own(who, message, "cant_delete_message")
    has_replies = ctx.one(
        "SELECT 1 FROM slack_messages WHERE channel = ? AND thread_ts = ? AND ts != ?",
        (row["id"], p.ts, p.ts),
    )
    ctx.db.execute("DELETE FROM slack_reactions WHERE channel = ? AND ts = ?", (row["id"], p.ts))
    ctx.db.execute("DELETE FROM slack_pins WHERE channel = ? AND ts = ?", (row["id"], p.ts))
    if has_replies is not None and (message["thread_ts"] in (None, p.ts)):
        ctx.db.execute(
            "UPDATE slack_messages SET user = 'USLACKBOT', bot_id = NULL, subtype = 'tombstone', "
            "text = 'This message was deleted.', blocks = NULL, attachments = NULL, thread_ts = ts, "
            "edited_user = NULL, edited_ts = NULL WHERE channel = ? AND ts = ?",
            (row["id"], p.ts),
        )
    else:
        ctx.db.execute("DELETE FROM slack_messages WHERE channel = ? AND ts = ?", (row["id"], p.ts))
        _drop_empty_tombstone(ctx, row["id"], message["thread_ts"])
    return {"channel": row["id"], "ts": p.ts}


def _drop_empty_tombstone(ctx: Context, channel: str, thread_ts: str | None) -> None:
    """A deleted parent's tombstone goes away with its last reply, as in Slack."""
    if not thread_ts:
        return
    ctx.db.execute(
        "DELETE FROM slack_messages WHERE channel = ? AND ts = ? AND subtype = 'tombstone' AND NOT EXISTS "
        "(SELECT 1 FROM slack_messages WHERE channel = ? AND thread_ts = ? AND ts != thread_ts)",
        (channel, thread_ts, channel, thread_ts),
    )


class PermalinkArgs(SlackParams):
    channel: str
    message_ts: str


@service.operation("slack.chat.getPermalink", BOTH, "/chat.getPermalink", writes=False)
def chat_get_permalink(ctx: Context, p: PermalinkArgs) -> dict[str, Any]:
    """``https://<domain>.slack.com/archives/<channel>/p<ts without the dot>`` (threads add the thread)."""
    who = caller(ctx)
    row = visible_channel(ctx, who, p.channel)
    message = require_message(ctx, row["id"], p.message_ts)
    return {"channel": row["id"], "permalink": permalink(ctx, row["id"], message)}


def permalink(ctx: Context, channel: str, message: sqlite3.Row) -> str:
    team = ctx.one("SELECT domain FROM slack_team")
    domain = team["domain"] if team is not None else "workspace"
    url = f"https://{domain}.slack.com/archives/{channel}/p{message['ts'].replace('.', '')}"
    if message["thread_ts"] and message["thread_ts"] != message["ts"]:
        url += f"?thread_ts={message['thread_ts']}&cid={channel}"
    return url


class EphemeralArgs(MessageArgs):
    user: str


@service.operation("slack.chat.postEphemeral", BOTH, "/chat.postEphemeral", writes=True)
def chat_post_ephemeral(ctx: Context, p: EphemeralArgs) -> dict[str, Any]:
    """Show a message to one member of a channel only; it never enters the channel's history."""
    who = caller(ctx, "chat:write")
    row = postable_channel(ctx, who, p.channel)
    text, _blocks, _attachments = content(p.text, p.blocks, p.attachments)
    target = user_row(ctx, p.user)
    if target is None or not is_member(ctx, row["id"], p.user):
        raise SlackError("user_not_in_channel")
    ts = f"{ctx.now()}.{ctx.rng.randint(1, 8999) * 100:06d}"
    ctx.db.execute(
        "INSERT INTO slack_ephemeral VALUES (?, ?, ?, ?, ?, ?)",
        (row["id"], ts, p.user, who.user, text, p.thread_ts),
    )
    return {"message_ts": ts}
