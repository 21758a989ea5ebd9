"""The driver side of a run: feed episodes to workers, store each result once, replace what fails.

Backends differ only in what a worker is (a forked process here, a Ray actor on a cluster); this loop
is the same for all of them, so every backend gets the same guarantees:

- back-pressure: at most ``concurrency`` episodes in flight per worker, the rest are never shipped,
  so a 100,000-episode run holds a few results in memory, not all of them (episodes given as an
  iterator are pulled only as workers have room; a list is handed out by task, :mod:`.affinity`);
- each result is written to the store as it arrives, keyed by episode: a retried episode whose first
  result did arrive after all is ignored (``duplicates``), never stored twice;
- a worker that dies is replaced and its unfinished episodes run again (each at most
  ``max_attempts`` times, then stored as an ``infrastructure_error`` naming the cause);
- an episode past its hard limit (time limit + grace: its agent blocks the event loop or ignores
  cancellation) gets its worker stopped; the episode holding the loop is stored as ``time_limit``,
  the others that shared the worker run again elsewhere at no cost to their attempts. The limit counts
  from when the episode's agent began (its worker says so when asked): the time an episode waits in a
  loaded worker before its agent runs is not the agent's.
"""

from __future__ import annotations

import os
import time
from abc import ABC, abstractmethod
from collections import deque
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from toolproof.runs.affinity import episode_queue
from toolproof.runs.episodes import Blame, EpisodeExecutor, EpisodeSpec
from toolproof.runs.store import EncodedResult, LazyResult, ResultStore

#: A step of agent code running this long without yielding is the one blocking its worker.
BLOCKING_STEP = 1.0
#: How long to wait for a worker to say which episode holds its loop before stopping it anyway. Asked only
#: of a worker already overdue, so waiting longer delays nothing that runs; 2 s was too short for a Ray
#: actor's control call at a load average of 15 on 2 cores (the blame fell to every overdue episode). A
#: worker that does not answer in time raises ``NoAnswer``: its overdue episodes get one more limit, and if
#: it does not answer the next time either, the stop says the blame is unknown.
BLAME_TIMEOUT = 5.0
#: Worker deaths in a row, per worker, with no episode finished in between, before the run gives up.
DEATHS_WITHOUT_PROGRESS = 5


class NoAnswer(Exception):
    """A live worker did not say within the time which episode holds its loop: the blame is unknown."""


class WorkersFailing(RuntimeError):
    """Workers keep dying before finishing anything (a broken environment, not a flaky episode)."""


@dataclass(slots=True)
class InFlight:
    """An episode shipped to a worker. ``started``: when its hard limit starts counting (when it was
    shipped, until its worker says when its agent began); ``waited``: its worker already said once that
    its agent had not begun (a second time, the wait is no longer the machine's load)."""

    spec: EpisodeSpec
    started: float
    waited: bool = False


class Worker(ABC):
    """One process (or actor) that runs up to ``concurrency`` episodes at once."""

    def __init__(self) -> None:
        self.inflight: dict[str, InFlight] = {}
        self.ready = True

    @abstractmethod
    def submit(self, spec: EpisodeSpec) -> None: ...

    def submit_many(self, specs: list[EpisodeSpec]) -> None:
        """Ship several specs at once (a backend with messages sends them as one)."""
        for spec in specs:
            self.submit(spec)

    @abstractmethod
    def blocking(self, timeout: float) -> Blame:
        """The episode whose agent holds this worker's event loop and for how long (if one does), and
        how long each of its episodes' agents has run (a dead worker: nothing of either).

        Raises ``NoAnswer`` when the worker is alive but did not answer within ``timeout`` seconds, so an
        unknown blame is never reported as a known one.
        """

    @abstractmethod
    def stop(self) -> None:
        """Stop the worker now, whatever it is doing."""


@dataclass(slots=True)
class Finished:
    """An episode's result: the dict, or already in the store's form (local workers encode it)."""

    worker: Worker
    key: str
    data: dict[str, Any] | EncodedResult


@dataclass(slots=True)
class Failed:
    """The worker could not run this episode (our failure, not the agent's)."""

    worker: Worker
    key: str
    reason: str


@dataclass(slots=True)
class Died:
    worker: Worker
    reason: str


@dataclass(slots=True)
class Ready:
    worker: Worker


Event = Finished | Failed | Died | Ready


class WorkerPool(ABC):
    """A backend: starts workers and reports what they did."""

    @abstractmethod
    def spawn(self) -> Worker: ...

    @abstractmethod
    def wait(self, workers: list[Worker], timeout: float) -> list[Event]:
        """What happened since the last call, waiting up to ``timeout`` seconds for something."""

    @abstractmethod
    def close(self) -> None:
        """Stop every worker and release the backend."""

    def default_workers(self) -> int:
        """How many workers fill this backend (one per core here)."""
        return os.cpu_count() or 1


@dataclass(slots=True)
class RunStats:
    """What the supervisor did besides storing results (the CLI and the tests read it)."""

    stored: int = 0
    duplicates: int = 0
    retried: int = 0
    restarts: int = 0
    stopped: int = 0
    workers: int = 0
    notes: list[str] = field(default_factory=list)


class Supervisor:
    def __init__(
        self,
        pool: WorkerPool,
        executor: EpisodeExecutor,
        store: ResultStore,
        *,
        workers: int,
        concurrency: int,
        on_result: Callable[[Mapping[str, Any]], None] | None = None,
    ) -> None:
        self.pool = pool
        self.executor = executor
        self.store = store
        self.workers = max(1, workers)
        self.concurrency = max(1, concurrency)
        self.on_result = on_result
        self.settings = executor.settings
        self.stats = RunStats(workers=self.workers)
        self._retry: deque[EpisodeSpec] = deque()
        self._attempts: dict[str, int] = {}
        self._suspects: set[str] = set()
        self._deaths = 0

    def run(self, specs: Iterable[EpisodeSpec]) -> RunStats:
        source = episode_queue(specs)
        exhausted = False
        active: list[Worker] = []
        try:
            active = [self.pool.spawn() for _ in range(self.workers)]
            while True:
                for worker in active:
                    shipped: list[EpisodeSpec] = []
                    while worker.ready and len(worker.inflight) < self.concurrency:
                        if self._suspects.intersection(worker.inflight):
                            break  # a suspect runs alone, so that a crash is charged to it alone
                        spec = self._retry.popleft() if self._retry else source.take(worker)
                        if spec is None:
                            exhausted = True
                            break
                        if spec.key in self._suspects and worker.inflight:
                            self._retry.appendleft(spec)
                            break
                        worker.inflight[spec.key] = InFlight(spec, time.monotonic())
                        shipped.append(spec)
                    if shipped:  # one message for all the worker's free slots
                        worker.submit_many(shipped)
                if exhausted and not self._retry and not any(w.inflight for w in active):
                    return self.stats
                self._handle_all(self.pool.wait(active, self._timeout(active)), active)
                for worker in list(active):
                    if worker in active:
                        self._check_deadlines(worker, active)
        finally:
            self.pool.close()

    def _timeout(self, active: list[Worker]) -> float:
        starts = [f.started for w in active for f in w.inflight.values()]
        if not starts:
            return 0.5
        due = min(starts) + self.settings.hard_limit - time.monotonic()
        return max(0.01, min(0.5, due))

    def _store(self, data: dict[str, Any] | EncodedResult) -> None:
        self._store_all([data])

    def _store_all(self, results: list[dict[str, Any] | EncodedResult]) -> None:
        """Store results in one transaction, then tell ``on_result`` about each new one, in order."""
        if not results:
            return
        added = self.store.add_many(results, time.time())
        for data, new in zip(results, added, strict=True):
            if not new:
                self.stats.duplicates += 1
                continue
            self.stats.stored += 1
            if self.on_result is not None:
                self.on_result(LazyResult(data) if isinstance(data, EncodedResult) else data)

    def _handle_all(self, events: list[Event], active: list[Worker]) -> None:
        """Handle what the workers reported, storing each run of finished episodes as one batch."""
        batch: list[dict[str, Any] | EncodedResult] = []
        for event in events:
            if isinstance(event, Finished):
                if event.worker in active:
                    event.worker.inflight.pop(event.key, None)
                    self._deaths = 0
                    batch.append(event.data)
                continue
            self._store_all(batch)  # before anything that may replace a worker, as they arrived
            batch = []
            self._handle(event, active)
        self._store_all(batch)

    def _handle(self, event: Event, active: list[Worker]) -> None:
        if isinstance(event, Ready):
            event.worker.ready = True
            return
        worker = event.worker
        if worker not in active:
            return  # a late report from a worker already replaced: its episodes were requeued
        if isinstance(event, Finished):
            worker.inflight.pop(event.key, None)
            self._deaths = 0
            self._store(event.data)
        elif isinstance(event, Failed):
            flight = worker.inflight.pop(event.key, None)
            if flight is not None:
                self._again(flight.spec, event.reason)
        else:
            self._deaths += 1
            if self._deaths > DEATHS_WITHOUT_PROGRESS * self.workers:
                raise WorkersFailing(f"workers keep dying before finishing an episode: {event.reason}")
            self._replace(worker, active, f"worker died ({event.reason})")

    def _again(self, spec: EpisodeSpec, reason: str) -> None:
        """Run ``spec`` again, unless it has failed too often; then store the failure."""
        tries = self._attempts.get(spec.key, 0) + 1
        self._attempts[spec.key] = tries
        if tries < self.settings.max_attempts:
            self.stats.retried += 1
            self._retry.append(spec)
            return
        error = f"gave up after {tries} attempts: {reason}"
        self._store(self.executor.unfinished(spec, "infrastructure_error", error, 0.0))

    def _replace(self, worker: Worker, active: list[Worker], reason: str, *, died: bool = True) -> None:
        """Stop ``worker``, start another, and requeue its unfinished episodes.

        A worker that died running one episode charges that episode an attempt. One that died running
        several charges none of them: each becomes a suspect and runs again alone, so an agent that
        crashes its process can never use up the attempts of episodes that merely shared it.
        """
        active.remove(worker)
        worker.stop()
        flights = list(worker.inflight.values())
        for flight in flights:
            if died and len(flights) == 1:
                self._again(flight.spec, reason)
            else:
                if died:
                    self._suspects.add(flight.spec.key)
                    self.stats.retried += 1
                self._retry.appendleft(flight.spec)
        worker.inflight.clear()
        self.stats.restarts += 1
        self.stats.notes.append(reason)
        active.append(self.pool.spawn())

    def _check_deadlines(self, worker: Worker, active: list[Worker]) -> None:
        now = time.monotonic()
        limit = self.settings.hard_limit
        overdue = [f for f in worker.inflight.values() if now - f.started > limit]
        if not overdue:
            return
        try:
            blame = worker.blocking(BLAME_TIMEOUT)
            held = blame.held
            if held is not None and held[0] in worker.inflight and held[1] < BLOCKING_STEP:
                # A step that began just before the check (a slow host can spend most of the hard limit
                # before the agent runs at all): ask again once it could have run BLOCKING_STEP.
                time.sleep(BLOCKING_STEP - held[1])
                blame = worker.blocking(BLAME_TIMEOUT)
                held = blame.held
        except NoAnswer:
            blame, held = None, None
            why = (
                f"its worker did not say within {BLAME_TIMEOUT:g} s which agent held its event loop "
                "(an agent blocking it, or an overloaded machine)"
            )
        else:
            why = "the agent did not stop when its time was up"
        if held is not None and held[1] >= BLOCKING_STEP and held[0] in worker.inflight:
            culprits = [worker.inflight[held[0]]]
            why = f"the agent blocked its worker's event loop for {held[1]:.0f} s (synchronous code?)"
        else:
            # An unanswered question is treated as "not begun": each overdue episode gets one more full
            # limit, and is stopped only if its worker cannot say again (a loaded machine delays the
            # answer; a frozen or blocked worker stays silent).
            culprits = _overdue_agents(overdue, blame or Blame(None, {}), limit, time.monotonic())
            if not culprits:
                return
        for flight in culprits:
            worker.inflight.pop(flight.spec.key)
            error = (
                f"no claim within {self.settings.time_limit:g} s; {why}, "
                f"so its worker was stopped after {now - flight.started:.0f} s"
            )
            self.stats.stopped += 1
            self._store(self.executor.unfinished(flight.spec, "time_limit", error, now - flight.started))
        keys = ", ".join(f.spec.key for f in culprits)
        self._replace(worker, active, f"worker stopped: episode {keys} overran", died=False)


def _overdue_agents(overdue: list[InFlight], blame: Blame, limit: float, now: float) -> list[InFlight]:
    """Those of ``overdue`` (counted from when they were shipped) whose agent really ran past ``limit``.

    An episode whose agent began later is not: its count restarts from that moment. One whose agent
    has not begun yet (waiting in a loaded worker), or whose worker did not answer the question at all
    (``blame.running`` empty), gets one more full limit from now; if it is overdue again without its
    agent having begun, it is stopped like an overdue one (something other than load holds it).
    """
    culprits = []
    for flight in overdue:
        ran = blame.running.get(flight.spec.key)
        if ran is not None:
            if ran > limit:
                culprits.append(flight)
            else:
                flight.started = now - ran
        elif not flight.waited:
            flight.waited = True
            flight.started = now
        else:
            culprits.append(flight)
    return culprits
