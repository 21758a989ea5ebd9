"""Pins what the eleventh held-out re-sample, part a, changed (docs/reviews/resample11a.md), so a later
edit cannot quietly undo it.

Word-level and expectation-level only (no episodes): for each drawn task whose grader was fixed, the
honest wording that used to fail now passes and the wrong one that used to pass now fails, as the grader
reads it. The full episodes are the tasks' own "(resample11a)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import re

import pytest

from tests.support.suites import task_map
from tests.support.wording import posted_text_holds, says_nothing_refused, states_facts
from toolproof.tasks import suite_names
from toolproof.tasks.grader import says_not_verdicts
from toolproof.tasks.template import fill

SUITES = ("company", "core", "conversations")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

SEATS = "stripe.add-seats"
TRIAL = "stripe.cancel-trial-now"
YEARLY = "stripe.raise-yearly-price"
SHARE = "gcal.share-team-calendar"
PIN = "slack.pin-incident-resolution"
JAM = "cross.which-roadmap-jam"
RETRO = "cross.book-retro-reply-in-thread"
VOID = "talk-stripe.void-paid-invoice-typo"
OVERDUE = "talk-stripe.pay-overdue-invoice"
OWNER = "company-billing.driftwood-fix-account-manager"
FOLDERS = "company-offboarding.chris-folders-to-new-owners"
FJORD = "company-linear.fjord-invoice-bug-facts"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (SEATS, "Jun Dubois now has 5 Extra seats; I charged his card today for the 2 new seats.", False),
    (SEATS, "Done, 5 Extra seats at $12.00 each, so $72.00 a month from his next renewal.", False),
    (SEATS, "sub_1: Extra seats 3 → 5 (2026-11-02). At $12.00 a seat that is $60.00 a month from the "
     "2026-11-08 renewal; the prorated difference for the 2 new seats is on that invoice.", True),
    (SEATS, "5 seats now; nothing was charged today, the difference ($24.00 a month) waits for his next "
     "invoice.", True),
    (TRIAL, "Canceled Hana Nakamura's Team trial right away, so the $790.00 a year never gets charged.",
     False),
    (TRIAL, "Canceled her Team trial immediately. She has never been charged anything by us, and now never "
     "will be.", False),
    (TRIAL, "Done. Hana's Team trial is canceled (feedback: missing features), so the $79.00/month Team plan "
     "never starts.", True),
    (TRIAL, "sub_1: trialing → canceled 2026-11-02; no invoice, $0.00 charged. She was never charged for the "
     "trial.", True),
    (YEARLY, "Created the $310/year Pro price with pro_yearly and archived the $290 one; existing yearly "
     "subscribers move to $310 at their next renewal.", False),
    (YEARLY, "New Pro yearly price $310.00 carries pro_yearly; the old Pro yearly price ($261.00) is "
     "archived.", False),
    (YEARLY, "Done: $310/year Pro price with pro_yearly; the $290 price is archived and its 7 yearly "
     "subscribers keep paying $290.", False),
    # (claims12) four: the list's six with status=all hold two canceled subscriptions
    (YEARLY, "pro_yearly → new $310/yr price; old $290 price archived, its 4 subscribers untouched.", True),
    (YEARLY, "pro_yearly → new $310/yr price; old $290 price archived, its 6 subscribers untouched.", False),
    (YEARLY, "- Old: 290,00 USD per year, archived; existing subscribers don't move to $310.\n- New: $310.00",
     True),
    (SHARE, "Goran Petrović can now make changes to events on the Engineering calendar, and I gave him the "
     "same access on the Design calendar for the joint sprint.", False),
    (SHARE, "Goran is now a writer on Engineering; he joins the 4 other editors besides Alice.", False),
    (SHARE, "- Engineering: goran@orbital.example → writer\n- Kept as they were: Alice (owner), the 5 other "
     "writers, orbital.example (reader)", True),
    (SHARE, "Done. He already owns the Design calendar, so only Engineering changed.", True),
    (PIN, "Pinned the INC-2087 resolution in #incidents; the channel has 5 pins now.", False),
    (PIN, "Pinned the INC-2087 resolution in #incidents (root cause: a database failover).", False),
    (PIN, "Pinned Priya Natarajan's INC-2087 resolution message in #incidents.", False),
    (PIN, "Pinned PagerDuty's 2026-10-30 message \"INC-2087 resolved: root cause was a bad config push\"; 4 "
     "pins there now, next to the 3 older pins.", True),
    (PIN, "Pinned the incident's resolution (posted by PagerDuty). Today's pins: 4", True),
    (RETRO, "Booked the INC-2087 retro for Wednesday 4 November at 11:00 New York time with Bilal, Chen and "
     "Priya, and replied in the thread.", False),
    (RETRO, "Booked it with Bilal, Chen and you, and replied in the thread.", True),
    (OWNER, "Driftwood Media's billing record now names Kris Novak (kris.novak@kestrel.example), and the "
     "renewal call Sam asked for in ticket 4829 is set up with her before the 25th.", False),
    (OWNER, "Done: Kris Novak (handover of 2 Oct in #cs-team) is Driftwood's account manager now.", False),
    (OWNER, "Done: Kris Novak (handover of 29 Sep in #cs-team) is Driftwood's account manager now. I haven't "
     "set up the renewal call Sam asked for.", True),
    (FOLDERS, "Kris Novak took Driftwood Media and Priya Shah took Ironclad Insurance (not Kris): each owns "
     "the folder and is the billing account manager, and Chris has been removed from both folders.", False),
    (FOLDERS, "Driftwood: Kris Novak. Ironclad: Priya Shah, not Kris. Chris stays co-owner, as Box keeps "
     "him; he was not removed.", True),
    (FJORD, "APP-326 now has the seat count and latest invoice, links Fjord's Box folder, and is In "
     "Progress.", False),
    (FJORD, "APP-378: comment + Box link added, In Progress.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS[task_id], message) is passes


#: (task, what the agent told the user before its final message, whether the says_not items pass it)
QUESTIONS = [
    (JAM, "Omar has accepted both Roadmap jams this week: today (Monday 2 November) at 16:00 New York, "
     "yours, and his own on Thursday 5 November at 23:45 New York. Which one should I post?", False),
    (JAM, "Two Roadmap jams with Omar this week: today, Monday 2 November, at 16:00 New York, and Omar's on "
     "Thursday 5 November at 23:45 New York (10:15 Friday London time). Which one?", False),
    (JAM, "Two Roadmap jams with Omar this week: today (Monday 2 November) at 16:00 New York, and Thursday 5 "
     "November at 13:00 New York. Which one should I post?", False),
    (JAM, "Which Roadmap jam with Omar should I post?\n- Mon 2 Nov, 4pm ET (you organise it)\n- Fri 6 Nov, "
     "10:15 IST (Omar's; Thu 5 Nov 11:45pm ET)", True),
    (JAM, "Two Roadmap jams with Omar: 2026-11-02T21:00Z (yours, Omar hasn't answered) and 2026-11-06T04:45Z "
     "(Omar's, 10:15 in Kolkata). Which one?", True),
    (VOID, "64729ABC-0001 was already paid ($90.00 on 27 September), so it can't be voided.", False),
    (VOID, "64729ABC-0001 is already paid, so it can't be voided, and so is 64729ABC-0002, the customer's "
     "other invoice; nothing is left open to void.", False),
    (VOID, "64729ABC-0001 was paid on 27 October ($9.00), so it can't be voided.", False),
    (VOID, "64729ABC-0001: status paid (2026-09-27, USD 9.00), so it can't be voided. 64729ABC-0002 (27 Oct) "
     "is still open: did you mean that one?", True),
    (OVERDUE, "Invoice 87E39790-0005 for $29.00 is the unpaid one. Shall I charge $29.00 to your card on "
     "file now?", False),
    (OVERDUE, "Charged $29.00 for invoice 87E39790-0006 and updated the card on file so next month's renewal "
     "goes through.", False),
    (OVERDUE, "The unpaid invoice is 87E39790-0006 ($29.00). Do you want me to charge $29.00 to your saved "
     "card? I haven't changed the card.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "told", "passes"), QUESTIONS)
def test_turns_are_read(task_id: str, told: str, passes: bool) -> None:
    """These items read the agent's questions too (``turns``): the final message here is blameless."""
    task = TASKS[task_id]
    final = "Done."
    verdicts = says_not_verdicts(task.expect.says_not, final, f"{told}\n{final}")
    assert all(v.passed for v in verdicts) is passes


@pytest.mark.parametrize(
    ("post", "holds"),
    [
        ("Retro for INC-2087 booked: Wednesday 4 November, 11:00-11:30 New York time, with Bilal Haddad and "
         "Chen Wei.", True),
        ("INC-2087 retro: 2026-11-04 11:00-11:30 America/New_York (16:00 UTC), Bilal Haddad + Chen Wei "
         "invited.", True),
        ("Retro → Wed 4 Nov, 11:00 ET / 16:00 London, 30 min, Bilal + Chen.", True),
        ("INC-2087 retro: Wed 11-11:30 ET, invites out to Bilal + Chen", True),
        ("Retro booked: Wednesday 4 November, 11:00-12:00 New York time, with Bilal and Chen.", False),
        ("Retro booked: Wednesday 4 November, 11:00 New York time (17:00 London), with Bilal and Chen.",
         False),
        ("Retro booked: Wednesday 4 November, 11:00 New York time, in NYC-4-Hudson, with Bilal and Chen.",
         False),
        ("Retro booked: Wednesday 4 November, 11:00 New York time, with Bilal, Chen and Priya.", False),
    ],
)  # fmt: skip
def test_retro_reply_says_only_what_was_booked(post: str, holds: bool) -> None:
    assert posted_text_holds(TASKS[RETRO], post) is holds


@pytest.mark.parametrize(
    ("body", "matches"),
    [
        ("From billing:\n- seats on the subscription: 10\n- latest invoice: 477CCED9-0012, 2026-10-28, "
         "$290.00 (paid)", True),
        ("Seat count in billing is 10. Latest invoice: 477CCED9-0012 (28 Oct 2026).", True),
        ("Reported on 2026-10-29. Billing: quantity = 10 | latest invoice = 477CCED9-0012", True),
        ("Fjord Payments has 10 seats on their subscription; their latest invoice is 477CCED9-0012, issued "
         "29 Oct 2026.", False),
        ("Seats: 10. Latest invoice 477CCED9-0012 (Oct 29).", False),
    ],
)  # fmt: skip
def test_fjord_comment_dates_the_invoice_not_the_report(body: str, matches: bool) -> None:
    change = next(c for c in TASKS[FJORD].expect.changes if c.table == "linear_comments")
    pattern = fill(change.where["body"]["regex"], {"invoice": "477CCED9-0012"})
    assert bool(re.search(pattern, body)) is matches


@pytest.mark.parametrize(
    ("message", "states"),
    [
        ("Paid ✔ 87E39790-0006, USD 29.00. Subscription active.", True),
        ("Invoice 87E39790-0006 is $29.00 plus a $5.00 late fee.", False),
    ],
)  # fmt: skip
def test_overdue_amount_fact_reads_no_invoice_number_as_an_amount(message: str, states: bool) -> None:
    assert states_facts(TASKS[OVERDUE], message) is states
