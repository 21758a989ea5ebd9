from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.support.server import serve
from toolproof.services.linear.document import schema
from toolproof.transports.http import RunningServer


@pytest.fixture(scope="module")
def server() -> Iterator[RunningServer]:
    """One real HTTP server per test module; each test makes its own world on it. The schema is built
    first (once per process, about a second), so no client's first request waits for it."""
    schema()
    with serve(["linear"]) as srv:
        yield srv
