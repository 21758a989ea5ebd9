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


@root_field("viewer", Viewer, writes=False)
def viewer(ctx: Context, p: Viewer) -> Node:
    """The user whose API key makes the call."""
    r = Reader(ctx.db)
    return Node("User", need(r, "User", viewer_id(r)))


@root_field("user", ById, writes=False)
def user(ctx: Context, p: ById) -> Node:
    """One user by id."""
    return Node("User", need(Reader(ctx.db), "User", p.id))


@root_field("users", UsersPage, writes=False)
def users(ctx: Context, p: UsersPage) -> dict[str, Any]:
    """Users of the workspace; deactivated ones only with includeDisabled."""
    r = Reader(ctx.db)
    rows = [u for u in r.all("User") if u["active"] or p.includeDisabled]
    return connection(r, "User", rows, args_of(p))


@root_field("team", ById, writes=False)
def team(ctx: Context, p: ById) -> Node:
    """One team by id, with its workflow states, members, labels and cycles."""
    return Node("Team", need(Reader(ctx.db), "Team", p.id))


@root_field("teams", Page, writes=False)
def teams(ctx: Context, p: Page) -> dict[str, Any]:
    """Teams of the workspace."""
    r = Reader(ctx.db)
    return connection(r, "Team", r.all("Team"), args_of(p))


@root_field("workflowState", ById, writes=False)
def workflow_state(ctx: Context, p: ById) -> Node:
    """One workflow state by id."""
    return Node("WorkflowState", need(Reader(ctx.db), "WorkflowState", p.id))


@root_field("workflowStates", Page, writes=False)
def workflow_states(ctx: Context, p: Page) -> dict[str, Any]:
    """Workflow states of every team (filter by team: {"team": {"key": {"eq": "ENG"}}})."""
    r = Reader(ctx.db)
    return connection(r, "WorkflowState", r.all("WorkflowState"), args_of(p))


@root_field("issueLabel", ById, writes=False)
def issue_label(ctx: Context, p: ById) -> Node:
    """One issue label by id."""
    return Node("IssueLabel", need(Reader(ctx.db), "IssueLabel", p.id))


@root_field("issueLabels", Page, writes=False)
def issue_labels(ctx: Context, p: Page) -> dict[str, Any]:
    """Issue labels: workspace labels and every team's own."""
    r = Reader(ctx.db)
    return connection(r, "IssueLabel", r.all("IssueLabel"), args_of(p))


@root_field("project", ById, writes=False)
def project(ctx: Context, p: ById) -> Node:
    """One project by id."""
    return Node("Project", need(Reader(ctx.db), "Project", p.id))


@root_field("projects", Page, writes=False)
def projects(ctx: Context, p: Page) -> dict[str, Any]:
    """Projects of the workspace."""
    r = Reader(ctx.db)
    return connection(r, "Project", r.all("Project"), args_of(p))


@root_field("cycle", ById, writes=False)
def cycle(ctx: Context, p: ById) -> Node:
    """One cycle by id."""
    return Node("Cycle", need(Reader(ctx.db), "Cycle", p.id))


@root_field("cycles", Page, writes=False)
def cycles(ctx: Context, p: Page) -> dict[str, Any]:
    """Cycles of every team."""
    r = Reader(ctx.db)
    return connection(r, "Cycle", r.all("Cycle"), args_of(p))


@root_field("comment", ById, writes=False)
def comment(ctx: Context, p: ById) -> Node:
    """One comment by id."""
    return Node("Comment", need(Reader(ctx.db), "Comment", p.id))


@root_field("comments", Page, writes=False)
def comments(ctx: Context, p: Page) -> dict[str, Any]:
    """Comments on every issue (filter by issue: {"issue": {"id": {"eq": "…"}}})."""
    r = Reader(ctx.db)
    return connection(r, "Comment", r.all("Comment"), args_of(p))


@root_field("issueRelations", Page, writes=False)
def issue_relations(ctx: Context, p: Page) -> dict[str, Any]:
    """Relations between issues (blocks, duplicate, related, similar)."""
    r = Reader(ctx.db)
    return connection(r, "IssueRelation", r.all("IssueRelation"), args_of(p))


@root_field("attachments", Page, writes=False)
def attachments(ctx: Context, p: Page) -> dict[str, Any]:
    """Attachments (links) on issues."""
    r = Reader(ctx.db)
    return connection(r, "Attachment", r.all("Attachment"), args_of(p))


@root_field("issue", ById, writes=False)
def issue(ctx: Context, p: ById) -> Node:
    """One issue by id or identifier (ENG-42), archived and trashed ones included."""
    return Node("Issue", need_issue(Reader(ctx.db), p.id))


@root_field("issueRelation", ById, writes=False)
def issue_relation(ctx: Context, p: ById) -> Node:
    """One relation between two issues by id."""
    return Node("IssueRelation", need(Reader(ctx.db), "IssueRelation", p.id))


@root_field("attachment", ById, writes=False)
def attachment(ctx: Context, p: ById) -> Node:
    """One attachment by id."""
    return Node("Attachment", need(Reader(ctx.db), "Attachment", p.id))
