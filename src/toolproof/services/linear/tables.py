"""The Linear workspace as SQLite tables.

One row per thing Linear stores: the organization (and whose API key the world's credential is), users,
teams and their members, each team's workflow states, labels, projects, cycles, issues (trashed ones
too: ``issueDelete`` moves an issue to the trash, it keeps its row), the issue-label links, relations,
comments and attachments. Times are whole Unix seconds; counters (an issue's number) are derived from
the rows, so creating an issue changes only the rows it creates.
"""

from __future__ import annotations

from toolproof.service.schema import Table

ORG = Table(
    "linear_org",
    {"id": "text", "name": "text", "url_key": "text", "viewer_id": "text", "created": "int"},
)

USERS = Table(
    "linear_users",
    {
        "id": "text",
        "name": "text",
        "display_name": "text",
        "email": "text",
        "active": "bool",
        "admin": "bool",
        "guest": "bool",
        "created": "int",
    },
    indexes=(("email",),),
)

TEAMS = Table(
    "linear_teams",
    {
        "id": "text",
        "key": "text",
        "name": "text",
        "description": "text",
        "private": "bool",
        "created": "int",
        "archived": "int",
    },
)

MEMBERS = Table(
    "linear_team_members", {"team_id": "text", "user_id": "text"}, primary_key=("team_id", "user_id")
)

STATES = Table(
    "linear_states",
    {
        "id": "text",
        "team_id": "text",
        "name": "text",
        "type": "text",  # triage | backlog | unstarted | started | completed | canceled
        "color": "text",
        "position": "real",
        "created": "int",
    },
    indexes=(("team_id",),),
)

LABELS = Table(
    "linear_labels",
    {"id": "text", "team_id": "text", "name": "text", "color": "text", "created": "int"},
)

PROJECTS = Table(
    "linear_projects",
    {
        "id": "text",
        "name": "text",
        "description": "text",
        "state": "text",  # planned | started | paused | completed | canceled | backlog
        "lead_id": "text",
        "team_ids": "json",
        "target_date": "text",
        "created": "int",
        "archived": "int",
    },
)

CYCLES = Table(
    "linear_cycles",
    {
        "id": "text",
        "team_id": "text",
        "number": "int",
        "name": "text",
        "starts": "int",
        "ends": "int",
        "completed": "int",
        "created": "int",
    },
    indexes=(("team_id",),),
)

ISSUES = Table(
    "linear_issues",
    {
        "id": "text",
        "team_id": "text",
        "number": "int",
        "title": "text",
        "description": "text",
        "priority": "int",  # 0 none, 1 urgent, 2 high, 3 medium (normal), 4 low
        "estimate": "real",
        "state_id": "text",
        "assignee_id": "text",
        "creator_id": "text",
        "parent_id": "text",
        "project_id": "text",
        "cycle_id": "text",
        "due_date": "text",
        "sort_order": "real",
        "created": "int",
        "updated": "int",
        "started": "int",
        "completed": "int",
        "canceled": "int",
        "archived": "int",
        "trashed": "bool",
    },
    indexes=(("team_id", "number"), ("assignee_id",), ("parent_id",)),
)

ISSUE_LABELS = Table(
    "linear_issue_labels", {"issue_id": "text", "label_id": "text"}, primary_key=("issue_id", "label_id")
)

RELATIONS = Table(
    "linear_relations",
    {"id": "text", "type": "text", "issue_id": "text", "related_issue_id": "text", "created": "int"},
    indexes=(("issue_id",), ("related_issue_id",)),
)

COMMENTS = Table(
    "linear_comments",
    {
        "id": "text",
        "issue_id": "text",
        "user_id": "text",
        "body": "text",
        "parent_id": "text",
        "created": "int",
        "updated": "int",
        "edited": "int",
    },
    indexes=(("issue_id",),),
)

ATTACHMENTS = Table(
    "linear_attachments",
    {
        "id": "text",
        "issue_id": "text",
        "url": "text",
        "title": "text",
        "subtitle": "text",
        "creator_id": "text",
        "created": "int",
        "updated": "int",
    },
    indexes=(("issue_id",),),
)

TABLES = (
    ORG,
    USERS,
    TEAMS,
    MEMBERS,
    STATES,
    LABELS,
    PROJECTS,
    CYCLES,
    ISSUES,
    ISSUE_LABELS,
    RELATIONS,
    COMMENTS,
    ATTACHMENTS,
)
