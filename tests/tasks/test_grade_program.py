"""The grade compiled per task and refs gives what the interpreted grade gives, verdict for verdict.

Differential: every episode below is graded by both (``toolproof.agents.run.grade`` wrapped to call
:func:`interpreted_grade` beside the compiled :func:`grade` and compare): a sample of every shipped
suite's reference episodes (every agent, every fault variant, every task of the sample), and the
validator's generated wrong answers (runs/mutants.py) for a few core tasks, which must still fail.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import toolproof.agents.run as episode_runner
from tests.support.sampled import run_sampled
from tests.support.suites import task_list
from toolproof.runs.episodes import EpisodeExecutor
from toolproof.runs.validation import validate_task
from toolproof.services.linear import sdl
from toolproof.tasks import Task, suite_names
from toolproof.tasks.grader import Grade, grade, interpreted_grade

AGENTS = ("careful", "naive", "blind-retry", "noop")
SUITES = {name: task_list([name]) for name in suite_names()}  # each parsed when its test runs


def _seen(g: Grade) -> dict[str, Any]:
    """Everything of a grade the stored result, the report and the validator read."""
    return {
        **g.to_dict(),
        "facts": [f.model_dump() for f in g.facts],
        "reasons": [f.model_dump() for f in g.reasons],
        "acts_as": dict(g.acts_as),
        "failures": [v.to_dict() for v in g.failures],
    }


class Both:
    """``grade`` for the episode runner: the compiled grade, checked against the interpreted one."""

    def __init__(self) -> None:
        self.compared = 0
        self.failed = 0

    def __call__(self, task: Task, refs: Any, diff: Any, ledger: Any, **kwargs: Any) -> Grade:
        compiled = grade(task, refs, diff, ledger, **kwargs)
        # the end's image only keys the compiled grade's memo (perf30); the interpreted grade has none
        kwargs.pop("diff_image", None)
        interpreted = interpreted_grade(task, refs, diff, ledger, **kwargs)
        assert _seen(compiled) == _seen(interpreted), task.id
        self.compared += 1
        self.failed += not compiled.passed
        return compiled


@pytest.fixture
def both(monkeypatch: pytest.MonkeyPatch) -> Both:
    checker = Both()
    monkeypatch.setattr(episode_runner, "grade", checker)
    return checker


#: One executor per suite for the module: fixtures built and refs resolved once, as a worker does.
_EXECUTORS: dict[str, EpisodeExecutor] = {}
#: Every 7th of core's reference episodes; the other suites (larger fixtures) more thinly.
STRIDES = {"core": 7}


def _run(suite: str, stride: int, offset: int) -> int:
    return run_sampled(_EXECUTORS, suite, SUITES[suite], AGENTS, stride, offset)


@pytest.mark.parametrize("suite", sorted(SUITES))
def test_compiled_grade_equals_interpreted_on_reference_episodes(suite: str, both: Both) -> None:
    """A sample of the suite's reference episodes (every agent, fault variant and task is in reach)."""
    if suite == "linear" and sdl.missing() is not None:
        pytest.skip(sdl.missing() or "")  # Linear's SDL stays outside the repository
    ran = _run(suite, STRIDES.get(suite, 29), 3)
    assert both.compared == ran > 0
    assert 0 < both.failed < ran  # wrong answers (naive, noop) are among them, and right ones


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(offset=st.integers(0, 60))
def test_compiled_grade_equals_interpreted_on_sampled_core_episodes(offset: int, both: Both) -> None:
    """Other slices of core's episodes, hypothesis choosing where each starts."""
    before = both.compared
    ran = _run("core", 61, offset)
    assert both.compared - before == ran > 0


@pytest.mark.parametrize(
    "task_id",
    [
        "box.upload-call-notes-to-acme",
        "box.trash-old-launch-plan",
        "stripe-multi.refund-needs-approval-post-request",
    ],
)
def test_mutants_still_fail_under_the_compiled_grade(task_id: str, both: Both) -> None:
    tasks = {t.id: t for t in SUITES["core"]}
    if task_id not in tasks:
        pytest.skip(f"{task_id} is not in core")
    report = asyncio.run(validate_task(tasks[task_id]))
    assert report.mutants, "the oracle yields mutants"
    assert report.ok, [c.name for c in report.defects()]
    assert all(m.outcome != "survived" for m in report.mutants)
    # the field mutants regrade a mutated copy of the final state in runs/field_controls (not counted here)
    assert both.compared > len([m for m in report.mutants if not m.id.startswith("field:")])
