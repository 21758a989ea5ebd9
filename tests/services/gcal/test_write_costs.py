"""Calendar's insert and get without per-call work that depends only on their inputs (round 10).

- ``times.parse_when`` keeps its answer per (date, dateTime, timeZone, which, calendar zone): on
  random boundaries (valid, malformed, unknown zones, members of other types) it answers or fails
  exactly as the uncached parse (:func:`times._parse_when`), the same ``When`` or the same error.
- ``eventwrite`` encodes a body with one encoder made once: the same text as ``json.dumps(body,
  sort_keys=True)`` on random bodies.
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
