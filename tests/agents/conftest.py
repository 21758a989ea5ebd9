from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.agents.chat import DATA
from toolproof.agents.scripted_llm import ScriptedLLM
from toolproof.tasks import Task, load_path


def refusal(tasks: dict[str, Task]) -> Task:
    """``tickets.reopen-open-ticket`` without its refusal evidence: the chat tests drive the plumbing
    with a one-turn refusal (no call), which the evidence would rightly fail; grounding has its own
    tests (tests/tasks/test_evidence.py)."""
    task = tasks["tickets.reopen-open-ticket"]
    return task.model_copy(update={"expect": task.expect.model_copy(update={"evidence": []})})


@pytest.fixture(scope="module")
def tasks() -> dict[str, Task]:
    return {t.id: t for t in load_path(DATA)}


@pytest.fixture(scope="module")
def server() -> Iterator[ScriptedLLM]:
    with ScriptedLLM([]) as llm:
        yield llm


@pytest.fixture
def llm(server: ScriptedLLM) -> ScriptedLLM:
    """The module's server with an empty script and nothing recorded (each test loads its own)."""
    return server.load([])
