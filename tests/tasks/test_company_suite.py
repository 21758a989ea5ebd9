"""The shipped ``company`` suite: its shape, and every control of ``toolproof validate`` on one task of
each family (the whole suite takes minutes on two cores; ``toolproof validate company`` runs it all and
docs/company.md has its numbers)."""

from __future__ import annotations

import asyncio
from collections import Counter
from functools import cache

import pytest

from tests.support.suites import load_suite
from toolproof.runs.validation import TaskReport, suite_defects, summarise, validate_task
from toolproof.tasks import FaultVariant, Task, suite_names
from toolproof.tasks.catalog import unavailable

COMPANY = load_suite("company") if "company" in suite_names() else []
BY_ID = {t.id: t for t in COMPANY}
#: One task per family, all three paths: a three-service refund, an owner handover, a bug with the two
#: Jordans, an ambiguous request, a refusal, a Box folder handed over from a departed manager, a
#: four-service renewal pack, a request whose file is missing, a hand-over to someone who left, and a
#: Linear issue answered in chat (skipped with the reason where Linear's SDL is absent).
SUBSET = [
    "company-refund.duplicate-refund-reply-book",
    "company-renewal.driftwood-book-new-owner",
    "company-bug.acme-export-review",
    "company-billing.which-dana",
    "company-people.dm-departed-engineer",
    "company-box.driftwood-folder-handover",
    "company-account.harbor-renewal-pack",
    "company-support.cobalt-order-form-missing",
    "company-offboarding.acme-logistics-to-departed",
    "company-linear.acme-export-status-reply",
]
THREE = {"stripe", "slack", "gcal"}
FOUR = THREE | {"box"}
#: The services a Linear task must cross Linear with (at least two of them).
OTHERS = FOUR
#: The first five families: billing, chat and calendar only.
FIRST_FIVE = {"company-refund", "company-renewal", "company-bug", "company-billing", "company-people"}
#: The families that cross all four of billing, chat, calendar and files (issue 18).
CROSSING = {"company-account", "company-support", "company-offboarding"}

#: Issue 18 asks for at least 60 company tasks, most touching three or more services: 67 today, 48 of
#: which call three or more services; 40 of those cross billing, chat, calendar and files without Linear.
MIN_TASKS = 67
MIN_NON_LINEAR_THREE_SERVICES = 40


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
    assert len(COMPANY) >= MIN_TASKS
    assert all(t.fixture == "company" for t in COMPANY)
    paths = Counter(t.path for t in COMPANY)
    assert paths["unhappy"] >= 5, paths
    assert paths["impossible"] >= 5, paths
    assert all(_services_called(t) <= set(t.services) for t in COMPANY)
    # The billing/chat/calendar families: half their tasks need all three of those services.
    core = [t for t in COMPANY if t.family in FIRST_FIVE]
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


def test_most_tasks_touch_three_or_more_services() -> None:
    """Issue 18's shape, counted from what each oracle plan calls (a world may offer more services than
    the task needs: a stale record or a calendar is there to mislead, and does not count)."""
    called = {t.id: _services_called(t) for t in COMPANY}
    three_or_more = [tid for tid, services in called.items() if len(services) >= 3]
    assert len(three_or_more) * 2 > len(COMPANY), (len(three_or_more), len(COMPANY))
    non_linear = [t.id for t in COMPANY if "linear" not in called[t.id] and len(called[t.id] & FOUR) >= 3]
    assert len(non_linear) >= MIN_NON_LINEAR_THREE_SERVICES, len(non_linear)


def test_the_crossing_families_touch_three_or_four_services() -> None:
    """The account, support and offboarding families: every task's oracle calls at least three of
    billing, chat, calendar and files (most all four), in a world with all four; unhappy and impossible
    paths are there, and every task has wrong plans and fault variants."""
    crossing = [t for t in COMPANY if t.family in CROSSING]
    assert len(crossing) >= 14
    assert {t.family for t in crossing} == CROSSING
    for t in crossing:
        assert set(t.services) == FOUR, t.id
        assert len(_services_called(t) & FOUR) >= 3, (t.id, _services_called(t))
        assert t.faults, t.id
        assert t.wrong, t.id
    four = [t.id for t in crossing if _services_called(t) >= FOUR]
    assert len(four) * 2 > len(crossing), four
    paths = Counter(t.path for t in crossing)
    assert paths["unhappy"] >= 4, paths
    assert paths["impossible"] >= 3, paths
    assert paths["happy"] >= 6, paths
    kinds = set().union(*(_fault_kinds(f) for t in crossing for f in t.faults))
    assert {"rate_limit", "error", "transport", "noop", "stale_read"} <= kinds, kinds


def _fault_kinds(variant: FaultVariant) -> set[str]:
    """The fault kinds an inline fault plan injects (429 with Retry-After, 503, a response lost after the
    commit, a silent no-op, a stale read)."""
    plan = variant.plan if isinstance(variant.plan, dict) else {}
    return {str(rule["fault"]["kind"]) for rule in plan.get("rules", [])}


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
