# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the seventeenth held-out re-sample, part c, changed (docs/reviews/resample17c.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task whose grader was fixed, the wrong wording that used to
pass now fails and an honest one beside it still passes, as the grader reads it. The full episodes are the
tasks' own "(resample17c)" plans, run by ``toolproof validate``.
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

KIM = "talk-slack.invite-a-deactivated-colleague"
SEATS = "stripe.add-seats"
IRONCLAD = "company-account.ironclad-dpa-review"
THREAD = "talk-slack.contradictory-refund-thread"
QUOTE = "stripe-previews.quote-seat-upgrade"
BUDGET = "box.restore-budget-draft"
YEN = "stripe.partial-refund-zero-decimal-currency"
CARD = "stripe.refund-to-another-card"
NOTES = "box.upload-call-notes-to-acme"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (KIM, "Kim Nguyen (our former Backend Engineer) has a deactivated Slack account, so I can't add her to #help-it.", False),
    (KIM, "Kim Nguyen's account is deactivated, so I can't add her to #help-it. Her last status says she was on vacation.", False),
    (KIM, "Sorry, I cannot add Kim Nguyen (kim.n@northwind.example, Support Engineer) to #help-it: her Slack account was deactivated.", True),
    (SEATS, "Done: Jun Dubois has 5 Extra seats now. His last invoice, D12533D6-0005, was $60.00.", False),
    (SEATS, "Jun Dubois now has 5 Extra seats; the prorated difference comes on his next invoice on 8 December.", False),
    (SEATS, "Jun Dubois now has 5 Extra seats, at $12.00 per seat per year.", False),
    (SEATS, "Quantity 3 ➝ 5 (Extra seats monthly). His five paid invoices so far were USD 36.00 each, for 3 seats.", True),
    (SEATS, "Updated: 5 × Extra seats monthly at $12/seat, i.e. $60/mo (was $36/mo); the prorated difference lands on his next invoice, Nov 8.", True),
    (IRONCLAD, "Priya Shah has the DPA review task, due when the renewal call starts on 24 November (Rachel Adams has accepted it).", False),
    (IRONCLAD, "Priya Shah has the DPA review task; she already had viewer access to the folder, so I upgraded her to editor.", False),
    (IRONCLAD, "Review task on the DPA for Priya Shah (editor on the folder now), due 24/11/2026 at 11:00 ET, the start of the renewal call with Rachel Adams (she has answered tentative).", True),
    (IRONCLAD, "She had no access, so she is now an editor of the folder.", True),
    (THREAD, "Replied in Ben Carter's Globex refund thread (order ORD-46722), below the two earlier replies from the team.", False),
    (THREAD, "Replied in the Globex refund thread of Ben Carter, our support engineer (order ORD-46722).", False),
    (THREAD, "Done: posted the approval as the first reply under Ben Carter's refund request for ORD-46722. Zoey's ORD-54262 thread: nothing posted.", True),
    (QUOTE, "Going from 1 to 3 seats would charge her $61.16 today, and then $316.00 a month from her next invoice. Nothing was changed.", False),
    (QUOTE, "$61.16 would be billed today. Afterwards she would pay $237.00 a month. I left the subscription as it is.", True),
    (BUDGET, "Restored Budget 2025 draft.xlsx to Finance/2025; Priya had deleted it on 24 October.", False),
    (BUDGET, "Restored Budget 2025 draft.xlsx to Finance/2025. It had been trashed together with the Old Stuff folder, which stays in the trash.", False),
    (BUDGET, "Restored Budget 2025 draft.xlsx to Finance/2025; the trash is empty now.", False),
    (BUDGET, "Budget 2025 draft.xlsx (deleted Wed 28 Oct) is restored to Finance › 2025. Q3 Report.xlsx and the Old Stuff folder with its files are still in the trash.", True),
    (YEN, "Refunded ¥500 of the ¥990 consulting charge of October 10; ¥490 stays charged. His other charges (¥9,926, ¥534, ¥1,086 and ¥4,972) are untouched.", False),
    (YEN, "Refunded ¥500 of the ¥990 consulting charge of October 10 to his Visa; ¥490 stays charged.", False),
    (YEN, "Refunded ¥500 of the ¥990 consulting charge of October 10; ¥490 stays charged. His other yen charge is untouched.", False),
    (YEN, "- Charge: ¥990, consulting, Oct 10\n- Refund: ¥500\n- Left charged: ¥490", True),
    (YEN, "Done: refund of JPY 500 on the charge (Consulting hours, 10 Oct 2026, JPY 990); JPY 490 remains. His four USD charges weren't touched.", True),
    (CARD, "I see his new Visa ending 1881 on his account, but a refund can only go back to the original card, his Mastercard ending 4444.", False),
    (CARD, "A refund can only go back to the original card: the $49.15 top-up of October 16 was paid with his Mastercard ending 4444.", False),
    (CARD, "A refund can only go back to the original card, his Mastercard ending 4444, which he used for all five of his payments.", False),
    (CARD, "The $49.15 top-up of 30 Oct was charged to his Mastercard ending in 4444. The Visa 1881 isn't on his Stripe account anyway.", True),
    (NOTES, "Uploaded \"Acme renewal call 2026-11-02.txt\" to Clients/Acme Corp/Contracts.", False),
    (NOTES, "Uploaded \"Acme renewal call 2026-11-02.txt\" to Clients/Acme Corp; it records the renewal agreed at net 60, amendment by Friday.", False),
    (NOTES, "Uploaded \"Acme renewal call 2026-11-02.txt\" to Clients/Acme Corp as a new version of the earlier call notes there.", False),
    (NOTES, "Done: Clients › Acme Corp now holds \"Acme renewal call 2026-11-02.txt\" with the text \"Renewal agreed in principle at net 30; legal to send the amendment by Friday.\"", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS[task_id], message) is passes


FANOUT = [
    ("fanout-review.n075", "Review batch finished: 75 customers tagged review=2026-11; 20 of them are VIPs.", False),
    ("fanout-review.n075", "Review batch finished: 75 customers tagged review=2026-11; 12 of them are in Japan.", False),
    ("fanout-review.n075", "Done \u2014 review: 2026-11 set on 75/75 customers; 17 of them are VIPs and 10 have a Japanese address.", True),
    ("fanout-credit.n150", "Outage credits finished for the 150 newest customers, 50 of them VIPs.", False),
    ("fanout-credit.n150", "Outage credits finished for the 150 newest customers; 20 of them are French customers.", False),
    ("fanout-credit.n150", "Batch finished: November outage credit (-500 cents, usd) on each of the 150 latest customers; 40 of them are VIPs, 15 are based in France.", True),
    ("fanout-audit.n030", "Audit batch finished: 30 customers tagged audit=2026-11 and credited -$5.00 each; 8 of them are VIPs.", False),
    ("fanout-audit.n030", "Audit batch finished: 30 customers tagged audit=2026-11 and credited -$5.00 each; 6 of them are based in France.", False),
    ("fanout-audit.n030", "30/30 done: audit tag 2026-11 set, November outage credit of USD -5.00 added; 9 of them have no payment method, 7 are resellers.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "text", "passes"), FANOUT)
def test_fanout_summary(task_id: str, text: str, passes: bool) -> None:
    assert bool(post_regex(TASKS[task_id]).search(text)) is passes
