"""(perf39) The ids haystack's texts of bodies and arguments from the bodies' memo the stored results
use (:mod:`toolproof.world.json_text`): the same text ``json.dumps`` gives, the same ids found."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.runs import store
from toolproof.tasks import shown_ids
from toolproof.world import json_text


def reference(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, default=str)


@pytest.fixture(autouse=True)
def empty_memo() -> Iterator[None]:
    json_text.BODY_TEXT.clear()
    json_text.BODY_MEMO[0] = 0
    yield
    json_text.BODY_TEXT.clear()
    json_text.BODY_MEMO[0] = 0


class Text(str):
    def __str__(self) -> str:
        return "other"


scalars = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True), st.text(max_size=8),
    st.sampled_from([b"ab", bytearray(b"ab"), (1, "a"), {1, 2}, 0.0, -0.0, 1, 1.0, True, "é\u2028",
                     "re_1Ab2Cd3Ef4Gh5Ij6", "ch_3Ab2Cd3Ef4Gh5Ij6Kl", Text("cus_Ab2Cd3Ef4Gh5Ij")]),
)  # fmt: skip
values = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(st.one_of(st.text(max_size=4), st.integers(0, 3), st.booleans()), inner, max_size=4),
    ),
    max_leaves=12,
)


@settings(max_examples=300, deadline=None)
@given(st.lists(values, min_size=1, max_size=4))
def test_each_text_is_json_dumps_text_the_first_and_the_next_time(seen: list[Any]) -> None:
    for _ in range(2):
        for value in seen:
            expected = "" if value is None else value if isinstance(value, str) else reference(value)
            if isinstance(value, bytes | bytearray):
                expected = bytes(value).decode("utf-8", "replace")
            assert shown_ids._text_of(value) == expected


def test_a_changed_value_is_another_text() -> None:
    body = {"id": "re_1Ab2Cd3Ef4Gh5Ij6", "amount": 500, "refunded": False}
    first = shown_ids._text_of(body)
    assert first == reference(body)
    assert json_text.BODY_TEXT  # remembered
    for key, new in (("id", "re_1Ab2Cd3Ef4Gh5Ij7"), ("amount", 500.0), ("amount", 501), ("refunded", 0)):
        other = {**body, key: new}
        assert shown_ids._text_of(other) == reference(other) != first
    reordered = {"amount": 500, "id": "re_1Ab2Cd3Ef4Gh5Ij6", "refunded": False}
    assert shown_ids._text_of(reordered) == reference(reordered) != first


def test_a_value_whose_json_needs_default_is_not_remembered() -> None:
    for value in ([b"ab"], [bytearray(b"ab")], {"s": {1, 2}}, [Text("x")], {"k": Text("y")}):
        assert shown_ids._text_of(value) == reference(value)
    assert json_text.BODY_TEXT == {}


def test_a_cycle_raises_as_json_dumps_does() -> None:
    loop: list[Any] = []
    loop.append(loop)
    with pytest.raises(ValueError, match="Circular reference"):
        shown_ids._text_of(loop)
    assert json_text.BODY_TEXT == {}


def test_the_haystack_and_the_stored_results_share_one_memo() -> None:
    body = {"id": "ch_3Ab2Cd3Ef4Gh5Ij6Kl", "amount": 500}
    shown_ids._text_of(body)
    assert store._BODY_TEXT is json_text.BODY_TEXT
    assert len(store._BODY_TEXT) == 1
    assert store._body_text(dict(body)) == reference(body)
    assert len(store._BODY_TEXT) == 1  # the stored result's body was a hit


@pytest.mark.parametrize("filled", [False, True])
def test_unshown_finds_the_same_ids_with_the_memo_empty_or_filled(filled: bool) -> None:
    said = "Refunded re_1Ab2Cd3Ef4Gh5Ij6 and re_9Zz2Cd3Ef4Gh5Ij6 on ch_3Ab2Cd3Ef4Gh5Ij6Kl."
    refund = {"id": "re_1Ab2Cd3Ef4Gh5Ij6", "charge": "ch_3Ab2Cd3Ef4Gh5Ij6Kl"}
    seen: list[Any] = ["instruction", {"data": [refund]}, {"charge": "ch_3Ab2Cd3Ef4Gh5Ij6Kl"}]
    if filled:
        for value in seen[1:]:
            shown_ids._text_of(value)
    out = shown_ids.unshown(said, ("stripe",), seen)
    assert [u.id for u in out] == ["re_9Zz2Cd3Ef4Gh5Ij6"]
