"""The form codec: nested brackets decode exactly what the SDK (and our encoder) encode."""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qsl, urlencode

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from stripe._encode import _api_encode

from toolproof.services.stripe.forms import FormError, decode_pairs, encode, split_key

# Keys Stripe uses: no brackets, not all digits (an all-digit hash key would read as a list index).
keys = st.text(
    alphabet=st.characters(blacklist_characters="[]&=%#", blacklist_categories=("Cs", "Cc")),
    min_size=1,
    max_size=12,
).filter(lambda k: not k.isdigit() and k.strip() == k and k != "")
scalars = st.text(max_size=20).filter(lambda s: s != "")


def _tree(depth: int) -> st.SearchStrategy[Any]:
    if depth == 0:
        return scalars
    child = _tree(depth - 1)
    return st.one_of(
        scalars,
        st.dictionaries(keys, child, min_size=1, max_size=4),
        st.lists(
            st.one_of(scalars, st.dictionaries(keys, scalars, min_size=1, max_size=3)), min_size=1, max_size=4
        ),
    )


params = st.dictionaries(keys, _tree(3), min_size=1, max_size=5)


@settings(max_examples=300, deadline=None)
@given(params)
def test_round_trip_raw_brackets(value: dict[str, Any]) -> None:
    assert decode_pairs(parse_qsl(encode(value), keep_blank_values=True)) == value


@settings(max_examples=200, deadline=None)
@given(params)
def test_round_trip_percent_encoded_query(value: dict[str, Any]) -> None:
    assert decode_pairs(parse_qsl(encode(value, brackets_raw=False), keep_blank_values=True)) == value


@settings(max_examples=200, deadline=None)
@given(params)
def test_decodes_what_the_official_sdk_encodes(value: dict[str, Any]) -> None:
    body = urlencode(list(_api_encode(value)))
    assert decode_pairs(parse_qsl(body, keep_blank_values=True)) == value


def test_examples() -> None:
    pairs = [
        ("items[0][price]", "price_1"),
        ("items[0][quantity]", "2"),
        ("items[1][price]", "price_2"),
        ("metadata[k]", ""),
        ("expand[]", "customer"),
        ("expand[]", "latest_charge"),
        ("created[gte]", "5"),
    ]
    assert decode_pairs(pairs) == {
        "items": [{"price": "price_1", "quantity": "2"}, {"price": "price_2"}],
        "metadata": {"k": ""},
        "expand": ["customer", "latest_charge"],
        "created": {"gte": "5"},
    }
    assert split_key("a[b][0]") == ["a", "b", "0"]
    # Out-of-order indexes still produce a list in index order; later values win.
    assert decode_pairs([("a[1]", "y"), ("a[0]", "x"), ("b", "1"), ("b", "2")]) == {"a": ["x", "y"], "b": "2"}


@pytest.mark.parametrize(
    "key",
    ["a[b", "a]b", "a[b]c", "[a]", "a[[b]]", "a[][b]", "", "a[b]]"],
)
def test_malformed_keys_are_refused(key: str) -> None:
    with pytest.raises(FormError) as exc:
        decode_pairs([(key, "1")])
    assert exc.value.param == key


@pytest.mark.parametrize(
    "pairs",
    [
        [("a", "1"), ("a[b]", "2")],
        [("a[b]", "2"), ("a", "1")],
        [("a[0]", "1"), ("a[]", "2")],
    ],
)
def test_conflicting_shapes_are_refused(pairs: list[tuple[str, str]]) -> None:
    with pytest.raises(FormError):
        decode_pairs(pairs)
