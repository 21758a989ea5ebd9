"""Schema drift: response bodies that changed shape (renamed, removed, retyped fields, new enum values).

Paths are dotted; ``*`` walks every item of a list (``data.*.status``). Missing paths are skipped,
so one drift rule can cover objects that have the field and objects that do not.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from toolproof.faults.kinds.responses import SchemaDriftFault


def _parents(body: Any, path: str) -> list[tuple[dict[str, Any], str]]:
    """Every ``(container, last_key)`` that ``path`` reaches in ``body``."""
    *head, last = path.split(".")
    nodes: list[Any] = [body]
    for part in head:
        nxt: list[Any] = []
        for node in nodes:
            if part == "*" and isinstance(node, list):
                nxt.extend(node)
            elif isinstance(node, dict) and part in node:
                nxt.append(node[part])
        nodes = nxt
    out: list[tuple[dict[str, Any], str]] = []
    for node in nodes:
        if last == "*" and isinstance(node, list):
            continue
        if isinstance(node, dict):
            out.append((node, last))
    return out


def _retype(value: Any, kind: str) -> Any:
    converters: dict[str, Callable[[Any], Any]] = {
        "string": lambda v: (
            v if isinstance(v, str) else json.dumps(v) if isinstance(v, dict | list) else str(v)
        ),
        "int": lambda v: int(float(v)) if isinstance(v, int | float | str) and _numeric(v) else 0,
        "float": lambda v: float(v) if isinstance(v, int | float | str) and _numeric(v) else 0.0,
        "bool": bool,
        "null": lambda v: None,
        "list": lambda v: v if isinstance(v, list) else [v],
        "object": lambda v: v if isinstance(v, dict) else {"value": v},
    }
    return converters[kind](value)


def _numeric(value: Any) -> bool:
    try:
        float(value)
    except (TypeError, ValueError):
        return False
    return True


def apply_drift(body: Any, drift: SchemaDriftFault) -> Any:
    """A drifted deep copy of ``body`` (the original may be cached for idempotent replays)."""
    body = copy.deepcopy(body)
    for path in drift.remove:
        for parent, key in _parents(body, path):
            parent.pop(key, None)
    for path, kind in drift.retype.items():
        for parent, key in _parents(body, path):
            if key in parent:
                parent[key] = _retype(parent[key], kind)
    for path, value in drift.enum.items():
        for parent, key in _parents(body, path):
            if key in parent:
                parent[key] = value
    for path, value in drift.add.items():
        for parent, key in _parents(body, path):
            parent[key] = copy.deepcopy(value)
    for path, new_name in drift.rename.items():
        for parent, key in _parents(body, path):
            if key in parent:
                # Keep the key's position so the drift is a rename, not a reorder.
                items = list(parent.items())
                parent.clear()
                parent.update((new_name if k == key else k, v) for k, v in items)
    return body
