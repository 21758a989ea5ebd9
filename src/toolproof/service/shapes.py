"""A compiled renderer per object type: its keys in order, each from a column, a constant or a converter.

Every read and write renders the object it touched, and a renderer written as one dict display builds
its result key by key: 25 insertions into a dict that grows twice, plus a name look-up in the row
per column. A :class:`Shape` is compiled once per object type into one function that copies a
template dict holding the keys in their order and the constant values (a copy of a dict's keys is
one ``memcpy``), then stores each column's value in place: the same keys in the same order with
the same values, so the same bytes on the wire. Vendor knowledge (which keys, which columns) stays
in each service; this module only knows how to lay a row out.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

#: A converter of a whole row (and the call's context) into one key's value.
Convert = Callable[[Any, Any], Any]


@dataclass(frozen=True, slots=True)
class Column:
    """The value of column ``name`` as SQLite returns it."""

    name: str


@dataclass(frozen=True, slots=True)
class Const:
    """A constant that is immutable (``None``, a boolean, a number, a string): kept in the template."""

    value: bool | int | float | str | None


@dataclass(frozen=True, slots=True)
class Flag:
    """Column ``name`` (SQLite's 0 or 1) as a boolean."""

    name: str


@dataclass(frozen=True, slots=True)
class Json:
    """Column ``name`` decoded from JSON text; ``NULL`` is ``null`` (``empty`` is ``None``) or a new
    empty ``{}``/``[]`` (``empty`` is ``"{}"`` or ``"[]"``), and the text ``"{}"``/``"[]"`` equal to
    ``empty`` is made without the decoder."""

    name: str
    empty: str | None = None


@dataclass(frozen=True, slots=True)
class Nullable:
    """Column ``name``: ``None`` when ``NULL``, else ``convert(ctx, value)`` (the check made inline)."""

    name: str
    convert: Convert


@dataclass(frozen=True, slots=True)
class Computed:
    """Whatever ``convert(ctx, row)`` returns (nested objects, look-ups): called once per render.

    ``reads`` names the columns ``convert`` reads from ``row``; a renderer of positional rows
    (``compile_shape(..., columns=…)``) needs them, and gives ``convert`` a dict of just those.
    ``pure``: ``convert`` reads nothing but those columns (not ``ctx``), so a renderer whose ``fixed``
    columns include them all computes it once (``compile_shape``).
    """

    convert: Convert
    reads: tuple[str, ...] = ()
    pure: bool = False
    #: ``convert`` is pure and, when the first of ``reads`` is ``NULL``, answers a JSON tree in which
    #: each other column it reads appears only as that column's value, as it is: the renderer then
    #: builds that tree inline for such a row (worked out once, by calling ``convert`` with markers
    #: for those columns), without calling ``convert``. Any other row goes to ``convert``.
    inline_null: bool = False


Part = Column | Const | Flag | Json | Nullable | Computed


def shape_columns(fields: Sequence[tuple[str, Part]]) -> tuple[str, ...]:
    """The columns a shape reads, in the order of first use (a :class:`Computed` by its ``reads``)."""
    out: dict[str, None] = {}
    for _key, part in fields:
        if isinstance(part, Column | Flag | Json | Nullable):
            out[part.name] = None
        elif isinstance(part, Computed):
            out.update(dict.fromkeys(part.reads))
    return tuple(out)


def compile_shape(
    fields: Sequence[tuple[str, Part]],
    loads: Callable[[Any], Any] = json.loads,
    *,
    columns: Sequence[str] | None = None,
    fixed: Mapping[str, Any] | None = None,
    flat: Mapping[str, tuple[bool, tuple[Any, ...]]] | None = None,
) -> Callable[[Any, Any], dict[str, Any]]:
    """``render(ctx, row)`` for an object whose keys are ``fields`` in order (``row`` maps column names).

    With ``columns``, ``row`` is a sequence of values in that order instead (what a cursor returns
    for ``SELECT <columns>``): a reader need not build a dict of the row, which for a 25-column row
    costs about as much as rendering it. Each column is then read by its index; a
    :class:`Computed` gets a dict of the columns it ``reads``. The same keys, order and values.

    ``loads`` decodes a :class:`Json` column's text (a service may pass its own, faster, decoder
    giving the same values). The function's text is built from the key and column names of the
    service's own declaration (``repr`` of each name, indices: never from input), once per object type.

    ``fixed`` maps columns to the value every row given to this renderer holds there (a create's
    constant columns): a key read from those alone is worked out here, once, and kept in the template
    (an immutable value) or written as a literal (a JSON tree: built anew on every call, as decoding
    built it). The renderer must then only be given such rows; on them it gives the same keys, order
    and values as without ``fixed``.

    ``flat`` maps JSON texts to what ``loads`` gives for them when that is one flat list (``False``)
    or object (``True``) of immutable scalars, as its items (a service's memo of its decoder, filled by
    ``loads`` itself: Stripe's ``jload``). A :class:`Json` column holding such a text is then made
    inline as a new container of those items, as ``loads`` would make it, without calling ``loads``
    (one Python frame fewer); any other text goes to ``loads`` as before.
    """
    known: Mapping[str, Any] = fixed or {}
    at: Callable[[str], str]
    if columns is None:

        def at(name: str) -> str:
            return f"row[{name!r}]"

    else:
        index_of = {name: i for i, name in enumerate(columns)}
        if len(index_of) != len(columns):
            raise ValueError("compile_shape: a column named twice")
        missing = [name for name in shape_columns(fields) if name not in index_of]
        if missing:
            raise ValueError(f"compile_shape: columns {missing} not among the row's columns")

        def at(name: str) -> str:
            return f"row[{index_of[name]}]"

    template: dict[str, Any] = {}
    names: dict[str, Any] = {"_copy": None, "_loads": loads}
    if flat is not None:
        names["_flat"] = flat
    lines: list[str] = []
    for index, (key, part) in enumerate(fields):
        if key in template:
            raise ValueError(f"compile_shape: key {key!r} twice")
        template[key] = None
        target = f"out[{key!r}]"
        folded = _fold(part, known, loads)
        if folded is not _UNKNOWN:
            literal = _literal(folded)
            if literal is None:
                raise ValueError(f"compile_shape: {key!r}: a fixed value that is not a JSON tree")
            if isinstance(folded, dict | list):
                lines.append(f"    {target} = {literal}")
            else:
                template[key] = folded
        elif isinstance(part, Const):
            if not isinstance(part.value, bool | int | float | str | None):
                raise TypeError(f"compile_shape: constant of {key!r} is mutable")
            template[key] = part.value
        elif isinstance(part, Column):
            lines.append(f"    {target} = {at(part.name)}")
        elif isinstance(part, Flag):
            lines.append(f"    {target} = True if {at(part.name)} else False")
        elif isinstance(part, Json):
            lines.append(f"    v = {at(part.name)}")
            if part.empty is None:
                test, empty = "v is None", "None"
            elif part.empty in ("{}", "[]"):
                test, empty = f"v is None or v == {part.empty!r}", part.empty
            else:
                raise ValueError(f"compile_shape: {key!r}: an empty JSON value is '{{}}', '[]' or None")
            if flat is None:
                lines.append(f"    {target} = {empty} if {test} else _loads(v)")
            else:
                lines.append(f"    if {test}:")
                lines.append(f"        {target} = {empty}")
                lines.append("    else:")
                lines.append("        f = _flat.get(v) if type(v) is str else None")
                lines.append(
                    f"        {target} = _loads(v) if f is None else (dict(f[1]) if f[0] else list(f[1]))"
                )
        elif isinstance(part, Nullable):
            names[f"_f{index}"] = part.convert
            lines.append(f"    v = {at(part.name)}")
            lines.append(f"    {target} = None if v is None else _f{index}(ctx, v)")
        else:
            names[f"_f{index}"] = part.convert
            call = f"_f{index}(ctx, row)"
            if columns is not None:
                if not part.reads:
                    raise ValueError(f"compile_shape: {key!r}: a positional row needs the columns it reads")
                view = ", ".join(f"{name!r}: {at(name)}" for name in part.reads)
                call = f"_f{index}(ctx, {{{view}}})"
            if part.inline_null:
                lines.append(f"    if {at(part.reads[0])} is None:")
                lines.append(f"        {target} = {_null_literal(key, part, at)}")
                lines.append("    else:")
                lines.append(f"        {target} = {call}")
            else:
                lines.append(f"    {target} = {call}")
    names["_copy"] = template.copy
    defaults = "".join(f", {name}={name}" for name in names)
    source = f"def render(ctx, row{defaults}):\n    out = _copy()\n"
    source += "".join(f"{line}\n" for line in lines) + "    return out\n"
    namespace = dict(names)
    exec(source, namespace)  # built from the declaration's names (repr) and indices only
    render: Callable[[Any, Any], dict[str, Any]] = namespace["render"]
    return render


_UNKNOWN = object()


class _Marker:
    """Stands for a column's value while a :class:`Computed` with ``inline_null`` is worked out."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name


def _null_literal(key: str, part: Computed, at: Callable[[str], str]) -> str:
    """The source building what ``part.convert`` answers for a row whose first read column is ``NULL``:
    its JSON tree, each other read column's marker replaced by the read of that column (``at``).

    ``convert`` is called twice, with two sets of markers: the two trees must be the same apart from
    the markers, each marker where its column's is; and the tree built for rows holding each of a few
    values (``None``, ``False``, ``0``, ``1.5``, ``""``, ``"x"``, ``[1]``, ``{"k": 1}``) must equal
    ``convert``'s answer for them (by ``repr``: type for type). Else the declaration is refused
    (``convert`` looked at a value, not only passed it on)."""
    if not part.pure or not part.reads:
        raise ValueError(f"compile_shape: {key!r}: inline_null needs a pure converter and its columns")
    first, *others = part.reads
    trees = []
    for _ in range(2):
        marks = {name: _Marker(name) for name in others}
        trees.append((part.convert(None, {first: None, **marks}), marks))
    (one, marks_one), (two, marks_two) = trees
    source = _literal(one, lambda value: _marked(value, marks_one, at))
    again = _literal(two, lambda value: _marked(value, marks_two, at))
    if source is None or source != again:
        raise ValueError(f"compile_shape: {key!r}: inline_null's answer is not a JSON tree of its columns")
    by_name = _literal(one, lambda value: _marked(value, marks_one, lambda name: f"row[{name!r}]"))
    build = eval(f"lambda row: {by_name}", {})  # built from the declaration's names (repr) only
    for probe in (None, False, 0, 1.5, "", "x", [1], {"k": 1}):
        row = {first: None, **dict.fromkeys(others, probe)}
        if repr(build(row)) != repr(part.convert(None, dict(row))):
            raise ValueError(f"compile_shape: {key!r}: inline_null's answer depends on a column's value")
    return source


def _marked(value: Any, marks: Mapping[str, _Marker], at: Callable[[str], str]) -> str | None:
    """The read of the column ``value`` marks (by identity), or ``None``."""
    for name, mark in marks.items():
        if value is mark:
            return at(name)
    return None


def _fold(part: Part, known: Mapping[str, Any], loads: Callable[[Any], Any]) -> Any:
    """What ``part`` renders from the ``known`` columns alone, or ``_UNKNOWN`` (it reads another
    column, or ``ctx``)."""
    if isinstance(part, Column) and part.name in known:
        return known[part.name]
    if isinstance(part, Flag) and part.name in known:
        return bool(known[part.name])
    if isinstance(part, Json) and part.name in known:
        v = known[part.name]
        if part.empty is not None and (v is None or v == part.empty):
            return loads(part.empty)
        return None if v is None else loads(v)
    if isinstance(part, Nullable) and part.name in known and known[part.name] is None:
        return None
    if isinstance(part, Computed) and part.pure and part.reads and all(name in known for name in part.reads):
        return part.convert(None, {name: known[name] for name in part.reads})
    return _UNKNOWN


def _literal(value: Any, other: Callable[[Any], str | None] | None = None) -> str | None:
    """Python source that builds ``value`` anew (a JSON tree: ``None``, booleans, numbers, strings,
    lists, dicts with string keys), or ``None`` for anything else (``other``, if given, may name the
    source of a value that is none of those)."""
    if other is not None and isinstance(value, _Marker):
        return other(value)
    if value is None or isinstance(value, bool | int | str):
        return repr(value)
    if isinstance(value, float):
        return repr(value) if value == value and value not in (float("inf"), float("-inf")) else None
    if isinstance(value, list):
        items = [_literal(item, other) for item in value]
        return None if None in items else "[" + ", ".join(str(item) for item in items) + "]"
    if isinstance(value, dict) and all(isinstance(k, str) for k in value):
        pairs = [(repr(k), _literal(v, other)) for k, v in value.items()]
        if any(v is None for _k, v in pairs):
            return None
        return "{" + ", ".join(f"{k}: {v}" for k, v in pairs) + "}"
    return None
