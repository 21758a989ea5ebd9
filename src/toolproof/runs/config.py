"""A run's settings as stored with its results, and what ``--resume`` may not change.

Everything that decides which episodes a run has or how they are graded is fixed when the run is
made: resuming with a different agent, suite, trial count, fault mode, task filter, step or time limit
would silently mix two experiments in one result store. How the episodes are executed (workers,
concurrency, backend) may change freely: a run started on a laptop may be finished on a cluster.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

#: Settings a resumed run keeps, as (config key, command-line flag, default for a new run).
FIXED: tuple[tuple[str, str, Any], ...] = (
    ("suite", "--suite", "core"),
    ("agents", "--agent", ["careful"]),
    ("trials", "--trials", 1),
    ("faults", "--faults", "tasks"),
    ("tasks", "--task", []),
    ("max_steps", "--max-steps", 50),
    ("time_limit", "--time-limit", 300.0),
    ("agent_options", "--agent-opt", []),
    ("user", "--user", "scripted"),
    ("user_options", "--user-opt", []),
    ("interfaces", "--interface", []),
    ("perturb", "--perturb", []),
)


def given(value: Any) -> bool:
    """Whether a setting was given (``None`` and empty lists mean "as the run was made")."""
    return value is not None and value != []


def new_config(settings: dict[str, Any]) -> dict[str, Any]:
    """The config of a new run: what was given, defaults for the rest."""
    return {key: settings[key] if given(settings.get(key)) else default for key, _, default in FIXED}


def resumed_config(stored: dict[str, Any], settings: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """The config a resumed run continues with, and each given setting that differs from it.

    Settings a run made by an older version did not store are taken from what is given (or defaulted).
    """
    config = dict(stored)
    changes = []
    for key, flag, default in FIXED:
        value = settings.get(key)
        if key not in stored:
            config[key] = value if given(value) else default
        elif given(value) and not _same(key, stored[key], value):
            changes.append(f"{flag} {_show(value)} (the run has {_show(stored[key])})")
    return config, changes


def _same(key: str, stored: Any, value: Any) -> bool:
    if key in ("agents", "tasks", "interfaces", "perturb"):
        return set(stored) == set(value)
    if key == "suite":
        where = _path(stored)
        return bool(stored == value or (where is not None and where == _path(value)))
    if key == "time_limit":
        return float(stored) == float(value)
    return bool(stored == value)


def _path(value: str) -> Path | None:
    path = Path(value)
    return path.resolve() if path.exists() else None


def _show(value: Any) -> str:
    if isinstance(value, list):
        return ",".join(str(v) for v in value) or "(all)"
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)
