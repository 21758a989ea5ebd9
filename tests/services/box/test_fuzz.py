"""Junk input gets Box's error and changes nothing (hypothesis): names, patches, pages, search filters."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from toolproof.world import World

WORLD = World(["box"], seed=0)
FOLDER = next(r["id"] for r in WORLD.rows("box_items") if r["name"] == "Q3" and r["type"] == "folder")
FILE = next(r["id"] for r in WORLD.rows("box_items") if r["name"] == "Acme Corp MSA 2026.pdf")
SETTINGS = settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)

junk = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=True),
    st.text(max_size=40),
    st.lists(st.text(max_size=5), max_size=3),
    st.dictionaries(st.text(max_size=5), st.text(max_size=5), max_size=3),
)


def check(name: str, args: dict[str, Any]) -> None:
    """Never a 5xx; a refusal is Box's envelope and leaves the state exactly as it was."""
    WORLD.reset()
    before = WORLD.state_hash()
    resp = WORLD.call(name, args)
    assert resp.status < 500, (name, args, resp.body)
    if resp.status >= 400:
        assert resp.body is None or (resp.body["type"] == "error" and resp.body["status"] == resp.status)
        assert WORLD.state_hash() == before, (name, args)
        assert WORLD.ledger.entries[-1].committed is False


@SETTINGS
@given(name=st.text(max_size=300), parent=st.one_of(st.just("0"), st.just(FOLDER), st.text(max_size=15)))
def test_folder_names_and_parents(name: str, parent: str) -> None:
    check("box.folders.create", {"name": name, "parent": {"id": parent}})


@SETTINGS
@given(name=st.one_of(st.text(max_size=300), junk), description=junk, tags=junk)
def test_file_updates(name: Any, description: Any, tags: Any) -> None:
    check("box.files.update", {"file_id": FILE, "name": name, "description": description, "tags": tags})


@SETTINGS
@given(
    ops=st.lists(
        st.fixed_dictionaries(
            {
                "op": st.sampled_from(["add", "replace", "remove", "test", "move", "copy", "nope"]),
                "path": st.sampled_from(["/value", "/status", "/clientName", "/x", "value", "/a/b", ""]),
                "value": junk,
            },
            optional={"from": st.sampled_from(["/value", "/status", "/zz", ""])},
        ),
        max_size=4,
    )
)
def test_metadata_patches_are_all_or_nothing(ops: list[dict[str, Any]]) -> None:
    check(
        "box.file_metadata.update",
        {"file_id": FILE, "scope": "enterprise", "template_key": "contract", "operations": ops},
    )


@SETTINGS
@given(
    limit=junk,
    offset=junk,
    marker=st.one_of(st.none(), st.text(max_size=20)),
    usemarker=junk,
    sort=st.one_of(st.none(), st.text(max_size=6), st.sampled_from(["name", "date", "size", "id"])),
)
def test_paging_parameters(limit: Any, offset: Any, marker: Any, usemarker: Any, sort: Any) -> None:
    check(
        "box.folders.items",
        {
            "folder_id": FOLDER,
            "limit": limit,
            "offset": offset,
            "marker": marker,
            "usemarker": usemarker,
            "sort": sort,
        },
    )


@SETTINGS
@given(
    query=st.one_of(st.none(), st.text(max_size=30)),
    created=st.one_of(st.none(), st.text(max_size=50)),
    exts=st.one_of(st.none(), st.text(max_size=10)),
    types=st.one_of(st.none(), st.text(max_size=20)),
)
def test_search_filters(query: Any, created: Any, exts: Any, types: Any) -> None:
    check(
        "box.search.query",
        {"query": query, "created_at_range": created, "file_extensions": exts, "content_types": types},
    )


@SETTINGS
@given(
    access=junk,
    unshared_at=st.one_of(st.none(), st.text(max_size=30)),
    vanity=st.one_of(st.none(), st.text(max_size=20)),
    can_edit=junk,
)
def test_shared_link_settings(access: Any, unshared_at: Any, vanity: Any, can_edit: Any) -> None:
    link = {
        "access": access,
        "unshared_at": unshared_at,
        "vanity_name": vanity,
        "permissions": {"can_edit": can_edit},
    }
    check("box.files.update", {"file_id": FILE, "shared_link": link})


@SETTINGS
@given(
    values=st.dictionaries(st.text(max_size=12), junk, max_size=4),
    key=st.sampled_from(["contract", "invoiceData", "properties", "nope"]),
)
def test_metadata_instances(values: dict[str, Any], key: str) -> None:
    scope = "global" if key == "properties" else "enterprise"
    check(
        "box.folder_metadata.create",
        {"folder_id": FOLDER, "scope": scope, "template_key": key, "values": values},
    )
