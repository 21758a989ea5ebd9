"""Google Calendar fields no client can set: who organised or created an event (the caller),
instance bookkeeping of recurring events, the index columns the double derives from an event's body,
and a calendar's own identity.

The field mutants (:mod:`toolproof.runs.field_mutants`) skip these.
"""

from __future__ import annotations

from toolproof.service.server_set import ServerSet

SERVER_SET: tuple[ServerSet, ...] = (
    ServerSet(
        "gcal_events",
        (
            "organizer",
            "creator",
            "start_ts",
            "end_ts",
            "until_ts",
            "recurring_event_id",
            "original_start_ts",
            "created",
            "body.originalStartTime",
        ),
        "organizer and creator are the caller; until_ts is the double's index of body.recurrence's "
        "UNTIL (mutated there); instance ids and creation are Google's",
    ),
    ServerSet(
        "gcal_calendars",
        ("owner", "kind", "deleted", "sync_floor"),
        "the owner is the caller; kind, deletion and sync tokens are Google's record",
    ),
    ServerSet(
        "gcal_events",
        ("body.start", "body.end"),
        "the same instants as start_ts and end_ts, which the double indexes them as and tasks pin; the "
        "field mutants move the instant there",
        kind="derived",
    ),
    ServerSet(
        "gcal_events",
        ("ical_uid",),
        "an event's iCalendar id: Google mints one unless the client brings its own, and nobody sees it; "
        "the event's id, time, guests and text are what anyone sees",
        kind="free",
    ),
    ServerSet("gcal_calendar_list", ("deleted",), "Google's record of a removed entry"),
    ServerSet(
        "gcal_calendar_list",
        (
            "color_id",
            "background_color",
            "foreground_color",
            "hidden",
            "selected",
            "default_reminders",
            "notification_settings",
            "summary_override",
        ),
        "a person's own view of a calendar in their list (colour, shown or hidden, their reminders and "
        "name for it); nobody else sees it, like an event's own colour and reminders (benign)",
        kind="free",
    ),
    ServerSet("gcal_acl", ("deleted",), "Google's record of a removed rule"),
)
