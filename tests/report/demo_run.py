"""A small demo run shared by the report, viewer, browser and trace tests.

The demo's four reference agents on a few core tasks, picked by what their fault variants do (a write
that creates something and whose response is lost after it committed, so a blind retry makes a
duplicate; a rate limit; a silent no-op) rather than by name, so the run keeps covering those cases as
the suite grows.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from tests.support.suites import load_suite
from toolproof.agents.run import fault_plan_of
from toolproof.commands.demo import AGENTS
from toolproof.commands.run import execute

CREATES = re.compile(r"\.(create|insert|postMessage)$")


def _kinds(task: Any) -> set[str]:
    """The fault kinds of a task's variants; ``transport-after`` for a response lost after the commit,
    ``transport-after-create`` when that write creates something (a blind retry of it duplicates; a lost
    update or restore retried is harmless, so it would not show a duplicate effect)."""
    out = set()
    for variant in task.faults:
        for rule in fault_plan_of(variant).all_rules():
            for fault in [rule.fault, *(rule.sequence or [])]:
                if fault is not None:
                    phase = getattr(fault, "phase", None)
                    out.add(f"{fault.kind}-after" if phase == "after" else str(fault.kind))
                    if phase == "after" and any(CREATES.search(op) for op in _operations(rule)):
                        out.add(f"{fault.kind}-after-create")
    return out


def _operations(rule: Any) -> list[str]:
    operation = rule.operation
    if operation is None:
        return []
    return [operation] if isinstance(operation, str) else [str(o) for o in operation]


def demo_tasks() -> list[str]:
    """Two core tasks with a lost response after commit, one rate-limited, one silently ignored."""
    tasks = sorted(load_suite("core"), key=lambda t: t.id)
    wanted = [("transport-after-create", 2), ("rate_limit", 1), ("noop", 1)]
    chosen: list[str] = []
    for kind, count in wanted:
        found = [t.id for t in tasks if kind in _kinds(t) and t.id not in chosen][:count]
        assert len(found) == count, f"the core suite has no task with a {kind} fault"
        chosen += found
    return chosen


def run_demo(out: Path, **kw: Any) -> dict[str, Any]:
    options: dict[str, Any] = {
        "suite": "core", "agents": AGENTS, "trials": 1, "faults": "tasks", "out": out, "resume": False,
        "concurrency": 8, "workers": 1, "task_ids": demo_tasks(), "quiet": True,
    }  # fmt: skip
    options.update(kw)
    return execute(**options)


_RUNS: dict[str, Path] = {}


@pytest.fixture(scope="session")
def demo_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder of a finished demo run, made once per session (tests only read it)."""
    if "demo" not in _RUNS:  # the report and trace test folders each have this fixture: run once for both
        out = tmp_path_factory.mktemp("demo")
        run_demo(out)
        _RUNS["demo"] = out
    return _RUNS["demo"]
