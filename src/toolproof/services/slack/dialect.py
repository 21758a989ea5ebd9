"""Slack's wire dialect: form or JSON bodies, bearer or legacy ``token`` argument, ``ok`` envelopes.

Tokens: ``xoxb-<world>`` is the app's bot token; ``xoxp-<world>-<user id>`` acts as that user. The
principal handed to handlers is ``bot`` or the user id; what it may do (scopes, deactivation) is
checked against the world's ``slack_tokens`` table by the operations, since only they see the state.

Every error, the core's own included, renders as Slack does: HTTP 200 with ``ok: false`` and the
code, except rate limits (HTTP 429 with ``Retry-After`` and ``ratelimited``), outages (HTTP 503
``service_unavailable``, 5xx ``internal_error``) and bugs in the double (HTTP 500 ``fatal_error``);
``slack_sdk``'s ``ServerErrorRetryHandler`` retries the 5xx ones.
"""

from __future__ import annotations

import base64
import json
import math
import re
from email import policy
from email.parser import BytesParser
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qsl

from toolproof.service.dialect import Credential, Dialect
from toolproof.service.errors import (
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
from toolproof.service.inputs import InputTooDeep, check_json_text
from toolproof.service.person_contacts import PersonContact
from toolproof.service.places import PersonZone
from toolproof.service.titles import PersonTitle
from toolproof.service.wire import HttpRequest, Response
from toolproof.services.slack import charset, upload_url
from toolproof.services.slack.access import preflight
from toolproof.services.slack.dated import ROW_DATES
from toolproof.services.slack.errors import SlackError, translate_invalid
from toolproof.services.slack.ids import ID_SHAPES
from toolproof.services.slack.retired import retired_answer
from toolproof.services.slack.scopes import METHOD_SCOPES
from toolproof.services.slack.stated import ENUMS, UTTERANCES, WORD_DETAILS
from toolproof.services.slack.upload_url import UPLOAD_PATH

if TYPE_CHECKING:
    from toolproof.service.context import Context
    from toolproof.service.operation import Operation

_USER_ID = re.compile(r"^[UW][A-Z0-9]{2,}$")


class SlackDialect(Dialect):
    token_prefix = "xoxb-"
    #: A message's ``ts`` is its time, in seconds since the epoch, as text; a reply's ``thread_ts`` its
    #: parent's, a thread's ``latest_reply`` its last reply's, the ``timestamp`` a reaction or a pin names
    #: its message's: "Maria's message of 1 November" is dated by it.
    stamp_keys = ("ts", "thread_ts", "latest_reply", "timestamp")
    #: (dates37) What dates its rows in a report (a verb and the stamp it names).
    row_dates = ROW_DATES
    #: (values11) A message is what its ``user`` said.
    utterances = UTTERANCES
    #: (enums13) A channel's kind and archived state, an account's deactivation, said as a state.
    enums = ENUMS
    #: (kinds18) A channel's kind said as an attribute ("the public #billing channel").
    word_details = WORD_DETAILS
    #: (places18) A user's own zone, with the names people call them by.
    person_zones = (PersonZone("tz", names=("real_name", "profile.real_name", "profile.display_name")),)
    #: (titles20) A user's title: in the user object's ``profile``; at the top of a
    #: ``users.profile.get`` profile and of a ``slack_users`` row, beside the names.
    person_titles = (
        PersonTitle("profile.title", names=("real_name", "profile.real_name", "profile.display_name")),
        PersonTitle("title", names=("real_name", "display_name")),
    )
    #: (ids18) ``C…`` channels, ``D…`` DMs, ``U…`` users: a report names only ids the episode showed.
    id_shapes = ID_SHAPES
    #: (claims19) A user's address (``profile.email``; a row's ``email``) beside the names people use;
    #: (people21) and phone (``profile.phone``; a profile's or a row's ``phone``).
    person_contacts = (
        PersonContact(
            names=("real_name", "profile.real_name", "profile.display_name", "display_name"),
            emails=("profile.email", "email"),
            phones=("profile.phone", "phone"),
        ),
    )

    def credentials(self, world_id: str, principal: str | None = None) -> dict[str, str]:
        """The bot token, or with a user ``principal`` (a task's ``acts_as``) that user's ``xoxp-`` token."""
        if principal is not None and principal != "bot":
            return {"token": f"xoxp-{world_id}-{principal}"}
        return {"token": f"xoxb-{world_id}", "user_token_format": f"xoxp-{world_id}-<user id>"}

    def authenticate(self, request: HttpRequest, params: dict[str, Any]) -> Credential:
        """Header first, then the legacy ``token`` argument (always removed from the arguments). An
        upload URL carries no token: its key names the world and the uploader (``upload_url.py``)."""
        if request.path.startswith(UPLOAD_PATH):
            key = upload_url.decode(request.path[len(UPLOAD_PATH) :])
            if key is None or key.world is None:
                raise upload_url.not_found()
            return Credential(key.world, key.principal)
        legacy = params.pop("token", None)
        token = request.bearer_token() or (legacy if isinstance(legacy, str) and legacy else None)
        if token is None:
            raise Unauthorized("No token was provided.", code="not_authed")
        return parse_token(token)

    def parse_params(
        self, request: HttpRequest, operation: Operation, path_params: dict[str, str]
    ) -> dict[str, Any]:
        """Query string, then the body: form-encoded or JSON, as Slack accepts both on every method. An
        upload's body is the file (raw, or a multipart form's file part), whatever its Content-Type."""
        params: dict[str, Any] = dict(request.query_pairs())
        body = request.body
        if request.path.startswith(UPLOAD_PATH):
            return {**path_params, "content_base64": base64.b64encode(upload_body(request)).decode("ascii")}
        if body.strip():
            kind = request.content_type
            if kind == "application/json":
                check_json_text(body)
                try:
                    value = json.loads(body)
                except (UnicodeDecodeError, ValueError):
                    raise MalformedBody("The request body is not valid JSON.", code="invalid_json") from None
                if not isinstance(value, dict):
                    raise MalformedBody("The JSON body is not an object.", code="json_not_object")
                params.update(value)
            elif kind in ("application/x-www-form-urlencoded", ""):
                try:
                    text = body.decode("utf-8")
                except UnicodeDecodeError:
                    raise MalformedBody("The form body is not UTF-8.", code="invalid_charset") from None
                try:
                    pairs = parse_qsl(text, keep_blank_values=True, strict_parsing=True)
                except ValueError:
                    raise MalformedBody("The form body is malformed.", code="invalid_form_data") from None
                params.update(pairs)
            else:
                raise UnsupportedMediaType(
                    f"Content-Type {kind!r} is not supported.", code="invalid_post_type"
                )
        params.update(path_params)
        return params

    #: A ``bare`` write answers ``ok`` and the ids a caller needs (a message's ``channel`` and ``ts``).
    minimal_fields = ("ok", "channel", "ts")
    #: chat.postMessage allows about one message a second per channel (Slack's special rate limit).
    published_rate = 1.0

    def rate_scope(self, operation: str, args: Any) -> str:
        return str(args.get("channel", "")) if isinstance(args, dict) else ""

    def minimal_body(self, body: Any) -> Any:
        out = super().minimal_body(body)
        if isinstance(out, dict) and isinstance(out.get("channel"), dict):
            out["channel"] = {"id": out["channel"].get("id")}
        return out

    def finish_http(self, request: HttpRequest, response: Response) -> Response:
        """Slack's ``missing_charset`` / ``superfluous_charset`` warnings (see :mod:`.charset`); an
        ``upload_url`` pointed at this server; the upload host's plain ``OK - <bytes>``."""
        if request.path.startswith(UPLOAD_PATH):
            body = response.body
            if response.status == 200 and isinstance(body, dict) and isinstance(body.get("size"), int):
                return Response(
                    200, f"OK - {body['size']}".encode(), {"Content-Type": "text/plain; charset=utf-8"}
                )
            return response
        body = response.body
        if isinstance(body, dict) and isinstance(body.get("upload_url"), str):
            response = _served_upload_url(request, response)
        return charset.finish(request, response)

    def render_result(self, ctx: Context, result: Any) -> Response:
        body = {"ok": True}
        body.update(result or {})
        return Response(200, body, scope_headers(ctx))

    def rate_limited(self, status: int, body: Any) -> bool:
        """HTTP 429 with ``ok: false, error: "ratelimited"`` (the body alone counts too)."""
        return status == 429 or (isinstance(body, dict) and body.get("error") == "ratelimited")

    def injected_error(self, error: ServiceError, *, custom_message: bool) -> ServiceError:
        """Slack says an injected failure as ``ok: false`` with its own code: ``token_revoked``,
        ``service_unavailable`` (HTTP 503), ``fatal_error`` (other 5xx), or the plan's code."""
        if isinstance(error, RateLimited):
            return error
        if isinstance(error, Unauthorized) and error.fields.get("credential") == "revoked":
            return SlackError("token_revoked")
        if isinstance(error, ServiceUnavailable):
            return SlackError("service_unavailable", status=error.status)
        if isinstance(error, UpstreamError):
            return SlackError("fatal_error", status=error.status)
        if type(error) is ServiceError:  # a plan's own code: ok:false with that code
            fields = {k: v for k, v in error.fields.items() if k != "retry_after"}
            return SlackError(error.code, status=error.status, **fields)
        return error

    def render_error(self, error: ServiceError, ctx: Context | None) -> Response:
        operation = ctx.operation.name if ctx is not None and ctx.operation is not None else None
        if isinstance(error, InvalidParams):
            error = _before_arguments(ctx) or translate_invalid(error, operation)
        if isinstance(error, RateLimited):
            wait = max(1, math.ceil(error.retry_after))
            return Response(429, {"ok": False, "error": "ratelimited"}, {"Retry-After": str(wait)})
        if isinstance(error, InternalError):
            return Response(500, {"ok": False, "error": "fatal_error"})
        if isinstance(error, UnknownRoute):
            retired = retired_answer(str(error.fields.get("path", "")).lstrip("/"))
            if retired is not None:
                return Response(200, retired)
        code, status = _core_code(error)
        body: dict[str, Any] = {"ok": False, "error": code}
        if isinstance(error, SlackError):
            body.update(error.fields)
        elif isinstance(error, UnknownRoute):
            body["req_method"] = str(error.fields.get("path", "")).lstrip("/")
        return Response(status, body, scope_headers(ctx) if code != "invalid_auth" else {})


def scope_headers(ctx: Context | None) -> dict[str, str]:
    """``X-OAuth-Scopes`` (what the token has) and ``X-Accepted-OAuth-Scopes`` (what the method takes),
    which Slack sends on every answer to a valid token."""
    if ctx is None or ctx.operation is None:
        return {}
    granted = ctx.remembered(
        ("slack.scopes", ctx.principal or "bot"), lambda: _granted(ctx), ("slack_tokens",)
    )
    if granted is None:
        return {}
    headers = {"X-OAuth-Scopes": granted}
    accepted = METHOD_SCOPES.get(ctx.operation.name.split(".", 1)[1])
    if accepted is not None:
        headers["X-Accepted-OAuth-Scopes"] = accepted
    return headers


def _granted(ctx: Context) -> str | None:
    """The calling token's scopes as ``X-OAuth-Scopes`` lists them (``None``: no such token)."""
    row = ctx.one("SELECT scopes FROM slack_tokens WHERE principal = ?", (ctx.principal or "bot",))
    return None if row is None else ",".join(json.loads(row["scopes"]))


def _before_arguments(ctx: Context | None) -> SlackError | None:
    """An auth or scope error that Slack would report before complaining about the arguments."""
    if ctx is None:
        return None
    try:
        preflight(ctx)
    except SlackError as error:
        return error
    return None


def _core_code(error: ServiceError) -> tuple[str, int]:
    """Slack's code and status for the core's own refusals (handlers' errors pass through)."""
    if isinstance(error, SlackError):
        return error.code, error.status
    if isinstance(error, Unauthorized):
        if error.fields.get("credential") == "revoked":
            return "token_revoked", 200
        return ("not_authed" if error.code == "not_authed" else "invalid_auth"), 200
    if isinstance(error, ServiceUnavailable):
        return "service_unavailable", error.status
    if isinstance(error, UpstreamError):
        return "internal_error", error.status
    if isinstance(error, UnknownRoute):
        return "unknown_method", 200
    if isinstance(error, MethodNotAllowed):
        return "method_not_allowed", 405
    if isinstance(error, InputTooDeep):
        return "invalid_arguments", 200
    if isinstance(error, PayloadTooLarge):
        return "request_too_large", 413
    if isinstance(error, UnsupportedMediaType):
        return "invalid_post_type", 200
    if isinstance(error, MalformedBody):
        known = ("invalid_json", "json_not_object", "invalid_form_data", "invalid_charset")
        return (error.code if error.code in known else "invalid_form_data"), 200
    return "invalid_arguments", 200


def _served_upload_url(request: HttpRequest, response: Response) -> Response:
    """The answer of ``files.getUploadURLExternal`` with its ``upload_url`` on this server (the host the
    client called), its key carrying the world the token named."""
    body = dict(response.body)
    url = str(body["upload_url"])
    host = request.headers.get("host", "")
    token = request.bearer_token()
    if token is None and request.content_type in ("application/x-www-form-urlencoded", ""):
        try:
            token = dict(parse_qsl(request.body.decode("utf-8"))).get("token")
        except UnicodeDecodeError:
            token = None
    if token is None:
        token = dict(request.query_pairs()).get("token")
    if token is None and request.content_type == "application/json":
        try:
            value = json.loads(request.body)
        except ValueError:
            value = None
        token = (
            value.get("token") if isinstance(value, dict) and isinstance(value.get("token"), str) else None
        )
    if not host or not token or not url.startswith(upload_url.SLACK_UPLOAD_PREFIX):
        return response
    try:
        world = parse_token(token).world_id
    except ServiceError:
        return response
    key = upload_url.http_key(world, upload_url.key_of_url(url))
    if key is None:
        return response
    body["upload_url"] = f"http://{host}{upload_url.MOUNT}{UPLOAD_PATH}{key}"
    return Response(response.status, body, dict(response.headers))


def upload_body(request: HttpRequest) -> bytes:
    """The file in an upload's body: the body itself, or a multipart form's file part."""
    if request.content_type != "multipart/form-data":
        return request.body
    head = f"Content-Type: {request.headers.get('content-type', '')}\r\n\r\n".encode("latin-1")
    try:
        message = BytesParser(policy=policy.HTTP).parsebytes(head + request.body)
    except Exception:  # the stdlib parser is lenient; anything it still trips on is a malformed body
        raise MalformedBody("The multipart body is malformed.", code="invalid_form_data") from None
    if not message.is_multipart():
        raise MalformedBody("The multipart body is malformed.", code="invalid_form_data")
    for part in message.iter_parts():
        if part.get_filename() or part.get_param("name", header="content-disposition") in (
            "file",
            "filename",
        ):
            raw = part.get_payload(decode=True)
            return raw if isinstance(raw, bytes) else b""
    return b""


def parse_token(token: str) -> Credential:
    """``xoxb-<world>`` → (world, ``bot``); ``xoxp-<world>-<user>`` → (world, user id)."""
    if token.startswith("xoxb-") and len(token) > 5:
        return Credential(token[5:], "bot")
    if token.startswith("xoxp-"):
        world, _, user = token[5:].rpartition("-")
        if world and _USER_ID.match(user):
            return Credential(world, user)
    raise Unauthorized("The token is not valid.", code="invalid_auth")
