"""What one episode is and how a worker runs it, whichever backend ships it there.

An :class:`EpisodeSpec` is plain strings and ints, so it travels to another process or machine; an
:class:`EpisodeExecutor` holds the loaded tasks and turns a spec into a result dict (the same dict on
every backend, so a run on Ray and a run locally store identical grades). The executor also contains
what an agent can do to its host: ``SystemExit`` or ``KeyboardInterrupt`` raised by an agent becomes
that episode's ``agent_error`` instead of ending the run, and a :class:`StepTracker` records which
episode's agent code holds the event loop right now, so a supervisor that has to stop a worker blocked
by a synchronous agent knows which episode to blame and which to run again.
"""

from __future__ import annotations

import contextlib
import copy
import json
import time
from collections.abc import Awaitable, Callable, Generator, Sequence
from dataclasses import dataclass
from typing import Any, Literal, NamedTuple

from toolproof.agents.reference import REFERENCE_AGENTS
from toolproof.agents.run import EpisodeResult, fault_plan_of, run_episode
from toolproof.faults.injector import warm as warm_plan
from toolproof.runs.agents import resolve_agent
from toolproof.runs.store import episode_key
from toolproof.service import registry
from toolproof.tasks.grade_program import prepare
from toolproof.tasks.model import FaultVariant, Task
from toolproof.tasks.names import index_of
from toolproof.tasks.refs import Scans, resolve_refs
from toolproof.users.spec import user_factory
from toolproof.world.pool import WorldPool
from toolproof.world.world import World

FaultsMode = Literal["tasks", "none"]
#: Ref values that need no deep copy (most refs are ids, names and amounts).
_IMMUTABLE = frozenset({str, int, float, bool, type(None)})
Agent = Callable[[Any], Awaitable[None]]


@dataclass(frozen=True, slots=True)
class EpisodeSpec:
    """One unit of work: which task, under which fault variant, which agent, which trial."""

    task: str
    variant: str | None
    agent: str
    trial: int
    #: Interface variant and perturbation condition (``None``: the vendor's, none; docs/robustness.md).
    interface: str | None = None
    perturbation: str | None = None

    @property
    def key(self) -> str:
        return episode_key(self.task, self.variant, self.agent, self.trial, self.interface, self.perturbation)

    def __reduce__(self) -> tuple[type[EpisodeSpec], tuple[Any, ...]]:
        # The driver pickles one spec per episode: a plain tuple of fields, not the generic
        # slots-dataclass state (which looks the fields up again on every pickle and unpickle).
        fields = (self.task, self.variant, self.agent, self.trial, self.interface, self.perturbation)
        return EpisodeSpec, fields


@dataclass(slots=True)
class RunSettings:
    """Per-episode limits, and how the supervisor treats workers that stop answering.

    ``time_limit`` is enforced inside the episode (the agent is cancelled and the state graded); an
    agent that blocks its event loop cannot be cancelled, so once an episode's agent is ``kill_grace``
    seconds past its limit (counted from when the agent began, as the limit inside is) the supervisor
    stops its worker and records the episode as ``time_limit`` without a grade (default grace: 5 s or a
    tenth of the limit, whichever is longer). A worker that dies is replaced and its episodes run again,
    each at most ``max_attempts`` times in all.
    """

    max_steps: int = 50
    time_limit: float = 300.0
    kill_grace: float | None = None
    max_attempts: int = 3

    @property
    def hard_limit(self) -> float:
        """Seconds after which an unfinished episode's worker is stopped."""
        grace = self.kill_grace if self.kill_grace is not None else max(5.0, 0.1 * self.time_limit)
        return self.time_limit + grace


def plan_episodes(
    tasks: Sequence[Task],
    agents: Sequence[str],
    *,
    trials: int = 1,
    faults: FaultsMode | FaultVariant = "tasks",
    interfaces: Sequence[str] = (),
    perturbations: Sequence[str] = (),
) -> list[EpisodeSpec]:
    """Every episode of a run, in a stable order.

    ``faults="tasks"``: each task without faults and under each of its variants; ``"none"``: without
    faults only; a :class:`FaultVariant`: each task under that plan only. Each of those runs under every
    one of ``interfaces`` (none given: the vendor's, unlabelled) and, with ``perturbations``, once clean
    and once per perturbation condition (the clean run is what the drops are measured against).
    """
    conditions: list[tuple[str | None, str | None]] = [
        (i, p)
        for i in ([*interfaces] if interfaces else [None])
        for p in ([None, *perturbations] if perturbations else [None])
    ]
    specs = []
    for task in tasks:
        if isinstance(faults, FaultVariant):
            variants: list[str | None] = [faults.name]
        elif faults == "none":
            variants = [None]
        else:
            variants = [None, *[v.name for v in task.faults]]
        for variant in variants:
            for interface, perturbation in conditions:
                for agent in agents:
                    for trial in range(trials):
                        specs.append(EpisodeSpec(task.id, variant, agent, trial, interface, perturbation))
    return specs


class AgentAborted(Exception):
    """The agent raised ``SystemExit`` or ``KeyboardInterrupt``: its episode failed, the run goes on."""


class Blame(NamedTuple):
    """A worker's answer when the supervisor finds its episodes overdue.

    ``held``: the episode whose agent code holds the event loop and for how long its current step has
    run (``None``: no agent code runs). ``running``: each episode whose agent has begun and not yet
    ended, with the seconds since it began. The supervisor counts an episode's hard limit from there,
    not from when it shipped the episode: on a loaded machine an episode can wait in its worker (for
    the world to be built, for the loop) before its agent runs at all, and that wait is not the agent's.
    """

    held: tuple[str, float] | None
    running: dict[str, float]


class StepTracker:
    """Which episode's agent code is executing on one event loop right now, and since when; and when
    each episode's agent began.

    Set around every step of every tracked agent coroutine (two attribute writes per step). Read from
    another thread while the loop is blocked: the episode it names is the one holding the loop.
    """

    __slots__ = ("begun", "current")

    def __init__(self) -> None:
        self.current: tuple[str, float] | None = None
        #: Episode key → ``time.monotonic()`` when its agent began (removed when the agent ends).
        self.begun: dict[str, float] = {}

    def blocking(self) -> tuple[str, float] | None:
        """``(episode key, seconds its current step has run)``, or ``None`` when no agent code runs."""
        current = self.current
        if current is None:
            return None
        return current[0], time.monotonic() - current[1]

    def blame(self) -> Blame:
        """What :class:`Blame` says, read now (from any thread)."""
        now = time.monotonic()
        return Blame(self.blocking(), {key: now - began for key, began in list(self.begun.items())})

    def track(self, key: str, awaitable: Awaitable[None]) -> Awaitable[None]:
        self.begun[key] = time.monotonic()
        return _Tracked(key, awaitable, self)

    def ended(self, key: str) -> None:
        """The agent of ``key`` returned, raised or was cancelled."""
        self.begun.pop(key, None)


class _Tracked:
    """An awaitable that marks its tracker while the wrapped one runs a step."""

    __slots__ = ("_inner", "_key", "_tracker")

    def __init__(self, key: str, awaitable: Awaitable[None], tracker: StepTracker) -> None:
        self._key = key
        self._inner: Any = awaitable.__await__()
        self._tracker = tracker

    def __await__(self) -> Generator[Any, Any, None]:
        return self

    def __iter__(self) -> _Tracked:
        return self

    def __next__(self) -> Any:
        return self.send(None)

    def send(self, value: Any) -> Any:
        self._tracker.current = (self._key, time.monotonic())
        try:
            return self._inner.send(value)
        finally:
            self._tracker.current = None

    def throw(self, typ: Any, val: Any = None, tb: Any = None) -> Any:
        # The interpreter passes (type, value, traceback) or just the exception, by caller.
        exc = val if isinstance(val, BaseException) else typ if val is None else typ(val)
        if tb is not None and isinstance(exc, BaseException):
            exc = exc.with_traceback(tb)
        self._tracker.current = (self._key, time.monotonic())
        try:
            return self._inner.throw(exc)
        finally:
            self._tracker.current = None

    def close(self) -> None:
        self._inner.close()


def _prepare_grade(task: Task, refs: dict[str, Any] | None, world: World) -> None:
    """What every worker would otherwise work out again on its first episode of ``task``: the
    fixture's name index and the task's compiled grade (:func:`~toolproof.tasks.grade_program.prepare`).
    Worked out here, in the driver before the fork, each worker inherits them, and two workers do not
    both pay for what their tasks share (a fixture's names). A task whose grade does not compile is
    left to its episodes, which report why, as before."""
    with contextlib.suppress(Exception):
        index_of(world)
        if refs is not None:
            prepare(task, refs, world.benign)


def _refs_spec(task: Task) -> str:
    """What :func:`resolve_refs` reads of ``task`` (its refs in order, its ``acts_as``), as a key: two
    tasks that ask the same of the same fixture get the same answer."""
    refs = [(name, ref.model_dump(mode="json")) for name, ref in task.refs.items()]
    return "refs:" + json.dumps([refs, task.acts_as], sort_keys=True, default=str)


class EpisodeExecutor:
    """Runs episode specs against loaded tasks; the part of a run every worker holds.

    ``contain_interrupts``: treat a ``KeyboardInterrupt`` raised by an agent as that episode's failure.
    True in worker processes (they ignore SIGINT, so any such exception is the agent's own); false in
    the caller's process, where it may be the user pressing Ctrl-C.
    """

    def __init__(
        self,
        tasks: Sequence[Task],
        *,
        settings: RunSettings | None = None,
        override: FaultVariant | None = None,
        agent_options: Sequence[str] | None = None,
        user: str = "scripted",
        user_options: Sequence[str] | None = None,
    ) -> None:
        self.tasks = {t.id: t for t in tasks}
        #: Who plays the user (``--user``, ``--user-opt``; see ``toolproof.users.spec``).
        self.user, self.user_options = user, list(user_options or [])
        self.settings = settings or RunSettings()
        self.override = override
        #: ``--agent-opt`` strings for model-backed agents (see ``toolproof.agents.settings``).
        self.agent_options = list(agent_options or [])
        self.tracker = StepTracker()
        self.contain_interrupts = False
        #: Reuse across episodes (``reuse=False`` restores building everything per episode, the
        #: baseline benchmarks/bench_runner.py measures against): each task's refs are resolved once,
        #: as every episode of it starts from the same fixture, and reference agents' worlds come from
        #: a pool (renewed, identical to new ones; see :func:`~toolproof.agents.run.run_episode`).
        self.reuse = True
        self.pool = WorldPool()
        self._refs: dict[tuple[str, str], dict[str, Any]] = {}
        #: Each task's refs key (:meth:`_refs_key`), by the task object (held).
        self._keys: dict[int, tuple[Task, tuple[str, str]]] = {}
        #: While :meth:`warm` resolves every task's refs: whole tables read once per fixture.
        self._scans: dict[Any, Scans] | None = None
        #: Each fault variant's plan, parsed once (plans are read, never changed, by the episodes).
        self._plans: dict[tuple[str, str], Any] = {}

    def _variant(self, task: Task, name: str | None) -> FaultVariant | None:
        if name is None:
            return None
        if self.override is not None and name == self.override.name:
            return self.override
        return next(v for v in task.faults if v.name == name)

    def _plan(self, task: Task, variant: FaultVariant | None) -> Any:
        """``variant``'s parsed fault plan, once per task and variant (``None``: no variant, or a plan
        that does not parse: the episode parses it again and reports why, as it always did)."""
        if variant is None or not self.reuse:
            return None
        key = (task.id, variant.name)
        plan = self._plans.get(key)
        if plan is None:
            try:
                plan = fault_plan_of(variant)
            except Exception:
                return None
            self._plans[key] = plan
            with contextlib.suppress(Exception):  # (perf48) its globs compiled once, in the driver
                warm_plan(plan)
        return plan

    def _guarded(self, agent: Agent, key: str) -> Agent:
        tracker, contain = self.tracker, self.contain_interrupts

        async def solve(episode: Any) -> None:
            try:
                await tracker.track(key, agent(episode))
            except SystemExit as exc:
                raise AgentAborted(f"the agent raised SystemExit({exc.code!r})") from None
            except KeyboardInterrupt:
                if not contain:
                    raise
                raise AgentAborted("the agent raised KeyboardInterrupt") from None
            finally:
                tracker.ended(key)

        return solve

    def __getstate__(self) -> dict[str, Any]:
        # Shipped to Ray actors: the refs travel (plain data), pooled worlds (SQLite connections) do not.
        state = dict(self.__dict__)
        state["pool"] = None
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self.pool = WorldPool()

    def _refs_key(self, task: Task) -> tuple[str, str]:
        """Once per task object (a frozen model: its services, seed and fixture never change)."""
        known = self._keys.get(id(task))
        if known is not None and known[0] is task:
            return known[1]
        fixture = json.dumps(task.fixture, sort_keys=True)
        key = task.id, f"{','.join(task.services)}|{task.seed}|{fixture}"
        self._keys[id(task)] = (task, key)
        return key

    def refs_of(self, task: Task) -> dict[str, Any] | None:
        """The task's refs resolved on its fixture, once per task and fixture (``None``: they do not
        resolve, and the episode reports why as it did before)."""
        key = self._refs_key(task)
        refs = self._refs.get(key)
        if refs is None:
            try:
                world = self.pool.acquire(task.services, seed=task.seed, fixture=task.fixture)
            except Exception:
                return None
            try:
                # The same refs on the same fixture resolve alike in every executor of the process
                # (a second run, a validation's batches): the fixture keeps them.
                known = world.fixture.derived
                spec = _refs_spec(task)
                refs = known.get(spec)
                if refs is None:
                    scans = None if self._scans is None else self._scans.setdefault(world.fixture.key, {})
                    refs = known[spec] = resolve_refs(task, world.store, scans)
            except Exception:
                return None
            finally:
                self.pool.release(world)
            self._refs[key] = refs
        if all(type(v) in _IMMUTABLE for v in refs.values()):
            return dict(refs)  # nothing an episode could change in place: a copy of the mapping will do
        return copy.deepcopy(refs)

    def warm(self, specs: Sequence[EpisodeSpec]) -> None:
        """Build every fixture, resolve every refs and parse every fault plan the specs need, now
        (before workers fork, so each inherits them instead of building its own)."""
        if not self.reuse:
            return
        for name, variant in dict.fromkeys((s.task, s.variant) for s in specs):
            task = self.tasks.get(name)
            if task is not None and variant is not None:
                with contextlib.suppress(StopIteration):  # no such variant: the episode reports it
                    self._plan(task, self._variant(task, variant))
        # (perf48) what each service loads on first use (Slack's emoji data), loaded once here
        used = [self.tasks[n] for n in dict.fromkeys(s.task for s in specs) if n in self.tasks]
        for service in dict.fromkeys(n for task in used for n in task.services):
            with contextlib.suppress(Exception):  # an unknown or unavailable service: its episodes say so
                registry.get(service).warm()
        self._scans = {}  # held while warming only: the tables' rows are not kept in the workers
        try:
            for name in dict.fromkeys(s.task for s in specs):
                task = self.tasks.get(name)
                if task is None:
                    continue
                refs = self.refs_of(task)
                try:
                    world = self.pool.acquire(task.services, seed=task.seed, fixture=task.fixture)
                except Exception:
                    continue  # the episodes report it
                try:
                    world.state_hash()  # the fixture's reference copy and digests, computed once
                    _prepare_grade(task, refs, world)
                finally:
                    self.pool.release(world)
        finally:
            self._scans = None

    async def run_one(self, spec: EpisodeSpec) -> dict[str, Any]:
        """The stored form of one episode's result."""
        task = self.tasks[spec.task]
        reuse = self.reuse
        pooled = reuse and (spec.agent in REFERENCE_AGENTS)
        variant = self._variant(task, spec.variant)
        result = await run_episode(
            task,
            self._guarded(resolve_agent(spec.agent, self.agent_options), spec.key),
            agent_name=spec.agent,
            variant=variant,
            plan=self._plan(task, variant),
            trial=spec.trial,
            max_steps=self.settings.max_steps,
            time_limit=self.settings.time_limit,
            user_factory=user_factory(self.user, self.user_options),
            interface=spec.interface,
            perturbation=spec.perturbation,
            refs=self.refs_of(task) if reuse else None,
            pool=self.pool if pooled else None,
        )
        return self._stored(task, result)

    def unfinished(self, spec: EpisodeSpec, ended: str, error: str, seconds: float) -> dict[str, Any]:
        """The stored form of an episode its worker could not bring to an end (no state to grade)."""
        task = self.tasks[spec.task]
        result = EpisodeResult(
            spec.task, spec.variant, spec.agent, spec.trial, None, [], [], ended, error, seconds,
            interface=spec.interface, perturbation=spec.perturbation,
        )  # fmt: skip
        return self._stored(task, result)

    @staticmethod
    def _stored(task: Task, result: EpisodeResult) -> dict[str, Any]:
        data = result.to_dict()
        data["path"] = task.path
        data["services"] = task.services
        data["persona"] = task.user.persona if task.user is not None else None
        return data
