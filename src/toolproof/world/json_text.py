"""JSON texts of plain values remembered by their ``marshal`` bytes (the stored results' bodies, the
grade's ids haystack): the text ``json.dumps(value, ensure_ascii=False, default=str)`` gives.

Shared by :mod:`toolproof.runs.store` (each result's response bodies) and
:mod:`toolproof.tasks.shown_ids` (the haystack of every response an episode received), which write
the same bodies with the same encoder's options; the grade runs before the result is encoded, so a
body the haystack wrote is a hit when its result is stored.
"""

from __future__ import annotations

import json
import marshal
from collections.abc import Callable
from typing import Any

__all__ = [
    "BODY_MEMO",
    "BODY_MEMO_BYTES",
    "BODY_TEXT",
    "encode",
    "encode_native",
    "native_text",
    "remember",
    "remembered",
]


def _refuse(value: object) -> object:
    raise TypeError(f"not JSON-native: {type(value).__name__}")


def _make_encode(default: Callable[[object], object]) -> Callable[[object], str]:
    """``JSONEncoder(ensure_ascii=False, default=default, check_circular=False).encode``, without
    building a new C encoder on every call as ``JSONEncoder.iterencode`` does (the pieces of a result
    are encoded one by one, some thirty a result)."""
    make = getattr(json.encoder, "c_make_encoder", None)
    if make is None:  # pragma: no cover - CPython always has the C encoder
        return json.JSONEncoder(ensure_ascii=False, default=default, check_circular=False).encode
    chunks = make(None, default, json.encoder.encode_basestring, None, ": ", ", ", False, False, True)
    return lambda value: "".join(chunks(value, 0))


#: ``json.dumps(value, ensure_ascii=False, default=str)``'s text for every value (the results' encoder,
#: without cycle checks: a value with a cycle raises ``RecursionError`` here, ``ValueError`` there), and
#: the same encoder refusing, instead of writing ``str(value)``, anything that is not a JSON-native
#: value.
encode = _make_encode(str)
encode_native = _make_encode(_refuse)

#: A call's response body's JSON text by its ``marshal`` bytes, for bodies made only of exact
#: ``dict``, ``list``, ``tuple``, ``str``, ``int``, ``float``, ``bool`` and ``None``; emptied when it
#: holds :data:`BODY_MEMO_BYTES` (keys and texts). Bodies are ≈ 77 % of a stored result's text and
#: repeat across a suite's variants and agents (core: 2,912 of 3,801 bodies seen before), and
#: ``marshal`` writes a body in ≈ 0.3 of the time its JSON takes.
#:
#: (perf26) ``marshal`` version 2, not the default 3: version 3 flags an object by its reference count
#: and an interned string apart from an equal one (the same dict is ``{`` or ``\xfb``), so an equal body
#: held elsewhere too missed; version 2 writes neither (core's first pass: 683 bodies encoded, not 929).
#: It still writes the exact types and values below, so the key stays exact.
#:
#: Why the text is exact: ``marshal`` writes each object with a code for its exact type (it refuses
#: subclasses and other classes, ``ValueError``) and its value: floats by their bits, dicts in their
#: order. Only bodies whose JSON needed no ``default`` are remembered, so a key's stream holds only
#: those types' codes, and any body with the same bytes is made of the same types with the same
#: values in the same order: the same JSON text. (Buffer objects, which ``marshal`` writes as
#: ``bytes``, and the other types it accepts all need ``default``: never remembered.)
BODY_TEXT: dict[bytes, str] = {}
BODY_MEMO = [0]  # bytes held
BODY_MEMO_BYTES = 32 << 20


def native_text(
    value: dict[Any, Any] | list[Any], memo: dict[bytes, str], held: list[int], bound: int
) -> str | None:
    """``value``'s JSON text from ``memo`` by its ``marshal`` bytes, or encoded and remembered there;
    ``None`` if its JSON needs ``default`` (never remembered; the caller writes it with
    :data:`encode`). See :data:`BODY_TEXT` for why the key is exact."""
    try:
        key = marshal.dumps(value, 2)
    except ValueError:  # a class marshal does not write: its JSON needs ``default``
        return None
    text = memo.get(key)
    if text is not None:
        return text
    try:
        text = encode_native(value)
    except (TypeError, ValueError):
        return None
    remember(memo, held, bound, key, text)
    return text


def remember(memo: dict[bytes, str], held: list[int], bound: int, key: bytes, text: str) -> None:
    if held[0] > bound:
        memo.clear()
        held[0] = 0
    memo[key] = text
    held[0] += len(key) + len(text)


def remembered(value: dict[Any, Any] | list[Any]) -> str | None:
    """:func:`native_text` in :data:`BODY_TEXT`: an exact ``dict`` or ``list``'s JSON text, or ``None``
    if its JSON needs ``default`` (the caller writes it as it always did)."""
    return native_text(value, BODY_TEXT, BODY_MEMO, BODY_MEMO_BYTES)
