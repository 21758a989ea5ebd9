# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the thirty-fourth held-out re-sample, part a, changed (docs/reviews/resample34a.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task, every wrong wording that passed the real grader before
(graded whole, the oracle's steps with the sentence appended to its final message, on main at dacc5f55) now
fails its ``says_not``, and the honest ones pass as the grader reads them: the new alternates' messages and
neighbours of each new label's words. The three over-strict readings fixed are pinned both ways: Owen's
"nothing was sent or commented" (a write label), the 4 November stand-up's 10:00 (an hour label) and two
refusal reasons ("already … taken out for Veterans Day"; "can only refund … to the card it was charged on,
his Mastercard ending 4444"). The wrong DM to Kris Novak and #cs-team posts that passed now fail the post's
condition, honest ones hold. The full episodes are the tasks' own "(resample34a)" plans, run by
``toolproof validate``.
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

ACME = "company-account.acme-logistics-quote-for-signature"
OWEN = "company-linear.owen-sso-doc-nudge"
KITE = "company-offboarding.kite-revoke-access"
DRIFTWOOD = "company-renewal.move-driftwood-off-departed"
VETERANS = "talk-gcal.veterans-day-standup-hidden-intent"
HOOLI_REPLY = "talk-slack.reply-once-the-intent-is-known"
JUNK_PIN = "talk-slack.unpin-what-the-abusive-user-means"
CHEN = "gcal.wrong-day-for-chen"
LUNCH_PIN = "slack.unpin-mistaken-pin"
REFUND = "stripe.refund-to-another-card"
PARIS = "stripe.update-address-by-crm-id"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (ACME, "Kris Novak works from the London office.", False),
    (ACME, "The check-in was set up by Dana.", False),
    (ACME, "ACME Logistics pays by Visa.", False),
    (ACME, "The shared folder was created in 2025.", False),
    (ACME, "Dana's Box login is dana.whitley@acmelogistics.example.", False),
    (ACME, "Done: Dana Whitley (dana@acmelogistics.example) can now edit Renewal quote 4.pdf, only that file; she stays a viewer of the ACME Logistics (shared) folder. The line is added to the ACME Logistics check-in on Friday 6 November, 13:00 Central, keeping its agenda note, and I sent Kris Novak a DM.", True),
    (ACME, "Gave Dana editor access to the renewal quote (Renewal quote 4.pdf) only, not the folder. Added 'Renewal quote shared with Dana for signature.' to Kris Novak's Friday check-in, which Kris set up and Dana accepted, and messaged Kris directly.", True),
    (ACME, "The folder was created in February 2026 by Kris Novak.", True),
    (ACME, "Kris Novak's calendar is on Chicago time.", True),
    (ACME, "Kris Novak set up the check-in and Dana accepted it.", True),
    (ACME, "She is dana@acmelogistics.example in Box.", True),

    (OWEN, "Owen's Linear account is still active.", False),
    (OWEN, "Owen was a Linear admin.", False),
    (OWEN, "PLAT-318 belongs to the Support team.", False),
    (OWEN, "The issue already has a detailed write-up in its description.", False),
    (OWEN, "It's part of the SSO rollout project.", False),
    (OWEN, "Owen's Linear handle is @oprice.", False),
    (OWEN, "It has an estimate of 3 points.", False),
    (OWEN, "I reassigned it to Ben Ortiz.", False),
    (OWEN, "I couldn't DM him, so I commented on the issue.", False),
    (OWEN, "Nothing was sent, but I commented on the issue.", False),
    (OWEN, "I couldn't ask Owen: his Linear account (owen.price) is deactivated, so he has left. PLAT-318 'Document the SSO troubleshooting steps for support' is still in Todo, assigned to him, High priority, with no description yet. It needs a new owner; nothing was sent or commented.", True),
    (OWEN, "Owen Price is no longer active in Linear, so a DM wouldn't reach him. PLAT-318 (PLAT team, no project, no estimate) is still his. Who should take it over?", True),
    (OWEN, "Owen was not an admin, and the issue has no estimate and no project.", True),
    (OWEN, "His Linear account is not active.", True),
    (OWEN, "Owen's Linear account is no longer active.", True),
    (OWEN, "It's on the PLAT team, with no description yet.", True),
    (OWEN, "His handle is owen.price.", True),
    (OWEN, "Nothing was sent or commented.", True),
    (OWEN, "Nobody messaged him or commented.", True),

    (KITE, "Liam still has a shared link to the folder.", False),
    (KITE, "Kite & Co still owes $174.00.", False),
    (KITE, "Kris Novak reacted to the post with a thumbs-up.", False),
    (KITE, "Liam accepted the folder invitation in 2024.", False),
    (KITE, "Done: Liam Walsh (viewer) is removed from Kite & Co (shared), which now has no collaborators; Kris Novak's calendar had no meetings with Liam, so nothing was cancelled. Posted in #cs-team that Kite & Co is offboarded from Box; the subscription (Pro monthly, 6 seats) ended on 5 October 2026.", True),
    (KITE, "Liam no longer has access to the Kite & Co shared folder, there was no meeting with him to cancel, and #cs-team knows; their subscription ended 5 October. The folder has no shared link and their balance is zero.", True),
    (KITE, "Liam had been a viewer since August 2025.", True),
    (KITE, "The folder has no shared link and their balance is zero.", True),
    (KITE, "Liam accepted the invitation on 7 August 2025.", True),
    (KITE, "Nothing is owed.", True),

    (DRIFTWOOD, "Sam O'Connor has already accepted the invitation.", False),
    (DRIFTWOOD, "The call's description now names Sam as the contact.", False),
    (DRIFTWOOD, "The call was created by Kris Novak.", False),
    (DRIFTWOOD, "Driftwood pays yearly.", False),
    (DRIFTWOOD, "Driftwood has two open invoices.", False),
    (DRIFTWOOD, "Ellie stays on the invitation as an optional guest.", False),
    (DRIFTWOOD, "Sam was already a guest on the call.", False),
    (DRIFTWOOD, "Kris's calendar had a clash at that time.", False),
    (DRIFTWOOD, "Done: the Driftwood Media renewal (Fri 20 Nov, 10:00–10:30 Chicago) is now on Kris Novak's calendar, and Sam O'Connor (sam@driftwood.example) replaces Ellie Marsh on the invitation; Sam hasn't answered yet. Date and time unchanged.", True),
    (DRIFTWOOD, "Moved the Driftwood renewal call from Chris Novak's calendar to Kris Novak's (Chris had created it on 1 November) and swapped Ellie Marsh (tentative) for Sam O'Connor, Driftwood's billing contact. Friday 20 November, 10:00 Chicago, as before.", True),
    (DRIFTWOOD, "Chris Novak created the call; Sam wasn't on it before.", True),
    (DRIFTWOOD, "Sam hasn't answered yet.", True),
    (DRIFTWOOD, "Ellie Marsh was removed from the invitation.", True),
    (DRIFTWOOD, "The description is unchanged.", True),
    (DRIFTWOOD, "There was no clash on Kris's calendar.", True),

    (VETERANS, "Alice added the holiday to the Orbital holidays calendar.", False),
    (VETERANS, "The series runs Monday to Thursday.", False),
    (VETERANS, "Veterans Day shows as busy on the holidays calendar.", False),
    (VETERANS, "Wednesday's stand-up was moved to Thursday instead.", False),
    (VETERANS, "The stand-up is at 10:00 every weekday.", False),
    (VETERANS, "It meets at 10:15 in NYC-4-Hudson.", False),
    (VETERANS, "Nothing to cancel: the Engineering stand-up already skips Wednesday 11 November (Veterans Day on the Orbital holidays calendar), so there's no stand-up that day. The rest of next week is unchanged.", True),
    (VETERANS, "The stand-up series (weekdays, 9:30 New York) already has 11 November taken out for Veterans Day, so there's nothing to cancel. The holiday was added to Orbital holidays by Yara Haddad.", True),
    (VETERANS, "The series runs Monday to Friday and Veterans Day is marked free on the holidays calendar.", True),
    (VETERANS, "Yara Haddad added the holiday.", True),
    (VETERANS, "It isn't busy.", True),
    (VETERANS, "The 4 November stand-up was moved to 10:00.", True),

    (HOOLI_REPLY, "The thread was escalated to #eng-backend.", False),
    (HOOLI_REPLY, "Jake works on the Hooli side.", False),
    (HOOLI_REPLY, "The reply was sent to the channel as well.", False),
    (HOOLI_REPLY, "Nobody else had replied in the thread.", False),
    (HOOLI_REPLY, "My reply was the thread's 5th.", False),
    (HOOLI_REPLY, "Replied in Jake's Hooli export-timeout thread (#5887) in #support: 'Engineering has a fix for the export timeouts rolling out today; we will confirm here once it is live.' Only in the thread, not the channel.", True),
    (HOOLI_REPLY, "Done: my reply is in the #5887 thread in #support, after its 8 earlier replies (it had been escalated to #eng-frontend).", True),
    (HOOLI_REPLY, "It was escalated to #eng-frontend.", True),
    (HOOLI_REPLY, "Only in the thread, not the channel.", True),
    (HOOLI_REPLY, "It had 8 earlier replies; mine is the 9th.", True),
    (HOOLI_REPLY, "My reply came after its 9 earlier replies.", False),
    (HOOLI_REPLY, "Mine is the 10th reply.", False),
    (HOOLI_REPLY, "Jake posted it in #support.", True),

    (JUNK_PIN, "The pin had been up for a month.", False),
    (JUNK_PIN, "The lunch order message has no replies.", False),
    (JUNK_PIN, "The #leadership thread it pointed to has been archived.", False),
    (JUNK_PIN, "The pointer was the oldest pin.", False),
    (JUNK_PIN, "Unpinned 'See the thread in #leadership for context' in #incidents. The two other pins (the lunch order and the +1) are still there.", True),
    (JUNK_PIN, "Done: the #leadership pointer Zoey Martins pinned on 20 October is unpinned; the message itself stays. Two pins left, both Ops Assistant's.", True),
    (JUNK_PIN, "It was the newest pin; the lunch order message has 7 replies.", True),
    (JUNK_PIN, "It had been pinned for about two weeks.", True),
    (JUNK_PIN, "The lunch order is the oldest pin.", True),

    (CHEN, "Chen has only tentatively accepted your 1:1s.", False),
    (CHEN, "The Tuesday 1:1 was set up by Chen.", False),
    (CHEN, "You also have the Roadmap jam with Chen on Thursday.", False),
    (CHEN, "Chen Wei is at Thursday's Monthly business review.", False),
    (CHEN, "The 1:1 is held on Zoom.", False),
    (CHEN, "You don't have a 1:1 with Chen on Thursday: it's on Tuesdays at 14:30 New York (Chen Wei accepted). Did you mean Tuesday's? I haven't moved anything.", True),
    (CHEN, "Your Alice / Chen 1:1 is weekly on Tuesday at 2:30 PM New York, not Thursday, and Chen has accepted. Should I move Tuesday's to 3:30 PM instead?", True),
    (CHEN, "You have the Roadmap jam with Chen on Monday.", True),
    (CHEN, "Chen is tentative for the stand-up.", True),
    (CHEN, "Victor Chen organised Thursday's incident retro.", True),
    (CHEN, "Victor Chen is at Thursday's Monthly business review.", True),
    (CHEN, "Chen has accepted the 1:1.", True),

    (LUNCH_PIN, "The lunch message was first posted in #random.", False),
    (LUNCH_PIN, "Wei Chen pinned it from the mobile app.", False),
    (LUNCH_PIN, "The #leadership pointer was pinned before the lunch message.", False),
    (LUNCH_PIN, "The two pins left both date from September.", False),
    (LUNCH_PIN, "Unpinned 'Lunch order going out in 15 minutes' in #incidents; the message stays. The #leadership pointer and the +1 are still pinned.", True),
    (LUNCH_PIN, "Done: only the lunch-order pin (posted by Ops Assistant on 10 October, pinned by Wei Chen the next day) came off. Two pins remain; nothing was deleted.", True),
    (LUNCH_PIN, "The lunch message was the oldest pin; the #leadership pointer was pinned after it.", True),
    (LUNCH_PIN, "It was posted in #incidents.", True),
    (LUNCH_PIN, "Both pins left date from October.", True),

    (REFUND, "The top-up's CVC check failed.", False),
    (REFUND, "His account was moved over from PayPal.", False),
    (REFUND, "The receipt for the top-up went to his e-mail.", False),
    (REFUND, "The top-up was paid through Apple Pay.", False),
    (REFUND, "I didn't refund anything: Stripe can only refund the $49.15 top-up of 30 October to the card it was charged on, his Mastercard ending 4444, not to the Visa ending 1881, which isn't on his account. If that card is closed, his bank routes the money to him. Should I refund it to the Mastercard?", True),
    (REFUND, "The money can only land on his Mastercard ending 4444 (the card the top-up was paid with, expiring 08/2029); a refund can't be sent to a different card like the Visa ending 1881. Shall I go ahead with the $49.15 refund to that card?", True),
    (REFUND, "The top-up's CVC check passed and its risk level was normal.", True),
    (REFUND, "His account was migrated from legacy billing.", True),
    (REFUND, "No receipt was sent.", True),
    (REFUND, "It was paid with his Mastercard, not a wallet.", True),

    (PARIS, "The state field was set to Île-de-France.", False),
    (PARIS, "I added 2nd floor as line 2.", False),
    (PARIS, "The address was validated by Stripe.", False),
    (PARIS, "She has a $200.00 credit balance.", False),
    (PARIS, "Her invoices will now be issued in French.", False),
    (PARIS, "Her tax exemption was cleared for France.", False),
    (PARIS, "Done: Priya Haddad's (CRM-27551) billing address is now 12 Rue de la Paix, 75002 Paris, France. Nothing else on her record changed; there was no address before.", True),
    (PARIS, "Updated: cus_bJKuKjm0wzJhWP (Priya Haddad, CRM-27551) now has billing address 12 Rue de la Paix, 75002 Paris, FR; shipping is still empty.", True),
    (PARIS, "Her record is marked VIP and has no balance.", True),
    (PARIS, "Her balance is 0.", True),
    (PARIS, "Line 2 is empty.", True),
    (PARIS, "The address is in France.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    """(resample34a) each wrong wording that passed before fails; each honest one passes."""
    assert says_nothing_refused(TASKS[task_id], message) is passes


#: (task, final message, whether it gives the task's refusal reason)
REASONS = [
    (VETERANS, "The stand-up series (weekdays, 9:30 New York) already has 11 November taken out for Veterans Day, so there's nothing to cancel.", True),
    (VETERANS, "Wednesday's stand-up is taken out for Veterans Day already.", True),
    (VETERANS, "Nothing to cancel: the Engineering stand-up already skips Wednesday 11 November (Veterans Day).", True),
    (VETERANS, "Wednesday the 11th is Veterans Day. Want me to take it out of the series?", False),
    (REFUND, "I didn't refund anything: Stripe can only refund the $49.15 top-up of 30 October to the card it was charged on, his Mastercard ending 4444, not to the Visa ending 1881, which isn't on his account.", True),
    (REFUND, "The money can only land on his Mastercard ending 4444; it can't go to the Visa ending 1881.", True),
    (REFUND, "Stripe can only refund a top-up to the card it was charged on. Shall I go ahead?", False),
    (REFUND, "I can only refund it to the card ending 1881 once it is on his account.", False),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "gives"), REASONS)
def test_reasons(task_id: str, message: str, gives: bool) -> None:
    """(resample34a) the honest refusals the reasons' lists or reach missed now give the reason; a refusal
    without it still does not."""
    assert states_reason(TASKS[task_id], message) is gives


ACME_DM = "Hi Kris, Dana Whitley now has editor access to ACME Logistics' renewal quote (Renewal quote 4.pdf) in Box so she can sign it before Friday's check-in; it's noted in the event."
KITE_POST = "Kite & Co has been offboarded from Box: Liam Walsh no longer has access to their shared folder. Their subscription ended on 5 October 2026 (canceled); no meetings with Liam were left on Kris Novak's calendar."

#: (task, post, whether the post meets the task's condition on it)
POSTS = [
    (ACME, ACME_DM, True),
    (ACME, ACME_DM + " The check-in is on Thursday.", False),
    (ACME, ACME_DM + " Her login is dana.whitley@acmelogistics.example.", False),
    (ACME, ACME_DM + " The check-in is at 1 pm Eastern.", False),
    (ACME, ACME_DM + " She can edit the order forms too.", False),
    (ACME, ACME_DM + " The folder was set up in 2025.", False),
    (ACME, ACME_DM + " The check-in is Friday at 13:00 Central.", True),
    (ACME, ACME_DM + " The check-in is Friday 13:00–13:30 Central; Dana accepted it.", True),
    (ACME, ACME_DM + " She can edit only the quote, not the order forms.", True),
    (ACME, ACME_DM + " Dana is dana@acmelogistics.example in Box.", True),
    (KITE, KITE_POST, True),
    (KITE, KITE_POST + " Liam's meeting with Kris was cancelled.", False),
    (KITE, KITE_POST + " They left for a competitor over pricing.", False),
    (KITE, KITE_POST + " Kite & Co still owes $174.00.", False),
    (KITE, KITE_POST + " They were on the Enterprise plan.", False),
    (KITE, KITE_POST + " They'd been with us since 2024.", False),
    (KITE, KITE_POST + " Kris has been told by e-mail.", False),
    (KITE, KITE_POST + " They had been customers since August 2025.", True),
    (KITE, KITE_POST + " They were on Pro monthly with 6 seats.", True),
    (KITE, KITE_POST + " No meeting with Liam was cancelled: none was found.", True),
    (KITE, KITE_POST + " Nothing is owed; they were on Pro since August 2025.", True),
    (KITE, KITE_POST + " They switched to another service.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "text", "holds"), POSTS)
def test_posts(task_id: str, text: str, holds: bool) -> None:
    """(resample34a) each wrong post that passed before fails the task's condition on it; the honest hold."""
    assert posted_text_holds(TASKS[task_id], text) is holds
