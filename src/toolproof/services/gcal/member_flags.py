"""Google Calendar's flags on a guest that change what inviting them means (see
:mod:`toolproof.service.member_flags`): every one is a member of the Attendee resource a client may send
(``params.Attendee``), and each, added to a guest the instruction asked for, makes another invitation.

Not declared: ``additionalGuests`` and ``resource`` (the Attendee resource takes them too, but no agent
sends a plus-one or a room flag for a person it was asked to invite: a task pinning them would guard
against a mistake nobody makes), and ``comment`` and ``displayName`` (free text; the directory name is
not stored, :func:`eventwrite.prepare_attendees`).
"""

from __future__ import annotations

from toolproof.service.member_flags import MemberFlag

MEMBER_FLAGS: tuple[MemberFlag, ...] = (
    MemberFlag(
        "gcal_events",
        "body.attendees",
        "optional",
        True,
        "email",
        "an optional guest is not a required one: Google shows them as optional and finding a time "
        "ignores them",
    ),
    MemberFlag(
        "gcal_events",
        "body.attendees",
        "responseStatus",
        "declined",
        "email",
        "the organizer may set a guest's answer when adding them: a guest recorded as declined is not "
        "expected, and their calendar shows the event as declined",
    ),
)
