"""Injected errors in each vendor's own words.

The injector builds core errors (``RateLimited``, ``ServiceUnavailable``, ``UpstreamError``,
``Unauthorized``…) and each service's dialect renders them. Where a dialect has no rendering of its
own for an injected class (they were written for handler errors), this table turns the core error
into the vendor's error type first, so a 503 is Stripe's ``api_error``, Slack's HTTP 503
``{"ok": false, "error": "service_unavailable"}`` and Google's ``backendError`` — never a generic shape.
Services not listed get the core error unchanged.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from toolproof.service.errors import (
    RateLimited,
    ServiceError,
    ServiceUnavailable,
    Unauthorized,
    UpstreamError,
)

Translator = Callable[[ServiceError, bool], ServiceError]


def _stripe(error: ServiceError, custom_message: bool) -> ServiceError:
    if isinstance(error, UpstreamError | ServiceUnavailable):
        # Stripe's 5xx: type api_error, no code; the SDK retries it (Stripe-Should-Retry).
        message = error.message if custom_message else "An unknown error occurred"
        fields = {k: v for k, v in error.fields.items() if k != "retry_after"}
        return ServiceError(message, status=error.status, code="", type="api_error", **fields)
    if isinstance(error, Unauthorized) and error.fields.get("credential") == "revoked":
        message = error.message if custom_message else "Expired API Key provided: sk_test_****"
        return Unauthorized(message, credential="revoked", code="api_key_expired")
    return error


def _slack(error: ServiceError, custom_message: bool) -> ServiceError:
    errors = _module("toolproof.services.slack.errors")
    if errors is None or isinstance(error, RateLimited):
        return error
    slack_error: Any = errors.SlackError
    if isinstance(error, Unauthorized) and error.fields.get("credential") == "revoked":
        return slack_error("token_revoked")  # type: ignore[no-any-return]
    if isinstance(error, ServiceUnavailable):
        return slack_error("service_unavailable", status=error.status)  # type: ignore[no-any-return]
    if isinstance(error, UpstreamError):
        return slack_error("fatal_error", status=error.status)  # type: ignore[no-any-return]
    if type(error) is ServiceError:  # a plan's own code: Slack says it as ok:false with that code
        fields = {k: v for k, v in error.fields.items() if k != "retry_after"}
        return slack_error(error.code, status=error.status, **fields)  # type: ignore[no-any-return]
    return error


def _gcal(error: ServiceError, custom_message: bool) -> ServiceError:
    errors = _module("toolproof.services.gcal.errors")
    if errors is None:
        return error
    google_error: Any = errors.GoogleError
    if isinstance(error, ServiceUnavailable):
        message = error.message if custom_message else "The service is currently unavailable."
        return google_error(message, status=error.status, reason="backendError")  # type: ignore[no-any-return]
    if isinstance(error, UpstreamError):
        message = error.message if custom_message else "Backend Error"
        return google_error(message, status=error.status, reason="backendError")  # type: ignore[no-any-return]
    if type(error) is ServiceError:
        fields = {k: v for k, v in error.fields.items() if k not in ("retry_after", "domain", "reason")}
        domain = error.fields.get("domain") or (
            "usageLimits" if error.code.lower().endswith("ratelimitexceeded") else None
        )
        message = error.message
        if not custom_message and error.code in ("rateLimitExceeded", "userRateLimitExceeded"):
            message = "Rate Limit Exceeded"
        return google_error(  # type: ignore[no-any-return]
            message, status=error.status, reason=error.code, domain=domain, **fields
        )
    return error


def _module(name: str) -> Any:
    try:
        return importlib.import_module(name)
    except ImportError:
        return None


TRANSLATORS: dict[str, Translator] = {"stripe": _stripe, "slack": _slack, "gcal": _gcal}


def vendor_headers(service: str, error: ServiceError) -> dict[str, str]:
    """Headers the vendor adds to this error beyond what its dialect renders.

    Stripe tells its SDKs to retry a ``lock_timeout`` 429 at once (``Stripe-Should-Retry: true``),
    unlike a rate-limit 429 — the "retry now" vs "slow down" distinction agents must learn.
    """
    if service == "stripe" and error.code == "lock_timeout":
        return {"Stripe-Should-Retry": "true"}
    return {}


def vendor_error(service: str, error: ServiceError, *, custom_message: bool = False) -> ServiceError:
    """``error`` as ``service``'s own error type (unchanged for services without a translator)."""
    translate = TRANSLATORS.get(service)
    return error if translate is None else translate(error, custom_message)
