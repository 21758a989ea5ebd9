"""The ``company`` fixtures: build time per service and for the four together, against each service's
``default`` fixture built in the same run, plus reset of the company world (all four services).

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

SERVICES = ["stripe", "slack", "gcal", "box"]


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
    what = f"company world ({len(SERVICES)} services)"
    print(f"\n{what}: {size / 1e6:.1f} MB frozen, reset {fmt_time(reset).strip()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
