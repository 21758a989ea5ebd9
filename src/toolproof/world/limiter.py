"""Sliding-window rate limiting on the world's clock.

A limit of 0 calls refuses every call against it (none is counted), with the window's length as the
wait (at least 1 s): no wait ever frees a slot, and the service's 429 says so the way its other
refusals do. A fault plan may declare one (``limit: 0``: the service refuses every matching call).
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Sequence

from toolproof.service.limits import Limit


class SlidingWindowLimiter:
    """Counts accepted calls per window key; a call over any window is refused with a retry-after."""

    __slots__ = ("windows",)

    def __init__(self) -> None:
        self.windows: dict[str, deque[float]] = {}

    def check(self, limits: Sequence[Limit], now: float) -> tuple[Limit, float] | None:
        """``None`` if the call may proceed (and it is counted), else the limit hit and seconds to wait."""
        windows = self.windows
        if len(limits) == 1:
            # One window (every call of a service with one basic limiter): checked and counted in one
            # pass, as the two loops below do for it (test_limiter holds the two paths together).
            (limit,) = limits
            window = windows.get(limit.key)
            if window is None:
                if limit.limit <= 0:
                    return limit, _never_frees(limit)
                windows[limit.key] = deque((now,))
                return None
            horizon = now - limit.per_seconds
            while window and window[0] <= horizon:
                window.popleft()
            if len(window) >= limit.limit:
                if limit.limit <= 0:
                    return limit, _never_frees(limit)
                wait = window[0] + limit.per_seconds - now
                return limit, float(max(1, math.ceil(wait)))
            window.append(now)
            return None
        for limit in limits:
            window = windows.get(limit.key)
            if window is None:
                if limit.limit <= 0:
                    return limit, _never_frees(limit)
                continue
            horizon = now - limit.per_seconds
            while window and window[0] <= horizon:
                window.popleft()
            if len(window) >= limit.limit:
                if limit.limit <= 0:
                    return limit, _never_frees(limit)
                wait = window[0] + limit.per_seconds - now
                return limit, float(max(1, math.ceil(wait)))
        for limit in limits:
            # (``setdefault`` would make a new deque on every call only to drop it.)
            window = windows.get(limit.key)
            if window is None:
                window = windows[limit.key] = deque()
            window.append(now)
        return None

    def clear(self) -> None:
        self.windows.clear()


def _never_frees(limit: Limit) -> float:
    """The wait a zero limit names: its window (at least 1 s), as a full window names at most."""
    return float(max(1, math.ceil(limit.per_seconds)))
