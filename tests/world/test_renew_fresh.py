"""perf33: a renewal no longer runs :meth:`World.reset`'s clears on the objects it has just made.

``renew`` makes the clock, RNG, ledger, idempotency cache, limiter and lineage afresh and then called
``reset``, which cleared each of them again and made a second lineage; it now runs only reset's part
that is not already done (the database back to the fixture, the derived data, the journal's head) and
sets the clock's time as reset sets it. These tests hold a renewed world to a new one field by field
(the clock's time type for type), and ``reset`` to everything it did before (each clear, the lineage,
the interceptor's ``reset``).
"""

from __future__ import annotations

from typing import Any

from toolproof.world import World
from toolproof.world.pool import WorldPool
from toolproof.world.world import JOURNAL_HEAD

SERVICES = ["stripe"]


def _state(world: World) -> dict[str, Any]:
    """Every field of ``world`` an episode can change, as plain values (the connection's count of rows
    written aside: a renewed world's counts its rolled-back rows too)."""
    ledger = world.ledger
    return {
        "clock": (world.clock.now, type(world.clock.now), world.clock.tick),
        "rng": (world.rng.seed, world.rng.state()),
        "ledger": (list(ledger.entries), ledger.response_budget, list(ledger._kept), ledger._looked),
        "kept_bytes": ledger._kept_bytes,
        "idempotency": dict(world.idempotency.entries),
        "limiter": dict(world.limiter.windows),
        "last_429": dict(world._last_429),
        "journal_seq": world._journal_seq,
        "written": world._written,
        "derived": {k: (v[1] if k == JOURNAL_HEAD else v) for k, v in world.derived.items()},
        "lineage": (world._lineage.parent, world._lineage.from_fixture),
        "interceptor": world.interceptor,
        "emulated": world.emulated_idempotency,
        "principals": dict(world.principals),
        "sealed": world.sealed,
        "switches": (world.rate_limits_enabled, world.wall_clock_resources, world.wall_scale),
        "held": (dict(world.inflight), dict(world.locked), world.keep_responses),
        "hash": world.state_hash(full=True),
    }


def _dirty(world: World) -> None:
    """An episode's worth of changes: writes under an idempotency key, draws, a derived entry, the
    rate limiter's windows, switches and a principal."""
    customer = world.call("stripe.customers.create", {"email": "a@example.com"}, idempotency_key="k1")
    world.call("stripe.customers.retrieve", {"customer": customer.body["id"]})
    world.rng.token(8)
    world.derived["x"] = 1
    world.clock.advance(17.5)
    world.rate_limits_enabled = False
    world.principals["stripe"] = "someone"
    world.ledger.response_budget = 10
    assert world.idempotency.entries
    assert world.limiter.windows
    assert len(world.ledger) >= 2


def test_a_renewed_world_is_a_new_world_field_by_field() -> None:
    pool = WorldPool()
    world = pool.acquire(SERVICES, seed=3, fixture="default")
    for tick in (1.0, 0.0, 2.5):
        _dirty(world)
        pool.release(world)
        again = pool.acquire(SERVICES, seed=3, fixture="default", clock_tick=tick)
        assert again is world
        new = World(SERVICES, seed=3, fixture="default", clock_tick=tick, rewind=True)
        assert _state(again) == _state(new)
        assert again.derived[JOURNAL_HEAD] == (again.conn.total_changes, 0)
        assert again._lineage.from_fixture
        assert again._lineage.parent is None
        # The same answers after: the same ids drawn, the same time.
        body = {"email": "b@example.com"}
        made = again.call("stripe.customers.create", body).body
        assert made == new.call("stripe.customers.create", body).body


class _Recorder:
    """An interceptor with a ``reset``: what reset() owes it."""

    def __init__(self) -> None:
        self.resets: list[World] = []

    def intercept(self, world: World, call: Any, execute: Any) -> Any:
        return execute(call, True)

    def reset(self, world: World) -> None:
        self.resets.append(world)


def test_reset_still_clears_everything_and_resets_the_interceptor() -> None:
    world = World(SERVICES, seed=3, fixture="default", rewind=True)
    recorder = _Recorder()
    world.interceptor = recorder
    _dirty(world)
    lineage = world._lineage
    world.reset()
    assert recorder.resets == [world]
    assert world._lineage is not lineage
    assert world._lineage.from_fixture
    new = World(SERVICES, seed=3, fixture="default", rewind=True)
    state, fresh = _state(world), _state(new)
    # What reset keeps, as it always did: the switches, principals, the budget, the interceptor.
    for kept in ("interceptor", "switches", "principals"):
        state.pop(kept), fresh.pop(kept)
    assert state.pop("ledger")[1] == 10
    assert fresh.pop("ledger")[1] is None
    assert world.ledger.entries == []
    assert not world.ledger._kept
    assert world.ledger._looked == 0
    assert state == fresh
    # And a plain world (no rewind point) resets by copying, the same way.
    plain = World(SERVICES, seed=3, fixture="default")
    _dirty(plain)
    plain.reset()
    assert plain.state_hash(full=True) == new.state_hash(full=True)
    assert plain.rng.state() == new.rng.state()
    assert plain.clock.now == new.clock.now
    assert len(plain.ledger) == 0
    assert plain._written == {}


def test_renew_drops_the_interceptor_without_resetting_it() -> None:
    """As before: the renewal replaces the interceptor (``None``) before anything could reset it."""
    world = World(SERVICES, seed=3, fixture="default", rewind=True)
    recorder = _Recorder()
    world.interceptor = recorder
    _dirty(world)
    world.renew()
    assert recorder.resets == []
    assert world.interceptor is None
