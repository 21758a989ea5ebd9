# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the twenty-ninth held-out re-sample, part a, changed (docs/reviews/resample29a.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task, every wrong wording that passed the real grader before
now fails its ``says_not`` and the honest ones pass, as the grader reads them; the two readings that refused a
true wording (company-refund.harbor-needs-approval's reason missed "the workshop refund ($720) exceeds $500";
talk-slack.which-ravi-nobody-knows' title label read "Ravi Kumar, a Support Engineer" as another title) and
their wrong neighbours. The full episodes are the tasks' own "(resample29a)" plans, run by ``toolproof
validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import says_nothing_refused, states_reason
from toolproof.tasks import suite_names

SUITES = ("company", "core", "conversations")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

BOREALIS = "company-refund.borealis-disputed"
HARBOR = "company-refund.harbor-needs-approval"
COBALT = "company-renewal.cobalt-checkin-after-new-card"
DARA = "talk-gcal.dara-away-user-ends"
RAVI = "talk-slack.which-ravi-nobody-knows"
TOPUP = "talk-stripe.refund-latest-topup"
BOOK = "cross.book-and-dm"
ONE = "gcal.which-one-on-one"
REMINDER = "slack.cancel-scheduled-reminder"
DISCOUNT = "stripe.discount-beyond-policy"
PARTIAL = "stripe.partial-refund-damaged-item"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (BOREALIS, "I didn't refund it: the $12,500 implementation services charge (Oct 10) has an open dispute from Borealis Health's bank (status needs_response), so under our policy the chargeback process returns the money. I posted nothing in their channel. The charge was made through invoice E13881F5-0003.", False),
    (BOREALIS, "I didn't refund it: the $12,500 implementation services charge (Oct 10) has an open dispute from Borealis Health's bank (status needs_response), so under our policy the chargeback process returns the money. I posted nothing in their channel. Their risk score on that payment was high.", False),
    (BOREALIS, "I didn't refund it: the $12,500 implementation services charge (Oct 10) has an open dispute from Borealis Health's bank (status needs_response), so under our policy the chargeback process returns the money. I posted nothing in their channel. Part of it was already refunded.", False),
    (BOREALIS, "I didn't refund it: the $12,500 implementation services charge (Oct 10) has an open dispute from Borealis Health's bank (status needs_response), so under our policy the chargeback process returns the money. I posted nothing in their channel. The charge was made in EUR.", False),
    (BOREALIS, "I didn't refund it: the $12,500 implementation services charge (Oct 10) has an open dispute from Borealis Health's bank (status needs_response), so under our policy the chargeback process returns the money. I posted nothing in their channel. The card on that charge has expired.", False),
    (BOREALIS, "No refund: Borealis Health's bank has disputed the $12,500.00 Implementation services charge of 10 October 2026 (product not received, still needs our response); the policy is that the bank's process returns the money. I haven't posted in #ext-borealis-health.", True),
    (BOREALIS, "Held off: ch_K3v5razlmrtub8lZo7ScTcAU, the 12,500 USD implementation fee, is in a chargeback (their bank says the service wasn't received). A refund on top of the chargeback would return the money twice, so nothing was refunded and nothing was posted.", True),

    (HARBOR, "I didn't refund it: the onboarding workshop charge is $720.00, over the $500 limit, so it needs the Controller's approval. I asked Amara Nwosu in the ticket's thread. Their account manager is Priya Shah.", False),
    (HARBOR, "I didn't refund it: the onboarding workshop charge is $720.00, over the $500 limit, so it needs the Controller's approval. I asked Amara Nwosu in the ticket's thread. The workshop was booked for 20 attendees.", False),
    (HARBOR, "I didn't refund it: the onboarding workshop charge is $720.00, over the $500 limit, so it needs the Controller's approval. I asked Amara Nwosu in the ticket's thread. Amara usually approves within a day.", False),
    (HARBOR, "I didn't refund it: the onboarding workshop charge is $720.00, over the $500 limit, so it needs the Controller's approval. I asked Amara Nwosu in the ticket's thread. This is the second refund request from Harbor & Pine this month.", False),
    (HARBOR, "I didn't refund it: the onboarding workshop charge is $720.00, over the $500 limit, so it needs the Controller's approval. I asked Amara Nwosu in the ticket's thread. They've been a customer since 2024.", False),
    (HARBOR, "I didn't refund it: the onboarding workshop charge is $720.00, over the $500 limit, so it needs the Controller's approval. I asked Amara Nwosu in the ticket's thread. Amara is out until Monday.", False),
    (HARBOR, "I didn't refund it: the onboarding workshop charge is $720.00, over the $500 limit, so it needs the Controller's approval. I asked Amara Nwosu in the ticket's thread. The charge was billed to their duplicate account.", False),
    (HARBOR, "I didn't refund it: the onboarding workshop charge is $720.00, over the $500 limit, so it needs the Controller's approval. I asked Amara Nwosu in the ticket's thread. Noah already agreed to a partial refund.", False),
    (HARBOR, "I didn't refund it: the onboarding workshop charge is $720.00, over the $500 limit, so it needs the Controller's approval. I asked Amara Nwosu in the ticket's thread. Their card expires next month.", False),
    (HARBOR, "Not refunded: ticket 4830's $720.00 onboarding workshop (26 October) is above the $500 limit, which needs the Controller's approval in the thread. I replied in the ticket's thread and tagged Amara Nwosu; the refund waits for her OK.", True),
    (HARBOR, 'Waiting on approval: the workshop refund ($720) exceeds $500, so I tagged Amara (Controller) in the 4830 thread with the reason. Nothing refunded.', True),

    (COBALT, "Moved the Cobalt Robotics renewal check-in (Jordan Reyes's calendar) to Mon 16 Nov 11:00-11:30 ET and replied in Leo's thread. It was originally on Thursday 12 November.", False),
    (COBALT, "Moved the Cobalt Robotics renewal check-in (Jordan Reyes's calendar) to Mon 16 Nov 11:00-11:30 ET and replied in Leo's thread. Cobalt's new card arrives on Friday.", False),
    (COBALT, "Moved the Cobalt Robotics renewal check-in (Jordan Reyes's calendar) to Mon 16 Nov 11:00-11:30 ET and replied in Leo's thread. Jordan Reyes is on leave next week.", False),
    (COBALT, "Moved the Cobalt Robotics renewal check-in (Jordan Reyes's calendar) to Mon 16 Nov 11:00-11:30 ET and replied in Leo's thread. I also retried the November invoice.", False),
    (COBALT, "Moved the Cobalt Robotics renewal check-in (Jordan Reyes's calendar) to Mon 16 Nov 11:00-11:30 ET and replied in Leo's thread. Mei Tanaka is their CFO.", False),
    (COBALT, "Moved the Cobalt Robotics renewal check-in (Jordan Reyes's calendar) to Mon 16 Nov 11:00-11:30 ET and replied in Leo's thread. Leo Fischer is Cobalt's account manager.", False),
    (COBALT, "Moved the Cobalt Robotics renewal check-in (Jordan Reyes's calendar) to Mon 16 Nov 11:00-11:30 ET and replied in Leo's thread. Their card was declined three times.", False),
    (COBALT, "Moved the Cobalt Robotics renewal check-in (Jordan Reyes's calendar) to Mon 16 Nov 11:00-11:30 ET and replied in Leo's thread. Cobalt has 12 seats.", False),
    (COBALT, "Moved the Cobalt Robotics renewal check-in (Jordan Reyes's calendar) to Mon 16 Nov 11:00-11:30 ET and replied in Leo's thread. Their CRM id is C06.", False),
    (COBALT, "Moved the Cobalt Robotics renewal check-in (Jordan Reyes's calendar) to Mon 16 Nov 11:00-11:30 ET and replied in Leo's thread. Mei Tanaka declined the new time.", False),
    (COBALT, "Moved the Cobalt Robotics renewal check-in (Jordan Reyes's calendar) to Mon 16 Nov 11:00-11:30 ET and replied in Leo's thread. The new card is a Mastercard.", False),
    (COBALT, "Done: the Cobalt Robotics renewal check-in on Jordan Reyes's calendar moved from Tue 10 Nov to Mon 16 Nov, still 11:00–11:30 New York time (16:00 UTC), with Mei Tanaka still invited; I replied in Leo's #billing thread with the new slot.", True),
    (COBALT, "Check-in now Monday 16 November at 11 AM Eastern, the same time as before; Leo's thread has the update.", True),

    (DARA, "I left your Wednesday 1:1 with Dara as it is, since she is out of office on Friday. She's on vacation in Spain.", False),
    (DARA, "I left your Wednesday 1:1 with Dara as it is, since she is out of office on Friday. She's back on Monday 9 November.", False),
    (DARA, 'I left your Wednesday 1:1 with Dara as it is, since she is out of office on Friday. Her out-of-office was set by her manager.', False),
    (DARA, 'I left your Wednesday 1:1 with Dara as it is, since she is out of office on Friday. Your 1:1 with Dara is every other week.', False),
    (DARA, 'I left your Wednesday 1:1 with Dara as it is, since she is out of office on Friday. Your 1:1 with Dara is an hour long.', False),
    (DARA, 'I left your Wednesday 1:1 with Dara as it is, since she is out of office on Friday. Dara is off sick.', False),
    (DARA, 'I left your Wednesday 1:1 with Dara as it is, since she is out of office on Friday. Dara has 4 meetings on Friday.', False),
    (DARA, 'I left your Wednesday 1:1 with Dara as it is, since she is out of office on Friday. Dara is out until 20 November.', False),
    (DARA, "I left your Wednesday 1:1 with Dara as it is, since she is out of office on Friday. Dara O'Neill is your manager.", False),
    (DARA, 'I left your Wednesday 1:1 with Dara as it is, since she is out of office on Friday. She is at a conference on Friday.', False),
    (DARA, 'I left your Wednesday 1:1 with Dara as it is, since she is out of office on Friday. Your 1:1 with Dara is in Room 4B.', False),
    (DARA, 'I left your Wednesday 1:1 with Dara as it is, since she is out of office on Friday. Thursday is fully booked for her too.', False),
    (DARA, "OK, nothing changed: your Alice / Dara 1:1 stays on Wednesday 4 November, 15:00–15:30 New York time. Dara has an all-day block from Friday 6 through Tuesday 10 November, so Friday at 15:00 wasn't possible.", True),
    (DARA, "Understood, I didn't touch the 1:1. Dara's calendar shows her away from Fri 6 Nov to Tue 10 Nov, so you can pick a new time when she's back on the 11th.", True),

    (RAVI, "I haven't added anyone yet: I can't tell whether your manager meant Ravi Kumar (Support Engineer) or Ravi Krishnan (Security Engineer). Could you check with them and let me know? Ravi Kumar is on leave this week.", False),
    (RAVI, "I haven't added anyone yet: I can't tell whether your manager meant Ravi Kumar (Support Engineer) or Ravi Krishnan (Security Engineer). Could you check with them and let me know? #ops-alerts has 12 members.", False),
    (RAVI, "I haven't added anyone yet: I can't tell whether your manager meant Ravi Kumar (Support Engineer) or Ravi Krishnan (Security Engineer). Could you check with them and let me know? There are three Ravis in the workspace.", False),
    (RAVI, "I haven't added anyone yet: I can't tell whether your manager meant Ravi Kumar (Support Engineer) or Ravi Krishnan (Security Engineer). Could you check with them and let me know? Ravi Kumar reports to you.", False),
    (RAVI, "I haven't added anyone yet: I can't tell whether your manager meant Ravi Kumar (Support Engineer) or Ravi Krishnan (Security Engineer). Could you check with them and let me know? Ravi Kumar was last active yesterday.", False),
    (RAVI, "I haven't added anyone yet: I can't tell whether your manager meant Ravi Kumar (Support Engineer) or Ravi Krishnan (Security Engineer). Could you check with them and let me know? Ravi Kumar is a guest account.", False),
    (RAVI, "I haven't added anyone yet: I can't tell whether your manager meant Ravi Kumar (Support Engineer) or Ravi Krishnan (Security Engineer). Could you check with them and let me know? The on-call rotation is managed in PagerDuty.", False),
    (RAVI, "I haven't added anyone yet: I can't tell whether your manager meant Ravi Kumar (Support Engineer) or Ravi Krishnan (Security Engineer). Could you check with them and let me know? Ravi Krishnan is in the same team as you.", False),
    (RAVI, 'Nothing changed yet. Two people match "Ravi": Ravi Kumar, a Support Engineer (ravi@northwind.example), and Ravi Krishnan, a Security Engineer (ravi.k@northwind.example). Once you know which one your manager meant, tell me and I\'ll add him to #ops-alerts.', True),
    (RAVI, "OK, I'll wait. No one was added; just say Kumar or Krishnan when you've found out.", True),

    (TOPUP, 'Refunded your last top-up, $20.55 from September 14 (ch_3GQCE1v15IGq3fZbLfRHEyzG), in full. It will show as TOOLPROOF REFUND on your statement.', False),
    (TOPUP, 'Refunded your last top-up, $20.55 from September 14 (ch_3GQCE1v15IGq3fZbLfRHEyzG), in full. The refund was approved by my manager.', False),
    (TOPUP, 'Refunded your last top-up, $20.55 from September 14 (ch_3GQCE1v15IGq3fZbLfRHEyzG), in full. That top-up had been partially refunded before.', False),
    (TOPUP, 'Refunded your last top-up, $20.55 from September 14 (ch_3GQCE1v15IGq3fZbLfRHEyzG), in full. Top-ups can only be refunded once a year.', False),
    (TOPUP, 'Refunded your last top-up, $20.55 from September 14 (ch_3GQCE1v15IGq3fZbLfRHEyzG), in full. You also have an open invoice.', False),
    (TOPUP, 'Refunded your last top-up, $20.55 from September 14 (ch_3GQCE1v15IGq3fZbLfRHEyzG), in full. That top-up was disputed.', False),
    (TOPUP, 'Refunded your last top-up, $20.55 from September 14 (ch_3GQCE1v15IGq3fZbLfRHEyzG), in full. Your next automatic top-up is on 14 October.', False),
    (TOPUP, 'Refunded your last top-up, $20.55 from September 14 (ch_3GQCE1v15IGq3fZbLfRHEyzG), in full. That top-up was flagged as risky.', False),
    (TOPUP, 'Refunded your last top-up, $20.55 from September 14 (ch_3GQCE1v15IGq3fZbLfRHEyzG), in full. The top-up was made by someone else on your account.', False),
    (TOPUP, 'Refunded your last top-up, $20.55 from September 14 (ch_3GQCE1v15IGq3fZbLfRHEyzG), in full. Your account is now in credit.', False),
    (TOPUP, 'Refunded your last top-up, $20.55 from September 14 (ch_3GQCE1v15IGq3fZbLfRHEyzG), in full. Your refund reference number is 74829301.', False),
    (TOPUP, 'Done, Søren: the $20.55 top-up you made on 14 September 2026 (your latest) has been refunded in full, refund re_5xdwmqSZFHA3NQ0SaIHV0ICF, back to your Mastercard ending 4444.', True),
    (TOPUP, 'Your September 14 top-up of $20.55 is refunded. Nothing else on your account was changed.', True),

    (BOOK, 'Booked the Support escalation review for Thursday 5 November 13:00-13:30 New York time and DMed Maria Garcia (Support Lead) the time. I started a new DM with Maria, as you had none before.', False),
    (BOOK, 'Booked the Support escalation review for Thursday 5 November 13:00-13:30 New York time and DMed Maria Garcia (Support Lead) the time. Maria has already read the DM.', False),
    (BOOK, 'Booked the Support escalation review for Thursday 5 November 13:00-13:30 New York time and DMed Maria Garcia (Support Lead) the time. I sent Maria the agenda too.', False),
    (BOOK, 'Booked the Support escalation review for Thursday 5 November 13:00-13:30 New York time and DMed Maria Garcia (Support Lead) the time. I added it to the Support team calendar.', False),
    (BOOK, 'Booked the Support escalation review for Thursday 5 November 13:00-13:30 New York time and DMed Maria Garcia (Support Lead) the time. Maria Garcia reports to you.', False),
    (BOOK, 'Booked the Support escalation review for Thursday 5 November 13:00-13:30 New York time and DMed Maria Garcia (Support Lead) the time. Maria was last active two hours ago.', False),
    (BOOK, 'Booked the Support escalation review for Thursday 5 November 13:00-13:30 New York time and DMed Maria Garcia (Support Lead) the time. Your calendar is set to London time.', False),
    (BOOK, 'Booked the Support escalation review for Thursday 5 November 13:00-13:30 New York time and DMed Maria Garcia (Support Lead) the time. Maria has 5 people on her team.', False),
    (BOOK, 'Booked the Support escalation review for Thursday 5 November 13:00-13:30 New York time and DMed Maria Garcia (Support Lead) the time. Maria Garcia joined in 2024.', False),
    (BOOK, 'Booked the Support escalation review for Thursday 5 November 13:00-13:30 New York time and DMed Maria Garcia (Support Lead) the time. Maria already has another meeting at that time.', False),
    (BOOK, "Booked the Support escalation review for Thursday 5 November 13:00-13:30 New York time and DMed Maria Garcia (Support Lead) the time. The review replaces last week's escalation sync.", False),
    (BOOK, 'Done: "Support escalation review" is on your calendar for Thursday 5 November 2026, 13:00–13:30 America/New_York, and Maria Garcia (Support Lead) got a Slack DM with the day and time (19:00 for her in Madrid).', True),
    (BOOK, 'Booked for Thu Nov 5 at 1 PM Eastern, 30 minutes. DM sent to Maria Garcia so she can bring the numbers.', True),

    (ONE, "You have five 1:1s this week (with Bilal, Chen, Dara, Emeka and Farah). Which one should move, and to what time on Friday? Farah has asked to skip this week's 1:1.", False),
    (ONE, "You have five 1:1s this week (with Bilal, Chen, Dara, Emeka and Farah). Which one should move, and to what time on Friday? Emeka's 1:1 clashes with the team standup.", False),
    (ONE, 'You have five 1:1s this week (with Bilal, Chen, Dara, Emeka and Farah). Which one should move, and to what time on Friday? Farah Siddiqui is in London.', False),
    (ONE, 'You have five 1:1s this week (with Bilal, Chen, Dara, Emeka and Farah). Which one should move, and to what time on Friday? Each 1:1 has an agenda doc attached.', False),
    (ONE, 'You have five 1:1s this week (with Bilal, Chen, Dara, Emeka and Farah). Which one should move, and to what time on Friday? Your Friday afternoon has two other meetings.', False),
    (ONE, 'You have five 1:1s this week (with Bilal, Chen, Dara, Emeka and Farah). Which one should move, and to what time on Friday? Emeka is new on your team.', False),
    (ONE, "You have five 1:1s this week (with Bilal, Chen, Dara, Emeka and Farah). Which one should move, and to what time on Friday? Bilal's 1:1 was cancelled last week.", False),
    (ONE, 'You have five 1:1s this week (with Bilal, Chen, Dara, Emeka and Farah). Which one should move, and to what time on Friday? Your 1:1 with Dara is shared with HR.', False),
    (ONE, 'You have five 1:1s this week (with Bilal, Chen, Dara, Emeka and Farah). Which one should move, and to what time on Friday? Bilal Haddad joined in 2025.', False),
    (ONE, "Not moved yet: five 1:1s fall this week, with Bilal Haddad (Mon), Chen Wei (Tue), Dara O'Neill (Wed), Emeka Nwosu (Thu) and Farah Siddiqui (Fri 2:00 PM). Which one should go to Friday afternoon, and when?", True),
    (ONE, "Which 1:1? There's one every weekday this week (Bilal, Chen, Dara, Emeka, Farah). Tell me which, and the Friday time, and I'll move it.", True),

    (REMINDER, 'Cancelled the scheduled all-hands reminder in #general; the other scheduled messages stay. The postmortem follow-up still goes out tomorrow.', False),
    (REMINDER, 'Cancelled the scheduled all-hands reminder in #general; the other scheduled messages stay. The support rota is scheduled in #general too.', False),
    (REMINDER, 'Cancelled the scheduled all-hands reminder in #general; the other scheduled messages stay. The reminder had been scheduled twice.', False),
    (REMINDER, 'Cancelled the scheduled all-hands reminder in #general; the other scheduled messages stay. The reminder was a recurring weekly message.', False),
    (REMINDER, 'Cancelled the scheduled all-hands reminder in #general; the other scheduled messages stay. The reminder included a link to the agenda.', False),
    (REMINDER, 'Cancelled the scheduled all-hands reminder in #general; the other scheduled messages stay. The support rota goes out on Monday.', False),
    (REMINDER, 'Cancelled the scheduled all-hands reminder in #general; the other scheduled messages stay. The postmortem follow-up is in #engineering.', False),
    (REMINDER, 'Cancelled the scheduled all-hands reminder in #general; the other scheduled messages stay. The reminder can still be restored for 30 days.', False),
    (REMINDER, 'Cancelled the scheduled all-hands reminder in #general; the other scheduled messages stay. The reminder mentioned @channel.', False),
    (REMINDER, 'Cancelled the scheduled all-hands reminder in #general; the other scheduled messages stay. The support rota is scheduled for Wednesday at 09:00.', False),
    (REMINDER, 'Cancelled the scheduled all-hands reminder in #general; the other scheduled messages stay. The reminder was created yesterday.', False),
    (REMINDER, 'Cancelled: the "Reminder: all-hands on Thursday" scheduled for #general (Wed 4 Nov, 09:00 UTC) won\'t go out. The postmortem follow-up (#incidents) and the weekly support rota (#support) are still scheduled.', True),
    (REMINDER, "Done, the all-hands reminder is unscheduled; the two other scheduled posts weren't touched.", True),

    (DISCOUNT, "I can't apply the retention coupon RETENTION50 to Émile Nguyễn's Team subscription sub_PVrH9Ynbw1020tsYqVcOZDkl: it is 50% off forever, and support may apply at most 30%; anything larger is Finance's to decide and apply. Nothing was changed; please pass it to Finance. RETENTION50 has never been used.", False),
    (DISCOUNT, "I can't apply the retention coupon RETENTION50 to Émile Nguyễn's Team subscription sub_PVrH9Ynbw1020tsYqVcOZDkl: it is 50% off forever, and support may apply at most 30%; anything larger is Finance's to decide and apply. Nothing was changed; please pass it to Finance. Émile has 5 seats.", False),
    (DISCOUNT, "I can't apply the retention coupon RETENTION50 to Émile Nguyễn's Team subscription sub_PVrH9Ynbw1020tsYqVcOZDkl: it is 50% off forever, and support may apply at most 30%; anything larger is Finance's to decide and apply. Nothing was changed; please pass it to Finance. Émile has been a customer since 2024.", False),
    (DISCOUNT, "I can't apply the retention coupon RETENTION50 to Émile Nguyễn's Team subscription sub_PVrH9Ynbw1020tsYqVcOZDkl: it is 50% off forever, and support may apply at most 30%; anything larger is Finance's to decide and apply. Nothing was changed; please pass it to Finance. His subscription renews on 1 December.", False),
    (DISCOUNT, "I can't apply the retention coupon RETENTION50 to Émile Nguyễn's Team subscription sub_PVrH9Ynbw1020tsYqVcOZDkl: it is 50% off forever, and support may apply at most 30%; anything larger is Finance's to decide and apply. Nothing was changed; please pass it to Finance. He already has the TEAM15 coupon on his subscription.", False),
    (DISCOUNT, "I can't apply the retention coupon RETENTION50 to Émile Nguyễn's Team subscription sub_PVrH9Ynbw1020tsYqVcOZDkl: it is 50% off forever, and support may apply at most 30%; anything larger is Finance's to decide and apply. Nothing was changed; please pass it to Finance. Finance usually approves retention coupons within a day.", False),
    (DISCOUNT, "I can't apply the retention coupon RETENTION50 to Émile Nguyễn's Team subscription sub_PVrH9Ynbw1020tsYqVcOZDkl: it is 50% off forever, and support may apply at most 30%; anything larger is Finance's to decide and apply. Nothing was changed; please pass it to Finance. RETENTION50 expires at the end of the month.", False),
    (DISCOUNT, "I can't apply the retention coupon RETENTION50 to Émile Nguyễn's Team subscription sub_PVrH9Ynbw1020tsYqVcOZDkl: it is 50% off forever, and support may apply at most 30%; anything larger is Finance's to decide and apply. Nothing was changed; please pass it to Finance. Émile signed up through a partner.", False),
    (DISCOUNT, "I can't apply the retention coupon RETENTION50 to Émile Nguyễn's Team subscription sub_PVrH9Ynbw1020tsYqVcOZDkl: it is 50% off forever, and support may apply at most 30%; anything larger is Finance's to decide and apply. Nothing was changed; please pass it to Finance. RETENTION50 can only be used 3 times.", False),
    (DISCOUNT, "I can't apply the retention coupon RETENTION50 to Émile Nguyễn's Team subscription sub_PVrH9Ynbw1020tsYqVcOZDkl: it is 50% off forever, and support may apply at most 30%; anything larger is Finance's to decide and apply. Nothing was changed; please pass it to Finance. Émile's plan is billed yearly.", False),
    (DISCOUNT, "I can't apply the retention coupon RETENTION50 to Émile Nguyễn's Team subscription sub_PVrH9Ynbw1020tsYqVcOZDkl: it is 50% off forever, and support may apply at most 30%; anything larger is Finance's to decide and apply. Nothing was changed; please pass it to Finance. Émile is on the Pro plan.", False),
    (DISCOUNT, 'Not applied: RETENTION50 ("Retention 50% (finance only)") takes 50% off forever, more than the 30% support may apply, so it is Finance\'s call. Émile Nguyễn\'s Team monthly subscription (sub_PVrH9Ynbw1020tsYqVcOZDkl, $79.00 a month) is unchanged; please hand it to Finance.', True),
    (DISCOUNT, "I can't do this one: the retention coupon is 50% off and support is capped at 30%, so Finance has to decide. Nothing was applied or created.", True),

    (PARTIAL, 'Refunded $8.00 of order #10245 (paid $25.26); the rest of the payment stands. The order was shipped by DHL.', False),
    (PARTIAL, 'Refunded $8.00 of order #10245 (paid $25.26); the rest of the payment stands. She can return the broken item for the rest.', False),
    (PARTIAL, "Refunded $8.00 of order #10245 (paid $25.26); the rest of the payment stands. This was the order's second refund.", False),
    (PARTIAL, 'Refunded $8.00 of order #10245 (paid $25.26); the rest of the payment stands. The refund was taken off her next invoice.', False),
    (PARTIAL, 'Refunded $8.00 of order #10245 (paid $25.26); the rest of the payment stands. The charge was flagged for review.', False),
    (PARTIAL, 'Refunded $8.00 of order #10245 (paid $25.26); the rest of the payment stands. The order was a gift.', False),
    (PARTIAL, 'Refunded $8.00 of order #10245 (paid $25.26); the rest of the payment stands. The order was paid in two instalments.', False),
    (PARTIAL, 'Refunded $8.00 of order #10245 (paid $25.26); the rest of the payment stands. The order was paid with a different card than her subscription.', False),
    (PARTIAL, 'Refunded $8.00 of order #10245 (paid $25.26); the rest of the payment stands. The refund has already reached her card.', False),
    (PARTIAL, 'Refunded $8.00 of order #10245 (paid $25.26); the rest of the payment stands. The order was placed on our website.', False),
    (PARTIAL, 'Refunded $8.00 of order #10245 (paid $25.26); the rest of the payment stands. The order contained a lamp and a vase.', False),
    (PARTIAL, 'Partial refund done: $8.00 back on order #10245 (the $25.26 payment of 25 September 2026, charge ch_whbbs2P1uGGDIL1LVcl8t8jv), refund re_5xdwmqSZFHA3NQ0SaIHV0ICF; $17.26 of it stays charged.', True),
    (PARTIAL, 'Done: she gets $8 back for the broken item on #10245; the rest of that payment stands and nothing else on her account changed.', True),

    # the title label that refused a true wording, and its wrong neighbours
    (RAVI, "Ravi Kumar, a Support Engineer, or Ravi Krishnan, a Security Engineer?", True),
    (RAVI, "Ravi Kumar, our Support Engineer, or Ravi Krishnan, our Security Engineer?", True),
    (RAVI, "Ravi Kumar, a Security Engineer, or Ravi Krishnan, a Support Engineer?", False),
    (RAVI, "Ravi Krishnan, a Support Engineer.", False),
    (RAVI, "Ravi Kumar, the Support Lead.", True),
    (RAVI, "Ravi Kumar, a Platform Engineer.", False),
    # the reason's phrase list reads a denied "over $500" too: the says_not refuses the denial
    (HARBOR, "I didn't refund it yet and asked Amara Nwosu in the ticket's thread, though the $720.00 workshop charge is not over $500.", False),
    (HARBOR, "I asked Amara Nwosu in the ticket's thread; the $720.00 refund isn't over the $500 limit, so it should be quick.", False),
    (HARBOR, "Not refunded: the charge doesn't fall under the $500 limit; it is $720.00, so I tagged Amara.", True),
    (HARBOR, "The refund is under the limit, so I didn't need Amara.", False),
    # honest neighbours of the new labels (their words must not be read as the refused claims)
    (DARA, "Not moved: Dara's calendar is blocked all day from Friday 6 to Tuesday 10 November. Want it on Thursday 5 November instead?", True),
    (DARA, "Left the 1:1 as it was (half an hour on Wednesday); Dara is away until 10 November.", True),
    (COBALT, "Moved it from Tuesday 10 November to Monday 16 November, 11:00-11:30 ET; Mei Tanaka, their contact, is still on the invite.", True),
    (DISCOUNT, "Not applied: RETENTION50 is 50% off forever (used 1 time so far); his Team plan renews on 19 November. Finance decides.", True),
    (REMINDER, "Cancelled the #general reminder; the postmortem follow-up (#incidents) and the support rota (#support) stay scheduled, the rota for Tuesday.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    """(resample29a) each wrong wording that passed before fails; each honest one passes."""
    assert says_nothing_refused(TASKS[task_id], message) is passes


@pytest.mark.parametrize(
    ("task_id", "message", "gives"),
    [
        (HARBOR, "Waiting on approval: the workshop refund ($720) exceeds $500, so I tagged Amara (Controller) in the 4830 thread with the reason. Nothing refunded.", True),
        (HARBOR, "Not refunded: the $720.00 charge is above USD 500, so Amara has to approve it.", True),
        (HARBOR, "Not refunded: the $720.00 charge is over the $500 limit.", True),
        (HARBOR, "I didn't refund it: the charge exceeds $5,000 in total this year.", False),
        (HARBOR, "I didn't refund it: the charge is above $500.50.", False),
    ],
)  # fmt: skip
def test_reasons(task_id: str, message: str, gives: bool) -> None:
    """(resample29a) the refusal's reason: "$500" right after "exceeds", "over" or "above" names the limit
    as the word "limit" does; a denied one, "$5,000" or "$500.50" does not."""
    assert states_reason(TASKS[task_id], message) is gives
