"""events.list (time windows, search, expansion, paging, incremental sync), events.get and
events.instances: everything that reads events."""

from __future__ import annotations

import json
from typing import Any, Literal

from pydantic import Field, field_validator

from toolproof.service import Context, Response
from toolproof.services.gcal import eventstore as es
from toolproof.services.gcal.access import calendar, me
from toolproof.services.gcal.errors import (
    bad_request,
    invalid,
    not_found,
    time_range_empty,
)
from toolproof.services.gcal.eventwrite import load_event
from toolproof.services.gcal.params import Query
from toolproof.services.gcal.service import service
from toolproof.services.gcal.times import fmt_updated, parse_instant
from toolproof.services.gcal.tokens import page_token, read_page_token, read_sync_token, sync_token

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

    @field_validator("privateExtendedProperty", "sharedExtendedProperty", "eventTypes", mode="before")
    @classmethod
    def _one_or_many(cls, value: Any) -> Any:
        """Repeated parameters: one value (``eventTypes=default``) is a list of one, as Google reads it."""
        return [value] if isinstance(value, str) else value

    alwaysIncludeEmail: bool | None = None
    maxAttendees: int | None = Field(None, ge=1)


def _matches(event: es.Event, terms: list[str], names: dict[str, str]) -> bool:
    """``q`` as Google documents it: summary, description, location, and the attendees' and the
    organizer's display names and emails (names as the response shows them, from the directory when
    the event does not carry one)."""
    text = _search_text(event["body"], event["organizer"], names)
    return all(t in text for t in terms)


#: ``id(body)`` → (body, names, organizer, its lower-cased search text). The entry holds the body and
#: the directory it was made with, so an id is never taken for another object's; bodies of listed
#: rows are the decode cache's (never changed) and directories are one dict per content
#: (``eventstore._read_names``), so the same event searched again, in any episode, is one look-up.
_TEXTS: dict[int, tuple[Any, dict[str, str], str, str]] = {}


def _search_text(body: dict[str, Any], organizer: str, names: dict[str, str]) -> str:
    found = _TEXTS.get(id(body))
    if found is not None and found[0] is body and found[1] is names and found[2] == organizer:
        return found[3]
    parts = [str(body.get(k) or "") for k in ("summary", "description", "location")]
    parts.extend((organizer, names.get(organizer, "")))
    for a in body.get("attendees") or []:
        email = a.get("email") or ""
        parts.extend((email, a.get("displayName") or names.get(email, "")))
    text = " ".join(parts).lower()
    if len(_TEXTS) >= 4096:
        _TEXTS.clear()
    _TEXTS[id(body)] = (body, names, organizer, text)
    return text


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
    names = es.names_of(ctx) if terms else {}
    rows = es.rows_on(ctx, cal)
    exceptions = {e["id"] for e in rows if e["recurring_event_id"]}
    # Items are ordered by start, so a page never needs more than offset + page size (+ the stored
    # exceptions that may replace some) instances of any one series; expanding further is waste.
    offset = read_page_token(p.pageToken)[0] if p.pageToken is not None else 0
    per_series: dict[str, int] = {}
    for e in rows:
        if e["recurring_event_id"]:
            per_series[e["recurring_event_id"]] = per_series.get(e["recurring_event_id"], 0) + 1
    need = 2500 if p.orderBy == "updated" else offset + min(p.maxResults, 2500) + 1
    truncated = False
    items: list[es.Event] = []
    for e in rows:
        if p.iCalUID is not None and e["ical_uid"] != p.iCalUID:
            continue
        if updated_min is not None and e["updated"] < updated_min:
            continue
        if terms and (es.hidden_from(e, role) or not _matches(e, terms, names)):
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
                cap = need + per_series.get(e["id"], 0)
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


@service.operation("gcal.events.get", "GET", "/calendars/{calendarId}/events/{eventId}", writes=False)
def get_event(ctx: Context, p: GetEvent) -> dict[str, Any] | Response:
    """One event (a single event, a series, a stored exception or a computed instance). Cancelled
    events are still returned, with ``status: cancelled``; a matching If-None-Match is a 304."""
    user = me(ctx)
    cal, role = calendar(ctx, p.calendarId, user, "freeBusyReader")
    event = load_event(ctx, cal, p.eventId, shared=True)  # only rendered
    if p.ifNoneMatch is not None and p.ifNoneMatch == event["etag"]:
        return Response(304)
    resource = es.render(event, cal, es.view_zone(p.timeZone, cal), es.names_of(ctx), role)
    return es.limit_attendees(resource, p.maxAttendees)


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
