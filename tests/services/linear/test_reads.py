"""What a Linear call read, as the grader's evidence sees it (``LinearDialect.call_read``), and
``seen`` over GraphQL: only what the selection asked for was received.

A filter's ``or``/``and`` become one reading per alternative, each with the values it asks for
(``asks``, comparators left out); the selection's fields are named by the type they are selected on,
whichever root field reached them; a nested connection with its own filter is marked as a partial read.
"""

from __future__ import annotations

from typing import Any

import httpx
from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.service.wire import Response
from toolproof.services.linear.reads import ASKING, asks, call_read, disjuncts
from toolproof.tasks.evidence import CallPattern, Evidence
from toolproof.transports.http import RunningServer
from toolproof.world.ledger import LedgerEntry


def entry(operation: str, params: dict[str, Any], body: Any = None) -> LedgerEntry:
    out = LedgerEntry(1, 0.0, operation, params, 200, "ok", False, False, "http")
    out.response = Response(200, body if body is not None else {"data": {}})
    return out


def test_an_or_filter_is_one_reading_per_alternative() -> None:
    read = call_read(
        "linear.workflowStates",
        {"filter": {"or": [{"team": {"key": {"eqIgnoreCase": "ENG"}}}, {"name": {"startsWith": "Wait"}}]}},
    )
    assert [r["asks"] for r in read.asked] == [{"team": {"key": ["ENG"]}}, {"name": ["Wait"]}]
    assert [r["filter"] for r in read.asked] == [
        {"team": {"key": {"eqIgnoreCase": "ENG"}}},
        {"name": {"startsWith": "Wait"}},
    ]


def test_and_merges_negations_ask_nothing_and_quantifiers_fold() -> None:
    read = call_read(
        "linear.issues",
        {
            "filter": {
                "and": [{"team": {"key": {"eq": "SUP"}}}, {"title": {"neq": "x", "contains": "CSV"}}],
                "labels": {"some": {"name": {"in": ["Bug", "Customer"]}}},
                "assignee": {"null": True},
            }
        },
    )
    assert len(read.asked) == 1
    assert read.asked[0]["asks"] == {
        "team": {"key": ["SUP"]},
        "title": ["CSV"],
        "labels": {"name": ["Bug", "Customer"]},
    }


def test_no_filter_reads_as_none() -> None:
    given: list[dict[str, Any]] = [{}, {"filter": {}}, {"filter": None}]
    for params in given:
        (only,) = call_read("linear.users", {**params, "includeDisabled": True}).asked
        assert "filter" not in only
        assert only["includeDisabled"] is True
        assert only["asks"] == {}


leaf = st.builds(
    lambda field, op, value: {field: {op: value}},
    st.sampled_from(["name", "title", "email"]),
    st.sampled_from(sorted(ASKING - {"in"})),
    st.text("abcXYZ", min_size=1, max_size=4),
)
filters = st.recursive(
    leaf,
    lambda inner: st.builds(
        lambda k, parts: {k: parts}, st.sampled_from(["and", "or"]), st.lists(inner, min_size=1, max_size=3)
    ),
    max_leaves=8,
)


def _leaves(spec: Any) -> list[tuple[str, str]]:
    if isinstance(spec, dict):
        out = []
        for key, value in spec.items():
            if key in ("and", "or"):
                out += [pair for part in value for pair in _leaves(part)]
            else:
                out += [(key, v) for v in value.values()]
        return out
    return []


@settings(max_examples=80, deadline=None)
@given(spec=filters)
def test_every_value_a_filter_compares_is_asked_for_in_some_reading(spec: dict[str, Any]) -> None:
    alternatives = disjuncts(spec)
    assert alternatives is not None
    assert alternatives
    readings = call_read("linear.issues", {"filter": spec}).asked
    assert len(readings) == len(alternatives)
    for reading in readings:
        assert not {"and", "or"} & set(reading["filter"])  # no combinator left
    for field, value in _leaves(spec):
        assert any(value in r["asks"].get(field, []) for r in readings)
    assert asks(spec).keys() <= {"name", "title", "email"}


def test_a_selection_is_named_by_type_whichever_root_reached_it() -> None:
    forms = {
        "linear.workflowStates": "{ nodes { name } }",
        "linear.team": "{ states { nodes { name } } }",
        "linear.teams": "{ nodes { key states { nodes { name } } } }",
        "linear.issue": "{ identifier team { states { nodes { name } } } }",
    }
    for operation, selection in forms.items():
        assert "WorkflowState.name" in call_read(operation, {"selection": selection}).reads, operation
    http = "query Q { teams { nodes { id states { nodes { id name } } } } }"  # as select_operation keeps it
    assert {"Team.states", "WorkflowState.name"} <= call_read("linear.teams", {"selection": http}).reads
    partial = call_read(
        "linear.team", {"selection": '{ states(filter: { name: { eq: "Backlog" } }) { nodes { name } } }'}
    )
    assert "Team.states(filter)" in partial.reads
    assert "Team.states" not in partial.reads
    assert (
        "WorkflowState.name"
        not in call_read("linear.workflowStates", {"selection": "{ nodes { id } }"}).reads
    )
    # A tool caller that names no selection gets the usual fields, and that is what it read.
    assert "WorkflowState.name" in call_read("linear.workflowStates", {}).reads
    assert call_read("linear.teams", {"selection": "{ nodes { nope } }"}).reads == frozenset()


def test_a_calls_pattern_sees_asks_selects_and_shows() -> None:
    eng = "team-eng"
    by_or = entry(
        "linear.workflowStates",
        {
            "filter": {"or": [{"team": {"id": {"eq": eng}}}, {"name": {"eq": "Todo"}}]},
            "selection": "{ nodes { name } }",
        },
    )
    ids_only = entry(
        "linear.workflowStates", {"filter": {"team": {"id": {"eq": eng}}}, "selection": "{ nodes { id } }"}
    )
    asked = CallPattern.model_validate(
        {
            "op": "linear.workflowStates",
            "selects": "WorkflowState.name",
            "params": {"asks.team.id": {"any": {"eq": eng}}},
        }
    )
    assert asked.fits(by_or)
    assert not asked.fits(ids_only)  # asked for Engineering, never read a name
    listing = CallPattern.model_validate(
        {"op": "linear.*", "selects": ["Team.states", "WorkflowState.name"], "shows": [eng]}
    )
    sel = "{ nodes { id states { nodes { name } } } }"
    shown = entry(
        "linear.teams", {"selection": sel}, {"data": {"teams": {"nodes": [{"id": eng, "states": {}}]}}}
    )
    other = entry("linear.teams", {"selection": sel}, {"data": {"teams": {"nodes": [{"id": "team-sup"}]}}})
    assert listing.fits(shown)
    assert not listing.fits(other)
    shown.delivered = False  # lost on the way: it showed nothing
    assert not listing.fits(shown)
    ok, detail = Evidence(calls=[asked]).check([ids_only])
    assert not ok
    assert "selecting WorkflowState.name" in detail
    assert "1 asking for something else" in detail


def _gql(server: RunningServer, world: Any, query: str) -> dict[str, Any]:
    token = server.hub.credentials(world)["linear"]["api_key"]
    response = httpx.post(
        server.base_url + "/linear/graphql", json={"query": query}, headers={"Authorization": token}
    )
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    assert "errors" not in body, body
    return body


def test_seen_over_graphql_is_what_the_selection_asked_for(server: RunningServer) -> None:
    """The world has Engineering's team id on every state, but a states query that selects only names
    did not receive it; the same query selecting the team's id did."""
    world = server.hub.create(rate_limits=False)
    try:
        eng = next(r["id"] for r in world.store.rows("linear_teams") if r["key"] == "ENG")
        names = '{ workflowStates(filter: { team: { key: { eq: "ENG" } } }) { nodes { name } } }'
        body = _gql(server, world, names)
        assert eng not in str(body)
        seen = Evidence(seen=[eng])
        ok, detail = seen.check(world.ledger)
        assert not ok
        assert "never received" in detail
        # The call itself did read Engineering's states' names: a calls item says so.
        read = CallPattern.model_validate(
            {
                "op": "linear.workflowStates",
                "selects": "WorkflowState.name",
                "params": {"asks.team.key": {"any": {"eq": "ENG"}}},
            }
        )
        assert Evidence(calls=[read]).check(world.ledger)[0]
        _gql(
            server,
            world,
            '{ workflowStates(filter: { team: { key: { eq: "ENG" } } }) { nodes { name team { id } } } }',
        )
        assert seen.check(world.ledger) == (True, "")
    finally:
        server.hub.delete(world.id)
