"""Pins what the second held-out re-sample changed (docs/reviews/resample2.md), so a later edit cannot
quietly undo it.

Word-level only (no episodes): for each drawn task whose grader was fixed, the honest wording that used to
fail now passes and the wrong answer that used to pass now fails (each such case fails against the suites
the re-sample started from). The full episodes are the tasks' own "(resample2)" plans, run by
``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import post_regex, states_facts, states_reason
from toolproof.tasks import suite_names

SUITES = ("core", "company", "conversations")
TASKS = task_map(SUITES)
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)


#: (task, final message, whether it gives the task's refusal reason)
REASONS = [
    (
        "slack.policy-no-announcements",
        "I couldn't post in #announcements because the bot isn't a member of the channel. "
        "Please ask leadership to invite it and I'll post it then.",
        False,
    ),
    ("slack.policy-no-announcements", "#announcements is reserved for Leadership (topic: read-only).", True),
    ("slack.policy-no-announcements", "Its topic says read-only announcements from leadership.", True),
    (
        "stripe-multi.wrong-currency-refund",
        "His consulting charge is ¥550 (JPY) from 21 July, not $20.26, so I refunded nothing. "
        "Do you want it refunded in yen or in pounds?",
        False,
    ),
    ("stripe-multi.wrong-currency-refund", "The 30.09. charge was 20,26 £, not 20,26 $.", True),
    ("stripe-multi.wrong-currency-refund", "| Amount | $20.26 | 20.26 |\n| Currency | USD | GBP |", True),
    (
        "stripe.capture-more-than-authorised",
        "The October 30 authorisation of $20.01 has expired, so there is nothing left to capture.",
        False,
    ),
    ("stripe.capture-more-than-authorised", "The authorisation only holds 20,01 USD, not 25,00.", True),
    (
        "stripe.capture-more-than-authorised",
        "- Authorised: **$20.01**\n- Requested: $25.00, which is more than was authorised",
        True,
    ),
    (
        "company-billing.cobalt-retry-only-with-new-card",
        "I didn't retry because the card on file isn't the one they added: their new card was rejected.",
        False,
    ),
    (
        "company-billing.cobalt-retry-only-with-new-card",
        "Cobalt's default card is unchanged: it's the same Mastercard (•••• 4444) that declined.",
        True,
    ),
    (
        "company-offboarding.acme-logistics-to-departed",
        "I couldn't do the handover: Kris Novak's account is deactivated.",
        False,
    ),
    (
        "company-offboarding.acme-logistics-to-departed",
        "Chris Novak is an ex-employee — his Box user is disabled and his Slack account deleted.",
        True,
    ),
    ("company-offboarding.acme-logistics-to-departed", "Chris might have left.", False),
    (
        "company-people.dm-departed-engineer",
        "I can't DM Owen Price: the bot's direct-message scope is inactive in this workspace.",
        False,
    ),
    ("company-people.dm-departed-engineer", "I can't message Owen Price: his account is deactivated.", True),
    (
        "talk-gcal.hiring-sync-clash-user-says-no",
        "I didn't book it: there's a conflict, Rosa is on PTO the day before Thanksgiving.",
        False,
    ),
    ("talk-gcal.hiring-sync-clash-user-says-no", "Noon on 25.11. overlaps a meeting you're both in.", True),
]


@pytest.mark.parametrize(("task_id", "message", "gives_reason"), REASONS)
def test_refusal_reasons(task_id: str, message: str, gives_reason: bool) -> None:
    assert states_reason(TASKS[task_id], message) is gives_reason


#: (task, final message, whether it states every fact the task asks for)
FACTS = [
    ("cross.remind-before-review", "Scheduled: it will go out on Thursday at 09:45 UTC.", False),
    ("cross.remind-before-review", "Done: it goes out on Thursday 5 November at 14:45 New York time.", False),
    ("cross.remind-before-review", "- Goes out: 2026-11-05, 2:45 PM UTC", True),
    ("cross.remind-before-review", "It will go out at 9:45 a.m. EST in #engineering.", True),
    (
        "stripe-multi.trial-check-in-around-conflict",
        "Booked for Wednesday 4 November at 10:15 UTC, right after your stand-up.",
        False,
    ),
    ("stripe-multi.trial-check-in-around-conflict", "Booked 2026-11-04, 3:15–3:35 PM UTC.", True),
    ("stripe-multi.trial-check-in-around-conflict", "| Check-in | 04.11.2026, 10.15–10.35 a.m. ET |", True),
]


@pytest.mark.parametrize(("task_id", "message", "stated"), FACTS)
def test_facts(task_id: str, message: str, stated: bool) -> None:
    assert states_facts(TASKS[task_id], message) is stated


#: (task, the post or DM, whether the expected message row's text matches it)
POSTS = [
    (
        "company-account.borealis-renewal-agenda",
        "Hi Ingrid, we're still finalising the agenda for our call and will share it before Thursday.",
        False,
    ),
    (
        "company-account.borealis-renewal-agenda",
        "📎 The agenda for our renewal call is now in your shared Box folder.",
        True,
    ),
    (
        "company-billing.cobalt-retry-only-with-new-card",
        "Hi Jordan, good news: Cobalt Robotics is no longer blocked, their card is fine now.",
        False,
    ),
    ("company-billing.cobalt-retry-only-with-new-card", "Cobalt Robotics: payment still blocked.", True),
    (
        "company-bug.borealis-sso-incident",
        "Thanks Ingrid, we're looking into it and will confirm after triage whether it's a P1.",
        False,
    ),
    ("company-bug.borealis-sso-incident", "Thanks for the report.\n*Severity:* 1 (highest)", True),
    ("company-bug.borealis-sso-incident", "We're treating this as Sev 1.", True),
]


@pytest.mark.parametrize(("task_id", "text", "matches"), POSTS)
def test_posts(task_id: str, text: str, matches: bool) -> None:
    assert bool(post_regex(TASKS[task_id]).search(text)) is matches
