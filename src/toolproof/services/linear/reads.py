"""What a Linear call read, for a task's evidence (:meth:`LinearDialect.call_read`).

A GraphQL call says what it reads in two places the plain evidence predicates cannot see:

- its **filter** combines conditions (``or: [...]``, ``and: [...]``, nested relation filters, a dozen
  string comparators). Each alternative of the filter's disjunctive form is one reading of the call
  (``and`` merged into one mapping, ``or`` split into several), and beside the filter each reading
  carries ``asks``: the values the alternative compares each field with, comparators left out
  (``{"team": {"key": ["ENG"]}}`` for ``team: {key: {eqIgnoreCase: "ENG"}}``), so evidence says
  ``asks.team.key: {any: {regex: "(?i)^eng$"}}`` once instead of once per comparator. Negations
  (``neq``, ``nin``, ``notContains``…, ``null``) and ranges ask for nothing.
- its **selection set** decides which fields come back. ``reads`` names each selected field by the type
  it is selected on (``Team.states``, ``WorkflowState.name``), whichever root field reached it, so
  "read Engineering's workflow states" accepts ``workflowStates { nodes { name } }``, ``team(id) {
  states { nodes { name } } }`` and ``teams { nodes { states { … } } }`` alike. A nested connection
  that is itself filtered reads only part of its list: it is named ``Team.states(filter)``.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import product
from typing import Any

from graphql import FieldNode, GraphQLError, TypeInfo, TypeInfoVisitor, Visitor, visit

from toolproof.service.dialect import CallRead
from toolproof.services.linear.document import checked, schema, wrap
from toolproof.services.linear.errors import LinearError
from toolproof.services.linear.selections import DEFAULTS

#: Comparators that ask for the value they name (a lookup *of* it).
ASKING = frozenset(
    {
        "eq",
        "eqIgnoreCase",
        "in",
        "contains",
        "containsIgnoreCase",
        "containsIgnoreCaseAndAccent",
        "startsWith",
        "startsWithIgnoreCase",
        "endsWith",
        "endsWithIgnoreCase",
    }
)
#: Comparators that ask for nothing in particular (what a value is not, a range, emptiness).
OTHER = frozenset(
    {
        "neq",
        "nin",
        "notContains",
        "notContainsIgnoreCase",
        "notStartsWith",
        "notEndsWith",
        "notEq",
        "notEqIgnoreCase",
        "null",
        "gt",
        "gte",
        "lt",
        "lte",
        "length",
    }
)
#: A filter whose disjunctive form has more alternatives than this is read as written (one reading).
MAX_READINGS = 64
#: Collection quantifiers: ``labels: {some: {name: …}}`` asks for labels named so.
QUANTIFIERS = ("some", "every")


def call_read(operation: str, params: Any) -> CallRead:
    """The readings of a Linear call's arguments and the fields its selection reads."""
    args = dict(params) if isinstance(params, Mapping) else {}
    field = operation.partition(".")[2]
    selection = args.get("selection")
    readings = tuple(_readings(args))
    return CallRead(readings, _reads(field, selection if isinstance(selection, str) else None))


def _readings(args: dict[str, Any]) -> list[dict[str, Any]]:
    spec = args.get("filter")
    if not isinstance(spec, Mapping) or not spec:
        plain = {k: v for k, v in args.items() if k != "filter"}
        return [{**plain, "asks": {}}]
    alternatives = disjuncts(spec)
    if alternatives is None:  # too many to spell out: the filter as written
        return [{**args, "asks": asks(spec)}]
    return [{**args, "filter": _merged(parts), "asks": _asked(parts)} for parts in alternatives]


def disjuncts(spec: Mapping[str, Any]) -> list[list[dict[str, Any]]] | None:
    """``spec`` as alternatives without ``and``/``or`` at any depth, each the list of its conjuncts
    (merged into one filter by :func:`_merged`; their ``asks`` by :func:`_asked`, which keeps both of
    two conditions on one comparator); ``None`` past :data:`MAX_READINGS`."""
    choices: list[list[list[dict[str, Any]]]] = []
    for key, value in spec.items():
        if key in ("and", "or") and isinstance(value, list):
            each = []
            for part in value:
                inner = disjuncts(part) if isinstance(part, Mapping) else [[]]
                if inner is None:
                    return None
                each.append(inner)
            if key == "and":
                choices += each
            else:
                choices.append([alt for inner in each for alt in inner] or [[]])
        elif isinstance(value, Mapping) and key not in ASKING | OTHER:
            inner = disjuncts(value)
            if inner is None:
                return None
            choices.append([[{key: part} for part in alt] for alt in inner])
        else:
            choices.append([[{key: value}]])
    total = 1
    for options in choices:
        total *= len(options)
        if total > MAX_READINGS:
            return None
    return [[part for alt in combo for part in alt] for combo in product(*choices)]


def _merged(parts: list[dict[str, Any]]) -> dict[str, Any]:
    """One filter of the conjuncts ``parts`` (of two values on one comparator, the first stays)."""
    out: dict[str, Any] = {}
    for part in parts:
        for key, value in part.items():
            if isinstance(out.get(key), dict) and isinstance(value, Mapping):
                out[key] = _merged([out[key], dict(value)])
            else:
                out.setdefault(key, dict(value) if isinstance(value, Mapping) else value)
    return out


def _asked(parts: list[dict[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for part in parts:
        _merge_asks(out, asks(part))
    return out


def asks(spec: Mapping[str, Any]) -> dict[str, Any]:
    """The values ``spec`` (one alternative, or a filter as written) compares each field with, nested
    like the filter, comparators and quantifiers left out; a field asked for nothing is absent."""
    out: dict[str, Any] = {}
    for key, value in spec.items():
        if key in ("and", "or") and isinstance(value, list):
            for part in value:
                if isinstance(part, Mapping):
                    _merge_asks(out, asks(part))
        elif isinstance(value, Mapping) and any(k in ASKING or k in OTHER for k in value):
            wanted = [v for op, arg in value.items() if op in ASKING for v in _values(arg)]
            if wanted:
                out.setdefault(key, [])
                if isinstance(out[key], list):
                    out[key] += wanted
        elif isinstance(value, Mapping):
            inner: dict[str, Any] = {}
            for sub, arg in value.items():
                part = asks(arg) if sub in QUANTIFIERS and isinstance(arg, Mapping) else asks({sub: arg})
                _merge_asks(inner, part)
            if inner:
                _merge_asks(out, {key: inner})
        elif value is not None and not isinstance(value, list):
            _merge_asks(out, {key: [value]})  # a plain value is equality
    return out


def _values(arg: Any) -> list[Any]:
    return [v for v in arg if v is not None] if isinstance(arg, list) else [] if arg is None else [arg]


def _merge_asks(into: dict[str, Any], more: Mapping[str, Any]) -> None:
    for key, value in more.items():
        have = into.get(key)
        if isinstance(have, list) and isinstance(value, list):
            have += value
        elif isinstance(have, dict) and isinstance(value, Mapping):
            _merge_asks(have, value)
        elif have is None:
            into[key] = list(value) if isinstance(value, list) else dict(value)


def _reads(field: str, selection: str | None) -> frozenset[str]:
    """``Type.field`` for every field the call's selection (or the default one) carries back."""
    text = (selection or "").strip() or DEFAULTS.get(field, "")
    if not text:
        return frozenset()
    try:
        built = schema()
        if text.startswith("{"):
            mutation = built.mutation_type
            kind = "mutation" if mutation is not None and field in mutation.fields else "query"
            text = wrap(kind, field, {}, text)
        document = checked(text)
    except (LinearError, GraphQLError):
        return frozenset()  # a selection Linear refuses: the call was refused, it read nothing
    info = TypeInfo(built)
    names = _Names(info)
    visit(document, TypeInfoVisitor(info, names))
    return frozenset(names.found)


class _Names(Visitor):
    def __init__(self, info: TypeInfo) -> None:
        super().__init__()
        self.info = info
        self.found: set[str] = set()

    def enter_field(self, node: FieldNode, *_: Any) -> None:
        parent = self.info.get_parent_type()
        name = node.name.value
        if parent is None or name.startswith("__"):
            return
        root = parent in (schema().query_type, schema().mutation_type)
        filtered = not root and any(a.name.value == "filter" for a in node.arguments or ())
        self.found.add(f"{parent.name}.{name}" + ("(filter)" if filtered else ""))
