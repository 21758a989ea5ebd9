"""Evidence that reads GraphQL: what a call selected, and filters written as ``or``/``and``.

A Linear call says what it read in its selection set and asks for things in filters that combine
conditions; the service's dialect reads both for the grader (``Dialect.call_read``). For every task
that grounds an absence or a report on such a call, the plans marked "(graphql evidence)" prove it:
each alternate (a teams listing with their workflows, an ``or`` filter, an issue's team) passes, and
each wrong plan (a team read without its workflow, state ids without names, a workflow filtered to
other states, another team's, a lookup of someone else) fails on the evidence verdict and on nothing
else; where the item uses ``selects``/``shows``, the same plan passes once they are removed: they are
why it fails.
"""

from __future__ import annotations

import asyncio
from functools import cache

import pytest

from tests.support.suites import load_suite
from toolproof.agents.reference import PlanAgent
from toolproof.agents.run import EpisodeResult, run_episode
from toolproof.tasks import Grade, Task, suite_names
from toolproof.tasks.catalog import unavailable
from toolproof.tasks.model import Plan

GROUNDED = "refusal is grounded: "
MARK = "(graphql evidence)"


@cache
def suite(name: str) -> dict[str, Task]:
    return {t.id: t for t in load_suite(name)} if name in suite_names() else {}


def _plans(kind: str) -> list[tuple[str, str, str]]:
    out = []
    for name in ("company", "linear"):
        for task in suite(name).values():
            plans: list[Plan] = task.alternates if kind == "alternates" else task.wrong
            out += [(name, task.id, p.name) for p in plans if MARK in p.description]
    return out


ALTERNATES = _plans("alternates")
WRONG = _plans("wrong")


def run(task: Task, plan: Plan) -> Grade:
    missing = unavailable([task])
    if missing:  # a plain clone has no Linear schema: its tasks cannot run here
        pytest.skip("; ".join(f"{name}: {why}" for name, why in missing.items()))
    result: EpisodeResult = asyncio.run(
        run_episode(task, PlanAgent("careful", steps=plan.steps), agent_name=plan.name)
    )
    assert result.grade is not None, result.error
    return result.grade


def test_the_graphql_tasks_carry_such_plans() -> None:
    if not suite("linear"):
        pytest.skip("the built-in suites are not installed")
    tasks = sorted({t for _, t, _ in ALTERNATES + WRONG})
    assert tasks == [
        "company-linear.driftwood-bug-status-missing",
        "company-linear.owen-sso-doc-nudge",
        "linear.assign-to-deactivated-user",
        "linear.state-not-in-team-workflow",
    ]
    assert len(ALTERNATES) == 7
    assert len(WRONG) == 7


@pytest.mark.parametrize(
    ("suite_name", "task_id", "plan"), ALTERNATES, ids=[f"{t}:{p}" for _, t, p in ALTERNATES]
)
def test_every_way_of_reading_it_passes(suite_name: str, task_id: str, plan: str) -> None:
    task = suite(suite_name)[task_id]
    grade = run(task, next(p for p in task.alternates if p.name == plan))
    assert grade.passed, grade.explain()


@pytest.mark.parametrize(("suite_name", "task_id", "plan"), WRONG, ids=[f"{t}:{p}" for _, t, p in WRONG])
def test_a_read_of_something_else_fails_on_the_evidence_alone(
    suite_name: str, task_id: str, plan: str
) -> None:
    task = suite(suite_name)[task_id]
    wrong = next(p for p in task.wrong if p.name == plan)
    grade = run(task, wrong)
    failed = [v for v in grade.failures]
    assert failed, "the plan passes"
    assert all(v.name.startswith(GROUNDED) for v in failed), grade.explain()
    assert all("no answered call of" in v.detail for v in failed), grade.explain()
    if not any(c.selects or c.shows for e in task.expect.evidence for c in e.calls):
        return
    # Without what the call must have selected and shown, the plan would pass: they are why it fails.
    loose = task.model_copy(
        update={
            "expect": task.expect.model_copy(
                update={
                    "evidence": [
                        e.model_copy(
                            update={
                                "calls": [c.model_copy(update={"selects": [], "shows": []}) for c in e.calls]
                            }
                        )
                        for e in task.expect.evidence
                    ]
                }
            )
        }
    )
    assert run(loose, wrong).passed
