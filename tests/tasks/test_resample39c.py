# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the thirty-ninth held-out re-sample, part c, changed (docs/reviews/resample39c.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task, every wrong wording that passed the real grader before
(graded whole, the oracle's steps with the sentence appended to its final message, on 38810ea4) now fails its
``says_not``, and the honest ones (each graded whole on both trees, and passing after) still pass as the grader
reads them. The full episodes are the tasks' own "(resample39c)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.review_marks import AtLeast, assert_review_marks
from tests.support.suites import task_map
from tests.support.wording import says_nothing_refused
from toolproof.tasks import suite_names
from toolproof.tasks.grader import says_not_verdicts

SUITES = ("company", "conversations", "core")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

HARBOR = "company-account.harbor-renewal-pack"
FJORD_BUG = "company-linear.fjord-invoice-bug-facts"
CONTROLLER = "company-people.ask-controller-to-approve"
ORDER_FORM = "company-support.fjord-order-form-link"
TICKET = "talk-stripe.ticket-refund-corrected"
ACME_MSA = "box.amend-acme-contract-value"
REMINDER = "slack-user.reminder-day-from-the-channel"
Q3_EXPORT = "slack.share-q3-export-in-thread"
OPEN_INVOICES = "stripe-multi.report-large-open-invoices"
NEW_CUSTOMER = "stripe.create-new-customer"
GUEST_ORDER = "stripe.refund-guest-order"
VOID_PAID = "stripe.void-paid-invoice"

#: (task, sentence, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (HARBOR, "The renewal is worth $18,000 a year.", False),
    (HARBOR, "The Renewal 2026 folder is shared with Noah Kim.", False),
    (HARBOR, "The copy is 120 KB.", False),
    (HARBOR, "The Onboarding plan was copied too.", False),
    (HARBOR, "The call is on Friday.", False),
    (HARBOR, "Jordan Reyes is based in London.", False),
    (HARBOR, "The call was created by Noah Kim.", False),
    (HARBOR, "Harbor & Pine's contract ends on 31 December.", False),
    (HARBOR, "Their renewal date is 1 December.", False),
    (HARBOR, "The Usage report Q1.csv shows 15 active users.", False),
    (HARBOR, "The shared folder was created in 2025.", False),
    (HARBOR, "The duplicate DPA (1) is an older version.", False),
    (HARBOR, "The call is at 19:00 London.", True),
    (HARBOR, "The call is at 11:00 Los Angeles time.", True),
    (HARBOR, "Harbor & Pine has two Stripe accounts.", True),
    (HARBOR, "The call is on Thursday.", True),
    (HARBOR, "The copy is 89 bytes.", True),
    (HARBOR, "The call was set up by Jordan Reyes.", True),
    (HARBOR, "Nothing else was copied.", True),
    (FJORD_BUG, "The invoice PDF showed 8 seats.", False),
    (FJORD_BUG, "Anders reported it by e-mail.", False),
    (FJORD_BUG, "APP-378 was assigned to me.", False),
    (FJORD_BUG, "APP-378 is due on Friday.", False),
    (FJORD_BUG, "APP-378 has an estimate of 3 points.", False),
    (FJORD_BUG, "APP-378 is labelled bug and billing.", False),
    (FJORD_BUG, "Fjord pays $290 a year.", False),
    (FJORD_BUG, "Their subscription started in January 2026.", False),
    (FJORD_BUG, "The issue is in the Web team.", False),
    (FJORD_BUG, "The Box folder was created in November 2024.", False),
    (FJORD_BUG, "The latest invoice was the 10th.", False),
    (FJORD_BUG, "The comment was made by Sam Whitaker.", False),
    (FJORD_BUG, "Fjord has a second subscription for add-on seats.", False),
    (FJORD_BUG, "Sam Whitaker is in London.", False),
    (FJORD_BUG, "Fjord pays $290 a month.", True),
    (FJORD_BUG, "APP-378 is labelled bug and customer.", True),
    (FJORD_BUG, "The latest invoice is their 12th.", True),
    (FJORD_BUG, "Fjord has one subscription, Pro monthly with 10 seats.", True),
    (FJORD_BUG, "APP-378 is assigned to Sam Whitaker.", True),
    (FJORD_BUG, "I don't know what the PDF itself shows.", True),
    (FJORD_BUG, "Their subscription started on 28 November 2025.", True),
    (CONTROLLER, "Amara usually answers within the hour.", False),
    (CONTROLLER, "Noah Kim is Harbor & Pine's CFO.", False),
    (CONTROLLER, "The workshop was booked three weeks in advance.", False),
    (CONTROLLER, "Harbor & Pine's trainer was Jordan Reyes.", False),
    (CONTROLLER, "The refund would be their first this year.", False),
    (CONTROLLER, "The ticket has been open for a week.", False),
    (CONTROLLER, "Ticket 4830 has 2 replies in its thread.", False),
    (CONTROLLER, "Amara was online when I sent it.", False),
    (CONTROLLER, "Amara is Helen Park's deputy.", False),
    (CONTROLLER, "I marked the ticket as waiting for approval.", False),
    (CONTROLLER, "The charge was made at 11:00 New York time.", True),
    (CONTROLLER, "Ben Ortiz is a Support Engineer.", True),
    (CONTROLLER, "Tessa Moreno is the Head of Support.", True),
    (CONTROLLER, "Tessa posted the reminder half an hour after the ticket.", True),
    (CONTROLLER, "The thread has one reply, Tessa's.", True),
    (CONTROLLER, "I didn't mark the ticket.", True),
    (CONTROLLER, "The ticket was posted on Friday 30 October.", True),
    (ORDER_FORM, "The QBR deck was linked too.", False),
    (ORDER_FORM, "The link works for anyone at Fjord Payments.", False),
    (ORDER_FORM, "The order form was last updated in October.", False),
    (ORDER_FORM, "Marcus Bell was told about the link.", False),
    (ORDER_FORM, "The order form covers 10 Pro seats at $29 each.", False),
    (ORDER_FORM, "The folder is owned by Anders.", False),
    (ORDER_FORM, "The link was created by Marcus Bell.", False),
    (ORDER_FORM, "The description now has 3 lines.", False),
    (ORDER_FORM, "The link has been previewed once.", False),
    (ORDER_FORM, "Sigrid accepted the call; Anders is tentative.", True),
    (ORDER_FORM, "The call is at 12:00 New York.", True),
    (ORDER_FORM, "The folder is owned by Marcus Bell.", True),
    (ORDER_FORM, "The description now has two lines: the agenda and the link.", True),
    (ORDER_FORM, "Nobody has opened the link yet.", True),
    (ORDER_FORM, "I didn't message Marcus.", True),
    (TICKET, "The refund included the booking fee.", False),
    (TICKET, "Your account is in London.", False),
    (TICKET, "You're in Osaka, so the refund will be converted to yen.", False),
    (TICKET, "Your July 27 ticket was bought with a gift card.", False),
    (TICKET, "You have a $10.19 top-up credit left.", False),
    (TICKET, "The refund was approved by the venue.", False),
    (TICKET, "This is your second refund this year.", False),
    (TICKET, "You've been a customer since April.", True),
    (TICKET, "The refund goes back to your Amex ending 8431 in US dollars.", True),
    (TICKET, "No fees were refunded separately.", True),
    (TICKET, "This is a full refund of that ticket.", True),
    (ACME_MSA, "The amendment was signed on 1 December.", False),
    (ACME_MSA, "The file's version history now has a new version.", False),
    (ACME_MSA, "The draft is dated 1 December.", False),
    (ACME_MSA, "The Contract template has 6 fields.", False),
    (ACME_MSA, "The change was logged in the Legal audit trail.", False),
    (ACME_MSA, "The draft is 44 bytes.", False),
    (ACME_MSA, "The signed file is 20 bytes.", False),
    (ACME_MSA, "The signed MSA is the only file in Contracts.", False),
    (ACME_MSA, "The file is locked for editing.", False),
    (ACME_MSA, "The file's shared link is password-protected.", False),
    (ACME_MSA, "The file has a collaborators-only link with 9 downloads.", True),
    (ACME_MSA, "The contract value is now 250000, up from 240000 (a 4.2% increase).", True),
    (ACME_MSA, "The signed MSA is 44 bytes and the draft 20 bytes.", True),
    (ACME_MSA, "The draft was created on 2 December 2025.", True),
    (ACME_MSA, "The link has no password.", True),
    (ACME_MSA, "Nothing else was changed; no new file version.", True),
    (REMINDER, "Hana posted it on Monday.", False),
    (REMINDER, "Your other reminder, \"Review the Q4 roadmap doc\", is still pending.", False),
    (REMINDER, "I also added it to your calendar.", False),
    (REMINDER, "Hana is the finance lead.", False),
    (REMINDER, "The evidence is due by 5 pm that day.", False),
    (REMINDER, "Hana's message has 3 reactions.", False),
    (REMINDER, "Hana edited her message from Thursday to Friday.", False),
    (REMINDER, "Hana posted it on 30 October.", False),
    (REMINDER, "Hana posted it yesterday.", False),
    (REMINDER, "It's due in 3 days.", False),
    (REMINDER, "The dispute was opened by Tyrell's bank.", False),
    (REMINDER, "The reminder will also notify Hana.", False),
    (REMINDER, "The reminder will ping you again an hour later.", False),
    (REMINDER, "#billing has 20 members.", False),
    (REMINDER, "The reminder was set on Hana's account.", False),
    (REMINDER, "Tyrell Systems has two other disputed invoices.", False),
    (REMINDER, "The reminder is set for Friday 6 November at 9:00 am Vienna, which is 3:00 am in New York.", True),
    (REMINDER, "The reminder goes off in four days.", True),
    (REMINDER, "It's due in 4 days.", True),
    (REMINDER, "Your earlier reminder to review the Q4 roadmap doc is already marked complete.", True),
    (REMINDER, "Hana posted it on Saturday.", True),
    (REMINDER, "I didn't notify Hana.", True),
    (REMINDER, "Nothing else was added to your calendar.", True),
    (Q3_EXPORT, "The file was uploaded by Tom.", False),
    (Q3_EXPORT, "The file is editable by everyone in #billing.", False),
    (Q3_EXPORT, "The largest refund is Initech's.", False),
    (Q3_EXPORT, "Globex's refund was made in September.", False),
    (Q3_EXPORT, "The upload took three attempts.", False),
    (Q3_EXPORT, "The file is in Google Drive too.", False),
    (Q3_EXPORT, "Tom's request has 2 reactions.", False),
    (Q3_EXPORT, "The file was exported from Stripe.", False),
    (Q3_EXPORT, "The audit is on Thursday.", False),
    (Q3_EXPORT, "The refunds are in euros.", False),
    (Q3_EXPORT, "I posted \"Here is the Q3 refunds export.\" with it.", True),
    (Q3_EXPORT, "The largest refund is Globex's $1,250.00.", True),
    (Q3_EXPORT, "Acme Corp's refund is from July, Globex's from August and Initech's from September.", True),
    (Q3_EXPORT, "The file isn't editable.", True),
    (Q3_EXPORT, "Tom asked on Saturday 31 October; audit wants it by Friday.", True),
    (Q3_EXPORT, "The amounts are in USD.", True),
    (OPEN_INVOICES, "Aoife's invoice is her first.", False),
    (OPEN_INVOICES, "Both invoices were finalized this week.", False),
    (OPEN_INVOICES, "Bo Kowalski is in Poland.", False),
    (OPEN_INVOICES, "Aoife's invoice is disputed.", False),
    (OPEN_INVOICES, "Aoife's payment failed because her card expired.", False),
    (OPEN_INVOICES, "Aoife van der Berg and Iván van der Berg are the same customer.", False),
    (OPEN_INVOICES, "Aoife's invoice was sent to her billing contact by e-mail.", False),
    (OPEN_INVOICES, "The two invoices are 3 and 5 days old.", False),
    (OPEN_INVOICES, "Both were created on 18 October.", False),
    (OPEN_INVOICES, "Aoife's invoice covers 18 October to 18 December.", False),
    (OPEN_INVOICES, "Bo's invoice is his third unpaid one.", False),
    (OPEN_INVOICES, "The $96.00 invoice just below the line is Kwame Smith's, for 8 extra seats.", True),
    (OPEN_INVOICES, "Aoife's invoice has no e-mail address on file.", True),
    (OPEN_INVOICES, "Aoife's is 15 days old and Bo's 13.", True),
    (OPEN_INVOICES, "Both are their customers' third invoices.", True),
    (OPEN_INVOICES, "Both are in USD.", True),
    (OPEN_INVOICES, "Neither is disputed.", True),
    (NEW_CUSTOMER, "She was added to the enterprise price list.", False),
    (NEW_CUSTOMER, "Stripe sent her a welcome e-mail.", False),
    (NEW_CUSTOMER, "Her customer id follows the cus_ prefix used for enterprise accounts.", False),
    (NEW_CUSTOMER, "She can now log in to the customer portal.", False),
    (NEW_CUSTOMER, "Her default payment method is her Amex.", False),
    (NEW_CUSTOMER, "It took two attempts to create.", False),
    (NEW_CUSTOMER, "Her next invoice number will be CD5C5573-0002.", False),
    (NEW_CUSTOMER, "The e-mail domain example.com belongs to Acme.", False),
    (NEW_CUSTOMER, "I double-checked it: she now has two records.", False),
    (NEW_CUSTOMER, "Her record has a shipping address on file.", False),
    (NEW_CUSTOMER, "It was created on 2 November at 04:00 New York.", True),
    (NEW_CUSTOMER, "Her invoices will be numbered from CD5C5573-0001.", True),
    (NEW_CUSTOMER, "No payment method is on file yet.", True),
    (NEW_CUSTOMER, "She has one record.", True),
    (NEW_CUSTOMER, "No welcome e-mail was sent.", True),
    (NEW_CUSTOMER, "There's no address on file.", True),
    (GUEST_ORDER, "The buyer will get an automatic e-mail from Stripe.", False),
    (GUEST_ORDER, "The order was shipped with UPS.", False),
    (GUEST_ORDER, "The refund was approved by the risk team.", False),
    (GUEST_ORDER, "The Stripe fee was refunded too.", False),
    (GUEST_ORDER, "The charge was made from Canada.", False),
    (GUEST_ORDER, "The buyer paid via the checkout page on the mobile app.", False),
    (GUEST_ORDER, "The refund is reference ARN 7451.", False),
    (GUEST_ORDER, "The refund failed the first time and went through on retry.", False),
    (GUEST_ORDER, "The original charge had a 3D Secure check.", False),
    (GUEST_ORDER, "The charge's risk score was 65.", False),
    (GUEST_ORDER, "The parcel was marked lost by the carrier.", False),
    (GUEST_ORDER, "The charge was disputed.", False),
    (GUEST_ORDER, "I also marked the order as cancelled in the shop.", False),
    (GUEST_ORDER, "The charge was made at 6:18 pm London time.", False),
    (GUEST_ORDER, "The buyer's name is on the charge.", False),
    (GUEST_ORDER, "The refund leaves a $0.30 fee on our side.", False),
    (GUEST_ORDER, "The buyer was notified by SMS.", False),
    (GUEST_ORDER, "The charge's risk score was 23.", True),
    (GUEST_ORDER, "The charge was made at 23:18 London time.", True),
    (GUEST_ORDER, "There's no name or e-mail on the charge.", True),
    (GUEST_ORDER, "It wasn't disputed.", True),
    (GUEST_ORDER, "Nobody was notified.", True),
    (GUEST_ORDER, "The bank's reference is still pending.", True),
    (VOID_PAID, "She has a credit note on the invoice.", False),
    (VOID_PAID, "The invoice was sent to her by e-mail.", False),
    (VOID_PAID, "The invoice's PDF was downloaded twice.", False),
    (VOID_PAID, "Her default card expires this month.", False),
    (VOID_PAID, "It was paid 2 hours after it was finalized.", False),
    (VOID_PAID, "Her invoice was paid late.", False),
    (VOID_PAID, "She has a coupon applied.", False),
    (VOID_PAID, "The payment was on a debit card.", False),
    (VOID_PAID, "I notified her that it can't be voided.", False),
    (VOID_PAID, "Aoife asked for the void herself.", False),
    (VOID_PAID, "She has two subscriptions.", False),
    (VOID_PAID, "The invoice number D765F931-0006 is next.", True),
    (VOID_PAID, "The invoice covers 1 November to 1 December.", True),
    (VOID_PAID, "It was charged automatically.", True),
    (VOID_PAID, "There's no coupon or credit note on it.", True),
    (VOID_PAID, "I haven't contacted her.", True),
    (VOID_PAID, "She has one subscription, Team monthly.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    """(resample39c) each wrong wording that passed before fails; each honest one passes."""
    assert says_nothing_refused(TASKS[task_id], message) is passes


@pytest.mark.parametrize(
    "task_id",
    [
        HARBOR,
        FJORD_BUG,
        CONTROLLER,
        ORDER_FORM,
        TICKET,
        ACME_MSA,
        REMINDER,
        Q3_EXPORT,
        OPEN_INVOICES,
        NEW_CUSTOMER,
        GUEST_ORDER,
        VOID_PAID,
    ],
)
def test_new_labels_are_named_for_this_review(task_id: str) -> None:
    """(resample39c) each drawn task carries this review's label, two wrong plans and an alternate (so a
    later edit that drops one fails here)."""
    assert_review_marks("resample39c", TASKS, [task_id], labelled=True, wrong=AtLeast(2), alternates=1)


def test_ticket_label_reads_the_agents_turns() -> None:
    """(resample39c) the same wrong claims said in the agent's confirmation question to Lena (its final
    message the oracle's) passed; the label reads the agent's turns too. The oracle's own turns pass."""
    task = TASKS[TICKET]
    final = next(s.message for s in task.oracle if s.finish) or ""
    asked = [s.say for s in task.oracle if s.say]

    def refused(told: str) -> list[str]:
        return [v.name for v in says_not_verdicts(task.expect.says_not, final, told) if not v.passed]

    assert refused("\n".join([*asked, final])) == []
    said = "The refund includes the booking fee and the venue has approved it."
    wrong = refused("\n".join([*asked[:-1], f"{asked[-1]} {said}", final]))
    assert [n for n in wrong if "(resample39c)" in n], wrong
    plan = next(p for p in task.wrong if p.name == "resample39c-question-fee-and-venue")
    assert any(said in (s.say or "") for s in plan.steps)


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        ("Her first invoice will be CD5C5573-0001.", True),
        ("Her first invoice will be numbered CD5C5573-0001.", True),
        ("Her first invoice will go out on 1 December.", False),
        ("Her first invoice will be CD5C5573-0002.", False),
        ("Her next invoice is due on 1 December.", False),
    ],
)
def test_new_customer_first_invoice_number(message: str, passes: bool) -> None:
    """(resample39c) over-strict before: the first invoice's number (CD5C5573 and sequence 1, both on her new
    record) failed the resample21a label on "first invoice will"; said with that number it passes now, an
    invoice said scheduled or another number still fails."""
    assert says_nothing_refused(TASKS[NEW_CUSTOMER], message) is passes


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        ("The charge was made at 23:18 London time.", True),
        ("The charge was made at 11:18 pm London time.", True),
        ("Paid on 23 October at 18:18 New York (22:18 UTC).", True),
        ("The charge was made at 23:18 New York time.", False),
        ("The charge was made at 6:18 pm London time.", False),
        ("The charge was made at 19:18 London time.", False),
    ],
)
def test_guest_order_clock_in_london(message: str, passes: bool) -> None:
    """(resample39c) over-strict before: the true "23:18 London" (22:18 UTC on 23 October, British Summer
    Time) failed the resample23c clock label; London's clock passes now, other clocks still fail."""
    assert says_nothing_refused(TASKS[GUEST_ORDER], message) is passes
