"""calendarList.*: the calendars a user has added to their list (list, get, insert, patch, update, delete)."""

from __future__ import annotations

import json
from typing import Any, Literal

from pydantic import Field

from toolproof.service import Context, Response
from toolproof.services.gcal.access import RANK, calendar, calendar_id, me, role_of
from toolproof.services.gcal.errors import GoogleError, condition_not_met, invalid, not_found, required
from toolproof.services.gcal.eventstore import now_ms
from toolproof.services.gcal.eventwrite import prune_nulls
from toolproof.services.gcal.operations.common import add_entry, render_entry, stamp
from toolproof.services.gcal.params import CalendarListBody, Query
from toolproof.services.gcal.service import service
from toolproof.services.gcal.tokens import page_token, read_page_token, read_sync_token, sync_token


class ListCalendarList(Query):
    maxResults: int = Field(100, ge=1)
    minAccessRole: (
        Literal["freeBusyReader", "owner", "reader", "writer", "writerWithoutPrivateAccess"] | None
    ) = None
    pageToken: str | None = None
    showDeleted: bool = False
    showHidden: bool = False
    #: Every calendar here belongs to the organisation, so this filter never removes one.
    showOwnOrganizationOnly: bool = False
    syncToken: str | None = None


@service.operation("gcal.calendarList.list", "GET", "/users/me/calendarList", writes=False)
def list_calendar_list(ctx: Context, p: ListCalendarList) -> dict[str, Any]:
    """The caller's calendar list, filtered by access role, hidden and deleted entries."""
    user = me(ctx)
    now = now_ms(ctx)
    scope = "calendarList:" + user
    since = None
    if p.syncToken is not None:
        if p.minAccessRole is not None:
            raise invalid(
                "The parameter minAccessRole cannot be used together with syncToken.", "minAccessRole"
            )
        since = read_sync_token(p.syncToken, scope, 0, now)
    rows = ctx.all(
        "SELECT l.* FROM gcal_calendar_list l JOIN gcal_calendars c ON c.id = l.calendar_id "
        "WHERE l.user = ? ORDER BY (c.id != ?), c.kind, c.summary, c.id",
        (user, user),
    )
    items = []
    for entry in rows:
        cal = ctx.one("SELECT * FROM gcal_calendars WHERE id = ?", (entry["calendar_id"],))
        if cal is None:
            continue
        if since is not None:
            if entry["updated"] > since:
                items.append(render_entry(ctx, entry, cal, user))
            continue
        if (entry["deleted"] or cal["deleted"]) and not p.showDeleted:
            continue
        if entry["hidden"] and not p.showHidden:
            continue
        if p.minAccessRole is not None and RANK[role_of(ctx, cal, user)] < _min_rank(p.minAccessRole):
            continue
        items.append(render_entry(ctx, entry, cal, user))
    seq = now
    offset = 0
    if p.pageToken:
        offset, seq = read_page_token(p.pageToken)
    limit = min(p.maxResults, 250)
    out: dict[str, Any] = {"kind": "calendar#calendarList", "etag": f'"p{seq}"'}
    if offset + limit < len(items):
        out["nextPageToken"] = page_token(offset + limit, seq)
    else:
        out["nextSyncToken"] = sync_token(scope, seq)
    out["items"] = items[offset : offset + limit]
    return out


def _min_rank(role: str) -> int:
    """``writerWithoutPrivateAccess`` (a writer who cannot see private details) needs at least writer
    access here: the double's roles have no such writer short of a full writer."""
    return RANK["writer" if role == "writerWithoutPrivateAccess" else role]


class EntryRef(Query):
    calendarId: str
    ifNoneMatch: str | None = None


def _entry(ctx: Context, user: str, raw_id: str, *, include_deleted: bool = False) -> tuple[Any, Any]:
    cal_id = calendar_id(raw_id, user)
    entry = ctx.one("SELECT * FROM gcal_calendar_list WHERE user = ? AND calendar_id = ?", (user, cal_id))
    cal = ctx.one("SELECT * FROM gcal_calendars WHERE id = ? AND deleted = 0", (cal_id,))
    if entry is None or cal is None or (entry["deleted"] and not include_deleted):
        raise not_found()
    return entry, cal


@service.operation("gcal.calendarList.get", "GET", "/users/me/calendarList/{calendarId}", writes=False)
def get_entry(ctx: Context, p: EntryRef) -> dict[str, Any] | Response:
    """One entry of the caller's calendar list."""
    user = me(ctx)
    entry, cal = _entry(ctx, user, p.calendarId)
    if p.ifNoneMatch is not None and p.ifNoneMatch == entry["etag"]:
        return Response(304)
    return render_entry(ctx, entry, cal, user)


class InsertEntry(Query):
    body: CalendarListBody = Field(default_factory=CalendarListBody)
    colorRgbFormat: bool = False


#: Colour fields: never unset (Google computes one for every entry).
_COLOURS = frozenset({"colorId", "backgroundColor", "foregroundColor"})


def _apply(ctx: Context, user: str, cal_id: str, body: CalendarListBody, fields: set[str]) -> None:
    columns = {
        "summaryOverride": "summary_override",
        "colorId": "color_id",
        "backgroundColor": "background_color",
        "foregroundColor": "foreground_color",
        "hidden": "hidden",
        "selected": "selected",
        "defaultReminders": "default_reminders",
        "notificationSettings": "notification_settings",
    }
    sets, args = [], []
    for key in sorted(fields & set(columns)):
        value = getattr(body, key)
        if value is None and key in _COLOURS:
            continue  # Google always shows a colour: an unset one keeps the current colour
        if key == "defaultReminders":
            value = json.dumps([r.model_dump() for r in value or []])
        elif key == "notificationSettings":
            value = json.dumps(prune_nulls(value or {}))
        elif key in ("hidden", "selected"):
            value = bool(value)
        sets.append(f"{columns[key]} = ?")
        args.append(value)
    if "hidden" in fields and body.hidden:
        sets.append("selected = 0")
    ms, tag = stamp(ctx)
    sets += ["etag = ?", "updated = ?"]
    ctx.db.execute(
        f"UPDATE gcal_calendar_list SET {', '.join(sets)} WHERE user = ? AND calendar_id = ?",
        (*args, tag, ms, user, cal_id),
    )


@service.operation("gcal.calendarList.insert", "POST", "/users/me/calendarList", writes=True)
def insert_entry(ctx: Context, p: InsertEntry) -> dict[str, Any]:
    """Add a calendar the caller can see to their calendar list."""
    user = me(ctx)
    if not p.body.id:
        raise required("Missing id.", "id")
    cal, _ = calendar(ctx, p.body.id, user, "freeBusyReader")
    add_entry(ctx, user, cal["id"])
    _apply(ctx, user, cal["id"], p.body, set(p.body.model_fields_set) - {"id"})
    entry, cal = _entry(ctx, user, cal["id"])
    return render_entry(ctx, entry, cal, user)


class ModifyEntry(Query):
    calendarId: str
    body: CalendarListBody = Field(default_factory=CalendarListBody)
    colorRgbFormat: bool = False
    ifMatch: str | None = None


def _modify(ctx: Context, p: ModifyEntry, fields: set[str]) -> dict[str, Any]:
    user = me(ctx)
    entry, cal = _entry(ctx, user, p.calendarId)
    if p.ifMatch is not None and p.ifMatch != entry["etag"]:
        raise condition_not_met()
    _apply(ctx, user, cal["id"], p.body, fields)
    entry, cal = _entry(ctx, user, cal["id"])
    return render_entry(ctx, entry, cal, user)


@service.operation("gcal.calendarList.patch", "PATCH", "/users/me/calendarList/{calendarId}", writes=True)
def patch_entry(ctx: Context, p: ModifyEntry) -> dict[str, Any]:
    """Change the caller's display settings for a calendar (colour, name override, hidden…)."""
    return _modify(ctx, p, set(p.body.model_fields_set))


@service.operation("gcal.calendarList.update", "PUT", "/users/me/calendarList/{calendarId}", writes=True)
def update_entry(ctx: Context, p: ModifyEntry) -> dict[str, Any]:
    """Replace the caller's display settings for a calendar."""
    fields = {"summaryOverride", "colorId", "hidden", "selected", "defaultReminders", "notificationSettings"}
    return _modify(ctx, p, fields | set(p.body.model_fields_set))


class DeleteEntry(Query):
    calendarId: str


@service.operation(
    "gcal.calendarList.delete", "DELETE", "/users/me/calendarList/{calendarId}", writes=True, destructive=True
)
def delete_entry(ctx: Context, p: DeleteEntry) -> None:
    """Remove a calendar from the caller's list (the calendar itself stays)."""
    user = me(ctx)
    _entry_row, cal = _entry(ctx, user, p.calendarId)
    if cal["id"] == user:
        raise GoogleError("Cannot remove primary calendar from list.", status=400, reason="invalid")
    ms, tag = stamp(ctx)
    ctx.db.execute(
        "UPDATE gcal_calendar_list SET deleted = 1, etag = ?, updated = ? WHERE user = ? AND calendar_id = ?",
        (tag, ms, user, cal["id"]),
    )
    return None
