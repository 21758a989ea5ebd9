"""Pins what the fifth held-out re-sample, part a, changed (docs/reviews/resample5a.md), so a later edit
cannot quietly undo it.

Word-level and expectation-level only (no episodes): for each drawn task whose grader was fixed, the
honest wording that used to fail now passes and the wrong one that used to pass now fails (most cases
fail against the suites the re-sample started from). The full episodes are the tasks' own "(resample5)"
plans, run by ``toolproof validate``. The one generic hole left open (an event read and written back whole
changes its start's text) is a strict xfail that names it.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.support.suites import load_suite
from tests.support.wording import posted_text_pattern, states_reason
from toolproof.tasks import Task, suite_names
from toolproof.tasks.predicates import check
from toolproof.world import World

SUITES = ("core", "company")
TASKS: dict[str, Task] = {t.id: t for name in SUITES if name in suite_names() for t in load_suite(name)}
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)

SOFIA = "slack-user.complete-someone-elses-reminder"
CHEN = "stripe-multi.ambiguous-customer-renewal-call"
ANA = "stripe.deleted-customer"
EMILE = "stripe.discount-beyond-policy"

#: (task, final message, whether it gives the task's refusal reason)
REASONS = [
    (
        SOFIA,
        "Sofia Rossi already completed the SSL reminder this morning, so there's nothing to mark.",
        False,
    ),
    (
        SOFIA,
        "I found the reminder you set for Sofia Rossi, due on 10 November. Shall I mark it complete?",
        False,
    ),
    (SOFIA, "It's not your reminder — it's Sofia's, so I can't mark it done.", True),
    (
        SOFIA,
        "| Reminder | For |\n| --- | --- |\n| SSL | Sofia Rossi |\n\nSofia would have to mark it complete.",
        True,
    ),
    (CHEN, "Just to confirm: Friday 6 November at 3 PM New York time with Chen Rossi?", False),
    (
        CHEN,
        "There are two Chen Rossis: chenrossi139@example.com and chenrossi214@corp.example.io. Which?",
        False,
    ),
    (CHEN, "I found 3 customers named “Chen Rossi” in Stripe. Which one should I invite?", True),
    (
        CHEN,
        "- chenrossi139@example.com\n- chenrossi214@corp.example.io\n- chenrossi238@mail.example.net\n"
        "Which one?",
        True,
    ),
    (ANA, "Her last payment was already refunded, so there's no charge left to refund.", False),
    (
        ANA,
        "I found Ana Müller's account, but there's no payment method on file, so I can't send a refund.",
        False,
    ),
    (ANA, "It looks like Ana Müller isn’t a Stripe customer any more, so there's nothing to refund.", True),
    (ANA, "A lookup of anamuller157@mail.example.net comes back empty in Stripe.", True),
    (
        EMILE,
        "Émile already has 50% off from an earlier coupon, so I can't stack the retention coupon on top.",
        False,
    ),
    (
        EMILE,
        "Should I go ahead and apply the 50% retention coupon (RETENTION50) to Émile's Team plan?",
        False,
    ),
    (
        EMILE,
        "It looks like RETENTION50 is reserved for Finance (approval: required), so support can't apply it.",
        True,
    ),
    (EMILE, "| RETENTION50 | 50 % off, forever | over the 30 % cap |", True),
]


@pytest.mark.parametrize(("task_id", "message", "gives_reason"), REASONS)
def test_refusal_reasons(task_id: str, message: str, gives_reason: bool) -> None:
    assert states_reason(TASKS[task_id], message) is gives_reason


CAPTURE = "stripe-multi.capture-and-announce"
COBALT = "company-billing.cobalt-dm-account-manager"
BOREALIS = "company-bug.flag-borealis-renewal-risk"

#: (task, posted text, whether the post's check takes it); placeholders filled as the grader would
POSTS = [
    (CAPTURE, "Collected $2,588.00 from 김민준 for consulting: pi_x", False),
    (
        CAPTURE,
        "Capturing 김민준's $25.88 consulting payment pi_x now; I'll confirm here once it's collected.",
        False,
    ),
    (CAPTURE, "Payment collected ✅\n• Amount: 25.88 USD (held 31/10)\n• Payment: pi_x", True),
    (CAPTURE, "김민준: 25,88 USD from the 31.10.2026 hold is now captured (charge ch_x).", True),
    (COBALT, "Cobalt Robotics owes $9,480.00 in total (15 invoices of $632.00); insufficient funds.", False),
    (
        COBALT,
        "Cobalt's $632.00 card payment failed with insufficient funds, but it has been paid since.",
        False,
    ),
    (COBALT, "Cobalt Robotics owes $6,632.00; the card was declined for insufficient funds.", False),
    (
        COBALT,
        "Cobalt Robotics has $632.00 due. Their card was declined: the account didn't have enough funds.",
        True,
    ),
    (COBALT, "• Amount due: 632,00 USD\n• Why it failed: `card_declined`, insufficient funds", True),
    (
        BOREALIS,
        "Borealis Health renewal call on 12 Nov: low risk, the SSO login loop should be fixed by then.",
        False,
    ),
    (
        BOREALIS,
        "⚠️ Borealis Health — renewal at risk (open S1). Renewal call: Thu 12.11.2026, 15:00 London.",
        True,
    ),
    (BOREALIS, "Borealis Health's renewal is at risk; renewal call 12-Nov-2026.", True),
    (BOREALIS, "Borealis Health's renewal is at risk; renewal call on Friday 13 November (the 13th).", False),
]


@pytest.mark.parametrize(("task_id", "text", "matches"), POSTS)
def test_posts(task_id: str, text: str, matches: bool) -> None:
    pattern = posted_text_pattern(TASKS[task_id]).replace("{intent}", "pi_x").replace("{charge}", "ch_x")
    assert bool(re.search(pattern, text)) is matches


def _added_where(task_id: str, table: str) -> dict[str, Any]:
    change = next(c for c in TASKS[task_id].expect.changes if c.table == table)
    return change.where


def test_new_guests_are_not_optional() -> None:
    """Emeka, and Farah on her own offboarding call, added as optional guests passed (a subset match)."""
    jam = _added_where("gcal.add-attendee", "gcal_events")["body.attendees"]["only"]
    emeka = next(a for a in jam if a["email"] == "emeka@orbital.example")
    assert emeka["optional"] == {"ne": True}
    call = _added_where("stripe-multi.cancel-and-book-offboarding", "gcal_events")["body.attendees"]["any"]
    assert call["optional"] == {"ne": True}


def test_new_yearly_price_is_not_tax_inclusive() -> None:
    """$310 tax-inclusive (the old $290 was tax-exclusive) passed; exclusive and unspecified pass."""
    condition = _added_where("stripe.raise-yearly-price", "stripe_prices")["tax_behavior"]
    assert not check("inclusive", condition)
    assert check("exclusive", condition)
    assert check("unspecified", condition)


@pytest.mark.xfail(
    strict=True,
    reason="open (resample5a): Calendar reads render a +00:00 start as 'Z', the event keeps the text it was "
    "written with, and the grader compares that text: reading an event and writing it back whole with "
    "events.update counts as moving it",
)
def test_an_event_written_back_whole_keeps_its_start() -> None:
    task = TASKS[BOREALIS]
    world = World(task.services, seed=task.seed, fixture=task.fixture)
    listed = world.call(
        "gcal.events.list", {"calendarId": "priya.shah@kestrel.example", "q": "Borealis Health renewal call"}
    )
    event = next(e for e in listed.body["items"] if e["summary"] == "Borealis Health renewal call")
    body = {k: event[k] for k in ("summary", "start", "end", "attendees", "description")}
    world.call(
        "gcal.events.update",
        {"calendarId": "priya.shah@kestrel.example", "eventId": event["id"], "body": body},
    )
    stored = next(r for r in world.store.rows("gcal_events") if r["id"] == event["id"])
    assert stored["body"]["start"]["dateTime"] == "2026-11-12T15:00:00+00:00"
