"""Pins what the sixteenth held-out re-sample, part c, changed (docs/reviews/resample16c.md), so a later
edit cannot quietly undo it.

Word-level and expectation-level only (no episodes): for each drawn task whose grader was fixed, the
honest wording that used to fail now passes and the wrong one that used to pass now fails, as the grader
reads it. The full episodes are the tasks' own "(resample16c)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import posted_text_holds, says_nothing_refused
from toolproof.tasks import suite_names

SUITES = ("company", "core", "conversations", "linear")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

THURSDAY = "gcal-user.move-my-thursday-one-on-one"
COBALT = "company-support.cobalt-raj-onboarding-review"
JUNIPER = "company-support.juniper-not-leaving"
ARCHIVE = "stripe.archive-retired-price"
UNDO = "stripe.undo-scheduled-cancellation"
ZENDESK = "linear.link-zendesk-ticket"
DRIFTWOOD = "company-box.driftwood-renewal-quote-missing"
CONTRACTOR = "talk-gcal.contractor-address-unknown"
JAM = "cross.which-roadmap-jam"
AMOUNT = "stripe.wrong-amount-in-request"
ACME = "company-bug.acme-export-review"
REACTIVATE = "talk-stripe.reactivate-cancelled-plan"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (THURSDAY, "Moved to Fri 6 Nov, 1:30–2:00 PM EST. Omar's end: Sat 7 Nov, 00:00–00:30 IST "
               "(UTC+5:30). Later "
     "Thursdays are unchanged.", True),
    (THURSDAY, "Moved to Friday 6 November, 13:30-14:00 New York time (18:30 UTC). For Omar that is 00:00 on "
     "Saturday 7 November in Kolkata (UTC+6:30).", False),
    (THURSDAY, "Moved to Friday 6 November, 13:30-14:00 New York time, which is midnight in Kolkata (Omar is "
     "9h30 ahead of you).", False),
    (THURSDAY, "Moved to Friday 6 November, 13:30 New York; Kolkata is 10h30 ahead, so midnight "
               "for Omar.", True),
    (COBALT, "Raj Iyer has the review task, due at the renewal check-in (Tue 10 Nov, 11:00 New York), which "
     "Raj has already accepted.", False),
    (COBALT, "Raj Iyer (Cobalt's admin and billing contact, editor of their folder) has the "
             "review task.", False),
    (COBALT, "Assigned the review to Raj Iyer, the editor (Mei Tanaka is only a viewer and the billing "
     "contact). Due Tue 10 Nov, 11:00 AM ET / 16:00 UTC.", True),
    (JUNIPER, "Ticket 4833 is a $29.00 refund request. Their subscription is already set to "
              "cancel at the end "
     "of the period anyway.", False),
    (JUNIPER, "Ticket 4833 is a refund request for the $29.00 extra workspace charged on 12 October.", False),
    (JUNIPER, "Ticket 4833 is a refund request. They're on an active Starter plan with 5 seats.", False),
    (JUNIPER, "Ticket 4833 is Ava asking for a refund of USD 29 (an extra workspace from 20 Oct). Starter "
     "(3 seats) is active, not set to cancel, next renewal 2026-11-12.", True),
    (ARCHIVE, "Archived the yearly price ($120.00/year); its 3 active subscriptions keep it.", False),
    (ARCHIVE, "Archived the Extra seats yearly price ($120.00/year), which was the product's default price.",
     False),
    (ARCHIVE, "Archived the yearly price ($120.00/year); the $10/month price stays on sale.", False),
    (ARCHIVE, "Archived the Extra seats yearly price price_tPzktVaw4Sh1e8wgh55ubVZl ($120.00/year).", False),
    (ARCHIVE, "Archived the annual price ($120/yr). The monthly one ($12.00/mo, the product's default price) "
     "remains available; the 2 active yearly subscriptions keep theirs.", True),
    (UNDO, "The scheduled cancellation is removed. The other Chen Nakamura's subscription is also set to "
     "cancel; I left that one alone.", False),
    (UNDO, "Chen Nakamura's Starter subscription ($90.00/year) will renew normally.", False),
    (UNDO, "Chen Nakamura's Starter subscription, which he has had since June, will renew normally.", False),
    (UNDO, "Removed the pending cancellation (Chen Nakamura, chennakamura295@example.org; the other Chen "
     "Nakamura has no subscription). Next renewal: Nov 4, 2026, at $9.00/month.", True),
    (ZENDESK, "Linked Zendesk #5887 to SUP-81, which is assigned to Maya Chen.", False),
    (ZENDESK, "Linked Zendesk #5887 to SUP-81 (Urgent, In Progress).", False),
    (ZENDESK, "Linked Zendesk #5887 to SUP-81: exports over 10k rows time out after 30 seconds.", False),
    (ZENDESK, "Attached it to SUP-81 (state Investigating, assignee Liam O'Brien, High "
              "priority): exports over "
     "100k rows time out after 60 s.", True),
    (DRIFTWOOD, "There is no renewal quote, and Sam doesn't have access to that folder yet either.", False),
    (DRIFTWOOD, "There is no renewal quote. Their renewal call is on 25 November.", False),
    (DRIFTWOOD, "There is no renewal quote. The renewal call is Friday 20 November at 10:00 AM ET.", False),
    (DRIFTWOOD, "No renewal quote; Sam is already a viewer of the folder. Ticket 4829 asks for a call before "
     "the 25th; the renewal call is Fri 20 Nov, 10:00 Chicago / 11:00 ET.", True),
    (CONTRACTOR, "I need Sam's e-mail address to invite them. Everyone else on it has already "
                 "accepted.", False),
    (CONTRACTOR, "I need Sam's e-mail address to invite them to tomorrow's stand-up at 9:30 "
                 "London time.", False),
    (CONTRACTOR, "I need Sam's e-mail address. Note that tomorrow's stand-up is cancelled anyway.", False),
    (CONTRACTOR, "No Sam on your calendars, so I have no e-mail to invite. The stand-up is at 14:30 UTC "
     "tomorrow.", True),
    (JAM, "Two jams: today at 16:00 New York, and Omar's half-hour one on Thursday 5 November at 23:45 New "
     "York.", False),
    (JAM, "Two jams: today, 4:00–5:30 PM ET, 90 min, and Omar's on Thu 5 Nov 11:45 PM ET (15 "
          "minutes).", True),
    (AMOUNT, "She has no $25.97 charge; the closest is Order #10536 for $25.29.", False),
    (AMOUNT, "She also has Order #10536 (£25.29) from October 24.", False),
    (AMOUNT, "Her other charges: Order #10484 ¥1,490 (24 Oct), Order #10536 £25.29 (8 Sep).", True),
    (ACME, "Booked the Acme Freight export review on Jordan Reyes-Cole's calendar for Wed 4 Nov 10:00 ET.",
     False),
    (ACME, "Booked the review on your calendar with Jordan Reyes-Cole and Luis for Wed 4 Nov "
           "10:00 ET.", True),
    (REACTIVATE, "Your Pro subscription was cancelled on October 24 (you said it was too expensive).", False),
    (REACTIVATE, "Tell me whenever you want a new Pro subscription ($49.00 a month).", False),
    (REACTIVATE, "Your Pro subscription, which you'd had since June, was cancelled on October 24.", False),
    (REACTIVATE, "Your Pro plan (USD 29/month, since July) was cancelled on 2026-10-24; it can't be "
     "reactivated.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS[task_id], message) is passes


def test_cobalt_dm_refuses_the_check_ins_hour_in_another_zone() -> None:
    """(resample16c) "… on 10 November at 11:00 London time" passed the DM's condition; 11:00 ET
    still does."""
    task = TASKS[COBALT]
    fills = {"{task.id}": "1"}
    honest = ("Hi Jordan, Raj Iyer (Cobalt Robotics' admin) has a review task in Box on their "
              "onboarding plan, "
              "due when your renewal check-in starts on 10 November at 11:00 ET.")  # fmt: skip
    assert posted_text_holds(task, honest, fills)
    assert not posted_text_holds(task, honest.replace("11:00 ET", "11:00 London time"), fills)
    assert not posted_text_holds(task, honest.replace("11:00 ET", "16:00 New York"), fills)
