"""In-process behaviour of the Linear double: exact state changes, ledger entries, determinism."""

from __future__ import annotations

from typing import Any

import pytest

from toolproof.world import World


@pytest.fixture
def world() -> World:
    return World(["linear"], seed=3)


def team(world: World, key: str) -> dict[str, Any]:
    return next(r for r in world.rows("linear_teams") if r["key"] == key)


def state(world: World, key: str, name: str) -> dict[str, Any]:
    tid = team(world, key)["id"]
    return next(r for r in world.rows("linear_states") if r["team_id"] == tid and r["name"] == name)


def test_the_fixture_is_lived_in_and_deterministic() -> None:
    a, b = World(["linear"], seed=3), World(["linear"], seed=3)
    assert a.state_hash() == b.state_hash()
    assert World(["linear"], seed=4).state_hash() != a.state_hash()
    users = a.rows("linear_users")
    assert len(users) == 26
    assert sum(1 for u in users if not u["active"]) == 3
    assert {"Ana Lima", "Ana Lim", "Anna Lima"} <= {u["name"] for u in users}
    assert len(a.rows("linear_issues")) == 298
    assert any(r["archived"] for r in a.rows("linear_issues"))
    assert any(r["parent_id"] for r in a.rows("linear_issues"))


def test_issue_create_numbers_per_team_and_changes_exactly_its_rows(world: World) -> None:
    eng = team(world, "ENG")
    before = world.snapshot()
    r = world.call("linear.issueCreate", {"input": {"teamId": eng["id"], "title": "New bug", "priority": 1}})
    assert r.status == 200
    issue = r.body["data"]["issueCreate"]["issue"]
    assert (issue["identifier"], issue["priority"], issue["state"]["name"]) == ("ENG-157", 1.0, "Backlog")
    diff = world.diff(before)
    assert [(t, len(c.added), len(c.removed), len(c.changed)) for t, c in sorted(diff.tables.items())] == [
        ("linear_issues", 1, 0, 0)
    ]
    entry = world.ledger[-1]
    assert (entry.operation, entry.committed, entry.status) == ("linear.issueCreate", True, 200)


def test_state_transitions_stay_in_the_team_workflow(world: World) -> None:
    eng = team(world, "ENG")
    created = world.call("linear.issueCreate", {"input": {"teamId": eng["id"], "title": "X"}})
    issue_id = created.body["data"]["issueCreate"]["issue"]["id"]
    other = state(world, "DES", "Designing")
    hash_before = world.state_hash()
    refused = world.call("linear.issueUpdate", {"id": issue_id, "input": {"stateId": other["id"]}})
    assert refused.status == 400
    assert refused.body["errors"][0]["extensions"]["type"] == "invalid input"
    assert world.state_hash() == hash_before
    started = state(world, "ENG", "In Progress")
    ok = world.call("linear.issueUpdate", {"id": issue_id, "input": {"stateId": started["id"]}})
    assert ok.body["data"]["issueUpdate"]["issue"]["state"]["name"] == "In Progress"
    row = next(r for r in world.rows("linear_issues") if r["id"] == issue_id)
    assert row["started"] is not None
    assert row["completed"] is None


def test_filters_comparators_and_pagination(world: World) -> None:
    page1 = world.call(
        "linear.issues",
        {
            "first": 5,
            "filter": {"team": {"key": {"eq": "SUP"}}, "priority": {"in": [1, 2]}},
            "selection": "{ nodes { identifier priority } pageInfo { hasNextPage endCursor } }",
        },
    ).body["data"]["issues"]
    assert len(page1["nodes"]) == 5
    assert all(n["identifier"].startswith("SUP-") and n["priority"] in (1, 2) for n in page1["nodes"])
    page2 = world.call(
        "linear.issues",
        {
            "first": 5,
            "after": page1["pageInfo"]["endCursor"],
            "filter": {"team": {"key": {"eq": "SUP"}}, "priority": {"in": [1, 2]}},
            "selection": "{ nodes { identifier } }",
        },
    ).body["data"]["issues"]
    assert not {n["identifier"] for n in page1["nodes"]} & {n["identifier"] for n in page2["nodes"]}
    nobody = world.call(
        "linear.issues",
        {
            "filter": {"assignee": {"null": True}, "team": {"key": {"eq": "ENG"}}},
            "selection": "{ nodes { assignee { id } } }",
        },
    ).body["data"]["issues"]["nodes"]
    assert nobody
    assert all(n["assignee"] is None for n in nobody)


def test_delete_moves_to_the_trash_and_unarchive_restores(world: World) -> None:
    eng = team(world, "ENG")
    issue_id = world.call("linear.issueCreate", {"input": {"teamId": eng["id"], "title": "Gone"}}).body[
        "data"
    ]["issueCreate"]["issue"]["id"]
    world.call("linear.issueDelete", {"id": issue_id})
    row = next(r for r in world.rows("linear_issues") if r["id"] == issue_id)
    assert (row["trashed"], row["archived"] is not None) == (1, True)
    world.call("linear.issueUnarchive", {"id": issue_id})
    row = next(r for r in world.rows("linear_issues") if r["id"] == issue_id)
    assert (row["trashed"], row["archived"]) == (0, None)


def test_a_bad_selection_is_refused_before_anything_changes(world: World) -> None:
    eng = team(world, "ENG")
    hash_before = world.state_hash()
    r = world.call(
        "linear.issueCreate", {"input": {"teamId": eng["id"], "title": "Y"}, "selection": "{ nope }"}
    )
    assert r.status == 400
    assert r.body["errors"][0]["extensions"]["code"] == "INVALID_INPUT"
    assert world.state_hash() == hash_before


def test_the_complexity_budget_runs_out_with_linears_error() -> None:
    world = World(["linear"], seed=3)
    heavy = "{ nodes { id comments(first: 100) { nodes { id body } } } }"  # 1 + 50 × (1 + 0.1 + …) points
    first = world.call("linear.issues", {"first": 50, "selection": heavy})
    cost = int(first.headers["X-Complexity"])
    assert cost > 5000
    assert int(first.headers["X-RateLimit-Complexity-Remaining"]) == 250_000 - cost
    answers = [world.call("linear.issues", {"first": 50, "selection": heavy}) for _ in range(250_000 // cost)]
    refused = answers[-1]
    assert refused.status == 400
    assert refused.body["errors"][0]["extensions"]["code"] == "RATELIMITED"
    assert world.services["linear"].dialect.rate_limited(refused.status, refused.body)
    world.reset()
    assert world.call("linear.issues", {"first": 50, "selection": heavy}).status == 200


def test_search_finds_issues_with_every_word_in_any_order_and_names_their_team() -> None:
    """Full-text search, as Linear's: "Initech SSO" finds "Initech asks how to set up SSO"; a word that
    is in no issue finds nothing; the default selection says which team an issue is in."""
    world = World(["linear"], seed=0)
    texts = {
        r["id"]: f"{r['title']} {r['description'] or ''}".casefold() for r in world.rows("linear_issues")
    }
    answer = world.call("linear.searchIssues", {"term": "initech sso", "first": 50})
    found = answer.body["data"]["searchIssues"]
    assert "Initech asks how to set up SSO" in {n["title"] for n in found["nodes"]}
    assert all("initech" in texts[n["id"]] and "sso" in texts[n["id"]] for n in found["nodes"])
    assert found["totalCount"] == len(found["nodes"]) == 11
    assert all(n["team"]["key"] for n in found["nodes"])
    none = world.call("linear.searchIssues", {"term": "Initech zebrafish"}).body["data"]["searchIssues"]
    assert (none["totalCount"], none["nodes"]) == (0, [])


@pytest.mark.parametrize("fixture", ["default", "company"])
def test_upcoming_cycles_were_created_before_the_worlds_now(fixture: str) -> None:
    """Linear plans upcoming cycles ahead of time: a cycle may start after today but none was created
    after it (they used to be created a week before their start, in the world's future)."""
    w = World(["linear"], seed=0, fixture=fixture)
    now = w.clock.now
    cycles = w.rows("linear_cycles")
    assert any(c["starts"] > now for c in cycles), "the fixture should keep an upcoming cycle"
    assert all(c["created"] <= now and c["created"] < c["starts"] for c in cycles)
