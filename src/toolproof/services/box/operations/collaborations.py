"""Collaborations: invite a user (by id or e-mail) to a file or folder with a role, list an item's
collaborators, change a role, accept or reject a pending invite, remove a collaborator.

An invitee without an active Box account stays ``pending`` (Box e-mails them); a user invited by id
is ``accepted`` at once unless the item is external to them, which the double does not model.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from toolproof.service import Context, Params
from toolproof.services.box.errors import BoxError, bad_request, forbidden, not_found
from toolproof.services.box.items import get_item, me, new_id, require_role, role_on
from toolproof.services.box.params import Fields, Id, Limit, Loose
from toolproof.services.box.render import item_mini, render_item, select, split_fields, user_mini
from toolproof.services.box.service import service
from toolproof.services.box.times import iso

Role = Literal[
    "editor", "viewer", "previewer", "uploader", "previewer uploader", "viewer uploader", "co-owner"
]


def render_collab(ctx: Context, row: Any, fields: str | None = None) -> dict[str, Any]:
    item = ctx.one("SELECT * FROM box_items WHERE id = ?", (row["item_id"],))
    if row["user_id"] is not None:
        who: dict[str, Any] | None = user_mini(ctx, row["user_id"])
        who["is_active"] = True  # type: ignore[index]
    else:
        who = {"type": "user", "id": "", "name": "", "login": row["invite_email"]}
    out = {
        "type": "collaboration",
        "id": row["id"],
        "item": item_mini(ctx, item) if item is not None else None,
        "accessible_by": who,
        "invite_email": row["invite_email"] if row["status"] == "pending" else None,
        "role": row["role"],
        "expires_at": None,
        "is_access_only": False,
        "status": row["status"],
        "acknowledged_at": iso(row["acknowledged_at"]),
        "created_by": user_mini(ctx, row["created_by"]),
        "created_at": iso(row["created_at"]),
        "modified_at": iso(row["modified_at"]),
    }
    out = {k: v for k, v in out.items() if v is not None or k in ("item", "invite_email")}
    wanted = split_fields(fields)
    return out if wanted is None else select(out, wanted, ("type", "id"))


class CollabItem(Loose):
    type: Literal["file", "folder"]
    id: Id


class AccessibleBy(Loose):
    type: Literal["user", "group"] = "user"
    id: Id | None = None
    login: str | None = Field(default=None, max_length=254, description="E-mail of the person to invite.")


class CreateCollab(Params):
    item: CollabItem = Field(description="The file or folder to share.")
    accessible_by: AccessibleBy = Field(
        description="Who: {'type': 'user', 'id': ...} or {'type': 'user', 'login': email}."
    )
    role: Role
    can_view_path: bool | None = None
    notify: bool | None = Field(default=None, description="E-mail the invitee (recorded only).")
    fields: Fields = None


@service.operation("box.collaborations.create", "POST", "/2.0/collaborations", writes=True)
def create_collab(ctx: Context, p: CreateCollab) -> dict[str, Any]:
    """Invite a user (by id or e-mail login) to a file or folder with a role. A person without an
    active account gets a pending invitation; inviting someone twice is 400 user_already_collaborator."""
    if p.accessible_by.type == "group":
        raise bad_request("Groups are not modelled by this double.", "accessible_by.type")
    item = get_item(ctx, p.item.id, p.item.type)
    inviter = require_role(ctx, item, ("owner", "co-owner", "editor"))
    if p.role == "co-owner" and role_on(ctx, item, inviter) not in ("owner", "co-owner"):
        raise forbidden()
    user: Any = None
    email = None
    if p.accessible_by.id is not None:
        user = ctx.one("SELECT * FROM box_users WHERE id = ?", (p.accessible_by.id,))
        if user is None:
            raise not_found("user", p.accessible_by.id)
    elif p.accessible_by.login:
        email = p.accessible_by.login.strip().lower()
        if "@" not in email:
            raise bad_request("Invalid value for login.", "accessible_by.login")
        user = ctx.one("SELECT * FROM box_users WHERE lower(login) = ?", (email,))
    else:
        raise bad_request("accessible_by needs an id or a login.", "accessible_by")
    if user is not None and user["id"] == item["owner_id"]:
        raise BoxError("User is already the owner of this item", status=400, code="user_already_collaborator")
    dup = ctx.one(
        "SELECT id FROM box_collaborations WHERE item_id = ? AND status != 'rejected' AND "
        "(user_id = ? OR (user_id IS NULL AND lower(invite_email) = ?))",
        (item["id"], user["id"] if user else None, email or (user["login"].lower() if user else "")),
    )
    if dup is not None:
        raise BoxError("User is already a collaborator", status=400, code="user_already_collaborator")
    active = user is not None and user["status"] == "active"
    status = "accepted" if active else "pending"
    collab_id = new_id(ctx)
    now = ctx.now()
    ctx.db.execute(
        "INSERT INTO box_collaborations (id, item_id, user_id, invite_email, role, status, created_by, "
        "created_at, modified_at, acknowledged_at, can_view_path) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            collab_id,
            item["id"],
            user["id"] if active else None,
            email or (user["login"] if user else None),
            p.role,
            status,
            inviter["id"],
            now,
            now,
            now if active else None,
            bool(p.can_view_path),
        ),
    )
    return render_collab(
        ctx, ctx.one("SELECT * FROM box_collaborations WHERE id = ?", (collab_id,)), p.fields
    )


class CollabId(Params):
    collaboration_id: Id
    fields: Fields = None


def collab_row(ctx: Context, collab_id: str) -> Any:
    row = ctx.one("SELECT * FROM box_collaborations WHERE id = ?", (collab_id,))
    if row is None:
        raise not_found("collaboration", collab_id)
    user = me(ctx)
    item = ctx.one("SELECT * FROM box_items WHERE id = ?", (row["item_id"],))
    mine = row["user_id"] == user["id"] or (row["invite_email"] or "").lower() == str(user["login"]).lower()
    if item is None or (not mine and role_on(ctx, item, user) is None):
        raise not_found("collaboration", collab_id)
    return row


@service.operation("box.collaborations.get", "GET", "/2.0/collaborations/{collaboration_id}", writes=False)
def get_collab(ctx: Context, p: CollabId) -> dict[str, Any]:
    """Get one collaboration (who, on what, with which role, pending or accepted)."""
    return render_collab(ctx, collab_row(ctx, p.collaboration_id), p.fields)


class UpdateCollab(Params):
    collaboration_id: Id
    role: Role | Literal["owner"] | None = Field(
        default=None, description="New role ('owner' transfers ownership)."
    )
    status: Literal["accepted", "rejected", "pending"] | None = Field(
        default=None, description="The invitee accepts or rejects a pending invitation."
    )
    can_view_path: bool | None = None
    expires_at: str | None = Field(default=None, max_length=40)
    fields: Fields = None


@service.operation("box.collaborations.update", "PUT", "/2.0/collaborations/{collaboration_id}", writes=True)
def update_collab(ctx: Context, p: UpdateCollab) -> Any:
    """Change a collaborator's role, or accept/reject a pending invitation (as the invitee)."""
    row = collab_row(ctx, p.collaboration_id)
    user = me(ctx)
    now = ctx.now()
    if p.status is not None:
        invitee = (row["invite_email"] or "").lower() == str(user["login"]).lower() or row["user_id"] == user[
            "id"
        ]
        if not invitee:
            raise forbidden()
        if row["status"] != "pending":
            raise BoxError("Collaboration is not pending", status=400, code="bad_request")
        if p.status == "pending":
            raise bad_request("Invalid value for status.", "status")
        ctx.db.execute(
            "UPDATE box_collaborations SET status = ?, user_id = ?, acknowledged_at = ?, modified_at "
            "= ? WHERE id = ?",
            (p.status, user["id"], now, now, row["id"]),
        )
    if p.role is not None:
        item: Any = ctx.one("SELECT * FROM box_items WHERE id = ?", (row["item_id"],))
        require_role(ctx, item, ("owner", "co-owner", "editor"))
        if p.role == "owner":
            if role_on(ctx, item, user) != "owner" or row["user_id"] is None or row["status"] != "accepted":
                raise forbidden()
            ctx.db.execute(
                "UPDATE box_items SET owner_id = ?, etag = etag + 1 WHERE id = ?",
                (row["user_id"], item["id"]),
            )
            ctx.db.execute(
                "UPDATE box_collaborations SET user_id = ?, role = 'co-owner', modified_at = ? WHERE id = ?",
                (item["owner_id"], now, row["id"]),
            )
            return None  # Box answers 204 when ownership moves
        ctx.db.execute(
            "UPDATE box_collaborations SET role = ?, modified_at = ? WHERE id = ?", (p.role, now, row["id"])
        )
    if p.can_view_path is not None:
        ctx.db.execute(
            "UPDATE box_collaborations SET can_view_path = ? WHERE id = ?", (p.can_view_path, row["id"])
        )
    return render_collab(
        ctx, ctx.one("SELECT * FROM box_collaborations WHERE id = ?", (row["id"],)), p.fields
    )


class DeleteCollab(Params):
    collaboration_id: Id


@service.operation(
    "box.collaborations.delete",
    "DELETE",
    "/2.0/collaborations/{collaboration_id}",
    writes=True,
    destructive=True,
)
def delete_collab(ctx: Context, p: DeleteCollab) -> None:
    """Remove a collaborator (or withdraw a pending invitation); a collaborator may remove themself."""
    row = collab_row(ctx, p.collaboration_id)
    user = me(ctx)
    if row["user_id"] != user["id"]:
        item = ctx.one("SELECT * FROM box_items WHERE id = ?", (row["item_id"],))
        require_role(ctx, item, ("owner", "co-owner", "editor"))
    ctx.db.execute("DELETE FROM box_collaborations WHERE id = ?", (row["id"],))


class ItemCollabs(Params):
    fields: Fields = None
    limit: Limit = None
    marker: str | None = Field(default=None, max_length=200)


class FileCollabs(ItemCollabs):
    file_id: Id


class FolderCollabs(ItemCollabs):
    folder_id: Id


def item_collabs(ctx: Context, item_id: str, kind: str, p: ItemCollabs) -> dict[str, Any]:
    from toolproof.services.box.operations.common import page

    get_item(ctx, item_id, kind)
    rows = ctx.all(
        "SELECT * FROM box_collaborations WHERE item_id = ? AND status != 'rejected' ORDER BY created_at, id",
        (item_id,),
    )
    chunk, paging = page(rows, limit=p.limit or 100, offset=None, marker=p.marker, usemarker=True)
    return {"entries": [render_collab(ctx, r, p.fields) for r in chunk], **paging}


@service.operation("box.collaborations.list_file", "GET", "/2.0/files/{file_id}/collaborations", writes=False)
def file_collabs(ctx: Context, p: FileCollabs) -> dict[str, Any]:
    """List who a file is shared with (accepted and pending)."""
    return item_collabs(ctx, p.file_id, "file", p)


@service.operation(
    "box.collaborations.list_folder", "GET", "/2.0/folders/{folder_id}/collaborations", writes=False
)
def folder_collabs(ctx: Context, p: FolderCollabs) -> dict[str, Any]:
    """List who a folder is shared with (accepted and pending)."""
    return item_collabs(ctx, p.folder_id, "folder", p)


class PendingCollabs(Params):
    status: Literal["pending"] = Field(description="Only 'pending' is supported, as in Box.")
    fields: Fields = None
    limit: Limit = None
    offset: int | None = Field(default=None, ge=0, le=1_000_000)


@service.operation("box.collaborations.pending", "GET", "/2.0/collaborations", writes=False)
def pending_collabs(ctx: Context, p: PendingCollabs) -> dict[str, Any]:
    """List the caller's pending invitations (accept one with box.collaborations.update status=accepted)."""
    user = me(ctx)
    rows = ctx.all(
        "SELECT * FROM box_collaborations WHERE status = 'pending' AND lower(invite_email) = "
        "lower(?) ORDER BY id",
        (user["login"],),
    )
    start, limit = p.offset or 0, p.limit or 100
    return {
        "total_count": len(rows),
        "entries": [render_collab(ctx, r, p.fields) for r in rows[start : start + limit]],
        "offset": start,
        "limit": limit,
    }


__all__ = ["render_item"]
