"""Tasks graded by final state: the format and the grader (the validator is ``toolproof.runs.validation``:
it runs agents, which depend on tasks).

Names load on first use (PEP 562): ``toolproof.tasks.catalog`` lists a suite without importing the
grader and the models.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from toolproof.tasks.grader import Grade, Signals, Verdict, grade
    from toolproof.tasks.loader import TaskLoadError, load_path, load_suite, suite_names, tasks_from_data
    from toolproof.tasks.model import Change, Expectations, FaultVariant, Ref, Step, Task
    from toolproof.tasks.refs import RefError, resolve_refs

_HOME = {
    **dict.fromkeys(["Grade", "Signals", "Verdict", "grade"], "toolproof.tasks.grader"),
    **dict.fromkeys(
        ["TaskLoadError", "load_path", "load_suite", "suite_names", "tasks_from_data"],
        "toolproof.tasks.loader",
    ),
    **dict.fromkeys(
        ["Change", "Expectations", "FaultVariant", "Ref", "Step", "Task"], "toolproof.tasks.model"
    ),
    **dict.fromkeys(["RefError", "resolve_refs"], "toolproof.tasks.refs"),
}

__all__ = [
    "Change",
    "Expectations",
    "FaultVariant",
    "Grade",
    "Ref",
    "RefError",
    "Signals",
    "Step",
    "Task",
    "TaskLoadError",
    "Verdict",
    "grade",
    "load_path",
    "load_suite",
    "resolve_refs",
    "suite_names",
    "tasks_from_data",
]


def __getattr__(name: str) -> Any:
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module 'toolproof.tasks' has no attribute {name!r}")
    value = getattr(importlib.import_module(home), name)
    globals()[name] = value
    return value
