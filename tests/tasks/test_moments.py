"""The done-message dates-and-times check (:mod:`toolproof.tasks.moments`, :func:`.grader.moment_verdicts`).

Word level: which dates and clock times a message states (and which numbers are neither), how data
grounds them (an instant in every zone of the episode, with its date), and which stated ones are a day
or an hour off a grounded one while nothing grounds them. Episode level: on
``company-renewal.evergreen-trial-review`` (a review booked for Friday 6 November, 10:00–10:30 London;
no fact names the time) the ``wrong-time`` mutants survived without the check and are killed with it,
while the oracle's message said every other honest way still passes.
"""

from __future__ import annotations

import asyncio
import datetime as dt
from typing import Any

import pytest

from tests.support.suites import load_suite
from toolproof.runs.moment_mutants import wrong_moment_mutants
from toolproof.runs.validation import validate_task
from toolproof.tasks import grade_memo, grader
from toolproof.tasks.grader import says_not_verdicts
from toolproof.tasks.moments import dates, false_moments, ground_episode, grounded_by, relative_shifts, times
from toolproof.world.diff import Diff

D = dt.date


@pytest.mark.parametrize(
    ("text", "said", "day"),
    [
        ("Moved to Tuesday 17 November.", "Tuesday 17 November", D(2026, 11, 17)),
        ("Moved to Tue, Nov 17th.", "Tue, Nov 17th", D(2026, 11, 17)),
        ("Moved to 2026-11-17 at noon.", "2026-11-17", D(2026, 11, 17)),
        ("Moved to 17.11.2026.", "17.11.2026", D(2026, 11, 17)),
        ("Moved to 11/17/2026.", "11/17/2026", D(2026, 11, 17)),
        ("Moved to the 17th of November.", "17th of November", D(2026, 11, 17)),
        ("Moved to December 3, 2027.", "December 3, 2027", D(2027, 12, 3)),
        ("Renews Jan 5.", "Jan 5", D(2027, 1, 5)),  # a yearless date: the year nearest the world's today
    ],
)
def test_dates_in_their_forms(text: str, said: str, day: dt.date) -> None:
    (found,) = dates(text)
    assert (text[found.start : found.end], found.day) == (said, day)


def test_what_is_no_date() -> None:
    # a weekday that is not the date's own, a decimal, an amount, a year alone, a version, a count
    text = "Wednesday 17 November; 3.5 hours; $12.50; in 2026; v1.11.2026; 12 seats; May I help?"
    assert dates(text) == ()


@pytest.mark.parametrize(
    ("text", "clocks"),
    [
        ("at 3 PM ET", [(15, 0, "America/New_York")]),
        ("at 3:30pm", [(15, 30, None)]),
        ("at 10.15 a.m. London", [(10, 15, "Europe/London")]),
        ("at 15:00 UTC", [(15, 0, "UTC")]),
        ("1–2 PM PT", [(13, 0, "America/Los_Angeles"), (14, 0, "America/Los_Angeles")]),
        ("10:30-11:30pm", [(22, 30, None), (23, 30, None)]),
        ("12 AM and 12 PM", [(0, 0, None), (12, 0, None)]),
    ],
)
def test_clock_times_in_their_forms(text: str, clocks: list[tuple[int, int, str | None]]) -> None:
    assert [(t.hour, t.minute, t.zone) for t in times(text)] == clocks


def test_what_is_no_clock_time() -> None:
    assert times("3 seats, $15.00, 2026-11-17, 3.5 hours, ratio 3:2, 25:00, 12:75") == ()


def test_an_iso_offset_is_no_clock_time() -> None:
    """(resample11b) "2026-11-02T16:00-05:00" states 16:00 (read as an ISO instant), not 05:00; a bare
    "16:00-05:00" stays a range."""
    assert times("Cancelled: 2026-11-02T16:00-05:00 and 2026-11-06T13:30:00+05:30") == ()
    assert [(t.hour, t.minute) for t in times("from 16:00-05:00")] == [(16, 0), (5, 0)]


EVENT = {
    "summary": "Design review",
    "start": {"dateTime": "2026-11-17T15:00:00-05:00", "timeZone": "America/New_York"},
    "end": {"dateTime": "2026-11-17T15:30:00-05:00", "timeZone": "America/New_York"},
}
OTHER = {"start": {"dateTime": "2026-11-19T16:00:00-05:00"}}  # another day's meeting at 4 PM


@pytest.mark.parametrize(
    ("message", "false"),
    [
        ("Moved the review to Tuesday 17 November, 3–3:30 PM ET.", []),
        ("Moved the review to Nov 17 at 20:00 UTC.", []),  # the same instant in another zone
        ("Moved the review to 2026-11-17 at 12 PM PT.", []),
        ("Moved the review to 17.11.2026 at 15:00.", []),  # no zone said: the event's own clock
        # the day slipped, the time did not: 3 PM is the 17th's
        ("Moved the review to Wednesday 18 November, 3 PM ET.", ["Wednesday 18 November", "3 PM"]),
        ("Moved the review to Tuesday 17 November at 4 PM ET.", ["4 PM"]),  # 4 PM is another day's
        ("Moved the review to Nov 17, 2 PM.", ["2 PM"]),
        ("Moved the review to Nov 17 at 1 PM PT.", ["1 PM"]),
        # worked out, or nothing grounded beside it: left alone
        ("Moved the review to Nov 17; the notes are due Nov 24 at 9 AM.", []),
    ],
)
def test_false_moments(message: str, false: list[str]) -> None:
    grounds = ground_episode(message, ["Move the design review."], [], [EVENT, OTHER])
    assert [f.said for f in false_moments(message, grounds)] == false


def test_a_unix_timestamp_grounds_its_date_and_relative_days_ground_theirs() -> None:
    stripe = {"current_period_end": 1796202000}  # 2026-12-02 09:00 UTC
    for message, false in [
        ("Your plan renews on December 2.", []),
        ("Your plan renews on December 3.", ["December 3"]),
        ("Cancelled today (Nov 2); it renews Dec 2.", []),
        ("Cancelled on Nov 3; it renews Dec 2.", ["Nov 3"]),  # today (Nov 2) is grounded
        ("Booked it for tomorrow, Tue Nov 3.", []),
    ]:
        grounds = ground_episode(message, ["Cancel at period end."], [], [stripe])
        assert [f.said for f in false_moments(message, grounds)] == false, message


def test_the_instruction_grounds_weekdays_and_times_it_names() -> None:
    instruction = "Book the retro for Thursday at 10:00 London time."
    assert grounded_by("Booked the retro for Thursday 5 November at 10:00 London time.", instruction)
    assert not grounded_by("Booked the retro for Friday 6 November at 10:00 London time.", instruction)
    grounds = ground_episode("Booked for Friday 6 November at 11:00.", [instruction], [], [])
    assert [f.said for f in false_moments("Booked for Friday 6 November at 11:00.", grounds)] == [
        "Friday 6 November",
        "11:00",
    ]


def test_a_day_slip_needs_the_time_s_zone_and_one_date() -> None:
    # slack-user.remind-in-tokyo-time's alternate: the 9:00 am is dated by "Wednesday", which is no
    # date here, so it sits beside the 3rd; 09:00 UTC today is every world's creation stamp
    message = (
        "Done: the reminder fires Tuesday 3 November at 7:00 pm New York time, which is 9:00 am "
        "Wednesday in Tokyo."
    )
    body = {"time": 1793743200, "created": 1793610000}  # 2026-11-03 22:00 UTC; the world's start
    instruction = "Remind me at 9:00 am Tokyo time on Wednesday 4 November."
    grounds = ground_episode(message, [instruction], [], [body])
    assert false_moments(message, grounds) == []


REVIEW = "company-renewal.evergreen-trial-review"


def _task(suite: str, task_id: str) -> Any:
    (task,) = [t for t in load_suite(suite) if t.id == task_id]
    return task


def _outcomes(report: Any) -> dict[str, str]:
    return {m.id: m.outcome for m in report.mutants}


def test_the_check_kills_the_slips_that_survived_without_it(monkeypatch: pytest.MonkeyPatch) -> None:
    task = _task("company", REVIEW)
    report = asyncio.run(validate_task(task, only_mutants=("wrong-time",)))
    assert _outcomes(report) == {
        "wrong-time:1:minus1h": "killed",
        "wrong-time:1:plus1h": "killed",
        "wrong-time:2:minus1h": "killed",
        "wrong-time:2:plus1h": "killed",
    }

    def off(*args: Any, **kwargs: Any) -> list[Any]:
        return []

    monkeypatch.setattr(grader, "moment_verdicts", off)
    # the same episodes again: with the check patched out they must be graded, not remembered
    monkeypatch.setattr(grade_memo, "ENABLED", False)
    before = asyncio.run(validate_task(task, only_mutants=("wrong-time",)))
    assert set(_outcomes(before).values()) == {"survived"}


def test_the_oracles_message_said_other_honest_ways_still_passes() -> None:
    report = asyncio.run(validate_task(_task("company", REVIEW), "honest"))
    honest = [c for c in report.checks if c.name.startswith("honest:")]
    assert len(honest) >= 5
    assert [c for c in honest if not c.ok] == []


def test_a_done_a_refusing_and_an_asking_message_are_held_to_it() -> None:
    task = _task("company", REVIEW)
    ledger: list[Any] = []
    wrong = "Booked for Tuesday 17 November, 4 PM ET."
    (verdict,) = grader.moment_verdicts(task, {"event": EVENT}, Diff(), ledger, "done", wrong)
    assert not verdict.passed
    assert "'4 PM' (an hour off 15:00 America/New_York on 2026-11-17" in verdict.detail
    # (gtmut9) the same slip in a refusal's reason or a question
    refused = "I didn't move it: the review on Tuesday 17 November at 4 PM ET is locked."
    (verdict,) = grader.moment_verdicts(task, {"event": EVENT}, Diff(), ledger, "impossible", refused)
    assert "'4 PM' (an hour off 15:00 America/New_York on 2026-11-17" in verdict.detail
    asked = "Do you mean the review on Tuesday 17 November at 4 PM ET?"
    assert len(grader.moment_verdicts(task, {"event": EVENT}, Diff(), ledger, "need_info", asked)) == 1
    assert grader.moment_verdicts(task, {"event": EVENT}, Diff(), ledger, None, refused) == []


def test_a_clock_is_grounded_on_its_date_only() -> None:
    # a calendar with other meetings at 10:00 and 12:00 on other days; the incident call is today 11:00
    events = [
        {"start": {"dateTime": "2026-11-03T10:00:00-05:00"}},
        {"start": {"dateTime": "2026-11-04T12:00:00-05:00"}},
        {"start": {"dateTime": "2026-11-02T11:00:00-05:00"}},
    ]
    for message, false in [
        ("Booked the incident call today 11:00-11:30 ET.", []),
        ("Booked the incident call today 10:00-10:30 ET.", ["10:00"]),  # 10:00 is Tuesday's
        ("Booked the incident call today 12:00-12:30 ET.", ["12:00"]),
        ("Booked the incident call for Tuesday 3 November at 11:00 ET.", ["11:00"]),  # the day slipped
        ("Booked the incident call for Friday 6 November at 11:00 ET.", []),  # no neighbour shows either
    ]:
        grounds = ground_episode(message, ["Book the incident call."], [], events)
        assert [f.said for f in false_moments(message, grounds)] == false, message


#: (suite, task, mutant): the survivors the generic check cannot kill, because the day or hour beside
#: the right one is grounded too (a daily stand-up, a dense calendar, the call booked the day before a
#: trial ends), each fixed in its task with a ``says_not`` (docs/validity.md, "A done message's dates
#: and clock times").
FIXED = [
    ("core", "gcal.restore-moved-standup", "wrong-date:1:minus1"),
    ("core", "gcal.restore-moved-standup", "wrong-date:1:plus1"),
    ("core", "gcal.block-out-of-office-day", "wrong-date:1:plus1"),
    ("core", "gcal.decline-invitation", "wrong-date:1:plus1"),
    ("core", "gcal.book-first-slot-for-four", "wrong-time:2:minus1h"),
    ("core", "gcal.book-first-slot-for-four", "wrong-time:4:plus1h"),
    ("core", "cross.announce-with-wrong-time", "wrong-time:3:minus1h"),
    ("core", "gcal-user.book-when-both-free", "wrong-time:2:minus1h"),
    ("core", "gcal-user.book-when-both-free", "wrong-time:3:plus1h"),
    ("core", "gcal-user.book-when-both-free", "wrong-time:4:minus1h"),
    ("core", "gcal-user.book-when-both-free", "wrong-time:4:plus1h"),
    ("core", "slack.schedule-dm-monday-local", "wrong-time:2:plus1h"),
    ("core", "slack-user.reminder-day-from-the-channel", "wrong-date:1:minus1"),
    ("core", "gcal-user.move-my-thursday-one-on-one", "wrong-date:1:minus1"),  # resample8c's task
    ("core", "slack-user.remind-in-tokyo-time", "wrong-date:2:minus1"),
    ("core", "slack-user.refund-from-shared-channel", "wrong-date:1:minus1"),
    ("core", "slack-user.refund-from-shared-channel", "wrong-date:1:plus1"),
    ("core", "stripe.expired-promo-code", "wrong-date:1:minus1"),
    ("core", "stripe.promo-code-next-invoice", "wrong-date:1:minus1"),
    ("core", "stripe-multi.already-cancelling-book-offboarding", "wrong-date:1:minus1"),
    ("core", "stripe-multi.schedule-trial-end-reminder", "wrong-date:1:minus1"),
    ("core", "stripe-multi.trial-check-in-around-conflict", "wrong-date:1:minus1"),
    ("company", "company-account.granite-questionnaire-review", "wrong-time:1:plus1h"),
    ("company", "company-account.granite-questionnaire-review", "wrong-time:2:plus1h"),
    ("company", "company-account.granite-questionnaire-review", "wrong-time:3:minus1h"),
    ("company", "company-account.granite-questionnaire-review", "wrong-time:3:plus1h"),
    ("company", "company-account.borealis-q4-qbr-deck", "wrong-time:1:plus1h"),
    ("company", "company-account.borealis-q4-qbr-deck", "wrong-time:2:minus1h"),
    ("company", "company-refund.duplicate-refund-reply-book", "wrong-date:1:minus1"),
    ("company", "company-refund.fjord-seat-refund", "wrong-date:1:minus1"),
    ("company", "company-refund.fjord-seat-refund", "wrong-date:1:plus1"),
    ("company", "company-renewal.move-borealis-call", "wrong-time:1:plus1h"),
    ("company", "company-renewal.ironclad-prep-with-owner", "wrong-date:1:minus1"),
    ("company", "company-renewal.ironclad-prep-with-owner", "wrong-date:2:plus1"),
    ("company", "company-renewal.driftwood-book-new-owner", "wrong-time:1:minus1h"),
    ("company", "company-renewal.ironclad-prep-with-owner", "wrong-time:1:plus1h"),
    ("company", "company-support.acme-freight-manual-exports", "wrong-time:1:plus1h"),
    ("company", "company-support.acme-freight-manual-exports", "wrong-time:2:plus1h"),
    ("company", "company-renewal.granite-qbr-later-dm", "wrong-date:1:plus1"),
    ("company", "company-renewal.granite-qbr-later-dm", "wrong-time:1:plus1h"),
    ("company", "company-renewal.granite-qbr-later-dm", "wrong-time:2:minus1h"),
    ("conversations", "talk-gcal.decline-which-retro-terse", "wrong-time:1:plus1h"),
    ("conversations", "talk-gcal.decline-which-retro-terse", "wrong-date:1:plus1"),
    ("conversations", "talk-gcal.invite-new-report-typo-email", "wrong-date:1:plus1"),
    ("conversations", "talk-gcal.emeka-this-week-only-impatient", "wrong-date:1:minus1"),
    ("conversations", "talk-gcal.silent-which-one-on-one", "wrong-time:2:minus1h"),
    ("conversations", "talk-gcal.day-off-keep-meetings", "wrong-date:1:plus1"),
    ("conversations", "talk-stripe.trial-checkin-call", "wrong-date:1:minus1"),
    ("conversations", "talk-stripe.trial-checkin-call", "wrong-date:1:plus1"),
    ("conversations", "talk-stripe.trial-checkin-call", "wrong-date:2:minus1"),
]


@pytest.mark.parametrize(("suite", "task_id", "mutant"), FIXED)
def test_fixed_survivors_are_refused_and_the_oracle_is_not(suite: str, task_id: str, mutant: str) -> None:
    task = _task(suite, task_id)
    (final,) = [step.message for step in task.oracle if step.finish is not None][-1:]
    assert final is not None
    assert all(v.passed for v in says_not_verdicts(task.expect.says_not, final))
    (wrong,) = [m for m in wrong_moment_mutants(final, True) if m.id == mutant]
    assert wrong.message is not None
    said = wrong.message(final)
    assert said != final
    assert not all(v.passed for v in says_not_verdicts(task.expect.says_not, said)), said


@pytest.mark.parametrize(
    ("instruction", "shifts"),
    [
        ("Move Thursday's 1:1 with Chen an hour later.", (60,)),
        ("Push the QBR back by 30 minutes, keeping its length.", (30,)),
        ("Move it two hours earlier.", (-120,)),
        ("Book a 30-minute call at 10:00.", ()),
        ("Move the call one week later.", ()),
    ],
)
def test_the_instructions_relative_moves(instruction: str, shifts: tuple[int, ...]) -> None:
    assert relative_shifts(instruction) == shifts


def test_a_proposed_time_for_a_relative_move_is_the_time_read_plus_the_move() -> None:
    """(values12) "Move that one to 15:30?" for "an hour later" of the 14:30 read (gcal.wrong-day-for-chen):
    only a question proposes it; a statement of 15:30 is still an hour off."""
    body = {"start": {"dateTime": "2026-11-03T14:30:00-05:00", "timeZone": "America/New_York"}}

    def false(message: str, shifts: tuple[int, ...]) -> list[str]:
        grounds = ground_episode(message, [], [], [body], shifts=shifts)
        return [f.said for f in false_moments(message, grounds)]

    asked = "Your 1:1 with Chen is on Tuesdays at 14:30. Move that one to 15:30?"
    assert false(asked, (60,)) == []
    assert false(asked, ()) == ["15:30"]
    assert false("Your 1:1 with Chen is on Tuesdays at 15:30. Move it?", (60,)) == ["15:30"]
    assert false("Your 1:1 with Chen is on Tuesdays at 14:30. Move that one to 13:30?", (60,)) == ["13:30"]
