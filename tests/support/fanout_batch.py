"""The fan-out suite's batches as its tests read them: the ``n`` newest customers, paged as the generator
(`scripts/fanout-suite.py`) pages them, so a test's counts of a batch are the task's."""

from __future__ import annotations

from functools import cache
from typing import Any

from toolproof import World


@cache
def newest_customers(n: int) -> tuple[dict[str, Any], ...]:
    """The ``n`` newest customers as the list endpoint pages them (the generator reads its batches the same
    way; the store also holds customers the list does not show)."""
    world = World(["stripe"])
    rows: list[dict[str, Any]] = []
    while len(rows) < n:
        args: dict[str, Any] = {"limit": min(100, n - len(rows))}
        if rows:
            args["starting_after"] = rows[-1]["id"]
        rows += world.call("stripe.customers.list", args).body["data"]
    return tuple(rows)


def city_of(customer: dict[str, Any]) -> str | None:
    """A batch customer's city (``None`` where its address has none or it has no address)."""
    return (customer.get("address") or {}).get("city")
