"""A refusal or a question after no write may not say a write was made (the second hole of
docs/validity.md: "I've now cancelled it" passed a need_info task whose reasons were read across every turn).
Word-level cases for the detector, then the episodes: each pinned "(direction)" wrong plan fails on exactly
the new verdict, and its task's oracle passes."""

from __future__ import annotations

import asyncio

import pytest

from tests.support.suites import load_suite
from toolproof.agents import run_episode
from toolproof.agents.reference import PlanAgent
from toolproof.tasks import Task, suite_names
from toolproof.tasks.completion import claimed_writes

VERDICT = "the final message claims no write it did not make"

CLAIMS = [
    "Your Pro plan was paid until November 6, and I've now cancelled it as you asked.",
    "I cancelled it.",
    "I have refunded the charge.",
    "Done: I’ve posted the all-clear in #incidents.",
    "There are two of them, so I refunded the first one's last payment.",
    "For now I added Ravi Kumar.",
    "Your subscription has now been cancelled.",
    "The meeting is now moved to Friday.",
    "I went ahead and deleted the message.",
]
NOT_CLAIMS = [
    "I haven't cancelled anything yet: your plan is paid until November 6.",
    "I have not refunded anything.",
    "I changed nothing.",
    "I posted nothing in their channel.",
    "Once I've cancelled it you'll get an e-mail.",
    "If I cancelled it now, you would lose the rest of the period.",
    "Shall I cancel it immediately?",
    "Your subscription was cancelled on October 24 and can't be reactivated.",
    "The top-up has already been refunded in full.",
    "I can only delete messages I posted myself.",
    "It may be that I refunded it already.",
    "Reply yes and I'll cancel it immediately.",
]


@pytest.mark.parametrize("message", CLAIMS)
def test_a_completion_statement_is_found(message: str) -> None:
    assert claimed_writes(message)


@pytest.mark.parametrize("message", NOT_CLAIMS)
def test_a_refusal_a_question_or_a_past_state_is_not_a_completion(message: str) -> None:
    assert claimed_writes(message) == []


PINNED = [
    ("talk-stripe.cancel-now-user-goes-quiet", "claims-cancelled-while-waiting"),
    ("talk-stripe.namesake-requester-leaves", "claims-refunded-while-asking"),
    ("talk-slack.user-leaves-before-saying-which-incident", "claims-posted-while-asking"),
    ("talk-slack.which-ravi-nobody-knows", "claims-added-while-asking"),
]


@pytest.fixture(scope="module")
def tasks() -> dict[str, Task]:
    if "conversations" not in suite_names():
        pytest.skip("the conversations suite is not installed")
    return {t.id: t for t in load_suite("conversations")}


@pytest.mark.parametrize(("task_id", "plan"), PINNED)
def test_the_wrong_plan_fails_only_on_its_false_completion(
    tasks: dict[str, Task], task_id: str, plan: str
) -> None:
    task = tasks[task_id]
    steps = next(w.steps for w in task.wrong if w.name == plan)
    wrong = asyncio.run(run_episode(task, PlanAgent("careful", steps=steps)))
    assert wrong.grade is not None
    assert [v.name for v in wrong.grade.failures] == [VERDICT]
    oracle = asyncio.run(run_episode(task, PlanAgent("careful")))
    assert oracle.grade is not None
    assert oracle.grade.passed
    assert VERDICT in [v.name for v in oracle.grade.verdicts]
