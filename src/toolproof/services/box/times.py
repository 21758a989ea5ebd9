"""Box's timestamps: ISO 8601 with the enterprise's UTC offset (``2026-11-03T09:15:00-08:00``).

The double's enterprise is on US Pacific time, as Box's own examples are."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

from toolproof.services.box.errors import bad_request

ZONE = ZoneInfo("America/Los_Angeles")


def iso(ts: int | None) -> str | None:
    if ts is None:
        return None
    return datetime.fromtimestamp(ts, ZONE).isoformat()


def parse_iso(value: str, name: str) -> int:
    """An RFC 3339 time as Unix seconds; a 400 naming ``name`` when it is not one."""
    try:
        parsed = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        raise bad_request(f"Invalid value '{value}'.", name) from None
    if parsed.tzinfo is None:
        parsed = parsed.replace(tzinfo=UTC)
    try:
        return int(parsed.timestamp())
    except (OverflowError, OSError, ValueError):
        raise bad_request(f"Invalid value '{value}'.", name) from None
