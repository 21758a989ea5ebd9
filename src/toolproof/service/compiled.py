"""Per-operation parameter checks compiled once: the common call skips building the model in pydantic.

Most calls set a few flat fields (a Stripe create: ``email`` and ``name``; a Slack post: ``channel`` and
``text``), yet pydantic validates the whole model (every field's default, every validator's Python
call): about a tenth of a create's instructions. :func:`compile_params` reads a parameter model once
and, when every field it can check is plain (a string with a length bound, a boolean, an integer, a
literal, ``None`` where allowed), returns a function that checks such a call in one loop and builds
the model instance directly (what ``model_construct`` does, without its per-field Python).

It never makes an error of its own: any value it is not *sure* pydantic accepts unchanged (a wrong
type, a string too long, an unknown key, a missing required field, a nested value) sends the call to
the model's own validator, which answers or raises exactly as before. So every error (code, message,
param) is pydantic's and the vendor validators', and every accepted call yields the instance pydantic
would have made (same ``__dict__`` in the same order, same ``model_fields_set``):
``tests/service/test_compiled.py`` holds it to that by hypothesis.

A service's own before-validator takes part only if it says which values it returns unchanged, by
:func:`passes_strings` (Stripe's bounded strings and enums) or :func:`passes_ints` (Stripe's bounded
integers: amounts, ``limit``, quantities); any other validator leaves its field to pydantic.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import NoneType, UnionType
from typing import Annotated, Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel, BeforeValidator
from pydantic_core import PydanticUndefined

#: The attribute a before-validator carries when it returns some plain strings unchanged:
#: ``(longest, empty allowed, allowed values or None)``.
PASSES = "__toolproof_passes__"

#: The attribute a before-validator carries when it returns every exact ``int`` in a closed range
#: unchanged and nothing but integers in that range: ``(low, high)``.
PASSES_INTS = "__toolproof_passes_ints__"

#: Below this many fields pydantic's own validator costs less than making the instance in Python
#: (callgrind, Python 3.11, pydantic-core 2.41: a 2-field retrieve 8.0k instructions against 14k, a
#: 22-field create 21.3k against 15.9k; its cost grows with the fields, the instance's does not).
FEWEST_FIELDS = 8

#: Configuration keys that do not change how a plain value of the kinds below is validated.
_NEUTRAL_CONFIG = frozenset(
    {"extra", "populate_by_name", "coerce_numbers_to_str", "json_schema_extra", "title", "defer_build"}
)

#: Defaults shared between instances as pydantic shares them (it copies none of these).
_IMMUTABLE = (NoneType, bool, int, float, str, bytes)

#: ``model_construct``'s three private slots, set by their member descriptors on ``BaseModel``: what
#: ``object.__setattr__(instance, name, value)`` does (pydantic's own ``__setattr__`` bypassed, as
#: ``model_construct`` bypasses it) without looking each name up in the model's type first.
_set_fields_set = BaseModel.__dict__["__pydantic_fields_set__"].__set__
_set_extra = BaseModel.__dict__["__pydantic_extra__"].__set__
_set_private = BaseModel.__dict__["__pydantic_private__"].__set__

#: A field's check: (exact types accepted, ``None`` accepted, longest string or -1, empty string
#: refused, allowed values or ``None``, the integers accepted or ``None`` for any).
Check = tuple[frozenset[type], bool, int, bool, frozenset[Any] | None, range | None]


def passes_strings(
    validator: Callable[[Any], Any],
    *,
    longest: int,
    empty: bool = True,
    values: frozenset[str] | None = None,
) -> Callable[[Any], Any]:
    """Declare that ``validator`` returns a plain ``str`` argument unchanged when it has at most
    ``longest`` characters, is not empty (unless ``empty``) and is one of ``values`` (if given).

    The declaration must be exact for those values; for every other value the validator still runs.
    """
    setattr(validator, PASSES, (longest, empty, values))
    return validator


def passes_ints(validator: Callable[[Any], Any], *, low: int, high: int) -> Callable[[Any], Any]:
    """Declare that ``validator`` returns an exact ``int`` argument from ``low`` to ``high`` unchanged,
    and that whatever it returns for any argument is an integer in that range (it raises otherwise).

    The first half lets :func:`compile_params` accept such an ``int`` without the validator; the
    second lets :func:`toolproof.service.inputs.out_of_range` skip the field when the range is within
    64 bits (it can never hold a larger integer). Both must be exact.
    """
    if low > high:
        raise ValueError(f"empty range {low}..{high}")
    setattr(validator, PASSES_INTS, (low, high))
    return validator


def declared_ints(annotation: Any, metadata: list[Any]) -> tuple[int, int] | None:
    """The range :func:`passes_ints` declares for a field of type ``annotation`` (its ``Annotated``
    items in ``metadata`` when pydantic moved them there), if its only item is such a validator."""
    if metadata:
        if len(metadata) != 1 or annotation is not int:
            return None
        item = metadata[0]
    elif get_origin(annotation) is Annotated and get_args(annotation)[0] is int:
        if len(annotation.__metadata__) != 1:
            return None
        item = annotation.__metadata__[0]
    else:
        return None
    if not isinstance(item, BeforeValidator):
        return None
    bounds: tuple[int, int] | None = getattr(item.func, PASSES_INTS, None)
    return bounds


def _check(annotation: Any, metadata: list[Any]) -> Check | None:
    """The check of a field whose annotation is one of the plain kinds, else ``None``."""
    if metadata:
        # A required field's ``Annotated`` items are moved here by pydantic: the same as written out.
        if len(metadata) != 1 or annotation not in (str, int):
            return None
        return _check(Annotated[annotation, metadata[0]], [])
    origin = get_origin(annotation)
    args = get_args(annotation)
    if origin is Union or origin is UnionType:
        members = [a for a in args if a is not NoneType]
        if len(members) == len(args):
            return None  # no ``None`` in it: not a kind of its own here
        if len(members) == 1:
            inner = _check(members[0], [])
            return None if inner is None else (inner[0], True, *inner[2:])
        # ``str | list[…] | None`` (Slack's ``blocks``): a plain string is the only member that takes
        # a string, so pydantic's union answers it unchanged; anything else goes to pydantic.
        if members[0] is str and all(get_origin(a) in (list, dict) for a in members[1:]):
            return (frozenset({str}), True, -1, False, None, None)
        return None
    if annotation is str or annotation is bool or annotation is int:
        return (frozenset({annotation}), False, -1, False, None, None)
    if origin is Literal:
        if args and all(type(a) is str for a in args):
            return (frozenset({str}), False, -1, False, frozenset(args), None)
        return None
    bounds = declared_ints(annotation, [])
    if bounds is not None:
        return (frozenset({int}), False, -1, False, None, range(bounds[0], bounds[1] + 1))
    if origin is Annotated and args[0] is str and len(annotation.__metadata__) == 1:
        item = annotation.__metadata__[0]
        passes = getattr(item.func, PASSES, None) if isinstance(item, BeforeValidator) else None
        if passes is None:
            return None
        longest, empty, values = passes
        return (frozenset({str}), False, longest, not empty, values, None)
    return None


def compile_params(model: type[BaseModel]) -> Callable[[Any], Any] | None:
    """A validator for ``model`` that checks plain calls itself and hands the rest to pydantic, or
    ``None`` if the model has anything that could change a plain value (validators of the model or
    its fields, private attributes, aliases, a post-init hook, configuration beyond the neutral keys).
    """
    slow: Callable[[Any], Any] = model.__pydantic_validator__.validate_python
    decorators = model.__pydantic_decorators__
    config = model.model_config
    if (
        decorators.model_validators
        or decorators.field_validators
        or decorators.validators
        or decorators.root_validators
        or model.__private_attributes__
        or model.__pydantic_post_init__ is not None
        or model.__pydantic_root_model__
        or config.get("extra") not in ("forbid", "ignore")
        or not set(config) <= _NEUTRAL_CONFIG
    ):
        return None
    if len(model.model_fields) < FEWEST_FIELDS:
        return None
    checks: dict[str, Check] = {}
    defaults: dict[str, Any] = {}
    factories: list[tuple[str, Callable[[], Any]]] = []
    required: list[str] = []
    for name, info in model.model_fields.items():
        if info.alias is not None or info.validation_alias is not None or info.validate_default:
            return None
        if info.default_factory is not None:
            if info.default_factory_takes_validated_data:
                return None
            factories.append((name, info.default_factory))  # type: ignore[arg-type]
            defaults[name] = None
        elif info.default is PydanticUndefined:
            required.append(name)
            defaults[name] = None
        elif isinstance(info.default, _IMMUTABLE):
            defaults[name] = info.default
        else:
            return None
        check = _check(info.annotation, info.metadata)
        if check is not None:
            checks[name] = check
    return _compiled(model, slow, checks, defaults, tuple(factories), tuple(required))


def _compiled(
    model: type[BaseModel],
    slow: Callable[[Any], Any],
    checks: dict[str, Check],
    defaults: dict[str, Any],
    factories: tuple[tuple[str, Callable[[], Any]], ...],
    required: tuple[str, ...],
) -> Callable[[Any], Any]:
    """One loop over the call's keys, each value checked by its type against the tables below (one
    dictionary or set look-up per key, no call), then the instance made as ``model_construct`` does."""
    limits: dict[str, int] = {}  # plain strings of at most this length
    allowed: dict[str, frozenset[Any]] = {}  # strings from a fixed set
    nonempty: set[str] = set()
    nullable: set[str] = set()
    bools: set[str] = set()
    ints: set[str] = set()  # any integer
    spans: dict[str, range] = {}  # integers in a declared range (``in`` a ``range``: no Python call)
    for name, (types, none, longest, refuse_empty, values, span) in checks.items():
        if none:
            nullable.add(name)
        if str in types:
            if values is not None:
                allowed[name] = frozenset(
                    v for v in values if (longest < 0 or len(v) <= longest) and (v or not refuse_empty)
                )
            else:
                limits[name] = longest if longest >= 0 else sys.maxsize
                if refuse_empty:
                    nonempty.add(name)
        elif bool in types:
            bools.add(name)
        elif int in types:
            if span is None:
                ints.add(name)
            else:
                spans[name] = span
    limit_of = limits.get
    allowed_of = allowed.get
    span_of = spans.get

    def validate(raw: Any, _new: Any = object.__new__) -> Any:
        if type(raw) is not dict:
            return slow(raw)
        for key, value in raw.items():
            kind = type(value)
            if kind is str:
                limit = limit_of(key)
                if limit is None:
                    values = allowed_of(key)
                    if values is None or value not in values:
                        return slow(raw)
                elif len(value) > limit or (not value and key in nonempty):
                    return slow(raw)
            elif value is None:
                if key not in nullable:
                    return slow(raw)
            elif kind is bool:
                if key not in bools:
                    return slow(raw)
            elif kind is int:
                if key not in ints:
                    span = span_of(key)
                    if span is None or value not in span:
                        return slow(raw)
            else:
                return slow(raw)
        for name in required:
            if name not in raw:
                return slow(raw)
        instance = _new(model)
        fields = instance.__dict__
        fields.update(defaults)
        for name, factory in factories:
            if name not in raw:
                fields[name] = factory()
        fields.update(raw)
        _set_fields_set(instance, set(raw))
        _set_extra(instance, None)
        _set_private(instance, None)
        return instance

    return validate
