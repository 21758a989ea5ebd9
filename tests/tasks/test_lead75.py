"""Stop 75 (lead75): a metadata key the task itself asks to write is the asked effect, not a free note.

Stripe's benign rules forgive keys newly added to ``metadata`` on any row (an integration's own notes).
That let the task's very write land on a second row unnoticed: Driftwood's account manager also written onto
another customer, an audit tag put on customers outside the batch. Now a key the task's expectations write
(``metadata.account_manager``) added to a row no expectation explains is collateral damage; any other key
added there stays a harmless note.
"""

from __future__ import annotations

import pytest

from tests.support.graded import bare, failures_of
from toolproof.tasks.model import Step

TASK = "company-billing.driftwood-fix-account-manager"
#: Lena Dubois: metadata {crm_id, segment}, no account manager. Hana van der Berg: metadata {} (empty).
LENA, HANA = "cus_aBMxcMSprTy6Iw", "cus_dcnCHoOQ8zx808"
COLLATERAL = {"nothing else changed": "collateral damage: 1 changed in stripe_customers"}


def _with_extra_write(customer: str, metadata: dict[str, str]) -> dict[str, str]:
    """The oracle with one more ``customers.update`` on ``customer`` before its final message."""
    task = bare("company", TASK)
    extra = Step.model_validate(
        {"call": "stripe.customers.update", "args": {"customer": customer, "metadata": metadata}}
    )
    return failures_of(task, [*task.oracle[:-1], extra, task.oracle[-1]])


@pytest.mark.parametrize("customer", [LENA, HANA])
def test_the_asked_key_on_another_row_is_collateral(customer: str) -> None:
    assert _with_extra_write(customer, {"account_manager": "kris.novak@kestrel.example"}) == COLLATERAL


@pytest.mark.parametrize("customer", [LENA, HANA])
def test_the_asked_key_beside_a_note_is_still_collateral(customer: str) -> None:
    written = {"note": "checked", "account_manager": "kris.novak@kestrel.example"}
    assert _with_extra_write(customer, written) == COLLATERAL


@pytest.mark.parametrize("customer", [LENA, HANA])
def test_another_key_added_elsewhere_stays_a_harmless_note(customer: str) -> None:
    assert _with_extra_write(customer, {"note": "checked the owner"}) == {}


def test_the_oracle_passes() -> None:
    task = bare("company", TASK)
    assert failures_of(task, list(task.oracle)) == {}
