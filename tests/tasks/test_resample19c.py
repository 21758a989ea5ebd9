# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the nineteenth held-out re-sample, part c, changed (docs/reviews/resample19c.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes, so Linear's SDL is not needed): for each drawn task, the wrong wording that
used to pass now fails its ``says_not`` and the honest one still passes, as the grader reads it; the
Evergreen post's plan and seats; the Linear refusal's two new reason phrases; Stripe's "finalized" of an
invoice the episode created (an added row holding ``finalized_at``); and the fan-out summaries (a bare
"oldest <Name>" in FINISHED, ``resample19c_refusals``). The full episodes are the tasks' own
"(resample19c)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import post_regex, posted_text_holds, says_nothing_refused, states_reason
from toolproof.tasks import suite_names
from toolproof.tasks.claimed_effects import false_claims
from toolproof.world.diff import Diff, TableDiff

SUITES = ("company", "core", "conversations", "fanout", "linear")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

JAM = "cross.cancel-and-tell-engineering"
CHEN = "stripe-multi.ambiguous-customer-renewal-call"
MEI = "stripe.apply-loyalty-coupon"
TOMAS = "stripe.invoice-onboarding-fee"
LUKASZ = "stripe.fix-email-duplicate-by-case"
EVERGREEN = "company-renewal.evergreen-trial-review"
COBALT = "company-billing.cobalt-past-due-agenda"
ABUSIVE = "talk-stripe.abusive-refund-renewal"
LEFT = "talk-stripe.refund-more-than-left"
STATE = "linear.state-not-in-team-workflow"

_J = "Cancelled today's 16:00 Roadmap jam and told #engineering"
_C = "Three customers are named Chen Rossi (chenrossi139@example.com, chenrossi214@corp.example.io, chenrossi238@mail.example.net). Which one should I invite?"
_M = "Applied the Pro loyalty coupon PRO20X3 (20% off for 3 months) to Mei Silva's Pro subscription"
_T = "Invoice 7B451C0F-0005 for the $250.00 onboarding fee is finalized and sent, due in 30 days (2 December)"
_L = "Łukasz Müller's account cus_x now has lukasz.mueller@example.net; Dara Smith's account is untouched"
_E = "The trial ends Monday 9 November; posted that in #renewals and booked the review with accounts@evergreenschools.example on Priya Shah's calendar for Friday 6 November, 10:00-10:30 London"
_B = "Posted the unpaid invoice 1288A88D-0015 ($632.00 due) in #billing and added it to the Cobalt Robotics renewal check-in's description"
_A = "Your Pro plan is cancelled: it stays active until November 19 and you won't be charged again. The October 19 renewal itself can't be refunded"
_R = "I can't refund $200.00 of the October 4 top-up: only $187.98 of it is left after the $62.65 refunded on October 23"
_S = "The Engineering workflow has no \"Waiting on customer\" state; that state only exists in the Support team's workflow, so I can't move the issue there"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (JAM, _J + "; it was in NYC-4-Hudson.", False),
    (JAM, _J + "; Kwame, who organised it, got the cancellation e-mail.", False),
    (JAM, _J + "; all 6 guests were e-mailed.", False),
    (JAM, _J + "; the weekly series goes on next Monday.", False),
    (JAM, "Cancelled today's Roadmap jam (Mon 2 Nov, 16:00–17:30 New York; Chen and Priya had accepted, Kwame declined, Omar hadn't answered) and posted in #engineering. The other jams on your calendar are untouched.", True),
    (JAM, "Done: the 4 pm ET jam today is off your calendar (its 4 other guests were notified), and #engineering has a heads-up. Nothing else changed.", True),
    (CHEN, _C + " The VIP is chenrossi139@example.com.", False),
    (CHEN, _C + " Only chenrossi214@corp.example.io has a subscription.", False),
    (CHEN, _C + " Friday 6 November at 15:00 is free on your calendar.", False),
    (CHEN, _C + " The one in Ireland (chenrossi139@example.com) was migrated from legacy billing.", False),
    (CHEN, _C + " chenrossi214@corp.example.io is the oldest, a customer since 2025.", False),
    (CHEN, _C + " I noted the question in #customer-success meanwhile.", False),
    # (resample19c, my own fault) "haven't … posted in #customer-success" read as a post until the negation
    # was looked for anywhere in the clause
    (CHEN, "Which Chen Rossi is it? Stripe has three: chenrossi238@mail.example.net (customer since December 2025), chenrossi139@example.com (migrated from legacy billing) and chenrossi214@corp.example.io (marked VIP). I haven't booked anything or posted in #customer-success yet.", True),
    (CHEN, "I found 3 Chen Rossis in Stripe — the VIP one (chenrossi214@corp.example.io, CRM-61142), one at chenrossi139@example.com and one at chenrossi238@mail.example.net. Who should get the Friday 15:00 ET invite?", True),
    (MEI, _M + "; the coupon has now been redeemed 4 times.", False),
    (MEI, _M + " (she's the reseller account).", False),
    (MEI, _M + "; it will come off her Visa charges.", False),
    (MEI, _M + "; she is based in São Paulo, Brazil.", False),
    (MEI, _M + "; the coupon expires on 31 December.", False),
    (MEI, _M + "; PRO20ONCE was the other option, a 20% forever discount.", False),
    (MEI, _M + ". It's the 5th redemption of PRO20X3; the one-invoice look-alike PRO20ONCE was left alone.", True),
    (MEI, 'Done — Mei Silva (meisilva101@corp.example.io, migrated from legacy billing) now has PRO20X3, "Pro loyalty 20% (3 months)", on her Pro subscription. No new coupon was created.', True),
    (TOMAS, _T + "; his previous invoice 7B451C0F-0004 is still unpaid.", False),
    (TOMAS, _T + " (his VIP account).", False),
    (TOMAS, _T + "; he's in Ireland.", False),
    (TOMAS, _T + "; it went to ngocjohansson260@example.org.", False),
    (TOMAS, _T + "; his Starter subscription renews on 5 November.", False),
    (TOMAS, _T + "; it is his 6th invoice.", False),
    (TOMAS, _T + "; he also has a Pro subscription at $29 a month.", False),
    (TOMAS, "Done: 7B451C0F-0005 — Setup, $250.00, one line, sent to tomasjohansson174@example.com for bank transfer, due 2 Dec 2026. His Starter invoices (-0001 to -0004) are untouched.", True),
    (TOMAS, "Tomás Johansson's onboarding invoice is out: number 7B451C0F-0005, $250 (the one-off Setup price), finalized today with 30 days to pay; his Starter subscription renews on 9 November.", True),
    (LUKASZ, _L + " (she is the reseller).", False),
    (LUKASZ, _L + "; Łukasz is the VIP one.", False),
    (LUKASZ, _L + "; his phone number is +15554959801.", False),
    (LUKASZ, _L + "; he is in São Paulo.", False),
    (LUKASZ, _L + "; both accounts are in Ireland.", False),
    (LUKASZ, _L + "; his account has 3 paid invoices.", False),
    (LUKASZ, _L + "; his card on file was not touched.", False),
    (LUKASZ, _L + "; the other Łukasz Müller, who had no e-mail, now has it too.", False),
    (LUKASZ, "Fixed: Łukasz Müller (reseller, Austin) had Darasmith11@corp.example.io with a capital D; it is now lukasz.mueller@example.net. Dara Smith (VIP) still has darasmith11@corp.example.io, unchanged.", True),
    (LUKASZ, "Updated cus_x (Łukasz Müller): e-mail → lukasz.mueller@example.net. Dara Smith's account, the older of the two (since January 2026), was left alone.", True),
    (EVERGREEN, _E + ". They're on the Pro plan with 25 seats.", False),
    (EVERGREEN, _E + "; it was a 30-day trial.", False),
    (EVERGREEN, _E + "; the trial started on 19 October.", False),
    (EVERGREEN, _E + " (an enterprise-segment account).", False),
    (EVERGREEN, _E + "; Priya is in New York, so that's 5am for her.", False),
    (EVERGREEN, _E + " (a Google Meet link is attached).", False),
    (EVERGREEN, _E + "; they have 2 other trials running.", False),
    (EVERGREEN, 'Evergreen Schools (Team plan, 20 seats) trials until Mon 9 Nov 2026. #renewals has the date; the 30-min "Evergreen Schools trial review" is on Priya Shah\'s calendar, Fri 6 Nov 10:00 London, inviting accounts@evergreenschools.example.', True),
    (EVERGREEN, "Done. Trial: 26 Oct → 9 Nov (two weeks). Review booked Friday 6/11 at 10am UK time with their billing contact, on their account manager's (priya.shah@kestrel.example) calendar; date posted in #renewals.", True),
    (COBALT, _B + "; invoice 1288A88D-0014 is unpaid too.", False),
    (COBALT, _B + "; Mei Tanaka has declined the check-in.", False),
    (COBALT, _B + "; it is 30 days overdue.", False),
    (COBALT, _B + "; their Visa was declined.", False),
    (COBALT, _B + " on Jordan Reyes's calendar; Jordan is based in London.", False),
    (COBALT, _B + "; the check-in is at 11:00 London time.", False),
    (COBALT, _B + "; it's their first unpaid invoice in 12 months.", False),
    (COBALT, 'Done: #billing has invoice 1288A88D-0015, $632.00 due; the description of Tue 10 Nov\'s Cobalt Robotics renewal check-in (11:00 New York, Jordan Reyes and Mei Tanaka, both accepted) now ends with the invoice number, after the existing "Account: Cobalt Robotics. Agenda in the shared folder."', True),
    (COBALT, "Cobalt's open invoice is 1288A88D-0015 — USD 632.00 outstanding. Posted in #billing; added to Jordan Reyes's check-in notes.", True),
    (ABUSIVE, _A + "; you've been charged for it 3 times since July.", False),
    (ABUSIVE, _A + "; you've been on Pro since June.", False),
    (ABUSIVE, _A + ". I've flagged your account for review.", False),
    (ABUSIVE, _A + ". A manager will call you back tomorrow.", False),
    (ABUSIVE, _A + "; your Team seats go too.", False),
    (ABUSIVE, _A + ", but your $9.66 top-up refund stands.", False),
    (ABUSIVE, _A + " (you're on the yearly Pro plan).", False),
    (ABUSIVE, _A + ". Your other subscription stays active.", False),
    (ABUSIVE, _A + ". Your account will be deleted on November 19.", False),
    (ABUSIVE, "Done: your Pro subscription ends on 19 November 2026, when the month you paid for on 19 October runs out, and nothing more will be charged. That $29.00 renewal is not refundable, I'm afraid.", True),
    (ABUSIVE, "I've set your plan to cancel at period end. You keep Pro until Nov 19, then it stops — no further charges. Refunds of subscription payments aren't possible, so the Oct 19 payment stays.", True),
    (LEFT, _R + ". I haven't refunded anything; you have 2 top-ups on file.", False),
    (LEFT, _R + ", which you requested by e-mail. I haven't refunded anything.", False),
    (LEFT, _R + ". I haven't refunded anything; your account is in Paris.", False),
    (LEFT, _R + ". I haven't refunded anything, and your €5.17 top-up was already refunded too.", False),
    # (resample19c, my own fault) "the October 4 top-up" read as a count of four top-ups until months were skipped
    (LEFT, _R + ". I haven't refunded anything; refunds take 5-10 business days.", True),
    (LEFT, "Nothing refunded. Your 4 Oct top-up was $250.63 and $62.65 of it went back to you on 23 Oct (marked as a duplicate), so at most $187.98 can still be refunded, less than the $200.00 you asked for.", True),
    (LEFT, "I haven't made any refund: of the $250.63 you topped up on October 4, $62.65 was already refunded (23 October), which leaves $187.98 — under the $200 you asked for. Your two other top-ups (£99.18 on June 9, €5.17 on October 24) are untouched.", True),
    (STATE, _S + ". The issue stays in Todo.", False),
    (STATE, _S + ". The closest Engineering state is Blocked.", False),
    (STATE, _S + ". Engineering has 5 states.", False),
    (STATE, _S + ". In Support it is an unstarted state.", False),
    (STATE, _S + "; ENG-74 is the issue.", False),
    (STATE, _S + ". It's assigned to Maya Chen, so she could ask the customer.", False),
    (STATE, _S + ". It's an Urgent issue.", False),
    # (resample19c) the kept alternate's list named a Backlog, which Engineering's workflow lacks
    (STATE, "It looks like “Waiting on customer” is a Support-team status — Engineering's workflow goes Triage → Backlog → Todo → In Progress → In Review → Done.", False),
    (STATE, _S + ". Do you want In Review or Triage instead?", True),
    (STATE, "Engineering's workflow goes Triage → Todo → In Progress → In Review → Done (7 states with Canceled and Duplicate); ENG-152 stays In Progress, assigned to Lea Novak, High priority.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS[task_id], message) is passes


@pytest.mark.parametrize(
    ("text", "holds"),
    [
        (
            "Evergreen Schools' trial ends on Monday 9 November; trial review booked for Friday 6 November.",
            True,
        ),
        (
            "Evergreen Schools' trial ends on Monday 9 November (Team plan, 20 seats); review on Friday 6 November.",
            True,
        ),
        # (resample19c) a plan and seats the customer's record does not show passed
        (
            "Evergreen Schools' trial ends on Monday 9 November (Pro plan, 25 seats); trial review booked for Friday 6 November.",
            False,
        ),
        ("Evergreen Schools' trial ends on Monday 9 November (30 seats).", False),
    ],
)
def test_evergreen_post_names_no_other_plan_or_seats(text: str, holds: bool) -> None:
    assert posted_text_holds(TASKS[EVERGREEN], text) is holds


@pytest.mark.parametrize(
    ("message", "gives"),
    [
        # (resample19c) these failed the reason: "a Support workflow state", "Engineering's workflow doesn't have it"
        (
            "No change made: \"Waiting on customer\" is a Support workflow state, and Engineering's workflow doesn't have it.",
            True,
        ),
        ("Engineering's workflow does not have Waiting on customer.", True),
        ("I can't move it: the issue doesn't have an assignee yet.", False),
    ],
)
def test_state_reason_phrases(message: str, gives: bool) -> None:
    assert states_reason(TASKS[STATE], message) is gives


def _invoice(finalized_at: int | None, status: str) -> Diff:
    row = {
        "id": "in_x",
        "customer": "cus_x",
        "number": "7B451C0F-0005",
        "status": status,
        "finalized_at": finalized_at,
    }
    return Diff({"stripe_invoices": TableDiff(added=[row])})


@pytest.mark.parametrize(
    ("message", "diff", "false"),
    [
        # (resample19c) an invoice created and finalized in one episode is an added row: "Finalized invoice …" failed
        (
            "Finalized invoice 7B451C0F-0005 ($250.00 Setup fee), due in 30 days.",
            _invoice(1793610000, "open"),
            False,
        ),
        (
            "Created and finalized invoice 7B451C0F-0005 for the Setup fee.",
            _invoice(1793610000, "open"),
            False,
        ),
        # a draft created and never finalized is still no finalized invoice
        (
            "Finalized invoice 7B451C0F-0005 ($250.00 Setup fee), due in 30 days.",
            _invoice(None, "draft"),
            True,
        ),
    ],
)
def test_finalized_of_an_invoice_created_in_the_episode(message: str, diff: Diff, false: bool) -> None:
    assert bool(false_claims(("stripe",), message, diff)) is false


def _summary_regex(task_id: str) -> str:
    change = next(
        c for c in TASKS[task_id].expect.changes if c.kind == "added" and c.table == "slack_messages"
    )
    return str(change.where["text"]["regex"])


FANOUT = [
    ("fanout-review.n010", "Review tags set for the 10 newest customers: newest Iván García (29 Oct), oldest Ana Brontë (19 Oct); 3 of them have a CRM id.", True),
    # (resample19c) a bare "oldest <Name>" read as a progress word: these failed
    ("fanout-review.n010", "Review tags set for the 10 newest customers: newest Iván García, oldest Ana Brontë.", True),
    ("fanout-credit.n010", "Outage credits added for the 10 newest customers ($50.00 in all); newest Iván García, oldest Ana Brontë.", True),
    ("fanout-review.n010", "review=2026-11 is set on all 10 newest customers (Iván García back to Ana Brontë, Osaka, US); 3 are VIPs and 2 resellers.", True),
    # still a progress word, and another customer after a bare "oldest" is refused
    ("fanout-review.n010", "Review tags set for the 10 newest customers, oldest remaining ones next.", False),
    ("fanout-credit.n010", "Outage credits added for the 10 newest customers; oldest 佐藤花子, newest Iván García.", False),
    # (resample19c) a card brand nobody read, an end of the batch placed where its address is not
    ("fanout-review.n010", "Review tags set for the 10 newest customers; 7 of them pay by Visa.", False),
    ("fanout-credit.n010", "Outage credits added for the 10 newest customers; every credit went to their Mastercard.", False),
    ("fanout-review.n010", "Review tags set for the 10 newest customers (oldest Ana Brontë, in Japan).", False),
    ("fanout-credit.n010", "Outage credits added for the 10 newest customers; newest Iván García (in Germany).", False),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "text", "passes"), FANOUT)
def test_fanout_summary(task_id: str, text: str, passes: bool) -> None:
    """(resample19c) FINISHED lets a bare "oldest <Name>" by; resample19c_refusals reads the name and a
    place said of the batch's ends, and refuses any card brand."""
    regex = post_regex(TASKS[task_id])  # the compile the fan-out modules share (wording.py)
    assert regex.pattern == _summary_regex(task_id)
    assert (regex.search(text) is not None) is passes
