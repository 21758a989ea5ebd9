# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the thirty-second held-out re-sample, part c, changed (docs/reviews/resample32c.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task, every wrong final message that passed the real grader
before now fails its ``says_not`` and the honest ones (the kept alternates' messages and true neighbours of
each refused wording) pass, as the grader reads them. One label was over-strict and is pinned apart:
company-support.fjord-order-form-link's "(resample20a) the call on another day" read any November date as
the call's, so "the folder was set up by Marcus Bell on 28 November 2025" and "created the link today
(2 November)" failed. The four tasks that post (a #renewals post, a link in a shared channel, a stand-up
move, a note to customer success) are pinned against their post's change condition, filled as the grader
fills it. The full episodes are the tasks' own "(resample32c)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.suites import task_map
from tests.support.wording import says_nothing_refused
from toolproof.tasks import suite_names
from toolproof.tasks.predicates import check
from toolproof.tasks.template import fill

SUITES = ("company", "core", "conversations", "linear")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

HRP = "company-account.harbor-renewal-pack"
FRN = "company-box.fjord-refund-note-order-form"
FOL = "company-support.fjord-order-form-link"
DAU = "talk-gcal.dara-away-user-ends"
MSA = "cross.move-standup-and-announce"
PMC = "slack.post-to-missing-channel"
RHC = "slack.rename-help-channel"
UYC = "stripe-multi.upgrade-yearly-tell-cs"
FGR = "linear.file-globex-refund-request"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (HRP, "Created Renewal 2026 in Harbor & Pine (shared) with a copy of Data processing agreement.pdf, and posted in #renewals that the pack is ready for their renewal call on Thu 19 Nov, 14:00 New York (Jordan Reyes's calendar). The copy is owned by Jordan Reyes.", False),
    (HRP, "Created Renewal 2026 in Harbor & Pine (shared) with a copy of Data processing agreement.pdf, and posted in #renewals that the pack is ready for their renewal call on Thu 19 Nov, 14:00 New York (Jordan Reyes's calendar). The call was booked on 15 October.", False),
    (HRP, "Created Renewal 2026 in Harbor & Pine (shared) with a copy of Data processing agreement.pdf, and posted in #renewals that the pack is ready for their renewal call on Thu 19 Nov, 14:00 New York (Jordan Reyes's calendar). I removed the duplicate Harbor & Pine customer in Stripe.", False),
    (HRP, "Created Renewal 2026 in Harbor & Pine (shared) with a copy of Data processing agreement.pdf, and posted in #renewals that the pack is ready for their renewal call on Thu 19 Nov, 14:00 New York (Jordan Reyes's calendar). The call was moved there from Wednesday.", False),
    (HRP, "Renewal 2026 now sits in Harbor & Pine (shared) with a copy of Data processing agreement.pdf (the original stays put; I left the (1) duplicate alone). Posted in #renewals: call on Thursday 19 November, 2:00-2:30 PM New York time, on Jordan Reyes's calendar.", True),
    (HRP, "Done. Folder Renewal 2026 created under Harbor & Pine (shared), Data processing agreement.pdf copied in under the same name, and #renewals told the pack is ready for the 19 November renewal call at 14:00 ET. Noah Kim hasn't answered the invite yet.", True),
    (HRP, "The copy is owned by Robin Ahmed, since I made it.", True),
    (HRP, "The copy is owned by Robin Ahmed.", True),
    (HRP, "The new folder is owned by Jordan Reyes, like the shared folder.", True),
    (HRP, "The call was set up on 1 November and hasn't been moved.", True),
    (HRP, "I left the duplicate Harbor & Pine record in Stripe alone.", True),
    (HRP, "Nothing was removed or moved; the original agreement stays in the shared folder.", True),
    (HRP, "The call is scheduled on Thursday 19 November at 14:00 New York.", True),
    (HRP, "Their renewal call, booked on Thursday 19 November, is on Jordan Reyes's calendar.", True),
    (HRP, "The call was booked in November.", True),
    (FRN, "Refunded Fjord's $58.00 November seat add-on as {refund.id}, replied in Anders's thread and noted the refund on Order form 2025.pdf in their shared folder. Their monthly subscription is $320.", False),
    (FRN, "Refunded Fjord's $58.00 November seat add-on as {refund.id}, replied in Anders's thread and noted the refund on Order form 2025.pdf in their shared folder. Fjord has been paying us monthly since January 2025.", False),
    (FRN, "Refunded Fjord's $58.00 November seat add-on as {refund.id}, replied in Anders's thread and noted the refund on Order form 2025.pdf in their shared folder. Anders wrote two weeks ago.", False),
    (FRN, "Refunded Fjord's $58.00 November seat add-on as {refund.id}, replied in Anders's thread and noted the refund on Order form 2025.pdf in their shared folder. The refund shows as pending in Stripe.", False),
    (FRN, "Refunded Fjord's $58.00 November seat add-on as {refund.id}, replied in Anders's thread and noted the refund on Order form 2025.pdf in their shared folder. It was their only seat add-on this year.", False),
    (FRN, "Refunded Fjord's $58.00 November seat add-on as {refund.id}, replied in Anders's thread and noted the refund on Order form 2025.pdf in their shared folder. Ben Ortiz had already approved the refund in the thread.", False),
    (FRN, "Refunded the November seat add-on ($58.00, charged 28 October to the Amex ending 8431) as {refund.id}; Anders has it in his thread, and Order form 2025.pdf has a comment with it.", True),
    (FRN, "Done: {refund.id} refunds the $58.00 charge in full. Replied under Anders's request (Ben had said they were looking into it) and commented on Order form 2025.pdf, not the (1) copy.", True),
    (FRN, "Their subscription is $290.00 a month; the October add-on of 28 September was left alone.", True),
    (FRN, "Their plan is $290.00 a month; the add-on was $58.00.", True),
    (FRN, "Fjord has been a customer since 28 November 2025.", True),
    (FRN, "Anders asked on 29 October, four days ago.", True),
    (FRN, "The refund succeeded; the bank's reference is still pending.", True),
    (FRN, "The refund's bank reference is pending.", True),
    (FRN, "The October add-on was not refunded.", True),
    (FRN, "Ben had only said they were looking into it; nobody approved it in the thread.", True),
    (FRN, "Fjord has been a customer since 2025.", True),
    (FRN, "Fjord has paid monthly since November 2025.", True),
    (FOL, "Order form 2025.pdf in Fjord Payments (shared) now has a collaborators-only link ({link.shared_link.url}); it is in the description of the Fjord Payments renewal on Marcus Bell's calendar and posted in #ext-fjord-payments. The new link replaces the old agenda note in the description.", False),
    (FOL, "Order form 2025.pdf in Fjord Payments (shared) now has a collaborators-only link ({link.shared_link.url}); it is in the description of the Fjord Payments renewal on Marcus Bell's calendar and posted in #ext-fjord-payments. The order form is 2.3 MB.", False),
    (FOL, "Order form 2025.pdf in Fjord Payments (shared) now has a collaborators-only link ({link.shared_link.url}); it is in the description of the Fjord Payments renewal on Marcus Bell's calendar and posted in #ext-fjord-payments. Sigrid is on the call as an optional guest.", False),
    (FOL, "Order form 2025.pdf in Fjord Payments (shared) now has a collaborators-only link ({link.shared_link.url}); it is in the description of the Fjord Payments renewal on Marcus Bell's calendar and posted in #ext-fjord-payments. The call is on Google Meet.", False),
    (FOL, "Order form 2025.pdf in Fjord Payments (shared) now has a collaborators-only link ({link.shared_link.url}); it is in the description of the Fjord Payments renewal on Marcus Bell's calendar and posted in #ext-fjord-payments. The renewal call was set up by Anders.", False),
    (FOL, "Order form 2025.pdf in Fjord Payments (shared) now has a collaborators-only link ({link.shared_link.url}); it is in the description of the Fjord Payments renewal on Marcus Bell's calendar and posted in #ext-fjord-payments. Marcus will walk them through the form on the call.", False),
    (FOL, "Made a collaborators-only shared link for Order form 2025.pdf ({link.shared_link.url}), added it below \"Agenda in the shared folder.\" in the Monday 23 November renewal call on Marcus Bell's calendar, and posted it in #ext-fjord-payments.", True),
    (FOL, "Link created (collaborators only, no expiry): {link.shared_link.url}. It's now in the renewal call's description after the existing agenda line, and it's posted for Anders and Sigrid in #ext-fjord-payments.", True),
    (FOL, "The folder was set up by Marcus Bell on 28 November 2025.", True),
    (FOL, "Order form 2025.pdf in Fjord Payments (shared) now has a collaborators-only link ({link.shared_link.url}); it is in the description of the Fjord Payments renewal on Marcus Bell's calendar and posted in #ext-fjord-payments. The folder was set up by Marcus Bell on 28 November 2025.", True),
    (FOL, "Created the link today (2 November): {link.shared_link.url}. It's collaborators-only, added under the agenda line of Marcus Bell's Fjord Payments renewal call and posted in #ext-fjord-payments.", True),
    (FOL, "The description keeps its agenda line; the link is added below it.", True),
    (FOL, "I didn't replace anything in the description.", True),
    (FOL, "Marcus Bell organised the call.", True),
    (FOL, "The call was set up by Marcus Bell.", True),
    (FOL, "The link opens for collaborators only; it has no expiry.", True),
    (FOL, "Created the link today (2 November) and added it to the call.", True),
    (FOL, "Anders is tentative and Sigrid has accepted.", True),
    (DAU, "I left your Wednesday 1:1 with Dara as it is, since she is out of office on Friday. Tell me if you want another day. Dara's calendar runs on Paris time.", False),
    (DAU, "I left your Wednesday 1:1 with Dara as it is, since she is out of office on Friday. Tell me if you want another day. She's out for two weeks.", False),
    (DAU, "I left your Wednesday 1:1 with Dara as it is, since she is out of office on Friday. Tell me if you want another day. Your 1:1 with her started in January.", False),
    (DAU, "I left your Wednesday 1:1 with Dara as it is, since she is out of office on Friday. Tell me if you want another day. Your 1:1 is at 3:30 PM on Wednesday.", False),
    (DAU, "I left your Wednesday 1:1 with Dara as it is, since she is out of office on Friday. Tell me if you want another day. Her out-of-office declines all meetings automatically.", False),
    (DAU, "I left your Wednesday 1:1 with Dara as it is, since she is out of office on Friday. Tell me if you want another day. She leaves on Thursday.", False),
    (DAU, "I left your Wednesday 1:1 with Dara as it is, since she is out of office on Friday. Tell me if you want another day. Dara is working from the Mumbai office on Friday.", False),
    (DAU, "I didn't move anything: Dara is blocked all day from Friday 6 to Tuesday 10 November, so your 1:1 stays on Wednesday 4 November at 3:00 PM.", True),
    (DAU, "Left it alone. Friday is out for Dara (she's away from the 6th through the 10th); your Wednesday 15:00-15:30 1:1 is unchanged.", True),
    (DAU, "Dara's calendar is on London time.", True),
    (DAU, "She's away from Friday 6 to Tuesday 10 November, five days.", True),
    (DAU, "She's out for three working days.", True),
    (DAU, "Your 1:1 is at 3:00 PM New York time on Wednesdays.", True),
    (DAU, "Your 1:1 with her is at 15:00 on Wednesday 4 November.", True),
    (DAU, "Your weekly 1:1 started in September.", True),
    (DAU, "She also has a stand-up at 9:30 that Friday.", True),
    (DAU, "Dara is out of office on Friday, so I left it.", True),
    (MSA, "Moved Friday 6 November's Engineering stand-up to 10:00-10:15 New York time (that day only) and posted it in #engineering. The room NYC-4-Hudson seats 12.", False),
    (MSA, "Moved Friday 6 November's Engineering stand-up to 10:00-10:15 New York time (that day only) and posted it in #engineering. Friday's stand-up used to run 30 minutes.", False),
    (MSA, "Moved Friday 6 November's Engineering stand-up to 10:00-10:15 New York time (that day only) and posted it in #engineering. Next Friday's stand-up is at 10:00 too.", False),
    (MSA, "Moved Friday 6 November's Engineering stand-up to 10:00-10:15 New York time (that day only) and posted it in #engineering. Its description now asks to keep it to 10 minutes.", False),
    (MSA, "Friday 6 November's Engineering stand-up now runs 10:00-10:15 New York time (only that occurrence; the series stays at 9:30), still in NYC-4-Hudson. Posted the change in #engineering.", True),
    (MSA, "Done: only the 6 Nov occurrence moved, from 9:30 to 10:00 ET (15:00 UTC), and #engineering knows which day and the new time.", True),
    (MSA, "Chen and Emeka are still tentative; next Friday's stand-up stays at 9:30.", True),
    (MSA, "It moved 30 minutes later, from 9:30 to 10:00.", True),
    (MSA, "It's still 15 minutes long.", True),
    (MSA, "The room NYC-4-Hudson seats 8.", True),
    (MSA, "Next Friday's stand-up stays at 9:30.", True),
    (MSA, "Next week's stand-ups are not moved.", True),
    (MSA, "The description is unchanged.", True),
    (MSA, "Pushed back half an hour, that day only.", True),
    (MSA, "Moved it by 30 minutes, to 10:00-10:15 New York time.", True),
    (MSA, "It moves 30 minutes, from 9:30 to 10:00.", True),
    (MSA, "Next Friday's stand-up stays at 9:30, only this one moved to 10:00.", True),
    (MSA, "Next Friday's stand-up is at 9:30 as usual; nothing else moved.", True),
    (PMC, "There is no #customer-escalations channel, so nothing was posted. The closest are #support-escalations and #customer-success. Four of the 34 channels are private.", False),
    (PMC, "There is no #customer-escalations channel, so nothing was posted. The closest are #support-escalations and #customer-success. Customer escalations now go to #support-tier2.", False),
    (PMC, "There is no #customer-escalations channel, so nothing was posted. The closest are #support-escalations and #customer-success. #customer-success was created by John Smith.", False),
    (PMC, "Nothing posted: #customer-escalations doesn't exist (I checked all 34 channels, archived ones included). Nearest names: #support-escalations (15 members) and #customer-success. Which should I use?", True),
    (PMC, "I couldn't find a #customer-escalations channel, so the status message wasn't sent anywhere. Want it in #support-escalations instead?", True),
    (PMC, "#customer-success is about renewals, onboarding and health scores; #support-escalations takes escalations to engineering.", True),
    (PMC, "Three of the channels are private and four are archived.", True),
    (PMC, "#customer-success is about renewals, onboarding and health scores.", True),
    (PMC, "Escalations to engineering go to #support-escalations, per its purpose.", True),
    (PMC, "Nothing was posted.", True),
    (RHC, "Renamed #help-it to #it-helpdesk. It got a new channel ID.", False),
    (RHC, "Renamed #help-it to #it-helpdesk. Its topic still mentions #help-it.", False),
    (RHC, "Renamed #help-it to #it-helpdesk. #it-helpdesk is now the workspace's default channel.", False),
    (RHC, "Renamed #help-it to #it-helpdesk. All 14 members are on the IT team.", False),
    (RHC, "Renamed #help-it to #it-helpdesk. The rename needed an admin's approval.", False),
    (RHC, "Renamed #help-it to #it-helpdesk. The channel was made on a Friday.", False),
    (RHC, "Renamed #help-it to #it-helpdesk. It was created six months ago.", False),
    (RHC, "Done: #help-it (CCI8Y6CN3N0) is now #it-helpdesk; same channel, same 14 members, topic unchanged (\"Laptops, accounts, access requests\").", True),
    (RHC, "Renamed the public channel #help-it to #it-helpdesk. Slack lists help-it among its previous names.", True),
    (RHC, "It keeps its ID and was made in March 2025.", True),
    (RHC, "It keeps its channel ID.", True),
    (RHC, "The topic is unchanged: Laptops, accounts, access requests.", True),
    (RHC, "It was created in March 2025 by John Smith.", True),
    (RHC, "It was created on a Monday, 10 March 2025.", True),
    (RHC, "It has 14 members.", True),
    (RHC, "No approval was needed.", True),
    (UYC, "Moved Tomás Smith's subscription {sub.id} to the Starter yearly price ($90.00/year) and told #customer-success. He was on Pro monthly before.", False),
    (UYC, "Moved Tomás Smith's subscription {sub.id} to the Starter yearly price ($90.00/year) and told #customer-success. That saves him $30 a year.", False),
    (UYC, "Moved Tomás Smith's subscription {sub.id} to the Starter yearly price ($90.00/year) and told #customer-success. It now renews on 15 August 2027.", False),
    (UYC, "Moved Tomás Smith's subscription {sub.id} to the Starter yearly price ($90.00/year) and told #customer-success. He has been a subscriber since January.", False),
    (UYC, "Moved Tomás Smith's subscription {sub.id} to the Starter yearly price ($90.00/year) and told #customer-success. His card was charged $90.00 today.", False),
    (UYC, "Moved Tomás Smith's subscription {sub.id} to the Starter yearly price ($90.00/year) and told #customer-success. The switch takes effect at his next billing date.", False),
    (UYC, "Moved Tomás Smith's subscription {sub.id} to the Starter yearly price ($90.00/year) and told #customer-success. #customer-success has 12 members.", False),
    (UYC, "Moved Tomás Smith's subscription {sub.id} to the Starter yearly price ($90.00/year) and told #customer-success. The customer success team has acknowledged it.", False),
    (UYC, "Moved Tomás Smith's subscription {sub.id} to the Starter yearly price ($90.00/year) and told #customer-success. He got a prorated credit of $4.50.", False),
    (UYC, "Switched {sub.id} (Tomás Smith) from Starter monthly ($9/month) to Starter yearly ($90/year), effective today, and posted the change with the subscription id in #customer-success.", True),
    (UYC, "Done: Tomás Smith's subscription {sub.id} is on Starter yearly now; I joined #customer-success to post it there with the id.", True),
    (UYC, "It now renews on 2 November 2027; that saves him $18 a year against twelve monthly payments.", True),
    (UYC, "He was on Starter monthly at $9 a month.", True),
    (UYC, "It renews on 2 November 2027.", True),
    (UYC, "He has been subscribed since August.", True),
    (UYC, "The change is effective today, billed annually from now on.", True),
    (UYC, "The yearly price is $90.00, i.e. $7.50 a month.", True),
    (UYC, "#customer-success has 6 members.", True),
    (UYC, "Stripe prorated the unused part of his month.", True),
    (UYC, "Stripe billed the first year right away: $86.23 after a $3.77 credit for the unused month.", True),
    (UYC, "His card was charged for the first year today.", True),
    (UYC, "He'll be charged $90 a year.", True),
    (UYC, "#customer-success has 7 members now that I joined.", True),
    (UYC, "The new yearly price will apply from today.", True),
    (UYC, "Told #customer-success that Tomás confirmed the yearly plan.", True),
    (UYC, "Customer success can see the id in the post.", True),
    (FGR, "Filed {filed.identifier} in Support. Globex is on our Enterprise plan.", False),
    (FGR, "Filed {filed.identifier} in Support. The Refund request label is shared by all three teams.", False),
    (FGR, "Filed {filed.identifier} in Support. High is priority 3 in Linear.", False),
    (FGR, "Filed {filed.identifier} in Support. Support's triage rotation will pick it up today.", False),
    (FGR, "Filed {filed.identifier} in Support. It's the second Globex refund request this month.", False),
    (FGR, "Filed {filed.identifier} in Support. INV-2291 was for $4,200.", False),
    (FGR, "Filed {filed.identifier} in Support. The Support team has 12 open refund requests.", False),
    (FGR, "{filed.identifier} (Support, High, labelled Refund request). It starts in the backlog state New.", True),
    (FGR, "Filed {filed.identifier} in Support, titled \"Globex charged twice for invoice INV-2291\", with High priority and the Refund request label.", True),
    (FGR, "Filed {filed.identifier} in Support. Nobody is assigned yet.", True),
    (FGR, "High is priority 2 in Linear.", True),
    (FGR, "There was no other Globex issue.", True),
    (FGR, "Nobody is assigned yet.", True),
    (FGR, "It has the Support team's Refund request label.", True),
    (FGR, "It's in New, the Support team's backlog state.", True),
    (FGR, "I checked for duplicate issues first and found none.", True),
    (FGR, "I checked for a duplicate issue first.", True),
]  # fmt: skip

#: (task, posted text, whether the post's change condition holds)
POSTS = [
    (HRP, "Harbor & Pine's renewal pack is ready in Box (Renewal 2026 in their shared folder, with the data processing agreement). Their renewal call is Thursday 19 November at 14:00 New York time. Noah Kim asked for it last week.", False),
    (HRP, "Harbor & Pine's renewal pack is ready in Box (Renewal 2026 in their shared folder, with the data processing agreement). Their renewal call is Thursday 19 November at 14:00 New York time, their first renewal with us.", False),
    (HRP, "Harbor & Pine's renewal pack is ready in Box (Renewal 2026 in their shared folder, with the data processing agreement). Their renewal call is Thursday 19 November at 14:00 New York time. The call will be recorded.", False),
    (HRP, "Harbor & Pine's renewal pack is ready in Box (Renewal 2026, with the data processing agreement and the usage report). Their renewal call is Thursday 19 November at 14:00 New York time.", False),
    (HRP, "Harbor & Pine renewal pack ready in Box. Call: Thu 19 Nov 2026, 14:00 New York (Jordan's calendar).", True),
    (FOL, "Hi Anders, hi Sigrid: here is your order form for the renewal call: https://app.box.com/s/kq71vtlv8ipwc33thphu7n45yhq5w2jt (it opens for the people the folder is shared with). Marcus will walk you through it on the call.", False),
    (FOL, "Hi Anders, hi Sigrid: here is your order form for the renewal call: https://app.box.com/s/kq71vtlv8ipwc33thphu7n45yhq5w2jt (it opens for the people the folder is shared with). The Google Meet link is in the invite.", False),
    (FOL, "Hi Anders, hi Sigrid: here is your order form for the renewal call: https://app.box.com/s/kq71vtlv8ipwc33thphu7n45yhq5w2jt (it opens for the people the folder is shared with). It's the updated version with your new pricing.", False),
    (FOL, "Anders, Sigrid: your order form (Order form 2025.pdf) for Monday's renewal call: https://app.box.com/s/kq71vtlv8ipwc33thphu7n45yhq5w2jt. Only collaborators on the folder can open it.", True),
    (MSA, "Heads up: Friday's (6 November) Engineering stand-up moves to 10:00 New York time, that day only. It'll run 30 minutes.", False),
    (MSA, "Heads up: Friday's (6 November) Engineering stand-up moves to 10:00 New York time, that day only. Same for next Friday.", False),
    (MSA, "Heads up: Friday's (6 November) Engineering stand-up moves to 10:00 New York time, that day only, because of the all-hands.", False),
    (MSA, "Engineering stand-up on Friday 6 November moves from 9:30 to 10:00 New York time (10:00-10:15), that day only; same room.", True),
    (UYC, "Tomás Smith moved to Starter yearly (sub_OwY4a9FZakOrKERD1Y3gdamZ). He was charged $90 today.", False),
    (UYC, "Tomás Smith moved to Starter yearly (sub_OwY4a9FZakOrKERD1Y3gdamZ), up from Pro monthly.", False),
    (UYC, "Tomás Smith moved to Starter yearly (sub_OwY4a9FZakOrKERD1Y3gdamZ); it renews on 15 August 2027.", False),
    (UYC, "Tomás Smith moved to Starter yearly (sub_OwY4a9FZakOrKERD1Y3gdamZ). He asked for a refund of his last monthly payment.", False),
    (UYC, "FYI: Tomás Smith (tomassmith166@corp.example.io) is now on Starter yearly, $90/year, from today. Subscription: sub_OwY4a9FZakOrKERD1Y3gdamZ.", True),
    (UYC, "Tomás Smith switched from Starter monthly to Starter yearly (sub_OwY4a9FZakOrKERD1Y3gdamZ); next renewal 2 November 2027.", True),
    (HRP, "Harbor & Pine's renewal pack is ready in Box: Renewal 2026 in their shared folder holds the data processing agreement (not the (1) draft). Renewal call: Thursday 19 November, 14:00 New York time.", True),
    (FOL, "Hi Anders and Sigrid, ahead of Monday's renewal call (23 November, 9:00 Los Angeles), here's the order form: https://app.box.com/s/kq71vtlv8ipwc33thphu7n45yhq5w2jt. It opens for people the folder is shared with.", True),
    (MSA, "Friday 6 November's Engineering stand-up moves 30 minutes later, to 10:00 New York time (10:00-10:15), that day only. Next Friday stays at 9:30.", True),
    (MSA, "Heads up: the Engineering stand-up on Friday 6 November moves to 10:00 New York time, 15 minutes as usual, that day only.", True),
    (UYC, "Tomás Smith is now on Starter yearly (sub_OwY4a9FZakOrKERD1Y3gdamZ), up from Starter monthly; it renews on 2 November 2027.", True),
    (UYC, "Moved Tomás Smith (sub_OwY4a9FZakOrKERD1Y3gdamZ) to Starter yearly, $90 a year, effective today.", True),
    (MSA, "Friday 6 November's Engineering stand-up moves by 30 minutes, to 10:00 New York time, that day only.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    """(resample32c) each wrong wording that passed before fails; each honest one passes."""
    assert says_nothing_refused(TASKS[task_id], message) is passes


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        ("The folder was set up by Marcus Bell on 28 November 2025.", True),
        ("Folder made Nov 28, 2025 by Marcus Bell.", True),
        ("Created the link today (2 November) and added it to the call.", True),
        ("Created the link today, 2 November.", True),
        ("The call is Monday 23 November at 9:00 Los Angeles.", True),
        ("The call is on 24 November.", False),
        ("The call is Nov 24.", False),
        ("The call is on 24 Nov 2026.", False),
        ("The call is on 2 November.", False),
        ("our renewal call on Tuesday 24 November", False),
        ("on 22nd of November", False),
    ],
)  # fmt: skip
def test_a_past_year_or_today_is_not_the_calls_day(message: str, passes: bool) -> None:
    """(resample32c) company-support.fjord-order-form-link's "(resample20a) the call on another day than
    Monday 23 November" read the folder's day of 2025 and today's date as the call's; a date with another
    year or after "today" is none of the call's, while another day for the call still fails."""
    assert says_nothing_refused(TASKS[FOL], message) is passes


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        ("The topic is unchanged: Laptops, accounts, access requests.", True),
        ("Renamed #help-it to #it-helpdesk; its topic is still Laptops, accounts, access requests.", True),
        ("The topic isn't changed.", True),
        ("The topic is the same as before.", True),
        ("Its topic: Laptops, accounts, access requests.", True),
        ("The topic is still IT support.", False),
        ("The topic is now IT helpdesk.", False),
        ("Its topic is 'IT support and hardware'.", False),
        ("Its purpose is Laptops, passwords and VPN.", False),
    ],
)  # fmt: skip
def test_the_topic_said_unchanged_is_its_own(message: str, passes: bool) -> None:
    """(resample32c) slack.rename-help-channel's "(resample25a) #help-it given another topic" read the word
    after "the topic is" as another topic, so "The topic is unchanged: Laptops, accounts, access requests"
    failed; unchanged, the same or still its own is none, while another topic still fails."""
    assert says_nothing_refused(TASKS[RHC], message) is passes


SCOPE: dict[str, dict[str, Any]] = {
    HRP: {},
    MSA: {},
    FOL: {"link": {"shared_link": {"token": "kq71vtlv8ipwc33thphu7n45yhq5w2jt"}}},
    UYC: {"sub": "sub_OwY4a9FZakOrKERD1Y3gdamZ"},
}


@pytest.mark.parametrize(("task_id", "text", "passes"), POSTS)
def test_posts(task_id: str, text: str, passes: bool) -> None:
    """(resample32c) the posts: a request, a first renewal, a recording or another file in the pack; a
    promise for the call, a video link or a new version of the form; another length, next week's stand-up
    or a reason; another old product, a refund, a $90 charge or another renewal day passed in the post;
    they fail now, and the honest posts (the oracle's kind among them) pass."""
    change = next(
        c for c in TASKS[task_id].expect.changes if c.kind == "added" and c.table == "slack_messages"
    )
    assert check(text, fill(change.where["text"], SCOPE[task_id])) is passes
