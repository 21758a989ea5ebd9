"""Every core error class, rendered in Google's envelope (what the client's HttpError parses)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.services.gcal.spec import validate_error
from toolproof.service.errors import (
    IdempotencyMismatch,
    InternalError,
    InvalidParams,
    MalformedBody,
    MethodNotAllowed,
    ParamError,
    PayloadTooLarge,
    RateLimited,
    ServiceError,
    ServiceUnavailable,
    Unauthorized,
    UnknownRoute,
    UnsupportedMediaType,
    UpstreamError,
)
from toolproof.service.wire import HttpRequest
from toolproof.services.gcal.dialect import GcalDialect
from toolproof.services.gcal.errors import condition_not_met, full_sync_required

CASES: list[tuple[ServiceError, int, dict[str, Any]]] = [
    (
        InvalidParams([ParamError(("maxResults",), "invalid", "Input should be a valid integer")]),
        400,
        {"reason": "invalid", "location": "maxResults", "locationType": "parameter"},
    ),
    (
        InvalidParams([ParamError(("calendarId",), "missing", "Field required")]),
        400,
        {"reason": "required", "message": "Required parameter: calendarId", "location": "calendarId"},
    ),
    (InvalidParams([ParamError(("body", "summary"), "invalid", "bad")]), 400, {"reason": "invalid"}),
    (UnknownRoute("nope"), 404, {"reason": "notFound", "message": "Not Found"}),
    (MethodNotAllowed("nope"), 404, {"reason": "notFound"}),
    (MalformedBody("bad"), 400, {"reason": "parseError", "message": "Parse Error"}),
    (UnsupportedMediaType("xml"), 400, {"reason": "parseError"}),
    (PayloadTooLarge("big"), 413, {"reason": "uploadTooLarge"}),
    (Unauthorized("x", credential="missing"), 401, {"reason": "required", "message": "Login Required."}),
    (Unauthorized("x", credential="unknown"), 401, {"reason": "authError", "location": "Authorization"}),
    (
        IdempotencyMismatch("m", key="k", reason="params", first_path="gcal.events.insert"),
        400,
        {"reason": "invalid"},
    ),
    (InternalError("boom"), 500, {"reason": "backendError", "message": "Backend Error"}),
    (UpstreamError("x", status=502), 502, {"reason": "backendError"}),
    (ServiceUnavailable("down"), 503, {"reason": "backendError"}),
    (
        RateLimited("slow down", retry_after=2.0),
        429,
        {"domain": "usageLimits", "reason": "rateLimitExceeded", "message": "Rate Limit Exceeded"},
    ),
    (
        condition_not_met(),
        412,
        {"reason": "conditionNotMet", "locationType": "header", "location": "If-Match"},
    ),
    (
        full_sync_required(),
        410,
        {"domain": "calendar", "reason": "fullSyncRequired", "location": "syncToken"},
    ),
]


@pytest.mark.parametrize(("error", "status", "detail"), CASES, ids=lambda c: type(c).__name__)
def test_core_errors_render_in_googles_envelope(
    error: ServiceError, status: int, detail: dict[str, Any]
) -> None:
    resp = GcalDialect().render_error(error, None)
    assert resp.status == status
    assert validate_error(resp.body) == []
    assert resp.body["error"]["code"] == status
    first = resp.body["error"]["errors"][0]
    assert {k: first.get(k) for k in detail} == detail


def test_rate_limit_carries_retry_after() -> None:
    resp = GcalDialect().render_error(RateLimited("x", retry_after=2.4), None)
    assert resp.headers["Retry-After"] == "2"


def test_parse_params_merges_query_body_headers_and_path() -> None:
    request = HttpRequest(
        "PATCH",
        "/calendars/primary/events/abc",
        b"alt=json&sendUpdates=all&eventTypes=default&eventTypes=focusTime",
        {"content-type": "application/json", "if-match": '"123"', "authorization": "Bearer w1.dara"},
        b'{"summary": "x"}',
    )
    dialect = GcalDialect()
    op: Any = None
    params = dialect.parse_params(request, op, {"calendarId": "primary", "eventId": "abc"})
    assert params == {
        "sendUpdates": "all",
        "eventTypes": ["default", "focusTime"],
        "body": {"summary": "x"},
        "ifMatch": '"123"',
        "calendarId": "primary",
        "eventId": "abc",
    }
    credential = dialect.authenticate(request, params)
    assert (credential.world_id, credential.principal) == ("w1", "dara")
