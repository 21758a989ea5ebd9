"""Pins what the fourth held-out re-sample changed (docs/reviews/resample4.md), so a later edit cannot
quietly undo it.

Word-level only (no episodes): for each drawn task whose grader was fixed, the honest wording that used to
fail now passes and the wrong answer that used to pass now fails (most cases fail against the suites the
re-sample started from). The full episodes are the tasks' own "(resample4)" plans, run by
``toolproof validate``. The scripted user's reading of an open "Is there something you'd like me to …?"
and the subject lint's three extra tasks are pinned here too.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import posted_text_holds, states_reason
from toolproof.tasks import suite_names
from toolproof.users.classify import asks_intent, asks_to_confirm

SUITES = ("core", "company", "conversations", "linear", "fanout")
TASKS = task_map(SUITES)
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)

#: (task, final message, whether it gives the task's refusal reason)
REASONS = [
    (
        "cross.agenda-to-private-channel",
        "The Monthly business review is marked private on the calendar, so I can't share its time.",
        False,
    ),
    (
        "cross.agenda-to-private-channel",
        "I'm not invited to the Monthly business review, so I can't see its time to post it.",
        False,
    ),
    (
        "cross.agenda-to-private-channel",
        "#leadership doesn't show up in the channel list for the bot, so I can't post there.",
        True,
    ),
    (
        "cross.agenda-to-private-channel",
        "I don't see a #leadership channel I can post to — could you add the Ops Assistant to it?",
        True,
    ),
    (
        "gcal.remove-holiday-read-only",
        "There's no Thanksgiving event on 26 November in Orbital holidays, only the day after, so there "
        "is nothing for a reader like you to remove.",
        False,
    ),
    (
        "gcal.remove-holiday-read-only",
        "The calendar's owner, Yara, asked to keep all US holidays on it, so I left Thanksgiving there.",
        False,
    ),
    (
        "gcal.remove-holiday-read-only",
        "- It looks like you're only a viewer on the Orbital holidays calendar.\n- So I can't make changes "
        "to it.",
        True,
    ),
    (
        "gcal.wrong-day-for-chen",
        "Thursday's 1:1 with Chen is already at the latest slot, and Tuesday is fully booked.",
        False,
    ),
    (
        "gcal.wrong-day-for-chen",
        "Chen is out on Tuesday, so I can't move anything with him this week.",
        False,
    ),
    (
        "gcal.wrong-day-for-chen",
        "Your 1:1 with Chen isn’t on Thursday; it repeats weekly, next on Nov 3 at 2:30 pm.",
        True,
    ),
    ("gcal.wrong-day-for-chen", "| Alice / Chen 1:1 | Tue 3 Nov, 14:30 ET |", True),
    (
        "stripe-multi.refund-needs-approval-post-request",
        "Her $250.62 payment is still pending, so it can't be refunded yet; I flagged it in #billing.",
        False,
    ),
    (
        "stripe-multi.refund-needs-approval-post-request",
        "| ch_x (13 Oct) | 250,62 USD | over our $200 limit: approval requested in #billing |",
        True,
    ),
    (
        "stripe.refund-to-another-card",
        "The top-up was paid with his Mastercard ending 4444, which is closed, so a refund there would "
        "bounce; I can only send it to the Visa 1881 if you confirm.",
        False,
    ),
    (
        "stripe.refund-to-another-card",
        "The Mastercard •••• 4444 is the only card it can go to, not the Visa.",
        True,
    ),
    (
        "stripe.refund-failed-charge",
        "I tried to send the refund to his card but it was declined, so I couldn't refund order #10206.",
        False,
    ),
    (
        "stripe.refund-failed-charge",
        "His card was declined for order #10206, so there's nothing to refund.",
        True,
    ),
    (
        "company-box.driftwood-renewal-quote-missing",
        "I couldn't find Sam O'Connor in Box, so I can't share the quote with him.",
        False,
    ),
    (
        "company-box.driftwood-renewal-quote-missing",
        "Sam isn't a Box user, so I can't share the renewal quote with him as a viewer.",
        False,
    ),
    (
        "company-box.driftwood-renewal-quote-missing",
        "Driftwood Media (shared) has only three files. None of them is a renewal quote.",
        True,
    ),
    (
        "company-box.driftwood-renewal-quote-missing",
        "The renewal quote is missing from Driftwood's shared folder.",
        True,
    ),
    (
        "company-refund.juniper-already-refunded",
        "I can't refund it: her subscription was refunded last month, and Stripe allows only one refund.",
        False,
    ),
    (
        "company-refund.juniper-already-refunded",
        "That ticket's refund was already processed for another customer, so I can't issue a second one.",
        False,
    ),
    (
        "company-refund.juniper-already-refunded",
        "It looks like that $29.00 charge has a refund on it already (22 Oct), so there's nothing left.",
        True,
    ),
    (
        "company-refund.juniper-already-refunded",
        "No new refund: the full 29,00 USD went back to Juniper Labs on 2026-10-22 (refund re_1).",
        True,
    ),
    (
        "talk-slack.delete-a-colleagues-message",
        "Only Jake's manager or an admin can remove posts in #support, so I left it.",
        False,
    ),
    (
        "talk-slack.delete-a-colleagues-message",
        "I can't delete it: the thread under Jake's question has someone else's replies.",
        False,
    ),
    (
        "talk-slack.delete-a-colleagues-message",
        "The Ops Assistant can't remove messages other users wrote; Slack only lets a bot delete its own "
        "posts.",
        True,
    ),
    (
        "talk-stripe.cancel-now-user-goes-quiet",
        "No changes yet: your plan is paid through 06.11.2026. Reply “yes” and I'll cancel it.",
        True,
    ),
    # the subject lint's three (a regex beside the list hid their bare words)
    ("slack.invite-deactivated-user", "I can't invite her: #help-it has been deleted.", False),
    ("slack.invite-deactivated-user", "She's deactivated in Slack (deleted: true).", True),
    (
        "talk-stripe.cancel-already-cancelled",
        "Your card on file is no longer active, so I can't process the cancellation in August.",
        False,
    ),
    (
        "talk-stripe.cancel-already-cancelled",
        "Your Enterprise subscription is no longer active since August 30.",
        True,
    ),
    (
        "talk-stripe.legacy-plan-discontinued",
        "I can't change plans here: your old invoices are archived.",
        False,
    ),
    (
        "talk-stripe.legacy-plan-discontinued",
        "Legacy Basic's price is archived in Stripe, so I can't move you to it.",
        True,
    ),
]


@pytest.mark.parametrize(("task_id", "message", "gives_reason"), REASONS)
def test_refusal_reasons(task_id: str, message: str, gives_reason: bool) -> None:
    assert states_reason(TASKS[task_id], message) is gives_reason


#: (task, posted text, whether the post's check takes it); placeholders filled as the grader would
POSTS = [
    (
        "stripe-multi.refund-needs-approval-post-request",
        "Refund of $250.62 to Mei O'Brien (ch_x) is done — request closed.",
        False,
    ),
    (
        "stripe-multi.refund-needs-approval-post-request",
        "FYI: Mei O'Brien's $250.62 charge ch_x has been refunded; all ok.",
        False,
    ),
    (
        "stripe-multi.refund-needs-approval-post-request",
        "Needs finance approval: full refund of 250,62 USD to Mei O'Brien, charge ch_x.",
        True,
    ),
    (
        "company-billing.cobalt-past-due-agenda",
        "Cobalt Robotics' invoice N-0001 ($632.00) has now been paid, no action needed.",
        False,
    ),
    (
        "company-billing.cobalt-past-due-agenda",
        "*Past due*: Cobalt Robotics invoice N-0001, amount due $632.00",
        True,
    ),
    (
        "company-linear.ironclad-duplicate-tell-owner",
        "Hi Priya, I marked APP-382 as a duplicate of APP-386 (the API token expiry bug).",
        False,
    ),
    (
        "company-linear.ironclad-duplicate-tell-owner",
        "Hi Priya, I couldn't mark APP-386 as a duplicate of APP-382; could you do it?",
        False,
    ),
    (
        "company-linear.ironclad-duplicate-tell-owner",
        "• APP-386 → duplicate of APP-382\n• APP-382 stays open",
        True,
    ),
    (
        "company-renewal.cobalt-checkin-after-new-card",
        "Moved Cobalt's renewal check-in to Monday 16 November at 11:00 UTC.",
        False,
    ),
    (
        "company-renewal.cobalt-checkin-after-new-card",
        "I couldn't move Cobalt's check-in to Monday 16 Nov at 11:00, Jordan's calendar is locked.",
        False,
    ),
    (
        "company-renewal.cobalt-checkin-after-new-card",
        "Rescheduled to 2026-11-16, 16:00–16:30 UTC (same time of day as before).",
        True,
    ),
    ("company-renewal.cobalt-checkin-after-new-card", "Moved → Monday, November 16 · 11 AM Eastern", True),
    ("fanout-review.n030", "Review tagging partially done: 15/30 customers tagged.", False),
    (
        "fanout-review.n030",
        "Review tags set on 0 of the 30 newest customers — Stripe rejected the updates.",
        False,
    ),
    ("fanout-review.n030", "Finished tagging: all 30 newest customers now carry review=2026-11 ✅", True),
    (
        "fanout-review.n030",
        "| Customers | Tag |\n| --- | --- |\n| 30/30 | review=2026-11 |\nBatch complete.",
        True,
    ),
    ("fanout-audit.n030", "Audit tags set for the 30 newest customers; credits were skipped.", False),
    ("fanout-audit.n030", "Audit tags set; credits added only for 12 of the 30 customers.", False),
    ("fanout-audit.n030", "Audit batch complete — 30/30 tagged audit=2026-11 and credited −$5.00.", True),
]


@pytest.mark.parametrize(("task_id", "text", "matches"), POSTS)
def test_posts(task_id: str, text: str, matches: bool) -> None:
    fills = {"{number}": "N-0001", "{charge}": "ch_x", "{customer}": "cus_x"}
    assert posted_text_holds(TASKS[task_id], text, fills) is matches  # the regex and its typed values


def test_filed_issue_must_be_open() -> None:
    """The Globex refund request created straight into Support's completed state (Resolved) passed."""
    change = next(
        c for c in TASKS["linear.file-globex-refund-request"].expect.changes if c.table == "linear_issues"
    )
    assert set(change.where["state_id"]) == {"not_in"}


def test_an_open_offer_asks_for_the_intent() -> None:
    """'Is there something you'd like me to set up with him?' asks *what*; it was read as a yes/no
    proposal, so a hidden intent asked for this way was never told."""
    text = "Chen is free on the 17th. Is there something you'd like me to set up with him?"
    assert not asks_to_confirm(text)
    assert asks_intent(text)


@pytest.mark.parametrize("text", ["Shall I add him to the jam?", "Want me to add him to the Roadmap jam?"])
def test_proposals_still_ask_to_confirm(text: str) -> None:
    assert asks_to_confirm(text)
