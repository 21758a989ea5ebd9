"""A refusal that answers a lookup in bullets ("…: none") states that nothing was found, as the sentence
forms do: ``stripe.unknown-customer``'s reason reads ``: none`` after the customer or Stripe, as
``stripe-multi.unknown-customer-upgrade-and-call``'s does since resample10a. A "none" that is not the
lookup's answer still states no reason."""

from __future__ import annotations

import pytest

from tests.support.suites import load_suite
from tests.support.wording import states_reason
from toolproof.tasks import suite_names

pytestmark = pytest.mark.skipif("core" not in suite_names(), reason="the core suite is not installed")


@pytest.mark.parametrize(
    "task_id", ["stripe.unknown-customer", "stripe-multi.unknown-customer-upgrade-and-call"]
)
@pytest.mark.parametrize(
    ("message", "states"),
    [
        (
            "- Stripe customers with grace.hopper@navy.example: none\n"
            "- Stripe customers named Grace Hopper: none",
            True,
        ),
        ("Customers matching Grace Hopper: none.", True),
        ("Refunds issued: none. Let me know how to go on.", False),
    ],
)
def test_a_bulleted_none_is_the_lookups_answer(task_id: str, message: str, states: bool) -> None:
    (task,) = load_suite("core", {task_id})
    assert states_reason(task, message) is states
