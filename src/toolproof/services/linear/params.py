"""Arguments of Linear's root fields as tool schemas see them (GraphQL callers send the same names).

Every model takes ``selection``: which fields to return, as a GraphQL selection set (a GraphQL request
fills it from its own document). Input objects name the fields of Linear's inputs this double models;
an input field of the vendor schema that is not modelled is refused as invalid input.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field

from toolproof.service.operation import Params

Selection = Annotated[
    str | None,
    Field(
        description="GraphQL selection set of the result, e.g. `{ id identifier title }`; "
        "default: the usual fields."
    ),
]
Id = Annotated[str, Field(description="The id (UUID); issues also take their identifier, e.g. ENG-42.")]
Filter = Annotated[
    dict[str, Any] | None,
    Field(
        description='Linear filter object, e.g. {"state": {"type": {"eq": "started"}}, '
        '"assignee": {"email": {"eq": "ana@example.com"}}}; comparators eq, neq, in, nin, '
        "contains, containsIgnoreCase, startsWith, gt, gte, lt, lte, null; and/or lists."
    ),
]
Priority = Annotated[int, Field(ge=0, le=4, description="0 none, 1 urgent, 2 high, 3 medium, 4 low.")]


class ById(Params):
    id: Id
    selection: Selection = None


class Page(Params):
    """Relay pagination, filter and order of a list."""

    first: Annotated[int | None, Field(description="Page size from the start (default 50).")] = None
    after: Annotated[str | None, Field(description="Cursor: return what comes after it.")] = None
    last: int | None = None
    before: str | None = None
    includeArchived: bool | None = None
    orderBy: Literal["createdAt", "updatedAt"] | None = None
    filter: Filter = None
    selection: Selection = None


class UsersPage(Page):
    includeDisabled: Annotated[bool | None, Field(description="Include deactivated users.")] = None
    sort: list[dict[str, Any]] | None = None


class IssuesPage(Page):
    sort: list[dict[str, Any]] | None = None


class IssueSearch(Page):
    query: Annotated[str, Field(description="Text to look for in titles and descriptions.")]


class SearchIssues(Page):
    term: Annotated[str, Field(description="Text to look for in identifiers, titles and descriptions.")]
    teamId: str | None = None
    includeComments: bool | None = None


class IssueCreateInput(Params):
    teamId: str
    title: str | None = None
    description: str | None = None
    assigneeId: str | None = None
    priority: Priority | None = None
    estimate: float | None = None
    stateId: str | None = None
    labelIds: list[str] | None = None
    parentId: str | None = None
    projectId: str | None = None
    cycleId: str | None = None
    dueDate: Annotated[str | None, Field(description="YYYY-MM-DD")] = None
    sortOrder: float | None = None
    id: Annotated[str | None, Field(description="Client-chosen UUID for the new issue.")] = None


class IssueCreate(Params):
    input: IssueCreateInput
    selection: Selection = None


class IssueUpdateInput(Params):
    title: str | None = None
    description: str | None = None
    assigneeId: Annotated[str | None, Field(description="null unassigns.")] = None
    priority: Priority | None = None
    estimate: float | None = None
    stateId: Annotated[str | None, Field(description="A workflow state of the issue's team.")] = None
    labelIds: Annotated[list[str] | None, Field(description="Replaces all labels.")] = None
    addedLabelIds: list[str] | None = None
    removedLabelIds: list[str] | None = None
    parentId: Annotated[str | None, Field(description="null detaches from the parent.")] = None
    projectId: str | None = None
    cycleId: str | None = None
    dueDate: str | None = None
    sortOrder: float | None = None


class IssueUpdate(Params):
    id: Id
    input: IssueUpdateInput
    selection: Selection = None


class IssueLabelChange(Params):
    id: Id
    labelId: str
    selection: Selection = None


class IssueArchive(Params):
    id: Id
    trash: Annotated[bool | None, Field(description="Move to the trash instead.")] = None
    selection: Selection = None


class IssueDelete(Params):
    id: Id
    permanentlyDelete: Annotated[bool | None, Field(description="Delete for good (admins only).")] = None
    selection: Selection = None


class CommentCreateInput(Params):
    issueId: str
    body: str
    parentId: str | None = None
    id: str | None = None


class CommentCreate(Params):
    input: CommentCreateInput
    selection: Selection = None


class CommentUpdateInput(Params):
    body: str


class CommentUpdate(Params):
    id: Id
    input: CommentUpdateInput
    skipEditedAt: bool | None = None
    selection: Selection = None


class RelationCreateInput(Params):
    issueId: str
    relatedIssueId: str
    type: Literal["blocks", "duplicate", "related", "similar"]
    id: str | None = None


class RelationCreate(Params):
    input: RelationCreateInput
    selection: Selection = None


class AttachmentCreateInput(Params):
    issueId: str
    url: str
    title: str
    subtitle: str | None = None
    id: str | None = None


class AttachmentCreate(Params):
    input: AttachmentCreateInput
    selection: Selection = None


class AttachmentLinkURL(Params):
    issueId: str
    url: str
    title: str | None = None
    id: str | None = None
    selection: Selection = None


class LabelCreateInput(Params):
    name: str
    teamId: Annotated[str | None, Field(description="None: a workspace label.")] = None
    color: str | None = None
    id: str | None = None


class LabelCreate(Params):
    input: LabelCreateInput
    selection: Selection = None


class Viewer(Params):
    selection: Selection = None
