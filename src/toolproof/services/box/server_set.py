"""Box fields no client can set: who created or owns something (the caller), times Box stamps, a
file's size and version (from its content), and the kind of item an endpoint makes.

The field mutants (:mod:`toolproof.runs.field_mutants`) skip these.
"""

from __future__ import annotations

from toolproof.service.server_set import ServerSet

SERVER_SET: tuple[ServerSet, ...] = (
    ServerSet(
        "box_users", ("created_at", "modified_at", "ordinal"), "Box stamps users; ordinal is the double's"
    ),
    ServerSet(
        "box_items",
        ("type", "owner_id", "created_by", "created_at", "trashed_at", "trashed_with", "size", "version_id"),
        "the endpoint decides file or folder; the owner and creator are the caller; Box stamps trashing "
        "and measures the upload",
    ),
    ServerSet(
        "box_versions",
        ("file_id", "number", "size", "created_by", "created_at"),
        "Box numbers and measures each upload of a file, by the caller",
    ),
    ServerSet(
        "box_versions",
        ("content",),
        "the bytes, which Box hashes into sha1: tasks pin a version's bytes by their sha1 and the field "
        "mutants change that (bytes changed with their hash kept is a state no upload makes)",
        kind="derived",
    ),
    ServerSet(
        "box_versions",
        ("name",),
        "the file's name when the version was uploaded or copied (box_items.name, which tasks pin and the "
        "field mutants change)",
        kind="derived",
    ),
    ServerSet(
        "box_collaborations",
        ("created_by", "created_at", "acknowledged_at"),
        "the inviter is the caller; Box stamps the invitation and its acceptance",
    ),
    ServerSet(
        "box_comments",
        ("item_type", "created_by", "created_at", "modified_at"),
        "the author is the caller; the item's type is the item's; Box stamps it",
    ),
    ServerSet("box_tasks", ("created_by", "created_at"), "the creator is the caller; Box stamps it"),
    ServerSet(
        "box_task_assignments",
        ("assigned_by", "assigned_at", "completed_at", "reminded_at"),
        "the assigner is the caller; Box stamps assignment, completion and reminders",
    ),
    ServerSet(
        "box_metadata", ("instance_id", "item_type"), "Box names the instance; the item's type is the item's"
    ),
    ServerSet(
        "box_collaborations",
        ("status",),
        "Box sets it on the invitation (accepted for a user of the enterprise, pending for an outside "
        "address); only the invitee accepts or rejects",
    ),
    ServerSet(
        "box_collaborations",
        ("invite_email",),
        "the login of the user the invitation names (user_id, which tasks pin), recorded by Box",
        kind="derived",
        when_set=("user_id",),
    ),
    ServerSet(
        "box_task_assignments",
        ("resolution_state",),
        "Box starts every assignment incomplete; only the assignee resolves it",
    ),
    ServerSet(
        "box_task_assignments",
        ("message",),
        "Box copies the task's message (box_tasks.message, which tasks pin and the field mutants change) "
        "onto each assignment it makes; only the assignee rewrites it later, when resolving it",
        kind="derived",
    ),
)
