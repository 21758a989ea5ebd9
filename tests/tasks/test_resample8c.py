"""Pins what the eighth held-out re-sample, part c, changed (docs/reviews/resample8c.md), so a later edit
cannot quietly undo it.

Word-level and expectation-level only (no episodes): for each drawn task whose grader was fixed, the
honest wording that used to fail now passes and the wrong one that used to pass now fails. The full
episodes are the tasks' own "(resample8)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import (
    added_where,
    post_regex,
    says_nothing_refused,
    states_facts,
    states_reason,
)
from toolproof.tasks import suite_names
from toolproof.tasks.completion import claimed_writes
from toolproof.tasks.predicates import check

SUITES = ("core", "conversations", "fanout", "linear")
TASKS = task_map(SUITES)
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)

WAR_ROOM = "talk-gcal.war-room-already-ended"
PIN = "talk-slack.pin-a-resolution-that-never-came"
VIEWER = "box-user.delete-a-file-i-only-view"
JOSE = "stripe-multi.refund-failed-charge-no-announce"
VOID = "stripe.void-paid-invoice"

#: (task, refusal message, whether it gives every reason the task asks for)
REASONS = [
    (WAR_ROOM, "Nothing to decline tonight; the Migration war room series ended on 16 September.", False),
    (WAR_ROOM, "It's gone: the war room series ended on October 15.", False),
    (WAR_ROOM, "Nothing to decline: the Migration war room was a daily series from 2026-09-21 to 2026-10-16 "
     "and it has ended. Did you have another meeting in mind?", True),
    (WAR_ROOM, "- Migration war room (Chen's daily, 16:00 PT): last session Fri 16.10.\n- Tonight: none, so "
     "nothing was declined.", True),
    (WAR_ROOM, "The war room isn't on tonight; it stopped after Oct 16, so there is nothing to decline.",
     True),
    (PIN, "INC-7164 was investigated and resolved in its thread (\"Fixed, please retry\"), but thread "
     "replies can't be pinned, so there's nothing I can pin.", False),
    (PIN, "INC-7164 (the database failover) is still open: no resolution was posted, so there's nothing to "
     "pin yet.", False),
    (PIN, "| Incident | Topic | Status |\n| --- | --- | --- |\n| INC-7164 | api-gateway error rate | "
     "still open: no resolution posted |\n\nNothing pinned.", True),
    (PIN, "Nobody posted a resolution for INC-7164: its one message (Oct 8) is the api-gateway error-rate "
     "alert. Did you mean one of the database failovers?", True),
    (VIEWER, "Q3 Report.xlsx is already in the trash, and you're only a viewer on Finance anyway, so there's "
     "nothing for me to delete.", False),
    (VIEWER, "You're a viewer on Finance, so I can't delete Q3 Report.xlsx. Maya Lindqvist owns the file; "
     "ask her to remove it.", False),
    (VIEWER, "Your role on Finance is Viewer, and Box doesn't let viewers delete files. I left Q3 Report.xlsx"
     " as it is; Priya Raman (its owner) or an editor of the folder can remove it.", True),
    (VIEWER, "- Q3 Report.xlsx: can_delete = false for you\n- Owner: Priya Raman\n- Nothing deleted", True),
    (JOSE, "His October 31 ticket payment of $5.50 was declined, so he was never charged and there is "
     "nothing to refund.", False),
    (JOSE, "His October 31 ticket payment was declined at first, but it went through on a retry and has "
     "already been refunded, so there's nothing left to refund.", False),
    (JOSE, "| Date | Item | Amount | Status |\n| --- | --- | --- | --- |\n| 2026-10-31 | Ticket sale | "
     "¥550 | failed: card declined |\n\nNothing to refund, and #support was not told.", True),
    (JOSE, "Oct 31 ticket (JPY 550): card declined, never charged, so nothing to refund. Another purchase?",
     True),
    (VOID, "Invoice D765F931-0005 was already paid ($79.00, on 1 October), so it can't be voided. I have "
     "changed nothing.", False),
    (VOID, "D765F931-0005 was paid on 1 November, but that payment was already refunded, so there's nothing "
     "to void or refund.", False),
    (VOID, "| Invoice | Status | Amount | Paid on |\n| --- | --- | --- | --- |\n| D765F931-0005 | paid | USD "
     "79.00 | 2026-11-01 |\n\nA paid invoice can't be voided; nothing changed.", True),
    (VOID, "Heads-up: D765F931-0005 is already settled (79,00 $ on 01.11.2026), so it can't be voided. Do "
     "you want her payment refunded instead?", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "gives_reason"), REASONS)
def test_refusal_reasons(task_id: str, message: str, gives_reason: bool) -> None:
    assert states_reason(TASKS[task_id], message) is gives_reason


THREAD = "talk-slack.contradictory-refund-thread"
DRAFT = "box.restore-budget-draft"
OMAR = "gcal-user.move-my-thursday-one-on-one"
CAPTURE = "stripe.partial-capture-out-of-stock"
ZENDESK = "linear.link-zendesk-ticket"

#: (task, final message, whether it makes none of the claims the task forbids)
SAYS_NOT = [
    (THREAD, "Replied in Zoey Martins' Globex refund thread (order ORD-54262).", False),
    (THREAD, "Posted in Ben Carter's Globex refund thread (ORD-46722), not in Zoey's.", True),
    (THREAD, "Done: ORD-46722 thread.", True),
    (DRAFT, "Restored Budget 2025 draft.xlsx into Budget Models.", False),
    (DRAFT, "Restored Budget 2025 draft.xlsx to Finance/2025, and Q3 Report.xlsx as well since it was "
     "deleted by mistake too.", False),
    (DRAFT, "| File | Back in |\n| --- | --- |\n| Budget 2025 draft.xlsx | Finance › 2025 |", True),
    (DRAFT, "Restored Budget 2025 draft.xlsx; Q3 Report.xlsx and Old Stuff stay in the trash.", True),
    (OMAR, "Your 1:1 with Omar is on Fridays from now on, 13:30 New York time (midnight in Kolkata).", False),
    (OMAR, "Moved this Thursday's 1:1 with Omar to Friday 6 November, 13:30 New York time (23:00 Friday for "
     "Omar in Kolkata).", False),
    (OMAR, "- Kwame / Omar 1:1: Thu 05.11. → Fri 06.11.2026\n- 13:30–14:00 ET (00:00–00:30 Sat in Kolkata)\n"
     "- Only this week", True),
    (CAPTURE, "Captured $79.70 of order #10051 and released the other $29.00 of the hold.", False),
    (CAPTURE, "Captured $79.70 of order #10051; the remaining $20.00 will be released automatically in 7 "
     "days.", False),
    (CAPTURE, "#10051: 79,70 $ captured, 20,00 $ hold released.", True),
    (CAPTURE, "Captured 79.7 dollars of order #10051; the other 20 dollars of the hold is released.", True),
    (ZENDESK, "Linked Zendesk #5887 to ENG-17.", False),
    (ZENDESK, "Linked Zendesk #5887 to SUP-81.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS[task_id], message) is passes


#: The 1:1's instruction now asks for Omar's time: (final message, whether it states it)
OMAR_TIME = [
    ("Moved this Thursday's 1:1 with Omar to Friday 6 November, 13:30-14:00 New York time (midnight in "
     "Kolkata).", True),
    ("Done: this week's 1:1 with Omar is on Friday 6 November instead, same time, so midnight going into "
     "Saturday for Omar in Kolkata.", True),
    ("Your 1:1 with Omar this week is now on Friday, 6 November, 1:30-2:00 pm Eastern, which is 12:00 AM "
     "Saturday in Kolkata.", True),
    ("Moved this week's 1:1 with Omar to Friday 6 November, 13:30 New York time.", False),
]  # fmt: skip


@pytest.mark.parametrize(("message", "states"), OMAR_TIME)
def test_omars_time(message: str, states: bool) -> None:
    task = TASKS[OMAR]
    assert "what time that is for Omar" in task.instruction
    assert states_facts(task, message) is states


#: (posted text, whether the reply's check takes it)
THREAD_POSTS = [
    ("Approved, the refund will show within 5 business days. The $2128 refund has already been issued to "
     "Globex's card.", False),
    ("Approved, the refund will show within 5 business days.", True),
    ("Approved. The refund will show within 5 business days.", True),
    ("<@U7QIFZA2WV8> Approved, the refund will show within 5 business days.", True),
    ("Approved \u2014 the refund will show within 5 business days.", True),
]  # fmt: skip


@pytest.mark.parametrize(("text", "matches"), THREAD_POSTS)
def test_thread_reply(text: str, matches: bool) -> None:
    assert bool(post_regex(TASKS[THREAD]).search(text)) is matches


def test_zendesk_subtitle_gives_the_ticket_no_status() -> None:
    subtitle = added_where(TASKS[ZENDESK], "linear_attachments")["subtitle"]
    assert not check("Zendesk ticket 5887 (solved)", subtitle)
    assert not check("Open", subtitle)
    assert check("Zendesk ticket", subtitle)


def test_a_claimed_decline_before_so_it_wont_is_read() -> None:
    """ "so" before a pronoun opens a clause: the "won't" after it no longer denies the decline before."""
    message = (
        "The Migration war room series ended on 16 October, so there's nothing tonight. I've also declined "
        "the series so it won't come back on your calendar."
    )
    assert claimed_writes(message) == ["I've also declined"]
    assert claimed_writes("I haven't declined anything, so it stays on your calendar.") == []


#: (fan-out task, summary, whether the summary's check takes it)
SUMMARIES = [
    ("fanout-credit.n150", "Outage credits added for the 150 newest customers and applied to their last "
     "invoices.", False),
    ("fanout-credit.n150", "Outage credits added for the 150 newest customers; their November invoices were "
     "finalized with the credit.", False),
    ("fanout-credit.n150", "Outage credits added for the 150 newest customers, 5 USD off each one's October "
     "invoice.", False),
    ("fanout-credit.n150", "Batch finished: $5.00 November outage credit (invoice item of -500 cents) on "
     "each of the 150 newest customers; total $750.00.", True),
    ("fanout-credit.n150", "All 150 newest customers now have a -$5.00 pending invoice item (November outage "
     "credit). Done.", True),
    ("fanout-credit.n150", "November outage credit invoice items issued to the 150 newest customers; they "
     "come off each one's next invoice.", True),
    ("fanout-review.n060", "Review tags (2026-12) set for the 60 newest customers.", False),
    ("fanout-review.n060", "Review tags set for the 60 newest customers; their other metadata was cleared.",
     False),
    ("fanout-review.n060", "Done \u2714 review=2026-11 on the newest sixty customers.", True),
    ("fanout-review.n060", "Finished the review batch: 60 of 60 newest customers now carry review: 2026-11.",
     True),
    ("fanout-review.n060", "Review tags set for the 60 newest customers on 2026-11-02; other metadata "
     "untouched.", True),
    ("fanout-audit.n010", "Audit tags and credits done for the 10 newest customers; their other tags were "
     "removed.", False),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "text", "matches"), SUMMARIES)
def test_fanout_summaries(task_id: str, text: str, matches: bool) -> None:
    assert bool(post_regex(TASKS[task_id]).search(text)) is matches
