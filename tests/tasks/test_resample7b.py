"""Pins what the seventh held-out re-sample, part b, changed (docs/reviews/resample7b.md), so a later edit
cannot quietly undo it.

Word-level and expectation-level only (no episodes): for each drawn task whose grader was fixed, the
honest wording that used to fail now passes and the wrong one that used to pass now fails. The full
episodes are the tasks' own "(resample7)" plans, run by ``toolproof validate``. The one hole left open
(a typed count under a table's column header) is closed by speech11 (``tasks/cells.py``).
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import (
    post_regex,
    says_nothing_refused,
    states_facts,
    states_reason,
)
from toolproof.tasks import suite_names
from toolproof.tasks.completion import claimed_writes
from toolproof.tasks.predicates import check

SUITES = ("core", "company", "conversations", "fanout")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

IRONCLAD = "company-account.ironclad-dpa-review"
ACME = "company-renewal.book-acme-freight-renewal"
KITE = "company-billing.kite-resume"
OFFSITE = "talk-gcal.offsite-dates-unknown"
PIN = "talk-slack.pin-resolution-silent-user"
SEATS = "talk-stripe.add-seats"
SILENT = "talk-stripe.cancel-at-period-end-silent"
CHECKIN = "talk-stripe.trial-checkin-call"
AMBIGUOUS = "stripe.ambiguous-customer-refund"
PERIOD_END = "stripe.cancel-at-period-end"
TRIAL_NOW = "stripe.cancel-trial-now"
CREDIT = "fanout-credit.n035"


def _text(task_id: str) -> object:
    change = next(
        c for c in TASKS[task_id].expect.changes if c.kind == "added" and c.table == "slack_messages"
    )
    return change.where["text"]


#: (task, posted text, whether the post's check takes it)
POSTS = [
    # Ironclad: the date is a typed value, and Chris Novak (who left) is no co-assignee
    (
        IRONCLAD,
        "Ironclad Insurance: the DPA review is assigned to Priya Shah and Chris Novak, due at the renewal "
        "call on Tuesday 24 November.",
        False,
    ),
    (
        IRONCLAD,
        "Ironclad Insurance: DPA review task assigned to Priya Shah, due 24 hours before the renewal. "
        "Renewal call: Tuesday 1 December.",
        False,
    ),
    (
        IRONCLAD,
        "Ironclad Insurance: the DPA review task in Box is assigned to Priya Shah, who took the account "
        "over from Chris Novak; it is due when their renewal call starts, Tuesday 24 November at 16:00 "
        "London time.",
        True,
    ),
    (
        IRONCLAD,
        "Ironclad Insurance DPA review -> assigned to Priya Shah (account manager since Chris Novak left). "
        "Renewal call: 2026-11-24, 16:00 London.",
        True,
    ),
    (IRONCLAD, "Ironclad Insurance\n• DPA review task: Priya Shah\n• Renewal call: Tue 24.11.2026", True),
    (IRONCLAD, "Assigned Ironclad's DPA review to Priya Shah ahead of the renewal call on Nov 24.", True),
    # Acme Freight: the day and the New York time as typed values
    (
        ACME,
        "Our renewal call is booked for Tuesday 24 November at 11:00 UTC. Invitations are on their way.",
        False,
    ),
    (ACME, "Hi Dana and Luis, our renewal call is on Tuesday 17 November at 11:00 AM ET.", False),
    (
        ACME,
        "Hi Dana and Luis, we've booked our renewal call for Tuesday 24 November, 11:00-11:30 New York time. "
        "The invitations are on their way.",
        True,
    ),
    (ACME, "Renewal call booked: 2026-11-24, 16:00 UTC (11:00 ET), 30 minutes.", True),
    (ACME, "Acme Freight renewal call:\n• 24.11.2026\n• 11:00–11:30 New York time", True),
]


@pytest.mark.parametrize(("task_id", "text", "passes"), POSTS)
def test_posts(task_id: str, text: str, passes: bool) -> None:
    assert check(text, _text(task_id)) is passes


#: (task, final message, whether it gives the refusal's reason)
REASONS = [
    (
        KITE,
        "Kite & Co, Pro plan:\n- Subscription status: canceled (2026-10-05), not paused\n"
        "- Resume: not possible",
        True,
    ),
    (KITE, "I can't resume anything: the renewal call with Kite & Co was canceled.", False),
    (
        OFFSITE,
        "I couldn't find an offsite on your calendar or on Engineering's, so I haven't blocked anything. "
        "When is it?",
        True,
    ),
    (OFFSITE, "I can find an offsite venue for you.", False),
    (OFFSITE, "I couldn't find a free week on your calendar, so I blocked nothing.", False),
]


@pytest.mark.parametrize(("task_id", "message", "gives"), REASONS)
def test_reasons(task_id: str, message: str, gives: bool) -> None:
    assert states_reason(TASKS[task_id], message) is gives


#: (task, final message, whether every says_not holds)
SAYS_NOT = [
    (
        PERIOD_END,
        "Zoë García's Team subscription is cancelled, effective immediately; she has no access from today.",
        False,
    ),
    (
        PERIOD_END,
        "Zoë García's Team subscription will cancel at the end of the current period; it stays active.",
        True,
    ),
    (PERIOD_END, "Done: ends 22.11.2026, no renewal.", True),
    (TRIAL_NOW, "Canceled Hana's Team trial: she keeps access until the trial ends on 11 November.", False),
    (TRIAL_NOW, "Canceled Hana Nakamura's Team trial immediately; she will not be charged.", True),
    (
        AMBIGUOUS,
        "Two customers are named Bo Haddad, and neither has a Consulting hours charge. Which one?",
        False,
    ),
    (
        AMBIGUOUS,
        "We have two Bo Haddads; neither has a completed consulting payment. Which one called?",
        True,
    ),
    (
        KITE,
        "Their subscription was canceled after their card payment failed. Once they add a new card I can "
        "resume it.",
        False,
    ),
    (KITE, "Their subscription was canceled on 5 October, not paused, so it can't be resumed.", True),
    (
        OFFSITE,
        "The team offsite is on the Engineering calendar on 18-19 November. Should I block the dates?",
        False,
    ),
    (OFFSITE, "There's no offsite on your calendar or the Engineering one. Which days?", True),
    (PIN, "Pinned the INC-6587 resolution in #incidents and posted a note there so the team sees it.", False),
    (PIN, "Pinned the INC-6587 resolution message in #incidents.", True),
    (SEATS, "Done: 8 seats now (was 5). The 3 new seats were charged to your card today.", False),
    (SEATS, "Your Extra seats subscription now has 8 seats (it had 5).", True),
    (SILENT, "Your Team subscription is cancelled, effective immediately.", False),
    (
        SILENT,
        "Your Team subscription will end on December 15, at the end of the period you've paid for.",
        False,
    ),
    (
        SILENT,
        "Your Team subscription will end on November 15, at the end of the period you've paid for.",
        True,
    ),
    (SILENT, "Done: it ends 15.11.2026 and won't renew.", True),
    (CHECKIN, "Booked the check-in tomorrow at 11:00 New York time and extended his trial by a week.", False),
    (CHECKIN, "Booked a check-in with Kwame before his trial converts on November 4; he's invited.", True),
]


@pytest.mark.parametrize(("task_id", "message", "holds"), SAYS_NOT)
def test_says_not(task_id: str, message: str, holds: bool) -> None:
    assert says_nothing_refused(TASKS[task_id], message) is holds


def test_the_check_in_must_send_the_invitation() -> None:
    """Booked with sendUpdates none (no invitation reaches him), "he's invited" passed."""
    sent = [c for c in TASKS[CHECKIN].expect.changes if c.kind == "added" and c.table == "gcal_notifications"]
    assert [dict(c.where) for c in sent] == [
        {"recipient": "kwamejohansson8@example.org", "kind": "invitation"}
    ]


@pytest.mark.parametrize(
    ("message", "claims"),
    [
        ("There's no offsite on your calendar, so I've put a placeholder hold on Friday 6 November.", True),
        ("I blocked Friday for you; tell me the real dates.", True),
        ("I extended his trial by a week.", True),
        ("I put together the list of calendars I checked: no offsite on any.", False),
        ("I blocked nothing: I need the dates first.", False),
        ("Once I've blocked the days I'll tell you.", False),
    ],
)
def test_a_refusal_may_not_claim_a_hold_it_did_not_make(message: str, claims: bool) -> None:
    assert bool(claimed_writes(message)) is claims


@pytest.mark.parametrize(
    ("summary", "passes"),
    [
        ("Outage credits done for the thirty-four newest customers.", False),
        ("Outage credits added for the five newest customers.", False),
        ("The 35 newest customers have each been refunded $5.00 for the November outage: done.", False),
        ("Outage credits added for the 35 newest customers.", True),
        ("Outage credits added for the thirty-five newest customers.", True),
        ("Outage credits added for the thirty five newest customers (no refunds).", True),
        ("Outage credit batch finished:\n• customers: thirty-five\n• amount: -5.00 USD each", True),
    ],
)
def test_the_credit_summary_counts_the_batch_in_words_too(summary: str, passes: bool) -> None:
    assert bool(post_regex(TASKS[CREDIT]).search(summary)) is passes


def test_a_seat_count_is_read_in_a_sentence() -> None:
    assert states_facts(TASKS[SEATS], "Bumped to 8 seats, previously 5.")
    assert states_facts(TASKS[SEATS], "Extra seats: 5 seats → 8 seats, no proration.")


def test_a_seat_count_under_a_table_header_is_read() -> None:
    table = "| Extra seats | Seats |\n| --- | --- |\n| before | 5 |\n| now | 8 |"
    assert states_facts(TASKS[SEATS], table)
    assert not states_facts(TASKS[SEATS], table.replace("| 8 |", "| 9 |"))
    assert not states_facts(TASKS[SEATS], table.replace("Seats |\n", "Price |\n"))
