"""Folders: get, list items (offset or marker paging), create, update (rename, move, share), copy,
delete (to the trash)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from toolproof.service import Context, Params
from toolproof.services.box.dialect import NotModified
from toolproof.services.box.errors import bad_request
from toolproof.services.box.items import (
    ROOT,
    check_name,
    children,
    get_item,
    me,
    new_id,
    parent_folder,
    parse_limit,
    require_role,
)
from toolproof.services.box.operations.common import copy_item, page, trash_item, unique_name, update_item
from toolproof.services.box.params import Fields, Id, IfMatch, ItemUpdate, Limit, Offset, ParentRef
from toolproof.services.box.render import render_entry, render_item
from toolproof.services.box.service import service


class GetFolder(Params):
    folder_id: Id
    fields: Fields = None
    if_none_match: str | None = Field(
        default=None, max_length=200, description="Answer 304 if the etag still matches."
    )


@service.operation("box.folders.get", "GET", "/2.0/folders/{folder_id}", writes=False)
def get_folder(ctx: Context, p: GetFolder) -> Any:
    """Get a folder (id 0 is All Files) with its first 100 items; `fields` picks what to return."""
    row = get_item(ctx, p.folder_id, "folder")
    if p.if_none_match is not None and p.folder_id != ROOT and p.if_none_match.strip('"') == str(row["etag"]):
        return NotModified(str(row["etag"]))
    return render_item(ctx, row, p.fields)


class ListItems(Params):
    folder_id: Id
    fields: Fields = None
    limit: Limit = None
    offset: Offset = None
    marker: str | None = Field(
        default=None, max_length=200, description="Marker from next_marker (with usemarker)."
    )
    usemarker: bool | None = Field(default=None, description="Use marker paging instead of offsets.")
    sort: Literal["id", "name", "date", "size"] | None = None
    direction: Literal["ASC", "DESC"] | None = None


@service.operation("box.folders.items", "GET", "/2.0/folders/{folder_id}/items", writes=False)
def list_items(ctx: Context, p: ListItems) -> dict[str, Any]:
    """List a folder's files and subfolders: folders first, then by name; offset or marker paging."""
    get_item(ctx, p.folder_id, "folder")
    limit = parse_limit(p.limit, 100, 1000)
    if p.usemarker and p.offset:
        raise bad_request("Cannot use both marker and offset.", "offset")
    key = {"id": "CAST(id AS INTEGER)", "name": "lower(name)", "date": "modified_at", "size": "size"}.get(
        p.sort or ""
    )
    direction = p.direction or "ASC"
    order = f"{key} {direction}, id" if key else "CASE type WHEN 'folder' THEN 0 ELSE 1 END, lower(name), id"
    rows = children(ctx, p.folder_id, order)
    chunk, paging = page(rows, limit=limit, offset=p.offset, marker=p.marker, usemarker=bool(p.usemarker))
    out: dict[str, Any] = {"entries": [render_entry(ctx, r, p.fields) for r in chunk], **paging}
    if "offset" in paging:
        out["order"] = [{"by": p.sort or "type", "direction": direction}] + (
            [] if p.sort else [{"by": "name", "direction": "ASC"}]
        )
    return out


class CreateFolder(Params):
    name: str = Field(max_length=1000, description="The new folder's name (unique in its parent).")
    parent: ParentRef = Field(description="Parent folder: {'id': '0'} for All Files.")
    fields: Fields = None


@service.operation("box.folders.create", "POST", "/2.0/folders", writes=True)
def create_folder(ctx: Context, p: CreateFolder) -> dict[str, Any]:
    """Create a folder; 409 item_name_in_use if the parent already has an item of that name."""
    name = check_name(p.name)
    parent = parent_folder(ctx, p.parent.id)
    user = require_role(ctx, parent, ("owner", "co-owner", "editor", "uploader", "viewer uploader"))
    unique_name(ctx, p.parent.id, name)
    folder_id = new_id(ctx)
    owner = user["id"] if p.parent.id == ROOT else parent["owner_id"]
    now = ctx.now()
    ctx.db.execute(
        "INSERT INTO box_items (id, type, name, parent_id, owner_id, created_by, modified_by, created_at, "
        "modified_at, description, etag, status, size, tags) VALUES (?, 'folder', ?, ?, ?, ?, ?, ?, "
        "?, '', 0, 'active', 0, '[]')",
        (folder_id, name, p.parent.id, owner, user["id"], user["id"], now, now),
    )
    return render_item(ctx, ctx.one("SELECT * FROM box_items WHERE id = ?", (folder_id,)), p.fields)


class UpdateFolder(ItemUpdate):
    folder_id: Id


@service.operation("box.folders.update", "PUT", "/2.0/folders/{folder_id}", writes=True)
def update_folder(ctx: Context, p: UpdateFolder) -> dict[str, Any]:
    """Rename, move (parent), describe, tag or share a folder (shared_link; null removes it).
    Honours If-Match (412 when the etag changed)."""
    return update_item(ctx, "folder", p.folder_id, p)


class DeleteFolder(Params):
    folder_id: Id
    recursive: bool | None = Field(default=None, description="Required to delete a folder that is not empty.")
    if_match: IfMatch = None


@service.operation("box.folders.delete", "DELETE", "/2.0/folders/{folder_id}", writes=True, destructive=True)
def delete_folder(ctx: Context, p: DeleteFolder) -> None:
    """Move a folder and its contents to the trash (recursive=true needed when not empty)."""
    trash_item(ctx, "folder", p.folder_id, p.if_match, bool(p.recursive))


class CopyFolder(Params):
    folder_id: Id
    parent: ParentRef = Field(description="Destination folder.")
    name: str | None = Field(default=None, max_length=1000, description="Name of the copy (default: same).")
    fields: Fields = None


@service.operation("box.folders.copy", "POST", "/2.0/folders/{folder_id}/copy", writes=True)
def copy_folder(ctx: Context, p: CopyFolder) -> dict[str, Any]:
    """Copy a folder and everything in it into another folder."""
    return copy_item(ctx, "folder", p.folder_id, p.parent.id, p.name, p.fields)


__all__ = ["me"]
