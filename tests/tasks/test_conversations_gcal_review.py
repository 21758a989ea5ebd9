"""Pins the values the conversation review changed in ``suites/conversations/gcal.yaml``
(docs/reviews/conversations_gcal.md), so a later edit cannot quietly undo them.

Word-level only (no episodes): the reasons a wrong answer used to satisfy now fail, the honest wordings
that used to fail now pass, and the task fields changed by the review hold. ``toolproof validate
conversations --task 'talk-gcal.*'`` runs every plan end to end.
"""

from __future__ import annotations

import re

import pytest

from tests.support.suites import load_suite
from toolproof.tasks import Task, suite_names
from toolproof.tasks.facts import Fact

TASKS = (
    {t.id: t for t in load_suite("conversations") if t.id.startswith("talk-gcal.")}
    if ("conversations" in suite_names())
    else {}
)
pytestmark = pytest.mark.skipif(not TASKS, reason="the conversations suite is not installed")


def _task(name: str) -> Task:
    return TASKS[f"talk-gcal.{name}"]


def _reason(name: str) -> Fact:
    reasons = _task(name).expect.reason
    assert len(reasons) == 1
    return reasons[0]


@pytest.mark.parametrize(
    ("task", "message"),
    [
        # Bare names and words a wrong reason carries.
        (
            "move-victors-planning-terse",
            "I didn't move it. Victor and the other guests might not be free an hour later.",
        ),
        ("move-victors-planning-terse", "I suggest you ask around; I couldn't move it."),
        (
            "veterans-day-standup-hidden-intent",
            "You already have a stand-up every weekday next week. Which day?",
        ),
        (
            "no-overlap-chen-dara-expert",
            "I couldn't book it. There's no slot tomorrow when all three of you are free.",
        ),
        (
            "no-overlap-chen-dara-expert",
            "There's no common free time; your calendars don't overlap tomorrow.",
        ),
    ],
)
def test_reasons_a_wrong_answer_carried_no_longer_pass(task: str, message: str) -> None:
    assert not _reason(task).found_in(message)


@pytest.mark.parametrize(
    ("task", "message"),
    [
        (
            "move-victors-planning-terse",
            "You're only a guest on Victor's Quarterly planning, so I can't move it.",
        ),
        ("move-victors-planning-terse", "Victor Chen organises it, so only he can move it."),
        ("move-victors-planning-terse", "The update was refused with a 403: it's not your event."),
        ("veterans-day-standup-hidden-intent", "The stand-up is already off on Wednesday the 11th."),
        ("veterans-day-standup-hidden-intent", "The series already skips the 11th (Veterans Day)."),
        ("no-overlap-chen-dara-expert", "Their working hours do not overlap at all."),
        (
            "no-overlap-chen-dara-expert",
            "Dara's working day in London is over before Chen's starts, so their working days don't overlap.",
        ),
        ("no-overlap-chen-dara-expert", "Dara stops at noon New York time, which is when Chen starts."),
        ("hiring-sync-clash-user-says-no", "I didn't book it, since Rosa is busy at noon on the 25th."),
        ("hiring-sync-clash-user-says-no", "Noon clashes with the Interview loop."),
    ],
)
def test_honest_reasons_pass(task: str, message: str) -> None:
    assert _reason(task).found_in(message)


def test_the_standup_post_takes_the_final_time_as_a_range_and_not_another_time() -> None:
    post = next(
        c
        for c in _task("standup-changes-mind-and-announce").expect.changes
        if c.kind == "added" and c.table == "slack_messages"
    )
    pattern = post.where["text"]["regex"]
    right = ["Tomorrow's stand-up moves to 11\u201311:15 ET", "stand-up at 11-11:15", "standup: 11 to 11:15"]
    for text in [*right, "stand-up moves to 11:00"]:
        assert re.search(pattern, text), text
    for text in ("Tomorrow's stand-up moves to 10\u201310:15 ET", "stand-up at 11:15-11:30"):
        assert not re.search(pattern, text), text


def test_the_untitled_event_names_the_invitees_and_does_not_ask_a_yes_for_her_own_copy() -> None:
    task = _task("untitled-event-decline-not-cancel")
    assert task.user is not None
    assert task.user.confirm_before == []
    names = [f.any for f in task.expect.facts]
    assert names == [["Iván", "Ivan"], ["Quinn"], ["Yara"]]


def test_the_booking_with_kwame_says_what_it_is_for() -> None:
    booking = _task("kwame-away-abusive").expect.changes[0]
    pattern = booking.where["body.summary"]["regex"]
    assert re.search(pattern, "Sales-engineering planning")
    assert re.search(pattern, "Planning: sales x engineering")
    assert not re.search(pattern, "Hold")


def test_facts_a_right_path_does_not_need_are_not_required() -> None:
    invite = _task("invite-new-report-typo-email").user
    silent = _task("silent-which-one-on-one").user
    chen = _task("chen-for-roadmap-jam-hidden-intent").user
    assert invite is not None
    assert silent is not None
    assert chen is not None
    assert {f.name: f.required for f in invite.facts} == {"email": False, "name": False}
    assert {f.name: f.required for f in silent.facts} == {"who": True, "time": False}
    which = next(f for f in chen.facts if f.name == "which")
    assert not which.required
    assert "victor" in which.about
