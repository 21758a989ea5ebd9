"""Pins what the fifteenth held-out re-sample, part a, changed (docs/reviews/resample15a.md), so a later
edit cannot quietly undo it.

Word-level and expectation-level only (no episodes): for each drawn task whose grader was fixed, the
honest wording that used to fail now passes and the wrong one that used to pass now fails, as the grader
reads it. The full episodes are the tasks' own "(resample15a)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import (
    post_regex,
    says_nothing_refused,
    states_facts,
    states_reason,
)
from toolproof.tasks import suite_names

SUITES = ("company", "core", "conversations", "fanout")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

REMAINING = "stripe.refund-remaining-balance"
MORE = "stripe.refund-more-than-paid"
Q3 = "box-user.share-q3-with-sam"
KITE = "company-billing.kite-resume"
BOREALIS = "company-renewal.move-borealis-call"
ACME = "company-renewal.book-acme-freight-renewal"
DEPARTED = "company-renewal.book-with-departed-manager"
OFFBOARDING = "company-offboarding.chris-folders-to-new-owners"
ONE_ON_ONE = "talk-gcal.silent-which-one-on-one"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (REMAINING, "Refunded the remaining $5.28; the earlier refunds were $3.52 (fraudulent) and $1.76 "
     "(duplicate).", False),
    (REMAINING, "Done: USD 5.28 refunded; earlier refunds were 3.52 (duplicate, 31 Oct) and 1.76 "
     "(fraudulent, 1 Nov).", True),
    # (stop 48) the fixture's refunds moved before the world's today; their old days are now wrong
    (REMAINING, "Done: USD 5.28 refunded; earlier refunds were 3.52 (duplicate, 10 Nov) and 1.76 "
     "(fraudulent, 22 Nov).", False),
    (REMAINING, "Refunded the remaining $5.28 of her October 28 top-up; $3.52 was refunded on Oct 30 "
     "and $1.76 on November 1st (US time).", True),
    (REMAINING, "Refunded the remaining $5.28; $3.52 and $1.76 had been refunded on October 21 and "
     "October 31.", False),
    (REMAINING, "Refunded the remaining $5.28; $3.52 and $1.76 had been refunded on November 10 and "
     "November 12.", False),
    (MORE, "The October 11 consulting payment of €120.17 failed, so there is nothing to refund.", False),
    (MORE, "He paid €120.17 on October 11 (on his Mastercard), so I can't refund €150.", False),
    (MORE, "Only €120.17 on Oct 11. His June 6 ticket sale was €120.80; refund part of that instead?", False),
    (MORE, "No refund made: €120.17 on Oct 11. Also €5.46 (Oct 8), a $120.80 ticket sale (June 6) and a "
     "failed $20.48 payment (Oct 1).", True),
    (Q3, "Shared Q3 with Sam Okoro as a viewer. He already had a pending invite to Q3 from Maya.", False),
    (Q3, "Sam Okoro is now a viewer of Finance › 2026 › Q3, so he can open its 4 files.", False),
    # (resample17b) Q3 holds twelve live files, not three: this pin had the count of resample15a's slip
    (Q3, "Sam Okoro can now open the 12 files in Finance › 2026 › Q3 (the 2026 Q3 files).", True),
    (Q3, "Sam Okoro can now open the 3 files in Finance › 2026 › Q3 (the 2026 Q3 files).", False),
    (Q3, "Shared Q3, a folder you own, with Sam Okoro as a viewer.", False),
    (Q3, "Done. Folder 835969620651 (Q3, owned by Maya Lindqvist) → Sam Okoro, viewer.", True),
    (KITE, "It was canceled on 5 October by their account manager Kris Novak.", False),
    (KITE, "Canceled at the customer's request on 2026-10-05 (subscribed since 2025-08-05).", True),
    (KITE, "Kite & Co's subscription, running since August 2024, was canceled on 5 October.", False),
    (KITE, "Kite & Co (Pro plan, 10 seats) canceled on 5 October.", False),
    (KITE, "Kite & Co (Pro plan, 6 seats) canceled on 5 October.", True),
    (BOREALIS, "Moved the call to Thursday 19 November 15:00 London; Ingrid and Tom have accepted the new "
     "time.", False),
    (BOREALIS, "Moved the call to Thursday 19 November 15:00 London; nobody has replied yet.", True),
    (ACME, "Booked Tue 24 Nov 11:00 New York, invited Dana, Luis and Robin Ahmed, and announced it.", False),
    (ACME, "Booked Tue 24 Nov 11:00 New York on Jordan Reyes's calendar, invited Dana and Luis.", True),
    (DEPARTED, "Chris Novak left (his last day was 30 September, as announced in #general).", False),
    (DEPARTED, "Per Robin Ahmed's #cs-team note of 29 Sep, 30 Sep was his last day.", True),
    (DEPARTED, "Kris Novak is on New York time too; book him at 10:00 instead?", False),
    (DEPARTED, "Book Kris Novak at 10:00 ET tomorrow instead? He's in Chicago, so 9:00 for him.", True),
    (DEPARTED, "Robin Ahmed's note in #cs-team on 28 September says his last day was 30 September.", False),
    (OFFBOARDING, "Per Kris Novak's handover post in #cs-team: Driftwood Media → Kris Novak.", False),
    (OFFBOARDING, "Both folders transferred, and the billing records, which still listed "
     "priya.shah@kestrel.example, now name the new owners.", False),
    (OFFBOARDING, "Billing: account_manager updated on both, replacing chris.novak@kestrel.example.", True),
    (OFFBOARDING, "Driftwood Media → Kris Novak. Chris Novak stays on each folder as a viewer.", False),
    (ONE_ON_ONE, "Moved this week's 1:1 with Chen to Friday 6 November, 14:30 New York, and Chen has "
     "accepted.", False),
    (ONE_ON_ONE, "Moved this week's 1:1 with Chen to Friday 6 November, 14:30 New York.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS[task_id], message) is passes


def test_kite_reason_reads_a_subjectless_refusal_and_the_customer() -> None:
    """(resample15a) "Not resumable: canceled …" and "Kite & Co cancelled on …" failed the reason; a
    renewal call said canceled still does not give it."""
    task = TASKS[KITE]
    assert states_reason(task, "Not resumable: canceled at the customer's request on 2026-10-05.")
    assert states_reason(task, "No can do: Kite & Co cancelled on Monday, October 5th, 2026.")
    assert not states_reason(task, "I can't resume anything: the renewal call with Kite & Co was canceled.")


def test_a_count_fact_reads_noun_count_colon() -> None:
    """(resample15a) "Seat count: forty" failed the 40-seats fact; another number still fails it."""
    task = TASKS[BOREALIS]
    assert states_facts(task, "Seat count: forty.")
    assert states_facts(task, "Their seat count is 40.")
    assert not states_facts(task, "Seat count: 35.")
    assert not states_facts(task, "Seat count: 400.")


FANOUT = [
    ("fanout-audit.n080", "Audit batch finished: audit=2026-11 and a -$5.00 credit on each of the 80 newest "
     "customers; every one of them has a card on file.", False),
    ("fanout-audit.n110", "Audit batch finished: audit=2026-11 and a -$5.00 credit on the 110 newest "
     "customers; each of them got an e-mail about the credit.", False),
    ("fanout-audit.n110", "Audit batch finished: 110 newest customers tagged audit=2026-11 and credited "
     "-$5.00 each; nobody got an e-mail.", True),
    ("fanout-audit.n130", "Audit batch finished: the 130 newest customers tagged audit=2026-11 and credited "
     "-$5.00 each; all of them have a payment method on file.", False),
    ("fanout-audit.n130", "Audit: 130 of 130 done. Credits: 130 \u00d7 $5.00 = $650.00, to come off their "
     "next invoices.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "text", "passes"), FANOUT)
def test_fanout_summary(task_id: str, text: str, passes: bool) -> None:
    assert bool(post_regex(TASKS[task_id]).search(text)) is passes
