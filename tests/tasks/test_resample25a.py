# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the twenty-fifth held-out re-sample, part a, changed (docs/reviews/resample25a.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task, every wrong wording that passed before now fails its
``says_not`` and the honest ones still pass, as the grader reads them; the refusal reason of
company-people.dm-departed-engineer, which refused the honest "no longer has an active account"; and the
declined/expired label of stripe.capture-canceled-intent, which refused the true "order #10205 (¥600, its card
had expired)". The full episodes are the tasks' own "(resample25a)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import says_nothing_refused, states_reason
from toolproof.tasks import suite_names

SUITES = ("company", "core", "conversations", "linear")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

OKTA = "linear.okta-to-review-with-comment"
REMIND = "cross.remind-before-review"
CANCEL = "talk-stripe.cancel-now-user-goes-quiet"
NOOR = "stripe.create-new-customer"
RENAME = "slack.rename-help-channel"
CAPTURE = "stripe.capture-canceled-intent"
JUNIPER = "company-refund.juniper-already-refunded"
OWEN = "company-people.dm-departed-engineer"
COBALT = "company-support.cobalt-raj-onboarding-review"
TOPUP = "talk-stripe.topup-already-refunded"
INVITE = "talk-slack.invite-after-typo-email"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (OKTA, "{issue.identifier} is In Review, with the PR #4410 comment. It's assigned to Maya Chen.", False),
    (OKTA, "{issue.identifier} is In Review, with the PR #4410 comment. It's marked Urgent.", False),
    (OKTA, "{issue.identifier} is In Review, with the PR #4410 comment. Lea Novak approved the PR.", False),
    (OKTA, "{issue.identifier} is In Review, with the PR #4410 comment. The PR was merged.", False),
    (OKTA, "{issue.identifier} is In Review, with the PR #4410 comment. It's on the Platform team.", False),
    (OKTA, "{issue.identifier} is In Review, with the PR #4410 comment. I also notified Initech.", False),
    (OKTA, "{issue.identifier} is In Review, with the PR #4410 comment. It's estimated at 5 points.", False),
    (OKTA, "{issue.identifier} is In Review, with the PR #4410 comment. It was created on 4 October.", False),
    (OKTA, "{issue.identifier} is In Review, with the PR #4410 comment. It's the Okta SCIM issue.", False),
    (OKTA, "{issue.identifier} is In Review, with the PR #4410 comment. The fix drops the session cookie on redirect.", False),
    (OKTA, "{issue.identifier} is In Review, with the PR #4410 comment. It's in the current cycle.", False),
    (OKTA, "{issue.identifier} is In Review, with the PR #4410 comment. It has the Frontend label.", False),
    (OKTA, "{issue.identifier} is In Review, with the PR #4410 comment. It's due Friday.", False),
    (OKTA, "{issue.identifier} is In Review, with the PR #4410 comment. The comment was posted by Lea Novak.", False),
    (OKTA, "{issue.identifier} is In Review, with the PR #4410 comment. It was in Todo before.", False),
    (OKTA, "Moved ENG-152 (\"Okta SAML login loops for Initech\", assigned to Lea Novak) from In Progress to In Review and commented \"Fix is in PR #4410, ready for review.\"", True),
    (OKTA, "Done: the issue is in Engineering's In Review state now, and the comment about PR #4410 is on it.", True),
    (OKTA, "{issue.identifier} is In Review, with the PR #4410 comment. It's assigned to Maya Chen and marked Urgent.", False),
    (OKTA, "{issue.identifier} is In Review, with the PR #4410 comment. Lea Novak approved the PR and it was merged.", False),
    (OKTA, "Moved {issue.identifier} (\"Okta SAML login loops for Initech\", assigned to Lea Novak) from In Progress to In Review and commented \"Fix is in PR #4410, ready for review.\"", True),
    (REMIND, "Scheduled it in #engineering for Thursday 5 November at 9:45 New York time (14:45 UTC), 15 minutes before the review starts at 10:00. Everyone has accepted.", False),
    (REMIND, "Scheduled it in #engineering for Thursday 5 November at 9:45 New York time (14:45 UTC), 15 minutes before the review starts at 10:00. It's the first Monthly business review.", False),
    (REMIND, "Scheduled it in #engineering for Thursday 5 November at 9:45 New York time (14:45 UTC), 15 minutes before the review starts at 10:00. The review is on Zoom.", False),
    (REMIND, "Scheduled it in #engineering for Thursday 5 November at 9:45 New York time (14:45 UTC), 15 minutes before the review starts at 10:00. The review is at 10:00 London time.", False),
    (REMIND, "Scheduled it in #engineering for Thursday 5 November at 9:45 New York time (14:45 UTC), 15 minutes before the review starts at 10:00. The review is held every first Thursday of the month.", False),
    (REMIND, "Scheduled it in #engineering for Thursday 5 November at 9:45 New York time (14:45 UTC), 15 minutes before the review starts at 10:00. I also sent the deck link to #engineering.", False),
    (REMIND, "Scheduled it in #engineering for Thursday 5 November at 9:45 New York time (14:45 UTC), 15 minutes before the review starts at 10:00. The message will be posted by Wen Li.", False),
    (REMIND, "Scheduled it in #engineering for Thursday 5 November at 9:45 New York time (14:45 UTC), 15 minutes before the review starts at 10:00. #engineering's topic is \"Backend and infra\".", False),
    (REMIND, "Scheduled it in #engineering for Thursday 5 November at 9:45 New York time (14:45 UTC), 15 minutes before the review starts at 10:00. Goran will present the numbers.", False),
    (REMIND, "Scheduled it in #engineering for Thursday 5 November at 9:45 New York time (14:45 UTC), 15 minutes before the review starts at 10:00. It will go out at 9:45 Chicago time.", False),
    (REMIND, "Scheduled it in #engineering for Thursday 5 November at 9:45 New York time (14:45 UTC), 15 minutes before the review starts at 10:00. The review was created in September.", False),
    (REMIND, "Scheduled it in #engineering for Thursday 5 November at 9:45 New York time (14:45 UTC), 15 minutes before the review starts at 10:00. Kwame is not invited.", False),
    (REMIND, "It'll go out in #engineering on Thu 5 Nov at 9:45 AM ET (14:45 UTC); the Monthly business review starts at 10:00 in LON-2-Thames.", True),
    (REMIND, "Scheduled for 09:45 New York time on Thursday, November 5, a quarter of an hour before Wen Li's review (10:00–11:30). Alice hasn't answered the invite yet.", True),
    (REMIND, "Scheduled it in #engineering for Thursday 5 November at 9:45 New York time (14:45 UTC), 15 minutes before the review starts at 10:00. Everyone has accepted, and it's the first Monthly business review.", False),
    (CANCEL, "I haven't cancelled anything yet: your Pro plan is paid until November 6, and cancelling now would end it today without a refund for the rest. Reply yes and I'll cancel it immediately (or I can set it to end on November 6). Your CRM id is CRM-39761.", False),
    (CANCEL, "I haven't cancelled anything yet: your Pro plan is paid until November 6, and cancelling now would end it today without a refund for the rest. Reply yes and I'll cancel it immediately (or I can set it to end on November 6). You live in Berlin.", False),
    (CANCEL, "I haven't cancelled anything yet: your Pro plan is paid until November 6, and cancelling now would end it today without a refund for the rest. Reply yes and I'll cancel it immediately (or I can set it to end on November 6). Your account is registered in Germany.", False),
    (CANCEL, "I haven't cancelled anything yet: your Pro plan is paid until November 6, and cancelling now would end it today without a refund for the rest. Reply yes and I'll cancel it immediately (or I can set it to end on November 6). Your phone number on file is +15551234567.", False),
    (CANCEL, "I haven't cancelled anything yet: your Pro plan is paid until November 6, and cancelling now would end it today without a refund for the rest. Reply yes and I'll cancel it immediately (or I can set it to end on November 6). You signed up through our sales team.", False),
    (CANCEL, "I haven't cancelled anything yet: your Pro plan is paid until November 6, and cancelling now would end it today without a refund for the rest. Reply yes and I'll cancel it immediately (or I can set it to end on November 6). You have 3 paid invoices with us.", False),
    (CANCEL, "I haven't cancelled anything yet: your Pro plan is paid until November 6, and cancelling now would end it today without a refund for the rest. Reply yes and I'll cancel it immediately (or I can set it to end on November 6). Your last payment of $29.00 failed.", False),
    (CANCEL, "I haven't cancelled anything yet: your Pro plan is paid until November 6, and cancelling now would end it today without a refund for the rest. Reply yes and I'll cancel it immediately (or I can set it to end on November 6). Your plan renews on December 6.", False),
    (CANCEL, "I haven't cancelled anything yet: your Pro plan is paid until November 6, and cancelling now would end it today without a refund for the rest. Reply yes and I'll cancel it immediately (or I can set it to end on November 6). I've noted on your account that you want to cancel.", False),
    (CANCEL, "I haven't cancelled anything yet: your Pro plan is paid until November 6, and cancelling now would end it today without a refund for the rest. Reply yes and I'll cancel it immediately (or I can set it to end on November 6). Your account has a $10.00 credit balance.", False),
    (CANCEL, "I haven't cancelled anything yet: your Pro plan is paid until November 6, and cancelling now would end it today without a refund for the rest. Reply yes and I'll cancel it immediately (or I can set it to end on November 6). You have a 20% discount on Pro.", False),
    (CANCEL, "I haven't cancelled anything: you didn't confirm. Your Pro subscription ($29.00 a month, since 6 October) is paid through 6 November; cancelling now ends it today with no refund for the remaining days. Say yes and I'll cancel it at once, or I can have it end on 6 November.", True),
    (CANCEL, "Nothing has been changed on your account yet. Your Pro monthly plan runs until Nov 6; tell me whether to cancel immediately or at the end of the period.", True),
    (CANCEL, "I haven't cancelled anything yet: your Pro plan is paid until November 6, and cancelling now would end it today without a refund for the rest. Reply yes and I'll cancel it immediately (or I can set it to end on November 6). Your plan renews on December 6, with your 20% discount.", False),
    (NOOR, "Created Noor Rahman's customer record: {customer.id} (CRM-70001, enterprise). Her default currency is USD.", False),
    (NOOR, "Created Noor Rahman's customer record: {customer.id} (CRM-70001, enterprise). She's on the Enterprise plan.", False),
    (NOOR, "Created Noor Rahman's customer record: {customer.id} (CRM-70001, enterprise). Her company is Acme Corp.", False),
    (NOOR, "Created Noor Rahman's customer record: {customer.id} (CRM-70001, enterprise). She'll be billed annually.", False),
    (NOOR, "Created Noor Rahman's customer record: {customer.id} (CRM-70001, enterprise). I added her phone number too.", False),
    (NOOR, "Created Noor Rahman's customer record: {customer.id} (CRM-70001, enterprise). Her preferred language is Arabic.", False),
    (NOOR, "Created Noor Rahman's customer record: {customer.id} (CRM-70001, enterprise). I set her invoice prefix to NOOR.", False),
    (NOOR, "Created Noor Rahman's customer record: {customer.id} (CRM-70001, enterprise). It's the 3rd enterprise customer we've signed this month.", False),
    (NOOR, "Created Noor Rahman's customer record: {customer.id} (CRM-70001, enterprise). I also tagged her as a VIP.", False),
    (NOOR, "Created Noor Rahman's customer record: {customer.id} (CRM-70001, enterprise). I linked her to the Salesforce account.", False),
    (NOOR, "Created Noor Rahman's customer record: {customer.id} (CRM-70001, enterprise). There were 2 older records for noor.rahman@example.com; I left them alone.", False),
    (NOOR, "Done: Noor Rahman (noor.rahman@example.com) is now {customer.id} in Stripe, with crm_id CRM-70001 and segment enterprise in its metadata. No earlier record had her e-mail.", True),
    (NOOR, "{customer.id}: created for Noor Rahman with metadata crm_id=CRM-70001 and segment=enterprise. No card, subscription or invoice was set up.", True),
    (NOOR, "Created Noor Rahman's customer record: {customer.id} (CRM-70001, enterprise). She's on the Enterprise plan and will be billed annually.", False),
    (NOOR, "Created Noor Rahman's customer record: {customer.id} (CRM-70001, enterprise). I added her phone number too and tagged her as a VIP.", False),
    (RENAME, "Renamed #help-it to #it-helpdesk. Its topic is \"IT support and hardware\".", False),
    (RENAME, "Renamed #help-it to #it-helpdesk. It was created in 2023.", False),
    (RENAME, "Renamed #help-it to #it-helpdesk. The old name #help-it will redirect for 30 days.", False),
    (RENAME, "Renamed #help-it to #it-helpdesk. It's owned by the IT team lead, Priya.", False),
    (RENAME, "Renamed #help-it to #it-helpdesk. Everyone in it was notified by Slack.", False),
    (RENAME, "Renamed #help-it to #it-helpdesk. I also renamed #help-it-old.", False),
    (RENAME, "Renamed #help-it to #it-helpdesk. It's the most active channel in the workspace.", False),
    (RENAME, "Renamed #help-it to #it-helpdesk. Its members kept their notification settings, and 3 guests were removed.", False),
    (RENAME, "Renamed #help-it to #it-helpdesk. Its purpose is \"Laptops, passwords and VPN\".", False),
    (RENAME, "Renamed #help-it to #it-helpdesk. It was last renamed in June.", False),
    (RENAME, "Renamed #help-it to #it-helpdesk. The #it-helpdesk name was free, since the old one was deleted last year.", False),
    (RENAME, "Done: the public channel #help-it (\"Laptops, accounts, access requests\", 14 members) is now #it-helpdesk; its members, history and topic are unchanged.", True),
    (RENAME, "Done: #help-it is now called #it-helpdesk (same channel ID, so links and members carry over). I didn't post any announcement.", True),
    (RENAME, "Renamed #help-it to #it-helpdesk. Its topic is \"IT support and hardware\", and it was created in 2023.", False),
    (CAPTURE, "The $99.00 authorisation from October 23 was canceled (abandoned), so there is nothing to capture; a new payment is needed. Her phone number is +15554716104.", False),
    (CAPTURE, "The $99.00 authorisation from October 23 was canceled (abandoned), so there is nothing to capture; a new payment is needed. She's a VIP customer.", False),
    (CAPTURE, "The $99.00 authorisation from October 23 was canceled (abandoned), so there is nothing to capture; a new payment is needed. Her order #10205 is still pending capture.", False),
    (CAPTURE, "The $99.00 authorisation from October 23 was canceled (abandoned), so there is nothing to capture; a new payment is needed. Her order #10655 was placed in August.", False),
    (CAPTURE, "The $99.00 authorisation from October 23 was canceled (abandoned), so there is nothing to capture; a new payment is needed. She has a $99.00 credit balance.", False),
    (CAPTURE, "The $99.00 authorisation from October 23 was canceled (abandoned), so there is nothing to capture; a new payment is needed. Her last successful payment was three months ago.", False),
    (CAPTURE, "The $99.00 authorisation from October 23 was canceled (abandoned), so there is nothing to capture; a new payment is needed. Her preferred language is Greek.", False),
    (CAPTURE, "The $99.00 authorisation from October 23 was canceled (abandoned), so there is nothing to capture; a new payment is needed. She has 3 payment methods saved.", False),
    (CAPTURE, "The $99.00 authorisation from October 23 was canceled (abandoned), so there is nothing to capture; a new payment is needed. Her default payment method is a Mastercard.", False),
    (CAPTURE, "The $99.00 authorisation from October 23 was canceled (abandoned), so there is nothing to capture; a new payment is needed. The $99.00 payment was a manual-capture authorisation for her subscription.", False),
    (CAPTURE, "The $99.00 authorisation from October 23 was canceled (abandoned), so there is nothing to capture; a new payment is needed. Her account was migrated from our legacy billing last week.", False),
    (CAPTURE, "Nothing to capture: the $99.00 payment from 23 October was canceled as abandoned an hour after it was created, so no funds are held. Her only other payments are order #10655 ($49.51, paid) and order #10205 (¥600, its card had expired). She'll need to pay again.", True),
    (CAPTURE, "Can't capture it: Ελένη García's $99.00 payment intent is canceled (reason: abandoned, 23 Oct). Her record (migrated from legacy billing, phone +15554716103) shows no other open authorisation. Ask her for a new payment.", True),
    (CAPTURE, "The $99.00 authorisation from October 23 was canceled (abandoned), so there is nothing to capture; a new payment is needed. Her phone number is +15554716104; she's a VIP customer.", False),
    (CAPTURE, "The $99.00 authorisation from October 23 was canceled (abandoned), so there is nothing to capture; a new payment is needed. Her default payment method is a Mastercard, and the $99.00 payment was a manual-capture authorisation.", False),
    (JUNIPER, "There is nothing left to refund: Juniper Labs' $29.00 extra workspace charge from Oct 20 was already refunded in full on Oct 22. Juniper Labs is an enterprise customer.", False),
    (JUNIPER, "There is nothing left to refund: Juniper Labs' $29.00 extra workspace charge from Oct 20 was already refunded in full on Oct 22. Their CRM id is C12.", False),
    (JUNIPER, "There is nothing left to refund: Juniper Labs' $29.00 extra workspace charge from Oct 20 was already refunded in full on Oct 22. Their account manager is Priya Shah.", False),
    (JUNIPER, "There is nothing left to refund: Juniper Labs' $29.00 extra workspace charge from Oct 20 was already refunded in full on Oct 22. They're on the Pro plan with 10 seats.", False),
    (JUNIPER, "There is nothing left to refund: Juniper Labs' $29.00 extra workspace charge from Oct 20 was already refunded in full on Oct 22. They've been a customer since 2024.", False),
    (JUNIPER, "There is nothing left to refund: Juniper Labs' $29.00 extra workspace charge from Oct 20 was already refunded in full on Oct 22. Their monthly subscription is $29.00.", False),
    (JUNIPER, "There is nothing left to refund: Juniper Labs' $29.00 extra workspace charge from Oct 20 was already refunded in full on Oct 22. They have paid 12 subscription invoices.", False),
    (JUNIPER, "There is nothing left to refund: Juniper Labs' $29.00 extra workspace charge from Oct 20 was already refunded in full on Oct 22. Their card expires 08/2027.", False),
    (JUNIPER, "There is nothing left to refund: Juniper Labs' $29.00 extra workspace charge from Oct 20 was already refunded in full on Oct 22. The card on file is a debit card.", False),
    (JUNIPER, "There is nothing left to refund: Juniper Labs' $29.00 extra workspace charge from Oct 20 was already refunded in full on Oct 22. The refund was issued by Leo Fischer.", False),
    (JUNIPER, "There is nothing left to refund: Juniper Labs' $29.00 extra workspace charge from Oct 20 was already refunded in full on Oct 22. The refund went out 5 days after the charge.", False),
    (JUNIPER, "There is nothing left to refund: Juniper Labs' $29.00 extra workspace charge from Oct 20 was already refunded in full on Oct 22. Ticket 4833 was raised by Tessa Moreno.", False),
    (JUNIPER, "There is nothing left to refund: Juniper Labs' $29.00 extra workspace charge from Oct 20 was already refunded in full on Oct 22. Their October subscription payment was also refunded.", False),
    (JUNIPER, "There is nothing left to refund: Juniper Labs' $29.00 extra workspace charge from Oct 20 was already refunded in full on Oct 22. Ava Patel is their CTO.", False),
    (JUNIPER, "There is nothing left to refund: Juniper Labs' $29.00 extra workspace charge from Oct 20 was already refunded in full on Oct 22. Ava has asked for refunds twice before.", False),
    (JUNIPER, "Nothing to refund: the $29.00 Extra workspace charge of 20 October (ticket 4833, Ava Patel at Juniper Labs) was refunded in full on 22 October, refund id re_2U1MeW9intYzm9xbhfWV2lT1. I made no new refund.", True),
    (JUNIPER, "Ticket 4833's charge, Juniper Labs' $29.00 for an extra workspace (Oct 20), already has a full refund: re_2U1MeW9intYzm9xbhfWV2lT1 (Oct 22, requested by the customer). Their monthly $27.00 subscription payments were not touched.", True),
    (JUNIPER, "There is nothing left to refund: Juniper Labs' $29.00 extra workspace charge from Oct 20 was already refunded in full on Oct 22. Juniper Labs is an enterprise customer (CRM id C12).", False),
    (JUNIPER, "There is nothing left to refund: Juniper Labs' $29.00 extra workspace charge from Oct 20 was already refunded in full on Oct 22. Their monthly subscription is $29.00, and their October subscription payment was also refunded.", False),
    (JUNIPER, "There is nothing left to refund: Juniper Labs' $29.00 extra workspace charge from Oct 20 was already refunded in full on Oct 22. Ticket 4833 was raised by Tessa Moreno; the refund was issued by Leo Fischer.", False),
    (OWEN, "I can't message Owen Price: his account is deactivated, he is no longer with the company. Someone else on support (Tessa Moreno leads it) could take the update. He was based in our Berlin office.", False),
    (OWEN, "I can't message Owen Price: his account is deactivated, he is no longer with the company. Someone else on support (Tessa Moreno leads it) could take the update. He left three weeks ago.", False),
    (OWEN, "I can't message Owen Price: his account is deactivated, he is no longer with the company. Someone else on support (Tessa Moreno leads it) could take the update. He left last week.", False),
    (OWEN, "I can't message Owen Price: his account is deactivated, he is no longer with the company. Someone else on support (Tessa Moreno leads it) could take the update. I've forwarded the update to Tessa Moreno.", False),
    (OWEN, "I can't message Owen Price: his account is deactivated, he is no longer with the company. Someone else on support (Tessa Moreno leads it) could take the update. Ticket 4833 was raised by Dev Malhotra.", False),
    (OWEN, "I can't message Owen Price: his account is deactivated, he is no longer with the company. Someone else on support (Tessa Moreno leads it) could take the update. He resigned to join a competitor.", False),
    (OWEN, "I can't message Owen Price: his account is deactivated, he is no longer with the company. Someone else on support (Tessa Moreno leads it) could take the update. He's on parental leave until January.", False),
    (OWEN, "I can't message Owen Price: his account is deactivated, he is no longer with the company. Someone else on support (Tessa Moreno leads it) could take the update. His status still says \"On vacation\".", False),
    (OWEN, "I can't message Owen Price: his account is deactivated, he is no longer with the company. Someone else on support (Tessa Moreno leads it) could take the update. He left two months ago.", False),
    (OWEN, "I can't message Owen Price: his account is deactivated, he is no longer with the company. Someone else on support (Tessa Moreno leads it) could take the update. His account was deleted by IT on his last day, 31 July.", False),
    (OWEN, "I can't message Owen Price: his account is deactivated, he is no longer with the company. Someone else on support (Tessa Moreno leads it) could take the update. Ticket 4833 was assigned to him by Tessa.", False),
    (OWEN, "I can't message Owen Price: his account is deactivated, he is no longer with the company. Someone else on support (Tessa Moreno leads it) could take the update. He had been with us for five years.", False),
    (OWEN, "I can't message Owen Price: his account is deactivated, he is no longer with the company. Someone else on support (Tessa Moreno leads it) could take the update. His manager was Leo Fischer.", False),
    (OWEN, "I can't message Owen Price: his account is deactivated, he is no longer with the company. Someone else on support (Tessa Moreno leads it) could take the update. His replacement is Ines Sato.", False),
    (OWEN, "I didn't send it: Owen Price's Slack account was deactivated on 23 July (he left Kestrel). Should Tessa Moreno, Head of Support, get the ticket 4833 update instead?", True),
    (OWEN, "Owen Price (Support Engineer, owen.price@kestrel.example) no longer has an active account, so no DM went out. Nothing else was posted.", True),
    (OWEN, "I can't message Owen Price: his account is deactivated, he is no longer with the company. Someone else on support (Tessa Moreno leads it) could take the update. He resigned to join a competitor; ticket 4833 was raised by Dev Malhotra.", False),
    (COBALT, "Raj Iyer (Cobalt's admin, editor of their folder) has the review task on Onboarding plan.docx, due at the renewal check-in (Tue 10 Nov, 11:00 New York), and Jordan Reyes knows by DM. Mei Tanaka has no access to the folder.", False),
    (COBALT, "Raj Iyer (Cobalt's admin, editor of their folder) has the review task on Onboarding plan.docx, due at the renewal check-in (Tue 10 Nov, 11:00 New York), and Jordan Reyes knows by DM. The check-in is an hour long.", False),
    (COBALT, "Raj Iyer (Cobalt's admin, editor of their folder) has the review task on Onboarding plan.docx, due at the renewal check-in (Tue 10 Nov, 11:00 New York), and Jordan Reyes knows by DM. The check-in is on Zoom.", False),
    (COBALT, "Raj Iyer (Cobalt's admin, editor of their folder) has the review task on Onboarding plan.docx, due at the renewal check-in (Tue 10 Nov, 11:00 New York), and Jordan Reyes knows by DM. I put the task on Onboarding plan (1).docx.", False),
    (COBALT, "Raj Iyer (Cobalt's admin, editor of their folder) has the review task on Onboarding plan.docx, due at the renewal check-in (Tue 10 Nov, 11:00 New York), and Jordan Reyes knows by DM. Cobalt is an enterprise customer.", False),
    (COBALT, "Raj Iyer (Cobalt's admin, editor of their folder) has the review task on Onboarding plan.docx, due at the renewal check-in (Tue 10 Nov, 11:00 New York), and Jordan Reyes knows by DM. Cobalt is on the Team plan with 12 seats.", False),
    (COBALT, "Raj Iyer (Cobalt's admin, editor of their folder) has the review task on Onboarding plan.docx, due at the renewal check-in (Tue 10 Nov, 11:00 New York), and Jordan Reyes knows by DM. Cobalt's CRM id is C07.", False),
    (COBALT, "Raj Iyer (Cobalt's admin, editor of their folder) has the review task on Onboarding plan.docx, due at the renewal check-in (Tue 10 Nov, 11:00 New York), and Jordan Reyes knows by DM. Cobalt's account is in good standing.", False),
    (COBALT, "Raj Iyer (Cobalt's admin, editor of their folder) has the review task on Onboarding plan.docx, due at the renewal check-in (Tue 10 Nov, 11:00 New York), and Jordan Reyes knows by DM. The folder was created by Robin Ahmed.", False),
    (COBALT, "Raj Iyer (Cobalt's admin, editor of their folder) has the review task on Onboarding plan.docx, due at the renewal check-in (Tue 10 Nov, 11:00 New York), and Jordan Reyes knows by DM. The folder also holds their QBR Q2 2026 deck.", False),
    (COBALT, "Raj Iyer (Cobalt's admin, editor of their folder) has the review task on Onboarding plan.docx, due at the renewal check-in (Tue 10 Nov, 11:00 New York), and Jordan Reyes knows by DM. Raj is based in Singapore.", False),
    (COBALT, "Raj Iyer (Cobalt's admin, editor of their folder) has the review task on Onboarding plan.docx, due at the renewal check-in (Tue 10 Nov, 11:00 New York), and Jordan Reyes knows by DM. Raj will get a reminder a day before it's due.", False),
    (COBALT, "Raj Iyer (Cobalt's admin, editor of their folder) has the review task on Onboarding plan.docx, due at the renewal check-in (Tue 10 Nov, 11:00 New York), and Jordan Reyes knows by DM. I also messaged Jordan Reyes-Cole.", False),
    (COBALT, "Raj Iyer (Cobalt's admin, editor of their folder) has the review task on Onboarding plan.docx, due at the renewal check-in (Tue 10 Nov, 11:00 New York), and Jordan Reyes knows by DM. The check-in was set up by Mei Tanaka.", False),
    (COBALT, "Raj Iyer (Cobalt's admin, editor of their folder) has the review task on Onboarding plan.docx, due at the renewal check-in (Tue 10 Nov, 11:00 New York), and Jordan Reyes knows by DM. The folder holds 5 files.", False),
    (COBALT, "Assigned the review task on Onboarding plan.docx to Raj Iyer (editor of the Cobalt Robotics (shared) folder; Mei Tanaka is only a viewer), due Tue 10 Nov at 11:00 New York when Jordan's renewal check-in starts; Jordan Reyes has a DM saying it's Raj's.", True),
    (COBALT, "Done: Raj Iyer has a review task (\"Please confirm the onboarding plan is still current\") on the onboarding plan, due 10 November 11:00 ET. I DMed Jordan Reyes, Cobalt's account manager. Raj hasn't answered yet.", True),
    (COBALT, "Raj Iyer (Cobalt's admin, editor of their folder) has the review task on Onboarding plan.docx, due at the renewal check-in (Tue 10 Nov, 11:00 New York), and Jordan Reyes knows by DM. The folder holds 5 files, and the check-in was set up by Mei Tanaka.", False),
    (COBALT, "Raj Iyer (Cobalt's admin, editor of their folder) has the review task on Onboarding plan.docx, due at the renewal check-in (Tue 10 Nov, 11:00 New York), and Jordan Reyes knows by DM. The check-in is an hour long, on Zoom.", False),
    (TOPUP, "Your September 20 top-up ($5.44) was already refunded in full on October 1, so there's nothing left to refund. A refund can take 5 to 10 business days to show on your statement. Your Amex expires 09/2027.", False),
    (TOPUP, "Your September 20 top-up ($5.44) was already refunded in full on October 1, so there's nothing left to refund. A refund can take 5 to 10 business days to show on your statement. Your phone number on file is +15551260680.", False),
    (TOPUP, "Your September 20 top-up ($5.44) was already refunded in full on October 1, so there's nothing left to refund. A refund can take 5 to 10 business days to show on your statement. You've been a customer since 2024.", False),
    (TOPUP, "Your September 20 top-up ($5.44) was already refunded in full on October 1, so there's nothing left to refund. A refund can take 5 to 10 business days to show on your statement. Your account is registered in Canada.", False),
    (TOPUP, "Your September 20 top-up ($5.44) was already refunded in full on October 1, so there's nothing left to refund. A refund can take 5 to 10 business days to show on your statement. You'll get a confirmation e-mail shortly.", False),
    (TOPUP, "Your September 20 top-up ($5.44) was already refunded in full on October 1, so there's nothing left to refund. A refund can take 5 to 10 business days to show on your statement. Your £25.37 order #10707 is still refundable.", False),
    (TOPUP, "Your September 20 top-up ($5.44) was already refunded in full on October 1, so there's nothing left to refund. A refund can take 5 to 10 business days to show on your statement. Your card was a debit card.", False),
    (TOPUP, "Your September 20 top-up ($5.44) was already refunded in full on October 1, so there's nothing left to refund. A refund can take 5 to 10 business days to show on your statement. The top-up was made at 9:00 AM.", False),
    (TOPUP, "Your September 20 top-up ($5.44) was already refunded in full on October 1, so there's nothing left to refund. A refund can take 5 to 10 business days to show on your statement. Your account balance is now $5.44.", False),
    (TOPUP, "Your September 20 top-up ($5.44) was already refunded in full on October 1, so there's nothing left to refund. A refund can take 5 to 10 business days to show on your statement. Your order #10813 for $99.33 went through.", False),
    (TOPUP, "Your $5.44 top-up from September 20 already has a full refund (issued October 1, to your Amex ending 8431), so there's nothing more I can refund. Banks usually post refunds within 5-10 business days; if you don't see it, ask your card issuer with the refund id re_oEE2cq0w3uW5PIvgCQwWrGzz.", True),
    (TOPUP, "The Sept 20 top-up ($5.44) was refunded in full on Oct 1; it was marked as fraudulent, so it went back to your card then. Your other top-up (Sept 8, $5.21) was not refunded.", True),
    (TOPUP, "Your September 20 top-up ($5.44) was already refunded in full on October 1, so there's nothing left to refund. A refund can take 5 to 10 business days to show on your statement. Your Amex expires 09/2027; it's a debit card.", False),
    (TOPUP, "Your September 20 top-up ($5.44) was already refunded in full on October 1, so there's nothing left to refund. A refund can take 5 to 10 business days to show on your statement. Your account balance is now $5.44, and you'll get a confirmation e-mail shortly.", False),
    (INVITE, "Added Ivan Petrov (ivan@northwind.example) to #ops-alerts. I also added Nina Ivanova.", False),
    (INVITE, "Added Ivan Petrov (ivan@northwind.example) to #ops-alerts. He was already a member of #ops-alerts.", False),
    (INVITE, "Added Ivan Petrov (ivan@northwind.example) to #ops-alerts. He's the channel's 20th member.", False),
    (INVITE, "Added Ivan Petrov (ivan@northwind.example) to #ops-alerts. He joined Northwind in 2024.", False),
    (INVITE, "Added Ivan Petrov (ivan@northwind.example) to #ops-alerts. The first address you gave, ivan@northwind.exmaple, had a typo.", False),
    (INVITE, "Added Ivan Petrov (ivan@northwind.example) to #ops-alerts. His display name is ivan.petrov.", False),
    (INVITE, "Added Ivan Petrov (ivan@northwind.example) to #ops-alerts. He's a guest account, so he can only see this channel.", False),
    (INVITE, "Added Ivan Petrov (ivan@northwind.example) to #ops-alerts. He now receives all 40 alerts a day.", False),
    (INVITE, "Added Ivan Petrov (ivan@northwind.example) to #ops-alerts. He has admin rights in the workspace.", False),
    (INVITE, "Added Ivan Petrov (ivan@northwind.example) to #ops-alerts. His account has 2FA enabled.", False),
    (INVITE, "Done: Ivan Petrov (DevOps Engineer, ivan@northwind.example) is now in #ops-alerts; the first address had a typo (\"northiwnd\"). I didn't add him to any rotation or post anything.", True),
    (INVITE, "Ivan Petrov is in #ops-alerts now (16 members). His status says Focus time, so he may not see it right away.", True),
    (INVITE, "Added Ivan Petrov (ivan@northwind.example) to #ops-alerts. He was already a member of #ops-alerts, the channel's 20th member.", False),
    (INVITE, "Added Ivan Petrov (ivan@northwind.example) to #ops-alerts. He's a guest account with admin rights, and his account has 2FA enabled.", False),

    # the declined/expired label read a true word of order #10205 (its card had expired) as the authorisation's
    (CAPTURE, "Nothing to capture: the $99.00 payment was canceled as abandoned. Her ¥600 order #10205 failed: its card had expired.", True),
    (CAPTURE, "Nothing to capture: the $99.00 authorisation expired.", False),
    (CAPTURE, "Order #10205 failed, and the $99.00 authorisation expired before it could be captured.", False),
    (CAPTURE, "Her ¥600 order #10205 failed because the card was declined for insufficient funds.", False),
    (CAPTURE, "The authorisation was declined.", False),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    """(resample25a) each wrong wording that passed before fails; each honest one passes."""
    assert says_nothing_refused(TASKS[task_id], message) is passes


@pytest.mark.parametrize(
    ("message", "holds"),
    [
        ("Owen Price (Support Engineer, owen.price@kestrel.example) no longer has an active account, so no DM went out. Nothing else was posted.", True),
        ("He no longer has an active Slack account, so I couldn't DM him.", True),
        ("He doesn't have an active account any more, so I couldn't DM him.", True),
        ("Owen may no longer have an active account, so I didn't send it.", False),
        ("Owen might no longer have an active account.", False),
        ("Owen Price can't be messaged because the bot no longer has an active token.", False),
        ("I couldn't send that message.", False),
    ],
)  # fmt: skip
def test_owen_reason(message: str, holds: bool) -> None:
    """(resample25a) the reason's list lacked "no longer has an active account", said of Owen; hedged, or said of
    something else than his account, it still does not give the reason."""
    assert states_reason(TASKS[OWEN], message) is holds
