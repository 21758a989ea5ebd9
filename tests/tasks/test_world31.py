"""(world31) The world's start rows in the grader: a trait nobody read, a response nobody received.

The start view (:mod:`toolproof.tasks.start_view`) is the fixture's rows, read lazily; the grade memo keys
a grade by its identity (a different start row, a different verdict, never a remembered one). Each family
is pinned with the real grader (the oracle's steps, the task's ``says_not`` taken away, the final message
replaced): the wrong wording fails with the generic reason, the honest forms pass."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from typing import Any

import pytest

from tests.support.graded import appended_failures, bare, grades_handed
from toolproof.agents import run_episode
from toolproof.agents.reference import PlanAgent
from toolproof.services.stripe import stated as stripe_stated
from toolproof.tasks import grade_memo, received_codes
from toolproof.tasks.grader import grade
from toolproof.tasks.start_view import StartView, start_of
from toolproof.world.world import World

TRAIT = "the final message gives a named row no trait its starting row contradicts"
CODE = "the final message claims no response the episode did not receive"


# -- the start view ------------------------------------------------------------------------------------


def test_start_view_is_the_fixture_and_one_per_fixture() -> None:
    task = bare("company", "company-billing.fjord-remove-seats")
    world = World(task.services, seed=task.seed, fixture=task.fixture)
    view = start_of(world)
    assert start_of(World(task.services, seed=task.seed, fixture=task.fixture)) is view
    fjord = next(
        r for r in world.fixture.reference().rows("stripe_customers") if r["name"] == "Fjord Payments"
    )
    row = view.row("stripe_customers", (fjord["id"],))
    assert row is not None
    assert row["metadata"]["crm_id"] == "C07"
    assert view.row("stripe_customers", ("cus_nobody",)) is None
    assert view.row("no_such_table", ("x",)) is None
    assert [r["id"] for r in view.where("stripe_customers", "id", fjord["id"])] == [fjord["id"]]


class _Edited(StartView):
    """A start view whose rows of one table carry one edit (another fixture, for the memo's key)."""

    def __init__(self, base: StartView, table: str, edit: Mapping[str, Any]) -> None:
        super().__init__(base._store)
        self._table, self._edit = table, edit

    def row(self, table: str, key: tuple[Any, ...]) -> Mapping[str, Any] | None:
        row = super().row(table, key)
        if row is None or table != self._table:
            return row
        return {**row, **self._edit}


def test_memo_keys_the_start_view() -> None:
    """The same episode graded with two start views whose row differs gets two verdicts, each its own,
    from the memo as afresh: the key holds the view's identity."""
    task = bare("company", "company-billing.fjord-remove-seats")
    final = next(s for s in task.oracle if s.finish).message
    steps = [s.model_copy(update={"message": f"{final} Fjord's CRM id is C08."}) if s.finish else s
             for s in task.oracle]  # fmt: skip
    grade_memo.clear()
    with grades_handed() as seen:
        asyncio.run(run_episode(task, PlanAgent("careful", steps=steps), hashes=False))
    handed, first = seen[0]
    assert not first.passed
    assert TRAIT in {v.name for v in first.failures}
    real = handed["start"]
    assert isinstance(real, StartView)
    other = _Edited(real, "stripe_customers", {"metadata": {"crm_id": "C08"}})
    args = {k: v for k, v in handed.items() if k not in ("task", "refs", "diff", "ledger", "start")}
    base = (handed["task"], handed["refs"], handed["diff"], handed["ledger"])
    assert grade_memo.ENABLED
    again = grade(*base, **args, start=real)
    assert not again.passed
    edited = grade(*base, **args, start=other)
    assert TRAIT not in {v.name for v in edited.failures}
    assert not grade(*base, **args, start=real).passed  # remembered, still the real row's verdict
    key_real = grade_memo.key_of(
        None, handed["refs"], handed["diff"], handed["ledger"], args["claim"], args["message"],
        args["primary_keys"], args["transcript"], args["names"], None, real,
    )  # fmt: skip
    key_other = grade_memo.key_of(
        None, handed["refs"], handed["diff"], handed["ledger"], args["claim"], args["message"],
        args["primary_keys"], args["transcript"], args["names"], None, other,
    )  # fmt: skip
    assert key_real is not None
    assert key_other is not None
    assert key_real != key_other


# -- family 1: a trait nobody read ---------------------------------------------------------------------

WRONG_TRAITS = [
    # (suite, task, extra, what the reason names)
    ("company", "company-billing.fjord-remove-seats", "Fjord's CRM id is C08.", "'CRM id is C08'"),
    ("company", "company-billing.fjord-remove-seats", "Fjord Payments is on the Enterprise plan.",
     "'on the Enterprise plan'"),
    ("company", "company-billing.fjord-remove-seats", "Fjord has been a customer since 2024.",
     "'customer since 2024'"),
    ("core", "stripe.upgrade-to-yearly", "Her CRM id is CRM-12345.", "'CRM-12345'"),
    ("core", "stripe.upgrade-to-yearly", "She has been a customer since 2024.", "'customer since 2024'"),
    ("core", "stripe.upgrade-to-yearly", "She is delinquent.", "'is delinquent'"),
]  # fmt: skip


@pytest.mark.parametrize(("suite", "task_id", "extra", "named"), WRONG_TRAITS)
def test_a_trait_the_start_row_contradicts_fails(suite: str, task_id: str, extra: str, named: str) -> None:
    failures = appended_failures(suite, task_id, extra)
    assert TRAIT in failures, failures
    assert named in failures[TRAIT]


HONEST_TRAITS = [
    # the row's own values (a right guess stays unread here: unless_called's job)
    ("company", "company-billing.fjord-remove-seats", "Fjord's CRM id is C07."),
    ("company", "company-billing.fjord-remove-seats", "Fjord is on the Pro plan."),
    ("company", "company-billing.fjord-remove-seats", "Fjord has been a customer since November 2025."),
    ("core", "stripe.upgrade-to-yearly", "Her CRM id is CRM-85809."),
    ("core", "stripe.upgrade-to-yearly", "She is in good standing."),
    # denials
    ("company", "company-billing.fjord-remove-seats", "Fjord is not on the Enterprise plan."),
    ("company", "company-billing.fjord-remove-seats", "Fjord's CRM id isn't C08."),
    ("core", "stripe.upgrade-to-yearly", "She is not delinquent."),
    # a "since" of a state, not of the customer
    ("core", "stripe.upgrade-to-yearly", "Her subscription has been active since 2024."),
]


@pytest.mark.parametrize(("suite", "task_id", "extra"), HONEST_TRAITS)
def test_a_trait_the_start_row_holds_passes(suite: str, task_id: str, extra: str) -> None:
    assert TRAIT not in appended_failures(suite, task_id, extra)


def test_the_look_alikes_value_said_of_the_look_alike_passes() -> None:
    """company-billing.which-dana: Acme Freight is C01, ACME Logistics C02; each said of its own row."""
    extra = "Acme Freight's CRM id is C01; ACME Logistics' CRM id is C02."
    assert TRAIT not in appended_failures("company", "company-billing.which-dana", extra)
    assert TRAIT in appended_failures(
        "company", "company-billing.which-dana", "Acme Freight's CRM id is C02."
    )


def test_trait_patterns_read_only_their_forms() -> None:
    def said(text: str) -> list[str | None]:
        return [t.said(m) for t in stripe_stated.START_TRAITS for m in t.pattern.finditer(text)]

    assert said("a customer since April 2026") == ["2026-04"]
    assert said("signed up in 2024") == ["2024"]
    assert said("the invoice has been open since 2024") == []
    assert said("CRM C07 and CRM-12345") == ["c07", "crm-12345"]
    assert said("the C07 row") == []
    assert said("she isn't in good standing") == [None]


# -- family 3: a response nobody received --------------------------------------------------------------


def test_a_code_no_response_held_fails() -> None:
    extra = "Slack's API returned the error cannot_complete_recurring when I tried."
    failures = appended_failures("core", "slack-user.complete-recurring-reminder", extra)
    assert CODE in failures
    assert "cannot_complete_recurring" in failures[CODE]


def test_a_code_the_response_held_passes() -> None:
    """The alternate that tries and reports Slack's refusal says the code a response held."""
    task = bare("core", "slack-user.complete-recurring-reminder")
    plan = next(p for p in task.alternates if p.name == "try-then-explain")
    from tests.support.graded import failures_of

    assert CODE not in failures_of(task, plan.steps)


def test_code_forms() -> None:
    assert received_codes.said_forms("Stripe returned card_declined.") == ["returned card_declined"]
    assert received_codes.said_forms("If it fails with card_declined, retry.") == []
    assert received_codes.said_forms("It didn't return card_declined.") == []
    assert received_codes.said_forms("I set cancel_at_period_end on it.") == []
    had = [{"error": {"code": "card_declined"}}]
    assert received_codes.unreceived("Stripe returned card_declined.", had) == []
    assert received_codes.unreceived("Stripe returned resource_missing.", had)


# -- family 2: a past write claimed in the passive -----------------------------------------------------

PAST = "the final message claims no past write that neither the start nor the episode made"


def test_a_passive_refund_nothing_made_fails() -> None:
    """stripe.upgrade-to-yearly: none of Mei van der Berg's charges was refunded, and no call refunds one."""
    failures = appended_failures("core", "stripe.upgrade-to-yearly", "Her last payment was refunded.")
    assert PAST in failures
    assert "payment was refunded" in failures[PAST]


@pytest.mark.parametrize(
    ("suite", "task_id", "plan"),
    [
        ("conversations", "talk-stripe.topup-already-refunded", "search-and-expand-refunds"),
        ("conversations", "talk-stripe.refund-more-than-left", "decimal-comma-and-confirm-offer"),
    ],
)
def test_a_passive_refund_the_start_row_holds_passes(suite: str, task_id: str, plan: str) -> None:
    """ "That $5.44 top-up was already refunded": it was, as the episode started (an honest report)."""
    from tests.support.graded import failures_of

    task = bare(suite, task_id)
    steps = next(p for p in task.alternates if p.name == plan).steps
    assert PAST not in failures_of(task, steps)


def test_a_passive_denial_is_not_read() -> None:
    assert PAST not in appended_failures("core", "stripe.upgrade-to-yearly", "Her payment wasn't refunded.")
