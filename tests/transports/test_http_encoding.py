"""The app's compiled JSON encoder writes exactly the bytes ``json.JSONEncoder`` with the same options
writes (it is built once instead of per call), and refuses what it refuses."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.transports.http.app import encode_body

REFERENCE = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))

SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text()
)
KEYS = st.text() | st.integers() | st.booleans() | st.none() | st.floats(allow_nan=False)
BODIES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(KEYS, inner, max_size=5),
    max_leaves=30,
)


@settings(max_examples=300, deadline=None)
@given(body=BODIES)
def test_the_compiled_encoder_writes_the_reference_bytes(body: Any) -> None:
    assert encode_body(body) == REFERENCE.encode(body).encode()


def test_raw_bytes_pass_through_and_unserializable_values_are_refused_alike() -> None:
    assert encode_body(b"\x00raw") == b"\x00raw"
    with pytest.raises(TypeError) as ours:
        encode_body({"a": object()})
    with pytest.raises(TypeError) as theirs:
        REFERENCE.encode({"a": object()})
    assert str(ours.value) == str(theirs.value)
