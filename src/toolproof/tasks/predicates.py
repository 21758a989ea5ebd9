"""``where`` predicates over rows: equals, in, contains, regex, comparisons, lists as sets, nested JSON.

A predicate is a mapping ``{field: condition}``; every field must hold. Fields may reach into JSON
columns with dots (``metadata.order_id``). A condition is a plain value or one operator mapping.

Plain values follow meaning, not form:

- a scalar is equality, compared canonically (``25 == 25.0``) and e-mail addresses case-insensitively;
- a mapping is a *subset* match on an object: the fields it names must hold, other fields may be
  anything (``{email: ana@example.com}`` matches an attendee who also carries ``displayName``);
- a list is "exactly these members, in any order": each element condition is matched by a different
  member and no member is left over.

Operators: ``{eq: v}`` (exact, whole-value equality) ``{ne: v}`` ``{in: [..]}`` ``{not_in: [..]}``
``{contains: v}`` (substring of a string; for a list, some member matches ``v`` as above)
``{icontains: "text"}`` ``{regex: "…"}`` ``{gt|gte|lt|lte: n}`` ``{exists: true|false}``,
``{or: [c, …]}`` (the value satisfies at least one of these conditions: ``{or: [{exists: false},
{regex: "…"}]}`` is "absent, null, or text like this", which ``regex`` alone cannot say since it fails on
null), and over lists:
``{any: c}`` (some member matches ``c``), ``{none: c}`` (no member does), ``{all_of: [c, …]}`` (each
condition matched by a different member, others allowed), ``{only: [c, …]}`` (exactly these members,
any order), ``{ordered: [c, …]}`` (exactly these members in this order), ``{count: n | {min, max}}``.

``{states: [value, …]}`` holds for a text that states every value, each a typed form of
:mod:`toolproof.tasks.values` (``{date: 2026-11-10}``, ``{time: "2026-11-10T15:00", zone:
America/New_York}``, ``{amount: 17.42, currency: usd}``, ``{count: 3, of: invoices}``) matched in every
honest wording and no neighbour: what a final message's facts get, for a posted message, an event's
description or a comment. A regex over a post's text could only list wordings ("tue", "3 pm"), which
passed "Tuesday 17 November" and "3 PM London time" and failed "10.11.2026" and "3–3:30 PM ET"
(resample6c). A time must name its zone.

At the top of a ``where`` the same ``or: [predicate, …]`` says "the row satisfies one of these
predicates" (``{status: open, or: [{auto_advance: true}, {extra.sent_at: {exists: true}}]}``: one of two
honest ways to have sent an invoice); a table has no column called ``or``.

List positions (``attendees.0``) are never graded: who is listed first is not what a user asks for.
Graded predicates refuse them at load; a task that really means an order says ``ordered:``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from typing import Any

from toolproof.tasks import values
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
        "all_of",
        "only",
        "ordered",
        "count",
        "states",
        "or",
    }
)
_LIST_OF_CONDITIONS = frozenset({"all_of", "only", "ordered"})
_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")


@lru_cache(maxsize=4096)
def _compiled(regex: str) -> re.Pattern[str]:
    """A ``regex`` operator's pattern, compiled once per process (``re``'s own cache is 512 patterns)."""
    return re.compile(regex)


#: What :func:`field_value` returns for a path that is not there (distinct from ``None``).
MISSING = object()


class PredicateError(ValueError):
    pass


def field_value(row: Mapping[str, Any], field: str) -> Any:
    """The value at ``field`` (dotted into JSON), or a sentinel when absent."""
    if type(row) is dict and "." not in field:  # the common case, without splitting the path
        return row.get(field, MISSING)
    value: Any = row
    for part in field.split("."):
        if isinstance(value, Mapping) and part in value:
            value = value[part]
        elif isinstance(value, list) and part.isdigit() and int(part) < len(value):
            value = value[int(part)]
        else:
            return MISSING
    return value


def is_operator(condition: Any) -> bool:
    """A mapping of operators (``{gte: 1, lt: 5}``: all must hold), as opposed to a subset match."""
    kind = type(condition)
    if kind is str or kind is int or kind is list or condition is None:  # skip the ABC check
        return False
    return isinstance(condition, Mapping) and bool(condition) and all(k in OPERATORS for k in condition)


def normalised(value: Any) -> Any:
    """The comparable form of a value: canonical numbers, e-mail addresses in lower case.

    One pass: what ``canonical_json`` gives, with each string then folded if it is an address.
    """
    if isinstance(value, str):
        return value.casefold() if _EMAIL.match(value) else value
    if isinstance(value, dict):
        return {str(k): normalised(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [normalised(v) for v in value]
    value = canonical_json(value)  # a number, None, or another object as its text
    if isinstance(value, str):
        return value.casefold() if _EMAIL.match(value) else value
    return value


def same(a: Any, b: Any) -> bool:
    """Equal in meaning: ``25 == 25.0``, ``Ana@Example.com == ana@example.com``, key order ignored."""
    kind = type(a)
    if kind is str and type(b) is str:  # the common case, without building normalised copies
        if a == b:
            return True
        return bool(_EMAIL.match(a)) and bool(_EMAIL.match(b)) and a.casefold() == b.casefold()
    if kind is type(b) and (kind is int or kind is float or kind is bool):
        # normalised leaves an int or a bool as it is and turns an integral float into the equal int:
        # two of one of these types are the same exactly when they are equal (an amount's from/to).
        return bool(a == b)
    return bool(normalised(a) == normalised(b))


def element_matches(element: Any, condition: Any) -> bool:
    """Does one list member satisfy ``condition`` (a subset mapping, an operator, or a value)?"""
    return check(element, condition)


def _matching(members: Sequence[Any], conditions: Sequence[Any]) -> int:
    """How many conditions can be matched by distinct members (maximum bipartite matching)."""
    fits = [[j for j, m in enumerate(members) if element_matches(m, c)] for c in conditions]
    owner: dict[int, int] = {}

    def place(i: int, seen: set[int]) -> bool:
        for j in fits[i]:
            if j in seen:
                continue
            seen.add(j)
            if j not in owner or place(owner[j], seen):
                owner[j] = i
                return True
        return False

    return sum(place(i, set()) for i in range(len(conditions)))


def _count_allows(n: int, arg: Any) -> bool:
    if isinstance(arg, Mapping):
        low, high = arg.get("min", 0), arg.get("max")
        return bool(n >= low and (high is None or n <= high))
    return bool(n == arg)


def check(value: Any, condition: Any) -> bool:
    """Does ``value`` satisfy ``condition``?"""
    if not is_operator(condition):
        if value is MISSING:
            return False
        if isinstance(condition, Mapping):
            return isinstance(value, Mapping) and matches(value, condition)
        if isinstance(condition, list):
            return isinstance(value, list) and _only(value, condition)
        return same(value, condition)
    return all(_holds(value, op, arg) for op, arg in condition.items())


def _holds(value: Any, op: str, arg: Any) -> bool:
    """Does ``value`` satisfy the single operator ``op`` with argument ``arg``?"""
    if op == "exists":
        return (value is not MISSING and value is not None) == bool(arg)
    if op == "or":
        return any(check(value, c) for c in arg)
    if op in ("any", "none"):
        items = value if isinstance(value, list) else []
        found = any(element_matches(item, arg) for item in items)
        return found if op == "any" else not found
    if op in _LIST_OF_CONDITIONS or op == "count":
        if not isinstance(value, list):
            return False
        if op == "count":
            return _count_allows(len(value), arg)
        if op == "all_of":
            return _matching(value, arg) == len(arg)
        if op == "only":
            return _only(value, arg)
        return len(value) == len(arg) and all(element_matches(v, c) for v, c in zip(value, arg, strict=True))
    if value is MISSING:
        return op in ("ne", "not_in")
    if op == "eq":
        return same(value, arg)
    if op == "ne":
        return not same(value, arg)
    if op in ("in", "not_in"):
        inside = any(same(value, a) for a in arg)
        return inside if op == "in" else not inside
    if op == "contains":
        if isinstance(value, str):
            return isinstance(arg, str) and arg in value
        if isinstance(value, list):
            return any(element_matches(v, arg) for v in value)
        if isinstance(value, Mapping):
            return arg in value
        return False
    if op == "icontains":
        return isinstance(value, str) and str(arg).casefold() in value.casefold()
    if op == "regex":
        return isinstance(value, str) and _compiled(str(arg)).search(value) is not None
    if op == "states":
        return isinstance(value, str) and all(
            values.pattern(values.encode(form)).search(value) is not None for form in arg
        )
    if value is None or isinstance(value, bool) or not isinstance(value, int | float):
        return False
    return bool({"gt": value > arg, "gte": value >= arg, "lt": value < arg, "lte": value <= arg}[op])


def _only(members: Sequence[Any], conditions: Sequence[Any]) -> bool:
    return len(members) == len(conditions) and _matching(members, conditions) == len(conditions)


def matches(row: Mapping[str, Any], where: Mapping[str, Any] | None) -> bool:
    """Does ``row`` satisfy every condition of ``where``? An empty predicate matches everything."""
    if not where:
        return True
    if "or" in where:
        rest = {f: c for f, c in where.items() if f != "or"}
        return _holds(row, "or", where["or"]) and matches(row, rest)
    if type(row) is not dict:
        return all(check(field_value(row, f), cond) for f, cond in where.items())
    for f, cond in where.items():
        # A plain field against a plain string (most conditions of refs and picks, checked on every
        # candidate row): what check, field_value and same decide, without their calls.
        if type(cond) is str and "." not in f:
            value = row.get(f, MISSING)
            if type(value) is str:
                if value == cond:
                    continue
                if _EMAIL.match(value) and _EMAIL.match(cond) and value.casefold() == cond.casefold():
                    continue
                return False
        if not check(field_value(row, f), cond):
            return False
    return True


#: A compiled ``where``: ``compile_where(where)(row) == matches(row, where)`` for every row.
Matcher = Callable[[Mapping[str, Any]], bool]


def _always(row: Mapping[str, Any]) -> bool:
    return True


def _string_test(f: str, cond: str) -> Matcher:
    """A plain field against a plain string: :func:`check` with the condition's forms made once."""
    is_email = _EMAIL.match(cond) is not None
    folded = cond.casefold()
    plain = normalised(cond)

    def test(row: Mapping[str, Any]) -> bool:
        value = row.get(f, MISSING) if type(row) is dict else field_value(row, f)
        if type(value) is str:
            return value == cond or (
                is_email and _EMAIL.match(value) is not None and value.casefold() == folded
            )
        return value is not MISSING and bool(normalised(value) == plain)

    return test


def _condition_test(f: Any, cond: Any) -> Matcher:
    """One field's condition as a callable: a plain string compared directly, a subset mapping compiled
    in turn, anything else by :func:`check` (operators are rare beside the equalities of refs and picks)."""
    if f == "or":  # one of several predicates over the row itself (see the module docstring)
        return lambda row: _holds(row, "or", cond)
    plain_field = type(f) is str and "." not in f
    if type(cond) is str and plain_field:
        return _string_test(f, cond)
    if not is_operator(cond) and isinstance(cond, Mapping):
        inner = compile_where(cond)
        if plain_field:

            def subset(row: Mapping[str, Any]) -> bool:
                value = row.get(f, MISSING) if type(row) is dict else field_value(row, f)
                return isinstance(value, Mapping) and inner(value)

            return subset

        def dotted(row: Mapping[str, Any]) -> bool:
            value = field_value(row, f)
            return isinstance(value, Mapping) and inner(value)

        return dotted
    return lambda row: check(field_value(row, f), cond)


def compile_where(where: Mapping[str, Any] | None) -> Matcher:
    """``where`` compiled once (for a task's expectations, a plan's pick): a callable that decides what
    :func:`matches` decides, in the same order, without re-reading the conditions per row."""
    if not where:
        return _always
    tests = tuple(_condition_test(f, cond) for f, cond in where.items())
    if len(tests) == 1:
        return tests[0]

    def test(row: Mapping[str, Any]) -> bool:
        for one in tests:  # noqa: SIM110 (a loop: all() over a generator costs a frame per row)
            if not one(row):
                return False
        return True

    return test


def describe(where: Mapping[str, Any] | None) -> str:
    """A short human rendering: ``charge=ch_1, amount>=500``."""
    if not where:
        return "any row"
    parts = []
    symbols = {"gt": ">", "gte": ">=", "lt": "<", "lte": "<=", "ne": "!=", "eq": "="}
    for field, cond in where.items():
        if field == "or" and isinstance(cond, list):
            parts.append("(" + " or ".join(describe(w) for w in cond) + ")")
        elif is_operator(cond):
            for op, arg in cond.items():
                parts.append(f"{field}{symbols[op]}{arg!r}" if op in symbols else f"{field} {op} {arg!r}")
        else:
            parts.append(f"{field}={cond!r}")
    return ", ".join(parts)


def _positional(field: str) -> bool:
    return any(part.isdigit() for part in field.split("."))


def validate_condition(field: str, cond: Any, *, graded: bool) -> None:
    """Refuse one malformed condition (unknown shapes, wrong argument types, bad regexes)."""
    if not is_operator(cond):
        if isinstance(cond, Mapping):
            mixed = sorted(str(k) for k in cond if k in OPERATORS)
            if mixed:
                raise PredicateError(
                    f"{field}: {mixed} mixed with field names; operators and a subset match do not combine "
                    "(write the fields with dots, or use only operators)"
                )
            validate_where(cond, graded=graded)
        elif isinstance(cond, list):
            for c in cond:
                validate_condition(field, c, graded=graded)
        return
    for op, arg in cond.items():
        _validate_operator(field, op, arg, graded=graded)


def _validate_operator(field: str, op: str, arg: Any, *, graded: bool) -> None:
    if op in ("in", "not_in") and not isinstance(arg, list):
        raise PredicateError(f"{field}: '{op}' needs a list")
    if op in ("gt", "gte", "lt", "lte") and (isinstance(arg, bool) or not isinstance(arg, int | float)):
        raise PredicateError(f"{field}: '{op}' needs a number")
    if op in ("any", "none"):
        if not isinstance(arg, Mapping):
            raise PredicateError(f"{field}: '{op}' needs a mapping of field conditions (or one operator)")
        validate_condition(field, arg, graded=graded)
    if op == "or":
        if not isinstance(arg, list) or len(arg) < 2:
            raise PredicateError(
                f"{field}: 'or' needs a list of at least two conditions (one is just that one)"
            )
        for c in arg:
            validate_condition(field, c, graded=graded)
    if op in _LIST_OF_CONDITIONS:
        if not isinstance(arg, list) or not arg:
            raise PredicateError(f"{field}: '{op}' needs a non-empty list of member conditions")
        for c in arg:
            validate_condition(field, c, graded=graded)
    if op == "count":
        ok = (isinstance(arg, int) and not isinstance(arg, bool) and arg >= 0) or (
            isinstance(arg, Mapping)
            and set(arg) <= {"min", "max"}
            and all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in arg.values())
        )
        if not ok:
            raise PredicateError(f"{field}: 'count' needs a number or {{min: n, max: m}}")
    if op == "regex":
        try:
            re.compile(str(arg))
        except re.error as exc:
            raise PredicateError(f"{field}: bad regex {arg!r}: {exc}") from None
    if op == "states":
        _validate_states(field, arg)


def _validate_states(field: str, arg: Any) -> None:
    """``states`` takes typed values only, each valid (checked now unless a placeholder fills it later)."""
    if not isinstance(arg, list) or not arg:
        raise PredicateError(f"{field}: 'states' needs a non-empty list of typed values ({{date: …}}, …)")
    for form in arg:
        try:
            kind = values.kind_of(form)
            if kind is None:
                raise PredicateError(
                    f"{field}: 'states' takes typed values ({{amount|date|time|count: …}}), not {form!r}"
                )
            if kind == "time" and "zone" not in form:
                raise PredicateError(f"{field}: a stated time needs its zone (a bare clock time is any time)")
            encoded = values.encode(form)
            if "{" not in encoded:
                values.pattern(encoded)
        except values.ValueFormError as exc:
            raise PredicateError(f"{field}: 'states': {exc}") from None


def validate_where(where: Mapping[str, Any], *, graded: bool = False) -> None:
    """Refuse malformed predicates at load time.

    ``graded`` predicates (what an expectation checks) may not name list positions: a read-modify-write
    that puts the organiser first is as right as one that puts them last.
    """
    for field, cond in where.items():
        if field == "or":
            if not isinstance(cond, list) or len(cond) < 2 or not all(isinstance(w, Mapping) for w in cond):
                raise PredicateError("or: a where's 'or' needs a list of at least two predicates (mappings)")
            for w in cond:
                validate_where(w, graded=graded)
            continue
        if graded and _positional(str(field)):
            raise PredicateError(
                f"{field}: list positions are not graded; use {{any: …}} / {{all_of: […]}} / "
                f"{{only: […]}} on the list, or {{ordered: […]}} when the order really matters"
            )
        validate_condition(str(field), cond, graded=graded)
