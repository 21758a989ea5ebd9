"""Read-modify-write over the official client: an event read and written back unchanged is unchanged.

Agents update events by reading them, editing one field and sending the whole event back
(``events.update``). The read adds what Google derives (attendees' display names, ``organizer`` /
``self`` flags, default reminders) and leaves defaults out; writing all that back must leave the
stored event as it was, or a grader would call a correct edit collateral damage.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tests.services.gcal.conftest import Client
from toolproof.tasks.paths import changed_paths

#: Fields a read returns that an update does not take (identity, bookkeeping, what Google derives).
READ_ONLY = {"kind", "etag", "id", "status", "htmlLink", "created", "updated", "creator", "organizer",
             "iCalUID", "sequence", "recurringEventId", "originalStartTime"}  # fmt: skip
BOOKKEEPING = {"change_seq", "etag", "updated", "sequence"}  # as services/gcal/benign.py says


def _changes(world: Any, snapshot: Any) -> list[str]:
    diff = world.diff(snapshot)
    paths = {p for t in diff.tables.values() for c in t.changed for p in changed_paths(c)}
    rows = [name for name, t in diff.tables.items() if t.added or t.removed]
    return sorted(paths - BOOKKEEPING) + rows


def test_every_own_event_written_back_as_read_is_unchanged(client: Callable[..., Client], world: Any) -> None:
    svc = client()
    events = svc.events().list(calendarId="primary", maxResults=250).execute()["items"]
    own = [e for e in events if e.get("organizer", {}).get("self")]
    assert len(own) >= 10
    assert any(a.get("displayName") for e in own for a in e.get("attendees", []))  # names the read adds
    for event in own:
        read = svc.events().get(calendarId="primary", eventId=event["id"]).execute()
        before = world.snapshot()
        body = {k: v for k, v in read.items() if k not in READ_ONLY}
        svc.events().update(calendarId="primary", eventId=event["id"], body=body).execute()
        assert _changes(world, before) == [], event["summary"]


def test_a_read_modify_write_changes_only_the_edited_field(client: Callable[..., Client], world: Any) -> None:
    svc = client()
    event = next(
        e
        for e in svc.events().list(calendarId="primary", maxResults=250).execute()["items"]
        if e.get("organizer", {}).get("self") and e.get("attendees") and "recurrence" not in e
    )
    read = svc.events().get(calendarId="primary", eventId=event["id"]).execute()
    before = world.snapshot()
    body = {k: v for k, v in read.items() if k not in READ_ONLY} | {"location": "Room 42"}
    svc.events().update(calendarId="primary", eventId=event["id"], body=body).execute()
    assert _changes(world, before) == ["body.location"]


def test_a_new_display_name_is_stored_and_a_changed_default_is_a_change(
    client: Callable[..., Client], world: Any
) -> None:
    svc = client()
    event = next(
        e
        for e in svc.events().list(calendarId="primary", maxResults=250).execute()["items"]
        if e.get("organizer", {}).get("self") and e.get("attendees") and "recurrence" not in e
    )
    read = svc.events().get(calendarId="primary", eventId=event["id"]).execute()
    body = {k: v for k, v in read.items() if k not in READ_ONLY}
    body["attendees"] = [dict(a) for a in body["attendees"]]
    guest = next(a for a in body["attendees"] if not a.get("self") and not a.get("resource"))
    guest["displayName"] = "Somebody Else"
    body["guestsCanModify"] = not read.get("guestsCanModify", False)
    before = world.snapshot()
    svc.events().update(calendarId="primary", eventId=event["id"], body=body).execute()
    assert _changes(world, before) == ["body.attendees", "body.guestsCanModify"]
    again = svc.events().get(calendarId="primary", eventId=event["id"]).execute()
    shown = next(a for a in again["attendees"] if a["email"] == guest["email"])
    assert shown["displayName"] == "Somebody Else"
