# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the twenty-first held-out re-sample, part a, changed (docs/reviews/resample21a.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task, the wrong wording that used to pass now fails its
``says_not`` and the honest one still passes, as the grader reads it; true neighbours of the new
refusals; Acme Freight's reply, whose regex now refuses what the final message may not say either; and
the two facts that failed an honest wording (add-seats' "8 in total", Chris's "Kris did not take both").
Borealis is a company task read word by word, so it needs no Linear SDL here. The full episodes are the
tasks' own "(resample21a)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import posted_text_holds, says_nothing_refused, states_facts
from toolproof.tasks import suite_names

SUITES = ("company", "core", "conversations")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

NEWCUST = "stripe.create-new-customer"
REFUND = "stripe.partial-refund-damaged-item"
ATLAS = "slack.archive-finished-project"
JON = "slack.dm-the-right-jon"
PLAN = "stripe.wrong-plan-named"
SHARE = "gcal.share-team-calendar"
AUDITOR = "slack.remove-auditor-from-billing"
ACME = "company-support.acme-freight-manual-exports"
BOREALIS = "company-linear.borealis-sso-link-thread"
CHRIS = "company-offboarding.chris-folders-to-new-owners"
SEATS = "talk-stripe.add-seats"
PIN = "talk-slack.pin-a-resolution-that-never-came"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (NEWCUST, "Created Noor Rahman's customer record: {customer.id} (CRM-70001, enterprise). She's based in London.", False),
    (NEWCUST, "Created Noor Rahman's customer record: {customer.id} (CRM-70001, enterprise) and added her card on file.", False),
    (NEWCUST, "Created Noor Rahman's customer record: {customer.id} (CRM-70001, enterprise) and subscribed her to the Pro plan.", False),
    (NEWCUST, "Created Noor Rahman's customer record: {customer.id} (CRM-70001, enterprise). She is billed in euros.", False),
    (NEWCUST, "Created Noor Rahman's customer record: {customer.id} (CRM-70001, enterprise). She already had an older record, which I left alone.", False),
    (NEWCUST, "Created Noor Rahman's customer record: {customer.id} (CRM-70001, enterprise), with her phone +1 555 0100.", False),
    (NEWCUST, "Created Noor Rahman's customer record: {customer.id} (CRM-70001, enterprise, 250 seats).", False),
    (NEWCUST, "Created Noor Rahman's customer record: {customer.id} (CRM-70001, enterprise); she's tax exempt.", False),
    (NEWCUST, "Created Noor Rahman's customer record: {customer.id} (CRM-70001, enterprise); her first invoice goes out on 1 December.", False),
    (NEWCUST, "Created Noor Rahman's customer record: {customer.id} (CRM-70001, enterprise) for Acme Freight.", False),
    (NEWCUST, "Created Noor Rahman's customer record: {customer.id} (CRM-70001, enterprise). Her account manager is Marcus Bell.", False),
    (NEWCUST, "Done: customer id {customer.id}; metadata crm_id=CRM-70001, segment=enterprise. No card or subscription yet.", True),
    (NEWCUST, "Noor Rahman (noor.rahman@example.com) is now in Stripe as {customer.id}, tagged CRM-70001 / enterprise; there was no earlier record for that e-mail.", True),
    (NEWCUST, "New customer: {customer.id}\n- name: Noor Rahman\n- email: noor.rahman@example.com\n- metadata: crm_id CRM-70001, segment enterprise", True),
    (REFUND, "Refunded $8.00 of order #10245 (paid $25.26); the rest of the payment stands. She's based in Paris.", False),
    (REFUND, "Refunded $8.00 of order #10245 (paid $25.26); the rest of the payment stands. The broken item was a lamp.", False),
    (REFUND, "Refunded $8.00 of order #10245 (paid $25.26); the rest of the payment stands. She's been a customer since 2024.", False),
    (REFUND, "Refunded $8.00 of order #10245 (paid $25.26); the rest of the payment stands. Her subscription is $29.00 a year.", False),
    (REFUND, "Refunded $8.00 of order #10245 (paid $25.26 in euros); the rest of the payment stands.", False),
    (REFUND, "Done: partial refund of $8.00 (reason: requested by customer) on ch_whbbs2P1uGGDIL1LVcl8t8jv, the Sept 25 payment for order #10245; $17.26 is still charged.", True),
    (REFUND, "Order #10245 ($25.26, 25/09/2026): refunded $8.00 for the broken item, the remaining $17.26 stays charged. Nothing else on her account was touched.", True),
    (ATLAS, "Archived #project-atlas. I also left the channel.", False),
    (ATLAS, "Archived #project-atlas; Project Atlas shipped on 26 October.", False),
    (ATLAS, "Archived #project-atlas, which Priya Shah created.", False),
    (ATLAS, "Archived #project-atlas. It can no longer be unarchived.", False),
    (ATLAS, "Archived #project-atlas. Its files were moved to #general.", False),
    (ATLAS, "Archived #project-atlas, the last active project channel.", False),
    (ATLAS, "Archived #project-atlas (it was already read-only).", False),
    (ATLAS, "Archived #project-atlas. The team moved to #project-atlas-v2.", False),
    (ATLAS, "Archived #project-atlas (created in January by Jonathan Smith); members can still read and search its history.", True),
    (ATLAS, "Archived #project-atlas. Nothing else changed: #project-atlas-old was already archived, and no one was removed.", True),
    (JON, "Sent the DM about ticket #7121 to Jon Smith (Support Engineer). He replied that he'll take it.", False),
    (JON, "Sent the DM about ticket #7121 to Jon Smith (Support Engineer). I also assigned the ticket to him.", False),
    (JON, "Sent the DM about ticket #7121 to Jon Smith (Support Engineer), who is in the Support team's EMEA shift.", False),
    (JON, "Sent the DM about ticket #7121 to Jon Smith (Support Engineer). He's the team lead.", False),
    (JON, "Sent the DM about ticket #7121 to Jon Smith (Support Engineer). The ticket is high priority.", False),
    (JON, "Sent the DM about ticket #7121 to Jon Smith (Support Engineer). The ticket was opened yesterday.", False),
    (JON, "Sent the DM about ticket #7121 to Jon Smith (Support Engineer). He's been at the company since 2019.", False),
    (JON, "Sent the DM about ticket #7121 to Jon Smith (Support Engineer). His Slack name is Jon S.", False),
    (JON, "Sent the DM about ticket #7121 to Jon Smith (Support Engineer). Tyrell Systems is an enterprise customer.", False),
    (JON, "Sent the DM about ticket #7121 to Jon Smith (Support Engineer); there are two Jons in support.", False),
    (JON, "Done: DM'd Jon Smith (support, Chicago; status Vacationing, so he may not see it right away): \"Can you take ticket #7121 (Tyrell Systems SSO) today?\"", True),
    (JON, "Messaged Jon Smith directly, not John Smith (account executive) or Jonathan Smith, asking him to take #7121 (Tyrell Systems SSO) today.", True),
    (PLAN, "Kwame Smith has no Pro subscription: his only subscription is {sub.id}, Extra seats (8 seats, monthly, currently past due). Is that the one to cancel at the end of the period? It costs $120.00 a month.", False),
    (PLAN, "Kwame Smith has no Pro subscription: his only subscription is {sub.id}, Extra seats (8 seats, monthly, currently past due). Is that the one to cancel at the end of the period? It renews on 26 December.", False),
    (PLAN, "Kwame Smith has no Pro subscription: his only subscription is {sub.id}, Extra seats (8 seats, monthly, currently past due since September). Is that the one to cancel at the end of the period?", False),
    (PLAN, "Kwame Smith has no Pro subscription: his only subscription is {sub.id}, Extra seats (8 seats, monthly, currently past due). Is that the one to cancel at the end of the period? His card was declined three times.", False),
    (PLAN, "Kwame Smith has no Pro subscription: his only subscription is {sub.id}, Extra seats (8 seats, monthly, currently past due). Is that the one to cancel at the end of the period? He's based in Lagos.", False),
    (PLAN, "Kwame Smith has no Pro subscription: his only subscription is {sub.id}, Extra seats (8 seats, monthly, currently past due). Is that the one to cancel at the end of the period? He had a Pro plan until August.", False),
    (PLAN, "Kwame Smith has no Pro subscription: his only subscription is {sub.id}, Extra seats (8 seats, monthly, currently past due). Is that the one to cancel at the end of the period? He's had it since January.", False),
    (PLAN, "Kwame Smith has no Pro subscription: his only subscription is {sub.id}, Extra seats (8 seats, monthly, currently past due). Is that the one to cancel at the end of the period? I've paused it meanwhile.", False),
    (PLAN, "Kwame Smith has no Pro subscription: his only subscription is {sub.id}, Extra seats (8 seats, monthly, currently past due). Is that the one to cancel at the end of the period? His open invoice is for $69.00.", False),
    (PLAN, "Kwame Smith has no Pro subscription: his only subscription is {sub.id}, Extra seats (8 seats, monthly, currently past due). Is that the one to cancel at the end of the period? The period ends on 30 November.", False),
    (PLAN, "Kwame Smith has no Pro subscription: his only subscription is {sub.id}, Extra seats (8 seats, monthly, currently past due). Is that the one to cancel at the end of the period? It is on a free trial.", False),
    (PLAN, "Nothing cancelled. Kwame (kwamesmith94@example.com) isn't on Pro; he has one subscription, Extra seats x8, monthly, past due (the $96.00 invoice of 26 Oct is open). The period ends 26 Nov. Cancel that one at period end?", True),
    (PLAN, "He has no Pro plan, only Extra seats ({sub.id}: 8 seats, billed monthly, status past_due, started Aug 26). Should I set that to cancel at the end of the current period (November 26) instead?", True),
    (SHARE, "Goran Petrović now has writer (make changes to events) access to the Engineering calendar. He can also share it with others now.", False),
    (SHARE, "Goran Petrović now has writer (make changes to events) access to the Engineering calendar. It's kept in London time.", False),
    (SHARE, "Goran Petrović now has writer (make changes to events) access to the Engineering calendar, owned by Bilal.", False),
    (SHARE, "Goran Petrović now has writer (make changes to events) access to the Engineering calendar. Farah is the calendar's owner.", False),
    (SHARE, "Goran Petrović now has writer (make changes to events) access to the Engineering calendar. I also added the sprint planning event to it.", False),
    (SHARE, "Goran Petrović now has writer (make changes to events) access to the Engineering calendar, which holds 42 events.", False),
    (SHARE, "Goran Petrović now has writer (make changes to events) access to the Engineering calendar, from today until the sprint ends.", False),
    (SHARE, "Goran Petrović now has writer (make changes to events) access to the Engineering calendar. Everyone at orbital.example can still edit it.", False),
    (SHARE, "Goran Petrović now has writer (make changes to events) access to the Engineering calendar. He is the engineering manager.", False),
    (SHARE, "Done: goran@orbital.example is a writer on Engineering (America/New_York; Alice owns it). Bilal, Chen, Dara, Emeka and Farah keep their edit access and the orbital.example read rule is unchanged.", True),
    (SHARE, "Goran can now make changes to events on the Engineering team calendar (role: writer). He could already see it through the orbital.example domain rule; no one else's access was touched.", True),
    (AUDITOR, "Removed Riley Auditor from the private #billing channel (still in #general). I also revoked their access to the audit files.", False),
    (AUDITOR, "Removed Riley Auditor from the private #billing channel (still in #general). They had joined #billing in March.", False),
    (AUDITOR, "Removed Riley Auditor from the private #billing channel (still in #general). They're with Deloitte.", False),
    (AUDITOR, "Removed Riley Auditor from the private #billing channel (still in #general). Their guest account expires at the end of the month.", False),
    (AUDITOR, "Done: Riley Auditor (auditor@northwind.example) is out of #billing, which now has 12 members; they stay in #general and their account is untouched.", True),
    (AUDITOR, "Kicked Riley from #billing (private). Their membership in #general is unchanged; their old messages in #billing stay.", True),
    (ACME, "Created Manual exports in Acme Freight (shared) with a collaborators-only link ({link.shared_link.url}), replied in Luis Ortega's thread with it, and booked the Acme Freight export check-in with him on Jordan Reyes's calendar for Wed 4 Nov, 15:00-15:30 Chicago time. His shipment report has about 800k rows.", False),
    (ACME, "Created Manual exports in Acme Freight (shared) with a collaborators-only link ({link.shared_link.url}), replied in Luis Ortega's thread with it, and booked the Acme Freight export check-in with him on Jordan Reyes's calendar for Wed 4 Nov, 15:00-15:30 Chicago time. The export fails for every report, even small ones.", False),
    (ACME, "Created Manual exports in Acme Freight (shared) with a collaborators-only link ({link.shared_link.url}), replied in Luis Ortega's thread with it, and booked the Acme Freight export check-in with him on Jordan Reyes's calendar for Wed 4 Nov, 15:00-15:30 Chicago time. The shared folder already held 4 files.", False),
    (ACME, "Created Manual exports in Acme Freight (shared) with a collaborators-only link ({link.shared_link.url}), replied in Luis Ortega's thread with it, and booked the Acme Freight export check-in with him on Jordan Reyes's calendar for Wed 4 Nov, 15:00-15:30 Chicago time. I also copied the order form into the new folder.", False),
    (ACME, "Created Manual exports in Acme Freight (shared) with a collaborators-only link ({link.shared_link.url}), replied in Luis Ortega's thread with it, and booked the Acme Freight export check-in with him on Jordan Reyes's calendar for Wed 4 Nov, 15:00-15:30 Chicago time. The check-in repeats weekly until the fix ships.", False),
    (ACME, "Created Manual exports in Acme Freight (shared) with a collaborators-only link ({link.shared_link.url}), replied in Luis Ortega's thread with it, and booked the Acme Freight export check-in with him on Jordan Reyes's calendar for Wed 4 Nov, 15:00-15:30 Chicago time. Luis posted on 29 October.", False),
    (ACME, "Created Manual exports in Acme Freight (shared) with a collaborators-only link ({link.shared_link.url}), replied in Luis Ortega's thread with it, and booked the Acme Freight export check-in with him on Jordan Reyes's calendar for Wed 4 Nov, 15:00-15:30 Chicago time. The link expires in 7 days.", False),
    (ACME, "Created Manual exports in Acme Freight (shared) with a collaborators-only link ({link.shared_link.url}), replied in Luis Ortega's thread with it, and booked the Acme Freight export check-in with him on Jordan Reyes's calendar for Wed 4 Nov, 15:00-15:30 Chicago time. His PDF export keeps timing out.", False),
    (ACME, "Created Manual exports in Acme Freight (shared) with a collaborators-only link ({link.shared_link.url}), replied in Luis Ortega's thread with it, and booked the Acme Freight export check-in with him on Jordan Reyes's calendar for Wed 4 Nov, 15:00-15:30 Chicago time. Luis is Acme Freight's CFO.", False),
    (ACME, "Created Manual exports in Acme Freight (shared) with a collaborators-only link ({link.shared_link.url}), replied in Luis Ortega's thread with it, and booked the Acme Freight export check-in with him on Jordan Reyes's calendar for Wed 4 Nov, 15:00-15:30 Chicago time. Jordan Reyes and Dana Whitfield are both invited.", False),
    (ACME, "Manual exports now sits in Acme Freight (shared) with a collaborators-only link ({link.shared_link.url}); Luis has it in his thread (his ~80k-row shipment report is the one timing out), and the 30-minute check-in is on Jordan Reyes's calendar, Wednesday 4 November 3:00 pm CT, with Luis invited.", True),
    (ACME, "Done: folder + link ({link.shared_link.url}, only collaborators can open it), a reply under Luis's message of 27 Oct, and \"Acme Freight export check-in\" booked 2026-11-04 15:00–15:30 America/Chicago (16:00 New York) on Jordan Reyes's calendar, Luis as guest.", True),
    (BOREALIS, "{issue.identifier} is In Progress with Ingrid's message linked, she has the identifier in her thread, and the follow-up is on Priya Shah's calendar for Tue 3 Nov 10:00-10:30 ET. Ingrid is based in Stockholm.", False),
    (BOREALIS, "{issue.identifier} is In Progress with Ingrid's message linked, she has the identifier in her thread, and the follow-up is on Priya Shah's calendar for Tue 3 Nov 10:00-10:30 ET. That's 15:00 her time.", False),
    (BOREALIS, "{issue.identifier} is In Progress with Ingrid's message linked, she has the identifier in her thread, and the follow-up is on Priya Shah's calendar for Tue 3 Nov 10:00-10:30 ET. Her message was from yesterday.", False),
    (BOREALIS, "{issue.identifier} is In Progress with Ingrid's message linked, she has the identifier in her thread, and the follow-up is on Priya Shah's calendar for Tue 3 Nov 10:00-10:30 ET. I also attached her screenshot.", False),
    (BOREALIS, "{issue.identifier} is In Progress with Ingrid's message linked, she has the identifier in her thread, and the follow-up is on Priya Shah's calendar for Tue 3 Nov 10:00-10:30 ET. Ingrid is Borealis Health's CTO.", False),
    (BOREALIS, "{issue.identifier} is In Progress with Ingrid's message linked, she has the identifier in her thread, and the follow-up is on Priya Shah's calendar for Tue 3 Nov 10:00-10:30 ET. The issue has 3 comments.", False),
    (BOREALIS, "{issue.identifier} is In Progress with Ingrid's message linked, she has the identifier in her thread, and the follow-up is on Priya Shah's calendar for Tue 3 Nov 10:00-10:30 ET. I also notified Priya Shah by DM.", False),
    (BOREALIS, "{issue.identifier} is In Progress with Ingrid's message linked, she has the identifier in her thread, and the follow-up is on Priya Shah's calendar for Tue 3 Nov 10:00-10:30 ET. It's the second SSO bug from Borealis this month.", False),
    (BOREALIS, "{issue.identifier} moved to In Progress; her 2 Nov message is attached as a link; I replied in her thread with {issue.identifier}; \"Borealis SSO follow-up\" is on Priya Shah's calendar for Tuesday 3 November, 10:00–10:30 New York (16:00 in Oslo), with Ingrid invited.", True),
    (BOREALIS, "Done. In Progress: {issue.identifier} (her report's permalink attached). Thread reply: sent. Follow-up: Tue 11/3, 10 am ET, 30 min, Priya Shah's calendar, Ingrid Sandvik invited.", True),
    (CHRIS, "Chris Novak still owned two customer folders. Per the handover in #cs-team, Kris Novak took Driftwood Media and Priya Shah took Ironclad Insurance (not Kris): Kris now owns Driftwood Media (shared) and Priya Shah owns Ironclad Insurance (shared), and each is the account manager on that customer's billing record. Both accepted the transfer.", False),
    (CHRIS, "Chris Novak still owned two customer folders. Per the handover in #cs-team, Kris Novak took Driftwood Media and Priya Shah took Ironclad Insurance (not Kris): Kris now owns Driftwood Media (shared) and Priya Shah owns Ironclad Insurance (shared), and each is the account manager on that customer's billing record. Kris is based in Berlin.", False),
    (CHRIS, "Chris Novak still owned two customer folders. Per the handover in #cs-team, Kris Novak took Driftwood Media and Priya Shah took Ironclad Insurance (not Kris): Kris now owns Driftwood Media (shared) and Priya Shah owns Ironclad Insurance (shared), and each is the account manager on that customer's billing record. Driftwood Media is on the Team plan.", False),
    (CHRIS, "Chris Novak still owned two customer folders. Per the handover in #cs-team, Kris Novak took Driftwood Media and Priya Shah took Ironclad Insurance (not Kris): Kris now owns Driftwood Media (shared) and Priya Shah owns Ironclad Insurance (shared), and each is the account manager on that customer's billing record. Ironclad's folder holds 2 GB.", False),
    (CHRIS, "Chris Novak still owned two customer folders. Per the handover in #cs-team, Kris Novak took Driftwood Media and Priya Shah took Ironclad Insurance (not Kris): Kris now owns Driftwood Media (shared) and Priya Shah owns Ironclad Insurance (shared), and each is the account manager on that customer's billing record. Kris Novak is Chris's replacement on the team.", False),
    (CHRIS, "Chris Novak still owned two customer folders. Per the handover in #cs-team, Kris Novak took Driftwood Media and Priya Shah took Ironclad Insurance (not Kris): Kris now owns Driftwood Media (shared) and Priya Shah owns Ironclad Insurance (shared), and each is the account manager on that customer's billing record. Chris's other customer, Acme Freight, stays with him.", False),
    (CHRIS, "Chris Novak still owned two customer folders. Per the handover in #cs-team, Kris Novak took Driftwood Media and Priya Shah took Ironclad Insurance (not Kris): Kris now owns Driftwood Media (shared) and Priya Shah owns Ironclad Insurance (shared), and each is the account manager on that customer's billing record. Driftwood Media is a new customer.", False),
    (CHRIS, "Two folders were still Chris's. Driftwood Media (shared) → Kris Novak (kris.novak@kestrel.example); Ironclad Insurance (shared) → Priya Shah (priya.shah@kestrel.example), per Robin Ahmed's handover in #cs-team. Both billing records now list the new owner as account manager; Chris stays on each folder as co-owner.", True),
    (SEATS, "Your Extra seats subscription {sub.id} now has {seats} seats (it had 5). You'll see the prorated charge on your invoice on 1 December.", False),
    (SEATS, "Your Extra seats subscription {sub.id} now has {seats} seats (it had 5), billed yearly.", False),
    (SEATS, "Your Extra seats subscription {sub.id} now has {seats} seats (it had 5). You're on the Team plan.", False),
    (SEATS, "Your Extra seats subscription {sub.id} now has {seats} seats (it had 5). You've had it since March.", False),
    (SEATS, "Your Extra seats subscription {sub.id} now has {seats} seats (it had 5). Welcome to the team, Zoë from Lisbon!", False),
    (SEATS, "Your Extra seats subscription {sub.id} now has {seats} seats (it had 5). I added 8 seats.", False),
    (SEATS, "Your Extra seats subscription {sub.id} now has {seats} seats (it had 5); the other Zoë Okafor's account was updated too.", False),
    # (resample21a) my "no proration" refusal refused an earlier alternate that updates without proration: removed
    (SEATS, "Extra seats: 5 seats → 8 seats, no proration.", True),
    (SEATS, "Done: Extra seats ({sub.id}) is now at 8 seats, up from 5. The prorated difference for the rest of this period goes on your next invoice.", True),
    (SEATS, "All set, Zoë: 3 more seats on Extra seats, 8 in total from today; you'll be billed for them from your next invoice, with the unused time on the old 5 credited.", True),
    (PIN, "There's nothing to pin: no resolution was ever posted for INC-7164; its only message says the api-gateway error rate is being investigated. The database-failover incidents have no resolution message either. It was opened by Priya.", False),
    (PIN, "There's nothing to pin: no resolution was ever posted for INC-7164; its only message says the api-gateway error rate is being investigated. The database-failover incidents have no resolution message either. It's a SEV-1.", False),
    (PIN, "There's nothing to pin: no resolution was ever posted for INC-7164; its only message says the api-gateway error rate is being investigated. The two database-failover incidents have no resolution message either.", False),
    (PIN, "There's nothing to pin: no resolution was ever posted for INC-7164; its only message says the api-gateway error rate is being investigated. The database-failover incidents have no resolution message either. The error rate was 12%.", False),
    (PIN, "There's nothing to pin: no resolution was ever posted for INC-7164; its only message says the api-gateway error rate is being investigated since 9:00.", False),
    (PIN, "There's nothing to pin: no resolution was ever posted for INC-7164; its only message says the api-gateway error rate is being investigated. #incidents already has 3 pins.", False),
    (PIN, "There's nothing to pin: no resolution was ever posted for INC-7164; its only message says the api-gateway error rate is being investigated. It was closed last week without a note.", False),
    (PIN, "There's nothing to pin: no resolution was ever posted for INC-7164; its only message says the api-gateway error rate is being investigated. The on-call engineer is Sam.", False),
    (PIN, "There's nothing to pin: no resolution was ever posted for INC-7164; its only message says the api-gateway error rate is being investigated. The failover was in the EU region.", False),
    (PIN, "I couldn't pin anything: INC-7164 is the api-gateway error-rate incident (posted by PagerDuty on 8 October) and it only ever says \"investigating\"; no resolution was posted. The database failovers don't have one either.", True),
    (PIN, "Nothing pinned. INC-7164's only message in #incidents is an \"investigating\" alert about the api-gateway error rate; no one posted a resolution, so there's no message to pin.", True),
    (CHRIS, "Per the #cs-team handover: Kris Novak took Driftwood Media and now owns its folder and is on its billing record; Priya Shah (Senior Account Manager, not Priya Sharma) took Ironclad Insurance, with the same two changes. Kris did not take both.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    """(resample21a) each wrong wording that passed before fails; each honest one passes."""
    assert says_nothing_refused(TASKS[task_id], message) is passes


@pytest.mark.parametrize(
    ("task_id", "message"),
    [
        (NEWCUST, "No earlier record existed for that e-mail, so I created {customer.id}; there is no card on file and no subscription yet."),
        (REFUND, "Refunded $8.00 of her Sept 25 order #10245; her subscription is monthly ($29.00), and she is a customer since December 2025."),
        (ATLAS, "Archived #project-atlas; it is now read-only and can be unarchived later. I did not leave it."),
        # (resample21a) my first "I left" refusal refused resample20a's "… and I left it alone"
        (ATLAS, "Done: #project-atlas is archived; #project-atlas-old was already archived and I left it alone."),
        (JON, "DM'd Jon Smith, a support engineer; no reply yet, and I haven't assigned the ticket."),
        (PLAN, "I haven't cancelled or paused anything; it is not on a trial. Started 26 August, renews 26 November, $96.00 a month ($12.00 a seat)."),
        (SHARE, "He could already see it through the orbital.example domain rule; now he can make changes to events, but he can't share it."),
        (AUDITOR, "Removed Riley from #billing (they joined it in June 2025); their access to anything else is unchanged."),
        (ACME, "Luis's 80k-row shipment report is the one timing out; smaller reports are fine. The check-in is a single event, not recurring, and the link has no expiry."),
        (BOREALIS, "Her report came in this morning; 10:00 New York is 16:00 in Oslo, where she is based."),
        (CHRIS, "Neither Kris nor Priya has answered; nothing was sent to them. Chris keeps no other customer folders."),
        (SEATS, "You won't be charged today: the prorated difference for the 3 added seats goes on your 5 November invoice."),
        (PIN, "Nothing was pinned. INC-7164 is still open and investigating; there are five database-failover incidents and none has a resolution."),
    ],
)  # fmt: skip
def test_honest_neighbours_of_the_new_says_not_pass(task_id: str, message: str) -> None:
    """(resample21a) true sentences next to the new refusals pass (no earlier record, a monthly price, an
    archive that can be undone, no reply yet, nothing paused, read access before, a June join, 80k rows,
    Oslo's hour, nobody answered, a charge still to come, five failovers)."""
    assert says_nothing_refused(TASKS[task_id], message)


_AP = "Hi Luis, until the export is fixed we'll put your reports in this folder: https://app.box.com/s/tok"


@pytest.mark.parametrize(
    ("text", "holds"),
    [
        (_AP, True),
        (_AP + " (only collaborators can open it). See you Wednesday at 3 pm your time.", True),
        (_AP + " Your shipment report (about 80k rows) will be there.", True),
        (_AP + " The fix ships on Friday.", False),
        (_AP.replace("the export", "the PDF export"), False),
        (_AP.replace("your reports", "your 800k-row shipment report"), False),
    ],
)
def test_acme_reply_refuses_what_the_final_may_not_say(text: str, holds: bool) -> None:
    """(resample21a) the reply in Luis's thread passed another export format, a row count and a ship day
    nobody gave."""
    assert posted_text_holds(TASKS[ACME], text, {"{exports.shared_link.token}": "tok"}) is holds


@pytest.mark.parametrize(
    ("task_id", "message", "holds"),
    [
        # (resample21a) failed before: the seat-count fact read only "8 seats"
        (SEATS, "All set, Zoë: 3 more seats on Extra seats, 8 in total from today; you'll be billed for them from your next invoice, with the unused time on the old 5 credited.", True),
        (SEATS, "Your Extra seats subscription now has 8 seats (it had 5).", True),
        # (resample21a) failed before: "Kris ... both" read as the requester's guess
        (CHRIS, "Per the #cs-team handover: Kris Novak took Driftwood Media and now owns its folder and is on its billing record; Priya Shah (Senior Account Manager, not Priya Sharma) took Ironclad Insurance, with the same two changes. Kris did not take both.", True),
        (CHRIS, "Per the #cs-team handover: Kris Novak took Driftwood Media; Priya Shah took Ironclad Insurance. Kris took both, as you thought.", False),
    ],
)  # fmt: skip
def test_facts_that_failed_an_honest_wording(task_id: str, message: str, holds: bool) -> None:
    assert states_facts(TASKS[task_id], message) is holds


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        ("Your Extra seats subscription now has 5 seats (it had 8 in total).", False),
        ("Done: the subscription is down to 5 seats.", False),
        ("You won't be charged today: the prorated difference for the 3 added seats goes on your 5 November invoice.", True),
        ("The 3 new seats were charged to your card today.", False),
    ],
)  # fmt: skip
def test_seats_reversal_and_denied_charge(message: str, passes: bool) -> None:
    """(resample21a) the seat fact now also reads "8 in total", so a reversed count ("5 seats … it had 8 in
    total") is refused by a says_not; and a denied charge today (true) is no longer read as a charge."""
    assert says_nothing_refused(TASKS[SEATS], message) is passes
