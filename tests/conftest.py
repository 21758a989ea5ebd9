from __future__ import annotations

import gc
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

from tests.support import cpu_costs, schedule, tickets
from tests.support.suites import share_decoded_yaml
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


@pytest.hookimpl(optionalhook=True)  # an xdist hook: without xdist, nothing to schedule
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """``--dist loadfile`` with every module that reads the fanout suite in one work unit, the units
    handed out costliest first (``tests/support/schedule.py``). (Not ``--dist loadgroup``: xdist 3.8
    names a group by rewriting ``_nodeid``, which pytest 9 no longer reads, so its groups are silently
    ignored.)"""
    if config.getoption("dist", "no") != "loadfile":
        return None
    return schedule.make_scheduler(config, log)


@pytest.hookimpl(trylast=True)
def pytest_collection_finish(session: pytest.Session) -> None:
    """Everything alive after collection (every test module, its parameters, the 27,000 items: 1.2
    million objects in a worker) moved out of the cyclic collector's reach (``gc.freeze``): it lives as long
    as the session anyway, and each full collection during the tests scanned all of it again. Measured
    (stop 73, ``-n 0``, the whole suite collected, ``test_validator.py`` and ``test_strict24.py`` run):
    11.8 → 8.5 CPU s of full collections in the tests and 46.4 → 39.2 CPU s in all. One collection first,
    so garbage made while collecting is still freed (and any ``ResourceWarning`` it owes still raised)."""
    gc.collect()
    gc.freeze()


@pytest.fixture(scope="session", autouse=True)
def _decode_task_yaml_once() -> Iterator[None]:
    """Each task file's YAML decoded once a worker (``tests/support/suites.py``'s ``decoded_yaml``):
    loading core or company again by id or pattern (``validate``, ``run``, ``--task``, the Inspect
    dataset) costs 3–4 CPU s of decoding a time, and dozens of tests do it."""
    with pytest.MonkeyPatch.context() as patch:
        share_decoded_yaml(patch)
        yield


@pytest.fixture
def world() -> World:
    """A tickets world on the small fixture: every row is known."""
    return World(["tickets"], seed=7, fixture="small")


@pytest.fixture
def big_world() -> World:
    return World(["tickets"], seed=7)
