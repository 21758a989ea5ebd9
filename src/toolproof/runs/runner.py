"""Running suites: tasks × agents × fault variants × trials, each episode in its own world.

Episodes are independent units (:class:`EpisodeSpec`, plain strings and ints) so they can be shipped
to other processes or machines; results go to the :class:`~toolproof.runs.store.ResultStore` as each
one finishes, so an interrupted run resumes without redoing or losing any. Concurrency has two
knobs: ``concurrency`` episodes at once in each process (model-bound agents spend their time
waiting) and ``workers`` processes (scripted agents are CPU-bound).
"""

from __future__ import annotations

import asyncio
import multiprocessing
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from typing import Any, Literal

from toolproof.agents.run import run_episode
from toolproof.runs.agents import resolve_agent
from toolproof.runs.store import ResultStore, episode_key
from toolproof.tasks.model import FaultVariant, Task

FaultsMode = Literal["tasks", "none"]


@dataclass(frozen=True, slots=True)
class EpisodeSpec:
    """One unit of work: which task, under which fault variant, which agent, which trial."""

    task: str
    variant: str | None
    agent: str
    trial: int

    @property
    def key(self) -> str:
        return episode_key(self.task, self.variant, self.agent, self.trial)


@dataclass(slots=True)
class RunSettings:
    max_steps: int = 50
    time_limit: float = 300.0


def plan_episodes(
    tasks: Sequence[Task],
    agents: Sequence[str],
    *,
    trials: int = 1,
    faults: FaultsMode | FaultVariant = "tasks",
) -> list[EpisodeSpec]:
    """Every episode of a run, in a stable order.

    ``faults="tasks"``: each task without faults and under each of its variants; ``"none"``: without
    faults only; a :class:`FaultVariant`: each task under that plan only.
    """
    specs = []
    for task in tasks:
        if isinstance(faults, FaultVariant):
            variants: list[str | None] = [faults.name]
        elif faults == "none":
            variants = [None]
        else:
            variants = [None, *[v.name for v in task.faults]]
        for variant in variants:
            for agent in agents:
                for trial in range(trials):
                    specs.append(EpisodeSpec(task.id, variant, agent, trial))
    return specs


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
    ) -> None:
        self.tasks = {t.id: t for t in tasks}
        self.store = store
        self.settings = settings or RunSettings()
        self.override = override
        #: ``--agent-opt`` strings for model-backed agents (see ``toolproof.agents.settings``).
        self.agent_options = list(agent_options or [])

    def _variant(self, task: Task, name: str | None) -> FaultVariant | None:
        if name is None:
            return None
        if self.override is not None and name == self.override.name:
            return self.override
        return next(v for v in task.faults if v.name == name)

    async def run_one(self, spec: EpisodeSpec) -> dict[str, Any]:
        task = self.tasks[spec.task]
        result = await run_episode(
            task,
            resolve_agent(spec.agent, self.agent_options),
            agent_name=spec.agent,
            variant=self._variant(task, spec.variant),
            trial=spec.trial,
            max_steps=self.settings.max_steps,
            time_limit=self.settings.time_limit,
        )
        data = result.to_dict()
        data["path"] = task.path
        data["services"] = task.services
        data["persona"] = task.user.persona if task.user is not None else None
        return data

    def pending(self, specs: Sequence[EpisodeSpec]) -> list[EpisodeSpec]:
        """The specs not yet in the store (what a resumed run still has to do)."""
        done = self.store.done_keys()
        return [s for s in specs if s.key not in done]

    async def run_async(
        self,
        specs: Sequence[EpisodeSpec],
        *,
        concurrency: int = 4,
        on_result: Callable[[dict[str, Any]], None] | None = None,
    ) -> int:
        """Run the pending specs in this process, ``concurrency`` at a time; returns how many ran."""
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
        workers: int = 1,
        on_result: Callable[[dict[str, Any]], None] | None = None,
    ) -> int:
        """Run the pending specs, in ``workers`` processes when more than one; returns how many ran."""
        if workers <= 1:
            return asyncio.run(self.run_async(specs, concurrency=concurrency, on_result=on_result))
        todo = self.pending(specs)
        # fork: workers inherit the loaded tasks and every registered service without pickling them.
        context = multiprocessing.get_context("fork")
        with ProcessPoolExecutor(
            max_workers=workers, mp_context=context, initializer=_init_worker, initargs=(self,)
        ) as pool:
            futures = [pool.submit(_run_spec, spec) for spec in todo]
            for future in as_completed(futures):
                data = future.result()
                self.store.add(data, time.time())
                if on_result is not None:
                    on_result(data)
        return len(todo)


_worker_runner: Runner | None = None


def _init_worker(runner: Runner) -> None:
    global _worker_runner
    _worker_runner = runner


def _run_spec(spec: EpisodeSpec) -> dict[str, Any]:
    assert _worker_runner is not None
    return asyncio.run(_worker_runner.run_one(spec))
