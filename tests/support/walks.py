"""Shapes the fast walks of nested data are pinned against.

Several readings walk nested response data with a stack and tell a mapping, a list and a string apart by
type first (speed: stops 65–68). Their tests compare them with the plain ``isinstance`` walks they replaced
and draw data holding a mapping that is no ``dict`` (the ABC's fallback). Both live here once."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any


class PlainMapping(Mapping[str, Any]):
    """A read-only mapping that is no ``dict``: found by ``isinstance(value, Mapping)`` alone."""

    def __init__(self, items: dict[str, Any]) -> None:
        self._items = items

    def __getitem__(self, key: str) -> Any:
        return self._items[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)


def objects_by_isinstance(data: Any) -> list[Mapping[str, Any]]:
    """Every mapping in ``data`` (a sequence), last first and nested ones after their parent: the stack
    loop ``tasks.nested.objects`` replaced (stop 66), asking ``isinstance`` of each value."""
    out = []
    stack = list(data)
    while stack:
        value = stack.pop()
        if isinstance(value, Mapping):
            out.append(value)
            stack.extend(v for v in value.values() if isinstance(v, Mapping | list | tuple))
        elif isinstance(value, list | tuple):
            stack.extend(value)
    return out


def strings_by_isinstance(data: Any) -> list[str]:
    """Every string in ``data`` (a sequence), in the order of the stack loop ``tasks.nested.strings``
    replaced (stop 66), asking ``isinstance`` of each value."""
    out = []
    stack = list(data)
    while stack:
        value = stack.pop()
        if isinstance(value, str):
            out.append(value)
        elif isinstance(value, Mapping):
            stack.extend(value.values())
        elif isinstance(value, list | tuple):
            stack.extend(value)
    return out
