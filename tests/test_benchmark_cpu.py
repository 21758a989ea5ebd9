"""The benchmarks' CPU reading of another process is nanosecond-precise, not rounded to clock ticks,
and counts threads that already exited (a per-thread sum did not, and read less than the process clock).

compare.py and bench_http.py report a server's CPU per request from this reading; with 10 ms ticks a
round of a few hundred requests moved the figure by a third (120 µs one run, 200 µs the next).
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[1] / "benchmarks"
sys.path.insert(0, str(BENCH))

from _common import cpu_seconds_of  # noqa: E402

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="needs Linux process CPU clocks")


def _burn(seconds: float) -> None:
    end = time.process_time() + seconds
    while time.process_time() < end:
        pass


def test_own_cpu_agrees_with_the_process_clock_below_a_tick() -> None:
    """A 30 ms burn reads as 30 ms within 2 ms, where a tick reading could be off by 10."""
    before_clock, before = time.process_time(), cpu_seconds_of(os.getpid())
    _burn(0.03)
    used_clock, used = time.process_time() - before_clock, cpu_seconds_of(os.getpid()) - before
    assert abs(used - used_clock) < 0.002, (used, used_clock)


def test_another_process_is_read_and_a_gone_one_reads_zero() -> None:
    child = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import time\nend=time.process_time()+0.05\nwhile time.process_time()<end: pass\n"
            "import sys; sys.stdout.write('done'); sys.stdout.flush(); time.sleep(30)",
        ],
        stdout=subprocess.PIPE,
    )
    try:
        assert child.stdout is not None
        assert child.stdout.read(4) == b"done"
        assert cpu_seconds_of(child.pid) >= 0.05
    finally:
        child.kill()
        child.wait()
        if child.stdout is not None:
            child.stdout.close()
    assert cpu_seconds_of(child.pid) == 0.0


def test_a_thread_that_ended_still_counts() -> None:
    """The CPU of a thread that burned and exited stays in the reading, as it does in the process clock."""
    import threading

    before = cpu_seconds_of(os.getpid())
    worker = threading.Thread(target=_burn_wall, args=(0.03,))
    worker.start()
    worker.join()
    assert cpu_seconds_of(os.getpid()) - before >= 0.025


def _burn_wall(seconds: float) -> None:
    end = time.thread_time() + seconds
    while time.thread_time() < end:
        pass
