"""Box's published rate limits, counted on the world's clock.

Source: https://developer.box.com/guides/api-calls/permissions-and-errors/rate-limits/ ("1000 API
requests per minute per user"; "240 file upload requests per minute per user"; search "6 searches a
second per user"; over a limit Box answers 429 ``rate_limit_exceeded`` with ``Retry-After``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from toolproof.service.limits import Limit

if TYPE_CHECKING:
    from toolproof.service.operation import Operation

PER_USER_PER_MINUTE = 1000
UPLOADS_PER_MINUTE = 240
SEARCHES_PER_SECOND = 6

READ_SECONDS = 0.15
WRITE_SECONDS = 0.35


def rate_limits(operation: Operation, params: Mapping[str, Any], principal: str | None) -> Sequence[Limit]:
    who = principal or "admin"
    limits = [Limit(f"box:user:{who}", PER_USER_PER_MINUTE, 60.0)]
    if operation.name.startswith("box.uploads."):
        limits.append(Limit(f"box:upload:{who}", UPLOADS_PER_MINUTE, 60.0))
    if operation.name == "box.search.query":
        limits.append(Limit(f"box:search:{who}", SEARCHES_PER_SECOND, 1.0))
    return limits


def service_time(operation: Operation) -> float:
    return WRITE_SECONDS if operation.writes else READ_SECONDS
