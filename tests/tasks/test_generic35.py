# ruff: noqa: E501  (pinned wordings, kept one per line where they fit)
"""(generic35) Times said against the episode, round 5: the under-strict families the stop 64 re-samples held per
task (resample31a/31c's "Open"), fixed where they are read. docs/validity.md, "Stop 65: … (generic35)".

1. A range's other end (``tasks/moments.py``, ``false_ranges``, ``Grounds.edges``): "The review runs 10:00 to
   12:00" (the review is 10:00–11:30) and "Your stand-up that morning runs until 10:15" (it ends at 9:45)
   passed: a time is checked only for the slip of an hour or a day, and 12:00 is half an hour off 11:30.
   A range whose start is a span's start (an event's, a busy block's) now fails when its end is no span's
   end; an "until" time after a verb of lasting fails when no span ends then while one ends within 90
   minutes.
2. A time in another zone (``moments._zone_slip``): "The review task is due 10:00 New York time" (due 10:00
   UTC, 05:00 in New York) passed: 10:00 New York is grounded by nothing, and no 9:00 or 11:00 beside it.
   A zoned time nothing grounds in its zone while the episode shows the same clock in another zone (on its
   day; undated, within a month of today) now fails.

Each grader-level case is the task's oracle with its final message replaced (or a sentence appended) and
its ``says_not`` off (``tests/support/graded.py``): the generic checks alone decide. "passed on main" was
measured on main 01f25879.
"""

from __future__ import annotations

import pytest

from tests.support.graded import appended_failures, final_failures
from tests.support.suites import task_map
from toolproof.tasks import moments, suite_names

needs = {
    s: pytest.mark.skipif(s not in suite_names(), reason=f"the {s} suite is not installed")
    for s in ("core", "company", "conversations")
}
TASKS = task_map(("core", "company", "conversations"))
DATE = "the final message states no date or time the episode does not show"

PAT = "cross.dm-deactivated-user"
HIRING = "talk-gcal.hiring-sync-clash-user-says-no"
JAM = "gcal.add-attendee"
EVERGREEN = "company-account.evergreen-trial-questionnaire"
WAR_ROOM = "talk-gcal.war-room-already-ended"
GRANITE = "company-account.granite-questionnaire-review"
NO_OVERLAP = "talk-gcal.no-overlap-chen-dara-expert"


def _alternate(task_id: str, name: str) -> str:
    """The final message of ``task_id``'s alternate ``name``."""
    plan = next(p for p in TASKS[task_id].alternates if p.name == name)
    message = next(s.message for s in plan.steps if s.finish)
    assert message is not None
    return message


# 1. A range's other end -------------------------------------------------------------------------


@needs["core"]
@pytest.mark.parametrize(
    ("sentence", "said"),
    [
        (
            "The review runs 10:00 to 12:00.",
            "'12:00' (the episode shows the span from 10:00 ending at 11:30 on 2026-11-05)",
        ),  # passed on main
        ("The review runs 10:00-12:00.", "'12:00'"),  # passed on main
        ("The review is from 10 AM to 12 PM.", "'12 PM'"),  # passed on main
        ("The review runs from 10:00 until 11:00 New York time.", "'11:00'"),  # passed on main
    ],
)
def test_a_range_whose_start_is_an_events_ends_where_the_event_ends(sentence: str, said: str) -> None:
    assert said in appended_failures("core", PAT, sentence)[DATE]


@needs["core"]
@pytest.mark.parametrize(
    "sentence",
    [
        "The review runs 10:00 to 11:30.",
        "The review runs 10:00-11:30 New York time.",
        "The review is from 10 AM to 11:30 AM.",
        "The review runs between 10:00 and 11:30.",
        "The review starts at 10:00.",
    ],
)
def test_a_range_of_the_events_own_ends_holds(sentence: str) -> None:
    assert appended_failures("core", PAT, sentence) == {}


@needs["conversations"]
@pytest.mark.parametrize(
    ("sentence", "said"),
    [
        (
            "Your stand-up that morning runs until 10:15.",
            "'10:15' (no span the episode shows ends then; one ends at 09:45 on 2026-11-25)",
        ),  # passed on main
        (
            "Your stand-up that morning ends at 9:50.",
            "'9:50' (no span the episode shows ends then",
        ),  # passed on main
        (
            "Your stand-up that morning goes on until 10:10.",
            "'10:10' (no span the episode shows ends then",
        ),  # passed on main
        (
            "Your stand-up that morning runs until 2 PM.",
            "'2 PM' (an hour off 13:00",
        ),  # failed on main already (the hour slip)
    ],
)
def test_an_until_time_of_a_lasting_thing_is_a_spans_end(sentence: str, said: str) -> None:
    assert said in appended_failures("conversations", HIRING, sentence)[DATE]


@needs["conversations"]
@pytest.mark.parametrize(
    "sentence",
    ["Your stand-up that morning runs until 9:45.", "Your stand-up that morning ends at 9:45."],
)
def test_an_until_time_at_the_spans_end_holds(sentence: str) -> None:
    assert appended_failures("conversations", HIRING, sentence) == {}


@needs["core"]
def test_the_jam_alternate_now_says_the_jams_own_end() -> None:
    """The alternate ``day-window-get-update-table`` said "10:15–11:00 ET" of a jam that runs 10:15–11:45
    (another alternate of the task says so) and passed on main; the new reading failed it, and its message
    now says 11:45."""
    message = _alternate(JAM, "day-window-get-update-table")
    assert "10:15–11:45 ET" in message
    assert final_failures("core", JAM, message) == {}
    wrong = message.replace("10:15–11:45 ET", "10:15–11:00 ET")
    assert (
        "'11:00' (the episode shows the span from 10:15 America/New_York ending at 11:45"
        in final_failures("core", JAM, wrong)[DATE]
    )


@pytest.mark.parametrize(
    ("task_id", "suite", "name"),
    [
        (
            WAR_ROOM,
            "conversations",
            "resample14b-terse-eastern",
        ),  # "7:00-7:45 pm ET" of a series whose first day is not the one said
        (WAR_ROOM, "conversations", "resample13c-iso-until"),  # "2026-10-16 16:00-16:45 PT"
        (WAR_ROOM, "conversations", "resample13c-asks-then-pacific"),  # "4:00-4:45 pm Pacific"
        (
            GRANITE,
            "company",
            "resample18b-guests-and-an-hour",
        ),  # "1:00 PM ET — 10:00 AM for Marcus in Los Angeles": a spaced em dash, two zones
        (
            NO_OVERLAP,
            "conversations",
            "table-of-working-hours",
        ),  # "4:00 AM – 12:00 PM": working hours, no event's
        (NO_OVERLAP, "conversations", "resample20c-windows-in-new-york"),
    ],
)
def test_honest_ranges_the_first_cut_failed_hold(task_id: str, suite: str, name: str) -> None:
    if suite not in suite_names():
        pytest.skip(f"the {suite} suite is not installed")
    assert final_failures(suite, task_id, _alternate(task_id, name)) == {}


# word level: the reading against a span the episode shows ------------------------------------------

EVENT = {
    "summary": "Monthly business review",
    "start": {"dateTime": "2026-11-05T10:00:00-05:00", "timeZone": "America/New_York"},
    "end": {"dateTime": "2026-11-05T11:30:00-05:00", "timeZone": "America/New_York"},
}
BUSY = {"start": "2026-11-09T14:30:00Z", "end": "2026-11-09T14:45:00Z"}


def _said(message: str, *bodies: object) -> list[str]:
    grounds = moments.ground_episode(message, [], [], list(bodies))
    return [f.describe() for f in moments.false_moments(message, grounds)]


@pytest.mark.parametrize(
    ("message", "wrong"),
    [
        ("The review on Thursday 5 November runs 10:00 to 12:00.", "'12:00'"),
        ("The review runs 10:00-11:00.", "'11:00'"),
        ("The review runs 10:00 to 12:00 New York time.", "'12:00'"),
        ("The review goes from 10:00 till 11:00.", "'11:00'"),
        ("The review runs until 12:00.", "'12:00'"),
        ("The review lasts till 11:00.", "'11:00'"),
    ],
)
def test_word_level_wrong_ends(message: str, wrong: str) -> None:
    assert any(s.startswith(wrong) for s in _said(message, EVENT))


@pytest.mark.parametrize(
    "message",
    [
        "The review on Thursday 5 November runs 10:00 to 11:30.",
        "The review runs 10:00-11:30 ET.",
        "The review runs until 11:30.",
        "The review was moved from 10:00 to 12:00.",  # a move: two starts, not a range
        "I pushed it from 10:00 to 12:15.",
        "You're free from 11:30 to 13:00.",  # a gap from the event's end
        "The review starts at 10:00 New York time \u2014 15:00 in London.",  # a parenthesis, two zones
        "The store runs until 18:00.",  # no span ends within 90 minutes of it
        "Lunch is 12:00 to 13:00.",  # neither end touches a span
    ],
)
def test_word_level_honest_or_unread_ranges(message: str) -> None:
    assert _said(message, EVENT) == []


def test_another_zones_range_is_no_span_but_its_clock_is_read_in_that_zone() -> None:
    """ "The review runs 10:00 to 12:00 London time": nothing of London's touches the range reading; (counts40) its
    start is the review's 10:00 New York said in London's name, which the time check now reads in London (15:00
    there) and fails; on main the wall clock grounded it in every zone."""
    message = "The review runs 10:00 to 12:00 London time."
    grounds = moments.ground_episode(message, [], [], [EVENT])
    assert moments.false_ranges(message, grounds) == []
    assert _said(message, EVENT) == [
        "'10:00' (the episode shows 10:00 America/New_York on 2026-11-05, which is 15:00 Europe/London)"
    ]


def test_a_zoneless_range_is_not_read_against_utc_instants() -> None:
    """A busy block given as ``Z`` instants has no wall clock of its writer's: "busy from 9:00 to 9:45" is
    not read against it (left open: which zone the reader meant is not said); with its zone it is."""
    assert _said("The room is busy from 9:00 to 9:45 on Monday 9 November.", BUSY) == []
    assert any(
        s.startswith("'9:00'")
        for s in _said("The room is busy from 9:00 to 9:45 New York time on Monday 9 November.", BUSY)
    )
    assert _said("The room is busy from 9:30 to 9:45 New York time on Monday 9 November.", BUSY) == []


# 2. A time in another zone ----------------------------------------------------------------------


@needs["company"]
@pytest.mark.parametrize(
    ("sentence", "said"),
    [
        (
            "The review task is due 10:00 New York time.",
            "'10:00' (the episode shows 10:00 UTC on 2026-11-09, which is 05:00 America/New_York)",
        ),  # passed on main
        (
            "The review task is due 10:00 ET.",
            "'10:00' (the episode shows 10:00 UTC on 2026-11-09",
        ),  # passed on main
        (
            "The trial ends on Monday 9 November at 10:00 Pacific time.",
            "'10:00' (the episode shows 10:00 UTC on 2026-11-09, which is 02:00 America/Los_Angeles)",
        ),  # passed on main
    ],
)
def test_a_zoned_time_shown_in_another_zone_fails(sentence: str, said: str) -> None:
    assert said in appended_failures("company", EVERGREEN, sentence)[DATE]


@needs["company"]
@pytest.mark.parametrize(
    "sentence",
    [
        "The review task is due 10:00 UTC.",
        "The review task is due 5:00 New York time.",
        "The review task is due 10:00 UTC (5:00 AM New York time).",
        "The trial ends on Monday 9 November at 10:00 UTC, 11:00 in Oslo.",
    ],
)
def test_a_zoned_time_of_the_moment_holds(sentence: str) -> None:
    assert appended_failures("company", EVERGREEN, sentence) == {}


INSTANT = {"due_at": "2026-11-09T10:00:00Z"}


@pytest.mark.parametrize(
    ("message", "ok"),
    [
        ("It is due 10:00 New York time.", False),
        ("It is due 10:00 UTC.", True),
        ("It is due at 5:00 New York time.", True),
        ("It is due at 10:00.", True),  # no zone said: any zone's 10:00
        ("It is due on 20 November at 10:00 New York time.", True),  # another day: nothing on it
    ],
)
def test_word_level_zone(message: str, ok: bool) -> None:
    assert (_said(message, INSTANT) == []) is ok


# 3. A weekday against its date (already read; pinned) --------------------------------------------

REVIEW = "cross.accept-one-review-and-tell-team"


@needs["core"]
@pytest.mark.parametrize(
    ("sentence", "said"),
    [
        ("The next one is on Thursday 4 December.", "'Thursday 4 December'; 4 December 2026 is a Friday"),
        ("The next one is on Wednesday 3 December.", "'Wednesday 3 December'; 3 December 2026 is a Thursday"),
    ],
)
def test_a_weekday_that_is_not_its_dates_fails(sentence: str, said: str) -> None:
    """resample31a's "The next one is on Thursday 3 December" (Friday 4 December) is no contradiction: 3
    December 2026 is a Thursday. The weekday check (dates16) reads every date with a weekday already;
    which occurrence is "the next one" is a claim about a row, not a date the episode cannot show (left
    open, held by the task's ``says_not``)."""
    failures = appended_failures("core", REVIEW, sentence)
    assert said in failures["the final message writes no date with another day's weekday"]


# 4. Lengths said with an article or "only" ----------------------------------------------------------

LENGTH = "the final message gives no row a length the episode does not show"


@needs["core"]
@pytest.mark.parametrize(
    ("sentence", "said"),
    [
        (
            "It's a 60-minute meeting.",
            "'60-minute' of Monthly business review (the episode shows it 90 minutes long)",
        ),  # passed on main
        ("The review is a 60-minute meeting.", "'60-minute' of Monthly business review"),  # passed on main
        ("The review is only 60 minutes long.", "'60 minutes' of Monthly business review"),  # passed on main
        ("The review is just an hour long.", "'an hour' of Monthly business review"),  # passed on main
    ],
)
def test_a_length_after_an_article_or_only_is_the_rows(sentence: str, said: str) -> None:
    assert said in appended_failures("core", REVIEW, sentence)[LENGTH]


@needs["core"]
@pytest.mark.parametrize(
    "sentence",
    [
        "It's a 90-minute meeting.",
        "The review is a 90-minute meeting.",
        "The review is only 90 minutes long.",
        "It's an hour and a half long.",
        "I only need 30 minutes before it.",  # a gap, not the row's length
        "It is just a 15-minute walk from the office.",  # no row of that name
    ],
)
def test_the_rows_own_length_or_no_length_of_it_holds(sentence: str) -> None:
    assert appended_failures("core", REVIEW, sentence) == {}


@needs["conversations"]
def test_only_before_a_length_after_a_copula() -> None:
    """ "The loop is only 30 minutes long" (an hour) passed: "only" was read as a bound."""
    said = appended_failures("conversations", HIRING, "The loop is only 30 minutes long.")[LENGTH]
    assert "'30 minutes' of Interview loop (the episode shows it 1 hour long)" in said
    assert appended_failures("conversations", HIRING, "The loop is only an hour long.") == {}


OSLO_CALL = {
    "start": {"dateTime": "2026-11-23T18:00:00+01:00", "timeZone": "Europe/Oslo"},
    "end": {"dateTime": "2026-11-23T18:30:00+01:00", "timeZone": "Europe/Oslo"},
}


@pytest.mark.parametrize(
    ("message", "ok"),
    [
        ("Our renewal call is on Monday 23 November at 18:00 Oslo time. That's 11:00 in New York.", False),
        ("Our renewal call is on Monday 23 November at 18:00 Oslo time. That's 12:00 in New York.", True),
        ("Our renewal call is on Monday 23 November at 18:00 Oslo time (17:00 in London).", True),
    ],
)
def test_word_level_a_call_restated_in_another_city(message: str, ok: bool) -> None:
    """resample31c's "That's 11:00 in New York" of an 18:00 Oslo call (12:00 there): at word level the hour
    slip reads it once the call's instant is among the grounds (the post's own condition holds it in
    company-people.fjord-renewal-reminder; the grader-level reading of the post with it off was not measured)."""
    assert (_said(message, OSLO_CALL) == []) is ok
