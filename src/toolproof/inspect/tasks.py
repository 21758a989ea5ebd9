"""Inspect tasks: one per built-in suite (``toolproof/core``, ``toolproof/conversations``,
``toolproof/fanout``, ``toolproof/company``), ``toolproof/suite`` for a folder of your own task files
(``-T path=tasks/``), and :func:`toolproof_task` to build one in Python.

Task arguments (``inspect eval toolproof/core -T tasks='stripe.refund-*' -T faults=false``):
``tasks`` (comma-separated ids, globs or ``tag:NAME``; default all), ``faults`` (also run each fault
variant; default true), ``max_steps``, ``time_limit``, ``tool_limit``. ``--epochs N`` runs each
sample N times (trials 0..N-1) and reports pass^k for k up to N.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

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


def _builtin(name: str, summary: str) -> Callable[..., Task]:
    """The Inspect task ``toolproof/<name>`` over the built-in suite ``name``: every built-in suite takes
    the same arguments, so they are made here once rather than written out per suite."""

    def builtin_suite(
        tasks: str | None = None,
        faults: bool = True,
        epochs: int = 1,
        max_steps: int = 50,
        time_limit: float = 300.0,
        tool_limit: int | None = None,
    ) -> Task:
        return toolproof_task(
            name, tasks, faults=faults, epochs=epochs, max_steps=max_steps, time_limit=time_limit,
            tool_limit=tool_limit,
        )  # fmt: skip

    builtin_suite.__name__ = builtin_suite.__qualname__ = name
    builtin_suite.__doc__ = summary
    return cast(Callable[..., Task], task(name=name)(builtin_suite))


core = _builtin(
    "core", "The core suite: single-service and multi-service tasks, each under its fault variants."
)
conversations = _builtin(
    "conversations", "The conversations suite: tasks with a simulated user (the agent gets ``ask_user``)."
)
fanout = _builtin("fanout", "The fan-out suite: many independent calls under rate and concurrency limits.")
company = _builtin(
    "company",
    "The company suite: one company's people and customers across billing, chat, calendar, files, tracker.",
)


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
