"""(lead57) A ``says_not`` claim waived once the agent read the value: ``SaysNot.unless_called``.

company-support.cobalt-order-form-missing refused "insufficient funds" by text ("nobody read one"). Cobalt's
open invoice's charge does carry ``decline_code insufficient_funds``, so an agent that listed Cobalt's
charges and said so failed (over-strict), while the oracle's reads (the thread says only "declined") do not
show it, so a guess must keep failing. docs/validity.md, "Stop 57: … (lead)".
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.graded import failures_of
from tests.support.suites import load_suite
from toolproof.tasks import suite_names
from toolproof.tasks.grader import says_not_verdicts
from toolproof.tasks.model import SaysNot
from toolproof.world.ledger import LedgerEntry

COBALT = "company-support.cobalt-order-form-missing"
GUESS = (
    "message does not say (resample19a) the decline's reason (insufficient funds) given with no charge read"
)
UNREAD = "states only ids, tickets, titles and fields the episode was shown"
needs_company = pytest.mark.skipif(
    "company" not in suite_names(), reason="the company suite is not installed"
)


def _entry(operation: str, status: int = 200, delivered: bool = True, outcome: Any = "ok") -> LedgerEntry:
    return LedgerEntry(
        seq=1,
        time=0.0,
        operation=operation,
        params={},
        status=status,
        outcome=outcome,
        committed=False,
        writes=False,
        delivered=delivered,
        response=object(),
    )


ITEM = SaysNot(label="a reason", regex=r"\binsufficient\s+funds\b", unless_called=["stripe.charges.list"])
SAID = "It was declined for insufficient funds."


@pytest.mark.parametrize(
    ("ledger", "holds"),
    [
        ([], False),
        ([_entry("stripe.charges.list")], True),
        ([_entry("stripe.invoices.list")], False),  # another read does not show the decline
        ([_entry("stripe.charges.list", status=404, outcome="error")], False),  # refused: nothing read
        ([_entry("stripe.charges.list", delivered=False)], False),  # the response was lost: nothing read
        ([_entry("stripe.invoices.list"), _entry("stripe.charges.list")], True),
    ],
)
def test_a_claim_is_waived_only_by_a_received_read_of_a_named_operation(
    ledger: list[LedgerEntry], holds: bool
) -> None:
    (verdict,) = says_not_verdicts([ITEM], SAID, None, ledger)
    assert verdict.passed is holds
    assert verdict.name == "message does not say a reason"
    assert verdict.detail == ("" if holds else "the final message says 'insufficient funds'")


def test_an_item_without_unless_called_ignores_the_ledger() -> None:
    plain = SaysNot(label="a reason", regex=r"\binsufficient\s+funds\b")
    (verdict,) = says_not_verdicts([plain], SAID, None, [_entry("stripe.charges.list")])
    assert not verdict.passed


@needs_company
def test_the_agent_that_read_the_charge_passes_and_the_guess_fails() -> None:
    task = next(t for t in load_suite("company") if t.id == COBALT)
    read = next(p for p in task.alternates if p.name == "lead57-reads-the-charge-and-its-decline")
    guess = next(p for p in task.wrong if p.name == "lead57-guesses-the-decline")
    expired = next(p for p in task.wrong if p.name == "lead57-reads-the-charge-says-expired")
    assert failures_of(task, list(read.steps)) == {}
    guessed = failures_of(task, list(guess.steps))
    # (lead69) grounded40's check now also fails the guess: no response held the decline reason
    assert guessed.pop(UNREAD, "").startswith("'insufficient funds'"), guessed
    assert guessed == {GUESS: "the agent says 'insufficient funds'"}
    expired_failed = set(failures_of(task, list(expired.steps)))
    assert "message does not say (resample19a) a reason for the decline (nobody read one)" in expired_failed
    # (lead69) resample36b's label on the same task refuses its expiry nobody read too
    assert {n for n in expired_failed if "(resample19a)" not in n} <= {
        n for n in expired_failed if n.startswith("message does not say (resample36b)")
    }


@needs_company
def test_without_the_waiver_the_reading_agent_fails() -> None:
    """The label with ``unless_called`` emptied is the text-only refusal the task had: it fails the agent
    that read the charge, which is what the waiver fixes."""
    task = next(t for t in load_suite("company") if t.id == COBALT)
    read = next(p for p in task.alternates if p.name == "lead57-reads-the-charge-and-its-decline")
    says_not = [
        item.model_copy(update={"unless_called": []}) if item.unless_called else item
        for item in task.expect.says_not
    ]
    bare = task.model_copy(update={"expect": task.expect.model_copy(update={"says_not": says_not})})
    assert failures_of(bare, list(read.steps)) == {GUESS: "the agent says 'insufficient funds'"}
