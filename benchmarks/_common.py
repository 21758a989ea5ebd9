"""Shared helpers for the benchmarks: timing loops and memory readings. Ratios, not absolutes, matter."""

from __future__ import annotations

import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def use_example_service() -> None:
    """Register the tests' example service (the benchmarks measure the core with it)."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    import tests.conftest  # noqa: F401  (registers the service)


def median_seconds(fn: Callable[[], object], *, repeat: int, warmup: int = 10) -> float:
    """Median wall time of one call of ``fn`` over ``repeat`` timed calls."""
    for _ in range(warmup):
        fn()
    samples = []
    clock = time.perf_counter_ns
    for _ in range(repeat):
        t0 = clock()
        fn()
        samples.append(clock() - t0)
    return statistics.median(samples) / 1e9


def full_reset(world: Any) -> Callable[[], None]:
    """A reset that really copies the fixture back, as after an episode that wrote.

    ``World.reset`` skips the copy when nothing has written since the last one (a pooled world whose
    episode only read); a benchmark that resets an untouched world again and again would time that
    shortcut. Forgetting the change mark makes every timed reset do the copy.
    """

    def reset() -> None:
        world.store.pristine = None
        world.reset()

    return reset


def rss_bytes() -> int:
    """Resident memory of this process (Linux)."""
    with open(f"/proc/{os.getpid()}/statm") as f:
        pages = int(f.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE")


def cpu_seconds_of(pid: int) -> float:
    """CPU seconds process ``pid`` has used so far (all its threads, those that exited included), to the
    nanosecond.

    ``/proc/PID/stat`` counts in clock ticks (10 ms): a server's CPU over a few hundred requests of
    ~150 µs each is a handful of ticks, so a figure read from it moved by a third between rounds. Linux
    gives every process a CPU-time clock any process may read (``clock_getcpuclockid``; its id is
    ``(~pid << 3) | 2``, CPUCLOCK_SCHED), which ``time.clock_gettime`` reads in nanoseconds. Where that
    clock does not exist (another OS), the ticks of ``/proc/PID/stat``; 0 when the process is gone.
    """
    try:
        return time.clock_gettime(((~pid) << 3) | 2)
    except (OSError, OverflowError):
        pass
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def fmt_time(seconds: float) -> str:
    if seconds < 1e-3:
        return f"{seconds * 1e6:8.1f} µs"
    if seconds < 1:
        return f"{seconds * 1e3:8.2f} ms"
    return f"{seconds:8.2f} s "
