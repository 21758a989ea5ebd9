"""Faults on a call that runs: its effect undone, its answer slow, stale or reshaped."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from pydantic import Field, model_validator

from toolproof.faults import effects
from toolproof.faults.drift import apply_drift
from toolproof.faults.kinds.base import FaultContext, FixedPhaseFault, Phase

if TYPE_CHECKING:
    from toolproof.service.wire import Response
    from toolproof.world.ledger import LedgerEntry

JsonType = Literal["string", "int", "float", "bool", "null", "list", "object"]


class NoopFault(FixedPhaseFault):
    """Silent no-op: the normal success body, but the effect is rolled back."""

    kind: Literal["noop"] = "noop"
    PHASE: ClassVar[Phase] = "instead"

    def apply(self, ctx: FaultContext) -> tuple[Response, LedgerEntry]:
        response, entry = ctx.run(commit=False)
        if 200 <= response.status < 300:
            entry.outcome = "fault"
        return response, entry


class LatencyFault(FixedPhaseFault):
    """A slow response: fixed ``seconds``, or log-normal (``median``, ``sigma``, capped at ``max``),
    drawn from the seeded RNG. Always moves the virtual clock; over HTTP it also really waits, only
    when asked (``wall: true``, scaled by ``wall_scale``), so a slow plan never slows a test suite."""

    kind: Literal["latency"] = "latency"
    PHASE: ClassVar[Phase] = "transform"
    #: ``true``: the headers arrive at once and the body trickles out over the latency (a slow body,
    #: which exercises read timeouts and streaming parsers) instead of the whole answer waiting.
    body: bool = False
    seconds: float | None = Field(None, ge=0)
    median: float | None = Field(None, gt=0)
    sigma: float = Field(0.5, ge=0)
    max: float | None = Field(None, gt=0)
    wall: bool = False
    wall_scale: float = Field(1.0, ge=0)

    @model_validator(mode="after")
    def _one_distribution(self) -> LatencyFault:
        if (self.seconds is None) == (self.median is None):
            raise ValueError("give either 'seconds' (fixed) or 'median' (log-normal)")
        return self

    def draw(self, ctx: FaultContext) -> float:
        """Fixed, or log-normal around ``median`` drawn from the seeded RNG (capped at ``max``)."""
        if self.seconds is not None:
            return self.seconds
        assert self.median is not None
        rng = ctx.world.rng
        u1 = max(rng.random("faults"), 1e-12)
        u2 = rng.random("faults")
        z = math.sqrt(-2.0 * math.log(u1)) * math.cos(2.0 * math.pi * u2)
        value = self.median * math.exp(self.sigma * z)
        if self.max is not None:
            value = min(value, self.max)
        return round(value, 6)

    def apply(self, ctx: FaultContext) -> tuple[Response, LedgerEntry]:
        world = ctx.world
        seconds = self.draw(ctx)
        response, entry = ctx.run()
        world.clock.advance(seconds)
        if world.wall_clock_resources and self.wall:
            wait = effects.wall_seconds(world, seconds * self.wall_scale)
            if self.body:
                response.dribble = wait
            else:
                response.delay = wait
        entry.fault = {"seconds": seconds}
        return response, entry


class StaleReadFault(FixedPhaseFault):
    """A read served from an earlier state: as at plan install, as it was ``lag_calls`` calls ago
    (writes made in the last ``lag_calls`` calls are invisible), or ``lag_seconds`` virtual seconds
    ago (read-your-writes lag). Writes are not affected."""

    kind: Literal["stale_read"] = "stale_read"
    PHASE: ClassVar[Phase] = "transform"
    reads_only: ClassVar[bool] = True
    lag_calls: int | None = Field(None, ge=1)
    lag_seconds: float | None = Field(None, gt=0)

    @model_validator(mode="after")
    def _one_lag(self) -> StaleReadFault:
        if self.lag_calls is not None and self.lag_seconds is not None:
            raise ValueError("give 'lag_calls' or 'lag_seconds', not both")
        return self

    @property
    def lagged(self) -> bool:
        return self.lag_calls is not None or self.lag_seconds is not None

    def apply(self, ctx: FaultContext) -> tuple[Response, LedgerEntry]:
        """Run the read against the earlier state the injector kept (none kept: read live)."""
        conn = ctx.injector.stale_conn(ctx.world, self)
        if conn is None:
            response, entry = ctx.run()
            entry.fault = {"stale": False}
            return response, entry
        with ctx.world.reading_from(conn):
            response, entry = ctx.run()
        entry.fault = {"stale": True}
        return response, entry


class SchemaDriftFault(FixedPhaseFault):
    """A response transform on success bodies. Paths are dotted, ``*`` walks every list item
    (``data.*.status``): ``rename`` {path: new_name}, ``remove`` [path], ``retype`` {path: type},
    ``enum`` {path: new value}, ``add`` {path: value}."""

    kind: Literal["schema_drift"] = "schema_drift"
    PHASE: ClassVar[Phase] = "transform"
    rename: dict[str, str] = Field(default_factory=dict)
    remove: list[str] = Field(default_factory=list)
    retype: dict[str, JsonType] = Field(default_factory=dict)
    enum: dict[str, Any] = Field(default_factory=dict)
    add: dict[str, Any] = Field(default_factory=dict)

    def apply(self, ctx: FaultContext) -> tuple[Response, LedgerEntry]:
        response, entry = ctx.run()
        if 200 <= response.status < 300 and isinstance(response.body, dict | list):
            response.body = apply_drift(response.body, self)
        return response, entry
