"""The Box double's tables.

Files and folders share one table (``box_items``): Box addresses both as *items* (a folder lists
both, search returns both, trash holds both, names must be unique across both in one folder), so one
table keeps those rules in one query. A file's content lives per version in ``box_versions`` as
base64 text (the double keeps small files only; see README).
"""

from __future__ import annotations

from toolproof.service.schema import Table

USERS = Table(
    "box_users",
    {
        "id": "text",
        "name": "text",
        "login": "text",
        "status": "text",  # active | inactive | cannot_delete_edit | cannot_delete_edit_upload
        "role": "text",  # admin | coadmin | user
        "job_title": "text",
        "created_at": "int",
        "modified_at": "int",
        "ordinal": "int",
    },
    indexes=(("login",),),
)

ITEMS = Table(
    "box_items",
    {
        "id": "text",
        "type": "text",  # file | folder
        "name": "text",
        "parent_id": "text",  # "0" is All Files; the root folder itself has parent NULL
        "owner_id": "text",
        "created_by": "text",
        "modified_by": "text",
        "created_at": "int",
        "modified_at": "int",
        "description": "text",
        "etag": "int",  # also the sequence_id: bumped on every change Box versions
        "status": "text",  # active | trashed | deleted
        "trashed_at": "int",
        "trashed_with": "text",  # id of the folder whose trashing took this item along (Box's rule)
        "shared_link": "json",
        "size": "int",
        "version_id": "text",  # files: the current version
        "tags": "json",
    },
    indexes=(("parent_id", "status"), ("type",), ("status",)),
)

VERSIONS = Table(
    "box_versions",
    {
        "id": "text",
        "file_id": "text",
        "number": "int",
        "name": "text",
        "size": "int",
        "sha1": "text",
        "content": "text",  # base64
        "created_by": "text",
        "created_at": "int",
    },
    indexes=(("file_id", "number"),),
)

COLLABORATIONS = Table(
    "box_collaborations",
    {
        "id": "text",
        "item_id": "text",
        "user_id": "text",  # NULL for an invitee without a Box account (pending by e-mail)
        "invite_email": "text",
        "role": "text",
        "status": "text",  # accepted | pending | rejected
        "created_by": "text",
        "created_at": "int",
        "modified_at": "int",
        "acknowledged_at": "int",
        "can_view_path": "bool",
    },
    indexes=(("item_id",), ("user_id",)),
)

COMMENTS = Table(
    "box_comments",
    {
        "id": "text",
        "item_id": "text",  # the file, or the comment this one replies to
        "item_type": "text",  # file | comment
        "message": "text",
        "created_by": "text",
        "created_at": "int",
        "modified_at": "int",
    },
    indexes=(("item_id",),),
)

TASKS = Table(
    "box_tasks",
    {
        "id": "text",
        "file_id": "text",
        "action": "text",  # review | complete
        "message": "text",
        "due_at": "int",
        "completion_rule": "text",  # all_assignees | any_assignee
        "created_by": "text",
        "created_at": "int",
    },
    indexes=(("file_id",),),
)

TASK_ASSIGNMENTS = Table(
    "box_task_assignments",
    {
        "id": "text",
        "task_id": "text",
        "user_id": "text",
        "assigned_by": "text",
        "message": "text",
        "resolution_state": "text",  # incomplete | completed | approved | rejected
        "assigned_at": "int",
        "completed_at": "int",
        "reminded_at": "int",
    },
    indexes=(("task_id",),),
)

TEMPLATES = Table(
    "box_metadata_templates",
    {
        "id": "text",
        "scope": "text",  # global | enterprise_<id>
        "template_key": "text",
        "display_name": "text",
        "hidden": "bool",
        "fields": "json",
        "copy_instance_on_item_copy": "bool",
    },
    indexes=(("scope", "template_key"),),
)

METADATA = Table(
    "box_metadata",
    {
        "item_id": "text",
        "scope": "text",
        "template_key": "text",
        "instance_id": "text",
        "item_type": "text",
        "values": "json",
        "version": "int",
    },
    primary_key=("item_id", "scope", "template_key"),
)

ALL_TABLES = [USERS, ITEMS, VERSIONS, COLLABORATIONS, COMMENTS, TASKS, TASK_ASSIGNMENTS, TEMPLATES, METADATA]
