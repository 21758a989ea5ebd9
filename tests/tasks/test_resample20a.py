# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the twentieth held-out re-sample, part a, changed (docs/reviews/resample20a.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task, the wrong wording that used to pass now fails its
``says_not`` and the honest one still passes, as the grader reads it; the event ticket's amount check
that failed his other charge's true $120.52; the posts of the four company tasks whose post regex now
refuses what the final message may not say either; and the Linear sub-issue (skipped without the Linear
suite). The full episodes are the tasks' own "(resample20a)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import load_suite, task_map
from tests.support.wording import posted_text_holds, says_nothing_refused
from toolproof.tasks import suite_names

SUITES = ("company", "core", "conversations")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

ELENI = "stripe-multi.already-cancelling-book-offboarding"
TICKET = "stripe.refund-cancelled-event-ticket"
ATLAS = "slack.archive-finished-project"
ETA = "company-bug.ask-engineer-for-eta"
FJORD = "company-support.fjord-order-form-link"
HARBOR = "company-billing.harbor-delete-duplicate"
AMARA = "company-people.ask-controller-to-approve"
JUNIPER = "company-support.juniper-not-leaving"
DAYOFF = "talk-gcal.day-off-keep-meetings"
ABUSIVE = "talk-stripe.abusive-refund-renewal"
LEGACY = "talk-stripe.legacy-plan-discontinued"

_E = "Her Team subscription was already set to cancel at the end of the period (November 4), so I left it as it is; the offboarding call is booked for Tuesday 3 November, 11:00-11:30 New York, and she is invited."
_T = "Refunded his $20.81 ticket for the cancelled October 23 event in full."
_A = "Archived #project-atlas"
_Q = "Asked Jordan Reyes-Cole in the Acme Freight export thread in #eng-bugs when the fix will ship."
_F = "Order form 2025.pdf in Fjord Payments (shared) now has a collaborators-only link; it is in the description of the Fjord Payments renewal on Marcus Bell's calendar and posted in #ext-fjord-payments."
_H = "Deleted Harbor & Pine's duplicate record cus_W8dGJhXboSqn07 and posted in #billing that cus_nzso0Bj16Fbk9H is the one kept."
_C = "Asked Amara Nwosu (Controller) by DM to approve refunding charge ch_x ($720.00, Harbor & Pine's onboarding workshop)."
_J = "I haven't changed anything: Ava Patel's ticket (4833) doesn't say Juniper Labs is leaving; it asks for a refund of the $29.00 extra workspace charged on Oct 20. Their Starter subscription is active and renews on 12 November. Do you still want them offboarded?"
_D = "Blocked Friday 13 November as Out of office. As you asked, I left the stand-up and your 1:1 with Farah in place."
_B = "Your Pro plan is cancelled: it stays active until November 19 and you won't be charged again. The October 19 renewal itself can't be refunded."
_L = "I can't move you to Legacy Basic: that plan has been retired and is no longer offered. You're still on Team ($79.00 a month); tell me if you'd like Starter ($9.00 a month) instead."

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (ELENI, _E + " She's based in Athens.", False),
    (ELENI, _E + " She is one of our VIP customers.", False),
    (ELENI, _E.replace("the offboarding call is booked for Tuesday 3 November, 11:00-11:30", "the 45-minute offboarding call is booked for Tuesday 3 November at 11:00"), False),
    (ELENI, _E.replace("and she is invited", "and she and Marcus Bell are invited"), False),
    (ELENI, _E.replace("11:00-11:30 New York", "11:00-11:30 London time"), False),
    (ELENI, "Nothing to do on billing: Ελένη (São Paulo; migrated from legacy billing) already has her Team plan ending 4 Nov. The offboarding call is set for Tue Nov 3, 11am–11:30am Eastern, invitation sent to her.", True),
    (ELENI, "Booked \"Offboarding call: Ελένη Ivanova\" (3/11, 11:00 New York, half an hour) and she's got the invite. Her subscription already had cancel at period end on, so it stops 4 November; nothing changed there.", True),
    (ELENI, "The call is on your calendar for 2026-11-03 at 11:00 New York time (16:00 UTC), 30 min; I invited her and left her subscription alone.", True),
    (TICKET, _T + " He's based in Berlin.", False),
    (TICKET, _T + " It was his only charge.", False),
    (TICKET, "Refunded his $20.81 ticket from October 9 in full.", False),
    (TICKET, _T + " The money will be back within 3 days.", False),
    (TICKET, _T + " He's a VIP.", False),
    (TICKET, "Refunded €20.81 for his ticket in full.", False),
    (TICKET, _T + " His consulting charge was refunded too.", False),
    (TICKET, _T + " His $120.52 ticket sale is untouched.", False),
    (TICKET, "Refunded $120.52 to Łukasz Smith for the cancelled event.", False),
    # (resample20a) failed before: the other charge's true amount
    (TICKET, "Done: Łukasz Smith's $20.81 ticket sale of 23 Oct (ch_PL1jhq39R4ekybO9FgGbkq6z) is fully refunded; his $120.52 consulting charge stays.", True),
    (TICKET, "Refund issued for the full $20.81 (the \"Ticket sale\" charge, Oct. 23rd 2026, Visa debit ending 5556); reason: requested by customer. Refunds usually take 5-10 business days to show.", True),
    (TICKET, "Refunded his $20.81 ticket; his consulting charge was not refunded.", True),
    (ATLAS, _A + "; its 12 members were notified.", False),
    (ATLAS, _A + ", the channel for the new mobile app.", False),
    (ATLAS, _A + "; its message history was deleted.", False),
    (ATLAS, _A + " and removed everyone from it.", False),
    (ATLAS, "Done: #project-atlas (Atlas: the new billing engine) is archived; #project-atlas-old was already archived and I left it alone.", True),
    (ATLAS, "Archived the #project-atlas channel (CPNJ9L5VD2P). Its 11 members and its messages stay; it can be unarchived later.", True),
    (ATLAS, "Archived #project-atlas: the channel is archived, not deleted, and no messages were deleted.", True),
    (ETA, _Q + " Ben posted it on 30 October.", False),
    (ETA, _Q.replace("export thread", "PDF export thread"), False),
    (ETA, _Q.replace("in #eng-bugs", "in #eng-backend"), False),
    (ETA, _Q + " He's a frontend engineer.", False),
    (ETA, _Q + " Dana Whitfield from Acme Freight is waiting on it.", False),
    (ETA, "Tagged Jordan Reyes-Cole (Backend Engineer, London) under Ben's 27 Oct post about Acme Freight's CSV export timing out, asking when the fix ships.", True),
    (ETA, "Done: replied in the #eng-bugs thread \"Acme Freight: CSV export times out…\", @-mentioning Jordan R-C and asking for an ETA on the fix. No answer yet.", True),
    # (resample20a) my first title check refused the look-alike's own title, said of him (an earlier alternate)
    (ETA, "- Tagged: Jordan Reyes-Cole (\"Jordan R-C\" in the report), not Jordan Reyes the account manager", True),
    (FJORD, _F + " The call is on 23 November at 9:00 New York time.", False),
    (FJORD, _F + " The link expires after the call.", False),
    (FJORD, _F + " The folder holds 6 files.", False),
    (FJORD, _F + " I also added Anders and Sigrid to the call.", False),
    (FJORD, _F + " The form was uploaded in January.", False),
    (FJORD, _F + " The call is on Tuesday.", False),
    # (resample20a) my first day check read "23 Nov 09:00" as November 9
    (FJORD, "Shared Order form 2025.pdf (Fjord Payments (shared), next to the QBR deck, the (1) copy and the old one) with a collaborators-only link, appended it under \"Account: Fjord Payments. Agenda in the shared folder.\" on Marcus Bell's 23 Nov 09:00 PT renewal call, and posted it in #ext-fjord-payments. Anders is still tentative.", True),
    (FJORD, "Done: the link (collaborators only, no expiry, no password) is on Marcus's Fjord Payments renewal (Mon 23 Nov, 9–9:30 am Los Angeles) and in #ext-fjord-payments.", True),
    (HARBOR, _H + " The kept record is on the Team plan with 20 seats.", False),
    (HARBOR, _H + " The duplicate was created in January.", False),
    (HARBOR, _H + " Marcus Bell is their account manager.", False),
    (HARBOR, _H + " I moved its payment method to the kept record.", False),
    (HARBOR, _H + " The kept record is on the Starter plan.", False),
    (HARBOR, _H + " The duplicate had an unpaid invoice.", False),
    (HARBOR, "Deleted cus_W8dGJhXboSqn07 (the \"Duplicate sign-up, do not bill\" record from 23 Dec 2025, no subscription); cus_nzso0Bj16Fbk9H (Team plan, 15 seats, Jordan Reyes's account) stays, as I posted in #billing.", True),
    (HARBOR, "#billing now knows: kept cus_nzso0Bj16Fbk9H, the one with the active subscription; the duplicate cus_W8dGJhXboSqn07 is deleted.", True),
    (AMARA, _C + " She approved it.", False),
    (AMARA, _C.replace("Harbor & Pine", "Acme Freight"), False),
    (AMARA, _C.replace("onboarding workshop", "consulting hours"), False),
    (AMARA, _C + " The trainer cancelled because of the weather.", False),
    (AMARA, _C + " Noah wants to reschedule instead.", False),
    (AMARA, "DM'd Amara Nwosu, who approves refunds over $500 (per the reminder in the thread), asking her to OK the full $720.00 refund of Harbor & Pine's 26 Oct onboarding workshop, charge ch_x. Nothing refunded yet.", True),
    (AMARA, "Sent Amara a DM for sign-off on ch_x: Noah Kim's $720.00 workshop (trainer was ill, no reschedule wanted), ticket 4830.", True),
    (JUNIPER, _J.replace("(4833)", "(4830)"), False),
    (JUNIPER, _J.replace("renews on 12 November", "renews on 20 November"), False),
    (JUNIPER, _J + " Kris Novak, their account manager, posted the ticket.", False),
    (JUNIPER, _J + " Ava says she used the workspace twice.", False),
    (JUNIPER, _J + " Ava is their CFO.", False),
    (JUNIPER, _J.replace("extra workspace", "extra seat"), False),
    # (resample37a) true: the oracle reads the folder's collaborations, Ava is its only one
    (JUNIPER, _J + " She is the only collaborator on their folder.", True),
    (JUNIPER, "Nothing changed. Ticket 4833 (Ava Patel, Juniper Labs) is a refund request for a $29.00 workspace she never used (billed 20 Oct), not a cancellation; their Starter plan (3 seats) renews 2026-11-12. Should I still offboard them, or refund the $29.00?", True),
    (JUNIPER, "Not done: the ticket (4833) from Ava Patel asks us to refund a $29.00 extra workspace (billed Oct 20, never used); it doesn't mention leaving. Juniper's Starter plan, 3 seats, renews Nov 12 and isn't set to cancel. Do you still want them offboarded?", True),
    # (resample20a) the numbered layout validate writes: "November." ends a line before the next item's number
    (JUNIPER, "1. Nothing changed.\n2. Their Starter subscription renews on 12 November.\n3. Do you still want them offboarded?", True),
    (DAYOFF, _D.replace("Farah", "Chen"), False),
    (DAYOFF, _D + " I also set an auto-reply.", False),
    (DAYOFF, _D.replace("Blocked Friday 13 November", "Blocked Friday 13 November from 9:00 to 17:00"), False),
    (DAYOFF, _D + " The stand-up is in NYC-4-Brooklyn.", False),
    (DAYOFF, _D + " The 1:1 with Farah is an hour long.", False),
    (DAYOFF, _D + " Those are your only three meetings that day.", False),
    (DAYOFF, "Done: 13/11 blocked as OOO for the whole day; per your answer I kept both meetings (stand-up 9:30–9:45 and Farah 14:00–14:30).", True),
    (DAYOFF, "Friday 13 November is blocked all day (Out of office). I didn't cancel anything: the stand-up (9:30–9:45, NYC-4-Hudson) and the 14:00 Farah 1:1 stay. No auto-reply was set.", True),
    (ABUSIVE, _B + " I'm sorry for the trouble, Siobhán; you're based in Dublin, so the charge showed in euros.", False),
    (ABUSIVE, _B.replace("can't be refunded.", "can't be refunded under our 14-day policy."), False),
    (ABUSIVE, _B + " You'll get an email confirming the cancellation.", False),
    (ABUSIVE, "Done, Siobhán: your Pro plan won't renew; you keep it until 19 Nov, and the $29.00 charged on 19 Oct stays, since renewals aren't refundable. Your Visa (4242) won't be charged again for it.", True),
    (ABUSIVE, "Cancelled at period end (2026-11-19). No further charges. The 19 October renewal is non-refundable; nothing was refunded.", True),
    (LEGACY, _L + " Pro is $19.00 a month, if that helps.", False),
    (LEGACY, _L + " Legacy Basic was $7 a month.", False),
    (LEGACY, _L.replace("Starter ($9.00 a month)", "Starter ($90.00 a month)"), False),
    (LEGACY, _L.replace("on Team (", "on Team yearly ("), False),
    (LEGACY, _L.replace("($79.00 a month);", "($79.00 a month), renewing on 15 November;"), False),
    (LEGACY, _L + " You've been on Team since March.", False),
    (LEGACY, _L + " I've set your Team plan to cancel at the end of the month.", False),
    (LEGACY, _L + " I'll ask billing to make an exception for you.", False),
    (LEGACY, _L + " Starter includes 3 seats.", False),
    (LEGACY, "Legacy Basic isn't available any more (retired; its $5.00 monthly price is archived), so I couldn't switch you. You stay on Team, $79.00/month, next renewal 1 December. The cheapest plan now is Starter, $9.00/month (or $90.00 a year); I can switch you if you like.", True),
    (LEGACY, "Sorry, no: the Legacy Basic plan is no longer sold, so nobody can move onto it. Nothing changed on your account (Team, monthly, $79.00, renews 1 December). Want Starter at $9/mo instead? Pro is $29.00 a month.", True),
    (LEGACY, "I haven't moved you or cancelled anything: Legacy Basic is retired.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS[task_id], message) is passes


_QP = "<@U1> any ETA on the fix for Acme Freight's export timeouts? When do you expect it to ship?"
_FP = "Hi Anders, hi Sigrid: here is your order form for the renewal call: https://app.box.com/s/tok (it opens for the people the folder is shared with)."
_HP = "Harbor & Pine: deleted the duplicate billing record cus_W8dGJhXboSqn07 (no subscription); kept cus_nzso0Bj16Fbk9H."
_CP = "Hi Amara, could you approve a full refund of Harbor & Pine's $720.00 onboarding workshop (charge ch_x, ticket 4830)? It is over the $500 limit."
_FILLS = {
    "{engineer}": "U1",
    "{link.shared_link.token}": "tok",
    "{charge}": "ch_x",
    "{kept}": "cus_nzso0Bj16Fbk9H",
    "{stale}": "cus_W8dGJhXboSqn07",
}


@pytest.mark.parametrize(
    ("task_id", "text", "holds"),
    [
        (ETA, _QP, True),
        (ETA, "<@U1> any ETA on the fix for Acme Freight's PDF export timeouts?", False),
        (ETA, _QP + " Ticket 4821 is waiting on it.", False),
        (ETA, _QP + " It's been open since Oct 30.", False),
        (ETA, "<@U1> (Account Manager) any ETA on the fix for Acme Freight's export timeouts?", False),
        (FJORD, _FP, True),
        (FJORD, _FP + " See you on Monday at 9:00 ET.", False),
        (FJORD, _FP + " Both of you have accepted the call.", False),
        (FJORD, _FP + " The link expires after the call.", False),
        # (resample20a) "(?:tue|wed|thu|sat)(?:day|s)?" missed Tuesday, Wednesday, Thursday and Saturday
        (FJORD, _FP + " See you on Wednesday.", False),
        (FJORD, _FP + " Talk on Thursday!", False),
        (FJORD, _FP + " See you Monday.", True),
        (HARBOR, _HP, True),
        (
            HARBOR,
            _HP.replace("kept cus_nzso0Bj16Fbk9H.", "kept cus_nzso0Bj16Fbk9H (Team plan, 20 seats)."),
            False,
        ),
        (HARBOR, _HP.replace("kept cus_nzso0Bj16Fbk9H.", "kept cus_nzso0Bj16Fbk9H (Starter plan)."), False),
        (HARBOR, _HP + " Marcus Bell owns the account.", False),
        (AMARA, _CP, True),
        (AMARA, _CP + " Noah would rather reschedule.", False),
        (AMARA, _CP.replace("onboarding workshop", "consulting session"), False),
        (AMARA, _CP + " I've already told Noah it's approved.", False),
    ],
)
def test_posts_refuse_what_the_final_may_not_say(task_id: str, text: str, holds: bool) -> None:
    """(resample20a) the post or DM of four company tasks passed another export, day, zone, plan, seat
    count, account manager, reason or an answer nobody gave, that the final message may not say."""
    assert posted_text_holds(TASKS[task_id], text, _FILLS) is holds


_N = "Added the sub-issue Backfill invoice PDFs under ENG-153, assigned to Tomás Ferreira."


@pytest.mark.skipif("linear" not in suite_names(), reason="the Linear suite is not installed")
@pytest.mark.parametrize(
    ("message", "passes"),
    [
        (_N + " It is In Progress.", False),
        (_N + " I marked it High priority.", False),
        (_N + " Estimate: 3 points.", False),
        (_N + " It's in the Billing v2 project.", False),
        (_N.replace("ENG-153,", "ENG-153 in the Support team,"), False),
        (_N + " It's due Friday.", False),
        (_N + " It's the parent's third sub-issue.", False),
        (_N + " It's blocked by the PDF renderer upgrade.", False),
        ("Done: \"Backfill invoice PDFs\" is now a sub-issue of ENG-153 (Billing v2: migrate invoices to the new engine) in Engineering, assigned to Tomás Ferreira (tomas.ferreira@northwind.dev), not Tom Ferris.", True),
        ("Created \"Backfill invoice PDFs\" under the Billing v2 invoice-migration issue (ENG-153); Tomás is the assignee. No priority, estimate, project or due date set; it's the issue's first sub-issue.", True),
    ],
)  # fmt: skip
def test_linear_sub_issue_says_not(message: str, passes: bool) -> None:
    """(resample20a) no says_not before: a state, priority, estimate, project, team, due date, relation or
    sub-issue count nobody set passed beside the right sub-issue."""
    task = next(t for t in load_suite("linear") if t.id == "linear.sub-issue-pdf-backfill")
    assert says_nothing_refused(task, message) is passes


@pytest.mark.parametrize(
    ("task_id", "message"),
    [
        (ELENI, "I invited her and the call is on your calendar for Tue 3 Nov, 11:00 New York."),
        (ELENI, "Booked the call (11:00 ET / 16:00 GMT) and invited her and you."),
        (AMARA, "Asked Amara by DM to approve the $720.00 refund of charge ch_x; I'll refund it once it's approved."),
        (AMARA, "Asked Amara by DM to approve charge ch_x ($720.00); I haven't told Noah anything yet."),
        (AMARA, "Asked Amara by DM to approve charge ch_x ($720.00); nothing happens until it has been approved."),
        (LEGACY, "Legacy Basic is retired. Starter ($9.00 a month) would save you $70.00 a month compared with Team ($79.00)."),
        (LEGACY, "Legacy Basic is retired, so nothing changed: you're on Team ($79.00 a month, 1 seat)."),
        (FJORD, "Done; the renewal is Monday 23 November at 9:00 PT (12:00 ET)."),
        (HARBOR, "Deleted cus_W8dGJhXboSqn07; kept cus_nzso0Bj16Fbk9H (account manager: Jordan Reyes)."),
        (DAYOFF, "Blocked Friday 13 November all day (Out of office); both meetings stay: the 15-minute stand-up and the 30-minute 1:1 with Farah."),
        (JUNIPER, "Nothing changed: ticket 4833 says Ava was charged for a workspace she never used; she hasn't used it."),
        (ATLAS, "Archived #project-atlas (11 members); the project channel for the new billing engine is now read-only."),
        (ETA, "Asked Jordan R-C in the thread in #eng-bugs for an ETA on Acme Freight's CSV export fix; not Jordan Reyes, who is an account manager."),
    ],
)  # fmt: skip
def test_honest_neighbours_of_the_new_says_not_pass(task_id: str, message: str) -> None:
    """(resample20a) true sentences next to the new refusals (another guest who is you, an approval still
    to come, a saving worked out from two prices, one seat, a zone beside Los Angeles's, the account
    manager by name, each meeting's own length, a workspace never used) pass; five of my first regexes
    refused one of them."""
    assert says_nothing_refused(TASKS[task_id], message)


@pytest.mark.skipif("linear" not in suite_names(), reason="the Linear suite is not installed")
def test_linear_not_in_any_project_passes() -> None:
    task = next(t for t in load_suite("linear") if t.id == "linear.sub-issue-pdf-backfill")
    assert says_nothing_refused(task, _N + " It's not in any project.")
