"""(dates20) A length a message says of a row its clause names, against the lengths the episode shows
for that row (:mod:`toolproof.tasks.durations`; a calendar event's end minus its start, as the Calendar
dialect declares): the forms read and not read, exact verdicts for honest and wrong lengths, the
stored row's shape, the final-message and post hooks, and every plan of every suite that states one."""

from __future__ import annotations

import asyncio
from functools import cache
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.support.suites import load_suite
from toolproof.agents.reference import PlanAgent
from toolproof.agents.run import prepare, run_episode
from toolproof.tasks import Task, grade_memo, suite_names
from toolproof.tasks.durations import declared, false_lengths, lengths
from toolproof.tasks.plans import Step

GCAL = ("gcal",)
VERDICT = "the final message gives no row a length the episode does not show"
POSTS = "the episode's posts give no row a length the episode does not show"


def _read(text: str) -> list[tuple[str, float]]:
    return [(n.said(text), n.minutes) for n in lengths(text)]


def _event(summary: str, start: str, end: str, all_day: bool = False) -> dict[str, Any]:
    key = "date" if all_day else "dateTime"
    return {
        "kind": "calendar#event",
        "id": summary[:4],
        "summary": summary,
        "start": {key: start},
        "end": {key: end},
    }


SYNC = _event("Atlas sync", "2026-11-04T15:00:00Z", "2026-11-04T16:00:00Z")  # an hour


def _false(
    message: str, *events: dict[str, Any], told: tuple[str, ...] = ("Check my calendar.",)
) -> list[str]:
    return [f.describe() for f in false_lengths(message, GCAL, told, [{"items": list(events or (SYNC,))}])]


def test_the_forms_of_a_length_and_what_is_none() -> None:
    assert _read("the 45-minute sync; 45 minutes; 45 min; 1h; 1h30; 1.5 hours; 2 hrs; a 2-day offsite") == [
        ("45-minute", 45),
        ("45 minutes", 45),
        ("45 min", 45),
        ("1h", 60),
        ("1h30", 90),
        ("1.5 hours", 90),
        ("2 hrs", 120),
        ("2-day", 2880),
    ]
    assert _read("for an hour; half an hour; an hour and a half; the hour-long review; a half-hour call") == [
        ("an hour", 60),
        ("half an hour", 30),
        ("an hour and a half", 90),
        ("hour-long", 60),
        ("half-hour", 30),
    ]
    # a move, an offset, a gap, a bound, a range, a date: none is a row's length
    assert (
        _read(
            "moved 30 minutes later; 15 minutes before the review; a 10-minute buffer; in 3 days; "
            "3 days ago; about an hour; up to 45 minutes; 30–45 minutes; 30 or 45 minutes; "
            "every 30 minutes; pushed by an hour"
        )
        == []
    )


@given(
    minutes=st.sampled_from([15, 20, 25, 30, 45, 50, 60, 75, 90, 120]),
    said=st.sampled_from([15, 30, 45, 60, 90]),
)
def test_a_length_said_of_the_named_event_passes_only_when_it_is_shown(minutes: int, said: int) -> None:
    end = f"2026-11-04T{15 + minutes // 60:02d}:{minutes % 60:02d}:00Z"
    event = _event("Atlas sync", "2026-11-04T15:00:00Z", end)
    found = _false(f"The Atlas sync is booked for {said} minutes.", event)
    assert (found == []) == (said == minutes)


def test_exact_verdicts_for_a_named_event() -> None:
    assert _false("Booked the 30-minute Atlas sync for Wednesday.") == [
        "'30-minute' of Atlas sync (the episode shows it 1 hour long)"
    ]
    assert _false("Atlas sync (90 min) is on Wednesday.") == [
        "'90 min' of Atlas sync (the episode shows it 1 hour long)"
    ]
    for honest in (
        "Booked the hour-long Atlas sync for Wednesday.",
        "Atlas sync: Wed 4 Nov, 10:00–11:00 ET (60 min).",
        "The Atlas sync runs for an hour.",
        "Moved the Atlas sync 30 minutes later.",  # a move
        "I blocked 30 minutes before the Atlas sync.",  # an offset
        "Booked a 30-minute call; the Atlas sync is on Wednesday.",  # another clause
        "Is the Atlas sync 30 minutes?",  # a question
        "Booked a 30-minute sync.",  # no row named
    ):
        assert _false(honest) == [], honest
    # the told texts' length may be repeated: the instruction asked for a 30-minute Atlas sync
    assert (
        _false("Booked the 30-minute Atlas sync.", told=("Book a 30-minute Atlas sync on Wednesday.",)) == []
    )


def test_a_series_with_two_lengths_shows_both_and_an_all_day_event_its_days() -> None:
    longer = {**SYNC, "id": "sync_2", "end": {"dateTime": "2026-11-04T16:30:00Z"}}
    assert _false("The Atlas sync is 90 minutes this week.", SYNC, longer) == []
    assert _false("The Atlas sync is 45 minutes this week.", SYNC, longer) == [
        "'45 minutes' of Atlas sync (the episode shows it 1 hour or 90 minutes long)"
    ]
    offsite = _event("Team offsite", "2026-11-10", "2026-11-12", all_day=True)
    assert _false("The 2-day Team offsite starts on the 10th.", offsite) == []
    assert _false("The 3-day Team offsite starts on the 10th.", offsite) == [
        "'3-day' of Team offsite (the episode shows it 2 days long)"
    ]


def test_a_stored_row_shows_its_length_too() -> None:
    """The diff's row: Unix seconds and its name inside ``body`` (the dialect's second declaration)."""
    row = {"id": "ev9", "start_ts": 1793800800, "end_ts": 1793802600, "body": {"summary": "Atlas retro"}}
    assert false_lengths("Booked the 30-minute Atlas retro.", GCAL, (), [row]) == []
    (wrong,) = false_lengths("Booked the 45-minute Atlas retro.", GCAL, (), [row])
    assert wrong.describe() == "'45-minute' of Atlas retro (the episode shows it 30 minutes long)"
    assert declared(("stripe", "slack")) == ()
    assert false_lengths("Booked the 45-minute Atlas retro.", ("stripe",), (), [row]) == []


# -- episodes: the hook, and every plan of every suite that states a length ------------------------------


@cache
def _task(suite: str, task_id: str) -> Task:
    (task,) = [t for t in load_suite(suite) if t.id == task_id]
    return task


@cache
def _refs(suite: str, task_id: str) -> dict[str, Any]:
    """The task's refs, resolved once (every episode of a task starts from the same fixture)."""
    return prepare(_task(suite, task_id))[1]


def _failed(suite: str, task_id: str, steps: list[Step]) -> dict[str, str]:
    task = _task(suite, task_id)
    refs = _refs(suite, task_id)
    was = grade_memo.ENABLED
    grade_memo.ENABLED = False
    try:
        result = asyncio.run(run_episode(task, PlanAgent("careful", steps=steps), refs=refs, hashes=False))
    finally:
        grade_memo.ENABLED = was
    assert result.grade is not None
    return {v.name: v.detail for v in result.grade.verdicts if not v.passed}


#: Wrong plans of the suites the check must keep failing on its own, with the exact reason (each also failed
#: by its task's own pins). A floor, not the whole list: a wrong plan a later review adds that the check also
#: catches is welcome and needs no entry here; the test still prints it and checks its reason's shape.
CAUGHT = {
    ("company", "company-people.add-vp-to-harbor-renewal", "resample18c-says-hour-long"): (
        VERDICT,
        "the final message says 'hour-long' of Harbor & Pine renewal (the episode shows it 30 minutes long)",
    ),
    ("core", "cross.book-and-dm", "resample13a-dm-says-an-hour"): (
        POSTS,
        "a post says 'Hi Maria, the Support escalation review is booked for Thursday 5 November, "
        "13:0…': 'one hour' of Support escalation review (the episode shows it 30 minutes long)",
    ),  # (generic31) an event's length said of its subject ("The renewal is an hour long", "It's …")
    ("company", "company-account.acme-logistics-quote-for-signature", "resample27a-docusign-thirteenth"): (
        VERDICT,
        "the final message says 'an hour' of ACME Logistics check-in (the episode shows it 30 minutes long)",
    ),
    ("company", "company-box.cobalt-invite-folder-collaborators", "resample27a-cto-hour-long-room"): (
        VERDICT,
        "the final message says 'an hour' of Cobalt Robotics renewal check-in (the episode shows it 30 "
        "minutes long)",
    ),
    ("company", "company-offboarding.chris-leftovers-report", "resample27c-ellie-accepted-hour-new-york"): (
        VERDICT,
        "the final message says 'an hour' of Driftwood Media renewal (the episode shows it 30 minutes long)",
    ),
    ("company", "company-offboarding.chris-leftovers-report", "resample27c-post-ellie-accepted-hour"): (
        POSTS,
        "a post says 'Still on Chris Novak: Box folders he owns: Driftwood Media (shared) and Ironcla…': "
        "'an hour' of Driftwood Media renewal (the episode shows it 30 minutes long)",
    ),
    ("company", "company-refund.fjord-seat-refund", "resample27b-call-day-length-zoom-invite"): (
        VERDICT,
        "the final message says '45 minutes' of Fjord Payments renewal (the episode shows it 30 minutes "
        "long)",
    ),
    ("company", "company-renewal.move-borealis-call", "resample27a-hour-cfo-next-month"): (
        VERDICT,
        "the final message says 'an hour' of Borealis Health renewal call (the episode shows it 45 minutes "
        "long)",
    ),
    ("company", "company-support.cobalt-raj-onboarding-review", "resample25a-hour-on-zoom"): (
        VERDICT,
        "the final message says 'an hour' of Cobalt Robotics renewal check-in (the episode shows it 30 "
        "minutes long)",
    ),
    ("conversations", "talk-gcal.design-review-contradictory", "resample24c-45-minutes-long"): (
        VERDICT,
        "the final message says '45 minutes' of Design review (the episode shows it 30 minutes long)",
    ),
    ("core", "cross.remind-before-review", "resample23b-an-hour-in-the-boardroom"): (
        VERDICT,
        "the final message says 'an hour' of Monthly business review (the episode shows it 90 minutes long)",
    ),
    ("core", "gcal.end-series-instead-of-delete", "resample26a-hour-on-thursdays"): (
        VERDICT,
        "the final message says 'an hour' of Alice / Farah 1:1 (the episode shows it 30 minutes long)",
    ),
}


def _texts(steps: list[Step]) -> list[str]:
    out = [s.message for s in steps if s.finish and s.message]
    out += [
        v
        for s in steps
        if s.call and isinstance(s.args, dict)
        for k in ("text", "body", "message")
        if isinstance(v := s.args.get(k), str)
    ]
    return out


@pytest.mark.skipif(not {"core", "company"} <= set(suite_names()), reason="the suites are not installed")
def test_every_plan_that_states_a_length_honest_passes_and_the_wrong_ones_caught_are_these() -> None:
    """Word level, then by episode: every plan (oracle, alternates, wrong) of every suite's Calendar tasks
    one of whose texts (final message, posts) states a length is run; no honest one gets either verdict,
    every wrong one in :data:`CAUGHT` is failed with exactly that reason, and any other wrong one failed
    names the length the episode shows."""
    caught: dict[tuple[str, str, str], tuple[str, str]] = {}
    honest_runs = 0
    for suite in suite_names():
        for task in load_suite(suite):
            if not declared(tuple(task.services)):
                continue
            plans = [("oracle", task.oracle, True), *((p.name, p.steps, True) for p in task.alternates)]
            plans += [(p.name, p.steps, False) for p in task.wrong]
            for name, steps, honest in plans:
                if not steps or not any(lengths(t) for t in _texts(steps)):
                    continue
                failed = {k: v for k, v in _failed(suite, task.id, steps).items() if k in (VERDICT, POSTS)}
                if honest:
                    honest_runs += 1
                    assert failed == {}, (task.id, name, failed)
                for k, v in failed.items():
                    caught[(suite, task.id, name)] = (k, v)
    assert honest_runs >= 30
    missed = {k: v for k, v in CAUGHT.items() if caught.get(k) != v}
    assert missed == {}, {k: (v, caught.get(k)) for k, v in missed.items()}
    for key, (_, detail) in caught.items():
        assert "(the episode shows it " in detail, (key, detail)
