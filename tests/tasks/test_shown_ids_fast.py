"""The shown-ids check's fast scan (:func:`toolproof.tasks.shown_ids._matches`, perf23) against the
straightforward one: the whole pattern's ``finditer`` over the text, match for match (span, text, groups).

The texts are made of the pieces an id is read from and broken by: the declared shapes' prefixes and
tails, ids run on by letters, digits, underscores and hyphens, URLs, JSON punctuation, and look-alike
codes ("UTF-8"). Besides every shape the services declare, made-up shapes hold the fast scan's
corners: a pattern with look-arounds of its own, one that can match nothing (the fast scan must then
give ``finditer``'s answer), one with alternatives of different lengths, a keyed one.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.service.id_shapes import IdShape
from toolproof.tasks.shown_ids import _compiled, _matches, declared, named

DECLARED = declared(("stripe", "slack", "linear", "calendar", "box"))
MADE_UP = (
    IdShape("look-arounds", r"(?<=[:/ ])ab(?=[0-9])[a-z0-9]{2,}"),
    IdShape("can be empty", r"x*"),
    IdShape("alternatives", r"re_(?:AB|ABC[0-9]+|A)"),
    IdShape("keyed", r"(?P<key>[A-Z]{2,3})-[0-9]{1,3}", keyed=True),
    IdShape("hyphens inside", r"INV-[0-9]{4}-[0-9]{2,}"),
)
SHAPES = DECLARED + MADE_UP

PIECES = [
    "cus_", "re_", "ch_", "pi_", "in_", "il_", "txi_", "N2fXabc", "5MDs9Q", "ABCDEFGHIJKLMNOP",
    "abcdefghijklmnop", "0123456789", "x", "xx", "_", "-", "-1", "-A", "/", ":", " ", "\n", '"', "{", "}",
    ",", "https://dashboard.stripe.com/refunds/", "C01ABCDEF2", "G1234567890", "D0A1B2C3D4", "U0AB12CD34",
    "W99ZZ99ZZ", "ENG-155", "OPS-2", "UTF-8", "ISO-8601", "INV-2026-424", "ab12", "ab", "re_AB",
    "re_ABC12", "é", "in_progress_items", "_secret_", "ΣΣ",
]  # fmt: skip

texts = st.lists(st.sampled_from(PIECES), max_size=40).map("".join)


def _plain(shape: IdShape, text: str) -> list[tuple[tuple[int, int], str, dict[str, str | None]]]:
    return [(m.span(), m.group(0), m.groupdict()) for m in _compiled(shape).finditer(text)]


def _fast(shape: IdShape, text: str) -> list[tuple[tuple[int, int], str, dict[str, str | None]]]:
    return [(m.span(), m.group(0), m.groupdict()) for m in _matches(shape, text)]


def test_the_services_declare_shapes_to_scan() -> None:
    # (traits45) 15 Stripe shapes more: a short id right after a "/"
    assert len(DECLARED) == 34
    assert {s.noun for s in DECLARED} >= {"Stripe refund", "Slack channel", "Linear issue"}


@settings(max_examples=400, deadline=None)
@given(text=texts, shape=st.sampled_from(SHAPES))
def test_the_fast_scan_finds_what_finditer_finds(text: str, shape: IdShape) -> None:
    assert _fast(shape, text) == _plain(shape, text)


@settings(max_examples=100, deadline=None)
@given(text=texts)
def test_named_reads_every_shape_as_finditer_does(text: str) -> None:
    hits = sorted(
        ((m.start(), m.group(0), shape, m.group("key") if shape.keyed else None)
         for shape in SHAPES for m in _compiled(shape).finditer(text)),
        key=lambda h: h[0],
    )  # fmt: skip
    found: dict[str, tuple[str, IdShape, str | None]] = {}
    for _at, said, shape, key in hits:
        found.setdefault(said, (said, shape, key))
    assert named(text, SHAPES) == list(found.values())


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("refund re_5MDs9QabcdefghijK issued", ["re_5MDs9QabcdefghijK"]),
        ("xre_5MDs9QabcdefghijK and _re_5MDs9QabcdefghijK", []),  # runs on before it
        ("https://x/refunds/re_5MDs9QabcdefghijK/", ["re_5MDs9QabcdefghijK"]),
        ("pi_3MtwBwLkdIwHu7ix28a3tqPa_secret_YrKJUKribcBjcG8HVhfZluoGH", ["pi_3MtwBwLkdIwHu7ix28a3tqPa"]),
        ("in_progress_items and re_5MDs9QabcdefghijK-1", []),
    ],
)
def test_the_fast_scan_on_stripe_ids(text: str, expected: list[str]) -> None:
    stripe = declared(("stripe",))
    assert [token for token, _shape, _key in named(text, stripe)] == expected
    assert [[m.group(0) for m in _matches(s, text)] for s in stripe] == [
        [m.group(0) for m in _compiled(s).finditer(text)] for s in stripe
    ]


def test_a_shape_that_can_match_nothing_is_scanned_as_finditer_scans_it() -> None:
    shape = IdShape("can be empty", r"x*")
    text = "axxb x  xx"
    assert _fast(shape, text) == _plain(shape, text)
    assert [m.span() for m in _matches(shape, text)] == [m.span() for m in re.finditer(
        r"(?<![A-Za-z0-9_])(?:x*)(?![A-Za-z0-9]|-[0-9])", text)]  # fmt: skip
