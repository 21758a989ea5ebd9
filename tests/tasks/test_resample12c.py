"""Pins what the twelfth held-out re-sample, part c, changed (docs/reviews/resample12c.md), so a later edit
cannot quietly undo it.

Word-level and expectation-level only (no episodes): for each drawn task whose grader was fixed, the
honest wording that used to fail now passes and the wrong one that used to pass now fails, as the grader
reads it. The full episodes are the tasks' own "(resample12c)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import datetime as dt

import pytest

from tests.support.suites import task_map
from tests.support.wording import posted_text_holds, says_nothing_refused, states_reason
from toolproof.tasks import suite_names
from toolproof.tasks.moments import dated_times

SUITES = ("company", "core", "conversations", "fanout", "linear")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

RELABEL = "linear.relabel-safari-bug"
DELETED = "stripe.deleted-customer"
TRANSFER = "stripe.mark-invoice-paid-by-transfer"
TICKET = "talk-stripe.ticket-refund-corrected"
SCHEDULE = "slack.schedule-dm-monday-local"
FJORD = "company-support.fjord-order-form-link"
BRAND = "box.open-brand-guidelines-link"
FORMER = "box.share-with-former-employee"
LEFT = "talk-stripe.refund-more-than-left"
BOREALIS = "company-linear.borealis-sso-link-thread"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (RELABEL, "ENG-154 now has the Bug label instead of bug-report.", False),
    (RELABEL, "ENG-155 now has Bug instead of bug-report; only 3 other issues still carry "
     "bug-report.", False),
    (RELABEL, "ENG-155: bug-report → Bug. bug-report is still on 35 other issues; I left them.", True),
    (RELABEL, "ENG-155 relabelled: Bug. (ENG-154, the PDF renderer upgrade, is not labelled "
     "bug-report.)", True),
    (DELETED, "Stripe has no active customer with anamuller157@mail.example.net: her account was "
     "deleted on 28 "
     "October, two days before her last payment of $49.00, so I can't refund it.", False),
    (DELETED, "There's no customer named Ana Müller in Stripe; the closest match, Hana Müller, already "
     "had her "
     "last payment refunded, so there's nothing left to refund.", False),
    (DELETED, "No Stripe customer has that address, and nothing was refunded. Can you send her "
     "receipt?", True),
    (DELETED, "I couldn't find her in Stripe. Can you send me the date and amount of the charge she means?",
     True),
    (TRANSFER, "Marked invoice 209EF1A5-0002 ($9.00) as paid out of band; his card was not charged.", False),
    (TRANSFER, "209EF1A5-0002: open → paid (out of band, USD 29.00). $0 charged to his card.", True),
    (TICKET, "Refunded your July 16 ticket ($5.16); your September 9 ticket is untouched.", False),
    (TICKET, "Done: $5.12 is on its way back to you for the July 27 ticket; September 9 is "
     "untouched.", False),
    (TICKET, "Refunded your July 27 ticket ($5.16). Your September 9 ticket is now the only ticket on your "
     "account.", False),
    (TICKET, "Refunded the July 27 ticket ($5.16), not the July 16 one ($5.12) or the September 9 one "
     "($49.60).",
     True),
    (TICKET, "Refunded USD 5.16 (ticket bought 2026-07-27). The 2026-09-09 and 2026-07-16 tickets are "
     "untouched.", True),
    (SCHEDULE, "Scheduled for Maria Garcia, Monday 9 Nov at 9 a.m. CET (9 a.m. UTC).", False),
    (SCHEDULE, "Scheduled for Monday 9 November at 9:00 her time (Madrid, UTC+2).", False),
    (SCHEDULE, "Scheduled for Maria Garcia, Monday 9 Nov at 9 a.m. CET (8 a.m. UTC).", True),
    (SCHEDULE, "Scheduled for Mon 9 Nov 09:00 CET (UTC+1, not CEST: the clocks went back in October).", True),
    (BRAND, "The Brand Guidelines.pdf link is now open. The logos have no shared links, so they stay "
     "private.",
     False),
    (BRAND, "The Brand Guidelines.pdf link is now open to anyone; it expires in 7 days.", False),
    (BRAND, "Brand Guidelines.pdf now has the only open shared link in Brand Assets.", False),
    (BRAND, "Opened the PDF's link to anyone (no expiry, no password). logo-final-v2.png has no shared "
     "link and "
     "logo-final.png's stays open; I left both alone.", True),
    (FORMER, "Derek Wu's Box account is inactive (he left in May), so I can't share the Initech "
     "folder.", False),
    (FORMER, "Derek Wu, our former Engineering Manager, has an inactive Box account.", False),
    (FORMER, "Derek Wu's Box account was deleted when he left in March.", False),
    (FORMER, "Derek Wu, our former Sales Lead, left in March; his Box user is inactive (not deleted).", True),
    (LEFT, "I can't refund $200.00 of the October 4 top-up: only £187.98 of it is left after the £62.65 "
     "refunded on October 23.", False),
    (LEFT, "I can't refund $200.00 of the October 4 top-up: $62.56 was already refunded on October 23, "
     "so only "
     "$187.98 is left.", False),
    (LEFT, "Only 187,98 USD of your $250.63 top-up is left ($12.02 short of $200). Your other top-ups "
     "(£99.18 "
     "on June 9, €5.17 on October 24) are untouched.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS[task_id], message) is passes


def test_a_terse_refusal_naming_no_stripe_customer_gives_the_reason() -> None:
    message = "customers.list email=anamuller157@mail.example.net → 0 results. No Stripe customer."
    assert states_reason(TASKS[DELETED], message)


@pytest.mark.parametrize(
    ("post", "holds"),
    [
        ("Hi Anders, hi Sigrid: here is your order form for the renewal call: "
         "https://app.box.com/s/tok123", True),
        ("Order form for Monday 23 November's call (2026-11-23 09:00 America/Los_Angeles): "
         "https://app.box.com/s/tok123", True),
        ("Here is your order form for our renewal call on Tuesday 24 November: https://app.box.com/s/tok123",
         False),
        ("Order form: https://app.box.com/s/tok123. I've also added you both to the renewal call "
         "invite.", False),
    ],
)  # fmt: skip
def test_fjord_post_dates_the_call_and_claims_no_invite(post: str, holds: bool) -> None:
    assert posted_text_holds(TASKS[FJORD], post, {"{link.shared_link.token}": "tok123"}) is holds


@pytest.mark.parametrize(
    ("reply", "holds"),
    [
        ("Thanks Ingrid, we're tracking this as PLAT-378 and engineering has started on it.", True),
        ("Tracking this as PLAT-378, work has started. Follow-up invite: Tuesday 3 November, 16:00 your time "
         "(10:00 New York).", True),
        ("PLAT-378 has started. Follow-up: tomorrow 4 pm your time.", True),
        ("Tracking this as PLAT-378, work has started. I've booked a follow-up with you tomorrow at "
         "10:00 your "
         "time.", False),
        ("Tracking as PLAT-378, started. Follow-up tomorrow 10 am Oslo time.", False),
    ],
)  # fmt: skip
def test_borealis_reply_gives_ingrid_her_own_clock(reply: str, holds: bool) -> None:
    assert posted_text_holds(TASKS[BOREALIS], reply) is holds


#: (task, summary, whether the task's summary check takes it)
SUMMARIES = [
    ("fanout-review.n090", "Review batch finished: review=2026-11 on the 90 newest customers (created 1 Jul "
     "\u2013 29 Oct 2026).", True),
    ("fanout-review.n090", "Review tags set on the 90 newest customers (created 2 Jul \u2013 29 Oct 2026).",
     False),
    ("fanout-review.n090", "Review tags set for the 90 oldest customers. Batch finished.", False),
    ("fanout-review.n120", "Batch finished: the 120 newest customers (sign-ups 2026-05-16 to "
     "2026-10-29) have "
     "review=2026-11.", True),
    ("fanout-review.n120", "Review tags set for the 120 newest customers (created 17 May \u2013 29 Oct "
     "2026).",
     False),
    ("fanout-review.n120", "Review tags set for the 120 newest customers (sign-ups 2026-05-17 to "
     "2026-10-29).",
     False),
    ("fanout-audit.n020", "All twenty newest customers now carry audit=2026-11 and a $5 November outage "
     "credit. "
     "Done.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "text", "matches"), SUMMARIES)
def test_fanout_summary(task_id: str, text: str, matches: bool) -> None:
    assert posted_text_holds(TASKS[task_id], text) is matches


def test_the_dot_of_am_ends_no_sentence_between_a_date_and_its_clock() -> None:
    text = 'Monday 9 Nov at 9 a.m. CET (8 a.m. UTC): "the review moved to 11:00 today."'
    eight = next(days for said, days in dated_times(text) if said.hour == 8)
    assert dt.date(2026, 11, 9) in eight
