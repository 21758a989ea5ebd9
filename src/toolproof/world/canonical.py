"""Canonical values: one representation per meaning, so hashes and diffs never see noise.

``25`` and ``25.0`` are the same number, ``{"a": 1, "b": 2}`` and ``{"b": 2, "a": 1}`` the same
object, and a ``bool`` column holding ``1`` is ``True``. Everything that compares states goes
through :func:`canonical_value`.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from typing import Any

from toolproof.service.schema import ColumnKind


def canonical_json(value: Any) -> Any:
    """Normalise a decoded JSON value: integral floats become ints, containers recursively."""
    if isinstance(value, bool) or value is None or isinstance(value, str | int):
        return value
    if isinstance(value, float):
        if math.isfinite(value) and value.is_integer():
            return int(value)
        return value
    if isinstance(value, dict):
        return {str(k): canonical_json(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [canonical_json(v) for v in value]
    return str(value)


def _canonical_number(text: str) -> float | int:
    """A JSON number with a fraction or an exponent, as :func:`canonical_json` leaves it."""
    value = float(text)
    if math.isfinite(value) and value.is_integer():
        return int(value)
    return value


#: ``canonical_json(json.loads(text))`` in one pass of the C decoder: decoded JSON only ever has
#: str keys, lists and no tuples, so the one thing canonical_json changes is an integral float, and
#: the decoder hands every such number to ``parse_float``. (A JSON column is read per changed row at
#: the end of every episode, for its diff and its hash.)
_decoder = json.JSONDecoder(parse_float=_canonical_number)
_scan_once: Callable[[str, int], tuple[Any, int]] = _decoder.scan_once  # type: ignore[attr-defined]


def _decode_canonical(text: str) -> Any:
    """``_decoder.decode(text)``: an object or array with nothing around it is scanned by the C
    scanner directly (``decode`` adds two whitespace matches and two Python calls around that same
    scan); anything else, a scan that stops early or fails, goes through ``decode``, which raises."""
    if text and text[0] in "{[":
        try:
            value, end = _scan_once(text, 0)
        except (StopIteration, ValueError):
            return _decoder.decode(text)
        if end == len(text):
            return value
    return _decoder.decode(text)


def canonical_value(value: Any, kind: ColumnKind) -> Any:
    """The comparable form of one stored column value."""
    if value is None:
        return None
    if kind == "json":
        if isinstance(value, str):
            try:
                return _decode_canonical(value)
            except ValueError:
                return value
        if isinstance(value, bytes):
            try:
                return canonical_json(json.loads(value))
            except ValueError:
                return value
        return canonical_json(value)
    if kind == "bool":
        return bool(value)
    if isinstance(value, float):
        return canonical_json(value)
    if isinstance(value, bytes):
        return value.hex()
    return value


def dumps_canonical(value: Any) -> str:
    """Stable JSON text for hashing: sorted keys, no whitespace, unicode kept."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=True)
