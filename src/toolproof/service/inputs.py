"""Limits on what a request may carry, checked before anything recurses into it.

JSON decoders, YAML composers, form nesting, pydantic and the ledger's encoder all recurse once per
level of nesting, so a body nested ten thousand levels deep is a ``RecursionError`` (a 500) unless it
is refused first; and SQLite stores integers in 64 bits, so a larger number reaching a query is an
``OverflowError``. The checks here run without recursion, raise typed service errors, and every
dialect renders those in its vendor's shape (:class:`InputTooDeep` is a malformed body,
:class:`IntegerOutOfRange` an invalid parameter), so the caller gets the vendor's 4xx and the world's
ledger records the refusal.
"""

from __future__ import annotations

import math
import re
from types import NoneType, UnionType
from typing import Annotated, Any, Literal, TypeVar, Union, get_args, get_origin

from pydantic import AfterValidator, BaseModel, PlainValidator, WrapValidator
from pydantic.fields import FieldInfo

from toolproof.service.compiled import declared_ints
from toolproof.service.errors import InvalidParams, MalformedBody, ParamError

#: Deepest nesting accepted in a body, a form key or tool arguments. Real requests to these APIs nest
#: a handful of levels (Slack blocks, Google's extendedProperties); every recursive consumer is safe
#: far beyond this.
MAX_DEPTH = 32

#: SQLite's (and the vendors') integer range: signed 64 bits.
INT_MIN = -(1 << 63)
INT_MAX = (1 << 63) - 1

_STRINGS = re.compile(rb'"(?:[^"\\]|\\.)*"', re.DOTALL)
_NOT_BRACKETS = re.compile(rb"[^\[\]{}]+")


class InputTooDeep(MalformedBody):
    """A body, form key or argument nested deeper than :data:`MAX_DEPTH` levels."""

    code = "input_too_deep"


class IntegerOutOfRange(InvalidParams):
    """A number outside the signed 64-bit range (or not finite) where the API stores integers."""

    code = "integer_out_of_range"


def too_deep(where: str = "The request") -> InputTooDeep:
    return InputTooDeep(f"{where} is nested more than {MAX_DEPTH} levels deep.")


def json_too_deep(raw: bytes | str, limit: int = MAX_DEPTH) -> bool:
    """Whether JSON text nests arrays/objects deeper than ``limit``, found without parsing it.

    String literals are dropped first (they may hold brackets); the rest is a bracket count. Text
    with fewer brackets than the limit cannot be too deep, so ordinary bodies cost two ``count``s.
    """
    data = raw.encode("utf-8", "surrogatepass") if isinstance(raw, str) else raw
    if data.count(b"[") + data.count(b"{") <= limit:
        return False
    depth = 0
    for ch in _NOT_BRACKETS.sub(b"", _STRINGS.sub(b"", data)):
        if ch in (0x5B, 0x7B):  # [ {
            depth += 1
            if depth > limit:
                return True
        else:
            depth -= 1
    return False


def check_json_text(raw: bytes | str, where: str = "The request body") -> None:
    """Raise :class:`InputTooDeep` if JSON text nests deeper than :data:`MAX_DEPTH`."""
    if json_too_deep(raw):
        raise too_deep(where)


#: Tuples, not ``dict | list | tuple``: these checks run on every call, and a union written in the
#: ``isinstance`` builds a new union object each time.
_CONTAINERS = (dict, list, tuple)
_SEQUENCES = (list, tuple)


def depth_exceeds(value: Any, limit: int = MAX_DEPTH) -> bool:
    """Whether decoded data (dicts, lists, tuples) nests deeper than ``limit`` (iterative walk)."""
    if type(value) is dict and limit >= 1:
        # Most calls' parameters are one flat object: no container inside, nothing to walk.
        for child in value.values():
            if isinstance(child, _CONTAINERS):
                break
        else:
            return False
    # Level by level: a container at depth ``limit`` or deeper is too deep. (A walk of ``(item,
    # depth)`` pairs built a tuple and a generator step per value: ≈40k instructions for a Calendar
    # insert's three-level body, every call.)
    level: list[Any] = [value]
    depth = 0
    while level:
        below: list[Any] = []
        for item in level:
            if isinstance(item, dict):
                if depth >= limit:
                    return True
                below.extend(item.values())
            elif isinstance(item, _SEQUENCES):
                if depth >= limit:
                    return True
                below.extend(item)
        level = below
        depth += 1
    return False


def out_of_range(value: Any) -> ParamError | None:
    """The first integer outside the signed 64-bit range (or non-finite float) in validated parameters.

    Walks a pydantic model, dicts, lists and tuples without recursion; ``loc`` names the parameter.
    """
    top = _WALKED.get(type(value))
    if top is None and isinstance(value, BaseModel):
        top = _walked_fields(type(value))
    if top is not None and not top[1] and value.__pydantic_fields_set__.isdisjoint(top[0]):
        return None  # the caller set no field that may hold a number (the walk would find none)
    stack: list[tuple[Any, tuple[str | int, ...]]] = [(value, ())]
    while stack:
        item, loc = stack.pop()
        kind = type(item)
        if kind is str or kind is bool or item is None:
            continue
        # A model already walked once is known by its exact class (one look-up; ``isinstance`` against
        # pydantic's ABC-based metaclass is far dearer), before the checks of the other kinds.
        plan = _WALKED.get(kind)
        if plan is None:
            if isinstance(item, str):
                continue
            if isinstance(item, int):
                if not INT_MIN <= item <= INT_MAX:
                    return ParamError(loc, "invalid", f"Invalid integer: {_short(item)} is out of range")
                continue
            if isinstance(item, float):
                if not math.isfinite(item):
                    return ParamError(loc, "invalid", f"Invalid number: {item} is not finite")
                continue
            if isinstance(item, BaseModel):
                plan = _walked_fields(kind)
        if plan is not None:
            # (A loop for the generator: a nested body's every model would cost two Python frames
            # more; a model whose caller set none of the fields that may hold numbers, and with none
            # walked unset, pushes nothing: one test in C instead of the loop.)
            names, always = plan
            given = item.__pydantic_fields_set__
            if names and (always or not given.isdisjoint(names)):
                push = stack.append
                for name in names:
                    if name in given or name in always:
                        push((getattr(item, name), (*loc, name)))
        elif isinstance(item, dict):
            stack.extend((v, (*loc, str(k))) for k, v in item.items())
        elif isinstance(item, _SEQUENCES):
            stack.extend((v, (*loc, i)) for i, v in enumerate(item))
    return None


def may_hold_numbers(model: type[BaseModel]) -> bool:
    """Whether validated ``model`` parameters can hold a number at all: if not, :func:`out_of_range`
    finds nothing in them, and a caller that knows the model (the world's per-operation plan) skips
    the walk."""
    return bool(_numeric_fields(model))


def range_walk_fields(model: type[BaseModel]) -> frozenset[str] | None:
    """The fields of which a caller must have set one for :func:`out_of_range` to walk an instance of
    ``model`` at all (else it answers ``None`` at once); ``None`` if it always walks.

    Computed once per operation by the world, so a call that set none of them skips even the call.
    """
    names, always = _walked_fields(model)
    return None if always else frozenset(names)


F = TypeVar("F")

#: The attribute :func:`keeps_values` sets on a model validator's function.
_KEEPS_VALUES = "__toolproof_keeps_values__"


def keeps_values(func: F) -> F:
    """Mark a ``wrap`` model validator that returns what its handler returned, unchanged (one that
    only rewords the handler's errors, as Calendar's Google wording does): :func:`out_of_range` then
    need not walk every field of the model on every call, as it must after a validator that may
    rewrite values. Put it under ``@classmethod``."""
    setattr(func, _KEEPS_VALUES, True)
    return func


def _may_rewrite(decorator: Any) -> bool:
    """Whether a model validator may change values after the fields' own validation (anything but a
    ``before`` validator or a ``wrap`` one marked with :func:`keeps_values`)."""
    info = decorator.info
    if info.mode == "before":
        return False
    return not (info.mode == "wrap" and getattr(decorator.func, _KEEPS_VALUES, False))


#: Per model class, the fields that may hold a number (see :func:`_numeric_fields`).
_NUMERIC_FIELDS: dict[type[BaseModel], tuple[str, ...]] = {}

#: Annotations whose validated values are never numbers.
_NEVER_NUMERIC: tuple[Any, ...] = (str, bool, type(None))


def _numeric_fields(model: type[BaseModel]) -> tuple[str, ...]:
    """The fields of ``model`` whose values may contain a number, in declaration order.

    :func:`out_of_range` runs on every call; a field declared ``str``, ``bool``, a ``Literal`` of
    those, ``None`` or a list or dict of them holds no number once validated, so it is skipped
    (its default included, which pydantic does not validate: only ``None``, text or a bool qualify).
    A field whose validator declares a range of integers within 64 bits
    (:func:`_declared_in_range`), with a default in range, holds numbers the walk can never refuse,
    so it is skipped too. Anything else (numbers, models, ``Any``, other types) is walked as before,
    so the first problem found is the same.
    """
    names = _NUMERIC_FIELDS.get(model)
    if names is None:
        decorators = model.__pydantic_decorators__
        # A validator that runs after the type's own check may return anything: walk what it touches.
        validated = {
            f for d in decorators.field_validators.values() if d.info.mode != "before" for f in d.info.fields
        }
        anything = "*" in validated or any(_may_rewrite(d) for d in decorators.model_validators.values())
        names = tuple(
            name
            for name, info in model.model_fields.items()
            if anything
            or name in validated
            or not (
                (
                    _never_numeric(info.annotation)
                    and not any(_may_convert(m) for m in info.metadata)
                    and _never_numeric_default(info)
                )
                or (_declared_in_range(info.annotation, info.metadata) and _default_in_range(info))
            )
        )
        _NUMERIC_FIELDS[model] = names
    return names


#: Per model class: its fields that may hold a number, and those of them walked even when the caller
#: did not set them (see :func:`_walked_fields`).
_WALKED: dict[type[BaseModel], tuple[tuple[str, ...], frozenset[str]]] = {}

#: Default factories whose values hold nothing (an empty container).
_EMPTY_FACTORIES: tuple[Any, ...] = (list, dict, tuple, set, frozenset)


def _walked_fields(model: type[BaseModel]) -> tuple[tuple[str, ...], frozenset[str]]:
    """The fields :func:`out_of_range` walks in a ``model`` instance: :func:`_numeric_fields`, of
    which those the caller did not set (not in ``model_fields_set``) only if their value may not be
    the declared default or the default may itself be out of range.

    A field the caller did not set holds its default (pydantic neither validates nor converts it)
    unless something rewrites it after validation: a model validator not in ``before`` mode (it may
    set any field, even without ``__setattr__``), ``validate_default`` (the default then passes the
    field's validators), or a default factory other than an empty container. Such fields, and all
    fields of such models, are always walked; a default in range is never walked again per call.
    A Stripe create sets two of its twenty-odd fields: the walk looks at those two.
    """
    plan = _WALKED.get(model)
    if plan is None:
        names = _numeric_fields(model)
        rewritten = model.model_config.get("validate_default", False) or any(
            _may_rewrite(d) for d in model.__pydantic_decorators__.model_validators.values()
        )
        always = frozenset(
            name for name in names if rewritten or not _default_in_range(model.model_fields[name])
        )
        plan = _WALKED[model] = (names, always)
    return plan


def _declared_in_range(annotation: Any, metadata: list[Any]) -> bool:
    """Whether every validated value of the field is ``None`` or an integer within 64 bits, by the
    range its only validator declares (:func:`~toolproof.service.compiled.passes_ints`: Stripe's
    amounts, ``limit``, quantities): the walk could never find a problem in it.

    ``X | None`` counts: pydantic's union gives ``None`` only for ``None`` (the walk skips it) and
    anything else only through ``X``'s validator."""
    bounds = declared_ints(annotation, metadata)
    if bounds is None and not metadata and get_origin(annotation) in (Union, UnionType):
        members = [a for a in get_args(annotation) if a is not NoneType]
        if len(members) == 1 and len(get_args(annotation)) == 2:
            bounds = declared_ints(members[0], [])
    return bounds is not None and bounds[0] >= INT_MIN and bounds[1] <= INT_MAX


def _default_in_range(info: FieldInfo) -> bool:
    """Whether an unset field's value is its declared default, and that default holds no number out of
    range (checked once here, not on every call)."""
    if info.validate_default:
        return False
    if info.default_factory is not None:
        return info.default_factory in _EMPTY_FACTORIES
    return info.is_required() or out_of_range(info.default) is None


def _never_numeric_default(info: FieldInfo) -> bool:
    """Whether the field's default (which pydantic does not validate) holds no number."""
    if info.default_factory is not None:
        return info.default_factory in (list, dict, tuple, set, frozenset)
    return info.is_required() or isinstance(info.default, str | bool | type(None))


def _may_convert(metadata: Any) -> bool:
    """Whether an ``Annotated`` item may replace the validated value (a validator after, around or
    instead of the type's own check). A ``BeforeValidator``'s result still meets the type."""
    return isinstance(metadata, AfterValidator | PlainValidator | WrapValidator)


def _never_numeric(annotation: Any) -> bool:
    """Whether every value valid for ``annotation`` is free of numbers (conservative: unknown is no)."""
    if annotation in _NEVER_NUMERIC:
        return True
    origin = get_origin(annotation)
    args = get_args(annotation)
    if origin is Annotated:
        return _never_numeric(args[0]) and not any(_may_convert(m) for m in annotation.__metadata__)
    if origin is Literal:
        return all(isinstance(a, str | bool) or a is None for a in args)
    if origin is Union or origin is UnionType:
        return all(_never_numeric(a) for a in args)
    if origin in (list, tuple, set, frozenset) and args:
        return all(a is Ellipsis or _never_numeric(a) for a in args)
    if origin is dict and len(args) == 2:
        return _never_numeric(args[0]) and _never_numeric(args[1])
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        # A nested model none of whose fields may hold a number once validated (a Calendar event's
        # ``start``: three strings): the walk would find nothing in it. One being worked out (a model
        # that nests itself) counts as numeric.
        if annotation in _IN_PROGRESS:
            return False
        _IN_PROGRESS.add(annotation)
        try:
            return not _numeric_fields(annotation)
        finally:
            _IN_PROGRESS.discard(annotation)
    return False


#: Models whose numeric fields are being worked out (see :func:`_never_numeric`).
_IN_PROGRESS: set[type[BaseModel]] = set()


def check_ranges(value: Any) -> None:
    """Raise :class:`IntegerOutOfRange` for the first out-of-range number in ``value``."""
    problem = out_of_range(value)
    if problem is not None:
        raise IntegerOutOfRange([problem])


def _short(number: int) -> str:
    """A huge integer's text, shortened (a 4,000-digit number is not worth echoing)."""
    digits = str(number) if number.bit_length() < 4000 else "a number of about 10^1200 or more"
    return digits if len(digits) <= 40 else digits[:20] + "…" + digits[-8:]
