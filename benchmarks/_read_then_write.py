"""The read-then-write graded episode, set up once for every benchmark that times it.

compare.py's row "episode: read then write, graded" (timed in ``compare_worker.py``) and
``bench_episode.py`` time the same episode: the core task ``stripe.partial-refund-damaged-item`` on
a pooled world, an agent that reads the charge and refunds $8.00 of it, graded from the journal as
every run grades. Both used to build it with their own copy of this code; one copy keeps them timing
the same thing. toolproof is imported inside the function: ``compare_worker.py`` also runs under the
peers' Python, where toolproof is not installed (it only calls this for the toolproof system).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

TASK = "stripe.partial-refund-damaged-item"


@dataclass(slots=True)
class ReadThenWrite:
    """The task, its refs resolved once (as a runner resolves them), the pool and the agent."""

    task: Any
    refs: dict[str, Any]
    pool: Any
    agent: Callable[[Any], Awaitable[None]]
    run_episode: Callable[..., Awaitable[Any]]

    @property
    def charge(self) -> str:
        return str(self.refs["charge"])

    def run(self, loop: asyncio.AbstractEventLoop) -> Any:
        """One graded episode on a pooled world; raises unless it passed."""
        result = loop.run_until_complete(
            self.run_episode(
                self.task, self.agent, agent_name="read-then-write", refs=dict(self.refs), pool=self.pool
            )
        )
        if not result.passed:
            raise RuntimeError(f"the read-then-write episode did not pass: {result.ended} {result.error}")
        return result


def read_then_write() -> ReadThenWrite:
    """Load the task, resolve its refs on a pooled world and make the agent."""
    from toolproof.agents.run import run_episode
    from toolproof.tasks.loader import load_suite
    from toolproof.tasks.refs import resolve_refs
    from toolproof.world.pool import WorldPool

    task = next(t for t in load_suite("core") if t.id == TASK)
    pool = WorldPool()
    world = pool.acquire(task.services, seed=task.seed, fixture=task.fixture)
    refs = resolve_refs(task, world.store)
    pool.release(world)
    charge = str(refs["charge"])

    async def agent(episode: Any) -> None:
        seen = await episode.call("stripe.charges.retrieve", {"charge": charge})
        await episode.call("stripe.refunds.create", {"charge": seen.body["id"], "amount": 800})
        episode.finish("done", "Refunded $8.00 of order #10245.")

    return ReadThenWrite(task, refs, pool, agent, run_episode)
