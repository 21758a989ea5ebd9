"""(lead67) An oracle names only what its episode read.

gcal.wrong-day-for-chen's oracle (and two alternates) searched Alice's calendar for "Chen" and then asked
"or the one on Thursday with Emeka?": Emeka's Thursday 1:1 matches no "Chen" search, so the reference
answer presumed a row it never saw (resample34a's Open). They now list Thursday's 1:1s before asking. This
pins that each plan naming Emeka's Thursday 1:1 received it: a start on Thursday 5 November, New York."""

from __future__ import annotations

import asyncio

from tests.support.suites import task_map
from toolproof.agents import run_episode
from toolproof.agents.reference import PlanAgent
from toolproof.tasks import Task
from toolproof.tasks.plans import Step

TASK = "gcal.wrong-day-for-chen"


def _plans_naming_emeka() -> list[tuple[str, list[Step]]]:
    task = task_map(("core",))[TASK]
    plans = [("oracle", task.oracle), *((a.name, a.steps) for a in task.alternates)]
    return [(name, steps) for name, steps in plans if any("Emeka" in (s.message or "") for s in steps)]


def test_the_oracle_and_two_alternates_name_emeka() -> None:
    names = [name for name, _ in _plans_naming_emeka()]
    assert "oracle" in names
    assert len(names) >= 3


def test_every_plan_naming_emekas_thursday_one_to_one_read_it() -> None:
    task = task_map(("core",))[TASK]
    for name, steps in _plans_naming_emeka():
        assert _read_emekas_thursday(task, steps), name


def _read_emekas_thursday(task: Task, steps: list[Step]) -> bool:
    result = asyncio.run(run_episode(task, PlanAgent("careful", steps=steps), hashes=False))
    events = [
        item
        for entry in result.trajectory
        if entry.get("type") == "call" and isinstance(entry.get("body"), dict)
        for item in entry["body"].get("items", [])
    ]
    emeka = [e for e in events if e.get("summary") == "Alice / Emeka 1:1"]
    return any(e["start"].get("dateTime", "").startswith("2026-11-05T13:30") for e in emeka)
