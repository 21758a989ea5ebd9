"""``${name.path}`` references from a call's parameters to earlier results and the scenario's vars.

A string that is exactly one reference takes the referenced value as it is (a number stays a
number); references inside a longer string are substituted as text. ``${vars.x}`` names a
pre-existing object; ``${c.data.0.id}`` walks the result of the call named ``c`` (list indices are
numbers).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

_REF = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_-]*)((?:\.[A-Za-z0-9_@-]+)*)\}")


class RefError(LookupError):
    """A reference to a result or var that does not exist (one readable line)."""


def _walk(root: Any, dotted: str, ref: str) -> Any:
    node = root
    for part in [p for p in dotted.split(".") if p]:
        if isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        elif isinstance(node, dict) and part in node:
            node = node[part]
        else:
            raise RefError(f"${{{ref}}}: no {part!r} there")
    return node


def resolve(value: Any, scope: Mapping[str, Any]) -> Any:
    """``value`` with every reference replaced from ``scope`` (names → results, plus ``vars``)."""
    if isinstance(value, dict):
        return {k: resolve(v, scope) for k, v in value.items()}
    if isinstance(value, list):
        return [resolve(v, scope) for v in value]
    if not isinstance(value, str) or "${" not in value:
        return value

    def lookup(match: re.Match[str]) -> Any:
        name, dotted = match.group(1), match.group(2)
        ref = name + dotted
        if name not in scope:
            raise RefError(f"${{{ref}}}: no earlier call or var is named {name!r}")
        return _walk(scope[name], dotted, ref)

    whole = _REF.fullmatch(value)
    if whole is not None:
        return lookup(whole)
    return _REF.sub(lambda m: str(lookup(m)), value)
