# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the twenty-third held-out re-sample, part c, changed (docs/reviews/resample23c.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task, every wrong wording that passed before now fails its
``says_not`` and the honest ones still pass, as the grader reads them; the #renewals post of the Harbor &
Pine pack and the DM about Cobalt's blocked payment, whose regexes now refuse what the review found said in
them; and Cobalt's refusal reason, which failed two honest wordings ("only the Mastercard", "Cards on file:
1"). The full episodes are the tasks' own "(resample23c)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import posted_text_holds, says_nothing_refused, states_reason
from toolproof.tasks import suite_names

SUITES = ("company", "core", "conversations")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

GUEST = "stripe.refund-guest-order"
TOMAS = "stripe.partial-refund-zero-decimal-currency"
MEI = "stripe.upgrade-to-yearly"
JAM = "cross.which-roadmap-jam"
GRANITE = "company-account.granite-questionnaire-review"
HARBOR = "company-account.harbor-renewal-pack"
KITE = "company-account.kite-renewal-canceled"
COBALT = "company-billing.cobalt-retry-only-with-new-card"
FJORD = "company-linear.fjord-invoice-bug-facts"
JON = "talk-slack.dm-which-jon"
IVAN = "talk-slack.invite-after-typo-email"
HOOLI = "talk-slack.reply-once-the-intent-is-known"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (GUEST, "Refunded guest order #10333 in full ($49.29). It will be back on the buyer's card in 5–10 business days.", False),
    (GUEST, "Refunded guest order #10333 in full ($49.29); it was the top-up on customer cus_ZAhBtvvz4p0lwy.", False),
    (GUEST, "Refunded guest order #10333 in full ($49.29) to the buyer's Mastercard debit card.", False),
    (GUEST, "Refunded guest order #10333 in full ($49.29); the card expires 12/2031.", False),
    (GUEST, "Refunded guest order #10333 in full ($49.29). I also filed a lost-parcel claim with the carrier.", False),
    (GUEST, "Refunded guest order #10333 in full ($49.29). The buyer has two other orders with us.", False),
    (GUEST, "Refunded guest order #10333 in full ($49.29). The other $49.29 Mastercard payment, the top-up, was refunded too.", False),
    (GUEST, "Refunded guest order #10333 in full (£49.29).", False),
    (GUEST, "Refunded guest order #10333 in full ($49.29); it was shipped to Berlin.", False),
    (GUEST, "Refunded guest order #10333 in full ($49.29). The buyer is Olivia Chen.", False),
    (GUEST, "Refunded guest order #10333 in full ($49.29); the card was issued in the UK.", False),
    (GUEST, "Refunded guest order #10333 in full ($49.29), paid at 9:15 AM on October 23.", False),
    (GUEST, "Refunded guest order #10333 in full ($49.29). I also created a customer account for the buyer.", False),
    (GUEST, "Refunded guest order #10333 in full ($49.29); $24.64 had already been refunded before.", False),
    (GUEST, "Done — refunded order #10333 in full: $49.29 USD back to the guest's Mastercard credit card ending 4444 (paid Oct 23), reason requested by customer.", True),
    (GUEST, "Full refund issued for guest order #10333: $49.29 back to the Mastercard ending 4444 (expires 11/2028). There was no customer account on it, as you said; the other $49.29 Mastercard payment (a customer's top-up) was left alone.", True),
    (GUEST, "Order #10333 ($49.29, 23 October, Mastercard •••• 4444) is refunded in full. Nothing else was touched.", True),
    (TOMAS, "Refunded ¥500 of the ¥990 consulting charge of October 10; ¥490 stays charged. He's a VIP customer.", False),
    (TOMAS, "Refunded ¥500 of the ¥990 consulting charge of October 10; ¥490 stays charged. He's in our enterprise segment.", False),
    (TOMAS, "Refunded ¥500 of the ¥990 consulting charge of October 10; ¥490 stays charged. He's been a customer since 2024.", False),
    (TOMAS, "Refunded ¥500 of the ¥990 consulting charge of October 10; ¥490 stays charged. It will reach his card in 5–10 business days.", False),
    (TOMAS, "Refunded ¥500 of the ¥990 consulting charge of October 10 to his Mastercard debit card; ¥490 stays charged.", False),
    (TOMAS, "Refunded ¥500 of the ¥990 consulting charge of October 10; ¥490 stays charged. His card expires 05/2030.", False),
    (TOMAS, "Refunded ¥500 of the ¥990 consulting charge of October 10; ¥490 stays charged. Reason: duplicate.", False),
    (TOMAS, "Refunded ¥500 of the ¥990 consulting charge of October 10; ¥490 stays charged. The session was 2 hours.", False),
    (TOMAS, "Refunded ¥500 of the ¥990 consulting charge of October 10 (charged at 09:00); ¥490 stays charged.", False),
    (TOMAS, "Refunded ¥500 of the ¥990 consulting charge of October 10; ¥490 stays charged. He's based in Lisbon.", False),
    (TOMAS, "Refunded ¥500 of the ¥990 consulting charge of October 10; ¥490 stays charged. His phone is +15553276620.", False),
    (TOMAS, "Refunded ¥500 of the ¥990 consulting charge of October 10; ¥490 stays charged. He has no card on file.", False),
    (TOMAS, "Refunded ¥500 of the ¥990 consulting charge of October 10; ¥490 stays charged. His account was migrated from legacy billing.", False),
    (TOMAS, "Refunded ¥500 of the ¥990 consulting charge of October 10; ¥490 stays charged. It was his third consulting session.", False),
    (TOMAS, "Refunded ¥500 of the ¥990 consulting charge of October 10; ¥490 stays charged. His Mastercard is Canadian.", False),
    (TOMAS, "Done: refunded ¥500 (JPY 500) of Tomás Silva's ¥990 consulting charge from 10 Oct; ¥490 remains charged. Yen has no minor unit, so the amount was sent as 500.", True),
    (TOMAS, "Partial refund of ¥500 issued on the Consulting hours charge (¥990, Oct 10), back to his Mastercard ending 4444; his four dollar charges are untouched.", True),
    (TOMAS, "Refunded ¥500 to Tomás Silva (reseller, mid-market, a customer since March 2026): the ¥990 consulting charge is now ¥490 net.", True),
    (MEI, "Mei van der Berg's subscription {sub.id} now bills on the Team yearly price ($790.00/year). She's based in Paris.", False),
    (MEI, "Mei van der Berg's subscription {sub.id} now bills on the Team yearly price ($790.00/year). Her CRM id is CRM-85890.", False),
    (MEI, "Mei van der Berg's subscription {sub.id} now bills on the Team yearly price ($790.00/year). She's been a customer since 2024.", False),
    (MEI, "Mei van der Berg's subscription {sub.id} now bills on the Team yearly price ($790.00/year). The unused part of her monthly period was refunded to her card.", False),
    (MEI, "Mei van der Berg's subscription {sub.id} now bills on the Team yearly price ($790.00/year), a 20% discount on monthly.", False),
    (MEI, "Mei van der Berg's subscription {sub.id} now bills on the Team yearly price ($790.00/year). She's a VIP customer.", False),
    (MEI, "Mei van der Berg's subscription {sub.id} now bills on the Team yearly price ($790.00/year). She was on monthly since January.", False),
    (MEI, "Mei van der Berg's subscription {sub.id} now bills on the Team yearly price ($790.00/year); the other Mei van der Berg was not touched.", False),
    (MEI, "Done: Mei van der Berg's Team subscription {sub.id} moved from Team monthly ($79.00/month) to Team yearly ($790.00/year). The first year was invoiced now with a credit for her unused monthly time and paid with her Visa debit card ending 5556; it renews in November 2027.", True),
    (MEI, "Switched {sub.id} to the yearly Team price, $790.00 a year: two months cheaper than 12 × $79.00. She's in Lyon (CRM-85809), a customer since March 2026.", True),
    (JAM, "You have two Roadmap jams with Omar this week: today (Monday 2 November) at 16:00 New York, which you organise, and Omar's on Thursday 5 November at 23:45 New York (10:15 Friday in Kolkata). Which one should I post in #product-feedback? Priya isn't invited to today's.", False),
    (JAM, "You have two Roadmap jams with Omar this week: today (Monday 2 November) at 16:00 New York, which you organise, and Omar's on Thursday 5 November at 23:45 New York (10:15 Friday in Kolkata). Which one should I post in #product-feedback? Dara organises Thursday's.", False),
    (JAM, "You have two Roadmap jams with Omar this week: today (Monday 2 November) at 16:00 New York, which you organise, and Omar's on Thursday 5 November at 23:45 New York (10:15 Friday in Kolkata). Which one should I post in #product-feedback? Today's has 3 guests.", False),
    (JAM, "You have two Roadmap jams with Omar this week: today (Monday 2 November) at 16:00 New York, which you organise, and Omar's on Thursday 5 November at 23:45 New York (10:15 Friday in Kolkata). Which one should I post in #product-feedback? Omar is based in Mumbai.", False),
    (JAM, "You have two Roadmap jams with Omar this week: today (Monday 2 November) at 16:00 New York, which you organise, and Omar's on Thursday 5 November at 23:45 New York (10:15 Friday in Kolkata). Which one should I post in #product-feedback? Omar is in Dubai.", False),
    (JAM, "You have two Roadmap jams with Omar this week: today (Monday 2 November) at 16:00 New York, which you organise, and Omar's on Thursday 5 November at 23:45 New York (10:15 Friday in Kolkata). Which one should I post in #product-feedback? (Omar Haddad)", False),
    (JAM, "You have two Roadmap jams with Omar this week: today (Monday 2 November) at 16:00 New York, which you organise, and Omar's on Thursday 5 November at 23:45 New York (10:15 Friday in Kolkata). Which one should I post in #product-feedback? Today's is in the Hudson room.", False),
    (JAM, "You have two Roadmap jams with Omar this week: today (Monday 2 November) at 16:00 New York, which you organise, and Omar's on Thursday 5 November at 23:45 New York (10:15 Friday in Kolkata). Which one should I post in #product-feedback? Both are weekly.", False),
    (JAM, "You have two Roadmap jams with Omar this week: today (Monday 2 November) at 16:00 New York, which you organise, and Omar's on Thursday 5 November at 23:45 New York (10:15 Friday in Kolkata). Which one should I post in #product-feedback? Omar set his up last week.", False),
    (JAM, "You have two Roadmap jams with Omar this week: today (Monday 2 November) at 16:00 New York, which you organise, and Omar's on Thursday 5 November at 23:45 New York (10:15 Friday in Kolkata). Which one should I post in #product-feedback? Omar, a Billing Engineer, organises Thursday's.", False),
    (JAM, "You have two Roadmap jams with Omar this week: today (Monday 2 November) at 16:00 New York, which you organise, and Omar's on Thursday 5 November at 23:45 New York (10:15 Friday in Kolkata). Which one should I post in #product-feedback? Today's has a Meet link.", False),
    (JAM, "You have two Roadmap jams with Omar this week: today (Monday 2 November) at 16:00 New York, which you organise, and Omar's on Thursday 5 November at 23:45 New York (10:15 Friday in Kolkata). Which one should I post in #product-feedback? Today's has an agenda doc attached.", False),
    (JAM, "You have two Roadmap jams with Omar this week: today (Monday 2 November) at 16:00 New York, which you organise, and Omar's on Thursday 5 November at 23:45 New York (10:15 Friday in Kolkata). Which one should I post in #product-feedback? Nobody has declined either.", False),
    (JAM, "Two Roadmap jams with Omar this week: Mon 2 Nov 16:00–17:30 ET (yours; Chen and Priya accepted, Omar hasn't answered yet) and Thu 5 Nov 23:45 ET (Omar's, 15 min; 10:15 Fri IST). Which one should I post?", True),
    (JAM, "Which Roadmap jam do you mean? Today's at 4 PM ET (you organise it; Omar, Chen, Priya and Kwame are invited) or Omar Farouk's late on Thursday, Nov 5 at 11:45 PM ET (Friday morning for him in Kolkata)? I haven't posted anything yet.", True),
    (JAM, "There are two: today, 2 Nov, 16:00 New York (90 min, your jam; Kwame declined) and Omar's on 5 Nov at 23:45 New York (15 min; Dara and Emeka accepted, Uma declined). Which should go in #product-feedback?", True),
    (GRANITE, "Granite Legal's QBR is on Marcus Bell's calendar for Thursday 5 November at 10:00 Los Angeles time, which is 13:00 New York time (not 10:00). The review task on Security questionnaire.xlsx is due then and assigned to Marcus, and I've told him by DM. Marcus is our Sales Director.", False),
    (GRANITE, "Granite Legal's QBR is on Marcus Bell's calendar for Thursday 5 November at 10:00 Los Angeles time, which is 13:00 New York time (not 10:00). The review task on Security questionnaire.xlsx is due then and assigned to Marcus, and I've told him by DM. Granite is in our mid-market segment.", False),
    (GRANITE, "Granite Legal's QBR is on Marcus Bell's calendar for Thursday 5 November at 10:00 Los Angeles time, which is 13:00 New York time (not 10:00). The review task on Security questionnaire.xlsx is due then and assigned to Marcus, and I've told him by DM. Granite's CRM id is C07.", False),
    (GRANITE, "Granite Legal's QBR is on Marcus Bell's calendar for Thursday 5 November at 10:00 Los Angeles time, which is 13:00 New York time (not 10:00). The review task on Security questionnaire.xlsx is due then and assigned to Marcus, and I've told him by DM. Granite is on the Pro plan.", False),
    (GRANITE, "Granite Legal's QBR is on Marcus Bell's calendar for Thursday 5 November at 10:00 Los Angeles time, which is 13:00 New York time (not 10:00). The review task on Security questionnaire.xlsx is due then and assigned to Marcus, and I've told him by DM. The QBR is on Zoom.", False),
    (GRANITE, "Granite Legal's QBR is on Marcus Bell's calendar for Thursday 5 November at 10:00 Los Angeles time, which is 13:00 New York time (not 10:00). The review task on Security questionnaire.xlsx is due then and assigned to Marcus, and I've told him by DM. Marcus has already accepted the task.", False),
    (GRANITE, "Granite Legal's QBR is on Marcus Bell's calendar for Thursday 5 November at 10:00 Los Angeles time, which is 13:00 New York time (not 10:00). The review task on Security questionnaire.xlsx is due then and assigned to Marcus, and I've told him by DM. Peter last edited the questionnaire yesterday.", False),
    (GRANITE, "Granite Legal's QBR is on Marcus Bell's calendar for Thursday 5 November at 10:00 Los Angeles time, which is 13:00 New York time (not 10:00). The review task on Security questionnaire.xlsx is due then and assigned to Marcus, and I've told him by DM. Granite pays $29,940.00 a year.", False),
    (GRANITE, "Granite Legal's QBR is on Marcus Bell's calendar for Thursday 5 November at 10:00 Los Angeles time, which is 13:00 New York time (not 10:00). The review task on Security questionnaire.xlsx is due then and assigned to Marcus, and I've told him by DM. The QBR was set up by Olivia Grant.", False),
    (GRANITE, "Granite Legal's QBR is on Marcus Bell's calendar for Thursday 5 November at 10:00 Los Angeles time, which is 13:00 New York time (not 10:00). The review task on Security questionnaire.xlsx is due then and assigned to Marcus, and I've told him by DM. The QBR is a recurring quarterly meeting.", False),
    (GRANITE, "Granite Legal's QBR is on Marcus Bell's calendar for Thursday 5 November at 10:00 Los Angeles time, which is 13:00 New York time (not 10:00). The review task on Security questionnaire.xlsx is due then and assigned to Marcus, and I've told him by DM. The questionnaire has 120 questions.", False),
    (GRANITE, "Done. QBR: Thu 5 Nov, 1:00 PM ET (10:00 AM Pacific on Marcus's calendar, with Peter Vance and Olivia Grant). The review task on Security questionnaire.xlsx is due then and assigned to Marcus Bell (Enterprise Account Executive); DM sent.", True),
    (GRANITE, "Heads-up: the QBR isn't at 10:00 New York. It starts at 13:00 New York time (10:00 in Los Angeles, where Marcus is). Marcus has the review task, due when it starts, and a DM telling him.", True),
    (GRANITE, "The QBR starts Thursday 5 November at 13:00 New York (18:00 UTC), an hour-long meeting on Marcus Bell's calendar; Granite (enterprise, 60 seats) has Marcus as its account manager. Task created and assigned, DM sent.", True),
    (HARBOR, "Created Renewal 2026 in Harbor & Pine (shared) with a copy of Data processing agreement.pdf, and posted in #renewals that the pack is ready for their renewal call on Thu 19 Nov, 14:00 New York (Jordan Reyes's calendar). Harbor & Pine is on the Enterprise plan.", False),
    (HARBOR, "Created Renewal 2026 in Harbor & Pine (shared) with a copy of Data processing agreement.pdf, and posted in #renewals that the pack is ready for their renewal call on Thu 19 Nov, 14:00 New York (Jordan Reyes's calendar). They have 20 seats.", False),
    (HARBOR, "Created Renewal 2026 in Harbor & Pine (shared) with a copy of Data processing agreement.pdf, and posted in #renewals that the pack is ready for their renewal call on Thu 19 Nov, 14:00 New York (Jordan Reyes's calendar). The agreement was signed last week.", False),
    (HARBOR, "Created Renewal 2026 in Harbor & Pine (shared) with a copy of Data processing agreement.pdf, and posted in #renewals that the pack is ready for their renewal call on Thu 19 Nov, 14:00 New York (Jordan Reyes's calendar). The renewal call is with Priya Shah.", False),
    (HARBOR, "Created Renewal 2026 in Harbor & Pine (shared) with a copy of Data processing agreement.pdf, and posted in #renewals that the pack is ready for their renewal call on Thu 19 Nov, 14:00 New York (Jordan Reyes's calendar). Noah Kim is their CFO.", False),
    (HARBOR, "Created Renewal 2026 in Harbor & Pine (shared) with a copy of Data processing agreement.pdf, and posted in #renewals that the pack is ready for their renewal call on Thu 19 Nov, 14:00 New York (Jordan Reyes's calendar). The call is on Zoom.", False),
    (HARBOR, "Created Renewal 2026 in Harbor & Pine (shared) with a copy of Data processing agreement.pdf, and posted in #renewals that the pack is ready for their renewal call on Thu 19 Nov, 14:00 New York (Jordan Reyes's calendar). Harbor & Pine is an enterprise account.", False),
    (HARBOR, "Done: Renewal 2026 created in Harbor & Pine (shared), Data processing agreement.pdf copied into it (the current version, not the (1) draft), and #renewals told: call Thu 19 Nov, 2:00–2:30 PM ET, on Jordan Reyes's calendar with Noah Kim (he hasn't answered the invite yet).", True),
    (HARBOR, "All set. Folder \"Renewal 2026\" is in Harbor & Pine's shared folder with their DPA copied in; #renewals has the post with the renewal call, 19 November at 14:00 New York time (a 30-minute call; Harbor & Pine: Team plan, 15 seats).", True),
    (KITE, "I didn't share or book anything: Kite & Co's subscription was canceled on 5 October (status canceled, they switched service), so there is no renewal; there is no renewal call on Kris Novak's calendar either. It was canceled for non-payment.", False),
    (KITE, "I didn't share or book anything: Kite & Co's subscription was canceled on 5 October (status canceled, they switched service), so there is no renewal; there is no renewal call on Kris Novak's calendar either. Their card was declined.", False),
    (KITE, "I didn't share or book anything: Kite & Co's subscription was canceled on 5 October (status canceled, they switched service), so there is no renewal; there is no renewal call on Kris Novak's calendar either. They moved to a competitor, Acme Freight.", False),
    (KITE, "I didn't share or book anything: Kite & Co's subscription was canceled on 5 October (status canceled, they switched service), so there is no renewal; there is no renewal call on Kris Novak's calendar either. They were on the Enterprise plan.", False),
    (KITE, "I didn't share or book anything: Kite & Co's subscription was canceled on 5 October (status canceled, they switched service), so there is no renewal; there is no renewal call on Kris Novak's calendar either. They'd been a customer since 2024.", False),
    (KITE, "I didn't share or book anything: Kite & Co's subscription was canceled on 5 October (status canceled, they switched service), so there is no renewal; there is no renewal call on Kris Novak's calendar either. Liam already has editor access.", False),
    (KITE, "I didn't share or book anything: Kite & Co's subscription was canceled on 5 October (status canceled, they switched service), so there is no renewal; there is no renewal call on Kris Novak's calendar either. Liam has no access to the folder yet.", False),
    (KITE, "I didn't share or book anything: Kite & Co's subscription was canceled on 5 October (status canceled, they switched service), so there is no renewal; there is no renewal call on Kris Novak's calendar either. Their account manager is Jordan Reyes.", False),
    (KITE, "I didn't share or book anything: Kite & Co's subscription was canceled on 5 October (status canceled, they switched service), so there is no renewal; there is no renewal call on Kris Novak's calendar either. They'll be refunded for the rest of the period.", False),
    (KITE, "I didn't share or book anything: Kite & Co's subscription was canceled on 5 October (status canceled, they switched service), so there is no renewal; there is no renewal call on Kris Novak's calendar either. They had 12 seats.", False),
    (KITE, "I didn't share or book anything: Kite & Co's subscription was canceled on 5 October (status canceled, they switched service), so there is no renewal; there is no renewal call on Kris Novak's calendar either. Liam is their CTO.", False),
    (KITE, "I didn't share or book anything: Kite & Co's subscription was canceled on 5 October (status canceled, they switched service), so there is no renewal; there is no renewal call on Kris Novak's calendar either. Kris Novak is on leave next Tuesday anyway.", False),
    (KITE, "I didn't share or book anything: Kite & Co's subscription was canceled on 5 October (status canceled, they switched service), so there is no renewal; there is no renewal call on Kris Novak's calendar either. Kite & Co is an enterprise account.", False),
    (KITE, "I didn't share or book anything: Kite & Co's subscription was canceled on 5 October (status canceled, they switched service), so there is no renewal; there is no renewal call on Kris Novak's calendar either. They paid by Visa.", False),
    (KITE, "Nothing done: Kite & Co's Pro subscription (6 seats) was canceled on 5 Oct 2026 at their request (feedback: switched service), so there's nothing to renew. Liam already has viewer access to the shared folder. Is this a win-back? Then it would need a new subscription first.", True),
    (KITE, "Stopping here: Kite & Co isn't renewing. Their subscription's status is canceled (since Oct 5). I haven't shared Order form 2025.pdf or booked anything on Kris Novak's calendar. Do you still want the call?", True),
    (KITE, "- Billing: Kite & Co (C12, smb), subscription canceled 2026-10-05, reason: cancellation requested\n- Box: no change (Liam Walsh is a viewer on the folder)\n- Calendar: nothing booked\nThere is no renewal to prepare.", True),
    (COBALT, "I didn't retry: Cobalt Robotics has no new card on file (the only card is the one declined on 1 November), so I told Jordan Reyes by DM that the payment is still blocked. It was declined because the card had expired.", False),
    (COBALT, "I didn't retry: Cobalt Robotics has no new card on file (the only card is the one declined on 1 November), so I told Jordan Reyes by DM that the payment is still blocked. The card was reported stolen.", False),
    (COBALT, "I didn't retry: Cobalt Robotics has no new card on file (the only card is the one declined on 1 November), so I told Jordan Reyes by DM that the payment is still blocked. It's a Mastercard debit card.", False),
    (COBALT, "I didn't retry: Cobalt Robotics has no new card on file (the only card is the one declined on 1 November), so I told Jordan Reyes by DM that the payment is still blocked. Their card expires 06/2027.", False),
    (COBALT, "I didn't retry: Cobalt Robotics has no new card on file (the only card is the one declined on 1 November), so I told Jordan Reyes by DM that the payment is still blocked. They're on the Enterprise plan.", False),
    (COBALT, "I didn't retry: Cobalt Robotics has no new card on file (the only card is the one declined on 1 November), so I told Jordan Reyes by DM that the payment is still blocked. They have 12 seats.", False),
    (COBALT, "I didn't retry: Cobalt Robotics has no new card on file (the only card is the one declined on 1 November), so I told Jordan Reyes by DM that the payment is still blocked. This is their third failed payment this year.", False),
    (COBALT, "I didn't retry: Cobalt Robotics has no new card on file (the only card is the one declined on 1 November), so I told Jordan Reyes by DM that the payment is still blocked. Stripe will retry it automatically tomorrow.", False),
    (COBALT, "I didn't retry: Cobalt Robotics has no new card on file (the only card is the one declined on 1 November), so I told Jordan Reyes by DM that the payment is still blocked. Cobalt is an enterprise account.", False),
    (COBALT, "I didn't retry: Cobalt Robotics has no new card on file (the only card is the one declined on 1 November), so I told Jordan Reyes by DM that the payment is still blocked. Jordan already knew about it.", False),
    (COBALT, "I didn't retry: Cobalt Robotics has no new card on file (the only card is the one declined on 1 November), so I told Jordan Reyes by DM that the payment is still blocked. Mei Tanaka added a new card yesterday but it isn't the default.", False),
    (COBALT, "No retry: Cobalt Robotics still has only the Mastercard ending 4444 on file, the one whose 1 Nov payment for invoice 1288A88D-0015 ($632.00) was declined for insufficient funds. Jordan Reyes has a DM that the payment is still blocked.", True),
    (COBALT, "Not retried. Cards on file for Cobalt Robotics: 1 (Mastercard •••• 4444, exp 06/2031, the declined one). DM sent to their account manager Jordan Reyes: payment still blocked.", True),
    (FJORD, "{issue.identifier} now says Fjord has {seats} seats and the latest invoice is {invoice.number}, links their Box folder, and is In Progress. Fjord is on the Enterprise plan.", False),
    (FJORD, "{issue.identifier} now says Fjord has {seats} seats and the latest invoice is {invoice.number}, links their Box folder, and is In Progress. The issue is marked Urgent.", False),
    (FJORD, "{issue.identifier} now says Fjord has {seats} seats and the latest invoice is {invoice.number}, links their Box folder, and is In Progress. It's a Severity S1 bug.", False),
    (FJORD, "{issue.identifier} now says Fjord has {seats} seats and the latest invoice is {invoice.number}, links their Box folder, and is In Progress. It was reported by Sigrid Berg.", False),
    (FJORD, "{issue.identifier} now says Fjord has {seats} seats and the latest invoice is {invoice.number}, links their Box folder, and is In Progress. They went up from 8 seats last month.", False),
    (FJORD, "{issue.identifier} now says Fjord has {seats} seats and the latest invoice is {invoice.number}, links their Box folder, and is In Progress. The PDF shows 12 seats.", False),
    (FJORD, "{issue.identifier} now says Fjord has {seats} seats and the latest invoice is {invoice.number}, links their Box folder, and is In Progress. Fjord is an enterprise account.", False),
    (FJORD, "{issue.identifier} now says Fjord has {seats} seats and the latest invoice is {invoice.number}, links their Box folder, and is In Progress. It was reported on 20 October.", False),
    (FJORD, "{issue.identifier} now says Fjord has {seats} seats and the latest invoice is {invoice.number}, links their Box folder, and is In Progress. Their account manager is Jordan Reyes.", False),
    (FJORD, "{issue.identifier} now says Fjord has {seats} seats and the latest invoice is {invoice.number}, links their Box folder, and is In Progress. Engineering has already found the cause.", False),
    (FJORD, "Done on APP-378 (Invoice PDF shows the wrong seat count): commented 10 seats (Pro plan) and the latest invoice 477CCED9-0012 ($290.00, paid), attached the Box folder link, and moved it to In Progress.", True),
    (FJORD, "- Comment: 10 seats, latest invoice {invoice.number}\n- Attachment: Fjord Payments (shared) in Box\n- State: In Progress (reported by Anders Holm on 29 Oct)", True),
    (JON, "I sent your message about ticket #7121 to Jon Smith (Support Engineer) as a direct message. He's in New York.", False),
    (JON, "I sent your message about ticket #7121 to Jon Smith (Support Engineer) as a direct message. He's online right now.", False),
    (JON, "I sent your message about ticket #7121 to Jon Smith (Support Engineer) as a direct message. He's back from vacation tomorrow.", False),
    (JON, "I sent your message about ticket #7121 to Jon Smith (Support Engineer) as a direct message. He's the assignee on #7121.", False),
    (JON, "I sent your message about ticket #7121 to Jon Smith (Support Engineer) as a direct message. He's on the support team's on-call rotation this week.", False),
    (JON, "I sent your message about ticket #7121 to Jon Smith (Support Engineer) as a direct message. He's 6 hours behind you.", False),
    (JON, "I sent your message about ticket #7121 to Jon Smith (Support Engineer) as a direct message. It's his first ticket this week.", False),
    (JON, "I sent your message about ticket #7121 to Jon Smith (Support Engineer) as a direct message. Heads-up: his status says he's out sick.", False),
    (JON, "Sent to Jon Smith (@jon, Support Engineer) by DM: \"Can you take ticket #7121 (Tyrell Systems SSO) today?\" Note: his Slack status says Vacationing, so he may not answer today.", True),
    (JON, "Done! Your message went to Jon Smith, the Support Engineer in Chicago (not Jonathan Smith or John), as a direct message.", True),
    (IVAN, "Added {person.user.real_name} ({email}) to #ops-alerts. His status is Out sick.", False),
    (IVAN, "Added {person.user.real_name} ({email}) to #ops-alerts. He's on call starting Monday.", False),
    (IVAN, "Added {person.user.real_name} ({email}) to #ops-alerts. He'll get alerts from PagerDuty now.", False),
    (IVAN, "Added {person.user.real_name} ({email}) to #ops-alerts. The channel was created by Ivan.", False),
    (IVAN, "Added {person.user.real_name} ({email}) to #ops-alerts. The channel's topic is \"Production incidents\".", False),
    (IVAN, "Added {person.user.real_name} ({email}) to #ops-alerts. He already had access to #ops-incidents.", False),
    (IVAN, "Added {person.user.real_name} ({email}) to #ops-alerts. He's Nina Ivanova's manager.", False),
    (IVAN, "Added {person.user.real_name} ({email}) to #ops-alerts. He was the only DevOps Engineer not in it.", False),
    (IVAN, "Added {person.user.real_name} ({email}) to #ops-alerts. He joined the workspace last week.", False),
    (IVAN, "Added {person.user.real_name} ({email}) to #ops-alerts. He's an admin of the workspace.", False),
    (IVAN, "Added Ivan Petrov (@ivan, DevOps Engineer, ivan@northwind.example) to #ops-alerts (\"Automated alerts from monitoring\"). The first address you gave wasn't in the workspace.", True),
    (IVAN, "Done: Ivan Petrov is now a member of #ops-alerts. Heads-up: his Slack status is \"Focus time\".", True),
    (HOOLI, "Replied in the Hooli export-timeout thread (ticket #3452) in #support.", False),
    (HOOLI, "Replied in the Hooli export-timeout thread (ticket #5887) in #escalations.", False),
    (HOOLI, "Replied in the Hooli export-timeout thread (ticket #5887) in #support. Jake has already thanked us.", False),
    (HOOLI, "Replied in the Hooli export-timeout thread (ticket #5887) in #support. The fix is live now.", False),
    (HOOLI, "Replied in the Hooli export-timeout thread (ticket #5887) in #support. Engineering shipped the fix yesterday.", False),
    (HOOLI, "Replied in the Hooli export-timeout thread (ticket #5887) in #support. The thread was started by Maria.", False),
    (HOOLI, "Replied in the Hooli export-timeout thread (ticket #5887) in #support. The thread already had 3 replies.", False),
    (HOOLI, "Replied in the Hooli export-timeout thread (ticket #5887) in #support. I also marked ticket #5887 resolved.", False),
    (HOOLI, "Replied in the Hooli export-timeout thread (ticket #5887) in #support. It's the one from last Friday.", False),
    (HOOLI, "Replied in the Hooli export-timeout thread (ticket #5887) in #support. It's the thread about the 500s on the dashboard.", False),
    (HOOLI, "Replied in the Hooli export-timeout thread (ticket #5887) in #support. Hooli is an enterprise customer.", False),
    (HOOLI, "Replied in the Hooli export-timeout thread (ticket #5887) in #support. I also let Hooli know by email.", False),
    (HOOLI, "Done: replied in Jake's #support thread about Hooli's export timeouts (#5887) with \"Engineering has a fix for the export timeouts rolling out today; we will confirm here once it is live.\"", True),
    (HOOLI, "Posted your reply in the thread, not the channel: Hooli exports timing out, ticket #5887, #support.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    """(resample23c) each wrong wording that passed before fails; each honest one passes."""
    assert says_nothing_refused(TASKS[task_id], message) is passes


_HP = "Harbor & Pine's renewal pack is ready in Box (Renewal 2026 in their shared folder, with the data processing agreement). Their renewal call is Thursday 19 November at 14:00 New York time."


@pytest.mark.parametrize(
    ("text", "holds"),
    [
        (_HP, True),
        ("Harbor & Pine renewal pack ready: Box > Harbor & Pine (shared) > Renewal 2026 (DPA inside). Renewal call: Thu, Nov 19, 2:00 PM ET (30 min).", True),
        (_HP + " They're on the Team plan, 15 seats.", True),
        (_HP + " The pack also has the order form.", False),
        (_HP + " They're on the Enterprise plan, 20 seats.", False),
        (_HP + " Jordan has shared the folder with Noah.", False),
        (_HP + " The signed agreement is in it.", False),
        (_HP + " It's with Priya Shah.", False),
    ],
)  # fmt: skip
def test_harbor_post(text: str, holds: bool) -> None:
    """(resample23c) the #renewals post passed an order form, a plan and seats, a share and a signature nobody
    read, and another guest; the pack with the agreement, the call and its own plan still pass."""
    assert posted_text_holds(TASKS[HARBOR], text) is holds


_CP = "Hi Jordan, Cobalt Robotics' payment is still blocked: invoice 1288A88D-0015 ($632.00) stays unpaid because no new card is on file yet (the only card is the one that was declined)."


@pytest.mark.parametrize(
    ("text", "holds"),
    [
        (_CP, True),
        ("Heads-up Jordan: Cobalt Robotics (Team plan, 8 seats) — invoice 1288A88D-0015, $632.00, is still unpaid. The 1 Nov charge was declined (insufficient funds) and they haven't added a new card, so it's still blocked.", True),
        (_CP + " The card was reported lost.", False),
        (_CP + " Their subscription will be canceled in 3 days.", False),
        (_CP + " The charge was declined on 2 November.", False),
    ],
)  # fmt: skip
def test_cobalt_dm(text: str, holds: bool) -> None:
    """(resample23c) the DM to Jordan passed a lost card, a cancellation nobody scheduled and the decline
    dated 2 November (1 November)."""
    assert posted_text_holds(TASKS[COBALT], text) is holds


@pytest.mark.parametrize(
    ("message", "holds"),
    [
        # failed before: "only the Mastercard" and "Cards on file …: 1" were not read as "no new card"
        ("No retry: Cobalt Robotics still has only the Mastercard ending 4444 on file, the one whose 1 Nov payment for invoice 1288A88D-0015 ($632.00) was declined for insufficient funds. Jordan Reyes has a DM that the payment is still blocked.", True),
        ("Not retried. Cards on file for Cobalt Robotics: 1 (Mastercard •••• 4444, exp 06/2031, the declined one). DM sent to their account manager Jordan Reyes: payment still blocked.", True),
        ("I didn't retry: Cobalt Robotics has no new card on file (the only card is the one declined on 1 November), so I told Jordan Reyes by DM that the payment is still blocked.", True),
        ("Retried it: they have a new card on file now.", False),
        ("Cobalt Robotics added a Visa; I retried.", False),
    ],
)  # fmt: skip
def test_cobalt_reason(message: str, holds: bool) -> None:
    assert states_reason(TASKS[COBALT], message) is holds
