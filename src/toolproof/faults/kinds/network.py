"""Faults where no usable response arrives: a lost, cut or garbled response, or a service that is
down. How an in-process caller sees them is in :mod:`toolproof.faults.transport`."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Literal

from pydantic import Field, model_validator

from toolproof.faults import effects
from toolproof.faults.kinds.base import BaseFault, FaultContext, FixedPhaseFault, Phase
from toolproof.service.wire import TRANSPORT_FAULTS

if TYPE_CHECKING:
    from toolproof.service.wire import Response
    from toolproof.world.ledger import LedgerEntry

TransportKind = Literal["connection_reset", "empty_response", "timeout", "truncated", "malformed"]

assert set(TransportKind.__args__) == set(TRANSPORT_FAULTS)  # type: ignore[attr-defined]

#: Transport faults with no status line at all (the caller sees status 0 in-process).
_NO_STATUS = ("connection_reset", "empty_response", "timeout")


class TransportFault(BaseFault):
    """No usable response. ``before``: nothing commits (timeout, reset, empty reply). ``after``: the
    effect commits and the response is lost (also ``truncated`` and ``malformed`` bodies).
    ``seconds``: how long a timeout holds the caller (virtual in-process, real over HTTP)."""

    kind: Literal["transport"] = "transport"
    phase: Literal["before", "after"] = "after"
    fault: TransportKind = "timeout"
    seconds: float = Field(30.0, ge=0)

    @model_validator(mode="after")
    def _before_has_no_body(self) -> TransportFault:
        if self.phase == "before" and self.fault in ("truncated", "malformed"):
            raise ValueError(f"a {self.fault} body needs a response: use phase 'after'")
        return self

    def apply(self, ctx: FaultContext) -> tuple[Response, LedgerEntry]:
        if self.phase == "before":
            return effects.no_response(ctx.world, ctx.call, self.fault, self.seconds)
        response, entry = ctx.run()
        entry.fault = {"served_status": entry.status}
        self._lose(ctx, response, entry)
        return response, entry

    def _lose(self, ctx: FaultContext, response: Response, entry: LedgerEntry) -> None:
        """After the effect is in: the response is not delivered."""
        response.transport_fault = self.fault
        if self.fault == "timeout":
            effects.hold(ctx.world, response, self.seconds)
        # The status line the caller saw: none, the garbage body's 200, or the real one (truncated).
        observed = 0 if self.fault in _NO_STATUS else 200 if self.fault == "malformed" else response.status
        if ctx.call.transport != "http":
            # In-process there is no wire to cut: the caller gets no usable body. (Over HTTP the body
            # is kept because the app sends part of it, or garbles it.)
            response.body, response.headers, response.status = None, {}, observed
        entry.status, entry.outcome, entry.delivered = observed, "fault", False


class DownFault(FixedPhaseFault):
    """The service is down: every matching call gets no response at all (a reset); nothing commits."""

    kind: Literal["down"] = "down"
    PHASE: ClassVar[Phase] = "before"

    def apply(self, ctx: FaultContext) -> tuple[Response, LedgerEntry]:
        return effects.no_response(ctx.world, ctx.call, "connection_reset", 0.0)
