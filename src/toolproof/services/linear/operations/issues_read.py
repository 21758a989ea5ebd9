"""Listing and searching issues: ``issues`` (IssueFilter), ``issueSearch`` and ``searchIssues``."""

from __future__ import annotations

from typing import Any

from toolproof.service.context import Context
from toolproof.services.linear.filters import matches
from toolproof.services.linear.graph import connection, visible
from toolproof.services.linear.operations.queries import args_of
from toolproof.services.linear.params import IssueSearch, IssuesPage, SearchIssues
from toolproof.services.linear.reader import Reader
from toolproof.services.linear.service import root_field


@root_field("issues", IssuesPage, writes=False)
def issues(ctx: Context, p: IssuesPage) -> dict[str, Any]:
    """Issues of the workspace, filtered with an IssueFilter (state, assignee, team, labels, project,
    priority, dates…), newest first; archived and trashed ones only with includeArchived."""
    r = Reader(ctx.db)
    return connection(r, "Issue", r.all("Issue"), args_of(p))


def _found(r: Reader, text: str, *, comments: bool) -> list[dict[str, Any]]:
    """Issues in which every word of ``text`` appears (any order, case-insensitive), as a full-text
    search finds them: "Initech SSO" finds "Initech asks how to set up SSO". With ``comments`` a word
    may also come from the issue's comments."""
    words = text.casefold().split()
    hits = []
    for row in r.all("Issue"):
        hay = f"{r.identifier(row)} {row['title'] or ''} {row['description'] or ''}".casefold()
        if comments:
            bodies = r.query("SELECT body FROM linear_comments WHERE issue_id = ?", (row["id"],))
            hay += " " + " ".join((c["body"] or "").casefold() for c in bodies)
        if all(word in hay for word in words):
            hits.append(row)
    return hits


@root_field("issueSearch", IssueSearch, writes=False)
def issue_search(ctx: Context, p: IssueSearch) -> dict[str, Any]:
    """Issues whose identifier, title or description contain every word of the query (case-insensitive)."""
    r = Reader(ctx.db)
    return connection(r, "Issue", _found(r, p.query, comments=False), args_of(p))


@root_field("searchIssues", SearchIssues, writes=False)
def search_issues(ctx: Context, p: SearchIssues) -> dict[str, Any]:
    """Full-text issue search by term (identifier, title, description; comments with includeComments),
    optionally in one team; totalCount counts every hit, not just the page."""
    r = Reader(ctx.db)
    hits = _found(r, p.term, comments=bool(p.includeComments))
    if p.teamId is not None:
        hits = [h for h in hits if h["team_id"] == p.teamId]
    args = args_of(p)
    for extra in ("term", "teamId", "includeComments"):
        args.pop(extra, None)
    page = connection(r, "Issue", hits, args)
    page["totalCount"] = sum(
        1 for h in visible("Issue", hits, args) if matches(r, "Issue", h, args.get("filter"))
    )
    return page
