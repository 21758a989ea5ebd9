"""Reading the workspace: rows by id and by relation, cached for the length of one call."""

from __future__ import annotations

import sqlite3
from typing import Any

#: GraphQL type → its table.
TABLE = {
    "Organization": "linear_org",
    "User": "linear_users",
    "Team": "linear_teams",
    "WorkflowState": "linear_states",
    "IssueLabel": "linear_labels",
    "Project": "linear_projects",
    "Cycle": "linear_cycles",
    "Issue": "linear_issues",
    "IssueRelation": "linear_relations",
    "Comment": "linear_comments",
    "Attachment": "linear_attachments",
}


class Reader:
    """Rows as dicts, with a per-call cache (a call never sees its own later writes through it: readers
    are made after the handler's writes, for rendering, or fresh inside a handler)."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db
        self._rows: dict[tuple[str, str], dict[str, Any] | None] = {}
        self._all: dict[str, list[dict[str, Any]]] = {}

    def query(self, sql: str, args: tuple[Any, ...] = ()) -> list[dict[str, Any]]:
        cur = self.db.execute(sql, args)
        names = [d[0] for d in cur.description]
        return [dict(zip(names, row, strict=True)) for row in cur.fetchall()]

    def get(self, typename: str, row_id: str | None) -> dict[str, Any] | None:
        if row_id is None:
            return None
        key = (typename, row_id)
        if key not in self._rows:
            found = self.query(f'SELECT * FROM "{TABLE[typename]}" WHERE id = ?', (row_id,))
            self._rows[key] = found[0] if found else None
        return self._rows[key]

    def all(self, typename: str) -> list[dict[str, Any]]:
        if typename not in self._all:
            rows = self.query(f'SELECT * FROM "{TABLE[typename]}" ORDER BY id')
            self._all[typename] = rows
            for row in rows:
                self._rows[(typename, row["id"])] = row
        return self._all[typename]

    def org(self) -> dict[str, Any]:
        return self.all("Organization")[0]

    def label_ids(self, issue_id: str) -> list[str]:
        rows = self.query(
            "SELECT label_id FROM linear_issue_labels WHERE issue_id = ? ORDER BY label_id", (issue_id,)
        )
        return [r["label_id"] for r in rows]

    def team_member_ids(self, team_id: str) -> list[str]:
        rows = self.query("SELECT user_id FROM linear_team_members WHERE team_id = ?", (team_id,))
        return [r["user_id"] for r in rows]

    def user_team_ids(self, user_id: str) -> list[str]:
        rows = self.query("SELECT team_id FROM linear_team_members WHERE user_id = ?", (user_id,))
        return [r["team_id"] for r in rows]

    def identifier(self, issue: dict[str, Any]) -> str:
        team = self.get("Team", issue["team_id"])
        return f"{team['key'] if team else '?'}-{issue['number']}"

    def issue_by_ref(self, ref: str) -> dict[str, Any] | None:
        """An issue by id or by identifier (``ENG-42``), as Linear's ``issue(id:)`` accepts both."""
        found = self.get("Issue", ref)
        if found is not None:
            return found
        key, _, number = ref.rpartition("-")
        if not key or not number.isdigit():
            return None
        rows = self.query(
            "SELECT i.* FROM linear_issues i JOIN linear_teams t ON t.id = i.team_id "
            "WHERE upper(t.key) = upper(?) AND i.number = ?",
            (key, int(number)),
        )
        return rows[0] if rows else None
