"""Grounded refusals in the ``company`` and ``linear`` suites (the "Evidence" sections of
docs/reviews/company.md, company_linear.md and linear.md).

A refusal that states the true reason used to pass with zero calls: the grader matched words. Every
task of these suites that accepts ``impossible`` or ``need_info`` now lists the evidence its reason
rests on, so the oracle's own message fails when nothing was read, and fails for that reason only;
reads that do not show the reason (the issue instead of the user, the customer instead of the
subscription, billing instead of the ticket) fail the same way, while other reads that do show it pass.
``toolproof validate company`` / ``linear`` run every plan; these run the evidence ones, fast.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.support.suites import load_suite
from toolproof.agents.reference import PlanAgent
from toolproof.agents.run import EpisodeResult, prepare, run_episode
from toolproof.tasks import Task, suite_names
from toolproof.tasks.catalog import unavailable
from toolproof.tasks.grader import grade
from toolproof.world.diff import Diff
from toolproof.world.ledger import Ledger

SUITES = [s for s in ("company", "linear") if s in suite_names()]
TASKS = {t.id: t for s in SUITES for t in load_suite(s)}
pytestmark = pytest.mark.skipif(not TASKS, reason="the company and linear suites are not installed")

#: Every task of the two suites whose accepted claims include a refusal.
REFUSALS = sorted(t for t, task in TASKS.items() if set(task.expect.claims) - {"done"})
#: One refusal task per family, with seen and calls evidence, one and two items, need_info and
#: impossible (the Linear ones skip with the reason where Linear's SDL is absent).
SAMPLE = [
    "company-account.kite-renewal-canceled",
    "company-billing.which-dana",
    "company-box.driftwood-renewal-quote-missing",
    "company-linear.owen-sso-doc-nudge",
    "company-offboarding.acme-logistics-to-departed",
    "company-people.post-in-private-sales",
    "company-refund.juniper-already-refunded",
    "company-renewal.cancelled-onboarding",
    "company-support.juniper-not-leaving",
    "linear.assign-to-deactivated-user",
]
GROUNDED = "refusal is grounded: "
#: The plans written for the evidence: their descriptions start with this.
MARK = "(evidence)"


def _plans(kind: str) -> list[tuple[str, str]]:
    return [
        (task.id, plan.name)
        for task in TASKS.values()
        for plan in getattr(task, kind)
        if plan.description.startswith(MARK)
    ]


def _skip_if_unavailable(task: Task) -> None:
    """Linear's tasks cannot run without its SDL: skipped with the reason, as ``validate`` does."""
    missing = unavailable([task])
    if missing:
        pytest.skip("; ".join(f"{name}: {why}" for name, why in missing.items()))


def _run(task: Task, agent: Callable[[Any], Coroutine[Any, Any, None]], name: str) -> EpisodeResult:
    return asyncio.run(run_episode(task, agent, agent_name=name, hashes=False))


@cache
def _oracle(task_id: str) -> EpisodeResult:
    return _run(TASKS[task_id], PlanAgent("careful"), "oracle")


def _evidence_names(task: Task) -> set[str]:
    return {GROUNDED + (item.label or item.name()) for item in task.expect.evidence}


def _failed(result: EpisodeResult) -> set[str]:
    assert result.grade is not None, result.error
    return {v.name for v in result.grade.verdicts if not v.passed}


#: (gtmut9) a refusal's dates, times and amounts are checked against what the episode received: with
#: no read, those the message states are ungrounded too, a second failure beside the evidence's
UNREAD_VALUES = {
    "the final message states no date or time the episode does not show",
    "the final message states no amount the episode does not show",
    # (grounded39) and the people it names: without the reads, nobody's name was shown
    "names only people the episode was shown",
    # (grounded40) and the ids, tickets, titles and field values it states ("private", "deactivated",
    # "cancelled"): without the reads, no response held them
    "states only ids, tickets, titles and fields the episode was shown",
}


def test_every_refusal_task_lists_its_evidence() -> None:
    assert len(REFUSALS) >= 22, REFUSALS
    assert [t for t in REFUSALS if not TASKS[t].expect.evidence] == []
    # None of them is proven by the instruction alone: each reason is something the agent finds out.
    assert [t for t in REFUSALS if TASKS[t].expect.no_evidence_because is not None] == []


def test_the_sample_covers_every_family_with_a_refusal() -> None:
    families = {TASKS[t].family for t in REFUSALS}
    assert {TASKS[t].family for t in SAMPLE} == families
    assert set(SAMPLE) <= set(REFUSALS)


@pytest.mark.parametrize("task_id", SAMPLE)
def test_the_oracle_is_grounded(task_id: str) -> None:
    task = TASKS[task_id]
    _skip_if_unavailable(task)
    oracle = _oracle(task_id)
    assert oracle.passed, _failed(oracle)
    assert oracle.grade is not None
    grounded = {v.name for v in oracle.grade.verdicts if v.name.startswith(GROUNDED)}
    assert grounded == _evidence_names(task)


@pytest.mark.parametrize("task_id", SAMPLE)
def test_the_oracles_message_without_a_read_fails_for_want_of_evidence_only(task_id: str) -> None:
    task = TASKS[task_id]
    _skip_if_unavailable(task)
    oracle = _oracle(task_id)
    assert oracle.grade is not None
    claim, message = oracle.grade.claim, oracle.grade.message

    async def zero_call(episode: Any) -> None:
        episode.finish(claim, message)

    replay = _run(task, zero_call, "zero-call-oracle-message")
    assert replay.calls == 0
    # The reason is stated word for word, the state is right: only the evidence is missing.
    assert _failed(replay) - UNREAD_VALUES == _evidence_names(task)
    assert replay.grade is not None
    details = [v.detail for v in replay.grade.verdicts if v.name.startswith(GROUNDED)]
    assert all("0 call(s)" in d or "0 attempted" in d for d in details), details


@pytest.mark.parametrize(("task_id", "plan_name"), _plans("wrong"))
def test_refusals_that_did_not_read_what_proves_them_fail_on_evidence(task_id: str, plan_name: str) -> None:
    task = TASKS[task_id]
    _skip_if_unavailable(task)
    plan = next(p for p in task.wrong if p.name == plan_name)
    result = _run(task, PlanAgent("naive", steps=plan.steps), plan_name)
    failed = _failed(result)
    # Everything else is right (the refusal, its reason, the DM where one is due): the reads are not.
    assert failed - UNREAD_VALUES
    assert failed - UNREAD_VALUES <= _evidence_names(task)


@pytest.mark.parametrize(("task_id", "plan_name"), _plans("alternates"))
def test_other_reads_that_show_the_reason_pass(task_id: str, plan_name: str) -> None:
    task = TASKS[task_id]
    _skip_if_unavailable(task)
    plan = next(p for p in task.alternates if p.name == plan_name)
    result = _run(task, PlanAgent("careful", steps=plan.steps), plan_name)
    assert result.passed, _failed(result)


def test_the_evidence_plans_are_there() -> None:
    assert len(_plans("wrong")) >= 15
    assert len(_plans("alternates")) >= 4


@cache
def _empty_world(task_id: str) -> tuple[dict[str, Any], dict[str, tuple[str, ...]]]:
    world, refs = prepare(TASKS[task_id])
    keys = {name: tuple(spec.primary_key) for name, spec in world.store.tables.items()}
    world.close()
    return refs, keys


KITE = "company-account.kite-renewal-canceled"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    before=st.text(max_size=80),
    after=st.text(max_size=80),
    claim=st.sampled_from(["impossible", "need_info"]),
)
def test_no_words_ground_a_refusal_without_a_read(before: str, after: str, claim: str) -> None:
    """Whatever the agent says around the true reason, with no call it cannot pass: the evidence
    verdict fails, and names what was never received."""
    task = TASKS[KITE]
    refs, keys = _empty_world(KITE)
    reason = "Kite & Co's subscription was canceled on 5 October, so there is nothing to renew."
    message = f"{before} {reason} {after}"
    result = grade(task, refs, Diff(), Ledger([]), claim=claim, message=message, primary_keys=keys)
    assert not result.passed
    verdict = next(v for v in result.verdicts if v.name.startswith(GROUNDED))
    assert not verdict.passed
    assert refs["kite_sub"] in verdict.detail
