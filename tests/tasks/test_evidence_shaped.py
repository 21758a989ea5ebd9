"""``seen`` searches what the agent received on its interface, not what the world returned.

Three places hand the agent less than (or other than) the world's response: the ``bare`` interface
trims a write's answer to its ids, a perturbation surface reshapes bodies (lists cut to three items),
and a Box download over HTTP is the file's raw bytes (the world's answer is a JSON object with the
file id, version id and size). The ledger keeps the shaped response, so a value the world returned but
the agent never got does not count; the same value in the response it did get still does.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.support.server import serve
from toolproof.interfaces import Interface, InterfaceSession
from toolproof.perturb.surface import Surface
from toolproof.tasks.evidence import Evidence
from toolproof.transports.http import RunningServer
from toolproof.world import World


def received(world: World, value: str) -> bool:
    return Evidence(seen=[value]).check(world.ledger)[0]


def test_a_bare_write_shows_only_its_ids() -> None:
    world = World(["stripe"])
    op = world.operation("stripe.customers.create")
    bare = InterfaceSession(world, Interface("bare"))
    response, _ = bare.call(op, {"email": "bare.only@example.com", "name": "Trimmed Person"})
    assert set(response.body) == {"id", "object"}
    assert world.ledger[-1].response.body == response.body
    assert received(world, response.body["id"])
    assert not received(world, "bare.only@example.com")
    assert not received(world, "Trimmed Person")
    vendor = InterfaceSession(world, Interface("vendor"))
    vendor.call(op, {"email": "vendor.full@example.com", "name": "Whole Person"})
    assert received(world, "vendor.full@example.com")


def test_a_bare_read_is_not_trimmed() -> None:
    world = World(["stripe"])
    bare = InterfaceSession(world, Interface("bare"))
    listed, _ = bare.call(world.operation("stripe.customers.list"), {"limit": 2})
    assert received(world, listed.body["data"][1]["email"])


@settings(max_examples=12, deadline=None)
@given(limit=st.integers(min_value=4, max_value=12))
def test_a_truncated_listing_shows_its_first_three_only(limit: int) -> None:
    world = World(["stripe"])
    everything = world.call("stripe.customers.list", {"limit": limit}).body["data"]
    world.ledger.clear()
    surface = Surface(world, perturbation="truncated-output")
    result = surface.call("stripe_customers_list", {"limit": limit})
    assert result.response is not None
    shown = [c["id"] for c in result.response.body["data"]]
    assert shown == [c["id"] for c in everything[:3]]
    assert world.ledger[-1].response is result.response
    assert all(received(world, cid) for cid in shown)
    assert not any(received(world, c["id"]) for c in everything[3:])


def test_an_unperturbed_surface_keeps_the_worlds_response() -> None:
    world = World(["stripe"])
    result = Surface(world).call("stripe_customers_list", {"limit": 5})
    assert result.response is not None
    assert world.ledger[-1].response is result.response
    assert received(world, result.response.body["data"][4]["id"])


@pytest.fixture(scope="module")
def box_server() -> Iterator[RunningServer]:
    with serve(["box"]) as srv:
        yield srv


def test_a_box_download_over_http_shows_the_bytes_not_the_file_object(box_server: RunningServer) -> None:
    world = box_server.hub.create(rate_limits=False)
    try:
        logo = next(r for r in world.rows("box_items") if r["name"] == "logo-final.png")
        headers = {"Authorization": f"Bearer {world.id}"}
        r = httpx.get(box_server.base_url + f"/box/2.0/files/{logo['id']}/content", headers=headers)
        assert (r.status_code, r.content) == (200, b"PNG logo final")
        entry = world.ledger[-1]
        assert (entry.operation, entry.transport, entry.response.body) == (
            "box.files.download",
            "http",
            b"PNG logo final",
        )
        assert received(world, "logo")  # the bytes say "PNG logo final"
        assert not received(world, logo["id"])  # the world's JSON answer named the file; the bytes do not
        assert not received(world, logo["version_id"])
        # In process the agent gets the JSON object, and its ids count.
        world.call("box.files.download", {"file_id": logo["id"]})
        assert received(world, logo["id"])
    finally:
        box_server.hub.delete(world.id)


def test_a_restarted_server_restores_a_downloads_raw_bytes(box_server: RunningServer, tmp_path: Path) -> None:
    """Persisted worlds keep what a download handed the client (its bytes, base64 in the state dir):
    after a restart ``seen`` of the file's text holds, and the file object's id still does not."""
    from toolproof.transports.http.hub import WorldHub
    from toolproof.transports.http.persist import StateDir

    world = box_server.hub.create(rate_limits=False)
    try:
        logo = next(r for r in world.rows("box_items") if r["name"] == "logo-final.png")
        headers = {"Authorization": f"Bearer {world.id}"}
        r = httpx.get(box_server.base_url + f"/box/2.0/files/{logo['id']}/content", headers=headers)
        assert r.content == b"PNG logo final"
        StateDir(tmp_path).save_world(box_server.hub, world)
    finally:
        box_server.hub.delete(world.id)
    again = WorldHub(["box"])
    assert StateDir(tmp_path).load(again) == [world.id]
    restored = again.get(world.id)
    assert restored is not None
    (entry,) = restored.ledger
    assert (entry.operation, entry.response.body, entry.response_bytes) == (
        "box.files.download",
        b"PNG logo final",
        len(b"PNG logo final"),
    )
    assert received(restored, "logo")
    assert not received(restored, logo["id"])
