from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.agents.chat import DATA
from toolproof.agents.scripted_llm import ScriptedLLM
from toolproof.tasks import Task, load_path


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
