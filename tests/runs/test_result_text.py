"""The stored result's text written piece by piece, bodies from a memo: the text ``json.dumps`` gives."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.runs import store
from toolproof.runs.store import encode_result, result_text


def reference(result: Any) -> str:
    return json.dumps(result, ensure_ascii=False, default=str)


@pytest.fixture(autouse=True)
def empty_memo() -> Iterator[None]:
    store._BODY_TEXT.clear()
    store._BODY_MEMO[0] = 0
    yield
    store._BODY_TEXT.clear()
    store._BODY_MEMO[0] = 0


scalars = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True), st.text(max_size=8),
    st.sampled_from([b"ab", bytearray(b"ab"), (1, "a"), {1, 2}, 0.0, -0.0, 1, 1.0, True, "é\u2028"]),
)  # fmt: skip
values = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(st.one_of(st.text(max_size=4), st.integers(0, 3), st.booleans()), inner, max_size=4),
    ),
    max_leaves=12,
)


def result(trajectory: list[Any]) -> dict[str, Any]:
    return {"task": "t", "variant": None, "agent": "a", "trial": 0, "passed": True, "ended": "done",
            "trajectory": trajectory, "path": "p"}  # fmt: skip


@settings(max_examples=120, deadline=None)
@given(st.lists(st.lists(values, max_size=3), min_size=1, max_size=4))
def test_text_is_json_dumps_text_with_the_memo_filled_by_earlier_results(bodies: list[list[Any]]) -> None:
    # The same bodies in several results, so later ones are read from the memo that earlier ones filled.
    for group in bodies:
        trajectory = [{"type": "call", "tool": "x", "body": body, "valid": True} for body in group]
        trajectory.append({"type": "finish", "message": "ok"})
        for _ in range(2):
            data = result(trajectory)
            assert result_text(data) == reference(data)
            assert encode_result(data).text == reference(data)


def test_a_buffer_never_answers_for_another_with_the_same_bytes() -> None:
    # marshal writes bytes and bytearray alike; their JSON differs (default=str), so neither is remembered.
    first, second = result([{"body": [b"ab"]}]), result([{"body": [bytearray(b"ab")]}])
    assert result_text(first) == reference(first)
    assert result_text(second) == reference(second) != reference(first)
    assert store._BODY_TEXT == {}


def test_equal_values_of_other_types_are_told_apart() -> None:
    # 1, 1.0 and True are equal in Python and keys of one dict entry, but written differently.
    texts = [result_text(result([{"body": [v]}])) for v in (1, 1.0, True, -0.0, 0.0, 0)]
    assert [json.loads(t)["trajectory"][0]["body"] for t in texts] == [[1], [1.0], [True], [-0.0], [0.0], [0]]
    assert texts == [reference(result([{"body": [v]}])) for v in (1, 1.0, True, -0.0, 0.0, 0)]
    assert len(store._BODY_TEXT) == 6


def test_memo_is_emptied_when_it_holds_its_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store, "BODY_MEMO_BYTES", 10)
    for n in range(3):
        data = result([{"body": {"n": n, "text": "x" * 20}}])
        assert result_text(data) == reference(data)
    assert len(store._BODY_TEXT) == 1  # emptied before the third, which is then remembered


def test_an_equal_body_held_elsewhere_or_built_of_other_strings_is_one_entry() -> None:
    # (perf26) marshal version 2: neither a reference held elsewhere (version 3 flags an object by its
    # reference count) nor an interned key set an equal body apart: one JSON text, one entry.
    word = "".join(["na", "me"])  # equal to "name", not interned
    shared = {"name": "Ana", "n": [1, 2]}
    bodies = [shared, {word: "Ana", "n": [1, 2]}, {"name": "Ana", "n": [1, 2]}]
    texts = [result_text(result([{"body": body}])) for body in bodies]
    assert texts == [reference(result([{"body": body}])) for body in bodies]
    assert len(store._BODY_TEXT) == 1
