"""Linear's filter inputs (``IssueFilter`` and friends), evaluated on rows.

A filter is an object of fields, each a comparator (``{"eq": …}``, ``{"in": […]}``, ``{"null": true}``…),
a nested filter on a related entity (``assignee: {email: {eq: …}}``), a collection filter
(``labels: {some: {name: {eq: "Bug"}}}``; comparators straight on a collection mean *some*), or
``and``/``or`` lists. Rows are filtered in Python: a workspace holds hundreds of issues, not millions.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from toolproof.services.linear.errors import InvalidInput
from toolproof.services.linear.reader import Reader
from toolproof.services.linear.times import iso

Row = dict[str, Any]
Scalar = Callable[[Reader, Row], Any]
Related = Callable[[Reader, Row], Row | None]
Many = Callable[[Reader, Row], list[Row]]


def _col(name: str) -> Scalar:
    return lambda _r, row: row.get(name)


def _time(name: str) -> Scalar:
    return lambda _r, row: iso(row.get(name))


def _one(typename: str, column: str) -> tuple[str, Related]:
    return typename, lambda r, row: r.get(typename, row.get(column))


SCALARS: dict[str, dict[str, Scalar]] = {
    "Issue": {
        "id": _col("id"),
        "title": _col("title"),
        "description": _col("description"),
        "priority": _col("priority"),
        "estimate": _col("estimate"),
        "number": _col("number"),
        "dueDate": _col("due_date"),
        "createdAt": _time("created"),
        "updatedAt": _time("updated"),
        "startedAt": _time("started"),
        "completedAt": _time("completed"),
        "canceledAt": _time("canceled"),
        "archivedAt": _time("archived"),
        "searchableContent": lambda _r, row: f"{row.get('title') or ''} {row.get('description') or ''}",
    },
    "User": {
        "id": _col("id"),
        "name": _col("name"),
        "displayName": _col("display_name"),
        "email": _col("email"),
        "active": lambda _r, row: bool(row.get("active")),
        "admin": lambda _r, row: bool(row.get("admin")),
        "createdAt": _time("created"),
    },
    "Team": {
        "id": _col("id"),
        "key": _col("key"),
        "name": _col("name"),
        "description": _col("description"),
        "createdAt": _time("created"),
    },
    "WorkflowState": {
        "id": _col("id"),
        "name": _col("name"),
        "type": _col("type"),
        "position": _col("position"),
        "createdAt": _time("created"),
    },
    "IssueLabel": {"id": _col("id"), "name": _col("name"), "createdAt": _time("created")},
    "Project": {
        "id": _col("id"),
        "name": _col("name"),
        "state": _col("state"),
        "targetDate": _col("target_date"),
        "createdAt": _time("created"),
    },
    "Cycle": {
        "id": _col("id"),
        "number": _col("number"),
        "name": _col("name"),
        "startsAt": _time("starts"),
        "endsAt": _time("ends"),
        "completedAt": _time("completed"),
        "createdAt": _time("created"),
    },
    "Comment": {
        "id": _col("id"),
        "body": _col("body"),
        "createdAt": _time("created"),
        "updatedAt": _time("updated"),
    },
    "IssueRelation": {"id": _col("id"), "type": _col("type")},
    "Attachment": {
        "id": _col("id"),
        "url": _col("url"),
        "title": _col("title"),
        "subtitle": _col("subtitle"),
        "createdAt": _time("created"),
    },
}

RELATED: dict[str, dict[str, tuple[str, Related]]] = {
    "Issue": {
        "team": _one("Team", "team_id"),
        "state": _one("WorkflowState", "state_id"),
        "assignee": _one("User", "assignee_id"),
        "creator": _one("User", "creator_id"),
        "parent": _one("Issue", "parent_id"),
        "project": _one("Project", "project_id"),
        "cycle": _one("Cycle", "cycle_id"),
    },
    "WorkflowState": {"team": _one("Team", "team_id")},
    "IssueLabel": {"team": _one("Team", "team_id")},
    "Cycle": {"team": _one("Team", "team_id")},
    "Project": {"lead": _one("User", "lead_id")},
    "Comment": {"user": _one("User", "user_id"), "issue": _one("Issue", "issue_id")},
    "Attachment": {"issue": _one("Issue", "issue_id"), "creator": _one("User", "creator_id")},
    "IssueRelation": {"issue": _one("Issue", "issue_id"), "relatedIssue": _one("Issue", "related_issue_id")},
}

MANY: dict[str, dict[str, tuple[str, Many]]] = {
    "Issue": {
        "labels": (
            "IssueLabel",
            lambda r, row: [x for x in (r.get("IssueLabel", i) for i in r.label_ids(row["id"])) if x],
        ),
        "children": (
            "Issue",
            lambda r, row: r.query(
                "SELECT * FROM linear_issues WHERE parent_id = ? AND trashed = 0", (row["id"],)
            ),
        ),
        "comments": (
            "Comment",
            lambda r, row: r.query("SELECT * FROM linear_comments WHERE issue_id = ?", (row["id"],)),
        ),
        "attachments": (
            "Attachment",
            lambda r, row: r.query("SELECT * FROM linear_attachments WHERE issue_id = ?", (row["id"],)),
        ),
    },
    "Team": {
        "members": (
            "User",
            lambda r, row: [x for x in (r.get("User", u) for u in r.team_member_ids(row["id"])) if x],
        ),
    },
    "Project": {
        "members": ("User", lambda _r, _row: []),
    },
}


def _compare(op: str, value: Any, wanted: Any) -> bool:
    folded = isinstance(value, str)
    if op == "null":
        return (value is None) == bool(wanted)
    if value is None:
        return op in ("neq", "nin", "notContains", "notContainsIgnoreCase", "notEndsWith", "notStartsWith")
    if op == "eq":
        return bool(value == wanted)
    if op == "neq":
        return bool(value != wanted)
    if op == "in":
        return value in (wanted or [])
    if op == "nin":
        return value not in (wanted or [])
    if op in ("eqIgnoreCase", "neqIgnoreCase") and folded and isinstance(wanted, str):
        same = value.casefold() == wanted.casefold()
        return same if op == "eqIgnoreCase" else not same
    if op in ("gt", "gte", "lt", "lte"):
        try:
            if op == "gt":
                return bool(value > wanted)
            if op == "gte":
                return bool(value >= wanted)
            if op == "lt":
                return bool(value < wanted)
            return bool(value <= wanted)
        except TypeError:
            return False
    if folded and isinstance(wanted, str):
        text, needle = str(value), str(wanted)
        if op.endswith("IgnoreCase"):
            text, needle, op = text.casefold(), needle.casefold(), op[: -len("IgnoreCase")]
        if op == "contains":
            return needle in text
        if op == "notContains":
            return needle not in text
        if op == "startsWith":
            return text.startswith(needle)
        if op == "notStartsWith":
            return not text.startswith(needle)
        if op == "endsWith":
            return text.endswith(needle)
        if op == "notEndsWith":
            return not text.endswith(needle)
    raise InvalidInput(
        f"Argument Validation Error: comparator {op!r} is not supported here",
        presentable=f"The filter comparator {op!r} is not supported on this field.",
    )


def _scalar_matches(value: Any, comparator: Any) -> bool:
    if not isinstance(comparator, dict):
        return bool(value == comparator)
    return all(_compare(op, value, wanted) for op, wanted in comparator.items())


def matches(reader: Reader, typename: str, row: Row | None, spec: dict[str, Any] | None) -> bool:
    """Whether ``row`` (of GraphQL type ``typename``, or ``None`` for an empty relation) passes ``spec``."""
    if not spec:
        return True
    if row is None:
        wanted = spec.get("null")
        if wanted is not None:
            return bool(wanted) and all(k == "null" for k in spec)
        return False
    for key, value in spec.items():
        if value is None:
            continue
        if key == "and":
            if not all(matches(reader, typename, row, part) for part in value):
                return False
        elif key == "or":
            if not any(matches(reader, typename, row, part) for part in value):
                return False
        elif key == "null":
            if bool(value):
                return False
        elif key in SCALARS.get(typename, {}):
            if not _scalar_matches(SCALARS[typename][key](reader, row), value):
                return False
        elif key in RELATED.get(typename, {}):
            other, get = RELATED[typename][key]
            if not matches(reader, other, get(reader, row), value):
                return False
        elif key in MANY.get(typename, {}):
            other, get_all = MANY[typename][key]
            if not _collection(reader, other, get_all(reader, row), value):
                return False
        else:
            raise InvalidInput(
                f"Argument Validation Error: filtering {typename} by {key!r} is not supported by this double",
                presentable=f"Filtering by {key} is not supported.",
            )
    return True


def _collection(reader: Reader, typename: str, rows: list[Row], spec: dict[str, Any]) -> bool:
    rest = {k: v for k, v in spec.items() if k not in ("some", "every", "length")}
    if spec.get("some") is not None and not any(matches(reader, typename, r, spec["some"]) for r in rows):
        return False
    if spec.get("every") is not None and not all(matches(reader, typename, r, spec["every"]) for r in rows):
        return False
    if spec.get("length") is not None and not _scalar_matches(len(rows), spec["length"]):
        return False
    return not (rest and not any(matches(reader, typename, r, rest) for r in rows))
