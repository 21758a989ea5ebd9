"""Google Calendar's published usage quotas, counted on the world's clock.

Source: https://developers.google.com/workspace/calendar/api/guides/quota ("Per minute per project:
10,000 requests; per minute per user per project: 600 requests", a sliding window; over either the
API answers 403 or 429 with domain ``usageLimits``). The double answers the per-user window with
403 ``userRateLimitExceeded`` and the project window with 429 ``rateLimitExceeded`` (both listed in the
Calendar API's error guide, https://developers.google.com/workspace/calendar/api/guides/errors).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from toolproof.service.limits import Limit

if TYPE_CHECKING:
    from toolproof.service.operation import Operation

PER_USER_PER_MINUTE = 600
PER_PROJECT_PER_MINUTE = 10_000
#: Prefix of the per-user window's key: the dialect answers it with ``userRateLimitExceeded``.
USER_KEY = "gcal:user:"

#: Server time one call takes (seconds), for the in-process scheduler: a model, not a published figure.
READ_SECONDS = 0.12
WRITE_SECONDS = 0.3


def rate_limits(operation: Operation, params: Mapping[str, Any], principal: str | None) -> Sequence[Limit]:
    """The per-user and per-project windows every call counts against (made once per principal)."""
    limits = _BY_PRINCIPAL.get(principal)
    if limits is None:
        if len(_BY_PRINCIPAL) >= 1024:
            _BY_PRINCIPAL.clear()
        limits = _BY_PRINCIPAL[principal] = (
            Limit(f"{USER_KEY}{principal or 'default'}", PER_USER_PER_MINUTE, 60.0),
            _PROJECT,
        )
    return limits


_PROJECT = Limit("gcal:project", PER_PROJECT_PER_MINUTE, 60.0)
_BY_PRINCIPAL: dict[str | None, tuple[Limit, Limit]] = {}


def service_time(operation: Operation) -> float:
    return WRITE_SECONDS if operation.writes else READ_SECONDS
