"""Tasks on files (review or complete) and their assignments to users."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from toolproof.service import Context, Params
from toolproof.services.box.errors import BoxError, bad_request, forbidden, not_found
from toolproof.services.box.items import get_item, me, new_id, require_role, role_on
from toolproof.services.box.params import Id, Loose
from toolproof.services.box.render import item_mini, user_mini
from toolproof.services.box.service import service
from toolproof.services.box.times import iso, parse_iso

REVIEW_STATES = ("approved", "rejected", "incomplete")
COMPLETE_STATES = ("completed", "incomplete")


def render_assignment(ctx: Context, row: Any) -> dict[str, Any]:
    task = ctx.one("SELECT file_id FROM box_tasks WHERE id = ?", (row["task_id"],))
    item = ctx.one("SELECT * FROM box_items WHERE id = ?", (task["file_id"],)) if task else None
    out = {
        "type": "task_assignment",
        "id": row["id"],
        "item": item_mini(ctx, item) if item is not None else None,
        "assigned_to": user_mini(ctx, row["user_id"]),
        "message": row["message"] or "",
        "completed_at": iso(row["completed_at"]),
        "assigned_at": iso(row["assigned_at"]),
        "reminded_at": iso(row["reminded_at"]),
        "resolution_state": row["resolution_state"],
        "assigned_by": user_mini(ctx, row["assigned_by"]),
    }
    return {k: v for k, v in out.items() if v is not None or k == "item"}


def render_task(ctx: Context, row: Any) -> dict[str, Any]:
    item = ctx.one("SELECT * FROM box_items WHERE id = ?", (row["file_id"],))
    assignments = ctx.all(
        "SELECT * FROM box_task_assignments WHERE task_id = ? ORDER BY assigned_at, id", (row["id"],)
    )
    states = [a["resolution_state"] for a in assignments]
    done = {"completed", "approved", "rejected"}
    if row["completion_rule"] == "any_assignee":
        completed = any(s in done for s in states)
    else:
        completed = bool(states) and all(s in done for s in states)
    out = {
        "type": "task",
        "id": row["id"],
        "item": item_mini(ctx, item) if item is not None else None,
        "due_at": iso(row["due_at"]),
        "action": row["action"],
        "message": row["message"] or "",
        "task_assignment_collection": {
            "total_count": len(assignments),
            "entries": [render_assignment(ctx, a) for a in assignments],
        },
        "is_completed": completed,
        "created_by": user_mini(ctx, row["created_by"]),
        "created_at": iso(row["created_at"]),
        "completion_rule": row["completion_rule"],
    }
    return {k: v for k, v in out.items() if v is not None or k == "item"}


def task_row(ctx: Context, task_id: str) -> Any:
    row = ctx.one("SELECT * FROM box_tasks WHERE id = ?", (task_id,))
    if row is None:
        raise not_found("task", task_id)
    item = ctx.one("SELECT * FROM box_items WHERE id = ? AND status = 'active'", (row["file_id"],))
    if item is None or role_on(ctx, item, me(ctx)) is None:
        raise not_found("task", task_id)
    return row


class FileTasks(Params):
    file_id: Id


@service.operation("box.tasks.list", "GET", "/2.0/files/{file_id}/tasks", writes=False)
def list_tasks(ctx: Context, p: FileTasks) -> dict[str, Any]:
    """List the tasks on a file with their assignments."""
    get_item(ctx, p.file_id, "file")
    rows = ctx.all("SELECT * FROM box_tasks WHERE file_id = ? ORDER BY created_at, id", (p.file_id,))
    return {"total_count": len(rows), "entries": [render_task(ctx, r) for r in rows]}


class TaskItem(Loose):
    type: Literal["file"] = "file"
    id: Id


class CreateTask(Params):
    item: TaskItem = Field(description="The file the task is about.")
    action: Literal["review", "complete"] | None = Field(
        default=None, description="review (approve/reject) or complete."
    )
    message: str | None = Field(default=None, max_length=10_000)
    due_at: str | None = Field(default=None, max_length=40, description="Due date-time (RFC 3339).")
    completion_rule: Literal["all_assignees", "any_assignee"] | None = None


@service.operation("box.tasks.create", "POST", "/2.0/tasks", writes=True)
def create_task(ctx: Context, p: CreateTask) -> dict[str, Any]:
    """Create a task on a file (then assign it with box.task_assignments.create)."""
    item = get_item(ctx, p.item.id, "file")
    user = require_role(ctx, item, ("owner", "co-owner", "editor", "viewer", "viewer uploader"))
    due = parse_iso(p.due_at, "due_at") if p.due_at else None
    task_id = new_id(ctx)
    ctx.db.execute(
        "INSERT INTO box_tasks (id, file_id, action, message, due_at, completion_rule, created_by, "
        "created_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (
            task_id,
            item["id"],
            p.action or "review",
            p.message or "",
            due,
            p.completion_rule or "all_assignees",
            user["id"],
            ctx.now(),
        ),
    )
    return render_task(ctx, ctx.one("SELECT * FROM box_tasks WHERE id = ?", (task_id,)))


class TaskId(Params):
    task_id: Id


@service.operation("box.tasks.get", "GET", "/2.0/tasks/{task_id}", writes=False)
def get_task(ctx: Context, p: TaskId) -> dict[str, Any]:
    """Get one task with its assignments."""
    return render_task(ctx, task_row(ctx, p.task_id))


class UpdateTask(Params):
    task_id: Id
    action: Literal["review", "complete"] | None = None
    message: str | None = Field(default=None, max_length=10_000)
    due_at: str | None = Field(default=None, max_length=40)
    completion_rule: Literal["all_assignees", "any_assignee"] | None = None


@service.operation("box.tasks.update", "PUT", "/2.0/tasks/{task_id}", writes=True)
def update_task(ctx: Context, p: UpdateTask) -> dict[str, Any]:
    """Change a task's message, due date, action or completion rule."""
    row = task_row(ctx, p.task_id)
    if row["created_by"] != me(ctx)["id"]:
        item = ctx.one("SELECT * FROM box_items WHERE id = ?", (row["file_id"],))
        require_role(ctx, item, ("owner", "co-owner"))
    changes: dict[str, Any] = {}
    if p.action is not None:
        changes["action"] = p.action
    if p.message is not None:
        changes["message"] = p.message
    if p.due_at is not None:
        changes["due_at"] = parse_iso(p.due_at, "due_at")
    if p.completion_rule is not None:
        changes["completion_rule"] = p.completion_rule
    if changes:
        sets = ", ".join(f"{k} = ?" for k in changes)
        ctx.db.execute(f"UPDATE box_tasks SET {sets} WHERE id = ?", (*changes.values(), row["id"]))
    return render_task(ctx, ctx.one("SELECT * FROM box_tasks WHERE id = ?", (row["id"],)))


@service.operation("box.tasks.delete", "DELETE", "/2.0/tasks/{task_id}", writes=True, destructive=True)
def delete_task(ctx: Context, p: TaskId) -> None:
    """Delete a task and its assignments."""
    row = task_row(ctx, p.task_id)
    if row["created_by"] != me(ctx)["id"]:
        item = ctx.one("SELECT * FROM box_items WHERE id = ?", (row["file_id"],))
        require_role(ctx, item, ("owner", "co-owner"))
    ctx.db.execute("DELETE FROM box_task_assignments WHERE task_id = ?", (row["id"],))
    ctx.db.execute("DELETE FROM box_tasks WHERE id = ?", (row["id"],))


@service.operation("box.task_assignments.list", "GET", "/2.0/tasks/{task_id}/assignments", writes=False)
def list_assignments(ctx: Context, p: TaskId) -> dict[str, Any]:
    """List who a task is assigned to and where each stands."""
    task_row(ctx, p.task_id)
    rows = ctx.all(
        "SELECT * FROM box_task_assignments WHERE task_id = ? ORDER BY assigned_at, id", (p.task_id,)
    )
    return {"total_count": len(rows), "entries": [render_assignment(ctx, r) for r in rows]}


class AssignTo(Loose):
    id: Id | None = None
    login: str | None = Field(default=None, max_length=254)


class AssignTask(Loose):
    type: Literal["task"] = "task"
    id: Id


class CreateAssignment(Params):
    task: AssignTask
    assign_to: AssignTo = Field(description="The user, by id or login (e-mail).")


@service.operation("box.task_assignments.create", "POST", "/2.0/task_assignments", writes=True)
def create_assignment(ctx: Context, p: CreateAssignment) -> dict[str, Any]:
    """Assign a task to a user (who must be able to see the file)."""
    task = task_row(ctx, p.task.id)
    me_ = me(ctx)
    if p.assign_to.id is not None:
        user = ctx.one("SELECT * FROM box_users WHERE id = ?", (p.assign_to.id,))
    elif p.assign_to.login:
        user = ctx.one("SELECT * FROM box_users WHERE lower(login) = lower(?)", (p.assign_to.login,))
    else:
        raise bad_request("assign_to needs an id or a login.", "assign_to")
    if user is None or user["status"] != "active":
        raise not_found("user", p.assign_to.id or "")
    item = ctx.one("SELECT * FROM box_items WHERE id = ?", (task["file_id"],))
    if role_on(ctx, item, user) is None:
        raise forbidden("The assignee does not have access to the file")
    if ctx.one(
        "SELECT 1 FROM box_task_assignments WHERE task_id = ? AND user_id = ?", (task["id"], user["id"])
    ):
        raise BoxError("The user is already assigned to this task", status=409, code="conflict")
    assignment_id = new_id(ctx)
    ctx.db.execute(
        "INSERT INTO box_task_assignments (id, task_id, user_id, assigned_by, message, resolution_state, "
        "assigned_at, completed_at, reminded_at) VALUES (?, ?, ?, ?, ?, 'incomplete', ?, NULL, NULL)",
        (assignment_id, task["id"], user["id"], me_["id"], task["message"] or "", ctx.now()),
    )
    return render_assignment(
        ctx, ctx.one("SELECT * FROM box_task_assignments WHERE id = ?", (assignment_id,))
    )


class AssignmentId(Params):
    task_assignment_id: Id


def assignment_row(ctx: Context, assignment_id: str) -> Any:
    row = ctx.one("SELECT * FROM box_task_assignments WHERE id = ?", (assignment_id,))
    if row is None:
        raise not_found("task_assignment", assignment_id)
    task_row(ctx, row["task_id"])
    return row


@service.operation(
    "box.task_assignments.get", "GET", "/2.0/task_assignments/{task_assignment_id}", writes=False
)
def get_assignment(ctx: Context, p: AssignmentId) -> dict[str, Any]:
    """Get one task assignment."""
    return render_assignment(ctx, assignment_row(ctx, p.task_assignment_id))


class UpdateAssignment(Params):
    task_assignment_id: Id
    message: str | None = Field(default=None, max_length=10_000)
    resolution_state: Literal["completed", "incomplete", "approved", "rejected"] | None = Field(
        default=None,
        description="review tasks: approved/rejected/incomplete; complete tasks: completed/incomplete.",
    )


@service.operation(
    "box.task_assignments.update", "PUT", "/2.0/task_assignments/{task_assignment_id}", writes=True
)
def update_assignment(ctx: Context, p: UpdateAssignment) -> dict[str, Any]:
    """Resolve an assignment (only the assignee): approve/reject a review, complete a to-do."""
    row = assignment_row(ctx, p.task_assignment_id)
    if row["user_id"] != me(ctx)["id"]:
        raise forbidden()
    task: Any = ctx.one("SELECT * FROM box_tasks WHERE id = ?", (row["task_id"],))
    if p.resolution_state is not None:
        allowed = REVIEW_STATES if task["action"] == "review" else COMPLETE_STATES
        if p.resolution_state not in allowed:
            raise bad_request(
                f"Invalid value '{p.resolution_state}' for a {task['action']} task.", "resolution_state"
            )
        done = None if p.resolution_state == "incomplete" else ctx.now()
        ctx.db.execute(
            "UPDATE box_task_assignments SET resolution_state = ?, completed_at = ? WHERE id = ?",
            (p.resolution_state, done, row["id"]),
        )
    if p.message is not None:
        ctx.db.execute("UPDATE box_task_assignments SET message = ? WHERE id = ?", (p.message, row["id"]))
    return render_assignment(ctx, ctx.one("SELECT * FROM box_task_assignments WHERE id = ?", (row["id"],)))


@service.operation(
    "box.task_assignments.delete",
    "DELETE",
    "/2.0/task_assignments/{task_assignment_id}",
    writes=True,
    destructive=True,
)
def delete_assignment(ctx: Context, p: AssignmentId) -> None:
    """Unassign a task."""
    row = assignment_row(ctx, p.task_assignment_id)
    ctx.db.execute("DELETE FROM box_task_assignments WHERE id = ?", (row["id"],))
