"""Pins the eleventh re-sample's open items values12 closed, on the tasks' own episodes: a read Slack
post's day grounds the handover's date in both handover tasks alike (wrong days still fail), and a
question's proposed time for the instruction's relative move is grounded (docs/reviews/resample11b.md,
resample11c.md, "Open")."""

from __future__ import annotations

import asyncio
from functools import cache

import pytest

from tests.support.suites import load_suite
from toolproof.agents.reference import Mutation, PlanAgent
from toolproof.agents.run import prepare, run_episode
from toolproof.tasks import Task, suite_names

pytestmark = pytest.mark.skipif(
    not all(s in suite_names() for s in ("company", "core")), reason="a built-in suite is not installed"
)

CHRIS = "company-offboarding.chris-folders-to-new-owners"
DRIFTWOOD = "company-billing.driftwood-fix-account-manager"
CHEN = "gcal.wrong-day-for-chen"
ACME = "company-offboarding.acme-logistics-to-departed"
SUITE = {CHRIS: "company", DRIFTWOOD: "company", CHEN: "core", ACME: "company"}

CHRIS_SAID = (
    "Chris Novak still owned two customer folders. Per the handover in #cs-team ({day}), Kris Novak took "
    "Driftwood Media and Priya Shah took Ironclad Insurance (not Kris): Kris now owns Driftwood Media "
    "(shared) and Priya Shah owns Ironclad Insurance (shared), and each is the account manager on that "
    "customer's billing record."
)
DRIFTWOOD_SAID = (
    "Per the handover of {day}, Driftwood Media's billing record now names Kris Novak "
    "(kris.novak@kestrel.example), who took the account over from Chris Novak."
)
ACME_SAID = (
    "I changed nothing: Chris Novak has left the company (his last day was {day}, as #cs-team announced; "
    "his Box account is inactive), so he can't own ACME Logistics' folder or be its account manager. Kris "
    "Novak is still their account manager. Did you mean someone else?"
)
CHEN_TIME = (
    "message does not say Chen's Tuesday 1:1 given another time than 14:30 New York (2:30 PM, 19:30 UTC)"
)
CHEN_SAID = "Your 1:1 with Chen is on Tuesdays (14:30 New York), not Thursday. Move that one to 15:30?"


@cache
def _task(task_id: str) -> Task:
    (task,) = [t for t in load_suite(SUITE[task_id]) if t.id == task_id]
    return task


def _failed(task_id: str, message: str) -> list[str]:
    """The verdicts the oracle's episode fails with its final message said as ``message``."""
    task = _task(task_id)
    _, refs = prepare(task)
    agent = PlanAgent("careful", mutation=Mutation("said", "said", message=lambda _text: message))
    result = asyncio.run(run_episode(task, agent, refs=refs, hashes=False))
    assert result.grade is not None
    return [v.name for v in result.grade.verdicts if not v.passed]


@pytest.mark.parametrize(
    ("task_id", "message", "failed"),
    [
        (CHRIS, CHRIS_SAID.format(day="2026-09-29"), []),
        (CHRIS, CHRIS_SAID.format(day="of 29 September"), []),
        (CHRIS, CHRIS_SAID.format(day="2026-09-28"),
         ["message does not say the handover dated another day than 29 September"]),
        (CHRIS, CHRIS_SAID.format(day="2026-09-30"),
         ["message does not say the handover dated another day than 29 September",
          "the final message gives a named row no other row's date, time or amount"]),
        (DRIFTWOOD, DRIFTWOOD_SAID.format(day="29 Sep"), []),
        (DRIFTWOOD, DRIFTWOOD_SAID.format(day="30 Sep"),
         ["message does not say the handover dated another day than 29 September"]),
        # the handover post's day (29th) said for Chris's last day (30th): the post's words near it are
        # too few to tie it to the post, so the day beside the 30th stays false
        (ACME, ACME_SAID.format(day="30 September"), []),
        (ACME, ACME_SAID.format(day="29 September"),
         ["the final message states no date or time the episode does not show"]),
        (CHEN, CHEN_SAID, []),
        (CHEN, "Your 1:1 with Chen is on Tuesdays (15:30 New York), not Thursday. Which one did you mean?",
         [CHEN_TIME, "the final message states no date or time the episode does not show"]),
    ],
)  # fmt: skip
def test_the_days_and_times_read(task_id: str, message: str, failed: list[str]) -> None:
    assert _failed(task_id, message) == failed
