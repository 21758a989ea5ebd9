"""Pending episodes handed out by task, so that each worker keeps to tasks it already knows.

Whatever a worker learns about a task is learned once per process: the task's compiled grade and
its patterns, the final messages it has already read, the worlds it has pooled and what the doubles
remembered about their rows. Two workers drawing in turn from one queue in suite order would each
run a few episodes of every task, and each would learn every task: measured on ``core`` (1,328
episodes), a worker's first pass over the suite cost 0.29 s of CPU more than later passes, so a
second worker paid that again (its CPU per episode 1.08–1.15× one worker's).

A worker therefore takes the episodes of one task at a time; when its task has none left it claims
the next task nobody holds, in the order given; when every task is held, it helps with the task
that has the most episodes left. One worker takes the episodes in exactly the order given.

Only episodes already in memory are grouped (a run's list of pending specs): episodes given as an
iterator are pulled one at a time as workers have room (:class:`InOrder`), so a producer that makes them
lazily keeps its back-pressure.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Hashable, Iterable, Iterator

from toolproof.runs.episodes import EpisodeSpec


class TaskQueue:
    """The episodes not yet shipped, grouped by task; :meth:`take` gives a worker its next one."""

    def __init__(self, specs: Iterable[EpisodeSpec]) -> None:
        self._groups: dict[str, deque[EpisodeSpec]] = {}
        for spec in specs:
            group = self._groups.get(spec.task)
            if group is None:
                group = self._groups[spec.task] = deque()
            group.append(spec)
        self._unclaimed: deque[str] = deque(self._groups)
        self._held: dict[Hashable, str] = {}
        self._left = sum(len(g) for g in self._groups.values())

    def __len__(self) -> int:
        return self._left

    def take(self, worker: Hashable) -> EpisodeSpec | None:
        """The next episode for ``worker`` (``None``: nothing is left for anyone)."""
        name = self._held.get(worker)
        group = self._groups.get(name) if name is not None else None
        if not group:
            name = self._claim()
            if name is None:
                return None
            self._held[worker] = name
            group = self._groups[name]
        self._left -= 1
        spec = group.popleft()
        if not group:
            del self._groups[spec.task]
        return spec

    def _claim(self) -> str | None:
        while self._unclaimed:
            name = self._unclaimed.popleft()
            if name in self._groups:
                return name
        if not self._groups:
            return None
        # Every task is held: help with the one that has the most left (the run's tail).
        return max(self._groups, key=lambda n: len(self._groups[n]))


class InOrder:
    """Episodes pulled from an iterator only when a worker asks, in the order given (no grouping:
    grouping would have to pull ahead of what the workers have room for)."""

    def __init__(self, specs: Iterator[EpisodeSpec]) -> None:
        self._specs = specs

    def take(self, worker: Hashable) -> EpisodeSpec | None:
        return next(self._specs, None)


def episode_queue(specs: Iterable[EpisodeSpec]) -> TaskQueue | InOrder:
    """A :class:`TaskQueue` over episodes already in memory (a list or tuple), else :class:`InOrder`."""
    if isinstance(specs, list | tuple):
        return TaskQueue(specs)
    return InOrder(iter(specs))
