"""A Python GraphQL client (``gql`` over httpx) against the Linear double: variables, pagination,
a mutation whose effect is checked in the world, and errors raised with Linear's extensions."""

from __future__ import annotations

from typing import Any

import pytest
from gql import Client, GraphQLRequest, gql
from gql.transport.exceptions import TransportQueryError
from gql.transport.httpx import HTTPXTransport

from toolproof.transports.http import RunningServer

ISSUES = gql(
    """
    query Issues($filter: IssueFilter, $first: Int, $after: String) {
      issues(filter: $filter, first: $first, after: $after) {
        nodes { id identifier title state { name type } assignee { email } }
        pageInfo { hasNextPage endCursor }
      }
    }
    """
)
CREATE = gql(
    """
    mutation Create($input: IssueCreateInput!) {
      issueCreate(input: $input) { success issue { id identifier title priority team { key } } }
    }
    """
)


def client(server: RunningServer, token: str) -> Client:
    transport = HTTPXTransport(
        url=server.base_url + "/linear/graphql", headers={"Authorization": token}, timeout=60
    )
    return Client(transport=transport, fetch_schema_from_transport=False)


def test_queries_pages_mutations_and_errors(server: RunningServer) -> None:
    world = server.hub.create()
    world.rate_limits_enabled = False
    with client(server, f"lin_api_{world.id}") as session:
        seen: list[str] = []
        after: str | None = None
        for _ in range(10):
            page: dict[str, Any] = session.execute(
                GraphQLRequest(
                    ISSUES,
                    variable_values={"filter": {"team": {"key": {"eq": "SUP"}}}, "first": 25, "after": after},
                )
            )
            seen += [n["identifier"] for n in page["issues"]["nodes"]]
            if not page["issues"]["pageInfo"]["hasNextPage"]:
                break
            after = page["issues"]["pageInfo"]["endCursor"]
        active_sup = [r for r in world.rows("linear_issues") if r["archived"] is None]
        sup = next(t for t in world.rows("linear_teams") if t["key"] == "SUP")
        assert len(seen) == len(set(seen)) == sum(1 for r in active_sup if r["team_id"] == sup["id"])
        created = session.execute(
            GraphQLRequest(
                CREATE,
                variable_values={
                    "input": {"teamId": sup["id"], "title": "Umbrella asks for a refund", "priority": 4}
                },
            )
        )
        issue = created["issueCreate"]["issue"]
        assert created["issueCreate"]["success"] is True
        assert (issue["identifier"], issue["priority"], issue["team"]["key"]) == ("SUP-83", 4, "SUP")
        row = next(r for r in world.rows("linear_issues") if r["id"] == issue["id"])
        assert (row["title"], row["priority"], row["creator_id"]) == (
            "Umbrella asks for a refund",
            4,
            next(u["id"] for u in world.rows("linear_users") if u["email"] == "maya.chen@northwind.dev"),
        )
        with pytest.raises(TransportQueryError) as missing:
            session.execute(gql('query { issue(id: "SUP-9999") { id } }'))
        assert missing.value.errors is not None
        assert missing.value.errors[0]["extensions"]["type"] == "invalid input"
        assert missing.value.errors[0]["message"] == "Entity not found: Issue"
    server.hub.delete(world.id)
