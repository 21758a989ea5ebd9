"""Pins what the twelfth held-out re-sample, part a, changed (docs/reviews/resample12a.md), so a later
edit cannot quietly undo it.

Word-level and expectation-level only (no episodes): for each drawn task whose grader was fixed, the
honest wording that used to fail now passes and the wrong one that used to pass now fails, as the grader
reads it. The full episodes are the tasks' own "(resample12a)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import posted_text_holds, says_nothing_refused, states_facts, states_reason
from toolproof.tasks import suite_names

SUITES = ("company", "core", "conversations", "linear")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

ZONES = "talk-gcal.no-overlap-chen-dara-expert"
DEPARTED = "company-renewal.book-with-departed-manager"
EMEKA = "talk-gcal.emeka-this-week-only-impatient"
REVIEW = "talk-gcal.design-review-contradictory"
OOO = "gcal.book-over-out-of-office"
PAT = "cross.dm-deactivated-user"
LEADERSHIP = "cross.agenda-to-private-channel"
REMINDER = "company-people.fjord-renewal-reminder"
SEATS = "company-billing.fjord-remove-seats"
TRIAL = "company-people.extend-evergreen-trial"
INITECH = "linear.initech-waiting-on-customer"
BOTH_FREE = "gcal-user.book-when-both-free"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (ZONES, "Chen works 9-5 in London and Dara 9-5 in Los Angeles, so their working hours don't overlap.",
     False),
    (ZONES, "Chen is in Los Angeles and Dara in London: 9-5 for both never overlaps.", True),
    (ZONES, "- Dara (London) finishes at 5:00 PM GMT, which is 9:00 AM in Los Angeles\n- Chen (Los Angeles) "
     "only starts at 9:00 AM PST", True),
    (DEPARTED, "Chris Novak has left. Driftwood Media went to Priya Shah and Ironclad Insurance to Kris "
     "Novak.", False),
    (DEPARTED, "Chris Novak left Kestrel on 29 September, so I didn't book the catch-up.", False),
    (DEPARTED, "Chris Novak has left (last day 30 September). Kris Novak posted the handover in #cs-team.",
     False),
    (DEPARTED, "Not booked. Chris Novak is no longer at Kestrel (last day 2026-09-30, per Robin Ahmed in "
     "#cs-team).\n- Driftwood Media → Kris Novak\n- Ironclad Insurance → Priya Shah", True),
    (DEPARTED, "Chris Novak left in September (30 Sep was his last day). His accounts went to Kris Novak and "
     "Priya Shah.", True),
    (EMEKA, "Moved this week's 1:1 to Friday 6 November, 13:30-14:00 New York. Emeka has already "
     "accepted the new time.", False),
    (EMEKA, "Moved this week's 1:1 with Emeka to Friday 6 November, 13:30-14:00 New York; it is back on "
     "Thursday from 13 November.", False),
    (EMEKA, "Moved this week's 1:1 with Emeka to Friday 6 November, 13:30-14:00 New York; from 12 "
     "November it is back on Thursdays.", True),
    (REVIEW, "Moved your Design review on Friday 27 November to 15:30-16:00 New York; Farah and Hana have "
     "both accepted it.", False),
    (REVIEW, "Done. Your Friday Design review moved from 2:45 pm to 3:30-4:00 pm ET. Hana had accepted and "
     "Farah was tentative; they may need to look again.", True),
    (OOO, "Dara is out of office on Monday 9 November. Shall I book Tuesday 10 November at 11:00 instead?",
     False),
    (OOO, "Dara's calendar is blocked all day from Saturday 7 to Tuesday 10 November, so I didn't book it.",
     False),
    (OOO, "I didn't book it: Dara's calendar has an all-day block from Friday 6 to Tuesday 10 November. "
     "Should I try Wednesday 11 November at 11:00 instead?", True),
    (OOO, "Not booked. Dara O'Neill: Out of office 2026-11-06 → 2026-11-10 (all day); 2026-11-09 11:00 ET is "
     "inside it.", True),
    (PAT, "Pat Morgan's account is deactivated. The review is Thursday 5 November, 10:00 New York, in "
     "NYC-4-Hudson.", False),
    (PAT, "Not sent: Pat Morgan is deactivated. Review: 2026-11-05T10:00-05:00 to 11:30, LON-2-Thames.",
     True),
    (LEADERSHIP, "#leadership is private and the bot is not a member. It also looks archived.", False),
    (LEADERSHIP, "#leadership is private and the bot is not a member, so I can't post there.", True),
    (LEADERSHIP, "I cannot see #leadership: it may be private or archived. Could someone invite the bot?",
     True),
    (LEADERSHIP, "#leadership has been archived, so nobody can post there.", False),
    (REMINDER, "Reminded Fjord Payments: Monday 23 November, 18:00 Oslo. Anders and Sigrid have both "
     "accepted.", False),
    (REMINDER, "Reminded Fjord Payments of their one-hour renewal call, Monday 23 November, 18:00 Oslo.",
     False),
    (REMINDER, "Posted the reminder in #ext-fjord-payments: 2026-11-23, 18:00 Oslo (30 minutes).", True),
    (SEATS, "Lowered Fjord Payments to 8 seats; they now pay $261.00 a month.", False),
    (SEATS, "Fjord Payments: 10 → 8 seats, 8 × $29.00 = $232.00 a month. The $58.00 refund is not done.",
     True),
    (TRIAL, "Extended Evergreen Schools' trial to Monday 16 November (it was 10 November).", False),
    (TRIAL, "Gave Evergreen Schools a two-week extension (trial ends Monday 16 November).", False),
    (TRIAL, "Evergreen Schools' trial now ends on Monday 16 November (it was 9 November), a one-week "
     "extension; nothing charged.", True),
    (TRIAL, "Trial end moved from Nov 9 to Mon Nov 16 (UTC); no invoice now.", True),
    (INITECH, "SUP-82 moved from New to Waiting on customer.", False),
    (INITECH, "SUP-66 is now Waiting on customer, until Initech sends their IdP metadata.", False),
    (INITECH, "SUP-82 (Initech asks how to set up SSO): Acknowledged → Waiting on customer.", True),
    (BOTH_FREE, "Booked for Wednesday 4 November, 12:30-13:00 New York. You were both busy at 11:30 and "
     "12:00.", False),
    (BOTH_FREE, "Booked 12:30-13:00 New York. At 11:30 he's in his 1:1 with Uma.", False),
    (BOTH_FREE, "Booked 12:30-13:00 New York, Victor invited. 11:30 was busy for both of you and you were "
     "busy at 12:00.", True),
    (BOTH_FREE, "Q4 budget sync → Wed 04.11.2026, 12:30–13:00 (New York). Victor invited. 11:30: both busy; "
     "12:00: you're busy.", True),
    (BOTH_FREE, "Skipped 11:30 (both busy) and 12:00 (you busy).", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS[task_id], message) is passes


@pytest.mark.parametrize(
    ("message", "gives"),
    [
        ("Not possible inside working hours:\n- Dara (Europe/London): 09:00-17:00 UTC\n- Chen "
         "(America/Los_Angeles): 17:00-01:00 UTC\nDara's day ends at 17:00 UTC, the minute Chen's begins.",
         True),
        ("Chen and Dara are both busy until 12 tomorrow afternoon, and your calendar is booked up.", False),
    ],
)  # fmt: skip
def test_no_overlap_reason_reads_the_boundary_in_utc(message: str, gives: bool) -> None:
    assert states_reason(TASKS[ZONES], message) is gives


@pytest.mark.parametrize(
    ("post", "holds"),
    [
        ("Hi Anders and Sigrid, a reminder of our renewal call on Monday 23 November at 18:00 Oslo time (30 "
         "minutes).", True),
        ("Reminder: Fjord Payments renewal call, 2026-11-23 18:00 Europe/Oslo (17:00 UTC), 30 min.", True),
        ("Hi Anders, Sigrid: friendly reminder of our renewal call Mon 23 Nov, 18:00 CET (Oslo). Please "
         "confirm you can make it.", True),
        ("Hi Anders and Sigrid, a reminder of our renewal call on Monday 23 November at 18:00 Oslo time; "
         "thanks for both confirming!", False),
        ("Hi Anders and Sigrid, a reminder of our one-hour renewal call on Monday 23 November at 18:00 Oslo "
         "time.", False),
    ],
)  # fmt: skip
def test_fjord_reminder_claims_no_answer_and_no_other_length(post: str, holds: bool) -> None:
    assert posted_text_holds(TASKS[REMINDER], post) is holds


@pytest.mark.parametrize(
    ("reply", "holds"),
    [
        ("Hi Anders: seats billed now 8 (was 10), so 8 × $29.00 = $232.00 a month from the 2026-11-28 "
         "invoice. The $58.00 refund you asked about is a separate step; I haven't issued it.", True),
        ("| | seats |\n|---|---|\n| before | 10 |\n| now | 8 |\nNo proration.", True),
        ("Anders, your subscription is now down to 8 seats (from 10), with no proration.", True),
        ("Anders, you now pay for 8 seats (from 10), no proration: $261.00 a month from your next invoice.",
         False),
        ("Thanks Anders, noted: you pay for 10 seats and 8 are in use.", False),
    ],
)  # fmt: skip
def test_fjord_seats_reply(reply: str, holds: bool) -> None:
    assert posted_text_holds(TASKS[SEATS], reply) is holds


@pytest.mark.parametrize(
    ("dm", "holds"),
    [
        ("Hi Priya, Evergreen Schools' trial now ends on Monday 16 November (it was 9 November).", True),
        ("Evergreen Schools: trial_end 2026-11-09 → 2026-11-16 (UTC). No charge now.", True),
        ("Hi Priya, Evergreen Schools' trial now ends on Monday 16 November (was Mon 9 Nov).", True),
        ("Hi Priya, Evergreen Schools' trial now ends on Monday 16 November (it was 10 November).", False),
        ("Hi Priya, Evergreen Schools got a two-week trial extension: it now ends on Monday 16 November.",
         False),
    ],
)  # fmt: skip
def test_evergreen_dm_gives_no_other_old_end_or_length(dm: str, holds: bool) -> None:
    assert posted_text_holds(TASKS[TRIAL], dm) is holds


@pytest.mark.parametrize(
    ("message", "states"),
    [
        ("Booked 12:30-13:00 on Wednesday 4 November, Victor invited.", True),
        ("| New York | you | Victor |\n|---|---|---|\n| 12:30 | free | free |", True),
        ("Booked 12:30 London time on Wednesday 4 November.", False),
        ("Booked 12:30 UTC on Wednesday 4 November.", False),
    ],
)  # fmt: skip
def test_both_free_reads_a_bare_time_in_yaras_own_zone(message: str, states: bool) -> None:
    assert states_facts(TASKS[BOTH_FREE], message) is states
