"""``TOOLPROOF_TIME_SCALE``: a served world's real waits shrink, the plan's seconds stay in the record."""

from __future__ import annotations

import pytest

from tests.faults.helpers import create, with_plan
from tests.support.cli import run_cli
from toolproof.world import World

CREATE = "tickets.tickets.create"


def served(seed: int = 7) -> World:
    world = World(["tickets"], seed=seed, fixture="small")
    world.wall_clock_resources = True  # as the HTTP hub and the MCP server set it
    return world


@pytest.mark.parametrize("phase", ["before", "after"])
def test_a_timeout_holds_a_hundredth_but_the_clock_moves_the_plans_seconds(
    monkeypatch: pytest.MonkeyPatch, phase: str
) -> None:
    monkeypatch.setenv("TOOLPROOF_TIME_SCALE", "0.01")
    world = served()
    start = world.clock.now
    with_plan(world, {"operation": CREATE, "fault": {"kind": "transport", "phase": phase, "seconds": 30}})
    r = create(world)
    assert r.transport_fault == "timeout"
    assert r.delay == pytest.approx(0.3)
    assert world.clock.now - start >= 30


def test_latency_scales_with_its_own_wall_scale(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TOOLPROOF_TIME_SCALE", "0.5")
    world = served()
    with_plan(world, {"operation": CREATE, "fault": {"kind": "latency", "seconds": 4, "wall": True}})
    assert create(world).delay == pytest.approx(2.0)
    assert world.ledger[-1].fault is not None
    assert world.ledger[-1].fault["seconds"] == 4


def test_without_the_setting_waits_are_true_to_the_plan(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TOOLPROOF_TIME_SCALE", raising=False)
    world = served()
    with_plan(world, {"operation": CREATE, "fault": {"kind": "transport", "phase": "before", "seconds": 30}})
    assert create(world).delay == 30


@pytest.mark.parametrize("bad", ["fast", "0", "-1", "nan"])
def test_a_bad_setting_is_one_line_from_the_cli(monkeypatch: pytest.MonkeyPatch, bad: str) -> None:
    monkeypatch.setenv("TOOLPROOF_TIME_SCALE", bad)
    proc = run_cli("services")
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 2
    assert out == ""
    expected = f"TOOLPROOF_TIME_SCALE must be a number > 0 (real seconds per second), not {bad!r}"
    assert err == f"toolproof: {expected}\n"
