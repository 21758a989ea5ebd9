"""Files: get, update (rename, move, share), copy, delete (to the trash), download, versions."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from toolproof.service import Context, Params
from toolproof.services.box.dialect import NotModified
from toolproof.services.box.errors import not_found
from toolproof.services.box.items import get_item, parse_limit
from toolproof.services.box.operations.common import copy_item, trash_item, update_item
from toolproof.services.box.params import Fields, Id, IfMatch, ItemUpdate, Limit, Offset, ParentRef
from toolproof.services.box.render import render_item, user_mini
from toolproof.services.box.service import service
from toolproof.services.box.times import iso


class GetFile(Params):
    file_id: Id
    fields: Fields = None
    if_none_match: str | None = Field(
        default=None, max_length=200, description="Answer 304 if the etag still matches."
    )


@service.operation("box.files.get", "GET", "/2.0/files/{file_id}", writes=False)
def get_file(ctx: Context, p: GetFile) -> Any:
    """Get a file's information; `fields` picks what to return (e.g. 'shared_link,version_number')."""
    row = get_item(ctx, p.file_id, "file")
    if p.if_none_match is not None and p.if_none_match.strip('"') == str(row["etag"]):
        return NotModified(str(row["etag"]))
    return render_item(ctx, row, p.fields)


class UpdateFile(ItemUpdate):
    file_id: Id


@service.operation("box.files.update", "PUT", "/2.0/files/{file_id}", writes=True)
def update_file(ctx: Context, p: UpdateFile) -> dict[str, Any]:
    """Rename, move (parent), describe, tag or share a file (shared_link with access open/company/
    collaborators; null removes it). Honours If-Match (412 when the etag changed)."""
    return update_item(ctx, "file", p.file_id, p)


class DeleteFile(Params):
    file_id: Id
    if_match: IfMatch = None


@service.operation("box.files.delete", "DELETE", "/2.0/files/{file_id}", writes=True, destructive=True)
def delete_file(ctx: Context, p: DeleteFile) -> None:
    """Move a file to the trash (restore it with box.trash.restore_file)."""
    trash_item(ctx, "file", p.file_id, p.if_match)


class CopyFile(Params):
    file_id: Id
    parent: ParentRef = Field(description="Destination folder.")
    name: str | None = Field(default=None, max_length=1000, description="Name of the copy (default: same).")
    version: str | None = Field(default=None, max_length=64)
    fields: Fields = None


@service.operation("box.files.copy", "POST", "/2.0/files/{file_id}/copy", writes=True)
def copy_file(ctx: Context, p: CopyFile) -> dict[str, Any]:
    """Copy a file into a folder (409 item_name_in_use if that name is taken there)."""
    return copy_item(ctx, "file", p.file_id, p.parent.id, p.name, p.fields)


class Download(Params):
    file_id: Id
    version: str | None = Field(
        default=None, max_length=64, description="A file version id (default: current)."
    )


@service.operation("box.files.download", "GET", "/2.0/files/{file_id}/content", writes=False)
def download(ctx: Context, p: Download) -> dict[str, Any]:
    """Download a file's content (over HTTP: the raw bytes; here: text when it is UTF-8)."""
    row = get_item(ctx, p.file_id, "file")
    version_id = p.version or row["version_id"]
    version = ctx.one("SELECT * FROM box_versions WHERE id = ? AND file_id = ?", (version_id, p.file_id))
    if version is None:
        raise not_found("file_version", version_id)
    import base64

    raw = base64.b64decode(version["content"])
    out: dict[str, Any] = {
        "type": "file_content",
        "file_id": p.file_id,
        "version_id": version["id"],
        "size": len(raw),
        "content_base64": version["content"],
    }
    try:
        out["text"] = raw.decode("utf-8")
    except UnicodeDecodeError:
        out["text"] = None
    return out


class ListVersions(Params):
    file_id: Id
    fields: Fields = None
    limit: Limit = None
    offset: Offset = None


def version_full(ctx: Context, row: Any) -> dict[str, Any]:
    return {
        "type": "file_version",
        "id": row["id"],
        "sha1": row["sha1"],
        "name": row["name"],
        "size": int(row["size"]),
        "created_at": iso(row["created_at"]),
        "modified_at": iso(row["created_at"]),
        "modified_by": user_mini(ctx, row["created_by"]),
        "uploader_display_name": user_mini(ctx, row["created_by"])["name"],
        "version_number": str(row["number"]),
    }


@service.operation("box.files.versions", "GET", "/2.0/files/{file_id}/versions", writes=False)
def list_versions(ctx: Context, p: ListVersions) -> dict[str, Any]:
    """List a file's previous versions, newest first (the current version is not listed, as in Box)."""
    row = get_item(ctx, p.file_id, "file")
    rows = ctx.all(
        "SELECT * FROM box_versions WHERE file_id = ? AND id IS NOT ? ORDER BY number DESC",
        (p.file_id, row["version_id"]),
    )
    limit = parse_limit(p.limit, 1000, 1000)
    start = p.offset or 0
    return {
        "total_count": len(rows),
        "entries": [version_full(ctx, r) for r in rows[start : start + limit]],
        "offset": start,
        "limit": limit,
        "order": [{"by": "created_at", "direction": "DESC"}],
    }
