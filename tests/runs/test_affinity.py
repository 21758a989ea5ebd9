"""The supervisor's queue hands each worker the episodes of tasks it already knows.

What a run relies on: every episode is given out exactly once whatever the order workers ask in; one
worker gets them in exactly the planned order; and no task's episodes are split between workers while
some task is still unclaimed (a worker only helps with another's task at the run's tail).
"""

from __future__ import annotations

from collections.abc import Iterator

from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.runs.affinity import TaskQueue, episode_queue
from toolproof.runs.episodes import EpisodeSpec


def _specs(sizes: list[int]) -> list[EpisodeSpec]:
    return [
        EpisodeSpec(f"task-{t}", None, agent, 0, None, None)
        for t, size in enumerate(sizes)
        for agent in (f"agent-{i}" for i in range(size))
    ]


def test_one_worker_takes_the_planned_order() -> None:
    specs = _specs([3, 1, 4, 1, 5])
    queue = TaskQueue(specs)
    taken = [queue.take("w") for _ in range(len(specs))]
    assert taken == specs
    assert queue.take("w") is None
    assert len(queue) == 0


def test_two_workers_keep_to_their_own_tasks_until_the_tail() -> None:
    queue = TaskQueue(_specs([2, 2, 2, 3]))
    order = [queue.take(w) for w in ("a", "b", "a", "b", "a", "b")]
    assert [s.task for s in order if s] == ["task-0", "task-1", "task-0", "task-1", "task-2", "task-3"]
    # every task is claimed now: when task-2 runs out, "a" helps with task-3 rather than idling
    assert [queue.take(w) for w in ("a", "b", "a")] == [
        EpisodeSpec("task-2", None, "agent-1", 0, None, None),
        EpisodeSpec("task-3", None, "agent-1", 0, None, None),
        EpisodeSpec("task-3", None, "agent-2", 0, None, None),
    ]
    assert queue.take("a") is None
    assert queue.take("b") is None


@settings(max_examples=300, deadline=None)
@given(
    sizes=st.lists(st.integers(1, 6), min_size=1, max_size=12),
    asks=st.lists(st.integers(0, 3), min_size=1, max_size=200),
)
def test_each_episode_once_no_task_split_while_one_is_unclaimed(sizes: list[int], asks: list[int]) -> None:
    specs = _specs(sizes)
    queue = TaskQueue(specs)
    given_out: list[EpisodeSpec] = []
    holders: dict[str, set[int]] = {}
    claimed: set[str] = set()
    for i in range(len(specs) + 4):
        worker = asks[i % len(asks)]
        spec = queue.take(worker)
        if spec is None:
            break
        others = holders.setdefault(spec.task, set()) - {worker}
        if others:  # a second worker on this task: only once every task has been claimed
            assert claimed == {s.task for s in specs}
        holders[spec.task].add(worker)
        claimed.add(spec.task)
        given_out.append(spec)
        assert len(queue) == len(specs) - len(given_out)
    assert sorted(given_out, key=specs.index) == specs  # each exactly once
    assert len(given_out) == len(specs)
    assert queue.take(0) is None


def test_an_iterator_is_pulled_only_as_workers_ask() -> None:
    specs = _specs([2, 2])
    pulled: list[EpisodeSpec] = []

    def source() -> Iterator[EpisodeSpec]:
        for spec in specs:
            pulled.append(spec)
            yield spec

    queue = episode_queue(source())
    assert pulled == []
    assert [queue.take("a"), queue.take("b")] == specs[:2]  # in order, not by task
    assert pulled == specs[:2]
    assert isinstance(episode_queue(specs), TaskQueue)
