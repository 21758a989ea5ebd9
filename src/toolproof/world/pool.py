"""Worlds kept for reuse: an episode takes a clean one for the cost of a reset instead of building one.

Building a :class:`~toolproof.world.world.World` opens a database, thaws the fixture and parses its
schema (milliseconds for the real doubles); :meth:`World.renew` gives the same clean world in a
fraction of that. A pool keeps idle worlds per ``(services, seed, fixture)`` and hands each to one
user at a time; a world comes back only when its user is sure nothing still holds it.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence

from toolproof.world.world import World

PoolKey = tuple[tuple[str, ...], int, tuple[tuple[str, str], ...]]


def _key(services: Sequence[str], seed: int, fixture: str | Mapping[str, str]) -> PoolKey:
    names = tuple(sorted(fixture.items())) if not isinstance(fixture, str) else (("*", fixture),)
    return tuple(services), int(seed), names


class WorldPool:
    """Idle worlds by ``(services, seed, fixture)``, at most ``per_key`` kept of each (thread-safe)."""

    def __init__(self, per_key: int = 16) -> None:
        self.per_key = per_key
        self._idle: dict[PoolKey, list[World]] = {}
        self._owner: dict[int, PoolKey] = {}
        self._lock = threading.Lock()
        #: Worlds built and reused so far (for benchmarks and tests).
        self.built = 0
        self.reused = 0

    def acquire(
        self,
        services: Sequence[str],
        *,
        seed: int = 0,
        fixture: str | Mapping[str, str] = "default",
        clock_tick: float = 1.0,
    ) -> World:
        """A world exactly as ``World(services, seed=seed, fixture=fixture, clock_tick=clock_tick)``."""
        key = _key(services, seed, fixture)
        with self._lock:
            idle = self._idle.get(key)
            world = idle.pop() if idle else None
        if world is None:
            world = World(list(services), seed=seed, fixture=fixture, clock_tick=clock_tick, rewind=True)
            self.built += 1
        else:
            world.renew(clock_tick=clock_tick)
            self.reused += 1
        with self._lock:
            self._owner[id(world)] = key
        return world

    def release(self, world: World) -> None:
        """Give ``world`` back (its user must hold no reference that could still call it)."""
        with self._lock:
            key = self._owner.pop(id(world), None)
            if key is None:
                return
            idle = self._idle.get(key)
            if idle is None:  # (not ``setdefault(key, [])``: a list made for nothing on every release)
                idle = self._idle[key] = []
            if len(idle) < self.per_key:
                idle.append(world)
                return
        world.close()

    def discard(self, world: World) -> None:
        """Never reuse ``world`` (something may still hold it); it is left to the garbage collector."""
        with self._lock:
            self._owner.pop(id(world), None)

    def close(self) -> None:
        with self._lock:
            worlds = [w for idle in self._idle.values() for w in idle]
            self._idle.clear()
        for world in worlds:
            world.close()
