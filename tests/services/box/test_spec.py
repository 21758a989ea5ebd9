"""Responses validated against Box's published OpenAPI description (skipped with the reason when the
spec file is absent: a plain clone has no ``../shared``)."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from tests.services.box import spec
from tests.support import specs
from toolproof.transports.http import RunningServer

pytestmark = pytest.mark.skipif(specs.missing(spec.SPEC) is not None, reason=str(specs.missing(spec.SPEC)))


def test_the_strict_spec_refuses_a_misspelt_field() -> None:
    good = {"type": "file", "id": "1", "etag": "1", "name": "a.txt"}
    assert spec.violations("GET", "/2.0/files/1", 200, good) == []
    assert spec.violations("GET", "/2.0/files/1", 200, {**good, "nmae": "a"}) != []


def ids(world: Any, name: str, kind: str = "file") -> str:
    return str(
        next(
            r["id"]
            for r in world.rows("box_items")
            if r["name"] == name and r["type"] == kind and r["status"] == "active"
        )
    )


def test_every_read_of_the_default_world_matches_the_spec(server: RunningServer, world: Any) -> None:
    msa, acme = ids(world, "Acme Corp MSA 2026.pdf"), ids(world, "Acme Corp", "folder")
    plan = ids(world, "Launch Plan.docx")
    task = next(r["id"] for r in world.rows("box_tasks"))
    paths = [
        "/2.0/users/me",
        "/2.0/users",
        "/2.0/users/20000000007",
        "/2.0/folders/0",
        "/2.0/folders/0/items?usemarker=true&limit=3",
        f"/2.0/folders/{acme}?fields=name,permissions,allowed_invitee_roles,has_collaborations,tags",
        f"/2.0/folders/{acme}/items?fields=name,size,shared_link,path_collection",
        "/2.0/folders/trash/items",
        f"/2.0/files/{msa}",
        f"/2.0/files/{msa}?fields=version_number,comment_count,extension,permissions,lock",
        f"/2.0/files/{msa}/versions",
        f"/2.0/files/{msa}/metadata",
        f"/2.0/files/{msa}/metadata/enterprise/contract",
        f"/2.0/folders/{acme}/metadata",
        f"/2.0/folders/{acme}/collaborations",
        f"/2.0/files/{plan}/comments",
        f"/2.0/files/{plan}/tasks",
        f"/2.0/tasks/{task}",
        f"/2.0/tasks/{task}/assignments",
        "/2.0/collaborations?status=pending",
        "/2.0/metadata_templates/enterprise",
        "/2.0/metadata_templates/global",
        "/2.0/metadata_templates/enterprise/contract/schema",
        "/2.0/search?query=report&limit=50",
        "/2.0/search?query=Acme&type=folder&fields=name,item_status",
    ]
    auth = {"Authorization": f"Bearer {world.id}"}
    problems = []
    for path in paths:
        resp = httpx.get(server.base_url + "/box" + path, headers=auth)
        assert resp.status_code == 200, (path, resp.text)
        problems += [f"{path}: {p}" for p in spec.violations("GET", path.split("?")[0], 200, resp.json())]
    assert problems == [], "\n".join(problems)


def test_error_bodies_match_client_error(server: RunningServer, world: Any) -> None:
    auth = {"Authorization": f"Bearer {world.id}"}
    base = server.base_url + "/box"
    plan = ids(world, "Launch Plan.docx")
    cases = [
        httpx.get(base + "/2.0/files/123", headers=auth),
        httpx.post(base + "/2.0/folders", headers=auth, json={"name": "Finance", "parent": {"id": "0"}}),
        httpx.put(base + f"/2.0/files/{plan}", headers={**auth, "If-Match": "0"}, json={"name": "x"}),
        httpx.post(base + "/2.0/folders", headers=auth, content=b"{nope"),
        httpx.get(base + "/2.0/nothing/here", headers=auth),
        httpx.patch(base + "/2.0/folders/0", headers=auth),
    ]
    assert [r.status_code for r in cases] == [404, 409, 412, 400, 404, 405]
    for r in cases:
        assert (
            spec.violations(r.request.method, r.request.url.path[len("/box") :], r.status_code, r.json())
            == []
        )
    unauthorised = httpx.get(base + "/2.0/users/me")
    assert (unauthorised.status_code, unauthorised.content) == (401, b"")
