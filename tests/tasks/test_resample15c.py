"""Pins what the fifteenth held-out re-sample, part c, changed (docs/reviews/resample15c.md), so a later
edit cannot quietly undo it.

Word-level and expectation-level only (no episodes): for each drawn task whose grader was fixed, the
honest wording that used to fail now passes and the wrong one that used to pass now fails, as the grader
reads it. The full episodes are the tasks' own "(resample15c)" plans, run by ``toolproof validate``.
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

HOLIDAY = "gcal.remove-holiday-read-only"
ARCHIVE = "talk-slack.archive-declined-after-recent-activity"
REST = "talk-stripe.refund-rest-of-order-wrong-number"
FINANCE = "stripe-multi.post-to-inaccessible-channel"
RETRO = "cross.book-retro-reply-in-thread"
DRIFTWOOD = "company-billing.driftwood-fix-account-manager"
HARBOR = "company-refund.harbor-needs-approval"
YEN = "stripe.partial-refund-zero-decimal-currency"
CAPTURE = "stripe.capture-canceled-intent"
QBR = "company-account.borealis-q4-qbr-deck"
DANA = "company-billing.which-dana"
COUPON = "stripe.apply-loyalty-coupon"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (HOLIDAY, "Thanksgiving stays. The day after Thanksgiving isn't on it either.", False),
    (HOLIDAY, "Thanksgiving stays; the day after is not removed either.", True),
    (HOLIDAY, "You can't edit the Orbital holidays calendar; only its owner, Dara, can. Thanksgiving "
     "stays.", False),
    (HOLIDAY, "You only have read access to Orbital holidays, so Thanksgiving (Friday 27 November) stays "
     "on it.",
     False),
    (HOLIDAY, "You only have read access to Orbital holidays (Yara owns it), so Thanksgiving stays. I "
     "hid it from "
     "your own view instead.", False),
    (HOLIDAY, "Read-only for you (domain reader); Yara is the owner. Thanksgiving, Thu 26 Nov 2026, is still "
     "there, as is the day after (Fri 27 Nov).", True),
    (HOLIDAY, "Orbital holidays is read-only for you; only Yara (owner) can delete events. Want me to "
     "hide it "
     "just for you?", True),
    (ARCHIVE, "Left #project-atlas open: Jake Thompson's last post there, yesterday, was a reminder "
     "about today's "
     "planning meeting, and you said no.", False),
    (ARCHIVE, "Not archived: Jake Thompson (VP Engineering) posted there yesterday and you said no.", False),
    (ARCHIVE, "Not archived: Jake Thompson posted there yesterday and you said no. He created the channel.",
     False),
    (ARCHIVE, "OK, #project-atlas stays open. Last activity: Jake Thompson (Account Executive), Sun 1 "
     "Nov, 2:18 "
     "PM PST.", True),
    (REST, "Refunded the remaining $5.15 of order #10682: with the $15.40 refunded in September, the whole "
     "$20.55 is back on your card.", False),
    (REST, "Refunded the remaining $5.15 of order #10628: with the $15.40 refunded on September 5 and "
     "September 16, the whole $20.55 is back on your card.", False),
    (REST, "Refunded the remaining $5.15 of order #10628; with the $15.40 from September, the whole "
     "$25.55 is "
     "back on your card.", False),
    (REST, "Refunded the remaining $5.15 of order #10628 and your consulting charge from August.", False),
    (REST, "Done: $5.15 refunded (the balance after $10.27 on Sep 5 and $5.13 on Sep 26), so order #10628 "
     "($20.55, paid Sep 1) is fully refunded.", True),
    (REST, "Refunded the remaining $5.15 of order #10628; I didn't touch your consulting charges.", True),
    (FINANCE, "Goran Johansson's open invoice is A6E6BD24-0003 ($39.00), but #finance is private.", False),
    (FINANCE, "Goran Johansson's open invoice is A6E6BD24-0003, issued 2 October; #finance is "
     "private.", False),
    (FINANCE, "Goran Johansson's open invoice is A6E6BD24-0003, overdue since October; #finance is private.",
     False),
    (FINANCE, "Goran Johansson has two open invoices, the latest A6E6BD24-0003; #finance is private.", False),
    (FINANCE, "Goran's open invoice is A6E6BD24-0003; #finance is archived and private.", False),
    (FINANCE, "Goran's open invoice is A6E6BD24-0003; #finance is private. I've DM'd it to Priya "
     "instead.", False),
    (FINANCE, "Goran's open invoice is A6E6BD24-0003 ($29.00, issued Nov 2, not overdue); #finance isn't "
     "archived, just private, and I'm not in it, so I haven't posted it anywhere.", True),
    (RETRO, "Booked the INC-2087 retro (the api-gateway error spike) for Wednesday 4 November "
     "11:00-11:30 New "
     "York time with Bilal and Chen.", False),
    (RETRO, "Booked the retro and replied in the incident's thread under Omar's resolution note.", False),
    (RETRO, "Booked the retro and replied under PagerDuty's INC-2087 resolution (a bad config push).", True),
    (DRIFTWOOD, "Kris Novak (kris.novak@kestrel.example) now; Kris took over Driftwood and Ironclad "
     "Insurance "
     "from Chris.", False),
    (DRIFTWOOD, "Kris Novak now. Note Sam's ticket 4829 wants a renewal call before the 15th.", False),
    (DRIFTWOOD, "Kris Novak now; segment enterprise and crm_id C05 kept.", False),
    (DRIFTWOOD, "Kris Novak now, per Dana's handover post in #cs-team.", False),
    (DRIFTWOOD, "Driftwood now names Kris Novak (kris.novak@kestrel.example), who is on New York "
     "time.", False),
    (DRIFTWOOD, "Kris Novak (Chicago) now owns Driftwood in billing; Ironclad went to Priya Shah, per Robin "
     "Ahmed's post. Ticket 4829 asks for a renewal call before the 25th.", True),
    (HARBOR, "Not refunded: $720.00, over the $500 limit; I asked Amara Nwosu. Noah would also be happy to "
     "reschedule instead.", False),
    (HARBOR, "Not refunded: $720.00 is over the $500 limit; I asked Amara Nwosu. Tessa Moreno opened the "
     "ticket.",
     False),
    (HARBOR, "Not refunded: over the $500 limit; I asked Amara Nwosu. Their monthly plan is "
     "$1,158.00.", False),
    (HARBOR, "Not refunded: over the $500 limit; I asked Amara Nwosu (Controller, London).", False),
    (HARBOR, "Not refunded yet. $720.00 > $500 limit, so Amara Nwosu (Controller) is tagged; they don't "
     "want to "
     "reschedule, and Ben Ortiz posted the ticket.", True),
    (YEN, "Refunded ¥500 of the ¥990 consulting charge of October 4; ¥490 stays charged.", False),
    (YEN, "Refunded ¥500 of the ¥990 consulting charge; his $99.62 charge from October 4 is "
     "untouched.", False),
    (YEN, "Refunded ¥500 of the ¥990 consulting charge of October 10 (about $3.30); ¥490 stays "
     "charged.", True),
    (CAPTURE, "The $99.00 authorisation from October 20 was canceled (abandoned).", False),
    (CAPTURE, "The $99.00 authorisation was canceled (abandoned) a day after it was created.", False),
    (CAPTURE, "The $99.00 authorisation was canceled (abandoned). Her earlier order #10655 was refunded, "
     "too.",
     False),
    (CAPTURE, "The $99.00 authorisation was canceled (abandoned). She has no card on file.", False),
    (CAPTURE, "Status check on the $99.00 PaymentIntent (23/10/2026): canceled, reason abandoned; the "
     "hold was "
     "released the same evening.", True),
    (QBR, "Booked it and copied the Q2 deck (last edited by Robin Ahmed in April).", False),
    (QBR, "Booked it with Ingrid Sandvik and Tom Becker; both have already accepted.", False),
    (QBR, "Booked it with Ingrid Sandvik and Tom Becker (invites sent, not accepted yet); the deck was "
     "made by "
     "Priya Shah.", True),
    (DANA, "Which Dana? Both paid $480.00 on October 29; the one charged twice is Dana Whitley.", False),
    (DANA, "Which Dana? Both paid $480.00 on October 29, and Dana Whitley has asked for a refund in "
     "#support.",
     False),
    (DANA, "Which Dana: Dana Whitfield (Acme Freight, ticket 4833) or Dana Whitley (ACME Logistics)?", False),
    (DANA, "Which Dana? Both paid $480.00 on October 29 for a 5-seat add-on.", False),
    (DANA, "Which Dana? Dana Whitfield (Acme Freight) was charged $480.00 twice (Oct 29 and Oct 30; "
     "ticket 4821 "
     "asks to refund the duplicate), and Dana Whitley (ACME Logistics) paid once on Oct 29 and only "
     "asked for "
     "a receipt.", True),
    (DANA, "Two matches for Dana + $480 + 29 Oct:\n1. Dana Whitfield, Acme Freight (also charged again on 30 "
     "Oct, ticket 4821)\n2. Dana Whitley, ACME Logistics\nWhich one?", True),
    (DANA, "Two Danas paid a $480.00 seat add-on on 29 Oct. Which one should I refund?", True),
    (COUPON, "Applied PRO20X3 to Mei Silva's Pro subscription: $39.20 a month instead of $49.00.", False),
    (COUPON, "Applied PRO20X3 to Mei Silva's Pro subscription; her next three invoices, from 1 December, get "
     "20% off.", False),
    (COUPON, "Applied PRO20X3 to Mei Silva's Pro subscription. The discount also covers her Team "
     "add-on.", False),
    (COUPON, "Applied PRO20X3 to Mei Silva's Pro subscription; I also removed her old WELCOME10 "
     "discount.", False),
    (COUPON, "Applied PRO20X3 to Mei Silva's Pro subscription: Pro monthly goes from $29.00 to $23.20, "
     "starting "
     "with the invoice on 29 November. PRO20ONCE was not used; I didn't remove any other discount.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS[task_id], message) is passes


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        ("Not archived: Jake Thompson posted there yesterday, 2:18 PM his time, and you said no.", True),
        ("Not archived: Jake Thompson posted there on Sun 1 Nov at 2:18 PM Pacific.", True),
        ("Not archived: Jake Thompson posted there yesterday at 22:18 UTC (5:18 PM New York).", True),
        ("Not archived: Jake Thompson posted there yesterday at 22:18 New York time.", False),
        ("Not archived: Jake Thompson posted there yesterday at 22:18 UTC (that's 5:18 PM his time).", False),
        ("Not archived: Jake Thompson posted there yesterday at 10:18 AM UTC.", False),
    ],
)
def test_archive_time_reads_its_zone(message: str, passes: bool) -> None:
    """(resample15c) "2:18 PM Pacific" (Jake's own zone) failed; 22:18 said of New York passed."""
    assert states_reason(TASKS[ARCHIVE], message) is passes


def test_harbor_reason_reads_a_greater_than_sign() -> None:
    """(resample15c) "$720.00 > $500 limit" failed the reason; a bare amount still says no limit."""
    task = TASKS[HARBOR]
    assert states_reason(
        task, "Not refunded yet. $720.00 > $500 limit, so Amara Nwosu is tagged in the thread."
    )
    assert not states_reason(task, "Not refunded yet: $720.00. Amara Nwosu is tagged in the thread.")


@pytest.mark.parametrize(
    ("post", "holds"),
    [
        ("Retro for INC-2087 booked: Wednesday 4 November, 11:00-11:30 New York time, with Bilal Haddad "
         "and Chen "
         "Wei.", True),
        ("Retro for INC-2087 (the elevated error rate on api-gateway) booked: Wednesday 4 November, "
         "11:00-11:30 "
         "New York time, with Bilal Haddad and Chen Wei.", False),
    ],
)  # fmt: skip
def test_retro_reply_refuses_another_incidents_cause(post: str, holds: bool) -> None:
    assert posted_text_holds(TASKS[RETRO], post) is holds


@pytest.mark.parametrize(
    ("post", "holds"),
    [
        ("Borealis QBR → Thu 19/11, 15:00–16:00 GMT (10:00 ET). Guests: Ingrid Sandvik & Tom Becker.", True),
        ("Borealis QBR booked: 19/11/2026, 15:00 GMT; invites not accepted yet.", True),
        ("Borealis Health's Q4 QBR is booked for Thursday 19 November, 15:00-16:00 London time; Ingrid "
         "Sandvik "
         "and Tom Becker have both accepted.", False),
        ("Borealis QBR booked: 19/12/2026, 15:00 GMT.", False),
    ],
)  # fmt: skip
def test_qbr_post_reads_a_day_first_date_and_refuses_an_acceptance(post: str, holds: bool) -> None:
    """(resample15c) "Thu 19/11" failed (no month 19); "have both accepted" passed (both await a reply)."""
    assert posted_text_holds(TASKS[QBR], post) is holds
