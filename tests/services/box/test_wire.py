"""Hostile and odd wire input over HTTP: Box's 4xx, recorded in the ledger, nothing written."""

from __future__ import annotations

from typing import Any

import httpx

from toolproof.transports.http import RunningServer

DEEP = 5000


def auth(world: Any) -> dict[str, str]:
    return {"Authorization": f"Bearer {world.id}"}


def test_deep_json_patch_is_a_400_and_recorded(server: RunningServer, world: Any) -> None:
    before = world.state_hash()
    r = httpx.put(
        server.base_url + "/box/2.0/files/1/metadata/enterprise/contract",
        content="[" * DEEP + "]" * DEEP,
        headers={**auth(world), "Content-Type": "application/json-patch+json"},
    )
    assert (r.status_code, r.json()["code"]) == (400, "bad_request")
    entry = world.ledger[-1]
    assert (entry.operation, entry.outcome, entry.committed) == ("box.file_metadata.update", "invalid", False)
    assert world.state_hash() == before


def test_broken_multipart_and_huge_numbers_are_400(server: RunningServer, world: Any) -> None:
    before = world.state_hash()
    broken = httpx.post(
        server.base_url + "/box/upload/2.0/files/content",
        content=b"--nope\r\nthis is not multipart",
        headers={**auth(world), "Content-Type": "multipart/form-data; boundary=XYZ"},
    )
    assert broken.status_code == 400
    assert broken.json()["type"] == "error"
    huge = httpx.get(server.base_url + "/box/2.0/folders/0/items?limit=" + "9" * 40, headers=auth(world))
    assert (huge.status_code, huge.json()["code"]) == (400, "bad_request")
    assert world.state_hash() == before


def test_booleans_arrive_capitalised_from_the_sdk(server: RunningServer, world: Any) -> None:
    r = httpx.get(server.base_url + "/box/2.0/folders/0/items?usemarker=True&limit=2", headers=auth(world))
    assert r.status_code == 200
    assert set(r.json()) == {"entries", "limit", "next_marker"}


def test_an_unknown_world_and_a_missing_token_are_empty_401s(server: RunningServer, world: Any) -> None:
    for headers in ({}, {"Authorization": "Bearer nosuchworld"}):
        r = httpx.get(server.base_url + "/box/2.0/users/me", headers=headers)
        assert (r.status_code, r.content) == (401, b"")
        assert r.headers["www-authenticate"].startswith('Bearer realm="Service"')


def test_a_download_is_the_raw_bytes_with_boxs_content_type(server: RunningServer, world: Any) -> None:
    logo = next(r["id"] for r in world.rows("box_items") if r["name"] == "logo-final.png")
    url = server.base_url + f"/box/2.0/files/{logo}/content"
    r = httpx.get(url, headers=auth(world))
    assert (r.status_code, r.content, r.headers["content-type"]) == (
        200,
        b"PNG logo final",
        "application/octet-stream",
    )
    assert r.headers["content-length"] == str(len(b"PNG logo final"))
    head = httpx.head(url, headers=auth(world))
    assert (head.status_code, head.content, head.headers["content-length"]) == (200, b"", "14")
    missing = httpx.get(server.base_url + "/box/2.0/files/1/content", headers=auth(world))
    assert (missing.status_code, missing.json()["code"]) == (404, "not_found")
