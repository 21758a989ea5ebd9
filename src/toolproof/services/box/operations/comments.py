"""Comments on files (and replies to comments)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from toolproof.service import Context, Params
from toolproof.services.box.errors import forbidden, not_found
from toolproof.services.box.items import get_item, me, new_id, parse_limit, role_on
from toolproof.services.box.params import Fields, Id, Limit, Loose, Offset
from toolproof.services.box.render import select, split_fields, user_mini
from toolproof.services.box.service import service
from toolproof.services.box.times import iso


def render_comment(ctx: Context, row: Any, fields: str | None = None) -> dict[str, Any]:
    out = {
        "type": "comment",
        "id": row["id"],
        "is_reply_comment": row["item_type"] == "comment",
        "message": row["message"],
        "created_by": user_mini(ctx, row["created_by"]),
        "created_at": iso(row["created_at"]),
        "modified_at": iso(row["modified_at"]),
        "item": {"id": row["item_id"], "type": row["item_type"]},
    }
    wanted = split_fields(fields)
    return out if wanted is None else select(out, wanted, ("type", "id"))


def file_of(ctx: Context, row: Any) -> Any:
    """The file a comment (or a reply's parent comment) is on."""
    seen = 0
    while row["item_type"] == "comment" and seen < 50:
        row = ctx.one("SELECT * FROM box_comments WHERE id = ?", (row["item_id"],))
        if row is None:
            return None
        seen += 1
    return ctx.one("SELECT * FROM box_items WHERE id = ? AND status = 'active'", (row["item_id"],))


def comment_row(ctx: Context, comment_id: str) -> Any:
    row = ctx.one("SELECT * FROM box_comments WHERE id = ?", (comment_id,))
    if row is None:
        raise not_found("comment", comment_id)
    item = file_of(ctx, row)
    if item is None or role_on(ctx, item, me(ctx)) is None:
        raise not_found("comment", comment_id)
    return row


class FileComments(Params):
    file_id: Id
    fields: Fields = None
    limit: Limit = None
    offset: Offset = None


@service.operation("box.comments.list", "GET", "/2.0/files/{file_id}/comments", writes=False)
def list_comments(ctx: Context, p: FileComments) -> dict[str, Any]:
    """List a file's comments (and replies), oldest first."""
    get_item(ctx, p.file_id, "file")
    top = ctx.all(
        "SELECT * FROM box_comments WHERE item_id = ? AND item_type = 'file' ORDER BY created_at, id",
        (p.file_id,),
    )
    rows: list[Any] = []
    for c in top:
        rows.append(c)
        rows.extend(
            ctx.all(
                "SELECT * FROM box_comments WHERE item_id = ? AND item_type = 'comment' ORDER BY "
                "created_at, id",
                (c["id"],),
            )
        )
    limit = parse_limit(p.limit, 100, 1000)
    start = p.offset or 0
    return {
        "total_count": len(rows),
        "entries": [render_comment(ctx, r, p.fields) for r in rows[start : start + limit]],
        "offset": start,
        "limit": limit,
    }


class CommentItem(Loose):
    type: Literal["file", "comment"]
    id: Id


class CreateComment(Params):
    message: str = Field(min_length=1, max_length=10_000, description="The comment's text.")
    tagged_message: str | None = Field(default=None, max_length=10_000)
    item: CommentItem = Field(description="The file to comment on, or the comment to reply to.")
    fields: Fields = None


@service.operation("box.comments.create", "POST", "/2.0/comments", writes=True)
def create_comment(ctx: Context, p: CreateComment) -> dict[str, Any]:
    """Comment on a file, or reply to a comment."""
    user = me(ctx)
    if p.item.type == "file":
        get_item(ctx, p.item.id, "file")
    else:
        parent = comment_row(ctx, p.item.id)
        if parent["item_type"] == "comment":
            from toolproof.services.box.errors import bad_request

            raise bad_request("Replies to replies are not allowed.", "item")
    comment_id = new_id(ctx)
    now = ctx.now()
    ctx.db.execute(
        "INSERT INTO box_comments (id, item_id, item_type, message, created_by, created_at, modified_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        (comment_id, p.item.id, p.item.type, p.tagged_message or p.message, user["id"], now, now),
    )
    return render_comment(ctx, ctx.one("SELECT * FROM box_comments WHERE id = ?", (comment_id,)), p.fields)


class CommentId(Params):
    comment_id: Id
    fields: Fields = None


@service.operation("box.comments.get", "GET", "/2.0/comments/{comment_id}", writes=False)
def get_comment(ctx: Context, p: CommentId) -> dict[str, Any]:
    """Get one comment."""
    return render_comment(ctx, comment_row(ctx, p.comment_id), p.fields)


class UpdateComment(Params):
    comment_id: Id
    message: str = Field(min_length=1, max_length=10_000)
    fields: Fields = None


@service.operation("box.comments.update", "PUT", "/2.0/comments/{comment_id}", writes=True)
def update_comment(ctx: Context, p: UpdateComment) -> dict[str, Any]:
    """Edit a comment's text (only its author may)."""
    row = comment_row(ctx, p.comment_id)
    if row["created_by"] != me(ctx)["id"]:
        raise forbidden()
    ctx.db.execute(
        "UPDATE box_comments SET message = ?, modified_at = ? WHERE id = ?", (p.message, ctx.now(), row["id"])
    )
    return render_comment(ctx, ctx.one("SELECT * FROM box_comments WHERE id = ?", (row["id"],)), p.fields)


class DeleteComment(Params):
    comment_id: Id


@service.operation(
    "box.comments.delete", "DELETE", "/2.0/comments/{comment_id}", writes=True, destructive=True
)
def delete_comment(ctx: Context, p: DeleteComment) -> None:
    """Delete a comment (its author, or an owner of the file) and its replies."""
    row = comment_row(ctx, p.comment_id)
    user = me(ctx)
    item = file_of(ctx, row)
    if row["created_by"] != user["id"] and role_on(ctx, item, user) not in ("owner", "co-owner"):
        raise forbidden()
    ctx.db.execute("DELETE FROM box_comments WHERE item_type = 'comment' AND item_id = ?", (row["id"],))
    ctx.db.execute("DELETE FROM box_comments WHERE id = ?", (row["id"],))
