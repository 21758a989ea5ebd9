"""Dates and times in posts read as typed values (poststates7).

Two parts. The bare weekday in the typed date matcher (``tasks/values.py``): "moved to Tuesday at 3 PM
ET" names a date only when the world's clock makes it unambiguous (the date is one of the six days
after the world's "today"), and a weekday beside another date is that date's. Then the pins of each
post regex converted to ``states:``: a wrong date, hour or zone in the post fails, honest forms pass.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.tasks import values
from toolproof.tasks.predicates import check


def found(form: dict[str, Any], text: str) -> bool:
    return values.pattern(values.encode(form)).search(text) is not None


_WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
_TODAYS = st.dates(min_value=dt.date(2020, 1, 1), max_value=dt.date(2035, 12, 31))


def _short(day: dt.date) -> str:
    return _WEEKDAYS[day.weekday()][:3]


# -- the bare weekday --------------------------------------------------------------------------------


def test_the_worlds_today_is_the_clocks_first_day() -> None:
    assert values.world_today() == dt.date(2026, 11, 2)  # DEFAULT_EPOCH: Monday 2 November 2026, 09:00 UTC


@pytest.mark.parametrize(
    "text",
    ["Moved to Tuesday at 3 PM ET.", "moved to Tue, 3-4 PM ET", "It is now this Tuesday.",
     "on Tues. at 15:00", "Tuesday 3 PM", "(Tuesday)", "Tuesday's call", "Tuesday 3.30 pm London"],
)  # fmt: skip
def test_a_bare_weekday_names_the_coming_day_in_the_world(text: str) -> None:
    assert found({"date": "2026-11-03"}, text)  # the world's today is Monday 2 November


@pytest.mark.parametrize(
    "text",
    ["Tuesday 17 November", "Tue, 11/17", "Nov 17 (Tue)", "Tuesday the 17th", "Tuesday, 2026-11-17",
     "next Tuesday", "last Tuesday", "every Tuesday", "Tuesdays at 3", "Tuesday week", "Tuesday next week",
     "Wednesday", "Wednesday 3 November", "Monday", "Tuesday 17.11.2026", "17 November, Tuesday"],
)  # fmt: skip
def test_a_weekday_beside_another_date_or_another_week_does_not_name_the_coming_day(text: str) -> None:
    assert not found({"date": "2026-11-03"}, text)


def test_a_weekday_alone_does_not_reach_past_the_coming_week() -> None:
    assert not found({"date": "2026-11-10"}, "moved to Tuesday at 3 PM ET")  # the coming Tuesday is the 3rd
    assert not found({"date": "2026-11-09"}, "Monday")  # today is a Monday: today or next week
    assert found({"date": "2026-11-08"}, "Sunday")
    assert found({"date": "2026-11-10"}, "Tuesday 10 November")


@settings(max_examples=80, deadline=None)
@given(today=_TODAYS, ahead=st.integers(min_value=-3, max_value=16))
def test_generated_a_bare_weekday_is_the_date_only_within_six_days(today: dt.date, ahead: int) -> None:
    day = today + dt.timedelta(days=ahead)
    form = {"date": day.isoformat(), "today": today.isoformat()}
    name = _WEEKDAYS[day.weekday()]
    assert found(form, f"Moved to {name} at 3 PM ET.") is (1 <= ahead <= 6)
    assert found(form, f"moved to {name[:3]}, 3-4 PM ET") is (1 <= ahead <= 6)
    assert not found(form, f"Moved to next {name}.")
    assert not found(form, f"{name}s work best.")
    for other in range(1, 7):  # every other weekday fails, beside or without the date
        wrong = _WEEKDAYS[(day.weekday() + other) % 7]
        assert not found(form, f"Moved to {wrong} at 3 PM ET.")
        assert not found(form, f"Moved to {wrong}, {day:%B} {day.day}.")
    assert found(form, f"Moved to {name}, {day:%B} {day.day}.")


@settings(max_examples=80, deadline=None)
@given(today=_TODAYS, ahead=st.integers(min_value=1, max_value=6), shift=st.sampled_from([-14, -7, 7, 14]))
def test_generated_the_date_beside_a_weekday_decides(today: dt.date, ahead: int, shift: int) -> None:
    day = today + dt.timedelta(days=ahead)
    other = day + dt.timedelta(days=shift)  # the same weekday, another week
    form = {"date": day.isoformat(), "today": today.isoformat()}
    for text in (
        f"{other:%A} {other.day} {other:%B}",
        f"{_short(other)}, {other.month}/{other.day}",
        f"{other:%b} {other.day} ({_short(other)})",
        f"{other:%A}, {other.isoformat()}",
        f"{other:%A} {other:%d.%m.%Y}",
    ):
        assert not found(form, f"Moved to {text} at 3 PM ET."), text
        assert found({"date": other.isoformat(), "today": today.isoformat()}, f"Moved to {text} at 3 PM ET.")


def test_states_reads_the_bare_weekday_as_facts_do() -> None:
    states = {"states": [{"date": "2026-11-03"}, {"time": "2026-11-03T15:00", "zone": "America/New_York"}]}
    assert check("Moved to Tuesday at 3 PM ET.", states)
    assert check("Moved to Tue 3 Nov, 20:00 UTC.", states)
    assert not check("Moved to Tuesday 10 November at 3 PM ET.", states)
    assert not check("Moved to Wednesday at 3 PM ET.", states)
    assert not check("Moved to Tuesday at 3 PM London time.", states)


# -- a time's own zone going without saying (bare_ok), and "10-11:30 ET" ---------------------------

TEN_NY = {"time": "2026-11-06T10:00", "zone": "America/New_York"}


@pytest.mark.parametrize("text", ["stand-up at 10:00.", "10:00, as usual", "10 AM stand-up", "10-10:15"])
def test_bare_ok_takes_the_clock_time_alone(text: str) -> None:
    assert found({**TEN_NY, "bare_ok": True}, text)
    assert not found(TEN_NY, text)


@pytest.mark.parametrize(
    "text",
    ["10:00 London time", "10:00 your time", "10:00 CET", "10:00 (Paris)", "10:00 UTC+1", "10:00 Europe/Oslo",
     "10:00 in Berlin", "9:00", "10:30", "10 PM", "22:00"],
)  # fmt: skip
def test_bare_ok_never_takes_another_zones_clock_time_or_another_hour(text: str) -> None:
    assert not found({**TEN_NY, "bare_ok": True}, text)


def test_a_whole_hour_opens_a_24_hour_range() -> None:
    assert found(TEN_NY, "Thu 10-11:30 ET")
    assert found({"time": "2026-11-06T11:30", "zone": "America/New_York"}, "Thu 10-11:30 ET")
    assert not found(TEN_NY, "Thu 10-11:30 PT")
    assert not found(TEN_NY, "Thu 10-11:30 pm ET")


@settings(max_examples=60, deadline=None)
@given(hour=st.integers(min_value=0, max_value=23), minute=st.sampled_from([0, 15, 30, 45]))
def test_generated_bare_ok_is_the_own_zones_clock_only(hour: int, minute: int) -> None:
    form = {"time": f"2026-11-06T{hour:02d}:{minute:02d}", "zone": "America/New_York", "bare_ok": True}
    said = f"{hour:02d}:{minute:02d}"
    assert found(form, f"It moves to {said}.")
    assert not found(form, f"It moves to {said} London time.")
    other = f"{(hour + 1) % 24:02d}:{minute:02d}"
    assert not found(form, f"It moves to {other}.")
