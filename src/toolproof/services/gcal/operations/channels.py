"""events/acl/calendarList/settings ``watch`` and ``channels.stop``: push channels.

Channels are opened and closed exactly as Google does (HTTPS addresses only, an opaque
``resourceId``, an expiration in milliseconds) and kept as state, so a task can check that an agent
subscribed or unsubscribed; no notification is ever delivered. Each ``watch`` takes its list
method's parameters (the query the channel would watch), as the discovery document declares them.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

from pydantic import Field

from toolproof.service import Context
from toolproof.services.gcal.access import calendar, me
from toolproof.services.gcal.errors import GoogleError, not_found, required
from toolproof.services.gcal.eventstore import now_ms
from toolproof.services.gcal.operations.acl import ListAcl
from toolproof.services.gcal.operations.calendar_list import ListCalendarList
from toolproof.services.gcal.operations.events import ListEvents
from toolproof.services.gcal.operations.settings import ListSettings
from toolproof.services.gcal.params import Body, Query
from toolproof.services.gcal.service import service
from toolproof.world.rng import BASE32HEX

GOOGLE = "https://www.googleapis.com/calendar/v3"
WEEK_MS = 7 * 86400 * 1000


class ChannelBody(Body):
    id: str | None = None
    type: str | None = None
    address: str | None = None
    token: str | None = None
    expiration: str | None = None
    params: dict[str, str] | None = None
    resourceId: str | None = None


def _open(ctx: Context, body: ChannelBody, uri: str) -> dict[str, Any]:
    user = me(ctx)
    if not body.id:
        raise required("Required channel id.", "id")
    if (body.type or "").lower() not in ("web_hook", "webhook"):
        raise GoogleError(f"Unknown channel type: {body.type}", status=400, reason="invalid", location="type")
    if not body.address:
        raise required("Required address.", "address")
    if not body.address.startswith("https://"):
        raise GoogleError(
            f"WebHook callback must be HTTPS: {body.address}", status=400, reason="push.webhookUrlNotHttps"
        )
    now = now_ms(ctx)
    expiration = now + WEEK_MS
    if body.expiration is not None:
        if not body.expiration.isdigit():
            raise GoogleError(
                "Invalid value for: expiration", status=400, reason="invalid", location="expiration"
            )
        expiration = min(int(body.expiration), expiration)
    resource_id = ctx.new_id("", 27, BASE32HEX)
    ctx.db.execute(
        "INSERT INTO gcal_channels VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (body.id, resource_id, uri, user, body.address, body.token, expiration, now),
    )
    out: dict[str, Any] = {
        "kind": "api#channel",
        "id": body.id,
        "resourceId": resource_id,
        "resourceUri": uri,
    }
    if body.token is not None:
        out["token"] = body.token
    out["expiration"] = str(expiration)
    return out


class WatchEvents(ListEvents):
    """``events.list``'s parameters (the query the channel watches) plus the channel."""

    body: ChannelBody = Field(default_factory=ChannelBody)


@service.operation("gcal.events.watch", "POST", "/calendars/{calendarId}/events/watch", writes=True)
def watch_events(ctx: Context, p: WatchEvents) -> dict[str, Any]:
    """Open a push channel on a calendar's events (HTTPS addresses only; nothing is delivered)."""
    cal, _ = calendar(ctx, p.calendarId, me(ctx), "reader")
    return _open(ctx, p.body, f"{GOOGLE}/calendars/{quote(cal['id'], safe='')}/events?alt=json")


class WatchAcl(ListAcl):
    body: ChannelBody = Field(default_factory=ChannelBody)


@service.operation("gcal.acl.watch", "POST", "/calendars/{calendarId}/acl/watch", writes=True)
def watch_acl(ctx: Context, p: WatchAcl) -> dict[str, Any]:
    """Open a push channel on a calendar's access rules (owners only)."""
    cal, _ = calendar(ctx, p.calendarId, me(ctx), "owner")
    return _open(ctx, p.body, f"{GOOGLE}/calendars/{quote(cal['id'], safe='')}/acl?alt=json")


class WatchCalendarList(ListCalendarList):
    body: ChannelBody = Field(default_factory=ChannelBody)


class WatchSettings(ListSettings):
    body: ChannelBody = Field(default_factory=ChannelBody)


@service.operation("gcal.calendarList.watch", "POST", "/users/me/calendarList/watch", writes=True)
def watch_calendar_list(ctx: Context, p: WatchCalendarList) -> dict[str, Any]:
    """Open a push channel on the caller's calendar list."""
    return _open(ctx, p.body, f"{GOOGLE}/users/me/calendarList?alt=json")


@service.operation("gcal.settings.watch", "POST", "/users/me/settings/watch", writes=True)
def watch_settings(ctx: Context, p: WatchSettings) -> dict[str, Any]:
    """Open a push channel on the caller's settings."""
    return _open(ctx, p.body, f"{GOOGLE}/users/me/settings?alt=json")


class StopChannel(Query):
    body: ChannelBody = Field(default_factory=ChannelBody)


@service.operation("gcal.channels.stop", "POST", "/channels/stop", writes=True, destructive=True)
def stop_channel(ctx: Context, p: StopChannel) -> None:
    """Close a channel the caller opened (by ``id`` and ``resourceId``); 204 with an empty body."""
    user = me(ctx)
    row = ctx.one(
        "SELECT 1 FROM gcal_channels WHERE id = ? AND resource_id = ? AND owner = ?",
        (p.body.id or "", p.body.resourceId or "", user),
    )
    if row is None:
        raise not_found()
    ctx.db.execute(
        "DELETE FROM gcal_channels WHERE id = ? AND resource_id = ?", (p.body.id, p.body.resourceId)
    )
    return None
