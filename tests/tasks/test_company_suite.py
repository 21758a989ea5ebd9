"""The shipped ``company`` suite: its shape, and every control of ``toolproof validate`` on one task of
each family (the whole suite takes minutes on two cores; ``toolproof validate company`` runs it all and
docs/company.md has its numbers)."""

from __future__ import annotations

import asyncio
from collections import Counter
from functools import cache

import pytest

from toolproof.runs.validation import TaskReport, suite_defects, summarise, validate_task
from toolproof.tasks import Task, load_suite, suite_names
from toolproof.tasks.catalog import unavailable

COMPANY = load_suite("company") if "company" in suite_names() else []
BY_ID = {t.id: t for t in COMPANY}
#: One task per family, all three paths: a three-service refund, an owner handover, a bug with the two
#: Jordans, an ambiguous request, a refusal, a Box folder handed over from a departed manager, and a
#: Linear issue answered in chat (skipped with the reason where Linear's SDL is absent).
SUBSET = [
    "company-refund.duplicate-refund-reply-book",
    "company-renewal.driftwood-book-new-owner",
    "company-bug.acme-export-review",
    "company-billing.which-dana",
    "company-people.dm-departed-engineer",
    "company-box.driftwood-folder-handover",
    "company-linear.acme-export-status-reply",
]
THREE = {"stripe", "slack", "gcal"}
#: The services a Linear task must cross Linear with (at least two of them).
OTHERS = THREE | {"box"}


@cache
def _report(task_id: str) -> TaskReport:
    return asyncio.run(validate_task(BY_ID[task_id]))


def _skip_if_unavailable(task_ids: list[str]) -> None:
    """Skip with the reason when a task needs a service that cannot answer here (Linear without its
    SDL): ``toolproof validate`` and ``run`` leave such tasks out the same way."""
    missing = unavailable([BY_ID[t] for t in task_ids])
    if missing:
        pytest.skip("; ".join(f"{name}: {why}" for name, why in missing.items()))


def _services_called(task: Task) -> set[str]:
    """The services the task's oracle really calls (a world may offer more: a stale record is a trap)."""
    return {step.call.split(".")[0] for step in task.oracle if step.call}


def test_the_suite_has_the_promised_shape() -> None:
    assert len(COMPANY) >= 50
    assert all(t.fixture == "company" for t in COMPANY)
    paths = Counter(t.path for t in COMPANY)
    assert paths["unhappy"] >= 5, paths
    assert paths["impossible"] >= 5, paths
    assert all(_services_called(t) <= set(t.services) for t in COMPANY)
    # The billing/chat/calendar families: half their tasks need all three of those services.
    core = [t for t in COMPANY if t.family not in ("company-box", "company-linear")]
    three = [t.id for t in core if _services_called(t) == THREE]
    assert len(three) >= len(core) / 2, "half the tasks need all three services"
    assert all(t.faults for t in COMPANY), [t.id for t in COMPANY if not t.faults]
    families = {t.family for t in COMPANY}
    assert all(any(t.alternates for t in COMPANY if t.family == f) for f in families)
    assert all(t.wrong for t in COMPANY), [t.id for t in COMPANY if not t.wrong]
    assert set(SUBSET) <= set(BY_ID)
    assert {BY_ID[t].family for t in SUBSET} == families


def test_the_box_family_crosses_box_with_the_other_services() -> None:
    """Every Box task runs in a world with all four services and reads Box; a task that writes needs
    Box and at least two of billing, chat and calendar to be done right."""
    box = [t for t in COMPANY if t.family == "company-box"]
    assert len(box) >= 6
    assert {t.path for t in box} == {"happy", "unhappy", "impossible"}
    for t in box:
        called = _services_called(t)
        assert set(t.services) == THREE | {"box"}, t.id
        assert "box" in called, t.id
        assert len(called & THREE) >= 1, t.id
        if t.expect.changes:
            assert len(called & THREE) >= 2, t.id


def test_the_linear_family_crosses_linear_with_two_other_services() -> None:
    """Every Linear task runs in a world with all five services, reads Linear, and its oracle needs at
    least two of billing, chat, calendar and files; happy, unhappy and impossible paths all appear."""
    linear = [t for t in COMPANY if t.family == "company-linear"]
    assert len(linear) >= 8
    paths = Counter(t.path for t in linear)
    assert paths["happy"] >= 2, paths
    assert paths["unhappy"] >= 2, paths
    assert paths["impossible"] >= 2, paths
    for t in linear:
        called = _services_called(t)
        assert set(t.services) == OTHERS | {"linear"}, t.id
        assert "linear" in called, t.id
        assert len(called & OTHERS) >= 2, t.id
        assert t.faults, t.id
        assert t.wrong, t.id
    assert any(t.alternates for t in linear)


@pytest.mark.parametrize("task_id", SUBSET)
def test_task_validates(task_id: str) -> None:
    _skip_if_unavailable([task_id])
    report = _report(task_id)
    assert report.ok, "\n".join(f"{c.name}: {c.detail}" for c in report.defects())
    counts = report.mutant_counts()
    assert counts["survived"] == 0, counts
    assert counts["killed"] > 0, counts


def test_the_subset_meets_the_ground_truth_targets() -> None:
    subset = [t for t in SUBSET if not unavailable([BY_ID[t]])]  # Linear's is skipped without its SDL
    summary = summarise(_report(t) for t in subset)
    assert summary.zero_call_passes == 0
    assert summary.mutants["survived"] == 0
    assert suite_defects(summary) == []
