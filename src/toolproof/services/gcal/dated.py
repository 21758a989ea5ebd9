"""(dates37) What dates a calendar event in a report (:mod:`toolproof.service.row_dates`): it was *booked*
or *scheduled* when Google wrote its ``created``, or on the day it is held (people say "booked on Friday" of
either), so both are read. "The call was booked on 20 October" of an event created 1 November and held 12
November is false. "Created", "set up" and "added" are said of channels, folders and issues too: they date
an event only in a sentence that names it. Only the passive is read: "so I booked 13:00" is the agent's
new booking, not the row the sentence names.

(dates38) The active with a pronoun object, "I booked it on 15 October" after a sentence that names the
event ("The Granite Legal QBR is on Thursday 5 November."), is read against the event the earlier sentence
names (:func:`toolproof.tasks.row_dates._candidates`); "I booked 13:00" (no pronoun) is still not read."""

from __future__ import annotations

from toolproof.service.row_dates import RowDate

ROW_DATES = (
    RowDate(
        words=(
            r"(?:was|were|is|are|been|be|got|get|gets)\s+(?:booked|scheduled)",
            r"(?:I|we)\s+(?:had\s+|have\s+|originally\s+)?(?:booked|scheduled)(?=\s+(?:it|this|that|them)\b)",
        ),
        stamps=("created", "start.dateTime", "start.date"),
        names=("summary",),
        where=(("kind", "calendar#event"),),
    ),
    RowDate(
        words=(r"(?:was|were|is|are|been|be|got|get|gets)\s+(?:created|set\s+up|added)",),
        stamps=("created", "start.dateTime", "start.date"),
        names=("summary",),
        where=(("kind", "calendar#event"),),
        named=True,
    ),
)
