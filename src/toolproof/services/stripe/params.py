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
from toolproof.service.compiled import passes_ints, passes_strings

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


#: Stands for the parameter's bracket name in a message; the dialect fills it in (validators do not
#: know where in the request they run).
PARAM = "\u27e8param\u27e9"

EMPTY_STRING = (
    f"You passed an empty string for '{PARAM}'. We assume empty values are an attempt to unset a "
    f"parameter; however '{PARAM}' cannot be unset. You should remove '{PARAM}' from your request or "
    "supply a non-empty value."
)

#: Every message template a validator here can raise, as a pattern: the dialect passes a message on
#: only when it is one of these, so no validation library's wording can ever reach a client.
_TEMPLATES: dict[str, re.Pattern[str]] = {}


def _pattern(template: str) -> re.Pattern[str]:
    parts = re.split(r"\{[a-z_]+\}", template)
    return re.compile("^" + "(?s:.*)".join(re.escape(part) for part in parts) + "$")


def _err(message: str, **ctx: Any) -> PydanticCustomError:
    if message not in _TEMPLATES:
        _TEMPLATES[message] = _pattern(message)
    return PydanticCustomError("stripe_invalid", message, ctx)


def is_stripe_message(text: str) -> bool:
    """Whether ``text`` was written by one of this module's validators (Stripe's wording)."""
    return any(p.match(text) for p in _TEMPLATES.values())


def _abbreviate(value: str, limit: int) -> str:
    """How Stripe quotes an over-long string: its ends around an ellipsis (``Pan Americ...ter School``)."""
    keep = 10 if limit <= 100 else 4
    return value if len(value) <= 2 * keep + 3 else f"{value[:keep]}...{value[-keep:]}"


def _string(limit: int, *, empty: bool = True) -> Any:
    """A validator for a string of at most ``limit`` characters (``empty=False``: ``""`` is refused)."""

    def check(v: Any) -> Any:
        s = v if type(v) is str else _to_str(v)  # (most values are plain strings: no call)
        if not empty and s == "":
            raise _err(EMPTY_STRING)
        if len(s) > limit:
            raise _err(
                "Invalid string: {shown}; must be at most {limit} characters",
                shown=_abbreviate(s, limit),
                limit=limit,
            )
        return s

    # A plain string within the limit (and not empty where refused) comes back as it is.
    return BeforeValidator(passes_strings(check, longest=limit, empty=empty))


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
        s = v if type(v) is str else _to_str(v)  # (most values are plain strings: no call)
        if s not in values:
            raise _err("must be one of {listed}", listed=listed)
        return s

    passes_strings(check, longest=-1, values=frozenset(values))
    return Annotated[str, BeforeValidator(check)]


def _bounded(low: int, high: int) -> Any:
    def check(v: Any) -> Any:
        n = _to_int(v)
        if n < low:
            raise _err("This value must be greater than or equal to {low}.", low=low)
        if n > high:
            raise _err("This value must be less than or equal to {high}.", high=high)
        return n

    # An ``int`` in range comes back as it is, and nothing else comes back (the compiled validator
    # takes such a call without this function; the range walk skips the field).
    return BeforeValidator(passes_ints(check, low=low, high=high))


def _to_off_session(v: Any) -> Any:
    """``off_session``: a boolean, or (on PaymentIntents) ``one_off`` / ``recurring``."""
    if v in ("one_off", "recurring"):
        return v
    return _to_bool(v)


def _to_float(v: Any) -> Any:
    if isinstance(v, bool):
        raise _err("Invalid decimal: {value}", value=str(v).lower())
    if isinstance(v, int | float):
        return float(v)
    if isinstance(v, str) and _DECIMAL.match(v.strip()):
        return float(v.strip())
    raise _err("Invalid decimal: {value}", value=_show(v))


def _to_decimal(v: Any) -> Any:
    """A decimal given as a string (``unit_amount_decimal``): at most 12 decimal places, as Stripe."""
    s = _to_str(v).strip()
    if not _DECIMAL.match(s):
        raise _err("Invalid decimal: {value}", value=s)
    if "." in s and len(s.split(".", 1)[1]) > 12:
        raise _err("Invalid decimal: {value}; must contain at most 12 decimal places", value=s)
    return s


def _to_hash(v: Any) -> Any:
    if not isinstance(v, dict):
        raise _err("Invalid hash")
    return v


def _to_items(v: Any) -> Any:
    """A list of hashes; a missing or empty list is Stripe's ``Missing required param``."""
    if v == "" or v == [] or v == {}:
        raise _err("Missing required param: {PARAM}.".replace("{PARAM}", PARAM))
    if isinstance(v, dict):
        raise _err("Invalid array")
    return v


_DECIMAL = re.compile(r"^-?\d{1,18}(\.\d+)?$")

Int = Annotated[int, BeforeValidator(_to_int)]
Bool = Annotated[bool, BeforeValidator(_to_bool)]
Number = Annotated[float, BeforeValidator(_to_float)]
Decimal = Annotated[str, BeforeValidator(_to_decimal)]
Timestamp = Annotated[int, BeforeValidator(_to_int)]
OffSession = Annotated[bool | str, BeforeValidator(_to_off_session)]

#: Strings, by the longest value the spec allows (5,000 unless it says otherwise).
Str = Annotated[str, _string(5000)]
Required = Annotated[str, _string(5000, empty=False)]
Text = Annotated[str, _string(40000)]
Str1500 = Annotated[str, _string(1500)]
Str1000 = Annotated[str, _string(1000)]
Str800 = Annotated[str, _string(800)]
Str512 = Annotated[str, _string(512)]
Str500 = Annotated[str, _string(500)]
Str256 = Annotated[str, _string(256)]
Str200 = Annotated[str, _string(200)]
Str140 = Annotated[str, _string(140)]
Str100 = Annotated[str, _string(100)]
Str40 = Annotated[str, _string(40)]
Str30 = Annotated[str, _string(30)]
Str26 = Annotated[str, _string(26)]
Str22 = Annotated[str, _string(22)]
Str20 = Annotated[str, _string(20)]
Str12 = Annotated[str, _string(12)]

Currency = Annotated[str, BeforeValidator(_to_currency)]
Metadata = Annotated[dict[str, str] | str, BeforeValidator(_to_metadata)]
Hash = Annotated[dict[str, Any], BeforeValidator(_to_hash)]
Expand = Annotated[list[str], BeforeValidator(_to_list)]
StrList = Annotated[list[Str], BeforeValidator(_to_list)]
Amount = Annotated[int, _bounded(0, MAX_AMOUNT * 10)]
PositiveAmount = Annotated[int, _bounded(1, MAX_AMOUNT * 10)]
Limit = Annotated[int, _bounded(1, 100)]
Quantity = Annotated[int, _bounded(0, 1_000_000)]
TrialDays = Annotated[int, _bounded(0, 730)]


def string_of(limit: int, *, empty: bool = True) -> Any:
    """A string validator with a limit of its own, for ``Annotated[str, …]`` (``empty=False``: no ``""``)."""
    return _string(limit, empty=empty)


#: The first and last second a timestamp parameter may name: 0001-01-01 and the end of 9989 UTC. Dates
#: end with 9999 (Python's, the dashboard's); a decade short of it leaves room for the periods, renewals
#: and trials computed from the value (a yearly price's three-year interval, a preview's next period).
_FIRST_SECOND, _LAST_SECOND = -62135596800, 253086767999


def timestamp_or(*words: str) -> Any:
    """A timestamp, or one of ``words`` (``trial_end=now``, ``cancel_at=`` to unset)."""

    def check(v: Any) -> Any:
        if v in words:
            return v
        when = _to_int(v)
        if not _FIRST_SECOND <= when <= _LAST_SECOND:
            # Past the last second no period, renewal or trial can be computed: refused here, in Stripe's
            # shape, rather than failing deep in a handler.
            raise _err("Invalid timestamp: {value}", value=str(when))
        return when

    return Annotated[int | str, BeforeValidator(check)]


def between(low: int, high: int) -> Any:
    """An integer from ``low`` to ``high``."""
    return Annotated[int, _bounded(low, high)]


def positive(high: int) -> Any:
    """An integer from 1 to ``high``."""
    return Annotated[int, _bounded(1, high)]


def _to_up_to(v: Any) -> Any:
    if v == "inf":
        return v
    n = _to_int(v)
    if n < 1:
        raise _err("This value must be greater than or equal to {low}.", low=1)
    return n


def up_to() -> Any:
    """A tier's ``up_to``: a positive integer or ``inf``."""
    return Annotated[int | str, BeforeValidator(_to_up_to)]


def items_of(model: Any) -> Any:
    """A required, non-empty list of ``model`` hashes (subscription ``items``…)."""
    return Annotated[list[model], BeforeValidator(_to_items)]


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


class PageParams(Params):
    """What every list endpoint takes."""

    limit: Limit = 10
    starting_after: Str | None = None
    ending_before: Str | None = None
    expand: Expand = Field(default_factory=list)


class ListParams(PageParams):
    """A list that can also filter by ``created`` (most of them)."""

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

    query: Required
    limit: Limit = 10
    page: Str | None = None
    expand: Expand = Field(default_factory=list)
