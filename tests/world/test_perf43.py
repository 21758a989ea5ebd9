"""(perf43) Two cuts of the graded episode, same answers.

- **The primary-key map, once per frozen fixture.** ``World.primary_keys`` is kept in the fixture's
  ``derived`` (the tables are the fixture's), so every world of a fixture hands out the same map; the
  start view holds it, and the grade memo's key writes it as the view's identity (which the key holds
  and a hit checks) instead of serialising its entries; so does a copy equal to it type for type and
  in order (a deep copy of a grade's inputs still hits). Any other map, or no view, is written out as
  before: a different key, the same grade.
- A pooled world renewed answers, records and hashes exactly as a new world does (kept from a cut that
  kept the write cursor across renewals: 0.18 µs, below what any run resolved, and against
  ``test_reuse``'s "a renewed world is a new world", so dropped).
"""

from __future__ import annotations

import asyncio
import copy
from collections.abc import Iterator
from typing import Any

import pytest

import toolproof.agents.run as episode_runner
import toolproof.tasks.grade_memo as memo
from tests.support.graded import everything_seen, grades_handed
from tests.support.suites import load_suite
from toolproof.tasks.grader import Grade, grade
from toolproof.tasks.refs import resolve_refs
from toolproof.tasks.start_view import start_of
from toolproof.world import World
from toolproof.world.pool import WorldPool

TASK = "stripe.partial-refund-damaged-item"


@pytest.fixture(autouse=True)
def fresh_memo() -> Iterator[None]:
    memo.clear()
    yield
    memo.clear()
    memo.ENABLED = True


@pytest.fixture(scope="module")
def handed() -> dict[str, Any]:
    """What ``run_episode`` hands ``grade`` for a read-then-refund episode (the compare row's)."""
    task = next(t for t in load_suite("core") if t.id == TASK)
    pool = WorldPool()
    world = pool.acquire(task.services, seed=task.seed, fixture=task.fixture)
    charge = str(resolve_refs(task, world.store)["charge"])
    pool.release(world)

    async def agent(episode: Any) -> None:
        found = await episode.call("stripe.charges.retrieve", {"charge": charge})
        await episode.call("stripe.refunds.create", {"charge": found.body["id"], "amount": 800})
        episode.finish("done", "Refunded $8.00 of order #10245.")

    with grades_handed() as seen:
        result = asyncio.run(episode_runner.run_episode(task, agent, agent_name="t", pool=pool))
    assert result.passed, result.grade
    *_, (inputs, _) = seen
    return inputs


def _graded(inputs: dict[str, Any], **changed: Any) -> Grade:
    args = {**inputs, **changed}
    return grade(args.pop("task"), args.pop("refs"), args.pop("diff"), args.pop("ledger"), **args)


def _key(inputs: dict[str, Any], **changed: Any) -> bytes | None:
    from toolproof.tasks.grade_program import program_for

    args = {**inputs, **changed}
    program = program_for(args["task"], args["refs"], args["benign"])
    return memo.key_of(
        program, args["refs"], args["diff"], args["ledger"], args["claim"], args["message"],
        args["primary_keys"], args["transcript"], args["names"], args["diff_image"], args["start"],
    )  # fmt: skip


def test_worlds_of_a_fixture_share_one_primary_key_map() -> None:
    a, b = World(["stripe"], seed=0), World(["stripe"], seed=0)
    assert a.fixture is b.fixture
    assert a.primary_keys is b.primary_keys
    assert a.primary_keys == {name: table.primary_key for name, table in a.tables.items()}
    pool = WorldPool()
    world = pool.acquire(["stripe"], seed=0)
    keys = world.primary_keys
    pool.release(world)
    again = pool.acquire(["stripe"], seed=0)
    assert again is world
    assert again.primary_keys is keys
    assert keys is a.primary_keys
    other = World(["slack"], seed=0)
    assert other.primary_keys is not a.primary_keys
    assert other.primary_keys == {name: table.primary_key for name, table in other.tables.items()}


def test_the_start_view_holds_the_fixture_map(handed: dict[str, Any]) -> None:
    assert handed["start"].primary_keys is handed["primary_keys"]
    world = World(["stripe"], seed=0)
    assert start_of(world).primary_keys is world.primary_keys


class _Name(str):
    """A column name of another type than ``str`` (equal to the name, not the same value)."""


def test_the_map_is_keyed_by_the_view_only_when_it_is_the_views_value(handed: dict[str, Any]) -> None:
    own = _key(handed)
    assert own is not None
    # A copy equal type for type (a deep copy of the inputs) keys as the view's own map.
    assert _key(handed, primary_keys=copy.deepcopy(handed["primary_keys"])) == own
    assert _key(handed, primary_keys=dict(handed["primary_keys"])) == own
    # Without the view the map is written out: a longer key, and another one.
    written = _key(handed, start=None)
    assert written is not None
    assert written != own
    # Any other map gives another key, and so does no map: changed, reordered, of another type.
    equal = dict(handed["primary_keys"])
    changed = {**equal, "stripe_refunds": ("charge",)}
    reordered = dict(reversed(list(equal.items())))
    listed = {**equal, "stripe_refunds": list(equal["stripe_refunds"])}
    renamed = {**equal, "stripe_refunds": tuple(_Name(c) for c in equal["stripe_refunds"])}
    others = [_key(handed, primary_keys=m) for m in (changed, reordered, listed, None)]
    assert own not in others
    assert written not in others
    assert len(set(others)) == len(others)
    assert _key(handed, primary_keys=renamed) is None  # a str subclass is refused, as before


def test_the_same_grade_by_either_key_and_afresh(handed: dict[str, Any]) -> None:
    memo.ENABLED = False
    afresh = everything_seen(_graded(handed))
    memo.ENABLED = True
    first = _graded(handed)
    assert everything_seen(first) == afresh
    assert everything_seen(_graded(handed)) == afresh  # the view's map: a hit
    entries = len(memo._MEMO)
    assert everything_seen(_graded(handed, primary_keys=dict(handed["primary_keys"]))) == afresh
    assert len(memo._MEMO) == entries  # an equal copy of the map: the same key, a hit
    reordered = dict(reversed(list(handed["primary_keys"].items())))
    assert everything_seen(_graded(handed, primary_keys=reordered)) == afresh
    assert len(memo._MEMO) == entries + 1  # the same map in another order: written out, graded again


def _episode(world: World, charge: str) -> tuple[Any, ...]:
    read = world.call("stripe.charges.retrieve", {"charge": charge})
    refund = world.call("stripe.refunds.create", {"charge": charge, "amount": 800})
    missing = world.call("stripe.refunds.create", {"charge": "ch_missing", "amount": 800})
    return (
        read.status, read.body, refund.status, refund.body, missing.status, missing.body,
        world.ledger.to_list(), world.diff(), world.state_hash(), world.state_hash(full=True), world.id != "",
    )  # fmt: skip


def test_a_renewed_world_answers_as_a_new_one() -> None:
    task = next(t for t in load_suite("core") if t.id == TASK)
    pool = WorldPool()
    world = pool.acquire(task.services, seed=task.seed, fixture=task.fixture)
    charge = str(resolve_refs(task, world.store)["charge"])
    first = _episode(world, charge)
    pool.release(world)
    for _ in range(3):
        again = pool.acquire(task.services, seed=task.seed, fixture=task.fixture)
        assert again is world
        assert _episode(again, charge) == first
        pool.release(again)
    fresh = World(task.services, seed=task.seed, fixture=task.fixture)
    assert _episode(fresh, charge) == first
    # A renewal after the fixture was copied back.
    world.store.pristine = None
    world.conn.deserialize(world.fixture.data)
    world.renew()
    assert _episode(world, charge) == first
