"""A Stripe description is a harmless note only where it held nothing (``Benign.only_additions``).

160 of the default fixture's 300 customers carry a description another system wrote ("VIP",
"Reseller", "Migrated from legacy billing"): the account's segment, read by the fan-out tasks and by
people. The held-out re-sample (resample39a) found a plan that overwrote one ("Pro plan, 4 seats" →
"Managed by Kris Novak") passing, because every description counted as a harmless note at any value.
Now writing a description where there was none stays harmless; overwriting or clearing one that held
text is damage unless the task's expectation names the field. Field mutants follow the same line: a
description written where there was none gets no mutant (any text there is harmless), one that held
text does (overwriting it must fail).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.harmless import email_change_task, graded_since, update_customer
from toolproof.runs.field_mutants import field_mutants
from toolproof.tasks import Task, tasks_from_data
from toolproof.world import World
from toolproof.world.world import Snapshot


@pytest.fixture
def world() -> World:
    w = World(["stripe"], fixture="small")
    w.rate_limits_enabled = False
    return w


def _start(world: World, description: str) -> Snapshot:
    """Alice's record as another system left it: ``description`` ("" for none)."""
    update_customer(world, description=description)
    return world.snapshot()


@pytest.mark.parametrize("strict", [False, True])
def test_a_description_written_where_there_was_none_is_harmless(world: World, strict: bool) -> None:
    since = _start(world, "")
    update_customer(world, email="alice@new.example", description="E-mail changed per ticket 42")
    result = graded_since(world, since, email_change_task(strict))
    assert result.passed, result.explain()


@pytest.mark.parametrize("new", ["E-mail changed per ticket 42", "", "VIP (e-mail changed)"])
@pytest.mark.parametrize("strict", [False, True])
def test_overwriting_or_clearing_a_description_that_held_text_is_damage(
    world: World, new: str, strict: bool
) -> None:
    since = _start(world, "VIP")
    update_customer(world, email="alice@new.example", description=new)
    result = graded_since(world, since, email_change_task(strict))
    assert not result.passed
    assert "description" in result.explain()


def test_a_description_left_as_it_was_passes(world: World) -> None:
    since = _start(world, "VIP")
    update_customer(world, email="alice@new.example")
    result = graded_since(world, since, email_change_task())
    assert result.passed, result.explain()


def _description_mutants(world: World, since: Snapshot) -> list[str]:
    return [m.id for m in field_mutants(world, world.diff(since)) if m.path == "description"]


def test_a_description_that_held_text_is_mutated(world: World) -> None:
    since = _start(world, "VIP")
    update_customer(world, email="alice@new.example")
    assert _description_mutants(world, since) == ["field:stripe_customers.description"]


@pytest.mark.parametrize("written", [None, "E-mail changed per ticket 42"])
def test_a_description_that_held_nothing_is_not_mutated(world: World, written: str | None) -> None:
    since = _start(world, "")
    update_customer(world, email="alice@new.example", **({} if written is None else {"description": written}))
    assert _description_mutants(world, since) == []


def test_a_new_customers_description_is_not_mutated(world: World) -> None:
    since = world.snapshot()
    r = world.call("stripe.customers.create", {"name": "Zed", "description": "Signed up at the fair"})
    assert r.status == 200, r.body
    assert _description_mutants(world, since) == []


EVENT = "standup0001"


def _event_task() -> Task:
    data = {
        "id": "t",
        "services": ["gcal"],
        "fixture": "small",
        "path": "happy",
        "instruction": "Rename the stand-up to Daily stand-up.",
        "expect": {
            "changes": [
                {
                    "changed": "gcal_events",
                    "where": {"id": EVENT},
                    "fields": {"body.summary": {"to": "Daily stand-up"}},
                }
            ]
        },
        "oracle": [{"finish": "done"}],
    }
    (task,) = tasks_from_data(data)
    return task


def _patch(world: World, **body: Any) -> None:
    r = world.call("gcal.events.patch", {"calendarId": "primary", "eventId": EVENT, "body": body})
    assert r.status == 200, r.body


@pytest.fixture
def calendar() -> World:
    w = World(["gcal"], fixture="small")
    w.rate_limits_enabled = False
    return w


@pytest.mark.parametrize(
    ("agenda", "written", "passes"),
    [
        ("", "Renamed per the team's vote", True),  # a note where there was none
        ("Blockers first, then demos", None, True),  # the agenda left alone
        ("Blockers first, then demos", "Renamed per the team's vote", False),  # the agenda overwritten
        ("Blockers first, then demos", "", False),  # the agenda cleared
    ],
)
def test_an_events_agenda_is_kept(calendar: World, agenda: str, written: str | None, passes: bool) -> None:
    _patch(calendar, description=agenda)
    since = calendar.snapshot()
    _patch(calendar, summary="Daily stand-up", **({} if written is None else {"description": written}))
    result = graded_since(calendar, since, _event_task())
    assert result.passed is passes, result.explain()
    if not passes:
        assert "body.description" in result.explain()
    mutants = [m.id for m in field_mutants(calendar, calendar.diff(since)) if m.path == "body.description"]
    assert mutants == ([] if not agenda else ["field:gcal_events.body.description"])
