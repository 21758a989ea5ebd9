"""`tasks/nested.py`: the one walk of nested data that row dates, lengths and relative dates share. The
readings keep the first of several values they meet, so the order is pinned against the hand-written stack
loops they replaced (stop 66), on drawn data."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from tests.support.walks import objects_by_isinstance, strings_by_isinstance
from toolproof.tasks import nested

_LEAVES = st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=6))
_DATA = st.recursive(
    _LEAVES,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.lists(inner, max_size=3).map(tuple),
        st.dictionaries(st.text(max_size=3), inner, max_size=4),
    ),
    max_leaves=25,
)


@given(data=st.lists(_DATA, max_size=4))
def test_the_walks_read_in_the_order_of_the_loops_they_replaced(data: list[Any]) -> None:
    assert [id(o) for o in nested.objects(data)] == [id(o) for o in objects_by_isinstance(data)]
    assert list(nested.strings(data)) == strings_by_isinstance(data)


def test_the_last_row_is_read_first_and_nested_rows_after_their_parent() -> None:
    inner = {"id": "b"}
    outer = {"id": "a", "items": [inner, "text with space"]}
    last = {"id": "c"}
    assert [o["id"] for o in nested.objects([outer, last])] == ["c", "a", "b"]
    assert list(nested.strings([outer, last])) == ["c", "text with space", "b", "a"]
