"""Virtual-time scheduling of concurrent calls in process: in-flight windows without real waiting.

Over HTTP a call is in flight from the moment the request leaves until the response arrives, so a
concurrency cap, a per-object lock or a rate-limit window sees really overlapping requests. In process
a call returns at once; :class:`VirtualScheduler` restores the overlap on the world's virtual clock.
Each call runs (and commits) when it arrives, at the current virtual time; it then stays *in flight* on
its service (and holds the objects its service's ``locks`` rule names) for the operation's service
time, and its caller resumes only when the clock reaches the end of that time. ``sleep`` is the same
kind of wait. The clock jumps straight from one event to the next: a 150-wide fan-out that would take
half a minute of real time costs microseconds.

When does the clock move? Only when every coroutine of the episode is blocked on the scheduler (the
event loop has nothing else ready to run), so calls issued together by ``asyncio.gather`` all arrive at
the same instant. The pump checks the loop's ready queue; if other work keeps the loop busy (other
episodes sharing it), it gives the episode's own tasks :data:`SETTLE_HOPS` turns of the loop without a
new call or sleep before it moves time on.
A lone caller (nothing else ready to run, nothing else in flight) does not wait a turn at all: the
clock moves to its call's end on the spot, as the pump would have moved it one turn later.

Events at the same virtual time are released in the order they were created, so the same agent makes
the same schedule, ledger and state every time.
"""

from __future__ import annotations

import asyncio
import heapq
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from toolproof.service.limits import DEFAULT_SERVICE_TIME

if TYPE_CHECKING:
    from toolproof.service.operation import Operation
    from toolproof.world.world import World

_T = TypeVar("_T")

#: Loop turns without a new call or sleep after which a busy loop counts as settled for this episode.
SETTLE_HOPS = 16
#: Seconds a call refused at the door (429 / 503 before any work) stays in flight.
REJECT_SECONDS = 0.02


@dataclass(slots=True)
class Span:
    """One call's time on the server: ``start`` (arrival) to ``end`` (response), ``in_flight`` on its
    service when it arrived (itself included)."""

    seq: int
    service: str
    operation: str
    start: float
    end: float
    in_flight: int
    status: int


class VirtualScheduler:
    """Runs an episode's calls on the world's virtual clock with service times, in-flight counts and locks.

    While attached the world's per-call clock tick is off (time moves by service times instead);
    :meth:`close` puts it back.
    """

    def __init__(self, world: World, *, service_time: Callable[[Operation], float] | None = None) -> None:
        self.world = world
        self._service_time = service_time
        self._tick = world.clock.tick
        world.clock.tick = 0.0
        # Waiters by the virtual time they wake at, each time's in arrival order (a gathered batch
        # shares one time: one heap entry for all of it), and the heap of those times.
        self._due: dict[float, list[tuple[asyncio.Future[None], str | None, Sequence[str]]]] = {}
        self._times: list[float] = []
        self._durations: dict[str, float] = {}
        self._armed = False
        self._activity = False
        self._idle = 0
        self._loop: asyncio.AbstractEventLoop | None = None
        #: Every call's span, in arrival order.
        self.spans: list[Span] = []
        #: Highest number of calls in flight at once, per service.
        self.peak: dict[str, int] = {}
        #: Virtual seconds callers spent in :meth:`sleep`.
        self.slept = 0.0

    @property
    def now(self) -> float:
        return self.world.clock.now

    def service_time(self, op: Operation) -> float:
        """The operation's service time: the override's, or its service's rule (asked once per
        operation: a rule is a function of the operation alone)."""
        seconds = self._durations.get(op.name)
        if seconds is None:
            if self._service_time is not None:
                seconds = self._service_time(op)
            else:
                rule = self.world.services[op.service].service_time
                seconds = DEFAULT_SERVICE_TIME if rule is None else rule(op)
            self._durations[op.name] = seconds
        return seconds

    def close(self) -> None:
        """Give the world its per-call tick back."""
        self.world.clock.tick = self._tick

    # -- what callers await ---------------------------------------------------------------------
    async def call(
        self, op: Operation, params: Any, run: Callable[..., _T], *run_args: Any
    ) -> tuple[_T, Span]:
        """Run ``run(*run_args)`` (which makes the world call) now, then wait out the operation's
        service time; return what ``run`` returned and the call's span.

        This is the per-call path of every scheduled episode, so it allocates no closure or task: a
        lone caller (nothing else of the loop ready to run, no other call in flight or sleeper) has the
        clock moved to its call's end on the spot, exactly as the pump would do one loop turn later.
        """
        world = self.world
        service = op.service
        ledger = world.ledger.entries
        start = world.clock.now
        before = len(ledger)
        result = run(*run_args)
        locks: Sequence[str] = ()
        if len(ledger) > before:
            entry = ledger[-1]
            status = entry.status
            seq = entry.seq
            if status in (429, 503) and not entry.committed:
                duration = REJECT_SECONDS
            else:
                duration = self.service_time(op)
                rule = world.services[service].locks
                if rule is not None:
                    locks = rule(op, params, entry.principal)
        else:
            status, seq, duration = 0, -1, self.service_time(op)
        world.acquire(service, locks)
        in_flight = world.inflight[service]
        if in_flight > self.peak.get(service, 0):
            self.peak[service] = in_flight
        end = start + duration
        span = Span(seq, service, op.name, start, end, in_flight, status)
        self.spans.append(span)
        if not self._due and self._alone():
            clock = world.clock
            if end > clock.now:
                clock.now = end
            world.release(service, locks)
            return result, span
        await self._wait_until(end, service, locks)
        return result, span

    async def sleep(self, seconds: float) -> None:
        """Wait ``seconds`` of virtual time (this caller only; other calls go on)."""
        if seconds <= 0:
            return
        self.slept += seconds
        clock = self.world.clock
        if not self._due and self._alone():
            clock.now += seconds
            return
        await self._wait_until(clock.now + seconds, None, ())

    # -- the pump -------------------------------------------------------------------------------
    def _alone(self) -> bool:
        """Whether nothing else of the loop is ready to run (the caller is the episode's only runner)."""
        ready = getattr(asyncio.get_running_loop(), "_ready", None)
        return ready is not None and not ready

    async def _wait_until(self, when: float, service: str | None, locks: Sequence[str]) -> None:
        """Block the caller until the clock reaches ``when``; then release ``service``'s in-flight slot
        and ``locks`` (a call) or nothing (``service`` None: a sleep)."""
        loop = asyncio.get_running_loop()
        self._loop = loop
        future: asyncio.Future[None] = loop.create_future()
        waiters = self._due.get(when)
        if waiters is None:
            waiters = self._due[when] = []
            heapq.heappush(self._times, when)
        waiters.append((future, service, locks))
        self._activity = True
        self._arm()
        await future

    def _arm(self) -> None:
        if not self._armed and self._loop is not None:
            self._armed = True
            self._loop.call_soon(self._pump)

    def _pump(self) -> None:
        self._armed = False
        if not self._due:
            return
        if self._activity:
            # Something new arrived since the last turn: the settling count starts over.
            self._activity = False
            self._idle = 0
        # Nothing else ready to run means every coroutine is blocked: time may move. Without a view of
        # the loop's ready queue (another loop implementation), settle by a count of quiet turns.
        ready = getattr(self._loop, "_ready", None)
        if (ready is None or len(ready)) and self._idle < SETTLE_HOPS:
            self._idle += 1
            self._arm()
            return
        self._idle = 0
        when = heapq.heappop(self._times)
        clock = self.world.clock
        if when > clock.now:
            clock.now = when
        release = self.world.release
        for future, service, locks in self._due.pop(when):
            if service is not None:
                release(service, locks)
            if not future.cancelled():
                future.set_result(None)
        if self._due:
            self._arm()
