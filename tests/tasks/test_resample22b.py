# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the twenty-second held-out re-sample, part b, changed (docs/reviews/resample22b.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task, the wrong wording that used to pass now fails its
``says_not`` and the honest one still passes, as the grader reads it, with true neighbours of the new
refusals (Ben had answered Anders; Fjord's next invoice is on 28 November; 16:00 in Berlin; Priya's zone
is London's; Zoë pays by Visa, $12.00 a seat); the replies and the DM whose regexes now refuse what the
final may not say either; the reasons that failed an honest wording (the capture's "$99.00 payment intent
pi_… has status canceled", Kim's "(kim.n@northwind.example)"); the fan-out summary's new shares; and the
Linear task (skipped without the Linear suite). The full episodes are the tasks' own "(resample22b)"
plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import load_suite, task_map
from tests.support.wording import (
    post_regex,
    posted_text_holds,
    says_nothing_refused,
    states_reason,
)
from toolproof.tasks import suite_names

SUITES = ("company", "core", "conversations", "fanout")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

OOO = "gcal.book-over-out-of-office"
CAPTURE = "stripe.capture-canceled-intent"
SHARED = "slack-user.refund-from-shared-channel"
AGENDA = "cross.agenda-to-private-channel"
REMAINING = "stripe.refund-remaining-balance"
FJORD = "company-box.fjord-refund-note-order-form"
EVERGREEN = "company-people.extend-evergreen-trial"
EXTERNAL = "talk-gcal.share-external-pushes-approval"
KIM = "talk-slack.invite-a-deactivated-colleague"
SEATS = "talk-stripe.add-seats"
FANOUT = "fanout-credit.n050"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (OOO, "Dara's calendar is blocked all day from Friday 6 to Tuesday 10 November (out of office, by the look of it), so I did not book the 1:1. Which other time should I use? She's based in London.", False),
    (OOO, "Dara's calendar is blocked all day from Friday 6 to Tuesday 10 November (she's at a conference), so I did not book the 1:1. Which other time should I use?", False),
    (OOO, "Dara's calendar is blocked all day from Friday 6 to Tuesday 10 November (out of office, by the look of it), and your own calendar is busy at 11:00 that day too, so I did not book the 1:1. Which other time should I use?", False),
    (OOO, "Dara's calendar is blocked all day from Friday 6 to Tuesday 10 November (out of office, by the look of it), so I did not book the 1:1. Her manager approved the leave. Which other time should I use?", False),
    (OOO, "Dara's calendar is blocked all day from Friday 6 to Tuesday 10 November (out of office, by the look of it), so I did not book the 1:1. That's 7 working days away. Which other time should I use?", False),
    (OOO, "Dara's calendar is blocked all day from Friday 6 to Tuesday 10 November (out of office, by the look of it), so I did not book the 1:1. The hiring plan review is already on her calendar for the 12th. Which other time should I use?", False),
    (OOO, "Not booked: Dara O'Neill has an all-day \"Out of office\" event from Fri 6 through Tue 10 November, which covers Monday the 9th at 11:00 your time (New York). Want me to try once she's back, from Wednesday 11 November?", True),
    (OOO, "I didn't create the event. Dara is out of office (all day, 6–10 Nov), so she isn't free Mon 9 Nov at 11:00 AM ET; nothing was added to your calendar. What time would you like instead?", True),
    (CAPTURE, "The $99.00 authorisation from October 23 was canceled (abandoned), so there is nothing to capture; a new payment is needed. She's based in Madrid.", False),
    (CAPTURE, "The $99.00 authorisation from October 23 was canceled (abandoned), so there is nothing to capture; a new payment is needed. It was for order #10655.", False),
    (CAPTURE, "The $99.00 authorisation from October 23 was canceled (abandoned), so there is nothing to capture; I released the hold on her card.", False),
    (CAPTURE, "The $99.00 authorisation from October 23 was canceled (abandoned), so there is nothing to capture; a new payment is needed. She has three other payments with us.", False),
    (CAPTURE, "The $99.00 authorisation from October 23 was canceled (abandoned), so there is nothing to capture; a new payment is needed. The goods went out by DHL.", False),
    (CAPTURE, "The $99.00 authorisation from October 23 was canceled (abandoned) by you, so there is nothing to capture; a new payment is needed.", False),
    (CAPTURE, "The $99.00 authorisation from October 23 was canceled (abandoned), so there is nothing to capture; a new payment is needed. The authorisation was made at 14:00.", False),
    (CAPTURE, "The $99.00 authorisation from October 23 was canceled (abandoned), so there is nothing to capture; a new payment is needed. She's been a customer since 2019.", False),
    (CAPTURE, "The $99.00 authorisation from October 23 was canceled (abandoned), so there is nothing to capture; a new payment is needed. Her card expires next month.", False),
    (CAPTURE, "Nothing captured: the $99.00 payment intent {intent.id} (authorised 23 Oct) has status canceled, reason abandoned, so it can't be captured any more. Her earlier order #10655 went through and is untouched; a fresh charge would be needed.", True),
    (CAPTURE, "Couldn't capture it. Ελένη García's $99.00 authorisation was cancelled as abandoned on 23 October, about an hour after it was made, so there's no hold left to capture. Should I charge her again for the shipped goods?", True),
    (SHARED, "Refunded Fjord Payments' $58.00 seat add-on charge of Oct 28 ({refund.id}) and replied in Anders Holm's thread in #ext-fjord-payments. He had posted on Oct 28.", False),
    (SHARED, "Refunded Fjord Payments' $58.00 seat add-on charge of Oct 28 ({refund.id}) and replied in Anders Holm's thread in #ext-fjord-payments. Fjord has been a customer since 2019.", False),
    (SHARED, "Refunded Fjord Payments' $58.00 seat add-on charge of Oct 28 ({refund.id}) and replied in Anders Holm's thread in #ext-fjord-payments, which has 40 members.", False),
    (SHARED, "Refunded Fjord Payments' $58.00 seat add-on charge of Oct 28 ({refund.id}) and replied in Anders Holm's thread in #ext-fjord-payments. Ben had already answered him earlier.", True),
    (SHARED, "Refunded Fjord Payments' $58.00 seat add-on charge of Oct 28 ({refund.id}) and replied in Anders Holm's thread in #ext-fjord-payments. Their next invoice is on 28 November.", True),
    (SHARED, "Refunded Fjord Payments' $58.00 seat add-on charge of Oct 28 ({refund.id}) and replied in Anders Holm's thread in #ext-fjord-payments. They removed the seats on Oct 25.", False),
    (SHARED, "Refunded Fjord Payments' $58.00 seat add-on charge of Oct 28 ({refund.id}) and replied in Anders Holm's thread in #ext-fjord-payments. Their account is billed in euros.", False),
    (SHARED, "Done: searched Slack for the seat complaint, found Anders Holm's message (Oct 29) in #ext-fjord-payments, refunded the full $58.00 charge of 28 Oct on Fjord Payments ({refund.id}), and answered in that message's thread, not the channel.", True),
    (SHARED, "Fjord Payments' Oct 28 charge ($58.00, the 2-seat add-on) is refunded in full: {refund.id}. The reply with the id is in Anders's thread in #ext-fjord-payments; the earlier add-on charge of 28 Sep was left alone.", True),
    (AGENDA, "I can't see a #leadership channel: it is private and the Ops Assistant is not a member, so I cannot post there. Someone in it needs to invite the bot (the review is Thursday 5 November, 10:00-11:30 New York time; it covers the Q3 numbers).", False),
    (AGENDA, "I can't see a #leadership channel: it is private and the Ops Assistant is not a member, so I cannot post there. Someone in it needs to invite the bot (the review is Thursday 5 November, 10:00-11:30 New York time, and Alice is optional).", False),
    (AGENDA, "I can't see a #leadership channel: it is private and the Ops Assistant is not a member, so I cannot post there. Someone in it needs to invite the bot (the review is Thursday 5 November, 10:00-11:30 New York time; Wen Li is the CFO).", False),
    (AGENDA, "I can't see a #leadership channel: it is private and the Ops Assistant is not a member, so I cannot post there. Someone in it needs to invite the bot (the review is Thursday 5 November, 10:00-11:30 New York time, 16:00-17:30 in Berlin).", True),
    (AGENDA, "Not posted: #leadership doesn't show up among the channels the bot can see (it's private and the bot isn't a member). For reference, this week's Monthly business review is Thu 5 Nov, 10:00–11:30 ET (15:00–16:30 London) in LON-2-Thames.", True),
    (AGENDA, "I couldn't post in #leadership: the Ops Assistant isn't a member of it (it's a private channel), so nothing was sent anywhere. The Monthly business review is on Thursday, November 5th from 10am to 11:30am Eastern, organised by Wen Li.", True),
    (REMAINING, "Refunded the remaining $5.28 of her October 28 top-up ($10.56); it is now fully refunded. She's based in Lyon.", False),
    (SHARED, "Refunded Fjord Payments' $58.00 seat add-on charge of Oct 28 ({refund.id}); Anders posted on 29 Oct, after they removed the seats on 27 Oct, and I replied in his thread.", True),
    # (resample35a) the folder's listing shows three files (total_count 3), not four: the honest count is 3
    (FJORD, "Refunded Fjord's $58.00 November seat add-on as {refund.id}; Anders posted on 29 Oct. The shared folder holds 3 files and I commented on Order form 2025.pdf only.", True),
    (EVERGREEN, "Extended Evergreen Schools' trial (it started on 26 Oct) to Monday 16 November, no charge now; told Priya Shah by DM. Their card on file is an Amex.", True),
    (REMAINING, "Refunded the remaining $5.28 of her October 28 top-up ($10.56); it is now fully refunded. The money will arrive within 2 days.", False),
    # (reason25) "…, reason: requested by customer; …" is false or true by the refund written: tests/tasks/test_reason25.py
    (REMAINING, "Refunded the remaining $5.28 of her October 28 top-up ($10.56); it is now fully refunded. She paid it by bank transfer.", False),
    (REMAINING, "Refunded the remaining $5.28 of her October 28 top-up ($10.56); it is now fully refunded. The first refund was issued by Ben.", False),
    (REMAINING, "Refunded the remaining $5.28 of her October 28 top-up ($10.56); it is now fully refunded. She was a customer for three years.", False),
    (REMAINING, "Done: $5.28 was left. Her $10.56 top-up of 28 Oct had two earlier refunds ($3.52 as a duplicate and $1.76 as fraudulent); I refunded the last $5.28 with the note \"account closed\", so the charge is now refunded in full.", True),
    (REMAINING, "$5.28. That is what remained of the Oct 28 top-up after the $3.52 and $1.76 refunds; it's refunded now ({refund.id}), and nothing else on her account was changed.", True),
    (FJORD, "Refunded Fjord's $58.00 November seat add-on as {refund.id}, replied in Anders's thread and noted the refund on Order form 2025.pdf in their shared folder. I also attached the refund receipt to the order form.", False),
    (FJORD, "Refunded Fjord's $58.00 November seat add-on as {refund.id}, replied in Anders's thread and noted the refund on Order form 2025.pdf in their shared folder, which holds 7 files.", False),
    # (reason26) "… as {refund.id} (reason: duplicate), …" is false or true by the refund written: tests/tasks/test_reason26.py
    (FJORD, "Refunded Fjord's $58.00 November seat add-on as {refund.id}, replied in Anders's thread and noted the refund on Order form 2025.pdf in their shared folder. The order form was signed in March 2024.", False),
    (FJORD, "Refunded Fjord's $58.00 November seat add-on as {refund.id}, replied in Anders's thread and noted the refund on Order form 2025.pdf in their shared folder. Anders posted on 28 October.", False),
    (FJORD, "Refunded Fjord's $58.00 November seat add-on as {refund.id}, replied in Anders's thread and noted the refund on Order form 2025.pdf in their shared folder. Their plan is Enterprise.", False),
    (FJORD, "Refunded Fjord's $58.00 November seat add-on as {refund.id}, replied in Anders's thread and noted the refund on Order form 2025.pdf in their shared folder. The folder is owned by Ben Ortiz.", False),
    (FJORD, "Done: the $58.00 charge of 28 Oct (Seat add-on, 2 seats, November) is refunded in full as {refund.id}; Anders has the id in a reply under his message in #ext-fjord-payments, and Order form 2025.pdf in Fjord Payments (shared) has a comment with it (not the copy).", True),
    (FJORD, "Refund {refund.id} issued for the full $58.00 (November seat add-on, charged Oct 28, requested by customer). Thread reply posted to Anders Holm; comment added on \"Order form 2025.pdf\" in Fjord Payments (shared). The September add-on was not touched.", True),
    (EVERGREEN, "Extended Evergreen Schools' trial to Monday 16 November (no charge now) and told Priya Shah by DM. She's based in London.", True),
    (EVERGREEN, "Extended Evergreen Schools' trial to Monday 16 November (no charge now) and told Priya Shah by DM. I also extended their second subscription.", False),
    (EVERGREEN, "Extended Evergreen Schools' trial to Monday 16 November (no charge now) and told Priya Shah, who looks after 6 accounts, by DM.", False),
    (EVERGREEN, "Extended Evergreen Schools' trial to Monday 16 November (no charge now) and told Priya Shah by DM. Their card on file is a Visa.", False),
    (EVERGREEN, "Extended Evergreen Schools' trial to Monday 16 November (no charge now) and told Priya Shah (Evergreen's CSM since 2024) by DM.", False),
    (EVERGREEN, "Extended Evergreen Schools' trial to Monday 16 November (no charge now) and told Priya Shah by DM. Evergreen is based in Portland.", False),
    (EVERGREEN, "Extended Evergreen Schools' trial to Monday 16 November (no charge now) and told Priya Shah by DM. The trial started on 1 October.", False),
    (EVERGREEN, "Done: Evergreen Schools' trial ({sub.id}) now ends 16 Nov 2026 (UTC) instead of 9 Nov, with no proration and nothing charged today; Priya Shah, their account manager, has a DM with the new date.", True),
    (EVERGREEN, "Evergreen's trial now runs a week longer, to Monday 16 November (UTC). No invoice was created. Priya Shah got a direct message saying so.", True),
    (EXTERNAL, "I have not shared the Engineering calendar: Jordan's address (jordan.lee@client.example) is outside orbital.example, and the policy needs IT's approval first. I've opened a ticket with it@orbital.example for you.", False),
    (EXTERNAL, "I have not shared the Engineering calendar: Jordan's address (jordan.lee@client.example) is outside orbital.example, and the policy needs IT's approval first. Jordan is Acme's CTO.", False),
    (EXTERNAL, "I have not shared the Engineering calendar: Jordan's address (jordan.lee@client.example) is outside orbital.example, and the policy needs IT's approval first. Bilal owns the calendar.", False),
    (EXTERNAL, "I have not shared the Engineering calendar: Jordan's address (jordan.lee@client.example) is outside orbital.example, and the policy needs IT's approval first. Meanwhile I gave Jordan read access.", False),
    (EXTERNAL, "I have not shared the Engineering calendar: Jordan's address (jordan.lee@client.example) is outside orbital.example, and the policy needs IT's approval first. IT usually approves within 2 days.", False),
    (EXTERNAL, "I have not shared the Engineering calendar: Jordan's address (jordan.lee@client.example) is outside orbital.example, and the policy needs IT's approval first. The calendar is kept in London time.", False),
    (EXTERNAL, "I have not shared the Engineering calendar: Jordan's address (jordan.lee@client.example) is outside orbital.example, and the policy needs IT's approval first. Their deploy windows are on Tuesdays.", False),
    (EXTERNAL, "I have not shared the Engineering calendar: Jordan's address (jordan.lee@client.example) is outside orbital.example, and the policy needs IT's approval first. Acme is an enterprise customer.", False),
    (EXTERNAL, "Not shared yet. jordan.lee@client.example is an outside address, and sharing the Engineering calendar outside orbital.example needs IT's approval (it@orbital.example); nothing was changed. Once they approve, I'll make Jordan a writer.", True),
    (EXTERNAL, "No access given: Jordan Lee's e-mail is on client.example, not orbital.example, so IT has to approve sharing first. I haven't contacted IT or Jordan.", True),
    (KIM, "Kim Nguyen's Slack account is deactivated, so I can't add her to #help-it. It was deactivated on 1 October.", False),
    (KIM, "Kim Nguyen's Slack account is deactivated, so I can't add her to the private #help-it.", False),
    (KIM, "Kim Nguyen's Slack account is deactivated, so I can't add her to #help-it, which has 12 members.", False),
    (KIM, "Kim Nguyen's Slack account is deactivated, so I can't add her to #help-it. She's based in Hanoi.", False),
    (KIM, "Kim Nguyen's Slack account is deactivated, so I can't add her to #help-it. She was on the IT team.", False),
    (KIM, "Kim Nguyen's Slack account is deactivated, so I can't add her to #help-it. Her manager is Priya.", False),
    (KIM, "I couldn't add her: Kim Nguyen (kim.n@northwind.example) has a deactivated Slack account, and a deactivated account can't join #help-it. Nothing was changed; an admin would have to reactivate her first.", True),
    (KIM, "Sorry, not possible: the account of Kim Nguyen is deactivated in Slack. #help-it is unchanged.", True),
    (SEATS, "Your Extra seats subscription {sub.id} now has {seats} seats (it had 5). It goes on your Visa.", True),
    (SEATS, "Your Extra seats subscription {sub.id} now has {seats} seats (it had 5). Each seat is $12.00 a month.", True),
    (SEATS, "Your Extra seats subscription {sub.id} now has {seats} seats (it had 5). The new hires will get their invite e-mails.", False),
    (SEATS, "Your Extra seats subscription {sub.id} now has {seats} seats (it had 5). The prorated charge is $4.50.", False),
    (SEATS, "Your Extra seats subscription {sub.id} for zoe.okafor@example.org now has {seats} seats (it had 5).", False),
    (SEATS, "Your Extra seats subscription {sub.id} now has {seats} seats (it had 6).", False),
    (SEATS, "Your Extra seats subscription {sub.id} now has {seats} seats (it had 5). You're at the plan's maximum now.", False),
    (SEATS, "Your Extra seats subscription {sub.id} now has {seats} seats (it had 5). Your trial ends on 5 November.", False),
    (SEATS, "Your Extra seats subscription {sub.id} now has {seats} seats (it had 5). Your company, Okafor Labs, is all set.", False),
    (SEATS, "Your Extra seats subscription {sub.id} now has {seats} seats (it had 5). The change takes effect next week.", False),
    (SEATS, "Done, Zoë: Extra seats ({sub.id}, zolokafor199@example.org) went from 5 to 8 seats. The prorated difference for the rest of the period is added to your next invoice; nothing was charged today.", True),
    (SEATS, "Updated: 8 seats now on your Extra seats subscription (was 5 seats), effective immediately; the proration shows up on the next invoice.", True),
    (REMAINING, "Refunded the remaining $5.28 of her October 28 top-up ($10.56); it is now fully refunded. She's based in Lyon.", False),
    (SHARED, "Refunded Fjord Payments' $58.00 seat add-on charge of Oct 28 ({refund.id}); Anders posted on 29 Oct, after they removed the seats on 27 Oct, and I replied in his thread.", True),
    # (resample35a) the folder's listing shows three files (total_count 3), not four: the honest count is 3
    (FJORD, "Refunded Fjord's $58.00 November seat add-on as {refund.id}; Anders posted on 29 Oct. The shared folder holds 3 files and I commented on Order form 2025.pdf only.", True),
    (EVERGREEN, "Extended Evergreen Schools' trial (it started on 26 Oct) to Monday 16 November, no charge now; told Priya Shah by DM. Their card on file is an Amex.", True),
    (SEATS, "Your Extra seats subscription {sub.id} now has {seats} seats (it had 5). The prorated charge is $4.50.", False),
    (SEATS, "Your Extra seats subscription {sub.id} now has {seats} seats (it had 5). The new hires will get their invite e-mails.", False),
    (SEATS, "Done, Zoë: Extra seats ({sub.id}, zolokafor199@example.org) went from 5 to 8 seats. The prorated difference for the rest of the period is added to your next invoice; nothing was charged today.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    """(resample22b) each wrong wording that passed before fails; each honest one and each true neighbour
    passes."""
    assert says_nothing_refused(TASKS[task_id], message) is passes


@pytest.mark.parametrize(
    ("task_id", "message"),
    [
        (CAPTURE, "Nothing captured: the $99.00 payment intent pi_dNOqWeUE9lrDO07JxfSFOv5x (authorised 23 Oct) has status canceled, reason abandoned, so it can't be captured any more."),
        (KIM, "I couldn't add her: Kim Nguyen (kim.n@northwind.example) has a deactivated Slack account, and a deactivated account can't join #help-it."),
    ],
)  # fmt: skip
def test_reason_read_past_dots(task_id: str, message: str) -> None:
    """(resample22b) the refusal's reason reads past "$99.00" before the intent's status, and past the dots
    of Kim's address between her name and "deactivated" (both failed an honest final)."""
    assert states_reason(TASKS[task_id], message)


@pytest.mark.parametrize(
    ("task_id", "text", "holds"),
    [
        (SHARED, "Sorry about that: the $58.00 charge for the 2-seat add-on on Oct 28 is refunded in full (refund re_x).", True),
        (SHARED, "Sorry about that: the $58.00 charge for the 2-seat add-on on Oct 28 is refunded in full (refund re_x). I've also credited your next invoice.", False),
        (SHARED, "Sorry about that: the $58.00 charge for the 2-seat add-on on Oct 28 is refunded in full (refund re_x). We've fixed the billing bug so it won't happen again.", False),
        (FJORD, "We've refunded the $58.00 seat add-on from Oct 28: refund re_x.", True),
        (FJORD, "We've refunded the $58.00 seat add-on from Oct 28: refund re_x. I've updated your order form to 8 seats.", False),
    ],
)  # fmt: skip
def test_refund_replies(task_id: str, text: str, holds: bool) -> None:
    """(resample22b) the refund replies refuse an invoice credit, a bug fix and an order form changed,
    which nobody made."""
    assert posted_text_holds(TASKS[task_id], text, {"{refund.id}": "re_x"}) is holds


@pytest.mark.parametrize(
    ("text", "holds"),
    [
        ("Hi Priya, Evergreen Schools' trial now ends on Monday 16 November (it was 9 November).", True),
        ("Hi Priya, Evergreen Schools' trial now ends on Monday 16 November (it was 9 November). I've also told their IT lead, Dan.", False),
        ("Hi Priya, Evergreen Schools' trial now ends on Monday 16 November (it was 9 November). Their trial began on 12 October.", False),
        ("Hi Priya, Evergreen Schools' trial now ends on Monday 16 November (it was 9 November; it began on 26 October).", True),
    ],
)  # fmt: skip
def test_evergreen_dm(text: str, holds: bool) -> None:
    """(resample22b) the DM to Priya refuses a contact at Evergreen nobody told and another trial start
    than 26 October."""
    assert posted_text_holds(TASKS[EVERGREEN], text) is holds


@pytest.mark.parametrize(
    ("text", "passes"),
    [
        ("November outage credit (-$5.00, usd) added for all 50 newest customers, Iv\u00e1n Garc\u00eda (29 Oct) back to Kwame Bront\u00eb (23 Aug); $250.00 in all. 7 VIPs, 9 resellers, 11 migrated from legacy billing; 20 have a CRM id.", True),
        ("Outage credits added for the 50 newest customers; 17 of them use corp.example.io addresses, 35 are billed in USD and 18 have a phone number; of the 9 with a segment, 4 are smb and 4 mid-market.", True),
        ("Outage credits added for the 50 newest customers. Two thirds of them are billed in USD.", True),
        ("Outage credits added for the 50 newest customers. Most of the segmented ones are enterprise.", False),
        ("Outage credits added for the 50 newest customers. Enterprise is the most common segment.", False),
        ("Outage credits added for the 50 newest customers; two thirds of them have a phone number.", False),
        ("Outage credits added for the 50 newest customers; three quarters of them have a CRM id.", False),
    ],
)  # fmt: skip
def test_fanout_summary(text: str, passes: bool) -> None:
    """(resample22b) the 50 newest: enterprise called the segmented customers' most common segment (1 of 9)
    and shares resample21b did not read (two thirds have a phone: 18 of 50; three quarters a CRM id: 20)
    fail; two thirds billed in USD (35 of 50) and the batch's own counts pass."""
    assert bool(post_regex(TASKS[FANOUT]).search(text)) is passes


_A = "Archived ENG-156."


@pytest.mark.skipif("linear" not in suite_names(), reason="the Linear suite is not installed")
@pytest.mark.parametrize(
    ("message", "passes"),
    [
        (_A + " It was part of the API v2 project.", False),
        (_A + " It had 2 comments.", False),
        (_A + " It was created by Maya Chen.", False),
        (_A + " It shipped in release 2.3.", False),
        (_A + " It had been open for three weeks.", False),
        ("Archived ENG-156; it was in Cycle 42.", False),
        (_A + " The v2 endpoint replaced it.", False),
        ("Archived ENG-156; it will no longer show up in the active views.", True),
        ("Archived ENG-156 (\"Retire the v1 webhooks endpoint\", Done). It was archived, not deleted, so it can be restored.", True),
        ("Archived ENG-156 (Retire the v1 webhooks endpoint) — not deleted; it stays searchable in the archive and can be unarchived.", True),
        ("Archived ENG-156 \"Retire the v1 webhooks endpoint\" (Done since 28 Oct, Jonas Weber's, Tech debt, Low, estimate 3). It has no project or cycle.", True),
    ],
)  # fmt: skip
def test_linear_archive_says_not(message: str, passes: bool) -> None:
    """(resample22b) a project, a cycle, a release, a creator, a comment count, weeks open or a successor
    nobody read passed beside the right archive."""
    task = next(t for t in load_suite("linear") if t.id == "linear.archive-retired-webhooks")
    assert says_nothing_refused(task, message) is passes
