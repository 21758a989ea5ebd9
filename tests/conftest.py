from __future__ import annotations

import pytest

from tests.support import tickets
from toolproof.service import register
from toolproof.world import World

register(tickets.service)


@pytest.fixture
def world() -> World:
    """A tickets world on the small fixture: every row is known."""
    return World(["tickets"], seed=7, fixture="small")


@pytest.fixture
def big_world() -> World:
    return World(["tickets"], seed=7)
