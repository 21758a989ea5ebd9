"""A finished (or running) run read back from its folder: results, metrics, tasks, id and title.

``toolproof view`` and ``toolproof export`` start from a run folder; both need the same things the
run itself had: the episodes as stored, the metrics computed the same way (pass^k for every k the run
supports), and what each task asked (stored with the run since runs had it; otherwise read from the
suite if it is still at hand).
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from toolproof.runs.metrics import compute
from toolproof.runs.store import ResultStore


class RunNotFound(Exception):
    """The path holds no run."""


class StoredRun:
    """One run folder (``OUT`` of ``toolproof run``, holding ``results.db``)."""

    def __init__(self, path: str | Path) -> None:
        path = Path(path)
        db = path if path.suffix == ".db" else path / "results.db"
        if not db.is_file():
            raise RunNotFound(f"no run at {path}: {db} does not exist (give the --out folder of a run)")
        if not _is_store(db):  # checked read-only: never add tables to someone else's database
            raise RunNotFound(f"{db} is not a toolproof result store")
        self.folder = db.parent
        self.db = db
        self.store = ResultStore(db)
        self.config: dict[str, Any] = self.store.meta("config")
        self.run_id = str(self.store.meta("run_id") or derived_run_id(self.config))
        self._tasks: dict[str, dict[str, Any]] | None = None

    @property
    def title(self) -> str:
        return f"toolproof run · {self.config.get('suite')} · {', '.join(self.config.get('agents') or [])}"

    @property
    def agents(self) -> list[str]:
        return [str(a) for a in self.config.get("agents") or []]

    def count(self) -> int:
        return self.store.count()

    def results(self) -> list[dict[str, Any]]:
        return list(self.store.results())

    def finished(self) -> Iterator[tuple[dict[str, Any], float]]:
        return self.store.finished()

    def tasks(self) -> dict[str, dict[str, Any]]:
        """What each task asked (instruction, policy, variants); ``{}`` when nothing can tell."""
        if self._tasks is None:
            stored = self.store.meta("tasks")
            self._tasks = stored if isinstance(stored, dict) else _from_suite(self.config.get("suite"))
        return self._tasks

    def metrics(self, results: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        results = self.results() if results is None else results
        trials = max(1, int(self.config.get("trials") or 1))
        metrics = compute(results, ks=range(1, trials + 1))
        metrics["run"] = {
            **self.config,
            "run_id": self.run_id,
            "episodes": len(results),
            "store": str(self.db),
        }
        return metrics

    def close(self) -> None:
        self.store.close()


def _is_store(db: Path) -> bool:
    try:
        conn = sqlite3.connect(f"{db.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error:
        return False
    try:
        row = conn.execute("SELECT value FROM run WHERE key = 'config'").fetchone()
        conn.execute("SELECT count(*) FROM episodes").fetchone()
    except sqlite3.Error:
        return False
    finally:
        conn.close()
    return row is not None and isinstance(json.loads(row[0]), dict)


def derived_run_id(config: Any) -> str:
    """The id of a run stored before runs had one: derived from its config, so it never changes."""
    return hashlib.sha256(json.dumps(config, sort_keys=True).encode()).hexdigest()[:32]


def _from_suite(suite: Any) -> dict[str, dict[str, Any]]:
    from toolproof.report.site import task_info
    from toolproof.tasks.loader import TaskLoadError, load_suite

    if not suite:
        return {}
    try:
        return task_info(load_suite(str(suite)))
    except (TaskLoadError, OSError):
        return {}
