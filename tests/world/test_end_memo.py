"""The end of an episode remembered (:func:`toolproof.world.diff.diff_and_hash_read` with ``owner``).

An end whose touched keys and stored rows were read before gives the remembered diff and final hash
without computing them. These tests hold a remembered end to the computed one (and to the row-by-row
definitions), a hit's diff to a copy nothing else holds, and the key to what decides the end.
"""

from __future__ import annotations

import copy
import importlib
import math
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.support import end_memo
from toolproof.world import World
from toolproof.world.canonical import canonical_value
from toolproof.world.diff import Diff, diff_keys, diff_stores, touched_keys
from toolproof.world.pool import WorldPool

#: The module (``toolproof.world.diff`` the attribute is a function re-exported by the package).
diff_module = importlib.import_module("toolproof.world.diff")


#: A new pool, the end memo empty around each test (``tests/support/end_memo.py``).
pool = pytest.fixture(end_memo.pool)


def _end(pool: WorldPool, amounts: list[int]) -> tuple[Any, str, World]:
    """A pooled world's end after a refund of each amount on the first charge; the world is left
    unreleased (the caller compares it with the definitions, then releases it)."""
    world = pool.acquire(["stripe"])
    charge = end_memo.refundable_charge(world)
    for amount in amounts:
        assert world.call("stripe.refunds.create", {"charge": charge, "amount": amount}).status == 200
    diff, final = world.diff_and_hash()
    return diff, final, world


def _definitions(world: World) -> tuple[Any, str]:
    """The end by its definitions: the diff row by row, the hash by a full scan."""
    return diff_stores(world.fixture.reference(), world.store), world.state_hash(full=True)


def test_an_end_seen_before_is_remembered_and_equals_the_computed_one(
    pool: WorldPool, monkeypatch: pytest.MonkeyPatch
) -> None:
    first, first_hash, world = _end(pool, [800])
    assert (first, first_hash) == _definitions(world)
    assert len(diff_module._END) == 1
    pool.release(world)

    # The second, identical episode is answered from the memo: nothing is digested or decoded.
    def no_digest(*args: Any) -> int:
        raise AssertionError("a remembered end computed its digests")

    monkeypatch.setattr(diff_module, "_after_digest", no_digest)
    second, second_hash, world = _end(pool, [800])
    assert (second, second_hash) == (first, first_hash) == _definitions(world)
    assert second == diff_keys(world.fixture.reference(), world.store, touched_keys(world.store.journal()))
    assert len(diff_module._END) == 1
    pool.release(world)


def test_a_remembered_diff_is_a_copy_nothing_else_holds(pool: WorldPool) -> None:
    first, _, world = _end(pool, [800])
    pool.release(world)
    kept = copy.deepcopy(first)
    # The caller of the computed end changes everything it was handed, nested JSON values included.
    change = first.tables["stripe_charges"].changed[0]
    change.before["metadata"]["changed"] = "in place"
    change.after["card"]["brand"] = "in place"
    change.after["amount_refunded"] = -1
    change.paths = ["amount_refunded"]
    refunds = first.tables["stripe_refunds"].added
    refunds[0]["id"] = "changed"
    refunds[0]["metadata"]["k"] = "v"
    refunds.append({"id": "more"})
    second, _, world = _end(pool, [800])
    pool.release(world)
    assert second == kept
    # Two hits share no container either.
    third, _, world = _end(pool, [800])
    pool.release(world)
    charge = second.tables["stripe_charges"].changed[0]
    charge.after["card"]["brand"] = "again"
    charge.after["metadata"]["k"] = "v"
    second.tables["stripe_refunds"].added.clear()
    assert third == kept


def test_a_different_end_is_computed_and_remembered_apart(pool: WorldPool) -> None:
    ends: dict[tuple[int, ...], tuple[Any, Any]] = {}
    for amounts in ([800], [100], [800], [100, 200], [100]):
        diff, final, world = _end(pool, amounts)
        assert (diff, final) == _definitions(world)
        pool.release(world)
        ends.setdefault(tuple(amounts), (diff, final))
        assert ends[tuple(amounts)] == (diff, final)
    assert len({final for _, final in ends.values()}) == 3
    assert len(diff_module._END) == 3


def test_an_end_without_changes_and_a_world_without_a_fixture_owner() -> None:
    """A read-only end is the fixture's (no statement, nothing remembered); a plain world remembers
    its end like a pooled one and still equals the definitions."""
    diff_module._END.clear()
    world = World(["stripe"])
    charge = end_memo.refundable_charge(world)
    world.call("stripe.charges.retrieve", {"charge": charge})
    assert world.diff_and_hash() == (world.diff(), world.fixture.state_hash())
    assert diff_module._END == {}
    world.call("stripe.refunds.create", {"charge": charge, "amount": 5})
    for _ in range(2):
        assert world.diff_and_hash() == _definitions(world)
    assert len(diff_module._END) == 1


def test_a_remembered_end_reads_nothing_of_the_fixture_but_its_rows(
    pool: WorldPool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``World.end``: a hit takes neither the fixture's reference store, nor its sums, nor its
    layout (each behind the fixture's lock), and hands back the image the memo holds, the same
    object on every hit; a read-only end (a renewed world that only read) hands back no image;
    the diff and hash equal ``diff_and_hash_read``'s with every part passed."""
    first, first_hash, world = _end(pool, [800])
    fixture = world.fixture
    assert world.end() == (first, first_hash, diff_module._END[next(iter(diff_module._END))][1])
    explicit = diff_module.diff_and_hash_read(
        fixture.reference(), world.store, touched_keys(world.store.journal()), fixture.table_sums(),
        fixture.rows, fixture.row_digest, fixture.layout(),
    )  # fmt: skip
    assert explicit == (first, first_hash)
    pool.release(world)

    def untouched(*args: Any) -> Any:
        raise AssertionError("a remembered end read the fixture's reference, sums or layout")

    for name in ("reference", "table_sums", "layout"):
        monkeypatch.setattr(type(fixture), name, untouched)
    for _ in range(2):
        diff, final, world = _end(pool, [800])
        again = world.end()
        assert (diff, final) == (again[0], again[1]) == (first, first_hash)
        assert again[2] is diff_module._END[next(iter(diff_module._END))][1]
        pool.release(world)
    monkeypatch.undo()
    world = pool.acquire(["stripe"])
    world.call("stripe.charges.retrieve", {"charge": end_memo.refundable_charge(world)})
    assert world.end() == (Diff(), fixture.state_hash(), None)
    pool.release(world)


def test_the_key_takes_only_str_and_int_keys_and_few_rows() -> None:
    owner = object()
    rows = {("ch_1",): ("ch_1", 5)}
    key = diff_module._end_key(owner, [("t", {("ch_1",)})], [rows])
    assert key == (id(owner), ("t", frozenset({("ch_1",)}), frozenset(rows.items())))
    assert diff_module._end_key(owner, [("t", {(1.0,)})], [{}]) is None
    assert diff_module._end_key(owner, [("t", {(True,)})], [{}]) is None
    assert diff_module._end_key(owner, [("t", {(1,), ("a", 2)})], [{}]) is not None
    many = {(f"k{i}",) for i in range(diff_module._END_ROWS + 1)}
    assert diff_module._end_key(owner, [("t", many)], [{}]) is None
    # The row's stored values are compared as SQLite returned them: equal rows give equal keys.
    assert diff_module._end_key(owner, [("t", {("a",)})], [{("a",): ("a", 1)}]) == diff_module._end_key(
        owner, [("t", {("a",)})], [{("a",): ("a", 1.0)}]
    )


KINDS = ("text", "int", "real", "bool", "json", "blob")


@given(
    value=st.one_of(
        st.integers(min_value=-(2**60), max_value=2**60),
        st.floats(allow_nan=False),
        st.just(0.0),
        st.just(-0.0),
    )
)
def test_equal_stored_values_have_one_canonical_value_type_for_type(value: int | float) -> None:
    """Why the key may compare stored rows by ``==``: an int and a float that are equal (the only
    equal values of two types SQLite returns, ``0.0`` and ``-0.0`` the only two equal floats of two
    forms) have the same canonical value, type for type, in every column kind."""
    others: list[Any] = [value]
    if isinstance(value, float) and math.isfinite(value) and value.is_integer():
        others += [int(value), -value if value == 0 else value]
    elif isinstance(value, int) and float(value) == value:
        others.append(float(value))
    for kind in KINDS:
        seen = {(type(v := canonical_value(o, kind)), repr(v)) for o in others}  # type: ignore[arg-type]
        assert len(seen) == 1, (kind, others, seen)
