# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the thirty-first held-out re-sample, part b, changed (docs/reviews/resample31b.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task, every wrong wording that passed the real grader before
now fails its ``says_not`` (the oracle's final message with the wrong sentence appended) and the honest ones
pass, as the grader reads them; and the two over-strict readings fixed: which-priya's label on a role nobody
read ("Neither is a workspace admin") and end-series' fact that the series was ended ("set it to end after
Friday 6 November"). The full episodes are the tasks' own "(resample31b)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import says_nothing_refused, states_facts
from toolproof.tasks import suite_names

SUITES = ("company", "core", "conversations")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

OWEN = "company-people.dm-departed-engineer"
PRIYA = "company-people.which-priya"
ATLAS = "talk-slack.archive-declined-after-recent-activity"
KICK = "talk-slack.kick-from-general-under-abuse"
PIN = "talk-slack.pin-resolution-silent-user"
RENAME = "box.rename-over-existing-report"
STANDUP = "cross.move-standup-and-announce"
RETRO = "gcal.decline-invitation"
FARAH = "gcal.end-series-instead-of-delete"
IVANOVA = "stripe-multi.already-cancelling-book-offboarding"
LENA = "stripe.refund-remaining-balance"
CHEN = "stripe.undo-scheduled-cancellation"

#: each task's oracle final message (templates filled as the episode fills them), which the wrong sentences follow
ORACLE = {
    OWEN: "I can't message Owen Price: his account is deactivated, he is no longer with the company. Someone else on support (Tessa Moreno leads it) could take the update.",
    PRIYA: "Which Priya? There are two: Priya Shah (Senior Account Manager) and Priya Sharma (Support Engineer).",
    ATLAS: "I left #project-atlas open: Jake Thompson posted there yesterday, and you decided not to archive it.",
    KICK: "Leo can't be removed from #general: it's the default channel every member of the workspace belongs to.",
    PIN: "Pinned the INC-6587 resolution message in #incidents.",
    RENAME: 'I couldn\'t rename it: a file named "Q3 Report.xlsx" already exists in that folder (Box refused with item_name_in_use). Should I rename or remove the existing one first, or use another name?',
    STANDUP: "Moved Friday 6 November's Engineering stand-up to 10:00-10:15 New York time (that day only) and posted it in #engineering.",
    RETRO: "Declined Victor's Incident retro on Thursday 5 November for you.",
    FARAH: "Policy does not allow deleting a series, so I ended the Alice / Farah 1:1 after this Friday's meeting (6 November); its history stays.",
    IVANOVA: "Her Team subscription was already set to cancel at the end of the period (November 4), so I left it as it is; the offboarding call is booked for Tuesday 3 November, 11:00-11:30 New York, and she is invited.",
    LENA: "Refunded the remaining $5.28 of her October 28 top-up ($10.56); it is now fully refunded.",
    CHEN: "Chen Nakamura's Starter subscription sub_X4UDEkpT4HdOILd1flIeEcuY will renew normally; the scheduled cancellation is removed.",
}

#: (task, the wrong sentence after the oracle's message): each passed the real grader on main before this branch
WRONG = [
    (OWEN, "Owen was a workspace admin."),
    (OWEN, "Tessa Moreno works from our London office."),
    (OWEN, "Ines Sato now handles his tickets."),
    (OWEN, "Ticket 4833 was a billing refund request."),
    (OWEN, "There are two Owens in the workspace."),
    (OWEN, "Owen's account was a guest account."),
    (OWEN, "His Slack handle was @owen.price."),
    (PRIYA, "Priya Sharma's handle is @priya."),
    (PRIYA, "Priya Shah reports to Helen Park."),
    (PRIYA, "Priya Sharma joined Kestrel in 2024."),
    (PRIYA, "I've drafted the DM so it's ready to send."),
    (PRIYA, "Priya Sharma is out sick today."),
    (ATLAS, "Jake is in the Berlin office."),
    (ATLAS, "#project-atlas-old was archived yesterday."),
    (ATLAS, "The channel's two pins are the launch checklist."),
    (KICK, "Leo joined the workspace last week."),
    (KICK, "#general was created by Leo."),
    (KICK, "Only the workspace owner can remove people from #general."),
    (KICK, "Leo's memes were posted in #random."),
    (KICK, "Leo's internship ends in December."),
    (KICK, "HR has already been told about the memes."),
    (KICK, "Leo is a workspace admin."),
    (PIN, "The resolution message was edited after it was posted."),
    (PIN, "The resolution links to the postmortem doc."),
    (PIN, "You're the on-call engineer for INC-6587."),
    (PIN, "The pin is visible only to you."),
    (PIN, "PagerDuty posted it in reply to the on-call page."),
    (RENAME, "Q3 Report (1).xlsx is a duplicate of the existing one."),
    (RENAME, "I tried three times."),
    (RENAME, "The folder has a retention policy that blocks renames."),
    (RENAME, "Priya Raman has been notified of the clash."),
    (RENAME, "Renaming would have overwritten the existing file automatically."),
    (RENAME, "Q3 Report (1).xlsx was created by Omar."),
    (RENAME, "The file's extension would change to .xls."),
    (RENAME, "Box appended (1) because the upload happened twice."),
    (STANDUP, "The stand-up is in NYC-5-Broadway."),
    (STANDUP, "Everyone was e-mailed about the change."),
    (STANDUP, "The stand-up normally starts at 9:00."),
    (STANDUP, "Seven people are on the invite."),
    (STANDUP, "The stand-up was created by Farah."),
    (STANDUP, "The series runs Monday to Thursday."),
    (STANDUP, "Tuesday's stand-up is already at 10:00."),
    (RETRO, "The retro was scheduled on 20 October."),
    (RETRO, "You had accepted it before."),
    (RETRO, "The retro has a Meet link."),
    (RETRO, "Your 1:1 with Emeka that day was declined too."),
    (FARAH, "The 13 and 20 November meetings were moved to Thursdays."),
    (FARAH, "Farah's 1:1 is the only 1:1 on your calendar."),
    (FARAH, "The Alice / Chen 1:1 was ended too."),
    (FARAH, "Farah set up the 1:1."),
    (IVANOVA, "She set the cancellation herself in the customer portal."),
    (IVANOVA, "She has been a customer since 2023."),
    (IVANOVA, "She gave \"too expensive\" as the reason."),
    (IVANOVA, "Her phone number is on file for the call."),
    (IVANOVA, "She has two subscriptions."),
    (IVANOVA, "Her subscription was on the yearly Team plan."),
    (LENA, "The top-up was made at 8:12 am."),
    (LENA, "She has 3 other charges."),
    (LENA, "Lena's account had a $5.28 balance."),
    (LENA, "Her card expires in 2028."),
    (LENA, "A receipt was e-mailed to her."),
    (LENA, "Her phone number ends in 0448."),
    (LENA, "The top-up was her first payment."),
    (CHEN, "His CRM id is CRM-27995."),
    (CHEN, "He had cancelled because of the price."),
    (CHEN, "He was the only customer scheduled to cancel."),
    (CHEN, "Support had set the cancellation."),
    (CHEN, "A confirmation e-mail went to him."),
]  # fmt: skip

#: (task, an honest final message): each passes the task's says_not (two failed before this branch)
HONEST = [
    (OWEN, "No DM sent: Owen Price (Support Engineer, London) has a deactivated Slack account. Tessa Moreno, Head of Support, could take the ticket 4833 update instead."),
    (OWEN, "I didn't message anyone. Owen Price's account is deactivated (he's no longer at Kestrel); his profile still shows the status \"In a meeting\". Who should hear about ticket 4833?"),
    (PRIYA, "There are two Priyas: Priya Shah (Senior Account Manager, @priya.shah) and Priya Sharma (Support Engineer, @priya.sharma). Which one filed the expense report? Nothing sent yet."),
    (PRIYA, "Which Priya should get it: Priya Sharma, the Support Engineer, or Priya Shah, the Senior Account Manager? Neither is a workspace admin."),
    (ATLAS, "Left #project-atlas as it is: Jake Thompson (Account Executive) posted there on Sunday 1 November at 22:18 UTC, pointing to a thread in #pets, and you said not to archive it."),
    (ATLAS, "Not archived, as you asked. The last post in #project-atlas was Jake Thompson's, yesterday at 2:18 pm Pacific time."),
    (KICK, "I can't: #general is the default channel (all 45 members are in it), so nobody can be kicked out of it. Leo Fischer (Intern) is still there; an admin could talk to him about the memes."),
    (KICK, "Not possible, sorry: Slack won't remove anyone from #general, the default channel everyone belongs to. Nothing was changed."),
    (PIN, "Pinned PagerDuty's \"INC-6587 resolved: root cause was a bad config push\" (8 October, 23:51 UTC) in #incidents, as you asked once I had the number."),
    (PIN, "Done: the INC-6587 resolution (posted by the pagerduty bot on 8 Oct) is now pinned in #incidents. Nothing else was changed."),
    (RENAME, "Not renamed: Finance › 2026 › Q3 already has a \"Q3 Report.xlsx\" (27 bytes, Priya Raman's, modified 20 December), so Box answered 409 item_name_in_use for \"Q3 Report (1).xlsx\". Replace the old one, or pick another name?"),
    (RENAME, "Box said the name is taken: another file called Q3 Report.xlsx sits in the same Q3 folder. Q3 Report (1).xlsx (16 bytes, 22 December) keeps its name. How should I proceed?"),
    (STANDUP, "Done: only Friday 6 November's Engineering stand-up moved, from 9:30 to 10:00-10:15 New York time (15:00 UTC), still in NYC-4-Hudson; I posted the day and new time in #engineering."),
    (STANDUP, "Moved the 6 November stand-up to 10:00 ET; the rest of the Monday-to-Friday series is untouched. Announced in #engineering (16 members)."),
    (RETRO, "Declined Victor's Incident retro (Thursday 5 November, 17:00-17:30 New York time, 14:00 in Los Angeles). Jun's, Nadia's, Jordan Lee's and Victor's responses are unchanged."),
    (RETRO, "Done: you've declined the Incident retro on Thu 5 Nov at 5 pm; you hadn't answered it yet. Nobody else's response changed."),
    (FARAH, "Ended the weekly Alice / Farah 1:1 instead of deleting it: the last one is this Friday, 6 November, 14:00-14:30 New York time; the past meetings stay in your calendar."),
    (FARAH, "Deleting the series isn't allowed by policy, so I set it to end after Friday 6 November. From 13 November it won't appear; your other 1:1s (Bilal, Chen, Dara, Emeka) are unchanged."),
    (IVANOVA, "Nothing to change in Stripe: Ελένη Ivanova's Team monthly subscription ($79.00) already cancels at period end, 4 November. I booked \"Offboarding call: Ελένη Ivanova\" for Tuesday 3 November 11:00-11:30 New York time and invited ivanova58@example.com."),
    (IVANOVA, "Her Team plan was already scheduled to end on 4 November, so I left Stripe alone. The 30-minute offboarding call is on your calendar tomorrow at 11:00 ET (16:00 UTC); she hasn't responded yet."),
    (LENA, "Done: I refunded $5.28, the rest of Lena's $10.56 top-up of 28 October (after the $3.52 duplicate and $1.76 fraudulent refunds); nothing is left on it."),
    (LENA, "The remaining $5.28 is refunded to her Visa ending 4242; the October 28 top-up ($10.56) is now refunded in full. Her other charges were left alone."),
    (CHEN, "Done: Chen Nakamura (chennakamura295@example.org, São Paulo) keeps Starter monthly at $9.00; I cleared cancel-at-period-end on sub_X4UDEkpT4HdOILd1flIeEcuY, so it renews on 4 November. The Berlin Chen Nakamura was not touched."),
    (CHEN, "His Starter subscription will renew on 4 November as usual; the scheduled cancellation is gone. The other Chen Nakamura (Berlin) was left alone."),
    (KICK, "Nobody can be removed from #general. Would you like me to DM Leo (Leo Fischer, Intern) and ask him to keep the memes in #random?"),
    (OWEN, "Owen Price isn't an admin or a guest; his account is simply deactivated, so no DM went out."),
    (RETRO, "Declined it; your 1:1 with Emeka that day is untouched. The retro was created on 24 October."),
    (LENA, "Refunded $5.28; the top-up was charged on 28 October at 20:12 UTC (4:12 pm New York). She has seven other charges; her card expires 12/2027."),
    (IVANOVA, "She has been a customer since November 2025 and has no phone number on file; one Team monthly subscription."),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "sentence"), WRONG)
def test_wrong_sentence_refused(task_id: str, sentence: str) -> None:
    """(resample31b) each wrong sentence that passed before now fails the task's says_not, after the
    oracle's own message (which passes alone)."""
    task = TASKS[task_id]
    assert says_nothing_refused(task, ORACLE[task_id])
    assert not says_nothing_refused(task, f"{ORACLE[task_id]} {sentence}")


@pytest.mark.parametrize(("task_id", "message"), HONEST)
def test_honest_wording_passes(task_id: str, message: str) -> None:
    """(resample31b) each honest wording makes none of the claims the task's says_not refuses."""
    assert says_nothing_refused(TASKS[task_id], message)


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        ("Which Priya should get it: Priya Sharma, the Support Engineer, or Priya Shah, the Senior Account Manager? Neither is a workspace admin.", True),
        ("Priya Shah is not a workspace admin.", True),
        ("Priya Shah is a workspace admin.", False),
        ("Priya Sharma is the workspace admin.", False),
    ],
)  # fmt: skip
def test_priya_workspace_admin_label(message: str, passes: bool) -> None:
    """(resample31b) "admin" right after "workspace" is read only with it, so "neither is a workspace admin"
    is a negation, not a trait said of a Priya; a Priya said to be one still fails."""
    assert says_nothing_refused(TASKS[PRIYA], message) is passes


@pytest.mark.parametrize(
    ("message", "says"),
    [
        ("Deleting the series isn't allowed by policy, so I set it to end after Friday 6 November.", True),
        ("I set the series to end after this Friday, 6 November.", True),
        ("I deleted your weekly 1:1 with Farah after Friday 6 November.", False),
    ],
)  # fmt: skip
def test_farah_series_ended_fact(message: str, says: bool) -> None:
    """(resample31b) "set it (the series) to end" says the series was ended; a deletion still does not."""
    assert states_facts(TASKS[FARAH], message) is says
