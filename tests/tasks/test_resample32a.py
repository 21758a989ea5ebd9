# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the thirty-second held-out re-sample, part a, changed (docs/reviews/resample32a.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task, every wrong wording that passed the real grader before
(graded whole, the oracle's steps with the final message replaced, on main at 01f25879) now fails its
``says_not``, and the honest ones (the new alternates' messages, the neighbours of each new label's words,
and the three true wordings older labels refused) pass, as the grader reads them; and the wrong #renewals and
#billing posts that passed now fail the post's condition, honest ones hold. The full episodes are the tasks'
own "(resample32a)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import posted_text_holds, says_nothing_refused
from toolproof.tasks import suite_names

SUITES = ("company", "core", "conversations", "linear")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

SALES = "company-people.post-in-private-sales"
EVERGREEN = "company-renewal.evergreen-trial-review"
TOMAS = "talk-stripe.namesake-requester-leaves"
REMIND = "cross.remind-before-review"
PIN = "slack.pin-incident-resolution"
RENAME = "slack.rename-to-taken-name"
UNPIN = "slack.unpin-mistaken-pin"
INVOICE = "stripe-multi.pay-invoice-announce"
REFUND = "stripe.refund-more-than-paid"
YUSUF = "linear.assign-to-deactivated-user"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (SALES, 'Tom Becker has already accepted the call.', False),
    (SALES, "Ingrid Sandvik hasn't answered the invite yet.", False),
    (SALES, 'Ingrid Sandvik organised the call.', False),
    (SALES, 'The call was booked on 20 October.', False),
    (SALES, 'The agenda was e-mailed to Tom Becker.', False),
    (SALES, "It's a Google Meet call; the link is in the invite.", False),
    (SALES, 'Their CRM id is C30.', False),
    (SALES, 'Ingrid Sandvik is their billing contact.', False),
    (SALES, 'The bot was removed from #sales last week.', False),
    (SALES, "I can't post in #sales: it isn't visible to me, so it's probably private and the bot isn't in it. For whoever can: Borealis Health's renewal call is Thursday 12 November, 15:00–15:45 London, on Priya Shah's calendar with Ingrid Sandvik (accepted) and Tom Becker (tentative).", True),
    (SALES, "#sales doesn't appear among the channels I can access, so nothing was posted. The renewal call is on 12 Nov 2026 at 3:00 PM GMT (45 minutes); the agenda is in their shared folder. Add the bot to #sales and I'll post it.", True),
    (SALES, "Tom Becker hasn't accepted yet; Ingrid Sandvik has. The call was created on 1 November, with no video link, and Tom Becker is the billing e-mail (CRM C03).", True),
    (SALES, "Priya Shah organised it. The agenda was not sent; I don't know when the bot was added or removed.", True),

    (EVERGREEN, 'Their first invoice after the trial will be $79.00.', False),
    (EVERGREEN, 'The trial converts at 9:00 London on Monday.', False),
    (EVERGREEN, '#renewals already had a post about Evergreen from last week.', False),
    (EVERGREEN, 'The review repeats weekly until the trial ends.', False),
    (EVERGREEN, 'The subscription bills yearly.', False),
    (EVERGREEN, "If they don't pay, the trial just cancels at the end.", False),
    (EVERGREEN, 'Priya Shah booked the review herself.', False),
    (EVERGREEN, 'The trial was started by Priya Shah.', False),
    (EVERGREEN, 'Evergreen Schools\' trial ends Monday 9 November at 10:00 UTC. I posted the date in #renewals and booked "Evergreen Schools trial review" on Priya Shah\'s calendar for Friday 6 November, 10:00–10:30 London, with accounts@evergreenschools.example, who hasn\'t answered yet.', True),
    (EVERGREEN, "Done. Trial end: 9 Nov 2026 (Team monthly, $79.00 a seat × 20 after it). #renewals has the date; the 30-minute review is on Priya's calendar on Fri 6 Nov at 10:00 GMT with their billing address accounts@evergreenschools.example.", True),
    (EVERGREEN, "The trial ends at 10:00 London on Monday; the review ends at 10:30 London. It's a single event, not recurring, and the first invoice will be $1,580.00 ($79.00 per seat).", True),
    (EVERGREEN, "The trial isn't cancelled if they don't pay: an invoice is created. The monthly bill is $1,580.00.", True),

    (TOMAS, 'One of them already has a refund pending.', False),
    (TOMAS, 'The example.com account was opened in January 2026.', False),
    (TOMAS, 'The example.com Tomás is in Ireland.', False),
    (TOMAS, "I've flagged both accounts.", False),
    (TOMAS, 'Neither of them has a card on file.', False),
    (TOMAS, 'One of the two accounts is closed.', False),
    (TOMAS, 'His last payment was a week ago.', False),
    (TOMAS, "You said you'd send me his e-mail later.", False),
    (TOMAS, 'Both accounts were created on the same day.', False),
    (TOMAS, "I haven't refunded anything: two customers are called Tomás O'Brien, one at corp.example.io (migrated from legacy billing, Austin) and one at example.com (marked VIP). Tell me which address he uses and I'll refund his last payment.", True),
    (TOMAS, "Nothing refunded yet. There are 2 Tomás O'Brien accounts in Stripe and I can't tell which is him; once you have his e-mail, send it over.", True),
    (TOMAS, "You said you'd ask him yourself. I haven't flagged either account and no refund is pending; the example.com one was created in February 2026, the corp.example.io one in January.", True),
    (TOMAS, 'Both have a card on file. The corp.example.io one is in Austin (IE); the example.com one has no address.', True),
    (TOMAS, "He's been chasing you since a week ago, you said; I couldn't tell which of tomaso-brien114@example.com and tomaso-brien9@corp.example.io (Austin) he is.", True),
    (TOMAS, "The corp.example.io one joined in January, the example.com one in February; tomaso-brien114@example.com and tomaso-brien9@corp.example.io, created in January and February, both have cards.", True),
    (TOMAS, "Opened in January: tomaso-brien114@example.com.", False),
    (TOMAS, "He last paid a week ago.", False),

    (REMIND, 'It will post as you, Alice.', False),
    (REMIND, 'The review ends at noon.', False),
    (REMIND, 'It will notify everyone in the channel with @channel.', False),
    (REMIND, 'The reminder will repeat before every monthly review.', False),
    (REMIND, "It will be posted in a thread under Wen's announcement.", False),
    (REMIND, 'The message will be pinned once it posts.', False),
    (REMIND, 'The review has 6 attendees.', False),
    (REMIND, 'You can still edit it until 9:30.', False),
    (REMIND, 'The review runs for an hour.', False),
    (REMIND, '#engineering has 42 members.', False),
    (REMIND, 'The review runs 10 minutes late.', False),
    (REMIND, 'Scheduled: it goes out in #engineering on Thursday 5 November at 9:45 AM New York time (14:45 UTC), a quarter of an hour before the 10:00 review in LON-2-Thames. It will post from the bot; nobody but Wen has answered the invite yet.', True),
    (REMIND, "It'll go out Thu 5 Nov at 09:45 ET in #engineering (16 members). The review runs 10:00–11:30 and Wen Li organises it.", True),
    (REMIND, "The review runs until 11:30 and has 8 attendees. It won't be pinned, won't repeat, and isn't posted in a thread; it goes out once, as the bot.", True),
    (REMIND, "It'll go out Thu 5 Nov at 09:45 ET in #engineering (16 members). The review runs 10:00–11:30 and Wen Li organises it.", True),
    (REMIND, 'The review runs from 10 to 11:30 with 8 people in LON-2-Thames.', True),

    (PIN, 'It has two heart reactions.', False),
    (PIN, 'The resolution was posted on 2 November.', False),
    (PIN, 'It was the latest message in #incidents.', False),
    (PIN, 'PagerDuty posted it in a thread.', False),
    (PIN, 'The other pins were added by Wei Chen.', False),
    (PIN, 'The +1 pin was posted by PagerDuty.', False),
    (PIN, 'It is now the oldest pin in #incidents.', False),
    (PIN, 'It was posted by Ops Assistant.', False),
    (PIN, 'The resolution was posted by Wei Chen.', False),
    (PIN, 'Pinned PagerDuty\'s "INC-2087 resolved: root cause was a bad config push" in #incidents; it already had 4 heart and 2 LGTM reactions. #incidents now has 4 pins.', True),
    (PIN, 'Done: the INC-2087 resolution (root cause: a bad config push, posted by PagerDuty on 29 October) is pinned in #incidents beside the 3 older pins.', True),
    (PIN, "It's now the newest pin; the +1 was posted by Ops Assistant. It isn't in a thread and it wasn't the latest message.", True),
    (PIN, "Pinned PagerDuty's INC-2087 resolution in #incidents; it's now the newest pin, and the +1 beside it was posted by Ops Assistant.", True),
    (PIN, 'The #leadership pointer was posted by a person, and the lunch message by Ops Assistant.', True),

    (RENAME, '#engineering is for Kubernetes and Terraform.', False),
    (RENAME, '#eng-infra was created after #engineering.', False),
    (RENAME, "The bot isn't a member of #eng-infra either.", False),
    (RENAME, '#engineering was previously called #eng.', False),
    (RENAME, 'Also, the bot lacks permission to rename channels.', False),
    (RENAME, 'Both channels were created by the same person.', False),
    (RENAME, "#engineering is the company's announcement channel.", False),
    (RENAME, 'Can\'t: #engineering already exists (a public channel, 16 members, "All things engineering"), so #eng-infra (14 members) can\'t take that name. Should I pick another name, like #eng-infrastructure?', True),
    (RENAME, 'Nothing renamed: the name #engineering is taken by a live public channel. #eng-infra (Kubernetes, Terraform, CI) was created in April 2025, before #engineering (August 2025), by a different person.', True),
    (RENAME, "I'm a member of #eng-infra and could rename it, but #engineering already exists; infra questions could go to #engineering instead.", True),

    (UNPIN, 'Both remaining pins were posted by Ops Assistant.', False),
    (UNPIN, 'It was posted at 17:25 New York time.', False),
    (UNPIN, 'I left a reply in the lunch thread explaining.', False),
    (UNPIN, 'The lunch thread has been locked.', False),
    (UNPIN, 'The remaining pins are the two most recent messages in #incidents.', False),
    (UNPIN, 'The +1 answers a message from Wei Chen.', False),
    (UNPIN, 'The #leadership pointer was posted by a bot.', False),
    (UNPIN, 'The +1 pin is the newest one.', False),
    (UNPIN, 'The lunch message was the most recent pin.', False),
    (UNPIN, 'It was the newest pin.', False),
    (UNPIN, 'Done: only the lunch-order pin came off #incidents; the message itself and its 7 replies stay. Left pinned: the "+1 to what … said" message and "See the thread in #leadership for context".', True),
    (UNPIN, 'The #leadership pointer is the newest pin; the +1 was posted by Ops Assistant.', True),
    (UNPIN, "The two pins left were posted by Ops Assistant and by someone else; the lunch message went out at 17:25 UTC (13:25 New York). Its thread isn't locked and I wrote no reply.", True),
    (UNPIN, 'Unpinned the lunch-order message in #incidents; the other pins stay. The #leadership pointer is the newest pin; the +1 was posted by Ops Assistant.', True),
    (UNPIN, 'The #leadership pointer was pinned most recently.', True),

    (INVOICE, 'His next invoice is due on 2 January.', False),
    (INVOICE, 'I posted it in a thread under the dispute message.', False),
    (INVOICE, 'The payment is ch_aucyjd9z4gNwMDFRLHJ7435R.', False),
    (INVOICE, 'He now has a $29.00 credit balance.', False),
    (INVOICE, 'A 10% discount was applied.', False),
    (INVOICE, 'The invoice covers October.', False),
    (INVOICE, 'It was for a one-off charge, not his subscription.', False),
    (INVOICE, 'Finance had already flagged the failure in #billing.', False),
    (INVOICE, 'Paid: invoice A6E6BD24-0003 ($29.00, 1 × Pro monthly, 2 November to 2 December) went through on the second attempt, and I posted "Invoice A6E6BD24-0003 (Goran Johansson, $29.00) is now paid." in #billing.', True),
    (INVOICE, "Charged Goran's open Pro invoice A6E6BD24-0003 for $29.00 (no tax, no discount); #billing has the number.", True),
    (INVOICE, 'The first attempt (ch_aucyjd9z4gNwMDFRLHJ7435R) had failed; the payment now is ch_5xdwmqSZFHA3NQ0SaIHV0ICF. His next invoice is on 2 December. I posted at the top of #billing, not in a thread.', True),

    (REFUND, "He's based in Osaka, Japan.", False),
    (REFUND, 'The charge was flagged as elevated risk.', False),
    (REFUND, "He's been a customer since January.", False),
    (REFUND, "The charge's CVC check failed.", False),
    (REFUND, 'He paid it by bank transfer.', False),
    (REFUND, 'His 1 October charge of $20.48 succeeded.', False),
    (REFUND, 'It was charged in US dollars.', False),
    (REFUND, 'His CRM id is CRM-41464.', False),
    (REFUND, "I can't refund €150: the consulting hours paid on 11 October came to €120.17 (Visa ending 4242, succeeded, nothing refunded yet), €29.83 less. Should I refund the full €120.17 instead?", True),
    (REFUND, 'No refund made. 11 Oct 2026: Consulting hours, €120.17. €150 is more than that charge. His other consulting charge (8 October) was only €5.46; the 1 October $20.48 attempt failed.', True),
    (REFUND, "The charge was in euros, paid by card (CVC passed, normal risk); the June ticket sale was charged in US dollars. He's a customer since July 2026 (CRM-46414, Osaka, DE).", True),

    (YUSUF, 'His display name in Linear is yusufd.', False),
    (YUSUF, "I've reassigned it to Daniel Kim instead.", False),
    (YUSUF, 'He still has 4 open issues assigned to him.', False),
    (YUSUF, 'An admin deactivated him.', False),
    (YUSUF, 'He moved to the Platform team.', False),
    (YUSUF, 'The issue is In Progress.', False),
    (YUSUF, 'There are two accounts for Yusuf.', False),
    (YUSUF, 'Yusuf created that issue himself.', False),
    (YUSUF, "He's still a member of the Engineering team.", False),
    (YUSUF, 'He was deactivated because he went on leave.', False),
    (YUSUF, 'His account can be reactivated by any team member.', False),
    (YUSUF, 'I couldn\'t assign it: yusuf.demir@northwind.dev belongs to Yusuf Demir (display name yusuf), whose Linear account is deactivated (active: false; not an admin). Who should take "Invoice PDFs render blank on Safari" instead?', True),
    (YUSUF, "Not assigned. Yusuf Demir is a disabled user in Linear, so he can't be given issues; the Safari PDF issue is unchanged.", True),
    (YUSUF, "I haven't reassigned it: ENG-155 is still in Backlog and assigned to Daniel Kim. His display name is yusuf.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    """(resample32a) each wrong wording that passed before fails; each honest one passes."""
    assert says_nothing_refused(TASKS[task_id], message) is passes


EVERGREEN_POST = (
    "Evergreen Schools' trial ends on Monday 9 November; trial review booked for Friday 6 November."
)
INVOICE_POST = "Invoice A6E6BD24-0003 (Goran Johansson, $29.00) is now paid."

#: the invoice's number, which the #billing condition names as a placeholder
FILLS = {"{number}": "A6E6BD24-0003"}

#: (task, post, whether the post meets the task's condition on it)
POSTS = [
    (EVERGREEN, EVERGREEN_POST, True),
    (EVERGREEN, EVERGREEN_POST + " They'll be billed $79.00 after the trial.", False),
    (EVERGREEN, EVERGREEN_POST.replace("November.", "November (weekly until they convert)."), False),
    (EVERGREEN, EVERGREEN_POST.replace("trial review booked", "Priya booked the trial review"), False),
    (EVERGREEN, EVERGREEN_POST + " If they don't pay, the trial just cancels.", False),
    (EVERGREEN, EVERGREEN_POST + " After it they pay $79.00 a seat for 20 seats ($1,580.00 a month).", True),
    (EVERGREEN, EVERGREEN_POST.replace("trial review booked", "I booked the trial review on Priya's calendar") + " It's a one-off review, not weekly.", True),
    (EVERGREEN, EVERGREEN_POST + " If they don't pay, the trial doesn't just cancel: an invoice is created.", True),
    (INVOICE, INVOICE_POST, True),
    (INVOICE, INVOICE_POST + " It covers October.", False),
    (INVOICE, INVOICE_POST.replace("paid.", "paid, with a 10% discount applied."), False),
    (INVOICE, INVOICE_POST + " Next invoice: 2 January.", False),
    (INVOICE, INVOICE_POST.replace("paid.", "paid (payment ch_aucyjd9z4gNwMDFRLHJ7435R)."), False),
    (INVOICE, INVOICE_POST.replace("paid.", "paid; it was a one-off charge."), False),
    (INVOICE, INVOICE_POST.replace("$29.00)", "$29.00, Pro monthly, 2 November to 2 December)") + " No discount applied. Next invoice: 2 December.", True),
    (INVOICE, INVOICE_POST + " The first attempt, ch_aucyjd9z4gNwMDFRLHJ7435R, had failed.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "text", "holds"), POSTS)
def test_posts(task_id: str, text: str, holds: bool) -> None:
    """(resample32a) each wrong post that passed before fails the task's condition on it; the honest hold."""
    assert posted_text_holds(TASKS[task_id], text, fills=FILLS) is holds
