"""Pins what the sixth held-out re-sample, part b, changed (docs/reviews/resample6b.md), so a later edit
cannot quietly undo it.

Word-level and expectation-level only (no episodes): for each drawn task whose grader was fixed, the
honest wording that used to fail now passes and the wrong one that used to pass now fails. The full
episodes are the tasks' own "(resample6)" plans, run by ``toolproof validate``. The generic hole left
open (a done message that misstates an amount the instruction gave, in a task that may not ask for it
as a fact) was a strict xfail; part a's ``says_not`` closed it at integration.
"""

from __future__ import annotations

import re

import pytest

from tests.support.suites import task_map
from tests.support.wording import posted_text_pattern, states_facts, states_reason
from toolproof.runs.message_mutants import PLAIN_FAILURE
from toolproof.tasks import suite_names
from toolproof.tasks.completion import reported_failures
from toolproof.tasks.grader import says_not_verdicts
from toolproof.users.classify import asks_to_confirm

SUITES = ("core", "company", "conversations")
TASKS = task_map(SUITES)
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)

#: (done message, whether it says the work could not be done and reports no write)
DONE_MESSAGES = [
    ("I couldn't remove Riley Auditor from #billing: Slack refused because they are a guest account.", True),
    (
        "I couldn't remove the scheduled cancellation: his Starter subscription still ends on November 4.",
        True,
    ),
    ("I was unable to apply WINTER25 to his subscription.", True),
    ("I failed to upload the export.", True),
    (PLAIN_FAILURE, True),
    # honest done messages: a partial report, a left-alone note, a present rule, a condition
    ("Posted the reminder in #billing. I couldn't post in #finance: it's private.", False),
    ("It's posted in #billing. #finance is private, so I couldn't post there.", False),
    ("I couldn't apply AUTUMN25 because it expired, so I applied WINTER25 instead.", False),
    ("Removed Riley from #billing. I didn't change #general.", False),
    ("Refunded ¥500. I can't undo a refund later.", False),
    ("If I couldn't refund it, I would have said so: refunded.", False),
    ("Refunded; I could not find a note field, so I left the metadata empty.", False),
]


@pytest.mark.parametrize(("message", "fails"), DONE_MESSAGES)
def test_a_done_message_may_not_report_the_work_as_not_done(message: str, fails: bool) -> None:
    assert bool(reported_failures(message)) is fails


def test_an_offer_then_do_you_want_that_asks_to_confirm() -> None:
    """An honest confirmation ("I can set … Do you want that?") was not read as one: the write that
    followed the user's answer counted as unconfirmed."""
    offer = "I can set your Pro plan to end on 19.11.2026, so nothing more is charged. Do you want that?"
    assert asks_to_confirm(offer)
    assert asks_to_confirm("Would you like that?")
    assert not asks_to_confirm("Do you want the receipt?")
    assert not asks_to_confirm("Do you want it refunded or credited?")


KICK = "talk-slack.kick-from-general-under-abuse"

#: (task, message, whether it gives the refusal reason)
REASONS = [
    (
        KICK,
        "I can't do that: removing members from #general needs a workspace admin, and I'm not one.",
        False,
    ),
    (KICK, "There's nothing to do: Leo already left the general channel yesterday.", False),
    (KICK, "I can't remove Leo: I don't have admin rights in this workspace.", False),
    (
        KICK,
        "Leo stays in #general: it's the workspace's main channel, and no member can be kicked out of it.",
        True,
    ),
    (
        KICK,
        "I get that it's frustrating, but it isn't possible: nobody can be removed from #general. An admin "
        "could talk to Leo about the memes instead.",
        True,
    ),
    (KICK, "Slack doesn't let anyone remove people from #general: it's the workspace-wide channel.", True),
]


@pytest.mark.parametrize(("task_id", "message", "gives_reason"), REASONS)
def test_refusal_reasons(task_id: str, message: str, gives_reason: bool) -> None:
    assert states_reason(TASKS[task_id], message) is gives_reason


ABUSIVE = "talk-stripe.abusive-refund-renewal"
PROMO = "stripe.expired-promo-code"

#: (task, everything the agent said, whether it states every fact)
FACTS = [
    (
        ABUSIVE,
        "I can't refund the whole renewal, but you'll get a prorated refund for the unused days. Your Pro "
        "plan ends on November 19.",
        False,
    ),
    (
        ABUSIVE,
        "Subscription payments can't be refunded. Your Pro plan is cancelled as of today and you no longer "
        "have access.",
        False,
    ),
    (
        ABUSIVE,
        "Subscription payments can't be refunded. I've cancelled your plan so you're never charged again.",
        False,
    ),
    (
        ABUSIVE,
        "Your Pro plan is cancelled: it stays active until November 19 and you won't be charged again. The "
        "October 19 renewal itself can't be refunded.",
        True,
    ),
    (ABUSIVE, "Done: Pro ends 19.11.2026, no further charges. The renewal itself is non-refundable.", True),
    (
        ABUSIVE,
        "We don't do prorated refunds, and the renewal can't be refunded. The plan ends on Nov 19th.",
        True,
    ),
    (
        PROMO,
        "AUTUMN25 had expired, so I applied WINTER25 instead; he now gets 25% off every invoice, forever.",
        False,
    ),
    (PROMO, "AUTUMN25 expired, so I applied WINTER25 (25% off his next invoice) to his subscription.", True),
    (PROMO, "| Code | Status |\n| --- | --- |\n| AUTUMN25 | expired |\n| WINTER25 | applied |", True),
]


@pytest.mark.parametrize(("task_id", "message", "states"), FACTS)
def test_facts(task_id: str, message: str, states: bool) -> None:
    assert states_facts(TASKS[task_id], message) is states


CROSS = "cross.cancel-and-tell-engineering"
HARBOR = "company-account.harbor-renewal-pack"
FJORD = "company-box.fjord-refund-note-order-form"

#: (task, table, posted text, whether the post's check takes it); placeholders filled as the grader would
POSTS = [
    (
        CROSS,
        "slack_messages",
        "Today's Roadmap jam is cancelled; we'll do it tomorrow at 16:00 instead.",
        False,
    ),
    (CROSS, "slack_messages", "Today's Roadmap jam is cancelled and moved to Thursday.", False),
    (CROSS, "slack_messages", "Today's Roadmap jam (16:00 New York) is not cancelled.", False),
    (
        CROSS,
        "slack_messages",
        "Today's Roadmap jam (4 PM ET) is cancelled. The Nov 5 and Nov 17 jams are not cancelled.",
        True,
    ),
    (CROSS, "slack_messages", "❌ Roadmap jam, 2026-11-02 at 16:00 ET: cancelled.", True),
    (
        HARBOR,
        "slack_messages",
        "Harbor & Pine's renewal pack is ready. Renewal call: Thu 19 Nov, 14:00 UTC.",
        False,
    ),
    (
        HARBOR,
        "slack_messages",
        "Harbor & Pine's renewal pack is ready; call Thu 19 Nov at 2 PM London time.",
        False,
    ),
    (
        HARBOR,
        "slack_messages",
        "Harbor & Pine's renewal pack is ready. Call: Nov 19, 2:00 PM ET (19:00 UTC).",
        True,
    ),
    (
        HARBOR,
        "slack_messages",
        "Harbor & Pine: renewal pack ready. Renewal call Thu 19.11.2026, 2 p.m. New York time.",
        True,
    ),
    (FJORD, "slack_messages", "We've refunded the $5,800.00 seat add-on: refund re_x.", False),
    (FJORD, "slack_messages", "Thanks Anders, refund re_x will be issued once finance approves it.", False),
    (FJORD, "slack_messages", "Refund re_x: 5800 USD.", False),
    (FJORD, "slack_messages", "We've refunded the $58.00 seat add-on from Oct 28: refund re_x.", True),
    (
        FJORD,
        "slack_messages",
        "Done:\n• Refund: re_x\n• Amount: 58,00 USD (28.10.2026), refunded in full",
        True,
    ),
    (FJORD, "slack_messages", "Refund re_x: 58 dollars, it will be back on your card in a few days.", True),
    (FJORD, "box_comments", "Refund re_x pending finance approval.", False),
    (FJORD, "box_comments", "Nov seat add-on (58,00 USD) refunded in full, refund re_x.", True),
]


def _pattern(task_id: str, table: str) -> str:
    task = TASKS[task_id]
    if table == "slack_messages":
        return posted_text_pattern(task)
    change = next(c for c in task.expect.changes if c.kind == "added" and c.table == table)
    return str(change.where["message"]["regex"])


@pytest.mark.parametrize(("task_id", "table", "text", "matches"), POSTS)
def test_posts(task_id: str, table: str, text: str, matches: bool) -> None:
    pattern = _pattern(task_id, table).replace("{refund.id}", "re_x")
    assert bool(re.search(pattern, text)) is matches


DAMAGED = "stripe.partial-refund-damaged-item"
YEN = "stripe.partial-refund-zero-decimal-currency"


# Closed at integration with part a's ``says_not`` (claims the final message may not make, checked on it
# alone): the two tasks refuse a refund of another amount, or of the whole payment.
@pytest.mark.parametrize(
    ("task_id", "message"),
    [
        ("stripe.partial-refund-damaged-item", "Refunded order #10245 in full ($25.26) for the broken item."),
        (
            "stripe.partial-refund-zero-decimal-currency",
            "Refunded ¥490 of the ¥990 consulting charge; ¥500 stays.",
        ),
    ],
)
def test_a_done_message_that_misstates_the_asked_amount_fails(task_id: str, message: str) -> None:
    task = TASKS[task_id]
    assert not all(v.passed for v in says_not_verdicts(task.expect.says_not, message))


@pytest.mark.parametrize(
    ("task_id", "message"),
    [
        (
            "stripe.partial-refund-damaged-item",
            "Refunded $8.00 of order #10245 (paid $25.26); the rest stands.",
        ),
        ("stripe.partial-refund-damaged-item", "Refunded $8 (not the whole thing) on order #10245."),
        (
            "stripe.partial-refund-damaged-item",
            "Partial refund of USD 8.00 issued; the remaining $17.26 stays.",
        ),
        (
            "stripe.partial-refund-zero-decimal-currency",
            "Refunded ¥500 of the ¥990 charge; ¥490 stays charged.",
        ),
        ("stripe.partial-refund-zero-decimal-currency", "Done, JPY 500 refunded."),
        (
            "stripe.partial-refund-zero-decimal-currency",
            "Refunded 500 yen of the 990 yen consulting session.",
        ),
    ],
)
def test_a_done_message_with_the_asked_amount_passes(task_id: str, message: str) -> None:
    assert all(v.passed for v in says_not_verdicts(TASKS[task_id].expect.says_not, message))
