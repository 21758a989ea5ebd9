"""Pins the lead's ground-truth fixes of stop 71 (docs/validity.md, "Stop 71 (lead71)").

stripe-multi.cancel-and-book-offboarding: resample38c left open that the honest "The other Farah Okafor
(farahokafor235@…) was left alone." failed the task's label against the namesake's address given for the
customer. The label now lets the address stand only where a sentence gives it to the other Farah Okafor and
says she was left alone; given for the customer, to the invitation, or with anything else, it still fails.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import says_nothing_refused
from toolproof.tasks import suite_names

pytestmark = pytest.mark.skipif("core" not in suite_names(), reason="the core suite is not installed")
TASKS = task_map(("core",))
OFFBOARDING = "stripe-multi.cancel-and-book-offboarding"
ADDRESS = "farahokafor235@corp.example.io"


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        (f"The other Farah Okafor ({ADDRESS}) was left alone.", True),
        (f"The other Farah Okafor ({ADDRESS}) is untouched.", True),
        (f"The other Farah Okafor ({ADDRESS}) has been left untouched.", True),
        ("The other Farah Okafor was left alone.", True),
        (f"The invitation went to the other Farah Okafor ({ADDRESS}).", False),
        (f"The other Farah Okafor ({ADDRESS}) was left alone and got the invite.", False),
        (f"Invite sent to {ADDRESS}.", False),
        (f"Her address is {ADDRESS}, which was left alone.", False),
        (f"Farah Okafor ({ADDRESS}) was left alone.", False),
    ],
)
def test_namesake_address_left_alone(message: str, passes: bool) -> None:
    """(lead71) the namesake's address passes only as hers, said left alone."""
    assert says_nothing_refused(TASKS[OFFBOARDING], message) is passes


def test_alternate_carries_the_wording() -> None:
    """(lead71) an alternate ends on the wording, so validate runs it whole."""
    plans = {plan.name: plan for plan in TASKS[OFFBOARDING].alternates}
    final = plans["lead71-namesake-address-left-alone"].steps[-1].message
    assert final is not None
    assert final.endswith(f"The other Farah Okafor ({ADDRESS}) was left alone.")
