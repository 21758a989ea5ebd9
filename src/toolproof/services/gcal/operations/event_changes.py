"""events.insert, import, patch, update, delete, move and quickAdd: everything that writes events."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from toolproof.service import Context
from toolproof.services.gcal import eventstore as es
from toolproof.services.gcal.access import RANK, calendar, me
from toolproof.services.gcal.busy import room_answers
from toolproof.services.gcal.errors import (
    bad_request,
    condition_not_met,
    deleted,
    duplicate,
    forbidden_for_non_organizer,
    not_found,
    required,
    required_access,
)
from toolproof.services.gcal.eventwrite import (
    check_guest_edit,
    clean_body,
    create_event,
    gate,
    load_event,
    prepare_attendees,
    write_event,
)
from toolproof.services.gcal.notifications import mode, notify
from toolproof.services.gcal.params import EventBody, Query, SendUpdates
from toolproof.services.gcal.service import service

_TIME_FIELDS = ("start", "end", "recurrence", "location")


class InsertEvent(Query):
    calendarId: str
    body: EventBody = Field(default_factory=EventBody)
    sendUpdates: SendUpdates | None = None
    sendNotifications: bool | None = None
    conferenceDataVersion: int | None = Field(None, ge=0, le=1)
    eventLabelVersion: int | None = Field(None, ge=0, le=1)
    maxAttendees: int | None = Field(None, ge=1)
    supportsAttachments: bool | None = None


def _insert_alone(p: InsertEvent) -> bool:
    """Whether an insert writes nothing but its event row, last (``Context.insert_last``; the world
    then runs it without a savepoint): no guest to notify, or no notice sent. The rest of an insert
    only reads (the caller, the calendar, the directory, rooms' bookings, the change sequence)."""
    return not p.body.attendees or mode(p.sendUpdates, p.sendNotifications) == "none"


@service.operation(
    "gcal.events.insert", "POST", "/calendars/{calendarId}/events", writes=True, alone=_insert_alone
)
def insert_event(ctx: Context, p: InsertEvent) -> dict[str, Any]:
    """Create an event. A client-chosen ``id`` (base32hex, 5–1024 chars) makes retries safe: the
    second attempt is a 409 ``duplicate``."""
    user = me(ctx)
    cal, _role = calendar(ctx, p.calendarId, user, "writer")
    body = clean_body(p.body)
    gate(body, {}, p.conferenceDataVersion, p.supportsAttachments)
    # Read (or remembered) before anything is written: an insert writes events, not people or
    # calendars, so the directory stays remembered from one insert to the next; after the write
    # nothing could be remembered.
    names = es.names_of(ctx)
    event = create_event(ctx, cal, user, body, rooms_answer=True)
    how = mode(p.sendUpdates, p.sendNotifications)
    notify(ctx, event, event["body"].get("attendees") or [], how, "invitation", user)
    return es.render(event, cal, es.view_zone(None, cal), names)


class ImportBody(EventBody):
    organizer: dict[str, str] | None = None


class ImportEvent(Query):
    calendarId: str
    body: ImportBody = Field(default_factory=ImportBody)
    conferenceDataVersion: int | None = Field(None, ge=0, le=1)
    eventLabelVersion: int | None = Field(None, ge=0, le=1)
    supportsAttachments: bool | None = None


@service.operation("gcal.events.import", "POST", "/calendars/{calendarId}/events/import", writes=True)
def import_event(ctx: Context, p: ImportEvent) -> dict[str, Any]:
    """Add a private copy of an existing event (an invitation from elsewhere), keyed by ``iCalUID``:
    importing the same iCalUID again updates that copy instead of duplicating it."""
    user = me(ctx)
    cal, _role = calendar(ctx, p.calendarId, user, "writer")
    if not p.body.iCalUID:
        raise required("Missing iCalUID.", "iCalUID")
    body = clean_body(p.body)
    gate(body, {}, p.conferenceDataVersion, p.supportsAttachments)
    organizer = (body.pop("organizer", None) or {}).get("email", "").lower() or None
    existing = ctx.one(
        "SELECT * FROM gcal_events WHERE calendar_id = ? AND ical_uid = ? AND recurring_event_id IS NULL",
        (cal["id"], p.body.iCalUID),
    )
    if existing is None:
        event = create_event(ctx, cal, user, body, organizer=organizer, rooms_answer=True)
    else:
        event = es.as_event(existing)
        for key in ("id", "iCalUID", "sequence"):
            body.pop(key, None)
        event["status"] = body.pop("status", "confirmed")
        event.update(es.derive(body, cal["time_zone"]))
        previous = _answers(event["body"])
        prepare_attendees(ctx, body, event["organizer"])
        event["body"] = body
        event["sequence"] += 1
        room_answers(ctx, event, previous, moved=True)
        write_event(ctx, event, insert=False)
    return es.render(event, cal, es.view_zone(None, cal), es.names_of(ctx))


class PatchEvent(Query):
    calendarId: str
    eventId: str
    body: EventBody = Field(default_factory=EventBody)
    sendUpdates: SendUpdates | None = None
    sendNotifications: bool | None = None
    conferenceDataVersion: int | None = Field(None, ge=0, le=1)
    eventLabelVersion: int | None = Field(None, ge=0, le=1)
    maxAttendees: int | None = Field(None, ge=1)
    supportsAttachments: bool | None = None
    alwaysIncludeEmail: bool | None = None
    ifMatch: str | None = None


def _answers(body: dict[str, Any]) -> dict[str, str]:
    return {a["email"]: a.get("responseStatus", "needsAction") for a in body.get("attendees") or []}


def _drop_orphaned_exceptions(ctx: Context, cal: Any, master: es.Event) -> None:
    """A series whose start or rule changed keeps only the exceptions that still name one of its
    occurrences; the others are cancelled (their original occurrence no longer exists)."""
    rows = ctx.all(
        "SELECT * FROM gcal_events WHERE calendar_id = ? AND recurring_event_id = ? "
        "AND status != 'cancelled'",
        (master["calendar_id"], master["id"]),
    )
    for row in rows:
        exc = es.as_event(row)
        ts = exc["original_start_ts"]
        alive = master["body"].get("recurrence") and any(
            i["id"] == exc["id"] for i in es.expand(ctx, master, cal["time_zone"], ts, ts + 1, 10)
        )
        if not alive:
            exc["status"] = "cancelled"
            write_event(ctx, exc, insert=False)


#: Event fields whose absence means a default: an event that stores the default and one that leaves
#: it out are the same event, and a read shows them alike.
_DEFAULTS: dict[str, Any] = {
    "guestsCanModify": False,
    "guestsCanInviteOthers": True,
    "guestsCanSeeOtherGuests": True,
    "anyoneCanAddSelf": False,
    "reminders": {"useDefault": True},
    "transparency": "opaque",
    "visibility": "default",
    "eventType": "default",
}


def keep_equal_defaults(old: dict[str, Any], new: dict[str, Any]) -> None:
    """Where ``new`` means what ``old`` meant for a defaulted field (``false`` stored, left out now),
    keep ``old``'s form: an update that writes back what it read (or omits a default) changes nothing."""
    for key, default in _DEFAULTS.items():
        was, now = old.get(key), new.get(key)
        if was == now or (default if was is None else was) != (default if now is None else now):
            continue
        if key in old:
            new[key] = old[key]
        else:
            new.pop(key, None)


def _modify(ctx: Context, p: PatchEvent, *, replace: bool) -> dict[str, Any]:
    user = me(ctx)
    cal, role = calendar(ctx, p.calendarId, user)
    # ``load_event``, written out: a row ``find`` returns is stored (the calendar's own, or the
    # organizer's row of an invitation), so only a computed instance needs the look-up further down.
    event = es.find(ctx, cal, p.eventId)
    found = event is not None
    if event is None:
        event = es.find_instance(ctx, cal, p.eventId)
        if event is None:
            raise not_found()
    if p.ifMatch is not None and p.ifMatch != event["etag"]:
        raise condition_not_met()
    invited = es.is_invited(event, cal)
    if not invited and RANK[role] < RANK["writer"]:
        raise required_access("writer")
    old = event["body"]
    given = clean_body(p.body, None if replace else set(p.body.model_fields_set))
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
    keep_equal_defaults(old, new)
    gate(new, old, p.conferenceDataVersion, p.supportsAttachments)
    if event["recurring_event_id"] and "recurrence" in new:
        raise bad_request("Cannot set recurrence on an instance of a recurring event.")
    if invited:
        if status is not None and status != event["status"]:
            # Only the organizer may cancel (or restore) an event; a guest declines instead.
            raise forbidden_for_non_organizer()
        check_guest_edit(old, new, user)
    cols = es.derive(new, cal["time_zone"])
    # Read (or remembered) before anything is written, as an insert does: a change to an event
    # writes events, not people or calendars, so the names are the same after the write.
    names = es.names_of(ctx)
    prepare_attendees(ctx, new, event["organizer"])
    stored = found or (
        ctx.one(
            "SELECT 1 FROM gcal_events WHERE calendar_id = ? AND id = ?", (event["calendar_id"], event["id"])
        )
        is not None
    )
    if any(old.get(k) != new.get(k) for k in _TIME_FIELDS):
        event["sequence"] = event["sequence"] + 1
    event.update(cols)
    if event["recurring_event_id"] is not None:
        event["until_ts"] = None
    event["body"] = new
    if status is not None:
        event["status"] = status
    elif event["status"] == "cancelled" and not stored:
        event["status"] = "confirmed"
    if not stored:
        event["created"] = es.now_ms(ctx)
    moved = any(old.get(k) != new.get(k) for k in ("start", "end", "recurrence"))
    room_answers(ctx, event, _answers(old), moved)
    write_event(ctx, event, insert=not stored)
    if event["recurring_event_id"] is None and any(old.get(k) != new.get(k) for k in ("start", "recurrence")):
        _drop_orphaned_exceptions(ctx, cal, event)
    how = mode(p.sendUpdates, p.sendNotifications)
    if not invited and how != "none":  # (``notify`` records nothing when told to send none)
        before = {a["email"] for a in old.get("attendees") or []}
        for a in new.get("attendees") or []:
            notify(ctx, event, [a], how, "update" if a["email"] in before else "invitation", user)
        gone = [
            a
            for a in old.get("attendees") or []
            if a["email"] not in {b["email"] for b in new.get("attendees") or []}
        ]
        notify(ctx, event, gone, how, "cancellation", user)
    return es.render(event, cal, es.view_zone(None, cal), names)


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
    event = load_event(ctx, cal, p.eventId)
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
        write_event(ctx, event, insert=stored is None)
        return None
    if RANK[role] < RANK["writer"]:
        raise required_access("writer")
    event["status"] = "cancelled"
    guests = event["body"].get("attendees") or []
    if stored is None:
        event["body"] = {"originalStartTime": event["body"]["originalStartTime"]}
        event["created"] = es.now_ms(ctx)
    write_event(ctx, event, insert=stored is None)
    notify(ctx, event, guests, mode(p.sendUpdates, p.sendNotifications), "cancellation", user)
    if event["body"].get("recurrence"):
        for exc in ctx.all(
            "SELECT * FROM gcal_events WHERE calendar_id = ? AND recurring_event_id = ? "
            "AND status != 'cancelled'",
            (event["calendar_id"], event["id"]),
        ):
            child = es.as_event(exc)
            child["status"] = "cancelled"
            write_event(ctx, child, insert=False)
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
    event = load_event(ctx, src, p.eventId)
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
        write_event(ctx, tomb, insert=True)
        item["calendar_id"] = dest["id"]
        item["organizer"] = dest["id"]
        write_event(ctx, item, insert=True)
    return es.render(event, dest, es.view_zone(None, dest), es.names_of(ctx))


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
