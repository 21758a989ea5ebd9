"""When a calendar is busy: the one computation behind freebusy.query and rooms' answers."""

from __future__ import annotations

from typing import Any

from toolproof.service import Context
from toolproof.services.gcal import eventstore as es


def busy_intervals(
    ctx: Context, cal: Any, lo: int, hi: int, ignore: frozenset[str] = frozenset()
) -> list[tuple[int, int]]:
    """Merged busy intervals of a calendar inside ``[lo, hi)``: opaque, not cancelled, not declined."""
    spans: list[tuple[int, int]] = []
    rows = es.rows_on(ctx, cal, "status != 'cancelled' AND start_ts < ?", (hi,))
    cancelled = {
        r["id"] for r in es.rows_on(ctx, cal, "status = 'cancelled' AND recurring_event_id IS NOT NULL")
    }
    stored_exceptions = {r["id"] for r in rows if r["recurring_event_id"]} | cancelled
    for e in rows:
        if e["id"] in ignore or e["recurring_event_id"] in ignore:
            continue
        body = e["body"]
        if body.get("transparency") == "transparent":
            continue
        if es.is_invited(e, cal) and any(
            a.get("email") == cal["id"] and a.get("responseStatus") == "declined"
            for a in body.get("attendees") or []
        ):
            continue
        if body.get("recurrence") and e["recurring_event_id"] is None:
            if e["until_ts"] is not None and e["until_ts"] <= lo:
                continue
            for inst in es.expand(ctx, e, cal["time_zone"], lo, hi):
                if inst["id"] not in stored_exceptions:
                    spans.append((inst["start_ts"], inst["end_ts"]))
        elif e["end_ts"] > lo:
            spans.append((e["start_ts"], e["end_ts"]))
    merged: list[tuple[int, int]] = []
    for s, t in sorted((max(s, lo), min(t, hi)) for s, t in spans):
        if t <= s:
            continue
        if merged and s <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], t))
        else:
            merged.append((s, t))
    return merged


def room_answers(ctx: Context, event: es.Event, previous: dict[str, str], moved: bool) -> None:
    """Rooms answer bookings as Google's auto-accepting resources do: accepted when free, declined
    when another booking overlaps. A room already on the event keeps its answer unless the event
    moved; a recurring booking is accepted (conflicts are not checked per occurrence)."""
    attendees = event["body"].get("attendees") or []
    rooms = [a for a in attendees if a.get("resource")]
    if not rooms:
        return
    ignore = frozenset(i for i in (event["id"], event.get("recurring_event_id")) if i)
    for room in rooms:
        email = room["email"]
        if email in previous and not moved:
            room["responseStatus"] = previous[email]
            continue
        cal = ctx.one("SELECT * FROM gcal_calendars WHERE id = ? AND deleted = 0", (email,))
        if cal is None or event["body"].get("recurrence") or event["status"] == "cancelled":
            room["responseStatus"] = "accepted"
            continue
        busy = busy_intervals(
            ctx, cal, event["start_ts"], max(event["end_ts"], event["start_ts"] + 1), ignore
        )
        room["responseStatus"] = "declined" if busy else "accepted"
