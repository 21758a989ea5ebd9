"""calendars.*: get, insert, patch, update, delete, clear."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from toolproof.service import Context, Response
from toolproof.services.gcal import eventstore as es
from toolproof.services.gcal.access import calendar, me
from toolproof.services.gcal.errors import GoogleError, condition_not_met, required
from toolproof.services.gcal.operations.common import add_entry, put_rule, render_calendar, stamp
from toolproof.services.gcal.params import CalendarBody, Query
from toolproof.services.gcal.service import service
from toolproof.services.gcal.times import is_zone
from toolproof.world.rng import BASE32HEX


class CalendarRef(Query):
    calendarId: str
    ifNoneMatch: str | None = None


@service.operation("gcal.calendars.get", "GET", "/calendars/{calendarId}", writes=False)
def get_calendar(ctx: Context, p: CalendarRef) -> dict[str, Any] | Response:
    """Calendar metadata (summary, time zone) for anyone who can see it."""
    cal, _ = calendar(ctx, p.calendarId, me(ctx), "freeBusyReader")
    if p.ifNoneMatch is not None and p.ifNoneMatch == cal["etag"]:
        return Response(304)
    return render_calendar(cal)


class InsertCalendar(Query):
    body: CalendarBody = Field(default_factory=CalendarBody)


def _check_tz(tz: str | None) -> None:
    if tz is not None and not is_zone(tz):
        raise GoogleError("Invalid time zone definition.", status=400, reason="invalid", location="timeZone")


@service.operation("gcal.calendars.insert", "POST", "/calendars", writes=True)
def insert_calendar(ctx: Context, p: InsertCalendar) -> dict[str, Any]:
    """Create a secondary calendar owned by the caller and add it to their calendar list."""
    user = me(ctx)
    if not p.body.summary:
        raise required("Missing summary.", "summary")
    _check_tz(p.body.timeZone)
    owner_tz = ctx.one("SELECT time_zone FROM gcal_users WHERE email = ?", (user,))
    tz = p.body.timeZone or (owner_tz["time_zone"] if owner_tz else "UTC")
    cal_id = "c_" + ctx.new_id("", 26, BASE32HEX) + "@group.calendar.google.com"
    ms, tag = stamp(ctx)
    ctx.db.execute(
        "INSERT INTO gcal_calendars VALUES (?, ?, ?, ?, ?, ?, 'group', ?, 0, 0, ?)",
        (cal_id, p.body.summary, p.body.description, p.body.location, tz, user, tag, ms),
    )
    put_rule(ctx, cal_id, "user", user, "owner")
    add_entry(ctx, user, cal_id)
    cal, _ = calendar(ctx, cal_id, user)
    return render_calendar(cal)


class ModifyCalendar(Query):
    calendarId: str
    body: CalendarBody = Field(default_factory=CalendarBody)
    ifMatch: str | None = None


def _modify(ctx: Context, p: ModifyCalendar, replace: bool) -> dict[str, Any]:
    user = me(ctx)
    cal, _ = calendar(ctx, p.calendarId, user, "owner")
    if p.ifMatch is not None and p.ifMatch != cal["etag"]:
        raise condition_not_met()
    _check_tz(p.body.timeZone)
    fields = {"summary", "description", "location", "timeZone"} if replace else p.body.model_fields_set
    values = {
        "summary": cal["summary"],
        "description": cal["description"],
        "location": cal["location"],
        "time_zone": cal["time_zone"],
    }
    for key in fields:
        column = "time_zone" if key == "timeZone" else key
        if column in values:
            values[column] = getattr(p.body, key)
    if not values["summary"]:
        raise required("Missing summary.", "summary")
    values["time_zone"] = values["time_zone"] or cal["time_zone"]
    ms, tag = stamp(ctx)
    ctx.db.execute(
        "UPDATE gcal_calendars SET summary = ?, description = ?, location = ?, time_zone = ?, "
        "etag = ?, updated = ? "
        "WHERE id = ?",
        (*values.values(), tag, ms, cal["id"]),
    )
    cal, _ = calendar(ctx, cal["id"], user)
    return render_calendar(cal)


@service.operation("gcal.calendars.patch", "PATCH", "/calendars/{calendarId}", writes=True)
def patch_calendar(ctx: Context, p: ModifyCalendar) -> dict[str, Any]:
    """Change a calendar's summary, description, location or time zone (owners only)."""
    return _modify(ctx, p, replace=False)


@service.operation("gcal.calendars.update", "PUT", "/calendars/{calendarId}", writes=True)
def update_calendar(ctx: Context, p: ModifyCalendar) -> dict[str, Any]:
    """Replace a calendar's metadata (owners only)."""
    return _modify(ctx, p, replace=True)


class CalendarId(Query):
    calendarId: str


@service.operation(
    "gcal.calendars.delete", "DELETE", "/calendars/{calendarId}", writes=True, destructive=True
)
def delete_calendar(ctx: Context, p: CalendarId) -> None:
    """Delete a secondary calendar (its owner only); a primary calendar can only be cleared."""
    user = me(ctx)
    cal, _ = calendar(ctx, p.calendarId, user, "owner")
    if cal["kind"] == "primary":
        raise GoogleError("Cannot delete primary calendar.", status=400, reason="cannotDeletePrimaryCalendar")
    ms, tag = stamp(ctx)
    ctx.db.execute(
        "UPDATE gcal_calendars SET deleted = 1, etag = ?, updated = ? WHERE id = ?", (tag, ms, cal["id"])
    )
    ctx.db.execute(
        "UPDATE gcal_calendar_list SET deleted = 1, etag = ?, updated = ? WHERE calendar_id = ?",
        (tag, ms, cal["id"]),
    )
    return None


@service.operation(
    "gcal.calendars.clear", "POST", "/calendars/{calendarId}/clear", writes=True, destructive=True
)
def clear_calendar(ctx: Context, p: CalendarId) -> None:
    """Cancel every event a primary calendar owns (its owner only)."""
    user = me(ctx)
    cal, _ = calendar(ctx, p.calendarId, user, "owner")
    if cal["kind"] != "primary":
        raise GoogleError("Invalid Value", status=400, reason="invalid", location="calendarId")
    for row in ctx.all(
        "SELECT * FROM gcal_events WHERE calendar_id = ? AND status != 'cancelled'", (cal["id"],)
    ):
        event = es.as_event(row)
        event["status"] = "cancelled"
        seq = es.next_seq(ctx)
        event["updated"] = es.now_ms(ctx)
        ctx.db.execute(
            "UPDATE gcal_events SET status = 'cancelled', updated = ?, etag = ?, change_seq = ? "
            "WHERE calendar_id = ? AND id = ?",
            (event["updated"], es.etag(event["updated"], seq), seq, cal["id"], event["id"]),
        )
    return None
