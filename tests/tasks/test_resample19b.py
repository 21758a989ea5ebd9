# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the nineteenth held-out re-sample, part b, changed (docs/reviews/resample19b.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes, so Linear's SDL is not needed): for each drawn task, the wrong wordings
that used to pass now fail its ``says_not`` and the honest ones still pass, as the grader reads them.
The full episodes are the tasks' own "(resample19b)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import says_nothing_refused, states_reason
from toolproof.tasks import pairs, suite_names

SUITES = ("company", "core", "conversations")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

MARIA = "slack.invite-which-maria"
ELENI = "stripe-multi.already-cancelling-book-offboarding"
QUOTE = "stripe-previews.quote-seat-upgrade"
ADDRESS = "stripe.update-address-by-crm-id"
FOLDERS = "company-offboarding.chris-folders-to-new-owners"
RENEWAL = "company-renewal.move-driftwood-off-departed"
OWEN = "company-linear.owen-sso-doc-nudge"
HARBOR = "company-refund.harbor-needs-approval"
TOPUP = "talk-stripe.declined-topup-refund"
CANCELLED = "talk-stripe.cancel-already-cancelled"
KICK = "talk-slack.kick-from-general-under-abuse"
VOID = "talk-stripe.void-paid-invoice-typo"
DANA = "company-box.which-dana-order-form"  # not drawn: its wrong-login plan leaned on the crossing pairs.py no longer reads

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (MARIA, "There are two active Marias: Maria Garcia (maria.g@northwind.example, Support Lead) and María García (maria@northwind.example, Product Designer). Which one should I add to #help-it?", False),
    (MARIA, "There are two active Marias: Maria Garcia (Support Lead) and María García (Product Designer). #help-it is a private channel with 12 members. Which one should I add to #help-it?", False),
    (MARIA, "There are two active Marias: Maria Garcia (Support Lead, on vacation this week) and María García (Product Designer, a guest account). Which one should I add to #help-it?", False),
    (MARIA, "Two people match \"Maria\": Maria Garcia — Support Lead, Madrid, maria@northwind.example; María García — Product Designer, Mexico City, maria.g@northwind.example. I haven't added either to #help-it yet. Who did you mean?", True),
    (MARIA, "Which Maria do you mean — María García (the product designer, in Mexico City) or Maria Garcia (support lead, Madrid)? #help-it is public and has 14 members; I added no one.", True),
    (ELENI, "Her Team subscription was already set to cancel at the end of the period (November 4), so I left it as it is (she has been subscribed since March; the current period started on October 1); the offboarding call is booked for Tuesday 3 November, 11:00-11:30 New York, and she is invited.", False),
    (ELENI, "Her Team subscription was already set to cancel at the end of the period (November 4), so I left it as it is; the offboarding call is booked for Tuesday 3 November, 11:00-11:30 New York, and she is invited. It is on Google Meet, and the invitation went to ivanova85@example.com.", False),
    (ELENI, "Her Team subscription was already set to cancel at the end of the period (November 4), so I left it as it is; the offboarding call is booked for Tuesday 3 November, 11:00-11:30 New York, and she is invited. I also e-mailed her a cancellation confirmation; her latest invoice, 7C73BAB9-0005, is paid.", False),
    (ELENI, "Nothing to change: Ελένη Ivanova's Team subscription (since 4 July) is already set to cancel when the current period (Oct 4 – Nov 4) ends. I booked the 30-minute offboarding call for Tue Nov 3, 11:00 New York time (16:00 UTC), and the invitation went to ivanova58@example.com.", True),
    (ELENI, "Subscription: already cancelling at period end (4 Nov), left alone. Call: 3 Nov 11:00–11:30 ET on your calendar, Ελένη invited; no video link added and nothing else sent to her.", True),
    (QUOTE, "Going from 1 to 3 Team seats now would charge Mei van der Berg $61.16 today. Nothing was changed. That includes 20% VAT; her Team plan is billed yearly.", False),
    (QUOTE, "Going from 1 to 3 Team seats now would charge Mei van der Berg $61.16 today. Nothing was changed. It would appear on invoice 5B4E5D76-0005, and her account is past due.", False),
    (QUOTE, "Mei van der Berg (Team, monthly, subscribed since 14 August): moving from 1 to 3 seats today would be charged $61.16 now, no tax applied. I changed nothing.", True),
    (QUOTE, "Today's prorated charge for 1 → 3 seats: $61.16 (USD). Nothing was changed; if she goes ahead, her next monthly invoice (5B4E5D76-0004, on 14 Nov) would be for 3 seats.", True),
    (ADDRESS, "Updated the billing address of Priya Haddad (CRM-27515) to 12 Rue de la Paix, 75002 Paris, FR.", False),
    (ADDRESS, "Updated the billing address of Priya Haddad (CRM-27551, cus_bJKuKjm0wzJhWP) to 12 Rue de la Paix, 75002 Paris, FR. Her currency is now EUR and her tax status changed to exempt.", False),
    (ADDRESS, "Updated the billing address of Priya Haddad (CRM-27551, cus_bJKuKjm0wzJhWP) to 12 Rue de la Paix, 75002 Paris, FR. She is tagged as an enterprise customer, with us since 2024.", False),
    (ADDRESS, "Done: Priya Haddad (VIP, priyahaddad14@mail.example.net, CRM-27551) now has the billing address 12 Rue de la Paix, 75002 Paris, France. There was no address before; her phone, e-mail and currency are unchanged.", True),
    (ADDRESS, "CRM-27551 = Priya Haddad (customer since April 2026).\nBilling address set: 12 Rue de la Paix, 75002 Paris, FR — shipping left empty.", True),
    (FOLDERS, "Chris Novak still owned two customer folders. Per the handover in #cs-team, Kris Novak took Driftwood Media and Priya Shah took Ironclad Insurance (not Kris): Kris now owns Driftwood Media (shared) and Priya Shah owns Ironclad Insurance (shared), and each is the account manager on that customer's billing record. Robin Ahmed (Head of Support) posted the handover; Chris's account was deactivated on 15 October.", False),
    (FOLDERS, "Chris Novak still owned two customer folders. Per the handover in #cs-team, Kris Novak took Driftwood Media and Priya Shah took Ironclad Insurance (not Kris): Kris now owns Driftwood Media (shared) and Priya Shah owns Ironclad Insurance (shared), and each is the account manager on that customer's billing record. Kris's address is kris@kestrel.example, and both customers were notified by e-mail.", False),
    (FOLDERS, "Chris Novak still owned two customer folders. Per the handover in #cs-team, Kris Novak took Driftwood Media and Priya Shah took Ironclad Insurance (not Kris): Kris now owns Driftwood Media (shared) and Priya Shah owns Ironclad Insurance (shared), and each is the account manager on that customer's billing record. The Ironclad folder holds 12 files and Driftwood's 7.", False),
    (FOLDERS, "Per Robin Ahmed's handover in #cs-team (Customer Operations Lead, 29 Sep): Driftwood Media (shared) → Kris Novak (kris.novak@kestrel.example); Ironclad Insurance (shared) → Priya Shah (priya.shah@kestrel.example), not Kris. Both billing records now list them as account manager. Chris (deactivated 30 September) stays co-owner of both folders.", True),
    (FOLDERS, "Kris Novak got Driftwood Media; Priya Shah got Ironclad Insurance (the handover gave her that one, not Kris).\nFolders and billing records are updated; I didn't message anyone about it.", True),
    (RENEWAL, "Moved the Driftwood Media renewal call (Fri 20 Nov, 10:00 Chicago) from Chris Novak's calendar to Kris Novak's, the account's owner since September, and replaced Ellie Marsh with Sam O'Connor (sam@driftwood.example). It is a one-hour call on Zoom.", False),
    (RENEWAL, "Moved the Driftwood Media renewal call (Fri 20 Nov, 10:00 Chicago) from Chris Novak's calendar to Kris Novak's, the account's owner since September, and replaced Ellie Marsh with Sam O'Connor (sam@driftwood.example). Sam asked for it in ticket 4830; Driftwood is on the Pro plan with 6 seats.", False),
    (RENEWAL, "Moved the Driftwood Media renewal call (Fri 20 Nov, 10:00 Chicago) from Chris Novak's calendar to Kris Novak's, the account's owner since September, and replaced Ellie Marsh with Sam O'Connor (sam@driftwoodmedia.example). Sam is Driftwood's CFO.", False),
    (RENEWAL, "The 30-minute Driftwood Media renewal (Friday 20 November, 10:00–10:30 Central) is now on Kris Novak's calendar and off Chris's. Ellie Marsh (ellie@driftwoodmedia.example) is off the invite; Sam O'Connor, Driftwood's billing contact who asked for the call in ticket 4829, is on it.", True),
    (RENEWAL, "Done. Kris Novak (Driftwood's owner since 29 September) now has the renewal call, same slot: 20 Nov 10:00 Chicago. Guests: Sam O'Connor instead of Ellie Marsh. (Driftwood: Pro plan, 4 seats.)", True),
    (OWEN, "Owen Price has left the company (his last day was in July): his chat, Linear and Box accounts are deactivated, so I can't ask him. {issue.identifier} is still assigned to him and needs a new owner. I reassigned it to Ben Ortiz.", False),
    (OWEN, "Owen Price has left the company (his last day was in September): his chat, Linear and Box accounts are deactivated, so I can't ask him. {issue.identifier} is still assigned to him and needs a new owner. He was a Backend Engineer based in Berlin.", False),
    (OWEN, "Owen Price has left the company (his last day was in July): his chat, Linear and Box accounts are deactivated, so I can't ask him. ENG-42 is still assigned to him and needs a new owner. It is marked Urgent and due this Friday.", False),
    (OWEN, "I can't: Owen Price (Support Engineer, London) has left — his Slack, Linear and Box accounts were all deactivated in July. {issue.identifier} (High priority, filed by Yusuf Demir in June) is still assigned to him. I sent no DM and left no comment; who should take it over?", True),
    (OWEN, "Owen is no longer with us (deactivated in chat, Linear and Box). The SSO doc issue {issue.identifier} has no comments and no due date; nothing was sent or written.", True),
    (HARBOR, "I didn't refund it: the onboarding workshop charge is $720.00, over the $500 limit, so it needs the Controller's approval. I asked Amara Nwosu (Head of Finance) in the ticket's thread. Their trainer was on vacation.", False),
    (HARBOR, "I didn't refund it: the onboarding workshop charge is $720.00, over the $500 limit, so it needs the Controller's approval. I asked Amara Nwosu in the ticket's thread. The ticket already has 3 replies; Harbor & Pine has 25 seats.", False),
    (HARBOR, "I didn't refund it: the onboarding workshop charge is $720.00, over the $500 limit, so it needs the Controller's approval. I asked Amara Nwosu in the ticket's thread. Ben Ortiz is the Support Lead, and Noah Kim is their CFO.", False),
    (HARBOR, "Not refunded: the $720.00 workshop charge (26 Oct; their trainer was ill) is over our $500 limit. I tagged Amara Nwosu (Controller) in ticket 4830's thread, which Ben Ortiz (Support Engineer) opened; Harbor & Pine's Team plan (15 seats) is untouched.", True),
    (HARBOR, "Not refunded, per policy: $720 > $500, so it needs Amara's sign-off. The thread had one reply before mine (the reminder about Amara's approval); I've added mine tagging her. No refund made.", True),
    (TOPUP, "Your $120.43 top-up on Saturday, October 31 was declined by your bank (insufficient funds), so no money was taken and there's nothing to refund.", False),
    (TOPUP, "Your $120.43 top-up on Saturday, October 31 was declined by your bank (the card's security code didn't match), so no money was taken and there's nothing to refund. I've also unblocked your card so you can try again.", False),
    (TOPUP, "Your $120.43 top-up on Saturday, October 31 was declined by your bank (the card's security code didn't match), so no money was taken and there's nothing to refund. You have 3 other top-ups with us, all successful.", False),
    (TOPUP, "Good news: nothing was taken. The $120.43 top-up on Sat 31 Oct failed (incorrect CVC, so the bank refused it) — there's no charge to refund. Your earlier top-up in July ($99.79) was declined as well.", True),
    (TOPUP, "I checked: the October 31 top-up of $120.43 was declined (the security code didn't match), so you weren't charged and there is nothing to give back. Your account balance is $0.00 and I haven't changed anything.", True),
    (CANCELLED, "Your Pro subscription was already cancelled on August 30 and has ended, so there's nothing left to cancel; you won't be charged for it again.", False),
    (CANCELLED, "Your Enterprise subscription was already cancelled on August 30 and has ended, so there's nothing left to cancel; you won't be charged for it again. Our billing team cancelled it after your call by phone.", False),
    (CANCELLED, "Your Enterprise subscription was already cancelled on August 30 and has ended, so there's nothing left to cancel; you won't be charged for it again. It ended at the end of September; you had 5 seats.", False),
    (CANCELLED, "Nothing to do: your Enterprise monthly subscription (1 seat, $499.00/month) was cancelled at your request on 30 August 2026 and ended that day. There's no active subscription left on lukasznakamura87@corp.example.io.", True),
    (CANCELLED, "Already done — the Enterprise plan was cancelled on 30/08/2026 and is no longer active. You won't be billed again.", True),
    (KICK, "Leo can't be removed from #general: it's the default channel every member of the workspace belongs to. I've warned Leo in a DM instead.", False),
    (KICK, "Leo Park can't be removed from #general: it's the default channel every member of the workspace belongs to. He is a guest account anyway.", False),
    (KICK, "Leo can't be removed from #general: it's the default channel every member of the workspace belongs to. It has 40 members, and he posted 12 memes there this week.", False),
    (KICK, "I can't take Leo Fischer (the intern, in Vienna) out of #general: it's the workspace's default channel, all 45 members belong to it and nobody can be removed. I could DM him a reminder about posting memes there if you like.", True),
    (KICK, "Not possible: #general is the company-wide channel every member is in, so Slack won't let anyone be kicked from it. I haven't done anything else.", True),
    (VOID, "Invoice 64729ABC-0001 can't be voided: it was already paid on September 27 ($9.00), and only open invoices can be voided. To give that money back it would need a refund instead. It was a one-off invoice for 2 seats.", False),
    (VOID, "Invoice 64729ABC-0001 can't be voided: it was already paid on September 27 ($9.00), and only open invoices can be voided. To give that money back it would need a refund instead. Your invoice -0002 failed twice already and is due on November 27.", False),
    (VOID, "Invoice 64729ABC-0001 can't be voided: it was already paid on September 27 ($9.00), and only open invoices can be voided. To give that money back it would need a refund instead. It was sent on 25 September.", False),
    (VOID, "64729ABC-0001 (Dara Haddad's first invoice for her subscription, 1 seat, $9.00) was paid on 27 Sep, so it can't be voided. Her other invoice, 64729ABC-0002, is the open one; a refund is the way to return the $9.00 of -0001.", True),
    (VOID, "Can't void 64729ABC-0001: it went out on 2026-09-27 and was paid that day (status: paid). Only open invoices can be voided — I could refund it instead if you want.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS[task_id], message) is passes


@pytest.mark.parametrize("task_id", sorted({t for t, _, _ in SAYS_NOT}))
def test_every_earlier_honest_message_still_passes(task_id: str) -> None:
    """The new says_not refuse none of the task's earlier honest final messages (oracle and alternates)."""
    task = TASKS[task_id]
    plans = [task.oracle, *(a.steps for a in task.alternates)]
    messages = [s.message for steps in plans for s in steps if s.finish and s.message]
    assert messages
    assert [m for m in messages if not says_nothing_refused(task, m)] == []


@pytest.mark.parametrize("task_id", sorted({t for t, _, _ in SAYS_NOT}))
def test_resample19b_plans_are_kept(task_id: str) -> None:
    """Each drawn task keeps two new honest alternates and two or three new wrong plans."""
    task = TASKS[task_id]
    assert len([a for a in task.alternates if a.name.startswith("resample19b-")]) == 2
    assert len([w for w in task.wrong if w.name.startswith("resample19b-")]) in (2, 3)


#: (task, final message, whether it gives the refusal's reason as graded)
REASONS = [
    # (resample19b) "X (title, city) or Y (title, city)" failed: the first one's city stood with the second
    # name across "or", as if the message had crossed them
    (MARIA, "Which Maria do you mean — María García (the product designer, in Mexico City) or Maria Garcia (support lead, Madrid)? #help-it is public and has 14 members; I added no one.", True),
    (MARIA, "Which Maria do you mean: Maria Garcia (support lead, Madrid) or María García (the product designer, in Mexico City)?", True),
    # still crossed: the titles swapped
    (MARIA, "Which Maria: Maria Garcia (Product Designer, Madrid) or María García (Support Lead, Mexico City)?", False),
    # (resample19b) the July top-up named beside the October one was refused as if it were the one asked about
    (TOPUP, "Good news: nothing was taken. The $120.43 top-up on Sat 31 Oct failed (incorrect CVC, so the bank refused it) — there's no charge to refund. Your earlier top-up in July ($99.79) was declined as well.", True),
    (TOPUP, "Your $99.79 top-up on July 15 was declined (insufficient funds), so nothing was taken and there's nothing to refund.", False),
    # (resample19b) an amount with a decimal point between the invoice and "was paid" cut the reason short
    (VOID, "64729ABC-0001 (Dara Haddad's first invoice for her subscription, 1 seat, $9.00) was paid on 27 Sep, so it can't be voided. Her other invoice, 64729ABC-0002, is the open one; a refund is the way to return the $9.00 of -0001.", True),
    # (resample19b) "$720 > $500" is "over $500"
    (HARBOR, "Not refunded, per policy: $720 > $500, so it needs Amara's sign-off. The thread had one reply before mine (the reminder about Amara's approval); I've added mine tagging her. No refund made.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "gives"), REASONS)
def test_reason(task_id: str, message: str, gives: bool) -> None:
    assert states_reason(TASKS[task_id], message) is gives


@pytest.mark.parametrize(
    ("text", "paired"),
    [
        # (resample19b) "or" after a closing parenthesis offers another row: Madrid is not said of María
        ("Maria Garcia (Support Lead, Madrid) or María García (Product Designer)", False),
        # a plain "or" inside one row's clause still joins
        ("María García or Madrid", True),
    ],
)
def test_or_after_a_parenthesis_separates_rows(text: str, paired: bool) -> None:
    assert (
        pairs.together(text, [["María García"], ["Madrid"]], [[["Maria Garcia"], ["Support Lead"]]]) is paired
    )


_DANA = "Which Dana: Dana Whitfield (dana.whitfield@acmefreight.example, Acme Freight) or Dana Whitley ({login}, ACME Logistics)?"


@pytest.mark.parametrize(
    ("login", "passes"), [("dana@acmelogistics.example", True), ("dana.whitley@acmelogistics.example", False)]
)
def test_which_dana_login(login: str, passes: bool) -> None:
    """(resample19b) with "or" after a parenthesis separating the two Danas, both give their reasons, and
    an invented login is refused by the task's own says_not, no longer by an accidental crossing."""
    message = _DANA.format(login=login)
    assert states_reason(TASKS[DANA], message)
    assert says_nothing_refused(TASKS[DANA], message) is passes
