"""Inspect tasks: one per built-in suite (``toolproof/core``, ``toolproof/conversations``,
``toolproof/fanout``, ``toolproof/company``), ``toolproof/suite`` for a folder of your own task files
(``-T path=tasks/``), and :func:`toolproof_task` to build one in Python.

Task arguments (``inspect eval toolproof/core -T tasks='stripe.refund-*' -T faults=false``):
``tasks`` (comma-separated ids, globs or ``tag:NAME``; default all), ``faults`` (also run each fault
variant; default true), ``max_steps``, ``time_limit``, ``tool_limit``. ``--epochs N`` runs each
sample N times (trials 0..N-1) and reports pass^k for k up to N.
"""

from __future__ import annotations

from inspect_ai import Epochs, Task, task

from toolproof.inspect.dataset import suite_samples
from toolproof.inspect.scorer import toolproof_epochs, toolproof_scorer
from toolproof.inspect.solver import toolproof_agent


def _patterns(tasks: str | list[str] | None) -> list[str]:
    if tasks is None:
        return []
    items = tasks.split(",") if isinstance(tasks, str) else tasks
    return [p.strip() for p in items if p.strip()]


def toolproof_task(
    suite: str = "core",
    tasks: str | list[str] | None = None,
    *,
    faults: bool = True,
    epochs: int = 1,
    max_steps: int = 50,
    time_limit: float = 300.0,
    tool_limit: int | None = None,
) -> Task:
    """An Inspect task over ``suite`` (a built-in suite name or a folder of task files)."""
    return Task(
        dataset=suite_samples(suite, _patterns(tasks), faults=faults),
        solver=toolproof_agent(max_steps=max_steps, time_limit=time_limit, tool_limit=tool_limit),
        scorer=toolproof_scorer(),
        epochs=Epochs(epochs, toolproof_epochs()),
    )


@task
def core(
    tasks: str | None = None,
    faults: bool = True,
    epochs: int = 1,
    max_steps: int = 50,
    time_limit: float = 300.0,
    tool_limit: int | None = None,
) -> Task:
    """The core suite: single-service and multi-service tasks, each under its fault variants."""
    return toolproof_task(
        "core", tasks, faults=faults, epochs=epochs, max_steps=max_steps, time_limit=time_limit,
        tool_limit=tool_limit,
    )  # fmt: skip


@task
def conversations(
    tasks: str | None = None,
    faults: bool = True,
    epochs: int = 1,
    max_steps: int = 50,
    time_limit: float = 300.0,
    tool_limit: int | None = None,
) -> Task:
    """The conversations suite: tasks with a simulated user (the agent gets ``ask_user``)."""
    return toolproof_task(
        "conversations", tasks, faults=faults, epochs=epochs, max_steps=max_steps, time_limit=time_limit,
        tool_limit=tool_limit,
    )  # fmt: skip


@task
def fanout(
    tasks: str | None = None,
    faults: bool = True,
    epochs: int = 1,
    max_steps: int = 50,
    time_limit: float = 300.0,
    tool_limit: int | None = None,
) -> Task:
    """The fan-out suite: many independent calls under rate and concurrency limits."""
    return toolproof_task(
        "fanout", tasks, faults=faults, epochs=epochs, max_steps=max_steps, time_limit=time_limit,
        tool_limit=tool_limit,
    )  # fmt: skip


@task
def company(
    tasks: str | None = None,
    faults: bool = True,
    epochs: int = 1,
    max_steps: int = 50,
    time_limit: float = 300.0,
    tool_limit: int | None = None,
) -> Task:
    """The company suite: one company's people and customers across billing, chat and calendar."""
    return toolproof_task(
        "company", tasks, faults=faults, epochs=epochs, max_steps=max_steps, time_limit=time_limit,
        tool_limit=tool_limit,
    )  # fmt: skip


@task
def suite(
    path: str,
    tasks: str | None = None,
    faults: bool = True,
    epochs: int = 1,
    max_steps: int = 50,
    time_limit: float = 300.0,
    tool_limit: int | None = None,
) -> Task:
    """Your own tasks: a task file or a folder of them (or a built-in suite's name)."""
    return toolproof_task(
        path, tasks, faults=faults, epochs=epochs, max_steps=max_steps, time_limit=time_limit,
        tool_limit=tool_limit,
    )  # fmt: skip
