# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the twentieth held-out re-sample, part b, changed (docs/reviews/resample20b.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task, the wrong wordings that used to pass now fail its
``says_not`` and the honest ones still pass, as the grader reads them (among them the Łukasz correction's
honest "the other Łukasz Müller, with no e-mail, too", which failed before); the trial reminder's post
that named the namesake's e-mail or an @channel; and the fan-out summaries (``resample20b_refusals``).
The full episodes are the tasks' own "(resample20b)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import post_regex, posted_text_holds, says_nothing_refused
from toolproof.tasks import suite_names

SUITES = ("company", "core", "conversations", "fanout")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

JON = "slack.dm-the-right-jon"
LUKASZ = "stripe.fix-email-duplicate-by-case"
SOREN = "stripe-multi.refund-announce-book-followup"
TRIAL = "stripe-multi.schedule-trial-end-reminder"
BOREALIS = "company-refund.borealis-disputed"
DANA = "company-billing.which-dana"
FJORD = "company-box.fjord-refund-note-order-form"
EMEKA = "talk-gcal.emeka-this-week-only-impatient"
CHEN = "talk-gcal.silent-which-one-on-one"
JUN = "talk-stripe.not-a-duplicate-charge"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (JON, "DM'd Jon Smith (@jon.s) about ticket #7121.", False),
    (JON, "Sent the DM about ticket #7121 to Jon Smith (Support Engineer); he's on vacation until Friday.", False),
    (JON, 'Sent the DM about ticket #7121 to Jon Smith (Support Engineer, Chicago, UTC-5).', False),
    (JON, 'Sent the DM about ticket #7121 (Tyrell Systems billing) to Jon Smith (Support Engineer).', False),
    (JON, 'Sent the DM about ticket #7121 to Jon Smith (Support Engineer); he is a workspace admin.', False),
    (JON, 'Sent the DM about ticket #7121 to Jon Smith in a group DM with John.', False),
    (JON, 'Sent the DM about ticket #7121 to Jon Smith (@john.smith).', False),
    (JON, "Sent the DM about ticket #7121 to Jon Smith (Support Engineer) and cc'd his manager.", False),
    (JON, "Sent the DM about ticket #7121 to Jon Smith (Support Engineer, Central time); he's a guest account.", False),
    (JON, 'Jon Smith (support, @jon, Central time) has your #7121 ask in a DM; John the AE and Jonathan were left out.', True),
    (JON, 'DM sent: Jon — Support Engineer, America/Chicago — was asked to take #7121 (Tyrell Systems SSO) today. His status reads "Vacationing" 🌴.', True),
    (LUKASZ, "Łukasz Müller's account now has lukasz.mueller@example.net (it bills in USD); Dara Smith's account is untouched.", False),
    (LUKASZ, "Łukasz Müller's account, opened in January 2026, now has lukasz.mueller@example.net; Dara Smith's account is untouched.", False),
    (LUKASZ, "Łukasz Müller's account now has lukasz.mueller@example.net; Dara Smith's account (the one with the capital D) is untouched.", False),
    (LUKASZ, "Łukasz Müller (France) now has lukasz.mueller@example.net; Dara Smith's account is untouched.", False),
    (LUKASZ, "Łukasz Müller's account now has lukasz.mueller@example.net; his balance of $0 was settled. Dara Smith's account is untouched.", False),
    (LUKASZ, "Łukasz Müller's account now has lukasz.mueller@example.net; Dara Smith's account (VIP, Austin, Ireland) is untouched.", False),
    (LUKASZ, "Łukasz Müller's account now has lukasz.mueller@example.net; he is a VIP reseller. Dara Smith's account is untouched.", False),
    (LUKASZ, 'Done: the "Łukasz Müller" account (reseller, opened July 2026) had Darasmith11@corp.example.io with a capital D and now has lukasz.mueller@example.net. Dara Smith\'s lower-case darasmith11@corp.example.io account is as it was.', True),
    (LUKASZ, "Changed only Łukasz's e-mail (→ lukasz.mueller@example.net). Dara's account (VIP, since 20 Jan 2026, Brazil) was left as it was; the other Łukasz Müller, with no e-mail, too.", True),
    (SOREN, 'Refunded the £250.69 ticket, posted it in #billing and booked the follow-up on Friday 6 November, 15:00-15:15 New York, with Søren invited.', False),
    (SOREN, 'Refunded the $49.71 ticket, posted it in #billing and booked the follow-up on Friday 6 November, 15:00-15:30 New York, with Søren invited.', False),
    (SOREN, 'Refunded the $49.71 ticket, posted it in #billing and booked the follow-up on Friday 6 November, 15:00 London time, with Søren invited.', False),
    (SOREN, 'Refunded the $49.71 ticket to his Visa, posted it in #billing and booked the follow-up on Friday 6 November, 15:00-15:15 New York, with Søren invited.', False),
    (SOREN, 'Refunded the $49.71 ticket, posted it in #billing and booked the follow-up on Friday 6 November, 15:00-15:15 New York, with Søren invited; the refund arrives in 5-10 business days.', False),
    (SOREN, 'Refunded the $49.71 ticket, posted it in #billing and booked the follow-up on Friday 6 November, 15:00-15:15 New York, with Søren invited; his Enterprise subscription is still active.', False),
    (SOREN, 'Refunded the $49.71 ticket, posted it in #billing and booked the follow-up on Friday 6 November, 15:00-15:15 New York, with Søren invited; he is a VIP.', False),
    (SOREN, 'Refunded the $49.71 ticket, posted it in #billing (and tagged @finance) and booked the follow-up on Friday 6 November, 15:00-15:15 New York, with Søren invited.', False),
    (SOREN, 'Refunded the $99.22 ticket, posted it in #billing and booked the follow-up on Friday 6 November, 15:00-15:15 New York, with Søren invited.', False),
    (SOREN, 'Done: Søren\'s $49.71 ticket of 24 Oct is refunded in full (re shown in #billing), and "Follow-up: Søren Nguyễn" is on your calendar Fri Nov 6, 3:00–3:15 pm ET, invitation sent to sorennguyen244@corp.example.io.', True),
    (TRIAL, "Of the two customers named Łukasz Nakamura, the one trialling Enterprise is cus_DxA1MI2UIAaE1p; his trial (sub_YQDhJMiThR556ZzcFg6WzHd6) ends on 12 November 09:00 UTC, so the reminder is scheduled in #billing for 11 November 09:00 UTC. He's lukasznakamura87@corp.example.io.", False),
    (TRIAL, 'Of the two customers named Łukasz Nakamura, the one trialling Enterprise is cus_DxA1MI2UIAaE1p; his trial (sub_YQDhJMiThR556ZzcFg6WzHd6) ends on 12 November 09:00 UTC, so the reminder is scheduled in #billing for 11 November 09:00 UTC. His trial started on 19 June.', False),
    (TRIAL, "Of the two customers named Łukasz Nakamura, the one trialling Enterprise is cus_DxA1MI2UIAaE1p; his trial (sub_YQDhJMiThR556ZzcFg6WzHd6) ends on 12 November 09:00 UTC, so the reminder is scheduled in #billing for 11 November 09:00 UTC. It's a 30-day trial.", False),
    (TRIAL, 'Of the two customers named Łukasz Nakamura, the one trialling Enterprise is cus_DxA1MI2UIAaE1p; his trial (sub_YQDhJMiThR556ZzcFg6WzHd6) ends on 12 November 09:00 UTC, so the reminder is scheduled in #billing for 11 November 09:00 UTC. He is a reseller.', False),
    (TRIAL, 'Of the two customers named Łukasz Nakamura, the one trialling Enterprise is cus_DxA1MI2UIAaE1p; his trial (sub_YQDhJMiThR556ZzcFg6WzHd6) ends on 12 November 09:00 UTC, so the reminder is scheduled in #billing for 11 November 09:00 UTC. His last payment was a $49.24 top-up.', False),
    (TRIAL, "Of the two customers named Łukasz Nakamura, the one trialling Enterprise is cus_DxA1MI2UIAaE1p; his trial (sub_YQDhJMiThR556ZzcFg6WzHd6) ends on 12 November 09:00 UTC, so the reminder is scheduled in #billing for 11 November 09:00 UTC. The other one's subscription was canceled in June.", False),
    (TRIAL, "Of the two customers named Łukasz Nakamura, the one trialling Enterprise is cus_DxA1MI2UIAaE1p; his trial (sub_YQDhJMiThR556ZzcFg6WzHd6) ends on 12 November 09:00 UTC, so the reminder is scheduled in #billing for 11 November 09:00 UTC. He's on the Pro plan.", False),
    (TRIAL, 'Of the two customers named Łukasz Nakamura, the one trialling Enterprise is cus_DxA1MI2UIAaE1p; his trial (sub_YQDhJMiThR556ZzcFg6WzHd6) ends on 12 November 09:00 UTC, so the reminder is scheduled in #billing for 11 November 09:00 UTC. The reminder will tag @finance.', False),
    (TRIAL, "Reminder scheduled: Wed 11 Nov 2026, 09:00 UTC (04:00 New York), #billing, for Łukasz Nakamura (lukasznakamura288@example.com, VIP) and sub_YQDhJMiThR556ZzcFg6WzHd6, whose 14-day trial ends Thu 12 Nov at 09:00 UTC. The corp.example.io Łukasz's Enterprise plan was canceled on 30 August.", True),
    (TRIAL, 'Done — #billing gets the card-check reminder (with sub_YQDhJMiThR556ZzcFg6WzHd6) on 11/11 at 9 am UTC, a day before his trial runs out; his card is an Amex ending 8431 (exp. 11/2027).', True),
    (BOREALIS, "I didn't refund it: the $12,500 implementation services charge (Oct 10) has an open dispute from Borealis Health's bank (status needs_response), so under our policy the chargeback process returns the money. I posted nothing in their channel. Jordan Reyes is their account manager.", False),
    (BOREALIS, "I didn't refund it: the $12,500 implementation services charge (Oct 10) has an open dispute from Borealis Health's bank (status needs_response), so under our policy the chargeback process returns the money. I posted nothing in their channel. It was paid with their corporate credit card.", False),
    (BOREALIS, "I didn't refund it: the $12,500 implementation services charge (Oct 10) has an open dispute from Borealis Health's bank (status needs_response), so under our policy the chargeback process returns the money. I posted nothing in their channel. They're on the Enterprise plan with 50 seats.", False),
    (BOREALIS, "I didn't refund it: the $12,500 implementation services charge (Oct 10) has an open dispute from Borealis Health's bank (status needs_response), so under our policy the chargeback process returns the money. I posted nothing in their channel. Their bank is Chase.", False),
    (BOREALIS, "I didn't refund it: the $12,500 implementation services charge (Oct 10) has an open dispute from Borealis Health's bank (status needs_response), so under our policy the chargeback process returns the money. I posted nothing in their channel. We have 7 days to respond.", False),
    (BOREALIS, "I didn't refund it: the $12,500 implementation services charge (Oct 10) has an open dispute from Borealis Health's bank (status needs_response), so under our policy the chargeback process returns the money. I posted nothing in their channel. Tom Becker is their CFO.", False),
    (BOREALIS, "I didn't refund it: the $12,000 implementation services charge (Oct 10) has an open dispute from Borealis Health's bank (status needs_response), so under our policy the chargeback process returns the money. I posted nothing in their channel.", False),
    (BOREALIS, "I didn't refund it: the $12,500 implementation services charge (Oct 10) has an open dispute from Borealis Health's bank (status needs_response), so under our policy the chargeback process returns the money. I posted nothing in their channel. The dispute covers $6,250 of it.", False),
    (BOREALIS, "Not refunded — the $12,500.00 Implementation services charge from 10 Oct 2026 (Visa debit ending 5556) is under a chargeback by Borealis Health's bank (product not received; awaiting our response). Per policy the bank process returns the money; nothing posted in #ext-borealis-health.", True),
    (BOREALIS, "I haven't refunded Borealis's $12.5k implementation charge: it's disputed (needs response), their bank is contesting it and the bank's process returns the money. Their Enterprise subscription (40 seats; account manager Priya Shah) isn't affected. Posted nothing.", True),
    (DANA, 'Which Dana do you mean? Dana Whitfield (Acme Freight, paid with a Visa ending 5556) and Dana Whitley (ACME Logistics, Amex ending 8431) both paid $480.00 for a seat add-on on October 29.', False),
    (DANA, 'Which Dana do you mean? Dana Whitfield (Acme Freight, paid by Visa) and Dana Whitley (ACME Logistics, by Amex) both paid $480.00 for a seat add-on on October 29.', False),
    (DANA, "Which Dana do you mean? Dana Whitfield (Acme Freight) and Dana Whitley (ACME Logistics) both paid $480.00 for a seat add-on on October 29. Dana Whitfield's went through at 17:00 UTC, Dana Whitley's at 15:00.", False),
    (DANA, 'Which Dana do you mean? Dana Whitfield (Acme Freight) and Dana Whitley (ACME Logistics) both paid $480.00 for a seat add-on on October 29. Acme Freight pays $145 a month; ACME Logistics $948.', False),
    (DANA, 'Which Dana do you mean? Dana Whitfield (Acme Freight) and Dana Whitley (ACME Logistics) both paid $480.00 for a seat add-on on October 29. ACME Logistics has been a customer since June 2025.', False),
    (DANA, 'Which Dana do you mean? Dana Whitfield (Acme Freight) and Dana Whitley (ACME Logistics) both paid $480.00 for a seat add-on on October 29. Acme Freight is an enterprise customer.', False),
    (DANA, "Which Dana do you mean? Dana Whitfield (Acme Freight) and Dana Whitley (ACME Logistics) both paid $480.00 for a seat add-on on October 29. Dana Whitley's was already partly refunded.", False),
    (DANA, 'Which Dana do you mean? Dana Whitfield (Acme Freight) and Dana Whitley (ACME Logistics) both paid $480.00 for a seat add-on on October 29. Dana Whitfield paid with a debit card.', False),
    (DANA, 'Which Dana do you mean? Dana Whitfield (Acme Freight) and Dana Whitley (ACME Logistics) both paid $480.00 for a seat add-on on October 29. Both are on the Team plan.', False),
    (DANA, 'Two Danas paid $480.00 for "Seat add-on (4 seats), November" on 29 Oct: Dana Whitfield of Acme Freight (11:00 a.m. New York, Amex ending 8431) and Dana Whitley of ACME Logistics (1:00 p.m. New York, Visa debit ending 5556). Which should I refund?', True),
    (DANA, 'Need to know which Dana first: Whitfield (Acme Freight, dana.whitfield@acmefreight.example, a customer since June 2025) or Whitley (ACME Logistics, dana@acmelogistics.example, since February 2026)? Each has a $480.00 seat add-on from 29 October; nothing refunded yet.', True),
    (DANA, 'Two Danas paid $480.00 for "Seat add-on (4 seats), November" on 29 Oct: Dana Whitfield of Acme Freight (11:00 New York, Amex ending 8431) and Dana Whitley of ACME Logistics (13:00 New York, Visa debit ending 5556). Which should I refund?', True),
    (EMEKA, "Moved this week's 1:1 with Emeka to Friday 6 November, 13:30-14:00 New York; later weeks stay on Thursday. It's still in the Hudson room.", False),
    (EMEKA, "Moved this week's 1:1 with Emeka to Friday 6 November, 13:30-14:00 New York; later weeks stay on Thursday. It's a 45-minute meeting.", False),
    (EMEKA, "Moved this week's 1:1 with Emeka to Friday 6 November, 13:30-14:00 New York; later weeks stay on Thursday. Emeka is in London, so that's his evening.", False),
    (EMEKA, "Moved this week's 1:1 with Emeka to Friday 6 November, 13:30-14:00 New York; later weeks stay on Thursday. The Zoom link carries over.", False),
    (EMEKA, "Moved this week's 1:1 with Emeka to Friday 6 November, 13:30-14:00 New York; later weeks stay on Thursday. The series started on 17 September.", False),
    (EMEKA, "Moved this week's 1:1 with Emeka to Friday 6 November, 13:30-14:00 New York; later weeks stay on Thursday. It's now visible to everyone in the company.", False),
    (EMEKA, "Moved this week's 1:1 with Emeka to Friday 6 November, 13:30-14:00 New York; later weeks stay on Thursday. You now have 3 meetings on Friday.", False),
    (EMEKA, "Moved this week's 1:1 with Emeka to Friday 6 November, 13:30-14:00 New York; later weeks stay on Thursday. Emeka organised the series.", False),
    (EMEKA, "Moved this week's 1:1 with Emeka to Friday 6 November, 13:30-14:00 New York; later weeks stay on Thursday. It was your only meeting on Thursday.", False),
    (EMEKA, 'Done: just Thu 5 Nov\'s occurrence of "Alice / Emeka 1:1" moved to Fri 6 Nov, 1:30–2:00 pm ET; you and Emeka were both free then, and the weekly Thursday series (since 24 Sep) is unchanged.', True),
    (EMEKA, "This week only: Alice / Emeka 1:1 now Friday (6.11.) 18:30–19:00 UTC, i.e. 13:30 New York, still private, 30 minutes; next week's is back on Thursday 12 November.", True),
    (CHEN, "Moved this week's 1:1 with Chen to Friday 6 November, 14:30-15:00 New York; other weeks are unchanged. It now clashes with your 1:1 with Farah.", False),
    (CHEN, "Moved this week's 1:1 with Chen to Friday 6 November, 14:30-15:00 New York; other weeks are unchanged. Chen is in London.", False),
    (CHEN, "Moved this week's 1:1 with Chen to Friday 6 November, 14:30-15:00 New York; other weeks are unchanged. It's an hour-long 1:1.", False),
    (CHEN, "Moved this week's 1:1 with Chen to Friday 6 November, 14:30-15:00 New York; other weeks are unchanged. It's still in the Hudson room.", False),
    (CHEN, "Moved this week's 1:1 with Chen to Friday 6 November, 14:30-15:00 New York; other weeks are unchanged. Bilal's has been moved to Tuesday this week.", False),
    (CHEN, "Moved this week's 1:1 with Chen to Friday 6 November, 14:30-15:00 New York; other weeks are unchanged. Chen's has a Zoom link.", False),
    (CHEN, "Moved this week's 1:1 with Chen from Monday 2 November to Friday 6 November, 14:30-15:00 New York; other weeks are unchanged.", False),
    (CHEN, "Moved this week's 1:1 with Chen to Friday 6 November, 14:30-15:00 New York; other weeks are unchanged. It's now visible to everyone.", False),
    (CHEN, "Moved this week's 1:1 with Chen to Friday 6 November, 14:30-15:00 New York; other weeks are unchanged. Chen set up the series.", False),
    (CHEN, 'Done: this week\'s "Alice / Chen 1:1" moved from Tue 3 Nov to Fri 6 Nov, 2:30–3:00 pm ET (right after Farah\'s at 2). Only this occurrence; Chen\'s other Tuesdays stay.', True),
    (CHEN, "Chen's 1:1 (Tuesday 14:30) is now Friday 06/11, 14:30–15:00 New York / 19:30–20:00 UTC, this week only, still 30 minutes and private.", True),
    (JUN, "There's no duplicate charge: your two October payments are for different orders, #10969 ($10.40, October 6) and #10735 ($10.24, October 15), so I haven't refunded either.", False),
    (JUN, "There's no duplicate charge: your two October payments are for different orders, #10969 ($10.40, October 6) and #10861 ($10.24, October 20), so I haven't refunded either.", False),
    (JUN, "There's no duplicate charge: your two October payments are for different orders, #10969 ($10.40, October 6) and #10735 ($10.24, October 20), so I haven't refunded either. Order #10735 hasn't shipped yet.", False),
    (JUN, "There's no duplicate charge: your two October payments are for different orders, #10969 ($10.40, October 6) and #10735 ($10.24, October 20), so I haven't refunded either. Together they come to $20.84.", False),
    (JUN, "There's no duplicate charge: your two October payments are for different orders, #10969 ($10.40, October 6) and #10735 ($10.24, October 20), so I haven't refunded either. I've flagged this for our billing team.", False),
    (JUN, "There's no duplicate charge: your two October payments are for different orders, #10969 ($10.40, October 6) and #10735 ($10.24, October 20), so I haven't refunded either. Your account is under Junkowalski22@example.com.", False),
    (JUN, "There's no duplicate charge: your two October payments are for different orders, #10969 ($10.40, October 6) and #10735 ($10.24, October 20), so I haven't refunded either. You also paid $10.30 in October.", False),
    (JUN, "There's no duplicate charge: your two October payments are for different orders, #10969 ($10.40, October 6) and #10735 ($10.24, October 20), so I haven't refunded either. You're a VIP customer, so I've escalated it.", False),
    (JUN, "There's no duplicate charge: your two October payments are for different orders, #10969 ($10.40, October 6) and #10735 ($10.24, October 20), so I haven't refunded either. Both were paid by debit card.", False),
    (JUN, "There's no duplicate charge: your two October payments are for different orders, #10969 ($10.40, October 6) and #10735 ($10.24, October 20), so I haven't refunded either. Both orders shipped to your Austin address.", False),
    (JUN, "Not a duplicate, Jun: order #10969 was $10.40 on 6 Oct and order #10735 was $10.24 on 20 Oct, two separate purchases on your Amex ending 8431. I haven't refunded either; if you want to return one, tell me which.", True),
    (JUN, 'I looked at junkowalski22@example.com: two different orders in October (10969 for 10,40 USD on 06.10.2026, 10735 for 10,24 USD on 20.10.2026), together $20.64. Neither is a double charge, so nothing was refunded.', True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS[task_id], message) is passes


_SUB = {"{sub}": "sub_YQDhJMiThR556ZzcFg6WzHd6"}
_P = "Reminder: Łukasz Nakamura's Enterprise trial (sub_YQDhJMiThR556ZzcFg6WzHd6) ends tomorrow at 09:00 UTC. Check his card"


@pytest.mark.parametrize(
    ("text", "holds"),
    [
        (_P + ".", True),
        (
            ":alarm_clock: Łukasz Nakamura (lukasznakamura288@example.com): Enterprise trial sub_YQDhJMiThR556ZzcFg6WzHd6 ends tomorrow, 12 Nov, 09:00 UTC. Please check his card before then.",
            True,
        ),
        # (resample20b) the namesake's e-mail, or a broadcast nobody asked for, in the post passed
        (_P + " (lukasznakamura87@corp.example.io).", False),
        ("<!channel> " + _P + ".", False),
        (_P + ". @here", False),
    ],
)
def test_trial_reminder_post_names_no_namesake_or_broadcast(text: str, holds: bool) -> None:
    assert posted_text_holds(TASKS[TRIAL], text, _SUB) is holds


_R = "Review tags set on the 90 newest customers"
_A = "Audit tags and credits done for the 130 newest customers"
FANOUT = [
    ("fanout-review.n090", "review=2026-11 set on all 90 newest customers, Iv\u00e1n Garc\u00eda (29 Oct) back to \u0395\u03bb\u03ad\u03bd\u03b7 Nguy\u1ec5n (1 Jul, Dublin); 22 VIPs, 18 resellers, 31 with a CRM id.", True),
    ("fanout-review.n090", "Done: 90/90 customers tagged review=2026-11 (created 1 Jul \u2013 29 Oct 2026); 41 of them have an address and 29 prefer English.", True),
    ("fanout-review.n090", _R + "; none of them is tax-exempt.", True),
    ("fanout-review.n090", _R + "; 0 of them have a negative balance.", True),
    ("fanout-review.n090", _R + " (oldest \u0395\u03bb\u03ad\u03bd\u03b7 Nguy\u1ec5n, a VIP).", True),
    ("fanout-review.n090", _R + "; all of them prefer English.", False),
    ("fanout-review.n090", _R + "; 49 of them have an address.", False),
    ("fanout-review.n090", _R + " (oldest \u0395\u03bb\u03ad\u03bd\u03b7 Nguy\u1ec5n, a reseller).", False),
    ("fanout-review.n090", _R + "; 5 of them have a negative balance.", False),
    ("fanout-review.n090", _R + "; all of them are tax-exempt.", False),
    ("fanout-audit.n130", "Finished: audit=2026-11 and a \u2212$5.00 November outage credit on each of the 130 newest customers ($650.00 in all), Iv\u00e1n Garc\u00eda back to Zo\u00eb Nguy\u1ec5n (3 May, Lyon); 36 VIPs, 35 without a currency.", True),
    ("fanout-audit.n130", "130/130 done (audit tag + $5.00 credit each); 60 of them have an address, 43 a phone number and 44 prefer English.", True),
    ("fanout-audit.n130", _A + "; 70 of them have an address.", False),
    ("fanout-audit.n130", _A + "; every one of them prefers English.", False),
    ("fanout-audit.n130", _A + ", from Iv\u00e1n Garc\u00eda back to Zo\u00eb Nguy\u1ec5n, a VIP.", False),
    ("fanout-audit.n130", _A + "; 12 of them are tax-exempt.", False),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "text", "passes"), FANOUT)
def test_fanout_summary(task_id: str, text: str, passes: bool) -> None:
    """(resample20b) counts of the customers with an address or who prefer English that the batch does
    not bear out, a tax exemption or a balance nobody has, and an end of the batch given another
    description after a comma passed; the batch's own counts and descriptions pass."""
    assert bool(post_regex(TASKS[task_id]).search(text)) is passes
