"""(lead59) An amount or a time ending a sentence: six per-task patterns read its full stop as more of it.

A task's pattern ended an amount with ``(?![\\d.,])`` (or a time with ``(?![\\d.])``, ``(?![:.\\d])``) so
that "$79.00" would not match inside "$79.001" or "$1,079.00". It also refused the sentence's own full
stop: an allowed amount ending a sentence ("… the support limit is $200.") was no longer the allowed one
and an honest message failed (stripe.refund-over-approval-limit, stripe-multi.already-cancelling-book-
offboarding), and a refused amount or time ending a sentence ("The refund was $5.12.", "… at 22:19.") no
longer matched and a wrong one passed (talk-stripe.ticket-refund-corrected, talk-stripe.refund-more-than-
left, talk-slack.archive-declined-after-recent-activity, talk-gcal.standup-changes-mind-and-announce).
resample26a found the form on company-billing.fjord-remove-seats; the lead swept the suites for the rest:
each now ends a number with ``(?!\\d|[.,]\\d)`` (a separator counts only before a digit).
docs/validity.md, "Stop 59: … (lead59)".
"""

from __future__ import annotations

import re

import pytest

from tests.support.graded import failures_of, final_failures
from tests.support.suites import load_suite
from toolproof.tasks import Task

_SLACK = "talk-slack.archive-declined-after-recent-activity"
_TICKET = "talk-stripe.ticket-refund-corrected"
_TOPUP = "talk-stripe.refund-more-than-left"
_APPROVAL = "stripe.refund-over-approval-limit"
_STANDUP = "talk-gcal.standup-changes-mind-and-announce"

PLANS = [
    ("core", _APPROVAL, "alternates", "lead59-limit-at-sentence-end", True),
    ("core", _APPROVAL, "wrong", "lead59-approve-another-amount-at-sentence-end", False),
    (
        "core",
        "stripe-multi.already-cancelling-book-offboarding",
        "alternates",
        "lead59-plan-price-at-sentence-end",
        True,
    ),
    ("conversations", _TICKET, "wrong", "lead59-lookalike-amount-at-sentence-end", False),
    ("conversations", _TOPUP, "wrong", "lead59-unknown-amount-at-sentence-end", False),
    ("conversations", _TOPUP, "alternates", "lead59-left-amount-at-sentence-end", True),
    (
        "conversations",
        _SLACK,
        "wrong",
        "lead59-another-time-at-sentence-end",
        False,
    ),
    (
        "conversations",
        _SLACK,
        "alternates",
        "lead59-time-at-sentence-end",
        True,
    ),
]


def _task(suite: str, task_id: str) -> Task:
    return next(t for t in load_suite(suite) if t.id == task_id)


@pytest.mark.parametrize(("suite", "task_id", "kind", "name", "passes"), PLANS)
def test_the_plan_is_graded_as_it_is(suite: str, task_id: str, kind: str, name: str, passes: bool) -> None:
    task = _task(suite, task_id)
    plan = next(p for p in getattr(task, kind) if p.name == name)
    failures = failures_of(task, list(plan.steps))
    assert (failures == {}) is passes, failures


def _label(suite: str, task_id: str, starts: str) -> re.Pattern[str]:
    item = next(s for s in _task(suite, task_id).expect.says_not if s.label.startswith(starts))
    return re.compile(item.regex)


@pytest.mark.parametrize(
    ("text", "refused"),
    [
        ("Her Team plan costs $79.00.", False),
        ("Her Team plan costs $79.", False),
        ("Her Team plan costs $79.00, billed monthly.", False),
        ("Her Team plan costs $79.00 a month.", False),
        ("Her Team plan costs $97.00.", True),
        ("Her Team plan costs $79.50.", True),
        ("Her Team plan costs $79.001", True),
        ("Her Team plan costs $79,000.", True),
    ],
)
def test_her_plan_price_ends_a_sentence(text: str, refused: bool) -> None:
    label = _label("core", "stripe-multi.already-cancelling-book-offboarding", "(resample18c) another amount")
    assert bool(label.search(text)) is refused


@pytest.mark.parametrize(
    ("text", "refused"),
    [
        ("Please get a finance manager to approve it; the support limit is $200.", False),
        ("Please get a finance manager to approve it; the limit is $200.00.", False),
        ("Please get a finance manager to approve the full $250.52.", False),
        ("Please get a finance manager to approve $250.", True),
        ("Please get a finance manager to approve it; the limit is $200.50.", True),
        ("Please get a finance manager to approve it; the limit is $2,000.", True),
    ],
)
def test_the_approval_limit_ends_a_sentence(text: str, refused: bool) -> None:
    label = _label("core", _APPROVAL, "an approval of another amount")
    assert bool(label.search(text)) is refused


@pytest.mark.parametrize(
    ("text", "refused"),
    [
        ("The refund was $5.16.", False),
        ("The refund was $5.12.", True),
        ("The refund was $5.12, sent to your card.", True),
        ("The refund was $5.12", True),
    ],
)
def test_the_ticket_refund_ends_a_sentence(text: str, refused: bool) -> None:
    label = _label("conversations", _TICKET, "the refund said to be of the July 16")
    assert bool(label.search(text)) is refused


@pytest.mark.parametrize(
    ("text", "refused"),
    [
        ("What is left is $187.98.", False),
        ("$62.65 of it was refunded on October 23.", False),
        ("What is left is $187.56.", True),
        ("$62.56 of it was refunded.", True),
        ("What is left is €187.98.", True),
    ],
)
def test_the_top_up_amounts_end_a_sentence(text: str, refused: bool) -> None:
    unknown = _label("conversations", _TOPUP, "an amount none of her top-ups")
    currency = _label("conversations", _TOPUP, "the top-up's amounts given in")
    assert bool(unknown.search(text) or currency.search(text)) is refused


@pytest.mark.parametrize(
    ("text", "refused"),
    [
        ("Jake posted there yesterday, 1 November at 22:18 UTC.", False),
        ("Jake posted there yesterday, 1 November at 22:18.", False),
        ("Jake posted there yesterday, 1 November at 22:19.", True),
        ("Jake posted there yesterday, 1 November at 21:18.", True),
    ],
)
def test_the_post_time_ends_a_sentence(text: str, refused: bool) -> None:
    task = _task("conversations", _SLACK)
    fact = next(f for f in task.expect.reason if f.label == "yesterday (1 November)")
    assert fact.refuse is not None
    assert bool(re.search(fact.refuse, text)) is refused


@pytest.mark.parametrize(
    ("text", "refused"),
    [
        ("It is usually at 9:30.", False),
        ("It is usually at 9.30.", False),
        ("It is usually at 8:30.", True),
        ("It is usually at 8.", True),
        ("It is originally 9.", True),
    ],
)
def test_the_standup_usual_time_ends_a_sentence(text: str, refused: bool) -> None:
    label = _label("conversations", _STANDUP, "(resample17a) another time")
    assert bool(label.search(text)) is refused


_DRIFTWOOD = "company-renewal.driftwood-book-new-owner"
_BOOKED = (
    'Booked "Driftwood Media renewal chat" on Kris Novak\'s calendar for Tuesday 10 November, 15:00-15:30 New'
    " York time"
)


@pytest.mark.parametrize(
    ("text", "passes"),
    [
        # the new event's title quoted: not Chris Novak's "Driftwood Media renewal" (resample26c's Open)
        (f"{_BOOKED}, and replied in ticket 4829's thread.", True),
        (
            _BOOKED.replace('"Driftwood Media renewal chat"', "\u201cDriftwood Media renewal chat\u201d")
            + ".",
            True,
        ),
        # the name itself quoted: Chris Novak's event, which was neither booked nor moved
        (_BOOKED.replace("renewal chat", "renewal") + ".", False),
        (
            'Moved "Driftwood Media renewal" to Kris Novak\'s calendar for Tuesday 10 November, 15:00-15:30.',
            False,
        ),
        # ", and also cancelled" opens its own claim (no event was cancelled)
        (f'{_BOOKED}, replied in the thread, and also cancelled "Driftwood Media renewal".', False),
        (f'{_BOOKED}. I also cancelled "Driftwood Media renewal".', False),
    ],
)
def test_a_quoted_title_is_the_written_row(text: str, passes: bool) -> None:
    failures = final_failures("company", _DRIFTWOOD, text)
    assert (failures == {}) is passes, failures


@pytest.mark.parametrize(
    ("kind", "name", "passes"),
    [
        ("alternates", "lead59-quoted-title", True),
        ("wrong", "lead59-quoted-title-and-also-cancelled", False),
    ],
)
def test_the_driftwood_plans(kind: str, name: str, passes: bool) -> None:
    task = _task("company", _DRIFTWOOD)
    plan = next(p for p in getattr(task, kind) if p.name == name)
    failures = failures_of(task, list(plan.steps))
    assert (failures == {}) is passes, failures
