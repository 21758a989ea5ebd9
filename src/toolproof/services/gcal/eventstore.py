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
from toolproof.world.rowtext import loads

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
    return round(ctx.clock.now * 1000)  # ``ctx.time()``, inline (every event write reads it twice)


def next_seq(ctx: Context) -> int:
    """The next change sequence number (one past the highest stored; by the ``change_seq`` index).

    (perf54) Asked of the world, which keeps it between writes as it keeps a ``seq`` (``EVENTS``
    declares ``change_seq`` its sequence column; :meth:`toolproof.world.World.next_seq`: the same
    number, without a statement while it knows it); read here without a world (a fixture being
    built) or on another database than the world's (a stale read). A bare cursor: the one value needs
    no ``sqlite3.Row`` (every event write asks)."""
    world = ctx.world
    if world is not None and ctx.db is getattr(world, "conn", None):
        return int(world.next_seq(_EVENTS))
    return int(ctx.db.execute(_NEXT_SEQ).fetchone()[0])


_EVENTS = "gcal_events"


_NEXT_SEQ = "SELECT coalesce(max(change_seq), 0) + 1 FROM gcal_events"


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
    only read them; code that changes an event loads it with :func:`find`). Paging through a listing
    reads the same rows once per page, and an episode lists between writes to other services:
    the rows are remembered (:meth:`Context.remembered`) until a write to ``gcal_events``; inside a
    write, only while the write has changed nothing yet, so a handler always sees its own changes.
    """
    key = ("gcal.rows_on", cal["id"], cal["kind"], where, args)
    rows = ctx.remembered(key, lambda: _fixture_rows(ctx, cal, where, args), ("gcal_events",))
    return list(rows)


#: :meth:`Context.pristine`'s token → {rows_on's key: rows}: a calendar's rows while ``gcal_events``
#: is still the fixture's, shared by every world made from that fixture (read-only, as all rows_on
#: rows). Keyed by the token itself (held here), so an entry can never serve another fixture.
_FIXTURE_ROWS: dict[object, dict[Any, list[Event]]] = {}


def _fixture_rows(ctx: Context, cal: Any, where: str, args: tuple[Any, ...]) -> list[Event]:
    """:func:`_read_rows`, kept per fixture while ``gcal_events`` is the fixture's table.

    Finding a calendar's invitations reads every event's body (a scan of the table: most of a
    listing's cost when its rows are not remembered, as on an episode's first list). A renewed or
    reset world is its fixture again: :meth:`Context.pristine` says whether the table still holds
    the fixture's rows (by the change journal, as the incremental state hash), and names the fixture.
    """
    token = ctx.pristine("gcal_events")
    if token is None:
        return _read_rows(ctx, cal, where, args)
    kept = _FIXTURE_ROWS.get(token)
    if kept is None:
        if len(_FIXTURE_ROWS) >= 8:
            _FIXTURE_ROWS.clear()
        kept = _FIXTURE_ROWS[token] = {}
    key = (cal["id"], cal["kind"], where, args)
    rows = kept.get(key)
    if rows is None:
        rows = _read_rows(ctx, cal, where, args)
        if len(kept) >= 256:
            kept.clear()
        kept[key] = rows
    return rows


def _read_rows(ctx: Context, cal: Any, where: str, args: tuple[Any, ...]) -> list[Event]:
    if cal["kind"] == "group":
        sql = f"SELECT * FROM gcal_events WHERE calendar_id = ? AND ({where})"
        params: tuple[Any, ...] = (cal["id"], *args)
    else:
        sql = f"SELECT * FROM gcal_events WHERE (calendar_id = ? OR {_INVITED}) AND ({where})"
        params = (cal["id"], _needle(cal["id"]), *args)
    rows = _shared_rows(ctx, sql, params)
    return [r for r in rows if r["calendar_id"] == cal["id"] or _lists(r, cal["id"])]


def _shared_rows(ctx: Context, sql: str, params: tuple[Any, ...]) -> list[Event]:
    """Rows as plain dicts whose bodies come from the decode cache (read-only: shared)."""
    cursor = ctx.db.execute(sql, params)
    names = [d[0] for d in cursor.description]
    body_at = names.index("body")
    rows: list[Event] = []
    for raw in cursor:
        row = dict(zip(names, raw, strict=True))
        text = raw[body_at]
        row["body"] = _decoded(text) if isinstance(text, str) else text
        rows.append(row)
    return rows


def _lists(event: Event, email: str) -> bool:
    return any(a.get("email") == email for a in event["body"].get("attendees") or [])


def find(ctx: Context, cal: Any, event_id: str, *, shared: bool = False) -> Event | None:
    """A stored row (single, master or exception) visible on ``cal`` (by the ``id`` index).

    ``shared`` for a caller that only reads the event (a get renders it): its body is then the
    decode cache's, not a decoding of its own, and must not be changed.
    """
    own = ctx.record(_OWN, (cal["id"], event_id))
    if own is not None:
        # The calendar's own row, by the primary key (what every get of an event on its own calendar
        # finds): the same dict, keys in column order, as the scan by ``id`` below made.
        text = own["body"]
        if isinstance(text, str):
            own["body"] = _decoded(text) if shared else loads(text)
        return own
    if cal["kind"] == "group":
        return None
    sql = "SELECT * FROM gcal_events WHERE id = ?"
    rows = _shared_rows(ctx, sql, (event_id,)) if shared else [as_event(r) for r in ctx.all(sql, (event_id,))]
    invited = [r for r in rows if _lists(r, cal["id"])]
    return invited[0] if invited else None


#: A calendar's own row of an event, by the primary key (:func:`find`).
_OWN = "SELECT * FROM gcal_events WHERE calendar_id = ? AND id = ?"


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
    """Computed instances of a series whose time overlaps ``[lo, hi)`` (exceptions not applied).

    Which instances a series has in a window, and their times, depend only on the series' ``start``,
    ``end`` and ``recurrence``, the calendar's zone and the window: they are computed once per
    distinct such key in the process (:func:`_expansion`; every world, every episode) and only the
    instance dicts, which carry the rest of the body, are built per call.
    """
    body = master["body"]
    hi_ts = hi if hi is not None else max(ctx.now(), master["start_ts"]) + HORIZON
    try:
        key = (
            tuple(body["start"].items()),
            tuple(body["end"].items()),
            tuple(body["recurrence"]),
            master["start_ts"],
        )
        hash(key)
    except (TypeError, AttributeError, KeyError):
        return _expand(master, calendar_tz, lo, hi, hi_ts, limit)
    return [_instance_of(master, *times) for times in _expansion(key, calendar_tz, lo, hi, hi_ts, limit)]


_Times = tuple[int, int, str, dict[str, Any], dict[str, Any]]


@lru_cache(maxsize=8192)
def _expansion(
    key: tuple[Any, ...], calendar_tz: str, lo: int | None, hi: int | None, hi_ts: int, limit: int
) -> tuple[_Times, ...]:
    """The times of :func:`_expand`'s instances for a series keyed by its ``start``, ``end``,
    ``recurrence`` and ``start_ts``.

    Pure in its arguments (the body's other fields only ride along), so it is shared by every world;
    a changed series has another key. The ``start``/``end`` dicts kept here are never handed out: each
    instance gets copies (:func:`_instance_of`).
    """
    start_raw, end_raw, lines, start_ts = key
    master = {"id": "", "start_ts": start_ts, "body": {"start": dict(start_raw), "end": dict(end_raw)}}
    master["body"]["recurrence"] = list(lines)
    out: list[_Times] = []
    for inst in _expand(master, calendar_tz, lo, hi, hi_ts, limit):
        b = inst["body"]
        out.append((inst["start_ts"], inst["end_ts"], inst["id"][1:], b["start"], b["end"]))
    return tuple(out)


def _instance_of(
    master: Event, ots: int, ets: int, suffix: str, s_raw: dict[str, Any], e_raw: dict[str, Any]
) -> Event:
    """:func:`instance` from its computed times (the same keys in the same order)."""
    body = {k: v for k, v in master["body"].items() if k != "recurrence"}
    body["start"], body["end"] = dict(s_raw), dict(e_raw)
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


def _expand(
    master: Event, calendar_tz: str, lo: int | None, hi: int | None, hi_ts: int, limit: int
) -> list[Event]:
    series, start, end = series_of(master, calendar_tz)
    duration = end.ts - start.ts
    lo_ts = max(master["start_ts"], (lo if lo is not None else master["start_ts"]) - duration)
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


def find_instance(ctx: Context, cal: Any, event_id: str, *, shared: bool = False) -> Event | None:
    """A computed (not yet stored) instance named by ``<master>_<original start>`` (``shared``: as
    :func:`find`; the instance's body then holds the cached body's values)."""
    parsed = parse_instance_id(event_id)
    if parsed is None:
        return None
    master = find(ctx, cal, parsed[0], shared=shared)
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


#: Optional body fields echoed as stored, in the order of Google's resource, by group (a group none of
#: whose fields an event has is skipped in one set test).
_HEAD = ("summary", "description", "location", "colorId")
_SHOWN = ("transparency", "visibility")
_GUESTS = ("guestsCanInviteOthers", "guestsCanModify", "guestsCanSeeOtherGuests", "anyoneCanAddSelf")
_TAIL = ("extendedProperties", "source", "outOfOfficeProperties", *ECHOED)
_SHOWN_SET, _GUESTS_SET, _TAIL_SET = frozenset(_SHOWN), frozenset(_GUESTS), frozenset(_TAIL)


@lru_cache(maxsize=16384)
def _html_link(event_id: str, calendar_id: str) -> str:
    """``htmlLink``: a pure function of the ids, kept per pair (every listing renders the same events)."""
    eid = base64.b64encode(f"{event_id} {calendar_id}".encode()).decode().rstrip("=")
    return f"https://www.google.com/calendar/event?eid={eid}"


def render(
    event: Event, cal: Any, view_tz: ZoneInfo, names: dict[str, str], role: str = "owner"
) -> dict[str, Any]:
    """The Event resource as Google returns it on calendar ``cal`` to a caller with ``role``.

    A free/busy reader (and a reader, for a private event) sees only when the event is, not what.
    Every event of a listing comes through here: groups of optional fields the body lacks are
    skipped by one set test, the link is kept per id, and no field is looked up twice. The keys,
    their order and which containers are new or the body's own are those of
    ``tests/services/gcal/eventstore_reference.py``'s definition (held by the tests).
    """
    body = event["body"]
    view = cal["id"]
    status = event["status"]
    out: dict[str, Any] = {
        "kind": "calendar#event",
        "etag": event["etag"],
        "id": event["id"],
        "status": status,
    }
    minimal = status == "cancelled" and "start" not in body
    hidden = role == "freeBusyReader" or (
        role == "reader" and body.get("visibility") in ("private", "confidential")
    )
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
    get = body.get
    out["htmlLink"] = _html_link(event["id"], event["calendar_id"])
    out["created"] = fmt_updated(event["created"])
    out["updated"] = fmt_updated(event["updated"])
    for key in _HEAD:
        value = get(key)
        if value is not None:
            out[key] = value
    creator, organizer = event["creator"], event["organizer"]
    person: dict[str, Any] = {"email": creator}
    if creator in names:
        person["displayName"] = names[creator]
    if creator == view:
        person["self"] = True
    out["creator"] = person
    person = {"email": organizer}
    if organizer in names:
        person["displayName"] = names[organizer]
    if organizer == view:
        person["self"] = True
    out["organizer"] = person
    out["start"] = _when(body["start"], event["start_ts"], view_tz)
    out["end"] = _when(body["end"], event["end_ts"], view_tz)
    recurrence = get("recurrence")
    if recurrence:
        out["recurrence"] = list(recurrence)
    recurring = event["recurring_event_id"]
    if recurring:
        out["recurringEventId"] = recurring
        out["originalStartTime"] = _when(body["originalStartTime"], event["original_start_ts"], view_tz)
    if not _SHOWN_SET.isdisjoint(body):
        for key in _SHOWN:
            value = get(key)
            if value is not None:
                out[key] = value
    out["iCalUID"] = event["ical_uid"]
    out["sequence"] = event["sequence"]
    guests = get("attendees")
    if guests:
        attendees = []
        for a in guests:
            item = {k: v for k, v in a.items() if v is not None} if None in a.values() else dict(a)
            if "responseStatus" not in item:
                item["responseStatus"] = "needsAction"
            email = a["email"]
            if email == organizer:
                item["organizer"] = True
            if email == view:
                item["self"] = True
            if "displayName" not in item and email in names:
                item["displayName"] = names[email]
            attendees.append(item)
        out["attendees"] = attendees
    if not _GUESTS_SET.isdisjoint(body):
        for key in _GUESTS:
            value = get(key)
            if value is not None:
                out[key] = value
    out["reminders"] = get("reminders") or {"useDefault": True}
    if not _TAIL_SET.isdisjoint(body):
        for key in _TAIL:
            value = get(key)
            if value is not None:
                out[key] = value
    out["eventType"] = get("eventType") or "default"
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
    day = raw.get("date")
    if day is not None:
        return {"date": day}
    tz_name = raw.get("timeZone")
    if tz_name:
        return {"dateTime": fmt_instant(ts, view_tz), "timeZone": tz_name}
    return {"dateTime": fmt_instant(ts, view_tz)}


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


#: One dict per distinct directory in the process (see :func:`_read_names`).
_DIRECTORIES: dict[tuple[tuple[str, Any], ...], dict[str, str]] = {}


def _read_names(ctx: Context) -> dict[str, str]:
    """The directory's names, as the one shared dict for this content in the process: every world of
    a fixture reads the same names, and code that keeps something per rendered text (a listing's
    search text) can then recognise them by identity from one episode to the next."""
    names = {r[0]: r[1] for r in ctx.db.execute("SELECT email, name FROM gcal_users")}
    for r in ctx.db.execute("SELECT id, summary FROM gcal_calendars WHERE kind != 'primary'"):
        names[r[0]] = r[1]
    key = tuple(names.items())
    kept = _DIRECTORIES.get(key)
    if kept is not None:
        return kept
    if len(_DIRECTORIES) >= 64:
        _DIRECTORIES.clear()
    _DIRECTORIES[key] = names
    return names


def view_zone(param: str | None, cal: Any) -> ZoneInfo:
    if param is not None:
        return zone(param)
    return zone(cal["time_zone"])
