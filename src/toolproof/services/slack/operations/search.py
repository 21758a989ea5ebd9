"""``search.messages``: Slack's search modifiers over the messages the caller can see.

Supported: words (all must appear, case-insensitive), ``"quoted phrases"``, ``in:#channel`` /
``in:<#C…>`` / ``in:@user`` (the DM), ``from:@name`` / ``from:<@U…>`` / ``from:me``, ``before:``,
``after:``, ``on:`` / ``during:`` (``YYYY-MM-DD``, UTC days), ``has:link``, ``has:reaction``,
``has:pin``, ``is:thread``. Results page with ``count``/``page`` or with ``cursor`` (``*`` to start).
"""

from __future__ import annotations

import hashlib
import re
from datetime import UTC, date, datetime
from typing import Any

from toolproof.service.context import Context
from toolproof.services.slack import pagination
from toolproof.services.slack.access import Caller, caller
from toolproof.services.slack.errors import SlackError
from toolproof.services.slack.operations.chat import permalink
from toolproof.services.slack.params import SlackParams
from toolproof.services.slack.render import message_object
from toolproof.services.slack.service import BOTH, service
from toolproof.services.slack.tables import NOTICE_SUBTYPES

QUERY_TOKEN = re.compile(r'"([^"]*)"|(\S+)')
SYSTEM_SUBTYPES = (*NOTICE_SUBTYPES, "tombstone")


class SearchArgs(SlackParams):
    query: str
    count: int = 20
    page: int = 1
    cursor: str | None = None
    sort: str = "score"
    sort_dir: str = "desc"
    highlight: bool = False
    team_id: str | None = None


def utc_day(value: str) -> int:
    try:
        d = date.fromisoformat(value)
    except ValueError:
        raise SlackError(
            "invalid_arguments", response_metadata={"messages": [f"[ERROR] invalid date: {value}"]}
        ) from None
    return int(datetime(d.year, d.month, d.day, tzinfo=UTC).timestamp())


def _compile(ctx: Context, who: Caller, query: str) -> tuple[list[str], list[Any]] | None:
    """SQL conditions for a query; ``None`` when a modifier names nothing (no results, as Slack)."""
    where: list[str] = []
    args: list[Any] = []
    for m in QUERY_TOKEN.finditer(query):
        phrase, word = m.group(1), m.group(2)
        if phrase is not None:
            if phrase.strip():
                where.append("instr(lower(m.text), ?) > 0")
                args.append(phrase.lower())
            continue
        key, sep, value = word.partition(":")
        key = key.lower()
        if sep and value and key in ("in", "from", "before", "after", "on", "during", "has", "is"):
            if key == "in":
                channel = channel_ref(ctx, who, value)
                if channel is None:
                    return None
                where.append("m.channel = ?")
                args.append(channel)
            elif key == "from":
                user = user_ref(ctx, who, value)
                if user is None:
                    return None
                where.append("m.user = ?")
                args.append(user)
            elif key == "before":
                where.append("m.visible_at < ?")
                args.append(utc_day(value))
            elif key == "after":
                where.append("m.visible_at >= ?")
                args.append(utc_day(value) + 86400)
            elif key in ("on", "during"):
                start = utc_day(value)
                where.append("m.visible_at >= ? AND m.visible_at < ?")
                args += [start, start + 86400]
            elif key == "has" and value == "link":
                where.append("(m.text LIKE '%<http%' OR m.text LIKE '%http://%' OR m.text LIKE '%https://%')")
            elif key == "has" and value == "reaction":
                where.append(
                    "EXISTS (SELECT 1 FROM slack_reactions r WHERE r.channel = m.channel AND r.ts = m.ts)"
                )
            elif key == "has" and value == "pin":
                where.append(
                    "EXISTS (SELECT 1 FROM slack_pins p WHERE p.channel = m.channel AND p.ts = m.ts)"
                )
            elif key == "is" and value == "thread":
                where.append("m.thread_ts IS NOT NULL")
            continue
        where.append("instr(lower(m.text), ?) > 0")
        args.append(word.lower())
    return where, args


def channel_ref(ctx: Context, who: Caller, value: str) -> str | None:
    m = re.match(r"^<#([CGD][A-Z0-9]+)(\|[^>]*)?>$", value)
    if m:
        return m.group(1)
    if value.startswith("@") or value.startswith("<@"):
        user = user_ref(ctx, who, value)
        row = ctx.one(
            "SELECT id FROM slack_channels WHERE kind = 'im' AND ((creator = ? AND im_user = ?) "
            "OR (creator = ? AND im_user = ?))",
            (who.user, user, user, who.user),
        )
        return row["id"] if row is not None else None
    name = value.lstrip("#")
    row = ctx.one("SELECT id FROM slack_channels WHERE name = ? OR id = ?", (name, name))
    return row["id"] if row is not None else None


def user_ref(ctx: Context, who: Caller, value: str) -> str | None:
    if value == "me":
        return who.user
    m = re.match(r"^<@([UW][A-Z0-9]+)(\|[^>]*)?>$", value)
    if m:
        return m.group(1)
    name = value.lstrip("@")
    row = ctx.one(
        "SELECT id FROM slack_users WHERE name = ? OR id = ? OR display_name = ? ORDER BY deleted, id",
        (name, name, name),
    )
    return row["id"] if row is not None else None


def _iid(channel: str, ts: str) -> str:
    h = hashlib.blake2b(f"{channel}/{ts}".encode(), digest_size=16).hexdigest()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def searcher(ctx: Context, query: str) -> Caller:
    """Who runs a ``search.*`` method, refused as Slack refuses it: a bot token
    (``not_allowed_token_type``; search takes a user token), no ``search:read``, an empty query."""
    who = caller(ctx)
    if who.is_bot:
        raise SlackError("not_allowed_token_type")
    who.require("search:read")
    if not query.strip():
        raise SlackError("no_query")
    return who


def search_results(
    query: str, kind: str, total: int, page: int, count: int, matches: list[Any]
) -> dict[str, Any]:
    """The answer of a ``search.*`` method: ``matches`` (one page of ``total``) under ``kind`` with both
    of Slack's paging blocks, ``pagination`` (first/last are 1-based positions, 0 on an empty page) and
    the older ``paging``."""
    pages = max(1, -(-total // count))
    first = (page - 1) * count + 1 if matches else 0
    return {
        "query": query,
        kind: {
            "total": total,
            "pagination": {
                "total_count": total,
                "page": page,
                "per_page": count,
                "page_count": pages,
                "first": first,
                "last": first + len(matches) - 1 if matches else 0,
            },
            "paging": {"count": count, "total": total, "page": page, "pages": pages},
            "matches": matches,
        },
    }


@service.operation("slack.search.messages", BOTH, "/search.messages", writes=False)
def search_messages(ctx: Context, p: SearchArgs) -> dict[str, Any]:
    """Search messages in public channels and the conversations the caller is in (user tokens only)."""
    who = searcher(ctx, p.query)
    count = max(1, min(p.count, 100))
    page = max(1, min(p.page, 100))
    if p.cursor is not None and p.cursor not in ("", "*"):
        key = pagination.decode(p.cursor, "page")
        if key is None or not key.isdigit() or not 1 <= int(key) <= 100:
            raise SlackError("invalid_cursor")
        page = int(key)
    compiled = _compile(ctx, who, p.query)
    rows: list[Any] = []
    if compiled is not None:
        where, args = compiled
        order = "ASC" if p.sort_dir == "asc" else "DESC"
        sql = (
            "SELECT m.* FROM slack_messages m JOIN slack_channels c ON c.id = m.channel "
            "LEFT JOIN slack_members mm ON mm.channel = m.channel AND mm.user = ? "
            "WHERE m.visible_at <= ? AND (c.kind = 'public' OR mm.user IS NOT NULL) "
            f"AND (m.subtype IS NULL OR m.subtype NOT IN ({','.join('?' * len(SYSTEM_SUBTYPES))})) "
            + "".join(f"AND {w} " for w in where)
            + f"ORDER BY m.ts {order}, m.channel"
        )
        rows = ctx.all(sql, (who.user, ctx.now(), *SYSTEM_SUBTYPES, *args))
    total = len(rows)
    pages = max(1, -(-total // count))
    chunk = rows[(page - 1) * count : page * count]
    channels: dict[str, Any] = {}
    matches = []
    for r in chunk:
        if r["channel"] not in channels:
            c = ctx.one("SELECT * FROM slack_channels WHERE id = ?", (r["channel"],))
            assert c is not None
            channels[r["channel"]] = {
                "id": c["id"],
                "is_channel": c["kind"] in ("public", "private"),
                "is_group": bool(c["legacy_group"]),
                "is_im": c["kind"] == "im",
                "is_mpim": c["kind"] == "mpim",
                "is_private": c["kind"] != "public",
                "is_shared": False,
                "is_org_shared": False,
                "is_ext_shared": False,
                "is_pending_ext_shared": False,
                "name": c["name"],
            }
        user = ctx.one("SELECT name FROM slack_users WHERE id = ?", (r["user"],))
        match = message_object(r, who.team)
        match.pop("edited", None)
        match.update(
            {
                "iid": _iid(r["channel"], r["ts"]),
                "channel": channels[r["channel"]],
                "username": user["name"] if user is not None else "",
                "permalink": permalink(ctx, r["channel"], r),
            }
        )
        matches.append(match)
    out = search_results(p.query, "messages", total, page, count, matches)
    if p.cursor is not None:
        out.update(pagination.metadata(pagination.encode("page", str(page + 1)) if page < pages else ""))
    return out
