"""A driver works out each task's grade before its workers fork (``EpisodeExecutor.warm``).

What the first graded episode of a task used to work out in every worker process (the compiled grade
program, the task's ``says_not`` patterns, the fixture's name index) is worked out once in the driver
and inherited by every forked worker. These tests hold that an episode after ``warm`` compiles none of
it again, that the grade is the one an unwarmed executor gives, and that a task whose grade cannot be
prepared still runs (its episode reports whatever is wrong, as before).
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from toolproof.runs import episodes
from toolproof.runs.episodes import EpisodeExecutor, plan_episodes
from toolproof.tasks import claimed_effects, grade_memo, grade_program, load_path, names
from toolproof.tasks.grader import says_not_pattern, says_not_verdicts
from toolproof.tasks.model import SaysNot, Task

GOOD = Path(__file__).resolve().parents[1] / "tasks" / "data" / "good"


def _task() -> Task:
    """The good suite's first task with a ``says_not`` item no other test uses (a fresh pattern)."""
    task = next(iter(load_path(GOOD)))
    item = SaysNot(label="warm18 marker", regex=r"warm[- ]?eighteen marker")
    expect = task.expect.model_copy(update={"says_not": [*task.expect.says_not, item]})
    return task.model_copy(update={"expect": expect})


def _run(executor: EpisodeExecutor, task: Task) -> dict[str, Any]:
    spec = plan_episodes([task], ["careful"], faults="none")[0]
    return asyncio.run(executor.run_one(spec))


def test_after_warm_an_episode_compiles_no_grade_and_no_pattern(monkeypatch: pytest.MonkeyPatch) -> None:
    task = _task()
    compiled: list[str] = []
    real = grade_program.compile_program

    def counting(t: Task, *args: Any, **kwargs: Any) -> Any:
        compiled.append(t.id)
        return real(t, *args, **kwargs)

    monkeypatch.setattr(grade_program, "compile_program", counting)
    monkeypatch.setattr(grade_memo, "ENABLED", False)
    executor = EpisodeExecutor([task])
    executor.warm(plan_episodes([task], ["careful"], faults="none"))
    assert compiled == [task.id]
    patterns = says_not_pattern.cache_info().misses
    built: list[int] = []
    real_of = names.NameIndex.of

    def counting_index(*args: Any, **kwargs: Any) -> Any:
        built.append(1)
        return real_of(*args, **kwargs)

    monkeypatch.setattr(names.NameIndex, "of", counting_index)
    result = _run(executor, task)
    assert result["passed"] is True
    assert compiled == [task.id]  # the program warm compiled is the one the episode graded with
    assert says_not_pattern.cache_info().misses == patterns  # no says_not pattern compiled again
    assert built == []  # the fixture's name index came from warm


def test_a_warmed_grade_is_an_unwarmed_one(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(grade_memo, "ENABLED", False)
    task = _task()
    warmed = EpisodeExecutor([task])
    warmed.warm(plan_episodes([task], ["careful"], faults="none"))
    first = _run(warmed, task)
    monkeypatch.setattr(grade_program, "_PROGRAMS", {})
    second = _run(EpisodeExecutor([task]), task)
    for result in (first, second):
        result.pop("seconds")
    assert first == second
    verdicts = {v["name"]: v["passed"] for v in first["grade"]["verdicts"]}
    assert verdicts["message does not say warm18 marker"] is True


def test_a_task_whose_grade_cannot_be_prepared_still_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*_args: Any) -> None:
        raise ValueError("cannot compile")

    monkeypatch.setattr(episodes, "prepare", broken)
    task = _task()
    executor = EpisodeExecutor([task])
    executor.warm(plan_episodes([task], ["careful"], faults="none"))  # does not raise
    assert _run(executor, task)["passed"] is True


def test_says_not_reads_as_before_with_its_own_patterns() -> None:
    items = [SaysNot(label="the full amount", regex=r"refunded the full"), SaysNot(label="x", regex="nope")]
    found, clear = says_not_verdicts(items, "I \u201cRefunded the FULL\u201d amount.")
    assert (found.name, found.passed, found.detail) == (
        "message does not say the full amount",
        False,
        "the final message says 'Refunded the FULL'",
    )
    assert (clear.name, clear.passed, clear.detail) == ("message does not say x", True, "")
    assert says_not_pattern(r"refunded the full") is says_not_pattern(r"refunded the full")


def test_after_warm_an_episode_reads_every_installed_services_claims_from_the_driver(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """(perf23) The claimed-effects check's declarations of every installed service (which imports
    the services the task's world does not use) are worked out by ``warm``, not by the first grade."""
    monkeypatch.setattr(grade_memo, "ENABLED", False)
    task = _task()
    claimed_effects._with_installed.cache_clear()
    claimed_effects._owners.cache_clear()
    executor = EpisodeExecutor([task])
    executor.warm(plan_episodes([task], ["careful"], faults="none"))
    assert claimed_effects._with_installed.cache_info().currsize == 1
    assert claimed_effects._owners.cache_info().currsize == 1
    misses = claimed_effects._with_installed.cache_info().misses
    assert _run(executor, task)["passed"] is True
    assert claimed_effects._with_installed.cache_info().misses == misses  # nothing worked out again
    assert claimed_effects._with_installed.cache_info().hits >= 1  # and the grade did read it
