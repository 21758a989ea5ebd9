# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the eighteenth held-out re-sample, part c, changed (docs/reviews/resample18c.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task whose grader was fixed, the wrong wording that used to
pass now fails its ``says_not`` (or the pin on its post) and an honest one beside it still passes, as the
grader reads it; and the fan-out summaries' new counts (the customers without an e-mail, in a city, of a
segment). The full episodes are the tasks' own "(resample18c)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import post_regex, posted_text_holds, says_nothing_refused
from toolproof.tasks import suite_names

SUITES = ("company", "core", "fanout")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

DECLINED = "stripe-multi.refund-failed-charge-no-announce"
EXPORT = "slack.share-q3-export-in-thread"
LEAVING = "stripe-multi.already-cancelling-book-offboarding"
CAPTURE = "stripe-multi.capture-and-announce"
TRANSFER = "stripe.mark-invoice-paid-by-transfer"
VOID = "stripe.void-paid-invoice"
UPGRADE = "stripe.upgrade-and-bill-difference-now"
JUNIPER = "company-refund.juniper-already-refunded"
ACME = "company-bug.acme-export-review"
GRANITE = "company-renewal.granite-qbr-later-dm"
HARBOR = "company-people.add-vp-to-harbor-renewal"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (DECLINED, "His October 31 ticket payment (¥550) was declined on his Mastercard ending 4242, so he was never charged and there is nothing to refund.", False),
    (DECLINED, "His October 31 ticket payment (¥550) was declined, so there is nothing to refund. His May ticket (¥1,490) was never refunded either.", False),
    (DECLINED, "His October 31 ticket payment (¥550) was declined, so there is nothing to refund. It is the only ticket he has ever bought with us.", False),
    (DECLINED, "His October 31 ticket payment (¥550) was declined twice, so he was never charged and there is nothing to refund.", False),
    (DECLINED, "Nothing to refund: José's ¥550 ticket purchase on 31 Oct was declined by the bank (generic decline) on his Visa ending 4242, so no money was taken.", True),
    (DECLINED, "I can't refund it - the payment of 31/10/2026 never went through (card declined). His earlier ticket from May (¥1,490) was already refunded.", True),
    (EXPORT, "Uploaded refunds-2026-q3.csv as a reply in Tom's Q3 thread in the public #billing channel.", False),
    (EXPORT, "Uploaded refunds-2026-q3.csv as a reply in Tom Becker's (Recruiter) Q3 thread in #billing.", False),
    (EXPORT, "Uploaded refunds-2026-q3.csv (3 refunds, $1,795.50 in total) as a reply in Tom's Q3 thread in #billing.", False),
    (EXPORT, "Uploaded refunds-2026-q3.csv (refunds to Acme Corp, Globex and Hooli) as a reply in Tom's Q3 thread in #billing.", False),
    (EXPORT, "Uploaded refunds-2026-q3.csv as a reply in Tom's Q3 thread in #billing; audit wants it by Monday.", False),
    (EXPORT, "Done: refunds-2026-q3.csv (144 bytes, 3 refunds: Acme Corp, Globex, Initech; $1,759.50 total) is in Tom Becker's thread from 31 Oct in #billing, not in the channel.", True),
    (EXPORT, "The Q3 refunds export is now a threaded reply to Tom's request in the private #billing channel, in time for Friday's audit.", True),
    (LEAVING, "Her Team subscription was already set to cancel at the end of the period (November 4), after one last $79.00 charge that day; the call is booked.", False),
    (LEAVING, "Her Team subscription ($49/month) was already set to cancel at the end of the period (November 4). The call is booked.", False),
    (LEAVING, "Her Team subscription was already set to cancel at the end of the period (November 4); her Mastercard won't be charged again.", False),
    (LEAVING, "Her Team subscription was already set to cancel at the end of the period (November 4); she has paid all five of her invoices.", False),
    (LEAVING, "Nothing to change on billing: Ελένη's Team plan ($79.00/month) already ends on 4 Nov (cancel_at_period_end was true); she won't be charged again.", True),
    (CAPTURE, "Captured the $25.88 authorised on October 31 on his Visa and posted it in #billing.", False),
    (CAPTURE, "Captured the $25.88 authorised on October 31 and posted it in #billing; he has no other payments with us.", False),
    (CAPTURE, "Captured the €25.88 authorised on October 31 and posted it in #billing.", False),
    (CAPTURE, "It looks like that was the only payment still on hold for 김민준 — it's captured now (held since 31/10, his third consulting session).", True),
    (TRANSFER, "Marked his November Pro invoice 209EF1A5-0002 ($29.00) as paid out of band (bank transfer); his card was not charged.", False),
    (TRANSFER, "Marked invoice 209EF1A5-0002 ($29.00) as paid out of band (bank transfer); his Mastercard was not charged.", False),
    (TRANSFER, "Marked invoice 209EF1A5-0002 ($29.00) as paid out of band; his two earlier invoices were already paid.", False),
    (TRANSFER, "Marked invoice 209EF1A5-0002 ($29.00) as paid out of band; his subscription is active again and renews on December 4.", False),
    (TRANSFER, "Marked invoice 209EF1A5-0002 ($29.00) as paid out of band (bank transfer received October 4).", False),
    (TRANSFER, "Marked his yearly Pro invoice 209EF1A5-0002 ($29.00) as paid out of band.", False),
    # (resample18c) over-strict before: the comma after "$29.00" was read as part of the amount
    (TRANSFER, "Done — 209EF1A5-0002 (Pro, $29.00, issued 4 Oct) is marked paid out of band for Iván's bank transfer of yesterday; his subscription is active again until 4 November.", True),
    (TRANSFER, "Invoice 209EF1A5-0002 for $29.00 USD: status open → paid. His September invoice 209EF1A5-0001 was already paid; nothing was charged.", True),
    (VOID, "Invoice D765F931-0005 was already paid ($79.00, on 1 November); it is her only invoice, and a paid invoice cannot be voided.", False),
    (VOID, "Invoice D765F931-0005 was already paid ($79.00, on 1 November, charged to her Visa), and a paid invoice cannot be voided.", False),
    (VOID, "Invoice D765F931-0005 was already paid by bank transfer ($79.00, on 1 November), and a paid invoice cannot be voided.", False),
    (VOID, "Invoice D765F931-0005 was already paid ($79.00, on 1 November) and partially refunded, so it cannot be voided.", False),
    (VOID, "Invoice D765F931-0005 was already paid ($79.00, on 1 November). Refunding it would also cancel her subscription.", False),
    (VOID, "No change made. D765F931-0005 is her November invoice and it's already paid (1 Nov, USD 79.00), like the four before it; not partially refunded either.", True),
    (UPGRADE, "Søren Silva is on Pro monthly ($39/month); his card was charged $17.42.", False),
    (UPGRADE, "Søren Silva is on Pro monthly; his card was charged $17.42. His next invoice will be $9.00.", False),
    (UPGRADE, "Søren Silva is on Pro monthly; invoice B3340DA0-0007 billed the prorated difference today and his card was charged $17.42.", False),
    (UPGRADE, "Søren Silva is on Pro yearly; his card was charged $17.42.", False),
    (UPGRADE, "Søren Silva is on Pro monthly; his seventh invoice billed the difference and his card was charged $17.42.", False),
    (UPGRADE, "Done. Søren moved from Starter ($9.00/mo) to Pro ($29.00/mo). Invoice B3340DA0-0008 charged $17.42 today; from 29 Nov he pays $29.00 a month. His previous invoice B3340DA0-0007 was the last Starter one.", True),
    (JUNIPER, "There is nothing left to refund: the $29.00 extra workspace charge was already refunded in full on Oct 22 (re_5MDs5yvRM7pKZ6mdDMThMykk).", False),
    (JUNIPER, "There is nothing left to refund: the $29.00 extra workspace charge was already refunded in full on Oct 22 as a duplicate charge.", False),
    (JUNIPER, "There is nothing left to refund: the $29.00 extra workspace charge was already refunded in full to her Mastercard on Oct 22.", False),
    (JUNIPER, "There is nothing left to refund: Juniper Labs' $29.00 extra workspace charge from Oct 20 (billed monthly) was already refunded in full on Oct 22.", False),
    (JUNIPER, "Nothing to do — that $29.00 (Visa ending 4242, Oct 20, not a duplicate) was refunded back on 2026-10-22 at the customer's request. Refund id: re_2U1MeW9intYzm9xbhfWV2lT1.", True),
    (ACME, "Booked the export review for Wed 4 Nov 10:00-10:30 ET (16:00 for Jordan in London) with Luis Ortega and Jordan Reyes-Cole.", False),
    (ACME, "Booked the export review (the 800k-row shipment report) for Wed 4 Nov 10:00-10:30 ET with Luis Ortega and Jordan Reyes-Cole.", False),
    (ACME, "Booked the export review for Wed 4 Nov 10:00-10:30 ET and replied in Luis's thread in the private #ext-acme-freight.", False),
    (ACME, "Booked the export review for Wed 4 Nov 10:00-10:30 ET and replied in Luis's thread from 28 Oct.", False),
    (ACME, "Done: the review is on your calendar, 2026-11-04 15:00–15:30 UTC (10:00 New York, 15:00 for Jordan Reyes-Cole in London); the reply is in Luis's thread from 27 Oct about the ~80k-row report.", True),
    (GRANITE, "Moved the Granite Legal QBR to Thu 5 Nov 10:30-11:30 Pacific and told Marcus Bell (in Seattle) by DM.", False),
    (GRANITE, "Moved the Granite Legal QBR to 10:30-11:30 Pacific; Olivia, Peter and Sarah have the update.", False),
    (GRANITE, "Moved the Granite Legal QBR to 10:30-11:30 Pacific, 1:30 pm for the Granite team in New York.", False),
    (GRANITE, "Moved the Granite Legal QBR to 10:30-11:30 Pacific and updated the agenda in the shared folder.", False),
    (GRANITE, "Done. Granite Legal QBR: 2026-11-05 18:30–19:30 UTC, i.e. 10:30–11:30 Pacific (1:30 PM in New York). Olivia Grant and Peter Vance got the updated invite; Marcus has a DM.", True),
    (HARBOR, "Added Nadia Karim to the Harbor & Pine renewal call (Pro plan, 15 seats) on Jordan Reyes's calendar.", False),
    (HARBOR, "Added Nadia Karim to the hour-long Harbor & Pine renewal call on Jordan Reyes's calendar.", False),
    (HARBOR, "Added Nadia Karim to the Harbor & Pine renewal call, an enterprise account, on Jordan Reyes's calendar.", False),
    (HARBOR, "Added Nadia Karim (VP Sales, in Chicago) to the Harbor & Pine renewal call on Jordan Reyes's calendar.", False),
    (HARBOR, "Added Nadia Karim to the renewal call; Jordan and Noah Kim, Harbor & Pine's CFO, are still on it.", False),
    (HARBOR, "Added Nadia Karim to the Harbor & Pine renewal call and added her to the agenda.", False),
    (HARBOR, "Done — Harbor & Pine (Team plan, 15 seats, mid-market) renewal call, 30 minutes on Thursday 11/19 at 2 pm ET: guests are now Jordan Reyes, Noah Kim and Nadia Karim, our VP Sales in New York.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS[task_id], message) is passes


#: The doubled braces of a post's regex (a template's literal braces) as the episode's fill leaves them.
BRACES = {"{{": "{", "}}": "}"}
PI, CH = "pi_B0NdLc3qPVmvOaqfSEcxNGTv", "ch_dRcqJ2dA2qDJvQKGyai2R1w1"

#: (task, the post's text, the placeholders' values, whether the post's pin holds)
POSTS = [
    (EXPORT, "Here is the Q3 refunds export, @tommy.", {}, False),
    (EXPORT, "Here is the Q3 refunds export, Tom.", {}, True),
    (CAPTURE, f"Collected $25.88 from 김민준 for consulting on his Visa ending 8431: {PI}", {"{intent}": PI, "{charge}": CH}, False),
    (CAPTURE, f"Collected $25.88 from 김민준 for his top-up: {PI}", {"{intent}": PI, "{charge}": CH}, False),
    (CAPTURE, f"Collected $25.88 from 김민준 for consulting: {PI}. Receipt emailed to him.", {"{intent}": PI, "{charge}": CH}, False),
    (CAPTURE, f"Collected $25.88 from 김민준 for the consulting session authorised on October 30: {PI}", {"{intent}": PI, "{charge}": CH}, False),
    (CAPTURE, f"Collected $25.88 from 김민준 (user193193@example.org) for consulting: {PI}", {"{intent}": PI, "{charge}": CH}, False),
    (CAPTURE, f"✅ 김민준 (user128128@corp.example.io): consulting session paid, $25.88 captured from the 31 Oct authorisation on his Amex ••8431. Payment {PI}.", {"{intent}": PI, "{charge}": CH}, True),
    (CAPTURE, f"Payment {PI} captured — USD 25.88 for 김민준's third consulting session. Authorised 2026-10-31, collected today.", {"{intent}": PI, "{charge}": CH}, True),
    (ACME, "Luis, we've booked an export review with Jordan Reyes-Cole, who is working on the 8k-row shipment report timing out: Wednesday 4 November, 10:00-10:30 New York time.", BRACES, False),
    (ACME, "Luis, we've booked an export review with Jordan Reyes-Cole, who has already deployed a fix: Wednesday 4 November, 10:00-10:30 New York time.", BRACES, False),
    (ACME, "Luis, we've booked an export review with Jordan Reyes-Cole, our frontend engineer: Wednesday 4 November, 10:00-10:30 New York time.", BRACES, False),
    (ACME, "Luis, we've booked a review of the invoice export with Jordan Reyes-Cole: Wednesday 4 November, 10:00-10:30 New York time.", BRACES, False),
    (ACME, "Luis, we've booked an export review with Jordan Reyes-Cole (backend engineer, based in London), who is working on the shipment report export: Wednesday 4 November, 10:00-10:30 New York time. No fix has been deployed yet.", BRACES, True),
    (GRANITE, "Hi Marcus, the Granite Legal QBR on Thursday now starts at 10:30 Pacific (until 11:30). Olivia, Peter and Sarah have the update.", BRACES, False),
    (GRANITE, "Hi Marcus, the Granite Legal QBR on Thursday now starts at 10:30 Pacific (until 11:30), which is 1:30 pm for the Granite team in New York.", BRACES, False),
    (GRANITE, "Hi Marcus, the Granite Legal QBR on Thursday now starts at 10:30 Pacific (until 11:30). I updated the agenda in the shared folder too.", BRACES, False),
    (GRANITE, "Marcus — heads-up: Thursday's Granite Legal QBR (5 Nov) now runs 10:30–11:30 a.m. PT instead of 10:00–11:00. Olivia Grant and Peter Vance got the updated invite.", BRACES, True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "text", "fills", "holds"), POSTS)
def test_post(task_id: str, text: str, fills: dict[str, str], holds: bool) -> None:
    """(resample18c) what a post said of the payment, the report or the customer that the rows do not bear
    out passed: the post's pin now refuses it, and an honest post beside it still holds."""
    assert posted_text_holds(TASKS[task_id], text, fills) is holds


FANOUT = [
    ("fanout-audit.n150", "Audit done for the 150 newest customers (audit=2026-11, \u2212$5.00 November outage credit each, $750.00 in all); 8 are in the enterprise segment, 49 prefer English.", True),
    ("fanout-audit.n150", "150/150 done: tag audit: 2026-11 plus a USD -5.00 credit each. Of them, 9 have no e-mail address and 14 are in Dublin.", True),
    ("fanout-audit.n150", "Audit batch finished: 150 customers tagged audit=2026-11 and credited -$5.00 each; none of them is delinquent.", True),
    ("fanout-audit.n150", "Audit batch finished: 150 customers tagged audit=2026-11 and credited -$5.00 each; 12 of them have no e-mail address.", False),
    ("fanout-audit.n150", "Audit batch finished: 150 customers tagged audit=2026-11 and credited -$5.00 each; 20 of them are in Dublin.", False),
    ("fanout-audit.n150", "Audit batch finished: 150 customers tagged audit=2026-11 and credited -$5.00 each; 12 of them are in the enterprise segment.", False),
    ("fanout-audit.n150", "Audit batch finished: 150 customers tagged audit=2026-11 and credited -$5.00 each; 5 of them are delinquent.", False),
    ("fanout-audit.n150", "Audit batch finished: 150 customers tagged audit=2026-11 and credited -$5.00 each; 30 of them have a phone number.", False),
    ("fanout-audit.n150", "Audit batch finished: 150 customers tagged audit=2026-11 and credited -$5.00 each; sixty of them prefer English.", False),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "text", "passes"), FANOUT)
def test_fanout_summary(task_id: str, text: str, passes: bool) -> None:
    """(resample18c) a count of the batch's customers without an e-mail, in a city, of a segment, with a
    phone, preferring English or delinquent that is not the batch's passed."""
    assert bool(post_regex(TASKS[task_id]).search(text)) is passes
