"""A careful agent that takes a little wall time per episode, so a test can kill a run midway."""

from __future__ import annotations

import asyncio

from toolproof.agents import Episode
from toolproof.agents.reference import PlanAgent

_careful = PlanAgent("careful")


async def solve(episode: Episode) -> None:
    await asyncio.sleep(0.15)
    await _careful(episode)
