"""(lead58) stripe.apply-loyalty-coupon: her card, read, may be named; guessed or misnamed, it may not.

The task refused any card brand ("no payment method was read") and resample25c refused a card's funding
("debit") and any expiry. Her one card is a Visa debit ending 5556, expiring 07/2031 (her payment method
and every charge show it), so an agent that listed her payment methods and named the card failed
(over-strict). The brand/funding/expiry item now holds once a card was read (``unless_called``), and a
second item refuses another brand, other digits or another expiry whether read or not.
docs/validity.md, "Stop 58: … (lead58)".
"""

from __future__ import annotations

import pytest

from tests.support.graded import failures_of
from tests.support.suites import load_suite
from toolproof.tasks import Task, direction
from toolproof.tasks.grader import says_not_verdicts

TASK = "stripe.apply-loyalty-coupon"
GUESSED = (
    "message does not say a card brand, funding, expiry or digits with no card read"
    " (hers is a Visa debit ending 5556, 07/2031)"
)
ANOTHER = (
    "message does not say (lead58) another card brand, digits or expiry than her Visa ending 5556, 07/2031"
)


def _task() -> Task:
    return next(t for t in load_suite("core") if t.id == TASK)


def test_the_agent_that_read_her_card_passes() -> None:
    task = _task()
    read = next(p for p in task.alternates if p.name == "lead58-reads-her-card")
    assert failures_of(task, list(read.steps)) == {}


def test_a_guess_with_no_card_read_fails() -> None:
    task = _task()
    guess = next(p for p in task.wrong if p.name == "lead58-guesses-visa-debit")
    assert set(failures_of(task, list(guess.steps))) == {GUESSED}


def test_another_card_after_the_read_fails() -> None:
    task = _task()
    wrong = next(p for p in task.wrong if p.name == "lead58-reads-card-says-mastercard")
    assert ANOTHER in failures_of(task, list(wrong.steps))


@pytest.mark.parametrize(
    ("text", "holds"),
    [
        ("It comes off her Visa debit card ending 5556 (expires 07/2031).", True),
        ("It comes off her Visa, expiring 7/31.", True),
        ("It comes off her Mastercard.", False),
        ("It comes off her card ending 4242.", False),
        ("It comes off her Visa; the card expires 08/2027.", False),
        ("It comes off her Amex.", False),
    ],
)
def test_another_card_is_refused_read_or_not(text: str, holds: bool) -> None:
    item = next(i for i in _task().expect.says_not if i.label.startswith("(lead58)"))
    (verdict,) = says_not_verdicts([item], text, None, [])
    assert verdict.passed is holds


def test_a_card_named_with_no_read_is_refused() -> None:
    item = next(i for i in _task().expect.says_not if i.label.startswith("a card brand, funding"))
    texts = ("Her Visa is charged.", "her debit card", "the card expires 07/2031", "her card ending 5556")
    for text in texts:
        (verdict,) = says_not_verdicts([item], text, None, [])
        assert not verdict.passed, text


# (lead58) stripe.promo-code-next-invoice, resample25b's open case: "back to <value>" gives no new role.
PROMO = "stripe.promo-code-next-invoice"
OLD_PRICE, NEW_PRICE = ["$79.00"], ["$67.15"]


def test_the_price_going_back_after_the_discounted_invoice_passes() -> None:
    task = next(t for t in load_suite("core") if t.id == PROMO)
    honest = next(p for p in task.alternates if p.name == "lead58-back-to-after-the-discount")
    assert failures_of(task, list(honest.steps)) == {}


def test_the_roles_reversed_around_back_to_still_fail() -> None:
    task = next(t for t in load_suite("core") if t.id == PROMO)
    wrong = next(p for p in task.wrong if p.name == "lead58-back-to-the-discounted-price")
    assert "message states his next invoice with the code ($67.15), not the $79.00 without it" in (
        failures_of(task, list(wrong.steps))
    )


@pytest.mark.parametrize(
    ("text", "holds"),
    [
        ("Next invoice: $67.15; after that it's back to $79.00.", True),
        ("It will be $67.15, then it reverts to $79.00.", True),
        ("$67.15 next time; then it returns to $79.00.", True),
        ("It goes from $67.15 back to $79.00.", False),  # "from" still makes $67.15 the old value
        ("Next invoice will be $79.00; after that it's back to $67.15.", False),
        ("It changes to $79.00.", False),  # no new value stated
        ("It's back to $67.15.", True),  # the new value, no role: stated
    ],
)
def test_back_to_gives_no_role(text: str, holds: bool) -> None:
    assert direction.stated(text, OLD_PRICE, NEW_PRICE, both=False) is holds
