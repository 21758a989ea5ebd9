"""Typed service errors: handlers raise them, a service's dialect renders them in the vendor's shape.

A handler never builds an HTTP response. It raises :class:`ServiceError` (or a vendor subclass) with
the status and the vendor's own fields (``code``, ``param``, ``reason``…); the dialect decides what
the wire looks like. The framework's own refusals (unknown route, bad body, bad parameters, missing
credential, idempotency mismatch) are subclasses too, so every dialect renders them in its vendor's
shape and no framework error page ever reaches a client.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from pydantic import ValidationError


class ServiceError(Exception):
    """An error the real API would return. ``fields`` carries vendor-specific members."""

    status: int = 400
    code: str = "invalid_request"

    def __init__(self, message: str, *, status: int | None = None, code: str | None = None, **fields: Any):
        super().__init__(message)
        self.message = message
        if status is not None:
            self.status = status
        if code is not None:
            self.code = code
        self.fields: dict[str, Any] = fields

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.status}, {self.code!r}, {self.message!r})"


ParamProblem = Literal["missing", "unknown", "invalid"]


@dataclass(frozen=True, slots=True)
class ParamError:
    """One problem with one parameter; ``loc`` is the path, e.g. ``("items", 0, "price")``."""

    loc: tuple[str | int, ...]
    problem: ParamProblem
    message: str

    @property
    def param(self) -> str:
        """The path in bracket form, as Stripe writes it: ``items[0][price]``."""
        if not self.loc:
            return ""
        head, *rest = self.loc
        return str(head) + "".join(f"[{p}]" for p in rest)

    @property
    def dotted(self) -> str:
        return ".".join(str(p) for p in self.loc)


class InvalidParams(ServiceError):
    """Parameters failed validation against the operation's model."""

    status = 400
    code = "invalid_params"

    def __init__(self, errors: list[ParamError]):
        first = errors[0] if errors else ParamError((), "invalid", "invalid parameters")
        super().__init__(first.message)
        self.errors = errors

    @classmethod
    def from_validation(cls, exc: ValidationError) -> InvalidParams:
        out: list[ParamError] = []
        for e in exc.errors(include_url=False):
            loc = tuple(p for p in e["loc"] if not (isinstance(p, str) and p.startswith("function-")))
            kind = e["type"]
            problem: ParamProblem
            if kind == "missing":
                problem = "missing"
            elif kind == "extra_forbidden":
                problem = "unknown"
            else:
                problem = "invalid"
            out.append(ParamError(loc, problem, str(e["msg"])))
        return cls(out)


class UnknownRoute(ServiceError):
    status = 404
    code = "unknown_route"


class MethodNotAllowed(ServiceError):
    status = 405
    code = "method_not_allowed"


class MalformedBody(ServiceError):
    status = 400
    code = "malformed_body"


class UnsupportedMediaType(ServiceError):
    status = 415
    code = "unsupported_media_type"


class PayloadTooLarge(ServiceError):
    status = 413
    code = "payload_too_large"


class Unauthorized(ServiceError):
    status = 401
    code = "unauthorized"


class IdempotencyMismatch(ServiceError):
    """Same idempotency key, different request. ``reason`` is ``params`` or ``endpoint``."""

    status = 400
    code = "idempotency_mismatch"

    def __init__(self, message: str, *, key: str, reason: Literal["params", "endpoint"], first_path: str):
        super().__init__(message, key=key, reason=reason, first_path=first_path)
        self.key = key
        self.reason = reason


class InternalError(ServiceError):
    """A bug in a double. Rendered as the vendor's 5xx; the ledger keeps the traceback summary."""

    status = 500
    code = "internal_error"


class RateLimited(ServiceError):
    """Too many requests; ``retry_after`` is the number of seconds the caller should wait."""

    status = 429
    code = "rate_limited"

    def __init__(self, message: str, *, retry_after: float, limit_key: str = "") -> None:
        super().__init__(message, retry_after=retry_after, limit_key=limit_key)
        self.retry_after = retry_after
        self.limit_key = limit_key


class ObjectLocked(RateLimited):
    """Another in-flight request holds the object this one needs (Stripe's 429 ``lock_timeout``)."""

    code = "lock_timeout"

    def __init__(self, message: str, *, retry_after: float = 1.0, limit_key: str = "") -> None:
        super().__init__(message, retry_after=retry_after, limit_key=limit_key)


class ServiceUnavailable(ServiceError):
    """The API is overloaded or down for maintenance (503). Safe to retry: nothing was done."""

    status = 503
    code = "service_unavailable"


class UpstreamError(ServiceError):
    """A transient server-side failure (500 by default, 502/504 with ``status=``), not a bug in a double.

    Unlike :class:`InternalError` it is injected on purpose (fault plans); dialects render it as the
    vendor's own 5xx (Stripe ``api_error``, Slack ``internal_error``, Google ``backendError``).
    """

    status = 500
    code = "upstream_error"
