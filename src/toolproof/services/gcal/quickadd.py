"""A small, documented quickAdd grammar (Google's natural-language parser is not reproduced).

``<title> [on YYYY-MM-DD | today | tomorrow] [at H[:MM][am|pm]] [for N minutes|hours]``.
Without ``at`` the event is all-day; without ``for`` it lasts an hour; without a date it is today
(in the calendar's zone, by the virtual clock).
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from typing import Any

from toolproof.services.gcal.times import zone

_FOR = re.compile(r"\s+for\s+(\d{1,4})\s*(minutes?|mins?|hours?|hrs?|h)\s*$", re.IGNORECASE)
_AT = re.compile(r"\s+at\s+(\d{1,2})(?::(\d{2}))?\s*(am|pm)?\s*$", re.IGNORECASE)
_ON = re.compile(r"\s+(?:on\s+(\d{4}-\d{2}-\d{2})|(today|tomorrow))\s*$", re.IGNORECASE)


def parse_quick_add(text: str, calendar_tz: str, now: int) -> dict[str, Any]:
    """An event body for ``text``."""
    tz = zone(calendar_tz)
    rest = " " + text.strip()
    minutes = 60
    m = _FOR.search(rest)
    if m:
        n = int(m.group(1))
        minutes = n if m.group(2).lower().startswith("m") else n * 60
        rest = rest[: m.start()]
    # The date may come before or after the time: try both orders.
    hour: tuple[int, int] | None = None
    day = datetime.fromtimestamp(now, tz).date()
    for _ in range(2):
        m_at = _AT.search(rest)
        if m_at:
            h, mi, ampm = int(m_at.group(1)), int(m_at.group(2) or 0), (m_at.group(3) or "").lower()
            if ampm == "pm" and h < 12:
                h += 12
            if ampm == "am" and h == 12:
                h = 0
            if h < 24 and mi < 60:
                hour = (h, mi)
                rest = rest[: m_at.start()]
        m_on = _ON.search(rest)
        if m_on:
            if m_on.group(1):
                try:
                    day = datetime.strptime(m_on.group(1), "%Y-%m-%d").date()
                except ValueError:
                    break
            elif m_on.group(2).lower() == "tomorrow":
                day = day + timedelta(days=1)
            rest = rest[: m_on.start()]
    summary = rest.strip() or text.strip()
    if hour is None:
        return {
            "summary": summary,
            "start": {"date": day.isoformat()},
            "end": {"date": (day + timedelta(days=1)).isoformat()},
        }
    start = datetime(day.year, day.month, day.day, hour[0], hour[1], tzinfo=tz)
    end = start + timedelta(minutes=max(minutes, 0))
    return {
        "summary": summary,
        "start": {"dateTime": start.isoformat(), "timeZone": calendar_tz},
        "end": {"dateTime": end.isoformat(), "timeZone": calendar_tz},
    }
