"""The Linear double's ``company`` fixture: the same company as billing, chat, calendar and files.

Every employee is a Linear user under the address the other doubles use (the departed deactivated);
the roster's tracker teams are teams with their members; every roster tracker issue is an issue with
its identifier, title, priority, state, assignee, labels and project, and its description names the
contact who reported it; cycles and older issues are derived per team; the Acme Freight export bug
links its chat thread. Each section has its own random stream (growing the bugs moves no other id),
and the fixture is deterministic across processes (``check_service``, which needs Linear's SDL).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.company import Roster, Sizes, build_roster, roster
from toolproof.service import registry
from toolproof.services.linear import company as linear_company
from toolproof.testing.check import check_service
from toolproof.world import World
from toolproof.world.fixtures import clear_cache

ROSTER = roster(0)
#: Tables whose rows do not depend on the bugs.
KEPT = ("linear_users", "linear_teams", "linear_states", "linear_projects", "linear_cycles")


@pytest.fixture(scope="module")
def world() -> Iterator[World]:
    w = World(["slack", "linear"], seed=0, fixture="company")
    yield w
    w.close()


def _rows(world: World, table: str) -> list[dict[str, Any]]:
    return [dict(r) for r in world.rows(table)]


def _issues(world: World) -> dict[str, dict[str, Any]]:
    """Every issue by identifier (``PLAT-378``)."""
    teams = {t["id"]: t["key"] for t in _rows(world, "linear_teams")}
    return {f"{teams[i['team_id']]}-{i['number']}": i for i in _rows(world, "linear_issues")}


def test_every_employee_is_a_user_under_the_same_address_as_in_chat(world: World) -> None:
    linear = {u["email"]: u for u in _rows(world, "linear_users")}
    chat = {u["email"]: u for u in _rows(world, "slack_users") if u["email"]}
    assert set(linear) == {e.email for e in ROSTER.employees}
    for e in ROSTER.employees:
        assert linear[e.email]["name"] == chat[e.email]["real_name"] == e.name
        assert bool(linear[e.email]["active"]) is e.active, e.email
    (org,) = _rows(world, "linear_org")
    viewer = next(u for u in linear.values() if u["id"] == org["viewer_id"])
    assert viewer["email"] == "robin.ahmed@kestrel.example"
    assert viewer["admin"]


def test_tracker_teams_are_teams_with_their_members_and_one_workflow(world: World) -> None:
    users = {u["id"]: u["email"] for u in _rows(world, "linear_users")}
    teams = {t["key"]: t for t in _rows(world, "linear_teams")}
    assert set(teams) == {t.key for t in ROSTER.tracker_teams}
    members = _rows(world, "linear_team_members")
    for team in ROSTER.tracker_teams:
        tid = teams[team.key]["id"]
        assert teams[team.key]["name"] == team.name
        got = {users[m["user_id"]] for m in members if m["team_id"] == tid}
        assert got == {ROSTER.employee(k).email for k in team.members}
        states = [s["name"] for s in sorted(_rows(world, "linear_states"), key=lambda s: s["position"])
                  if s["team_id"] == tid]  # fmt: skip
        assert states == [name for name, _kind, _color in linear_company.WORKFLOW]


def test_every_roster_issue_is_there_as_the_roster_says(world: World) -> None:
    issues = _issues(world)
    users = {u["id"]: u["email"] for u in _rows(world, "linear_users")}
    states = {s["id"]: s["name"] for s in _rows(world, "linear_states")}
    labels = {lab["id"]: lab["name"] for lab in _rows(world, "linear_labels")}
    projects = {p["id"]: p["name"] for p in _rows(world, "linear_projects")}
    linked: dict[str, set[str]] = {}
    for link in _rows(world, "linear_issue_labels"):
        linked.setdefault(link["issue_id"], set()).add(labels[link["label_id"]])
    bugs = {b.key: b for b in ROSTER.bugs}
    for t in ROSTER.tracker_issues:
        row = issues[t.identifier]
        bug = bugs[t.bug]
        assert row["title"] == t.title
        assert row["priority"] == t.priority
        assert states[row["state_id"]] == t.state
        assert (users[row["assignee_id"]] if row["assignee_id"] else None) == (
            ROSTER.employee(t.assignee).email if t.assignee else None
        )
        assert linked.get(row["id"], set()) == set(t.labels)
        assert projects[row["project_id"]] == next(p.name for p in ROSTER.projects if p.key == bug.project)
        if bug.reporter is not None:
            contact = ROSTER.contact(bug.reporter)
            assert contact.email in row["description"], t.identifier
            assert ROSTER.customer(contact.customer).name in row["description"]


def test_plat_378_is_borealis_s1_reported_by_ingrid(world: World) -> None:
    row = _issues(world)["PLAT-378"]
    assert row["title"] == "SSO login loops back to the sign-in page"
    assert row["priority"] == 1
    assert "ingrid.sandvik@borealishealth.example" in row["description"]
    assert "Borealis Health" in row["description"]


def test_older_issues_are_numbered_below_the_roster_and_some_are_stale(world: World) -> None:
    issues = _issues(world)
    first = {t.team: int(t.identifier.split("-")[1]) for t in reversed(ROSTER.tracker_issues)}
    roster_ids = {t.identifier for t in ROSTER.tracker_issues}
    users = {u["id"]: u for u in _rows(world, "linear_users")}
    states = {s["id"]: s["type"] for s in _rows(world, "linear_states")}
    older = {k: v for k, v in issues.items() if k not in roster_ids}
    assert older
    assert all(int(k.split("-")[1]) < first[k.split("-")[0]] for k in older)
    stale = [
        v for v in older.values()
        if states[v["state_id"]] == "unstarted" and v["assignee_id"] and not users[v["assignee_id"]]["active"]
    ]  # fmt: skip
    assert {users[v["assignee_id"]]["email"] for v in stale} >= {
        "owen.price@kestrel.example",
        "chris.novak@kestrel.example",
    }
    look_alike = [v["title"] for v in older.values() if v["title"].startswith("CSV export times out")]
    assert look_alike == ["CSV export times out for large reports"]


def test_cycles_are_two_weeks_per_team_and_one_is_current(world: World) -> None:
    cycles = _rows(world, "linear_cycles")
    now = int(world.clock.now)
    for team in _rows(world, "linear_teams"):
        mine = sorted((c for c in cycles if c["team_id"] == team["id"]), key=lambda c: c["number"])
        assert len(mine) == linear_company.CYCLES
        assert all(c["ends"] - c["starts"] == 14 * 86_400 for c in mine)
        assert [c["number"] for c in mine] == list(range(mine[0]["number"], mine[0]["number"] + len(mine)))
        assert sum(c["starts"] <= now < c["ends"] for c in mine) == 1


def test_the_acme_thread_is_linked_and_this_mornings_borealis_one_is_not(world: World) -> None:
    issues = _issues(world)
    links = _rows(world, "linear_attachments")
    by_issue = {a["issue_id"]: a for a in links}
    acme = by_issue[issues["DATA-378"]["id"]]
    assert "/archives/ext-acme-freight/" in acme["url"]
    assert acme["subtitle"].startswith("Luis Ortega")
    assert issues["PLAT-378"]["id"] not in by_issue
    assert len(links) == 1


def _with_duplicate(seed: int) -> Roster:
    people = build_roster(seed)
    bugs = list(people.bugs)
    bugs[-1] = dataclasses.replace(bugs[-1], duplicate_of=bugs[0].key)
    return dataclasses.replace(people, bugs=tuple(bugs))


def test_a_duplicate_bug_is_a_duplicate_relation_in_the_duplicate_state(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    people = _with_duplicate(11)
    monkeypatch.setattr(linear_company, "roster", lambda seed: people)
    clear_cache()
    w = World(["linear"], seed=11, fixture="company")
    try:
        issues = _issues(w)
        dup = next(t for t in people.tracker_issues if t.bug == people.bugs[-1].key)
        original = next(t for t in people.tracker_issues if t.bug == people.bugs[0].key)
        (relation,) = _rows(w, "linear_relations")
        assert relation["type"] == "duplicate"
        assert relation["issue_id"] == issues[dup.identifier]["id"]
        assert relation["related_issue_id"] == issues[original.identifier]["id"]
        states = {s["id"]: s["name"] for s in _rows(w, "linear_states")}
        assert states[issues[dup.identifier]["state_id"]] == "Duplicate"
    finally:
        w.close()
        clear_cache()  # no other test may see this roster


def test_growing_the_bugs_moves_no_other_id(monkeypatch: pytest.MonkeyPatch) -> None:
    """Per-section streams: more bugs append issues; users, teams, states, projects, cycles and the
    issues already there keep their ids."""
    built: dict[int, dict[str, list[dict[str, Any]]]] = {}
    for extra in (0, 6):
        bigger = build_roster(21, Sizes(bugs=14 + extra))
        monkeypatch.setattr(linear_company, "roster", lambda _seed, r=bigger: r)
        clear_cache()  # the same seed twice: build afresh
        w = World(["linear"], seed=21, fixture="company")
        try:
            built[extra] = {t: _rows(w, t) for t in (*KEPT, "linear_issues")}
        finally:
            w.close()
            clear_cache()
    for table in KEPT:
        assert built[0][table] == built[6][table], table
    before = {(i["team_id"], i["number"]): i["id"] for i in built[0]["linear_issues"]}
    after = {(i["team_id"], i["number"]): i["id"] for i in built[6]["linear_issues"]}
    assert len(after) > len(before)
    assert all(after[k] == v for k, v in before.items() if k in after)


def test_the_linear_company_fixture_is_deterministic_across_processes() -> None:
    missing = registry.get("linear").unavailable()
    if missing is not None:
        pytest.skip(missing)
    report = check_service("linear", fixture="company", checks=["declaration", "determinism", "reset"])
    assert [(r.check, r.status) for r in report.results] == [
        ("import", "passed"),
        ("declaration", "passed"),
        ("determinism", "passed"),
        ("reset", "passed"),
    ], report.text()


def test_the_api_finds_plat_378_by_identifier(world: World) -> None:
    missing = registry.get("linear").unavailable()
    if missing is not None:
        pytest.skip(missing)
    found = world.call("linear.issue", {"id": "PLAT-378"})
    assert found.status == 200, found.body
    issue = found.body["data"]["issue"]
    assert issue["title"] == "SSO login loops back to the sign-in page"
    assert issue["priorityLabel"] == "Urgent"
    assert issue["state"]["name"] == "Todo"
    assert issue["assignee"]["email"] == "elena.petrova@kestrel.example"
    assert sorted(n["name"] for n in issue["labels"]["nodes"]) == ["bug", "customer"]


@settings(max_examples=5, deadline=None)
@given(seed=st.integers(min_value=1, max_value=2**31))
def test_any_seed_numbers_every_issue_once_and_keeps_the_story(seed: int) -> None:
    """For any seed: one issue per (team, number), the roster's issues under their identifiers, the
    older ones below them, and the story's bugs (Borealis's SSO loop first on Platform) in place."""
    people = roster(seed)
    w = World(["linear"], seed=seed, fixture="company")
    try:
        rows = _rows(w, "linear_issues")
        assert len({(r["team_id"], r["number"]) for r in rows}) == len(rows)
        issues = _issues(w)
        for t in people.tracker_issues:
            assert issues[t.identifier]["title"] == t.title
        first = {t.team: int(t.identifier.split("-")[1]) for t in reversed(people.tracker_issues)}
        roster_ids = {t.identifier for t in people.tracker_issues}
        assert all(int(k.split("-")[1]) < first[k.split("-")[0]] for k in issues if k not in roster_ids)
        borealis = issues[f"PLAT-{first['PLAT']}"]
        assert borealis["title"] == "SSO login loops back to the sign-in page"
        assert borealis["priority"] == 1
    finally:
        w.close()
