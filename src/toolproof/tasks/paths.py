"""Field paths of a changed row: which parts of it changed, down into JSON columns.

A calendar event keeps its whole resource in one JSON column, so "the body changed" says nothing. The
grader works with dotted paths instead (``body.start.dateTime``, ``body.attendees``): objects are
descended into, anything else (a list, a scalar) is one leaf. A rule that names a path covers
everything below it (``metadata`` covers ``metadata.order_id``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from toolproof.tasks.predicates import MISSING
from toolproof.world.canonical import canonical_json
from toolproof.world.diff import RowChange
from toolproof.world.rowtext import encode_row


def changed_paths(change: RowChange) -> list[str]:
    """Every leaf path whose value differs between the row before and after, sorted.

    Worked out once per change (kept on it: a grade asks again for every rule it checks); the list
    is shared, so callers must not change it.
    """
    if change.paths is not None:
        return change.paths
    out: list[str] = []
    before, after = change.before, change.after
    scalars = _SCALARS
    for column in _columns(before, after):
        was, now = before.get(column, MISSING), after.get(column, MISSING)
        kind = type(was)
        if kind is type(now):
            if kind in scalars:
                # Most of a row's columns, decided here as _collect decides them, without a call each
                # (a changed row of 30 columns is read whole by every grade).
                if was != now:
                    out.append(column)
                continue
            if (kind is dict or kind is list) and was == now and _same_text(was, now):
                continue
        _collect(column, was, now, out)
    change.paths = out
    return out


#: Per row's columns in their order, the same names sorted (a table's rows all have the same ones).
_ORDERS: dict[tuple[str, ...], tuple[str, ...]] = {}
_ORDERS_MAX = 1024


def _columns(before: dict[str, Any], after: dict[str, Any]) -> Iterable[str]:
    """``sorted(before.keys() | after.keys())``, remembered per column tuple when both rows have the
    same columns (two versions of a table's row)."""
    if before.keys() != after.keys():
        return sorted(before.keys() | after.keys())
    names = tuple(before)
    order = _ORDERS.get(names)
    if order is None:
        if len(_ORDERS) >= _ORDERS_MAX:
            _ORDERS.clear()
        order = _ORDERS[names] = tuple(sorted(names))
    return order


def _same_text(was: Any, now: Any) -> bool:
    """Two equal objects or arrays (a JSON column the write left alone) that :func:`_collect` would
    find no path in, told by their JSON text in one C pass instead of a walk: the same text, neither
    NaN nor an infinity in it (a NaN is unequal to itself at a leaf, though the containers holding the
    same one compare equal). Anything the encoder refuses goes to the walk."""
    try:
        text = encode_row(was)
        return text == encode_row(now) and "NaN" not in text and "Infinity" not in text
    except (TypeError, ValueError):
        return False


#: Values :func:`canonical_json` returns as they are (or, for a float, as an equal int): two of the
#: same one of these types are canonically equal exactly when they are equal.
_SCALARS = frozenset({str, int, bool, float, type(None)})


def _collect(prefix: str, before: Any, after: Any, out: list[str]) -> None:
    if before is not MISSING and after is not MISSING:
        kind = type(before)
        if kind is type(after):
            if kind in _SCALARS:  # most columns: no canonical copies to build and compare
                if before != after:
                    out.append(prefix)
                return
            if kind is dict and _str_keys(before) and _str_keys(after):
                # Canonically equal exactly when every key's values are: the descent below finds the
                # same paths as comparing canonical copies of both first would, without the copies.
                for key in sorted(before.keys() | after.keys()):
                    _collect(f"{prefix}.{key}", before.get(key, MISSING), after.get(key, MISSING), out)
                return
        if canonical_json(before) == canonical_json(after):
            return
    if isinstance(before, Mapping) and isinstance(after, Mapping):
        for key in sorted(set(before) | set(after)):
            _collect(f"{prefix}.{key}", before.get(key, MISSING), after.get(key, MISSING), out)
        return
    out.append(prefix)


def covered(paths: Iterable[str], rules: Iterable[str]) -> bool:
    """Is every path at or below one of ``rules``?"""
    rules = tuple(rules)
    return all(any(p == r or p.startswith(r + ".") for r in rules) for p in paths)


def _str_keys(value: dict[Any, Any]) -> bool:
    return all(type(k) is str for k in value)
