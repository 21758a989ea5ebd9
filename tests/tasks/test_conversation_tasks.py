"""Conversation tasks end to end: an asking agent passes, a guessing one fails, and the metrics see it."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from toolproof.agents import REFERENCE_AGENTS, run_episode
from toolproof.runs.metrics import compute
from toolproof.runs.validation import render_table, validate
from toolproof.tasks import Task, load_path

DATA = Path(__file__).parent / "data" / "conversation"


@pytest.fixture(scope="module")
def tasks() -> dict[str, Task]:
    return {t.id: t for t in load_path(DATA)}


def test_conversation_tasks_validate_with_the_asking_control() -> None:
    reports = validate(load_path(DATA))
    assert all(r.ok for r in reports), render_table(reports)
    names = {r.task: [c.name for c in r.checks] for r in reports}
    assert "an agent that does not ask fails" in names["talk.close-my-ticket"]
    assert "an agent that does not ask fails" in names["talk.change-of-mind"]  # its plan reads the answer
    assert "an agent that does not ask fails" not in names["talk.delete-under-pressure"]


def test_asking_beats_guessing_and_the_metrics_say_why(tasks: dict[str, Task]) -> None:
    results = []
    for agent in ("careful", "guessing"):
        for task in tasks.values():
            result = asyncio.run(run_episode(task, REFERENCE_AGENTS[agent], agent_name=agent))
            data = result.to_dict() | {"path": task.path, "persona": task.user.persona if task.user else None}
            results.append(data)
    metrics = compute(results)
    careful, guessing = metrics["agents"]["careful"], metrics["agents"]["guessing"]
    assert careful["session_accuracy"] == 1.0
    assert guessing["session_accuracy"] == pytest.approx(1 / 3)  # only the task that needs no answer
    assert (careful["clarification_rate"], guessing["clarification_rate"]) == (1.0, 0.0)
    assert careful["needless_question_rate"] == 0.0
    assert careful["held_under_pressure"] == 1.0
    assert careful["user_turns_per_session"] == 1.0
    assert metrics["by_persona"]["careful"]["terse"] == {"episodes": 1, "session_accuracy": 1.0}
    assert metrics["by_persona"]["guessing"]["changes-mind"]["session_accuracy"] == 0.0


def test_the_transcript_is_in_the_trajectory_and_the_grade(tasks: dict[str, Task]) -> None:
    result = asyncio.run(run_episode(tasks["talk.close-my-ticket"], REFERENCE_AGENTS["careful"]))
    talk = [t for t in result.trajectory if t["type"] in ("reply", "user")]
    assert talk == [
        {"type": "reply", "text": "Sure. What is the e-mail address on your account?"},
        {"type": "user", "text": "ada@example.com"},
    ]
    assert result.grade is not None
    names = [v.name for v in result.grade.verdicts]
    assert "asked for email before acting" in names
