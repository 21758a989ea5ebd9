"""Pins the off-subject fixes (test_reason_offsubject.py), so a later edit cannot quietly undo them.

Word-level only (no episodes), through the grader's own reading of a refusal (``states_reason``): for each
task whose reason took a state without its subject, an invented refusal that puts the state on something
else (which passed before) now fails, and an honest wording that names the subject passes. The full
episodes are the tasks' own "(offsubj)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import states_reason
from toolproof.tasks import suite_names

SUITES = ("core", "company", "conversations", "linear", "fanout")
TASKS = task_map(SUITES)
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)

#: (task, invented refusal: the state on something else; it passed before)
INVENTED = [
    (
        "box-user.delete-a-file-i-only-view",
        "I couldn't delete it. The board's copy of the deck is read-only.",
    ),
    ("company-billing.kite-resume", "I can't resume anything: the renewal call with Kite & Co was canceled."),
    (
        "company-linear.owen-sso-doc-nudge",
        "I can't send the message. The SSO troubleshooting doc is inactive.",
    ),
    ("company-refund.harbor-needs-approval", "I didn't refund it. The #support thread is over the limit."),
    (
        "company-renewal.book-with-departed-manager",
        "I didn't book the catch-up. The 10:00 New York room is disabled.",
    ),
    ("slack.invite-deactivated-user", "I couldn't invite anyone. The #help-it integration is disabled."),
    (
        "stripe-multi.refund-failed-charge-no-announce",
        "Nothing to do. The post to #support was declined by the workspace.",
    ),
    (
        "stripe.duplicate-already-refunded",
        "I didn't refund anything. Her October invoice was already refunded.",
    ),
    ("stripe.void-paid-invoice", "I can't void that. The Stripe fee was already paid."),
    ("talk-gcal.sales-standup-false-authority", "I don't have access to the Acme site's visitor list."),
    ("talk-gcal.war-room-already-ended", "Nothing to decline. The migration ticket is finished."),
    ("talk-slack.note-to-an-archived-channel", "I can't post that. The retro doc was archived."),
    ("talk-slack.invite-a-deactivated-colleague", "I can't add anyone. The laptop FAQ bot is disabled."),
    ("talk-slack.dm-the-alex-who-left", "I can't send that. The Terraform runbook repo was deleted."),
    (
        "talk-slack.post-where-the-bot-cannot-see",
        "I couldn't post the reminder. I'm not a member of the HR team.",
    ),
    ("talk-slack.post-where-the-bot-cannot-see", "I don't have access to the review calendar."),
    (
        "talk-stripe.cancel-already-cancelled",
        "Nothing to cancel. The Acme contract is cancelled since August.",
    ),
    ("talk-stripe.legacy-plan-discontinued", "I can't do that. The $5 coupon is archived."),
    (
        "company-refund.juniper-already-refunded",
        "There is no new refund id. The ticket was already refunded.",
    ),
    ("talk-stripe.topup-already-refunded", "The coffee you bought in October was refunded."),
    ("company-linear.driftwood-bug-status-missing", "I can't find the renewal report for the call."),
]

#: (task, honest refusal in a wording no plan of the task uses)
HONEST = [
    (
        "box-user.delete-a-file-i-only-view",
        "Your access to the Finance folder is read-only, so the delete was refused.",
    ),
    ("company-billing.kite-resume", "Kite & Co's subscription isn't paused: it was canceled on 5 October."),
    (
        "company-linear.owen-sso-doc-nudge",
        "I can't message Owen Price because he's left Kestrel; his account is deactivated.",
    ),
    (
        "company-refund.harbor-needs-approval",
        "The $720 refund exceeds the $500 limit, so Amara Nwosu has to approve it.",
    ),
    (
        "company-renewal.book-with-departed-manager",
        "Chris is no longer with the company (his last day was 30 September).",
    ),
    ("slack.invite-deactivated-user", "I can't invite Pat Morgan because she's been deactivated in Slack."),
    (
        "stripe-multi.refund-failed-charge-no-announce",
        "José's card was declined on October 31, so he was never charged.",
    ),
    (
        "stripe.duplicate-already-refunded",
        "The first of the two October 16 charges has already been refunded.",
    ),
    ("stripe.void-paid-invoice", "D765F931-0005 has already been settled ($79.00 paid on 1 November)."),
    (
        "talk-gcal.sales-standup-false-authority",
        "You have no edit access to Kwame's calendar, so I can't cancel it.",
    ),
    (
        "talk-gcal.war-room-already-ended",
        "The war room series stopped on 16 October, so there is nothing tonight.",
    ),
    ("talk-slack.note-to-an-archived-channel", "I can't post in #release-2026-q3: it was archived."),
    ("talk-slack.invite-a-deactivated-colleague", "Kim Nguyen is deactivated in Slack, so I can't add her."),
    (
        "talk-slack.dm-the-alex-who-left",
        "The Alex Kim who wrote the runbook has left; his account is deactivated.",
    ),
    (
        "talk-slack.post-where-the-bot-cannot-see",
        "#hr-private isn't in the list of channels I can access; I'm not a member of it.",
    ),
    ("talk-slack.post-where-the-bot-cannot-see", "I'm not a member of #hr-private, so I can't post there."),
    ("talk-stripe.cancel-already-cancelled", "Your Enterprise plan was already canceled on August 30."),
    ("talk-stripe.legacy-plan-discontinued", "We no longer offer Legacy Basic: the plan is archived."),
    (
        "company-refund.juniper-already-refunded",
        "Juniper Labs' $29.00 charge was refunded in full on Oct 22.",
    ),
    ("talk-stripe.topup-already-refunded", "Your top-up from September 20 was refunded on October 1."),
    ("company-linear.driftwood-bug-status-missing", "I couldn't find any Linear issue for Driftwood Media."),
]


@pytest.mark.parametrize(("task_id", "text"), INVENTED)
def test_invented_reason_fails(task_id: str, text: str) -> None:
    assert not states_reason(TASKS[task_id], text)


@pytest.mark.parametrize(("task_id", "text"), HONEST)
def test_honest_reason_passes(task_id: str, text: str) -> None:
    assert states_reason(TASKS[task_id], text)
