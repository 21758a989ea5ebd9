# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""ids18: an id the final message names that no call showed (:mod:`toolproof.tasks.shown_ids`, the
dialects' ``id_shapes``, ``wrong-id:K`` mutants). docs/validity.md, "(ids18)"."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from tests.support.suites import load_suite
from toolproof.agents import run_episode
from toolproof.agents.reference import PlanAgent
from toolproof.runs.id_mutants import rewrite, shifted, wrong_id_mutants
from toolproof.tasks import Task, grade_memo, suite_names
from toolproof.tasks.plans import Step
from toolproof.tasks.shown_ids import declared, named, unshown

ID_VERDICT = "the final message names no id the episode did not show"
REFUND = "re_2U1MeW9intYzm9xbhfWV2lT1"
STRANGER = "re_5MDs5yvRM7pKZ6mdDMThMykk"


# -- the shapes: what is read as an id ------------------------------------------------------------------

NAMED = [
    (("stripe",), f"Refund {REFUND} issued.", [REFUND]),
    (("stripe",), "Customer cus_xpQ3CIV0zIZroc, charge ch_3PqLmN8xYz0aBcDeFgHiJkLm.", ["cus_xpQ3CIV0zIZroc", "ch_3PqLmN8xYz0aBcDeFgHiJkLm"]),
    (("stripe",), f"See https://dashboard.stripe.com/refunds/{REFUND} for it.", [REFUND]),
    (("stripe",), "the in_progress_items queue; re_transmission_attempts; cus_ too short", []),
    (("slack",), "Posted in C0SUPPORT01 and DM'd U0ADA000001 (https://x.slack.com/archives/C0GENERAL01/p1793571480000100).", ["C0SUPPORT01", "U0ADA000001", "C0GENERAL01"]),
    (("slack",), "CANCELLED, USLACKBOT, C3PO, INV-2026-424", []),
    (("linear",), "Moved ENG-155 and SUP-81; exported as UTF-8.", ["ENG-155", "SUP-81", "UTF-8"]),
    (("linear",), "invoice INV-2026-424", []),
    (("gcal",), f"{REFUND} C0SUPPORT01 ENG-155", []),
]  # fmt: skip


@pytest.mark.parametrize(("services", "text", "expected"), NAMED)
def test_the_ids_a_text_names(services: tuple[str, ...], text: str, expected: list[str]) -> None:
    assert [token for token, _shape, _key in named(text, declared(services))] == expected


UNSHOWN = [
    # honest: an id from a list response, from the instruction, from a call's arguments, in a URL
    ("stripe", f"Refund {REFUND} was issued on Oct 22.", [{"data": [{"id": REFUND, "charge": "ch_x"}]}], []),
    ("stripe", f"Refunded {REFUND}.", [f"Refund {REFUND} again, please."], []),
    ("stripe", f"https://dashboard.stripe.com/refunds/{REFUND}", [{"refund": REFUND}], []),
    ("slack", "Posted in C0SUPPORT01.", [{"channel": "C0SUPPORT01", "text": "hi"}], []),
    # a Linear key never shown: some other code, not read
    ("linear", "Exported as UTF-8.", [{"data": {"issue": {"identifier": "ENG-155"}}}], []),
    # wrong: invented, another row's id never read, a longer id only sharing the start
    ("stripe", f"Refund {STRANGER} issued.", [{"data": [{"id": REFUND}]}], [(STRANGER, "Stripe refund")]),
    ("stripe", f"Refund {REFUND[:-1]} issued.", [{"data": [{"id": REFUND}]}], [(REFUND[:-1], "Stripe refund")]),
    ("slack", "Posted in C0PRIVATE01.", [{"channel": "C0SUPPORT01"}], [("C0PRIVATE01", "Slack channel")]),
    ("linear", "Closed ENG-156.", [{"data": {"issue": {"identifier": "ENG-155"}}}], [("ENG-156", "Linear issue")]),
]  # fmt: skip


@pytest.mark.parametrize(("service", "message", "seen", "expected"), UNSHOWN)
def test_an_id_is_shown_only_by_what_the_agent_saw(
    service: str, message: str, seen: list[Any], expected: list[tuple[str, str]]
) -> None:
    assert [(u.id, u.noun) for u in unshown(message, (service,), seen)] == expected


def test_an_unshown_id_is_described_by_its_kind() -> None:
    (found,) = unshown(f"Refund {STRANGER}.", ("stripe",), [])
    assert (
        found.describe()
        == f"{STRANGER} (a Stripe refund id) that no response, instruction or call of the episode showed"
    )


# -- the mutants ----------------------------------------------------------------------------------------


def test_shifted_ids_keep_their_shape() -> None:
    assert shifted(REFUND) == "re_2U1MeW9intYzm9xbhfWV3mU2"
    assert shifted("ENG-155", keyed=True) == "ENG-1557"
    assert shifted("C0SUPPORT09") == "C0SUPPOSU10"
    assert [token for token, _s, _k in named(shifted(REFUND), declared(("stripe",)))] == [shifted(REFUND)]


def test_wrong_id_mutants_one_per_distinct_id() -> None:
    final = f"Refund {REFUND} (charge ch_3PqLmN8xYz0aBcDeFgHiJkLm); again: {REFUND}."
    mutants = wrong_id_mutants(final, True, ["stripe", "slack"])
    assert [m.id for m in mutants] == ["wrong-id:1", "wrong-id:2"]
    assert rewrite(REFUND, "re_X", final) == "Refund re_X (charge ch_3PqLmN8xYz0aBcDeFgHiJkLm); again: re_X."
    assert wrong_id_mutants(final, False, ["stripe"]) == []
    assert wrong_id_mutants("No ids here.", True, ["stripe"]) == []


# -- episodes: Juniper's refund id (resample18c) ----------------------------------------------------------

needs_company = pytest.mark.skipif(
    "company" not in suite_names(), reason="the company suite is not installed"
)


def _juniper() -> Task:
    task = next(t for t in load_suite("company") if t.id == "company-refund.juniper-already-refunded")
    # the task's own says_not pins the stranger's id; without it, the generic check alone is seen
    return task.model_copy(update={"expect": task.expect.model_copy(update={"says_not": []})})


def _failures(task: Task, steps: list[Step]) -> list[tuple[str, str]]:
    was = grade_memo.ENABLED
    grade_memo.ENABLED = False
    try:
        result = asyncio.run(run_episode(task, PlanAgent("careful", steps=steps)))
    finally:
        grade_memo.ENABLED = was
    assert result.grade is not None
    return [(v.name, v.detail) for v in result.grade.failures]


def _plan(task: Task, name: str) -> list[Step]:
    return list(next(p for p in [*task.alternates, *task.wrong] if p.name == name).steps)


@needs_company
def test_another_customers_refund_id_fails_without_the_says_not() -> None:
    """resample18c: the right refusal giving another customer's refund id passed; the generic check
    refuses it (the episode listed only Juniper's refund)."""
    task = _juniper()
    detail = f"the final message names {STRANGER} (a Stripe refund id) that no response, instruction or call of the episode showed"
    assert _failures(task, _plan(task, "resample18c-gives-another-refund-id")) == [(ID_VERDICT, detail)]


@needs_company
def test_the_refund_id_the_episode_listed_passes() -> None:
    """The same episode naming the refund the list showed: honest."""
    task = _juniper()
    steps = _plan(task, "resample18c-gives-another-refund-id")
    message = steps[-1].message or ""
    steps[-1] = steps[-1].model_copy(update={"message": message.replace(STRANGER, REFUND)})
    assert _failures(task, steps) == []


@needs_company
def test_an_id_the_instruction_gives_is_shown() -> None:
    """An id the user gave is shown, though no response carried it."""
    task = _juniper()
    task = task.model_copy(update={"instruction": f"{task.instruction} (The old refund was {STRANGER}.)"})
    assert _failures(task, _plan(task, "resample18c-gives-another-refund-id")) == []


@needs_company
def test_a_wrong_id_mutant_of_an_honest_report_is_killed() -> None:
    """The honest alternate that gives Juniper's refund id passes; its ``wrong-id`` mutant (the id's last
    four shifted, an id no response showed) fails on the generic check alone."""
    task = _juniper()
    steps = _plan(task, "resample18c-ticket-details-and-reason")
    rendered = (
        f"No new refund: … already has a full refund, {REFUND}, issued 22 Oct at the customer's request."
    )
    (mutant,) = wrong_id_mutants(rendered, True, task.services)
    assert mutant.id == "wrong-id:1"
    assert _failures(task, steps) == []
    was = grade_memo.ENABLED
    grade_memo.ENABLED = False
    try:
        result = asyncio.run(run_episode(task, PlanAgent("careful", steps=steps, mutation=mutant)))
    finally:
        grade_memo.ENABLED = was
    assert result.grade is not None
    other = shifted(REFUND)
    detail = f"the final message names {other} (a Stripe refund id) that no response, instruction or call of the episode showed"
    assert [(v.name, v.detail) for v in result.grade.failures] == [(ID_VERDICT, detail)]
