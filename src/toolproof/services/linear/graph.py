"""The object graph a GraphQL document walks: every Linear type this double serves, read from SQLite.

A :class:`Node` is one row seen as a GraphQL object. Its fields come from :data:`FIELDS` (scalars,
related objects, connections with their own filters and pages); any field of the vendor schema this
double does not model resolves to the neutral value of its type (``null`` where the schema allows it,
else ``""``, ``0``, ``false``, ``[]``, an empty object), so every response is valid against the vendor
schema by construction and a client asking for more than is modelled still gets an answer.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from graphql import (
    DocumentNode,
    GraphQLEnumType,
    GraphQLError,
    GraphQLList,
    GraphQLNonNull,
    GraphQLObjectType,
    GraphQLResolveInfo,
    GraphQLScalarType,
    execute_sync,
    parse,
)

from toolproof.services.linear.document import schema
from toolproof.services.linear.errors import LinearError
from toolproof.services.linear.filters import matches
from toolproof.services.linear.pagination import order, page
from toolproof.services.linear.reader import Reader
from toolproof.services.linear.times import iso

Row = dict[str, Any]
Field = Callable[[Reader, Row, dict[str, Any]], Any]

PRIORITY_LABELS = {0: "No priority", 1: "Urgent", 2: "High", 3: "Medium", 4: "Low"}
#: The neutral time for a non-null time field the double does not model.
EPOCH = "1970-01-01T00:00:00.000Z"


@dataclass(frozen=True, slots=True)
class Node:
    """One row as an object of GraphQL type ``typename``."""

    typename: str
    row: Row


def node(typename: str, row: Row | None) -> Node | None:
    return None if row is None else Node(typename, row)


def visible(typename: str, rows: list[Row], args: dict[str, Any]) -> list[Row]:
    """Archived rows only with ``includeArchived``; never a trashed issue unless archived ones are asked."""
    if args.get("includeArchived"):
        return rows
    return [r for r in rows if not r.get("archived")]


def connection(reader: Reader, typename: str, rows: list[Row], args: dict[str, Any]) -> dict[str, Any]:
    """``rows`` filtered by ``args['filter']``, ordered and paged as a Linear connection."""
    chosen = [r for r in visible(typename, rows, args) if matches(reader, typename, r, args.get("filter"))]
    return page(order(chosen, args.get("orderBy")), args, lambda r: Node(typename, r))


def _col(name: str) -> Field:
    return lambda _r, row, _a: row.get(name)


def _time(name: str) -> Field:
    return lambda _r, row, _a: iso(row.get(name))


def _one(typename: str, column: str) -> Field:
    return lambda r, row, _a: node(typename, r.get(typename, row.get(column)))


def _many(typename: str, sql: str, key: str = "id") -> Field:
    return lambda r, row, a: connection(r, typename, r.query(sql, (row[key],)), a)


def _issue_url(r: Reader, row: Row) -> str:
    return f"https://linear.app/{r.org()['url_key']}/issue/{r.identifier(row)}"


def _slug(text: str) -> str:
    out = "".join(c.lower() if c.isalnum() else "-" for c in text)
    return "-".join(p for p in out.split("-") if p)[:60]


_ISSUES_BY = "SELECT * FROM linear_issues WHERE {} = ?"

FIELDS: dict[str, dict[str, Field]] = {
    "Organization": {
        "id": _col("id"),
        "name": _col("name"),
        "urlKey": _col("url_key"),
        "createdAt": _time("created"),
        "updatedAt": _time("created"),
        "users": lambda r, _row, a: connection(r, "User", r.all("User"), a),
        "teams": lambda r, _row, a: connection(r, "Team", r.all("Team"), a),
        "userCount": lambda r, _row, _a: sum(1 for u in r.all("User") if u["active"]),
    },
    "User": {
        "id": _col("id"),
        "name": _col("name"),
        "displayName": _col("display_name"),
        "email": _col("email"),
        "active": lambda _r, row, _a: bool(row["active"]),
        "admin": lambda _r, row, _a: bool(row["admin"]),
        "guest": lambda _r, row, _a: bool(row["guest"]),
        "createdAt": _time("created"),
        "updatedAt": _time("created"),
        "url": lambda r, row, _a: f"https://linear.app/{r.org()['url_key']}/profiles/{row['display_name']}",
        "isMe": lambda r, row, _a: row["id"] == r.org()["viewer_id"],
        "organization": lambda r, _row, _a: Node("Organization", r.org()),
        "assignedIssues": _many("Issue", _ISSUES_BY.format("assignee_id")),
        "createdIssues": _many("Issue", _ISSUES_BY.format("creator_id")),
        "teams": lambda r, row, a: connection(
            r, "Team", [t for t in (r.get("Team", x) for x in r.user_team_ids(row["id"])) if t], a
        ),
    },
    "Team": {
        "id": _col("id"),
        "key": _col("key"),
        "name": _col("name"),
        "description": _col("description"),
        "private": lambda _r, row, _a: bool(row["private"]),
        "createdAt": _time("created"),
        "updatedAt": _time("created"),
        "archivedAt": _time("archived"),
        "organization": lambda r, _row, _a: Node("Organization", r.org()),
        "states": _many("WorkflowState", "SELECT * FROM linear_states WHERE team_id = ?"),
        "labels": _many("IssueLabel", "SELECT * FROM linear_labels WHERE team_id = ?"),
        "cycles": _many("Cycle", "SELECT * FROM linear_cycles WHERE team_id = ?"),
        "issues": _many("Issue", _ISSUES_BY.format("team_id")),
        "members": lambda r, row, a: connection(
            r, "User", [u for u in (r.get("User", x) for x in r.team_member_ids(row["id"])) if u], a
        ),
        "projects": lambda r, row, a: connection(
            r, "Project", [p for p in r.all("Project") if row["id"] in (p["team_ids"] or "")], a
        ),
        "issueCount": lambda r, row, _a: len(
            r.query("SELECT id FROM linear_issues WHERE team_id = ? AND archived IS NULL", (row["id"],))
        ),
    },
    "WorkflowState": {
        "id": _col("id"),
        "name": _col("name"),
        "type": _col("type"),
        "color": _col("color"),
        "position": _col("position"),
        "createdAt": _time("created"),
        "updatedAt": _time("created"),
        "team": _one("Team", "team_id"),
        "issues": _many("Issue", _ISSUES_BY.format("state_id")),
    },
    "IssueLabel": {
        "id": _col("id"),
        "name": _col("name"),
        "color": _col("color"),
        "createdAt": _time("created"),
        "updatedAt": _time("created"),
        "team": _one("Team", "team_id"),
        "isGroup": lambda _r, _row, _a: False,
        "issues": lambda r, row, a: connection(
            r,
            "Issue",
            r.query(
                "SELECT i.* FROM linear_issues i JOIN linear_issue_labels l ON l.issue_id = i.id "
                "WHERE l.label_id = ?",
                (row["id"],),
            ),
            a,
        ),
    },
    "Project": {
        "id": _col("id"),
        "name": _col("name"),
        "description": _col("description"),
        "state": _col("state"),
        "targetDate": _col("target_date"),
        "createdAt": _time("created"),
        "updatedAt": _time("created"),
        "archivedAt": _time("archived"),
        "slugId": lambda _r, row, _a: row["id"][:12],
        "url": lambda r, row, _a: f"https://linear.app/{r.org()['url_key']}/project/{_slug(row['name'])}",
        "lead": _one("User", "lead_id"),
        "issues": _many("Issue", _ISSUES_BY.format("project_id")),
        "teams": lambda r, row, a: connection(
            r, "Team", [t for t in r.all("Team") if t["id"] in (row["team_ids"] or "")], a
        ),
    },
    "Cycle": {
        "id": _col("id"),
        "number": _col("number"),
        "name": _col("name"),
        "startsAt": _time("starts"),
        "endsAt": _time("ends"),
        "completedAt": _time("completed"),
        "createdAt": _time("created"),
        "updatedAt": _time("created"),
        "team": _one("Team", "team_id"),
        "issues": _many("Issue", _ISSUES_BY.format("cycle_id")),
    },
    "Issue": {
        "id": _col("id"),
        "identifier": lambda r, row, _a: r.identifier(row),
        "number": _col("number"),
        "title": _col("title"),
        "description": _col("description"),
        "priority": _col("priority"),
        "priorityLabel": lambda _r, row, _a: PRIORITY_LABELS.get(row["priority"], "No priority"),
        "estimate": _col("estimate"),
        "dueDate": _col("due_date"),
        "sortOrder": _col("sort_order"),
        "boardOrder": _col("sort_order"),
        "createdAt": _time("created"),
        "updatedAt": _time("updated"),
        "startedAt": _time("started"),
        "completedAt": _time("completed"),
        "canceledAt": _time("canceled"),
        "archivedAt": _time("archived"),
        "trashed": lambda _r, row, _a: bool(row["trashed"]) or None,
        "url": lambda r, row, _a: _issue_url(r, row),
        "branchName": lambda r, row, _a: f"{r.identifier(row).lower()}-{_slug(row['title'])}",
        "labelIds": lambda r, row, _a: r.label_ids(row["id"]),
        "team": _one("Team", "team_id"),
        "state": _one("WorkflowState", "state_id"),
        "assignee": _one("User", "assignee_id"),
        "creator": _one("User", "creator_id"),
        "parent": _one("Issue", "parent_id"),
        "project": _one("Project", "project_id"),
        "cycle": _one("Cycle", "cycle_id"),
        "labels": lambda r, row, a: connection(
            r, "IssueLabel", [x for x in (r.get("IssueLabel", i) for i in r.label_ids(row["id"])) if x], a
        ),
        "children": _many("Issue", _ISSUES_BY.format("parent_id")),
        "comments": _many("Comment", "SELECT * FROM linear_comments WHERE issue_id = ?"),
        "attachments": _many("Attachment", "SELECT * FROM linear_attachments WHERE issue_id = ?"),
        "relations": _many("IssueRelation", "SELECT * FROM linear_relations WHERE issue_id = ?"),
        "inverseRelations": _many(
            "IssueRelation", "SELECT * FROM linear_relations WHERE related_issue_id = ?"
        ),
    },
    "IssueRelation": {
        "id": _col("id"),
        "type": _col("type"),
        "createdAt": _time("created"),
        "updatedAt": _time("created"),
        "issue": _one("Issue", "issue_id"),
        "relatedIssue": _one("Issue", "related_issue_id"),
    },
    "Comment": {
        "id": _col("id"),
        "body": _col("body"),
        "createdAt": _time("created"),
        "updatedAt": _time("updated"),
        "editedAt": _time("edited"),
        "user": _one("User", "user_id"),
        "issue": _one("Issue", "issue_id"),
        "issueId": _col("issue_id"),
        "parent": _one("Comment", "parent_id"),
        "url": lambda r, row, _a: (
            _issue_url(r, r.get("Issue", row["issue_id"]) or {"team_id": "", "number": 0})
            + f"#comment-{row['id'][:8]}"
        ),
        "children": _many("Comment", "SELECT * FROM linear_comments WHERE parent_id = ?"),
    },
    "Attachment": {
        "id": _col("id"),
        "url": _col("url"),
        "title": _col("title"),
        "subtitle": _col("subtitle"),
        "createdAt": _time("created"),
        "updatedAt": _time("updated"),
        "issue": _one("Issue", "issue_id"),
        "creator": _one("User", "creator_id"),
        "metadata": lambda _r, _row, _a: {},
        "groupBySource": lambda _r, _row, _a: False,
    },
}

_MISSING = object()


def neutral(of: Any) -> Any:
    """The value a field of type ``of`` takes when this double does not model it."""
    if not isinstance(of, GraphQLNonNull):
        return None
    inner = of.of_type
    if isinstance(inner, GraphQLList):
        return []
    if isinstance(inner, GraphQLEnumType):
        return next(iter(inner.values))
    if isinstance(inner, GraphQLScalarType):
        return {
            "String": "",
            "ID": "",
            "Int": 0,
            "Float": 0.0,
            "Boolean": False,
            "DateTime": EPOCH,
            "TimelessDate": EPOCH[:10],
            "TimelessDateOrDuration": EPOCH[:10],
            "DateTimeOrDuration": EPOCH,
            "JSON": {},
            "JSONObject": {},
        }.get(inner.name, "")
    return {}


def resolve(source: Any, info: GraphQLResolveInfo, **args: Any) -> Any:  # type: ignore[type-arg]
    """Every field: the modelled value if there is one, else the neutral value of its type."""
    name = info.field_name
    value: Any = _MISSING
    if isinstance(source, Node):
        get = FIELDS.get(source.typename, {}).get(name)
        if get is not None:
            value = get(info.context, source.row, args)
    elif isinstance(source, dict):
        value = source.get(name, _MISSING)
    if value is _MISSING or (value is None and isinstance(info.return_type, GraphQLNonNull)):
        return neutral(info.return_type)
    return value


def type_of(value: Any, info: GraphQLResolveInfo, abstract: Any) -> str | None:  # type: ignore[type-arg]
    if isinstance(value, Node):
        return value.typename
    if isinstance(value, dict) and isinstance(value.get("__typename"), str):
        return str(value["__typename"])
    types = info.schema.get_possible_types(abstract)
    return types[0].name if types else None


@lru_cache(maxsize=512)
def _document(text: str) -> DocumentNode:
    return parse(text)


def render(reader: Reader, field: str, value: Any, selection: str) -> dict[str, Any]:
    """``{"data": …}`` (and ``errors``) for the root ``field`` whose value is ``value``, over ``selection``
    (a standalone document of that one field, already validated)."""
    result = execute_sync(
        schema(),
        _document(selection),
        root_value={field: value},
        context_value=reader,
        field_resolver=resolve,
        type_resolver=type_of,
    )
    body: dict[str, Any] = {"data": result.data}
    if result.errors:
        body["errors"] = [format_error(e) for e in result.errors]
    return body


def format_error(error: GraphQLError) -> dict[str, Any]:
    out: dict[str, Any] = {"message": error.message}
    if error.locations:
        out["locations"] = [{"line": loc.line, "column": loc.column} for loc in error.locations]
    if error.path:
        out["path"] = list(error.path)
    original = error.original_error
    if isinstance(original, LinearError):
        out["message"] = original.message
        out["extensions"] = extensions(original)
    else:
        out["extensions"] = {
            "type": "internal error",
            "code": "INTERNAL_ERROR",
            "statusCode": 500,
            "userError": False,
            "userPresentableMessage": "An unexpected error happened.",
        }
    return out


def extensions(error: LinearError) -> dict[str, Any]:
    return {
        "type": error.kind,
        "code": error.code,
        "statusCode": error.status,
        "userError": error.status < 500,
        "userPresentableMessage": error.presentable,
        **error.extra,
    }


def object_type(name: str) -> GraphQLObjectType:
    found = schema().get_type(name)
    assert isinstance(found, GraphQLObjectType)
    return found
