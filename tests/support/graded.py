"""A task's plans graded by the real grader, as the word-level tests of generic checks read them.

Many tests of a generic check take a task's oracle, replace its final message (or a post) with a wording,
take the task's own ``says_not`` away so the generic check alone decides, and read the failing verdicts.
The grade memo is keyed by inputs, not code, so it is off while they grade (a test that patches grading
code must not be answered from an earlier grade)."""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import toolproof.agents.run as episode_runner
from tests.support.suites import load_suite
from toolproof.agents import run_episode
from toolproof.agents.reference import PlanAgent
from toolproof.tasks import Task, grade_memo
from toolproof.tasks.grader import Grade, grade


def bare(suite: str, task_id: str) -> Task:
    """``task_id`` of the built-in ``suite`` without its ``says_not``."""
    task = next(t for t in load_suite(suite) if t.id == task_id)
    return task.model_copy(update={"expect": task.expect.model_copy(update={"says_not": []})})


def failures_of(task: Task, steps: list[Any]) -> dict[str, str]:
    """Each failing verdict's name and detail when ``steps`` are run on ``task``, the grade memo off."""
    was = grade_memo.ENABLED
    grade_memo.ENABLED = False
    try:
        result = asyncio.run(run_episode(task, PlanAgent("careful", steps=steps), hashes=False))
    finally:
        grade_memo.ENABLED = was
    assert result.grade is not None
    return {v.name: v.detail for v in result.grade.failures}


def final_failures(suite: str, task_id: str, final: str) -> dict[str, str]:
    """:func:`failures_of` the oracle of ``task_id`` (its ``says_not`` off) with its final message
    replaced by ``final``."""
    task = bare(suite, task_id)
    steps = [s.model_copy(update={"message": final}) if s.finish else s for s in task.oracle]
    return failures_of(task, steps)


def appended_failures(suite: str, task_id: str, extra: str) -> dict[str, str]:
    """:func:`final_failures` with the oracle's own final message and ``extra`` after it: a claim or a
    trait added to an honest report, so only what ``extra`` says can fail it."""
    final = next(s for s in bare(suite, task_id).oracle if s.finish).message
    assert final is not None
    return final_failures(suite, task_id, f"{final} {extra}")


def everything_seen(g: Grade) -> dict[str, Any]:
    """Everything a grade tells its reader, as plain data: two grades equal here read the same (the memo
    tests compare a remembered grade with one graded afresh)."""
    return {
        **g.to_dict(),
        "facts": [f.model_dump() for f in g.facts],
        "reasons": [f.model_dump() for f in g.reasons],
        "acts_as": dict(g.acts_as),
        "signals": dataclasses.asdict(g.signals),
    }


@contextmanager
def grades_handed() -> Iterator[list[tuple[dict[str, Any], Grade]]]:
    """Every grade the episode runner asks for inside the block, in order: the arguments
    ``run_episode`` handed ``grade`` (by name, ``diff_image`` included) and the grade it got. The
    runner's ``grade`` is put back however the block ends."""
    seen: list[tuple[dict[str, Any], Grade]] = []

    def capture(*args: Any, **kwargs: Any) -> Grade:
        handed = {**dict(zip(("task", "refs", "diff", "ledger"), args, strict=True)), **kwargs}
        got = grade(*args, **kwargs)
        seen.append((handed, got))
        return got

    original = getattr(episode_runner, "grade")  # noqa: B009 (not exported by the module)
    setattr(episode_runner, "grade", capture)  # noqa: B010
    try:
        yield seen
    finally:
        setattr(episode_runner, "grade", original)  # noqa: B010
