"""The sliding-window limiter: its one-window pass against the general two loops.

``SlidingWindowLimiter.check`` checks and counts a call against a single window in one pass (every call
of a service with one basic limiter, Stripe's reads and writes); for several windows it checks them all
before counting any. Both must give the same verdicts, waits and windows, so the reference below is the
general path written out on its own and every step is compared.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.service.limits import Limit
from toolproof.world.limiter import SlidingWindowLimiter


def reference_check(
    windows: dict[str, deque[float]], limits: Sequence[Limit], now: float
) -> tuple[Limit, float] | None:
    """The general path: every window checked, then (if none refused) every window counted."""
    for limit in limits:
        if limit.limit == 0:  # no call is allowed: no wait frees one, so the wait named is the window
            windows_seen = windows.get(limit.key)
            if windows_seen is not None:
                while windows_seen and windows_seen[0] <= now - limit.per_seconds:
                    windows_seen.popleft()
            return limit, float(max(1, math.ceil(limit.per_seconds)))
        window = windows.get(limit.key)
        if window is None:
            continue
        while window and window[0] <= now - limit.per_seconds:
            window.popleft()
        if len(window) >= limit.limit:
            return limit, float(max(1, math.ceil(window[0] + limit.per_seconds - now)))
    for limit in limits:
        windows.setdefault(limit.key, deque()).append(now)
    return None


LIMITS = st.builds(
    Limit,
    key=st.sampled_from(["a", "b", "c"]),
    limit=st.integers(min_value=0, max_value=4),  # 0: every call against it refused
    per_seconds=st.sampled_from([0.5, 1.0, 2.5, 60.0]),
)


@settings(max_examples=300, deadline=None)
@given(
    steps=st.lists(
        st.tuples(st.lists(LIMITS, min_size=1, max_size=3), st.sampled_from([0.0, 0.25, 0.5, 1.0, 3.0])),
        max_size=40,
    )
)
def test_every_step_answers_and_counts_as_the_general_path(
    steps: list[tuple[list[Limit], float]],
) -> None:
    limiter = SlidingWindowLimiter()
    windows: dict[str, deque[float]] = {}
    now = 0.0
    for limits, advance in steps:
        now += advance
        assert limiter.check(limits, now) == reference_check(windows, limits, now)
        assert limiter.windows == windows


def test_one_window_refuses_when_full_and_names_the_wait() -> None:
    limiter = SlidingWindowLimiter()
    limit = Limit("stripe:writes", 2, 1.0)
    assert limiter.check((limit,), 10.0) is None
    assert limiter.check((limit,), 10.25) is None
    assert limiter.check((limit,), 10.5) == (limit, 1.0)
    assert list(limiter.windows["stripe:writes"]) == [10.0, 10.25]
    assert limiter.check((limit,), 11.0) is None  # 10.0 left the window
    assert list(limiter.windows["stripe:writes"]) == [10.25, 11.0]


def test_a_zero_limit_refuses_every_call_and_counts_none() -> None:
    """A limit of 0 refused nothing at first and then raised ``IndexError`` once its window had emptied
    (``window[0]`` of an empty deque); it refuses every call, naming its window as the wait."""
    none = Limit("box:upload:ann", 0, 60.0)
    other = Limit("box:user:ann", 5, 60.0)
    for limits in ((none,), (other, none)):
        limiter = SlidingWindowLimiter()
        assert [limiter.check(limits, t) for t in (0.0, 0.5, 61.0, 200.0)] == [(none, 60.0)] * 4
        assert limiter.windows == {}
    half = Limit("k", 0, 0.25)
    assert SlidingWindowLimiter().check((half,), 3.0) == (half, 1.0)  # at least 1 s, as every wait
