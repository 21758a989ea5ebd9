"""Linear's request budget: 1,500 requests an hour per API key (Linear's rate-limiting documentation).

Linear counts on a leaky bucket; the double counts on a sliding hour, one window per principal. The
complexity budget (250,000 points an hour) is not counted; a single query over 10,000 points is refused
(:data:`toolproof.services.linear.document.MAX_COMPLEXITY`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from toolproof.service.limits import Limit

if TYPE_CHECKING:
    from toolproof.service.operation import Operation

REQUESTS_PER_HOUR = 1500


def request_key(principal: str | None) -> str:
    return f"linear:requests:{principal or 'api_key'}"


def rate_limits(operation: Operation, params: Mapping[str, Any], principal: str | None) -> Sequence[Limit]:
    return (Limit(request_key(principal), REQUESTS_PER_HOUR, 3600.0),)


#: Server time one call takes (seconds), for the in-process scheduler: a model, not a published figure.
def service_time(operation: Operation) -> float:
    return 0.25 if operation.writes else 0.15
