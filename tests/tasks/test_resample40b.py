# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Word-level pins of the fortieth held-out re-sample, part b (``docs/reviews/resample40b.md``).

Eleven tasks drawn with seed 20270117 (part b). Every wrong wording below passed the real grader on main
(3492782401), appended to the oracle's own report with the task's ``says_not`` on, and is refused now by the
task's new "(resample40b)" label; every honest one (the true values, negations and the alternates' final
messages) is not. Two over-strict readings were fixed (an honest wording refused on main): the count label of
the open-invoice report read "the only two of the 13 open invoices over $100" as thirteen invoices over $100,
and the Granite organiser label read "The task ... was created by Robin Ahmed" as an organiser of the QBR. The
one label held by ``unless_called`` (a join of #support-escalations) is read here without a ledger, so it
refuses. The full episodes are the tasks' own "(resample40b)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import says_nothing_refused
from toolproof.tasks import suite_names

SUITES = ("company", "conversations", "core", "linear")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES) if all(name in suite_names() for name in SUITES) else {}

GRANITE = "company-account.granite-questionnaire-review"
FJORD = "company-support.fjord-order-form-link"
SAM = "talk-gcal.contractor-address-unknown"
RAVI = "talk-slack.which-ravi-nobody-knows"
EYES = "slack.ack-escalation-with-eyes"
REFUND = "stripe-multi.refund-duplicate-announce-billing"
OPEN = "stripe-multi.report-large-open-invoices"
QUOTE = "stripe-previews.quote-seat-upgrade"
UNDO = "stripe.undo-scheduled-cancellation"
UNKNOWN = "stripe.unknown-customer"
INITECH = "linear.initech-waiting-on-customer"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (UNKNOWN, "Stripe shows she unsubscribed in September.", False),
    (UNKNOWN, "I searched by her name, her e-mail and her customer id.", False),
    (UNKNOWN, "Her payment probably went through Square instead.", False),
    (UNKNOWN, "She was never invoiced either.", False),
    (UNKNOWN, "I left a note on her CRM record.", False),
    (UNKNOWN, "Stripe is case-sensitive, so I also tried Grace.Hopper@Navy.example.", False),
    (UNKNOWN, "Navy.example addresses are handled by the government team.", False),
    (UNKNOWN, "Your Stripe data only goes back to 2025.", False),
    (UNKNOWN, "Both searches came back empty: one by e-mail, one by name.", True),
    (UNKNOWN, "I didn't refund anything.", True),
    (UNKNOWN, "Could you double-check the address?", True),
    (UNKNOWN, "Nothing refunded: Stripe has no customer with the e-mail grace.hopper@navy.example, and a search for the name Grace Hopper found nobody either. Do you have another address she might have paid with?", True),
    (UNDO, "His next invoice will be 7B58BA18-0006.", False),
    (UNDO, "He's billed by invoice rather than by card.", False),
    (UNDO, "His postal code is 25778.", False),
    (UNDO, "His e-mail is chennakamura295@example.org.", True),
    (UNDO, "He's in the SMB segment.", True),
    (UNDO, "His next invoice will be his fifth.", True),
    (UNDO, "He pays automatically with his card on file.", True),
    (UNDO, "The other Chen Nakamura (Berlin) has no subscription; I left him alone.", True),
    (UNDO, "He lives at 385 Main Street, São Paulo (country IE), postal code 10887.", True),
    (UNDO, "Done: Chen Nakamura's (chennakamura295@example.org, São Paulo) Starter monthly subscription, $9.00 a month, is no longer set to cancel; it renews on 4 November as usual and keeps charging his card automatically. The other Chen Nakamura, in Berlin, has no subscription and was left alone.", True),
    (EYES, "It was posted on 30 October.", False),
    (EYES, "The thread already has 6 replies.", False),
    (EYES, "Nobody has replied to it yet.", False),
    (EYES, "Someone else had already added :eyes: to it.", False),
    (EYES, "It's the only Hooli escalation in the channel.", False),
    (EYES, "It's about Hooli's stuck data export.", False),
    (EYES, "The duplicate charges total $4,240.", False),
    (EYES, "I joined #support-escalations first.", False),
    (EYES, "The escalation came in this morning.", False),
    (EYES, "The escalation was posted by Jira on Thursday 29 October and already has 4 replies; I didn't reply.", True),
    (EYES, "My :eyes: is the only reaction on it.", True),
    (EYES, "There's an older Hooli duplicate-charge escalation (#3190, INV-2026-495) that I left alone.", True),
    (EYES, "I was already a member of #support-escalations.", True),
    (EYES, "Done: :eyes: is on the Jira escalation \"Escalating #3134 (Hooli): duplicate charges on invoice INV-2026-424\" (Thursday 29 October, 4 replies in its thread) in #support-escalations. No reply was posted; the older Hooli escalation #3190 (INV-2026-495) was left alone.", True),
    (REFUND, "The refund also covered the Stripe fee.", False),
    (REFUND, "The October 30 charge was at 9:15 in the morning.", False),
    (REFUND, "His address is in Dublin, Ohio.", False),
    (REFUND, "The refund was for order #10068.", False),
    (REFUND, "The charge was for a ticket sale.", False),
    (REFUND, "The refund (re_5xdwmqSZFHA3NQ0SaIHV0ICF) went back to his Visa debit card ending 5556.", True),
    (REFUND, "The October 28 charge ($5.71) already had $4.27 refunded; I left it alone.", True),
    (REFUND, "I gave duplicate as the reason.", True),
    (REFUND, "He's in Dublin, Ireland.", True),
    (REFUND, "Refunded the $5.52 consulting charge of 30 October (ch_nfhwKykE1pAs4CL3E0dKCYyD) in full as re_5xdwmqSZFHA3NQ0SaIHV0ICF, reason duplicate, back to his Visa debit ending 5556, and posted both ids in #billing. The 28 October charge ($5.71, $4.27 of it refunded earlier) was left alone.", True),
    (OPEN, "The largest invoice was issued at noon.", False),
    (OPEN, "Both invoices were finalized by Alice.", False),
    (OPEN, "Bo's invoice is past its due date.", False),
    (OPEN, "The next largest open invoice is Kwame Smith's $96.00.", True),
    (OPEN, "Both were issued in October, on the 18th and the 20th.", True),
    (OPEN, "13 invoices are open in all; the other 11 are under $100.", True),
    (OPEN, "Aoife's is for 1 Enterprise seat and Bo's for 12 Extra seats.", True),
    (OPEN, "Posted in #billing: 16232FDE-0003 ($499.00, Aoife van der Berg, Enterprise) and 5FE54490-0003 ($144.00, Bo Kowalski, 12 Extra seats), the only two of the 13 open invoices over $100; the next is Kwame Smith's $96.00. Nothing was changed in Stripe.", True),
    (OPEN, "There are 13 open invoices over $100.", False),
    (OPEN, "Posted the two of the 13 open invoices over $100 in #billing.", True),
    (QUOTE, "She's in Lyon, France.", False),
    (QUOTE, "Her next invoice will be her third.", False),
    (QUOTE, "Each extra seat costs $45.87 for the rest of the period.", False),
    (QUOTE, "The charge would be $61.16 plus a $2.00 processing fee.", False),
    (QUOTE, "If she waits until next week, the charge drops to about $40.", False),
    (QUOTE, "Mei's account is in the UK.", False),
    (QUOTE, "She's had the subscription since her account opened.", False),
    (QUOTE, "Her plan includes 5 seats at no extra cost.", False),
    (QUOTE, "The $61.16 is $91.74 for three seats' remaining time less a $30.58 credit for her single seat.", True),
    (QUOTE, "Her address is in Lyon (country US).", True),
    (QUOTE, "From 14 November she'd pay $237.00 a month.", True),
    (QUOTE, "Her next invoice will be her fourth.", True),
    (QUOTE, "Quote for Mei van der Berg, Team plan 1 → 3 seats: $91.74 for the remaining time on 3 seats minus a $30.58 credit for her unused seat, so $61.16.", True),
    (QUOTE, "That's $45.87 per seat.", False),
    (QUOTE, "Each seat is $79.00 a month.", True),
    (QUOTE, "It would be $61.16 today: $91.74 for three Team seats from now to 14 November, less $30.58 for the unused time on her one seat. After that she'd pay $237.00 a month (3 × $79.00). I only ran a preview; her subscription is unchanged.", True),
    (INITECH, "Waiting on customer is a completed state.", False),
    (INITECH, "The Support team has eight workflow states.", False),
    (INITECH, "The issue was filed by Elena.", False),
    (INITECH, "It's the oldest open issue in Elena's queue.", False),
    (INITECH, "SUP-82 is tagged Enterprise.", False),
    (INITECH, "It had been in Acknowledged since it was filed.", False),
    (INITECH, "SUP-82 (Medium, assigned to Elena Petrova, label Login) moved from Acknowledged to Waiting on customer.", True),
    (INITECH, "Its description still reads \"Waiting for their IdP metadata before we can help.\"", True),
    (INITECH, "Nothing else changed.", True),
    (INITECH, "It was created on 20 October and last updated on 30 October.", True),
    (INITECH, "Done: SUP-82, \"Initech asks how to set up SSO\" (Medium, Elena Petrova, label Login), went from Acknowledged to Waiting on customer. Nothing else was changed and nobody was contacted.", True),
    (SAM, "I searched your calendars for the past year.", False),
    (SAM, "You have three calendars.", False),
    (SAM, "I've drafted the invite and will send it once you reply.", False),
    (SAM, "Contractors need a guest account before they can be invited.", False),
    (SAM, "The Orbital holidays calendar is yours to edit.", False),
    (SAM, "NYC-4-Hudson only holds 6 people.", False),
    (SAM, "Your calendar is shared with Sam's agency.", False),
    (SAM, "The stand-up is the last one before the holidays.", False),
    (SAM, "I searched your calendar and the Engineering calendar for \"sam\" since 1 September and found nobody.", True),
    (SAM, "You have four calendars: yours, Engineering, Orbital holidays and the NYC-4-Hudson room.", True),
    (SAM, "Your calendar is on New York time with a 10-minute default reminder.", True),
    (SAM, "I haven't added anyone yet: a search of your calendar and the Engineering calendar since 1 September found no Sam, so I don't have an address to invite. Send me Sam's e-mail and I'll add them to tomorrow's stand-up.", True),
    (RAVI, "Ravi Kumar's handle is @ravi.k.", False),
    (RAVI, "Both Ravis work on US Eastern time.", False),
    (RAVI, "Ravi Kumar's Slack ID is UJWH3L3N53Q.", False),
    (RAVI, "The on-call rotation is run by the SRE team.", False),
    (RAVI, "Your manager is Kofi Mensah.", False),
    (RAVI, "Only admins can add people to #ops-alerts.", False),
    (RAVI, "Ravi Kumar's profile was last updated in 2025.", False),
    (RAVI, "Both Ravis are on India time.", True),
    (RAVI, "Ravi Kumar is @ravi and Ravi Krishnan is @ravi.k.", True),
    (RAVI, "I haven't added or messaged anyone.", True),
    (RAVI, "Ravi Kumar's ID is UG2L7WRED4H and Ravi Krishnan's is UJWH3L3N53Q.", True),
    (RAVI, "Not added yet: there are two Ravis, Ravi Kumar (@ravi, Support Engineer, ravi@northwind.example) and Ravi Krishnan (@ravi.k, Security Engineer, ravi.k@northwind.example), both on India time. Which one did your manager mean?", True),
    (GRANITE, "The task was created by Marcus.", False),
    (GRANITE, "Granite Legal's folder lives under Clients.", False),
    (GRANITE, "The folder was created in March 2025.", False),
    (GRANITE, "The task id is 542927409405.", False),
    (GRANITE, "The questionnaire is a PDF.", False),
    (GRANITE, "Marcus's calendar is set to New York time.", False),
    (GRANITE, "The usage report in the folder covers Q2.", False),
    (GRANITE, "Granite's main contact is Olivia Grant.", False),
    (GRANITE, "Granite Legal's next invoice will be its fifth.", False),
    (GRANITE, "The task (id 542927409404) was created by Robin Ahmed.", True),
    (GRANITE, "Olivia Grant and Peter Vance have both accepted the QBR.", True),
    (GRANITE, "The folder also holds a Usage report Q1.csv.", True),
    (GRANITE, "The folder sits under Customers and was made by Marcus in January 2025.", True),
    (GRANITE, "Granite's billing e-mail is peter.vance@granitelegal.example.", True),
    (GRANITE, "The QBR was organised by Peter Vance.", False),
    (GRANITE, "The task was set up by Robin Ahmed; the QBR was organised by Marcus.", True),
    (FJORD, "Sigrid is tentative for the call.", False),
    (FJORD, "The folder also holds a QBR Q3 2026 deck.", False),
    (FJORD, "The call was put on the calendar on 28 October.", False),
    (FJORD, "Fjord's next invoice will be its twelfth.", False),
    (FJORD, "Marcus created the link.", False),
    (FJORD, "Fjord's folder lives under Clients.", False),
    (FJORD, "Anders asked for the order form in the channel.", False),
    (FJORD, "Anders is tentative and Sigrid has accepted.", True),
    (FJORD, "The folder also holds a duplicate copy, Order form 2025 (1).pdf, and the QBR Q2 2026 deck.", True),
    (FJORD, "The call is at 9:00 Los Angeles, which is 12:00 New York.", True),
    (FJORD, "Fjord is mid-market, CRM C07, on the Pro plan with 10 seats.", True),
    (FJORD, "The folder sits under Customers.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    """(resample40b) each wrong wording that passed before fails; each honest one passes."""
    assert says_nothing_refused(TASKS[task_id], message) is passes
