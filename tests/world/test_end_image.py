"""The end's reads and its image, made with less work (perf35): the same rows, the same diffs.

:func:`toolproof.world.diff._end_reads` reads a table with one touched key itself (the statement
:meth:`Store.raw_rows_by_keys` runs for one key); a row's image keeps a flat JSON dict or list as its
items (each rebuild a new container of them) instead of :mod:`marshal` bytes; :func:`_diff_of_image`
makes an empty side without a comprehension. These tests hold each to the code before it (copied
below) type for type, and every rebuilt dict and list to a new object.
"""

from __future__ import annotations

import importlib
import marshal
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.world import World
from toolproof.world.diff import Diff, RowChange, TableDiff
from toolproof.world.pool import WorldPool

diff_module = importlib.import_module("toolproof.world.diff")


def _same(a: Any, b: Any) -> bool:
    """Equal value for value and type for type, at every depth (``1`` is not ``1.0`` nor ``True``)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(
            _same(ka, kb) and _same(a[ka], b[kb]) for ka, kb in zip(a, b, strict=True)
        )
    if isinstance(a, list | tuple):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, float) and a != a:
        return bool(b != b)
    return bool(a == b) and (not isinstance(a, float) or str(a) == str(b))  # -0.0 is not 0.0


def _containers(value: Any) -> Iterator[int]:
    if isinstance(value, dict):
        yield id(value)
        for item in value.values():
            yield from _containers(item)
    elif isinstance(value, list):
        yield id(value)
        for item in value:
            yield from _containers(item)


# -- the code before perf35 ----------------------------------------------------------------------------
def _old_row_image(row: dict[str, Any]) -> tuple[dict[str, Any], tuple[tuple[str, bytes], ...]]:
    template = dict(row)
    loaded = []
    for column, value in template.items():
        if type(value) not in diff_module._SHARED:
            loaded.append((column, marshal.dumps(value, 2)))
            template[column] = None
    return template, tuple(loaded)


def _old_row_of(image: tuple[dict[str, Any], tuple[tuple[str, bytes], ...]]) -> dict[str, Any]:
    template, loaded = image
    row = dict(template)
    for column, data in loaded:
        row[column] = marshal.loads(data)
    return row


_SCALARS = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12)
_JSON = st.recursive(
    _SCALARS,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=6), inner, max_size=5),
    max_leaves=20,
)
_ROWS = st.dictionaries(st.sampled_from(["id", "amount", "card", "metadata", "items", "note"]), _JSON)
#: Rows without NaN, for the tests that compare diffs with ``==`` (a NaN equals only itself).
_ROWS_NO_NAN = st.dictionaries(
    st.sampled_from(["id", "amount", "card", "metadata"]),
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=12),
        lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=6), inner, max_size=5),
        max_leaves=20,
    ),
)


@settings(max_examples=400, deadline=None)
@given(_ROWS)
def test_a_row_rebuilt_from_its_image_is_the_row_and_shares_no_container(row: dict[str, Any]) -> None:
    image = diff_module._row_image(row)
    old = _old_row_of(_old_row_image(row))
    first, second = diff_module._row_of(image), diff_module._row_of(image)
    assert _same(first, row)
    assert _same(second, row)
    assert _same(first, old)
    held = set(_containers(row)) | set(_containers(image[0]))
    one, two = set(_containers(first)), set(_containers(second))
    assert not one & held
    assert not two & held
    assert not one & two
    # A flat dict or list is kept as its items; anything nested as marshal bytes.
    for column, data, make in image[1]:
        value = row[column]
        items = list(value.items()) if type(value) is dict else [(0, v) for v in value]
        flat = all(type(k) in diff_module._FLAT and type(v) in diff_module._FLAT for k, v in items)
        assert (make is marshal.loads) is not flat
        assert make is marshal.loads or data == tuple(value.items() if type(value) is dict else value)


def test_a_value_marshal_refuses_still_leaves_the_end_unremembered() -> None:
    for value in ({"k": object()}, [1, {"n": {1, 2}.__iter__()}]):
        with pytest.raises(ValueError, match="unmarshallable"):
            diff_module._row_image({"id": "x", "metadata": value})
    diff = Diff({"t": TableDiff(added=[{"id": "x", "metadata": {"k": object()}}])})
    assert diff_module._remember_end(("perf35-test",), object(), diff, "h") is None
    assert ("perf35-test",) not in diff_module._END


def _old_diff_of_image(image: tuple[Any, ...]) -> Diff:
    result = Diff()
    for name, added, removed, changed in image:
        result.tables[name] = TableDiff(
            [diff_module._row_of(row) for row in added],
            [diff_module._row_of(row) for row in removed],
            [RowChange(key, diff_module._row_of(w), diff_module._row_of(n)) for key, w, n in changed],
        )
    return result


@settings(max_examples=150, deadline=None)
@given(
    st.lists(st.tuples(_ROWS_NO_NAN, _ROWS_NO_NAN), max_size=3),
    st.lists(_ROWS_NO_NAN, max_size=2),
    st.lists(_ROWS_NO_NAN, max_size=2),
)
def test_a_diff_of_an_image_is_the_diff_before_with_empty_sides_new(
    changed: list[tuple[dict[str, Any], dict[str, Any]]],
    added: list[dict[str, Any]],
    removed: list[dict[str, Any]],
) -> None:
    diff = Diff(
        {
            "a": TableDiff(added=added),
            "b": TableDiff(removed=removed),
            "c": TableDiff(changed=[RowChange((str(i),), w, n) for i, (w, n) in enumerate(changed)]),
            "d": TableDiff(added=added, removed=removed),
        }
    )
    image = tuple(
        (
            name,
            tuple(map(diff_module._row_image, t.added)),
            tuple(map(diff_module._row_image, t.removed)),
            tuple(
                (c.key, diff_module._row_image(c.before), diff_module._row_image(c.after)) for c in t.changed
            ),
        )
        for name, t in diff.tables.items()
    )
    new, again, old = (
        diff_module._diff_of_image(image),
        diff_module._diff_of_image(image),
        _old_diff_of_image(image),
    )
    assert new == old == diff
    for name, table in new.tables.items():
        for side in ("added", "removed", "changed"):
            mine, other = getattr(table, side), getattr(again.tables[name], side)
            assert type(mine) is list
            assert mine is not other
        for row, before in zip(table.added, diff.tables[name].added, strict=True):
            assert _same(row, before)


# -- the reads ------------------------------------------------------------------------------------------
@pytest.fixture
def world() -> Iterator[World]:
    pool = WorldPool()
    world = pool.acquire(["stripe"])
    yield world
    pool.release(world)


def _old_end_reads(current: Any, touched: Any) -> Any:
    reads = [(name, set(touched[name])) for name in sorted(touched)]
    return reads, [current.raw_rows_by_keys(name, keys) for name, keys in reads]


def test_the_end_reads_the_rows_the_code_before_read(world: World) -> None:
    charges = [str(r["id"]) for r in world.rows("stripe_charges")][:3]
    customers = [str(r["id"]) for r in world.rows("stripe_customers")][:2]
    world.call("stripe.refunds.create", {"charge": charges[0], "amount": 100})
    world.call("stripe.customers.create", {"email": "perf35@example.com"})
    deleted = world.call("stripe.customers.delete", {"customer": customers[0]})
    assert deleted.status == 200, deleted.body
    touched = world._touched()
    cases: list[Any] = [
        touched,
        {"stripe_charges": {(charges[0],)}},  # one key
        {"stripe_charges": {(c,) for c in charges}},  # several
        {"stripe_customers": {(customers[0],)}},  # a deleted row: read as absent
        {"stripe_customers": [("cus_missing",)], "stripe_charges": ((charges[1],),)},  # never there
        {"stripe_customers": {(customers[0],), (customers[1],)}},
        {},
    ]
    for case in cases:
        reads, raws = diff_module._end_reads(world.store, case)
        old_reads, old_raws = _old_end_reads(world.store, case)
        assert reads == old_reads
        assert raws == old_raws
        for raw, old in zip(raws, old_raws, strict=True):
            for key in raw:
                assert all(_same(a, b) for a, b in zip(raw[key], old[key], strict=True))
        # The keys read are a copy: the caller's sets are not the reads'.
        for (name, keys), _ in zip(reads, raws, strict=True):
            assert keys is not case[name]


def test_a_nan_in_a_json_value_is_loaded_anew_for_each_rebuild() -> None:
    """As marshal made it: two rebuilds' NaNs are two objects, so their containers compare unequal."""
    row = {"id": "x", "metadata": {"ratio": float("nan")}, "items": [float("nan")]}
    image = diff_module._row_image(row)
    first, second = diff_module._row_of(image), diff_module._row_of(image)
    assert first["metadata"] != second["metadata"]
    assert first["items"] != second["items"]
    old = _old_row_image(row)
    assert (_old_row_of(old)["metadata"] == _old_row_of(old)["metadata"]) is False
