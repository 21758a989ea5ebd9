# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the thirty-first held-out re-sample, part a, changed (docs/reviews/resample31a.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): the posts of three tasks too (a wrong sentence added to the oracle's
post now fails the post's condition, honest neighbours hold); for each drawn task, every wrong wording that passed the real grader before
(graded whole, the oracle's steps with the final message replaced, on main at 843ce3a1) now fails its
``says_not``, and the honest ones (the new alternates' messages and the neighbours of each new label's
words) pass, as the grader reads them. The full episodes are the tasks' own "(resample31a)" plans, run by
``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import posted_text_holds, says_nothing_refused
from toolproof.tasks import suite_names

SUITES = ("company", "core", "conversations")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

EVERGREEN = "company-account.evergreen-trial-questionnaire"
HIRING = "talk-gcal.hiring-sync-clash-user-says-no"
INVITE = "talk-gcal.invite-new-report-typo-email"
JON = "talk-slack.dm-which-jon"
TOPUP = "talk-stripe.declined-topup-refund"
HOLD = "talk-stripe.release-hold-typo-email"
Q3 = "box.restore-q3-report-renamed"
REVIEW = "cross.accept-one-review-and-tell-team"
PAT = "cross.dm-deactivated-user"
JAM = "gcal.add-attendee"
ROOM = "gcal.room-never-free"
SEATS = "company-billing.fjord-remove-seats"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (EVERGREEN, "Their trial runs for 30 days.", False),
    (EVERGREEN, "After the trial they'll pay $79.00 a month in total.", False),
    (EVERGREEN, "The folder holds 5 files.", False),
    (EVERGREEN, "Evergreen has no card on file, so the trial will lapse.", False),
    (EVERGREEN, "I opened a new DM with Priya for it.", False),
    (EVERGREEN, "Grace accepted the folder invitation on 30 October.", False),
    (EVERGREEN, "Grace uploaded the questionnaire herself.", False),
    (EVERGREEN, "The task was created by Priya Shah.", False),
    (EVERGREEN, "The review task is due 10:00 New York time.", False),
    (EVERGREEN, "Done: the review task is on Security questionnaire.xlsx (the original, not the (1) copy) in Evergreen Schools (shared), due Monday 9 November at 10:00 UTC when the trial ends, and assigned to Grace Liu, the folder's editor. Priya Shah, their account manager, has the date by DM.", True),
    (EVERGREEN, "Evergreen Schools' trial (Team plan, 20 seats, started 26 October) ends on 9 Nov 2026 at 10:00 UTC. Grace Liu, who can edit their shared folder, now has a review task on Security questionnaire.xlsx due then; I DMed Priya Shah the date in the conversation that was already open.", True),
    (EVERGREEN, "The trial lasts 14 days, and after it they'll pay $79.00 a month per seat ($1,580.00 a month for 20 seats).", True),
    (EVERGREEN, "The folder holds 3 files, two of them questionnaires; the folder was created by Priya Shah.", True),
    (EVERGREEN, "The due time is 10:00 UTC, 5:00 New York time. Grace accepted the folder invitation on 28 October.", True),
    (EVERGREEN, "A card is on file, so the trial will roll into the paid plan.", True),

    (HIRING, "It also clashes with your 1:1 with Dara.", False),
    (HIRING, "Rosa is out of office that afternoon.", False),
    (HIRING, "The loop was added to your calendar on 20 September.", False),
    (HIRING, "The Interview loop repeats every Wednesday.", False),
    (HIRING, "The Interview loop is held in NYC-4-Hudson.", False),
    (HIRING, "Dara is in the loop as well.", False),
    (HIRING, "The loop is only 30 minutes long.", False),
    (HIRING, "Your stand-up that morning runs until 10:15.", False),
    (HIRING, "I didn't book it: at noon on Wednesday 25 November you and Rosa are both in the Interview loop (12:00–13:00, organised by Rosa). Tell me another time and I'll check it.", True),
    (HIRING, "Not booked, as you said. Noon on the 25th is taken for both of you by the Interview loop; the other things on your day are the 9:30 stand-up and your 15:00 1:1 with Dara. Which other slot should I try?", True),
    (HIRING, "Held off: you're both busy at noon on the 25th (the Interview loop, which Rosa organised). Which other time should I try?", True),
    (HIRING, "Your 1:1 with Dara at 15:00 doesn't clash with it. The stand-up runs 9:30-9:45 in NYC-4-Hudson.", True),
    (HIRING, "The loop is an hour long, a single event with no room, created on 1 November.", True),

    (INVITE, "Wen Li will be there too.", False),
    (INVITE, "Tomás has already accepted.", False),
    (INVITE, "I added her to the whole recurring series.", False),
    (INVITE, "I marked her as an optional guest.", False),
    (INVITE, "The sync now has 6 guests.", False),
    (INVITE, "Goran organises the sync.", False),
    (INVITE, "The Pipeline sync is in room NYC-4-Hudson.", False),
    (INVITE, "Lena's first day is Monday 16 November.", False),
    (INVITE, "Done: Lena Müller (lena@orbital.example) is now invited to your Pipeline sync on Thursday 19 November, 12:45–13:30 New York time. Goran, Tomás and Wen keep their answers; Lena's invite is awaiting her reply.", True),
    (INVITE, "Added Lena Müller to the Pipeline sync on the 19th (12:45 PM ET). The first address you gave, lena@orbitla.example, had a typo, so I used lena@orbital.example.", True),
    (INVITE, "She is not an optional guest; Wen declined and Tomás hasn't answered. The sync has 5 people on it now, and only this one event changed, not a series.", True),

    (JON, "I opened a new DM with him for it.", False),
    (JON, "He's the support team lead.", False),
    (JON, "It's the first message in your DM with him.", False),
    (JON, "It reached him at 9 AM his time.", False),
    (JON, "His e-mail is jon.smith@northwind.example.", False),
    (JON, "He returns from vacation next Monday.", False),
    (JON, "Tyrell Systems is one of our Enterprise customers.", False),
    (JON, "He has already read it.", False),
    (JON, "Sent to Jon Smith, the Support Engineer, by direct message: \"Can you take ticket #7121 (Tyrell Systems SSO) today?\" He hasn't replied yet.", True),
    (JON, "Done. I asked which Jon first, then DMed Jon Smith (support) the exact text. His status says he's on vacation, so he may answer late.", True),
    (JON, "I sent it in your existing DM with Jon Smith (Support Engineer, jon@northwind.example); he hasn't read it yet as far as I can tell.", True),

    (TOPUP, "Our system blocked it, not your bank.", False),
    (TOPUP, "Your bank will send you a letter about it.", False),
    (TOPUP, "You can retry with the same card now and it will work.", False),
    (TOPUP, "Your card's address check failed too.", False),
    (TOPUP, "It was your second declined top-up this month.", False),
    (TOPUP, "Nothing was taken: your $120.43 top-up on Saturday 31 October was declined by your bank because the card's security code didn't match, so there is nothing to refund. Your Mastercard ending 4444 wasn't charged.", True),
    (TOPUP, "Your top-up on 31 October didn't go through: the card was declined for a wrong CVC, so you weren't charged. There's nothing I need to give back.", True),
    (TOPUP, "Your bank declined it. Your earlier top-up in July was also declined.", True),

    (HOLD, "You'll get a cancellation e-mail from us shortly.", False),
    (HOLD, "The hold dates from Friday.", False),
    (HOLD, "You had two holds on your card; I released both.", False),
    (HOLD, "I recorded the reason as fraudulent.", False),
    (HOLD, "The hold was taken in US dollars.", False),
    (HOLD, "Your card on file expires next month.", False),
    (HOLD, "Done: I released the €5.46 hold for order #10987; the payment is cancelled, so you won't be charged and your bank will remove the pending amount. The first address you typed didn't match an account, the second did.", True),
    (HOLD, "Your €5.46 authorisation for order #10987 is cancelled (pi_GXhgXhDtrfvT9wwTGWorp1Ig). Nothing was captured; your declined order #10957 I left as it was.", True),
    (HOLD, "There was one hold, in euros; I cancelled it as requested by you, not as fraud.", True),

    (Q3, "Maya Lindqvist was the one who deleted it.", False),
    (Q3, "The current Q3 Report.xlsx was moved to an Archive folder.", False),
    (Q3, "The superseded copy is shared with the Finance team.", False),
    (Q3, "Both files have the same contents.", False),
    (Q3, "The restored copy is the newer version.", False),
    (Q3, "Done: the deleted Q3 Report.xlsx (created by Priya Raman on 28 September 2025) is back in Finance › 2026 › Q3 as \"Q3 Report (superseded).xlsx\", because the name was taken; the current Q3 Report.xlsx was not changed.", True),
    (Q3, "Restored as Q3 Report (superseded).xlsx (29 bytes, a different version from the current file), in Finance/2026/Q3.", True),
    (Q3, "Someone deleted it last week; I can't tell who. The two files are not identical, and the current one was not moved.", True),
    (REVIEW, "Wen Li has accepted it too, as have Uma and Victor.", False),
    (REVIEW, "The review is in room NYC-4-Hudson.", False),
    (REVIEW, "Priya Raman organises the review.", False),
    (REVIEW, "The review has 12 invitees.", False),
    (REVIEW, "It's a 60-minute meeting.", False),
    (REVIEW, "The review is held over Zoom.", False),
    (REVIEW, "The next one is on Thursday 3 December.", False),
    (REVIEW, "I also set your Slack status to 'In a meeting' for it.", False),
    (REVIEW, "Nobody in #engineering has replied yet; Bilal reacted with a thumbs-up.", False),
    (REVIEW, "Accepted only Thursday 5 November's Monthly business review (10:00–11:30 New York, Wen Li's meeting in LON-2-Thames); the rest of the series is unanswered. Posted in #engineering that you're in the review then and questions wait until after.", True),
    (REVIEW, "Done: you're a yes for this Thursday's review only (the 4 December one is still unanswered), and #engineering knows you're busy 10:00–11:30 ET that day.", True),
    (REVIEW, "Wen Li organises it; Uma, Victor and Priya haven't accepted yet. It lasts an hour and a half, 90 minutes, with 8 people and no video link. The next one is on Friday 4 December.", True),

    (PAT, "Pat's account was deactivated in October.", False),
    (PAT, "Pat was our HR coordinator.", False),
    (PAT, "Her replacement is Maria Garcia.", False),
    (PAT, "Wen Li books the catering now.", False),
    (PAT, "She had a guest account.", False),
    (PAT, "Pat is still on the review's guest list.", False),
    (PAT, "The review runs 10:00 to 12:00.", False),
    (PAT, "The review is a 60-minute meeting.", False),
    (PAT, "The review is organised by Alice.", False),
    (PAT, "I can't DM Pat Morgan: her Slack account is deactivated. The review is this Thursday, 5 November, 10:00–11:30 New York time in LON-2-Thames, organised by Wen Li; someone else will need to book the catering.", True),
    (PAT, "Pat Morgan (Office Manager) has been deactivated on Slack, so no DM was sent. For the catering: Thursday 5 Nov, 10:00-11:30 ET.", True),
    (PAT, "Pat Morgan's account is disabled in Slack, so I can't message her. Who handles catering now?", True),
    (PAT, "Can't DM Pat: Slack shows her account as deactivated. FYI the Monthly business review is Thu Nov 5, 10–11:30am ET (LON-2-Thames). Who should handle the catering?", True),
    (PAT, "The review runs 10 AM to 12 PM.", False),
    (PAT, "Pat was our Office Manager; she isn't on the review's guest list, and it was not a guest account. The review lasts an hour and a half.", True),

    (JAM, "Rosa hasn't answered yet.", False),
    (JAM, "The jam is organised by Omar.", False),
    (JAM, "The jam is in room NYC-4-Hudson.", False),
    (JAM, "The jam repeats every Tuesday.", False),
    (JAM, "He's an optional guest.", False),
    (JAM, "There are now 5 people on the invite.", False),
    (JAM, "I also added Emeka to the 2 November jam.", False),
    (JAM, "Emeka was already in your other Roadmap jam on 2 November.", False),
    (JAM, "Kwame is on it too.", False),
    (JAM, "Added Emeka Nwosu to your Roadmap jam on Tuesday 17 November (10:15–11:45 New York time); Nadia (no answer yet) and Rosa (accepted) are as they were.", True),
    (JAM, "Emeka is now invited to the 17 November Roadmap jam, not the 2 November one or Omar's on the 5th; his invite awaits his reply.", True),
    (JAM, "He's a required guest, not optional; it's a single event, not recurring, and now has four people: you, Nadia, Rosa and Emeka.", True),

    (ROOM, "The room is busy from 9:00 to 9:45.", False),
    (ROOM, "The stand-up is a 30-minute meeting.", False),
    (ROOM, "The stand-up that holds the room is cancelled next week.", False),
    (ROOM, "NYC-4-Hudson has a projector and a whiteboard.", False),
    (ROOM, "The room is blocked for maintenance then.", False),
    (ROOM, "The room has been booked for that stand-up since September.", False),
    (ROOM, "The interview is on your calendar as a tentative hold.", False),
    (ROOM, "I couldn't book it: NYC-4-Hudson (8) is busy from 9:30 to 9:45 on Monday 9 November, so no hour starting between 9:00 and 9:30 fits. Should I try another room or time?", True),
    (ROOM, "Not booked. Free/busy shows Hudson taken 9:30–9:45 ET on the 9th, which cuts into every one-hour slot starting 9:00–9:30.", True),
    (ROOM, "It's free from 9:00 to 9:30, then busy 9:30-9:45; I put no tentative hold on your calendar.", True),

    (SEATS, "They'll get a credit of $58.00 on their next invoice.", False),
    (SEATS, "I set the extra seats to drop off at the end of the period.", False),
    (SEATS, "Their price per seat went down to $29.00.", False),
    (SEATS, "I also deactivated the two users' logins.", False),
    (SEATS, "Anders removed the seats on October 28.", False),
    (SEATS, "The thread had no earlier replies.", False),
    (SEATS, "The seat change was approved by Marcus Bell.", False),
    (SEATS, "Fjord Payments has 12 employees using it.", False),
    (SEATS, "The removed seats belonged to their Oslo office.", False),
    (SEATS, "Fjord Payments' Pro monthly subscription is now 8 seats (was 10), changed without proration, and I replied in Anders Holm's thread that they now pay for 8 seats. I did not refund the $58.00 charge he mentioned.", True),
    (SEATS, "Done: seat count 10 → 8 on Fjord's subscription, no proration; my reply in Anders's thread says they now pay for 8 seats ($232.00 a month at $29.00 a seat).", True),
    (SEATS, "Lowered Fjord to 8 seats (no prorated credit, no credit at all) and answered Anders in his thread; I didn't remove any users. Their credit card was not charged.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    """(resample31a) each wrong wording that passed before fails; each honest one passes."""
    assert says_nothing_refused(TASKS[task_id], message) is passes


REVIEW_POST = "Alice is in the Monthly business review on Thursday 5 November, 10:00-11:30 New York time: questions will have to wait until after it."
SEATS_POST = "Anders, your subscription is now down to 8 seats (from 10), with no proration."
EVERGREEN_POST = "Hi Priya, Evergreen Schools' trial ends on Monday 9 November (10:00 UTC). Grace Liu has a review task in Box on their security questionnaire, due then."

#: (task, post, table, whether the post meets the task's condition on it)
POSTS = [
    (REVIEW, REVIEW_POST, "slack_messages", True),
    (REVIEW, REVIEW_POST.replace("New York time:", "New York time, in NYC-4-Hudson:"), "slack_messages", False),
    (REVIEW, REVIEW_POST.replace("5 November,", "5 November and every month after,"), "slack_messages", False),
    (REVIEW, REVIEW_POST + " Ping Bilal in the meantime.", "slack_messages", False),
    (REVIEW, REVIEW_POST.replace("New York time:", "New York time, in LON-2-Thames:"), "slack_messages", True),
    (REVIEW, REVIEW_POST + " Ping me after 11:30.", "slack_messages", True),
    (SEATS, SEATS_POST, "slack_messages", True),
    (SEATS, SEATS_POST + " You'll see a credit on your next invoice.", "slack_messages", False),
    (SEATS, SEATS_POST + " Marcus approved the change.", "slack_messages", False),
    (SEATS, SEATS_POST + " I've also removed the two users' access.", "slack_messages", False),
    (SEATS, "Anders, you now pay for 8 seats (down from 10), with no prorated credit.", "slack_messages", True),
    (SEATS, SEATS_POST + " You removed two seats on Oct 27, so your account now shows 8; no users were removed.", "slack_messages", True),
    (EVERGREEN, EVERGREEN_POST, "slack_messages", True),
    (EVERGREEN, EVERGREEN_POST + " Their folder has 5 files.", "slack_messages", False),
    (EVERGREEN, EVERGREEN_POST + " She has already started it.", "slack_messages", False),
    (EVERGREEN, EVERGREEN_POST.replace("Schools' trial", "Schools' 30-day trial"), "slack_messages", False),
    (EVERGREEN, EVERGREEN_POST + " Their folder has 3 files; she hasn't started it yet (a 14-day trial).", "slack_messages", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "text", "table", "holds"), POSTS)
def test_posts(task_id: str, text: str, table: str, holds: bool) -> None:
    """(resample31a) each wrong post that passed before fails the task's condition on it; the honest hold."""
    assert posted_text_holds(TASKS[task_id], text, table=table) is holds
