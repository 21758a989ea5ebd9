"""Linear's wire: one GraphQL endpoint, raw API keys or OAuth bearer tokens, GraphQL error bodies.

- **Credentials.** ``Authorization: lin_api_<world>`` (a personal API key, sent raw as the SDK does) or
  ``Authorization: Bearer lin_oauth_<world>`` (an OAuth access token). Either acts as the workspace's
  API-key owner (the viewer).
- **One endpoint, many operations.** ``POST /linear/graphql`` carries every operation; the request's
  document names the root field (``issueCreate``), which is the toolproof operation
  (``linear.issueCreate``), so faults, the ledger and rate limits count per root field.
- **Errors.** ``{"data": null, "errors": [{"message", "extensions": {"type", "code", "statusCode",
  "userError", "userPresentableMessage"}}]}``; ``@linear/sdk`` picks its error class from ``type``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from toolproof.service.dialect import CallRead, Credential, Dialect, decode_json_object
from toolproof.service.errors import (
    InternalError,
    InvalidParams,
    MalformedBody,
    MethodNotAllowed,
    ObjectLocked,
    PayloadTooLarge,
    RateLimited,
    ServiceError,
    ServiceUnavailable,
    Unauthorized,
    UnknownRoute,
    UnsupportedMediaType,
    UpstreamError,
)
from toolproof.service.id_shapes import IdShape
from toolproof.service.person_contacts import PersonContact
from toolproof.service.wire import HttpRequest, Response
from toolproof.services.linear.dated import ROW_DATES
from toolproof.services.linear.document import select
from toolproof.services.linear.errors import (
    AuthenticationFailed,
    GraphqlError,
    InvalidInput,
    LinearError,
    Ratelimited,
)
from toolproof.services.linear.graph import extensions, render
from toolproof.services.linear.ratelimits import (
    COMPLEXITY_PER_HOUR,
    REQUESTS_PER_HOUR,
    complexity_spent,
    request_key,
)
from toolproof.services.linear.reader import Reader
from toolproof.services.linear.reads import call_read
from toolproof.services.linear.rendered import Rendered
from toolproof.services.linear.stated import ENUMS, UTTERANCES

if TYPE_CHECKING:
    from toolproof.service.context import Context
    from toolproof.service.operation import Operation

API_KEY = "lin_api_"
OAUTH = "lin_oauth_"
SERVICE = "linear."


class LinearDialect(Dialect):
    multiplexed = True
    token_prefix = API_KEY
    minimal_fields = ("data",)
    #: Linear allows 1,500 requests an hour per API key (about 0.4 a second).
    published_rate = 0.4
    #: (values11) A comment is what its ``user`` said.
    utterances = UTTERANCES
    #: (fields14) An issue's workflow state, joined by its id.
    enums = ENUMS
    #: (ids18) An issue's identifier, its team's key and its number (``ENG-155``): read as an id only
    #: where the episode showed an identifier of that key (a key never shown is another code's: "UTF-8").
    #: Linear's UUIDs have no shape of their own that a report would be held to.
    id_shapes = (IdShape("Linear issue", r"(?P<key>[A-Z][A-Z0-9]{1,6})-[0-9]{1,6}", keyed=True),)
    #: (claims19) A user's address beside their name and display name.
    person_contacts = (PersonContact(names=("name", "displayName", "display_name"), emails=("email",)),)
    #: (dates38) the words that date a folder, a file, an account, an issue (:mod:`.dated`)
    row_dates = ROW_DATES

    def credentials(self, world_id: str, principal: str | None = None) -> dict[str, str]:
        return {"api_key": API_KEY + world_id, "oauth_token": OAUTH + world_id}

    def authenticate(self, request: HttpRequest, params: dict[str, Any]) -> Credential:
        value = request.headers.get("authorization", "").strip()
        if not value:
            raise Unauthorized("No credential was provided.")
        scheme, _, rest = value.partition(" ")
        token = rest.strip() if scheme.lower() == "bearer" else value
        prefix = OAUTH if scheme.lower() == "bearer" else API_KEY
        if not token.startswith(prefix) or len(token) == len(prefix) or " " in token:
            raise Unauthorized("The credential is not valid.")
        return Credential(token[len(prefix) :])

    # -- one endpoint, many operations -------------------------------------------------------
    def select_operation(
        self, request: HttpRequest, candidates: Mapping[str, Operation]
    ) -> tuple[str, dict[str, Any]]:
        if request.method != "POST":
            raise GraphqlError("GET query must be sent as POST with a JSON body.", status=400)
        if request.content_type not in ("application/json", ""):
            raise UnsupportedMediaType(f"Content-Type {request.content_type!r} is not supported; send JSON.")
        body = decode_json_object(request.body)
        query = body.get("query")
        if not isinstance(query, str) or not query.strip():
            raise GraphqlError("Must provide query string.")
        variables = body.get("variables")
        if variables is not None and not isinstance(variables, dict):
            raise GraphqlError(
                "Variables must be provided as an Object where each property is a variable value."
            )
        name = body.get("operationName")
        if name is not None and not isinstance(name, str):
            raise GraphqlError("The operation name must be a string.")
        chosen = select(query, variables, name or None)
        op_name = SERVICE + chosen.field
        if op_name not in candidates:
            raise InvalidInput(
                f"{chosen.field} is not supported by this double",
                presentable=f"The {chosen.kind} {chosen.field} is not available here.",
            )
        return op_name, {**chosen.args, "selection": chosen.selection}

    # -- what a call read (evidence) ------------------------------------------------------------
    def call_read(self, operation: str, params: Any) -> CallRead:
        """Each alternative of the call's filter, with the values it asks for, and the ``Type.field``
        names its selection reads (:mod:`.reads`)."""
        return call_read(operation, params)

    # -- responses ---------------------------------------------------------------------------
    def render_result(self, ctx: Context, result: Any) -> Response:
        if not isinstance(result, Rendered):
            return Response(200, {"data": result})
        body = render(Reader(ctx.db), result.field, result.value, result.selection)
        return Response(200, body, self._limit_headers(ctx, result.complexity))

    def _limit_headers(self, ctx: Context, complexity: int) -> dict[str, str]:
        world = ctx.world
        used = 0
        if world is not None:
            window = world.limiter.windows.get(request_key(ctx.principal))
            used = len(window) if window else 0
        spent, _oldest = complexity_spent(world, ctx.principal)
        reset = str(int((ctx.time() + 3600) * 1000))
        return {
            "X-RateLimit-Requests-Limit": str(REQUESTS_PER_HOUR),
            "X-RateLimit-Requests-Remaining": str(max(REQUESTS_PER_HOUR - used, 0)),
            "X-RateLimit-Requests-Reset": reset,
            "X-RateLimit-Complexity-Limit": str(COMPLEXITY_PER_HOUR),
            "X-RateLimit-Complexity-Remaining": str(max(COMPLEXITY_PER_HOUR - spent, 0)),
            "X-RateLimit-Complexity-Reset": reset,
            "X-Complexity": str(complexity),
        }

    def render_error(self, error: ServiceError, ctx: Context | None) -> Response:
        linear = self.as_linear(error)
        entry: dict[str, Any] = {"message": linear.message}
        extra = dict(linear.extra)
        locations = extra.pop("locations", None)
        if locations:
            entry["locations"] = locations
        linear.extra = extra
        entry["extensions"] = extensions(linear)
        headers: dict[str, str] = {}
        if isinstance(error, RateLimited):
            headers["Retry-After"] = f"{error.retry_after:g}"
            headers["X-RateLimit-Requests-Limit"] = str(REQUESTS_PER_HOUR)
            headers["X-RateLimit-Requests-Remaining"] = "0"
        return Response(linear.status, {"data": None, "errors": [entry]}, headers)

    def as_linear(self, error: ServiceError) -> LinearError:
        """Any error (handler, core or injected) as the Linear error a client would see."""
        if isinstance(error, LinearError):
            return error
        if isinstance(error, InvalidParams):
            where = "; ".join(f"{e.dotted or 'input'}: {e.message}" for e in error.errors[:3])
            return InvalidInput(f"Argument Validation Error - {where}", presentable=f"Invalid input: {where}")
        if isinstance(error, Unauthorized):
            return AuthenticationFailed(
                "Authentication required, not authenticated",
                presentable="You need to authenticate to access this operation.",
            )
        if isinstance(error, ObjectLocked):
            out = LinearError(error.message, status=400)
            out.code, out.kind = "LOCK_TIMEOUT", "lock timeout"
            return out
        if isinstance(error, RateLimited):
            return Ratelimited(
                "Rate limit exceeded",
                presentable="You have exceeded the API rate limit. Wait before retrying.",
                status=400,
            )
        if isinstance(error, MalformedBody | UnsupportedMediaType | PayloadTooLarge):
            return GraphqlError(error.message, status=400 if not isinstance(error, PayloadTooLarge) else 413)
        if isinstance(error, UnknownRoute | MethodNotAllowed):
            out = LinearError(error.message, status=404 if isinstance(error, UnknownRoute) else 405)
            out.code, out.kind = "NOT_FOUND", "graphql error"
            return out
        if isinstance(error, ServiceUnavailable | UpstreamError | InternalError):
            out = LinearError(
                error.message or "Internal server error",
                status=error.status if error.status >= 500 else 500,
                presentable="An unexpected error happened. Please try again.",
            )
            out.code, out.kind = "INTERNAL_ERROR", "internal error"
            return out
        out = LinearError(error.message, status=error.status)
        out.code = error.code.upper()
        out.kind = "internal error" if error.status >= 500 else "invalid input"
        return out

    # -- reading responses -------------------------------------------------------------------
    def rate_limited(self, status: int, body: Any) -> bool:
        return status == 429 or self.error_code(body) == "RATELIMITED"

    def error_code(self, body: Any) -> str | None:
        if not isinstance(body, dict):
            return None
        errors = body.get("errors")
        if isinstance(errors, list) and errors and isinstance(errors[0], dict):
            ext = errors[0].get("extensions")
            if isinstance(ext, dict) and isinstance(ext.get("code"), str):
                return str(ext["code"])
        return None

    def minimal_body(self, body: Any) -> Any:
        return body
