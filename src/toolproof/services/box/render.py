"""Box's representations of items, users and versions: *mini* (in lists and references),
*standard* (a GET without ``fields``) and whatever ``fields`` asks for (``type``, ``id`` and, for
items, ``etag`` always come along; names Box does not know are ignored, as Box ignores them)."""

from __future__ import annotations

import json
from typing import Any

from toolproof.service.context import Context
from toolproof.services.box.items import ROOT, ancestors, children, me, role_on
from toolproof.services.box.times import iso

STANDARD_FILE = (
    "type",
    "id",
    "file_version",
    "sequence_id",
    "etag",
    "sha1",
    "name",
    "description",
    "size",
    "path_collection",
    "created_at",
    "modified_at",
    "trashed_at",
    "purged_at",
    "content_created_at",
    "content_modified_at",
    "created_by",
    "modified_by",
    "owned_by",
    "shared_link",
    "parent",
    "item_status",
)
STANDARD_FOLDER = (
    "type",
    "id",
    "sequence_id",
    "etag",
    "name",
    "created_at",
    "modified_at",
    "description",
    "size",
    "path_collection",
    "created_by",
    "modified_by",
    "trashed_at",
    "purged_at",
    "content_created_at",
    "content_modified_at",
    "owned_by",
    "shared_link",
    "folder_upload_email",
    "parent",
    "item_status",
    "item_collection",
)
BASE = ("type", "id", "etag")


def split_fields(fields: str | None) -> list[str] | None:
    if fields is None:
        return None
    return [f.strip() for f in fields.split(",") if f.strip()]


def user_mini(ctx: Context, user_id: str | None) -> dict[str, Any]:
    """A user reference; a user Box no longer knows renders as the empty user Box shows."""
    row = (
        None if user_id is None else ctx.one("SELECT id, name, login FROM box_users WHERE id = ?", (user_id,))
    )
    if row is None:
        return {"type": "user", "id": "", "name": "", "login": ""}
    return {"type": "user", "id": row["id"], "name": row["name"], "login": row["login"]}


def version_mini(ctx: Context, version_id: str | None) -> dict[str, Any] | None:
    row = (
        None
        if version_id is None
        else ctx.one("SELECT id, sha1 FROM box_versions WHERE id = ?", (version_id,))
    )
    if row is None:
        return None
    return {"type": "file_version", "id": row["id"], "sha1": row["sha1"]}


def item_mini(ctx: Context, row: Any) -> dict[str, Any]:
    """The mini representation (list entries, parents, conflicts)."""
    if row["id"] == ROOT:
        return {"type": "folder", "id": ROOT, "sequence_id": None, "etag": None, "name": "All Files"}
    out: dict[str, Any] = {
        "type": row["type"],
        "id": row["id"],
        "sequence_id": str(row["etag"]),
        "etag": str(row["etag"]),
        "name": row["name"],
    }
    if row["type"] == "file":
        version = version_mini(ctx, row["version_id"])
        out["sha1"] = version["sha1"] if version else ""
        out["file_version"] = version
    return out


def folder_ref(ctx: Context, folder_id: str | None) -> dict[str, Any] | None:
    if folder_id is None:
        return None
    if folder_id == ROOT:
        return item_mini(ctx, {"id": ROOT})
    row = ctx.one("SELECT * FROM box_items WHERE id = ?", (folder_id,))
    return None if row is None else item_mini(ctx, row)


def path_collection(ctx: Context, row: Any) -> dict[str, Any]:
    if row["id"] == ROOT:
        return {"total_count": 0, "entries": []}
    chain = [item_mini(ctx, r) for r in reversed(ancestors(ctx, row))]
    if row["parent_id"] is not None:
        chain.insert(0, item_mini(ctx, {"id": ROOT}))
    return {"total_count": len(chain), "entries": chain}


def shared_link(row: Any) -> dict[str, Any] | None:
    raw = row["shared_link"]
    link = json.loads(raw) if isinstance(raw, str) else raw
    if not link:
        return None
    token = link["token"]
    can_download = bool(link.get("can_download", True))
    can_edit = bool(link.get("can_edit", False))
    out = {
        "url": f"https://app.box.com/s/{token}",
        "download_url": None,
        "vanity_url": f"https://app.box.com/v/{link['vanity_name']}" if link.get("vanity_name") else None,
        "vanity_name": link.get("vanity_name"),
        "access": link["access"],
        "effective_access": link["access"],
        "effective_permission": "can_edit"
        if can_edit
        else ("can_download" if can_download else "can_preview"),
        "unshared_at": iso(link.get("unshared_at")),
        "is_password_enabled": bool(link.get("password")),
        "permissions": {"can_download": can_download, "can_preview": True, "can_edit": can_edit},
        "download_count": int(link.get("download_count", 0)),
        "preview_count": int(link.get("preview_count", 0)),
    }
    if row["type"] == "file":
        ext = extension(row["name"])
        out["download_url"] = f"https://app.box.com/shared/static/{token}{'.' + ext if ext else ''}"
    return out


def extension(name: str) -> str:
    return name.rsplit(".", 1)[1].lower() if "." in name.strip(".") else ""


def folder_size(ctx: Context, folder_id: str) -> int:
    total = 0
    frontier = [folder_id]
    while frontier:
        marks = ",".join("?" * len(frontier))
        rows = ctx.all(
            f"SELECT id, type, size FROM box_items WHERE parent_id IN ({marks}) AND status = 'active'",
            tuple(frontier),
        )
        total += sum(int(r["size"] or 0) for r in rows if r["type"] == "file")
        frontier = [r["id"] for r in rows if r["type"] == "folder"]
    return total


def _permissions(kind: str, role: str | None) -> dict[str, bool]:
    write = role in ("owner", "co-owner", "editor")
    owner = role in ("owner", "co-owner")
    perms = {
        "can_delete": write,
        "can_download": role is not None and "previewer" not in (role or ""),
        "can_invite_collaborator": write,
        "can_rename": write,
        "can_set_share_access": owner,
        "can_share": write,
        "can_upload": write or "uploader" in (role or ""),
    }
    if kind == "file":
        perms.update(
            {
                "can_annotate": write,
                "can_comment": role is not None,
                "can_preview": role is not None,
                "can_view_annotations_all": write,
                "can_view_annotations_self": role is not None,
            }
        )
    return perms


def item_full(ctx: Context, row: Any) -> dict[str, Any]:
    """Every field the double knows for an item (``fields`` picks from these)."""
    out = item_mini(ctx, row)
    if row["id"] == ROOT:
        user = me(ctx)
        out.update(
            {
                "description": "",
                "size": folder_size(ctx, ROOT),
                "path_collection": {"total_count": 0, "entries": []},
                "created_at": None,
                "modified_at": None,
                "trashed_at": None,
                "purged_at": None,
                "content_created_at": None,
                "content_modified_at": None,
                "owned_by": user_mini(ctx, user["id"]),
                "shared_link": None,
                "folder_upload_email": None,
                "parent": None,
                "item_status": "active",
                "has_collaborations": False,
                "is_externally_owned": False,
                "can_non_owners_invite": True,
                "permissions": _permissions("folder", "owner"),
            }
        )
        return out
    trashed = row["status"] == "trashed"
    common = {
        "description": row["description"] or "",
        "path_collection": path_collection(ctx, row),
        "created_at": iso(row["created_at"]),
        "modified_at": iso(row["modified_at"]),
        "trashed_at": iso(row["trashed_at"]) if trashed else None,
        "purged_at": iso(row["trashed_at"] + 30 * 86400) if trashed else None,
        "content_created_at": iso(row["created_at"]),
        "content_modified_at": iso(row["modified_at"]),
        "created_by": user_mini(ctx, row["created_by"]),
        "modified_by": user_mini(ctx, row["modified_by"]),
        "owned_by": user_mini(ctx, row["owner_id"]),
        "shared_link": shared_link(row),
        "parent": folder_ref(ctx, row["parent_id"]),
        "item_status": row["status"],
        "has_collaborations": ctx.one(
            "SELECT 1 FROM box_collaborations WHERE item_id = ? AND status != 'rejected'", (row["id"],)
        )
        is not None,
        "is_externally_owned": False,
        "permissions": _permissions(row["type"], role_on(ctx, row, me(ctx))),
        "allowed_invitee_roles": [
            "editor",
            "viewer",
            "previewer",
            "uploader",
            "previewer uploader",
            "viewer uploader",
            "co-owner",
        ],
    }
    out.update(common)
    tags = json.loads(row["tags"]) if isinstance(row["tags"], str) else list(row["tags"] or [])
    if tags:  # Box leaves out an empty tag list
        out["tags"] = tags
    if row["type"] == "file":
        version = ctx.one("SELECT number FROM box_versions WHERE id = ?", (row["version_id"],))
        out.update(
            {
                "size": int(row["size"] or 0),
                "version_number": str(version["number"]) if version else "1",
                "comment_count": ctx.one(
                    "SELECT count(*) AS n FROM box_comments WHERE item_id = ? AND item_type = 'file'",
                    (row["id"],),
                )["n"],  # type: ignore[index]
                "extension": extension(row["name"]),
                "is_package": False,
                "lock": None,
                "expires_at": None,
                "uploader_display_name": user_mini(ctx, row["created_by"])["name"],
            }
        )
    else:
        out.update(
            {
                "size": folder_size(ctx, row["id"]),
                "folder_upload_email": None,
                "sync_state": "not_synced",
                "can_non_owners_invite": True,
                "can_non_owners_view_collaborators": True,
                "is_collaboration_restricted_to_enterprise": False,
                "allowed_shared_link_access_levels": ["open", "company", "collaborators"],
            }
        )
    return out


def select(full: dict[str, Any], fields: list[str], base: tuple[str, ...] = BASE) -> dict[str, Any]:
    """``full`` cut down to the ``base`` fields and the requested ones Box would know."""
    return {k: v for k, v in full.items() if k in base or k in fields}


def render_item(
    ctx: Context, row: Any, fields: str | None, *, items: dict[str, Any] | None = None
) -> dict[str, Any]:
    """A file or folder as a GET of it returns it: standard, or the ``fields`` asked for."""
    wanted = split_fields(fields)
    full = item_full(ctx, row)
    if row["type"] == "folder" and (wanted is None or "item_collection" in wanted):
        full["item_collection"] = items if items is not None else _first_page(ctx, row)
    if wanted is None:
        names = STANDARD_FILE if row["type"] == "file" else STANDARD_FOLDER
        return {k: full[k] for k in names if k in full}
    return select(full, wanted)


def render_entry(ctx: Context, row: Any, fields: str | None) -> dict[str, Any]:
    """An item in a list (folder items, search, trash): mini, or the ``fields`` asked for."""
    wanted = split_fields(fields)
    if wanted is None:
        return item_mini(ctx, row)
    return select(item_full(ctx, row), wanted)


def _first_page(ctx: Context, row: Any) -> dict[str, Any]:
    order = "CASE type WHEN 'folder' THEN 0 ELSE 1 END, lower(name), id"
    if row["id"] == ROOT:  # each caller's own All Files
        listed = children(ctx, ROOT, order)
        rows, count = listed[:100], len(listed)
    else:
        rows = children(ctx, row["id"], order, 100)
        total = ctx.one(
            "SELECT count(*) AS n FROM box_items WHERE parent_id = ? AND status = 'active'", (row["id"],)
        )
        count = total["n"] if total else 0
    return {
        "total_count": count,
        "entries": [item_mini(ctx, r) for r in rows],
        "offset": 0,
        "limit": 100,
        "order": [{"by": "type", "direction": "ASC"}, {"by": "name", "direction": "ASC"}],
    }


#: (traits38) The time zone every user shows: the doubles keep none per user (read by the person's-zone
#: start trait, :mod:`toolproof.services.box.stated`).
USER_TIMEZONE = "America/Los_Angeles"


def user_full(row: Any) -> dict[str, Any]:
    return {
        "type": "user",
        "id": row["id"],
        "name": row["name"],
        "login": row["login"],
        "created_at": iso(row["created_at"]),
        "modified_at": iso(row["modified_at"]),
        "language": "en",
        "timezone": USER_TIMEZONE,
        "space_amount": 10_737_418_240,
        "space_used": 0,
        "max_upload_size": 5_368_709_120,
        "status": row["status"],
        "job_title": row["job_title"] or "",
        "phone": "",
        "address": "",
        "avatar_url": f"https://app.box.com/api/avatar/large/{row['id']}",
        "notification_email": None,
        "role": row["role"],
        "enterprise": {"type": "enterprise", "id": "1164889", "name": "Northwind Logistics"},
    }


STANDARD_USER = (
    "type",
    "id",
    "name",
    "login",
    "created_at",
    "modified_at",
    "language",
    "timezone",
    "space_amount",
    "space_used",
    "max_upload_size",
    "status",
    "job_title",
    "phone",
    "address",
    "avatar_url",
)


def render_user(row: Any, fields: str | None) -> dict[str, Any]:
    full = user_full(row)
    wanted = split_fields(fields)
    if wanted is None:
        return {k: full[k] for k in STANDARD_USER}
    return select(full, wanted, ("type", "id"))
