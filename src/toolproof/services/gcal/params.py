"""Request bodies, shaped like the Calendar API's resources.

Google ignores fields it does not know (and output-only fields such as ``etag`` or ``htmlLink``) in
resource bodies, so every body model uses ``extra="ignore"``. Query parameters are modelled per
operation in the operation modules; unknown query parameters are ignored too, as Google does.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ModelWrapValidatorHandler, ValidationError, model_validator

from toolproof.service import Params
from toolproof.service.inputs import keeps_values
from toolproof.services.gcal.wording import google_errors

SendUpdates = Literal["all", "externalOnly", "none"]


class Body(BaseModel):
    """Base of resource bodies: unknown and output-only fields are dropped."""

    model_config = ConfigDict(extra="ignore", populate_by_name=True)


class Query(Params):
    """Base of operation parameters: unknown query parameters are ignored, as Google does; every
    validation failure is reworded as Google words it (:mod:`.wording`)."""

    model_config = ConfigDict(extra="ignore", populate_by_name=True)

    @model_validator(mode="wrap")
    @classmethod
    @keeps_values  # rewords errors only: the range check walks only fields that may hold numbers
    def _in_googles_words(cls, data: Any, handler: ModelWrapValidatorHandler[Any]) -> Any:
        try:
            return handler(data)
        except ValidationError as exc:
            raise google_errors(exc) from None


class EventDateTime(Body):
    date: str | None = None
    dateTime: str | None = None
    timeZone: str | None = None


class Attendee(Body):
    email: str = Field(max_length=320)
    displayName: str | None = None
    optional: bool | None = None
    responseStatus: Literal["needsAction", "declined", "tentative", "accepted"] | None = None
    comment: str | None = None
    additionalGuests: int | None = Field(None, ge=0)
    resource: bool | None = None


class EventBody(Body):
    """The writable part of an Event."""

    id: str | None = None
    summary: str | None = Field(None, max_length=8192)
    description: str | None = Field(None, max_length=65536)
    location: str | None = Field(None, max_length=8192)
    colorId: str | None = None
    start: EventDateTime | None = None
    end: EventDateTime | None = None
    recurrence: list[str] | None = None
    attendees: list[Attendee] | None = None
    status: Literal["confirmed", "tentative", "cancelled"] | None = None
    transparency: Literal["opaque", "transparent"] | None = None
    visibility: Literal["default", "public", "private", "confidential"] | None = None
    guestsCanInviteOthers: bool | None = None
    guestsCanModify: bool | None = None
    guestsCanSeeOtherGuests: bool | None = None
    anyoneCanAddSelf: bool | None = None
    reminders: dict[str, Any] | None = None
    extendedProperties: dict[str, dict[str, str | None] | None] | None = None
    eventType: Literal["default", "outOfOffice", "focusTime", "workingLocation"] | None = None
    source: dict[str, str | None] | None = None
    iCalUID: str | None = None
    sequence: int | None = Field(None, ge=0)
    outOfOfficeProperties: dict[str, Any] | None = None
    # Stored and sent back as given (the double gives them no further meaning; see ECHOED).
    attachments: list[dict[str, Any]] | None = None
    birthdayProperties: dict[str, Any] | None = None
    conferenceData: dict[str, Any] | None = None
    endTimeUnspecified: bool | None = None
    eventLabelId: str | None = None
    focusTimeProperties: dict[str, Any] | None = None
    gadget: dict[str, Any] | None = None
    privateCopy: bool | None = None
    workingLocationProperties: dict[str, Any] | None = None


#: Writable Event fields the double keeps and echoes without giving them meaning of its own.
#: ``conferenceData`` is kept only with ``conferenceDataVersion=1`` and ``attachments`` only with
#: ``supportsAttachments=true``, as Google documents for those parameters.
ECHOED = (
    "attachments",
    "birthdayProperties",
    "conferenceData",
    "endTimeUnspecified",
    "eventLabelId",
    "focusTimeProperties",
    "gadget",
    "privateCopy",
    "workingLocationProperties",
)


#: Fields an attendee may change on their copy without being the organizer.
ATTENDEE_FIELDS = frozenset({"attendees", "reminders", "colorId", "transparency"})
#: Properties only the organizer may change, whatever guestsCanModify says.
SHARED_FIELDS = frozenset({"guestsCanInviteOthers", "guestsCanModify", "guestsCanSeeOtherGuests"})


class CalendarBody(Body):
    summary: str | None = Field(None, max_length=1024)
    description: str | None = Field(None, max_length=8192)
    location: str | None = None
    timeZone: str | None = None


class Reminder(Body):
    method: Literal["email", "popup"]
    minutes: int = Field(ge=0, le=40320)


class CalendarListBody(Body):
    id: str | None = None
    summaryOverride: str | None = None
    colorId: str | None = None
    backgroundColor: str | None = Field(None, pattern=r"^#[0-9a-fA-F]{6}$")
    foregroundColor: str | None = Field(None, pattern=r"^#[0-9a-fA-F]{6}$")
    hidden: bool | None = None
    selected: bool | None = None
    defaultReminders: list[Reminder] | None = None
    notificationSettings: dict[str, Any] | None = None


class AclScope(Body):
    type: Literal["default", "user", "group", "domain"]
    value: str | None = None


class AclBody(Body):
    role: Literal["none", "freeBusyReader", "reader", "writer", "owner"] | None = None
    scope: AclScope | None = None


class FreeBusyItem(Body):
    id: str


class FreeBusyBody(Body):
    timeMin: str
    timeMax: str
    timeZone: str | None = None
    groupExpansionMax: int | None = None
    calendarExpansionMax: int | None = None
    items: list[FreeBusyItem] = Field(default_factory=list)
