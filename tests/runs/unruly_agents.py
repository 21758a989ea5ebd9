"""Agents that misbehave toward their host on one task (``tickets.unknown-customer``), careful elsewhere.

Each is what a real agent does by accident: a synchronous HTTP call or ``time.sleep`` inside
``async def``, a retry loop that swallows cancellation, a CLI helper that calls ``sys.exit``, a
library that ``os._exit``\\ s. The runner must charge the misbehaviour to that one episode.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import subprocess
import sys
import time

from toolproof.agents import Episode
from toolproof.agents.reference import PlanAgent

TARGET = "tickets.unknown-customer"
_careful = PlanAgent("careful")


async def blocking(episode: Episode) -> None:
    if episode.task.id == TARGET:
        time.sleep(30)  # holds the event loop: asyncio cannot cancel this
    await _careful(episode)


async def stubborn(episode: Episode) -> None:
    if episode.task.id == TARGET:
        for _ in range(300):  # swallows every cancellation
            with contextlib.suppress(asyncio.CancelledError):
                await asyncio.sleep(0.1)
    await _careful(episode)


async def exits(episode: Episode) -> None:
    if episode.task.id == TARGET:
        sys.exit(3)
    await _careful(episode)


async def interrupts(episode: Episode) -> None:
    if episode.task.id == TARGET:
        raise KeyboardInterrupt
    await _careful(episode)


async def kills_its_process(episode: Episode) -> None:
    if episode.task.id == TARGET:
        os._exit(3)
    await _careful(episode)


async def freezes_its_process(episode: Episode) -> None:
    if episode.task.id == TARGET:
        os.kill(os.getpid(), signal.SIGSTOP)  # a frozen process answers nothing, not even its control thread
    await _careful(episode)


async def freezes_its_process_for_4_s(episode: Episode) -> None:
    """A machine so loaded that the worker answers nothing for a while, then goes on: a helper process
    wakes the frozen worker after 4 s (the run's own timer would be frozen with it)."""
    if episode.task.id == TARGET:
        subprocess.Popen(["sh", "-c", f"sleep 4; kill -CONT {os.getpid()}"])
        os.kill(os.getpid(), signal.SIGSTOP)
    await _careful(episode)
