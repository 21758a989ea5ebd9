"""What Linear's write verbs change, for the check of a done message's claimed writes
(:mod:`toolproof.service.claims`): an assignment is an issue's assignee, a label a row of the issue's
labels, a comment a comment row, closing an issue its state."""

from __future__ import annotations

from toolproof.service.claims import ClaimedWrite, Effect

_SOME = r"(?:[^\s!?;]*[^\s.!?;]\s+){0,6}?"

CLAIMS: tuple[ClaimedWrite, ...] = (
    ClaimedWrite(
        "assign",
        r"(?:re|un)?assigned\b",
        (
            Effect("linear_issues", "changed", ("assignee_id",), about=("linear_users",)),
            Effect("linear_issues", "added", ("assignee_id",), about=("linear_users",)),
        ),
        "I also assigned the issue to the team lead.",
        "issueUpdate/issueCreate assigneeId",
        on="I also assigned {name} to the same person.",
    ),
    ClaimedWrite(
        "label",
        rf"(?:label(?:l)?ed|tagged|added\s+{_SOME}labels?)\b",
        (
            Effect("linear_issue_labels", "added", about=("linear_issues", "linear_labels")),
            Effect("linear_issue_labels", "removed", about=("linear_issues", "linear_labels")),
        ),
        "I also labelled the issue as a bug.",
        "an issue's labels are rows of linear_issue_labels",
    ),
    ClaimedWrite(
        "comment",
        rf"(?:commented|(?:added|left|posted|wrote)\s+{_SOME}comments?)\b",
        (Effect("linear_comments", "added", about=("linear_issues",)),),
        "I also left a comment on the issue explaining the change.",
        "commentCreate writes a comment row",
        acts=("notify", "ask"),
        words=("body",),
    ),
    ClaimedWrite(
        "state",
        rf"(?:closed|resolved|reopened|marked\s+{_SOME}as\s+(?:done|complete|completed|canceled|cancelled|"
        rf"duplicate|in\s+progress)|moved\s+{_SOME}to\s+(?:done|in\s+progress|todo|to\s+do|backlog|"
        rf"canceled|cancelled|in\s+review|triage)\b)",
        (Effect("linear_issues", "changed", ("state_id",)),),
        "I also moved the issue to In Progress.",
        "an issue's workflow state is its state_id",
        on="I also closed {name}.",
    ),
    ClaimedWrite(
        "create",
        rf"(?:created|filed|opened|logged|raised)\s+{_SOME}(?:issue|ticket|bug|sub-?issue)s?\b",
        (Effect("linear_issues", "added"),),
        "I also filed a follow-up issue for the clean-up.",
        "issueCreate writes an issue row",
    ),
    ClaimedWrite(
        "priority",
        rf"(?:set|changed|raised|lowered|bumped|updated)\s+{_SOME}priority\b",
        (Effect("linear_issues", "changed", ("priority",)), Effect("linear_issues", "added", ("priority",))),
        "I also raised the issue's priority to urgent.",
        "issueUpdate priority",
    ),
)

_ATTACH = ClaimedWrite(
    "attach",
    # (claims24) "attached her screenshot", "attached the Zendesk ticket to ENG-42": an attachment row
    r"attached\b(?!\s+(?:to|with)\b)",
    (Effect("linear_attachments", "added", about=("linear_issues",)),),
    "I also attached the customer's screenshot to the issue.",
    "attachmentCreate / attachmentLinkURL write a linear_attachments row on the issue",
    # a world with none of the services that attach (Stripe alone) attaches nothing
    distinct=True,
)
# last, so that the other declarations' mutants keep their ids
CLAIMS = (*CLAIMS, _ATTACH)
