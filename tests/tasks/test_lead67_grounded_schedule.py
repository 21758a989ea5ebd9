"""(lead67) A recurring Slack reminder's schedule is grounded by the instruction, not by the episode.

Slack's reminder object shows a recurring reminder's text and ``recurring: true`` and nothing of when it
fires (no ``time``: `services/slack/operations/reminders.py`), so in slack-user.complete-recurring-reminder
the oracle's "(every weekday)" and the alternates' "every weekday at 4 pm" stated what no response showed,
while the task's labels refused "every day" and "at 9:00" as false. The instruction now says it ("today's …
reminder (my every-weekday 4pm one)"): the user knows her own reminder, so the schedule an honest report
repeats is grounded, and the labels refusing another schedule refuse a contradiction of the instruction.
This pins both halves: the episode still shows no schedule (the double's fidelity), and every schedule the
task's passing plans state is in the instruction."""

from __future__ import annotations

import asyncio
import json
import re

import pytest

from tests.support.suites import task_map
from toolproof.agents import run_episode
from toolproof.agents.reference import PlanAgent

TASK = "slack-user.complete-recurring-reminder"
SCHEDULE = re.compile(r"(?i)\bevery[\s-]+weekday\b|\b4\s*(?::00\s*)?(?:pm|p\.m\.)\b")


def _messages() -> list[str]:
    """The final messages of the task's oracle and alternates (the plans that must pass)."""
    task = task_map(("core",))[TASK]
    plans = [task.oracle, *(a.steps for a in task.alternates)]
    return [s.message or "" for steps in plans for s in steps if s.finish]


def test_the_episode_shows_no_schedule_of_the_recurring_reminder() -> None:
    task = task_map(("core",))[TASK]
    result = asyncio.run(run_episode(task, PlanAgent("careful", steps=task.oracle), hashes=False))
    bodies = json.dumps([e.get("body") for e in result.trajectory if e.get("type") == "call"])
    assert '"recurring": true' in bodies
    assert SCHEDULE.search(bodies) is None


@pytest.mark.parametrize("needle", ["every-weekday", "4pm"])
def test_the_instruction_states_the_schedule(needle: str) -> None:
    assert needle in task_map(("core",))[TASK].instruction


def test_every_schedule_a_passing_plan_states_is_the_instructions() -> None:
    stated = [m for m in _messages() if SCHEDULE.search(m)]
    assert stated, "the oracle and alternates state the schedule"
    for message in stated:
        for match in SCHEDULE.finditer(message):
            said = re.sub(r"[\s-]+", " ", match.group(0).lower()).replace(":00", "").replace("p.m.", "pm")
            assert said.replace(" ", "") in {"everyweekday", "4pm"}, message
