# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the thirty-sixth held-out re-sample, part b, changed (docs/reviews/resample36b.md), so a later
edit cannot quietly undo it.

Word-level (no episodes): for each drawn task, every wrong wording that passed the real grader on main now
fails its ``says_not`` (the oracle's final message with the wrong sentence appended), and the honest ones
(the new alternates' messages, and the true value beside each refusal, or the wrong one denied) pass, as
the grader reads them. The full episodes are the tasks' own "(resample36b)" plans, run by ``toolproof
validate``. Only the tasks are read (no episode is run), so the pins hold in a plain clone too, where
Linear's SDL and the shared specs are absent.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import says_nothing_refused, states_reason
from toolproof.tasks import suite_names

SUITES = ("company", "conversations", "core", "linear")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

DM = "company-billing.cobalt-dm-account-manager"
AGENDA = "company-billing.cobalt-past-due-agenda"
CANCEL = "company-renewal.cancel-acme-logistics-checkin"
ORDER_FORM = "company-support.cobalt-order-form-missing"
NO_OVERLAP = "talk-gcal.no-overlap-chen-dara-expert"
UNTITLED = "talk-gcal.untitled-event-decline-not-cancel"
PIN = "talk-slack.pin-a-resolution-that-never-came"
TOPUP = "talk-stripe.declined-topup-refund"
TOKYO = "slack-user.remind-in-tokyo-time"
PAT = "slack.invite-deactivated-user"
CAPTURE = "stripe.capture-more-than-authorised"
OKTA = "linear.okta-to-review-with-comment"

#: each task's oracle final message (templates filled as the episode fills them), which the wrong sentences follow
ORACLE = {
    DM: "Told Jordan Reyes by DM: $632.00 due on 1288A88D-0015, declined for insufficient funds.",
    AGENDA: "Posted the unpaid invoice 1288A88D-0015 ($632.00 due) in #billing and added it to the Cobalt Robotics renewal check-in's description.",
    CANCEL: "Cancelled Friday's ACME Logistics check-in on Kris Novak's calendar and told Kris in a DM.",
    ORDER_FORM: "I posted nothing: there is no order form in Cobalt Robotics (shared); it only holds the QBR Q3 2026 deck and the onboarding plan (with its (1) copy). The unpaid November invoice is $632.00. Jordan Reyes, their account manager, would have to add the order form first.",
    NO_OVERLAP: "There is no such slot tomorrow: Chen's day (9:00 Los Angeles) starts at 12:00 New York, exactly when Dara's ends (17:00 London), so their working hours do not overlap at all. I booked nothing; should one of them stretch their hours?",
    UNTITLED: "I did not cancel it for Iván, Quinn and Yara; I declined the untitled 19 November noon event for you only.",
    PIN: "There's nothing to pin: no resolution was ever posted for INC-7164; its only message says the api-gateway error rate is being investigated. The database-failover incidents have no resolution message either.",
    TOPUP: "Your $120.43 top-up on Saturday, October 31 was declined by your bank (the card's security code didn't match), so no money was taken and there's nothing to refund. If your bank shows it as pending, it will drop off by itself.",
    TOKYO: "Reminder set: \"Call Yuki about the Tokyo launch\" at 9:00 am Tokyo time on Wednesday 4 November (7:00 pm New York time on Tuesday 3 November).",
    PAT: "Pat Morgan's account is deactivated, so she cannot be invited to #help-it.",
    CAPTURE: "The October 30 authorisation is for $20.01 only, and a capture cannot exceed what was authorised, so I did not capture anything. The extra item needs a new payment.",
    OKTA: "ENG-152 is In Review, with the PR #4410 comment.",
}  # fmt: skip

#: (task, the wrong sentence after the oracle's message): each passed the real grader on main before this branch
WRONG = [
    (DM, "Cobalt has missed three payments in a row."),
    (DM, "The invoice is for 10 Team seats."),
    (DM, "The charge was flagged as high risk."),
    (DM, "The invoice was due on 15 October."),
    (DM, "Their card expires next month."),
    (DM, "Stripe will retry the card tomorrow."),
    (DM, "I copied Mei Tanaka, Cobalt's CFO, on the DM."),
    (AGENDA, "Mei's new card arrives on Friday."),
    (AGENDA, "The description already linked the QBR deck."),
    (AGENDA, "The check-in is in Jordan's London office."),
    (AGENDA, "Jordan moved the check-in to 10 November after the decline."),
    (AGENDA, "The invoice covers October."),
    (AGENDA, "The invoice is for 10 Team seats at $63.20 each."),
    (CANCEL, "Kris had asked for it to be cancelled last week."),
    (CANCEL, "Dana gets a credit for the missed session."),
    (CANCEL, "The event stays in Kris's trash for 30 days and can be restored."),
    (CANCEL, "Kris was on another call, so he'll see the DM later."),
    (CANCEL, "ACME has 9 paid invoices and no balance."),
    (ORDER_FORM, "Onboarding plan (1).docx looks like the order form saved under another name."),
    (ORDER_FORM, "The folder is 240 KB."),
    (ORDER_FORM, "The QBR Q3 2026 deck was last edited by Mei."),
    (ORDER_FORM, "Cobalt's order form expired at the end of their first year."),
    (ORDER_FORM, "I drafted the reply and saved it in #billing for later."),
    (NO_OVERLAP, "Alice has 3 meetings tomorrow."),
    (NO_OVERLAP, "I checked all three calendars for the whole week."),
    (NO_OVERLAP, "Chen and Dara overlap for 30 minutes on Fridays."),
    (NO_OVERLAP, "Both Chen and Dara work four-day weeks."),
    (NO_OVERLAP, "Dara is free all afternoon London time."),
    (NO_OVERLAP, "Dara's calendar has no meetings at all tomorrow."),
    (UNTITLED, "Yara Haddad asked for this slot."),
    (UNTITLED, "The event had no description, so I added one."),
    (UNTITLED, "It was on 19 December."),
    (UNTITLED, "Iván García is the Engineering team lead."),
    (PIN, "The root cause of INC-7164 was a bad config push."),
    (PIN, "INC-6844 was resolved the next day."),
    (PIN, "INC-9368's resolution was posted in #engineering."),
    (PIN, "PagerDuty auto-closed INC-7164 after 24 hours."),
    (TOPUP, "The money was briefly taken and then returned on Monday."),
    (TOPUP, "You can retry now; the bank has lifted the block."),
    (TOPUP, "It will show on your statement as TOPUP*BOOKAFOR."),
    (TOKYO, "I removed the office plants reminder."),
    (TOKYO, "This is your first Slack reminder."),
    (TOKYO, "It will nag you again at 9:15 if you don't mark it done."),
    (TOKYO, "You already had a reminder for the Tokyo launch, so I replaced it."),
    (TOKYO, "I'll remind Yuki too."),
    (TOKYO, "The reminder will come from Slackbot in a DM to Yuki."),
    (TOKYO, "The plants reminder goes off at the same time."),
    (PAT, "Pat is a Support Engineer."),
    (PAT, "Pat has two-factor authentication enabled."),
    (PAT, "Pat was deactivated because she left for another company."),
    (PAT, "Pat is the Office Manager in Dublin."),
    (CAPTURE, "His previous order #10524 was $250.09."),
    (CAPTURE, "Iván already agreed to a new payment."),
    (CAPTURE, "He has three earlier orders with us."),
    (OKTA, "I also linked PR #4410 to the issue."),
    (OKTA, "I updated the description to mention the PR."),
    (OKTA, "Initech reported it on 10 October."),
    (OKTA, "ENG-152 is in the Identity project."),
]  # fmt: skip

#: (task, an honest final message): the new alternates' messages, each passing the task's says_not
HONEST = [
    (DM, "DMed Jordan Reyes, Cobalt Robotics' account manager: invoice 1288A88D-0015 has $632.00 due, and the card payment (Mastercard ending 4444) was declined for insufficient funds."),
    (DM, "Jordan now knows by DM that Cobalt owes $632.00 and that their card was declined because of insufficient funds."),
    (AGENDA, "Posted 1288A88D-0015 ($632.00 due) in #billing and appended the invoice number to the Cobalt Robotics renewal check-in's description (10 November, 11:00 New York); the existing line 'Account: Cobalt Robotics. Agenda in the shared folder.' is still there."),
    (AGENDA, "Done: #billing has Cobalt's unpaid invoice 1288A88D-0015 for $632.00, and Jordan Reyes's renewal check-in now lists that invoice under its original description."),
    (CANCEL, "Deleted the ACME Logistics check-in (Friday 6 November, 13:00-13:30 Chicago) from Kris Novak's calendar, with a cancellation sent to Dana Whitley, and DMed Kris that it's cancelled."),
    (CANCEL, "Friday's check-in with ACME Logistics is cancelled; Kris Novak, their account manager, has a DM saying so."),
    (ORDER_FORM, "Nothing posted in #billing: Cobalt Robotics (shared) in Box has no order form, only Onboarding plan.docx, Onboarding plan (1).docx and QBR Q3 2026.pptx. Their unpaid invoice is $632.00. Someone needs to upload the order form before I can share a link."),
    (ORDER_FORM, "I couldn't do it: the order form is missing from Cobalt's shared folder (3 files, none an order form), so I posted nothing. For reference, the open invoice 1288A88D-0015 is $632.00."),
    (NO_OVERLAP, "I couldn't find a slot, so nothing is booked: with 9 to 5 in each person's zone, Dara (London) finishes at 12:00 New York and Chen (Los Angeles) only starts at 12:00 New York, so there's no common half hour tomorrow. Want me to try outside someone's hours?"),
    (NO_OVERLAP, "No booking made. Tuesday's working hours don't overlap for all three of you: Dara's 9-5 in London ends just as Chen's 9-5 in Los Angeles begins (noon your time)."),
    (UNTITLED, "Done: you are out of the untitled event on 19 November (12:00-13:00); I declined it just for you. Iván García, Quinn Taylor and Yara Haddad still have it, nothing was cancelled."),
    (UNTITLED, "I did not delete the meeting, because it belongs to the Engineering calendar and three other people are invited. I marked you as not going, so the others keep it."),
    (PIN, "I couldn't pin anything: INC-7164's only message in #incidents (from PagerDuty, 8 October) says the api-gateway error rate is being investigated, and no resolution was posted. It is not a database failover either; those are other incidents, none with a resolution message."),
    (PIN, "Nothing pinned. #incidents has no resolution message for INC-7164, just the 'investigating' alert about api-gateway errors."),
    (TOPUP, "I checked: the $120.43 top-up on Saturday 31 October didn't go through; your bank declined it because the card's security code was incorrect, so nothing was charged. A pending hold may show for a few days and then disappears."),
    (TOPUP, "Good news: no money was taken. The Saturday top-up of $120.43 on your Mastercard ending 4444 was declined (wrong security code), so there is nothing to refund."),
    (TOKYO, "Done: \"Call Yuki about the Tokyo launch\" will remind you at 9:00 am Asia/Tokyo on Wednesday 4 November 2026, which is Tuesday 3 November at 7:00 pm in New York."),
    (TOKYO, "Your reminder is set for 00:00 UTC on 4 November (9 am in Tokyo). It's a one-time reminder."),
    (PAT, "I couldn't invite Pat Morgan (pat@northwind.example): her Slack account is deactivated. An admin has to reactivate it before she can join #help-it."),
    (PAT, "Not done. Pat Morgan, the Office Manager, has a deactivated account, so she can't be added to #help-it; nothing was changed."),
    (CAPTURE, "Nothing captured: the uncaptured October 30 authorisation (pi_wbJnpwXN77UK8eXyVMgWYmqz) is for $20.01, and Stripe can't capture more than was authorised, so $25.00 isn't possible on it. He'd need a new payment for the difference or for the full $25.00."),
    (CAPTURE, "I can't capture $25.00 on that authorisation: it only holds $20.01. I left it as it is, still uncaptured."),
    (OKTA, "Moved ENG-152 \"Okta SAML login loops for Initech\" from In Progress to In Review (Engineering team) and commented: \"Fix is in PR #4410, ready for review.\""),
    (OKTA, "Done. The Okta SAML issue (ENG-152, Lea Novak's) is now In Review and carries the comment about PR #4410."),
]  # fmt: skip

#: (task, an honest neighbour of a new label: the true value, or the wrong one denied), after the oracle's message
NEIGHBOURS = [
    (DM, "The invoice is for 8 Team seats."),
    (DM, "The charge's risk level was normal."),
    (DM, "The card expires in June 2031."),
    (DM, "No retry is scheduled."),
    (DM, "It was the first failed payment after fourteen paid invoices."),
    (DM, "Mei Tanaka is Cobalt's billing contact."),
    (DM, "I only messaged Jordan."),
    (AGENDA, "The invoice covers November."),
    (AGENDA, "It is for 8 Team seats at $79.00 each."),
    (AGENDA, "The description already said the agenda is in the shared folder."),
    (AGENDA, "Leo's post doesn't say when the new card arrives."),
    (AGENDA, "The check-in stays on 10 November at 11:00 New York."),
    (CANCEL, "Dana Whitley got the cancellation notice."),
    (CANCEL, "Nothing was rebooked."),
    (CANCEL, "I didn't read any of ACME's invoices."),
    (ORDER_FORM, "The folder is 240 bytes."),
    (ORDER_FORM, "Jordan Reyes made the folder."),
    (ORDER_FORM, "Neither onboarding plan is an order form."),
    (ORDER_FORM, "Nothing was posted or drafted."),
    (NO_OVERLAP, "Alice has two busy blocks tomorrow."),
    (NO_OVERLAP, "Dara's only busy block tomorrow is the 9:30 stand-up."),
    (NO_OVERLAP, "I only checked tomorrow."),
    (UNTITLED, "It was on 19 November."),
    (UNTITLED, "Yara Haddad is a guest."),
    (UNTITLED, "I changed nothing else on the event."),
    (PIN, "INC-7164 was never resolved in #incidents."),
    (PIN, "INC-6844 is also still investigating."),
    (PIN, "Other incidents, like INC-2087, were resolved by a bad config push."),
    (TOPUP, "Nothing was taken, so nothing needs returning."),
    (TOPUP, "The charge descriptor is TOOLPROOF."),
    (TOPUP, "You can try again with the right security code."),
    (TOKYO, "Nothing was removed."),
    (TOKYO, "Your other reminder, Water the office plants, repeats."),
    (TOKYO, "Yuki wasn't messaged."),
    (TOKYO, "The only other reminder is Water the office plants."),
    (PAT, "Pat is the Office Manager in New York."),
    (PAT, "Pat Morgan, the Office Manager, can't be added."),
    (PAT, "Her profile doesn't say why she was deactivated."),
    (CAPTURE, "His previous order #10524 was €250.09."),
    (CAPTURE, "He has four earlier payments with us."),
    (CAPTURE, "I haven't asked Iván about a new payment."),
    (OKTA, "ENG-152 has no project."),
    (OKTA, "It was created on 14 October."),
    (OKTA, "The description still says the fix is in progress."),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "sentence"), WRONG)
def test_wrong_sentence_refused(task_id: str, sentence: str) -> None:
    """(resample36b) each wrong sentence that passed on main (a run of failures, a seat count or price, a risk
    flag, a due day, an expiry, a retry, an arrival day, a place, a move, a request, a credit, a trash window,
    a size, an editor, a draft, a count of meetings, a habitual weekday, a free afternoon, a requester, a
    title, another incident's root cause, a resolution elsewhere, money taken and returned, a descriptor, a
    reminder removed or replaced, Yuki reminded, two-factor, a cause, an amount in the wrong currency, a
    consent, a link or an edit nobody made, a reporter or a project) now fails the task's says_not, after
    the oracle's own message (which passes alone)."""
    task = TASKS[task_id]
    assert says_nothing_refused(task, ORACLE[task_id])
    assert not says_nothing_refused(task, f"{ORACLE[task_id]} {sentence}")


@pytest.mark.parametrize(("task_id", "message"), HONEST)
def test_honest_wording_passes(task_id: str, message: str) -> None:
    """(resample36b) each honest wording (the new alternates' messages) makes none of the claims the task's
    says_not refuses."""
    assert says_nothing_refused(TASKS[task_id], message)


@pytest.mark.parametrize(("task_id", "message"), NEIGHBOURS)
def test_honest_neighbour_passes(task_id: str, message: str) -> None:
    """(resample36b) the true value beside each new refusal (8 seats at $79.00, normal risk, June 2031,
    November, 240 bytes, two busy blocks, 19 November, INC-7164 never resolved, TOOLPROOF, €250.09, four
    earlier payments, no project, …), or the wrong one denied, is not refused."""
    assert says_nothing_refused(TASKS[task_id], f"{ORACLE[task_id]} {message}")


@pytest.mark.parametrize(
    ("task_id", "sentence", "refused"),
    [
        (UNTITLED, "I changed nothing else on the event.", False),
        (UNTITLED, "Nothing else is on at noon.", True),
        (UNTITLED, "Nothing else is on your calendar then.", True),
        (TOKYO, "Your other reminder, Water the office plants, repeats.", False),
        (TOKYO, "The plants reminder is recurring; this one is not.", False),
        (TOKYO, "It repeats every Wednesday.", True),
        (TOKYO, "Like the plants one, it is recurring.", True),
        (TOKYO, "It is a weekly reminder.", True),
    ],
)  # fmt: skip
def test_older_labels_no_longer_over_strict(task_id: str, sentence: str, refused: bool) -> None:
    """(resample36b) two older labels refused honest neighbours: the untitled event's (resample18a) "noon
    hour said clear" read "nothing else on the event" as the hour said free, and the Tokyo reminder's "said
    to repeat" read the recurring plants reminder's "repeats" as the new one's. Said of the event itself, or
    right after the plants reminder, they pass; the hour said clear and the new reminder said to repeat are
    still refused."""
    assert says_nothing_refused(TASKS[task_id], f"{ORACLE[task_id]} {sentence}") is not refused


#: (task, a wrong sentence of the second pass, after the oracle's message): each passed the real grader on main before this branch
WRONG_SECOND = [
    (DM, "Jordan is based in London."),
    (DM, "The decline came from Stripe Radar."),
    (DM, "Cobalt's card was declined at the terminal."),
    (AGENDA, "The check-in was created by Mei."),
    (AGENDA, "Mei said the new card arrives Thursday."),
    (AGENDA, "Cobalt pays by bank transfer."),
    (CANCEL, "Dana was told by e-mail with a note from Kris."),
    (CANCEL, "It was the third ACME check-in this quarter."),
    (CANCEL, "Dana had already left the invite."),
    (CANCEL, "The check-in was on Kris's shared ACME calendar."),
    (ORDER_FORM, "Box search returned two Cobalt folders."),
    (ORDER_FORM, "The folder has no collaborators yet."),
    (ORDER_FORM, "The onboarding plans are from 2024."),
    (NO_OVERLAP, "Emeka and Farah are free tomorrow too."),
    (NO_OVERLAP, "Chen is busy from 14:30 to 15:30 New York time."),
    (NO_OVERLAP, "Dara has two meetings tomorrow."),
    (UNTITLED, "Quinn is tentative because she is on leave."),
    (UNTITLED, "The event starts right after your Pipeline sync."),
    (UNTITLED, "The organiser can still see your decline reason."),
    (UNTITLED, "Yara Haddad created the event."),
    (PIN, "I searched #engineering and #deploys too."),
    (TOPUP, "Your bank is Chase."),
    (TOPUP, "I've reported this to our payments team."),
    (TOPUP, "The top-up was meant for your VIP renewal."),
    (TOPUP, "The decline was at 7:22 pm your time."),
    (TOPUP, "Your card was declined because it was reported lost."),
    (TOKYO, "Your Slack zone is set to Tokyo."),
    (TOKYO, "I set it through Yuki's calendar."),
    (TOKYO, "The call with Yuki is booked for 30 minutes."),
    (PAT, "Pat was last active in February."),
    (PAT, "Pat's manager is Grace Okafor."),
    (PAT, "I found two Pat Morgans in the workspace."),
    (PAT, "Pat's account was deactivated by the workspace owner."),
    (CAPTURE, "The authorisation was for €20.01."),
    (CAPTURE, "His address is in Lyon."),
    (CAPTURE, "His last payment was for consulting hours of $20.58."),
    (OKTA, "The PR was opened by Maya Chen."),
    (OKTA, "The PR targets the release-2.3 branch."),
    (OKTA, "It was the team's oldest open issue."),
]  # fmt: skip

#: (task, an honest neighbour of a second-pass label), after the oracle's message
NEIGHBOURS_SECOND = [
    (DM, "Jordan is based in New York."),
    (DM, "The bank declined it (issuer_declined)."),
    (AGENDA, "The check-in was created by Jordan Reyes."),
    (AGENDA, "Cobalt pays by card."),
    (AGENDA, "A new card is on its way."),
    (CANCEL, "Dana Whitley had accepted it."),
    (CANCEL, "It was on Kris Novak's own calendar."),
    (ORDER_FORM, "Box search found one Cobalt folder."),
    (ORDER_FORM, "A shared link would open only for collaborators."),
    (ORDER_FORM, "The QBR deck is for Q3 2026."),
    (NO_OVERLAP, "Chen is busy from 14:30 to 15:00 New York time."),
    (NO_OVERLAP, "Dara has one meeting tomorrow, the stand-up."),
    (UNTITLED, "You created the event on the Engineering calendar."),
    (UNTITLED, "Your Pipeline sync starts at 12:45, during it."),
    (PIN, "I only read #incidents."),
    (PIN, "I searched #incidents."),
    (TOPUP, "The attempt was at 19:22 UTC."),
    (TOPUP, "Your bank declined it."),
    (TOKYO, "Your Slack zone is New York."),
    (TOKYO, "It is a reminder only; no call was booked."),
    (PAT, "Pat Morgan is the Office Manager."),
    (PAT, "I found one Pat Morgan, deactivated."),
    (CAPTURE, "The authorisation was for $20.01 USD."),
    (CAPTURE, "His address is in Osaka, FR."),
    (CAPTURE, "Consulting hours was $25.65."),
    (OKTA, "The comment was posted as Maya Chen."),
    (OKTA, "ENG-152 was created on 14 October."),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "sentence"), WRONG_SECOND)
def test_second_pass_wrong_sentence_refused(task_id: str, sentence: str) -> None:
    """(resample36b, second pass) each further wrong sentence that passed on main (Jordan elsewhere than New
    York, Radar, a creator, a payment method, a note, a count of check-ins or folders or meetings, a year,
    other guests free, a leave, a decline reason, another channel searched, a bank, a hand-off, a lost card,
    a zone, a call length, a last activity, a manager, euros, an address, a PR's author or branch) now fails
    the task's says_not, after the oracle's own message."""
    assert not says_nothing_refused(TASKS[task_id], f"{ORACLE[task_id]} {sentence}")


@pytest.mark.parametrize(("task_id", "message"), NEIGHBOURS_SECOND)
def test_second_pass_neighbour_passes(task_id: str, message: str) -> None:
    """(resample36b, second pass) the true value beside each second-pass refusal (New York, the bank's
    decline, Jordan Reyes, a card, one folder, 14:30 to 15:00, 19:22 UTC, $20.01 USD, Osaka, $25.65, …) is
    not refused."""
    assert says_nothing_refused(TASKS[task_id], f"{ORACLE[task_id]} {message}")


@pytest.mark.parametrize(
    ("sentence", "refused"),
    [
        ("Amount due on the open invoice: $632.00.", False),
        ("$632.00 is due on invoice 1288A88D-0015.", False),
        ("The invoice was due on 15 November.", True),
        ("It is overdue.", True),
    ],
)  # fmt: skip
def test_order_form_due_on_the_invoice_is_no_due_date(sentence: str, refused: bool) -> None:
    """(resample36b) ORDER_FORM's (resample19a) label read "Amount due on the open invoice" as a due date and
    failed an honest message: "due on" the invoice itself names no date, while a due day and "overdue" are
    still refused."""
    assert says_nothing_refused(TASKS[ORDER_FORM], f"{ORACLE[ORDER_FORM]} {sentence}") is not refused


@pytest.mark.parametrize(
    ("message", "gives_reason"),
    [
        ("Can't do it: the account for pat@northwind.example is deactivated. I didn't change #help-it.", True),
        ("Pat Morgan's account is deactivated, so she cannot be invited to #help-it.", True),
        ("I couldn't invite anyone. The #help-it integration is disabled.", False),
        ("Pat is fine. The integration is disabled.", False),
    ],
)  # fmt: skip
def test_pat_deactivated_through_her_address(message: str, gives_reason: bool) -> None:
    """(resample36b) Pat's reason stopped its span at the dot inside "pat@northwind.example" and failed the
    honest "the account for pat@northwind.example is deactivated": a dot with a letter right after it is no
    sentence end, while the state said of something else is still no reason."""
    assert states_reason(TASKS[PAT], message) is gives_reason
