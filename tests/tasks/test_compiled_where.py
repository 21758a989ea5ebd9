"""A compiled ``where`` decides what :func:`matches` decides, on every row (hypothesis)."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from toolproof.tasks.predicates import compile_where, matches

_WORDS = st.sampled_from(
    ["a", "A", "ana@example.com", "Ana@Example.COM", "ana@example", "25", "25.0", "x.y", "", "True"]
)
_SCALARS = st.one_of(_WORDS, st.integers(-2, 30), st.floats(-2, 30), st.booleans(), st.none())
_CELLS = st.one_of(_SCALARS, st.lists(_SCALARS, max_size=3))
_FIELDS = st.sampled_from(["id", "name", "meta.kind", "meta", "n", "tags"])
_OPERATORS = st.one_of(
    st.builds(lambda v: {"ne": v}, _SCALARS),
    st.builds(lambda v: {"eq": v}, _CELLS),
    st.builds(lambda v: {"in": v}, st.lists(_SCALARS, max_size=3)),
    st.builds(lambda v: {"contains": v}, _WORDS),
    st.builds(lambda v: {"gte": v}, st.integers(-2, 30)),
    st.builds(lambda v: {"exists": v}, st.booleans()),
    st.builds(lambda v: {"any": {"kind": v}}, _WORDS),
    st.just({"regex": "^a"}),
)
_CONDITIONS = st.one_of(
    _CELLS, _OPERATORS, st.dictionaries(st.sampled_from(["kind", "n"]), _CELLS, max_size=2)
)
_ROWS = st.dictionaries(
    _FIELDS,
    st.one_of(_CELLS, st.dictionaries(st.sampled_from(["kind", "n"]), _CELLS, max_size=2)),
    max_size=5,
)


@given(row=_ROWS, where=st.one_of(st.none(), st.dictionaries(_FIELDS, _CONDITIONS, max_size=3)))
def test_compiled_where_decides_as_matches(row: dict[str, Any], where: dict[str, Any] | None) -> None:
    compiled = compile_where(where)
    assert compiled(row) == matches(row, where)
    # A mapping that is not a dict takes the general path in matches; the compiled form agrees there too.
    proxy: Mapping[str, Any] = MappingProxyType(row)
    assert compiled(proxy) == matches(proxy, where)


def test_compiled_where_examples() -> None:
    assert compile_where({"email": "ana@example.com", "n": 25.0})({"email": "Ana@Example.COM", "n": 25})
    assert not compile_where({"email": "ana@example"})({"email": "Ana@Example"})
    assert compile_where({"meta": {"kind": "a"}})({"meta": {"kind": "a", "x": 1}})
    assert not compile_where({"meta.kind": "a"})({"meta": "a"})
    assert compile_where({})({"anything": 1})
    assert not compile_where({"n": "25"})({})
