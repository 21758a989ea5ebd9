"""Small helpers shared by the fault tests."""

from __future__ import annotations

from typing import Any

from toolproof.faults import FaultPlan, install
from toolproof.world import World


def plan(*rules: dict[str, Any], **extra: Any) -> FaultPlan:
    """A plan from plain rule dicts, exactly as YAML would give them."""
    return FaultPlan.from_data({"rules": list(rules), **extra})


def with_plan(world: World, *rules: dict[str, Any], **extra: Any) -> World:
    install(world, plan(*rules, **extra))
    return world


def create(world: World, subject: str = "printer on fire", **kw: Any) -> Any:
    return world.call("tickets.tickets.create", {"account": "acct_1", "subject": subject}, **kw)


def tickets_added(world: World) -> int:
    return len(world.diff().table("tickets_tickets").added)
