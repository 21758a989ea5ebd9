"""Fair turns for worlds sharing one event loop: the world that has used the least time goes next.

Every call on a world is synchronous work on the server's event loop. Run in arrival order, one world
that sends many requests, or expensive ones, takes the loop from every other world: a loop of
calendar listings in one world once raised another world's median latency from 1.2 ms to 553 ms.

:class:`FairScheduler` queues each piece of work per world (key) and runs one at a time, always
picking the waiting world with the smallest virtual time (start-time fair queueing): a world's tag
grows by the wall time its work took, and a world that was idle starts at the current virtual time,
so it neither banks credit while idle nor waits behind another world's backlog. A world that burns
100 ms per call therefore gets its turn only after each other busy world has had 100 ms of its own.
Between two pieces of work the loop runs once, so reading requests and sending responses go on.

A turn is granted on the loop pass after it is asked for, so that requests arriving together compete
for it. When nothing could compete (no turn running, granted or waiting, and no request on its way to
ask: :attr:`FairScheduler.arriving`), that pass would grant it to the same asker, so
:meth:`FairScheduler.start_now` grants it at once instead (the HTTP app's common case: one loop pass,
one future and one task wake-up less per request).
"""

from __future__ import annotations

import asyncio
import heapq
import time
from collections import deque
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


class FairScheduler:
    """Runs work for keys (world ids) one piece at a time, the least-served key first.

    Keys with waiting work sit in a heap ordered by tag, so choosing the next one costs O(log n) however
    many worlds are busy.
    """

    def __init__(self) -> None:
        self._waiting: dict[str, deque[asyncio.Future[None]]] = {}
        self._tags: dict[str, float] = {}
        self._heap: list[tuple[float, int, str]] = []
        self._scheduled: set[str] = set()  # keys in the heap or running
        self._order = 0
        self._vnow = 0.0
        self._busy = False  # a piece of work is running or its turn has been granted
        self.turns = 0
        #: Requests started that may still ask for a turn (counted by the HTTP app from the moment their
        #: coroutine is made until they ask or finish without asking): while any is on its way, a turn
        #: is never granted at once, so it could not have taken a turn from them.
        self.arriving = 0

    @property
    def queued(self) -> int:
        return sum(len(q) for q in self._waiting.values())

    async def run(self, key: str, work: Callable[[], T]) -> T:
        """Wait for ``key``'s turn, then run ``work()`` (synchronously) and charge its time to ``key``."""
        turn = self.enter(key)
        try:
            await turn
        except asyncio.CancelledError:
            self.withdraw(key, turn)
            raise
        tag, started = self.start(key)
        try:
            return work()
        finally:
            self.finish(key, tag, started)

    # The three steps of :meth:`run`, for a caller that runs its work inline (the HTTP app: no
    # closure and no coroutine per call). Between ``enter`` and ``start`` the caller awaits the
    # future; if that await is cancelled it must call :meth:`withdraw`; after ``start`` it must call
    # :meth:`finish` whatever the work did.
    def enter(self, key: str) -> asyncio.Future[None]:
        """Queue a turn for ``key``: the future resolves when the turn is granted."""
        loop = asyncio.get_running_loop()
        turn: asyncio.Future[None] = loop.create_future()
        waiting = self._waiting.get(key)
        if waiting is None:
            waiting = self._waiting[key] = deque()
        waiting.append(turn)
        if key not in self._scheduled:
            self._push(key)
        if not self._busy:
            # Granted on the next loop pass, so requests that arrived together compete for it.
            self._busy = True
            loop.call_soon(self._grant_next)
        return turn

    def start_now(self, key: str) -> tuple[float, float] | None:
        """:meth:`start` at once when nothing could compete for the turn: nothing runs, is granted or
        waits, and no request is :attr:`arriving` (the caller has stopped counting itself). Deferred,
        the turn would go to this same caller on the next loop pass: by then only requests already
        started could have asked, and none is. ``None``: ask with :meth:`enter` as usual."""
        if self._busy or self.arriving or self._heap:
            return None
        self._busy = True
        self._scheduled.add(key)  # as a granted turn leaves it: :meth:`finish` passes the turn on
        return self.start(key)

    def start(self, key: str) -> tuple[float, float]:
        """The granted turn begins: its virtual start tag and the clock reading it is charged from."""
        tag = self._vnow
        charged = self._tags.get(key, 0.0)
        if charged > tag:
            tag = self._vnow = charged
        return tag, time.perf_counter()

    def finish(self, key: str, tag: float, started: float) -> None:
        """The turn is over: charge its time to ``key`` and pass the turn on."""
        self._tags[key] = tag + (time.perf_counter() - started)
        self.turns += 1
        self._done(key)

    def withdraw(self, key: str, turn: asyncio.Future[None]) -> None:
        """A waiter was cancelled: drop it, and pass its turn on if it had already been granted."""
        self._withdraw(key, turn)

    def _push(self, key: str) -> None:
        self._order += 1
        heapq.heappush(self._heap, (max(self._vnow, self._tags.get(key, 0.0)), self._order, key))
        self._scheduled.add(key)

    def _done(self, key: str) -> None:
        """``key``'s turn is over: back in the heap with its new tag if more of its work waits."""
        if self._waiting.get(key):
            self._push(key)
        else:
            self._waiting.pop(key, None)
            self._scheduled.discard(key)
        self._grant_next()

    def _grant_next(self) -> None:
        """Hand the turn to the waiting key with the smallest tag (first come among equals)."""
        while self._heap:
            _tag, _order, key = heapq.heappop(self._heap)
            queue = self._waiting.get(key)
            while queue and queue[0].done():  # cancelled waiters that have not withdrawn yet
                queue.popleft()
            if not queue:
                self._waiting.pop(key, None)
                self._scheduled.discard(key)
                continue
            turn = queue.popleft()
            self._busy = True
            turn.set_result(None)
            return
        self._busy = False
        self._prune()

    def _withdraw(self, key: str, turn: asyncio.Future[None]) -> None:
        """A waiter was cancelled: drop it, and pass its turn on if it had already been granted."""
        queue = self._waiting.get(key)
        if queue is not None and turn in queue:
            queue.remove(turn)  # a stale heap entry, if any, is skipped by _grant_next
            return
        if turn.done() and not turn.cancelled():
            self._done(key)

    def _prune(self) -> None:
        """Forget tags at or behind the virtual time (they would start from it anyway)."""
        if len(self._tags) > 1024:
            self._tags = {k: t for k, t in self._tags.items() if t > self._vnow}
