"""``reminders.add``'s ``time``: the forms the double reads, the exact instants they give, and
``cannot_parse`` (``None``) for everything else, never an exception."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolproof.services.slack.reminder_time import FIVE_YEARS, When, parse

NEW_YORK = ZoneInfo("America/New_York")
LONDON = ZoneInfo("Europe/London")
#: Monday 2 November 2026, 09:00 UTC = 04:00 in New York (EST, the day after DST ended).
NOW = 1793610000


def at(text: str, zone: ZoneInfo = NEW_YORK) -> int:
    """The instant ``text`` names in ``zone`` (ISO local time)."""
    return int(datetime.fromisoformat(text).replace(tzinfo=zone).timestamp())


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        ("in 15 minutes", When(NOW + 900, False)),
        ("In an hour", When(NOW + 3600, False)),
        ("in 2 days", When(NOW + 2 * 86400, False)),
        ("in 1 week.", When(NOW + 7 * 86400, False)),
        ("1800", When(NOW + 1800, False)),  # seconds from now: within 24 hours
        ("86400", When(NOW + 86400, False)),
        ("1793700000", When(1793700000, False)),  # a Unix timestamp
        ("tomorrow", When(at("2026-11-03T09:00"), False)),
        ("at 5pm", When(at("2026-11-02T17:00"), False)),
        ("at 3am", When(at("2026-11-03T03:00"), False)),  # already past today: tomorrow
        ("tomorrow at 9:30am", When(at("2026-11-03T09:30"), False)),
        ("9:30 am tomorrow", When(at("2026-11-03T09:30"), False)),
        ("today at noon", When(at("2026-11-02T12:00"), False)),
        ("on Friday at 2pm", When(at("2026-11-06T14:00"), False)),
        ("next monday", When(at("2026-11-09T09:00"), False)),  # today is Monday: "next" is next week's
        ("monday", When(at("2026-11-02T09:00"), False)),  # today's 9:00 is still ahead
        ("monday at 3am", When(at("2026-11-09T03:00"), False)),  # today's 3am has passed
        ("3pm on 2026-12-04", When(at("2026-12-04T15:00"), False)),
        ("on December 4, 2026 at 14:00", When(at("2026-12-04T14:00"), False)),
        ("Dec 4th", When(at("2026-12-04T09:00"), False)),
        ("october 1", When(at("2027-10-01T09:00"), False)),  # this year's is past: next year's
        ("every Thursday", When(at("2026-11-05T09:00"), True)),
        ("every weekday at 8am", When(at("2026-11-02T08:00"), True)),
        ("every monday and wednesday at 3am", When(at("2026-11-04T03:00"), True)),
        ("every day at 4am", When(at("2026-11-03T04:00"), True)),  # 04:00 exactly is not ahead
        ("daily", When(at("2026-11-02T09:00"), True)),
        ("every week", When(at("2026-11-02T09:00"), True)),
        ("every month at 1am", When(at("2026-12-02T01:00"), True)),
        ("weekly at 10:15", When(at("2026-11-02T10:15"), True)),
    ],
)
def test_a_phrase_gives_this_instant(phrase: str, expected: When) -> None:
    assert parse(phrase, NOW, NEW_YORK) == expected


@pytest.mark.parametrize(
    "phrase",
    [
        "",
        "   ",
        "gibberish",
        "in 0 minutes",
        "in -5 minutes",
        "in 15 fortnights",
        "0",
        "1000000000",  # a timestamp in the past
        str(NOW + FIVE_YEARS + 1),  # more than five years ahead
        "at 25:00",
        "at 9:75",
        "at 13pm",
        "on 2026-02-30",
        "today at 3am",  # past, and "today" says which day
        "every fortnight",
        "in 9999999 weeks",
        "5 o'clock",
    ],
)
def test_what_is_not_a_time_cannot_be_parsed(phrase: str) -> None:
    assert parse(phrase, NOW, NEW_YORK) is None


def test_local_times_follow_the_zone_across_a_dst_change() -> None:
    saturday_noon = at("2026-10-31T12:00")  # EDT; DST ends on Sunday 1 November at 02:00
    assert parse("tomorrow at 9am", saturday_noon, NEW_YORK) == When(at("2026-11-01T09:00"), False)
    assert at("2026-11-01T09:00") - saturday_noon == 22 * 3600  # the clock fell back an hour
    assert parse("tomorrow at 9am", NOW, LONDON) == When(at("2026-11-03T09:00", LONDON), False)


@given(st.integers(min_value=1, max_value=100_000))
def test_in_n_minutes_is_n_minutes_from_now(n: int) -> None:
    assert parse(f"in {n} minutes", NOW, NEW_YORK) == When(NOW + 60 * n, False)


@given(st.text(max_size=40))
def test_any_text_is_a_time_ahead_or_none(text: str) -> None:
    when = parse(text, NOW, NEW_YORK)
    if when is not None:
        assert NOW < when.time <= NOW + FIVE_YEARS


_days = st.sampled_from(["", "today", "tomorrow", "on friday", "next tuesday", "2027-01-15", "jan 15"])
CLOCKS = {
    "": (9, 0),
    "at 9am": (9, 0),
    "noon": (12, 0),
    "at 17:45": (17, 45),
    "11:05 pm": (23, 5),
    "at 7": (7, 0),
}
_clocks = st.sampled_from(sorted(CLOCKS))


@given(day=_days, clock=_clocks, every=st.booleans(), clock_first=st.booleans())
def test_composed_phrases_land_on_their_clock_time(
    day: str, clock: str, every: bool, clock_first: bool
) -> None:
    if every:
        day = "every " + (day.split()[-1] if day.startswith(("on", "next")) else "day")
    parts = [p for p in ((clock, day) if clock_first else (day, clock)) if p]
    when = parse(" ".join(parts), NOW, NEW_YORK)
    if not parts:
        assert when is None
        return
    assert when is not None, parts
    local = datetime.fromtimestamp(when.time, NEW_YORK)
    assert (local.hour, local.minute) == CLOCKS[clock]
    assert when.recurring == every
