"""RRULE / RDATE / EXDATE expansion the way Google does it: in the event's wall clock.

A weekly 09:00 stand-up in ``America/New_York`` stays at 09:00 local across the DST change, so its
UTC time moves by an hour. Rules are expanded with ``dateutil`` from an aware ``DTSTART`` in the
event's zone; all-day series expand over naive dates.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from functools import lru_cache
from zoneinfo import ZoneInfo

from dateutil.rrule import rrule, rrulestr

from toolproof.services.gcal.errors import invalid
from toolproof.services.gcal.times import When, zone

#: Series longer than this are treated as unbounded (``until_ts`` NULL) and expanded lazily.
MAX_INSTANCES = 2000
_PROP = re.compile(r"(RRULE|EXRULE|RDATE|EXDATE)((?:;[A-Za-z-]+=[^:;]+)*):(.+)", re.IGNORECASE)
_UNTIL = re.compile(r"UNTIL=([0-9TZ]+)", re.IGNORECASE)
#: Google expands day-or-longer frequencies only (sub-daily rules are refused).
_FREQ = re.compile(r"(?:^|;)FREQ=(DAILY|WEEKLY|MONTHLY|YEARLY)(?:;|$)", re.IGNORECASE)


def _bad() -> Exception:
    return invalid("Invalid recurrence rule.")


@dataclass(frozen=True, slots=True)
class Series:
    """A parsed ``recurrence`` array bound to its first start."""

    rules: tuple[rrule, ...]
    exrules: tuple[rrule, ...]
    rdates: tuple[datetime, ...]
    exdates: frozenset[int | date]
    all_day: bool
    tz: ZoneInfo

    def key(self, dt: datetime) -> int | date:
        return dt.date() if self.all_day else int(dt.timestamp())

    def starts(self, after: datetime, before: datetime, limit: int = MAX_INSTANCES) -> list[datetime]:
        """Original starts of instances in ``[after, before]`` (aware; naive for all-day), sorted."""
        found: dict[int | date, datetime] = {}
        for rule in self.rules:
            for dt in rule.xafter(after, count=limit, inc=True):
                if dt > before:
                    break
                found[self.key(dt)] = dt
        for dt in self.rdates:
            if after <= dt <= before:
                found[self.key(dt)] = dt
        for rule in self.exrules:
            for dt in rule.between(after, before, inc=True):
                found.pop(self.key(dt), None)
        for k in self.exdates:
            found.pop(k, None)
        return [found[k] for k in sorted(found, key=lambda k: (str(type(k)), k))][:limit]

    def last_start(self) -> datetime | None:
        """The last original start if the series is bounded (COUNT/UNTIL on every rule)."""
        last: datetime | None = None
        for rule in self.rules:
            # dateutil has no public accessor for a rule's bounds.
            if getattr(rule, "_count", None) is None and getattr(rule, "_until", None) is None:
                return None
            items = list(rule.xafter(getattr(rule, "_dtstart"), count=MAX_INSTANCES + 1, inc=True))  # noqa: B009
            if len(items) > MAX_INSTANCES:
                return None
            if items and (last is None or items[-1] > last):
                last = items[-1]
        for dt in self.rdates:
            if last is None or dt > last:
                last = dt
        return last


def _value_times(params: str, values: str, series_tz: ZoneInfo, all_day: bool) -> list[datetime]:
    """Datetimes of an RDATE/EXDATE value list, in the series' frame (aware, or naive for all-day)."""
    tzid = None
    for part in params.split(";"):
        if part.upper().startswith("TZID="):
            tzid = part[5:]
    tz = zone(tzid, _bad()) if tzid else series_tz  # type: ignore[arg-type]
    out = []
    for raw in values.split(","):
        raw = raw.strip()
        try:
            if len(raw) == 8 and raw.isdigit():
                d = datetime.strptime(raw, "%Y%m%d")
                out.append(d if all_day else d.replace(tzinfo=tz))
                continue
            utc = raw.endswith(("Z", "z"))
            d = datetime.strptime(raw.rstrip("Zz"), "%Y%m%dT%H%M%S")
        except ValueError:
            raise _bad() from None
        if all_day:
            out.append(datetime(d.year, d.month, d.day))
        else:
            out.append(d.replace(tzinfo=UTC) if utc else d.replace(tzinfo=tz))
    return out


def _fix_until(rule: str, start: When) -> str:
    """Make UNTIL acceptable to dateutil: UTC for timed series, floating for all-day ones."""
    m = _UNTIL.search(rule)
    if m is None:
        return rule
    value = m.group(1).upper()
    try:
        if start.all_day:
            d = datetime.strptime(value[:8], "%Y%m%d")
            fixed = d.strftime("%Y%m%dT235959")
        elif value.endswith("Z"):
            fixed = value
        else:
            d = (
                datetime.strptime(value, "%Y%m%d").replace(hour=23, minute=59, second=59)
                if len(value) == 8
                else datetime.strptime(value, "%Y%m%dT%H%M%S")
            )
            fixed = d.replace(tzinfo=start.tz).astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")
    except ValueError:
        raise _bad() from None
    return rule[: m.start(1)] + fixed + rule[m.end(1) :]


def parse_series(lines: Iterable[str], start: When) -> Series:
    """Validate a ``recurrence`` array (400 ``invalid`` "Invalid recurrence rule." otherwise).

    Parsed series are cached: a list call re-reads every series on the calendar, and parsing RRULEs
    costs more than expanding them. Errors are not cached (``lru_cache`` never caches a raise).
    """
    items = tuple(lines)
    if not all(isinstance(line, str) for line in items):
        raise _bad()
    return _parse_series(items, start)


@lru_cache(maxsize=1024)
def _parse_series(lines: tuple[str, ...], start: When) -> Series:
    dtstart = start.local
    rules: list[rrule] = []
    exrules: list[rrule] = []
    rdates: list[datetime] = []
    exdates: set[int | date] = set()
    for line in lines:
        m = _PROP.fullmatch(line.strip())
        if m is None:
            raise _bad()
        name, params, value = m.group(1).upper(), m.group(2), m.group(3)
        if name in ("RRULE", "EXRULE"):
            if _FREQ.search(value) is None:
                raise _bad()
            try:
                rule = rrulestr(_fix_until(value, start), dtstart=dtstart)
            except (ValueError, TypeError, OverflowError, KeyError, IndexError):
                raise _bad() from None
            if not isinstance(rule, rrule):
                raise _bad()
            (rules if name == "RRULE" else exrules).append(rule)
        else:
            times = _value_times(params, value, start.tz, start.all_day)
            if name == "RDATE":
                rdates.extend(times)
            else:
                exdates.update(t.date() if start.all_day else int(t.timestamp()) for t in times)
    if not rules and not rdates:
        raise _bad()
    return Series(tuple(rules), tuple(exrules), tuple(rdates), frozenset(exdates), start.all_day, start.tz)


def frame(ts: int, series: Series) -> datetime:
    """A UTC instant in the series' frame (aware, or naive local date-time for all-day series)."""
    if series.all_day:
        return datetime.fromtimestamp(ts, series.tz).replace(tzinfo=None)
    return datetime.fromtimestamp(ts, UTC)


def start_ts(dt: datetime, series: Series) -> int:
    """UTC seconds of an original start (all-day: midnight in the series' zone)."""
    if series.all_day:
        return int(dt.replace(tzinfo=series.tz).timestamp())
    return int(dt.timestamp())


ONE_DAY = timedelta(days=1)
