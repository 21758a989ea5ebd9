from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

from tests.support import cpu_costs, tickets
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


#: A module that reads the fanout suite through the shared loaders (``tests/support/suites.py``).
_READS_FANOUT = re.compile(r"""["']fanout["']""")


@cache
def _reads_fanout(path: Path) -> bool:
    """Whether the test module at ``path`` reads the fanout suite through the shared loaders."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return False
    return "tests.support" in text and _READS_FANOUT.search(text) is not None


@pytest.hookimpl(optionalhook=True)  # an xdist hook: without xdist, nothing to schedule
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """``--dist loadfile`` with every module that reads the fanout suite in one work unit.

    A file stays on one worker (module fixtures, a served world or a Ray instance, are built once), as
    with xdist's own ``loadfile``. Parsing the fanout suite is about 60 CPU s, paid by the first process
    that reads it (``tests/support/suites.py`` keeps it on disk for the others, but a second worker that
    needs it while the first is parsing it waits idle): with those modules on one worker, the other
    never pays or waits. (Not ``--dist loadgroup``: xdist 3.8 names a group by rewriting ``_nodeid``,
    which pytest 9 no longer reads, so its groups are silently ignored.) xdist orders the units by their
    number of tests, so this large one starts first rather than trailing at the end."""
    if config.getoption("dist", "no") != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling  # type: ignore[import-untyped]  # xdist has no py.typed

    root = config.rootpath

    class FanoutFileScheduling(LoadFileScheduling):  # type: ignore[misc]  # (untyped base)
        def _split_scope(self, nodeid: str) -> str:
            file_id = nodeid.split("::", 1)[0]
            return "fanout-suite" if _reads_fanout(root / file_id) else file_id

    return FanoutFileScheduling(config, log)


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
