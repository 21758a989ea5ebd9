"""Linear's request budget: 1,500 requests an hour per API key (Linear's rate-limiting documentation).

Linear counts on a leaky bucket; the double counts on a sliding hour, one window per principal. The
complexity budget (250,000 points an hour) is counted the same way, per principal, by
:func:`charge_complexity`; a single query over 10,000 points is refused outright
(:data:`toolproof.services.linear.document.MAX_COMPLEXITY`).
"""

from __future__ import annotations

from collections import deque
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


#: Linear's complexity budget: points an hour per API key (a query's points: see ``document.complexity``).
COMPLEXITY_PER_HOUR = 250_000


def complexity_key(principal: str | None) -> str:
    return f"linear:complexity:{principal or 'api_key'}"


def complexity_spent(world: Any, principal: str | None) -> tuple[int, float | None]:
    """Points spent in the last hour and when the oldest of them leaves the window (resource clock)."""
    if world is None:
        return 0, None
    window = world.limiter.windows.get(complexity_key(principal))
    if not window:
        return 0, None
    now = world.resource_time()
    while window and window[0][0] <= now - 3600.0:
        window.popleft()
    return sum(cost for _, cost in window), (window[0][0] + 3600.0 if window else None)


def charge_complexity(world: Any, principal: str | None, cost: int) -> bool:
    """Count ``cost`` points against the hour's budget; ``False`` (nothing counted) if it would exceed it.

    The points live beside the request windows in the world's limiter (emptied by ``reset``); with the
    world's rate limits switched off nothing is counted.
    """
    if world is None or not world.rate_limits_enabled:
        return True
    spent, _ = complexity_spent(world, principal)
    if spent + cost > COMPLEXITY_PER_HOUR:
        return False
    world.limiter.windows.setdefault(complexity_key(principal), deque()).append((world.resource_time(), cost))
    return True
