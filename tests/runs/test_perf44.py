"""(perf44) ``result_utf8`` joins a result from one flat list of pieces: the same bytes as the text
``json.dumps`` gives, encoded, wherever the trajectory sits among the result's keys (first, last, the
only key), however many items it holds (none, one, many), with the memos empty and filled; a
non-``str`` key anywhere still leaves the whole result to the encoder. A result's exact ``str``,
``int``, ``bool`` and ``None`` values, written without the encoder's call, are the encoder's bytes;
a subclass or another type still goes to the encoder, and a lone surrogate is still refused."""

from __future__ import annotations

import enum
import json
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.runs import store
from toolproof.runs.store import encode_result, result_utf8

MEMOS = (
    (store._BODY_TEXT, store._BODY_MEMO),
    (store._PIECE_TEXT, store._PIECE_MEMO),
    (store._PIECE_UTF8, store._PIECE_UTF8_MEMO),
)


@pytest.fixture(autouse=True)
def empty_memos() -> Iterator[None]:
    for memo, held in MEMOS:
        memo.clear()
        held[0] = 0
    yield
    for memo, held in MEMOS:
        memo.clear()
        held[0] = 0


def reference(result: Any) -> bytes:
    return json.dumps(result, ensure_ascii=False, default=str).encode("utf-8")


BODY = {"id": "ch_1", "amount": 500, "description": "Café — 10 €", "card": {"last4": "4242"}}
ITEM = {"type": "call", "tool": "stripe.charges.retrieve", "status": 200, "body": BODY}
TURN = {"type": "message", "text": "日本 \U0001f600"}  # no body: written whole by the encoder
GRADE = {"passed": True, "verdicts": [{"name": "n", "detail": "ü"}]}
REST: dict[str, Any] = {
    "task": "t",
    "variant": None,
    "trial": 2,
    "passed": True,
    "seconds": 0.25,
    "grade": GRADE,
    "ledger": [],
}


@pytest.mark.parametrize("items", [[], [ITEM], [TURN], [ITEM, TURN, dict(ITEM), ITEM]])
@pytest.mark.parametrize("place", ["first", "middle", "last", "alone"])
def test_the_flat_join_writes_the_encoders_bytes(items: list[Any], place: str) -> None:
    rest = list(REST.items())
    pairs: list[tuple[str, Any]] = {
        "first": [("trajectory", items), *rest],
        "middle": [*rest[:3], ("trajectory", items), *rest[3:]],
        "last": [*rest, ("trajectory", items)],
        "alone": [("trajectory", items)],
    }[place]
    result = dict(pairs)
    for _ in range(2):  # from empty memos, then joined from the remembered pieces
        assert result_utf8(result) == reference(result)


def test_a_non_str_key_after_the_trajectory_leaves_the_result_to_the_encoder() -> None:
    result: dict[Any, Any] = {"task": "t", "trajectory": [ITEM], 3: "x", "passed": True}
    assert result_utf8(result) == reference(result)


def test_the_stored_bytes_of_a_full_result_are_the_encoders() -> None:
    result = {**REST, "agent": "a", "ended": "finished", "trajectory": [ITEM, TURN]}
    for _ in range(2):
        assert encode_result(result).data == reference(result)


class Name(str):
    """A ``str`` subclass: the encoder writes its value; never the fast path's exact type."""


class Count(int):
    def __repr__(self) -> str:  # what a subclass's repr says is not what JSON writes
        return "Count(...)"


class Level(enum.IntEnum):
    LOW = 1


scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=10**18, max_value=10**40),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(),
    st.text(alphabet=st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF), min_size=1, max_size=2),
    st.sampled_from([Name("x"), Count(5), Level.LOW, b"ab", (1, "a"), 0.0, -0.0, "é\u2028", "\x00\x7f"]),
)


@settings(max_examples=500, deadline=None)
@given(scalars)
def test_a_scalar_piece_is_the_encoders_bytes(value: Any) -> None:
    text = json.dumps(value, ensure_ascii=False, default=str)
    try:
        expected = text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate: refused as before, nothing remembered
        with pytest.raises(UnicodeEncodeError):
            store._piece_utf8(value)
        return
    assert store._piece_utf8(value) == expected
    result = {"task": value, "trajectory": [], "trial": value}
    assert result_utf8(result) == reference(result)
