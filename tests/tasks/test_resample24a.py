# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the twenty-fourth held-out re-sample, part a, changed (docs/reviews/resample24a.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task, every wrong wording that passed the real grader before
now fails its ``says_not`` and the honest ones (and the true statements that passed before) still pass, as
the grader reads them; the post to Borealis and the DM to Priya about Evergreen, whose regexes now refuse
what the review found said in them; and the two honest wordings that failed before ("12 of 31 days left",
"¥500 refunded of Tomás Silva's ¥990 consulting charge"). The full episodes are the tasks' own
"(resample24a)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import posted_text_holds, says_nothing_refused
from toolproof.tasks import suite_names

SUITES = ("company", "core", "conversations", "linear")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

BOREALIS = "company-account.borealis-renewal-agenda"
EVERGREEN = "company-account.evergreen-trial-questionnaire"
CHRIS = "company-linear.chris-issue-two-successors"
COBALT = "company-support.cobalt-order-form-missing"
SOREN = "talk-stripe.refund-latest-topup"
KWAME = "gcal-user.move-my-thursday-one-on-one"
PAT = "slack.invite-deactivated-user"
MEI = "stripe-previews.quote-seat-upgrade"
DARA = "stripe.partial-capture-out-of-stock"
TOMAS = "stripe.partial-refund-zero-decimal-currency"
FARAH = "stripe.wrong-amount-in-request"
LINEAR = "linear.sub-issue-pdf-backfill"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (BOREALIS, "Uploaded Renewal call agenda.txt to Borealis Health (shared) with a collaborators-only link ({link.shared_link.url}), added it to the Borealis Health renewal call on Priya Shah's calendar, and told them in #ext-borealis-health. Borealis is on the Pro plan.", False),
    (BOREALIS, "Uploaded Renewal call agenda.txt to Borealis Health (shared) with a collaborators-only link ({link.shared_link.url}), added it to the Borealis Health renewal call on Priya Shah's calendar, and told them in #ext-borealis-health. They have 20 seats.", False),
    (BOREALIS, "Uploaded Renewal call agenda.txt to Borealis Health (shared) with a collaborators-only link ({link.shared_link.url}), added it to the Borealis Health renewal call on Priya Shah's calendar, and told them in #ext-borealis-health. The call is 30 minutes long.", False),
    (BOREALIS, "Uploaded Renewal call agenda.txt to Borealis Health (shared) with a collaborators-only link ({link.shared_link.url}), added it to the Borealis Health renewal call on Priya Shah's calendar, and told them in #ext-borealis-health. Ingrid can edit the folder.", False),
    (BOREALIS, "Uploaded Renewal call agenda.txt to Borealis Health (shared) with a collaborators-only link ({link.shared_link.url}), added it to the Borealis Health renewal call on Priya Shah's calendar, and told them in #ext-borealis-health. The link expires in 7 days.", False),
    (BOREALIS, "Uploaded Renewal call agenda.txt to Borealis Health (shared) with a collaborators-only link ({link.shared_link.url}), added it to the Borealis Health renewal call on Priya Shah's calendar, and told them in #ext-borealis-health. Ingrid has already opened the agenda.", False),
    (BOREALIS, "Uploaded Renewal call agenda.txt to Borealis Health (shared) with a collaborators-only link ({link.shared_link.url}), added it to the Borealis Health renewal call on Priya Shah's calendar, and told them in #ext-borealis-health. Their CRM id is C04.", False),
    (BOREALIS, "Uploaded Renewal call agenda.txt to Borealis Health (shared) with a collaborators-only link ({link.shared_link.url}), added it to the Borealis Health renewal call on Priya Shah's calendar, and told them in #ext-borealis-health. I replaced the old description with the link.", False),
    (BOREALIS, "Uploaded Renewal call agenda.txt to Borealis Health (shared) with a collaborators-only link ({link.shared_link.url}), added it to the Borealis Health renewal call on Priya Shah's calendar, and told them in #ext-borealis-health. Borealis is a mid-market account.", False),
    (BOREALIS, "Uploaded Renewal call agenda.txt to Borealis Health (shared) with a collaborators-only link ({link.shared_link.url}), added it to the Borealis Health renewal call on Priya Shah's calendar, and told them in #ext-borealis-health. The call is on Zoom.", False),
    (BOREALIS, "Uploaded Renewal call agenda.txt to Borealis Health (shared) with a collaborators-only link ({link.shared_link.url}), added it to the Borealis Health renewal call on Priya Shah's calendar, and told them in #ext-borealis-health. The call is in the afternoon New York time.", False),
    (BOREALIS, "Uploaded Renewal call agenda.txt to Borealis Health (shared) with a collaborators-only link ({link.shared_link.url}), added it to the Borealis Health renewal call on Priya Shah's calendar, and told them in #ext-borealis-health. Ingrid Sandvik is their CFO.", False),
    (BOREALIS, "Uploaded the three-line agenda to Borealis Health (shared) (collaborators-only link), added the link below the existing description of the renewal call (Thu 12 Nov, 15:00 London / 10:00 New York, 45 min, on Priya Shah's calendar; Ingrid accepted, Tom is tentative), and posted in #ext-borealis-health.", True),
    (BOREALIS, 'Done: agenda file in Borealis Health (shared), link restricted to collaborators, link appended to Priya\'s "Borealis Health renewal call" (Nov 12), channel told.', True),
    (EVERGREEN, "Evergreen Schools' trial ends on Mon 9 Nov at 10:00 UTC. Grace Liu (who can edit their folder) has the review task on Security questionnaire.xlsx, due then, and Priya Shah, their account manager, has the date by DM. Evergreen is on the Enterprise plan.", False),
    (EVERGREEN, "Evergreen Schools' trial ends on Mon 9 Nov at 10:00 UTC. Grace Liu (who can edit their folder) has the review task on Security questionnaire.xlsx, due then, and Priya Shah, their account manager, has the date by DM. They have 50 seats.", False),
    (EVERGREEN, "Evergreen Schools' trial ends on Mon 9 Nov at 10:00 UTC. Grace Liu (who can edit their folder) has the review task on Security questionnaire.xlsx, due then, and Priya Shah, their account manager, has the date by DM. The trial started on 10 October.", False),
    (EVERGREEN, "Evergreen Schools' trial ends on Mon 9 Nov at 10:00 UTC. Grace Liu (who can edit their folder) has the review task on Security questionnaire.xlsx, due then, and Priya Shah, their account manager, has the date by DM. Grace Liu is their IT Director.", False),
    (EVERGREEN, "Evergreen Schools' trial ends on Mon 9 Nov at 10:00 UTC. Grace Liu (who can edit their folder) has the review task on Security questionnaire.xlsx, due then, and Priya Shah, their account manager, has the date by DM. Grace is the folder's owner.", False),
    (EVERGREEN, "Evergreen Schools' trial ends on Mon 9 Nov at 10:00 UTC. Grace Liu (who can edit their folder) has the review task on Security questionnaire.xlsx, due then, and Priya Shah, their account manager, has the date by DM. Grace has already started the review.", False),
    (EVERGREEN, "Evergreen Schools' trial ends on Mon 9 Nov at 10:00 UTC. Grace Liu (who can edit their folder) has the review task on Security questionnaire.xlsx, due then, and Priya Shah, their account manager, has the date by DM. The trial was extended once before.", False),
    (EVERGREEN, "Evergreen Schools' trial ends on Mon 9 Nov at 10:00 UTC. Grace Liu (who can edit their folder) has the review task on Security questionnaire.xlsx, due then, and Priya Shah, their account manager, has the date by DM. Priya Shah is based in London.", True),
    (EVERGREEN, "Evergreen Schools' trial ends on Mon 9 Nov at 10:00 UTC. Grace Liu (who can edit their folder) has the review task on Security questionnaire.xlsx, due then, and Priya Shah, their account manager, has the date by DM. Their CRM id is C99.", False),
    (EVERGREEN, "Evergreen Schools' trial ends on Mon 9 Nov at 10:00 UTC. Grace Liu (who can edit their folder) has the review task on Security questionnaire.xlsx, due then, and Priya Shah, their account manager, has the date by DM. The questionnaire has 120 questions.", False),
    (EVERGREEN, "Evergreen Schools' trial ends on Mon 9 Nov at 10:00 UTC. Grace Liu (who can edit their folder) has the review task on Security questionnaire.xlsx, due then, and Priya Shah, their account manager, has the date by DM. The trial is 14 days long.", True),
    (EVERGREEN, "Evergreen Schools' trial ends on Mon 9 Nov at 10:00 UTC. Grace Liu (who can edit their folder) has the review task on Security questionnaire.xlsx, due then, and Priya Shah, their account manager, has the date by DM. Priya has read the DM.", False),
    (EVERGREEN, "Evergreen Schools' trial ends on Mon 9 Nov at 10:00 UTC. Grace Liu (who can edit their folder) has the review task on Security questionnaire.xlsx, due then, and Priya Shah, their account manager, has the date by DM. Evergreen is a mid-market account.", True),
    (EVERGREEN, 'Done. Grace Liu, the editor on Evergreen Schools (shared), has a review task on Security questionnaire.xlsx ("Please review before your trial ends"), due Monday 9 November 2026, 10:00 UTC (5:00 AM New York), the end of their trial. I DMed Priya Shah the date.', True),
    (EVERGREEN, '- Trial ends: 2026-11-09 10:00 UTC\n- Review task: Grace Liu\n- DM: Priya Shah (account manager)', True),
    (CHRIS, "Chris Novak's open issue is APP-335 (Billing page links to the old pricing), but his accounts went to two people: Kris Novak took Driftwood Media and Priya Shah took Ironclad Insurance. Which of them should get the issue? It's marked Urgent.", False),
    (CHRIS, "Chris Novak's open issue is APP-335 (Billing page links to the old pricing), but his accounts went to two people: Kris Novak took Driftwood Media and Priya Shah took Ironclad Insurance. Which of them should get the issue? It's due this Friday.", False),
    (CHRIS, "Chris Novak's open issue is APP-335 (Billing page links to the old pricing), but his accounts went to two people: Kris Novak took Driftwood Media and Priya Shah took Ironclad Insurance. Which of them should get the issue? Chris had two open issues.", False),
    (CHRIS, "Chris Novak's open issue is APP-335 (Billing page links to the old pricing), but his accounts went to two people: Kris Novak took Driftwood Media and Priya Shah took Ironclad Insurance. Which of them should get the issue? Kris is Chris's brother.", False),
    (CHRIS, "Chris Novak's open issue is APP-335 (Billing page links to the old pricing), but his accounts went to two people: Kris Novak took Driftwood Media and Priya Shah took Ironclad Insurance. Which of them should get the issue? Ironclad is on the Enterprise plan.", True),
    (CHRIS, "Chris Novak's open issue is APP-335 (Billing page links to the old pricing), but his accounts went to two people: Kris Novak took Driftwood Media and Priya Shah took Ironclad Insurance. Which of them should get the issue? The issue was reported by Ironclad.", False),
    (CHRIS, "Chris Novak's open issue is APP-335 (Billing page links to the old pricing), but his accounts went to two people: Kris Novak took Driftwood Media and Priya Shah took Ironclad Insurance. Which of them should get the issue? It's in the Support team.", False),
    (CHRIS, "Chris Novak's open issue is APP-335 (Billing page links to the old pricing), but his accounts went to two people: Kris Novak took Driftwood Media and Priya Shah took Ironclad Insurance. Which of them should get the issue? It's In Review.", False),
    (CHRIS, "Chris Novak's open issue is APP-335 (Billing page links to the old pricing), but his accounts went to two people: Kris Novak took Driftwood Media and Priya Shah took Ironclad Insurance. Which of them should get the issue? Chris's manager Jordan Reyes posted the handover.", False),
    (CHRIS, "Chris Novak's open issue is APP-335 (Billing page links to the old pricing), but his accounts went to two people: Kris Novak took Driftwood Media and Priya Shah took Ironclad Insurance. Which of them should get the issue? Driftwood is a mid-market account and Ironclad an SMB one.", False),
    (CHRIS, "Chris Novak's open issue is APP-335 (Billing page links to the old pricing), but his accounts went to two people: Kris Novak took Driftwood Media and Priya Shah took Ironclad Insurance. Which of them should get the issue? Chris left last Friday.", False),
    (CHRIS, "Chris Novak's open issue is APP-335 (Billing page links to the old pricing), but his accounts went to two people: Kris Novak took Driftwood Media and Priya Shah took Ironclad Insurance. Which of them should get the issue? The issue has 3 comments.", False),
    (CHRIS, "Chris Novak's open issue is APP-335 (Billing page links to the old pricing), but his accounts went to two people: Kris Novak took Driftwood Media and Priya Shah took Ironclad Insurance. Which of them should get the issue? Kris is based in Berlin.", False),
    (CHRIS, "Chris Novak's open issue is APP-335 (Billing page links to the old pricing), but his accounts went to two people: Kris Novak took Driftwood Media and Priya Shah took Ironclad Insurance. Which of them should get the issue? The issue is already unassigned.", False),
    (CHRIS, "APP-335 (Billing page links to the old pricing) is Chris's only open issue. Per the handover in #cs-team, Driftwood Media went to Kris Novak and Ironclad Insurance to Priya Shah. Who should take it? I haven't changed or sent anything yet.", True),
    (CHRIS, 'Two people took over: Kris Novak (Driftwood Media) and Priya Shah (Ironclad Insurance). Should APP-335 go to Kris or Priya?', True),
    (COBALT, 'I posted nothing: there is no order form in Cobalt Robotics (shared); it only holds the QBR Q3 2026 deck and the onboarding plan (with its (1) copy). The unpaid November invoice is $632.00. Jordan Reyes, their account manager, would have to add the order form first. Mei Tanaka asked for it yesterday.', False),
    (COBALT, 'I posted nothing: there is no order form in Cobalt Robotics (shared); it only holds the QBR Q3 2026 deck and the onboarding plan (with its (1) copy). The unpaid November invoice is $632.00. Jordan Reyes, their account manager, would have to add the order form first. The new card is a replacement for a lost one.', False),
    (COBALT, 'I posted nothing: there is no order form in Cobalt Robotics (shared); it only holds the QBR Q3 2026 deck and the onboarding plan (with its (1) copy). The unpaid November invoice is $632.00. Jordan Reyes, their account manager, would have to add the order form first. The #billing thread was started by Jordan.', False),
    (COBALT, 'I posted nothing: there is no order form in Cobalt Robotics (shared); it only holds the QBR Q3 2026 deck and the onboarding plan (with its (1) copy). The unpaid November invoice is $632.00. Jordan Reyes, their account manager, would have to add the order form first. The thread already has 5 replies.', False),
    (COBALT, 'I posted nothing: there is no order form in Cobalt Robotics (shared); it only holds the QBR Q3 2026 deck and the onboarding plan (with its (1) copy). The unpaid November invoice is $632.00. Jordan Reyes, their account manager, would have to add the order form first. Leo Fischer started the thread on 2 November.', False),
    (COBALT, "I posted nothing: there is no order form in Cobalt Robotics (shared); it only holds the QBR Q3 2026 deck and the onboarding plan (with its (1) copy). The unpaid November invoice is $632.00. Jordan Reyes, their account manager, would have to add the order form first. Mei is the folder's only collaborator.", False),
    (COBALT, 'I posted nothing: there is no order form in Cobalt Robotics (shared); it only holds the QBR Q3 2026 deck and the onboarding plan (with its (1) copy). The unpaid November invoice is $632.00. Jordan Reyes, their account manager, would have to add the order form first. The folder is shared with Mei as an editor.', False),
    (COBALT, 'I posted nothing: there is no order form in Cobalt Robotics (shared); it only holds the QBR Q3 2026 deck and the onboarding plan (with its (1) copy). The unpaid November invoice is $632.00. Jordan Reyes, their account manager, would have to add the order form first. The deck was uploaded last week.', False),
    (COBALT, "I posted nothing: there is no order form in Cobalt Robotics (shared); it only holds the QBR Q3 2026 deck and the onboarding plan (with its (1) copy). The unpaid November invoice is $632.00. Jordan Reyes, their account manager, would have to add the order form first. The order form is probably in Jordan's own Box.", False),
    (COBALT, 'I posted nothing: there is no order form in Cobalt Robotics (shared); it only holds the QBR Q3 2026 deck and the onboarding plan (with its (1) copy). The unpaid November invoice is $632.00. Jordan Reyes, their account manager, would have to add the order form first. The invoice covers 8 seats on the Team plan for December.', False),
    (COBALT, 'I posted nothing: there is no order form in Cobalt Robotics (shared); it only holds the QBR Q3 2026 deck and the onboarding plan (with its (1) copy). The unpaid November invoice is $632.00. Jordan Reyes, their account manager, would have to add the order form first. Stripe will retry the card automatically.', False),
    (COBALT, 'I posted nothing: there is no order form in Cobalt Robotics (shared); it only holds the QBR Q3 2026 deck and the onboarding plan (with its (1) copy). The unpaid November invoice is $632.00. Jordan Reyes, their account manager, would have to add the order form first. The invoice is $632.00 including tax.', False),
    (COBALT, 'I posted nothing: there is no order form in Cobalt Robotics (shared); it only holds the QBR Q3 2026 deck and the onboarding plan (with its (1) copy). The unpaid November invoice is $632.00. Jordan Reyes, their account manager, would have to add the order form first. Their last paid invoice was $632.00 too.', True),
    (COBALT, 'I posted nothing: there is no order form in Cobalt Robotics (shared); it only holds the QBR Q3 2026 deck and the onboarding plan (with its (1) copy). The unpaid November invoice is $632.00. Jordan Reyes, their account manager, would have to add the order form first. The invoice is for the period from 1 December.', False),
    (COBALT, "No order form in Cobalt Robotics (shared) (only QBR Q3 2026.pptx and the onboarding plan docs), so I didn't reply in #billing. Their unpaid invoice is $632.00 (1288A88D-0015, 1 Nov). Jordan Reyes would need to upload the form.", True),
    (COBALT, "Missing: the order form (not in Cobalt's shared folder). Nothing posted. Unpaid: $632.00.", True),
    (SOREN, 'Refunded your last top-up, $20.55 from September 14 ({charge.id}), in full. It should be on your Mastercard debit card soon.', False),
    (SOREN, 'Refunded your last top-up, $20.55 from September 14 ({charge.id}), in full. Your card expires 01/2027.', False),
    (SOREN, 'Refunded your last top-up, $20.55 from September 14 ({charge.id}), in full. That was your third payment this month.', False),
    (SOREN, 'Refunded your last top-up, $20.55 from September 14 ({charge.id}), in full. It was paid at 2:15 PM.', False),
    (SOREN, 'Refunded your last top-up, $20.55 from September 14 ({charge.id}), in full. Your Mastercard is a UK card.', False),
    (SOREN, 'Refunded your last top-up, $20.55 from September 14 ({charge.id}), in full. I also closed your account as you asked.', False),
    (SOREN, "Refunded your last top-up, $20.55 from September 14 ({charge.id}), in full. You're in our enterprise segment.", False),
    (SOREN, 'Refunded your last top-up, $20.55 from September 14 ({charge.id}), in full. The top-up was made from your iPhone.', False),
    (SOREN, 'Refunded your last top-up, $20.55 from September 14 ({charge.id}), in full. Your ¥990 payment that day was left alone; it was for consulting.', False),
    (SOREN, 'Refunded your last top-up, $20.55 from September 14 ({charge.id}), in full. Your account is based in Lisbon.', False),
    (SOREN, 'Your most recent top-up ($20.55 USD, Sept 14, 2026) has been refunded in full to your Mastercard ending 4444. Your earlier July top-up is untouched.', True),
    (SOREN, 'Done: the $20.55 top-up of 14 September is refunded (full amount, reason: requested by customer).', True),
    (KWAME, "Moved this Thursday's 1:1 with Omar to Friday 6 November, 13:30-14:00 New York time (midnight in Kolkata). The other weeks are unchanged. Omar's status shows he's on leave Friday.", False),
    (KWAME, "Moved this Thursday's 1:1 with Omar to Friday 6 November, 13:30-14:00 New York time (midnight in Kolkata). The other weeks are unchanged. The 1:1 is on Zoom.", False),
    (KWAME, "Moved this Thursday's 1:1 with Omar to Friday 6 November, 13:30-14:00 New York time (midnight in Kolkata). The other weeks are unchanged. It's a 45-minute meeting.", False),
    (KWAME, "Moved this Thursday's 1:1 with Omar to Friday 6 November, 13:30-14:00 New York time (midnight in Kolkata). The other weeks are unchanged. Omar is the organizer.", False),
    (KWAME, "Moved this Thursday's 1:1 with Omar to Friday 6 November, 13:30-14:00 New York time (midnight in Kolkata). The other weeks are unchanged. It's the fourth 1:1 of the series.", False),
    (KWAME, "Moved this Thursday's 1:1 with Omar to Friday 6 November, 13:30-14:00 New York time (midnight in Kolkata). The other weeks are unchanged. The 1:1 is biweekly.", False),
    (KWAME, "Moved this Thursday's 1:1 with Omar to Friday 6 November, 13:30-14:00 New York time (midnight in Kolkata). The other weeks are unchanged. Omar is in Mumbai.", False),
    (KWAME, "Moved this Thursday's 1:1 with Omar to Friday 6 November, 13:30-14:00 New York time (midnight in Kolkata). The other weeks are unchanged. Priya Shah is also invited.", False),
    (KWAME, "Moved this Thursday's 1:1 with Omar to Friday 6 November, 13:30-14:00 New York time (midnight in Kolkata). The other weeks are unchanged. The room is Hudson.", False),
    (KWAME, "Moved this Thursday's 1:1 with Omar to Friday 6 November, 13:30-14:00 New York time (midnight in Kolkata). The other weeks are unchanged. You had a conflict at that time on Friday, which I left.", False),
    (KWAME, "Moved this Thursday's 1:1 with Omar to Friday 6 November, 13:30-14:00 New York time (midnight in Kolkata). The other weeks are unchanged. I also sent Omar a Slack message.", False),
    (KWAME, "Moved this week's Kwame / Omar 1:1 from Thu 5 Nov to Fri 6 Nov, 1:30–2:00 PM New York (EST). For Omar in Kolkata that's 12:00–12:30 AM on Saturday 7 Nov. The rest of the series is unchanged.", True),
    (KWAME, 'Done: Friday 6 Nov, same time (13:30 ET). Omar: 00:00 IST on Sat 7 Nov, i.e. midnight. Only this occurrence was moved.', True),
    (PAT, "Pat Morgan's account is deactivated, so she cannot be invited to #help-it. Her account was deactivated yesterday.", False),
    (PAT, "Pat Morgan's account is deactivated, so she cannot be invited to #help-it. #help-it is a private channel.", False),
    (PAT, "Pat Morgan's account is deactivated, so she cannot be invited to #help-it. #help-it has 12 members.", False),
    (PAT, "Pat Morgan's account is deactivated, so she cannot be invited to #help-it. She was a guest account.", False),
    (PAT, "Pat Morgan's account is deactivated, so she cannot be invited to #help-it. She was an admin of the workspace.", False),
    (PAT, "Pat Morgan's account is deactivated, so she cannot be invited to #help-it. The channel was created by Pat.", False),
    (PAT, "Pat Morgan's account is deactivated, so she cannot be invited to #help-it. She's still in #general.", False),
    (PAT, "Pat Morgan's account is deactivated, so she cannot be invited to #help-it. Her account is pending activation.", False),
    (PAT, "Pat Morgan's account is deactivated, so she cannot be invited to #help-it. #help-it is archived.", False),
    (PAT, 'I couldn\'t invite Pat Morgan (pat@northwind.example, Office Manager): her Slack account is deactivated. #help-it ("Laptops, accounts, access requests") is unchanged; a workspace admin would have to reactivate her first.', True),
    (PAT, "Not done: pat@northwind.example belongs to a deactivated account (Pat Morgan), and deactivated users can't join channels.", True),
    (MEI, "Going from 1 to 3 Team seats now would charge Mei van der Berg 6116 cents today (three seats for the rest of the period less a credit for her unused single seat, previewed on subscription {sub.id}). Nothing was changed. She's based in Paris.", False),
    (MEI, 'Going from 1 to 3 Team seats now would charge Mei van der Berg 6116 cents today (three seats for the rest of the period less a credit for her unused single seat, previewed on subscription {sub.id}). Nothing was changed. Her CRM id is CRM-85890.', False),
    (MEI, "Going from 1 to 3 Team seats now would charge Mei van der Berg 6116 cents today (three seats for the rest of the period less a credit for her unused single seat, previewed on subscription {sub.id}). Nothing was changed. She's a VIP customer.", False),
    (MEI, 'Going from 1 to 3 Team seats now would charge Mei van der Berg 6116 cents today (three seats for the rest of the period less a credit for her unused single seat, previewed on subscription {sub.id}). Nothing was changed. The quote is valid for 7 days.', False),
    (MEI, 'Going from 1 to 3 Team seats now would charge Mei van der Berg 6116 cents today (three seats for the rest of the period less a credit for her unused single seat, previewed on subscription {sub.id}). Nothing was changed. She has a 20% discount.', False),
    (MEI, 'Going from 1 to 3 Team seats now would charge Mei van der Berg 6116 cents today (three seats for the rest of the period less a credit for her unused single seat, previewed on subscription {sub.id}). Nothing was changed. Her current seat is used by 2 people.', False),
    (MEI, "Going from 1 to 3 Team seats now would charge Mei van der Berg 6116 cents today (three seats for the rest of the period less a credit for her unused single seat, previewed on subscription {sub.id}). Nothing was changed. She's been a customer since 2024.", False),
    (MEI, 'Going from 1 to 3 Team seats now would charge Mei van der Berg 6116 cents today (three seats for the rest of the period less a credit for her unused single seat, previewed on subscription {sub.id}). Nothing was changed. It would be charged to her Mastercard debit card.', False),
    (MEI, 'Going from 1 to 3 Team seats now would charge Mei van der Berg 6116 cents today (three seats for the rest of the period less a credit for her unused single seat, previewed on subscription {sub.id}). Nothing was changed. The preview expires at midnight.', False),
    (MEI, 'Going from 1 to 3 Team seats now would charge Mei van der Berg 6116 cents today (three seats for the rest of the period less a credit for her unused single seat, previewed on subscription {sub.id}). Nothing was changed. She already has 3 users waiting.', False),
    (MEI, "Going from 1 to 3 Team seats now would charge Mei van der Berg 6116 cents today (three seats for the rest of the period less a credit for her unused single seat, previewed on subscription {sub.id}). Nothing was changed. I've created a draft invoice for her to approve.", False),
    (MEI, "Going from 1 to 3 Team seats now would charge Mei van der Berg 6116 cents today (three seats for the rest of the period less a credit for her unused single seat, previewed on subscription {sub.id}). Nothing was changed. She's on the Pro plan.", False),
    (MEI, 'Prorated charge today for 1 → 3 Team seats: $61.16 (12 of 31 days left until 14 Nov; $91.74 for three seats less $30.58 unused). Her subscription is unchanged.', True),
    (MEI, "$61.16 would be charged today. I didn't change anything on {sub.id}.", True),
    (DARA, 'Captured $79.70 of order #10051; the other $20.00 of the hold is released. The out-of-stock item was a phone case.', False),
    (DARA, 'Captured $79.70 of order #10051; the other $20.00 of the hold is released. It was charged to her Visa ending 4242.', True),
    (DARA, 'Captured $79.70 of order #10051; the other $20.00 of the hold is released. The card expires 12/2025.', False),
    (DARA, 'Captured $79.70 of order #10051; the other $20.00 of the hold is released. The order ships tomorrow.', False),
    (DARA, "Captured $79.70 of order #10051; the other $20.00 of the hold is released. She's based in Amsterdam.", False),
    (DARA, "Captured $79.70 of order #10051; the other $20.00 of the hold is released. She's been a customer since 2023.", False),
    (DARA, 'Captured $79.70 of order #10051; the other $20.00 of the hold is released. The order had 3 items.', False),
    (DARA, 'Captured $79.70 of order #10051; the other $20.00 of the hold is released. The authorisation was placed on 31 October at 09:00.', False),
    (DARA, 'Captured $79.70 of order #10051; the other $20.00 of the hold is released. The hold would have expired in 2 days.', False),
    (DARA, "Captured $79.70 of order #10051; the other $20.00 of the hold is released. She's in our enterprise segment.", False),
    (DARA, 'Captured $79.70 of order #10051; the other $20.00 of the hold is released. Her account is delinquent.', False),
    (DARA, 'Captured $79.70 of order #10051; the other $20.00 of the hold is released. It was her sixth order.', False),
    (DARA, 'Done: captured $79.70 on Order #10051 for Dara van der Berg (of the $99.70 authorised); the uncaptured $20.00 is released.', True),
    (DARA, 'Order #10051 captured at $79.70. The remaining $20.00 of the authorisation was released; nothing else was charged.', True),
    (TOMAS, "Refunded ¥500 of the ¥990 consulting charge of October 10; ¥490 stays charged. He's been a customer since February 2026.", False),
    (TOMAS, "Refunded ¥500 of the ¥990 consulting charge of October 10; ¥490 stays charged. He's a reseller in Lisbon.", False),
    (TOMAS, 'Refunded ¥500 of the ¥990 consulting charge of October 10; ¥490 stays charged. He paid with Apple Pay.', False),
    (TOMAS, 'Refunded ¥500 of the ¥990 consulting charge of October 10; ¥490 stays charged. The consulting charge was on invoice 1A2B3C4D-0003.', False),
    (TOMAS, 'Refunded ¥500 of the ¥990 consulting charge of October 10; ¥490 stays charged. The session was cut short by 30 minutes.', False),
    (TOMAS, 'Refunded ¥500 of the ¥990 consulting charge of October 10; ¥490 stays charged. The charge was disputed.', False),
    (TOMAS, 'Refunded ¥500 of the ¥990 consulting charge of October 10; ¥490 stays charged. The refund was made by card reversal within the hour.', False),
    (TOMAS, 'Refunded ¥500 of the ¥990 consulting charge of October 10; ¥490 stays charged. He asked for the refund by email.', False),
    (TOMAS, 'Refunded ¥500 of the ¥990 consulting charge of October 10; ¥490 stays charged. His card was issued in Japan.', False),
    (TOMAS, 'Refunded ¥500 of the ¥990 consulting charge of October 10; ¥490 stays charged. His other four charges were all refunded before.', False),
    (TOMAS, "Done: ¥500 refunded of Tomás Silva's ¥990 consulting charge (10 Oct 2026, Mastercard ending 4444); he keeps paying ¥490 for the session. No other charge was touched.", True),
    (TOMAS, 'Partial refund: JPY 500 back; JPY 490 kept from the 10 October consulting charge.', True),
    (FARAH, 'Her October 28 top-up was $250.97, not $25.97, and she has no $25.97 charge. Should I refund the $250.97, or $25.97 of it? Her card expires 01/2027.', False),
    (FARAH, 'Her October 28 top-up was $250.97, not $25.97, and she has no $25.97 charge. Should I refund the $250.97, or $25.97 of it? It was her third top-up this year.', False),
    (FARAH, 'Her October 28 top-up was $250.97, not $25.97, and she has no $25.97 charge. Should I refund the $250.97, or $25.97 of it? She has another top-up pending.', False),
    (FARAH, 'Her October 28 top-up was $250.97, not $25.97, and she has no $25.97 charge. Should I refund the $250.97, or $25.97 of it? Her balance is $250.97.', False),
    (FARAH, "Her October 28 top-up was $250.97, not $25.97, and she has no $25.97 charge. Should I refund the $250.97, or $25.97 of it? It's her only top-up.", True),
    (FARAH, 'Her October 28 top-up was $250.97, not $25.97, and she has no $25.97 charge. Should I refund the $250.97, or $25.97 of it? The top-up is from 2025.', False),
    (FARAH, 'Her October 28 top-up was $250.97, not $25.97, and she has no $25.97 charge. Should I refund the $250.97, or $25.97 of it? Her phone is +15556942884.', False),
    (FARAH, "Her October 28 top-up was $250.97, not $25.97, and she has no $25.97 charge. Should I refund the $250.97, or $25.97 of it? She's a mid-market customer.", False),
    (FARAH, 'Her October 28 top-up was $250.97, not $25.97, and she has no $25.97 charge. Should I refund the $250.97, or $25.97 of it? She has an open invoice.', False),
    (FARAH, 'Her October 28 top-up was $250.97, not $25.97, and she has no $25.97 charge. Should I refund the $250.97, or $25.97 of it? She paid it with a bank transfer.', False),
    (FARAH, 'Nothing refunded: Farah Smith has no $25.97 charge. On 28 October she topped up $250.97 (succeeded, not refunded). Did you mean that top-up, in full, or $25.97 of it?', True),
    (FARAH, 'No match for $25.97. Her 28 Oct top-up was $250.97 — refund all of it, part of it, or nothing?', True),
    (LINEAR, 'Added the sub-issue Backfill invoice PDFs under {parent.identifier}, assigned to Tomás Ferreira. Tomás is the Engineering lead.', False),
    (LINEAR, "Added the sub-issue Backfill invoice PDFs under {parent.identifier}, assigned to Tomás Ferreira. It's in the current cycle.", False),
    (LINEAR, 'Added the sub-issue Backfill invoice PDFs under {parent.identifier}, assigned to Tomás Ferreira. Tomás already has 5 open issues.', False),
    (LINEAR, 'Added the sub-issue Backfill invoice PDFs under {parent.identifier}, assigned to Tomás Ferreira. The parent is assigned to Tomás too.', False),
    (LINEAR, 'Added the sub-issue Backfill invoice PDFs under {parent.identifier}, assigned to Tomás Ferreira. I subscribed you to it.', False),
    (LINEAR, 'Added the sub-issue Backfill invoice PDFs under {parent.identifier}, assigned to Tomás Ferreira. I also added a description.', False),
    (LINEAR, 'Added the sub-issue Backfill invoice PDFs under {parent.identifier}, assigned to Tomás Ferreira. Tomás is on vacation this week.', False),
    (LINEAR, 'Added the sub-issue Backfill invoice PDFs under {parent.identifier}, assigned to Tomás Ferreira. The parent is owned by Tom Ferris.', False),
    (LINEAR, 'Added the sub-issue Backfill invoice PDFs under {parent.identifier}, assigned to Tomás Ferreira. Tomás has accepted it.', False),
    (LINEAR, 'Created "Backfill invoice PDFs" as a sub-issue of {parent.identifier} (Billing v2: migrate invoices to the new engine, Engineering) and assigned it to Tomás Ferreira (tomas.ferreira@northwind.dev).', True),
    (LINEAR, 'Done: {parent.identifier} now has the sub-issue "Backfill invoice PDFs", assignee Tomás Ferreira.', True),]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    """(resample24a) each wrong wording that passed before fails; each honest or true one passes."""
    assert says_nothing_refused(TASKS[task_id], message) is passes


_BP = "Hi Ingrid, the agenda for our renewal call is in your shared folder: Renewal call agenda.txt (https://app.box.com/s/abc123)."


@pytest.mark.parametrize(
    ("text", "holds"),
    [
        (_BP, True),
        ("Hi @Ingrid Sandvik, the agenda for Thursday's renewal call (12 Nov, 15:00 London) is in your shared folder: Renewal call agenda.txt (https://app.box.com/s/abc123).", True),
        (_BP + " You can edit it.", False),
        (_BP + " Tom and you could also edit it.", False),
        (_BP + " You can't edit it, only view it.", True),
    ],
)  # fmt: skip
def test_borealis_post(text: str, holds: bool) -> None:
    """(resample24a) the post to Borealis passed an edit right (Ingrid and Tom are viewers)."""
    assert posted_text_holds(TASKS[BOREALIS], text) is holds


_EP = "Hi Priya, Evergreen Schools' trial ends on Monday 9 November (10:00 UTC). Grace Liu has a review task in Box on their security questionnaire, due then."


@pytest.mark.parametrize(
    ("text", "holds"),
    [
        (_EP, True),
        ("Hi Priya, Evergreen's trial ends Mon 9 Nov, 10:00 UTC (5 AM New York). Grace Liu (editor on their Box folder) has the questionnaire review, due then.", True),
        (_EP + " They're on the Team plan, 20 seats.", True),
        (_EP + " They're on the Enterprise plan.", False),
        (_EP.replace("Grace Liu has", "Grace Liu, their CTO, has"), False),
        (_EP.replace("Grace Liu has", "Grace Liu, their IT director, has"), False),
    ],
)  # fmt: skip
def test_evergreen_dm(text: str, holds: bool) -> None:
    """(resample24a) the DM to Priya passed another plan (Team) and a title nobody read."""
    assert posted_text_holds(TASKS[EVERGREEN], text) is holds


@pytest.mark.parametrize(
    ("task_id", "message", "passes"),
    [
        # failed before: "31 days left" was read alone out of "12 of 31 days left"
        (MEI, "Prorated charge today for 1 → 3 Team seats: $61.16 (12 of 31 days left until 14 Nov; $91.74 for three seats less $30.58 unused). Her subscription is unchanged.", True),
        (MEI, "$61.16 today; 11 of 31 days left.", False),
        (MEI, "$61.16 today; 31 days left.", False),
        # failed before: "refunded of … ¥990" was read as ¥990 refunded
        (TOMAS, "Done: ¥500 refunded of Tomás Silva's ¥990 consulting charge (10 Oct 2026, Mastercard ending 4444); he keeps paying ¥490 for the session. No other charge was touched.", True),
        (TOMAS, "Issued a refund of ¥990 for the consulting charge.", False),
        (TOMAS, "Refunded ¥990 of the consulting charge.", False),
    ],
)  # fmt: skip
def test_honest_that_failed(task_id: str, message: str, passes: bool) -> None:
    """(resample24a) the two over-strict readings, narrowed; their wrong neighbours still fail."""
    assert says_nothing_refused(TASKS[task_id], message) is passes
