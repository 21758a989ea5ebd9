"""The durable result store: one SQLite file per run, written as each episode finishes.

An interrupted run resumes from it: episodes already stored are skipped, none is lost or run twice
(the key is task × variant × agent × trial, the primary key of the table).
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

SCHEMA = """
CREATE TABLE IF NOT EXISTS run (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS episodes (
    key TEXT PRIMARY KEY,
    task TEXT NOT NULL,
    variant TEXT NOT NULL,
    agent TEXT NOT NULL,
    trial INTEGER NOT NULL,
    passed INTEGER NOT NULL,
    ended TEXT NOT NULL,
    result TEXT NOT NULL,
    finished_at REAL NOT NULL
);
"""

BASELINE = "-"  # the variant name of an episode without faults


def episode_key(
    task: str,
    variant: str | None,
    agent: str,
    trial: int,
    interface: str | None = None,
    perturbation: str | None = None,
) -> str:
    key = f"{task}|{variant or BASELINE}|{agent}|{trial}"
    if interface or perturbation:  # runs without them keep the keys they always had
        key += f"|{interface or ''}|{perturbation or ''}"
    return key


class ResultStore:
    """Append-only episode results in ``<out>/results.db`` (SQLite, WAL, one writer)."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._conn = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        self._conn.execute("PRAGMA journal_mode=WAL")
        self._conn.execute("PRAGMA synchronous=NORMAL")
        self._conn.executescript(SCHEMA)
        self._lock = threading.Lock()

    def set_meta(self, key: str, value: Any) -> None:
        with self._lock:
            self._conn.execute("INSERT OR REPLACE INTO run VALUES (?, ?)", (key, json.dumps(value)))

    def meta(self, key: str) -> Any:
        row = self._conn.execute("SELECT value FROM run WHERE key = ?", (key,)).fetchone()
        return None if row is None else json.loads(row[0])

    def done_keys(self) -> set[str]:
        return {r[0] for r in self._conn.execute("SELECT key FROM episodes")}

    def add(self, result: dict[str, Any], finished_at: float) -> bool:
        """Store one episode result; ``False`` if that episode was already stored (never overwritten)."""
        key = episode_key(
            result["task"], result["variant"], result["agent"], result["trial"],
            result.get("interface"), result.get("perturbation"),
        )  # fmt: skip
        with self._lock:
            cur = self._conn.execute(
                "INSERT OR IGNORE INTO episodes VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    key,
                    result["task"],
                    result["variant"] or BASELINE,
                    result["agent"],
                    result["trial"],
                    int(bool(result["passed"])),
                    result["ended"],
                    json.dumps(result, ensure_ascii=False, default=str),
                    finished_at,
                ),
            )
        return cur.rowcount == 1

    def results(self) -> Iterator[dict[str, Any]]:
        for (text,) in self._conn.execute("SELECT result FROM episodes ORDER BY task, variant, agent, trial"):
            yield json.loads(text)

    def finished(self) -> Iterator[tuple[dict[str, Any], float]]:
        """Each result with when it was stored (seconds since the epoch), ordered as :meth:`results`."""
        rows = self._conn.execute(
            "SELECT result, finished_at FROM episodes ORDER BY task, variant, agent, trial"
        )
        for text, finished_at in rows:
            yield json.loads(text), float(finished_at)

    def count(self) -> int:
        return int(self._conn.execute("SELECT count(*) FROM episodes").fetchone()[0])

    def close(self) -> None:
        self._conn.close()
