"""Scripted episodes per second through the runner: local processes and Ray workers, 1 and 2 of each.

Run: ``.venv/bin/python benchmarks/bench_runner.py [--suite core] [--trials 1] [--no-ray] [--no-baseline]``.
Every configuration runs the same episodes (the four reference agents through the suite with its fault
variants) at concurrency 8 per worker, after one warm-up pass of its own, in ``--rounds`` rounds that
interleave the configurations; each prints its best wall rate and its median CPU per episode. The
baseline configurations turn reuse off (every episode builds its world and resolves its refs, every
worker builds its fixtures), as the runner did before. Ray start-up is paid once, outside the timed runs.

On a shared machine wall-clock rates follow the other tenants' load (the load average is printed for
every round); the CPU time per episode, read from /proc for the driver and for every process it started,
moves much less. It is split between the driver (feeding workers, storing results, and the fixtures and
refs it builds before forking) and the workers, which tells whether a second worker adds a shared
bottleneck (the workers' CPU per episode would grow, or the driver's share would): from those costs the
benchmark derives the speed-up two workers give on two idle cores, one worker running at ``1/w₁`` with
the driver on the other core, two workers and the driver sharing both at ``2/(w₂ + d₂)``.
"""

from __future__ import annotations

import argparse
import logging
import os
import platform
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from _common import ROOT, use_example_service

use_example_service()

from toolproof.runs.episodes import EpisodeExecutor  # noqa: E402
from toolproof.runs.runner import Backend, Runner, plan_episodes  # noqa: E402
from toolproof.runs.store import ResultStore  # noqa: E402
from toolproof.tasks.loader import load_suite, suite_names  # noqa: E402
from toolproof.tasks.model import Task  # noqa: E402
from toolproof.world import fixtures  # noqa: E402
from toolproof.world.fixtures import clear_cache  # noqa: E402

AGENTS = ["careful", "blind-retry", "naive", "noop"]
HAS_PROC = Path("/proc/self/stat").exists()


def tree_cpu() -> dict[int, float]:
    """CPU seconds used so far by this process and every process it started, by pid (Linux /proc).

    Ray's daemons (raylet, GCS) and its worker processes descend from the driver that started the
    local instance, so their cost is counted too.
    """
    parents: dict[int, int] = {}
    used: dict[int, float] = {}
    tick = os.sysconf("SC_CLK_TCK")
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        parents[int(entry.name)] = int(fields[1])
        used[int(entry.name)] = (int(fields[11]) + int(fields[12])) / tick
    mine, frontier = {os.getpid()}, [os.getpid()]
    while frontier:
        pid = frontier.pop()
        for child, parent in parents.items():
            if parent == pid and child not in mine:
                mine.add(child)
                frontier.append(child)
    return {pid: used[pid] for pid in mine if pid in used}


@dataclass(slots=True)
class Sample:
    """One timed run: episodes, wall seconds, and CPU seconds of the driver and of all it started."""

    episodes: int
    seconds: float
    driver_cpu: float
    workers_cpu: float
    #: Of ``driver_cpu``: what the driver spent before the workers started (refs resolved, plans
    #: parsed, fixtures checked), a cost per run, not per episode.
    setup_cpu: float = 0.0
    #: Each process the driver started (its workers; Ray's daemons too), CPU seconds, largest first.
    per_process: tuple[float, ...] = ()

    @property
    def cpu(self) -> float:
        return self.driver_cpu + self.workers_cpu


def measure(tasks: list[Task], trials: int, backend: Backend, workers: int, reuse: bool = True) -> Sample:
    """Run every episode once; CPU split between the driver (this process: feeding workers, storing
    results) and every process it started (the workers, Ray's daemons).

    ``reuse=False`` is the baseline: every episode builds its world and resolves its task's refs, and
    every worker builds the fixtures it needs (the driver's fixture cache is emptied first).
    """
    specs = plan_episodes(tasks, AGENTS, trials=trials)
    kept = dict(fixtures._cache)
    if not reuse:
        clear_cache()
    before = tree_cpu() if HAS_PROC else {}
    after: dict[int, float] = {}
    done = 0

    def count(_result: object) -> None:
        nonlocal done
        done += 1
        if done == len(specs) and HAS_PROC:
            after.update(tree_cpu())  # while the workers are still alive

    with tempfile.TemporaryDirectory() as tmp:
        store = ResultStore(Path(tmp) / "results.db")
        runner = Runner(tasks, store)
        runner.executor.reuse = reuse
        started = time.perf_counter()
        setup = time.process_time()
        runner.executor.warm(specs)  # what run() does first; the second warm finds it all done
        setup = time.process_time() - setup
        ran = runner.run(specs, concurrency=8, workers=workers, backend=backend, on_result=count)
        elapsed = time.perf_counter() - started
        store.close()
    fixtures._cache.update(kept)  # the driver's cache as it was: the next configuration is not charged
    me = os.getpid()
    driver = after.get(me, 0.0) - before.get(me, 0.0)
    spent = sorted((used - before.get(pid, 0.0) for pid, used in after.items() if pid != me), reverse=True)
    return Sample(ran, elapsed, driver, sum(spent), setup, tuple(x for x in spent if x > 0))


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    default = "core" if "core" in suite_names() else str(ROOT / "tests" / "tasks" / "data" / "good")
    parser.add_argument("--suite", default=default)
    parser.add_argument("--trials", type=int, default=1)
    parser.add_argument("--no-ray", action="store_true", help="local processes only")
    parser.add_argument("--rounds", type=int, default=3, help="timed runs per configuration (best kept)")
    parser.add_argument("--no-baseline", action="store_true", help="skip the runs with reuse off")
    args = parser.parse_args()
    tasks = load_suite(args.suite)
    configs: list[tuple[str, int, bool]] = (
        [] if args.no_baseline else [("local", 1, False), ("local", 2, False)]
    )
    configs += [("local", 1, True), ("local", 2, True)]
    if not args.no_ray:
        try:
            import ray
        except ImportError:
            print("ray is not installed (pip install 'toolproof[ray]'): local processes only")
        else:
            ray.init(num_cpus=os.cpu_count() or 1, include_dashboard=False, logging_level=logging.WARNING)
            configs += [("ray", 1, True), ("ray", 2, True)]
    samples: dict[tuple[str, int, bool], list[Sample]] = {c: [] for c in configs}
    loads = [_load()]
    # Every fixture built once, as a driver's first run builds them (kept for the process; without
    # this the first timed run of the first configuration paid for building them all).
    first_warm = time.process_time()
    EpisodeExecutor(tasks).warm(plan_episodes(tasks, AGENTS, trials=args.trials))
    first_warm = time.process_time() - first_warm
    for name, workers, reuse in configs:
        measure(tasks[:8], 1, Backend(name), workers, reuse)  # warm: imports, Ray worker processes
    # Rounds interleave the configurations and each keeps its best: on a shared machine the load
    # changes by the minute, and the best of several runs is the one least disturbed by it.
    for _ in range(args.rounds):
        for config in configs:
            name, workers, reuse = config
            samples[config].append(measure(tasks, args.trials, Backend(name), workers, reuse))
        loads.append(_load())
    n = samples[configs[0]][0].episodes
    machine = f"{platform.machine()} · {os.cpu_count()} cores · Python {platform.python_version()}"
    print(f"{time.strftime('%Y-%m-%d %H:%M')} · {machine} · load average (1 min) by round: "
          + " ".join(f"{x:.1f}" for x in loads))  # fmt: skip
    print(
        f"suite {args.suite}: {n} episodes (4 reference agents, fault variants, {args.trials} trial(s)), "
        f"concurrency 8 per worker, {args.rounds} rounds: best wall rate, median CPU"
    )
    # Paid once per driver process, outside the timed runs: a single ``toolproof run`` pays it once.
    print(
        f"  driver's first warm (fixtures built, refs resolved, grades and name indexes prepared; once "
        f"per process, not in the runs below): {first_warm:.2f} s CPU"
    )
    rate = {c: [x.episodes / x.seconds for x in v] for c, v in samples.items()}
    cpu = {c: statistics.median(1000 * x.cpu / x.episodes for x in v) for c, v in samples.items()}
    driver = {c: statistics.median(1000 * x.driver_cpu / x.episodes for x in v) for c, v in samples.items()}
    work = {c: statistics.median(1000 * x.workers_cpu / x.episodes for x in v) for c, v in samples.items()}
    for config in configs:
        name, workers, reuse = config
        unit = "process" if name == "local" else "worker"
        label = f"{name} × {workers} {unit}{'' if workers == 1 else 'es' if name == 'local' else 's'}"
        label += "" if reuse else " (baseline)"
        speedup = [r / one for r, one in zip(rate[config], rate[(name, 1, reuse)], strict=True)]
        print(
            f"  {label:<31} {max(rate[config]):7.1f} episodes/s  ×{max(speedup):.2f} vs 1 worker "
            f"(rounds {min(speedup):.2f}–{max(speedup):.2f})  CPU/episode {cpu[config]:5.2f} ms "
            f"(driver {driver[config]:4.2f}, workers {work[config]:5.2f}) = {1000 / cpu[config]:4.0f} "
            "episodes per CPU-second"
        )
    for config in configs:
        name, workers, reuse = config
        if name != "local" or not reuse:
            continue
        setup = statistics.median(1000 * x.setup_cpu for x in samples[config])
        stream = statistics.median(1000 * (x.driver_cpu - x.setup_cpu) / x.episodes for x in samples[config])
        shares = [x.per_process[:workers] for x in samples[config] if len(x.per_process) >= workers]
        split = " / ".join(f"{100 * p / sum(ps):.1f}%" for ps in shares[-1:] for p in ps) if shares else "?"
        print(
            f"  local × {workers}: driver setup before the fork {setup:.0f} ms per run, then "
            f"{stream:.3f} ms per episode; each worker's share of the workers' CPU (last round): {split}"
        )
    for reuse in (False, True):
        one, two = ("local", 1, reuse), ("local", 2, reuse)
        if one not in samples:
            continue
        # What a second worker gives when the CPU is the only limit: one worker runs at 1/w1 with the
        # driver on the other core; two workers and the driver share both cores at 2/(w2 + d2).
        bound = 2 * work[one] / (work[two] + driver[two])
        print(
            f"  local{'' if reuse else ' (baseline)'}: workers' CPU per episode ×{work[two] / work[one]:.2f} "
            f"with 2 workers vs 1, driver {100 * driver[two] / cpu[two]:.1f}% of all CPU; "
            f"speed-up 2 workers give on 2 idle cores from these CPU costs: ×{bound:.2f}"
        )
    if ("local", 1, False) in samples:
        gain = [
            b.cpu / b.episodes / (r.cpu / r.episodes)
            for b, r in zip(samples[("local", 1, False)], samples[("local", 1, True)], strict=True)
        ]
        print(
            f"  reuse (pooled worlds, refs once, fixtures before fork) vs baseline, 1 process: "
            f"{statistics.median(gain):.2f}× less CPU per episode (rounds {min(gain):.2f}–{max(gain):.2f})"
        )
    print("  target: ≥ 500 episodes per CPU-second and ≥ 1.8× with 2 workers on 2 idle cores")
    if ("ray", 1, True) in samples:
        for workers in (1, 2):
            overhead = cpu[("ray", workers, True)] - cpu[("local", workers, True)]
            ratio = max(rate[("local", workers, True)]) / max(rate[("ray", workers, True)])
            print(
                f"  Ray overhead, {workers} worker(s): {overhead:+.2f} ms CPU/episode "
                f"(wall time {ratio:.2f}× local's)"
            )
    if HAS_PROC:
        print("  (CPU: the driver and every process it started, Ray's daemons included)")
    return 0


def _load() -> float:
    return os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")


if __name__ == "__main__":
    sys.exit(main())
