"""Comments, relations between issues, attachments by URL and labels."""

from __future__ import annotations

from typing import Any

from toolproof.service.context import Context
from toolproof.services.linear.errors import Forbidden, InvalidInput
from toolproof.services.linear.operations.common import (
    client_id,
    fresh,
    lastsync,
    need,
    need_issue,
    payload,
    viewer_id,
)
from toolproof.services.linear.params import (
    AttachmentCreate,
    AttachmentLinkURL,
    ById,
    CommentCreate,
    CommentUpdate,
    LabelCreate,
    RelationCreate,
)
from toolproof.services.linear.reader import Reader
from toolproof.services.linear.service import root_field


def _deleted(ctx: Context, entity_id: str) -> dict[str, Any]:
    return {"success": True, "lastSyncId": lastsync(ctx), "entityId": entity_id}


@root_field("commentCreate", CommentCreate, writes=True)
def comment_create(ctx: Context, p: CommentCreate) -> dict[str, Any]:
    """Comment on an issue (issueId, body in Markdown; parentId replies in a thread)."""
    r = Reader(ctx.db)
    issue = need_issue(r, p.input.issueId)
    if not p.input.body.strip():
        raise InvalidInput(
            "Argument Validation Error - body should not be empty", presentable="Write a comment."
        )
    parent = None
    if p.input.parentId is not None:
        parent_row = need(r, "Comment", p.input.parentId)
        if parent_row["issue_id"] != issue["id"]:
            raise InvalidInput(
                "Parent comment belongs to another issue", presentable="Reply on the same issue."
            )
        parent = parent_row["id"]
    comment_id = client_id(ctx, r, "Comment", p.input.id)
    now = ctx.now()
    ctx.db.execute(
        "INSERT INTO linear_comments (id, issue_id, user_id, body, parent_id, created, updated, edited) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, NULL)",
        (comment_id, issue["id"], viewer_id(r), p.input.body, parent, now, now),
    )
    return payload(ctx, "comment", "Comment", fresh(ctx, "Comment", comment_id))


@root_field("commentUpdate", CommentUpdate, writes=True)
def comment_update(ctx: Context, p: CommentUpdate) -> dict[str, Any]:
    """Edit a comment's body (only your own comments)."""
    r = Reader(ctx.db)
    row = need(r, "Comment", p.id)
    if row["user_id"] != viewer_id(r):
        raise Forbidden(
            "You can only edit your own comments", presentable="You can only edit your own comments."
        )
    now = ctx.now()
    edited = row["edited"] if p.skipEditedAt else now
    ctx.db.execute(
        "UPDATE linear_comments SET body = ?, updated = ?, edited = ? WHERE id = ?",
        (p.input.body, now, edited, row["id"]),
    )
    return payload(ctx, "comment", "Comment", fresh(ctx, "Comment", row["id"]))


@root_field("commentDelete", ById, writes=True, destructive=True)
def comment_delete(ctx: Context, p: ById) -> dict[str, Any]:
    """Delete a comment (your own; admins any) and its replies."""
    r = Reader(ctx.db)
    row = need(r, "Comment", p.id)
    viewer = need(r, "User", viewer_id(r))
    if row["user_id"] != viewer["id"] and not viewer["admin"]:
        raise Forbidden(
            "You can only delete your own comments", presentable="You can only delete your own comments."
        )
    ctx.db.execute("DELETE FROM linear_comments WHERE id = ?1 OR parent_id = ?1", (row["id"],))
    return _deleted(ctx, row["id"])


@root_field("issueRelationCreate", RelationCreate, writes=True)
def issue_relation_create(ctx: Context, p: RelationCreate) -> dict[str, Any]:
    """Relate two issues: type blocks (issueId blocks relatedIssueId), duplicate, related or similar."""
    r = Reader(ctx.db)
    issue = need_issue(r, p.input.issueId)
    other = need_issue(r, p.input.relatedIssueId)
    if issue["id"] == other["id"]:
        raise InvalidInput("An issue can't be related to itself", presentable="Pick another issue.")
    existing = r.query(
        "SELECT * FROM linear_relations WHERE issue_id = ? AND related_issue_id = ? AND type = ?",
        (issue["id"], other["id"], p.input.type),
    )
    if existing:
        return payload(ctx, "issueRelation", "IssueRelation", existing[0])
    relation_id = client_id(ctx, r, "IssueRelation", p.input.id)
    ctx.db.execute(
        "INSERT INTO linear_relations (id, type, issue_id, related_issue_id, created) VALUES (?, ?, ?, ?, ?)",
        (relation_id, p.input.type, issue["id"], other["id"], ctx.now()),
    )
    return payload(ctx, "issueRelation", "IssueRelation", fresh(ctx, "IssueRelation", relation_id))


@root_field("issueRelationDelete", ById, writes=True, destructive=True)
def issue_relation_delete(ctx: Context, p: ById) -> dict[str, Any]:
    """Remove a relation between two issues."""
    row = need(Reader(ctx.db), "IssueRelation", p.id)
    ctx.db.execute("DELETE FROM linear_relations WHERE id = ?", (row["id"],))
    return _deleted(ctx, row["id"])


def _attach(
    ctx: Context, issue_ref: str, url: str, title: str, subtitle: str | None, wanted: str | None
) -> dict[str, Any]:
    r = Reader(ctx.db)
    issue = need_issue(r, issue_ref)
    if not url.startswith(("http://", "https://")):
        raise InvalidInput(
            "Argument Validation Error - url must be a URL address", presentable="Enter a valid URL."
        )
    now = ctx.now()
    same = r.query("SELECT * FROM linear_attachments WHERE issue_id = ? AND url = ?", (issue["id"], url))
    if same:
        # Linear keeps one attachment per URL per issue: attaching it again updates it.
        ctx.db.execute(
            "UPDATE linear_attachments SET title = ?, subtitle = ?, updated = ? WHERE id = ?",
            (title, subtitle, now, same[0]["id"]),
        )
        return payload(ctx, "attachment", "Attachment", fresh(ctx, "Attachment", same[0]["id"]))
    attachment_id = client_id(ctx, r, "Attachment", wanted)
    ctx.db.execute(
        "INSERT INTO linear_attachments (id, issue_id, url, title, subtitle, creator_id, created, updated) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (attachment_id, issue["id"], url, title, subtitle, viewer_id(r), now, now),
    )
    return payload(ctx, "attachment", "Attachment", fresh(ctx, "Attachment", attachment_id))


@root_field("attachmentCreate", AttachmentCreate, writes=True)
def attachment_create(ctx: Context, p: AttachmentCreate) -> dict[str, Any]:
    """Attach a link to an issue (issueId, url, title, subtitle); the same URL again updates it."""
    i = p.input
    return _attach(ctx, i.issueId, i.url, i.title, i.subtitle, i.id)


@root_field("attachmentLinkURL", AttachmentLinkURL, writes=True)
def attachment_link_url(ctx: Context, p: AttachmentLinkURL) -> dict[str, Any]:
    """Link any URL to an issue (title defaults to the URL)."""
    return _attach(ctx, p.issueId, p.url, p.title or p.url, None, p.id)


@root_field("issueLabelCreate", LabelCreate, writes=True)
def issue_label_create(ctx: Context, p: LabelCreate) -> dict[str, Any]:
    """Create a label for a team (teamId) or the whole workspace (no teamId); names are unique per team."""
    r = Reader(ctx.db)
    i = p.input
    if i.teamId is not None:
        need(r, "Team", i.teamId)
    if not i.name.strip():
        raise InvalidInput(
            "Argument Validation Error - name should not be empty", presentable="Name the label."
        )
    clash = [
        x
        for x in r.all("IssueLabel")
        if x["name"].casefold() == i.name.strip().casefold() and x["team_id"] in (None, i.teamId)
    ]
    if clash:
        raise InvalidInput(
            "Duplicate label name", presentable=f'A label named "{i.name.strip()}" already exists.'
        )
    label_id = client_id(ctx, r, "IssueLabel", i.id)
    ctx.db.execute(
        "INSERT INTO linear_labels (id, team_id, name, color, created) VALUES (?, ?, ?, ?, ?)",
        (label_id, i.teamId, i.name.strip(), i.color or "#95a2b3", ctx.now()),
    )
    return payload(ctx, "issueLabel", "IssueLabel", fresh(ctx, "IssueLabel", label_id))
