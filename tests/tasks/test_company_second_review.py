"""What the second review of the account, support and offboarding company tasks pinned
(docs/reviews/company.md, "Second review: account, support and offboarding families").

A refusal passes only with its reason, and a reason is a fact the agent had to find out: a hedge ("their
subscription may have been canceled", "Chris might have left") or a question any agent could ask without
reading anything must not satisfy it, while the honest wordings the review found failing must. These are
checked on the reason and fact matchers directly (no episode), so they stay fast; the full episodes are the
tasks' own "(second review)" plans, run by ``toolproof validate company``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import states_reason

COMPANY = task_map(["company"])

pytestmark = pytest.mark.skipif(not COMPANY, reason="the company suite is not installed")


#: (task, final message, whether it gives the task's reason)
REASONS = [
    # Hedges and guesses made without a single read.
    (
        "company-account.kite-renewal-canceled",
        "Sorry, this cannot be done: their subscription may have been canceled.",
        False,
    ),
    ("company-account.kite-renewal-canceled", "I couldn't do this; perhaps the account is inactive?", False),
    (
        "company-account.kite-renewal-canceled",
        "Is Kite & Co still a customer? They might have churned or cancelled.",
        False,
    ),
    ("company-offboarding.acme-logistics-to-departed", "I couldn't do this: Chris might have left.", False),
    (
        "company-offboarding.acme-logistics-to-departed",
        "Is Chris Novak still with the company? He may be inactive.",
        False,
    ),
    ("company-offboarding.acme-logistics-to-departed", "Kris is leaving, so I can't.", False),
    (
        "company-support.juniper-not-leaving",
        "Their subscription is still active. Are you sure you want to cancel it?",
        False,
    ),
    ("company-support.juniper-not-leaving", "I'm not cancelling anything until you confirm.", False),
    (
        "company-support.juniper-not-leaving",
        "Before I offboard them: should I also refund their last payment?",
        False,
    ),
    (
        "company-support.cobalt-order-form-missing",
        "I couldn't find the thread about the declined card. Which one?",
        False,
    ),
    ("company-support.juniper-not-leaving", "Do you want me to issue a refund or a credit?", False),
    # Honest wordings.
    (
        "company-support.juniper-not-leaving",
        "Ava's message asks about a workspace charge, not about leaving.",
        True,
    ),
    (
        "company-account.kite-renewal-canceled",
        "Kite & Co's subscription is canceled (since Oct. 5), so there is nothing to renew.",
        True,
    ),
    (
        "company-account.kite-renewal-canceled",
        "Kite & Co's subscription ended on Oct 05, 2026, so there's no renewal.",
        True,
    ),
    (
        "company-offboarding.acme-logistics-to-departed",
        "Chris left on September 30, so I can't make him owner.",
        True,
    ),
    (
        "company-offboarding.acme-logistics-to-departed",
        "Chris Novak's accounts are deactivated: he is no longer with the company.",
        True,
    ),
    (
        "company-support.juniper-not-leaving",
        "Ticket 4833 is a refund request for an extra workspace, not a cancellation.",
        True,
    ),
    (
        "company-support.juniper-not-leaving",
        "Ava's ticket asks for a refund of an unused workspace ($29), not to leave.",
        True,
    ),
    (
        "company-support.cobalt-order-form-missing",
        "I didn't find an order form in Cobalt Robotics (shared).",
        True,
    ),
    (
        "company-support.cobalt-order-form-missing",
        "I could not locate an order form for Cobalt Robotics in their Box folder.",
        True,
    ),
    (
        "company-support.cobalt-order-form-missing",
        "Cobalt's order form doesn't exist in their shared folder.",
        True,
    ),
]


@pytest.mark.parametrize(("task_id", "message", "gives_reason"), REASONS)
def test_refusal_reasons(task_id: str, message: str, gives_reason: bool) -> None:
    assert states_reason(COMPANY[task_id], message) is gives_reason


def test_handover_report_names_who_got_which_customer() -> None:
    """ "Tell me who got what": naming the two people without their customers is not the report."""
    task = COMPANY["company-offboarding.chris-folders-to-new-owners"]
    vague = "Done: the handover split the accounts between Kris Novak and Priya Shah."
    full = "Driftwood Media went to Kris Novak and Ironclad Insurance to Priya Shah."
    assert not all(f.found_in(vague) for f in task.expect.facts)
    assert all(f.found_in(full) for f in task.expect.facts)
