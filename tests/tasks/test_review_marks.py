"""The re-sample modules' shared check (``tests/support/review_marks.py``) on a doctored task map: a task
of resample40c's draw with its label, one of its wrong plans or its alternate taken away fails, with a
message naming the task and what it lacks; the task as shipped passes."""

from __future__ import annotations

import pytest

from tests.support.review_marks import AtLeast, assert_review_marks, review_problems
from tests.support.suites import task_map
from toolproof.tasks import Task, suite_names

pytestmark = pytest.mark.skipif("company" not in suite_names(), reason="the company suite is not installed")

IRONCLAD = "company-people.ironclad-owner-report"  # resample40c: one label, two wrong plans, one alternate
REVIEW = "resample40c"
TASKS = task_map(("company",))


def _shipped() -> Task:
    return TASKS[IRONCLAD]


def _without_label(task: Task) -> Task:
    kept = [s for s in task.expect.says_not if f"({REVIEW})" not in s.label]
    assert len(kept) == len(task.expect.says_not) - 1
    return task.model_copy(update={"expect": task.expect.model_copy(update={"says_not": kept})})


def _without_first_plan(task: Task, kind: str) -> Task:
    plans = getattr(task, kind)
    first = next(i for i, p in enumerate(plans) if p.name.startswith(f"{REVIEW}-"))
    return task.model_copy(update={kind: [*plans[:first], *plans[first + 1 :]]})


def _marks(task: Task) -> list[str]:
    return review_problems(REVIEW, task, labelled=True, wrong=AtLeast(2), alternates=1)


def test_the_shipped_task_carries_every_mark() -> None:
    assert _marks(_shipped()) == []
    assert_review_marks(REVIEW, TASKS, [IRONCLAD], labelled=True, wrong=2, alternates=1)


def test_a_missing_label_fails() -> None:
    assert _marks(_without_label(_shipped())) == [f"{IRONCLAD}: no says_not label named (resample40c)"]


def test_a_missing_wrong_plan_fails() -> None:
    assert _marks(_without_first_plan(_shipped(), "wrong")) == [
        f"{IRONCLAD}: 1 wrong plans named resample40c-…, want at least 2"
    ]


def test_a_missing_alternate_fails() -> None:
    assert _marks(_without_first_plan(_shipped(), "alternates")) == [
        f"{IRONCLAD}: 0 alternates named resample40c-…, want 1"
    ]


def test_an_exact_bound_fails_on_one_plan_more() -> None:
    """``wrong=1`` is exact (the d-modules' counts): a task with two wrong plans of the review fails it."""
    assert review_problems(REVIEW, _shipped(), wrong=1) == [
        f"{IRONCLAD}: 2 wrong plans named resample40c-…, want 1"
    ]


def test_the_assertion_names_every_task_and_mark_missing() -> None:
    doctored = {
        **TASKS,
        "no-label": _without_label(_shipped()).model_copy(update={"id": "no-label"}),
        "no-alternate": _without_first_plan(_shipped(), "alternates").model_copy(
            update={"id": "no-alternate"}
        ),
    }
    with pytest.raises(AssertionError) as caught:
        assert_review_marks(
            REVIEW,
            doctored,
            [IRONCLAD, "no-label", "no-alternate"],
            labelled=True,
            wrong=AtLeast(2),
            alternates=1,
        )
    assert str(caught.value).splitlines()[0] == "; ".join(
        [
            "no-label: no says_not label named (resample40c)",
            "no-alternate: 0 alternates named resample40c-…, want 1",
        ]
    )
