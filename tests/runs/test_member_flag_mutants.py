"""The ``field:+`` mutants: a flag the service declares (a Calendar guest ``optional: true``,
``responseStatus: declined``) added to each list member the oracle wrote (docs/validity.md).

Real parts only: the gcal double's world, its own declaration, and the core suite's gcal.add-attendee
(resample5a: a guest added as optional passed, because ``only:`` matches each member as a subset).
"""

from __future__ import annotations

import asyncio
from functools import cache
from typing import Any

import pytest

from tests.support.suites import load_suite
from toolproof.runs.field_mutants import apply, field_mutants, flag_mutants
from toolproof.runs.validation import validate_task
from toolproof.service import registry
from toolproof.service.member_flags import MemberFlag
from toolproof.tasks import Task
from toolproof.world import World

ATTENDEE = "gcal.add-attendee"


@cache
def _attendee_task() -> Task:
    (task,) = [t for t in load_suite("core") if t.id == ATTENDEE]
    return task


def _unpinned(task: Task) -> Task:
    """The task as it was before resample5a: Emeka's member condition without ``optional``."""
    data = task.model_dump(by_alias=True, exclude_unset=True)
    members = data["expect"]["changes"][0]["where"]["body.attendees"]["only"]
    for member in members:
        member.pop("optional", None)
    return Task.model_validate(data)


def _booked() -> tuple[World, dict[str, Any]]:
    """Alice's world after she booked an event with two guests, one of them already declined."""
    world = World(["gcal"], seed=0)
    body = {
        "summary": "Flag check",
        "start": {"dateTime": "2026-11-20T15:00:00Z"},
        "end": {"dateTime": "2026-11-20T15:30:00Z"},
        "attendees": [
            {"email": "chen@orbital.example"},
            {"email": "emeka@orbital.example", "responseStatus": "declined"},
        ],
    }
    response = world.call("gcal.events.insert", {"calendarId": "primary", "body": body})
    assert response.status == 200, response
    return world, response.body


def test_gcal_declares_the_guest_flags() -> None:
    flags = {(f.table, f.path, f.flag): f.value for f in registry.get("gcal").member_flags}
    assert flags == {
        ("gcal_events", "body.attendees", "optional"): True,
        ("gcal_events", "body.attendees", "responseStatus"): "declined",
    }
    assert all(f.why for f in registry.get("gcal").member_flags)


def test_each_flag_is_added_to_each_written_member_that_lacks_it() -> None:
    world, _ = _booked()
    ids = sorted(m.id for m in flag_mutants(world, world.diff()))
    assert ids == [
        "field:+gcal_events.body.attendees[chen@orbital.example].optional",
        "field:+gcal_events.body.attendees[chen@orbital.example].responseStatus",
        "field:+gcal_events.body.attendees[emeka@orbital.example].optional",
        # Emeka is declined already: no mutant sets what the row holds
    ]
    assert set(ids) <= {m.id for m in field_mutants(world, world.diff())}
    world.close()


def test_a_mutant_sets_the_flag_on_that_member_only() -> None:
    world, _ = _booked()
    start = world.snapshot()
    (mutant,) = [
        m for m in flag_mutants(world, world.diff()) if m.id.endswith("[chen@orbital.example].optional")
    ]
    apply(world, mutant)
    row = world.store.row_by_key("gcal_events", mutant.key)
    assert row is not None
    members = {a["email"]: a for a in row["body"]["attendees"]}
    assert members["chen@orbital.example"]["optional"] is True
    assert "optional" not in members["emeka@orbital.example"]
    world.restore(start)
    row = world.store.row_by_key("gcal_events", mutant.key)
    assert row is not None
    assert all("optional" not in a for a in row["body"]["attendees"])
    world.close()


def test_members_the_row_held_before_are_not_mutated() -> None:
    """A guest added to an existing meeting is the one member written: the others were there before."""
    world = World(["gcal"], seed=0)
    jam = next(
        r
        for r in world.rows("gcal_events")
        if r["calendar_id"] == "alice@orbital.example"
        and r["body"].get("summary") == "Roadmap jam"
        and r["start_ts"] == 1794928500
    )
    attendees = [*jam["body"]["attendees"], {"email": "bilal@orbital.example"}]
    patched = world.call(
        "gcal.events.patch", {"calendarId": "primary", "eventId": jam["id"], "body": {"attendees": attendees}}
    )
    assert patched.status == 200, patched
    ids = sorted(m.id for m in flag_mutants(world, world.diff()))
    assert ids == [
        "field:+gcal_events.body.attendees[bilal@orbital.example].optional",
        "field:+gcal_events.body.attendees[bilal@orbital.example].responseStatus",
    ]
    world.close()


def test_a_member_flag_needs_a_column_key_path_and_a_reason() -> None:
    with pytest.raises(ValueError, match=r"column\.key"):
        MemberFlag("gcal_events", "attendees", "optional", True, "email", "a reason")
    with pytest.raises(ValueError, match="say why"):
        MemberFlag("gcal_events", "body.attendees", "optional", True, "email", "")


def test_the_pinned_task_kills_both_flags_and_the_unpinned_one_lets_optional_survive() -> None:
    pinned = asyncio.run(validate_task(_attendee_task(), only_mutants=("field:+",)))
    outcomes = {m.id: m.outcome for m in pinned.mutants}
    assert outcomes == {
        "field:+gcal_events.body.attendees[emeka@orbital.example].optional": "killed",
        "field:+gcal_events.body.attendees[emeka@orbital.example].responseStatus": "killed",
    }
    loose = asyncio.run(validate_task(_unpinned(_attendee_task()), only_mutants=("field:+",)))
    outcomes = {m.id: m.outcome for m in loose.mutants}
    assert outcomes["field:+gcal_events.body.attendees[emeka@orbital.example].optional"] == "survived"
    assert outcomes["field:+gcal_events.body.attendees[emeka@orbital.example].responseStatus"] == "killed"
