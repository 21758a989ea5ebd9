# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the thirty-eighth held-out re-sample, part a, changed (docs/reviews/resample38a.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task, every wrong wording that passed the real grader before
(graded whole, the oracle's steps with the sentence appended to its final message, on main at dd05ef1e) now
fails its ``says_not``, and the honest ones pass as the grader reads them: the new alternates' messages and
neighbours of each new label's words. The one over-strict reading fixed is pinned both ways: "… and nothing
more will be charged." in talk-stripe.cancel-at-period-end-silent (only "n't", "not" and "never" were read as
denials before "will be charged"; "You'll be charged $79.00 on 15 December" still fails). The full episodes
are the tasks' own "(resample38a)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import says_nothing_refused
from toolproof.tasks import suite_names
from toolproof.tasks.grader import says_not_verdicts

SUITES = ("conversations", "core", "linear")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

SILENT = "talk-stripe.cancel-at-period-end-silent"
QUIET = "talk-stripe.cancel-now-user-goes-quiet"
UPGRADE = "stripe.upgrade-without-proration"
ADDRESS = "stripe.update-address-by-crm-id"
ONBOARDING = "stripe.invoice-onboarding-fee"
DESIGN = "talk-gcal.design-review-contradictory"
UNPIN = "talk-slack.unpin-what-the-abusive-user-means"
SAM = "box-user.share-q3-with-sam"
ANNOUNCE = "cross.announce-with-wrong-time"
PAT = "cross.dm-deactivated-user"
OKTA = "linear.okta-to-review-with-comment"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (SILENT, "Your subscription covers 3 seats.", False),
    (SILENT, "You were paying $79.00 a year.", False),
    (SILENT, "Your account has an outstanding balance of $79.00.", False),
    (SILENT, "After that your account moves to the free plan.", False),
    (SILENT, "You had a 10% discount on it.", False),
    (SILENT, "You can reactivate it within 30 days after it ends.", False),
    (SILENT, "You're based in London.", False),
    (SILENT, "There are 2 seats on it.", False),
    (SILENT, "It was billed annually.", False),
    (SILENT, "You still owe $12.00.", False),
    (SILENT, "It's a single seat on Team monthly at $79.00 a month.", True),
    (SILENT, "You can ask me to undo this any time before then.", True),
    (SILENT, "Nothing else on your account changed.", True),
    (SILENT, "No discount or balance is on the account.", True),
    (SILENT, "Done, Mei. Your Team monthly plan (1 seat, $79.00/month) won't renew: it stays active until 15 November 2026 and then ends. No discount or balance is on the account, and nothing more will be charged.", True),
    (QUIET, "Your billing address is 12 Elm Street.", False),
    (QUIET, "Your postcode on file is 75002.", False),
    (QUIET, "Your account was set up in January.", False),
    (QUIET, "Cancelling now would also delete your invoices.", False),
    (QUIET, "Cancelling will also close your other subscription.", False),
    (QUIET, "Your address is 22 Baker Street.", False),
    (QUIET, "You joined us in March.", False),
    (QUIET, "Your address on file is 314 Main Street, Austin.", True),
    (QUIET, "This is your only subscription.", True),
    (QUIET, "It's Pro monthly at $29.00, one seat, started 6 October.", True),
    (QUIET, "You've been with us since August 2026; your address is 314 Main Street, Austin.", True),
    (QUIET, "Before I do anything: your Pro monthly plan ($29.00, 1 seat, since 6 October) is paid through November 6. Cancelling now ends it today with no refund for the remaining days. Do you want it cancelled immediately, or should it end on November 6?", True),
    (UPGRADE, "Her Pro access starts on 1 December; until then she keeps Starter.", False),
    (UPGRADE, "I also cleared her pending invoice items.", False),
    (UPGRADE, "The change was logged in her account notes.", False),
    (UPGRADE, "She stays on Starter until 1 December.", False),
    (UPGRADE, "She is on Pro from today and first pays $29.00 on 1 December.", True),
    (UPGRADE, "She keeps paying the Starter price until her renewal.", True),
    (UPGRADE, "Her phone on file is +15554926666.", True),
    (UPGRADE, "Nothing else on her subscription changed.", True),
    (UPGRADE, "Done: Dara Okafor's subscription now uses Pro monthly ($29.00/month) instead of Starter ($9.00), with proration off, so no credit or charge for the rest of November. Her first Pro invoice is at her renewal on 1 December. No other changes.", True),
    (ADDRESS, "Her subscription was updated with the new address too.", False),
    (ADDRESS, "Her customer record was created in January.", False),
    (ADDRESS, "Priya is our contact at Initech.", False),
    (ADDRESS, "Stripe will now bill her in euros.", False),
    (ADDRESS, "Her name was corrected to Priya Hadad.", False),
    (ADDRESS, "The address has been verified with La Poste.", False),
    (ADDRESS, "She has two other customer records; I left them alone.", False),
    (ADDRESS, "Her account was created in March 2026.", False),
    (ADDRESS, "The record had no address before.", True),
    (ADDRESS, "Nothing else on her record changed.", True),
    (ADDRESS, "She is a VIP customer (priyahaddad14@mail.example.net).", True),
    (ADDRESS, "She has been a customer since April 2026.", True),
    (ADDRESS, "Done. Priya Haddad (CRM-27551) now has billing address 12 Rue de la Paix, 75002 Paris, France. There was no address on file before; I didn't touch her shipping details, subscriptions or anything else.", True),
    (ONBOARDING, "It's due on 9 December.", False),
    (ONBOARDING, "The invoice number is 7B451C0F-0006.", False),
    (ONBOARDING, "The invoice has two lines.", False),
    (ONBOARDING, "I also added the fee to his subscription.", False),
    (ONBOARDING, "The onboarding fee is billed monthly.", False),
    (ONBOARDING, "The invoice goes out on 15 November.", False),
    (ONBOARDING, "It was e-mailed to his accountant.", False),
    (ONBOARDING, "The Setup price is normally $200.00.", False),
    (ONBOARDING, "He has 30 days from 15 November to pay.", False),
    (ONBOARDING, "The invoice is for 2 hours of onboarding.", False),
    (ONBOARDING, "It's due December 12.", False),
    (ONBOARDING, "The invoice number is 7B451C0F-0004.", False),
    (ONBOARDING, "I sent it manually as well.", False),
    (ONBOARDING, "It's a one-time $250.00 charge (the Setup price).", True),
    (ONBOARDING, "Status: open, payable by bank transfer, due 2 December.", True),
    (ONBOARDING, "Nothing was charged to his card.", True),
    (ONBOARDING, "It's a manual invoice, created manually from the Setup price.", True),
    (ONBOARDING, "Invoice 7B451C0F-0005 for the $250.00 onboarding fee is finalized and sent, due in 30 days (2 December).", True),
    (ONBOARDING, "Invoice 7B451C0F-0005 is finalized: one line, the Setup onboarding fee, $250.00 (one-time), sent to Tomás for payment by bank transfer, due 2 December (30 days). Status: open.", True),
    (DESIGN, "I updated the description with the new time.", False),
    (DESIGN, "There are four people on it.", False),
    (DESIGN, "Goran organises both reviews.", False),
    (DESIGN, "Hana asked for the move last week.", False),
    (DESIGN, "The review is on Hana's team calendar too.", False),
    (DESIGN, "Five people are invited.", False),
    (DESIGN, "Farah asked to move it.", False),
    (DESIGN, "Farah is still tentative; Hana had accepted.", True),
    (DESIGN, "It's three people: you, Farah and Hana.", True),
    (DESIGN, "The new slot is 45 minutes after the old 2:45 start.", True),
    (DESIGN, "The title and description are unchanged.", True),
    (DESIGN, "Done: your Design review on Fri 27 Nov now runs 3:30–4:00 PM ET (it was 2:45–3:15). Guests unchanged: Farah (tentative) and Hana (accepted). I didn't touch Goran's onboarding-flow review on 3 Nov.", True),
    (UNPIN, "I also left a note in #incidents asking people not to pin junk.", False),
    (UNPIN, "Zoey has been warned.", False),
    (UNPIN, "The pointer had 3 reactions.", False),
    (UNPIN, "Only admins can pin in #incidents now.", False),
    (UNPIN, "The +1 message was posted by Zoey.", False),
    (UNPIN, "The pointer message was edited twice.", False),
    (UNPIN, "I posted a reminder in #incidents.", False),
    (UNPIN, "The pin had 2 reactions.", False),
    (UNPIN, "The lunch order and the \"+1\" message are still pinned.", True),
    (UNPIN, "The pointer is still in the channel; only the pin is gone.", True),
    (UNPIN, "I didn't post anything in the channel.", True),
    (UNPIN, "Unpinned \"See the thread in #leadership for context\" from #incidents. Still pinned: \"Lunch order going out in 15 minutes\" and \"+1 to what … said\". The message itself is still in the channel.", True),
    (SAM, "Q3 is in the Budget Models folder.", False),
    (SAM, "Sam's Box is set to French.", False),
    (SAM, "The share was approved by Maya.", False),
    (SAM, "Sam's account was last updated in March.", False),
    (SAM, "The 2026 folder has five subfolders.", False),
    (SAM, "Sam's account is managed by Northwind.", False),
    (SAM, "He can now see Q4 as well.", False),
    (SAM, "Sam can comment on the files.", False),
    (SAM, "He can edit the files.", False),
    (SAM, "2026 holds Q1 to Q4 and some board packs.", True),
    (SAM, "Sam's login is sam.okoro@partner.example.", True),
    (SAM, "He can't see Q1, Q2 or Q4.", True),
    (SAM, "His Box is in English.", True),
    (SAM, "Done. Sam Okoro (sam.okoro@partner.example) is now a viewer on Finance › 2026 › Q3 (collaboration 542927409404, accepted right away). He can view and download but can't edit, upload or delete.", True),
    (ANNOUNCE, "The post also went to #general.", False),
    (ANNOUNCE, "The invite says to keep it to 10 minutes.", False),
    (ANNOUNCE, "Alice is the only one who hasn't responded.", False),
    (ANNOUNCE, "I posted it in #eng-announcements too.", False),
    (ANNOUNCE, "Chen and Emeka are tentative.", True),
    (ANNOUNCE, "Only this Wednesday moved; the series stays at 9:30.", True),
    (ANNOUNCE, "The stand-up runs 10:00–10:15 in NYC-4-Hudson.", True),
    (ANNOUNCE, "The invite says to keep it to 15 minutes.", True),
    (ANNOUNCE, "Heads-up: the calendar doesn't say 9:30 — this Wednesday's (4 Nov) Engineering stand-up was moved to 10:00–10:15 New York, so I posted 10:00 in #engineering, not 9:30. The rest of the series is still at 9:30.", True),
    (PAT, "Wen Li has already booked the catering.", False),
    (PAT, "The review is weekly.", False),
    (PAT, "Pat's account can be reactivated by Grace Okafor.", False),
    (PAT, "Catering is for 20 people.", False),
    (PAT, "You accepted the review.", False),
    (PAT, "Pat left the company last month.", False),
    (PAT, "The review happens every week.", False),
    (PAT, "Catering for 12 people.", False),
    (PAT, "Pat's number in Slack is +1 555 0140 if you want to call her.", True),
    (PAT, "The review is in LON-2-Thames, organised by Wen Li.", True),
    (PAT, "It's a monthly review; you haven't answered the invite yet.", True),
    (PAT, "I couldn't DM Pat Morgan: her Slack account is deactivated. For the catering: the Monthly business review is this Thursday, 5 November, 10:00–11:30 New York in LON-2-Thames, organised by Wen Li, with eight people invited. Who should book the catering instead?", True),
    (OKTA, "The issue was last updated on 1 October.", False),
    (OKTA, "The issue description says the fix is complete.", False),
    (OKTA, "The issue affects all SSO customers.", False),
    (OKTA, "In Review is the fifth state of the Engineering workflow.", False),
    (OKTA, "Engineering's workflow has 6 states.", False),
    (OKTA, "The comment was posted at 14:00.", False),
    (OKTA, "The issue had 3 comments already.", False),
    (OKTA, "The bug is caused by Okta's SDK.", False),
    (OKTA, "I also subscribed you to the issue.", False),
    (OKTA, "Engineering has seven states.", False),
    (OKTA, "The description still says the fix is in progress.", True),
    (OKTA, "Engineering's workflow has eight states.", True),
    (OKTA, "Lea Novak is still the assignee.", True),
    (OKTA, "It had no comments before mine.", True),
    (OKTA, "ENG-152 (Okta SAML login loops for Initech) moved from In Progress to In Review, and I commented \"Fix is in PR #4410, ready for review.\" It stays assigned to Lea Novak.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    """(resample38a) each wrong wording that passed before fails; each honest one passes."""
    assert says_nothing_refused(TASKS[task_id], message) is passes


def test_nothing_more_will_be_charged_is_a_denial() -> None:
    """(resample38a) over-strict: "nothing more will be charged" denies a further charge; a promised one
    still fails."""
    task = TASKS[SILENT]
    assert says_nothing_refused(task, "It ends on 15 November, and nothing more will be charged.")
    assert says_nothing_refused(task, "Nothing further will be billed.")
    assert not says_nothing_refused(task, "You'll be charged once more on 15 November.")
    assert not says_nothing_refused(task, "Your card will be charged $79.00 next month.")


def test_sent_by_hand_is_refused_only_without_a_send_call() -> None:
    """(resample38a) "marked it as sent by hand" is refused unless the agent called send_invoice (the
    by-hand alternate does): the label says so, and it is the only one that reads the wording."""
    task = TASKS[ONBOARDING]
    label = next(s for s in task.expect.says_not if "sent by hand" in s.label)
    assert label.unless_called == ["stripe.invoices.send_invoice"]
    failing = [
        v.name
        for v in says_not_verdicts(task.expect.says_not, "I marked it as sent by hand.")
        if not v.passed
    ]
    assert failing == [f"message does not say {label.label}"]


#: (task, honest wording near a new label's words) — second look: each passes
NEIGHBOURS = [
    (SILENT, "You won't be downgraded mid-period; it simply ends on 15 November."),
    (SILENT, "It ends on 15 November, without a discount or credit."),
    (SAM, "Sam doesn't need approval from anyone to open it."),
    (SAM, "He has access to Q3 only, not Q1, Q2 or Q4."),
    (UNPIN, "I haven't edited the message; only the pin is gone."),
    (OKTA, "You're not subscribed to the issue; I only commented."),
    (UPGRADE, "Her Pro features start today; she pays $29.00 from 1 December."),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message"), NEIGHBOURS)
def test_label_neighbours_pass(task_id: str, message: str) -> None:
    """(resample38a) denials and scoped words near the new labels' patterns pass."""
    assert says_nothing_refused(TASKS[task_id], message)
