#!/usr/bin/env python3
"""Run one command and say its wall time and the CPU of every process it started, reaped or not.

    scripts/test_wallcpu.py [--json PATH] -- COMMAND ...

``getrusage(RUSAGE_CHILDREN)`` (what ``--cpu-costs`` records) counts only the children a process waited
for: a Ray cluster's raylet, GCS server and workers, or a daemon a test leaves to its own reaper, are not
in it, and on a machine shared with other sessions ``/proc/stat``'s busy time is everyone's. So this polls
``/proc`` every 50 ms and keeps, per process descended from the command (a process stays counted after it
is re-parented), its last user + system time: the CPU a process spends in its last 50 ms is missed, which
is noise beside the seconds measured. Linux only.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

TICK = os.sysconf("SC_CLK_TCK")


def _stat(pid: int) -> tuple[int, float, str] | None:
    """(parent pid, user + system seconds, command name) of a live process, or None if it is gone."""
    try:
        raw = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    name = raw[raw.index("(") + 1 : raw.rindex(")")]
    fields = raw[raw.rindex(")") + 2 :].split()
    return int(fields[1]), (int(fields[11]) + int(fields[12])) / TICK, name


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--json", type=Path, help="also write the numbers here")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    start = time.monotonic()
    child = subprocess.Popen(command)
    ours: set[int] = {child.pid}
    cpu: dict[int, float] = {}
    names: dict[int, str] = {}
    while True:
        for entry in os.scandir("/proc"):
            if not entry.name.isdigit():
                continue
            pid = int(entry.name)
            seen = _stat(pid)
            if seen is None:
                continue
            parent, seconds, name = seen
            if pid in ours or parent in ours:
                ours.add(pid)
                cpu[pid] = seconds
                names[pid] = name
        if child.poll() is not None:
            break
        time.sleep(0.05)
    wall = time.monotonic() - start
    by_name: dict[str, float] = {}
    for pid, seconds in cpu.items():
        by_name[names[pid]] = by_name.get(names[pid], 0.0) + seconds
    total = sum(cpu.values())
    report = {
        "wall_s": round(wall, 2),
        "cpu_s": round(total, 2),
        "processes": len(cpu),
        "cpu_by_name": {k: round(v, 2) for k, v in sorted(by_name.items(), key=lambda kv: -kv[1])},
        "returncode": child.returncode,
    }
    print(json.dumps(report), file=sys.stderr)
    if args.json:
        args.json.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    return child.returncode


if __name__ == "__main__":
    raise SystemExit(main())
