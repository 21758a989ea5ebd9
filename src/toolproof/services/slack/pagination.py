"""Opaque, deterministic cursors: base64 of ``<kind>:<key>`` (Slack's own look: ``dXNlcjpVMDYx…``).

A cursor names the last key a page ended after, so it stays valid when rows are added before it.
Anything that does not decode to the expected kind is ``invalid_cursor``.
"""

from __future__ import annotations

import base64
import binascii

from toolproof.services.slack.errors import SlackError


def encode(kind: str, key: str) -> str:
    return base64.b64encode(f"{kind}:{key}".encode()).decode()


def decode(cursor: str | None, kind: str) -> str | None:
    """The key a cursor carries, ``None`` for the first page; ``invalid_cursor`` if it is not ours."""
    if cursor is None or cursor == "":
        return None
    try:
        text = base64.b64decode(cursor.encode("ascii"), validate=True).decode("utf-8")
    except (binascii.Error, UnicodeError, ValueError):
        raise SlackError("invalid_cursor") from None
    prefix, sep, key = text.partition(":")
    if not sep or prefix != kind or not key:
        raise SlackError("invalid_cursor")
    return key


def metadata(next_cursor: str = "") -> dict[str, dict[str, str]]:
    return {"response_metadata": {"next_cursor": next_cursor}}


def clamp_limit(limit: int | None, default: int, maximum: int = 1000) -> int:
    """Slack treats 0 or absent as its default and silently caps large limits."""
    if limit is None or limit <= 0:
        return default
    return min(limit, maximum)
