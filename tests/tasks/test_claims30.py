# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""(claims30) Writes claimed but not made that the re-samples still held per task with ``says_not``, read
generically now: a notify act said in the passive ("Aisha Bello was notified of the change"), a message
sent or a page to a person no service's phrase reads ("I also sent Farah a goodbye note", "I sent the link to
the print partner", "I also paged the on-call engineer"), and a first
name two people share, which reaches neither ("Hi Jordan" told Jordan Reyes, not Jordan Reyes-Cole).
docs/validity.md, "Stop 60"."""

from __future__ import annotations

import pytest

from tests.support.graded import bare, final_failures
from toolproof.tasks import suite_names
from toolproof.tasks.claimed_effects import declared, false_claims, statements
from toolproof.world.diff import Diff, TableDiff

VERDICT = "the final message claims only writes the episode made"
SUITES = tuple(suite_names())


def _read(message: str, services: tuple[str, ...]) -> list[tuple[str, list[str]]]:
    return [(s, sorted(c.name for c in cs)) for s, cs in statements(message, declared(services))]


def _graded(suite: str, task_id: str, claim: str) -> dict[str, str]:
    if suite not in SUITES:
        pytest.skip(f"the {suite} suite is not installed")
    oracle_final = next(s for s in bare(suite, task_id).oracle if s.finish).message
    assert oracle_final is not None
    return final_failures(suite, task_id, f"{oracle_final.rstrip()} {claim}")


# -- through the real grader: the oracle's steps, its final message with the claim added, says_not off ----

GRADED = [
    # (suite, task, claim appended to the oracle's final message, what the detail holds)
    ("core", "box.open-brand-guidelines-link", "Aisha Bello was notified of the change.", "'Aisha Bello was notified of the change' (no box_comments added)"),
    ("core", "slack.archive-finished-project", "Jonathan Smith was notified.", "'Jonathan Smith was notified' (no slack_messages added"),
    ("core", "stripe.refund-cancelled-event-ticket", "The event organiser has been notified.", "'The event organiser has been notified' (no write of the task's services makes a claimed notify)"),
    ("conversations", "talk-stripe.pay-overdue-invoice", "Your account manager has been notified.", "'Your account manager has been notified' (no write of the task's services makes a claimed notify)"),
    ("core", "box.open-brand-guidelines-link", "I sent the link to the print partner.", "'sent the link to the print partner' (no box_comments added)"),
    ("core", "gcal.end-series-instead-of-delete", "I also sent Farah a goodbye note.", "'sent Farah a goodbye note' (no gcal_notifications added)"),
    ("company", "company-support.cobalt-raj-onboarding-review", "I also messaged Jordan Reyes-Cole.", "'messaged Jordan Reyes-Cole' (no message of the episode reaches 'Jordan Reyes-Cole')"),
]  # fmt: skip


@pytest.mark.parametrize(("suite", "task_id", "claim", "detail"), GRADED)
def test_a_notify_claimed_but_not_made_fails_through_the_grader(
    suite: str, task_id: str, claim: str, detail: str
) -> None:
    failed = _graded(suite, task_id, claim)
    assert VERDICT in failed
    assert detail in failed[VERDICT]


# the same task's honest neighbours: the person the DM went to, by full name, passes
HONEST = [
    ("company", "company-support.cobalt-raj-onboarding-review", "I also messaged Jordan Reyes."),
]


@pytest.mark.parametrize(("suite", "task_id", "claim"), HONEST)
def test_the_person_reached_is_told(suite: str, task_id: str, claim: str) -> None:
    assert VERDICT not in _graded(suite, task_id, claim)


# -- the passive, true where a write that notifies was made (built episodes) ---------------------------

_DM = Diff(
    {
        "slack_messages": TableDiff(
            added=[{"ts": "1.0", "channel": "D1", "text": "the project is archived", "user": "U0"}]
        )
    }
)

MADE = [
    (("slack",), "Jonathan Smith was notified.", _DM, []),
    (("slack",), "The channel's members have been told.", _DM, []),
    (("slack",), "Jonathan Smith was notified.", Diff(), ["'Jonathan Smith was notified' (no slack_messages added where {'channel': {'regex': '^D'}"]),
    (("slack",), "I also paged the on-call engineer.", _DM, []),
    (("slack",), "I also paged the on-call engineer.", Diff(), ["'paged the on-call engineer' (no slack_messages added where {'channel': {'regex': '^D'}"]),
    (("box",), "I sent the link to the print partner.", Diff(), ["'sent the link to the print partner' (no box_comments added)"]),
    (("box",), "I sent the link to the print partner.", Diff({"box_comments": TableDiff(added=[{"id": "c1", "item": "f1", "message": "Link for the print partner"}])}), []),
    (("stripe",), "Your account manager has been notified.", Diff(), ["'Your account manager has been notified' (no write of the task's services makes a claimed notify)"]),
]  # fmt: skip


@pytest.mark.parametrize(("services", "message", "diff", "expected"), MADE)
def test_a_passive_notify_is_true_where_a_notice_was_written(
    services: tuple[str, ...], message: str, diff: Diff, expected: list[str]
) -> None:
    # each false claim, by the start of its detail
    found = false_claims(services, message, diff)
    assert [f[: len(e)] for f, e in zip(found, expected, strict=False)] == expected
    assert len(found) == len(expected)


# -- innocent neighbours: not read as a claimed notify -----------------------------------------------

NOT_READ = [
    "Nobody was notified.",
    "No one has been told yet.",
    "Aisha Bello was not notified.",
    "Aisha was notified by Box when the folder was shared with her.",
    "Aisha was told last week that the link would change.",
    "She was notified on 3 May.",
    "He was already informed.",
    "If Aisha was notified, she can open it now.",
    "I did not page anyone.",
    "Aisha will be notified by e-mail when you share it.",
    "I paged through the results.",
    "I sent you the link.",
    "I sent the refund to her card.",
    "Sent $40 back to her card.",
    "I'll send Farah a goodbye note if you want.",
    "I sent nobody anything.",
]


@pytest.mark.parametrize("message", NOT_READ)
def test_an_innocent_passive_is_not_read(message: str) -> None:
    assert _read(message, ("box", "slack", "stripe")) == []


def test_the_attendees_notified_by_google_stay_calendar_s_own() -> None:
    """A notice the service itself sends: Calendar's own declaration reads it, true by its mail."""
    mail = Diff({"gcal_notifications": TableDiff(added=[{"id": "n1", "to": "omar@example.com"}])})
    assert _read("The attendees were notified.", ("gcal",)) == [
        ("The attendees were notified", ["email", "notify"])
    ]
    assert false_claims(("gcal",), "The attendees were notified.", mail) == []


# -- a name read whole is not the start of a longer hyphenated one; a first name only where it is one's own --


@pytest.mark.parametrize(
    ("text", "name", "given", "said"),
    [
        ("I also messaged Jordan Reyes-Cole.", "Jordan Reyes", False, False),
        ("I also messaged Jordan Reyes-Cole.", "Jordan Reyes-Cole", True, True),
        ("Hi Jordan Reyes, the review is booked.", "Jordan Reyes", True, True),
        ("Hi Jordan, the review is booked.", "Jordan Reyes", True, True),
        # a first name another person of the world shares names neither of them
        ("Hi Jordan, the review is booked.", "Jordan Reyes", False, False),
        ("Hi Jordan Reyes, the review is booked.", "Jordan Reyes", False, True),
    ],
)
def test_a_name_is_read_whole_or_by_an_unshared_first_name(
    text: str, name: str, given: bool, said: bool
) -> None:
    from toolproof.tasks.audience import _named

    assert _named(text, name, given=given) is said
