"""Scripted episodes per second through the runner: local processes and Ray workers, 1 and 2 of each.

Run: ``.venv/bin/python benchmarks/bench_runner.py [--suite core] [--trials 1] [--no-ray]``. Every
configuration runs the same episodes (the four reference agents through the suite with its fault
variants) at concurrency 8 per worker, after one warm-up pass of its own, best of ``--rounds`` runs
interleaved across configurations. Ray start-up is paid once, outside the timed runs. Ratios are the
figures that matter (absolute rates drift with the machine and with whatever else it runs): the
speed-up from a second worker, and the per-episode overhead of Ray over local processes.
"""

from __future__ import annotations

import argparse
import logging
import os
import platform
import sys
import tempfile
import time
from pathlib import Path

from _common import ROOT, use_example_service

use_example_service()

from toolproof.runs.runner import Backend, Runner, plan_episodes  # noqa: E402
from toolproof.runs.store import ResultStore  # noqa: E402
from toolproof.tasks.loader import load_suite, suite_names  # noqa: E402
from toolproof.tasks.model import Task  # noqa: E402

AGENTS = ["careful", "blind-retry", "naive", "noop"]


def measure(tasks: list[Task], trials: int, backend: Backend, workers: int) -> tuple[int, float]:
    specs = plan_episodes(tasks, AGENTS, trials=trials)
    with tempfile.TemporaryDirectory() as tmp:
        store = ResultStore(Path(tmp) / "results.db")
        runner = Runner(tasks, store)
        started = time.perf_counter()
        ran = runner.run(specs, concurrency=8, workers=workers, backend=backend)
        elapsed = time.perf_counter() - started
        store.close()
    return ran, elapsed


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    default = "core" if "core" in suite_names() else str(ROOT / "tests" / "tasks" / "data" / "good")
    parser.add_argument("--suite", default=default)
    parser.add_argument("--trials", type=int, default=1)
    parser.add_argument("--no-ray", action="store_true", help="local processes only")
    parser.add_argument("--rounds", type=int, default=3, help="timed runs per configuration (best kept)")
    args = parser.parse_args()
    tasks = load_suite(args.suite)
    configs = [("local", 1), ("local", 2)]
    if not args.no_ray:
        try:
            import ray
        except ImportError:
            print("ray is not installed (pip install 'toolproof[ray]'): local processes only")
        else:
            ray.init(num_cpus=os.cpu_count() or 1, include_dashboard=False, logging_level=logging.WARNING)
            configs += [("ray", 1), ("ray", 2)]
    rates: dict[tuple[str, int], float] = {}
    n = 0
    for name, workers in configs:
        measure(tasks[:8], 1, Backend(name), workers)  # warm: imports, fixtures, Ray worker processes
    # Rounds interleave the configurations and each keeps its best: on a shared machine the load
    # changes by the minute, and the best of several runs is the one least disturbed by it.
    for _ in range(args.rounds):
        for name, workers in configs:
            n, seconds = measure(tasks, args.trials, Backend(name), workers)
            rates[(name, workers)] = max(rates.get((name, workers), 0.0), n / seconds)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    machine = f"{platform.machine()} · {os.cpu_count()} cores · Python {platform.python_version()}"
    print(f"{time.strftime('%Y-%m-%d')} · {machine} · load average {load:.1f} at the end")
    print(
        f"suite {args.suite}: {n} episodes (4 reference agents, fault variants, {args.trials} trial(s)), "
        f"concurrency 8 per worker, best of {args.rounds}"
    )
    for (name, workers), rate in rates.items():
        unit = "process" if name == "local" else "worker"
        label = f"{name} × {workers} {unit}{'' if workers == 1 else 'es' if name == 'local' else 's'}"
        speedup = rate / rates[(name, 1)]
        print(f"  {label:<22} {rate:8.1f} episodes/s   {1000 / rate:7.2f} ms/episode   ×{speedup:.2f} vs 1")
    if ("ray", 1) in rates:
        for workers in (1, 2):
            overhead = 1000 / rates[("ray", workers)] - 1000 / rates[("local", workers)]
            ratio = rates[("local", workers)] / rates[("ray", workers)]
            print(
                f"  Ray overhead, {workers} worker(s): {overhead:+.2f} ms/episode ({ratio:.2f}× local's time)"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
