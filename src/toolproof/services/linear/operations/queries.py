"""Reading the workspace: the viewer, users, teams, states, labels, projects, cycles, comments…

Each root field is its own operation; lists are Relay connections (``first``/``after``/``last``/
``before``, ``filter``, ``orderBy``, ``includeArchived``).
"""

from __future__ import annotations

from typing import Any

from toolproof.service.context import Context
from toolproof.services.linear.graph import Node, connection
from toolproof.services.linear.operations.common import need, need_issue, viewer_id
from toolproof.services.linear.params import ById, Page, UsersPage, Viewer
from toolproof.services.linear.reader import Reader
from toolproof.services.linear.service import root_field


def args_of(p: Page) -> dict[str, Any]:
    return p.model_dump(exclude={"selection"}, exclude_none=True)


def _one(field: str, typename: str, summary: str) -> None:
    """The root field ``field``: one ``typename`` by id (most types read alike; those that differ are
    written out below)."""

    def read_one(ctx: Context, p: ById) -> Node:
        return Node(typename, need(Reader(ctx.db), typename, p.id))

    read_one.__name__ = read_one.__qualname__ = field
    read_one.__doc__ = summary
    root_field(field, ById, writes=False)(read_one)


def _every(field: str, typename: str, summary: str) -> None:
    """The root field ``field``: a page of every ``typename`` (filtered, ordered and paged by
    :func:`connection`)."""

    def read_page(ctx: Context, p: Page) -> dict[str, Any]:
        r = Reader(ctx.db)
        return connection(r, typename, r.all(typename), args_of(p))

    read_page.__name__ = read_page.__qualname__ = field
    read_page.__doc__ = summary
    root_field(field, Page, writes=False)(read_page)


@root_field("viewer", Viewer, writes=False)
def viewer(ctx: Context, p: Viewer) -> Node:
    """The user whose API key makes the call."""
    r = Reader(ctx.db)
    return Node("User", need(r, "User", viewer_id(r)))


_one("user", "User", "One user by id.")


@root_field("users", UsersPage, writes=False)
def users(ctx: Context, p: UsersPage) -> dict[str, Any]:
    """Users of the workspace; deactivated ones only with includeDisabled."""
    r = Reader(ctx.db)
    rows = [u for u in r.all("User") if u["active"] or p.includeDisabled]
    return connection(r, "User", rows, args_of(p))


# In the order Linear's schema lists them (the order tools are offered in).
_one("team", "Team", "One team by id, with its workflow states, members, labels and cycles.")
_every("teams", "Team", "Teams of the workspace.")
_one("workflowState", "WorkflowState", "One workflow state by id.")
_every(
    "workflowStates",
    "WorkflowState",
    'Workflow states of every team (filter by team: {"team": {"key": {"eq": "ENG"}}}).',
)
_one("issueLabel", "IssueLabel", "One issue label by id.")
_every("issueLabels", "IssueLabel", "Issue labels: workspace labels and every team's own.")
_one("project", "Project", "One project by id.")
_every("projects", "Project", "Projects of the workspace.")
_one("cycle", "Cycle", "One cycle by id.")
_every("cycles", "Cycle", "Cycles of every team.")
_one("comment", "Comment", "One comment by id.")
_every("comments", "Comment", 'Comments on every issue (filter by issue: {"issue": {"id": {"eq": "…"}}}).')
_every("issueRelations", "IssueRelation", "Relations between issues (blocks, duplicate, related, similar).")
_every("attachments", "Attachment", "Attachments (links) on issues.")


@root_field("issue", ById, writes=False)
def issue(ctx: Context, p: ById) -> Node:
    """One issue by id or identifier (ENG-42), archived and trashed ones included."""
    return Node("Issue", need_issue(Reader(ctx.db), p.id))


_one("issueRelation", "IssueRelation", "One relation between two issues by id.")
_one("attachment", "Attachment", "One attachment by id.")
