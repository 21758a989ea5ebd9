"""settings.list / settings.get (the caller's time zone, week start, formats) and colors.get.

Agents ask "what is my time zone?" before scheduling; these read-only resources answer it the way
Google does. Values are derived from the user's row, so there is nothing extra to keep in sync.
"""

from __future__ import annotations

import zlib
from typing import Any

from pydantic import Field

from toolproof.service import Context
from toolproof.services.gcal.access import me
from toolproof.services.gcal.errors import not_found
from toolproof.services.gcal.params import Query
from toolproof.services.gcal.service import service
from toolproof.services.gcal.tokens import page_token, read_page_token, read_sync_token, sync_token

_DEFAULTS = {
    "autoAddHangouts": "false",
    "dateFieldOrder": "MDY",
    "defaultEventLength": "60",
    "format24HourTime": "false",
    "hideInvitations": "false",
    "hideWeekends": "false",
    "locale": "en",
    "remindOnRespondedEventsOnly": "false",
    "showDeclinedEvents": "true",
    "timezone": "UTC",
    "useKeyboardShortcuts": "true",
    "weekStart": "0",
}
_EUROPE = {"dateFieldOrder": "DMY", "format24HourTime": "true", "weekStart": "1", "locale": "en_GB"}


def _settings(ctx: Context) -> dict[str, str]:
    user = me(ctx)
    row = ctx.one("SELECT time_zone FROM gcal_users WHERE email = ?", (user,))
    tz = str(row["time_zone"]) if row is not None else "UTC"
    values = dict(_DEFAULTS, timezone=tz)
    if not tz.startswith("America/"):
        values.update(_EUROPE)
    return values


def _render(key: str, value: str) -> dict[str, Any]:
    tag = zlib.crc32(f"{key}={value}".encode())
    return {"kind": "calendar#setting", "etag": f'"{tag:010d}"', "id": key, "value": value}


class ListSettings(Query):
    maxResults: int = Field(100, ge=1)
    pageToken: str | None = None
    syncToken: str | None = None


@service.operation("gcal.settings.list", "GET", "/users/me/settings", writes=False)
def list_settings(ctx: Context, p: ListSettings) -> dict[str, Any]:
    """All of the caller's settings; ``nextSyncToken`` on the last page, as Google sends it.

    Settings here never change (they follow the user's zone), so an incremental sync with a valid
    token returns no items and the same token; a forged one is 410 ``fullSyncRequired``."""
    scope = "settings:" + me(ctx)
    out: dict[str, Any] = {"kind": "calendar#settings", "etag": '"settings"'}
    if p.syncToken is not None:
        read_sync_token(p.syncToken, scope, 0, 0)
        return {**out, "nextSyncToken": sync_token(scope, 0), "items": []}
    items = [_render(k, v) for k, v in sorted(_settings(ctx).items())]
    offset = read_page_token(p.pageToken)[0] if p.pageToken else 0
    limit = min(p.maxResults, 250)
    if offset + limit < len(items):
        out["nextPageToken"] = page_token(offset + limit, 0)
    else:
        out["nextSyncToken"] = sync_token(scope, 0)
    out["items"] = items[offset : offset + limit]
    return out


class GetSetting(Query):
    setting: str


@service.operation("gcal.settings.get", "GET", "/users/me/settings/{setting}", writes=False)
def get_setting(ctx: Context, p: GetSetting) -> dict[str, Any]:
    """One setting, e.g. ``timezone``."""
    values = _settings(ctx)
    if p.setting not in values:
        raise not_found()
    return _render(p.setting, values[p.setting])


_CALENDAR_COLORS = {
    "1": "#ac725e", "2": "#d06b64", "3": "#f83a22", "4": "#fa573c", "5": "#ff7537", "6": "#ffad46",
    "7": "#42d692", "8": "#16a765", "9": "#7bd148", "10": "#b3dc6c", "11": "#fbe983", "12": "#fad165",
    "13": "#92e1c0", "14": "#9fe1e7", "15": "#9fc6e7", "16": "#4986e7", "17": "#9a9cff", "18": "#b99aff",
    "19": "#c2c2c2", "20": "#cabdbf", "21": "#cca6ac", "22": "#f691b2", "23": "#cd74e6", "24": "#a47ae2",
}  # fmt: skip
_EVENT_COLORS = {
    "1": "#a4bdfc", "2": "#7ae7bf", "3": "#dbadff", "4": "#ff887c", "5": "#fbd75b", "6": "#ffb878",
    "7": "#46d6db", "8": "#e1e1e1", "9": "#5484ed", "10": "#51b749", "11": "#dc2127",
}  # fmt: skip


class NoQuery(Query):
    pass


@service.operation("gcal.colors.get", "GET", "/colors", writes=False)
def get_colors(ctx: Context, p: NoQuery) -> dict[str, Any]:
    """Google's fixed colour palettes for calendars and events."""
    me(ctx)
    return {
        "kind": "calendar#colors",
        "updated": "2012-02-14T00:00:00.000Z",
        "calendar": {k: {"background": v, "foreground": "#1d1d1d"} for k, v in _CALENDAR_COLORS.items()},
        "event": {k: {"background": v, "foreground": "#1d1d1d"} for k, v in _EVENT_COLORS.items()},
    }
