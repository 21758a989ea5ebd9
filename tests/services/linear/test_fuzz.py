"""Junk GraphQL over real HTTP: never a 5xx or a traceback, always Linear's error shape, and a request
that is refused leaves the world exactly as it was (no half-applied write)."""

from __future__ import annotations

from typing import Any

import httpx
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from toolproof.transports.http import RunningServer

FIELDS = ["issueCreate", "issueUpdate", "issues", "issue", "commentCreate", "teams", "viewer", "nope"]
FRAGMENTS = [
    "{ success issue { id identifier } }",
    "{ nodes { id } }",
    "{ id }",
    "{ ",
    "{ nodes { comments(first: 250) { nodes { id } } } }",
    "",
]
scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**70), 2**70),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=20),
)
values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=8,
)


@st.composite
def requests(draw: Any) -> Any:
    kind = draw(st.sampled_from(["query", "mutation", ""]))
    field = draw(st.sampled_from(FIELDS))
    args = draw(
        st.sampled_from(["", "(input: $input)", "(id: $id, input: $input)", "(id: $id)", "(first: $n)"])
    )
    selection = draw(st.sampled_from(FRAGMENTS))
    text = f"{kind} ($input: IssueCreateInput, $id: String, $n: Int) {{ {field}{args} {selection} }}"
    body: Any = {"query": draw(st.one_of(st.just(text), st.text(max_size=40)))}
    if draw(st.booleans()):
        body["variables"] = draw(
            st.one_of(values, st.dictionaries(st.sampled_from(["input", "id", "n"]), values))
        )
    if draw(st.booleans()):
        body["operationName"] = draw(values)
    return draw(st.one_of(st.just(body), values))


def test_junk_requests_get_linear_errors_and_change_nothing(server: RunningServer) -> None:
    world = server.hub.create()
    world.rate_limits_enabled = False
    client = httpx.Client(
        base_url=server.base_url + "/linear", headers={"Authorization": f"lin_api_{world.id}"}, timeout=10
    )

    @settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(requests())
    def check(body: Any) -> None:
        before, seen = world.state_hash(), len(world.ledger)
        response = client.post("/graphql", json=body)
        assert response.status_code < 500, response.text
        payload = response.json()
        if response.status_code != 200 or "errors" in payload:
            assert isinstance(payload["errors"], list)
            assert payload["errors"]
            for error in payload["errors"]:
                assert isinstance(error["message"], str)
                assert isinstance(error["extensions"]["type"], str)
                assert isinstance(error["extensions"]["userPresentableMessage"], str)
            if response.status_code != 200:
                assert payload["data"] is None
                assert world.state_hash() == before
        committed = [e for e in list(world.ledger)[seen:] if e.committed]
        if world.state_hash() != before:
            assert committed, "the state changed without a committed call"

    check()
    client.close()
    server.hub.delete(world.id)
