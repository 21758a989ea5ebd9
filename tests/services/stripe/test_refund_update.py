"""The refund's ``UPDATE`` of its charge, its text made once (``refunds.REFUND_UPDATE``), is the statement
the generic ``tables.update`` runs for the same two columns: the same text (so the same entry in the
connection's statement cache) with the same values bound, the same journal rows and the same stored
values and types, for a partial and a full refund."""

from __future__ import annotations

from typing import Any

import pytest

from toolproof.services.stripe.operations.refunds import REFUND_UPDATE
from toolproof.services.stripe.tables import CHARGES, update
from toolproof.world import World


@pytest.fixture(scope="module")
def world() -> World:
    made = World(["stripe"], seed=5)
    made.rate_limits_enabled = False
    return made


def _updates(seen: list[str]) -> list[str]:
    return [s for s in seen if s.startswith('UPDATE "stripe_charges"')]


def _charge_state(world: World, charge: str) -> tuple[Any, ...]:
    row = world.conn.execute(
        "SELECT typeof(amount_refunded), amount_refunded, typeof(refunded), refunded FROM stripe_charges "
        "WHERE id = ?",
        (charge,),
    ).fetchone()
    return tuple(row)


@pytest.mark.parametrize("whole", [False, True])
def test_the_refunds_update_is_the_generic_update(world: World, whole: bool) -> None:
    world.reset()
    rows = world.rows("stripe_charges")
    charge = next(
        r for r in rows if r["status"] == "succeeded" and r["captured"] and not r["amount_refunded"]
    )
    amount = charge["amount"] if whole else 800
    seen: list[str] = []
    world.conn.set_trace_callback(seen.append)
    try:
        done = world.call("stripe.refunds.create", {"charge": charge["id"], "amount": amount})
    finally:
        world.conn.set_trace_callback(None)
    assert done.status == 200
    ours = _updates(seen)
    # (The trace reports the statement again for each of its triggers' steps: compared as a list below.)
    assert set(ours) == {
        f'UPDATE "stripe_charges" SET "amount_refunded" = {amount}, "refunded" = {int(whole)} '
        f"WHERE id = '{charge['id']}'"
    }
    state = _charge_state(world, charge["id"])
    assert state == ("integer", amount, "integer", int(whole))
    # (Their journal rows without ``seq``: the refund journals its own insert first.)
    journal = [j[1:] for j in world.store.journal(0) if j[1] == "stripe_charges"]

    world.reset()
    generic: list[str] = []
    world.conn.set_trace_callback(generic.append)
    try:
        update(world.conn, CHARGES, charge["id"], {"amount_refunded": amount, "refunded": int(whole)})
    finally:
        world.conn.set_trace_callback(None)
    assert _updates(generic) == ours
    assert _charge_state(world, charge["id"]) == state
    assert [j[1:] for j in world.store.journal(0) if j[1] == "stripe_charges"] == journal
    assert REFUND_UPDATE == 'UPDATE "stripe_charges" SET "amount_refunded" = ?, "refunded" = ? WHERE id = ?'
    world.reset()
