"""The base of every Slack argument model.

Slack ignores arguments it does not know, takes form values as strings (``"true"``, ``"20"``) and
JSON values as they are, so models ignore extras and coerce numbers to strings where a string is
expected (``thread_ts`` sent as a float still arrives).
"""

from __future__ import annotations

from pydantic import ConfigDict

from toolproof.service.operation import Params


class SlackParams(Params):
    model_config = ConfigDict(extra="ignore", populate_by_name=True, coerce_numbers_to_str=True)


class Paged(SlackParams):
    """Cursor pagination arguments shared by list methods."""

    cursor: str | None = None
    limit: int | None = None
