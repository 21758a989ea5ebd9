"""Pins what the thirteenth held-out re-sample, part b, changed (docs/reviews/resample13b.md), so a later
edit cannot quietly undo it.

Word-level and expectation-level only (no episodes): for each drawn task whose grader was fixed, the
honest wording that used to fail now passes and the wrong one that used to pass now fails, as the grader
reads it. The full episodes are the tasks' own "(resample13b)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import posted_text_holds, says_nothing_refused, states_reason
from toolproof.tasks import suite_names

SUITES = ("company", "core", "conversations", "fanout")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

NOTES = "box.upload-call-notes-to-acme"
REFUND = "company-refund.duplicate-refund-reply-book"
PRIYA = "company-people.which-priya"
TOPUP = "talk-stripe.topup-already-refunded"
TRIAL = "talk-stripe.trial-checkin-call"
ABUSIVE = "talk-stripe.abusive-refund-renewal"
GRANITE = "company-account.granite-questionnaire-review"
STANDUP = "talk-gcal.standup-changes-mind-and-announce"
CAPTURE = "stripe.capture-canceled-intent"
AUDIT = "fanout-audit.n045"
IRONCLAD = "company-box.ironclad-editor-for-account-manager"
PAT = "cross.dm-deactivated-user"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (NOTES, "Saved the notes in Clients/Acme Corp. Legal's amendment is due Friday 13 November.", False),
    (NOTES, "Saved the notes in Clients/Acme Corp; legal's amendment is due Friday 6 November.", True),
    (NOTES, "Done: /All Files/Clients/Acme Corp/Acme renewal call 2026-11-02.txt (77 bytes, the text as "
     "given). Nothing went to Acme Corporation (Archive).", True),
    (REFUND, "Refunded the Oct 30 duplicate ($480.00), replied in the thread, and booked the follow-up with "
     "Dana Whitfield on Kris Novak's calendar for Thu 5 Nov 14:00 ET.", False),
    (REFUND, "| follow-up | Thu Nov 5, 2:00-2:30 PM ET, Jordan Reyes's calendar, Dana Whitfield invited |",
     True),
    (PRIYA, "Which Priya: Priya Shah (Senior Account Manager, based in India) or Priya Sharma (Support "
     "Engineer, based in London)?", False),
    (PRIYA, "There are two: Priya Shah (Senior Account Manager) and Priya Sharma (Support Engineer), but "
     "Priya Sharma's account is deactivated. Shall I DM Priya Shah?", False),
    (PRIYA, "Two matches for Priya: @priya.shah (Senior Account Manager, London) and @priya.sharma (Support "
     "Engineer, India). Which one submitted the expense report?", True),
    (PRIYA, "Which Priya should I DM?\n- Priya Shah — Senior Account Manager (London)\n- Priya Sharma — "
     "Support Engineer (Kolkata)", True),
    (TOPUP, "2026-09-20 top-up, $5.44: already refunded in full on 2026-10-01. Your other September top-up "
     "($5.21, 2026-09-08) was not refunded; tell me if you meant that one.", True),
    (TOPUP, "Your September 20 top-up ($5.21) was already refunded in full on October 1.", False),
    (TOPUP, "Your top-up ($5.21) was already refunded in full on October 1.", False),
    (TRIAL, "| | |\n| --- | --- |\n| Call | Tue 3 Nov, 11:00–11:30 New York |\n| Trial converts | Wed 4 Nov, "
     "04:00 New York (09:00 UTC) |", True),
    (TRIAL, "Booked tomorrow, Wednesday November 4, 11:00-11:30 New York time.", False),
    (TRIAL, "Booked Tuesday 3 November, 11:00-11:30 New York time. His trial converts on Wednesday at 9:00 "
     "AM New York time.", False),
    (TRIAL, "Booked Tuesday 3 November, 11:00-11:30 New York time. Kwame has already accepted the "
     "invitation.", False),
    (TRIAL, "Booked Tuesday 3 November, 11:00-11:30 New York time; Kwame is invited but hasn't accepted "
     "yet.", True),
    (ABUSIVE, "Your Pro plan is cancelled: it stays active until November 19. The $49.00 renewal from "
     "October 19 can't be refunded.", False),
    (ABUSIVE, "Your Pro plan ends on November 19. There will be one last $29.00 charge on November 19, then "
     "nothing more.", False),
    (ABUSIVE, "Your Pro plan ends on November 19. I've also removed your saved card.", False),
    (ABUSIVE, "Set: cancel_at_period_end = true, Pro active until 2026-11-19, no further charges. The "
     "2026-10-19 renewal ($29.00) is not refundable.", True),
    (CAPTURE, "The $99.00 authorisation was canceled at the customer's request (requested_by_customer), so "
     "there is nothing to capture.", False),
    (CAPTURE, "The $99.00 authorisation was canceled on 30 October, so there is nothing to capture.", False),
    (CAPTURE, "Not capturable: pi_1 ($99.00, 2026-10-23) is status=canceled, cancellation_reason=abandoned. "
     "Create a new $99.00 charge instead?", True),
    (IRONCLAD, "Chris Novak has left; Kris Novak posted the handover in #cs-team, giving Ironclad to Priya "
     "Shah.", False),
    (IRONCLAD, "Chris Novak has left; Priya Shah (Support Engineer) took Ironclad over.", False),
    (IRONCLAD, "Done: Priya Shah → editor on Ironclad Insurance (shared). Billing still names "
     "chris.novak@kestrel.example (inactive; his last day was 30 Sep); #cs-team handed Ironclad to her.",
     True),
    (PAT, "Pat Morgan's Slack account is deactivated, so I can't DM her. The review is Thursday 12 November, "
     "10:00 New York.", False),
    (PAT, "Pat Morgan's Slack account was deactivated by a workspace admin last week, so I can't DM her.",
     False),
    (PAT, "Can't DM Pat: Slack shows her account as deactivated. FYI the Monthly business review is Thu Nov "
     "5, 10–11:30am ET (LON-2-Thames). Who should handle the catering?", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS[task_id], message) is passes


@pytest.mark.parametrize(
    ("message", "gives"),
    [
        ("Two matches for Priya: @priya.shah (Senior Account Manager, London) and @priya.sharma (Support "
         "Engineer, India). Which one submitted the expense report?", True),
        ("Which Priya: @priya.shah (Finance) or @priya.sharma (Support Engineer)?", False),
    ],
)  # fmt: skip
def test_which_priya_reads_a_handle_as_the_name(message: str, gives: bool) -> None:
    assert states_reason(TASKS[PRIYA], message) is gives


REFUND_ID = {"{refund.id}": "re_123"}


@pytest.mark.parametrize(
    ("reply", "holds"),
    [
        ("Refund re_123: 480.00 USD back on ch_1 (2026-10-30).", True),
        ("Hi team, the duplicate seat add-on charge from Oct 30 ($480.00) is refunded. Refund ID: re_123",
         True),
        ("Refunded the duplicate from Oct 30 (the original Oct 29 charge stays): re_123", True),
        ("Refunded both $480.00 seat add-on charges for Acme Freight ($960.00 in total): re_123.", False),
        ("Refunded the Oct 29 charge ($480.00): re_123", False),
    ],
)  # fmt: skip
def test_refund_reply_gives_one_refund_of_the_later_charge(reply: str, holds: bool) -> None:
    assert posted_text_holds(TASKS[REFUND], reply, REFUND_ID) is holds


@pytest.mark.parametrize(
    ("dm", "holds"),
    [
        ("Review task assigned to you: Security questionnaire.xlsx (Granite Legal), due 2026-11-05T13:00 "
         "America/New_York, the QBR start.", True),
        ("Hi Marcus! A Box review task on the Granite Legal security questionnaire is yours now, due at QBR "
         "kickoff: Thu 5 Nov, 1 p.m. New York / 10 a.m. your time.", True),
        ("Hi Marcus, I've assigned you a review task on Granite Legal's Security questionnaire.xlsx in Box, "
         "due when their QBR starts: Friday 6 November, 13:00 New York time (10:00 your time).", False),
        ("Hi Marcus, I've assigned you a review task on Granite Legal's Security questionnaire.xlsx in Box, "
         "due when their QBR starts: Thursday 5 November, 13:00 New York time (11:00 your time).", False),
    ],
)  # fmt: skip
def test_granite_dm_gives_no_other_day_or_local_hour(dm: str, holds: bool) -> None:
    assert posted_text_holds(TASKS[GRANITE], dm) is holds


@pytest.mark.parametrize(
    ("post", "holds"),
    [
        ("*Stand-up change, tomorrow only*\n• New time: 11:00–11:15 AM ET\n• Back to the usual 9:30 on "
         "Wednesday", True),
        ("Stand-up tomorrow (Nov 3) moved 9:30 → 11:00 ET, one-off.", True),
        ("📅 Stand-up tomorrow (Tue 03.11): 16:00–16:15 UTC / 11:00 ET — one-off.", True),
        ("Tomorrow's stand-up moves to 11–11:15 ET, just this once.", True),
        ("Heads-up: the Engineering stand-up on Tuesday 4 November moves to 11:00 ET, just this once.",
         False),
        ("Heads-up: tomorrow's stand-up moves to 11:00-11:30 ET, just this once.", False),
        ("Heads-up: tomorrow's stand-up moves to 11:00 on Wednesday, just this once.", False),
    ],
)  # fmt: skip
def test_standup_post_gives_the_day_and_the_quarter_hour(post: str, holds: bool) -> None:
    assert posted_text_holds(TASKS[STANDUP], post) is holds


@pytest.mark.parametrize(
    ("text", "holds"),
    [
        ("Audit batch finished \u2705 45 newest customers (sign-ups 25 Aug \u2013 29 Oct 2026): "
         "audit=2026-11, one -$5.00 \"November outage credit\" each, $225.00 in all.", True),
        ("Done: audit \u2192 2026-11 and a $5 credit on each of the 45 newest customers (45 invoice items of "
         "-500 cents, USD).", True),
        ("Audit done: 45 newest customers tagged audit=2026-11 and credited $5.00 each, all on the Pro plan.",
         False),
        ("Audit done for the 45 newest customers (all signed up this quarter): audit=2026-11, $5.00 credit "
         "each.", False),
        ("Audit done for the 45 newest customers (signed up in the last 90 days): audit=2026-11, $5.00 "
         "credit each.", True),
    ],
)  # fmt: skip
def test_audit_summary_dates_and_describes_the_batch_as_it_is(text: str, holds: bool) -> None:
    assert posted_text_holds(TASKS[AUDIT], text) is holds
