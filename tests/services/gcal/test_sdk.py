"""Every implemented method driven through the official ``google-api-python-client`` over HTTP.

Each test's responses are validated against Google's published schemas by the ``recorder`` fixture.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import httpx
import pytest
from googleapiclient.errors import HttpError

from toolproof.transports.http import RunningServer

Client = Any
ALICE, BILAL, DARA = "alice@orbital.example", "bilal@orbital.example", "dara@orbital.example"
EVENT = {
    "summary": "Planning",
    "start": {"dateTime": "2026-11-05T10:00:00-05:00", "timeZone": "America/New_York"},
    "end": {"dateTime": "2026-11-05T11:00:00-05:00", "timeZone": "America/New_York"},
}


def reason(exc: pytest.ExceptionInfo[HttpError]) -> tuple[int, str]:
    return exc.value.status_code, exc.value.error_details[0]["reason"]


def standup(svc: Client) -> dict[str, Any]:
    items = svc.events().list(calendarId="primary", q="Engineering stand-up").execute()["items"]
    (master,) = [i for i in items if "recurrence" in i]
    return dict(master)


def test_single_events_expand_in_wall_clock_across_dst(client: Callable[..., Client]) -> None:
    svc = client()
    resp = (
        svc.events()
        .list(
            calendarId="primary",
            q="Engineering stand-up",
            singleEvents=True,
            orderBy="startTime",
            timeMin="2026-10-26T00:00:00Z",
            timeMax="2026-11-07T00:00:00Z",
            timeZone="UTC",
        )
        .execute()
    )
    starts = [i["start"]["dateTime"] for i in resp["items"]]
    # 09:30 New York every weekday: 13:30Z before 1 Nov (EDT), 14:30Z after (EST); Friday 30 Oct was
    # cancelled and Wednesday 4 Nov moved to 10:00.
    assert starts == [
        "2026-10-26T13:30:00Z",
        "2026-10-27T13:30:00Z",
        "2026-10-28T13:30:00Z",
        "2026-10-29T13:30:00Z",
        "2026-11-02T14:30:00Z",
        "2026-11-03T14:30:00Z",
        "2026-11-04T15:00:00Z",
        "2026-11-05T14:30:00Z",
        "2026-11-06T14:30:00Z",
    ]
    moved = resp["items"][6]
    assert moved["originalStartTime"] == {"dateTime": "2026-11-04T14:30:00Z", "timeZone": "America/New_York"}
    assert moved["id"] == moved["recurringEventId"] + "_20261104T143000Z"


def test_list_next_pages_then_sync_token_on_last_page(client: Callable[..., Client]) -> None:
    svc = client()
    everything = svc.events().list(calendarId="primary", maxResults=2500).execute()
    req = svc.events().list(calendarId="primary", maxResults=7)
    pages = []
    while req is not None:
        page = req.execute()
        pages.append(page)
        req = svc.events().list_next(req, page)
    assert len(pages) == -(-len(everything["items"]) // 7) > 3
    assert all("nextPageToken" in p and "nextSyncToken" not in p for p in pages[:-1])
    assert "nextPageToken" not in pages[-1]
    assert pages[-1]["nextSyncToken"] == everything["nextSyncToken"]
    assert [i["id"] for p in pages for i in p["items"]] == [i["id"] for i in everything["items"]]


def test_insert_get_patch_update_delete(client: Callable[..., Client], world: Any) -> None:
    svc = client()
    created = svc.events().insert(calendarId="primary", sendUpdates="all", body=EVENT).execute()
    assert len(created["id"]) == 26
    assert set(created["id"]) <= set("0123456789abcdefghijklmnopqrstuv")
    assert created["organizer"] == {"email": ALICE, "displayName": "Alice Okafor", "self": True}
    assert created["start"] == {"dateTime": "2026-11-05T10:00:00-05:00", "timeZone": "America/New_York"}
    got = svc.events().get(calendarId="primary", eventId=created["id"]).execute()
    assert got == created
    patched = (
        svc.events()
        .patch(
            calendarId="primary",
            eventId=created["id"],
            body={"summary": "Planning (v2)", "location": "Hudson"},
        )
        .execute()
    )
    assert patched["summary"] == "Planning (v2)"
    assert patched["etag"] != created["etag"]
    assert patched["start"] == created["start"]
    assert patched["sequence"] == 1
    replaced = (
        svc.events()
        .update(calendarId="primary", eventId=created["id"], body={**EVENT, "summary": "Replaced"})
        .execute()
    )
    assert replaced["summary"] == "Replaced"
    assert "location" not in replaced
    assert replaced["etag"] not in (created["etag"], patched["etag"])
    assert svc.events().delete(calendarId="primary", eventId=created["id"]).execute() == ""
    assert svc.events().get(calendarId="primary", eventId=created["id"]).execute()["status"] == "cancelled"
    with pytest.raises(HttpError) as exc:
        svc.events().delete(calendarId="primary", eventId=created["id"]).execute()
    assert reason(exc) == (410, "deleted")
    ops = [(e.operation, e.status, e.committed) for e in world.ledger.entries[-7:]]
    assert ops == [
        ("gcal.events.insert", 200, True),
        ("gcal.events.get", 200, False),
        ("gcal.events.patch", 200, True),
        ("gcal.events.update", 200, True),
        ("gcal.events.delete", 204, True),
        ("gcal.events.get", 200, False),
        ("gcal.events.delete", 410, False),
    ]


def test_client_chosen_id_retry_is_duplicate(client: Callable[..., Client]) -> None:
    svc = client()
    body = {**EVENT, "id": "retrsafe0001"}
    assert svc.events().insert(calendarId="primary", body=body).execute()["id"] == "retrsafe0001"
    with pytest.raises(HttpError) as exc:
        svc.events().insert(calendarId="primary", body=body).execute()
    assert reason(exc) == (409, "duplicate")
    with pytest.raises(HttpError) as exc:
        svc.events().insert(calendarId="primary", body={**EVENT, "id": "Not_Base32hex"}).execute()
    assert reason(exc) == (400, "invalid")
    assert exc.value.error_details[0]["message"] == "Invalid resource id value."


def test_if_match_stale_is_412_and_if_none_match_is_304(client: Callable[..., Client]) -> None:
    svc = client()
    event = svc.events().insert(calendarId="primary", body=EVENT).execute()
    svc.events().patch(calendarId="primary", eventId=event["id"], body={"summary": "Someone else"}).execute()
    stale = svc.events().patch(calendarId="primary", eventId=event["id"], body={"summary": "Mine"})
    stale.headers["If-Match"] = event["etag"]
    with pytest.raises(HttpError) as exc:
        stale.execute()
    assert reason(exc) == (412, "conditionNotMet")
    assert exc.value.error_details[0]["location"] == "If-Match"
    fresh = svc.events().get(calendarId="primary", eventId=event["id"]).execute()
    ok = svc.events().patch(calendarId="primary", eventId=event["id"], body={"summary": "Mine"})
    ok.headers["If-Match"] = fresh["etag"]
    assert ok.execute()["summary"] == "Mine"
    latest = svc.events().get(calendarId="primary", eventId=event["id"]).execute()
    cached = svc.events().get(calendarId="primary", eventId=event["id"])
    cached.headers["If-None-Match"] = latest["etag"]
    with pytest.raises(HttpError) as exc:
        cached.execute()
    assert exc.value.status_code == 304


def test_incremental_sync_returns_changed_and_cancelled(client: Callable[..., Client]) -> None:
    svc = client()
    req = svc.events().list(calendarId="primary", maxResults=50)
    while req is not None:
        page = req.execute()
        req = svc.events().list_next(req, page)
    token = page["nextSyncToken"]
    added = svc.events().insert(calendarId="primary", body=EVENT).execute()
    master = standup(svc)
    svc.events().patch(
        calendarId="primary", eventId=master["id"], body={"description": "new agenda"}
    ).execute()
    svc.events().delete(calendarId="primary", eventId=added["id"]).execute()
    delta = svc.events().list(calendarId="primary", syncToken=token).execute()
    assert [(i["id"], i["status"]) for i in delta["items"]] == [
        (master["id"], "confirmed"),
        (added["id"], "cancelled"),
    ]
    again = svc.events().list(calendarId="primary", syncToken=delta["nextSyncToken"]).execute()
    assert again["items"] == []
    with pytest.raises(HttpError) as exc:
        svc.events().list(calendarId="primary", syncToken="CPDbogus").execute()
    assert reason(exc) == (410, "fullSyncRequired")
    with pytest.raises(HttpError) as exc:
        svc.events().list(calendarId="primary", syncToken=token, timeMin="2026-11-01T00:00:00Z").execute()
    assert reason(exc) == (400, "invalid")
    assert exc.value.error_details[0]["location"] == "timeMin"
    with pytest.raises(HttpError) as exc:
        svc.events().list(calendarId=DARA, syncToken=token).execute()
    assert reason(exc) == (410, "fullSyncRequired")


def test_recurring_instance_edits(client: Callable[..., Client]) -> None:
    svc = client()
    master = standup(svc)
    window = {"timeMin": "2026-11-09T00:00:00Z", "timeMax": "2026-11-14T00:00:00Z"}
    instances = (
        svc.events().instances(calendarId="primary", eventId=master["id"], **window).execute()["items"]
    )
    # Wednesday 11 November is an EXDATE (Veterans Day).
    assert [i["id"].rsplit("_", 1)[1] for i in instances] == [
        "20261109T143000Z",
        "20261110T143000Z",
        "20261112T143000Z",
        "20261113T143000Z",
    ]
    monday, tuesday = instances[0], instances[1]
    moved = (
        svc.events()
        .patch(
            calendarId="primary",
            eventId=monday["id"],
            body={
                "start": {"dateTime": "2026-11-09T11:00:00-05:00", "timeZone": "America/New_York"},
                "end": {"dateTime": "2026-11-09T11:15:00-05:00", "timeZone": "America/New_York"},
            },
        )
        .execute()
    )
    assert moved["recurringEventId"] == master["id"]
    assert moved["originalStartTime"]["dateTime"] == "2026-11-09T09:30:00-05:00"
    svc.events().delete(calendarId="primary", eventId=tuesday["id"]).execute()
    listed = (
        svc.events()
        .list(calendarId="primary", singleEvents=True, q="Engineering stand-up", **window)
        .execute()
    )
    assert [(i["id"], i["start"]["dateTime"]) for i in listed["items"]] == [
        (monday["id"], "2026-11-09T11:00:00-05:00"),
        (instances[2]["id"], "2026-11-12T09:30:00-05:00"),
        (instances[3]["id"], "2026-11-13T09:30:00-05:00"),
    ]
    with_deleted = (
        svc.events()
        .instances(calendarId="primary", eventId=master["id"], showDeleted=True, **window)
        .execute()["items"]
    )
    assert [(i["id"], i["status"]) for i in with_deleted][:2] == [
        (monday["id"], "confirmed"),
        (tuesday["id"], "cancelled"),
    ]
    with pytest.raises(HttpError) as exc:
        svc.events().delete(calendarId="primary", eventId=tuesday["id"]).execute()
    assert reason(exc) == (410, "deleted")


def test_freebusy_across_time_zones(client: Callable[..., Client], world: Any) -> None:
    svc = client()
    rooms = [r["id"] for r in world.rows("gcal_calendars") if r["summary"] == "NYC-4-Hudson (8)"]
    resp = (
        svc.freebusy()
        .query(
            body={
                "timeMin": "2026-11-02T00:00:00Z",
                "timeMax": "2026-11-03T00:00:00Z",
                "timeZone": "Asia/Kolkata",
                "items": [{"id": ALICE}, {"id": DARA}, {"id": rooms[0]}, {"id": "ghost@elsewhere.example"}],
            }
        )
        .execute()
    )
    assert resp["timeMin"] == "2026-11-02T00:00:00.000Z"
    # The 09:30 New York stand-up is 20:00 in Kolkata; Dara (London) attends it too.
    assert {"start": "2026-11-02T20:00:00+05:30", "end": "2026-11-02T20:15:00+05:30"} in resp["calendars"][
        ALICE
    ]["busy"]
    assert resp["calendars"][DARA]["busy"][0] == {
        "start": "2026-11-02T20:00:00+05:30",
        "end": "2026-11-02T20:15:00+05:30",
    }
    assert resp["calendars"][rooms[0]]["busy"][0]["start"] == "2026-11-02T20:00:00+05:30"
    assert resp["calendars"]["ghost@elsewhere.example"] == {
        "errors": [{"domain": "global", "reason": "notFound"}],
        "busy": [],
    }
    with pytest.raises(HttpError) as exc:
        svc.freebusy().query(
            body={"timeMin": "2026-11-03T00:00:00Z", "timeMax": "2026-11-02T00:00:00Z", "items": []}
        ).execute()
    assert reason(exc) == (400, "timeRangeEmpty")


def test_calendars_and_calendar_list(client: Callable[..., Client]) -> None:
    svc = client()
    cal = svc.calendars().insert(body={"summary": "Hiring", "timeZone": "Europe/London"}).execute()
    assert cal["id"].startswith("c_")
    assert cal["id"].endswith("@group.calendar.google.com")
    entry = svc.calendarList().get(calendarId=cal["id"]).execute()
    assert entry["accessRole"] == "owner"
    assert entry["summary"] == "Hiring"
    patched = (
        svc.calendarList()
        .patch(calendarId=cal["id"], body={"colorId": "9", "summaryOverride": "Hire!"})
        .execute()
    )
    assert (patched["colorId"], patched["summaryOverride"]) == ("9", "Hire!")
    assert (
        svc.calendars().patch(calendarId=cal["id"], body={"description": "Loops"}).execute()["description"]
        == "Loops"
    )
    assert (
        svc.calendars().update(calendarId=cal["id"], body={"summary": "Hiring 2027"}).execute()["timeZone"]
        == "Europe/London"
    )
    assert svc.calendars().get(calendarId=cal["id"]).execute()["summary"] == "Hiring 2027"
    owned = svc.calendarList().list(minAccessRole="owner").execute()["items"]
    assert [e["summary"] for e in owned] == [ALICE, "Engineering", "Hiring 2027"]
    assert svc.calendarList().list().execute()["items"][0]["primary"] is True
    svc.calendarList().delete(calendarId=cal["id"]).execute()
    with pytest.raises(HttpError) as exc:
        svc.calendarList().get(calendarId=cal["id"]).execute()
    assert reason(exc) == (404, "notFound")
    assert svc.calendarList().insert(body={"id": cal["id"]}).execute()["id"] == cal["id"]
    svc.calendars().delete(calendarId=cal["id"]).execute()
    with pytest.raises(HttpError) as exc:
        svc.calendars().get(calendarId=cal["id"]).execute()
    assert reason(exc) == (404, "notFound")
    with pytest.raises(HttpError) as exc:
        svc.calendars().delete(calendarId="primary").execute()
    assert exc.value.status_code == 400


def test_acl_sharing_controls_access(client: Callable[..., Client]) -> None:
    alice, bilal = client(), client("bilal")
    cal = alice.calendars().insert(body={"summary": "Launch"}).execute()
    with pytest.raises(HttpError) as exc:
        bilal.events().insert(calendarId=cal["id"], body=EVENT).execute()
    assert reason(exc) == (404, "notFound")
    rule = (
        alice.acl()
        .insert(calendarId=cal["id"], body={"role": "writer", "scope": {"type": "user", "value": BILAL}})
        .execute()
    )
    assert rule == {
        "kind": "calendar#aclRule",
        "etag": rule["etag"],
        "id": f"user:{BILAL}",
        "scope": {"type": "user", "value": BILAL},
        "role": "writer",
    }
    assert bilal.calendarList().get(calendarId=cal["id"]).execute()["accessRole"] == "writer"
    assert (
        bilal.events().insert(calendarId=cal["id"], body=EVENT).execute()["organizer"]["email"] == cal["id"]
    )
    alice.acl().patch(calendarId=cal["id"], ruleId=rule["id"], body={"role": "reader"}).execute()
    with pytest.raises(HttpError) as exc:
        bilal.events().insert(calendarId=cal["id"], body=EVENT).execute()
    assert reason(exc) == (403, "requiredAccessLevel")
    assert alice.acl().get(calendarId=cal["id"], ruleId=rule["id"]).execute()["role"] == "reader"
    ids = [r["id"] for r in alice.acl().list(calendarId=cal["id"]).execute()["items"]]
    assert ids == [f"user:{ALICE}", f"user:{BILAL}"]
    alice.acl().delete(calendarId=cal["id"], ruleId=rule["id"]).execute()
    with pytest.raises(HttpError) as exc:
        bilal.events().list(calendarId=cal["id"]).execute()
    assert reason(exc) == (404, "notFound")
    with pytest.raises(HttpError) as exc:
        bilal.acl().list(calendarId="primary").execute() and alice.acl().list(calendarId=BILAL).execute()
    with pytest.raises(HttpError) as exc:
        alice.acl().list(calendarId=BILAL).execute()
    assert reason(exc) == (403, "requiredAccessLevel")


def test_a_share_emails_the_grantee_unless_told_not_to(client: Callable[..., Client], world: Any) -> None:
    """(gcal12) acl.insert's sendNotifications (default true): the "calendar shared with you" e-mail is
    a gcal_notifications row for the grantee; false sends none; a changed role mails again; the
    response is the rule, as before."""
    alice = client()
    cal = alice.calendars().insert(body={"summary": "Launch"}).execute()
    body = {"role": "writer", "scope": {"type": "user", "value": BILAL}}
    rule = alice.acl().insert(calendarId=cal["id"], body=body).execute()
    assert sorted(rule) == ["etag", "id", "kind", "role", "scope"]
    quiet = {"role": "reader", "scope": {"type": "user", "value": DARA}}
    alice.acl().insert(calendarId=cal["id"], body=quiet, sendNotifications=False).execute()
    alice.acl().insert(
        calendarId=cal["id"], body={"role": "reader", "scope": {"type": "domain", "value": "orbital.example"}}
    ).execute()
    alice.acl().patch(calendarId=cal["id"], ruleId=f"user:{DARA}", body={"role": "writer"}).execute()
    alice.acl().patch(
        calendarId=cal["id"], ruleId=f"user:{BILAL}", body={"role": "reader"}, sendNotifications=False
    ).execute()
    sent = sorted(world.rows("gcal_notifications"), key=lambda n: n["seq"])
    assert [(n["recipient"], n["calendar_id"], n["event_id"], n["kind"]) for n in sent] == [
        (BILAL, cal["id"], "", "share"),
        (DARA, cal["id"], "", "share"),
    ]
    assert [n["seq"] for n in sent] == [n["sent"] for n in sent]


def test_guest_may_only_answer(client: Callable[..., Client]) -> None:
    alice, bilal = client(), client("bilal")
    master = standup(alice)
    on_bilal = bilal.events().get(calendarId="primary", eventId=master["id"]).execute()
    assert on_bilal["organizer"] == {"email": ALICE, "displayName": "Alice Okafor"}
    with pytest.raises(HttpError) as exc:
        bilal.events().patch(
            calendarId="primary", eventId=master["id"], body={"summary": "Bilal's now"}
        ).execute()
    assert reason(exc) == (403, "forbiddenForNonOrganizer")
    with pytest.raises(HttpError) as exc:
        bilal.events().patch(
            calendarId="primary", eventId=master["id"], body={"guestsCanModify": True}
        ).execute()
    assert reason(exc) == (403, "forbiddenForNonOrganizer")
    answer = [{**a, "responseStatus": "declined"} if a.get("self") else a for a in on_bilal["attendees"]]
    answer = [{k: v for k, v in a.items() if k not in ("self", "organizer")} for a in answer]
    bilal.events().patch(calendarId="primary", eventId=master["id"], body={"attendees": answer}).execute()
    seen = alice.events().get(calendarId="primary", eventId=master["id"]).execute()
    assert [a["responseStatus"] for a in seen["attendees"] if a["email"] == BILAL] == ["declined"]


def test_move_to_team_calendar(client: Callable[..., Client], world: Any) -> None:
    svc = client()
    team = next(r["id"] for r in world.rows("gcal_calendars") if r["summary"] == "Engineering")
    event = svc.events().insert(calendarId="primary", body=EVENT).execute()
    moved = svc.events().move(calendarId="primary", eventId=event["id"], destination=team).execute()
    assert moved["organizer"] == {"email": team, "displayName": "Engineering", "self": True}
    assert svc.events().get(calendarId=team, eventId=event["id"]).execute()["summary"] == "Planning"
    assert svc.events().get(calendarId="primary", eventId=event["id"]).execute()["status"] == "cancelled"


def test_quick_add(client: Callable[..., Client]) -> None:
    svc = client()
    timed = (
        svc.events()
        .quickAdd(calendarId="primary", text="Dentist on 2026-11-20 at 3:30pm for 45 minutes")
        .execute()
    )
    assert timed["summary"] == "Dentist"
    assert timed["start"] == {"dateTime": "2026-11-20T15:30:00-05:00", "timeZone": "America/New_York"}
    assert timed["end"]["dateTime"] == "2026-11-20T16:15:00-05:00"
    allday = svc.events().quickAdd(calendarId="primary", text="Team lunch tomorrow").execute()
    assert (allday["summary"], allday["start"], allday["end"]) == (
        "Team lunch",
        {"date": "2026-11-03"},
        {"date": "2026-11-04"},
    )


def test_list_errors(client: Callable[..., Client]) -> None:
    svc = client()
    cases: list[tuple[dict[str, Any], tuple[int, str]]] = [
        ({"calendarId": "nobody@nowhere.example"}, (404, "notFound")),
        ({"calendarId": "primary", "orderBy": "startTime"}, (400, "badRequest")),
        (
            {"calendarId": "primary", "timeMin": "2026-11-03T00:00:00Z", "timeMax": "2026-11-02T00:00:00Z"},
            (400, "timeRangeEmpty"),
        ),
        ({"calendarId": "primary", "timeMin": "yesterday"}, (400, "badRequest")),
        ({"calendarId": "primary", "timeZone": "Mars/Olympus_Mons"}, (400, "invalid")),
        ({"calendarId": "primary", "pageToken": "nope"}, (400, "invalid")),
    ]
    for params, expected in cases:
        with pytest.raises(HttpError) as exc:
            svc.events().list(**params).execute()
        assert reason(exc) == expected, params


def test_credentials_select_world_and_user(server: RunningServer, world: Any) -> None:
    url = server.base_url + "/gcal/calendar/v3/calendars/primary?alt=json"
    assert httpx.get(url, headers={"Authorization": f"Bearer {world.id}.dara"}).json()["id"] == DARA
    missing = httpx.get(url)
    assert missing.status_code == 401
    assert missing.json()["error"]["errors"][0]["reason"] == "required"
    for token in ("not-a-world", f"{world.id}.nobody"):
        r = httpx.get(url, headers={"Authorization": f"Bearer {token}"})
        assert (r.status_code, r.json()["error"]["errors"][0]) == (
            401,
            {
                "domain": "global",
                "reason": "authError",
                "message": "Invalid Credentials",
                "locationType": "header",
                "location": "Authorization",
            },
        )


def test_settings_and_colors(client: Callable[..., Client]) -> None:
    alice, dara = client(), client("dara")
    assert alice.settings().get(setting="timezone").execute()["value"] == "America/New_York"
    assert dara.settings().get(setting="timezone").execute()["value"] == "Europe/London"
    settings = {s["id"]: s["value"] for s in dara.settings().list().execute()["items"]}
    assert (settings["weekStart"], settings["format24HourTime"]) == ("1", "true")
    with pytest.raises(HttpError) as exc:
        alice.settings().get(setting="noSuchSetting").execute()
    assert reason(exc) == (404, "notFound")
    colors = alice.colors().get().execute()
    assert colors["event"]["11"]["background"] == "#dc2127"


def test_calendar_list_and_acl_incremental_sync(client: Callable[..., Client]) -> None:
    svc = client()
    first = svc.calendarList().list().execute()
    assert "nextSyncToken" in first
    svc.calendarList().patch(calendarId="primary", body={"colorId": "17"}).execute()
    cal = svc.calendars().insert(body={"summary": "Offsite logistics"}).execute()
    delta = svc.calendarList().list(syncToken=first["nextSyncToken"]).execute()
    assert sorted(e["id"] for e in delta["items"]) == sorted([ALICE, cal["id"]])
    assert svc.calendarList().list(syncToken=delta["nextSyncToken"]).execute()["items"] == []
    acl = svc.acl().list(calendarId=cal["id"]).execute()
    svc.acl().insert(
        calendarId=cal["id"], body={"role": "reader", "scope": {"type": "domain", "value": "orbital.example"}}
    ).execute()
    changed = svc.acl().list(calendarId=cal["id"], syncToken=acl["nextSyncToken"]).execute()
    assert [r["id"] for r in changed["items"]] == ["domain:orbital.example"]
    with pytest.raises(HttpError) as exc:
        svc.acl().list(calendarId="primary", syncToken=acl["nextSyncToken"]).execute()
    assert reason(exc) == (410, "fullSyncRequired")


def test_max_attendees_trims_and_flags(client: Callable[..., Client]) -> None:
    svc = client()
    master = standup(svc)
    got = svc.events().get(calendarId="primary", eventId=master["id"], maxAttendees=2).execute()
    assert got["attendeesOmitted"] is True
    assert [a["email"] for a in got["attendees"]] == [ALICE, BILAL]


def test_import_is_keyed_by_ical_uid(client: Callable[..., Client]) -> None:
    svc = client()
    body = {
        **EVENT,
        "iCalUID": "kickoff-2026@client.example",
        "organizer": {"email": "jordan.lee@client.example"},
        "attendees": [{"email": ALICE, "responseStatus": "accepted"}],
    }
    first = svc.events().import_(calendarId="primary", body=body).execute()
    assert first["organizer"] == {"email": "jordan.lee@client.example"}
    assert first["iCalUID"] == "kickoff-2026@client.example"
    again = (
        svc.events().import_(calendarId="primary", body={**body, "summary": "Kickoff (moved room)"}).execute()
    )
    assert again["id"] == first["id"]
    assert again["summary"] == "Kickoff (moved room)"
    found = svc.events().list(calendarId="primary", iCalUID="kickoff-2026@client.example").execute()["items"]
    assert [e["id"] for e in found] == [first["id"]]
    with pytest.raises(HttpError) as exc:
        svc.events().import_(calendarId="primary", body=EVENT).execute()
    assert reason(exc) == (400, "required")


def test_wire_errors_are_google_shaped(server: RunningServer, world: Any) -> None:
    base = server.base_url + "/gcal/calendar/v3"
    auth = {"Authorization": f"Bearer {world.id}", "Content-Type": "application/json"}
    before = world.state_hash()
    cases = [
        (httpx.get(base + "/calendars/primary/nowhere", headers=auth), 404, "notFound"),
        (
            httpx.post(base + "/calendars/primary/events", headers=auth, content=b"{not json"),
            400,
            "parseError",
        ),
        (httpx.post(base + "/calendars/primary/events", headers=auth, content=b"[1, 2]"), 400, "parseError"),
        (httpx.post(base + "/calendars/primary/events", headers=auth), 400, "required"),
        (
            httpx.get(base + "/calendars/primary/events?maxResults=many", headers=auth),
            400,
            "invalidParameter",
        ),
    ]
    for resp, status, expected in cases:
        assert (resp.status_code, resp.json()["error"]["errors"][0]["reason"]) == (status, expected), (
            resp.text
        )
        assert resp.headers["content-type"].startswith("application/json")
    assert world.state_hash() == before
    ok = httpx.get(base + "/calendars/primary?alt=json&prettyPrint=false&fields=id", headers=auth)
    assert ok.status_code == 200
    assert ok.headers["etag"] == ok.json()["etag"]
    cached = httpx.get(base + "/calendars/primary", headers={**auth, "If-None-Match": ok.json()["etag"]})
    assert (cached.status_code, cached.content) == (304, b"")


def test_client_retries_googles_rate_limit_signals(client: Callable[..., Client], world: Any) -> None:
    from toolproof.faults import ErrorFault, FaultPlan, RateLimitFault, Rule, install

    svc = client()
    plan = FaultPlan(
        rules=[
            Rule(
                service="gcal",
                operation="gcal.events.list",
                sequence=[
                    ErrorFault(status=403, code="rateLimitExceeded"),
                    RateLimitFault(retry_after=1),
                    None,
                ],
            )
        ]
    )
    install(world, plan)
    try:
        req = svc.events().list(calendarId="primary", maxResults=1)
        req._sleep = lambda seconds: None
        assert len(req.execute(num_retries=2)["items"]) == 1
        statuses = [(e.operation, e.status) for e in world.ledger.entries[-3:]]
        assert statuses == [("gcal.events.list", 403), ("gcal.events.list", 429), ("gcal.events.list", 200)]
    finally:
        install(world, None)


def test_clear_and_the_update_methods(client: Callable[..., Client], world: Any) -> None:
    dara = client("dara")
    entry = (
        dara.calendarList().update(calendarId="primary", body={"colorId": "14", "hidden": False}).execute()
    )
    assert entry["colorId"] == "14"
    assert "summaryOverride" not in entry
    cal = dara.calendars().insert(body={"summary": "Reading group"}).execute()
    rule = (
        dara.acl()
        .insert(calendarId=cal["id"], body={"role": "reader", "scope": {"type": "default"}})
        .execute()
    )
    assert rule["id"] == "default"
    assert rule["scope"] == {"type": "default"}
    updated = (
        dara.acl().update(calendarId=cal["id"], ruleId="default", body={"role": "freeBusyReader"}).execute()
    )
    assert updated["role"] == "freeBusyReader"
    before = len(
        [e for e in world.rows("gcal_events") if e["calendar_id"] == DARA and e["status"] != "cancelled"]
    )
    assert before > 0
    assert dara.calendars().clear(calendarId="primary").execute() == ""
    after = [e for e in world.rows("gcal_events") if e["calendar_id"] == DARA and e["status"] != "cancelled"]
    assert after == []
    listed = (
        dara.events().list(calendarId="primary", singleEvents=True, timeMin="2026-11-02T00:00:00Z").execute()
    )
    assert all(i["organizer"]["email"] != DARA for i in listed["items"])


def test_watch_and_stop_channels(client: Callable[..., Client], world: Any) -> None:
    svc = client()
    hook = {
        "id": "agent-channel-1",
        "type": "web_hook",
        "address": "https://hooks.example/calendar",
        "token": "t0",
    }
    channel = svc.events().watch(calendarId="primary", body=hook).execute()
    assert channel["resourceUri"] == (
        "https://www.googleapis.com/calendar/v3/calendars/alice%40orbital.example/events?alt=json"
    )
    assert (channel["id"], channel["token"]) == ("agent-channel-1", "t0")
    assert int(channel["expiration"]) > 0
    assert [c["id"] for c in world.rows("gcal_channels")] == ["agent-channel-1"]
    for watch in (svc.calendarList().watch, svc.settings().watch):
        assert watch(body={**hook, "id": "agent-channel-2"}).execute()["kind"] == "api#channel"
    with pytest.raises(HttpError) as exc:
        svc.events().watch(
            calendarId="primary", body={**hook, "address": "http://hooks.example/plain"}
        ).execute()
    assert reason(exc) == (400, "push.webhookUrlNotHttps")
    stop = {"id": channel["id"], "resourceId": channel["resourceId"]}
    assert svc.channels().stop(body=stop).execute() == ""
    with pytest.raises(HttpError) as exc:
        svc.channels().stop(body=stop).execute()
    assert reason(exc) == (404, "notFound")
    assert len(world.rows("gcal_channels")) == 2
