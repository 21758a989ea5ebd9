"""Events as rows: reading what a calendar shows, expanding series, rendering Google's resource.

A calendar shows its own rows plus, for a person's or a room's calendar, the events that list it as
an attendee (one event, one row, as in Google where the organizer's copy is the source of truth).
Instances of a recurring series are computed, never stored, unless they are exceptions (moved or
cancelled instances), which are rows of their own with ``recurringEventId``/``originalStartTime``.
"""

from __future__ import annotations

import base64
import json
from datetime import UTC, datetime, timedelta
from functools import lru_cache
from typing import Any
from zoneinfo import ZoneInfo

from toolproof.service import Context
from toolproof.services.gcal import recurrence as rec
from toolproof.services.gcal.errors import bad_request, invalid, required, time_range_empty
from toolproof.services.gcal.params import ECHOED
from toolproof.services.gcal.times import When, fmt_instant, fmt_updated, instance_suffix, parse_when, zone

Event = dict[str, Any]

#: Series are expanded at most this far past the current virtual time when no timeMax is given.
HORIZON = 400 * 86400

#: Candidate invitations: a substring test on the stored JSON (bodies are dumped with
#: ``json.dumps``), confirmed in Python. SQLite's ``json_each`` is avoided on purpose: SQLite 3.40
#: crashes when a statement that used it is re-run after ``deserialize`` (world reset).
_INVITED = "instr(gcal_events.body, ?) > 0"


def _needle(cal_id: str) -> str:
    return '"email": ' + json.dumps(cal_id)


def now_ms(ctx: Context) -> int:
    return round(ctx.time() * 1000)


def next_seq(ctx: Context) -> int:
    row = ctx.one("SELECT coalesce(max(change_seq), 0) + 1 AS n FROM gcal_events")
    return int(row["n"]) if row is not None else 1


def head_seq(ctx: Context) -> int:
    return next_seq(ctx) - 1


def etag(updated_ms: int, seq: int) -> str:
    return f'"{updated_ms}{seq:06d}"'


def as_event(row: Any) -> Event:
    out = dict(row)
    out["body"] = json.loads(out["body"]) if isinstance(out["body"], str) else out["body"]
    return out


@lru_cache(maxsize=16384)
def _decoded(text: str) -> Any:
    """A stored body, decoded once per distinct text (shared by every world of the process).

    A listing reads every row a calendar shows on every page; decoding their JSON was most of its
    cost. Keyed by the text itself, so a changed, restored or reset row can never hit a stale entry.
    """
    return json.loads(text)


def rows_on(ctx: Context, cal: Any, where: str = "1", args: tuple[Any, ...] = ()) -> list[Event]:
    """Rows a calendar shows: its own, plus invitations for people and rooms.

    Read-only: rows and bodies are shared with a memo and a decode cache (listings and busy times
    only read them; code that changes an event loads it with :func:`find`).
    """
    memo = _memo(ctx)
    key = (cal["id"], cal["kind"], where, args)
    if memo is not None and key in memo:
        return list(memo[key])
    rows = _read_rows(ctx, cal, where, args)
    if memo is not None:
        if len(memo) >= 16:
            memo.clear()
        memo[key] = rows
    return list(rows)


def _memo(ctx: Context) -> dict[Any, list[Event]] | None:
    """The world's memo of calendar rows for the state as it is now, or ``None`` where none may be kept.

    Paging through a listing reads the same rows once per page; between writes they cannot change.
    A write moves ``total_changes``; a reset, restore or stale read empties ``world.derived``; inside
    a write (an open savepoint) nothing is memoised, so a handler always sees its own changes.
    """
    derived = getattr(ctx.world, "derived", None)
    if not isinstance(derived, dict) or ctx.db.in_transaction:
        return None
    stamp = (id(ctx.db), ctx.db.total_changes)
    slot = derived.get("gcal.rows_on")
    if slot is None or slot[0] != stamp:
        slot = derived["gcal.rows_on"] = (stamp, {})
    memo: dict[Any, list[Event]] = slot[1]
    return memo


def _read_rows(ctx: Context, cal: Any, where: str, args: tuple[Any, ...]) -> list[Event]:
    if cal["kind"] == "group":
        sql = f"SELECT * FROM gcal_events WHERE calendar_id = ? AND ({where})"
        params: tuple[Any, ...] = (cal["id"], *args)
    else:
        sql = f"SELECT * FROM gcal_events WHERE (calendar_id = ? OR {_INVITED}) AND ({where})"
        params = (cal["id"], _needle(cal["id"]), *args)
    cursor = ctx.db.execute(sql, params)
    names = [d[0] for d in cursor.description]
    body_at = names.index("body")
    rows: list[Event] = []
    for raw in cursor:
        row = dict(zip(names, raw, strict=True))
        text = raw[body_at]
        row["body"] = _decoded(text) if isinstance(text, str) else text
        rows.append(row)
    return [r for r in rows if r["calendar_id"] == cal["id"] or _lists(r, cal["id"])]


def _lists(event: Event, email: str) -> bool:
    return any(a.get("email") == email for a in event["body"].get("attendees") or [])


def find(ctx: Context, cal: Any, event_id: str) -> Event | None:
    """A stored row (single, master or exception) visible on ``cal`` (by the ``id`` index)."""
    rows = [as_event(r) for r in ctx.all("SELECT * FROM gcal_events WHERE id = ?", (event_id,))]
    own = [r for r in rows if r["calendar_id"] == cal["id"]]
    if own:
        return own[0]
    if cal["kind"] == "group":
        return None
    invited = [r for r in rows if _lists(r, cal["id"])]
    return invited[0] if invited else None


def is_invited(event: Event, cal: Any) -> bool:
    return bool(event["calendar_id"] != cal["id"])


# -- validation and derived columns -------------------------------------------------------------
def derive(body: dict[str, Any], calendar_tz: str) -> dict[str, Any]:
    """Validate start/end/recurrence of an event body; the query columns derived from them.

    A timed ``start``/``end`` is stored as its instant, written in the event's zone (its
    ``timeZone``, else the calendar's) the way reads write it (:func:`canonical_when`): Google keeps
    the instant, not the text it was sent, and renders it in the zone of the response. So an event
    read and written back whole (its start now says ``Z`` where the write said ``+00:00``, or the
    offset of the reader's zone) stores the same text and is not moved.
    """
    if not body.get("end") or not (body["end"].get("date") or body["end"].get("dateTime")):
        raise required("Missing end time.")
    start = parse_when(body.get("start"), "start", calendar_tz)
    end = parse_when(body.get("end"), "end", calendar_tz)
    canonical_when(body, "start", start)
    canonical_when(body, "end", end)
    if start.all_day != end.all_day:
        raise bad_request("Invalid start time.")
    if end.ts < start.ts or (start.all_day and end.ts == start.ts):
        raise time_range_empty(None)
    until: int | None = None
    if body.get("recurrence"):
        if not start.all_day and start.tz_name is None:
            raise bad_request("Missing time zone definition for start time.")
        series = rec.parse_series(body["recurrence"], start)
        last = series.last_start()
        until = None if last is None else rec.start_ts(last, series) + (end.ts - start.ts)
    for a in body.get("attendees") or []:
        email = a.get("email", "")
        local, at, domain = email.partition("@")
        if not local or not at or "." not in domain or " " in email:
            raise invalid("Invalid attendee email.")
    return {"start_ts": start.ts, "end_ts": end.ts, "until_ts": until}


def canonical_when(body: dict[str, Any], key: str, when: When) -> None:
    """``body[key]["dateTime"]`` rewritten as its instant in the event's zone (``when.tz``), in
    Google's form (``Z`` for UTC); an all-day date is kept as given. The instant never changes, only
    its spelling: ``2026-11-12T15:00:00+00:00``, ``…15:00:00Z``, ``…10:00:00-05:00`` and the floating
    ``…15:00:00`` with ``timeZone: Europe/London`` are one start and are stored as one text."""
    if when.all_day:
        return
    raw = body[key]
    if isinstance(raw, dict):
        body[key] = {**raw, "dateTime": fmt_instant(when.ts, when.tz)}


def series_of(event: Event, calendar_tz: str) -> tuple[rec.Series, When, When]:
    body = event["body"]
    start = parse_when(body["start"], "start", calendar_tz)
    end = parse_when(body["end"], "end", calendar_tz)
    return rec.parse_series(body["recurrence"], start), start, end


# -- instances ----------------------------------------------------------------------------------
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


def parse_instance_id(event_id: str) -> tuple[str, str] | None:
    """``("masterid", "20261109T090000Z")`` for an instance id, else None."""
    master, sep, suffix = event_id.rpartition("_")
    if not sep or not master or not (len(suffix) in (8, 16) and suffix[:8].isdigit()):
        return None
    return master, suffix


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


def find_instance(ctx: Context, cal: Any, event_id: str) -> Event | None:
    """A computed (not yet stored) instance named by ``<master>_<original start>``."""
    parsed = parse_instance_id(event_id)
    if parsed is None:
        return None
    master = find(ctx, cal, parsed[0])
    if master is None or not master["body"].get("recurrence") or master["status"] == "cancelled":
        return None
    suffix = parsed[1]
    try:
        if len(suffix) == 8:
            day = datetime.strptime(suffix, "%Y%m%d")
            ts = int(day.replace(tzinfo=zone(cal["time_zone"])).timestamp())
            lo, hi = ts - 86400, ts + 2 * 86400
        else:
            ts = int(datetime.strptime(suffix, "%Y%m%dT%H%M%SZ").replace(tzinfo=UTC).timestamp())
            lo, hi = ts, ts + 1
    except ValueError:
        return None
    for inst in expand(ctx, master, cal["time_zone"], lo, hi, 10):
        if inst["id"] == event_id:
            return inst
    return None


# -- rendering ----------------------------------------------------------------------------------
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


def limit_attendees(resource: dict[str, Any], max_attendees: int | None) -> dict[str, Any]:
    """``maxAttendees``: keep the first N guests (always the caller) and flag ``attendeesOmitted``."""
    attendees = resource.get("attendees")
    if max_attendees is None or not attendees or len(attendees) <= max_attendees:
        return resource
    mine = [a for a in attendees if a.get("self")]
    others = [a for a in attendees if not a.get("self")]
    resource["attendees"] = (mine + others)[:max_attendees] if mine else others[:max_attendees]
    resource["attendeesOmitted"] = True
    return resource


def _when(raw: dict[str, Any], ts: int, view_tz: ZoneInfo) -> dict[str, Any]:
    if raw.get("date") is not None:
        return {"date": raw["date"]}
    out: dict[str, Any] = {"dateTime": fmt_instant(ts, view_tz)}
    if raw.get("timeZone"):
        out["timeZone"] = raw["timeZone"]
    return out


def names_of(ctx: Context) -> dict[str, str]:
    """Display names of people and calendars, for organizer/attendee objects (read-only: shared).

    Every rendered event needs them and reading them is two table scans: between writes they cannot
    change, so a read remembers them (``Context.remembered``), as listings keep their rows.
    """
    return ctx.remembered("gcal.names", lambda: _read_names(ctx), ("gcal_users", "gcal_calendars"))


def names_for(ctx: Context, event: Event) -> dict[str, str]:
    """:func:`names_of` as far as rendering ``event`` needs it (its creator, organizer and guests).

    Inside a write nothing is remembered, and reading two whole directories to name two or three
    people was most of an insert's reading; the names of just those are the same lookups.
    """
    if not ctx.db.in_transaction:
        return names_of(ctx)
    wanted = {event["creator"], event["organizer"]}
    wanted.update(a.get("email") for a in event["body"].get("attendees") or [])
    wanted.discard(None)
    if not wanted:
        return {}
    keys = tuple(sorted(wanted))
    marks = ", ".join("?" * len(keys))
    names = {
        r[0]: r[1]
        for r in ctx.db.execute(f"SELECT email, name FROM gcal_users WHERE email IN ({marks})", keys)
    }
    for r in ctx.db.execute(
        f"SELECT id, summary FROM gcal_calendars WHERE kind != 'primary' AND id IN ({marks})", keys
    ):
        names[r[0]] = r[1]
    return names


def _read_names(ctx: Context) -> dict[str, str]:
    names = {r[0]: r[1] for r in ctx.db.execute("SELECT email, name FROM gcal_users")}
    for r in ctx.db.execute("SELECT id, summary FROM gcal_calendars WHERE kind != 'primary'"):
        names[r[0]] = r[1]
    return names


def view_zone(param: str | None, cal: Any) -> ZoneInfo:
    if param is not None:
        return zone(param)
    return zone(cal["time_zone"])
