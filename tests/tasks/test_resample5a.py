"""Pins what the fifth held-out re-sample, part a, changed (docs/reviews/resample5a.md), so a later edit
cannot quietly undo it.

Word-level and expectation-level only (no episodes): for each drawn task whose grader was fixed, the
honest wording that used to fail now passes and the wrong one that used to pass now fails (most cases
fail against the suites the re-sample started from). The full episodes are the tasks' own "(resample5)"
plans, run by ``toolproof validate``. The one generic hole it left open (an event read and written back whole
changed its start's text) is closed in the Calendar double (gtholes) and pinned here with real moves.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.suites import task_map
from tests.support.wording import posted_text_holds, states_reason
from toolproof.agents.run import prepare
from toolproof.tasks import suite_names
from toolproof.tasks.grader import Grade, grade
from toolproof.tasks.predicates import check
from toolproof.world import World

SUITES = ("core", "company")
TASKS = task_map(SUITES)
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
    fills = {"{intent}": "pi_x", "{charge}": "ch_x"}
    assert posted_text_holds(TASKS[task_id], text, fills) is matches  # the regex and its typed values


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


CALENDAR = "priya.shah@kestrel.example"
RISK_POST = "Borealis Health's renewal is at risk: open S1 SSO login loop before their call on 12 November."


def _borealis_written_back(start: str | None = None, end: str | None = None) -> Grade:
    """The call read and written back whole with ``events.update`` (the S1 line added, the start and
    end as read unless given), the risk posted in #renewals; the task's grade of that episode."""
    task = TASKS[BOREALIS]
    world, refs = prepare(task)
    listed = world.call("gcal.events.list", {"calendarId": CALENDAR, "q": "Borealis Health renewal call"})
    event = next(e for e in listed.body["items"] if e["summary"] == "Borealis Health renewal call")
    body = {k: event[k] for k in ("summary", "start", "end", "attendees", "description")}
    body["description"] += "\nOpen S1: SSO login loop"
    if start is not None:
        body["start"] = {**body["start"], "dateTime": start}
    if end is not None:
        body["end"] = {**body["end"], "dateTime": end}
    updated = world.call("gcal.events.update", {"calendarId": CALENDAR, "eventId": event["id"], "body": body})
    assert updated.status == 200, updated.body
    channels = world.call("slack.conversations.list", {"limit": 200}).body["channels"]
    renewals = next(c for c in channels if c["name"] == "renewals")
    world.call("slack.chat.postMessage", {"channel": renewals["id"], "text": RISK_POST})
    return grade(task, refs, world.diff(), world.ledger, claim="done", message="Done.", benign=world.benign)


def test_an_event_written_back_whole_keeps_its_start() -> None:
    """(gtholes) reads render the fixture's ``+00:00`` start as ``Z``; the double stores the instant in
    the form reads write it, so writing the call back whole as read is not a move, and the task passes."""
    task = TASKS[BOREALIS]
    world = World(task.services, seed=task.seed, fixture=task.fixture)
    stored = next(
        r
        for r in world.store.rows("gcal_events")
        if r["body"].get("summary") == "Borealis Health renewal call"
    )
    assert stored["body"]["start"]["dateTime"] == "2026-11-12T15:00:00Z"
    result = _borealis_written_back()
    assert result.passed, [(v.name, v.detail) for v in result.verdicts if not v.passed]


@pytest.mark.parametrize(
    ("start", "end"),
    [
        ("2026-11-12T15:00:00+00:00", "2026-11-12T15:45:00+00:00"),
        ("2026-11-12T10:00:00-05:00", "2026-11-12T10:45:00-05:00"),
        ("2026-11-12T20:30:00+05:30", "2026-11-12T21:15:00+05:30"),
        ("2026-11-12T15:00:00.000Z", "2026-11-12T15:45:00.000Z"),
    ],
)
def test_the_same_instant_in_another_spelling_is_not_a_move(start: str, end: str) -> None:
    result = _borealis_written_back(start, end)
    assert result.passed, [(v.name, v.detail) for v in result.verdicts if not v.passed]


@pytest.mark.parametrize(
    ("start", "end"),
    [
        ("2026-11-12T16:00:00Z", "2026-11-12T16:45:00Z"),  # an hour later
        ("2026-11-12T15:00:00-05:00", "2026-11-12T15:45:00-05:00"),  # 15:00 read as New York time
        ("2026-11-12T15:00:00Z", "2026-11-12T16:00:00Z"),  # the same start, a longer call
        ("2026-11-13T15:00:00+00:00", "2026-11-13T15:45:00+00:00"),  # the next day
    ],
)
def test_another_instant_still_counts_as_a_move(start: str, end: str) -> None:
    result = _borealis_written_back(start, end)
    assert not result.passed
    failed = [v for v in result.verdicts if not v.passed]
    assert [v.name for v in failed] == ["the renewal call's description keeps its text and adds the S1 line"]
    assert "_ts changed" in failed[0].detail
