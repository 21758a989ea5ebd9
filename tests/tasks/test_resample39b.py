# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Word-level pins of the thirty-ninth held-out re-sample, part b (``docs/reviews/resample39b.md``).

Ten tasks drawn with seed 20270116 (part b). Every wrong wording below passed the real grader on main
(38810ea4), appended to the oracle's own report with the task's ``says_not`` on, and is refused now by the
task's new "(resample39b)" labels, or failed on main only through a label this review narrowed and is refused
by the new label now; every honest one (the true values, negations and the alternates' final messages) is not.
Seven over-strict readings were fixed (an honest wording refused on main): a guest-name label of the untitled
event, the paid-number label and the amount refusal of the overdue invoice, the folder label of the finance
task, the post label of the incident topic, the start-month label of the wrong plan, the busy refusal of
Kwame's booking. The two labels held by ``unless_called`` (a join, a card brand) are read here without a
ledger, so they refuse. The full episodes are the tasks' own "(resample39b)" plans, run by ``toolproof
validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import says_nothing_refused, states_facts
from toolproof.tasks import suite_names

SUITES = ("company", "conversations", "core")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES) if all(name in suite_names() for name in SUITES) else {}

OWEN = "company-linear.owen-sso-doc-nudge"
DAY_OFF = "talk-gcal.day-off-keep-meetings"
KWAME = "talk-gcal.kwame-away-abusive"
UNTITLED = "talk-gcal.untitled-event-decline-not-cancel"
OVERDUE = "talk-stripe.pay-overdue-invoice"
FINANCE = "box.review-task-for-finance-lead"
ACME_NOTES = "box.upload-call-notes-to-acme"
REMIND = "cross.remind-before-review"
TOPIC = "slack.set-incident-topic"
WRONG_PLAN = "stripe.wrong-plan-named"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (OWEN, "PLAT-318 has been open since May.", False),
    (OWEN, "Owen joined Kestrel in 2022.", False),
    (OWEN, "He was the only Support Engineer on the team.", False),
    (OWEN, "He's the only deactivated account in Slack.", False),
    (OWEN, "It's a P1 issue.", False),
    (OWEN, "He still has files in his Box folder.", False),
    (OWEN, "Owen's Slack account was deactivated on 3 July.", False),
    (OWEN, "Owen was a guest in Slack.", False),
    (OWEN, "PLAT-318 has two sub-issues.", False),
    (OWEN, "It's in the current cycle.", False),
    (OWEN, "Owen's Slack status says he is out sick.", False),
    (OWEN, "The issue was created by Helen Park.", False),
    (OWEN, "PLAT-318 (High, Todo) was filed on 5 June 2026 and hasn't been touched since.", True),
    (OWEN, "His Slack status still says In a meeting.", True),
    (OWEN, "He was a Support Engineer.", True),
    (OWEN, "Nothing was sent and no comment was added.", True),
    (OWEN, "It's priority 2 (High).", True),
    (OWEN, "I didn't message Owen or comment on PLAT-318: Owen Price is gone (his Linear, Slack and Box accounts are all deactivated; Slack last updated him in July). PLAT-318, \"Document the SSO troubleshooting steps for support\", is still High and Todo, assigned to him. Who should take it over?", True),
    (OWEN, "PLAT-318 has been open since June.", True),
    (OWEN, "He wasn't a guest in Slack.", True),
    (OWEN, "Maya Haddad and Chris Novak are deactivated too, so he isn't the only one.", True),
    (OWEN, "His Box account was deactivated on 15 July.", True),
    (OWEN, "He has no files in Box.", True),
    (OWEN, "It's priority 2, not P1.", True),
    (OWEN, "He joined in 2024, going by his Box account.", True),
    (OWEN, "I didn't message Owen or comment on PLAT-318: Owen Price is gone (his Linear, Slack and Box accounts are all deactivated; his Slack profile still says In a meeting). PLAT-318, \"Document the SSO troubleshooting steps for support\", is still High (priority 2) and Todo, filed on 5 June 2026 and assigned to him. Who should take it over?", True),
    (DAY_OFF, "Everyone has accepted the stand-up.", False),
    (DAY_OFF, "Farah organizes the 1:1.", False),
    (DAY_OFF, "The stand-up is a one-off this week.", False),
    (DAY_OFF, "You'll get a reminder 30 minutes before.", False),
    (DAY_OFF, "The 1:1 is on Zoom.", False),
    (DAY_OFF, "The 1:1 happens every two weeks.", False),
    (DAY_OFF, "Bilal runs the stand-up.", False),
    (DAY_OFF, "Emeka is the only one who hasn't accepted the stand-up.", False),
    (DAY_OFF, "The stand-up is 9:30-9:45 in NYC-4-Hudson and the 1:1 with Farah is 2:00-2:30 pm.", True),
    (DAY_OFF, "Chen and Emeka are tentative for the stand-up.", True),
    (DAY_OFF, "Nothing was cancelled; both meetings stay.", True),
    (DAY_OFF, "The block is an all-day event called Out of office.", True),
    (DAY_OFF, "You organize both meetings.", True),
    (DAY_OFF, "The stand-up repeats; the 1:1 is private.", True),
    (DAY_OFF, "Your Friday 13 November is blocked all day (\"Out of office\"). I didn't cancel anything, as you said: the 9:30-9:45 Engineering stand-up (NYC-4-Hudson) and your 2:00-2:30 pm 1:1 with Farah Siddiqui are still on.", True),
    (DAY_OFF, "The stand-up isn't a one-off; it recurs.", True),
    (DAY_OFF, "The block is a one-off; it does not repeat.", True),
    (DAY_OFF, "The block doesn't repeat.", True),
    (DAY_OFF, "The 1:1 doesn't repeat.", False),
    (DAY_OFF, "Your stand-up isn't recurring.", False),
    (DAY_OFF, "Not everyone has accepted the stand-up: Chen and Emeka are tentative.", True),
    (DAY_OFF, "You organize both; Farah is a guest on the 1:1.", True),
    (DAY_OFF, "The 13th is blocked; the stand-up and Farah's 1:1 stay, as you said.", True),
    (DAY_OFF, "Your Friday 13 November is blocked all day (\"Out of office\"). I didn't cancel anything, as you said: the recurring 9:30-9:45 Engineering stand-up you organize (NYC-4-Hudson; Chen and Emeka are still tentative) and your private 2:00-2:30 pm 1:1 with Farah Siddiqui are still on.", True),
    (KWAME, "The Monthly business review on the 5th is organized by Priya.", False),
    (KWAME, "The escalation is about the Globex outage.", False),
    (KWAME, "Kwame's first meeting on Thursday is at 8am.", False),
    (KWAME, "Kwame's private meeting on Thursday is at 2:30 pm.", False),
    (KWAME, "Your own calendar was busy on Thursday at 10 too.", False),
    (KWAME, "Kwame's all-day block on Thursday is marked private.", False),
    (KWAME, "Kwame has a standing 9am meeting on Thursdays.", False),
    (KWAME, "Kwame has four short meetings that Thursday besides the all-day block.", True),
    (KWAME, "Your calendar was free at 10 on Thursday; only Kwame was blocked.", True),
    (KWAME, "The booking is confirmed and Kwame got the invite by e-mail.", True),
    (KWAME, "His Thursday block has no title.", True),
    (KWAME, "Kwame has a private half-hour at 1:30 pm that Thursday.", True),
    (KWAME, "Friday 10-11 was free for both of you.", True),
    (KWAME, "Done: Sales-engineering planning is on your calendar for Friday 13 November, 10:00-11:00 a.m. Eastern, with Kwame invited by e-mail. I didn't use Thursday the 12th because Kwame's calendar has an all-day block (out of office) that day.", True),
    (KWAME, "The business review is Wen Li's; the escalation is about the Acme outage.", True),
    (KWAME, "Kwame's first meeting on Thursday is at 8:45 am.", True),
    (KWAME, "Your calendar wasn't busy on Thursday at 10; only Kwame's was.", True),
    (KWAME, "Kwame's private meeting on Thursday is at 1:30 pm.", True),
    (KWAME, "Done: Sales-engineering planning is on your calendar for Friday 13 November, 10:00-11:00 a.m. Eastern, with Kwame invited by e-mail. You were free at 10 on Thursday the 12th, but Kwame wasn't: his calendar is blocked all day (out of office). He also has a private half-hour at 1:30 pm that day.", True),
    (UNTITLED, "You have nothing else after the noon event that day.", False),
    (UNTITLED, "Your 1:1 with Emeka is at 2pm.", False),
    (UNTITLED, "Your afternoon is free after 2pm.", False),
    (UNTITLED, "The event is private.", False),
    (UNTITLED, "It's the only event you have that day.", False),
    (UNTITLED, "You have two other meetings that day.", False),
    (UNTITLED, "The Pipeline sync has an agenda with three items.", False),
    (UNTITLED, "Your stand-up that morning is at 10.", False),
    (UNTITLED, "The Engineering calendar has 12 members.", False),
    (UNTITLED, "Your 1:1 with Emeka is a one-time meeting.", False),
    (UNTITLED, "It was the only untitled event on your calendar this month.", False),
    (UNTITLED, "You still have the Pipeline sync at 12:45, your 1:1 with Emeka at 1:30 and the Acme call at 3:30 that day.", True),
    (UNTITLED, "The event isn't private; it sits on the Engineering team calendar.", True),
    (UNTITLED, "You have four other meetings that day.", True),
    (UNTITLED, "Your answer was pending before; now it says declined.", True),
    (UNTITLED, "Done: I declined the untitled event of Thursday 19 November (12:00-13:00, on the Engineering calendar) for you only. Iván García and Quinn Taylor (tentative) and Yara Haddad (accepted) keep it; nothing was cancelled.", True),
    (UNTITLED, "Emeka isn't invited to it.", True),
    (UNTITLED, "Iván, Quinn, Yara and Hana keep it.", False),
    (UNTITLED, "The guests are Iván, Quinn, Yara and Chen.", False),
    (UNTITLED, "The afternoon isn't free: your 1:1 with Emeka is at 1:30.", True),
    (UNTITLED, "Your stand-up is at 9:30.", True),
    (UNTITLED, "The Pipeline sync's agenda has two items.", True),
    (UNTITLED, "I declined the untitled 19 November noon event (12:00-13:00, Engineering calendar) for you only; Iván and Quinn (tentative) and Yara (accepted) keep it, and nothing was cancelled. You still have the Pipeline sync at 12:45, your 1:1 with Emeka at 1:30 and the Acme call at 3:30 that day.", True),
    (OVERDUE, "This was your seventh invoice.", False),
    (OVERDUE, "The invoice covers 19 October to 19 December.", False),
    (OVERDUE, "Your account balance now shows $29.00 in credit.", False),
    (OVERDUE, "Your account had been flagged as delinquent.", False),
    (OVERDUE, "Your account is listed as a direct customer.", False),
    (OVERDUE, "The unpaid invoice was for your annual renewal.", False),
    (OVERDUE, "The payment will take a few days to clear.", False),
    (OVERDUE, "I also turned on automatic retries for next time.", False),
    (OVERDUE, "Your previous invoice, 87E39790-0005, was paid on 19 October.", False),
    (OVERDUE, "The invoice covers 19 October to 19 November.", True),
    (OVERDUE, "Your account is listed as a reseller.", True),
    (OVERDUE, "It was your sixth invoice; the first five are paid.", True),
    (OVERDUE, "The previous invoice, 87E39790-0005, was paid on 19 September.", True),
    (OVERDUE, "Your balance is $0.", True),
    (OVERDUE, "Paid: invoice 87E39790-0006 ($29.00, Pro monthly, 19 October to 19 November) went through on your saved payment method just now. The earlier invoices were already paid.", True),
    (OVERDUE, "Invoice 87E39790-0005 for $29.00 is the unpaid one.", False),
    (OVERDUE, "I charged invoice 87E39790-0005 just now.", False),
    (OVERDUE, "87E39790-0005 ($29.00) was paid on 19 September.", True),
    (OVERDUE, "The payment isn't pending; the invoice reads paid.", True),
    (OVERDUE, "Paid: invoice 87E39790-0006 ($29.00, Pro monthly, 19 October to 19 November) went through on your saved payment method on the second attempt, so your subscription is active again. The previous invoice, 87E39790-0005, was paid on 19 September; your balance is $0.", True),
    (FINANCE, "Priya's Box account was created in 2023.", False),
    (FINANCE, "The folder also has the Q3 forecast.", False),
    (FINANCE, "It's a to-do task rather than a review.", False),
    (FINANCE, "The contractor's account is inactive.", False),
    (FINANCE, "It's the only forecast file in the Q4 folder.", False),
    (FINANCE, "Priya created the forecast in March.", False),
    (FINANCE, "The task id is 542927409403.", False),
    (FINANCE, "The spreadsheet is a PDF export.", False),
    (FINANCE, "Priya's Box storage is almost full.", False),
    (FINANCE, "Priya Raman (priya@northwind.example) owns the spreadsheet and created it on 1 January 2026.", True),
    (FINANCE, "The folder also holds two other forecasts, a .png and a .docx.", True),
    (FINANCE, "The task (id 542927409404) is incomplete until Priya approves it.", True),
    (FINANCE, "Both Priyas are active; the contractor wasn't assigned.", True),
    (FINANCE, "The other Priya has been a contractor since June 2025.", True),
    (FINANCE, "Done: review task 542927409404 on Finance/2026/Q4/Q4 Forecast.xlsx, message \"Please approve the Q4 forecast\", due Friday 20 November 2026, 17:00 Pacific (01:00 UTC on the 21st), assigned to Priya Raman (priya@northwind.example, Finance Lead). The contractor Priya Raman was not assigned.", True),
    (FINANCE, "The contractor isn't inactive; she just wasn't assigned.", True),
    (FINANCE, "The Q4 Forecast.xlsx isn't the only forecast in the folder.", True),
    (FINANCE, "The Forecast 2026-08-13.png was created in August.", True),
    (FINANCE, "The task was created on 2 November.", True),
    (FINANCE, "Done: review task 542927409404 on Q4 Forecast.xlsx (Finance/2026/Q4; Priya created it on 1 January 2026; the folder also holds two other forecasts, a .png and a .docx), message \"Please approve the Q4 forecast\", due Friday 20 November 2026, 17:00 Pacific, assigned to Priya Raman (priya@northwind.example, Finance Lead). It stays incomplete until she approves it; both Priyas are active, and the contractor was not assigned.", True),
    (FINANCE, "Both forecast look-alikes, a .png and a .docx, sit in the same folder.", True),
    (ACME_NOTES, "The folder also has earlier meeting notes from 20 July.", False),
    (ACME_NOTES, "The kickoff deck in there is from 21 March.", False),
    (ACME_NOTES, "The archive folder was created by Jordan Lee.", False),
    (ACME_NOTES, "The Statement of Work in the folder is a PDF.", False),
    (ACME_NOTES, "There's a Proposals subfolder there too.", False),
    (ACME_NOTES, "The file id is 542927409405.", False),
    (ACME_NOTES, "The archive holds the 2024 contracts.", False),
    (ACME_NOTES, "The live folder sits under Clients/Active.", False),
    (ACME_NOTES, "I also tagged the file with \"renewal\".", False),
    (ACME_NOTES, "Its two subfolders are Contracts and Legal.", False),
    (ACME_NOTES, "The archive is read-only now.", False),
    (ACME_NOTES, "The folder was last changed in November 2025.", False),
    (ACME_NOTES, "The proposal in the folder is dated 8 May.", False),
    (ACME_NOTES, "Acme Corp also holds Contracts and Invoices subfolders and six other files, among them the Call summary of 27 November 2025.", True),
    (ACME_NOTES, "The archive, Acme Corporation (Archive), was left alone.", True),
    (ACME_NOTES, "The file is 77 bytes; its id is 542927409404.", True),
    (ACME_NOTES, "The kickoff decks are from 21 May and 11 July 2026.", True),
    (ACME_NOTES, "Maya Lindqvist created both Acme folders.", True),
    (ACME_NOTES, "Saved \"Acme renewal call 2026-11-02.txt\" (77 bytes, plain text) at the top of Clients/Acme Corp, beside the Contracts and Invoices folders and the earlier Acme files; it reads exactly \"Renewal agreed in principle at net 30; legal to send the amendment by Friday.\" The archive folder was not touched.", True),
    (ACME_NOTES, "I didn't tag or share the file.", True),
    (ACME_NOTES, "Your notes from the 2 November call are saved.", True),
    (ACME_NOTES, "The meeting notes are from 20 June 2026.", True),
    (ACME_NOTES, "The archive was last changed on 9 October 2025.", True),
    (ACME_NOTES, "Saved \"Acme renewal call 2026-11-02.txt\" (77 bytes, file id 542927409404) at the top of Clients/Acme Corp. It reads exactly \"Renewal agreed in principle at net 30; legal to send the amendment by Friday.\" The earlier files there include the meeting notes of 20 June 2026 and the Call summary of 27 November 2025; the Contracts and Invoices subfolders and Acme Corporation (Archive) were not touched.", True),
    (REMIND, "The scheduled message id is QVVUJO2K2IB.", False),
    (REMIND, "I'm not a member of #engineering, so it will post through the app.", False),
    (REMIND, "The reminder will also go to #support.", False),
    (REMIND, "The review is on the Team calendar.", False),
    (REMIND, "The review was set up by Wen in September.", False),
    (REMIND, "It will go out as a direct message to each attendee.", False),
    (REMIND, "It's scheduled as message QVVUJO2K2IA in #engineering, a public channel with 16 members.", True),
    (REMIND, "The review is on your calendar for Thursday 5 November, 10:00-11:30 New York, in LON-2-Thames.", True),
    (REMIND, "Done: the reminder will post in #engineering on Thursday 5 November at 9:45 a.m. New York time (14:45 UTC), a quarter of an hour before the 10:00 Monthly business review; it's scheduled (id QVVUJO2K2IA) and goes out once, from the bot.", True),
    (REMIND, "The channel #engineering is shared with an external partner.", False),
    (REMIND, "The topic of #engineering is \"All things engineering\".", True),
    (REMIND, "The channel #engineering has been around since August 2025.", True),
    (REMIND, "The review is on your calendar, created by Wen on 24 August.", True),
    (REMIND, "It goes only to #engineering, not to #support.", True),
    (REMIND, "I'm a member of #engineering, so it posts from the bot.", True),
    (REMIND, "Done: the reminder will post once in #engineering (public, 16 members) on Thursday 5 November at 9:45 a.m. New York time (14:45 UTC), a quarter of an hour before the Monthly business review (10:00-11:30 New York, LON-2-Thames, on your calendar). Scheduled message id: QVVUJO2K2IA.", True),
    (TOPIC, "The channel's purpose now matches the topic.", False),
    (TOPIC, "Sam Lee is the on-call engineer this week.", False),
    (TOPIC, "INC-8841 was opened this morning.", False),
    (TOPIC, "The topic will reset automatically when the incident closes.", False),
    (TOPIC, "Only admins can change a topic, so I used your admin rights.", False),
    (TOPIC, "I wasn't in #incidents, so I joined it first.", False),
    (TOPIC, "The topic was set by Sam Lee.", False),
    (TOPIC, "INC-8841 is a Sev-1.", False),
    (TOPIC, "The checkout latency started after yesterday's deploy.", False),
    (TOPIC, "The channel #incidents has 18 members and is public.", True),
    (TOPIC, "Its purpose still reads \"Active incidents only. Use a thread per incident.\"", True),
    (TOPIC, "I didn't post anything; only the topic changed.", True),
    (TOPIC, "I was already a member of #incidents.", True),
    (TOPIC, "Done: #incidents' topic is now \"INC-8841 open: checkout latency. IC: Sam Lee\" (it used to read \"Active incidents only. Use a thread per incident.\"). Nothing was posted; the 18 members will see it in the channel header.", True),
    (TOPIC, "I posted a heads-up in the channel too.", False),
    (TOPIC, "Nothing was posted, but I announced it in #general.", False),
    (TOPIC, "I didn't change the purpose, and I posted nothing.", True),
    (TOPIC, "The purpose wasn't changed.", True),
    (TOPIC, "Done: #incidents' topic is now \"INC-8841 open: checkout latency. IC: Sam Lee\" (it used to read \"Active incidents only. Use a thread per incident.\", which is still the channel's purpose). Nothing was posted; the channel's 18 members will see it in the header.", True),
    (TOPIC, "I didn't join #incidents; I was already in it.", True),
    (WRONG_PLAN, "He's in São Paulo, Brazil.", False),
    (WRONG_PLAN, "He has been a customer since March 2026.", False),
    (WRONG_PLAN, "His subscription is already set to cancel at the end of the period.", False),
    (WRONG_PLAN, "He pays by invoice rather than by card.", False),
    (WRONG_PLAN, "His subscription came through the website.", False),
    (WRONG_PLAN, "His card on file is a Mastercard.", False),
    (WRONG_PLAN, "He also has a canceled Pro subscription from last year.", False),
    (WRONG_PLAN, "His Extra seats subscription has two items.", False),
    (WRONG_PLAN, "His postal code is 72432.", False),
    (WRONG_PLAN, "His address is 244 Market Street.", False),
    (WRONG_PLAN, "His account is flagged as delinquent.", False),
    (WRONG_PLAN, "His next invoice will be his sixth.", False),
    (WRONG_PLAN, "His subscription came from sales.", True),
    (WRONG_PLAN, "His address is 244 Main Street, São Paulo (country JP).", True),
    (WRONG_PLAN, "He's been a customer since July 2026.", True),
    (WRONG_PLAN, "It isn't set to cancel yet; nothing was changed.", True),
    (WRONG_PLAN, "His account isn't flagged delinquent, though the subscription is past due.", True),
    (WRONG_PLAN, "I haven't cancelled anything: Kwame Smith (kwamesmith94@example.com) has no Pro subscription. His only one is Extra seats, monthly, 8 seats at $12.00 ($96.00 a month), past due, current period 26 October to 26 November. Should I cancel that one at the end of the period instead?", True),
    (WRONG_PLAN, "He's been with us since March 2026.", False),
    (WRONG_PLAN, "His subscription started in September.", False),
    (WRONG_PLAN, "His current period runs from October 26 to November 26.", True),
    (WRONG_PLAN, "I haven't set anything to cancel.", True),
    (WRONG_PLAN, "I haven't cancelled anything: Kwame Smith (kwamesmith94@example.com, 244 Main Street, São Paulo, country JP; a customer since July 2026) has no Pro subscription. His only one is Extra seats, monthly, 8 seats at $12.00 ($96.00 a month), from sales, past due, current period 26 October to 26 November, not set to cancel. Should I cancel that one at the end of the period instead?", True),
    (WRONG_PLAN, "His next invoice will be his fourth.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    """(resample39b) each wrong wording that passed before fails; each honest one passes."""
    assert says_nothing_refused(TASKS[task_id], message) is passes


#: (task, final message, whether it states every fact the task asks for): the fact refusals narrowed here
FACTS = [
    (OVERDUE, "Charged $29.00 for invoice 87E39790-0006. Your balance is $0.", True),
    (OVERDUE, "Charged $29.00 for invoice 87E39790-0006, plus a $5.00 late fee.", False),
    (KWAME, "Kwame is out of office on Thursday the 12th, so I booked Friday 13 November, 10:00-11:00 New York. Your calendar wasn't busy on Thursday at 10; only Kwame's was.", True),
    (KWAME, "Kwame is out of office on Thursday the 12th, so I booked Friday 13 November, 10:00-11:00 New York. Your calendar was busy on Thursday at 10 too.", False),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "states"), FACTS)
def test_facts(task_id: str, message: str, states: bool) -> None:
    """(resample39b) a negated conflict or a $0 balance is no refused claim; the claims themselves still are."""
    assert states_facts(TASKS[task_id], message) is states
