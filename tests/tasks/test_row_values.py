"""A date, time or amount said beside a named row must not be grounded only by another row of its
table (:mod:`toolproof.tasks.row_values`), and the ``row-value`` mutants that prove it."""

from __future__ import annotations

import asyncio
from decimal import Decimal
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.support.suites import load_suite
from toolproof.agents.reference import PlanAgent
from toolproof.agents.run import prepare, run_episode
from toolproof.runs.row_value_mutants import row_value_mutants, swap_amount, written
from toolproof.service.names import Named
from toolproof.tasks import suite_names
from toolproof.tasks.names import NameIndex
from toolproof.tasks.row_values import Episode, bound_clauses, clauses, false_row_values

_ROWS: dict[str, list[dict[str, Any]]] = {
    "products": [{"id": "prod_T", "name": "Team"}, {"id": "prod_S", "name": "Starter"}],
    "customers": [
        {"id": "cus_A", "name": "Mei Rossi"},
        {"id": "cus_B", "name": "Mei Rossi"},
        {"id": "cus_C", "name": "Farah Okafor"},
    ],
    "events": [{"id": "ev_2", "summary": "Roadmap jam"}, {"id": "ev_17", "summary": "Roadmap jam"}],
}
INDEX = NameIndex.of(
    (Named("products", ("name",)), Named("customers", ("name",)), Named("events", ("summary",))),
    lambda table: _ROWS[table],
    {},
)
NOV15, NOV27 = 1794733200, 1795770000  # 2026-11-15 / 2026-11-27 09:00 UTC


def _sub(sub: str, customer: str, product: str, end: int, cents: int) -> dict[str, Any]:
    price = {"id": f"price_{product}", "product": product, "unit_amount": cents, "currency": "usd"}
    return {"id": sub, "customer": customer, "current_period_end": end, "items": {"data": [{"price": price}]}}


#: Mei A (Team, ends the 15th, $79.00) and her namesake Mei B (Starter, ends the 27th, $9.00), each
#: read by its own subscriptions.list; a customer search shows both.
MEIS = {"data": [{"id": "cus_A", "name": "Mei Rossi"}, {"id": "cus_B", "name": "Mei Rossi"}]}
READS = [
    ({"query": "name:'Mei Rossi'"}, MEIS),
    ({"customer": "cus_B"}, {"data": [_sub("sub_B", "cus_B", "prod_S", NOV27, 900)]}),
    ({"customer": "cus_A"}, {"data": [_sub("sub_A", "cus_A", "prod_T", NOV15, 7900)]}),
]  # fmt: skip
EPISODE = Episode(
    texts=["cancel my subscription"],
    typed=[],
    changed=[],
    writes=[{"subscription_exposed_id": "sub_A", "cancel_at_period_end": True}],
    reads=READS,
)


def _said(message: str, episode: Episode = EPISODE, acted: frozenset[str] = frozenset()) -> list[str]:
    return [s.said for s in false_row_values(message, INDEX, episode, acted)]


def test_clauses_are_sentences_lines_and_semicolon_parts() -> None:
    text = "Done. Team ends 15 Nov; Starter\n- $9.00 a month! Fine"
    assert [c for _, c in clauses(text)] == [
        "Done.",
        "Team ends 15 Nov",
        "Starter",
        "- $9.00 a month!",
        "Fine",
    ]
    # only the clauses that name a row and state a value are read
    assert [c.text for c in bound_clauses("Done. Your Team plan ends 2026-11-27. It ends soon.", INDEX)] == [
        "Your Team plan ends 2026-11-27."
    ]


def test_a_namesakes_end_given_to_the_named_plan_fails() -> None:
    assert _said("Your Team subscription will end on November 27, 2026; it won't renew.") == [
        "November 27, 2026"
    ]
    assert _said("Your Team subscription will end on November 15, 2026; it won't renew.") == []
    assert _said("Your Team subscription costs $9.00 a month.") == ["$9.00"]
    assert _said("Your Team subscription costs $79.00 a month.") == []


def test_what_the_check_leaves_alone() -> None:
    # no named row in the clause: the moments check reads it, not this one
    assert _said("Your subscription will end on November 27, 2026.") == []
    # two rows named in one clause: each part its own row's (rows22: test_rows22)
    assert _said("Team ends November 15, 2026 and Starter November 27, 2026.") == []
    # a value nothing grounds (worked out) is left alone
    assert _said("Your Team subscription will end on November 30, 2026.") == []
    # a value the instruction gave, or a write sent, is the episode's to state
    told = Episode(["end it on November 27, 2026"], [], [], [], READS)
    assert _said("Your Team subscription will end on November 27, 2026.", told) == []
    wrote = Episode([], [], [], [{"cancel_at": NOV27}], READS)
    assert _said("Your Team subscription will end on November 27, 2026.", wrote) == []
    # a part of a response about no row of the table grounds it too (an invoice with no product)
    neutral = Episode([], [], [], [], [*READS, ({}, {"invoice": {"due_date": NOV27}})])
    assert _said("Your Team subscription will end on November 27, 2026.", neutral) == []


def test_one_name_of_several_rows_names_the_one_acted_on() -> None:
    jams = [
        ({"calendarId": "primary"}, {"items": [
            {"id": "ev_2", "summary": "Roadmap jam", "start": {"dateTime": "2026-11-02T16:00:00Z"}},
            {"id": "ev_17", "summary": "Roadmap jam", "start": {"dateTime": "2026-11-17T15:15:00Z"}},
        ]}),
    ]  # fmt: skip
    episode = Episode([], [], [], [{"eventId": "ev_17"}], jams)
    acted = frozenset({"ev_17"})
    message = "Cancelled the Roadmap jam on Tuesday 17 November 2026 (16:00 UTC); the others are untouched."
    assert _said(message, episode, acted) == ["16:00"]
    assert _said(message.replace("16:00", "15:15"), episode, acted) == []
    # not narrowed: nothing acted on (a refusal), or the clause sets one apart
    assert _said(message, episode) == []
    assert _said("The other Roadmap jam is on 2 November 2026 at 16:00 UTC.", episode, acted) == []


@given(st.integers(1, 99_999), st.integers(1, 99_999))
def test_an_amount_only_another_row_shows_fails_and_its_own_passes(own: int, other: int) -> None:
    reads = [
        ({"customer": "cus_A"}, {"data": [_sub("sub_A", "cus_A", "prod_T", NOV15, own)]}),
        ({"customer": "cus_B"}, {"data": [_sub("sub_B", "cus_B", "prod_S", NOV27, other)]}),
    ]
    episode = Episode([], [], [], [], reads)
    said_own = f"Your Team plan is ${Decimal(own) / 100:,.2f} a month."
    said_other = f"Your Team plan is ${Decimal(other) / 100:,.2f} a month."
    assert _said(said_own, episode) == []
    assert _said(said_other, episode) == ([] if own == other else [said_other[18:-9]])


def test_row_value_mutants_swap_in_the_other_rows_field() -> None:
    message = "Your Team subscription ($79.00 a month) will end on November 15, 2026."
    mutants = row_value_mutants(INDEX, message, EPISODE, done=True)
    assert [m.id for m in mutants] == ["row-value:1", "row-value:2"]
    rewritten = [m.message(message) for m in mutants if m.message is not None]
    assert rewritten == [
        "Your Team subscription ($79.00 a month) will end on November 27, 2026.",
        "Your Team subscription ($9.00 a month) will end on November 15, 2026.",
    ]
    assert [_said(text) for text in rewritten] == [["November 27, 2026"], ["$9.00"]]
    # no named row, or no other row of its table read: no mutant
    assert row_value_mutants(INDEX, "It ends on November 15, 2026.", EPISODE, done=True) == []
    alone = Episode([], [], [], [], READS[2:])
    assert row_value_mutants(INDEX, message, alone, done=True) == []


def test_amounts_are_rewritten_in_their_form() -> None:
    assert written(Decimal("1185"), "1,000") == "1,185"
    assert written(Decimal("9"), "79.00") == "9.00"
    assert written(Decimal("1234.5"), "79") == "1234.50"
    assert swap_amount(Decimal("79"), Decimal("9"), "$79.00 now, 79.00 USD later, $790.00 never") == (
        "$9.00 now, 9.00 USD later, $790.00 never"
    )


MEI = "talk-stripe.cancel-at-period-end-silent"


@pytest.mark.skipif("conversations" not in suite_names(), reason="the conversations suite is not installed")
def test_the_namesakes_end_fails_on_the_grade_and_the_oracle_passes() -> None:
    task = next(t for t in load_suite("conversations") if t.id == MEI)
    _, refs = prepare(task)
    name = "the final message gives a named row no other row's date, time or amount"
    wrong = next(p for p in task.wrong if p.name == "says-the-namesakes-end-date")
    result = asyncio.run(run_episode(task, PlanAgent("careful", steps=wrong.steps), refs=refs, hashes=False))
    assert result.grade is not None
    failed = [v for v in result.grade.verdicts if v.name == name]
    assert [(v.passed, v.detail) for v in failed] == [
        (False, "the final message says 'November 27' of Team, which another row of its table shows, not it")
    ]
    oracle = asyncio.run(run_episode(task, PlanAgent("careful"), refs=refs, hashes=False))
    assert oracle.passed
