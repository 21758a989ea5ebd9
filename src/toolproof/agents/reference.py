"""Reference agents that need no language model: the task's oracle plan under four error policies.

They exist to show, with no API key, that the metrics separate good behaviour from bad:

- ``noop``: does nothing, claims done.
- ``naive``: one attempt per step, carries on regardless, claims the plan's outcome.
- ``blind-retry``: retries any failure at once, without idempotency keys, ignoring ``Retry-After``,
  never verifying; claims the plan's outcome.
- ``careful``: idempotency keys where the API has them, honours ``Retry-After``, after an ambiguous
  outcome (no response, a 5xx) reads before it retries, verifies writes it can verify, and claims only
  what it verified (``failed`` otherwise).

The validator runs the oracle with the careful policy: a task must be solvable by a careful agent
under each of its fault variants.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Literal

from toolproof.agents.episode import Episode, Observation
from toolproof.tasks.model import Step, Verify
from toolproof.tasks.predicates import matches
from toolproof.tasks.template import fill, lookup

Policy = Literal["naive", "blind-retry", "careful"]
Agent = Callable[[Episode], Awaitable[None]]

MAX_ATTEMPTS = 6
BACKOFF_START = 1.0
#: How many reads must agree that a write did not happen before a careful agent believes it.
VERIFY_READS = 3


class StepFailed(Exception):
    pass


async def noop(episode: Episode) -> None:
    """Does nothing and claims it is done: every task must fail it."""
    episode.finish("done", "Done.")


@dataclass(slots=True)
class PlanAgent:
    """Follows the task's oracle plan with one error policy."""

    policy: Policy

    @property
    def name(self) -> str:
        return self.policy

    async def __call__(self, episode: Episode) -> None:
        scope: dict[str, Any] = dict(episode.refs)
        all_ok = True
        for index, step in enumerate(episode.task.oracle):
            if step.finish is not None:
                claim = step.finish if (all_ok or self.policy != "careful") else "failed"
                message = _safe_fill(step.message, scope)
                if claim == "failed":
                    message = "I could not complete the request: a step kept failing."
                episode.finish(claim, message)
                return
            try:
                result = await self._step(episode, index, step, scope)
            except StepFailed:
                all_ok = False
                if self.policy == "careful":
                    continue
                result = None
            if step.save is not None and result is not None:
                scope[step.save] = result
        episode.finish("failed", "The plan ended without a claim.")

    async def _step(self, episode: Episode, index: int, step: Step, scope: dict[str, Any]) -> Any:
        assert step.call is not None
        args = fill(step.args, scope)
        op = episode.operation_for(step.call)
        keyed = (
            self.policy == "careful"
            and op is not None
            and op.writes
            and episode.world.services[op.service].idempotency is not None
        )
        key = f"{episode.task.id}-{index}-{episode.world.rng.seed}" if keyed else None
        attempts = 1 if self.policy == "naive" else MAX_ATTEMPTS
        backoff = BACKOFF_START
        for attempt in range(attempts):
            obs = await episode.call(step.call, args, idempotency_key=key)
            if obs.ok:
                if self.policy == "careful" and step.verify is not None and op is not None and op.writes:
                    # Claims only what it verified: a success body is not proof (silent no-ops exist).
                    found = await self._verify(episode, step.verify, scope)
                    if found is None:
                        # Verified not done: a new key, or the API would replay the empty success.
                        key = f"{key}-r{attempt + 1}" if key is not None else None
                        continue
                return obs.body
            if self.policy == "naive":
                break
            if self.policy == "blind-retry":
                continue
            # careful
            if obs.rate_limited:
                await episode.sleep(obs.retry_after() or backoff)
                backoff *= 2
                continue
            if obs.ambiguous:
                # Read before retrying: the write may have landed. With a key, a retry is safe anyway,
                # but an API that saved a 5xx for the key would replay it forever: verify first, and
                # when the read says it did not happen, retry under a new key only if we got a replay.
                if op is not None and op.writes and step.verify is not None:
                    found = await self._verify(episode, step.verify, scope)
                    if found is not None:
                        return found
                    replayed = any(k.lower() == "idempotent-replayed" for k in obs.headers)
                    if key is not None and replayed:
                        key = f"{key}-r{attempt + 1}"
                await episode.sleep(backoff)
                backoff *= 2
                continue
            if obs.status == 409:
                # A conflict after a retry may mean the first attempt landed (a client-chosen id taken).
                if step.verify is not None:
                    found = await self._verify(episode, step.verify, scope)
                    if found is not None:
                        return found
                await episode.sleep(backoff)
                backoff *= 2
                continue
            break  # a definite refusal: retrying the same request will not help
        raise StepFailed(step.call)

    async def _verify(self, episode: Episode, verify: Verify, scope: dict[str, Any]) -> Any:
        """Read back: the element of the response that proves the write happened, or ``None``.

        A miss is read again after a pause before it counts: reads can lag behind writes (stale
        replicas), and concluding "not done" too early is how a careful agent would duplicate an effect.
        """
        misses = 0
        for _ in range(6):
            obs: Observation = await episode.call(verify.call, fill(verify.args, scope))
            if obs.rate_limited:
                await episode.sleep(obs.retry_after() or BACKOFF_START)
                continue
            if not obs.ok:
                await episode.sleep(BACKOFF_START)
                continue
            items = obs.body if not verify.list else _path(obs.body, verify.list)
            candidates = items if isinstance(items, list) else [items]
            want = fill(verify.match, scope)
            for item in candidates:
                if isinstance(item, dict) and matches(item, want):
                    return item
            misses += 1
            if misses >= VERIFY_READS:
                return None
            await episode.sleep(BACKOFF_START)
        return None


def _path(body: Any, path: str) -> Any:
    try:
        return lookup({"body": body}, "body." + path)
    except KeyError:
        return None


def _safe_fill(text: str, scope: dict[str, Any]) -> str:
    try:
        return str(fill(text, scope))
    except KeyError:
        return text


REFERENCE_AGENTS: dict[str, Agent] = {
    "noop": noop,
    "naive": PlanAgent("naive"),
    "blind-retry": PlanAgent("blind-retry"),
    "careful": PlanAgent("careful"),
}
