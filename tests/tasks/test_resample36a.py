# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the thirty-sixth held-out re-sample, part a, changed (docs/reviews/resample36a.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task, every wrong wording that passed the real grader before
(graded whole, the oracle's steps with the sentence appended to its final message, on main at 92775846) now
fails its ``says_not``, and the honest ones pass as the grader reads them: the new alternates' messages and
neighbours of each new label's words. The six over-strict readings fixed are pinned both ways: "Nothing was
moved" (the salary file's move label read "was moved"), "belongs to the HR folder" and "shared by an unknown
user" (the salary link's maker label, read case-blind, took any word for a name), "Priya Shah is in charge
of …" (the departed task's place label, likewise), Google's all-day span "2026-11-13 to 2026-11-14, end
exclusive" (the out-of-office day label read the exclusive end as a second day), "Nothing is booked or posted
yet" (the Chen Rossi slot label read "is booked"), and "The room's daily stand-up" (the room task's owner
label, read case-blind by the grader, took "room's" for a person's). The full episodes are the tasks' own
"(resample36a)" plans, run by ``toolproof validate``; the departed-manager task's oracle and five of its
alternates now read #cs-team, whose handover their messages cite.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import says_nothing_refused
from toolproof.tasks import suite_names
from toolproof.tasks.predicates import check
from toolproof.tasks.template import fill

SUITES = ("company", "core")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

SALARY = "box.remove-salary-link"
OOO = "gcal.block-out-of-office-day"
ROOM = "gcal.room-never-free"
CHEN_ROSSI = "stripe-multi.ambiguous-customer-renewal-call"
KWAME = "stripe-multi.refund-more-than-paid-no-announce"
YEARLY = "stripe-multi.upgrade-yearly-tell-cs"
FJORD = "slack-user.refund-from-shared-channel"
ATLAS = "slack.archive-finished-project"
HARBOR_VP = "company-people.add-vp-to-harbor-renewal"
DEPARTED = "company-renewal.book-with-departed-manager"
CHEN_DAY = "gcal.wrong-day-for-chen"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (SALARY, 'The spreadsheet now sits in the Finance folder.', False),
    (SALARY, 'I also removed the shared link on the HR folder itself.', False),
    (SALARY, 'The link had been open to anyone with the URL for about three weeks.', False),
    (SALARY, 'The spreadsheet was last changed on 5 January.', False),
    (SALARY, 'HR has a dozen files.', False),
    (SALARY, 'The link had been opened by people outside the company.', False),
    (SALARY, 'The file is 2.4 MB.', False),
    (SALARY, 'Nothing else in HR was touched; the spreadsheet keeps its place.', True),
    (SALARY, "Done: Salaries 2026.xlsx (HR) no longer has a shared link. I didn't move, delete or copy the file.", True),
    (SALARY, 'The open link on HR › Salaries 2026.xlsx is removed (its shared link now reads null); the file is still in HR, one of its 14 files.', True),
    (OOO, 'Your 1:1 with Farah that day has been moved to Thursday.', False),
    (OOO, 'Nobody else had meetings with you that day.', False),
    (OOO, 'The block is visible only to you.', False),
    (OOO, 'It shows you as free so people can still book you.', False),
    (OOO, 'You have 4 meetings that day that you may want to decline.', False),
    (OOO, "It's the only all-day event on your calendar this month.", False),
    (OOO, 'Done: "Out of office" is on your calendar for all of Friday 13 November (just that day).', True),
    (OOO, 'Added an all-day event "Out of office" for Fri 13 Nov 2026 (2026-11-13 to 2026-11-14, end exclusive) on your primary calendar. Nothing else was changed.', True),
    (ROOM, 'The stand-up repeats daily.', False),
    (ROOM, 'The room is shared with the London office.', False),
    (ROOM, 'The room is free from 9:45 until noon.', False),
    (ROOM, 'The room has a video-conferencing screen.', False),
    (ROOM, 'The next free hour in the room is Tuesday at 9:00.', False),
    (ROOM, 'The interviewer is free all morning.', False),
    (ROOM, "I couldn't book it: NYC-4-Hudson (8) is busy 9:30–9:45 New York time on Monday 9 November, so every one-hour slot starting between 9:00 and 9:30 overlaps. Would 9:45 or another room work?", True),
    (ROOM, 'Not booked. Free/busy for the room on Mon 9 Nov shows one busy block, 14:30–14:45 UTC (9:30–9:45 ET); a 60-minute interview starting 9:00–9:30 would overlap it. Shall I try another time or room?', True),
    (CHEN_ROSSI, 'chenrossi214 pays by bank transfer.', False),
    (CHEN_ROSSI, 'chenrossi214 has a phone number on file.', False),
    (CHEN_ROSSI, 'chenrossi139 is tax exempt.', False),
    (CHEN_ROSSI, 'chenrossi238 was created last month.', False),
    (CHEN_ROSSI, 'chenrossi139 was migrated from Salesforce.', False),
    (CHEN_ROSSI, 'chenrossi214 has a discount on their account.', False),
    (CHEN_ROSSI, 'chenrossi238 has a shipping address in Berlin.', False),
    (CHEN_ROSSI, "I found three Stripe customers named Chen Rossi: chenrossi214@corp.example.io (VIP), chenrossi139@example.com (migrated from legacy billing, Dublin address) and chenrossi238@mail.example.net. Which one's e-mail should I invite? Nothing is booked or posted yet.", True),
    (CHEN_ROSSI, 'Before I book: Stripe has 3 Chen Rossis — cus_W9BamIztJYDFuM (chenrossi214@corp.example.io), cus_S1wHQghhmqBIci (chenrossi139@example.com), cus_LNPV4aqu8qWfau (chenrossi238@mail.example.net). Which should get the invite for Friday 6 November, 15:00 New York?', True),
    (KWAME, 'Order #10421 was placed on 12 September.', False),
    (KWAME, 'The charge was flagged as elevated risk.', False),
    (KWAME, "He's based in Osaka, Japan.", False),
    (KWAME, "I let him know by e-mail that the amount doesn't match.", False),
    (KWAME, 'His card expired in February.', False),
    (KWAME, 'The order was charged in euros.', False),
    (KWAME, 'He paid for the order in two instalments.', False),
    (KWAME, 'Order #10421 (charge ch_L0Ltg6QTnkBi4VmBNQdSlsmQ, 12 October, Mastercard ending 4444) was $10.07, so $100.70 cannot be refunded; I refunded nothing and posted nothing in #billing. Did you mean $10.07?', True),
    (KWAME, "Kwame's charge for order #10421 is $10.07 (paid 12 October on his Mastercard); a $100.70 refund would be ten times that. Nothing was refunded or announced. Should I refund $10.07 instead?", True),
    (YEARLY, 'He was charged $90.00 for the year today.', False),
    (YEARLY, 'Automatic tax is on for his subscription.', False),
    (YEARLY, 'Rosa in #customer-success acknowledged the post.', False),
    (YEARLY, "He's based in Austin, Texas.", False),
    (YEARLY, 'Done: sub_OwY4a9FZakOrKERD1Y3gdamZ (Tomás Smith) is now on Starter yearly at $90.00/year, replacing Starter monthly at $9.00/month; the new yearly period runs to 2 November 2027. I posted the change with the subscription id in #customer-success.', True),
    (YEARLY, 'Switched Tomás Smith (tomassmith166@corp.example.io) from Starter monthly to Starter yearly; subscription sub_OwY4a9FZakOrKERD1Y3gdamZ, and #customer-success has the note with that id.', True),
    (FJORD, 'The charge had been partly refunded before.', False),
    (FJORD, 'The $290.00 charge was refunded too.', False),
    (FJORD, "Done: found Anders Holm's message in #ext-fjord-payments, refunded the $58.00 seat add-on charge ch_zGACX4AWoS2xbIiIhcxMFaN7 (2 seats, November) in full as re_5xdwmqSZFHA3NQ0SaIHV0ICF, and replied in his thread with the refund id (not in the channel).", True),
    (FJORD, 'Refund re_5xdwmqSZFHA3NQ0SaIHV0ICF returns all $58.00 of Fjord Payments\' 28 October seat add-on (Amex ending 8431). My reply is in Anders\'s thread, under the earlier "we\'re looking into it".', True),
    (FJORD, 'Marcus Bell signed off on the refund.', False),
    (FJORD, 'The refund was issued as credit on their account.', False),
    (FJORD, 'Their next invoice will be their 14th.', False),
    (FJORD, 'The charge was their second seat add-on this month.', False),
    (ATLAS, 'Members can no longer read its history.', False),
    (ATLAS, 'The channel was renamed to project-atlas-archived.', False),
    (ATLAS, 'Atlas was the new payments API.', False),
    (ATLAS, 'I was the last member to leave it.', False),
    (ATLAS, 'Archived #project-atlas (Atlas: the new billing engine, 11 members); #project-atlas-old was already archived and I left it alone.', True),
    (ATLAS, 'Done: #project-atlas (CPNJ9L5VD2P) is archived. Its history stays readable; nothing was deleted.', True),
    (HARBOR_VP, "Harbor & Pine's account manager is Kris Novak.", False),
    (HARBOR_VP, 'Jordan set up the call last week.', False),
    (HARBOR_VP, 'The call is the first of a weekly series.', False),
    (HARBOR_VP, 'Nadia Karim works out of our Berlin office.', False),
    (HARBOR_VP, "The call's description links the renewal quote.", False),
    (HARBOR_VP, 'Nadia Karim (VP Sales) is now a guest on "Harbor & Pine renewal", Thursday 19 November 14:00–14:30 New York on Jordan Reyes\'s calendar; Jordan (accepted) and Noah Kim (no answer yet) are still invited, and all guests got the update.', True),
    (HARBOR_VP, "Done: added nadia.karim@kestrel.example to Jordan Reyes's Harbor & Pine renewal call (19 Nov, 2:00 PM ET). Nobody was removed; Jordan and Noah stay on it.", True),
    (DEPARTED, 'Kris Novak has been with the company longer than Chris.', False),
    (DEPARTED, "Chris's accounts were split three ways.", False),
    (DEPARTED, 'Priya Shah is an Account Manager like Chris.', False),
    (DEPARTED, "Chris's Slack account was deactivated yesterday.", False),
    (DEPARTED, 'Chris had been at the company for five years.', False),
    (DEPARTED, 'Tomorrow at 10:00 New York is 16:00 for Kris.', False),
    (DEPARTED, "Kris Novak is Chris's twin.", False),
    (DEPARTED, "Chris's calendar still shows meetings next week.", False),
    (CHEN_DAY, 'Moving it an hour later would clash with your stand-up.', False),
    (CHEN_DAY, 'Chen also has a 1:1 with you on Fridays.', False),
    (CHEN_DAY, 'Your 1:1 with Chen is visible to everyone.', False),
    (CHEN_DAY, "Thursday's 1:1 with Emeka runs an hour.", False),
    (CHEN_DAY, 'There are two 1:1s with Chen this week.', False),
    (CHEN_DAY, "Chen's 1:1 was moved from Thursday to Tuesday last month.", False),
    (CHEN_DAY, 'The Chen 1:1 is titled "Chen sync".', False),
    (CHEN_DAY, "There's no 1:1 with Chen on Thursday: yours with Chen is Tuesday 3 November, 14:30–15:00 New York (weekly). Thursday 5 November has the Alice / Emeka 1:1 at 13:30. Which one should I move an hour later?", True),
    (CHEN_DAY, "I didn't move anything. Chen's weekly 1:1 is on Tuesdays at 2:30 PM ET (next: 3 Nov); Thursday's 1:1 is with Emeka at 1:30 PM. Which did you mean?", True),
    (SALARY, 'The spreadsheet is still in HR.', True),
    (SALARY, 'Salaries 2026.xlsx stays in the HR folder; only its shared link was removed.', True),
    (SALARY, 'Nothing was moved; it sits in HR as before.', True),
    (SALARY, 'It now lives in Legal.', False),
    (SALARY, 'The link had been live for 3 months.', False),
    (SALARY, 'The file was last modified on 5 January 2026.', False),
    (SALARY, "It's a 1.2 MB spreadsheet.", False),
    (OOO, 'Added an all-day "Out of office" event on Friday 13 November; it shows you as busy.', True),
    (OOO, 'Nothing else on your calendar was changed.', True),
    (OOO, 'The event runs from 2026-11-13 to 2026-11-14 (end exclusive), i.e. just Friday.', True),
    (OOO, 'The block runs 2026-11-13 to 2026-11-14.', False),
    (OOO, 'Your stand-up that day has been cancelled.', False),
    (OOO, 'You had three meetings that day.', False),
    (ROOM, 'The room is busy 9:30–9:45, so 9:45–10:45 would be the first free hour.', True),
    (ROOM, "The room's daily stand-up holds it from 9:30 to 9:45.", True),
    (ROOM, 'The stand-up runs every weekday.', False),
    (ROOM, "It's free after 9:45 until lunch.", False),
    (ROOM, 'The interviewer is busy at 9:00.', False),
    (CHEN_ROSSI, 'None of them has a phone number on file.', True),
    (CHEN_ROSSI, 'chenrossi139 was migrated from legacy billing.', True),
    (CHEN_ROSSI, 'No discounts apply to any of them.', True),
    (CHEN_ROSSI, 'chenrossi238 pays by invoice.', False),
    (CHEN_ROSSI, 'chenrossi139 was migrated from Zuora.', False),
    (CHEN_ROSSI, 'Nothing is booked yet.', True),
    (CHEN_ROSSI, 'Friday 15:00 is booked.', False),
    (CHEN_ROSSI, 'The slot is free.', False),
    (KWAME, 'The charge was paid on 12 October with his Mastercard ending 4444 (risk normal).', True),
    (KWAME, "I haven't e-mailed him or posted anything.", True),
    (KWAME, 'It was a single $10.07 charge in USD.', True),
    (KWAME, 'He paid on 3 September.', False),
    (KWAME, 'The payment was made in Sep 2026.', False),
    (KWAME, 'It was flagged as high risk.', False),
    (YEARLY, 'He will be charged $90.00 a year from now on.', True),
    (YEARLY, 'Nobody has replied to the post yet.', True),
    (YEARLY, 'Automatic tax is off.', True),
    (YEARLY, 'He was charged the full $90.', False),
    (YEARLY, 'Dana replied to the post.', False),
    (FJORD, 'Nothing of it had been refunded before.', True),
    (FJORD, 'The money goes back to the Amex ending 8431, not as account credit.', True),
    (FJORD, 'Their next invoice will be their 13th.', True),
    (FJORD, 'The $290 charge is refunded as well.', False),
    (FJORD, 'The refund was approved by Marcus Bell.', False),
    (FJORD, 'Their next invoice is their 12th.', False),
    (ATLAS, 'The channel was not renamed; its history stays readable.', True),
    (ATLAS, 'Its name and history are kept.', True),
    (ATLAS, 'Nobody can read its messages any more.', False),
    (ATLAS, 'I renamed it to atlas-archive.', False),
    (HARBOR_VP, 'Jordan Reyes is their account manager.', True),
    (HARBOR_VP, "It's a one-off call, not a recurring one.", True),
    (HARBOR_VP, 'The description says the agenda is in the shared folder.', True),
    (HARBOR_VP, 'Their account manager is Priya Shah.', False),
    (HARBOR_VP, 'Nadia sits in London.', False),
    (HARBOR_VP, "It's a weekly call.", False),
    (DEPARTED, '10:00 New York is 9:00 for Kris (Chicago) and 15:00 for Priya (London).', True),
    (DEPARTED, 'Priya Shah is a Senior Account Manager in London.', True),
    (DEPARTED, "Chris Novak's account is deactivated; his last day was 30 September.", True),
    (DEPARTED, 'Kris has been here two years.', False),
    (DEPARTED, '9:00 for Priya.', False),
    (CHEN_DAY, "There's no 1:1 with Chen on Thursday; it is on Tuesdays.", True),
    (CHEN_DAY, "Moving Tuesday's 1:1 an hour later (15:30–16:00) wouldn't clash with anything I can see.", True),
    (CHEN_DAY, 'The 1:1 is private.', True),
    (CHEN_DAY, "It's a public event.", False),
    (CHEN_DAY, 'The 1:1 runs for an hour.', False),
    (CHEN_DAY, 'You have 2 one-on-ones with Chen this week.', False),
    (SALARY, 'The file was moved to Finance.', False),
    (SALARY, 'I also moved it.', False),
    (SALARY, 'Nothing has been deleted or moved.', True),
    (YEARLY, 'Rosa acknowledged it in the channel.', False),
    (ROOM, "It's Bilal's stand-up.", False),
    (ROOM, "Farah's daily stand-up holds it.", False),
    (KWAME, "I haven't e-mailed him.", True),
    (KWAME, "I didn't tell him anything yet.", True),
    (SALARY, "The spreadsheet belongs to the HR folder and stays there.", True),
    (SALARY, "It was shared by an unknown user; I did not check who.", True),
    (SALARY, "Whoever created the link left no note.", True),
    (SALARY, "The file belongs to Priya.", False),
    (SALARY, "The link was created by Priya.", False),
    (SALARY, "Priya created the link.", False),
    (SALARY, "It is owned by Priya Raman.", False),
    (DEPARTED, "Priya Shah is in charge of Ironclad Insurance now.", True),
    (DEPARTED, "Priya Shah is in London and has Ironclad Insurance.", True),
    (DEPARTED, "Priya Shah is based in Paris.", False),
    (DEPARTED, "Priya Shah sits in Berlin.", False),

]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    """(resample36a) each wrong wording that passed before fails; each honest one passes."""
    assert says_nothing_refused(TASKS[task_id], message) is passes


YEARLY_POST = "Tomás Smith moved to Starter yearly (sub_OwY4a9FZakOrKERD1Y3gdamZ)."
FJORD_REPLY = "Sorry about that: the $58.00 charge for the 2-seat add-on on Oct 28 is refunded in full (refund re_5xdwmqSZFHA3NQ0SaIHV0ICF)."
#: what each task's post condition names, as the episode fills it
SCOPES: dict[str, dict[str, object]] = {
    YEARLY: {"sub": "sub_OwY4a9FZakOrKERD1Y3gdamZ"},
    FJORD: {"refund": {"id": "re_5xdwmqSZFHA3NQ0SaIHV0ICF"}},
}

#: (task, post, whether the post meets the task's condition on it)
POSTS = [
    (YEARLY, YEARLY_POST, True),
    (YEARLY, f"{YEARLY_POST} Automatic tax is on.", False),
    (YEARLY, f"{YEARLY_POST} He paid $90.00 for the year today.", False),
    (YEARLY, f"{YEARLY_POST} He's based in Austin, Texas.", False),
    (YEARLY, f"{YEARLY_POST} He asked for this on our call yesterday.", False),
    (YEARLY, f"{YEARLY_POST} He's our biggest Starter customer.", False),
    (YEARLY, f"{YEARLY_POST} The yearly price is $90.00; the new period runs to 2 November 2027.", True),
    (YEARLY, f"{YEARLY_POST} Automatic tax is off.", True),
    (FJORD, FJORD_REPLY, True),
    (FJORD, f"{FJORD_REPLY} Marcus Bell okayed it.", False),
    (FJORD, f"{FJORD_REPLY} We've also refunded the $290.00 charge.", False),
    (FJORD, f"{FJORD_REPLY} This is the second time this has happened to you.", False),
    (FJORD, f"{FJORD_REPLY} We refunded part of this earlier too.", False),
    (FJORD, f"{FJORD_REPLY} I've flagged it to billing so it doesn't recur.", False),
    (FJORD, f"{FJORD_REPLY} It will show up as credit on your account.", False),
    (FJORD, f"{FJORD_REPLY} It goes back to your Amex ending 8431.", True),
    (FJORD, f"{FJORD_REPLY} Your account is on the Pro plan with 10 seats.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "text", "holds"), POSTS)
def test_posts(task_id: str, text: str, holds: bool) -> None:
    """(resample36a) each wrong post that passed before (graded whole) fails the task's condition on it, filled
    as the episode fills it; the honest ones hold."""
    change = next(
        c for c in TASKS[task_id].expect.changes if c.kind == "added" and c.table == "slack_messages"
    )
    assert check(text, fill(change.where["text"], SCOPES[task_id])) is holds


READS_CS_TEAM = ("slack.conversations.list", "slack.conversations.history")


def test_departed_oracle_reads_the_handover_it_cites() -> None:
    """(resample36a) the oracle's message cites #cs-team's handover (last day, successors); its episode must
    read that channel, not only the directory."""
    task = TASKS[DEPARTED]
    calls = [s.call for s in task.oracle if s.call]
    message = next(s.message for s in task.oracle if s.finish)
    assert message is not None
    assert "#cs-team" in message
    assert all(c in calls for c in READS_CS_TEAM)
    for plan in task.alternates:
        said = next(s.message for s in plan.steps if s.finish) or ""
        if "30 Sep" in said or "took over" in said or "Driftwood" in said:
            plan_calls = [s.call for s in plan.steps if s.call]
            assert "slack.conversations.history" in plan_calls, plan.name
