"""Calendar's insert and get without per-call work that depends only on their inputs (round 10).

- ``times.parse_when`` keeps its answer per (date, dateTime, timeZone, which, calendar zone): on
  random boundaries (valid, malformed, unknown zones, members of other types) it answers or fails
  exactly as the uncached parse (:func:`times._parse_when`), the same ``When`` or the same error.
- ``eventwrite`` encodes a body with one C encoder made once: the same text as ``json.dumps(body,
  sort_keys=True)`` on random bodies.
- ``eventwrite.clean_body`` dumps a plain body itself: pydantic's JSON dump with nulls pruned, the
  same keys, order and values on random bodies (floats and other values still go to pydantic).
- ``eventstore.find`` reads the calendar's own row by the primary key before scanning by id: the
  same row (keys, order, values) for every event of every calendar, own or invited, shared or not.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.services.gcal import eventstore as es
from toolproof.services.gcal import eventwrite, times
from toolproof.services.gcal.errors import GoogleError
from toolproof.services.gcal.params import EventBody
from toolproof.world import World

dates = st.sampled_from(["2026-11-03", "2026-02-30", "2026-1-3", "x", ""])
date_times = st.one_of(
    st.sampled_from(
        [
            "2026-11-03T10:00:00Z",
            "2026-11-03T10:00:00+01:00",
            "2026-11-03T10:00:00",
            "2026-11-03T10:00:00.25-05:00",
            "2026-11-03T25:00:00Z",
            "2026-11-03T10:00:00+24:00",
            "soon",
        ]
    ),
    st.from_regex(
        r"2026-1[0-2]-0[1-9]T[01][0-9]:[0-5][0-9]:[0-5][0-9](Z|[+-]0[0-9]:[0-5][0-9])?", fullmatch=True
    ),
)
zones = st.sampled_from(["Europe/London", "America/New_York", "UTC", "Mars/Olympus", "", "../etc"])
members = st.one_of(st.none(), st.integers(0, 3), st.booleans())


def _outcome(parse: Any, raw: Any, which: str, calendar_tz: str) -> Any:
    try:
        return ("ok", parse(raw, which, calendar_tz))
    except GoogleError as exc:
        return ("error", type(exc), exc.status, str(exc), exc.__dict__)


@settings(max_examples=400, deadline=None)
@given(
    d=st.one_of(dates, members),
    dt=st.one_of(date_times, members),
    tz=st.one_of(zones, members),
    present=st.sets(st.sampled_from(["date", "dateTime", "timeZone"])),
    which=st.sampled_from(["start", "end"]),
    calendar_tz=zones,
    shape=st.sampled_from(["dict", "none", "list"]),
)
def test_a_kept_parse_answers_as_the_parse(
    d: Any, dt: Any, tz: Any, present: set[str], which: str, calendar_tz: str, shape: str
) -> None:
    values = {"date": d, "dateTime": dt, "timeZone": tz}
    raw: Any = {k: v for k, v in values.items() if k in present}
    if shape == "none":
        raw = None
    for _ in range(2):  # the second answer is the kept one
        assert _outcome(times.parse_when, raw, which, calendar_tz) == _outcome(
            times._parse_when, raw, which, calendar_tz
        )


bodies = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=4), st.floats(allow_nan=False)),
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=3), inner, max_size=4)
    ),
    max_leaves=20,
)


@settings(max_examples=300, deadline=None)
@given(body=st.dictionaries(st.text(max_size=5), bodies, max_size=6))
def test_a_body_is_encoded_as_dumps_with_sorted_keys(body: dict[str, Any]) -> None:
    assert eventwrite._encode_body(body) == json.dumps(body, sort_keys=True)


def _former_find(ctx: Any, cal: Any, event_id: str, shared: bool) -> Any:
    """``eventstore.find`` as it was (main at fa68725): every row with the id, then the own one."""
    sql = "SELECT * FROM gcal_events WHERE id = ?"
    if shared:
        rows = es._shared_rows(ctx, sql, (event_id,))
    else:
        rows = [es.as_event(r) for r in ctx.all(sql, (event_id,))]
    own = [r for r in rows if r["calendar_id"] == cal["id"]]
    if own:
        return own[0]
    if cal["kind"] == "group":
        return None
    invited = [r for r in rows if es._lists(r, cal["id"])]
    return invited[0] if invited else None


@pytest.mark.parametrize("shared", [True, False])
def test_find_answers_as_before_for_every_event_on_every_calendar(shared: bool) -> None:
    world = World(["gcal"])
    try:
        ctx = world._context(world.operation("gcal.events.get"), None)
        calendars = [dict(r) for r in ctx.all("SELECT * FROM gcal_calendars")]
        ids = [*sorted({r["id"] for r in world.rows("gcal_events")}), "nosuchevent"]
        found = 0
        for cal in calendars:
            for event_id in ids:
                now = es.find(ctx, cal, event_id, shared=shared)
                before = _former_find(ctx, cal, event_id, shared)
                assert (now is None) == (before is None)
                if now is not None:
                    found += 1
                    assert list(now.items()) == list(before.items())
        assert found > len(calendars)  # own rows and invitations were found
    finally:
        world.close()


_json_leaves = st.one_of(
    st.none(), st.booleans(), st.integers(), st.text(max_size=3), st.floats(allow_nan=True)
)
_json = st.recursive(
    _json_leaves,
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=3), inner, max_size=3)
    ),
    max_leaves=8,
)
_when = st.fixed_dictionaries(
    {},
    optional={
        "date": st.one_of(st.none(), st.text(max_size=4)),
        "dateTime": st.one_of(st.none(), st.sampled_from(["2026-11-03T10:00:00Z", "x"])),
        "timeZone": st.one_of(st.none(), st.sampled_from(["UTC", "Europe/Paris"])),
        "unknown": st.integers(),
    },
)
_attendee = st.fixed_dictionaries(
    {"email": st.sampled_from(["a@example.com", "B@Example.com"])},
    optional={
        "displayName": st.one_of(st.none(), st.text(max_size=3)),
        "optional": st.one_of(st.none(), st.booleans()),
        "responseStatus": st.sampled_from([None, "accepted", "needsAction"]),
        "additionalGuests": st.one_of(st.none(), st.integers(min_value=0, max_value=3)),
    },
)
_event_bodies = st.fixed_dictionaries(
    {},
    optional={
        "summary": st.one_of(st.none(), st.text(max_size=4)),
        "description": st.text(max_size=4),
        "start": st.one_of(st.none(), _when),
        "end": _when,
        "recurrence": st.one_of(
            st.none(), st.lists(st.sampled_from(["RRULE:FREQ=DAILY", "EXDATE:x"]), max_size=2)
        ),
        "attendees": st.one_of(st.none(), st.lists(_attendee, max_size=3)),
        "status": st.sampled_from([None, "confirmed", "cancelled"]),
        "guestsCanModify": st.one_of(st.none(), st.booleans()),
        "sequence": st.one_of(st.none(), st.integers(min_value=0, max_value=9)),
        "reminders": st.one_of(
            st.none(), st.dictionaries(st.sampled_from(["useDefault", "overrides"]), _json)
        ),
        "extendedProperties": st.one_of(
            st.none(),
            st.dictionaries(
                st.sampled_from(["private", "shared"]),
                st.one_of(
                    st.none(), st.dictionaries(st.text(max_size=2), st.one_of(st.none(), st.text(max_size=2)))
                ),
            ),
        ),
        "conferenceData": st.one_of(st.none(), st.dictionaries(st.text(max_size=3), _json, max_size=3)),
        "attachments": st.one_of(
            st.none(), st.lists(st.dictionaries(st.text(max_size=2), _json, max_size=2), max_size=2)
        ),
        "etag": st.text(max_size=3),
    },
)


@settings(max_examples=400, deadline=None)
@given(raw=_event_bodies, named=st.booleans())
def test_a_clean_body_is_pydantics_dump_without_nulls(raw: dict[str, Any], named: bool) -> None:
    """``clean_body`` builds plain bodies itself (``_plain_body``): the same dict as pydantic's JSON
    dump with every ``null`` pruned (keys, order, values, a patch's named fields), in containers of
    its own; bodies with a float (JSON mode may rewrite it) or anything else are pydantic's."""
    body = EventBody.model_validate(raw)
    fields = set(body.model_fields_set) if named else None
    expected = eventwrite.prune_nulls(body.model_dump(mode="json", exclude_none=True))
    if fields is not None:
        expected = {k: v for k, v in expected.items() if k in fields}
    got = eventwrite.clean_body(body, fields)
    assert got == expected
    assert json.dumps(got) == json.dumps(expected)  # the same order at every depth
    again = eventwrite.clean_body(body, fields)
    assert again == got
    assert again is not got
    for key, value in got.items():
        if isinstance(value, dict | list):
            assert value is not again[key]
            assert value is not getattr(body, key)


def test_a_body_set_after_validation_is_cleaned_too() -> None:
    """A field assigned on the model after validation joins ``model_fields_set`` (pydantic's
    ``__setattr__``), so the fast dump, which reads only the fields set, still sees it."""
    body = EventBody.model_validate({"summary": "s"})
    body.location = "here"
    assert eventwrite.clean_body(body) == {"summary": "s", "location": "here"}
