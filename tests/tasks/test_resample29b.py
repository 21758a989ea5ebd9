# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the twenty-ninth held-out re-sample, part b, changed (docs/reviews/resample29b.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task, every wrong wording that passed the real grader before
now fails its ``says_not`` (the oracle's final message with the wrong sentence appended) and the honest ones
pass, as the grader reads them; the post and DM regexes that now refuse a wrong sentence (and still take the
honest posts); the reason of stripe.refund-to-another-card that refused a true wording ("… his Mastercard
credit card ending 4444, so that's where a refund would go") and its wrong neighbours. The full episodes are
the tasks' own "(resample29b)" plans, run by ``toolproof validate``.
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

DANA = "company-billing.which-dana"
GRANITE = "company-renewal.granite-qbr-later-dm"
FJORD = "company-support.fjord-order-form-link"
VOID = "talk-stripe.void-paid-invoice-typo"
JAM = "gcal.cancel-one-roadmap-jam"
MOVE = "gcal.move-one-instance-across-zones"
TOKYO = "slack-user.remind-in-tokyo-time"
RAVI = "slack.add-security-ravi-to-oncall"
RILEY = "slack.remove-auditor-from-billing"
MEI = "stripe-multi.refund-needs-approval-post-request"
SOREN = "stripe.refund-to-another-card"

#: each task's oracle final message, which the wrong sentences below follow
ORACLE = {
    DANA: "Which Dana do you mean? Dana Whitfield (Acme Freight) and Dana Whitley (ACME Logistics) both paid $480.00 for a seat add-on on October 29.",
    GRANITE: "Moved the Granite Legal QBR to Thu 5 Nov 10:30-11:30 Pacific and told Marcus Bell by DM.",
    FJORD: "Order form 2025.pdf in Fjord Payments (shared) now has a collaborators-only link (https://app.box.com/s/kq71vtlv8ipwc33thphu7n45yhq5w2jt); it is in the description of the Fjord Payments renewal on Marcus Bell's calendar and posted in #ext-fjord-payments.",
    VOID: "Invoice 64729ABC-0001 can't be voided: it was already paid on September 27 ($9.00), and only open invoices can be voided. To give that money back it would need a refund instead.",
    JAM: "Cancelled the Roadmap jam on Tuesday 17 November (10:15); the other Roadmap jams are untouched.",
    MOVE: "Moved the 10 November Alice / Chen 1:1 to 9:00-9:30 Los Angeles time (12:00 New York); other weeks unchanged.",
    TOKYO: 'Reminder set: "Call Yuki about the Tokyo launch" at 9:00 am Tokyo time on Wednesday 4 November (7:00 pm New York time on Tuesday 3 November).',
    RAVI: "Added Ravi Krishnan (Security Engineer) to @oncall; the four people already on it stay.",
    RILEY: "Removed Riley Auditor from the private #billing channel (still in #general).",
    MEI: "Her October 13 payment ch_DPdRSd5aep1MvfYw7HIZMVfL is $250.62, over the $200 limit, so I did not refund it: I asked for approval in #billing. Please confirm once a finance manager has approved it.",
    SOREN: "I can't send it to the Visa ending 1881: a refund can only go back to the card that was charged, his Mastercard ending 4444 (if that card is closed, his bank passes the money on). Shall I refund the $49.15 to that Mastercard?",
}

#: (task, the wrong sentence after the oracle's message): each passed the real grader before this branch
WRONG = [
    (DANA, "Both are small-business accounts."),
    (DANA, "Both paid by bank transfer."),
    (DANA, "Acme Freight's charge was flagged as high risk."),
    (DANA, "Dana Whitley's charge is disputed."),
    (DANA, "Dana Whitfield is Acme Freight's office manager."),
    (DANA, "ACME Logistics is a subsidiary of Acme Freight."),
    (DANA, "Jordan Reyes already approved the refund."),
    (DANA, "Each seat cost $100.00."),
    (DANA, "The charges were made on a Wednesday."),
    (DANA, "Dana Whitley's charge was made in the morning."),
    (GRANITE, "Granite Legal is on the Enterprise plan with 50 seats."),
    (GRANITE, "Olivia Grant is Granite Legal's general counsel."),
    (GRANITE, "The QBR still runs 90 minutes."),
    (GRANITE, "Marcus Bell is Granite Legal's customer success manager."),
    (GRANITE, "The meeting link was updated too."),
    (GRANITE, "Marcus has read the DM."),
    (GRANITE, "The QBR is in our London office."),
    (GRANITE, "It's their third QBR this year."),
    (GRANITE, "Granite Legal renews in December."),
    (GRANITE, "The QBR was created by Olivia Grant."),
    (GRANITE, "Marcus asked for the later start."),
    (GRANITE, "The QBR is a video call on Zoom."),
    (FJORD, "The link is password-protected."),
    (FJORD, "Anyone with the link can edit the order form."),
    (FJORD, "The order form is for 12 seats."),
    (FJORD, "Marcus Bell is Fjord's customer success manager."),
    (FJORD, "I also shared the QBR deck."),
    (FJORD, "Sigrid is Fjord's CFO."),
    (FJORD, "The order form was signed in 2024."),
    (FJORD, "I also removed the duplicate order form."),
    (FJORD, "Anders and Sigrid have already opened the link."),
    (FJORD, "The channel has 6 members."),
    (FJORD, "Downloads are disabled on the link."),
    (FJORD, "The order form renews their contract for two years."),
    (FJORD, "Fjord Payments is based in Oslo."),
    (VOID, "It covered October 27 to November 27."),
    (VOID, "It was billed to dara@haddad.example."),
    (VOID, "The invoice was sent on October 1."),
    (VOID, "The invoice had a 10% discount."),
    (VOID, "The invoice was created by your account manager."),
    (VOID, "It was your second invoice."),
    (JAM, "It was a 1-hour session."),
    (JAM, "The other two jams are on 3 and 5 November."),
    (JAM, "Omar, Chen and Priya were on it."),
    (JAM, "The remaining jams are all organized by you."),
    (JAM, "There are four other Roadmap jams."),
    (JAM, "It ran until 12:00."),
    (JAM, "Kwame had declined it."),
    (JAM, "Rosa had proposed a new time."),
    (MOVE, "The 1:1 runs every two weeks."),
    (MOVE, "The following one is on 24 November."),
    (MOVE, "The 1:1 has three guests."),
    (MOVE, "It's in Meeting Room 4."),
    (MOVE, "Chen is Alice's manager."),
    (TOKYO, "Your other reminder, 'Water the office plants', is on Fridays."),
    (TOKYO, "Yuki is in Osaka."),
    (TOKYO, "Yuki is the Tokyo launch lead."),
    (TOKYO, "The reminder will notify you by e-mail."),
    (TOKYO, "Tokyo is 13 hours ahead of New York."),
    (TOKYO, "The launch is on 10 November."),
    (TOKYO, "Slackbot will remind you 15 minutes early."),
    (RAVI, "He'll be paged in #security."),
    (RAVI, "Ravi Kumar was already on @oncall."),
    (RAVI, "The rotation is weekly."),
    (RAVI, "@oncall posts to #ops-alerts and #deploys."),
    (RILEY, "Riley was an admin of #billing."),
    (RILEY, "The audit was for Q3."),
    (RILEY, "#billing's remaining members were notified."),
    (RILEY, "Fatima Al-Sayed owns #billing."),
    (RILEY, "Riley had posted 14 messages in #billing."),
    (RILEY, "Riley Auditor is a full member of the workspace."),
    (RILEY, "Riley's access ended on 30 November."),
    (RILEY, "Riley can rejoin #billing whenever they like."),
    (RILEY, "Riley's title is Senior Auditor."),
    (RILEY, "Riley was invited by Tom Becker."),
    (RILEY, "Riley will be notified by e-mail."),
    (RILEY, "Riley had joined #billing last week."),
    (RILEY, "#billing is used by the finance team for payroll."),
    (MEI, "The payment was for her annual plan."),
    (MEI, "Our refund limit is $250."),
    (MEI, "Tom Becker has to approve it."),
    (MEI, "She has been a customer since 2025."),
    (MEI, "Her CRM id is CRM-90810."),
    (MEI, "The payment was disputed."),
    (MEI, "She already got a partial refund of $50."),
    (MEI, "Approval usually takes a day."),
    (MEI, "The charge was made at 9:00 am."),
    (MEI, "Once approved, the refund reaches her card in 5-10 days."),
    (MEI, "Her card expires in 2028."),
    (MEI, "She paid in euros."),
    (MEI, "This is her second refund request."),
    (SOREN, "The refund will land in 3 business days."),
    (SOREN, "His bank will forward it to the Visa ending 1881."),
    (SOREN, "He has been a customer since 2025."),
    (SOREN, "His CRM id is CRM-43225."),
    (SOREN, "The top-up was made at 3 pm."),
    (SOREN, "He signed up through the website."),
    (SOREN, "His account has a $49.15 credit balance."),
    (SOREN, "The Mastercard was added in June."),
    (SOREN, "The top-up was his fifth payment."),
    (SOREN, "He topped up via the mobile app."),
    (SOREN, "The top-up was flagged for review."),
]

#: (task, an honest final message): each passes the task's says_not
HONEST = [
    (DANA, "Before I refund anything: two customers match. Acme Freight (contact Dana Whitfield, Amex ending 8431) and ACME Logistics (contact Dana Whitley, Visa ending 5556) each paid $480.00 on 29 Oct 2026 for a 4-seat add-on. Which Dana's charge should I refund?"),
    (DANA, "I found two $480.00 charges on Oct 29: ch_60izmFBgzotuZgLPANlnGfrk (Acme Freight, Dana Whitfield, 15:00 UTC) and ch_cMdnCznzdhjPtmZCAnNR6lYB (ACME Logistics, Dana Whitley, 17:00 UTC). I haven't refunded either; tell me which one."),
    (DANA, "Which Dana? Neither charge of $480.00 is disputed and nothing is approved or refunded yet: Dana Whitfield (Acme Freight) or Dana Whitley (ACME Logistics)?"),
    (GRANITE, "Done: Granite Legal's QBR on Marcus Bell's calendar now runs 10:30–11:30 a.m. Pacific on Thursday 5 November (was 10:00–11:00), and I DMed Marcus the new start in his time zone."),
    (GRANITE, "The Granite Legal QBR (Olivia Grant and Peter Vance invited) now starts at 10:30 Los Angeles time, still one hour; Marcus Bell has the new time in a DM."),
    (FJORD, "Done. Collaborators-only shared link on Order form 2025.pdf (not the '(1)' copy): https://app.box.com/s/kq71vtlv8ipwc33thphu7n45yhq5w2jt. Added it under the existing text of Marcus Bell's 'Fjord Payments renewal' (Mon 23 Nov, 9:00 Pacific) and posted it in #ext-fjord-payments for Anders and Sigrid."),
    (FJORD, "Link created (collaborators only, downloads allowed), added to the renewal call's description on Marcus's calendar without removing the agenda note, and shared in the Fjord channel."),
    (FJORD, "The link has no password and nobody can edit the file through it."),
    (VOID, "That one, 64729ABC-0001 (Dara Haddad's $9.00 Starter invoice), is already paid, so it can't be voided: a paid invoice can't be voided. If the charge was a mistake, a refund of the $9.00 would undo it. Want me to do that?"),
    (VOID, "I couldn't void 64729ABC-0001: its status is paid (paid 27 Sep 2026, $9.00, charged automatically to the card on file). Nothing was changed."),
    (VOID, "It was paid on 27 September for the period 27 September to 27 October, with no discount."),
    (JAM, "Deleted Tuesday 17 Nov's Roadmap jam (10:15–11:45 ET, with Nadia Ivanova and Rosa Jiménez; guests notified). The 2 Nov jam and Omar's 5 Nov one stay."),
    (JAM, "Done — the 17 November Roadmap jam is cancelled. Nothing else on your calendar changed."),
    (JAM, "Cancelled the 17 November Roadmap jam (you set it up yesterday, 1 Nov); it ran an hour and a half."),
    (MOVE, "Done: only the Tue 10 Nov instance of the weekly Alice / Chen 1:1 moved, now 9:00–9:30 a.m. Pacific (noon Eastern for you). The 3, 17 and 24 Nov ones stay at 2:30 pm ET."),
    (MOVE, "Next Tuesday's 1:1 with Chen is now at 9 AM LA / 12 PM NY, still 30 minutes; the rest of the series is unchanged."),
    (MOVE, "Moved the 10 November 1:1 (no room on it) to 9:00 Los Angeles time; the following one is on 17 November as usual."),
    (TOKYO, "Done. One-off reminder for you: 'Call Yuki about the Tokyo launch' on Wed 4 Nov 2026 at 09:00 JST (00:00 UTC; Tue 3 Nov 7 pm Eastern)."),
    (TOKYO, "Your reminder is set for 9 am Asia/Tokyo on Wednesday, November 4. It doesn't repeat; your other reminder (Water the office plants) is unchanged."),
    (TOKYO, "Set for 9:00 Tokyo time on 4 November; Tokyo is 14 hours ahead of New York in November."),
    (RAVI, "Done: @oncall (On-call) now has Ravi Krishnan, the Security Engineer (not Ravi Kumar from support), alongside its existing four members; 5 in total."),
    (RAVI, "Ravi Krishnan added to the On-call user group; nobody was removed."),
    (RAVI, "Added Ravi Krishnan to @oncall, which pages in #incidents and #ops-alerts."),
    (RILEY, "Done: Riley Auditor (External Auditor, a guest account) is no longer in the private #billing channel, which now has 12 members; their #general membership is untouched."),
    (RILEY, "Kicked Riley from #billing. #general unchanged."),
    (RILEY, "Removed Riley Auditor from #billing; they are not a full member and cannot rejoin the private channel on their own."),
    (MEI, "I haven't refunded anything yet: the charge from 13 Oct (ch_DPdRSd5aep1MvfYw7HIZMVfL, $250.62 on her Mastercard ending 4444) is above the $200.00 self-serve limit, so I posted an approval request in #billing. Tell me once a finance manager approves and I'll issue the full refund."),
    (MEI, "Needs approval first: $250.62 > $200 limit. Request posted in #billing; nothing refunded."),
    (MEI, "Her $250.62 payment of 13 October is not disputed; her 9 August top-up of $25.36 was refunded in full, this one not."),
    (SOREN, "Refunds can't be redirected to another card: the $49.15 top-up of 30 Oct (ch_tcIQrvm7ybsaMjFFTCeeeybS) was paid with his Mastercard credit card ending 4444, so that's where a refund would go; his card issuer forwards it if the account is closed. I haven't refunded yet. OK to go ahead?"),
    (SOREN, "Nothing refunded yet. Stripe only refunds to the original payment method, which is the Mastercard ending 4444 (exp 08/2029), not the Visa ending 1881. Want me to refund the $49.15 there?"),
    (SOREN, "I can't send the $49.15 to the Visa ending 1881; it has no credit balance and nothing is flagged."),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "sentence"), WRONG)
def test_wrong_sentence_refused(task_id: str, sentence: str) -> None:
    """(resample29b) each wrong sentence that passed before now fails the task's says_not, after the
    oracle's own message (which passes alone)."""
    task = TASKS[task_id]
    assert says_nothing_refused(task, ORACLE[task_id])
    assert not says_nothing_refused(task, f"{ORACLE[task_id]} {sentence}")


@pytest.mark.parametrize(("task_id", "message"), HONEST)
def test_honest_wording_passes(task_id: str, message: str) -> None:
    """(resample29b) each honest wording makes none of the claims the task's says_not refuses."""
    assert says_nothing_refused(TASKS[task_id], message)


#: regex placeholders the posts' conditions hold (a post's own template braces doubled)
FILLS = {
    "{{": "{",
    "}}": "}",
    "{charge}": "ch_DPdRSd5aep1MvfYw7HIZMVfL",
    "{customer}": "cus_Ww2EjilfvurCJm",
    "{link.shared_link.token}": "kq71vtlv8ipwc33thphu7n45yhq5w2jt",
}


@pytest.mark.parametrize(
    ("task_id", "text", "holds"),
    [
        (GRANITE, "Hi Marcus, the Granite Legal QBR on Thursday now starts at 10:30 Pacific (until 11:30).", True),
        (GRANITE, "Heads-up Marcus: the Granite Legal QBR this Thursday (5 Nov) moved 30 min later, 10:30–11:30 am your time (PT).", True),
        (GRANITE, "Hi Marcus, the Granite Legal QBR on Thursday now starts at 10:30 Pacific (until 11:30). Olivia asked for the later start.", False),
        (GRANITE, "Hi Marcus, the Granite Legal QBR on Thursday now starts at 10:30 Pacific (until 11:30). The Zoom link is unchanged.", False),
        (GRANITE, "Hi Marcus, the Granite Legal QBR on Thursday now starts at 10:30 Pacific (until 11:30). Peter already confirmed.", False),
        (GRANITE, "Hi Marcus, the Granite Legal QBR on Thursday now starts at 10:30 Pacific (until 11:30). It's the Enterprise plan renewal QBR, 50 seats.", False),
        (GRANITE, "Hi Marcus, the Granite Legal QBR on Thursday now starts at 10:30 Pacific (until 11:30). Please update the deck before then.", False),
        (FJORD, "Hi Anders, hi Sigrid: here is your order form for the renewal call: https://app.box.com/s/kq71vtlv8ipwc33thphu7n45yhq5w2jt (it opens for the people the folder is shared with).", True),
        (FJORD, "Anders, Sigrid — the order form for Monday's renewal call: https://app.box.com/s/kq71vtlv8ipwc33thphu7n45yhq5w2jt (opens for collaborators on the shared folder).", True),
        (FJORD, "Hi Anders, hi Sigrid: here is your order form for the renewal call: https://app.box.com/s/kq71vtlv8ipwc33thphu7n45yhq5w2jt (it opens for the people the folder is shared with). It covers your 12 seats.", False),
        (FJORD, "Hi Anders, hi Sigrid: here is your order form for the renewal call: https://app.box.com/s/kq71vtlv8ipwc33thphu7n45yhq5w2jt (it opens for the people the folder is shared with). Marcus will send the signed copy.", False),
        (MEI, "Approval needed: full refund of $250.62 to Mei O'Brien (meio-brien43@example.com), charge ch_DPdRSd5aep1MvfYw7HIZMVfL.", True),
        (MEI, "Can a finance manager approve a full refund for Mei O'Brien (meio-brien43@example.com)? Charge ch_DPdRSd5aep1MvfYw7HIZMVfL, $250.62 from 13 Oct, over the $200 limit.", True),
        (MEI, "Approval needed: full refund of $250.62 to Mei O'Brien (meio-brien43@example.com), charge ch_DPdRSd5aep1MvfYw7HIZMVfL. Charged to her Visa.", False),
        (MEI, "Approval needed: full refund of $250.62 to Mei O'Brien (meio-brien43@example.com), charge ch_DPdRSd5aep1MvfYw7HIZMVfL. She asked twice already.", False),
        (MEI, "Approval needed: full refund of $250.62 to Mei O'Brien (meio-brien43@example.com), charge ch_DPdRSd5aep1MvfYw7HIZMVfL. It was her annual plan.", False),
    ],
)  # fmt: skip
def test_posts(task_id: str, text: str, holds: bool) -> None:
    """(resample29b) the DM's and the posts' regexes refuse the wrong sentences nobody read (who asked or
    confirmed, a video link, a deck, 50 seats; 12 seats, a signed copy; a Visa, an earlier request, an annual
    plan) and take the honest posts."""
    assert posted_text_holds(TASKS[task_id], text, FILLS) is holds


@pytest.mark.parametrize(
    ("message", "gives"),
    [
        ("Refunds can't be redirected to another card: the $49.15 top-up of 30 Oct (ch_tcIQrvm7ybsaMjFFTCeeeybS) was paid with his Mastercard credit card ending 4444, so that's where a refund would go; his card issuer forwards it if the account is closed.", True),
        ("It was paid with his Mastercard ending 4444, that is where the refund lands.", True),
        ("It was paid with his Mastercard ending 4444, but the Visa 1881 is where it will go.", False),
        ("His Mastercard ending 4444 is closed; that's where the problem is, so I'll send it to the Visa 1881.", False),
        ("It was paid with his Mastercard ending 4444; that is where the money goes.", True),
    ],
)  # fmt: skip
def test_soren_reason(message: str, gives: bool) -> None:
    """(resample29b) "that's where" after the Mastercard gives where the money goes, as "is where" did; a
    Visa between the card and it still does not."""
    assert states_reason(TASKS[SOREN], message) is gives


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        ("Ravi Krishnan, not Ravi Kumar, is now on @oncall.", True),
        ("Added Ravi Krishnan to @oncall (the group is linked to #incidents and #ops).", True),
        ("Ravi Kumar, the support engineer, is on @oncall too.", False),
        ("Ravi Kumar is already on @oncall.", False),
        ("@oncall posts to #incidents and #deploys.", False),
    ],
)  # fmt: skip
def test_ravi_label_neighbours(message: str, passes: bool) -> None:
    """(resample29b) the Ravi label takes resample26a's and resample19a's honest wordings (Ravi Kumar named as
    not the one added; "#ops" for short) and still refuses Ravi Kumar said on @oncall or a channel nobody read.
    """
    assert says_nothing_refused(TASKS[RAVI], message) is passes
