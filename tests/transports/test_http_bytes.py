"""Response bodies are the bytes ``json.dumps`` wrote, whichever encoder wrote them.

``encode_body`` takes orjson's bytes only when they are the standard encoder's
(``json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode()``); these tests hold it to that
on every kind of value a body may carry, the ones orjson writes differently first.
"""

from __future__ import annotations

import enum
import json
import math
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.transports.http.app import encode_body


def standard(body: Any) -> bytes:
    return json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode()


def same_as_standard(body: Any) -> None:
    """``encode_body`` gives the standard bytes, or fails with the standard encoder's exception type."""
    try:
        expected = standard(body)
    except (TypeError, ValueError, UnicodeEncodeError) as exc:
        with pytest.raises(type(exc)):
            encode_body(body)
        return
    assert encode_body(body) == expected


FLOATS_ORJSON_WRITES_OTHERWISE = [1e-05, 1.5212603486793025e-05, 9.99989044766931e-05, 1e-07, -3.9e-08, 1e-09]


@pytest.mark.parametrize("value", [*FLOATS_ORJSON_WRITES_OTHERWISE, math.nan, math.inf, -math.inf])
def test_floats_orjson_writes_otherwise_keep_the_standard_bytes(value: float) -> None:
    for body in ({"x": value}, {"x": value, "y": None}, [value], {"a": [{"b": value}]}):
        same_as_standard(body)
    assert encode_body({"x": math.nan, "y": None}) == b'{"x":NaN,"y":null}'
    assert encode_body({"x": 1e-05}) == b'{"x":1e-05}'


def test_what_orjson_refuses_or_writes_natively_takes_the_standard_encoder() -> None:
    class Name(str):
        pass

    class Count(int):
        pass

    class Color(enum.Enum):
        RED = "red"

    same_as_standard({"n": Name("x"), "c": Count(3)})
    same_as_standard({1: "a", 2.5: "b", None: "c", False: "d"})  # non-string keys
    same_as_standard({"big": 2**70, "neg": -(2**65)})
    same_as_standard({"t": (1, 2), "z": None})
    same_as_standard({"lone": "\ud800"})  # the standard encoder's UnicodeEncodeError
    same_as_standard({"e": Color.RED, "z": None})  # refused (TypeError), as before
    same_as_standard({"s": {1, 2}})
    # The one documented difference: an Enum in a body with no null is written by orjson.
    assert encode_body({"e": Color.RED}) == b'{"e":"red"}'


def test_every_bmp_character_is_escaped_alike() -> None:
    for start in range(0, 0x10000, 4096):
        text = "".join(chr(c) for c in range(start, start + 4096) if not 0xD800 <= c < 0xE000)
        same_as_standard({"k": text, text[:40]: [text[::7]]})


json_leaves = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.floats(min_value=-1e-3, max_value=1e-3)
    | st.text()
)
json_trees = st.recursive(
    json_leaves,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5),
    max_leaves=30,
)


@settings(max_examples=600, deadline=None)
@given(json_trees)
def test_any_json_tree_has_the_standard_bytes(body: Any) -> None:
    same_as_standard(body)
    same_as_standard({"body": body, "pad": None})  # with a null: the read-back check runs


@settings(max_examples=300, deadline=None)
@given(st.floats())
def test_any_float_has_the_standard_bytes(value: float) -> None:
    same_as_standard({"amount": value, "id": "x"})
    same_as_standard([value, None])
