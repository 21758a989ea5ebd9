"""Box's wire dialect: bearer tokens naming a world (and a user), query + JSON / JSON-Patch /
multipart bodies, the conditional headers, 201/204 statuses, raw bytes for downloads, and Box's error
envelope for every error (the SDK reads ``code``, ``context_info`` and ``request_id`` from it)."""

from __future__ import annotations

import base64
import hashlib
import json
import re
from email import policy
from email.parser import BytesParser
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
from toolproof.service.inputs import check_json_text
from toolproof.service.person_contacts import PersonContact
from toolproof.service.titles import PersonTitle
from toolproof.service.wire import HttpRequest, Response
from toolproof.services.box.asuser import as_user_principal
from toolproof.services.box.dated import ROW_DATES
from toolproof.services.box.errors import BoxError
from toolproof.services.box.stated import ENUMS, UTTERANCES, WORD_DETAILS

if TYPE_CHECKING:
    from toolproof.service.context import Context
    from toolproof.service.operation import Operation

HELP_URL = "http://developers.box.com/docs/#errors"
#: Operations Box answers with 201 Created.
CREATED = frozenset(
    {
        "box.folders.create",
        "box.folders.copy",
        "box.files.copy",
        "box.uploads.create",
        "box.collaborations.create",
        "box.comments.create",
        "box.tasks.create",
        "box.task_assignments.create",
        "box.metadata_templates.create",
        "box.file_metadata.create",
        "box.folder_metadata.create",
        "box.trash.restore_file",
        "box.trash.restore_folder",
    }
)
#: Operations whose whole JSON body is one object of values (a metadata instance's keys).
VALUES_BODY = frozenset({"box.file_metadata.create", "box.folder_metadata.create"})
_DOWNLOAD = re.compile(r"/2\.0/files/[^/]+/content")


class NotModified:
    """What a GET handler returns when ``If-None-Match`` matches: Box answers 304 with no body."""

    def __init__(self, etag: str) -> None:
        self.etag = etag


class BoxDialect(Dialect):
    """``Authorization: Bearer <world_id>`` acts as the enterprise admin; ``Bearer <world_id>.<user id>``
    acts as that user (README)."""

    #: A ``bare`` write answers the item's ``type`` and ``id``.
    minimal_fields = ("type", "id", "etag")
    #: (values11) A comment is what its ``created_by`` said.
    utterances = UTTERANCES
    #: (enums13) A user's status said as the person's or the account's state.
    enums = ENUMS
    #: (titles20) A user's ``job_title``, with their name and login (a row's and a response's keys).
    person_titles = (PersonTitle("job_title", names=("name",), emails=("login",)),)
    #: (traits19) A collaborator's role said of the person ("Dana is already an editor").
    word_details = WORD_DETAILS
    #: (claims19) A user's ``login`` (their address) beside their ``name``; (people21) and ``phone``
    #: (the double renders it empty: no number shown).
    person_contacts = (PersonContact(names=("name",), emails=("login",), phones=("phone",)),)
    #: (dates38) the words that date a folder, a file, an account, an issue (:mod:`.dated`)
    row_dates = ROW_DATES
    #: Box's general limit is 1,000 API requests a minute per user (about 16 a second); uploads
    #: 240 a minute. A well-behaved client stays well under it.
    published_rate = 10.0

    def credentials(self, world_id: str, principal: str | None = None) -> dict[str, str]:
        """The default user's token; ``<world>.<user>`` acts as that user (a user token). The admin's
        token with an ``As-User: <user id>`` header acts as that user too (:mod:`.asuser`)."""
        return {"token": f"{world_id}.{principal}" if principal else world_id}

    def authenticate(self, request: HttpRequest, params: dict[str, Any]) -> Credential:
        token = request.bearer_token()
        if token is None:
            raise Unauthorized("The access token provided is invalid.", credential="missing")
        world_id, _, user = token.partition(".")
        if not world_id:
            raise Unauthorized("The access token provided is invalid.", credential="unknown")
        as_user = request.headers.get("as-user", "").strip()
        if as_user:
            # Checked where the call asks who is calling: only an admin's token may act as another.
            return Credential(world_id, as_user_principal(user or None, as_user))
        return Credential(world_id, user or None)

    def error_code(self, body: Any) -> str | None:
        if isinstance(body, dict) and body.get("type") == "error" and isinstance(body.get("code"), str):
            return str(body["code"])
        return None

    # -- requests -------------------------------------------------------------------------------
    def parse_params(
        self, request: HttpRequest, operation: Operation, path_params: dict[str, str]
    ) -> dict[str, Any]:
        """Query parameters, then the body (JSON object, a JSON-Patch array under ``operations``, or
        an upload's multipart parts), the conditional headers as ``if_match`` / ``if_none_match``
        where the operation takes them, then the path parameters."""
        params: dict[str, Any] = dict(request.query_pairs())
        if request.body.strip():
            kind = request.content_type
            if kind == "multipart/form-data":
                params.update(parse_multipart(request))
            elif kind == "application/json-patch+json":
                check_json_text(request.body)
                try:
                    ops = json.loads(request.body)
                except (UnicodeDecodeError, ValueError):
                    raise MalformedBody("Could not parse JSON") from None
                if not isinstance(ops, list):
                    raise MalformedBody("The body must be a JSON-Patch array")
                params["operations"] = ops
            elif kind in ("application/json", "") and operation.name in VALUES_BODY:
                params["values"] = decode_json_object(request.body)
            elif kind in ("application/json", ""):
                params.update(decode_json_object(request.body))
            else:
                raise UnsupportedMediaType(f"Content-Type {kind!r} is not supported.")
        fields = operation.params.model_fields
        if_match = request.headers.get("if-match")
        if if_match and "if_match" in fields:
            params["if_match"] = if_match
        if_none_match = request.headers.get("if-none-match")
        if if_none_match and "if_none_match" in fields:
            params["if_none_match"] = if_none_match
        params.update(path_params)
        return params

    # -- responses ------------------------------------------------------------------------------
    def render_result(self, ctx: Context, result: Any) -> Response:
        if result is None:
            return Response(204)
        if isinstance(result, NotModified):
            return Response(304, None, {"ETag": result.etag})
        status = 201 if ctx.operation is not None and ctx.operation.name in CREATED else 200
        headers = {}
        if isinstance(result, dict) and isinstance(result.get("etag"), str):
            headers["ETag"] = result["etag"]
        return Response(status, result, headers)

    def finish_http(self, request: HttpRequest, response: Response) -> Response:
        """A download over HTTP is the file's bytes (``application/octet-stream``), as Box serves
        them; in process and over MCP it stays a JSON object with the content as text or base64."""
        body = response.body
        if (
            request.method in ("GET", "HEAD")
            and response.status == 200
            and isinstance(body, dict)
            and body.get("type") == "file_content"
            and _DOWNLOAD.fullmatch(request.path)
        ):
            raw = base64.b64decode(body["content_base64"])
            headers = {"Content-Type": "application/octet-stream"}
            return Response(200, raw, headers)
        return response

    def render_error(self, error: ServiceError, ctx: Context | None) -> Response:
        status, code, message = error.status, error.code, error.message
        context_info: dict[str, Any] | None = None
        headers: dict[str, str] = {}
        if isinstance(error, BoxError):
            context_info = error.context_info
        elif isinstance(error, InvalidParams):
            status, code, message = 400, "bad_request", "Bad Request"
            context_info = {
                "errors": [
                    {
                        "reason": "missing_parameter" if e.problem == "missing" else "invalid_parameter",
                        "name": e.dotted or "body",
                        "message": f"Invalid value for '{e.dotted}': {e.message}"
                        if e.problem != "missing"
                        else f"'{e.dotted}' is required",
                    }
                    for e in error.errors[:5]
                ]
            }
        elif isinstance(error, Unauthorized):
            # Box answers a bad token with an empty 401 and the reason in WWW-Authenticate.
            headers["WWW-Authenticate"] = (
                'Bearer realm="Service", error="invalid_token", '
                'error_description="The access token provided is invalid."'
            )
            return Response(401, None, headers)
        elif isinstance(error, UnknownRoute):
            status, code, message = 404, "not_found", "Not Found"
        elif isinstance(error, MethodNotAllowed):
            status, code, message = 405, "method_not_allowed", "Method Not Allowed"
        elif isinstance(error, MalformedBody | UnsupportedMediaType):
            status, code, message = 400, "bad_request", "Could not parse JSON"
        elif isinstance(error, PayloadTooLarge):
            status, code, message = 413, "request_entity_too_large", "Request Entity Too Large"
        elif isinstance(error, RateLimited):
            status, code = 429, "rate_limit_exceeded"
            message = "Request rate limit exceeded, please try again later"
            headers["Retry-After"] = str(max(1, round(error.retry_after)))
        elif isinstance(error, ServiceUnavailable):
            status, code, message = 503, "unavailable", "Unavailable"
        elif isinstance(error, InternalError | UpstreamError):
            status, code, message = error.status, "internal_server_error", "Internal Server Error"
        elif isinstance(error, IdempotencyMismatch):
            status, code = 400, "bad_request"
        body: dict[str, Any] = {"type": "error", "status": status, "code": code}
        if context_info is not None:
            body["context_info"] = context_info
        body.update({"help_url": HELP_URL, "message": message, "request_id": _request_id(ctx, code)})
        return Response(status, body, headers)

    def injected_error(self, error: ServiceError, *, custom_message: bool) -> ServiceError:
        """A plan's own code stays Box's code (with its status)."""
        if type(error) is ServiceError:
            return BoxError(error.message, status=error.status, code=error.code)
        return error

    def injected_headers(self, error: ServiceError) -> dict[str, str]:
        if isinstance(error, RateLimited):
            return {"Retry-After": str(max(1, round(error.retry_after)))}
        return {}


def _request_id(ctx: Context | None, code: str) -> str:
    """Box's ``request_id``: opaque, different per request; here derived from the virtual time and the
    operation so the same run gives the same ids."""
    seed = f"{ctx.time() if ctx else 0}:{ctx.operation.name if ctx and ctx.operation else ''}:{code}"
    return hashlib.sha1(seed.encode()).hexdigest()[:16]


def parse_multipart(request: HttpRequest) -> dict[str, Any]:
    """An upload's parts: ``attributes`` (JSON) and ``file`` (bytes: ``content`` as text when it is
    UTF-8, else ``content_base64``; the part's file name as ``file_name``)."""
    head = f"Content-Type: {request.headers.get('content-type', '')}\r\n\r\n".encode("latin-1")
    try:
        message = BytesParser(policy=policy.HTTP).parsebytes(head + request.body)
    except Exception:  # the stdlib parser is lenient, but a broken header must stay a 400
        raise MalformedBody("Could not parse the multipart body") from None
    if not message.is_multipart():
        raise MalformedBody("Could not parse the multipart body")
    out: dict[str, Any] = {}
    for part in message.iter_parts():
        name = part.get_param("name", header="content-disposition")
        raw = part.get_payload(decode=True)
        data = raw if isinstance(raw, bytes) else b""
        if name == "attributes":
            try:
                value = decode_json_object(data)
            except MalformedBody:
                raise MalformedBody("Could not parse the attributes part") from None
            out["attributes"] = value
        elif name == "file":
            try:
                out["content"] = data.decode("utf-8")
            except UnicodeDecodeError:
                out["content_base64"] = base64.b64encode(data).decode("ascii")
            filename = part.get_filename()
            if filename:
                out["file_name"] = str(filename)
    return out
