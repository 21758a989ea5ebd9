"""A careful agent that takes a little wall time per episode, so a test can kill a run midway.

A test that kills a run "midway" must see it midway whatever the machine's load: with only a sleep per
episode, a test whose polling was starved for a couple of seconds (CI's 2 cores under 2 workers, or a
shared machine) found the run already finished, and its workers gone. So a test may cap how many
episodes get past the start: with ``SLOW_AGENT_SLOTS=<folder>:<n>`` in the run's environment, the first
``n`` episodes (over all the run's worker processes) each claim a slot (a file created exclusively in
the folder) and go on; the others wait (cancellably, within the run's time limit) until the run is
killed. The run then surely stops after ``n`` episodes, whenever the test looks. Without the variable
(a resumed run in the test's own process) every episode goes on after its sleep.
"""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

from toolproof.agents import Episode
from toolproof.agents.reference import PlanAgent

_careful = PlanAgent("careful")

#: ``<folder>:<n>``: let ``n`` episodes of the run go on, and hold the rest (see the module's docstring).
SLOTS = "SLOW_AGENT_SLOTS"


def _claim_slot(setting: str) -> bool:
    """Whether this episode got one of the setting's slots (the first ``n`` episodes to ask do)."""
    folder, _, count = setting.rpartition(":")
    for slot in range(int(count)):
        try:
            os.close(os.open(Path(folder) / str(slot), os.O_CREAT | os.O_EXCL | os.O_WRONLY))
        except FileExistsError:
            continue
        return True
    return False


async def solve(episode: Episode) -> None:
    await asyncio.sleep(0.15)
    setting = os.environ.get(SLOTS)
    if setting and not _claim_slot(setting):
        await asyncio.Event().wait()  # held until the test kills the run (or the run's time limit)
    await _careful(episode)
