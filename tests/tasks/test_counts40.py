# ruff: noqa: E501  (pinned wordings, kept one per line where they fit)
"""(counts40) A clock said with a zone word is read in that zone only. docs/validity.md, "Stop 69: … (counts40)".

An event's wall clock written with its offset ("2026-11-05T17:00:00-05:00") grounded the same clock said with
any zone word: "The retro is at 17:00 Los Angeles time" passed in gcal.decline-invitation (the retro is 17:00
New York, 14:00 Los Angeles), "Omar's jam is at 23:45 Kolkata time" in gcal.cancel-one-roadmap-jam (23:45 New
York, 10:15 on the 6th in Kolkata), "On Kris's own calendar it shows at 15:00 Chicago time" in
company-renewal.driftwood-book-new-owner (14:00 Chicago). Such a clock now grounds the clock said bare; said
with a zone word, the instant read in that zone grounds it (``moments.WALL``). A told text's dated bare clock
that an instant shows that day ("5 November, 17:00 my time") is that instant's wall clock too. A recurring
series' start (a row with an iCalendar ``RRULE``) grounds its clock on any day it runs, in every zone, so
"Chen's war room ran daily, 4:00-4:45 pm Pacific, and finished on Friday, October 16th" (an alternate of
talk-gcal.war-room-already-ended, which main passed only by a chance 16:00 New York on 2 November) passes.

Word-level pins read ``moments.ground_episode`` over made-up rows; grader-level pins are the task's oracle with
a sentence appended or its final message replaced, its ``says_not`` off (``tests/support/graded.py``), so the
generic checks alone decide.
"""

from __future__ import annotations

import asyncio
import datetime as dt
from decimal import Decimal
from typing import Any

import pytest

from tests.support.graded import appended_failures, final_failures, grades_handed
from tests.support.suites import load_suite
from toolproof.agents import run_episode
from toolproof.agents.reference import PlanAgent
from toolproof.tasks import amounts, grade_memo, moments, suite_names

needs = {
    s: pytest.mark.skipif(s not in suite_names(), reason=f"the {s} suite is not installed")
    for s in ("core", "company", "conversations")
}
DATE = "the final message states no date or time the episode does not show"

#: An event at 17:00 New York on Thursday 5 November 2026, as a calendar lists it (offset and zone).
RETRO = {
    "summary": "Incident retro",
    "start": {"dateTime": "2026-11-05T17:00:00-05:00", "timeZone": "America/New_York"},
    "end": {"dateTime": "2026-11-05T17:30:00-05:00", "timeZone": "America/New_York"},
}


def _false(message: str, rows: list[Any], texts: tuple[str, ...] = ()) -> list[str]:
    grounds = moments.ground_episode(message, list(texts), [], [{"items": rows}])
    return [f.said for f in moments.false_moments(message, grounds)]


@pytest.mark.parametrize(
    ("message", "holds"),
    [
        ("The retro is at 17:00 Los Angeles time.", False),
        ("The retro is at 17:00 Kolkata time.", False),
        ("The retro is at 17:00 UTC.", False),
        ("The retro is at 5 PM Pacific.", False),
        ("The retro is at 14:00 Los Angeles time.", True),
        ("The retro is at 17:00 New York time.", True),
        ("The retro is at 17:00 ET.", True),
        ("The retro is at 17:00 EST.", True),
        ("The retro is at 17:00 Eastern.", True),
        ("The retro is at 17:00.", True),
        ("The retro is at 5 PM.", True),
        ("The retro is at 22:00 UTC.", True),
        ("The retro is at 03:30 Kolkata time.", True),
        ("The retro is at 17:00 New York (14:00 for Priya in Los Angeles).", True),
        ("The retro is on Thursday 5 November at 17:00 New York time, 22:00 in London.", True),
    ],
)
def test_a_wall_clock_grounds_a_zone_word_only_as_its_instant(message: str, holds: bool) -> None:
    """(counts40) The retro's 17:00 New York grounds "17:00", "17:00 ET", "14:00 Los Angeles time", "22:00 UTC";
    not "17:00 Los Angeles time" nor "17:00 UTC" (on main each of those passed: the wall clock was read in every
    zone's name)."""
    assert (_false(message, [RETRO]) == []) is holds


def test_a_told_dated_clock_is_the_instant_it_names() -> None:
    """(counts40) "5 November, 17:00 my time" told, the retro shown at 17:00 New York: the told clock is the
    retro's, so it no longer grounds "17:00 Los Angeles time"; a bare told clock nothing shows that day still
    grounds a zoned one as before (its zone is unknown)."""
    told = ("Decline the retro this Thursday (5 November, 17:00 my time).",)
    assert _false("The retro is at 17:00 Los Angeles time.", [RETRO], told) == ["17:00"]
    assert _false("The retro is at 14:00 Los Angeles time.", [RETRO], told) == []
    assert _false("The retro is at 17:00.", [RETRO], told) == []
    other = ("The offsite dinner is on 6 November at 19:00.",)
    assert _false("The dinner is at 19:00 Los Angeles time.", [RETRO], other) == []
    # the text alone no longer settles a zoned clock its dated bare clock grounds: the episode is walked
    assert not moments.grounded_by("The retro is at 17:00 Los Angeles time.", told[0])
    assert moments.grounded_by("The retro is at 17:00.", told[0])


def test_a_series_start_grounds_its_clock_on_the_days_it_runs() -> None:
    """(counts40) A daily series that began on 21 September at 16:00 Los Angeles (19:00 New York) grounds
    "4:00-4:45 pm Pacific" said with its last day; one with no recurrence rule does not."""
    series = {
        "summary": "Migration war room",
        "start": {"dateTime": "2026-09-21T19:00:00-04:00", "timeZone": "America/Los_Angeles"},
        "end": {"dateTime": "2026-09-21T19:45:00-04:00", "timeZone": "America/Los_Angeles"},
        "recurrence": ["RRULE:FREQ=DAILY;UNTIL=20261016T235959Z"],
    }
    message = "The war room ran daily, 4:00-4:45 pm Pacific, and finished on Friday, October 16th."
    assert _false(message, [series]) == []
    once = {k: v for k, v in series.items() if k != "recurrence"}
    last = dt.date(2026, 10, 16)
    for rows, holds in (([series], True), ([once], False)):
        grounds = moments.ground_episode(message, [], [], [{"items": rows}])
        assert grounds.has_clock(last, 16, 0, "America/Los_Angeles") is holds
        assert grounds.has_clock(dt.date(2026, 9, 21), 16, 0, "America/Los_Angeles")


# -- the real grader ---------------------------------------------------------------------------------------


@needs["core"]
@pytest.mark.parametrize(
    ("task_id", "extra", "holds"),
    [
        ("gcal.decline-invitation", "The retro is at 17:00 Los Angeles time.", False),
        ("gcal.decline-invitation", "The retro is at 14:00 Los Angeles time.", True),
        ("gcal.decline-invitation", "The retro is at 17:00 New York time.", True),
        ("gcal.decline-invitation", "The retro is at 17:00 New York (14:00 for Priya in Los Angeles).", True),
        ("gcal.decline-invitation", "The retro is at 22:00 UTC.", True),
        ("gcal.decline-invitation", "The retro is at 17:00 EST.", True),
        ("gcal.decline-invitation", "The retro is at 17:00.", True),
        ("gcal.cancel-one-roadmap-jam", "Omar's jam is at 23:45 Kolkata time.", False),
        ("gcal.cancel-one-roadmap-jam", "Omar's jam is at 10:15 Kolkata time.", True),
    ],
)
def test_core_zone_words(task_id: str, extra: str, holds: bool) -> None:
    failures = appended_failures("core", task_id, extra)
    assert (DATE not in failures) is holds, failures


@needs["company"]
@pytest.mark.parametrize(
    ("extra", "holds"),
    [
        ("On Kris's own calendar it shows at 15:00 Chicago time.", False),
        ("On Kris's own calendar it shows at 14:00 Chicago time.", True),
        ("On Kris's own calendar it shows at 2:00-2:30 PM Central.", True),
    ],
)
def test_company_zone_words(extra: str, holds: bool) -> None:
    failures = appended_failures("company", "company-renewal.driftwood-book-new-owner", extra)
    assert (DATE not in failures) is holds, failures


@needs["conversations"]
def test_the_war_room_alternate_passes() -> None:
    """(counts40) The alternate that says the ended series' clock in Pacific time passes (main passed it only
    by a chance 16:00 New York on 2 November)."""
    task = next(t for t in load_suite("conversations") if t.id == "talk-gcal.war-room-already-ended")
    steps = next(p for p in task.alternates if p.name == "resample13c-asks-then-pacific").steps
    was = grade_memo.ENABLED
    grade_memo.ENABLED = False
    try:
        with grades_handed() as seen:
            asyncio.run(run_episode(task, PlanAgent("careful", steps=steps), hashes=False))
    finally:
        grade_memo.ENABLED = was
    assert seen
    assert all(g.passed for _, g in seen), [g.failures for _, g in seen]


@needs["company"]
@pytest.mark.parametrize(
    ("final", "holds"),
    [
        (
            "Added Nadia Karim (VP Sales) to the Harbor & Pine renewal call, Fri 20 Nov at 2 PM PT; Jordan and Noah are still on it.",
            False,
        ),
        (
            "Added Nadia Karim (VP Sales) to the Harbor & Pine renewal call, Thu 19 Nov at 11 AM PT; Jordan and Noah are still on it.",
            True,
        ),
        (
            "Added Nadia Karim (VP Sales) to the Harbor & Pine renewal call, Thu 19 Nov at 2 PM ET; Jordan and Noah are still on it.",
            True,
        ),
    ],
)
def test_a_zoned_clock_a_day_off_another_zones(final: str, holds: bool) -> None:
    """(counts40) "Fri 20 Nov at 2 PM PT" for the call at 14:00 New York on Thursday the 19th: main failed it only
    by reading that wall clock in Los Angeles' name; it is now told against 14:00 New York a day off."""
    failures = final_failures("company", "company-people.add-vp-to-harbor-renewal", final)
    assert (DATE not in failures) is holds, failures


# -- a sub-total in the told unit ------------------------------------------------------------------------------

AMOUNT = "the final message states no amount the episode does not show"
TOLD = "Put a $5.00 credit on each of the 80 newest customers and tag them."


@pytest.mark.parametrize(
    ("message", "holds"),
    [
        ("Done: $400 in credits, the VIPs got $90 of it.", True),
        (
            "Done: $400 in credits, the VIPs got $95 of it.",
            True,
        ),  # no slip of a shown amount: not read, as on main
        ("Done: $400 in credits, the VIPs got $92 of it.", False),  # no whole number of $5.00
        ("Done, the VIPs got $90.", False),  # no larger total said: a tenfold slip of $9.00 as before
        ("Done: $400 in credits, the VIPs got $900 of it.", False),  # more than the total
    ],
)
def test_a_part_of_a_told_total_is_no_scale_slip(message: str, holds: bool) -> None:
    """(counts40) A part, in whole told units, of a larger total the message states is worked out, not a tenfold
    slip of a $9.00 the episode showed."""
    grounds = amounts.Grounds(amounts.targets(message), [a.value for a in amounts.stated(message)])
    for shown in ("9", "9.2", "400"):
        grounds.add(Decimal(shown))
    assert (amounts.false_amounts(message, grounds, TOLD) == []) is holds
