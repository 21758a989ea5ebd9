"""events.*: list (time windows, search, expansion, paging, incremental sync), get, insert, patch,
update, delete, move, instances, quickAdd."""

from __future__ import annotations

import json
import re
from typing import Any, Literal

from pydantic import Field

from toolproof.service import Context, Response
from toolproof.services.gcal import eventstore as es
from toolproof.services.gcal.access import RANK, calendar, me
from toolproof.services.gcal.base import service
from toolproof.services.gcal.errors import (
    bad_request,
    condition_not_met,
    deleted,
    duplicate,
    forbidden_for_non_organizer,
    invalid,
    not_found,
    required,
    required_access,
    time_range_empty,
)
from toolproof.services.gcal.model import ATTENDEE_FIELDS, SHARED_FIELDS, EventBody, Query
from toolproof.services.gcal.notifications import mode, notify
from toolproof.services.gcal.times import fmt_updated, parse_instant
from toolproof.services.gcal.tokens import page_token, read_page_token, read_sync_token, sync_token
from toolproof.world.rng import BASE32HEX

SendUpdates = Literal["all", "externalOnly", "none"]
_EVENT_ID = re.compile(r"[a-v0-9]{5,1024}")
#: Parameters Google refuses next to a syncToken.
SYNC_EXCLUSIVE = (
    "iCalUID",
    "orderBy",
    "privateExtendedProperty",
    "q",
    "sharedExtendedProperty",
    "timeMin",
    "timeMax",
    "updatedMin",
)
_TIME_FIELDS = ("start", "end", "recurrence", "location")


class ListEvents(Query):
    calendarId: str
    timeMin: str | None = None
    timeMax: str | None = None
    q: str | None = None
    singleEvents: bool = False
    orderBy: Literal["startTime", "updated"] | None = None
    showDeleted: bool = False
    updatedMin: str | None = None
    iCalUID: str | None = None
    maxResults: int = Field(250, ge=1)
    pageToken: str | None = None
    syncToken: str | None = None
    timeZone: str | None = None
    privateExtendedProperty: list[str] | None = None
    sharedExtendedProperty: list[str] | None = None
    eventTypes: list[str] | None = None
    showHiddenInvitations: bool | None = None
    alwaysIncludeEmail: bool | None = None
    maxAttendees: int | None = Field(None, ge=1)


def _matches(event: es.Event, terms: list[str]) -> bool:
    body = event["body"]
    parts = [str(body.get(k) or "") for k in ("summary", "description", "location")]
    parts.append(event["organizer"])
    for a in body.get("attendees") or []:
        parts.extend((a.get("email") or "", a.get("displayName") or ""))
    text = " ".join(parts).lower()
    return all(t in text for t in terms)


def _ext_match(event: es.Event, which: str, wanted: list[str] | None) -> bool:
    if not wanted:
        return True
    props = (event["body"].get("extendedProperties") or {}).get(which) or {}
    for item in wanted:
        key, _, value = item.partition("=")
        if props.get(key) != value:
            return False
    return True


def _in_window(event: es.Event, lo: int | None, hi: int | None) -> bool:
    if event["status"] == "cancelled" and "start" not in event["body"]:
        s = e = event["original_start_ts"] or event["start_ts"]
    else:
        s, e = event["start_ts"], event["end_ts"]
    if hi is not None and s >= hi:
        return False
    return lo is None or e > lo or (s == e and s >= lo)


def _listing(
    ctx: Context, cal: Any, role: str, p: ListEvents, items: list[es.Event], seq: int, more: bool = False
) -> dict[str, Any]:
    """Page ``items`` and wrap them in Google's Events envelope."""
    offset = 0
    if p.pageToken is not None:
        offset, seq = read_page_token(p.pageToken)
    limit = min(p.maxResults, 2500)
    page = items[offset : offset + limit]
    tz = es.view_zone(p.timeZone, cal)
    names = es.names_of(ctx)
    user = me(ctx)
    entry = ctx.one(
        "SELECT default_reminders FROM gcal_calendar_list WHERE user = ? AND calendar_id = ?",
        (user, cal["id"]),
    )
    updated = max([cal["updated"], *(e["updated"] for e in items)])
    out: dict[str, Any] = {
        "kind": "calendar#events",
        "etag": f'"p{updated}{seq:06d}"',
        "summary": cal["summary"],
    }
    if cal["description"]:
        out["description"] = cal["description"]
    out["updated"] = fmt_updated(updated)
    out["timeZone"] = cal["time_zone"]
    out["accessRole"] = role
    out["defaultReminders"] = json.loads(entry["default_reminders"]) if entry is not None else []
    if offset + limit < len(items) or more:
        out["nextPageToken"] = page_token(offset + limit, seq)
    else:
        out["nextSyncToken"] = sync_token(cal["id"], seq)
    out["items"] = [es.limit_attendees(es.render(e, cal, tz, names, role), p.maxAttendees) for e in page]
    return out


def _expand_changed(ctx: Context, cal: Any, rows: list[es.Event]) -> list[es.Event]:
    """Incremental sync with ``singleEvents``: a changed series is reported as its instances."""
    stored = {e["id"] for e in es.rows_on(ctx, cal, "recurring_event_id IS NOT NULL")}
    out: list[es.Event] = []
    for e in rows:
        if e["recurring_event_id"] is None and e["body"].get("recurrence") and e["status"] != "cancelled":
            out.extend(i for i in es.expand(ctx, e, cal["time_zone"], None, None) if i["id"] not in stored)
        else:
            out.append(e)
    return out


@service.operation("gcal.events.list", "GET", "/calendars/{calendarId}/events", writes=False)
def list_events(ctx: Context, p: ListEvents) -> dict[str, Any]:
    """Events on a calendar: a time window, text search, recurring series expanded on request,
    pages, and incremental sync (changed and cancelled events since a sync token)."""
    user = me(ctx)
    cal, role = calendar(ctx, p.calendarId, user, "freeBusyReader")
    es.view_zone(p.timeZone, cal)
    head = es.head_seq(ctx)
    if p.syncToken is not None:
        for name in SYNC_EXCLUSIVE:
            if getattr(p, name) is not None:
                raise invalid(f"The parameter {name} cannot be used together with syncToken.", name)
        if "showDeleted" in p.model_fields_set and not p.showDeleted:
            raise invalid("showDeleted=false cannot be used together with syncToken.", "showDeleted")
        since = read_sync_token(p.syncToken, cal["id"], cal["sync_floor"], head)
        rows = es.rows_on(ctx, cal, "change_seq > ?", (since,))
        if p.singleEvents:
            rows = _expand_changed(ctx, cal, rows)
        rows.sort(key=lambda e: (e["change_seq"], e["start_ts"], e["calendar_id"], e["id"]))
        return _listing(ctx, cal, role, p, rows, head)
    lo = parse_instant(p.timeMin, "timeMin") if p.timeMin is not None else None
    hi = parse_instant(p.timeMax, "timeMax") if p.timeMax is not None else None
    if lo is not None and hi is not None and hi <= lo:
        raise time_range_empty("timeMax")
    if p.orderBy == "startTime" and not p.singleEvents:
        raise bad_request("The requested ordering is not available for the particular query.")
    updated_min = parse_instant(p.updatedMin, "updatedMin") * 1000 if p.updatedMin is not None else None
    with_deleted = p.showDeleted or updated_min is not None
    terms = p.q.lower().split() if p.q else []
    rows = es.rows_on(ctx, cal)
    exceptions = {e["id"] for e in rows if e["recurring_event_id"]}
    # Items are ordered by start, so a page never needs more than offset + page size (+ the stored
    # exceptions that may replace some) instances of any one series; expanding further is waste.
    offset = read_page_token(p.pageToken)[0] if p.pageToken is not None else 0
    cap = 2500 if p.orderBy == "updated" else offset + min(p.maxResults, 2500) + len(exceptions) + 1
    truncated = False
    items: list[es.Event] = []
    for e in rows:
        if p.iCalUID is not None and e["ical_uid"] != p.iCalUID:
            continue
        if updated_min is not None and e["updated"] < updated_min:
            continue
        if terms and (es.hidden_from(e, role) or not _matches(e, terms)):
            continue
        if not _ext_match(e, "private", p.privateExtendedProperty) or not _ext_match(
            e, "shared", p.sharedExtendedProperty
        ):
            continue
        if p.eventTypes and (e["body"].get("eventType") or "default") not in p.eventTypes:
            continue
        cancelled = e["status"] == "cancelled"
        if e["recurring_event_id"] is None and e["body"].get("recurrence"):
            if p.singleEvents:
                if cancelled:
                    continue
                instances = es.expand(ctx, e, cal["time_zone"], lo, hi, cap)
                truncated = truncated or len(instances) >= cap
                items.extend(i for i in instances if i["id"] not in exceptions)
                continue
            if cancelled and not with_deleted:
                continue
            if (hi is None or e["start_ts"] < hi) and (
                lo is None or e["until_ts"] is None or e["until_ts"] > lo
            ):
                items.append(e)
            continue
        if cancelled and not with_deleted and (p.singleEvents or not e["recurring_event_id"]):
            continue
        if _in_window(e, lo, hi):
            items.append(e)
    if p.orderBy == "updated":
        items.sort(key=lambda e: (e["updated"], e["id"]))
    else:
        items.sort(key=lambda e: (e["start_ts"], e["id"]))
    items = items[: offset + min(p.maxResults, 2500)] if truncated else items
    return _listing(ctx, cal, role, p, items, head, more=truncated)


class GetEvent(Query):
    calendarId: str
    eventId: str
    timeZone: str | None = None
    maxAttendees: int | None = Field(None, ge=1)
    alwaysIncludeEmail: bool | None = None
    ifNoneMatch: str | None = None


def _load(ctx: Context, cal: Any, event_id: str) -> es.Event:
    event = es.find(ctx, cal, event_id) or es.find_instance(ctx, cal, event_id)
    if event is None:
        raise not_found()
    return event


@service.operation("gcal.events.get", "GET", "/calendars/{calendarId}/events/{eventId}", writes=False)
def get_event(ctx: Context, p: GetEvent) -> dict[str, Any] | Response:
    """One event (a single event, a series, a stored exception or a computed instance). Cancelled
    events are still returned, with ``status: cancelled``; a matching If-None-Match is a 304."""
    user = me(ctx)
    cal, role = calendar(ctx, p.calendarId, user, "freeBusyReader")
    event = _load(ctx, cal, p.eventId)
    if p.ifNoneMatch is not None and p.ifNoneMatch == event["etag"]:
        return Response(304)
    resource = es.render(event, cal, es.view_zone(p.timeZone, cal), es.names_of(ctx), role)
    return es.limit_attendees(resource, p.maxAttendees)


class InsertEvent(Query):
    calendarId: str
    body: EventBody
    sendUpdates: SendUpdates | None = None
    sendNotifications: bool | None = None
    conferenceDataVersion: int | None = Field(None, ge=0, le=1)
    maxAttendees: int | None = Field(None, ge=1)
    supportsAttachments: bool | None = None


def _clean_body(body: EventBody, fields: set[str] | None = None) -> dict[str, Any]:
    data = body.model_dump(mode="json", exclude_none=True)
    if fields is not None:
        data = {k: v for k, v in data.items() if k in fields}
    if "attendees" in data:
        data["attendees"] = [{k: v for k, v in a.items() if v is not None} for a in data["attendees"]]
    return data


def _prepare_attendees(ctx: Context, body: dict[str, Any], organizer: str) -> None:
    """Default responseStatus; the organizer accepts their own event; rooms accept bookings."""
    rooms = {r["id"] for r in ctx.all("SELECT id FROM gcal_calendars WHERE kind = 'resource'")}
    for a in body.get("attendees") or []:
        a["email"] = a["email"].lower()
        if a["email"] in rooms:
            a["resource"] = True
            a.setdefault("responseStatus", "accepted")
        elif a["email"] == organizer:
            a.setdefault("responseStatus", "accepted")
        else:
            a.setdefault("responseStatus", "needsAction")


def _write(ctx: Context, event: es.Event, *, insert: bool) -> es.Event:
    """Store an event row with fresh updated/etag/change_seq."""
    seq = es.next_seq(ctx)
    event["updated"] = es.now_ms(ctx)
    event["change_seq"] = seq
    event["etag"] = es.etag(event["updated"], seq)
    cols = [
        "calendar_id",
        "id",
        "ical_uid",
        "status",
        "organizer",
        "creator",
        "start_ts",
        "end_ts",
        "until_ts",
        "recurring_event_id",
        "original_start_ts",
        "body",
        "sequence",
        "created",
        "updated",
        "etag",
        "change_seq",
    ]
    values = [json.dumps(event["body"], sort_keys=True) if c == "body" else event.get(c) for c in cols]
    if insert:
        ctx.db.execute(
            f"INSERT INTO gcal_events ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))})", values
        )
    else:
        sets = ", ".join(f"{c} = ?" for c in cols[2:])
        ctx.db.execute(
            f"UPDATE gcal_events SET {sets} WHERE calendar_id = ? AND id = ?",
            (*values[2:], event["calendar_id"], event["id"]),
        )
    return event


def create_event(
    ctx: Context,
    cal: Any,
    user: str,
    body: dict[str, Any],
    event_id: str | None = None,
    organizer: str | None = None,
) -> es.Event:
    """Validate and store a new event on ``cal`` (shared by insert, quickAdd and the fixture)."""
    given_id = body.pop("id", None)
    event_id = given_id if given_id is not None else event_id
    if event_id is not None:
        if not _EVENT_ID.fullmatch(event_id):
            raise invalid("Invalid resource id value.")
        if ctx.one("SELECT 1 FROM gcal_events WHERE calendar_id = ? AND id = ?", (cal["id"], event_id)):
            raise duplicate()
    else:
        event_id = ctx.new_id("", 26, BASE32HEX)
    status = body.pop("status", "confirmed")
    ical_uid = body.pop("iCalUID", None) or f"{event_id}@google.com"
    sequence = body.pop("sequence", 0)
    cols = es.derive(body, cal["time_zone"])
    _prepare_attendees(ctx, body, organizer or cal["id"])
    now = es.now_ms(ctx)
    event: es.Event = {
        "calendar_id": cal["id"],
        "id": event_id,
        "ical_uid": ical_uid,
        "status": status,
        "organizer": organizer or cal["id"],
        "creator": user,
        **cols,
        "recurring_event_id": None,
        "original_start_ts": None,
        "body": body,
        "sequence": sequence,
        "created": now,
    }
    return _write(ctx, event, insert=True)


@service.operation("gcal.events.insert", "POST", "/calendars/{calendarId}/events", writes=True)
def insert_event(ctx: Context, p: InsertEvent) -> dict[str, Any]:
    """Create an event. A client-chosen ``id`` (base32hex, 5–1024 chars) makes retries safe: the
    second attempt is a 409 ``duplicate``."""
    user = me(ctx)
    cal, _role = calendar(ctx, p.calendarId, user, "writer")
    event = create_event(ctx, cal, user, _clean_body(p.body))
    how = mode(p.sendUpdates, p.sendNotifications)
    notify(ctx, event, event["body"].get("attendees") or [], how, "invitation", user)
    return es.render(event, cal, es.view_zone(None, cal), es.names_of(ctx))


class ImportBody(EventBody):
    organizer: dict[str, str] | None = None


class ImportEvent(Query):
    calendarId: str
    body: ImportBody
    conferenceDataVersion: int | None = Field(None, ge=0, le=1)
    supportsAttachments: bool | None = None


@service.operation("gcal.events.import", "POST", "/calendars/{calendarId}/events/import", writes=True)
def import_event(ctx: Context, p: ImportEvent) -> dict[str, Any]:
    """Add a private copy of an existing event (an invitation from elsewhere), keyed by ``iCalUID``:
    importing the same iCalUID again updates that copy instead of duplicating it."""
    user = me(ctx)
    cal, _role = calendar(ctx, p.calendarId, user, "writer")
    if not p.body.iCalUID:
        raise required("Missing iCalUID.", "iCalUID")
    body = _clean_body(p.body)
    organizer = (body.pop("organizer", None) or {}).get("email", "").lower() or None
    existing = ctx.one(
        "SELECT * FROM gcal_events WHERE calendar_id = ? AND ical_uid = ? AND recurring_event_id IS NULL",
        (cal["id"], p.body.iCalUID),
    )
    if existing is None:
        event = create_event(ctx, cal, user, body, organizer=organizer)
    else:
        event = es.as_event(existing)
        for key in ("id", "iCalUID", "sequence"):
            body.pop(key, None)
        event["status"] = body.pop("status", "confirmed")
        event.update(es.derive(body, cal["time_zone"]))
        _prepare_attendees(ctx, body, event["organizer"])
        event["body"] = body
        event["sequence"] += 1
        _write(ctx, event, insert=False)
    return es.render(event, cal, es.view_zone(None, cal), es.names_of(ctx))


class PatchEvent(Query):
    calendarId: str
    eventId: str
    body: EventBody
    sendUpdates: SendUpdates | None = None
    sendNotifications: bool | None = None
    conferenceDataVersion: int | None = Field(None, ge=0, le=1)
    maxAttendees: int | None = Field(None, ge=1)
    supportsAttachments: bool | None = None
    alwaysIncludeEmail: bool | None = None
    ifMatch: str | None = None


GUEST_ANSWER = ("responseStatus", "comment", "additionalGuests")


def _check_attendee_edit(old: dict[str, Any], new: dict[str, Any], user: str) -> None:
    """A guest may change only their own response (and their private display settings)."""
    changed = {k for k in set(old) | set(new) if old.get(k) != new.get(k)}
    if changed & SHARED_FIELDS:
        raise forbidden_for_non_organizer()
    if changed - ATTENDEE_FIELDS and not old.get("guestsCanModify"):
        raise forbidden_for_non_organizer()
    if "attendees" in changed and not old.get("guestsCanModify"):
        before = {a["email"]: a for a in old.get("attendees") or []}
        after = {a["email"].lower(): a for a in new.get("attendees") or []}
        if set(before) != set(after):
            raise forbidden_for_non_organizer()
        for email, a in after.items():
            was = before[email].get("responseStatus", "needsAction")
            if email != user and a.get("responseStatus", "needsAction") != was:
                raise forbidden_for_non_organizer()
        merged = []
        for b in old.get("attendees") or []:
            item = dict(b)
            if b["email"] == user:
                item.update({k: v for k, v in after[user].items() if k in GUEST_ANSWER})
            merged.append(item)
        new["attendees"] = merged


def _modify(ctx: Context, p: PatchEvent, *, replace: bool) -> dict[str, Any]:
    user = me(ctx)
    cal, role = calendar(ctx, p.calendarId, user)
    event = _load(ctx, cal, p.eventId)
    if p.ifMatch is not None and p.ifMatch != event["etag"]:
        raise condition_not_met()
    invited = es.is_invited(event, cal)
    if not invited and RANK[role] < RANK["writer"]:
        raise required_access("writer")
    old = event["body"]
    given = _clean_body(p.body, None if replace else set(p.body.model_fields_set))
    for key in ("id", "iCalUID", "sequence"):
        given.pop(key, None)
    status = given.pop("status", None)
    if replace:
        new = {k: v for k, v in given.items()}
        if "originalStartTime" in old:
            new["originalStartTime"] = old["originalStartTime"]
    else:
        new = {**old}
        for key in p.body.model_fields_set - {"id", "iCalUID", "sequence", "status"}:
            if key in given:
                new[key] = given[key]
            else:
                new.pop(key, None)
    if event["recurring_event_id"] and "recurrence" in new:
        raise bad_request("Cannot set recurrence on an instance of a recurring event.")
    if invited:
        _check_attendee_edit(old, new, user)
    cols = es.derive(new, cal["time_zone"])
    _prepare_attendees(ctx, new, event["organizer"])
    stored = ctx.one(
        "SELECT 1 FROM gcal_events WHERE calendar_id = ? AND id = ?", (event["calendar_id"], event["id"])
    )
    if any(old.get(k) != new.get(k) for k in _TIME_FIELDS):
        event["sequence"] = event["sequence"] + 1
    event.update(cols)
    if event["recurring_event_id"] is not None:
        event["until_ts"] = None
    event["body"] = new
    if status is not None:
        event["status"] = status
    elif event["status"] == "cancelled" and stored is None:
        event["status"] = "confirmed"
    if stored is None:
        event["created"] = es.now_ms(ctx)
    _write(ctx, event, insert=stored is None)
    if not invited:
        how = mode(p.sendUpdates, p.sendNotifications)
        before = {a["email"] for a in old.get("attendees") or []}
        for a in new.get("attendees") or []:
            notify(ctx, event, [a], how, "update" if a["email"] in before else "invitation", user)
        gone = [
            a
            for a in old.get("attendees") or []
            if a["email"] not in {b["email"] for b in new.get("attendees") or []}
        ]
        notify(ctx, event, gone, how, "cancellation", user)
    return es.render(event, cal, es.view_zone(None, cal), es.names_of(ctx))


@service.operation("gcal.events.patch", "PATCH", "/calendars/{calendarId}/events/{eventId}", writes=True)
def patch_event(ctx: Context, p: PatchEvent) -> dict[str, Any]:
    """Change the given fields. On an instance id this stores an exception; a guest may change only
    their own response (403 ``forbiddenForNonOrganizer`` otherwise); a stale If-Match is a 412."""
    return _modify(ctx, p, replace=False)


@service.operation("gcal.events.update", "PUT", "/calendars/{calendarId}/events/{eventId}", writes=True)
def update_event(ctx: Context, p: PatchEvent) -> dict[str, Any]:
    """Replace the event. Omitted fields are reset to defaults, which for a guest counts as
    changing shared properties (Google's advice: guests should patch)."""
    return _modify(ctx, p, replace=True)


class DeleteEvent(Query):
    calendarId: str
    eventId: str
    sendUpdates: SendUpdates | None = None
    sendNotifications: bool | None = None
    ifMatch: str | None = None


@service.operation(
    "gcal.events.delete", "DELETE", "/calendars/{calendarId}/events/{eventId}", writes=True, destructive=True
)
def delete_event(ctx: Context, p: DeleteEvent) -> None:
    """Cancel an event (it stays visible to sync as ``cancelled``); an instance id cancels that one
    occurrence; a guest deleting an invitation declines it. A repeated delete is a 410 ``deleted``."""
    user = me(ctx)
    cal, role = calendar(ctx, p.calendarId, user)
    event = _load(ctx, cal, p.eventId)
    if event["status"] == "cancelled":
        raise deleted()
    if p.ifMatch is not None and p.ifMatch != event["etag"]:
        raise condition_not_met()
    stored = ctx.one(
        "SELECT 1 FROM gcal_events WHERE calendar_id = ? AND id = ?", (event["calendar_id"], event["id"])
    )
    if es.is_invited(event, cal):
        for a in event["body"].get("attendees") or []:
            if a["email"] == cal["id"]:
                a["responseStatus"] = "declined"
        if stored is None:
            event["created"] = es.now_ms(ctx)
        _write(ctx, event, insert=stored is None)
        return None
    if RANK[role] < RANK["writer"]:
        raise required_access("writer")
    event["status"] = "cancelled"
    guests = event["body"].get("attendees") or []
    if stored is None:
        event["body"] = {"originalStartTime": event["body"]["originalStartTime"]}
        event["created"] = es.now_ms(ctx)
    _write(ctx, event, insert=stored is None)
    notify(ctx, event, guests, mode(p.sendUpdates, p.sendNotifications), "cancellation", user)
    if event["body"].get("recurrence"):
        for exc in ctx.all(
            "SELECT * FROM gcal_events WHERE calendar_id = ? AND recurring_event_id = ? "
            "AND status != 'cancelled'",
            (event["calendar_id"], event["id"]),
        ):
            child = es.as_event(exc)
            child["status"] = "cancelled"
            _write(ctx, child, insert=False)
    return None


class MoveEvent(Query):
    calendarId: str
    eventId: str
    destination: str
    sendUpdates: SendUpdates | None = None
    sendNotifications: bool | None = None


@service.operation("gcal.events.move", "POST", "/calendars/{calendarId}/events/{eventId}/move", writes=True)
def move_event(ctx: Context, p: MoveEvent) -> dict[str, Any]:
    """Move an event to another calendar, which makes that calendar its organizer. The source keeps
    a cancelled tombstone so its incremental sync sees the event leave."""
    user = me(ctx)
    src, _ = calendar(ctx, p.calendarId, user, "writer")
    dest, _ = calendar(ctx, p.destination, user, "writer")
    event = _load(ctx, src, p.eventId)
    if event["recurring_event_id"] is not None:
        raise bad_request("Cannot change the organizer of an instance.")
    if es.is_invited(event, src) or event["status"] == "cancelled":
        raise not_found()
    if ctx.one("SELECT 1 FROM gcal_events WHERE calendar_id = ? AND id = ?", (dest["id"], event["id"])):
        raise duplicate()
    moving = [event] + [
        es.as_event(r)
        for r in ctx.all(
            "SELECT * FROM gcal_events WHERE calendar_id = ? AND recurring_event_id = ?",
            (src["id"], event["id"]),
        )
    ]
    for item in moving:
        tomb = {**item, "status": "cancelled", "body": {}}
        if item["recurring_event_id"]:
            tomb["body"] = {"originalStartTime": item["body"].get("originalStartTime")}
        ctx.db.execute("DELETE FROM gcal_events WHERE calendar_id = ? AND id = ?", (src["id"], item["id"]))
        _write(ctx, tomb, insert=True)
        item["calendar_id"] = dest["id"]
        item["organizer"] = dest["id"]
        _write(ctx, item, insert=True)
    return es.render(event, dest, es.view_zone(None, dest), es.names_of(ctx))


class ListInstances(Query):
    calendarId: str
    eventId: str
    timeMin: str | None = None
    timeMax: str | None = None
    originalStart: str | None = None
    showDeleted: bool = False
    maxResults: int = Field(250, ge=1)
    pageToken: str | None = None
    timeZone: str | None = None
    maxAttendees: int | None = Field(None, ge=1)
    alwaysIncludeEmail: bool | None = None


@service.operation(
    "gcal.events.instances", "GET", "/calendars/{calendarId}/events/{eventId}/instances", writes=False
)
def list_instances(ctx: Context, p: ListInstances) -> dict[str, Any]:
    """Occurrences of a recurring event, exceptions applied (cancelled ones only with showDeleted)."""
    user = me(ctx)
    cal, role = calendar(ctx, p.calendarId, user, "freeBusyReader")
    es.view_zone(p.timeZone, cal)
    master = es.find(ctx, cal, p.eventId)
    if master is None or master["recurring_event_id"] is not None:
        raise not_found()
    lo = parse_instant(p.timeMin, "timeMin") if p.timeMin is not None else None
    hi = parse_instant(p.timeMax, "timeMax") if p.timeMax is not None else None
    if lo is not None and hi is not None and hi <= lo:
        raise time_range_empty("timeMax")
    items: list[es.Event] = []
    if master["body"].get("recurrence") and master["status"] != "cancelled":
        stored = {
            e["id"]: es.as_event(e)
            for e in ctx.all(
                "SELECT * FROM gcal_events WHERE calendar_id = ? AND recurring_event_id = ?",
                (master["calendar_id"], master["id"]),
            )
        }
        for inst in es.expand(ctx, master, cal["time_zone"], lo, hi):
            item = stored.get(inst["id"], inst)
            if item["status"] == "cancelled" and not p.showDeleted:
                continue
            items.append(item)
    if p.originalStart is not None:
        want = parse_instant(p.originalStart, "originalStart")
        items = [i for i in items if i["original_start_ts"] == want]
    out = _listing(
        ctx,
        cal,
        role,
        ListEvents(
            calendarId=p.calendarId,
            maxResults=p.maxResults,
            pageToken=p.pageToken,
            timeZone=p.timeZone,
            maxAttendees=p.maxAttendees,
        ),
        items,
        0,
    )
    out.pop("nextSyncToken", None)
    return out


class QuickAdd(Query):
    calendarId: str
    text: str
    sendUpdates: SendUpdates | None = None
    sendNotifications: bool | None = None


@service.operation("gcal.events.quickAdd", "POST", "/calendars/{calendarId}/events/quickAdd", writes=True)
def quick_add(ctx: Context, p: QuickAdd) -> dict[str, Any]:
    """Create an event from text. Grammar (documented in README): ``<title> [on YYYY-MM-DD |
    today | tomorrow] [at H[:MM][am|pm]] [for N minutes|hours]``; no time makes an all-day event."""
    from toolproof.services.gcal.quickadd import parse_quick_add

    user = me(ctx)
    cal, _role = calendar(ctx, p.calendarId, user, "writer")
    if not p.text.strip():
        raise required("Missing text.", "text")
    body = parse_quick_add(p.text, cal["time_zone"], ctx.now())
    event = create_event(ctx, cal, user, body)
    return es.render(event, cal, es.view_zone(None, cal), es.names_of(ctx))
