"""A task's refs are resolved once per fixture and process, not once per executor.

Every run (and every batch of a validation) makes its own :class:`EpisodeExecutor`; the refs a task
names are a function of the task's refs and the starting state alone, so the fixture keeps them. These
tests hold what that must not change: the same values as a fresh resolution, a task's own refs and no
other's, copies that an episode may change, and nothing kept past a rebuilt fixture.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from toolproof.runs import episodes
from toolproof.runs.episodes import EpisodeExecutor
from toolproof.tasks import load_path
from toolproof.tasks.model import Ref, Task
from toolproof.tasks.refs import resolve_refs
from toolproof.world import World
from toolproof.world.fixtures import clear_cache

GOOD = Path(__file__).resolve().parents[1] / "tasks" / "data" / "good"


def _task_with_refs() -> Task:
    return next(t for t in load_path(GOOD) if t.refs)


def _counting(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Record each real resolution the executor asks for (the resolution itself is unchanged)."""
    calls: list[str] = []

    def counted(task: Task, *args: Any, **kwargs: Any) -> dict[str, Any]:
        calls.append(task.id)
        return resolve_refs(task, *args, **kwargs)

    monkeypatch.setattr(episodes, "resolve_refs", counted)
    return calls


def _fresh(task: Task) -> dict[str, Any]:
    world = World(list(task.services), seed=task.seed, fixture=task.fixture)
    try:
        return resolve_refs(task, world.store)
    finally:
        world.close()


def test_a_second_executor_reuses_the_first_ones_refs(monkeypatch: pytest.MonkeyPatch) -> None:
    task = _task_with_refs()
    calls = _counting(monkeypatch)
    first = EpisodeExecutor([task]).refs_of(task)
    second = EpisodeExecutor([task]).refs_of(task)
    assert first == second == _fresh(task)
    assert calls.count(task.id) <= 1  # at most once in the process (none if an earlier test did it)


def test_two_tasks_with_one_id_and_other_refs_keep_their_own(monkeypatch: pytest.MonkeyPatch) -> None:
    task = _task_with_refs()
    name, ref = next(iter(task.refs.items()))
    picked: Ref = ref.model_copy(update={"field": "*"})
    other = task.model_copy(update={"refs": {**task.refs, name: picked}})
    calls = _counting(monkeypatch)
    EpisodeExecutor([task]).refs_of(task)
    row = EpisodeExecutor([other]).refs_of(other)
    assert row is not None
    assert isinstance(row[name], dict)  # the whole row, not the first task's id
    assert row == _fresh(other)
    assert other.id in calls  # same id, same fixture, other refs: resolved, not taken from the first


def test_an_episode_changing_its_refs_changes_nobody_elses() -> None:
    task = _task_with_refs()
    name, ref = next(iter(task.refs.items()))
    whole = task.model_copy(update={"refs": {**task.refs, name: ref.model_copy(update={"field": "*"})}})
    mine = EpisodeExecutor([whole]).refs_of(whole)
    assert mine is not None
    mine[name]["id"] = "changed by an episode"
    assert EpisodeExecutor([whole]).refs_of(whole) == _fresh(whole)


def test_a_rebuilt_fixture_resolves_again(monkeypatch: pytest.MonkeyPatch) -> None:
    task = _task_with_refs()
    EpisodeExecutor([task]).refs_of(task)
    clear_cache()
    calls = _counting(monkeypatch)
    assert EpisodeExecutor([task]).refs_of(task) == _fresh(task)
    assert calls == [task.id]
