"""Running suites: tasks × agents × fault variants × trials, each episode in its own world.

Episodes are independent units (:class:`EpisodeSpec`, plain strings and ints) so they can be shipped
to other processes or machines; results go to the :class:`~toolproof.runs.store.ResultStore` as each
one finishes, so an interrupted run resumes without redoing or losing any. Two knobs: ``concurrency``
episodes at once in each worker (model-bound agents spend their time waiting) and ``workers``
(scripted agents are CPU-bound). Where the workers live is the backend: forked processes on this
machine (:mod:`~toolproof.runs.local`) or actors on a Ray cluster (:mod:`~toolproof.runs.ray_backend`);
either way a worker that dies or overruns is handled by :mod:`~toolproof.runs.supervisor`.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from toolproof.runs.episodes import EpisodeExecutor, EpisodeSpec, FaultsMode, RunSettings, plan_episodes
from toolproof.runs.store import ResultStore
from toolproof.runs.supervisor import RunStats, Supervisor, WorkerPool
from toolproof.tasks.model import FaultVariant, Task

__all__ = ["Backend", "EpisodeSpec", "FaultsMode", "RunSettings", "Runner", "plan_episodes"]


@dataclass(slots=True)
class Backend:
    """Where workers run: ``local`` (forked processes) or ``ray`` (actors on a Ray cluster).

    ``address``: the Ray cluster (``auto``, ``ray://host:10001``, ``host:6379``; ``None`` starts a
    local Ray instance for the run, or uses the one already initialised in this process).
    ``resources``: what each Ray worker asks of its node
    (:func:`~toolproof.runs.ray_backend.parse_resources`).
    """

    name: str = "local"
    address: str | None = None
    resources: dict[str, float] = field(default_factory=dict)
    _started: bool = field(default=False, repr=False)

    def connect(self) -> None:
        """Reach the backend now, so that a cluster that is down or too small is known before a run
        folder is made (Ray: start or join the cluster; raises ``RayUnavailable`` with the reason)."""
        if self.name == "ray":
            from toolproof.runs.ray_backend import connect

            self._started = connect(self.address, self.resources) or self._started

    def pool(self, executor: EpisodeExecutor, concurrency: int) -> WorkerPool:
        if self.name == "ray":
            from toolproof.runs.ray_backend import RayPool

            self.connect()
            owned, self._started = self._started, False
            return RayPool(executor, concurrency=concurrency, resources=self.resources, owned=owned)
        from toolproof.runs.local import LocalPool

        return LocalPool(executor)


class Runner:
    """Runs episode specs against a set of tasks and records each result in the store."""

    def __init__(
        self,
        tasks: Sequence[Task],
        store: ResultStore,
        *,
        settings: RunSettings | None = None,
        override: FaultVariant | None = None,
        agent_options: Sequence[str] | None = None,
        user: str = "scripted",
        user_options: Sequence[str] | None = None,
    ) -> None:
        self.executor = EpisodeExecutor(
            tasks,
            settings=settings,
            override=override,
            agent_options=agent_options,
            user=user,
            user_options=user_options,
        )
        self.store = store
        self.stats = RunStats()

    @property
    def tasks(self) -> dict[str, Task]:
        return self.executor.tasks

    @property
    def settings(self) -> RunSettings:
        return self.executor.settings

    async def run_one(self, spec: EpisodeSpec) -> dict[str, Any]:
        return await self.executor.run_one(spec)

    def pending(self, specs: Sequence[EpisodeSpec]) -> list[EpisodeSpec]:
        """The specs not yet in the store (what a resumed run still has to do)."""
        done = self.store.done_keys()
        return [s for s in specs if s.key not in done]

    async def run_async(
        self,
        specs: Sequence[EpisodeSpec],
        *,
        concurrency: int = 4,
        on_result: Callable[[Mapping[str, Any]], None] | None = None,
    ) -> int:
        """Run the pending specs in this process, ``concurrency`` at a time; returns how many ran.

        No worker stands between the agents and the caller here: an agent that blocks the event loop
        holds it past its time limit. :meth:`run` contains that (and crashes) in worker processes.
        """
        todo = self.pending(specs)
        gate = asyncio.Semaphore(max(1, concurrency))

        async def one(spec: EpisodeSpec) -> None:
            async with gate:
                data = await self.run_one(spec)
            self.store.add(data, time.time())
            if on_result is not None:
                on_result(data)

        await asyncio.gather(*(one(s) for s in todo))
        return len(todo)

    def run(
        self,
        specs: Sequence[EpisodeSpec],
        *,
        concurrency: int = 4,
        workers: int | None = 1,
        backend: Backend | None = None,
        on_result: Callable[[Mapping[str, Any]], None] | None = None,
    ) -> int:
        """Run the pending specs on ``workers`` workers of ``backend`` (default: one local process).

        ``workers=None``: one per core locally, as many as the cluster's CPUs hold on Ray. Returns how
        many episodes were stored now; :attr:`stats` says what else happened (retries, restarts).
        ``on_result`` gets each stored result as a read-only mapping, decoded only if it is read.
        """
        todo = self.pending(specs)
        backend = backend or Backend()
        # Fixtures and refs once, here: forked workers inherit them, Ray actors receive the refs.
        self.executor.warm(todo)
        pool = backend.pool(self.executor, concurrency)
        if workers is None:
            workers = pool.default_workers()
        supervisor = Supervisor(
            pool, self.executor, self.store, workers=workers, concurrency=concurrency, on_result=on_result
        )
        self.stats = supervisor.run(todo)
        return self.stats.stored
