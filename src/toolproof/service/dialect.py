"""A service's wire dialect: how its real API reads requests and writes results and errors.

The base class speaks plain JSON; each vendor subclasses it (Stripe form bodies and error objects,
Slack ``ok:false`` with HTTP 200, Google's error envelope). Handlers never see any of this.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from toolproof.service.errors import (
    IdempotencyMismatch,
    InvalidParams,
    MalformedBody,
    ServiceError,
    Unauthorized,
    UnknownRoute,
    UnsupportedMediaType,
)
from toolproof.service.id_shapes import IdShape
from toolproof.service.inputs import check_json_text
from toolproof.service.person_contacts import PersonContact
from toolproof.service.places import PersonZone
from toolproof.service.row_dates import RowDate
from toolproof.service.row_lengths import RowLength
from toolproof.service.stated import Detail, EnumField, Utterance, WordDetail
from toolproof.service.titles import PersonTitle
from toolproof.service.wire import HttpRequest, Response

if TYPE_CHECKING:
    from toolproof.service.context import Context
    from toolproof.service.operation import Operation


class Credential:
    """Who is calling: the world the credential selects and the principal inside it (a user id…)."""

    __slots__ = ("principal", "world_id")

    def __init__(self, world_id: str, principal: str | None = None) -> None:
        self.world_id = world_id
        self.principal = principal

    def __repr__(self) -> str:
        return f"Credential({self.world_id!r}, {self.principal!r})"


@dataclass(frozen=True, slots=True)
class CallRead:
    """What one call asked for and which fields its answer carries, in terms a task's evidence can
    check without knowing the wire (:meth:`Dialect.call_read`).

    ``asked``: the readings of the call's parameters, any of which an evidence ``params`` predicate may
    match: a query language that combines conditions (GraphQL's ``or: [...]`` filters) is read as one
    plain mapping per alternative, so "asked for Engineering's states" holds for an ``or`` that names
    Engineering. ``reads``: ``Type.field`` names of every field the answer carries (a selection set's
    fields, by the type of the object they are selected on); empty when the call returns whole objects
    (the plain JSON APIs), so an evidence ``selects`` never holds there.
    """

    asked: tuple[Mapping[str, Any], ...]
    reads: frozenset[str] = frozenset()


class Dialect:
    """Plain JSON dialect; vendors override what differs.

    Subclasses must keep one promise: every method returns or raises something that renders in the
    vendor's shape, so a client of the double never sees a framework's error.
    """

    #: Request header that carries an idempotency key, if the API has one.
    idempotency_header: str | None = None
    #: Credential prefix; the rest of the token is the world id (``sk_test_`` + world).
    token_prefix: str = ""
    #: Top-level fields a write's success body keeps under the ``bare`` interface variant
    #: (:mod:`toolproof.interfaces`): just enough to name what was created or changed.
    minimal_fields: tuple[str, ...] = ("id", "object", "ok")
    #: Calls a second a well-behaved client allows itself on this API: just under the vendor's published
    #: limit (the scheduling reference agent paces itself by it; the service README cites the source).
    published_rate: float = 5.0
    #: Keys whose string values are instants written as Unix seconds (Slack's ``ts``:
    #: ``"1793571480.000100"``): the grounded-dates check (:mod:`toolproof.tasks.moments`) reads them.
    stamp_keys: tuple[str, ...] = ()
    #: (values11) Keys whose values are a payment card's last four digits (Stripe's ``last4``): the
    #: grounded card-digits check (:mod:`toolproof.tasks.card_digits`) reads them.
    card_digit_keys: tuple[str, ...] = ()
    #: (values11) Enum fields whose values a report may state, with the words each is said in
    #: (:mod:`toolproof.service.stated`, read by :mod:`toolproof.tasks.enums`).
    enums: tuple[EnumField, ...] = ()
    #: (values11) Objects that hold what a person said (:mod:`toolproof.tasks.replies`).
    utterances: tuple[Utterance, ...] = ()
    #: (rowdetail17) Numbers a report says of a row with a noun ("5 seats": a ``quantity``), read of the
    #: row it names (:mod:`toolproof.service.stated`, read by :mod:`toolproof.tasks.row_details`).
    details: tuple[Detail, ...] = ()
    #: (details18) Words a report says of a row ("his Visa": a card's ``brand``), read of the row it
    #: names as :attr:`details` are (:mod:`toolproof.tasks.row_details`).
    word_details: tuple[WordDetail, ...] = ()
    #: (places18) Objects that give a person's own time zone (Slack's user ``tz``): the grounded-place
    #: check (:mod:`toolproof.tasks.person_places`) reads a person placed in a city against them.
    person_zones: tuple[PersonZone, ...] = ()
    #: (titles20) Objects that give a person's job title (Slack's ``profile.title``): the grounded-title
    #: check (:mod:`toolproof.tasks.person_titles`) reads a title said of a person against them.
    person_titles: tuple[PersonTitle, ...] = ()
    #: (ids18) The shapes of the vendor's object ids (Stripe's ``re_…``): a final message that names an
    #: id of one must name one the episode showed (:mod:`toolproof.tasks.shown_ids`).
    id_shapes: tuple[IdShape, ...] = ()
    #: (claims19) Objects that give a person's e-mail address with their name (a Stripe customer's
    #: ``email`` and ``name``): an address a report says of a person must be theirs
    #: (:mod:`toolproof.tasks.contact_owners`).
    person_contacts: tuple[PersonContact, ...] = ()
    #: (dates20) Objects with a name and a length (a calendar event's end minus its start): a length a
    #: report says of a named row must be one it shows (:mod:`toolproof.tasks.durations`).
    row_lengths: tuple[RowLength, ...] = ()
    #: (dates37) Objects dated by a verb (a Slack message *posted* at its ``ts``): a date a report says
    #: of one with that verb must be one of its stamps (:mod:`toolproof.tasks.row_dates`).
    row_dates: tuple[RowDate, ...] = ()

    def rate_scope(self, operation: str, args: Any) -> str:
        """What the published limit counts per, beyond the API itself (a channel, a calendar); ``""``:
        one budget for the whole API."""
        return ""

    # -- credentials -------------------------------------------------------------------------
    def credentials(self, world_id: str, principal: str | None = None) -> dict[str, str]:
        """Credentials a client of ``world_id`` uses (printed by ``serve --json``); with ``principal``,
        those that act as it (a task's ``acts_as``). A credential that cannot name a principal ignores
        it: calls that name none act as the world's principal for the service anyway."""
        return {"token": self.token_prefix + world_id}

    def authenticate(self, request: HttpRequest, params: dict[str, Any]) -> Credential:
        token = request.bearer_token()
        if token is None:
            raise Unauthorized("No credential was provided.")
        if not token.startswith(self.token_prefix) or len(token) == len(self.token_prefix):
            raise Unauthorized("The credential is not valid.")
        return Credential(token[len(self.token_prefix) :])

    # -- requests ----------------------------------------------------------------------------
    def parse_params(
        self, request: HttpRequest, operation: Operation, path_params: dict[str, str]
    ) -> dict[str, Any]:
        """Query parameters, then the JSON body, then path parameters (which win)."""
        params: dict[str, Any] = dict(request.query_pairs())
        if request.body.strip():
            if request.content_type not in ("application/json", ""):
                raise UnsupportedMediaType(
                    f"Content-Type {request.content_type!r} is not supported; send JSON."
                )
            params.update(decode_json_object(request.body))
        params.update(path_params)
        return params

    def idempotency_key(self, request: HttpRequest) -> str | None:
        if self.idempotency_header is None:
            return None
        return request.headers.get(self.idempotency_header.lower()) or None

    # -- one endpoint, many operations -------------------------------------------------------------
    #: Whether several operations may share one HTTP method and path (GraphQL's one endpoint, JSON-RPC):
    #: the HTTP router then hands every operation declared there to :meth:`select_operation`.
    multiplexed: bool = False

    def select_operation(
        self, request: HttpRequest, candidates: Mapping[str, Operation]
    ) -> tuple[str, dict[str, Any]]:
        """Which of ``candidates`` (by name) the request calls, and its parameters, read from the request.

        Asked instead of :meth:`parse_params` when the route carries several operations (only if
        :attr:`multiplexed`). Raise a :class:`ServiceError` for a request that names none of them
        (it is rendered by :meth:`render_error`, before any world is touched).
        """
        raise UnknownRoute(f"Unrecognized request URL ({request.method}: {request.path}).")

    # -- what a call read (evidence) ------------------------------------------------------------
    def call_read(self, operation: str, params: Any) -> CallRead:
        """What the call ``operation`` with ``params`` (as its ledger entry keeps them) asked for and
        which fields it read: asked only at grade time, for ``calls`` evidence. The base: the
        parameters as they are, one reading, whole objects (no field names)."""
        return CallRead((params if isinstance(params, Mapping) else {},))

    # -- responses ---------------------------------------------------------------------------
    def finish_http(self, request: HttpRequest, response: Response) -> Response:
        """An HTTP answer plus what the vendor says about the request itself rather than the call
        (Slack warns about a ``Content-Type`` charset on every answer, errors included). Only the HTTP
        transport has a request to judge; the base adds nothing."""
        return response

    def render_result(self, ctx: Context, result: Any) -> Response:
        if result is None:
            return Response(204)
        return Response(200, result)

    def render_error(self, error: ServiceError, ctx: Context | None) -> Response:
        body: dict[str, Any] = {"code": error.code, "message": error.message}
        if isinstance(error, InvalidParams):
            body["errors"] = [
                {"param": e.dotted, "problem": e.problem, "message": e.message} for e in error.errors
            ]
        elif isinstance(error, IdempotencyMismatch):
            body["reason"] = error.reason
        body.update({k: v for k, v in error.fields.items() if k not in body})
        return Response(error.status, {"error": body})

    def minimal_body(self, body: Any) -> Any:
        """A write's success body as the ``bare`` interface returns it (see :attr:`minimal_fields`)."""
        if not isinstance(body, dict):
            return body
        return {k: body[k] for k in self.minimal_fields if k in body}

    # -- reading responses -----------------------------------------------------------------------
    def rate_limited(self, status: int, body: Any) -> bool:
        """Whether a response of this API means "slow down" (for agents and metrics, which must not
        know each vendor's shape). The base: HTTP 429. Vendors that say it otherwise extend this."""
        return status == 429

    # -- injected faults ------------------------------------------------------------------------
    def injected_error(self, error: ServiceError, *, custom_message: bool) -> ServiceError:
        """An error the fault injector built from a plan, as this vendor's own error type.

        The injector speaks core errors only (``RateLimited``, ``ServiceUnavailable``,
        ``UpstreamError``, ``Unauthorized``, or a plain ``ServiceError`` with the plan's code); a vendor
        whose :meth:`render_error` was written for handler errors turns them into its own type here,
        so an injected 503 reads exactly like the vendor's. ``custom_message``: the plan wrote the
        message, keep it. The base dialect renders core errors as they are.
        """
        return error

    def injected_headers(self, error: ServiceError) -> dict[str, str]:
        """Headers the vendor adds to an injected ``error`` beyond what :meth:`render_error` sets."""
        return {}

    def error_code(self, body: Any) -> str | None:
        """The error code a caller reads in an error ``body`` (shown first in MCP results, so a client
        that passes a model only part of a result still tells it). The default reads ``{"error": "code"}``
        (Slack's shape) and ``{"error": {"code": …}}`` or its ``type`` (this base dialect's and Stripe's);
        a vendor with another shape overrides it."""
        if not isinstance(body, dict):
            return None
        error = body.get("error")
        if isinstance(error, str):
            return error
        if isinstance(error, dict):
            for key in ("code", "type"):
                if isinstance(error.get(key), str):
                    return str(error[key])
        return None

    def replay_headers(self) -> dict[str, str]:
        """Headers added when an idempotent request is answered from the cache."""
        return {"Idempotent-Replayed": "true"}

    def replayed(self, saved: Response, ctx: Context) -> Response:
        """The answer to a retry with a known idempotency key: ``saved`` (a copy) plus the replay headers.

        Vendors whose replays differ from the first answer in more than a header (Stripe gives each
        replay its own ``Request-Id``) override this.
        """
        saved.headers.update(self.replay_headers())
        return saved


def decode_json_object(body: bytes) -> dict[str, Any]:
    """Decode a JSON request body that must be an object; anything else is a :class:`MalformedBody`.

    Nesting deeper than :data:`~toolproof.service.inputs.MAX_DEPTH` is refused before the decoder
    recurses into it (:class:`~toolproof.service.inputs.InputTooDeep`, a malformed body).
    """
    check_json_text(body)
    try:
        value = json.loads(body)
    except (UnicodeDecodeError, ValueError) as exc:
        raise MalformedBody(f"The request body is not valid JSON: {exc}.") from None
    if not isinstance(value, dict):
        raise MalformedBody("The request body must be a JSON object.")
    return value
