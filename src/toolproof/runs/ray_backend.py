"""The Ray backend: episodes on the workers of a Ray cluster (``pip install 'toolproof[ray]'``).

Each worker is a Ray actor that receives the run's tasks once (one object in the object store, not
one copy per episode) and keeps its process, so the per-process fixture cache stays warm and every
episode still starts from a byte-level reset. Actors are async: one runs ``concurrency`` episodes at
once on its event loop, exactly like a local worker, and a second concurrency group answers "which
episode holds your loop?" while that loop is blocked. Results travel back to the driver, which alone
writes the SQLite store (:mod:`~toolproof.runs.supervisor` does the rest: back-pressure, retries,
stopping workers that overrun).

Ray's own restarts and task retries are off: a dead actor is replaced by the supervisor, which knows
which episodes were stored and so never stores one twice. Actors belong to the driver's job, so they
end with it.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
from typing import Any

from toolproof.runs.episodes import Blame, EpisodeExecutor, EpisodeSpec
from toolproof.runs.supervisor import Died, Event, Failed, Finished, NoAnswer, Ready, Worker, WorkerPool


class RayUnavailable(RuntimeError):
    """Ray is not installed, or the cluster cannot be reached or cannot host a worker."""


_UNITS = {"": 1, "K": 2**10, "M": 2**20, "G": 2**30, "T": 2**40}


def parse_resources(text: str) -> dict[str, float]:
    """``cpu=1,gpu=0.5,memory=4G,my_accelerator=1`` → what each worker asks of the node it lands on.

    ``cpu``, ``gpu`` and ``memory`` (bytes, with K/M/G/T suffixes) map to Ray's ``num_cpus``,
    ``num_gpus`` and ``memory``; any other name is a custom resource that nodes advertise
    (``ray start --resources '{"my_accelerator": 1}'``).
    """
    out: dict[str, float] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        name, sep, value = part.partition("=")
        name = name.strip()
        match = re.fullmatch(r"\s*([0-9]*\.?[0-9]+)\s*([KMGT]?)B?\s*", value, re.IGNORECASE)
        if not sep or not name or match is None:
            raise ValueError(f"bad resource {part!r}: use NAME=AMOUNT, e.g. cpu=1,gpu=1,memory=4G")
        amount = float(match.group(1)) * _UNITS[match.group(2).upper()]
        if match.group(2) and name != "memory":
            raise ValueError(f"bad resource {part!r}: only memory takes a K/M/G/T suffix")
        out[name] = amount
    return out


def actor_options(resources: dict[str, float]) -> dict[str, Any]:
    """Ray actor options for a worker asking for ``resources`` (default: one CPU)."""
    options: dict[str, Any] = {"num_cpus": resources.get("cpu", 1.0)}
    if "gpu" in resources:
        options["num_gpus"] = resources["gpu"]
    if "memory" in resources:
        options["memory"] = int(resources["memory"])
    custom = {k: v for k, v in resources.items() if k not in ("cpu", "gpu", "memory")}
    if custom:
        options["resources"] = custom
    return options


def _ray() -> Any:
    try:
        import ray
    except ImportError:
        raise RayUnavailable("--backend ray needs Ray: pip install 'toolproof[ray]'") from None
    return ray


class _EpisodeActor:
    """Runs episodes for the driver (the class Ray makes an actor of)."""

    def __init__(self, executor: EpisodeExecutor) -> None:
        self.executor = executor
        self.executor.contain_interrupts = True  # the driver's Ctrl-C never reaches an actor's agents

    async def ready(self) -> int:
        """Answered once the actor has started, which includes what a new process would otherwise do in
        its first episodes: the supervisor ships episodes only to a ready worker and counts each one's
        time limit from then (until the worker says when its agent began), so a worker still starting
        must not look like one whose agent holds it. See :func:`_warm`."""
        _warm(self.executor)
        return os.getpid()

    async def run(self, spec: EpisodeSpec) -> dict[str, Any]:
        return await self.executor.run_one(spec)

    async def blocking(self) -> Blame:
        return self.executor.tracker.blame()


def _warm(executor: EpisodeExecutor) -> None:
    """Build each of the run's fixtures (and load what its services load on first use) in this process.

    The driver warms before a run (``EpisodeExecutor.warm``) and local workers fork from it; a Ray actor
    is a new process that receives the refs only. Its first episodes used to build the fixtures, with
    the event loop held by that synchronous work and no agent begun: under load (a gcal fixture, 1.35
    CPU s, took 7 s of wall at a load of 17 and longer in stop 74's clones) the supervisor's two checks
    found the agent "not yet begun" and stopped the episode as one that did not stop when its time was
    up, though its agent had not had its time. Warmed here, one task per fixture (its refs are the
    driver's, its grade prepared), the episodes start as on a local worker.
    """
    first: dict[tuple[tuple[str, ...], int, str], str] = {}
    for task in executor.tasks.values():
        fixture = json.dumps(task.fixture, sort_keys=True)
        first.setdefault((tuple(task.services), task.seed, fixture), task.id)
    executor.warm([EpisodeSpec(task_id, None, "", 0) for task_id in first.values()])


_actor_class: Any = None


def _actor() -> Any:
    global _actor_class
    if _actor_class is None:
        ray = _ray()
        control = ray.method(concurrency_group="control")(_EpisodeActor.blocking)
        cls = type("EpisodeActor", (_EpisodeActor,), {"__module__": __name__, "blocking": control})
        _actor_class = ray.remote(concurrency_groups={"control": 1})(cls)
    return _actor_class


class RayWorker(Worker):
    def __init__(self, pool: RayPool, actor: Any) -> None:
        super().__init__()
        self.pool = pool
        self.actor = actor
        self.ready = False
        self.refs: dict[Any, str | None] = {actor.ready.remote(): None}
        pool.refs.update(dict.fromkeys(self.refs, self))

    def submit(self, spec: EpisodeSpec) -> None:
        ref = self.actor.run.remote(spec)
        self.refs[ref] = spec.key
        self.pool.refs[ref] = self

    def blocking(self, timeout: float) -> Blame:
        ray = self.pool.ray
        try:
            answer: Blame = ray.get(self.actor.blocking.remote(), timeout=timeout)
            return answer
        except ray.exceptions.GetTimeoutError as slow:
            raise NoAnswer from slow
        except Exception:  # the actor died: nothing of it holds a loop
            return Blame(None, {})

    def stop(self) -> None:
        for ref in self.refs:
            self.pool.refs.pop(ref, None)
        self.refs.clear()
        with contextlib.suppress(Exception):  # already gone
            self.pool.ray.kill(self.actor, no_restart=True)


def connect(address: str | None, resources: dict[str, float]) -> bool:
    """Start or join a Ray cluster and check that a worker asking for ``resources`` fits on it.

    Returns whether this call initialised Ray (the caller then shuts it down when done). Raises
    :class:`RayUnavailable` with the reason otherwise; nothing is left running in that case.
    """
    ray = _ray()
    started = False
    if not ray.is_initialized():
        try:
            ray.init(address=address, include_dashboard=False, logging_level=logging.WARNING)
        except Exception as exc:
            where = address or os.environ.get("RAY_ADDRESS") or "a new local instance"
            raise RayUnavailable(f"cannot start Ray on {where}: {_first_line(exc)}") from None
        started = True
    options = actor_options(resources)
    total = ray.cluster_resources()
    wanted = {"CPU": options["num_cpus"], "GPU": options.get("num_gpus", 0), **options.get("resources", {})}
    if "memory" in options:
        wanted["memory"] = options["memory"]
    missing = [
        f"{k}={v:g} (the cluster has {total.get(k, 0):g})" for k, v in wanted.items() if v > total.get(k, 0)
    ]
    if missing:
        if started:
            ray.shutdown()
        raise RayUnavailable(f"no Ray node can host a worker asking for {', '.join(missing)}")
    return started


class RayPool(WorkerPool):
    """Actors on the Ray cluster this process is connected to (see :func:`connect`).

    ``owned``: this pool's run started Ray, so closing the pool shuts it down.
    """

    def __init__(
        self, executor: EpisodeExecutor, *, concurrency: int, resources: dict[str, float], owned: bool
    ) -> None:
        self.ray = ray = _ray()
        self.owned = owned
        self.options = actor_options(resources)
        self.executor_ref = ray.put(executor)
        self.actor_cls = _actor().options(
            max_concurrency=max(1, concurrency),
            max_restarts=0,
            max_task_retries=0,
            scheduling_strategy="SPREAD",
            **self.options,
        )
        self.refs: dict[Any, RayWorker] = {}
        self.workers: list[RayWorker] = []

    def default_workers(self) -> int:
        cpus = float(self.ray.cluster_resources().get("CPU", 1))
        per = float(self.options["num_cpus"]) or 1.0
        return max(1, int(cpus // per))

    def spawn(self) -> RayWorker:
        worker = RayWorker(self, self.actor_cls.remote(self.executor_ref))
        self.workers.append(worker)
        return worker

    def wait(self, workers: list[Worker], timeout: float) -> list[Event]:
        ray = self.ray
        pending = list(self.refs)
        if not pending:
            return []
        done, rest = ray.wait(pending, num_returns=1, timeout=timeout)
        if done and rest:
            more, _ = ray.wait(rest, num_returns=len(rest), timeout=0)
            done += more
        events: list[Event] = []
        dead: set[int] = set()
        for ref in done:
            worker = self.refs.pop(ref, None)
            if worker is None or id(worker) in dead:
                continue
            key = worker.refs.pop(ref, None)
            try:
                value = ray.get(ref)
            except ray.exceptions.RayActorError as exc:
                dead.add(id(worker))
                events.append(Died(worker, _first_line(exc)))
                continue
            except Exception as exc:  # the task raised, or its result was lost
                if key is None:
                    dead.add(id(worker))
                    events.append(Died(worker, _first_line(exc)))
                else:
                    events.append(Failed(worker, key, _first_line(exc)))
                continue
            events.append(Ready(worker) if key is None else Finished(worker, key, value))
        return events

    def close(self) -> None:
        for worker in self.workers:
            worker.stop()
        self.workers.clear()
        self.refs.clear()
        if self.owned:
            self.ray.shutdown()


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0] if text else ''}"
