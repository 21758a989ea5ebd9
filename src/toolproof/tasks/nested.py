"""Walks of nested data (rows and responses: mappings, lists and tuples of them): the objects in it and the
strings in it, each in one fixed order.

Several readings (row dates, lengths, relative dates) walked data the same way by hand, each with its own
stack loop; one walk keeps their order identical (a stack: the last pushed is read first), so a reading that
keeps the first of several values keeps the same one wherever it walks."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any


def objects(data: Iterable[Any]) -> Iterator[Mapping[str, Any]]:
    """Every mapping in ``data``, itself and those nested in it, depth first from the end."""
    stack = list(data)
    while stack:
        value = stack.pop()
        if isinstance(value, Mapping):
            yield value
            stack.extend(v for v in value.values() if isinstance(v, Mapping | list | tuple))
        elif isinstance(value, list | tuple):
            stack.extend(value)


def at_path(obj: Mapping[str, Any], path: str) -> Any:
    """The value at a dotted ``path`` of ``obj`` ("period.end"), or ``None`` where a step is missing or not
    a mapping: how a dialect's declaration names a field of a row (row dates, lengths)."""
    value: Any = obj
    for key in path.split("."):
        if not isinstance(value, Mapping):
            return None
        value = value.get(key)
    return value


def strings(data: Iterable[Any]) -> Iterator[str]:
    """Every string in ``data`` at any depth (a mapping's values, not its keys), depth first from the end."""
    stack = list(data)
    while stack:
        value = stack.pop()
        if isinstance(value, str):
            yield value
        elif isinstance(value, Mapping):
            stack.extend(value.values())
        elif isinstance(value, list | tuple):
            stack.extend(value)
