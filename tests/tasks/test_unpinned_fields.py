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

from toolproof.tasks import Task, load_suite, suite_names

SUITES = ("core", "company", "conversations", "linear", "fanout")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS: list[Task] = [t for name in SUITES if name in suite_names() for t in load_suite(name)]

#: (table, the field an added row must pin) — the ones review found left free.
PINNED = (("gcal_events", "recurrence"), ("slack_messages", "thread_ts"))


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
