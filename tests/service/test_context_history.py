"""``Context.in_the_past``: fixtures place a follow-up (a refund, a reaction, a planned cycle) at an
offset after the event it follows, and never after the world's now."""

from __future__ import annotations

import sqlite3

from hypothesis import given
from hypothesis import strategies as st

from toolproof.service.context import Context, new_context
from toolproof.world.clock import Clock
from toolproof.world.rng import Rng

NOW = 1_793_610_000


def _context() -> Context:
    return new_context(sqlite3.connect(":memory:"), Clock(NOW), Rng(0), "svc", None, None, None, None)


@given(after=st.integers(NOW - 400 * 86400, NOW - 1), offset=st.integers(1, 60 * 86400))
def test_a_follow_up_is_after_its_event_and_before_now(after: int, offset: int) -> None:
    ctx = _context()
    at = ctx.in_the_past(after, after + offset)
    assert after <= at < NOW
    if after + offset < NOW:
        assert at == after + offset  # a moment already past is kept as drawn


def test_a_follow_up_past_now_lands_halfway_from_its_event() -> None:
    ctx = _context()
    assert ctx.in_the_past(NOW - 600, NOW + 86400) == NOW - 300
    assert ctx.in_the_past(NOW - 3600, NOW) == NOW - 1800
