"""``where`` predicates over rows: equals, in, contains, regex, comparisons, nested JSON fields.

A predicate is a mapping ``{field: condition}``; every field must hold. A condition is either a plain
value (equality, compared canonically so ``25 == 25.0``) or one operator mapping:

``{eq: v}`` ``{ne: v}`` ``{in: [..]}`` ``{not_in: [..]}`` ``{contains: v}`` (substring, or list
membership) ``{icontains: "text"}`` ``{regex: "…"}`` ``{gt|gte|lt|lte: n}`` ``{exists: true|false}``
``{any: {field: condition, …}}`` (some element of a list of objects satisfies the nested predicate,
e.g. ``attendees: {any: {email: ana@example.com, responseStatus: accepted}}``) and ``{none: {…}}``
(no element does).

Fields may reach into JSON columns with dots: ``metadata.order_id``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from toolproof.world.canonical import canonical_json

OPERATORS = frozenset(
    {
        "eq",
        "ne",
        "in",
        "not_in",
        "contains",
        "icontains",
        "regex",
        "gt",
        "gte",
        "lt",
        "lte",
        "exists",
        "any",
        "none",
    }
)

_MISSING = object()


class PredicateError(ValueError):
    pass


def field_value(row: Mapping[str, Any], field: str) -> Any:
    """The value at ``field`` (dotted into JSON), or a sentinel when absent."""
    value: Any = row
    for part in field.split("."):
        if isinstance(value, Mapping) and part in value:
            value = value[part]
        elif isinstance(value, list) and part.isdigit() and int(part) < len(value):
            value = value[int(part)]
        else:
            return _MISSING
    return value


def is_operator(condition: Any) -> bool:
    return isinstance(condition, Mapping) and len(condition) == 1 and next(iter(condition)) in OPERATORS


def check(value: Any, condition: Any) -> bool:
    """Does ``value`` satisfy ``condition``?"""
    if not is_operator(condition):
        return value is not _MISSING and canonical_json(value) == canonical_json(condition)
    ((op, arg),) = condition.items()
    if op == "exists":
        return (value is not _MISSING and value is not None) == bool(arg)
    if op in ("any", "none"):
        if not isinstance(arg, Mapping):
            raise PredicateError(f"'{op}' needs a mapping of field conditions, got {arg!r}")
        items = value if isinstance(value, list) else []
        found = any(isinstance(item, Mapping) and matches(item, arg) for item in items)
        return found if op == "any" else not found
    if value is _MISSING:
        return op in ("ne", "not_in")
    if op == "eq":
        return bool(canonical_json(value) == canonical_json(arg))
    if op == "ne":
        return bool(canonical_json(value) != canonical_json(arg))
    if op in ("in", "not_in"):
        if not isinstance(arg, list):
            raise PredicateError(f"'{op}' needs a list, got {arg!r}")
        inside = canonical_json(value) in [canonical_json(a) for a in arg]
        return inside if op == "in" else not inside
    if op == "contains":
        if isinstance(value, str):
            return isinstance(arg, str) and arg in value
        if isinstance(value, list):
            return canonical_json(arg) in [canonical_json(v) for v in value]
        if isinstance(value, Mapping):
            return arg in value
        return False
    if op == "icontains":
        return isinstance(value, str) and str(arg).casefold() in value.casefold()
    if op == "regex":
        return isinstance(value, str) and re.search(str(arg), value) is not None
    if value is None or isinstance(value, bool) or not isinstance(value, int | float):
        return False
    if not isinstance(arg, int | float):
        raise PredicateError(f"'{op}' needs a number, got {arg!r}")
    return bool({"gt": value > arg, "gte": value >= arg, "lt": value < arg, "lte": value <= arg}[op])


def matches(row: Mapping[str, Any], where: Mapping[str, Any] | None) -> bool:
    """Does ``row`` satisfy every condition of ``where``? An empty predicate matches everything."""
    if not where:
        return True
    return all(check(field_value(row, f), cond) for f, cond in where.items())


def describe(where: Mapping[str, Any] | None) -> str:
    """A short human rendering: ``charge=ch_1, amount>=500``."""
    if not where:
        return "any row"
    parts = []
    symbols = {"gt": ">", "gte": ">=", "lt": "<", "lte": "<=", "ne": "!=", "eq": "="}
    for field, cond in where.items():
        if is_operator(cond):
            ((op, arg),) = cond.items()
            parts.append(f"{field}{symbols[op]}{arg!r}" if op in symbols else f"{field} {op} {arg!r}")
        else:
            parts.append(f"{field}={cond!r}")
    return ", ".join(parts)


def validate_where(where: Mapping[str, Any]) -> None:
    """Refuse malformed predicates at load time (unknown operators, wrong argument types)."""
    for field, cond in where.items():
        if is_operator(cond):
            ((op, arg),) = cond.items()
            if op in ("in", "not_in") and not isinstance(arg, list):
                raise PredicateError(f"{field}: '{op}' needs a list")
            if op in ("gt", "gte", "lt", "lte") and (
                isinstance(arg, bool) or not isinstance(arg, int | float)
            ):
                raise PredicateError(f"{field}: '{op}' needs a number")
            if op in ("any", "none"):
                if not isinstance(arg, Mapping):
                    raise PredicateError(f"{field}: '{op}' needs a mapping of field conditions")
                validate_where(arg)
            if op == "regex":
                try:
                    re.compile(str(arg))
                except re.error as exc:
                    raise PredicateError(f"{field}: bad regex {arg!r}: {exc}") from None
