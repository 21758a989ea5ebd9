"""(traits46) The weekday an event is said to fall on, where the message gives it no date.

traits44's bare weekday (:mod:`toolproof.tasks.moments`) reads "The call is on Friday" only against a date
the message itself states for the call; "The Acme Freight export check-in is on Monday" of a check-in the
episode booked on a Wednesday, in a message that gives it no date, passed (traits44's and traits45's Left
open). An event's day is in its row: read as a start trait (:class:`toolproof.service.stated.StartTrait`)
of the event the clause names (by its title, or a pronoun standing for it), against the weekdays its start
falls on in the event's zone, its calendar's and UTC (a day said in any of them agrees), and, for a series,
every weekday its rule repeats on (a daily series, or one whose rule names no day but its start's, on
its start's). Read as the episode started and as its writes left it (an event the agent booked or moved);
grounded only by a told text saying it. Not read where the clause states a date (that date's weekday is
the moments check's), says "next / last / this / every other", names the weekday inside the event's own
title, or denies it.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Mapping
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from toolproof.service.stated import StartRows, StartTrait, match_denied

WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_BYDAY = {"MO": 0, "TU": 1, "WE": 2, "TH": 3, "FR": 4, "SA": 5, "SU": 6}
_DAY = r"(?P<v>(?-i:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday))"
_MONTHS = (
    r"January|February|March|April|May|June|July|August|September|October|November|December"
    r"|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec"
)
#: A date stated in the clause: "4 November", "Nov 4", "2026-11-04", "11/4", "the 4th".
_A_DATE = re.compile(
    rf"\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{_MONTHS})\b|\b(?:{_MONTHS})\.?\s+\d{{1,2}}\b"
    r"|\b\d{4}-\d\d-\d\d\b|\b\d{1,2}/\d{1,2}\b|\bthe\s+\d{1,2}(?:st|nd|rd|th)\b"
    r"|\b(?:today|tomorrow|yesterday|tonight)\b",
    re.IGNORECASE,
)


#: Before the weekday, what makes it no event's day: a pronoun subject (a message's "it" may be an issue
#: or a payment the pronoun module gives an event: "It's due on Friday" of a Linear issue was read as the
#: 1:1's day in company-linear.acme-export-status-reply's wrong plan), or a due date, a deadline, a delivery.
_NOT_AN_EVENTS = re.compile(
    r"\b(?:it|it['\u2019]s|its|they|this|that|due|deadline|expires?|ships?|lands?|arrives?|paid|charged"
    r"|billed|renews?)\b",
    re.IGNORECASE,
)


def _said(m: re.Match[str]) -> str | None:
    """The weekday said, folded; ``None`` where the clause states a date, the weekday is qualified, the
    clause speaks of it by a pronoun or as a due date (:data:`_NOT_AN_EVENTS`), or it is denied."""
    if match_denied(m) or _A_DATE.search(m.string):
        return None
    before = m.string[: m.start("v")]
    if re.search(r"\b(?:next|last|this|every\s+other|following|previous|coming)\s+$", before, re.I):
        return None
    if _NOT_AN_EVENTS.search(before):
        return None  # "It's due on Friday": a pronoun may be an issue's, a due date no event's day
    if re.match(r"s\b|\s*(?:,\s*)?\d", m.string[m.end("v") :]):
        return None  # "on Mondays" (a habit), "Monday 4 November" (a date, read elsewhere)
    return m.group("v").casefold()


def _body(row: Mapping[str, Any]) -> Mapping[str, Any]:
    body = row.get("body")
    return body if isinstance(body, Mapping) else {}


def _zone(name: Any) -> dt.tzinfo | None:
    if not isinstance(name, str) or not name:
        return None
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return None


def _held(row: Mapping[str, Any], start: StartRows) -> frozenset[str]:
    """The weekdays the event falls on (its start in its own zone, its calendar's and UTC; an all-day
    event's date), with every day its rule repeats on; nothing for a cancelled event, one with no start,
    or a daily series (any day is one of its days)."""
    if row.get("status") == "cancelled":
        return frozenset()
    body = _body(row)
    at = body.get("start")
    days: set[int] = set()
    if isinstance(at, Mapping) and isinstance(at.get("date"), str):
        try:
            days.add(dt.date.fromisoformat(at["date"]).weekday())
        except ValueError:
            return frozenset()
    else:
        ts = row.get("start_ts")
        if not isinstance(ts, int) or isinstance(ts, bool):
            return frozenset()
        calendar = start.row("gcal_calendars", (row.get("calendar_id"),))
        zones = [
            _zone(at.get("timeZone")) if isinstance(at, Mapping) else None,
            _zone(calendar.get("time_zone")) if calendar is not None else None,
            dt.UTC,
        ]
        moment = dt.datetime.fromtimestamp(ts, dt.UTC)
        days |= {moment.astimezone(z).weekday() for z in zones if z is not None}
    for rule in body.get("recurrence") or ():
        if not isinstance(rule, str) or not rule.startswith("RRULE"):
            continue
        if re.search(r"FREQ=(?:DAILY|HOURLY|MINUTELY|SECONDLY)", rule):
            return frozenset()
        found = re.search(r"BYDAY=([^;]+)", rule)
        if found:
            days |= {_BYDAY[d[-2:]] for d in found.group(1).split(",") if d[-2:] in _BYDAY}
    return frozenset(WEEKDAYS[d] for d in days)


#: "The check-in is on Monday", "it falls on a Friday", "the Roadmap jam on Tuesday": a weekday said of the
#: event the clause names.
WEEKDAY = StartTrait(
    "weekday",
    ("gcal_events",),
    re.compile(
        rf"\b(?:(?:is|was|are|were|falls|fell|happens|happened|takes\s+place|took\s+place|scheduled|booked|"
        rf"set|runs|ran)\s+(?:(?:still|now|also|only|just)\s+)*(?:on\s+)?|on\s+)(?:a\s+)?{_DAY}",
        re.IGNORECASE,
    ),
    _said,
    held_at=_held,
    either=True,
    outside_names=True,
)

TRAITS46 = (WEEKDAY,)
