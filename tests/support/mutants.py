"""Shared assertions about value mutants a task's ``says_not`` was written to refuse."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from tests.support.suites import load_suite
from toolproof.agents.reference import Mutation
from toolproof.tasks.grader import says_not_verdicts


def assert_says_not_refuses(
    suite: str, task_id: str, mutant: str, mutants: Callable[[str], Iterable[Mutation]]
) -> None:
    """The oracle's final message of ``task_id`` passes its task's ``says_not``, and the ``mutant`` (one
    of ``mutants(final)``, by id) that once survived validation now fails it."""
    (task,) = [t for t in load_suite(suite) if t.id == task_id]
    final = [step.message for step in task.oracle if step.finish is not None][-1]
    assert final is not None
    assert all(v.passed for v in says_not_verdicts(task.expect.says_not, final))
    (wrong,) = [m for m in mutants(final) if m.id == mutant]
    assert wrong.message is not None
    said = wrong.message(final)
    assert said != final
    assert not all(v.passed for v in says_not_verdicts(task.expect.says_not, said)), said
