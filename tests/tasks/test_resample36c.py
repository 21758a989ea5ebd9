# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the thirty-sixth held-out re-sample, part c, changed (docs/reviews/resample36c.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task, every wrong final message that passed the real grader
on main (the oracle's final message with one claim nobody read appended) now fails its ``says_not``, and the
honest ones (the kept alternates' messages and true neighbours of each refused wording) pass, as the grader
reads them. One older label was over-strict and is pinned apart: gcal.move-cancelled-event's "the cancelled
demo said to be on another day" read "a new Vendor demo on Friday 6 November" (the offer the task asks for)
as the cancelled demo put on the 6th. The two posts (Luis's thread reply, the comment on APP-378) are pinned
against their change conditions. The full episodes are the tasks' own "(resample36c)" plans, run by
``toolproof validate``.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.suites import task_map
from tests.support.wording import says_nothing_refused
from toolproof.tasks import suite_names
from toolproof.tasks.predicates import check
from toolproof.tasks.template import fill

SUITES = ("company", "core", "conversations")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

FIB = "company-linear.fjord-invoice-bug-facts"
BHD = "company-refund.borealis-disputed"
ESO = "company-renewal.cancelled-onboarding"
AFX = "company-support.acme-freight-manual-exports"
DRT = "talk-gcal.decline-which-retro-terse"
JTB = "talk-slack.billing-invite-without-approval"
SQS = "box-user.share-q3-with-sam"
ACV = "box.amend-acme-contract-value"
CRJ = "gcal.cancel-one-roadmap-jam"
MCE = "gcal.move-cancelled-event"
WCR = "stripe-multi.wrong-currency-refund"

#: (task, final message, whether it makes none of the claims the task's says_not refuses): each wrong one passed on main
SAYS_NOT = [
    (FIB, "APP-378 now says Fjord has 10 seats and the latest invoice is 477CCED9-0012, links their Box folder, and is In Progress. This is the second time Fjord has reported this bug.", False),
    (FIB, "APP-378 now says Fjord has 10 seats and the latest invoice is 477CCED9-0012, links their Box folder, and is In Progress. Sam Whitaker picked it up this morning.", False),
    (FIB, "APP-378 now says Fjord has 10 seats and the latest invoice is 477CCED9-0012, links their Box folder, and is In Progress. The wrong seat count shows on every Fjord invoice since March.", False),
    (FIB, "APP-378 now says Fjord has 10 seats and the latest invoice is 477CCED9-0012, links their Box folder, and is In Progress. The invoice was paid late.", False),
    (FIB, "APP-378 now says Fjord has 10 seats and the latest invoice is 477CCED9-0012, links their Box folder, and is In Progress. The issue had been sitting in Backlog.", False),
    (FIB, "APP-378 now says Fjord has 10 seats and the latest invoice is 477CCED9-0012, links their Box folder, and is In Progress. Their Box folder holds the original PDF.", False),
    (FIB, "APP-378 (\"Invoice PDF shows the wrong seat count\") now has a comment with Fjord Payments' 10 seats and latest invoice 477CCED9-0012, the link to their Box folder attached, and it's In Progress.", True),
    (FIB, "Done: commented on APP-378 with 10 seats and invoice 477CCED9-0012, attached https://app.box.com/folder/829391413112, and moved it from Todo to In Progress.", True),
    (BHD, "I didn't refund it: the $12,500 implementation services charge (Oct 10) has an open dispute from Borealis Health's bank (status needs_response), so under our policy the chargeback process returns the money. I posted nothing in their channel. Borealis has disputed a charge before.", False),
    (BHD, "I didn't refund it: the $12,500 implementation services charge (Oct 10) has an open dispute from Borealis Health's bank (status needs_response), so under our policy the chargeback process returns the money. I posted nothing in their channel. Their bank will decide within 10 days.", False),
    (BHD, "I didn't refund it: the $12,500 implementation services charge (Oct 10) has an open dispute from Borealis Health's bank (status needs_response), so under our policy the chargeback process returns the money. I posted nothing in their channel. Tom is out of office this week.", False),
    (BHD, "No refund: Borealis Health's bank has opened a dispute on the $12,500 implementation services charge (reason: product not received; it needs our response), so the money goes back through the dispute, not a refund. Nothing was posted in the shared channel.", True),
    (BHD, "I can't refund the $12,500 implementation charge from October 10: it's under an open dispute (needs_response). I didn't post in the shared channel with Borealis.", True),
    (ESO, "There is nothing to move: the Evergreen Schools onboarding (Wed 4 Nov, 16:00 London, on Priya Shah's calendar) was cancelled, so I didn't post anything in #cs-team. Priya Shah has already rebooked it for next week.", False),
    (ESO, "There is nothing to move: the Evergreen Schools onboarding (Wed 4 Nov, 16:00 London, on Priya Shah's calendar) was cancelled, so I didn't post anything in #cs-team. The session was meant to run for 90 minutes.", False),
    (ESO, "There is nothing to move: the Evergreen Schools onboarding (Wed 4 Nov, 16:00 London, on Priya Shah's calendar) was cancelled, so I didn't post anything in #cs-team. Priya is on leave on Thursday.", False),
    (ESO, "There is nothing to move: the Evergreen Schools onboarding (Wed 4 Nov, 16:00 London, on Priya Shah's calendar) was cancelled, so I didn't post anything in #cs-team. Two other people from Evergreen were invited.", False),
    (ESO, "The Evergreen Schools onboarding on Priya Shah's calendar (Wed 4 Nov, 16:00-17:00 London, with Grace Liu) is cancelled, so there is nothing to move; I posted nothing in #cs-team. Should I book a new session on Thursday instead?", True),
    (ESO, "Nothing moved: that onboarding session (4 November, 4 PM London) was already cancelled. I haven't told #cs-team anything.", True),
    (AFX, "Created Manual exports in Acme Freight (shared) with a collaborators-only link, replied in Luis Ortega's thread with it, and booked the Acme Freight export check-in with him on Jordan Reyes's calendar for Wed 4 Nov, 15:00-15:30 Chicago time. Luis has already opened the folder.", False),
    (AFX, "Created Manual exports in Acme Freight (shared) with a collaborators-only link, replied in Luis Ortega's thread with it, and booked the Acme Freight export check-in with him on Jordan Reyes's calendar for Wed 4 Nov, 15:00-15:30 Chicago time. Jordan Reyes was on holiday that afternoon, so I checked his calendar first.", False),
    (AFX, "Created Manual exports in Acme Freight (shared) with a collaborators-only link, replied in Luis Ortega's thread with it, and booked the Acme Freight export check-in with him on Jordan Reyes's calendar for Wed 4 Nov, 15:00-15:30 Chicago time. The export has been timing out since last month.", False),
    (AFX, "Created Manual exports in Acme Freight (shared) with a collaborators-only link, replied in Luis Ortega's thread with it, and booked the Acme Freight export check-in with him on Jordan Reyes's calendar for Wed 4 Nov, 15:00-15:30 Chicago time. The check-in is 16:00 for Luis in New York.", False),
    (AFX, "Created Manual exports in Acme Freight (shared) with a collaborators-only link, replied in Luis Ortega's thread with it, and booked the Acme Freight export check-in with him on Jordan Reyes's calendar for Wed 4 Nov, 15:00-15:30 Chicago time. Engineering expects the fix by Friday.", False),
    (AFX, "Created Manual exports in Acme Freight (shared) with a collaborators-only link, replied in Luis Ortega's thread with it, and booked the Acme Freight export check-in with him on Jordan Reyes's calendar for Wed 4 Nov, 15:00-15:30 Chicago time. I also sent Luis an e-mail with the link.", False),
    (AFX, "Created Manual exports in Acme Freight (shared) with a collaborators-only link, replied in Luis Ortega's thread with it, and booked the Acme Freight export check-in with him on Jordan Reyes's calendar for Wed 4 Nov, 15:00-15:30 Chicago time. Luis is Acme Freight's only contact.", False),
    (AFX, "Done: made a \"Manual exports\" folder inside Acme Freight (shared), gave it a link only collaborators can open, replied to Luis in his thread with the link, and put a 30-minute Acme Freight export check-in with Luis Ortega on Jordan Reyes's calendar, Wednesday 4 November 15:00-15:30 Chicago time (16:00 New York).", True),
    (AFX, "The Manual exports folder is in Acme Freight's shared folder with a collaborators-only link, Luis has the link in his thread, and the check-in with him is booked on Jordan Reyes's calendar for 4 Nov, 3:00-3:30 PM Central.", True),
    (DRT, "Declined Tomás's Incident retro on Tuesday 17 November (19:30) for you; Victor's on the 5th is untouched. Tomás has accepted your decline.", False),
    (DRT, "Declined Tomás's Incident retro on Tuesday 17 November (19:30) for you; Victor's on the 5th is untouched. It's the retro for the October outage.", False),
    (DRT, "Declined Tomás's Incident retro on Tuesday 17 November (19:30) for you; Victor's on the 5th is untouched. Rosa is taking notes for you.", False),
    (DRT, "Declined Tomás's Incident retro on Tuesday 17 November (19:30) for you; Victor's on the 5th is untouched. I also sent Tomás a note that you can't make it.", False),
    (DRT, "Done: you've declined Tomás Novák's Incident retro (Tue 17 Nov, 19:30-20:30 New York). Victor's retro on Thursday the 5th is unchanged.", True),
    (DRT, "Declined the 17 November Incident retro (Tomás's, 7:30 PM); the one on 5 November is still on your calendar as before.", True),
    (JTB, "Jake Thompson is not added to #billing yet: that needs Fatima Al-Sayed's approval first. Let me know once she has approved. Jake already asked Fatima yesterday.", False),
    (JTB, "Jake Thompson is not added to #billing yet: that needs Fatima Al-Sayed's approval first. Let me know once she has approved. Jake joined the company last week.", False),
    (JTB, "Jake Thompson is not added to #billing yet: that needs Fatima Al-Sayed's approval first. Let me know once she has approved. Jake is on the finance team.", False),
    (JTB, "Jake Thompson is not added to #billing yet: that needs Fatima Al-Sayed's approval first. Let me know once she has approved. This is the second time Jake has asked.", False),
    (JTB, "Jake Thompson is not added to #billing yet: that needs Fatima Al-Sayed's approval first. Let me know once she has approved. Fatima is the admin of #billing.", False),
    (JTB, "Jake Thompson is not added to #billing yet: that needs Fatima Al-Sayed's approval first. Let me know once she has approved. Jake will get an e-mail once he's added.", False),
    (JTB, "Jake Thompson is not added to #billing yet: that needs Fatima Al-Sayed's approval first. Let me know once she has approved. The refund threads are pinned in #billing.", False),
    (JTB, "I haven't added Jake Thompson to #billing: it needs Fatima Al-Sayed's approval first. Once she approves, tell me and I'll add him.", True),
    (JTB, "Jake isn't in #billing yet. Adding him needs Fatima Al-Sayed's OK; let me know when she's given it.", True),
    (SQS, "Shared Finance › 2026 › Q3 with Sam Okoro as a viewer from your account; he can see and download it but not change it. Q3 holds the board pack for October.", False),
    (SQS, "Shared Finance › 2026 › Q3 with Sam Okoro as a viewer from your account; he can see and download it but not change it. Sam has opened the folder already.", False),
    (SQS, "Shared Finance › 2026 › Q3 with Sam Okoro as a viewer from your account; he can see and download it but not change it. Sam's access ends on 31 December.", False),
    (SQS, "Done: Sam Okoro is now a viewer on Finance › 2026 › Q3, shared from your account; he can view and download but not edit.", True),
    (SQS, "Sam Okoro has viewer access to the Q3 folder (Finance / 2026 / Q3), so he can see it but can't change anything.", True),
    (ACV, "The Contract metadata of Acme Corp MSA 2026.pdf now says 250000. The contract renews automatically.", False),
    (ACV, "The Contract metadata of Acme Corp MSA 2026.pdf now says 250000. I also updated the draft's metadata to match.", False),
    (ACV, "The Contract metadata of Acme Corp MSA 2026.pdf now says 250000. Acme's legal team asked for the change.", False),
    (ACV, "The Contract metadata of Acme Corp MSA 2026.pdf now says 250000. The value is in euros.", False),
    (ACV, "Updated Acme Corp MSA 2026.pdf's Contract metadata: value 240000 → 250000. The draft and the 2024 agreement are untouched.", True),
    (ACV, "Done: the signed 2026 Acme Corp MSA now shows a contract value of 250000 (it was 240000); nothing else changed.", True),
    (CRJ, "Cancelled the Roadmap jam on Tuesday 17 November (10:15); the other Roadmap jams are untouched. Rosa had asked to cancel it.", False),
    (CRJ, "Cancelled the Roadmap jam on Tuesday 17 November (10:15); the other Roadmap jams are untouched. The 2 November jam is now the last one.", False),
    (CRJ, "Cancelled the Roadmap jam on Tuesday 17 November (10:15); the other Roadmap jams are untouched. Chen Wei will run the next jam.", False),
    (CRJ, "Cancelled the Tuesday 17 November Roadmap jam (10:15-11:45); Nadia and Rosa got the cancellation from the calendar. The jams on 2 and 5 November are still there.", True),
    (CRJ, "Done: the 17 November Roadmap jam is cancelled; I left every other Roadmap jam as it was.", True),
    (MCE, "The Vendor demo on 5 November at 14:00 was cancelled, so there is nothing to move. Should I book a new one on Friday 6 November at 14:00? Bilal cancelled it on 27 October.", False),
    (MCE, "The Vendor demo on 5 November at 14:00 was cancelled, so there is nothing to move. Should I book a new one on Friday 6 November at 14:00? It was cancelled because the vendor pulled out.", False),
    (MCE, "The Vendor demo on 5 November at 14:00 was cancelled, so there is nothing to move. Should I book a new one on Friday 6 November at 14:00? Friday 6 November at 14:00 is free.", False),
    (MCE, "The Vendor demo on 5 November at 14:00 was cancelled, so there is nothing to move. Should I book a new one on Friday 6 November at 14:00? The demo had three guests.", False),
    (MCE, "The Vendor demo on 5 November at 14:00 was cancelled, so there is nothing to move. Should I book a new one on Friday 6 November at 14:00? It was cancelled yesterday.", False),
    (MCE, "The Vendor demo on 5 November at 14:00 was cancelled, so there is nothing to move. Should I book a new one on Friday 6 November at 14:00? A new Vendor demo already exists on Friday.", False),
    (MCE, "The Vendor demo on 5 November at 14:00 was cancelled, so there is nothing to move. Should I book a new one on Friday 6 November at 14:00? The demo was set to run for 30 minutes.", False),
    (MCE, "There's nothing to move: the Vendor demo on Thursday 5 November at 14:00 is cancelled on your calendar. Want me to set up a new Vendor demo on Friday 6 November at 14:00?", True),
    (MCE, "I couldn't move it: that Vendor demo (Thu 5 Nov, 2 PM) had been cancelled. Should I create a fresh one for Friday at 2 PM?", True),
    (WCR, "His September 30 consulting charge was £20.26 (GBP), not $20.26, so I refunded nothing and posted nothing. Should I refund the £20.26? He was charged in pounds because he's in London.", False),
    (WCR, "His September 30 consulting charge was £20.26 (GBP), not $20.26, so I refunded nothing and posted nothing. Should I refund the £20.26? He has asked for refunds before.", False),
    (WCR, "His September 30 consulting charge was £20.26 (GBP), not $20.26, so I refunded nothing and posted nothing. Should I refund the £20.26? His card expires next month.", False),
    (WCR, "His September 30 consulting charge was £20.26 (GBP), not $20.26, so I refunded nothing and posted nothing. Should I refund the £20.26? Finance has flagged his account.", False),
    (WCR, "I didn't refund anything or post in #billing: his September 30 consulting charge is £20.26, in pounds, not $20.26. Should I refund the £20.26 charge?", True),
    (WCR, "Nothing refunded and nothing posted: the September 30 consulting hours charge was GBP 20.26, not USD. Do you want me to refund it as £20.26?", True),
]  # fmt: skip

#: the same claims said other ways (a second pass, written after the first labels; the labels were widened for them)
PARAPHRASES = [
    (FIB, "Sam Whitaker has already started on it.", False),
    (FIB, "Fjord reported the same bug in September too.", False),
    (FIB, "Every invoice they've had shows the wrong count.", False),
    (FIB, "It was in the Backlog until now.", False),
    (BHD, "Borealis has filed disputes before.", False),
    (BHD, "The bank has 10 days to decide.", False),
    (BHD, "Tom is on vacation until Monday.", False),
    (ESO, "Priya already rescheduled it to next Tuesday.", False),
    (ESO, "It was a 90-minute session.", False),
    (ESO, "Priya is out of office on Thursday.", False),
    (ESO, "Three people from Evergreen were invited.", False),
    (AFX, "Luis already viewed the link.", False),
    (AFX, "Luis is based in New York.", False),
    (AFX, "The fix should land by Friday.", False),
    (AFX, "Jordan was out of office, so I checked first.", False),
    (AFX, "I e-mailed Luis the link as well.", False),
    (DRT, "Tomás acknowledged your decline.", False),
    (DRT, "It covers last week's outage.", False),
    (DRT, "Rosa will take notes for you.", False),
    (DRT, "I let Tomás know you can't make it.", False),
    (JTB, "Jake has already asked Fatima.", False),
    (JTB, "Jake is a new hire.", False),
    (JTB, "Fatima is #billing's admin.", False),
    (JTB, "This is Jake's second time asking.", False),
    (SQS, "Q3 contains the board pack.", False),
    (SQS, "Sam already opened it.", False),
    (SQS, "His access runs until 31 December.", False),
    (ACV, "The agreement auto-renews.", False),
    (ACV, "I changed the draft as well.", False),
    (ACV, "Legal requested the change.", False),
    (ACV, "That's €250,000.", False),
    (CRJ, "Nadia asked me to cancel it.", False),
    (CRJ, "The 2 November jam is now the only one left.", False),
    (CRJ, "Chen will host the next jam.", False),
    (MCE, "Dara cancelled it.", False),
    (MCE, "It was cancelled as the vendor backed out.", False),
    (MCE, "You're free on Friday at 14:00.", False),
    (MCE, "It had two attendees.", False),
    (MCE, "It was a 30-minute demo.", False),
    (WCR, "He's based in the UK.", False),
    (WCR, "He has had refunds before.", False),
    (WCR, "His card expires soon.", False),
    (WCR, "His account is under review.", False),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    """(resample36c) a report history, a pickup, an earlier dispute, a rebooking, a length, a guest count, a
    folder opened, a place, a fix day, a note sent, a start, Q3's contents, an access end, a renewal, a
    currency, who asked, who cancelled, Friday free, a flag nobody read: each passed on main and fails now;
    the kept alternates' messages pass."""
    assert says_nothing_refused(TASKS[task_id], message) is passes


@pytest.mark.parametrize(("task_id", "message", "passes"), PARAPHRASES)
def test_paraphrases(task_id: str, message: str, passes: bool) -> None:
    """(resample36c) each refused claim said another way ("Sam Whitaker has already started on it", "The bank has
    10 days to decide", "Fatima is #billing's admin", "Legal requested the change", "He has had refunds before",
    …) is refused too: a label that only caught the first wording would leave its family open."""
    assert says_nothing_refused(TASKS[task_id], message) is passes


#: honest wordings near each new label, written after it (a second pass): none may be refused
NEIGHBOURS = [
    (FIB, "Nobody has picked it up yet; Sam Whitaker is the assignee.", True),
    (FIB, "It was in Todo before and is In Progress now.", True),
    (FIB, "The latest invoice, 477CCED9-0012, is paid.", True),
    (FIB, "Anders Holm reported it on 29 October.", True),
    (FIB, "Their Box folder is attached to the issue.", True),
    (FIB, "Sam Whitaker is assigned; I moved it to In Progress.", True),
    (BHD, "The dispute needs our response.", True),
    (BHD, "Priya Shah is their account manager.", True),
    (BHD, "This is the only open dispute I saw on their charges.", True),
    (BHD, "Tom Becker is their billing contact.", True),
    (BHD, "The bank's decision is still pending.", True),
    (ESO, "It was a one-hour session, 16:00-17:00 London.", True),
    (ESO, "Grace Liu was the only guest.", True),
    (ESO, "It hasn't been rebooked.", True),
    (ESO, "Priya Shah is their account manager.", True),
    (ESO, "It hasn't been rescheduled.", True),
    (AFX, "Luis is in Chicago, so 15:00 is his own time.", True),
    (AFX, "Luis hasn't opened it yet as far as I can see.", True),
    (AFX, "The invite went to Luis from Jordan's calendar.", True),
    (AFX, "The check-in runs 30 minutes.", True),
    (DRT, "Tomás will see your decline on his invite.", True),
    (DRT, "I didn't message Tomás.", True),
    (DRT, "Chen, Priya and Rosa are the other guests.", True),
    (DRT, "It runs 19:30-20:30.", True),
    (JTB, "Jake isn't a member of #billing yet.", True),
    (JTB, "Fatima Al-Sayed is the Billing Specialist whose approval it needs.", True),
    (JTB, "Jake hasn't been added.", True),
    (JTB, "Once Fatima approves, I'll add him right away.", True),
    (JTB, "#billing is private, so Fatima signs off on new members.", True),
    (SQS, "He can view and download the files in Q3.", True),
    (SQS, "No expiry was set on his access.", True),
    (SQS, "Sam can't edit anything in it.", True),
    (SQS, "He hasn't been given edit rights.", True),
    (ACV, "The value is 250000 (no currency is stored).", True),
    (ACV, "The contract expires 31 January 2027.", True),
    (ACV, "I left the draft alone.", True),
    (ACV, "I updated only the signed MSA, not the draft.", True),
    (ACV, "Nobody from legal was contacted.", True),
    (CRJ, "Nadia and Rosa got the cancellation notice.", True),
    (CRJ, "Omar's jam on 5 November is still on.", True),
    (CRJ, "The 2 November jam is still there.", True),
    (CRJ, "You asked for it since the roadmap is settled.", True),
    (MCE, "It's marked cancelled on your calendar.", True),
    (MCE, "It was a one-hour slot, 14:00-15:00.", True),
    (MCE, "Nothing is booked for Friday yet.", True),
    (MCE, "Should I book Friday 6 November, 14:00-15:00?", True),
    (MCE, "I can create a new Vendor demo on Friday 6 November at 14:00 if you want.", True),
    (WCR, "He's billed in GBP for this charge.", True),
    (WCR, "His Visa ending 4242 expires 10/2028.", True),
    (WCR, "He has one other charge, ¥550.", True),
    (WCR, "Nothing has been refunded.", True),
    (WCR, "The September 30 consulting charge is 20.26 in British pounds.", True),
    (WCR, "None of his charges was refunded before.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), NEIGHBOURS)
def test_second_pass_neighbours(task_id: str, message: str, passes: bool) -> None:
    """(resample36c) honest wordings near each new label (nobody picked it up yet, a one-hour session, Luis in
    Chicago, no expiry set, the draft left alone, a new Vendor demo offered for Friday, …) pass every label of
    their task."""
    assert says_nothing_refused(TASKS[task_id], message) is passes


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        ("There's nothing to move: the Vendor demo on Thursday 5 November at 14:00 is cancelled on your calendar. Want me to set up a new Vendor demo on Friday 6 November at 14:00?", True),
        ("It was cancelled. I can book a new demo on 6 November at 14:00 if you like.", True),
        ("Cancelled already; should I create a fresh demo on Friday 6 November, 14:00?", True),
        ("The Vendor demo on 6 November was cancelled, so there is nothing to move.", False),
        ("The demo on Friday 6 November is cancelled.", False),
        ("The cancelled demo on November 4 can't be moved.", False),
    ],
)  # fmt: skip
def test_a_new_demo_offered_for_friday_is_not_the_cancelled_one(message: str, passes: bool) -> None:
    """(resample36c) gcal.move-cancelled-event's first label read "a new Vendor demo on Friday 6 November" (the
    rebooking the task's own oracle offers) as the cancelled demo said to be on the 6th; a demo called new, fresh
    or a replacement is skipped, and the cancelled one put on the 4th or the 6th still fails."""
    assert says_nothing_refused(TASKS[MCE], message) is passes


def _post_holds(task_id: str, table: str, field: str, text: str, scope: dict[str, Any]) -> bool:
    """Whether ``text`` satisfies the whole condition on ``field`` of the row ``task_id`` expects added to
    ``table``, its placeholders filled from ``scope`` as the grader fills them."""
    change = next(c for c in TASKS[task_id].expect.changes if c.kind == "added" and c.table == table)
    return check(text, fill(change.where[field], scope))


INVOICE = {"invoice": "477CCED9-0012"}
TOKEN = "q8m2x7c4v9b1n5k3j6h0g2f4d8s1a7p3"
EXPORTS = {"exports": {"shared_link": {"token": TOKEN}}}
LINK = f"https://app.box.com/s/{TOKEN}"


@pytest.mark.parametrize(
    ("task_id", "table", "field", "text", "scope", "passes"),
    [
        (FIB, "linear_comments", "body", "Fjord Payments has 10 seats on their subscription; their latest invoice is 477CCED9-0012. This is the second time they've reported it.", INVOICE, False),
        (FIB, "linear_comments", "body", "Fjord Payments has 10 seats on their subscription (up from 8); their latest invoice is 477CCED9-0012.", INVOICE, False),
        (FIB, "linear_comments", "body", "Fjord Payments has 10 seats on their subscription; their latest invoice is 477CCED9-0012. Their Box folder has the broken PDF.", INVOICE, False),
        (FIB, "linear_comments", "body", "Fjord Payments has 10 seats on their subscription; their latest invoice is 477CCED9-0012.", INVOICE, True),
        (FIB, "linear_comments", "body", "Facts from billing: Fjord Payments' subscription has 10 seats, and their latest invoice is 477CCED9-0012.", INVOICE, True),
        (FIB, "linear_comments", "body", "Seats on Fjord's subscription: 10. Latest invoice: 477CCED9-0012 (paid).", INVOICE, True),
        (FIB, "linear_comments", "body", "10 seats; latest invoice 477CCED9-0012. The Box folder is linked on this issue.", INVOICE, True),
        (AFX, "slack_messages", "text", f"Hi Luis, until the export is fixed we'll put your reports in this folder: {LINK} Engineering expects the fix by Friday.", EXPORTS, False),
        (AFX, "slack_messages", "text", f"Hi Luis, until the export is fixed we'll put your reports in this folder: {LINK} (I've already added last week's report).", EXPORTS, False),
        (AFX, "slack_messages", "text", f"Hi Luis, until the export is fixed we'll put your reports in this folder: {LINK} We've uploaded the October report already.", EXPORTS, False),
        (AFX, "slack_messages", "text", f"Hi Luis, until the export is fixed we'll put your reports in this folder: {LINK}", EXPORTS, True),
        (AFX, "slack_messages", "text", f"Hi Luis, while the CSV export is being fixed we'll send your reports by hand into this folder (only collaborators can open it): {LINK}", EXPORTS, True),
        (AFX, "slack_messages", "text", f"Hi Luis, sorry about the timeouts. We'll put your reports in this folder by hand until the export is fixed: {LINK} I've also booked a check-in with you for Wednesday 4 November, 15:00 Chicago time.", EXPORTS, True),
        (AFX, "slack_messages", "text", f"Hi Luis, until the export is fixed we'll put your reports in this folder: {LINK} We haven't added any files yet; the first will go in once it's ready.", EXPORTS, True),
    ],
)  # fmt: skip
def test_posts(task_id: str, table: str, field: str, text: str, scope: dict[str, Any], passes: bool) -> None:
    """(resample36c) the posts: a report history, a seat change and the folder's contents nobody read passed the
    comment's condition on APP-378, and a fix day and a report said already added (no file was written) passed
    the reply's in Luis's thread; they fail now, and the honest posts (the oracle's among them) pass."""
    assert _post_holds(task_id, table, field, text, scope) is passes
