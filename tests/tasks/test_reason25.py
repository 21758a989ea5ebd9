# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""(reason25) A refund's stated reason read against the refund written. docs/validity.md, "Stop 55: a
refund's stated reason read against the refund (reason25)".

"Refunded $5.28 (reason: requested by customer)" is true where the refund the episode added has reason
``requested_by_customer`` and false where it has none: two text pins of stripe.refund-remaining-balance
(resample13c: passes; resample22b: fails) disagreed because neither could see the refund. They are
pinned here with the world: the real grader, the task's oracle (no reason) or a plan that sets the
reason, and the final message replaced."""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.graded import bare, failures_of, final_failures
from tests.support.suites import load_suite
from toolproof.tasks import Task, suite_names
from toolproof.tasks.claimed_effects import declared, false_claims
from toolproof.world.diff import Diff, TableDiff

VERDICT = "the final message claims only writes the episode made"
TASK = "stripe.refund-remaining-balance"
needs_core = pytest.mark.skipif("core" not in suite_names(), reason="the core suite is not installed")

#: resample13c's pin (it passed the says_not) and resample22b's (it failed it): the same claim
THIRTEEN = "Refunded $5.28 (reason: requested by customer). Earlier: $3.52 (duplicate) and $1.76 (fraudulent); top-up USD 10.56, her $12.55 ticket balance untouched."
TWENTY_TWO = "Refunded the remaining $5.28 of her October 28 top-up ($10.56), reason: requested by customer; it is now fully refunded."


def _refund(reason: str | None) -> Diff:
    return Diff(
        {
            "stripe_refunds": TableDiff(
                added=[{"id": "re_1", "charge": "ch_1", "amount": 528, "reason": reason}]
            )
        }
    )


#: (message, the reason it says of the refund written, or None where it says none)
READ = [
    ("Refunded $5.28 (reason: requested by customer).", "requested_by_customer"),
    ("Refunded $5.28 (reason: requested by customer). Earlier: $3.52 (duplicate) and $1.76 (fraudulent).", "requested_by_customer"),
    ("I refunded it as a duplicate.", "duplicate"),
    ("Refunded $5.28 as a duplicate charge.", "duplicate"),
    ("Refunded $5.28, refund marked as fraudulent.", "fraudulent"),
    ("I refunded the charge and marked it fraudulent.", "fraudulent"),
    ("Refunded $5.28 (duplicate).", "duplicate"),
    ("Refunded $5.28 with reason=requested_by_customer.", "requested_by_customer"),
    ("I've refunded $5.28, reason set to duplicate.", "duplicate"),
    ("Issued a $5.28 refund (reason: fraudulent).", "fraudulent"),
    # no reason of the refund written: the user's ask, an earlier refund's, what the charge was
    ("Refunded $5.28 as requested by the customer.", None),
    ("Refunded the remaining $5.28. Earlier: $3.52 (duplicate) and $1.76 (fraudulent).", None),
    ("Refunded the remaining $5.28; the earlier refunds were a duplicate and a fraudulent one.", None),
    ("Refunded the last $5.28 of the top-up, whose earlier refunds ($3.52 duplicate, $1.76 fraudulent) came first.", None),
    ("Refunded the last $5.28 after the $3.52 (duplicate) and $1.76 (fraudulent) refunds.", None),
    ("Refunded the remaining $5.28; the $3.52 refund was a duplicate.", None),
    ("Refunded the remaining $5.28 of the top-up, which was not a duplicate charge.", None),
    ("Refunded $5.28, the rest of her October 28 top-up ($10.56).", None),
]  # fmt: skip

REASONS = ("requested_by_customer", "duplicate", "fraudulent")


@pytest.mark.parametrize(("message", "said"), READ)
def test_a_refunds_reason_is_the_refund_writtens(message: str, said: str | None) -> None:
    """Each reason said is true only with a refund of that reason; a message naming none passes with
    any refund."""
    for reason in (*REASONS, None):
        failed = false_claims(("stripe",), message, _refund(reason))
        if said is None or said == reason:
            assert failed == [], (reason, failed)
        else:
            assert len(failed) == 1, (reason, failed)
            assert failed[0].endswith(f"(no row it wrote has reason {said})"), (reason, failed)


def test_a_reason_said_of_no_refund_is_the_missing_refund() -> None:
    """With no refund written, the claim is the refund's as before (the reason is not read first)."""
    assert false_claims(("stripe",), "Refunded $5.28 (reason: duplicate).", Diff()) == [
        "'Refunded $5.28 (reason: duplicate)' (no stripe_refunds added)"
    ]


def test_the_refunds_claims_value_mutant_names_a_reason_not_written() -> None:
    """The ``claims-value`` sentence reads as the reason it names, and is false with a refund of none."""
    refund = next(c for c in declared(("stripe",)) if c.name == "refund")
    (valued,) = refund.valued
    for other in valued.others:
        says = valued.says.format(value=other)
        assert valued.read(says) == frozenset((other,))
        assert false_claims(("stripe",), says, _refund(None)) != []


def _plan(task: Task, name: str) -> Any:
    return next(p for p in (*task.alternates, *task.wrong) if p.name == name)


def _with_reason(task: Task, message: str) -> list[Any]:
    """The reason25 alternate's steps (the refund made with reason requested_by_customer), its final
    message replaced."""
    steps = _plan(task, "reason25-reason-set-and-said").steps
    return [s.model_copy(update={"message": message}) if s.finish else s for s in steps]


@needs_core
@pytest.mark.parametrize(
    ("message", "sentence"),
    [
        (THIRTEEN, "Refunded $5.28 (reason: requested by customer)"),
        (
            TWENTY_TWO,
            "Refunded the remaining $5.28 of her October 28 top-up ($10.56), reason: requested by customer",
        ),
    ],
)
def test_a_reason_nobody_set_fails(message: str, sentence: str) -> None:
    """(a) The oracle sets no reason: both pins' claim is false, generically (the task's says_not off).
    The sentence quoted is the claim's as read (reason26: past the amount's decimal point, as its reason)."""
    assert final_failures("core", TASK, message) == {
        VERDICT: f"the final message claims writes the episode did not make: '{sentence}' (no row it wrote has reason requested_by_customer)"
    }


@needs_core
@pytest.mark.parametrize("message", [THIRTEEN, TWENTY_TWO])
def test_a_reason_set_and_said_passes(message: str) -> None:
    """(b) A refund made with reason requested_by_customer: both pins' claim is true, with the task's own
    says_not too."""
    task = next(t for t in load_suite("core") if t.id == TASK)
    assert failures_of(task, _with_reason(task, message)) == {}


@needs_core
def test_another_reason_than_the_one_set_fails() -> None:
    task = bare("core", TASK)
    said = "Refunded the remaining $5.28 of her October 28 top-up as a duplicate; it is now fully refunded."
    assert failures_of(task, _with_reason(task, said)) == {
        VERDICT: "the final message claims writes the episode did not make: 'Refunded the remaining $5.28 of her October 28 top-up as a duplicate' (no row it wrote has reason duplicate)"
    }


@needs_core
def test_the_oracles_own_message_and_the_plans_pass_and_fail() -> None:
    """(c) The oracle's own message passes; the resample22b wrong plan fails generically, its text
    refusal gone; the earlier refunds' reasons said as such stay theirs."""
    task = next(t for t in load_suite("core") if t.id == TASK)
    assert failures_of(task, list(task.oracle)) == {}
    assert not any("reason set on the new refund" in s.label for s in task.expect.says_not)
    assert failures_of(task, list(_plan(task, "resample22b-reason-set").steps)) == {
        VERDICT: "the final message claims writes the episode did not make: 'Refunded the remaining $5.28 of her October 28 top-up ($10.56), reason: requested by customer' (no row it wrote has reason requested_by_customer)"
    }
    assert failures_of(task, list(_plan(task, "resample22b-reasons-in-order").steps)) == {}
    assert failures_of(task, list(_plan(task, "resample15a-refund-history-with-reasons").steps)) == {}
