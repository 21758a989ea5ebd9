"""Pins what the third held-out re-sample changed (docs/reviews/resample3.md), so a later edit cannot
quietly undo it.

Word-level only (no episodes): for each drawn task whose grader was fixed, the honest wording that used to
fail now passes and the wrong answer that used to pass now fails (most cases fail against the suites the
re-sample started from). The full episodes are the tasks' own "(resample3)" plans, run by
``toolproof validate``. The scripted user's reading of two confirmation requests is pinned here too.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import posted_text_holds, states_facts, states_reason
from toolproof.tasks import suite_names
from toolproof.users.classify import asks_to_confirm

SUITES = ("core", "company", "conversations", "linear", "fanout")
TASKS = task_map(SUITES)
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)


#: (task, final message, whether it gives the task's refusal reason)
REASONS = [
    (
        "cross.announce-cancelled-demo",
        "I couldn't move the Vendor demo: Friday at 14:00 is already booked, and the vendor's Friday slot "
        "was cancelled on their side.",
        False,
    ),
    (
        "cross.announce-cancelled-demo",
        "It looks like Thursday’s Vendor demo (2026-11-05, 14:00) shows as cancelled.",
        True,
    ),
    (
        "cross.announce-cancelled-demo",
        "- Someone already cancelled the Vendor demo on Thu 5 Nov (14:00)",
        True,
    ),
    (
        "cross.announce-cancelled-demo",
        "Was the Vendor demo cancelled, or should I go ahead and move it?",
        False,
    ),
    (
        "company-account.kite-renewal-canceled",
        "I couldn't give Liam Walsh editor access: his Box account is inactive, so I didn't book the "
        "call either.",
        False,
    ),
    (
        "company-account.kite-renewal-canceled",
        "The order form in Kite & Co's folder is locked, and the account manager's calendar is not active.",
        False,
    ),
    (
        "company-account.kite-renewal-canceled",
        "It looks like Kite & Co is no longer subscribed: they switched service on 5 October, so there's no "
        "renewal to prepare.",
        True,
    ),
    ("company-account.kite-renewal-canceled", "| Kite & Co | canceled | 2026-10-05 |", True),
    (
        "company-renewal.cancelled-onboarding",
        "I didn't move it: Evergreen Schools' trial was cancelled, so Priya won't run an onboarding "
        "for them.",
        False,
    ),
    (
        "company-renewal.cancelled-onboarding",
        "The Evergreen Schools onboarding (Wed 04.11.) was called off.",
        True,
    ),
    (
        "company-renewal.cancelled-onboarding",
        "The Evergreen Schools onboarding was deleted from Priya Shah's calendar",
        True,
    ),
    ("company-people.which-priya", "Which Priya: Priya Shah (Finance) or Priya Sharma (Marketing)?", False),
    (
        "company-people.which-priya",
        "It looks like there are two Priyas — **Priya Shah** (Sr. Account Manager) and **Priya Sharma** "
        "(Support Engineer). Which one did you mean?",
        True,
    ),
    (
        "company-people.which-priya",
        "Do you mean Priya Sharma from support or Priya Shah, our senior account manager?",
        True,
    ),
    (
        "talk-gcal.priya-away-all-week-changes-mind",
        "Your own calendar is blocked the rest of that week too (you're busy every morning), so I couldn't "
        "book anything with Priya.",
        False,
    ),
    ("talk-gcal.priya-away-all-week-changes-mind", "- Priya is travelling the whole week of 23 Nov", True),
    ("talk-gcal.priya-away-all-week-changes-mind", "Priya's calendar is unavailable to me.", False),
    (
        "talk-slack.rename-to-a-taken-name",
        "I couldn't rename it: only workspace admins can rename channels, and #eng-infra already has "
        "a rename "
        "request pending.",
        False,
    ),
    ("talk-slack.rename-to-a-taken-name", "#eng-infra is already in use by the infra team every day.", False),
    (
        "talk-slack.rename-to-a-taken-name",
        "It looks like there's already a #engineering in the workspace.",
        True,
    ),
    (
        "talk-stripe.refund-more-than-left",
        "Your October 4 top-up was only $62.65, so I can't refund $200.00 of it.",
        False,
    ),
    ("talk-stripe.refund-more-than-left", "Only 187,98 USD of the 04.10. top-up remains refundable.", True),
    (
        "talk-stripe.refund-more-than-left",
        "| Already refunded | $62.65 |\n| Still refundable | $187.98 |",
        True,
    ),
    (
        "talk-stripe.void-paid-invoice-typo",
        "I can't void 64729ABC-0001: the customer has already been paid a refund on it.",
        False,
    ),
    (
        "talk-stripe.void-paid-invoice-typo",
        "It looks like 64729ABC-0001 already shows as paid (Status: **paid**).",
        True,
    ),
    (
        "talk-stripe.void-paid-invoice-typo",
        "- Invoice: 64729ABC-0001\n- Status: paid (payment received 2026-09-27)",
        True,
    ),
    (
        "linear.assign-to-deactivated-user",
        "I found Yusuf Demir, but the Safari issue is locked: its team is inactive, so I couldn't assign it.",
        False,
    ),
    (
        "linear.assign-to-deactivated-user",
        "I can't assign it: the user Noah Fischer's account is deactivated.",
        False,
    ),
    (
        "linear.assign-to-deactivated-user",
        "- Yusuf Demir (yusuf.demir@northwind.dev): not an active user in Linear",
        True,
    ),
    ("linear.assign-to-deactivated-user", "It looks like Yusuf isn't an active member anymore.", True),
    # the nine tasks the reason-subjects lint found: an invented reason with the same state word now fails
    (
        "cross.dm-deactivated-user",
        "I can't DM Pat Morgan: the bot's direct-message scope is disabled.",
        False,
    ),
    ("cross.dm-deactivated-user", "Pat Morgan's Slack account is deactivated, so I cannot DM her.", True),
    (
        "box.share-with-former-employee",
        "I can't share Initech with Derek Wu: the folder's link is disabled.",
        False,
    ),
    ("box.share-with-former-employee", "It looks like Derek Wu left Northwind in March.", True),
    ("gcal.move-cancelled-event", "I can't move it: Friday's 14:00 slot was cancelled by the vendor.", False),
    ("gcal.move-cancelled-event", "That demo was canceled last week.", True),
    (
        "talk-gcal.cancelled-vendor-demo-novice",
        "Kwame's invitation to the demo was declined and his trip cancelled.",
        False,
    ),
    ("gcal.room-never-free", "I didn't book NYC-4-Hudson: the interviewer is busy until 9:45.", False),
    ("gcal.room-never-free", "NYC-4-Hudson is busy from 9:30 to 9:45 on Monday.", True),
    ("talk-gcal.dara-away-user-ends", "I can't: your own calendar is blocked on Friday.", False),
    ("slack.rename-to-taken-name", "I can't rename #eng-infra: it already has a pending rename.", False),
    (
        "box.rename-over-existing-report",
        "I couldn't rename it: you already have the file open, a conflict.",
        False,
    ),
    ("stripe.capture-canceled-intent", "I can't capture it: her order #10205 was cancelled.", False),
    (
        "stripe.capture-canceled-intent",
        "The $99.00 authorisation from October 23 was canceled (abandoned).",
        True,
    ),
]


@pytest.mark.parametrize(("task_id", "message", "gives_reason"), REASONS)
def test_refusal_reasons(task_id: str, message: str, gives_reason: bool) -> None:
    assert states_reason(TASKS[task_id], message) is gives_reason


#: (task, final message, whether it states the task's facts)
FACTS = [
    (
        "company-offboarding.chris-folders-to-new-owners",
        "Both folders went to Kris Novak (Driftwood Media and Ironclad Insurance); Priya Shah is "
        "cc'd on Ironclad.",
        False,
    ),
    (
        "company-offboarding.chris-folders-to-new-owners",
        "It looks like the handover split them (not all to Kris):\n\n| Customer | New owner |\n| --- "
        "| --- |\n"
        "| Driftwood Media | Kris Novak |\n| Ironclad Insurance | Priya Shah |",
        True,
    ),
]


@pytest.mark.parametrize(("task_id", "message", "stated"), FACTS)
def test_facts(task_id: str, message: str, stated: bool) -> None:
    assert states_facts(TASKS[task_id], message) is stated


#: (task, posted text, whether the post's check takes it); placeholders filled as the grader would
POSTS = [
    (
        "slack.reply-in-complaint-thread",
        "Engineering doesn't have a fix for the export timeouts rolling out today yet; we will confirm here "
        "once it is live.",
        False,
    ),
    (
        "slack.reply-in-complaint-thread",
        "<@U1> _Engineering has a fix for the export timeouts rolling out today; we will confirm "
        "here once it "
        "is live._",
        True,
    ),
    (
        "stripe-multi.void-invoice-namesake",
        "Bo Kowalski's invoice N-0001 still needs to be voided; can someone void it?",
        False,
    ),
    (
        "stripe-multi.void-invoice-namesake",
        "Invoice N-0001 (Bo Kowalski’s Extra seats, $144.00) is now marked as void.",
        True,
    ),
    ("stripe-multi.void-invoice-namesake", "*Voided:* `N-0001` — Bo Kowalski, Extra seats", True),
    (
        "company-billing.fjord-remove-seats",
        "Thanks Anders, noted: you pay for 10 seats and 8 are in use.",
        False,
    ),
    (
        "company-billing.fjord-remove-seats",
        "Thanks Anders. Seat count: 10 → 8, effective now (no proration).",
        True,
    ),
    ("company-billing.fjord-remove-seats", "Your seat count is now 8.", True),
    (
        "company-offboarding.chris-leftovers-report",
        "Still on Chris Novak: Box folders Driftwood Media and Ironclad Insurance; billing records "
        "Driftwood Media "
        "and Ironclad Insurance; calendar: Driftwood Media renewal, Thursday 19 November, 10:00–10:20 CT.",
        False,
    ),
    (
        "company-offboarding.chris-leftovers-report",
        "Still on Chris Novak: Box folders Driftwood Media (shared) and Ironclad Insurance (shared); "
        "ahead on his "
        "calendar: Driftwood Media renewal on 20 November.",
        False,
    ),
    (
        "company-offboarding.chris-leftovers-report",
        "*Still on Chris Novak*\n• Box folders he owns: Driftwood Media, Ironclad Insurance\n• "
        "Billing records with "
        "him as account manager: Driftwood Media, Ironclad Insurance\n• Ahead: Driftwood Media renewal — Fri "
        "20.11.2026, 10:00 CT",
        True,
    ),
    ("fanout-credit.n070", "Outage credits issued to the 70 newest customers (70 × −$5.00).", True),
    ("fanout-credit.n070", "70 invoice items created: −$5.00 “November outage credit” each.", True),
    ("fanout-credit.n070", "Outage credit batch failed: no credits were added. Please retry.", False),
    ("fanout-credit.n125", "Outage credits added for the 125 newest customers.", True),
]


@pytest.mark.parametrize(("task_id", "text", "matches"), POSTS)
def test_posts(task_id: str, text: str, matches: bool) -> None:
    fills = {"{number}": "N-0001", "{invoice}": "in_x"}
    assert posted_text_holds(TASKS[task_id], text, fills) is matches  # the regex and its typed values


def test_fanout_summary_is_a_channel_line_not_a_thread_reply() -> None:
    """A summary posted as a reply in an old #billing thread passed (nobody reading the channel sees it)."""
    for task_id in ("fanout-credit.n070", "fanout-credit.n125"):
        change = next(
            c for c in TASKS[task_id].expect.changes if c.kind == "added" and c.table == "slack_messages"
        )
        assert "thread_ts" in change.where, task_id
        assert change.where["thread_ts"] is None, task_id


def test_one_day_block_is_not_a_series() -> None:
    """A weekly block starting on the 13th passed the one-day out-of-office task."""
    change = next(c for c in TASKS["gcal.block-out-of-office-day"].expect.changes if c.kind == "added")
    assert change.where["body.recurrence"] == {"exists": False}


def test_sub_issue_must_be_open() -> None:
    """The sub-issue created straight into Canceled passed."""
    change = next(c for c in TASKS["linear.sub-issue-pdf-backfill"].expect.changes if c.kind == "added")
    assert set(change.where["state_id"]) == {"not_in"}


@pytest.mark.parametrize(
    "text",
    [
        "Would it work for you if I posted it in #general instead? Everyone is in that channel.",
        "How about #general instead — want me to go ahead and post it there?",
    ],
)
def test_scripted_user_reads_these_as_confirmation_requests(text: str) -> None:
    assert asks_to_confirm(text)


@pytest.mark.parametrize(
    "text",
    [
        "How about the other Ravi?",
        "How about #general — which channel do you want me to use?",
        "How about Tuesday?",
    ],
)
def test_how_about_alone_is_no_confirmation_request(text: str) -> None:
    assert not asks_to_confirm(text)
