"""``search.files``: files whose name or title holds every word of the query (text files: their content
too), among the files the caller can see.

Modifiers as ``search.messages`` reads them: ``in:#channel`` / ``in:<#C…>`` (shared there),
``from:@name`` / ``from:<@U…>`` / ``from:me`` (uploaded by), ``before:`` / ``after:`` / ``on:`` /
``during:`` (UTC days, on the upload time), ``"quoted phrases"``. ``count``/``page`` paging; user
tokens only (``not_allowed_token_type``).
"""

from __future__ import annotations

from typing import Any

from toolproof.service.context import Context
from toolproof.services.slack.file_objects import VISIBLE, file_object, team_and_domain
from toolproof.services.slack.operations.search import (
    QUERY_TOKEN,
    channel_ref,
    search_results,
    searcher,
    user_ref,
    utc_day,
)
from toolproof.services.slack.params import SlackParams
from toolproof.services.slack.service import BOTH, service

#: Text content is searched for files up to this size (Slack indexes snippets and text files).
TEXT_SEARCH_BYTES = 200_000
_TEXT = "(f.mimetype LIKE 'text/%' OR f.mimetype = 'application/json')"


class SearchFilesArgs(SlackParams):
    query: str
    count: int = 20
    page: int = 1
    sort: str = "score"
    sort_dir: str = "desc"
    highlight: bool = False
    team_id: str | None = None


def _word(where: list[str], args: list[Any], word: str) -> None:
    where.append(
        "(instr(lower(f.name), ?) > 0 OR instr(lower(f.title), ?) > 0 OR "
        f"({_TEXT} AND f.size <= {TEXT_SEARCH_BYTES} AND instr(lower(CAST(f.content AS TEXT)), ?) > 0))"
    )
    args += [word, word, word]


@service.operation("slack.search.files", BOTH, "/search.files", writes=False)
def search_files(ctx: Context, p: SearchFilesArgs) -> dict[str, Any]:
    """Search files by name, title and text content (user tokens only); in:, from:, before:, after:, on:."""
    who = searcher(ctx, p.query)
    where = [VISIBLE, "f.date_delete = 0", "f.state = 'complete'"]
    args: list[Any] = [who.user, who.user]
    nothing = False
    for m in QUERY_TOKEN.finditer(p.query):
        phrase, word = m.group(1), m.group(2)
        if phrase is not None:
            if phrase.strip():
                _word(where, args, phrase.lower())
            continue
        key, sep, value = word.partition(":")
        key = key.lower()
        if sep and value and key in ("in", "from", "before", "after", "on", "during"):
            if key == "in":
                channel = channel_ref(ctx, who, value)
                nothing = nothing or channel is None
                where.append(
                    "EXISTS (SELECT 1 FROM slack_file_shares s2 WHERE s2.file = f.id AND s2.channel = ?)"
                )
                args.append(channel)
            elif key == "from":
                user = user_ref(ctx, who, value)
                nothing = nothing or user is None
                where.append("f.user = ?")
                args.append(user)
            elif key == "before":
                where.append("f.created < ?")
                args.append(utc_day(value))
            elif key == "after":
                where.append("f.created >= ?")
                args.append(utc_day(value) + 86400)
            else:
                start = utc_day(value)
                where.append("f.created >= ? AND f.created < ?")
                args += [start, start + 86400]
            continue
        _word(where, args, word.lower())
    count = max(1, min(p.count, 100))
    page = max(1, min(p.page, 100))
    order = "ASC" if p.sort_dir == "asc" else "DESC"
    rows = (
        []
        if nothing
        else ctx.all(
            f"SELECT f.* FROM slack_files f WHERE {' AND '.join(where)} ORDER BY f.created {order}, f.id",
            tuple(args),
        )
    )
    total = len(rows)
    chunk = rows[(page - 1) * count : page * count]
    team, domain = team_and_domain(ctx)
    matches = [file_object(ctx, r, team, who.user, domain) for r in chunk]
    return search_results(p.query, "files", total, page, count, matches)
