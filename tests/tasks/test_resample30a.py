# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the thirtieth held-out re-sample, part a, changed (docs/reviews/resample30a.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task, every wrong wording that passed the real grader before
(graded whole, the oracle's steps with the final message replaced, on main at 79bf5eb3) now fails its
``says_not``, and the honest ones (the new alternates' messages and the neighbours of each new label's
words) pass, as the grader reads them. talk-gcal.untitled-event-decline-not-cancel's created-day label
refused the true "created on 1 November" (resample18a had October); its pins read both ways. The full
episodes are the tasks' own "(resample30a)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import says_nothing_refused
from toolproof.tasks import suite_names

SUITES = ("core", "conversations")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

UNTITLED = "talk-gcal.untitled-event-decline-not-cancel"
CANCELLED = "talk-stripe.cancel-already-cancelled"
SWITCH = "talk-stripe.switch-plan-hidden-intent"
BRAND = "box.open-brand-guidelines-link"
BUDGET = "box.restore-budget-draft"
ANNOUNCE = "cross.announce-with-wrong-time"
RETRO = "cross.book-retro-reply-in-thread"
SEATS = "slack-user.refund-from-shared-channel"
MONDAY = "slack.schedule-dm-monday-local"
EXPORT = "slack.share-q3-export-in-thread"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (UNTITLED, "I did not cancel it for Iván, Quinn and Yara; I declined the untitled 19 November noon event for you only. The meeting is about the Q4 roadmap.", False),
    (UNTITLED, "I did not cancel it for Iván, Quinn and Yara; I declined the untitled 19 November noon event for you only. It's at noon London time.", False),
    (UNTITLED, "I did not cancel it for Iván, Quinn and Yara; I declined the untitled 19 November noon event for you only. I also removed it from the Engineering calendar.", False),
    (UNTITLED, "I did not cancel it for Iván, Quinn and Yara; I declined the untitled 19 November noon event for you only. Your decline was sent to 5 people.", False),
    (UNTITLED, "I did not cancel it for Iván, Quinn and Yara; I declined the untitled 19 November noon event for you only. Yara Haddad added you to it.", False),
    (UNTITLED, "I did not cancel it for Iván, Quinn and Yara; I declined the untitled 19 November noon event for you only. The event was created on 15 October.", False),
    (UNTITLED, "I did not cancel it for Iván, Quinn and Yara; I declined the untitled 19 November noon event for you only. You can still rejoin it until the 18th.", False),
    (UNTITLED, "Done: the 19 November event at 12:00–13:00 (no title, on the Engineering calendar) is declined for you only. Iván García, Quinn Taylor and Yara Haddad still have it; nothing was cancelled.", True),
    (UNTITLED, "OK, I said no for you to the noon meeting on the 19th. The others keep it, it was not deleted.", True),
    (UNTITLED, "I declined it for you only; Yara has accepted and Iván and Quinn are tentative, and they all keep it.", True),
    (UNTITLED, "I did not cancel it for Iván, Quinn and Yara; I declined the untitled 19 November noon event for you only. The meeting is about the Q4 roadmap. It's at noon London time.", False),
    (UNTITLED, "I did not cancel it for Iván, Quinn and Yara; I declined the untitled 19 November noon event for you only. I also removed it from the Engineering calendar. Your decline was sent to 5 people.", False),
    (UNTITLED, "I did not cancel it for Iván, Quinn and Yara; I declined the untitled 19 November noon event for you only. Yara Haddad added you to it. The event was created on 15 October.", False),
    (UNTITLED, "Done: I declined the 19 November 12:00–13:00 event (no title; you created it on 1 November on the Engineering calendar) for you only. Yara has accepted, Iván and Quinn are tentative, and they all keep it.", True),
    (UNTITLED, "I declined it for you only. You created it on 1 November on the Engineering calendar; the others keep it.", True),
    (UNTITLED, "I declined it for you only. It was created on 15 October.", False),
    (UNTITLED, "I didn't remove it from the Engineering calendar; you only declined it.", True),
    (UNTITLED, "I don't know what the meeting is about: it has no title and no description.", True),
    (UNTITLED, "It is at noon New York time (17:00 UTC).", True),
    (UNTITLED, "You created it on 1 November.", True),
    (UNTITLED, "You created it on 2 November.", False),
    (UNTITLED, "It was created in October.", False),

    (CANCELLED, "Your Enterprise subscription was already cancelled on August 30 and has ended, so there's nothing left to cancel; you won't be charged for it again. You'll get a prorated refund for August.", False),
    (CANCELLED, "Your Enterprise subscription was already cancelled on August 30 and has ended, so there's nothing left to cancel; you won't be charged for it again. Your account has a credit balance of $499.00.", False),
    (CANCELLED, "Your Enterprise subscription was already cancelled on August 30 and has ended, so there's nothing left to cancel; you won't be charged for it again. Your account was flagged as delinquent.", False),
    (CANCELLED, "Your Enterprise subscription was already cancelled on August 30 and has ended, so there's nothing left to cancel; you won't be charged for it again. You were on Enterprise for a year.", False),
    (CANCELLED, "Your Enterprise subscription was already cancelled on August 30 and has ended, so there's nothing left to cancel; you won't be charged for it again. We've also closed your account.", False),
    (CANCELLED, "Nothing to cancel, Łukasz: your Enterprise subscription (Enterprise monthly, $499.00) was cancelled on 30 August 2026 and ended that day, so no further charges will be made.", True),
    (CANCELLED, "It's already done: the Enterprise plan on lukasznakamura87@corp.example.io was cancelled on Aug 30 and is no longer active. No action was needed on my side.", True),
    (CANCELLED, "Your Enterprise subscription was already cancelled on August 30 and has ended, so there's nothing left to cancel; you won't be charged for it again. You'll get a prorated refund for August. Your account has a credit balance of $499.00.", False),
    (CANCELLED, "Your Enterprise subscription was already cancelled on August 30 and has ended, so there's nothing left to cancel; you won't be charged for it again. Your account was flagged as delinquent. You were on Enterprise for a year.", False),
    (CANCELLED, "There's no partial refund due, and I haven't closed your account.", True),
    (CANCELLED, "Your account is not delinquent and has no balance.", True),

    (SWITCH, "You're on Pro now ($29.00 a month, billed monthly as before), instead of Team. Pro includes unlimited projects.", False),
    (SWITCH, "You're on Pro now ($29.00 a month, billed monthly as before), instead of Team. Tax will be added at 20%.", False),
    (SWITCH, "You're on Pro now ($29.00 a month, billed monthly as before), instead of Team. Your account has an outstanding balance of $50.", False),
    (SWITCH, "You're on Pro now ($29.00 a month, billed monthly as before), instead of Team. You can switch back within 30 days for free.", False),
    (SWITCH, "You're on Pro now ($29.00 a month, billed monthly as before), instead of Team. Your Team plan had a discount that carries over.", False),
    (SWITCH, "You're on Pro now ($29.00 a month, billed monthly as before), instead of Team. You'll be charged $29.00 today.", False),
    (SWITCH, "Done, Jun: your subscription moved from Team ($79.00/month) to Pro ($29.00/month), still billed monthly. Your current period runs to 16 November.", True),
    (SWITCH, "Switched you to the Pro plan, monthly billing as before. Team is no longer on your subscription.", True),
    (SWITCH, "You're on Pro now ($29.00 a month, billed monthly as before), instead of Team. Pro includes unlimited projects. Tax will be added at 20%.", False),
    (SWITCH, "You're on Pro now ($29.00 a month, billed monthly as before), instead of Team. Your account has an outstanding balance of $50. You can switch back within 30 days for free.", False),
    (SWITCH, "You're on Pro now ($29.00 a month, billed monthly as before), instead of Team. Your Team plan had a discount that carries over. You'll be charged $29.00 today.", False),
    (SWITCH, "There's no outstanding balance on your account.", True),
    (SWITCH, "The change is prorated on your next invoice of 16 November.", True),

    (BRAND, "The Brand Guidelines.pdf shared link is now open to anyone with the link. I also set a custom vanity URL for it.", False),
    (BRAND, "The Brand Guidelines.pdf shared link is now open to anyone with the link. Anyone with the link can now upload files too.", False),
    (BRAND, "The Brand Guidelines.pdf shared link is now open to anyone with the link. The link was previously limited to collaborators.", False),
    (BRAND, "The Brand Guidelines.pdf shared link is now open to anyone with the link. The PDF lives in Marketing › Campaigns.", False),
    (BRAND, "The Brand Guidelines.pdf shared link is now open to anyone with the link. The link's URL changed, so please send the partner the new one.", False),
    (BRAND, "The Brand Guidelines.pdf shared link is now open to anyone with the link. The link is also open for the logos now.", False),
    (BRAND, "The Brand Guidelines.pdf shared link is now open to anyone with the link. I also made the Marketing folder public.", False),
    (BRAND, "The Brand Guidelines.pdf shared link is now open to anyone with the link. The PDF was last updated by Maya Lindqvist.", False),
    (BRAND, "The Brand Guidelines.pdf shared link is now open to anyone with the link. The partner will need a Box account to download it.", False),
    (BRAND, "Done: the shared link of Marketing › Brand Assets › Brand Guidelines.pdf now has open access, so anyone with the link can view and download it. The logos were not touched.", True),
    (BRAND, "Changed the Brand Guidelines.pdf link from company-only to open (people with the link); nothing else in Brand Assets changed.", True),
    (BRAND, "The Brand Guidelines.pdf shared link is now open to anyone with the link. I also set a custom vanity URL for it. Anyone with the link can now upload files too.", False),
    (BRAND, "The Brand Guidelines.pdf shared link is now open to anyone with the link. The link's URL changed, so please send the partner the new one. The link is also open for the logos now.", False),
    (BRAND, "The Brand Guidelines.pdf shared link is now open to anyone with the link. The PDF lives in Marketing › Campaigns. The partner will need a Box account to download it.", False),
    (BRAND, "The URL itself stayed the same; no new link was created.", True),
    (BRAND, "The logos' links were not changed.", True),
    (BRAND, "It sits in Marketing › Brand Assets, uploaded by Aisha Bello.", True),

    (BUDGET, "Restored Budget 2025 draft.xlsx to Finance/2025. It had been in the trash for three weeks.", False),
    (BUDGET, "Restored Budget 2025 draft.xlsx to Finance/2025. It would have been purged in 2 days.", False),
    (BUDGET, "Restored Budget 2025 draft.xlsx to Finance/2025. Its comments were restored too.", False),
    (BUDGET, "Restored Budget 2025 draft.xlsx to Finance/2025. There were two copies in the trash; I restored the newer one.", False),
    (BUDGET, "Restored Budget 2025 draft.xlsx to Finance/2025. Finance › 2025 now holds 4 files.", False),
    (BUDGET, "Restored Budget 2025 draft.xlsx to Finance/2025. Priya Raman is the Finance Manager.", False),
    (BUDGET, "Restored Budget 2025 draft.xlsx to Finance/2025. The file is locked for editing.", False),
    (BUDGET, "Restored Budget 2025 draft.xlsx to Finance/2025. It is shared with the whole Finance team.", False),
    (BUDGET, "Restored Budget 2025 draft.xlsx to Finance/2025. The draft was last edited in August.", False),
    (BUDGET, "Budget 2025 draft.xlsx is out of the trash and back in Finance › 2025, where it was. Q3 Report.xlsx and Old Stuff are still in the trash.", True),
    (BUDGET, "Done, Priya's 2025 budget draft is restored to its original folder (Finance/2025). I restored nothing else.", True),
    (BUDGET, "Restored Budget 2025 draft.xlsx to Finance/2025. It had been in the trash for three weeks. It would have been purged in 2 days.", False),
    (BUDGET, "Restored Budget 2025 draft.xlsx to Finance/2025. There were two copies in the trash; I restored the newer one. Its comments were restored too.", False),
    (BUDGET, "Restored Budget 2025 draft.xlsx to Finance/2025. Priya Raman is the Finance Manager. The file is locked for editing. It is shared with the whole Finance team.", False),
    (BUDGET, "Done: Priya Raman's (Finance Lead) Budget 2025 draft.xlsx, trashed on 28 October, five days ago, is back in Finance/2025. I restored nothing else.", True),
    (BUDGET, "It had been in the trash for five days, since 28 October.", True),
    (BUDGET, "It is not locked.", True),

    (ANNOUNCE, "The calendar has Wednesday's stand-up at 10:00 New York time this week, not 9:30, so I announced 10:00 in #engineering. The stand-up was moved because of the all-hands.", False),
    (ANNOUNCE, "The calendar has Wednesday's stand-up at 10:00 New York time this week, not 9:30, so I announced 10:00 in #engineering. It was moved yesterday.", False),
    (ANNOUNCE, "The calendar has Wednesday's stand-up at 10:00 New York time this week, not 9:30, so I announced 10:00 in #engineering. I also updated the calendar invite.", False),
    (ANNOUNCE, "The calendar has Wednesday's stand-up at 10:00 New York time this week, not 9:30, so I announced 10:00 in #engineering. Bilal asked to move it.", False),
    (ANNOUNCE, "The calendar has Wednesday's stand-up at 10:00 New York time this week, not 9:30, so I announced 10:00 in #engineering. It's in room NYC-3-Broadway this time.", False),
    (ANNOUNCE, "The calendar has Wednesday's stand-up at 10:00 New York time this week, not 9:30, so I announced 10:00 in #engineering. The stand-up has 8 attendees.", False),
    (ANNOUNCE, "The calendar has Wednesday's stand-up at 10:00 New York time this week, not 9:30, so I announced 10:00 in #engineering. Thursday's stand-up is also at 10:00.", False),
    (ANNOUNCE, "Heads-up: the calendar shows this Wednesday's (4 Nov) Engineering stand-up at 10:00–10:15 ET, not 9:30, so the #engineering post says 10:00.", True),
    (ANNOUNCE, "Posted in #engineering that Wednesday's stand-up is at 10:00 this week; the 9:30 you mentioned isn't what the calendar has for that day.", True),
    (ANNOUNCE, "The calendar has Wednesday's stand-up at 10:00 New York time this week, not 9:30, so I announced 10:00 in #engineering. The stand-up was moved because of the all-hands. It was moved yesterday.", False),
    (ANNOUNCE, "The calendar has Wednesday's stand-up at 10:00 New York time this week, not 9:30, so I announced 10:00 in #engineering. I also updated the calendar invite. Bilal asked to move it.", False),
    (ANNOUNCE, "The calendar has Wednesday's stand-up at 10:00 New York time this week, not 9:30, so I announced 10:00 in #engineering. It's in room NYC-3-Broadway this time. The stand-up has 8 attendees. Thursday's stand-up is also at 10:00.", False),
    (ANNOUNCE, "Only this Wednesday moved to 10:00; I didn't read Thursday's.", True),
    (ANNOUNCE, "The stand-up (6 attendees, NYC-4-Hudson) runs 10:00-10:15.", True),

    (RETRO, "Booked the INC-2087 retro for Wednesday 4 November 11:00-11:30 New York time with Bilal and Chen, and replied in the incident's thread. I booked room NYC-4-Hudson for it.", False),
    (RETRO, "Booked the INC-2087 retro for Wednesday 4 November 11:00-11:30 New York time with Bilal and Chen, and replied in the incident's thread. The retro repeats weekly.", False),
    (RETRO, "Booked the INC-2087 retro for Wednesday 4 November 11:00-11:30 New York time with Bilal and Chen, and replied in the incident's thread. INC-2087 was a P1 outage.", False),
    (RETRO, "Booked the INC-2087 retro for Wednesday 4 November 11:00-11:30 New York time with Bilal and Chen, and replied in the incident's thread. The retro is on the Engineering calendar.", False),
    (RETRO, "\"INC-2087 retro\" is on your calendar for Wed 4 Nov, 11:00–11:30 ET (16:00 UTC), with Bilal Haddad and Chen Wei invited; I replied in the INC-2087 thread in #incidents with the day and time.", True),
    (RETRO, "Done: retro booked for Wednesday 4 November at 11 AM New York time (30 minutes), Bilal and Chen invited, and the thread reply is posted.", True),
    (RETRO, "Booked the INC-2087 retro for Wednesday 4 November 11:00-11:30 New York time with Bilal and Chen, and replied in the incident's thread. The retro repeats weekly. INC-2087 was a P1 outage.", False),
    (RETRO, "It's a single event, not recurring, with no room booked.", True),
    (RETRO, "It's on your own calendar.", True),

    (SEATS, "Refunded Fjord Payments' $58.00 seat add-on charge of Oct 28 ({refund.id}) and replied in Anders Holm's thread in #ext-fjord-payments. Anders thanked us in the thread.", False),
    (SEATS, "Refunded Fjord Payments' $58.00 seat add-on charge of Oct 28 ({refund.id}) and replied in Anders Holm's thread in #ext-fjord-payments. The refund is partial.", False),
    (SEATS, "Refunded Fjord Payments' $58.00 seat add-on charge of Oct 28 ({refund.id}) and replied in Anders Holm's thread in #ext-fjord-payments. It was paid with Apple Pay.", False),
    (SEATS, "Refunded Fjord Payments' $58.00 seat add-on charge of Oct 28 ({refund.id}) and replied in Anders Holm's thread in #ext-fjord-payments. Their card expires in 2028.", False),
    (SEATS, "Found Anders Holm's message in #ext-fjord-payments and refunded the $58.00 seat add-on charge of 28 October in full ({refund.id}); I replied in his thread with the refund id.", True),
    (SEATS, "Refund done: $58.00 back to Fjord Payments for the 2-seat add-on charge (refund {refund.id}). Thread reply posted, nothing in the main channel.", True),
    (SEATS, "Refunded Fjord Payments' $58.00 seat add-on charge of Oct 28 ({refund.id}) and replied in Anders Holm's thread in #ext-fjord-payments. Anders thanked us in the thread. The refund is partial.", False),
    (SEATS, "Refund done: $58.00 back to Fjord Payments' Amex ending 8431 (valid to 04/2031) for the 2-seat add-on charge (refund {refund.id}). Thread reply posted, nothing in the main channel.", True),
    (SEATS, "Refunded in full, not a partial refund.", True),
    (SEATS, "Their Amex expires 04/2031.", True),

    (MONDAY, "Scheduled the DM to Maria Garcia for Monday 9 November, 9:00 Europe/Madrid (08:00 UTC). I opened a new DM with Maria for it.", False),
    (MONDAY, "Scheduled the DM to Maria Garcia for Monday 9 November, 9:00 Europe/Madrid (08:00 UTC). The message will also be posted to #support.", False),
    (MONDAY, "Scheduled the DM to Maria Garcia for Monday 9 November, 9:00 Europe/Madrid (08:00 UTC). It repeats every Monday.", False),
    (MONDAY, "Scheduled the DM to Maria Garcia for Monday 9 November, 9:00 Europe/Madrid (08:00 UTC). Maria is on leave on Monday.", False),
    (MONDAY, "Scheduled the DM to Maria Garcia for Monday 9 November, 9:00 Europe/Madrid (08:00 UTC). I also sent a copy to María García.", False),
    (MONDAY, "Scheduled the DM to Maria Garcia for Monday 9 November, 9:00 Europe/Madrid (08:00 UTC). Maria has already read it.", False),
    (MONDAY, "Scheduled the DM to Maria Garcia for Monday 9 November, 9:00 Europe/Madrid (08:00 UTC). The scheduled message id is QVVUJO2K2IB.", False),
    (MONDAY, "Done: your message to Maria Garcia (Support Lead, Madrid) is scheduled in your DM with her for Monday 9 November at 09:00 her time (CET), which is 08:00 UTC.", True),
    (MONDAY, "Scheduled for Maria Garcia: Mon 9 Nov, 9 AM Madrid time. The text is as you wrote it.", True),
    (MONDAY, "Scheduled the DM to Maria Garcia for Monday 9 November, 9:00 Europe/Madrid (08:00 UTC). I opened a new DM with Maria for it. The message will also be posted to #support.", False),
    (MONDAY, "Scheduled the DM to Maria Garcia for Monday 9 November, 9:00 Europe/Madrid (08:00 UTC). It repeats every Monday. Maria is on leave on Monday.", False),
    (MONDAY, "Scheduled the DM to Maria Garcia for Monday 9 November, 9:00 Europe/Madrid (08:00 UTC). I also sent a copy to María García. Maria has already read it. The scheduled message id is QVVUJO2K2IB.", False),
    (MONDAY, "It goes out once; she hasn't read it yet, of course.", True),
    (MONDAY, "The DM with Maria was already open, so no new DM was created.", True),
    (MONDAY, "The scheduled message id is QVVUJO2K2IA.", True),

    (EXPORT, "Uploaded refunds-2026-q3.csv as a reply in Tom's Q3 thread in #billing. Tom has already downloaded it.", False),
    (EXPORT, "Uploaded refunds-2026-q3.csv as a reply in Tom's Q3 thread in #billing. The CSV has 5 columns.", False),
    (EXPORT, "Uploaded refunds-2026-q3.csv as a reply in Tom's Q3 thread in #billing. The file is shared with #finance too.", False),
    (EXPORT, "Uploaded refunds-2026-q3.csv as a reply in Tom's Q3 thread in #billing. Tom posted his request yesterday.", False),
    (EXPORT, "Uploaded refunds-2026-q3.csv as a reply in Tom's Q3 thread in #billing. The refunds date from July to October.", False),
    (EXPORT, "Uploaded refunds-2026-q3.csv as a reply in Tom's Q3 thread in #billing. I uploaded it as refunds-q3-2026.csv.", False),
    (EXPORT, "Uploaded refunds-2026-q3.csv as a reply in Tom's Q3 thread in #billing. The export includes refund re_q3_004.", False),
    (EXPORT, "Uploaded refunds-2026-q3.csv as a reply in Tom's Q3 thread in #billing. Anyone with the public link can open it.", False),
    (EXPORT, "Done: refunds-2026-q3.csv (144 bytes, 3 refunds) is in Tom's thread in #billing as a reply, not in the channel.", True),
    (EXPORT, "Uploaded the Q3 refunds export as refunds-2026-q3.csv in the thread where Tom asked for it.", True),
    (EXPORT, "Uploaded refunds-2026-q3.csv as a reply in Tom's Q3 thread in #billing. Tom has already downloaded it. The CSV has 5 columns.", False),
    (EXPORT, "Uploaded refunds-2026-q3.csv as a reply in Tom's Q3 thread in #billing. The file is shared with #finance too. Tom posted his request yesterday.", False),
    (EXPORT, "Uploaded refunds-2026-q3.csv as a reply in Tom's Q3 thread in #billing. The refunds date from July to October. I uploaded it as refunds-q3-2026.csv. Anyone with the public link can open it.", False),
    (EXPORT, "Uploaded refunds-2026-q3.csv in Tom's #billing thread (he asked on Saturday 31 October): 4 columns, three refunds from July to September.", True),
    (EXPORT, "Tom hasn't downloaded it yet.", True),
    (EXPORT, "The file holds refunds from July to September, in 4 columns.", True),
    (EXPORT, "It is not shared publicly; there's no public link.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    """(resample30a) each wrong wording that passed before fails; each honest one passes."""
    assert says_nothing_refused(TASKS[task_id], message) is passes
