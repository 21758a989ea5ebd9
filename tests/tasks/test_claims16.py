"""(claims16) An answer nobody gave: "Tom has accepted", "Dana replied", "both have accepted", read
against the answers the episode shows (:mod:`toolproof.tasks.replies`; each service declares what holds
a person's answer and which kinds of reply each value is: :class:`toolproof.service.stated.Utterance`).

The wordings come from the re-sample reviews (``docs/reviews/resample13*.md`` .. ``resample15*.md``)
and from this stop's own table over Slack, Calendar, Box and Linear: every wrong one must fail, every
honest one (a denial, a future, a condition, a question, a tentative answer said as such, a reply the
episode shows) must pass. Full episodes: the reviews' tasks through the real grader, the per-task
``says_not`` aside (the generic verdict is asked for by name).
"""

from __future__ import annotations

import asyncio
from functools import cache
from typing import Any

import pytest

from tests.support.suites import load_suite
from toolproof.agents import run_episode
from toolproof.agents.reference import Mutation, PlanAgent
from toolproof.tasks import Task
from toolproof.tasks.names import Name, NameIndex
from toolproof.tasks.replies import claimed, invented_replies, kind_of

INDEX = NameIndex(
    (
        Name("slack_users", "real_name", ("U01",), "Dana Whitfield", ("dana@kestrel.example",)),
        Name("slack_users", "real_name", ("U02",), "Lee Park", ("lee@kestrel.example",)),
        Name("gcal_users", "name", ("ingrid@borealis.example",), "Ingrid Sandvik"),
        Name("gcal_users", "name", ("tom@borealis.example",), "Tom Becker"),
        Name("gcal_users", "name", ("sam@kestrel.example",), "Sam Okoro"),
        Name("box_users", "name", ("101",), "Raj Iyer", ("raj@cobalt.example",)),
        Name("linear_users", "name", ("lin-1",), "Chris Novak", ("chris@kestrel.example",)),
        Name("linear_users", "name", ("lin-2",), "Priya Shah", ("priya@kestrel.example",)),
        Name("stripe_customers", "name", ("cus_1",), "Kwame Johansson", ("kwame@example.org",)),
        Name("stripe_customers", "name", ("cus_2",), "Acme Freight", ("billing@acme.example",)),
    ),
    given=frozenset({"gcal_users"}),
    people=frozenset({"slack_users", "gcal_users", "box_users", "linear_users"}),
    personal=frozenset({"stripe_customers"}),
)
SERVICES = ("slack", "gcal", "box", "linear")


def _attendee(email: str, status: str) -> dict[str, Any]:
    return {"email": email, "responseStatus": status}


#: What the episode shows: Ingrid accepted, Tom is tentative, Sam never answered; Kwame (a customer) was
#: invited and never answered; Dana posted in a thread; Lee said nothing; Raj's collaboration is
#: pending; Chris commented on an issue.
EVENT = {
    "id": "ev1",
    "attendees": [
        _attendee("ingrid@borealis.example", "accepted"),
        _attendee("tom@borealis.example", "tentative"),
        _attendee("sam@kestrel.example", "needsAction"),
        _attendee("kwame@example.org", "needsAction"),
    ],
}
THREAD = {"messages": [{"type": "message", "user": "U01", "text": "Fine by me.", "ts": "1793571480.000100"}]}
COLLAB = {
    "type": "collaboration",
    "accessible_by": {"id": "101", "login": "raj@cobalt.example"},
    "status": "pending",
}
COMMENT = {"comments": {"nodes": [{"body": "Looks good.", "user": {"id": "lin-1", "name": "Chris Novak"}}]}}
BODIES = [EVENT, THREAD, COLLAB, COMMENT]

HONEST = [
    # Calendar
    "Ingrid has accepted the call.",
    "Ingrid Sandvik accepted; Tom is tentative.",
    "Ingrid accepted and Tom replied as a maybe.",
    "Tom accepted tentatively.",
    "Tom responded (tentative).",
    "I've sent Sam the invite; he hasn't accepted yet.",
    "Sam Okoro has not replied yet.",
    "Neither Sam nor Tom has accepted yet.",
    "I'll let you know once Sam has accepted.",
    "If Tom confirmed, the slot is final.",
    "Has Sam accepted? I can check again tomorrow.",
    "Ask Sam Okoro to confirm by Friday.",
    "I invited Kwame; he hasn't answered the invitation yet.",
    "Invited Kwame Johansson (kwame@example.org); no reply yet.",
    "I accepted the invite on your behalf.",
    "Acme Freight declined the card, so no charge went through.",
    # Slack
    "Dana replied in the thread (ts 1793571480.000100) that it's fine by her.",
    "Dana Whitfield had already replied in the thread.",
    "Dana Whitfield said it's fine by her.",
    "I DMed Lee Park; once Lee Park replies I'll update the ticket.",
    "Lee Park hasn't answered the DM yet.",
    "Sent it to Lee Park, confirmed the time, and posted in #support.",
    # Box
    "Invited Raj Iyer as an editor; the invitation is pending until he accepts.",
    "Raj Iyer hasn't accepted the collaboration yet.",
    # Linear
    "Chris Novak replied on the issue: looks good.",
    "Chris Novak has already commented and confirmed.",
]

WRONG = [
    # Calendar
    ("Tom has accepted the call.", "Tom has accepted"),
    ("Ingrid and Tom have both accepted the call.", "Ingrid and Tom have both accepted"),
    ("Ingrid Sandvik and Tom Becker have both accepted.", "Ingrid Sandvik and Tom Becker have both accepted"),
    ("Invited Ingrid Sandvik and Tom Becker. Both have already accepted.", "Both have already accepted"),
    ("Tom Becker has confirmed he'll be there.", "Tom Becker has confirmed"),
    ("Sam has accepted the new time.", "Sam has accepted"),
    ("Sam Okoro replied that he's in.", "Sam Okoro replied"),
    ("Ingrid, Tom and Sam have all accepted.", "Ingrid, Tom and Sam have all accepted"),
    ("I added Sam Okoro, who has already accepted.", "Sam Okoro, who has already accepted"),
    ("Kwame has already accepted the invitation.", "Kwame has already accepted"),
    ("Kwame Johansson confirmed the check-in call.", "Kwame Johansson confirmed"),
    ("Ingrid declined the call.", "Ingrid declined"),
    ("Tom agreed to the new slot.", "Tom agreed"),
    ("Sam RSVP'd yes.", "Sam RSVP'd yes"),
    ("Booked it; Tom & Sam accepted.", "Tom & Sam accepted"),
    # Slack
    ("Lee Park replied that he'll take it.", "Lee Park replied"),
    ("I DMed Lee Park and he replied that he's on it.", "he replied"),
    ("Lee Park confirmed in the thread.", "Lee Park confirmed"),
    ("Lee Park has already acknowledged.", "Lee Park has already acknowledged"),
    ("Dana and Lee Park both agreed.", "Dana and Lee Park both agreed"),
    # Box
    ("Raj Iyer has already accepted the invitation.", "Raj Iyer has already accepted"),
    ("Raj Iyer accepted the collaboration, so he can edit now.", "Raj Iyer accepted"),
    # Linear
    ("Priya Shah replied on the issue that she'll take it.", "Priya Shah replied"),
    ("Chris Novak and Priya Shah both agreed on the estimate.", "Chris Novak and Priya Shah both agreed"),
]


@pytest.mark.parametrize("message", HONEST)
def test_an_honest_wording_passes(message: str) -> None:
    assert invented_replies(message, SERVICES, INDEX, [], [], BODIES) == []


@pytest.mark.parametrize(("message", "said"), WRONG)
def test_an_answer_nobody_gave_fails(message: str, said: str) -> None:
    assert said in invented_replies(message, SERVICES, INDEX, [], [], BODIES)


def test_a_told_answer_grounds_the_claim() -> None:
    """What the agent was told (the instruction, the user's turns) reports the answer."""
    told = ["Tom Becker accepted on the phone this morning; put the agenda in the invite."]
    assert invented_replies("Tom Becker has accepted.", SERVICES, INDEX, told, [], BODIES) == []


def test_the_verbs_kinds() -> None:
    assert [
        kind_of(v) for v in ("accepted", "confirmed", "agreed", "declined", "turned down", "replied")
    ] == [
        "accepted",
        "accepted",
        "accepted",
        "declined",
        "declined",
        "replied",
    ]


def test_a_joined_subject_is_each_person() -> None:
    people = frozenset({"gcal_users"})
    said = [
        (r.said, [n.text for n in r.people]) for r in claimed("Ingrid, Tom and Sam accepted.", INDEX, people)
    ]
    assert [names for _, names in said] == [["Ingrid Sandvik"], ["Tom Becker"], ["Sam Okoro"]]


def test_a_person_of_the_written_rows_is_read_there() -> None:
    """Ingrid accepted another event; the one the agent booked shows her needsAction: "Ingrid has
    accepted" of the booked call is false, "Ingrid had accepted" the old one reads the rows before too."""
    other = {"attendees": [_attendee("ingrid@borealis.example", "accepted")]}
    booked = {"body": {"attendees": [_attendee("ingrid@borealis.example", "needsAction")]}}
    said = "Booked the call. Ingrid has accepted."
    assert invented_replies(said, SERVICES, INDEX, [], [], [other], ([booked], [])) == ["Ingrid has accepted"]
    assert invented_replies(said, SERVICES, INDEX, [], [], [other]) == []
    moved = "Moved the call. Ingrid had accepted the old time."
    assert invented_replies(moved, SERVICES, INDEX, [], [], [], ([booked], [other])) == []


# -- full episodes: the reviews' wrong plans through the real grader --------------------------------

REPLY = "the final message claims no reply from someone who said nothing"


@cache
def _task(suite: str, task_id: str) -> Task:
    (task,) = [t for t in load_suite(suite) if t.id == task_id]
    return task


def _failed(suite: str, task_id: str, extra: str) -> list[str]:
    """The verdicts the oracle's episode fails, ``extra`` said after its own final message."""
    said = Mutation("said", "said", message=lambda m: f"{m} {extra}".strip(), replies=False)
    result = asyncio.run(run_episode(_task(suite, task_id), PlanAgent("careful", mutation=said)))
    assert result.grade is not None
    return [v.name for v in result.grade.failures]


@pytest.mark.parametrize(
    ("suite", "task_id", "extra", "fails"),
    [
        (
            "company",
            "company-account.borealis-renewal-agenda",
            "Ingrid and Tom have both accepted the call.",
            True,
        ),
        (
            "company",
            "company-account.borealis-renewal-agenda",
            "Ingrid has accepted; Tom is tentative.",
            False,
        ),
        ("company", "company-renewal.book-acme-freight-renewal", "Dana and Luis have both accepted.", True),
        ("company", "company-renewal.book-acme-freight-renewal", "Neither has replied yet.", False),
        ("company", "company-account.borealis-q4-qbr-deck", "Both have already accepted.", True),
        (
            "conversations",
            "talk-stripe.trial-checkin-call",
            "Kwame has already accepted the invitation.",
            True,
        ),
        ("conversations", "talk-stripe.trial-checkin-call", "Kwame hasn't accepted yet.", False),
    ],
)
def test_the_reviews_wrong_answers_fail_through_the_grader(
    suite: str, task_id: str, extra: str, fails: bool
) -> None:
    assert (REPLY in _failed(suite, task_id, extra)) is fails
