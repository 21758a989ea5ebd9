"""``{name.path}`` placeholders in task data, filled from refs and saved results.

A string that is exactly one placeholder becomes the referenced value itself (an int stays an int);
placeholders inside longer strings are formatted as text. ``{{`` and ``}}`` are literal braces.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

_PLACEHOLDER = re.compile(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z0-9_\-]+)*)\}(?!\})")


class UnresolvedPlaceholder(KeyError):
    def __str__(self) -> str:
        return f"placeholder {{{self.args[0]}}} names nothing known (known: {self.args[1]})"


def lookup(scope: Mapping[str, Any], path: str) -> Any:
    """Follow a dotted path through dicts and lists: ``refund.id``, ``messages.0.ts``."""
    head, *rest = path.split(".")
    if head not in scope:
        raise UnresolvedPlaceholder(path, ", ".join(sorted(scope)) or "nothing")
    value = scope[head]
    for part in rest:
        if isinstance(value, Mapping) and part in value:
            value = value[part]
        elif isinstance(value, list) and part.lstrip("-").isdigit() and -len(value) <= int(part) < len(value):
            value = value[int(part)]
        else:
            raise UnresolvedPlaceholder(path, ", ".join(sorted(scope)))
    return value


def fill(value: Any, scope: Mapping[str, Any]) -> Any:
    """Substitute placeholders everywhere inside ``value`` (dicts, lists, strings)."""
    if isinstance(value, str):
        whole = _PLACEHOLDER.fullmatch(value)
        if whole is not None:
            return lookup(scope, whole.group(1))
        filled = _PLACEHOLDER.sub(lambda m: str(lookup(scope, m.group(1))), value)
        return filled.replace("{{", "{").replace("}}", "}")
    if isinstance(value, dict):
        return {k: fill(v, scope) for k, v in value.items()}
    if isinstance(value, list):
        return [fill(v, scope) for v in value]
    return value


def is_static(value: Any) -> bool:
    """Whether :func:`fill` returns ``value`` unchanged whatever the scope: no placeholder and no
    escaped brace in any string (what is filled per episode can then be prepared once per task)."""
    if isinstance(value, str):
        return "{" not in value and "}" not in value
    if isinstance(value, dict):
        return all(is_static(v) for v in value.values())
    if isinstance(value, list):
        return all(is_static(v) for v in value)
    return True


def placeholders(value: Any) -> set[str]:
    """Every placeholder path used inside ``value``."""
    found: set[str] = set()
    if isinstance(value, str):
        found.update(m.group(1) for m in _PLACEHOLDER.finditer(value))
    elif isinstance(value, dict):
        for v in value.values():
            found |= placeholders(v)
    elif isinstance(value, list):
        for v in value:
            found |= placeholders(v)
    return found
