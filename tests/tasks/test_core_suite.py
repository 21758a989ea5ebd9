"""Every shipped suite validates with every control: this is `toolproof validate core` in CI."""

from __future__ import annotations

import asyncio
from functools import cache

import pytest

from tests.support.suites import load_suite
from toolproof.runs.validation import TaskReport, suite_defects, summarise, validate_task
from toolproof.tasks import Task, suite_names

CORE = load_suite("core") if "core" in suite_names() else []
BY_ID = {t.id: t for t in CORE}


@cache
def _report(task_id: str) -> TaskReport:
    return asyncio.run(validate_task(BY_ID[task_id]))


def report_of(task: Task) -> TaskReport:
    """Each task validated once per session (tasks hold lists, so they are cached by id)."""
    return _report(task.id)


def test_core_suite_has_the_promised_shape() -> None:
    assert len(CORE) >= 60
    multi = [t for t in CORE if len(t.services) > 1]
    assert len(multi) >= 15
    assert sum(t.path == "unhappy" for t in CORE) >= 15
    assert sum(t.path == "impossible" for t in CORE) >= 10
    assert all(t.faults for t in CORE), [t.id for t in CORE if not t.faults]
    assert {s for t in CORE for s in t.services} == {"stripe", "slack", "gcal", "box"}


@pytest.mark.parametrize(
    "task",
    CORE,
    ids=[t.id for t in CORE],
)
def test_task_validates(task: Task) -> None:
    report = report_of(task)
    assert report.ok, "\n".join(f"{c.name}: {c.detail}" for c in report.defects())


def test_the_suite_meets_the_ground_truth_targets() -> None:
    """No zero-call passes, every mutant killed or shown equivalent, alternates in every family, and at
    least half of the write tasks choose among look-alikes before acting."""
    summary = summarise(report_of(t) for t in CORE)
    assert summary.zero_call_passes == 0
    assert summary.mutants["survived"] == 0, summary.mutants
    assert suite_defects(summary) == []
    assert summary.selection_share >= 0.5, (summary.selection_tasks, summary.write_tasks)
