"""Faults the caller sees as the vendor's error response: an HTTP error, a 429, a lock timeout, a
revoked credential."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Literal

from pydantic import Field

from toolproof.faults import effects
from toolproof.faults.kinds.base import BaseFault, FaultContext, FixedPhaseFault, Phase
from toolproof.service.errors import (
    RateLimited,
    ServiceError,
    ServiceUnavailable,
    Unauthorized,
    UpstreamError,
)

if TYPE_CHECKING:
    from toolproof.service.wire import Response
    from toolproof.world.ledger import LedgerEntry

#: The core wording of a ``lock_timeout``; a vendor's dialect puts it in its own words.
LOCK_TIMEOUT_MESSAGE = (
    "This object cannot be accessed right now because another request is currently accessing it. "
    "Retry the request."
)

DEFAULT_MESSAGES = {
    429: "Too many requests hit the API too quickly. Please slow down.",
    500: "An error occurred with our connection. Please try again.",
    502: "Bad gateway. The server received an invalid response from an upstream server.",
    503: "The service is temporarily unavailable. Please try again later.",
    504: "The server did not answer in time. Please try again later.",
}


class ErrorFault(BaseFault):
    """A vendor-shaped HTTP error. ``before``: nothing commits. ``after``: the effect commits, then the
    caller gets the error (an ambiguous 5xx). 429 becomes the core ``RateLimited``, 503
    ``ServiceUnavailable``, other 5xx ``UpstreamError``; ``code`` picks a vendor code (Stripe
    ``lock_timeout``, Google ``rateLimitExceeded``) and ``fields`` adds vendor members."""

    kind: Literal["error"] = "error"
    phase: Literal["before", "after"] = "before"
    status: int = Field(503, ge=400, le=599)
    code: str | None = None
    message: str | None = None
    retry_after: float | None = Field(None, ge=0)
    fields: dict[str, Any] = Field(default_factory=dict)
    #: After-phase only: a retry with the same idempotency key replays this error, as Stripe does
    #: (the first response is saved once execution begins, 500s included). ``false``: it replays
    #: the real result instead.
    replay_error: bool = True

    def error(self) -> ServiceError:
        """The core error class the status maps to, so dialects render it as their vendor does."""
        message = self.message or DEFAULT_MESSAGES.get(self.status, "The request failed.")
        fields = dict(self.fields)
        if self.code is not None:
            if self.retry_after is not None:
                fields.setdefault("retry_after", self.retry_after)
            return ServiceError(message, status=self.status, code=self.code, **fields)
        if self.status == 429:
            retry_after = self.retry_after if self.retry_after is not None else 1.0
            return RateLimited(message, retry_after=retry_after)
        if self.retry_after is not None:
            fields.setdefault("retry_after", self.retry_after)
        if self.status == 503:
            return ServiceUnavailable(message, **fields)
        if self.status >= 500:
            return UpstreamError(message, status=self.status, **fields)
        return ServiceError(message, status=self.status, **fields)

    def apply(self, ctx: FaultContext) -> tuple[Response, LedgerEntry]:
        world, call = ctx.world, ctx.call
        custom = self.message is not None
        if self.phase == "before":
            return effects.refuse(world, call, self.error(), custom)
        _real, entry = ctx.run()
        response, code = effects.render(world, call, self.error(), custom)
        if self.replay_error:
            effects.save_for_replay(world, call, response)
        entry.fault = {"served_status": entry.status}
        entry.status, entry.outcome, entry.error_code, entry.delivered = response.status, "fault", code, False
        return response, entry


class RateLimitFault(FixedPhaseFault):
    """A 429 in the vendor's rate-limit shape with ``Retry-After``; nothing commits."""

    kind: Literal["rate_limit"] = "rate_limit"
    PHASE: ClassVar[Phase] = "before"
    retry_after: float = Field(1.0, ge=0)

    def apply(self, ctx: FaultContext) -> tuple[Response, LedgerEntry]:
        error = RateLimited(DEFAULT_MESSAGES[429], retry_after=self.retry_after)
        return effects.refuse(ctx.world, ctx.call, error)


class LockTimeoutFault(FixedPhaseFault):
    """Stripe's 429 ``lock_timeout``: another request holds the object; SDKs retry it at once."""

    kind: Literal["lock_timeout"] = "lock_timeout"
    PHASE: ClassVar[Phase] = "before"

    def apply(self, ctx: FaultContext) -> tuple[Response, LedgerEntry]:
        error = ServiceError(LOCK_TIMEOUT_MESSAGE, status=429, code="lock_timeout")
        return effects.refuse(ctx.world, ctx.call, error)


class RevokeCredentialFault(FixedPhaseFault):
    """The caller's credential is revoked: this call and every later call of the same principal on the
    same service get the vendor's 401 (Slack ``token_revoked``…)."""

    kind: Literal["revoke_credential"] = "revoke_credential"
    PHASE: ClassVar[Phase] = "before"
    message: str = "The credential has been revoked."

    def apply(self, ctx: FaultContext) -> tuple[Response, LedgerEntry]:
        ctx.injector.revoked.add((ctx.call.operation.service, ctx.call.principal))
        return effects.refuse(ctx.world, ctx.call, Unauthorized(self.message, credential="revoked"))
