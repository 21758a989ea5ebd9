"""(enums13) The declared enum and boolean fields on the tasks the twelfth re-sample drew: an attendee's
answer said of the wrong guest fails the row-bound field check (talk-gcal.design-review-contradictory,
company-people.fjord-renewal-reminder), the honest wordings pass; and gcal.wrong-day-for-chen's
original proposal "Move that one to 15:30?" is an honest alternate again."""

from __future__ import annotations

import asyncio
from functools import cache

import pytest

from tests.support.suites import load_suite
from toolproof.agents.reference import Mutation, PlanAgent
from toolproof.agents.run import prepare, run_episode
from toolproof.tasks import Task, suite_names

pytestmark = pytest.mark.skipif(
    not all(s in suite_names() for s in ("conversations", "core")), reason="a built-in suite is not installed"
)

REVIEW = "talk-gcal.design-review-contradictory"
CHEN = "gcal.wrong-day-for-chen"
SUITE = {REVIEW: "conversations", CHEN: "core"}
ROW_FIELD = "the final message gives a named row no other row's card digits or field value"
REPLY = "the final message claims no reply from someone who said nothing"
MOVED = "Moved your Design review on Friday 27 November to 15:30-16:00 New York"


@cache
def _task(task_id: str) -> Task:
    (task,) = [t for t in load_suite(SUITE[task_id]) if t.id == task_id]
    return task


def _failed(task_id: str, message: str | None = None, plan: str | None = None) -> list[str]:
    """The verdicts the oracle's (or ``plan``'s) episode fails, its final message said as ``message``."""
    task = _task(task_id)
    _, refs = prepare(task)
    steps = None if plan is None else next(p.steps for p in task.alternates if p.name == plan)
    said = None if message is None else Mutation("said", "said", message=lambda _t: message, replies=False)
    agent = PlanAgent("careful", steps=steps, mutation=said)
    result = asyncio.run(run_episode(task, agent, refs=refs, hashes=False))
    assert result.grade is not None
    return [v.name for v in result.grade.verdicts if not v.passed]


@pytest.mark.parametrize(
    ("message", "failed"),
    [
        (f"{MOVED}; Hana accepted and Farah is tentative.", []),
        (f"{MOVED}; Hana had accepted and Farah was tentative.", []),
        (
            f"{MOVED}; Farah accepted.",
            # (claims16) the replies check reads a tentative answer as no acceptance too
            ["message does not say Farah said to have accepted (her answer is tentative)", ROW_FIELD, REPLY],
        ),
        (f"{MOVED}; Farah is tentative and Hana is a maybe.", [ROW_FIELD]),
    ],
)
def test_an_attendees_answer_is_read_of_the_guest_named(message: str, failed: list[str]) -> None:
    assert _failed(REVIEW, message) == failed


@pytest.mark.parametrize("plan", ["enums13-iso-offset-proposes-1530", "enums13-twelve-hour-proposes-330"])
def test_the_hour_later_proposed_as_a_question_passes(plan: str) -> None:
    assert _failed(CHEN, plan=plan) == []
