"""Stripe's wire dialect: bearer keys, form bodies, ``{"error": {...}}`` and ``Request-Id``.

Every response carries ``Request-Id: req_…``, drawn from the world's RNG on its own ``requests``
stream so request ids never shift the ids of objects. Errors rendered before a world is known (bad
key, unknown URL) get a deterministic id derived from the error itself.
"""

from __future__ import annotations

import base64
import hashlib
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

from toolproof.service import (
    Credential,
    Dialect,
    HttpRequest,
    IdempotencyMismatch,
    InternalError,
    InvalidParams,
    MalformedBody,
    MethodNotAllowed,
    ParamError,
    PayloadTooLarge,
    RateLimited,
    Response,
    ServiceError,
    Unauthorized,
    UnknownRoute,
    UnsupportedMediaType,
)
from toolproof.service.errors import ObjectLocked, ServiceUnavailable, UpstreamError
from toolproof.service.inputs import MAX_DEPTH, InputTooDeep
from toolproof.service.operation import Operation
from toolproof.service.person_contacts import PersonContact
from toolproof.service.wire import form_pairs
from toolproof.services.stripe import versions
from toolproof.services.stripe.dated import ROW_DATES
from toolproof.services.stripe.errors import StripeError, doc_url
from toolproof.services.stripe.forms import FormError, decode_pairs
from toolproof.services.stripe.id_shapes import ID_SHAPES
from toolproof.services.stripe.params import PARAM, is_stripe_message
from toolproof.services.stripe.stated import CARD_DIGIT_KEYS, DETAILS, ENUMS, WORD_DETAILS

if TYPE_CHECKING:
    from toolproof.service import Context
    from toolproof.world.rng import Rng

API_VERSION = "2024-04-10"
#: Idempotency keys Stripe accepts: 1 to 255 characters.
MAX_KEY_LENGTH = 255
_NO_KEY = (
    "You did not provide an API key. You need to provide your API key in the Authorization header, "
    "using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api"
    "#authentication for details, or we can help at https://support.stripe.com/."
)


@dataclass(slots=True)
class Declined:
    """A handler's result that is an error on the wire but whose effects commit.

    A declined card still leaves a failed charge and a PaymentIntent with ``last_payment_error``, so
    the handler returns this instead of raising (a raise would roll the effects back).
    """

    error: dict[str, Any]
    status: int = 402


def _basic_user(header: str) -> str | None:
    """The key of ``Authorization: Basic base64(sk_test_…:)`` (``curl -u sk_test_…:``), as Stripe accepts."""
    scheme, _, value = header.partition(" ")
    if scheme.lower() != "basic" or not value.strip():
        return None
    try:
        decoded = base64.b64decode(value.strip(), validate=True).decode("utf-8")
    except (ValueError, UnicodeDecodeError):
        return None
    user = decoded.partition(":")[0]
    return user or None


def mask_key(key: str) -> str:
    return key[:8] + "*" * 4 + key[-4:] if len(key) > 12 else key[:8] + "****"


#: Stripe's wording of a ``lock_timeout`` 429 (another request or process holds the object).
LOCK_TIMEOUT_MESSAGE = (
    "This object cannot be accessed right now because another API request or Stripe process is "
    "currently accessing it. If you see this error intermittently, retry the request. If you see this "
    "error frequently and are making multiple concurrent requests to a single object, make your requests "
    "serially or at a lower rate."
)


class StripeDialect(Dialect):
    idempotency_header = "Idempotency-Key"
    #: A ``bare`` write answers the object's ``id`` and ``object`` type only.
    minimal_fields = ("id", "object")
    #: Stripe's test-mode limit is 25 requests a second (docs: rate limits); a client stays under it.
    published_rate = 20.0
    token_prefix = "sk_test_"
    #: (values11) What a report may restate of Stripe's data: a card's last four, reasons, statuses.
    card_digit_keys = CARD_DIGIT_KEYS
    enums = ENUMS
    details = DETAILS
    word_details = WORD_DETAILS
    #: (ids18) ``cus_…``, ``re_…``: a report that names one names one the episode showed.
    id_shapes = ID_SHAPES
    #: (claims19) A customer's (or a payment's billing details') address beside its name; (people21)
    #: and its phone.
    person_contacts = (PersonContact(names=("name",), emails=("email",), phones=("phone",)),)
    #: (dates37) What dates its rows in a report (a verb and the stamp it names).
    row_dates = ROW_DATES

    # -- requests ----------------------------------------------------------------------------
    def authenticate(self, request: HttpRequest, params: dict[str, Any]) -> Credential:
        token = request.bearer_token() or _basic_user(request.headers.get("authorization", ""))
        if token is None:
            raise Unauthorized(_NO_KEY, key="")
        if not token.startswith(self.token_prefix) or len(token) == len(self.token_prefix):
            raise Unauthorized(f"Invalid API Key provided: {mask_key(token)}", key=token)
        return Credential(token[len(self.token_prefix) :])

    def parse_params(
        self, request: HttpRequest, operation: Operation, path_params: dict[str, str]
    ) -> dict[str, Any]:
        _check_headers(request)
        pairs = request.query_pairs()
        if request.body.strip():
            if request.content_type not in ("application/x-www-form-urlencoded", ""):
                raise UnsupportedMediaType(
                    f"Invalid request: unsupported Content-Type {request.content_type}. "
                    "If error persists and you need assistance, please contact support@stripe.com."
                )
            try:
                text = request.body.decode("utf-8")
            except UnicodeDecodeError:
                raise MalformedBody("Invalid request: the body is not valid UTF-8.") from None
            pairs += form_pairs(text)
        for key, _value in pairs:
            if key.count("[") > MAX_DEPTH:  # refused before the nesting is built (and recursed into)
                raise InputTooDeep(
                    f"Invalid request: the parameter name '{key[:60]}…' nests more than {MAX_DEPTH} levels.",
                    param=key[:60],
                )
        try:
            params = decode_pairs(pairs)
        except FormError as exc:
            raise MalformedBody(str(exc), param=exc.param) from None
        params.update(path_params)
        return params

    # -- responses ---------------------------------------------------------------------------
    def _headers(self, ctx: Context | None, seed: str) -> dict[str, str]:
        if ctx is not None:
            rid = "req_" + ctx.rng.token(14, stream="requests")
        else:
            rid = "req_" + hashlib.blake2b(seed.encode(), digest_size=7).hexdigest()
        headers = {"Request-Id": rid, "Stripe-Version": API_VERSION}
        key = _echoed_key(ctx)
        if key is not None:
            # What Stripe sends back for a POST with a key: the key, the request whose result is saved
            # under it (this one, until a replay), and "do not retry this answer".
            headers.update({"Idempotency-Key": key, "Original-Request": rid, "Stripe-Should-Retry": "false"})
        return headers

    def render_result(self, ctx: Context, result: Any) -> Response:
        if isinstance(result, Declined):
            body = {"error": {**result.error}}
            return Response(result.status, body, self._headers(ctx, ""))
        # The request id's draw is taken now (later ids do not move), its hash made when the headers
        # are first read: an in-process caller that never reads them skips it.
        # (``_echoed_key(ctx)`` and ``rng.reserve("requests")`` written out: two Python calls fewer on
        # every success.)
        rng = ctx.rng
        key = ctx.idempotency_key
        if key is not None and (ctx.operation is None or not ctx.operation.writes):
            key = None
        counters = rng.counters
        draw = counters.get("requests", 0)
        counters["requests"] = draw + 1
        # ``later_response(200, result, partial(…))``'s body written out (one Python frame fewer on
        # every success; test_later_response holds it to the function slot by slot).
        response: Response = _new(Response)
        response.status = 200
        response.body = result
        response._headers = {}
        response._later = partial(_success_headers, rng, draw, key)
        response.transport_fault = None
        response.delay = 0.0
        response.dribble = 0.0
        return response

    def injected_error(self, error: ServiceError, *, custom_message: bool) -> ServiceError:
        """Stripe's 5xx is type ``api_error`` with no code (its SDKs retry it: Stripe-Should-Retry); a
        revoked key is ``api_key_expired``."""
        if isinstance(error, UpstreamError | ServiceUnavailable):
            message = error.message if custom_message else "An unknown error occurred"
            fields = {k: v for k, v in error.fields.items() if k != "retry_after"}
            return ServiceError(message, status=error.status, code="", type="api_error", **fields)
        if isinstance(error, Unauthorized) and error.fields.get("credential") == "revoked":
            message = error.message if custom_message else "Expired API Key provided: sk_test_****"
            return Unauthorized(message, credential="revoked", code="api_key_expired")
        if error.code == "lock_timeout" and not custom_message:
            return ServiceError(LOCK_TIMEOUT_MESSAGE, status=error.status, code="lock_timeout")
        return error

    def injected_headers(self, error: ServiceError) -> dict[str, str]:
        """Stripe tells its SDKs to retry a ``lock_timeout`` 429 at once (``Stripe-Should-Retry``),
        unlike a rate-limit 429: the "retry now" vs "slow down" distinction agents must learn."""
        return {"Stripe-Should-Retry": "true"} if error.code == "lock_timeout" else {}

    def render_error(self, error: ServiceError, ctx: Context | None) -> Response:
        status, body = error_body(error)
        headers = self._headers(ctx, f"{status}:{error.message}")
        if isinstance(error, ObjectLocked):
            # Stripe's SDKs retry lock_timeout on their own: the header says so.
            headers["Stripe-Should-Retry"] = "true"
        elif isinstance(error, RateLimited):
            headers["Retry-After"] = str(max(1, round(error.retry_after)))
            headers["Stripe-Should-Retry"] = "false"
        elif status == 409 or status >= 500:
            headers["Stripe-Should-Retry"] = "true"
        return Response(status, {"error": body}, headers)

    def replayed(self, saved: Response, ctx: Context) -> Response:
        """A replay: the saved answer with a request id of its own; ``Original-Request`` names the first."""
        rid = "req_" + ctx.rng.token(14, stream="requests")
        saved.headers.setdefault("Original-Request", saved.headers.get("Request-Id", rid))
        saved.headers.update({"Request-Id": rid, "Idempotent-Replayed": "true"})
        if ctx.idempotency_key is not None:
            saved.headers["Idempotency-Key"] = ctx.idempotency_key
        return saved


_new = object.__new__


def _success_headers(rng: Rng, draw: int, key: str | None) -> dict[str, str]:
    """:meth:`StripeDialect._headers` of a success whose request id is draw ``draw`` (same bytes)."""
    rid = "req_" + rng.token_at("requests", draw, 14)
    headers = {"Request-Id": rid, "Stripe-Version": API_VERSION}
    if key is not None:
        headers.update({"Idempotency-Key": key, "Original-Request": rid, "Stripe-Should-Retry": "false"})
    return headers


def _echoed_key(ctx: Context | None) -> str | None:
    """The idempotency key a write came with (Stripe echoes keys on POSTs only)."""
    if ctx is None or ctx.idempotency_key is None or ctx.operation is None or not ctx.operation.writes:
        return None
    return ctx.idempotency_key


def _check_headers(request: HttpRequest) -> None:
    """Stripe refuses an unknown ``Stripe-Version`` and a POST idempotency key outside 1–255 characters."""
    version = request.headers.get("stripe-version")
    if version is not None and not versions.is_valid(version.strip()):
        raise StripeError(versions.invalid_message(version.strip()))
    key = request.headers.get("idempotency-key")
    if request.method == "POST" and key is not None and not 0 < len(key) <= MAX_KEY_LENGTH:
        raise StripeError(
            f"Idempotent key length is {len(key)} characters long, which is outside accepted lengths. "
            f"Idempotent Keys must be 1-{MAX_KEY_LENGTH} characters long. If you're looking for a decent "
            "generator, try using a UUID defined by IETF RFC 4122.",
            type="idempotency_error",
        )


def error_body(error: ServiceError) -> tuple[int, dict[str, Any]]:
    """The status and the ``error`` object Stripe would send for any core or Stripe error."""
    if isinstance(error, InvalidParams):
        return 400, _invalid_params(error)
    if isinstance(error, IdempotencyMismatch):
        if error.reason == "endpoint":
            msg = (
                "Keys for idempotent requests can only be used for the same endpoint they were first "
                f"used for. Try using a key other than '{error.key}' if you meant to execute a "
                "different request."
            )
            return 400, {"type": "idempotency_error", "message": msg}
        return 400, {"type": "idempotency_error", "message": error.message}
    if isinstance(error, Unauthorized):
        if error.fields.get("credential") == "unknown":
            return 401, {"type": "invalid_request_error", "message": "Invalid API Key provided: sk_test_****"}
        return 401, {"type": "invalid_request_error", "message": error.message}
    if isinstance(error, UnknownRoute | MethodNotAllowed):
        path = error.fields.get("path", "")
        method = error.fields.get("method", "")
        msg = (
            f"Unrecognized request URL ({method}: /v1{path.removeprefix('/v1')}). Please see "
            "https://stripe.com/docs or we can help at https://support.stripe.com/."
        )
        return 404, {"type": "invalid_request_error", "message": msg}
    if isinstance(error, MalformedBody | UnsupportedMediaType | PayloadTooLarge):
        body: dict[str, Any] = {"type": "invalid_request_error", "message": error.message}
        if "param" in error.fields:
            body["param"] = error.fields["param"]
        return 400, body
    if isinstance(error, ObjectLocked):
        return 429, {
            "type": "invalid_request_error",
            "code": "lock_timeout",
            "message": error.message,
            "doc_url": doc_url("lock_timeout"),
        }
    if isinstance(error, RateLimited):
        msg = (
            "Request rate limit exceeded. Learn more about rate limits here "
            "https://stripe.com/docs/rate-limits."
        )
        return 429, {
            "type": "invalid_request_error",
            "code": "rate_limit",
            "message": msg,
            "doc_url": doc_url("rate_limit"),
        }
    if isinstance(error, InternalError):
        return 500, {"type": "api_error", "message": "An unknown error occurred"}
    body = {"type": error.fields.get("type", "invalid_request_error"), "message": error.message}
    code = error.code if error.code not in ("", "invalid_request") else None
    if code:
        body["code"] = code
        body["doc_url"] = doc_url(code)
    for key, value in error.fields.items():
        if key != "type" and value is not None:
            body[key] = value
    return error.status, body


_TYPE_TAGS = frozenset({"str", "int", "bool", "float", "dict", "list", "none", "constrained-str"})


def _is_tag(part: str | int) -> bool:
    """Union-branch and validator names pydantic puts in an error location (``Address``, ``str``…)."""
    if isinstance(part, int):
        return False
    if "[" in part or part in _TYPE_TAGS or part.startswith("function-"):
        return True
    return part[:1].isupper() and part in _model_names()


def _model_names() -> set[str]:
    from toolproof.service import Params

    names: set[str] = set()
    stack: list[type] = [Params]
    while stack:
        cls = stack.pop()
        names.add(cls.__name__)
        stack.extend(cls.__subclasses__())
    return names


def param_name(e: ParamError) -> str:
    loc = [p for p in e.loc if not _is_tag(p)]
    if not loc:
        return ""
    head, *rest = loc
    return str(head) + "".join(f"[{p}]" for p in rest)


def _invalid_params(error: InvalidParams) -> dict[str, Any]:
    e: ParamError = error.errors[0]
    param = param_name(e)
    body: dict[str, Any] = {"type": "invalid_request_error", "param": param}
    if e.problem == "missing":
        body.update(code="parameter_missing", message=f"Missing required param: {param}.")
    elif e.problem == "unknown":
        body.update(code="parameter_unknown", message=f"Received unknown parameter: {param}")
    else:
        message = e.message.removeprefix("Value error, ")
        if not is_stripe_message(message):
            message = _in_stripes_words(message, param)
        message = message.replace(PARAM, param)
        code: str | None = None
        if message.startswith("Missing required param"):
            code = "parameter_missing"
        elif message.startswith("Invalid integer") or "greater than" in message or "less than" in message:
            code = "parameter_invalid_integer"
        elif message.startswith("must be one of"):
            message = f"Invalid {param}: {message}"
        elif message.startswith("You passed an empty string"):
            code = "parameter_invalid_empty"
        body.update(message=message)
        if code:
            body["code"] = code
    if "code" in body:
        body["doc_url"] = doc_url(body["code"])
    return body


def _in_stripes_words(message: str, param: str) -> str:
    """A validation library's message (a nested hash given as a string…) as Stripe words it.

    Validators in ``params.py`` speak Stripe already; this covers what the library checks by itself
    (the shape of nested hashes and arrays), and anything unforeseen falls back to a neutral sentence
    rather than leaking the library's text.
    """
    kind = _kind(message)
    if kind == "hash":
        return "Invalid hash"
    if kind == "array":
        return "Invalid array"
    if kind in ("integer", "boolean", "string"):
        return f"Invalid {kind}"
    return f"Invalid value for {param}." if param else "Invalid request."


def _kind(message: str) -> str:
    for word in ("integer", "boolean", "string", "list", "array", "dictionary", "object"):
        if word in message:
            return {"dictionary": "hash", "object": "hash", "list": "array"}.get(word, word)
    return "value"
