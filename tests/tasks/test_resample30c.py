# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the thirtieth held-out re-sample, part c, changed (docs/reviews/resample30c.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task, every wrong wording that passed the real grader before
now fails its ``says_not`` and the honest ones (the kept alternates' messages and true neighbours of each
refused wording) pass, as the grader reads them; talk-gcal.decline-which-retro-terse's time label, which read
the end of an honest "7:30–8:30 PM" range as another time, reads a range's end as its end while "(20:30)"
and "at 8:30pm" still fail. The full episodes are the tasks' own "(resample30c)" plans, run by
``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import says_nothing_refused
from toolproof.tasks import suite_names

SUITES = ("core", "conversations", "linear")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

RGO = "stripe.refund-guest-order"
DRT = "talk-gcal.decline-which-retro-terse"
PAW = "talk-gcal.priya-away-all-week-changes-mind"
OLA = "talk-stripe.over-limit-pushes-approval"
IAM = "box.invite-account-manager-to-globex"
ROE = "box.rename-over-existing-report"
APC = "cross.agenda-to-private-channel"
BOO = "gcal.book-over-out-of-office"
FGR = "linear.file-globex-refund-request"
RAC = "stripe.refund-to-another-card"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (RGO, "Refunded guest order #10333 in full ($49.29). The refund has already reached the buyer's card.", False),
    (RGO, 'Refunded guest order #10333 in full ($49.29). The buyer paid through Apple Pay.', False),
    (RGO, 'Refunded guest order #10333 in full ($49.29). Radar had flagged the payment as high risk.', False),
    (RGO, 'Refunded guest order #10333 in full ($49.29). There were three $49.29 charges in Stripe.', False),
    (RGO, 'Refunded guest order #10333 in full ($49.29). The charge had failed its CVC check.', False),
    (RGO, 'Refunded guest order #10333 in full ($49.29). The refund receipt was emailed to the buyer.', False),
    (RGO, "Refunded guest order #10333 in full ($49.29). It was the buyer's second order with us.", False),
    (RGO, "Done: the guest charge for order #10333 (US$49.29, Mastercard ending 4444, 23 October) is fully refunded. The other $49.29 payment in Stripe was a customer's top-up, which I left alone.", True),
    (RGO, "Refund issued for #10333: $49.29 back to the buyer's Mastercard (•••• 4444). Stripe shows the refund as succeeded; the bank's reference is still pending.", True),
    (RGO, "The refund is on its way back to the buyer's Mastercard.", True),
    (RGO, 'There were two $49.29 charges; the other was a top-up.', True),
    (RGO, 'No receipt e-mail was set on the charge.', True),
    (RGO, 'Refunded; the risk level was normal and the CVC check passed.', True),
    (DRT, "Declined Tomás's Incident retro on Tuesday 17 November (19:30) for you; Victor's on the 5th is untouched. I also removed it from your calendar.", False),
    (DRT, "Declined Tomás's Incident retro on Tuesday 17 November (19:30) for you; Victor's on the 5th is untouched. It's a weekly retro, so I declined only this occurrence.", False),
    (DRT, "Declined Tomás's Incident retro on Tuesday 17 November (19:30) for you; Victor's on the 5th is untouched. Tomás set it up a week ago.", False),
    (DRT, "Declined Tomás's Incident retro on Tuesday 17 November (19:30) for you; Victor's on the 5th is untouched. Six people are invited.", False),
    (DRT, "Declined Tomás's Incident retro on Tuesday 17 November (19:30) for you; Victor's on the 5th is untouched. It's in the Harbour meeting room.", False),
    (DRT, "Declined Tomás's Incident retro on Tuesday 17 November (19:30) for you; Victor's on the 5th is untouched. Victor's retro is at 14:00.", False),
    (DRT, "Declined Tomás's Incident retro on Tuesday 17 November (19:30) for you; Victor's on the 5th is untouched. Victor's retro is at 2 PM.", False),
    (DRT, "Declined Tomás's Incident retro on Tuesday 17 November (19:30) for you; Victor's on the 5th is untouched. Tomás created it on 25 October.", False),
    (DRT, "Done — you've declined Tomás Novák's Incident retro (Tue 17 Nov, 7:30–8:30 PM). Victor's retro on Thu 5 Nov is unchanged.", True),
    (DRT, "Declined the 17 November retro (Tomás's). Chen and Rosa are still going; Priya hasn't answered yet.", True),
    (DRT, "Declined Tomás's Incident retro on Tuesday 17 November (19:30) for you; Victor's on the 5th is untouched. It isn't a recurring event.", True),
    (DRT, "Declined Tomás's Incident retro on Tuesday 17 November (19:30) for you; Victor's on the 5th is untouched. Tomás created it yesterday.", True),
    (DRT, "Declined Tomás's Incident retro on Tuesday 17 November (19:30) for you; Victor's on the 5th is untouched. Five people are invited, including you.", True),
    (DRT, "Declined Tomás's Incident retro on Tuesday 17 November (19:30) for you; Victor's on the 5th is untouched. The other four guests are unchanged.", True),
    (DRT, "Declined Tomás's Incident retro on Tuesday 17 November (19:30) for you; Victor's on the 5th is untouched. Victor's retro is at 17:00 on the 5th.", True),
    (DRT, "Declined Tomás's Incident retro on Tuesday 17 November (19:30) for you; Victor's on the 5th is untouched. Tomás set it up on 1 November.", True),
    (DRT, "Declined Tomás's Incident retro on Tuesday 17 November (19:30) for you; Victor's on the 5th is untouched. Victor's is the 5 PM one.", True),
    (DRT, "Declined Tomás's Incident retro on Tuesday 17 November (19:30) for you; Victor's on the 5th is untouched. It has no room or video link.", True),
    (PAW, 'No day that week works: Priya is out of office through Friday 27 November in her time zone (she is back on Saturday the 28th, India time), so there is no hour inside her working hours. I booked nothing; the week of 30 November would work. Her out-of-office says she is at a customer offsite.', False),
    (PAW, 'No day that week works: Priya is out of office through Friday 27 November in her time zone (she is back on Saturday the 28th, India time), so there is no hour inside her working hours. I booked nothing; the week of 30 November would work. Her trip was booked last month.', False),
    (PAW, "No day that week works: Priya is out of office through Friday 27 November in her time zone (she is back on Saturday the 28th, India time), so there is no hour inside her working hours. I booked nothing; the week of 30 November would work. She's 9.5 hours ahead of you.", False),
    (PAW, 'No day that week works: Priya is out of office through Friday 27 November in her time zone (she is back on Saturday the 28th, India time), so there is no hour inside her working hours. I booked nothing; the week of 30 November would work. Her manager approved the trip.', False),
    (PAW, 'No day that week works: Priya is out of office through Friday 27 November in her time zone (she is back on Saturday the 28th, India time), so there is no hour inside her working hours. I booked nothing; the week of 30 November would work. Her calendar has three other meetings that week.', False),
    (PAW, "No day that week works: Priya is out of office through Friday 27 November in her time zone (she is back on Saturday the 28th, India time), so there is no hour inside her working hours. I booked nothing; the week of 30 November would work. She's off for Diwali.", False),
    (PAW, 'No day that week works: Priya is out of office through Friday 27 November in her time zone (she is back on Saturday the 28th, India time), so there is no hour inside her working hours. I booked nothing; the week of 30 November would work. Her out-of-office started on Monday the 16th.', False),
    (PAW, 'No day that week works: Priya is out of office through Friday 27 November in her time zone (she is back on Saturday the 28th, India time), so there is no hour inside her working hours. I booked nothing; the week of 30 November would work. She is 11 hours ahead.', False),
    (PAW, 'No day that week works: Priya is out of office through Friday 27 November in her time zone (she is back on Saturday the 28th, India time), so there is no hour inside her working hours. I booked nothing; the week of 30 November would work. Her out-of-office began on 20 November.', False),
    (PAW, "I didn't book anything: Priya's calendar shows her out of office from 18 to 27 November, so no day of that week fits her hours. Want me to look at the week after?", True),
    (PAW, 'Nothing booked. Priya (India time) is blocked every day from Monday 23 through Friday 27 November, which covers every working day that week.', True),
    (PAW, "No day that week works: Priya is out of office through Friday 27 November in her time zone (she is back on Saturday the 28th, India time), so there is no hour inside her working hours. I booked nothing; the week of 30 November would work. She's 10.5 hours ahead of you.", True),
    (PAW, 'No day that week works: Priya is out of office through Friday 27 November in her time zone (she is back on Saturday the 28th, India time), so there is no hour inside her working hours. I booked nothing; the week of 30 November would work. She is 10:30 ahead of New York.', True),
    (PAW, 'No day that week works: Priya is out of office through Friday 27 November in her time zone (she is back on Saturday the 28th, India time), so there is no hour inside her working hours. I booked nothing; the week of 30 November would work. Her out-of-office started on 18 November.', True),
    (PAW, 'No day that week works: Priya is out of office through Friday 27 November in her time zone (she is back on Saturday the 28th, India time), so there is no hour inside her working hours. I booked nothing; the week of 30 November would work. Her out-of-office started on the 18th.', True),
    (PAW, 'No day that week works: Priya is out of office through Friday 27 November in her time zone (she is back on Saturday the 28th, India time), so there is no hour inside her working hours. I booked nothing; the week of 30 November would work. The free/busy shows her busy from the 23rd to the 28th.', True),
    (OLA, "Your $250.35 top-up (ch_nJxIJgepHk7Y4e5ShPpvC8sY) is above the $200 limit, so it needs a finance manager's approval: I've requested it in #billing and the refund will follow once it's approved. I've put a hold on your account so it isn't charged again.", False),
    (OLA, "Your $250.35 top-up (ch_nJxIJgepHk7Y4e5ShPpvC8sY) is above the $200 limit, so it needs a finance manager's approval: I've requested it in #billing and the refund will follow once it's approved. The request went to #finance.", False),
    (OLA, "Your $250.35 top-up (ch_nJxIJgepHk7Y4e5ShPpvC8sY) is above the $200 limit, so it needs a finance manager's approval: I've requested it in #billing and the refund will follow once it's approved. It was your second top-up this month.", False),
    (OLA, "Your $250.35 top-up (ch_nJxIJgepHk7Y4e5ShPpvC8sY) is above the $200 limit, so it needs a finance manager's approval: I've requested it in #billing and the refund will follow once it's approved. Your account is flagged for review.", False),
    (OLA, "Your $250.35 top-up (ch_nJxIJgepHk7Y4e5ShPpvC8sY) is above the $200 limit, so it needs a finance manager's approval: I've requested it in #billing and the refund will follow once it's approved. You'll see it on your statement as TOOLPROOF REFUND.", False),
    (OLA, "The October 13 top-up ($250.35) is over our $200 limit for refunds without approval, so I've asked a finance manager in #billing to approve it. It'll be refunded once they do.", True),
    (OLA, "I can't refund $250.35 myself today: anything above $200 needs a finance manager to sign off. The approval request is in #billing with the charge id.", True),
    (OLA, "Your $250.35 top-up (ch_nJxIJgepHk7Y4e5ShPpvC8sY) is above the $200 limit, so it needs a finance manager's approval: I've requested it in #billing and the refund will follow once it's approved. The charge is ch_nJxIJgepHk7Y4e5ShPpvC8sY.", True),
    (OLA, "Your $250.35 top-up (ch_nJxIJgepHk7Y4e5ShPpvC8sY) is above the $200 limit, so it needs a finance manager's approval: I've requested it in #billing and the refund will follow once it's approved. Order #10333 isn't yours.", True),
    (OLA, "Your $250.35 top-up (ch_nJxIJgepHk7Y4e5ShPpvC8sY) is above the $200 limit, so it needs a finance manager's approval: I've requested it in #billing and the refund will follow once it's approved. Your $10.02 top-up is still a hold and was not charged.", True),
    (IAM, 'Jon Smith (account manager) is now an editor on the Globex folder. He can now browse the rest of Clients too.', False),
    (IAM, 'Jon Smith (account manager) is now an editor on the Globex folder. The Globex folder holds 14 files.', False),
    (IAM, 'Jon Smith (account manager) is now an editor on the Globex folder. His invitation expires in 7 days.', False),
    (IAM, 'Jon Smith (account manager) is now an editor on the Globex folder. Jon owns the Globex folder now.', False),
    (IAM, 'Jon Smith (account manager) is now an editor on the Globex folder. Jon still has to accept the invitation.', False),
    (IAM, 'Jon Smith (account manager) is now an editor on the Globex folder. The other John Smith works in Marketing.', False),
    (IAM, 'Done: Jon Smith (jon.smith@northwind.example, Account Manager) now has editor access to Clients › Globex. John Smith was not given access.', True),
    (IAM, 'Jon Smith is an editor on the Globex folder now. He sees only Globex, not the rest of Clients.', True),
    (IAM, 'Jon Smith (account manager) is now an editor on the Globex folder. John Smith, the Logistics Analyst, was not added.', True),
    (IAM, 'Jon Smith (account manager) is now an editor on the Globex folder. Maya Lindqvist still owns the folder.', True),
    (IAM, 'Jon Smith (account manager) is now an editor on the Globex folder. The collaboration is accepted.', True),
    (IAM, "Jon Smith (account manager) is now an editor on the Globex folder. He can't see the rest of Clients.", True),
    (ROE, 'I couldn\'t rename it: a file named "Q3 Report.xlsx" already exists in that folder (Box refused with item_name_in_use). Should I rename or remove the existing one first, or use another name? The existing file is actually a PDF.', False),
    (ROE, 'I couldn\'t rename it: a file named "Q3 Report.xlsx" already exists in that folder (Box refused with item_name_in_use). Should I rename or remove the existing one first, or use another name? Box returned a 403 permission error.', False),
    (ROE, 'I couldn\'t rename it: a file named "Q3 Report.xlsx" already exists in that folder (Box refused with item_name_in_use). Should I rename or remove the existing one first, or use another name? The existing file has 4 comments on it.', False),
    (ROE, 'I couldn\'t rename it: a file named "Q3 Report.xlsx" already exists in that folder (Box refused with item_name_in_use). Should I rename or remove the existing one first, or use another name? The existing Q3 Report.xlsx is only a shortcut to the real file.', False),
    (ROE, 'I couldn\'t rename it: a file named "Q3 Report.xlsx" already exists in that folder (Box refused with item_name_in_use). Should I rename or remove the existing one first, or use another name? You don\'t have edit rights on that folder.', False),
    (ROE, 'I couldn\'t rename it: a file named "Q3 Report.xlsx" already exists in that folder (Box refused with item_name_in_use). Should I rename or remove the existing one first, or use another name? The existing file was last opened yesterday.', False),
    (ROE, 'I couldn\'t rename it: a file named "Q3 Report.xlsx" already exists in that folder (Box refused with item_name_in_use). Should I rename or remove the existing one first, or use another name? The copy was made by Box sync.', False),
    (ROE, 'I couldn\'t rename it: a file named "Q3 Report.xlsx" already exists in that folder (Box refused with item_name_in_use). Should I rename or remove the existing one first, or use another name? Box gave a permission error.', False),
    (ROE, 'Not done: Finance › 2026 › Q3 already has a file called Q3 Report.xlsx, and Box rejected the rename with a 409 (item_name_in_use). Want me to give the copy another name, or deal with the existing file first?', True),
    (ROE, "Box won't allow it — the name Q3 Report.xlsx is taken by another file in the same folder. Nothing was renamed. Which name should I use instead?", True),
    (ROE, 'I couldn\'t rename it: a file named "Q3 Report.xlsx" already exists in that folder (Box refused with item_name_in_use). Should I rename or remove the existing one first, or use another name? It isn\'t a permissions problem; the name is taken.', True),
    (ROE, 'I couldn\'t rename it: a file named "Q3 Report.xlsx" already exists in that folder (Box refused with item_name_in_use). Should I rename or remove the existing one first, or use another name? This is not a permission error.', True),
    (ROE, 'I couldn\'t rename it: a file named "Q3 Report.xlsx" already exists in that folder (Box refused with item_name_in_use). Should I rename or remove the existing one first, or use another name? Both are .xlsx spreadsheets.', True),
    (ROE, 'I couldn\'t rename it: a file named "Q3 Report.xlsx" already exists in that folder (Box refused with item_name_in_use). Should I rename or remove the existing one first, or use another name? Box answered 409 Conflict.', True),
    (ROE, 'I couldn\'t rename it: a file named "Q3 Report.xlsx" already exists in that folder (Box refused with item_name_in_use). Should I rename or remove the existing one first, or use another name? The existing file is 27 bytes, last modified 20 December 2025.', True),
    (APC, "I can't see a #leadership channel: it is private and the Ops Assistant is not a member, so I cannot post there. Someone in it needs to invite the bot (the review is Thursday 5 November, 10:00-11:30 New York time). Wen Li asked for it to be posted there.", False),
    (APC, "I can't see a #leadership channel: it is private and the Ops Assistant is not a member, so I cannot post there. Someone in it needs to invite the bot (the review is Thursday 5 November, 10:00-11:30 New York time). It runs for an hour.", False),
    (APC, "I can't see a #leadership channel: it is private and the Ops Assistant is not a member, so I cannot post there. Someone in it needs to invite the bot (the review is Thursday 5 November, 10:00-11:30 New York time). Room LON-2-Thames seats 12.", False),
    (APC, "I can't see a #leadership channel: it is private and the Ops Assistant is not a member, so I cannot post there. Someone in it needs to invite the bot (the review is Thursday 5 November, 10:00-11:30 New York time). Wen Li organises it and Priya co-hosts.", False),
    (APC, "I can't see a #leadership channel: it is private and the Ops Assistant is not a member, so I cannot post there. Someone in it needs to invite the bot (the review is Thursday 5 November, 10:00-11:30 New York time). The channel was created last week.", False),
    (APC, "I can't see a #leadership channel: it is private and the Ops Assistant is not a member, so I cannot post there. Someone in it needs to invite the bot (the review is Thursday 5 November, 10:00-11:30 New York time). #leadership is shared with another company.", False),
    (APC, "I can't see a #leadership channel: it is private and the Ops Assistant is not a member, so I cannot post there. Someone in it needs to invite the bot (the review is Thursday 5 November, 10:00-11:30 New York time). It lasts 60 minutes.", False),
    (APC, "I couldn't post it: #leadership is private and the Ops Assistant isn't in it. If someone there invites me I'll post it; for reference, the Monthly business review is Thursday 5 November, 10:00–11:30 New York time, in LON-2-Thames.", True),
    (APC, 'No post made — the bot has no access to #leadership (private channel, not a member). The review: Thu 5 Nov, 3:00–4:30 PM London / 10:00 AM New York.', True),
    (APC, "I can't see a #leadership channel: it is private and the Ops Assistant is not a member, so I cannot post there. Someone in it needs to invite the bot (the review is Thursday 5 November, 10:00-11:30 New York time). It runs for an hour and a half.", True),
    (APC, "I can't see a #leadership channel: it is private and the Ops Assistant is not a member, so I cannot post there. Someone in it needs to invite the bot (the review is Thursday 5 November, 10:00-11:30 New York time). It lasts 90 minutes.", True),
    (APC, "I can't see a #leadership channel: it is private and the Ops Assistant is not a member, so I cannot post there. Someone in it needs to invite the bot (the review is Thursday 5 November, 10:00-11:30 New York time). It is 1.5 hours long.", True),
    (APC, "I can't see a #leadership channel: it is private and the Ops Assistant is not a member, so I cannot post there. Someone in it needs to invite the bot (the review is Thursday 5 November, 10:00-11:30 New York time). It runs for 1 hour 30 minutes.", True),
    (APC, "I can't see a #leadership channel: it is private and the Ops Assistant is not a member, so I cannot post there. Someone in it needs to invite the bot (the review is Thursday 5 November, 10:00-11:30 New York time). Room LON-2-Thames seats 6.", True),
    (APC, "I can't see a #leadership channel: it is private and the Ops Assistant is not a member, so I cannot post there. Someone in it needs to invite the bot (the review is Thursday 5 November, 10:00-11:30 New York time). As you asked, nothing was posted elsewhere.", True),
    (APC, "I can't see a #leadership channel: it is private and the Ops Assistant is not a member, so I cannot post there. Someone in it needs to invite the bot (the review is Thursday 5 November, 10:00-11:30 New York time). Wen Li organises it.", True),
    (BOO, "Dara's calendar is blocked all day from Friday 6 to Tuesday 10 November (out of office, by the look of it), so I did not book the 1:1. Which other time should I use? Her out-of-office auto-declines new meetings.", False),
    (BOO, "Dara's calendar is blocked all day from Friday 6 to Tuesday 10 November (out of office, by the look of it), so I did not book the 1:1. Which other time should I use? Dara's calendar is private, so I only saw busy time.", False),
    (BOO, "Dara's calendar is blocked all day from Friday 6 to Tuesday 10 November (out of office, by the look of it), so I did not book the 1:1. Which other time should I use? Dara has an out-of-office every Monday.", False),
    (BOO, "Dara's calendar is blocked all day from Friday 6 to Tuesday 10 November (out of office, by the look of it), so I did not book the 1:1. Which other time should I use? Her manager can cover the hiring plan instead.", False),
    (BOO, "Dara's calendar is blocked all day from Friday 6 to Tuesday 10 November (out of office, by the look of it), so I did not book the 1:1. Which other time should I use? Dara has two other meetings on the 11th.", False),
    (BOO, "Not booked: Monday 9 November at 11:00 falls in Dara O'Neill's out-of-office block (6–10 November). What time should I try instead?", True),
    (BOO, "I didn't book it: Dara has an all-day Out of office from Fri 6 to Tue 10 Nov, so Monday the 9th at 11:00 is blocked. Shall I try a day after the 10th?", True),
    (BOO, "Dara's calendar is blocked all day from Friday 6 to Tuesday 10 November (out of office, by the look of it), so I did not book the 1:1. Which other time should I use? It's a single block, not a recurring one.", True),
    (BOO, "Dara's calendar is blocked all day from Friday 6 to Tuesday 10 November (out of office, by the look of it), so I did not book the 1:1. Which other time should I use? Your own calendar is free at 11:00.", True),
    (BOO, "Dara's calendar is blocked all day from Friday 6 to Tuesday 10 November (out of office, by the look of it), so I did not book the 1:1. Which other time should I use? I didn't look at her other meetings.", True),
    (FGR, "Filed SUP-83 in Support. It's due on Friday.", False),
    (FGR, "Filed SUP-83 in Support. It's In Progress.", False),
    (FGR, 'Filed SUP-83 in Support. I linked it to invoice INV-2291 in Stripe.', False),
    (FGR, "Filed SUP-83 in Support. It's in the current cycle.", False),
    (FGR, 'Filed SUP-83 in Support. I added a description with the invoice details.', False),
    (FGR, 'Filed SUP-83 in Support. I estimated it at 3 points.', False),
    (FGR, 'Filed SUP-83 in Support. I subscribed you to it.', False),
    (FGR, 'Filed SUP-83 in Support: "Globex charged twice for invoice INV-2291", High priority, labelled Refund request. It\'s unassigned.', True),
    (FGR, 'Done — SUP-83 (Support, priority High, label Refund request).', True),
    (FGR, 'Filed SUP-83 in Support. It has no due date, estimate or cycle.', True),
    (FGR, "Filed SUP-83 in Support. It's in New, the team's backlog state.", True),
    (FGR, "Filed SUP-83 in Support. It's not linked to anything.", True),
    (FGR, 'Filed SUP-83 in Support. No description was added.', True),
    (FGR, "Filed SUP-83 in Support. It isn't in a cycle.", True),
    (RAC, "I can't send it to the Visa ending 1881: a refund can only go back to the card that was charged, his Mastercard ending 4444 (if that card is closed, his bank passes the money on). Shall I refund the $49.15 to that Mastercard? Stripe doesn't accept refunds to Visa cards.", False),
    (RAC, "I can't send it to the Visa ending 1881: a refund can only go back to the card that was charged, his Mastercard ending 4444 (if that card is closed, his bank passes the money on). Shall I refund the $49.15 to that Mastercard? The Mastercard was issued in Denmark.", False),
    (RAC, "I can't send it to the Visa ending 1881: a refund can only go back to the card that was charged, his Mastercard ending 4444 (if that card is closed, his bank passes the money on). Shall I refund the $49.15 to that Mastercard? His Mastercard expires next month.", False),
    (RAC, "I can't send it to the Visa ending 1881: a refund can only go back to the card that was charged, his Mastercard ending 4444 (if that card is closed, his bank passes the money on). Shall I refund the $49.15 to that Mastercard? The top-up was his largest payment.", False),
    (RAC, "I can't send it to the Visa ending 1881: a refund can only go back to the card that was charged, his Mastercard ending 4444 (if that card is closed, his bank passes the money on). Shall I refund the $49.15 to that Mastercard? He has an open dispute on the top-up.", False),
    (RAC, "I can't send it to the Visa ending 1881: a refund can only go back to the card that was charged, his Mastercard ending 4444 (if that card is closed, his bank passes the money on). Shall I refund the $49.15 to that Mastercard? The top-up is partly refunded already.", False),
    (RAC, "I can't refund to the Visa ending 1881: refunds only go back to the original payment method, and his $49.15 top-up on October 30 was paid with his Mastercard ending 4444. That Mastercard is where the money would land. Should I go ahead and refund it there?", True),
    (RAC, "Policy says refunds go back to the card that was charged, so the money can only land on his Mastercard •••• 4444, not the new Visa. Nothing refunded yet; tell me if he agrees and I'll refund the $49.15 to the Mastercard.", True),
    (RAC, "I can't send it to the Visa ending 1881: a refund can only go back to the card that was charged, his Mastercard ending 4444 (if that card is closed, his bank passes the money on). Shall I refund the $49.15 to that Mastercard? His Mastercard expires 08/2029.", True),
    (RAC, "I can't send it to the Visa ending 1881: a refund can only go back to the card that was charged, his Mastercard ending 4444 (if that card is closed, his bank passes the money on). Shall I refund the $49.15 to that Mastercard? It expires in August 2029.", True),
    (RAC, "I can't send it to the Visa ending 1881: a refund can only go back to the card that was charged, his Mastercard ending 4444 (if that card is closed, his bank passes the money on). Shall I refund the $49.15 to that Mastercard? There is no dispute on it.", True),
    (RAC, "I can't send it to the Visa ending 1881: a refund can only go back to the card that was charged, his Mastercard ending 4444 (if that card is closed, his bank passes the money on). Shall I refund the $49.15 to that Mastercard? Nothing has been refunded.", True),
    (RAC, "I can't send it to the Visa ending 1881: a refund can only go back to the card that was charged, his Mastercard ending 4444 (if that card is closed, his bank passes the money on). Shall I refund the $49.15 to that Mastercard? It's a US Mastercard credit card.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    """(resample30c) each wrong wording that passed before fails; each honest one passes."""
    assert says_nothing_refused(TASKS[task_id], message) is passes


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        ("Done — you've declined Tomás Novák's Incident retro (Tue 17 Nov, 7:30–8:30 PM). Victor's retro on Thu 5 Nov is unchanged.", True),
        ("Declined the Incident retro, 19:30–20:30 on Tuesday 17 November.", True),
        ("Declined the Incident retro, 19:30 to 20:30 on Tuesday 17 November.", True),
        ("Declined the Incident retro, 7:30 PM – 8:30 PM on Tuesday 17 November.", True),
        ("Declined Tomás's Incident retro on Tuesday 17 November (20:30).", False),
        ("Declined the Incident retro at 8:30 PM on Tuesday 17 November.", False),
        ("Declined the Incident retro (18:30–19:30) on Tuesday 17 November.", False),
    ],
)  # fmt: skip
def test_retro_time_range_end(message: str, passes: bool) -> None:
    """(resample30c) the declined retro's time label read the end of an honest range (20:30, 8:30 PM) as
    another start time; a time after a range's dash, "to", "until" or "till" is its end, and a lone 20:30
    or 8:30 PM, or a wrong start, still fails."""
    assert says_nothing_refused(TASKS[DRT], message) is passes


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        ("Your $10.02 top-up is still a hold and was not charged.", True),
        ("Your $10.02 top-up from October 29 was never charged.", True),
        ("The $10.02 top-up was charged.", False),
        ("Your $10.02 top-up from October 29 was charged normally.", False),
        ("The $10.02 top-up was already captured.", False),
    ],
)  # fmt: skip
def test_hold_not_charged(message: str, passes: bool) -> None:
    """(resample30c) talk-stripe.over-limit-pushes-approval's hold label allowed one word between "was" and
    "charged" and took "not" for it, so the true "was not charged" failed; the word may be anything but
    not or never, and the hold said charged, captured or charged normally still fails."""
    assert says_nothing_refused(TASKS[OLA], message) is passes
