"""Limits on what a request may carry, checked before anything recurses into it.

JSON decoders, YAML composers, form nesting, pydantic and the ledger's encoder all recurse once per
level of nesting, so a body nested ten thousand levels deep is a ``RecursionError`` (a 500) unless it
is refused first; and SQLite stores integers in 64 bits, so a larger number reaching a query is an
``OverflowError``. The checks here run without recursion, raise typed service errors, and every
dialect renders those in its vendor's shape (:class:`InputTooDeep` is a malformed body,
:class:`IntegerOutOfRange` an invalid parameter), so the caller gets the vendor's 4xx and the world's
ledger records the refusal.
"""

from __future__ import annotations

import math
import re
from typing import Any

from pydantic import BaseModel

from toolproof.service.errors import InvalidParams, MalformedBody, ParamError

#: Deepest nesting accepted in a body, a form key or tool arguments. Real requests to these APIs nest
#: a handful of levels (Slack blocks, Google's extendedProperties); every recursive consumer is safe
#: far beyond this.
MAX_DEPTH = 32

#: SQLite's (and the vendors') integer range: signed 64 bits.
INT_MIN = -(1 << 63)
INT_MAX = (1 << 63) - 1

_STRINGS = re.compile(rb'"(?:[^"\\]|\\.)*"', re.DOTALL)
_NOT_BRACKETS = re.compile(rb"[^\[\]{}]+")


class InputTooDeep(MalformedBody):
    """A body, form key or argument nested deeper than :data:`MAX_DEPTH` levels."""

    code = "input_too_deep"


class IntegerOutOfRange(InvalidParams):
    """A number outside the signed 64-bit range (or not finite) where the API stores integers."""

    code = "integer_out_of_range"


def too_deep(where: str = "The request") -> InputTooDeep:
    return InputTooDeep(f"{where} is nested more than {MAX_DEPTH} levels deep.")


def json_too_deep(raw: bytes | str, limit: int = MAX_DEPTH) -> bool:
    """Whether JSON text nests arrays/objects deeper than ``limit``, found without parsing it.

    String literals are dropped first (they may hold brackets); the rest is a bracket count. Text
    with fewer brackets than the limit cannot be too deep, so ordinary bodies cost two ``count``s.
    """
    data = raw.encode("utf-8", "surrogatepass") if isinstance(raw, str) else raw
    if data.count(b"[") + data.count(b"{") <= limit:
        return False
    depth = 0
    for ch in _NOT_BRACKETS.sub(b"", _STRINGS.sub(b"", data)):
        if ch in (0x5B, 0x7B):  # [ {
            depth += 1
            if depth > limit:
                return True
        else:
            depth -= 1
    return False


def check_json_text(raw: bytes | str, where: str = "The request body") -> None:
    """Raise :class:`InputTooDeep` if JSON text nests deeper than :data:`MAX_DEPTH`."""
    if json_too_deep(raw):
        raise too_deep(where)


def depth_exceeds(value: Any, limit: int = MAX_DEPTH) -> bool:
    """Whether decoded data (dicts, lists, tuples) nests deeper than ``limit`` (iterative walk)."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list | tuple):
            children = item
        else:
            continue
        if depth + 1 > limit:
            return True
        stack.extend((child, depth + 1) for child in children)
    return False


def out_of_range(value: Any) -> ParamError | None:
    """The first integer outside the signed 64-bit range (or non-finite float) in validated parameters.

    Walks a pydantic model, dicts, lists and tuples without recursion; ``loc`` names the parameter.
    """
    stack: list[tuple[Any, tuple[str | int, ...]]] = [(value, ())]
    while stack:
        item, loc = stack.pop()
        if isinstance(item, bool) or item is None or isinstance(item, str):
            continue
        if isinstance(item, int):
            if not INT_MIN <= item <= INT_MAX:
                return ParamError(loc, "invalid", f"Invalid integer: {_short(item)} is out of range")
        elif isinstance(item, float):
            if not math.isfinite(item):
                return ParamError(loc, "invalid", f"Invalid number: {item} is not finite")
        elif isinstance(item, BaseModel):
            stack.extend((getattr(item, name), (*loc, name)) for name in type(item).model_fields)
        elif isinstance(item, dict):
            stack.extend((v, (*loc, str(k))) for k, v in item.items())
        elif isinstance(item, list | tuple):
            stack.extend((v, (*loc, i)) for i, v in enumerate(item))
    return None


def check_ranges(value: Any) -> None:
    """Raise :class:`IntegerOutOfRange` for the first out-of-range number in ``value``."""
    problem = out_of_range(value)
    if problem is not None:
        raise IntegerOutOfRange([problem])


def _short(number: int) -> str:
    """A huge integer's text, shortened (a 4,000-digit number is not worth echoing)."""
    digits = str(number) if number.bit_length() < 4000 else "a number of about 10^1200 or more"
    return digits if len(digits) <= 40 else digits[:20] + "…" + digits[-8:]
