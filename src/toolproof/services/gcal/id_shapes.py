"""(lead75) What Google Calendar event ids look like, so a report that names one is held to it.

An event the API creates gets 26 characters of base32hex (``0-9a-v``, RFC 2938 as Google's docs say:
``eventwrite.create_event``); an instance of a recurring event is its series' id, ``_`` and the start it
was created for in UTC (``…_20261105T183000Z``, ``…_20261105`` for an all-day series). A report that gives
the moved instance as ``…_20261106T183000Z`` or the event as ``ns3iiaref9bv5m4helk3rsnrld`` (one letter off
the real one) hands its reader an id that opens nothing, or another row.

Fixture events may carry readable ids (``offsite2026q4``); only their instances have a shape (the series'
id, ``_``, a UTC date and time), so a readable master alone is not read as an id: any short word would be.
"""

from __future__ import annotations

from toolproof.service.id_shapes import IdShape

ID_SHAPES = (
    IdShape("Google Calendar event", r"[0-9a-v]{26}"),
    IdShape(
        "Google Calendar event instance",
        r"[0-9a-z]{5,1024}_[0-9]{8}T[0-9]{6}Z|[0-9a-v]{26}_[0-9]{8}",
    ),
)
