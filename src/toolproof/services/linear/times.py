"""Linear's time format: ISO 8601 in UTC with milliseconds (``2026-11-30T10:00:00.000Z``)."""

from __future__ import annotations

from datetime import UTC, datetime


def iso(seconds: int | float | None) -> str | None:
    if seconds is None:
        return None
    return datetime.fromtimestamp(int(seconds), UTC).strftime("%Y-%m-%dT%H:%M:%S.000Z")
