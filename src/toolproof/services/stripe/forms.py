"""Stripe's form encoding: ``metadata[k]=v``, ``items[0][price]=p``, ``expand[]=x``, both directions.

Stripe reads ``application/x-www-form-urlencoded`` POST bodies (raw brackets) and GET query strings
(percent-encoded brackets) with the same Rails-style nesting. :func:`decode_pairs` turns the flat pairs
into nested dicts and lists; :func:`encode` is its inverse (as the official SDK encodes), used by the
tests to prove the round trip. A malformed key raises :class:`FormError` with the offending name.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any
from urllib.parse import quote

_NAME = re.compile(r"^([^\[\]]+)((?:\[[^\[\]]*\])*)$")
_PART = re.compile(r"\[([^\[\]]*)\]")


class FormError(ValueError):
    """A parameter name that is not ``name``, ``name[key]…`` or ``name[]``."""

    def __init__(self, message: str, param: str) -> None:
        super().__init__(message)
        self.param = param


def split_key(key: str) -> list[str]:
    """``items[0][price]`` → ``["items", "0", "price"]``; ``expand[]`` → ``["expand", ""]``."""
    m = _NAME.match(key)
    if m is None:
        raise FormError(f"Invalid parameter name: '{key}'. Nested parameters look like name[key].", key)
    return [m.group(1), *_PART.findall(m.group(2))]


class _Node(dict[str, Any]):
    """A hash under construction; ``appended`` holds values given with the ``[]`` form."""

    __slots__ = ("appended",)

    def __init__(self) -> None:
        super().__init__()
        self.appended: list[Any] = []


def decode_pairs(pairs: Iterable[tuple[str, str]]) -> dict[str, Any]:
    """Nest flat form pairs. Integer-keyed hashes become lists in index order; later values win."""
    root = _Node()
    for key, value in pairs:
        if key and "[" not in key and "]" not in key:
            # A plain name (most of them): what the loop below does for a one-part name, without the split.
            if isinstance(root.get(key), _Node):
                raise FormError(f"Invalid hash: '{key}' is both a value and a hash.", key)
            root[key] = value
            continue
        parts = split_key(key)
        node: _Node = root
        for i, part in enumerate(parts):
            last = i == len(parts) - 1
            if part == "":
                if i == 0 or (not last and parts[i + 1] != ""):
                    # ``a[][b]`` (a list of hashes without indexes) is ambiguous; Stripe asks for indexes.
                    raise FormError(
                        f"Invalid array parameter: '{key}'. Use indexes, for example {parts[0]}[0].", key
                    )
                if not last:
                    raise FormError(f"Invalid parameter name: '{key}'.", key)
                if node and not node.appended:
                    raise FormError(f"Invalid array: '{key}' mixes indexed and [] values.", key)
                node.appended.append(value)
                break
            if last:
                existing = node.get(part)
                if isinstance(existing, _Node):
                    raise FormError(f"Invalid hash: '{key}' is both a value and a hash.", key)
                node[part] = value
            else:
                child = node.get(part)
                if child is None:
                    child = _Node()
                    node[part] = child
                elif not isinstance(child, _Node):
                    raise FormError(f"Invalid hash: '{key}' is both a value and a hash.", key)
                node = child
    # The top level is always a hash, even when every name is a number (``0=x``).
    return {k: _finish(v) for k, v in root.items()}


def _finish(value: Any) -> Any:
    if not isinstance(value, _Node):
        return value
    if value.appended:
        return list(value.appended)
    if value and all(k.isdigit() for k in value):
        return [_finish(value[k]) for k in sorted(value, key=int)]
    return {k: _finish(v) for k, v in value.items()}


def flatten(params: Mapping[str, Any], prefix: str = "") -> list[tuple[str, str]]:
    """The SDK's flattening: nested dicts as ``a[b]``, lists as ``a[0]``, booleans ``true``/``false``."""
    out: list[tuple[str, str]] = []
    for key, value in params.items():
        name = f"{prefix}[{key}]" if prefix else str(key)
        out.extend(_flatten_value(name, value))
    return out


def _flatten_value(name: str, value: Any) -> list[tuple[str, str]]:
    if isinstance(value, Mapping):
        if not value:
            return [(name, "")]
        return flatten(value, name)
    if isinstance(value, list | tuple):
        out: list[tuple[str, str]] = []
        for i, item in enumerate(value):
            out.extend(_flatten_value(f"{name}[{i}]", item))
        return out
    if isinstance(value, bool):
        return [(name, "true" if value else "false")]
    if value is None:
        return [(name, "")]
    return [(name, str(value))]


def encode(params: Mapping[str, Any], *, brackets_raw: bool = True) -> str:
    """Form-encode like stripe-python: raw brackets in bodies, percent-encoded ones in query strings."""
    safe = "[]" if brackets_raw else ""
    return "&".join(f"{quote(k, safe=safe)}={quote(v, safe='')}" for k, v in flatten(params))
