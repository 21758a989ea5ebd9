"""Scripted episodes per second through the runner, at concurrency 1 and at full concurrency.

Run: ``.venv/bin/python benchmarks/bench_runner.py [--suite core] [--trials 1]``. The ratio between
the two is the figure that matters (absolute rates drift with the machine); full concurrency uses one
process per core, since the reference agents are CPU-bound.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

from _common import ROOT, use_example_service

use_example_service()

from toolproof.runs.runner import Runner, plan_episodes  # noqa: E402
from toolproof.runs.store import ResultStore  # noqa: E402
from toolproof.tasks.loader import load_suite, suite_names  # noqa: E402

AGENTS = ["careful", "blind-retry", "naive", "noop"]


def measure(suite: str, trials: int, workers: int, concurrency: int) -> tuple[int, float]:
    tasks = load_suite(suite)
    specs = plan_episodes(tasks, AGENTS, trials=trials)
    with tempfile.TemporaryDirectory() as tmp:
        store = ResultStore(Path(tmp) / "results.db")
        runner = Runner(tasks, store)
        started = time.perf_counter()
        ran = runner.run(specs, concurrency=concurrency, workers=workers)
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
    args = parser.parse_args()
    cores = os.cpu_count() or 1
    measure(args.suite, 1, 1, 1)  # warm the fixture cache and imports
    n1, t1 = measure(args.suite, args.trials, workers=1, concurrency=1)
    nf, tf = measure(args.suite, args.trials, workers=cores, concurrency=8)
    print(f"suite {args.suite}: {n1} episodes (4 reference agents, fault variants, {args.trials} trial(s))")
    print(f"concurrency 1            {n1 / t1:8.1f} episodes/s  ({t1:.2f} s)")
    print(f"full ({cores} processes × 8)  {nf / tf:8.1f} episodes/s  ({tf:.2f} s)")
    print(f"speed-up                 {(nf / tf) / (n1 / t1):8.2f}×")
    return 0


if __name__ == "__main__":
    sys.exit(main())
