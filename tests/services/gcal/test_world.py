"""In-process semantics: exact errors, exact state changes and ledger entries, recurrence, sync,
guests' rights and the fixture's shape. Fast (no HTTP); the client tests prove the wire."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from toolproof.service import registry
from toolproof.world import World
from toolproof.world.fixtures import build_fixture
from toolproof.world.ledger import RowEffect

ALICE, BILAL = "alice@orbital.example", "bilal@orbital.example"
NY = "America/New_York"
EVENT: dict[str, Any] = {
    "summary": "Planning",
    "start": {"dateTime": "2026-11-05T10:00:00-05:00", "timeZone": NY},
    "end": {"dateTime": "2026-11-05T11:00:00-05:00", "timeZone": NY},
}


@pytest.fixture
def w() -> World:
    return World(["gcal"], seed=0)


def err(resp: Any) -> tuple[int, str, str]:
    detail = resp.body["error"]["errors"][0]
    return resp.status, detail["reason"], detail["message"]


def standup_id(w: World, summary: str = "Engineering stand-up") -> str:
    rows = [
        r
        for r in w.rows("gcal_events")
        if r["body"].get("summary") == summary and r["body"].get("recurrence")
    ]
    return str(rows[0]["id"])


def test_fixture_is_an_organisation_in_motion(w: World) -> None:
    users = w.rows("gcal_users")
    calendars = w.rows("gcal_calendars")
    events = w.rows("gcal_events")
    assert len(users) == 24
    assert len({u["time_zone"] for u in users}) >= 3
    assert {u["email"] for u in users} <= {c["id"] for c in calendars if c["kind"] == "primary"}
    assert sum(c["kind"] == "group" for c in calendars) == 6
    assert sum(c["kind"] == "resource" for c in calendars) == 4
    masters = [e for e in events if e["body"].get("recurrence")]
    exceptions = [e for e in events if e["recurring_event_id"]]
    assert len(masters) >= 20
    assert {e["status"] for e in exceptions} == {"confirmed", "cancelled"}
    assert any(
        "date" in e["body"].get("start", {}) and "Out of office" in e["body"].get("summary", "")
        for e in events
    )
    assert any(e["status"] == "cancelled" and not e["recurring_event_id"] for e in events)
    epoch = w.clock.now
    singles = [e for e in events if not e["body"].get("recurrence") and e["status"] == "confirmed"]
    assert min(e["start_ts"] for e in singles) < epoch - 28 * 86400
    assert max(e["start_ts"] for e in singles) > epoch + 28 * 86400
    offsite = next(e for e in events if e["id"] == "offsite2026q4")
    assert offsite["body"]["start"]["dateTime"].endswith("-04:00")
    assert offsite["body"]["end"]["dateTime"].endswith("-05:00")


def test_fixture_builds_deterministically() -> None:
    svc = registry.get("gcal")
    one = build_fixture([svc], {"gcal": "default"}, 0)
    two = build_fixture([svc], {"gcal": "default"}, 0)
    other = build_fixture([svc], {"gcal": "default"}, 1)
    assert one.data == two.data
    assert one.state_hash() == two.state_hash() != other.state_hash()


def test_insert_records_exactly_one_row(w: World) -> None:
    resp = w.call("gcal.events.insert", {"calendarId": "primary", "body": {**EVENT, "id": "abcde12345"}})
    assert resp.status == 200
    entry = w.ledger.entries[-1]
    assert (entry.operation, entry.committed, entry.changes) == (
        "gcal.events.insert",
        True,
        (RowEffect("gcal_events", (ALICE, "abcde12345"), "insert"),),
    )
    diff = w.diff()
    assert diff.counts() == {"gcal_events": {"added": 1, "removed": 0, "changed": 0}}
    row = diff.table("gcal_events").added[0]
    start = int(datetime(2026, 11, 5, 15, tzinfo=UTC).timestamp())
    assert {
        k: row[k] for k in ("status", "organizer", "creator", "start_ts", "end_ts", "ical_uid", "sequence")
    } == {
        "status": "confirmed",
        "organizer": ALICE,
        "creator": ALICE,
        "start_ts": start,
        "end_ts": start + 3600,
        "ical_uid": "abcde12345@google.com",
        "sequence": 0,
    }


BAD_BODIES: list[tuple[dict[str, Any], dict[str, Any], tuple[int, str, str]]] = [
    (
        {"end": {"dateTime": "2026-11-05T09:00:00-05:00"}},
        {},
        (400, "timeRangeEmpty", "The specified time range is empty."),
    ),
    ({"end": None}, {}, (400, "required", "Missing end time.")),
    ({"recurrence": ["RRULE:FREQ=SOMETIMES"]}, {}, (400, "invalid", "Invalid recurrence rule.")),
    ({"recurrence": ["RRULE:FREQ=DAILY;BYDAY=XX"]}, {}, (400, "invalid", "Invalid recurrence rule.")),
    ({"recurrence": ["EXDATE:notadate"]}, {}, (400, "invalid", "Invalid recurrence rule.")),
    (
        {"start": {"dateTime": "2026-11-05T10:00:00", "timeZone": "Mars/Olympus"}},
        {},
        (400, "invalid", "Invalid time zone definition for start time."),
    ),
    ({"start": {"dateTime": "2026-11-05 10:00"}}, {}, (400, "badRequest", "Invalid start time.")),
    ({"start": {"dateTime": "2026-13-05T10:00:00Z"}}, {}, (400, "badRequest", "Invalid start time.")),
    (
        {"start": {"dateTime": "2026-11-05T10:00:00"}},
        {},
        (400, "badRequest", "Missing time zone definition for start time."),
    ),
    (
        {
            "start": {"dateTime": "2026-11-05T10:00:00-05:00"},
            "end": {"dateTime": "2026-11-05T11:00:00-05:00"},
            "recurrence": ["RRULE:FREQ=DAILY"],
        },
        {},
        (400, "badRequest", "Missing time zone definition for start time."),
    ),
    ({"start": {"date": "2026-11-05"}}, {}, (400, "badRequest", "Invalid start time.")),
    ({"attendees": [{"email": "not an email"}]}, {}, (400, "invalid", "Invalid attendee email.")),
    ({"id": "UPPER_case"}, {}, (400, "invalid", "Invalid resource id value.")),
    ({"id": "abcd"}, {}, (400, "invalid", "Invalid resource id value.")),
    (
        {},
        {"sendUpdates": "sometimes"},
        (
            400,
            "invalidParameter",
            "Invalid value 'sometimes'. Values must match the following regular expression: "
            "'all|externalOnly|none'",
        ),
    ),
]


@pytest.mark.parametrize(("change", "params", "expected"), BAD_BODIES)
def test_bad_events_are_refused_and_change_nothing(
    w: World, change: dict[str, Any], params: dict[str, Any], expected: tuple[int, str, str]
) -> None:
    before = w.state_hash()
    body = {k: v for k, v in {**EVENT, **change}.items() if v is not None}
    resp = w.call("gcal.events.insert", {"calendarId": "primary", "body": body, **params})
    assert err(resp) == expected
    assert w.state_hash() == before
    assert w.ledger.entries[-1].committed is False


def test_invalid_query_parameter_names_its_location(w: World) -> None:
    resp = w.call("gcal.events.list", {"calendarId": "primary", "maxResults": "0"})
    assert resp.body["error"]["errors"][0] == {
        "domain": "global",
        "reason": "invalidParameter",
        "message": "Invalid value '0'. Values must be within the range: [1, 2147483647]",
        "locationType": "parameter",
        "location": "maxResults",
    }


def test_all_day_series_have_date_instance_ids(w: World) -> None:
    body = {
        "id": "nomeet01",
        "summary": "No-meeting day",
        "start": {"date": "2026-11-04"},
        "end": {"date": "2026-11-05"},
        "recurrence": ["RRULE:FREQ=WEEKLY;UNTIL=20261125", "EXDATE;VALUE=DATE:20261111"],
    }
    assert w.call("gcal.events.insert", {"calendarId": "primary", "body": body}).status == 200
    items = w.call("gcal.events.instances", {"calendarId": "primary", "eventId": "nomeet01"}).body["items"]
    assert [(i["id"], i["start"], i["end"]) for i in items] == [
        ("nomeet01_20261104", {"date": "2026-11-04"}, {"date": "2026-11-05"}),
        ("nomeet01_20261118", {"date": "2026-11-18"}, {"date": "2026-11-19"}),
        ("nomeet01_20261125", {"date": "2026-11-25"}, {"date": "2026-11-26"}),
    ]
    got = w.call("gcal.events.get", {"calendarId": "primary", "eventId": "nomeet01_20261118"})
    assert got.body["originalStartTime"] == {"date": "2026-11-18"}
    assert w.call("gcal.events.get", {"calendarId": "primary", "eventId": "nomeet01_20261111"}).status == 404


def test_finished_series_leave_windows_they_ended_before(w: World) -> None:
    window = {"calendarId": "chen@orbital.example", "q": "war room"}
    early, late = {"timeMax": "2026-10-10T00:00:00Z"}, {"timeMin": "2026-10-20T00:00:00Z"}
    mine = w.call("gcal.events.list", {**window, **early}, principal="chen")
    hidden = w.call("gcal.events.list", {**window, **early})
    assert (mine.body["accessRole"], hidden.body["accessRole"]) == ("owner", "freeBusyReader")
    assert hidden.body["items"] == []
    before = mine.body["items"]
    after = w.call("gcal.events.list", {**window, **late}, principal="chen").body["items"]
    assert [i["summary"] for i in before] == ["Migration war room"]
    assert after == []


def test_cancelled_instances_show_unless_expanding(w: World) -> None:
    sid = standup_id(w)
    series = {"calendarId": "primary", "iCalUID": f"{sid}@google.com"}
    plain = w.call("gcal.events.list", series).body["items"]
    assert [(i["status"], "recurringEventId" in i) for i in plain] == [
        ("confirmed", False),
        ("cancelled", True),
        ("confirmed", True),
    ]
    assert plain[1] == {
        "kind": "calendar#event",
        "etag": plain[1]["etag"],
        "id": f"{sid}_20261030T133000Z",
        "status": "cancelled",
        "recurringEventId": sid,
        "originalStartTime": {"dateTime": "2026-10-30T09:30:00-04:00", "timeZone": NY},
    }
    expanded = w.call(
        "gcal.events.list",
        {
            **series,
            "singleEvents": True,
            "timeMax": "2026-11-01T00:00:00Z",
        },
    ).body["items"]
    assert "cancelled" not in {i["status"] for i in expanded}


def test_guests_update_without_shared_fields_is_forbidden_and_delete_declines(w: World) -> None:
    sid = standup_id(w)
    seen = w.call("gcal.events.get", {"calendarId": "primary", "eventId": sid}, principal="bilal").body
    put = {k: seen[k] for k in ("summary", "start", "end", "recurrence", "attendees")}
    resp = w.call(
        "gcal.events.update", {"calendarId": "primary", "eventId": sid, "body": put}, principal="bilal"
    )
    assert err(resp) == (
        403,
        "forbiddenForNonOrganizer",
        "Shared properties can only be changed by the organizer of the event.",
    )
    before = w.state_hash()
    assert (
        w.call("gcal.events.delete", {"calendarId": "primary", "eventId": sid}, principal="bilal").status
        == 204
    )
    assert w.state_hash() != before
    organizer_view = w.call("gcal.events.get", {"calendarId": "primary", "eventId": sid}).body
    assert organizer_view["status"] == "confirmed"
    assert [a["responseStatus"] for a in organizer_view["attendees"] if a["email"] == BILAL] == ["declined"]
    fields = w.diff().table("gcal_events").changed[0].fields
    assert set(fields) == {"body", "updated", "etag", "change_seq"}


def test_writer_on_a_shared_calendar_and_reader_limits(w: World) -> None:
    # Yara is writer on Uma's calendar (an assistant); Bilal only reads Alice's.
    made = w.call(
        "gcal.events.insert", {"calendarId": "uma@orbital.example", "body": EVENT}, principal="yara"
    )
    assert made.body["organizer"]["email"] == "uma@orbital.example"
    assert made.body["creator"]["email"] == "yara@orbital.example"
    refused = w.call("gcal.events.insert", {"calendarId": ALICE, "body": EVENT}, principal="bilal")
    assert err(refused) == (403, "requiredAccessLevel", "You need to have writer access to this calendar.")
    # Private 1:1s are busy blocks to readers.
    one_on_one = w.call("gcal.events.list", {"calendarId": ALICE, "q": "1:1"}, principal="bilal")
    assert one_on_one.body["items"] == []
    busy_only = w.call(
        "gcal.events.list", {"calendarId": ALICE, "singleEvents": True, "maxResults": 400}, principal="bilal"
    )
    private = [i for i in busy_only.body["items"] if i.get("visibility") == "private"]
    assert private
    assert all(
        set(i)
        <= {
            "kind",
            "etag",
            "id",
            "status",
            "start",
            "end",
            "recurringEventId",
            "originalStartTime",
            "visibility",
        }
        for i in private
    )
    unknown = w.call("gcal.events.list", {"calendarId": "primary"}, principal="mallory")
    assert err(unknown) == (401, "authError", "Invalid Credentials")


def test_sync_token_spans_pages_and_ignores_later_writes_until_next_sync(w: World) -> None:
    first = w.call("gcal.events.list", {"calendarId": "primary", "maxResults": 20}).body
    w.call("gcal.events.insert", {"calendarId": "primary", "body": {**EVENT, "id": "midpaging"}})
    token = first["nextPageToken"]
    while True:
        page = w.call(
            "gcal.events.list", {"calendarId": "primary", "maxResults": 20, "pageToken": token}
        ).body
        if "nextPageToken" not in page:
            break
        token = page["nextPageToken"]
    delta = w.call("gcal.events.list", {"calendarId": "primary", "syncToken": page["nextSyncToken"]}).body
    assert [i["id"] for i in delta["items"]] == ["midpaging"]
    forbidden = w.call(
        "gcal.events.list",
        {"calendarId": "primary", "syncToken": page["nextSyncToken"], "showDeleted": False},
    )
    assert err(forbidden)[:2] == (400, "invalid")
    future = w.call("gcal.events.list", {"calendarId": "primary", "syncToken": "CPDczo5OTk5OTo0MzY0N2M3MQ"})
    assert err(future) == (410, "fullSyncRequired", "Sync token is no longer valid, a full sync is required.")


def test_updated_min_includes_deletions_and_order_by_updated(w: World) -> None:
    a = w.call("gcal.events.insert", {"calendarId": "primary", "body": {**EVENT, "id": "first01"}}).body
    w.call("gcal.events.insert", {"calendarId": "primary", "body": {**EVENT, "id": "second02"}})
    w.call("gcal.events.delete", {"calendarId": "primary", "eventId": "first01"})
    resp = w.call(
        "gcal.events.list", {"calendarId": "primary", "updatedMin": a["updated"], "orderBy": "updated"}
    )
    assert [(i["id"], i["status"]) for i in resp.body["items"]] == [
        ("second02", "confirmed"),
        ("first01", "cancelled"),
    ]


def test_freebusy_skips_transparent_declined_and_cancelled(w: World) -> None:
    day = {"timeMin": "2026-11-26T00:00:00Z", "timeMax": "2026-11-27T00:00:00Z"}
    w.call(
        "gcal.events.insert",
        {
            "calendarId": "primary",
            "body": {
                "summary": "Focus",
                "transparency": "transparent",
                "start": {"dateTime": "2026-11-26T10:00:00Z"},
                "end": {"dateTime": "2026-11-26T11:00:00Z"},
            },
        },
    )
    w.call(
        "gcal.events.insert",
        {
            "calendarId": "primary",
            "body": {
                "id": "declined01",
                "summary": "Invite",
                "attendees": [{"email": BILAL, "responseStatus": "declined"}],
                "start": {"dateTime": "2026-11-26T12:00:00Z"},
                "end": {"dateTime": "2026-11-26T13:00:00Z"},
            },
        },
    )
    resp = w.call(
        "gcal.freebusy.query", {"body": {**day, "items": [{"id": ALICE}, {"id": BILAL}]}}, principal="bilal"
    )
    busy = resp.body["calendars"]
    assert {"start": "2026-11-26T12:00:00Z", "end": "2026-11-26T13:00:00Z"} in busy[ALICE]["busy"]
    assert {"start": "2026-11-26T10:00:00Z", "end": "2026-11-26T11:00:00Z"} not in busy[ALICE]["busy"]
    assert {"start": "2026-11-26T12:00:00Z", "end": "2026-11-26T13:00:00Z"} not in busy[BILAL]["busy"]


def test_same_seed_same_bytes(w: World) -> None:
    other = World(["gcal"], seed=0)
    for world in (w, other):
        world.call("gcal.events.insert", {"calendarId": "primary", "body": EVENT})
        world.call("gcal.calendars.insert", {"body": {"summary": "Ops"}})
        world.call("gcal.events.quickAdd", {"calendarId": "primary", "text": "Lunch at 12:30pm"})
    assert w.state_hash() == other.state_hash()
    assert w.conn.serialize() == other.conn.serialize()


def test_reset_returns_to_the_fixture(w: World) -> None:
    start = w.state_hash()
    w.call("gcal.events.list", {"calendarId": "primary", "singleEvents": True})
    w.call("gcal.events.insert", {"calendarId": "primary", "body": EVENT})
    w.reset()
    assert w.state_hash() == start
    assert w.call("gcal.events.get", {"calendarId": "primary", "eventId": standup_id(w)}).status == 200


def test_every_operation_has_a_tool_schema() -> None:
    svc = registry.get("gcal")
    assert len(svc.operations) == 37
    for op in svc.operations.values():
        schema = op.tool_definition()
        assert schema["description"], op.name
        assert schema["input_schema"]["type"] == "object", op.name


def test_if_none_match_on_every_get(w: World) -> None:
    for op, params in (
        ("gcal.calendars.get", {"calendarId": "primary"}),
        ("gcal.calendarList.get", {"calendarId": "primary"}),
        ("gcal.acl.get", {"calendarId": "primary", "ruleId": f"user:{ALICE}"}),
        ("gcal.events.get", {"calendarId": "primary", "eventId": standup_id(w)}),
    ):
        tag = w.call(op, params).body["etag"]
        assert w.call(op, {**params, "ifNoneMatch": tag}).status == 304, op
        assert w.call(op, {**params, "ifNoneMatch": '"other"'}).status == 200, op


def test_small_fixture_has_every_row_named() -> None:
    small = World(["gcal"], seed=0, fixture="small")
    assert [u["email"] for u in small.rows("gcal_users")] == [ALICE, BILAL, "dara@orbital.example"]
    assert [(e["calendar_id"], e["id"], e["status"]) for e in small.rows("gcal_events")] == [
        (ALICE, "standup0001", "confirmed"),
        (ALICE, "standup0001_20261030T133000Z", "cancelled"),
        (ALICE, "standup0001_20261104T143000Z", "confirmed"),
        (BILAL, "oooblock0001", "confirmed"),
        ("c_teamsmall0000000000000000@group.calendar.google.com", "release0042", "confirmed"),
        ("dara@orbital.example", "roadmap0001", "confirmed"),
    ]


_HASH_SCRIPT = """
from toolproof.world import World
w = World(["gcal"], seed=3)
w.call("gcal.events.insert", {"calendarId": "primary", "body": {"summary": "x",
       "start": {"date": "2026-11-20"}, "end": {"date": "2026-11-21"}}})
w.call("gcal.calendars.insert", {"body": {"summary": "Ops"}}, principal="dara")
print(w.state_hash())
"""


def test_same_bytes_in_other_processes() -> None:
    import os
    import subprocess
    import sys

    hashes = set()
    for seed in ("1", "987"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        out = subprocess.run(
            [sys.executable, "-c", _HASH_SCRIPT], env=env, capture_output=True, text=True, check=True
        )
        hashes.add(out.stdout.strip())
    assert len(hashes) == 1


def test_send_updates_records_who_was_told(w: World) -> None:
    body = {
        **EVENT,
        "id": "notice001",
        "attendees": [{"email": BILAL}, {"email": "jordan.lee@client.example"}, {"email": ALICE}],
    }
    w.call("gcal.events.insert", {"calendarId": "primary", "body": body, "sendUpdates": "all"})
    w.call(
        "gcal.events.patch",
        {
            "calendarId": "primary",
            "eventId": "notice001",
            "body": {"summary": "v2"},
            "sendUpdates": "externalOnly",
        },
    )
    w.call("gcal.events.patch", {"calendarId": "primary", "eventId": "notice001", "body": {"summary": "v3"}})
    w.call("gcal.events.delete", {"calendarId": "primary", "eventId": "notice001", "sendNotifications": True})
    sent = [
        (n["recipient"], n["kind"])
        for n in sorted(w.rows("gcal_notifications"), key=lambda n: (n["seq"], n["recipient"]))
    ]
    assert sent == [
        (BILAL, "invitation"),
        ("jordan.lee@client.example", "invitation"),
        ("jordan.lee@client.example", "update"),
        (BILAL, "cancellation"),
        ("jordan.lee@client.example", "cancellation"),
    ]


def test_expanded_pages_agree_with_one_big_page(w: World) -> None:
    query = {
        "calendarId": "primary",
        "singleEvents": True,
        "orderBy": "startTime",
        "timeMin": "2026-10-20T00:00:00Z",
    }
    big = w.call("gcal.events.list", {**query, "maxResults": 40}).body
    ids: list[str] = []
    token = None
    for _ in range(8):
        page = w.call(
            "gcal.events.list", {**query, "maxResults": 5, **({"pageToken": token} if token else {})}
        ).body
        assert "nextSyncToken" not in page
        ids += [i["id"] for i in page["items"]]
        token = page["nextPageToken"]
    assert ids == [i["id"] for i in big["items"]]
    assert "nextPageToken" in big
    starts = [i["start"].get("dateTime") or i["start"]["date"] for i in big["items"]]
    assert len(set(ids)) == 40
    assert starts[0] < starts[-1]


def test_guest_declines_one_occurrence(w: World) -> None:
    sid = standup_id(w)
    occurrence = f"{sid}_20261110T143000Z"
    resp = w.call("gcal.events.delete", {"calendarId": "primary", "eventId": occurrence}, principal="bilal")
    assert resp.status == 204
    assert w.ledger.entries[-1].changes == (RowEffect("gcal_events", (ALICE, occurrence), "insert"),)
    seen = w.call("gcal.events.get", {"calendarId": "primary", "eventId": occurrence}).body
    assert (seen["status"], seen["recurringEventId"]) == ("confirmed", sid)
    assert [a["responseStatus"] for a in seen["attendees"] if a["email"] == BILAL] == ["declined"]
    master = w.call("gcal.events.get", {"calendarId": "primary", "eventId": sid}).body
    assert [a["responseStatus"] for a in master["attendees"] if a["email"] == BILAL] == ["accepted"]


def test_incremental_sync_with_single_events_reports_instances(w: World) -> None:
    full = w.call(
        "gcal.events.list", {"calendarId": "primary", "singleEvents": True, "maxResults": 2500}
    ).body
    sid = standup_id(w)
    w.call("gcal.events.patch", {"calendarId": "primary", "eventId": sid, "body": {"location": "Brooklyn"}})
    delta = w.call(
        "gcal.events.list",
        {"calendarId": "primary", "singleEvents": True, "syncToken": full["nextSyncToken"]},
    ).body
    ids = [i["id"] for i in delta["items"]]
    assert ids
    assert all(i.startswith(sid + "_") for i in ids)
    assert {i["location"] for i in delta["items"]} == {"Brooklyn"}
    assert f"{sid}_20261104T143000Z" not in ids  # a stored exception did not change


def test_moving_a_series_drops_exceptions_that_lost_their_occurrence(w: World) -> None:
    sid = standup_id(w)
    moved_wed = f"{sid}_20261104T143000Z"
    assert (
        w.call("gcal.events.get", {"calendarId": "primary", "eventId": moved_wed}).body["status"]
        == "confirmed"
    )
    # Only the rule changes (ends after 20 Nov): Wednesday's exception still names an occurrence.
    rule = [
        "RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20261120T235959Z",
        "EXDATE;TZID=America/New_York:20261111T093000",
    ]
    w.call("gcal.events.patch", {"calendarId": "primary", "eventId": sid, "body": {"recurrence": rule}})
    assert (
        w.call("gcal.events.get", {"calendarId": "primary", "eventId": moved_wed}).body["status"]
        == "confirmed"
    )
    # The series moves to 10:00: the 09:30 occurrences are gone, and so is the exception.
    w.call(
        "gcal.events.patch",
        {
            "calendarId": "primary",
            "eventId": sid,
            "body": {
                "start": {"dateTime": "2026-09-21T10:00:00-04:00", "timeZone": NY},
                "end": {"dateTime": "2026-09-21T10:15:00-04:00", "timeZone": NY},
            },
        },
    )
    assert (
        w.call("gcal.events.get", {"calendarId": "primary", "eventId": moved_wed}).body["status"]
        == "cancelled"
    )
    week = w.call(
        "gcal.events.list",
        {
            "calendarId": "primary",
            "iCalUID": f"{sid}@google.com",
            "singleEvents": True,
            "timeMin": "2026-11-02T00:00:00Z",
            "timeMax": "2026-11-07T00:00:00Z",
        },
    ).body["items"]
    assert [i["start"]["dateTime"][11:16] for i in week] == ["10:00"] * 5


def test_rooms_decline_double_bookings(w: World) -> None:
    hudson = next(c["id"] for c in w.rows("gcal_calendars") if c["summary"] == "NYC-4-Hudson (8)")

    def book(event_id: str, start: str, end: str) -> dict[str, Any]:
        body = {
            "id": event_id,
            "summary": "Room test",
            "start": {"dateTime": start, "timeZone": NY},
            "end": {"dateTime": end, "timeZone": NY},
            "attendees": [{"email": hudson, "responseStatus": "accepted"}],
        }
        resp = w.call("gcal.events.insert", {"calendarId": "primary", "body": body})
        return dict(resp.body)

    def room_status(event: dict[str, Any]) -> str:
        return str(next(a["responseStatus"] for a in event["attendees"] if a["email"] == hudson))

    # The Engineering stand-up holds Hudson 09:30-09:45 New York on weekdays.
    clash = book("roomclash1", "2026-11-09T09:40:00-05:00", "2026-11-09T10:10:00-05:00")
    free = book("roomfree01", "2026-11-09T16:00:00-05:00", "2026-11-09T16:30:00-05:00")
    assert (room_status(clash), room_status(free)) == ("declined", "accepted")
    # A declined booking does not hold the room; moving the free one onto the stand-up loses it.
    again = book("roomagain1", "2026-11-09T10:00:00-05:00", "2026-11-09T10:30:00-05:00")
    assert room_status(again) == "accepted"
    moved = w.call(
        "gcal.events.patch",
        {
            "calendarId": "primary",
            "eventId": "roomfree01",
            "body": {
                "start": {"dateTime": "2026-11-10T09:30:00-05:00", "timeZone": NY},
                "end": {"dateTime": "2026-11-10T10:00:00-05:00", "timeZone": NY},
            },
        },
    ).body
    assert room_status(moved) == "declined"
    retitled = w.call(
        "gcal.events.patch",
        {"calendarId": "primary", "eventId": "roomagain1", "body": {"summary": "Renamed"}},
    ).body
    assert room_status(retitled) == "accepted"


def test_every_fixture_view_matches_the_published_schemas(w: World) -> None:
    from tests.services.gcal.spec import validate_body

    problems: list[str] = []
    window = {"timeMin": "2026-10-26T00:00:00Z", "timeMax": "2026-11-09T00:00:00Z"}
    for user in w.rows("gcal_users"):
        who = user["email"].split("@")[0]
        views: list[tuple[str, str, dict[str, Any]]] = [
            (
                "Events",
                "gcal.events.list",
                {"calendarId": "primary", "showDeleted": True, "maxResults": 2500},
            ),
            ("Events", "gcal.events.list", {"calendarId": "primary", "singleEvents": True, **window}),
            (
                "Events",
                "gcal.events.list",
                {"calendarId": "alice@orbital.example", "singleEvents": True, **window},
            ),
            ("CalendarList", "gcal.calendarList.list", {"showHidden": True}),
            ("Settings", "gcal.settings.list", {}),
        ]
        for schema, op, params in views:
            resp = w.call(op, params, principal=who)
            assert resp.status == 200, (who, op, resp.body)
            problems += [f"{who} {op}: {p}" for p in validate_body(schema, resp.body)]
    assert problems == []
