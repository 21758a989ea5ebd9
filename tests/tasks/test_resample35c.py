# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the thirty-fifth held-out re-sample, part c, changed (docs/reviews/resample35c.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task, every wrong final message that passed the real grader
before (the oracle's final message with one claim nobody read appended) now fails its ``says_not``, and the
honest ones (the kept alternates' messages and true neighbours of each refused wording) pass, as the grader
reads them. One older label was over-strict and is pinned apart: stripe.refund-more-than-paid's "the €120.17
charge dated 8 October" read "only €120.17 (his other consulting charge, on October 8, is €5.46)" as the
€120.17 charge's day. The three posts (two thread replies, Jordan's DM) are pinned against their change
conditions. The full episodes are the tasks' own "(resample35c)" plans, run by ``toolproof validate``.
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

CCN = "company-renewal.cobalt-checkin-after-new-card"
DBO = "company-renewal.driftwood-book-new-owner"
CRO = "company-support.cobalt-raj-onboarding-review"
NOC = "talk-gcal.no-overlap-chen-dara-expert"
LPD = "talk-stripe.legacy-plan-discontinued"
TRC = "talk-stripe.ticket-refund-corrected"
ASR = "slack.add-security-ravi-to-oncall"
CSR = "slack.cancel-scheduled-reminder"
CTN = "stripe.cancel-trial-now"
PCN = "stripe.promo-code-next-invoice"
RMP = "stripe.refund-more-than-paid"
IWC = "linear.initech-waiting-on-customer"

#: (task, final message, whether it makes none of the claims the task's says_not refuses): each wrong one passed on main
SAYS_NOT = [
    (CCN, "Moved the Cobalt Robotics renewal check-in (Jordan Reyes's calendar) to Mon 16 Nov 11:00-11:30 ET and replied in Leo's thread. Leo is in the New York office.", False),
    (CCN, "Moved the Cobalt Robotics renewal check-in (Jordan Reyes's calendar) to Mon 16 Nov 11:00-11:30 ET and replied in Leo's thread. Jordan Reyes asked for this move.", False),
    (CCN, "Moved the Cobalt Robotics renewal check-in (Jordan Reyes's calendar) to Mon 16 Nov 11:00-11:30 ET and replied in Leo's thread. The check-in repeats every quarter.", False),
    (CCN, "Moved the Cobalt Robotics renewal check-in (Jordan Reyes's calendar) to Mon 16 Nov 11:00-11:30 ET and replied in Leo's thread. Leo's thread had two replies before mine.", False),
    (CCN, "Moved the Cobalt Robotics renewal check-in (Jordan Reyes's calendar) to Mon 16 Nov 11:00-11:30 ET and replied in Leo's thread. Mei Tanaka's invoice was for $640.00.", False),
    (CCN, "Done: the Cobalt Robotics renewal check-in moved from Tue 10 Nov to Mon 16 Nov, still 11:00-11:30 New York time, on Jordan Reyes's calendar (Mei Tanaka stays invited). Reply posted in Leo's #billing thread.", True),
    (CCN, "Check-in moved to Monday 16 November, 11:00 AM ET (the same 30 minutes as before); Leo has the new date and time in his thread.", True),
    (DBO, "Billing still named Chris Novak, who has left; #cs-team moved Driftwood Media to Kris Novak, so I booked the chat with Sam O'Connor on Kris's calendar for Tue 10 Nov 15:00 ET and replied in the ticket's thread. Driftwood has been a customer since 2022.", False),
    (DBO, "Billing still named Chris Novak, who has left; #cs-team moved Driftwood Media to Kris Novak, so I booked the chat with Sam O'Connor on Kris's calendar for Tue 10 Nov 15:00 ET and replied in the ticket's thread. On Kris's own calendar it shows at 15:00 Chicago time.", False),
    (DBO, "Billing still named Chris Novak, who has left; #cs-team moved Driftwood Media to Kris Novak, so I booked the chat with Sam O'Connor on Kris's calendar for Tue 10 Nov 15:00 ET and replied in the ticket's thread. Sam is Driftwood's CFO.", False),
    (DBO, "Billing still named Chris Novak, who has left; #cs-team moved Driftwood Media to Kris Novak, so I booked the chat with Sam O'Connor on Kris's calendar for Tue 10 Nov 15:00 ET and replied in the ticket's thread. Kris had already replied in the ticket's thread.", False),
    (DBO, "Billing still named Chris Novak, who has left; #cs-team moved Driftwood Media to Kris Novak, so I booked the chat with Sam O'Connor on Kris's calendar for Tue 10 Nov 15:00 ET and replied in the ticket's thread. Tessa Moreno asked me to book it.", False),
    (DBO, "Billing still named Chris Novak, who has left; #cs-team moved Driftwood Media to Kris Novak, so I booked the chat with Sam O'Connor on Kris's calendar for Tue 10 Nov 15:00 ET and replied in the ticket's thread. The renewal is worth $4,800 a year.", False),
    (DBO, "Booked \"Driftwood Media renewal chat\" on Kris Novak's calendar (he took Driftwood over from Chris Novak, per #cs-team): Tue 10 Nov, 15:00-15:30 New York (14:00 Chicago), with Sam O'Connor invited; Sam hasn't answered yet. Replied in ticket 4829's thread with the day and time.", True),
    (DBO, "Chris Novak is still the account manager on the billing record, but he has left and #cs-team handed Driftwood to Kris Novak, so the chat with Sam O'Connor is on Kris's calendar: Tuesday 10 November, 3:00-3:30 PM Eastern. The ticket thread has the day and time.", True),
    (CRO, "Raj Iyer (Cobalt's admin, editor of their folder) has the review task on Onboarding plan.docx, due at the renewal check-in (Tue 10 Nov, 11:00 New York), and Jordan Reyes knows by DM. The task is due three days before the check-in.", False),
    (CRO, "Raj Iyer (Cobalt's admin, editor of their folder) has the review task on Onboarding plan.docx, due at the renewal check-in (Tue 10 Nov, 11:00 New York), and Jordan Reyes knows by DM. Mei Tanaka also has edit rights on the folder.", False),
    (CRO, "Raj Iyer (Cobalt's admin, editor of their folder) has the review task on Onboarding plan.docx, due at the renewal check-in (Tue 10 Nov, 11:00 New York), and Jordan Reyes knows by DM. Raj got an e-mail from Box about the task.", False),
    (CRO, "Raj Iyer (Cobalt's admin, editor of their folder) has the review task on Onboarding plan.docx, due at the renewal check-in (Tue 10 Nov, 11:00 New York), and Jordan Reyes knows by DM. Raj last opened the onboarding plan in October.", False),
    (CRO, "Raj Iyer (Cobalt's admin, editor of their folder) has the review task on Onboarding plan.docx, due at the renewal check-in (Tue 10 Nov, 11:00 New York), and Jordan Reyes knows by DM. Jordan replied to my DM with a thumbs-up.", False),
    (CRO, "Raj Iyer (Cobalt's admin, editor of their folder) has the review task on Onboarding plan.docx, due at the renewal check-in (Tue 10 Nov, 11:00 New York), and Jordan Reyes knows by DM. Raj is Cobalt's CTO.", False),
    (CRO, "Raj Iyer (Cobalt's admin, editor of their folder) has the review task on Onboarding plan.docx, due at the renewal check-in (Tue 10 Nov, 11:00 New York), and Jordan Reyes knows by DM. Raj joined the folder in January 2026.", False),
    (CRO, "Assigned the review task (\"Please confirm the onboarding plan is still current\") on Onboarding plan.docx in Cobalt Robotics (shared) to Raj Iyer, the folder's editor (Mei Tanaka is only a viewer); it's due Tue 10 Nov 11:00 New York, when the renewal check-in starts. DMed Jordan Reyes, Cobalt's account manager, that it's assigned to Raj.", True),
    (CRO, "Raj Iyer (raj@cobaltrobotics.example, editor on the shared folder) now has a review task on Onboarding plan.docx, due 10 November at 11:00 ET (8:00 Pacific); Jordan Reyes got a DM saying so. I left the (1) copy alone.", True),
    (NOC, "There is no such slot tomorrow: Chen's day (9:00 Los Angeles) starts at 12:00 New York, exactly when Dara's ends (17:00 London), so their working hours do not overlap at all. I booked nothing; should one of them stretch their hours? Alice's 14:00-15:30 block tomorrow is a customer call.", False),
    (NOC, "There is no such slot tomorrow: Chen's day (9:00 Los Angeles) starts at 12:00 New York, exactly when Dara's ends (17:00 London), so their working hours do not overlap at all. I booked nothing; should one of them stretch their hours? Chen's stand-up starts at 9:30 his time.", False),
    (NOC, "There is no such slot tomorrow: Chen's day (9:00 Los Angeles) starts at 12:00 New York, exactly when Dara's ends (17:00 London), so their working hours do not overlap at all. I booked nothing; should one of them stretch their hours? The stand-up is held in the London office.", False),
    (NOC, "There is no such slot tomorrow: Chen's day (9:00 Los Angeles) starts at 12:00 New York, exactly when Dara's ends (17:00 London), so their working hours do not overlap at all. I booked nothing; should one of them stretch their hours? Next week's calendars look the same.", False),
    (NOC, "No slot: tomorrow (Tue 3 Nov) Dara's 9-5 in London runs until noon New York time and Chen's 9-5 in Los Angeles starts at noon New York time, so the windows only touch. I haven't booked anything. Want me to look at a slot with stretched hours?", True),
    (NOC, "Nothing booked: with everyone at 9 to 5 local, London's day is over by the time Los Angeles starts (17:00 London = 12:00 New York = 9:00 Los Angeles). The only thing all three of you share tomorrow is the 9:30 stand-up. Should I try outside someone's hours?", True),
    (LPD, "I can't move you to Legacy Basic: that plan has been retired and is no longer offered. You're still on Team ($79.00 a month); tell me if you'd like Starter ($9.00 a month) instead. Legacy Basic was $4.50 a month when you left it.", False),
    (LPD, "I can't move you to Legacy Basic: that plan has been retired and is no longer offered. You're still on Team ($79.00 a month); tell me if you'd like Starter ($9.00 a month) instead. Starter includes everything Legacy Basic had.", False),
    (LPD, "I can't move you to Legacy Basic: that plan has been retired and is no longer offered. You're still on Team ($79.00 a month); tell me if you'd like Starter ($9.00 a month) instead. You can switch to Starter at any time with no fee.", False),
    (LPD, "Legacy Basic isn't available any more (its $5.00 monthly price is retired), so I can't move you back. Nothing changed: you stay on Team at $79.00 a month, renewing 1 December. Starter at $9.00 a month is the cheapest current plan if you change your mind.", True),
    (LPD, "Sorry, that can't be done: the Legacy Basic plan has been discontinued and can't be subscribed to any more. Your Team subscription is unchanged.", True),
    (TRC, "Refunded your July 27 ticket ($5.16); your September 9 ticket is untouched. You'll see it within 2 business days.", False),
    (TRC, "Refunded your July 27 ticket ($5.16); your September 9 ticket is untouched. Your September 9 ticket is for seat 14B.", False),
    (TRC, "Refunded your July 27 ticket ($5.16); your September 9 ticket is untouched. Your refund was approved by our finance team.", False),
    (TRC, "Refunded your July 27 ticket ($5.16); your September 9 ticket is untouched. Refunds to Amex take 5 to 10 days.", False),
    (TRC, "Refunded your July 27 ticket ($5.16); your September 9 ticket is untouched. Your September 9 show starts at 8 PM.", False),
    (TRC, "Done: the $5.16 ticket you bought on July 27 is refunded in full (re_5xdwmqSZFHA3NQ0SaIHV0ICF) to the card you paid with; your $49.60 ticket for the September 9 show is still valid.", True),
    (TRC, "All set: I refunded the July 27 ticket ($5.16) and left the September 9 one alone, so you're still going to that show.", True),
    (ASR, "Added Ravi Krishnan (Security Engineer) to @oncall; the four people already on it stay. Ravi will get a Slack notification about being added.", False),
    (ASR, "Added Ravi Krishnan (Security Engineer) to @oncall; the four people already on it stay. Ravi was already in #incidents.", False),
    (ASR, "Added Ravi Krishnan (Security Engineer) to @oncall; the four people already on it stay. Sam Lee approved the change.", False),
    (ASR, "Added Ravi Krishnan (Security Engineer) to @oncall; the four people already on it stay. Ravi works 9 to 5 IST.", False),
    (ASR, "Ravi Krishnan (Security Engineer, ravi.k@northwind.example) is now on @oncall with Sam Lee, Kofi Mensah, Ivan Petrov and Noah Müller; Ravi Kumar from support was left out.", True),
    (ASR, "Done: @oncall has 5 members now, the four who were already on it plus Ravi Krishnan from security.", True),
    (CSR, "Cancelled the scheduled all-hands reminder in #general; the other scheduled messages stay. Slack will notify the channel that it was cancelled.", False),
    (CSR, "Cancelled the scheduled all-hands reminder in #general; the other scheduled messages stay. The all-hands was moved because of the holiday.", False),
    (CSR, "Cancelled the scheduled all-hands reminder in #general; the other scheduled messages stay. Alice asked for the reminder to be cancelled.", False),
    (CSR, "Deleted the scheduled \"Reminder: all-hands on Thursday\" for #general (it was set for Wed 4 Nov 09:00 UTC). The postmortem follow-up and the weekly support rota are still scheduled.", True),
    (CSR, "Cancelled it. Two scheduled messages remain untouched: \"Follow-up: postmortem draft due today\" and \"Weekly support rota: please check the pinned doc\".", True),
    (CTN, "Canceled Hana Nakamura's Team trial {sub.id} immediately; she will not be charged. Her card on file has been removed too.", False),
    (CTN, "Canceled Hana Nakamura's Team trial {sub.id} immediately; she will not be charged. She was on a 30-day trial.", False),
    (CTN, "Canceled Hana Nakamura's Team trial {sub.id} immediately; she will not be charged. She can restart the trial any time before 11 November.", False),
    (CTN, "Canceled Hana Nakamura's Team trial {sub.id} immediately; she will not be charged. She told us on Friday.", False),
    (CTN, "Hana Nakamura's Team trial (sub_gaysumQFfdNYRMHF9CsJTppS, $79.00 a month after the trial) is canceled as of now instead of converting on 11 November, so no charge will come from it.", True),
    (CTN, "Done: canceled the trialing Team subscription for hananakamura262@example.org immediately; its status is canceled, so it won't bill her when the trial would have ended.", True),
    (PCN, "WINTER15 (15% off once) is on Jun Kowalski's Team subscription {sub.id}; his next invoice on 3 November comes to $67.15 instead of $79.00. WINTER15 is limited to new customers.", False),
    (PCN, "WINTER15 (15% off once) is on Jun Kowalski's Team subscription {sub.id}; his next invoice on 3 November comes to $67.15 instead of $79.00. The $11.85 discount will show as a credit on his balance.", False),
    (PCN, "WINTER15 (15% off once) is on Jun Kowalski's Team subscription {sub.id}; his next invoice on 3 November comes to $67.15 instead of $79.00. WINTER15 stacks with his existing discount.", False),
    (PCN, "WINTER15 (15% off once) is on Jun Kowalski's Team subscription {sub.id}; his next invoice on 3 November comes to $67.15 instead of $79.00. The newsletter with WINTER15 went out on 30 October.", False),
    (PCN, "Applied promotion code WINTER15 (promo_nY0FOoPVd5ZYa0W3DrVDRivZ, 15% off, once) to sub_Cx2wpyj79KmtpIcWUj1QyQrC. His next invoice, on 3 November, comes to $67.15: $79.00 for Team minus $11.85.", True),
    (PCN, "Done: WINTER15 is on Jun Kowalski's subscription; the preview of his next invoice (3 November) shows $67.15 due.", True),
    (RMP, "The October 11 consulting charge was only €120.17, so I can't refund €150 for it. Nothing was refunded. He can dispute the difference with his bank.", False),
    (RMP, "The October 11 consulting charge was only €120.17, so I can't refund €150 for it. Nothing was refunded. The October 11 charge was for 3 consulting hours.", False),
    (RMP, "The October 11 consulting charge was only €120.17, so I can't refund €150 for it. Nothing was refunded. His Visa expires next year.", False),
    (RMP, "I didn't refund anything: the consulting hours charge of October 11 is €120.17, less than the €150 asked. Should I refund the full €120.17 instead?", True),
    (RMP, "Can't do €150: Émile's October 11 payment for consulting hours was only €120.17 (his other consulting charge, on October 8, is €5.46). No refund made; tell me how much to refund.", True),
    (IWC, "{issue.identifier} is now Waiting on customer. It had sat untouched since 15 October.", False),
    (IWC, "{issue.identifier} is now Waiting on customer. It's the third SSO issue from Initech this month.", False),
    (IWC, "{issue.identifier} is now Waiting on customer. It will move back to Investigating when Initech replies.", False),
    (IWC, "Moved SUP-82 \"Initech asks how to set up SSO\" from Acknowledged to Waiting on customer (the Support team's state). Nothing else changed; Elena Petrova is still the assignee.", True),
    (IWC, "Done: SUP-82 now sits in Waiting on customer while we wait for Initech's IdP metadata.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    """(resample35c) each wrong wording that passed before fails; each honest one passes."""
    assert says_nothing_refused(TASKS[task_id], message) is passes


#: a second pass of honest neighbours, written after the labels: none may be refused
NEIGHBOURS = [
    (CCN, "Leo Fischer (Berlin) posted it in #billing.", True),
    (CCN, "Leo is in Berlin.", True),
    (CCN, "Nobody had replied in Leo's thread before mine.", True),
    (CCN, "It's a one-off event, not recurring.", True),
    (CCN, "You asked me to move it; Leo only posted the card news.", True),
    (DBO, "Kris's calendar shows it at 14:00 Chicago time.", True),
    (DBO, "On Kris's calendar it is 2:00-2:30 PM Central.", True),
    (DBO, "Driftwood Media has been a customer since March 2025.", True),
    (DBO, "Sam O'Connor is the contact named in the ticket.", True),
    (DBO, "Tessa Moreno relayed the ticket.", True),
    (DBO, "The renewal is due on the 25th.", True),
    (CRO, "It's due when the check-in starts (10 November, 11:00 New York).", True),
    (CRO, "Mei Tanaka is a viewer, so not her.", True),
    (CRO, "Raj Iyer, Cobalt's admin, is the folder's editor.", True),
    (CRO, "Jordan got the DM.", True),
    (CRO, "Raj has had access since September 2025.", True),
    (NOC, "Alice is busy 14:00-15:30 tomorrow.", True),
    (NOC, "The 9:30 stand-up (New York time) is on all three calendars.", True),
    (NOC, "The 9:30 stand-up is 6:30 in Los Angeles.", True),
    (NOC, "I only checked tomorrow.", True),
    (LPD, "You said you paid $5 a month on Legacy Basic.", True),
    (LPD, "Starter is $9.00 a month.", True),
    (LPD, "I can move you to Starter if you like.", True),
    (TRC, "The refund goes back to your Amex ending 8431.", True),
    (TRC, "You're still going to the September 9 show.", True),
    (TRC, "The refund of $5.16 is done.", True),
    (ASR, "@oncall pages #incidents and #ops-alerts.", True),
    (ASR, "Ravi Krishnan is in India (Asia/Kolkata).", True),
    (ASR, "You asked for it, so I added him.", True),
    (CSR, "You asked me to cancel it because the all-hands moved.", True),
    (CSR, "Nobody was notified.", True),
    (CSR, "The all-hands moved, so the reminder is gone.", True),
    (CTN, "Her trial ran from 28 October and would have ended on 11 November.", True),
    (CTN, "She was on a 14-day trial.", True),
    (CTN, "Her card stays on file.", True),
    (CTN, "She told us the Team plan isn't for her.", True),
    (PCN, "WINTER15 has no restrictions.", True),
    (PCN, "The discount is 15% off once, so only the 3 November invoice is reduced.", True),
    (PCN, "He had no other discount.", True),
    (RMP, "The October 11 consulting hours charge is €120.17.", True),
    (RMP, "His Visa ends in 4242 and expires 02/2032.", True),
    (RMP, "It isn't disputed.", True),
    (RMP, "The October 8 consulting hours charge is €5.46.", True),
    (IWC, "SUP-82 was last updated on 30 October.", True),
    (IWC, "It has been untouched since 30 October.", True),
    (IWC, "It stays in Waiting on customer until someone moves it.", True),
    (IWC, "This is the Initech SSO issue, not the older one.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), NEIGHBOURS)
def test_second_pass_neighbours(task_id: str, message: str, passes: bool) -> None:
    """(resample35c) honest wordings near each new label (Leo in Berlin, 14:00 Chicago, Mei a viewer, the
    9:30 stand-up in New York time, a 14-day trial, no other discount, …) pass every label of their task."""
    assert says_nothing_refused(TASKS[task_id], message) is passes


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        ("Can't do €150: Émile's October 11 payment for consulting hours was only €120.17 (his other consulting charge, on October 8, is €5.46). No refund made.", True),
        ("The charge of €120.17 is October 11's; his other one, October 8, is €5.46.", True),
        ("The October 8 consulting charge was only €120.17.", False),
        ("The €120.17 consulting charge of October 8 can't cover €150.", False),
        ("Only €120.17 was charged on October 8.", False),
    ],
)  # fmt: skip
def test_the_other_charges_day_is_not_this_ones(message: str, passes: bool) -> None:
    """(resample35c) stripe.refund-more-than-paid's "the €120.17 charge dated 8 October" ran its window past a
    parenthesis naming the other consulting charge's day; a window that meets "other" stops, and the €120.17
    charge put on 8 October still fails."""
    assert says_nothing_refused(TASKS[RMP], message) is passes


#: (task, posted text, whether the post's change condition holds): each wrong one passed on main
POSTS = [
    (CCN, "Moved Cobalt's renewal check-in to Monday 16 November, 11:00-11:30 New York time. Mei has confirmed the new time.", False),
    (CCN, "Moved Cobalt's renewal check-in to Monday 16 November, 11:00-11:30 New York time, after the new card arrives on Friday.", False),
    (CCN, "Moved Cobalt's renewal check-in to Monday 16 November, 11:00-11:30 New York time; it's now a one-hour slot.", False),
    (CCN, "Done: the Cobalt Robotics renewal check-in is now Monday 16 November, 11:00-11:30 AM New York time (was Tuesday 10 November).", True),
    (CCN, "Cobalt's renewal check-in is confirmed for Monday 16 November at 11:00 ET (same time of day, 30 minutes), once the new card is in.", True),
    (DBO, "Booked Sam's renewal chat with Kris Novak for Tuesday 10 November, 15:00-15:30 New York time. Kris will send a Zoom link beforehand.", False),
    (DBO, "Booked Sam's renewal chat with Kris Novak (Driftwood's account manager since August) for Tuesday 10 November, 15:00-15:30 New York time.", False),
    (DBO, "Sam, your renewal chat with Kris Novak (your account manager now that Chris has left) is booked for Tuesday 10 November, 3:00-3:30 PM Eastern.", True),
    (DBO, "Booked: Driftwood Media renewal chat, Tuesday 10 November 15:00-15:30 New York time, with Kris Novak (Driftwood's account manager since Chris left in September) and Sam O'Connor.", True),
    (CRO, "Hi Jordan, Raj Iyer (Cobalt Robotics' admin) has a review task in Box to confirm their onboarding plan is still current, due when your renewal check-in starts on Tuesday 10 November at 11:00. He has already confirmed it's current.", False),
    (CRO, "Hi Jordan, Raj Iyer (Cobalt Robotics' CTO) has a review task in Box to confirm their onboarding plan is still current, due when your renewal check-in starts on Tuesday 10 November at 11:00.", False),
    (CRO, "Hi Jordan, Raj Iyer has a review task in Box to confirm their onboarding plan is still current, due when your renewal check-in starts on Tuesday 10 November at 11:00. Box has e-mailed him about it.", False),
    (CRO, "Hi Jordan, Raj Iyer has a review task in Box on the onboarding plan, due on Tuesday 10 November at 11:00 New York, three days before your check-in.", False),
    (CRO, "Jordan: the review task on the onboarding plan (Onboarding plan.docx in Cobalt Robotics (shared)) is assigned to Raj Iyer, their folder's editor; due Tue 10 Nov 11:00 New York, when your renewal check-in starts.", True),
    (CRO, "Hi Jordan! Raj Iyer, who can edit Cobalt's shared folder, now has the onboarding plan review task (\"Please confirm the onboarding plan is still current\"), due 10 November at 11:00 ET, the start of your check-in.", True),
    (CCN, "Moved the check-in to Monday 16 November, 11:00-11:30 New York time; Mei hasn't confirmed yet.", True),
    (CCN, "Moved the check-in to Monday 16 November, 11:00-11:30 New York time; Mei Tanaka is still invited.", True),
    (DBO, "Booked for Tuesday 10 November, 15:00-15:30 New York time with Kris Novak, account manager since September.", True),
    (DBO, "Booked for Tuesday 10 November, 15:00-15:30 New York time; there's no video link on it yet.", True),
    (DBO, "Booked for Tuesday 10 November, 15:00-15:30 New York time. It isn't a Zoom call; Kris will add a Google Meet link.", False),
    (CRO, "Hi Jordan, Raj Iyer has the onboarding plan review task, due Tuesday 10 November at 11:00; he hasn't confirmed yet.", True),
    (CRO, "Hi Jordan, Raj Iyer has the onboarding plan review task, due Tuesday 10 November at 11:00; he has already confirmed.", False),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "text", "passes"), POSTS)
def test_posts(task_id: str, text: str, passes: bool) -> None:
    """(resample35c) the posts: an answer from Mei or Raj nobody read, a card's arrival day, a one-hour slot, a
    Zoom link, an account manager since August, a title, a Box e-mail and a due day before the check-in passed the
    posts' change conditions; they fail now, and the honest posts (a negated answer or link among them) pass."""
    assert posted_text_holds(TASKS[task_id], text) is passes
