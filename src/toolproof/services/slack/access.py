"""Who is calling and what they may see: tokens, scopes, conversations, messages.

Every operation starts with :func:`caller`, which turns the principal into the calling user and
checks the method's scope, so ``invalid_auth``, ``account_inactive`` and ``missing_scope`` come out
exactly as Slack orders them (authentication before scopes before arguments).
"""

from __future__ import annotations

import json
import re
import sqlite3
from dataclasses import dataclass

from toolproof.service.context import Context
from toolproof.services.slack.errors import SlackError, missing_scope
from toolproof.services.slack.scopes import METHOD_SCOPES, USER_ONLY, for_kind

TS_RE = re.compile(r"^\d{10}\.\d{6}$")


@dataclass(frozen=True, slots=True)
class Caller:
    """The calling token: its user, whether it is the bot, the scopes it was granted."""

    user: str
    is_bot: bool
    is_admin: bool
    is_restricted: bool
    scopes: tuple[str, ...]
    team: str

    def unrestricted(self) -> None:
        """Guests may not create, archive, rename or manage membership of channels."""
        if self.is_restricted:
            raise SlackError("user_is_restricted")

    def require(self, scope: str) -> None:
        if scope not in self.scopes:
            raise missing_scope(scope, list(self.scopes))


def caller(ctx: Context, scope: str | None = None) -> Caller:
    """The calling token, after checking it exists, its user is active and it has ``scope``.

    Every call starts here; between writes the answer cannot change, so reads remember it.
    """
    principal = ctx.principal or "bot"
    who = ctx.remembered(
        ("slack.caller", principal),
        lambda: _caller(ctx, principal),
        ("slack_tokens", "slack_users", "slack_team"),
    )
    if scope is not None:
        who.require(scope)
    return who


def _caller(ctx: Context, principal: str) -> Caller:
    row = ctx.one(
        "SELECT t.user_id, t.token_type, t.scopes, u.deleted, u.is_admin, u.is_restricted "
        "FROM slack_tokens t JOIN slack_users u ON u.id = t.user_id WHERE t.principal = ?",
        (principal,),
    )
    if row is None:
        raise SlackError("invalid_auth")
    if row["deleted"]:
        raise SlackError("account_inactive")
    team = ctx.one("SELECT id FROM slack_team")
    return Caller(
        user=row["user_id"],
        is_bot=row["token_type"] == "bot",
        is_admin=bool(row["is_admin"]),
        is_restricted=bool(row["is_restricted"]),
        scopes=tuple(json.loads(row["scopes"])),
        team=team["id"] if team is not None else "",
    )


def preflight(ctx: Context) -> None:
    """The checks Slack makes before reading arguments: the token, its type and the method's scope."""
    method = ctx.operation.name.split(".", 1)[1] if ctx.operation is not None else ""
    who = caller(ctx)
    if method in USER_ONLY and who.is_bot:
        raise SlackError("not_allowed_token_type")
    scope = METHOD_SCOPES.get(method)
    if scope is not None:
        who.require(scope)


def is_member(ctx: Context, channel: str, user: str) -> bool:
    """Whether ``user`` is in ``channel`` (remembered until a write changes ``slack_members``)."""
    return ctx.remembered(
        ("slack.member", channel, user), lambda: _is_member(ctx, channel, user), ("slack_members",)
    )


def _is_member(ctx: Context, channel: str, user: str) -> bool:
    return ctx.one("SELECT 1 FROM slack_members WHERE channel = ? AND user = ?", (channel, user)) is not None


def find_channel(ctx: Context, ref: str, *, by_name: bool = False) -> sqlite3.Row | None:
    """A conversation by id; by name too (with or without ``#``) where Slack allows it.

    Only the posting methods (``chat.postMessage``, ``postEphemeral``, ``scheduleMessage``) take a
    name; every other method answers a name with ``channel_not_found``, as Slack does.
    """
    if not ref:
        return None
    row = ctx.remembered(
        ("slack.channel", ref),
        lambda: ctx.one("SELECT * FROM slack_channels WHERE id = ?", (ref,)),
        ("slack_channels",),
    )
    if row is None and by_name and not re.match(r"^[CGD][A-Z0-9]{8,}$", ref):
        name = ref[1:] if ref.startswith("#") else ref
        row = ctx.one(
            "SELECT * FROM slack_channels WHERE name = ? AND kind IN ('public', 'private')", (name,)
        )
    return row


def visible_channel(ctx: Context, who: Caller, ref: str, *, by_name: bool = False) -> sqlite3.Row:
    """A conversation the caller can see: public ones always, private ones and DMs only as a member.

    Anything else is ``channel_not_found``, exactly like a channel that does not exist, so ids of
    private channels never leak.
    """
    row = find_channel(ctx, ref, by_name=by_name)
    if row is None:
        raise SlackError("channel_not_found")
    if row["kind"] != "public" and not is_member(ctx, row["id"], who.user):
        raise SlackError("channel_not_found")
    return row


def channel_scope(who: Caller, row: sqlite3.Row, action: str) -> None:
    """Check the scope for ``action`` on this conversation's type (``groups:history``…)."""
    who.require(for_kind(row["kind"], action, bot=who.is_bot))


def readable_channel(ctx: Context, who: Caller, ref: str) -> sqlite3.Row:
    """A conversation whose messages the caller may read (bots must have joined public channels)."""
    row = visible_channel(ctx, who, ref)
    channel_scope(who, row, "history")
    if who.is_bot and not is_member(ctx, row["id"], who.user):
        raise SlackError("not_in_channel")
    return row


def postable_channel(ctx: Context, who: Caller, ref: str) -> sqlite3.Row:
    """A conversation the caller may post in (by id or name): visible, not archived, and joined."""
    row = visible_channel(ctx, who, ref, by_name=True)
    if row["is_archived"]:
        raise SlackError("is_archived")
    if not is_member(ctx, row["id"], who.user):
        raise SlackError("not_in_channel")
    return row


def find_message(ctx: Context, channel: str, ts: str) -> sqlite3.Row | None:
    """A message that has appeared (scheduled messages count once their time has passed)."""
    return ctx.one(
        "SELECT * FROM slack_messages WHERE channel = ? AND ts = ? AND visible_at <= ?",
        (channel, ts, ctx.now()),
    )


def require_message(ctx: Context, channel: str, ts: str, *, bad_ts: str | None = None) -> sqlite3.Row:
    if bad_ts is not None and not TS_RE.match(ts):
        raise SlackError(bad_ts)
    row = find_message(ctx, channel, ts)
    if row is None:
        raise SlackError("message_not_found")
    return row


def new_ts(ctx: Context, channel: str, at: int | None = None) -> str:
    """A fresh message ``ts`` in ``channel``: the second, plus microseconds unique in that channel."""
    second = int(ctx.clock.now) if at is None else at  # (``ctx.now()``, inline: every post)
    low, high = f"{second}.", f"{second + 1}."
    # (A plain tuple: the one value needs no ``sqlite3.Row``; every post runs this.)
    row = ctx.db.execute(
        "SELECT max(ts) FROM slack_messages WHERE channel = ? AND ts >= ? AND ts < ?",
        (channel, low, high),
    ).fetchone()
    if row is not None and row[0] is not None:
        micros = int(row[0][11:]) + 100
    else:
        micros = ctx.rng.randint(1, 8999) * 100
    return f"{second}.{min(micros, 999999):06d}"


def view_of(ctx: Context, channel: str, user: str) -> tuple[str | None, bool]:
    """``user``'s own view of ``channel``: (read cursor, open in their sidebar); (None, True) by default.

    Remembered until a write changes ``slack_views`` (``conversations.info`` reads it on every call).
    """
    return ctx.remembered(
        ("slack.view", channel, user), lambda: _view_of(ctx, channel, user), ("slack_views",)
    )


def _view_of(ctx: Context, channel: str, user: str) -> tuple[str | None, bool]:
    row = ctx.one(
        "SELECT last_read, is_open FROM slack_views WHERE channel = ? AND user = ?", (channel, user)
    )
    if row is None:
        return None, True
    return row["last_read"], bool(row["is_open"])


def set_view(
    ctx: Context, channel: str, user: str, *, last_read: str | None = None, is_open: bool | None = None
) -> None:
    """Change ``user``'s view of ``channel``: only what is given."""
    ctx.db.execute("INSERT OR IGNORE INTO slack_views VALUES (?, ?, NULL, 1)", (channel, user))
    if last_read is not None:
        ctx.db.execute(
            "UPDATE slack_views SET last_read = ? WHERE channel = ? AND user = ?", (last_read, channel, user)
        )
    if is_open is not None:
        ctx.db.execute(
            "UPDATE slack_views SET is_open = ? WHERE channel = ? AND user = ?", (int(is_open), channel, user)
        )


def user_row(ctx: Context, user_id: str) -> sqlite3.Row | None:
    """A user's row (remembered until a write changes ``slack_users``: most calls read the caller's)."""
    return ctx.remembered(
        ("slack.user", user_id),
        lambda: ctx.one("SELECT * FROM slack_users WHERE id = ?", (user_id,)),
        ("slack_users",),
    )
