"""Linear's errors: every one is a GraphQL error whose ``extensions.type`` the SDK maps to its class.

``@linear/sdk`` (``parseLinearError``) reads ``errors[0].extensions.type`` ("invalid input",
"authentication error", "ratelimited", "forbidden", "graphql error", "internal error", …) and throws
the matching ``LinearError`` subclass; ``code`` and ``userPresentableMessage`` are what Linear adds
beside it.
"""

from __future__ import annotations

from typing import Any

from toolproof.service.errors import ServiceError


class LinearError(ServiceError):
    """One GraphQL error in Linear's shape. ``kind`` is ``extensions.type``; ``code`` its ``code``."""

    status = 400
    code = "INVALID_INPUT"
    kind = "invalid input"

    def __init__(
        self,
        message: str,
        *,
        presentable: str | None = None,
        status: int | None = None,
        extra: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(message, status=status)
        self.presentable = presentable if presentable is not None else message
        self.extra = dict(extra or {})


class InvalidInput(LinearError):
    """Bad arguments or a reference to something that does not exist (``InvalidInputLinearError``)."""


class EntityNotFound(InvalidInput):
    """``Entity not found: Issue`` — an id (or identifier) that names nothing the caller can see."""

    def __init__(self, entity: str, *, presentable: str | None = None) -> None:
        super().__init__(
            f"Entity not found: {entity}",
            presentable=presentable or f"Could not find referenced {entity}.",
        )


class AuthenticationFailed(LinearError):
    status = 401
    code = "AUTHENTICATION_ERROR"
    kind = "authentication error"


class Forbidden(LinearError):
    status = 403
    code = "FORBIDDEN"
    kind = "forbidden"


class GraphqlError(LinearError):
    """A document that does not parse or validate against the schema (HTTP 400)."""

    code = "GRAPHQL_VALIDATION_FAILED"
    kind = "graphql error"


class QueryTooComplex(LinearError):
    code = "QUERY_TOO_COMPLEX"
    kind = "invalid input"


class Ratelimited(LinearError):
    code = "RATELIMITED"
    kind = "ratelimited"


class SchemaUnavailable(LinearError):
    """This machine has no copy of Linear's SDL, so no request can be read (503: the double's own
    set-up, not the caller's request, is what is missing; the message says how to provide it)."""

    status = 503
    code = "INTERNAL_ERROR"
    kind = "internal error"
