"""changed_paths decides a row's scalar columns inline: it must answer exactly as the general walk."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.tasks.paths import _collect, changed_paths
from toolproof.tasks.predicates import MISSING
from toolproof.world.diff import RowChange

_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 3),
    st.sampled_from([0.0, 1.0, 1.5, -2.0, float("nan")]),
    st.sampled_from(["", "a", "1", "true"]),
)
_values = st.recursive(
    _scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(st.sampled_from(["x", "y", "1"]), inner, max_size=3)
    ),
    max_leaves=6,
)
_rows = st.dictionaries(st.sampled_from(["id", "amount", "paid", "metadata", "card", "note"]), _values)


def _walked(before: dict[str, Any], after: dict[str, Any]) -> list[str]:
    """The definition: every column through the general walk."""
    out: list[str] = []
    for column in sorted(set(before) | set(after)):
        _collect(column, before.get(column, MISSING), after.get(column, MISSING), out)
    return out


@settings(max_examples=400, deadline=None)
@given(_rows, _rows)
def test_changed_paths_is_the_general_walk(before: dict[str, Any], after: dict[str, Any]) -> None:
    change = RowChange(("k",), before, after)
    assert changed_paths(change) == _walked(before, after)


def test_scalar_columns_of_different_types_go_through_the_general_walk() -> None:
    before = {"id": "a", "n": 1, "b": True, "f": 2.0, "s": "x", "gone": 1}
    after = {"id": "a", "n": True, "b": True, "f": 2, "s": "y", "new": None}
    change = RowChange(("a",), before, after)
    # Same types are compared inline (s); mixed ones as the walk compares their canonical copies, which
    # are equal for 1 and True and for 2.0 and 2; a column on one side only is a change.
    assert changed_paths(change) == ["gone", "new", "s"] == _walked(before, after)


def _json_copy(row: dict[str, Any]) -> dict[str, Any]:
    """The same row decoded again (equal containers, new objects: a JSON column the write left alone)."""
    return {k: json.loads(json.dumps(v)) for k, v in row.items()}


@settings(max_examples=400, deadline=None)
@given(_rows, st.sampled_from(["decoded again", "shared values", "reordered"]), _rows)
def test_equal_json_columns_are_the_general_walk(
    before: dict[str, Any], how: str, extra: dict[str, Any]
) -> None:
    """Equal objects and arrays are told unchanged by their text, NaN and mixed 1/True/1.0 included:
    the same paths as the walk, whether the values are new objects, the same ones, or the columns
    come in another order, and with some columns then changed."""
    if how == "decoded again":
        after = _json_copy(before)
    elif how == "shared values":
        after = dict(before)
    else:
        after = dict(reversed(list(before.items())))
    for rows in ((before, after), (before, {**after, **extra})):
        change = RowChange(("k",), *rows)
        assert changed_paths(change) == _walked(*rows)


def test_equal_objects_with_nan_or_mixed_numbers_keep_the_walks_paths() -> None:
    nan = float("nan")
    before = {"card": {"x": nan, "y": 1}, "meta": {"a": True}, "list": [1.0, nan], "same": {"b": [1]}}
    after = {"card": {"x": nan, "y": 1}, "meta": {"a": 1}, "list": [1.0, nan], "same": {"b": [1]}}
    change = RowChange(("k",), before, after)
    # The same NaN object at a leaf is a change to the walk (NaN != NaN); 1 and True are not.
    assert changed_paths(change) == ["card.x"] == _walked(before, after)


_COLUMNS = ["id", "amount", "paid", "metadata", "card", "note"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.tuples(_values, _values), min_size=len(_COLUMNS), max_size=len(_COLUMNS)))
def test_two_versions_of_a_row_are_the_general_walk(pairs: list[tuple[Any, Any]]) -> None:
    """Two rows with the same columns (what a changed row always is), each column's two values drawn
    alike (scalars of mixed types, NaN, objects and arrays): the columns picked in C before the loop
    give the walk's paths."""
    before = dict(zip(_COLUMNS, (was for was, _now in pairs), strict=True))
    after = dict(zip(_COLUMNS, (now if i % 2 else was for i, (was, now) in enumerate(pairs)), strict=True))
    for rows in ((before, after), (before, dict(zip(_COLUMNS, (now for _was, now in pairs), strict=True)))):
        change = RowChange(("k",), *rows)
        assert changed_paths(change) == _walked(*rows)
