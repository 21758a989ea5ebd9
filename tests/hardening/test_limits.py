"""The nesting checks agree with the real depth of any JSON or YAML, without parsing or recursing."""

from __future__ import annotations

import json
from typing import Any

import yaml
from hypothesis import given
from hypothesis import strategies as st

from toolproof.service.inputs import depth_exceeds, json_too_deep, out_of_range
from toolproof.transports.http.limits import yaml_too_deep

LIMIT = 3

# Strings full of brackets and quotes: they must never count as nesting.
TEXT = st.text(alphabet='[]{}"\\ab:,', max_size=6)
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | TEXT,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(TEXT, inner, max_size=3),
    max_leaves=12,
)


def depth(value: Any) -> int:
    if isinstance(value, dict):
        return 1 + max((depth(v) for v in value.values()), default=0)
    if isinstance(value, list):
        return 1 + max((depth(v) for v in value), default=0)
    return 0


@given(JSON)
def test_json_text_depth_matches_the_decoded_depth(value: Any) -> None:
    text = json.dumps(value)
    assert json_too_deep(text, LIMIT) == (depth(value) > LIMIT)
    assert depth_exceeds(value, LIMIT) == (depth(value) > LIMIT)


@given(JSON)
def test_yaml_depth_matches_the_decoded_depth(value: Any) -> None:
    text = yaml.safe_dump(value)
    assert yaml_too_deep(text, LIMIT) == (depth(value) > LIMIT)


@given(st.integers())
def test_only_integers_outside_64_bits_are_out_of_range(number: int) -> None:
    problem = out_of_range({"a": [number]})
    assert (problem is not None) == (not -(2**63) <= number < 2**63)
    if problem is not None:
        assert problem.loc == ("a", 0)
