"""Google's words for parameters that fail validation, in place of the validation library's.

The operation models validate with pydantic, whose messages ("Input should be 'all', 'externalOnly'
or 'none'") must never reach a client. :func:`google_errors` rewrites every failure as Google's API
front end words it, and the dialect renders the result:

- a query parameter outside its enum → ``invalidParameter``, "Invalid value 'sometimes'. Values must
  match the following regular expression: 'all|externalOnly|none'" (the enum in discovery order,
  joined by ``|``);
- an integer outside its range → ``invalidParameter``, "Invalid value '0'. Values must be within the
  range: [1, 2500]" (an open upper end is int32's maximum, 2147483647, Google's integer type);
- any other unreadable query value → ``invalidParameter``, "Invalid value 'abc'.";
- a field of the request body → ``invalid``, "Invalid value for: attendees.0.email" (the field's path);
- a missing required value stays missing (the dialect says "Required parameter: calendarId").
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import ValidationError
from pydantic_core import InitErrorDetails, PydanticCustomError

INT32_MAX = 2147483647
#: The message prefix that marks a query parameter rejected in Google's words.
QUERY_PREFIX = "Invalid value '"
BODY_PREFIX = "Invalid value for: "
_QUOTED = re.compile(r"'((?:[^'\\]|\\.)*)'")


def _shown(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _message(error: Any) -> str:
    loc = tuple(error["loc"])
    kind = str(error["type"])
    value = error.get("input")
    ctx = error.get("ctx") or {}
    if loc and loc[0] == "body":
        path = ".".join(str(p) for p in loc[1:]) or "body"
        return BODY_PREFIX + path
    shown = _shown(value)
    if kind in ("literal_error", "enum"):
        pattern = "|".join(_QUOTED.findall(str(ctx.get("expected", ""))))
        return f"{QUERY_PREFIX}{shown}'. Values must match the following regular expression: '{pattern}'"
    if kind in ("greater_than_equal", "less_than_equal", "greater_than", "less_than"):
        low = ctx.get("ge", ctx.get("gt", -INT32_MAX - 1))
        high = ctx.get("le", ctx.get("lt", INT32_MAX))
        return f"{QUERY_PREFIX}{shown}'. Values must be within the range: [{low}, {high}]"
    return f"{QUERY_PREFIX}{shown}'."


def google_errors(exc: ValidationError) -> ValidationError:
    """``exc`` with every message but "missing" replaced by Google's wording (same locations)."""
    details: list[InitErrorDetails] = []
    for error in exc.errors(include_url=False):
        loc = tuple(error["loc"])
        if error["type"] == "missing":
            details.append(InitErrorDetails(type="missing", loc=loc, input=error.get("input")))
            continue
        custom = PydanticCustomError("google_invalid", "{message}", {"message": _message(error)})
        details.append(InitErrorDetails(type=custom, loc=loc, input=error.get("input")))
    return ValidationError.from_exception_data(exc.title, details)
