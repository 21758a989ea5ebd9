"""When a reminder fires: ``reminders.add``'s ``time`` argument read the way Slack documents it.

Slack takes "the Unix timestamp (up to five years from now), the number of seconds until the reminder
(if within 24 hours), or a natural language description (Ex. "in 15 minutes," or "every Thursday")".
The natural language Slack understands is larger than any grammar written down; this module reads the
forms people and agents write most, in the creator's time zone, and answers ``None`` (Slack's
``cannot_parse``) for everything else rather than guessing:

- ``in 15 minutes``, ``in an hour``, ``in 2 days``, ``in 1 week``;
- a day, a clock time, or both, in either order: ``tomorrow``, ``at 5pm``, ``tomorrow at 9:30am``,
  ``on Friday at noon``, ``next Monday``, ``3pm on 2026-12-04``, ``on December 4 at 14:00``. A day
  without a time is at 9:00 (Slack's default); a time without a day is today if still ahead, else
  tomorrow; a weekday is the next such day (today only if the time is still ahead);
- recurring: ``every day``, ``every weekday``, ``every Thursday``, ``every Monday and Wednesday``,
  ``every week``, ``every month``, ``every year``, ``daily`` / ``weekly`` / ``monthly``, each optionally
  ``at`` a time (default 9:00). ``time`` is then the next occurrence.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

#: The furthest ahead a timestamp may be ("up to five years from now").
FIVE_YEARS = 5 * 365 * 86400
#: Plain numbers up to this many are seconds from now ("if within 24 hours"), larger ones timestamps.
SECONDS_FROM_NOW = 86400
DEFAULT_CLOCK = time(9, 0)

_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_DAY_NAMES = {name: i for i, name in enumerate(_WEEKDAYS)} | {name[:3]: i for i, name in enumerate(_WEEKDAYS)}
_MONTHS = (
    "january", "february", "march", "april", "may", "june",
    "july", "august", "september", "october", "november", "december",
)  # fmt: skip
_MONTH_NAMES = {name: i + 1 for i, name in enumerate(_MONTHS)} | {
    name[:3]: i + 1 for i, name in enumerate(_MONTHS)
}
_UNITS = {
    "second": 1, "sec": 1, "minute": 60, "min": 60, "hour": 3600, "hr": 3600, "day": 86400, "week": 604800,
}  # fmt: skip

_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_IN = re.compile(r"in (\d+|an?|one) (second|sec|minute|min|hour|hr|day|week)s?")
_CLOCK = re.compile(r"(?:at )?(?:(noon|midday|midnight)|(\d{1,2})(?::(\d{2}))? ?(am|pm|a\.m\.|p\.m\.)?)")
_WEEKDAY = "|".join(sorted(_DAY_NAMES, key=len, reverse=True))
_MONTH = "|".join(sorted(_MONTH_NAMES, key=len, reverse=True))
_DAY = re.compile(
    rf"(?:on )?(?:(today|tomorrow)|(next )?({_WEEKDAY})|(\d{{4}})-(\d{{2}})-(\d{{2}})"
    rf"|({_MONTH})\.? (\d{{1,2}})(?:st|nd|rd|th)?(?:,? (\d{{4}}))?)"
)
_EVERY = re.compile(
    rf"(?:every|each) (day|weekday|week|month|year|(?:{_WEEKDAY})(?:(?:,| and|, and) (?:{_WEEKDAY}))*)"
)
_EVERY_WORD = re.compile(r"(daily|weekly|monthly|yearly|annually)")


@dataclass(frozen=True, slots=True)
class When:
    """The reminder's next firing (Unix seconds) and whether it repeats."""

    time: int
    recurring: bool


def parse(text: str, now: int, zone: ZoneInfo) -> When | None:
    """``text`` as a reminder time for a creator in ``zone`` at ``now``; ``None``: cannot parse."""
    phrase = " ".join(text.casefold().replace(",", ", ").split()).rstrip(".").replace(" ,", ",")
    if not phrase:
        return None
    if _NUMBER.fullmatch(phrase):
        return _number(float(phrase), now)
    if match := _IN.fullmatch(phrase):
        count = 1 if match[1] in ("a", "an", "one") else int(match[1])
        at = now + count * _UNITS[match[2]]
        return When(at, False) if count > 0 and at - now <= FIVE_YEARS else None
    local = datetime.fromtimestamp(now, zone)
    return _recurring(phrase, local, now, zone) or _once(phrase, local, now, zone)


def _number(value: float, now: int) -> When | None:
    seconds = int(value)
    if 0 < seconds <= SECONDS_FROM_NOW:
        return When(now + seconds, False)
    if now < seconds <= now + FIVE_YEARS:
        return When(seconds, False)
    return None


def _clock(text: str) -> time | None:
    match = _CLOCK.fullmatch(text)
    if match is None:
        return None
    if match[1]:
        return time(0, 0) if match[1] == "midnight" else time(12, 0)
    hour, minute, meridiem = int(match[2]), int(match[3] or 0), (match[4] or "").replace(".", "")
    if minute > 59:
        return None
    if meridiem:
        if not 1 <= hour <= 12:
            return None
        hour = hour % 12 + (12 if meridiem == "pm" else 0)
    elif hour > 23 or (not text.startswith("at") and match[3] is None):
        return None  # a bare "5" is not a time of day; "at 5" and "17:00" are
    return time(hour, minute)


def _split(phrase: str, head: re.Pattern[str]) -> tuple[re.Match[str], time] | None:
    """``phrase`` as ``head`` followed or preceded by an optional clock time (default 9:00)."""
    if match := head.fullmatch(phrase):
        return match, DEFAULT_CLOCK
    for first in (head, _CLOCK):
        for cut in range(1, len(phrase)):
            if phrase[cut] != " ":
                continue
            left, right = phrase[:cut], phrase[cut + 1 :]
            part, clock_text = (left, right) if first is head else (right, left)
            match = head.fullmatch(part)
            clock = _clock(clock_text) if match else None
            if match and clock is not None:
                return match, clock
    return None


def _at(day: date, clock: time, zone: ZoneInfo) -> int:
    return int(datetime.combine(day, clock, zone).timestamp())


def _once(phrase: str, local: datetime, now: int, zone: ZoneInfo) -> When | None:
    clock = _clock(phrase)
    if clock is not None:  # a time alone: today if still ahead, else tomorrow
        at = _at(local.date(), clock, zone)
        return When(at if at > now else _at(local.date() + timedelta(days=1), clock, zone), False)
    found = _split(phrase, _DAY)
    if found is None:
        return None
    match, clock = found
    today = local.date()
    if match[1]:
        day = today if match[1] == "today" else today + timedelta(days=1)
    elif match[3]:
        ahead = (_DAY_NAMES[match[3]] - today.weekday()) % 7
        day = today + timedelta(days=ahead)
        if ahead == 0 and (match[2] or _at(day, clock, zone) <= now):
            day += timedelta(days=7)  # "next Monday" on a Monday, or today's time has passed
    else:
        try:
            if match[4]:
                day = date(int(match[4]), int(match[5]), int(match[6]))
            else:
                day = date(int(match[9] or today.year), _MONTH_NAMES[match[7]], int(match[8]))
                if match[9] is None and _at(day, clock, zone) <= now:
                    day = day.replace(year=day.year + 1)
        except ValueError:
            return None
    at = _at(day, clock, zone)
    return When(at, False) if now < at <= now + FIVE_YEARS else None


def _recurring(phrase: str, local: datetime, now: int, zone: ZoneInfo) -> When | None:
    found = _split(phrase, _EVERY) or _split(phrase, _EVERY_WORD)
    if found is None:
        return None
    match, clock = found
    what = {"daily": "day", "weekly": "week", "monthly": "month", "yearly": "year", "annually": "year"}.get(
        match[1], match[1]
    )
    today = local.date()
    if what in ("day", "weekday"):
        days = set(range(5)) if what == "weekday" else set(range(7))
    elif what == "week":
        days = {today.weekday()}
    elif what in ("month", "year"):
        at = _at(today, clock, zone)
        if at > now:
            return When(at, True)
        step = (
            _add_months(today, 1) if what == "month" else _add_months(today, 12)
        )  # the same day next month / year, clamped to its length
        return When(_at(step, clock, zone), True)
    else:
        days = {_DAY_NAMES[name] for name in re.findall(_WEEKDAY, what)}
    for ahead in range(8):
        day = today + timedelta(days=ahead)
        if day.weekday() in days and _at(day, clock, zone) > now:
            return When(_at(day, clock, zone), True)
    return None  # unreachable: some matching day lies within a week


def _add_months(day: date, months: int) -> date:
    month = day.month - 1 + months
    year, month = day.year + month // 12, month % 12 + 1
    for last in (31, 30, 29, 28):
        try:
            return date(year, month, min(day.day, last))
        except ValueError:
            continue
    raise AssertionError("every month has at least 28 days")
