"""The rest of the served operations through the official SDK: folder changes, trash reads, every
collaboration, comment, task and assignment call, metadata templates and folder metadata, users."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from box_sdk_gen import (
    BoxAPIError,
    BoxClient,
    CopyFolderParent,
    CreateFolderMetadataByIdScope,
    CreateMetadataTemplateFields,
    CreateMetadataTemplateFieldsOptionsField,
    CreateMetadataTemplateFieldsTypeField,
    DeleteFileMetadataByIdScope,
    GetCollaborationsStatus,
    GetFileMetadataByIdScope,
    GetMetadataTemplateScope,
    UpdateFolderByIdParent,
    UpdateFolderMetadataByIdRequestBody,
    UpdateFolderMetadataByIdRequestBodyOpField,
    UpdateFolderMetadataByIdScope,
)

from toolproof.services.box.fixtures import ADMIN, DEREK, PRIYA_EXT, SAM

Client = Callable[..., BoxClient]


def item_id(world: Any, name: str, kind: str = "file", status: str = "active") -> str:
    (row,) = [
        r
        for r in world.rows("box_items")
        if r["name"] == name and r["type"] == kind and r["status"] == status
    ]
    return str(row["id"])


def status_of(world: Any, ident: str) -> str:
    return str(next(r["status"] for r in world.rows("box_items") if r["id"] == ident))


def test_folder_rename_move_copy_delete(client: Client, world: Any) -> None:
    box = client()
    initech = item_id(world, "Initech", "folder")
    renamed = box.folders.update_folder_by_id(initech, name="Initech Ltd", description="moved in 2026")
    assert (renamed.name, renamed.description) == ("Initech Ltd", "moved in 2026")
    projects = item_id(world, "Projects", "folder")
    moved = box.folders.update_folder_by_id(initech, parent=UpdateFolderByIdParent(id=projects))
    assert moved.parent is not None
    assert moved.parent.id == projects
    copy = box.folders.copy_folder(initech, CopyFolderParent(id="0"), name="Initech (copy)")
    inside = [r for r in world.rows("box_items") if r["parent_id"] == copy.id]
    assert len(inside) == len(
        [r for r in world.rows("box_items") if r["parent_id"] == initech and r["status"] == "active"]
    )
    box.folders.delete_folder_by_id(copy.id, recursive=True)
    assert status_of(world, copy.id) == "trashed"
    assert {r["status"] for r in inside} == {"active"}  # the rows as they were before the delete
    assert {status_of(world, r["id"]) for r in inside} == {"trashed"}
    assert box.trashed_folders.get_trashed_folder_by_id(copy.id).item_status.value == "trashed"
    box.trashed_folders.delete_trashed_folder_by_id(copy.id)
    assert status_of(world, copy.id) == "deleted"
    assert {status_of(world, r["id"]) for r in inside} == {"deleted"}
    with pytest.raises(BoxAPIError) as exc:
        box.folders.get_folder_by_id(copy.id)
    assert exc.value.response_info.status_code == 404


def test_trashed_file_read(client: Client, world: Any) -> None:
    draft = item_id(world, "Budget 2025 draft.xlsx", status="trashed")
    trashed = client().trashed_files.get_trashed_file_by_id(draft)
    assert (trashed.name, trashed.item_status.value) == ("Budget 2025 draft.xlsx", "trashed")


def test_collaboration_reads_changes_and_removal(client: Client, world: Any) -> None:
    box = client()
    partners = item_id(world, "Shared with Partners", "folder")
    listed = box.list_collaborations.get_folder_collaborations(partners)
    (sam,) = [c for c in listed.entries or [] if c.accessible_by is not None and c.accessible_by.id == SAM]
    assert sam.role is not None
    assert sam.role.value == "viewer"
    got = box.user_collaborations.get_collaboration_by_id(sam.id)
    assert got.status is not None
    assert got.status.value == "accepted"
    from box_sdk_gen import UpdateCollaborationByIdRole

    changed = box.user_collaborations.update_collaboration_by_id(
        sam.id, role=UpdateCollaborationByIdRole.EDITOR
    )
    assert changed is not None
    assert changed.role is not None
    assert changed.role.value == "editor"
    box.user_collaborations.delete_collaboration_by_id(sam.id)
    assert sam.id not in [c["id"] for c in world.rows("box_collaborations")]
    msa = item_id(world, "Acme Corp MSA 2026.pdf")
    assert client().list_collaborations.get_file_collaborations(msa).entries == []
    pending = client(PRIYA_EXT).list_collaborations.get_collaborations(GetCollaborationsStatus.PENDING)
    assert [c.invite_email for c in pending.entries or []] == ["priya.raman@contractor.example"]


def test_comment_reads_edits_and_deletes(client: Client, world: Any) -> None:
    from box_sdk_gen import CreateCommentItem, CreateCommentItemTypeField

    box = client()
    plan = item_id(world, "Launch Plan.docx")
    comments = box.comments.get_file_comments(plan).entries or []
    mine = [c for c in comments if c.created_by is not None and c.created_by.id == ADMIN]
    assert len(mine) == 1
    mine_id = mine[0].id
    assert mine_id is not None
    assert box.comments.get_comment_by_id(mine_id).message == "Go-live stays 14 Dec; freeze starts 18 Dec."
    edited = box.comments.update_comment_by_id(mine_id, message="Go-live moves to 15 Dec.")
    assert edited.message == "Go-live moves to 15 Dec."
    reply = box.comments.create_comment(
        "Noted", CreateCommentItem(id=mine_id, type=CreateCommentItemTypeField.COMMENT)
    )
    assert reply.is_reply_comment is True
    box.comments.delete_comment_by_id(mine_id)
    assert {c["id"] for c in world.rows("box_comments")} & {mine_id, reply.id} == set()
    jons = [c for c in comments if c.created_by is not None and c.created_by.id != ADMIN]
    assert jons[0].id is not None
    with pytest.raises(BoxAPIError) as exc:
        box.comments.update_comment_by_id(jons[0].id, message="not mine")
    assert (exc.value.response_info.status_code, exc.value.response_info.code) == (
        403,
        "access_denied_insufficient_permissions",
    )


def test_task_reads_changes_and_deletes(client: Client, world: Any) -> None:
    box = client()
    plan = item_id(world, "Launch Plan.docx")
    (task,) = box.tasks.get_file_tasks(plan).entries or []
    assert task.id is not None
    assert (task.action.value if task.action else None, task.is_completed) == ("review", False)
    assignments = box.task_assignments.get_task_assignments(task.id).entries or []
    states = sorted(a.resolution_state.value for a in assignments if a.resolution_state is not None)
    assert states == ["approved", "incomplete"]
    first = assignments[0].id
    assert first is not None
    one = box.task_assignments.get_task_assignment_by_id(first)
    assert one.id == first
    updated = box.tasks.update_task_by_id(task.id, message="Review before Friday")
    assert updated.message == "Review before Friday"
    box.task_assignments.delete_task_assignment_by_id(first)
    box.tasks.delete_task_by_id(task.id)
    assert task.id not in [t["id"] for t in world.rows("box_tasks")]
    assert [a for a in world.rows("box_task_assignments") if a["task_id"] == task.id] == []


def test_metadata_templates_and_folder_metadata(client: Client, world: Any) -> None:
    box = client()
    glob = box.metadata_templates.get_global_metadata_templates()
    assert [t.template_key for t in glob.entries or []] == ["properties"]
    ent = box.metadata_templates.get_enterprise_metadata_templates()
    assert [t.template_key for t in ent.entries or []] == ["contract", "invoiceData"]
    contract = box.metadata_templates.get_metadata_template(GetMetadataTemplateScope.ENTERPRISE, "contract")
    assert [f.key for f in contract.fields or []] == ["clientName", "value", "status", "expiresOn"]
    made = box.metadata_templates.create_metadata_template(
        "enterprise",
        "Project Info",
        template_key="projectInfo",
        fields=[
            CreateMetadataTemplateFields(
                type=CreateMetadataTemplateFieldsTypeField.STRING, key="lead", display_name="Lead"
            ),
            CreateMetadataTemplateFields(
                type=CreateMetadataTemplateFieldsTypeField.ENUM,
                key="phase",
                display_name="Phase",
                options=[CreateMetadataTemplateFieldsOptionsField(key=k) for k in ("plan", "build", "run")],
            ),
        ],
    )
    assert made.template_key == "projectInfo"
    relaunch = item_id(world, "Warehouse Relaunch", "folder")
    box.folder_metadata.create_folder_metadata_by_id(
        relaunch, CreateFolderMetadataByIdScope.ENTERPRISE, "projectInfo", {"lead": "Maya", "phase": "plan"}
    )
    patched = box.folder_metadata.update_folder_metadata_by_id(
        relaunch,
        UpdateFolderMetadataByIdScope.ENTERPRISE,
        "projectInfo",
        [
            UpdateFolderMetadataByIdRequestBody(
                op=UpdateFolderMetadataByIdRequestBodyOpField.REPLACE, path="/phase", value="build"
            )
        ],
    )
    assert patched.to_dict()["phase"] == "build"
    listed = box.folder_metadata.get_folder_metadata(relaunch)
    assert [e.to_dict()["$template"] for e in listed.entries or []] == ["projectInfo"]
    from box_sdk_gen import DeleteFolderMetadataByIdScope

    box.folder_metadata.delete_folder_metadata_by_id(
        relaunch, DeleteFolderMetadataByIdScope.ENTERPRISE, "projectInfo"
    )
    assert [m for m in world.rows("box_metadata") if m["item_id"] == relaunch] == []
    acme = item_id(world, "Acme Corp", "folder")
    props = box.folder_metadata.get_folder_metadata_by_id(acme, "global", "properties")  # type: ignore[arg-type]
    assert props.to_dict()["tier"] == "gold"
    msa = item_id(world, "Acme Corp MSA 2026.pdf")
    assert box.file_metadata.get_file_metadata(msa).entries
    assert (
        box.file_metadata.get_file_metadata_by_id(
            msa, GetFileMetadataByIdScope.ENTERPRISE, "contract"
        ).to_dict()["value"]
        == 240000
    )
    box.file_metadata.delete_file_metadata_by_id(msa, DeleteFileMetadataByIdScope.ENTERPRISE, "contract")
    assert [m for m in world.rows("box_metadata") if m["item_id"] == msa] == []
    with pytest.raises(BoxAPIError) as exc:
        box.file_metadata.get_file_metadata_by_id(msa, GetFileMetadataByIdScope.ENTERPRISE, "contract")
    assert (exc.value.response_info.status_code, exc.value.response_info.code) == (404, "instance_not_found")


def test_users(client: Client, world: Any) -> None:
    box = client()
    derek = box.users.get_user_by_id(DEREK)
    assert (derek.name, derek.status.value if derek.status else None) == ("Derek Wu", "inactive")
    smiths = box.users.get_users(filter_term="smith")
    assert sorted(str(u.login) for u in smiths.entries or []) == [
        "john.smith@northwind.example",
        "jon.smith@northwind.example",
    ]
    page = box.users.get_users(usemarker=True, limit=4)
    assert len(page.entries or []) == 4
    assert page.next_marker
