""":func:`toolproof.tasks.names.scalars` (the strings of a body, in order; a container's leaves taken in
its own loop, by exact type first) is the straightforward reading below (a call per value, ABC checks) on
generated bodies: the same strings in the same order, which the look-alike check joins into the text
each response showed."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.support.walks import PlainMapping
from toolproof.tasks.names import scalars


def _reference(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, Mapping):
        for item in value.values():
            yield from _reference(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _reference(item)


class _Text(str):
    """A string that is no str by exact type."""


_LEAVES = st.one_of(
    st.text(max_size=4),
    st.text(max_size=4).map(_Text),
    st.integers(),
    st.floats(allow_nan=False),
    st.booleans(),
    st.none(),
    st.sets(st.integers(0, 3), max_size=2),
)
_BODIES = st.recursive(
    _LEAVES,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.lists(inner, max_size=3).map(tuple),
        st.dictionaries(st.text(max_size=3), inner, max_size=4),
        st.dictionaries(st.text(max_size=3), inner, max_size=3).map(PlainMapping),
    ),
    max_leaves=30,
)


@settings(max_examples=300, deadline=None)
@given(_BODIES)
def test_scalars_are_the_bodys_strings_in_order(body: Any) -> None:
    assert scalars(body) == list(_reference(body))


def test_a_listing_gives_its_strings_in_order() -> None:
    body = {"ok": True, "channels": [{"id": "C1", "name": "general", "n": 3}, {"id": "C2", "topic": None}],
            "meta": ("next", 2.5)}  # fmt: skip
    assert scalars(body) == ["C1", "general", "C2", "next"]
