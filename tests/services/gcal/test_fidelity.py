"""Issue 17's Calendar gaps, through the official ``google-api-python-client`` over HTTP: unset fields
are omitted (never ``null``) after every update and patch path, validation failures in Google's words,
a guest cannot cancel, and ``q`` finds attendees by display name and email.

Every response is also validated against Google's schemas by the ``recorder`` fixture.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

import httpx
import pytest
from googleapiclient.errors import HttpError

from toolproof.transports.http import RunningServer
from toolproof.world import World

Client = Any
DARA = "dara@orbital.example"
EVENT = {
    "summary": "Quarterly review",
    "description": "Numbers",
    "location": "Room 1",
    "start": {"dateTime": "2026-11-10T10:00:00Z"},
    "end": {"dateTime": "2026-11-10T11:00:00Z"},
    "attendees": [{"email": DARA}],
    "reminders": {"useDefault": False, "overrides": [{"method": "popup", "minutes": 5}]},
    "source": {"url": "https://example.com/q3", "title": "Deck"},
}


def nulls(value: Any, path: str = "") -> list[str]:
    """Paths of every ``null`` in a JSON value."""
    if value is None:
        return [path or "."]
    if isinstance(value, dict):
        return [p for k, v in value.items() for p in nulls(v, f"{path}.{k}")]
    if isinstance(value, list):
        return [p for i, v in enumerate(value) for p in nulls(v, f"{path}[{i}]")]
    return []


def details(exc: pytest.ExceptionInfo[HttpError]) -> tuple[int, str, str]:
    first = exc.value.error_details[0]
    return exc.value.status_code, first["reason"], first["message"]


def test_event_patch_and_update_with_nulls_omit_the_fields(client: Callable[..., Client]) -> None:
    svc = client()
    event = svc.events().insert(calendarId="primary", body=EVENT).execute()
    patched = (
        svc.events()
        .patch(
            calendarId="primary",
            eventId=event["id"],
            body={
                "description": None,
                "location": None,
                "reminders": {"useDefault": True, "overrides": None},
                "source": {"url": "https://example.com/q3", "title": None},
                "extendedProperties": {"private": {"team": "finance", "old": None}},
            },
        )
        .execute()
    )
    assert nulls(patched) == []
    assert "description" not in patched
    assert "location" not in patched
    assert patched["reminders"] == {"useDefault": True}
    assert patched["source"] == {"url": "https://example.com/q3"}
    assert patched["extendedProperties"] == {"private": {"team": "finance"}}
    updated = (
        svc.events()
        .update(
            calendarId="primary",
            eventId=event["id"],
            body={
                "summary": "Quarterly review",
                "start": {"dateTime": "2026-11-10T10:00:00Z", "timeZone": None},
                "end": {"dateTime": "2026-11-10T11:00:00Z"},
                "attendees": [{"email": DARA, "displayName": None, "comment": None}],
                "colorId": None,
                "outOfOfficeProperties": None,
            },
        )
        .execute()
    )
    assert nulls(updated) == []
    assert "colorId" not in updated
    got = svc.events().get(calendarId="primary", eventId=event["id"]).execute()
    assert nulls(got) == []
    assert got["attendees"][0]["email"] == DARA


def test_calendar_list_and_calendar_paths_never_answer_null(client: Callable[..., Client]) -> None:
    svc = client()
    cal = svc.calendars().insert(body={"summary": "Finance", "description": "d", "location": "x"}).execute()
    answers = [
        svc.calendars().patch(calendarId=cal["id"], body={"description": None, "location": None}).execute(),
        svc.calendars().update(calendarId=cal["id"], body={"summary": "Finance 2"}).execute(),
        svc.calendarList()
        .patch(
            calendarId=cal["id"],
            body={
                "summaryOverride": "Money",
                "colorId": None,
                "backgroundColor": None,
                "notificationSettings": None,
            },
        )
        .execute(),
        svc.calendarList()
        .update(calendarId=cal["id"], body={"summaryOverride": None, "hidden": None})
        .execute(),
        svc.calendarList()
        .patch(calendarId=cal["id"], body={"notificationSettings": {"notifications": None}})
        .execute(),
        svc.calendarList().get(calendarId=cal["id"]).execute(),
    ]
    for answer in answers:
        assert nulls(answer) == [], answer
    assert "description" not in answers[0]
    assert "summaryOverride" not in answers[3]
    rule = (
        svc.acl()
        .insert(calendarId=cal["id"], body={"role": "reader", "scope": {"type": "user", "value": DARA}})
        .execute()
    )
    patched = (
        svc.acl()
        .patch(calendarId=cal["id"], ruleId=rule["id"], body={"role": "writer", "scope": None})
        .execute()
    )
    assert nulls(patched) == []
    assert patched["scope"] == {"type": "user", "value": DARA}


def test_query_parameters_are_refused_in_googles_words(
    client: Callable[..., Client], world: World, server: RunningServer
) -> None:
    """The official client refuses enum values itself, so those go over raw HTTP; the rest through it."""
    base = server.base_url + "/gcal/calendar/v3"
    auth = {"Authorization": f"Bearer {world.id}"}
    before = world.state_hash()
    cases = [
        ("post", "/calendars/primary/events?sendUpdates=sometimes", "sendUpdates", "all|externalOnly|none"),
        ("get", "/calendars/primary/events?orderBy=title", "orderBy", "startTime|updated"),
        ("get", "/users/me/calendarList?minAccessRole=boss", "minAccessRole", None),
    ]
    for verb, path, name, pattern in cases:
        resp = httpx.request(verb.upper(), base + path, headers=auth, json=EVENT if verb == "post" else None)
        error = resp.json()["error"]["errors"][0]
        assert resp.status_code == 400
        assert (error["reason"], error["location"], error["locationType"]) == (
            "invalidParameter",
            name,
            "parameter",
        )
        value = path.rsplit("=", 1)[1]
        assert error["message"].startswith(
            f"Invalid value '{value}'. Values must match the following regular expression: '"
        )
        if pattern is not None:
            assert error["message"].endswith(f"'{pattern}'")
    with pytest.raises(HttpError) as exc:
        client().events().list(calendarId="primary", maxResults=0).execute()
    assert details(exc) == (
        400,
        "invalidParameter",
        "Invalid value '0'. Values must be within the range: [1, 2147483647]",
    )
    with pytest.raises(HttpError) as exc:
        client().events().insert(calendarId="primary", body={**EVENT, "status": "postponed"}).execute()
    assert details(exc) == (400, "invalid", "Invalid value for: status")
    assert world.state_hash() == before


def test_a_guest_cannot_cancel_the_event(client: Callable[..., Client], world: World) -> None:
    event = client().events().insert(calendarId="primary", body=EVENT).execute()
    dara = client("dara")
    before = world.state_hash()
    with pytest.raises(HttpError) as exc:
        dara.events().patch(calendarId="primary", eventId=event["id"], body={"status": "cancelled"}).execute()
    assert details(exc)[:2] == (403, "forbiddenForNonOrganizer")
    assert world.state_hash() == before
    # Answering the invitation is still theirs to do.
    answered = (
        dara.events()
        .patch(
            calendarId="primary",
            eventId=event["id"],
            body={"attendees": [{"email": DARA, "responseStatus": "accepted"}]},
        )
        .execute()
    )
    assert answered["status"] == "confirmed"
    assert answered["attendees"][0]["responseStatus"] == "accepted"


def test_q_matches_attendee_display_names_and_emails(client: Callable[..., Client]) -> None:
    svc = client()
    body = {
        **EVENT,
        "summary": "Budget sync",
        "attendees": [{"email": DARA}, {"email": "ext@partner.example", "displayName": "Pat External"}],
    }
    event = svc.events().insert(calendarId="primary", body=body).execute()

    def found(q: str) -> bool:
        items = (
            svc.events()
            .list(calendarId="primary", q=q, timeMin="2026-11-10T00:00:00Z", timeMax="2026-11-11T00:00:00Z")
            .execute()["items"]
        )
        return event["id"] in {i["id"] for i in items}

    assert found("O'Neill")  # the directory's name for dara, which the event itself does not carry
    assert found("dara@orbital")
    assert found("Pat External")
    assert found("partner.example budget")
    assert not found("Nobody Atall")


# -- every writable Event field is kept and sent back (generated from the discovery document) ------

#: A value for each writable field of the Event resource, and where it comes back.
EVENT_FIELDS: dict[str, Any] = {
    "anyoneCanAddSelf": True,
    "attachments": [{"fileUrl": "https://drive.google.com/file/d/abc", "title": "Deck"}],
    "attendees": [{"email": DARA}],
    "birthdayProperties": {"type": "birthday"},
    "colorId": "5",
    "conferenceData": {
        "conferenceId": "aaa-bbbb-ccc",
        "conferenceSolution": {"key": {"type": "hangoutsMeet"}, "name": "Google Meet"},
        "entryPoints": [{"entryPointType": "video", "uri": "https://meet.google.com/aaa-bbbb-ccc"}],
    },
    "description": "Agenda",
    "end": {"dateTime": "2026-11-10T11:00:00Z"},
    "endTimeUnspecified": True,
    "eventLabelId": "label-1",
    "eventType": "focusTime",
    "extendedProperties": {"private": {"k": "v"}},
    "focusTimeProperties": {"autoDeclineMode": "declineNone", "chatStatus": "doNotDisturb"},
    "gadget": {"display": "chip", "title": "Widget"},
    "guestsCanInviteOthers": False,
    "guestsCanModify": True,
    "guestsCanSeeOtherGuests": False,
    "iCalUID": "field-probe@example.com",
    "id": "fieldprobe01",
    "location": "Room 2",
    "outOfOfficeProperties": {"autoDeclineMode": "declineNone"},
    "privateCopy": True,
    "recurrence": ["RRULE:FREQ=WEEKLY;COUNT=2"],
    "reminders": {"useDefault": False, "overrides": [{"method": "email", "minutes": 30}]},
    "sequence": 3,
    "source": {"url": "https://example.com/t", "title": "Ticket"},
    "start": {"dateTime": "2026-11-10T10:00:00Z"},
    "status": "tentative",
    "summary": "Field probe",
    "transparency": "transparent",
    "visibility": "private",
    "workingLocationProperties": {"type": "homeOffice", "homeOffice": {}},
}
#: Fields Google computes (read-only, or set only on instances and by the server), with the reason.
COMPUTED = {
    "attendeesOmitted": "set by maxAttendees",
    "created": "read-only",
    "creator": "read-only",
    "etag": "read-only",
    "hangoutLink": "read-only",
    "htmlLink": "read-only",
    "kind": "read-only",
    "locked": "read-only",
    "organizer": "read-only except events.import",
    "originalStartTime": "set on instances of recurring events",
    "recurringEventId": "set on instances of recurring events",
    "updated": "read-only",
}
#: Fields whose answer is not an echo of the value sent.
NOT_ECHOED = {
    "sequence": "kept as sent on insert",
    "id": "the event's id",
    "iCalUID": "the event's iCalUID",
    "attendees": "each attendee gains responseStatus and names",
}


def _event_fields() -> list[str]:
    from tests.support import specs

    reason = specs.missing("google-calendar/calendar.v3.discovery.json")
    if reason is not None:
        pytest.skip(reason)  # the documented field list is the spec's: nothing to compare without it
    return sorted(specs.load("google-calendar/calendar.v3.discovery.json")["schemas"]["Event"]["properties"])


def test_every_documented_event_field_is_covered() -> None:
    documented = set(_event_fields())
    assert documented == set(EVENT_FIELDS) | set(COMPUTED)


@pytest.mark.parametrize("field", sorted(EVENT_FIELDS))
def test_event_field_is_kept_and_sent_back(client: Callable[..., Client], field: str) -> None:
    body: dict[str, Any] = {
        "summary": "Field probe",
        "start": {"dateTime": "2026-11-10T10:00:00Z", "timeZone": "UTC"},
        "end": {"dateTime": "2026-11-10T11:00:00Z", "timeZone": "UTC"},
        field: EVENT_FIELDS[field],
    }
    if field in ("start", "end"):
        body[field] = {**EVENT_FIELDS[field], "timeZone": "UTC"}
    svc = client()
    created = (
        svc.events()
        .insert(calendarId="primary", body=body, conferenceDataVersion=1, supportsAttachments=True)
        .execute()
    )
    got = svc.events().get(calendarId="primary", eventId=created["id"]).execute()
    if field in NOT_ECHOED:
        assert got[field]
    elif field in ("start", "end"):
        # The same instant, shown in the calendar's zone; the event's own zone is kept.
        sent = datetime.fromisoformat(EVENT_FIELDS[field]["dateTime"])
        assert datetime.fromisoformat(got[field]["dateTime"]) == sent
        assert got[field]["timeZone"] == "UTC"
    else:
        assert got[field] == EVENT_FIELDS[field], got.get(field)


def test_conference_data_needs_version_one_and_attachments_need_support(
    client: Callable[..., Client],
) -> None:
    svc = client()
    body = {
        **EVENT,
        "conferenceData": EVENT_FIELDS["conferenceData"],
        "attachments": EVENT_FIELDS["attachments"],
    }
    plain = svc.events().insert(calendarId="primary", body=body).execute()
    assert "conferenceData" not in plain
    assert "attachments" not in plain
    rich = (
        svc.events()
        .insert(calendarId="primary", body=body, conferenceDataVersion=1, supportsAttachments=True)
        .execute()
    )
    # A later patch by a client that does not speak conference data leaves it as it was.
    patched = (
        svc.events()
        .patch(calendarId="primary", eventId=rich["id"], body={"summary": "Renamed", "conferenceData": None})
        .execute()
    )
    assert patched["conferenceData"] == EVENT_FIELDS["conferenceData"]
    assert patched["attachments"] == EVENT_FIELDS["attachments"]
