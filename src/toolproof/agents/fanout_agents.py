"""Reference agents for fan-out tasks: one plan, three ways of dispatching it.

All three follow the task's oracle and group its steps into *waves*: a run of consecutive calls that
belong to the same node of the task's dependency graph and use nothing saved inside the run. A wave
is independent work; the next wave starts when the whole wave has finished. All three retry a refused
call (429, 503, ``lock_timeout``) after ``Retry-After`` with the same idempotency key, so all three are
logically perfect. They differ only physically:

- ``fire-everything`` sends every call of a wave at once (and every retry of them at once);
- ``scheduling`` keeps each service within published limits on its own side: a token bucket per
  service at the vendor's published rate and a small pool of calls in flight per service;
- ``serialising`` sends one call at a time: never throttled, but slow.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from toolproof.agents.episode import Episode
from toolproof.tasks.model import Step
from toolproof.tasks.plans import Pick, PickError, chosen, extract
from toolproof.tasks.template import UnresolvedPlaceholder, fill

Mode = Literal["fire", "schedule", "serial"]

# Calls per second the scheduling agent allows itself: each service's dialect states it, just under the
# vendor's published limit, and what it counts per (``Dialect.published_rate`` and ``rate_scope``).
#: Calls in flight per service the scheduling agent allows itself.
POOL = 6
ATTEMPTS = 30


class _Bucket:
    """A token bucket on the episode's clock (virtual in process): ``rate`` a second, bursts of ``burst``."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst = rate, burst
        self.tokens = burst
        self.last: float | None = None
        self.lock = asyncio.Lock()

    async def take(self, episode: Episode) -> None:
        async with self.lock:
            while True:
                now = episode.now
                if self.last is not None:
                    self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
                self.last = now
                if self.tokens >= 1 - 1e-9:  # float refills land a hair under 1
                    self.tokens = max(0.0, self.tokens - 1)
                    return
                await episode.sleep(max((1 - self.tokens) / self.rate, 1e-6))


@dataclass(slots=True)
class FanoutAgent:
    """Follows the oracle, running each wave of independent calls as ``mode`` says."""

    mode: Mode
    label: str
    pool: int = POOL
    _buckets: dict[str, _Bucket] = field(default_factory=dict)
    _pools: dict[str, asyncio.Semaphore] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return self.label

    async def __call__(self, episode: Episode) -> None:
        # A fresh copy per episode: buckets and pools belong to one run of the plan.
        agent = FanoutAgent(self.mode, self.label, self.pool)
        await agent._solve(episode)

    async def _solve(self, episode: Episode) -> None:
        steps = episode.task.oracle
        scope: dict[str, Any] = {}
        i, all_ok = 0, True
        while i < len(steps):
            step = steps[i]
            if step.finish is not None:
                message = _fill_text(step.message, scope)
                if all_ok:
                    episode.finish(step.finish, message)
                else:
                    episode.finish("failed", "Some calls kept failing.")
                return
            if step.call is None:
                i += 1  # fan-out tasks do not talk to a user
                continue
            wave = self._wave(episode, steps, i, scope)
            results = await self._run_wave(episode, [(j, steps[j]) for j in wave], scope)
            for j, result in zip(wave, results, strict=True):
                if result is _FAILED:
                    all_ok = False
                elif steps[j].save is not None:
                    scope[str(steps[j].save)] = result
            i = wave[-1] + 1
        episode.finish("failed", "The plan ended without a claim.")

    def _wave(self, episode: Episode, steps: Sequence[Step], start: int, scope: dict[str, Any]) -> list[int]:
        """The run of independent calls of one graph node that starts at ``start``."""
        fanout = episode.task.fanout
        node = _node(episode, steps[start], scope)
        if fanout is None or node is None:
            return [start]
        wave, saved = [start], {steps[start].save} - {None}
        for j in range(start + 1, len(steps)):
            step = steps[j]
            if step.call is None or step.uses() & saved or _node(episode, step, scope) is not node:
                break
            wave.append(j)
            if step.save is not None:
                saved.add(step.save)
        return wave

    async def _run_wave(
        self, episode: Episode, wave: list[tuple[int, Step]], scope: dict[str, Any]
    ) -> list[Any]:
        if self.mode == "serial" or len(wave) == 1:
            return [await self._step(episode, j, s, scope) for j, s in wave]
        return list(await asyncio.gather(*(self._step(episode, j, s, scope) for j, s in wave)))

    async def _step(self, episode: Episode, index: int, step: Step, scope: dict[str, Any]) -> Any:
        assert step.call is not None
        try:
            args = fill(step.args, scope)
        except UnresolvedPlaceholder:
            return _FAILED
        op = episode.operation_for(step.call)
        keyed = op is not None and op.writes and episode.world.services[op.service].idempotency is not None
        key = f"{episode.task.id}-{index}-{episode.world.rng.seed}" if keyed else None
        service = op.service if op is not None else ""
        backoff = 1.0
        for _ in range(ATTEMPTS):
            obs = await self._send(episode, service, step.call, args, key)
            if obs.ok:
                if step.pick is None:
                    return obs.body
                try:
                    pick = Pick.model_validate(fill(step.pick.model_dump(by_alias=True), scope))
                    return extract(chosen(obs.body, pick), pick)
                except (PickError, UnresolvedPlaceholder):
                    return _FAILED
            if obs.rate_limited or obs.status in (409, 503) or obs.ambiguous:
                await episode.sleep(obs.retry_after() or backoff)
                backoff = min(backoff * 2, 8.0)
                continue
            return _FAILED
        return _FAILED

    async def _send(self, episode: Episode, service: str, tool: str, args: Any, key: str | None) -> Any:
        if self.mode != "schedule":
            return await episode.call(tool, args, idempotency_key=key)
        dialect = episode.world.services[service].dialect
        scope = dialect.rate_scope(tool, args)
        bucket_key = f"{service}:{scope}" if scope else service
        bucket = self._buckets.get(bucket_key)
        if bucket is None:
            rate = dialect.published_rate
            # A fifth of a second's calls: a full bucket plus a second's refill stays under the limit.
            bucket = self._buckets[bucket_key] = _Bucket(rate, max(1.0, rate / 5))
        pool = self._pools.get(service)
        if pool is None:
            pool = self._pools[service] = asyncio.Semaphore(self.pool)
        async with pool:
            await bucket.take(episode)
            return await episode.call(tool, args, idempotency_key=key)


_FAILED = object()


def _node(episode: Episode, step: Step, scope: dict[str, Any]) -> Any:
    fanout = episode.task.fanout
    if fanout is None or step.call is None:
        return None
    op = episode.operation_for(step.call)
    try:
        args = fill(step.args, scope)
    except UnresolvedPlaceholder:
        return None
    return fanout.node_of(op.name if op is not None else step.call, args)


def _fill_text(text: str, scope: dict[str, Any]) -> str:
    try:
        return str(fill(text, scope))
    except UnresolvedPlaceholder:
        return text


FANOUT_AGENTS: dict[str, Callable[[Episode], Awaitable[None]]] = {
    "fire-everything": FanoutAgent("fire", "fire-everything"),
    "scheduling": FanoutAgent("schedule", "scheduling"),
    "serialising": FanoutAgent("serial", "serialising"),
}
