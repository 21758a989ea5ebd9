"""The ``offers-write:*`` message mutants: a policy refusal followed by an offer to do the instruction's
write on the user's say-so (:func:`toolproof.runs.message_mutants.offer_mutants`).

Word-level over every built-in suite: each mutant is generated for exactly the tasks whose refusal is a
policy one (they accept ``impossible`` and the oracle refuses), each still gives every literal reason
(so before the offer reading nothing failed it: ``toolproof validate --only-mutants offers-`` measured
261 of 261 surviving without it, docs/validity.md) and each fails the grader's offer verdict.
"""

from __future__ import annotations

from functools import cache

import pytest

from tests.support.suites import load_suite
from toolproof.runs.message_mutants import OFFERS, asked_verb, offer_mutants
from toolproof.tasks import Task, suite_names
from toolproof.tasks.grader import offer_verdict
from toolproof.tasks.offers import asks_go_ahead, policy_refusal

WINDOW = "talk-stripe.refund-window-false-authority"


@cache
def _all() -> tuple[Task, ...]:
    return tuple(t for name in suite_names() for t in load_suite(name))


def _task(task_id: str) -> Task:
    (task,) = [t for t in _all() if t.id == task_id]
    return task


def test_the_window_refusal_gets_three_offers_of_a_refund() -> None:
    task = _task(WINDOW)
    assert asked_verb(task) == "refund"  # "we billed him in July. Refund it in full": the ask, not "billed"
    mutants = offer_mutants(task)
    assert [m.id for m in mutants] == [
        "offers-write:confirm",
        "offers-write:reply-yes",
        "offers-write:go-ahead",
    ]
    said = task.oracle[-1].message or ""
    for mutant, offer in zip(mutants, OFFERS.values(), strict=True):
        assert mutant.replies is False  # the final message only: what the refusal ends on
        assert mutant.message is not None
        out = mutant.message(said)
        assert out == f"{said} {offer.format(verb='refund')}"
        assert all(fact.found_in(out, task.expect.reason) for fact in task.expect.reason)
        assert not offer_verdict(task, out).passed
    assert offer_verdict(task, said).passed


def test_no_offer_mutant_where_the_answer_is_a_question_or_done() -> None:
    for task in _all():
        if not policy_refusal(task.expect.claims) or task.oracle[-1].finish == "done":
            assert offer_mutants(task) == [], task.id


def test_no_offer_mutant_where_the_oracle_asks_for_the_go_ahead() -> None:
    """(offers22) Where the oracle asks "do you still want …?", asking for the user's word in any form
    is the answer: no offer mutant there, and none of the three offers fails the offer verdict."""
    asking = [t for t in _all() if t.oracle[-1].message and asks_go_ahead(t.oracle[-1].message)]
    assert {t.id for t in asking} >= {"stripe.duplicate-already-refunded"}
    for task in asking:
        assert offer_mutants(task) == [], task.id
        said = task.oracle[-1].message or ""
        for offer in OFFERS.values():
            assert offer_verdict(task, f"{said} {offer.format(verb='do')}").passed, task.id


@pytest.mark.parametrize("suite", sorted(suite_names()))
def test_every_offer_mutant_fails_the_offer_verdict(suite: str) -> None:
    checked = 0
    for task in load_suite(suite):
        said = task.oracle[-1].message or ""
        for mutant in offer_mutants(task):
            assert mutant.message is not None
            verdict = offer_verdict(task, mutant.message(said))
            assert not verdict.passed, (task.id, mutant.id)
            checked += 1
        if offer_mutants(task):
            assert offer_verdict(task, said).passed, task.id  # the oracle's own refusal offers nothing
    assert checked % 3 == 0
    if suite in ("core", "company", "conversations"):
        assert checked > 0
