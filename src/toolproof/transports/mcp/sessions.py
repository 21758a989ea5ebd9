"""Which world each MCP session uses, and how long: memory stays bounded over streamable HTTP.

A world is a few megabytes; an MCP session over HTTP is cheap to open. :class:`WorldSource` gives each
session its own world on first use, ends sessions that go idle (or that the client closes), caps how
many are live, and keeps only the most recently ended sessions' worlds; a session whose world is gone
gets a clear error instead of a broken world.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from toolproof.transports.http.hub import WorldHub
from toolproof.world import World


class WorldGone(LookupError):
    """The session's world no longer exists (deleted on the admin surface, or its session expired)."""


#: Sessions idle this long are ended and their worlds let go (the SDK ends its own session too).
SESSION_IDLE_SECONDS = 30 * 60.0
#: Ended sessions remembered (to tell their clients so), oldest forgotten first.
ENDED_MEMORY = 4096
#: At most this many sessions (worlds) live at once; the SDK refuses more with a 503.
MAX_SESSIONS = 100
#: Worlds of ended sessions kept for inspection on the admin surface (task mode: until the grade
#: has been read), oldest dropped first.
KEEP_ENDED = 16


class WorldSource:
    """The world of each MCP session: created on first use, kept while the session lives.

    Memory stays bounded: a session idle for ``idle_seconds`` (or closed by its client) is ended, at most
    ``max_sessions`` are live, and only the ``keep_ended`` most recent ended sessions keep their world
    (``on_end`` runs first: a task episode fixes its grade and seals its world there). With a ``hub``, a
    session whose world was deleted gets a clear error instead of a broken world.
    """

    def __init__(
        self,
        create: Callable[[], World],
        *,
        single: World | None = None,
        hub: WorldHub | None = None,
        idle_seconds: float = SESSION_IDLE_SECONDS,
        max_sessions: int = MAX_SESSIONS,
        keep_ended: int = KEEP_ENDED,
        on_end: Callable[[World], None] | None = None,
    ) -> None:
        self._create = create
        self._single = single
        self._hub = hub
        self.idle_seconds, self.max_sessions, self.keep_ended = idle_seconds, max_sessions, keep_ended
        self._on_end = on_end
        self._by_session: dict[str, World] = {}
        self._last_used: dict[str, float] = {}
        self._ended: dict[str, str] = {}  # session -> world id, oldest first
        self._kept: deque[str] = deque()  # worlds of ended sessions still held, oldest first
        self._lock = threading.Lock()
        self._next_sweep = 0.0

    def world_for(self, session: str) -> World:
        """The session's world (created on its first call); raises :class:`WorldGone` if it is gone."""
        if self._single is not None:
            return self._single
        now = time.monotonic()
        if now >= self._next_sweep:
            self._next_sweep = now + min(1.0, self.idle_seconds / 4)
            self.sweep(now)
        with self._lock:
            gone = self._ended.get(session)
            world = self._by_session.get(session)
            if gone is None and world is None:
                if len(self._by_session) >= self.max_sessions:
                    raise WorldGone(
                        f"This server already holds {self.max_sessions} live sessions (--max-sessions); "
                        "end one (or wait for idle ones to expire) and start a new session."
                    )
                world = self._by_session[session] = self._create()
            if world is not None:
                self._last_used[session] = now
        if gone is not None:
            raise WorldGone(
                f"This session ended (closed, or idle for more than {self.idle_seconds:g} s) and its world "
                f"{gone} is no longer served. Start a new MCP session for a fresh world."
            )
        assert world is not None
        if self._hub is not None and self._hub.get(world.id) is None:
            raise WorldGone(
                f"This session's world {world.id} was deleted on the admin surface. Start a new MCP session "
                "for a fresh world."
            )
        return world

    def end(self, session: str) -> None:
        """End ``session``: its episode is settled (``on_end``), its world kept among the recent ended."""
        with self._lock:
            world = self._by_session.pop(session, None)
            self._last_used.pop(session, None)
            if world is None:
                return
            self._ended[session] = world.id
            if len(self._ended) > ENDED_MEMORY:
                del self._ended[next(iter(self._ended))]
            self._kept.append(world.id)
            dropped = []
            while len(self._kept) > self.keep_ended:
                dropped.append(self._kept.popleft())
        if self._on_end is not None:
            self._on_end(world)
        for world_id in dropped:
            self.release(world_id)

    def release(self, world_id: str) -> None:
        """Let a world go (delete it from the hub); its session, if any, answers "ended" from now on."""
        if self._hub is not None:
            self._hub.delete(world_id)

    def sweep(self, now: float | None = None) -> list[str]:
        """End every session idle for longer than ``idle_seconds``; returns the sessions ended."""
        now = time.monotonic() if now is None else now
        with self._lock:
            idle = [s for s, used in self._last_used.items() if now - used > self.idle_seconds]
        for session in idle:
            self.end(session)
        return idle

    def sessions(self) -> dict[str, str]:
        """Session id → world id, for every live session that has made a call."""
        return {session: world.id for session, world in self._by_session.items()}


@dataclass(frozen=True, slots=True)
class SessionLimits:
    """How long an idle MCP session lives, how many live at once, how many ended ones keep a world."""

    idle_seconds: float = SESSION_IDLE_SECONDS
    max_sessions: int = MAX_SESSIONS
    keep_ended: int = KEEP_ENDED
