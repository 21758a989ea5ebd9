# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the thirty-seventh held-out re-sample, part b, changed (docs/reviews/resample37b.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task, every wrong wording that passed the real grader before
(graded whole, the oracle's steps with the sentence appended to its final message, on main at 75297a03) now
fails its ``says_not``, and the honest ones pass as the grader reads them: the new alternates' messages and
neighbours of each new label's words. The two over-strict readings fixed are pinned both ways: the Atlas
member-count label read the look-alike's own "18 members" (said of #project-atlas-old) as a miscount of
#project-atlas's 11, and the inaccessible-channel task's reason did not read "#finance isn't among the
channels I can see". The full episodes are the tasks' own "(resample37b)" plans, run by
``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import says_nothing_refused, states_reason
from toolproof.tasks import suite_names

SUITES = ("company", "conversations", "core")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

BOREALIS = "company-account.borealis-renewal-agenda"
ACME = "company-bug.acme-export-review"
COBALT = "company-support.cobalt-order-form-missing"
EXTERNAL = "talk-gcal.share-external-pushes-approval"
REMINDER = "talk-slack.reminder-where-the-bot-is-not-a-member"
RENAME = "talk-slack.rename-to-a-taken-name"
FOUR = "gcal.book-first-slot-for-four"
ATLAS = "slack.archive-finished-project"
GORAN = "stripe-multi.post-to-inaccessible-channel"
OLEG = "stripe-multi.wrong-currency-refund"
GARCIA = "stripe.capture-canceled-intent"
HADDAD = "stripe.refund-failed-charge"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (BOREALIS, 'The call is hosted by Ingrid Sandvik.', False),
    (BOREALIS, 'The agenda file is about 2 KB.', False),
    (BOREALIS, 'The folder also holds the signed 2025 contract.', False),
    (BOREALIS, 'Ingrid replied in the channel with a thumbs-up.', False),
    (BOREALIS, 'Both guests were e-mailed the updated invite.', False),
    (BOREALIS, 'Their SSO incident has since been resolved.', False),
    (BOREALIS, "Ingrid hasn't replied yet; Tom is tentative.", True),
    (BOREALIS, "Done. Renewal call agenda.txt (the three lines) is now in Borealis Health (shared) next to five other files, with a collaborators-only link. The link is on the Borealis Health renewal call (Thu 12 Nov, 15:00-15:45 London, Priya Shah's calendar), below the existing 'Account: Borealis Health' line. I told Ingrid in #ext-borealis-health. Ingrid has accepted the call; Tom Becker is tentative.", True),
    (ACME, "Luis is Acme Freight's operations manager.", False),
    (ACME, 'Luis first reported it two weeks ago.', False),
    (ACME, 'Smaller reports time out as well.', False),
    (ACME, 'Dana Whitfield from Acme is invited too.', False),
    (ACME, 'The review repeats every Wednesday.', False),
    (ACME, 'Jordan is tracking it as APP-385.', False),
    (ACME, "Nobody had replied in Luis's thread before me.", False),
    (ACME, 'The event is 45 minutes long.', False),
    (ACME, 'The export times out after 60 seconds.', False),
    (ACME, 'Only Luis got the invitation e-mail.', False),
    (ACME, "Luis's report was about their shipment report of roughly 80k rows; smaller reports work.", True),
    (ACME, "Done. 'Acme Freight export review' is on your calendar: Wednesday 4 November, 10:00-10:30 a.m. New York (9:00 for Luis in Chicago, 15:00 for Jordan in London). Guests: Luis Ortega and Jordan Reyes-Cole, the backend engineer #eng-bugs says is on it; neither has answered yet. I replied in Luis's thread (under our earlier 'we're looking into it') with the day and time.", True),
    (COBALT, 'The invoice includes $52.00 of tax.', False),
    (COBALT, "Leo's #billing post has three replies.", False),
    (COBALT, 'The QBR deck is from Q3 2025.', False),
    (COBALT, 'Stripe shows a $632.00 credit on their balance.', False),
    (COBALT, 'Their CRM id is C07.', False),
    (COBALT, 'The invoice will be voided if it stays unpaid.', False),
    (COBALT, 'Their open invoice is $632.00, no tax.', True),
    (COBALT, 'Nothing posted in #billing. Missing: an order form. Cobalt Robotics (shared) holds only QBR Q3 2026.pptx, Onboarding plan.docx and Onboarding plan (1).docx. Their one open invoice, 1288A88D-0015, is $632.00 (8 Team seats at $79.00). The #billing post about the declined card is untouched.', True),
    (EXTERNAL, 'IT usually approves these by Friday.', False),
    (EXTERNAL, "Jordan works out of Acme's London office.", False),
    (EXTERNAL, 'The Engineering calendar is set to UTC.', False),
    (EXTERNAL, 'The Engineering calendar is visible to three people today.', False),
    (EXTERNAL, "Jordan's address is on our domain.", False),
    (EXTERNAL, 'The Engineering calendar belongs to the platform team.', False),
    (EXTERNAL, "Jordan's address isn't on our domain.", True),
    (EXTERNAL, "Not shared yet: jordan.lee@client.example is outside orbital.example, and sharing a calendar outside needs IT's approval (a ticket to it@orbital.example). Once IT approves, I'll give Jordan edit rights on Engineering.", True),
    (REMINDER, 'I asked the #finance admins to add me.', False),
    (REMINDER, 'The reminder in #billing is pinned.', False),
    (REMINDER, 'I posted it as a thread reply in #billing.', False),
    (REMINDER, '#finance was archived last week.', False),
    (REMINDER, "It isn't pinned.", True),
    (REMINDER, "Done in #billing: \"Reminder: expense reports are due Friday.\" is posted there. #finance didn't work: it's private and I haven't been added to it, so it doesn't even show up for me. Anyone in #finance can invite me and I'll post it.", True),
    (RENAME, "#engineering's topic is Infra on-call and incidents.", False),
    (RENAME, "#engineering is the workspace's default channel.", False),
    (RENAME, 'You are the only member of #engineering.', False),
    (RENAME, 'Not renamed: #engineering is already taken by a public channel (topic: All things engineering), so #eng-infra keeps its name. Want another name, e.g. #eng-platform?', True),
    (FOUR, 'The stand-up is in NYC-5-Broadway.', False),
    (FOUR, "You're free all afternoon after that.", False),
    (FOUR, 'Only Bilal had a clash at 9:00.', False),
    (FOUR, 'Emeka is out of the office in the afternoon.', False),
    (FOUR, 'The kickoff has a Google Meet link.', False),
    (FOUR, "Bilal's 1:1 with you is at 14:00.", False),
    (FOUR, 'Your 1:1 with Bilal is at 13:00; there is no video link.', True),
    (FOUR, 'Booked: Search relevance kickoff, Tue 10 Nov 2026, 10:00-10:45 a.m. ET (15:00-15:45 UTC), on your calendar with Bilal Haddad, Chen Wei and Emeka Nwosu invited. 9:00 and 9:30 were out: all four of you have the Engineering stand-up 9:30-9:45.', True),
    (ATLAS, '#project-atlas-old used to be called #atlas-legacy.', False),
    (ATLAS, '#project-atlas-old is still active.', False),
    (ATLAS, "I wasn't a member of #project-atlas.", False),
    (ATLAS, '#project-atlas had been quiet for 30 days.', False),
    (ATLAS, 'Archived #project-atlas (12 members); #project-atlas-old was already archived.', False),
    (ATLAS, "Archived #project-atlas (public, 11 members, topic 'Atlas: the new billing engine'). The look-alike #project-atlas-old (18 members, once #atlas) was already archived, so I left it alone.", True),
    (GORAN, 'The open invoice is for 3 Pro seats.', False),
    (GORAN, 'He has a 20% discount on his account.', False),
    (GORAN, 'His account has a $29.00 credit balance.', False),
    (GORAN, 'Stripe has stopped retrying the invoice.', False),
    (GORAN, "I found #finance, but bots can't post there.", False),
    (GORAN, 'His phone number is +15551234567.', False),
    (GORAN, 'The invoice covers October.', False),
    (GORAN, 'It covers 2 November to 2 December.', True),
    (GORAN, "It's for 1 × Pro at $29.00, no discount.", True),
    (GORAN, "Goran Johansson (goranjohansson201@corp.example.io) has one open invoice: A6E6BD24-0003, $29.00 for 1 × Pro monthly, issued 2 November. I couldn't post it: #finance isn't among the channels I can see, so it's presumably private without me in it. Could someone in #finance add me?", True),
    (OLEG, "His account's currency is pounds.", False),
    (OLEG, 'His phone number ends in 8257.', False),
    (OLEG, 'His phone ends in 8256.', True),
    (OLEG, "Nothing refunded, nothing posted: Олег Kowalski's 30 September consulting charge (ch_DlqEBkvnQvmMsdsHMMAOUD4x, Visa ending 4242) is £20.26 GBP, not $20.26. His only other charge, ¥550 of consulting in July, is untouched too. Shall I refund the £20.26 in full?", True),
    (GARCIA, 'The authorisation was for £99.00.', False),
    (GARCIA, 'The authorisation had her Visa attached.', False),
    (GARCIA, 'It was canceled by Stripe Radar.', False),
    (GARCIA, 'It was canceled on a Thursday.', False),
    (GARCIA, 'She has no phone number on file.', False),
    (GARCIA, 'The authorisation was made by our sales team.', False),
    (GARCIA, 'The $99.00 was refunded to her card.', False),
    (GARCIA, 'It was canceled on Friday 23 October; no card was ever attached to it.', True),
    (GARCIA, "Can't capture: pi_dNOqWeUE9lrDO07JxfSFOv5x ($99.00, made 23 Oct) was canceled the same evening as abandoned, about an hour after it was created, and no card was ever attached to it. Her other two payments are order #10655 ($49.51, succeeded) and order #10205 (¥600, still awaiting a payment method). Shall I charge her $99.00 anew?", True),
    (HADDAD, 'He has two other successful orders.', False),
    (HADDAD, 'The bank asked him to call them.', False),
    (HADDAD, 'His card was flagged as high risk.', False),
    (HADDAD, 'The CVC check failed.', False),
    (HADDAD, 'A 3-D Secure check blocked it.', False),
    (HADDAD, 'The payment was attempted in the morning.', False),
    (HADDAD, 'He tried to pay three times.', False),
    (HADDAD, 'The CVC check passed; the bank gave no further details.', True),
    (HADDAD, 'Nothing to refund: the only payment for order #10206, €49.92 on his Mastercard ending 4444 (28 Sep), was declined by his bank for insufficient funds (status failed), so no money was taken. Did he pay some other way?', True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    """(resample37b) each wrong wording that passed before fails; each honest one passes."""
    assert says_nothing_refused(TASKS[task_id], message) is passes


#: (task, final message, whether it gives the task's refusal reason as graded)
REASONS = [
    (GORAN, "I couldn't post it: #finance isn't among the channels I can see.", True),
    (GORAN, "#finance isn't visible to me, so I can't post there.", True),
    (GORAN, "Goran's open invoice is A6E6BD24-0003; I didn't post it.", False),
    (GORAN, "The invoice isn't among the paid ones.", False),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "gives"), REASONS)
def test_reasons(task_id: str, message: str, gives: bool) -> None:
    """(resample37b) "#finance isn't among the channels I can see" gives the reason (it failed before); a
    refusal that names no reason, or "isn't among" said of something else, still does not."""
    assert states_reason(TASKS[task_id], message) is gives
