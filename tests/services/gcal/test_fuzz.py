"""Bad input, fuzzed: Google's error envelope, never a 5xx, and not one byte of state changed."""

from __future__ import annotations

import json
import string
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.services.gcal.spec import validate_error
from tests.support.server import serve
from toolproof.services.gcal.times import is_zone, parse_local
from toolproof.world import World

NY = "America/New_York"
EVENT: dict[str, Any] = {
    "summary": "Fuzz",
    "start": {"dateTime": "2026-11-05T10:00:00-05:00", "timeZone": NY},
    "end": {"dateTime": "2026-11-05T11:00:00-05:00", "timeZone": NY},
}
FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])

_world = World(["gcal"], seed=0)


@pytest.fixture
def w() -> World:
    _world.reset()
    return _world


def refused(w: World, params: dict[str, Any], op: str = "gcal.events.insert") -> dict[str, Any]:
    """Call, and check: 4xx, Google's envelope, state untouched. Returns the first error detail."""
    before = w.state_hash()
    resp = w.call(op, params)
    assert 400 <= resp.status < 500, resp
    assert validate_error(resp.body) == []
    assert resp.body["error"]["code"] == resp.status
    assert w.state_hash() == before
    detail: dict[str, Any] = resp.body["error"]["errors"][0]
    return detail


not_rfc3339 = st.text(min_size=0, max_size=40).filter(lambda s: parse_local(s) is None)
bad_zone = st.text(alphabet=string.ascii_letters + "/_-+.0123456789", min_size=1, max_size=40).filter(
    lambda s: not is_zone(s)
)
bad_id = st.one_of(
    st.text(alphabet="abcdefghijklmnopqrstuv0123456789", max_size=4),
    st.text(min_size=5, max_size=60).filter(
        lambda s: any(c not in "abcdefghijklmnopqrstuv0123456789" for c in s)
    ),
)
bad_rrule = st.one_of(
    st.text(max_size=40).filter(lambda s: not s.upper().startswith(("RRULE:", "EXRULE:", "RDATE", "EXDATE"))),
    st.text(alphabet=string.ascii_uppercase + "=;,0123456789-", max_size=40)
    .filter(lambda s: "FREQ=" not in s)
    .map(lambda s: "RRULE:" + s),
    st.sampled_from(["SECONDLY", "MINUTELY", "HOURLY", "FORTNIGHTLY", ""]).map(lambda f: f"RRULE:FREQ={f}"),
    st.text(alphabet="0123456789TZ", max_size=20)
    .filter(lambda s: len(s) not in (8, 15, 16))
    .map(lambda s: "EXDATE:" + s),
)


@FUZZ
@given(value=not_rfc3339, which=st.sampled_from(["start", "end"]))
def test_malformed_times(w: World, value: str, which: str) -> None:
    body = {**EVENT, which: {"dateTime": value, "timeZone": NY}}
    detail = refused(w, {"calendarId": "primary", "body": body})
    assert (detail["reason"], detail["message"]) in {
        ("badRequest", f"Invalid {which} time."),
        ("required", f"Missing {which} time."),
    }


@FUZZ
@given(value=not_rfc3339, name=st.sampled_from(["timeMin", "timeMax", "updatedMin"]))
def test_malformed_query_times(w: World, value: str, name: str) -> None:
    detail = refused(w, {"calendarId": "primary", name: value}, "gcal.events.list")
    assert detail["reason"] == "badRequest"


@FUZZ
@given(minutes=st.integers(min_value=1, max_value=60 * 24 * 400))
def test_end_before_start(w: World, minutes: int) -> None:
    from datetime import datetime, timedelta

    start = datetime.fromisoformat("2026-11-05T10:00:00-05:00")
    end = (start - timedelta(minutes=minutes)).isoformat()
    body = {**EVENT, "end": {"dateTime": end, "timeZone": NY}}
    detail = refused(w, {"calendarId": "primary", "body": body})
    assert (detail["domain"], detail["reason"]) == ("calendar", "timeRangeEmpty")


@FUZZ
@given(rule=bad_rrule)
def test_invalid_recurrence(w: World, rule: str) -> None:
    detail = refused(w, {"calendarId": "primary", "body": {**EVENT, "recurrence": [rule]}})
    assert (detail["reason"], detail["message"]) == ("invalid", "Invalid recurrence rule.")


@FUZZ
@given(event_id=bad_id)
def test_ids_outside_base32hex(w: World, event_id: str) -> None:
    detail = refused(w, {"calendarId": "primary", "body": {**EVENT, "id": event_id}})
    assert (detail["reason"], detail["message"]) == ("invalid", "Invalid resource id value.")


@FUZZ
@given(zone=bad_zone, where=st.sampled_from(["start", "end", "query", "calendar"]))
def test_unknown_time_zones(w: World, zone: str, where: str) -> None:
    if where == "query":
        detail = refused(w, {"calendarId": "primary", "timeZone": zone}, "gcal.events.list")
        assert detail["reason"] == "invalid"
    elif where == "calendar":
        detail = refused(w, {"body": {"summary": "x", "timeZone": zone}}, "gcal.calendars.insert")
        assert detail["location"] == "timeZone"
    else:
        body = {**EVENT, where: {"dateTime": EVENT[where]["dateTime"], "timeZone": zone}}
        detail = refused(w, {"calendarId": "primary", "body": body})
        assert detail["message"] == f"Invalid time zone definition for {where} time."


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4),
    max_leaves=12,
)
event_keys = st.sampled_from(
    [
        "start",
        "end",
        "recurrence",
        "attendees",
        "status",
        "id",
        "summary",
        "transparency",
        "reminders",
        "eventType",
    ]
)


@FUZZ
@given(junk=st.dictionaries(event_keys, json_values, min_size=1, max_size=4))
def test_junk_event_bodies_never_break_the_double(w: World, junk: dict[str, Any]) -> None:
    before = w.state_hash()
    resp = w.call("gcal.events.insert", {"calendarId": "primary", "body": {**EVENT, **junk}})
    assert resp.status < 500, resp
    if resp.status >= 400:
        assert validate_error(resp.body) == []
        assert w.state_hash() == before


# -- over HTTP: raw requests the official client would never send ----------------------------------
@pytest.fixture(scope="module")
def http() -> Iterator[tuple[httpx.Client, World]]:
    with serve(["gcal"]) as srv:
        client = httpx.Client(
            base_url=srv.base_url + "/gcal/calendar/v3",
            headers={"Authorization": f"Bearer {srv.world.id}"},
            timeout=10,
        )
        yield client, srv.world
        client.close()


PATHS = [
    ("POST", "/calendars/primary/events"),
    ("PATCH", "/calendars/primary/events/offsite2026q4"),
    ("PUT", "/calendars/primary/events/offsite2026q4"),
    ("GET", "/calendars/primary/events"),
    ("POST", "/freeBusy"),
    ("POST", "/calendars"),
    ("POST", "/calendars/primary/acl"),
    ("PATCH", "/users/me/calendarList/primary"),
    ("POST", "/calendars/primary/events/quickAdd"),
    ("GET", "/calendars/primary/events/nosuchevent/instances"),
    ("DELETE", "/calendars/nobody%40nowhere.example/events/abcde"),
]
query = st.dictionaries(
    st.sampled_from(
        ["timeMin", "timeMax", "maxResults", "singleEvents", "orderBy", "syncToken", "pageToken", "text", "q"]
    ),
    st.text(max_size=12),
    max_size=3,
)
raw_body = st.one_of(
    st.binary(max_size=60),
    json_values.map(lambda v: json.dumps(v).encode()),
    st.dictionaries(event_keys, json_values, max_size=4).map(lambda v: json.dumps(v).encode()),
)


@settings(max_examples=120, deadline=None)
@given(route=st.sampled_from(PATHS), params=query, body=raw_body)
def test_raw_http_requests_get_google_errors(
    http: tuple[httpx.Client, World], route: tuple[str, str], params: dict[str, str], body: bytes
) -> None:
    client, world = http
    method, path = route
    before = world.state_hash()
    content = body if method != "GET" else None
    resp = client.request(
        method, path, params=params, content=content, headers={"Content-Type": "application/json"}
    )
    assert resp.status_code < 500, resp.text
    if resp.status_code >= 400:
        assert validate_error(resp.json()) == [], resp.text
        assert world.state_hash() == before
    world.reset()
