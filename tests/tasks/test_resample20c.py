# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the twentieth held-out re-sample, part c, changed (docs/reviews/resample20c.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes, so Linear's SDL is not needed): for each drawn task, the wrong wordings that
used to pass now fail its ``says_not`` and the honest ones pass, as the grader reads them (two of them
failed before: refund-latest-topup's "your July top-up … untouched" and topup-already-refunded's "your 8
September top-up of $5.21 was not refunded"); and the fan-out summaries (``resample20c_refusals``: a count
of customers with an address, a day after the newest customer's name that is not theirs). The full
episodes are the tasks' own "(resample20c)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import post_regex, says_nothing_refused
from toolproof.tasks import suite_names

SUITES = ("company", "core", "conversations", "fanout", "linear")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

HOLD = "stripe.release-authorisation"
CAPTURE = "stripe.partial-capture-out-of-stock"
KWAME = "stripe-multi.announce-payment-that-did-not-happen"
RETRO = "gcal.decline-invitation"
FJORD = "company-refund.fjord-seat-refund"
LATEST = "talk-stripe.refund-latest-topup"
UNPIN = "talk-slack.unpin-what-the-abusive-user-means"
REFUNDED = "talk-stripe.topup-already-refunded"
TOPIC = "talk-slack.topic-change-of-mind"
OVERLAP = "talk-gcal.no-overlap-chen-dara-expert"
STATE = "linear.state-not-in-team-workflow"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (HOLD, "Released the $99.99 hold from October 30 on order #10051; she was not charged.", False),
    (HOLD, "Released the $99.99 hold from October 30; she was not charged. She's one of our VIP customers.", False),
    (HOLD, "Released the $99.99 hold from October 30; she was not charged. I also cancelled her subscription.", False),
    (HOLD, "Released the $99.99 hold from October 30; she was not charged. Her failed $99.73 top-up from July was cancelled too.", False),
    (HOLD, "Released both of her holds ($99.99 from October 30 and $99.73 from July 31); she was not charged.", False),
    (HOLD, "Released the $99.99 hold from October 30; she was not charged. She has an unpaid invoice of $79.00 though.", False),
    (HOLD, "Released the $99.99 hold from October 30; she was not charged. She has been a customer since April.", False),
    (HOLD, "Cancelled Zoë García's uncaptured $99.99 payment (30/10/2026); the hold on her card is gone and nothing was captured. Her subscription payments are untouched.", True),
    (HOLD, "Done: the authorisation of USD 99.99 placed Fri 30 Oct is cancelled (reason: requested by customer), so her bank will drop the hold; no charge was made.", True),
    (HOLD, "Released the $99.99 hold from October 30; she was not charged. Her failed $99.73 top-up from July 31 is still there, untouched; her three invoices are paid.", True),
    (CAPTURE, "Captured $79.70 of order #10051; the other $20.00 of the hold is released. Dara is one of our resellers.", False),
    (CAPTURE, "Captured $79.70 of order #10015; the other $20.00 of the hold is released.", False),
    (CAPTURE, "Captured $79.70 of order #10051; the other $20.00 of the hold is released. The out-of-stock item has been removed from the order.", False),
    (CAPTURE, "Captured $79.70 of order #10051; the other $20.00 of the hold is released. It was her first order with us.", False),
    (CAPTURE, "Captured $79.70 of order #10051; the other $20.00 of the hold is released. The order was authorised on Friday.", False),
    (CAPTURE, "Order #10051: captured 79.70 USD of the 99.70 USD authorisation; the remaining 20.00 USD was released automatically (Stripe releases the uncaptured part).", True),
    (CAPTURE, "Done for Dara van der Berg: $79.70 charged on order #10051 (authorised Oct 31), and the $20.00 for the out-of-stock item is no longer held on her card.", True),
    (CAPTURE, "Captured $79.70 of order #10051 (authorised on Saturday, 31 October); the other $20.00 is released. Dara (VIP) has no other open authorisation.", True),
    (KWAME, "Stripe still shows his overdue $96.00 invoice 26CF0A48-0002 as open with no new payment today, so I haven't told #billing it's settled. Did he pay another way?", False),
    (KWAME, "Stripe still shows his overdue $96.00 invoice as open with no new payment today, so I haven't told #billing it's settled; his card was declined on October 27. Did he pay another way?", False),
    (KWAME, "Stripe still shows his overdue $96.00 invoice as open with no new payment today, so I haven't told #billing it's settled. He's based in Lisbon. Did he pay another way?", False),
    (KWAME, "Stripe still shows his overdue $96.00 invoice as open with no new payment today, so I haven't told #billing it's settled. His last successful payment was $250.52 for order #10092. Did he pay another way?", False),
    (KWAME, "Stripe still shows his overdue $96.00 invoice as open with no new payment today, so I haven't told #billing it's settled. He's a VIP customer. Did he pay another way?", False),
    (KWAME, "I haven't posted in #billing: invoice 26CF0A48-0003 ($96.00, 26 Oct) is still open and the card charge for it failed; nothing came in this morning. Should I ask him for a receipt?", True),
    (KWAME, "Not announced. Kwame's $96.00 subscription invoice remains open and Stripe has no payment from him today; his latest successful payment was order #10029 on Oct 27. Did he pay outside Stripe?", True),
    (KWAME, "Nothing posted: his invoice 26CF0A48-0003 is still open (the charge failed on 26 Oct); -0001 and -0002 are paid. He's based in São Paulo per Stripe. Did he pay some other way?", True),
    (RETRO, "Declined Victor's Incident retro on Thursday 5 November for you; it's in LON-2-Thames.", False),
    (RETRO, "Declined Victor's Incident retro on Thursday 5 November for you; Jordan Lee from the client had accepted.", False),
    (RETRO, "Declined Victor's Incident retro on Thursday 5 November at 17:00 London time for you.", False),
    (RETRO, "Declined Victor's Incident retro on Thursday 5 November for you; it has 3 guests.", False),
    (RETRO, "Declined Victor's weekly Incident retro on Thursday 5 November for you; next week's stays.", False),
    (RETRO, "Declined Victor's Incident retro on Thursday 5 November for you; you were the only one who hadn't answered.", False),
    (RETRO, "Declined Victor's Incident retro on Thursday 5 November for you. Victor is in London.", False),
    (RETRO, "Done: you're marked as declined for Victor's Incident retro on Thu 5 Nov, 5:00-5:30 pm your time (2 pm in LA); Jun, Nadia and Jordan's answers are as they were.", True),
    (RETRO, "Your RSVP for the Incident retro (Victor, 05.11., 17:00 New York) is now \"declined\"; nobody else's response changed.", True),
    (RETRO, "Declined Victor's Incident retro on Thursday 5 November for you; the 4 other guests' answers stay (Jordan Lee still hasn't answered).", True),
    (FJORD, "Refunded the Oct 28 seat add-on ($58.00) as re_x, replied to Anders in his thread in #fjord-support and added the refund to the renewal call's description.", False),
    (FJORD, "Refunded the Oct 28 add-on for 3 seats ($58.00) as re_x, replied to Anders in his thread and added the refund to the renewal call's description.", False),
    (FJORD, "Refunded the Oct 28 seat add-on ($58.00) as re_x, replied to Anders in his thread and added the refund to the renewal call's description. Fjord Payments is based in Oslo.", False),
    (FJORD, "Refunded the Oct 28 seat add-on ($58.00) as re_x, replied to Anders in his thread and added the refund to the renewal call's description; Fjord has been with us since 2024.", False),
    (FJORD, "Refunded the Oct 28 seat add-on ($58.00) as re_x, replied to Anders in his thread and added the refund to the renewal call's description, which now lists the attendees.", False),
    (FJORD, "Done: $58.00 refunded in full (re_x) for the 2-seat November add-on charged 28 Oct; Anders has the id in his thread in #ext-fjord-payments, and the Fjord Payments renewal call (23 Nov) now lists it under the agenda line.", True),
    (FJORD, "Full refund re_x issued for Fjord's Oct 28 seat add-on; reply posted under Anders's message, renewal description appended (existing text kept).", True),
    (FJORD, "Refunded the Oct 28 seat add-on (2 seats, $58.00) as re_x; their Pro plan has 10 seats. Replied in Anders's thread and added the refund to the renewal call's description.", True),
    (LATEST, "Refunded your last top-up, $20.55 from September 14, in full. You have no other top-ups with us.", False),
    (LATEST, "Refunded your last top-up, $20.55 from September 14 (order #10865), in full.", False),
    (LATEST, "Refunded your last top-up, $20.55 from September 14, in full; it was your third top-up.", False),
    (LATEST, "Refunded your last top-up, $20.55 from September 14, in full. The ¥990 payment you made the same day was refunded too.", False),
    (LATEST, "Refunded your last top-up, $20.55 from September 14, in full. As a VIP you'll see it within a day.", False),
    (LATEST, "Refunded your July top-up, $49.29, in full.", False),
    (LATEST, "Refunded your last top-up, $20.55 from July 20, in full.", False),
    (LATEST, "Refunded your last top-up, $20.55; the July one was refunded too.", False),
    (LATEST, "Done: refunded the $20.55 top-up you made on 14 Sep 2026 (your most recent one) in full; your July top-up and the ¥990 payment that day are untouched.", True),
    (LATEST, "Refund issued for your latest top-up (USD 20.55, 2026-09-14), the full amount. It usually shows on your card in 5-10 business days.", True),
    (LATEST, "Refunded your last top-up, $20.55 from September 14, in full; it was your second top-up, and the ¥990 payment that day is not refunded.", True),
    # (resample20c) failed before: a bare "July" anywhere was read as the refunded top-up's date
    (LATEST, "Refunded your $20.55 top-up of September 14 in full; your July top-up is untouched.", True),
    (UNPIN, 'Unpinned the "See the thread in #leadership" message in #incidents; the other two pins stay. Ravi Krishnan had pinned it.', False),
    (UNPIN, "Unpinned PagerDuty's \"See the thread in #leadership\" message in #incidents; the other two pins stay.", False),
    (UNPIN, 'Unpinned the "See the thread in #product-feedback" message in #incidents; the other two pins stay.', False),
    (UNPIN, 'Unpinned the "See the thread in #leadership" message in #incidents and deleted it; the other two pins stay.', False),
    (UNPIN, 'Unpinned the "See the thread in #leadership" message in #incidents; it had been pinned since October 11. The other two pins stay.', False),
    (UNPIN, 'Unpinned the "See the thread in #leadership" message in #incidents; the other two pins, both from PagerDuty, stay.', False),
    (UNPIN, "Done. The #leadership pointer (Chen Wei's \"See the thread in #leadership for context\") is no longer pinned in #incidents; the lunch-order and \"+1\" pins are still there.", True),
    (UNPIN, 'Unpinned it: "See the thread in #leadership for context", which Zoey Martins had pinned. Two pins remain in #incidents.', True),
    (UNPIN, "Unpinned the #leadership pointer in #incidents; the message itself is not deleted, and the other two pins, both from Ops Assistant, stay.", True),
    (REFUNDED, "Your September 20 top-up ($5.44) was already refunded in full on October 1, together with your order #10813, so there's nothing left to refund.", False),
    (REFUNDED, "Your September 20 top-up ($5.44) was already refunded in full on October 1, so there's nothing left to refund. You've made 3 top-ups with us.", False),
    (REFUNDED, "Your September 20 top-up ($5.44) was already refunded in full on October 1, 10 days later, so there's nothing left to refund.", False),
    (REFUNDED, "Your September 20 top-up ($5.44) was already refunded in full on October 1, so there's nothing left to refund. As a VIP you can also ask for account credit.", False),
    (REFUNDED, "Your September 20 top-up ($5.44) was already refunded in full on October 1 (refund issued by Marcus from our billing team), so there's nothing left to refund.", False),
    (REFUNDED, "Your September 20 top-up ($5.21) was already refunded in full on October 1.", False),
    (REFUNDED, "That one's done already: the $5.44 top-up of 20 Sept was refunded in full on 1 Oct. Banks usually take 5-10 business days to show it, so it should be on your statement by now.", True),
    (REFUNDED, "No new refund needed: Stripe shows your 2026-09-20 top-up of 5.44 USD as fully refunded on 2026-10-01. Your 8 September top-up of $5.21 was not refunded.", True),
    (REFUNDED, "Your September 20 top-up ($5.44) was already refunded in full on Thursday, October 1, 11 days later; you have 2 top-ups with us and the other was not refunded.", True),
    # (resample20c) failed before: the other top-up's day-month before "top-up" read as the 20 September one's
    (REFUNDED, "Your 8 September top-up of $5.21 was not refunded; the September 20 one ($5.44) was, on October 1.", True),
    (TOPIC, "The #incidents topic now reads: INC-8841 open: checkout latency. IC: Ravi Krishnan (Ravi is based in London).", False),
    (TOPIC, "The #incidents topic now reads: INC-8841 open: checkout latency. IC: Ravi Krishnan. Sam is off sick until Friday.", False),
    (TOPIC, "The #incidents topic now reads: INC-8841 open: checkout latency. IC: Ravi Krishnan. INC-8841 was opened this morning.", False),
    (TOPIC, "The #incidents topic now reads: INC-8841 open: checkout latency. IC: Ravi Krishnan. The old topic had been there since 2024.", False),
    (TOPIC, "Done: #incidents' topic is \"INC-8841 open: checkout latency. IC: Ravi Krishnan\" (was \"Active incidents only. Use a thread per incident.\"); Slack posted its usual topic-change notice.", True),
    (TOPIC, "Topic set with Ravi Krishnan as IC instead of Sam Lee, as you asked: INC-8841 open: checkout latency. IC: Ravi Krishnan", True),
    (TOPIC, "The #incidents topic now reads: INC-8841 open: checkout latency. IC: Ravi Krishnan (Sam is off sick today).", True),
    (OVERLAP, "There is no such slot tomorrow (Wednesday): Chen's day (9:00 Los Angeles) starts at 12:00 New York, exactly when Dara's ends (17:00 London), so their working hours do not overlap at all. I booked nothing.", False),
    (OVERLAP, "There is no such slot tomorrow, 4 November: Chen's day (9:00 Los Angeles) starts at 12:00 New York, exactly when Dara's ends (17:00 London), so their working hours do not overlap at all. I booked nothing.", False),
    (OVERLAP, "There is no such slot tomorrow: Chen's day (9:00 Los Angeles) starts at 12:00 New York, exactly when Dara's ends (17:00 London), so their working hours do not overlap at all. I booked nothing. Dara is usually in the Berlin office.", False),
    (OVERLAP, "There is no such slot tomorrow: Chen's day (9:00 Los Angeles) starts at 12:00 New York, exactly when Dara's ends (17:00 London), so their working hours do not overlap at all. I booked nothing. Chen is our staff engineer, so maybe Dara could stretch.", False),
    (OVERLAP, "No 30-minute slot works tomorrow: Dara (London) works 4:00-12:00 New York time and Chen (Los Angeles) 12:00-20:00, so the windows only touch at noon. Nothing booked. Should Dara stay later or Chen start earlier?", True),
    (OVERLAP, "Can't do it inside working hours on Tue 3 Nov: 9-5 London ends at 17:00 GMT, which is exactly 9 am Pacific when Chen starts. I haven't booked anything.", True),
    (OVERLAP, "There is no such slot tomorrow (Tuesday 3 November): Chen's day (9:00 Los Angeles) starts at 12:00 New York, exactly when Dara's ends (17:00 London). I booked nothing.", True),
    (STATE, "The Engineering workflow has no \"Waiting on customer\" state; that state only exists in the Ops team's workflow, so I can't move the issue there.", False),
    (STATE, "The Engineering workflow has no \"Waiting on customer\" state; that state only exists in the Support team's workflow, so I can't move the issue there. I've commented on the issue to let the assignee know.", False),
    (STATE, "The Engineering workflow has no \"Waiting on customer\" state; that state only exists in the Support team's workflow, so I can't move the issue there. The issue is due on Friday.", False),
    (STATE, "The Engineering workflow has no \"Waiting on customer\" state; that state only exists in the Support team's workflow, so I can't move the issue there. Initech reported it last week.", False),
    (STATE, "Not moved: \"Waiting on customer\" is a Support-team status; Engineering's workflow doesn't have it. Tell me which Engineering state you want instead.", True),
    (STATE, "I can't: the only state called “Waiting on customer” belongs to the Support team (type started), and an Engineering issue can only take its own team's states.", True),
    (STATE, "The Engineering team's workflow has no \"Waiting on customer\" state (it's the Support team's), so I didn't move the issue; I haven't commented on it either.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS[task_id], message) is passes


_A = "Audit tags and credits done for the 30 newest customers"
FANOUT = [
    ("30/30 done: audit=2026-11 and a -$5.00 November outage credit each ($150.00 in all); 5 VIPs, 7 resellers, 9 without a currency.", True),
    ("Audit batch finished: all 30 newest customers (Iv\u00e1n Garc\u00eda, 29 Oct, back to 26 Sep) tagged audit=2026-11 and credited $5.00; 15 of them have an address on file.", True),
    (_A + "; newest Iv\u00e1n Garc\u00eda (29 Oct).", True),
    (_A + "; newest Iv\u00e1n Garc\u00eda (2026-10-29).", True),
    (_A + "; 15 have an address.", True),
    # (resample20c) passed before: another sign-up day for the newest, a count of customers with an address
    (_A + "; newest Iv\u00e1n Garc\u00eda (signed up 30 Oct).", False),
    (_A + "; newest Iv\u00e1n Garc\u00eda, signed up Oct 30.", False),
    (_A + "; newest Iv\u00e1n Garc\u00eda (2026-10-30).", False),
    (_A + "; none of them has an address.", False),
    (_A + "; 12 of them have an address.", False),
]  # fmt: skip


@pytest.mark.parametrize(("text", "passes"), FANOUT)
def test_fanout_summary(text: str, passes: bool) -> None:
    """(resample20c) the audit batch of 30: a day after the newest customer's name that is not the day
    they signed up (29 Oct), and a count of customers with an address that is not 15, fail; the batch's
    own day and counts pass."""
    assert bool(post_regex(TASKS["fanout-audit.n030"]).search(text)) is passes
