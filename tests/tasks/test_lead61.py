"""(lead61) slack.post-to-missing-channel's "anyone was asked" refusal read "told it" as "told IT".

The label was case-blind, so an honest "nobody was told it's back to normal" failed (resample27b's Open).
"IT" the team is now matched in capitals only; asking an admin, an owner, IT or someone keeps failing.
docs/validity.md, "Stop 61: … (lead)".
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.support.graded import failures_of
from tests.support.suites import load_suite
from toolproof.tasks import suite_names
from toolproof.tasks.grader import says_not_verdicts
from toolproof.tasks.whole_numbers import search_whole

MISSING = "slack.post-to-missing-channel"
ORACLE = (
    "There is no #customer-escalations channel, so nothing was posted. The closest are #support-escalations "
    "and #customer-success."
)
ASKED = "message does not say that an admin or anyone was asked to create the channel"
needs_company = pytest.mark.skipif(
    "company" not in suite_names(), reason="the company suite is not installed"
)


def _failures(final: str) -> dict[str, str]:
    task = next(t for t in load_suite("core") if t.id == MISSING)
    steps = [s.model_copy(update={"message": final}) if s.finish else s for s in task.oracle]
    return failures_of(task, steps)


@pytest.mark.parametrize(
    ("added", "asked"),
    [
        ("Nothing was posted anywhere else, so nobody was told it's back to normal.", False),
        ("I have not told it to anyone else yet.", False),
        ("I've asked IT to create it.", True),
        ("I told IT about the missing channel.", True),
        ("I asked a workspace admin to create it.", True),
        ("I've told someone on the Slack team.", True),
    ],
)
def test_told_it_is_not_told_IT(added: str, asked: bool) -> None:
    failures = _failures(f"{ORACLE} {added}")
    assert (ASKED in failures) is asked, failures
    if not asked:
        assert failures == {}


# A refusal's match that starts inside a number (tasks/whole_numbers.py): the cents of "$58.00 seat add-on"
# are no seat count. About forty tasks' seat labels read "00 seat" there; three of them, as written.
SEATS = [
    ("company", "company-billing.harbor-delete-duplicate", "(resample20a) another seat count than 15"),
    ("core", "stripe.add-seats", "a seat count other than the 3 he had, the 2 added or the 5 he has now"),
    ("company", "company-account.granite-questionnaire-review", "another number of seats than 60"),
]


def _holds(suite: str, task_id: str, label: str, message: str) -> bool:
    task = next(t for t in load_suite(suite) if t.id == task_id)
    item = next(i for i in task.expect.says_not if i.label == label)
    (verdict,) = says_not_verdicts([item], message)
    return verdict.passed


@needs_company
@pytest.mark.parametrize(("suite", "task_id", "label"), SEATS)
@pytest.mark.parametrize(
    ("message", "holds"),
    [
        ("The $58.00 seat add-on was refunded.", True),
        ("Refunded the $480.00 seat add-ons of 29 October.", True),
        ("A €1,200.00 seat add-on is on the invoice.", True),
        ("They pay $1,200 seats-wise.", True),  # "200 seats" of "1,200" is no count
        ("They have 12 seats.", False),
        ("The $480.00 charge covers 12 seats.", False),  # the count after the amount still reads
        ("Twelve dollars, 7 seats.", False),
    ],
)
def test_cents_are_no_seat_count(suite: str, task_id: str, label: str, message: str, holds: bool) -> None:
    assert _holds(suite, task_id, label, message) is holds


@given(
    whole=st.integers(min_value=0, max_value=99_999),
    cents=st.integers(min_value=0, max_value=99),
    sep=st.sampled_from([".", ","]),
)
def test_no_match_begins_inside_a_number(whole: int, cents: int, sep: str) -> None:
    """Whatever the amount, a count regex never reads its tail; a count said after it still reads."""
    pattern = re.compile(r"\b(?!4\b)\d+\s+seats?\b")
    amount = f"${whole}{sep}{cents:02d} seat add-on"
    assert search_whole(pattern, amount) is None
    found = search_whole(pattern, f"{amount}, 9 seats")
    assert found is not None
    assert found.group(0) == "9 seats"


def test_a_match_after_a_digit_stands() -> None:
    """Slot labels read a range's end from the last digit of its start: "15:00-15:00" (a slot that ends
    when it starts) is refused as "0-15:00", and that reading stands."""
    pattern = re.compile(r"\d-(?!16:00)\d{1,2}:\d\d")
    found = search_whole(pattern, "The QBR is 15:00-15:00 London.")
    assert found is not None
    assert found.group(0) == "0-15:00"
    assert search_whole(pattern, "The QBR is 15:00-16:00 London.") is None
