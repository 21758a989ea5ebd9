"""Tasks graded by final state: the format and the grader (the validator is ``toolproof.runs.validation``:
it runs agents, which depend on tasks)."""

from toolproof.tasks.grader import Grade, Signals, Verdict, grade
from toolproof.tasks.loader import TaskLoadError, load_path, load_suite, suite_names, tasks_from_data
from toolproof.tasks.model import Change, Expectations, FaultVariant, Ref, Step, Task
from toolproof.tasks.refs import RefError, resolve_refs

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
