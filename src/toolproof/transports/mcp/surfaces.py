"""MCP tools seen through an interface variant or a perturbation: one :class:`Surface` per session.

``toolproof mcp --interface resumable --perturb renamed-tools`` lists what the surface shows (renamed
tools, added parameters, ``get_operation_status``…) and runs each call through the session's own
surface, so the names it was shown are mapped back, request ids are remembered, and the drift types
change the list mid-session (a client that lists again sees the new API). What the interface or a
perturbation says beside a body (``replayed``, ``request_id``, the ``notice`` of an API change) is a
second text block and ``_meta["toolproof/notes"]``.
"""

from __future__ import annotations

import json
import threading
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from toolproof.perturb.base import ToolDef
from toolproof.perturb.surface import Surface
from toolproof.service.wire import Response
from toolproof.transports.mcp.results import ToolOutcome, outcome_of
from toolproof.transports.mcp.sdk import ToolSpec
from toolproof.world import World

#: Surfaces remembered at most (sessions live plus ended ones kept; the oldest is forgotten first).
MAX_SURFACES = 4096


@dataclass(frozen=True, slots=True)
class Surfaced:
    """One call as its session observes it: the response, the error code the caller reads, the notes,
    and the service that answered (``None`` for the status tool)."""

    response: Response
    error_code: str | None
    notes: dict[str, Any]
    service: str | None


def spec_of(tool: ToolDef) -> ToolSpec:
    return ToolSpec(tool.name, tool.description, tool.schema, dict(tool.annotations or {}))


class SessionSurfaces:
    """The surface of each session's world, all of one interface and perturbation condition."""

    def __init__(
        self, services: list[str], *, interface: str | None, perturbation: str | None, seed: int = 0
    ) -> None:
        self.interface, self.perturbation, self.seed = interface, perturbation, seed
        # The list before any call, from a world of the same services (checks the condition applies).
        template = Surface(World(services), interface=interface, perturbation=perturbation, seed=seed)
        template.tools("mcp")  # raises ValueError when a shown name breaks the tool-name rules
        self.specs = [spec_of(t) for t in template.tool_defs()]
        self._surfaces: OrderedDict[str, Surface] = OrderedDict()
        self._lock = threading.Lock()

    def of(self, world: World) -> Surface:
        with self._lock:
            surface = self._surfaces.get(world.id)
            if surface is None:
                surface = Surface(
                    world, interface=self.interface, perturbation=self.perturbation, seed=self.seed
                )
                self._surfaces[world.id] = surface
                while len(self._surfaces) > MAX_SURFACES:
                    self._surfaces.popitem(last=False)
            return surface

    def known(self, world_id: str) -> Surface | None:
        return self._surfaces.get(world_id)

    def specs_of(self, surface: Surface | None) -> list[ToolSpec]:
        return self.specs if surface is None else [spec_of(t) for t in surface.tool_defs()]

    def call(self, world: World, name: str, arguments: Mapping[str, Any] | None) -> Surfaced | None:
        """Run one call through ``world``'s surface, or ``None`` for a tool the session is not shown."""
        surface = self.of(world)
        if surface.lookup(name) is None:
            return None
        before = len(world.ledger)
        world.ledger.bound_responses()  # the responses handed over before fit the world's budget
        result = surface.call(name, dict(arguments or {}), transport="mcp")
        assert result.response is not None
        response, code, service_name = result.response, None, None
        if result.tool is not None and result.tool.op is not None:
            service_name = result.tool.op.service
            service = world.services.get(service_name)
            code = service.dialect.error_code(response.body) if service is not None else None
        if code is None and len(world.ledger) > before:
            code = world.ledger[-1].error_code
        return Surfaced(response, code, result.notes, service_name)


def surfaced_outcome(
    response: Response, notes: dict[str, Any], *, world_id: str, error_code: str | None
) -> ToolOutcome:
    """:func:`outcome_of` with the surface's notes as a second text block and in ``_meta``."""
    outcome = outcome_of(response, world_id=world_id, error_code=error_code)
    if not notes:
        return outcome
    text = "toolproof notes: " + json.dumps(notes, ensure_ascii=False)
    meta = {**outcome.meta, "toolproof/notes": notes}
    return ToolOutcome((*outcome.texts, text), outcome.structured, outcome.is_error, meta)
