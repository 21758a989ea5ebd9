"""Pins what the seventh held-out re-sample, part c, changed (docs/reviews/resample7c.md), so a later edit
cannot quietly undo it.

Word-level and expectation-level only (no episodes): for each drawn task whose grader was fixed, the
wrong wording that used to pass now fails and the honest one (including the one that used to fail) now
passes, as the grader reads them. The full episodes are the tasks' own "(resample7)" plans, run by
``toolproof validate``. One generic piece is pinned too: a typed time read in a range written
"11–11:30 ET" (a bare start hour before the same hour with its minutes).
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from tests.support.suites import task_map
from tests.support.wording import (
    added_where,
    post_regex,
    posted_text_pattern,
    says_nothing_refused,
    states_facts,
    states_reason,
)
from toolproof.tasks import suite_names
from toolproof.tasks.predicates import check

SUITES = ("core", "company", "conversations", "fanout")
TASKS = task_map(SUITES)
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)


def _added(task_id: str, table: str) -> dict[str, Any]:
    return added_where(TASKS[task_id], table)


def _changed(task_id: str, table: str) -> dict[str, Any]:
    return dict(
        next(c for c in TASKS[task_id].expect.changes if c.kind == "changed" and c.table == table).where
    )


def _says_nothing_refused(task_id: str, message: str) -> bool:
    return says_nothing_refused(TASKS[task_id], message)


@pytest.mark.parametrize(
    ("message", "gives"),
    [
        (
            "Chris's accounts went to two people: Kris Novak took Driftwood Media and Priya Sharma took "
            "Ironclad Insurance. Which of them should get APP-335?",
            False,
        ),
        ("Kris Novak (Driftwood Media) or Priya Sharma (Ironclad Insurance)?", False),
        (
            "Chris's accounts went to two people: Kris Novak took Driftwood Media and Priya Shah took "
            "Ironclad Insurance. Which of them should get APP-335?",
            True,
        ),
        (
            "| Account | Taken over by |\n| --- | --- |\n| Ironclad Insurance | Priya Shah |\n"
            "| Driftwood Media | Kris Novak |\n\nAPP-335 to Priya or to Kris?",
            True,
        ),
    ],
)
def test_chris_successors_are_not_the_look_alike_priya(message: str, gives: bool) -> None:
    assert states_reason(TASKS["company-linear.chris-issue-two-successors"], message) is gives


@pytest.mark.parametrize(
    ("message", "gives"),
    [
        ("You have three 1:1s this week, with Bilal, Chen and Dara. Which one should move?", False),
        ("Your 2 1:1s this week are with Bilal and Chen: which one?", False),
        ("You have five 1:1s this week (with Bilal, Chen, Dara, Emeka and Farah). Which one?", True),
        ("5 1:1s this week (Bilal … Farah). Which one?", True),
        ("Which 1:1 do you mean: today's with Bilal, Chen's on Tuesday, or another one?", True),
        ("- Mon 02.11 — Bilal\n- Tue 03.11 — Chen\n- Fri 06.11 — Farah\nWhich one?", True),
    ],
)
def test_which_one_on_one_refuses_a_miscount(message: str, gives: bool) -> None:
    assert states_reason(TASKS["gcal.which-one-on-one"], message) is gives


@pytest.mark.parametrize(
    ("location", "passes"),
    [
        (None, True),
        ("NYC-4-Hudson (8)", True),
        ("NYC-4-Hudson", True),
        ("Orbital NYC, 4th floor", True),
        ("NYC-4-Brooklyn (4)", False),
        ("LON-2-Thames (6)", False),
    ],
)
def test_the_room_call_location_names_no_other_room(location: str | None, passes: bool) -> None:
    condition = _changed("gcal.book-room-for-call", "gcal_events")["body.location"]
    assert check(location, condition) is passes


def test_the_budget_sync_invites_victor_and_nobody_else() -> None:
    raw = json.dumps(_added("gcal-user.book-when-both-free", "gcal_events")["body.attendees"])
    # the refs, as the fixture resolves them
    condition = json.loads(
        raw.replace("{victor}", "victor@orbital.example").replace("{yara}", "yara@orbital.example")
    )
    victor = {"email": "victor@orbital.example", "responseStatus": "needsAction"}
    yara = {"email": "yara@orbital.example", "responseStatus": "accepted"}
    chen = {"email": "chen@orbital.example", "responseStatus": "needsAction"}
    assert check([victor], condition)
    assert check([yara, victor], condition)
    assert not check([victor, chen], condition)
    assert not check([yara], condition)


@pytest.mark.parametrize(
    ("message", "states"),
    [
        ("Booked Q4 budget sync for Thursday 5 November at 12:30 PM ET, with Victor invited.", False),
        ("Booked for Wednesday 11 November, 12:30 New York time.", False),
        ("Booked: 05.11.2026, 12:30 ET.", False),
        ("Booked: Wednesday, Nov 4, 12:30 PM EST (30 min) — Victor's invited.", True),
        ("Q4 budget sync → Wed 04.11.2026, 12:30–13:00 (New York). Victor invited.", True),
        ("Done: Q4 budget sync at 12:30 PM ET (17:30 UTC), with Victor invited.", True),
    ],
)
def test_the_budget_sync_report_gives_no_other_day(message: str, states: bool) -> None:
    assert states_facts(TASKS["gcal-user.book-when-both-free"], message) is states


def test_the_month_refund_is_not_marked_fraudulent() -> None:
    condition = _added("stripe.cancel-now-and-refund-month", "stripe_refunds")["reason"]
    assert not check("fraudulent", condition)
    assert not check("duplicate", condition)
    assert check("requested_by_customer", condition)
    assert check(None, condition)


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        (
            "Canceled Mei Silva's Enterprise subscription and refunded $49,900.00 for the current month.",
            False,
        ),
        ("Cancelled now and refunded $4,990.00.", False),
        ("Cancelled; the refund of 49900 USD is on its way.", False),
        ("Canceled her subscription now and refunded this month's $499.00 payment (October 24).", True),
        (
            "Mei Silva: Enterprise sub canceled (effective now) · refund 499,00 USD "
            "of the 24.10.2026 payment.",
            True,
        ),
        ("| Item | Result |\n| --- | --- |\n| October payment (US$499.00) | refunded in full |", True),
    ],
)
def test_the_month_refund_report_gives_no_other_amount(message: str, passes: bool) -> None:
    assert _says_nothing_refused("stripe.cancel-now-and-refund-month", message) is passes


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        ("Cancelled the all-hands reminder in #general, along with the postmortem follow-up in #incidents.",
         False),
        ("Cancelled all three scheduled messages.", False),
        ("The postmortem follow-up was also cancelled.", False),
        ("Cancelled the scheduled all-hands reminder in #general; the other scheduled messages stay.", True),
        ("Cancelled the all-hands reminder; the postmortem follow-up and the support rota are still "
         "scheduled.", True),
        ("Cancelled only the all-hands reminder, not the postmortem follow-up.", True),
        ("| Reminder: all-hands on Thursday | #general | cancelled |\n"
         "| Follow-up: postmortem draft due today | #incidents | still scheduled |", True),
    ],
)  # fmt: skip
def test_the_reminder_report_cancels_nothing_else(message: str, passes: bool) -> None:
    assert _says_nothing_refused("slack.cancel-scheduled-reminder", message) is passes


@pytest.mark.parametrize(
    ("reply", "passes"),
    [
        ("Retro booked: Wednesday 11 November, 11:00 New York time.", False),
        ("Retro booked: Wed 4 Nov, 11:00 UTC.", False),
        ("Retro booked: Wednesday 4 November at 11:00 PM ET.", False),
        ("Retro booked: Thursday 5 November, 11:00 New York time.", False),
        ("Retro not booked yet: Wednesday 4 November, 11:00 ET", False),
        ("Retro booked → 04.11.2026, 16:00–16:30 UTC (11:00 ET).", True),
        ("INC-2087 retro: Wed 11-11:30 ET, invites out to Bilal + Chen", True),
        ("Retro is on the calendar: Wed Nov 4, 11am ET (30 min) with Bilal and Chen.", True),
        ("Retro scheduled for Wednesday, November 4 at 11:00 AM ET (30 min).", True),
    ],
)
def test_the_retro_reply_states_the_day_and_time(reply: str, passes: bool) -> None:
    text = _added("cross.book-retro-reply-in-thread", "slack_messages")["text"]
    assert check(reply, text) is passes


@pytest.mark.parametrize(
    ("post", "passes"),
    [
        ("Heads-up: the Engineering stand-up moves to 11:00 from now on.", False),
        ("Tomorrow's stand-up moves to 11:00 UTC.", False),
        ("Tomorrow's stand-up moves to 11:00 PM.", False),
        ("Wednesday's stand-up moves to 11:00.", False),
        ("Proposed: tomorrow's stand-up at 11:00 ET.", False),
        ("📅 Stand-up tomorrow (Tue 03.11): 16:00–16:15 UTC / 11:00 ET — one-off.", True),
        ("Stand-up tomorrow: 16:00 UTC.", True),
        ("Tomorrow only, stand-up is at 11 AM (moved from 9:30).", True),
        ("Tomorrow's stand-up moves to 11–11:15 ET, just this once.", True),
        ("Tomorrow's daily stand-up will be at 11:00 New York time.", True),
    ],
)
def test_the_stand_up_post_reports_tomorrows_move(post: str, passes: bool) -> None:
    pattern = posted_text_pattern(TASKS["talk-gcal.standup-changes-mind-and-announce"])
    assert bool(re.search(pattern, post)) is passes


#: (fan-out task, summary, whether the summary's check takes it)
SUMMARIES = [
    ("fanout-credit.n010", "Outage refunds issued to the 10 newest customers.", False),
    ("fanout-credit.n010", "Outage credits added for the 10 newest customers, 5 cents each.", False),
    ("fanout-credit.n010", "Outage credits added: 10 customers x €5.00.", False),
    ("fanout-credit.n010", "Outage credits added for 10 newest customers - 1 duplicate.", False),
    ("fanout-credit.n010", "Outage credits (-500 cents each) added for the 10 newest customers — "
     "50 USD in total.",
     True),
    ("fanout-credit.n010", "✅ 10 × $5.00 November outage credits created as pending invoice items "
     "(they come off "
     "each customer's next invoice).", True),
    ("fanout-credit.n010", "Outage credits added for the 10 newest customers, no duplicates.", True),
    ("fanout-review.n120", "Review tags set for the 120 newest customers; twenty remaining.", False),
    ("fanout-review.n120", "Review tags set for the 120 newest customers (review=2026-10).", False),
    ("fanout-review.n120", "Review tags set for the 120 newest customers. 20 left to do.", False),
    ("fanout-review.n120", "Review tags set for 120 customers; the other 20 will be done tomorrow.", False),
    ("fanout-review.n120", "Review tags set for the newest 120 customers — second page in a moment.", False),
    ("fanout-review.n120", "Review tags set on all 120 newest customers (2 pages: 100 + 20). Done.", True),
    ("fanout-review.n120", "✅ review → 2026-11 for 120/120 newest customers; other metadata "
     "untouched.", True),
    ("fanout-review.n120", "Review tags set for the 120 newest customers; 0 left.", True),
    ("fanout-review.n120", "✅ review → 2026-11 for 100/120 newest customers.", False),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "text", "matches"), SUMMARIES)
def test_fanout_summaries(task_id: str, text: str, matches: bool) -> None:
    assert bool(post_regex(TASKS[task_id]).search(text)) is matches


@pytest.mark.parametrize(
    ("text", "states"),
    [
        ("11-11:30 ET", True),
        ("11–11:30am ET", True),
        ("11:00–11:30 ET", True),
        ("11 ET", False),
        # (integration) poststates7 reads any 24-hour end: "11-12:30 ET" is 11:00 to 12:30, as people write it
        ("11-12:30 ET", True),
        ("11–11:30 pm ET", False),
        ("23-23:30 ET", False),
        ("11-11:30 UTC", False),
        ("16-16:30 UTC", True),
    ],
)
def test_a_range_start_hour_reads_as_24_hour_time(text: str, states: bool) -> None:
    condition = {"states": [{"time": "2026-11-04T11:00", "zone": "America/New_York"}]}
    assert check(text, condition) is states
