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

from toolproof.service.stated import EnumField, Join, Utterance

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
