"""What files and folders share: update (rename, move, describe, share), trash, copy, paging."""

from __future__ import annotations

import base64
import json
from typing import Any

from toolproof.service.context import Context
from toolproof.services.box.errors import BoxError, bad_request, name_in_use
from toolproof.services.box.items import (
    ROOT,
    check_if_match,
    check_name,
    conflicts_in,
    descendants,
    get_item,
    is_inside,
    me,
    new_id,
    parent_folder,
    require_role,
    touch,
)
from toolproof.services.box.params import ItemUpdate
from toolproof.services.box.render import item_mini, render_item
from toolproof.services.box.times import parse_iso

TOKEN_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789"


def update_item(ctx: Context, kind: str, item_id: str, p: ItemUpdate) -> dict[str, Any]:
    item = get_item(ctx, item_id, kind)
    if item_id == ROOT:
        raise BoxError(
            "Access denied - insufficient permission",
            status=403,
            code="access_denied_insufficient_permissions",
        )
    check_if_match(item, p.if_match)
    user = require_role(ctx, item)
    changes: dict[str, Any] = {}
    name = item["name"]
    parent_id = item["parent_id"]
    if p.name is not None:
        name = check_name(p.name)
        changes["name"] = name
    if p.parent is not None:
        parent = parent_folder(ctx, p.parent.id)
        require_role(ctx, parent, ("owner", "co-owner", "editor", "uploader", "viewer uploader"))
        if kind == "folder" and is_inside(ctx, p.parent.id, item_id):
            raise bad_request("Cannot move a folder into itself or one of its subfolders.", "parent")
        parent_id = p.parent.id
        changes["parent_id"] = parent_id
    if "name" in changes or "parent_id" in changes:
        clash = conflicts_in(ctx, parent_id, name, exclude=item_id)
        if clash:
            raise name_in_use([item_mini(ctx, r) for r in clash])
    if p.description is not None:
        changes["description"] = p.description
    if p.tags is not None:
        changes["tags"] = json.dumps(p.tags)
    if "shared_link" in p.model_fields_set:
        changes["shared_link"] = _shared_link(ctx, item, p)
    if changes:
        touch(ctx, item_id, user["id"], **changes)
    row = ctx.one("SELECT * FROM box_items WHERE id = ?", (item_id,))
    return render_item(ctx, row, p.fields)


def _shared_link(ctx: Context, item: Any, p: ItemUpdate) -> str | None:
    """The stored link after a change: ``null`` removes it; otherwise the old link with the new
    settings (a new link gets a token, and Box's defaults: access from the enterprise, here ``open``)."""
    if p.shared_link is None:
        return None
    require_role(ctx, item, ("owner", "co-owner", "editor"))
    raw = item["shared_link"]
    link: dict[str, Any] = (json.loads(raw) if isinstance(raw, str) else dict(raw)) if raw else {}
    if not link:
        link = {
            "token": ctx.rng.token(32, TOKEN_ALPHABET, stream="box-links"),
            "access": "open",
            "can_download": True,
            "can_edit": False,
            "download_count": 0,
            "preview_count": 0,
        }
    s = p.shared_link
    if s.access is not None:
        link["access"] = s.access
    if s.password is not None:
        if link["access"] != "open":
            raise bad_request("Password is only allowed for open shared links.", "shared_link.password")
        link["password"] = s.password or None
    if s.vanity_name is not None:
        if len(s.vanity_name) < 12:
            raise bad_request("Vanity name must be at least 12 characters.", "shared_link.vanity_name")
        link["vanity_name"] = s.vanity_name
    if s.unshared_at is not None:
        at = parse_iso(s.unshared_at, "shared_link.unshared_at")
        if at <= ctx.now():
            raise bad_request("unshared_at must be in the future.", "shared_link.unshared_at")
        link["unshared_at"] = at
    if s.permissions is not None:
        if s.permissions.can_download is not None:
            link["can_download"] = s.permissions.can_download
        if s.permissions.can_edit is not None:
            if s.permissions.can_edit and item["type"] != "file":
                raise bad_request("can_edit is only allowed on files.", "shared_link.permissions.can_edit")
            link["can_edit"] = s.permissions.can_edit
        if s.permissions.can_preview is False:
            raise bad_request("can_preview cannot be false.", "shared_link.permissions.can_preview")
    if link.get("can_edit") and link["access"] == "collaborators":
        raise bad_request(
            "can_edit is not allowed for collaborators-only links.", "shared_link.permissions.can_edit"
        )
    return json.dumps(link, sort_keys=True)


def trash_item(ctx: Context, kind: str, item_id: str, if_match: str | None, recursive: bool = True) -> None:
    """Move an item (and, for a folder, everything under it) to the trash, as Box's DELETE does."""
    item = get_item(ctx, item_id, kind)
    if item_id == ROOT:
        raise BoxError(
            "Access denied - insufficient permission",
            status=403,
            code="access_denied_insufficient_permissions",
        )
    check_if_match(item, if_match)
    user = require_role(ctx, item, ("owner", "co-owner", "editor"))
    if kind == "folder":
        under = descendants(ctx, item_id)
        if under and not recursive:
            raise BoxError("Folder is not empty", status=400, code="folder_not_empty")
        for row in under:
            ctx.db.execute(
                "UPDATE box_items SET status = 'trashed', trashed_at = ?, trashed_with = ? WHERE id = ?",
                (ctx.now(), item_id, row["id"]),
            )
    touch(ctx, item_id, user["id"], status="trashed", trashed_at=ctx.now(), trashed_with=None)


def unique_name(ctx: Context, parent_id: str, name: str) -> None:
    clash = conflicts_in(ctx, parent_id, name)
    if clash:
        raise name_in_use([item_mini(ctx, r) for r in clash])


def copy_tree(ctx: Context, row: Any, parent_id: str, name: str, user_id: str) -> str:
    """Copy an item under ``parent_id`` as ``name``; a folder's active contents come along."""
    copy_id = new_id(ctx)
    now = ctx.now()
    version_id = None
    if row["type"] == "file":
        version = ctx.one("SELECT * FROM box_versions WHERE id = ?", (row["version_id"],))
        if version is not None:
            version_id = new_id(ctx)
            ctx.db.execute(
                "INSERT INTO box_versions (id, file_id, number, name, size, sha1, content, "
                "created_by, created_at) "
                "VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?)",
                (
                    version_id,
                    copy_id,
                    name,
                    version["size"],
                    version["sha1"],
                    version["content"],
                    user_id,
                    now,
                ),
            )
    ctx.db.execute(
        "INSERT INTO box_items (id, type, name, parent_id, owner_id, created_by, modified_by, created_at, "
        "modified_at, description, etag, status, trashed_at, trashed_with, shared_link, size, "
        "version_id, tags) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 'active', NULL, NULL, NULL, ?, ?, ?)",
        (
            copy_id,
            row["type"],
            name,
            parent_id,
            user_id,
            user_id,
            user_id,
            now,
            now,
            row["description"] or "",
            row["size"],
            version_id,
            row["tags"] if isinstance(row["tags"], str) else json.dumps(row["tags"] or []),
        ),
    )
    for template in ctx.all(
        "SELECT m.* FROM box_metadata m JOIN box_metadata_templates t ON t.scope = m.scope "
        "AND t.template_key = m.template_key WHERE m.item_id = ? AND t.copy_instance_on_item_copy = 1",
        (row["id"],),
    ):
        ctx.db.execute(
            "INSERT INTO box_metadata (item_id, scope, template_key, instance_id, item_type, "
            '"values", version) '
            "VALUES (?, ?, ?, ?, ?, ?, 0)",
            (
                copy_id,
                template["scope"],
                template["template_key"],
                uuid(ctx),
                row["type"],
                template["values"],
            ),
        )
    if row["type"] == "folder":
        for child in ctx.all(
            "SELECT * FROM box_items WHERE parent_id = ? AND status = 'active' ORDER BY id", (row["id"],)
        ):
            copy_tree(ctx, child, copy_id, child["name"], user_id)
    return copy_id


def copy_item(
    ctx: Context, kind: str, item_id: str, parent_id: str, name: str | None, fields: str | None
) -> dict[str, Any]:
    item = get_item(ctx, item_id, kind)
    if item_id == ROOT:
        raise bad_request("The root folder cannot be copied.", "folder_id")
    user = me(ctx)
    parent = parent_folder(ctx, parent_id)
    require_role(ctx, parent, ("owner", "co-owner", "editor", "uploader", "viewer uploader"))
    if kind == "folder" and is_inside(ctx, parent_id, item_id):
        raise bad_request("Cannot copy a folder into itself or one of its subfolders.", "parent")
    new_name = check_name(name) if name is not None else item["name"]
    unique_name(ctx, parent_id, new_name)
    copy_id = copy_tree(ctx, item, parent_id, new_name, user["id"])
    return render_item(ctx, ctx.one("SELECT * FROM box_items WHERE id = ?", (copy_id,)), fields)


def uuid(ctx: Context) -> str:
    """A metadata instance id (``$id``): a UUID, drawn from the world's RNG."""
    h = ctx.rng.token(32, "0123456789abcdef", stream="box-uuid")
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def decode_marker(marker: str | None) -> int:
    """Box markers are opaque; the double's carry an offset."""
    if not marker:
        return 0
    try:
        value = int(base64.urlsafe_b64decode(marker.encode() + b"==").decode().removeprefix("m:"))
    except (ValueError, UnicodeDecodeError):
        raise bad_request("Invalid marker.", "marker") from None
    if value < 0:
        raise bad_request("Invalid marker.", "marker")
    return value


def encode_marker(offset: int) -> str:
    return base64.urlsafe_b64encode(f"m:{offset}".encode()).decode().rstrip("=")


def page(
    rows: list[Any], *, limit: int, offset: int | None, marker: str | None, usemarker: bool
) -> tuple[list[Any], dict[str, Any]]:
    """One page of ``rows`` and the paging members Box returns with it (offset or marker style)."""
    if usemarker or marker:
        start = decode_marker(marker)
        chunk = rows[start : start + limit]
        nxt = encode_marker(start + limit) if start + limit < len(rows) else None
        return chunk, {"limit": limit, "next_marker": nxt}
    start = offset or 0
    return rows[start : start + limit], {"total_count": len(rows), "offset": start, "limit": limit}
