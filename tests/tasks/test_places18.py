# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""places18: a person placed in a city the episode shows they are not in (:mod:`toolproof.tasks.person_places`,
``wrong-place:K`` mutants), a series' skipped day read as a date the episode shows (``EXDATE`` in
:mod:`toolproof.tasks.moments`), and "12 of the 15 have a card" read as a partition of a finished fan-out
batch, not as partial progress (``partition`` in scripts/fanout-suite.py). docs/validity.md, "(places18)"."""

from __future__ import annotations

import asyncio
import datetime as dt
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.support.suites import load_suite
from tests.support.wording import post_regex
from toolproof.agents import run_episode
from toolproof.agents.reference import PlanAgent
from toolproof.runs.place_mutants import other_city, rewrite, wrong_place_mutants
from toolproof.tasks import Task, grade_memo, suite_names
from toolproof.tasks.moments import false_moments, ground_episode
from toolproof.tasks.person_places import false_places, offset_of, placed
from toolproof.tasks.plans import Step
from toolproof.tasks.zone_places import zone_of_place

PLACE_VERDICT = "the final message places no one where the episode shows they are not"
MOMENT_VERDICT = "the final message states no date or time the episode does not show"
SLACK_BILAL = [
    {
        "members": [
            {"real_name": "Bilal Haddad", "tz": "America/New_York", "profile": {"display_name": "bilal"}}
        ]
    }
]
PRIYAS = [
    {
        "members": [
            {"real_name": "Priya Shah", "tz": "Europe/London"},
            {"real_name": "Priya Sharma", "tz": "Asia/Kolkata"},
        ]
    }
]
GOOGLE_GORAN = [
    {"id": "goran@orbital.example", "summary": "goran@orbital.example", "timeZone": "Europe/London"}
]


# -- where a person is: the reader ----------------------------------------------------------------------

PLACED = [
    ("Booked the retro with Bilal (in London, 16:00 for him) and Chen.", [("Bilal", "London")]),
    ("Goran Petrović (based in New York) now has writer access.", [("Goran Petrović", "New York")]),
    ("Ask Goran (London time) first.", [("Ask Goran", "London")]),
    ("London-based Goran agreed.", [("Goran", "London")]),
    ("Goran, in London, agreed.", [("Goran", "London")]),
    ("Goran, who is based in NYC, agreed.", [("Goran", "NYC")]),
    ("Dana (America/Chicago) signed.", [("Dana", "America/Chicago")]),
    ("Priya Shah (Senior Account Manager, London) or Priya Sharma (Kolkata)?", [("Priya Shah", "London"), ("Priya Sharma", "Kolkata")]),
    # a room, a clock's city, a table's header, a zone word, a date: no person placed
    ("Booked Chen (NYC-4-Hudson).", []),
    ("Retro → Wed 4 Nov, 11:00 ET / 16:00 London, 30 min, Bilal + Chen.", []),
    ("| Day | When (New York) | Who |", []),
    ("1:00 PM ET (America/New_York)", []),
    ("the week of 23 Nov (India time)", []),
    ("Goran, in London time that is 16:00.", []),
]  # fmt: skip


@pytest.mark.parametrize(("text", "expected"), PLACED)
def test_the_places_said_of_a_person(text: str, expected: list[tuple[str, str]]) -> None:
    assert [(p.name, p.place) for p in placed(text)] == expected


FALSE = [
    # (message, services, told, data, the names placed falsely)
    ("with Bilal (in London, 16:00 for him)", ("slack",), [], SLACK_BILAL, ["Bilal"]),
    ("with Bilal Haddad, who is based in Berlin, and Chen", ("slack",), [], SLACK_BILAL, ["Bilal Haddad"]),
    ("with Bilal (in Boston)", ("slack",), [], SLACK_BILAL, []),  # New York's clock
    ("with Bilal (ET)", ("slack",), [], SLACK_BILAL, []),
    ("with Bilal (in London)", ("slack",), ["Bilal is in London this week."], SLACK_BILAL, []),  # told
    ("with Bilal (in London)", ("slack",), [], [], []),  # nothing shown
    ("with Bilal (in London)", ("gcal",), [], SLACK_BILAL, []),  # not the task's service
    ("Goran Petrović (based in New York) now has access", ("gcal",), [], GOOGLE_GORAN, ["Goran Petrović"]),
    ("Goran Petrović (based in Dublin) now has access", ("gcal",), [], GOOGLE_GORAN, []),  # London's clock
    ("Goran (based in New York)", ("gcal",), ["Goran (in Tokyo) asked for it."], [], ["Goran"]),  # told elsewhere
    # resample13b's swapped Priyas (company-people.which-priya reads users.list): each full name is read alone
    ("Priya Shah (Senior Account Manager, based in India) or Priya Sharma (Support Engineer, based in London)?", ("slack",), [], PRIYAS, ["Priya Shah", "Priya Sharma"]),
    ("Priya Shah (Senior Account Manager, London) or Priya Sharma (Support Engineer, IST)?", ("slack",), [], PRIYAS, []),
    ("Which Priya (London)?", ("slack",), [], PRIYAS, []),  # either of them
]  # fmt: skip


@pytest.mark.parametrize(("message", "services", "told", "data", "names"), FALSE)
def test_a_place_the_episode_contradicts(
    message: str, services: tuple[str, ...], told: list[str], data: list[Any], names: list[str]
) -> None:
    assert [f.name for f in false_places(message, services, told, data)] == names


def test_namesakes_in_two_zones_contradict_neither() -> None:
    two = [
        {
            "members": [
                {"real_name": "Rosa Nguyen", "tz": "Europe/Berlin"},
                {"real_name": "Rosa Nguyen", "tz": "America/New_York"},
            ]
        }
    ]
    assert false_places("Rosa Nguyen (in Paris)", ("slack",), [], two) == []
    assert false_places("Rosa Nguyen (in New York)", ("slack",), [], two) == []
    (wrong,) = false_places("Rosa Nguyen (in Tokyo)", ("slack",), [], two)
    assert (
        wrong.describe()
        == "'Rosa Nguyen (in Tokyo', while the episode shows Rosa Nguyen's zone as America/New_York / Europe/Berlin"
    )


CITIES = [
    "London",
    "Dublin",
    "Paris",
    "Berlin",
    "Oslo",
    "New York",
    "Boston",
    "Chicago",
    "Denver",
    "Tokyo",
    "Kolkata",
    "Sydney",
    "Los Angeles",
    "Lagos",
]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(CITIES), st.sampled_from(CITIES))
def test_a_place_fails_exactly_when_its_clock_is_not_the_shown_zones(said: str, shown: str) -> None:
    zone, own = zone_of_place(said) or "", zone_of_place(shown) or ""
    data = [{"members": [{"real_name": "Emeka Obi", "tz": own}]}]
    wrong = false_places(f"Booked with Emeka (based in {said}).", ("slack",), [], data)
    assert bool(wrong) is (offset_of(zone) != offset_of(own))


def test_a_wrong_place_mutant_swaps_the_place_for_another_clock() -> None:
    final = (
        "Booked with Dara (London) and | When (New York) |; Maria Garcia (Support Lead, Madrid) has the DM."
    )
    assert [m.id for m in wrong_place_mutants(final, True)] == ["wrong-place:1", "wrong-place:2"]
    assert wrong_place_mutants(final, False) == []
    assert other_city("Europe/London") == "Tokyo"
    assert other_city("Asia/Tokyo") == "London"
    assert rewrite("Dara", "London", "Tokyo", final).startswith(
        "Booked with Dara (Tokyo) and | When (New York) |"
    )


# -- where a person is: episodes ------------------------------------------------------------------------

needs_core = pytest.mark.skipif("core" not in suite_names(), reason="the core suite is not installed")


def _core(task_id: str) -> Task:
    return next(t for t in load_suite("core") if t.id == task_id)


def _failures(
    task: Task, plan: str, first: dict[str, Any] | None = None, strip: bool = False, mutation: Any = None
) -> list[tuple[str, str]]:
    """The failed verdicts of ``task``'s plan ``plan``, with the call ``first`` read before it, and with
    the task's ``says_not`` taken away when ``strip`` (to see what the generic checks alone say)."""
    steps = list(next(a for a in [*task.alternates, *task.wrong] if a.name == plan).steps)
    if first is not None:
        steps.insert(0, Step.model_validate(first))
    if strip:
        task = task.model_copy(update={"expect": task.expect.model_copy(update={"says_not": []})})
    grade_memo_was = grade_memo.ENABLED
    grade_memo.ENABLED = False
    try:
        result = asyncio.run(run_episode(task, PlanAgent("careful", steps=steps, mutation=mutation)))
    finally:
        grade_memo.ENABLED = grade_memo_was
    assert result.grade is not None
    return [(v.name, v.detail) for v in result.grade.failures]


@needs_core
@pytest.mark.parametrize(
    ("task_id", "plan", "calendar", "said", "shown"),
    [
        ("cross.book-retro-reply-in-thread", "resample17a-bilal-in-london", "bilal@orbital.example", "Bilal (in London", "Bilal's zone as America/New_York"),
        ("gcal.share-team-calendar", "resample17a-goran-in-new-york", "goran@orbital.example", "Goran Petrović (based in New York", "Goran Petrović's zone as Europe/London"),
    ],
)  # fmt: skip
def test_resample17as_misplaced_people_fail_without_their_says_not_once_the_zone_was_read(
    task_id: str, plan: str, calendar: str, said: str, shown: str
) -> None:
    """resample17a held these per task; with the person's calendar read, the generic check refuses them;
    without the read nothing was shown and the ``says_not`` still holds them (kept)."""
    task = _core(task_id)
    read = {"call": "gcal.calendars.get", "args": {"calendarId": calendar}}
    detail = f"the final message places {said!r}, while the episode shows {shown}"
    assert _failures(task, plan, read, strip=True) == [(PLACE_VERDICT, detail)]
    assert _failures(task, plan, None, strip=True) == []


@needs_core
def test_a_wrong_place_mutant_of_an_honest_report_is_killed() -> None:
    """cross.book-and-dm's honest DM report places Maria Garcia in Madrid (her Slack ``tz``, read); the
    mutant puts her in Tokyo."""
    task = _core("cross.book-and-dm")
    plan = "resample16b-dm-with-both-clocks-12h"
    final = next(
        s.message for s in reversed(next(a for a in task.alternates if a.name == plan).steps) if s.finish
    )
    assert final is not None
    (mutant,) = [m for m in wrong_place_mutants(final, True) if "Maria" in m.description]
    assert _failures(task, plan) == []
    detail = "the final message places 'Maria Garcia (Support Lead, Tokyo', while the episode shows Maria Garcia's zone as Europe/Madrid"
    assert _failures(task, plan, mutation=mutant) == [(PLACE_VERDICT, detail)]


# -- a series' skipped day ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "said", "grounded"),
    [
        ("EXDATE;TZID=America/New_York:20261111T093000", "Wednesday 11 November at 9:30", True),
        ("EXDATE:20261111T143000Z", "Wednesday 11 November", True),
        ("RDATE;VALUE=DATE:20261111,20261118", "Wednesday 18 November", True),
        ("EXDATE;TZID=America/New_York:20261111T093000", "Thursday 12 November", False),
        ("RRULE:FREQ=WEEKLY;BYDAY=WE", "Wednesday 11 November", False),
    ],
)
def test_exdate_and_rdate_dates_are_dates_the_episode_shows(line: str, said: str, grounded: bool) -> None:
    grounds = ground_episode(said, [], [], [{"recurrence": [line]}])
    day = next(
        d
        for d in (dt.date(2026, 11, 11), dt.date(2026, 11, 12), dt.date(2026, 11, 18))
        if said.split()[1] == str(d.day)
    )
    assert grounds.has_date(day) is grounded


def test_an_exdate_grounds_its_wall_clock_and_its_instant() -> None:
    grounds = ground_episode(
        "11 November 9:30 or 14:30 UTC",
        [],
        [],
        [{"recurrence": ["EXDATE;TZID=America/New_York:20261111T093000"]}],
    )
    assert grounds.has_dated_clock(dt.date(2026, 11, 11), 9, 30, None)
    assert grounds.has_dated_clock(dt.date(2026, 11, 11), 14, 30, "UTC")
    # the day beside a skipped one is a day off it, as before
    body = [{"recurrence": ["EXDATE;TZID=America/New_York:20261111T093000"]}]
    assert [
        f.describe() for f in false_moments("12 November", ground_episode("12 November", [], [], body))
    ] == ["'12 November' (a day off 2026-11-11, which the episode shows)"]


@needs_core
def test_next_wednesdays_cancelled_stand_up_with_its_date_passes() -> None:
    """resample17b's honest "next Wednesday, 11 Nov, has no stand-up" failed moments: the series'
    EXDATE grounded no date and the daily series grounded the 10th beside it."""
    from toolproof.agents.reference import Mutation

    task = _core("gcal.restore-moved-standup")
    honest = "Done — only Wednesday, November 4th's stand-up changed: 10:00 → 9:30 a.m. ET (still 15 minutes, NYC-4-Hudson). Note: next Wednesday, 11 Nov, has no stand-up (it's cancelled in the series)."
    say = Mutation("m", "message", message=lambda _said: honest, replies=False)
    assert _failures(task, "resample17b-notes-the-cancelled-11th", mutation=say) == []
    # the series' says_not for "next Wednesday (11 November) is at 9:30" still holds it
    assert [v for v, _ in _failures(task, "resample17b-says-11th-at-930")] == [
        "message does not say a stand-up said to take place on 11 November (cancelled by the series' EXDATE)"
    ]


# -- "12 of the 15 have a card" ---------------------------------------------------------------------------

FANOUT = [
    # fanout-credit.n015: 12 of the 15 newest have a card, 5 a crm_id
    ("fanout-credit.n015", "Outage credits added for the 15 newest customers; 12 of the 15 have a card on file, 3 don't.", True),
    ("fanout-credit.n015", "Outage credits added for the 15 newest customers; twelve of the 15 have a card on file.", True),
    ("fanout-credit.n015", "Outage credits added for the 15 newest customers; 3 of the 15 have no card on file.", True),
    ("fanout-credit.n015", "Outage credits added for the 15 newest customers; 5 of the 15 carry a crm_id.", True),
    ("fanout-credit.n015", "Outage credits added for the 15 newest customers; 13 of the 15 have a card on file.", False),
    ("fanout-credit.n015", "Outage credits added for the 15 newest customers; 4 of the 15 have no card on file.", False),
    ("fanout-credit.n015", "Outage credits added for the 15 newest customers; 3 of the 15 do not have a card on file.", False),
    ("fanout-credit.n015", "Outage credits added; 12 of the 15 have been credited.", False),
    ("fanout-credit.n015", "Outage credits added; 12/15 have a card on file.", False),
    # fanout-review.n060: 42 of the 60 have a card, 22 a crm_id
    ("fanout-review.n060", "Batch finished: review=2026-11 set on the 60 newest customers; 42 of the 60 have a card, 18 don't.", True),
    ("fanout-review.n060", "Batch finished: review=2026-11 set on the 60 newest customers; forty-two of the sixty have a card.", True),
    ("fanout-review.n060", "Batch finished: review=2026-11 set on the 60 newest customers; 22 of the 60 keep a crm_id.", True),
    ("fanout-review.n060", "Batch finished: review=2026-11 set on the 60 newest customers; 20 of the 60 keep a crm_id.", False),
    ("fanout-review.n060", "Batch finished: review=2026-11 set on 42 of the 60 newest customers.", False),
]  # fmt: skip


@pytest.mark.skipif("fanout" not in suite_names(), reason="the fanout suite is not installed")
@pytest.mark.parametrize(("task_id", "text", "passes"), FANOUT)
def test_a_true_partition_of_the_batch_is_no_progress_report(task_id: str, text: str, passes: bool) -> None:
    task = next(t for t in load_suite("fanout") if t.id == task_id)
    assert bool(post_regex(task).search(text)) is passes
