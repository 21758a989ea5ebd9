"""Running one episode: a fresh world, the task's refs, an optional fault plan, the agent, the grade."""

from __future__ import annotations

import asyncio
import time
import types
from collections.abc import Awaitable, Callable, Coroutine, Generator
from dataclasses import dataclass, field
from typing import Any

from toolproof.agents.episode import Episode, InfrastructureError, StepLimitExceeded
from toolproof.perturb.surface import Surface
from toolproof.tasks.grader import Grade, grade
from toolproof.tasks.model import FaultVariant, Task
from toolproof.tasks.names import index_of
from toolproof.tasks.principals import acting_principals
from toolproof.tasks.refs import resolve_refs
from toolproof.tasks.start_view import start_of
from toolproof.users.factory import UserFactory, scripted_users
from toolproof.world import World
from toolproof.world.fixtures import derive_seed
from toolproof.world.ledger import RESPONSE_BUDGET
from toolproof.world.pool import WorldPool
from toolproof.world.rng import Rng

Agent = Callable[[Episode], Awaitable[None]]


@dataclass(slots=True)
class EpisodeResult:
    """Everything an episode produced: the grade, the ledger, the trajectory, and how it ended."""

    task: str
    variant: str | None
    agent: str
    trial: int
    grade: Grade | None
    ledger: list[dict[str, Any]]
    trajectory: list[dict[str, Any]]
    ended: str  # finished | step_limit | time_limit | agent_error | infrastructure_error
    error: str | None = None
    seconds: float = 0.0
    calls: int = 0
    invalid_calls: int = 0
    initial_hash: str = ""
    final_hash: str = ""
    usage: dict[str, Any] = field(default_factory=dict)
    #: The interface variant and perturbation condition, when the run set them (docs/robustness.md).
    interface: str | None = None
    perturbation: str | None = None
    #: Fan-out tasks: width, logical and physical metrics (:func:`toolproof.tasks.fanout.episode_metrics`).
    fanout: dict[str, Any] | None = None

    @property
    def passed(self) -> bool:
        return self.grade is not None and self.grade.passed

    @property
    def infrastructure_error(self) -> bool:
        return self.ended == "infrastructure_error"

    def to_dict(self) -> dict[str, Any]:
        extra = {} if self.fanout is None else {"fanout": self.fanout}
        return {
            **extra,
            "task": self.task,
            "variant": self.variant,
            "agent": self.agent,
            "trial": self.trial,
            "passed": self.passed,
            "ended": self.ended,
            "error": self.error,
            "seconds": self.seconds,
            "calls": self.calls,
            "invalid_calls": self.invalid_calls,
            "initial_hash": self.initial_hash,
            "final_hash": self.final_hash,
            "usage": self.usage,
            "grade": self.grade.to_dict() if self.grade is not None else None,
            "ledger": self.ledger,
            "trajectory": self.trajectory,
            **({"interface": self.interface} if self.interface else {}),
            **({"perturbation": self.perturbation} if self.perturbation else {}),
        }


def fault_plan_of(variant: FaultVariant) -> Any:
    """The :class:`~toolproof.faults.plan.FaultPlan` of a variant (inline data or a built-in plan's name)."""
    from toolproof.faults.builtin import load_plan
    from toolproof.faults.plan import FaultPlan

    if isinstance(variant.plan, str):
        return load_plan(variant.plan)
    return FaultPlan.from_data(variant.plan)


def prepare(
    task: Task,
    *,
    variant: FaultVariant | None = None,
    trial: int = 0,
    refs: dict[str, Any] | None = None,
    clock_tick: float = 1.0,
    pool: WorldPool | None = None,
    plan: Any = None,
) -> tuple[World, dict[str, Any]]:
    """The world an episode starts in, and the task's refs resolved on it (``refs`` given: reused, as
    every episode of a task starts from the same fixture). ``clock_tick`` is the virtual time each call
    takes (0 lines up two runs that make different numbers of calls). With ``pool`` the world is a
    renewed one from it (identical to a new one) when one is idle. ``plan``: ``variant``'s fault plan
    already parsed (:func:`fault_plan_of`; a runner parses each variant's once, not per episode)."""
    if pool is not None:
        world = pool.acquire(task.services, seed=task.seed, fixture=task.fixture, clock_tick=clock_tick)
    else:
        world = World(task.services, seed=task.seed, fixture=task.fixture, clock_tick=clock_tick)
    # Every episode keeps the responses its agent received (a world keeps them from the start): every
    # claim a task accepts states values the grade grounds in them (tasks/amounts.py). ``seen``
    # evidence reads them within the byte budget a served world has; without it nothing is dropped.
    if task.expect.reads_responses:
        world.ledger.response_budget = RESPONSE_BUDGET
    if trial:
        # Each trial draws its own ids and fault decisions; the fixture data stay identical.
        world.rng = Rng(derive_seed(task.seed, "trial", str(trial)))
    if refs is None:
        refs = resolve_refs(task, world.store)
    # Every call the episode makes without naming a principal acts as whom the task says (acts_as).
    world.principals = acting_principals(task, refs) if task.acts_as else {}
    if plan is None and variant is not None:
        plan = fault_plan_of(variant)
    if task.fanout is not None and task.fanout.concurrency:
        # The account's concurrency limiter is part of a fan-out task's world, under every variant.
        from toolproof.faults.plan import FaultPlan

        plan = plan or FaultPlan()
        plan = plan.model_copy(update={"concurrency": {**task.fanout.concurrency, **plan.concurrency}})
    if plan is not None:
        from toolproof.faults.injector import install

        install(world, plan)
    return world, refs


@types.coroutine
def _resumed(coro: Coroutine[Any, Any, None], value: Any) -> Generator[Any, Any, None]:
    """``await coro`` for a coroutine already stepped once, which yielded ``value``: each value it
    yields goes to the task, each value or exception the task gives back goes to it (``yield from``'s
    delegation, from its second step on)."""
    while True:
        try:
            sent = yield value
        except GeneratorExit:
            coro.close()
            raise
        except BaseException as exc:  # the task's cancellation (the deadline), for the agent to see
            try:
                value = coro.throw(exc)
            except StopIteration:
                return
        else:
            try:
                value = coro.send(sent)
            except StopIteration:
                return


async def _under_deadline(agent: Agent, episode: Episode, time_limit: float) -> None:
    """``async with asyncio.timeout(time_limit): await agent(episode)``, the deadline's timer left out
    while the agent has not waited: its first step is taken here, and an agent that ends without
    waiting (every scripted one in process) ends before the loop could run, which is the only place
    the deadline's timer fires. One that waits goes on under ``asyncio.timeout_at`` with the deadline
    taken before its first step, as ``asyncio.timeout`` takes it."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + time_limit
    if asyncio.current_task() is None:  # as asyncio.timeout's __aenter__ refuses it
        raise RuntimeError("Timeout should be used inside a task")
    coro = agent(episode)
    if not isinstance(coro, Coroutine):  # another awaitable: awaited whole, under the deadline
        async with asyncio.timeout_at(deadline):
            await coro
        return
    try:
        first = coro.send(None)
    except StopIteration:
        return
    async with asyncio.timeout_at(deadline):
        await _resumed(coro, first)


async def run_episode(
    task: Task,
    agent: Agent,
    *,
    agent_name: str = "agent",
    variant: FaultVariant | None = None,
    trial: int = 0,
    max_steps: int = 50,
    time_limit: float = 300.0,
    refs: dict[str, Any] | None = None,
    clock_tick: float = 1.0,
    user_factory: UserFactory | None = None,
    interface: str | None = None,
    perturbation: str | None = None,
    pool: WorldPool | None = None,
    hashes: bool = True,
    plan: Any = None,
) -> EpisodeResult:
    """Run ``agent`` on ``task`` (under ``variant``'s fault plan, seen through ``interface`` and the
    ``perturbation`` condition) and grade the final state.

    ``pool``: take the world from it and give it back after grading, but only when the agent ended on
    its own (finished, no claim, step limit) on a task without fan-out: an agent cancelled or failed
    mid-way may have left tasks that still hold the world, and such a world is never reused.

    ``plan``: ``variant``'s fault plan, parsed once by the caller (see :func:`prepare`).

    ``hashes=False`` leaves ``initial_hash`` and ``final_hash`` empty: the validator's hundreds of
    control episodes per task are graded on their diff and never compare hashes, and two full hashes
    are a third of a wide episode's cost.
    """
    started = time.perf_counter()
    try:
        world, refs = prepare(
            task, variant=variant, trial=trial, refs=refs, clock_tick=clock_tick, pool=pool, plan=plan
        )
        surface = Surface(
            world,
            interface=interface,
            perturbation=perturbation,
            seed=derive_seed(task.seed, "trial", str(trial)),
        )
    except Exception as exc:
        return EpisodeResult(
            task.id, variant.name if variant else None, agent_name, trial, None, [], [],
            "infrastructure_error", f"{type(exc).__name__}: {exc}", time.perf_counter() - started,
            interface=interface, perturbation=perturbation,
        )  # fmt: skip
    initial_hash = world.state_hash() if hashes else ""
    factory = user_factory or scripted_users
    # The answer key's strings are for a user that could say them (a model's): the scripted user,
    # every run's default, never reads them, so they are listed only for another factory.
    secrets = (
        ()
        if factory is scripted_users
        else [str(v) for v in refs.values() if isinstance(v, str | int) and not isinstance(v, bool)]
    )
    user = factory(task.user, task.instruction, derive_seed(world.rng.seed, "user"), secrets)
    scheduler = None
    if task.fanout is not None:
        from toolproof.agents.scheduler import VirtualScheduler

        scheduler = VirtualScheduler(world)
    episode = Episode(
        task, world, variant=variant, max_steps=max_steps, user=user, surface=surface, scheduler=scheduler
    )
    ended, error = "finished", None
    try:
        if time_limit > 0:
            # The agent runs in this task under a deadline: what ``wait_for`` does (cancelled at the
            # limit, ``TimeoutError`` unless it swallowed the cancellation) without a task per episode.
            await _under_deadline(agent, episode, time_limit)
        else:
            await asyncio.wait_for(agent(episode), timeout=time_limit)
        if not episode.finished:
            ended = "no_claim"
    except StepLimitExceeded as exc:
        ended, error = "step_limit", str(exc)
    except TimeoutError:
        ended, error = "time_limit", f"no claim within {time_limit:g} s"
    except InfrastructureError as exc:
        ended, error = "infrastructure_error", str(exc)
    except Exception as exc:
        ended, error = "agent_error", f"{type(exc).__name__}: {exc}"
    if scheduler is not None:
        scheduler.close()
    # The last usage item's figures (a model agent's token counts); a loop, not a generator's frame.
    usage: dict[str, Any] = {}
    for item in reversed(episode.trajectory):
        if item.get("type") == "usage":
            usage = dict(item)
            break
    usage.pop("type", None)
    keys = world.primary_keys
    # Nothing below writes to the world: its diff and final hash come from one read of the journal.
    diff, final_hash, image = world.end() if hashes else (world.diff(), "", None)
    result_grade = grade(
        task,
        refs,
        diff,
        world.ledger,
        claim=episode.claim,
        message=episode.message,
        primary_keys=keys,
        benign=world.benign,
        transcript=episode.transcript,
        names=index_of(world),
        diff_image=image,  # nothing changed the diff since the end
        start=start_of(world),  # (world31) the rows as the episode started (its fixture's)
    )
    fanout = None
    if task.fanout is not None:
        from toolproof.tasks.fanout import episode_metrics, lower_bound

        ledger = world.ledger.to_list()
        fanout = episode_metrics(
            task.fanout,
            episode.trajectory,
            ledger,
            lower=lower_bound(task.fanout, world),
            writes=lambda name: world.operation(name).writes,
        )
    result = EpisodeResult(
        fanout=fanout,
        task=task.id,
        variant=variant.name if variant else None,
        agent=agent_name,
        trial=trial,
        grade=result_grade,
        ledger=world.ledger.to_list(),
        trajectory=episode.trajectory,
        ended=ended,
        error=error,
        seconds=time.perf_counter() - started,
        calls=len(world.ledger),
        invalid_calls=episode.invalid_calls,
        initial_hash=initial_hash,
        final_hash=final_hash,
        usage=usage,
        interface=interface,
        perturbation=perturbation,
    )
    if pool is not None:
        if ended in ("finished", "no_claim", "step_limit") and task.fanout is None:
            pool.release(world)
        else:
            pool.discard(world)
    return result
