"""The ``linear`` suite validates with every control (`toolproof validate linear` in CI). It needs
Linear's SDL, which stays outside the repository: without it every test here skips with the reason."""

from __future__ import annotations

import asyncio
from functools import cache

import pytest

from tests.support.suites import load_suite
from toolproof.runs.validation import TaskReport, suite_defects, summarise, validate_task
from toolproof.services.linear import sdl

LINEAR = load_suite("linear")
BY_ID = {t.id: t for t in LINEAR}
pytestmark = pytest.mark.skipif(sdl.missing() is not None, reason=sdl.missing() or "")


@cache
def _report(task_id: str) -> TaskReport:
    return asyncio.run(validate_task(BY_ID[task_id]))


def test_the_suite_has_every_path_and_only_linear() -> None:
    assert len(LINEAR) >= 10
    assert {t.path for t in LINEAR} >= {"happy", "impossible"}
    assert {s for t in LINEAR for s in t.services} == {"linear"}
    assert all(t.faults for t in LINEAR), [t.id for t in LINEAR if not t.faults]


@pytest.mark.parametrize("task_id", sorted(BY_ID))
def test_task_validates(task_id: str) -> None:
    report = _report(task_id)
    assert report.ok, "\n".join(f"{c.name}: {c.detail}" for c in report.defects())


def test_the_suite_meets_the_ground_truth_targets() -> None:
    summary = summarise(_report(t) for t in sorted(BY_ID))
    assert summary.zero_call_passes == 0
    assert summary.mutants["survived"] == 0, summary.mutants
    assert suite_defects(summary) == []
