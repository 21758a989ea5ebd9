"""Exact in-process behaviour of the Box double: the fixture, state changes, ledger entries, determinism."""

from __future__ import annotations

from typing import Any

import pytest

from toolproof.services.box.fixtures import ADMIN, DEREK, JOHN, JON
from toolproof.world import World
from toolproof.world.ledger import RowEffect


@pytest.fixture
def w() -> World:
    return World(["box"], seed=0)


def err(resp: Any) -> tuple[int, str, str]:
    body = resp.body
    assert body["type"] == "error"
    assert body["status"] == resp.status
    return resp.status, body["code"], body["message"]


def named(w: World, name: str, kind: str = "file", status: str = "active") -> dict[str, Any]:
    (row,) = [
        r for r in w.rows("box_items") if r["name"] == name and r["type"] == kind and r["status"] == status
    ]
    return row


def test_the_fixture_is_a_lived_in_enterprise(w: World) -> None:
    users = w.rows("box_users")
    assert len(users) == 10
    assert [u["name"] for u in users if u["status"] == "inactive"] == ["Derek Wu"]
    assert sorted(u["name"] for u in users if u["name"].endswith("Smith")) == ["John Smith", "Jon Smith"]
    items = w.rows("box_items")
    files = [r for r in items if r["type"] == "file"]
    assert 250 <= len(files) <= 400
    assert {r["status"] for r in items} == {"active", "trashed"}
    assert len([v for v in w.rows("box_versions")]) > len(files)  # many files have several versions
    collabs = w.rows("box_collaborations")
    assert sorted(c["invite_email"] for c in collabs if c["status"] == "pending") == [
        "priya.raman@contractor.example",
        "sam.okoro@partner.example",
    ]
    assert any(c["user_id"] == DEREK for c in collabs)  # stale: a deactivated collaborator
    assert {t["template_key"] for t in w.rows("box_metadata_templates")} == {
        "properties",
        "contract",
        "invoiceData",
    }
    links = {r["name"]: r["shared_link"]["access"] for r in items if r["shared_link"]}
    assert {"open", "company", "collaborators"} <= set(links.values())


def test_same_seed_same_bytes_other_seed_other_world() -> None:
    a, b, c = World(["box"], seed=0), World(["box"], seed=0), World(["box"], seed=1)
    assert a.state_hash() == b.state_hash()
    assert a.state_hash() != c.state_hash()
    assert [r["name"] for r in a.rows("box_users")] == [r["name"] for r in c.rows("box_users")]


def test_create_folder_records_exactly_one_row(w: World) -> None:
    resp = w.call("box.folders.create", {"name": "Renewals", "parent": {"id": "0"}})
    assert resp.status == 201
    entry = w.ledger.entries[-1]
    assert (entry.operation, entry.status, entry.committed) == ("box.folders.create", 201, True)
    assert entry.changes == (RowEffect("box_items", (resp.body["id"],), "insert"),)
    row = named(w, "Renewals", "folder")
    assert (row["parent_id"], row["owner_id"], row["created_by"]) == ("0", ADMIN, ADMIN)


def test_name_conflicts_are_case_insensitive_and_change_nothing(w: World) -> None:
    before = w.state_hash()
    resp = w.call("box.folders.create", {"name": "fINANCE", "parent": {"id": "0"}})
    assert err(resp)[:2] == (409, "item_name_in_use")
    assert resp.body["context_info"]["conflicts"][0]["name"] == "Finance"
    assert w.state_hash() == before
    assert w.ledger.entries[-1].committed is False


def test_trashing_a_folder_takes_its_contents_and_restore_brings_them_back(w: World) -> None:
    q3 = named(w, "Q3", "folder")
    inside = {r["id"] for r in w.rows("box_items") if r["parent_id"] == q3["id"] and r["status"] == "active"}
    assert w.call("box.folders.delete", {"folder_id": q3["id"]}).status == 400  # not empty, not recursive
    assert w.call("box.folders.delete", {"folder_id": q3["id"], "recursive": True}).status == 204
    rows = {r["id"]: r for r in w.rows("box_items")}
    assert {rows[i]["status"] for i in inside} == {"trashed"}
    assert {rows[i]["trashed_with"] for i in inside} == {q3["id"]}
    listed = w.call("box.trash.list", {"limit": 1000}).body["entries"]
    assert q3["id"] in [e["id"] for e in listed]
    assert not inside & {e["id"] for e in listed}
    assert w.call("box.trash.restore_folder", {"folder_id": q3["id"]}).status == 201
    rows = {r["id"]: r for r in w.rows("box_items")}
    assert {rows[i]["status"] for i in inside} == {"active"}


def test_a_folder_cannot_move_into_itself(w: World) -> None:
    finance = named(w, "Finance", "folder")
    q3 = named(w, "Q3", "folder")
    resp = w.call("box.folders.update", {"folder_id": finance["id"], "parent": {"id": q3["id"]}})
    assert err(resp)[:2] == (400, "bad_request")
    assert resp.body["context_info"]["errors"][0]["name"] == "parent"


def test_if_match_guards_and_if_none_match_answers_304(w: World) -> None:
    plan = named(w, "Launch Plan.docx")
    assert err(w.call("box.files.update", {"file_id": plan["id"], "name": "x.docx", "if_match": "77"}))[
        :2
    ] == (
        412,
        "precondition_failed",
    )
    ok = w.call("box.files.update", {"file_id": plan["id"], "name": "x.docx", "if_match": str(plan["etag"])})
    assert ok.body["etag"] == str(plan["etag"] + 1)
    assert ok.headers["ETag"] == ok.body["etag"]
    cached = w.call("box.files.get", {"file_id": plan["id"], "if_none_match": ok.body["etag"]})
    assert (cached.status, cached.body, cached.headers) == (304, None, {"ETag": ok.body["etag"]})


def test_json_patch_is_all_or_nothing(w: World) -> None:
    msa = named(w, "Acme Corp MSA 2026.pdf")
    args = {"file_id": msa["id"], "scope": "enterprise", "template_key": "contract"}
    before = w.state_hash()
    failed = w.call(
        "box.file_metadata.update",
        {
            **args,
            "operations": [
                {"op": "replace", "path": "/value", "value": 1},
                {"op": "test", "path": "/status", "value": "draft"},
            ],
        },
    )
    assert err(failed)[:2] == (409, "conflict")
    assert w.state_hash() == before
    ok = w.call("box.file_metadata.update", {**args, "operations": [{"op": "remove", "path": "/expiresOn"}]})
    assert ok.status == 200
    assert "expiresOn" not in ok.body
    assert ok.body["$version"] == 1


def test_copy_takes_contents_and_copyable_metadata(w: World) -> None:
    acme = named(w, "Acme Corp", "folder")
    resp = w.call(
        "box.folders.copy", {"folder_id": acme["id"], "parent": {"id": "0"}, "name": "Acme Corp (copy)"}
    )
    assert resp.status == 201
    copy_id = resp.body["id"]

    def children(folder: str) -> list[tuple[str, str]]:
        return sorted(
            (r["type"], r["name"])
            for r in w.rows("box_items")
            if r["parent_id"] == folder and r["status"] == "active"
        )

    assert children(copy_id) == children(acme["id"])
    copied_msa = [
        r for r in w.rows("box_items") if r["name"] == "Acme Corp MSA 2026.pdf" and r["status"] == "active"
    ]
    assert len(copied_msa) == 2
    with_meta = {m["item_id"] for m in w.rows("box_metadata") if m["template_key"] == "contract"}
    assert all(r["id"] in with_meta for r in copied_msa)  # contract has copyInstanceOnItemCopy
    assert err(w.call("box.folders.copy", {"folder_id": acme["id"], "parent": {"id": acme["id"]}}))[:2] == (
        400,
        "bad_request",
    )


def test_permissions_viewer_403_and_invisible_404(w: World) -> None:
    q3 = named(w, "Q3 Report.xlsx")
    assert err(w.call("box.files.update", {"file_id": q3["id"], "name": "n.xlsx"}, principal=JOHN))[:2] == (
        403,
        "access_denied_insufficient_permissions",
    )
    hr = named(w, "Salaries 2026.xlsx")
    assert err(w.call("box.files.get", {"file_id": hr["id"]}, principal=JON))[:2] == (404, "not_found")
    assert w.call("box.users.me", {}, principal=DEREK).status == 401  # a deactivated user's token


def test_search_filters(w: World) -> None:
    priya_files = w.call("box.search.query", {"owner_user_ids": "20000000004", "limit": 200}).body
    owners = {r["id"]: r["owner_id"] for r in w.rows("box_items")}
    assert priya_files["total_count"] > 0
    assert {owners[e["id"]] for e in priya_files["entries"]} == {"20000000004"}
    folders = w.call("box.search.query", {"query": "Contracts", "type": "folder"}).body["entries"]
    assert sorted(e["name"] for e in folders) == ["Contracts", "Contracts"]
    content = w.call("box.search.query", {"query": "net 45", "content_types": "file_content"}).body["entries"]
    assert [e["name"] for e in content] == []  # the MSA's current version says net 30
    comments = w.call("box.search.query", {"query": "net 45", "content_types": "comments"}).body["entries"]
    assert [e["name"] for e in comments] == ["Acme Corp MSA 2026.pdf"]
    bad = w.call("box.search.query", {"query": "x", "created_at_range": "yesterday"})
    assert err(bad)[:2] == (400, "bad_request")


def test_marker_paging_is_complete_and_bad_markers_are_400(w: World) -> None:
    root = w.call("box.folders.items", {"folder_id": "0", "usemarker": True, "limit": 3}).body
    assert set(root) == {"entries", "limit", "next_marker"}
    assert root["next_marker"]
    assert err(w.call("box.folders.items", {"folder_id": "0", "marker": "!!"}))[:2] == (400, "bad_request")


def test_download_is_the_current_version_or_a_named_one(w: World) -> None:
    msa = named(w, "Acme Corp MSA 2026.pdf")
    now = w.call("box.files.download", {"file_id": msa["id"]}).body
    assert now["text"] == "Acme MSA 2026, signed. Payment terms net 30."
    versions = w.call("box.files.versions", {"file_id": msa["id"]}).body["entries"]
    assert [v["version_number"] for v in versions] == ["2", "1"]
    first = w.call("box.files.download", {"file_id": msa["id"], "version": versions[-1]["id"]}).body
    assert first["text"] == "Acme MSA draft 1"
