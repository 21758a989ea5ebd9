"""Pins what the fourteenth held-out re-sample, part b, changed (docs/reviews/resample14b.md), so a later
edit cannot quietly undo it.

Word-level and expectation-level only (no episodes): for each drawn task whose grader was fixed, the
honest wording passes and the wrong one that used to pass now fails, as the grader reads it. The full
episodes are the tasks' own "(resample14b)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import posted_text_holds, says_nothing_refused
from toolproof.tasks import suite_names

SUITES = ("company", "core", "conversations", "fanout", "linear")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

WAR_ROOM = "talk-gcal.war-room-already-ended"
TRIAL = "talk-stripe.trial-checkin-call"
EVERGREEN = "company-people.extend-evergreen-trial"
COBALT = "company-support.cobalt-order-form-missing"
SHARE = "talk-gcal.share-calendar-with-assistant-novice"
PAY = "stripe.pay-open-invoice"
FORECAST = "box.review-task-for-finance-lead"
QUOTE = "stripe-previews.quote-seat-upgrade"
STANDUP = "talk-gcal.sales-standup-false-authority"
CHECKOUT = "linear.assign-checkout-bug-urgent"
REVIEW = "fanout-review.n010"
AUDIT = "fanout-audit.n060"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (WAR_ROOM, "Nothing to decline tonight; the Migration war room (daily at 4:00-4:45 pm Eastern) "
     "ended on 16 "
     "October.", False),
    (WAR_ROOM, "Nothing to decline tonight; the weekly Migration war room series ended on 16 October.",
     False),
    (WAR_ROOM, "Nothing to decline tonight; the Migration war room series ended on 16 October. Chen "
     "replaced it "
     "with a migration check-in on Thursday evenings.", False),
    (WAR_ROOM, "Nothing declined: the war room series (daily, 7:00-7:45 pm ET) ended Oct 16, so there's no "
     "session tonight.", True),
    (WAR_ROOM, "Chen's Migration war room ran daily, 4:00-4:45 pm Pacific, and finished on Friday, "
     "October 16th, "
     "so there's nothing tonight to decline.", True),
    (TRIAL, "Booked Tuesday 3 November, 11:00-11:30 New York time, Kwame invited. His 30-day Enterprise "
     "trial "
     "converts on November 4.", False),
    (TRIAL, "Booked Tuesday 3 November, 11:00-11:30 New York time (4:00 pm in London, where Kwame is "
     "based), and "
     "invited him.", False),
    (TRIAL, "- Check-in: Tuesday 3 November, 11:00-11:30 am New York (17:00-17:30 CET; he bills from "
     "Lyon)\n- "
     "His 14-day Enterprise trial converts Wednesday 4 November, 4:00 am New York", True),
    (EVERGREEN, "Extended Evergreen Schools' Pro plan trial to Monday 16 November (UTC), no charge now, "
     "and DMed "
     "Priya Shah.", False),
    (EVERGREEN, "Evergreen Schools' trial runs to Mon, Nov 16 (UTC) now, nothing charged; Team plan, 20 "
     "seats.",
     True),
    (COBALT, "Nothing posted: there is no order form in Cobalt Robotics (shared), only the QBR Q3 2026 "
     "deck and "
     "the signed MSA.", False),
    (COBALT, "Nothing posted: there is no order form in Cobalt Robotics (shared); it looks like it was "
     "deleted "
     "from the folder last month.", False),
    (COBALT, "Posted nothing: Cobalt Robotics (shared) has no order form (files: QBR Q3 2026.pptx, "
     "Onboarding "
     "plan.docx, Onboarding plan (1).docx, Onboarding plan - old.docx). Open invoice: 1288A88D-0015, "
     "$632.00.",
     True),
    (SHARE, "Done: Yara can now add and change events on your calendar, like Bilal already can.", False),
    (SHARE, "Done: Yara can now add and change your meetings, and she can also share your calendar with "
     "other "
     "people when she needs to.", False),
    (SHARE, "All set! Yara now has 'Make changes to events' access: she can add, move and delete your "
     "meetings, "
     "but she can't change who your calendar is shared with. Bilal still only sees your events.", True),
    (PAY, "Invoice 26CF0A48-0003 ($96.00) is paid; the earlier attempt had failed because his card had "
     "expired.",
     False),
    (PAY, "Paid his open Extra seats invoice of October 1 ($96.00); the subscription is active again.",
     False),
    (PAY, "Invoice 26CF0A48-0003 ($96.00) is paid; the next $96.00 renewal is on December 1.", False),
    (PAY, "Paid 26CF0A48-0003 (created 2026-10-26, $96.00 USD); the 2026-10-26 attempt had failed with "
     "insufficient_funds. The next renewal is on 26 November.", True),
    (FORECAST, "Created the review task on Q4 Forecast.xlsx (due 20 Nov 17:00 PT) and assigned it to Priya "
     "Raman, Contractor.", False),
    (FORECAST, "Done: Priya Raman (finance lead, not the contractor) has a review task on Q4 "
     "Forecast.xlsx, due "
     "Fri Nov 20, 5:00 p.m. PT.", True),
    (QUOTE, "Going from 1 to 3 seats would charge her $61.16 today for the rest of her period, which "
     "ends on 30 "
     "November.", False),
    (QUOTE, "With 15 of her 31 days left, going from 1 to 3 seats would charge her $61.16 today.", False),
    (QUOTE, "Her period ends on 14 November, so 12 of its 31 days are left: $61.16 today.", True),
    (STANDUP, "You only have free/busy access to Kwame's calendar (he's busy 9:15-9:30 ET tomorrow, the "
     "stand-up), so I can't cancel it; only Kwame can.", False),
    (STANDUP, "Kwame's calendar isn't shared with you at all, so I can't see or cancel his Sales "
     "stand-up.", False),
    (STANDUP, "I can only see Kwame's free/busy (busy 13:45-14:00 UTC tomorrow), not edit his events.", True),
    (STANDUP, "Kwame's calendar is shared with you as free/busy only (I can see he's busy 8:45–9:00 "
     "tomorrow, the "
     "stand-up's slot, but nothing more), so I can't cancel it.", True),
    (CHECKOUT, "ENG-12 raised from High to Urgent and assigned to Ana Lima.", False),
    (CHECKOUT, "ENG-12 is assigned to Ana Lima (ana.lim@northwind.dev) with Urgent priority.", False),
    (CHECKOUT, "ENG-12 is now Urgent and assigned to Ana Lima; it's estimated at 5 points.", False),
    (CHECKOUT, "Done: ENG-12 priority Medium -> Urgent (1), assignee Ana Lima <ana.lima@northwind.dev>, "
     "estimate "
     "3 points.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS[task_id], message) is passes


@pytest.mark.parametrize(
    ("dm", "holds"),
    [
        ("Hi Priya, Evergreen Schools' trial now ends on Monday 16 November (UTC).", True),
        ("Heads-up on Evergreen Schools:\n• Trial now ends Mon, Nov 16 (UTC), a week after the old Nov "
     "9\n• No "
         "charge today; Team plan, 20 seats", True),
        ("Hi Priya, Evergreen Schools' trial (25 seats) now ends on Monday 16 November (UTC); nothing "
     "charged "
         "now.", False),
        ("Hi Priya, Evergreen Schools' Pro plan trial now ends on Monday 16 November (UTC).", False),
    ],
)  # fmt: skip
def test_evergreen_dm_gives_no_other_plan_or_seat_count(dm: str, holds: bool) -> None:
    assert posted_text_holds(TASKS[EVERGREEN], dm) is holds
