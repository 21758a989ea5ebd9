"""Every served operation driven through the official SDK (``boxsdk`` 10.x, ``box_sdk_gen``) over HTTP.

Each test's responses are validated against Box's published spec by the ``recorder`` fixture; state
changes are checked in the world's tables and ledger.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import Any

import pytest
from box_sdk_gen import (
    AddShareLinkToFileSharedLink,
    AddShareLinkToFileSharedLinkAccessField,
    BoxAPIError,
    BoxClient,
    CopyFileParent,
    CreateCollaborationAccessibleBy,
    CreateCollaborationAccessibleByTypeField,
    CreateCollaborationItem,
    CreateCollaborationItemTypeField,
    CreateCollaborationRole,
    CreateCommentItem,
    CreateCommentItemTypeField,
    CreateFileMetadataByIdScope,
    CreateFolderParent,
    CreateTaskAction,
    CreateTaskAssignmentAssignTo,
    CreateTaskAssignmentTask,
    CreateTaskAssignmentTaskTypeField,
    CreateTaskItem,
    CreateTaskItemTypeField,
    UpdateCollaborationByIdStatus,
    UpdateFileByIdParent,
    UpdateFileMetadataByIdRequestBody,
    UpdateFileMetadataByIdRequestBodyOpField,
    UpdateFileMetadataByIdScope,
    UpdateTaskAssignmentByIdResolutionState,
    UploadFileAttributes,
    UploadFileAttributesParentField,
    UploadFileVersionAttributes,
)
from box_sdk_gen.internal.null_value import NullValue

from toolproof.services.box.fixtures import ADMIN, JON, PRIYA_EXT, SAM

Client = Callable[..., BoxClient]


def item_id(world: Any, name: str, kind: str = "file", status: str = "active") -> str:
    rows = [
        r
        for r in world.rows("box_items")
        if r["name"] == name and r["type"] == kind and r["status"] == status
    ]
    assert len(rows) == 1, rows
    return str(rows[0]["id"])


def row(world: Any, table: str, **where: Any) -> dict[str, Any]:
    (found,) = [r for r in world.rows(table) if all(r[k] == v for k, v in where.items())]
    return dict(found)


def content(box: BoxClient, file_id: str) -> bytes:
    """A file's bytes as the SDK downloads them."""
    stream = box.downloads.download_file(file_id)
    assert stream is not None
    return stream.read()


def api_error(exc: pytest.ExceptionInfo[BoxAPIError]) -> tuple[int, str | None]:
    info = exc.value.response_info
    return info.status_code, info.code


def test_users_me_and_folder_listing(client: Client, world: Any) -> None:
    box = client()
    me = box.users.get_user_me()
    assert (me.id, me.name, me.login) == (ADMIN, "Maya Lindqvist", "maya@northwind.example")
    root = box.folders.get_folder_items("0")
    names = [e.name for e in root.entries or []]
    assert names[:3] == ["Budget Models", "Clients", "Finance"]
    assert root.total_count == len(names)


def test_marker_and_offset_pagination(client: Client, world: Any) -> None:
    box = client()
    finance = item_id(world, "Q3", "folder")
    expected = [
        r["name"] for r in world.rows("box_items") if r["parent_id"] == finance and r["status"] == "active"
    ]
    seen: list[str] = []
    marker = None
    while True:
        page = box.folders.get_folder_items(finance, usemarker=True, marker=marker, limit=2)
        seen += [str(e.name) for e in page.entries or []]
        marker = page.next_marker
        if not marker:
            break
    assert sorted(seen, key=str.lower) == sorted(expected, key=str.lower)
    offset_page = box.folders.get_folder_items(finance, offset=2, limit=2)
    assert [e.name for e in offset_page.entries or []] == seen[2:4]
    assert offset_page.total_count == len(expected)


def test_fields_selection(client: Client, world: Any) -> None:
    box = client()
    logo = item_id(world, "logo-final.png")
    mini = box.files.get_file_by_id(logo, fields=["name", "shared_link"])
    raw = mini.to_dict()
    assert set(raw) == {"type", "id", "etag", "name", "shared_link"}
    assert raw["shared_link"]["access"] == "open"
    full = box.files.get_file_by_id(logo)
    assert full.path_collection is not None
    assert [e.name for e in full.path_collection.entries] == [
        "All Files",
        "Marketing",
        "Brand Assets",
    ]


def test_upload_download_and_versions(client: Client, world: Any) -> None:
    box = client()
    q4 = item_id(world, "Q4", "folder")
    files = box.uploads.upload_file(
        UploadFileAttributes(name="notes.txt", parent=UploadFileAttributesParentField(id=q4)),
        io.BytesIO(b"first draft"),
    )
    new = (files.entries or [])[0]
    assert (new.name, new.size) == ("notes.txt", 11)
    assert content(box, new.id) == b"first draft"
    box.uploads.upload_file_version(
        new.id, UploadFileVersionAttributes(name="notes.txt"), io.BytesIO(b"\x00\xffsecond")
    )
    assert content(box, new.id) == b"\x00\xffsecond"
    with pytest.raises(BoxAPIError) as stale:
        box.uploads.upload_file_version(
            new.id, UploadFileVersionAttributes(name="notes.txt"), io.BytesIO(b"lost"), if_match="0"
        )
    assert api_error(stale) == (412, "precondition_failed")
    versions = box.file_versions.get_file_versions(new.id)
    assert versions.total_count == 1
    assert (versions.entries or [])[0].size == 11
    stored = row(world, "box_items", id=new.id)
    assert (stored["size"], stored["etag"]) == (8, 1)
    ops = [(e.operation, e.status) for e in world.ledger.entries[-6:]]
    assert ops == [
        ("box.uploads.create", 201),
        ("box.files.download", 200),
        ("box.uploads.version", 200),
        ("box.files.download", 200),
        ("box.uploads.version", 412),
        ("box.files.versions", 200),
    ]


def test_upload_name_conflict_carries_the_existing_file(client: Client, world: Any) -> None:
    box = client()
    q3 = item_id(world, "Q3", "folder")
    existing = item_id(world, "Q3 Report.xlsx")
    with pytest.raises(BoxAPIError) as exc:
        box.uploads.upload_file(
            UploadFileAttributes(name="q3 report.XLSX", parent=UploadFileAttributesParentField(id=q3)),
            io.BytesIO(b"x"),
        )
    assert api_error(exc) == (409, "item_name_in_use")
    info = exc.value.response_info.context_info
    assert info is not None
    assert info["conflicts"]["id"] == existing
    assert exc.value.response_info.request_id
    assert world.ledger.entries[-1].committed is False


def test_folder_create_conflict_lists_the_conflicts(client: Client, world: Any) -> None:
    box = client()
    folder = box.folders.create_folder("Contracts 2027", CreateFolderParent(id="0"))
    assert row(world, "box_items", id=folder.id)["name"] == "Contracts 2027"
    with pytest.raises(BoxAPIError) as exc:
        box.folders.create_folder("Finance", CreateFolderParent(id="0"))
    assert api_error(exc) == (409, "item_name_in_use")
    info = exc.value.response_info.context_info
    assert info is not None
    (conflict,) = info["conflicts"]
    assert conflict["name"] == "Finance"
    assert conflict["type"] == "folder"


def test_rename_move_copy_with_etags(client: Client, world: Any) -> None:
    box = client()
    plan = item_id(world, "Launch Plan.docx")
    current = box.files.get_file_by_id(plan)
    with pytest.raises(BoxAPIError) as exc:
        box.files.update_file_by_id(plan, name="Plan.docx", if_match="999")
    assert api_error(exc) == (412, "precondition_failed")
    renamed = box.files.update_file_by_id(plan, name="Relaunch Plan.docx", if_match=current.etag)
    assert renamed.name == "Relaunch Plan.docx"
    assert renamed.etag != current.etag
    fleet = item_id(world, "Fleet Telematics", "folder")
    moved = box.files.update_file_by_id(plan, parent=UpdateFileByIdParent(id=fleet))
    assert moved.parent is not None
    assert moved.parent.id == fleet
    copy = box.files.copy_file(plan, CopyFileParent(id="0"), name="Plan copy.docx")
    assert row(world, "box_items", id=copy.id)["parent_id"] == "0"
    assert content(box, copy.id) == b"Relaunch plan v2: go-live 14 Dec"
    with pytest.raises(BoxAPIError) as exc:
        box.files.copy_file(plan, CopyFileParent(id="0"), name="Plan copy.docx")
    assert api_error(exc) == (409, "item_name_in_use")


def test_if_none_match_gets_304(client: Client, world: Any, server: Any) -> None:
    """Box answers a matching If-None-Match with 304 and no body, and so does the double."""
    import httpx

    plan = item_id(world, "Launch Plan.docx")
    url = f"{server.base_url}/box/2.0/files/{plan}"
    auth = {"Authorization": f"Bearer {world.id}"}
    first = httpx.get(url, headers=auth)
    assert first.headers["etag"] == first.json()["etag"]
    again = httpx.get(url, headers={**auth, "If-None-Match": first.json()["etag"]})
    assert (again.status_code, again.content) == (304, b"")
    # boxsdk 10.18 itself cannot read Box's 304 (an empty body): it builds a FileFull from nothing.
    with pytest.raises(TypeError, match="missing 1 required positional argument: 'id'"):
        client().files.get_file_by_id(plan, if_none_match=first.json()["etag"])


def test_trash_restore_and_delete_permanently(client: Client, world: Any) -> None:
    box = client()
    plan = item_id(world, "Launch Plan.docx")
    box.files.delete_file_by_id(plan)
    assert row(world, "box_items", id=plan)["status"] == "trashed"
    with pytest.raises(BoxAPIError) as exc:
        box.files.get_file_by_id(plan)
    assert api_error(exc) == (404, "trashed")
    trash = box.trashed_items.get_trashed_items()
    assert plan in [e.id for e in trash.entries or []]
    restored = box.trashed_files.restore_file_from_trash(plan)
    assert restored.item_status.value == "active"
    old = item_id(world, "Old Stuff", "folder", "trashed")
    box.trashed_folders.restore_folder_from_trash(old)
    assert {r["status"] for r in world.rows("box_items") if r["parent_id"] == old} == {"active"}
    draft = item_id(world, "Budget 2025 draft.xlsx", status="trashed")
    box.trashed_files.delete_trashed_file_by_id(draft)
    assert row(world, "box_items", id=draft)["status"] == "deleted"


def test_shared_links_with_access_levels(client: Client, world: Any) -> None:
    box = client()
    plan = item_id(world, "Launch Plan.docx")
    linked = box.shared_links_files.add_share_link_to_file(
        plan,
        "shared_link",
        shared_link=AddShareLinkToFileSharedLink(access=AddShareLinkToFileSharedLinkAccessField.COMPANY),
    )
    assert linked.shared_link is not None
    assert linked.shared_link.access is not None
    assert linked.shared_link.access.value == "company"
    assert row(world, "box_items", id=plan)["shared_link"]["access"] == "company"
    salaries = item_id(world, "Salaries 2026.xlsx")
    box.shared_links_files.remove_shared_link_from_file(salaries, "shared_link", shared_link=NullValue())
    assert row(world, "box_items", id=salaries)["shared_link"] is None


def test_collaboration_invite_pending_and_accept(client: Client, world: Any) -> None:
    box = client()
    nda = item_id(world, "NDA - Okoro Freight.pdf")
    collab = box.user_collaborations.create_collaboration(
        CreateCollaborationItem(type=CreateCollaborationItemTypeField.FILE, id=nda),
        CreateCollaborationAccessibleBy(
            type=CreateCollaborationAccessibleByTypeField.USER, login="new.person@elsewhere.example"
        ),
        CreateCollaborationRole.VIEWER,
    )
    assert collab.status is not None
    assert collab.status.value == "pending"
    pending = [c for c in world.rows("box_collaborations") if c["status"] == "pending"]
    fleet = row(world, "box_collaborations", invite_email="priya.raman@contractor.example")
    contractor = client(PRIYA_EXT)
    accepted = contractor.user_collaborations.update_collaboration_by_id(
        fleet["id"], status=UpdateCollaborationByIdStatus.ACCEPTED
    )
    assert accepted is not None
    assert accepted.status is not None
    assert accepted.status.value == "accepted"
    assert row(world, "box_collaborations", id=fleet["id"])["user_id"] == PRIYA_EXT
    assert len(pending) == 3
    with pytest.raises(BoxAPIError) as exc:
        box.user_collaborations.create_collaboration(
            CreateCollaborationItem(type=CreateCollaborationItemTypeField.FILE, id=nda),
            CreateCollaborationAccessibleBy(
                type=CreateCollaborationAccessibleByTypeField.USER, login="New.Person@elsewhere.example"
            ),
            CreateCollaborationRole.EDITOR,
        )
    assert api_error(exc) == (400, "user_already_collaborator")
    sam = box.user_collaborations.create_collaboration(
        CreateCollaborationItem(type=CreateCollaborationItemTypeField.FILE, id=nda),
        CreateCollaborationAccessibleBy(type=CreateCollaborationAccessibleByTypeField.USER, id=SAM),
        CreateCollaborationRole.EDITOR,
    )
    assert sam.status is not None
    assert sam.status.value == "accepted"


def test_comments_tasks_and_assignments(client: Client, world: Any) -> None:
    box = client()
    plan = item_id(world, "Launch Plan.docx")
    comment = box.comments.create_comment(
        "Looks good", CreateCommentItem(id=plan, type=CreateCommentItemTypeField.FILE)
    )
    listed = box.comments.get_file_comments(plan)
    assert comment.id in [c.id for c in listed.entries or []]
    task = box.tasks.create_task(
        CreateTaskItem(id=plan, type=CreateTaskItemTypeField.FILE),
        action=CreateTaskAction.COMPLETE,
        message="Print it",
    )
    assert task.id is not None
    assignment = box.task_assignments.create_task_assignment(
        CreateTaskAssignmentTask(id=task.id, type=CreateTaskAssignmentTaskTypeField.TASK),
        CreateTaskAssignmentAssignTo(id=JON),
    )
    assert assignment.id is not None
    done = client(JON).task_assignments.update_task_assignment_by_id(
        assignment.id, resolution_state=UpdateTaskAssignmentByIdResolutionState.COMPLETED
    )
    assert done.resolution_state is not None
    assert done.resolution_state.value == "completed"
    assert box.tasks.get_task_by_id(task.id).is_completed is True
    assert row(world, "box_task_assignments", id=assignment.id)["resolution_state"] == "completed"


def test_metadata_instances_with_json_patch(client: Client, world: Any) -> None:
    box = client()
    globex = item_id(world, "NDA - Okoro Freight.pdf")
    created = box.file_metadata.create_file_metadata_by_id(
        globex,
        CreateFileMetadataByIdScope.ENTERPRISE,
        "contract",
        {"clientName": "Globex", "status": "draft"},
    )
    assert created.to_dict()["status"] == "draft"
    updated = box.file_metadata.update_file_metadata_by_id(
        globex,
        UpdateFileMetadataByIdScope.ENTERPRISE,
        "contract",
        [
            UpdateFileMetadataByIdRequestBody(
                op=UpdateFileMetadataByIdRequestBodyOpField.TEST, path="/status", value="draft"
            ),
            UpdateFileMetadataByIdRequestBody(
                op=UpdateFileMetadataByIdRequestBodyOpField.REPLACE, path="/status", value="signed"
            ),
        ],
    )
    assert updated.to_dict()["status"] == "signed"
    stored = row(world, "box_metadata", item_id=globex)
    assert stored["values"] == {"clientName": "Globex", "status": "signed"}
    with pytest.raises(BoxAPIError) as exc:
        box.file_metadata.create_file_metadata_by_id(
            globex, CreateFileMetadataByIdScope.ENTERPRISE, "contract", {"status": "lost"}
        )
    assert api_error(exc) == (400, "schema_validation_failed")


def test_search_with_filters(client: Client, world: Any) -> None:
    box = client()
    q3 = item_id(world, "Q3", "folder")
    found = box.search.search_for_content(
        query='"Q3 Report"', ancestor_folder_ids=[q3], file_extensions=["xlsx"], limit=10
    )
    names = sorted(str(getattr(e, "name", "")) for e in found.entries or [])
    assert names == ["Q3 Report (1).xlsx", "Q3 Report.xlsx"]
    from box_sdk_gen import SearchForContentContentTypes, SearchForContentTrashContent, SearchForContentType

    by_comment = box.search.search_for_content(
        query="net 45", content_types=[SearchForContentContentTypes.COMMENTS], type=SearchForContentType.FILE
    )
    assert [getattr(e, "name", None) for e in by_comment.entries or []] == ["Acme Corp MSA 2026.pdf"]
    priyas = box.search.search_for_content(owner_user_ids=["20000000004"], limit=200)
    owners = {r["id"]: r["owner_id"] for r in world.rows("box_items")}
    assert {owners[str(getattr(e, "id", ""))] for e in priyas.entries or []} == {"20000000004"}
    first_page = box.search.search_for_content(owner_user_ids=["20000000004"], limit=5, offset=5)
    assert [getattr(e, "id", None) for e in first_page.entries or []] == [
        getattr(e, "id", None) for e in (priyas.entries or [])[5:10]
    ]
    recent = box.search.search_for_content(query="report", created_at_range=["2026-10-01T00:00:00Z", ""])
    created = {r["id"]: r["created_at"] for r in world.rows("box_items")}
    assert all(created[str(getattr(e, "id", ""))] >= 1790812800 for e in recent.entries or [])
    trashed = box.search.search_for_content(
        query="Q3 Report", trash_content=SearchForContentTrashContent.TRASHED_ONLY
    )
    statuses = {str(getattr(getattr(e, "item_status", None), "value", None)) for e in trashed.entries or []}
    assert statuses == {"trashed"}
    assert "Q3 Report.xlsx" in [getattr(e, "name", None) for e in trashed.entries or []]


def test_retries_on_429_with_retry_after(client: Client, world: Any) -> None:
    from toolproof.faults import FaultPlan, RateLimitFault, Rule, install

    install(
        world,
        FaultPlan(
            rules=[
                Rule(service="box", operation="box.users.me", sequence=[RateLimitFault(retry_after=1), None])
            ]
        ),
    )
    try:
        assert client().users.get_user_me().id == ADMIN
        statuses = [(e.operation, e.status) for e in world.ledger.entries[-2:]]
        assert statuses == [("box.users.me", 429), ("box.users.me", 200)]
    finally:
        install(world, None)


def test_viewer_cannot_change_and_unseen_items_are_404(client: Client, world: Any) -> None:
    from toolproof.services.box.fixtures import JOHN

    john = client(JOHN)
    q3 = item_id(world, "Q3 Report.xlsx")
    with pytest.raises(BoxAPIError) as exc:
        john.files.update_file_by_id(q3, name="mine.xlsx")
    assert api_error(exc) == (403, "access_denied_insufficient_permissions")
    salaries = item_id(world, "Salaries 2026.xlsx")
    with pytest.raises(BoxAPIError) as exc:
        john.files.get_file_by_id(salaries)
    assert api_error(exc) == (404, "not_found")
