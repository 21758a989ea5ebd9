"""``form_pairs`` reads a query string or form body into the pairs ``parse_qsl`` reads (its fast path
skips ``unquote`` where nothing is quoted): held to ``parse_qsl(text, keep_blank_values=True)``."""

from __future__ import annotations

from urllib.parse import parse_qsl

from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.service.wire import HttpRequest, form_pairs

PIECES = st.sampled_from(
    ["a", "b[c]", "=", "&", "+", "%", "%2", "%41", "%C3%A9", "%ZZ", "é", ";", " ", "[]", ""]
)


@settings(max_examples=1500, deadline=None)
@given(st.lists(PIECES, max_size=14).map("".join) | st.text(max_size=40))
def test_form_pairs_are_parse_qsl_pairs(text: str) -> None:
    assert form_pairs(text) == parse_qsl(text, keep_blank_values=True)


@settings(max_examples=500, deadline=None)
@given(st.binary(max_size=40))
def test_query_pairs_are_parse_qsl_pairs_of_the_latin1_text(query: bytes) -> None:
    expected = parse_qsl(query.decode("latin-1"), keep_blank_values=True)
    assert HttpRequest("GET", "/", query).query_pairs() == expected
