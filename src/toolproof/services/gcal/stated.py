"""What Google Calendar's data says that a report may restate (:mod:`toolproof.service.stated`): an
attendee's ``responseStatus``, said as a response ("RSVP: declined", "response status tentative"), and
who gave it (the attendee's ``email``; ``needsAction`` is no answer)."""

from __future__ import annotations

from toolproof.service.stated import EnumField, Utterance

_SAID = r"(?:\s*(?::|=|-|\bwas\b|\bis\b|\bof\b))*"

RESPONSE = EnumField(
    "response status",
    ("responseStatus",),
    {
        "accepted": ("accepted",),
        "declined": ("declined",),
        "tentative": ("tentative", "tentatively accepted", "maybe"),
        "needsAction": ("needs action", "not responded"),
    },
    (rf"\b(?:response(?:\s+status)?|rsvp(?:\s+status)?){_SAID}", r"\brsvp['\u2019]?d\b"),
)

ENUMS = (RESPONSE,)
UTTERANCES = (Utterance("gcal_users", ("email",), ("responseStatus",), silent=("needsAction",)),)
