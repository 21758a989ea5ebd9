"""A suite's tasks as parametrised tests of your own agent.

.. code-block:: python

    from toolproof.testing import run_case, task_cases

    @pytest.mark.parametrize("case", task_cases("core", "stripe.refund-*"))
    def test_my_agent(case):
        result = run_case(my_agent, case)
        assert result.passed, result.explain

Each case is one task under one fault variant (or none); its pytest id is ``task[variant]``.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from toolproof.agents.reference import Agent
    from toolproof.agents.run import EpisodeResult
    from toolproof.tasks.model import FaultVariant, Task


@dataclass(frozen=True)
class Case:
    """One task, under one fault variant (``None``: no faults)."""

    task: Task
    variant: FaultVariant | None = None

    @property
    def id(self) -> str:
        return self.task.id + ("" if self.variant is None else f"[{self.variant.name}]")


@dataclass(frozen=True)
class CaseResult:
    """How the agent did: passed, the grade's explanation, and the whole episode result."""

    passed: bool
    explain: str
    episode: EpisodeResult


def task_cases(suite: str = "core", *patterns: str, faults: bool = True) -> list[Any]:
    """``pytest.param`` cases for the tasks the patterns select (ids, globs, ``tag:NAME``; none: all),
    each without faults and, with ``faults``, under each of its fault variants."""
    import pytest

    from toolproof.tasks.catalog import load_selected, unavailable

    cases = []
    for task in load_selected(suite, patterns):
        variants: Sequence[FaultVariant | None] = [None, *task.faults] if faults else [None]
        missing = unavailable([task])  # a service that cannot answer here: skipped with its reason
        marks = (
            [pytest.mark.skip(reason="; ".join(f"{k}: {v}" for k, v in missing.items()))] if missing else []
        )
        for variant in variants:
            case = Case(task, variant)
            cases.append(pytest.param(case, id=case.id, marks=marks))
    return cases


def run_case(agent: Agent, case: Case, *, max_steps: int = 50, time_limit: float = 300.0) -> CaseResult:
    """Run ``agent`` (an ``async def solve(episode)``) on the case in a fresh world and grade it."""
    from toolproof.agents.run import run_episode

    result = asyncio.run(
        run_episode(case.task, agent, variant=case.variant, max_steps=max_steps, time_limit=time_limit)
    )
    if result.grade is None:
        return CaseResult(False, f"{result.ended}: {result.error}", result)
    explain = result.grade.explain() if result.ended == "finished" else f"{result.ended}: {result.error}"
    return CaseResult(result.passed, explain, result)
