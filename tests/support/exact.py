"""Equality that also sees types: the call-path tests compare a fast path's answer with the code it
replaces, where ``1 == 1.0 == True`` would hide a changed JSON rendering."""

from __future__ import annotations

from typing import Any


def exact(a: Any, b: Any) -> bool:
    """Equal, and of the same type at every level (``1`` is not ``1.0`` nor ``True`` here)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(exact(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(exact(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b or (a != a and b != b))  # NaN decodes from "NaN"
