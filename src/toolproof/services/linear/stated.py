"""What Linear's data says that a report may restate (:mod:`toolproof.service.stated`): a comment is
what its ``user`` said (as a row, ``user_id``; in a response, ``user`` with the user's ``id`` or name);
(fields14) an issue's workflow state said in words ("LIN-42 is In Review", "SUP-82 is still in
Investigating", "moved ENG-7 to Done").

The thirteenth re-sample (``docs/reviews/resample13*.md``) left an issue's state unread: it is no value
of the issue's row but the name of another row (``linear_states``), joined by ``state_id`` (a row, the
``stateId`` of a write) or held as the ``state`` object's ``name`` in a response. The members are the
workflows' state names (each team's own: :data:`toolproof.services.linear.fixtures.WORKFLOWS`,
:data:`toolproof.services.linear.company.WORKFLOW`); ``Duplicate`` is left out ("a duplicate of
LIN-40" says which issue, not the state). A state's name said before a word it qualifies ("a new
issue", "a resolved question") is an adjective, not the state: it is read only before punctuation, the
end, or a word that starts another phrase ("… is Done and …", "… is In Review since Monday")."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from toolproof.service.stated import (
    EnumField,
    Join,
    ReadField,
    StartRows,
    StartTrait,
    Utterance,
    declare_read_fields,
    declare_start_traits,
    folded_text,
    match_denied,
    name_agrees,
    none_denied,
    words_part_of,
)

UTTERANCES = (Utterance("linear_users", ("user", "user_id", "userId"), ("body",)),)

#: Every workflow state name of the worlds' teams, as the fixtures write them.
STATE_NAMES = (
    "Triage",
    "Backlog",
    "Todo",
    "In Progress",
    "In Review",
    "Done",
    "Canceled",
    "Ideas",
    "Designing",
    "Shipped",
    "Dropped",
    "New",
    "Acknowledged",
    "Investigating",
    "Waiting on customer",
    "Resolved",
    "Won't fix",
)

#: Other words a state is said in.
_ALSO = {
    "Todo": ("to do", "to-do"),
    "Canceled": ("cancelled",),
    "Waiting on customer": ("waiting on the customer", "waiting on customer"),
    "Won't fix": ("won\u2019t fix", "wont fix"),
}

#: What stands right before a state said of an issue: "is", "'s", "now", "moved to", "state:".
_IS = (
    r"(?:\b(?:is|was|are|were|been|being|remains|stays|sits|sitting|now|still|already)\b|['\u2019]s\b)"
    r"(?:\s+(?:still|already|now|currently|also|actually|just|back))*(?:\s+in)?"
)
_CUES = (
    _IS,
    r"\b(?:moved|set|changed|updated|put|marked)\b[^.;:!?\n]{0,40}?\b(?:to|in|as)\b",
    r"\b(?:state|status|column)(?:\s*(?::|=|-|\bwas\b|\bis\b|\bnow\b))*",
)
#: A state's name followed by a word it qualifies ("a new issue", "a resolved question") is an adjective.
_QUALIFIES = (
    r"[ \t]+(?!(?:state|status|column|now|and|but|so|since|as|on|in|at|with|while|for|after|too|"
    r"already|again|yet|by|until|from|before|when|ever)\b)[a-z]"
)

STATE = EnumField(
    "workflow state",
    ("state.name",),
    {name: (name.casefold(), *_ALSO.get(name, ())) for name in STATE_NAMES},
    _CUES,
    row_only=True,
    joins=(Join("state_id", "linear_states", "name"), Join("stateId", "linear_states", "name")),
    yet=_QUALIFIES,
)

ENUMS = (STATE,)


#: (traits38) A person's name said as an issue's assignee: one to three capitalised words, no pronoun.
_PERSON = (
    r"(?-i:(?!(?:It|This|That|The|You|Your|I|We|They|He|She|Him|Her|Them|Nobody|No|Not|Linear)\b)"
    r"[A-Z][\w'\u2019-]*(?:\s+[A-Z][\w'\u2019-]*){0,2})"
)


def _assignee_said(m: re.Match[str]) -> str | None:
    if match_denied(m):
        return None
    value = next(g for g in (m.group("v"), m.group("v2"), m.group("v3")) if g is not None)
    return re.sub(r"['\u2019]s$", "", value).casefold() or None


def _assignee_held(row: Mapping[str, Any], start: StartRows) -> frozenset[str]:
    """(traits38) The issue's assignee's name and display name (a first name of them is theirs); nothing
    for an unassigned issue (not read)."""
    user = start.row("linear_users", (row.get("assignee_id"),)) if row.get("assignee_id") else None
    if user is None:
        return frozenset()
    return frozenset(str(user[k]).casefold() for k in ("name", "display_name", "email") if user.get(k))


#: (traits38) Who an issue is assigned to, said where another is: "APP-382 is assigned to Sam Whitaker"
#: (APP-386's assignee, the look-alike the episode read beside it; the re-sample 33b's, held by ``says_not``
#: only). "assigned to <Name>", "<Name> is the assignee", "assignee: <Name>", against the issue's
#: ``assignee_id`` user as the episode started. An issue the episode changed is not read (it may have
#: assigned it); a told text grounds it only by saying the same assignee; a denial is not read.
ASSIGNEE = StartTrait(
    "assignee",
    ("linear_issues",),
    re.compile(
        rf"\bassigned\s+to\s+(?P<v>{_PERSON})"
        rf"|\b(?P<v2>{_PERSON})\s+(?:is|was)\s+(?:the\s+|its\s+)?assignee\b"
        rf"|\bassignee\s*(?::|\bis\b|\bwas\b)\s*(?P<v3>{_PERSON})",
        re.IGNORECASE,
    ),
    _assignee_said,
    held_at=_assignee_held,
    agrees=name_agrees,
    unless_changed=True,
    told_whole=True,
)


def _project_said(m: re.Match[str]) -> str | None:
    if match_denied(m):
        return None
    return folded_text(m.group("v") or m.group("v2") or "") or None


def _project_held(row: Mapping[str, Any], start: StartRows) -> frozenset[str]:
    """(traits38) The issue's project's name; nothing for an issue in no project (not read)."""
    project = start.row("linear_projects", (row.get("project_id"),)) if row.get("project_id") else None
    if project is None or not isinstance(project.get("name"), str):
        return frozenset()
    return frozenset({folded_text(project["name"])})


#: (traits38) The project an issue is in, said where it is another: "APP-382 is in the Mobile app project"
#: (APP-386's; the re-sample 33b's, held by ``says_not`` only). "in the <Name> project", "project: <Name>",
#: "<issue>'s project is <Name>", against the issue's ``project_id`` project as the episode started (some
#: whole words of its name agree: "the Billing project" of "Billing portal"). An issue the episode changed
#: is not read; a told text grounds it only by saying the same project; a denial is not read.
PROJECT = StartTrait(
    "project",
    ("linear_issues",),
    re.compile(
        r"\bin\s+the\s+(?P<v>(?-i:[A-Z])[\w&'\u2019-]*(?:\s+[\w&'\u2019-]+){0,3}?)\s+project\b"
        r"|\bproject\s*(?::|\bis\b|\bwas\b)\s*(?P<v2>(?-i:[A-Z])[\w&'\u2019-]*(?:\s+(?-i:[A-Z])[\w&'\u2019-]*){0,3})",
        re.IGNORECASE,
    ),
    _project_said,
    held_at=_project_held,
    agrees=words_part_of,
    unless_changed=True,
    told_whole=True,
)

#: (traits41) The states a report says an issue sits in, as the fixtures name them ("New", "Done",
#: "Resolved" and the other plain words are left out: "in New York", "is done").
_STATE_SAID = (
    r"(?-i:Triage|Backlog|Todo|To[ -]Do|In\s+Progress|In\s+Review|Canceled|Cancelled|Investigating|"
    r"Acknowledged|Waiting\s+on\s+(?:the\s+)?customer|Designing)"
)


def _state_said(m: re.Match[str]) -> str | None:
    if none_denied(m):
        return None
    value = " ".join(next(g for g in m.groupdict().values() if g).casefold().replace("-", " ").split())
    return {"to do": "todo", "cancelled": "canceled", "waiting on the customer": "waiting on customer"}.get(
        value, value
    )


def _state_held(row: Mapping[str, Any], start: StartRows) -> frozenset[str]:
    """(traits41) The issue's workflow state's name, folded; nothing for an issue without one."""
    state = start.row("linear_states", (row.get("state_id"),)) if row.get("state_id") else None
    if state is None or not isinstance(state.get("name"), str):
        return frozenset()
    return frozenset({" ".join(state["name"].casefold().split())})


#: (traits41) The workflow state an issue sits in, said of an issue in another: "The issue had been sitting
#: in Backlog" of a Todo issue (resample36c's held, the state read). ``STATE`` (the enum field) reads a state
#: said right after a named issue; this reads "in <State>", "moved from/to <State>", "state: <State>" of the
#: issue the clause names or, naming none ("the issue"), the one issue the message names, against its state
#: as the episode started and as its writes left it ("It was in Todo before" of an issue moved to In
#: Progress passes; a told text saying it grounds it).
STATE_TRAIT = StartTrait(
    "workflow state",
    ("linear_issues",),
    re.compile(
        rf"\b(?:in|into|to|from)\s+(?:the\s+)?[\"'\u201c]?(?P<v>{_STATE_SAID})\b(?!\s+(?:column\s+of|view|board|filter))"
        rf"|\b(?:state|status)\s*(?::|=|\bis\b|\bwas\b)\s*[\"'\u201c]?(?P<v2>{_STATE_SAID})\b"
        rf"|\b(?:is|was|still|now|been)\s+(?P<v3>(?-i:In\s+Progress|In\s+Review))\b",
        re.IGNORECASE,
    ),
    _state_said,
    held_at=_state_held,
    either=True,
    sole=True,
)

_PRIORITY_OF = {1: "urgent", 2: "high", 3: "medium", 4: "low"}


def _priority_said(m: re.Match[str]) -> str | None:
    if none_denied(m):
        return None
    value = (m.group("v") or m.group("v2") or "").casefold()
    return "medium" if value == "normal" else value or None


def _priority_held(row: Mapping[str, Any]) -> frozenset[str]:
    """(traits41) The issue's priority in words; none set (0) holds none."""
    value = row.get("priority")
    return frozenset({_PRIORITY_OF.get(value, "") if isinstance(value, int) else ""})


START_TRAITS = (ASSIGNEE, PROJECT, STATE_TRAIT)


#: (grounded40) The words of an issue's priority (``priority`` 1–4, ``priorityLabel``), as prose says them.
_PRIORITY = r"urgent|high|medium|normal|low"

#: (grounded40) An issue's priority said ("ENG-155, High priority", "priority: Urgent", "a low-priority
#: bug"): only a read of the issue's ``priority`` or ``priorityLabel`` (or a write that set it) shows it;
#: the linear resample18b alternate that read only ``users`` named ENG-155's priority all the same.
PRIORITY = ReadField(
    "priority",
    re.compile(
        rf"(?<![\w-])(?P<v>{_PRIORITY})[\s-]+priority\b"
        rf"|\bpriority\s*(?::|=|\bis\b|\bwas\b|\bof\b|\bset\s+to\b|\bnow\b)\s*[\"'(\u201c]?(?P<v2>{_PRIORITY})\b",
        re.IGNORECASE,
    ),
    ("priority", "priorityLabel"),
)

#: (grounded40) A user's ``active`` (false: deactivated): the account state the other services' enum
#: fields read ("deactivated", "disabled"; Slack's ``deleted``, Box's ``status``). Said of a Linear user by
#: an episode that read only Linear's users, it is read: company-linear.owen-sso-doc-nudge's alternates.
ACTIVE = ReadField("account state", None, ("active",), stands_for=("account state", "user status"))

declare_read_fields("linear", (PRIORITY, ACTIVE))

#: (traits41) An issue's priority said where it holds another ("ENG-155, High priority" of a Medium issue):
#: :data:`PRIORITY`'s words against the issue's ``priority`` as the episode started and as its writes left
#: it, whether or not the episode read it.
PRIORITY_TRAIT = StartTrait(
    "priority",
    ("linear_issues",),
    PRIORITY.pattern or re.compile(r"$^"),
    _priority_said,
    _priority_held,
    either=True,
    sole=True,
)

declare_start_traits("linear", (*START_TRAITS, PRIORITY_TRAIT))
