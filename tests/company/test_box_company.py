"""The Box double's ``company`` fixture: the same company as billing, chat and calendar.

Every employee is a Box user under the address the other doubles use (the departed deactivated);
every customer has one shared folder, owned by the manager its billing record names, shared with
exactly its active contacts under their billing/chat addresses; the roster's documents are files
whose bytes come from the document key; the story's folders carry the look-alike and the trashed
stale copy tasks rely on. And the fixture is deterministic across processes and resets.
"""

from __future__ import annotations

import base64
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.company import build_roster, roster, story
from toolproof.services.box.company import content_of, folder_names
from toolproof.testing.check import check_service
from toolproof.world import World

ROSTER = roster(0)
NAMES = folder_names(ROSTER)


@pytest.fixture(scope="module")
def world() -> Iterator[World]:
    w = World(["stripe", "slack", "box"], seed=0, fixture="company")
    yield w
    w.close()


def _rows(world: World, table: str) -> list[dict[str, Any]]:
    return [dict(r) for r in world.rows(table)]


def _folders(world: World) -> dict[str, dict[str, Any]]:
    return {i["name"]: i for i in _rows(world, "box_items") if i["type"] == "folder"}


def test_every_employee_is_a_user_under_the_same_address_as_in_chat(world: World) -> None:
    box = {u["login"]: u for u in _rows(world, "box_users")}
    chat = {u["email"]: u for u in _rows(world, "slack_users") if u["email"]}
    for e in ROSTER.employees:
        assert box[e.email]["name"] == chat[e.email]["real_name"] == e.name
        assert box[e.email]["status"] == ("active" if e.active else "inactive"), e.email
    admins = [u["login"] for u in box.values() if u["role"] == "admin"]
    assert admins == ["robin.ahmed@kestrel.example"]


def test_each_customer_folder_is_owned_by_the_manager_billing_names(world: World) -> None:
    users = {u["id"]: u for u in _rows(world, "box_users")}
    folders = _folders(world)
    billed = {c["name"]: c for c in _rows(world, "stripe_customers") if c["metadata"].get("crm_id")}
    for customer in ROSTER.customers:
        folder = folders[NAMES[customer.key]]
        assert folders["Customers"]["id"] == folder["parent_id"]
        owner = users[folder["owner_id"]]["login"]
        if customer.story:
            assert owner == billed[customer.name]["metadata"]["account_manager"]
        expected = ROSTER.employee(customer.previous_account_manager or customer.account_manager)
        assert owner == expected.email
    # The mess: Driftwood Media's folder still belongs to Chris Novak, who left on 30 September.
    driftwood = folders["Driftwood Media (shared)"]
    assert users[driftwood["owner_id"]]["login"] == "chris.novak@kestrel.example"
    assert users[driftwood["owner_id"]]["status"] == "inactive"


def test_the_collaborators_are_exactly_the_active_contacts_by_their_billing_addresses(world: World) -> None:
    users = {u["id"]: u for u in _rows(world, "box_users")}
    folders = {f["id"]: f for f in _folders(world).values()}
    shared: dict[str, set[str]] = {}
    for c in _rows(world, "box_collaborations"):
        assert c["status"] == "accepted"
        shared.setdefault(folders[c["item_id"]]["name"], set()).add(users[c["user_id"]]["login"])
    for customer in ROSTER.customers:
        active = {k.email for k in ROSTER.contacts_of(customer.key) if k.active}
        assert shared.get(NAMES[customer.key], set()) == active, customer.name
    billing = {c["email"] for c in _rows(world, "stripe_customers")}
    assert {ROSTER.billing_contact(c.key).email for c in ROSTER.customers} <= billing
    guests = {u["email"] for u in _rows(world, "slack_users") if u["is_restricted"]}
    assert guests <= {u["login"] for u in users.values()}


def test_documents_are_files_with_contents_derived_from_their_key(world: World) -> None:
    items = _rows(world, "box_items")
    versions = {v["id"]: v for v in _rows(world, "box_versions")}
    by_folder = {f["id"]: f["name"] for f in items if f["type"] == "folder"}
    files = {(by_folder[f["parent_id"]], f["name"]): f for f in items if f["type"] == "file"}
    for doc in ROSTER.documents:
        folder = next(f for f in ROSTER.folders if f.key == doc.folder)
        customer = ROSTER.customer(folder.customer)
        row = files[(NAMES[customer.key], doc.name)]
        assert row["status"] == "active"
        assert row["owner_id"] == next(f for f in items if f["name"] == NAMES[customer.key])["owner_id"]
        data = base64.b64decode(versions[row["version_id"]]["content"])
        assert data == content_of(doc.key, doc.name, customer.name)
        assert row["size"] == len(data)


def test_story_folders_hold_a_lookalike_and_a_trashed_stale_copy(world: World) -> None:
    items = _rows(world, "box_items")
    folders = _folders(world)
    acme = folders["Acme Freight (shared)"]["id"]
    names = {(i["name"], i["status"]) for i in items if i["parent_id"] == acme}
    assert ("Data processing agreement.pdf", "active") in names
    assert ("Data processing agreement (1).pdf", "active") in names
    assert ("Data processing agreement - old.pdf", "trashed") in names
    trashed = [i for i in items if i["status"] == "trashed"]
    assert len(trashed) == sum(1 for c in ROSTER.customers if c.story)


def test_namesake_customers_get_distinct_folders() -> None:
    """Seed 0's filler has two Sable Analytics and two Falcon Realty: one folder each, told apart."""
    names = list(NAMES.values())
    assert len({n.lower() for n in names}) == len(names) == len(ROSTER.customers)
    assert sum(n.startswith("Sable Analytics") for n in names) == 2


def test_another_seed_keeps_the_story_and_moves_the_filler(world: World) -> None:
    other = World(["box"], seed=3, fixture="company")
    try:
        mine = {u["login"] for u in world.rows("box_users")}
        theirs = {u["login"] for u in other.rows("box_users")}
        people = {e.email for e in story.EMPLOYEES}
        assert people <= mine
        assert people <= theirs
        assert mine != theirs
    finally:
        other.close()


def test_the_box_company_fixture_is_deterministic_across_processes() -> None:
    report = check_service("box", fixture="company", checks=["declaration", "determinism", "reset"])
    assert [(r.check, r.status) for r in report.results] == [
        ("import", "passed"),
        ("declaration", "passed"),
        ("determinism", "passed"),
        ("reset", "passed"),
    ], report.text()


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**31))
def test_folder_names_are_unique_per_folder_for_any_seed(seed: int) -> None:
    """Box refuses two names in one folder that differ only by case: no seed may produce them."""
    people = build_roster(seed)
    names = folder_names(people)
    assert set(names) == {c.key for c in people.customers}
    assert len({n.lower() for n in names.values()}) == len(people.customers)
    for customer in people.customers:
        assert names[customer.key].startswith(customer.name)
