"""Google Calendar's wire dialect: bearer credentials that name a world and a user, query + JSON
body parameters, conditional-request headers, and Google's error envelope for every error."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toolproof.service.dialect import Credential, Dialect, decode_json_object
from toolproof.service.errors import (
    IdempotencyMismatch,
    InternalError,
    InvalidParams,
    MalformedBody,
    MethodNotAllowed,
    PayloadTooLarge,
    RateLimited,
    ServiceError,
    ServiceUnavailable,
    Unauthorized,
    UnknownRoute,
    UnsupportedMediaType,
    UpstreamError,
)
from toolproof.service.person_contacts import PersonContact
from toolproof.service.places import PersonZone
from toolproof.service.row_lengths import RowLength
from toolproof.service.wire import HttpRequest, Response
from toolproof.services.gcal.dated import ROW_DATES
from toolproof.services.gcal.errors import GoogleError
from toolproof.services.gcal.id_shapes import ID_SHAPES
from toolproof.services.gcal.ratelimits import USER_KEY
from toolproof.services.gcal.stated import ENUMS, UTTERANCES
from toolproof.services.gcal.wording import BODY_PREFIX, QUERY_PREFIX

if TYPE_CHECKING:
    from toolproof.service.context import Context
    from toolproof.service.operation import Operation

#: Query parameters every Google API accepts and the double has nothing to do with.
STANDARD_PARAMS = frozenset(
    {"alt", "fields", "key", "oauth_token", "prettyPrint", "quotaUser", "userIp", "$.xgafv", "callback"}
)
#: Query parameters Google lets a client repeat.
REPEATED_PARAMS = frozenset({"eventTypes", "privateExtendedProperty", "sharedExtendedProperty"})

_MISSING_CREDENTIAL = (
    "Request is missing required authentication credential. Expected OAuth 2 access token, login "
    "cookie or other valid authentication credential. See "
    "https://developers.google.com/identity/sign-in/web/devconsole-project."
)
_INVALID_CREDENTIAL = (
    "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or "
    "other valid authentication credential. See "
    "https://developers.google.com/identity/sign-in/web/devconsole-project."
)


class GcalDialect(Dialect):
    """``Authorization: Bearer <world_id>`` or ``Bearer <world_id>.<user>`` (user = email local part)."""

    token_prefix = ""
    #: (values11) An attendee's response status, what it says and who said it.
    enums = ENUMS
    utterances = UTTERANCES
    #: (places18) A primary calendar's zone is its owner's, and its ``id`` is their address.
    person_zones = (PersonZone("timeZone", emails=("id",)),)
    #: (claims19) A guest's, organizer's or creator's address beside their ``displayName``.
    person_contacts = (PersonContact(names=("displayName",), emails=("email",)),)
    #: (dates20) An event's length: its end minus its start, as a response shows it (``date`` for an
    #: all-day event) and as its stored row keeps it (Unix seconds; the name inside ``body``).
    #: (dates37) What dates its rows in a report (a verb and the stamp it names).
    row_dates = ROW_DATES
    #: (lead75) An event's and an instance's id (``id_shapes.py``): one a report names must have been shown.
    id_shapes = ID_SHAPES
    row_lengths = (
        RowLength(
            names=("summary",), starts=("start.dateTime", "start.date"), ends=("end.dateTime", "end.date")
        ),
        RowLength(names=("body.summary", "summary"), starts=("start_ts",), ends=("end_ts",)),
    )

    def error_code(self, body: Any) -> str | None:
        """Google's ``error.errors[0].reason`` (``notFound``, ``rateLimitExceeded``), else its status."""
        error = body.get("error") if isinstance(body, dict) else None
        if not isinstance(error, dict):
            return None
        errors = error.get("errors")
        if isinstance(errors, list) and errors and isinstance(errors[0], dict):
            reason = errors[0].get("reason")
            if isinstance(reason, str):
                return reason
        status = error.get("status")
        return status if isinstance(status, str) else None

    def credentials(self, world_id: str, principal: str | None = None) -> dict[str, str]:
        """The default user's token; append ``.<local part>`` to act as someone else (README)."""
        return {"token": f"{world_id}.{principal}" if principal else world_id}

    def authenticate(self, request: HttpRequest, params: dict[str, Any]) -> Credential:
        token = request.bearer_token()
        if token is None:
            raise Unauthorized("Login Required.", credential="missing")
        world_id, _, user = token.partition(".")
        if not world_id:
            raise Unauthorized("Invalid Credentials", credential="unknown")
        return Credential(world_id, user or None)

    def parse_params(
        self, request: HttpRequest, operation: Operation, path_params: dict[str, str]
    ) -> dict[str, Any]:
        """Query parameters (repeatable ones as lists), the JSON body under ``body``, the
        conditional headers as ``ifMatch``/``ifNoneMatch``, then path parameters."""
        params: dict[str, Any] = {}
        for key, value in request.query_pairs():
            if key in STANDARD_PARAMS:
                continue
            if key in REPEATED_PARAMS:
                params.setdefault(key, []).append(value)
            else:
                params[key] = value
        if request.body.strip():
            if request.content_type not in ("application/json", ""):
                raise UnsupportedMediaType(f"Content-Type {request.content_type!r} is not supported.")
            params["body"] = decode_json_object(request.body)
        if_match = request.headers.get("if-match")
        if if_match:
            params["ifMatch"] = if_match
        if_none_match = request.headers.get("if-none-match")
        if if_none_match and request.method in ("GET", "HEAD"):
            params["ifNoneMatch"] = if_none_match
        params.update(path_params)
        return params

    #: A ``bare`` write answers the resource's ``kind`` and ``id`` only.
    minimal_fields = ("kind", "id")
    #: Google Calendar's per-user quota is 600 requests a minute; a client stays under it.
    published_rate = 8.0

    def render_result(self, ctx: Context, result: Any) -> Response:
        if result is None:
            return Response(204)
        if isinstance(result, Response):
            return result
        headers = {}
        if isinstance(result, dict) and isinstance(result.get("etag"), str):
            headers["ETag"] = result["etag"]
        return Response(200, result, headers)

    def rate_limited(self, status: int, body: Any) -> bool:
        """HTTP 429, or Google's 403 with a ``rateLimitExceeded`` / ``userRateLimitExceeded`` reason."""
        if status == 429:
            return True
        err = body.get("error") if isinstance(body, dict) else None
        if not isinstance(err, dict):
            return False
        reasons = {e.get("reason") for e in err.get("errors", []) if isinstance(e, dict)}
        return bool(reasons & {"rateLimitExceeded", "userRateLimitExceeded"})

    def injected_error(self, error: ServiceError, *, custom_message: bool) -> ServiceError:
        """Google says a 5xx as ``backendError`` and a plan's own code as the reason (usage-limit
        domain for the rate-limit reasons, with Google's wording unless the plan wrote one)."""
        if isinstance(error, ServiceUnavailable):
            message = error.message if custom_message else "The service is currently unavailable."
            return GoogleError(message, status=error.status, reason="backendError")
        if isinstance(error, UpstreamError):
            message = error.message if custom_message else "Backend Error"
            return GoogleError(message, status=error.status, reason="backendError")
        if type(error) is ServiceError:
            fields = {k: v for k, v in error.fields.items() if k not in ("retry_after", "domain", "reason")}
            domain = error.fields.get("domain") or (
                "usageLimits" if error.code.lower().endswith("ratelimitexceeded") else None
            )
            message = error.message
            if not custom_message and error.code in ("rateLimitExceeded", "userRateLimitExceeded"):
                message = "Rate Limit Exceeded"
            return GoogleError(message, status=error.status, reason=error.code, domain=domain, **fields)
        return error

    def render_error(self, error: ServiceError, ctx: Context | None) -> Response:
        status, reason, domain, message = error.status, error.code, "global", error.message
        top = message
        location: str | None = None
        location_type = "parameter"
        headers: dict[str, str] = {}
        if isinstance(error, GoogleError):
            domain, location, location_type, top = (
                error.domain,
                error.location,
                error.location_type,
                error.top_message,
            )
        elif isinstance(error, InvalidParams):
            first = error.errors[0] if error.errors else None
            status = 400
            if first is not None and first.loc:
                loc = first.loc[1:] if first.loc[0] == "body" else first.loc
                name = ".".join(str(p) for p in loc) or "body"
                location = None if first.loc[0] == "body" else name
                if first.problem == "missing":
                    reason, message = "required", f"Required parameter: {name}"
                elif first.message.startswith(QUERY_PREFIX):  # Google's words (wording.py)
                    reason, message = "invalidParameter", first.message
                else:
                    reason, message = "invalid", f"{BODY_PREFIX}{name}"
            else:
                reason, message = "invalid", "Invalid value"
            top = message
        elif isinstance(error, Unauthorized):
            status, location, location_type = 401, "Authorization", "header"
            headers["WWW-Authenticate"] = 'Bearer realm="https://accounts.google.com/"'
            if error.fields.get("credential") == "missing":
                reason, message, top = "required", "Login Required.", _MISSING_CREDENTIAL
            else:
                reason, message, top = "authError", "Invalid Credentials", _INVALID_CREDENTIAL
        elif isinstance(error, UnknownRoute | MethodNotAllowed):
            status, reason, message = 404, "notFound", "Not Found"
            top = message
        elif isinstance(error, MalformedBody | UnsupportedMediaType):
            status, reason, message = 400, "parseError", "Parse Error"
            top = message
        elif isinstance(error, PayloadTooLarge):
            status, reason, message = 413, "uploadTooLarge", "Request Entity Too Large"
            top = message
        elif isinstance(error, RateLimited) and error.limit_key.startswith(USER_KEY):
            status, reason, domain, message = (
                403,
                "userRateLimitExceeded",
                "usageLimits",
                "User Rate Limit Exceeded",
            )
            top = message
            headers["Retry-After"] = str(max(1, round(error.retry_after)))
        elif isinstance(error, RateLimited):
            status, reason, domain, message = 429, "rateLimitExceeded", "usageLimits", "Rate Limit Exceeded"
            top = message
            headers["Retry-After"] = str(max(1, round(error.retry_after)))
        elif isinstance(error, InternalError | UpstreamError):
            status, reason, message = error.status, "backendError", "Backend Error"
            top = message
        elif isinstance(error, ServiceUnavailable):
            status, reason, message = 503, "backendError", "The service is currently unavailable."
            top = message
        elif isinstance(error, IdempotencyMismatch):
            status, reason = 400, "invalid"
        detail: dict[str, Any] = {"domain": domain, "reason": reason, "message": message}
        if location is not None:
            detail["locationType"] = location_type
            detail["location"] = location
        body = {"error": {"errors": [detail], "code": status, "message": top}}
        return Response(status, body, headers)
