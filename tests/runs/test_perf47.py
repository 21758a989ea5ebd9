"""Stop 68 (perf47): the nested-data walks tell exact ``dict``, ``list``, ``tuple`` and ``str`` by their
type before asking ``isinstance`` (the ``Mapping`` ABC's check was ≈ 0.5 µs a value on a worker's
first grades). Pinned: on drawn data that mixes the exact types with subclasses and other mappings
(an ``OrderedDict``, a ``Mapping`` that is no ``dict``, a ``str`` subclass, a named tuple, a ``list``
subclass), both walks give what the ``isinstance`` walks they replaced give, object for object and in
the same order."""

from __future__ import annotations

from collections import OrderedDict
from typing import Any, NamedTuple

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.support.walks import PlainMapping, objects_by_isinstance, strings_by_isinstance
from toolproof.tasks import nested


class _Text(str):
    """A ``str`` subclass: still a string to the walks."""


class _Rows(list[Any]):
    """A ``list`` subclass: still a list to the walks."""


class _Pair(NamedTuple):
    a: Any
    b: Any


_LEAVES = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), st.text(max_size=4),
    st.text(max_size=4).map(_Text), st.binary(max_size=3),
)  # fmt: skip
_DATA = st.recursive(
    _LEAVES,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.lists(inner, max_size=3).map(tuple),
        st.lists(inner, max_size=3).map(_Rows),
        st.tuples(inner, inner).map(lambda t: _Pair(*t)),
        st.dictionaries(st.text(max_size=3), inner, max_size=4),
        st.dictionaries(st.text(max_size=3), inner, max_size=3).map(OrderedDict),
        st.dictionaries(st.text(max_size=3), inner, max_size=3).map(PlainMapping),
    ),
    max_leaves=30,
)


@settings(max_examples=400)
@given(data=st.lists(_DATA, max_size=4))
def test_the_walks_by_type_give_what_the_isinstance_walks_gave(data: list[Any]) -> None:
    assert [id(o) for o in nested.objects(data)] == [id(o) for o in objects_by_isinstance(data)]
    got = list(nested.strings(data))
    assert [(type(s), s) for s in got] == [(type(s), s) for s in strings_by_isinstance(data)]
    assert [id(s) for s in got] == [id(s) for s in strings_by_isinstance(data)]


def test_subclasses_and_other_mappings_are_still_walked() -> None:
    inner = PlainMapping({"k": _Text("deep text")})
    row = OrderedDict(id="a", rows=_Rows([inner, _Pair("x", {"id": "b"})]))
    data = [row]
    assert [id(o) for o in nested.objects(data)] == [id(o) for o in objects_by_isinstance(data)]
    assert list(nested.strings(data)) == strings_by_isinstance(data) == ["b", "x", "deep text", "a"]
