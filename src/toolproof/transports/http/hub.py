"""The worlds a server hosts, found by the credential in each request."""

from __future__ import annotations

import secrets
import threading
from collections.abc import Sequence
from typing import Any

from toolproof.service import registry
from toolproof.service.service import Service
from toolproof.world import Snapshot, World


class WorldHub:
    """Creates, finds and deletes worlds; keeps each world's named snapshots.

    ``services`` and ``seed`` are the defaults for worlds created without saying otherwise.
    """

    def __init__(self, services: Sequence[str], *, seed: int = 0, fixture: str = "default") -> None:
        self.default_services = list(services)
        self.default_seed = seed
        self.default_fixture = fixture
        self.services: dict[str, Service] = {name: registry.get(name) for name in services}
        self.worlds: dict[str, World] = {}
        self.snapshots: dict[str, dict[str, Snapshot]] = {}
        self._lock = threading.Lock()

    def create(
        self,
        services: Sequence[str] | None = None,
        *,
        seed: int | None = None,
        fixture: str | None = None,
        world_id: str | None = None,
    ) -> World:
        names = list(services) if services else self.default_services
        unknown = [n for n in names if n not in self.services]
        if unknown:
            raise KeyError(f"service(s) {unknown} are not served here (serving: {', '.join(self.services)})")
        world = World(
            [self.services[n] for n in names],
            seed=self.default_seed if seed is None else seed,
            fixture=fixture or self.default_fixture,
            world_id=world_id or secrets.token_hex(8),
        )
        with self._lock:
            if world.id in self.worlds:
                raise KeyError(f"world {world.id!r} already exists")
            self.worlds[world.id] = world
            self.snapshots[world.id] = {}
        return world

    def get(self, world_id: str) -> World | None:
        return self.worlds.get(world_id)

    def delete(self, world_id: str) -> bool:
        with self._lock:
            world = self.worlds.pop(world_id, None)
            self.snapshots.pop(world_id, None)
        if world is None:
            return False
        world.close()
        return True

    def credentials(self, world: World) -> dict[str, dict[str, str]]:
        return {name: svc.dialect.credentials(world.id) for name, svc in world.services.items()}

    def describe(self, world: World) -> dict[str, Any]:
        return {
            "id": world.id,
            "services": list(world.services),
            "seed": world.seed,
            "clock": world.clock.now,
            "calls": len(world.ledger),
            "credentials": self.credentials(world),
            "snapshots": sorted(self.snapshots.get(world.id, {})),
        }
