from __future__ import annotations

import pytest
from hypothesis import HealthCheck, settings

from tests.support import cpu_costs, tickets
from toolproof.service import register
from toolproof.world import World

register(tickets.service)

# Property tests run on shared 2-core CI machines: a slow example is load, not a bug, so no per-example
# deadline; every failure still prints the seed that reproduces it.
settings.register_profile(
    "toolproof", deadline=None, print_blob=True, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile("toolproof")


def pytest_addoption(parser: pytest.Parser) -> None:
    cpu_costs.add_options(parser)


def pytest_configure(config: pytest.Config) -> None:
    cpu_costs.configure(config)


@pytest.fixture
def world() -> World:
    """A tickets world on the small fixture: every row is known."""
    return World(["tickets"], seed=7, fixture="small")


@pytest.fixture
def big_world() -> World:
    return World(["tickets"], seed=7)
