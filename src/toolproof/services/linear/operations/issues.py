"""Writing issues: create, update (state transitions within the team's workflow, assignee, estimate,
priority, labels, parent), archive and unarchive, delete (to the trash), labels one at a time."""

from __future__ import annotations

from typing import Any

from toolproof.service.context import Context
from toolproof.services.linear.errors import Forbidden, InvalidInput
from toolproof.services.linear.graph import Node
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
    IssueArchive,
    IssueCreate,
    IssueDelete,
    IssueLabelChange,
    IssueUpdate,
)
from toolproof.services.linear.reader import Reader
from toolproof.services.linear.service import root_field

#: Which timestamp a move into a state of each type sets (and which it clears).
STAMPS = {"started": "started", "completed": "completed", "canceled": "canceled"}


def _state_for(r: Reader, team_id: str, state_id: str | None) -> dict[str, Any]:
    if state_id is None:
        states = r.query(
            "SELECT * FROM linear_states WHERE team_id = ? AND type IN ('backlog', 'unstarted') "
            "ORDER BY CASE type WHEN 'backlog' THEN 0 ELSE 1 END, position, id LIMIT 1",
            (team_id,),
        )
        if not states:
            raise InvalidInput("Team has no default workflow state", presentable="The team has no workflow.")
        return states[0]
    state = need(r, "WorkflowState", state_id)
    if state["team_id"] != team_id:
        raise InvalidInput(
            "Argument Validation Error - stateId: the workflow state does not belong to the issue's team",
            presentable="The workflow state belongs to another team.",
        )
    return state


def _check_user(r: Reader, user_id: str | None) -> None:
    if user_id is None:
        return
    row = need(r, "User", user_id)
    if not row["active"]:
        raise InvalidInput(
            "Argument Validation Error - assigneeId: the user is deactivated",
            presentable="You can't assign an issue to a deactivated user.",
        )


def _check_labels(r: Reader, team_id: str, label_ids: list[str]) -> list[str]:
    for label_id in label_ids:
        label = need(r, "IssueLabel", label_id)
        if label["team_id"] not in (None, team_id):
            raise InvalidInput(
                "Argument Validation Error - labelIds: the label belongs to another team",
                presentable="A label of another team can't be added to this issue.",
            )
    return sorted(set(label_ids))


def _check_parent(r: Reader, issue_id: str | None, parent_id: str | None) -> str | None:
    if parent_id is None:
        return None
    parent = r.issue_by_ref(parent_id)
    if parent is None:
        raise InvalidInput("Entity not found: Issue", presentable="Could not find the parent issue.")
    seen: dict[str, Any] | None = parent
    while seen is not None:
        if seen["id"] == issue_id:
            raise InvalidInput(
                "Argument Validation Error - parentId: an issue can't be its own ancestor",
                presentable="The parent would create a cycle of sub-issues.",
            )
        seen = r.get("Issue", seen["parent_id"]) if seen["parent_id"] else None
    return str(parent["id"])


def _optional(r: Reader, typename: str, row_id: str | None) -> str | None:
    return None if row_id is None else str(need(r, typename, row_id)["id"])


def _stamps(state: dict[str, Any], now: int, current: dict[str, Any] | None) -> dict[str, Any]:
    """The lifecycle timestamps after moving into ``state``."""
    kind = state["type"]
    out = {
        "started": (current or {}).get("started"),
        "completed": None,
        "canceled": None,
    }
    if kind == "started" and out["started"] is None:
        out["started"] = now
    if kind in ("backlog", "unstarted", "triage"):
        out["started"] = None
    if kind == "completed":
        out["completed"] = now
    if kind == "canceled":
        out["canceled"] = now
    return out


def _set_labels(ctx: Context, issue_id: str, label_ids: list[str]) -> None:
    ctx.db.execute("DELETE FROM linear_issue_labels WHERE issue_id = ?", (issue_id,))
    ctx.db.executemany(
        "INSERT INTO linear_issue_labels (issue_id, label_id) VALUES (?, ?)",
        [(issue_id, label) for label in label_ids],
    )


@root_field("issueCreate", IssueCreate, writes=True)
def issue_create(ctx: Context, p: IssueCreate) -> dict[str, Any]:
    """Create an issue in a team (teamId, title; optional description, assigneeId, priority 0-4, estimate,
    stateId of that team, labelIds, parentId for a sub-issue, projectId, cycleId, dueDate). Without
    stateId it starts in the team's backlog (or first unstarted) state; it gets the team's next number."""
    i = p.input
    r = Reader(ctx.db)
    team = need(r, "Team", i.teamId)
    if team["archived"]:
        raise InvalidInput("Team is archived", presentable="You can't create issues in an archived team.")
    if not (i.title or "").strip():
        raise InvalidInput(
            "Argument Validation Error - title should not be empty", presentable="The issue needs a title."
        )
    state = _state_for(r, team["id"], i.stateId)
    _check_user(r, i.assigneeId)
    labels = _check_labels(r, team["id"], i.labelIds or [])
    issue_id = client_id(ctx, r, "Issue", i.id)
    parent = _check_parent(r, issue_id, i.parentId)
    number = r.query(
        "SELECT COALESCE(MAX(number), 0) + 1 AS n FROM linear_issues WHERE team_id = ?", (team["id"],)
    )
    now = ctx.now()
    stamps = _stamps(state, now, None)
    ctx.db.execute(
        "INSERT INTO linear_issues (id, team_id, number, title, description, priority, estimate, state_id, "
        "assignee_id, creator_id, parent_id, project_id, cycle_id, due_date, sort_order, created, updated, "
        "started, completed, canceled, archived, trashed) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, 0)",
        (
            issue_id,
            team["id"],
            number[0]["n"],
            i.title,
            i.description,
            i.priority or 0,
            i.estimate,
            state["id"],
            i.assigneeId,
            viewer_id(r),
            parent,
            _optional(r, "Project", i.projectId),
            _optional(r, "Cycle", i.cycleId),
            i.dueDate,
            i.sortOrder if i.sortOrder is not None else -float(now),
            now,
            now,
            stamps["started"],
            stamps["completed"],
            stamps["canceled"],
        ),
    )
    _set_labels(ctx, issue_id, labels)
    return payload(ctx, "issue", "Issue", fresh(ctx, "Issue", issue_id))


@root_field("issueUpdate", IssueUpdate, writes=True)
def issue_update(ctx: Context, p: IssueUpdate) -> dict[str, Any]:
    """Update an issue: title, description, assigneeId (null unassigns), priority, estimate, stateId (a
    state of the issue's team), labelIds (replace) or addedLabelIds/removedLabelIds, parentId (null
    detaches), projectId, cycleId, dueDate. Only the fields sent change."""
    r = Reader(ctx.db)
    row = need_issue(r, p.id)
    given = p.input.model_fields_set
    i = p.input
    changes: dict[str, Any] = {}
    simple = {"title": "title", "description": "description", "priority": "priority", "estimate": "estimate"}
    for field, column in simple.items():
        if field in given:
            changes[column] = getattr(i, field)
    if "title" in given and not (i.title or "").strip():
        raise InvalidInput(
            "Argument Validation Error - title should not be empty", presentable="The issue needs a title."
        )
    if "priority" in given and i.priority is None:
        changes["priority"] = 0
    if "dueDate" in given:
        changes["due_date"] = i.dueDate
    if "sortOrder" in given:
        changes["sort_order"] = i.sortOrder
    if "assigneeId" in given:
        _check_user(r, i.assigneeId)
        changes["assignee_id"] = i.assigneeId
    if "stateId" in given:
        if i.stateId is None:
            raise InvalidInput("Argument Validation Error - stateId must not be null")
        state = _state_for(r, row["team_id"], i.stateId)
        changes["state_id"] = state["id"]
        if state["id"] != row["state_id"]:
            changes.update(_stamps(state, ctx.now(), row))
    if "parentId" in given:
        changes["parent_id"] = _check_parent(r, row["id"], i.parentId)
    if "projectId" in given:
        changes["project_id"] = _optional(r, "Project", i.projectId)
    if "cycleId" in given:
        changes["cycle_id"] = _optional(r, "Cycle", i.cycleId)
    labels = r.label_ids(row["id"])
    if "labelIds" in given:
        labels = _check_labels(r, row["team_id"], i.labelIds or [])
    if i.addedLabelIds:
        labels = sorted(set(labels) | set(_check_labels(r, row["team_id"], i.addedLabelIds)))
    if i.removedLabelIds:
        labels = sorted(set(labels) - set(i.removedLabelIds))
    if changes:
        changes["updated"] = ctx.now()
        sets = ", ".join(f"{c} = ?" for c in changes)
        ctx.db.execute(f"UPDATE linear_issues SET {sets} WHERE id = ?", (*changes.values(), row["id"]))
    if labels != r.label_ids(row["id"]):
        _set_labels(ctx, row["id"], labels)
        ctx.db.execute("UPDATE linear_issues SET updated = ? WHERE id = ?", (ctx.now(), row["id"]))
    return payload(ctx, "issue", "Issue", fresh(ctx, "Issue", row["id"]))


def _relabel(ctx: Context, p: IssueLabelChange, add: bool) -> dict[str, Any]:
    r = Reader(ctx.db)
    row = need_issue(r, p.id)
    labels = set(r.label_ids(row["id"]))
    if add:
        labels |= set(_check_labels(r, row["team_id"], [p.labelId]))
    else:
        need(r, "IssueLabel", p.labelId)
        labels.discard(p.labelId)
    if sorted(labels) != r.label_ids(row["id"]):
        _set_labels(ctx, row["id"], sorted(labels))
        ctx.db.execute("UPDATE linear_issues SET updated = ? WHERE id = ?", (ctx.now(), row["id"]))
    return payload(ctx, "issue", "Issue", fresh(ctx, "Issue", row["id"]))


@root_field("issueAddLabel", IssueLabelChange, writes=True)
def issue_add_label(ctx: Context, p: IssueLabelChange) -> dict[str, Any]:
    """Add one label to an issue (a workspace label or one of the issue's team)."""
    return _relabel(ctx, p, True)


@root_field("issueRemoveLabel", IssueLabelChange, writes=True)
def issue_remove_label(ctx: Context, p: IssueLabelChange) -> dict[str, Any]:
    """Remove one label from an issue."""
    return _relabel(ctx, p, False)


def _archived(ctx: Context, issue_id: str) -> dict[str, Any]:
    return {
        "success": True,
        "lastSyncId": lastsync(ctx),
        "entity": Node("Issue", fresh(ctx, "Issue", issue_id)),
    }


@root_field("issueArchive", IssueArchive, writes=True, destructive=True)
def issue_archive(ctx: Context, p: IssueArchive) -> dict[str, Any]:
    """Archive an issue (trash: true moves it to the trash instead). Its sub-issues are archived too."""
    r = Reader(ctx.db)
    row = need_issue(r, p.id)
    if row["archived"] and not p.trash:
        raise InvalidInput("Issue is already archived", presentable="The issue is already archived.")
    now = ctx.now()
    todo = [row["id"]]
    while todo:
        current = todo.pop()
        ctx.db.execute(
            "UPDATE linear_issues SET archived = COALESCE(archived, ?), trashed = ? WHERE id = ?",
            (now, 1 if p.trash else 0, current),
        )
        todo.extend(c["id"] for c in r.query("SELECT id FROM linear_issues WHERE parent_id = ?", (current,)))
    return _archived(ctx, row["id"])


@root_field("issueUnarchive", IssueArchive, writes=True)
def issue_unarchive(ctx: Context, p: IssueArchive) -> dict[str, Any]:
    """Restore an archived (or trashed) issue."""
    r = Reader(ctx.db)
    row = need_issue(r, p.id)
    if not row["archived"]:
        raise InvalidInput("Issue is not archived", presentable="The issue is not archived.")
    ctx.db.execute("UPDATE linear_issues SET archived = NULL, trashed = 0 WHERE id = ?", (row["id"],))
    return _archived(ctx, row["id"])


@root_field("issueDelete", IssueDelete, writes=True, destructive=True)
def issue_delete(ctx: Context, p: IssueDelete) -> dict[str, Any]:
    """Delete an issue: it moves to the trash (archived, trashed: true), restorable with issueUnarchive.
    permanentlyDelete: true deletes it for good (admins only)."""
    r = Reader(ctx.db)
    row = need_issue(r, p.id)
    if p.permanentlyDelete:
        viewer = need(r, "User", r.org()["viewer_id"])
        if not viewer["admin"]:
            raise Forbidden(
                "Only admins can permanently delete issues", presentable="You need to be an admin."
            )
        result = _archived(ctx, row["id"])
        for sql in (
            "DELETE FROM linear_issue_labels WHERE issue_id = ?",
            "DELETE FROM linear_comments WHERE issue_id = ?",
            "DELETE FROM linear_attachments WHERE issue_id = ?",
            "DELETE FROM linear_relations WHERE issue_id = ?1 OR related_issue_id = ?1",
            "UPDATE linear_issues SET parent_id = NULL WHERE parent_id = ?",
            "DELETE FROM linear_issues WHERE id = ?",
        ):
            ctx.db.execute(sql, (row["id"],))
        result["entity"] = Node("Issue", row)
        return result
    ctx.db.execute(
        "UPDATE linear_issues SET archived = COALESCE(archived, ?), trashed = 1 WHERE id = ?",
        (ctx.now(), row["id"]),
    )
    return _archived(ctx, row["id"])
