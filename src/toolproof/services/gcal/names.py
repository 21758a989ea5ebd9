"""What its rows are called: the look-alike-name check and mutants read it (`toolproof.service.names`)."""

from __future__ import annotations

from toolproof.service.names import Named

NAMES = (
    Named("gcal_users", ("name",), given=True, people=True),  # (gcal12) "Omar" for Omar Farouk
    Named("gcal_calendars", ("summary",)),
    Named("gcal_events", ("body.summary",)),
)
