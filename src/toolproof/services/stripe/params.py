"""Parameter types that read form strings the way Stripe does and fail with Stripe's own messages.

Form bodies carry only strings, hashes and arrays, so ``"100"`` must become ``100`` and ``"true"``
must become ``True``; anything else fails with Stripe's wording (``Invalid integer: abc``), which the
dialect turns into the ``invalid_request_error`` body with ``param``.
"""

from __future__ import annotations

import re
from typing import Annotated, Any

from pydantic import BeforeValidator, Field
from pydantic_core import PydanticCustomError

from toolproof.service import Params

_INT = re.compile(r"^-?\d{1,18}$")
MAX_AMOUNT = 99_999_999

CURRENCIES = frozenset(
    [
        "usd",
        "eur",
        "gbp",
        "jpy",
        "cad",
        "aud",
        "chf",
        "sek",
        "nok",
        "dkk",
        "pln",
        "czk",
        "huf",
        "nzd",
        "sgd",
        "hkd",
        "mxn",
        "brl",
        "inr",
        "krw",
    ]
)
ZERO_DECIMAL = frozenset(
    [
        "bif",
        "clp",
        "djf",
        "gnf",
        "jpy",
        "kmf",
        "krw",
        "mga",
        "pyg",
        "rwf",
        "ugx",
        "vnd",
        "vuv",
        "xaf",
        "xof",
        "xpf",
    ]
)


def _err(message: str, **ctx: Any) -> PydanticCustomError:
    return PydanticCustomError("stripe_invalid", message, ctx)


def _to_int(v: Any) -> Any:
    if isinstance(v, bool):
        raise _err("Invalid integer: {value}", value=str(v).lower())
    if isinstance(v, int):
        return v
    if isinstance(v, str) and _INT.match(v.strip()):
        return int(v.strip())
    raise _err("Invalid integer: {value}", value=_show(v))


def _to_bool(v: Any) -> Any:
    if isinstance(v, bool):
        return v
    if isinstance(v, str) and v.lower() in ("true", "false"):
        return v.lower() == "true"
    raise _err("Invalid boolean: {value}", value=_show(v))


def _to_str(v: Any) -> Any:
    if isinstance(v, str):
        return v
    if isinstance(v, int | float) and not isinstance(v, bool):
        return str(v)
    raise _err("Invalid string: {value}", value=_show(v))


def _show(v: Any) -> str:
    if isinstance(v, dict):
        return "{" + ", ".join(f"{k}: {_show(x)}" for k, x in v.items()) + "}"
    if isinstance(v, list):
        return "[" + ", ".join(_show(x) for x in v) + "]"
    return str(v)


def _to_list(v: Any) -> Any:
    if isinstance(v, str):
        return [v] if v else []
    if isinstance(v, dict) and not v:
        return []
    return v


def _to_currency(v: Any) -> Any:
    s = _to_str(v).lower()
    if s not in CURRENCIES:
        raise _err(
            "Invalid currency: {value}. Stripe currently supports these currencies: {known}",
            value=s,
            known=", ".join(sorted(CURRENCIES)),
        )
    return s


def _to_metadata(v: Any) -> Any:
    if v == "":
        return ""
    if not isinstance(v, dict):
        raise _err("Invalid hash")
    out: dict[str, str] = {}
    for k, x in v.items():
        if not isinstance(x, str):
            raise _err("Invalid value for metadata[{key}]: metadata values must be strings", key=k)
        if len(k) > 40:
            raise _err("Metadata keys can have a maximum length of 40 characters.")
        if len(x) > 500:
            raise _err("Metadata values can have a maximum length of 500 characters.")
        out[k] = x
    if len(out) > 50:
        raise _err("Metadata can have a maximum of 50 keys.")
    return out


def enum(*values: str) -> Any:
    """A string that must be one of ``values`` (Stripe: ``Invalid status: must be one of a, b, or c``)."""
    listed = ", ".join(values[:-1]) + f", or {values[-1]}" if len(values) > 1 else values[0]

    def check(v: Any) -> Any:
        s = _to_str(v)
        if s not in values:
            raise _err("must be one of {listed}", listed=listed)
        return s

    return Annotated[str, BeforeValidator(check)]


def _bounded(low: int, high: int) -> Any:
    def check(v: Any) -> Any:
        n = _to_int(v)
        if n < low:
            raise _err("This value must be greater than or equal to {low}.", low=low)
        if n > high:
            raise _err("This value must be less than or equal to {high}.", high=high)
        return n

    return BeforeValidator(check)


Int = Annotated[int, BeforeValidator(_to_int)]
Bool = Annotated[bool, BeforeValidator(_to_bool)]
Str = Annotated[str, BeforeValidator(_to_str)]
Currency = Annotated[str, BeforeValidator(_to_currency)]
Metadata = Annotated[dict[str, str] | str, BeforeValidator(_to_metadata)]
Expand = Annotated[list[str], BeforeValidator(_to_list)]
StrList = Annotated[list[Str], BeforeValidator(_to_list)]
Amount = Annotated[int, _bounded(0, MAX_AMOUNT * 10)]
PositiveAmount = Annotated[int, _bounded(1, MAX_AMOUNT * 10)]
Limit = Annotated[int, _bounded(1, 100)]
Quantity = Annotated[int, _bounded(0, 1_000_000)]


class RangeFilter(Params):
    gt: Int | None = None
    gte: Int | None = None
    lt: Int | None = None
    lte: Int | None = None


def _to_range(v: Any) -> Any:
    if isinstance(v, dict):
        return v
    return {"gte": _to_int(v), "lte": _to_int(v)}


Created = Annotated[RangeFilter, BeforeValidator(_to_range)]


class Retrieve(Params):
    """Every retrieve takes ``expand``."""

    expand: Expand = Field(default_factory=list)


class ListParams(Params):
    """What every list endpoint takes."""

    limit: Limit = 10
    starting_after: Str | None = None
    ending_before: Str | None = None
    expand: Expand = Field(default_factory=list)
    created: Created | None = None


def _empty_to_none(v: Any) -> Any:
    return None if v == "" else v


#: Wrap a nested-object type so that ``field=`` (empty string) unsets it, as Stripe allows.
Unsettable = BeforeValidator(_empty_to_none)


class Address(Params):
    city: Str | None = None
    country: Str | None = None
    line1: Str | None = None
    line2: Str | None = None
    postal_code: Str | None = None
    state: Str | None = None


class SearchParams(Params):
    """What every search endpoint takes."""

    query: Str
    limit: Limit = 10
    page: Str | None = None
    expand: Expand = Field(default_factory=list)
