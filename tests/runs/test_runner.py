"""The runner: every episode once, a durable store, resume after a kill, processes or not."""

from __future__ import annotations

import json
import os
import re
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.runs.slow_agent import SLOTS
from tests.support.cli import LAUNCH
from toolproof.commands.run import execute
from toolproof.runs.runner import Runner, plan_episodes
from toolproof.runs.store import ResultStore
from toolproof.tasks import load_path

ROOT = Path(__file__).resolve().parents[2]
GOOD = ROOT / "tests" / "tasks" / "data" / "good"
AGENTS = ["careful", "blind-retry", "naive", "noop"]


def test_plan_covers_tasks_variants_agents_trials() -> None:
    tasks = load_path(GOOD)
    specs = plan_episodes(tasks, ["careful", "noop"], trials=2)
    # resolve-login: baseline + 3 variants; the other two: baseline only → 6 × 2 agents × 2 trials
    assert len(specs) == 24
    assert len({s.key for s in specs}) == 24
    assert len(plan_episodes(tasks, ["careful"], faults="none")) == 3


def test_reference_agents_rank_careful_first_and_the_signals_say_why(tmp_path: Path) -> None:
    metrics = execute(
        suite=str(GOOD), agents=AGENTS, trials=1, faults="tasks", out=tmp_path, resume=False,
        concurrency=4, workers=1, task_ids=[], quiet=True,
    )  # fmt: skip
    agents = metrics["agents"]
    acc = {a: agents[a]["session_accuracy"] for a in AGENTS}
    assert acc["careful"] == 1.0
    assert acc["careful"] > acc["blind-retry"] > acc["noop"]
    assert acc["careful"] > acc["naive"] > acc["noop"]
    assert agents["careful"]["duplicate_effects"] == 0
    assert agents["blind-retry"]["duplicate_effects"] == 1
    assert agents["careful"]["false_completion_claims"] == 0
    assert agents["naive"]["false_completion_claims"] > 0
    assert agents["careful"]["retry_after_honoured"] == 1.0
    assert agents["blind-retry"]["retry_after_honoured"] == 0.0
    saved = json.loads((tmp_path / "results.json").read_text())
    assert saved["run"]["episodes"] == 24


def test_processes_give_the_same_outcomes_as_one_process(tmp_path: Path) -> None:
    kw = {"suite": str(GOOD), "agents": AGENTS, "trials": 1, "faults": "tasks", "resume": False,
          "concurrency": 4, "task_ids": [], "quiet": True}  # fmt: skip
    one = execute(out=tmp_path / "one", workers=1, **kw)  # type: ignore[arg-type]
    two = execute(out=tmp_path / "two", workers=2, **kw)  # type: ignore[arg-type]
    strip = ("seconds_per_episode",)
    for agent in AGENTS:
        a = {k: v for k, v in one["agents"][agent].items() if k not in strip}
        b = {k: v for k, v in two["agents"][agent].items() if k not in strip}
        assert a == b


def test_existing_run_is_not_overwritten_and_resume_needs_a_run(tmp_path: Path) -> None:
    kw = {"suite": str(GOOD), "agents": ["careful"], "trials": 1, "faults": "none", "concurrency": 1,
          "workers": 1, "task_ids": [], "quiet": True}  # fmt: skip
    with pytest.raises(SystemExit, match="nothing to resume"):
        execute(out=tmp_path, resume=True, **kw)  # type: ignore[arg-type]
    execute(out=tmp_path, resume=False, **kw)  # type: ignore[arg-type]
    with pytest.raises(SystemExit, match="already holds a run: pass --resume"):
        execute(out=tmp_path, resume=False, **kw)  # type: ignore[arg-type]


def test_resume_after_a_kill_loses_nothing_and_repeats_nothing(tmp_path: Path) -> None:
    out = tmp_path / "run"
    args = ["run", "--suite", str(GOOD), "--agent", "tests.runs.slow_agent:solve", "--trials", "3",
            "--concurrency", "1", "--out", str(out), "--quiet"]  # fmt: skip
    # Six episodes go on and the rest wait to be killed (slow_agent's SLOW_AGENT_SLOTS), so the kill
    # lands mid-run however late a loaded machine lets the test look; the resume below, in this process
    # without the variable, runs every remaining episode.
    (tmp_path / "slots").mkdir()
    env = os.environ | {SLOTS: f"{tmp_path / 'slots'}:6"}
    proc = subprocess.Popen([sys.executable, "-c", LAUNCH, *args], cwd=ROOT, env=env)
    db = out / "results.db"
    deadline = time.monotonic() + 120
    stored = 0
    while time.monotonic() < deadline:
        if db.exists():
            with sqlite3.connect(db) as conn:
                try:
                    stored = conn.execute("SELECT count(*) FROM episodes").fetchone()[0]
                except sqlite3.OperationalError:
                    stored = 0
            if stored >= 4:
                break
        time.sleep(0.05)
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)
    total = 18  # 6 (task, variant) pairs × 3 trials
    store = ResultStore(db)
    before = {r["task"] + str(r["variant"]) + str(r["trial"]): r for r in store.results()}
    assert 4 <= len(before) < total
    finished_at = dict(store._conn.execute("SELECT key, finished_at FROM episodes").fetchall())
    store.close()

    metrics = execute(
        suite=None, agents=[], trials=None, faults=None, out=out, resume=True,
        concurrency=4, workers=1, task_ids=[], quiet=True,
    )  # fmt: skip
    assert metrics["run"]["episodes"] == total
    assert metrics["run"]["ran_now"] == total - len(before)
    store = ResultStore(db)
    rows = store._conn.execute("SELECT key, finished_at FROM episodes").fetchall()
    assert len(rows) == len({k for k, _ in rows}) == total
    for key, when in rows:  # the episodes stored before the kill were not run again
        if key in finished_at:
            assert when == finished_at[key]
    store.close()


def test_runner_skips_what_the_store_has(tmp_path: Path) -> None:
    tasks = load_path(GOOD)
    store = ResultStore(tmp_path / "results.db")
    runner = Runner(tasks, store)
    specs = plan_episodes(tasks, ["careful"], faults="none")
    assert runner.run(specs) == 3
    assert runner.run(specs) == 0
    assert store.count() == 3


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"task_ids": ["nope"]}, "no task matches 'nope'"),
        ({"agents": ["bogus"]}, "unknown agent 'bogus'"),
        ({"faults": "no-such-plan"}, "no built-in fault plan 'no-such-plan'"),
        ({"suite": "/nowhere"}, "no such file or folder"),
    ],
)
def test_bad_run_requests_are_refused_before_any_run_folder_exists(
    tmp_path: Path, change: dict[str, object], message: str
) -> None:
    kw: dict[str, object] = {"suite": str(GOOD), "agents": ["careful"], "trials": 1, "faults": "none",
          "concurrency": 1, "workers": 1, "task_ids": [], "quiet": True}  # fmt: skip
    kw.update(change)
    out = tmp_path / "run"
    with pytest.raises(SystemExit, match=re.escape(message)):
        execute(out=out, resume=False, **kw)  # type: ignore[arg-type]
    assert not out.exists()
