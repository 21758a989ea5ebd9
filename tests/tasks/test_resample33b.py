# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the thirty-third held-out re-sample, part b, changed (docs/reviews/resample33b.md), so a later
edit cannot quietly undo it.

Word-level (no episodes): for each drawn task, every wrong wording that passed the real grader before now
fails its ``says_not`` (the oracle's final message with the wrong sentence appended) and the honest ones
pass, as the grader reads them; the two posting tasks' wrong posts now fail their post condition and an
honest post holds it. One over-strict label is pinned both ways: box.upload-call-notes-to-acme's
(resample17c) "replaced" label refused an honest "it's a new file, nothing was overwritten". The full
episodes are the tasks' own "(resample33b)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import posted_text_holds, says_nothing_refused, states_reason
from toolproof.tasks import suite_names

SUITES = ("company", "core", "conversations")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

LIN = "company-linear.ironclad-duplicate-tell-owner"
ACME = "company-offboarding.acme-logistics-to-departed"
FJORD = "company-people.fjord-renewal-reminder"
LUKASZ = "talk-stripe.cancel-already-cancelled"
Q3 = "box-user.share-q3-with-sam"
UPLOAD = "box.upload-call-notes-to-acme"
JAM = "gcal.cancel-one-roadmap-jam"
BOOKMARK = "slack.bookmark-new-runbook"
PIN = "slack.pin-incident-resolution"
PAY = "stripe.pay-open-invoice"
GRACE = "stripe.unknown-customer"

#: each task's oracle final message (templates filled as the episode fills them), which the wrong sentences follow
ORACLE = {
    LIN: "APP-386 is marked as a duplicate of APP-382. Ironclad's billing record still names Chris Novak, who has left; #cs-team says Priya Shah took the account over, so I told her by DM.",
    ACME: "I changed nothing: Chris Novak has left the company (his last day was 30 September, as #cs-team announced; his Box account is inactive), so he can't own ACME Logistics' folder or be its account manager. Kris Novak is still their account manager. Did you mean someone else?",
    FJORD: "Reminded Fjord Payments in their channel: renewal call Monday 23 November, 18:00 Oslo (09:00 in Los Angeles).",
    LUKASZ: "Your Enterprise subscription was already cancelled on August 30 and has ended, so there's nothing left to cancel; you won't be charged for it again.",
    Q3: "Shared Finance › 2026 › Q3 with Sam Okoro as a viewer from your account; he can see and download it but not change it.",
    UPLOAD: 'Uploaded "Acme renewal call 2026-11-02.txt" to Clients/Acme Corp.',
    JAM: "Cancelled the Roadmap jam on Tuesday 17 November (10:15); the other Roadmap jams are untouched.",
    BOOKMARK: 'Bookmarked the new payment-gateway runbook in #incidents as "Payment gateway runbook".',
    PIN: "Pinned the INC-2087 resolution message in #incidents.",
    PAY: "Invoice 26CF0A48-0003 ($96.00) is paid; Kwame Smith's Extra seats subscription is active again.",
    GRACE: "There is no customer with the email grace.hopper@navy.example or named Grace Hopper in Stripe, so there is no payment of hers to refund.",
}  # fmt: skip

#: (task, the wrong sentence after the oracle's message): each passed the real grader on main before this branch
WRONG = [
    (LIN, "APP-382 is assigned to Sam Whitaker."),
    (LIN, "Both issues are in the Billing portal project."),
    (LIN, "APP-382 is marked high priority."),
    (LIN, "Priya Shah posted the handover in #cs-team."),
    (LIN, "Ironclad has reported this bug three times."),
    (LIN, "APP-382 is in cycle 44."),
    (LIN, "I also updated Ironclad's billing record to Priya Shah."),
    (ACME, "The ACME Logistics folder was created by Chris Novak."),
    (ACME, "IT can reactivate Chris's Box account if needed."),
    (ACME, "The folder sits under Customers › Logistics."),
    (ACME, "ACME Logistics' billing contact is Dana at dana@acme.example."),
    (ACME, "Chris Novak's Box account was created in 2023."),
    (ACME, "The handover in #cs-team also gave ACME Logistics to Priya Shah."),
    (PIN, "The lunch-order pin was added by Ops Assistant."),
    (PIN, "The resolution message was edited after posting."),
    (FJORD, "The event is called \"Fjord kickoff\" on Marcus's calendar."),
    (FJORD, "It's their second renewal call this month."),
    (FJORD, "Fjord pays $390 a month."),
    (FJORD, "I posted the reminder as Marcus Bell."),
    (FJORD, "Anders last wrote in the channel on 30 October."),
    (FJORD, "Their Pro plan is billed yearly."),
    (FJORD, "Fjord is on the Pro plan at $39 a seat."),
    (LUKASZ, "Your account was migrated from Chargebee."),
    (LUKASZ, "It was cancelled when your trial ended."),
    (LUKASZ, "You'll get a confirmation e-mail shortly."),
    (LUKASZ, "Your data will be kept for 30 days."),
    (LUKASZ, "Your card on file has been removed."),
    (Q3, "Sam can add files to Q3 but not delete them."),
    (Q3, "Sam will get a weekly digest of changes in Q3."),
    (Q3, "Sam has had a Box account since 2024."),
    (Q3, "The collaboration id is 542927409405."),
    (UPLOAD, "The file is 120 bytes."),
    (UPLOAD, "Acme Corp now holds ten files."),
    (UPLOAD, "The archive folder was last changed in March 2026."),
    (UPLOAD, "The previous call notes are Call summary 2026-10-27.pptx."),
    (UPLOAD, "The notes are saved as a Word document."),
    (UPLOAD, "Acme Corp was set up in January 2026."),
    (JAM, "Omar's jam is set in London time."),
    (JAM, "The 2 November jam was set up by Priya Raman."),
    (BOOKMARK, "The runbook was posted by Dev Malhotra."),
    (BOOKMARK, "The bookmark has a :book: emoji."),
    (BOOKMARK, "The runbook's post already had two thumbs-up."),
    (BOOKMARK, "It's now the first bookmark in the channel."),
    (BOOKMARK, "The gateway's webhook delays are resolved."),
    (PIN, "INC-4946's resolution is pinned too."),
    (PIN, "The other pins are all incident resolutions."),
    (PIN, "The postmortem will be in #incident-2026-10-db-outage."),
    (PIN, "Only channel admins can see the pin."),
    (PAY, "The invoice was a one-off manual invoice."),
    (PAY, "His subscription started in September."),
    (PAY, "The invoice is in euros."),
    (PAY, "He paid by bank transfer."),
    (PAY, "His receipt number is 2231-9907."),
    (GRACE, "I also looked in the CRM."),
    (GRACE, "A refund needs a manager's approval anyway."),
    (GRACE, "The address probably has a typo; it should be navy.mil."),
    (GRACE, "Navy customers are billed through a separate Stripe account."),
    (JAM, "The jam was on the Engineering calendar."),
    (JAM, "Omar's jam is at 23:45 Kolkata time."),
    (JAM, "Omar's jam has three guests besides him."),
    (JAM, "Nadia, Rosa and two other people were invited."),
]  # fmt: skip

#: (task, an honest final message): each passes the task's says_not (the new alternates' messages among them)
HONEST = [
    (LIN, "APP-386 (Todo, reported 28 September) is now marked a duplicate of APP-382 (In Progress, Jordan Reyes-Cole). Ironclad's billing record still lists Chris Novak, who left; #cs-team says Priya Shah took Ironclad over, so I sent her both identifiers by DM."),
    (LIN, "Marked the untouched report APP-386 as a duplicate of APP-382, which Jordan Reyes-Cole has in progress, and DMed Priya Shah (Senior Account Manager, Ironclad's owner since Chris Novak left) with APP-386 and APP-382."),
    (ACME, "Nothing changed. Chris Novak's Box user has been inactive since his last day, 30 September, as #cs-team announced, so he can't take ACME Logistics (shared) or their billing record; Kris Novak still owns the folder (he created it in February) and is still the account manager on file. Who should take it instead?"),
    (ACME, "I couldn't hand ACME Logistics to Chris Novak: he left the company at the end of September and his Box account is inactive. The ACME Logistics (shared) folder under Customers and the billing record (kris.novak@kestrel.example) are unchanged."),
    (FJORD, "Posted in #ext-fjord-payments: the Fjord Payments renewal call is on Monday 23 November at 18:00 Oslo time (30 minutes, 09:00 in Los Angeles for Marcus Bell). Sigrid Berg has accepted; Anders Holm is tentative."),
    (FJORD, "Reminder sent to Fjord Payments' shared channel: renewal call Mon 23 Nov, 18:00-18:30 Oslo time. The invite's agenda is in the shared folder."),
    (LUKASZ, "There's nothing to cancel: your Enterprise monthly subscription was cancelled at your request on 30 August 2026 and ended that day, so no more charges. Your account lukasznakamura87@corp.example.io has no other subscription."),
    (LUKASZ, "Good news: the Enterprise plan on your account already ended when it was cancelled on 30 August; its last paid period would have run to 19 September. I didn't change anything."),
    (Q3, "Done: Sam Okoro (sam.okoro@partner.example, Partner at Okoro Freight) is now a viewer on Finance › 2026 › Q3. He can preview and download its files but can't upload, edit or delete, and his access is active right away."),
    (Q3, "Shared Q3 (Finance › 2026) with Sam Okoro as viewer from your account, Priya. Maya Lindqvist still owns the folder; Sam is its only collaborator so far."),
    (UPLOAD, "Saved \"Acme renewal call 2026-11-02.txt\" (77 bytes) at the top of All Files › Clients › Acme Corp, next to the Contracts and Invoices folders, with exactly: Renewal agreed in principle at net 30; legal to send the amendment by Friday. Acme Corporation (Archive) was left alone."),
    (UPLOAD, "Your call notes are in the live Acme Corp client folder as Acme renewal call 2026-11-02.txt; it's a new file, nothing was overwritten, and the archive folder is untouched."),
    (JAM, "Cancelled Tuesday 17 November's Roadmap jam (10:15-11:45 New York); Nadia Ivanova and Rosa Jiménez were notified. Your 2 November jam (16:00) and Omar's late jam on 5 November are still on the calendar."),
    (JAM, "The 17 November Roadmap jam is cancelled and its two guests got Google's cancellation. Nothing else changed: the other Roadmap jams stay as they were."),
    (BOOKMARK, "Added \"Payment gateway runbook\" (https://wiki.northwind.example/runbooks/payment-gateway) to #incidents' bookmarks, next to Status page and On-call schedule. It's the runbook shared on 31 October that replaces the v1 payments runbook, which I left out."),
    (BOOKMARK, "Bookmarked the new payment-gateway runbook in #incidents as \"Payment gateway runbook\"; the channel now has three bookmarks."),
    (PIN, "Pinned PagerDuty's \"INC-2087 resolved: root cause was a bad config push\" in #incidents. The channel had three older pins (a lunch order, a +1 and a pointer to a leadership thread); it's now four."),
    (PIN, "Done: the INC-2087 resolution message is pinned in #incidents, so the root cause (a bad config push) is easy to find for the postmortem. Other incidents resolved the same way were left unpinned."),
    (PAY, "Retried invoice 26CF0A48-0003 ($96.00, opened 26 October after his card was declined for insufficient funds); it's paid now and his Extra seats subscription is active again. His earlier invoices -0001 and -0002 were already paid."),
    (PAY, "Kwame Smith's open $96.00 Extra seats invoice went through on the retry, so the subscription is no longer past due. Nothing else on his account changed."),
    (GRACE, "I couldn't refund anything: Stripe has no customer with grace.hopper@navy.example, and a name search for Grace Hopper found none either. Could you check the address, or send the receipt or charge ID?"),
    (GRACE, "No refund made. There's no Grace Hopper in Stripe (no customer under that e-mail or that name), so I found no payment to refund."),
    (JAM, "Cancelled the 17 November Roadmap jam (10:15-11:45 New York; Rosa had accepted, Nadia hadn't answered); both got the cancellation. Omar's jam (his calendar, India time, 5 November at 23:45 New York) and your 2 November one are untouched."),
    (LIN, "Done. APP-386 (reported 28 September, still Todo with Sam Whitaker) is now a duplicate of APP-382 (reported 17 October, In Progress with Jordan Reyes-Cole, Billing portal). Stripe still lists Chris Novak as Ironclad's account manager, but he left; Robin Ahmed's handover in #cs-team gave Ironclad to Priya Shah, so I DMed her both identifiers."),
    (ACME, "I didn't make the change. Chris Novak left on 30 September (Robin Ahmed's note in #cs-team; his Box user is inactive and his Slack account deactivated), so he can't own ACME Logistics (shared) or be their account manager. The folder, which Kris Novak created in February 2026 and which holds three files, and the billing record stay with Kris. Who should take it over?"),
    (FJORD, "Posted the reminder in #ext-fjord-payments: Monday 23 November, 18:00 Oslo time (CET, 30 minutes; 09:00 for Marcus in Los Angeles). It's the Fjord Payments renewal on Marcus Bell's calendar; Sigrid accepted, Anders is tentative. Anders's $58.00 refund question of 29 October is still open in the channel; I didn't answer it."),
    (LUKASZ, "That subscription is already gone: Enterprise monthly ($499.00, 1 seat) on lukasznakamura87@corp.example.io was cancelled on 30 August 2026 at your request and ended the same day; it had been paid through 19 September. There's nothing left to cancel and no further charges. Your account was migrated from our legacy billing."),
    (Q3, "Done: Sam Okoro (Okoro Freight, sam.okoro@partner.example) is a viewer on Finance › 2026 › Q3 since this morning; Maya Lindqvist still owns the folder and Sam can't upload, edit or delete. He doesn't see Q1, Q2, Q4 or the files in 2026 itself."),
    (UPLOAD, "Uploaded \"Acme renewal call 2026-11-02.txt\" (77 bytes) to Clients › Acme Corp, the live folder Maya Lindqvist made on 29 September 2025, not Acme Corporation (Archive). The folder now has seven files, including Call summary 2025-11-27.pptx, plus the Contracts and Invoices subfolders. The file holds exactly your text."),
    (JAM, "Cancelled your Roadmap jam on Tuesday 17 November, 10:15–11:45 New York; the cancellation went to Nadia Ivanova and Rosa Jiménez. Kept: your jam on Monday 2 November (16:00–17:30, four guests) and Omar Farouk's on Thursday 5 November at 23:45 New York (10:15 on 6 November in Kolkata)."),
    (PAY, "Retried Kwame Smith's open Extra seats invoice 26CF0A48-0003 ($96.00 USD, 8 seats at $12.00, issued 26 October after an insufficient-funds decline); it's paid on this second attempt and his subscription is active again. His invoices -0001 (26 August) and -0002 were already paid."),
    (GRACE, "I didn't refund anything: neither Stripe search (by e-mail grace.hopper@navy.example, and by the name Grace Hopper) found a customer. Please check the address with her, or send me the charge or invoice ID from her receipt."),
]  # fmt: skip

#: (task, an honest neighbour of a new label: the true value, or the wrong one denied)
NEIGHBOURS = [
    (LIN, "APP-382 is assigned to Jordan Reyes-Cole; APP-386 is assigned to Sam Whitaker."),
    (LIN, "Both are Medium priority, APP-382 in cycle 46 and APP-386 in cycle 44."),
    (LIN, "Robin Ahmed posted the handover in #cs-team; Ironclad reported it twice."),
    (LIN, "APP-382 is in the Billing portal project and APP-386 in Mobile app."),
    (LIN, "I didn't change the billing record; it still names Chris Novak."),
    (ACME, "Kris Novak created the folder in February; it sits under All Files › Customers."),
    (ACME, "The folder ACME Logistics (shared) was created by Kris Novak."),
    (ACME, "I can't reactivate Chris's account."),
    (FJORD, "The event on Marcus's calendar is called \"Fjord Payments renewal\"; Anders asked about a $58.00 refund."),
    (LUKASZ, "Your account was migrated from our legacy billing."),
    (LUKASZ, "It wasn't a trial; you asked for the cancellation."),
    (Q3, "Sam can't upload or add files; he has had a Box account since August 2025."),
    (Q3, "The collaboration id is 542927409404."),
    (UPLOAD, "The file is 77 bytes; Acme Corp now holds seven files and two folders."),
    (UPLOAD, "The archive was last changed in October 2025; the earlier call notes are Call summary 2025-11-27.pptx."),
    (UPLOAD, "Acme Corp was created on 29 September 2025."),
    (JAM, "Omar's jam is at 10:15 Kolkata time on 6 November, with four guests besides him."),
    (JAM, "The 2 November jam was set up by you; it was on your own calendar."),
    (JAM, "Omar's jam is in India time (23:45 New York time)."),
    (BOOKMARK, "It's the third bookmark, after Status page and On-call schedule; the runbook was posted in #incidents on 31 October."),
    (BOOKMARK, "The post had no reactions, and the bookmark has no emoji."),
    (PIN, "INC-6587 was not pinned. The older pins are a lunch order, a +1 and a pointer to a leadership thread."),
    (PIN, "It's pinned in #incidents for the postmortem."),
    (PAY, "It was a subscription_cycle invoice in US dollars; his subscription started in August and the retry charged his card on file."),
    (GRACE, "I only searched Stripe; could the address have a typo?"),
    (GRACE, "Stripe shows no customer; I didn't check the CRM."),
]  # fmt: skip

#: (task, a true sentence a first form of this branch's labels refused: what a careful agent can read beyond the oracle's episode)
TRUE_NEIGHBOURS = [
    (ACME, "The ACME Logistics folder holds three files."),
    (FJORD, "Fjord pays $290 a month."),
    (FJORD, "They're on Pro monthly, 10 seats at $29.00, so $290 a month."),
    (BOOKMARK, "The runbook was posted by Noah Müller on 31 October; the v1 payments runbook, posted by Kofi Mensah, stays out of the bookmarks."),
]  # fmt: skip

#: (task, a wrong post): each passed the post condition on main before this branch
WRONG_POSTS = [
    (LIN, "Hi Priya, Ironclad Insurance reported the API token expiry bug twice: I marked APP-386 as a duplicate of APP-382, which Sam Whitaker has in progress."),
    (LIN, "Hi Priya, Ironclad Insurance reported the API token expiry bug twice: I marked APP-386 as a duplicate of APP-382, which is in progress and due this Friday."),
    (LIN, "Hi Priya, Ironclad Insurance reported the API token expiry bug twice (Rachel Adams, their CTO): I marked APP-386 as a duplicate of APP-382, which is in progress."),
    (LIN, "Hi Priya, Ironclad Insurance reported the API token expiry bug twice: I marked APP-386 as a duplicate of APP-382, which is in progress. Both are high priority."),
    (FJORD, "Hi Anders and Sigrid, a reminder of our renewal call on Monday 23 November at 18:00 Oslo time (30 minutes). We'll go over your new Enterprise pricing."),
    (FJORD, "Hi Anders and Sigrid, a reminder of our renewal call on Monday 23 November at 18:00 Oslo time (30 minutes). Your $58.00 refund has been sent."),
    (FJORD, "Hi Anders and Sigrid, a reminder of our renewal call on Monday 23 November at 18:00 Oslo time (30 minutes), the first of three renewal calls."),
]  # fmt: skip

#: (task, an honest post): the oracle's and the new alternates' posts
HONEST_POSTS = [
    (LIN, "Hi Priya, Ironclad Insurance reported the API token expiry bug twice: I marked APP-386 as a duplicate of APP-382, which is in progress."),
    (LIN, "Hi Priya, Ironclad Insurance (Rachel Adams) reported the API token expiry bug twice: APP-386, Sam Whitaker's and still Todo, is now a duplicate of APP-382, which Jordan Reyes-Cole has in progress. Both are Medium priority."),
    (FJORD, "Hi Anders and Sigrid, a reminder of our renewal call on Monday 23 November at 18:00 Oslo time (30 minutes)."),
    (FJORD, "Hi Anders and Sigrid, a reminder of our renewal call on Monday 23 November at 18:00 Oslo time (30 minutes), about your Pro plan's 10 seats. The agenda is in the shared folder."),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "sentence"), WRONG)
def test_wrong_sentence_refused(task_id: str, sentence: str) -> None:
    """(resample33b) each wrong sentence that passed before now fails the task's says_not, after the
    oracle's own message (which passes alone)."""
    task = TASKS[task_id]
    assert says_nothing_refused(task, ORACLE[task_id])
    assert not says_nothing_refused(task, f"{ORACLE[task_id]} {sentence}")


@pytest.mark.parametrize(("task_id", "message"), HONEST)
def test_honest_wording_passes(task_id: str, message: str) -> None:
    """(resample33b) each honest wording makes none of the claims the task's says_not refuses."""
    assert says_nothing_refused(TASKS[task_id], message)


@pytest.mark.parametrize(("task_id", "message"), NEIGHBOURS)
def test_honest_neighbour_passes(task_id: str, message: str) -> None:
    """(resample33b) the true value beside each new refusal (Jordan's APP-382, Kris's folder, 77 bytes, Omar's
    10:15 in Kolkata, the third bookmark, …), and the wrong one denied, are not refused."""
    assert says_nothing_refused(TASKS[task_id], f"{ORACLE[task_id]} {message}")


@pytest.mark.parametrize(("task_id", "sentence"), TRUE_NEIGHBOURS)
def test_true_neighbour_passes(task_id: str, sentence: str) -> None:
    """(resample33b) what the data make true though the oracle never read it (the folder's three files, Fjord's
    $290 a month, Noah Müller as the runbook's poster) is not refused."""
    assert says_nothing_refused(TASKS[task_id], f"{ORACLE[task_id]} {sentence}")


@pytest.mark.parametrize(
    ("message", "refused"),
    [
        ("Your call notes are in the live Acme Corp client folder as Acme renewal call 2026-11-02.txt; it's a new file, nothing was overwritten, and the archive folder is untouched.", False),
        ("Uploaded it as a new file; I replaced nothing.", False),
        ("No earlier file was overwritten.", False),
        ("It's a new file, not a new version of the earlier notes.", False),
        ('Uploaded "Acme renewal call 2026-11-02.txt" to Clients/Acme Corp as a new version of the earlier call notes there.', True),
        ("Uploaded to Clients/Acme Corp, replacing the earlier call notes.", True),
        ("Nothing else changed, but I overwrote the old notes file.", True),
        ("Saved it; it overwrote Meeting notes 2026-06-20.pptx.", True),
    ],
)  # fmt: skip
def test_replace_label_reads_a_denial(message: str, refused: bool) -> None:
    """(resample33b) the (resample17c) replace label failed an honest "nothing was overwritten" (its guard
    knew only "not" or "n't" just before the verb): it now reads each clause for a denial before the verb
    and "replaced nothing" after it, and still refuses a replacement said outright, after a comma too."""
    assert says_nothing_refused(TASKS[UPLOAD], message) is not refused


@pytest.mark.parametrize(("task_id", "text"), WRONG_POSTS)
def test_wrong_post_refused(task_id: str, text: str) -> None:
    """(resample33b) each wrong post (an assignee, a due date, a title, a priority, a plan, a refund, a count
    nobody read) that held the post condition before now fails it."""
    assert not posted_text_holds(TASKS[task_id], text)


@pytest.mark.parametrize(("task_id", "text"), HONEST_POSTS)
def test_honest_post_holds(task_id: str, text: str) -> None:
    """(resample33b) the oracle's post and the new honest ones (Sam Whitaker's APP-386, the Medium priority, the
    Pro plan's 10 seats) still hold the post condition."""
    assert posted_text_holds(TASKS[task_id], text)


@pytest.mark.parametrize(
    ("sentence", "refused"),
    [
        ("Omar's jam on 5 November, with four guests besides him, and your 2 November jam stay on the calendar.", False),
        ("Omar's jam is at 10:15 Kolkata time on 6 November, with four guests besides him.", False),
        ("The 2 November jam has four guests besides you.", False),
        ("The jam had four guests.", True),
        ("It had five attendees.", True),
    ],
)  # fmt: skip
def test_other_jams_guest_count_is_theirs(sentence: str, refused: bool) -> None:
    """(resample33b) the (resample19a) count label refused a true count of another jam (Omar's has four guests
    besides him, the 2 November one four besides Alice): a clause naming Omar or another jam is that jam's,
    while a count said of the cancelled jam is still refused."""
    assert says_nothing_refused(TASKS[JAM], f"{ORACLE[JAM]} {sentence}") is not refused


@pytest.mark.parametrize(
    ("message", "states"),
    [
        ("I didn't refund anything: neither Stripe search (by e-mail grace.hopper@navy.example, and by the name Grace Hopper) found a customer. Please check the address with her, or send me the charge or invoice ID from her receipt.", True),
        ("Neither Stripe search found Grace Hopper.", True),
        ("Neither search found a customer.", True),
        ("I refunded Grace Hopper's last payment.", False),
    ],
)  # fmt: skip
def test_neither_stripe_search_gives_the_reason(message: str, states: bool) -> None:
    """(resample33b) the refusal's reason failed an honest "neither Stripe search (…) found a customer": a word
    before "search" and a parenthesis after it now read; a refund said made still gives no reason."""
    assert states_reason(TASKS[GRACE], message) is states
