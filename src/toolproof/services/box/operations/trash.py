"""The trash: list it, look at a trashed item, restore it (optionally renamed or elsewhere), or
delete it for good. Trashing a folder takes its contents along; they come back with it."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from toolproof.service import Context, Params
from toolproof.services.box.errors import bad_request, name_in_use, not_found
from toolproof.services.box.items import (
    ROOT,
    check_name,
    conflicts_in,
    descendants,
    me,
    parse_limit,
    require_role,
    role_on,
    touch,
)
from toolproof.services.box.operations.common import page
from toolproof.services.box.params import Fields, Id, Limit, Offset, ParentRef
from toolproof.services.box.render import item_mini, render_entry, render_item
from toolproof.services.box.service import service


class ListTrash(Params):
    fields: Fields = None
    limit: Limit = None
    offset: Offset = None
    marker: str | None = Field(default=None, max_length=200)
    usemarker: bool | None = None


@service.operation("box.trash.list", "GET", "/2.0/folders/trash/items", writes=False)
def list_trash(ctx: Context, p: ListTrash) -> dict[str, Any]:
    """List the items in the caller's trash (what was deleted, not what came along with a folder)."""
    user = me(ctx)
    rows = [
        r
        for r in ctx.all(
            "SELECT * FROM box_items WHERE status = 'trashed' AND trashed_with IS NULL "
            "ORDER BY CASE type WHEN 'folder' THEN 0 ELSE 1 END, lower(name), id"
        )
        if role_on(ctx, r, user) in ("owner", "co-owner")
    ]
    limit = parse_limit(p.limit, 100, 1000)
    chunk, paging = page(rows, limit=limit, offset=p.offset, marker=p.marker, usemarker=bool(p.usemarker))
    out: dict[str, Any] = {"entries": [render_entry(ctx, r, p.fields) for r in chunk], **paging}
    if "offset" in paging:
        out["order"] = [{"by": "name", "direction": "ASC"}]
    return out


def trashed_item(ctx: Context, item_id: str, kind: str) -> Any:
    row = ctx.one("SELECT * FROM box_items WHERE id = ? AND type = ?", (item_id, kind))
    if row is None or row["status"] != "trashed" or role_on(ctx, row, me(ctx)) is None:
        raise not_found(kind, item_id)
    return row


class TrashedFile(Params):
    file_id: Id
    fields: Fields = None


class TrashedFolder(Params):
    folder_id: Id
    fields: Fields = None


@service.operation("box.trash.get_file", "GET", "/2.0/files/{file_id}/trash", writes=False)
def get_trashed_file(ctx: Context, p: TrashedFile) -> dict[str, Any]:
    """Get a file that is in the trash."""
    return render_item(ctx, trashed_item(ctx, p.file_id, "file"), p.fields)


@service.operation("box.trash.get_folder", "GET", "/2.0/folders/{folder_id}/trash", writes=False)
def get_trashed_folder(ctx: Context, p: TrashedFolder) -> dict[str, Any]:
    """Get a folder that is in the trash."""
    out = render_item(ctx, trashed_item(ctx, p.folder_id, "folder"), p.fields)
    out.pop("item_collection", None)  # a trashed folder is shown without its listing
    return out


class Restore(Params):
    name: str | None = Field(default=None, max_length=1000, description="Restore under this name instead.")
    parent: ParentRef | None = Field(default=None, description="Restore into this folder instead.")
    fields: Fields = None


class RestoreFile(Restore):
    file_id: Id


class RestoreFolder(Restore):
    folder_id: Id


def restore(ctx: Context, item_id: str, kind: str, p: Restore) -> dict[str, Any]:
    row = trashed_item(ctx, item_id, kind)
    if row["trashed_with"] is not None:
        raise not_found(kind, item_id)  # only its trashed folder can be restored
    user = require_role(ctx, row, ("owner", "co-owner", "editor"))
    parent_id = p.parent.id if p.parent is not None else row["parent_id"]
    if parent_id != ROOT:
        parent = ctx.one("SELECT * FROM box_items WHERE id = ? AND type = 'folder'", (parent_id,))
        if parent is None or parent["status"] != "active":
            raise bad_request("The parent folder is not available; restore into another folder.", "parent")
    name = check_name(p.name) if p.name is not None else row["name"]
    clash = conflicts_in(ctx, parent_id, name, exclude=item_id)
    if clash:
        raise name_in_use([item_mini(ctx, r) for r in clash])
    if kind == "folder":
        for child in descendants(ctx, item_id, "trashed"):
            if child["trashed_with"] == item_id:
                ctx.db.execute(
                    "UPDATE box_items SET status = 'active', trashed_at = NULL, trashed_with = NULL "
                    "WHERE id = ?",
                    (child["id"],),
                )
    touch(ctx, item_id, user["id"], status="active", trashed_at=None, name=name, parent_id=parent_id)
    out = render_item(ctx, ctx.one("SELECT * FROM box_items WHERE id = ?", (item_id,)), p.fields)
    out.pop("item_collection", None)  # a restored folder comes back without its listing
    return out


@service.operation("box.trash.restore_file", "POST", "/2.0/files/{file_id}", writes=True)
def restore_file(ctx: Context, p: RestoreFile) -> dict[str, Any]:
    """Restore a file from the trash (to its folder, or to `parent` / as `name`)."""
    return restore(ctx, p.file_id, "file", p)


@service.operation("box.trash.restore_folder", "POST", "/2.0/folders/{folder_id}", writes=True)
def restore_folder(ctx: Context, p: RestoreFolder) -> dict[str, Any]:
    """Restore a folder, and what was trashed with it, from the trash."""
    return restore(ctx, p.folder_id, "folder", p)


class PurgeFile(Params):
    file_id: Id


class PurgeFolder(Params):
    folder_id: Id


def purge(ctx: Context, item_id: str, kind: str) -> None:
    row = trashed_item(ctx, item_id, kind)
    require_role(ctx, row, ("owner", "co-owner"))
    ids = [item_id] + [c["id"] for c in descendants(ctx, item_id, "trashed") if c["trashed_with"] == item_id]
    for i in ids:
        ctx.db.execute("UPDATE box_items SET status = 'deleted', shared_link = NULL WHERE id = ?", (i,))


@service.operation(
    "box.trash.delete_file", "DELETE", "/2.0/files/{file_id}/trash", writes=True, destructive=True
)
def purge_file(ctx: Context, p: PurgeFile) -> None:
    """Permanently delete a file that is in the trash (cannot be undone)."""
    purge(ctx, p.file_id, "file")


@service.operation(
    "box.trash.delete_folder", "DELETE", "/2.0/folders/{folder_id}/trash", writes=True, destructive=True
)
def purge_folder(ctx: Context, p: PurgeFolder) -> None:
    """Permanently delete a folder that is in the trash, with what was trashed with it."""
    purge(ctx, p.folder_id, "folder")
