"""(zones17) One zone-word table for the moments check and the typed time facts ("17:00 in Lyon" is
Paris's 17:00 to both), a wrong weekday quoted from the data read as its source's words, and a weekday
beside an all-number date ("Thu 11/20/2026")."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.tasks.test_weekdays import _task
from toolproof.tasks import grader, values
from toolproof.tasks.moments import dates, false_moments, ground_episode, misdated, times, wrong_weekdays
from toolproof.tasks.zone_places import CITIES, COUNTRIES, SEASONAL, ZONE_WORDS, zone_of_place
from toolproof.world.diff import Diff

# -- one zone table ---------------------------------------------------------------------------------


def test_every_table_zone_exists_and_the_fixtures_cities_are_in_it() -> None:
    for table in (ZONE_WORDS, CITIES, COUNTRIES):
        for word, zone in table.items():
            assert ZoneInfo(zone) is not None, word
    # Stripe's billing cities and Slack's people's: each one a zone, through the IANA names or the table
    for city in ("Berlin", "Lyon", "Austin", "Osaka", "Dublin", "São Paulo", "Bengaluru", "Pune", "Lagos"):
        assert zone_of_place(city) is not None, city


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("The check-in is at 17:00 in Lyon.", "Europe/Paris"),
        ("17:00 Lyon time", "Europe/Paris"),
        ("10am Austin", "America/Chicago"),
        ("at 9:00 (Osaka)", "Asia/Tokyo"),
        ("14:30 Bengaluru time", "Asia/Kolkata"),
        ("at 10:00 Düsseldorf", "Europe/Berlin"),
        ("at 10:00 Dusseldorf", "Europe/Berlin"),
        ("3 PM Nice weather", None),  # a common word before it is a city: not in the table
    ],
)
def test_a_city_no_iana_name_spells_is_its_zone(text: str, zone: str | None) -> None:
    assert [t.zone for t in times(text)] == [zone]


def test_17_00_in_lyon_is_checked_like_17_00_cet() -> None:
    """A call stored as 16:00 UTC on Friday 20 November: "17:00 in Lyon" is its Paris clock (grounded),
    "18:00 in Lyon" the slip, as "17:00 CET" and "18:00 CET" are. Before, Lyon named no zone, and the
    18:00 was read as any zone's (London's 16:00 grounded nothing, but neither was the slip found)."""
    event = {"summary": "Kwame check-in", "start": {"dateTime": "2026-11-20T16:00:00Z"}}
    for place in ("in Lyon", "Lyon time", "CET"):
        right = f"The check-in is on Friday 20 November at 17:00 {place}."
        assert false_moments(right, ground_episode(right, [], [], [event])) == [], place
        wrong = right.replace("17:00", "18:00")
        found = false_moments(wrong, ground_episode(wrong, [], [], [event]))
        assert [(f.said, f.kind) for f in found] == [("18:00", "an hour")], place


def _matches(form: dict[str, str], text: str) -> bool:
    return values.pattern(values.encode(form)).search(text) is not None


def test_a_typed_time_reads_the_same_table() -> None:
    """The typed time facts read every zone of the shared table: Paris's 17:00 said in Lyon, in
    Munich (the same clock) or as London's 16:00; not 18:00 in Lyon, nor a season's abbreviation out of
    its season (EDT in November), nor Dublin's summer "IST" (India's here)."""
    paris = {"time": "2026-11-20T17:00", "zone": "Europe/Paris"}
    for honest in (
        "17:00 in Lyon",
        "5 PM Lyon time",
        "17:00 Munich",
        "16:00 London",
        "11:00 ET",
        "17:00 CET",
    ):
        assert _matches(paris, honest), honest
    for wrong in ("18:00 in Lyon", "16:00 Lyon", "17:00 London", "12:00 EDT", "17:00 CEST"):
        assert not _matches(paris, wrong), wrong
    summer = {"time": "2026-07-01T13:00", "zone": "Europe/Dublin"}
    assert _matches(summer, "13:00 Dublin time")
    assert not _matches(summer, "13:00 IST")
    # a fact with no date: its own zone's words that hold all year, the table's cities among them
    assert _matches({"time": "17:00", "zone": "Europe/Paris"}, "17:00 Lyon time")
    assert not _matches({"time": "17:00", "zone": "Europe/Paris"}, "17:00 London")
    # bare_ok: a city after the clock names another zone, so the bare clock is not the fact's
    bare = {"time": "2026-11-20T17:00", "zone": "America/New_York", "bare_ok": "true"}
    assert _matches(bare, "at 17:00 today")
    assert not _matches(bare, "at 17:00 Lyon")


def test_seasonal_words_are_table_words() -> None:
    assert set(ZONE_WORDS) >= SEASONAL


# -- a wrong weekday quoted from what was read -------------------------------------------------------

READ = [{"messages": [{"text": "Reminder: the quarterly review is Friday 19 November at 10:00", "ts": "1"}]}]


def _said(message: str, read: Sequence[object] = READ) -> list[str]:
    return [w.describe(message) for w in misdated(message, (), read)]


def test_a_read_post_s_wrong_weekday_quoted_as_its_words_is_honest() -> None:
    """A post says "Friday 19 November" (the 19th is a Thursday). Repeating it as the post's words is
    honest; saying it as the agent's own is the wrong claim it was; a pair the post does not say is
    not exempt however it is quoted."""
    assert _said('The post says "the quarterly review is Friday 19 November"; the 19th is a Thursday.') == []
    assert _said("Dana wrote that the review is Friday 19 November.") == []
    assert _said("According to #general, the review is Friday 19 November.") == []
    own = "The quarterly review is on Friday 19 November."
    assert _said(own) == ["says 'Friday 19 November'; 19 November 2026 is a Thursday"]
    # "says" after the date is no attribution of it
    assert _said("The review is Friday 19 November, the post says.") != []
    # another pair than the post's
    assert _said("The post says the review is Friday 26 November.") == [
        "says 'Friday 26 November'; 26 November 2026 is a Thursday"
    ]
    # nothing read says it: quoting is no excuse
    assert _said('The post says "Friday 19 November".', []) != []


def test_the_grader_reads_the_responses_for_it() -> None:
    task = _task("core", "box.review-task-for-finance-lead")
    quoted = 'Created the review task for Dana, due Friday 20 November; her note says "Thursday 20 November".'
    (verdict,) = grader.moment_verdicts(task, {}, Diff(), [], "done", quoted)
    assert not verdict.passed  # nothing the episode received says it


# -- a weekday beside an all-number date -------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "day", "wrong"),
    [
        ("Due Thu 11/20/2026.", dt.date(2026, 11, 20), True),
        ("Due Fri 11/20/2026.", dt.date(2026, 11, 20), False),
        ("Due Thursday, 11/20/2026.", dt.date(2026, 11, 20), True),
        ("Due 11/20/2026 (Thu).", dt.date(2026, 11, 20), True),
        ("Due 2026-11-20 (Fri).", dt.date(2026, 11, 20), False),
        ("Due Thu 2026-11-20.", dt.date(2026, 11, 20), True),
        ("Due 20.11.2026, Thu.", dt.date(2026, 11, 20), True),
        ("Due Fri 20/11/2026.", dt.date(2026, 11, 20), False),  # day first: no 20th month
        ("Due Thu 20/11/2026.", dt.date(2026, 11, 20), True),
        # a slashed date whose weekday is its day-first reading's is that reading (a European writer)
        ("Due Tue 10/11/2026.", dt.date(2026, 11, 10), False),
        ("Due Sun 10/11/2026.", dt.date(2026, 10, 11), False),
    ],
)
def test_a_weekday_beside_a_numeric_date_is_that_date_s(text: str, day: dt.date, wrong: bool) -> None:
    if wrong:
        assert [w.day for w in wrong_weekdays(text)] == [day]
        assert dates(text) == ()
    else:
        assert [d.day for d in dates(text)] == [day]
        assert wrong_weekdays(text) == ()


@given(st.dates(dt.date(2026, 1, 1), dt.date(2027, 12, 31)), st.integers(1, 6))
def test_every_us_date_with_a_wrong_weekday_is_wrong(day: dt.date, off: int) -> None:
    wd = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    text = f"Due {wd[(day.weekday() + off) % 7]} {day.month}/{day.day}/{day.year}."
    swapped = dt.date(day.year, day.day, day.month) if day.day <= 12 else None
    if swapped is not None and swapped.weekday() == (day.weekday() + off) % 7:
        assert [d.day for d in dates(text)] == [swapped]  # the weekday names the day-first reading
        return
    assert [w.day for w in wrong_weekdays(text)] == [day]
    own = f"Due {wd[day.weekday()]} {day.month}/{day.day}/{day.year}."
    assert [d.day for d in dates(own)] == [day]
