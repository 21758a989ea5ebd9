"""The check every re-sample test module makes of its drawn tasks: they still carry what its review added.

A review (``docs/reviews/resampleNNx.md``) names what it adds after itself: a ``says_not`` label containing
``(resampleNNx)``, wrong plans and honest alternates named ``resampleNNx-…``. A later edit that drops one
of them quietly undoes the review, so each module pins them; the four lines doing it stood in some twenty
modules with their own bounds (an exact count, or "at least" for the wrong plans where a later round may add
more). :func:`assert_review_marks` is those lines once, the bounds left to each module, and its failure
says which task lacks what.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from toolproof.tasks import Task
from toolproof.tasks.grader import says_not_verdicts


@dataclass(frozen=True)
class AtLeast:
    """A lower bound: ``AtLeast(2)`` holds for two wrong plans of the review or more."""

    count: int


#: An exact count, a lower bound, or ``None`` (not checked).
Bound = int | AtLeast | None


def _holds(count: int, bound: Bound) -> bool:
    if bound is None:
        return True
    if isinstance(bound, AtLeast):
        return count >= bound.count
    return count == bound


def _wanted(bound: Bound) -> str:
    return f"at least {bound.count}" if isinstance(bound, AtLeast) else str(bound)


def review_problems(
    review: str,
    task: Task,
    *,
    labelled: bool = False,
    wrong: Bound = None,
    alternates: Bound = None,
) -> list[str]:
    """What ``task`` lacks of ``review``'s marks (empty when it carries them all).

    ``labelled``: one of its ``says_not`` verdicts is named with ``(<review>)``. ``wrong`` /
    ``alternates``: how many of its wrong plans / alternates are named ``<review>-…``.
    """
    problems: list[str] = []
    if labelled:
        labels = [v.name for v in says_not_verdicts(task.expect.says_not, "")]
        if not any(f"({review})" in label for label in labels):
            problems.append(f"{task.id}: no says_not label named ({review})")
    for kind, plans, bound in (
        ("wrong plans", task.wrong, wrong),
        ("alternates", task.alternates, alternates),
    ):
        count = sum(p.name.startswith(f"{review}-") for p in plans)
        if not _holds(count, bound):
            problems.append(f"{task.id}: {count} {kind} named {review}-…, want {_wanted(bound)}")
    return problems


def assert_review_marks(
    review: str,
    tasks: Mapping[str, Task],
    task_ids: Iterable[str],
    *,
    labelled: bool = False,
    wrong: Bound = None,
    alternates: Bound = None,
) -> None:
    """Fail, naming every task and mark missing, unless each of ``task_ids`` carries ``review``'s marks
    within the bounds given (see :func:`review_problems`)."""
    problems = [
        problem
        for task_id in task_ids
        for problem in review_problems(
            review, tasks[task_id], labelled=labelled, wrong=wrong, alternates=alternates
        )
    ]
    assert not problems, "; ".join(problems)
