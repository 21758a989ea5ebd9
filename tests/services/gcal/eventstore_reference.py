"""Calendar's event expansion and rendering as they were before round 9 (branch ``gcal9``): the
definition the service's cached expansion and faster renderer are held to.

``expand`` computed every instance of a series from its rule on every call, ``render`` looked up
each optional field one by one and ``matches`` (``operations/events.py``'s ``_matches``) built each
row's search text on every call, and ``rows_on`` read a calendar's rows afresh unless the state
had not changed since it last did; ``tests/services/gcal/test_listing_bytes.py`` answers list, get and
instances calls with these swapped in and requires the same bytes. Kept verbatim (but for the
imports): do not "improve" it.
"""

from __future__ import annotations

import base64
from datetime import timedelta
from typing import Any
from zoneinfo import ZoneInfo

from toolproof.service import Context
from toolproof.services.gcal import recurrence as rec
from toolproof.services.gcal.eventstore import HORIZON, Event, _read_rows, series_of
from toolproof.services.gcal.params import ECHOED
from toolproof.services.gcal.times import When, fmt_instant, fmt_updated, instance_suffix


def instance(master: Event, series: rec.Series, start: When, end: When, orig: Any) -> Event:
    """The computed instance of ``master`` that originally starts at ``orig``."""
    ots = rec.start_ts(orig, series)
    body = {k: v for k, v in master["body"].items() if k != "recurrence"}
    if series.all_day:
        day = orig.date()
        days = (end.day - start.day).days if end.day and start.day else 1
        s_raw: dict[str, Any] = {"date": day.isoformat()}
        e_raw: dict[str, Any] = {"date": (day + timedelta(days=days)).isoformat()}
        suffix = instance_suffix(ots, True, day)
        ets = int(rec.start_ts(orig + timedelta(days=days), series))
    else:
        tzname = start.tz_name
        duration = end.ts - start.ts
        s_raw = {"dateTime": fmt_instant(ots, start.tz), "timeZone": tzname}
        e_raw = {"dateTime": fmt_instant(ots + duration, start.tz), "timeZone": tzname}
        suffix = instance_suffix(ots, False)
        ets = ots + duration
    body["start"], body["end"] = s_raw, e_raw
    body["originalStartTime"] = dict(s_raw)
    return {
        **master,
        "id": f"{master['id']}_{suffix}",
        "start_ts": ots,
        "end_ts": ets,
        "until_ts": None,
        "recurring_event_id": master["id"],
        "original_start_ts": ots,
        "body": body,
    }


def expand(
    ctx: Context, master: Event, calendar_tz: str, lo: int | None, hi: int | None, limit: int = 2500
) -> list[Event]:
    """Computed instances of a series whose time overlaps ``[lo, hi)`` (exceptions not applied)."""
    series, start, end = series_of(master, calendar_tz)
    duration = end.ts - start.ts
    lo_ts = max(master["start_ts"], (lo if lo is not None else master["start_ts"]) - duration)
    hi_ts = hi if hi is not None else max(ctx.now(), master["start_ts"]) + HORIZON
    if hi_ts <= lo_ts:
        return []
    starts = series.starts(rec.frame(lo_ts, series), rec.frame(hi_ts, series), limit)
    out = []
    for dt in starts:
        inst = instance(master, series, start, end, dt)
        if (lo is None or inst["end_ts"] > lo or inst["start_ts"] >= lo) and (
            hi is None or inst["start_ts"] < hi
        ):
            out.append(inst)
    return out


def _person(email: str, view: str, names: dict[str, str]) -> dict[str, Any]:
    out: dict[str, Any] = {"email": email}
    if email in names:
        out["displayName"] = names[email]
    if email == view:
        out["self"] = True
    return out


def hidden_from(event: Event, role: str) -> bool:
    """Whether a caller with ``role`` may see only when the event is (free/busy), not what it is."""
    private = event["body"].get("visibility") in ("private", "confidential")
    return role == "freeBusyReader" or (role == "reader" and private)


def render(
    event: Event, cal: Any, view_tz: ZoneInfo, names: dict[str, str], role: str = "owner"
) -> dict[str, Any]:
    """The Event resource as Google returns it on calendar ``cal`` to a caller with ``role``.

    A free/busy reader (and a reader, for a private event) sees only when the event is, not what.
    """
    body = event["body"]
    view = cal["id"]
    out: dict[str, Any] = {"kind": "calendar#event", "etag": event["etag"], "id": event["id"]}
    out["status"] = event["status"]
    minimal = event["status"] == "cancelled" and "start" not in body
    hidden = hidden_from(event, role)
    if minimal or hidden:
        if not minimal:
            out["start"] = _when(body["start"], event["start_ts"], view_tz)
            out["end"] = _when(body["end"], event["end_ts"], view_tz)
            if body.get("recurrence"):
                out["recurrence"] = list(body["recurrence"])
        if event["recurring_event_id"]:
            out["recurringEventId"] = event["recurring_event_id"]
            out["originalStartTime"] = _when(body["originalStartTime"], event["original_start_ts"], view_tz)
        if hidden and body.get("visibility"):
            out["visibility"] = body["visibility"]
        return out
    eid = base64.b64encode(f"{event['id']} {event['calendar_id']}".encode()).decode().rstrip("=")
    out["htmlLink"] = f"https://www.google.com/calendar/event?eid={eid}"
    out["created"] = fmt_updated(event["created"])
    out["updated"] = fmt_updated(event["updated"])
    for key in ("summary", "description", "location", "colorId"):
        if body.get(key) is not None:
            out[key] = body[key]
    out["creator"] = _person(event["creator"], view, names)
    out["organizer"] = _person(event["organizer"], view, names)
    out["start"] = _when(body["start"], event["start_ts"], view_tz)
    out["end"] = _when(body["end"], event["end_ts"], view_tz)
    if body.get("recurrence"):
        out["recurrence"] = list(body["recurrence"])
    if event["recurring_event_id"]:
        out["recurringEventId"] = event["recurring_event_id"]
        out["originalStartTime"] = _when(body["originalStartTime"], event["original_start_ts"], view_tz)
    for key in ("transparency", "visibility"):
        if body.get(key) is not None:
            out[key] = body[key]
    out["iCalUID"] = event["ical_uid"]
    out["sequence"] = event["sequence"]
    if body.get("attendees"):
        attendees = []
        for a in body["attendees"]:
            item = {k: v for k, v in a.items() if v is not None}
            item.setdefault("responseStatus", "needsAction")
            if a["email"] == event["organizer"]:
                item["organizer"] = True
            if a["email"] == view:
                item["self"] = True
            if "displayName" not in item and a["email"] in names:
                item["displayName"] = names[a["email"]]
            attendees.append(item)
        out["attendees"] = attendees
    for key in ("guestsCanInviteOthers", "guestsCanModify", "guestsCanSeeOtherGuests", "anyoneCanAddSelf"):
        if body.get(key) is not None:
            out[key] = body[key]
    out["reminders"] = body.get("reminders") or {"useDefault": True}
    for key in ("extendedProperties", "source", "outOfOfficeProperties", *ECHOED):
        if body.get(key) is not None:
            out[key] = body[key]
    out["eventType"] = body.get("eventType") or "default"
    return out


def _when(raw: dict[str, Any], ts: int, view_tz: ZoneInfo) -> dict[str, Any]:
    if raw.get("date") is not None:
        return {"date": raw["date"]}
    out: dict[str, Any] = {"dateTime": fmt_instant(ts, view_tz)}
    if raw.get("timeZone"):
        out["timeZone"] = raw["timeZone"]
    return out


def matches(event: Event, terms: list[str], names: dict[str, str]) -> bool:
    """``q`` as Google documents it: summary, description, location, and the attendees' and the
    organizer's display names and emails (names as the response shows them, from the directory when
    the event does not carry one)."""
    body = event["body"]
    parts = [str(body.get(k) or "") for k in ("summary", "description", "location")]
    parts.extend((event["organizer"], names.get(event["organizer"], "")))
    for a in body.get("attendees") or []:
        email = a.get("email") or ""
        parts.extend((email, a.get("displayName") or names.get(email, "")))
    text = " ".join(parts).lower()
    return all(t in text for t in terms)


def rows_on(ctx: Context, cal: Any, where: str = "1", args: tuple[Any, ...] = ()) -> list[Event]:
    """A calendar's rows, read now (the memo it had only answered for an unchanged state)."""
    return list(_read_rows(ctx, cal, where, args))
