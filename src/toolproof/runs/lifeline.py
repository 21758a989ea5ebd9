"""Worker processes that die with the process that started them.

A run killed with SIGKILL (or by the OOM killer, or a closed terminal) gets no chance to stop its
workers; without this they would sit forever holding memory and the run's sockets. On Linux the
kernel delivers SIGKILL to a worker the moment its parent dies (``PR_SET_PDEATHSIG``); elsewhere a
daemon thread notices that the worker has been re-parented and exits.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import signal
import sys
import threading
import time

_PR_SET_PDEATHSIG = 1


def _set_pdeathsig() -> bool:
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or None, use_errno=True)
        return int(libc.prctl(_PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0)) == 0
    except (OSError, AttributeError):
        return False


def die_with_parent(parent_pid: int, *, poll: float = 1.0) -> None:
    """Make this process exit as soon as ``parent_pid`` (its parent) is gone."""
    kernel = _set_pdeathsig()
    if os.getppid() != parent_pid:  # the parent died before the signal was armed
        os._exit(1)
    if kernel:
        return

    def watch() -> None:
        while os.getppid() == parent_pid:
            time.sleep(poll)
        os._exit(1)

    threading.Thread(target=watch, name="toolproof-lifeline", daemon=True).start()
