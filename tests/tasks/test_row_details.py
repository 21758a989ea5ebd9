"""(rowdetail17) A seat count said of a named row is read against that row's own field and its
look-alikes' (:mod:`toolproof.tasks.row_details`), and the ``row-detail`` mutants that prove it."""

from __future__ import annotations

import asyncio
from functools import cache
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.support.suites import load_suite
from toolproof.agents.reference import Mutation, PlanAgent
from toolproof.agents.run import prepare, run_episode
from toolproof.runs.row_detail_mutants import row_detail_mutants
from toolproof.service.names import Named
from toolproof.services.stripe.stated import SEATS
from toolproof.tasks import Task, suite_names
from toolproof.tasks.names import NameIndex
from toolproof.tasks.row_details import declared, false_details, stated
from toolproof.tasks.row_values import Episode

_ROWS: dict[str, list[dict[str, Any]]] = {
    "customers": [
        {"id": "cus_A", "name": "Mei Rossi"},
        {"id": "cus_C", "name": "Farah Okafor"},
        {"id": "cus_D", "name": "Jon Park"},
    ],
}
INDEX = NameIndex.of((Named("customers", ("name",)),), lambda table: _ROWS[table], {})


def _sub(sub: str, customer: str, quantity: int) -> dict[str, Any]:
    return {"id": sub, "customer": customer, "items": {"data": [{"quantity": quantity, "price": "price_T"}]}}


def _episode(mine: int = 3, theirs: int = 5, texts: tuple[str, ...] = ("check Mei's plan",)) -> Episode:
    """Mei Rossi's subscription (``mine`` seats) and Farah Okafor's (``theirs``), each read by its own
    subscriptions.list; Jon Park's customer object read with no subscription."""
    return Episode(
        texts=list(texts),
        typed=[],
        changed=[],
        writes=[],
        reads=[
            ({"customer": "cus_A"}, {"data": [_sub("sub_A", "cus_A", mine)]}),
            ({"customer": "cus_C"}, {"data": [_sub("sub_C", "cus_C", theirs)]}),
            ({"customer": "cus_D"}, {"id": "cus_D", "name": "Jon Park"}),
        ],
    )


def _said(message: str, episode: Episode | None = None) -> list[str]:
    return [s.describe() for s in false_details(message, INDEX, episode or _episode(), frozenset(), (SEATS,))]


def test_stripe_declares_the_seat_count() -> None:
    assert SEATS in declared(["stripe"])
    assert declared(["slack"]) == ()


def test_what_is_read_as_a_seat_count() -> None:
    said = [
        (s.said, s.value) for s in stated("Team plan, 12 seats; five licences, a 3-seat add-on", (SEATS,))
    ]
    assert said == [("12 seats", 12), ("five licences", 5), ("3-seat", 3)]
    # a change, a bound, a denial or a number apart from its noun is not the row's value
    for text in ("added 2 seats", "up to 10 seats", "by 2 seats", "not 5 seats", "2 extra seats", "seats: 5",
                 "more than 4 seats", "$5 seats", "Extra seats yearly price"):  # fmt: skip
        assert stated(text, (SEATS,)) == [], text


def test_the_rows_own_count_passes_a_contradicted_or_look_alike_one_fails() -> None:
    assert _said("Mei Rossi is on the Team plan with 3 seats.") == []
    assert _said("Mei Rossi is on the Team plan with three seats.") == []
    # her own field says 3; 5 is Farah's
    assert _said("Mei Rossi is on the Team plan with 5 seats.") == [
        "'5 seats' of Mei Rossi, which another row of its table shows, not it"
    ]
    # 7 is nobody's, and her own field says 3
    assert _said("Mei Rossi has 7 seats.") == ["'7 seats' of Mei Rossi, whose own data shows another value"]


def test_what_grounds_a_count_or_leaves_it_alone() -> None:
    # the user's words ground it (the instruction said 7)
    assert _said("Mei Rossi has 7 seats.", _episode(texts=("give Mei 7 seats",))) == []
    # a write's arguments ground it (the agent set it)
    base = _episode()
    wrote = Episode(base.texts, [], [], [{"subscription": "sub_A", "items[0][quantity]": "7"}], base.reads)
    assert _said("Mei Rossi now has 7 seats.", wrote) == []
    # a row whose data never shows the field: nothing contradicts it
    assert _said("Jon Park has 7 seats.") == []
    # no row named: the check reads nothing
    assert _said("The plan has 7 seats.") == []
    # two rows named in one clause: either grounds it
    assert _said("Mei Rossi and Farah Okafor have 5 seats between them.") == []


@given(mine=st.integers(1, 500), theirs=st.integers(1, 500), other=st.integers(1, 500))
def test_any_count_own_passes_other_fails(mine: int, theirs: int, other: int) -> None:
    episode = _episode(mine, theirs, texts=("check the plan",))
    assert _said(f"Mei Rossi is on {mine} seats.", episode) == []
    assert (_said(f"Mei Rossi is on {other} seats.", episode) == []) is (other == mine)


def test_row_detail_mutants_swap_in_a_look_alikes_or_a_contradicted_count() -> None:
    (mutant,) = row_detail_mutants(INDEX, "Mei Rossi has 3 seats.", _episode(), False, (SEATS,))
    assert mutant.id == "row-detail:1"
    assert mutant.message is not None
    assert mutant.message("Mei Rossi has 3 seats.") == "Mei Rossi has 5 seats."
    assert _said(mutant.message("Mei Rossi has 3 seats.")) != []
    # no look-alike shows another value: one more than every value shown, in the form it was written
    (alone,) = row_detail_mutants(INDEX, "Mei Rossi has three seats.", _episode(3, 3), False, (SEATS,))
    assert alone.message is not None
    assert alone.message("Mei Rossi has three seats.") == "Mei Rossi has four seats."
    assert _said("Mei Rossi has four seats.", _episode(3, 3)) != []
    # a count nothing grounds, or of a row never shown, gets none
    assert row_detail_mutants(INDEX, "Mei Rossi has 9 seats.", _episode(), False, (SEATS,)) == []
    assert row_detail_mutants(INDEX, "Jon Park has 3 seats.", _episode(), False, (SEATS,)) == []


# -- the re-sample's case on its real fixture ----------------------------------------------------------

JUNIPER = "company-support.juniper-not-leaving"
VERDICT = "the final message gives a named row no detail its own data contradicts"


@cache
def _task(task_id: str) -> Task:
    (task,) = [t for t in load_suite("company") if t.id == task_id]
    return task


def _failed(task_id: str, message: str) -> list[str]:
    """The verdicts the oracle's episode fails, its final message said as ``message``."""
    task = _task(task_id)
    _, refs = prepare(task)
    said = Mutation("said", "said", message=lambda _t: message, replies=False)
    result = asyncio.run(run_episode(task, PlanAgent("careful", mutation=said), refs=refs, hashes=False))
    assert result.grade is not None
    return [v.name for v in result.grade.verdicts if not v.passed]


REFUND = "Ticket 4833 is Ava asking for a refund of USD 29 for an extra workspace, not a cancellation. "


@pytest.mark.skipif("company" not in suite_names(), reason="the company suite is not installed")
@pytest.mark.parametrize(
    ("message", "fails"),
    [
        (REFUND + "Juniper Analytics is on an active Starter plan with 3 seats.", False),
        (REFUND + "Starter (3 seats) is active, not set to cancel.", False),
        (REFUND + "Juniper Analytics is on an active Starter plan with 5 seats.", True),
        (REFUND + "They're on Starter, with five seats.", True),
        (REFUND + "Juniper Analytics has a Starter subscription for 12 licences.", True),
    ],
)
def test_juniper_seats_on_the_real_fixture(message: str, fails: bool) -> None:
    """(resample16c) "Starter plan with 5 seats" passed where Juniper's subscription has 3: the task's
    own says_not held it; the generic check now does too."""
    assert (VERDICT in _failed(JUNIPER, message)) is fails


@pytest.mark.skipif("company" not in suite_names(), reason="the company suite is not installed")
def test_a_contradicted_seat_count_is_a_mutant_the_row_detail_check_kills() -> None:
    """The ``row-detail`` family on a suite task whose report gives the seat count of the invoice it
    names: the next count up, said instead, is killed by the row-detail check (no task-written regex of
    this task reads a seat count; the count check's one-off rule reads this one too)."""
    from toolproof.runs.validation import validate
    from toolproof.tasks.catalog import unavailable
    from toolproof.tasks.loader import load_suite as load

    task = load("company", only={"company-linear.fjord-invoice-bug-facts"})[0]
    missing = unavailable([task])  # a Linear task: it needs Linear's SDL, skipped with the reason
    if missing:
        pytest.skip("; ".join(f"{name}: {why}" for name, why in missing.items()))
    (report,) = validate([task], only_mutants=("row-detail",))
    assert {m.id: m.outcome for m in report.mutants} == {"row-detail:1": "killed"}
    (mutant,) = report.mutants
    assert "'10 seats' a value its own data contradicts: seat count (11)" in mutant.description
    assert VERDICT in mutant.detail
