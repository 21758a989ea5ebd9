"""freebusy.query: busy intervals of several calendars over one window, in any time zone."""

from __future__ import annotations

from typing import Any

from toolproof.service import Context
from toolproof.services.gcal.access import RANK, calendar_id, me, role_of
from toolproof.services.gcal.busy import busy_intervals
from toolproof.services.gcal.errors import GoogleError, time_range_empty
from toolproof.services.gcal.params import FreeBusyBody, Query
from toolproof.services.gcal.service import service
from toolproof.services.gcal.times import fmt_instant, parse_instant, zone


class FreeBusyQuery(Query):
    body: FreeBusyBody


def _ms(ts: int) -> str:
    return fmt_instant(ts)[:-1] + ".000Z"


@service.operation("gcal.freebusy.query", "POST", "/freeBusy", writes=False)
def query_freebusy(ctx: Context, p: FreeBusyQuery) -> dict[str, Any]:
    """Busy times for each requested calendar, rendered in ``timeZone`` (UTC by default). A calendar
    the caller cannot see gets a per-calendar ``notFound`` error instead of busy times."""
    user = me(ctx)
    body = p.body
    lo = parse_instant(body.timeMin, "timeMin")
    hi = parse_instant(body.timeMax, "timeMax")
    if hi <= lo:
        raise time_range_empty("timeMax")
    tz = zone(body.timeZone) if body.timeZone else None
    if len(body.items) > 50:
        raise GoogleError("Too many calendars requested.", status=400, reason="tooManyCalendarsRequested")
    calendars: dict[str, Any] = {}
    for item in body.items:
        cal_id = calendar_id(item.id, user)
        cal = ctx.one("SELECT * FROM gcal_calendars WHERE id = ? AND deleted = 0", (cal_id,))
        if cal is None or RANK[role_of(ctx, cal, user)] < RANK["freeBusyReader"]:
            calendars[item.id] = {"errors": [{"domain": "global", "reason": "notFound"}], "busy": []}
            continue
        calendars[item.id] = {
            "busy": [
                {"start": fmt_instant(s, tz), "end": fmt_instant(t, tz)}
                for s, t in busy_intervals(ctx, cal, lo, hi)
            ]
        }
    return {"kind": "calendar#freeBusy", "timeMin": _ms(lo), "timeMax": _ms(hi), "calendars": calendars}
