"""Reference agents for the Ray tests, with two ways of attacking the worker they run in.

- ``careful``, ``blind_retry``, ``naive``, ``noop``: the reference agents; where the environment
  names a folder in ``TOOLPROOF_TEST_KILL_DIR`` (the Ray test sets it for its Ray workers only), the
  worker process that starts its ``KILL_AFTER``-th episode first kills itself with SIGKILL, once per
  folder: a worker lost mid-run, with episodes in flight and others already stored.
- ``sleeper``: careful, except that on ``BLOCKED_TASK`` it blocks its event loop with ``time.sleep``.
"""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

from toolproof.agents import Episode
from toolproof.agents.reference import REFERENCE_AGENTS, Agent

KILL_AFTER = 40
#: How long ``sleeper`` blocks its event loop: longer than two of the Ray test's checks can take. The first
#: check comes at the limit plus grace (14 s); under load the worker may not say within the blame timeout
#: (5 s) which agent holds its loop, and the supervisor then gives the episode one more full limit (12 s)
#: before it asks again. A 30 s block had ended by then at a load of 6, so the second answer found nothing
#: held and the reason read "did not stop when its time was up" (stop 73's clones). The worker is stopped
#: when the block is found, so a longer block costs nothing on a quiet machine.
BLOCK_SECONDS = 60.0
BLOCKED_TASK = "gcal.add-attendee"
_started = 0


class KillsItsWorkerOnce:
    def __init__(self, name: str) -> None:
        self.inner: Agent = REFERENCE_AGENTS[name]

    async def __call__(self, episode: Episode) -> None:
        global _started
        _started += 1
        folder = os.environ.get("TOOLPROOF_TEST_KILL_DIR")
        if folder and _started >= KILL_AFTER:
            try:
                fd = os.open(Path(folder) / "killed", os.O_CREAT | os.O_EXCL | os.O_WRONLY)
            except FileExistsError:
                pass
            else:
                os.write(fd, str(os.getpid()).encode())
                os.close(fd)
                os.kill(os.getpid(), signal.SIGKILL)
        await self.inner(episode)


careful = KillsItsWorkerOnce("careful")
blind_retry = KillsItsWorkerOnce("blind-retry")
naive = KillsItsWorkerOnce("naive")
noop = KillsItsWorkerOnce("noop")


async def sleeper(episode: Episode) -> None:
    if episode.task.id == BLOCKED_TASK:
        time.sleep(BLOCK_SECONDS)
    await REFERENCE_AGENTS["careful"](episode)
