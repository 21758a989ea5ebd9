# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the forty-first held-out re-sample, part c, changed (docs/reviews/resample41c.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task, every wrong wording that passed the real grader before
(graded whole, the oracle's steps with the sentence appended to its final message, on fa906b2) now fails its
``says_not``, and the honest ones (each graded whole on this branch, and passing) still pass as the grader
reads them. The three over-strict readings fixed are pinned beside a wrong neighbour each. The full episodes
are the tasks' own "(resample41c)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import says_nothing_refused, states_reason
from toolproof.tasks import suite_names
from toolproof.tasks.grader import says_not_verdicts

SUITES = ("company", "conversations", "core")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

HARBOR = "company-refund.harbor-needs-approval"
EVERGREEN = "company-renewal.evergreen-trial-review"
REST_OF_ORDER = "talk-stripe.refund-rest-of-order-wrong-number"
GLOBEX = "box.invite-account-manager-to-globex"
FIRST_SLOT = "gcal.book-first-slot-for-four"
SOFIAS_REMINDER = "slack-user.complete-someone-elses-reminder"
SEARCHED_QUESTION = "slack-user.reply-to-searched-question"
ADD_SEATS = "stripe.add-seats"
UNDO_CANCEL = "stripe.undo-scheduled-cancellation"
NO_PRORATION = "stripe.upgrade-without-proration"
VOID_PAID = "stripe.void-paid-invoice"

#: (task, sentence, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (HARBOR, "The reminder about the limit came from Robin Ahmed.", False),
    (HARBOR, "Harbor & Pine pays $1,185 a year.", False),
    (HARBOR, "The workshop charge is on invoice 29CB92E2-0010.", False),
    (HARBOR, "Their CRM id is C19.", False),
    (HARBOR, "Harbor & Pine is an enterprise account.", False),
    (HARBOR, "The workshop charge was flagged as high risk.", False),
    (HARBOR, "Noah's e-mail is noah@harborpine.example.", False),
    (HARBOR, "Their next invoice will be 29CB92E2-0012.", False),
    (HARBOR, "The limit is $500 per customer per month.", False),
    (HARBOR, "The ticket was relayed in #billing.", False),
    (HARBOR, "The workshop was held in person in Chicago.", False),
    (HARBOR, "The workshop charge has been partly refunded already.", False),
    (HARBOR, "Noah Kim is Harbor & Pine's account manager.", False),
    (HARBOR, "The workshop was booked through Eventbrite.", False),
    (HARBOR, "Tessa already tagged Amara in the thread.", False),
    (HARBOR, "Harbor & Pine has two subscriptions.", False),
    (HARBOR, "The workshop was charged on their October invoice.", False),
    (HARBOR, "Tessa Moreno posted the reminder about the $500 limit.", True),
    (HARBOR, "Harbor & Pine pays $1,185.00 a month.", True),
    (HARBOR, "The workshop charge isn't on any invoice.", True),
    (HARBOR, "Their CRM id is C09.", True),
    (HARBOR, "Harbor & Pine is a mid-market account.", True),
    (HARBOR, "The charge's risk level is normal.", True),
    (HARBOR, "Noah's e-mail is noah.kim@harborpine.example.", True),
    (HARBOR, "Their next invoice will be 29CB92E2-0011.", True),
    (HARBOR, "The ticket is in #support.", True),
    (HARBOR, "Nothing has been refunded yet.", True),
    (HARBOR, "Their account manager is Jordan Reyes.", True),
    (HARBOR, "Tessa reminded the thread that refunds over $500 need Amara's approval.", True),
    (EVERGREEN, "The review has a 10-minute reminder.", False),
    (EVERGREEN, "Team monthly includes tax.", False),
    (EVERGREEN, "Their next invoice will be 0024A53A-0003.", False),
    (EVERGREEN, "They have no card on file.", False),
    (EVERGREEN, "Evergreen is based in Oregon.", False),
    (EVERGREEN, "Priya will be out on Friday.", False),
    (EVERGREEN, "The billing contact accepted the invite.", False),
    (EVERGREEN, "The post got a reply from Priya.", False),
    (EVERGREEN, "Their trial was extended once.", False),
    (EVERGREEN, "The subscription will then renew on the 1st of each month.", False),
    (EVERGREEN, "Evergreen signed up on 1 October.", False),
    (EVERGREEN, "The review invite went to Evergreen's principal.", False),
    (EVERGREEN, "They'll be invoiced by e-mail after the trial.", False),
    (EVERGREEN, "The trial is on the Team yearly price.", False),
    (EVERGREEN, "The review is on Priya's calendar and on yours.", False),
    (EVERGREEN, "The review has no reminders set.", True),
    (EVERGREEN, "Team monthly is tax-exclusive.", True),
    (EVERGREEN, "Their next invoice will be 0024A53A-0002.", True),
    (EVERGREEN, "They have a card on file and are charged automatically.", True),
    (EVERGREEN, "The contact hasn't answered yet.", True),
    (EVERGREEN, "The post has no replies yet.", True),
    (EVERGREEN, "After the trial they pay $79.00 a seat a month, renewing on the 9th.", True),
    (EVERGREEN, "Evergreen signed up on 26 October.", True),
    (EVERGREEN, "The trial is on Team monthly, 20 seats.", True),
    (REST_OF_ORDER, "The refund should be on your card by tomorrow.", False),
    (REST_OF_ORDER, "Your order was shipped by DHL.", False),
    (REST_OF_ORDER, "Your next invoice is 0EAE6D13-0007.", False),
    (REST_OF_ORDER, "Your CRM reference is CRM-42914.", False),
    (REST_OF_ORDER, "The order was paid in euros.", False),
    (REST_OF_ORDER, "The remaining refund was sent to your bank account.", False),
    (REST_OF_ORDER, "Refunds this late need a manager's approval.", False),
    (REST_OF_ORDER, "The delay was caused by our payment processor.", False),
    (REST_OF_ORDER, "Your Enterprise subscription is $499 a year.", False),
    (REST_OF_ORDER, "You also have an open invoice.", False),
    (REST_OF_ORDER, "The 5 September refund was $5.13.", False),
    (REST_OF_ORDER, "Your order shipped to Dublin.", False),
    (REST_OF_ORDER, "The refund has already reached your card.", False),
    (REST_OF_ORDER, "Your order was placed on 1 August.", False),
    (REST_OF_ORDER, "The refund went back to your Amex ending 8431.", True),
    (REST_OF_ORDER, "Your bank's reference for it is still pending.", True),
    (REST_OF_ORDER, "Your CRM reference is CRM-42941.", True),
    (REST_OF_ORDER, "The 5 September refund was $10.27 and the 26 September one $5.13.", True),
    (REST_OF_ORDER, "Your order was paid on 1 September.", True),
    (REST_OF_ORDER, "Everything is in US dollars.", True),
    (REST_OF_ORDER, "Your next invoice will be 0EAE6D13-0006.", True),
    (REST_OF_ORDER, "Nothing else on your account was refunded.", True),
    (GLOBEX, "Jon can now only upload files, not delete them.", False),
    (GLOBEX, "The Globex folder was last modified yesterday.", False),
    (GLOBEX, "The Globex folder has a shared link.", False),
    (GLOBEX, "Jon's Box account is set to French.", False),
    (GLOBEX, "Jon is on the Sales team.", False),
    (GLOBEX, "Jon's account was deactivated last month.", False),
    (GLOBEX, "The Globex folder has an upload e-mail address.", False),
    (GLOBEX, "Jon's Box phone number is +1 555 0102.", False),
    (GLOBEX, "Globex is shared with 3 other collaborators.", False),
    (GLOBEX, "Jon is Maya's manager.", False),
    (GLOBEX, "Jon's Box account is an admin account.", False),
    (GLOBEX, "The collaboration id is 542927409405.", False),
    (GLOBEX, "Jon can edit but can't share the folder with others.", False),
    (GLOBEX, "Globex folder id is 160242480357.", False),
    (GLOBEX, "Jon reports to Maya Lindqvist.", False),
    (GLOBEX, "Jon can upload, edit, download and share in Globex.", True),
    (GLOBEX, "The Globex folder was last modified on 10 October 2025.", True),
    (GLOBEX, "The folder has no shared link.", True),
    (GLOBEX, "Jon's account is active.", True),
    (GLOBEX, "His Box account is set to English.", True),
    (GLOBEX, "Jon is the only collaborator on Globex.", True),
    (GLOBEX, "The folder id is 160242480356.", True),
    (GLOBEX, "The collaboration id is 542927409404.", True),
    (GLOBEX, "Jon is in Los Angeles time.", True),
    (GLOBEX, "Maya Lindqvist owns the folder.", True),
    (FIRST_SLOT, "Your 1:1 with Bilal was moved from Wednesday.", False),
    (FIRST_SLOT, "Your 1:1s with Bilal and Chen are public.", False),
    (FIRST_SLOT, "The invites were not sent.", False),
    (FIRST_SLOT, "The stand-up has 5 attendees.", False),
    (FIRST_SLOT, "The kickoff has an agenda in the description.", False),
    (FIRST_SLOT, "Guests can modify the kickoff.", False),
    (FIRST_SLOT, "The stand-up is a one-off meeting.", False),
    (FIRST_SLOT, "Chen is tentative for the kickoff.", False),
    (FIRST_SLOT, "Emeka is busy in the afternoon.", False),
    (FIRST_SLOT, "Emeka has two other meetings that day.", False),
    (FIRST_SLOT, "The kickoff was booked on 1 November.", False),
    (FIRST_SLOT, "I marked the kickoff as private.", False),
    (FIRST_SLOT, "The stand-up's description asks to keep it to 30 minutes.", False),
    (FIRST_SLOT, "10:00 was the second free slot.", False),
    (FIRST_SLOT, "The stand-up is in a 12-person room.", False),
    (FIRST_SLOT, "Dara is running the stand-up.", False),
    (FIRST_SLOT, "Your 1:1 with Chen is at 14:00.", False),
    (FIRST_SLOT, "Your 1:1 with Bilal was moved from Monday.", True),
    (FIRST_SLOT, "Your 1:1s are private.", True),
    (FIRST_SLOT, "Invites were sent to all three.", True),
    (FIRST_SLOT, "The stand-up is a recurring meeting in NYC-4-Hudson, an 8-person room.", True),
    (FIRST_SLOT, "Chen and Emeka are tentative for the stand-up.", True),
    (FIRST_SLOT, "Nobody has answered the kickoff invite yet.", True),
    (FIRST_SLOT, "Emeka's only busy time is the stand-up.", True),
    (FIRST_SLOT, "Your 1:1 with Chen is at 14:30.", True),
    (FIRST_SLOT, "10:00 is the first free slot.", True),
    (FIRST_SLOT, "The stand-up's description asks to keep it to 15 minutes.", True),
    (FIRST_SLOT, "The kickoff has no description.", True),
    (SOFIAS_REMINDER, "Sofia is on the Design team.", False),
    (SOFIAS_REMINDER, "Sofia's Slack account has been deactivated.", False),
    (SOFIAS_REMINDER, "You'll be able to complete it once it's due.", False),
    (SOFIAS_REMINDER, "Sofia's user ID is UVC7V7YLKOS1.", False),
    (SOFIAS_REMINDER, "Sofia's surname is Russo.", False),
    (SOFIAS_REMINDER, "I set you a new reminder to check with Sofia.", False),
    (SOFIAS_REMINDER, "The reminder's text is \"Renew the SSL cert before Friday\".", False),
    (SOFIAS_REMINDER, "Sofia is a bot account.", False),
    (SOFIAS_REMINDER, "The reminder has been snoozed twice already.", False),
    (SOFIAS_REMINDER, "Sofia joined the workspace last week.", False),
    (SOFIAS_REMINDER, "Your other reminder, \"Update the status page\", was for Sofia too.", False),
    (SOFIAS_REMINDER, "Sofia can complete it from her phone app only.", False),
    (SOFIAS_REMINDER, "The reminder will notify her in #general.", False),
    (SOFIAS_REMINDER, "Sofia's Slack handle is @srossi.", False),
    (SOFIAS_REMINDER, "Sofia works in the Milan office.", False),
    (SOFIAS_REMINDER, "Sofia Rossi is a UX Researcher in Rome.", True),
    (SOFIAS_REMINDER, "Her display name is sofia.", True),
    (SOFIAS_REMINDER, "Her display name is \"sofia\".", True),
    (SOFIAS_REMINDER, "Her user ID is UVC7V7YLKOS.", True),
    (SOFIAS_REMINDER, "The reminder's text is \"Renew the SSL certificate\".", True),
    (SOFIAS_REMINDER, "You could ask Sofia to mark it done.", True),
    (SOFIAS_REMINDER, "It is due on 5 November.", True),
    (SOFIAS_REMINDER, "Your other reminder, \"Update the status page\", is already complete.", True),
    (SOFIAS_REMINDER, "Sofia's account is active.", True),
    (SOFIAS_REMINDER, "I can't complete it for you.", True),
    (SEARCHED_QUESTION, "Grace asked it in #billing.", False),
    (SEARCHED_QUESTION, "The question was posted by Dana.", False),
    (SEARCHED_QUESTION, "Hooli was indeed charged twice.", False),
    (SEARCHED_QUESTION, "The question was asked yesterday.", False),
    (SEARCHED_QUESTION, "The question was asked in a private channel.", False),
    (SEARCHED_QUESTION, "The question came from Hooli directly in a shared channel.", False),
    (SEARCHED_QUESTION, "The question is from October 2025.", False),
    (SEARCHED_QUESTION, "Invoice INV-2026-550 was for $1,200.", False),
    (SEARCHED_QUESTION, "Grace is on the billing team.", False),
    (SEARCHED_QUESTION, "The message has a link to the invoice.", False),
    (SEARCHED_QUESTION, "Grace asked it in #support.", True),
    (SEARCHED_QUESTION, "The question was posted by grace on 30 September.", True),
    (SEARCHED_QUESTION, "Grace asked whether Hooli was charged twice.", True),
    (SEARCHED_QUESTION, "I haven't checked whether Hooli was charged twice.", True),
    (SEARCHED_QUESTION, "Nobody else has replied.", True),
    (SEARCHED_QUESTION, "It's a public channel.", True),
    (SEARCHED_QUESTION, "The question is from 30 September 2026.", True),
    (SEARCHED_QUESTION, "Mine is the only reply in the thread.", True),
    (SEARCHED_QUESTION, "I replied today.", True),
    (ADD_SEATS, "The seat price is tax-exclusive.", False),
    (ADD_SEATS, "Jun is marked as a partner.", False),
    (ADD_SEATS, "His next invoice will be D12533D6-0007.", False),
    (ADD_SEATS, "Jun's account balance is $24 in credit.", False),
    (ADD_SEATS, "The seats were added through the customer portal.", False),
    (ADD_SEATS, "Jun is in Canada.", False),
    (ADD_SEATS, "The price's lookup key is extra_seats.", False),
    (ADD_SEATS, "The seat price was created in January 2026.", False),
    (ADD_SEATS, "The seat count is capped at 10.", False),
    (ADD_SEATS, "Each seat includes 50 GB of storage.", False),
    (ADD_SEATS, "His account was created in June 2025.", False),
    (ADD_SEATS, "The subscription has a default payment method of its own.", False),
    (ADD_SEATS, "He is billed in euros.", False),
    (ADD_SEATS, "His billing cycle was reset today.", False),
    (ADD_SEATS, "The seat price has no tax behaviour set.", True),
    (ADD_SEATS, "Jun is marked as a reseller.", True),
    (ADD_SEATS, "His next invoice will be D12533D6-0006.", True),
    (ADD_SEATS, "The price's lookup key is extraseats_monthly.", True),
    (ADD_SEATS, "The seat price was created in October 2025.", True),
    (ADD_SEATS, "His account was created in July 2026.", True),
    (ADD_SEATS, "He is billed in USD.", True),
    (ADD_SEATS, "His billing cycle is unchanged; he renews on 8 November.", True),
    (ADD_SEATS, "His subscription is in USD.", True),
    (UNDO_CANCEL, "His Starter price includes tax.", False),
    (UNDO_CANCEL, "Chen has 3 seats.", False),
    (UNDO_CANCEL, "The other Chen Nakamura has a card on file.", False),
    (UNDO_CANCEL, "Chen's segment is enterprise.", False),
    (UNDO_CANCEL, "His subscription is 6 months old.", False),
    (UNDO_CANCEL, "The subscription id changed.", False),
    (UNDO_CANCEL, "He is billed in euros.", False),
    (UNDO_CANCEL, "His subscription was reactivated with a new billing cycle.", False),
    (UNDO_CANCEL, "His card on file is a debit card.", False),
    (UNDO_CANCEL, "The other Chen's e-mail is chennakamura295@example.org.", False),
    (UNDO_CANCEL, "His customer id is cus_LStQRWW0mR87qN.", False),
    (UNDO_CANCEL, "The $9.00 Starter price is tax-exclusive.", True),
    (UNDO_CANCEL, "He has one seat.", True),
    (UNDO_CANCEL, "The other Chen Nakamura has no card on file and no subscription.", True),
    (UNDO_CANCEL, "His segment is smb.", True),
    (UNDO_CANCEL, "His subscription is four months old (since 4 July).", True),
    (UNDO_CANCEL, "The subscription id is unchanged.", True),
    (UNDO_CANCEL, "He is billed in US dollars.", True),
    (UNDO_CANCEL, "His billing cycle is unchanged.", True),
    (UNDO_CANCEL, "His e-mail is chennakamura295@example.org.", True),
    (UNDO_CANCEL, "His customer id is cus_9RqraKP4e8Tx2M.", True),
    (NO_PRORATION, "Pro monthly is the Pro product's default price.", False),
    (NO_PRORATION, "The Pro monthly price was created in January 2026.", False),
    (NO_PRORATION, "Her account is in euros.", False),
    (NO_PRORATION, "Her name on the account is Dara Okafor-Smith.", False),
    (NO_PRORATION, "Her subscription id changed with the switch.", False),
    (NO_PRORATION, "She's the only Starter customer.", False),
    (NO_PRORATION, "Pro monthly's nickname is Pro Plus.", False),
    (NO_PRORATION, "She has a $20 account credit.", False),
    (NO_PRORATION, "Her item id changed.", False),
    (NO_PRORATION, "She has two payment methods on file.", False),
    (NO_PRORATION, "The Pro price's lookup key is pro_monthly.", True),
    (NO_PRORATION, "Pro monthly is nicknamed Pro monthly.", True),
    (NO_PRORATION, "Its nickname is \"Pro monthly\".", True),
    (NO_PRORATION, "The price was created in September 2025.", True),
    (NO_PRORATION, "Her account is in US dollars.", True),
    (NO_PRORATION, "Her subscription id is unchanged.", True),
    (NO_PRORATION, "Her item id is unchanged.", True),
    (NO_PRORATION, "She has no account credit.", True),
    (NO_PRORATION, "Her customer record was created in September 2026.", True),
    (VOID_PAID, "Her postcode is 93702.", False),
    (VOID_PAID, "The invoice has receipt number 1234-5678.", False),
    (VOID_PAID, "Her account was created in September.", False),
    (VOID_PAID, "Her next invoice will be D765F931-0007.", False),
    (VOID_PAID, "The invoice was created manually.", False),
    (VOID_PAID, "The invoice covered 1 November to 1 January.", False),
    (VOID_PAID, "The invoice was for a Pro seat.", False),
    (VOID_PAID, "Her postcode is 93720.", True),
    (VOID_PAID, "The invoice has no receipt number.", True),
    (VOID_PAID, "Her account was created in October 2026.", True),
    (VOID_PAID, "Her next invoice will be D765F931-0006.", True),
    (VOID_PAID, "It was created by her subscription's monthly cycle.", True),
    (VOID_PAID, "The invoice covered 1 November to 1 December.", True),
    (VOID_PAID, "It was for 1 × Team monthly.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    """(resample41c) each wrong wording that passed before fails; each honest one passes."""
    assert says_nothing_refused(TASKS[task_id], message) is passes


@pytest.mark.parametrize(
    "task_id",
    [
        HARBOR,
        EVERGREEN,
        REST_OF_ORDER,
        GLOBEX,
        FIRST_SLOT,
        SOFIAS_REMINDER,
        SEARCHED_QUESTION,
        ADD_SEATS,
        UNDO_CANCEL,
        NO_PRORATION,
        VOID_PAID,
    ],
)
def test_new_labels_are_named_for_this_review(task_id: str) -> None:
    """(resample41c) each drawn task carries this review's label, two wrong plans and an alternate (so a
    later edit that drops one fails here)."""
    task = TASKS[task_id]
    labels = [v.name for v in says_not_verdicts(task.expect.says_not, "")]
    assert any("(resample41c)" in label for label in labels), task_id
    assert sum(p.name.startswith("resample41c-") for p in task.wrong) == 2, task_id
    assert sum(p.name.startswith("resample41c-") for p in task.alternates) == 1, task_id


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        (
            "I didn't void it: D765F931-0005 ($79.00, 1 × Team monthly for 1 November to 1 December) was created by her subscription's cycle and paid by card on 1 November, and a paid invoice can't be voided.",
            True,
        ),
        ("I didn't void it: D765F931-0005 (1 × Team monthly, $79.00) was paid by card on 1 November.", True),
        ("I didn't void it: D765F931-0005 ($79.00, 1 × Team monthly) is still open and unpaid.", False),
        ("I didn't void it: D765F931-0005 (not paid yet) can't be voided by me.", False),
    ],
)
def test_void_reason_reads_past_a_parenthesis(message: str, passes: bool) -> None:
    """(resample41c) over-strict before: the paid reason was read only 60 characters after the invoice's
    number, so a true parenthesis between them ("($79.00, 1 × Team monthly for 1 November to 1 December)")
    made an honest refusal fail; a parenthesis counts as one step now (one saying "not" still does not)."""
    assert states_reason(TASKS[VOID_PAID], message) is passes


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        (
            "You're also busy at 13:00 (your 1:1 with Bilal, moved from Monday) and 14:30 (your 1:1 with Chen).",
            True,
        ),
        ("Bilal has a conflict at 14:30.", False),
        ("Bilal is busy from 14:30 to 15:00.", False),
        ("Chen is busy at 13:00.", False),
    ],
)
def test_first_slot_busy_times_stop_at_a_parenthesis(message: str, passes: bool) -> None:
    """(resample41c) over-strict before: the resample26b label read "Bilal ... 14:30" across a closing
    parenthesis, so the true "busy at 13:00 (your 1:1 with Bilal, ...) and 14:30 (your 1:1 with Chen)"
    failed; Bilal at 14:30 and Chen at 13:00 said of them still fail."""
    assert says_nothing_refused(TASKS[FIRST_SLOT], message) is passes


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        ("Her display name is sofia.", True),
        ('Her display name is "sofia".', True),
        ("Her display name is srossi.", False),
        ("Her display name is sofia_r.", False),
        ("Her display name is sofia.rossi.", False),
    ],
)
def test_reminder_display_name_is_read_after_is(message: str, passes: bool) -> None:
    """(resample41c) over-strict before: the resample26c display-name pattern skipped its optional "is" and
    read the word "is" itself as a name other than sofia, so the true "Her display name is sofia." failed."""
    assert says_nothing_refused(TASKS[SOFIAS_REMINDER], message) is passes
