"""The pytest plugin (entry point ``pytest11``: ``toolproof``), active wherever toolproof is installed.

Fixtures, each a fresh world per test (nothing leaks between tests):

- ``toolproof_world``: an in-process :class:`~toolproof.world.World` (call, diff, ledger, snapshots);
- ``served_world``: the doubles on a free loopback port (:class:`~toolproof.testing.Served`): base URLs,
  credentials and official SDK clients (``served_world.stripe()``, ``.slack()``, ``.gcal()``).

Markers:

- ``@pytest.mark.toolproof(services=["stripe"], seed=0, fixture="default", virtual_time=True)``:
  what the fixtures build (default: every built-in double, virtual time on);
- ``@pytest.mark.faults("lost-responses")``: a fault plan (built-in name or file) for the test's world.

Virtual time: a served world's fault holds (a 30-second timeout, latency) advance its clock by the
full amount but hold the request a millisecond, so a fault test takes no real time; rate limits still
run on the wall clock. ``--toolproof-real-time`` (or ``virtual_time=False``) waits for real.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import pytest

from toolproof.service.registry import installed

if TYPE_CHECKING:
    from toolproof.testing.served import Served
    from toolproof.world import World


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("toolproof")
    group.addoption(
        "--toolproof-real-time",
        action="store_true",
        default=False,
        help="toolproof: served worlds really wait out fault holds (default: virtual time)",
    )


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "toolproof(services=None, seed=0, fixture='default', virtual_time=True): the world the toolproof "
        "fixtures build",
    )
    config.addinivalue_line("markers", "faults(plan): a toolproof fault plan (built-in name or file)")


def _settings(request: pytest.FixtureRequest) -> dict[str, Any]:
    marker = request.node.get_closest_marker("toolproof")
    kw: dict[str, Any] = dict(marker.kwargs) if marker is not None else {}
    if marker is not None and marker.args:
        kw.setdefault("services", list(marker.args))
    unknown = set(kw) - {"services", "seed", "fixture", "virtual_time"}
    if unknown:
        raise pytest.UsageError(
            f"@pytest.mark.toolproof takes services, seed, fixture, virtual_time; not {unknown}"
        )
    faults = request.node.get_closest_marker("faults")
    return {
        "services": list(kw.get("services") or installed()),
        "seed": int(kw.get("seed", 0)),
        "fixture": kw.get("fixture", "default"),
        "virtual_time": bool(kw.get("virtual_time", True))
        and not request.config.getoption("--toolproof-real-time"),
        "faults": faults.args[0] if faults is not None and faults.args else None,
    }


@pytest.fixture
def toolproof_world(request: pytest.FixtureRequest) -> World:
    """A fresh in-process world (``@pytest.mark.toolproof`` and ``@pytest.mark.faults`` shape it)."""
    from toolproof.faults import install, load_plan
    from toolproof.world import World

    s = _settings(request)
    world = World(s["services"], seed=s["seed"], fixture=s["fixture"])
    if s["faults"] is not None:
        install(world, load_plan(s["faults"]))
    return world


@pytest.fixture
def served_world(request: pytest.FixtureRequest) -> Iterator[Served]:
    """The doubles served on 127.0.0.1 for this test, with SDK clients; stopped afterwards."""
    from toolproof.testing.served import Served

    s = _settings(request)
    with Served(
        s["services"],
        seed=s["seed"],
        fixture=s["fixture"],
        faults=s["faults"],
        virtual_time=s["virtual_time"],
    ) as served:
        yield served
