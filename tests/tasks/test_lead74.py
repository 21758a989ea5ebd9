"""Pins the lead's ground-truth fix of stop 74 (docs/validity.md, "Stop 74: … (lead74)").

resample41a and resample41c found "The bank's reference for the new refund is still pending." (true: the
card network's reference is pending while the refund succeeded) failing "the final message states no field
value the episode does not show": Stripe's status cue ("the refund is still …") read the reference's state
as the refund's. A status cue whose object is another noun's complement ("the reference for the refund",
"the receipt of the invoice") now states nothing of that field; a quantity ("one of the refunds"), "the
status of …" and another object that has a status ("the payment for the invoice") are read as before.
"""

from __future__ import annotations

import pytest

from tests.support.graded import appended_failures
from toolproof.tasks import enums, suite_names

STRIPE = enums.declared(["stripe"])


@pytest.mark.parametrize(
    ("sentence", "members"),
    [
        ("The bank's reference for the new refund is still pending.", []),
        ("The receipt for the invoice is void.", []),
        ("The fee on Dana's invoice is paid.", []),
        ("The refund is still pending.", ["pending"]),
        ("The status of the refund is pending.", ["pending"]),
        ("One of the refunds is pending.", ["pending"]),
        ("Some of the invoices are open.", ["open"]),
        ("The payment for the invoice is pending.", ["pending"]),
        ("The invoice is paid.", ["paid"]),
    ],
)
def test_a_status_of_another_nouns_complement(sentence: str, members: list[str]) -> None:
    assert [s.member for s in enums.stated(sentence, STRIPE) if s.field.name == "status"] == members


VALUE = "the final message states no field value the episode does not show"
DAMAGED = "stripe.partial-refund-damaged-item"


@pytest.mark.skipif("core" not in suite_names(), reason="the core suite is not installed")
@pytest.mark.parametrize(
    ("sentence", "passes"),
    [
        ("The bank's reference for the new refund is still pending.", True),
        ("The refund succeeded; the bank's reference for it is still pending.", True),
        ("The refund is still pending.", False),
        ("The status of the new refund is pending.", False),
    ],
)
def test_the_damaged_item_refunds_reference(sentence: str, passes: bool) -> None:
    failures = appended_failures("core", DAMAGED, sentence)
    if passes:
        assert failures == {}
    else:
        assert "'pending' as the status (the episode shows succeeded)" in failures[VALUE]
