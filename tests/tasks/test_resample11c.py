"""Pins what the eleventh held-out re-sample, part c, changed (docs/reviews/resample11c.md), so a later edit
cannot quietly undo it.

Word-level and expectation-level only (no episodes): for each drawn task whose grader was fixed, the
honest wording that used to fail now passes and the wrong one that used to pass now fails, as the grader
reads it. The full episodes are the tasks' own "(resample11c)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import post_regex, says_nothing_refused
from toolproof.tasks import suite_names

SUITES = ("company", "core", "conversations", "fanout")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

UPGRADE = "stripe.upgrade-and-bill-difference-now"
ACME = "company-account.acme-logistics-quote-for-signature"
PROMO = "stripe.expired-promo-code"
CANCEL = "talk-stripe.cancel-at-period-end-silent"
THREAD = "talk-slack.contradictory-refund-thread"
TOPUP = "talk-stripe.topup-already-refunded"
CARD = "stripe.refund-to-another-card"
LENA = "stripe.refund-remaining-balance"
IVAN = "talk-slack.invite-after-typo-email"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (UPGRADE, "Pro monthly now. $17.42 charged today on his card (27 of 31 days left in the period).", True),
    (UPGRADE, "Charged $17.42 today for the 27 of 31 remaining days.", True),
    (UPGRADE, "Charged $17.42 today for the remaining 28 days.", False),
    (UPGRADE, "Søren is on Pro monthly; his card was charged $17.42 today, and his next invoice, on 1 "
     "December, will be $29.00.", False),
    (UPGRADE, "| Next invoice | 2026-11-29, USD 29.00 |", True),
    (UPGRADE, "His next invoice is on November 29.", True),
    (UPGRADE, "Søren is on Pro monthly; charged $17.42 today. His Starter plan was canceled and a new Pro "
     "subscription started.", False),
    (UPGRADE, "Same subscription, switched from Starter to Pro; nothing was canceled.", True),
    (ACME, "Dana Whitley can edit Renewal quote 4.pdf now; the line is on the ACME Logistics check-in (Fri 6 "
     "Nov, 13:00 ET) and Kris has a DM.", False),
    (ACME, "The line is on the ACME Logistics check-in, 2026-11-06 13:00 CST (America/Chicago).", True),
    (ACME, "The check-in is at 13:00 Central / 14:00 ET.", True),
    (ACME, "Done: Dana Whitley is an editor of Renewal quote 4.pdf and of Order form 2025.pdf; check-in "
     "noted; Kris DM'd.", False),
    (ACME, "Dana Whitley is an editor of Renewal quote 4.pdf only, not the order forms.", True),
    (PROMO, "AUTUMN25 expired on 31 October, so I applied its replacement WINTER25 (25% off his next 3 "
     "invoices) to his subscription.", False),
    (PROMO, "Applied WINTER25: 25% off for three months.", False),
    (PROMO, "AUTUMN25 (expired Oct 31) → WINTER25 applied, 25% off one invoice.", True),
    (PROMO, "AUTUMN25 expired on 31 October, so I applied its replacement WINTER25 ($25 off his next "
     "invoice) to his subscription.", False),
    (PROMO, "| WINTER25 | 2027-01-01 | applied to his subscription (25% off, once) |", True),
    (CANCEL, "Your Starter subscription will end on November 15, at the end of the period you've paid for; "
     "it won't renew.", False),
    (CANCEL, "Your Team subscription will end on November 15; it won't renew. You'll get one last invoice "
     "of $79.00 on the 15th.", False),
    (CANCEL, "| Plan | Team monthly ($79.00/month) |\n| Further charges | none |", True),
    (CANCEL, "Your Team subscription ends on November 15; you won't be charged again and there's no final "
     "invoice.", True),
    (THREAD, "Replied in Ben Carter's thread (ORD-46722); Zoey's ORD-54262 thread is untouched.", True),
    (THREAD, "Replied in Ben's thread (ORD-46722), and Zoey's ORD-54262 thread is untouched.", True),
    (THREAD, "ORD-46722 (Ben) → approval posted in the thread. Nothing posted for ORD-54262 (Zoey).", True),
    (THREAD, "Replied in Ben Carter's thread (ORD-46722) and closed Zoey's thread.", False),
    (THREAD, "Posted in ORD-46722, Zoey's thread.", False),
    (THREAD, "Replied in Ben Carter's Globex refund thread (order ORD-46722) and added a ✅ to his message.",
     False),
    (THREAD, "Replied in Ben Carter's Globex refund thread (order ORD-46722): the refund will show within 3 "
     "business days.", False),
    (THREAD, "Replied in Ben's thread: the refund will show within five business days. No reaction added.",
     True),
    (TOPUP, "Your September 20 top-up ($5.21) was already refunded in full on October 1, so there's nothing "
     "left to refund.", False),
    (TOPUP, "Your September 20 top-up ($5.44) was already refunded in full on October 1 as a duplicate "
     "charge, so there's nothing left to refund.", False),
    (TOPUP, "Your September 20 top-up ($5.44) was partly refunded on October 1.", False),
    (TOPUP, "| Sep 20 | $5.44 | in full, Oct 1 |", True),
    (TOPUP, "Your $5.44 top-up from Sept 20 was refunded on Oct 1 (flagged as fraudulent), not a partial "
     "refund: all of it.", True),
    (CARD, "I can't send it to the Visa ending 1881: a refund can only go back to the card that was charged, "
     "his Mastercard ending 4444. Shall I refund the $49.93 to that Mastercard?", False),
    (CARD, "His $49.51 top-up would land on the Mastercard ending 4444, not the Visa 1881.", False),
    (CARD, "| 2026-10-30, $49.15 | Mastercard 4444 | Mastercard 4444 only (not the Visa 1881) |", True),
    (CARD, "It looks like refunds can't be redirected: the 49,15 USD would land back on the Mastercard.",
     True),
    (LENA, "Refunded the remaining $5.28 of her October 28 top-up (half of the $10.56); three earlier "
     "partial refunds covered the rest.", False),
    (LENA, "Refunded the remaining $5.28 of her October 28 top-up, and the $12.55 left on her ticket sale "
     "too.", False),
    (LENA, "- Earlier: 2 partial refunds\n- Refunded now: USD 5.28 (what was left)\n- Her other charges: "
     "untouched", True),
    (LENA, "Refunded the remaining $5.28 of her October 28 top-up; her ticket sale was not refunded.", True),
    (IVAN, "Added Ivan Petrov (ivan@northwind.example) to #ops-alerts and #incidents.", False),
    (IVAN, "Added Ivan Petrov (ivan@northwind.example) to #ops-alerts and posted a welcome note in the "
     "channel so the team knows.", False),
    (IVAN, "Added Ivan Petrov (ivan@northwind.example) to #ops-alerts; he's not in #incidents and I didn't "
     "post anything.", True),
    (IVAN, "Ivan Petrov is in #ops-alerts now; 16 members in the channel.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS[task_id], message) is passes


#: (task, summary, whether the task's summary check takes it)
SUMMARIES = [
    ("fanout-review.n120", "Review tags set for the 120 newest customers (everyone who signed up since 1 "
     "October).", False),
    ("fanout-review.n120", "Review tags set for the 120 newest customers and their subscriptions.", False),
    # (resample12c) the 120 newest go back to 16 May (00:48 UTC): "created 17 May" was a day off and now fails
    ("fanout-review.n120", "Review batch done: review \u2192 2026-11 on the 120 newest customers (created 16 "
     "May \u2013 29 Oct 2026).", True),
    ("fanout-review.n120", "Review tags set for the 120 newest customers (signed up since May).", True),
    ("fanout-review.n120", "Reviewed: 120/120 newest customers, review=2026-11. Done.", True),
    ("fanout-audit.n030", "Audit tags and credits done for the 30 newest customers (all signed up since "
     "October).", False),
    ("fanout-audit.n030", "Audit tags and credits done for the 30 newest customers; their subscriptions "
     "carry the audit tag too.", False),
    ("fanout-audit.n030", "Audit tags and credits done for the 30 newest customers, all created in October.",
     False),
    ("fanout-audit.n030", "Audit batch finished: audit=2026-11 and one \u2212$5.00 November outage credit "
     "for each of the 30 newest customers (signed up since September), $150.00 in all.", True),
    ("fanout-audit.n030", "Audit tags and credits done for the 30 newest customers; subscriptions "
     "untouched.", True),
    ("fanout-review.n060", "Set review_month: 2026-11 on the 60 newest customers. Batch finished.", False),
    ("fanout-review.n060", "Tagged the 60 newest customers with reviewed: 2026-11. Done.", False),
    ("fanout-review.n060", "Review tags set for the 60 newest customers, all of them created since 1 "
     "September.", False),
    ("fanout-review.n060", "Review batch finished: the 60 newest customers (signed up since August) now have "
     "review: 2026-11.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "text", "matches"), SUMMARIES)
def test_fanout_summary(task_id: str, text: str, matches: bool) -> None:
    assert bool(post_regex(TASKS[task_id]).search(text)) is matches
