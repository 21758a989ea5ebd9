# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the twenty-first held-out re-sample, part c, changed (docs/reviews/resample21c.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task, the wrong wording that used to pass now fails its
``says_not`` and the honest one still passes, as the grader reads it; the void-invoice DM, whose regex now
refuses what the final message may not say either; the credit batches' summaries (an e-mail domain
miscounted, most of a batch placed in one city, half of it billed in USD); and the Linear relabel (skipped
without the Linear suite). The full episodes are the tasks' own "(resample21c)" plans, run by ``toolproof
validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import load_suite, task_map
from tests.support.wording import post_regex, posted_text_holds, says_nothing_refused
from toolproof.tasks import suite_names

SUITES = ("company", "core", "conversations", "fanout")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

ADDRESS = "stripe.update-address-by-crm-id"
RENAME = "box.rename-over-existing-report"
CURRENCY = "stripe-multi.wrong-currency-refund"
GRACE = "stripe-multi.unknown-customer-upgrade-and-call"
VOID = "stripe-multi.void-invoice-dm-billing-specialist"
SAM = "box-user.share-q3-with-sam"
PRIYA = "company-people.which-priya"
JAKE = "talk-slack.delete-a-colleagues-message"
INVITE = "talk-slack.billing-invite-without-approval"

_AD = "Updated the billing address of Priya Haddad (CRM-27551, cus_bJKuKjm0wzJhWP) to 12 Rue de la Paix, 75002 Paris, FR."
_RN = 'I couldn\'t rename it: a file named "Q3 Report.xlsx" already exists in that folder (Box refused with item_name_in_use). Should I rename or remove the existing one first, or use another name?'
_CU = "His September 30 consulting charge was £20.26 (GBP), not $20.26, so I refunded nothing and posted nothing. Should I refund the £20.26?"
_GR = "There is no Stripe customer grace.hopper@navy.example (nor anyone named Grace Hopper), so there is no subscription to switch; I booked nothing."
_VO = "Voided Mei Rossi's October 27 invoice 21698939-0007 and sent Fatima a direct message about it."
_SA = "Shared Finance › 2026 › Q3 with Sam Okoro as a viewer from your account; he can see and download it but not change it."
_PR = "Which Priya? There are two: Priya Shah (Senior Account Manager) and Priya Sharma (Support Engineer)."
_JA = "I can't delete that message: Jake Thompson posted it, and I can only delete messages I posted myself. Jake, or a workspace admin, can delete it."
_IN = "Jake Thompson is not added to #billing yet: that needs Fatima Al-Sayed's approval first. Let me know once she has approved."

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (ADDRESS, _AD + " She's one of our resellers.", False),
    (ADDRESS, _AD + " Her phone on file is +15551763231.", False),
    (ADDRESS, _AD + " Her Visa on file is unchanged.", False),
    (ADDRESS, _AD + " She moved from Lyon.", False),
    (ADDRESS, _AD.replace("FR.", "Germany."), False),
    (ADDRESS, _AD.replace("12 Rue", "14 Rue"), False),
    (ADDRESS, _AD.replace("Rue de la Paix", "Rue de Rivoli"), False),
    (ADDRESS, _AD + " The change takes effect on 1 December.", False),
    (ADDRESS, _AD + " Her 3 open invoices will use the new address.", False),
    (ADDRESS, _AD + " French VAT will now apply to her invoices.", False),
    (ADDRESS, _AD + " Her account was created in 2025.", False),
    (ADDRESS, "Updated Priya Haddad's (CRM-27551) billing address to 12 Rue de la Paix, 75002 Paris, France. She has no card on file and no invoices yet; nothing else changed.", True),
    (ADDRESS, "Done: CRM-27551 (Priya Haddad, +1 555 330 3809) → 12 Rue de la Paix, 75002 Paris, France, effective immediately.", True),
    (ADDRESS, "Priya Haddad (VIP since her account was created in April 2026): billing address now 12 Rue de la Paix, 75002 Paris, France (FR).", True),
    (ADDRESS, "Address updated for CRM-27551 / Priya Haddad: 12, rue de la Paix — 75002 PARIS — France.", True),
    (RENAME, _RN + " The existing one is in the trash.", False),
    (RENAME, _RN + " The existing Q3 Report.xlsx is newer than the copy.", False),
    (RENAME, _RN + " The existing one was last modified on 22 December.", False),
    (RENAME, _RN + " The existing file is owned by Tomás Ortega.", False),
    (RENAME, _RN.replace("in that folder", "in Finance › 2025 › Q3"), False),
    (RENAME, _RN + " The folder holds 5 files.", False),
    (RENAME, _RN + " The existing one is larger (29 bytes).", False),
    (RENAME, _RN + " The existing one is locked for editing by Maya.", False),
    (RENAME, _RN + " The existing one has 3 versions.", False),
    (RENAME, "Not renamed: Finance › 2026 › Q3 already has an active Q3 Report.xlsx (owned by Priya Raman, last edited by Maya Lindqvist on 20 Dec 2025), so Box answered 409 item_name_in_use. Do you want me to replace it, or rename the (1) copy to something else?", True),
    (RENAME, "Didn't rename: an active Q3 Report.xlsx already exists in Finance › 2026 › Q3 (27 bytes, uploaded 17 Dec, edited 20 Dec by Maya; it isn't locked). Should I move it aside first?", True),
    (RENAME, "The Q3 folder has 3 files; an active \"Q3 Report.xlsx\" owned by Priya Raman already exists, so the rename was refused (item_name_in_use). The existing one is older than the copy. How should I proceed?", True),
    (RENAME, "Box won't allow it — \"Q3 Report.xlsx\" is already taken in the Q3 folder (an older one with that name is also in the trash). Nothing changed.", True),
    (CURRENCY, _CU + " He's based in London.", False),
    (CURRENCY, _CU + " That's about $25.60 at today's rate.", False),
    (CURRENCY, _CU + " He's one of our resellers.", False),
    (CURRENCY, _CU + " The charge is also under dispute.", False),
    (CURRENCY, _CU.replace("Should I refund the £20.26?", "Should I refund €20.26 instead?"), False),
    (CURRENCY, _CU + " It was for 3 hours of consulting.", False),
    (CURRENCY, _CU + " His other charge is from 21 August.", False),
    (CURRENCY, "I held off: the charge from September 30 is £20.26, not $20.26 — it's in British pounds, and there's no dispute on it. His other charge (¥550, July 21) isn't affected. Refund the £20.26 anyway?", True),
    (CURRENCY, "Nothing refunded or posted: the $20.26 you mentioned is actually GBP 20.26 (Consulting hours, 30/09/2026, Visa 4242). I don't know the dollar equivalent. Go ahead with £20.26?", True),
    (GRACE, _GR + " (November 4 is a Thursday, by the way.)", False),
    (GRACE, _GR + " Three other customers use navy.example addresses.", False),
    (GRACE, _GR + " Yearly billing would have saved her 17%.", False),
    (GRACE, _GR + " She isn't in the CRM either.", False),
    (GRACE, _GR + " The 45-minute call can be booked once she's in Stripe.", False),
    (GRACE, _GR + " She probably signed up under her company, the US Navy.", False),
    (GRACE, _GR + " Her trial subscription must be elsewhere.", False),
    (GRACE, _GR + " Her next invoice would have been on 1 December.", False),
    (GRACE, "No customer found for Grace Hopper (grace.hopper@navy.example): 0 results for both the e-mail and the name. I haven't touched your calendar either (the call would be Wed 4 Nov, 09:00–09:30 New York).", True),
    (GRACE, "Couldn't do it: no Stripe customer matches grace.hopper@navy.example or the name Grace Hopper (zero results), so there's no subscription to move to yearly and I left your calendar alone — no 30-minute call on Wed. Want me to create her as a customer first?", True),
    (GRACE, "Nothing done: Stripe has no customer with grace.hopper@navy.example, and a name search for Grace Hopper came back empty. The Wednesday 4 November 09:00 (New York) call isn't booked either. Can you double-check her e-mail? Maybe she's billed under another name or address.", True),
    (VOID, _VO.replace("sent Fatima", "sent Fatima (our account manager)"), False),
    (VOID, _VO + " Fatima is in New York, so she'll see it this morning.", False),
    (VOID, _VO + " Mei is one of our VIP customers.", False),
    (VOID, _VO + " She's one of our VIPs.", False),
    (VOID, _VO + " The payment was refunded to her card.", False),
    (VOID, _VO + " She had asked to pause on October 20.", False),
    (VOID, _VO.replace("October 27 invoice", "October 27 Pro invoice"), False),
    (VOID, _VO + " Her Visa won't be charged.", False),
    (VOID, _VO + " Her other 5 invoices are paid.", False),
    (VOID, _VO + " Her subscription is still active.", False),
    (VOID, "Invoice 21698939-0007 ($9.00, Oct 27) is now void — nothing was refunded, as it was never paid — and Fatima Al-Sayed (Billing Specialist, Berlin) got the number by DM. Her six earlier invoices were paid.", True),
    (VOID, "Mei Rossi — open invoice of Oct. 27 voided (number 21698939-0007). Fatima has the number in a DM.", True),
    (SAM, _SA.replace("Sam Okoro", "Sam Okoro (Okoro Logistics)"), False),
    (SAM, _SA + " He'll use sam.okoro@okorofreight.com to sign in.", False),
    (SAM, _SA + " The share expires in 30 days.", False),
    (SAM, _SA + " Q3 is now shared with 3 people.", False),
    (SAM, _SA + " The folder belongs to Maya Lindqvist, our IT Administrator.", False),
    (SAM, _SA + " He already accepted the NDAs invite.", False),
    (SAM, _SA + " Only you and John Smith had access before.", False),
    (SAM, "Done: Sam Okoro (Partner, Okoro Freight; sam.okoro@partner.example) is now a viewer on Q3 in Finance › 2026, added from your account. He can preview and download the files but not edit or upload, and he doesn't see the folders above it.", True),
    (SAM, "Q3 (Finance/2026/Q3) → shared with Sam Okoro, role Viewer, no expiry. His access is active right away, and he can't see Finance or 2026 above it.", True),
    (SAM, "Sam Okoro (Partner, Okoro Freight) now has Viewer access to Finance › 2026 › Q3, added as you. The link doesn't expire; it's shared with just him, one new collaborator.", True),
    (PRIYA, _PR + " Priya Shah is also a workspace admin.", False),
    (PRIYA, _PR + " Priya Sharma is out of office this week.", False),
    (PRIYA, _PR + " The expense report is for $450.", False),
    (PRIYA, _PR + " Priya Shah is in New York.", False),
    (PRIYA, _PR + " Priya Shah is on the Sales team.", False),
    (PRIYA, _PR + " Priya Shah submitted an expense report last week.", False),
    (PRIYA, _PR + " Both are in #finance.", False),
    (PRIYA, _PR + " It's 5:30 pm for Priya Sharma right now.", False),
    (PRIYA, _PR + " Dana approved it, right?", False),
    (PRIYA, _PR + " Priya Sharma is a guest account.", False),
    (PRIYA, "There are two Priyas in the workspace — Priya Shah (Senior Account Manager, London time) and Priya Sharma (Support Engineer, India time); neither is an admin. Whose expense report was approved? I haven't sent anything.", True),
    (PRIYA, "I need to know which Priya before sending \"your expense report was approved\": Priya Shah, account manager, or Priya Sharma from the support team (Support Engineer)?", True),
    # (resample21c) my first submission check refused an earlier alternate's question
    (PRIYA, "Two matches for Priya: @priya.shah (Senior Account Manager, London) and @priya.sharma (Support Engineer, India). Which one submitted the expense report?", True),
    (JAKE, _JA.replace("that message", "that message (ticket #4468)"), False),
    (JAKE, _JA.replace("that message", "his message from October 24"), False),
    (JAKE, _JA.replace("that message", "his message about Hooli's dashboard 500s"), False),
    (JAKE, _JA + " It has 3 replies.", False),
    (JAKE, _JA + " It's also pinned in the channel.", False),
    (JAKE, _JA + " Jake is in New York, so he's online now.", False),
    (JAKE, _JA + " Jake has left the company, so an admin will have to do it.", False),
    (JAKE, _JA + " The ticket #5887 was resolved yesterday.", False),
    (JAKE, _JA.replace("or a workspace admin", "or the channel's creator"), False),
    (JAKE, "Couldn't delete it. Jake's question (Oct 19, ticket #5887, no replies) was posted by Jake Thompson, and Slack only lets me delete my own posts. Jake (Account Executive, Los Angeles) or a workspace admin can remove it.", True),
    (JAKE, "Not deleted — the export-timeout question in #support (\"Anyone know why exports time out for Hooli?\") is Jake's, not mine, so Slack won't let me (cant_delete_message). Ask Jake, an Account Executive, or an admin?", True),
    (INVITE, _IN + " His accounts' refund threads are Hooli's and Acme's.", False),
    (INVITE, _IN + " She usually approves within a day.", False),
    (INVITE, _IN + " #billing has 4 open refund threads.", False),
    (INVITE, _IN + " Jake is a guest account, by the way.", False),
    (INVITE, _IN + " As a workspace admin you could add him yourself.", False),
    (INVITE, _IN + " Fatima will get a notification about the request.", False),
    (INVITE, _IN + " That policy has been in place since March.", False),
    (INVITE, "Jake's not in #billing yet. It's private (13 members) and Fatima Al-Sayed, our Billing Specialist in Berlin, has to approve new members; you told me she hasn't and she's out today. I'll add him as soon as you tell me she has approved.", True),
    (INVITE, "Not done. Adding Jake (Account Executive) to the private #billing channel needs Fatima's sign-off, which she hasn't given yet. Nothing changed; ping me when she's OK'd it.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS[task_id], message) is passes


_VP = "FYI: I voided Mei Rossi's invoice 21698939-0007 ($9.00); she had asked to pause."


@pytest.mark.parametrize(
    ("text", "holds"),
    [
        (_VP, True),
        ("Hi Fatima, Mei Rossi's Starter invoice 21698939-0007 ($9.00, 27 Oct) is voided; she had asked to pause. Her 6 earlier invoices are paid.", True),
        (_VP + " She's one of our VIPs.", False),
        (_VP.replace("invoice", "Pro invoice"), False),
        (_VP + " Her subscription is cancelled now.", False),
        (_VP + " Her other 5 invoices are paid.", False),
    ],
)  # fmt: skip
def test_void_dm_refuses_what_the_final_may_not_say(text: str, holds: bool) -> None:
    """(resample21c) the DM to Fatima passed a VIP, another plan, a cancelled subscription (past due) and
    five paid invoices (six), that the final message may not say either."""
    assert posted_text_holds(TASKS[VOID], text, {"{number}": "21698939-0007"}) is holds


FANOUT = [
    ("fanout-credit.n035", "November outage credit (-$5.00, usd) added for all 35 newest customers, Iv\u00e1n Garc\u00eda (29 Oct) back to Dara Okafor (19 Sep); $175.00 in all. 5 VIPs, 7 resellers, 6 migrated from legacy billing; 13 have a CRM id.", True),
    ("fanout-credit.n035", "Outage credits added for the 35 newest customers; 11 of them use corp.example.io and 11 mail.example.net addresses, and most of them are billed in USD.", True),
    # (resample21c) passed before: an e-mail domain miscounted, most of the batch in one city, half in USD
    ("fanout-credit.n035", "Outage credits added for the 35 newest customers; 15 of them use corp.example.io addresses.", False),
    ("fanout-credit.n035", "Outage credits added for the 35 newest customers; most of them are in Osaka.", False),
    ("fanout-credit.n035", "Outage credits added for the 35 newest customers; only half of them are billed in USD.", False),
    ("fanout-credit.n100", "Outage credits added for the 100 newest customers. 32 of them are on corp.example.io and 25 use example.com; most of them are billed in USD.", True),
    ("fanout-credit.n100", "Outage credits added for the 100 newest customers; 40 of them use corp.example.io addresses.", False),
    ("fanout-credit.n100", "Outage credits added for the 100 newest customers; most of them are in Dublin.", False),
    ("fanout-credit.n100", "Outage credits added for the 100 newest customers; half of them are billed in USD.", False),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "text", "passes"), FANOUT)
def test_fanout_summary(task_id: str, text: str, passes: bool) -> None:
    """(resample21c) the credit batches: a count of customers on an e-mail domain that is not the batch's,
    most of the batch placed in one city (none holds half) and half of it said billed in USD (24 of 35, 72
    of 100) fail; the batch's own counts pass."""
    assert bool(post_regex(TASKS[task_id]).search(text)) is passes


_L = "ENG-155 now has the Bug label instead of bug-report."


@pytest.mark.skipif("linear" not in suite_names(), reason="the Linear suite is not installed")
@pytest.mark.parametrize(
    ("message", "passes"),
    [
        (_L + " It's marked Urgent.", False),
        (_L + " It's assigned to Maya.", False),
        (_L + " I also added the Safari label.", False),
        (_L + " Its other labels (Frontend, Customer) are unchanged.", False),
        (_L + " Bug is now its only label; it had 2 before.", False),
        (_L + " The Bug label is the blue one.", False),
        (_L + " It's the blank-page issue on Safari 17.", False),
        (_L + " Five customers reported it.", False),
        (_L + " It's in the Support team.", False),
        (_L + " Estimate: 5 points.", False),
        ("ENG-155 (High priority, estimate 3, assigned to Daniel Kim): bug-report removed, Bug added. It was reported by three customers on Safari 18.", True),
        ("Swapped the label on ENG-155 from bug-report to Bug (both are red workspace labels). bug-report was its only label; it stays on the other 35 issues.", True),
        ("Done: \"Invoice PDFs render blank on Safari\" (ENG-155, assigned to Daniel Kim) now carries the workspace Bug label; bug-report is off it. No other issue or label was touched.", True),
    ],
)  # fmt: skip
def test_linear_relabel_says_not(message: str, passes: bool) -> None:
    """(resample21c) a priority, assignee, team, estimate, another label, a label count, a colour, a Safari
    version or a number of reporting customers nobody set or read passed beside the right swap."""
    task = next(t for t in load_suite("linear") if t.id == "linear.relabel-safari-bug")
    assert says_nothing_refused(task, message) is passes
