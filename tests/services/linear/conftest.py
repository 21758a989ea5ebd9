from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.support.server import serve
from toolproof.services.linear import sdl
from toolproof.services.linear.document import schema
from toolproof.transports.http import RunningServer


def pytest_runtest_setup(item: pytest.Item) -> None:
    """Every Linear test needs Linear's SDL, which stays outside the repository: skip with the reason
    (where it was looked for and how to provide it) when this machine has none."""
    missing = sdl.missing()
    if missing is not None:
        pytest.skip(missing)


@pytest.fixture(scope="module")
def server() -> Iterator[RunningServer]:
    """One real HTTP server per test module; each test makes its own world on it. The schema is built
    first (once per process, about a second), so no client's first request waits for it."""
    schema()
    with serve(["linear"]) as srv:
        yield srv
