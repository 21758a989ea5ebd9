"""The built-in suites, parsed once per test process.

Forty test modules read the shipped suites at import time, most of them all five. Parsing a suite is
YAML plus validation of every task (about 4 s of CPU for the five), and under ``pytest -n 2`` each
worker collects every module: the same YAML was parsed some fifteen times per worker before a single
test ran, about a minute of CI's wall time. :func:`load_suite` here is the real
:func:`toolproof.tasks.loader.load_suite`, called once per suite name: a built-in suite does not change
while the tests run, and a :class:`~toolproof.tasks.Task` is a frozen model, so sharing one is safe.

A path, or a selection with ``only``, goes to the real loader every time (those calls test loading).
"""

from __future__ import annotations

from functools import cache

from toolproof.tasks import Task, suite_names
from toolproof.tasks import load_suite as _load_suite


@cache
def _builtin(name: str) -> tuple[Task, ...]:
    return tuple(_load_suite(name))


def load_suite(spec: str, only: set[str] | None = None) -> list[Task]:
    """As :func:`toolproof.tasks.load_suite`; a built-in suite's tasks are loaded once and shared."""
    if only is None and spec in suite_names():
        return list(_builtin(spec))  # a new list: a caller may sort or slice its own
    return _load_suite(spec, only)
