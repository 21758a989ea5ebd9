"""Google's error reasons, as typed service errors the dialect renders in Google's envelope.

Each error carries Google's ``reason`` and ``domain`` (and ``location``/``locationType`` where
Google names the offending parameter or header); the top-level ``message`` is Google's.
"""

from __future__ import annotations

from typing import Any

from toolproof.service.errors import ServiceError


class GoogleError(ServiceError):
    """An error Google would return: ``code`` is the reason, ``status`` the HTTP status."""

    domain = "global"

    def __init__(
        self,
        message: str,
        *,
        status: int,
        reason: str,
        domain: str | None = None,
        location: str | None = None,
        location_type: str = "parameter",
        top_message: str | None = None,
        **fields: Any,
    ) -> None:
        super().__init__(message, status=status, code=reason, **fields)
        self.reason = reason
        self.domain = domain or "global"
        self.location = location
        self.location_type = location_type
        self.top_message = top_message or message


def not_found() -> GoogleError:
    return GoogleError("Not Found", status=404, reason="notFound")


def deleted() -> GoogleError:
    return GoogleError("Resource has been deleted", status=410, reason="deleted")


def duplicate() -> GoogleError:
    return GoogleError("The requested identifier already exists.", status=409, reason="duplicate")


def condition_not_met() -> GoogleError:
    return GoogleError(
        "Precondition Failed",
        status=412,
        reason="conditionNotMet",
        location="If-Match",
        location_type="header",
    )


def invalid(message: str, location: str | None = None) -> GoogleError:
    return GoogleError(message, status=400, reason="invalid", location=location)


def required(message: str, location: str | None = None) -> GoogleError:
    return GoogleError(message, status=400, reason="required", location=location)


def bad_request(message: str) -> GoogleError:
    return GoogleError(message, status=400, reason="badRequest")


def time_range_empty(location: str | None = "timeMax") -> GoogleError:
    return GoogleError(
        "The specified time range is empty.",
        status=400,
        reason="timeRangeEmpty",
        domain="calendar",
        location=location,
    )


def full_sync_required() -> GoogleError:
    return GoogleError(
        "Sync token is no longer valid, a full sync is required.",
        status=410,
        reason="fullSyncRequired",
        domain="calendar",
        location="syncToken",
    )


def forbidden_for_non_organizer() -> GoogleError:
    return GoogleError(
        "Shared properties can only be changed by the organizer of the event.",
        status=403,
        reason="forbiddenForNonOrganizer",
        domain="calendar",
    )


def required_access(level: str) -> GoogleError:
    return GoogleError(
        f"You need to have {level} access to this calendar.",
        status=403,
        reason="requiredAccessLevel",
        domain="calendar",
    )


def forbidden() -> GoogleError:
    return GoogleError("Forbidden", status=403, reason="forbidden")


def auth_error() -> GoogleError:
    return GoogleError(
        "Invalid Credentials",
        status=401,
        reason="authError",
        location="Authorization",
        location_type="header",
    )
