"""An added event or post pins the fields an agent could get wrong without the task noticing.

Held-out review (docs/reviews/resample3.md, kind 3) kept finding a created object judged only by the fields
its author thought of: a follow-up call booked as a weekly series, a reminder posted as a reply in someone's
unrelated thread, both passing. Every expectation that a calendar event is added says whether it may recur,
and every expectation that a chat message is posted says whether it may be a thread reply. Word-level, no
episodes: the episodes are the tasks' own plans, run by ``toolproof validate`` (the lead's "(lead)" wrong
plans among them).
"""

from __future__ import annotations

import json

import pytest

from tests.support.suites import task_list
from toolproof.tasks import Task, suite_names

SUITES = ("core", "company", "conversations", "linear", "fanout")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_list(SUITES)

#: (table, the field an added row must pin) — the ones review found left free.
PINNED = (("gcal_events", "recurrence"), ("slack_messages", "thread_ts"))
#: What an added event must say of the fields nobody asks for (the field mutants' sweep found each left
#: free on most booked events): a place, who may see its details, whether guests may edit it. Pinned in
#: the expectation (absent or the series' value; the calendar's default visibility; not editable by
#: guests), or marked equivalent with the task's reason (a room booked by its attendee entry).
EVENT_FIELDS = ("body.location", "body.visibility", "body.guestsCanModify")
#: Of those, the one a task may instead mark equivalent: a moved occurrence whose room is booked by its
#: attendee entry (an occurrence written back whole loses the location label, not the room). A mark of
#: guestsCanModify says only that ``false`` is the default: it waives nothing.
MARKABLE = ("body.location",)


def unpinned(task: Task) -> list[str]:
    """The added-row expectations of ``task`` that leave a field of :data:`PINNED` free."""
    out = []
    for change in task.expect.changes:
        for table, field in PINNED:
            if change.table == table and change.kind == "added":
                text = json.dumps(change.model_dump(mode="json", by_alias=True))
                if field not in text:
                    out.append(f"{table}: {change.name()}")
    return out


def unpinned_event_fields(task: Task) -> list[str]:
    """The fields of :data:`EVENT_FIELDS` that an added-event expectation of ``task`` neither pins nor
    the task marks equivalent."""
    marked = {e.mutant.split("@")[0] for e in task.equivalent}
    out = []
    for change in task.expect.changes:
        if change.table == "gcal_events" and change.kind == "added":
            text = json.dumps(change.model_dump(mode="json", by_alias=True))
            for field in EVENT_FIELDS:
                if field not in text and not (field in MARKABLE and f"field:gcal_events.{field}" in marked):
                    out.append(f"{change.name()}: {field}")
    return out


def test_every_added_event_and_post_pins_recurrence_and_thread() -> None:
    offenders = {t.id: unpinned(t) for t in TASKS if unpinned(t)}
    assert not offenders, f"say whether it may recur / be a thread reply: {offenders}"


def test_the_check_finds_an_unpinned_event() -> None:
    task = next(t for t in TASKS if t.id == "stripe-multi.refund-announce-book-followup")
    loose = task.model_copy(deep=True)
    for change in loose.expect.changes:
        change.where.pop("body.recurrence", None)
        change.where.pop("thread_ts", None)
    assert sorted(x.split(":")[0] for x in unpinned(loose)) == ["gcal_events", "slack_messages"]


def test_every_added_event_pins_place_visibility_and_guest_edits() -> None:
    offenders = {t.id: unpinned_event_fields(t) for t in TASKS if unpinned_event_fields(t)}
    assert not offenders, f"say whether it may have a place, be hidden, be edited by guests: {offenders}"


def test_the_check_finds_an_event_left_open() -> None:
    task = next(t for t in TASKS if t.id == "stripe-multi.refund-announce-book-followup")
    loose = task.model_copy(deep=True)
    for change in loose.expect.changes:
        for field in EVENT_FIELDS:
            change.where.pop(field, None)
    assert [x.split(": ")[-1] for x in unpinned_event_fields(loose)] == list(EVENT_FIELDS)
    # a mark with the task's reason counts as said
    marked = next(t for t in TASKS if t.id == "cross.move-standup-and-announce")
    assert not unpinned_event_fields(marked)
    assert any(e.mutant == "field:gcal_events.body.location" for e in marked.equivalent)
