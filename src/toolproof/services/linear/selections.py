"""The fields a call returns when it names none (tool callers; a GraphQL request always names its own)."""

from __future__ import annotations

USER = "{ id name displayName email active admin }"
TEAM = "{ id key name }"
STATE = "{ id name type position team { id key } }"
ISSUE = (
    "{ id identifier title description priority priorityLabel estimate dueDate url createdAt updatedAt "
    "archivedAt trashed state { id name type } assignee { id name email } team { id key } "
    "labels { nodes { id name } } parent { id identifier } project { id name } cycle { id number } }"
)
COMMENT = "{ id body createdAt user { id name } issue { id identifier } }"
LABEL = "{ id name color team { id key } }"
PROJECT = "{ id name state targetDate lead { id name } }"
CYCLE = "{ id number name startsAt endsAt completedAt team { id key } }"
RELATION = "{ id type issue { id identifier } relatedIssue { id identifier } }"
ATTACHMENT = "{ id url title subtitle issue { id identifier } }"


def page(of: str) -> str:
    return f"{{ nodes {of} pageInfo {{ hasNextPage endCursor }} }}"


def payload(name: str, of: str) -> str:
    return f"{{ success {name} {of} }}"


DEFAULTS: dict[str, str] = {
    "viewer": USER,
    "user": USER,
    "users": page(USER),
    "team": "{ id key name states { nodes { id name type } } }",
    "teams": page(TEAM),
    "workflowState": STATE,
    "workflowStates": page(STATE),
    "issueLabel": LABEL,
    "issueLabels": page(LABEL),
    "project": PROJECT,
    "projects": page(PROJECT),
    "cycle": CYCLE,
    "cycles": page(CYCLE),
    "issue": ISSUE,
    "issues": page(ISSUE),
    "issueSearch": page(ISSUE),
    "searchIssues": "{ totalCount nodes { id identifier title priority state { name } assignee { name } "
    "team { id key } } "
    "pageInfo { hasNextPage endCursor } }",
    "comment": COMMENT,
    "comments": page(COMMENT),
    "issueRelation": RELATION,
    "issueRelations": page(RELATION),
    "attachment": ATTACHMENT,
    "attachments": page(ATTACHMENT),
    "issueCreate": payload("issue", ISSUE),
    "issueUpdate": payload("issue", ISSUE),
    "issueAddLabel": payload("issue", ISSUE),
    "issueRemoveLabel": payload("issue", ISSUE),
    "issueArchive": "{ success entity { id identifier archivedAt } }",
    "issueUnarchive": "{ success entity { id identifier archivedAt } }",
    "issueDelete": "{ success entity { id identifier trashed archivedAt } }",
    "commentCreate": payload("comment", COMMENT),
    "commentUpdate": payload("comment", COMMENT),
    "commentDelete": "{ success entityId }",
    "issueRelationCreate": payload("issueRelation", RELATION),
    "issueRelationDelete": "{ success entityId }",
    "attachmentCreate": payload("attachment", ATTACHMENT),
    "attachmentLinkURL": payload("attachment", ATTACHMENT),
    "issueLabelCreate": payload("issueLabel", LABEL),
}
