"""Search: words in names, descriptions, file content, comments and tags, with Box's filters.

A result must contain every word of ``query`` (a quoted phrase must appear as is), compared
case-insensitively as substrings — simpler than Box's index (README). Results are sorted by
relevance (name matches first, then most recently modified), or by ``modified_at``.
"""

from __future__ import annotations

import base64
import re
from typing import Any, Literal

from pydantic import Field

from toolproof.service import Context, Params
from toolproof.services.box.errors import bad_request
from toolproof.services.box.items import me, role_on
from toolproof.services.box.params import Fields
from toolproof.services.box.render import extension, render_item
from toolproof.services.box.service import service
from toolproof.services.box.times import parse_iso

CONTENT_TYPES = ("name", "description", "file_content", "comments", "tags")


class Search(Params):
    query: str | None = Field(
        default=None, max_length=1000, description='Words to find (a "quoted phrase" matches exactly).'
    )
    type: Literal["file", "folder", "web_link"] | None = Field(
        default=None, description="Only files or folders."
    )
    file_extensions: str | None = Field(
        default=None, max_length=500, description="Comma-separated, e.g. 'pdf,docx'."
    )
    ancestor_folder_ids: str | None = Field(
        default=None, max_length=2000, description="Comma-separated folder ids to search under."
    )
    content_types: str | None = Field(
        default=None,
        max_length=200,
        description="Where to look: name,description,file_content,comments,tags.",
    )
    created_at_range: str | None = Field(
        default=None, max_length=100, description="'from,to' RFC 3339; either side may be empty."
    )
    updated_at_range: str | None = Field(default=None, max_length=100)
    owner_user_ids: str | None = Field(
        default=None, max_length=2000, description="Comma-separated owner user ids."
    )
    trash_content: Literal["non_trashed_only", "trashed_only", "all_items"] | None = None
    scope: Literal["user_content", "enterprise_content"] | None = None
    sort: Literal["modified_at", "relevance"] | None = None
    direction: Literal["DESC", "ASC"] | None = None
    limit: int | None = Field(default=None, ge=1, le=200, description="Default 30, at most 200.")
    offset: int | None = Field(default=None, ge=0, le=10_000)
    fields: Fields = None


def _csv(value: str | None) -> list[str]:
    return [v.strip() for v in (value or "").split(",") if v.strip()]


def _range(value: str | None, name: str) -> tuple[int | None, int | None]:
    if not value:
        return None, None
    if "," not in value:
        raise bad_request(f"Invalid value '{value}'.", name)
    lo, hi = value.split(",", 1)
    return (parse_iso(lo, name) if lo.strip() else None, parse_iso(hi, name) if hi.strip() else None)


def _terms(query: str) -> list[str]:
    phrases = re.findall(r'"([^"]+)"', query)
    rest = re.sub(r'"[^"]*"', " ", query)
    words = [w for w in re.split(r"\s+", rest) if w and w.upper() not in ("AND", "OR", "NOT")]
    return [t.lower() for t in phrases + words]


def _text(ctx: Context, row: Any, kinds: tuple[str, ...]) -> str:
    parts: list[str] = []
    if "name" in kinds:
        parts.append(row["name"])
    if "description" in kinds:
        parts.append(row["description"] or "")
    if "tags" in kinds:
        parts.append(str(row["tags"] or ""))
    if row["type"] == "file" and "file_content" in kinds:
        version = ctx.one("SELECT content FROM box_versions WHERE id = ?", (row["version_id"],))
        if version is not None:
            parts.append(base64.b64decode(version["content"]).decode("utf-8", "replace"))
    if row["type"] == "file" and "comments" in kinds:
        parts += [
            c["message"] for c in ctx.all("SELECT message FROM box_comments WHERE item_id = ?", (row["id"],))
        ]
    return "\n".join(parts).lower()


def _under(ctx: Context, row: Any, folders: set[str]) -> bool:
    parent = row["parent_id"]
    seen: set[str] = set()
    while parent is not None and parent not in seen:
        if parent in folders:
            return True
        seen.add(parent)
        up = ctx.one("SELECT parent_id FROM box_items WHERE id = ?", (parent,))
        parent = None if up is None else up["parent_id"]
    return False


@service.operation("box.search.query", "GET", "/2.0/search", writes=False)
def search(ctx: Context, p: Search) -> dict[str, Any]:
    """Search files and folders the caller can see, by words and filters (type, file_extensions,
    ancestor_folder_ids, content_types, created_at_range, owner_user_ids, trash_content)."""
    if (
        not (p.query or "").strip()
        and not p.ancestor_folder_ids
        and not p.owner_user_ids
        and not p.file_extensions
    ):
        raise bad_request("Missing query or filter.", "query", "missing_parameter")
    kinds = tuple(_csv(p.content_types)) or CONTENT_TYPES
    for k in kinds:
        if k not in CONTENT_TYPES:
            raise bad_request(f"Invalid value '{k}'.", "content_types")
    created = _range(p.created_at_range, "created_at_range")
    updated = _range(p.updated_at_range, "updated_at_range")
    exts = {e.lower().lstrip(".") for e in _csv(p.file_extensions)}
    ancestors = set(_csv(p.ancestor_folder_ids))
    owners = set(_csv(p.owner_user_ids))
    trash = p.trash_content or "non_trashed_only"
    statuses = {
        "non_trashed_only": ("active",),
        "trashed_only": ("trashed",),
        "all_items": ("active", "trashed"),
    }[trash]
    terms = _terms(p.query or "")
    user = me(ctx)
    hits: list[tuple[int, int, str, Any]] = []
    marks = ",".join("?" * len(statuses))
    for row in ctx.all(f"SELECT * FROM box_items WHERE status IN ({marks}) ORDER BY id", statuses):
        if p.type == "web_link" or (p.type is not None and row["type"] != p.type):
            continue
        if exts and (row["type"] != "file" or extension(row["name"]) not in exts):
            continue
        if owners and row["owner_id"] not in owners:
            continue
        if created[0] is not None and row["created_at"] < created[0]:
            continue
        if created[1] is not None and row["created_at"] > created[1]:
            continue
        if updated[0] is not None and row["modified_at"] < updated[0]:
            continue
        if updated[1] is not None and row["modified_at"] > updated[1]:
            continue
        if ancestors and not _under(ctx, row, ancestors):
            continue
        if terms:
            text = _text(ctx, row, kinds)
            if not all(t in text for t in terms):
                continue
        if role_on(ctx, row, user) is None:
            continue
        in_name = sum(t in row["name"].lower() for t in terms)
        hits.append((in_name, int(row["modified_at"]), row["id"], row))
    if p.sort == "modified_at":
        hits.sort(key=lambda h: (h[1], h[2]), reverse=(p.direction or "DESC") == "DESC")
    else:
        hits.sort(key=lambda h: (-h[0], -h[1], h[2]))
    limit, start = p.limit or 30, p.offset or 0
    entries = []
    for *_, row in hits[start : start + limit]:
        entry = render_item(ctx, row, p.fields, items={})
        entry.pop("item_collection", None)
        entries.append(entry)
    return {
        "total_count": len(hits),
        "limit": limit,
        "offset": start,
        "type": "search_results_items",
        "entries": entries,
    }
