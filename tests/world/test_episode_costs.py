"""What the graded episode remembers between episodes must give what computing it afresh gives."""

from __future__ import annotations

import hashlib
import json
from typing import Any

import pytest

from toolproof.world import hashing
from toolproof.world.canonical import _decode_canonical, _decoder
from toolproof.world.fixtures import derive_seed
from toolproof.world.rng import Rng


def test_a_remembered_state_hash_belongs_to_its_own_layout() -> None:
    """Two layouts with the same sums (by value, and even at one id after the first is gone) never
    answer with each other's hash."""
    sums = {"a": (5, 1), "b": (7, 2)}
    one = (("a", "a\x00id\x00"), ("b", "b\x00id\x00"))
    other = (("a", "a\x00id,x\x00"), ("b", "b\x00id\x00"))
    first = hashing.combine(None, sums, one)  # type: ignore[arg-type]
    assert first == hashing._combine(one, [sums["a"], sums["b"]])
    assert hashing.combine(None, sums, one) == first  # type: ignore[arg-type]
    second = hashing.combine(None, sums, other)  # type: ignore[arg-type]
    assert second == hashing._combine(other, [sums["a"], sums["b"]]) != first
    changed = {"a": (5, 1), "b": (8, 2)}
    assert hashing.combine(None, changed, one) == hashing._combine(one, [(5, 1), (8, 2)]) != first  # type: ignore[arg-type]


def test_derive_seed_tells_apart_what_str_tells_apart() -> None:
    """Remembered by typed arguments: ``1`` and ``True`` derive different seeds, as before."""
    assert derive_seed(1, "trial", "0") != derive_seed(True, "trial", "0")
    assert derive_seed(True, "trial", "0") == derive_seed(True, "trial", "0")


def test_sources_of_one_seed_share_keys_but_not_draws() -> None:
    a = Rng(42)
    first = [a.token(14) for _ in range(5)]
    b = Rng(42)  # shares a's keyed hashes: they must still be the bare key
    assert [b.token(14) for _ in range(5)] == first
    assert Rng(43).token(14) != first[0]
    c = Rng(42)
    assert c.bits("other") == Rng(42).bits("other")
    assert c.token(14) == first[0]


def _outcome(decode: Any, text: str) -> tuple[str, Any]:
    """What ``decode(text)`` gives: its value as JSON text, or the error's message."""
    try:
        return "value", json.dumps(decode(text))
    except json.JSONDecodeError as exc:
        return "error", str(exc)


@pytest.mark.parametrize(
    "text",
    [
        '{"a":1.0,"b":[2.5,3e2,-0.0]}',
        "[1, 2.0]",
        "{}  ",
        " {}",
        '"x"',
        "1.0",
        "[1] x",
        '{"a":',
        "",
        "{",
        "[]",
    ],
)
def test_the_canonical_decoder_is_the_decoder(text: str) -> None:
    assert _outcome(_decode_canonical, text) == _outcome(_decoder.decode, text)


_ROW_ENCODER = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False)


@pytest.mark.parametrize(
    "row",
    [
        ["ch_1", 550, 2526, True, False, None, "Order #10245", {}],
        ['é\x01"\\ \u2028', 2.5, -0.0, float("nan"), float("inf"), {"b": [1.0, {"z": 1}], "a": {}}],
        [{"brand": "amex", "last4": "8431", "exp": 2029}, [], [[]], ""],
    ],
)
def test_a_row_digest_is_the_sha256_of_the_encoders_text(row: list[Any]) -> None:
    """``row_digest`` encodes through one C encoder built once: the text the JSONEncoder writes."""
    text = _ROW_ENCODER.encode(row)
    assert hashing.row_digest(row) == int.from_bytes(hashlib.sha256(text.encode()).digest(), "big")
