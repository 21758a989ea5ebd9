"""A sample of a suite's reference episodes run the way a runner's worker runs them, for the tests that
compare two grades of the same episodes (the compiled grade against the interpreted one; the shared posts
list against one made afresh)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterable, MutableMapping, Sequence

from toolproof.runs.episodes import EpisodeExecutor, plan_episodes
from toolproof.tasks import Task


def run_sampled(
    executors: MutableMapping[str, EpisodeExecutor],
    suite: str,
    tasks: Iterable[Task],
    agents: Sequence[str],
    stride: int,
    offset: int,
) -> int:
    """Runs every ``stride``-th of ``suite``'s planned episodes from ``offset`` (every agent, fault variant
    and task is in reach) at once through the suite's executor (made once per ``executors``, as a worker
    builds its fixtures and refs once), and returns how many ran. At once: some fault variants wait, and
    virtual time is per episode."""
    tasks = list(tasks)
    specs = plan_episodes(tasks, agents)[offset::stride]
    executor = executors.setdefault(suite, EpisodeExecutor(tasks))

    async def all_of() -> None:
        await asyncio.gather(*(executor.run_one(spec) for spec in specs))

    asyncio.run(all_of())
    return len(specs)
