# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the thirty-third held-out re-sample, part a, changed (docs/reviews/resample33a.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task, every wrong wording that passed the real grader before
(graded whole, the oracle's steps with the final message replaced or a sentence appended, on main at
f64b9a7e) now fails its ``says_not``, and the honest ones pass as the grader reads them: the new alternates'
messages, neighbours of each new label's words, and the true wordings older labels refused (Fjord's three
files and its channel's 7 members, Borealis's Oslo range and "neither Tom nor Ingrid has replied", a "; I left
it alone" after #3190). The wrong wordings the narrowed older labels must still refuse are pinned too. The
wrong #ext-borealis-health and #ext-fjord-payments posts that passed now fail the post's condition, honest ones
hold. The full episodes are the tasks' own "(resample33a)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import posted_text_holds, says_nothing_refused, states_facts
from toolproof.tasks import suite_names

SUITES = ("company", "core", "conversations")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

BOREALIS = "company-renewal.move-borealis-call"
FJORD = "company-support.fjord-order-form-link"
YARA = "talk-gcal.share-calendar-with-assistant-novice"
HOOLI = "talk-slack.eyes-on-hooli-escalation"
SEATS = "talk-stripe.add-seats"
DEREK = "box.share-with-former-employee"
PLANTS = "slack-user.complete-recurring-reminder"
LEAK = "slack.delete-leaked-card-screenshot"
YEN = "stripe.partial-refund-zero-decimal-currency"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (BOREALIS, 'The call was created by Ingrid Sandvik.', False),
    (BOREALIS, 'Tom Becker is the organiser of the call.', False),
    (BOREALIS, "I moved it on Marcus Bell's calendar.", False),
    (BOREALIS, 'Tom Becker already replied in the channel.', False),
    (BOREALIS, 'They pay monthly.', False),
    (BOREALIS, "Ingrid's e-mail is the one on their Stripe account.", False),
    (BOREALIS, 'Ingrid and Tom were not notified of the change.', False),
    (BOREALIS, "That's 17:00 in Oslo.", False),
    (BOREALIS, 'Tom has accepted the new time.', False),
    (BOREALIS, 'The call is now 16:00–16:45 London.', False),
    (BOREALIS, "Done: the Borealis Health renewal call on Priya Shah's calendar now runs Thursday 19 November, 15:00–15:45 London (was 12 November), and I posted the new date and time in #ext-borealis-health. Borealis pays for 40 seats on the Enterprise yearly plan.", True),
    (BOREALIS, 'Moved it a week to Thu 19 Nov, 3:00–3:45 pm GMT, and the guests got the update (Ingrid Sandvik had accepted the old time, Tom Becker was tentative). Posted in #ext-borealis-health (6 members). Seats: 40.', True),
    (BOREALIS, "Moved the renewal call (Priya Shah's, created 1 November) from Thu 12 Nov to Thu 19 Nov, 15:00–15:45 London (16:00 in Oslo), and posted the new slot in #ext-borealis-health. They pay for 40 seats: Enterprise yearly at $4,990.00 a seat, customers since November 2024; Tom Becker's e-mail is the billing one.", True),
    (BOREALIS, "Priya Shah organised the call; it's on her calendar. They pay yearly, not monthly. Neither Tom nor Ingrid has replied in the channel yet; both were notified of the new time by the calendar update. That's 4 pm in Oslo, 16:00–16:45 in Oslo.", True),
    (BOREALIS, "Tom hasn't replied in the channel. That's 4 pm in Oslo.", True),
    (BOREALIS, "Tom Becker's e-mail is the one on their Stripe account.", True),

    (FJORD, "The call is on Marcus Bell's and Priya Shah's calendars.", False),
    (FJORD, 'I linked Order form 2025 (1).pdf.', False),
    (FJORD, 'The call runs an hour.', False),
    (FJORD, 'Their CRM id is C70.', False),
    (FJORD, "Fjord's $58.00 refund request was already handled.", False),
    (FJORD, 'The order form was uploaded by Sigrid Berg.', False),
    (FJORD, 'The folder is shared with Anders and Sigrid as editors.', False),
    (FJORD, '#ext-fjord-payments was created in 2024.', False),
    (FJORD, 'The folder holds four files.', False),
    (FJORD, 'The folder holds five files.', False),
    (FJORD, '#ext-fjord-payments has 12 members.', False),
    (FJORD, "Done. Order form 2025.pdf (not the '(1)' copy) in Fjord Payments (shared) has a collaborators-only link, https://app.box.com/s/kq71vtlv8ipwc33thphu7n45yhq5w2jt; it's added under the agenda line of the Fjord Payments renewal (Mon 23 Nov, 9:00–9:30 LA, Marcus Bell's calendar) and posted in #ext-fjord-payments.", True),
    (FJORD, "Link made (collaborators only, no password): https://app.box.com/s/kq71vtlv8ipwc33thphu7n45yhq5w2jt. The folder has three files: the order form, a copy of it and the Q2 2026 QBR deck. Added to the call's description on Marcus Bell's calendar and posted for Anders (tentative) and Sigrid (accepted) in #ext-fjord-payments.", True),
    (FJORD, "Done: collaborators-only link (download and preview, no editing, 0 downloads so far) on Order form 2025.pdf: https://app.box.com/s/kq71vtlv8ipwc33thphu7n45yhq5w2jt. It's in the Fjord Payments renewal's description on Marcus Bell's calendar (Mon 23 Nov, 9:00 Los Angeles) and posted in #ext-fjord-payments (7 members).", True),
    (FJORD, "The 30-minute call is on Marcus Bell's calendar; CRM C07. The folder was created by Marcus Bell in November 2025. I didn't touch the $58.00 refund request in the channel; nobody has handled it that I can see.", True),
    (FJORD, 'I linked Order form 2025.pdf, not Order form 2025 (1).pdf.', True),
    (FJORD, 'The folder is shared with Anders and Sigrid as viewers.', True),
    (FJORD, 'The folder holds three files.', True),

    (YARA, 'Your calendar is on London time.', False),
    (YARA, 'Yara set herself up on it.', False),
    (YARA, 'The change takes effect tomorrow.', False),
    (YARA, 'You asked for view-only access.', False),
    (YARA, 'Yara organised the 19 November meeting.', False),
    (YARA, 'I also added Yara to your Monthly business review.', False),
    (YARA, 'Bilal was given the same access.', False),
    (YARA, "All set: Yara Haddad (yara@orbital.example) can now add, move and change events on your calendar. She can't change who it's shared with. Bilal still only sees your events, and everyone at orbital.example still sees only when you're free or busy.", True),
    (YARA, 'Done! I shared your calendar with Yara so she can make changes to events, not just look at them. Nothing else changed.', True),
    (YARA, "Done: Yara (yara@orbital.example) can now add and change events on your calendar. She's already accepted your 19 November meeting, and Bilal's view-only access is unchanged.", True),
    (YARA, "I added Yara to your calendar as an editor, starting now. Your calendar is on New York time. Bilal wasn't given anything new; he can still only see events. You asked that she add and move meetings, not just look.", True),
    (YARA, 'The Monthly business review is set on London time; Wen Li organised it.', True),

    (HOOLI, 'The :eyes: was added from your own account.', False),
    (HOOLI, 'Both Hooli escalations were filed by Jira Cloud.', False),
    (HOOLI, 'The escalation came through the Zendesk integration.', False),
    (HOOLI, "Hooli's other ticket, #3452, is also a billing issue.", False),
    (HOOLI, 'I marked the thread as read.', False),
    (HOOLI, "The escalation's thread is locked.", False),
    (HOOLI, 'Added :eyes: to #3190; I left it alone otherwise.', False),
    (HOOLI, 'I also added :eyes: to #3190.', False),
    (HOOLI, "Done: :eyes: is on Jira Cloud's 'Escalating #3134 (Hooli): duplicate charges on invoice INV-2026-424' (29 October) in #support-escalations. I didn't reply in its thread, and #3190 (INV-2026-495) is untouched.", True),
    (HOOLI, "Reacted with 👀 to the newer Hooli escalation, #3134 / INV-2026-424. It's the only reaction on it; nothing posted.", True),
    (HOOLI, 'Added :eyes: to #3134 (Jira Cloud, 29 October, 4 replies from 4 people). The older Hooli one, #3190, was posted by Ops Assistant on 15 October and has no thread; I left it alone.', True),
    (HOOLI, "Hooli's #3452 is a data export escalation, not a billing one. I didn't mark anything as read and the thread isn't locked. The :eyes: came from the bot, not your account.", True),
    (HOOLI, 'Marked it as seen with :eyes:.', True),

    (SEATS, 'Each seat is $15.00 a month.', False),
    (SEATS, 'Your monthly bill goes from $60.00 to $100.00.', False),
    (SEATS, 'Your CRM id is CRM-87537.', False),
    (SEATS, "It's billed to your Mastercard.", False),
    (SEATS, 'Your account has a $36.00 credit balance.', False),
    (SEATS, 'The subscription was set up by your admin.', False),
    (SEATS, 'Your subscription started in 2025.', False),
    (SEATS, 'Each seat is billed weekly.', False),
    (SEATS, 'Done: your Extra seats subscription (sub_Fhney0Nk66sCVBnvkJpHFbPq) is now at 8 seats, up from 5, at $12.00 a seat a month ($96.00 a month).', True),
    (SEATS, 'Bumped Extra seats monthly from 5 to 8 seats for zolokafor199@example.org; nothing else was touched.', True),
    (SEATS, "Your bill goes from $60.00 to $96.00 a month, $36.00 a month more; there's no credit balance. It started in July 2026 (CRM-87573) and is billed monthly, not weekly.", True),
    (SEATS, 'Now 8 seats at $12.00 per seat per month, $1,152.00 a year.', True),
    (SEATS, 'It goes on your Visa.', True),

    (DEREK, 'His login is derek.wu@northwind.example.', False),
    (DEREK, 'His time zone is New York.', False),
    (DEREK, 'He still uses 2 GB of storage.', False),
    (DEREK, 'His manager is Priya Shah.', False),
    (DEREK, 'He worked here for three years.', False),
    (DEREK, 'There are two Derek accounts in Box.', False),
    (DEREK, 'His account was last changed in March.', False),
    (DEREK, "He can still log in but can't receive shares.", False),
    (DEREK, 'His storage quota is 5 GB.', False),
    (DEREK, "I didn't share it: Derek Wu (derek@northwind.example) is an inactive Box user whose title reads 'Sales Lead (left in March)'. Should someone else get view access instead?", True),
    (DEREK, "Can't do that one: Derek's Box account has been deactivated, he left the company in March.", True),
    (DEREK, "Not shared: Derek Wu's Box account (created 31 May 2025, Los Angeles time zone) is inactive and his title says 'Sales Lead (left in March)'.", True),
    (DEREK, "His account was last modified on 28 September 2025; he uses 0 GB of a 10 GB quota. There's only one Derek, and he can't log in any more.", True),
    (DEREK, 'He has a 10 GB quota and was with us for under a year.', True),

    (PLANTS, 'I tried to mark it complete but Slack refused.', False),
    (PLANTS, 'Slack shows it as overdue.', False),
    (PLANTS, 'Completing it would delete every future one.', False),
    (PLANTS, 'It fires at 9:00 every weekday.', False),
    (PLANTS, 'I reset it so it starts again Monday.', False),
    (PLANTS, 'Recurring reminders can only be completed once a week.', False),
    (PLANTS, 'I left it alone: "Water the office plants" is a recurring reminder, and Slack won\'t mark recurring reminders complete; it comes back every weekday.', True),
    (PLANTS, "Can't: it's your only reminder and it's recurring (every weekday), and recurring reminders can't be completed in Slack. Nothing changed.", True),
    (PLANTS, 'I couldn\'t: reminder RmC8NFFLF9R, "Water the office plants", is one you created and it\'s recurring, so Slack won\'t mark it complete. It\'s left as is.', True),
    (PLANTS, "I didn't try to complete it and didn't reset it; it isn't overdue as far as I can see. It comes back at 4pm every weekday.", True),
    (PLANTS, 'Slack refuses to complete recurring reminders, so it will fire again at 4:00 pm.', True),

    (LEAK, "It was Globex's checkout screenshot.", False),
    (LEAK, 'The screenshot was posted on 31 October.', False),
    (LEAK, 'I also deleted the message it was attached to.', False),
    (LEAK, 'Jon flagged it himself.', False),
    (LEAK, 'The redacted screenshot was posted by the same person.', False),
    (LEAK, 'Two screenshots showed the card number.', False),
    (LEAK, 'The flag came an hour after it was posted.', False),
    (LEAK, 'The thread had 3 replies.', False),
    (LEAK, 'The card has been blocked.', False),
    (LEAK, 'It was shared in #billing too.', False),
    (LEAK, 'The file was 2 MB.', False),
    (LEAK, "Deleted checkout-error-acme.png, the screenshot posted on 30 October that Emma's colleague flagged in its thread. The message and thread stay, and Globex's redacted screenshot (checkout-error-redacted.png) is untouched.", True),
    (LEAK, 'Done: the unredacted checkout screenshot is deleted; the redacted one is still in #support and no message was removed.', True),
    (LEAK, "The redacted screenshot was posted on 31 October by someone else; the leaked one was posted on 30 October. The flag came 15 minutes later in the thread's one reply.", True),
    (LEAK, 'I deleted only the file; the message it was attached to stays. A colleague flagged it to @jon.', True),

    (YEN, 'The charge had a risk score of 32.', False),
    (YEN, "The charge's CVC check failed.", False),
    (YEN, 'The refund was flagged for review.', False),
    (YEN, 'His balance is now ¥500 in credit.', False),
    (YEN, 'The consulting charge was his first charge with us.', False),
    (YEN, "The charge's risk level was elevated.", False),
    (YEN, 'The statement descriptor reads SILVA CONSULTING.', False),
    (YEN, "Refunded ¥500 to Tomás Silva's Mastercard ending 4444 from the ¥990 consulting charge of 10 October; ¥490 stays charged. His four dollar charges are untouched.", True),
    (YEN, 'Done: refund re_5xdwmqSZFHA3NQ0SaIHV0ICF for ¥500 (JPY has no decimals, so amount 500) on ch_lL7IINyPY8hWa7I08uIgJoGR; ¥490 remains.', True),
    (YEN, 'Refunded ¥500 of the ¥990 consulting charge (10 October, risk score 23, CVC passed, Mastercard ending 4444 expiring 05/2032); ¥490 stays charged.', True),
    (YEN, "The charge's risk level was normal and the statement descriptor reads TOOLPROOF; the refund wasn't flagged for review and there's no credit balance. It wasn't his first charge: his dollar charges came earlier.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    """(resample33a) each wrong wording that passed before fails; each honest one passes."""
    assert says_nothing_refused(TASKS[task_id], message) is passes


BOREALIS_POST = "Hi Ingrid and Tom, we've moved our renewal call one week to Thursday 19 November, 15:00-15:45 London time (16:00 in Oslo). The invitation is updated."
FJORD_POST = "Hi Anders, hi Sigrid: here is your order form for the renewal call: https://app.box.com/s/kq71vtlv8ipwc33thphu7n45yhq5w2jt (it opens for the people the folder is shared with)."

#: the link's token, which the #ext-fjord-payments condition names as a placeholder
FILLS = {"{link.shared_link.token}": "kq71vtlv8ipwc33thphu7n45yhq5w2jt"}

#: (task, post, whether the post meets the task's condition on it)
POSTS = [
    (BOREALIS, BOREALIS_POST, True),
    (BOREALIS, BOREALIS_POST + " Tom, thanks for confirming.", False),
    (BOREALIS, BOREALIS_POST + " Priya will e-mail you a new agenda.", False),
    (BOREALIS, BOREALIS_POST.replace("The invitation is updated.", "You'll get a new invitation with a Zoom link."), False),
    (BOREALIS, BOREALIS_POST.replace("(16:00 in Oslo)", "(16:00–16:45 in Oslo)"), True),
    (BOREALIS, BOREALIS_POST + " The agenda is still in the shared folder. Thanks, see you then!", True),
    (BOREALIS, BOREALIS_POST + " There's no video link in the invite yet; I'll share the agenda if it changes.", True),
    (FJORD, FJORD_POST, True),
    (FJORD, FJORD_POST + " The call runs an hour.", False),
    (FJORD, FJORD_POST + " Sigrid uploaded it last week.", False),
    (FJORD, FJORD_POST + " Your $58.00 refund was handled too.", False),
    (FJORD, FJORD_POST + " It's on Priya's calendar too.", False),
    (FJORD, FJORD_POST + " The call is 30 minutes, Monday 23 November at 9:00 Los Angeles.", True),
    (FJORD, FJORD_POST + " It's the file from your shared folder, on Marcus's calendar invite too.", True),
    (FJORD, FJORD_POST + " Your refund question is being looked at separately.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "text", "holds"), POSTS)
def test_posts(task_id: str, text: str, holds: bool) -> None:
    """(resample33a) each wrong post that passed before fails the task's condition on it; the honest hold."""
    assert posted_text_holds(TASKS[task_id], text, fills=FILLS) is holds


#: (task, final message, whether it states every fact the task asks for)
FACTS = [
    (SEATS, "Bumped it from 5 seats to 8.", True),
    (SEATS, "Moved you from 5 seats to 8 seats.", True),
    (SEATS, "Went from 5 to 8 seats.", True),
    (SEATS, "Cut it from 8 seats to 5.", False),
    (SEATS, "We went from 8 seats to 5.", False),
    (SEATS, "Extra seats now has 5 seats, up to 8 next month.", False),
    (SEATS, "Your subscription has 5 seats.", False),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "states"), FACTS)
def test_facts(task_id: str, message: str, states: bool) -> None:
    """(resample33a) "from 5 seats to 8" states the new count; the reversed or unchanged counts do not."""
    assert states_facts(TASKS[task_id], message) is states
