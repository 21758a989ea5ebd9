"""The worlds a server hosts, found by the credential in each request."""

from __future__ import annotations

import secrets
import threading
from collections.abc import Mapping, Sequence
from typing import Any

from toolproof.faults import FaultInjector, FaultPlan, PlanError, install
from toolproof.service import registry
from toolproof.service.service import Service
from toolproof.transports.http.fair import FairScheduler
from toolproof.world import Snapshot, World
from toolproof.world.ledger import RESPONSE_BUDGET as RESPONSE_BUDGET  # re-exported: the default

#: How many deleted world ids a hub remembers, to tell a deleted world's key from an unknown one.
TOMBSTONES = 4096


class WorldHub:
    """Creates, finds and deletes worlds; keeps each world's named snapshots.

    ``services`` and ``seed`` are the defaults for worlds created without saying otherwise;
    ``faults`` is a plan installed on every world the hub creates (``serve --faults``). A hub's
    worlds are served over HTTP, so their rate limits and concurrency run on the wall clock.
    """

    def __init__(
        self,
        services: Sequence[str],
        *,
        seed: int = 0,
        fixture: str = "default",
        faults: FaultPlan | None = None,
        rate_limits: bool = True,
    ) -> None:
        self.default_faults = faults
        self.default_rate_limits = rate_limits
        self.default_services = list(services)
        self.default_seed = seed
        self.default_fixture = fixture
        self.services: dict[str, Service] = {name: registry.get(name) for name in services}
        self.worlds: dict[str, World] = {}
        self.snapshots: dict[str, dict[str, Snapshot]] = {}
        self._lock = threading.Lock()
        #: This server run's prefix of every world id it creates (4 hex digits), so a key from an
        #: earlier run is recognised as such after a restart.
        self.instance = secrets.token_hex(2)
        self._deleted: dict[str, None] = {}
        #: Fair turns on the event loop for every world of this hub (HTTP and MCP calls alike).
        self.scheduler = FairScheduler()
        #: Bytes of sent responses each world keeps for ``seen`` evidence (the oldest are dropped
        #: past it; ``None`` keeps all): the ledger's reference would otherwise hold every listing
        #: an agent read until reset.
        self.response_budget: int | None = RESPONSE_BUDGET

    def new_id(self) -> str:
        """A fresh world id: this run's prefix and 12 random hex digits."""
        return self.instance + secrets.token_hex(6)

    def absence(self, world_id: str) -> str:
        """Why no world ``world_id`` is here: ``deleted``, ``earlier-server`` or ``unknown``."""
        if world_id in self._deleted:
            return "deleted"
        looks_like_ours = len(world_id) == 16 and all(c in "0123456789abcdef" for c in world_id)
        if looks_like_ours and not world_id.startswith(self.instance):
            return "earlier-server"
        return "unknown"

    def create(
        self,
        services: Sequence[str] | None = None,
        *,
        seed: int | None = None,
        fixture: str | Mapping[str, str] | None = None,
        world_id: str | None = None,
        rate_limits: bool | None = None,
    ) -> World:
        names = list(services) if services else self.default_services
        unknown = [n for n in names if n not in self.services]
        if unknown:
            raise KeyError(f"service(s) {unknown} are not served here (serving: {', '.join(self.services)})")
        world = World(
            [self.services[n] for n in names],
            seed=self.default_seed if seed is None else seed,
            fixture=fixture or self.default_fixture,
            world_id=world_id or self.new_id(),
        )
        world.wall_clock_resources = True
        world.ledger.response_budget = self.response_budget
        world.rate_limits_enabled = self.default_rate_limits if rate_limits is None else rate_limits
        if self.default_faults is not None:
            try:
                install(world, self.default_faults)
            except PlanError:
                world.close()
                raise
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
        self._deleted[world_id] = None
        if len(self._deleted) > TOMBSTONES:
            del self._deleted[next(iter(self._deleted))]
        world.close()
        return True

    def set_faults(self, world: World, plan: FaultPlan | None) -> FaultInjector | None:
        """Install ``plan`` on ``world`` (``None`` clears it); raises ``PlanError`` if it does not fit."""
        return install(world, plan)

    @staticmethod
    def faults(world: World) -> FaultInjector | None:
        injector = world.interceptor
        return injector if isinstance(injector, FaultInjector) else None

    def credentials(self, world: World) -> dict[str, dict[str, str]]:
        """Each service's credentials for ``world``: those of the principal its calls act as (a task's
        ``acts_as``), else the service's default ones."""
        return {
            name: svc.dialect.credentials(world.id, world.principals.get(name))
            for name, svc in world.services.items()
        }

    def describe(self, world: World) -> dict[str, Any]:
        return {
            "id": world.id,
            "services": list(world.services),
            "seed": world.seed,
            "clock": world.clock.now,
            "calls": len(world.ledger),
            "credentials": self.credentials(world),
            "snapshots": sorted(self.snapshots.get(world.id, {})),
            "rate_limits": world.rate_limits_enabled,
            "faults": None if (f := self.faults(world)) is None else f.plan.name,
            "sealed": world.sealed is not None,
        }
