"""Rendering and bookkeeping shared by the calendar, calendarList and acl operations."""

from __future__ import annotations

import json
from typing import Any

from toolproof.service import Context
from toolproof.services.gcal.access import role_of
from toolproof.services.gcal.eventstore import now_ms

CONFERENCE = {"allowedConferenceSolutionTypes": ["hangoutsMeet"]}


def stamp(ctx: Context) -> tuple[int, str]:
    """``(updated_ms, etag)`` for a modification now (the clock moves on every call)."""
    ms = now_ms(ctx)
    return ms, f'"{ms}"'


def render_calendar(cal: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": "calendar#calendar", "etag": cal["etag"], "id": cal["id"]}
    out["summary"] = cal["summary"]
    if cal["description"]:
        out["description"] = cal["description"]
    if cal["location"]:
        out["location"] = cal["location"]
    out["timeZone"] = cal["time_zone"]
    out["conferenceProperties"] = CONFERENCE
    return {k: v for k, v in out.items() if v is not None}  # Google omits what is unset


def render_entry(ctx: Context, entry: Any, cal: Any, user: str) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": "calendar#calendarListEntry", "etag": entry["etag"], "id": cal["id"]}
    out["summary"] = cal["summary"]
    if cal["description"]:
        out["description"] = cal["description"]
    if cal["location"]:
        out["location"] = cal["location"]
    out["timeZone"] = cal["time_zone"]
    if entry["summary_override"]:
        out["summaryOverride"] = entry["summary_override"]
    out["colorId"] = entry["color_id"]
    out["backgroundColor"] = entry["background_color"]
    out["foregroundColor"] = entry["foreground_color"]
    if entry["hidden"]:
        out["hidden"] = True
    if entry["selected"]:
        out["selected"] = True
    out["accessRole"] = role_of(ctx, cal, user)
    out["defaultReminders"] = json.loads(entry["default_reminders"])
    notifications = json.loads(entry["notification_settings"])
    if notifications:
        out["notificationSettings"] = notifications
    if cal["id"] == user:
        out["primary"] = True
    if entry["deleted"]:
        out["deleted"] = True
    out["conferenceProperties"] = CONFERENCE
    return {k: v for k, v in out.items() if v is not None}  # Google omits what is unset


def render_rule(rule: Any) -> dict[str, Any]:
    scope: dict[str, Any] = {"type": rule["scope_type"]}
    if rule["scope_value"] is not None:
        scope["value"] = rule["scope_value"]
    return {
        "kind": "calendar#aclRule",
        "etag": rule["etag"],
        "id": rule["rule_id"],
        "scope": scope,
        "role": rule["role"],
    }


COLORS = [
    ("1", "#ac725e"),
    ("7", "#42d692"),
    ("9", "#7bd148"),
    ("14", "#9fe1e7"),
    ("15", "#9fc6e7"),
    ("17", "#9a9cff"),
]


def add_entry(
    ctx: Context,
    user: str,
    calendar_id: str,
    *,
    color: int = 0,
    selected: bool = True,
    reminders: list[Any] | None = None,
) -> None:
    """Subscribe ``user`` to a calendar (or revive a removed subscription)."""
    ms, tag = stamp(ctx)
    color_id, bg = COLORS[color % len(COLORS)]
    ctx.db.execute(
        "INSERT INTO gcal_calendar_list VALUES (?, ?, NULL, ?, ?, '#000000', 0, ?, ?, '{}', ?, 0, ?) "
        "ON CONFLICT(user, calendar_id) DO UPDATE SET deleted = 0, etag = excluded.etag, "
        "updated = excluded.updated",
        (user, calendar_id, color_id, bg, selected, json.dumps(reminders or []), tag, ms),
    )


def put_rule(ctx: Context, calendar_id: str, scope_type: str, scope_value: str | None, role: str) -> str:
    """Create or replace an ACL rule; returns its id (``user:alice@…``, ``domain:…``, ``default``)."""
    rule_id = "default" if scope_type == "default" else f"{scope_type}:{scope_value}"
    ms, tag = stamp(ctx)
    ctx.db.execute(
        "INSERT INTO gcal_acl VALUES (?, ?, ?, ?, ?, ?, 0, ?) "
        "ON CONFLICT(calendar_id, rule_id) DO UPDATE SET "
        "role = excluded.role, etag = excluded.etag, deleted = 0, updated = excluded.updated",
        (calendar_id, rule_id, role, scope_type, None if scope_type == "default" else scope_value, tag, ms),
    )
    return rule_id
