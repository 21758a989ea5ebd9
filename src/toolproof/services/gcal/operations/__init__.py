"""The Calendar API's resources, one module each; importing this package registers them all."""

from toolproof.services.gcal.operations import (
    acl,
    calendar_list,
    calendars,
    channels,
    event_changes,
    events,
    freebusy,
    settings,
)

__all__ = ["acl", "calendar_list", "calendars", "channels", "event_changes", "events", "freebusy", "settings"]
