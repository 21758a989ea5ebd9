"""The world's virtual clock: all time a service sees comes from here, never from the wall."""

from __future__ import annotations

import math
import os
from datetime import UTC, datetime
from typing import Any

#: Default start of virtual time for fixtures: Monday 2 November 2026, 09:00 UTC.
DEFAULT_EPOCH = 1793610000.0


#: The latest virtual time a clock may reach (1 January 9000 UTC): every later date still formats,
#: and whole seconds (and milliseconds) still fit SQLite's 64-bit integers.
MAX_TIME = 221845392000.0


#: Environment setting: real seconds per virtual second for the waits a served world really makes.
TIME_SCALE_ENV = "TOOLPROOF_TIME_SCALE"


#: ``os.environ`` as the process started with it, its storage (``_data``, keyed by encoded names) and
#: the setting's name as that storage keys it: :func:`_setting` reads it there while ``os.environ`` is
#: still that object (it always is, unless something replaced the module attribute).
_ENVIRON = os.environ
_ENVIRON_DATA: Any = getattr(_ENVIRON, "_data", None)
_ENCODED_NAME: Any = _ENVIRON.encodekey(TIME_SCALE_ENV)


def _setting() -> str:
    """``os.environ.get(TIME_SCALE_ENV, "")``, the same string whatever the environment holds.

    Every pooled world's renewal reads it (:func:`wall_time_scale`), and the setting is almost
    always unset: ``Mapping.get`` then raises and catches a ``KeyError`` inside ``os.environ``'s
    ``__getitem__`` (≈ 2 µs; ≈ 0.2 µs here). ``os._Environ.__getitem__`` is
    ``decodevalue(_data[encodekey(key)])``: the same look-up, without the exception. Any other
    mapping in ``os.environ``'s place is asked as before."""
    env = os.environ
    if env is not _ENVIRON or type(_ENVIRON_DATA) is not dict:
        return env.get(TIME_SCALE_ENV, "")
    raw = _ENVIRON_DATA.get(_ENCODED_NAME)
    return "" if raw is None else str(env.decodevalue(raw))


def wall_time_scale() -> float:
    """How many real seconds a served world waits per virtual second of an injected wait.

    Over HTTP and MCP a timeout fault really holds the request and latency really delays it, so a
    client's own timeouts meet them. ``1.0`` (the default) keeps those waits true to the plan; a
    test suite sets ``TOOLPROOF_TIME_SCALE=0.01`` so a plan's 30-second timeout holds 0.3 s. Only
    real waits scale: the virtual clock, the ledger and ``Retry-After`` keep the plan's seconds.
    """
    raw = _setting().strip()
    if not raw:
        return 1.0
    try:
        scale = float(raw)
    except ValueError:
        scale = math.nan
    if not math.isfinite(scale) or scale <= 0:
        raise ValueError(f"{TIME_SCALE_ENV} must be a number > 0 (real seconds per second), not {raw!r}")
    return scale


class Clock:
    """Virtual time in seconds since the Unix epoch.

    Time only moves when something moves it: each operation call advances it by ``tick`` seconds
    (so objects created one after another get distinct, ordered timestamps), and latency faults or
    an explicit :meth:`advance` move it further. A snapshot carries the clock, so a restore brings
    time back too.
    """

    __slots__ = ("now", "tick")

    def __init__(self, now: float = DEFAULT_EPOCH, tick: float = 1.0) -> None:
        self.now = float(now)
        self.tick = float(tick)

    def time(self) -> float:
        return self.now

    def seconds(self) -> int:
        """Current time as whole Unix seconds (Stripe's ``created``)."""
        return int(self.now)

    def advance(self, seconds: float) -> float:
        if not math.isfinite(seconds) or seconds < 0:
            raise ValueError("the virtual clock never runs backwards; use restore() to travel back")
        if self.now + seconds > MAX_TIME:
            raise ValueError(
                f"advancing {seconds:g} s would take the virtual clock past the year 9000 "
                f"(at most {MAX_TIME - self.now:.0f} s more)"
            )
        self.now += seconds
        return self.now

    def set(self, when: float) -> None:
        if when < self.now:
            raise ValueError(f"cannot set the clock back from {self.now} to {when}")
        self.now = float(when)

    def datetime(self) -> datetime:
        return datetime.fromtimestamp(self.now, tz=UTC)

    def __repr__(self) -> str:
        return f"Clock({self.datetime().isoformat()})"
