"""Calendar's reads answer the same bytes with round 9's cached expansion and faster renderer.

Two holds: every list, get and instances answer over hypothesis-chosen parameters (calendars,
callers and their roles, windows, search, expansion, ordering, paging, zones, guest limits, after
writes that move, cancel or add series) is byte for byte what the definition in
``eventstore_reference.py`` (the code before the round) answers on the same world; and a fixed sweep
of such calls hashes as it did on ``main`` before the round (the digest below was printed by
:func:`sweep` on ``main`` at 580f183).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.services.gcal import eventstore_reference as ref
from toolproof.services.gcal import eventstore as es
from toolproof.services.gcal.operations import events as events_mod
from toolproof.world import World

#: ``sweep``'s digest on main at 580f183 (before the round), printed by running this module's
#: ``sweep`` there.
MAIN_DIGEST = "8b92b4f5583262722d45272baa388b8b9a7d9b442a21c93edb4dfa29d0ac4ac9"

INSTANTS = [
    None,
    "2026-09-01T00:00:00Z",
    "2026-10-12T09:00:00-04:00",
    "2026-11-02T05:00:00Z",
    "2026-11-04T05:00:00Z",
    "2026-11-04T14:30:00Z",
    "2026-11-05T05:00:00Z",
    "2026-11-06T05:00:00+05:30",
    "2026-11-20T05:00:00Z",
    "2026-12-01T05:00:00Z",
    "2027-01-01T05:00:00Z",
]
TERMS = ["stand-up", "Engineering stand-up", "1:1", "alice", "Roadmap jam", "emeka", "review", "zzz", "Omar"]
ZONES = [None, "UTC", "Asia/Kolkata", "Europe/London", "America/Los_Angeles"]


@contextmanager
def reference() -> Iterator[None]:
    """The service with the definition's rows, expansion, renderer and search swapped in."""
    saved = es.expand, es.render, es.rows_on, events_mod._matches
    es.expand, es.render, es.rows_on, events_mod._matches = ref.expand, ref.render, ref.rows_on, ref.matches
    try:
        yield
    finally:
        es.expand, es.render, es.rows_on, events_mod._matches = saved


def _answer(world: World, op: str, params: dict[str, Any], principal: str | None) -> tuple[Any, ...]:
    response = world.call(op, params, principal=principal)
    return response.status, json.dumps(response.body), sorted(dict(response.headers).items())


@st.composite
def list_params(draw: st.DrawFn, calendars: list[str]) -> dict[str, Any]:
    params: dict[str, Any] = {"calendarId": draw(st.sampled_from([*calendars, "primary"]))}
    lo, hi = draw(st.sampled_from(INSTANTS)), draw(st.sampled_from(INSTANTS))
    if lo is not None:
        params["timeMin"] = lo
    if hi is not None:
        params["timeMax"] = hi
    if draw(st.booleans()):
        params["singleEvents"] = True
        if draw(st.booleans()):
            params["orderBy"] = "startTime"
    elif draw(st.integers(0, 3)) == 0:
        params["orderBy"] = "updated"
    if draw(st.booleans()):
        params["q"] = draw(st.sampled_from(TERMS))
    if draw(st.integers(0, 3)) == 0:
        params["showDeleted"] = True
    size = draw(st.sampled_from([None, 1, 2, 5, 250]))
    if size is not None:
        params["maxResults"] = size
    tz = draw(st.sampled_from(ZONES))
    if tz is not None:
        params["timeZone"] = tz
    guests = draw(st.sampled_from([None, 1, 3]))
    if guests is not None:
        params["maxAttendees"] = guests
    if draw(st.integers(0, 5)) == 0:
        params["eventTypes"] = ["default"]
    return params


def _series(world: World) -> list[dict[str, Any]]:
    return [r for r in world.rows("gcal_events") if r["body"].get("recurrence")]


def _write(world: World, kind: int, pick: int) -> None:
    """One write that changes what a listing expands (answers not compared: both sides do it)."""
    series = _series(world)
    master = series[pick % len(series)]
    cal, owner = master["calendar_id"], master["organizer"]
    if kind == 0:  # a series renamed (its instances follow)
        body: dict[str, Any] = {"summary": f"Renamed {pick}"}
        world.call(
            "gcal.events.patch", {"calendarId": cal, "eventId": master["id"], "body": body}, principal=owner
        )
    elif kind in (1, 2):  # one instance moved or cancelled (a stored exception)
        listed = world.call(
            "gcal.events.instances",
            {"calendarId": cal, "eventId": master["id"], "timeMin": "2026-11-02T05:00:00Z", "maxResults": 3},
            principal=owner,
        )
        items = listed.body.get("items") if isinstance(listed.body, dict) else None
        if not items:
            return
        inst = items[pick % len(items)]
        if kind == 1:
            body = {"summary": "Moved", "location": "Elsewhere"}
            world.call(
                "gcal.events.patch", {"calendarId": cal, "eventId": inst["id"], "body": body}, principal=owner
            )
        else:
            world.call("gcal.events.delete", {"calendarId": cal, "eventId": inst["id"]}, principal=owner)
    else:  # a new series: all-day, bounded, with an exception date
        body = {
            "summary": "Offsite planning",
            "start": {"date": "2026-11-03"},
            "end": {"date": "2026-11-04"},
            "recurrence": ["RRULE:FREQ=WEEKLY;COUNT=6", "EXDATE;VALUE=DATE:20261110"],
            "attendees": [{"email": owner}, {"email": "alice@orbital.example", "displayName": None}],
        }
        if pick % 2:
            body = {
                "summary": "Roadmap jam follow-up",
                "start": {"dateTime": "2026-11-04T10:00:00", "timeZone": "Europe/London"},
                "end": {"dateTime": "2026-11-04T11:00:00", "timeZone": "Europe/London"},
                "recurrence": ["RRULE:FREQ=DAILY;INTERVAL=2;UNTIL=20261130T000000Z"],
                "visibility": "private",
                "transparency": "transparent",
                "guestsCanModify": True,
                "colorId": "5",
                "extendedProperties": {"private": {"k": "v"}},
            }
        world.call("gcal.events.insert", {"calendarId": cal, "body": body}, principal=owner)


def _session(
    world: World, writes: list[tuple[int, int]], calls: list[tuple[str, dict[str, Any], str | None]]
) -> list[Any]:
    """From the fixture: the writes, then each call (a list's later pages and the gets of what it
    shows follow it); every answer, in order."""
    world.reset()
    for kind, pick in writes:
        _write(world, kind, pick)
    out: list[Any] = []
    for op, params, principal in calls:
        got = _answer(world, op, params, principal)
        out.append(got)
        body = json.loads(got[1])
        if op != "gcal.events.list" or got[0] != 200:
            continue
        pages = 0
        while "nextPageToken" in body and pages < 3:
            pages += 1
            got = _answer(world, op, {**params, "pageToken": body["nextPageToken"]}, principal)
            out.append(got)
            body = json.loads(got[1])
        for item in body.get("items", [])[:4]:
            get = {"calendarId": params["calendarId"], "eventId": item["id"]}
            for key in ("timeZone", "maxAttendees"):
                if key in params:
                    get[key] = params[key]
            out.append(_answer(world, "gcal.events.get", get, principal))
            if item.get("recurrence"):
                window: dict[str, Any] = {k: params[k] for k in ("timeMin", "timeMax") if k in params}
                out.append(
                    _answer(
                        world,
                        "gcal.events.instances",
                        {"calendarId": params["calendarId"], "eventId": item["id"], **window},
                        principal,
                    )
                )
    return out


_WORLD: World | None = None


def _world() -> World:
    global _WORLD
    if _WORLD is None:
        _WORLD = World(["gcal"], seed=0)
        _WORLD.rate_limits_enabled = False
    return _WORLD


def _calendars(world: World) -> list[str]:
    return [r["id"] for r in world.rows("gcal_calendars")]


def _users(world: World) -> list[str]:
    return [r["email"] for r in world.rows("gcal_users")]


@st.composite
def sessions(draw: st.DrawFn) -> tuple[list[tuple[int, int]], list[tuple[str, dict[str, Any], str | None]]]:
    world = _world()
    writes = draw(st.lists(st.tuples(st.integers(0, 3), st.integers(0, 40)), max_size=2))
    users = _users(world)
    calls = draw(
        st.lists(
            st.tuples(
                st.just("gcal.events.list"),
                list_params(_calendars(world)),
                st.sampled_from([None, *users[:6], users[-1]]),
            ),
            min_size=1,
            max_size=3,
        )
    )
    return writes, calls


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sessions())
def test_reads_answer_the_definitions_bytes(
    session: tuple[list[tuple[int, int]], list[tuple[str, dict[str, Any], str | None]]],
) -> None:
    world = _world()
    writes, calls = session
    fast = _session(world, writes, calls)
    with reference():
        slow = _session(world, writes, calls)
    assert fast == slow
    assert fast  # something was answered


def sweep(world: World) -> str:
    """A fixed sweep of list, get and instances calls over every calendar, as its owner or as the
    default caller, in the episodes' shapes and more; the digest of every status and body."""
    digest = hashlib.sha256()
    users = _users(world)
    shapes: list[dict[str, Any]] = [
        {},
        {"singleEvents": True, "orderBy": "startTime", "timeMin": INSTANTS[4], "timeMax": INSTANTS[6]},
        {"singleEvents": True, "timeMin": INSTANTS[3], "timeMax": INSTANTS[9]},
        {"q": "stand-up", "maxResults": 1},
        {
            "q": "Roadmap jam",
            "singleEvents": True,
            "orderBy": "startTime",
            "timeMin": INSTANTS[3],
            "timeMax": INSTANTS[9],
        },
        {"singleEvents": True, "maxResults": 5, "timeZone": "Asia/Kolkata", "maxAttendees": 1},
        {"showDeleted": True, "orderBy": "updated", "timeMin": INSTANTS[1]},
        {"singleEvents": True, "showDeleted": True, "timeMin": INSTANTS[2], "timeMax": INSTANTS[10]},
    ]
    calls: list[tuple[str, dict[str, Any], str | None]] = []
    for n, cal in enumerate(_calendars(world)):
        principal = None if n % 2 else (cal if cal in users else users[3])
        calls.extend(("gcal.events.list", {"calendarId": cal, **shape}, principal) for shape in shapes)
    for writes in ([], [(0, 5), (1, 7)], [(2, 11), (3, 2)]):
        for got in _session(world, writes, calls):
            digest.update(repr(got).encode())
    return digest.hexdigest()


def test_a_fixed_sweep_answers_as_main_did() -> None:
    assert sweep(_world()) == MAIN_DIGEST
