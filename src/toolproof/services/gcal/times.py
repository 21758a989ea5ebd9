"""Time as Google Calendar reads and writes it: RFC 3339 instants, IANA zones, all-day dates.

Every instant is stored as UTC seconds; wall-clock meaning (which recurrence needs) is kept by the
event's ``timeZone``. Rendering follows Google: ``dateTime`` carries the offset of the zone the
response is in, and UTC is written ``Z``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta, timezone
from functools import lru_cache
from zoneinfo import ZoneInfo

from toolproof.services.gcal.errors import GoogleError, bad_request, invalid, required

_RFC3339 = re.compile(
    r"(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})?"
)
_DATE = re.compile(r"(\d{4})-(\d{2})-(\d{2})")


@lru_cache(maxsize=512)
def _zone(name: str) -> ZoneInfo | None:
    if not name or len(name) > 64 or name.startswith(("/", ".")) or ".." in name:
        return None
    try:
        return ZoneInfo(name)
    except (ValueError, OSError, KeyError):  # ZoneInfoNotFoundError is a KeyError
        return None


def zone(name: str, error: GoogleError | None = None) -> ZoneInfo:
    """The IANA zone ``name``; ``error`` (default 400 invalid ``timeZone``) when unknown."""
    tz = _zone(name)
    if tz is None:
        raise error or invalid("Invalid time zone definition.", "timeZone")
    return tz


def is_zone(name: str) -> bool:
    return _zone(name) is not None


def parse_local(value: str) -> tuple[datetime, bool] | None:
    """``(datetime, has_offset)`` for an RFC 3339 date-time; naive when no offset; None if malformed."""
    m = _RFC3339.fullmatch(value)
    if m is None:
        return None
    year, month, day, hour, minute, second = (int(m.group(i)) for i in range(1, 7))
    frac, off = m.group(7), m.group(8)
    micro = int((frac[1:] + "000000")[:6]) if frac else 0
    try:
        dt = datetime(year, month, day, hour, minute, second, micro)
    except ValueError:
        return None
    if off is None:
        return dt, False
    if off in ("Z", "z"):
        return dt.replace(tzinfo=UTC), True
    sign = 1 if off[0] == "+" else -1
    hours, minutes = int(off[1:3]), int(off[4:6])
    if hours > 23 or minutes > 59:
        return None
    return dt.replace(tzinfo=timezone(sign * timedelta(hours=hours, minutes=minutes))), True


def parse_instant(value: str, location: str) -> int:
    """UTC seconds of a query parameter like ``timeMin``: an RFC 3339 time with an offset."""
    parsed = parse_local(value)
    if parsed is None or not parsed[1]:
        raise bad_request("Bad Request")
    return int(parsed[0].timestamp())


def parse_date(value: str) -> date | None:
    m = _DATE.fullmatch(value)
    if m is None:
        return None
    try:
        return date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    except ValueError:
        return None


@lru_cache(maxsize=8192)
def fmt_instant(ts: float, tz: ZoneInfo | None = None) -> str:
    """RFC 3339 in ``tz`` (UTC when None), UTC written as ``Z``: ``2026-11-02T10:00:00+01:00``.

    Kept per instant and zone (a pure function of both): every rendered event formats its start and
    end, and the same events are rendered again and again.
    """
    dt = datetime.fromtimestamp(int(ts), tz or UTC)
    text = dt.isoformat()
    return text[:-6] + "Z" if text.endswith("+00:00") else text


@lru_cache(maxsize=8192)
def fmt_updated(ms: int) -> str:
    """Google's ``updated``/``created``: UTC with milliseconds, ``2026-11-02T09:00:01.000Z`` (kept
    per value, as :func:`fmt_instant`)."""
    dt = datetime.fromtimestamp(ms // 1000, UTC)
    return dt.strftime("%Y-%m-%dT%H:%M:%S") + f".{ms % 1000:03d}Z"


@dataclass(frozen=True, slots=True)
class When:
    """One event boundary: an instant (``ts``) or a date (all-day), with its zone for recurrence."""

    ts: int
    all_day: bool
    tz: ZoneInfo
    tz_name: str | None  # the event's own timeZone field, if given
    day: date | None = None

    @property
    def local(self) -> datetime:
        """Wall-clock time in the event's zone (aware); all-day: naive midnight."""
        if self.all_day and self.day is not None:
            return datetime(self.day.year, self.day.month, self.day.day)
        return datetime.fromtimestamp(self.ts, self.tz)


def parse_when(raw: dict[str, object] | None, which: str, calendar_tz: str) -> When:
    """Validate an EventDateTime (``start``/``end``) with Google's messages.

    A pure function of the three members it reads, ``which`` and ``calendar_tz``: when they are plain
    text (or absent), the answer is kept per those five (:func:`_kept_when`; a :class:`When` is
    immutable). Every insert and patch parses its start and end, most of the same few texts, and
    the regular expression, the ``datetime`` and its ``timestamp()`` were half of an insert's own work.
    A failure is not kept: it is raised afresh each time.
    """
    if type(raw) is dict:
        d, dt, tz_name = raw.get("date"), raw.get("dateTime"), raw.get("timeZone")
        if (
            (d is None or type(d) is str)
            and (dt is None or type(dt) is str)
            and (tz_name is None or type(tz_name) is str)
        ):
            return _kept_when(d, dt, tz_name, which, calendar_tz)
    return _parse_when(raw, which, calendar_tz)


@lru_cache(maxsize=8192)
def _kept_when(d: str | None, dt: str | None, tz_name: str | None, which: str, calendar_tz: str) -> When:
    """:func:`_parse_when` of ``{"date": d, "dateTime": dt, "timeZone": tz_name}`` (an absent member
    reads as ``None``, as a ``None`` one), kept per arguments."""
    return _parse_when({"date": d, "dateTime": dt, "timeZone": tz_name}, which, calendar_tz)


def _parse_when(raw: dict[str, object] | None, which: str, calendar_tz: str) -> When:
    if raw is None or (raw.get("date") is None and raw.get("dateTime") is None):
        raise required(f"Missing {which} time.")
    tz_name = raw.get("timeZone")
    if tz_name is not None and (not isinstance(tz_name, str) or not is_zone(tz_name)):
        raise invalid(f"Invalid time zone definition for {which} time.")
    tz = zone(tz_name if isinstance(tz_name, str) else calendar_tz)
    d, dt = raw.get("date"), raw.get("dateTime")
    if d is not None and dt is not None:
        raise bad_request(f"Invalid {which} time.")
    if d is not None:
        day = parse_date(d) if isinstance(d, str) else None
        if day is None:
            raise bad_request(f"Invalid {which} time.")
        midnight = datetime(day.year, day.month, day.day, tzinfo=tz)
        return When(int(midnight.timestamp()), True, tz, tz_name if isinstance(tz_name, str) else None, day)
    parsed = parse_local(dt) if isinstance(dt, str) else None
    if parsed is None:
        raise bad_request(f"Invalid {which} time.")
    value, has_offset = parsed
    if not has_offset:
        if not isinstance(tz_name, str):
            raise bad_request(f"Missing time zone definition for {which} time.")
        value = value.replace(tzinfo=tz)
    return When(int(value.timestamp()), False, tz, tz_name if isinstance(tz_name, str) else None)


def render_when(when_raw: dict[str, object], ts: int, all_day: bool, tz: ZoneInfo) -> dict[str, object]:
    """An EventDateTime for a response: the stored ``date``, or ``dateTime`` in ``tz``."""
    if all_day:
        return {"date": when_raw["date"]}
    out: dict[str, object] = {"dateTime": fmt_instant(ts, tz)}
    if when_raw.get("timeZone"):
        out["timeZone"] = when_raw["timeZone"]
    return out


def instance_suffix(ts: int, all_day: bool, day: date | None = None) -> str:
    """``20261109T090000Z`` (UTC of the original start) or ``20261109`` for all-day series."""
    if all_day and day is not None:
        return day.strftime("%Y%m%d")
    return datetime.fromtimestamp(ts, UTC).strftime("%Y%m%dT%H%M%SZ")
