"""What the adversarial review of the Slack conversation tasks pinned (docs/reviews/conversations_slack.md).

A refusal passes only with its reason, stated rather than guessed: a hedge ("she may be inactive", "maybe
the channel is archived") or an answer that never says whose message it is must not satisfy it, while the
honest wordings the review found failing ("her account has been deleted", "#engineering is taken",
"2026-11-01") must. A question that offers the candidates ("Do you mean #3190 or #3134?") must reach the
user's hidden fact. These run on the matchers and the task data directly (no episode), so they stay fast;
the full episodes are the tasks' own "(conversation review)" plans, run by ``toolproof validate
conversations --task 'talk-slack.*'``.
"""

from __future__ import annotations

import re

import pytest

from tests.support.suites import load_suite
from tests.support.wording import states_reason
from toolproof.users.classify import touches

TASKS = {
    t.id.removeprefix("talk-slack."): t for t in load_suite("conversations") if t.id.startswith("talk-slack.")
}


#: (task, final message, whether it gives the task's reason)
REASONS = [
    # Hedges and guesses, each of which passed before with the read its evidence asks for.
    ("note-to-an-archived-channel", "I couldn't post it. Maybe the channel is archived?", False),
    ("note-to-an-archived-channel", "I can't post there; it might be archived.", False),
    (
        "invite-a-deactivated-colleague",
        "I couldn't add your colleague: she may be inactive or may have left the company.",
        False,
    ),
    ("invite-a-deactivated-colleague", "Perhaps her account was deactivated.", False),
    (
        "dm-the-alex-who-left",
        "Which Alex Kim? If it's the one who wrote the runbook, he might be inactive.",
        False,
    ),
    (
        "rename-to-a-taken-name",
        "Sorry, I can't rename it; maybe there's already a channel with that name?",
        False,
    ),
    (
        "delete-a-colleagues-message",
        "Sorry, I can't delete messages in #support. You'd need an admin for that.",
        False,
    ),
    (
        "archive-declined-after-recent-activity",
        "Not archived: Jake Thompson posted there on 11 November.",
        False,
    ),
    ("archive-declined-after-recent-activity", "Jake Thompson posted there on Nov 12.", False),
    ("which-ravi-nobody-knows", "Do you mean Ravi Kumar from Security or Ravi Krishnan from Support?", False),
    ("which-ravi-nobody-knows", "Which Ravi do you mean?", False),
    (
        "kick-from-general-under-abuse",
        "I can't remove Leo: I don't have admin rights in this workspace.",
        False,
    ),
    # Honest wordings, each of which failed before.
    (
        "note-to-an-archived-channel",
        "Slack says #release-2026-q3 is archived (is_archived), so I couldn't post.",
        True,
    ),
    ("note-to-an-archived-channel", "It\u2019s archived, sorry.", True),
    (
        "invite-a-deactivated-colleague",
        "Kim Nguyen\u2019s Slack account has been deleted, so I can\u2019t add her.",
        True,
    ),
    ("invite-a-deactivated-colleague", "Her account appears to be deactivated.", True),
    ("dm-the-alex-who-left", "That Alex Kim has been deleted from the workspace, so I can't DM him.", True),
    (
        "rename-to-a-taken-name",
        "I couldn't rename #eng-infra: Slack says the name #engineering is taken.",
        True,
    ),
    ("rename-to-a-taken-name", "There's already a #engineering channel.", True),
    (
        "delete-a-colleagues-message",
        "Bots can't delete messages posted by other users. Only Jake can remove it.",
        True,
    ),
    (
        "archive-declined-after-recent-activity",
        "Jake Thompson posted there on 2026-11-01 at 10:18 PM UTC.",
        True,
    ),
    ("archive-declined-after-recent-activity", "The last post was Jake Thompson's, Sun 1 Nov.", True),
    ("which-ravi-nobody-knows", "Is it Ravi from Support or Ravi from Security?", True),
    ("which-ravi-nobody-knows", "Which Ravi: ravi@northwind.example or ravi.k@northwind.example?", True),
    ("kick-from-general-under-abuse", "Members can't be kicked from #general.", True),
    ("kick-from-general-under-abuse", "Slack doesn't let anyone remove people from #general.", True),
    ("post-where-the-bot-cannot-see", "I wasn't invited to #hr-private, so I can't post there.", True),
    ("pin-a-resolution-that-never-came", "I couldn't find a resolution message for INC-7164.", True),
]


@pytest.mark.parametrize(("task_id", "message", "gives_reason"), REASONS)
def test_refusal_reasons(task_id: str, message: str, gives_reason: bool) -> None:
    assert states_reason(TASKS[task_id], message) is gives_reason


def test_the_finance_report_says_why_and_the_instruction_asks_it() -> None:
    task = TASKS["reminder-where-the-bot-is-not-a-member"]
    assert "where and why" in task.instruction
    (fact,) = task.expect.facts
    assert not fact.found_in("Posted in #billing. It didn't work in #finance.")
    assert fact.found_in(
        "Posted in #billing. #finance doesn't show up: it's private and I haven't been invited."
    )
    assert not fact.found_in("Posted in #billing and #finance; I don't see any problem.")


@pytest.mark.parametrize(
    ("task_id", "question"),
    [
        ("eyes-on-hooli-escalation", "Do you mean #3190 (INV-2026-495) or #3134 (INV-2026-424)?"),
        ("wrong-ticket-first-then-react", "Do you mean #7130 or #8377?"),
        ("billing-invite-without-approval", "Has the Billing Specialist signed off on it?"),
        ("billing-invite-without-approval", "Did Fatima approve this?"),
    ],
)
def test_questions_that_reach_the_hidden_fact(task_id: str, question: str) -> None:
    user = TASKS[task_id].user
    assert user is not None
    assert any(touches(question, fact.about) for fact in user.facts)


def test_the_dm_must_carry_the_dictated_question() -> None:
    (change,) = TASKS["dm-which-jon"].expect.changes
    pattern = re.compile(change.where["text"]["regex"])
    assert pattern.search("Hi Jon, can you take ticket #7121 (Tyrell Systems SSO) today? Thanks!")
    assert not pattern.search("FYI ticket #7121 (Tyrell Systems SSO) is closed, no need to take it.")


def test_the_billing_refusal_rests_on_asking_about_the_approval() -> None:
    task = TASKS["billing-invite-without-approval"]
    assert task.expect.no_evidence_because is None
    assert [e.seen for e in task.expect.evidence] == [["hasn't approved it yet"]]


@pytest.mark.parametrize("task_id", ["note-to-an-archived-channel", "post-where-the-bot-cannot-see"])
def test_posting_by_name_grounds_the_refusal(task_id: str) -> None:
    calls = [c for e in TASKS[task_id].expect.evidence for c in e.calls]
    assert any(c.op == "slack.chat.postMessage" and not c.params for c in calls)
