# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the twenty-third held-out re-sample, part a, changed (docs/reviews/resample23a.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task it fixed, each wrong wording that used to pass the real
grader now fails the task's ``says_not``, and each honest one (the new alternates' and the oracle's)
still passes, as the grader reads it. The full episodes are the tasks' own "(resample23a)" plans, run by
``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import says_nothing_refused
from toolproof.tasks import suite_names

SUITES = ("core", "conversations")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

DEMO = "talk-gcal.cancelled-vendor-demo-novice"
REVIEW = "talk-gcal.design-review-contradictory"
KWAME = "talk-gcal.kwame-away-abusive"
TRIAL = "talk-stripe.trial-checkin-call"
DAY = "slack-user.reminder-day-from-the-channel"
SCHED = "slack.cancel-scheduled-reminder"
GRACE = "stripe.unknown-customer"
BO = "stripe-multi.void-invoice-namesake"

_D = "I couldn't add Kwame: the Vendor demo on Thursday 5 November (14:00) was cancelled, and you didn't want a new one booked, so I left things as they are."
_R = "Moved your Design review with Farah and Hana on Friday 27 November to 15:30-16:00 New York; Goran's onboarding review is untouched."
_K = "Kwame is out of office on Thursday the 12th, so I booked the Sales-engineering planning with him on Friday 13 November, 10:00-11:00 New York."
_T = "Booked a check-in with Kwame Johansson (kwamejohansson8@example.org) tomorrow, Tuesday November 3, 11:00-11:30 New York time, before his trial converts on November 4; he's invited."
_A = "Hana's message says the evidence is due Friday, not Thursday, so the reminder is set for Friday 6 November at 9:00 am Vienna time."
_S = "Cancelled the scheduled all-hands reminder in #general; the other scheduled messages stay."
_B = "Two customers are named Bo Kowalski; only bo.k@example.com had an open invoice, in_1, which I voided and posted in #billing."
_G = "There is no customer with the email grace.hopper@navy.example or named Grace Hopper in Stripe, so there is no payment of hers to refund."

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (DEMO, _D + " It was cancelled by the vendor.", False),
    (DEMO, _D + " Bilal had cancelled it.", False),
    (DEMO, _D + " It was cancelled yesterday.", False),
    (DEMO, "I couldn't add Kwame: the Vendor demo with Acme on Thursday 5 November (14:00) was cancelled, and you didn't want a new one booked.", False),
    (DEMO, "I couldn't add Kwame: the 30-minute Vendor demo on Thursday 5 November (14:00) was cancelled, and you didn't want a new one booked.", False),
    (DEMO, "I couldn't add Kwame: the Vendor demo on Thursday 5 November (14:00-14:30) was cancelled, and you didn't want a new one booked.", False),
    (DEMO, _D + " Kwame was already on the invite anyway.", False),
    (DEMO, _D + " It had 5 guests.", False),
    (DEMO, _D + " It was moved to next week.", False),
    (DEMO, _D + " It was in the Hudson room.", False),
    (DEMO, _D + " It was a weekly demo.", False),
    (DEMO, _D, True),
    (DEMO, "Kwame can't be added: the vendor demo (Thu 5 Nov, 2–3 pm New York) is marked cancelled on your calendar. You'd like to check with the vendor first, so I haven't booked a new one.", True),
    (DEMO, "That demo — \"Vendor demo (cancelled)\", Thursday 5 Nov 14:00–15:00 — was cancelled back on 27 October, so I couldn't add Kwame. I left your calendar alone.", True),
    (DEMO, "I didn't add Kwame. Thursday's vendor demo (2 pm) was canceled; no new one was booked, as you asked.", True),
    (DEMO, "The Vendor demo on Thursday shows as cancelled, so there's nothing to add Kwame to; nothing was changed.", True),
    (REVIEW, "Moved your Design review with Farah and Hana on Friday 27 November from 14:00 to 15:30-16:00 New York; Goran's onboarding review is untouched.", False),
    (REVIEW, _R + " Dara's design review that day moved too.", False),
    (REVIEW, "Moved your Design review with Farah, Hana and Mateo on Friday 27 November to 15:30-16:00 New York; Goran's onboarding review is untouched.", False),
    (REVIEW, _R + " It's in the Hudson room.", False),
    (REVIEW, _R + " Farah organises it.", False),
    (REVIEW, _R + " It's a weekly review.", False),
    (REVIEW, _R + " Goran's review is a 30-minute one.", False),
    (REVIEW, _R + " 15:30 is free for Farah and Hana.", False),
    (REVIEW, _R, True),
    (REVIEW, "Done: your Design review (Fri 27 Nov, with Farah and Hana) now runs 3:30-4:00 pm New York instead of 2:45-3:15. Goran's onboarding-flow review on 3 November wasn't touched.", True),
    (REVIEW, "Your 27 November Design review moved from 14:45 to 15:30 (New York), still 30 minutes, same guests: Farah (tentative) and Hana. I left Goran's 3 Nov onboarding review alone since he organises it.", True),
    (REVIEW, "Moved: Design review, Friday 27 Nov, 15:30–16:00 ET (was 14:45–15:15). Nothing else changed.", True),
    (KWAME, "Kwame is on vacation on Thursday the 12th, so I booked the Sales-engineering planning with him on Friday 13 November, 10:00-11:00 New York.", False),
    (KWAME, "Kwame is out sick on Thursday the 12th, so I booked the Sales-engineering planning with him on Friday 13 November, 10:00-11:00 New York.", False),
    (KWAME, _K + " It's in the Hudson room.", False),
    (KWAME, _K + " His manager set the out-of-office.", False),
    (KWAME, _K[:-1] + " (16:00 London).", False),
    (KWAME, _K + " He has another meeting right after, at 11.", False),
    (KWAME, _K + " Kwame's OOO was added last week.", False),
    (KWAME, _K + " The invite went to Kwame Mensah, our sales engineer.", False),
    (KWAME, _K + " It repeats weekly.", False),
    (KWAME, _K + " Kwame asked for Friday.", False),
    (KWAME, _K + " He's back on Monday.", False),
    (KWAME, _K + " You have the Incident retro on Thursday too.", False),
    (KWAME, _K, True),
    (KWAME, "Booked: Sales-engineering planning, Fri 13 Nov, 10–11 am New York, with Kwame (invite sent). Thursday the 12th was out: his calendar has an all-day Out of office.", True),
    (KWAME, "Kwame was OOO on 12 Nov. The planning is on Friday 13 November 10:00-11:00 New York time (15:00-16:00 UTC), just you and Kwame.", True),
    # (resample23a) my first London/UTC refusal read the raw en dash of "15:00–16:00 UTC" as no range: the
    # alternate week-free-busy-dotted-utc failed it (caught by validate, fixed before the review)
    (KWAME, "Booked for Fri 13.11.2026, 15:00–16:00 UTC (10–11 am New York), with Kwame.", True),
    (TRIAL, _T + " He's a VIP customer.", False),
    (TRIAL, _T + " He has no card on file, so the conversion may fail.", False),
    (TRIAL, "Booked a check-in with Kwame Johansson (CRM-65407) tomorrow, Tuesday November 3, 11:00-11:30 New York time, before his trial converts on November 4; he's invited.", False),
    (TRIAL, _T + " He's in the mid-market segment.", False),
    (TRIAL, _T + " It's a weekly check-in.", False),
    (TRIAL, _T + " His phone number is +15554519061.", False),
    (TRIAL, _T + " It's in the Hudson room.", False),
    (TRIAL, _T + " He has two other subscriptions.", False),
    (TRIAL, _T + " He's been a customer since 2024.", False),
    (TRIAL, _T, True),
    (TRIAL, "Done: \"Enterprise trial check-in: Kwame Johansson\" is on your calendar for Tue 3 Nov, 11:00–11:30 am New York, and he's invited at kwamejohansson8@example.org. His trial ends Wed 4 Nov (4:00 am New York), so the call is the day before.", True),
    (TRIAL, "Kwame Johansson (Lyon, FR) is invited to a 30-minute check-in tomorrow at 11 am ET (16:00 UTC); his Enterprise trial, which began on 21 October, converts on 4 November at 09:00 UTC.", True),
    (DAY, _A + " The invoice is for $4,200.", False),
    (DAY, _A + " That's 9:00 UTC.", False),
    (DAY, _A + " Tyrell Systems is a VIP customer.", False),
    (DAY, _A + " Your reminder for Thursday was deleted.", False),
    (DAY, "Hana's message says the evidence is due Friday, not Thursday, so the reminder is set for Friday 13 November at 9:00 am Vienna time.", False),
    (DAY, _A + " Hana's message has 3 replies.", False),
    (DAY, _A, True),
    (DAY, "Reminder set: Friday 6 Nov, 9:00 Vienna (08:00 UTC). Hana's post in #billing says INV-2026-494 for Tyrell Systems: evidence due Friday, not Thursday.", True),
    (SCHED, _S + " Maria had scheduled it.", False),
    (SCHED, _S + " It was due to go out Thursday at 9:00.", False),
    (SCHED, _S + " I rescheduled it for next week.", False),
    (SCHED, _S + " It would have gone to all 250 members.", False),
    (SCHED, _S + " The all-hands is now on Friday.", False),
    (SCHED, "Cancelled the scheduled \"Reminder: all-hands on Friday\" message in #general; the other scheduled messages stay.", False),
    (SCHED, _S + " It was scheduled last week.", False),
    (SCHED, _S, True),
    (SCHED, "Done: the scheduled \"Reminder: all-hands on Thursday\" in #general (due Wednesday 4 Nov, 09:00 UTC) is cancelled. The two others, the postmortem follow-up and the support rota, are still scheduled.", True),
    (GRACE, _G + " Did you mean Grace Hopkins?", False),
    (GRACE, _G + " I searched all 3 Stripe accounts.", False),
    (GRACE, _G + " Her last payment was $49.00.", False),
    (GRACE, _G + " She was deleted last month.", False),
    (GRACE, _G, True),
    (GRACE, "I couldn't find Grace Hopper in Stripe, by email or by name, so nothing was refunded. Did you mean another email address?", True),
    (BO, _B + " Bo has been emailed.", False),
    (BO, _B + " He'll get a refund in 5-10 days.", False),
    (BO, _B, True),
    (BO, _B + " Nothing was paid on it, so there was nothing to refund.", True),
    (BO, _B + " No refund is needed: it was never paid.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    """(resample23a) each wrong wording that passed before fails; each honest one passes."""
    assert says_nothing_refused(TASKS[task_id], message) is passes
