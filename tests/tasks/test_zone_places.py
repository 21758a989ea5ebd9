"""(posts14) A city or country beside a clock time is its zone (:mod:`toolproof.tasks.zone_places`).

"18:00 Oslo time" was zoneless to the moments check, so the 17:00 UTC of the same instant grounded the
hour beside it and an honest post failed as an hour off; with the city read as Europe/Oslo, the post's
18:00 is grounded by the instant in Oslo, and 17:00 or 19:00 Oslo time is the slip."""

from __future__ import annotations

import datetime as dt
from zoneinfo import ZoneInfo

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from toolproof.tasks.moments import false_moments, ground_episode, times
from toolproof.tasks.zone_places import zone_of_place


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("Standup moved to 18:00 Oslo time.", "Europe/Oslo"),
        ("Call at 9am New York.", "America/New_York"),
        ("at 10:00 (London)", "Europe/London"),
        ("10:00 Tokyo time", "Asia/Tokyo"),
        ("9am Pacific", "America/Los_Angeles"),
        ("3 PM JST", "Asia/Tokyo"),
        ("14:00 CET (Oslo)", "Europe/Berlin"),
        ("at 10:00 (São Paulo)", "America/Sao_Paulo"),
        ("10:00 in Zürich", "Europe/Zurich"),
        ("18:00 Norway time", "Europe/Oslo"),
        ("10:00 Dar es Salaam", "Africa/Dar_es_Salaam"),
        ("17:00 Port-au-Prince", "America/Port-au-Prince"),
        ("9:00 Mexico City time", "America/Mexico_City"),
        ("11:00 New York office hours", "America/New_York"),
        # no place: a first name, a weekday, a common word that is also a zone's last part
        ("3 PM Victoria joins the call", None),
        ("at 3 PM Ben will join", None),
        ("at 10:00 Sofia Rossi takes it over", None),  # a fixture's person, and Bulgaria's capital
        ("at 10:00 Monday", None),
        ("7 PM Christmas party", None),
    ],
)
def test_a_place_after_a_clock_time_is_its_zone(text: str, zone: str | None) -> None:
    assert [t.zone for t in times(text)] == [zone]


def test_a_place_is_named_by_its_zone_s_last_part_or_a_country() -> None:
    assert zone_of_place("Oslo") == "Europe/Oslo"
    assert zone_of_place("Kolkata") == "Asia/Kolkata"
    assert zone_of_place("Norwegian") == "Europe/Oslo"
    assert zone_of_place("Ben") is None
    assert zone_of_place("oslo") is None  # a place's name is capitalised


#: Zones whose last part a person says as the city: northern and southern summers, half-hour offsets.
ZONES = (
    "Europe/Oslo", "Europe/London", "America/New_York", "America/Chicago", "America/Sao_Paulo",
    "Asia/Tokyo", "Asia/Kolkata", "Australia/Sydney", "Pacific/Auckland", "Africa/Lagos",
    "America/Mexico_City", "Europe/Zurich", "Asia/Singapore",
)  # fmt: skip


@given(
    instant=st.datetimes(min_value=dt.datetime(2026, 1, 1), max_value=dt.datetime(2027, 12, 31)),
    zone=st.sampled_from(ZONES),
    shift=st.sampled_from((-1, 1)),
)
def test_a_city_s_wall_clock_is_grounded_and_an_hour_beside_it_is_not(
    instant: dt.datetime, zone: str, shift: int
) -> None:
    """An event stored as a UTC instant: its wall clock in the city's zone, said with the city and its
    date (DST as of that date), is grounded; the same wall clock an hour off is the slip."""
    when = instant.replace(second=0, microsecond=0, tzinfo=dt.UTC)
    local = when.astimezone(ZoneInfo(zone))
    # away from midnight (the hour beside stays on its date) and from a DST change (both offsets alike)
    assume(1 <= local.hour <= 22)
    around = {(when + dt.timedelta(hours=h)).astimezone(ZoneInfo(zone)).utcoffset() for h in (-2, 2)}
    assume(len(around) == 1)
    city = zone.rsplit("/", 1)[1].replace("_", " ")
    event = {"summary": "Renewal call", "start": {"dateTime": when.strftime("%Y-%m-%dT%H:%M:%SZ")}}

    def said(hour: int) -> str:
        clock = f"{hour:02d}:{local.minute:02d}"
        return f"Reminder: the renewal call is on {local.date().isoformat()} at {clock} {city} time."

    right = said(local.hour)
    assert false_moments(right, ground_episode(right, [], [], [event])) == []
    wrong = said(local.hour + shift)
    found = false_moments(wrong, ground_episode(wrong, [], [], [event]))
    grounded = f"{local.hour:02d}:{local.minute:02d} {zone} on {local.date().isoformat()}"
    assert [(f.said, f.of, f.kind) for f in found] == [
        (wrong[-len(city) - 12 : -len(city) - 7], grounded, "an hour")
    ]
