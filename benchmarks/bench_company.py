"""The ``company`` fixtures: build time per service and for all of them together, against each service's
``default`` fixture built in the same run, plus reset of the company world (all five services; four
where Linear's schema is absent, which the output says).

    .venv/bin/python benchmarks/bench_company.py [--repeat 3]

Ratios matter, not absolutes: company ÷ default per service says what the shared roster costs.
"""

from __future__ import annotations

import argparse
import statistics
import time

from _common import fmt_time, full_reset, median_seconds
from toolproof.service import registry
from toolproof.world import World
from toolproof.world.fixtures import build_fixture

#: Linear joins where its schema is found (``toolproof.services.linear.sdl``); the others always can.
SERVICES = ["stripe", "slack", "gcal", "box"] + (
    ["linear"] if registry.get("linear").unavailable() is None else []
)
#: Issue 18: the company world resets in under half a millisecond.
RESET_TARGET_S = 0.5e-3


def _build(services: list[str], fixture: str, seed: int) -> float:
    """Seconds to build and freeze one fixture (a fresh seed each time, so nothing is cached)."""
    svcs = [registry.get(s) for s in services]
    t0 = time.perf_counter()
    build_fixture(svcs, {s: fixture for s in services}, seed)
    return time.perf_counter() - t0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print(f"{'fixture build':<28} {'default':>11} {'company':>11} {'ratio':>7}")
    for group in [[s] for s in SERVICES] + [SERVICES]:
        default = statistics.median(_build(group, "default", 100 + n) for n in range(args.repeat))
        company = statistics.median(_build(group, "company", 100 + n) for n in range(args.repeat))
        name = " + ".join(group)
        print(f"{name:<28} {fmt_time(default)} {fmt_time(company)} {company / default:6.2f}×")
    world = World(SERVICES, seed=0, fixture="company")
    reset = median_seconds(full_reset(world), repeat=200)
    size = world.fixture.size
    world.close()
    what = f"company world ({len(SERVICES)} services: {'+'.join(SERVICES)})"
    verdict = "under" if reset < RESET_TARGET_S else "NOT under"
    print(
        f"\n{what}: {size / 1e6:.1f} MB frozen, reset {fmt_time(reset).strip()} ({verdict} the 0.5 ms target)"
    )
    if "linear" not in SERVICES:
        print(f"linear left out: {registry.get('linear').unavailable()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
