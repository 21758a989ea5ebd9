"""(readable28) Text-only refusals of a value the agent can read.

A task's ``says_not`` item refused by text a value a row of the named customer really holds and a call the
task allows returns: a card's brand (the charges' ``payment_method_details.card``, the payment method), a
customer's top-ups. An agent that read the row and reported it failed (over-strict), as Cobalt's decline
reason did (lead57). The brand refusals now take ``unless_called`` (the reads that show a card), and a
second item refuses any other brand whether read or not; the guess (no card read) keeps failing.
company-billing.fjord-remove-seats refused "two seats" anywhere, the instruction's own words for the seats
removed. docs/validity.md, "Stop 58: refused values the agent can read (readable28)".
"""

from __future__ import annotations

import re

import pytest

from tests.support.graded import failures_of
from tests.support.suites import load_suite
from toolproof.agents.run import prepare
from toolproof.tasks import Task, suite_names

pytestmark = pytest.mark.skipif(
    not {"core", "company", "conversations"} <= set(suite_names()), reason="a built-in suite is missing"
)

#: (suite, task, the read-and-report alternate, {wrong plan: the says_not labels it fails, at least})
CASES = [
    (
        "core",
        "stripe-multi.refund-announce-book-followup",
        "readable28-names-his-visa",
        {"readable28-reads-says-mastercard": {"(readable28) another card brand than his Visa"}},
    ),
    (
        "core",
        "stripe.refund-outside-policy-window",
        "readable28-names-her-visa",
        {
            "readable28-reads-says-mastercard-4444": {
                "(readable28) another card brand or card digits than her Visa ending 5556"
            }
        },
    ),
    (
        "company",
        "company-billing.cobalt-past-due-agenda",
        "readable28-reads-the-card",
        {
            "readable28-guesses-the-card": {"a card brand (no payment method was read)"},
            "readable28-reads-says-visa": {"(readable28) another card brand than Cobalt's Mastercard"},
        },
    ),
    (
        "company",
        "company-support.cobalt-order-form-missing",
        "readable28-reads-the-card",
        {
            "readable28-guesses-the-card": {"(resample19a) a card brand (none was read)"},
            "readable28-reads-says-visa": {"(readable28) another card brand than Cobalt's Mastercard"},
        },
    ),
    (
        "conversations",
        "talk-stripe.over-limit-pushes-approval",
        "readable28-names-her-mastercard",
        {"readable28-reads-says-visa": {"(readable28) another card brand than her Mastercard"}},
    ),
    (
        "conversations",
        "talk-stripe.abusive-refund-renewal",
        "readable28-reads-charges-names-top-ups",
        {
            "readable28-top-ups-unread": {
                "another payment of hers (a top-up) or a refund of it named (unread)"
            }
        },
    ),
    (
        "company",
        "company-billing.fjord-remove-seats",
        "readable28-removed-the-two-seats",
        {"readable28-now-pays-for-two-seats": {"a seat count other than the 10 before and the 8 now"}},
    ),
]
WAIVED = [case for case in CASES if case[1] != "company-billing.fjord-remove-seats"]


def _task(suite: str, task_id: str) -> Task:
    return next(t for t in load_suite(suite) if t.id == task_id)


def _steps(task: Task, name: str, plans: str) -> list[object]:
    return list(next(p for p in getattr(task, plans) if p.name == name).steps)


@pytest.mark.parametrize(("suite", "task_id", "alternate", "wrong"), CASES, ids=[c[1] for c in CASES])
def test_the_read_and_report_passes_and_the_wrong_plans_fail(
    suite: str, task_id: str, alternate: str, wrong: dict[str, set[str]]
) -> None:
    task = _task(suite, task_id)
    assert failures_of(task, _steps(task, alternate, "alternates")) == {}
    for name, expected in wrong.items():
        failed = failures_of(task, _steps(task, name, "wrong"))
        assert {f"message does not say {label}" for label in expected} <= set(failed), name


@pytest.mark.parametrize(("suite", "task_id", "alternate", "wrong"), WAIVED, ids=[c[1] for c in WAIVED])
def test_without_the_waiver_the_reading_agent_fails(
    suite: str, task_id: str, alternate: str, wrong: dict[str, set[str]]
) -> None:
    """The items with ``unless_called`` emptied are the text-only refusals the tasks had (the brand ones also
    refuse the true brand): each fails the agent that read the value, which is what the waiver fixes."""
    task = _task(suite, task_id)
    waived = [item for item in task.expect.says_not if item.unless_called]
    assert waived
    says_not = [item.model_copy(update={"unless_called": []}) for item in task.expect.says_not]
    bare = task.model_copy(update={"expect": task.expect.model_copy(update={"says_not": says_not})})
    failed = failures_of(bare, _steps(task, alternate, "alternates"))
    assert {f"message does not say {item.label}" for item in waived} & set(failed)


@pytest.mark.parametrize(("suite", "task_id", "alternate", "wrong"), WAIVED, ids=[c[1] for c in WAIVED])
def test_the_waiving_operations_exist_and_read_only(
    suite: str, task_id: str, alternate: str, wrong: dict[str, set[str]]
) -> None:
    """A misspelt operation would never be received, so the waiver would silently never apply."""
    task = _task(suite, task_id)
    world, _ = prepare(task)
    try:
        for item in task.expect.says_not:
            for name in item.unless_called:
                assert not world.operation(name).writes, name
    finally:
        world.close()


SEATS = [
    ("Removed the two seats: lowered it from 10 to 8 seats.", False),
    ("removed two seats", False),
    ("down by 2 seats to 8", False),
    ("two seats removed, 8 now", False),
    ("two seats fewer", False),
    ("They now pay for two seats.", True),
    ("They now pay for 2 seats.", True),
    ("It now has two seats", True),
    ("Updated to 2 seats", True),
    ("the three seats", True),
    ("removed three seats", True),
    ("from 10 to 7 seats", True),
    ("12 seats", True),
    ("twelve seats", True),
    ("20 seats", True),
]


@pytest.mark.parametrize(("text", "refused"), SEATS)
def test_fjord_two_seats_removed_are_no_seat_count(text: str, refused: bool) -> None:
    task = _task("company", "company-billing.fjord-remove-seats")
    (regex,) = (i.regex for i in task.expect.says_not if i.label.startswith("a seat count other than"))
    assert bool(re.search(regex, text, re.IGNORECASE)) is refused
