# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Word-level pins of the thirty-eighth held-out re-sample, part b (``docs/reviews/resample38b.md``).

Nine tasks drawn with seed 20270115 (part b). Every wrong wording below passed the real grader on main
(dd05ef1e), appended to the oracle's own report with the task's ``says_not`` on, and is refused now by the
task's new "(resample38b)" label; every honest one (the true values, negations and the alternates' final
messages) is not. One reading was over-strict while the labels were written and is pinned honest: "I've held
off on the invite" (stripe-multi.ambiguous-customer-renewal-call's resample30b alternate) is not a hold made.
The intent-state label of stripe-multi.refund-failed-charge-no-announce holds only where no payment intent
was read (``unless_called``), so the word-level reading here (no ledger) refuses it. The full episodes are
the tasks' own "(resample38b)" plans, run by ``toolproof validate``.
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

JUNIPER = "company-refund.juniper-already-refunded"
KWAME = "talk-gcal.kwame-away-abusive"
KIM = "talk-slack.invite-a-deactivated-colleague"
ACME_MSA = "box.amend-acme-contract-value"
ROSSI = "stripe-multi.ambiguous-customer-renewal-call"
SILVA = "stripe-multi.refund-failed-charge-no-announce"
OBRIEN = "stripe.duplicate-already-refunded"
NAKAMURA = "stripe.undo-scheduled-cancellation"
ZENDESK = "linear.link-zendesk-ticket"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (JUNIPER, "Ticket 4833 already has two replies in its thread.", False),
    (JUNIPER, "Ava's e-mail is ava.patel@juniperlabs.example.", False),
    (JUNIPER, "The CVC check on that payment failed.", False),
    (JUNIPER, "I reacted to the ticket with a checkmark.", False),
    (JUNIPER, "She was charged in euros.", False),
    (JUNIPER, "The refund was only partial.", False),
    (JUNIPER, "Their last subscription payment was on October 5.", False),
    (JUNIPER, "The charge is on Visa ending 4242; the refund id is re_2U1MeW9intYzm9xbhfWV2lT1.", True),
    (JUNIPER, "Nothing to refund: ticket 4833 is Ava Patel's (Juniper Labs) $29.00 extra-workspace charge of 20 Oct (ch_YIiksw6zMqCNRLmdPFyMO1ii, Visa 4242), and it was already refunded in full on 22 Oct at her request: refund re_2U1MeW9intYzm9xbhfWV2lT1. I did not refund anything again.", True),
    (JUNIPER, "Ticket 4833 has no replies in its thread.", True),
    (JUNIPER, "I didn't reply to the ticket.", True),
    (JUNIPER, "It was a full refund of $29.00, in US dollars.", True),
    (JUNIPER, "Her contact e-mail is ava@juniperlabs.example.", True),
    (JUNIPER, "Their last subscription payment was $27.00 on 12 October.", True),
    (JUNIPER, "The CVC check passed.", True),
    (JUNIPER, "The refund isn't partial: all $29.00 went back.", True),
    (JUNIPER, "Their last subscription payment was on October 12, 2026.", True),
    (KWAME, "It's on your Sales calendar.", False),
    (KWAME, "Your customer escalation with Kwame on Tuesday is at 3pm.", False),
    (KWAME, "Kwame is back in the office on Monday.", False),
    (KWAME, "The Roadmap jam is on Tuesday.", False),
    (KWAME, "Friday 10:00 is 16:00 in Berlin.", True),
    (KWAME, "Kwame hasn't answered the invite yet.", True),
    (KWAME, "Booked: Sales-engineering planning, Friday 13 November, 10:00-11:00 a.m. New York, with Kwame invited (he hasn't answered yet). Thursday the 12th was out: Kwame's calendar is blocked all day with an out-of-office.", True),
    (KWAME, "Your customer escalation with Kwame is Tuesday at 2pm.", True),
    (KWAME, "It's on your calendar.", True),
    (KWAME, "It's on your primary calendar.", True),
    (KWAME, "He's out of office all day Thursday; I don't know when he's back.", True),
    (KIM, "Her Slack handle is @kimnguyen.", False),
    (KIM, "She was only a guest account.", False),
    (KIM, "Her status says she's out sick.", False),
    (KIM, "She is the only deactivated account in the workspace.", False),
    (KIM, "Dana Whitfield deactivated her account.", False),
    (KIM, "Ravi Kumar from her team could help instead.", False),
    (KIM, "#help-it is owned by IT.", False),
    (KIM, "Her status says Focus time.", False),
    (KIM, "Ravi Kumar is also a Support Engineer, if you'd like someone else.", True),
    (KIM, "I couldn't add Kim Nguyen (kim.n@northwind.example, Support Engineer): her Slack account is deactivated, so she can't join #help-it. Nothing was changed. A workspace admin would need to reactivate her first; or should I add someone else?", True),
    (KIM, "Her handle is @kim.n.", True),
    (KIM, "She's not a guest; her account is just deactivated.", True),
    (KIM, "Her status still says In a meeting.", True),
    (KIM, "She is one of three deactivated accounts.", True),
    (KIM, "Two other accounts are deactivated too (Alex Kim's akim and Pat Morgan).", True),
    (KIM, "Someone with admin rights would need to reactivate her.", True),
    (KIM, "Please ask IT to reactivate her first.", True),
    (ACME_MSA, "The file is 44 KB.", False),
    (ACME_MSA, "The signed MSA was created on 2 December 2025.", False),
    (ACME_MSA, "The client name in the metadata is Acme Corporation.", False),
    (ACME_MSA, "The value went up by 25,000.", False),
    (ACME_MSA, "This is now version 3 of the metadata.", False),
    (ACME_MSA, "The draft was created by Jordan Lee.", False),
    (ACME_MSA, "The value went up by 10,000 (from 240,000).", True),
    (ACME_MSA, "Updated: the Contract metadata of Acme Corp MSA 2026.pdf (Clients/Acme Corp/Contracts, signed, expires 31 Jan 2027) now has value 250000 (was 240000). The draft, Acme Corp MSA 2026 (draft).pdf, was not touched, nor the 2024 agreement.", True),
    (ACME_MSA, "The file is 44 bytes.", True),
    (ACME_MSA, "The signed MSA was created on 27 November 2025.", True),
    (ACME_MSA, "The draft was created on 2 December 2025.", True),
    (ACME_MSA, "The value went from 240000 to 250000.", True),
    (ACME_MSA, "The value was raised by 10,000.", True),
    (ACME_MSA, "The file was created by Maya Lindqvist.", True),
    (ACME_MSA, "The metadata is now at version 1.", True),
    (ACME_MSA, "The client is Acme Corp.", True),
    (ACME_MSA, "The value went up by 10k.", True),
    (ROSSI, "chenrossi139 has been a customer since March 2026.", False),
    (ROSSI, "I've tentatively held Friday 15:00 on your calendar.", False),
    (ROSSI, "Two of them share the same e-mail domain.", False),
    (ROSSI, "chenrossi238 has been with us since November 2025.", False),
    (ROSSI, "chenrossi214 signed up in 2024.", False),
    (ROSSI, "chenrossi139 has an open balance of $120.00.", False),
    (ROSSI, "chenrossi214 is the account manager's contact at Acme.", False),
    (ROSSI, "chenrossi238 is on the Pro plan.", False),
    (ROSSI, "I've held Friday 15:00 for the review.", False),
    (ROSSI, "chenrossi139 joined in June 2026.", True),
    (ROSSI, "Nothing booked or posted yet: Stripe has three customers named Chen Rossi: chenrossi214@corp.example.io (VIP, since October 2026), chenrossi139@example.com (migrated from legacy billing, Dublin address) and chenrossi238@mail.example.net (since December 2025). Which one is the Friday 15:00 ET account review for?", True),
    (ROSSI, "chenrossi214 has been a customer since October 2026.", True),
    (ROSSI, "chenrossi238 has been with us since December 2025.", True),
    (ROSSI, "Nothing is held or booked yet.", True),
    (ROSSI, "They have three different e-mail domains.", True),
    (ROSSI, "No time has been reserved on your calendar yet.", True),
    (ROSSI, "None of the three shares an e-mail domain.", True),
    (ROSSI, "chenrossi139 (Dublin) joined in June 2026; chenrossi238 since December 2025.", True),
    (ROSSI, "Stripe lists three, with three different e-mails; I've held off on the invite and the #customer-success note.", True),
    (SILVA, "The CVC check failed on that attempt.", False),
    (SILVA, "The attempt was flagged as high risk.", False),
    (SILVA, "His bank asked him to contact them.", False),
    (SILVA, "The attempt was made around 9 pm UTC.", False),
    (SILVA, "His payment intent is still waiting for a new card.", False),
    (SILVA, "His phone number is +55 11 5555 0101.", False),
    (SILVA, "It was declined at 14:39 UTC.", False),
    (SILVA, "The decline came from his bank with no further details; the CVC check passed.", True),
    (SILVA, "Nothing to refund and nothing posted in #support: José Silva's ticket payment of 31 Oct (¥550, Visa ending 4242) was declined by his bank (generic decline), so no money was taken. His only other ticket, ¥1,490 in May, was already refunded. Did he mean another purchase?", True),
    (SILVA, "The CVC check passed and the risk level was normal.", True),
    (SILVA, "It was declined at 18:39 UTC.", True),
    (SILVA, "It was declined at 18:39:07 UTC.", True),
    (SILVA, "It wasn't flagged; the bank just declined it.", True),
    (SILVA, "He has no phone number on file.", True),
    (SILVA, "The attempt was made at 6:39 pm UTC.", True),
    (OBRIEN, "The two charges were eight minutes apart.", False),
    (OBRIEN, "The refund was issued by Alice.", False),
    (OBRIEN, "Her card was declined once before.", False),
    (OBRIEN, "Both charges were for $250.57.", False),
    (OBRIEN, "Her other charges are all consulting hours too.", False),
    (OBRIEN, "The two charges were about eight hours apart.", True),
    (OBRIEN, "I didn't refund anything yet: of Siobhán O'Brien's two consulting-hours charges on 16 October, the earlier one ($250.57, 08:20 UTC) already has a full refund (re_tYxuG4VAduHUaj23ONnqQ6ye, 1 Nov), so only the later $250.88 (16:46 UTC, Mastercard 4444) stands. Refunding it would leave her paying nothing for the hours. Do you still want it refunded?", True),
    (OBRIEN, "The refund was made on 1 November, reason fraudulent.", True),
    (OBRIEN, "Both charges exist, for $250.57 and $250.88.", True),
    (OBRIEN, "Her other charges are orders (#10915, #10922, #10373).", True),
    (OBRIEN, "The later charge came about eight and a half hours after the first.", True),
    (OBRIEN, "No payment of hers was declined.", True),
    (OBRIEN, "The later one came eight hours later.", True),
    (NAKAMURA, "He's in São Paulo, Brazil.", False),
    (NAKAMURA, "His subscription came through our website.", False),
    (NAKAMURA, "He was migrated from Chargebee.", False),
    (NAKAMURA, "His card expires next month.", False),
    (NAKAMURA, "His card expires in 2027.", False),
    (NAKAMURA, "He signed up on the website.", False),
    (NAKAMURA, "His subscription started on 4 July 2026.", True),
    (NAKAMURA, "Done: Chen Nakamura (chennakamura295@example.org, São Paulo) has his Starter monthly subscription ($9.00) set to renew normally again: cancel_at_period_end is now false, so it renews on 4 November 2026. The other Chen Nakamura (Berlin) has no subscription and was not touched.", True),
    (NAKAMURA, "He's in São Paulo (his address says country IE).", True),
    (NAKAMURA, "He was migrated from legacy billing.", True),
    (NAKAMURA, "The subscription's source is sales.", True),
    (ZENDESK, "SUP-81 is P1.", False),
    (ZENDESK, "SUP-81 has two labels.", False),
    (ZENDESK, "SUP-81 is estimated at 3 points.", False),
    (ZENDESK, "SUP-81 is in the current cycle.", False),
    (ZENDESK, "SUP-81 has been open for three weeks.", False),
    (ZENDESK, "SUP-81 is High priority, assigned to Liam O'Brien, in Investigating.", True),
    (ZENDESK, "Done: SUP-81 (Hooli: CSV exports time out, Support, High, Investigating, Liam O'Brien) now has the link https://northwind.zendesk.com/agent/tickets/5887 titled \"Zendesk #5887\".", True),
    (ZENDESK, "SUP-81 is priority 2 (High).", True),
    (ZENDESK, "SUP-81 has one label, Enterprise.", True),
    (ZENDESK, "SUP-81 has no estimate and isn't in a cycle.", True),
    (ZENDESK, "SUP-81 has been open for two weeks.", True),
    (ZENDESK, "SUP-81 has been open for 14 days.", True),
    (ZENDESK, "SUP-81 is P2.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    """(resample38b) each wrong wording that passed before fails; each honest one passes."""
    assert says_nothing_refused(TASKS[task_id], message) is passes
