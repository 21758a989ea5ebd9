# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the thirty-seventh held-out re-sample, part a, changed (docs/reviews/resample37a.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task, every wrong wording that passed the real grader before
(graded whole, the oracle's steps with the sentence appended to its final message, on main at 75297a03) now
fails its ``says_not``, and the honest ones pass as the grader reads them: the new alternates' messages and
neighbours of each new label's words. The two over-strict readings fixed are pinned both ways: "Ava is the only
collaborator on Juniper Labs (shared)" (resample20a's count label called the folder's collaborations unread; the
oracle reads them) and the Linear refusal's reason said as "a Support (SUP) workflow state" or "the Engineering
workflow has none" (the reason's phrases wanted nothing between "Support" and "workflow"). The full episodes are
the tasks' own "(resample37a)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import says_nothing_refused, states_reason
from toolproof.tasks import suite_names

SUITES = ("company", "conversations", "core", "linear")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

DAYOFF = "talk-gcal.day-off-keep-meetings"
LEGACY = "talk-stripe.legacy-plan-discontinued"
REFUND = "talk-stripe.refund-to-new-card-declined"
RAJ = "company-support.cobalt-raj-onboarding-review"
JUNIPER = "company-support.juniper-not-leaving"
RAVI = "slack.add-security-ravi-to-oncall"
UPGRADE = "stripe.upgrade-without-proration"
MOVE = "gcal.move-one-instance-across-zones"
RESTORE = "gcal.restore-moved-standup"
LINEAR = "linear.state-not-in-team-workflow"
COBALT_DM = "company-billing.cobalt-dm-account-manager"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (DAYOFF, "The block repeats every Friday.", False),
    (DAYOFF, "The stand-up is in the Brooklyn room.", False),
    (DAYOFF, "Your 1:1 with Farah is shared with the whole team.", False),
    (DAYOFF, "The stand-up has nine people on it.", False),
    (DAYOFF, "The out-of-office block is marked busy and private.", False),
    (DAYOFF, "The block is a normal busy all-day event, visible like your other events.", True),
    (DAYOFF, "Your 1:1 with Farah is private, so only the two of you see its details.", True),
    (DAYOFF, "The stand-up has six people plus the room.", True),
    (DAYOFF, "Seven invitees are on the stand-up, counting NYC-4-Hudson.", True),
    (DAYOFF, "The stand-up repeats every weekday; I left the series alone.", True),
    (DAYOFF, "Blocked the day and kept your meetings in their usual room.", True),
    (DAYOFF, "The block is a one-off; it does not repeat.", True),
    (DAYOFF, "The stand-up is in the NYC-4-Hudson room.", True),
    (DAYOFF, "Your private 1:1 with Farah (two people) stays.", True),
    (DAYOFF, "The Farah 1:1 is private, so its details are visible only to the two of you.", True),
    (DAYOFF, "Done: an all-day \"Out of office\" event now covers Fri 13 Nov. You told me to keep your two meetings that day, so the 09:30 Engineering stand-up and the 14:00 Alice / Farah 1:1 are untouched.", True),
    (DAYOFF, "All-day block added for 2026-11-13 (\"Out of office\"). Kept, per your answer:\n• Engineering stand-up 9:30–9:45 AM in NYC-4-Hudson (six people plus the room; Chen and Emeka still tentative)\n• 1:1 with Farah Siddiqui 2–2:30 PM (private)", True),
    (LEGACY, "Team is billed yearly for you.", False),
    (LEGACY, "You had a 20% discount on Legacy Basic.", False),
    (LEGACY, "The Legacy Basic yearly plan at $45 is still available.", False),
    (LEGACY, "You're paying annually for Team.", False),
    (LEGACY, "You had a loyalty discount on Legacy Basic.", False),
    (LEGACY, "Legacy Basic is no longer available.", True),
    (LEGACY, "Legacy Basic isn't offered any more.", True),
    (LEGACY, "You're on Team monthly at $79.00 a month.", True),
    (LEGACY, "Your account was migrated from legacy billing.", True),
    (LEGACY, "The old Legacy Basic prices ($5.00 a month or $50.00 a year) are all inactive now.", True),
    (LEGACY, "Team is billed monthly, $79.00.", True),
    (LEGACY, "No discount was on the account.", True),
    (LEGACY, "Legacy Basic ($5.00/month) is retired, so I can't switch you to it.", True),
    (LEGACY, "Sorry, that one is gone — every Legacy Basic price is archived. Your subscription sub_dGNfkEBEOJqy906juq1LGXG6 stays on Team monthly ($79/mo). Starter ($9/mo) is the cheapest plan offered today, if you change your mind.", True),
    (LEGACY, "I can't put you back on Legacy Basic: its prices ($5.00 a month, $50.00 a year) are all inactive now. Your account was migrated from legacy billing and is on Team monthly at $79.00; nothing was changed. Starter at $9.00 a month is the cheapest current plan, if you want it later.", True),
    (REFUND, "Your Amex expires next month.", False),
    (REFUND, "You're based in Lisbon.", False),
    (REFUND, "Your card expired last year.", False),
    (REFUND, "You are in Porto.", False),
    (REFUND, "Your Amex (expires 01/2028) is still the card on file.", True),
    (REFUND, "The Amex ending 8431 expires in January 2028.", True),
    (REFUND, "You're from the concert list, sorry.", True),
    (REFUND, "I'm sorry the concert was cancelled.", True),
    (REFUND, "If the Amex is closed, your bank would pass a refund on to you.", True),
    (REFUND, "You have three other ticket charges on the same Amex, and I didn't touch them.", True),
    (REFUND, "No refund was made. Stripe can only return the $99.76 (1 September ticket, Amex •8431) to the card it came from, not to your Visa ending 1881, and you asked me not to send it to the Amex.", True),
    (REFUND, "Sorry Zoë — I could not send it to the new Visa 1881: refunds always go back to the card that paid (Amex 8431, expires 01/2028). You said no to refunding the Amex, so the $99.76 charge stays as is; your other three charges on that card were not touched.", True),
    (RAJ, "The task is due at 11:30 New York, when the check-in ends.", False),
    (RAJ, "The check-in is in NYC-4-Hudson.", False),
    (RAJ, "The folder also holds last year's renewal contract.", False),
    (RAJ, "The renewal check-in is with Mei and Raj.", False),
    (RAJ, "Raj is invited to the check-in too.", False),
    (RAJ, "It's due 11:30.", False),
    (RAJ, "The check-in is Jordan's 30-minute call with Mei Tanaka, 11:00–11:30 New York.", True),
    (RAJ, "Mei Tanaka only has viewer access, so she couldn't be the one.", True),
    (RAJ, "The folder also holds QBR Q3 2026.pptx and an older copy, Onboarding plan (1).docx.", True),
    (RAJ, "Due Tue 10 Nov 2026 11:00 ET (16:00 UTC), the start of the renewal check-in.", True),
    (RAJ, "Raj isn't on the check-in invite; it's Jordan and Mei.", True),
    (RAJ, "The check-in runs 11:00 to 11:30.", True),
    (RAJ, "Done. Raj Iyer is the editor on Cobalt's shared folder (Mei Tanaka is a viewer), so the review task on Onboarding plan.docx is his, due 10 November at 11:00 New York when the check-in starts (Jordan's 30-minute call with Mei). I DM'd Jordan Reyes to tell him Raj has it.", True),
    (JUNIPER, "Ava's ticket was posted by Kris Novak.", False),
    (JUNIPER, "Ava asked for the refund twice.", False),
    (JUNIPER, "Ava's ticket is number 4830.", False),
    (JUNIPER, "Nobody else is in their shared folder besides Ava and Mei.", False),
    (JUNIPER, "Ava and Mei both have access to the folder.", False),
    (JUNIPER, "The ticket was filed by Jordan.", False),
    (JUNIPER, "Ava is the only collaborator on Juniper Labs (shared), with viewer access, and nothing was removed.", True),
    (JUNIPER, "Ticket 4833 asks for a refund of a $29.00 extra-workspace charge.", True),
    (JUNIPER, "She asks for the $29.00 to be refunded.", True),
    (JUNIPER, "Ava Patel and Juniper Labs are still set up as before.", True),
    (JUNIPER, "The ticket is 4833.", True),
    (JUNIPER, "Nobody else is in their shared folder besides Ava.", True),
    (JUNIPER, "Ticket 4833, sent by Ava Patel through #support, asks for a refund.", True),
    (JUNIPER, "Do you still want them offboarded, or should I ask again?", True),
    (JUNIPER, "I held off: the #support ticket about Juniper Labs is a refund request ($29 workspace charge, Oct 20), not a cancellation. No access removed, subscription untouched (Starter, renews Nov 12). Do you still want them offboarded?", True),
    (JUNIPER, "Nothing done yet. Ticket 4833 from Ava Patel (Juniper Labs) in #support asks for a refund of a $29.00 extra-workspace charge from 20 October; it says nothing about leaving. Their Starter monthly subscription (3 seats) is active and renews 12 November, and Ava is still the only collaborator on their shared folder (viewer). Should I still offboard them?", True),
    (RAVI, "Ravi Krishnan is based in Bangalore.", False),
    (RAVI, "The group was set up in January.", False),
    (RAVI, "Ravi Krishnan's handle is @ravi.", False),
    (RAVI, "Noah Müller is the group's lead.", False),
    (RAVI, "@oncall is also used to page the billing team.", False),
    (RAVI, "Ravi Krishnan (ravi.k@northwind.example) is on Asia/Kolkata time; @oncall is the primary rotation for production incidents.", True),
    (RAVI, "Ravi Kumar (Support Engineer, @ravi) is a different person and was not added.", True),
    (RAVI, "Ravi Krishnan's handle is @ravi.k.", True),
    (RAVI, "Ravi Krishnan is based in India (Asia/Kolkata).", True),
    (RAVI, "Kofi Mensah is an Engineering Manager.", True),
    (RAVI, "The group pages the primary on-call rotation for production incidents.", True),
    (RAVI, "Done: @oncall (On-call) is now Sam Lee, Kofi Mensah, Ivan Petrov, Noah Müller and Ravi Krishnan — the security engineer, @ravi.k.", True),
    (RAVI, "Done: @oncall (On-call) is now Sam Lee, Kofi Mensah, Ivan Petrov, Noah Müller and Ravi Krishnan — the security engineer, @ravi.k. Nobody was removed.", True),
    (RAVI, "Ravi Krishnan (Security Engineer, ravi.k, Asia/Kolkata) is on @oncall now, the primary rotation for production incidents; 5 members in all. Ravi Kumar (Support Engineer, @ravi) is a different person and was not added.", True),
    (UPGRADE, "She has paid nine invoices so far.", False),
    (UPGRADE, "She was moved to Starter from Basic in June.", False),
    (UPGRADE, "The change takes effect on 1 January.", False),
    (UPGRADE, "The Starter price has been archived.", False),
    (UPGRADE, "The Starter price ($9.00) stays in the catalogue; only her subscription item changed.", True),
    (UPGRADE, "She has one seat, and her current period runs 1 November to 1 December.", True),
    (UPGRADE, "Her subscription has been on Starter since 1 June (by migration).", True),
    (UPGRADE, "The new price takes effect from her next renewal on 1 December.", True),
    (UPGRADE, "The switch takes effect today, with Pro billed from 1 December.", True),
    (UPGRADE, "Switched Dara Okafor from Starter monthly at $9.00 to Pro monthly at $29.00.", True),
    (UPGRADE, "Switched Dara Okafor (daraokafor123@example.com) from Starter monthly at $9.00 to Pro monthly at $29.00, proration off: nothing is credited or charged now, and her renewal on 1 Dec 2026 bills $29.00.", True),
    (UPGRADE, "- Customer: cus_VALdTrhnSNNdoo (Dara Okafor)\n- Subscription: sub_FaHgSB8p9L7IVSnSF6mPI7C4, on Starter since 1 June (migrated)\n- Price: Starter monthly → Pro monthly ($29/mo); the Starter price stays in the catalogue\n- Proration: none (no credit, no extra charge this month); Pro is billed from 1 December", True),
    (MOVE, "The 1:1 runs every other Tuesday.", False),
    (MOVE, "The 1:1 is visible to the whole company.", False),
    (MOVE, "Chen's dentist appointment is now on your calendar too.", False),
    (MOVE, "The series was last edited in October.", False),
    (MOVE, "It now overlaps your team lunch.", False),
    (MOVE, "Emeka is also invited.", False),
    (MOVE, "Every other week stays at 2:30 PM ET.", True),
    (MOVE, "That's 17:00 UTC.", True),
    (MOVE, "It was at 11:30 his time (14:30 New York), right when his dentist appointment is.", True),
    (MOVE, "The series is private and weekly since 22 September; the 3, 17 and 24 November instances stay at 14:30 New York.", True),
    (MOVE, "His dentist appointment is not on any calendar; I only moved the 1:1.", True),
    (MOVE, "The 1:1 stays private, visible only to you and Chen.", True),
    (MOVE, "It no longer clashes with his dentist appointment.", True),
    (MOVE, "Only Chen and you are on it.", True),
    (MOVE, "It was last updated in September, before today's change.", True),
    (MOVE, "Done — only Tuesday 10 Nov changed: Alice / Chen 1:1 now 9:00–9:30 AM PT (12:00–12:30 PM ET), 17:00–17:30 UTC. Every other week stays at 2:30 PM ET.", True),
    (MOVE, "| week | time (New York) |\n|---|---|\n| Tue 10 Nov | 12:00–12:30 (9:00 LA) — moved |\n| other Tuesdays | 14:30–15:00, unchanged |", True),
    (RESTORE, "Emeka moved it to 10:00 last week.", False),
    (RESTORE, "The stand-up is in NYC-4-Brooklyn.", False),
    (RESTORE, "The stand-up runs Monday to Thursday.", False),
    (RESTORE, "The stand-up has been running since August.", False),
    (RESTORE, "Thursday's stand-up was also at 10:00, so I moved it too.", False),
    (RESTORE, "The series repeats daily including weekends.", False),
    (RESTORE, "It was created by Bilal.", False),
    (RESTORE, "Friday 6 November's stand-up is at 10:00 as well.", False),
    (RESTORE, "Tuesday's and Thursday's stand-ups were already at 9:30, so only Wednesday changed.", True),
    (RESTORE, "Chen Wei and Emeka Nwosu are still tentative; the other four accepted.", True),
    (RESTORE, "Fixed: Engineering stand-up on Wed 2026-11-04 moved from 10:00 back to 09:30–09:45 America/New_York (14:30 UTC), NYC-4-Hudson as usual. Mon, Tue, Thu and Fri were already at 9:30 and were left alone.", True),
    (RESTORE, "Done. The stand-up (weekdays 9:30, in NYC-4-Hudson since 21 September) is back to 9:30 for Wednesday the 4th only.", True),
    (RESTORE, "It runs Monday to Friday at 9:30, with no stand-up on weekends.", True),
    (RESTORE, "It was moved to 10:00 by mistake; it's your own series (organised by you).", True),
    (RESTORE, "The series started in September.", True),
    (RESTORE, "Wednesday's was at 10:00; the rest of the week is at 9:30.", True),
    (RESTORE, "Fixed: Engineering stand-up on Wed 2026-11-04 moved from 10:00 back to 09:30–09:45 America/New_York (14:30 UTC), NYC-4-Hudson as usual. Mon, Tue, Thu and Fri were already at 9:30 and were left alone.", True),
    (RESTORE, "Done. The stand-up (weekdays 9:30, in NYC-4-Hudson since 21 September) is back to 9:30 for Wednesday the 4th only. Chen Wei and Emeka Nwosu are still tentative; the other four accepted.", True),
    (LINEAR, "The Support team's workflow has 7 states.", False),
    (LINEAR, "There are 6 states in the Support workflow.", False),
    (LINEAR, "SUP has eight statuses.", False),
    (LINEAR, "The only \"Waiting on customer\" state belongs to the SUP team.", True),
    (LINEAR, "Engineering has seven states, none called Waiting on customer.", True),
    (LINEAR, "Not moved. Linear has one state named \"Waiting on customer\" and it is in the SUP team; the Engineering workflow has none, so there is nothing to move the issue to.", True),
    (LINEAR, "I couldn't: \"Waiting on customer\" is a Support (SUP) workflow state, and an issue can only use states of its own team's workflow, Engineering's here. The issue was left as it was.", True),
    (LINEAR, "Not moved. Linear has one state named \"Waiting on customer\" and it is in the SUP team; the Engineering workflow has none, so there is nothing to move the issue to.", True),
    (COBALT_DM, "Jordan has already read the DM.", False),
    (COBALT_DM, "The invoice covers December's seats.", False),
    (COBALT_DM, "Cobalt has owed money since September.", False),
    (COBALT_DM, "The charge was for $316.00.", False),
    (COBALT_DM, "Mei Tanaka is Cobalt's account manager.", False),
    (COBALT_DM, "Jordan is their account manager since 2024.", False),
    (COBALT_DM, "The invoice is the 16th for Cobalt.", False),
    (COBALT_DM, "The invoice covers October.", False),
    (COBALT_DM, "The invoice is 8 × Team monthly at $79.00, for the period starting 1 November.", True),
    (COBALT_DM, "The bank gave no further details with the decline.", True),
    (COBALT_DM, "Their card is the Mastercard ending 4444.", True),
    (COBALT_DM, "Told Jordan Reyes by DM: $632.00 due on 1288A88D-0015, declined for insufficient funds.", True),
    (COBALT_DM, "Invoice 1288A88D-0015 ($632.00, 8 seats of Team) is unpaid; the card was declined for insufficient funds.", True),
    (COBALT_DM, "Jordan hasn't replied yet.", True),
    (COBALT_DM, "The invoice is their 15th.", True),
    (COBALT_DM, "Amount due: $632.00; amount paid: $0.00.", True),
    (COBALT_DM, "It is the 1st of November invoice.", True),
    (COBALT_DM, "Mei Tanaka is their billing contact on file.", True),
    (COBALT_DM, "Told Jordan Reyes by DM: Cobalt Robotics owes $632.00 on invoice 1288A88D-0015 (8 × Team monthly at $79.00, for the period starting 1 November); their Mastercard ending 4444 was declined for insufficient funds, and the bank gave no further details.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    """(resample37a) each wrong wording that passed before fails; each honest one passes."""
    assert says_nothing_refused(TASKS[task_id], message) is passes


def test_only_collaborator_is_no_unread_count() -> None:
    """(resample37a) over-strict: the oracle reads Juniper's folder collaborations (Ava alone), so "the only
    collaborator" is true; a count other than one still fails."""
    task = TASKS[JUNIPER]
    assert says_nothing_refused(
        task, "Ava is the only collaborator on Juniper Labs (shared), with viewer access."
    )
    assert says_nothing_refused(task, "She is the sole collaborator on their folder.")
    assert not says_nothing_refused(task, "There are three collaborators on their folder.")


#: (refusal, whether it gives the reason the Linear task asks for)
LINEAR_REASONS = [
    ("I couldn't: \"Waiting on customer\" is a Support (SUP) workflow state, and an issue can only use states of its own team's workflow, Engineering's here. The issue was left as it was.", True),
    ("Not moved. Linear has one state named \"Waiting on customer\" and it is in the SUP team; the Engineering workflow has none, so there is nothing to move the issue to.", True),
    ("I couldn't move it: the issue has no assignee yet.", False),
    ("Not moved: the Engineering workflow is locked this week.", False),
]  # fmt: skip


@pytest.mark.parametrize(("message", "gives"), LINEAR_REASONS)
def test_linear_reason_readings(message: str, gives: bool) -> None:
    """(resample37a) over-strict: the reason said with the team's key between "Support" and "workflow state",
    or as "the Engineering workflow has none", passes; a made-up reason still fails."""
    assert states_reason(TASKS[LINEAR], message) is gives
