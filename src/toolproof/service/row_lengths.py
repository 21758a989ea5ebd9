"""(dates20) The objects of a vendor's data whose length a report may say: a calendar event's end minus
its start.

"The 45-minute sync", "blocked 2 hours for the review", "Roadmap jam (90 min)" state a row's length,
and the episode shows it: a Google Calendar event's ``start.dateTime`` and ``end.dateTime`` (``date``
for an all-day event), or its stored row's ``start_ts`` and ``end_ts``. Each dialect declares its
objects (``Dialect.row_lengths``); the check (:mod:`toolproof.tasks.durations`) reads them, and nothing
in tasks/ knows a vendor's keys.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class RowLength:
    """An object that has a name and a length. ``names``: dotted paths of what people call it (an
    event's ``summary``); ``starts`` and ``ends``: dotted paths of its first and last instant, each an
    ISO date-time, an ISO date (a whole day) or Unix seconds; the first present of each is read."""

    names: tuple[str, ...]
    starts: tuple[str, ...]
    ends: tuple[str, ...]
